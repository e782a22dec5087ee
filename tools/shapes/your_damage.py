"""enc-if4: "If your hero has more damage than an opposing hero, pay 1 to complete this quest." — the condition (405.1)
with ``than_any``: your hero has more damage on it than some one opposing hero (in a game of three or more players,
any one opponent's hero, 102), as ``more_damage`` reads it; registered ahead of the conditions' own readers."""
from __future__ import annotations

import copy
import re

from shapes import conditions

YOURS_MORE = {"more_damage": {"of": {"kind": "hero", "controller": "you"},
                              "than": {"kind": "hero", "controller": "opposing"}, "than_any": True}}
conditions.CONDITIONS[:0] = [
    (re.compile(r"^your hero has more damage (?:on it )?than an opposing hero$"), lambda m: copy.deepcopy(YOURS_MORE)),
]
