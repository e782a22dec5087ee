"""enc-has5: whom an attachment's host attacks (600.2, 601.2c), a power of the ability in play (305.2a, 400.4):
"Ongoing: Attached character must attack if able and can attack only your hero if able." (Taunt), "Ongoing: Attached
ally has -3 ATK, must attack if able, and can attack only your hero if able." (Dark Command): ``attack_rule`` on the
host (must_attack, only_attack: the hero of the attachment's controller), and the ATK change beside it a continuous
power of its own. "Ongoing: Attached ally can only attack heroes." (Subdue; no 'if able', so not 601.2c's modifier):
a prohibition on the host's attacking anything but a hero, ``{cannot: attack, against: {not: {kind: hero}}}`` (103.2),
as the card format spells that phrase. Any other defender is refused.
"""
from __future__ import annotations

import re
from typing import Any

from shapes.base import Piece
from shapes.host import SHAPE as HOST_SHAPE

HOST_ATTACKS = re.compile(r"^Ongoing ?: ?Attached (?:ally|character) (?:has (?P<atk>[+-]\d+) ATK, )?"
                          r"(?P<must>must attack if able,? and )?can attack only your hero if able\.$")


def host_attacks(m: re.Match) -> Piece:
    rule: dict[str, Any] = {"affects": {"host": True}, **({"must_attack": True} if m.group("must") else {}),
                            "only_attack": {"kind": "hero", "controller": "you"}}
    atk = [{"continuous": {"affects": {"host": True}, "atk": int(m.group("atk"))}}] if m.group("atk") else []
    return Piece(HOST_SHAPE, ongoing_powers=[*atk, {"attack_rule": rule}])


ONLY_HEROES = re.compile(r"^Ongoing ?: ?Attached ally can only attack heroes\.$")


def only_heroes(m: re.Match) -> Piece:
    return Piece(HOST_SHAPE, ongoing_powers=[{"prohibition": {"cannot": "attack", "affects": {"host": True},
                                                              "against": {"not": {"kind": "hero"}}}}])


SHAPES = [(HOST_ATTACKS, host_attacks), (ONLY_HEROES, only_heroes)]
