"""enc-enter14: a triggered power's effect that its one target's controller may stop, for ``tools/encode_pool.py``:

* "When NAME enters play, he deals 3 shadow damage to target opposing hero unless its controller puts an ally he
  controls into its owner's hand." (Blackhorn Fearmonger)
* "… unless its controller reveals his hand." (Jadefire Netherseer)
* and the stops the card language had already: "… unless its controller chooses and discards a card", "… chooses and
  destroys an ally he controls", "… pays 2".

The sentence is read without its 'unless' clause by the other shapes (a triggered power with one target); its effects
are then wrapped in ``unless`` (709.2b): as the link resolves, the controller of that target ('its controller',
``player: {controller_of: {target: SLOT}}``) chooses whether to do what the clause says; if they do, nothing else
happens, and if they don't or can't, the effects happen. Putting a card into its owner's hand is a card of theirs in
play that fits and may leave play (415.9a, 103.2); revealing a hand shows every player its hidden cards (415.4a).

* "… draw a card for each other player unless that player chooses and discards a card." (Twilight Assassin): each
  other player in turn order (802.1) may stop it for himself; the rest happens once for each who doesn't.

Refused: a power with no target or several ('its' names none of them surely), no triggered power, another player
('unless you pay', 'unless that player …'), any other stop.
"""
from __future__ import annotations

import re
from typing import Any, Callable

from shapes.base import Piece, Unrecognised
from shapes.grammar import SHAPE
from shapes.triggers import ONGOING, one_triggered

UNLESS = re.compile(r"^(?P<head>(?:Ongoing ?: ?)?When [^,]+, [^.]+?) unless its controller (?P<act>[^.]+)\.$")
KINDS = {"ally": "ally", "hero or ally": "character", "ability": "ability", "weapon": "weapon", "armor": "armor",
         "item": "item", "equipment": "equipment", "card": "card"}
RETURN = re.compile(rf"^puts an? (?P<kind>{'|'.join(KINDS)}) he controls into its owner's hand$")
DESTROY = re.compile(rf"^chooses and destroys an? (?P<kind>{'|'.join(KINDS)}) he controls$")
PAYS = re.compile(r"^pays \[?(?P<n>\d+)\]?$")


def stop(words: str) -> dict[str, Any]:
    """What the clause after 'unless its controller' says that player may do (UnlessAction)."""
    if words == "reveals his hand":
        return {"reveal_hand": True}
    if words == "chooses and discards a card":
        return {"discard": 1}
    for pattern, key in ((RETURN, "return_one"), (DESTROY, "destroy")):
        m = pattern.match(words)
        if m:
            return {key: {"kind": KINDS[m.group("kind")]}}
    m = PAYS.match(words)
    if m:
        return {"pay": int(m.group("n"))}
    raise Unrecognised(f"'unless' with another stop: {words}")


def unless_controller(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    act = stop(m.group("act"))
    inner = read(f"{m.group('head')}.")
    parts = dict(inner.parts)
    power = one_triggered(inner)
    if power is None:
        raise Unrecognised(f"'unless its controller' after no one triggered power: {m.group(0)}")
    targets = power.get("targets") or []
    if len(targets) != 1 or not power.get("effects") or "unless" in str(power["effects"]):
        raise Unrecognised(f"'unless its controller' after a power with no one target: {m.group(0)}")
    wrapped = {"unless": act, "player": {"controller_of": {"target": targets[0]["id"]}}, "then": power["effects"]}
    power = {**power, "effects": [wrapped]}
    if inner.shape == ONGOING:
        parts["ongoing_power"] = {"triggered": power}
    else:
        parts["powers"] = [{"triggered": power}]
    return Piece(inner.shape, **{**parts, "inner": [*parts.get("inner", []), "unless: its target's controller stops it"]})


# 'When NAME enters play, draw a card for each other player unless that player chooses and discards a card.' (Twilight
# Assassin): the sentence read without 'for each other player unless …', its effects then wrapped in an ``unless`` of
# each other player (802.1): each, in turn order, chooses for himself, and the rest happens once for each who doesn't
EACH_OTHER = re.compile(r"^(?P<head>(?:Ongoing ?: ?)?When [^,]+, [^.]+?) for each other player unless that player "
                        r"(?P<act>[^.]+)\.$")


def each_other(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    act = stop(m.group("act"))
    inner = read(f"{m.group('head')}.")
    parts = dict(inner.parts)
    if inner.shape != SHAPE or len(parts.get("powers", [])) != 1 or "triggered" not in parts["powers"][0]:
        raise Unrecognised(f"'for each other player unless that player' after no one triggered power: {m.group(0)}")
    power = parts["powers"][0]["triggered"]
    if power.get("targets") or not power.get("effects") or "unless" in str(power["effects"]) \
            or "count" in str(power["effects"]):
        raise Unrecognised(f"'for each other player unless that player' after a target or a count: {m.group(0)}")
    power = {**power, "effects": [{"unless": act, "player": "each-other", "then": power["effects"]}]}
    return Piece(inner.shape, **{**parts, "powers": [{"triggered": power}],
                                 "inner": [*parts.get("inner", []), "unless: each other player stops it for himself"]})


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Any]]]:
    """Ahead of the trigger shapes, which read no 'unless' clause."""
    return [(UNLESS, lambda m: unless_controller(m, read)), (EACH_OTHER, lambda m: each_other(m, read))]
