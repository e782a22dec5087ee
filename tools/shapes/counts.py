"""enc-turn: what an effect's "for each …" counts, beyond the conditions family's ``counted`` — for
``tools/encode_pool.py``, read as the link resolves (709.2d), the effect's one number times the count:

* the cards a continuous power's count names (``statics.counted_cards``): "Mage and Warlock you
  control" (a hero or ally of either class, 206.1a), "Gnome in your party", "ability and equipment you
  control", and counters on the card with the power, "for each inferno counter [on NAME]" (404.1a:
  ``{counters: inferno, times: N}``);
* a list of card kinds with commas, "ability, ally, and equipment you control" (a card of any of them);
* "ally you control with 6 or more ATK": its ATK as it now is (205.1, ``atk_at_least``), which a
  one-shot effect may read (it is no continuous power).

Anything else is refused, as the conditions family refuses it.
"""
from __future__ import annotations

import re
from typing import Any, Callable

from shapes import conditions, grammar, statics
from shapes.base import Piece, Unrecognised
from shapes.grammar import GROUP_KIND

PLURAL = {"ability": "abilities", "ally": "allies", "equipment": "equipment", "weapon": "weapons", "armor": "armor",
          "item": "items"}
KINDS = "|".join(PLURAL)
KIND_LIST = rf"(?:{KINDS})(?:, (?:{KINDS}))+,? and (?:{KINDS}) you control"
FOR_EACH = re.compile(rf"^(?P<body>[^.]+?) for each (?!damage )(?P<what>[^.,]+|{KIND_LIST})\.$")
ATK = re.compile(r"^(?P<cards>[^,]+?) with (?P<n>\d+) or more ATK$")
COUNTER = re.compile(r"^(?P<name>[a-z][a-z-]*) counter$")  # on the card with the power (404.1a)


# enc-enter14: 'for each card you control', 'for this and each other cards you control' (a plural after 'each other'
# that one card prints: the same cards): every card in play that you control, of any kind (401.3; grammar.ANY_CARD)
ANY_CARD = re.compile(r"^(?:card|(?P<other>other) cards?) you control$")


def counted(words: str) -> dict[str, Any]:
    """The cards counted, or (with 'counters') the counters counted on the card with the power."""
    every = ANY_CARD.match(words)
    if every:
        return {"kind": "card", "controller": "you", **({"other": True} if every.group("other") else {})}
    try:
        return conditions.counted(words)
    except Unrecognised:
        pass
    atk = ATK.match(words)
    if atk:  # 'ally you control with 6 or more ATK': its ATK as it is when the link resolves (205.1)
        spec = counted(atk.group("cards"))
        if "counters" in spec or "atk_at_least" in spec:
            raise Unrecognised(f"a count: {words}")
        return {**spec, "atk_at_least": int(atk.group("n"))}
    listed = re.fullmatch(KIND_LIST, words)
    if listed:  # 'ability, ally, and equipment you control': a card of any of the kinds
        kinds = re.split(r",? and |, ", words.removesuffix(" you control"))
        found = conditions.grammar.group_list(f"all {', '.join(PLURAL[k] for k in kinds[:-1])}, and "
                                              f"{PLURAL[kinds[-1]]} you control")
        if found is None or len({GROUP_KIND[k] for k in kinds}) != len(kinds):
            raise Unrecognised(f"a count: {words}")
        return found
    counter = COUNTER.match(words)
    return statics.counted_cards(f"{counter.group('name')} counter on NAME" if counter else words)


# enc-put: 'for each different class among allies in your party': not the cards but their classes, each counted once
# (206.1a), as the library's {total: classes} reads them; only for an effect's number 1 ('a card')
DIFFERENT_CLASSES = re.compile(r"^different class among (?P<cards>[a-z][^.,]*)$")


def for_each(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    classes = DIFFERENT_CLASSES.match(m.group("what"))
    if classes:
        return among(conditions.for_each(m, read, grammar.selector(f"all {classes.group('cards')}")[1]), m.group(0))
    return conditions.for_each(m, read, counted(m.group("what")))


def among(piece: Piece, sentence: str, total: str = "classes") -> Piece:
    """The piece with its count of cards made the number of different classes (or, with ``total``, one
    faction's races) among them."""
    def classes(effect: dict[str, Any]) -> dict[str, Any]:
        counts = [k for k, v in effect.items() if isinstance(v, dict) and set(v) == {"count"}]
        if len(counts) != 1:
            raise Unrecognised(f"'for each different class' with a number other than 1: {sentence}")
        return {**effect, counts[0]: {"total": total, "of": effect[counts[0]]["count"]}}
    if "reward" in piece.parts:
        return Piece(piece.shape, **{**piece.parts, "reward": [classes(e) for e in piece.parts["reward"]]})
    if "effects" in piece.parts:
        classes(piece.parts["effects"][0](None))  # refused now, not as the card is assembled
        return Piece(piece.shape, **{**piece.parts, "effects": [lambda slot, make=make: classes(make(slot))
                                                                for make in piece.parts["effects"]]})
    raise Unrecognised(f"'for each different class' around the shape '{piece.shape}': {sentence}")


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    """The 'for each' shape, ahead of the conditions family's (which it reads as before)."""
    return [(FOR_EACH, lambda m: for_each(m, read))]
