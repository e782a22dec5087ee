"""What effects do when their link resolves (709): one small performer per effect of the card
language. A new kind of effect is a model in ``cards/model.py`` plus a performer here."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards.model import BeginRaid, BuildNewDeck, KeepForNextGame
from ..cards.model import CreateProhibition, ExchangeControl, RestrictAttacks, Search, SwitchDamage
from ..cards.model import MoveAttachment, PutIntoPlay, PutIntoResourceRow, ReadyResources
from ..cards.model import LookAtHand, TurnDeckOver, TurnFaceDown
from ..cards.model import DrawUntil, Flip, RemoveForAWhile, ReturnStartingHero, Stat
from ..cards.model import CreateTrigger, DontReady, PutIntoHand, PutOnDeck, RemoveFromGame, ShuffleIntoDeck, TopOfDeck
from ..cards.model import (CardDefinition, Count, CreateContinuous, CreateModifier, GainControl, DealDamage, Discard, Draw, Heal, Its, MayPay,
                           PutDamage, PutToken, Selector)
from ..cards.model import PutTokenCopy, RemoveDamage, read_once, some_part
from .selectors import DEALT_THIS_WAY, FATAL_THIS_WAY, PUT_THIS_WAY, RECIPIENT, REMEMBERED, amount, matches, select, slot_cards
from .characteristics import View, compute_views, max_hand_size, printed, remained, remains_words, powers_in_play
from .views import totem_ally, totem_phrase, totem_rules
from .card_parts import printed_cost
from .triggers import Event, joined_party, watch, watch_destroyed
from .damage import Packet, deal, damage_types, place_damage, typed
from .moves import entered, fall_with_hosts, discard as discard_card, exhaust
from .entering import enter_at_once, place
from .heroes import flip, remove_for_a_while, return_starting_hero
from .resources import turn_picked_face_down
from .attachments import move_attachment
from .decisions import Decision, Option, card_option
from .attack_rules import restrict_attacks
from .search import search
from .state import deck as deck_of
from .deck import put_on_deck, shuffle_into_deck, top_of_deck, turn_deck_over
from .prohibitions import create_prohibition, shielded, staying
from .performers import PERFORMERS, perform
from .amounts import link_amount
from .conditions import fewest_in_hand  # enc-r2d
from .resolution import PERFORMERS as RESOLUTION_PERFORMERS, choosers, followed, player_of
from .others import PERFORMERS as OTHERS_PERFORMERS
from . import card_specific
from .state import Card, Link, Modifier, slug
from .resources import pay, ready_some
from .zone_replacement import put_in_graveyard
from . import skipped_draw  # enc-if8
from . import drawn_instead  # enc-if9
from .visibility import marked_among_alike

if TYPE_CHECKING:
    from .context import Context


def source_character(game: Context, link: Link, sel: Selector, views: dict[int, View]) -> Card | None:
    """The packet's source character, named by the modifier (408.2c). A link that names its own
    source ("she deals…") still finds it after it has left play, by its last known information
    (707.3, 709.2d)."""
    found = select(game.state, sel, views, link.controller, link.source, link.targets)
    if found:
        return found[0]
    if sel.this and link.source.oid not in views:
        game.trace.add(f"{link.source} is no longer in play; its last known information is used as the "
                       "source of the packet.", "707.3", "709.2d")
        return link.source
    gone = link.targets.get(f"event:{sel.event}") if sel.event is not None else None
    if gone is not None and gone.oid not in views:  # enc-enter7: 'when a token ally is destroyed, it heals …'
        game.trace.add(f"{gone}, the card of the trigger event, is no longer in play; its last known information is "
                       "used as the source of the packet.", "709.2d")
        return gone
    return None


def packets(game: Context, link: Link, how_much, source_sel: Selector, to: Selector, heal: bool,
            damage_type=None, combat: bool = False, divided: bool = False,
            preventable: bool = True) -> list[Packet]:
    """One packet per character picked (405.4, 407.2); "1 for each X" is read now, as one total
    (709.2d), and a packet of less than 1 is never created (408.2a)."""
    views = compute_views(game.state)
    own = source_sel.recipient  # enc-deal3: 'each hero heals 7 damage from itself': each card its own source (408.2c)
    source = None if own else source_character(game, link, source_sel, views)
    dests = [d for d in select(game.state, to, views, link.controller, link.source, link.targets)
             if views.get(d.oid) is not None and views[d.oid].is_character]  # 408.2b
    if to.controller_hand_at_most is not None:  # enc-r2d: each card's own controller's hand, read now
        hands = [(p.name, sum(1 for c in game.state.cards.values() if c.zone == "hand" and c.owner == p.name))
                 for p in game.state.clockwise_from(game.state.turn_player)]
        most = to.controller_hand_at_most
        game.trace.add(f"{link.source} reads each card's controller's hand as it resolves ("
                       + ", ".join(f"{name} holds {n}" for name, n in hands)
                       + f"): only the cards of a player with {'no cards' if most == 0 else f'{most} or fewer cards'} "
                       f"in his hand count.", "401.1", "415.4a", "709.2d", power=link.source.name)
    if to.host and dests and link.source.oid not in game.state.cards:
        game.trace.add(f"{link.source} is no longer attached to anything: by its last known information the "
                       f"attached character is {dests[0]}, the card it was last attached to.", "709.2d")
    if source is None and not own:
        return []
    made, types = [], damage_types(damage_type)
    each_own = reads_recipient(how_much)  # enc-turn2: read for each card (405.4)
    if isinstance(how_much, Its) and how_much.its == "atk" and dests:  # enc-r2e: 'equal to its ATK', each its own
        game.trace.add("Each packet's amount is the ATK of the card it is for, as that card now is.", "205.1", "709.2d")
    for dest in dests:
        n = (link.division.get(dest.oid, 0) if divided else its_amount(how_much, dest, views) if isinstance(how_much, Its)
             else for_recipient(game, link, how_much, views, dest) if each_own
             else link_amount(game, link, how_much, views))  # Its: "all the damage" on each, 407.2
        if n < 1:
            game.trace.add(f"A packet of {n} for {dest} would be less than 1: none is created; damage is dealt or "
                           "healed only in positive whole amounts.", "408.2a", "104.1")
            continue
        if isinstance(how_much, Count):
            game.trace.add(f"The count is read now: {n}, so {dest} gets one packet of {n}, not {n} packets "
                           f"of {how_much.times}.", "407.2" if heal else "405.4", "709.2d")
        if heal and dest.damage == 0:
            game.trace.add(f"{dest} has no damage to heal: no packet is created for it.", "407.3")
            continue
        if shut_out(game, dest, views, heal, types):
            continue
        made.append(Packet(dest if own else source, dest, n, types, link.controller, heal=heal, batch=link_batch(game, link),
                           combat=combat, with_cards=[link.source], preventable=preventable))  # 408.3b, 408.3c, 408.3d
    if made:
        created(game, link, made, views)
    return made


def reads_recipient(how_much) -> bool:
    """enc-turn2: a count whose selector names the card the packet is for ('attached to that character')."""
    return isinstance(how_much, Count) and some_part(how_much, lambda m: getattr(m, "recipient", False) is True
                                                     or getattr(m, "recipient_player", False) is True)  # enc-turn7


def for_recipient(game: Context, link: Link, how_much: Count, views: dict[int, View], dest: Card) -> int:
    """405.4, 709.2d: the amount read for one card the effect is dealt to, that card standing as 'that character'."""
    n = amount(game.state, how_much, views, link.controller, link.source, {**link.targets, RECIPIENT: dest})
    game.trace.add(f"{link.source}'s amount for {dest} is read for that card, as the link resolves: {n}.", "709.2d",
                   "405.4")
    return n


def shut_out(game: Context, dest: Card, views: dict[int, View], heal: bool, types: tuple[str, ...]) -> bool:
    """408.2b, 405.5: no packet is created for a character that can't be dealt that damage (or
    can't have damage healed); nothing that looks for it being dealt triggers."""
    cant = shielded(game.state, dest, views, heal, types)
    if cant is None:
        return False
    kind = cant.rule.damage_type
    what = "have damage healed" if heal else f"be dealt {kind} damage" if kind else "be dealt damage"
    also = f", and this packet would be {typed(types)}damage" if kind and len(types) > 1 else ""
    game.trace.add(f"No packet is created for {dest}: {cant.says} says it can't {what}{also}; a "
                   "\"can't\" wins.", "408.2b", *([] if heal else ["405.5"]), "103.2", *(["408.3a"] if also else []),
                   power=cant.source.name)
    return True


