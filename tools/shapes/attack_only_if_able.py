"""'Opposing heroes and allies can attack only this ally if able.' (Void Brute) and 'Ongoing: Opposing heroes
and allies can attack only attached ally if able.' (Warrior Training): a power of the card in play (an
ability's after "Ongoing:", 305.2a) that limits whom each opposing character may attack, the card format's
``attack_rule`` with ``only_attack`` (601.2c, 601.2d), as the hand-written Sarmoth. Only the card itself (an
ally's power) or the card an Ongoing ability is attached to (400.4); 'must attack' and any other group are
other shapes. enc-while5: 'While NAME is exhausted (ready), …' before the card's own: the rule is in force only while
the card itself is exhausted (ready) (``while_exists``, 714.3a, 411); any other 'while' is refused."""
from __future__ import annotations

import re

from shapes.base import Piece, Unrecognised
from shapes.grammar import selector

SHAPE = "in play: opposing characters can attack only this card if able"
ONGOING_SHAPE = "ongoing: opposing characters can attack only the attached ally if able"
WHOM = {"NAME": {"this": True}, "attached ally": {"host": True}}
ONLY_IF_ABLE = re.compile(r"^(?P<ongoing>Ongoing ?: ?)?(?:While NAME is (?P<state>exhausted|ready), o|O)pposing heroes and "
                          rf"allies can attack only (?P<whom>{'|'.join(WHOM)}) if able\.$")


def only_if_able(m: re.Match) -> Piece:
    aimed, group = selector("all opposing heroes and allies")
    ongoing = bool(m.group("ongoing"))
    if aimed or ongoing != (m.group("whom") == "attached ally"):  # the host only of an Ongoing ability, itself only not
        raise Unrecognised(m.group(0))
    power = {"attack_rule": {"affects": group, "only_attack": dict(WHOM[m.group("whom")])}}
    if m.group("state"):  # enc-while5: 'While NAME is exhausted, …': in force only while the card itself is (714.3a, 411)
        if ongoing:
            raise Unrecognised(m.group(0))
        power["attack_rule"]["while_exists"] = {"this": True, "exhausted": m.group("state") == "exhausted"}
    return Piece(ONGOING_SHAPE, ongoing_power=power) if ongoing else Piece(SHAPE, powers=[power])


SHAPES = [(ONLY_IF_ABLE, only_if_able)]
ALLOWED = {"ability": (ONGOING_SHAPE,), "ally": (SHAPE,)}


def short_named(name: str, paragraph: str) -> str:
    """enc-while5: an ally's personal name (the words before ' of ', ' the ' or a comma of its name) in its own 'While
    <name> is exhausted, opposing heroes and allies can attack only …': the card itself there only (Endina the Hunted)."""
    personal = " ".join(re.split(r",| the | of ", name)[0].split())
    if personal == name or len(personal) < 3:
        return paragraph
    return re.sub(rf"\bWhile {re.escape(personal)}(?= is (?:exhausted|ready), opposing heroes and allies can attack only )",
                  "While NAME", paragraph)
