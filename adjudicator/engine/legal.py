"""Legal options: at a prompt (decisions.Prompt), what the player may do, each with the rule that
allows it (410.2, 410.2a, and the rule of each decision); and why a named action is not legal, with
the rule that forbids it.

One source of truth: an action taken with priority is tried on the game itself (``trying``, which
puts everything back afterwards, legal_trials.py) by the very code that carries it out and refuses
it (IllegalAction); it is listed only if that code allows it. A card played, a power used or a quest
completed is refused by its checks before anything changes, so it is first tried without an undo
log, up to its first step (legal_trials.refusal_before_announcing). Answers to decisions, protections, inspirations,
mulligans and loop numbers are judged by the functions the engine uses to refuse them. The
candidates tried are every card, target, X and strike the board offers; ``pay_with`` is left to
the documented default (any ready resources may pay, 412.2).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from itertools import combinations, product
from operator import attrgetter
from typing import TYPE_CHECKING, Any, Iterator

import yaml
from pydantic import TypeAdapter

from ..cards.keywords import FACTION_RACES
from ..formats.scenario import (ENTRY_KINDS, Choose, Complete, Decline, EndTurn, Entry, FirstPlayer, Inspire, Mulligan,
                               NameNumber, Pass, Place, Play, Protect, Use, entry_kind)
from . import characteristics, combat, loops, placing, protect, resources, turns
from .agents import ACTIONS
from .chain import player_target_problem, timing_problem, choose_targets, divided, dividing, with_modes
from .prohibitions import in_force
from .targets import graveyards_apart, target_problem
from .characteristics import (compute_views, kept_through_trials, made_instant, payment_powers, per_in_play,
                              powers_in_play, powers_reader)
from .decisions import (DECISION, FIRST_PLAYER, INSPIRE, MULLIGAN, NUMBER, PRIORITY, PROTECT, DecisionError, IllegalAction,
                        Option, Prompt, can_decline, default_choice, find)
from .legal_trials import CHECKED_BEFORE_ANNOUNCING, refusal_before_announcing, trying
from .selectors import of_kind, select
from .conditions import holds
from .combat import paired_strikes, wielder

if TYPE_CHECKING:
    from .context import GameLoop

ENTRY = TypeAdapter(Entry)


def parse_entry(data: Any):
    """A script entry from its YAML form (a mapping such as ``{play: fire-blast, by: Alice}``);
    pydantic's ValidationError for a malformed one."""
    return ENTRY.validate_python(data)


def listed_entry(data: dict):
    """A candidate entry the listing built itself (so well formed, and of a known kind), validated by
    its kind's model alone: parse_entry's result, without the union's discriminating first."""
    return ENTRY_KINDS[entry_kind(data)].model_validate(data)


def written(data: dict | None) -> str:
    """An answer as a script entry in YAML flow style, as a scenario would write it."""
    if data is None:
        return "(no entry: the default)"
    return yaml.dump(data, Dumper=_DUMPER, default_flow_style=True, sort_keys=False, allow_unicode=True,
                     width=10**6).strip()


_DUMPER = getattr(yaml, "CSafeDumper", yaml.SafeDumper)  # libyaml's emitter where built: the same text, faster


@dataclass
class LegalOption:
    """One legal answer to a prompt: the script entry that gives it (``data``, its YAML form;
    None for doing nothing, the documented default), the rules that allow it, and words."""

    data: dict | None
    rules: tuple[str, ...]
    text: str
    entry: Any = field(init=False, repr=False)

    def __post_init__(self):
        self.entry = None if self.data is None else listed_entry(self.data)

    @property
    def written(self) -> str:
        return written(self.data)


