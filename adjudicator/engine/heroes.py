"""Heroes (301): flipping a two-sided hero (301.2), and a Master Hero taking over its party from
the hero it replaces (301.4)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from .characteristics import compute_views
from .selectors import select
from .state import Card

if TYPE_CHECKING:
    from .game import Game
    from .state import Link


def flip(game: Game, link: Link, effect) -> list[Card]:
    """301.2: each face-up hero picked turns face down; it is the same card, and from now on only
    the powers of its other side work (301.2a) and it has that side's ATK and health (301.2b). A
    Master Hero can't flip (301.4a)."""
    state = game.state
    done = []
    for card in select(state, effect.flip, compute_views(state), link.controller, link.source, link.targets):
        if card.definition.type != "hero":
            continue
        if card.definition.master_hero:
            game.trace.add(f"{card} is a Master Hero, which can't flip: that part can't be done.", "301.4a", "709.2c")
            continue
        if card.face_down:
            game.trace.add(f"{card} is already face down: that part can't be done.", "301.2", "709.2c")
            continue
        card.face_down = True
        back = card.definition.back
        game.trace.add(f"{card} flips face down. It is the same card; only the powers of the side now up work"
                       + (f", and it has that side's ATK and health ({back.atk if back.atk is not None else card.definition.atk or 0}"
                          f" ATK, {back.health if back.health is not None else card.definition.health} health)"
                          if back is not None and (back.atk is not None or back.health is not None) else "") + ".",
                       "301.2", "301.2a", *(["301.2b"] if back is not None and (back.atk is not None or
                                                                                back.health is not None) else []))
        done.append(card)
    return done
