"""Playing cards and the chain: targets (706), adding links (707), resolving links (709),
entering play (710) and interruption (711)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..cardbook.words import description
from ..cards.model import Heal, InterruptLink, TargetSpec
from ..cards.model import chooses_x
from ..cards.keywords import FACTION_RACES
from .selectors import kind_matches, matches, related, select, amount, slot_cards
from .card_parts import ally_type_problem, object_names, reading_rules
from .characteristics import compute_views, lost_powers, made_instant, payment_powers, printed, powers_of
from .views import flipped, is_totem, side_powers, totem_ally, totem_phrase, totem_rules
from .prohibitions import cant_play, forbidding, spared
from . import costs, paying, zone_replacement
from .conditions import condition_rules, holds
from .decisions import Decision, IllegalAction, Option, card_option
from .entering import as_it_enters, entering_state
from .performers import perform
from .moves import destroy, entered, exhaust, exhaust_check
from .state import Card, Link, first_turn_of
from .triggers import Event, watch
from .targets import NEW_CARD, graveyards_apart, legal_target, retyped, target_problem
from .resolution import describe, interrupt
from .timing import out_of_turn
from .resources import pay, choose_payers, enter_row, row_entered
from .card_specific import check_permission, hearth
from .combat import recheck as recheck_proposal
from .zone_replacement import put_in_graveyard
from .copying import cease
from .heroes import becomes_hero, take_over
from .spec_fields import field_or, has_field

if TYPE_CHECKING:
    from .context import Context




def check_timing(game: Context, card: Card, player: str):
    """409.1, 410.2a: may the player play this card now? It changes nothing (legal.py asks it too).
    Returns the modifier that makes the card Instant, if one does (410.2), and the fact that meets
    its "play only if" condition, if it has one (103.1)."""
    refused, granted, fact = _timing(game, card, player)
    if refused is not None:
        raise refused
    return granted, fact


def timing_problem(game: Context, card: Card, player: str) -> IllegalAction | None:
    """``check_timing``'s refusal, returned rather than raised: the listing of actions asks it of
    every card in hand at every priority (legal._plays), most of them refused off-turn."""
    return _timing(game, card, player)[0]


def _timing(game: Context, card: Card, player: str) -> tuple[IllegalAction | None, object, str | None]:
    state = game.state
    if card.owner != player or card.zone != "hand" and not (card.zone == "graveyard" and card.definition.from_graveyard):
        return IllegalAction("409.1", f"{card} is not in {player}'s hand" + (", nor a card they may play from their "
                                      "graveyard" if card.zone == "graveyard" else "")), None, None
    if card.definition.type in ("quest", "location"):
        return IllegalAction("306.1", f"{card} is a {card.definition.type}: it has no cost and can't be played, only "
                                      "placed as a resource (412.1); placing is not playing",
                             also=("201.2", "409.2")), None, None
    granted = None if card.definition.instant else made_instant(state, card)
    if not card.definition.instant and granted is None and out_of_turn(game, player):
        return IllegalAction("410.2a", f"{card} is not Instant: it can be played only in your own "
                                       "non-combat action phase while the chain is empty", also=("502.1", "202.1")), \
            None, None
    if card.definition.play_only_if is not None:  # "play only if …": the card's text wins (103.1)
        true, fact = holds(game, card.definition.play_only_if, player, card)
        if not true:
            return IllegalAction("103.1", f"{card} can be played only if what its text asks holds, and it doesn't: "
                                          f"{fact}"), None, None
        return None, granted, fact
    return None, granted, None


def choose_targets(game: Context, card: Card, player: str, chosen: dict[str, str],
                   specs: list[TargetSpec] | None = None, x: int | None = None) -> dict[str, Card]:
    specs = card.definition.targets if specs is None else specs
    targets: dict[str, Card] = {}
    unknown = set(chosen) - {t.id for t in specs}
    if unknown:
        slot = sorted(unknown)[0]
        if slot in granted_target_ids(card.definition.effects):
            raise IllegalAction("706.1c", f"{slot!r} is a target of the power {card} gives: it is chosen only when "
                                          "that power is used")
        raise IllegalAction("706.1", f"{card} has no target called {slot!r}")
    for spec in specs:
        if spec.kind == "player":
            continue  # chosen by choose_players
        if spec.random:  # 706.5: picked at random once the link is announced (random_targets)
            if spec.id in chosen:
                raise IllegalAction("706.5", f"{card}'s {spec.id!r} target is chosen at random, not by {player}")
            if not random_pool(game, spec, player, card, x)[0]:
                raise IllegalAction("707.1d", f"{card} has no legal target to pick at random for {spec.id!r}",
                                    also=("706.1",))
            continue
        labels = slot_labels(card, spec, chosen.get(spec.id))
        if spec.only_if is not None and not holds(game, spec.only_if, player, card)[0]:  # Empower: that part ignored
            if labels:
                raise IllegalAction("707.1d", f"{card}'s target {spec.id!r} belongs to text that is ignored: "
                                              f"{holds(game, spec.only_if, player, card)[1]}")
            continue
        if labels and spec.after is not None and not chosen.get(spec.after):  # targets taken in order (707.1d)
            raise IllegalAction("707.1d", f"{card}'s target {spec.id!r} comes after {spec.after!r}: it can be chosen "
                                          f"only once {spec.after!r} is")
        if not labels and not spec.optional and not (spec.count is not None and spec.up_to):
            able = any(legal_target(game, spec, c, player, card) for c in game.state.in_play())
            raise IllegalAction("707.1d", f"{card} needs a target for {spec.id!r}" +
                                ("" if able else ", and no card in play can be its target"),
                                also=() if able else ("706.1",))
        for i, label in enumerate(labels):
            target = game.state.by_label(label)
            problem = ("706.1", "there is no such card") if target is None else \
                target_problem(game, spec, target, player, x, source=card)
            if problem is not None:
                totem = target is not None and is_totem(target) and target.zone != "play" and \
                    kind_matches(spec.kind, {"ally"}) and not kind_matches(spec.kind, printed(target).types)
                misfit = target is not None and problem[1].startswith("it doesn't")  # what it reads decided
                read = [] if not misfit else ((["201.1"] if spec.cost is not None else []) +
                                              (reading_rules(spec.fits, [target.definition]) if spec.fits else []))
                changed = target is not None and target.oid in (views := compute_views(game.state)) and \
                    retyped(spec, target, views[target.oid])
                raise IllegalAction(problem[0], f"{label} is not a legal target for {card} ({spec.id}): {problem[1]}" +
                                    ("; a Totem is an ally only while it is in play" if totem else ""),
                                    also=(*(["706.1"] if problem[0] != "706.1" else []),
                                          *(["305.3a"] if totem else []), *(["300.1a"] if changed else []),
                                          *(["300.1"] if group_kind(spec.kind) and problem[0] == "706.1" else []),
                                          *dict.fromkeys(read)))
            if any(t.oid == target.oid for k, t in targets.items() if spec.distinct or k.startswith(spec.id + "#")):
                raise IllegalAction("706.1", f"{label} is already a target of {card}")  # one card, one target
            targets[spec.id if spec.count is None else f"{spec.id}#{i + 1}"] = target
        if graveyards_apart(spec, [t for k, t in targets.items() if k.startswith(spec.id + "#")]):
            raise IllegalAction("706.1b", f"{card}'s targets for {spec.id!r} must all be in one graveyard")
    magnets_targeted(game, card, player, specs, targets, x)
    return targets


def magnets(game: Context, player: str) -> list[Card]:
    """706.4: the cards in play that require the links of their controller's opponents to target
    them if able (the keyword Magnet)."""
    views = compute_views(game.state)
    pulling = [c for c in game.state.in_play()
               if c.oid in views and "Magnet" in views[c.oid].keywords and not game.state.friendly(player, c.controller)]
    return sorted(pulling, key=lambda c: c.timestamp)


def magnets_targeted(game: Context, card: Card, player: str, specs: list[TargetSpec], targets: dict[str, Card],
                     x: int | None) -> None:
    """706.4: a link with targets must target each magnet it legally can, as many as it can; "up
    to" may choose none, and the modes and X chosen already count."""
    pulling = magnets(game, player)
    for spec in [s for s in specs if s.kind != "player" and not s.random]:
        mine = [t for k, t in targets.items() if k == spec.id or k.startswith(spec.id + "#")]
        if not mine:
            continue  # none chosen ("up to", optional): no magnet need be
        able = [m for m in pulling if legal_target(game, spec, m, player, card)
                and not any(t.oid == m.oid for k, t in targets.items() if t not in mine)]
        needed = min(len(able), len(mine))
        taken = [m for m in able if any(t.oid == m.oid for t in mine)]
        if len(taken) < needed:
            missed = next(m for m in able if m not in taken)
            raise IllegalAction("706.4", f"{missed} is a magnet: an opponent's link that can legally target it must "
                                         f"target it ({card}, {spec.id!r})", also=("706.1",))