def try_priority_entry(game: GameLoop, player: str, entry) -> None:
    """Carry out ``entry`` as ``player``'s action with priority, then undo it; raises IllegalAction
    with the rule that forbids it. A pass is judged as the priority loop judges it."""
    if isinstance(entry, (Pass, EndTurn)):
        why = game.pass_problem(player)
        if why is not None:
            raise IllegalAction("600.2", f"{player} can't pass priority: {why}")
        if isinstance(entry, EndTurn) and not turns.can_end(game, player):  # all end_requested checks (502.2)
            raise IllegalAction("502.2", turns.CANT_END)
        return
    if isinstance(entry, CHECKED_BEFORE_ANNOUNCING):  # most refusals: no undo log needed (legal_trials)
        refused = refusal_before_announcing(game, entry)
        if refused is not None:
            raise refused
    with trying(game):
        game.perform_action(entry)


# -- why not -------------------------------------------------------------------------------------
def why_not(game: GameLoop, prompt: Prompt, entry) -> IllegalAction | None:
    """None if ``entry`` is a legal answer to ``prompt``; otherwise the IllegalAction that names the
    forbidding rule. A malformed answer (e.g. ``exhaust`` naming no resource) raises DecisionError."""
    if prompt.kind != MULLIGAN and entry.by != prompt.player:
        return IllegalAction(prompt.rule, f"{entry.by} is not the one asked: {prompt.text}")
    try:
        _JUDGES[prompt.kind](game, prompt, entry)
    except IllegalAction as exc:
        # returned without its traceback: that held every frame it passed through (and their callers,
        # the game's included) in a cycle with the exception, which only the collector could free
        # (issue 23: most of the cyclic garbage a random game leaves)
        return exc.with_traceback(None)
    return None


def _not_an_answer(prompt: Prompt, entry, what: str) -> IllegalAction:
    return IllegalAction(prompt.rule, f"{prompt.text}; {type(entry).__name__.lower()} is not {what}")


def _priority(game: GameLoop, prompt: Prompt, entry) -> None:
    if not isinstance(entry, ACTIONS + (Pass, EndTurn)):
        raise _not_an_answer(prompt, entry, "an action with priority (410.2)")
    try_priority_entry(game, prompt.player, entry)


def _decision(game: GameLoop, prompt: Prompt, entry) -> None:
    decision = prompt.decision
    if isinstance(entry, Decline):
        if not can_decline(decision):
            raise IllegalAction(decision.rule, f"{prompt.text}; this choice can't be declined")
        return
    if not isinstance(entry, Choose):
        raise _not_an_answer(prompt, entry, "a 'choose' answer")
    if find(decision, entry.choose) is None:
        raise IllegalAction(decision.rule, f"{entry.choose} is not one of the options the rules allow: "
                                           f"{', '.join(o.label for o in decision.options)}")


def _number(game: GameLoop, prompt: Prompt, entry) -> None:
    if not isinstance(entry, NameNumber):
        raise _not_an_answer(prompt, entry, "a 'name_number' answer")
    if prompt.rule == "803.3":  # a mandatory loop's number is above a million; 803.2's any number
        loops.check_number(entry.name_number)


def _protect(game: GameLoop, prompt: Prompt, entry) -> None:
    if not isinstance(entry, Protect):
        raise _not_an_answer(prompt, entry, "a 'protect' answer")
    protect.check(game, entry.by, entry.protect)


def _inspire(game: GameLoop, prompt: Prompt, entry) -> None:
    if not isinstance(entry, Inspire):
        raise _not_an_answer(prompt, entry, "an 'inspire' answer")
    turns.check(game, entry)


def _mulligan(game: GameLoop, prompt: Prompt, entry) -> None:
    if not isinstance(entry, Mulligan):
        raise _not_an_answer(prompt, entry, "a 'mulligan' answer")
    problem = turns.mulligan_problem(game, prompt.player, entry)
    if problem is not None:
        raise problem


def _first_player(game: GameLoop, prompt: Prompt, entry) -> None:
    if not isinstance(entry, FirstPlayer):
        raise _not_an_answer(prompt, entry, "a 'first_player' answer")
    if entry.first_player not in [p.name for p in game.state.players]:
        raise IllegalAction("101.1", f"{entry.first_player} is not a player in this game")


