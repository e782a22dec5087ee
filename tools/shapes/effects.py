"""Effect sentences of the move and make family for ``tools/encode_pool.py``, registered into
``pool_shapes.SHAPES`` and ``pool_shapes.ALLOWED`` like ``shapes/more.py`` (each shape gives its
name and parts; pool_shapes makes a ``Piece``). Each reads a whole effect sentence, alone, after a
trigger prefix (``grammar.triggered``) or after a payment power's arrow, and maps it to the card
language's existing effects; the object is read by ``grammar.selector`` ("target opposing Demon
ally with cost 3 or less"), with a zone when the sentence names one:

* "Put two 2 [Melee] / 2 [Health] Treant ally tokens into play with Protector." — ``put_token``
  (404.2): the tags stated are its name and ally types (202.4; Monster is a tag, not an ally type),
  its numbers and keywords those given, before the words "ally token" or after them ("with 1 ATK,
  1 health, and Ferocity");
* "Put target ally into its owner's hand." — ``return_to_hand`` (415.9a);
* "Put target equipment on the bottom of its owner's deck." / "… on top of …" — ``put_on_deck``
  (415.3c);
* "Put target Demon ally (card) from your graveyard into your hand." — a target in your graveyard
  (706.1) and ``put_into_hand`` (415.9e); "… on top of your deck" — ``put_on_deck``;
* "Put target ally card from your graveyard into play if its cost is less than or equal to the number
  of resources you have." / "… from an opponent's graveyard into play under your control." — a
  target in a graveyard (706.1) and ``put_into_play`` (710), with ``max_cost`` if it says so (403.5a);
* "Remove target ally from the game." / "Remove target ally card in a graveyard from the game." —
  ``remove_from_game`` (415.7a);
* "Target player discards two cards." / "Target opponent chooses and discards a card and you draw a
  card." / "Discard a card." — a player target (706.1), or you, and ``discard`` (415.9d), then a draw;
* "Target player puts the top three cards of his deck into his graveyard." / "Remove the top card of
  target opponent's deck from the game." / "Each player puts the top card of his deck into his
  resource row face down and exhausted." — ``move_top`` (415.3a, 415.5a, 415.7a, 412.1b);
* "Prevent all fire damage that would be dealt to target hero or ally this turn." / "Prevent the
  next 2 damage that your hero would be dealt this turn." — a prevention modifier lasting this turn
  (``create_modifier``, 717.2, 717.2a) on a target, your hero or the card itself;
* "Search your deck for an ally, reveal it, and put it into your hand." / "… for a Murloc ally
  and put it into play." — ``search`` (413);
* "Target hero or ally can't attack this turn." — a ``create_prohibition`` on the target lasting this
  turn (103.2, 503.2a); 'can't protect', a group and an opposing-only target are not read yet;
* "Destroy another ally you control." / "Target player destroys an ability or equipment he controls." /
  "Each opponent destroys an ally in his party." — ``destroy_one`` (709.2b: chosen as it resolves, no
  target), which reports the card destroyed for "If you do" (709.2f); "Target player destroys one of his
  abilities" says the same;
* "The next time target ally would be dealt damage this turn, prevent it." / "… your hero would be dealt
  non-combat damage …" — a prevention modifier of the whole next packet, used up after it (``uses: 1``,
  717.2, 717.2a), lasting this turn;
* "Target player draws a card." / "Each player draws two cards." — ``draw`` with its ``player`` (415.9e);
* "Attach to target ally in your party." / "Attach to target hero or ally, and your hero deals 2 nature damage to it." /
  "Attach to target ally, then put two 1 / 1 Treant ally tokens into play." — ``attach`` to a target any selector
  reads (400.2), its effects done as it resolves, 'it' the host (709.2g); "Attach to one of your Melee weapons." —
  ``attach_to``, no target (400.3);
* "Put two 2 / 2 Orc Warrior ally tokens into play with Ferocity and "This ally can attack only heroes."" —
  the quoted sentence, read as an ally's own, gives each token its powers (404.2); "… and Pet (1)", a tag.

Clauses around a sentence the shapes read (``clause_shapes``, put first by pool_shapes), its one amount
made another, read as the link resolves (709.2d):

* "… equal to AMOUNT", "…, where X is AMOUNT" (after deals / heals / draw X only): "the number of
  allies you control" / "… in your graveyard" (a count), "that ally's cost" (the one target ally's
  printed cost, 201.1; refused in a trigger, where 'that ally' may be the event's card), "1 plus the ATK
  of one of your Melee weapons" (a card picked, 709.2b), "the highest cost among …", "the combined ATK
  of …", "his ATK" (the card itself, only as the subject);
* "…, or N if CONDITION" — {if, then, otherwise} (709.2): the target's state or what it did this turn
  ("that ally was dealt damage this turn", 703.4), "your hero is undamaged", or the conditions family's.
"""
from __future__ import annotations

import json
import re
from typing import Any, Callable

from shapes import conditions as shapes_conditions
from shapes import grammar, statics
from shapes.base import NOUN_TAGS, Piece, Unrecognised, number, pool_traits
from shapes.grammar import selector

# Ally types of more than one word printed on allies: a token's stated tags read as these first (202.4)
MULTI_WORD_TYPES = ("Air Elemental", "Earth Elemental", "Fire Elemental", "Water Elemental", "Blue Dragonkin",
                    "Red Dragonkin", "Black Dragonkin", "Green Dragonkin", "Bronze Dragonkin", "Night Elf", "Blood Elf")
SECOND_TYPES = ("Warrior", "Beast", "Demon")  # a race's or a family's word after another: two ally types
# enc-enter3: a class after a race ('Troll Shaman') is two ally types as well, a race and a class (202.4)
SECOND_TYPES += ("Druid", "Hunter", "Mage", "Paladin", "Priest", "Rogue", "Shaman", "Warlock")
ENGINE_KEYWORDS = {"protector": "Protector", "ferocity": "Ferocity", "elusive": "Elusive", "stealth": "Stealth",
                   "long-range": "Long-Range", "untargetable": "Untargetable"}  # the engine reads them by name
COUNT = r"(?P<n>a|an|two|three|four|five)"
TYPE = r"(?i:arcane|fire|frost|holy|nature|shadow|melee|ranged)"
KEYWORD = r"(?i:protector|ferocity|elusive|stealth|long-range|untargetable)"
KEYWORD_LIST = rf"(?:(?P<kw>{KEYWORD}(?:(?:,? and |, ){KEYWORD})*)(?:,? and (?P<pet>Pet \(\d\)))?|(?P<pet0>Pet \(\d\)))"  # enc-eff (s8): a Pet's
# tag with its number, said last ('… and Pet (1)', 202.2)
TOKEN = re.compile(
    rf"^Put {COUNT} (?:(?P<atk>\d+) (?:\[(?P<type>{TYPE})\] ?)?/ ?(?P<health>\d+)(?: \[(?i:health)\])? )?"
    r"(?P<tags>[A-Za-z][a-z'-]+(?: (?!Ally\b)[A-Z][a-z'-]+)*) (?P<ally>(?i:ally) )?(?P<token>tokens?)"  # enc-turn3:
    r"(?: named (?P<name>[A-Z][\w'-]*(?: [A-Z][\w'-]*)*))? into play"  # enc-effect: 'a … token named Bob' (404.2)
    rf"(?: with (?P<atk2>\d+) \[(?P<type2>{TYPE})\] ATK / (?P<health2>\d+) health)?"
    rf"(?:(?: with|,? and) {KEYWORD_LIST})?\.$")
TOKEN_WITH_BEFORE = re.compile(  # '… ally tokens with 1 ATK, 1 health, and Ferocity into play': no damage type given
    rf"^Put {COUNT} (?P<tags>[A-Z][a-z'-]+(?: [A-Z][a-z'-]+)*) (?i:ally) (?P<token>tokens?) with (?P<atk2>\d+) ATK"
    rf"(?:, | / )(?P<health2>\d+) health(?:(?:,? and |, ){KEYWORD_LIST})? into play\.$")  # enc-turn3: '1 health, Ferocity, and …'


