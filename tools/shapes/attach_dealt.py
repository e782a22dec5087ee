"""'Attach to target hero (or ally) that your hero dealt combat damage to this turn.' (Sacrificial Poison, Pernicious
Poison; enc-has3): the active voice of more.py's 'that was dealt combat damage by your hero this turn', the same
attach target (703.4, 400.2), as Crippling Poison is encoded. Any other wording is left to the other readers."""
from __future__ import annotations

import re

from shapes import more

DEALT = re.compile(r"^Attach to target (?P<kind>hero or ally|hero) that your hero dealt combat damage to this turn\.$")
SHAPES = [(DEALT, more.attach_dealt_combat_damage)]
