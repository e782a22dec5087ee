"""enc-reward4: as many tokens as a count, for ``tools/encode_pool.py`` (the token sentence itself read by
``shapes/effects.py``; the count as the link resolves, 709.2d; the tokens enter play under your control, 404.2):

* "For each resource you control, put a 1[Melee]/1[Health] Treant ally token into play." — the clause said first:
  read as 'Put … into play for each resource you control.' (the conditions family's 'for each'); a data set's
  '1[Melee]/1[Health]' is the usual '1 [Melee] / 1 [Health]'.
* "Put a 3 / 3 Ghoul ally token into play for each ally put into a graveyard this way." — a token for each ally
  card an earlier effect of the same card put into a graveyard (``moved_by_this``, as Neeri's 'among them').

Refused: any other clause, and a count after anything but a token sentence.
"""
from __future__ import annotations

import re
from typing import Any, Callable

from shapes.base import Piece, Unrecognised

FRONT = re.compile(r"^For each (?P<what>[^,.]+), put (?P<body>(?:an?|two|three|four|five) [^.]+? tokens? into play"
                   r"[^.]*)\.$")
THIS_WAY = re.compile(r"^(?P<body>Put [^.]+? tokens? into play(?: with [^.]+?)?) for each (?P<kind>ally|card) put into "
                      r"a graveyard this way\.$")
GLUED = re.compile(r"\b(\d+) ?\[(\w+)\] ?/ ?(\d+) ?\[(\w+)\]")  # '1[Melee]/1[Health]'
SHAPE = "ability: put ally tokens into play"  # the token sentence's own shape: what the card types allow


def tokens(body: str, read: Callable[[str], Piece], sentence: str) -> tuple[Piece, dict[str, Any]]:
    """The token sentence read by the other shapes, and its one token effect; anything else is refused."""
    inner = read(body)
    made = [make(None) for make in inner.parts.get("effects", [])]
    if inner.shape != SHAPE or len(made) != 1 or "put_token" not in made[0] or set(inner.parts) - {"effects", "inner"}:
        raise Unrecognised(f"a count of tokens around the shape '{inner.shape}': {sentence}")
    return inner, made[0]


def front(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    body = GLUED.sub(r"\1 [\2] / \3 [\4]", m.group("body"))
    tokens(f"Put {body}.", read, m.group(0))  # a token sentence, or refused
    return read(f"Put {body} for each {m.group('what')}.")


def this_way(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    inner, made = tokens(m.group("body") + ".", read, m.group(0))
    count: dict[str, Any] = {"count": {"kind": m.group("kind"), "zone": "graveyard", "moved_by_this": True}}
    if made.get("count", 1) != 1:
        count["times"] = made["count"]
    counted = {**made, "count": count}
    return Piece(inner.shape, effects=[lambda slot: dict(counted)],
                 inner=[*inner.parts.get("inner", []), "amount: for each card put into a graveyard this way"])


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    return [(FRONT, lambda m: front(m, read)), (THIS_WAY, lambda m: this_way(m, read))]
