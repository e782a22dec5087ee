"""enc-two1: an ally's Sabotage, for ``tools/encode_pool.py``: the keyword line naming what it can attack, and its
power on sabotaging one.

* 'Sabotage: Resource' (likewise Equipment, Ability, Weapon, Armor, Item, Quest): the ally can be proposed as the
  attacker of a sabotage combat against an opposing card of that kind in play (600.1, 601.2b: the card format's
  ``sabotage``, the card itself the one that can sabotage; a resource: a card in a resource row, 412). What the
  line names otherwise (a player, a hand, a deck, a graveyard, a side deck, a game, keywords, an attached ability)
  is no card in play of one kind and is refused.
* 'When NAME sabotages a resource, destroy it.': the card's power on the combat's conclusion of a sabotage combat it
  attacks in (603.1: no combat damage, the 'sabotages' event, its subject the attacker and its other card the
  defender, of that kind). 'it' is that defender: the effect is read by the trigger shapes through the stand-in
  'target <kind>' ('destroy target resource', 'gain control of target equipment', "put target ability on top of its
  owner's deck"), which must be its one target, then made the event's other card ({event: opponent}). Anything
  else (a second reference, a 'may', an effect naming no such card) is refused.
* "When NAME sabotages a player's armor, exhaust all of that player's armor.": the same trigger on sabotaging an
  armor; the effect is done to every card of that kind the sabotaged card's controller controls (the controller of
  the event's other card, 703.1; read through 'all opposing armor', 709.1), the sabotaged card among them.

The ally's name in the trigger may be a part of it ('When Cara sabotages …' on Retainer Cara): ``short_named``.
"""
from __future__ import annotations

import json
import re
from typing import Any, Callable

from shapes.base import Piece, Unrecognised, name_parts, occurrences, replaced

# what the line names → (the objects it can sabotage, 601.2b; the trigger's word for one; the stand-in's noun)
OBJECTS: dict[str, tuple[dict[str, Any], str]] = {
    "Resource": ({"row": "resource", "controller": "opposing"}, "resource"),
    "Equipment": ({"kind": "equipment", "controller": "opposing"}, "equipment"),
    "Ability": ({"kind": "ability", "controller": "opposing"}, "ability"),
    "Weapon": ({"kind": "weapon", "controller": "opposing"}, "weapon"),
    "Armor": ({"kind": "armor", "controller": "opposing"}, "armor"),
    "Item": ({"kind": "item", "controller": "opposing"}, "item"),
    "Quest": ({"kind": "quest", "controller": "opposing"}, "quest"),
}
WORDS = {noun: what for what, (_, noun) in OBJECTS.items()}

LINE_SHAPE = "ally: Sabotage: what it can attack"
LINE = re.compile(r"^Sabotage: (?P<what>[A-Z][a-z]+(?: [A-Z][a-z]+)*)$")
SABOTAGES = re.compile(r"^When NAME sabotages an? (?P<noun>[a-z]+), (?P<effect>[^.]+)\.$")
THAT_CARD = {"event": "opponent"}  # the sabotage combat's defender (603.1)
PLAYERS = re.compile(r"^When NAME sabotages a player's (?P<noun>armor|weapon|equipment|item), "
                     r"(?P<verb>exhaust|destroy) all of that player's (?P=noun)\.$")


def line(m: re.Match) -> Piece:
    if m.group("what") not in OBJECTS:
        raise Unrecognised(f"a sabotage of no one kind of card in play: {m.group(0)}")
    objects = dict(OBJECTS[m.group("what")][0])
    return Piece(LINE_SHAPE, powers=[{"sabotage": {"affects": {"this": True}, "objects": objects}}])


def sabotages(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    noun, effect = m.group("noun"), m.group("effect")
    if noun not in WORDS or len(re.findall(r"\bit\b", effect)) != 1 or re.search(r"\b(?:may|target|that)\b", effect):
        raise Unrecognised(f"a sabotage's effect on no one card sabotaged: {m.group(0)}")
    # the effect read after a trigger of the card's own, 'it' made a target of that kind; the target then the defender
    stand_in = re.sub(r"\bit\b", f"target {noun}", effect)
    inner = read(f"When NAME attacks, {stand_in}.")
    powers = inner.parts.get("powers") or []
    power = powers[0].get("triggered") if len(powers) == 1 and set(powers[0]) == {"triggered"} else None
    targets = (power or {}).get("targets") or []
    if power is None or set(inner.parts) - {"powers", "inner"} or len(targets) != 1 or set(power) != {
            "when", "targets", "effects"}:
        raise Unrecognised(f"a sabotage's effect the trigger shapes read otherwise: {m.group(0)}")
    slot = {"target": targets[0]["id"]}
    effects = replaced(power["effects"], slot, THAT_CARD)
    if occurrences(power["effects"], slot) != 1 or f'"{targets[0]["id"]}"' in json.dumps(effects):
        raise Unrecognised(f"a sabotage's effect naming its card otherwise: {m.group(0)}")
    kind = {k: v for k, v in OBJECTS[WORDS[noun]][0].items() if k != "controller"}
    triggered = {"when": {"event": "sabotages", "subject": {"this": True}, "opponent": kind},
                 "effects": effects}
    return Piece(inner.shape, powers=[{"triggered": triggered}],
                 inner=[i.replace("triggered:", "triggered on a sabotage:") for i in inner.parts.get("inner", [])])


def players_cards(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    inner = read(f"{m.group('verb').capitalize()} all opposing {m.group('noun')}.")
    makes = inner.parts.get("effects") or []
    kind = {k: v for k, v in OBJECTS[WORDS[m.group("noun")]][0].items() if k != "controller"}
    if set(inner.parts) - {"effects", "inner"} or len(makes) != 1:
        raise Unrecognised(f"a sabotage's effect on a player's cards the shapes read otherwise: {m.group(0)}")
    effect = makes[0](None)
    group = {**kind, "controller": "opposing"}
    if list(effect.values()) != [group]:
        raise Unrecognised(f"a sabotage's effect on a player's cards the shapes read otherwise: {m.group(0)}")
    done = {verb: {**kind, "controller_of": "event:opponent"} for verb in effect}  # that player's (703.1)
    triggered = {"when": {"event": "sabotages", "subject": {"this": True}, "opponent": kind}, "effects": [done]}
    return Piece(PLAYERS_SHAPE, powers=[{"triggered": triggered}],
                 inner=[f"triggered on a sabotage: {inner.shape}, of the sabotaged card's controller"])


def short_named(name: str, paragraph: str) -> str:
    """'When Cara sabotages …' on Retainer Cara: a part of the ally's name, as the trigger's subject, reads as NAME."""
    for run in name_parts(name):
        paragraph = re.sub(rf"\bWhen {re.escape(run)} (?=sabotages\b)", "When NAME ", paragraph)
    return paragraph


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    return [(LINE, line), (SABOTAGES, lambda m: sabotages(m, read)), (PLAYERS, lambda m: players_cards(m, read))]


PLAYERS_SHAPE = "ally: on sabotaging a card, an effect on its controller's cards of its kind"
ALLOWED = {"ally": (LINE_SHAPE, PLAYERS_SHAPE)}
