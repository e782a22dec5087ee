"""enc-enter13: cards picked by having the lowest or the highest cost among others, for ``tools/encode_pool.py`` (each
shape gives its name and parts; pool_shapes makes a ``Piece``):

* "Destroy all abilities and equipment that have or share the lowest cost among abilities and equipment in play."
  (Talisman of the Alliance; "the highest", Talisman of the Horde) — a group (709.1): each card in play of the kinds
  named whose cost is the lowest (highest) of the costs of the cards the 'among' words name, ties included, read as
  the link resolves (201.1, 709.2d: the selector's ``cost: {total: cost, of: …, take: lowest}``, as the hand-written
  Spoils of the Hunt's 'whose cost is the highest … among opposing allies'); all destroyed at once (415.9c).
* "When NAME enters play, put target opposing ability, ally, or equipment with the lowest cost into its owner's
  hand." (Cowl of Dying Light) — a target (706.1) that must have (or share) the lowest cost among the cards its own
  words name (the same kinds and controller), checked as it is chosen and again as the link resolves (706.1, 707.1d);
  then put into its owner's hand (415.9a). "Destroy target … with the lowest cost." the same, destroyed.

Refused: a target or a state in the 'among' words, a description with more than kinds and a controller (what would
'the lowest cost' be among?), and any other verb.
"""
from __future__ import annotations

import re
from typing import Any

from shapes.base import Unrecognised
from shapes.grammar import selector

GROUP_SHAPE = "ability: a group with the lowest or highest cost among cards, destroyed"
TARGET_SHAPE = "ability: a target with the lowest or highest cost among its kind, destroyed or put into its owner's hand"
GROUP = re.compile(r"^Destroy all (?P<group>[^.]+?) that have or share the (?P<take>lowest|highest) cost among "
                   r"(?P<among>[^.]+?) in play\.$")
TARGET = re.compile(r"^(?:(?P<destroy>Destroy)|Put) (?P<object>target [^.]+?) with the (?P<take>lowest|highest) cost"
                    r"(?(destroy)|(?P<back> into its owner's hand))\.$")


def plain_group(words: str, sentence: str) -> dict[str, Any]:
    """'all abilities and equipment' → the group selector, kinds and a controller only (709.1)."""
    aimed, spec = selector(f"all {words}")
    if aimed or not spec or set(spec) - {"kind", "kinds", "controller"}:
        raise Unrecognised(sentence)
    return spec


def group_lowest(m: re.Match) -> dict[str, Any]:
    """Each card of the group whose cost is the lowest (highest) among the 'among' cards, destroyed (709.1, 415.9c)."""
    group, among = plain_group(m.group("group"), m.group(0)), plain_group(m.group("among"), m.group(0))
    chosen = {**group, "cost": {"total": "cost", "of": among, "take": m.group("take")}}
    return {"shape": GROUP_SHAPE, "effects": [lambda slot: {"destroy": dict(chosen)}]}


def target_lowest(m: re.Match) -> dict[str, Any]:
    """The target must have the lowest (highest) cost among the cards of its own kinds and controller (706.1)."""
    aimed, spec = selector(m.group("object"))
    if not aimed or set(spec) - {"kind", "controller"} or spec.get("kind") in ("hero", "character"):
        raise Unrecognised(m.group(0))  # a state or a trait besides the kinds; a hero has no cost
    kinds = spec["kind"]
    among = {**({"kinds": list(kinds)} if isinstance(kinds, list) else {"kind": kinds}),
             **({"controller": spec["controller"]} if "controller" in spec else {})}
    target = {**spec, "fits": {"cost": {"total": "cost", "of": among, "take": m.group("take")}}}
    verb = "destroy" if m.group("destroy") else "return_to_hand"
    return {"shape": TARGET_SHAPE, "target": target, "effects": [lambda slot: {verb: {"target": slot}}]}


SHAPES = [(GROUP, group_lowest), (TARGET, target_lowest)]
ALLOWED = {"ability": (GROUP_SHAPE, TARGET_SHAPE)}