def tags_of(words: str) -> tuple[list[str], list[str]]:
    """The token's stated tags → (its ally types, its other tags) (202.4): one word, an ally type
    of two words printed on allies, or a word and a type that is one on its own (Orc Warrior,
    Spider Beast, Felhunter Demon); Monster, last, is a tag of its kind (202.1), not an ally type.
    Two other words are one tag of two words (202.4); longer runs are refused: where one type ends
    and the next begins is not given."""
    if words[0].islower():  # enc-turn3: 'five bear Ally tokens' (both data sets): a race in lower case (206.1a)
        if words.capitalize() not in pool_traits() or " " in words:
            raise Unrecognised(f"a token's tags in lower case: {words}")
        words = words.capitalize()
    stated = words.removesuffix(" Monster")
    tags = ["Monster"] if stated != words else []
    parts = stated.split(" ")
    if len(parts) == 1 or stated in MULTI_WORD_TYPES:
        return [stated], tags
    if len(parts) == 2 and parts[1] in SECOND_TYPES:
        return parts, tags
    if len(parts) == 2 and parts[1][0].isupper() and parts[0] != "Arena":  # Arena is no ally type (202.4)
        return [stated], tags  # enc-reward9: 'Spirit Wolf': one tag of two words, as printed allies carry (Timber Wolf)
    raise Unrecognised(f"a token's tags: {words}")


def token(m: re.Match) -> dict[str, Any]:
    """404.2: the tokens enter play under your control, each with the tags, numbers and keywords the
    sentence gives it; a token with no name given is named by its tags (the Monster tag left out,
    as the hand-written Crab)."""
    g = m.groupdict()
    n = number(g["n"])
    if (n == 1) == (g["token"] == "tokens") or bool(g.get("atk")) == bool(g["atk2"]) or (g.get("name") and n > 1):
        raise Unrecognised(m.group(0))  # 'a … tokens', 'two … token', its numbers given twice or not at all, or one
        # name for several tokens
    if "ally" in g and not g["ally"] and not g.get("atk"):
        raise Unrecognised(m.group(0))  # enc-eff (s8): 'a 2 / 2 Orc Warrior token' is an ally (its ATK and health,
        # 404.2); with no numbers before its tags, the word 'ally' must be said
    types, tags = tags_of(g["tags"])
    tags += [g.get("pet") or g["pet0"]] if g.get("pet") or g.get("pet0") else []  # enc-eff (s8): 'Pet (1)', a tag with its number (202.2)
    atk, health = (int(g.get("atk") or g["atk2"]), int(g.get("health") or g["health2"]))
    kind = g.get("type") or g.get("type2")
    keywords = [ENGINE_KEYWORDS[k.lower()] for k in re.split(r",? and |, ", g["kw"])] if g["kw"] else []
    made: dict[str, Any] = {"put_token": " ".join(types), **({"name": g["name"]} if g.get("name") else {}), "atk": atk, **({"damage_type": kind.lower()} if kind else {}),
                            "health": health, "traits": types, **({"tags": tags} if tags else {}),
                            **({"keywords": keywords} if keywords else {}), **({"count": n} if n > 1 else {})}
    return {"shape": "ability: put ally tokens into play", "effects": [lambda slot: dict(made)]}


def moved(shape: str, effect: Callable[[dict[str, Any]], dict[str, Any]], zone: str | None = None,
          whose: str | None = None) -> Callable[[re.Match], dict[str, Any]]:
    """A shape that moves its object: a target (a slot, 706.1) or each card of a group (709.1); a
    target in a zone other than play names it, and whose it is ('your graveyard')."""
    def build(m: re.Match) -> dict[str, Any]:
        aimed, spec = (True, dict(ATTACHMENT)) if zone and m.group("object") == "target attachment" \
            and shape == INTO_HAND else selector(m.group("object"))  # enc-enter14: an attachment card into a hand (400.1)
        if zone and aimed and spec.get("kind") == "character" and "trait" in spec.get("fits", {}):
            spec = {**spec, "kind": "ally"}  # enc-effect: 'target Demon from your graveyard': an ally card of it (206.1a)
        if spec.get("kind") in ("hero", "character") or (zone and not aimed):
            raise Unrecognised(m.group(0))  # a hero never leaves play this way; a group in a graveyard isn't read
        if zone:
            if spec.get("controller") or ("fits" in spec and {"exhausted", "damaged"} & set(spec["fits"])):
                raise Unrecognised(m.group(0))  # a controller or a state of a card in play
            spec = {**spec, "zone": zone, **({"controller": whose} if whose else {})}
        where = {"zone": zone} if zone else {}
        if aimed:
            return {"shape": shape, "target": spec, "effects": [lambda slot: effect({"target": slot, **where})]}
        return {"shape": GROUP_MOVED, "effects": [lambda slot: effect(dict(spec))]}
    return build


# enc-enter14: 'target attachment from your graveyard': a card whose printed text says 'Attach' (400.1; the selector's
# ``attachment``, as 'a revealed attachment' reads it, shapes/revealed_attachments.py); in a zone only (no card in play)
ATTACHMENT = {"kind": "card", "fits": {"attachment": True}}
INTO_HAND = "ability: put a card from your graveyard into your hand"
GROUP_MOVED = "ability: move each card of a group"
REANIMATED = "ability: put a card from a graveyard into play"
OBJECT = r"(?P<object>(?:target|each|up to) [^.]+?)"
CARD = r"(?: card)?"


def discard(m: re.Match) -> dict[str, Any]:
    """415.9d: a player discards that many cards, choosing each ('chooses and discards' says the
    same): you ('Discard a card'), or a target player or opponent (706.1); '… and you draw a card'
    is a second effect, after it (709.2: in the order written)."""
    n = number(m.group("n"))
    if (n == 1) == (m.group("cards") == "cards") or (m.group("who") is None) != (m.group("verb") == "Discard"):
        raise Unrecognised(m.group(0))  # 'a cards'; 'Discard' with a subject, 'discards' without one
    drawn = number(m.group("drawn")) if m.group("drawn") else 0
    if m.group("drawn") and (drawn == 1) == (m.group("drawn_cards") == "cards"):
        raise Unrecognised(m.group(0))
    then = [lambda slot: {"draw": drawn}] if drawn else []
    if m.group("who") is None:
        return {"shape": "ability: you discard", "effects": [lambda slot: {"discard": n}, *then]}
    opponent = {"controller": "opponent"} if m.group("who") == "Target opponent" else {}
    return {"shape": "ability: target player discards", "target": {"kind": "player", **opponent},
            "effects": [lambda slot: {"discard": n, "player": {"target_player": slot}}, *then]}


LEFT_COMBAT = "ability: remove a card from combat"


def removed_from_combat(m: re.Match) -> dict[str, Any]:
    """602.4: 'Remove target attacker from combat', 'Remove all attackers from combat': the card (each
    card of the group) stops attacking or defending; the combat still goes on to its end. Only an
    attacker or a defender is read: any other card names nothing in a combat."""
    aimed, spec = selector(m.group("object"))
    fits = spec.get("fits", {}) if aimed else spec
    if not (fits.get("attacking") or fits.get("defending")):
        raise Unrecognised(m.group(0))
    if aimed:
        return {"shape": LEFT_COMBAT, "target": spec, "effects": [lambda slot: {"remove_from_combat": {"target": slot}}]}
    return {"shape": LEFT_COMBAT, "effects": [lambda slot: {"remove_from_combat": dict(spec)}]}


def search(m: re.Match) -> dict[str, Any]:
    """413: you search your deck for a card that fits, reveal it, and put it into your hand or into
    play (710); a deck is hidden, so you may fail to find one (413.3), and it is shuffled (413.2)."""
    into = "play" if m.group("how") == " and put it into play" else "hand"
    _, spec = selector(f"target {m.group('what')}")
    if spec.get("controller") or (into == "play" and spec["kind"] != "ally"):
        raise Unrecognised(m.group(0))  # a card in your deck has no controller; only a permanent enters play
    found = {"kind": spec["kind"], **spec.get("fits", {})}
    return {"shape": "ability: search your deck",
            "effects": [lambda slot: {"search": ["deck"], "for": dict(found), **({"into": "play"} if into == "play" else {})}]}


TOP_MOVED = "ability: move the top cards of a deck"
TOP = re.compile(
    r"^(?:(?P<subject>Target player|Target opponent|Each player) (?P<verb>puts|removes)|(?P<Verb>Put|Remove)) "
    r"the top (?P<n>card|(?:two|three|four|five|six|[2-9]|[1-9]\d+) cards) of (?P<whose>your|his|their|target player's|target opponent's) "
    r"decks? (?P<to>into (?P<poss>your|his|their) graveyard|from the game"
    r"|into (?P<row>your|his|their) resource row face down(?P<exhausted> and exhausted)?)\.$")
