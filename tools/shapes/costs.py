"""The cost of a payment power, left of its arrow (701.1): each part the tool reads, mapped to the
card language's Cost as the hand-written cards encode it; and the cost changes the cards' text
names ("You pay N less to …", 707.1e), read by ``cost_change``."""
from __future__ import annotations

import re
from typing import Any, Callable

from pydantic import ValidationError

from adjudicator.cards.model import Condition, Payment, only_happened
from shapes import conditions as shapes_conditions
from shapes.base import KEYWORD_WORDS, N, Piece, Unrecognised, name_parts, number, pool_traits

# '[On your turn:] cost -> effect': the phrase before a colon restricts when it may be used (701.1)
ARROW = re.compile(r"^(?:(?P<when>On your turn|During your turn): ?)?(?P<cost>[^.:>→]*?) ?(?:->|→|>>>) ?(?P<effect>.+)$")
ONLY_YOUR_TURN = re.compile(r"^Use only (?:on|during) your turn\.$")
CLASSES = ("Death Knight", "Druid", "Hunter", "Mage", "Paladin", "Priest", "Rogue", "Shaman", "Warlock", "Warrior")
YOURS = r"(?:you control|in your party)"
# a character's race or class on its type line (206.1a), one capitalised word: 'a Dragonkin you control'
TRAIT_WORDS = r"Death Knight|Blood Elf|Night Elf|(?:Air|Earth|Fire|Water) Elemental|(?!Hero\b|Ally\b|Totem\b|Monster\b|Token\b|Unique\b|Pet\b|Arena\b)[A-Z][a-z]+"
TRAIT = rf"(?P<trait>{TRAIT_WORDS})"
CARD_KINDS = {"ability": "ability", "ally": "ally", "equipment": "equipment"}
COST_PARTS: list[tuple[re.Pattern, dict[str, Any]]] = [
    (re.compile(r"^(?:\[Exhaust\]|\{exhaust\}|\[ACT\])$", re.I), {"exhaust": True}),  # exhaust this card (701.3)
    (re.compile(r"^Flip NAME(?: face down)?$"), {"flip": True}),                # flip this hero (301.2)
    (re.compile(r"^Destroy (?:NAME|this ability)$"), {"destroy": True}),      # destroy this card (415.9c)
    (re.compile(r"^Remove NAME from the game$"), {"remove": True}),             # remove this card (415.7a)
    (re.compile(r"^Put NAME into (?:its|his|her) owner's hand$"), {"return_to_hand": True}),  # a new card there (415.9a)
    (re.compile(r"^[Dd]iscard a card$"), {"discard": {}}),                       # any card of your hand (415.9d)
    # another card of yours, picked as the cost is paid (707.1e)
    (re.compile(r"^[Ee]xhaust your hero$"), {"exhaust_one": {"kind": "hero", "controller": "you"}}),
    (re.compile(r"^[Ee]xhaust an ally (?:you control|in your party)$"), {"exhaust_one": {"kind": "ally", "controller": "you"}}),
    (re.compile(r"^[Dd]estroy an ally (?:you control|in your party)$"), {"destroy_one": {"kind": "ally", "controller": "you"}}),
    # 'another': not the card whose power it is (Selector.other)
    (re.compile(rf"^[Dd]estroy (?:another ally {YOURS}|an ally in your party other than NAME)$"),
     {"destroy_one": {"kind": "ally", "controller": "you", "other": True}}),
    (re.compile(r"^[Ee]xhaust (?:an equipment you control|one of your equipment)$"),
     {"exhaust_one": {"kind": "equipment", "controller": "you"}}),
    (re.compile(r"^[Dd]estroy (?:an equipment you control|one of your equipment)$"),
     {"destroy_one": {"kind": "equipment", "controller": "you"}}),
    # a resource of yours: a card in your resource row (412.1), as the hand-written cards write it
    (re.compile(r"^[Dd]estroy one of your resources$"), {"destroy_one": {"row": "resource", "controller": "you"}}),
    (re.compile(r"^[Rr]emove the top card of your deck from the game$"), {"remove_top": 1}),  # 415.7a
    # an equipment's cost naming it by its kind (200.1), as 'Put NAME into its owner's hand'
    (re.compile(r"^Put this equipment into its owner's hand$"), {"return_to_hand": True}),
    (re.compile(r"^[Dd]estroy an ability you control$"), {"destroy_one": {"kind": "ability", "controller": "you"}}),
    (re.compile(r"^[Dd]estroy another ability(?: you control)?$"),
     {"destroy_one": {"kind": "ability", "controller": "you", "other": True}}),
    (re.compile(rf"^[Dd]estroy an ally token {YOURS}$"), {"destroy_one": {"kind": "ally", "controller": "you", "token": True}}),
    (re.compile(rf"^[Ee]xhaust another ally {YOURS}$"), {"exhaust_one": {"kind": "ally", "controller": "you", "other": True}}),
    (re.compile(r"^[Ee]xhaust one of your armor$"), {"exhaust_one": {"kind": "armor", "controller": "you"}}),
    # a face-up resource of yours turned face down, a new blank card (412.1b); 'other': not this card
    (re.compile(rf"^[Tt]urn a resource {YOURS} face down$"), {"turn_face_down": {"controller": "you"}}),
    (re.compile(r"^[Tt]urn one of your other face-up resources face down$"),
     {"turn_face_down": {"controller": "you", "other": True}}),
    # a tag on the type line (202.1): 'an Arena ally in your party'; 'a Totem you control' (an ally's tag, or
    # an item's, 202.1b: any card of yours with it)
    (re.compile(rf"^[Dd]estroy an Arena ally {YOURS}$"), {"destroy_one": {"kind": "ally", "controller": "you", "tag": "Arena"}}),
    (re.compile(r"^[Ee]xhaust a Totem you control$"), {"exhaust_one": {"tag": "Totem", "controller": "you"}}),
    (re.compile(r"^[Dd]estroy a Totem you control$"), {"destroy_one": {"tag": "Totem", "controller": "you"}}),
    # enc-cost: an ally of yours with that damage type on its line (205.1): 'exhaust an [Arcane] ally you control'
    *((re.compile(rf"^[Ee]xhaust an? \[{t}\] ally {YOURS}$"), {"exhaust_one": {"kind": "ally", "controller": "you",
                                                                              "damage_type": t.lower()}})
      for t in ("Arcane", "Fire", "Frost", "Holy", "Nature", "Shadow")),
]


