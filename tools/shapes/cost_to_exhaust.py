"""enc-has5: "Ongoing: Attached ally can't attack or exhaust unless its controller pays 2." (Living Roots) — a power of
the attachment in play on its host (305.2a, 400.4): ``attack_cost: 2`` (an additional cost of its attack, 600.3) and
``exhaust_cost: 2`` (apart from attacking, it is exhausted only if its controller chooses to pay, 600.3a), as the
hand-written Generic Lead Weight is encoded (R600.3a). Anything else (another subject, 'can't exhaust' alone, a count,
'their controller pays … for each attacker') is refused.
"""
from __future__ import annotations

import re

from shapes.base import Piece
from shapes.host import SHAPE as HOST_SHAPE

ON_HOST = re.compile(r"^Ongoing ?: ?Attached ally can't attack or exhaust unless its controller pays (?P<n>\d+)\.$")


def on_host(m: re.Match) -> Piece:
    n = int(m.group("n"))
    return Piece(HOST_SHAPE, ongoing_powers=[{"continuous": {"affects": {"host": True}, "attack_cost": n,
                                                             "exhaust_cost": n}}])


SHAPES = [(ON_HOST, on_host)]