OWN = {None: None, "your": "your", "his": "theirs", "their": "theirs"}


def top_moved(m: re.Match) -> dict[str, Any]:
    """415.3a, 415.5a, 415.7a, 412.1b: the top N cards of a player's deck go, unseen, to its owner's
    graveyard, out of the game, or into their resource row face down (exhausted if it says so):
    your deck, a target player's (a player target, 706.1; 'opponent': an opponent only) or each
    player's. The deck and the zone it goes to must be the same player's ('your deck into his
    graveyard' is refused), and 'put' goes with 'into', 'remove' with 'from the game'."""
    g = m.groupdict()
    verb, into = (g["verb"] or g["Verb"]).lower().removesuffix("s"), g["to"] != "from the game"
    whose = g["whose"]
    deck = {"your": "your", "his": "theirs", "their": "theirs"}.get(whose, "theirs")
    if (verb == "put") != into or (g["subject"] is None) == (whose in ("his", "their")) \
            or (g["subject"] and whose in ("target player's", "target opponent's")) \
            or OWN[g["poss"] or g["row"]] not in (None, deck):
        raise Unrecognised(m.group(0))
    aimed = g["subject"] in ("Target player", "Target opponent") or whose.startswith("target")
    opponent = "opponent" in (g["subject"] or "") or "opponent" in whose
    to = "graveyard" if g["poss"] else "resource-row" if g["row"] else "removed"
    n = 1 if g["n"] == "card" else number(g["n"].split()[0])
    def made(slot: Any) -> dict[str, Any]:
        player = {"target_player": slot} if aimed else "each" if g["subject"] == "Each player" else "you"
        return {"move_top": n, "to": to, **({"exhausted": True} if g["exhausted"] else {}), "player": player}
    if aimed:
        return {"shape": TOP_MOVED, "target": {"kind": "player", **({"controller": "opponent"} if opponent else {})},
                "effects": [made]}
    return {"shape": TOP_MOVED, "effects": [made]}


PREVENTED = "ability: prevent damage to a card this turn"
DAMAGE_TYPES = r"arcane|fire|frost|holy|nature|shadow|melee|ranged"
PREVENT = re.compile(
    rf"^Prevent (?:all|the next (?P<n>\d+)) (?:(?P<type>{DAMAGE_TYPES}) )?damage that (?:would be dealt to (?P<object>[^.]+?)"
    r"|(?P<subject>[^.]+?) would be dealt) this (?P<dur>turn|combat)\.$")  # enc-deal2: 'this combat' (603.3)


def prevented(m: re.Match) -> dict[str, Any]:
    """717.2: a prevention modifier made as the link resolves, lasting this turn (503.2a): all the
    damage (of the type named) that would be dealt to the card, or the next N in total, used up
    as it prevents them (717.2a); the card is a target (706.1), your hero or the card itself.
    A group ('each ally you control') is refused: which cards it shields, those there as it
    resolves (709.1) or those there as damage comes, the card language doesn't say."""
    aimed, spec = shielded(m)
    kind = {"damage_type": m.group("type")} if m.group("type") else {}
    instead = {"prevent": int(m.group("n")) if m.group("n") else "all"}
    def made(slot: Any) -> dict[str, Any]:
        to = {"target": slot} if aimed else dict(spec)
        return {"create_modifier": {"when": {"event": "damage", **kind, "destination": to}, "instead": dict(instead),
                                    "duration": f"this-{m.group('dur')}"}}
    return {"shape": PREVENTED, **({"target": spec} if aimed else {}), "effects": [made]}


def shielded(m: re.Match) -> tuple[bool, dict[str, Any]]:
    """The card a prevention shields: the card itself (NAME), your hero, or a target (706.1); a group is
    refused (which cards it shields, those there as it resolves or those there as damage comes, isn't said)."""
    words = m.group("object") or m.group("subject")
    if words == "NAME":
        return False, {"this": True}
    aimed, spec = selector(words)
    if not aimed and spec != {"kind": "hero", "controller": "you"}:
        raise Unrecognised(m.group(0))
    return aimed, spec


SHAPES: list[tuple[re.Pattern, Callable[[re.Match], dict[str, Any]]]] = [
    (PREVENT, prevented),
    (TOP, top_moved),
    (TOKEN, token),
    (TOKEN_WITH_BEFORE, token),
    (re.compile(rf"^Put {OBJECT} into (?:its|their) owner'?s'? hands?\.$"),
     moved("ability: put a card into its owner's hand", lambda who: {"return_to_hand": who})),
    (re.compile(rf"^Put {OBJECT} on the bottom of (?:its|their) owner'?s'? decks?\.$"),
     moved("ability: put a card on its owner's deck", lambda who: {"put_on_deck": who, "where": "bottom"})),
    (re.compile(rf"^Put {OBJECT} on top of (?:its|their) owner'?s'? decks?\.$"),
     moved("ability: put a card on its owner's deck", lambda who: {"put_on_deck": who, "where": "top"})),
    (re.compile(rf"^Put {OBJECT}{CARD} from your graveyard into (?:your )?hand\.$"),
     moved("ability: put a card from your graveyard into your hand", lambda who: {"put_into_hand": who},
           "graveyard", "you")),
    (re.compile(rf"^Put {OBJECT}{CARD} from your graveyard on top of your deck\.$"),
     moved("ability: put a card from your graveyard on your deck", lambda who: {"put_on_deck": who, "where": "top"},
           "graveyard", "you")),
    (re.compile(rf"^Put {OBJECT}{CARD} from your graveyard into play(?P<max> if (?:its cost is|it costs) less than or equal "
                r"to the number of resources you (?:have|control))?\.$"), lambda m: moved(  # enc-turn3: 'it costs'
        REANIMATED, lambda who: {"put_into_play": who, **({"max_cost": "your-resources"} if m.group("max") else {})},
        "graveyard", "you")(m)),
    (re.compile(rf"^Put {OBJECT}{CARD} from (?:an opponent's|an opposing) graveyard into play under your control\.$"),
     moved(REANIMATED, lambda who: {"put_into_play": who}, "graveyard", "opposing")),
    (re.compile(rf"^Remove {OBJECT}{CARD} in (?:a|any) graveyard from the game\.$"),
     moved("ability: remove a card in a graveyard from the game", lambda who: {"remove_from_game": who}, "graveyard")),
    (re.compile(rf"^Remove {OBJECT} from the game\.$"),
     moved("ability: remove a card from the game", lambda who: {"remove_from_game": who})),
    (re.compile(r"^(?:(?P<who>Target player|Target opponent) )?(?P<verb>Discard|discards|chooses and discards) "
                r"(?P<n>a|one|two|three) (?P<cards>cards?)(?: and you draw (?P<drawn>a|one|two|three) (?P<drawn_cards>cards?))?"
                r"\.$"), discard),
    (re.compile(r"^Remove (?P<object>(?:target|all) [^.]+?) from combat\.$"), removed_from_combat),
    (re.compile(r"^Search your deck for an? (?P<what>[^,.]+?)(?: card)?(?P<how>, reveal it, and put it into "
                r"your hand| and put it into play)\.$"), search),
]

ALLOWED = {  # the card types each shape may be part of (any type's triggered and payment powers read them too)
    "ability": ("ability: put ally tokens into play", "ability: put a card into its owner's hand",
                "ability: put a card on its owner's deck", "ability: put a card from your graveyard into your hand",
                "ability: put a card from your graveyard on your deck", "ability: remove a card from the game",
                "ability: remove a card in a graveyard from the game", "ability: target player discards",
                "ability: search your deck", GROUP_MOVED, TOP_MOVED, "ability: you discard", PREVENTED, REANIMATED, LEFT_COMBAT),
}


# -- amounts read as the link resolves: "equal to …", ", where X is …" (709.2d) -------------------------
# "Your hero deals ranged damage to target ally equal to that ally's cost", "Draw cards equal to the highest
# cost among allies you control", "Your hero deals X melee damage to target hero or ally, where X is 1 plus
# the ATK of one of your Melee weapons": the sentence without the clause, read by the other shapes with a
# stand-in number, its one amount (a damage, a heal or a draw) then the amount the clause names.

