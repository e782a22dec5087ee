"""enc-reward12: an ally another player picks, then a triggered modifier this turn on its destruction, for
``tools/encode_pool.py``:

* "Target player chooses an ally he controls. When that ally is destroyed this turn, draw two cards." — no ally is
  targeted (706.1): the target player picks, as the link resolves, one ally he controls (709.2b: ``choose_card`` by
  that player; an ally in his party is one he controls), kept on the link as the card chosen; the link then makes a
  triggered modifier lasting this turn (715.1, 503.2a) whose event is that ally's destruction (703.4), its pattern
  naming the card chosen (``{chosen: …}``). With no ally to pick, none is chosen and the modifier never triggers.

The two sentences are one reading (``follows`` joins them as the text is split): 'that ally' names the card the first
one chose. The trigger and its effect are read as ``shapes.that_destroyed`` reads 'When that ally is destroyed this
turn, …'. Refused: another noun than an ally, another description of the ally, and an effect that is no one triggered
modifier.
"""
from __future__ import annotations

import copy
import re
from typing import Any, Callable

from shapes import that_destroyed
from shapes.base import Piece

SHAPE = "ability: a target player picks an ally of his; a triggered modifier this turn on its destruction"
FIRST = re.compile(r"^(?:Reward: )?Target (?:opponent|player) chooses an ally (?:in his party|he controls)\.$")
WHOLE = re.compile(r"^Target (?P<who>opponent|player) chooses an ally (?:in his party|he controls)\. When that ally is "
                   r"destroyed this turn, (?P<rest>.+)$")
PICKED = "picked"  # the name the choice is kept under on the link (709.2b)


def follows(before: str, sentence: str) -> bool:
    """Whether ``sentence`` names the ally the sentence ``before`` had a player choose (joined to it)."""
    return bool(FIRST.match(before)) and sentence.startswith("When that ally is destroyed this turn, ")


def chosen_destroyed(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    made = that_destroyed.modifier(m.group("rest"), read)
    made["create_trigger"]["when"]["subject"] = {"chosen": PICKED}
    aimed = {"kind": "player", **({"controller": "opponent"} if m.group("who") == "opponent" else {})}
    pick = {"choose_card": {"kind": "ally", "controller": "you"}, "as": PICKED}  # 'you': the chooser (709.2b)
    return Piece(SHAPE, target=aimed, effects=[lambda slot: {**copy.deepcopy(pick), "by": {"target_player": slot}},
                                               lambda slot: copy.deepcopy(made)],
                 inner=["a triggered modifier this turn on the card a target player chose"])


def shapes(read: Callable[[str], Piece]) -> list:
    return [(WHOLE, lambda m: chosen_destroyed(m, read))]


ALLOWED = {"ability": (SHAPE,)}
