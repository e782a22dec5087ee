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


def take_over(game: Game, card: Card, player: str) -> Card:
    """301.4a: a Master Hero resolves by entering its party face up in place of the party's hero:
    the hero's attachments, damage and readiness pass to it, links and modifiers on the hero now
    apply to it (301.4b), and the game removes the old hero from the game, the side that was up
    kept (103.3). None of this uses the chain. Returns the Master Hero in play."""
    state = game.state
    old = state.hero(player)
    moved = state.move(card, "play")
    moved.controller, moved.row = player, "hero"
    if old is None:
        game.trace.add(f"{card} enters {player}'s party face up as its hero.", "709.2g", "710.1", "301.4a")
        return moved
    attached = [c for c in state.in_play() if c.attached_to == old.oid]
    for other in attached:
        other.attached_to, other.timestamp = moved.oid, state.tick()  # last attached now (718.2b)
    moved.damage, moved.exhausted = old.damage, old.exhausted
    carried = ", ".join(map(str, attached))
    game.trace.add(f"{card} enters {player}'s party face up and takes over from {old}: "
                   f"{'it gets ' + carried + (' as attachments, ' if len(attached) > 1 else ' as an attachment, ') if attached else ''}the same {old.damage} damage, and "
                   f"it is {'exhausted' if old.exhausted else 'ready'} as {old} was. None of this uses the chain.",
                   "709.2g", "710.1", "301.4a")
    links, mods = carry_over(state, old, moved)
    said = ([f"the link{'s' if len(links) > 1 else ''} of {', '.join(links)}, which targeted {old}, now target"
             f"{'' if len(links) > 1 else 's'} {card}"] if links else []) + \
        ([f"the modifier{'s' if len(mods) > 1 else ''} of {', '.join(mods)} that affected {old} now affect"
          f"{'' if len(mods) > 1 else 's'} {card} for the rest of {'their durations' if len(mods) > 1 else 'its duration'}"]
         if mods else [])
    if said:
        text = "; ".join(said)
        game.trace.add(f"{text[0].upper()}{text[1:]}.", "301.4b")
    gone = state.move(old, "removed")
    gone.face_down = old.face_down
    game.trace.add(f"The game removes {old} from the game, {'face down' if old.face_down else 'face up'} as it was; "
                   "nothing can stop that.", "301.4a", "103.3")
    return moved


def carry_over(state, old: Card, new: Card) -> tuple[list[str], list[str]]:
    """301.4b: every link on the chain and every lasting modifier that names the old hero names the
    Master Hero instead (an exception to 415.9a). The sources of the links and modifiers moved."""
    links, mods = [], []
    for holders, found in (([(str(l.source), l.targets) for l in state.chain], links),
                           ([(str(m.source), m.targets) for m in state.modifiers if not m.ended], mods)):
        for source, targets in holders:
            for slot, card in list(targets.items()):
                if card.oid == old.oid:
                    targets[slot] = new
                    found.append(source)
    return list(dict.fromkeys(links)), list(dict.fromkeys(mods))


def becomes_hero(game: Game, old_name: str | None, hero: Card) -> None:
    """301.4c: "When your hero becomes [name]" triggers as this Master Hero enters play, unless the
    hero was already that name."""
    from .triggers import Event, watch
    if old_name == hero.name:
        game.trace.add(f"{hero.controller}'s hero was already {hero.name}: it doesn't become {hero.name}.", "301.4c")
        return
    watch(game, [Event("becomes-hero", subject=hero)], compute_views(game.state))
