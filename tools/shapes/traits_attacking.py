"""enc-enter9: "Druids in your party have +1 ATK while attacking." (Archdruid Hamuul Runetotem) — the heroes and allies
of a trait you control (a class or race alone names both, 202.1, 206.1a), each changed only while it is the attacker
(602.1): a continuous power of the card in play (704.1a) with ``while: {attacking: true}`` (714.3a), as
``shapes/statics.py`` reads 'Friendly allies have +2 ATK while attacking' of a group of allies.

Refused: a defender named after 'attacking', a group of another player's cards, and changes other than ATK, health
and keywords."""
from __future__ import annotations

import re

from shapes.base import Piece, Unrecognised
from shapes.grammar import selector
from shapes.statics import IN_COMBAT_GROUP, changes

TRAITS_ATTACKING = re.compile(r"^(?P<trait>[A-Z][a-z]+)s (?P<whose>in your party|you control) have (?P<what>[^.]+?) "
                              r"while attacking\.$")


def traits_attacking(m: re.Match) -> Piece:
    aimed, group = selector(f"each {m.group('trait')} {m.group('whose')}")
    if aimed or set(group) != {"kind", "controller", "trait"} or group["kind"] != "character":
        raise Unrecognised(f"a group of a trait that names no class or race: {m.group(0)}")
    stat = {"affects": group, **changes(m.group("what")), "while": {"attacking": True}}
    if set(stat) - {"affects", "atk", "health", "gain_keywords", "while"}:
        raise Unrecognised(m.group(0))
    return Piece(IN_COMBAT_GROUP, powers=[{"continuous": stat}])


# 'Friendly heroes have +1 ATK while attacking' (Ring of the Recalcitrant): your hero and each teammate's (100.4), each
# while it attacks; statics.py reads 'your hero' alone so
FRIENDLY_HEROES = re.compile(r"^Friendly heroes have (?P<what>[^.]+?) while attacking\.$")


def friendly_heroes(m: re.Match) -> Piece:
    stat = {"affects": {"kind": "hero", "controller": "friendly"}, **changes(m.group("what")), "while": {"attacking": True}}
    if set(stat) - {"affects", "atk", "health", "gain_keywords", "while"}:
        raise Unrecognised(m.group(0))
    return Piece(IN_COMBAT_GROUP, powers=[{"continuous": stat}])


SHAPES = [(TRAITS_ATTACKING, traits_attacking), (FRIENDLY_HEROES, friendly_heroes)]