_JUDGES = {PRIORITY: _priority, DECISION: _decision, NUMBER: _number, PROTECT: _protect, INSPIRE: _inspire,
           MULLIGAN: _mulligan, FIRST_PLAYER: _first_player}  # how an answer to each kind of prompt is judged


# -- the options ---------------------------------------------------------------------------------
def options(game: GameLoop, prompt: Prompt) -> list[LegalOption]:
    """Every legal answer to ``prompt``, in a fixed order, each with the rules that allow it."""
    found = []
    for data in CANDIDATES[prompt.kind](game, prompt):
        if data is None:
            found.append(LegalOption(None, (prompt.rule,), default_text(prompt)))
            continue
        entry = listed_entry(data)
        try:
            problem = why_not(game, prompt, entry)
        except DecisionError:
            continue
        if problem is None:
            found.append(LegalOption(data, allowing(game, prompt, entry), describe(game, data)))
    return found


def has_choice(game: GameLoop, prompt: Prompt) -> bool:
    """Does the player really choose here? Not in a decision the engine settles by its documented
    default (one option, or interchangeable ones), nor where doing nothing is all that is legal."""
    if prompt.kind == DECISION:
        return not isinstance(default_choice(prompt.decision), Option)
    if prompt.kind in (PROTECT, INSPIRE):
        return any(o.data is not None for o in options(game, prompt))
    return True


def allowing(game: GameLoop, prompt: Prompt, entry) -> tuple[str, ...]:
    """The rules that allow a legal answer."""
    if prompt.kind != PRIORITY:
        return (prompt.rule,)
    if isinstance(entry, Pass):
        return ("410.1", "410.4")
    if isinstance(entry, EndTurn):
        return ("410.4", "502.2")
    if isinstance(entry, Play):
        card = game.state.by_label(entry.play)
        instant = card is not None and (card.definition.instant or made_instant(game.state, card) is not None)
        return ("410.2" if instant else "410.2a", "409.1")
    if isinstance(entry, Use):
        return ("410.2", "701.2")
    if isinstance(entry, Complete):
        return ("410.2", "702.2")
    if isinstance(entry, Place):
        return ("410.2a", "412.1")
    return ("410.2a", "601.1")  # proposing a combat


def by_time(cards) -> list:
    return sorted(cards, key=_TIMESTAMP)


_TIMESTAMP = attrgetter("timestamp")  # a card's (718.2): read in C, at every sort of a listing


def every(possibilities) -> list:
    """Which of the possibilities for one part of an action to try: all of them (the listing).
    Random play passes a function that keeps one at random, so that the code that lists every
    option samples one (PRIORITY_KINDS)."""
    return list(possibilities)


def _priority_candidates(game: GameLoop, prompt: Prompt, each=every) -> Iterator[dict | None]:
    for kind in PRIORITY_KINDS.values():
        yield from kind(game, prompt.player, each)


def _passes(game: GameLoop, player: str, each=every) -> Iterator[dict]:
    yield {"pass": True, "by": player}
    yield {"end_turn": True, "by": player}


def _hand(game: GameLoop, player: str) -> list:
    """The player's cards in hand, oldest first (for reading only)."""
    return _playable(game.state).get(player, _NONE_PLAYABLE)[0]


def _hand_plays(game: GameLoop, player: str, each=every) -> Iterator[dict]:
    for card in _hand(game, player) + _from_graveyard(game, player):
        yield from _plays(game, player, card, each)


def _from_graveyard(game: GameLoop, player: str) -> list:
    """The cards of the player's graveyard they may play as from their hand (Artifact, 409.1), oldest first."""
    return _playable(game.state).get(player, _NONE_PLAYABLE)[1]


# id(state) → (the state, its card writes, each player's cards in hand and graveyard): kept through a trial
_PLAYABLE: dict[int, tuple] = kept_through_trials({})
_NONE_PLAYABLE: tuple[list, list, list] = ([], [], [])  # a player with none of them (read only)


