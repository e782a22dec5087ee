"""Replacing a destruction (716.1): "if an ally would be put into your graveyard from play, remove
it from the game instead". The replaced event never happens (716.1a): the card is not destroyed,
so nothing that looks for its destruction triggers, a cost that would be replaced can't be paid
(403.1, 707.1e), and an "if you do" that needed it fails (709.2f)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..cards.model import CreateContinuous, Replacement
from .selectors import matches
from .characteristics import View, blank, compute_views, face, printed, powers_in_play
from .decisions import Decision, Option, card_option
from .state import Card, Modifier
from .triggers import watch_graveyard

if TYPE_CHECKING:
    from .context import Context

ZONE_NAMES = {"removed": "removed from the game", "hand": "put into its owner's hand",
              "deck": "put into its owner's deck"}


@dataclass
class ZoneReplacement:
    source: Card
    to_zone: str | None
    key: str
    rep: Replacement | None = None  # for "attach it to … instead" (attach_to)
    controller: str = ""


def wanted(rep: Replacement | None, from_play: bool = True) -> bool:
    """A replacement of a card's going to the graveyard: ``destroyed`` (from play) or ``to-graveyard``
    (from any zone: play, the chain, the hand)."""
    if rep is None or rep.when.event not in (("destroyed", "to-graveyard") if from_play else ("to-graveyard",)):
        return False
    return rep.instead.to_zone is not None or (from_play and rep.instead.attach_to is not None)


def replacements(game: Context, card: Card, views: dict[int, View]) -> list[ZoneReplacement]:
    """The modifiers that already exist (716.1c) and would replace putting ``card`` into its
    owner's graveyard (from play, or from another zone), judged on the state just before."""
    state = game.state
    from_play = card.zone == "play"
    view = views.get(card.oid) if from_play else printed(card)
    if view is None:
        return []
    found = []
    for src, powers in powers_in_play(state):
        for i, power in enumerate(powers):
            rep = power.replacement
            if wanted(rep, from_play) and (rep.when.subject is None or matches(state, rep.when.subject, view, src.controller, src)):
                found.append(ZoneReplacement(src, rep.instead.to_zone, f"card:{src.oid}:{i}", rep, src.controller))
    for mod in state.modifiers:
        rep = mod.spec
        if isinstance(rep, Replacement) and wanted(rep, from_play) and mod.uses_left != 0 and \
                not mod.lapsed(state) and \
                (rep.when.subject is None or matches(state, rep.when.subject, view, mod.controller, mod.source, mod.targets)):
            found.append(ZoneReplacement(mod.source, rep.instead.to_zone, f"mod:{mod.mid}", rep, mod.controller))
    return found


def choose(game: Context, card: Card, views: dict[int, View]) -> ZoneReplacement | None:
    """716.1b: with several, the controller of the affected card picks one; once it has applied the
    event is no longer a destruction, so no other applies."""
    found = replacements(game, card, views)
    if len(found) <= 1:
        return found[0] if found else None
    pick = game.decide(Decision(card.controller, "replacement", "716.1b", f"the modifier that replaces the "
                                f"destruction of {card}", [Option(r.source.label, r.key, f"{r.source.name}:{r.to_zone}", shown=str(r.source))
                                                           for r in found]))
    return next(r for r in found if r.key == pick.key)


def put_in_graveyard(game: Context, card: Card, said: str, *rules: str) -> Card:
    """Put a card that is not in play (on the chain, in a hand) into its owner's graveyard, unless a
    modifier that exists now replaces that (716.1, 716.1c). ``said`` traces the plain move."""
    instead = choose(game, card, compute_views(game.state))
    if instead is None:
        moved = game.state.move(card, "graveyard")
        game.trace.add(said, *rules)
        if moved is not None:
            watch_graveyard(game, moved)  # 703.3a: 'when this enters your graveyard from anywhere'
        return moved
    moved = game.state.move(card, instead.to_zone)
    moved.moved_by = instead.source.label
    game.trace.add(f"{card} would be put into its owner's graveyard, but {instead.source}'s modifier replaces that: "
                   f"it is {ZONE_NAMES[instead.to_zone]} instead.", "716.1", "716.1a", power=instead.source.name)
    return moved


def note_blank(game: Context, card: Card, views: dict[int, View]) -> None:
    """412.1b: say so when a replacement would have applied to the card's face but the card leaves
    play as a blank face-down resource, which it doesn't fit."""
    if not blank(card):
        return
    state, seen = game.state, face(card)
    mods = [(src, p.replacement, src.controller, src, None) for src, powers in powers_in_play(state) for p in powers]
    mods += [(m.source, m.spec, m.controller, m.source, m.targets) for m in state.modifiers
             if isinstance(m.spec, Replacement) and m.uses_left != 0 and not m.lapsed(state)]
    for src, rep, controller, source, targets in mods:
        if wanted(rep) and rep.when.subject is not None and \
                matches(state, rep.when.subject, seen, controller, source, targets):
            game.trace.add(f"{src}'s modifier would apply to {card.name} face up, but {card} leaves play as a "
                           "face-down resource: blank, with no name, type, tags or traits, so the modifier doesn't "
                           "apply to it.", "412.1b", "716.1c", power=src.name)


