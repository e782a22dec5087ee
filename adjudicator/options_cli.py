"""``adjudicator options SCENARIO [--after N] [--why ACTION] [--json]``: replay a scenario up to
script entry N, then say who is about to act or decide, list their legal options with the rules
that allow them, and say why a named action is not legal (the rule that forbids it)."""
from __future__ import annotations

import json
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml
from pydantic import ValidationError

from .engine.legal_agents import Paused, PausingAgent
from .engine.decisions import IllegalAction
from .engine.decisions import DecisionError, Prompt
from .engine.legal import LegalOption, allowing, options, parse_entry, why_not, written
from .engine.setup import build_game
from .formats.load import load_scenario
from .formats.scenario import entry_kind
from .replay import script_error
from .yamlio import SourceError, StringKeepingLoader


@dataclass
class Moment:
    """What a replay stopped at: the prompt (None if the replay ended first), its options, and
    the verdict on the asked action."""

    scenario: Any
    after: int
    prompt: Prompt | None = None
    context: str = ""
    options: list[LegalOption] = field(default_factory=list)
    why: dict | None = None


def moment(path: str | Path, after: int | None = None, action: str | None = None) -> Moment:
    """Replay ``path`` until ``after`` script entries are used (default: all), then stop at the
    next prompt where a player really chooses. SourceError for bad input."""
    scenario, doc = load_scenario(path)
    after = len(scenario.script) if after is None else after
    if not 0 <= after <= len(scenario.script):
        raise SourceError(path, 1, 1, f"--after {after}: the script has {len(scenario.script)} entries")
    asked = parse_action(path, action) if action is not None else None
    game = build_game(scenario, doc)
    found = Moment(scenario, after)

    def inspect(game, prompt: Prompt) -> None:
        found.prompt, found.context = prompt, context(game)
        found.options = options(game, prompt)
        if asked is not None:
            found.why = verdict(game, prompt, asked, found.options)

    pausing = PausingAgent(game.script, after, inspect)
    game.agents = {name: pausing for name in game.agents}
    try:
        game.run()
    except Paused:
        pass
    except (IllegalAction, DecisionError) as exc:
        raise script_error(game, str(exc), getattr(exc, "entry", None)) from None
    return found


def parse_action(path, text: str):
    """The asked action, written like a script entry; ``by`` may be left out (the player asked)."""
    try:
        data = yaml.load(text, Loader=StringKeepingLoader)
    except yaml.YAMLError as exc:
        raise SourceError("--why", 1, 1, f"invalid YAML: {getattr(exc, 'problem', exc)}") from None
    if not isinstance(data, dict):
        raise SourceError("--why", 1, 1, "the action is a mapping written like a script entry, e.g. "
                                         "'{play: fire-blast, by: Alice, targets: {first: bob-hero}}'")
    try:
        parse_entry({**data, "by": data.get("by", "someone")})
    except ValidationError as exc:
        err = exc.errors()[0]
        where = ".".join(str(p) for p in err["loc"] if not str(p).startswith("function-"))
        raise SourceError("--why", 1, 1, f"not a script entry: {where + ': ' if where else ''}{err['msg']}") from None
    return data


def verdict(game, prompt: Prompt, data: dict, listed: list[LegalOption]) -> dict:
    data = ordered({**data, "by": data.get("by", prompt.player)})
    entry = parse_entry(data)
    try:
        problem = why_not(game, prompt, entry)
    except DecisionError as exc:
        return {"action": written(data), "legal": False, "rule": None, "message": str(exc)}
    if problem is not None:
        return {"action": written(data), "legal": False, "rule": problem.rule, "message": problem.message}
    number = next((i for i, o in enumerate(listed, 1) if o.entry == entry), None)
    return {"action": written(data), "legal": True, "rules": list(allowing(game, prompt, entry)), "option": number,
            "message": "legal" + (f": option {number}" if number else "")}


def context(game) -> str:
    """Where the game is: turn, step, chain, combat."""
    state = game.state
    parts = [f"turn {state.turn}, {state.turn_player}'s {game.step} step" if game.step != "action"
             else f"turn {state.turn}, {state.turn_player}'s action phase"]
    if state.combat is not None:
        parts.append(f"combat: {state.combat.attacker} attacks {state.combat.defender} ({state.combat.step})")
    parts.append("chain: " + (", ".join(l.source.label for l in state.chain) if state.chain else "empty"))
    return "; ".join(parts)


def as_json(found: Moment) -> dict:
    script = found.scenario.script
    return {
        "id": found.scenario.id,
        "after": found.after,
        "entry": entry_data(script[found.after - 1]) if found.after else None,
        "prompt": None if found.prompt is None else {
            "kind": found.prompt.kind, "player": found.prompt.player, "rule": found.prompt.rule,
            "text": found.prompt.text, "context": found.context},
        "options": [{"n": i, "entry": o.data, "written": o.written, "text": o.text, "rules": list(o.rules)}
                    for i, o in enumerate(found.options, 1)],
        "why": found.why,
    }


def entry_data(entry) -> dict:
    """A script entry as its YAML mapping: its kind first, then who, then the rest."""
    return ordered(entry.model_dump(by_alias=True, exclude_defaults=True))


def ordered(data: dict) -> dict:
    kind = entry_kind(data)
    return {k: data[k] for k in (kind, "by") if k in data} | {k: v for k, v in data.items() if k not in (kind, "by")}


def as_text(found: Moment) -> str:
    s, lines = found.scenario, [f"{found.scenario.id} — {found.scenario.title}"]
    lines.append(f"After script entry {found.after} of {len(s.script)}: {written(entry_data(s.script[found.after - 1]))}"
                 if found.after else f"Before the first script entry (the script has {len(s.script)}).")
    lines.append("")
    if found.prompt is None:
        lines.append("Nobody is asked anything more: the replay ends here.")
        return "\n".join(lines) + "\n"
    lines += [f"{found.prompt.text} [{found.prompt.rule}]. ({found.context})", "", "Legal options:"]
    for i, o in enumerate(found.options, 1):
        lines.append(f"{i:>3}. {o.written}")
        lines.append(f"     {o.text}  [{', '.join(o.rules)}]")
    if found.why is not None:
        why = found.why
        lines.append("")
        if why["legal"]:
            lines.append(f"{why['action']}: {why['message']}  [{', '.join(why['rules'])}]")
        else:
            rule = f" (rule {why['rule']})" if why["rule"] else ""
            lines.append(f"{why['action']}: not legal — {why['message']}{rule}")
    return "\n".join(lines) + "\n"


def run(args) -> int:
    try:
        found = moment(Path(args.file), args.after, args.why)
    except SourceError as exc:
        print(exc, file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(as_json(found), ensure_ascii=False, indent=2))
    else:
        sys.stdout.write(as_text(found))
    return 0


def register(subparsers) -> None:
    p = subparsers.add_parser("options", help="replay a scenario up to a script entry and list the legal options "
                                              "of the player about to act or decide")
    p.add_argument("file")
    p.add_argument("--after", type=int, default=None, metavar="N",
                   help="stop after script entry N (1-based; 0: before the first; default: after the last)")
    p.add_argument("--why", metavar="ACTION", help="an action written like a script entry, e.g. "
                   "'{play: fire-blast, by: Alice, targets: {first: bob-hero}}': is it legal, and if not, why not")
    p.add_argument("--json", action="store_true", help="print as JSON")
    p.set_defaults(func=run)
