"""enc-turn4: "Put target non-token ally into its owner's resource row face down, then exhaust it." (Lesson of the
Wild) — a target card in play moved into its owner's resource row face down (412.1b), a new card there (415.9a), then
exhausted ('then exhaust it', 'and exhausted'). Only a target ally in play, as the grammar's selector reads it (the
hand-written Hibernate's encoding); a hero, a card in another zone (shapes/moves.py reads the graveyard's) or a group
is refused."""
from __future__ import annotations

import re

from shapes.base import Piece, Unrecognised
from shapes.grammar import selector

SHAPE = "ability: a target in play put into its owner's resource row face down"
INTO_ROW = re.compile(r"^Put (?P<object>target (?:(?! in | from )[^.])+?) into its owner's resource row face down"
                      r"(?P<exhausted>, then exhaust it| and exhausted)?\.$")


def into_row(m: re.Match) -> Piece:
    aimed, spec = selector(m.group("object"))
    if not aimed or spec.get("kind") != "ally" or spec.get("count") or "zone" in spec:
        raise Unrecognised(f"a card put into its owner's resource row: {m.group('object')}")
    effect = {"put_into_resource_row": {"target": None}, **({"exhausted": True} if m.group("exhausted") else {})}
    return Piece(SHAPE, target=spec, effects=[lambda slot: {**effect, "put_into_resource_row": {"target": slot}}])


SHAPES = [(INTO_ROW, into_row)]
ALLOWED = {"ability": (SHAPE,)}

