"""Saving a table session as a scenario: the board as its setup, the session's answers as its
script (table.script), the outcome the judge confirms as its ``expect``, the rules its replay
applied that the judge keeps as its ``rules``, and the judge's words (or marked placeholders).

The expectations proposed are read from the replay of the script being saved, so that ``adjudicator
check`` meets every one of them; the file is written only once it has been read back by the
scenario loader and replayed with the rulebook's checks (``replay_checked``)."""
from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

import yaml

from ..engine.game import Game
from ..replay import packet_row
from .names import Refused

PLACEHOLDER = "TODO (judge): "
SCHEMA = Path(__file__).resolve().parents[2] / "schemas" / "scenario.schema.json"


@dataclass
class Item:
    """One proposed expectation: where it goes in ``expect``, its value, and how it reads."""

    path: tuple
    value: Any
    text: str


def card_facts(game: Game) -> dict[str, dict]:
    """Each card's state by id, as an expectation writes it (zone gone for a card that left the game)."""
    state = game.state
    out = {}
    for label in state.ever:
        card = state.by_label(label)
        if card is None:
            out[label] = {"zone": "gone"}
            continue
        host = state.cards.get(card.attached_to) if card.attached_to is not None else None
        out[label] = {"zone": card.zone, "damage": card.damage, "exhausted": card.exhausted,
                      "face_down": card.face_down, "controller": card.controller,
                      "attached_to": host.label if host else None, "unnamed": card.unnamed}
    return out


def player_facts(game: Game) -> dict[str, dict]:
    state = game.state
    out = {}
    for p in state.players:
        mine = [c for c in state.cards.values() if c.owner == p.name]
        out[p.name] = {"ready_resources": p.ready_resources, "resources": p.resources,
                       "hand": sum(c.zone == "hand" for c in mine), "deck": sum(c.zone == "deck" for c in mine)}
    return out


CARD_KEYS = ("zone", "damage", "exhausted", "face_down", "controller", "attached_to")


def propose(start: Game, end: Game) -> list[Item]:
    """What changed from the board to the end of the replay, and what happened on the way."""
    items: list[Item] = []
    state = end.state
    if state.turn_player != start.state.turn_player:
        items.append(Item(("turn_player",), state.turn_player, f"it is {state.turn_player}'s turn"))
    if state.result is not None:
        items.append(Item(("winners",), list(state.result["winners"]), f"winners: {', '.join(state.result['winners']) or 'none (a draw)'}"))
    if end.losses:
        items.append(Item(("losers",), end.losses, f"losers, by the moment they lose: {end.losses}"))
    if end.wave_log:
        items.append(Item(("waves",), end.wave_log, f"cards destroyed in each pre-priority wave: {end.wave_log}"))
    before, after = card_facts(start), card_facts(end)
    for label, now in after.items():
        was = before.get(label)
        if now.get("unnamed"):
            continue  # resources whose faces aren't given: counted for their player below
        changed = [k for k in CARD_KEYS if k in now and (was is None or was.get(k) != now[k])]
        if now == {"zone": "gone"}:
            changed = ["zone"]
        if changed and "zone" not in changed:
            changed.insert(0, "zone")
        name = state.ever[label]
        for k in changed:
            old = "" if was is None or k not in was or was[k] == now[k] else f" (was {was[k]})"
            items.append(Item(("cards", label, k), now[k], f"{label} ({name}) {k.replace('_', ' ')}: {now[k]}{old}"))
    players_then, players_now = player_facts(start), player_facts(end)
    for name, now in players_now.items():
        for k, v in now.items():
            if players_then[name][k] != v:
                items.append(Item(("players", name, k), v, f"{name}'s {k.replace('_', ' ')}: {v} (was {players_then[name][k]})"))
    if end.packet_log:
        rows = [packet(p) for p in end.packet_log]
        items.append(Item(("packets",), rows, "packets, in order: " + "; ".join(packet_words(r) for r in rows)))
    more = (("chain", [l.source.label for l in state.chain], "links left on the chain"),
            ("interrupted", end.interrupted, "links interrupted"),
            ("loops", end.named_numbers, "numbers named for loops"),
            ("shuffled", end.shuffled, "decks shuffled"),
            ("modifiers", [m.source.label for m in state.modifiers], "lasting modifiers made by links, by source"))
    for key, value, words in more:
        if value:
            items.append(Item((key,), value, f"{words}: {', '.join(map(str, value))}"))
    return items


