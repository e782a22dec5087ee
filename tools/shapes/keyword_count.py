"""enc-while2: "Zian has -1 ATK / -1 health for each Protector in play." (Retainer Zian): a keyword said as a noun is
every hero and ally in play that has it ('a Protector', 602.2), either player's, counted from the game as it is now
(714.2): ``{kind: character, keyword: Protector}``. Only the keywords a character has as a noun ('Protector'); any
other word is left to the other readers."""
from __future__ import annotations

import re
from typing import Any

KEYWORD_IN_PLAY = re.compile(r"(?P<keyword>Protector) in play")


def counted(words: str) -> dict[str, Any] | None:
    """The selector of the characters with the keyword, or None for other words."""
    m = KEYWORD_IN_PLAY.fullmatch(words)
    return {"kind": "character", "keyword": m.group("keyword")} if m else None
