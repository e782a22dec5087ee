"""Performers for effects that turn or move cards (411, 415.9), make choices as the link resolves
(708.3, 709.2b, 706.3) or interrupt other links (711), and interrupting a link itself (711.1,
711.2). ``performers.PERFORMERS`` includes these (effects.py registers them)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from ..cards.model import ChooseOne, IfYouDo, Selector
from ..cards.model import (ChangeTarget, Destroy, EntersWithDamage, DestroyOne, Unless, Exhaust, If, InterruptAll,
                           InterruptLink, May, Ready, ReturnOne, ReturnToHand)
from .selectors import matches, select
from .characteristics import compute_views, printed
from .decisions import Decision, Option, card_option
from .moves import destroy, discard, exhaust, ready, return_to_hand
from .state import Card, Link
from .performers import perform
from .conditions import holds, more_cards_in, names_shared_in, types_differ_in
from .copying import cease
from .zone_replacement import put_in_graveyard
from .targets import target_problem
from .resources import pay
from .prohibitions import forbidding, prohibited, uninterruptible

if TYPE_CHECKING:
    from .context import Context


def picked(game: Context, link: Link, sel):
    return select(game.state, sel, compute_views(game.state), link.controller, link.source, link.targets)


def do_exhaust(game: Context, link: Link, effect: Exhaust) -> list:
    return [card for card in picked(game, link, effect.exhaust) if exhaust(game, card)]


def do_ready(game: Context, link: Link, effect: Ready) -> None:
    cards = picked(game, link, effect.ready)
    if effect.one and len(cards) > 1:  # "ready a …": the controller picks one as the link resolves (709.2b)
        pick = game.decide(Decision(link.controller, "ready", "709.2b", "the card to ready",
                                    [card_option(c, c.name) for c in cards]))
        cards = [c for c in cards if str(c.oid) == pick.key]
    for card in cards[:1] if effect.one else cards:
        ready(game, card)


def do_destroy(game: Context, link: Link, effect: Destroy) -> list:
    cards = picked(game, link, effect.destroy)
    if effect.any_number:
        cards = choose_any(game, link.controller, cards, "the next card to destroy")
    return destroy(game, cards, f" by {link.source}'s effect", "709.2b", by=link.source)


def choose_any(game: Context, player: str, cards: list, what: str) -> list:
    """709.2b: "any number of them": the player picks them one at a time and stops with "none"."""
    chosen: list = []
    while len(chosen) < len(cards):
        left = [c for c in cards if c not in chosen]
        pick = game.decide(Decision(player, "any-number", "709.2b", what,
                                    [card_option(c) for c in left] + [Option("none", "none", "none")]))
        if pick.key == "none":
            break
        chosen.append(next(c for c in left if str(c.oid) == pick.key))
    game.trace.add(f"{player} chooses {', '.join(map(str, chosen)) or 'none'} of the {len(cards)} card(s) that fit, "
                   "any number being allowed.", "709.2b")
    return chosen


def do_if_you_do(game: Context, link: Link, effect: IfYouDo) -> None:
    """709.2f: "if you do" checks whether the action was performed (a performer that reports what
    it did returns the cards it acted on)."""
    done = perform(game, link, effect.do)
    if done is None:
        raise NotImplementedError(f"'if you do' after {type(effect.do).__name__} is not modelled")
    if not done:
        game.trace.add("The action was not performed, so the \"if you do\" part doesn't happen.", "709.2f")
        return
    game.trace.add("The action was performed, so the \"if you do\" part happens.", "709.2f")
    for inner in effect.if_you_do:
        perform(game, link, inner)


def followed(game: Context, chosen: Selector, cards: list) -> None:
    """415.9b: an effect that picks the card its triggering event put into a zone (``{event: moved}``)
    still affects it if it has stayed there; if it has left, the card there now is a new one (415.9a)."""
    if chosen.event not in ("moved", "itself"):  # enc-enter11: or the card with the power, gone there with it
        return
    for card in cards:
        game.trace.add(f"{card} has stayed in the {card.zone} since the event that triggered this link put it "
                       "there, so the link can still affect it.", "415.9b")
    if not cards:
        game.trace.add("The card the triggering event put into that zone has left it since: any card there now "
                       "is a new card that this link can't affect.", "415.9a", "415.9b")


def do_return(game: Context, link: Link, effect: ReturnToHand) -> None:
    cards = picked(game, link, effect.return_to_hand)
    followed(game, effect.return_to_hand, cards)
    return_to_hand(game, cards)


def do_may(game: Context, link: Link, effect: May) -> None:
    """708.3, 709.2b: an optional part is chosen only now, as the link resolves."""
    pick = game.decide(Decision(link.controller, "may", "708.3" if link.kind == "triggered" else "709.2b",
                                f"whether to carry out the optional part of {link.source}'s effect",
                                [Option("yes", "yes", "yes"), Option("no", "no", "no")]))
    if pick.key == "no":
        game.trace.add(f"{link.controller} chooses not to carry out the optional part.", "709.2b")
        return
    for inner in effect.may:
        perform(game, link, inner)


def do_choose_one(game: Context, link: Link, effect: ChooseOne) -> None:
    """709.2b: the choice is made only now, as the link resolves; then its effects are carried out."""
    pick = game.decide(Decision(link.controller, "choose-one", "709.2b", f"what to choose for {link.source}'s effect",
                                [Option(c.choice, c.choice, c.choice) for c in effect.choose_one]))
    chosen = next(c for c in effect.choose_one if c.choice == pick.key)  # the decision's step says what was chosen
    for inner in chosen.effects:
        perform(game, link, inner)


def do_if(game: Context, link: Link, effect: If) -> None:
    """709.2: "if …" is read as the link resolves; "if you targeted" counts only targets the link is
    still legally targeting (706.3: its illegal targets were dropped by 709.2a)."""
    true, fact = holds(game, effect.if_, link.controller, link.source, link.targets)
    rules = ["706.3"] if effect.if_.targeted else ["709.2"]
    sel = effect.if_.exists
    if sel is not None and (sel.same_type_as or sel.shares_type_with):
        rules.append("300.1c")  # the same card type, or a shared one
    if more_cards_in(effect.if_):
        rules.append("401.1")  # enc-enter: the cards each player controls, counted
    if types_differ_in(effect.if_):
        rules.append("300.1c")  # enc-reward7: two cards of the same card type, or not
    if names_shared_in(effect.if_):
        rules += ["200.1", "414.3a"]  # enc-reward12: two cards with the same name, or not
    if sel is not None and sel.dealt_this_way:  # enc-if (s11): the cards the link's packets have dealt damage to
        rules.append("709.2d")
        fact += ", among the cards its packets have dealt damage to so far"
    if sel is not None and (sel.dealt_fatal_this_way or sel.fatal_damage is not None):  # enc-if5: fatal damage
        rules += ["405.2", "709.2d"] if sel.dealt_fatal_this_way else ["405.2"]
        fact += ", among the cards its packets have dealt fatal damage to so far" if sel.dealt_fatal_this_way else \
            ", fatal damage being damage equal to the character's health or more"
    game.trace.add(f"{link.source}'s condition is {'true' if true else 'false'} ({fact}): "
                   f"{'that part happens' if true else 'that part does nothing'}"
                   f"{' and the other part happens' if not true and effect.otherwise else ''}.", *rules,
                   power=link.source.name)
    for inner in effect.then if true else effect.otherwise:
        perform(game, link, inner)


ON_THE_CHAIN = ("card", "resource")  # links whose source is itself a card on the chain: played, or placed (412.1a)


def describe(link: Link) -> str:
    if link.kind == "triggered":
        return f"The triggered effect of {link.source}"
    if link.kind == "power":
        return f"The effect of {link.source}'s power"
    if link.kind == "proposal":
        return f"The proposal effect naming {link.source} as the proposed attacker"
    return str(link.source)


def interrupt(game: Context, link: Link, why: str, *rules: str, graveyard: bool = True) -> Card | None:
    """711.1–711.2: the link leaves the chain and all of its text fails; a card goes to its owner's
    graveyard (unless ``graveyard`` is false: its owner is leaving the game, 102.2); costs paid are
    not refunded. The card where it went, if it went to a zone."""
    if link in game.state.chain:
        game.state.chain.remove(link)
    game.interrupted.append(link.source.label)
    game.trace.add(f"{describe(link)} is interrupted ({why}): none of its text happens, and costs paid "
                   "for it are not refunded.", *rules, "711.1", "711.2", power=link.power_text or None)
    if link.kind in ON_THE_CHAIN and graveyard:
        if not cease(game, link.source, "was interrupted"):
            return put_in_graveyard(game, link.source, f"{link.source} goes from the chain to its owner's graveyard.",
                                    "711.1", "415.5")
    return None


def do_interrupt(game: Context, link: Link, effect: InterruptLink) -> list:
    """711: the controller picks a link on the chain that fits, as the effect resolves (709.2b). The card
    interrupted, where it went (marked as moved by this link's card: 'remove it from the game' after 'if you do',
    709.2f), or none."""
    fits = [l for l in reversed(game.state.chain) if l.kind == "card" and l is not link
            and matches(game.state, effect.interrupt, printed(l.source), link.controller, link.source, link.targets)]
    options = [card_option(l.source) for l in fits]
    if effect.optional:
        options.append(Option("none", "none", "none", optional=True))
    if not fits:
        game.trace.add(f"No link on the chain fits what {link.source} may interrupt.", "709.2b")
        return []
    pick = game.decide(Decision(link.controller, "interrupt", "709.2b",
                                f"which link {link.source} interrupts", options))
    if pick is None or pick.key == "none":
        game.trace.add(f"{link.controller} chooses not to interrupt anything.", "709.2b")
        return []
    victim = next(l for l in fits if str(l.source.oid) == pick.key)
    if kept_on_chain(game, victim):
        return []
    moved = interrupt(game, victim, f"{link.source}'s effect interrupts it", "709.2b")
    if moved is not None:
        moved.moved_by = link.source.label
    return [victim.source] if moved is None else [moved]


def kept_on_chain(game: Context, victim: Link) -> bool:
    """103.2: a card an effect would interrupt stays on the chain if a "can't be interrupted" covers it (said);
    the game's own interruptions (103.3) don't ask."""
    cant = uninterruptible(game.state, victim.source) if victim.kind == "card" else None
    if cant is not None:
        own = ("700.2",) if cant.source is victim.source else ()  # its own power, working on the chain
        says = "its own power" if own else cant.says
        game.trace.add(f"{victim.source} would be interrupted, but {says} says it can't be, and a \"can't\" "
                       "wins: it stays on the chain.", "103.2", "711.1", *own, power=cant.source.name)
    return cant is not None


def do_interrupt_all(game: Context, link: Link, effect: InterruptAll) -> None:
    """711.1, 711.2: every other link on the chain, card or effect, is interrupted, the newest first."""
    others = [l for l in reversed(game.state.chain) if l is not link]
    if not others:
        game.trace.add(f"No other link is on the chain for {link.source} to interrupt.", "711.2")
    for other in others:
        if not kept_on_chain(game, other):
            interrupt(game, other, f"{link.source}'s effect interrupts every card and effect", "709.2b")


def do_change_target(game: Context, link: Link, effect: ChangeTarget) -> None:
    """706.2: the new target is judged from the changed link's controller's point of view; if it
    isn't legal the link keeps its target."""
    state, views = game.state, compute_views(game.state)
    found, several = [], []
    for other in reversed(state.chain):
        chosen = other.chosen_targets
        if other is link or other.kind != "card" or not chosen or not matches(
                state, effect.change_target, printed(other.source), link.controller, link.source, link.targets):
            continue
        if len(chosen) > 1:  # 706.1a: it chose more than one target, so it is not a single-target link
            several.append(other)
            continue
        slot, current = next(iter(chosen.items()))
        if current.oid in views and matches(state, effect.only_targeting, views[current.oid], link.controller,
                                            link.source, link.targets):
            found.append((other, slot, current))
    if not found:
        game.trace.add(f"No link on the chain fits what {link.source} changes: it does nothing." +
                       (f" {', '.join(describe(o) for o in several)} chose more than one target as it was added, so "
                        "it is not a single-target link and doesn't target only one card." if several else ""),
                       "709.2c", *(["706.1a"] if several else []))
        return
    pick = found[0] if len(found) == 1 else None
    if pick is None:
        answer = game.decide(Decision(link.controller, "change-target", "709.2b",
                                      f"which link's target {link.source} changes",
                                      [card_option(o.source) for o, _, _ in found]))
        pick = next(f for f in found if str(f[0].source.oid) == answer.key)
    other, slot, current = pick
    new = state.hero(other.controller)
    spec = next((s for s in other.specs if s.id == slot.split("#")[0]), None)  # one of several: "shots#1"
    problem = ("706.1", "there is no such hero") if new is None or spec is None else \
        target_problem(game, spec, new, other.controller, source=other.source)
    if problem is not None:
        game.trace.add(f"{link.source} would change the target of {describe(other)} to {new}, but judged from "
                       f"{other.controller}'s point of view it is not legal: {problem[1]}. With no other legal target, "
                       f"{describe(other)} keeps its target, {current}.", "706.2")
        return
    other.targets[slot] = new
    game.trace.add(f"{link.source} changes the target of {describe(other)}, a single-target link, from {current} to "
                   f"{new}, legal from {other.controller}'s point of view.", "706.2", "706.1a")


