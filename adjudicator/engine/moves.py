"""Turning and moving cards in play (411, 415.9): exhaust, ready, destroy, return to hand, enter
play. A card that leaves play becomes a new card (415.9a) and the game destroys its attachments
as part of the same event (400.4)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from . import costs, zone_replacement
from .characteristics import View, compute_views, printed
from .state import Card
from .triggers import Event, watch, watch_destroyed
from .decisions import IllegalAction, Decision, Option
from .resources import pay
from .prohibitions import forbidding, staying
from .counters import stat_counters

if TYPE_CHECKING:
    from .context import Context


def exhaust(game: Context, card: Card, why: str = "", *rules: str, paying: bool = False) -> bool:
    """411.1: only a ready card can be exhausted; going from ready to exhausted is the event.
    ``paying``: its controller exhausts it by choice (to pay a cost, to protect), so they pay any
    cost to exhaust it (600.3a; exhaust_check has made sure they can)."""
    if card.exhausted:
        game.trace.add(f"{card} is already exhausted, so it can't be exhausted again: that part can't be done, and "
                       "the rest is still done.", "411.1", "709.2c")
        return False
    source = forbidding(game.state, "exhaust", card, compute_views(game.state))
    if source is not None:
        game.trace.add(f"{card} is not exhausted: {source.says} says it can't exhaust, and a \"can't\" wins. That part "
                       "can't be done, and the rest is still done.", "103.2", "709.2c", power=source.source.name)
        return False
    if not toll_paid(game, card, paying):
        return False
    before = compute_views(game.state)
    card.exhausted = True
    game.trace.add(f"{card} is exhausted{why}.", "411.1", *rules)
    watch(game, [Event("exhausted", subject=card)], before)
    return True


def toll(game: Context, card: Card):
    """600.3a: the cost its controller must pay for the card to be exhausted, other than to attack."""
    return costs.work_out(game.state, "exhaust", card, 0)


def exhaust_check(game: Context, card: Card, what: str) -> None:
    """600.3a: a player exhausting their own character by choice must be able to pay its cost to
    exhaust; checked before anything changes."""
    source = forbidding(game.state, "exhaust", card, compute_views(game.state))
    if source is not None:
        raise IllegalAction("103.2", f"{card} can't be exhausted {what}: {source.says} says it can't exhaust, and a "
                                     "\"can't\" wins")
    cost = toll(game, card)
    if cost.total > game.state.player(card.controller).ready_resources:
        raise IllegalAction("600.3a", f"{card} can't be exhausted {what} unless {card.controller} pays "
                                      f"({cost.total}), and {card.controller} can't")


def toll_paid(game: Context, card: Card, paying: bool) -> bool:
    """600.3a: with a cost to exhaust the card, it is exhausted only if its controller pays; when an
    effect exhausts it, they choose whether to (a yes/no answer)."""
    cost = toll(game, card)
    if not cost.total:
        return True
    player = card.controller
    able = game.state.player(player).ready_resources >= cost.total
    if not paying and able:
        pick = game.decide(Decision(player, "pay", "600.3a", f"whether to pay ({cost.total}) so that {card} is "
                                    "exhausted", [Option("yes", "yes", "yes"), Option("no", "no", "no")]))
        paying = pick.key == "yes"
    if not paying:
        refusal = "chooses not to" if able else "can't"
        game.trace.add(f"{card} is not exhausted: it can't be exhausted unless {player} pays ({cost.total}), and "
                       f"{player} {refusal}. That part can't be done, and the rest is still done.", "600.3a", "709.2c")
        return False
    costs.say(game, card, cost, "600.3a")
    pay(game, player, cost.total, f"exhausting {card}", "600.3a")
    return True


def ready(game: Context, card: Card, why: str = "") -> bool:
    """411.1: only an exhausted card can be readied."""
    if not card.exhausted:
        game.trace.add(f"{card} is already ready, so it can't be readied: that part can't be done, and the rest is "
                       "still done.", "411.1", "709.2c")
        return False
    source = forbidding(game.state, "ready", card, compute_views(game.state))
    if source is not None:
        game.trace.add(f"{card} is not readied: {source.says} says it can't ready, and a \"can't\" wins. "
                       "That part can't be done, and the rest is still done.", "103.2", "709.2c",
                       power=source.source.name)
        return False
    before = compute_views(game.state)
    card.exhausted = False
    game.trace.add(f"{card} is readied{why}.", "411.1")
    watch(game, [Event("readied", subject=card)], before)  # "when Jessup readies": from exhausted to ready (411.1)
    return True


def destroy(game: Context, cards: list[Card], why: str, *rules: str, by_game: bool = False,
            by: Card | None = None) -> list[Card]:
    """415.9c: destroying puts a card from play into its owner's graveyard; every such card is
    destroyed at once, and triggers look back at the state just before (703.4). A "can't be
    destroyed" card is not, and that event, which can't happen, is not replaced either (103.2);
    a destruction by the game happens all the same (103.3). ``by``: the card whose effect destroys
    them, which the cards in the graveyard remember ("an equipment destroyed this way")."""
    before = compute_views(game.state)
    gone: list[tuple[Card, View]] = []
    # every card is destroyed at once: a "can't be destroyed" holds even if its source is destroyed too
    stops = {card.oid: forbidding(game.state, "be-destroyed", card, before) for card in cards if card.oid in before}
    stopped = {oid for oid, source in stops.items() if source is not None and not by_game}
    plain, elsewhere = zone_replacement.replace_all(
        game, [(card, why) for card in cards if card.oid in stops and card.oid not in stopped], before)
    plain = {card.oid for card in plain}
    for card in cards:
        if card.oid in stopped:
            source = stops[card.oid]
            wanting = zone_replacement.replacements(game, card, before)
            said, while_rules = source.while_said  # enc-while3
            game.trace.add(f"{card} is not destroyed{why}: {source.says} says it can't "
                           f"{'leave play' if source.rule.cannot == 'leave-play' else 'be'}{said}, and a \"can't\" wins."
                           + (f" An event that can't happen is not replaced either, so {wanting[0].source}'s "
                              "replacement modifier does nothing." if wanting else ""),
                           "103.2", *rules, *while_rules, *(["716.1"] if wanting else []), power=source.source.name)
            continue
        if card.oid not in plain:
            continue
        if stops[card.oid] is not None:
            game.trace.add(f"{card} can't be destroyed by {stops[card.oid].says}, but this destruction is by the game, "
                           "which nothing can stop.", "103.3", power=stops[card.oid].source.name)
        zone_replacement.note_blank(game, card, before)
        moved = game.state.move(card, "graveyard")
        if by is not None and moved is not None:  # a token outside play is gone (410.6d)
            moved.moved_by = by.label
        whose = (f"{card.owner}'s graveyard ({card.owner} owns it, though {card.controller} controlled it)"
                 if card.owner != card.controller else "its owner's graveyard")
        token = " As a token it leaves play like any other card; outside play it will cease to exist." if card.token else ""
        game.trace.add(f"{card} is destroyed{why}: it goes to {whose}.{token}", *rules, "415.9c",
                       *(["401.2", "415.2"] if card.owner != card.controller else []), *(["404.2a"] if token else []))
        gone.append((card, before[card.oid]))
    gone += fall_with_hosts(game, [c for c, _ in gone] + elsewhere, before)
    watch_destroyed(game, gone, before, [(c, before[c.oid]) for c in elsewhere])
    game.check_losses(gone)
    return [c for c, _ in gone]


def fall_with_hosts(game: Context, hosts: list[Card], before: dict[int, View]) -> list[tuple[Card, View]]:
    """400.4: when a host becomes a new card, the game destroys every attachment on it (103.3) as
    part of the same event."""
    oids = {h.oid for h in hosts}
    fallen = []
    for card in [c for c in game.state.in_play() if c.attached_to in oids]:
        game.state.move(card, "graveyard")
        game.trace.add(f"{card} was attached to a card that has become a new card: the game destroys it as part of "
                       "the same event.", "400.4", "103.3", "415.9c")
        fallen.append((card, before[card.oid]))
    return fallen


def return_to_hand(game: Context, cards: list[Card]) -> None:
    """The cards leave for their owners' hands at once, each becoming a new card (415.9a): an
    attachment returned with its host goes to the hand too, and only the attachments left behind
    are destroyed (400.4)."""
    cards = staying(game, cards, "return to its owner's hand")
    before = compute_views(game.state)
    for card in cards:
        game.state.move(card, "hand")
        tired = card.exhausted and card.zone == "play"
        bare = any(card.counters.values()) or bool(stat_counters(game.state, card))
        game.trace.add(f"{card} returns to its owner's hand; in the hand it is a new card"
                       + (", and no longer exhausted: outside play a card is neither ready nor exhausted" if tired else "")
                       + ("; the counters that were on it are gone" if bare else "") + ".", "415.9a",
                       *(["411.2"] if tired else []), *(["404.1b"] if bare else []))
    left = [(card, before[card.oid]) for card in cards if card.oid in before]  # from play: they leave play
    watch_destroyed(game, fall_with_hosts(game, cards, before), before, left)


def removed_from_game(game: Context, card: Card, by: str) -> Card:
    """415.7a: a card outside play goes to its owner's removed-from-game zone, marked as moved by ``by`` (the
    label of the link's card), and its 'removed' event is watched (703.1). Returns the card there."""
    new = game.state.move(card, "removed")
    new.moved_by = by
    watch(game, [Event("removed", subject=new)], compute_views(game.state), {new.oid: printed(new)})
    return new