STAT_COUNTER = re.compile(rf"[Rr]emove {N} \+(?P<v>\d+) (?P<stat>ATK|DEF|\[DEF\]|health) counters?(?: from NAME)?")
STAT_WORDS = {"ATK": "atk", "DEF": "def", "[DEF]": "def", "health": "health"}


def cost_part(part: str) -> dict[str, Any]:
    """One part of a cost, its parts separated by commas (403.1: all are paid together)."""
    if re.fullmatch(r"\d+|\[\d+\]|\(\d+\)", part):
        return {"resources": int(part.strip("[]()"))}  # (N): exhaust that many resources (403.5b)
    if re.fullmatch(r"X|\[X\]|\(X\)", part):
        return {"resources": "X"}  # (X): X chosen as the power is used, that many resources (707.1b)
    for pattern, parsed in COST_PARTS:
        if pattern.match(part):
            return {k: dict(v) if isinstance(v, dict) else v for k, v in parsed.items()}
    for read in (discard, with_trait, from_graveyard, damage, remove_trait, exhaust_several, either_trait):
        found = read(part)
        if found is not None:
            return found
    stat = STAT_COUNTER.fullmatch(part)
    if stat:  # enc-enter10: stat counters off this card (404.1a, 404.1c)
        return {"remove_stat_counters": {**({"count": number(stat.group("n"))} if number(stat.group("n")) != 1 else {}),
                                         STAT_WORDS[stat.group("stat")]: int(stat.group("v"))}}
    m = re.fullmatch(rf"[Rr]emove {N} (?P<c>[a-z]+) counters?(?: from NAME)?", part)
    if m:  # remove that many named counters from this card (404.1a)
        return {"remove_counters": {"named": m.group("c"), "count": number(m.group("n"))}}
    joined = both(part)
    if joined is not None:
        return joined
    if re.fullmatch(rf"(?:{KEYWORD_WORDS})(?: \d+)?", part):  # 'Elusive ->', 'Elusive 4 ->' (keyword_before)
        raise Unrecognised(f"a payment power's cost: a keyword line run into it, perhaps {LOST_ICON}: {part}")
    raise Unrecognised(f"a payment power's cost: {part or LOST_ICON}")


# a cost with nothing left of its arrow, or only a number and a comma: every data set with the card lost
# an icon there ([Exhaust] most often, but not always), so the tool can't know the cost and leaves the card
LOST_ICON = "(an icon lost by every data set that has this card)"


def both(part: str) -> dict[str, Any] | None:
    """'Exhaust a Rogue hero or ally you control and destroy NAME', 'exhaust your hero and two allies in
    your party': two parts of one cost joined by 'and', each read as a part alone; all are paid
    together (403.1). None where a side doesn't read or both set the same field."""
    if " and " not in part:
        return None
    first, second = part.split(" and ", 1)
    if re.match(r"(?:an?|another|one|two|three|four|five|six|seven|your)\b", second):
        second = f"{first.split(' ', 1)[0]} {second}"  # 'exhaust your hero and two allies …': the verb left out
    try:
        one, other = cost_part(first), cost_part(second[0].upper() + second[1:])
    except Unrecognised:
        return None
    if one.keys() & other.keys():
        return None
    return {**one, **other}


def discard(part: str) -> dict[str, Any] | None:
    """'Discard a Mage': a card with that class icon (206.1a), as the hand-written Thaka Deadeye;
    'discard an ability card': a card of that kind (415.9d)."""
    m = re.fullmatch(rf"[Dd]iscard an? (?P<c>{'|'.join(CLASSES)})(?: card)?", part)
    if m:
        return {"discard": {"fits": {"class_icon": m.group("c")}}}
    m = re.fullmatch(r"[Dd]iscard an? (?P<k>ability|ally|equipment)(?: card)?", part)
    if m:
        return {"discard": {"fits": {"kind": CARD_KINDS[m.group("k")]}}}
    if re.fullmatch(r"[Dd]iscard a Unique card", part):  # enc-reward3: a card with the Unique tag (202.1)
        return {"discard": {"fits": {"tag": "Unique"}}}
    m = re.fullmatch(r"[Dd]iscard (?P<n>two|three|four|five) cards", part)  # that many cards of your hand (415.9d)
    return {"discard": {"count": number(m.group("n"))}} if m else None


def with_trait(part: str) -> dict[str, Any] | None:
    """'Exhaust a Rogue you control' (or 'a Rogue hero or ally you control'): a ready hero or ally of
    yours with that trait (411.1), 'a Monster hero or ally' one with that tag (202.1); 'destroy a
    Dragonkin you control': an ally (a hero is never destroyed, 415.9c), all picked as the cost is
    paid (707.1e)."""
    m = re.fullmatch(rf"(?P<verb>[Ee]xhaust|[Dd]estroy) an? (?P<ready>ready )?(?:{TRAIT}|(?P<monster>Monster)(?= hero or ally))"
                     rf"(?P<either> [Hh]ero or ally)? {YOURS}", part)
    if not m:
        return None
    exhaust = m.group("verb").lower() == "exhaust"
    if m.group("trait") and m.group("trait") not in pool_traits():
        return None  # enc-turn4: 'a Bag', 'a Shield': an equipment's tag (202.1), no hero's or ally's trait
    if m.group("ready") and not exhaust:
        return None  # 'exhaust a ready …': only a ready card can be exhausted anyway (411.1); 'destroy a ready …' is not
    if m.group("either") and not exhaust:
        return None  # 'destroy a … hero or ally': a hero is never destroyed (415.9c); not this shape
    has = {"tag": "Monster"} if m.group("monster") else {"trait": m.group("trait")}
    return {"exhaust_one" if exhaust else "destroy_one": {"kind": "character" if exhaust else "ally",
                                                           "controller": "you", **has}}


