"""Trigger prefixes: "When NAME is destroyed, …", "At the end of your turn, …", "When you play an
ability, …", "When another ally in your party enters play, …" — the first clause of a triggered
power (703.1), read as the event pattern it names (the card format's ``when:``), before any effect
sentence the ability shapes read (``pool_shapes.piece``).

* A card event: a subject (the card itself, "NAME"; "your hero"; "a", "an", "another" or "this or
  another" and a group as an effect's object names it, ``grammar.selector``) and a verb: "enters
  play" (710.1d; "under your control": a card you control), "is destroyed" (looked back on,
  703.4), "leaves play", "attacks" (602.1), "defends" (602.3), "is turned face down" (a resource,
  "a resource you control", "an opposing resource": 412.1b), "readies", "becomes exhausted" (411.1), "is dealt damage", "deals [combat]
  damage" (a packet, 408), "deals combat damage [to a hero]" (603).
* A turn's start or end: "At the start of your turn" (500.1: as each of its controller's turns
  starts), "… of each opponent's turn", "… of each player's turn" / "each turn"; "At the end of …"
  the same for the end phase (503.1); enc-start: "… of attached hero's controller's turn", an attachment's power on
  the turn of its host's controller (400.4), and "he" of a player's event read as "that player".
* "When you play a[n] KIND" (a card of that kind, as the link is added: 707.1f), "When you strike
  with NAME" (303.2) and "When you complete a quest" (702.2). "When NAME enters play and when he is revealed from your deck" is two powers
  with the same effect, the second working in the deck (703.3a).
* On an ability, "Ongoing: <trigger>, <effect>" is a triggered power that works while the ability
  is in play (305.2); on an attachment, "[Ongoing:] When attached ally is destroyed, …" is its power
  on its host's destruction (400.4, looked back on: 703.4), its attack, its exhaustion or a packet dealt to
  or by it ("Ongoing: When attached ally is dealt damage, destroy it": 'it' is the host).

* Whose play or quest: "When an opponent plays a card", "When a player plays an ability", "When an
  opponent completes a quest" (the card's controller, the player who plays or completes it, 707.1f,
  702.2); a packet's type, "deals fire damage", "is dealt frost damage" (408.3a); a list of kinds, "an
  opposing ability, ally, or equipment"; two flights, "Black or Twilight Dragonkin ally" (206.1a);
  "When [combat] damage is dealt with NAME" (408.3d); "… on an opponent's turn" (the power's
  ``opponents_turn``: only while an opponent is the turn player).
* enc-trig (s10): "When you draw a card" / "When a player draws a card" (each card drawn, 415.9e); "a [Horde] ally"
  (the faction icon, 206.1b); "is dealt nature or [Nature] damage" (one type, said twice); "When NAME enters or
  leaves play" (two powers); "your hero or another ally you control" (either); "When combat damage is dealt with
  NAME to a defending hero"; a weapon's name before its comma after "strike with" ("Sulfuras").
* enc-trig (s11): "… heals 2 damage from attached character" in an ongoing ability's triggered effect (its host,
  400.4); "its controller discards a card" of the event's one card; a trigger's effect with "for each …" or "…, or N
  if …" (counted or judged inside the power, within its 'may'); a triggered sentence after the 'Ongoing:' sentence
  of its own paragraph (305.2a).
* Reference words the trigger gives a meaning to: "the source of that damage", "its source" (the
  packet's source, 408.1), "that attacker" (the event's one attacking card), "its controller" (the
  event's one card's), "put it into its owner's hand", and a reference before "and heals …".

* What happened this turn, as an 'if' (``past_event``, read by the conditions' double check): "if NAME
  dealt no damage this turn", "if no damage was dealt with NAME this turn", "if you played two or more
  abilities this turn" — the event of the prefix for the same event in the present ('When NAME deals
  damage'), ``happened`` (703.4), with ``not`` or ``at_least``; "if NAME has damage / is ready", the card
  itself now. A pronoun ending a turn trigger's effect is the card its condition names (``naming_the_card``).
* Counters put on a card, "you may add a +1 ATK counter to NAME", "put a verse counter on target weapon"
  (``counters``: 404.1, 404.1c).

"He", "she" or "it" as the effect's subject is the card itself only when the prefix's subject is
(anything else is the event's card, in the role of the prefix's own subject: 'when attached ally deals damage
to an opposing hero, it also heals …' is the packet's source); "you may" wraps the
effects in a choice made as they resolve (708.3); the effect's targets are chosen as it joins the
chain (708.2, 707.1d).
"""
from __future__ import annotations

import copy
import json
import re
from typing import Any, Callable

from shapes.base import DAMAGE_TYPES, Piece, Unrecognised, first_match, name_parts, replaced
from shapes import dealt_to_this, grammar, heals_from, left_play, that_one_acts, that_one_has, whose_hand
from shapes.grammar import SHAPE, selector

THIS = {"this": True}
YOUR_HERO = {"kind": "hero", "controller": "you"}

# verb → (event, the subject's role in it, more of the pattern): 703.1, the card format's `when:`
VERBS: dict[str, tuple[str, str, dict[str, Any]]] = {
    "enters play": ("enters-play", "subject", {}),            # judged just after it (710.1d)
    "is destroyed": ("destroyed", "subject", {}),             # judged just before it (703.4)
    "leaves play": ("leaves-play", "subject", {}),
    "attacks": ("attacks", "subject", {}),                    # as it is declared an attacker (602.1)
    "defends": ("defends", "subject", {}),                    # as it becomes the defender (602.3)
    "readies": ("readied", "subject", {}),                    # from exhausted to ready (411.1)
    "becomes exhausted": ("exhausted", "subject", {}),        # 411.1
    "exhausts": ("exhausted", "subject", {}),
    "is turned face down": ("turned-face-down", "subject", {}),  # a resource turned face down (412.1b)
    "turns face down": ("turned-face-down", "subject", {}),
    "is dealt damage": ("damage", "destination", {}),         # a packet dealt to it (408)
    "is dealt combat damage": ("damage", "destination", {"combat": True}),  # in a combat's damage (603)
    "deals damage": ("damage", "source", {}),
    "deals combat damage": ("damage", "source", {"combat": True}),
    "deals fatal damage": ("damage", "source", {"fatal": True}),  # fatal to its destination (405.2)
    "deals fatal combat damage": ("damage", "source", {"combat": True, "fatal": True}),
    "is dealt fatal damage": ("damage", "destination", {"fatal": True}),
    "heals damage": ("heal", "source", {}),                   # a heal packet from it (407.1, 408)
    "protects": ("protects", "subject", {}),                  # as it becomes the proposed defender (602.2)
    "prevents damage": ("prevented", "subject", {}),          # its armor or modifier prevented damage (717.2d)
    "is inspired": ("inspired", "subject", {}),               # enc-enter3: readied by an Inspire (501.1b)
}

RESOURCES = {"a resource you control": {"row": "resource", "controller": "you"},  # a card in a resource row (412)
             "one of your resources": {"row": "resource", "controller": "you"},
             "an opposing resource": {"row": "resource", "controller": "opposing"}}
HOSTS = {"attached ally": "ally", "attached hero": "hero", "attached character": "character",
         "attached card": "card"}  # enc-turn: an ally or weapon host, any kind (400.4)
TURN = {"your": YOUR_HERO, "each opponent's": {"kind": "hero", "controller": "opposing"},
        "each player's": None, "each": None}  # the hero whose turn it is (500.1); none: every turn
# enc-start: an attachment's 'attached hero's (character's) controller's turn': the turn of the player who controls its
# host (400.4), whose hero is the one hero in that player's party (415.8b: in_host_party)
TURN.update({f"attached {kind}'s controller's": {"kind": "hero", "in_host_party": True} for kind in ("hero", "character")})
# 'an opposing ability, ally, or equipment': one card of any of the kinds listed (the selector's kinds)
KIND = r"(?:ability|ally|equipment|hero|weapon|armor|item)"
KIND_LIST = re.compile(rf"^(?P<which>an?|another) (?P<side>opposing )?(?P<kinds>{KIND}(?:, {KIND})+,? or {KIND})"
                       r"(?P<yours> you control)?$")
# enc-enter14: two kinds, 'an ally or equipment' (not 'a hero or ally', a character, read as before)
PAIRED = r"(?:ability|ally|equipment|weapon|armor|item)"
KIND_PAIR = re.compile(rf"^(?P<which>an?|another) (?P<side>opposing )?(?P<kinds>{PAIRED} or {PAIRED})(?P<yours> you control)?$")
# a packet's damage type before 'damage' ('deals fire damage', 'is dealt frost damage'): any of its types (408.3a)
# enc-trig (s10): 'is dealt nature or [Nature] damage' names the type twice, as a word and as its icon (205.1b): the
# icon must be the same type's (refused in ``card_event`` otherwise)
TYPED = re.compile(rf" (?P<type>{'|'.join(DAMAGE_TYPES)})(?: or \[(?P<icon>[A-Z][a-z]+)\])? damage$")
VERB_WORDS = "|".join(v.replace(" damage", rf"(?: (?:{'|'.join(DAMAGE_TYPES)})(?: or \[[A-Z][a-z]+\])?)? damage")
                      for v in sorted(VERBS, key=len, reverse=True))
CARD_EVENT = re.compile(
    rf"^When (?P<who>[^,]+?|an? (?:opposing )?{KIND}(?:, {KIND})+,? or {KIND}(?: you control)?) (?P<verb>{VERB_WORDS})"
    r"(?P<under> under your control(?P<friendly> or a friendly player's control)?)?(?: with (?P<with>NAME|an? [^,]+?))?"
    r"(?: to (?P<to>an? [^,]+?|NAME|attached (?:ally|hero|character)))?(?: against (?P<against>an? [^,]+?))?(?P<attacking> while attacking)?"
    r"(?P<first> for the first time each turn)?$")
OPPONENTS_TURN = " on an opponent's turn"  # only while an opponent is the turn player (the card format's opponents_turn)
FIRST = " for the first time each turn"  # only the first such event of a turn (703.1, the card format's first_each_turn)
TURN_EVENT = re.compile(rf"^At the (?P<at>start|end) of (?P<whose>{'|'.join(TURN)}) turn$")
PLAY_EVENT = re.compile(rf"^When (?P<who>you play|an opponent plays|a player plays) (?:an? |another )"
                        rf"(?P<what>{KIND}(?:, {KIND})+,? or {KIND}|[^,]+)$")  # a list of kinds first: its commas
