"""enc-turn6: a druid's form as a condition, for ``tools/encode_pool.py``:

* "Ongoing: At the start of your turn, if your hero is in cat form, it deals 1 melee damage to attached character."
  (Rake)

'Your hero is in cat form' holds while your hero has the form (the card format's keyword Cat Form, which the ability
giving the form grants, ``shapes/keywords_late.py``; the editor's note at 305.2a): checked as the power resolves (709.2),
or as it triggers too where the trigger reads it so. 'It' right after the condition is your hero, the card it names
(200.1): the sentence is read with 'your hero' in its place. Only your hero's form; 'his hero', a form of an ally, and
any other word for 'it' stay unread.
"""
from __future__ import annotations

import re
from typing import Any, Callable

from shapes.base import Piece
from shapes.keywords_late import FORMS

IT_AFTER = re.compile(r"^(?P<head>.+?, if your hero is in (?:bear|cat) form, )it (?P<rest>deals [^.]+\.)$")


def it_after(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    """The sentence read with 'your hero' for the 'it' after the condition."""
    return read(f"{m.group('head')}your hero {m.group('rest')}")


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    return [(IT_AFTER, lambda m: it_after(m, read))]


def in_form(m: re.Match) -> dict[str, Any]:
    """Your hero has the form now."""
    return {"exists": {"kind": "hero", "controller": "you", "keyword": FORMS[m.group("form")]}}


CONDITIONS = [(re.compile(r"^your hero is in (?P<form>bear|cat) form$"), in_form)]