# 'Exhaust two allies in your party', 'exhaust two Naga heroes and/or allies you control', 'exhaust seven
# cards you control' (any cards in play, resources among them, 401.1): that many different ready cards of
# yours that fit (411.1), picked as the cost is paid (707.1e)
SEVERAL = re.compile(rf"[Ee]xhaust (?P<n>two|three|four|five|six|seven) (?:(?P<allies>allies)|(?P<cards>cards)|"
                     rf"(?P<t>Monster|{TRAIT_WORDS}) heroes and/or allies) {YOURS}")


# enc-reward3: 'Exhaust four of your Totems': that many cards of yours with the Totem tag (202.1b: an ally's or an item's)
TOTEMS = re.compile(r"[Ee]xhaust (?P<n>two|three|four|five) of your Totems")


def exhaust_several(part: str) -> dict[str, Any] | None:
    totems = TOTEMS.fullmatch(part)
    if totems:
        return {"exhaust_several": {"fits": {"tag": "Totem", "controller": "you"}, "count": number(totems.group("n"))}}
    m = SEVERAL.fullmatch(part)
    if not m:
        return None
    if m.group("cards"):
        if not m.group(0).endswith("you control"):
            return None  # 'cards in your party': not the card's words
        fits: dict[str, Any] = {"kind": "card", "controller": "you"}
    elif m.group("allies"):
        fits = {"kind": "ally", "controller": "you"}
    else:
        word = m.group("t")
        fits = {"kind": "character", "controller": "you", **({"tag": "Monster"} if word == "Monster" else {"trait": word})}
    count = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7}[m.group("n")]
    return {"exhaust_several": {"fits": fits, "count": count}}


GRAVEYARD = re.compile(
    r"[Rr]emove (?:(?P<a>an?)|(?P<up_to>up to )?(?P<n>two|three|four|five|six)) (?:(?P<k>ability|ally|equipment) cards?"
    r"|(?P<c>%s)(?: cards?)?|(?P<tag>Combo|Pet) cards?|(?P<race>[A-Z][a-z]+) ally|(?P<any>cards)) in your graveyard "
    r"from the game" % "|".join(CLASSES))


def from_graveyard(part: str) -> dict[str, Any] | None:
    """'Remove an ability card in your graveyard from the game', 'remove three ability cards …', 'remove
    up to five Combo cards …', 'remove a Rogue in your graveyard …' (its class icon, as 'discard a Mage'),
    'remove a Scourge ally …' (415.7a): picked as the cost is paid, known to the effect as removed."""
    m = GRAVEYARD.fullmatch(part)
    if not m or (m.group("any") and m.group("a")) or (m.group("a") and re.search(r"cards ", part)):
        return None  # 'a cards', 'an ability cards': one card is 'a card'; 'cards' alone only with a number
    fits: dict[str, Any] = ({"kind": CARD_KINDS[m.group("k")]} if m.group("k") else
                            {"class_icon": m.group("c")} if m.group("c") else {"tag": m.group("tag")} if m.group("tag")
                            else {"kind": "ally", "trait": m.group("race")} if m.group("race") else {})
    paid: dict[str, Any] = {"fits": fits}
    if m.group("n"):
        paid["count"] = number(m.group("n"))
    if m.group("up_to"):
        paid["up_to"] = True
    return {"remove_from_graveyard": paid}


def either_trait(part: str) -> dict[str, Any] | None:
    """'Destroy a Demon or Ghoul you control', 'destroy another Monster or Demon ally you control': an ally of
    yours (a hero is never destroyed, 415.9c) with either trait, or the Monster tag (202.1), picked as the cost is
    paid (707.1e); 'another': not the card whose power it is."""
    m = re.fullmatch(rf"[Dd]estroy (?P<another>another|an?) (?P<one>Monster|{TRAIT_WORDS}) or (?P<two>Monster|{TRAIT_WORDS})(?P<ally> ally)? "
                     rf"{YOURS}", part)
    if not m or m.group("one") == m.group("two") or (m.group("another") == "another") != bool(m.group("ally")):
        return None  # 'another … you control' is read with its 'ally' only, as the card says it
    either = [{"tag": w} if w == "Monster" else {"trait": w} for w in (m.group("one"), m.group("two"))]
    return {"destroy_one": {"kind": "ally", "controller": "you", **({"other": True} if m.group("another") == "another" else {}),
                            "any": either}}


def remove_trait(part: str) -> dict[str, Any] | None:
    """'Remove a Warlock ally you control from the game': an ally of yours with that trait, picked as
    the cost is paid (415.7a), known to the effect as removed."""
    m = re.fullmatch(rf"[Rr]emove an? {TRAIT} ally {YOURS} from the game", part)
    return {"remove_one": {"kind": "ally", "controller": "you", "trait": m.group("trait")}} if m else None


def damage(part: str) -> dict[str, Any] | None:
    """'Put 2 damage on NAME' (or 'on her', the card itself), 'put 1 damage on your hero' or 'on an
    ally in your party': damage put, not dealt (405.3), on this card or on the card damage_on names."""
    m = re.fullmatch(rf"[Pp]ut (?P<n>\d+|X) damage on (?P<on>NAME|him|her|it|your hero|(?:an|another) ally {YOURS}"
                     rf"|a hero or ally {YOURS}|an? {TRAIT} {YOURS})", part)
    if not m:
        return None
    kind = {"your hero": "hero"}.get(m.group("on"), "ally" if " ally " in m.group("on") and " or " not in m.group("on")
                                     else "character" if " or ally " in m.group("on") or m.group("trait") else None)
    on = {"damage_on": {"kind": kind, "controller": "you"}} if kind else {}  # picked as the cost is paid (707.1e)
    if m.group("trait"):  # 'a Warrior you control': a hero or ally with that trait (206.1a)
        on["damage_on"]["trait"] = m.group("trait")
    if m.group("on").startswith("another"):
        on["damage_on"]["other"] = True  # not the card whose power it is
    return {"put_damage": m.group("n") if m.group("n") == "X" else int(m.group("n")), **on}