def packet(p) -> dict:
    """A packet as an expectation writes it: amount, type, source, destination, and whether it is
    combat damage (408.3b)."""
    row = packet_row(p)
    kind = "heal" if "heal" in row else "damage"
    out = {kind: row[kind]}
    out |= {k: row[k] for k in ("type", "source", "to") if row.get(k) is not None}
    return out | ({"combat": True} if row.get("combat") else {})


def packet_words(row: dict) -> str:
    kind = "heal" if "heal" in row else "damage"
    typed = f" {row['type'] if isinstance(row.get('type'), str) else '+'.join(row.get('type') or [])}".rstrip()
    combat = " combat" if row.get("combat") else ""
    return f"{row[kind]}{typed}{combat} {kind} from {row.get('source')} to {row.get('to')}"


def expect_of(items: list[Item]) -> dict:
    """The ``expect`` mapping of the items kept, in the format's order."""
    order = ("turn_player", "winners", "losers", "waves", "cards", "chain", "in_play", "loops", "interrupted",
             "players", "packets", "shuffled", "modifiers")
    out: dict[str, Any] = {}
    for item in sorted(items, key=lambda i: order.index(i.path[0])):
        node = out
        for step in item.path[:-1]:
            node = node.setdefault(step, {})
        node[item.path[-1]] = item.value
    return out


# -- choosing from a numbered list -------------------------------------------------------------
def picked(answer: str | None, count: int) -> set[int] | None:
    """The item numbers a judge keeps: Enter or 'all' (None: the default), 'none', '1 3-4', 'drop 2'."""
    text = (answer or "").strip().casefold()
    if text in ("", "all", "keep", "yes", "y"):
        return None
    if text == "none":
        return set()
    drop = text.startswith("drop")
    numbers = set()
    for part in re.split(r"[\s,]+", text.removeprefix("drop").strip()):
        if not part:
            continue
        low, _, high = part.partition("-")
        if not low.isdigit() or (high and not high.isdigit()):
            raise Refused(f"{part!r} is not an item number: answer with numbers such as '1 3-4', 'drop 2', "
                          "'all' or 'none'")
        span = range(int(low), int(high or low) + 1)
        if not span or span[0] < 1 or span[-1] > count:
            raise Refused(f"there are items 1 to {count}, not {part}")
        numbers.update(span)
    return set(range(1, count + 1)) - numbers if drop else numbers


def rules_kept(answer: str | None, fired: list[str], default: list[str]) -> list[str]:
    """The rules a judge cites: Enter (the default ones), 'all', or rule numbers that fired."""
    text = (answer or "").strip()
    if not text:
        return default
    if text.casefold() == "all":
        return fired
    if text.casefold() == "none":
        return []
    wanted = re.split(r"[\s,]+", text)
    idle = [n for n in wanted if n.lower() not in {f.lower() for f in fired}]
    if idle:
        raise Refused(f"{', '.join(idle)}: a scenario cites only rules its replay applies, and this one didn't "
                      "apply " + ("it" if len(idle) == 1 else "them") + " (they may go in see_also, by hand)")
    return [f for f in fired if f.lower() in {n.lower() for n in wanted}]


def fired_rules(game: Game) -> tuple[list[str], list[str]]:
    """Every rule the replay cited, in the order it first did; and those a card's power applied."""
    fired, powered = {}, {}
    for step in game.trace.steps:
        for rule in step.rules:
            fired.setdefault(rule, None)
            if step.power is not None:
                powered.setdefault(rule, None)
    return list(fired), list(powered)


