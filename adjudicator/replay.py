"""Replaying a scenario: run the engine on its setup and script, observe the outcome, and compare
it with the expectations.

Observing and comparing are apart so that any engine can be judged the same way: ``observe``
turns one of our games into a result in the vocabulary of ``expect`` (the conformance runner
contract, docs/conformance/runner-contract.md), and ``compare`` judges such a result, whoever
made it, against a set of expectations. ``adjudicator check`` and ``adjudicator conform`` use
the same pair."""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import AbstractSet, Any, Callable

from .cards.library import CardLibrary, default_library
from .engine.agents import ScriptAgent
from .engine.decisions import IllegalAction
from .engine.characteristics import compute_views, max_hand_size
from .engine.deck import deck as deck_of
from .engine.decisions import DecisionError
from .engine.game import Game
from .engine.setup import build_game
from .engine.trace import StepLimit
from .engine.visibility import seen_by
from .expect_names import check_names_in_file
from .formats.load import load_scenario
from .formats.scenario import Expect, Scenario
from .yamlio import Document, SourceError

Mismatch = tuple[list, str]  # (the YAML path of the expectation, what differs)


@dataclass
class Replay:
    scenario: Scenario
    doc: Document
    game: Game
    mismatches: list[Mismatch] = field(default_factory=list)
    at_checkpoints: list[dict | None] = field(default_factory=list)  # the observed result at each checkpoint
    start: dict | None = None  # the starting board observed, when play_out was asked (``observe_start``)

    @property
    def passed(self) -> bool:
        return not self.mismatches

    def result(self) -> dict[str, Any]:
        """The final state in the vocabulary of ``expect`` (``observe``)."""
        return observe(self.game)


def replay(path: str | Path, known_rules: AbstractSet[str] | None = None,
           board_recorder: Callable[[Any], dict] | None = None, step_limit: int | None = None,
           library: CardLibrary | None = None) -> Replay:
    """Replay a scenario file. ``board_recorder`` (e.g. ``explain.board.snapshot``): also picture
    the board at key moments (``game.boards``). ``step_limit``: stop with an error after that many
    steps (default ``limits.MAX_STEPS``). ``library``: the cards (default: ``scenarios/cards``)."""
    scenario, doc = load_scenario(path)
    return replay_scenario(scenario, doc, library, known_rules, board_recorder, step_limit)


def replay_scenario(scenario: Scenario, doc: Document, library: CardLibrary | None = None,
                    known_rules: AbstractSet[str] | None = None, board_recorder: Callable[[Any], dict] | None = None,
                    step_limit: int | None = None, script: ScriptAgent | None = None,
                    observe_start: bool = False) -> Replay:
    """Play a loaded scenario out and compare the outcome with its expectations. Checks of the
    scenario against our replay (names the game never had, cited rules that never fire) come
    with it; ``conform`` asks only the comparison of other engines. ``script``, ``observe_start``:
    as ``play_out``."""
    library = library or default_library()
    run = play_out(scenario, doc, library, known_rules, board_recorder, step_limit, script, observe_start)
    run.mismatches = judged(run, scenario, doc, library)
    return run


def judged(run: Replay, scenario: Scenario, doc: Document, library: CardLibrary | None = None) -> list[Mismatch]:
    """What a played-out game misses of a scenario's expectations: the scenario played, or one that
    differs from it only in what it expects (the same board and script play the same game, so a
    test that varies only expectations replays nothing). A name the game never had is bad input."""
    check_names_in_file(scenario, doc, run.game, library or default_library())
    return compare_scenario(scenario, observe(run.game), run.at_checkpoints) + idle_citations(scenario, run.game)


