"""Conditions about the game, read for a player: the "if" of a double-check power (703.2), "use
only while …" (701.1), "if your hero is …, …" in an effect, and what has happened this turn."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards.model import Condition, read_once, reads_current_atk
from .history import amounts, happened, cards_in_role
from .characteristics import compute_views
from .compared import per_opponent as counted_per_opponent
from .selectors import kind_matches, matches, related, select
from .counters import check, such_stat_counters

if TYPE_CHECKING:
    from .context import Context
    from .state import Card


def holds(game: Context, cond: Condition, player: str, source: Card | None = None,
          targets: dict | None = None) -> tuple[bool, str]:
    """Whether ``cond`` is true for ``player`` (the controller of ``source``) now, and the fact
    that decides it. The check changes nothing, so it can be asked at any time."""
    facts = []
    for part in parts(cond):
        true, fact = part(game, player, source, targets)
        facts.append(fact)
        if not true:
            return False, fact
    return True, "; ".join(facts) or "no condition"


def condition_rules(cond: Condition) -> tuple[str, ...]:
    """The rules a condition's reading applies beyond the power's own: 205.1 when it asks a card's
    ATK as it now is ("if you control an ally with 6 or more ATK"). Read once per condition (frozen
    card data, read_once): a power's condition is read again at every use."""
    return read_once(_RULES, cond, _condition_rules)


_RULES: dict[int, tuple] = {}  # id(condition) → (the condition, condition_rules of it)


def _condition_rules(cond: Condition) -> tuple[str, ...]:
    return (("205.1",) if reads_current_atk(cond) else ()) + (("401.1",) if more_cards_in(cond) else ()) + \
        (("300.1c",) if types_differ_in(cond) else ()) + (("408.2a",) if amounts_in(cond) else ()) + \
        (("200.1", "414.3a") if names_shared_in(cond) else ())


def names_shared_in(cond: Condition) -> bool:
    """Does the condition, or a part of it, compare the names of cards (200.1)? (enc-reward12)"""
    return cond.names_shared is not None or any(names_shared_in(c) for c in [cond.not_, *(cond.all_ or []),
                                                                              *(cond.any_ or [])] if c is not None)


def amounts_in(cond: Condition) -> bool:
    """Does the condition, or a part of it, add up the damage of this turn's packets (408.2a)? (enc-turn9)"""
    return cond.amounts is not None or any(amounts_in(c) for c in [cond.not_, *(cond.all_ or []), *(cond.any_ or [])]
                                           if c is not None)


def types_differ_in(cond: Condition) -> bool:
    """Does the condition, or a part of it, compare card types (300.1c)? (enc-reward7)"""
    return cond.types_differ is not None or any(types_differ_in(c) for c in [cond.not_, *(cond.all_ or []),
                                                                              *(cond.any_ or [])] if c is not None)


def more_cards_in(cond: Condition) -> bool:
    """Does the condition, or a part of it, count the cards players control (401.1)? (enc-enter)"""
    return cond.more_cards is not None or any(more_cards_in(c) for c in [cond.not_, *(cond.all_ or []), *(cond.any_ or [])]
                                              if c is not None)


