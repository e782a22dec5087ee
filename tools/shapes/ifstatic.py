"""enc-if (s12): a standing power that works only if something happened this turn (714.3a, 703.4).

* "This weapon has +3 attack if an ally you controlled was destroyed this turn.", "If your hero has dealt
  fire, frost, or nature damage this turn, NAME has Ferocity.": a continuous power of the card itself (its
  ATK, health or keywords, ``statics.changes``) with ``while_happened``: it has an effect only while this
  turn's record holds such an event, read for the card's controller (the record ends with the turn).
* "If an ally you controlled dealt damage to a hero this turn, you pay 1 less to play cards.": the cost
  change the other shapes read (707.1e), with the same ``while_happened``.

The clause must be one of the conditions about this turn's events (``conditions.condition`` giving
``happened`` only, or any of such); any other 'if' here is refused (a 'while' about the board is the
statics' 'while'). 'attack' is read as ATK only in this sentence ('+3 attack').
"""
from __future__ import annotations

import re
from typing import Any, Callable

from adjudicator.cards.model import Condition, only_happened
from shapes import conditions, statics
from shapes.base import Piece, Unrecognised

SUBJECT = r"(?P<who>NAME|This (?:ally|weapon|armor|item))"
HAS_IF = re.compile(rf"^{SUBJECT} has (?P<what>[^.]+?) if (?P<cond>[^.,]+ this turn)\.$")
IF_HAS = re.compile(rf"^If (?P<cond>[^.]+? this turn), {SUBJECT} has (?P<what>[^.]+)\.$")
IF_COST = re.compile(r"^If (?P<cond>[^.,]+ this turn), (?P<rest>you pay \d+ (?:less|more) to [^.]+)\.$")


def past(words: str) -> dict[str, Any]:
    """The clause as a condition made of this turn's events only (703.4); anything else is refused."""
    cond = conditions.condition(words)
    if not only_happened(Condition.model_validate(cond)):  # the card model's own test of while_happened
        raise Unrecognised(f"an 'if' about this turn that is not about its events: {words}")
    return cond


def has_if(m: re.Match) -> Piece:
    """The card's own continuous power (200.1: 'this weapon', NAME) with ``while_happened``."""
    what = re.sub(r"^([+-]\d+) attack$", r"\1 ATK", m.group("what"))
    stat = statics.changes(what, defense=True)  # refuses a resistance, a count and anything it can't read; enc-cost2:
    # an armor's '+4 [DEF]' too (304.2), which the pool harness plays
    if not stat:
        raise Unrecognised(m.group(0))
    power = {"affects": {"this": True}, **stat, "while_happened": past(m.group("cond"))}
    return Piece(statics.COUNTED, powers=[{"continuous": power}], inner=["condition: only if, this turn"])


def cost_if(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    """The cost change the other shapes read, each of its continuous powers with ``while_happened``."""
    cond = past(m.group("cond"))
    inner = read(m.group("rest")[0].upper() + m.group("rest")[1:] + ".")
    powers = inner.parts.get("powers") or []
    if set(inner.parts) - {"powers", "inner"} or not powers or any(set(p) != {"continuous"} for p in powers):
        raise Unrecognised(f"'if … this turn' before the shape '{inner.shape}'")
    return Piece(inner.shape, **{**inner.parts, "powers": [{"continuous": {**p["continuous"], "while_happened": cond}}
                                                         for p in powers],
                                 "inner": [*inner.parts.get("inner", []), "condition: only if, this turn"]})


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    """The shapes, ahead of the conditions' 'If …, …' (an effect's condition), which would refuse them."""
    return [(HAS_IF, has_if), (IF_HAS, has_if), (IF_COST, lambda m: cost_if(m, read))]
