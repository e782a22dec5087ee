"""enc-turn8: 'you do not control' for the conditions family (``shapes/conditions.py``):

* "if you do not control a Ghoul" (Aric Stonejack's other side): the denial of 'you control a Ghoul', as "you don't
  control …" is read (``shapes/destroy_if.py``).
"""
from __future__ import annotations

import re

from shapes.destroy_if import you_dont_control

CONDITIONS = [(re.compile(r"^you do not control (?P<what>an? .+)$"), you_dont_control)]
