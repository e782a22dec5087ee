"""What every family of sentence shapes shares (``tools/pool_shapes.py`` and the modules beside this
one): the words of the grammar, the piece a sentence adds to a card, and the refusal of a part no
shape fits."""
from __future__ import annotations

import copy
import json
import re
from functools import lru_cache
from pathlib import Path
from typing import Any

from adjudicator.cards.model import mappings as nested_dicts  # noqa: F401  (every dict of an encoding)

NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7}  # enc-eff (s9): seven
TYPES = ("arcane", "fire", "frost", "holy", "nature", "shadow")
DAMAGE_TYPES = TYPES + ("melee", "ranged")
KEYWORDS = {"protector": "Protector", "elusive": "Elusive", "ferocity": "Ferocity", "long-range": "Long-Range",
            "long range": "Long-Range", "stealth": "Stealth", "untargetable": "Untargetable",
            # set keywords the engine reads by name, or the card language spells out (adjudicator/cards/keywords.py)
            "time is money": "Time is Money", "conspicuous": "Conspicuous", "shadowmeld": "Shadowmeld",
            "trap": "Trap", "inspiring presence": "Inspiring Presence", "hardiness": "Hardiness",
            "war stomp": "War Stomp", "find treasure": "Find Treasure", "sentinel": "Sentinel", "harmonize": "Harmonize",
            "smash": "Smash", "escape artist": "Escape Artist",
            "eternal": "Eternal"}  # enc-kw (shapes/keywords_late.py)
NUMBERED = {"mend": "Mend"}  # 'Mend 2': a keyword with a number, spelled out by the card language
KEYWORD_WORDS = r"(?i:protector|elusive|ferocity|long[- ]range|stealth|untargetable)"  # engine keywords (602.2, …)
WHO = r"(?:(?P<rel>opposing|friendly) )?(?P<exhausted>exhausted )?(?P<kind>hero or ally|ally|hero)(?P<yours> you control)?"
KINDS = {"hero or ally": "character", "ally": "ally", "hero": "hero"}
N = r"(?P<n>a|one|two|three|four|five|six|seven|\d+)"  # a number, in words or digits


class Unrecognised(Exception):
    """The part of a card's text (or facts) that no shape fits."""

    def __init__(self, part: str):
        super().__init__(part)
        self.part = part


def replaced(value: Any, old: Any, new: Any) -> Any:
    """``value`` with each part equal to ``old`` replaced by a copy of ``new`` (selectors in a power's data)."""
    if value == old:
        return copy.deepcopy(new)
    if isinstance(value, dict):
        return {k: replaced(v, old, new) for k, v in value.items()}
    if isinstance(value, list):
        return [replaced(v, old, new) for v in value]
    return value


def occurrences(value: Any, old: Any) -> int:
    """How many parts of ``value`` equal ``old`` (the ones ``replaced`` would replace)."""
    if value == old:
        return 1
    if isinstance(value, dict):
        return sum(occurrences(v, old) for v in value.values())
    return sum(occurrences(v, old) for v in value) if isinstance(value, list) else 0


def name_parts(name: str) -> list[str]:
    """Every run of consecutive words of a card's name but the whole name, longest first: the parts a
    card's text may name it by ('Xanata' of Xanata the Lightsworn, 'Fungus Face')."""
    words = [w for w in re.split(r",? ", name) if w]
    runs = {" ".join(words[i:j]) for i in range(len(words)) for j in range(i + 1, len(words) + 1)}
    return sorted((r for r in runs if r != name and len(r) > 2 and r[0].isupper()), key=lambda r: (-len(r), r))


def first_match(table, words: str, what: str) -> Any:
    """What the first (pattern, build) of the table whose pattern matches the words builds from the
    match; Unrecognised, naming ``what``, if none does."""
    for pattern, build in table:
        m = pattern.match(words)
        if m:
            return build(m)
    raise Unrecognised(f"{what}: {words}")


def number(word: str) -> int:
    return int(word) if word.isdigit() else NUMBERS[word.lower()]


class Piece:
    """What one sentence adds to a card: fields, powers, targets and effects, and its shape's name."""

    def __init__(self, shape: str, **parts: Any):
        self.shape = shape
        self.parts = parts


def target(m: re.Match) -> dict[str, Any]:
    spec = {"kind": KINDS[m.group("kind").lower()]}
    if m.group("rel") and m.group("yours"):
        raise Unrecognised(m.group(0))
    if m.group("rel") or m.group("yours"):
        spec["controller"] = m.group("rel").lower() if m.group("rel") else "you"
    if m.group("exhausted"):  # 'target exhausted ally' (411)
        spec["fits"] = {"exhausted": True}
    return spec