# -- X in a cost (707.1b): the value chosen as the power is used, which its effect reads ------------------
# The effect's sentences are read by the same shapes as an ability's, with each X standing for a number
# no card prints; that number is then the card language's "X" wherever the shapes put it.
X_WORD = re.compile(r"\bX\b")
X_STANDS_FOR = 7919


def x_for_reading(effect: str, cost: dict[str, Any]) -> str:
    """The effect text to read: each X a number when the cost has X (707.1b), else as printed (an X
    the cost doesn't choose stays a word no shape reads)."""
    if "X" not in (cost.get("resources"), cost.get("put_damage")):
        return effect
    if str(X_STANDS_FOR) in effect:
        raise Unrecognised(effect)
    return X_WORD.sub(str(X_STANDS_FOR), effect)


def x_read(read: Callable[[str], Piece], sentence: str) -> Piece:
    """``read(sentence)``; a sentence no shape reads is named with its X as printed."""
    try:
        return read(sentence)
    except Unrecognised as exc:
        raise Unrecognised(exc.part.replace(str(X_STANDS_FOR), "X")) from exc


def x_back(value: Any, found: list[int], printed_x: bool = False) -> Any:
    """``value`` with the number that stood for X back as "X"; each large number met is noted in ``found`` (-1
    for X inside a word or a name), so a caller can refuse another number made of X. ``printed_x``: an "X" a
    shape read as printed counts as X met (x_cost: 'enters play with X … counters')."""
    if isinstance(value, dict):
        return {k: x_back(v, found, printed_x) for k, v in value.items()}
    if isinstance(value, list):
        return [x_back(v, found, printed_x) for v in value]
    if printed_x and value == "X":
        found.append(X_STANDS_FOR)
        return value
    if isinstance(value, int) and not isinstance(value, bool) and value >= 1000:
        found.append(value)
        return "X" if value == X_STANDS_FOR else value
    if isinstance(value, str) and str(X_STANDS_FOR) in value:
        found.append(-1)  # X inside a word or a name: not a value the card language reads
    return value


def x_read_back(effect: str, cost: dict[str, Any], power: dict[str, Any]) -> dict[str, Any]:
    """The payment power with the number that stood for X back as "X". Refused where the effect
    never reads X (its value would be chosen for nothing) or where a shape made another number of
    it (X + 1, twice X: not the value chosen), and where the card language has no X in that place."""
    if "X" not in (cost.get("resources"), cost.get("put_damage")):
        return power
    found: list[int] = []
    power = x_back(power, found)
    if not X_WORD.search(effect) or not found or any(v != X_STANDS_FOR for v in found):
        raise Unrecognised(f"a payment power's effect reading X: {effect}")
    try:
        Payment.model_validate(power)
    except ValidationError as exc:
        raise Unrecognised(f"a payment power's effect reading X where the card language has none: {effect}") from exc
    return power


KEYWORD_BEFORE = re.compile(rf"^(?P<kw>{KEYWORD_WORDS}(?: {KEYWORD_WORDS})*) (?P<rest>(?!->|→|>>>).+)$")
ONGOING = re.compile(r"^Ongoing ?: ?(?=.*(?:->|→|>>>))")


def keyword_before(paragraph: str) -> tuple[str | None, str]:
    """A keyword line one data set ran into the next paragraph's cost ('Elusive [Exhaust] -> …'):
    the keywords and the payment power apart. Only where the rest has a part other than a number:
    'Protector 3 →' may be the keyword and a (3), or a (3) with an icon lost, and is left alone."""
    m = KEYWORD_BEFORE.match(paragraph)
    if not m or not ARROW.match(m.group("rest")):
        return None, paragraph
    parts = re.split(r" ?, ?", ARROW.match(m.group("rest")).group("cost").strip())
    if all(re.fullmatch(r"\d*", p) for p in parts):
        return None, paragraph
    return m.group("kw"), m.group("rest")


# -- a quest's reward (702.1): 'Reward: <effect>' ------------------------------------------------------

REWARD = re.compile(r"^Reward: ?(?P<effect>\S.+)$")
REWARD_SHAPE = "quest reward: an effect"


def reward(m: re.Match, read: Callable[[str], Piece],
           effects_of: Callable[[list[Piece], list[dict[str, Any]]], list[dict[str, Any]]],
           split: Callable[[str], list[str]]) -> Piece:
    """'Reward: <effect>' (702.1), to the end of its paragraph: the quest's reward power's effects,
    each sentence read by the same shapes as an ability's (709), its targets chosen as the quest is
    completed and its reward joins the chain (702.2, 706.1)."""
    inner, targets, effects = after_colon(m.group("effect"), "quest reward", read, effects_of, split)
    return Piece(REWARD_SHAPE, reward=effects, reward_targets=targets, inner=inner)


def after_colon(effect: str, what: str, read: Callable[[str], Piece],
                effects_of: Callable[[list[Piece], list[dict[str, Any]]], list[dict[str, Any]]],
                split: Callable[[str], list[str]]) -> tuple[list[str], list[dict[str, Any]], list[dict[str, Any]]]:
    """The effect after a label ('Reward:', 'Stash:'), to its paragraph's end: each sentence read by the
    same shapes as an ability's (709), its targets in slots; the inner shapes named '<what>: <shape>'.
    A sentence that reads as anything but effects (a power, a field) is refused, naming its shape."""
    inner = [read(s) for s in another(split(effect[0].upper() + effect[1:]))]
    for one in inner:
        if "effects" not in one.parts:
            raise Unrecognised(f"a {what} with the shape '{one.shape}'")
    targets: list[dict[str, Any]] = []
    effects = effects_of(inner, targets)  # 'it' with nothing before it is refused there
    return [f"{what}: {one.shape}" for one in inner], targets, effects


# enc-reward: 'Draw two cards. If you control ten or more resources, draw another two cards.': 'another' says only
# that these are more cards than the draw before (415.9e: each drawn one at a time), so after a sentence that draws,
# 'draw another two cards' is read as 'draw two cards'; with no draw before it, it is left as it stands (refused)
ANOTHER = re.compile(r"\b([Dd]raw) another (?=(?:card|two cards|three cards)\b)")


