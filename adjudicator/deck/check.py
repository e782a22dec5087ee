"""The deck checks of 100.1–100.4, with the trait definitions of 206.1 and the Master Hero rule
301.4: each problem with the rule that forbids it and the line of the card, plus the rules the
check applied (what the coverage report counts as "fired" by the deck checker)."""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Iterable

from ..cards.model import CardDefinition, CardMatch, Deckbuilding
from ..cards.talents import keeps_out, kept_out
from ..rules.numbers import sort_key
from .facts import CLASSES, class_icons, describe, faction_icons, hero_traits, is_neutral, matches
from .load import LoadedDeck, Loc, Slot

MINIMUM = {"constructed": 60, "limited": 30}  # 100.1
SIDE_DECK = 10  # a Constructed side deck (100.3)
COPIES = 4  # cards with one name in a Constructed deck (100.4)
RULES = ("100.1", "100.2", "100.2a", "100.2b", "100.2c", "100.2d", "100.2e", "100.3", "100.4",
         "206.1", "206.1a", "206.1b", "206.1d", "301.4")  # every rule the checker can apply
CARD_RULES = ("100.2", "100.2a", "100.2b", "100.2d", "301.4")  # the rules that keep one card out of a deck (fits)


@dataclass(frozen=True)
class Problem:
    rule: str  # the rule the deck breaks
    loc: Loc
    message: str
    see: tuple[str, ...] = ()  # rules that define what the message relies on (206.1a …)


@dataclass
class Report:
    loaded: LoadedDeck
    problems: list[Problem]
    applied: set[str]

    @property
    def legal(self) -> bool:
        return not self.problems

    def located(self) -> list[tuple[int, int, Problem]]:
        """The problems with their line and column, in file order."""
        found = [(*self.loaded.doc.locate(p.loc), p) for p in self.problems]
        return sorted(found, key=lambda x: (x[0], x[1], sort_key(x[2].rule), x[2].message))

    def rules_applied(self) -> list[str]:
        return sorted(self.applied, key=sort_key)

    def lines(self, shown: str) -> list[str]:
        return [f"{shown}:{line}:{col}: rule {p.rule}: {p.message}" + (f" (see {', '.join(p.see)})" if p.see else "")
                for line, col, p in self.located()]

    def summary(self, shown: str) -> str:
        d = self.loaded
        sizes = f"{_total(d.main)} cards" + (f", side deck {_total(d.side)}" if d.side is not None else "")
        verdict = "legal" if self.legal else f"illegal ({_plural(len(self.problems), 'problem')})"
        return f"{shown}: {verdict}: {d.deck.format.capitalize()}, hero {d.hero.name}, {sizes}"

    def to_json(self, shown: str) -> dict:
        d = self.loaded
        return {
            "path": shown, "legal": self.legal, "format": d.deck.format, "hero": d.hero.name,
            "main_deck": _total(d.main), "side_deck": None if d.side is None else _total(d.side),
            "problems": [{"line": line, "col": col, "rule": p.rule, "see": list(p.see), "message": p.message}
                         for line, col, p in self.located()],
            "rules_applied": self.rules_applied(),
        }


def check(deck: LoadedDeck) -> Report:
    c = _Checker(deck)
    c.hero()
    c.size(deck.main, ("main_deck",), "the main deck")
    for slot in c.registered():
        c.legal(slot)
    c.reputation()
    c.talents()
    c.master_heroes(deck.main)
    c.copies()
    c.side_deck()
    c.swaps()
    return Report(deck, c.problems, c.applied)


def fits(hero: CardDefinition, card: CardDefinition) -> bool:
    """Whether ``card`` may go into ``hero``'s deck by itself: the verdict the checker's one-card
    rules (CARD_RULES) reach in ``_Checker.legal`` for a card of the deck, without building the
    messages of a deck report. For asking it of many cards (random play's deck builder)."""
    if _plain_hero(card):
        return False  # 100.2, 301.4
    rules = hero.deckbuilding
    if rules is not None:  # 100.2d
        if _forbidding(rules, card):
            return False
        if _allowing(rules, card):
            return True
    classes, factions = class_icons(card), faction_icons(card)  # 100.2a
    if classes and _clash(classes, class_icons(hero)) or factions and _clash(factions, faction_icons(hero)):
        return False
    return card.hero_required is None or not _lacks(hero, card.hero_required)  # 100.2b


