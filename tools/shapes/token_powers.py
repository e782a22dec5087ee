"""enc-reward4: a token given a power printed without quotes, for ``tools/encode_pool.py`` (as ``shapes/effects.py``
reads it in quotes, 404.2: the token has the power):

* "Put three Pandaren ally tokens into play with 1 [Melee] ATK / 1 health and This token has +1 ATK / +1 health for
  each other Pandaren in your party." — the token sentence before ', and' / 'and' read by the token shapes; the
  power after it, one sentence opening as a power does ('At the start of …', 'When …', 'This token …'), read as an
  ally's own sentence: 'this token' is the token itself, as 'this ally' is.
* "… a Mechanical ally token named Mark V into play with … and At the start of your turn, Mark V deals 5 melee
  damage …" — the token's own name in its power is the token itself (NAME of the power read).
* "… a unique Goblin ally token named Ringo into play with 0 ATK, 1 health, and At the start of your turn, draw a
  card." — the numbers given with no damage type are the token's ATK and health, as '0 / 1' before its tags.

Refused: a power naming the card that makes the token (NAME), a power of more than one sentence, and anything the
token shapes or the power's reading refuse.
"""
from __future__ import annotations

import json
import re
from typing import Any, Callable

from shapes.base import Piece, Unrecognised
from shapes.token_keywords import token_of

POWER_OPENING = r"(?:At the start of|At the end of|When|Whenever|This (?:ally|token))"
UNQUOTED = re.compile(
    r'^(?P<body>Put (?P<count>an?|two|three|four|five) (?P<tags>[^".]+?) (?P<token>tokens?)(?: named (?P<name>[^".]+?))? '
    rf'into play(?: with (?P<with>[^".]+?))?),? and (?P<power>{POWER_OPENING} [^".]+\.?)$')
BARE_STATS = re.compile(r"^(?P<atk>\d+) ATK, (?P<health>\d+) health$")  # no damage type given


def token_sentence(m: re.Match) -> str:
    """The token sentence without its power; 'with 0 ATK, 1 health' said as '0 / 1' before the tags."""
    bare = BARE_STATS.match(m.group("with") or "")
    if not bare:
        return m.group("body") + "."
    named = f" named {m.group('name')}" if m.group("name") else ""
    # 'unique' said before the numbers, where shapes/token_keywords.py reads it
    unique, tags = re.match(r"^((?:[Uu]nique )?)(.+)$", m.group("tags")).groups()
    return (f"Put {m.group('count')} {unique}{bare.group('atk')} / {bare.group('health')} {tags} "
            f"{m.group('token')}{named} into play.")


def power_of(m: re.Match, name: str | None, read: Callable[[str], Piece]) -> list[Any]:
    """The power's one sentence read as the token's own: 'this token' and its own name are the token itself."""
    words = m.group("power").rstrip(".") + "."
    if "NAME" in words:
        raise Unrecognised(f"a token's power naming the card that makes it: {m.group(0)}")
    words = re.sub(r"^This token\b", "This ally", words)
    if name:
        words = words.replace(name, "NAME")
    said = read(words)
    if not said.parts.get("powers") or set(said.parts) - {"powers", "inner"}:
        raise Unrecognised(f"a token's unquoted power: {m.group(0)}")
    return said.parts["powers"]


def unquoted(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    inner, made = token_of(token_sentence(m), read)
    powers = power_of(m, made.get("name"), read)
    text = json.dumps({**made, "powers": [*made.get("powers", []), *powers]})
    return Piece(inner.shape, effects=[lambda slot: json.loads(text)],
                 inner=[*inner.parts.get("inner", []), "a token's unquoted power"])


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    return [(UNQUOTED, lambda m: unquoted(m, read))]
