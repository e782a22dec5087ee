"""enc-turn7: an ongoing ability's words for itself in the powers it has in play, for ``tools/encode_pool.py``:

* "Ongoing: … At the start of your turn, this totem deals 2 frost damage to target opposing hero." (Freezing Rain
  Totem), "Ongoing: At the start of your turn, this ability deals 3 fire damage to target hero or ally." (Incendiary
  Totem), "… this Totem heals that much damage from your hero." (Spirit Link Totem): the ability in play is the
  source of the packet (408.1), as 'NAME deals' is.
* "Ongoing: At the start of your turn, remove this ability from the game. …" (Offering to the Nether): the ability
  itself leaves play for the removed-from-game zone (415.7a).

'This ability', 'this card' and a Totem's 'this totem' name the card itself (200.1); only in text after 'Ongoing:'
(305.2a), where the card is in play, and only as the subject of 'deals' or 'heals' or as the card removed: 'play
this ability', 'this ability's cost' keep their words (the card in the hand, read by other shapes or refused).
"""
from __future__ import annotations

import re

ITSELF = re.compile(r"(?<=, )[Tt]his (?:[Tt]otem|ability|card)(?= (?:deals|heals) )"
                    r"|(?<=[Rr]emove )this (?:ability|card)(?= from the game\.)")
# the ongoing text of a paragraph: from its first 'Ongoing:' on (305.2a)
ONGOING = re.compile(r"^(?P<before>.*?)(?P<ongoing>\bOngoing ?:.*)$", re.S)


def named_itself(paragraphs: list[str]) -> list[str]:
    """An ability's paragraphs (after ``triggers.after_ongoing``) with its words for itself in its ongoing text
    read as NAME."""
    out = []
    for paragraph in paragraphs:
        m = ONGOING.match(paragraph)
        out.append(paragraph if m is None else m.group("before") + ITSELF.sub("NAME", m.group("ongoing")))
    return out