def play_out(scenario: Scenario, doc: Document, library: CardLibrary | None = None,
             known_rules: AbstractSet[str] | None = None, board_recorder: Callable[[Any], dict] | None = None,
             step_limit: int | None = None, script: ScriptAgent | None = None, observe_start: bool = False) -> Replay:
    """Run the engine on a scenario's setup and script, observing the game at each checkpoint;
    nothing is compared yet. A script the replay can't follow is bad input (``SourceError``).
    ``observe_start``: also observe the starting board, before anything is played (``Replay.start``)."""
    if known_rules is not None:
        for key in ("rules", "see_also"):
            for i, number in enumerate(getattr(scenario, key)):
                if number not in known_rules:
                    raise doc.error([key, i], f"rule {number} is not in the rulebook")
    library = library or default_library()
    game = build_game(scenario, doc, library, script)  # ``script``: the script's own agent (conformance)
    start = observe(game) if observe_start else None
    game.board_recorder = board_recorder
    if step_limit is not None:
        game.trace.limit = step_limit
    seen: list[dict | None] = [None] * len(scenario.checkpoints)
    watch_checkpoints(scenario, game, seen)
    try:
        game.run()
        for watcher in game.priority_watchers:
            watcher(game)  # checkpoints whose moment came as the replay ended
    except (IllegalAction, DecisionError, StepLimit) as exc:
        waiting = f" (the next script entry is waiting{game.script.why_waiting()})" if game.script.waited else ""
        raise script_error(game, str(exc) + waiting, getattr(exc, "entry", None)) from None
    leftover = game.script.peek()
    if leftover is not None:
        raise script_error(game, "this scripted step was never used: the replay ended before it" +
                           game.script.why_waiting())
    if known_rules is not None:
        unknown = game.trace.cited() - known_rules
        if unknown:
            raise RuntimeError(f"the engine cited rules missing from the rulebook: {sorted(unknown)}")
    return Replay(scenario, doc, game, at_checkpoints=seen, start=start)


def script_error(game: Game, message: str, entry=None) -> SourceError:
    """Bad input at its place in the script: the entry the error is about, else the next one."""
    where = game.script.where_of(entry) or game.script.position
    path, line, col = where.rsplit(":", 2) if where else ("?", "1", "1")
    return SourceError(path, int(line), int(col), message)


def idle_citations(scenario: Scenario, game: Game) -> list[Mismatch]:
    """Each rule in ``rules`` that no step of the replay cites: a scenario cites only rules its
    replay applies (a rule it relies on only for reading belongs in ``see_also``). A check of the
    scenario against our replay, not an expectation: ``conform`` doesn't ask it of other engines."""
    fired = game.trace.cited()
    return [(["rules", i], f"rule {number} is cited, but no step of the replay applies it (move it to see_also "
                           "if the ruling only relies on it for reading)")
            for i, number in enumerate(scenario.rules) if number not in fired]


def watch_checkpoints(scenario: Scenario, game: Game, seen: list[dict | None]) -> None:
    """Observe the game at each checkpoint's moment: an ``after`` one the first time a player would
    act with priority once its script entry has been used, a ``before`` one as its entry is taken
    (again, should an action taken back be retaken)."""
    pending = sorted(((k, p) for k, p in enumerate(scenario.checkpoints) if p.after is not None),
                     key=lambda kp: kp[1].after)
    ahead = {p.before - 1: k for k, p in enumerate(scenario.checkpoints) if p.before is not None}

    def watcher(g: Game) -> None:
        while pending and g.script.used >= pending[0][1].after:  # a loop's repetitions stand for its entry
            k, _ = pending.pop(0)
            seen[k] = observe(g)

    def taking(index: int) -> None:
        if index in ahead:
            seen[ahead[index]] = observe(game)

    game.priority_watchers.append(watcher)
    game.script.on_take.append(taking)


# -- observe: a game → a result in the vocabulary of ``expect`` ------------------------------

def packet_row(p) -> dict[str, Any]:
    """A packet as the expectations write it (408.2, 408.3)."""
    types = p.damage_types[0] if len(p.damage_types) == 1 else sorted(p.damage_types) or None  # 408.3a
    return {"heal" if p.heal else "damage": p.amount, "type": types, "source": p.source.label,
            "to": p.destination.label, "controller": p.controller, "combat": p.combat,
            "with": [c.label for c in p.with_cards], "preventable": p.preventable}


