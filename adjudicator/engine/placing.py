"""enc-if4: placing a quest or location face up whose text asks a cost for it ("as a cost to place this quest face up,
put 2 damage on your hero"): the cost is added as the placing adds its link (412.1a follows 707 for adding a link, so
707.1e adds the cost) and paid before the card leaves the hand; a card the player can't pay it for can be placed
only face down (412.1b). Placing face down asks nothing. The rest of placing is resources.place."""
from __future__ import annotations

from typing import TYPE_CHECKING

from . import paying, resources
from .decisions import Decision, Option
from .moves import exhaust

if TYPE_CHECKING:
    from .context import Context
    from .state import Card


def place(game: Context, player: str, label: str, face_up: bool) -> None:
    resources.place(game, player, label, face_up, before=lambda card: pay_face_up(game, player, card) if face_up else None)


def what(card: Card) -> str:
    return f"the cost of placing {card} face up"


def pay_face_up(game: Context, player: str, card: Card, zone: str = "hand") -> None:
    """707.1e: the card's face-up cost, checked (403.1: IllegalAction if some part can't be paid) and paid."""
    cost = card.definition.face_up_cost
    if cost is None:
        return
    found = paying.plan(game, card, player, cost, None, what(card))
    game.trace.add(f"{player} means to place {card} face up; its text adds a cost to placing it so "
                   f"({paying.cost_words(cost)}), paid before it leaves the {zone}.", "412.1b", "707.1e")
    paying.pay_parts(game, card, player, cost, found, what(card), f" to place {card} face up")


def face_up_payable(game: Context, player: str, card: Card) -> bool:
    """Whether the card's face-up cost, if it has one, can be paid now (the legal options list face up only then)."""
    cost = card.definition.face_up_cost
    return cost is None or paying.payable(game, card, player, cost, what(card))


def place_additional(game: Context, card: Card, exhausted: bool) -> Card:
    """enc-enter12: an effect places a card from its owner's deck as an additional resource (412.1: not the one
    resource a turn): it enters their resource row straight from the effect, with no link of its own (the editor's
    note at 412.1b); a quest or location (or a Stash card) face up if they choose and can pay any face-up cost, any
    other card face down, blank (412.1b). Returns the card as it is in the row."""
    player = card.owner
    up = face_up_chosen(game, player, card)
    if up:
        pay_face_up(game, player, card, "deck")
    new = game.state.move(card, "play")
    new.row, new.face_down, new.controller = "resource", not up, player
    game.trace.add(f"{player} places {card} into their resource row {'face up' if up else 'face down'} as an "
                   "additional resource: the effect puts it there, with no link, and it is not their one resource "
                   "this turn.", "412.1", "412.1b", "415.8a")
    stash = resources.stash_of(new.definition)
    if up and new.definition.type not in ("quest", "location") and stash is not None:
        new = resources.stashed(game, new, stash)
    if exhausted:
        exhaust(game, new, " (a resource now)")
    resources.row_entered(game, [new])
    return new


def face_up_chosen(game: Context, player: str, card: Card) -> bool:
    """412.1b: only a card that may be placed face up (and whose face-up cost can be paid) offers the choice."""
    if not resources.may_place_face_up(card.definition) or not face_up_payable(game, player, card):
        return False
    pick = game.decide(Decision(player, "face", "412.1b", f"whether {card} enters the resource row face up",
                                [Option("face down", "down", "face down"), Option("face up", "up", "face up")]))
    return pick.key == "up"
