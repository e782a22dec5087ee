"""A random target (enc-deals): "Your hero deals 4 shadow damage to a random opposing hero or ally.": the card is
picked at random among the legal targets of the description as the card is played, the magnets among them first
(706.5, 706.4; the card format's target ``random``), then the damage is dealt to it as for a chosen target. Only
damage dealt by your hero or the card itself to one hero or ally, or a change 'this turn' to 'target random …'
(enc-turn2); a group, another effect or a second target is refused."""
from __future__ import annotations

import re
from typing import Callable

from shapes.base import Piece, Unrecognised
from shapes.grammar import TYPE_WORDS

RANDOM = re.compile(rf"^(?P<head>(?:Your hero|NAME) deals \d+ (?:unpreventable )?(?:{TYPE_WORDS}) damage to) "
                    r"a random (?P<what>(?:opposing |friendly )?(?:hero or ally|ally|hero))\.$")


def random_target(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    inner = read(f"{m.group('head')} target {m.group('what')}.")
    if set(inner.parts) - {"target", "effects", "inner"} or inner.parts.get("target") is None:
        raise Unrecognised(m.group(0))
    return Piece(inner.shape, target={**inner.parts["target"], "random": True}, effects=inner.parts["effects"],
                 inner=["a target picked at random"])


# enc-turn2: "Target random ally you control has Assault 2 this turn." (Staff of Sinister Claws): the sentence read as
# 'Target ally you control has …', its one target then picked at random (706.5); a modifier this turn on it alone
RANDOM_HAS = re.compile(r"^Target random (?P<what>(?:opposing |friendly )?(?:hero or ally|ally|hero)(?: you control)?) "
                        r"(?P<rest>has [^.]+ this turn)\.$")


def random_has(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    inner = read(f"Target {m.group('what')} {m.group('rest')}.")
    if set(inner.parts) - {"target", "effects", "inner"} or inner.parts.get("target") is None \
            or len(inner.parts["effects"]) != 1:
        raise Unrecognised(m.group(0))
    return Piece(inner.shape, target={**inner.parts["target"], "random": True}, effects=inner.parts["effects"],
                 inner=[*inner.parts.get("inner", []), "a target picked at random"])


def shapes(read: Callable[[str], Piece]) -> list:
    return [(RANDOM, lambda m: random_target(m, read)), (RANDOM_HAS, lambda m: random_has(m, read))]