def random_pool(game: Context, spec: TargetSpec, player: str, card: Card, x: int | None) -> tuple[list[Card], bool]:
    """706.5: the legal targets of a random target, leaving out what can't be targeted; the magnets
    among them alone if there are any. Returns the pool and whether it is the magnets."""
    legal = [c for c in sorted(game.state.in_play(), key=lambda c: c.timestamp)
             if target_problem(game, spec, c, player, x, source=card) is None]
    pulled = [c for c in magnets(game, player) if c in legal]
    return (pulled, True) if pulled else (legal, False)


def random_targets(game: Context, card: Card, player: str, specs: list[TargetSpec], targets: dict[str, Card],
                   x: int | None) -> None:
    """706.5: each random target is picked among the legal ones, the magnets first; the script gives
    what the random pick came to (a `choose` of the link's controller, who does not choose)."""
    for spec in [s for s in specs if s.random and s.kind != "player"]:
        pool, pulled = random_pool(game, spec, player, card, x)
        pick = game.decide(Decision(player, "random", "706.5", f"the target ({spec.id}) {card} picks at random",
                                    [Option(c.label, str(c.oid), f"card:{c.oid}") for c in pool]))
        targets[spec.id] = next(c for c in pool if str(c.oid) == pick.key)
        game.trace.add(f"{card}'s target ({spec.id}) is picked at random among "
                       f"{'the magnets, which come first' if pulled else 'its legal targets'} "
                       f"({', '.join(map(str, pool))}): {targets[spec.id]}.", "706.5",
                       *(["706.4"] if pulled else []))


def slot_labels(card: Card, spec: TargetSpec, given) -> list[str]:
    """The ids the script names for one target description: one, or several for a description with
    a ``count`` (707.1d: how many is decided first)."""
    labels = [] if given is None else [given] if isinstance(given, str) else list(given)
    if spec.count is None and len(labels) > 1:
        raise IllegalAction("706.1", f"{card}'s {spec.id!r} is a single target")
    if spec.count == "any" and len(labels) < 1 and not spec.optional:
        raise IllegalAction("707.1d", f"{card} needs at least one target for {spec.id!r}")
    if isinstance(spec.count, int) and (len(labels) > spec.count or (not spec.up_to and len(labels) != spec.count)):
        raise IllegalAction("707.1d", f"{card} has {'up to ' if spec.up_to else ''}{spec.count} targets for "
                                      f"{spec.id!r}, not {len(labels)}")
    return labels


def granted_target_ids(effects) -> set[str]:
    """The target ids of payment powers that these effects give to cards (706.1c)."""
    found = set()
    for effect in effects:
        stat = field_or(effect, "create_continuous")
        for power in (stat.gain_powers if stat is not None else []):
            if power.payment is not None:
                found |= {t.id for t in power.payment.targets}
    return found


def player_target_problem(game: Context, spec: TargetSpec, name: str, player: str) -> str | None:
    """706.1: a target player must be in the game and fit the description (you, opposing…)."""
    if name not in [p.name for p in game.state.active_players]:
        return f"{name} is not a player in the game"
    if not related(game.state, spec.controller, player, name):
        return f"{name} doesn't fit the description ({description(spec)})"
    return None


def choose_players(game: Context, card: Card, player: str, chosen: dict[str, str],
                   specs: list[TargetSpec] | None = None) -> dict[str, str]:
    """The player targets of a card or power being added (707.1d), named by the script."""
    found = {}
    for spec in [s for s in (card.definition.targets if specs is None else specs) if s.kind == "player"]:
        name = chosen.get(spec.id)
        if name is None:
            if not spec.optional:
                raise IllegalAction("707.1d", f"{card} needs a target player for {spec.id!r}")
            continue
        problem = player_target_problem(game, spec, name, player)
        if problem:
            raise IllegalAction("706.1", f"{name} can't be a target of {card} ({spec.id}): {problem}")
        found[spec.id] = name
    return found


