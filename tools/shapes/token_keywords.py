"""enc-reward4: a token given keywords the token shapes of ``shapes/effects.py`` don't list, or the Unique tag, for
``tools/encode_pool.py``:

* "Put a 5 / 5 Naaru ally token into play with Absorb and Protector.", "… with Mend 4.", "… with Assault 2.",
  "… with Frost Resistance." — the token sentence without its keywords read by the token shapes; the keyword list
  read as a card's keyword line is (a set keyword's powers are the keyword's, ``adjudicator/cards/keywords.py``;
  Assault and a resistance bring the powers the keyword line gives them), each token having them (404.2).
* "… with Onyxia (1)" — a tag with a number (202.2), the token's own name's: a tag of the token.
* "Put a 1 [Holy] / 1 [Health] Unique Priest ally token named Father Kamaros into play …", "a unique Bear ally token"
  — Unique is a tag of the token (202.1: the uniqueness rules read it), its other words its ally types.

Refused: a keyword list with anything the keyword line doesn't read (a power in words, unquoted), a numbered tag of
another name, and a token sentence the token shapes refuse.
"""
from __future__ import annotations

import json
import re
from typing import Any, Callable

from shapes.base import Piece, Unrecognised

TOKEN_SHAPE = "ability: put ally tokens into play"
# a data set's last sentence may end unstopped
WITH = re.compile(r'^(?P<body>Put [^".]+? tokens?(?: named [^".]+?)? into play) with (?P<kw>[^".]+?)\.?$')
UNIQUE = re.compile(r'^(?P<head>Put an? (?:\d+ (?:\[\w+\] ?)?/ ?\d+(?: \[\w+\])? )?)[Uu]nique (?P<rest>[^".]+?\.)$')
NUMBERED_TAG = re.compile(r"^(?P<name>[A-Z][\w'-]*(?: [A-Z][\w'-]*)*) \((?P<n>\d)\)$")
KEYWORD_SHAPES = ("keywords", "keywords with a power (a resistance, Assault, Aberration, Berserking)")


def token_of(sentence: str, read: Callable[[str], Piece]) -> tuple[Piece, dict[str, Any]]:
    """The token sentence read by the other shapes, and its one token effect; anything else is refused."""
    inner = read(sentence)
    made = [make(None) for make in inner.parts.get("effects", [])]
    if inner.shape != TOKEN_SHAPE or len(made) != 1 or "put_token" not in made[0] or set(inner.parts) - {"effects", "inner"}:
        raise Unrecognised(f"a token's keywords around the shape '{inner.shape}': {sentence}")
    return inner, made[0]


def given(words: str, name: str, read: Callable[[str], Piece], sentence: str) -> tuple[list[str], list[Any], list[str]]:
    """The keywords, their powers and the numbered tags of 'Absorb and Protector', 'Onyxia (1)'."""
    parts = re.split(r",? and |, ", words)
    tags = [p for p in parts if NUMBERED_TAG.match(p)]
    if any(NUMBERED_TAG.match(t).group("name") != name for t in tags):
        raise Unrecognised(f"a numbered tag of another name than the token's: {sentence}")
    rest = [p for p in parts if p not in tags]
    if not rest:
        return [], [], tags
    line = read(" and ".join(rest))
    if line.shape not in KEYWORD_SHAPES:
        raise Unrecognised(f"a token's keywords: {words}")
    return list(line.parts.get("keywords", [])), list(line.parts.get("powers", [])), tags


def with_keywords(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    inner, made = token_of(m.group("body") + ".", read)
    words, powers, tags = given(m.group("kw"), made.get("name") or made["put_token"], read, m.group(0))
    if set(words) & set(made.get("keywords", [])):
        raise Unrecognised(m.group(0))
    out = {**made, **({"keywords": made.get("keywords", []) + words} if words else {}),
           **({"tags": made.get("tags", []) + tags} if tags else {}),
           **({"powers": made.get("powers", []) + powers} if powers else {})}
    text = json.dumps(out)
    return Piece(TOKEN_SHAPE, effects=[lambda slot: json.loads(text)],
                 inner=[*inner.parts.get("inner", []), "a token's keywords"])


def unique(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    inner, made = token_of(m.group("head") + m.group("rest"), read)
    if "Unique" in made.get("tags", []):
        raise Unrecognised(m.group(0))
    out = {**made, "tags": ["Unique", *made.get("tags", [])]}
    text = json.dumps(out)
    return Piece(TOKEN_SHAPE, effects=[lambda slot: json.loads(text)],
                 inner=[*inner.parts.get("inner", []), "a Unique token"])


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    """Tried after every other shape: a token sentence the token shapes read as printed is theirs."""
    return [(UNIQUE, lambda m: unique(m, read)), (WITH, lambda m: with_keywords(m, read))]
