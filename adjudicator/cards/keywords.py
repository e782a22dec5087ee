"""The set keywords the card language spells out: each one, printed on a card or given to it by a
modifier, stands for powers of the card language (or an alternate cost), added to the card as it
is read, so a card file writes only the keyword (``keywords: [Mend 2]``).

The 5.0 rules define none of these: each meaning is our reading of the reminder text the sets
print beside the keyword, stated in an editor's note of the rulebook (the note's rule is named
beside each entry); for those printed bare (Spellshield, Haste, Absorb, Echo, Rift, Invincible, Preparation), the glossary's of the 7.4
Comprehensive Rules (July 2013), its meaning only. Keywords the engine reads itself, by name, are not here: Protector, Elusive,
Stealth, Ferocity, Long-Range, Untargetable, the dual wields, Time is Money, Conspicuous.

A power added for a keyword carries it (``Power.keyword``): the card's reading names the keyword,
and reading a card twice makes its keyword powers again rather than adding them twice.
"""
from __future__ import annotations

import re
from typing import Any, Callable

YOUR_HERO = {"kind": "hero", "controller": "you"}


def _mend(n: int) -> dict[str, Any]:
    """407 (note): at the start of your turn, it may heal N damage from a hero or ally you target."""
    return {"powers": [{"triggered": {
        "when": {"event": "turn-starts", "subject": YOUR_HERO},
        "targets": [{"id": "mended", "kind": "character"}],
        "effects": [{"may": [{"heal": n, "source": {"this": True}, "from": {"target": "mended"}}]}]}}]}


def _shadowmeld(_: None) -> dict[str, Any]:
    """601.2b (note): Elusive and Untargetable while it is ready."""
    return {"powers": [{"continuous": {"affects": {"this": True, "exhausted": False},
                                       "gain_keywords": ["Elusive", "Untargetable"]}}]}


def _trap(_: None) -> dict[str, Any]:
    """707.1e (note): you may exhaust your defending hero rather than pay the card's cost."""
    return {"alternate_cost": {"exhaust": {**YOUR_HERO, "defending": True}}}


def _inspiring_presence(_: None) -> dict[str, Any]:
    """716.1e (note): non-combat damage a hero or ally in your party would deal is that much +1."""
    return {"powers": [{"replacement": {"when": {"event": "damage", "combat": False,
                                                 "source": {"kind": "character", "controller": "you"}},
                                        "instead": {"add": 1}}}]}


def _hardiness(_: None) -> dict[str, Any]:
    """717.2 (note): 1 of each packet of damage that would be dealt to it is prevented."""
    return {"powers": [{"replacement": {"when": {"event": "damage", "destination": {"this": True}},
                                        "instead": {"prevent": 1}}}]}


def _war_stomp(_: None) -> dict[str, Any]:
    """602.3 (note): as it attacks, and as it defends, you may exhaust an opposing hero or ally you target."""
    return {"powers": [{"triggered": {
        "when": {"event": event, "subject": {"this": True}},
        "targets": [{"id": "stomped", "kind": "character", "controller": "opposing"}],
        "effects": [{"may": [{"exhaust": {"target": "stomped"}}]}]}} for event in ("attacks", "defends")]}


def _find_treasure(_: None) -> dict[str, Any]:
    """710.1 (note): as it enters play, you may draw a card; if you do, you discard a card."""
    return {"powers": [{"triggered": {
        "when": {"event": "enters-play", "subject": {"this": True}},
        "effects": [{"may": [{"do": {"draw": 1}, "if_you_do": [{"discard": 1}]}]}]}}]}


def _sentinel(_: None) -> dict[str, Any]:
    """411.1 (note): the first time it exhausts each turn, it readies."""
    return {"powers": [{"triggered": {"when": {"event": "exhausted", "subject": {"this": True}},
                                      "first_each_turn": True, "effects": [{"ready": {"this": True}}]}}]}