def created(game: Context, link: Link, made: list[Packet], views: dict[int, View]) -> None:
    """712.2, 713.1: the resolving link's one-shot modifier creates the packets; 408.2c: their source
    character is the one the modifier names, their controller the modifier's controller; 408.3a,
    408.3b: their type is the one it names, and they are combat damage only if it says so."""
    first, several = made[0], len(made) > 1
    heal = first.heal
    kind = "heal packet" if heal else f"packet of {typed(first.damage_types)}{'combat ' if first.combat else ''}damage"
    which = (f"{len(made)} {kind.replace('packet', 'packets', 1)}, one for each character"
             if several else f"a {kind}")
    untyped = "" if heal or first.damage_types else "; the modifier names no damage type, so it has none"
    totems = [p.destination for p in made if p.destination.oid in views and totem_ally(views[p.destination.oid])]
    if totems:
        untyped += "; " + "; ".join(f"{t} is an ally too, {totem_phrase(t)}" for t in totems)
    game.trace.add(f"{link.source}'s one-shot modifier creates {which} ({', '.join(f'{p.amount} for {p.destination}' for p in made)}): "
                   f"the source character is {first.source}, named by the modifier, and {first.controller}, who "
                   f"controls the modifier, controls {'them' if several else 'it'}{untyped}.",
                   "712.2", "713.1", *(["407.2"] if heal else ["405.4"] if several else []), "408.2c",
                   *([] if heal else ["408.3a"]), *(["408.3b"] if first.combat else []),
                   *dict.fromkeys(r for t in totems for r in totem_rules(t)))


def link_batch(game: Context, link: Link) -> int:
    """717.4: every packet that one resolving link creates belongs to one batch ("the next time")."""
    if not link.batch:
        link.batch = game.state.tick()
    return link.batch


def deal_damage(game: Context, link: Link, effect: DealDamage) -> None:
    """408.1: one packet to each card picked, from the source character."""
    made = packets(game, link, effect.deal_damage, effect.source, effect.to, False, effect.damage_type, effect.combat,
                   effect.divided, preventable=not effect.unpreventable)
    if made:
        dealt = deal(game, made)
        link.dealt += sum(p.amount for p in dealt)
        remember_dealt(link, dealt)


def remember_dealt(link: Link, dealt: list) -> None:
    """709.2d: the cards the link's packets dealt damage to (none for a packet prevented completely, 717.2b), kept on the link ("dealt:this-way#1", …) for
    "a character dealt damage this way" (Selector.dealt_this_way); a card dealt several packets once. enc-if5: those
    a packet of it dealt fatal damage to (405.2) as well, as "fatal:this-way#1", … (Selector.dealt_fatal_this_way)."""
    for key, packets in ((DEALT_THIS_WAY, dealt), (FATAL_THIS_WAY, [p for p in dealt if p.fatal])):
        known = [c.oid for c in slot_cards(link.targets, key)]
        for p in packets:
            if p.destination.oid not in known:
                known.append(p.destination.oid)
                link.targets[f"{key}#{len(known)}"] = p.destination


def heal(game: Context, link: Link, effect: Heal) -> None:
    """407: heal packets, one to each damaged character picked."""
    made = packets(game, link, effect.heal, effect.source, effect.from_, True, divided=effect.divided)  # 707.1d: shares
    if made:
        deal(game, made)


def its_amount(its: Its, card: Card, views: dict) -> int:
    """An amount read from the card itself: the damage on it, or (enc-deal9) its health as it now is (205.1), or
    (enc-r2e) its ATK as it now is (205.1, 709.2d), times ``times``, plus ``plus`` ('its health minus 1'), never below 0."""
    base = card.damage if its.its == "damage" else views[card.oid].health if its.its == "health" else views[card.oid].atk
    return max(0, its.times * base + its.plus)


def put_damage(game: Context, link: Link, effect: PutDamage) -> list[Card]:
    """The cards on which all the damage was put, for "if you do" (709.2f): put damage stops at exactly
    fatal (405.3), and an action done only in part was not performed."""
    views = compute_views(game.state)
    done = []
    for card in select(game.state, effect.on, views, link.controller, link.source, link.targets):
        n = (its_amount(effect.put_damage, card, views) if isinstance(effect.put_damage, Its)
             else link_amount(game, link, effect.put_damage, views))
        if place_damage(game, card, n, views[card.oid]) == n > 0:
            done.append(card)
    return done


def remove_damage(game: Context, link: Link, effect: RemoveDamage) -> None:
    """enc-r2b: damage counters taken off each card picked, as the link resolves (709.2d): no heal packet (407.2), as a
    switch removes damage without healing it (405.7); a card with less loses all it has (405.1). The total removed is
    the link's "that many" for a later effect ("for each damage removed this way", 405.6)."""
    views = compute_views(game.state)
    removed = 0
    for card in select(game.state, effect.from_, views, link.controller, link.source, link.targets):
        n = (its_amount(effect.remove_damage, card, views) if isinstance(effect.remove_damage, Its)
             else link_amount(game, link, effect.remove_damage, views))
        off = min(n, card.damage)
        card.damage -= off
        removed += off
        game.trace.add(f"{link.source}'s modifier removes {off} damage from {card}"
                       + (f" ({n} would be removed, but it had only {off})" if off < n else "")
                       + f"; now {card.damage} damage. It is not healed: no heal packet is made, so nothing that "
                       "replaces, prevents or triggers on healing applies.", "405.1", "405.7", "407.2", "709.2d",
                       power=link.source.name)
    link.last_count = removed  # 'for each damage removed this way' (405.6)


