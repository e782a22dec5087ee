"""enc-deal8: the cards of the player whose hero was dealt the damage, and the cards of a target opponent, for
``tools/encode_pool.py``:

* A target 'he controls' after the card's combat damage to an opponent's defending hero (Woodsie Leafsong: an ability
  or equipment of his, destroyed if you choose), and 'all cards he controls' after an opponent's hero is dealt combat
  damage with the card (Silent Crusader: exhausted) — 'he' (or 'that hero's controller') is the player who controls the hero the trigger's
  packet was dealt to (the event's destination, 703.1), and the cards he controls are his cards in play (401.1, 415.8b;
  'all cards': every kind, his hero and resources too, 412). A target among them is checked as the power joins the
  chain (708.2) and as it resolves (706.3): ``fits: {controller_of: event:destination}``; a group is every such card
  as the link resolves (709.1): ``{controller_of: event:destination}``. Read as the sentence with 'target opposing …'
  ('all opposing …'), that one target or group then anchored, as shapes/that_party_target.py reads 'target ally in
  that hero's party'. 'He' only after a hero not yours (an opponent's, an opposing hero), whose controller is the
  one player it can name; 'that hero's controller' after any hero. 'An opponent's hero is dealt combat damage with
  NAME' is 'combat damage is dealt with NAME to an opposing hero' (101.1, 102.1a: an opponent's hero is an opposing
  one).
* 'Target opponent exhausts each <kinds> he controls' after the card's attack or defence (Quakelord Razek
  Warhoof: abilities and equipment) — a player target (706.1) chosen as the power joins the chain, and every card of the kinds named that he
  controls as the link resolves (709.1: the selector's ``player``): read as 'exhaust all opposing abilities and
  equipment', the group then made the target player's. Exhausting (or destroying) each of them leaves that player
  nothing to choose, so who does it changes nothing (411.1).
* '<a player> puts N (or that many) cards from the top of his deck into his graveyard' (Wand of the Forgotten Star,
  after its trigger) — the same as 'puts the top N cards of his deck into his graveyard' (415.3a, 415.5a: shapes/effects.py
  ``top_moved``), 'a card from the top' the top card.

Refused: another pronoun, a second target beside the one anchored, a group said twice in the effect, and 'he' after a
hero that could be yours.
"""
from __future__ import annotations

import re
from typing import Any, Callable

from shapes.base import Piece, Unrecognised, occurrences, replaced
from shapes.dealt_hero_controller import YOURS
from shapes.grammar import JOIN, selector

HERO = r"an opponent's (?:defending )?hero|an opposing (?:defending )?hero|a (?:defending )?hero"
OBJECT = (r", (?P<head>[^,.]+?) (?P<which>target|all|each) (?P<what>[^,.]+?) (?P<whose>he|that hero's controller) "
          r"controls\.$")
ACTIVE = re.compile(rf"^(?P<trigger>(?P<ongoing>Ongoing ?: ?)?When (?P<who>{YOURS}) deals (?:combat )?damage(?: with NAME)? to "
                    rf"(?P<hero>{HERO})){OBJECT}")
PASSIVE = re.compile(rf"^(?P<ongoing>Ongoing ?: ?)?When (?P<hero>an opponent's hero|an opposing hero|a hero) is dealt "
                     rf"(?P<combat>combat )?damage with NAME{OBJECT}")
ANCHOR = {"controller_of": "event:destination"}
CARDS = {"cards": "allies", "card": "ally"}  # 'all cards': every kind, read through a stand-in group of allies


