"""enc-deal6: damage to each card of a group, more to those that fit: "Your hero deals 4 unpreventable holy damage to
each opposing hero and ally, plus an additional 4 if that character is a Demon, Dragonkin, or Elemental", "Your hero
deals 1 fire damage to each opposing hero and ally, or 4 if that character was dealt fire damage this turn" — one
packet to each card (405.4), its amount read for that card as the link resolves (709.2d): the printed number, and the
rest only if that card fits (``{count: {recipient: true, …}, times: M, plus: N}``: the card counts 1 or 0). 'That
character' is each card of the group, of that kind; for one target, '…, or N if that ally …' is shapes/effects.py's."""
from __future__ import annotations

import re
from typing import Any, Callable

from shapes import grammar
from shapes.base import DAMAGE_TYPES, Piece, Unrecognised

EACH_IF = re.compile(r"^(?P<body>[^.]+? to each [^.,]+?), (?:(?P<plus>plus an additional)|or) (?P<m>\d+) if that "
                     r"(?P<that>character|ally|hero) (?P<cond>[^.]+)\.$")
THAT_KINDS = {"character": ("character",), "ally": ("ally",), "hero": ("hero",)}
TRAITS = re.compile(r"^is an? (?P<list>[A-Z][a-z]+(?:(?:, | or |, or )[A-Z][a-z]+)*)$")
DEALT = re.compile(rf"^was dealt (?:(?P<type>{'|'.join(DAMAGE_TYPES)}) )?damage this turn$")
STATES = {"is exhausted": {"exhausted": True}, "is damaged": {"damaged": True}, "is undamaged": {"damaged": False}}


def fits(words: str, sentence: str) -> dict[str, Any]:
    """What the card must be for the larger amount: of a race or class among those listed (206.1a), dealt damage
    (of a type) this turn (703.4), or in a state; anything else refused."""
    listed = TRAITS.match(words)
    if listed:
        names = re.split(r",? or |, ", listed.group("list"))
        found = [grammar.described(n, False, "hero or ally", sentence) for n in names]
        if len(set(names)) != len(names) or any(set(f) != {"trait"} for f in found):
            raise Unrecognised(f"'if that character is a …' of no races or classes: {sentence}")
        return found[0] if len(found) == 1 else {"any": found}
    dealt = DEALT.match(words)
    if dealt:
        return {"this_turn": {"event": "damage", "as": "destination",
                              **({"damage_type": dealt.group("type")} if dealt.group("type") else {})}}
    if words in STATES:
        return dict(STATES[words])
    raise Unrecognised(f"a condition on each card dealt to: {words}")


def each_if(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    inner = read(f"{m.group('body')}.")
    makes = inner.parts.get("effects", [])
    if set(inner.parts) - {"effects", "inner"} or len(makes) != 1:
        raise Unrecognised(f"'if that {m.group('that')}' around the shape '{inner.shape}': {m.group(0)}")
    effect = makes[0](None)
    n, more = effect.get("deal_damage"), int(m.group("m"))
    group = effect.get("to") or {}
    if not isinstance(n, int) or "target" in group or group.get("kind", "character") not in THAT_KINDS[m.group("that")]:
        raise Unrecognised(f"'that {m.group('that')}' of no group of that kind, or no one number: {m.group(0)}")
    times = more if m.group("plus") else more - n
    if times < 1:
        raise Unrecognised(f"'or N if' with no larger number: {m.group(0)}")
    amount = {"count": {"recipient": True, **fits(m.group("cond"), m.group(0))}, "times": times, "plus": n}
    return Piece(inner.shape, effects=[lambda slot: {**makes[0](slot), "deal_damage": dict(amount)}],
                 inner=[*inner.parts.get("inner", []), "amount: more to each card dealt to that fits"])


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    return [(EACH_IF, lambda m: each_if(m, read))]