def parts(cond: Condition) -> list:
    found = []
    if cond.hand_at_least is not None:
        found.append(lambda g, p, s, t: hand(g, p, cond.hand_at_least))
    if cond.fewest_in_hand:  # enc-r2d: one player with fewer cards in hand than each other player (415.4a)
        found.append(lambda g, p, s, t: fewest_holds(g))
    if cond.your_turn is not None:
        found.append(lambda g, p, s, t: turn_of(g, p, cond.your_turn))
    if cond.opponents_turn is not None:  # enc-cost: 'on an opponent's turn' (a teammate's is not one)
        found.append(lambda g, p, s, t: opponents_turn(g, p, cond.opponents_turn))
    if cond.exists is not None:
        found.append(lambda g, p, s, t: exists(g, cond, p, s, t))
    if cond.happened is not None:
        found.append(lambda g, p, s, t: this_turn(g, cond, p, s))
    if cond.targeted is not None:
        found.append(lambda g, p, s, t: targeted(g, cond.targeted, t or {}))
    if cond.counters is not None:
        found.append(lambda g, p, s, t: counters_left(g, cond.counters, p, s, t))
    if cond.stat_counters is not None:  # enc-enter10 (404.1c)
        found.append(lambda g, p, s, t: stat_counters_left(g, cond.stat_counters, s))
    if cond.more_damage is not None:
        found.append(lambda g, p, s, t: more_damage(g, cond.more_damage, p, s, t))
    if cond.more_cards is not None:  # enc-enter
        found.append(lambda g, p, s, t: more_cards(g, cond.more_cards, p, s, t))


    if cond.opposing_link_targets is not None:
        found.append(lambda g, p, s, t: opposing_link_targets(g, cond.opposing_link_targets, p, s, t))
    if cond.types_differ is not None:  # enc-reward7
        found.append(lambda g, p, s, t: types_differ(g, cond.types_differ, p, s, t))
    if cond.names_shared is not None:  # enc-reward12
        found.append(lambda g, p, s, t: names_shared(g, cond.names_shared, p, s, t))
    if cond.not_ is not None:
        found.append(lambda g, p, s, t: negated(holds(g, cond.not_, p, s, t)))
    if cond.all_ is not None:
        found.append(lambda g, p, s, t: every([holds(g, c, p, s, t) for c in cond.all_]))
    if cond.any_ is not None:
        found.append(lambda g, p, s, t: some([holds(g, c, p, s, t) for c in cond.any_]))
    return found


EQUIPMENT = {"weapon": "equipment", "armor": "equipment", "item": "equipment"}  # 300.1: all three are equipment


def types_differ(game: Context, sel, player: str, source, targets) -> tuple[bool, str]:
    """300.1c (enc-reward7): the cards that fit have two card types between them, each card's type read from its
    printed information (a weapon, an armor and an item all equipment, 300.1)."""
    found = select(game.state, sel, compute_views(game.state), player, source, targets)
    kinds = [EQUIPMENT.get(c.definition.type, c.definition.type) for c in found]
    said = ", ".join(f"{c} is {'an' if k[0] in 'aeiou' else 'a'} {k}" for c, k in zip(found, kinds)) or "no card fits"
    return len(set(kinds)) > 1, said


def names_shared(game: Context, sel, player: str, source, targets) -> tuple[bool, str]:
    """200.1 (enc-reward12): two of the cards that fit have the same name, each read as printed above its art; a card
    without a name (face down) never has the same name as another (414.3a)."""
    found = [c for c in select(game.state, sel, compute_views(game.state), player, source, targets) if not c.face_down]
    names = [c.definition.name for c in found]
    shared = sorted({n for n in names if names.count(n) > 1})
    said = (f"{' and '.join(shared)}: two or more cards of that name" if shared else
            f"no two of {', '.join(map(str, found))} have the same name" if len(found) > 1 else
            "fewer than two cards fit")
    return bool(shared), said


def hand(game: Context, player: str, at_least: int) -> tuple[bool, str]:
    n = sum(1 for c in game.state.cards.values() if c.zone == "hand" and c.owner == player)
    return n >= at_least, f"{player} has {n} card{'s' if n != 1 else ''} in hand (the condition asks for " \
                          f"{at_least} or more)"


def hands(game: Context) -> list[tuple[str, int]]:
    """enc-r2d: each player still in the game and the cards in his hand (415.4a), in turn order from the turn player."""
    return [(p.name, sum(1 for c in game.state.cards.values() if c.zone == "hand" and c.owner == p.name))
            for p in game.state.clockwise_from(game.state.turn_player)]


def fewest_in_hand(game: Context) -> tuple[str | None, str]:
    """enc-r2d: the one player with fewer cards in his hand than each other player, or None on a tie for fewest;
    and the hands, said."""
    held = hands(game)
    least = min(n for _, n in held)
    fewest = [name for name, n in held if n == least]
    said = ", ".join(f"{name} holds {n}" for name, n in held)
    return (fewest[0] if len(fewest) == 1 else None), said