def _harmonize(_: None) -> dict[str, Any]:
    """707.1e (note): its controller pays 1 less to play allies with a printed cost of 4 or more."""
    return {"powers": [{"continuous": {"affects": {"kind": "ally", "controller": "you", "cost_at_least": 4},
                                       "play_cost": -1}}]}


def _smash(_: None) -> dict[str, Any]:
    """603.1 (note): its combat damage to a defending ally beyond fatal damage goes to that ally's
    controller's hero."""
    return {"powers": [{"replacement": {
        "when": {"event": "damage", "combat": True, "source": {"this": True},
                 "destination": {"kind": "ally", "defending": True}},
        "instead": {"excess_to_hero": True}}}]}


def _escape_artist(_: None) -> dict[str, Any]:
    """707.1f (note): when an opposing card's link targets it, its controller may return it to its
    owner's hand."""
    return {"powers": [{"triggered": {
        "when": {"event": "targeted", "subject": {"this": True}, "source": {"controller": "opposing"}},
        "effects": [{"may": [{"return_to_hand": {"this": True}}]}]}}]}


def _eternal(_: None) -> dict[str, Any]:
    """703.3a (note): when the card enters its owner's graveyard from anywhere, that player may
    shuffle it into their deck: a triggered power working in the graveyard."""
    return {"powers": [{"triggered": {
        "when": {"event": "to-graveyard", "subject": {"this": True}}, "zones": ["graveyard"],
        "effects": [{"may": [{"shuffle_into_deck": {"this": True, "zone": "graveyard"}}]}]}}]}


def _thrown(_: None) -> dict[str, Any]:
    """303.2 (note): when you strike with the weapon, your hero has Long-Range for that combat (603.1a,
    603.3), and at the end of that turn the weapon goes from play to its owner's hand."""
    return {"powers": [{"triggered": {
        "when": {"event": "strike", "subject": YOUR_HERO, "with": {"this": True}},
        "effects": [{"create_continuous": {"affects": YOUR_HERO, "gain_keywords": ["Long-Range"]},
                     "duration": "this-combat"},
                    {"create_trigger": {"when": {"event": "turn-ends"}, "once": True,
                                        "effects": [{"return_to_hand": {"this": True}}]},
                     "duration": "this-turn"}]}}]}


def _spellshield(_: None) -> dict[str, Any]:
    """706.1 (note): while it is in play, no link an opponent controls may target it (103.2)."""
    return {"powers": [{"prohibition": {"cannot": "be-targeted", "affects": {"this": True},
                                        "by": {"controller": "opponent"}}}]}


def _haste(n: int) -> dict[str, Any]:
    """707.1e (note): you pay N less to play it if an ally you controlled dealt damage to an opposing hero
    this turn: the card's own cost power, working from the hand (712.4)."""
    return {"powers": [{"continuous": {"affects": {"this": True}, "play_cost": -n, "while_happened": {"happened": {
        "event": "damage", "source": {"kind": "ally", "controller": "you"},
        "destination": {"kind": "hero", "controller": "opposing"}}}}}]}


def _absorb(_: None) -> dict[str, Any]:
    """603.1 (note): when it deals combat damage to a hero, it heals that much damage from its controller's hero."""
    return {"powers": [{"triggered": {
        "when": {"event": "damage", "combat": True, "source": {"this": True}, "destination": {"kind": "hero"}},
        "effects": [{"heal": "that-much", "source": {"this": True}, "from": YOUR_HERO}]}}]}


def _invincible(_: None) -> dict[str, Any]:
    """103.2 (note): three "can't"s on the card: it can't leave play, be targeted (by anyone's link, 706.1) or be
    dealt damage (408.2b)."""
    return {"powers": [{"prohibition": {"cannot": cannot, "affects": {"this": True}}}
                       for cannot in ("leave-play", "be-targeted", "be-dealt-damage")]}