def play_card(game: Context, player: str, label: str, targets: dict[str, str], choices: dict[str, str],
              alternate: str | list[str] | None = None, x: int | None = None, pay_with: list[str] | None = None,
              mode: int | list[int] | None = None, divide: dict[str, int] | None = None) -> None:
    card = game.state.by_label(label)
    if card is None:
        raise IllegalAction("409.1", f"there is no card {label!r}")
    granted, allowed = check_timing(game, card, player)
    if game.state.hero(player) is None:
        raise IllegalAction("301.5", f"{player}'s party has no hero, so {player} can't play cards", also=("409.1",))
    stop = cant_play(game.state, player, card)
    if stop is not None:
        raise IllegalAction("103.2", f"{stop.says} says {player} can't play {card}, and a \"can't\" wins",
                            also=("409.1",))
    d = card.definition
    if d.x_cost != (x is not None):
        raise IllegalAction("707.1b", f"X must be chosen for {card} if, and only if, its cost has an X")
    check_x(card, x, d.x_max)
    modes = chosen_modes(card, mode)
    specs = mode_targets(str(card), d.targets, d.modes, modes, targets)
    chosen = choose_targets(game, card, player, targets, specs, x=x)
    players = choose_players(game, card, player, targets, specs)
    effects = with_modes(d, modes)[1]
    shares = division(game, card, player, effects, chosen, divide or {}, x)
    if d.choose and d.choose not in choices:
        raise IllegalAction("707.1a", f"playing {card} needs a choice of {d.choose}")
    choice_rules = check_choices(game, card, choices)
    paid_with = alternate_payers(game, card, player, alternate) if alternate is not None else None
    if paid_with is not None and pay_with:
        raise IllegalAction("707.1e", f"{card}'s alternate cost is paid in place of its resource cost: no resources "
                                      "are exhausted for it")
    cost = costs.work_out(game.state, "play", card, (d.cost or 0) + (x or 0), chosen=choices)  # 707.1a, then 707.1e
    extra = d.additional_cost.resources if d.additional_cost is not None else 0
    if paid_with is None:
        choose_payers(game, player, cost.total + extra, pay_with)  # 403.1, 412.2: before anything changes
    extra_cost = d.additional_cost
    plan = paying.plan(game, card, player, extra_cost, x, f"the additional cost of {card}") \
        if extra_cost is not None else None  # checked now, chosen as the cost is paid (707.1e)
    named = ", ".join(f"{k}: {v}" for k, v in {**chosen, **players}.items())
    on_chain = any(s.zone == "chain" for s in specs if s.id in {k.split("#")[0] for k in chosen})
    totems = "".join(f"; {c} is an ally, {totem_phrase(c)}" for c in chosen.values()
                     if c.zone == "play" and "ally" in printed(c).also)
    said = "".join(f", choosing {v} as its {k}" for k, v in choices.items())
    may_play = f"; its text lets it be played only if what it asks holds, and it does: {allowed}" if allowed else ""
    yard = card.zone == "graveyard"  # Artifact: its text lets it be played from there (409.1)
    game.trace.add(f"{player} announces {card}{' from their graveyard, as its text allows' if yard else ''}"
                   f"{f' with X = {x}' if x is not None else ''}{said}"
                   f"{' targeting ' + named if named else ''}"
                   f"{on_chain_note(effects) if on_chain else ''}{totems}{may_play}.", "707.1a",
                   *(["707.1b"] if x is not None else []), *(["409.1"] if yard else []),
                   *target_rules(game, specs, chosen, players),
                   *((["711.3"] if interrupts(effects) else ["706.1b"]) if on_chain else []), *choice_rules,
                   *(["103.1"] if allowed else []))
    if x == 0:
        game.trace.add(f"{player} chooses 0 for X: a number a player chooses may be 0 or any positive whole number.",
                       "707.1b", "104.1")
    say_modes(game, card, modes)
    random_targets(game, card, player, specs, chosen, x)  # 706.5
    say_division(game, card, shares)
    if paid_with is not None:
        pay_alternate(game, card, paid_with)
    else:
        costs.say(game, card, cost, "403.5a")
        pay(game, player, cost.total + extra, str(card) + (f" (X = {x})" if x is not None else ""), "403.5a", "201.1",
            *(["707.1b"] if x is not None else []), *(["707.1e"] if extra else []), pay_with=pay_with)
        costs.use(game, cost)
    paid = paying.pay_parts(game, card, player, extra_cost, plan, f"the additional cost of {card}",
                            f" as an additional cost to play {card}") if plan is not None else {}
    moved = game.state.move(card, "chain")
    moved.chosen = dict(choices)
    link = Link(moved, player, effects, {**chosen, **paid_cards(paid)}, "card", specs=specs, players=players, x=x,
                modes=modes)
    link.division, link.destroyed_to_pay = shares, paid.get("destroyed")
    below = on_top(game, link)
    instant = instant_rules(game, card, player, bool(below), granted)
    why = f"{granted.source}'s modifier makes it Instant" if granted else "it is Instant, a tag of its type line"
    game.trace.add(f"{card} is added to the chain as a link (chain: {len(game.state.chain)}){below}"
                   f"{'; ' + why + ', so it may be played whenever ' + player + ' has priority' if instant else ''}"
                   "; adding it is complete.", "409.1", "705.1", "707.1", "707.1f", *on_top_rules(below), *instant,
                   *((["714.3"] if granted else ["202.1"]) if instant else []),
                   *(["705.2", "301.4"] if d.type == "hero" else []))
    watch(game, [Event("played", subject=moved)], compute_views(game.state), {moved.oid: printed(moved)})  # 707.1f
    targeted(game, link)


def check_choices(game: Context, card: Card, choices: dict[str, str]) -> list[str]:
    """707.1a: what the player chooses as the card is played must be a legal choice: an ally type
    must be one (202.4). Returns the rules the choices applied."""
    rules = []
    for what, value in choices.items():
        if what != card.definition.choose:
            raise IllegalAction("707.1a", f"{card} asks for no choice of {what}")
        if what == "ally type" and game.library is not None:
            problem = ally_type_problem(game.library, value)
            if problem is not None:
                raise IllegalAction("202.4", f"{value} can't be chosen as the ally type for {card}: {problem}")
            rules.append("202.4")
        if what == "race" and value not in FACTION_RACES:  # Rift (the editor's note at 707.1e)
            raise IllegalAction("707.1a", f"{value} can't be chosen as the race for {card}: the choice is one of the "
                                          f"Horde and Alliance races ({', '.join(FACTION_RACES)})")
        if what == "name" and game.library is not None:  # "make up a name"
            used = object_names(game.library).get(value)
            if used is not None:
                raise IllegalAction("200.3", f"{value} can't be made up as a name for {card}: a made-up name must be "
                                             f"used by no card or object, and {used}")
            rules.append("200.3")
    return rules


def interrupts(effects) -> bool:
    return any(isinstance(e, InterruptLink) for e in effects)


def on_chain_note(effects) -> str:
    """What the announcement says of a target on the chain: an interrupt's (711.3), or another
    description that names the chain (706.1b)."""
    return (" (a card on the chain: an interrupt may target one)" if interrupts(effects)
            else " (a card on the chain, the zone its description names)")


def on_top(game: Context, link: Link) -> str:
    """415.6a: a new link goes on top of the chain; 410.1: adding one onto links already there is
    responding to the newest of them. Returns what to say of it (nothing on an empty chain)."""
    chain = game.state.chain
    below = chain[-1] if chain else None
    chain.append(link)
    if below is None:
        return ""
    named = describe(below)
    return f", on top of {'the' + named[3:] if named.startswith('The ') else named}: {link.controller} responds to it"


def on_top_rules(said: str) -> list[str]:
    return ["410.1", "415.6a"] if said else []


def instant_rules(game: Context, card: Card, player: str, responding: bool, granted=None) -> list[str]:
    """410.2: an Instant card (printed so, or made so by ``granted``) may be played whenever its
    player has priority; cite it when that is what allowed this play (not the player's own
    non-combat action phase with an empty chain, 410.2a)."""
    state = game.state
    own = state.turn_player == player and not responding and state.combat is None and game.step == "action"
    return ["410.2"] if (card.definition.instant or granted is not None) and not own else []


