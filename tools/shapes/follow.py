"""What follows an effect in the same text (enc-deals):

* "Target ally has +2 ATK this turn. A second target ally has -2 ATK this turn.": 'a second target' opening a
  sentence is one more target of the same link, a card not yet chosen for it (706.1 says so of 'a second target'),
  read as 'Target ally …' in the next slot; only after an earlier sentence of the same text that names a target.
* "NAME heals 4 damage from target hero or ally, and you draw a card.": the effect, then your draw (709.2: in the
  order written), each half read as a sentence of its own, as 'Draw a card, and …' is (shapes/rewards.py).
* "Your hero deals 2 melee damage to target attacker, and that attacker has -2 ATK this turn.": the second clause's
  'that attacker' is the same target (one slot), its change made after the damage (709.2).
* "1 -> Target ally has +2 ATK this turn. Use only once per turn.": the payment power's limit said after its effect,
  as 'Once per turn:' says it before its cost (701.4)."""
from __future__ import annotations

import re
from typing import Callable

from shapes import rewards
from shapes.base import Piece, Unrecognised

ONCE = re.compile(r"^Use only once per turn\.$")
SECOND = re.compile(r"^A second target (?=[a-z])")


def joined(sentences: list[str]) -> list[str]:
    """Each sentence opening 'A second target' after a sentence naming a target, read as 'Target …'."""
    out: list[str] = []
    for s in sentences:
        aimed_before = any(re.search(r"\b[Tt]arget\b", before) for before in out)
        out.append(SECOND.sub("Target ", s) if aimed_before else s)
    return out


AND_YOU_DRAW = re.compile(r"^(?![^.]*(?:\bWhen |\bAt the (?:start|end)|Ongoing|\b[Ii]f ))(?P<a>[A-Z][^.]+?), and you (?P<b>draw (?:a card|(?:two|three) cards)\.)$")


AND_THAT = re.compile(r"^(?P<a>[A-Z][^,.]*? target (?P<noun>attacker|defender|ally|hero)), and that (?P=noun) "
                      r"(?P<b>has [^,.]+ this turn)\.$")


def and_that(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    """The first clause's effect on its target, then the second clause's change to the same card."""
    first, then = read(f"{m.group('a')}."), read(f"Target {m.group('noun')} {m.group('b')}.")
    if set(first.parts) - {"target", "effects", "inner"} or set(then.parts) - {"target", "effects", "inner"} \
            or first.parts.get("target") is None or first.parts["target"] != then.parts.get("target"):
        raise Unrecognised(f"'and that {m.group('noun')}' of another target: {m.group(0)}")
    return Piece(first.shape, target=first.parts["target"], effects=first.parts["effects"] + then.parts["effects"],
                 inner=[f"and then on the same target: {then.shape}"])


def shapes(read: Callable[[str], Piece]) -> list:
    return [(AND_YOU_DRAW, lambda m: rewards.draw_and(m, read)), (AND_THAT, lambda m: and_that(m, read))]
