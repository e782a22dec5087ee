"""enc-while2: 'Ongoing: Attached ally has +1 / +1, or +2 / +2 if it's a Demon.' (Sigil of the Legion): the attached
card has the first change unless it has the trait, the second if it has it (206.1a; read on the host as it now is,
714.2): two powers of the ability in play (305.2a), each on the host only while the host fits (``affects: {host:
true, trait: T}`` and ``{host: true, not: {trait: T}}``), never both. Only numbers ('+1 / +1', '+2 ATK'), an ally
host and a race or class of the pool; 'its' for 'it's' is the possessive misspelt (both data sets print it)."""
from __future__ import annotations

import re

from shapes.base import TRAITS, Piece, Unrecognised
from shapes.statics import changes

OR_IF = re.compile(r"^Ongoing ?: Attached ally has (?P<first>[^,.]+), or (?P<second>[^,.]+) if it'?s an? "
                   r"(?P<trait>[A-Z][\w' ]+)\.$")
SHAPE = "ongoing: the attached card has"  # the shape of pool_shapes.attached_has: one change on the host


def numbers(what: str, sentence: str) -> dict:
    stat = changes(what)
    if not stat or set(stat) - {"atk", "health"}:
        raise Unrecognised(sentence)  # keywords or Assault: only numbers here
    return stat


def or_if(m: re.Match) -> Piece:
    trait = m.group("trait")
    if trait not in TRAITS:
        raise Unrecognised(m.group(0))
    first, second = numbers(m.group("first"), m.group(0)), numbers(m.group("second"), m.group(0))
    return Piece(SHAPE, ongoing_powers=[
        {"continuous": {"affects": {"host": True, "not": {"trait": trait}}, **first}},
        {"continuous": {"affects": {"host": True, "trait": trait}, **second}}])


SHAPES = [(OR_IF, or_if)]