def draw(game: Context, link: Link, effect: Draw) -> list:
    """The cards drawn, for "if you do" (709.2f): a draw replaced by something else draws nothing."""
    if effect.player in ("each", "each-friendly"):  # "each player draws": in turn order from the turn player;
        return [c for each in game.state.clockwise_from(game.state.turn_player)  # enc-enter9: or only you and your
                if effect.player == "each" or game.state.friendly(link.controller, each.name)  # teammates
                if not effect.optional or chooses_to_draw(game, link, each.name)  # enc-enter15: each his own choice
                for c in draw_cards(game, each.name, effect.draw)]
    if effect.player == "fewest-in-hand":  # enc-r2d: 'he draws', he the player with fewest cards in hand
        player, said = fewest_in_hand(game)
        game.trace.add(f"{link.source}'s effect reads the hands as it resolves ({said}): "
                       + (f"{player} has fewer cards in hand than each other player, so {player} draws." if player else
                          "no player has fewer cards in hand than each other player, so nobody draws."),
                       "415.4a", "709.2d", *([] if player else ["709.2c"]), power=link.source.name)
        if player is None:
            return []
        return draw_cards(game, player, link_amount(game, link, effect.draw, compute_views(game.state)))
    player = player_of(game, link, effect.player)  # "that character's controller draws", "target player draws"
    if player is None:
        game.trace.add("There is no such card, so no player draws.", "709.2c")
        return []
    if effect.optional and not chooses_to_draw(game, link, player):
        return []
    return draw_cards(game, player, link_amount(game, link, effect.draw, compute_views(game.state)))


def chooses_to_draw(game: Context, link: Link, player: str) -> bool:
    """enc-enter15: 'each friendly player may draw a card': the link tells that player to draw, so he makes the
    choice, as it resolves (709.2b)."""
    pick = game.decide(Decision(player, "may", "709.2b", f"whether to draw for {link.source}'s effect",
                                [Option("yes", "yes", "yes"), Option("no", "no", "no")]))
    if pick.key == "no":
        game.trace.add(f"{player} chooses not to draw.", "709.2b")
    return pick.key == "yes"


def draw_replacement(game: Context, player: str, applied: frozenset = frozenset()):
    """716.1c: a modifier that exists now and replaces this player's draw ("if you would draw"); not one
    that already changed the draw this one comes from (``applied``, 716.1e: enc-if9's draws instead)."""
    state = game.state
    views = compute_views(state)
    hero = state.hero(player)
    for card, powers in powers_in_play(state):
        for power in powers:
            rep = power.replacement
            if rep is not None and rep.when.event == "draw" \
                    and (rep.instead.take is not None or rep.instead.skip or rep.instead.draw is not None) \
                    and (rep.when.subject is None or (hero is not None and hero.oid in views and
                                                      matches(state, rep.when.subject, views[hero.oid], card.controller, card))) \
                    and not drawn_instead.changed_it(game, player, card, rep, applied) \
                    and skipped_draw.chosen(game, player, card, rep):  # enc-if8: a 'may' asks its controller
                return card, rep
    return None


def replace_draw(game: Context, player: str, card: Card, rep, applied: frozenset = frozenset()) -> list:
    """716.1a: the draw never happens; 716.1d: it is replaced even if nothing can be taken. The cards
    the player drew instead (enc-if9), for 'if you do' (709.2f)."""
    if rep.instead.skip:  # enc-if8: 'skip drawing it instead': nothing happens instead
        skipped_draw.skip(game, player, card)
        return []
    if rep.instead.draw is not None:  # enc-if9: 'draw two instead', 'you draw one instead'
        who = drawn_instead.announce(game, player, card, rep)
        drawn = draw_cards(game, who, rep.instead.draw, applied | {drawn_instead.key(card, rep)})
        return drawn if who == player else []
    state = game.state
    found = sorted(select(state, rep.instead.take, compute_views(state), card.controller, card),
                   key=lambda c: c.timestamp)
    empty = not any(c.zone == "deck" and c.owner == player for c in state.cards.values())
    decked = (f" {player}'s deck is empty, but as no card is drawn from it, {player} is not decked." if empty else "")
    more = ["415.9e", "410.6b"] if empty else []
    if not found:
        game.trace.add(f"{player} would draw a card, but {card} replaces the draw; no card fits what it takes "
                       f"instead, so nothing happens, and {player} does not draw.{decked}", "716.1", "716.1a", "716.1d",
                       *more, power=card.name)
        return []
    pick = game.decide(Decision(player, "take", "716.1", "the card to put into their hand instead of drawing",
                                [card_option(c, c.name) for c in found]))
    taken = next(c for c in found if str(c.oid) == pick.key)
    state.move(taken, "hand")
    game.trace.add(f"{player} would draw a card, but {card} replaces the draw: {taken} goes into their hand "
                   f"instead; no card is drawn.{decked}", "716.1", "716.1a", *more, power=card.name)
    return []


def draw_cards(game: Context, player: str, n: int, applied: frozenset = frozenset()) -> list:
    """A draw takes the top card of your deck into your hand (415.9e), one card at a time; with no
    card left to draw, the player is decked (410.6b). Returns the cards drawn. ``applied``: the
    replacements that made these draws, which can't replace them (716.1e)."""
    found = []
    for _ in range(n):
        replaced = draw_replacement(game, player, applied)
        if replaced is not None:
            found += replace_draw(game, player, *replaced, applied)
            continue
        deck = deck_of(game.state, player)
        if not deck:
            game.state.player(player).decked = True
            game.trace.add(f"{player} has to draw a card, but their deck is empty.", "415.9e", "410.6b")
            continue
        views = compute_views(game.state)
        drawn = game.state.move(deck[0], "hand")
        game.trace.add(f"{player} draws a card: the top card of their deck goes into their hand.", "415.9e")
        found.append(drawn)
        hero = game.state.hero(player)  # the player, as an event sees them ("when an opponent draws a card")
        if hero is not None:
            watch(game, [Event("draw", subject=hero, moved=drawn)], views)
    return found


def cards(n: int) -> str:
    return f"{n} card" if n == 1 else f"{n} cards"


def draw_until(game: Context, link: Link, effect: DrawUntil) -> None:
    """713.2: at or beyond the limit already, nothing happens; otherwise draw one card at a time
    until the hand reaches it. 713.2a: a draw replaced by "put a card from [zone] into your hand"
    goes on until the limit or until that zone has no card left; an empty deck decks the player
    (410.6b) and ends it."""
    player = link.controller
    if effect.draw_until == "max-hand-size":
        limit = max_hand_size(game.state, player)
        game.trace.add(f"{player}'s maximum hand size is {limit} now.", "415.4b")
    else:
        limit = link_amount(game, link, effect.draw_until, compute_views(game.state))

    def hand() -> int:
        return sum(1 for c in game.state.cards.values() if c.zone == "hand" and c.owner == player)
    if hand() >= limit:
        game.trace.add(f"{player} has {cards(hand())} in hand, already at or beyond {limit}: they draw nothing.",
                       "713.2")
        return
    game.trace.add(f"{player} has {cards(hand())} in hand, fewer than {limit}: they draw one card at a time until "
                   f"they have {limit}.", "713.2")
    while hand() < limit:
        replaced = draw_replacement(game, player)
        if replaced is not None and drawn_instead.by_another(player, *replaced):  # enc-if9: 713.2a's third case
            drawn_instead.until_decked(game, player, *replaced, lambda who, applied: draw_cards(game, who, 1, applied))
            return
        if replaced is not None:
            had = hand()
            replace_draw(game, player, *replaced)
            if hand() == had and replaced[1].instead.draw is not None:  # enc-if9: no card left to draw instead
                game.trace.add(f"The draws instead put no card into {player}'s hand, so the drawing stops short of "
                               f"{limit}.", "713.2a", power=replaced[0].name)
                return
            if hand() == had:
                where = "The draw is skipped and no card is taken" if replaced[1].instead.skip else \
                    f"No card is left where {replaced[0]} takes one from instead of a draw"  # enc-if8
                game.trace.add(f"{where}, so the drawing stops short of {limit}.", "713.2a", power=replaced[0].name)
                return
            game.trace.add(f"A draw replaced this way counts toward the limit: {player} now has {cards(hand())}.",
                           "713.2a", power=replaced[0].name)
            continue
        if not deck_of(game.state, player):
            draw_cards(game, player, 1)  # 410.6b: decked
            return
        draw_cards(game, player, 1)