def another(sentences: list[str]) -> list[str]:
    """The sentences, each 'draw another …' after a sentence that begins 'Draw' read as 'draw …'."""
    out: list[str] = []
    for s in sentences:
        if any(o.startswith("Draw ") for o in out):
            s = ANOTHER.sub(lambda m: f"{m.group(1)} a " if s[m.end():].startswith("card") else f"{m.group(1)} ", s)
        out.append(s)
    return out


# -- cost changes (707.1e): 'You pay N less to …' -------------------------------------------------------
# The cards whose cost changes: 'to play' (read as they are played from the hand), 'to strike with' (a
# weapon's strike cost, 303.2), 'to play and strike with', or 'to complete' (a quest's completion cost,
# 702.1); the group: [other] [a weapon's kind or Two-Handed] kind [with cost N or more/less]
KIND_NAMES = {"card": None, "ally": "ally", "allies": "ally", "ability": "ability", "abilities": "ability",
              "equipment": "equipment", "weapon": "weapon", "weapons": "weapon", "armor": "armor",
              "item": "item", "items": "item"}
WEAPON_TAGS = ("Two-Handed", "Sword", "Axe", "Mace", "Dagger", "Staff", "Polearm", "Bow", "Gun", "Crossbow", "Wand")
GROUP = re.compile(
    r"^(?P<a>an? )?(?P<other>other )?(?:\[(?P<faction>Alliance|Horde)\] )?(?P<melee>[Mm]elee |[Rr]anged )?(?:(?P<tag>%s)(?:s\b)? ?)?(?P<kind>cards?|%s)?"
    r"(?: with cost (?P<cost>\d+) or (?P<bound>more|less))?$" % ("|".join(WEAPON_TAGS), "|".join(
        k for k in sorted(KIND_NAMES, key=len, reverse=True) if not k.startswith("card"))))
CHANGE = re.compile(
    r"^(?P<ongoing>Ongoing ?: ?)?(?P<payer>You|Opponents|Players) pay [\[(]?(?P<n>\d+)[\])]? (?P<dir>less|more) "
    r"(?:to (?P<verb>play and strike with|play|strike with) (?P<next>your next )?|(?P<strike_next>the next time you "
    r"strike with )|to complete (?P<quest>your next quest|quests))(?P<group>NAME|(?:\[(?:Alliance|Horde)\] )?\w[\w -]*?)?"
    r"(?: while (?P<cond>[^.,]+?))?(?:, to a minimum of [\[(]?(?P<min>\d+)[\])]?)?(?P<turn> this turn)?\.$")
ACTING_CHANGE = "a cost change this turn"
LASTING_CHANGE = "a cost change while in play"
ONGOING_CHANGE = "ongoing: a cost change"
# 'You pay 2 less to play this ability if you control a weapon': an ability's own power, working in the hand
# it is played from (712.4), as the hand-written Generic Static Shock encodes it
OWN_ABILITY_CHANGE = "ability: its own cost to play changed, from the hand"


def cost_change(m: re.Match) -> Piece:
    """'You pay 1 less to play your next ally this turn', 'You pay 2 less to strike with weapons',
    'You pay 1 less to complete quests this turn': a modifier of the play cost of the cards named,
    as they are played from the hand, of the strike cost of the weapons named (303.2), or of the
    completion cost of your quests (702.1); reductions never take a cost below 0 (403.2) nor below
    its own minimum (707.1e). With 'this turn' the sentence's effect makes it, ending in the wrap-up
    step (503.2a); 'next' ends it once it has changed one cost (its uses); without 'this turn' it is
    the card's own continuous power while it is in play (305.2)."""
    n = int(m.group("n")) * (-1 if m.group("dir") == "less" else 1)
    fields, who = changed(m)
    once = bool(m.group("next") or m.group("strike_next") or (m.group("quest") or "").startswith("your next"))
    if once and not m.group("turn") or (m.group("min") and n > 0) or (m.group("cond") and (m.group("turn") or opponents_pay(m))):
        raise Unrecognised(m.group(0))  # 'next' is always 'this turn'; a minimum limits a reduction only; 'while' is
        # read only on your own cards' lasting change
    opponents = opponents_pay(m)  # enc-cost: 'Opponents pay 3 more to strike with weapons': their cards
    if opponents and (once or who.get("this") or m.group("turn") or m.group("ongoing") or n < 0):
        raise Unrecognised(m.group(0))  # only a lasting increase on their cards is read (their 'next': whose?)
    payer = {"You": "you", "Opponents": "opponent", "Players": "any"}[m.group("payer")]  # enc-kw: 'Players': every player's
    stat: dict[str, Any] = {"affects": {**who, **({} if who.get("this") else {"controller": payer})},
                            **{field: n for field in fields}}
    if m.group("min"):
        stat["minimum"] = int(m.group("min"))
    if m.group("cond"):  # enc-effect: '… to strike with weapons while your hero is defending' (714.3a)
        stat.update(while_held(m.group("cond"), m.group(0)))
    if m.group("turn"):
        if m.group("ongoing"):
            raise Unrecognised(m.group(0))
        made = {"create_continuous": stat, "duration": "this-turn", **({"uses": 1} if once else {})}
        return Piece(ACTING_CHANGE, effects=[lambda slot: made])
    if m.group("ongoing"):  # an Ongoing ability's power, while it is in play (305.2)
        return Piece(ONGOING_CHANGE, ongoing=stat)
    return Piece(LASTING_CHANGE, powers=[{"continuous": stat}])


def opponents_pay(m: re.Match) -> bool:
    """Others pay too ('Opponents', enc-kw: 'Players'): only a lasting increase on their cards is read."""
    return m.group("payer") in ("Opponents", "Players")


