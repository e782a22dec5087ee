"""Effects on the turn player's cards (enc-start2): "At the start of each opponent's turn, NAME deals 2 frost damage
to each hero and ally in that player's party" (Lokholar the Ice Lord). 'That player' is the player whose turn starts
(500.1): the group is the cards controlled by the controller of the turn's hero, the event's subject (703.1) — with
more than one opponent, only that one's party, not every opposing card. Read as the sentence with 'each opposing …'
(the shapes of the group), that group then anchored on the event's subject (``controller_of: event:subject``).
enc-turn2: "… exhaust all heroes and allies he controls" (Leggings of the Tireless Sentry): 'he' is that opponent, the
same group, read with 'all opposing …'.

"A character dealt damage this way can't attack this turn." after such a triggered power's sentence is more of that
power's effect (709.2d: the cards its packets were dealt to, as it resolves), as after an ability's (shapes/this_way.py):
only after a last effect that deals damage, outside a choice."""
from __future__ import annotations

import re
from typing import Callable

from shapes import grammar, grave_count, this_way
from shapes.base import Piece, Unrecognised, occurrences, replaced

THAT_PLAYERS_PARTY = re.compile(
    r"^(?P<ongoing>Ongoing ?: ?)?(?P<when>At the (?:start|end) of each opponent's turn), (?P<head>[^,.]+?) "
    r"(?:each (?P<what>hero and ally|ally|hero) in that (?:player|opponent)'s party"
    r"|all (?P<all>heroes and allies|allies|heroes) he controls)(?P<rest>\.(?: [^.]+\.)?)$")
# enc-turn2: 'all heroes and allies he controls' (Leggings of the Tireless Sentry): 'he' is that opponent, his party
KINDS = {"hero and ally": "character", "ally": "ally", "hero": "hero"}
ALL = {"heroes and allies": "hero and ally", "allies": "ally", "heroes": "hero"}


def that_players_party(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    """The sentence read with 'each opposing …', its one group of opposing cards then the turn player's party."""
    what = m.group("what") or ALL[m.group("all")]
    quantified = f"each opposing {what}" if m.group("what") else f"all opposing {m.group('all')}"
    inner = read(f"{m.group('ongoing') or ''}{m.group('when')}, {m.group('head')} {quantified}{m.group('rest')}")
    group = {"kind": KINDS[what], "controller": "opposing"}
    if "effects" in inner.parts:  # a triggered power's parts are data; an ability's effects are functions
        raise Unrecognised(f"'that player's party' outside a triggered power: {m.group(0)}")
    if occurrences(inner.parts, group) != 1:
        raise Unrecognised(f"'that player's party' not one group of the effect: {m.group(0)}")
    parts = replaced(inner.parts, group, {"kind": group["kind"], "controller_of": "event:subject"})
    return Piece(inner.shape, **{**parts, "inner": [*parts.get("inner", []), "group: the turn player's party"]})


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    """The clause around a sentence the other shapes read (pool_shapes puts it first)."""
    return [(THAT_PLAYERS_PARTY, lambda m: that_players_party(m, read))]


def dealt_follows(pieces: list[Piece]) -> list[Piece]:
    """The pieces with each 'dealt damage this way' sentence after a triggered power's damage joined to that power."""
    out: list[Piece] = []
    for p in pieces:
        if p.shape != this_way.SHAPE or not out or out[-1].shape != grammar.SHAPE:
            out.append(p)
            continue
        powers = out[-1].parts.get("powers", [])
        power = powers[0].get("triggered", {}) if len(powers) == 1 else {}
        # enc-turn10: or after the damage of its last effect's 'if you do' part (shapes/grave_count.py)
        effects = grave_count.appended(power.get("effects") or [], [make(None) for make in p.parts["effects"]])
        out[-1] = Piece(grammar.SHAPE, **{**out[-1].parts, "powers": [{"triggered": {**power, "effects": effects}}],
                                          "inner": [*out[-1].parts.get("inner", []), f"then: {p.shape}"]})
    return out