def player_of(game: Context, link: Link, who) -> str | None:
    """"you" is the link's controller; a target player is the one chosen for that slot (706.1);
    otherwise the controller of the card named (PlayerOf)."""
    if who == "you":
        return link.controller
    if getattr(who, "target_player", None) is not None:
        return link.players.get(who.target_player)
    found = picked(game, link, who.controller_of)
    return found[0].controller if found else last_controller(game, link, who.controller_of)


def last_controller(game: Context, link: Link, sel) -> str | None:
    """"That character's controller" when the card the link names (its target, the card of its
    trigger event) has left play since: read as it last was in play (712.3b, 712.3a, 709.2d)."""
    slot = f"event:{sel.event}" if sel.event is not None else sel.target
    last = link.targets.get(slot) if slot is not None else None
    if last is None or (game.state.cards.get(last.oid) is last and last.zone == "play"):
        return None
    game.trace.add(f"{last} has left play since; the text reads \"that character\" as the card it last was in play, "
                   f"so its controller is {last.controller}, who controlled it then.", "712.3b", "712.3a", "709.2d")
    return last.controller


def do_unless(game: Context, link: Link, effect: Unless) -> None:
    """709.2b: the player chooses as the link resolves whether to pay, discard or destroy; if they
    don't, or can't, the rest of the text happens. enc-enter14: with ``each-other``, each other player in turn
    order (802.1) chooses for himself, the rest happening once for each who doesn't or can't."""
    if effect.player == "each-other":
        players = choosers(game, link, "each-other")
        game.trace.add(f"Each player other than {link.controller} chooses for himself, in turn order from the turn player "
                       f"({', '.join(players) or 'none'}); the rest happens once for each who doesn't.", "709.2b", "802.1")
        for player in players:
            unless_one(game, link, effect, player, f" for {player}")
        return
    unless_one(game, link, effect, player_of(game, link, effect.player))