def _playable(state) -> dict[str, tuple[list, list, list]]:
    """Each player's cards in hand, those of their graveyard they may play (``_from_graveyard``) and
    those of their graveyard with a payment power that works there (700.2, ``_powers``), oldest
    first: read again only after a write of the cards (characteristics.per_in_play), not at every
    listing. With CHECK_CACHE on, a kept reading is compared with a fresh one."""
    found = per_in_play(_PLAYABLE, state, lambda: _playable_read(state), checked=False)  # checked below
    if characteristics.CHECK_CACHE and found != _playable_read(state):
        raise AssertionError(f"cached cards in hand differ from a fresh reading at clock {state.clock}")
    return found


def _playable_read(state) -> dict[str, tuple[list, list, list]]:
    found: dict[str, tuple[list, list, list]] = {}
    for card in by_time(c for c in state.cards.values() if c.zone == "hand" or c.zone == "graveyard"):
        if card.zone == "hand":
            found.setdefault(card.owner, ([], [], []))[0].append(card)
        elif card.zone == "graveyard":
            d = card.definition
            if d.from_graveyard:
                found.setdefault(card.owner, ([], [], []))[1].append(card)
            if d.graveyard_payments:
                found.setdefault(card.owner, ([], [], []))[2].append(card)
    return found


def _places(game: GameLoop, player: str, each=every) -> Iterator[dict]:
    try:
        resources.check_placing(game, player)  # the check place makes first of all, after the card's
    except IllegalAction:
        return
    for card in _hand(game, player):
        yield {"place": card.label, "by": player}
        if resources.may_place_face_up(card.definition) and placing.face_up_payable(game, player, card):  # 412.1b,
            # and Stash; enc-if4: a face-up cost that can be paid (707.1e)
            yield {"place": card.label, "by": player, "face_up": True}


def _combat_strikes(game: GameLoop, player: str, each=every) -> Iterator:
    """303.2, 602.3b: a strike while a wielder of the player's is an attacker or a defender."""
    fight = game.state.combat
    if fight is None:
        return
    views = compute_views(game.state)
    for wielder in (fight.attacker, fight.defender):
        if wielder.controller == player and wielder.oid in views:
            for strike in each(_strikes(game, player, wielder, views)):
                if strike is not None:
                    yield {"strike": strike, "by": player}


def _powers(game: GameLoop, player: str, each=every) -> Iterator[dict]:
    for card, held in powers_in_play(game.state):  # oldest first, their powers read once per board (per_board)
        if held and card.controller == player:  # a card with no power (a face-down resource) offers nothing
            powers = _holding(held)
            if any(p.payment for p in held):  # most cards' powers are of other kinds: nothing to list
                yield from _uses(game, player, card, each, powers)
            if card.row == "resource" and not card.face_down:  # only a face-up resource is a quest (_completions)
                yield from _completions(game, player, card, each, powers)
    yard = _playable(game.state).get(player, _NONE_PLAYABLE)[2]  # 700.2, 701.2: its owner uses them there
    powers = powers_reader(game.state) if yard else None
    for card in yard:
        yield from _uses(game, player, card, each, powers)


def _holding(powers: tuple):
    """A powers reader (characteristics.powers_reader) for one card whose powers are known."""
    return lambda card: powers


def _plays(game: GameLoop, player: str, card, each=every) -> Iterator:
    if timing_problem(game, card, player) is not None:  # 409.1, 410.2a: the same check play_card makes first
        return
    d, ready = card.definition, game.state.player(player).ready_resources
    for mode in each(_modes(d)):
        modes = [] if mode is None else [d.modes[n - 1] for n in ([mode] if isinstance(mode, int) else mode)]
        specs, effects = with_modes(d, modes)
        for x in each(range(ready + 1) if d.x_cost else [None]):
            for targets in target_sets(game, specs, player, x, each, card):
                for divide in each(_divisions(game, card, player, specs, effects, targets, x)):
                    for chosen in each(_choices(game, d.choose)):
                        for alternate in each([None] + alternates(game, card, player)):
                            yield _entry({"play": card.label, "by": player}, targets=targets, choose=chosen, x=x,
                                         alternate=alternate, mode=mode, divide=divide)


