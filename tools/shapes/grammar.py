"""The compositional part of the sentence grammar: a sentence read as parts, each mapped to the card
language, so that every part composes with every other.

* A trigger prefix before any effect sentence: "When NAME enters play, [you may] <effect>." (or "At
  the start of your turn, …", as each of its controller's turns starts, 500.1; "When NAME attacks, …",
  as it is declared an attacker; "he", "she" or "it" as the effect's subject is the card) is the
  card's triggered power (703.1): the event pattern its prefix names, the effect's targets chosen as
  it joins the chain (708.2, 707.1d), "you may" decided as it resolves (708.3). The effect is read by
  the same shapes as an ability's (``pool_shapes.piece``).
* An effect sentence as a subject, a verb phrase and an object: "Your hero deals 3 fire damage to",
  "NAME heals 2 damage from", "Destroy", "Exhaust", "Ready", then a selector: "target …" (one card
  chosen as the link is announced, 706.1) or "each …" / "all …" (every card that fits as it
  resolves, 709.1), with a controller (opposing, friendly, you control, in your party, an opponent
  controls), a state (exhausted, damaged, undamaged), a character's trait and a printed cost
  (403.5a). It gives the outputs the one-sentence shapes it replaced gave, under their names.
"""
from __future__ import annotations

import re
from typing import Any, Callable

from shapes.base import Piece, Unrecognised

THIS = {"this": True}
# The trigger prefixes the tool reads, each with the event pattern it names (703.1, 710.1d)
TRIGGERS: dict[str, dict[str, Any]] = {
    "When NAME enters play": {"event": "enters-play", "subject": THIS},
    "At the start of your turn": {"event": "turn-starts", "subject": {"kind": "hero", "controller": "you"}},  # 500.1
    "When NAME attacks": {"event": "attacks", "subject": THIS},  # as it is declared an attacker (602.1)
}
TRIGGERED = re.compile(rf"^(?P<when>{'|'.join(TRIGGERS)}), (?P<may>you may )?(?P<effect>.+)$")
SHAPE = "a triggered power: a trigger and an effect"


def triggered(m: re.Match, read: Callable[[str], Piece],
              effects_of: Callable[[list[Piece], list[dict[str, Any]]], list[dict[str, Any]]]) -> Piece:
    """The power: the prefix's event, the effect sentence read as an ability's (capitalised), its
    targets in slots; 'you may' wraps the effects in a choice made as they resolve (708.3)."""
    effect = re.sub(r"^(?:he|she|it) (?=deals |heals |has |is )", "NAME ", m.group("effect"))  # the card the prefix names
    inner = read(effect[0].upper() + effect[1:])
    if "effects" not in inner.parts or inner.parts.get("same_target"):
        raise Unrecognised(f"a trigger's effect with the shape '{inner.shape}'")
    targets: list[dict[str, Any]] = []
    effects = effects_of([inner], targets)
    power: dict[str, Any] = {"when": dict(TRIGGERS[m.group("when")])}
    if targets:
        power["targets"] = targets
    power["effects"] = [{"may": effects}] if m.group("may") else effects
    return Piece(SHAPE, powers=[{"triggered": power}], inner=[f"triggered: {inner.shape}"])



# -- effect sentences: a subject, a verb phrase and its object -----------------------------------------
# The object is a selector: 'target' (one card chosen as the link is announced, 706.1) or 'each' / 'all'
# (every card that fits as it resolves, 709.1), then a controller, a state, a trait, a kind, and a
# controller or cost after the kind.
KIND_WORDS = {"hero or ally": "character", "heroes and allies": "character", "hero and ally": "character",
              "ally": "ally", "allies": "ally", "hero": "hero", "heroes": "hero", "weapon": "weapon",
              "weapons": "weapon", "armor": "armor", "item": "item", "items": "item", "equipment": "equipment",
              "ability": "ability", "abilities": "ability"}
KIND_LIST = r"(?:ability|ally|equipment|weapon|armor|item)(?:(?:, | or |, or )(?:ability|ally|equipment|weapon|armor|item))+"
OBJECT = re.compile(
    r"^(?P<which>target|each|all) (?:(?P<rel>opposing|friendly) )?(?:(?P<state>exhausted|damaged|undamaged) )?"
    r"(?:(?P<non>non-)?(?P<trait>[A-Z][a-z]+(?: [A-Z][a-z]+)?) )?"
    rf"(?P<kind>{'|'.join(sorted(KIND_WORDS, key=len, reverse=True))}|{KIND_LIST})"
    r"(?P<whose> you control| in your party| an opponent controls)?"
    r"(?: with cost (?P<cost>\d+)(?P<bound> or less| or more)?)?$")