def target_rules(game: Context, specs: list[TargetSpec], chosen: dict[str, Card], players: dict[str, str]) -> list[str]:
    """The rules an announcement with these targets applies: 706.1 and 707.1d for choosing targets,
    706.1b for one from a zone the description names, 305.3a for a Totem that is an ally."""
    if not chosen and not players:
        return ["707.1"]
    views = compute_views(game.state)
    slots = {k.split("#")[0] for k in chosen}
    zones = any(s.zone not in ("play", "chain") for s in specs if s.id in slots)
    totems = [c for c in chosen.values()
              if c.oid in views and totem_ally(views[c.oid]) or c.oid not in views and totem_ally(printed(c))]
    read = []  # what a description reads of the chosen cards' printed parts (a cost, a tag…)
    for spec in specs:
        picked = [c.definition for k, c in chosen.items() if k.split("#")[0] == spec.id]
        if spec.cost is not None and picked:
            read.append("201.1")
        if spec.fits is not None:
            read += reading_rules(spec.fits, picked)
    read += [r for c in totems for r in totem_rules(c)]
    grouped = any(group_kind(s.kind) for s in specs if s.id in slots)  # "equipment" (300.1)
    gained = any(c.oid in views and views[c.oid].also - printed(c).also for c in chosen.values())  # 300.1b
    return ["706.1", "707.1d", *(["706.1b"] if zones else []), *dict.fromkeys(read),
            *(["300.1"] if grouped else []), *(["300.1b"] if gained else [])]


def group_kind(kind) -> bool:
    """300.1: "equipment" names three card types at once, armor, items and weapons. (Characters
    are named as "hero or ally" on cards; a Totem among them cites 305.3a.)"""
    return any(group_kind(k) for k in kind) if isinstance(kind, list) else kind == "equipment"


def check_x(card: Card, x: int | None, most: int | None = None) -> None:
    """707.1b: the value chosen for X is a number a player may choose: 0 or a positive whole number
    (104.1); a card that says "X can't be more than N" wins over that rule (103.1)."""
    if x is None:
        return
    if x < 0:
        raise IllegalAction("104.1", f"X can be chosen as 0 or a positive whole number, not {x}", also=("707.1b",))
    if most is not None and x > most:
        raise IllegalAction("103.1", f"{card}'s text says X can't be more than {most}, and the card wins over the rule "
                                     f"that would let any number be chosen", also=("707.1b", "104.1"))


def chosen_modes(card: Card, mode: int | list[int] | None) -> list:
    """707.1c: the modes chosen, each at most once, as many as the card says; none for a card
    without modes."""
    d = card.definition
    picks = [] if mode is None else [mode] if isinstance(mode, int) else list(mode)
    if not d.modes:
        if picks:
            raise IllegalAction("707.1c", f"{card} has no modes to choose")
        return []
    if len(set(picks)) < len(picks) or any(not 1 <= n <= len(d.modes) for n in picks):
        raise IllegalAction("707.1c", f"{card}'s modes are numbered 1 to {len(d.modes)}, and none can be chosen twice")
    if len(picks) > d.choose_modes or (len(picks) < d.choose_modes and not d.or_fewer) or not picks:
        raise IllegalAction("707.1c", f"playing {card} needs {'up to ' if d.or_fewer else ''}{d.choose_modes} "
                                      f"mode{'s' if d.choose_modes > 1 else ''} chosen (`mode`)")
    return [d.modes[n - 1] for n in sorted(picks)]


def power_modes(card: Card, power, mode: int | None) -> list:
    """707.1c: the one mode of a payment power chosen as it is used (enc-modes); none for a power without modes."""
    if not power.modes:
        if mode is not None:
            raise IllegalAction("707.1c", f"{card}'s power has no modes to choose")
        return []
    if mode is None or not 1 <= mode <= len(power.modes):
        raise IllegalAction("707.1c", f"using {card}'s power needs its mode chosen (`mode`): its modes are numbered 1 "
                                      f"to {len(power.modes)}")
    return [power.modes[mode - 1]]


def with_modes(part, modes: list) -> tuple[list, list]:
    """707.1c, 707.1d: a card's, reward's or payment power's own target slots and effects, with those of the modes
    chosen."""
    return ([*part.targets, *(t for m in modes for t in m.targets)],
            [*part.effects, *(e for m in modes for e in m.effects)])


def mode_targets(what: str, targets: list, every_mode: list, modes: list, named: dict[str, str]) -> list:
    """707.1d: the target slots of a card or reward with the modes chosen: its own and the chosen modes'; a target
    named for a mode not chosen is refused."""
    not_chosen = {t.id for m in every_mode if m not in modes for t in m.targets} & set(named)
    if not_chosen:
        raise IllegalAction("707.1d", f"{sorted(not_chosen)[0]!r} is a target of a mode of {what} that was not "
                                      "chosen: targets are chosen only for the chosen modes")
    return list(targets) + [t for m in modes for t in m.targets]


def say_modes(game: Context, card: Card, modes: list) -> None:
    if modes:
        numbers = [str(card.definition.modes.index(m) + 1) for m in modes]
        game.trace.add(f"The mode{'s' if len(modes) > 1 else ''} chosen for {card}: {', '.join(numbers)} of "
                       f"{len(card.definition.modes)}; targets are chosen only for the modes chosen.", "707.1c", "707.1d")


def division(game: Context, card: Card, player: str, effects: list, targets: dict[str, Card], divide: dict[str, int],
             x: int | None) -> dict[int, int]:
    """707.1d: damage "divided as you choose" is shared out now, a positive whole share for each
    target of the effect, adding up to the amount, which is locked in now. Returns target oid →
    share."""
    found = divided(game, card, player, effects, targets, x)
    if found is None:
        if divide:
            raise IllegalAction("707.1d", f"{card} divides no damage")
        return {}
    among, total = found
    given = {label: n for label, n in divide.items()}
    labels = {c.label for c in among}
    if set(given) != labels or any(n < 1 for n in given.values()) or sum(given.values()) != total:
        raise IllegalAction("707.1d", f"{card} divides {total} damage among its targets ({', '.join(sorted(labels))}):"
                                      " each needs a positive whole share, and the shares must add up to it (`divide`)")
    return {c.oid: given[c.label] for c in among}


def dividing(effects: list):
    """The first of ``effects`` whose damage or healing is "divided as you choose" (707.1d), or None."""
    return next((e for e in effects if field_or(e, "divided", False)), None)


def divided(game: Context, card: Card, player: str, effects: list, targets: dict[str, Card],
            x: int | None) -> tuple[list[Card], int] | None:
    """The targets that damage "divided as you choose" is shared among, and how much (707.1d), or
    None if the link divides none."""
    effect = dividing(effects)
    if effect is None:
        return None
    # 707.1d: divided damage or divided healing
    to, how_much = (effect.from_, effect.heal) if isinstance(effect, Heal) else (effect.to, effect.deal_damage)
    among = slot_cards(targets, to.target) if to.target else []
    total = (x or 0) if how_much == "X" else amount(game.state, how_much, compute_views(game.state), player, card, targets)
    return among, total


def say_division(game: Context, card: Card, shares: dict[int, int]) -> None:
    if shares:
        said = ", ".join(f"{n} to {game.state.cards[oid]}" for oid, n in shares.items())
        game.trace.add(f"{card}'s damage is divided now, as it is added: {said}.", "707.1d")