STRIKE_EVENT = re.compile(r"^When you strike with (?P<what>NAME|a weapon)$")
QUEST_EVENT = re.compile(r"^When (?P<who>you complete|an opponent completes|a player completes) a quest$")
# whose card a play or a completed quest is: the player who plays it or completes it (707.1, 702.2)
ACTING_PLAYER = {"you": {"controller": "you"}, "an opponent": {"controller": "opposing"}, "a player": {}}
PLACE_EVENT = re.compile(r"^When (?P<who>you place|an opponent places) a resource(?:(?P<up> face up)"  # enc-if8: his,
                         r"(?: into (?:your|(?<=places a resource face up into )his) resource row)?"  # and 'into your
                         r"| into your resource row(?P<up_after> face up)?)?$")  # resource row face up' (Mottled Drake)
DISCARD_EVENT = re.compile(r"^When (?P<who>you discard|an opponent discards|a player discards) a card$")
DEALT_WITH_EVENT = re.compile(r"^When (?P<combat>combat )?damage is dealt(?P<with> with NAME)?(?: to (?P<to>an? [^,]+?))?$")
# none: any packet; enc-trig (s10): 'to a defending hero', the packet's destination (408.1, 602.3)
HEALED_EVENT = re.compile(r"^When (?:1 or more )?damage is healed from (?P<who>[^,]+)$")
# enc-trig (s10): 'When you draw a card', 'When a player draws a card': each card drawn (415.9e), the event's subject
# the drawing player's hero (the card format's `draw` event)
DRAW_EVENT = re.compile(r"^When (?P<who>you draw|an opponent draws|a player draws) a card$")


def subject(words: str) -> dict[str, Any]:
    """The card the event happens to: the card itself, your hero, the host, or one card of a group ("an
    opposing ally", "another Orc ally you control": as 'each …' names the group, 709.1, but one
    card of it; "another" leaves the card itself out; "this or another" is either)."""
    if words == "NAME":
        return dict(THIS)
    if words == "your hero":
        return dict(YOUR_HERO)
    if words in RESOURCES:
        return dict(RESOURCES[words])
    if words in HOSTS:
        return {"host": True, "kind": HOSTS[words]}  # the card the ability is attached to (400.4)
    either = EITHER_CARD.match(words)
    if either:  # enc-trig (s10): 'your hero or another ally you control': either card, the first a single one
        return {"any": [subject(either.group("one")), subject(either.group("group"))]}
    listed = KIND_LIST.match(words) or KIND_PAIR.match(words)  # enc-enter14: 'an ally or equipment' too
    if listed:  # 'an opposing ability, ally, or equipment' (the kinds of 200.x), one card of any of them
        kinds = re.split(r",? or |, ", listed.group("kinds"))
        if len(set(kinds)) != len(kinds) or listed.group("side") and listed.group("yours"):
            raise Unrecognised(f"a trigger's subject: {words}")
        side = {"controller": "opposing"} if listed.group("side") else {"controller": "you"} if listed.group("yours") else {}
        return {"kinds": kinds, **side, **({"other": True} if listed.group("which") == "another" else {})}
    m = re.match(r"^(?P<which>an?|another|this or another) (?P<rest>.+)$", re.sub(r"^NAME or another ", "this or another ", words))
    # (enc-enter3: 'Remulos or another ally …': the card by its name, or another of the group, as 'this or another')
    if not m:
        raise Unrecognised(f"a trigger's subject: {words}")
    faction = FACTION.match(m.group("rest"))
    if faction:  # enc-trig (s10): 'a [Horde] ally': an ally with the Horde faction icon (206.1b), one of a group
        group = subject(f"{m.group('which')} {faction.group('rest')}")
        if set(group) - {"kind", "other"} or group.get("kind") not in ("ally", "hero", "character"):
            raise Unrecognised(f"a trigger's subject: {words}")
        return {**group, "faction": faction.group("faction")}
    non = NON_FACTIONS.match(m.group("rest"))
    if non:  # enc-enter2: 'a non-[Horde], non-[Alliance] ally you control': one with neither icon (206.1b)
        group = subject(f"{m.group('which')} {non.group('rest')}")
        factions = [f for f in (non.group("a"), non.group("b")) if f]
        if set(group) - {"kind", "controller", "other"} or group.get("kind") not in ("ally", "hero", "character") \
                or len(set(factions)) != len(factions):
            raise Unrecognised(f"a trigger's subject: {words}")
        return {**group, "not": {"faction": factions[0]} if len(factions) == 1 else {"any": [{"faction": f} for f in factions]}}
    rest = re.sub(r" in your party$", " you control", m.group("rest"))  # a party: its hero and allies (you control)
    shared = SHARED_NOUN.match(rest)  # 'Black or Twilight Dragonkin ally': a Black Dragonkin or a Twilight Dragonkin one
    groups = [group_of(f"{shared.group(x)} {shared.group('noun')} {shared.group('tail')}", words) for x in "ab"] \
        if shared else [group_of(rest, words)]
    if m.group("which") == "another":
        groups = [{**group, "other": True} for group in groups]
    if m.group("which") == "this or another":
        return {"any": [dict(THIS)] + [{**group, "other": True} for group in groups]}
    return groups[0] if len(groups) == 1 else {"any": groups}


# two flights sharing their noun before a kind: 'Black or Twilight Dragonkin ally' (the traits Black Dragonkin and
# Twilight Dragonkin, 206.1a: a dragonkin's race is its flight's two words); only Dragonkin, whose races are
# two words: 'Orc or Troll Warrior ally' is an Orc or Troll that is a Warrior, not an 'Orc Warrior'
SHARED_NOUN = re.compile(r"^(?P<a>[A-Z][a-z]+) or (?P<b>[A-Z][a-z]+) (?P<noun>Dragonkin) (?P<tail>(?:ally|hero|hero or ally)\b.*)$")


FACTION = re.compile(r"^\[(?P<faction>Horde|Alliance)\] (?P<rest>.+)$")
BARE_TRAIT = grammar.BARE  # 'target Druid you control': a trait alone, read by the selector after 'target'
# enc-enter2: 'a non-[Horde], non-[Alliance] ally': without that faction icon, or without either (206.1b)
NON_FACTIONS = re.compile(r"^non-\[(?P<a>Horde|Alliance)\](?:,? non-\[(?P<b>Horde|Alliance)\])? (?P<rest>.+)$")


# 'your hero or another ally you control' (Brel Blazebeard): the one card, or one card of the group
EITHER_CARD = re.compile(r"^(?P<one>your hero) or (?P<group>(?:an?|another) .+)$")


def group_of(rest: str, words: str) -> dict[str, Any]:
    """One group a subject names, as 'each …' names it (709.1); never a target."""
    if BARE_TRAIT.match(f"target {rest}"):
        return trait_alone(rest, words)
    aimed, group = selector(f"each {rest}")
    if aimed:
        raise Unrecognised(f"a trigger's subject: {words}")
    return group


def trait_alone(rest: str, words: str) -> dict[str, Any]:
    """enc-dealt: 'a Druid you control', 'a friendly Paladin', 'an opposing Shaman': a trait alone names a hero or
    ally of it (202.1), as the selector reads it after 'target' ('target Ghoul you control'), here one card of
    the group."""
    aimed, spec = selector(f"target {rest}")
    if not aimed or set(spec.get("fits", {})) != {"trait"} or set(spec) - {"kind", "controller", "fits"}:
        raise Unrecognised(f"a trigger's subject: {words}")
    return {**{k: v for k, v in spec.items() if k != "fits"}, "trait": spec["fits"]["trait"]}


def card_event(m: re.Match) -> dict[str, Any]:
    """'When NAME is destroyed', 'When an opposing ally attacks', 'When NAME deals combat damage to
    a hero': the event, its subject in its role, a packet's other card."""
    typed = TYPED.search(m.group("verb"))
    event, role, more = VERBS[TYPED.sub(" damage", m.group("verb"))]
    if typed:
        if typed.group("icon") and typed.group("icon").lower() != typed.group("type"):
            raise Unrecognised(f"a damage type and another type's icon: {m.group(0)}")
        more = {**more, "damage_type": typed.group("type")}
    words = m.group("who")
    if m.group("under"):  # 'enters play under your control' (710.1d): a card you control; the card itself is yours
        if event != "enters-play" or words == "your hero":
            raise Unrecognised(f"a trigger's controller: {m.group(0)}")
        head, sep, tail = words.partition(" with ")  # enc-enter3: 'an ally with cost 4 or more': 'you control' before 'with'
        words = words if words == "NAME" else f"{head} you control{sep}{tail}"
    who = subject(words)
    if m.group("friendly"):  # '… or a friendly player's control': yours or a teammate's (friendly, 100.4)
        if "controller" not in who or m.group("who") == "NAME":
            raise Unrecognised(f"a trigger's controller: {m.group(0)}")
        who["controller"] = "friendly"
    # enc-enter3: a resource enters play as it enters a resource row, placed (412.1a) or put there; destroyed, it is
    # looked back on in the row (703.4); its other events are not written yet
    if "row" in who and event not in ("turned-face-down", "enters-play", "destroyed"):
        raise Unrecognised(f"a resource's event: {m.group(0)}")
    when: dict[str, Any] = {"event": event, role: who, **more}
    if m.group("to"):  # a packet's destination (408): 'to an opposing hero', 'to a defending ally' (602.3)
        if role != "source" or event != "damage":  # a heal is 'from' a card, never 'to' it
            raise Unrecognised(f"a trigger's object: {m.group(0)}")
        when["destination"] = dealt_to_this.destination(m.group("to"), who, m.group(0)) or \
            packet_destination(m.group("to"), m.group(0))
    if m.group("attacking"):  # 'deals fatal combat damage while attacking': its card is the attacker (602.1)
        if event != "damage" or role != "source" or "any" in who:
            raise Unrecognised(f"a trigger's 'while attacking': {m.group(0)}")
        when[role] = {**who, "attacking": True}
    if m.group("against"):  # 'defends against an ally': the attacker, the other side of the combat (602.3)
        if event not in ("defends", "protects"):
            raise Unrecognised(f"a trigger's 'against': {m.group(0)}")
        when["opponent"] = packet_destination(m.group("against"), m.group(0))
    if m.group("with"):  # 'deals combat damage with NAME (a weapon)': the packet is dealt with it (408.3d)
        if role != "source":
            raise Unrecognised(f"a trigger's 'with': {m.group(0)}")
        when["with"] = dealt_with(m.group("with"), m.group(0))
    return when