def observe(game: Game) -> dict[str, Any]:
    """The game's state now, as the runner contract's result: what every key of ``expect`` can
    ask about, with nothing left to the reader to work out."""
    state = game.state
    views = compute_views(state)
    visible = seen_by(game)
    cards: dict[str, dict[str, Any]] = {}
    for card in state.cards.values():  # oldest object first: the newest of an id wins (415.9a)
        view = views.get(card.oid)
        host = state.cards.get(card.attached_to) if card.attached_to is not None else None
        cards[card.label] = {
            "name": card.name, "zone": card.zone, "owner": card.owner, "controller": card.controller,
            "damage": card.damage, "exhausted": card.exhausted, "face_down": card.face_down,
            "attached_to": host.label if host else None, "row": card.row if card.zone == "play" else None,
            "atk": getattr(view, "atk", None), "health": getattr(view, "health", None),
            "def": view.defense if view and card.definition.defense is not None else None,  # an armor's (304.2)
            "traits": sorted(view.traits) if view else None, "keywords": sorted(view.keywords) if view else None,
            "counters": {k: n for k, n in sorted(card.counters.items()) if n},  # 404.1
            "seen_by": visible[card.oid],  # 415
        }
    in_play: dict[str, int] = {}
    for card in state.in_play():
        in_play[card.name] = in_play.get(card.name, 0) + 1
    players = {p.name: {"ready_resources": p.ready_resources, "resources": p.resources,
                        "hand": sum(1 for c in state.cards.values() if c.zone == "hand" and c.owner == p.name),
                        "deck": sum(1 for c in state.cards.values() if c.zone == "deck" and c.owner == p.name),
                        "deck_order": [c.label for c in deck_of(state, p.name)],
                        "max_hand_size": max_hand_size(state, p.name)}
               for p in state.players}
    return {
        "turn_player": state.turn_player,
        "winners": list(state.result["winners"]) if state.result else None,
        "losers": [list(group) for group in game.losses],  # copies: a checkpoint's result must not grow
        "waves": [list(wave) for wave in game.wave_log],
        "chain": [link.source.label for link in state.chain],
        "loops": list(game.named_numbers),
        "interrupted": list(game.interrupted),
        "modifiers": [m.source.label for m in state.modifiers],
        "shuffled": list(game.shuffled),
        "kept": {name: list(cards) for name, cards in game.kept.items()} if game.kept is not None else None,
        "packets": [packet_row(p) for p in game.packet_log],
        "in_play": dict(sorted(in_play.items())),
        "cards": cards,
        "players": players,
        "rejected": [[index, rule] for index, rule in game.rejections],
    }


# -- compare: expectations × a result → what differs -----------------------------------------

def compare_scenario(scenario: Scenario, final: dict[str, Any], at_checkpoints: list[dict | None],
                     who: str = "the replay") -> list[Mismatch]:
    """Every expectation of a scenario (its checkpoints', then the final ones) that a result does
    not meet, located at its YAML path. ``who`` names the result's maker in the messages."""
    out: list[Mismatch] = []
    for k, point in enumerate(scenario.checkpoints):
        seen = at_checkpoints[k] if k < len(at_checkpoints) else None
        if seen is None:
            out.append((["checkpoints", k], f"{who} gives no result at this checkpoint"))
        else:
            out += compare(point.expect, seen, ["checkpoints", k, "expect"], who)
    out += compare(scenario.expect, final, ["expect"], who)
    rejected = [[i, e.rejected] for i, e in enumerate(scenario.script) if getattr(e, "rejected", None)]
    got = [list(r) for r in final.get("rejected", [])]
    if rejected != got:
        out.append((["script"], f"rejected actions: expected {rejected!r}, {who} gives {got!r}"))
    return out