def paid_cards(paid: dict) -> dict:
    """The cards a cost used that the link remembers ("paid:exhausted"…, paying.pay_parts)."""
    return {k: v for k, v in paid.items() if k.startswith("paid:")}


def alternate_payers(game: Context, card: Card, player: str, labels: str | list[str]) -> list[Card]:
    """707.1e: an alternate cost is chosen in place of the cost; the script names the card it uses,
    or as many different cards as it says ("destroy two of your resources"), each checked."""
    alt = card.definition.alternate_cost
    if alt is None:
        raise IllegalAction("707.1e", f"{card} has no alternate cost")
    labels = [labels] if isinstance(labels, str) else list(labels)
    if alt.first_turn:  # Preparation: nothing is paid, on the player's first turn only
        if labels:
            raise IllegalAction("707.1e", f"{card}'s alternate cost pays nothing: no card is named for it")
        if not first_turn_of(game.state, player):
            raise IllegalAction("707.1e", f"{card} may be played without paying its cost only on {player}'s own "
                                          "first turn of the game, and this is not it")
        return []
    if len(set(labels)) != alt.count or len(labels) != alt.count:
        raise IllegalAction("707.1e", f"{card}'s alternate cost uses {alt.count} different card"
                                      f"{'s' if alt.count != 1 else ''}; {len(set(labels))} different named", also=("403.1",))
    return [alternate_payer(game, card, player, label) for label in labels]


def pay_alternate(game: Context, card: Card, payers: list[Card]) -> None:
    """707.1e, 403.3: the alternate cost is paid in place of the card's cost."""
    alt, why = card.definition.alternate_cost, f" to pay the alternate cost of {card} in place of its cost " \
                                                f"({card.definition.cost or 0})"
    if alt.first_turn:
        game.trace.add(f"It is {card.controller}'s first turn of the game: {card} is played without paying its cost "
                       f"({card.definition.cost or 0}).", "707.1e", "403.3")
    elif alt.destroy is not None:
        destroy(game, payers, why, "707.1e", "403.3")
    elif alt.remove is not None:
        zones = {p.oid: p.zone for p in payers}
        moved = [game.state.move(p, "removed") for p in payers]
        game.trace.add(f"{card.controller} removes {', '.join(f'{m} (from their {zones[p.oid]})' for p, m in zip(payers, moved))}"
                       f" from the game{why}.", "707.1e", "403.3", "415.7a")
    else:
        for payer in payers:
            exhaust(game, payer, why, "707.1e", "403.3", paying=True)


def alternate_payer(game: Context, card: Card, player: str, label: str) -> Card:
    """707.1e: one card that pays an alternate cost ("you may exhaust a shield you control rather
    than pay this ability's cost"): it must fit; one exhausted must be ready, one destroyed must be
    destructible, one removed must be in the zone the cost names, and never the card being played."""
    alt = card.definition.alternate_cost
    payer = game.state.by_label(label)
    views = compute_views(game.state)
    sel, verb = ((alt.destroy, "destroy") if alt.destroy is not None else (alt.remove, "remove from the game")
                 if alt.remove is not None else (alt.exhaust, "exhaust"))
    if alt.remove is not None:
        if payer is None or payer.oid == card.oid or payer not in select(game.state, sel, views, player, card):
            raise IllegalAction("707.1e", f"{label} is not a card that {card}'s alternate cost lets {player} {verb}")
        return payer
    if payer is None or payer.oid not in views or not matches(game.state, sel, views[payer.oid], player, card):
        raise IllegalAction("707.1e", f"{label} is not a card that {card}'s alternate cost lets {player} {verb}")
    if verb == "destroy":
        stop = forbidding(game.state, "be-destroyed", payer, views)
        if stop is not None:  # 103.2: an action that can't be performed can't pay a cost
            raise IllegalAction("103.2", f"{payer} can't be destroyed ({stop.says}), so destroying it can't pay the "
                                         "cost", also=("403.1",))
        if zone_replacement.replacements(game, payer, views):  # 403.1: a cost that would be replaced
            raise IllegalAction("707.1e", f"destroying {payer} would be replaced, so that cost can't be paid",
                                also=("403.1",))
        return payer
    if payer.exhausted:
        raise IllegalAction("411.1", f"{payer} is already exhausted, so it can't be exhausted to pay the cost")
    exhaust_check(game, payer, "to pay the cost")  # 600.3a
    return payer


