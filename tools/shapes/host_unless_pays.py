"""enc-turn7: an attachment's power on its host's controller's turn, done to the host unless that player pays, for
``tools/encode_pool.py``:

* "Ongoing: At the start of attached character's controller's turn, exhaust it unless he pays 4." (Curse of Weakness)

'It' is the attached card (400.4), 'he' the player who controls it, whose turn it is: as the link resolves he chooses
whether to pay (709.2b, the card format's ``unless`` with ``player: {controller_of: {host: true}}``); if he doesn't or
can't, his hero or ally is exhausted (or destroyed). Read as the same power with 'destroy NAME unless you pay 4' (the
trigger and its 'Ongoing:' by the other shapes), then its payer and its card made the host's.
"""
from __future__ import annotations

import re
from typing import Callable

from shapes.base import Piece, Unrecognised

HOST_UNLESS = re.compile(r"^(?P<head>Ongoing ?: ?At the start of attached (?P<host>hero|ally|character)'s controller's "
                         r"turn, )(?P<verb>exhaust|destroy) it unless he pays (?P<n>\d+)\.$")


def host_unless(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    inner = read(f"{m.group('head')}destroy NAME unless you pay {m.group('n')}.")
    power = (inner.parts.get("ongoing_power") or {}).get("triggered")
    if power is None or [list(e) for e in power["effects"]] != [["unless", "then"]]:
        raise Unrecognised(f"an attachment's power on its host unless he pays: {m.group(0)}")
    host = {"host": True}
    effect = {**power["effects"][0], "player": {"controller_of": dict(host)}, "then": [{m.group("verb"): dict(host)}]}
    return Piece(inner.shape, **{**inner.parts, "ongoing_power": {"triggered": {**power, "effects": [effect]}},
                                 "inner": [*inner.parts.get("inner", []), "the host, unless its controller pays"]})


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    return [(HOST_UNLESS, lambda m: host_unless(m, read))]