def alternates(game: GameLoop, card, player: str) -> list:
    """707.1e: what the card's alternate cost may be paid with, as a script names it: one card that
    fits, or each set of as many different ones as it uses; the trial refuses the rest."""
    from itertools import combinations
    alt = card.definition.alternate_cost
    if alt is None:
        return []
    if alt.first_turn:  # Preparation: paid with no card
        return [[]]
    if alt.remove is None:
        pool = by_time(game.state.in_play())
    else:
        pool = by_time([c for c in select(game.state, alt.remove, compute_views(game.state), player, card)
                        if c.oid != card.oid])
    labels = [c.label for c in pool]
    return labels if alt.count == 1 else [list(s) for s in combinations(labels, alt.count)]


def _modes(d) -> list:
    """707.1c: the modes that may be chosen, as a script writes them (a number, or a list)."""
    if not d.modes:
        return [None]
    sizes = range(1, d.choose_modes + 1) if d.or_fewer else [d.choose_modes]
    return [combo[0] if len(combo) == 1 else list(combo)
            for size in sizes for combo in combinations(range(1, len(d.modes) + 1), size)]


def _divisions(game: GameLoop, card, player: str, specs, effects, targets: dict, x) -> list:
    """707.1d: every way to share damage "divided as you choose" among the targets: positive whole
    shares adding up to the amount (chain.divided, which the engine checks them against)."""
    if dividing(effects) is None:  # nothing divided: no need to choose the targets to see that
        return [None]
    try:
        found = divided(game, card, player, effects, choose_targets(game, card, player, targets, specs, x), x)
    except IllegalAction:
        return [None]
    if found is None or not found[0]:
        return [None]
    among, total = found
    return [dict(zip((c.label for c in among), shares)) for shares in _compositions(total, len(among))]


def _compositions(total: int, parts: int) -> list[tuple[int, ...]]:
    if parts == 1:
        return [(total,)] if total >= 1 else []
    return [(first, *rest) for first in range(1, total) for rest in _compositions(total - first, parts - 1)]


def _uses(game: GameLoop, player: str, card, each=every, powers=None) -> Iterator:
    """``powers``: a powers_reader of the board, if the caller has one."""
    payments = payment_powers(game.state, card, powers)  # the side up (301.2a), working where it is (700.2)
    if not payments:  # most cards: nothing more to read
        return
    state = game.state
    ready = state.player(player).ready_resources
    mates = sorted(p.name for p in state.active_players if p.name != player and state.friendly(player, p.name))
    for n, power in enumerate(payments, 1):
        asked = mates if power.cost.concede else []  # hearthing: every teammate's permission (800.1b)
        for mode in each(list(range(1, len(power.modes) + 1)) or [None]):  # enc-modes: 'Choose one:' (707.1c)
            specs, made = with_modes(power, [] if mode is None else [power.modes[mode - 1]])
            for x in each(x_values(power.cost, ready, card)):
                for targets in target_sets(game, specs, player, x, each, card):
                    for divide in each(_divisions(game, card, player, specs, made, targets, x)):
                        yield _entry({"use": card.label, "by": player}, power=n if n > 1 else None, targets=targets,
                                     x=x, permission=asked, divide=divide, mode=mode)


def x_values(cost, ready: int, card) -> list | range:
    """The values X may take for a power's cost: up to the ready resources for (X), up to the room
    left before fatal damage for "put X damage on her" (405.3), none without X (707.1b)."""
    if cost.resources == "X":
        return range(ready + 1)
    if cost.put_damage == "X":
        return range(max(0, (card.definition.health or 0) - card.damage) + 1)
    return [None]


