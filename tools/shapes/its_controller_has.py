"""enc-turn7: an amount counted for each card dealt damage, among its controller's cards, for ``tools/encode_pool.py``:

* "Ongoing: At the start of your turn, your hero deals 1 frost damage to each opposing hero for each ready non-hero
  card that its controller controls." (Permafrost)
* "At the start of your turn, each hero deals melee damage to itself equal to the number of cards in its
  controller's hand." (Titan-forged Rune of Cruelty)

'Its' is the card the packet is for: the amount is read once for each of them as the link resolves (405.4, 709.2d),
counting the cards of the player who controls it — in play those he controls (401.3), in his hand those he owns
(401.2) — the selector's ``recipient_player``. Only a packet's amount ('deals', 'heals') is read so; the cards counted
are read as any 'for each' reads them (``conditions.counted``), and must not name a controller of their own.
"""
from __future__ import annotations

import re
from typing import Any, Callable

from shapes import conditions, effects
from shapes.base import Piece, Unrecognised

# one effect sentence, no trigger or clause before it (no comma): a prefix reads its effect sentence with these
FOR_EACH_ITS = re.compile(r"^(?P<body>[^.,]+? (?:deals|heals) [^.,]+?) for each (?P<what>[^.,]+?) (?:that )?its "
                          r"controller (?:has|controls)\.$")
HAND = "the number of cards in its controller's hand"
EQUAL_ITS = re.compile(rf"^(?P<body>[^.,]+?) equal to {HAND}\.$")
IN_HAND = {"zone": "hand", "recipient_player": True}  # the cards in the hand of the recipient's controller (401.2)


def packets_only(piece: Piece, sentence: str) -> Piece:
    """The piece, if every effect it makes deals damage or heals (else refused: no packet, no recipient)."""
    made = [make("first") for make in piece.parts.get("effects", [])]
    for power in piece.parts.get("powers", []):
        made += power.get("triggered", {}).get("effects", [])
    power = (piece.parts.get("ongoing_power") or {}).get("triggered")
    made += power["effects"] if power else []
    if not made or any("deal_damage" not in e and "heal" not in e for e in made):
        raise Unrecognised(f"'its controller' in an amount of no packet: {sentence}")
    return piece


# 'ready non-hero card': any card in play but a hero (an ability, ally, equipment or resource, 401.3), in that state
NON_HERO = re.compile(r"^(?:(?P<state>ready|exhausted) )?non-hero card$")


def counted(words: str) -> dict[str, Any]:
    """The cards counted: 'ready non-hero card', or what any 'for each' counts (``conditions.counted``)."""
    m = NON_HERO.match(words)
    if m is None:
        return conditions.counted(words)
    state = {"exhausted": m.group("state") == "exhausted"} if m.group("state") else {}
    return {"kind": "card", "not": {"kind": "hero"}, **state}


def for_each_its(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    """'… deals 1 frost damage to each opposing hero for each ready non-hero card that its controller controls'."""
    count: dict[str, Any] = counted(m.group("what"))
    if set(count) & {"controller", "owner", "counters", "total"} or count.get("zone", "play") != "play":
        raise Unrecognised(f"'its controller' beside another owner or a count of no cards: {m.group(0)}")
    return packets_only(conditions.for_each(m, read, {**count, "recipient_player": True}), m.group(0))


def equal_its(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    """'… deals melee damage to itself equal to the number of cards in its controller's hand'."""
    clause = effects.EQUAL.match(m.group(0))
    if clause is None or not re.search(r"\b(?:deals|heals) ", m.group("body")):
        raise Unrecognised(f"'its controller' in an amount of no packet: {m.group(0)}")
    return packets_only(effects.amount_clause(clause, read), m.group(0))


AMOUNT = re.compile(rf"^{HAND}$")
effects.AMOUNT_WORDS.insert(0, (AMOUNT, lambda m: lambda slot: {"count": dict(IN_HAND)}))


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    """The shapes, ahead of the 'for each' and 'equal to' clauses (which they hand the sentence on to)."""
    return [(FOR_EACH_ITS, lambda m: for_each_its(m, read)), (EQUAL_ITS, lambda m: equal_its(m, read))]