def compare(exp: Expect, got: dict[str, Any], prefix: list, who: str = "the replay") -> list[Mismatch]:
    """Where a result differs from one set of expectations (final, or a checkpoint's). Only what
    the expectations give is compared."""
    out: list[Mismatch] = []

    def check(loc: list, want, have, what: str):
        if want is not None and want != have:
            out.append(([*prefix, *loc], f"{what}: expected {want!r}, {who} gives {have!r}"))

    wave = lambda waves: [sorted(w) for w in waves] if waves is not None else None  # noqa: E731  802: simultaneous
    check(["turn_player"], exp.turn_player, got.get("turn_player"), "turn player")
    check(["winners"], exp.winners, got.get("winners"), "winners")
    check(["losers"], exp.losers, got.get("losers"), "losers")
    check(["waves"], wave(exp.waves), wave(got.get("waves")), "cards destroyed in each pre-priority wave")
    check(["chain"], exp.chain, got.get("chain"), "chain")
    check(["loops"], exp.loops, got.get("loops"), "numbers named for loops")
    check(["interrupted"], exp.interrupted, got.get("interrupted"), "interrupted links")
    in_play = got.get("in_play") or {}
    for name, count in exp.in_play.items():
        check(["in_play", name], count, in_play.get(name, 0), f"{name} in play")
    cards = got.get("cards") or {}
    for label, want in exp.cards.items():
        card = cards.get(label)
        zone = card.get("zone", "gone") if card else "gone"
        check(["cards", label, "zone"], want.zone, zone, f"{label} zone")
        if card is None or zone == "gone":
            if want.zone is None and want.model_dump(exclude_none=True):  # gone: nothing else can hold
                out.append(([*prefix, "cards", label], f"{label}: expected a card in the game, {who} gives one "
                                                       "that has left it (zone gone)"))
            continue
        for key, what in (("damage", "damage"), ("exhausted", "exhausted"), ("face_down", "face down"),
                          ("atk", "atk"), ("health", "health"), ("def", "DEF")):
            check(["cards", label, key], getattr(want, "defense" if key == "def" else key), card.get(key),
                  f"{label} {what}")
        check(["cards", label, "traits"], sorted(want.traits) if want.traits is not None else None,
              _sorted(card.get("traits")), f"{label} traits")
        check(["cards", label, "controller"], want.controller, card.get("controller"), f"{label}'s controller")
        check(["cards", label, "attached_to"], want.attached_to, card.get("attached_to"), f"{label}'s host")
        check(["cards", label, "row"], want.row, card.get("row"), f"{label}'s row")
        check(["cards", label, "keywords"], sorted(want.keywords) if want.keywords is not None else None,
              _sorted(card.get("keywords")), f"{label} keywords")
        check(["cards", label, "counters"], want.counters, card.get("counters"), f"{label}'s counters")
        check(["cards", label, "seen_by"], want.seen_by, card.get("seen_by"), f"the players who may look at {label}")
    players = got.get("players") or {}
    for name, want in exp.players.items():
        p = players.get(name) or {}
        check(["players", name, "ready_resources"], want.ready_resources, p.get("ready_resources"),
              f"{name}'s ready resources")
        check(["players", name, "resources"], want.resources, p.get("resources"), f"{name}'s resources")
        check(["players", name, "hand"], want.hand, p.get("hand"), f"cards in {name}'s hand")
        check(["players", name, "deck"], want.deck, p.get("deck"), f"cards in {name}'s deck")
        check(["players", name, "deck_order"], want.deck_order, p.get("deck_order"), f"{name}'s deck, top first")
        check(["players", name, "max_hand_size"], want.max_hand_size, p.get("max_hand_size"),
              f"{name}'s maximum hand size")
    if exp.packets is not None:
        rows = got.get("packets") or []
        want_rows = [w.model_dump(by_alias=True, exclude_none=True) for w in exp.packets]
        seen = [{k: row.get(k) for k in w} for row, w in zip(rows, want_rows)] + rows[len(want_rows):]
        check(["packets"], want_rows, seen, "packets dealt or healed")
    check(["modifiers"], exp.modifiers, got.get("modifiers"), "lasting modifiers created by links")
    check(["shuffled"], exp.shuffled, got.get("shuffled"), "decks shuffled")
    check(["kept"], exp.kept, got.get("kept"), "cards kept for the next game by hearthing")
    return out


def _sorted(values):
    return sorted(values) if isinstance(values, list) else values