def unless_one(game: Context, link: Link, effect: Unless, player: str | None, each: str = "") -> None:
    act = effect.unless
    if player is not None:
        what = unless_words(act)
        if not able_to(game, link, act, player):
            game.trace.add(f"{player} can't {what}, so the rest of {link.source}'s effect must happen{each}.", "709.2b")
        else:
            pick = game.decide(Decision(player, "unless", "709.2b", f"whether to {what} to stop {link.source}'s effect",
                                        [Option("yes", "yes", "yes"), Option("no", "no", "no")]))
            if pick.key == "yes":
                do_the_unless(game, link, act, player)
                game.trace.add(f"{player} did it, so the rest of {link.source}'s effect doesn't happen{each}.", "709.2b")
                return
            game.trace.add(f"{player} chooses not to {what}, so the rest of {link.source}'s effect happens{each}.", "709.2b")
    for inner in effect.then:
        perform(game, link, inner)


def unless_words(act) -> str:
    if act.pay is not None:
        return f"pay ({act.pay})"
    if act.discard is not None:
        return f"discard {act.discard} cards"
    if act.return_one is not None:  # enc-enter14
        return "put a card of theirs that fits into its owner's hand"
    if act.reveal_hand:
        return "reveal their hand"
    return "choose and destroy a card of theirs that fits"