def discard(game: Context, link: Link, effect: Discard) -> list[Card]:
    """415.9d: discard one card at a time; the discarding player picks each (interchangeable copies
    need no answer). With an empty hand the rest can't be done (712.3). The cards discarded, if every
    discard was made, for 'if you do' (709.2f; enc-if); none otherwise."""
    views = compute_views(game.state)
    player = player_of(game, link, effect.player)
    if player is None:
        game.trace.add("There is no such card, so no player discards.", "712.3")
        return []
    n = link_amount(game, link, effect.discard, views)
    if effect.discard == "dealt-this-way":
        game.trace.add(f"{link.source}'s packets dealt {n} damage this way, so {player} discards {n} "
                       f"card{'s' if n != 1 else ''}.", "405.6", "709.2d")
    elif not isinstance(effect.discard, int):  # enc-deal4: 'a card for each …', counted as the link resolves
        game.trace.add(f"{link.source}'s number of cards to discard is read as it resolves: {n}, so {player} discards "
                       f"{n} card{'s' if n != 1 else ''}.", "709.2d")
    done: list[Card] = []
    for i in range(n):
        hand = sorted((c for c in game.state.cards.values() if c.zone == "hand" and c.owner == player),
                      key=lambda c: c.timestamp)
        if not hand:
            game.trace.add(f"{player}'s hand is empty: the other {'discard' if n - i == 1 else f'{n - i} discards'} "
                           "can't be done.", "712.3")
            return []
        pick = game.decide(Decision(player, "discard", "415.9d", "a card to discard",
                                    [card_option(c, c.name) for c in hand]))
        card = next(c for c in hand if str(c.oid) == pick.key)
        discard_card(game, card, f"{player} discards {card}.", "415.9d")
        done.append(card)
    return done


def may_pay(game: Context, link: Link, effect: MayPay) -> None:
    """712.7: "you may pay (N)" is offered only if you can pay it all; 709.2f: "if you do" checks
    that the payment was made."""
    player = link.controller
    if game.state.player(player).ready_resources < effect.may_pay:
        game.trace.add(f"{player} can't pay ({effect.may_pay}), so can't choose to; the \"if you do\" part "
                       "doesn't happen.", "712.7", "709.2f")
        return not_paid(game, link, effect)
    pick = game.decide(Decision(player, "may", "712.7", f"whether to pay ({effect.may_pay}) for {link.source}'s effect",
                                [Option("yes", "yes", "yes"), Option("no", "no", "no")]))
    if pick.key == "no":
        game.trace.add(f"{player} chooses not to pay; the \"if you do\" part doesn't happen.", "709.2f")
        return not_paid(game, link, effect)
    pay(game, player, effect.may_pay, f"{link.source}'s effect")
    game.trace.add(f"{player} paid, so the \"if you do\" part happens.", "709.2f")
    for inner in effect.if_you_do:
        perform(game, link, inner)


def not_paid(game: Context, link: Link, effect: MayPay) -> None:
    """'Otherwise, …': the payment was not made, so what the text says for that case happens (709.2f's check)."""
    if effect.otherwise:
        game.trace.add(f"{link.controller} did not pay, so the \"otherwise\" part happens.", "709.2f")
    for inner in effect.otherwise:
        perform(game, link, inner)


def create_continuous(game: Context, link: Link, effect: CreateContinuous) -> None:
    """714.3: a definite continuous modifier, stamped as the link resolves (718.2d); it keeps
    checking which cards it affects (714.3e). compute_views applies it."""
    state = game.state
    chosen = list(link.chosen_targets.values())
    whose = link.controller if effect.duration == "until-your-next-turn" else chosen[0].controller if chosen else None
    anchor = None
    if effect.remains is not None:  # 714.3b: only if the card has remained so since the link was added
        anchor = remaining_card(game, link, effect.remains)
        if anchor is None:
            return
    gainer = player_of(game, link, effect.gained_by) if effect.gained_by is not None else None  # 706.1, 401.3
    if effect.gained_by is not None and gainer is None:
        game.trace.add(f"{link.source}'s modifier would give its target player control, but there is none: no "
                       "modifier is made.", "706.1", "401.3", power=link.source.name)
        return
    effect = locked_in(game, link, effect)  # enc-stat (s10): X, a count or a total, read now (709.2d)
    state.modifiers.append(Modifier(state.new_mid(), effect, link.controller, link.source,
                                    dict(link.targets), state.tick(), effect.uses, state.turn, until_turn_of=whose,
                                    anchor=anchor, since=link.added_at, combat=state.combat, player=gainer))
    lasting = ("this turn" if effect.duration == "this-turn" else "until the game ends" if effect.duration == "game"
               else "this combat" if effect.duration == "this-combat"
               else f"until the start of {whose}'s next turn")
    if anchor is not None:
        lasting = f"for as long as {anchor} remains {remains_words(effect.remains.state, link.controller)}"
    if effect.uses:
        lasting += f", or until it has changed {'one cost' if effect.uses == 1 else f'{effect.uses} costs'}"
    dealt = effect.create_continuous.affects is not None and effect.create_continuous.affects.dealt_this_way
    if dealt:  # 709.2d: the cards the link's packets were dealt to, read now
        found = select(state, effect.create_continuous.affects, compute_views(state), link.controller, link.source,
                       link.targets)
        lasting += f", on {', '.join(map(str, found)) or 'no card'} (dealt damage this way)"
    game.trace.add(f"{link.source} creates a continuous modifier lasting {lasting}.", "712.2", "714.3", "718.2d",
                   *(["714.3b"] if anchor is not None else []), *(["709.2d"] if dealt else []), power=link.source.name)


LOCKED_FIELDS = (("atk", "ATK"), ("health", "health"), ("defense", "DEF"))


def locked_in(game: Context, link: Link, effect: CreateContinuous) -> CreateContinuous:
    """enc-stat (s10), 709.2d: a modifier the link makes whose change is X, a count, a total or counters
    ('+1 ATK this turn for each resource you control', '+X ATK this turn') reads that number from the game
    as the link resolves; once read it is locked in, and the modifier changes the cards by that number
    for its whole duration (unlike a power in play's, which reads the game as it now is, 714.2)."""
    stat = effect.create_continuous
    read = [(field, label, getattr(stat, field)) for field, label in LOCKED_FIELDS
            if getattr(stat, field) is not None and not isinstance(getattr(stat, field), int)]
    if not read:
        return effect
    views = compute_views(game.state)
    fixed = {field: link_amount(game, link, value, views) for field, _, value in read}
    said = " and ".join(f"{fixed[field]:+d} {label}" for field, label, _ in read)
    game.trace.add(f"{link.source}'s modifier reads its change as the link resolves and locks it in: {said}.",
                   "709.2d", power=link.source.name)
    return effect.model_copy(update={"create_continuous": stat.model_copy(update=fixed)})