def changed(m: re.Match) -> tuple[list[str], dict[str, Any]]:
    """The cost fields the sentence changes and the cards it changes them for."""
    words = m.group("group") or ""
    if m.group("quest"):
        if words:
            raise Unrecognised(m.group(0))
        return ["completion_cost"], {"kind": "quest"}
    verb = "strike with" if m.group("strike_next") else m.group("verb")
    fields = {"play": ["play_cost"], "strike with": ["strike_cost"], "play and strike with": ["play_cost", "strike_cost"]}
    if words == "NAME" and verb == "strike with":
        return fields[verb], {"this": True}  # the weapon itself
    spec = group(words, verb, bool(m.group("next") or m.group("strike_next")), m.group(0))
    return fields[verb], spec


def group(words: str, verb: str, one: bool, sentence: str) -> dict[str, Any]:
    """'allies', 'your next ally', 'other Swords', 'a melee weapon', 'allies with cost 6 or more': a
    selector of the cards (a weapon's kind is a tag, 'melee' its damage type, 205.1; 'with cost' is the
    printed cost, 403.5a). One card ('a', 'your next …') or many, as the sentence says."""
    tagged = re.fullmatch(r"(?P<tag>[Tt]otem|Pet)(?P<s>s)?", words)
    if tagged and verb == "play" and bool(tagged.group("s")) != one:
        return {"tag": tagged.group("tag").capitalize()}  # 'totems', 'your next Pet': a tag on the type line (202.1)
    m = GROUP.match(words)
    kind = m and (KIND_NAMES.get(m.group("kind") or "") or ("weapon" if m.group("tag") else None))
    plural = m and (words.endswith("s") or bool(re.search(r"s with cost", words)) or m.group("kind") == "equipment"
                    or m.group("kind") == "armor")
    if not m or not words or plural == one and m.group("kind") not in ("equipment", "armor") or \
            (m.group("a") is not None) != (one and verb == "strike with") or \
            ("strike" in verb and kind != "weapon") or (m.group("melee") and kind != "weapon"):
        raise Unrecognised(sentence)  # 'your next allies', 'to play ally', 'strike with allies': not the card's words
    spec: dict[str, Any] = {"kind": kind} if kind else {}
    if m.group("tag"):
        spec["tag"] = m.group("tag")
    if m.group("melee") and m.group("melee").lower().startswith("melee"):
        spec["damage_type"] = "melee"
    elif m.group("melee"):  # 'Ranged weapons': the Ranged slot on the type line ('Ranged (1)', 202.2), a wand's too
        if m.group("tag"):
            raise Unrecognised(sentence)
        spec["tag"] = "Ranged"
    if m.group("other"):
        spec["other"] = True
    if m.group("faction"):  # enc-effect: 'your next [Alliance] ally': the faction icon (206.1b)
        spec["faction"] = m.group("faction")
    if m.group("cost"):
        spec["cost_at_least" if m.group("bound") == "more" else "cost_at_most"] = int(m.group("cost"))
    return spec


# 'You pay 1 less to complete this quest for each ally you control', '… to play NAME for each quest you
# control', '… to complete quests for each ally in your graveyard': a cost change by a count (707.1e),
# counted as the cost is worked out, as the hand-written Return to Angrathar and Tar'gak encode it
COUNTED = re.compile(r"^You pay [\[(]?(?P<n>\d+)[\])]? less to (?:complete (?P<quest>this quest|quests)|play (?P<self>NAME|this ability)) "
                     r"for each (?P<five>five )?(?P<what>[^.,]+)\.$")
COUNTED_QUEST = "quest: its completion cost less for each card counted"
# the cards counted, beside those the conditions family reads ('ally you control', 'card in your graveyard')
COUNTED_MORE = {"ally in your graveyard": {"kind": "ally", "zone": "graveyard", "owner": "you"},
                "opposing ally in play": {"kind": "ally", "controller": "opposing"},
                "quest you control": {"kind": "quest", "controller": "you"},
                "cards in your graveyard": {"zone": "graveyard", "owner": "you"}}
DAMAGE_TYPE_ALLY = re.compile(r"^\[(?P<t>Arcane|Fire|Frost|Holy|Nature|Shadow)\] ally in your party$")


def counted_cards(words: str, per_five: bool, sentence: str) -> dict[str, Any]:
    """The cards counted: 'ally you control', '[Nature] ally in your party' (its damage type, 205.1);
    'cards in your graveyard' only after 'five' ('for each five cards')."""
    if (words == "cards in your graveyard") != per_five:
        raise Unrecognised(sentence)
    if words in COUNTED_MORE:
        return dict(COUNTED_MORE[words])
    m = DAMAGE_TYPE_ALLY.match(words)
    if m:
        return {"kind": "ally", "controller": "you", "damage_type": m.group("t").lower()}
    try:
        return shapes_conditions.counted(words)
    except Unrecognised:
        raise Unrecognised(sentence) from None


def counted_change(m: re.Match) -> Piece:
    """A reduction of this quest's completion cost, of your quests' (702.1), or of this card's play cost
    as it is played from the hand: N for each card counted (each five, 'for each five cards'), counted as
    the cost is worked out, never below 0 (707.1e); the card's own continuous power (305.2)."""
    per_five = bool(m.group("five"))
    amount: dict[str, Any] = {"count": counted_cards(m.group("what"), per_five, m.group(0)), "times": -int(m.group("n"))}
    if per_five:
        amount["per"] = 5
    if m.group("self"):
        return Piece(OWN_ABILITY_CHANGE if m.group("self") == "this ability" else LASTING_CHANGE,
                     powers=[{"continuous": {"affects": {"this": True}, "play_cost": amount}}])
    if m.group("quest") == "quests":
        return Piece(LASTING_CHANGE, powers=[{"continuous": {"affects": {"kind": "quest", "controller": "you"},
                                                             "completion_cost": amount}}])
    return Piece(COUNTED_QUEST, powers=[{"continuous": {"affects": {"this": True}, "completion_cost": amount}}])


# 'You pay 3 less to play NAME if you control a pet', '… to strike with NAME while your hero is defending':
# the card's own cost change while some card in play fits (714.3a), checked as the cost is worked out
# (707.1e), so 'if' and 'while' read alike; a condition of a count or a zone is refused, one of the turn's events is
# while_happened (enc-if, s12)
CONDITIONAL = re.compile(r"^You pay [\[(]?(?P<n>\d+)[\])]? less to (?:(?P<verb>play|strike with) NAME|play (?P<ability>this ability)) "
                         r"(?:if|while) (?P<cond>[^.]+)\.$")
