"""enc-if4: placing a quest or location face up whose text asks a cost for it ("as a cost to place this quest face up,
put 2 damage on your hero"): the cost is added as the placing adds its link (412.1a follows 707 for adding a link, so
707.1e adds the cost) and paid before the card leaves the hand; a card the player can't pay it for can be placed
only face down (412.1b). Placing face down asks nothing. The rest of placing is resources.place."""
from __future__ import annotations

from typing import TYPE_CHECKING

from . import paying, resources

if TYPE_CHECKING:
    from .context import Context
    from .state import Card


def place(game: Context, player: str, label: str, face_up: bool) -> None:
    resources.place(game, player, label, face_up, before=lambda card: pay_face_up(game, player, card) if face_up else None)


def what(card: Card) -> str:
    return f"the cost of placing {card} face up"


def pay_face_up(game: Context, player: str, card: Card) -> None:
    """707.1e: the card's face-up cost, checked (403.1: IllegalAction if some part can't be paid) and paid."""
    cost = card.definition.face_up_cost
    if cost is None:
        return
    found = paying.plan(game, card, player, cost, None, what(card))
    game.trace.add(f"{player} means to place {card} face up; its text adds a cost to placing it so "
                   f"({paying.cost_words(cost)}), paid before it leaves the hand.", "412.1b", "707.1e")
    paying.pay_parts(game, card, player, cost, found, what(card), f" to place {card} face up")


def face_up_payable(game: Context, player: str, card: Card) -> bool:
    """Whether the card's face-up cost, if it has one, can be paid now (the legal options list face up only then)."""
    cost = card.definition.face_up_cost
    return cost is None or paying.payable(game, card, player, cost, what(card))