def remaining_card(game: Context, link: Link, remains) -> Card | None:
    """714.3b: the card of "for as long as [card] remains [state]", if it has remained in that state
    from the moment the link was added until now; otherwise None, and the link makes no modifier."""
    state = game.state
    views = compute_views(state)
    found = select(state, remains.of, views, link.controller, link.source, link.targets)
    card = found[0] if found else (link.source if remains.of.this else None)
    if card is not None and remained(state, card, remains.state, link.added_at, link.controller):
        return card
    gone = card is None or state.cards.get(card.oid) is not card or card.zone != "play"
    what = card or "that card"
    why = (f"{what} has left play or become a new card since the link was added" if gone
           else f"{what} is not {remains.state} now" if remains.state == "exhausted" and not card.exhausted
           else f"{what} has changed control since the link was added" if remains.state == "under-your-control"
           else f"{what} was readied after the link was added; being exhausted again now is not having remained so")
    game.trace.add(f"The modifier would last for as long as {what} remains "
                   f"{remains_words(remains.state, link.controller)}, but {why}. The link "
                   "creates no such modifier.", "714.3b", *(["415.9a"] if gone else []), power=link.source.name)
    return None


def remove_from_game(game: Context, link: Link, effect: RemoveFromGame) -> None:
    """415.7a: each card picked goes to its owner's removed-from-game zone, marked as removed by
    this link's card ("removed this way")."""
    views = compute_views(game.state)
    gone = select(game.state, effect.remove_from_game, views, link.controller, link.source, link.targets)
    if effect.count is not None:  # enc-turn10: "remove three cards in a graveyard": that many, of one graveyard
        gone = from_one_graveyard(game, link, gone, effect.count)
        if not gone:
            return []
    if effect.one and len(gone) > 1:  # "remove an ally card in your graveyard": the controller picks (709.2b)
        pick = game.decide(Decision(link.controller, "remove", "709.2b", "the card to remove from the game",
                                    [card_option(c, c.name) for c in sorted(gone, key=lambda c: c.timestamp)]))
        gone = [c for c in gone if str(c.oid) == pick.key]
    gone = staying(game, gone, "be removed from the game")
    before = compute_views(game.state)
    arrived = []
    for card in gone:
        moved = game.state.move(card, "removed")
        moved.moved_by = link.source.label
        moved.face_down = card.face_down and card.zone == "play"  # 415.7a: a face-down resource goes face down
        arrived.append(moved)
    if gone:
        down = any(c.face_down for c in arrived)
        game.trace.add(f"{link.source}'s effect removes {len(gone)} card{'s' if len(gone) != 1 else ''} from the "
                       f"game: {', '.join(map(str, gone))}"
                       f"{' (face down, and blank as it leaves play)' if down else ''}.", "415.7a",
                       *(["412.1b"] if down else []))
        watch(game, [Event("removed", subject=c) for c in arrived], before, {c.oid: printed(c) for c in arrived})
        out = [(c, before[c.oid]) for c in gone if c.oid in before]  # from play: it leaves play (400.4)
        if out:
            watch_destroyed(game, fall_with_hosts(game, [c for c, _ in out], before), before, out)
    else:
        game.trace.add(f"No card fits what {link.source}'s effect removes from the game: that part can't be done.",
                       "712.3")
    return arrived


def from_one_graveyard(game: Context, link: Link, cards: list[Card], count: int) -> list[Card]:
    """709.2b: "remove three cards in a graveyard from the game": the link's controller picks a graveyard holding at
    least that many cards that fit (in turn order, 802, when he has a choice), then that many of its cards, one at a
    time; the action must be one that can be carried out, so with no graveyard holding that many, none is removed —
    and an "if you do" after it doesn't happen (709.2f)."""
    owners = [p.name for p in game.state.clockwise_from(game.state.turn_player)]
    full = [name for name in owners if sum(c.owner == name for c in cards) >= count]
    if not full:
        game.trace.add(f"No graveyard holds {count} cards that fit what {link.source}'s effect removes from the game: "
                       "that removal can't be carried out, so no card is removed.", "709.2b")
        return []
    whose = full[0]
    if len(full) > 1:
        whose = game.decide(Decision(link.controller, "graveyard", "709.2b", "the graveyard to remove the cards from",
                                     [Option(name, name, name) for name in full])).key
    left = sorted((c for c in cards if c.owner == whose), key=lambda c: c.timestamp)
    chosen: list[Card] = []
    while len(chosen) < count:
        if len(left) == count - len(chosen):  # the rest must all go
            chosen += left
            break
        pick = game.decide(Decision(link.controller, "remove", "709.2b", "a card to remove from the game",
                                    [card_option(c, c.name) for c in left]))
        chosen += [c for c in left if str(c.oid) == pick.key]
        left = [c for c in left if str(c.oid) != pick.key]
    game.trace.add(f"{link.controller} picks {count} cards of {whose}'s graveyard to remove from the game: "
                   f"{', '.join(map(str, chosen))}.", "709.2b")
    return chosen


def look_at_hand(game: Context, link: Link, effect: LookAtHand) -> list[Card]:
    """415.4a: a hand is hidden information, though how many cards it holds is public; this effect
    shows the target player's hand to the link's controller, who chooses a card, which is then
    removed from the game (415.7a) or discarded (415.9d) — or who only looks ('nothing')."""
    state, player = game.state, link.controller
    whose = link.players.get(effect.look_at_hand.target_player)
    hand = sorted((c for c in state.cards.values() if c.zone == "hand" and c.owner == whose),
                  key=lambda c: c.timestamp)
    game.trace.add(f"{player} looks at {whose}'s hand ({len(hand)} card{'s' if len(hand) != 1 else ''}: "
                   f"{', '.join(map(str, hand)) or 'none'}): a hand is hidden, and only this effect lets another "
                   "player see it.", "415.4a", power=link.source.name)
    if effect.then == "nothing":  # "look at target player's hand": no card is chosen
        return []
    if not hand:
        game.trace.add(f"{whose}'s hand is empty: there is no card to choose.", "712.3")
        return []
    if effect.fits is not None:  # enc-misc2: 'choose an ally card': only a card that fits, as printed (415.4a)
        hand = [c for c in hand if matches(state, effect.fits, printed(c), player, link.source, link.targets)]
        if not hand:
            game.trace.add(f"No card of {whose}'s hand fits: there is no card to choose.", "712.3",
                           power=link.source.name)
            return []
    pick = game.decide(Decision(player, "take", "709.2b", f"the card of {whose}'s hand to choose",
                                [Option(c.label, str(c.oid), c.name) for c in hand]))
    card = next(c for c in hand if str(c.oid) == pick.key)
    if effect.then == "discard":
        return [put_in_graveyard(game, card, f"{whose} discards {card}.", "415.9d")]
    moved = state.move(card, "removed")
    moved.moved_by = link.source.label
    game.trace.add(f"{player} chooses {card}, and it is removed from the game.", "415.7a", power=link.source.name)
    return [moved]


