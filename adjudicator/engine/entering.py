"""The last steps of entering play (710.1b, 710.1c): the row a card goes into, by its card type
(302.1, 303.1, 304.1, 305.2c), and its continuous powers beginning to apply."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards.model import CardDefinition
from .state import Card

if TYPE_CHECKING:
    from .context import Context

# Where each card type goes as it enters play (710.1b), and the chapter 3 rule that says so.
ROWS = {"ally": ("ally", "302.1"), "weapon": ("hero", "303.1"), "armor": ("hero", "304.1"),
        "item": ("hero", "304.1"), "ability": ("hero", "305.2c"), "hero": ("hero", "301.1")}

# Powers that are not continuous (704.1): payment, reward and triggered; "as it enters" ones are
# made at 710.1a, before the others begin.
NOT_CONTINUOUS = ("payment", "reward", "triggered", "as_enters")


def row_of(definition: CardDefinition) -> tuple[str, str] | None:
    """The row a card that is not an attachment goes into, with the rule: an ally (a Totem
    ability ally too, 305.3a) to the ally row, equipment, heroes and ongoing abilities to the hero
    row."""
    kind = "ally" if "ally" in definition.also_types else definition.type
    return ROWS.get(kind)


def place(game: Context, card: Card) -> None:
    """710.1b: the card goes into its controller's row; an attachment is in no row (400.2)."""
    found = row_of(card.definition) if card.attached_to is None and card.row != "resource" else None
    if found is None:
        return
    card.row = found[0]
    rule = "301.4a" if card.definition.master_hero else found[1]  # a Master Hero enters its party (301.4a)
    game.trace.add(f"{card} goes into {card.controller}'s {found[0]} row.", "710.1b", rule)


def begin(game: Context, card: Card) -> None:
    """710.1c: the card's remaining continuous powers create their modifiers, without the chain
    (704.1); an ongoing ability's power after "Ongoing:" works only from now, while it is in play
    (305.2a)."""
    from .characteristics import lost_powers
    if card.oid in lost_powers(game.state):
        return
    from .views import side_powers
    continuous = [p for p in side_powers(card) if not any(getattr(p, k) for k in NOT_CONTINUOUS)]
    if not continuous:
        return
    ongoing = card.definition.type == "ability" and card.definition.ongoing
    game.trace.add(f"{card}'s continuous power{'s' if len(continuous) > 1 else ''} now appl"
                   f"{'y' if len(continuous) > 1 else 'ies'}, without using the chain: from here on, continuous "
                   f"modifiers, its own among them, treat {card} as a card in play"
                   f"{' (the power after Ongoing: works only while the ability is in play)' if ongoing else ''}.",
                   "710.1c", "704.1", *(["305.2a"] if ongoing else []), power=card.name)
