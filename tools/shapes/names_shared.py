"""enc-reward12: a condition on the names of cards in play, read by the conditions family (``CONDITIONS``):

* "… if two or more allies have the same name" — two of the allies in play, anyone's, have the same name (200.1: the
  name printed above the art; 414.3a: a face-down card has none): ``{names_shared: {kind: ally}}``, read as the
  condition is checked (709.2: as the link resolves, for an effect's 'if').

Refused: another number ('three or more'), another group ('allies you control', 'cards'), and a name compared with
a named card ('the same name as …', read elsewhere).
"""
from __future__ import annotations

import re

CONDITIONS = [(re.compile(r"^two or more allies have the same name$"), lambda m: {"names_shared": {"kind": "ally"}})]