STAND_IN = 9973  # the number the sentence is read with, in place of the amount the clause names
AMOUNT_FIELDS = ("deal_damage", "heal", "draw")
STATS = {"ATK": "atk", "cost": "cost", "health": "health"}
PLURAL = {"allies": "ally", "heroes": "hero", "abilities": "ability", "cards": "card", "weapons": "weapon",
          "items": "item", "equipment": "equipment", "armor": "armor"}
WEAPON_TAG = rf"(?:(?P<tag>{'|'.join(grammar.WEAPON_TAGS)}) )?"  # enc-deal4: a kind on the type line too (202.1)
# enc-deal4: 'your Daggers' names the weapons by their kind alone, as 'your Dagger weapons' (202.1)
KIND_PLURAL = re.compile(r"\byour (?P<kind>Axe|Bow|Crossbow|Dagger|Gun|Mace|Polearm|Sword|Wand)s\b")
EQUAL = re.compile(r"^(?P<head>[^.]*?\b(?:deals|heals|Draw|draw) )(?P<what>(?:unpreventable )?(?:[a-z]+ )?damage|cards)"
                   r"(?P<rest>[^.]*?) equal to (?P<amount>[^.]+?)(?P<tail> to [^.]+)?\.$")
WHERE_X = re.compile(r"^(?P<body>[^.]*\b(?:deals|heals|[Dd]raw) X\b[^.]*), where X is (?P<amount>[^.]+)\.$")  # only
# an amount of damage, healing or cards: any other X ('has +X ATK, where X is …') is left to the other shapes


def group_of(words: str) -> dict[str, Any]:
    """The cards an amount reads, named in the plural: 'allies you control', 'friendly heroes and
    allies' (in play, as a group, 709.1), 'allies in your graveyard' (out of play, by their owner,
    415), 'your Melee weapons' (a weapon's tag, 202.1)."""
    m = re.fullmatch(rf"your {WEAPON_TAG}weapons", words)
    if m:
        return {"kind": "weapon", "controller": "you", **({"tag": m.group("tag")} if m.group("tag") else {})}
    m = re.fullmatch(rf"(?P<tag>{'|'.join(NOUN_TAGS)})s you control", words)  # enc-dealt: 'Curses you control', any
    if m:  # card with that tag (202.1)
        return {"tag": m.group("tag"), "controller": "you"}
    m = re.fullmatch(r"(?P<noun>\w+) in (?P<whose>your|opposing|all) (?P<zone>graveyards?|hands?|deck)", words)
    if m:
        if m.group("noun") not in PLURAL:
            raise Unrecognised(f"an amount's cards: {words}")
        return statics.out_of_play(PLURAL[m.group("noun")], m.group("whose"), m.group("zone"))
    if words.split()[-1] not in PLURAL and not words.endswith("heroes and allies") and " you control" not in words:
        raise Unrecognised(f"an amount's cards: {words}")  # the plural names a group; one card is no group
    aimed, spec = selector(f"each {words}")
    if aimed:
        raise Unrecognised(f"an amount's cards: {words}")
    return spec


AMOUNT_WORDS: list[tuple[re.Pattern, Callable[[re.Match], Callable[[Any], Any]]]] = [
    (re.compile(r"^(?:(?P<plus>\d+) plus )?the number of (?P<group>.+)$"),  # a count of the cards (709.2d); enc-turn2:
     lambda m: (lambda spec: lambda slot: {"count": dict(spec),  # '1 plus the number of …' (Count's plus)
                                           **({"plus": int(m.group("plus"))} if m.group("plus") else {})})(
         group_of(m.group("group")))),
    (re.compile(r"^that ally's cost$"),  # the cost printed on the target ally, wherever it then is (201.1)
     lambda m: lambda slot: {"cost_of": slot}),
    (re.compile(rf"^(?:(?P<plus>\d+) plus )?the ATK of (?:one of your {WEAPON_TAG}weapons|an? {WEAPON_TAG.replace('tag', 'tag2')}"
                r"weapon you control)$"),  # one card the controller picks as the link resolves (709.2b)
     lambda m: (lambda spec: lambda slot: spec)(
         {"picked": "atk", "of": {"kind": "weapon", "controller": "you",
                                  **({"tag": m.group("tag") or m.group("tag2")} if m.group("tag") or m.group("tag2") else {})},
          **({"plus": int(m.group("plus"))} if m.group("plus") else {})})),
    (re.compile(rf"^the (?P<stat>ATK|cost|health) of a non-hero (?P<a>{'|'.join(grammar.CLASSES)}) or "
                rf"(?P<b>{'|'.join(grammar.CLASSES)}) you control$"),  # enc-effect: an ally of either class (206.1a), one
     lambda m: lambda slot: {"picked": STATS[m.group("stat")], "of": {  # the controller picks as it resolves (709.2b)
         "kind": "ally", "controller": "you", "any": [{"trait": m.group("a")}, {"trait": m.group("b")}]}}),
    (re.compile(r"^the (?P<take>highest|lowest) (?P<stat>ATK|cost|health) among (?P<group>.+)$"),  # 'take' (709.2d)
     lambda m: (lambda spec: lambda slot: {"total": STATS[m.group("stat")], "of": dict(spec), "take": m.group("take")})(
         group_of(m.group("group")))),
    (re.compile(r"^(?:NAME's|(?P<pronoun>his|her|its)) ATK$"),  # the card's own ATK as it resolves (709.2d)
     lambda m: lambda slot: {"total": "atk", "of": {"this": True}}),
    (re.compile(r"^(?:(?P<plus>\d+) plus )?the combined (?P<stat>ATK|cost|health) of (?P<group>.+)$"),  # a sum over the
     lambda m: (lambda spec: lambda slot: {"total": STATS[m.group("stat")], "of": dict(spec),  # cards (709.2d); enc-deal4:
                                           **({"plus": int(m.group("plus"))} if m.group("plus") else {})})(  # '1 plus …'
         group_of(m.group("group")))),
]


def amount_of(words: str) -> Callable[[Any], Any]:
    """The amount the clause names, as a function of the sentence's target slot (for 'that ally's')."""
    words = KIND_PLURAL.sub(r"your \g<kind> weapons", words)
    for pattern, build in AMOUNT_WORDS:
        m = pattern.match(words)
        if m:
            return build(m)
    raise Unrecognised(f"an amount: {words}")


def stand_in_replaced(data: Any, amount: Any, found: list[int]) -> Any:
    """The effects with each amount field holding the stand-in number made the amount."""
    if isinstance(data, list):
        return [stand_in_replaced(x, amount, found) for x in data]
    if not isinstance(data, dict):
        return data
    out = {}
    for key, value in data.items():
        if key in AMOUNT_FIELDS and value == STAND_IN:
            found.append(1)
            value = amount
        out[key] = stand_in_replaced(value, amount, found)
    return out