def create_trigger(game: Context, link: Link, effect: CreateTrigger) -> None:
    """715.1: a triggered modifier; it remembers this link's packets for "this way", and the cards its
    ``remembers`` picks now (714.3f), which its effect names (enc-turn8)."""
    state = game.state
    marks = remembering(game, link, effect)
    state.modifiers.append(Modifier(state.new_mid(), effect, link.controller, link.source, marks, state.tick(), None,
                                    state.turn, batch=link_batch(game, link)))
    lasting = "this turn" if effect.duration == "this-turn" else "until the game ends"
    game.trace.add(f"{link.source}'s effect creates a triggered modifier lasting {lasting}"
                   f"{' (or until it has triggered once)' if effect.create_trigger.once else ''}; nothing is chosen "
                   "for it until it triggers.", "715.1", "712.2", power=link.source.name)
    if effect.remembers is not None:  # enc-turn8: the cards it picked as it was made (714.3f)
        picked = [c for k, c in marks.items() if k.startswith(REMEMBERED)]
        game.trace.add(f"The modifier remembers {', '.join(map(str, picked)) or 'no card'}: its effect will name those "
                       "cards, and no card that comes to fit later.", "714.3f", "715.1", power=link.source.name)


def remembering(game: Context, link: Link, effect: CreateTrigger) -> dict[str, Card]:
    """The link's marks for the modifier, with the cards its ``remembers`` picks now in place of any it was given."""
    marks = {k: c for k, c in link.targets.items() if not k.startswith(REMEMBERED)}
    if effect.remembers is None:
        return marks
    picked = select(game.state, effect.remembers, compute_views(game.state), link.controller, link.source, link.targets)
    return {**marks, **{f"{REMEMBERED}#{i}": c for i, c in enumerate(picked, 1)}}


def dont_ready(game: Context, link: Link, effect: DontReady) -> None:
    """714.3f: the modifier flags the cards it picks now and affects only them for its whole
    duration; turns.begin_turn applies it in the controller's next ready step."""
    state = game.state
    flagged = select(state, effect.dont_ready, compute_views(state), link.controller, link.source, link.targets)
    state.modifiers.append(Modifier(state.new_mid(), effect, link.controller, link.source,
                                    {f"flagged:{i}": c for i, c in enumerate(flagged)}, state.tick(), 1, state.turn))
    game.trace.add(f"{link.source}'s effect creates a modifier that flags {', '.join(map(str, flagged)) or 'no card'}: "
                   f"they don't ready during {whose_step(link, effect)} next ready step. A card that is not flagged "
                   "now never will be.", "714.3f", "712.2", power=link.source.name)
    marked_among_alike(game, flagged, "flagged not to ready")  # 415.8c


def whose_step(link: Link, effect: DontReady) -> str:
    return f"{link.controller}'s" if effect.whose == "you" else "their controller's"


def gain_control(game: Context, link: Link, effect: GainControl) -> None:
    """401.3: control changes; the card stays the same card (415.9a) and leaves one party for the
    other (415.8b)."""
    views = compute_views(game.state)
    gainer = player_of(game, link, effect.player)  # "target player gains control of …" (706.1)
    joined = []
    for card in select(game.state, effect.gain_control, views, link.controller, link.source, link.targets):
        if gainer is None or card.controller == gainer:
            continue
        before, card.controller = card.controller, gainer
        joined.append(card)
        game.trace.add(f"{gainer} gains control of {card} from {before}: it is the same card, now in "
                       f"{gainer}'s party.", "401.3", "415.8b", *(["706.1"] if effect.player != "you" else []))
    joined_party(game, joined)  # 415.8b: each enters its new controller's party


def one_each(game: Context, link: Link, sels) -> list[Card | None]:
    """The card each selector picks (the first, by age), or None where it picks none."""
    views = compute_views(game.state)
    found = []
    for sel in sels:
        cards = sorted(select(game.state, sel, views, link.controller, link.source, link.targets),
                       key=lambda c: c.timestamp)
        found.append(cards[0] if cards else None)
    return found


def switch_damage(game: Context, link: Link, effect: SwitchDamage) -> None:
    """405.7: the one with more damage loses some and the one with less gets some, so that each ends
    with what the other had; no packet, so nothing replaces or prevents it, and no healing."""
    views = compute_views(game.state)
    a, b = one_each(game, link, effect.switch_damage)
    if a is None or b is None or not views[a.oid].is_character or not views[b.oid].is_character:
        game.trace.add(f"{link.source}'s modifier would switch the damage on two characters, but "
                       f"{'they are' if a is None and b is None else 'one of them is'} not in play: nothing happens.",
                       "405.7")
        return
    a.damage, b.damage = b.damage, a.damage
    game.trace.add(f"{link.source}'s modifier switches the damage on {a} and {b}: now {a.damage} on {a} and "
                   f"{b.damage} on {b}. No damage is dealt and none is healed, so nothing can replace or prevent "
                   "it.", "405.7", power=link.source.name)


def exchange_control(game: Context, link: Link, effect: ExchangeControl) -> None:
    """415.8e: the exchange happens only between cards controlled by different players; each card
    stays the same card and changes party (401.3, 415.8b)."""
    a, b = one_each(game, link, effect.exchange_control)
    if a is None or b is None or a.controller == b.controller:
        whose = "one of them is not in play" if a is None or b is None else f"{a.controller} controls both"
        game.trace.add(f"{link.source}'s modifier would exchange control of two cards, but {whose}: nothing "
                       "happens.", "415.8e")
        return
    a.controller, b.controller = b.controller, a.controller
    game.trace.add(f"{link.source}'s modifier exchanges control of {a} and {b}: {a.controller} now controls {a}, "
                   f"and {b.controller} controls {b}. Each is the same card, now in a new party.", "415.8e", "401.3",
                   "415.8b", power=link.source.name)
    joined_party(game, [a, b])  # 415.8b: each enters the other player's party, at the same time


def create_modifier(game: Context, link: Link, effect: CreateModifier) -> None:
    state = game.state
    spec = effect.create_modifier
    prevent = spec.instead.prevent
    if prevent is not None and not isinstance(prevent, int) and prevent != "all":  # enc-deal6: X or a count, read
        prevent = link_amount(game, link, prevent, compute_views(state))  # once as the link resolves (709.2d)
    mod = Modifier(state.new_mid(), spec, link.controller, link.source, dict(link.targets),
                   state.tick(), spec.uses, state.turn,
                   prevent_left=prevent if isinstance(prevent, int) else None,
                   combat=state.combat)
    state.modifiers.append(mod)
    lasting = {"this-turn": "this turn", "this-combat": "this combat"}.get(spec.duration, "while it is in play")
    if prevent is not None:
        game.trace.add(f"{link.source} creates a prevention modifier that can prevent {prevent} "
                       f"damage, lasting {lasting}" + (" (the amount read as it resolves)"
                                                       if prevent != spec.instead.prevent else "") + ".",
                       "712.1", "717.2", *(["709.2d"] if prevent != spec.instead.prevent else []),
                       power=link.source.name)
        return
    game.trace.add(f"{link.source} creates a replacement modifier lasting {lasting}.", "712.1", "716.1",
                   power=link.source.name)


def put_token(game: Context, link: Link, effect: PutToken) -> Card | list[Card]:
    """404.2: one token, or as many as the amount says, one after another; with several, "that many"
    afterwards counts them. enc-reward4: under the control of the player the effect names (404.2a), each
    opponent's in turn (802.1)."""
    players = [p for p in ([link.controller] if effect.player == "you" else choosers(game, link, effect.player)) if p]
    if not players:
        game.trace.add("There is no such player, so no token enters play.", "709.2c")
        return []
    if effect.count == 1 and len(players) == 1:
        return one_token(game, link, effect, players[0])
    n = link_amount(game, link, effect.count, compute_views(game.state))
    game.trace.add(f"{link.source}'s effect puts {n} {effect.put_token} ally token{'s' if n != 1 else ''} into "
                   "play" + (f" under each of {', '.join(map(str, players))}'s control" if len(players) > 1 else "")
                   + ", as many as its amount reads now.", "709.2d", "404.2")
    return [one_token(game, link, effect, player) for player in players for _ in range(n)]