# -- writing ---------------------------------------------------------------------------------------
def flow(value: Any) -> str:
    """A value in YAML flow style on one line."""
    text = yaml.safe_dump(value, default_flow_style=True, sort_keys=False, allow_unicode=True, width=10**6)
    return text.removesuffix("\n").removesuffix("\n...").strip()


def text(value: str) -> str:
    """A line of the judge's words: plain where YAML reads it back as the same text, else in
    double quotes (a JSON string is a YAML double-quoted one)."""
    plain = flow(value)
    return plain if not plain.startswith(("'", '"')) else json.dumps(value, ensure_ascii=False)


def scenario_text(data: dict, path: Path) -> str:
    """The scenario in the house style: one card or entry field per line where a person reads it."""
    schema = os.path.relpath(SCHEMA, path.resolve().parent)
    lines = [f"# yaml-language-server: $schema={schema}"]
    for key in ("id", "title", "question", "sources", "ruling"):
        value = data[key]
        lines.append(f"{key}: " + ("[" + ", ".join(map(text, value)) + "]" if isinstance(value, list) else text(value)))
    lines.append("rules: [" + ", ".join(f'"{r}"' for r in data["rules"]) + "]")
    if data.get("until"):
        lines.append(f"until: {data['until']}")
    lines += setup_lines(data["setup"])
    if data["script"]:
        lines.append("script:")
        for entry in data["script"]:
            lines += [("  - " if i == 0 else "    ") + f"{flow(k)}: {flow(v)}" for i, (k, v) in enumerate(entry.items())]
    lines.append("expect:" if data["expect"] else "expect: {}")
    for key, value in data["expect"].items():
        if isinstance(value, dict):
            lines.append(f"  {key}:")
            lines += [f"    {flow(k)}: {flow(v)}" for k, v in value.items()]
        elif key == "packets":
            lines.append(f"  {key}:")
            lines += [f"    - {flow(v)}" for v in value]
        else:
            lines.append(f"  {key}: {flow(value)}")
    return "\n".join(lines) + "\n"


def setup_lines(setup: dict) -> list[str]:
    """The ``setup`` mapping: the turn player, then each player with a card per line."""
    lines = ["setup:"]
    for key in ("turn_player", "phase", "first_player_chosen_by"):
        if key in setup:
            lines.append(f"  {key}: {flow(setup[key])}")
    lines.append("  players:")
    for player in setup["players"]:
        for i, (key, value) in enumerate(player.items()):
            lead = "    - " if i == 0 else "      "
            if isinstance(value, list):
                lines.append(f"{lead}{key}:")
                lines += [f"        - {flow(v)}" for v in value]
            else:
                lines.append(f"{lead}{key}: {flow(value)}")
    return lines


def source_of(text: str) -> str:
    """A source as the format writes it: an example id, or 'new ruling: …'."""
    text = text.strip()
    if re.fullmatch(r"E\d{3}", text) or text.startswith("new ruling:"):
        return text
    return f"new ruling: {text}"


def words(ask: Callable[[str], str | None], path: Path) -> dict:
    """The scenario's id and the judge's words; an empty answer leaves a marked placeholder."""
    out = {}
    given = (ask(f"Id [{path.stem}]: ") or "").strip()
    out["id"] = given or path.stem
    for key, what in (("title", "a title for this ruling, in a line"), ("question", "the question asked"),
                      ("ruling", "the answer, in a sentence or two")):
        answer = (ask(f"{key.capitalize()}: ") or "").strip()
        out[key] = answer or PLACEHOLDER + what
    source = (ask("Source (why: 'new ruling: …' is added; or an example id such as E072): ") or "").strip()
    out["sources"] = [source_of(source) if source else "new ruling: " + PLACEHOLDER + "the reasoning behind it"]
    return out