def amount_clause(m: re.Match, read: Callable[[str], Any]) -> Any:
    """'… equal to AMOUNT' / '…, where X is AMOUNT': the sentence without the clause read by the other
    shapes with the stand-in number, and its one amount (two for an X said twice) made the amount
    named, read as the link resolves (709.2d). 'that ally's cost' needs the sentence's one target,
    an ally."""
    if "body" in m.groupdict():
        if len(re.findall(r"\bX\b", m.group("body"))) != 1:
            raise Unrecognised(f"an X said more or less than once: {m.group(0)}")
        body = re.sub(r"\bX\b", str(STAND_IN), m.group("body")) + "."
    else:
        body = f"{m.group('head')}{STAND_IN} {m.group('what')}{m.group('rest')}{m.group('tail') or ''}."
    made = amount_of(m.group("amount"))
    if re.fullmatch(r"(?:his|her|its) ATK", m.group("amount")) and not re.search(r"(?:^|, )NAME (?:deals|heals) ", body):
        raise Unrecognised(f"'{m.group('amount')}' with no card of its own as the subject: {m.group(0)}")
    inner = read(body)
    parts = dict(inner.parts)
    aimed = parts.get("target")
    if m.group("amount") == "that ally's cost" and not (aimed and aimed["kind"] == "ally" and not aimed.get("count")):
        raise Unrecognised(f"'that ally' with no one target ally: {m.group(0)}")

    def replaced(data: Any, slot: Any) -> Any:
        found: list[int] = []
        amount = made(slot)
        out = stand_in_replaced(data, amount, found)
        if len(found) != 1 or str(STAND_IN) in json.dumps(out) or amount == {"cost_of": None}:
            raise Unrecognised(f"an amount clause with no one amount: {m.group(0)}")
        return out
    if "effects" in parts:
        parts["effects"] = [lambda slot, make=make: replaced(make(slot), slot) for make in parts["effects"]]
        for make in parts["effects"]:
            make("first")  # refused now, not as the card is assembled
    elif inner.shape == grammar.SHAPE and len(parts.get("powers", [])) == 1 and "triggered" in parts["powers"][0]:
        power = parts["powers"][0]["triggered"]
        slots = [t["id"] for t in power.get("targets", [])]
        parts["powers"] = [{"triggered": {**power, "effects": replaced(power["effects"], slots[0] if len(slots) == 1 else None)}}]
    elif "reward" in parts:  # enc-effect: a quest's reward ('Reward: Your hero deals X melee damage to …, where X is …')
        slots = [t["id"] for t in parts.get("reward_targets", [])]
        parts["reward"] = replaced(parts["reward"], slots[0] if len(slots) == 1 else None)
    elif set(parts.get("ongoing_power") or {}) == {"triggered"}:  # enc-turn2: an ongoing ability's triggered power
        power = parts["ongoing_power"]["triggered"]  # ('… to attached hero equal to 1 plus the number of …', 305.2a)
        slots = [t["id"] for t in power.get("targets", [])]
        parts["ongoing_power"] = {"triggered": {**power, "effects": replaced(power["effects"],
                                                                             slots[0] if len(slots) == 1 else None)}}
    else:
        raise Unrecognised(f"an amount clause around the shape '{inner.shape}'")
    return Piece(inner.shape, **{**parts, "inner": [*parts.get("inner", []), "amount: equal to, where X is"]})


def clause_shapes(read: Callable[[str], Any]) -> list[tuple[re.Pattern, Callable[[re.Match], Any]]]:
    """The amount clauses, around a sentence the other shapes read (``pool_shapes`` puts them first)."""
    return [(WHERE_X, lambda m: amount_clause(m, read)), (EQUAL, lambda m: amount_clause(m, read)),
            (OR_IF, lambda m: or_if(m, read)), (AND_DEALS_TO_IT, lambda m: and_deals_to_it(m, read)),
            (QUOTED_TOKEN, lambda m: quoted_token(m, read)),  # enc-eff (s8)
            *[(pattern, lambda m, build=build: build(m, read)) for pattern, build in CLAUSES_S9]]


# -- "Target ally can't attack this turn" (103.2, 712): a prohibition the link makes, lasting this turn ---------

CANT_THIS_TURN = "ability: a target can't attack this turn"
CANT_ATTACK = re.compile(r"^(?P<who>Target [^.]+?) can't attack this turn\.$")


def cant_this_turn(m: re.Match) -> dict[str, Any]:
    """'Target ally can't attack this turn': as the link resolves it makes a "can't" modifier (103.2)
    on its target, ending in this turn's wrap-up step (503.2a). Only a target is read: a group
    ('Allies can't attack this turn') would need to say whether cards entering play later are held
    too. Not read yet: 'can't protect' and a target only an opponent controls (the pool harness
    tries the attack on Alice's own turn, with her own card)."""
    aimed, spec = selector("t" + m.group("who")[1:])
    if not aimed or spec.get("controller") == "opposing":
        raise Unrecognised(m.group(0))
    return {"shape": CANT_THIS_TURN, "target": spec, "effects": [
        lambda slot: {"create_prohibition": {"cannot": "attack", "affects": {"target": slot}}, "duration": "this-turn"}]}


SHAPES.append((CANT_ATTACK, cant_this_turn))
ALLOWED["ability"] += (CANT_THIS_TURN,)


# -- "Destroy another ally you control", "Target player destroys an ability or equipment he controls" -------

DESTROYED_ONE = "ability: a player chooses and destroys one of his cards"
KIND_ONE = r"(?:ability|ally|equipment|weapon|armor|item)"
DESTROY_ONE = re.compile(
    r"^(?:(?P<who>Target player|Target opponent|Each opponent|Each player) (?:chooses and )?destroys?"
    r"|(?:Choose and )?[Dd]estroy) "
    rf"(?P<which>an?|another) (?P<trait>[A-Z][a-z]+ )?(?P<kinds>{KIND_ONE}(?:(?:,? or |, ){KIND_ONE})*|resource) "
    r"(?P<whose>you control|he controls|in his party)\.$")
# enc-dealt: 'choose and destroy a resource you control' (a card in a resource row, 412), 'each player destroys an ally
# in his party' (every player). '… an [Alliance] card he controls' stays unread: his hero is such a card, and a hero
# destroyed is refused here (grammar.effect)


def destroyed_one(m: re.Match) -> dict[str, Any]:
    """709.2b: as the link resolves the player named chooses one card of his that fits and can be
    destroyed, and destroys it — no target (706.1): 'destroy another ally you control' (you; 'another':
    not the card with the power), 'target player destroys an ability or equipment he controls', 'each
    opponent destroys an ally in his party' (each in turn, then all at once, 802.1)."""
    g = m.groupdict()
    if (g["who"] is None) != (g["whose"] == "you control") or (g["which"] == "another" and g["who"]):
        raise Unrecognised(m.group(0))  # 'you' names your cards, a player his own; 'another' is the card's own side
    if g["which"] == "an" and not g["trait"] and not re.match(r"[aeiou]", g["kinds"]) or \
            g["which"] == "a" and (g["trait"] or g["kinds"])[:1] in "aeiouAEIOU":
        raise Unrecognised(f"an article before an icon the data set lost: {m.group(0)}")
    if g["kinds"] == "resource":
        return destroyed_one_resource(m)
    kinds = re.split(r",? or |, ", g["kinds"])
    spec: dict[str, Any] = {"kind": kinds[0]} if len(kinds) == 1 else {"kinds": kinds}
    if g["trait"]:
        if len(kinds) > 1 or kinds[0] != "ally":
            raise Unrecognised(m.group(0))
        spec.update(grammar.described(g["trait"].strip(), False, "ally", m.group(0)))
    if g["who"] is None:
        spec = {**spec, "controller": "you", **({"other": True} if g["which"] == "another" else {})}
        return {"shape": DESTROYED_ONE, "effects": [lambda slot: {"destroy_one": dict(spec)}]}
    return one_destroyed_by(g["who"], spec)


EACH_WHO = {"Each opponent": "each-opponent", "Each player": "each"}  # several choose, in turn order (802.1)


def one_destroyed_by(who: str, spec: dict[str, Any]) -> dict[str, Any]:
    """The destroy_one of a player the sentence names: each opponent, each player, or a target player."""
    if who in EACH_WHO:
        return {"shape": DESTROYED_ONE, "effects": [lambda slot: {"destroy_one": dict(spec), "player": EACH_WHO[who]}]}
    aimed = {"kind": "player", **({"controller": "opponent"} if who == "Target opponent" else {})}
    return {"shape": DESTROYED_ONE, "target": aimed,
            "effects": [lambda slot: {"destroy_one": dict(spec), "player": {"target_player": slot}}]}


def destroyed_one_resource(m: re.Match) -> dict[str, Any]:
    """'Choose and destroy a resource you control': one card of his resource row (412), as destroyed_one reads it."""
    g = m.groupdict()
    spec: dict[str, Any] = {"kind": "card", "row": "resource"}
    if g["whose"] == "in his party" or g["which"] == "another" or g["trait"]:  # a party holds no resource
        raise Unrecognised(m.group(0))
    if g["who"] is None:
        return {"shape": DESTROYED_ONE, "effects": [lambda slot: {"destroy_one": {**spec, "controller": "you"}}]}
    return one_destroyed_by(g["who"], spec)


SHAPES.append((DESTROY_ONE, destroyed_one))
ALLOWED["ability"] += (DESTROYED_ONE,)


# -- "…, or N if …": the amount the sentence gives, or another if a condition holds as it resolves (709.2) --

OR_IF = re.compile(r"^(?P<body>[^.]+?), or (?:(?P<n>\d+)|(?P<cards>two|three|four|five) cards) if (?P<cond>[^.,]+|"
                   r"an opponent has [^.]+)\.$")  # enc-put: a list of races in the condition ('a Blood Elf, Draenei, or …')
