"""enc-turn11: a group narrowed to the cards that have an attachment you control — "… deals 1 shadow damage to each
opposing hero and ally that has an attachment you control." (Uzak'zim's other side): only the cards of the group with
some card attached to them (400.1) that you control (401.1), read as the effect happens (709.2d):
``attachment_controller: you``. Read as the sentence without the 'that' clause, its one group then narrowed (as
shapes/at_turn.py narrows a group to the cards with counters). Refused: a group that is a target, not one group of
the sentence, or an ability's effect (made only as the card is assembled: not read yet)."""
from __future__ import annotations

import re
from typing import Callable

from shapes import grammar
from shapes.base import Piece, Unrecognised, occurrences, replaced

WITH_YOURS = re.compile(r"^(?P<before>.+?\beach (?P<group>[^,.]+?)) that (?:has|have) an attachment you control"
                        r"(?P<after>[^,]*\.)$")
NOTE = "group: only cards with an attachment you control (400.1)"


def with_yours(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    aimed, group = grammar.selector(f"each {m.group('group')}")
    inner = read(f"{m.group('before')}{m.group('after')}")
    if aimed or occurrences(inner.parts, group) != 1:
        raise Unrecognised(f"'that has an attachment you control' not of one group: {m.group(0)}")
    parts = replaced(inner.parts, group, {**group, "attachment_controller": "you"})
    return Piece(inner.shape, **{**parts, "inner": [*parts.get("inner", []), NOTE]})


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    return [(WITH_YOURS, lambda m: with_yours(m, read))]
