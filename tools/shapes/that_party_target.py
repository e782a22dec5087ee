"""enc-deal6: a target in the party of the card the damage was dealt to: "When your hero deals combat damage with NAME
to a hero, your hero deals that much frost damage to target ally in that hero's party" — a target (706.1) among the
cards that player controls (415.8b), the controller of the event's destination (703.1), checked as the power joins the
chain (708.2) and as it resolves (706.3): ``fits: {controller_of: event:destination}``. Read as the sentence with
'target opposing …', that one target then anchored; 'that hero' must be the trigger's own word for its destination,
as shapes/that_party.py reads 'each … in that ally's party'; only after a trigger on damage dealt."""
from __future__ import annotations

import re
from typing import Callable

from shapes.base import Piece, Unrecognised
from shapes.that_party import THAT

THAT_PARTY_TARGET = re.compile(
    r"^(?P<trigger>(?:Ongoing ?: ?)?When [^,]+? deals (?:combat )?damage(?: with [^,]+?)? to (?P<dest>[^,]+?)), "
    r"(?P<head>[^,.]+?) target (?P<what>hero or ally|ally|hero) in that (?P<that>ally|hero|character)'s party\.$")
KINDS = {"hero or ally": "character", "ally": "ally", "hero": "hero"}


def that_party_target(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    if not THAT[m.group("that")].match(m.group("dest")) or (m.group("that") != "character" and " or " in m.group("dest")):
        raise Unrecognised(f"'that {m.group('that')}'s party' of no {m.group('that')} the trigger names: {m.group(0)}")
    inner = read(f"{m.group('trigger')}, {m.group('head')} target opposing {m.group('what')}.")
    powers = inner.parts.get("powers") or []
    triggered = powers[0].get("triggered") if len(powers) == 1 else None
    stand_in = {"kind": KINDS[m.group("what")], "controller": "opposing"}
    aimed = [t for t in (triggered or {}).get("targets", []) if {k: v for k, v in t.items() if k != "id"} == stand_in]
    if triggered is None or len(triggered.get("targets", [])) != 1 or len(aimed) != 1:
        raise Unrecognised(f"'target … in that {m.group('that')}'s party' beside another target: {m.group(0)}")
    target = {"id": aimed[0]["id"], "kind": stand_in["kind"], "fits": {"controller_of": "event:destination"}}
    power = {"triggered": {**triggered, "targets": [target]}}
    return Piece(inner.shape, **{**inner.parts, "powers": [power],
                                 "inner": [*inner.parts.get("inner", []), "target: in the party of the card dealt damage"]})


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    return [(THAT_PARTY_TARGET, lambda m: that_party_target(m, read))]