def use_power(game: Context, player: str, label: str, number: int, chosen: dict[str, str], x: int | None,
              pay_with: list[str] | None = None, permission: list[str] | None = None,
              divide: dict[str, int] | None = None, mode: int | None = None) -> None:
    """701.2: using a payment power adds its effect to the chain, by the steps of 707.1."""
    state = game.state
    card = state.by_label(label)
    if card is None or card.zone not in ("play", "graveyard"):
        there = card is not None and card.definition.graveyard_payments  # 700.2: it says where it works
        raise IllegalAction("701.2", f"{label} is not a card in play" + (", nor in a graveyard, where its payment "
                                     "power works" if there else ""), also=("700.2",) if there else ())
    if card.controller != player:  # in a graveyard, its owner (701.2)
        raise IllegalAction("701.2", f"only {card.controller}, who {'controls' if card.zone == 'play' else 'owns'} "
                                     f"{card}, may use its payment powers")
    powers = payment_powers(state, card)  # the side that is up (301.2a); those that work where it is (700.2)
    if not powers and card.zone == "graveyard":
        raise IllegalAction("700.2", f"{card} is in a graveyard, and it has no payment power that works there")
    if not powers and card.oid in lost_powers(state) and any(p.payment for p in card.definition.powers):
        raise IllegalAction("700.3", f"{card} has lost its powers: its text box counts as blank")
    if not 1 <= number <= len(powers):
        raise IllegalAction("301.2a" if card.face_down else "701.1",
                            f"{card} has no payment power number {number}" +
                            (" (it is face down, and the text box of the side now up holds none)" if card.face_down
                             else ""), also=("203.1",) if card.face_down and card.definition.type == "hero" else ())
    power, cost = powers[number - 1], powers[number - 1].cost
    if power.only_your_turn and state.turn_player != player:
        raise IllegalAction("704.1a", f"{card}'s power may be used only on its controller's turn")
    if power.only_if is not None:  # "use only while …" (701.1)
        true, fact = holds(game, power.only_if, player, card)
        if not true:
            several = len(powers) > 1  # 203.2: the condition heads its own paragraph, a power of its own
            raise IllegalAction("701.1", f"{card}'s power may be used only while its condition holds, and it doesn't: "
                                         f"{fact}" + (f"; the condition belongs to power {number} alone, its own "
                                                      "paragraph of the text box" if several else ""),
                                also=(*(("203.2",) if several else ()), *condition_rules(power.only_if)))
    if power.once_per_turn and card.uses.get(number) == state.turn:
        again = card.oid in game.lost_once
        before = card.used_by.get(number, player)
        raise IllegalAction("701.4", f"{card} has already used this once-per-turn power this turn; the limit "
                                     "counts uses of this power on this card, for as long as it stays the same card"
                            + ("; it had lost its powers and has them back, and a power that comes back is the "
                               "same power" if again else "")
                            + (f"; {before} used it before control of {card} changed, and the use still counts"
                               if before != player else ""),
                            also=(*(["701.4a"] if again else []), *(["401.3a"] if before != player else [])))
    if chooses_x(cost) != (x is not None):
        raise IllegalAction("707.1b", "X must be chosen for a cost of (X), and only then")
    check_x(card, x)
    if cost.concede:
        check_permission(game, player, card, permission or [])
    modes = power_modes(card, power, mode)  # 707.1c, before the targets (707.1d)
    specs = mode_targets(f"{card}'s power", power.targets, power.modes, modes, chosen)
    made = with_modes(power, modes)[1]
    targets = choose_targets(game, card, player, chosen, specs, x=x)
    players = choose_players(game, card, player, chosen, specs)
    shares = division(game, card, player, made, targets, divide or {}, x)  # 707.1d, as for a card
    cost = paying.choose_cost(game, card, player, cost, f"{card}'s power")  # r2-either: 707.1e
    resources = x if cost.resources == "X" else cost.resources
    worked = costs.work_out(state, "power", card, resources)  # enc-reward11: 'you pay N less to flip …' (707.1e)
    resources = worked.total
    if resources > state.player(player).ready_resources:
        raise IllegalAction("403.1", f"{player} can't pay ({resources}) for {card}'s power")
    if pay_with:
        choose_payers(game, player, resources, pay_with)  # 412.2: before anything changes
    plan = paying.plan(game, card, player, cost, x, f"the cost of {card}'s power")  # 403.1: before paying
    named = ", ".join(f"{k}: {v}" for k, v in targets.items())
    down = flipped(card)  # 301.2c: a face-down hero works like a face-up one, with its other side's powers
    given = not any(power is p.payment for p in side_powers(card))  # 700.1: quoted text a modifier gives the card
    views = compute_views(state)
    spares = [(t, c) for t in targets.values() if (c := spared(state, t, views, card)) is not None]  # 705.5
    which = (f" number {number} of {len(powers)} (each paragraph of its text box is a power of its own)"
             if len(powers) > 1 else "")
    game.trace.add(f"{player} uses {card}'s payment power{which}{f' with X = {x}' if x is not None else ''}"
                   f"{' targeting ' + named if named else ''}"
                   f"{' (a power of its face-down side: face down, a hero works as it does face up)' if down else ''}"
                   f"{' (not printed on it: quoted text that a modifier gives it, a power like any other)' if given else ''}"
                   + "".join(f"; {t} can't be targeted by what {c.says} names, but the source of this effect is "
                             f"{card}, the card with the power, which that doesn't name" for t, c in spares) + ".",
                   "701.2", "707.1a", *(["203.2"] if which else []), *(["707.1b"] if x is not None else []),
                   *(["707.1d"] if targets else []), *(["301.2a", "301.2c"] if down else []),
                   *(["705.5"] if spares else []), *(["700.1"] if given else []),
                   *(["700.2"] if card.zone == "graveyard" else []))
    say_division(game, card, shares)
    if modes:
        game.trace.add(f"The mode chosen for {card}'s power: {power.modes.index(modes[0]) + 1} of {len(power.modes)}; "
                       "targets are chosen only for the mode chosen.", "707.1c", "707.1d")
    costs.say(game, card, worked, "701.1")  # enc-reward11: the power's cost as changed (707.1e)
    costs.use(game, worked)
    if resources == 0 and cost.resources == "X":
        game.trace.add(f"{player} pays (0): a cost of 0 is still paid.", "403.2")
    pay(game, player, resources, f"{card}'s power", pay_with=pay_with)
    paid = paying.pay_parts(game, card, player, cost, plan, f"the cost of {card}'s power", " to pay the cost")
    card.uses[number] = state.turn
    if cost.concede:  # hearthing (800.1): no link
        hearth(game, card, player, list(power.effects))
        return
    card.used_by[number] = player
    below = on_top(game, Link(card, player, made, {**targets, **paid_cards(paid)}, "power", card.name,
                              x, specs=list(specs), players=players, destroyed_to_pay=paid.get("destroyed"),
                              division=shares))
    game.trace.add(f"The effect of {card}'s power is added to the chain (chain: {len(state.chain)}){below}: using a "
                   "power is playing an effect, not playing a card.", "705.3", "707.1f", "410.2", "410.3",
                   *on_top_rules(below))
    targeted(game, state.chain[-1])


def targeted(game: Context, link: Link) -> None:
    """707.1f: once a link has been added, what triggers on a card becoming a target triggers: an
    event for each card in play it targets, its source the link's source (Escape Artist)."""
    cards = [c for c in link.chosen_targets.values() if isinstance(c, Card) and c.zone == "play"]
    if cards:
        views = compute_views(game.state)
        seen = {} if link.source.oid in views else {link.source.oid: printed(link.source)}
        watch(game, [Event("targeted", subject=c, source=link.source) for c in cards], views, seen)


def trigger_targets(game: Context, waiting) -> dict[str, Card] | None:
    """708.2, 707.1d: a triggered effect's targets are chosen as it joins the chain; with no legal
    choice for a required target, the effect vanishes (None)."""
    chosen: dict[str, Card] = {}
    for spec in waiting.targets:
        if spec.kind == "player":
            continue  # trigger_players
        other = waiting.event.get(spec.not_event) if spec.not_event else None
        pool = game.state.in_play() if spec.zone == "play" else \
            [c for c in game.state.cards.values() if c.zone == spec.zone]  # 706.1b: "target … from your graveyard"
        options = [c for c in sorted(pool, key=lambda c: c.timestamp)
                   if legal_target(game, spec, c, waiting.controller, waiting.source,
                                   {f"event:{role}": e for role, e in waiting.event.items()})
                   and not (spec.distinct and any(t.oid == c.oid for t in chosen.values()))
                   and not (other is not None and other.oid == c.oid)]
        pulled = [c for c in magnets(game, waiting.controller) if c in options]
        options = pulled or options  # 706.4: a magnet it can target must be its target
        chooser = waiting.event[spec.chosen_by].controller if spec.chosen_by in waiting.event else waiting.controller
        if options and game.state.player(chooser).lost:  # 102.2: a player out of the game chooses nothing
            game.trace.add(f"{chooser} would choose a target ({spec.id}) for the triggered effect of {waiting.source}, "
                           "but has left the game, so no target is chosen.", "102.2", "708.2", power=waiting.power)
            options = []
        if not options:
            if spec.optional or (spec.count is not None and spec.up_to):
                continue
            return None
        if spec.count is not None:  # "each of up to two target allies": a slot of several (707.1d)
            if not several_targets(game, waiting, spec, chooser, options, chosen):
                return None
            continue
        if spec.random:  # enc-turn2: 706.5, picked at random among the legal ones (the magnets first), not chosen
            chosen[spec.id] = random_trigger_target(game, waiting, spec, options, bool(pulled))
            continue
        pick = game.decide(Decision(chooser, "target", "715.1" if spec.chosen_by else "707.1d",
                                    f"a target ({spec.id}) for the triggered effect of {waiting.source}",
                                    [card_option(c) for c in options]))
        chosen[spec.id] = next(c for c in options if str(c.oid) == pick.key)
    return chosen


