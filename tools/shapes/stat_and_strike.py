"""enc-cost2: a weapon's ATK and its strike cost changed together by one count, for ``tools/encode_pool.py``:

* "This weapon has +2 ATK and you pay 1 less to strike with it for each ally you control.": the weapon's own power
  in play (305.2): +N ATK for each card counted (714.2) and its strike cost (303.2) M less for each, counted as the
  cost is worked out (707.1e), never below 0 (403.2). (Emberstone Staff says so of counters on it: a dungeon card,
  refused on its facts; a strike cost changed by counters is not in the card language, so counters are refused.)
* "Ongoing: For each armor you control, your weapons have +1 ATK and you pay 1 less to strike with them."
  (Resolute Aura): an Ongoing ability's power while it is in play (305.2): each weapon you control has +N ATK for
  each card counted (714.2) and costs N less to strike with for each (707.1e).

'It' is the weapon named first, 'them' the weapons named first: the two changes affect the same cards with the
same count, as two continuous powers. The count is read as the other static shapes read it (``statics``): cards
only. Anything else (another stat than ATK, a 'while', more instead of less,
'it' after a group) stays unread.

And a condition about this turn's events (703.4) for ``shapes/ifstatic.py``'s 'has … if … this turn':

* "This armor has +4 [DEF] if an ally entered a graveyard this turn." (Leggings of the Honored): some ally went to
  a graveyard this turn, from anywhere: one put there (a ``to-graveyard`` event: from play, a hand, a deck, the
  chain, 415.9), or one destroyed (``destroyed``: a token destroyed goes to its owner's graveyard too before it
  ceases to exist, 404.2a, 415.9c), anyone's.
"""
from __future__ import annotations

import re
from typing import Any

from shapes import costs, statics
from shapes.base import Piece, Unrecognised

OWN = re.compile(r"^(?P<who>NAME|This weapon) has (?P<what>[+-]\d+ ATK) and you pay (?P<n>\d+) less to strike with it "
                 r"for each (?P<each>[^.,]+)\.$")
GROUPED = re.compile(r"^Ongoing ?: ?For each (?P<each>[^.,]+), (?P<who>your weapons|weapons you control) have "
                     r"(?P<what>[+-]\d+ ATK) and you pay (?P<n>\d+) less to strike with them\.$")


def count_of(words: str, sentence: str) -> dict[str, Any]:
    """What 'for each' counts: counters on the weapon itself, or cards (``statics``)."""
    try:
        return statics.own_counters(words) or statics.counted_cards(words)
    except Unrecognised:
        raise Unrecognised(f"a count: {sentence}") from None


def changes(affects: dict[str, Any], what: str, n: int, count: dict[str, Any], sentence: str) -> list[dict[str, Any]]:
    """Two continuous powers over the same cards: the ATK change times the count, the strike cost N less times it."""
    if set(count) & {"total", "counters"}:
        raise Unrecognised(sentence)  # damage totals, counters: a strike cost changes by a count of cards only
    atk = int(what.split()[0])
    return [{"affects": affects, "atk": {"count": dict(count), **({"times": atk} if atk != 1 else {})}},
            {"affects": dict(affects), "strike_cost": {"count": dict(count), "times": -n}}]


def own(m: re.Match) -> Piece:
    count = count_of(m.group("each"), m.group(0))
    stats = changes({"this": True}, m.group("what"), int(m.group("n")), count, m.group(0))
    return Piece(statics.COUNTED, powers=[{"continuous": s} for s in stats])


def grouped(m: re.Match) -> Piece:
    count = count_of(m.group("each"), m.group(0))
    stats = changes({"kind": "weapon", "controller": "you"}, m.group("what"), int(m.group("n")), count, m.group(0))
    return Piece("ongoing: a cost change", ongoing_powers=[{"continuous": s} for s in stats])


SHAPES = [(OWN, own), (GROUPED, grouped)]


def entered_graveyard(m: re.Match) -> dict[str, Any]:
    """Either event of this turn, of a card of that kind (703.4)."""
    kind = {"ally": "ally", "ability": "ability", "equipment": "equipment"}[m.group("kind")]
    return {"any": [{"happened": {"event": "to-graveyard", "subject": {"kind": kind}}},
                    {"happened": {"event": "destroyed", "subject": {"kind": kind}}}]}


CONDITIONS = [(re.compile(r"^an? (?P<kind>ally|ability|equipment) entered a graveyard this turn$"), entered_graveyard)]


# -- 'You pay 3 less to strike with NAME while your hero is in combat with an ally with cost 4 or more.' (Trophy Gatherer)
# The weapon's own strike cost (303.2) is less while your hero fights such a character, on either side (707.1e, 714.3a):
# attacking it (``attacks``: the proposed defender, then the defender, 601.2, 602.3: a strike comes once the attacker
# has been declared, before the defender is, 303.2), or defending against it as its attacker (602.1). Two powers, one
# for each side; a hero is never both the attacker and the defender, so at most one applies.
IN_COMBAT_WITH = re.compile(r"^You pay (?P<n>\d+) less to strike with NAME while your hero is in combat with "
                            r"(?P<other>an? [^.]+)\.$")


def in_combat_with(m: re.Match) -> Piece:
    other = statics.defending(m.group("other"), m.group(0))  # the character named, as a defender would be read
    other.pop("defending")
    if other.get("kind") not in ("ally", "hero", "character"):
        raise Unrecognised(m.group(0))
    n = -int(m.group("n"))
    hero = {"kind": "hero", "controller": "you"}
    attacking = {"affects": {"this": True}, "strike_cost": n, "while_exists": [{**hero, "attacks": other}]}
    defending = {"affects": {"this": True}, "strike_cost": n,
                 "while_exists": [{**hero, "defending": True}, {**other, "attacking": True}]}
    return Piece(costs.LASTING_CHANGE, powers=[{"continuous": attacking}, {"continuous": defending}])


SHAPES += [(IN_COMBAT_WITH, in_combat_with)]
