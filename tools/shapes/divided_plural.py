"""enc-enter13: damage divided among targets named by a race or class in the plural, for ``tools/encode_pool.py``:

* "When NAME enters play, he deals 3 nature damage divided as you choose to any number of target opposing Priests."
  (Conqueror Hashkon) — read as "… to any number of target opposing Priest heroes and allies." (206.1a: a race or
  class is a trait of heroes and allies, as ``shapes/race_plural.py`` reads 'all Demons'), then by the grammar's
  divided damage: one slot of as many targets as the amount, each dealt a packet of its positive share, the shares
  chosen as the link is added (707.1d).

Only a word some hero or ally of the pool carries as a trait (``race_plural.a_race``); a tag, a faction, a weapon's kind
or a card kind is refused.
"""
from __future__ import annotations

import re
from typing import Callable

from shapes.base import Piece
from shapes.race_plural import a_race

DIVIDED_PLURAL = re.compile(r"^(?P<head>[^.]+ divided as you choose to any number of target (?:opposing |friendly )?)"
                            r"(?P<race>[A-Z][a-z]+)s\.$")


def divided_plural(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    inner = read(f"{m.group('head')}{a_race(m)} heroes and allies.")
    return Piece(inner.shape, **{**inner.parts, "inner": [*inner.parts.get("inner", []), "targets: a race in the plural"]})


def shapes(read: Callable[[str], Piece]) -> list:
    return [(DIVIDED_PLURAL, lambda m: divided_plural(m, read))]