def _completions(game: GameLoop, player: str, card, each=every, powers=None) -> Iterator:
    """The quests a face-up resource (``card``, the caller's) may be completed by (702.2)."""
    for n, reward in enumerate([p.reward for p in (powers or powers_reader(game.state))(card) if p.reward], 1):
        for mode in each(_reward_modes(reward)):  # enc-reward: 'Reward: Choose one: …' (707.1c)
            modes = [] if mode is None else [reward.modes[i - 1] for i in ([mode] if isinstance(mode, int) else mode)]
            specs = with_modes(reward, modes)[0]
            for targets in target_sets(game, specs, player, None, each, card):  # each reward power apart (702.2a)
                yield _entry({"complete": card.label, "by": player}, targets=targets, reward=n if n > 1 else None,
                             mode=mode)


def _reward_modes(reward) -> list:
    """707.1c: the modes of a reward its controller may name (one, or both under both_if: the engine checks the
    condition); none where there are none, or an opponent chooses (a decision as it is completed)."""
    if not reward.modes or reward.opponent_chooses:
        return [None]
    return list(range(1, len(reward.modes) + 1)) + ([[1, 2]] if reward.both_if is not None else [])


def _attacks(game: GameLoop, player: str, each=every) -> Iterator:
    try:
        combat.check_proposing(game, player)  # the check propose makes first (601.1)
    except IllegalAction:
        return
    state = game.state
    views = compute_views(state)
    characters = [c for c in by_time(state.in_play()) if c.oid in views and views[c.oid].is_character]
    opposing = [c for c in by_time(state.in_play()) if not state.friendly(player, c.controller)]
    known = {c.oid for c in characters}  # one card per object id: a set look-up, not comparing whole cards
    for attacker in [c for c in characters if c.controller == player]:
        # a resource, or another card a power lets this attacker sabotage: a sabotage combat (601.2b)
        fit = [c for c in opposing if c.oid in known or c.row == "resource" or combat.saboteur(game, attacker, c, views)]
        for defender in each(fit):
            for strike in each(_strikes(game, player, attacker, views)):
                yield _entry({"attack": attacker.label, "defender": defender.label, "by": player},
                             strike=strike)


def _strikes(game: GameLoop, player: str, attacker, views) -> list:
    weapons = [w.label for w in by_time(game.state.in_play()) if w.controller == player and w.definition.type == "weapon"
               and wielder(attacker, w) is not None]  # heroes, and allies for some weapons (303.2d)
    if not weapons:
        return [None]
    pairs = [list(p) for p in combinations(weapons, 2)] if paired_strikes(views[attacker.oid].keywords) else []
    return [None, *weapons, *pairs]


def _choices(game: GameLoop, what: str | None) -> list[dict]:
    """The values a player may choose as a card is played ("choose an ally type"): the traits of
    the cards in the game (a player may name any, but only these can matter)."""
    if what is None:
        return [{}]
    if what == "name":  # "make up a name" (200.3): any name no card or token uses; one stands for all
        return [{what: MADE_UP_NAME}]
    if what == "race":  # Rift: a Horde or Alliance race (the editor's note at 707.1e)
        return [{what: race} for race in FACTION_RACES]
    traits = sorted({t for c in game.state.cards.values() for t in (c.definition.traits or [])})
    return [{what: t} for t in traits]


MADE_UP_NAME = "Nameless One"  # the listing's made-up name (200.3): every unused name is as good as another


ANY_NUMBER = 3  # "any number of targets": the listing offers up to this many (the engine takes more)