def _arcane_torrent(_: None) -> dict[str, Any]:
    """710.1 (note): when the ally enters play, an opposing card in play it targets loses its powers, and can't have
    any, this turn."""
    return {"powers": [{"triggered": {
        "when": {"event": "enters-play", "subject": {"this": True}},
        "targets": [{"id": "torrent", "kind": "card", "controller": "opposing"}],
        "effects": [{"create_continuous": {"affects": {"target": "torrent"}, "lose_powers": True},
                     "duration": "this-turn"}]}}]}


def _will_of_the_forsaken(_: None) -> dict[str, Any]:
    """103.2 (note): it can't leave play, but while it has fatal damage or 0 health that "can't" is not in force."""
    return {"powers": [{"prohibition": {"cannot": "leave-play", "affects": {"this": True}, "unless_fatal": True}}]}


def _preparation(_: None) -> dict[str, Any]:
    """707.1e (note): on its player's own first turn of the game, it may be played without paying its cost."""
    return {"alternate_cost": {"first_turn": True}}


def _artifact(_: None) -> dict[str, Any]:
    """409.1 (note): its owner may play it from their graveyard, as from their hand (the 5.0 glossary's meaning)."""
    return {"from_graveyard": True}


# the twelve races of the two factions, as the 7.4 glossary lists them (Echo's "a Horde or Alliance race")
ALLIANCE_RACES = ("Draenei", "Dwarf", "Gnome", "Human", "Night Elf", "Worgen")
HORDE_RACES = ("Blood Elf", "Goblin", "Orc", "Tauren", "Troll", "Undead")
FACTION_RACES = ALLIANCE_RACES + HORDE_RACES


def _echo(_: None) -> dict[str, Any]:
    """402.1 (note): as the ability is played, if you control two or more allies of one faction race, it is
    copied; a double-check condition (703.2), seen from the chain (703.3b)."""
    return {"powers": [{"triggered": {
        "when": {"event": "played", "subject": {"this": True}}, "zones": ["chain"],
        "if": {"any": [{"exists": {"kind": "ally", "controller": "you", "trait": race}, "at_least": 2}
                       for race in FACTION_RACES]},
        "effects": [{"copy_card": {"this": True, "zone": "chain"}}]}}]}


def _rift(_: None) -> dict[str, Any]:
    """707.1e (note): as the card is played its player chooses a Horde or Alliance race (707.1a), and the card costs
    1 less for each ally they control of that race: the card's own cost power, working from the hand (712.4)."""
    return {"choose": "race", "powers": [{"continuous": {"affects": {"this": True}, "play_cost": {
        "count": {"kind": "ally", "controller": "you", "trait_chosen": "race"}, "times": -1}}}]}


def _diplomacy(race: str) -> dict[str, Any]:
    """707.1e (note): "Diplomacy: Dwarves": its controller pays 1 less to play allies of that race, to a minimum of 1."""
    return {"powers": [{"continuous": {"affects": {"kind": "ally", "controller": "you", "trait": race},
                                       "play_cost": -1, "minimum": 1}}]}


# keyword → its meaning, for a keyword written with a race or class: 'Diplomacy: Dwarf'
TRAITED_MEANINGS: dict[str, Callable[[str], dict[str, Any]]] = {"Diplomacy": _diplomacy}
TRAITED = re.compile(rf"^(?P<word>{'|'.join(TRAITED_MEANINGS)}): (?P<trait>[A-Z][\w' ]+)$")

