"""Replaying a scenario: run the engine on its setup and script, then compare with its expectations."""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .engine.chain import IllegalAction
from .engine.decisions import DecisionError
from .engine.game import Game
from .formats.load import build_game, load_scenario
from .formats.scenario import Scenario
from .formats.yamlio import Document, SourceError


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
            "chain": [l.source.label for l in state.chain],
        }


def replay(path: str | Path, known_rules: set[str] | None = None) -> Replay:
    scenario, doc = load_scenario(path)
    if known_rules is not None:
        for i, number in enumerate(scenario.rules):
            if number not in known_rules:
                raise doc.error(["rules", i], f"rule {number} is not in the rulebook")
    game = build_game(scenario, doc)
    try:
        game.run()
    except (IllegalAction, DecisionError) as exc:
        raise script_error(game, str(exc)) from None
    leftover = game.script.peek()
    if leftover is not None:
        raise script_error(game, "this scripted step was never used: the replay ended before it")
    if known_rules is not None:
        unknown = game.trace.cited() - known_rules
        if unknown:
            raise RuntimeError(f"the engine cited rules missing from the rulebook: {sorted(unknown)}")
    run = Replay(scenario, doc, game)
    run.mismatches = compare(scenario, game)
    return run


def script_error(game: Game, message: str) -> SourceError:
    path, line, col = game.script.position.rsplit(":", 2) if game.script.position else ("?", "1", "1")
    return SourceError(path, int(line), int(col), message)


def compare(scenario: Scenario, game: Game) -> list[tuple[list, str]]:
    """Each expectation that the replay does not meet, located at its YAML path."""
    exp, state, out = scenario.expect, game.state, []

    def check(loc: list, want, got, what: str):
        if want is not None and want != got:
            out.append((["expect", *loc], f"{what}: expected {want!r}, the replay gives {got!r}"))

    check(["winners"], exp.winners, state.result["winners"] if state.result else None, "winners")
    check(["losers"], exp.losers, game.losses, "losers")
    waves = [sorted(w) for w in exp.waves] if exp.waves is not None else None  # a wave is simultaneous: 802
    check(["waves"], waves, game.wave_log, "cards destroyed in each pre-priority wave")
    check(["chain"], exp.chain, [l.source.label for l in state.chain], "chain")
    check(["loops"], exp.loops, game.named_numbers, "numbers named for loops")
    for name, count in exp.in_play.items():
        check(["in_play", name], count, sum(1 for c in state.in_play() if c.name == name), f"{name} in play")
    for label, want in exp.cards.items():
        card = state.by_label(label)
        zone = card.zone if card else "gone"
        check(["cards", label, "zone"], want.zone, zone, f"{label} zone")
        if card is not None:
            check(["cards", label, "damage"], want.damage, card.damage, f"{label} damage")
            check(["cards", label, "exhausted"], want.exhausted, card.exhausted, f"{label} exhausted")
    rejected = [(i, e.rejected) for i, e in enumerate(scenario.script) if getattr(e, "rejected", None)]
    check(["rejected"], rejected or None, game.rejections or None, "rejected actions")
    return out