def replace_destruction(game: Context, card: Card, rep: ZoneReplacement, why: str = "",
                        leaving: frozenset[int] = frozenset()) -> Card:
    """``leaving``: cards destroyed in the same event, which can't be its new host."""
    if rep.to_zone is None:
        return attach_instead(game, card, rep, why, leaving)
    moved = game.state.move(card, rep.to_zone)
    game.trace.add(f"{card} would be destroyed{why}, but {rep.source}'s modifier replaces that: it is "
                   f"{ZONE_NAMES[rep.to_zone]} instead. It is not destroyed.", "716.1", "716.1a", power=rep.source.name)
    return moved


def replace_all(game: Context, cards: list[tuple[Card, str]], views: dict[int, View]) -> tuple[list[Card], list[Card]]:
    """802: destructions that happen at once are one event. Every replacement of them is judged on
    the state before any card moves (716.1c), and every choice those replacements ask for (which
    one applies, where to attach a card instead) is made before any card has been destroyed, so
    no card's fate hangs on the order. ``cards`` pairs each card with the words its trace gives
    for why. Returns the cards no modifier replaced, still to be destroyed, and those a
    replacement moved out of play (whose attachments fall, 400.4)."""
    chosen = [(card, why, choose(game, card, views)) for card, why in cards]
    leaving = frozenset(card.oid for card, _, instead in chosen if instead is None)
    elsewhere = [card for card, why, instead in chosen if instead is not None  # 716.1a: not destroyed
                 and replace_destruction(game, card, instead, why, leaving).zone != "play"]
    note_each(game, [(card, instead) for card, _, instead in chosen if instead is not None])
    return [card for card, _, instead in chosen if instead is None], elsewhere


def note_each(game: Context, replaced: list[tuple[Card, ZoneReplacement]]) -> None:
    """716.1c: one modifier replaces each of an event's destructions on its own, its source's too."""
    each: dict[str, tuple[Card, list[Card]]] = {}
    for card, instead in replaced:
        each.setdefault(instead.key, (instead.source, []))[1].append(card)
    for source, cards in each.values():
        if len(cards) > 1:
            own = f", {source}'s own included" if any(c.oid == source.oid for c in cards) else ""
            game.trace.add(f"{source}'s modifier existed just before these {len(cards)} destructions, which happen at "
                           f"once, so it replaced each of them on its own{own}.", "716.1c", power=source.name)


def attach_instead(game: Context, card: Card, rep: ZoneReplacement, why: str, leaving: frozenset[int]) -> Card:
    """"Instead attach it to a hero": the card stays in play, the same card, now an attachment whose
    attach description is the one the modifier gives it (400.1); the modifier's controller chooses
    the host. Any changes the modifier makes to it last for the rest of the game (714.3)."""
    state, instead = game.state, rep.rep.instead
    views = compute_views(state)
    hosts = [c for c in sorted(state.in_play(), key=lambda c: c.timestamp)
             if c.oid != card.oid and c.oid not in leaving
             and matches(state, instead.attach_to, views[c.oid], rep.controller, rep.source)]
    if not hosts:
        game.trace.add(f"{rep.source}'s modifier would attach {card} to a card, but none fits; the destruction "
                       "is replaced all the same, so the card stays where it is.", "716.1d")
        return card
    pick = game.decide(Decision(rep.controller, "host", "400.1", f"the card to attach {card} to",
                                [card_option(c) for c in hosts]))
    host = next(c for c in hosts if str(c.oid) == pick.key)
    card.attached_to, card.attach_description, card.row = host.oid, instead.attach_to, None  # in no row (710.1b)
    card.timestamp = state.tick()  # 718.2b: an attachment's timestamp is the moment it was last attached
    game.trace.add(f"{card} would be destroyed{why}, but {rep.source}'s modifier replaces that: it is attached to "
                   f"{host} instead, and is not destroyed. It is now an attachment whose attach description is "
                   "the one the modifier gives it.", "716.1", "716.1a", "400.1", power=rep.source.name)
    if instead.changes is not None:
        state.modifiers.append(Modifier(state.new_mid(), CreateContinuous(create_continuous=instead.changes,
                                                                                   duration="game"),
                                        rep.controller, rep.source, {"event:subject": card}, state.tick(), None,
                                        state.turn))
        blanked = instead.changes.lose_powers
        game.trace.add(f"{rep.source}'s modifier also changes {card} for the rest of the game"
                       f"{': among other things it loses its powers, so its text box counts as blank' if blanked else ''}.",
                       "714.3", "718.2d", *(["700.3"] if blanked else []), power=rep.source.name)
    return card