def stat_change(what: str) -> dict[str, Any]:
    """'+2/+1', '+2 ATK', '+3 health', engine keywords, or several of them ('+2 / +2 and Mend 1')."""
    m = re.fullmatch(r"Assault (\d+)", what)
    if m:  # +N ATK during its controller's own turns
        return {"atk": int(m.group(1)), "during": "your-turn", "gain_keywords": [f"Assault {m.group(1)}"]}
    stat: dict[str, Any] = {}
    for part in re.split(r"\s*,\s*(?:and )?|\s+and\s+", what):  # '+2 / +2 and Mend 1', 'Protector and Mend 1'
        got = stat_part(part)
        if got is None or (set(got) & set(stat)) - {"gain_keywords"}:
            raise Unrecognised(what)
        stat = {**stat, **got, "gain_keywords": stat.get("gain_keywords", []) + got.get("gain_keywords", [])}
    return {k: v for k, v in stat.items() if v != []}


def stat_part(part: str) -> dict[str, Any] | None:
    """One part of what a card has: a stat change or a keyword the engine knows (Assault only alone)."""
    m = re.fullmatch(r"\+(\d+) ?/ ?\+(\d+)", part)
    if m:
        return {"atk": int(m.group(1)), "health": int(m.group(2))}
    m = re.fullmatch(r"\+(\d+) (ATK|health)", part)
    if m:
        return {m.group(2).lower(): int(m.group(1))}
    m = re.fullmatch(r"(\w+) (\d+)", part)
    if m and m.group(1).lower() in NUMBERED:
        return {"gain_keywords": [f"{NUMBERED[m.group(1).lower()]} {int(m.group(2))}"]}
    return {"gain_keywords": [KEYWORDS[part.lower()]]} if part.lower() in KEYWORDS else None

# the tags named as a noun on their own ('a Form', 'one of your Totems', 'the number of Curses you control'): a card
# with a number tag counts as it (202.2)
NOUN_TAGS = ("Aspect", "Aura", "Blessing", "Curse", "Disease", "Form", "Presence", "Seal", "Shout", "Stance", "Sting",
             "Totem")

# The races and classes a group may name (206.1a): a capitalised word before 'allies' is read as a
# trait only if it is one of these ('Other', 'This', a lost icon's 'Fire' are not traits)
TRAITS = ("Death Knight", "Druid", "Hunter", "Mage", "Paladin", "Priest", "Rogue", "Shaman", "Warlock", "Warrior",
          "Human", "Dwarf", "Gnome", "Night Elf", "Draenei", "Worgen", "Orc", "Troll", "Tauren", "Undead",
          "Blood Elf", "Goblin", "Pandaren", "Demon", "Dragonkin", "Elemental", "Murloc", "Beast", "Ogre", "Naga",
          "Satyr", "Tol'vir", "Furbolg", "Gnoll", "Mechanical", "Scourge", "Vrykul", "Broken", "Ethereal")


def pool_traits() -> frozenset[str]:
    """Every trait a hero or ally of the pool carries (data/cards: facts, no text): a capitalised noun said alone
    ('a Ghoul you control') is read as a trait only if some character has it (206.1a), never guessed ('a Gizmo')."""
    return traits_of(("hero", "ally"))


@lru_cache(maxsize=2)
def traits_of(kinds: tuple[str, ...]) -> frozenset[str]:
    """Every trait a card of these kinds carries in the pool (enc-if3: an ability's talent, 'Holy')."""
    found: set[str] = set()
    for path in (Path(__file__).resolve().parents[2] / "data" / "cards").glob("*.json"):
        cards = json.loads(path.read_text(encoding="utf-8")).get("cards")
        for card in cards if isinstance(cards, list) else []:  # sets.json, names.json: no cards
            if card.get("type") in kinds:
                found.update(card.get("traits") or [])
    return frozenset(found)


def joined_pairs(parts: list[str], first: re.Pattern[str], second: re.Pattern[str]) -> list[str]:
    """The sentences, each one that fits ``second`` run into the one before it when that one fits ``first``: two
    printed sentences read as one by a shape (look_discard, steal_ability)."""
    out: list[str] = []
    for s in parts:
        if out and second.match(s) and first.match(out[-1]):
            out[-1] += " " + s
        else:
            out.append(s)
    return out
