"""The cost of a payment power, left of its arrow (701.1): each part the tool reads, mapped to the
card language's Cost as the hand-written cards encode it; and the cost changes the cards' text
names ("You pay N less to …", 707.1e), read by ``cost_change``."""
from __future__ import annotations

import re
from typing import Any, Callable

from shapes.base import KEYWORD_WORDS, N, Piece, Unrecognised, number

# '[On your turn:] cost -> effect': the phrase before a colon restricts when it may be used (701.1)
ARROW = re.compile(r"^(?:(?P<when>On your turn|During your turn): ?)?(?P<cost>[^.:>→]*?) ?(?:->|→|>>>) ?(?P<effect>.+)$")
ONLY_YOUR_TURN = re.compile(r"^Use only (?:on|during) your turn\.$")
CLASSES = ("Death Knight", "Druid", "Hunter", "Mage", "Paladin", "Priest", "Rogue", "Shaman", "Warlock", "Warrior")
YOURS = r"(?:you control|in your party)"
# a character's race or class on its type line (206.1a), one capitalised word: 'a Dragonkin you control'
TRAIT = r"(?P<trait>(?!Hero\b|Ally\b|Totem\b|Monster\b|Token\b|Unique\b)[A-Z][a-z]+)"
CARD_KINDS = {"ability": "ability", "ally": "ally", "equipment": "equipment"}
COST_PARTS: list[tuple[re.Pattern, dict[str, Any]]] = [
    (re.compile(r"^(?:\[Exhaust\]|\{exhaust\}|\[ACT\])$", re.I), {"exhaust": True}),  # exhaust this card (701.3)
    (re.compile(r"^Flip NAME(?: face down)?$"), {"flip": True}),                # flip this hero (301.2)
    (re.compile(r"^Destroy (?:NAME|this ability)$"), {"destroy": True}),      # destroy this card (415.9c)
    (re.compile(r"^Remove NAME from the game$"), {"remove": True}),             # remove this card (415.7a)
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
]


def cost_part(part: str) -> dict[str, Any]:
    """One part of a cost, its parts separated by commas (403.1: all are paid together)."""
    if re.fullmatch(r"\d+|\[\d+\]|\(\d+\)", part):
        return {"resources": int(part.strip("[]()"))}  # (N): exhaust that many resources (403.5b)
    for pattern, parsed in COST_PARTS:
        if pattern.match(part):
            return {k: dict(v) if isinstance(v, dict) else v for k, v in parsed.items()}
    for read in (discard, with_trait, from_graveyard, damage):
        found = read(part)
        if found is not None:
            return found
    m = re.fullmatch(rf"Remove {N} (?P<c>[a-z]+) counters?(?: from NAME)?", part)
    if m:  # remove that many named counters from this card (404.1a)
        return {"remove_counters": {"named": m.group("c"), "count": number(m.group("n"))}}
    raise Unrecognised(f"a payment power's cost: {part or '(an icon the data set lost)'}")


def discard(part: str) -> dict[str, Any] | None:
    """'Discard a Mage': a card with that class icon (206.1a), as the hand-written Thaka Deadeye;
    'discard an ability card': a card of that kind (415.9d)."""
    m = re.fullmatch(rf"[Dd]iscard an? (?P<c>{'|'.join(CLASSES)})(?: card)?", part)
    if m:
        return {"discard": {"fits": {"class_icon": m.group("c")}}}
    m = re.fullmatch(r"[Dd]iscard an? (?P<k>ability|ally|equipment)(?: card)?", part)
    return {"discard": {"fits": {"kind": CARD_KINDS[m.group("k")]}}} if m else None


def with_trait(part: str) -> dict[str, Any] | None:
    """'Exhaust a Rogue you control': a ready hero or ally of yours with that trait (411.1); 'destroy
    a Dragonkin you control': an ally (a hero is never destroyed, 415.9c), both picked as the cost is
    paid (707.1e)."""
    m = re.fullmatch(rf"(?P<verb>[Ee]xhaust|[Dd]estroy) an? {TRAIT} {YOURS}", part)
    if not m:
        return None
    exhaust = m.group("verb").lower() == "exhaust"
    return {"exhaust_one" if exhaust else "destroy_one": {"kind": "character" if exhaust else "ally",
                                                           "controller": "you", "trait": m.group("trait")}}


def from_graveyard(part: str) -> dict[str, Any] | None:
    """'Remove an ability card in your graveyard from the game' (415.7a): known to the effect as removed."""
    m = re.fullmatch(r"[Rr]emove an? (?P<k>ability|ally|equipment) card in your graveyard from the game", part)
    return {"remove_from_graveyard": {"fits": {"kind": CARD_KINDS[m.group("k")]}}} if m else None


def damage(part: str) -> dict[str, Any] | None:
    """'Put 2 damage on NAME' (or 'on her', the card itself) and 'put 1 damage on your hero': damage
    put, not dealt (405.3), on this card or on the card damage_on names."""
    m = re.fullmatch(r"[Pp]ut (?P<n>\d+) damage on (?P<on>NAME|him|her|it|your hero)", part)
    if not m:
        return None
    on = {"damage_on": {"kind": "hero", "controller": "you"}} if m.group("on") == "your hero" else {}
    return {"put_damage": int(m.group("n")), **on}


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
           effects_of: Callable[[list[Piece], list[dict[str, Any]]], list[dict[str, Any]]]) -> Piece:
    """'Reward: <effect>': the quest's reward power's effect, read by the same shapes as an ability's
    (709), its targets chosen as the quest is completed and its reward joins the chain (702.2, 706.1)."""
    effect = m.group("effect")
    inner = read(effect[0].upper() + effect[1:])
    if "effects" not in inner.parts or inner.parts.get("same_target"):
        raise Unrecognised(f"a quest reward with the shape '{inner.shape}'")
    targets: list[dict[str, Any]] = []
    effects = effects_of([inner], targets)
    return Piece(REWARD_SHAPE, reward=effects, reward_targets=targets, inner=[f"quest reward: {inner.shape}"])