def target_sets(game: GameLoop, specs, player: str, x: int | None, each=every, source=None) -> list[dict]:
    """Every combination of targets for these descriptions, each slot filtered by the check that
    choosing the targets makes (706.1); an optional target may be left out; a description with a
    count takes that many (or up to that many) cards, as a list. ``source``: the card played or
    whose power is used, which "another target" can't be (706.1)."""
    slots, views = [], compute_views(game.state) if specs else {}
    cants = in_force(game.state, "be-targeted") if specs else []  # read once for every card (target_problem)
    for spec in specs:
        if spec.random:  # 706.5: picked at random as the card is played, never named
            continue
        if spec.only_if is not None and not holds(game, spec.only_if, player, source)[0]:  # Empower's, ignored
            slots.append([None])
            continue
        if spec.kind == "player":
            names = [p.name for p in game.state.clockwise_from(player)
                     if player_target_problem(game, spec, p.name, player) is None]
        else:
            # in play, target_problem's first check (the kind) read first: most cards fail it
            pool = [v.card for v in of_kind(spec.kind, [views[c.oid] for c in game.state.in_play()])] \
                if spec.zone == "play" else [c for c in game.state.cards.values() if c.zone == spec.zone]
            names = [c.label for c in by_time(pool)
                     if target_problem(game, spec, c, player, x, source=source, views=views, cants=cants) is None]
        if spec.count is not None:
            most = min(len(names), ANY_NUMBER if spec.count == "any" else spec.count)
            sizes = range(0 if spec.up_to else 1, most + 1) if spec.up_to or spec.count == "any" else [spec.count]
            picks = [(spec.id, list(c)) if c else None for n in sizes for c in combinations(names, n)
                     if not graveyards_apart(spec, [game.state.by_label(label) for label in c])]  # 706.1b
        else:
            picks = [(spec.id, n) for n in names]
        slots.append(picks + ([None] if spec.optional and None not in picks else []))
    return [{k: v for k, v in filter(None, combo)} for combo in product(*map(each, slots))]


def _entry(head: dict, **more) -> dict:
    """A script entry: its kind and player first, then only the fields given (no empty ones; but an alternate cost
    paid with no card, Preparation's ``alternate: []``, is given)."""
    return {**head, **{k: v for k, v in more.items() if v not in (None, {}, []) or k == "alternate" and v == []}}


def _decision_candidates(game: GameLoop, prompt: Prompt) -> Iterator:
    decision = prompt.decision
    for option in decision.options:
        yield {"choose": option.label, "by": prompt.player}
    if can_decline(decision):
        yield {"decline": True, "by": prompt.player}


def _number_candidates(game: GameLoop, prompt: Prompt) -> Iterator:
    yield {"name_number": loops.MINIMUM + 1, "by": prompt.player}


def _protect_candidates(game: GameLoop, prompt: Prompt) -> Iterator:
    yield None
    for card in by_time(c for c in game.state.in_play() if c.controller == prompt.player):
        yield {"protect": card.label, "by": prompt.player}


def _inspire_candidates(game: GameLoop, prompt: Prompt) -> Iterator:
    yield None
    views = compute_views(game.state)
    room = len(turns.slots(game, prompt.player, views))
    mine = [c for c in by_time(game.state.in_play()) if c.controller == prompt.player and c.exhausted]
    tired = [c.label for c in mine if c.row != "resource" or not c.face_down]  # a face-up resource by its name
    tired += [turns.RESOURCE] * min(room, sum(1 for c in mine if c.row == "resource" and c.face_down))
    seen = set()
    for size in range(1, room + 1):
        for combo in combinations(tired, size):
            if combo not in seen:
                seen.add(combo)
                yield {"inspire": list(combo), "by": prompt.player}


def _mulligan_candidates(game: GameLoop, prompt: Prompt) -> Iterator:
    for choice in (False, True):
        yield {"mulligan": choice, "by": prompt.player}


def _first_player_candidates(game: GameLoop, prompt: Prompt) -> Iterator:
    for p in game.state.players:
        yield {"first_player": p.name, "by": prompt.player}


# The kinds of action with priority, in the listing's order; each lists the candidate entries of
# its kind for a player, not yet judged. ``each`` picks which possibilities of each part of an
# action (mode, X, targets, division, choice, alternate cost, defender, strike) are tried: every
# one for the listing; random play passes one that keeps one at random (randomplay.player).
PRIORITY_KINDS = {"pass": _passes, "play": _hand_plays, "place": _places, "power": _powers, "attack": _attacks,
                  "strike": _combat_strikes}

