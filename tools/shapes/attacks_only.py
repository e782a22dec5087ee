"""'Mortok can attack only exhausted heroes and allies.' (enc-has3): as more.py reads 'NAME can attack only heroes', a
"can't attack" prohibition on the card itself (103.2, 601.2a) whose ``against`` is every defender that doesn't fit:
here the ready ones (``{not: {exhausted: true}}``, 411). No 'if able', so it is no 'can only attack' rule (601.2c).
Any other state or noun is refused."""
from __future__ import annotations

import re

from shapes import more

ONLY_STATE = re.compile(rf"^{more.SELF} can attack only exhausted heroes and allies\.$")
SHAPES = [(ONLY_STATE, more.cant_attack({"not": {"exhausted": True}}))]
