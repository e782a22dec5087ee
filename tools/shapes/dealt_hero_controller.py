"""The player whose hero was dealt the damage (enc-deal4): "When a hero or ally in your party deals combat damage
to a defending hero, its controller discards a card", "When an ally you control … deals combat damage to an
opponent's hero, he discards a card": 'its controller' and 'he' are the player who controls the hero dealt the
damage (the event's destination, 703), read as 'that hero's controller …'. An opponent's hero is an opposing hero
(101.1, 102.1a). Only where the trigger's damage is dealt by a card of yours to a hero not yours, so that the
pronoun can name no one else; any other trigger is left to the other shapes."""
from __future__ import annotations

import re
from typing import Callable

from shapes.base import Piece, Unrecognised

HERO = r"an opponent's (?:defending )?hero|an opposing (?:defending )?hero|a defending hero"
YOURS = r"(?:NAME|your hero|an? [^,]*?(?:you control|in your party)(?: with [A-Z]\w+)?|attached ally)"
DEALT_HERO = re.compile(rf"^(?P<trigger>(?:Ongoing ?: ?)?When (?P<who>{YOURS}) deals (?:combat )?damage to "
                        rf"(?P<hero>{HERO})), (?:its controller|he) (?P<rest>discards [^,.]+\.)$")


def dealt_hero_controller(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    trigger = m.group("trigger").replace("an opponent's ", "an opposing ")
    if "defending" in m.group("who"):
        raise Unrecognised(m.group(0))  # a defender of yours deals its damage to an attacker, never to a defender
    return read(f"{trigger}, that hero's controller {m.group('rest')}")


def shapes(read: Callable[[str], Piece]) -> list:
    return [(DEALT_HERO, lambda m: dealt_hero_controller(m, read))]