def dealt_with(words: str, prefix: str) -> dict[str, Any]:
    """'NAME', 'a weapon', 'an ability': the card a packet is dealt with (408.3d)."""
    if words == "NAME":
        return dict(THIS)
    aimed, group = selector(re.sub(r"^an? ", "each ", words))
    if aimed or group.get("other") or "controller" in group:
        raise Unrecognised(f"a trigger's 'with': {prefix}")
    return group


def packet_destination(words: str, prefix: str) -> dict[str, Any]:
    """'an opposing hero', 'an exhausted ally', 'a defending ally': the card a packet is dealt to, one
    card of a group as 'each …' names it (709.1); 'defending', 'attacking': in the current combat (602)."""
    m = re.match(r"^an? (?:(?P<combat>defending|attacking) )?(?P<rest>.+)$", words)
    if BARE_TRAIT.match(f"target {m.group('rest')}"):  # enc-dealt: 'deals damage to a Paladin' (a trait alone)
        return {**trait_alone(m.group("rest"), prefix), **({m.group("combat"): True} if m.group("combat") else {})}
    aimed, group = selector(f"each {m.group('rest')}")
    if aimed or group.get("other"):
        raise Unrecognised(f"a trigger's object: {prefix}")
    return {**group, **({m.group("combat"): True} if m.group("combat") else {})}


def turn_event(m: re.Match) -> dict[str, Any]:
    """'At the start of your turn' (500.1), 'At the end of each opponent's turn' (503.1)."""
    when: dict[str, Any] = {"event": "turn-starts" if m.group("at") == "start" else "turn-ends"}
    hero = TURN[m.group("whose")]
    return {**when, "subject": dict(hero)} if hero else when


def play_event(m: re.Match) -> dict[str, Any]:
    """'When you play an ability', 'When an opponent plays a card', 'When a player plays an ally': a card
    of that kind played by you, by an opponent or by anyone, as its link is added (707.1f); the card
    being played is controlled by the player who plays it (707.1)."""
    what = m.group("what")
    if KIND_LIST.match(f"a {what}") and not KIND_LIST.match(f"a {what}").group("side"):  # 'an ability, ally, or equipment'
        aimed, group = False, subject(f"a {what}")
    else:
        aimed, group = (False, {}) if what == "card" else selector(f"each {what}")
    if aimed or "controller" in group:
        raise Unrecognised(m.group(0))
    played = {**group, **ACTING_PLAYER[m.group("who").rsplit(" ", 1)[0]]}
    return {"event": "played", **({"subject": played} if played else {})}  # none: any card anyone plays


def strike_event(m: re.Match) -> dict[str, Any]:
    """'When you strike with NAME (a weapon)': your hero strikes with the card (a weapon of yours, 303.2)."""
    weapon = dict(THIS) if m.group("what") == "NAME" else {"kind": "weapon", "controller": "you"}
    return {"event": "strike", "subject": dict(YOUR_HERO), "with": weapon}


def healed_event(m: re.Match) -> dict[str, Any]:
    """'When 1 or more damage is healed from NAME', 'when damage is healed from your hero': a heal
    packet (407.1), which only a damaged card gets (407.3), so that it heals 1 or more."""
    return {"event": "heal", "destination": subject(m.group("who"))}


def dealt_with_event(m: re.Match) -> dict[str, Any]:
    """'When damage is dealt with NAME': a packet dealt with the card, a weapon (408.3d), whoever deals it;
    'when damage is dealt': any packet of damage (408), whoever deals it to whatever."""
    to = {"destination": packet_destination(m.group("to"), m.group(0))} if m.group("to") else {}
    return {"event": "damage", **({"with": dict(THIS)} if m.group("with") else {}), **to,
            **({"combat": True} if m.group("combat") else {})}


def place_event(m: re.Match) -> dict[str, Any]:
    """'When you place a resource face up [into your resource row]': a card of yours placed as a resource,
    as its link is added (412.1a); 'face up' only a quest, a location or a Stash card placed so (412.1b)."""
    whose = "you" if m.group("who") == "you place" else "opposing"  # enc-if8: an opponent's, whose hero is 'his hero'
    up = m.group("up") or m.group("up_after")
    return {"event": "placed", "subject": {"controller": whose}, **({"face_up": True} if up else {})}


def discard_event(m: re.Match) -> dict[str, Any]:
    """'When an opponent discards a card': a card put from its owner's hand into their graveyard by a
    discard (415.9d), the card as it was in the hand; whose hand: its owner's (401.2)."""
    owner = {"you discard": "you", "an opponent discards": "opponent", "a player discards": None}[m.group("who")]
    return {"event": "discarded", **({"subject": {"owner": owner}} if owner else {})}


def draw_event(m: re.Match) -> dict[str, Any]:
    """'When you draw a card', 'When an opponent draws a card', 'When a player draws a card': each card drawn
    (415.9e) by you, by an opponent or by anyone; the event's subject is the drawing player's hero."""
    whose = {"you draw": "you", "an opponent draws": "opponent", "a player draws": None}[m.group("who")]
    return {"event": "draw", **({"subject": {"kind": "hero", "controller": whose}} if whose else {})}


def quest_event(m: re.Match) -> dict[str, Any]:
    """'When you complete a quest', 'When an opponent completes a quest': a quest completed (702.2) by
    you, by an opponent or by anyone, the player who controls it (702.1)."""
    return {"event": "completed", "subject": {"kind": "quest", **ACTING_PLAYER[m.group("who").rsplit(" ", 1)[0]]}}


# enc-enter5: 'When damage is prevented by NAME', 'When damage that an attacking ally would deal is prevented by NAME': the
# card's own modifier prevented a packet (717.2d: the event's subject is the card whose modifier prevented); the second
# names the packet's source. 'prevented this way' is read through it (shapes/that_destroyed.py), on a card that prevents
PREVENTED_EVENT = re.compile(r"^When damage (?:that (?P<who>an? [^,]+?) would deal )?is prevented by NAME$")
# the sentence of 'this way' (read by shapes/that_destroyed.py), a triggered one after 'Ongoing:' too (305.2a)
PREVENTED_THIS_WAY = re.compile(r"^(?P<head>(?:Ongoing: )?When damage (?:that an? [^,]+? would deal )?is prevented) this way, "
                                r"(?P<rest>.+)$")


def prevented_event(m: re.Match) -> dict[str, Any]:
    source = {"source": packet_destination(m.group("who"), m.group(0))} if m.group("who") else {}
    return {"event": "prevented", "subject": dict(THIS), **source}


PREFIXES: list[tuple[re.Pattern, Callable[[re.Match], dict[str, Any]]]] = [
    (PREVENTED_EVENT, prevented_event), (QUEST_EVENT, quest_event), (DRAW_EVENT, draw_event), (DISCARD_EVENT, discard_event), (PLACE_EVENT, place_event), (HEALED_EVENT, healed_event), (DEALT_WITH_EVENT, dealt_with_event), (STRIKE_EVENT, strike_event), (TURN_EVENT, turn_event), (PLAY_EVENT, play_event), (CARD_EVENT, card_event),
    (heals_from.HEALS_FROM, heals_from.reader(subject, packet_destination))]  # enc-deal6: 'heals damage from …'


def _bare(pattern: re.Pattern) -> str:
    return re.sub(r"\(\?P<\w+>", "(?:", pattern.pattern.strip("^$"))  # its groups unnamed, to join it with others


# 'and when he is revealed from your deck': a second power, of the card in its owner's deck (703.3a)
REVEALED = re.compile(r"^When NAME enters play and when (?:he|she|it) is revealed from your deck$")
REVEALED_TOO = {"when": {"event": "revealed", "subject": THIS}, "zones": ["deck"]}
# 'When NAME enters play or you play an ability': two powers with the same effect, each on its own event
EITHER = re.compile(r"^When NAME enters (?:play or (?P<other>you play an? [^,]+|you strike with it)|(?P<leaves>or leaves) play)$")
# (enc-trig, s10: 'When NAME enters or leaves play': the same two powers, on its entering play (710.1d) and on its
# leaving it, looked back on (703.4))
# a sentence the prefixes read: only those, so that another shape may read any other "When …" sentence
TRIGGERED = re.compile(rf"^(?P<when>(?:{'|'.join(_bare(p) for p, _ in PREFIXES + [(REVEALED, None), (EITHER, None)])})"
                       rf"(?P<opp>{OPPONENTS_TURN})?), (?P<may>you may )?(?P<effect>.+)$")


# a triggered power whose effect is a modifier 'this turn' (the statics shapes read it): read before them
TRIGGERED_THIS_TURN = re.compile(TRIGGERED.pattern[:-1] + r"(?<= this turn\.)$")
ONGOING_TRIGGERED = re.compile(rf"^Ongoing ?: ?{TRIGGERED.pattern[1:]}")
ONGOING = "ongoing: a triggered power of the ability in play"


def one_triggered(inner: Piece) -> dict[str, Any] | None:
    """The one triggered power a sentence read again gives (a card's own, or an Ongoing ability's), or None."""
    parts = inner.parts
    if inner.shape == SHAPE and len(parts.get("powers", [])) == 1 and "triggered" in parts["powers"][0]:
        return parts["powers"][0]["triggered"]
    if inner.shape == ONGOING and "triggered" in (parts.get("ongoing_power") or {}):
        return parts["ongoing_power"]["triggered"]
    return None
ON_HOST = "ongoing: a triggered power on an event of the attached card"
# its host's events an attachment watches: destroyed (the attachment goes too, and looks back: 703.4), or, the
# attachment in play with it, its attack, its exhaustion and a packet dealt to or by it
HOST_EVENTS = ("destroyed", "attacks", "exhausted", "damage", "heal")  # enc-deal6: a heal packet from it (407.1)
ALLOWED = {"ability": (ONGOING, ON_HOST, "ability: put counters on a card")}  # the last: COUNTERS, below