def fewest_holds(game: Context) -> tuple[bool, str]:
    player, said = fewest_in_hand(game)
    return player is not None, said + (f": {player} has fewer cards in hand than each other player" if player else
                                       ": no player has fewer cards in hand than each other player")


def turn_of(game: Context, player: str, wanted: bool) -> tuple[bool, str]:
    mine = game.state.turn_player == player
    return mine == wanted, f"it is {game.state.turn_player}'s turn"


def opponents_turn(game: Context, player: str, wanted: bool) -> tuple[bool, str]:
    theirs = not game.state.friendly(player, game.state.turn_player)
    return theirs == wanted, f"it is {game.state.turn_player}'s turn, " + \
        (f"an opponent of {player}'s" if theirs else f"not an opponent of {player}'s")


def exists(game: Context, cond: Condition, player: str, source, targets) -> tuple[bool, str]:
    found = select(game.state, cond.exists, compute_views(game.state), player, source, targets)
    what = ", ".join(map(str, found)) or "no card"
    need = f"; it asks for at least {cond.at_least}" if cond.at_least > 1 else ""
    return len(found) >= cond.at_least, f"{what} fit{'s' if len(found) <= 1 else ''} what it asks for{need}"


def more_damage(game: Context, cond, player: str, source, targets) -> tuple[bool, str]:
    """405.1: damage stays on a character; some card that fits ``of`` has more of it than the most
    that any card that fits ``than`` has (with ``than_any``, than the least: more than some one of them)."""
    views = compute_views(game.state)
    ours = select(game.state, cond.than, views, player, source, targets)
    most = (min if cond.than_any else max)((c.damage for c in ours), default=0)
    theirs = select(game.state, cond.of, views, player, source, targets)
    more = [c for c in theirs if c.damage > most]
    said = ", ".join(f"{c} has {c.damage}" for c in theirs) or "no card to compare"
    return bool(more), f"{said}, against {most} damage on {', '.join(map(str, ours)) or 'no card'}"


def this_turn(game: Context, cond: Condition, player: str, source) -> tuple[bool, str]:
    if cond.different is not None:
        return different(game, cond, player, source)
    if cond.amounts is not None:
        return added_up(game, cond, player, source)
    n = happened(game.state, cond.happened, player, source)
    need = f"; it asks for at least {cond.at_least}" if cond.at_least > 1 else ""
    return n >= cond.at_least, (f"{n} such event{'s' if n != 1 else ''} this turn ({cond.happened.event}){need}" if n
                                else f"no such event this turn ({cond.happened.event})")


def different(game: Context, cond: Condition, player: str, source) -> tuple[bool, str]:
    """703.4: the cards that had that role in this turn's events, as they were then, in play or not now."""
    cards = cards_in_role(game.state, cond.happened, cond.different, player, source)
    what = ", ".join(map(str, cards)) or "no card"
    return len(cards) >= cond.at_least, f"this turn {what} had the role of {cond.different} in such an event " \
                                        f"({cond.happened.event}); it asks for at least {cond.at_least} different cards"


def added_up(game: Context, cond: Condition, player: str, source) -> tuple[bool, str]:
    """408.2a (enc-turn9): the amounts of this turn's packets that fit, added up (for each card in a role on its own)."""
    total, card = amounts(game.state, cond.happened, cond.amounts, player, source)
    whose = f" to {card}" if card is not None and cond.amounts == "destination" else \
        f" by {card}" if card is not None and cond.amounts == "source" else ""
    said = f"{total} {cond.happened.event}{whose} this turn" if total else f"no such {cond.happened.event} this turn"
    return total >= cond.at_least, f"{said}; it asks for {cond.at_least} or more"