THAT = {"that ally": "ally", "that character": "character", "that hero": "hero"}  # the sentence's one target, by its kind
TARGET_STATES = {  # what the target is, or did this turn (703.4: the turn's events, with their cards)
    "is exhausted": {"exhausted": True},  # 411
    "is damaged": {"damaged": True}, "is undamaged": {"damaged": False},  # 405.1
    "entered play this turn": {"this_turn": {"event": "enters-play", "as": "subject"}},
    "was dealt damage this turn": {"this_turn": {"event": "damage", "as": "destination"}},
    "dealt damage this turn": {"this_turn": {"event": "damage", "as": "source"}},
}


def or_if_condition(words: str, aimed: dict[str, Any] | None) -> Callable[[Any], dict[str, Any]]:
    """The condition of '…, or N if …': the sentence's target ('that ally is exhausted', 'that ally was
    dealt damage this turn'), your hero ('your hero is undamaged'), or a condition of the conditions family."""
    m = re.fullmatch(rf"(?P<that>{'|'.join(THAT)}) (?P<state>{'|'.join(TARGET_STATES)}|has (?P<n>\d+) or more damage on "
                     r"it)|there are no allies in (?P<its>its|that hero's|that character's) party", words)
    if m:
        that = m.group("that") or m.group("its").removesuffix("'s")
        if not aimed or aimed.get("count") or that != "its" and THAT[that] != aimed.get("kind", "character"):
            raise Unrecognised(f"'{that}' with no one target of that kind: {words}")
        if m.group("its"):  # enc-turn2: no ally controlled by the target's controller (its party, 415.8b)
            return lambda slot: {"not": {"exists": {"kind": "ally", "controller_of": slot}}}
        state = {"damage_at_least": int(m.group("n"))} if m.group("n") else TARGET_STATES[m.group("state")]  # 405.1
        return lambda slot: {"exists": {"target": slot, **state}}
    m = re.fullmatch(r"your hero is (?P<state>damaged|undamaged)", words)
    if m:
        return lambda slot: {"exists": {"kind": "hero", "controller": "you", **TARGET_STATES["is " + m.group("state")]}}
    found = shapes_conditions.condition(words)
    return lambda slot: dict(found)


def or_if(m: re.Match, read: Callable[[str], Any]) -> Any:
    """'Your hero deals 2 melee damage to target hero or ally, or 4 if that character is exhausted': the
    sentence's one effect, with its one amount, happens with N instead if the condition holds as the link
    resolves (709.2: {if, then, otherwise})."""
    inner = read(m.group("body") + ".")
    parts = dict(inner.parts)
    if "reward" in parts and "effects" not in parts and not parts.get("reward_targets"):  # enc-effect: a reward, no target
        parts["effects"] = [lambda slot, done=effect: dict(done) for effect in parts.pop("reward")]
        rewarded = True
    else:
        rewarded = False
    if len(parts.get("effects", [])) != 1:
        raise Unrecognised(f"'or N if' after more or less than one effect: {m.group(0)}")
    n = int(m.group("n")) if m.group("n") else number(m.group("cards"))  # enc-effect: 'Draw a card, or two cards if …'
    cond, make = or_if_condition(m.group("cond"), parts.get("target")), parts["effects"][0]

    def made(slot: Any) -> dict[str, Any]:
        effect = make(slot)
        fields = [f for f in AMOUNT_FIELDS if isinstance(effect.get(f), int)]
        if len(fields) != 1 or n <= effect[fields[0]] or (m.group("cards") is not None) != (fields[0] == "draw"):
            raise Unrecognised(f"'or N if' with no one amount it raises: {m.group(0)}")
        return {"if": cond(slot), "then": [{**effect, fields[0]: n}], "otherwise": [effect]}
    made("first")  # refused now, not as the card is assembled
    done = {"reward": [made(None)]} if rewarded else {"effects": [made]}
    return Piece(inner.shape, **{**{k: v for k, v in parts.items() if k != "effects"}, **done,
                                 "inner": [*parts.get("inner", []), "amount: or N if"]})


# -- enc-eff (s7): "Exhaust target hero or ally, and your hero deals 2 melee damage to it." ---------------------
AND_DEALS_TO_IT = re.compile(rf"^(?P<body>[^.]+?), and (?P<subject>your hero|NAME) deals (?P<n>\d+) "
                             rf"(?P<type>{DAMAGE_TYPES}) damage to it\.$")


def and_deals_to_it(m: re.Match, read: Callable[[str], Any]) -> Any:
    """'Remove target attacker from combat, and your hero deals 1 ranged damage to it': the sentence before
    the comma read by the other shapes, with its one target (one card, 706.1); then, in the order written
    (709.2), a packet of damage to that same card. Only after an ability's or a payment power's effect: in a
    triggered power 'it' may name the event's card."""
    inner = read(m.group("body") + ".")
    parts = dict(inner.parts)
    if "attach" in parts and "effects" not in parts:  # enc-eff (s10): 'Attach to target hero, and your hero deals 2 fire
        parts = {**parts, "target": parts["attach"], "effects": []}  # damage to it': 'it' is the host (ATTACHED_AND)
    aimed = parts.get("target")
    if "effects" not in parts or not aimed or aimed.get("count") or aimed.get("kind") not in ("hero", "ally", "character"):
        raise Unrecognised(f"'…, and … deals damage to it' with no one target hero or ally before it: {m.group(0)}")
    source = dict(grammar.SUBJECTS["Your hero" if m.group("subject") == "your hero" else "NAME"])
    dealt = lambda slot: {"deal_damage": int(m.group("n")), "damage_type": m.group("type"), "source": dict(source),  # noqa: E731
                          "to": {"target": slot}}
    if "attach" in parts:  # its effects done as it resolves, on the slot 'host' (attach_to)
        return Piece(ATTACHED_AND, attach=parts["attach"], attach_effects=[*parts.get("attach_effects", []),
                                                                          lambda slot: dealt("host")])
    return Piece(inner.shape, **{**parts, "effects": [*parts["effects"], dealt],
                                 "inner": [*parts.get("inner", []), "and deals damage to it"]})


# -- enc-eff (s8): "The next time target ally would be dealt damage this turn, prevent it." ------------------------
NEXT_PREVENT = re.compile(
    r"^The next time (?:(?P<subject>[^.]+?) would be dealt (?P<noncombat>non-combat )?damage|damage would be dealt to "
    r"(?P<object>[^.]+?)) "
    r"this turn, prevent it\.$")


def next_prevented(m: re.Match) -> dict[str, Any]:
    """717.2: a prevention modifier made as the link resolves (712), lasting this turn (503.2a), that
    prevents the whole of the next packet of damage that would be dealt to the card and is then used up
    ('the next time': uses 1); the card is a target (706.1), your hero or the card itself; 'non-combat
    damage': only a packet that isn't combat damage (408.3b). A group or a damage type is not read here (the
    words don't fit the pattern, or are refused)."""
    aimed, spec = shielded(m)
    if aimed and spec.get("count"):
        raise Unrecognised(m.group(0))  # several targets: one shield each or one for them all, not said

    def made(slot: Any) -> dict[str, Any]:
        to = {"target": slot} if aimed else dict(spec)
        return {"create_modifier": {"when": {"event": "damage", **({"combat": False} if m.group("noncombat") else {}),
                                             "destination": to}, "instead": {"prevent": "all"},
                                    "uses": 1, "duration": "this-turn"}}
    return {"shape": PREVENTED, **({"target": spec} if aimed else {}), "effects": [made],
            "inner": ["the next time: prevent it"]}


SHAPES.append((NEXT_PREVENT, next_prevented))


# -- enc-eff (s8): "Target player destroys one of his abilities." (709.2b: chosen as it resolves, no target) -------
PLURAL_KIND = {"abilities": "ability", "allies": "ally", "equipment": "equipment", "weapons": "weapon",
               "armor": "armor", "items": "item"}
DESTROY_ONE_OF = re.compile(
    r"^(?P<who>Target player|Target opponent|Each opponent|Each player) (?:chooses and )?destroys one of (?:his|their) "
    rf"(?P<kinds>(?:{'|'.join(PLURAL_KIND)})(?:(?:,? or |, )(?:{'|'.join(PLURAL_KIND)}))*|resources)\.$")
