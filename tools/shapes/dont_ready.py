"""enc-deal2: cards that skip a ready step (501.1a), as the card language's ``dont_ready`` flags them as the link
resolves (714.3f), for the step of each flagged card's controller ("its controller's next ready step") or of the
link's controller ("your next ready step"):

* "Target hero or ally can't ready during its controller's next ready step.", "Up to three target resources can't
  ready during their controller's next ready step.": the sentence's own target, one card or several (706.1).
* "Each of them can't ready during its controller's next ready step.": the previous sentence's target of several
  cards ('Exhaust up to two target heroes and/or allies'), as 'It …' is that of one card.
* "Exhaust target hero or ally, and it can't ready during its controller's next ready step.", "Exhaust each ally dealt
  damage this way, and it …": the cards the exhaust names, flagged after it.
* "Your hero and NAME can't ready during your next ready step.": cards named, not chosen (a triggered effect's).

'it's' for 'its' before 'controller's' is the same word misspelt (both data sets print it so). Refused: a plural
subject with 'its', a single one with 'their', 'each of them' after a target of one card."""
from __future__ import annotations

import re
from typing import Any, Callable

from shapes.base import Piece, Unrecognised
from shapes.grammar import selector

SHAPE = "ability: cards that skip a ready step"
ITS = r"(?P<its>its|it's|their) controller's next ready step"
TARGET = re.compile(rf"^(?P<who>(?:Up to (?:two|three) )?[Tt]arget [^.,]+?) can't ready during {ITS}\.$")
EACH_OF_THEM = re.compile(rf"^Each of them can't ready during {ITS}\.$")
AND_IT = re.compile(rf"^(?P<act>Exhaust [^,.]+), and it can't ready during {ITS}\.$")
NAMED = re.compile(r"^(?P<who>Your hero and NAME|NAME and your hero|NAME|Your hero) can't ready during your next ready "
                   r"step\.$")
NAMED_CARDS = {"Your hero": {"kind": "hero", "controller": "you"}, "NAME": {"this": True}}


def flags(on: dict[str, Any], whose: str = "its-controller") -> dict[str, Any]:
    return {"dont_ready": on, "whose": whose}


def agrees(m: re.Match, several: bool) -> None:
    """'its' of one card, 'their' of several (the possessive agrees with what it names)."""
    if (m.group("its") == "their") != several:
        raise Unrecognised(f"'{m.group('its')}' of {'several cards' if several else 'one card'}: {m.group(0)}")


def target(m: re.Match) -> Piece:
    """The sentence's own target slot, each card of it flagged (714.3f)."""
    aimed, spec = selector(m.group("who")[0].lower() + m.group("who")[1:])
    if not aimed:
        raise Unrecognised(f"no target: {m.group(0)}")
    agrees(m, bool(spec.get("count")))
    return Piece(SHAPE, target=spec, effects=[lambda slot: flags({"target": slot})])


def each_of_them(m: re.Match) -> Piece:
    """The previous sentence's target slot, of several cards (``refers``: checked against it)."""
    agrees(m, False)  # 'each of them … its controller's': each one's own
    return Piece(SHAPE, same_target=True, refers="several", effects=[lambda slot: flags({"target": slot})])


def and_it(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    """The exhaust read as its own sentence, then the cards it exhausts flagged: its target or its group."""
    agrees(m, False)
    inner = read(f"{m.group('act')}.")
    if len(inner.parts.get("effects", [])) != 1 or set(inner.parts) - {"effects", "target", "after_damage"}:
        raise Unrecognised(f"'and it' after an action of another shape: {m.group(0)}")
    make = inner.parts["effects"][0]

    def exhausted(slot: Any) -> dict[str, Any]:
        made = make(slot)
        if set(made) != {"exhaust"}:
            raise Unrecognised(f"'and it' after no exhaust: {m.group(0)}")
        return flags(dict(made["exhaust"]))
    return Piece(SHAPE, **{k: v for k, v in inner.parts.items() if k != "effects"}, effects=[make, exhausted])


def named(m: re.Match) -> Piece:
    """Cards named, each flagged for the step of the link's controller ('your next ready step')."""
    cards = [NAMED_CARDS[w] for w in m.group("who").split(" and ")]
    on = cards[0] if len(cards) == 1 else {"any": cards}
    return Piece(SHAPE, effects=[lambda slot: flags(dict(on), "you")])


ALLOWED = {"ability": (SHAPE,)}


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    return [(TARGET, target), (EACH_OF_THEM, each_of_them), (AND_IT, lambda m: and_it(m, read)), (NAMED, named)]