def hand_of(game: Context, player: str) -> list:
    return sorted((c for c in game.state.cards.values() if c.zone == "hand" and c.owner == player),
                  key=lambda c: c.timestamp)


def destroyable(game: Context, link: Link, sel, player: str) -> list:
    """709.2b, 103.2: the player's cards that fit and can actually be destroyed."""
    views = compute_views(game.state)
    return [c for c in picked(game, link, sel) if c.controller == player and prohibited(game, c, views) is None]


def able_to(game: Context, link: Link, act, player: str) -> bool:
    if act.pay is not None:
        return game.state.player(player).ready_resources >= act.pay
    if act.discard is not None:
        return len(hand_of(game, player)) >= act.discard
    if act.return_one is not None:  # enc-enter14: one of theirs in play that a "can't leave play" doesn't hold (103.2)
        return bool(returnable(game, link, act.return_one, player))
    if act.reveal_hand:  # enc-enter14: a hand, even an empty one, can always be revealed (709.2b)
        return True
    return bool(destroyable(game, link, act.destroy, player))


def returnable(game: Context, link: Link, sel, player: str) -> list:
    """enc-enter14 (709.2b, 103.2): the player's cards in play that fit and may leave play."""
    views = compute_views(game.state)
    return [c for c in picked(game, link, sel) if c.controller == player and c.zone == "play"
            and forbidding(game.state, "leave-play", c, views) is None]