CONDITION_MORE = {"you control a pet": {"tag": "Pet", "controller": "you"},  # a Pet is a tag (202.1)
                  "your hero is defending": {"kind": "hero", "controller": "you", "defending": True},
                  # enc-reward12: a card of yours in your graveyard (415.6) with the card's own name (200.1), read as the
                  # cost is worked out (714.3a); NAME becomes the card's name (shapes.named.own_name)
                  "you have a card with the same name as NAME in your graveyard":
                      {"zone": "graveyard", "owner": "you", "named": "NAME"}}


def conditional_change(m: re.Match) -> Piece:
    """This card's play cost (as it is played from the hand, 712.4) or its strike cost (303.2) is N less
    while the condition holds: ``while_exists``, read as the cost is worked out."""
    field = "strike_cost" if m.group("verb") == "strike with" else "play_cost"
    return Piece(OWN_ABILITY_CHANGE if m.group("ability") else LASTING_CHANGE,
                 powers=[{"continuous": {"affects": {"this": True}, field: -int(m.group("n")),
                                         **while_held(m.group("cond"), m.group(0))}}])


def while_held(words: str, sentence: str) -> dict[str, Any]:
    """The condition of a cost change, as ``while_exists`` (and ``while_at_least``): cards in play that fit (714.3a),
    read as the cost is worked out; a condition of a count, a zone or the turn's events is refused."""
    if words in CONDITION_MORE:
        return {"while_exists": [dict(CONDITION_MORE[words])]}
    try:
        cond = shapes_conditions.condition(words)
    except Unrecognised:
        raise Unrecognised(sentence) from None
    if only_happened(Condition.model_validate(cond)):  # enc-if (s12): 'if you played an ability this turn': this
        return {"while_happened": cond}  # turn's events (703.4), read as the cost is worked out
    if not {"exists"} <= set(cond) <= {"exists", "at_least"} or "zone" in cond["exists"]:
        raise Unrecognised(sentence)  # not cards in play
    at_least = {"while_at_least": cond["at_least"]} if cond.get("at_least", 1) > 1 else {}  # enc-reward: 'three or
    # more allies': that many cards in play fit (714.3a)
    return {"while_exists": [cond["exists"]], **at_least}


def short_named(name: str, paragraph: str) -> str:
    """enc-reward: an ally's own play cost naming it by a part of its name ('You pay 1 less to play Sarn for
    each …' on Sarn Earthtrembler): that part reads as NAME, only right after 'to play' in a cost change."""
    for run in name_parts(name):
        if re.match(rf"^You pay [\[(]?\d+[\])]? (?:less|more) to play {re.escape(run)} ", paragraph):
            return re.sub(rf"(?<=to play ){re.escape(run)}\b", "NAME", paragraph, count=1)
    return paragraph


# enc-reward: 'Pay 1 for each card in your hand to complete this quest.': a completion cost that is all a count
# (702.1), worked out as the quest is completed (707.1e): no fixed part (0), and the quest's own continuous power
# adding N for each card counted, as a 'for each' reduction takes N off (COUNTED), so that reductions and their
# minimums apply to the whole of it alike
PAY_EACH = re.compile(r"^(?:(?P<when>During your turn|On your turn)[,:] )?[Pp]ay (?:(?P<base>\d+) and an additional )?"
                      r"[\[(]?(?P<n>\d+)[\])]? for each (?P<what>[^.,]+?) to complete this quest\.$")
# enc-turn6: 'Pay 2 and an additional 1 for each …': the printed part is the quest's cost, the count added to it


def pay_each(m: re.Match) -> Piece:
    amount = {"count": counted_cards(m.group("what"), False, m.group(0)), "times": int(m.group("n"))}
    return Piece("quest: pay to complete", cost=int(m.group("base") or 0),
                 only_if={"your_turn": True} if m.group("when") else None,
                 powers=[{"continuous": {"affects": {"this": True}, "completion_cost": amount}}])


# enc-reward: 'You pay 4 less to complete this quest if you control a quest named The Key to Freedom.': the quest's
# own completion cost less while a card in play fits (714.3a), checked as the cost is worked out (707.1e), as
# CONDITIONAL reads a card's play cost; a card named by its full name (the name must be a card's, 200.1)
QUEST_IF = re.compile(r"^You pay [\[(]?(?P<n>\d+)[\])]? less to complete this quest (?:if|while) (?P<cond>[^.]+)\.$")
NAMED = re.compile(r"^you control an? (?P<kind>quest|location|ally|item|weapon|armor) named (?P<name>[A-Z][^,]+)$")
QUEST_IF_SHAPE = "quest: its completion cost less while a card fits"


def quest_if(m: re.Match) -> Piece:
    named = NAMED.match(m.group("cond"))
    if named:
        fits: list[dict[str, Any]] = [{"kind": named.group("kind"), "controller": "you", "named": named.group("name")}]
        at_least: dict[str, Any] = {}
    else:
        try:
            cond = shapes_conditions.condition(m.group("cond"))
        except Unrecognised:
            raise Unrecognised(m.group(0)) from None
        if not {"exists"} <= set(cond) <= {"exists", "at_least"} or "zone" in cond["exists"]:
            raise Unrecognised(m.group(0))  # only cards in play that fit, as CONDITIONAL
        fits, at_least = [cond["exists"]], {"while_at_least": cond["at_least"]} if cond.get("at_least", 1) > 1 else {}
    return Piece(QUEST_IF_SHAPE, powers=[{"continuous": {"affects": {"this": True}, "completion_cost": -int(m.group("n")),
                                                         "while_exists": fits, **at_least}}])


