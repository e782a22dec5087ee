"""'Ongoing: You control attached ally.' (Twist of Faith, Splinter Mind), '… attached equipment.' (Yoink!): while
the ability is in play (305.2a) its controller controls the card it is attached to (401.3, 400.4), a continuous power
of the ability, as the hand-written Mind Control is encoded ({affects: {host: true}, gain_control: true}).

Refused: a hero or character (a hero never changes control, 401.3), a resource (an attachment to a card in the
resource row: no pool test plays one yet), any other card word, and the sentence without its 'Ongoing:' (a power
of the ability in play only, never a change the link makes as it resolves).
"""
from __future__ import annotations

import re

from shapes.base import Piece, Unrecognised

SHAPE = "ongoing: the attached card has"  # the shape pool_shapes.ability accepts on an attachment's host
CONTROL = re.compile(r"^(?P<ongoing>Ongoing ?: ?)?You control attached (?P<host>\w+)\.$")
HOSTS = ("ally", "equipment")  # the cards whose control the pool harness checks as the attachment resolves


def control(m: re.Match) -> Piece:
    if not m.group("ongoing") or m.group("host") not in HOSTS:
        raise Unrecognised(f"control of an attached card only after 'Ongoing:', of an ally or equipment: {m.group(0)}")
    return Piece(SHAPE, ongoing={"affects": {"host": True}, "gain_control": True})


SHAPES = [(CONTROL, control)]


# A later sentence of an 'Ongoing:' paragraph about the attached card ('Ongoing: You control attached ally. Attached
# ally can't attack.', Pacify): the text after 'Ongoing:' to the paragraph's end gives the powers the ability has while
# in play (305.2a), so the sentence is read as the paragraph's others are, with the label before it.
LATER_HOST = re.compile(r"^Attached (?:ally|hero|character|card|equipment|weapon|armor) ")


def ongoing_paragraph(parts: list[str]) -> list[str]:
    """The paragraph's sentences, each one about the attached card after its 'Ongoing:' sentence labelled so too."""
    at = next((i for i, s in enumerate(parts) if re.match(r"Ongoing ?: ?", s)), len(parts))
    return parts[:at + 1] + [f"Ongoing: {s}" if LATER_HOST.match(s) else s for s in parts[at + 1:]]


def own_counter(piece: Piece) -> bool:
    """Is the piece an ability's triggered power in play that only puts counters on the ability itself ('Ongoing: At the
    start of your turn, add a justice counter to this ability.', Blessing of the Just)? An attachment may have it
    beside the change its counters make to its host (305.2a, 404.1)."""
    power = (piece.parts.get("ongoing_power") or {}).get("triggered")
    return bool(power) and set(piece.parts) <= {"ongoing_power", "inner"} and bool(power["effects"]) and all(
        set(e) == {"put_counters", "named"} for e in power["effects"])