def do_the_unless(game: Context, link: Link, act, player: str) -> None:
    if act.pay is not None:
        pay(game, player, act.pay, f"{link.source}'s effect")
    for _ in range(act.discard or 0):
        hand = hand_of(game, player)
        choice = game.decide(Decision(player, "discard", "415.9d", "a card to discard",
                                      [card_option(c, c.name) for c in hand]))
        card = next(c for c in hand if str(c.oid) == choice.key)
        discard(game, card, f"{player} discards {card}.", "415.9d")
    if act.destroy is not None:
        card = choose_to_destroy(game, link, act.destroy, player)
        destroy(game, [card], f" by {player}, to stop {link.source}'s effect", "709.2b")
    if act.return_one is not None:  # enc-enter14
        fits = returnable(game, link, act.return_one, player)
        pick = game.decide(Decision(player, "return-one", "709.2b", "a card of theirs to return to its owner's hand",
                                    [card_option(c) for c in fits]))
        card = next(c for c in fits if str(c.oid) == pick.key)
        game.trace.add(f"{player} puts {card} into its owner's hand, to stop {link.source}'s effect.", "709.2b")
        return_to_hand(game, [card])
    if act.reveal_hand:  # enc-enter14: the hidden hand shown to every player (415.4a)
        hand = hand_of(game, player)
        game.trace.add(f"{player} reveals their hand to every player: "
                       f"{', '.join(map(str, hand)) if hand else 'it holds no cards'}.", "415.4a", "709.2b")


