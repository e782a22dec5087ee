"""enc-while5: "Each ally you control with an ability attached to it has +2 / +2." (Seraxa Brightmix) — a group's
continuous power (704.1a) whose cards are only those with an attachment of that kind on them (400.1, 400.4):
``has_attached``, read from the attachment's printed information. The sentence is read without the words ('Each ally
you control has +2 / +2.', by the group shapes), then the group narrowed. Only 'an ability' or a tag abilities carry as
a noun ('a Curse', 202.1), after a group of yours; one continuous power of the card in play; anything else refused."""
from __future__ import annotations

import re
from typing import Callable

from shapes.base import NOUN_TAGS, Piece, Unrecognised

WITH_ATTACHED = re.compile(rf"^(?P<group>Each ally you control) with an? (?P<what>ability|"
                           rf"{'|'.join(NOUN_TAGS)}) attached to (?:it|him|her) (?P<rest>has [^.]+)\.$")
GROUP_SHAPES = ("in play: a group has",)


def with_attached(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    inner = read(f"{m.group('group')} {m.group('rest')}.")
    powers = inner.parts.get("powers", [])
    if inner.shape not in GROUP_SHAPES or set(inner.parts) - {"powers", "inner"} or len(powers) != 1 \
            or set(powers[0]) != {"continuous"}:
        raise Unrecognised(f"'… with an ability attached to it' around the shape '{inner.shape}': {m.group(0)}")
    stat = powers[0]["continuous"]
    what = {"kind": "ability"} if m.group("what") == "ability" else {"kind": "ability", "tag": m.group("what")}
    if "has_attached" in stat["affects"] or stat["affects"].get("this"):
        raise Unrecognised(m.group(0))
    affects = {**stat["affects"], "has_attached": what}
    return Piece(inner.shape, powers=[{"continuous": {**stat, "affects": affects}}],
                 inner=[*inner.parts.get("inner", []), "a group: with an attachment of that kind"])


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    return [(WITH_ATTACHED, lambda m: with_attached(m, read))]
