"""A card's printed information as the deck rules read it: its trait icons (206.1a, 206.1b), a
hero's traits (206.1), neutral cards (206.1d) and the cards a Deckbuilding entry names (100.2d)."""
from __future__ import annotations

from ..cards.model import CardDefinition, CardMatch
from ..cards.talents import is_a_talent

CLASSES = frozenset({"Death Knight", "Druid", "Hunter", "Mage", "Paladin", "Priest", "Rogue", "Shaman",
                     "Warlock", "Warrior"})  # the ten class icons (206.1a)


def class_icons(card: CardDefinition) -> set[str]:
    """Class icons outside the text box; a hero's class on its type line is also its icon (206.1a)."""
    icons = set(card.classes)
    if card.type == "hero":
        icons |= CLASSES & set(card.traits)
    return icons


def faction_icons(card: CardDefinition) -> set[str]:
    return {card.faction} if card.faction else set()


def hero_traits(hero: CardDefinition) -> set[str]:
    """The hero's traits (206.1): race, class, talent spec, treachery on its type line, and faction."""
    return set(hero.traits) | class_icons(hero) | faction_icons(hero)


def is_neutral(card: CardDefinition) -> bool:
    """206.1d: no trait of any kind."""
    return not (card.faction or card.classes or card.traits)


def kinds(card: CardDefinition) -> set[str]:
    """The selector kinds a card is: its type, and "character" or "equipment" (card-format)."""
    groups = {"hero": "character", "ally": "character", "weapon": "equipment", "armor": "equipment",
              "item": "equipment"}
    return {"card", card.type, *card.also_types} | ({groups[card.type]} if card.type in groups else set())


def matches(m: CardMatch, card: CardDefinition) -> bool:
    """Does a Deckbuilding entry name this card? Every field given must fit."""
    checks = ((m.kind, lambda k: k in kinds(card)), (m.named, lambda n: n == card.name),
              (m.faction, lambda f: f in faction_icons(card)), (m.class_icon, lambda c: c in class_icons(card)),
              (m.trait, lambda t: t in card.traits), (m.tag, lambda t: t in card.tags),
              (m.talent or None, lambda _: is_a_talent(card)))
    return all(value is None or test(value) for value, test in checks)


def describe(m: CardMatch) -> str:
    """ "Alliance cards", "[Mage] abilities", "allies named Hogger"."""
    words = [w for w in (m.faction, m.class_icon and f"[{m.class_icon}]", m.trait, m.tag, m.talent and "Talent") if w]
    kind = {"ally": "allies"}.get(m.kind or "card", f"{m.kind or 'card'}s")
    return " ".join(words + [kind]) + (f" named {m.named}" if m.named else "")
