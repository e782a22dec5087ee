"""enc-deal9: a card put into play 'with damage on it equal to its health minus 1' — "Put target ally card from your
graveyard into play if …. That ally enters play with damage on it equal to its health -1." (Ancestral Spirit),
"Ongoing: When attached ally is destroyed, put it from its owner's graveyard into your party with damage equal to its
health minus 1." (Revival Stone):

the card is put into play as the sentence before the words says (710; from a graveyard, a new card, 415.9a), and then,
by the same link, damage is put on it (405.3: put, not dealt: nothing prevents or replaces it) as much as its health
as it now is, minus 1 (205.1): ``{put_damage: {its: health, plus: -1}, on: {put_this_way: true}}``, the cards the
link's put_into_play put there (709.2d); a card not put into play (its cost too high) gets none. 'That ally enters
play with …' as a sentence of its own is read so only after a sentence that puts a card into play (``after_put``).

* "When attached ally is destroyed, put it from its owner's graveyard into play." ('into your party'): the attachment's
  power triggers on its host's destruction, looking back (703.4, 400.4), and the ally the destruction put into its
  owner's graveyard (the event's card, ``{event: moved, zone: graveyard}``, 415.9b) enters play under the power's
  controller's control (710). 'You may' and 'its owner may' are not read here.

Refused: any other amount ('its health minus 2', 'its ATK'), and a reading of the sentence before the words that puts
no one card into play.
"""
from __future__ import annotations

import json
import re
from typing import Any, Callable

from shapes.base import Piece, Unrecognised
from shapes.triggers import ON_HOST

HEALTH = r"equal to its (?:\[HEALTH\]|health) ?(?:-|minus) ?1"
PUT_DAMAGE = {"put_damage": {"its": "health", "plus": -1}, "on": {"put_this_way": True}}
THAT_ALLY = re.compile(rf"^That (?:ally|card) enters play with damage on it {HEALTH}\.$")
WITH_DAMAGE = re.compile(rf"^(?P<body>.+? into (?:play|your party)) with damage (?:on it )?{HEALTH}\.$")
HOST_BACK = re.compile(r"^(?P<ongoing>Ongoing ?: ?)?When attached ally is destroyed, put it from its owner's graveyard "
                       r"into (?:play|your party)\.$")
SHAPE = "ability: the card put into play gets damage equal to its health minus 1"


def damage_added(effects: list[Any]) -> list[Any]:
    """The effects with the damage after their last, a put_into_play."""
    if not effects or "put_into_play" not in effects[-1]:
        raise Unrecognised("'with damage equal to its health minus 1' after no card put into play")
    return [*effects, dict(PUT_DAMAGE)]


def with_damage(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    inner = read(m.group("body") + ".")
    parts = dict(inner.parts)
    note = [*parts.get("inner", []), "and damage on it equal to its health minus 1"]
    if "ongoing_power" in parts and set(parts["ongoing_power"]) == {"triggered"}:
        power = parts["ongoing_power"]["triggered"]
        return Piece(inner.shape, **{**parts, "ongoing_power": {"triggered": {**power, "effects": damage_added(
            power["effects"])}}, "inner": note})
    powers = parts.get("powers", [])
    if len(powers) == 1 and set(powers[0]) == {"triggered"} and "effects" not in parts:
        power = powers[0]["triggered"]
        return Piece(inner.shape, **{**parts, "powers": [{"triggered": {**power, "effects": damage_added(
            power["effects"])}}], "inner": note})
    if len(parts.get("effects", [])) == 1 and not powers:
        make = parts["effects"][0]
        damage_added([make(None)])  # refused unless it puts a card into play
        return Piece(inner.shape, **{**parts, "effects": [make, lambda slot: dict(PUT_DAMAGE)], "inner": note})
    raise Unrecognised(f"'with damage equal to its health minus 1' around no one effect: {m.group(0)}")


def that_ally(m: re.Match) -> Piece:
    return Piece(SHAPE, effects=[lambda slot: dict(PUT_DAMAGE)], inner=["the card put into play: damage on it"])


def host_back(m: re.Match) -> Piece:
    return Piece(ON_HOST, ongoing_power={"triggered": {
        "when": {"event": "destroyed", "subject": {"host": True, "kind": "ally"}},
        "effects": [{"put_into_play": {"event": "moved", "zone": "graveyard"}}]}},
        inner=["triggered: the attached ally from its owner's graveyard into play"])


def after_put(entry: dict[str, Any]) -> None:
    """Refuse an entry where the damage on 'the card put into play' comes with no put_into_play before it in the same
    list of effects (the same link's, in the order written, 709.2b)."""
    def check(value: Any) -> None:
        if isinstance(value, dict):
            for v in value.values():
                check(v)
        elif isinstance(value, list):
            for i, item in enumerate(value):
                if item == PUT_DAMAGE and not any('"put_into_play"' in json.dumps(b) for b in value[:i]):
                    raise Unrecognised("damage on the card put into play with no card put into play before it")
                check(item)
    check(entry)


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    return [(WITH_DAMAGE, lambda m: with_damage(m, read)), (THAT_ALLY, that_ally), (HOST_BACK, host_back)]


ALLOWED = {"ability": (SHAPE,)}
