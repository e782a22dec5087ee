"""An expectation must check something (issue 20): ``expect: {}`` (unless a ``rejected`` script
entry or a checkpoint checks something), a checkpoint's empty ``expect``, a card or player with no
check (``bob-hero: {}``), an empty map of cards, players or names in play, and a null value
(``damage: ~``) would each pass whatever the game did; a host no board can have (a card on itself,
a ring of attachments: 400.4) could never pass. They are refused where they are written,
in the scenario's YAML (the exported corpus writes every field out, nulls included, and is not
held to this)."""
from __future__ import annotations

from typing import Any, Iterator

from ..yamlio import Document

MAPS = ("cards", "players", "in_play")  # an empty one of these names nothing to check (kept: {} says nobody kept
# anything, which hearthing may well do: 800.1c)
EACH = ("cards", "players")  # … and each entry of these must check something of its card or player


def check_expectations(doc: Document, empty_expect: bool = False) -> None:
    """Raise the first empty or null expectation of the file, at its line (but an empty
    ``expect`` when ``empty_expect``: the caller checks something else)."""
    data = doc.data
    parts = [(["expect"], data.get("expect"))]
    points = data.get("checkpoints")
    if isinstance(points, list):
        parts += [(["checkpoints", k, "expect"], p.get("expect")) for k, p in enumerate(points) if isinstance(p, dict)]
    elsewhere = empty_expect or len(parts) > 1 or any(isinstance(e, dict) and "rejected" in e for e in data.get("script") or [])
    for loc, expect in parts:
        if expect == {} and not (loc == ["expect"] and elsewhere):  # a refusal or a checkpoint checks something
            raise doc.error(loc, "an empty expect checks nothing: say what must hold after the replay")
        for where, message in problems(expect):
            raise doc.error([*loc, *where], message)


def problems(expect: Any) -> Iterator[tuple[list, str]]:
    if not isinstance(expect, dict):
        return  # not a mapping at all: the format's validation says so
    yield from nulls(expect, [])
    for key in MAPS:
        if isinstance(expect.get(key), dict) and not expect[key]:
            yield [key], f"an empty {key} map checks nothing: name what to check, or leave {key} out"
    for key in EACH:
        for name, want in (expect.get(key) or {}).items() if isinstance(expect.get(key), dict) else ():
            if isinstance(want, dict) and not want:
                yield [key, name], f"{name}: an empty expectation checks nothing: give what must hold of it"
    yield from impossible_hosts(expect.get("cards"))


def impossible_hosts(cards: Any) -> Iterator[tuple[list, str]]:
    """A host expected for a card that no board can have: itself, or a ring of hosts (400.4)."""
    if not isinstance(cards, dict):
        return
    host_of = {label: want.get("attached_to") for label, want in cards.items() if isinstance(want, dict)}
    for label in host_of:
        seen, host = [label], host_of[label]
        while isinstance(host, str) and host not in seen:
            seen.append(host)
            host = host_of.get(host)
        if host == label:
            ring = "itself" if len(seen) == 1 else "a ring of hosts (" + " → ".join([*seen, label]) + ")"
            yield ["cards", label, "attached_to"], (f"{label} is expected attached to {ring}: an attachment has "
                                                     "exactly one host, another card in play (400.4)")


def nulls(value: Any, loc: list) -> Iterator[tuple[list, str]]:
    """Every null inside an expectation: a check of nothing, which would pass whatever happened."""
    if value is None:
        yield loc, f"{loc[-1] if loc else 'expect'}: null checks nothing: give a value, or leave the key out"
    elif isinstance(value, dict):
        for key, inner in value.items():
            yield from nulls(inner, [*loc, key])
    elif isinstance(value, list):
        for i, inner in enumerate(value):
            yield from nulls(inner, [*loc, i])
