"""enc-put: "Destroy all resources you control. Put two 1 / 1 Treant ally tokens into play for each resource destroyed
this way." — tokens counted by what the sentence before destroyed, for ``tools/encode_pool.py``: the two sentences are
read as one (``joined``), the first a group destroyed (709.1, 415.9c), the second the token sentence without its
clause, its number of tokens made that number for each card the destroy acted on (``that-many``, 709.2d; two for
each: ``{multiply: that-many, by: 2}``). The card named ('resource', 'ally') must be what the group destroys; after
anything but a group destroyed, the clause is refused."""
from __future__ import annotations

import re
from typing import Any, Callable

from shapes.base import Piece, Unrecognised

FOR_EACH_DESTROYED = re.compile(r"^(?P<body>Put [^.]+? tokens? into play(?: with [^.]+?)?) for each "
                                r"(?P<what>resource|ally) destroyed this way\.$")
DESTROY_ALL = re.compile(r"^Destroy all [^.]+\.$")
PAIR = re.compile(r"^(?P<first>Destroy all [^.]+\.) (?P<second>Put [^.]+? for each (?:resource|ally) destroyed this way\.)$")
DESTROYED = {"resource": lambda sel: sel.get("row") == "resource", "ally": lambda sel: sel.get("kind") == "ally"}


def joined(parts: list[str]) -> list[str]:
    """A 'for each … destroyed this way' token sentence joined to the group destroyed just before it."""
    out: list[str] = []
    for s in parts:
        if out and FOR_EACH_DESTROYED.match(s) and DESTROY_ALL.match(out[-1]):
            out[-1] = f"{out[-1]} {s}"
        else:
            out.append(s)
    return out


def pair(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    first, second = read(m.group("first")), FOR_EACH_DESTROYED.match(m.group("second"))
    destroyed = [e(None) for e in first.parts.get("effects", [])]
    if len(destroyed) != 1 or "destroy" not in destroyed[0] or "target" in destroyed[0]["destroy"] \
            or not DESTROYED[second.group("what")](destroyed[0]["destroy"]):
        raise Unrecognised(f"'destroyed this way' after no group of those cards destroyed: {m.group(0)}")
    tokens = read(second.group("body") + ".")
    made = [e(None) for e in tokens.parts.get("effects", [])]
    if len(made) != 1 or "put_token" not in made[0] or set(tokens.parts) - {"effects", "inner"}:
        raise Unrecognised(f"'for each … destroyed this way' around the shape '{tokens.shape}'")
    n = made[0].get("count", 1)
    counted: dict[str, Any] = {**made[0], "count": "that-many" if n == 1 else {"multiply": "that-many", "by": n}}
    return Piece(tokens.shape, effects=[first.parts["effects"][0], lambda slot: dict(counted)],
                 inner=[first.shape, "amount: for each card destroyed this way"])


def shapes(read: Callable[[str], Piece]) -> list:
    return [(PAIR, lambda m: pair(m, read))]
