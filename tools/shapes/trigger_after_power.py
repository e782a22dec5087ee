"""enc-turn4: a triggered power a data set ran into the paragraph of a payment power before it ('1, [Exhaust] -> Ready
target Ghoul. When you play a weapon, ready this item'): each power is printed on a line of its own (701.1, 703.1),
and an effect that made a lasting trigger would say for how long ('When … this turn, …': a triggered modifier, read as
part of the effect, 715.1). So a later sentence that is a triggered power, outside quotes and without 'this turn'
before its comma, begins a power of its own rather than going on with the payment power's effect."""
from __future__ import annotations

from shapes.triggers import THIS_TURN_TRIGGER, TRIGGERED


def opens_trigger(sentence: str, before: str) -> bool:
    """Whether the sentence, after the words before it in the paragraph, is a triggered power of its own."""
    return bool(TRIGGERED.match(sentence)) and not THIS_TURN_TRIGGER.match(sentence) and not before.count('"') % 2
