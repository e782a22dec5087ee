"""Replaying a scenario: run the engine on its setup and script, then compare with its expectations."""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

from .cards.library import CardLibrary, default_library
from .engine.chain import IllegalAction
from .engine.characteristics import compute_views, max_hand_size
from .engine.deck import deck as deck_of
from .engine.decisions import DecisionError
from .engine.game import Game
from .engine.setup import build_game
from .engine.trace import StepLimit
from .expect_names import UnknownName, check_names
from .formats.load import load_scenario
from .formats.scenario import Scenario
from .yamlio import Document, SourceError


@dataclass
class Replay:
    scenario: Scenario
    doc: Document
    game: Game
    mismatches: list[tuple[list, str]] = field(default_factory=list)

    @property
    def passed(self) -> bool:
        return not self.mismatches

    def result(self) -> dict[str, Any]:
        state = self.game.state
        return {
            "winners": state.result["winners"] if state.result else None,
            "losers": self.game.losses,
            "waves": self.game.wave_log,
            "loops": self.game.named_numbers,
            "interrupted": self.game.interrupted,
            "chain": [l.source.label for l in state.chain],
        }


def replay(path: str | Path, known_rules: set[str] | None = None,
           board_recorder: Callable[[Any], dict] | None = None, step_limit: int | None = None,
           library: CardLibrary | None = None) -> Replay:
    """Replay a scenario file. ``board_recorder`` (e.g. ``explain.board.snapshot``): also picture
    the board at key moments (``game.boards``). ``step_limit``: stop with an error after that many
    steps (default ``limits.MAX_STEPS``). ``library``: the cards (default: ``scenarios/cards``)."""
    scenario, doc = load_scenario(path)
    if known_rules is not None:
        for key in ("rules", "see_also"):
            for i, number in enumerate(getattr(scenario, key)):
                if number not in known_rules:
                    raise doc.error([key, i], f"rule {number} is not in the rulebook")
    library = library or default_library()
    game = build_game(scenario, doc, library)
    game.board_recorder = board_recorder
    if step_limit is not None:
        game.trace.limit = step_limit
    early: list[tuple[list, str]] = []
    held = watch_checkpoints(scenario, game, early)
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
    run = Replay(scenario, doc, game)
    try:
        run.mismatches = early + [m for k in sorted(held) for m in held[k]] + compare(scenario, game, library)
    except UnknownName as exc:
        raise doc.error(exc.loc, exc.message) from None
    return run


def packet_row(p) -> dict[str, Any]:
    """A packet as the expectations write it (408.2, 408.3)."""
    types = p.damage_types[0] if len(p.damage_types) == 1 else sorted(p.damage_types) or None  # 408.3a
    return {"heal" if p.heal else "damage": p.amount, "type": types, "source": p.source.label,
            "to": p.destination.label, "controller": p.controller, "combat": p.combat,
            "with_cards": [c.label for c in p.with_cards], "preventable": p.preventable}


def script_error(game: Game, message: str, entry=None) -> SourceError:
    """Bad input at its place in the script: the entry the error is about, else the next one."""
    where = game.script.where_of(entry) or game.script.position
    path, line, col = where.rsplit(":", 2) if where else ("?", "1", "1")
    return SourceError(path, int(line), int(col), message)


def compare(scenario: Scenario, game: Game, library: CardLibrary | None = None) -> list[tuple[list, str]]:
    """Each final expectation that the replay does not meet, located at its YAML path."""
    check_names(scenario, game, library or default_library())  # a name the game never had is bad input
    out = compare_expect(scenario.expect, game, ["expect"]) + idle_citations(scenario, game)
    rejected = [(i, e.rejected) for i, e in enumerate(scenario.script) if getattr(e, "rejected", None)]
    if rejected != game.rejections:
        out.append((["script"], f"rejected actions: expected {rejected!r}, the replay gives {game.rejections!r}"))
    return out


def idle_citations(scenario: Scenario, game: Game) -> list[tuple[list, str]]:
    """Each rule in ``rules`` that no step of the replay cites: a scenario cites only rules its
    replay applies (a rule it relies on only for reading belongs in ``see_also``)."""
    fired = game.trace.cited()
    return [(["rules", i], f"rule {number} is cited, but no step of the replay applies it (move it to see_also "
                           "if the ruling only relies on it for reading)")
            for i, number in enumerate(scenario.rules) if number not in fired]