def one_token(game: Context, link: Link, effect: PutToken, player: str | None = None) -> Card:
    player = player or link.controller
    count = game.token_serial()
    if effect.name_chosen is not None:  # the name made up as the card was played (200.3)
        effect = effect.model_copy(update={"name": link.source.chosen.get(effect.name_chosen, effect.put_token)})
    token = new_token(game, link, token_card(effect), count, player=player)
    link.targets[f"{PUT_THIS_WAY}#{len(slot_cards(link.targets, PUT_THIS_WAY)) + 1}"] = token  # 'them' (709.2d)
    named = f" named {effect.name}" if effect.name else ""
    game.trace.add(f"A {effect.put_token} ally token{named} ({effect.atk} ATK / {effect.health} health) enters play "
                   f"under {player}'s control, as {token}; a token enters play like a card.", "404.2", "404.2a",
                   "710.1")
    place(game, token)  # 710.1b: in its controller's ally row (404.2a)
    entered(game, [token])  # 710.1d: a token entering play triggers "enters play" powers like a card
    return token


def new_token(game: Context, link: Link, definition: CardDefinition, count: int, exhausted: bool = False,
              player: str | None = None) -> Card:
    """A token the link's effect makes, in play under its controller's control, or the player's the effect names
    (404.2, 404.2a), not yet placed."""
    token = game.state.add_card(f"{slug(definition.name)}-token-{count}", definition, player or link.controller, "play",
                                token=True, exhausted=exhausted)
    token.moved_by = link.source.label  # "that ally": the token this effect put into play
    return token


def token_card(effect: PutToken) -> CardDefinition:
    """404.2: a token with no name given is named after its tag; it has the powers it is given. Made
    once per effect (frozen card data, read_once): the tokens an effect makes share their printed
    information, as cards of one name share theirs."""
    return read_once(_TOKEN_CARDS, effect, _token_card)


_TOKEN_CARDS: dict[int, tuple] = {}  # id(effect) → (the effect, the card definition of its tokens)


def _token_card(effect: PutToken) -> CardDefinition:
    return CardDefinition(name=effect.name or effect.put_token, type=effect.kind, tags=[effect.put_token, *effect.tags],
                          traits=effect.traits, keywords=effect.keywords, atk=effect.atk,
                          damage_type=effect.damage_type, health=effect.health, powers=effect.powers,
                          text=f"A {effect.atk} ATK / {effect.health} health {effect.kind} token"
                               + (" with powers given by the card that made it." if effect.powers else "."))


def put_token_copy(game: Context, link: Link, effect: PutTokenCopy) -> list[Card]:
    """enc-stat (s11): a token copy of each card picked in play (PutTokenCopy), entering play together: their
    "enters play" powers trigger like a card's (710.1d); with no card in play to copy, no token."""
    views = compute_views(game.state)
    made = [token_copy(game, link, original, effect.exhausted) for original in
            select(game.state, effect.put_token_copy, views, link.controller, link.source, link.targets)
            if original.zone == "play"]
    if made:
        entered(game, made)
    else:
        game.trace.add(f"The card {link.source}'s effect would copy is not in play: no token is put into play.",
                       "404.2", "709.2c", power=link.source.name)
    return made


def token_copy(game: Context, link: Link, original: Card, exhausted: bool) -> Card:
    """One token copy: the card's printed information as it now is, copied information included (402.2,
    402.2a), cost 0 as every token's (404.2); it enters play under the link's controller's control like a card
    (404.2a, 710.1), into its row, exhausted if the effect says so (710.1b)."""
    definition = original.definition.model_copy(update={"cost": 0})
    token = new_token(game, link, definition, game.token_serial(), exhausted)
    deeper = original.own_definition is not None
    game.trace.add(f"A token copy of {original} enters play under {link.controller}'s control, as {token}"
                   f"{', exhausted' if exhausted else ''}: it takes on {original}'s printed information "
                   f"({definition.name}){', as copied' if deeper else ''}, but its cost is 0, as every token's; a "
                   "token enters play like a card.", "404.2", "402.2", *(["402.2a"] if deeper else []), "404.2a",
                   "710.1", *(["710.1b"] if exhausted else []), power=link.source.name)
    place(game, token)  # 710.1b: in its controller's row (404.2a)
    return token


def put_into_play(game: Context, link: Link, effect: PutIntoPlay) -> None:
    """A card put into play enters under the link's controller's control (or its owner's), as a new
    card (415.9a). All the cards one effect puts into play enter at once: one event (703.3c)."""
    views = compute_views(game.state)
    cards = []
    for card in select(game.state, effect.put_into_play, views, link.controller, link.source, link.targets):
        if effect.max_cost == "your-resources":
            cost, have = printed_cost(card.definition), game.state.player(link.controller).resources
            if cost > have:
                game.trace.add(f"{card} costs {cost}, more than the {have} resources {link.controller} has: "
                               "it is not put into play.", "403.5a")
                continue
        if effect.optional and not owner_puts(game, link, card):  # enc-enter15: 'its owner may put it …' (709.2b)
            continue
        cards.append(card)
    for card in enter_at_once(game, cards, lambda card: link.controller if effect.under == "you" else card.owner):
        link.targets[f"{PUT_THIS_WAY}#{len(slot_cards(link.targets, PUT_THIS_WAY)) + 1}"] = card  # enc-turn9: 'it' (709.2d)


def owner_puts(game: Context, link: Link, card: Card, where: str = "into play") -> bool:
    """enc-enter15: 'its owner may put it from his graveyard into play (into his hand)': the link tells the card's owner
    to act, so he chooses as it resolves (709.2b)."""
    pick = game.decide(Decision(card.owner, "may", "709.2b", f"whether to put {card} {where} with {link.source}'s "
                                "effect", [Option("yes", "yes", "yes"), Option("no", "no", "no")]))
    if pick.key == "no":
        game.trace.add(f"{card.owner} chooses not to put {card} {where}.", "709.2b")
    return pick.key == "yes"


def ready_resources(game: Context, link: Link, effect: ReadyResources) -> None:
    """Ready up to that many exhausted resources (411.1); "may": that player decides now (709.2b)."""
    name = link.controller if effect.player == "you" else link.players.get(effect.player.target_player)
    if name is None or name not in [p.name for p in game.state.active_players]:
        return
    if effect.may:
        pick = game.decide(Decision(name, "may", "709.2b", f"whether to ready resources with {link.source}'s effect",
                                    [Option("yes", "yes", "yes"), Option("no", "no", "no")]))
        if pick.key == "no":
            game.trace.add(f"{name} chooses not to ready any resources.", "709.2b")
            return
    n = link_amount(game, link, effect.ready_resources, compute_views(game.state))
    if effect.up_to:  # 'up to N': how many, from none to as many as could be readied (709.2b)
        n = how_many_resources(game, link, name, n)
    readied = len(ready_some(game, name, n))
    game.trace.add(f"{name} readies {readied} of their resources"
                   f"{f' (only {readied} were exhausted)' if readied < n else ''}.", "411.1", "412.2")