def after_ongoing(paragraphs: list[str]) -> list[str]:
    """An ability's text: a triggered or payment power in a paragraph after its 'Ongoing:' one is text after
    the colon, which gives the power the ability has while in play (305.2a): 'Ongoing: Your hero is Elusive.
    | At the start of your turn, destroy NAME.' reads as that paragraph prefixed 'Ongoing:'. 'this ability'
    ('this card') as a trigger's subject or destroyed at a sentence's end is the ability itself (200.1)."""
    out: list[str] = []
    for paragraph in paragraphs:
        paragraph = re.sub(r"\b(?<=[Ww]hen )this (?:ability|card)\b|\b(?<=[Dd]estroy )this (?:ability|card)(?=\.)", "NAME",
                           paragraph)  # the ability itself, as its trigger's subject or destroyed (200.1)
        after = any(p.startswith("Ongoing") for p in out)
        power = TRIGGERED.match(paragraph.replace("\u2019", "'")) or WHILE_WHEN.match(paragraph) \
            or re.search(r"(?:->|\u2192)", paragraph) \
            or paragraph.startswith(END_OF_TURN)  # or paid for; enc-deal7: or 'At end of turn, …' a paragraph of its own
        paragraph = f"Ongoing: {paragraph}" if after and power and not paragraph.startswith("Ongoing") else paragraph
        out.append(triggered_after_colon(paragraph))
    return out


# enc-trig (s11): a sentence after the 'Ongoing:' sentence of its own paragraph that is a triggered power ('Ongoing:
# Your hero has Protector. When your hero protects, it may deal …') is text after the colon as well (305.2a)
LATER_TRIGGER = re.compile(r"(?<=\.) (?=(?:When|At the (?:start|end) of|While [^,.]+, (?:when|whenever)) [^,.]+, )"
                           r"|(?<=\.) ?(?=At end of turn, )")  # enc-while4: 'While …, when …, …' (shapes/while_trigger.py)
END_OF_TURN = "At end of turn, "  # enc-enter4: 'At end of turn, destroy this ability' (shapes/next_turn.py)


def triggered_after_colon(paragraph: str) -> str:
    """The paragraph with each triggered sentence after an 'Ongoing:' sentence in it prefixed 'Ongoing:' (enc-turn9:
    the 'Ongoing:' after an 'Attach to …' sentence or a Talent line of the same paragraph too)."""
    colon = re.search(r"(?:^|(?<=\. )|(?<=Talent ))Ongoing ?:", paragraph)
    if colon is None:
        return paragraph
    before, paragraph = paragraph[:colon.start()], paragraph[colon.start():]
    first, *rest = LATER_TRIGGER.split(paragraph)
    return before + " ".join([first] + [f"Ongoing: {s}" if TRIGGERED.match(s.replace("\u2019", "'")) or s.startswith(END_OF_TURN)
                               or PREVENTED_THIS_WAY.match(s) or WHILE_WHEN.match(s) else s for s in rest])


WHILE_WHEN = re.compile(r"^While [^,.]+, (?:when|whenever) [^,.]+, ")  # enc-while4: a triggered power with a 'while'


def when(prefix: str) -> dict[str, Any]:
    """The event pattern a trigger prefix names (703.1); Unrecognised if none does."""
    return first_match(PREFIXES, prefix, "a trigger")


def triggered(m: re.Match, read: Callable[[str], Piece],
              effects_of: Callable[[list[Piece], list[dict[str, Any]]], list[dict[str, Any]]]) -> Piece:
    """The power: the prefix's event, the effect sentence read as an ability's (capitalised), its
    targets in slots; 'you may' wraps the effects in a choice made as they resolve (708.3)."""
    prefix = m.group("when").removesuffix(OPPONENTS_TURN)
    revealed, either = REVEALED.match(prefix), EITHER.match(prefix)
    first = prefix.endswith(FIRST)
    pattern = when("When NAME enters play" if revealed or either else prefix.removesuffix(FIRST))
    one = pattern.get("subject", pattern.get("source", pattern.get("destination")))  # enc-enter3: your hero, the host: one card
    if first and not (one == THIS or one == YOUR_HERO or (isinstance(one, dict) and one.get("host"))):  # of a group: of all, or each?
        raise Unrecognised(f"'the first time each turn' of a card other than itself: {m.group('when')}")
    named = that_one_acts.acting(m.group("effect"), pattern, referent)  # enc-deal6: 'that friendly character heals
    effect, may, acting = (named[0], False, named[1]) if named else acting_subject(m.group("effect"), pattern)  # … itself'
    inner, referred = read_referring(effect, pattern, read)
    if "effects" not in inner.parts or inner.parts.get("same_target"):
        raise Unrecognised(f"a trigger's effect with the shape '{inner.shape}'")
    targets: list[dict[str, Any]] = []
    effects = referred(effects_of([inner], targets), targets)
    if acting is not None:  # 'it deals …' of the event's card: its stand-in NAME is the packets' source
        if not effects or any(e.get("source") != THIS for e in effects):
            raise Unrecognised(f"'it' for the event's card, not the source of every packet: {effect}")
        effects = [{**e, "source": dict(acting)} for e in effects]
        effects = replaced(effects, THIS, acting) if named else effects  # 'itself': the stand-in NAME, that card
    power: dict[str, Any] = {"when": pattern, **({"first_each_turn": True} if first else {}),
                             **({"opponents_turn": True} if m.group("opp") else {})}
    if targets:
        power["targets"] = targets
    if m.group("may") and may:
        raise Unrecognised(f"'may' twice: {m.group(0)}")
    power["effects"] = [{"may": effects}] if m.group("may") or may else effects
    if '"host": true' in json.dumps(effects) and not any(isinstance(v, dict) and v.get("host") for v in pattern.values()):
        return Piece(ON_HOST, ongoing_power={"triggered": power}, inner=[f"triggered: {inner.shape}"])  # its effect names it
    if (pattern.get("subject") or {}).get("in_host_party"):  # enc-start: on its host's controller's turn (400.4)
        return Piece(ON_HOST, ongoing_power={"triggered": power}, inner=[f"triggered: {inner.shape}"])
    if any(isinstance(v, dict) and v.get("host") for v in pattern.values()):  # an attachment's power, on its host's event
        if pattern["event"] not in HOST_EVENTS:
            raise Unrecognised(f"an attachment's trigger on an event of its host not written: {m.group(0)}")
        return Piece(ON_HOST, ongoing_power={"triggered": power}, inner=[f"triggered: {inner.shape}"])
    also = [{"triggered": {**copy.deepcopy(REVEALED_TOO), **{k: v for k, v in power.items() if k != "when"}}}]
    if either:  # the second event's power: the same effect; the first event's card or amount would not be its
        if '"event"' in json.dumps(power["effects"]) or "that-much" in json.dumps(power["effects"]):
            raise Unrecognised(f"a reference to one of two events: {m.group(0)}")
        other = either.group("other") or "NAME leaves play"
        also = [{"triggered": {"when": when("When you strike with NAME" if other == "you strike with it" else f"When {other}"),
                               **copy.deepcopy({k: v for k, v in power.items() if k != "when"})}}]
    return Piece(SHAPE, powers=[{"triggered": power}] + (also if revealed or either else []),
                 inner=[f"triggered: {inner.shape}"])


# -- the trigger's reference words in its effect: "destroy it", "… to that ally", "heals that much" ----------
# The effect sentences are read by the ability shapes, whose objects are 'target …' or 'each …' and whose
# amounts are numbers. A reference word the trigger gives a meaning to is read through a stand-in of
# the same part of speech ('target ally', a number the sentence doesn't hold), and the stand-in's slot
# or number is then replaced by what the reference names. Only where the sentence doesn't read as it is.
OBJECT_REFERENCE = re.compile(
    r"^(?P<before>.+? (?:to|from)|[Pp]ut \d+ damage on|[Pp]ut a token copy of|[Dd]estroy|[Ee]xhaust|[Rr]eady|[Pp]ut|[Rr]emove) (?P<ref>NAME|your hero|itself|himself|herself|it|him|her"
    r"|that (?:ally|hero|character)(?:'s controller's hero)?|his hero|her hero|that player's hero|that opponent's hero"
    r"|the source of that damage|its source|that attacker)"
    r"(?P<after> and (?:heals|deals) [^,]+| (?:from play )?into (?:its|his|her) owner's hand| from the game"
    r"| into play(?: exhausted)?)?\.$")
# '… to his hero and heals 1 damage from itself', 'put it into its owner's hand', 'remove it from the game', enc-dealt:
# 'put a token copy of that ally (of NAME) into play exhausted' (the copy's card, 402.2, 404.2); enc-trig
# (s10): 'put him from play into his owner's hand' says the same as 'put him into its owner's hand': the card's owner
# (the possessive is the card's, 'his' of an ally), and a card in play leaves it (415.9e): read as that
OWNERS_HAND = re.compile(r" (?:from play )?into (?:its|his|her) owner's hand$")

AMOUNT_REFERENCE = re.compile(r"\b(?:that much|that many)\b")
STAND_IN_AMOUNT = 97  # a number no effect sentence of a trigger holds (refused if it does)
AMOUNT_FIELDS = ("deal_damage", "heal", "draw")
# the events with an amount: a packet of damage dealt (408), and a heal packet, whose amount is the damage it removed
# (407.1: the rest of it is wasted) — enc-trig (s10): 'when damage is healed from your hero, … heal that much'
AMOUNT_EVENTS = ("damage", "heal")
REFERENCE_KINDS = {"that ally": "ally", "that hero": "hero", "that character": "character"}
SOURCE_WORDS = ("the source of that damage", "its source")
PLAYER_HERO = ("his hero", "her hero", "that player's hero", "that opponent's hero")
# events whose subject is a card of the player who acts: the card discarded, played, the quest completed,
# the hero whose turn it is; 'his hero' is that card's controller's hero (in the hand, its owner: 401.2)
PLAYERS_EVENTS = ("discarded", "played", "completed", "turn-starts", "turn-ends", "draw",  # draw: the drawer's hero
                  "placed")  # enc-if8: the hero of the player who placed the resource
GONE = ("destroyed", "leaves-play")
TURN_EVENTS = ("turn-starts", "turn-ends")  # its card is no longer in play: 'it' is then a card in another zone


