"""enc-attach2: "Ongoing: Attached hero's controller pays 1 more to play abilities." (Curse of Tongues) — an ability's
ongoing power while it is in play (305.2): a cost change (707.1e) of the cards of the player who controls its host
(400.4; the selector's ``host_player``: the abilities in that player's hand, 401.2). The words after 'pays' are read as
the cost shapes read 'Players pay …' (``costs.cost_change``: the kind of card and the cost that changes), the cards then
narrowed to the host's player's. Only an increase ('more', as the cost shapes read others' costs) and only as the
ability's ongoing power; 'this turn', 'next' and 'while' are refused."""
from __future__ import annotations

import re
from typing import Any, Callable

from shapes.base import Piece, Unrecognised

LASTING = "a cost change while in play"  # costs.LASTING_CHANGE: 'Players pay …' read alone
SHAPE = "ongoing: a cost change of the host's player"  # as costs.ONGOING_CHANGE: an Ongoing ability's power in play
HOST_PAYS = re.compile(r"^Ongoing ?: ?Attached (?:hero|character)'s controller pays (?P<rest>\d+ more to [^.]+)\.$")


def host_pays(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    if re.search(r"\b(?:this turn|next|while)\b", m.group("rest")):
        raise Unrecognised(f"the host's controller's cost change for a while or a turn: {m.group(0)}")
    inner = read(f"Players pay {m.group('rest')}.")
    powers = inner.parts.get("powers") or []
    if inner.shape != LASTING or len(powers) != 1 or set(inner.parts) - {"powers", "inner"}:
        raise Unrecognised(f"the host's controller's cost change other than one lasting change: {m.group(0)}")
    stat: dict[str, Any] = dict(powers[0]["continuous"])
    affects = dict(stat["affects"])
    if affects.pop("controller", None) != "any" or set(affects) & {"this", "host", "owner", "player"}:
        raise Unrecognised(f"the host's controller's cost change on cards already said to be someone's: {m.group(0)}")
    return Piece(SHAPE, ongoing={**stat, "affects": {**affects, "host_player": True}})


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    return [(HOST_PAYS, lambda m: host_pays(m, read))]


ALLOWED = {"ability": (SHAPE,)}