def players_cards(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    g = m.groupdict()
    if g["whose"] == "he" and not g["hero"].startswith(("an opponent's", "an opposing")):
        raise Unrecognised(f"'he' after a hero that could be yours: {m.group(0)}")
    if "who" in g and "defending" in g["who"]:
        raise Unrecognised(m.group(0))  # a defender deals its combat damage to an attacker, never to a defender
    hero = g["hero"].replace("an opponent's ", "an opposing ")
    trigger = g["trigger"].replace(g["hero"], hero) if "trigger" in g else \
        f"{g['ongoing'] or ''}When {g['combat'] or ''}damage is dealt with NAME to {hero}"
    which, what = g["which"], g["what"]
    if what in CARDS and which == "target":
        raise Unrecognised(m.group(0))  # 'target card he controls': no stand-in reads it here
    words = f"{which} opposing {CARDS.get(what, what)}"
    aimed, spec = selector(words)
    inner = read(f"{trigger}, {g['head']} {words}.")
    key = "ongoing_power" if g["ongoing"] else "powers"
    power = inner.parts.get("ongoing_power") if g["ongoing"] else (inner.parts.get("powers") or [None])[0]
    triggered = (power or {}).get("triggered")
    if triggered is None or (not g["ongoing"] and len(inner.parts["powers"]) != 1):
        raise Unrecognised(f"'{g['whose']} controls' outside one triggered power: {m.group(0)}")
    if aimed:
        targets = triggered.get("targets", [])
        fits = {"kind": spec["kind"], "controller": "opposing"}
        if len(targets) != 1 or {k: v for k, v in targets[0].items() if k not in ("id", "fits")} != fits \
                or targets[0].get("fits", {}) != spec.get("fits", {}):
            raise Unrecognised(f"'target … {g['whose']} controls' beside another target: {m.group(0)}")
        target = {"id": targets[0]["id"], "kind": spec["kind"], "fits": {**spec.get("fits", {}), **ANCHOR}}
        triggered = {**triggered, "targets": [target]}
    else:
        if occurrences(triggered["effects"], spec) != 1 or occurrences(triggered["when"], spec):
            raise Unrecognised(f"'{g['whose']} controls' not one group of the effect: {m.group(0)}")
        group = {k: v for k, v in spec.items() if k != "controller"}
        group = {"kind": "card"} if what in CARDS else group
        triggered = {**triggered, "effects": replaced(triggered["effects"], spec, {**group, **ANCHOR})}
    parts = {**inner.parts, key: {"triggered": triggered} if g["ongoing"] else [{"triggered": triggered}]}
    return Piece(inner.shape, **{**parts, "inner": [*inner.parts.get("inner", []),
                                                    "cards: of the player whose hero was dealt the damage"]})


PLURAL = {"ability": "abilities", "ally": "allies", "equipment": "equipment", "weapon": "weapons", "armor": "armor",
          "item": "items"}
KINDS = "|".join(PLURAL)
TARGET_OPPONENT = re.compile(rf"^(?P<trigger>When [^,]+?), target (?P<who>opponent|player) (?P<verb>exhausts|destroys) "
                             rf"each (?P<kinds>(?:{KINDS})(?:{JOIN}(?:{KINDS}))*) he controls\.$")


def target_players(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    said = re.split(JOIN, m.group("kinds"))
    if len(set(said)) != len(said):
        raise Unrecognised(m.group(0))
    plural = " and ".join(PLURAL[w] for w in said) if len(said) <= 2 else \
        ", ".join(PLURAL[w] for w in said[:-1]) + ", and " + PLURAL[said[-1]]
    words = f"all opposing {plural}"
    _, spec = selector(words)
    inner = read(f"{m.group('trigger')}, {m.group('verb')[:-1]} {words}.")
    powers = inner.parts.get("powers") or []
    if not powers or any("triggered" not in p or p["triggered"].get("targets")
                         or occurrences(p["triggered"]["effects"], spec) != 1 for p in powers):
        raise Unrecognised(f"'target {m.group('who')} … each … he controls' with another target: {m.group(0)}")
    group = {**{k: v for k, v in spec.items() if k != "controller"}, "player": "first"}
    target = {"id": "first", "kind": "player", **({"controller": "opponent"} if m.group("who") == "opponent" else {})}
    made = [{"triggered": {**p["triggered"], "targets": [dict(target)],
                           "effects": replaced(p["triggered"]["effects"], spec, group)}} for p in powers]
    return Piece(inner.shape, **{**inner.parts, "powers": made,
                                 "inner": [*inner.parts.get("inner", []), "cards: of a target player, each he controls"]})


TOP_SAID = re.compile(r"^(?P<subject>Target player|Target opponent|Each player) puts (?P<n>a card|\d+ cards|(?:two|three|four"
                      r"|five|six) cards) from the top of his deck into his graveyard\.$")


def top_said(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    n = m.group("n")
    top = "the top card" if n == "a card" else f"the top {n}"
    return read(f"{m.group('subject')} puts {top} of his deck into his graveyard.")


# 'that many' there: the amount of the trigger's packet of damage or healing (703), read through a stand-in number the
# sentence doesn't hold, as shapes/triggers.py reads 'that much'
THAT_MANY_TOP = re.compile(r"^(?P<trigger>(?:Ongoing ?: ?)?When [^,]+?), (?P<who>that hero's controller|target opponent|target "
                           r"player) puts that many cards from the top of his deck into his graveyard\.$")
STAND_IN = 97


def that_many_top(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    if str(STAND_IN) in m.group(0):
        raise Unrecognised(m.group(0))
    inner = read(f"{m.group('trigger')}, {m.group('who')} puts the top {STAND_IN} cards of his deck into his graveyard.")
    powers = inner.parts.get("powers") or []
    triggered = powers[0].get("triggered") if len(powers) == 1 else None
    moved = [e for e in (triggered or {}).get("effects", []) if e.get("move_top") == STAND_IN]
    if triggered is None or triggered["when"]["event"] not in ("damage", "heal") or len(moved) != 1 \
            or len(triggered["effects"]) != 1:
        raise Unrecognised(f"'that many' of no amount of the trigger's event: {m.group(0)}")
    effect = {**moved[0], "move_top": "that-much"}
    return Piece(inner.shape, **{**inner.parts, "powers": [{"triggered": {**triggered, "effects": [effect]}}],
                                 "inner": [*inner.parts.get("inner", []), "amount: that many cards from the top"]})


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Any]]]:
    return [(ACTIVE, lambda m: players_cards(m, read)), (PASSIVE, lambda m: players_cards(m, read)),
            (TARGET_OPPONENT, lambda m: target_players(m, read)), (TOP_SAID, lambda m: top_said(m, read)),
            (THAT_MANY_TOP, lambda m: that_many_top(m, read))]