def read_referring(effect: str, pattern: dict[str, Any], read: Callable[[str], Piece]
                   ) -> tuple[Piece, Callable[[list[dict[str, Any]], list[dict[str, Any]]], list[dict[str, Any]]]]:
    """The effect sentence read as an ability's (capitalised), and what turns the effects it makes
    into the power's: as they are, or with the trigger's reference words put back in place of their
    stand-ins (the object: the card itself, your hero, the acting card itself, or the event's card
    in its role, 703.1; the amount 'that much' / 'that many': the event's, 703)."""
    host = [m.group(0).split()[1] for m in HOST_OBJECT.finditer(effect)]
    if len(host) == 1:  # enc-trig (s11): 'your hero heals 2 damage from attached character' (400.4)
        return host_object(effect, host[0], pattern, read)
    words = effect[0].upper() + effect[1:]
    subject_of = that_one_has.that_one_has(words, lambda ref: referent(ref, words, pattern), read,
                                           lambda role: (pattern.get(role) or {}).get("attacking") is True)
    if subject_of is not None:  # enc-deal6: 'that character has Assault 1 this turn': the event's card
        return subject_of
    player = PLAYER_REFERENCE.match(words) or POSSESSED_ZONE.search(words)
    try:
        inner = read(words)
        if not (inner.parts.get("same_target") and player):  # 'its controller discards a card': the event's card's
            return inner, lambda effects, targets: effects
        unread = Unrecognised(f"'its controller' of no card before it: {effect}")
    except Unrecognised as exc:
        unread = exc
    if player is not None:  # 'That player discards a card': read as 'Target player …', the slot then replaced
        whose = player_referent(player.group("ref")[0].upper() + player.group("ref")[1:], pattern)
        if whose is None or "arget player" in words or player.re is POSSESSED_ZONE and POSSESSED_ZONE.search(
                words, player.end()):
            raise unread
        inner = read(f"Target player {player.group('rest')}" if player.re is PLAYER_REFERENCE else
                     f"{words[:player.start()]}target player's {player.group('zone')}{words[player.end():]}")
        inner.shape = f"{inner.shape} (with the trigger's reference words)"

        def the_player(effects: list[dict[str, Any]], targets: list[dict[str, Any]]) -> list[dict[str, Any]]:
            if len(targets) != 1 or targets[0].get("kind") != "player" or set(targets[0]) - {"id", "kind"}:
                raise Unrecognised(f"a player reference beside a target: {effect}")
            slot = targets.pop()["id"]
            done = whose_hand.hand_of(replaced(effects, {"target_player": slot}, whose), slot, whose)
            if f'"{slot}"' in json.dumps(done):  # enc-deal3: the slot named otherwise ('his hand', {player: SLOT})
                raise Unrecognised(f"a player reference the effect names otherwise: {effect}")
            return done
        return inner, the_player
    amount = bool(AMOUNT_REFERENCE.search(words))
    if amount and (pattern["event"] not in AMOUNT_EVENTS or str(STAND_IN_AMOUNT) in words):
        raise Unrecognised(f"'that much' with no amount of the event: {effect}")
    words = AMOUNT_REFERENCE.sub(str(STAND_IN_AMOUNT), words)
    m = OBJECT_REFERENCE.match(words)
    named = referent(m.group("ref"), words, pattern) if m else None
    itself = False
    if named is not None:
        words = f"{m.group('before')} target {'hero' if may_be_a_hero(named, pattern) else 'ally'}{after_words(m)}."
    if named is None and not amount:
        raise unread
    try:
        inner = read(words)
    except Unrecognised:
        if named != THIS:
            raise
        itself = True  # 'add a fly counter to it' of NAME's event: the card itself, read as NAME where no target reads
        inner = read(f"{m.group('before')} NAME{after_words(m)}.")
    inner.shape = f"{inner.shape} (with the trigger's reference words)"

    def referred(effects: list[dict[str, Any]], targets: list[dict[str, Any]]) -> list[dict[str, Any]]:
        if named is not None and not itself:
            if len(targets) != 1:
                raise Unrecognised(f"a reference word beside a target: {effect}")
            slot = targets.pop()["id"]
            effects = replaced(effects, {"target": slot}, named)
        if amount:
            effects = [{k: ("that-much" if k in AMOUNT_FIELDS and v == STAND_IN_AMOUNT else v) for k, v in e.items()}
                       for e in effects]
            if "that-much" not in json.dumps(effects):
                raise Unrecognised(f"'that much' of no amount the tool reads: {effect}")
        return effects
    return inner, referred


# enc-trig (s11): the attached card as an object of an ongoing ability's triggered effect ('… deals 1 nature damage to
# attached character', '… heals 1 damage from attached ally'): its host (400.4), read through the stand-in 'target …'
HOST_OBJECT = re.compile(r"(?:(?<= to )|(?<= on )|(?<= from )|(?<=^[Dd]estroy )|(?<=^[Rr]emove ))"
                         r"attached (?:ally|hero|character|card)\b(?!'s)")  # enc-turn2: destroyed, removed from the game
HOST_STAND_IN = {"ally": "target ally", "hero": "target hero", "character": "target hero or ally",
                 "card": "target card in play"}  # enc-turn2: a host of any kind (400.4)


def host_object(effect: str, kind: str, pattern: dict[str, Any], read: Callable[[str], Piece]
                ) -> tuple[Piece, Callable[[list[dict[str, Any]], list[dict[str, Any]]], list[dict[str, Any]]]]:
    """The effect read with 'target <kind>' in place of 'attached <kind>', its slot then the host (400.4): the
    stand-in must be the effect's one target; any other reference word beside it is refused."""
    if pattern["event"] in GONE and not left_play.host_kept(pattern):  # a host gone from play; enc-enter7: the
        raise Unrecognised(f"'attached {kind}' after a card left play: {effect}")  # attachment gone: its last host
    words = HOST_OBJECT.sub(HOST_STAND_IN[kind], effect)
    inner, referred = read_referring(words, pattern, read)
    host = {"host": True, **({"kind": kind} if kind in ("ally", "hero") else {})}

    def on_host(effects: list[dict[str, Any]], targets: list[dict[str, Any]]) -> list[dict[str, Any]]:
        effects = referred(effects, targets)
        if len(targets) != 1 or set(targets[0]) - {"id", "kind"} or targets[0].get("kind", "character") != kind:
            raise Unrecognised(f"'attached {kind}' beside a target: {effect}")
        slot = targets.pop()["id"]
        return on_the_host(replaced(effects, {"target": slot}, host), slot)
    return inner, on_host


def on_the_host(value: Any, slot: str) -> Any:
    """enc-turn2: the stand-in's slot in a condition made the host too: '… if that hero has 15 or more damage on it' (the
    host with that damage, 400.4), '… if there are no allies in its party' (allies in its controller's party, 415.8b)."""
    if isinstance(value, list):
        return [on_the_host(v, slot) for v in value]
    if not isinstance(value, dict):
        return value
    value = {k: on_the_host(v, slot) for k, v in value.items()}
    if value.get("target") == slot:
        return {"host": True, **{k: v for k, v in value.items() if k != "target"}}
    if value.get("controller_of") == slot:
        return {"in_host_party": True, **{k: v for k, v in value.items() if k != "controller_of"}}
    return value


# 'That player discards a card', 'attached hero's controller discards a card': a player the trigger names
PLAYER_REFERENCE = re.compile(r"^(?P<ref>That player|He|(?:That (?:hero|ally|character|[A-Z][a-z]+)'s|Its) controller"
                              r"|Attached (?:hero|ally|character)'s controller) (?P<rest>[a-z].+)$")
# enc-dealt: '… the top three cards of that hero's controller's deck …' (Shadow Word: Corruption): that player's zone
# inside the sentence, read through 'target player's deck' as the sentence's subject is read through 'Target player'
POSSESSED_ZONE = re.compile(r"(?<= )(?P<ref>that (?:hero|ally|character)'s controller)'s (?P<zone>deck|hand|graveyard)\b")


def after_words(m: re.Match) -> str:
    """The words after a reference, 'from play into his owner's hand' said as 'into its owner's hand' (OWNERS_HAND)."""
    return OWNERS_HAND.sub(" into its owner's hand", m.group("after") or "")


def player_referent(words: str, pattern: dict[str, Any]) -> dict[str, Any] | None:
    """The player a reference names, as the player of an effect: 'that player', the one whose card the event's
    is (the turn player of 'each player's turn', the discarder, 415); 'that hero's controller', the controller
    of the event's card of that kind (703.1); 'attached hero's controller', the host's (400.4). None if
    the event has no such card."""
    if words in ("That player", "He"):  # enc-start: 'he' of a player's event is that player, as 'that player' is
        if pattern["event"] not in PLAYERS_EVENTS or "controller" in pattern.get("subject", {}) and \
                pattern["subject"] == YOUR_HERO:  # 'that player' of your own turn: you, said otherwise
            return None
        return {"controller_of": {"event": "subject"}}
    if words.startswith("Attached "):
        return {"controller_of": {"host": True}}
    if pattern["event"] in GONE:  # enc-enter5: the player who controlled the card gone from play, as it last was there
        return gone_controller(words, pattern)  # (712.3b: the engine's last_controller)
    named = referent("it" if words == "Its controller" else words.removesuffix("'s controller").lower(), "", pattern)
    return {"controller_of": named} if named is not None and "event" in named else None


def gone_controller(words: str, pattern: dict[str, Any]) -> dict[str, Any] | None:
    """'its controller' ('that ally's controller') of a card destroyed or gone from play: the event's one card,
    never the card itself (whose controller is 'you'); None if the words name another kind than the event's card."""
    who = pattern.get("subject", {})
    kind = REFERENCE_KINDS.get(words.removesuffix("'s controller").lower())
    if words != "Its controller" and kind is None or who.get("this") or "any" in who or "kinds" in who:
        return None
    if kind is not None and who.get("kind") != kind and not (kind == "character" and who.get("kind") in ("ally", "hero")):
        return None
    return {"controller_of": {"event": "subject"}}


