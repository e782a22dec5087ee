"""Card parts (200–206) as the engine reads them: a card's cost (201), the tags on its type line
(202), its damage types (205). One place for each reading, so that everything that reads a card
part reads it the same way and can say which rule decided it."""
from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING


if TYPE_CHECKING:
    from ..cards.model import CardDefinition, Selector

# 202.1a: the only tags of more than one word; every other tag is a single word.
MULTI_WORD_TAGS = frozenset({
    "Air Totem", "Black Dragon", "Blood Elf", "Carrion Bird", "Death Knight", "Earth Elemental", "Earth Totem",
    "Fel Orc", "Fire Elemental", "Fire Totem", "Fishing Pole", "Flight Master", "Frost Wyrm", "Gryphon Rider",
    "High Chieftain", "Naga Distiller", "Night Elf", "Pit Lord", "Repair Bot", "Shadow Hunter", "Spectral Tiger",
    "Spore Bat", "Trade Prince", "Two-Headed Ogre", "Warp Stalker", "Water Totem", "Wind Rider", "Wind Serpent"})

NUMBERED = re.compile(r"^(?P<tag>.+?) \((?P<n>\d+)\)$")  # 202.2: a tag followed by a number in parentheses


@lru_cache(maxsize=4096)  # the tags of the cards: few, and read at every selector with a trait or tag
def tag_parts(tag: str) -> tuple[str, int | None]:
    """202.2: "Pet (1)" is the tag Pet with the number 1; "Raptor" has no number."""
    m = NUMBERED.match(tag)
    return (m["tag"], int(m["n"])) if m else (tag, None)


NUMBERED_KEYWORD = re.compile(r"^(?P<keyword>.+?) (?P<n>\d+)$")  # "Assault 2", "Mend 1": a keyword with its number


def has_keyword(keywords, wanted: str) -> bool:
    """Does a card with these keywords have ``wanted``? A keyword power with a number (700.1:
    "Assault 2") is that keyword: "an attacker with Assault" fits Assault 2; "Assault 2" fits only
    itself."""
    return wanted in keywords or any((m := NUMBERED_KEYWORD.match(k)) is not None and m["keyword"] == wanted
                                     for k in keywords)


def counts_as(tags, wanted: str) -> tuple[str, ...] | None:
    """Does a card with these tags (or ally types, traits) count as having ``wanted``? None if not;
    otherwise the rules that decided it: () for the tag itself, 202.2 through a numbered tag's
    plain name ("Pet (1)" is a Pet), 202.1a and 202.1b as the last word of a multi-word tag ("Fire
    Totem" is a Totem, "Fel Orc" an Orc; never the first word: a Fel Orc is no Fel). A view's
    traits (a frozen set) are answered once per set and ``wanted`` (_counted_as)."""
    if type(tags) is frozenset:
        return _counted_as(tags, wanted)
    return _counts_as(tags, wanted)


@lru_cache(maxsize=8192)  # the views' sets of traits are frozen and few: the cards' own, and those modifiers give
def _counted_as(tags: frozenset, wanted: str) -> tuple[str, ...] | None:
    return _counts_as(sorted(tags), wanted)  # in a set order of its own, so that the answer is the same for equal sets


def _counts_as(tags, wanted: str) -> tuple[str, ...] | None:
    best = None
    for tag in tags:
        plain, number = tag_parts(tag)
        numbered = ("202.2",) if number is not None else ()
        if plain == wanted:
            return numbered
        if " " in plain and plain.split()[-1] == wanted:  # later sets print multi-word tags 202.1a doesn't list
            best = (*(("202.1a",) if plain in MULTI_WORD_TAGS else ()), "202.1b", *numbered)
    return best


def printed_cost(definition: CardDefinition) -> int:
    """201.1: the play cost printed on the card, which is what a link or modifier reads; 201.2: a
    quest or a location shows no cost and its cost is 0 (so does a card with no cost, 104.2). The
    X of a cost is 0 here, off the chain (201.3)."""
    if definition.type in ("quest", "location"):
        return 0
    return definition.cost or 0


def cost_rules(definition: CardDefinition) -> tuple[str, ...]:
    """The rules that give a card the cost a selector or a target description reads."""
    return ("201.1", "201.2") if definition.type in ("quest", "location") else ("201.1",)


CLASSES = {"Death Knight", "Druid", "Hunter", "Mage", "Paladin", "Priest", "Rogue", "Shaman", "Warlock", "Warrior"}


def reading_rules(sel: Selector, definitions=()) -> list[str]:
    """The card-part rules that decide which cards ``sel`` picks, for cards with these printed
    ``definitions`` (the ones it picked): self-reference (200.1) and "named" (200.2), costs (201),
    tags and ally types with their multi-word and numbered forms (202.1, 202.1a, 202.1b, 202.2),
    "[icon] cards" (205.1b), class and faction (206.1a, 206.1b). A nested selector (not, all,
    any) adds its own. Nothing is read of cards it did not pick."""
    definitions = list(definitions)
    if not definitions:
        return []
    found: list[str] = []
    if sel.this:
        found.append("200.1")
    if sel.named is not None:
        found.append("200.2")
    if sel.cost is not None or sel.cost_at_most is not None or sel.cost_at_least is not None or sel.cost_below_this:
        found += ["201.1", *(["201.2"] if any(d.type in ("quest", "location") for d in definitions) else [])]
    for wanted, field in ((sel.tag, "tags"), (sel.trait, "traits")):
        if wanted is None:
            continue
        if field == "tags" or any(d.type != "hero" for d in definitions):  # a hero's traits: 206.1
            found.append("202.1")
        for d in definitions:
            found += counts_as(getattr(d, field), wanted) or ()
    if sel.damage_type is not None:
        found.append("205.1b")
    if sel.class_icon is not None or sel.trait in CLASSES:
        found.append("206.1a")
    if sel.faction is not None:
        found.append("206.1b")
    if sel.atk_at_least is not None or sel.atk_at_most is not None:  # 'an ally with 6 or more ATK': its ATK as it now is
        found.append("205.1")
    for inner in [sel.not_, *(sel.all_ or []), *(sel.any_ or [])]:
        if inner is not None:
            found += reading_rules(inner, definitions)
    return list(dict.fromkeys(found))