CANDIDATES = {PRIORITY: _priority_candidates, DECISION: _decision_candidates, NUMBER: _number_candidates,
              PROTECT: _protect_candidates, INSPIRE: _inspire_candidates, MULLIGAN: _mulligan_candidates,
              FIRST_PLAYER: _first_player_candidates}


# -- words ---------------------------------------------------------------------------------------
def default_text(prompt: Prompt) -> str:
    return {PROTECT: f"{prompt.player} does not protect (the default)",
            INSPIRE: f"{prompt.player} does not inspire (the default)",
            DECISION: f"{prompt.player} declines (the default)"}.get(prompt.kind, "the default")


def describe(game: GameLoop, data: dict) -> str:
    """An answer in words: "Alice plays Fire Blast targeting first: bob-hero"."""
    by, state = data["by"], game.state

    def name(label: str) -> str:
        card = state.by_label(label)
        return str(card) if card is not None else label

    def cards(labels: str | list[str]) -> str:  # one card or several: a strike (Dual Wield, 406.4), an alternate cost
        return " and ".join(map(name, labels if isinstance(labels, list) else [labels]))

    def targets() -> str:
        chosen = {k: " and ".join(v) if isinstance(v, list) else v for k, v in (data.get("targets") or {}).items()}
        return (" targeting " + ", ".join(f"{k}: {v}" for k, v in chosen.items())) if chosen else ""

    extra = (f" with X = {data['x']}" if "x" in data else "") + targets()
    if "pass" in data:
        return f"{by} passes priority"
    if "end_turn" in data:
        return f"{by} passes priority to end the action phase"
    shares = ", ".join(f"{n} to {k}" for k, n in (data.get("divide") or {}).items())
    if "play" in data:
        more = "".join(f", choosing {v} as the {k}" for k, v in (data.get("choose") or {}).items())
        alt = f", paying the alternate cost with {cards(data['alternate'])}" if "alternate" in data else ""
        mode = data.get("mode")
        mode = "" if mode is None else f", mode {mode}" if isinstance(mode, int) else \
            f", modes {', '.join(map(str, mode))}"
        return f"{by} plays {name(data['play'])}{mode}{extra}{more}{alt}" + (f", dividing: {shares}" if shares else "")
    if "use" in data:
        mode = f", mode {data['mode']}" if data.get("mode") is not None else ""  # enc-modes (707.1c)
        return (f"{by} uses {name(data['use'])}'s payment power{' ' + str(data['power']) if 'power' in data else ''}"
                f"{mode}{extra}" + (f", dividing: {shares}" if shares else ""))
    if "place" in data:
        return f"{by} places {name(data['place'])} as a resource, face {'up' if data.get('face_up') else 'down'}"
    if "complete" in data:
        mode = data.get("mode")  # enc-reward: a reward's mode (707.1c)
        mode = "" if mode is None else f", mode {mode}" if isinstance(mode, int) else \
            f", modes {', '.join(map(str, mode))}"
        return f"{by} completes {name(data['complete'])}{mode}{extra}"
    if "attack" in data:
        strike = data.get("strike")
        struck = "" if strike is None else " striking with " + cards(strike)
        return f"{by} proposes combat: {name(data['attack'])} attacks {name(data['defender'])}{struck}"
    if "strike" in data:
        return f"{by} strikes with {cards(data['strike'])}"
    if "choose" in data:
        return f"{by} chooses {data['choose']}"
    if "decline" in data:
        return f"{by} declines: none of the options is taken"
    if "name_number" in data:
        return f"{by} names {data['name_number']:,} (any number above {loops.MINIMUM:,} will do)"
    if "protect" in data:
        return f"{by} exhausts {name(data['protect'])} to protect"
    if "inspire" in data:
        return f"{by} inspires {', '.join('a resource' if l == turns.RESOURCE else name(l) for l in data['inspire'])}"
    if "first_player" in data:
        return f"{by} chooses {data['first_player']} to go first"
    if "mulligan" in data:
        return f"{by} {'mulligans' if data['mulligan'] else 'keeps their hand'}"
    return written(data)