def referent(words: str, sentence: str, pattern: dict[str, Any]) -> dict[str, Any] | None:
    """What a reference word names: 'NAME' the card itself, 'your hero'; 'itself' the effect's own
    subject; 'it', 'him', 'her', 'that ally' the one card of the event the prefix names (not the card
    itself), in its role (its subject, the packet's source or destination: 703.1). None if it is
    ambiguous or names a card that has left play."""
    if words == "NAME":
        return dict(THIS)
    if words == "your hero":
        return dict(YOUR_HERO)
    if words in ("itself", "himself", "herself"):
        acting = re.match(r"^(NAME|Your hero) ", sentence)
        return dict(THIS if acting and acting.group(1) == "NAME" else YOUR_HERO) if acting else None
    if words in PLAYER_HERO:  # the hero of the player whose card the event's is: the discarder, the player (415)
        whose = pattern.get("subject", {})
        theirs = whose.get("owner") == "opponent" or whose.get("controller") == "opposing"
        yours = whose.get("owner") == "you" or whose.get("controller") == "you"
        fits = theirs if words == "that opponent's hero" else not yours  # 'his hero' of your own card: whose?
        return {"kind": "hero", "controller_of": "event:subject"} if pattern["event"] in PLAYERS_EVENTS and fits else None
    if pattern["event"] in GONE or pattern["event"] in TURN_EVENTS:  # a turn names no card but its hero: 'it' is none
        return None
    if words.endswith("'s controller's hero"):  # enc-trig (s10): 'that ally's controller's hero': the hero of the
        card = referent(words.removesuffix("'s controller's hero"), sentence, pattern)  # player who controls the
        return {"kind": "hero", "controller_of": f"event:{card['event']}"} if card and "event" in card else None  # card
    if words in SOURCE_WORDS:  # the card that dealt the packet (408.1) to the event's card: 'when NAME is dealt damage'
        fits = pattern["event"] == "damage" and "destination" in pattern and "any" not in pattern["destination"]
        return {"event": "source"} if fits and not pattern.get("source", {}).get("this") else None
    if words == "that attacker":  # the one card of the event named as attacking (602.1)
        roles = [role for role in ("subject", "source", "destination") if pattern.get(role, {}).get("attacking")]
        return {"event": roles[0]} if len(roles) == 1 and "any" not in pattern[roles[0]] else None
    kind = REFERENCE_KINDS.get(words)
    named = [role for role in ("subject", "source", "destination") if role in pattern]
    trait = re.fullmatch(r"that (?P<trait>[a-z]+)", words) if kind is None else None
    if trait:  # enc-dealt: 'that Paladin' (lowered here): the one card of the event named by that trait alone
        roles = [r for r in named if str(pattern[r].get("trait", "")).lower() == trait.group("trait")]
        return {"event": roles[0]} if len(roles) == 1 and "any" not in pattern[roles[0]] else None
    if not named and kind is None and pattern.get("with") == THIS:  # 'when damage is dealt with NAME, ready it'
        return dict(THIS)
    if kind is None and len(named) != 1:  # 'it' of a packet from one card to another: either
        return None
    if kind is None and pattern[named[0]] in (THIS, YOUR_HERO):  # 'when NAME attacks, ready him'
        return dict(pattern[named[0]])
    roles = [role for role in named if not pattern[role].get("this") and pattern[role] != YOUR_HERO
             and (kind is None or pattern[role].get("kind") == kind)]
    if len(roles) != 1 or "any" in pattern[roles[0]]:
        return None
    return {"event": roles[0]}


def may_be_a_hero(named: dict[str, Any], pattern: dict[str, Any]) -> bool:
    """Is the card a reference names a hero, or perhaps one ('that character')? Its stand-in is then a
    hero, so that what the shapes refuse a hero ('destroy', a hero leaving the game otherwise) is refused."""
    if "event" in named:
        named = pattern.get(named["event"], {})  # none: any card in that role
    kinds = named.get("kinds") or [named.get("kind", "card")]
    return any(k in ("hero", "character", "card") for k in kinds) and not named.get("this")


SUBJECT_WORDS = {json: words for words, json in (("NAME", '{"this": true}'),
                                                   ("your hero", '{"controller": "you", "kind": "hero"}'))}
PRONOUN = re.compile(r"^(?P<who>NAME|your hero|he|she|it) (?:also |then )?(?P<may>may )?(?P<verb>deals? |heals? |has |is )")
# 'it also heals …': 'also' says only that it comes beside the event, and is read as nothing more; enc-dealt: 'your
# hero then deals …' likewise says only that it comes after the event, as every triggered effect does (703.1)


def acting_subject(effect: str, pattern: dict[str, Any]) -> tuple[str, bool, dict[str, Any] | None]:
    """The effect sentence with its subject spelt out, whether it is optional, and the event's card
    if the subject is that: 'he', 'she' or 'it' is the card the prefix names — the card itself or
    your hero, spelt out; any other card is the event's (703.1: 'when a Mage ally enters play, it
    deals …'), read through the stand-in NAME and put back as the packets' source. 'NAME may deal …'
    is its controller's choice as it resolves, as 'you may' is (708.3)."""
    m = PRONOUN.match(effect)
    if not m:
        return effect, False, None
    who, acting = m.group("who"), None
    if who in ("he", "she", "it"):
        named = pattern.get("subject", pattern.get("source", pattern.get("destination")))
        who = SUBJECT_WORDS.get(json.dumps(named, sort_keys=True)) if named else None
        acting = referent("it", effect, pattern) if who is None else None
        if who is None and acting is None:  # enc-trig: 'when attached ally deals damage to X, it …': the prefix's
            acting = grammatical_subject(pattern)  # own subject, the packet's source, not X
        if who is None and acting is None:  # enc-enter7: the card the event took out of play, as it last was (709.2d)
            acting = left_play.gone_subject(pattern)
        if who is None and acting is None:
            raise Unrecognised(f"'{m.group('who')}' for the event's card: {effect}")
        who = who or "NAME"
    verb = m.group("verb")
    if bool(m.group("may")) == verb.endswith("s "):  # 'may deals', 'it deal'
        raise Unrecognised(effect)
    if acting is not None and (m.group("may") or verb not in ("deals ", "heals ")  # its controller's choice: whose?
                               or re.search(r"\b(?:itself|himself|herself|NAME)\b", effect)):  # the stand-in's words
        raise Unrecognised(f"'{m.group('who')}' for the event's card: {effect}")
    verb = verb if verb.endswith("s ") else f"{verb.strip()}s "
    return f"{who} {verb}{effect[m.end():]}", bool(m.group("may")), acting


def ongoing(m: re.Match, read: Callable[[str], Piece],
            effects_of: Callable[[list[Piece], list[dict[str, Any]]], list[dict[str, Any]]]) -> Piece:
    """'Ongoing: When you play an ability, …' on an ability: a triggered power that works while the
    ability is in play (305.2), read as a card's (703.1)."""
    read_as = triggered(m, read, effects_of)
    if read_as.shape == ON_HOST:  # 'Ongoing: When attached ally is destroyed, …'
        return read_as
    return Piece(ONGOING, ongoing_power=read_as.parts["powers"][0], inner=[f"ongoing: {SHAPE}"])


def short_named(name: str, paragraph: str) -> str:
    """An ally's trigger naming it by a part of its name ("When Horkin enters play" on Horkin
    Figluster, "When Fungus Face is destroyed"): that part reads as NAME, as a trigger's subject.
    Its personal name (the words before a comma, 'the' or 'of': "Selin" of Selin Duskrunner, "Pardo" of
    Tracker Pardo) reads as NAME also as the subject of a paragraph or of a trigger's effect ("When you
    play an ability, Selin deals …") and as the object of ready, destroy or exhaust ending it ("ready
    Hamuul."): a name part elsewhere, or an epithet ("Son of Cairne"), may be another card's."""
    if name.startswith("The "):  # enc-enter6: 'When the Greench enters play' on The Greench: its name, mid-sentence
        paragraph = re.sub(rf"\bWhen the {re.escape(name[4:])} (?=(?:{'|'.join(VERBS)})\b)", "When NAME ", paragraph)
    for run in name_parts(name):
        paragraph = re.sub(rf"\bWhen {re.escape(run)} (?=(?:{'|'.join(VERBS)}|inspires)\b)", "When NAME ", paragraph)
        paragraph = re.sub(rf"\bWhen {re.escape(run)} (?=or another )", "When NAME ", paragraph)  # enc-enter3: 'When Remulos or another ally …'
    personal = " ".join(re.split(r",| the | of ", name)[0].split())
    for run in ([personal] if personal != name else []) + name_parts(personal):  # the longest first
        if len(run) > 2 and run[0].isupper() and run.lower() not in NOT_A_NAME:
            r = re.escape(run)
            after = r"(?<=, )" if re.match(r"(?:When|At the (?:start|end) of) ", paragraph) else r"(?!)"  # a trigger's comma
            paragraph = re.sub(rf"(^|{after}){r} (?=(?:may )?(?:deals?|heals?|has|is|gets)\b)", "NAME ", paragraph)
            paragraph = re.sub(rf"\b(ready|destroy|exhaust) {r}(?=\.)", r"\1 NAME", paragraph, flags=re.I)
            paragraph = re.sub(rf"\b(double) {r}'s ATK\b", r"\1 NAME's ATK", paragraph, flags=re.I)  # enc-enter11
            paragraph = re.sub(rf"\bwhile {r} remains\b", "while NAME remains", paragraph)  # enc-enter11
            paragraph = dealt_to_this.short_named(run, paragraph)
    return paragraph


def weapon_short_named(name: str, paragraph: str) -> str:
    """enc-trig (s10): a weapon's trigger naming it by its name before the comma ("When you strike with Sulfuras" on
    Sulfuras, Hand of Ragnaros; "deals combat damage with Zin'rokh"): that name, after 'strike with' or 'damage
    with', reads as NAME (303.2, 408.3d); a title or a kind (NOT_A_NAME), or a name with no comma, does not."""
    short = name.split(",")[0].strip()
    if short == name or len(short) < 3 or short.lower() in NOT_A_NAME:
        return paragraph
    return re.sub(rf"\b(strike with|damage with) {re.escape(short)}\b", r"\1 NAME", paragraph)


# words of a name that are a title or a kind, never the card's own name alone ('Commander', 'Lady')
NOT_A_NAME = {"lady", "lord", "commander", "captain", "general", "king", "queen", "prince", "princess", "high",
              "elder", "young", "old", "the", "target", "each", "your", "ancient", "great", "grand", "chief",
              "master", "sister", "brother", "father", "mother", "scout", "guard", "warden", "keeper"}


# -- what happened this turn, as a condition: "if NAME dealt no damage this turn" ------------------------
# An 'if' clause naming an event of this turn (703.4: the turn's record of events) is read through the
# trigger prefix that names the same event in the present tense: 'NAME dealt no damage this turn' is the
# event of 'When NAME deals damage', none of which happened; 'you played two or more abilities this turn'
# two or more of the events of 'When you play an ability'. One reading of events serves both.
PLURAL_KINDS = {"abilities": "an ability", "allies": "an ally", "cards": "a card", "equipment": "an equipment",
                "heroes": "a hero", "weapons": "a weapon", "armor": "an armor", "items": "an item",
                "resources": "a resource"}