NOTEWORTHY = ("200.2", "201.2", "202.1b", "202.2", "205.1b")  # readings worth a sentence of their own


_MAY_DESCRIBE: dict[int, tuple] = {}  # id(selector) → (the selector, may_describe): selectors are frozen


def may_describe(sel: Selector) -> bool:
    """Could ``describe_reading`` say anything of cards ``sel`` picked, whichever they are? Only if it
    reads a name (200.2), a cost (201.2), a tag or trait (202.1b, 202.2) or a damage type (205.1b), or
    nests a selector that may: reading_rules finds a NOTEWORTHY rule from nothing else. Read once per
    selector, so that a selector that can't needs no picking to say so (performers.say_reading)."""
    found = _MAY_DESCRIBE.get(id(sel))
    if found is None or found[0] is not sel:  # the selector is kept: its id is not reused
        inner = [sel.not_, *(sel.all_ or []), *(sel.any_ or [])]
        may = (sel.named is not None or sel.cost is not None or sel.cost_at_most is not None
               or sel.cost_at_least is not None or bool(sel.cost_below_this) or sel.tag is not None
               or sel.trait is not None or sel.damage_type is not None
               or any(may_describe(s) for s in inner if s is not None))
        found = _MAY_DESCRIBE[id(sel)] = (sel, may)
    return found[1]


def describe_reading(sel: Selector, cards) -> tuple[str, list[str]] | None:
    """A sentence saying how the printed parts of the cards ``sel`` picked made them fit, when
    a reading beyond the plain words decided it ("named", a multi-word or numbered tag, an "[icon]
    card", a quest's cost of 0), with its rules; None when nothing of the kind was read."""
    rules = reading_rules(sel, [c.definition for c in cards])
    if not any(r in rules for r in NOTEWORTHY):
        return None
    phrases = []
    if sel.named is not None:
        phrases.append(f'"named {sel.named}" means every card with that name, not only the card with the power')
    for wanted, field in ((sel.tag, "tags"), (sel.trait, "traits")):
        for card in cards if wanted is not None else []:
            tag = next((t for t in getattr(card.definition, field) if counts_as([t], wanted)), None)
            how = counts_as([tag], wanted) if tag is not None else None
            if how and "202.1b" in how:
                phrases.append(f'{card} counts as a {wanted}: "{tag}" is one multi-word tag, and such a tag counts as '
                               "its last word")
            elif how:
                phrases.append(f'{card}\'s "{tag}" is the tag {wanted} with a number after it')
    if sel.damage_type is not None:
        phrases.append(f"a {sel.damage_type} card is a card with the {sel.damage_type} damage type")
    for card in cards if "201.2" in rules else []:
        if card.definition.type in ("quest", "location"):
            phrases.append(f"{card} is a {card.definition.type}, whose cost is 0")
    return "; ".join(dict.fromkeys(phrases)), rules


def ally_types(library) -> frozenset[str]:
    """202.4: the ally types of the game's cards: the tags after the long dash of each printed ally
    (its `traits`), and the tags a token is stated to have as it is created, Arena aside."""
    found = set()
    for d in library:
        if d.type == "ally" or "ally" in d.also_types:
            found.update(d.traits)
    for tokens in library.token_makers().values():
        for m in tokens:
            if m.kind == "ally":
                found.update([m.put_token, *m.traits])
    return frozenset(found - {"Arena"})


def ally_type_problem(library, chosen: str) -> str | None:
    """202.4: why ``chosen`` can't be chosen as an ally type, or None. A multi-word tag may be
    chosen whole; one of its words only if that word is itself an ally type."""
    if chosen in ally_types(library):
        return None
    whole = sorted(t for t in MULTI_WORD_TAGS if chosen in t.split())
    if whole:
        return (f"{chosen} is only a part of the multi-word tag{'s' if len(whole) > 1 else ''} {', '.join(whole)}, and "
                f"a part may be chosen only if it is itself an ally type; no ally has the type {chosen}")
    return f"no ally or ally token of the game has the ally type {chosen}"


def object_names(library) -> dict[str, str]:
    """200.3: the names that cards and objects of the game use, each with what uses it: every
    card's name, and the name a token is created with (its given name, or its tag, 404.2)."""
    found = {name: "a card has that name" for name in library.cards}
    for name, tokens in library.token_makers().items():
        for m in tokens:
            if m.name_chosen is None:
                found.setdefault(m.name or m.put_token, f"the tokens {name} puts into play have that name")
    return found