# enc-dealt: 'each player destroys one of his resources' (Caddrick Von Styler): a card of his resource row (412)


def destroyed_one_of(m: re.Match) -> dict[str, Any]:
    """'Target player destroys one of his abilities', '… one of his equipment': the same as 'destroys an
    ability he controls' (``destroyed_one``): the player picks one of his cards of the kinds named that can
    be destroyed, as the link resolves (709.2b). A kind said twice is refused."""
    if m.group("kinds") == "resources":
        return one_destroyed_by(m.group("who"), {"kind": "card", "row": "resource"})
    kinds = [PLURAL_KIND[w] for w in re.split(r",? or |, ", m.group("kinds"))]
    if len(set(kinds)) != len(kinds):
        raise Unrecognised(m.group(0))
    return one_destroyed_by(m.group("who"), {"kind": kinds[0]} if len(kinds) == 1 else {"kinds": kinds})


SHAPES.append((DESTROY_ONE_OF, destroyed_one_of))


# -- enc-eff (s8): "Target player draws a card." / "Each player draws two cards." ------------------------------
PLAYER_DRAWS = re.compile(r"^(?P<who>Target player|Target opponent|Each player) draws (?P<n>a|one|two|three|four|five) "
                          r"(?P<cards>cards?)\.$")
PLAYER_DREW = "ability: a player draws cards"


def player_draws(m: re.Match) -> dict[str, Any]:
    """A target player (706.1; 'opponent': an opponent only) or each player (the turn player first, then
    clockwise) draws that many cards (415.4)."""
    n = number(m.group("n"))
    if (n == 1) == (m.group("cards") == "cards"):
        raise Unrecognised(m.group(0))  # 'a cards', 'two card'
    if m.group("who") == "Each player":
        return {"shape": PLAYER_DREW, "effects": [lambda slot: {"draw": n, "player": "each"}]}
    aimed = {"kind": "player", **({"controller": "opponent"} if m.group("who") == "Target opponent" else {})}
    return {"shape": PLAYER_DREW, "target": aimed, "effects": [lambda slot: {"draw": n, "player": {"target_player": slot}}]}


# -- enc-effect: "Destroy any number of abilities [attached to …]": the link's controller chooses which, none or all,
# as it resolves (709.2b; Destroy's any_number), among the abilities in play whose host fits -------------------------
ANY_ABILITIES = "ability: destroy any number of abilities"
ANY_DESTROY = re.compile(r"^Destroy any number of abilities(?: (?P<not>that aren't )?attached to "
                         r"(?P<host>your hero|friendly cards|target friendly hero or ally))?\.$")
HOSTS = {"your hero": {"kind": "hero", "controller": "you"}, "friendly cards": {"controller": "friendly"}}


def any_destroyed(m: re.Match) -> dict[str, Any]:
    """'any number of abilities attached to your hero' (400.4: the host), '… that aren't attached to friendly cards'
    (an ability attached to none, or to an opposing card), '… attached to target friendly hero or ally' (the host a
    target, 706.1)."""
    host = m.group("host")
    if host and host.startswith("target"):
        if m.group("not"):
            raise Unrecognised(m.group(0))
        _, spec = selector(host)
        return {"shape": ANY_ABILITIES, "target": spec, "effects": [
            lambda slot: {"destroy": {"kind": "ability", "attached_to": {"target": slot}}, "any_number": True}]}
    fits = {"not": {"attached_to": HOSTS[host]}} if m.group("not") else {"attached_to": HOSTS[host]} if host else {}
    return {"shape": ANY_ABILITIES, "effects": [lambda slot: {"destroy": {"kind": "ability", **fits}, "any_number": True}]}


SHAPES.append((ANY_DESTROY, any_destroyed))


# -- enc-effect: "Remove all cards in target player's graveyard from the game" (415.7a): each card that player owns in
# their graveyard (the selector's player, 706.1, 401.2) ----------------------------------------------------------------
GRAVEYARD_REMOVED = "ability: remove a target player's graveyard from the game"
GRAVEYARD_GONE = re.compile(r"^Remove all cards in target (?P<who>player|opponent)'s graveyard from the game\.$")


def graveyard_removed(m: re.Match) -> dict[str, Any]:
    aimed = {"kind": "player", **({"controller": "opponent"} if m.group("who") == "opponent" else {})}
    return {"shape": GRAVEYARD_REMOVED, "target": aimed,
            "effects": [lambda slot: {"remove_from_game": {"zone": "graveyard", "player": slot}}]}


SHAPES.append((GRAVEYARD_GONE, graveyard_removed))
ALLOWED["ability"] += (GRAVEYARD_REMOVED,)
ALLOWED["ability"] += (ANY_ABILITIES,)
SHAPES.append((PLAYER_DRAWS, player_draws))
ALLOWED["ability"] += (PLAYER_DREW,)


# -- enc-eff (s8): 'Put two 2 / 2 Orc Warrior ally tokens into play with Ferocity and "This ally can attack only
# heroes."' — a token with a power printed in quotes (404.2) -------------------------------------------------------
QUOTED_TOKEN = re.compile(r'^(?P<body>Put [^".]+? tokens? into play)(?: with (?P<kw>[^".]+?)(?:,? and)| with) '
                          r'"(?P<quoted>[^"]+)"\.?$')


def quoted_token(m: re.Match, read: Callable[[str], Any]) -> Any:
    """The token sentence without its quoted power, read by the token shapes; the quoted sentence read as an
    ally's own sentence ('This ally …' is the token itself), its powers given to each token (404.2: the token
    has them). Only a quoted sentence that gives powers and nothing else."""
    if "NAME" in m.group("quoted"):
        raise Unrecognised(f"a token's quoted power naming the card that makes it: {m.group(0)}")
    body = m.group("body") + (f" with {m.group('kw')}" if m.group("kw") else "") + "."
    inner, said = read(body), read(m.group("quoted").strip())
    parts, given = dict(inner.parts), dict(said.parts)
    if inner.shape != "ability: put ally tokens into play" or not given.get("powers") or set(given) - {"powers", "inner"}:
        raise Unrecognised(f"a token's quoted power: {m.group(0)}")
    powers = given["powers"]
    makes = parts["effects"]
    return Piece(inner.shape, **{**parts, "effects": [lambda slot, make=make: {**make(slot), "powers": json.loads(
        json.dumps(powers))} for make in makes], "inner": [*parts.get("inner", []), f"a token's quoted power: {said.shape}"]})


# -- enc-eff (s9): "Your hero deals 3 melee damage to target exhausted ally and 3 melee damage to its controller's hero."
# A second packet of the same source, in the order written (709.2), to the source itself ('itself', 'himself'), to the
# hero of the player who controls the sentence's one target ('its controller's hero'), or to each card of a group.
AND_N_DAMAGE_TO = re.compile(rf"^(?P<body>[^.]*?\bdeals \d+ (?:unpreventable )?(?:{DAMAGE_TYPES}) damage to [^.]+?) "
                             rf"and (?P<n>\d+) (?P<type>{DAMAGE_TYPES}) damage to (?P<to>[^.]+?)\.$")
AND_N_DAMAGE = "and N damage to a second card"