# The one-card rules, shared by the checker and ``fits``.
def _plain_hero(card: CardDefinition) -> bool:
    """A hero card that is not a Master Hero: not a card of a deck (100.2, 301.4)."""
    return card.type == "hero" and not card.master_hero


def _forbidding(rules: Deckbuilding, card: CardDefinition) -> CardMatch | None:
    """The first entry of a Deckbuilding forbid list that ``card`` matches, if any (100.2d)."""
    return next((m for m in rules.forbid if matches(m, card)), None)


def _allowing(rules: Deckbuilding, card: CardDefinition) -> bool:
    return any(matches(m, card) for m in rules.allow)


def _clash(icons: set[str], hero_icons: set[str]) -> bool:
    """A card's icons of one kind, none of which the hero has (100.2a)."""
    return not icons & hero_icons


def _lacks(hero: CardDefinition, trait: str) -> bool:
    """The hero lacks the trait a Hero Required card asks for (100.2b, 206.1)."""
    return trait not in hero_traits(hero)


@dataclass
class _Checker:
    d: LoadedDeck
    problems: list[Problem] = field(default_factory=list)
    applied: set[str] = field(default_factory=set)

    def apply(self, *rules: str) -> None:
        self.applied.update(rules)

    def problem(self, rule: str, loc: Loc, message: str, *see: str) -> None:
        self.apply(rule, *see)
        self.problems.append(Problem(rule, loc, message, see))

    def registered(self) -> list[Slot]:
        """The cards that must be legal for the main deck: in Constructed the side deck's too
        (100.3); in Limited the side deck is the rest of the pool, and only what a swap brings
        into the main deck must be legal."""
        if self.constructed:
            return self.d.main + (self.d.side or [])
        return self.d.main + [s for _, into in self.d.swaps for s in into]

    def line(self, slot: Slot) -> int:
        return self.d.doc.locate(slot.loc)[0]

    @property
    def constructed(self) -> bool:
        return self.d.deck.format == "constructed"

    # --- the hero and the deck's size -------------------------------------------------------
    def hero(self) -> None:
        if self.d.hero.master_hero:
            self.problem("301.4", ("hero",), f"{self.d.hero.name} is a Master Hero: it goes into the main deck, and "
                                             "the game starts with another hero")

    def size(self, cards: list[Slot], loc: Loc, what: str) -> None:
        """100.1: a minimum size; the hero is not part of the deck, a Master Hero is."""
        self.apply("100.1")
        n, need = _total(cards), MINIMUM[self.d.deck.format]
        if n < need:
            masters = sum(s.count for s in cards if s.card.master_hero)
            counted = f", counting {_plural(masters, 'Master Hero')}" if masters else ""
            self.problem("100.1", loc, f"{what} has {_plural(n, 'card')}{counted}; a {self.d.deck.format.capitalize()} "
                                       f"deck needs at least {need} (the hero, {self.d.hero.name}, is not part of it)")

    # --- legal cards (100.2) ----------------------------------------------------------------
    def legal(self, slot: Slot) -> None:
        self.apply("100.2")
        card = slot.card
        if _plain_hero(card):
            return self.problem("100.2", slot.loc, f"{card.name} is a hero card: of the heroes, only a Master Hero "
                                                   "goes into a deck", "301.4")
        if card.master_hero:
            self.apply("301.4")
        if self.deckbuilding(slot):
            return
        self.icons(slot)
        self.hero_required(slot)

    def deckbuilding(self, slot: Slot) -> bool:
        """100.2d: the hero's Deckbuilding lists decide first; True if they settled the card."""
        rules = self.d.hero.deckbuilding
        if rules is None:
            return False
        self.apply("100.2d")
        card = slot.card
        if banned := _forbidding(rules, card):
            self.problem("100.2d", slot.loc, f"{self.d.hero.name}'s Deckbuilding forbids {describe(banned)}, "
                                             f"and {card.name} is one")
            return True
        return _allowing(rules, card)  # allowed despite 100.2a and 100.2b

    def icons(self, slot: Slot) -> None:
        """100.2a: a class icon and a faction icon must each match one of the hero's."""
        self.apply("100.2a")
        card, hero = slot.card, self.d.hero
        if CLASSES & set(card.traits) and card.type != "hero":
            self.apply("206.1a")  # a class on the type line is not a class icon
        if classes := class_icons(card):
            self.apply("206.1a")
            if _clash(classes, class_icons(hero)):
                icon = "class icon" if len(classes) == 1 else "class icons"
                self.problem("100.2a", slot.loc, f"{card.name} has the {_names(classes)} {icon}; {hero.name} has "
                                                 f"{_has(class_icons(hero), 'class ')}", "206.1a")
        if factions := faction_icons(card):
            self.apply("206.1b")
            if _clash(factions, faction_icons(hero)):
                self.problem("100.2a", slot.loc, f"{card.name} has the {_names(factions)} icon; {hero.name} has "
                                                 f"{_has(faction_icons(hero), 'faction ')}", "206.1b")
        if not classes and not factions and is_neutral(card):
            self.apply("206.1d")

    def hero_required(self, slot: Slot) -> None:
        """100.2b: "[Trait] Hero Required" asks for that trait on the hero (its traits: 206.1)."""
        trait = slot.card.hero_required
        if trait is None:
            return
        self.apply("100.2b", "206.1")
        hero = self.d.hero
        if _lacks(hero, trait):
            self.problem("100.2b", slot.loc, f"{slot.card.name} is {trait} Hero Required; {hero.name} is not {trait} "
                                             f"(its traits: {', '.join(sorted(hero_traits(hero)))})", "206.1")

    # --- one Reputation, one Master Hero, four copies ----------------------------------------
    def reputation(self) -> None:
        first: Slot | None = None
        for slot in self.registered():
            rep = slot.card.reputation
            if rep is None:
                continue
            self.apply("100.2c")
            if first is None:
                first = slot
            elif rep != first.card.reputation:
                self.problem("100.2c", slot.loc, f"{slot.card.name} is a {rep} Reputation card, but "
                                                 f"{first.card.name} (line {self.line(first)}) is "
                                                 f"{first.card.reputation} Reputation: a deck has one Reputation")

    def talents(self) -> None:
        """A card with a Talent line keeps the Talents of its class's two other specs out of its deck: the cards
        whose Talent line or type line names one of those specs (read as a Reputation is, 100.2c: the
        editor's note there)."""
        keepers = [slot for slot in self.registered() if slot.card.talent is not None]
        for slot in self.registered() if keepers else []:
            self.apply("100.2c")
            for keeper in keepers:
                found = keeps_out(keeper.card, slot.card)
                if found is not None:
                    specs = sorted(kept_out(keeper.card.classes, keeper.card.talent))
                    self.problem("100.2c", slot.loc, f"{slot.card.name} is {_a(found)} Talent card, but "
                                                     f"{keeper.card.name} (line {self.line(keeper)}) has "
                                                     f"{_a(keeper.card.talent)} Talent line: a deck with it has no "
                                                     f"{' or '.join(specs)} Talents")
                    break

    def master_heroes(self, main: list[Slot]) -> None:
        seen: list[Slot] = []
        for slot in main:
            if not slot.card.master_hero:
                continue
            self.apply("100.2e", "301.4")
            if seen:
                self.problem("100.2e", slot.loc, f"a second Master Hero, {slot.card.name}, in a main deck that "
                                                 f"already has {seen[0].card.name}: a deck has one Master Hero")
            elif slot.count > 1:
                self.problem("100.2e", slot.loc, f"{slot.count} copies of the Master Hero {slot.card.name}: a deck "
                                                 "has one Master Hero")
            seen.append(slot)

    def copies(self) -> None:
        self.apply("100.4")
        if not self.constructed:
            return  # Limited: any number of cards with the same name
        slots = [s for s in self.d.main + (self.d.side or []) if "Unlimited" not in s.card.tags]
        totals = Counter()
        for slot in slots:
            totals[slot.card.name] += slot.count
        running = Counter()
        for slot in slots:
            name, before = slot.card.name, running[slot.card.name]
            running[name] += slot.count
            if before <= COPIES < running[name]:
                where = " (side deck included)" if self.d.side else ""
                self.problem("100.4", slot.loc, f"{totals[name]} cards named {name} in the deck{where}; a Constructed "
                                                f"deck holds at most {COPIES} with the same name unless they are Unlimited")

    # --- the side deck and the games of a match (100.3) ----------------------------------------
    def side_deck(self) -> None:
        d = self.d
        if self.constructed:
            if d.side is not None:
                self.apply("100.3")
                if _total(d.side) != SIDE_DECK:
                    self.problem("100.3", ("side_deck",), f"the side deck has {_plural(_total(d.side), 'card')}; a "
                                                          f"Constructed side deck has exactly {SIDE_DECK}")
            return
        if d.pool is None:
            return
        self.apply("100.3")
        pool, used = _counts(d.pool), Counter()
        for slot in d.main:
            name, before = slot.card.name, used[slot.card.name]
            used[name] += slot.count
            if before <= pool[name] < used[name]:
                self.problem("100.3", slot.loc, f"the main deck holds {used[name]} {name}, the card pool only "
                                                f"{pool[name]}: a Limited deck is built from its card pool")
        if d.side is not None and _counts(d.side) != pool - _counts(d.main):
            self.problem("100.3", ("side_deck",), "in Limited the side deck is every card of the pool that the main "
                                                  f"deck doesn't use: {_difference(pool - _counts(d.main), _counts(d.side))}")

    def effective_side(self) -> Counter | None:
        d = self.d
        if d.side is not None:
            return _counts(d.side)
        if d.pool is not None:
            return _counts(d.pool) - _counts(d.main)
        return None

    def swaps(self) -> None:
        """Between games, cards move between the main deck and the side deck. A swap is reported
        for what it breaks that the registered deck didn't: size, Master Heroes, a side deck of 10."""
        if not self.d.swaps:
            return
        self.apply("100.3")
        main, side = _counts(self.d.main), self.effective_side() or Counter()
        cards = {s.card.name: s.card for s in self.d.main + (self.d.side or []) + (self.d.pool or [])
                 + [s for o, i in self.d.swaps for s in o + i]}
        for game, (out, into) in enumerate(self.d.swaps):
            before = self.broken(main, side, cards)
            made = self.move(out, main, side, "main deck") & self.move(into, side, main, "side deck")
            for rule, message in self.broken(main, side, cards).items():
                if made and rule not in before:  # a swap that can't be made has no result to check
                    self.problem(rule, ("between_games", game), f"after this swap, {message} for game {game + 2}")

    def broken(self, main: Counter, side: Counter, cards: dict[str, CardDefinition]) -> dict[str, str]:
        """What a swap can break, each with its rule: the main deck's size, its one Master Hero,
        the Constructed side deck's 10 cards."""
        self.apply("100.1")
        found = {}
        if sum(main.values()) < MINIMUM[self.d.deck.format]:
            found["100.1"] = (f"the main deck has {_plural(sum(main.values()), 'card')}, fewer than "
                              f"{MINIMUM[self.d.deck.format]},")
        if sum(n for name, n in main.items() if cards[name].master_hero) > 1:
            found["100.2e"] = "the main deck has more than one Master Hero"
        if self.constructed and self.d.side is not None and sum(side.values()) != SIDE_DECK:
            found["100.3"] = f"the side deck has {_plural(sum(side.values()), 'card')}, not {SIDE_DECK},"
        return found

    def move(self, slots: list[Slot], source: Counter, dest: Counter, what: str) -> bool:
        made = True
        for slot in slots:
            name = slot.card.name
            if source[name] < slot.count:
                self.problem("100.3", slot.loc, f"the {what} holds {source[name]} {name} at this point of the match, "
                                                f"so {slot.count} can't be swapped out of it")
                made = False
                continue
            source[name] -= slot.count
            dest[name] += slot.count
        return made


def _total(cards: Iterable[Slot] | None) -> int:
    return sum(s.count for s in cards or ())


def _counts(slots: list[Slot]) -> Counter:
    counts = Counter()
    for s in slots:
        counts[s.card.name] += s.count
    return counts


def _difference(want: Counter, have: Counter) -> str:
    missing, extra = want - have, have - want
    parts = [f"{n} {name} missing" for name, n in sorted(missing.items())]
    parts += [f"{n} {name} not left over from the pool" for name, n in sorted(extra.items())]
    return ", ".join(parts)


def _names(icons: set[str]) -> str:
    names = sorted(icons)
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _has(icons: set[str], kind: str) -> str:
    """What a hero has: "the Mage class icon", "no faction icon"."""
    return f"the {_names(icons)} {kind}icon" if icons else f"no {kind}icon"


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}es" if word.endswith("o") else f"{n} {word}s"


def _a(word: str) -> str:
    return f"{'an' if word[0] in 'AEIOU' else 'a'} {word}"
