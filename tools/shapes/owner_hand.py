"""enc-turn9: an ally that puts itself into its owner's hand, naming itself by a part of its name and a pronoun, for
``tools/encode_pool.py``:

* "At the start of your turn, you may put Karina into her owner's hand." (Karina of Silvermoon), "At the end of your
  turn, put Shandris into her owner's hand from play.": the card itself (200.1), as 'put NAME into its owner's hand'
  reads (415.9a: a new card in the hand); 'from play' says only where it is, and the power works only in play (700.2).

Only as the object of 'put … into his (her) owner's hand' with a part of the ally's own name (``name_parts``) or its
whole name; any other card so named is left as printed, and refused by the other shapes.
"""
from __future__ import annotations

import re

from shapes.base import name_parts

ITSELF = r"(?P<put>\b[Pp]ut) {who} into (?:his|her|its) owner's hand(?: from play)?(?=\.)"


def short_named(name: str, paragraph: str) -> str:
    """The paragraph with 'put Karina into her owner's hand' read as 'put NAME into its owner's hand'."""
    for who in ["NAME", *map(re.escape, name_parts(name))]:
        paragraph = re.sub(ITSELF.format(who=who), r"\g<put> NAME into its owner's hand", paragraph)
    return paragraph