def random_trigger_target(game: Context, waiting, spec: TargetSpec, options: list[Card], pulled: bool) -> Card:
    """706.5: a triggered effect's random target, picked as it joins the chain; the script gives what the random
    pick came to (a `choose` of the effect's controller, who does not choose)."""
    pick = game.decide(Decision(waiting.controller, "random", "706.5",
                                f"the target ({spec.id}) the triggered effect of {waiting.source} picks at random",
                                [Option(c.label, str(c.oid), f"card:{c.oid}") for c in options]))
    found = next(c for c in options if str(c.oid) == pick.key)
    game.trace.add(f"The target ({spec.id}) of the triggered effect of {waiting.source} is picked at random among "
                   f"{'the magnets, which come first' if pulled else 'its legal targets'} "
                   f"({', '.join(map(str, options))}): {found}.", "706.5", *(["706.4"] if pulled else []),
                   power=waiting.power)
    return found


def several_targets(game: Context, waiting, spec: TargetSpec, chooser: str, options: list[Card],
                    chosen: dict[str, Card]) -> bool:
    """707.1d, 708.2: a triggered effect's slot of N targets ("up to N": as few as none), each a
    different card (706.1), chosen one at a time as the effect joins the chain, stopping with
    "none" once the slot allows; they are ``slot#1``, ``slot#2``… as a link's are. False if a slot of
    exactly N can't be filled."""
    most = len(options) if spec.count == "any" else spec.count
    picked: list[Card] = []
    while len(picked) < most:
        left = [c for c in options if all(c.oid != p.oid for p in picked) and not graveyards_apart(spec, [*picked[:1], c])]
        enough = spec.up_to or spec.count == "any"
        if not left:
            if enough:
                break
            return False
        pick = game.decide(Decision(chooser, "target", "707.1d",
                                    f"a target ({spec.id}, {len(picked) + 1} of {'up to ' if enough else ''}{most}) "
                                    f"for the triggered effect of {waiting.source}",
                                    [card_option(c) for c in left] + ([Option("none", "none", "none")] if enough else [])))
        if pick.key == "none":
            break
        picked.append(next(c for c in left if str(c.oid) == pick.key))
    for i, card in enumerate(picked):
        chosen[f"{spec.id}#{i + 1}"] = card
    game.trace.add(f"{chooser} chooses {len(picked)} target{'' if len(picked) == 1 else 's'} for the slot {spec.id!r} "
                   f"of the triggered effect of {waiting.source}, which takes {'up to ' if enough else ''}{most}"
                   f"{': ' + ', '.join(str(c) for c in picked) if picked else ''}; each is a different card.",
                   "708.2", "707.1d", "706.1", power=waiting.power)
    return True


def trigger_division(game: Context, waiting, targets: dict[str, Card]) -> dict[int, int]:
    """707.1d, 708.2: a triggered effect's damage "divided as you choose" is shared out as it joins the
    chain, once its targets are chosen: its controller names each target's share in turn, a positive
    whole number that leaves at least 1 for each target after it; the last target gets what is left.
    Returns target oid → share."""
    refs = {**targets, **{f"event:{role}": c for role, c in waiting.event.items()}}
    found = divided(game, waiting.source, waiting.controller, list(waiting.effects), refs, None)
    if found is None or not found[0]:
        return {}
    among, left = found
    shares: dict[int, int] = {}
    for i, card in enumerate(among):
        after = len(among) - i - 1
        if after == 0:
            shares[card.oid] = left
            break
        most = left - after
        pick = game.decide(Decision(waiting.controller, "divide", "707.1d",
                                    f"the share of {card} ({i + 1} of {len(among)} targets) of the {left} damage left "
                                    f"to divide for the triggered effect of {waiting.source}",
                                    [Option(str(n), str(n), str(n)) for n in range(1, most + 1)]))
        shares[card.oid] = int(pick.key)
        left -= shares[card.oid]
    say_division(game, waiting.source, shares)
    return shares


def trigger_players(game: Context, waiting) -> dict[str, str] | None:
    """The player targets of a triggered effect, chosen as it joins the chain (707.1d, 708.2)."""
    chosen: dict[str, str] = {}
    for spec in [s for s in waiting.targets if s.kind == "player"]:
        options = [p.name for p in game.state.clockwise_from(waiting.controller)
                   if player_target_problem(game, spec, p.name, waiting.controller) is None]
        if not options:
            if spec.optional:
                continue
            return None
        pick = game.decide(Decision(waiting.controller, "target", "707.1d",
                                    f"a target player ({spec.id}) for the triggered effect of {waiting.source}",
                                    [Option(name, name, f"player:{name}") for name in options]))
        chosen[spec.id] = pick.key
    return chosen


def resolve_top(game: Context) -> None:
    """709: try to resolve the newest link. While it does, it is off the chain (``game.resolving``)
    and its card is still in the chain zone."""
    link = game.state.chain.pop()
    game.resolving = link
    try:
        resolve(game, link)
    finally:
        game.resolving = None


def resolve(game: Context, link: Link) -> None:
    if link.kind == "proposal":
        problem = recheck_proposal(game, link)
        if problem is not None:
            interrupt(game, link, f"the proposed combat is no longer legal: {problem[1]}", "601.3", problem[0],
                      *(["601.2e"] if problem[0] != "601.2f" else []))
            game.state.combat = None
            game.trace.add(f"The proposed attacker and the proposed defender lose that status; no combat happens, and "
                           f"{game.state.turn_player} receives priority in their action phase with an empty chain.",
                           "601.3")
            return
        game.trace.add("The proposal effect resolves: the proposed combat is still legal.", "410.4a", "601.3")
        game.begin_combat()
        return
    if link.kind == "resource":  # 412.1a
        moved = enter_row(game, link)
        if not moved.face_down and moved.definition.type in ("quest", "location"):  # no Stash: still this card
            entering_state(game, moved, None)  # 710.1b: face up, it enters as its text says ('enters play exhausted')
        row_entered(game, [moved])
        return
    if link.condition is not None:  # 703.2: a double-check power checks its condition again
        true, fact = holds(game, link.condition, link.controller, link.source, link.targets)
        if not true:
            interrupt(game, link, f"the condition of its double-check power is no longer true: {fact}", "703.2")
            return
        game.trace.add(f"The double-check condition is still true ({fact}).", "703.2")
    chosen = link.chosen_targets
    illegal = {k: why for k, why in ((k, recheck(game, link, k, t)) for k, t in chosen.items()) if why}
    for k, why in illegal.items():
        game.trace.add(f"{describe(link)}: its {k!r} target, {chosen[k]}, is no longer legal: {why}.", "709.2a",
                       *(["415.9a"] if why == NEW_CARD else []))
    if chosen and len(illegal) == len(chosen):
        interrupt(game, link, "every one of its targets is illegal", "709.2a", "103.3")
        return
    if illegal:
        game.trace.add(f"{describe(link)} affects only its legal targets.", "709.2c")
    game.trace.add(f"{describe(link)} resolves: it was not interrupted, so its controller carries out its text in "
                   "order.", "410.4a", "709.1", "709.2b", power=link.power_text or None)
    if link.kind in ("power", "triggered") and link.source.oid not in game.state.cards:
        game.trace.add(f"{link.source} has left its zone, but the effect exists apart from its source and "
                       "still resolves.", "707.3")
    link.targets = {k: t for k, t in link.targets.items() if k not in illegal}
    made = len(game.state.modifiers)
    for effect in link.effects:
        perform(game, link, effect)
    separate_modifiers(game, link, game.state.modifiers[made:])
    finish(game, link)
    if game.turn_ended_by is not None:  # 500.5: "end the turn" takes effect once its link has resolved
        game.end_turn_now()
    elif game.state.result is None and link.controller != (
            first := game.state.clockwise_from(turn_player := game.state.turn_player)[0].name):
        who = (f"the turn player, {first}," if first == turn_player else  # 102.3: a turn player who left gets no priority
               f"{first}, the next player clockwise from the turn player {turn_player}, who has left the game,")
        game.trace.add(f"{describe(link)} has resolved. Once the checks before priority are done, {who} receives "
                       f"priority first, not {link.controller}, who controlled the link.", "709.2h", "410.4",
                       *(["102.3"] if first != turn_player else []))


