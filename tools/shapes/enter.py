"""Effects after the commonest trigger prefixes ("When NAME enters play", "When NAME is destroyed",
"At the start of your turn") that the other families don't read, for ``tools/encode_pool.py``,
registered into ``pool_shapes.SHAPES`` and ``pool_shapes.ALLOWED`` like ``shapes/effects.py`` (each
shape gives its name and parts; pool_shapes makes a ``Piece``):

* "Put 2 damage on your hero." / "… on attached ally." / "… on NAME." / "… on target ally." —
  ``put_damage`` (damage put on a card, not dealt: no packet, nothing to prevent, 405.1);
* "Destroy NAME unless you pay 4." / "Exhaust NAME unless you pay 1." — ``unless`` (709.2b): as
  the link resolves its controller chooses whether to pay; if they don't (or can't), the card with
  the power is destroyed (or exhausted);
* "Put NAME from its owner's graveyard into his hand." / "Put NAME from the graveyard into his
  owner's resource row face down and exhausted." — the card with the power, now in its owner's
  graveyard, goes into its owner's hand (``put_into_hand``, 415.9e) or resource row face down
  (``put_into_resource_row``, 412.1b, exhausted if it says so); "your hand" is refused (the card's
  owner need not be the power's controller);
* "When NAME is destroyed, [you may] put him (her, it) from the graveyard …": the pronoun of a
  trigger on the card's own destruction, moved from the graveyard, is that card (703.4: it has just
  gone there), read as NAME. Only then: "it" of another card's destruction is left to the trigger
  shapes, which refuse it.
"""
from __future__ import annotations

import re
from typing import Any, Callable

from shapes.base import Piece, Unrecognised
from shapes.grammar import selector

THIS = {"this": True}
HOSTS = {"attached ally": "ally", "attached hero": "hero", "attached character": "character"}

# -- "Put N damage on …" (405.1): damage put on a card, not dealt ---------------------------------------------

PUT_DAMAGE = "ability: put damage on a card"
DAMAGE_ON = re.compile(r"^Put (?P<n>\d+) damage on (?P<object>your hero|NAME|attached (?:ally|hero|character)"
                       r"|target [^.]+?)\.$")


def damage_on(m: re.Match) -> dict[str, Any]:
    """'Put 2 damage on your hero', '… on attached ally' (the card the ability is attached to, 400.4),
    '… on NAME' (the card itself), '… on target ally' (706.1): that much damage is put on the card
    (405.1) as the link resolves; no packet is dealt, so nothing prevents it or counts it as dealt."""
    n, words = int(m.group("n")), m.group("object")
    if n < 1:
        raise Unrecognised(m.group(0))
    if words == "your hero":
        return {"shape": PUT_DAMAGE, "effects": [lambda slot: {"put_damage": n, "on": {"kind": "hero", "controller": "you"}}]}
    if words == "NAME":
        return {"shape": PUT_DAMAGE, "effects": [lambda slot: {"put_damage": n, "on": dict(THIS)}]}
    if words in HOSTS:
        return {"shape": PUT_DAMAGE, "effects": [lambda slot: {"put_damage": n, "on": {"host": True, "kind": HOSTS[words]}}]}
    aimed, spec = selector(words)
    if not aimed or spec.get("count") or spec["kind"] not in ("ally", "hero", "character"):
        raise Unrecognised(m.group(0))  # a group, 'up to', or a card that has no health to put damage against
    return {"shape": PUT_DAMAGE, "target": spec, "effects": [lambda slot: {"put_damage": n, "on": {"target": slot}}]}


# -- "Destroy NAME unless you pay 4" (709.2b) ------------------------------------------------------------------

UNLESS_PAID = "ability: the card itself destroyed or exhausted unless you pay"
UNLESS_PAY = re.compile(r"^(?P<verb>Destroy|Exhaust) NAME unless you pay \[?(?P<n>\d+)\]?\.$")


def unless_paid(m: re.Match) -> dict[str, Any]:
    """709.2b: as the link resolves its controller chooses whether to pay (N); if they don't, or can't,
    the card with the power is destroyed (exhausted)."""
    n, verb = int(m.group("n")), m.group("verb").lower()
    if n < 1:
        raise Unrecognised(m.group(0))
    return {"shape": UNLESS_PAID, "effects": [lambda slot: {"unless": {"pay": n}, "then": [{verb: dict(THIS)}]}]}


# -- "Put NAME from its owner's graveyard into his hand / resource row" (415.9e, 412.1b) -----------------------

BACK_FROM_GRAVEYARD = "ability: the card itself from the graveyard into its owner's hand or resource row"
FROM_GRAVEYARD = re.compile(
    r"^Put NAME from (?P<from>the|its owner's|his owner's|her owner's) graveyard into "
    r"(?P<whose>his owner's|its owner's|her owner's|his|its|her) (?P<to>hand|resource row face down"
    r"(?P<exhausted> and exhausted)?)\.$")


def from_graveyard(m: re.Match) -> dict[str, Any]:
    """The card with the power, in its owner's graveyard, goes into its owner's hand (not a draw,
    415.9e) or resource row face down, a new card (412.1b, 415.9a), exhausted if it says so. The
    zone's possessive names the owner: 'his hand' after 'its owner's graveyard', or 'his owner's'."""
    g = m.groupdict()
    if g["whose"] in ("his", "its", "her") and g["from"] == "the":
        raise Unrecognised(m.group(0))  # 'from the graveyard into his hand': whose hand is not said
    where = {"this": True, "zone": "graveyard"}
    if g["to"] == "hand":
        return {"shape": BACK_FROM_GRAVEYARD, "effects": [lambda slot: {"put_into_hand": dict(where)}]}
    exhausted = {"exhausted": True} if g["exhausted"] else {}
    return {"shape": BACK_FROM_GRAVEYARD, "effects": [lambda slot: {"put_into_resource_row": dict(where), **exhausted}]}


SHAPES: list[tuple[re.Pattern, Callable[[re.Match], dict[str, Any]]]] = [
    (DAMAGE_ON, damage_on), (UNLESS_PAY, unless_paid), (FROM_GRAVEYARD, from_graveyard)]
ALLOWED = {"ability": (PUT_DAMAGE, UNLESS_PAID, BACK_FROM_GRAVEYARD)}


# -- the card's own destruction: "him" moved from the graveyard is the card itself (703.4) ---------------------

OWN_DESTRUCTION = re.compile(r"^(?P<when>(?:Ongoing ?: ?)?When NAME is destroyed, (?:you may )?put )(?P<ref>him|her|it)"
                             r"(?P<rest> from (?:the|its owner's|his owner's|her owner's) graveyard [^.]+\.)$")


def own_destruction(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    """'When NAME is destroyed, you may put him from the graveyard into …': the card the trigger names
    is the card itself, which has just gone to its owner's graveyard (703.4); the sentence is read with
    NAME for the pronoun."""
    return read(f"{m.group('when')}NAME{m.group('rest')}")


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    """The whole-sentence shapes that read another sentence in its place (``pool_shapes`` puts them first)."""
    return [(OWN_DESTRUCTION, lambda m: own_destruction(m, read))]
