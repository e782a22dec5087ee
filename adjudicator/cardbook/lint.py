"""The text-vs-encoding lint (``adjudicator cards --lint``): a card's ``text`` (our own words for
what it does) and its encoding (what the engine plays) must tell the same story. Each check reads
a word or a number in the text and looks for what stands for it in the encoding; a finding is
fixed in the card, or silenced in the card's own entry (``lint: {check: reason}``) with a reason a
reader can check. A stub (a card with ``not_encoded: <clause>``) is not linted: its powers are known to
be missing.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Callable

from ..cards.model import CardDefinition

NUMBER_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
                "nine": 9, "ten": 10, "twice": 2}
PRINTED = {"text", "name", "zh", "set", "number", "lint"}


@dataclass(frozen=True)
class Finding:
    card: str
    check: str
    message: str


def encoding(card: CardDefinition) -> str:
    """Everything the card's entry sets but its names and text (no default a model fills in)."""
    return repr(card.model_dump(exclude=PRINTED, exclude_defaults=True))


def spoken(card: CardDefinition) -> str:
    """The text the checks read: without the card's own name, and without what stands in brackets,
    which reminds of a rule or says what a stand-in is, not what the card does."""
    text = card.text.replace(card.name, "").replace("until the end of the turn", "this turn")
    while re.search(r"\([^()]*[a-z][^()]*\)", text):
        text = re.sub(r"\([^()]*[a-z][^()]*\)", "", text)  # "(1)", a cost, stays
    return text


def _repeats(node: Any) -> set[int]:
    """How many times an item stands in a list of equal items: "three tokens" are three effects."""
    found: set[int] = set()
    if isinstance(node, dict):
        for value in node.values():
            found |= _repeats(value)
    elif isinstance(node, list):
        found |= {node.count(item) for item in node}
        for item in node:
            found |= _repeats(item)
    return found


def _numbers(card: CardDefinition, text: str, enc: str) -> str | None:
    whole = card.model_dump(exclude=PRINTED)  # defaults count here: "one of them" is a Take's 1
    have = {int(n) for n in re.findall(r"\d+", repr(whole))} | _repeats(whole)
    said = [int(n) for n in re.findall(r"(?<![\w.])\d+(?![\w.])", text)]
    said += [v for w, v in NUMBER_WORDS.items() if re.search(rf"(?<![\w-]){w}(?![\w-])", text, re.IGNORECASE)]
    missing = sorted({n for n in said if n not in have})
    return f"the text says {', '.join(map(str, missing))}, which the encoding never holds" if missing else None


def _marks(words: str, marks: tuple[str, ...], what: str) -> Callable[[CardDefinition, str, str], str | None]:
    pattern = re.compile(rf"\b{words}\b", re.IGNORECASE)

    def check(card: CardDefinition, text: str, enc: str) -> str | None:
        if pattern.search(text) and not any(m in enc for m in marks):
            return f"the text says '{pattern.search(text).group(0)}', but the encoding has no {what}"
        return None
    return check


# "each"/"all" that pick cards, not "each time", "as each turn starts", "for each damage", "all of
# its powers" or "each of [the targets]"
EACH = re.compile(r"(?<!for )\b(each|all)\b(?! (time|turn|of|player|damage|other player))", re.IGNORECASE)


def _each(card: CardDefinition, text: str, enc: str) -> str | None:
    """"each"/"all": the reading picks every card that fits somewhere (an unanchored selector)."""
    from .words import card_words
    if EACH.search(text) and not re.search(r"\b(each|every|all)\b", " ".join(card_words(card))):
        return f"the text says '{EACH.search(text).group(0)}', but no part of the encoding picks every card that fits"
    return None


def _ongoing(card: CardDefinition, text: str, enc: str) -> str | None:
    if re.search(r"\bOngoing\b", text) and "Ongoing" not in card.tags and "ongoing': True" not in enc \
            and "'tag': 'Ongoing'" not in enc:  # enc-enter (s10): 'when you play an Ongoing ability' names the tag (202.1)
        return "the text says 'Ongoing', but the card has no Ongoing tag"
    return None


CHECKS: dict[str, Callable[[CardDefinition, str, str], str | None]] = {
    "numbers": _numbers,
    "this-turn": _marks("this turn", ("this-turn", "'happened'", "'while_happened'", "'this_turn'", "first_each_turn': True",
                                      "first_each_turn': '"), "'this turn' duration or event of this turn"),
    "this-combat": _marks("this combat", ("this-combat",), "'this combat' duration"),
    "until": _marks("until", ("until-", "draw_until", "remove_until_your_next_turn", "'remains': {", "'uses': ",
                              "'until': {"),
                    "duration with an end ('until …')"),
    "target": _marks("targets?|targeting|targeted", ("'targets': [{", "target_player", "'targeting': {", "'target': '",
                                                    "be-targeted", "only_targeting", "'event': 'targeted'",
                                                    "'attach_to': {"),  # enc-eff (s10): its reading says 'without targeting'
                     "target"),
    "each": _each,
    "cant": _marks("can't|cannot", ("prohibition", "'x_max': ", "unpreventable': True", "'cannot'", "attack_cost",
                                    "exhaust_cost", "lose_powers", "'deckbuilding': "),  # 100.2d
                   "prohibition"),
    "instead": _marks("instead", ("replacement", "create_modifier", "alternate_cost': {", "'instead'"),
                      "replacement"),
    "ongoing": _ongoing,
}


def lint_card(card: CardDefinition) -> list[Finding]:
    if not card.powers_encoded:
        return []
    enc, text = encoding(card), spoken(card)
    found = []
    for name, check in CHECKS.items():
        message = check(card, text, enc)
        if message is not None and name not in card.lint:
            found.append(Finding(card.name, name, message))
    return found


def unused_silences(card: CardDefinition) -> list[Finding]:
    """A silence whose check no longer finds anything, or that names no check: it must go."""
    enc, text = encoding(card), spoken(card)
    return [Finding(card.name, name, "silenced, but " + ("there is no such check" if name not in CHECKS
                                                          else "the check finds nothing: take the silence out"))
            for name in card.lint if name not in CHECKS or CHECKS[name](card, text, enc) is None]


def lint(cards: Any) -> list[Finding]:
    return [f for card in cards for f in (*lint_card(card), *unused_silences(card))]