PAST_EVENTS: list[tuple[re.Pattern, str, bool]] = [  # (the clause, the prefix it names, no such event)
    (re.compile(r"^no (?P<what>(?:combat )?damage) was dealt with (?P<with>NAME)$"), r"When \g<what> is dealt with \g<with>", True),
    (re.compile(r"^(?P<what>(?:combat )?damage) was dealt with (?P<with>NAME)$"), r"When \g<what> is dealt with \g<with>", False),
    (re.compile(r"^no (?P<what>(?:combat )?damage) was dealt$"), r"When \g<what> is dealt", True),  # by anyone, to anything
    (re.compile(r"^(?P<who>NAME|your hero) dealt no (?P<what>.*damage.*)$"), r"When \g<who> deals \g<what>", True),
    (re.compile(r"^(?P<who>NAME|your hero) (?:wasn't|was not) dealt (?P<what>.*damage.*)$"), r"When \g<who> is dealt \g<what>", True),
    (re.compile(r"^(?P<who>NAME|your hero) (?:didn't|did not) (?P<verb>attack|defend)$"), r"When \g<who> \g<verb>s", True),
    (re.compile(r"^you (?:didn't|did not) (?P<verb>play|place|complete) (?P<what>an? .+)$"), r"When you \g<verb> \g<what>", True),
    (re.compile(r"^(?P<who>NAME|your hero) dealt (?P<what>(?:\w+ )?damage(?: to an? [^,]+)?)$"), r"When \g<who> deals \g<what>", False),
    (re.compile(r"^you (?P<verb>played|placed|completed) (?P<what>an? .+)$"), r"When you \g<verb> \g<what>", False),
    # (an opponent's or any player's plays and quests this turn: not yet)
]
PRESENT = {"When you played": "When you play", "When you placed": "When you place",
           "When you completed": "When you complete"}  # the verb of the prefix, in the present
# 'you played two or more abilities': at least that many events (the condition's at_least)
PAST_COUNTED = re.compile(r"^you (?P<verb>play|complet|plac)e?d (?P<n>two|three|four|five|\d+) or more (?P<what>\w+)$")
COUNT_WORDS = {"two": 2, "three": 3, "four": 4, "five": 5}
# the card itself, now: 'if NAME has damage' (405.1), 'if NAME is ready' (411.1)
ITSELF_NOW = {"NAME has damage": {"damaged": True}, "NAME is damaged": {"damaged": True},
              "NAME is ready": {"exhausted": False}, "NAME is exhausted": {"exhausted": True}}
PAST_CLAUSE = re.compile(r"^(?P<clause>.+) this turn$|^(?P<now>NAME (?:has damage|is damaged|is ready|is exhausted))$")


def past_event(m: re.Match) -> dict[str, Any]:
    """The condition an 'if' clause about this turn's events names (703.4): ``happened`` with the
    pattern of the trigger prefix for the same event, ``not`` if none of them may have happened, and
    ``at_least`` for 'two or more'; or the card itself as it is now ('NAME is ready')."""
    if m.group("now"):
        return {"exists": {**THIS, **ITSELF_NOW[m.group("now")]}}
    clause = m.group("clause")
    counted = PAST_COUNTED.match(clause)
    if counted:
        what = PLURAL_KINDS.get(counted.group("what"))
        if what is None:
            raise Unrecognised(f"a condition's events: {clause}")
        verb = {"play": "play", "complet": "complete", "plac": "place"}[counted.group("verb")]
        n = COUNT_WORDS.get(counted.group("n")) or int(counted.group("n"))
        return {"happened": when(f"When you {verb} {what}"), "at_least": n}
    for pattern, prefix, negated in PAST_EVENTS:
        found = pattern.match(clause)
        if found:
            present = re.sub("|".join(PRESENT), lambda v: PRESENT[v.group(0)], found.expand(prefix))
            happened = {"happened": when(present)}
            return {"not": happened} if negated else happened
    raise Unrecognised(f"a condition: {clause} this turn")


def naming_the_card(cond: dict[str, Any], prefix: str, effect: str) -> str:
    """A turn's trigger names no card but its turn's hero; a pronoun ending its effect ('if NAME
    dealt no damage this turn, destroy him', 'if NAME is ready, put two +1 ATK counters on it', enc-turn4: 'if NAME is
    undamaged, put him into his owner's hand') is the card its condition names, when that is the card itself alone:
    read as NAME. Any other effect is as it is (its pronoun then names no card, and is refused)."""
    named = cards_of(cond)
    if not TURN_EVENT.match(prefix.removesuffix(OPPONENTS_TURN)) or not named or not all(c.get("this") for c in named):
        return effect
    effect = PRONOUN_TO_HAND.sub("NAME into its owner's hand.", effect)  # enc-turn4: 'put him into his owner's hand'
    return re.sub(r"\b(?:it|him|her)(?=\.$)", "NAME", effect)


PRONOUN_TO_HAND = re.compile(r"\b(?:it|him|her) into (?:its|his|her) owner's hand\.$")


ROLES = ("exists", "subject", "source", "destination", "with", "opponent")


def cards_of(value: Any) -> list[Any]:
    """The cards a condition names: each selector in a role of it or of an event it names."""
    if isinstance(value, list):
        return [c for v in value for c in cards_of(v)]
    if not isinstance(value, dict):
        return []
    return [v for k, v in value.items() if k in ROLES] + [c for k, v in value.items() if k not in ROLES for c in cards_of(v)]


# -- counters put on a card: "you may add a +1 ATK counter to NAME", "put a verse counter on NAME" ------
# The effect many triggered powers of equipment have (enc-trig's own block: it blocks their triggers):
# 404.1 named counters, 404.1c stat counters (each a modifier of its card's ATK or health), on the card
# itself (404.1a, also where no card is said: 'add a thaw counter') or a target (706.1); the card language's
# put_counters. enc-deal2: on each card of a group ('put a +1 DEF counter on each of your armor').
COUNTERS = "ability: put counters on a card"
COUNTER_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5}
COUNTER_EFFECT = re.compile(
    r"^(?:Put|Add) (?P<n>an?|one|two|three|four|five) (?P<what>\+(?P<atk>\d+) ATK|\+(?P<both>\d+) ?/ ?\+(?P<health>\d+)"
    r"|\+(?P<def>\d+) (?:DEF|\[DEF\])"  # enc-enter3: an armor's DEF (404.1c, 304.2); enc-deal2: its icon too
    r"|(?P<named>[a-z]+)) counter(?P<s>s?)(?: (?:on|to) (?P<object>NAME|target [^.]+?|each (?:of your )?[^.]+?))?\.$")
HAS_ATK = ("weapon", "ally", "hero", "character")  # the cards with ATK (a stat counter's 404.1c)
HAS_HEALTH = ("ally", "hero", "character")
HAS_DEF = ("armor",)  # enc-enter3: only an armor has a DEF (304.2)


def counters(m: re.Match) -> Piece:
    """'Put two +1 ATK counters on NAME', 'add a +1 ATK counter to target weapon', 'put a +1 / +1 counter on
    NAME', 'add a tone counter to NAME': that many counters on the card (404.1): named ones, or stat counters on a card that has the stat (404.1c: ATK on a
    weapon, an ally or a hero; health on an ally or a hero). A number disagreeing with its noun ('a …
    counters'), a counter with no stat named ('+1 counter', '+1 DEF') and any other object are refused."""
    n = COUNTER_WORDS[m.group("n")]
    if (n > 1) != bool(m.group("s")) or m.group("named") in COUNTER_WORDS:
        raise Unrecognised(f"counters whose number and noun disagree: {m.group(0)}")
    aimed, on = (False, dict(THIS)) if m.group("object") in ("NAME", None) else selector(  # none said: 404.1a
        re.sub(r"^each of your (?P<kind>\w+)$", r"each \g<kind> you control", m.group("object")))
    if not aimed and not on.get("this") and not m.group("object").startswith("each "):
        raise Unrecognised(f"counters on a group: {m.group(0)}")  # enc-deal2: 'on each …' is each card of it
    kinds = {on.get("kind")} if "kind" in on else set(on.get("kinds", [])) or {None}
    needs = HAS_HEALTH if m.group("health") else HAS_ATK if m.group("atk") else HAS_DEF if m.group("def") else None
    if needs and not on.get("this") and not kinds <= set(needs):
        raise Unrecognised(f"a stat counter on a card without that stat: {m.group(0)}")
    if aimed and on.get("count"):
        raise Unrecognised(f"counters on several targets: {m.group(0)}")
    stats = {"atk": int(m.group("atk") or m.group("both") or 0), "health": int(m.group("health") or 0),
             "def": int(m.group("def") or 0)}
    made = {"put_counters": n, **({"named": m.group("named")} if m.group("named") else {}),
            **{k: v for k, v in stats.items() if v}}
    if aimed:
        return Piece(COUNTERS, target=on, effects=[lambda slot: {**made, "on": {"target": slot}}])
    return Piece(COUNTERS, effects=[lambda slot: {**made, "on": dict(on)}])


def grammatical_subject(pattern: dict[str, Any]) -> dict[str, Any] | None:
    """'It' as the subject of the effect sentence, when the event names two cards: the one the prefix has
    as its own subject ('When attached ally deals damage to an opposing hero, it also heals …': the packet's
    source, 408.1), the card of the event in that role (703.1). None if that is a group's 'any'."""
    if "subject" in pattern or not ("source" in pattern and "destination" in pattern) or pattern.get("with"):
        return None
    source = pattern["source"]
    return None if "any" in source or source.get("this") or source == YOUR_HERO else {"event": "source"}


# -- a triggered modifier this turn: "When an ally is destroyed this turn, draw a card" ----------------------
# An effect sentence that is itself a trigger prefix and an effect, the prefix ending 'this turn': the link that
# resolves it makes a triggered modifier (715.1) lasting this turn (503.2a), which triggers whenever its event
# happens; 'the next …' or 'you next …' triggers once, then ends (715.1: the card format's 'once'). Its targets
# are chosen, and its 'you may' answered, only when it triggers (715.1, 708.2). The event is read by the prefixes
# above, the sentence rewritten without 'this turn' (and 'next'), and must give one triggered power; the
# prefix's 'NAME' is the card that made the modifier (its source, 712.5): on an ability, which is in its
# owner's graveyard by then, that card is refused, and on a permanent it is not read yet.
MODIFIER = "ability: a triggered modifier this turn"
# enc-enter5: a comma inside the prefix only in a list of kinds ('the next ability, ally, or equipment enters play')
THIS_TURN_TRIGGER = re.compile(rf"^When (?:(?P<you>you) next |(?P<the>the) next )?(?P<prefix>(?:[^,]|,(?= (?:or )?{KIND}\b))+?) "
                               r"this turn, (?P<rest>.+)$")