def targeted(game: Context, wanted: dict, targets: dict) -> tuple[bool, str]:
    """706.3: you targeted a card only if the link is legally targeting it now."""
    views = compute_views(game.state)
    for slot, kind in wanted.items():
        card = targets.get(slot)
        if card is None or card.oid not in views or not kind_matches(kind, views[card.oid].type):
            return False, f"the link is not legally targeting a {kind} ({slot})"
    return True, "the link is legally targeting " + ", ".join(f"a {k} ({s})" for s, k in wanted.items())


def negated(result: tuple[bool, str]) -> tuple[bool, str]:
    return not result[0], f"not so: {result[1]}" if result[0] else result[1]


def every(results: list) -> tuple[bool, str]:
    false = [fact for true, fact in results if not true]
    return (not false), "; ".join(false or [fact for _, fact in results])


def some(results: list) -> tuple[bool, str]:
    true = [fact for ok, fact in results if ok]
    return bool(true), "; ".join(true or [fact for _, fact in results])


def counters_left(game: Context, cond, player: str, source, targets) -> tuple[bool, str]:
    """404.1d: how many counters of a name a card has left."""
    true, fact = check(game, cond, player, source, targets)
    if cond.at_most == 0 and true:
        game.trace.add(f"The check of what is left succeeds: {fact}, whether or not a counter was just removed.",
                       "404.1d")
    return true, fact


def stat_counters_left(game: Context, cond, source) -> tuple[bool, str]:
    """404.1c, 404.1d: how many stat counters making that change the card with the power has left; none left
    succeeds however that came about."""
    card = source if source is not None and source.oid in game.state.cards and source.zone == "play" else None
    if card is None:
        return False, "the card with the power is no longer in play to count its stat counters on"
    n = len(such_stat_counters(game.state, card, cond))
    true = (cond.at_most is None or n <= cond.at_most) and (cond.at_least is None or n >= cond.at_least)
    if cond.at_most == 0 and true:
        game.trace.add(f"The check of what is left succeeds: {card} has no such stat counter left, whether or not one "
                       "was just removed.", "404.1d", "404.1c")
    return true, f"{card} has {n} such stat counter{'s' if n != 1 else ''}"


def opposing_link_targets(game: Context, sel, player: str, source, targets) -> tuple[bool, str]:
    """706.1: a link on the chain that an opponent of ``player`` controls, a card or an effect,
    targets a card that fits."""
    state = game.state
    views = compute_views(state)
    for link in reversed(state.chain):
        if not related(state, "opposing", player, link.controller):
            continue
        for card in link.chosen_targets.values():
            if card.oid in views and matches(state, sel, views[card.oid], player, source, targets):
                return True, f"{link.controller}'s {link.source} on the chain targets {card}"
    return False, "no link an opponent controls on the chain targets such a card"


def more_cards(game: Context, cond, player: str, source, targets) -> tuple[bool, str]:
    """More cards fit ``of`` than fit ``than``, both counted now: the cards a player controls (401.1),
    or holds in hand (415.4)."""
    views = compute_views(game.state)
    theirs = select(game.state, cond.of, views, player, source, targets)
    ours = select(game.state, cond.than, views, player, source, targets)
    if cond.per_opponent is not None:  # enc-cond
        return per_opponent(game, cond.per_opponent, theirs, ours, player, cond.each_opponent)
    return len(theirs) > len(ours), f"{len(theirs)} card{'s' if len(theirs) != 1 else ''} against {len(ours)}"


def per_opponent(game: Context, side: str, theirs: list, ours: list, player: str,
                 each: bool = False) -> tuple[bool, str]:
    """'An opponent has more resources than you': one side counted for each opponent alone, the cards that
    opponent controls (401.1) or, out of play, owns (415); it holds if it holds against one of them (enc-turn11:
    with ``each``, 'than each opponent', only if it holds against every one)."""
    facts = []
    for opponent, of, than in counted_per_opponent(game.state, player, side, theirs, ours,
                                                   lambda c: c.controller if c.zone == "play" else c.owner):
        facts.append(f"{of} card{'s' if of != 1 else ''} against {than} ({opponent})")
        if (of > than) != each:
            return not each, facts[-1]
    return (each and bool(facts)), "; ".join(facts) or "no opponent"
