"""enc-has5: "Ongoing: Attached card can't be destroyed." (Enduring Winter) — the host of an attachment of any kind
(400.4) can't be destroyed: a prohibition (103.2), a power of the ability while it is in play (305.2a), as
shapes/host.py reads the same words of an attached ally. A hero is not destroyed as a card is, so the card is read
only where its 'Attach to target …' can't name a hero (``check``, as the ability is put together); anything else
said of an attached card of any kind is refused here.

"Ongoing: Attached character loses and can't have Stealth." (Faerie Fire): the host has none of those keywords,
whatever gives it one (103.2), as the statics read 'lose and can't have' of a group; a set keyword, whose powers were
spelled out as its card was read, is refused there and here.

"Ongoing: Attached character is also a Demon." (The Footsteps of Illidan): the host gains that race or class among
its traits (206.1a, 714), a trait some hero or ally of the pool has (never a guessed word).

"Ongoing: Attached ally becomes 1 / 1 and is also a Pig." (Polymorph: Pig): the host's ATK and health are set to those
values before any modifier that raises or lowers them (``becomes``, 719.1), and it gains the tag named (202.3), as
shapes/polymorph.py reads 'is also a Penguin'.

``check`` serves any piece with the part ``HOST_KINDS``: the kinds its host may be (shapes/host_payment.py's 'Attached
card has +2 ATK this turn': an ally or a weapon).
"""
from __future__ import annotations

import re
from typing import Any

from adjudicator.cards.keywords import meaning
from shapes.base import KEYWORDS, Piece, Unrecognised, pool_traits
from shapes.host import SHAPE

CANT_BE_DESTROYED = re.compile(r"^Ongoing ?: ?Attached card can't be destroyed\.$")
HOST_KINDS = "host_kinds"  # the part naming the kinds a piece's host may be
NOT_A_HERO = ("ally", "ability", "equipment", "weapon", "armor", "item")
KINDS_OF = {"equipment": ("weapon", "armor", "item"), "character": ("hero", "ally"),
            "card": ("hero", "ally", "ability", "weapon", "armor", "item")}


def cant_be_destroyed(m: re.Match) -> Piece:
    return Piece(SHAPE, ongoing_powers=[{"prohibition": {"cannot": "be-destroyed", "affects": {"host": True}}}],
                 **{HOST_KINDS: NOT_A_HERO})


def check(attaches: list[Piece], pieces: list[Piece]) -> None:
    """Refuse the card if a piece asks for a host of some kinds and its 'Attach to target …' may name another."""
    wanted = [p.parts[HOST_KINDS] for p in pieces if p.parts.get(HOST_KINDS)]
    if not wanted:
        return
    spec: dict[str, Any] = (attaches[0].parts.get("attach") or {}) if attaches else {}
    kinds = spec.get("kind")
    named = [t for k in (kinds if isinstance(kinds, list) else [kinds]) for t in KINDS_OF.get(k, (k,))]
    for allowed in wanted:
        if not spec or any(k not in allowed for k in named):
            raise Unrecognised(f"an attachment whose host may be of a kind its power can't act on: {', '.join(named)}")


LOSES = re.compile(r"^Ongoing ?: ?Attached (?:ally|hero|character) loses and can't have (?P<what>[^.]+)\.$")


def loses(m: re.Match) -> Piece:
    words = [w for w in re.split(r",? and |,? or |, ", m.group("what")) if w]
    if any(w.lower() not in KEYWORDS for w in words) or len(set(words)) != len(words) \
            or any(meaning(KEYWORDS[w.lower()]) for w in words):
        raise Unrecognised(m.group(0))
    return Piece(SHAPE, ongoing_powers=[{"continuous": {"affects": {"host": True},
                                                        "cant_have_keywords": [KEYWORDS[w.lower()] for w in words]}}])


ALSO = re.compile(r"^Ongoing ?: ?Attached (?:ally|hero|character) is also an? (?P<trait>[A-Z][\w']*(?: [A-Z][\w']*)?)\.$")


def also(m: re.Match) -> Piece:
    trait = m.group("trait")
    if trait not in pool_traits() or (m.group(0).split(" is also ")[1].startswith("an ")) != (trait[0] in "AEIOU"):
        raise Unrecognised(m.group(0))
    return Piece(SHAPE, ongoing_powers=[{"continuous": {"affects": {"host": True}, "gain_traits": [trait]}}])


BECOMES = re.compile(r"^Ongoing ?: ?Attached ally becomes (?P<atk>\d+) ?/ ?(?P<health>\d+) and is also an? (?P<tag>[A-Z][a-z]+)\.$")


def becomes(m: re.Match) -> Piece:
    if (m.group(0).split(" is also ")[1].startswith("an ")) != (m.group("tag")[0] in "AEIOU"):
        raise Unrecognised(m.group(0))
    return Piece(SHAPE, ongoing_powers=[{"continuous": {
        "affects": {"host": True}, "becomes": {"atk": int(m.group("atk")), "health": int(m.group("health"))},
        "gain_traits": [m.group("tag")]}}])


SHAPES = [(CANT_BE_DESTROYED, cant_be_destroyed), (LOSES, loses), (ALSO, also), (BECOMES, becomes)]