# what the created trigger's power may hold: fields the engine's triggered modifiers honour (triggers.watch_modifiers)
MODIFIER_FIELDS = {"when", "targets", "effects"}


def this_turn_trigger(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    """'When you play an ability this turn, …', 'When you next play an ability this turn, …', 'When the next
    ally in your party is destroyed this turn, …': a ``create_trigger`` lasting this turn, ``once`` if 'next'."""
    prefix = m.group("prefix")
    if m.group("the"):  # 'the next ally …': one card of the group, 'an ally …'
        prefix = f"{'an' if prefix[0].lower() in 'aeiou' else 'a'} {prefix}"
    sentence = f"When {'you ' if m.group('you') else ''}{prefix}, {m.group('rest')}"
    inner = read(sentence)
    powers = inner.parts.get("powers", [])
    power = powers[0].get("triggered") if len(powers) == 1 and set(powers[0]) == {"triggered"} else None
    if power is None or set(inner.parts) - {"powers", "inner"} or inner.shape == ON_HOST:
        raise Unrecognised(f"a triggered modifier this turn around no one triggered power: {m.group(0)}")
    if set(power) - MODIFIER_FIELDS:  # 'for the first time', 'on an opponent's turn': not honoured by a modifier
        raise Unrecognised(f"a triggered modifier with {', '.join(sorted(set(power) - MODIFIER_FIELDS))}: {m.group(0)}")
    created = {**copy.deepcopy(power), **({"once": True} if m.group("you") or m.group("the") else {})}
    if '"this": true' in json.dumps(created):  # the card that made it (712.5), named in its event or effect: on
        raise Unrecognised(f"a triggered modifier naming the card that made it: {m.group(0)}")  # an ability, a card
        # in its graveyard; on a permanent's payment power (Chloe Mithrilbolt's 'When NAME protects this turn'), not
        # yet played by a scenario: left in the tail (enc-trig, s9)
    effect = {"create_trigger": created, "duration": "this-turn"}
    return Piece(MODIFIER, effects=[lambda slot: copy.deepcopy(effect)],
                 inner=[f"a triggered modifier: {s}" for s in [inner.shape, *inner.parts.get("inner", [])]])


ALLOWED["ability"] += (MODIFIER,)  # an ability's effect; on a permanent, only a payment power's effect makes one


# -- your resources readied: "you may ready one of your resources", "ready up to that many of your resources" --
# The effect of many triggered powers (enc-trig's own block, as COUNTERS: it blocks their triggers): up to that
# many of your exhausted resources readied (411.1, 412.2: the card language's ready_resources, which picks them
# by the documented default order); 'one of your resources' is one, and readies none if none is exhausted, as
# 'up to one' does. 'All of your resources' is each of them (the group; 'all resources you control' is the grammar's). Another player's resources, a card
# kind ('one of your armor') and a number counted ('for each …') are other shapes' or none.
READIED = "ability: ready your resources"
READY_RESOURCES = re.compile(
    r"^Ready (?:(?P<all>all of your resources)|(?P<up>up to )?(?P<n>an?|one|two|three|four|five"
    rf"|{STAND_IN_AMOUNT}) (?:(?P<of>of your )?resource(?P<s>s?)(?(of)|(?: you control)))?)\.$")


def readied(m: re.Match) -> Piece:
    """'Ready one of your resources', 'ready a resource you control', 'ready up to two resources you control',
    'ready up to that many of your resources' (a trigger's stand-in number, then the event's amount: 703)."""
    if m.group("all"):
        return Piece(READIED, effects=[lambda slot: {"ready": {"kind": "card", "row": "resource", "controller": "you"}}])
    word = m.group("n")
    n = STAND_IN_AMOUNT if word == str(STAND_IN_AMOUNT) else COUNTER_WORDS[word]
    if m.group("of") and not m.group("s") or not m.group("of") and (n == 1) == bool(m.group("s")) \
            or word in ("a", "an") and (m.group("of") or m.group("up")) or n == STAND_IN_AMOUNT and not m.group("up"):
        raise Unrecognised(f"resources whose number and noun disagree: {m.group(0)}")  # 'one of your resource'
    effect = {"ready_resources": n, **({"up_to": True} if m.group("up") else {})}  # 'up to': how many is chosen (709.2b)
    return Piece(READIED, effects=[lambda slot: dict(effect)])


AMOUNT_FIELDS += ("ready_resources",)  # 'ready up to that many of your resources': the event's amount (703)
ALLOWED["ability"] += (READIED,)


# -- any card in a graveyard: "you may remove target card in a graveyard from the game" ----------------------------
# The effect of many triggered powers (enc-trig's own block, as COUNTERS: it blocks their triggers): a target card of
# any kind (an ability, an ally, an equipment, a quest …) in any player's graveyard (706.1b: a target in a zone other
# than play, named by the description), put into its owner's removed-from-game zone (415.7a). The grammar's selector
# reads a kind ('target ally card in a graveyard', shapes/effects.py); 'target card' names none, so any card fits.
GRAVEYARD_CARD = re.compile(r"^Remove target card in (?:a|any) graveyard from the game\.$")
GRAVEYARD_REMOVED = "ability: remove a card in a graveyard from the game"  # the shape of shapes/effects.py's reading


def graveyard_card_removed(m: re.Match) -> Piece:
    """'Remove target card in a graveyard from the game': one target, any card in any graveyard (706.1b, 415.7a)."""
    return Piece(GRAVEYARD_REMOVED, target={"kind": "card", "zone": "graveyard"},
                 effects=[lambda slot: {"remove_from_game": {"target": slot, "zone": "graveyard"}}])


# -- 'If you do, …' after an ability's ongoing triggered power: "Ongoing: At the start of your turn, destroy NAME. If
# you do, …" -------------------------------------------------------------------------------------------------------
# The sentence after the power's is more of its effect (305.2a: text after the colon), done only if the power's one
# action was (709.2f): joined to that action as an ally's triggered power's 'If you do' is (shapes/more.py it_follows),
# by the conditions' ``did``; a target of its own is one more target of the power, chosen as it joins the chain (708.2).


def ongoing_follows(pieces: list[Piece], did: Callable[[list[dict[str, Any]], list[dict[str, Any]]], list[dict[str, Any]]]
                    ) -> list[Piece]:
    """The pieces with each 'if you do' sentence after an ability's ongoing triggered power joined to that power."""
    out: list[Piece] = []
    for p in pieces:
        before = out[-1] if out else None
        if not (p.parts.get("if_you_do") and before is not None and before.shape == ONGOING):
            out.append(p)
            continue
        power = before.parts["ongoing_power"]["triggered"]
        targets = list(power.get("targets", []))
        slot = None
        if p.parts.get("target") is not None:
            if len(targets) >= 3:
                raise Unrecognised("more targets than the tool names")
            slot = ("first", "second", "third")[len(targets)]
            targets.append({"id": slot, **p.parts["target"]})
        effects = did(power["effects"], [make(slot) for make in p.parts["effects"]])
        joined = {**power, **({"targets": targets} if targets else {}), "effects": effects}
        out[-1] = Piece(ONGOING, **{**before.parts, "ongoing_power": {"triggered": joined},
                                    "inner": [*before.parts.get("inner", []), f"then: {p.shape}"]})
    return out


# -- enc-trig (s11): a clause of the trigger's effect, inside the power: "At the start of your turn, NAME may deal 1
# melee damage to target hero for each Orc ally you control" --------------------------------------------------------
# The conditions family reads 'for each …' and '…, or N if …' around a whole sentence; around a trigger sentence the
# clause is its effect's (709.2d, 709.2), so the trigger is read first and its effect sentence, clause and all, by the
# other shapes: 'may' (708.3) and an ongoing ability's power (305.2) then wrap the counted effect as they wrap any.
EFFECT_CLAUSE = r"(?=[^.]*(?: for each (?!damage )[^.,]+|, or \d+ if [^.,]+)\.$)"
CLAUSED = re.compile(rf"^{EFFECT_CLAUSE}{TRIGGERED.pattern[1:]}")
ONGOING_CLAUSED = re.compile(rf"^{EFFECT_CLAUSE}{ONGOING_TRIGGERED.pattern[1:]}")


def clause_shapes(read: Callable[[str], Piece],
                  effects_of: Callable[[list[Piece], list[dict[str, Any]]], list[dict[str, Any]]]
                  ) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    """The trigger sentences whose effect has a clause, ahead of the conditions' shapes."""
    return [(CLAUSED, lambda m: triggered(m, read, effects_of)), (ONGOING_CLAUSED, lambda m: ongoing(m, read, effects_of)),
            (ITSELF_IF, lambda m: itself_if(m, read))]


# enc-dealt: 'When NAME attacks for the first time each turn, ready him if he has damage' (Ras'fari Bloodfrenzy): an
# 'if' after the effect, about the card itself as the effect resolves (709.2: an 'if' effect), not a double check
# (703.2, an 'if' set off after the trigger's comma); only where the trigger's card is the card itself
ITSELF_IF = re.compile(r"^(?P<when>When NAME [^,]+), (?P<effect>[^,]+?) if (?:he|she|it|NAME) "
                       r"(?P<state>has damage|is damaged|is ready|is exhausted)\.$")


def itself_if(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    inner = read(f"{m.group('when')}, {m.group('effect')}.")
    powers = inner.parts.get("powers", [])
    if inner.shape != SHAPE or len(powers) != 1 or "if" in powers[0]["triggered"]:
        raise Unrecognised(f"an 'if' after the effect of the shape '{inner.shape}': {m.group(0)}")
    power = powers[0]["triggered"]
    cond = {"exists": {**THIS, **ITSELF_NOW[f"NAME {m.group('state')}"]}}
    effects = [{"if": cond, "then": power["effects"]}]
    return Piece(SHAPE, powers=[{"triggered": {**power, "effects": effects}}],
                 inner=[*inner.parts.get("inner", []), "condition: an 'if' effect about the card itself"])
