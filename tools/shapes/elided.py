"""'That much' with its noun left out (enc-deals): "When a [Holy] ally in your party deals damage, it also heals
that much from your hero", "When NAME is dealt damage, also put that much on your hero": the amount is the event's
damage (703), so the noun is 'damage' ('heals that much damage from', 'put that much damage on', 405.3); read as
that sentence, by the trigger shapes and their reference words (shapes/triggers.py). 'Also' opening the effect adds
nothing the event doesn't already say (the damage dealt stays dealt) and is dropped with it. Only in a trigger's
effect, and only these two verbs: any other elided noun ('that many from') is refused."""
from __future__ import annotations

import re
from typing import Callable

from shapes import triggers
from shapes.base import Piece, Unrecognised

ELIDED = re.compile(r"^(?P<trigger>(?:Ongoing ?: ?)?When [^,]+, )(?P<effect>(?:[^,.]+ )?(?:heals|put) that much "
                    r"(?:from|on) [^,.]+\.)$")
FILLED = ((re.compile(r"\bheals that much from "), "heals that much damage from "),
          (re.compile(r"^(?:also |Also )?put that much on "), "put that much damage on "))


def elided(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    effect = m.group("effect")
    for pattern, words in FILLED:
        effect = pattern.sub(words, effect, count=1)
    if "that much damage" not in effect:
        raise Unrecognised(m.group(0))
    return read(m.group("trigger") + effect)


triggers.AMOUNT_FIELDS += ("put_damage",)  # 'put that much damage on your hero': the event's amount (703, 405.3)


def shapes(read: Callable[[str], Piece]) -> list:
    return [(ELIDED, lambda m: elided(m, read))]