def and_n_damage_to(m: re.Match, read: Callable[[str], Any]) -> Any:
    """'NAME deals 2 shadow damage to target hero or ally and 2 shadow damage to himself', 'Your hero deals 5
    shadow damage to target ally and 5 shadow damage to itself': the sentence before 'and' read by the other
    shapes, with one effect that deals damage (an ability's, a payment power's or a triggered power's); then a
    second packet from the same source character (408.2c) to the card the words name, in the order written (709.2).
    'itself' is the source, your hero or the card itself; 'himself' / 'herself' only the card itself; 'its controller's
    hero' needs one target card before it (the hero of the player who controls it, 706.1)."""
    inner = read(m.group("body") + ".")
    parts = dict(inner.parts)
    power, ongoing = None, set(parts.get("ongoing_power") or {}) == {"triggered"}  # enc-deal4: an ongoing ability's
    if "effects" in parts:  # triggered power ('Ongoing: When your hero deals combat damage …, your hero also deals 2
        effects, slot_of = parts["effects"], parts.get("target")  # holy damage to that character and 1 … to itself')
    elif ongoing or inner.shape == grammar.SHAPE and len(parts.get("powers", [])) == 1 and "triggered" in parts["powers"][0]:
        power = (parts["ongoing_power"] if ongoing else parts["powers"][0])["triggered"]
        effects, slot_of = power["effects"], (power["targets"][0] if len(power.get("targets", [])) == 1 else None)
    else:
        raise Unrecognised(f"'and N damage to …' around the shape '{inner.shape}'")
    first = [e("first") if callable(e) else e for e in effects]
    if len(first) != 1 or "deal_damage" not in first[0] or first[0].get("divided"):
        raise Unrecognised(f"'and N damage to …' after more or less than one packet: {m.group(0)}")
    source, words = first[0]["source"], m.group("to")
    if words in ("itself", "himself", "herself"):
        if source not in ((grammar.SUBJECTS["Your hero"], grammar.SUBJECTS["NAME"]) if words == "itself"
                          else (grammar.SUBJECTS["NAME"],)):
            raise Unrecognised(f"'{words}' naming no source character: {m.group(0)}")
        to: Callable[[Any], dict[str, Any]] = lambda slot: dict(source)  # noqa: E731
    elif words == "its controller's hero":
        if not slot_of or slot_of.get("count") or slot_of.get("kind") not in ("ally", "hero", "character"):
            raise Unrecognised(f"'its controller's hero' with no one target card before it: {m.group(0)}")
        to = lambda slot: {"kind": "hero", "controller_of": slot}  # noqa: E731
    else:
        aimed, group = selector(words)
        if aimed or not words.startswith("each ") or words.startswith("each other "):  # 'other': not the first group's?
            raise Unrecognised(f"'and N damage to' a card it doesn't name as a group: {m.group(0)}")
        to = lambda slot: dict(group)  # noqa: E731
    n, kind = int(m.group("n")), m.group("type")

    def second(slot: Any) -> dict[str, Any]:
        return {"deal_damage": n, "damage_type": kind, "source": dict(source), "to": to(slot)}
    if power is None:
        made = [*effects, second]
        return Piece(inner.shape, **{**parts, "effects": made, "inner": [*parts.get("inner", []), AND_N_DAMAGE]})
    slot = power["targets"][0]["id"] if slot_of else None
    made_power = {"triggered": {**power, "effects": [*power["effects"], second(slot)]}}
    parts.update({"ongoing_power": made_power} if ongoing else {"powers": [made_power]})
    return Piece(inner.shape, **{**parts, "inner": [*parts.get("inner", []), AND_N_DAMAGE]})


CLAUSES_S9 = [(AND_N_DAMAGE_TO, and_n_damage_to)]  # enc-eff (s9): put first among the clauses (clause_shapes)


# -- enc-eff (s10): "Attach to target ally in your party.", "Attach to target hero or ally, and your hero deals 2 nature
# damage to it.", "Attach to target ally, then put two 1 / 1 Treant ally tokens into play." --------------------------
ATTACH_TO = re.compile(r"^Attach to (?P<object>target [^.,]+?(?:, [a-z]+,? or [a-z]+)?)"
                       r"(?:(?:,? and |, then )(?P<rest>[^.]+?))?\.$")
ATTACHED = "ability: attach to a target"  # the shape of pool_shapes' one-sentence 'Attach to target <hero or ally>'
ATTACHED_AND = "ability: attach to a target, and an effect as it resolves"
IT = re.compile(r"\bit\b")


def attach_to(m: re.Match, read: Callable[[str], Any]) -> Piece:
    """400.2: the ability enters play attached to its target as it resolves (709.2g), any card the selector reads
    ('target ally in your party', 'target attacking hero or ally', 'target friendly Monster ally', 'target ally or
    weapon you control'); a hero or an ally only if no other card is named, a resource never. The words after ', and'
    / ', then' are its effects, in the order written (709.2), done as it resolves, before it enters play: each read
    as a sentence of its own, 'it' the same target (the slot 'host'), or an effect with no target at all ('then put
    two 1 / 1 Treant ally tokens into play', 'then Delve'). An effect naming a second target is refused."""
    aimed, spec = selector(m.group("object"))
    if not aimed or spec.get("count") or spec.get("row"):
        raise Unrecognised(f"an attachment's target: {m.group(0)}")
    if not m.group("rest"):
        return Piece(ATTACHED, attach=spec)
    done: list[Callable[[Any], dict[str, Any]]] = []
    for clause in re.split(r", then |,? and ", m.group("rest")):
        said = IT.findall(clause)
        if len(said) > 1:
            raise Unrecognised(f"'it' said twice in an attachment's effect: {m.group(0)}")
        words = IT.sub(m.group("object"), clause)
        inner = read(words[:1].upper() + words[1:] + ".")
        parts = dict(inner.parts)
        if set(parts) - {"target", "effects", "inner"} or not parts.get("effects") \
                or bool(said) != ("target" in parts) or (said and parts["target"] != spec):
            raise Unrecognised(f"an attachment's effect, '{clause}', on no card or on a card but its host: {m.group(0)}")
        done += [lambda slot, make=make, host=bool(said): make("host" if host else None) for make in parts["effects"]]
    return Piece(ATTACHED_AND, attach=spec, attach_effects=done)


def late_shapes(read: Callable[[str], Any]) -> list[tuple[re.Pattern, Callable[[re.Match], Any]]]:
    """enc-eff (s10): shapes after the one-sentence ones (pool_shapes puts them after shapes/effects.py's SHAPES) that
    read parts of their sentence as sentences of their own."""
    return [(ATTACH_TO, lambda m: attach_to(m, read))]


ALLOWED["ability"] += (ATTACHED_AND,)


# -- enc-eff (s10): "Attach to one of your Melee weapons." — an attach description, no target (400.3) ----------------
ATTACH_ONE_OF = re.compile(r"^Attach to one of your (?P<type>Melee|Ranged) weapons\.$")
ATTACHED_ONE_OF = "ability: attach to a card of yours chosen as it resolves"


def attach_one_of(m: re.Match) -> dict[str, Any]:
    """400.3: no target; as the ability resolves its controller chooses one of his weapons of that damage type (205.1,
    the library's 'Melee weapon', as the hand-written Flametongue Weapon), and it enters play attached to it; with none,
    it goes to its owner's graveyard."""
    return {"shape": ATTACHED_ONE_OF,
            "attach_to": {"kind": "weapon", "controller": "you", "damage_type": m.group("type").lower()}}


SHAPES.append((ATTACH_ONE_OF, attach_one_of))
ALLOWED["ability"] += (ATTACHED_ONE_OF,)


# -- enc-stat (s11): 'Put a token copy of target ally you control into play.' — a token copy (404.2, 402.2) ---------
# A token whose printed information is the copied card's as it now is (copied information included, 402.2a), its
# cost 0 as every token's (404.2), entering play under your control like a card (404.2a, 710.1); 'exhausted' as it
# enters (710.1b). Only one target ally in play (706.1); 'a copy' with no 'token', a copy of each card of a group,
# or of a card named otherwise ('that ally', NAME) is refused.
TOKEN_COPY = re.compile(r"^Put a token copy of (?P<another>another )?(?P<object>target [^.]+?) into play(?P<exhausted> exhausted)?\.$")
TOKEN_COPIED = "ability: put a token copy of a target into play"


def token_copy(m: re.Match) -> dict[str, Any]:
    """'another target ally you control': any ally that fits but the card whose power it is (706.1), read as
    grammar.another reads it: a shape no card type allows alone, so only a power's effect (a trigger's) says it."""
    aimed, spec = selector(m.group("object"))
    if not aimed or spec.get("kind") != "ally" or set(spec) - {"kind", "controller", "token"}:  # 'target token ally': no pool board has a token to aim at
        raise Unrecognised(m.group(0))  # only an ally in play, of some controller (a token's printed information)
    exhausted = {"exhausted": True} if m.group("exhausted") else {}
    if m.group("another"):
        spec = {**spec, "fits": {**spec.get("fits", {}), "other": True}}
    return {"shape": TOKEN_COPIED + (grammar.ANOTHER if m.group("another") else ""), "target": spec,
            "effects": [lambda slot: {"put_token_copy": {"target": slot}, **exhausted}]}


SHAPES.append((TOKEN_COPY, token_copy))
ALLOWED["ability"] += (TOKEN_COPIED,)