def how_many_resources(game: Context, link: Link, name: str, n: int) -> int:
    """'Ready up to N of your resources' (709.2b): the player names how many, none to N, no more than are
    exhausted (411.1)."""
    most = min(n, sum(1 for c in game.state.player(name).resource_cards() if c.exhausted))
    pick = game.decide(Decision(name, "how-many", "709.2b", f"how many resources to ready (up to {n}) with "
                                f"{link.source}'s effect", [Option(str(k), str(k), str(k)) for k in range(most + 1)]))
    return int(pick.key)


def put_into_resource_row(game: Context, link: Link, effect: PutIntoResourceRow) -> None:
    """Each card picked goes into its owner's resource row face down: a new card (415.9a, even
    though it stays in play), a blank resource its owner controls (412.1b); its attachments are
    destroyed (400.4). "Then exhaust it": the new card is exhausted."""
    state = game.state
    before = compute_views(state)
    cards = select(state, effect.put_into_resource_row, before, link.controller, link.source, link.targets)
    followed(game, effect.put_into_resource_row, cards)
    for card in cards:
        moved = state.move(card, "play")
        moved.row, moved.face_down = "resource", True
        game.trace.add(f"{card} is put into {card.owner}'s resource row face down. It is a new card: a blank "
                       f"face-down resource that {card.owner} controls.", "412.1b", "415.9a", "415.8a")
        if effect.exhausted:
            exhaust(game, moved, " (a face-down resource now)")
    watch_destroyed(game, fall_with_hosts(game, cards, before), before)


def put_into_hand(game: Context, link: Link, effect: PutIntoHand) -> list[Card]:
    """Cards from another zone into their owner's hand, not a draw (415.9e): the player chooses, one
    at a time, up to the number allowed (or exactly ``count``); with ``different_names`` no two share
    a name (709.2b). With ``player: each`` every player chooses for themselves, the turn player
    first and then clockwise, and then all the cards go at once (802.1)."""
    state = game.state
    views = compute_views(state)
    players = ([link.controller] if effect.player == "you"
               else [p.name for p in state.clockwise_from(state.turn_player)])
    picks: list[tuple[str, list[Card], list[Card], int]] = []
    for player in players:  # "you" in the selector is the player choosing
        fitting = sorted(select(state, effect.put_into_hand, views, player, link.source, link.targets),
                         key=lambda c: c.timestamp)
        followed(game, effect.put_into_hand, fitting)
        if effect.optional:  # enc-enter15: 'its owner may put it … into his hand' (709.2b)
            fitting = [c for c in fitting if owner_puts(game, link, c, "into their hand")]
        most = (len(fitting) if effect.up_to is None and effect.count is None else effect.count
                if effect.count is not None else link_amount(game, link, effect.up_to, views))
        picks.append((player, fitting, choose_cards(game, player, fitting, most, effect), most))
    chosen = [c for _, _, cards, _ in picks for c in cards]
    for card in chosen:
        state.move(card, "hand")
    if effect.player == "each":
        said = "; ".join(f"{p} {', '.join(map(str, cards)) or 'no card'}" for p, _, cards, _ in picks)
        game.trace.add(f"Each player has chosen in turn, {players[0]} (the turn player) first and then clockwise, and "
                       f"now the cards go into their owners' hands at the same time: {said}. This is not a draw.",
                       "802.1", "415.9e", "709.2b")
        return chosen
    player, fitting, cards, most = picks[0]
    names = " (no two with the same name)" if effect.different_names and len(cards) > 1 else ""
    game.trace.add(f"{player} puts {', '.join(map(str, cards)) or 'no card'} into their hand from their "
                   f"{fitting[0].zone if fitting else 'graveyard'}{names}; this is not a draw."
                   + (f" Up to {most} could be chosen." if effect.up_to is not None else ""), "415.9e",
                   *(["709.2b"] if effect.up_to is not None or effect.count is not None else []))
    return chosen


def choose_cards(game: Context, player: str, fitting: list[Card], most: int, effect: PutIntoHand) -> list[Card]:
    """The player's picks, one at a time (709.2b); "up to" may stop early with ``none``."""
    chosen: list[Card] = []
    while len(chosen) < most:
        options = [c for c in fitting if c not in chosen and
                   not (effect.different_names and any(c.name == o.name for o in chosen))]
        if not options:
            break
        if effect.up_to is None and effect.count is None:
            chosen.append(options[0])
            continue
        pick = game.decide(Decision(player, "take", "709.2b", "the next card to put into their hand",
                                    [card_option(c, c.name) for c in options] +
                                    ([Option("none", "none", "none")] if effect.up_to is not None else [])))
        if pick.key == "none":
            break
        chosen.append(next(c for c in options if str(c.oid) == pick.key))
    return chosen


PERFORMERS.update({
    PutIntoResourceRow: put_into_resource_row,
    MoveAttachment: move_attachment,
    ReadyResources: ready_resources,
    PutIntoPlay: put_into_play,
    DealDamage: deal_damage,
    Heal: heal,
    PutDamage: put_damage,
    RemoveDamage: remove_damage,
    Draw: draw,
    PutToken: put_token,
    CreateModifier: create_modifier,
    Discard: discard,
    MayPay: may_pay,
    CreateContinuous: create_continuous,
    GainControl: gain_control,
    DontReady: dont_ready,
    CreateTrigger: create_trigger,
    RemoveFromGame: remove_from_game,
    SwitchDamage: switch_damage,
    ExchangeControl: exchange_control,
    LookAtHand: look_at_hand,
})
PERFORMERS.update(RESOLUTION_PERFORMERS)  # turning, moving, choices, interrupts
PERFORMERS[RestrictAttacks] = restrict_attacks  # 600.2, 601.2c
PERFORMERS[PutTokenCopy] = put_token_copy  # enc-stat (s11): 404.2, 402.2
PERFORMERS[Search] = search  # 413
PERFORMERS[TopOfDeck] = top_of_deck  # 415.3
PERFORMERS[TurnDeckOver] = turn_deck_over  # 415.3d
PERFORMERS[ShuffleIntoDeck] = shuffle_into_deck  # 415.3b
PERFORMERS[PutOnDeck] = put_on_deck  # 415.3c
PERFORMERS[PutIntoHand] = put_into_hand


def aimed_prohibition(game: Context, link: Link, effect: CreateProhibition) -> None:
    """103.2, 712.2 (enc-r2c): a "can't" aimed at one player (a target player, the controller of a card the link
    names) names him as the link resolves, as a draw or a discard names its player (player_of)."""
    players = effect.create_prohibition.players
    create_prohibition(game, link, effect, None if players is None or isinstance(players, str)
                       else player_of(game, link, players))


PERFORMERS[CreateProhibition] = aimed_prohibition  # 103.2
PERFORMERS[BeginRaid] = card_specific.begin_raid  # 800.3a
PERFORMERS[BuildNewDeck] = card_specific.build_new_deck  # 800.2
PERFORMERS[KeepForNextGame] = card_specific.keep_for_next_game  # 800.1c
PERFORMERS[Flip] = flip  # 301.2
PERFORMERS[TurnFaceDown] = turn_picked_face_down  # 412.1b
PERFORMERS[DrawUntil] = draw_until  # 713.2
PERFORMERS[RemoveForAWhile] = remove_for_a_while  # 301.5
PERFORMERS[ReturnStartingHero] = return_starting_hero  # 301.4d
PERFORMERS.update(OTHERS_PERFORMERS)  # other players' decks, choices by others or at random