def watch_checkpoints(scenario: Scenario, game: Game, found: list) -> dict[int, list]:
    """Check each checkpoint once: an ``after`` one as soon as its script entry has been used (at
    the next priority), a ``before`` one as its entry is taken."""
    pending = sorted(((k, p) for k, p in enumerate(scenario.checkpoints) if p.after is not None),
                     key=lambda kp: kp[1].after)
    ahead = {p.before - 1: (k, p) for k, p in enumerate(scenario.checkpoints) if p.before is not None}
    seen: dict[int, list] = {}  # a before-checkpoint, as its entry was last taken (an action taken back is retaken)

    def watcher(g: Game) -> None:
        while pending and g.script.used >= pending[0][1].after:
            k, point = pending.pop(0)
            found.extend(compare_expect(point.expect, g, ["checkpoints", k, "expect"]))

    def taking(index: int) -> None:
        if index in ahead:
            k, point = ahead[index]
            seen[k] = compare_expect(point.expect, game, ["checkpoints", k, "expect"])

    game.priority_watchers.append(watcher)
    game.script.on_take.append(taking)
    return seen


def compare_expect(exp, game: Game, prefix: list) -> list[tuple[list, str]]:
    """Where the game differs from one set of expectations (final, or a checkpoint's)."""
    state, out = game.state, []

    def check(loc: list, want, got, what: str):
        if want is not None and want != got:
            out.append(([*prefix, *loc], f"{what}: expected {want!r}, the replay gives {got!r}"))

    check(["turn_player"], exp.turn_player, state.turn_player, "turn player")
    check(["winners"], exp.winners, state.result["winners"] if state.result else None, "winners")
    check(["losers"], exp.losers, game.losses, "losers")
    waves = [sorted(w) for w in exp.waves] if exp.waves is not None else None  # a wave is simultaneous: 802
    check(["waves"], waves, game.wave_log, "cards destroyed in each pre-priority wave")
    check(["chain"], exp.chain, [l.source.label for l in state.chain], "chain")
    check(["loops"], exp.loops, game.named_numbers, "numbers named for loops")
    check(["interrupted"], exp.interrupted, game.interrupted, "interrupted links")
    for name, count in exp.in_play.items():
        check(["in_play", name], count, sum(1 for c in state.in_play() if c.name == name), f"{name} in play")
    views = compute_views(state)
    for label, want in exp.cards.items():
        card = state.by_label(label)
        zone = card.zone if card else "gone"
        check(["cards", label, "zone"], want.zone, zone, f"{label} zone")
        if card is None and want.zone is None and want.model_fields_set:  # gone: nothing else can hold
            out.append(([*prefix, "cards", label], f"{label}: expected a card in the game, the replay gives "
                                                   "one that has left it (zone gone)"))
        if card is not None:
            check(["cards", label, "damage"], want.damage, card.damage, f"{label} damage")
            check(["cards", label, "exhausted"], want.exhausted, card.exhausted, f"{label} exhausted")
            check(["cards", label, "face_down"], want.face_down, card.face_down, f"{label} face down")
            view = views.get(card.oid)
            for stat in ("atk", "health"):
                check(["cards", label, stat], getattr(want, stat), getattr(view, stat, None), f"{label} {stat}")
            check(["cards", label, "traits"], sorted(want.traits) if want.traits is not None else None,
                  sorted(view.traits) if view else None, f"{label} traits")
            check(["cards", label, "controller"], want.controller, card.controller, f"{label}'s controller")
            host = state.cards.get(card.attached_to) if card.attached_to is not None else None
            check(["cards", label, "attached_to"], want.attached_to, host.label if host else None,
                  f"{label}'s host")
            check(["cards", label, "keywords"], sorted(want.keywords) if want.keywords is not None else None,
                  sorted(view.keywords) if view else None, f"{label} keywords")
    for name, want in exp.players.items():
        p = state.player(name)
        check(["players", name, "ready_resources"], want.ready_resources, p.ready_resources,
              f"{name}'s ready resources")
        check(["players", name, "resources"], want.resources, p.resources, f"{name}'s resources")
        hand = sum(1 for c in state.cards.values() if c.zone == "hand" and c.owner == name)
        check(["players", name, "hand"], want.hand, hand, f"cards in {name}'s hand")
        deck = sum(1 for c in state.cards.values() if c.zone == "deck" and c.owner == name)
        check(["players", name, "deck"], want.deck, deck, f"cards in {name}'s deck")
        check(["players", name, "deck_order"], want.deck_order, [c.label for c in deck_of(state, name)],
              f"{name}'s deck, top first")
        check(["players", name, "max_hand_size"], want.max_hand_size, max_hand_size(state, name),
              f"{name}'s maximum hand size")
    if exp.packets is not None:
        got = [packet_row(p) for p in game.packet_log]
        want_rows = [w.model_dump(exclude_none=True) for w in exp.packets]
        seen = [{k: row.get(k) for k in w} for row, w in zip(got, want_rows)] + got[len(want_rows):]
        check(["packets"], want_rows, seen, "packets dealt or healed")
    check(["modifiers"], exp.modifiers, [m.source.label for m in state.modifiers], "lasting modifiers created by links")
    check(["shuffled"], exp.shuffled, game.shuffled, "decks shuffled")
    check(["kept"], exp.kept, game.kept, "cards kept for the next game by hearthing")
    return out
