"""enc-enter9: a card whose cost has an X ('cost+X', x_cost in the pool's facts), the X chosen as it is played (707.1b,
201.3): "Your hero deals X shadow damage to target opposing hero or ally and heals X damage from itself."
(Nightfall), "Your hero deals X nature damage divided as you choose to any number of target heroes and/or allies."
(Storm of the Ages) — the card format's ``x_cost: true`` and the amount ``X`` where its effect reads it.

As a payment power's X is read (``shapes/costs.py``), each X of a paragraph no shape reads as printed stands for a
number no card prints while the other shapes read it; that number is then the card language's ``X`` wherever they put
it. Only the effects and targets of the card's own link (what an ability does as it resolves, 709; 'with cost X or
less') and the counters it enters play with (710.1b) may hold it: the X is the link's, chosen as the card is played, and
a power of the card in play is another link with no X of its own. Refused: a card whose text never reads X (the X would
be chosen for nothing), an X made into another number (X + 1, twice X), an X in a place the card language has none (a
number of targets, a token's ATK), or in a power."""
from __future__ import annotations

from typing import Any, Callable

from pydantic import ValidationError

from shapes.base import Piece, Unrecognised
from shapes.costs import X_STANDS_FOR, X_WORD, x_back

WHERE = ("effects", "targets", "enters_play")  # the link's effects and targets, its counters (707.1b, 710.1b)


def read(card: dict[str, Any], paragraph: str, pieces_of: Callable[[str, str], list[Piece]]) -> list[Piece]:
    """The paragraph's pieces as printed (a shape that reads X itself: 'enters play with X … counters'); else, when
    the card's cost has an X, with each X the stand-in number; the refusal names the paragraph as printed."""
    if card.get("x_cost") and str(X_STANDS_FOR) in paragraph:
        raise Unrecognised(f"the number that stands for X printed: {paragraph}")
    try:
        return pieces_of(paragraph, card["name"])
    except Unrecognised as printed:
        if not card.get("x_cost") or not X_WORD.search(paragraph):
            raise
        try:
            return pieces_of(X_WORD.sub(str(X_STANDS_FOR), paragraph), card["name"])
        except Unrecognised:
            raise printed from None


def read_back(entry: dict[str, Any], card: dict[str, Any]) -> None:
    """The entry with ``x_cost`` and the stand-in back as "X" where the link reads it; Unrecognised where the text
    never reads X, where a shape made another number of it, or where it sits anywhere but the link's own effects,
    targets and counters."""
    if not card.get("x_cost"):
        return
    shared_out(entry)
    found: dict[str, list[int]] = {field: [] for field in entry}
    for field, value in list(entry.items()):
        entry[field] = x_back(value, found[field], printed_x=True)
    places = [v for field, values in found.items() for v in values]
    if not places or any(v != X_STANDS_FOR for v in places) or set(f for f, v in found.items() if v) - set(WHERE):
        raise Unrecognised("an X in the cost that the card's own effects don't read as chosen (707.1b)")
    fields = list(entry.items())  # 'x_cost' beside the cost it belongs to, as the hand-written cards have it
    entry.clear()
    for field, value in fields:
        entry[field] = value
        if field == "cost":
            entry["x_cost"] = True
    from adjudicator.cards.model import CardDefinition

    try:
        CardDefinition.model_validate({**entry, "text": "-"})
    except ValidationError as exc:
        raise Unrecognised(f"an X read where the card language has none: {exc}") from exc


def shared_out(entry: dict[str, Any]) -> None:
    """'X damage divided as you choose to any number of target …': the slot's bound, which the divided reading makes
    the amount itself, is 'any' (at least one): each target's share must be positive (707.1d), so no more than X of
    them can be chosen whatever X is."""
    divided = {e["to"]["target"] for e in entry.get("effects", [])
               if e.get("divided") and e.get("deal_damage") == X_STANDS_FOR and "target" in e.get("to", {})}
    for spec in entry.get("targets", []):
        if spec["id"] in divided and spec.get("count") == X_STANDS_FOR:
            spec["count"] = "any"
            spec.pop("up_to", None)  # at least one: a share of X for each (707.1d)