COST_SHAPES = [(CONDITIONAL, conditional_change), (CHANGE, cost_change)]
COUNTED_SHAPES = [(COUNTED, counted_change)]  # ahead of the conditions family's 'for each' (pool_shapes)
COUNTED_SHAPES += [(PAY_EACH, pay_each), (QUEST_IF, quest_if)]  # enc-reward: a quest's completion cost by a count or
# while a card fits, ahead of the conditions family's 'for each' and 'if'
COST_ALLOWED = {"ability": (ACTING_CHANGE, ONGOING_CHANGE, OWN_ABILITY_CHANGE), "ally": (LASTING_CHANGE,), "weapon": (LASTING_CHANGE,),
                "armor": (LASTING_CHANGE,), "item": (LASTING_CHANGE,), "location": (LASTING_CHANGE,),
                "quest": (COUNTED_QUEST, QUEST_IF_SHAPE)}


def paid_with_itself(kind: str, name: str, text: list[str]) -> list[str]:
    """An ally's first name as its own cost names it ('Destroy Lilnas', 'Put 2 damage on Kemistra'
    on Lilnas the Calm, Acolyte Kemistra): the word of its name right before a cost's comma or arrow,
    after 'Destroy' or 'damage on'; the card itself (200.1)."""
    if kind != "ally":
        return []
    joined = " ".join(text)
    return sorted({w for w in re.findall(r"(?:Destroy|damage on) ([A-Z][\w'’-]{2,})(?=,| ?(?:->|→|>>>))", joined)
                   if re.search(rf"\b{re.escape(w)}\b", name) and w != name})


QUEST_COST = re.compile(r"^(?:(?P<when>During your turn|On your turn)[,:] )?(?P<part>[A-Za-z][^,.]+?)(?: and pay "
                        r"\[?(?P<n>\d+)\]?)? to complete this quest\.$")


# 'On an opponent's turn: Pay 4 to complete this quest.': the quest may be completed only while the turn player
# is an opponent (a teammate's turn is not one), 701.1, 702.2
OPPONENTS_QUEST_COST = re.compile(r"^On an opponent's turn: ?[Pp]ay \[?(?P<n>\d+)\]? to complete this quest\.$")


def opponents_quest_cost(m: re.Match) -> Piece:
    return Piece("quest: pay to complete", cost=int(m.group("n")), only_if={"opponents_turn": True})


def quest_cost(m: re.Match) -> Piece:
    """'Exhaust an ally in your party and pay 2 to complete this quest', 'remove three equipment cards in
    your graveyard from the game to complete this quest': the completion cost with a part besides its
    resources (none where it says no 'pay'), read as a payment power's (702.1, 403.1: all its parts are
    paid); 'exhaust NAME': the quest exhausts itself (702.1)."""
    part = m.group("part")
    more = {"exhaust": True} if part == "Exhaust NAME" else cost_part(part)
    if "resources" in more:
        raise Unrecognised(m.group(0))
    only_if = {"your_turn": True} if m.group("when") else None  # 'on your turn', 'during your turn' (701.1)
    return Piece("quest: pay to complete", cost=int(m.group("n") or 0), only_if=only_if, more=more)


# -- a payment power a card gives others (700.3): '<who> has|have <cost> -> <effect>' -------------------
# 'Ongoing: Attached ally has [Exhaust] -> …', 'Arena allies in your party have [Exhaust] -> …': each card
# the group names has the payment power while the giving card is in play (a continuous power, 305.2, 714.3);
# 'This ally', 'This hero', 'This character' in the effect is the card that has the power (it is the one
# that uses it, 701.1), the card language's ``this`` in a power gained
GRANT = re.compile(r"^(?P<who>Attached ally|Attached hero|Your hero|Friendly heroes and allies|(?P<tag>Arena) allies in your party|"
                   r"\[?(?P<dt>Arcane|Fire|Frost|Holy|Nature|Shadow)\]? allies in your party) (?:has|have) (?P<cost>.+)$")
GRANTED_TO = {"Attached ally": {"host": True}, "Attached hero": {"host": True},  # enc-turn3: a hero host (400.4)
              "Your hero": {"kind": "hero", "controller": "you"},
              "Friendly heroes and allies": {"kind": "character", "controller": "you"}}
GRANTED_SELF = re.compile(r"\bThis (?:ally|hero|character)\b")
GRANTED = "a payment power given to other cards"
ONGOING_GRANTED = "ongoing: a payment power given to other cards"


def granted(cost: str) -> tuple[dict[str, Any] | None, str]:
    """The cards given the power and the cost left of the arrow; (None, cost) where no group has it."""
    m = GRANT.match(cost)
    if not m:
        return None, cost
    if m.group("tag"):
        return {"kind": "ally", "controller": "you", "tag": m.group("tag")}, m.group("cost")
    if m.group("dt"):  # a damage type on the card's line (205.1): '[Nature] allies'
        return {"kind": "ally", "controller": "you", "damage_type": m.group("dt").lower()}, m.group("cost")
    return dict(GRANTED_TO[m.group("who")]), m.group("cost")


def granted_effect(effect: str) -> str:
    """The effect of a power given to others, 'This ally' read as the card that has it; the giving card's own
    name in it (NAME) would be another card than the one using the power, and is refused."""
    if "NAME" in effect or re.search(r"\b(?:this|that) (?:ally|hero|character)\b|\bit(?:self|s)?\b", effect):
        raise Unrecognised(f"a payment power given to other cards, naming a card the tool can't tell: {effect}")
    return GRANTED_SELF.sub("NAME", effect)


def grant(who: dict[str, Any], power: dict[str, Any], ongoing: bool) -> Piece:
    """The continuous power giving the payment power; an Ongoing ability's while it is in play (305.2),
    the attached card's as 'ongoing: the attached card has' (its host, 305.2a)."""
    stat = {"affects": who, "gain_powers": [{"payment": power}]}
    if ongoing:
        return Piece("ongoing: the attached card has" if who.get("host") else ONGOING_GRANTED, ongoing=stat)
    if who.get("host"):
        raise Unrecognised("'attached ally' with no 'Ongoing:' before it")
    return Piece(GRANTED, powers=[{"continuous": stat}])


for _kind in ("ally", "item", "location", "weapon", "armor"):
    COST_ALLOWED[_kind] = COST_ALLOWED.get(_kind, ()) + (GRANTED,)
COST_ALLOWED["ability"] += (ONGOING_GRANTED,)
