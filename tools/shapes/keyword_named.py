"""enc-if8: a card named as a keyword (the ally Invincible): "target ally you control has Invincible this turn" gives the
keyword, not the card — after 'has', 'have' or 'gains' the name is the keyword's and is left as written where the card's
references to itself are read as NAME (``pool_shapes.self_named``, ``pool_shapes.pieces_of``); everywhere else it is
the card. Any other name is read as NAME wherever it stands."""
from __future__ import annotations

import re

from shapes.base import KEYWORDS

GIVEN = r"(?<!\bhas )(?<!\bhave )(?<!\bgain )(?<!\bgains )"


def blanked(name: str, paragraph: str, bounded: bool = True) -> str:
    """The paragraph with the card's name read as NAME (as a whole word if ``bounded``), but where it is a keyword
    given ('has Invincible')."""
    if KEYWORDS.get(name.lower()) == name:
        return re.sub(rf"{GIVEN}\b{re.escape(name)}\b", "NAME", paragraph)
    return re.sub(rf"\b{re.escape(name)}\b", "NAME", paragraph) if bounded else paragraph.replace(name, "NAME")
