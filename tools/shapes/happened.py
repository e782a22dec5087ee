"""enc-reward (s12): a card's own cost changed if something has happened this turn, for ``tools/encode_pool.py``:
'You pay 3 less to play NAME if you played an equipment this turn.', 'You pay 3 less to play this ability if an
opposing hero or ally was healed this turn.', 'You pay 3 less to strike with NAME if an opposing card was destroyed
this turn.' The card's own continuous power (305.2; from the hand, 712.4), the shapes costs.py names with ``while_happened``: the cost is
lowered only while such an event has happened this turn (703.4, 714.3a), judged as the cost is worked out (707.1e).
Ahead of shapes/costs.py's conditional cost change, which reads only a 'while' about cards in play."""
from __future__ import annotations

import re
from typing import Any, Callable

from shapes import conditions as shapes_conditions
from shapes.base import Unrecognised
from shapes.costs import LASTING_CHANGE, OWN_ABILITY_CHANGE

OWN_CHANGE = re.compile(r"^You pay [\[(]?(?P<n>\d+)[\])]? less to (?:(?P<verb>play|strike with) NAME|play (?P<ability>this "
                        r"ability)) if (?P<cond>[^.]+ this turn)\.$")
# the turn's events the conditions family doesn't name (703.4): cards as they were as the event happened
MORE = {"an opposing hero or ally was healed this turn":
        {"event": "heal", "destination": {"kind": "character", "controller": "opposing"}},
        "an opposing card was destroyed this turn": {"event": "destroyed", "subject": {"controller": "opposing"}}}


def event_of(words: str, sentence: str) -> dict[str, Any]:
    if words in MORE:
        return dict(MORE[words])
    try:
        cond = shapes_conditions.condition(words)
    except Unrecognised:
        raise Unrecognised(sentence) from None
    if set(cond) != {"happened"}:
        raise Unrecognised(sentence)  # more than one event, or a count of them: not read
    return cond["happened"]


def own_change(m: re.Match) -> dict[str, Any]:
    field = "strike_cost" if m.group("verb") == "strike with" else "play_cost"
    stat = {"affects": {"this": True}, field: -int(m.group("n")), "while_happened": event_of(m.group("cond"), m.group(0))}
    return {"shape": OWN_ABILITY_CHANGE if m.group("ability") else LASTING_CHANGE, "powers": [{"continuous": stat}]}


FIRST: list[tuple[re.Pattern, Callable[[re.Match], dict[str, Any]]]] = [(OWN_CHANGE, own_change)]
