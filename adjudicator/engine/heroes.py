"""Heroes (301): flipping a two-sided hero (301.2), and a Master Hero taking over its party from
the hero it replaces (301.4)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards.model import RemoveForAWhile
from .characteristics import compute_views
from .selectors import select
from .state import Card, Modifier
from .entering import as_it_enters
from .moves import entered, fall_with_hosts
from .triggers import Event, watch, watch_destroyed

if TYPE_CHECKING:
    from .context import Context
    from .state import Link


def flip(game: Context, link: Link, effect) -> list[Card]:
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


def take_over(game: Context, card: Card, player: str, rule: str = "301.4a") -> Card:
    """301.4a: a Master Hero resolves by entering its party face up in place of the party's hero:
    the hero's attachments, damage and readiness pass to it, links and modifiers on the hero now
    apply to it (301.4b), and the game removes the old hero from the game, the side that was up
    kept (103.3). None of this uses the chain. 301.4d: the starting hero comes back the same way,
    with the side up it had when it was removed (``rule`` "301.4d"). Returns the hero in play."""
    state = game.state
    old = state.hero(player)
    moved = state.move(card, "play")
    moved.controller, moved.row = player, "hero"
    moved.face_down = card.face_down if rule == "301.4d" else False
    side = ("face down" if moved.face_down else "face up") + (" as when it was removed" if rule == "301.4d" else "")
    if old is None:
        game.trace.add(f"{card} enters {player}'s party {side} as its hero.", "710.1", rule,
                       *(["709.2g"] if rule == "301.4a" else []))
        return moved
    attached = [c for c in state.in_play() if c.attached_to == old.oid]
    for other in attached:
        other.attached_to, other.timestamp = moved.oid, state.tick()  # last attached now (718.2b)
    moved.damage, moved.exhausted = old.damage, old.exhausted
    carried = ", ".join(map(str, attached))
    game.trace.add(f"{card} enters {player}'s party {side} and takes over from {old}: "
                   f"{'it gets ' + carried + (' as attachments, ' if len(attached) > 1 else ' as an attachment, ') if attached else ''}the same {old.damage} damage, and "
                   f"it is {'exhausted' if old.exhausted else 'ready'} as {old} was. None of this uses the chain.",
                   "710.1", rule, *(["709.2g"] if rule == "301.4a" else []))
    links, mods = carry_over(state, old, moved)
    said = ([f"the link{'s' if len(links) > 1 else ''} of {', '.join(links)}, which targeted {old}, now target"
             f"{'' if len(links) > 1 else 's'} {card}"] if links else []) + \
        ([f"the modifier{'s' if len(mods) > 1 else ''} of {', '.join(mods)} that affected {old} now affect"
          f"{'' if len(mods) > 1 else 's'} {card} for the rest of {'their durations' if len(mods) > 1 else 'its duration'}"]
         if mods else [])
    if said:
        text = "; ".join(said)
        game.trace.add(f"{text[0].upper()}{text[1:]}.", "301.4b" if rule == "301.4a" else rule)
    gone = state.move(old, "removed")
    gone.face_down = old.face_down
    if player not in game.starting_heroes:  # 301.4d: the hero the player started the game with
        game.starting_heroes[player] = gone
    game.trace.add(f"The game removes {old} from the game, {'face down' if old.face_down else 'face up'} as it was; "
                   "nothing can stop that, and it can't leave the removed-from-game zone.", rule, "103.3")
    return moved


def return_starting_hero(game: Context, link: Link, effect) -> list[Card]:
    """301.4d: the starting hero, removed as a Master Hero took over, comes back into play in place
    of the current hero, the side up it had when it was removed."""
    player = link.controller
    start = game.starting_heroes.get(player)
    if start is None or game.state.cards.get(start.oid) is not start or start.zone != "removed":
        game.trace.add(f"{player}'s starting hero is not in the removed-from-game zone: nothing happens.", "301.4d",
                       "709.2c")
        return []
    old = game.state.hero(player)
    back = take_over(game, start, player, "301.4d")
    as_it_enters(game, back)
    entered(game, [back])
    becomes_hero(game, old.name if old is not None else None, back)
    return [back]


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


def becomes_hero(game: Context, old_name: str | None, hero: Card) -> None:
    """301.4c: "When your hero becomes [name]" triggers as this Master Hero enters play, unless the
    hero was already that name."""
    if old_name == hero.name:
        game.trace.add(f"{hero.controller}'s hero was already {hero.name}: it doesn't become {hero.name}.", "301.4c")
        return
    watch(game, [Event("becomes-hero", subject=hero)], compute_views(game.state))


def remove_for_a_while(game: Context, link: Link, effect) -> list[Card]:
    """301.5: the cards picked leave play for the removed-from-game zone until the start of the
    link's controller's next turn; each is a new card there (415.9a). The modifier remembers what
    they were in play, their last known information."""
    state = game.state
    before = compute_views(state)
    picked = select(state, effect.remove_until_your_next_turn, before, link.controller, link.source, link.targets)
    gone = []
    for card in picked:
        moved = state.move(card, "removed")
        moved.moved_by = link.source.label
        gone.append(moved)
        state.modifiers.append(Modifier(len(state.modifiers) + 1, effect, link.controller, link.source,
                                        {"removed": moved, "was": card}, state.tick(), 1, state.turn,
                                        until_turn_of=link.controller))
        game.trace.add(f"{card} is removed from the game until the start of {link.controller}'s next turn; in the "
                       "removed-from-game zone it is a new card." + (
                           f" While {card.controller}'s party has no hero, they can't play cards." if
                           card.definition.type == "hero" else ""), "415.7a", "415.9a",
                       *(["301.5"] if card.definition.type == "hero" else []), power=link.source.name)
    watch_destroyed(game, fall_with_hosts(game, picked, before), before)  # 400.4: attachments fall
    return gone


def return_removed(game: Context) -> None:
    """301.5: as the turn of the player who removed them starts, cards removed "until the start of
    your next turn" come back into play under their owners' control, new cards with the damage and
    the side up they had when they left (last known information); a hero can't join a party that
    has another hero."""
    state = game.state
    for mod in [m for m in state.modifiers if isinstance(m.spec, RemoveForAWhile) and m.uses_left
                and m.until_turn_of == state.turn_player and state.turn > m.turn]:
        mod.uses_left = 0
        card, was = mod.targets["removed"], mod.targets["was"]
        if state.cards.get(card.oid) is not card or card.zone != "removed":
            game.trace.add(f"{was} has left the removed-from-game zone since: nothing comes back.", "415.9a")
            continue
        if was.definition.type == "hero" and state.hero(card.owner) is not None:
            game.trace.add(f"{was} can't come back: {card.owner}'s party already has another hero.", "301.5")
            continue
        back = state.move(card, "play")
        back.controller, back.damage, back.face_down = card.owner, was.damage, was.face_down
        game.trace.add(f"As {state.turn_player}'s turn starts, {was} comes back into play under {card.owner}'s "
                       f"control, a new card, with the {was.damage} damage and the side up it had when it left: its "
                       "last known information.", "301.5", "415.9a", "709.2d", power=mod.source.name)
        as_it_enters(game, back)
        entered(game, [back])