def do_destroy_one(game: Context, link: Link, effect: DestroyOne) -> list:
    """709.2b: each player named must choose so that the action can be carried out: a card of
    theirs that fits and can actually be destroyed (a "can't be destroyed" card can't be chosen,
    103.2). Several players choose in turn order, then all are destroyed at once (802.1)."""
    players = choosers(game, link, effect.player)
    chosen = [card for player in players if (card := choose_to_destroy(game, link, effect.destroy_one, player))]
    if not chosen:
        return []  # nothing destroyed: "if you do" doesn't happen (709.2f)
    if effect.as_ is not None:  # enc-if13: the card kept on the link for the amounts after it (709.2d, 712.3b)
        link.targets[f"chosen:{effect.as_}"] = chosen[0]
    return destroy(game, chosen, f" by {' and '.join(dict.fromkeys(c.controller for c in chosen))}, as "
                              f"{link.source}'s effect says", "709.2b", *(["802.1"] if len(players) > 1 else []),
                   by=link.source)  # enc-if7: destroyed by the link's effect, for "… this way" (moved_by_this)


def choosers(game: Context, link: Link, who) -> list:
    """The players an effect has each pick one card of their own, in turn order from the turn player (802.1)."""
    if who in ("each", "each-other", "each-opponent"):
        return [p.name for p in game.state.clockwise_from(game.state.turn_player) if who == "each"
                or p.name != link.controller and (who == "each-other" or not game.state.friendly(p.name, link.controller))]
    return [player_of(game, link, who)]


def do_return_one(game: Context, link: Link, effect: ReturnOne) -> list:
    """709.2b: each player named picks one card of his own in play that fits (none, he picks none); then all go to
    their owners' hands at once (415.9a, 802.1)."""
    players = choosers(game, link, effect.player)
    chosen = []
    for player in players:
        fits = [c for c in picked(game, link, effect.return_one) if c.controller == player and c.zone == "play"]
        if not fits:
            game.trace.add(f"{player} controls no card that fits: {player} returns none.", "709.2b")
            continue
        pick = game.decide(Decision(player, "return-one", "709.2b", "a card of theirs to return to its owner's hand",
                                    [card_option(c) for c in fits]))
        chosen.append(next(c for c in fits if str(c.oid) == pick.key))
    if chosen:
        game.trace.add(f"As {link.source}'s effect says, {' and '.join(dict.fromkeys(c.controller for c in chosen))} "
                       f"chose {', '.join(map(str, chosen))}, which go to their owners' hands at once.", "709.2b",
                       *(["802.1"] if len(players) > 1 else []))
        return_to_hand(game, chosen)
    return chosen


def choose_to_destroy(game: Context, link: Link, sel, player: str | None):
    """The card ``player`` picks among theirs that fit ``sel`` and can be destroyed (None if none)."""
    fits = [c for c in picked(game, link, sel) if c.controller == player]
    able = destroyable(game, link, sel, player)
    for card in [c for c in fits if c not in able]:
        game.trace.add(f"{card} can't be destroyed, so {player} can't choose it.", "709.2b", "103.2")
    if not able:
        game.trace.add(f"{player} controls no card that fits and can be destroyed: nothing happens.", "709.2b")
        return None
    pick = game.decide(Decision(player, "destroy-one", "709.2b", "a card of theirs to destroy",
                                [card_option(c) for c in able]))
    return next(c for c in able if str(c.oid) == pick.key)


def do_enters_with_damage(game: Context, link: Link, effect: EntersWithDamage) -> list:
    """704.1b: a modifier that puts damage on a card on the chain as it enters play (710.1b)."""
    cards = [c for c in picked(game, link, effect.on) if c.zone == "chain"]
    for card in cards:
        card.entering_damage += effect.enters_with_damage
        game.trace.add(f"{card} will enter play with {effect.enters_with_damage} damage on it.", "704.1b", "710.1b")
    return cards


PERFORMERS: dict[type, Callable] = {
    EntersWithDamage: do_enters_with_damage,
    Unless: do_unless,
    DestroyOne: do_destroy_one,
    ReturnOne: do_return_one,
    ChangeTarget: do_change_target,
    Exhaust: do_exhaust,
    Ready: do_ready,
    Destroy: do_destroy,
    IfYouDo: do_if_you_do,
    ReturnToHand: do_return,
    May: do_may,
    ChooseOne: do_choose_one,
    If: do_if,
    InterruptLink: do_interrupt,
    InterruptAll: do_interrupt_all,
}