def stays_out(game: Context, card: Card) -> bool:
    """415.8d: a non-ongoing ability card can't enter play (except face down as a resource): a
    modifier that tries to put it into play leaves it in the zone it is in."""
    d = card.definition
    if d.type != "ability" or d.ongoing or d.also_types:
        return False
    game.trace.add(f"{card} is a non-ongoing ability, which can't enter play: it stays in its owner's {card.zone}.",
                   "415.8d")
    return True


def entered(game: Context, cards: list[Card]) -> None:
    """710.1d: powers that trigger when a card enters play look at the state just after (703.4),
    so a power that appears with the event sees it too (703.3c)."""
    game.just_entered |= {c.oid for c in cards}  # 710.1e: uniqueness is checked for them next
    made = watch(game, [Event("enters-play", subject=c) for c in cards] +
                 [Event("enters-party", subject=c) for c in cards], compute_views(game.state))  # 415.8b
    arrived = {c.oid for c in cards}
    for w in made:
        subject = w.event.get("subject")
        if w.source.oid in arrived and subject is not None and subject.oid != w.source.oid:
            game.trace.add(f"{w.source}'s power came into being at the same moment as {subject} entered play, "
                           "and still triggers on that event.", "703.3c", power=w.power)


def discard(game: Context, card: Card, said: str, *rules: str) -> Card:
    """415.9d (which ``rules`` name): a discard puts a card from its owner's hand into their graveyard (unless a modifier
    replaces where it goes, 716.1); it is a ``discarded`` event, its subject the card as it was in
    the hand ("when an opponent discards a card")."""
    moved = zone_replacement.put_in_graveyard(game, card, said, *rules)
    watch(game, [Event("discarded", subject=card)], compute_views(game.state), {card.oid: printed(card)})
    return moved
