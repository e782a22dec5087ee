"""enc-while1: "Your hero has Assault X this turn, where X is the cost of target non-hero Druid or Warrior you control."
(Inner Rage) — the modifier 'this turn' the link makes (503.2a), its X the cost printed on a card the link targets (an
ally of either class you control, 206.1a; 'non-hero': not your hero, 706.1), read as the link resolves and locked in
(201.1, 709.2d: a Total of that one card's printed cost, ``{total: cost, of: {target: slot}}``). Assault X is +X ATK on its controller's own turns, no keyword of a number given.

The sentence is read by the modifiers 'this turn' with a stand-in number for X, as ``shapes.x_this_turn`` reads 'where
X is its ATK'; the target is the sentence's own; any other X or subject is refused.
"""
from __future__ import annotations

import re
from typing import Callable

from shapes.base import Piece
from shapes.grammar import CLASSES
from shapes.x_this_turn import read_with_x, stand_in_atk

X_COST = re.compile(rf"^(?P<who>Your hero|NAME) has (?P<what>\+X ATK|Assault X) this turn, where X is the cost of target "
                    rf"non-hero (?P<a>{'|'.join(CLASSES)}) or (?P<b>{'|'.join(CLASSES)}) you control\.$")


def target_cost(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    inner, made = read_with_x(m, read, lambda stat, slot: stand_in_atk(m, stat, {"total": "cost",
                                                                                 "of": {"target": slot}}),
                              parts=frozenset({"effects"}), own_slot=False)
    target = {"kind": "ally", "controller": "you", "fits": {"any": [{"trait": m.group("a")}, {"trait": m.group("b")}]}}
    return Piece(inner.shape, target=target, effects=[made], inner=["amount: X is a target's cost"])


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    return [(X_COST, lambda m: target_cost(m, read))]
