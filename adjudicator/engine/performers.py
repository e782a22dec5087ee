"""The performers of the card language's effects (709), by the effect's model: every rules module
that carries out effects registers its performers here when it is imported, and a link's effects
are carried out through ``perform``, so the modules that carry out an effect inside another ("you
may…", "if you do…", a copy, a hearth) need not import the modules that define the inner one."""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from ..cards.model import Selector
from .card_parts import describe_reading, may_describe
from .characteristics import compute_views
from .selectors import select

if TYPE_CHECKING:
    from .context import Context
    from .state import Link

PERFORMERS: dict[type, Callable] = {}


def say_reading(game: Context, link: Link, effect) -> None:
    """Before an effect acts, say how the printed parts of the cards its selectors pick made them
    fit, where a reading beyond the plain words decided it (200.2, 201.2, 202.1b, 202.2, 205.1b)."""
    views = None
    for name in type(effect).model_fields:
        sel = getattr(effect, name)
        if not isinstance(sel, Selector) or not may_describe(sel):  # most: nothing to say, whatever is picked
            continue
        views = views if views is not None else compute_views(game.state)
        picked = select(game.state, sel, views, link.controller, link.source, link.targets)
        said = describe_reading(sel, picked)
        if said is not None:
            game.trace.add(f"Which cards {link.source}'s effect picks is read from their card parts: {said[0]}.",
                           *said[1], power=link.source.name)


def perform(game: Context, link: Link, effect):
    """Carry out one effect; some performers report what they did, for "if you do" (709.2f) and for
    "that many" in a later effect."""
    for slot, name in link.players.items():  # the target players, for a selector's `player` (706.1)
        hero = game.state.hero(name)
        if hero is not None:
            link.targets[f"player:{slot}"] = hero
    say_reading(game, link, effect)
    done = PERFORMERS[type(effect)](game, link, effect)
    if isinstance(done, list):
        link.last_count = len(done)
    return done