# keyword → (takes a number, its meaning)
MEANINGS: dict[str, tuple[bool, Callable[[Any], dict[str, Any]]]] = {
    "Mend": (True, _mend),
    "Shadowmeld": (False, _shadowmeld),
    "Trap": (False, _trap),
    "Inspiring Presence": (False, _inspiring_presence),
    "Hardiness": (False, _hardiness),
    "War Stomp": (False, _war_stomp),
    "Find Treasure": (False, _find_treasure),
    "Sentinel": (False, _sentinel),
    "Harmonize": (False, _harmonize),
    "Smash": (False, _smash),
    "Escape Artist": (False, _escape_artist),
    "Eternal": (False, _eternal),
    "Thrown": (False, _thrown),
    "Spellshield": (False, _spellshield),
    "Haste": (True, _haste),
    "Absorb": (False, _absorb),
    "Echo": (False, _echo),
    "Rift": (False, _rift),
    "Invincible": (False, _invincible),
    "Will of the Forsaken": (False, _will_of_the_forsaken),  # enc-if9
    "Arcane Torrent": (False, _arcane_torrent),  # enc-if9
    "Preparation": (False, _preparation),
    "Artifact": (False, _artifact),
}
NUMBERED = re.compile(r"^(?P<word>.+?) (?P<n>\d+)$")


def meaning(keyword: str) -> dict[str, Any] | None:
    """What a keyword adds to a card ({"powers": [...]} or {"alternate_cost": ...}), each power
    marked with the keyword; None for a keyword that adds nothing here."""
    traited = TRAITED.match(keyword)
    if traited:
        found = TRAITED_MEANINGS[traited.group("word")](traited.group("trait"))
        found["powers"] = [{**p, "keyword": keyword} for p in found["powers"]]
        return found
    m = NUMBERED.match(keyword)
    word, n = (m.group("word"), int(m.group("n"))) if m and m.group("word") in MEANINGS else (keyword, None)
    if word not in MEANINGS:
        return None
    numbered, spell = MEANINGS[word]
    if numbered != (n is not None):
        raise ValueError(f"the keyword {word} is written {'with' if numbered else 'without'} a number: "
                         f"'{word}{' 2' if numbered else ''}', not '{keyword}'")
    found = spell(n)
    found["powers"] = [{**p, "keyword": keyword} for p in found.get("powers", [])]
    return found


def _marker(power: Any) -> str | None:
    return power.get("keyword") if isinstance(power, dict) else getattr(power, "keyword", None)


def spelled_out(data: Any, keywords: str = "keywords", powers: str = "powers", alternate: bool = True) -> Any:
    """A card's (or a modifier's) data with the powers its keywords stand for: a model validator's
    ``before`` step. The powers marked with a keyword are made again from its meaning each time, so
    reading a card twice adds nothing twice; one marked with a keyword the card doesn't have is
    refused. A keyword's alternate cost is the card's unless one is written (then it must be the
    same)."""
    if not isinstance(data, dict):
        return data
    written, have = list(data.get(powers) or []), list(data.get(keywords) or [])
    stray = sorted({str(_marker(p)) for p in written if _marker(p) is not None} - set(map(str, have)))
    if stray:
        raise ValueError(f"a power is marked with the keyword {', '.join(stray)}, which this card doesn't have: "
                         "a keyword's powers are added as the card is read, never written by hand")
    if not have:
        return data
    data, found = dict(data), [meaning(k) if isinstance(k, str) else None for k in have]
    data[powers] = [p for p in written if _marker(p) is None] + [p for f in found if f for p in f["powers"]]
    for keyword, f in zip(have, found):
        for field in (k for k in CARD_FIELDS if f is not None and k in f):
            if not alternate:  # one written beside it is checked once read (CardDefinition)
                raise ValueError(f"{keyword} sets {CARD_FIELDS[field]}: a modifier can't give it")
            if data.setdefault(field, f[field]) != f[field] and field != "alternate_cost":  # a cost: checked once read
                raise ValueError(f"{keyword} sets the card's {field} to {f[field]!r}, and the card writes {data[field]!r}")
    return data


CARD_FIELDS = {"alternate_cost": "a card's alternate cost", "choose": "a choice made as a card is played",
               "from_graveyard": "where a card may be played from"}  # a keyword's card fields


def alternate_costs(keywords: list[str]) -> list[tuple[str, dict[str, Any]]]:
    """The alternate costs a card's keywords stand for, each with its keyword."""
    return [(k, found["alternate_cost"]) for k in keywords
            if "alternate_cost" in (found := meaning(k) or {})]