NOT_TRAITS = ("Monster", "Raiding", "Dungeon", "Token", "Unique")  # tags or card kinds, not traits
STATE = {"exhausted": {"exhausted": True}, "damaged": {"damaged": True}, "undamaged": {"damaged": False}}
BOUND = {" or less": "cost_at_most", " or more": "cost_at_least", None: "cost"}


def selector(words: str) -> tuple[bool, dict[str, Any]]:
    """The object's words → (a target?, its description): a target slot's fields (kind, controller,
    'fits' for the rest, 706.1) or a group's selector (709.1)."""
    m = OBJECT.match(words)
    if not m or m.group("non") or (m.group("rel") and m.group("whose")):
        raise Unrecognised(words)  # 'non-Demon' is a selector the card language lacks
    kinds = re.split(r",? or |, ", m.group("kind"))
    kind: Any = KIND_WORDS.get(m.group("kind"), kinds if len(kinds) > 1 else kinds[0])
    controller = m.group("rel") or {" an opponent controls": "opposing", None: None}.get(m.group("whose"), "you")
    fits: dict[str, Any] = dict(STATE.get(m.group("state") or "", {}))
    if m.group("trait"):  # a race or class of a character (the type line, 206.1a); a weapon's 'Ranged' is a tag
        if KIND_WORDS.get(m.group("kind")) not in ("ally", "character", "hero") or m.group("trait") in NOT_TRAITS:
            raise Unrecognised(words)
        fits["trait"] = m.group("trait")
    if m.group("cost"):
        fits[BOUND[m.group("bound")]] = int(m.group("cost"))
    if m.group("which") == "target":
        spec = {"kind": kind, **({"controller": controller} if controller else {})}
        return True, {**spec, "fits": fits} if fits else spec
    if isinstance(kind, list):
        raise Unrecognised(words)
    return False, {"kind": kind, **({"controller": controller} if controller else {}), **fits}


SUBJECTS = {"Your hero": {"kind": "hero", "controller": "you"}, "NAME": {"this": True}}
TYPE_WORDS = "arcane|fire|frost|holy|nature|shadow|melee|ranged"
EFFECT = re.compile(
    rf"^(?:(?P<subject>Your hero|NAME) (?:deals (?P<dealt>\d+) (?P<unpreventable>unpreventable )?(?P<type>{TYPE_WORDS}) "
    r"damage to|heals (?P<healed>\d+) damage from)|(?P<verb>Destroy|Exhaust|Ready)) (?P<object>[^.]+)\.$")
FAMILY = {  # the shape names of the old one-sentence shapes this reproduces, by verb, subject and object
    ("deal", "Your hero", True): "ability: your hero deals damage to a target",
    ("deal", "NAME", True): "power: the card itself deals damage to a target",
    ("heal", "Your hero", True): "ability: your hero heals a target",
    ("heal", "NAME", True): "power: the card itself heals a target",
    ("destroy", None, True): "ability: destroy a target", ("exhaust", None, True): "ability: exhaust a target",
    ("ready", None, True): "ability: ready a target or the card itself",
}
GROUP = "ability: an effect on each card of a group"


def effect(m: re.Match) -> Piece:
    """'Your hero deals 3 fire damage to target opposing Demon ally', 'Destroy each exhausted ally',
    'NAME heals 2 damage from each friendly hero and ally': the verb's effect on the object."""
    aimed, spec = selector(m.group("object"))
    verb = "deal" if m.group("dealt") else "heal" if m.group("healed") else m.group("verb").lower()
    if verb == "destroy" and spec["kind"] in ("hero", "character"):  # a hero leaves the game, not for the graveyard
        raise Unrecognised(f"a hero destroyed: {m.group(0)}")
    subject = m.group("subject")
    who = lambda slot: {"target": slot} if aimed else dict(spec)  # noqa: E731
    if verb == "deal":
        make = lambda slot: {"deal_damage": int(m.group("dealt")), "damage_type": m.group("type"),  # noqa: E731
                             "source": dict(SUBJECTS[subject]), "to": who(slot),
                             **({"unpreventable": True} if m.group("unpreventable") else {})}
    elif verb == "heal":
        make = lambda slot: {"heal": int(m.group("healed")), "source": dict(SUBJECTS[subject]),  # noqa: E731
                             "from": who(slot)}
    else:
        make = lambda slot: {verb: who(slot)}  # noqa: E731
    if not aimed:
        return Piece(GROUP, effects=[make])
    return Piece(FAMILY[(verb, subject, True)], target=spec, effects=[make])
