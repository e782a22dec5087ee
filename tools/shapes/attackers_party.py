"""enc-destroyed2: the party of the ally your character defends against, for ``tools/encode_pool.py``:

* "Ongoing: When your hero defends against an ally, that ally's controller exhausts all allies in his party."
  (Soulshatter) — the ally is the other side of the defence (602.3; the trigger's ``opponent``), its controller's
  party the cards in play that player controls (415.8b): every ally of it is exhausted (411.1), the group anchored on
  that ally (``controller_of: event:opponent``). No choice is left to that player (all of them, exhausted by the
  effect), so who turns them changes nothing. The sentence is read as '…, exhaust all opposing allies.' (the
  shapes of the group), that one group then anchored; only after a trigger on a defence against an ally.
"""
from __future__ import annotations

import re
from typing import Any, Callable

from shapes.base import Piece, Unrecognised, occurrences, replaced

ATTACKERS_PARTY = re.compile(
    r"^(?P<trigger>(?:Ongoing ?: ?)?When [^,]+? defends against an? (?:[\w-]+ )*?ally), that ally's controller "
    r"exhausts all allies in his party\.$")
OPPOSING = {"kind": "ally", "controller": "opposing"}
PARTY = {"kind": "ally", "controller_of": "event:opponent"}


def attackers_party(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    inner = read(f"{m.group('trigger')}, exhaust all opposing allies.")
    if "effects" in inner.parts or occurrences(inner.parts, OPPOSING) != 1:
        raise Unrecognised(f"'that ally's party' outside one triggered power: {m.group(0)}")
    power = (inner.parts.get("ongoing_power") or (inner.parts.get("powers") or [{}])[0]).get("triggered", {})
    if power.get("when", {}).get("event") != "defends" or power["when"].get("opponent", {}).get("kind") != "ally":
        raise Unrecognised(f"'that ally's party' of no ally defended against: {m.group(0)}")
    parts = replaced(inner.parts, OPPOSING, PARTY)
    return Piece(inner.shape, **{**parts, "inner": [*parts.get("inner", []), "group: the party of the ally defended against"]})


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Any]]]:
    return [(ATTACKERS_PARTY, lambda m: attackers_party(m, read))]