LASTING = ("create_continuous", "create_modifier", "create_trigger", "create_prohibition", "restrict_attacks",
           "dont_ready", "skip_turn", "remove_until_your_next_turn")  # effects that make a lasting modifier; the others are one-shot (713.1)


DURATION_WORDS = {"this-turn": "this turn", "game": "until the game ends", "while-in-play": "while in play",
                  "until-your-next-turn": "until the start of its controller's next turn",
                  "until-its-controllers-next-turn": "until its controller's next turn"}


def separate_modifiers(game: Context, link: Link, made: list) -> None:
    """709.2e, 714.3c: a link makes one modifier for each part of its text with a duration of its
    own, and its one-shot parts apart from its continuous ones; with modes, only the chosen modes'."""
    one_shot = [e for e in link.effects if not any(has_field(e, k) for k in LASTING)]
    modes = bool(link.source.definition.modes) and link.kind == "card"
    if len(made) + bool(one_shot) < 2 and not modes:
        return
    durations = ", ".join(dict.fromkeys(DURATION_WORDS.get(field_or(m.spec, "duration"), "until it ends")
                                        for m in made))
    lasting = (f"{len(made)} lasting modifiers, one for each part of its text, each with a single duration "
               f"({durations})" if len(made) > 1 else f"a lasting modifier ({durations})" if made else "")
    shots = ("its one-shot modifiers apart from " + ("them" if len(made) > 1 else "it") if made
             else "only one-shot modifiers") if one_shot else ""
    made_what = " and ".join(p for p in (lasting, shots) if p) or "no modifier"
    game.trace.add(f"{describe(link)} has made {made_what}" +
                   (", carrying out the text of the modes chosen only." if modes else "."), "709.2e",
                   *(["714.3c"] if made else []))


def untargeted_host(game: Context, link: Link) -> Card | None:
    """400.3: as the attachment resolves its controller chooses a card that fits its attach
    description (no target: Untargetable cards fit too); if none fits, the attachment goes to its
    owner's graveyard and does not enter play."""
    card, player = link.source, link.controller
    views = compute_views(game.state)
    fitting = sorted(select(game.state, card.definition.attach_to, views, player, card, link.targets),
                     key=lambda c: c.timestamp)
    if not fitting:
        put_in_graveyard(game, card, f"No card fits {card}'s attach description as it resolves: it does not enter "
                                     "play, and goes to its owner's graveyard.", "400.3", "415.5")
        return None
    pick = game.decide(Decision(player, "host", "400.3", f"the card to attach {card} to",
                                [Option(c.label, str(c.oid), f"card:{c.oid}") for c in fitting]))
    return next(c for c in fitting if str(c.oid) == pick.key)


def recheck(game: Context, link: Link, slot: str, target: Card) -> str | None:
    """709.2a: is the target still legal — the same card, still fitting its description, and
    still one the link's controller can target?"""
    spec = next((s for s in link.specs if s.id == slot.split("#")[0]), None)
    if spec is None:
        in_play = target.oid in game.state.cards and target.zone == "play"
        return None if in_play else "it is no longer in play"
    problem = target_problem(game, spec, target, link.controller, link.x, source=link.source, refs=link.targets)
    return problem[1] if problem else None


def finish(game: Context, link: Link) -> None:
    if link.kind != "card":
        return
    card, d = link.source, link.source.definition
    if card.oid not in game.state.cards:  # its own effect moved it ("remove this card from the game")
        game.trace.add(f"{card} has already left the chain as it resolved, so it doesn't go to the graveyard.",
                       "415.9a")
        return
    if cease(game, card, "has resolved"):
        return
    modal = any(m.ongoing for m in d.modes)  # 305.2d: a card with an ongoing mode and a non-ongoing one
    chosen_ongoing = any(m.ongoing for m in link.modes)
    if d.type == "ability" and (not d.ongoing or (modal and not chosen_ongoing)):
        put_in_graveyard(game, card, f"{card} goes to its owner's graveyard" +
                         (": its non-ongoing mode was chosen, so while it resolved it was not an ongoing ability"
                          if modal else "") + ".", "305.1", "415.5", "709.2g", *(["305.2d"] if modal else []))
    elif d.type == "hero":  # a Master Hero (301.4)
        old = game.state.hero(link.controller)
        moved = take_over(game, card, link.controller)
        as_it_enters(game, moved)
        entered(game, [moved])
        becomes_hero(game, old.name if old is not None else None, moved)
    else:
        host = link.targets.get(d.attach) if d.attach else None
        if d.attach_to is not None:  # 400.3: an untargeted attach description, chosen now
            host = untargeted_host(game, link)
            if host is None:
                return
        moved = game.state.move(card, "play")
        moved.chosen = card.chosen
        slot = d.attach or next((m.attach for m in link.modes if m.ongoing and m.attach), None)
        if d.attach_to is None:
            host = link.targets.get(slot) if slot else None
        if host is not None and d.attach_to is not None:
            moved.attached_to = host.oid
            game.trace.add(f"{card} enters play attached to {host}, which {link.controller} chose as it resolved; it "
                           "did not target it.", "709.2g", "710.1", "400.3")
        elif host is not None:  # 400.2: it enters play attached to its target
            moved.attached_to = host.oid
            game.trace.add(f"{card} enters play attached to {host}" +
                           (", as its ongoing mode was chosen: it is an ongoing ability and an attachment" if modal
                            else "") + ".", "709.2g", "710.1", "710.1b", "400.2", *(["305.2d"] if modal else []))
        else:
            game.trace.add(f"{card} enters play.", "709.2g", "710.1")
        if card.entering_damage:  # 704.1b, 710.1b: a modifier made while it was on the chain
            moved.damage += card.entering_damage
            game.trace.add(f"{card} enters play with {card.entering_damage} damage on it, as the modifier created "
                           "while it was on the chain says.", "710.1b", "704.1b")
        as_it_enters(game, moved, x=link.x)
        entered(game, [moved])
