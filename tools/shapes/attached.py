"""enc-turn2: attachments named in an effect, for ``tools/encode_pool.py``:

* "… deals 1 fire damage to attached character for each ability named NAME attached to it." (Living Pyre): the
  sentence's one target (or, on an attachment, its host, read through the stand-in 'target …': shapes/triggers.py)
  and the count of the abilities attached to that card as the link resolves (400.4, 709.2d): ``{count: {kind:
  ability, attached_to: {target: …}}}``; 'named NAME' only those with the card's own name (its own copy counted too).
* "Destroy target attachment." (Rhuunom): any card in play attached to another (400.1, 400.4), of any kind.
* "NAME deals 1 shadow damage to each opposing hero and ally for each ability you control attached to that
  character." (Kreedom), "… to each opposing hero for each Disease attached to that hero" (Corruptor Mimi
  Whippleshade): the damage to a group, its amount read for each card of it, 'that character' the card the packet is
  for (405.4, 709.2d: ``attached_to: {recipient: true}``); a tag abilities carry as a noun ('a Disease', 202.1) is any
  ability with it.

* "… remove attached ally and all other opposing allies from the game." (Detonate Soul): the target (on an attachment,
  its host) and every other opposing ally, removed at once (709.2).

Anything else (a count of another card, more than one target) is refused.
"""
from __future__ import annotations

import re
from typing import Any, Callable

from shapes import counts
from shapes.base import NOUN_TAGS, Piece, Unrecognised
from shapes.conditions import scaled

NOT_A_TRIGGER = r"(?!(?:Ongoing ?: ?)?(?:When|Whenever|At|If) [^,]*,)"  # a trigger's effect is read by the trigger first
ON_IT = re.compile(rf"^{NOT_A_TRIGGER}(?P<body>[^.]+? target (?:hero or ally|hero|ally)) for each (?P<what>ability|attachment)"
                   r"(?P<named> named NAME)? attached to (?:it|him|her|that (?:hero|ally|character))\.$")
ATTACHMENT = re.compile(r"^(?P<verb>Destroy) target attachment\.$")


def counted_on_it(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    """The sentence without the clause, its one amount times the attachments on its one target (709.2d)."""
    inner = read(f"{m.group('body')}.")
    if set(inner.parts) - {"target", "effects", "inner"} or len(inner.parts.get("effects", [])) != 1 \
            or not inner.parts.get("target") or inner.parts["target"].get("count"):
        raise Unrecognised(f"'for each … attached to it' around the shape '{inner.shape}': {m.group(0)}")
    make = inner.parts["effects"][0]

    def counting(slot: Any) -> dict[str, Any]:
        count = {**({"kind": "ability"} if m.group("what") == "ability" else {}),
                 **({"named": "NAME"} if m.group("named") else {}), "attached_to": {"target": slot}}
        return scaled(make(slot), count)
    counting("first")  # refused now, not as the card is assembled
    return Piece(inner.shape, target=inner.parts["target"], effects=[counting],
                 inner=[*inner.parts.get("inner", []), "amount: for each attachment on the target"])


def attachment(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    """'target attachment': a card of any kind attached to a card (400.1), read as 'Destroy target ability' with that
    description in its place."""
    inner = read(f"{m.group('verb')} target ability.")
    if set(inner.parts) - {"target", "effects", "inner"} or inner.parts.get("target") != {"kind": "ability"}:
        raise Unrecognised(m.group(0))
    return Piece(inner.shape, target={"kind": "card", "fits": {"attached_to": {"kind": "card"}}},
                 effects=inner.parts["effects"], inner=[*inner.parts.get("inner", []), "target: an attachment"])


ON_EACH = re.compile(rf"^{NOT_A_TRIGGER}(?P<body>[^.]+? deals \d+ [^.]*?damage to each (?P<group>[^.]+?)) for each (?P<what>[^.]+?) "
                     r"attached to that (?P<that>hero|ally|character)\.$")
GROUP_KINDS = {"hero": "hero", "ally": "ally", "character": "character"}


def counted_on_each(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    """The damage to each card of the group, its amount the attachments on that card (405.4, 709.2d)."""
    inner = read(f"{m.group('body')}.")
    makes = inner.parts.get("effects", [])
    if set(inner.parts) - {"effects", "inner"} or len(makes) != 1:
        raise Unrecognised(f"'attached to that {m.group('that')}' around the shape '{inner.shape}': {m.group(0)}")
    effect = makes[0](None)
    if "deal_damage" not in effect or (effect.get("to") or {}).get("kind", "character") != m.group("that"):
        raise Unrecognised(f"'that {m.group('that')}' for no group of that kind: {m.group(0)}")
    what = m.group("what")
    spec = {"kind": "ability", "tag": what} if what in NOUN_TAGS and what != "Totem" else counts.counted(what)
    if "counters" in spec or set(spec) & {"attached_to", "this", "host"}:
        raise Unrecognised(f"a count on each card of another kind: {what}")
    count = {**spec, "attached_to": {"recipient": True}}
    return Piece(inner.shape, effects=[lambda slot: scaled(makes[0](slot), count)],
                 inner=[*inner.parts.get("inner", []), "amount: for each attachment on each card dealt to"])


# "… remove attached ally and all other opposing allies from the game." (Detonate Soul, read through the stand-in 'target
# ally'): one effect on the target and on every other card of the group, at once (709.2)
AND_ALL_OTHER = re.compile(r"^(?P<verb>Remove|Destroy) (?P<aimed>target (?:ally|hero or ally)) and all other "
                           r"(?P<rel>opposing|friendly) allies(?P<tail> from the game)?\.$")
VERBS = {"Remove": "remove_from_game", "Destroy": "destroy"}


def and_all_other(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    if (m.group("verb") == "Remove") != bool(m.group("tail")):
        raise Unrecognised(m.group(0))
    inner = read(f"{m.group('verb')} {m.group('aimed')}{m.group('tail') or ''}.")
    if set(inner.parts) - {"target", "effects", "inner"} or not inner.parts.get("target"):
        raise Unrecognised(m.group(0))
    key = VERBS[m.group("verb")]
    if inner.parts["effects"][0]("first") != {key: {"target": "first"}}:
        raise Unrecognised(m.group(0))

    def both(slot: Any) -> dict[str, Any]:
        return {key: {"any": [{"target": slot}, {"kind": "ally", "controller": m.group("rel")}]}}  # 'other': no card twice
    return Piece(inner.shape, target=inner.parts["target"], effects=[both],
                 inner=[*inner.parts.get("inner", []), "and all other cards of a group, at once"])


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    return [(ON_IT, lambda m: counted_on_it(m, read)), (ATTACHMENT, lambda m: attachment(m, read)),
            (ON_EACH, lambda m: counted_on_each(m, read)), (AND_ALL_OTHER, lambda m: and_all_other(m, read))]
