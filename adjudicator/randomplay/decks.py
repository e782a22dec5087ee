"""Real decks for random play (``random-play --decks``): games between legal decks of real cards,
played from the real start of a game (101.1: the hero in play, the deck shuffled, seven cards,
the mulligan decisions of 101.2).

Only real cards whose powers are encoded are used: a card of the library with its set recorded and
its name in the official pool (``data/cards``), not a stub (``not_encoded``); not a card of the
worked examples (no set: its facts may be chosen for the example) nor a stand-in ("Generic …").
Two kinds of decks:

- **precon**: the official decklists imported into ``decks/precon/`` (``tools/import_decks.py``).
  One is playable when every card of it is such a card and the deck checker finds it legal;
  otherwise it is listed with the cards that block it.
- **generated**: a seeded builder. The heroes take turns; the k-th deck of a hero takes the k-th
  window of a fixed shuffle of the cards legal in that hero's deck, its share of the pool first (each
  card some hero may take is given to one of them), so that the first round of decks uses every
  card legal for some hero; the copies are spread at random up to 60 cards, and the
  deck checker must find the deck legal (100.1–100.4).
"""
from __future__ import annotations

import hashlib
import random
import weakref
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from pydantic import ValidationError

from ..cardbook.pool import POOL_DIR, cards_named
from ..cards.library import CardLibrary
from ..cards.model import CardDefinition
from ..cards.talents import clash as talent_clash
from ..deck.check import CARD_RULES, COPIES, MINIMUM, check, fits
from ..deck.coverage import PRECON
from ..deck.load import LoadedDeck, Slot, load_deck
from ..deck.model import Deck
from ..disk_cache import cached_by, content_key
from ..yamlio import Document, load_document, pydantic_errors
from .boards import NAMES, Board

# What a library's shares depend on besides its cards: this code, the deck checker's and the pool's names (is_real).
_CODE = (Path(__file__), *sorted((Path(__file__).parents[1] / "deck").glob("*.py")),
         Path(__file__).parents[1] / "cards" / "talents.py", POOL_DIR / "names.json")
SIZE = MINIMUM["constructed"]  # 100.1
WINDOW = 30  # the distinct cards of a generated deck, at most
SOURCES = ("precon", "generated")


def is_real(card: CardDefinition) -> bool:
    """A real card: its set is recorded and its name is in the official pool. A card of the rules'
    worked examples has no set: its facts may be chosen for the example (Warrax has no faction);
    stand-ins ("Generic …") and invented test cards are not in the pool."""
    return card.set is not None and bool(cards_named(card.name))


def playable_cards(library: CardLibrary) -> list[CardDefinition]:
    """The real cards whose powers are all encoded, by name."""
    return sorted((c for c in library if c.powers_encoded and is_real(c)), key=lambda c: c.name)


def deck_text(hero: str, cards: list[tuple[str, int]]) -> str:
    """A deck file (docs/reference/deck-format.md): the hero and the main deck."""
    lines = ["format: constructed", f"hero: {quoted(hero)}", "main_deck:"]
    lines += [f"  - {{card: {quoted(name)}, count: {count}}}" for name, count in cards]
    return "\n".join(lines) + "\n"


def quoted(name: str) -> str:
    return '"' + name.replace("\\", "\\\\").replace('"', '\\"') + '"'


@dataclass
class RealDeck:
    """A legal deck: where it comes from, its hero and its main deck (card, copies)."""

    name: str
    hero: CardDefinition
    cards: list[tuple[CardDefinition, int]]

    def names(self) -> set[str]:
        return {c.name for c, _ in self.cards} | {self.hero.name}


# -- precon decks ------------------------------------------------------------------------------------
@dataclass
class Precon:
    """An imported decklist: playable (``deck``) or blocked (``blockers``: a card and why)."""

    path: Path
    deck: RealDeck | None
    blockers: list[tuple[str, str]] = field(default_factory=list)


def precon_decks(library: CardLibrary, folder: Path = PRECON) -> list[Precon]:
    return [precon(path, library) for path in sorted(folder.rglob("*.yaml"))]


def precon(path: Path, library: CardLibrary) -> Precon:
    doc = load_document(path)
    try:
        listed = Deck.model_validate(doc.data)
    except ValidationError as exc:
        raise pydantic_errors(doc, exc) from None
    names = [listed.hero, *(e.card for e in listed.main_deck)]
    blockers = [(n, why) for n in dict.fromkeys(names) if (why := blocked(library.get(n)))]
    if blockers:
        return Precon(path, None, blockers)
    loaded = load_deck(path, library)
    report = check(loaded)
    if not report.legal:
        return Precon(path, None, [(p.message, f"rule {p.rule}") for _, _, p in report.located()])
    return Precon(path, RealDeck(listed.name or path.stem, loaded.hero, [(s.card, s.count) for s in loaded.main]))


def blocked(card: CardDefinition | None) -> str | None:
    if card is None:
        return "not in the card library"
    if not card.powers_encoded:
        return f"powers not encoded: {card.not_encoded}"
    return None


# -- generated decks ---------------------------------------------------------------------------------
class Builder:
    """The seed's generated decks, numbered from 0: deck ``n`` is always the same deck."""

    def __init__(self, library: CardLibrary, seed: int | str):
        self.library, self.seed = library, seed
        if library not in _SHARES:  # the same for every seed: worked out once per library (and kept on disk)
            _SHARES[library] = self.kept() if library.content else self.worked_out()
        self.cards, self.candidates, heroes, self.homes, self.owned = _SHARES[library]
        self.heroes = list(heroes)
        random.Random(f"{seed}/heroes").shuffle(self.heroes)
        if not self.heroes:
            raise ValueError("no hero of the library has enough legal encoded cards for a 60-card deck")

    def worked_out(self) -> tuple:
        """The playable cards, the candidates, the heroes with enough legal cards (in library order), the
        heroes each card fits and each hero's share of the pool: what no seed changes."""
        self.cards = playable_cards(self.library)
        self.candidates = candidates(self.cards)
        heroes = [c for c in self.cards if c.type == "hero" and not c.master_hero]
        self.heroes = [h for h in heroes if self.enough(self.legal(h))]
        self.homes = Counter(c.name for h in self.heroes for c in self.legal(h))  # the heroes each card fits
        self.owned = self.share_out()
        return self.cards, self.candidates, tuple(self.heroes), self.homes, self.owned

    def kept(self) -> tuple:
        """``worked_out``, or its names kept on disk by the library's content and this code (disk_cache):
        the ~250 heroes' legal cards cost seconds, a start of ``random-play --decks`` reads them instead."""
        def by_name() -> tuple:
            cards, _, heroes, homes, owned = self.worked_out()
            legal = {h.name: [c.name for c in self.legal(h)] for h in heroes}
            return ([c.name for c in cards], [h.name for h in heroes], dict(homes),
                    {h: list(mine) for h, mine in owned.items()}, legal)
        key = hashlib.sha256(f"{self.library.content}\0{content_key(_CODE)}".encode()).hexdigest()[:24]
        cards, heroes, homes, owned, legal = cached_by("deck-shares", key, by_name, tuple)
        get = self.library.cards.__getitem__
        playable = [get(n) for n in cards]
        _LEGAL[self.library] = (candidates(playable), {h: [get(n) for n in ns] for h, ns in legal.items()})
        return (playable, candidates(playable), tuple(map(get, heroes)), Counter(homes),
                {h: {n: get(n) for n in mine} for h, mine in owned.items()})

    def legal(self, hero: CardDefinition) -> list[CardDefinition]:
        """The candidates the deck checker accepts, one by one, in this hero's deck (the same for
        every seed: worked out once per library, ``legal_cards``)."""
        return legal_cards(self.library, hero)

    def share_out(self) -> dict[str, dict[str, CardDefinition]]:
        """Each card that some hero may take is given to one of them, the least served so far (the
        cards that fit the fewest heroes first): a hero's first deck holds its share, so the first
        round of decks uses every such card."""
        owned: dict[str, dict[str, CardDefinition]] = {h.name: {} for h in self.heroes}
        fits: dict[str, list[str]] = {}
        for hero in self.heroes:
            for card in self.legal(hero):
                fits.setdefault(card.name, []).append(hero.name)
        by_name = {c.name: c for c in self.candidates}
        lined: dict[str, list[CardDefinition]] = {h.name: [] for h in self.heroes}  # the owned with a Talent line
        for name in sorted(fits, key=lambda n: (len(fits[n]), n)):
            card = by_name[name]
            # A card of no Reputation, no Master Hero and no Talent line clashes only with a Talent line.
            plain = not (card.reputation or card.master_hero or card.talent is not None)
            homes = [h for h in fits[name] if not self.clashes(card, lined[h] if plain else owned[h].values())] \
                or fits[name]
            home = min(homes, key=lambda h: len(owned[h]))
            owned[home][name] = card
            if card.talent is not None:
                lined[home].append(card)
        return owned

    @staticmethod
    def clashes(card: CardDefinition, cards) -> bool:
        """A deck holds one Reputation (100.2c) and one Master Hero (100.2e), and no Talents a Talent line
        keeps out (the editor's note at 100.2c): a share the window would cut."""
        return any(card.reputation and c.reputation not in (None, card.reputation)
                   or card.master_hero and c.master_hero or talent_clash(card, c) for c in cards)

    @staticmethod
    def limit(card: CardDefinition) -> int:
        """Copies allowed (100.4: Unlimited has none; 100.2e: one Master Hero)."""
        return 1 if card.master_hero else SIZE if "Unlimited" in card.tags else COPIES

    def enough(self, cards: list[CardDefinition]) -> bool:
        return sum(self.limit(c) for c in cards if not c.master_hero) + any(c.master_hero for c in cards) >= SIZE

    def deck(self, n: int) -> RealDeck:
        hero = self.heroes[n % len(self.heroes)]
        cards = self.window(hero, n // len(self.heroes))
        rng = random.Random(f"{self.seed}/deck/{n}")
        counts = Counter({c.name: 1 for c in cards})
        by_name = {c.name: c for c in cards}
        room = [c.name for c in cards if self.limit(c) > 1]
        while sum(counts.values()) < SIZE and room:
            name = rng.choice(room)
            counts[name] += 1
            if counts[name] >= self.limit(by_name[name]):
                room.remove(name)
        built = RealDeck(f"generated deck {self.seed}/{n} ({hero.name})", hero,
                         [(by_name[name], counts[name]) for name in sorted(counts)])
        self.check(built)
        return built

    def window(self, hero: CardDefinition, k: int) -> list[CardDefinition]:
        """The k-th run of WINDOW cards of the hero's legal cards in a fixed shuffled order, keeping
        one Reputation (100.2c), one Master Hero (100.2e) and Talents that share a deck, and enough copies for
        60 cards."""
        rng = random.Random(f"{self.seed}/{hero.name}")
        own = self.owned[hero.name]
        legal = [c for c in self.legal(hero) if c.name not in own]
        rng.shuffle(legal)
        legal = rng.sample(sorted(own.values(), key=lambda c: c.name), len(own)) + legal  # its own cards first
        picked: list[CardDefinition] = []
        reputation, masters = None, 0
        for j in range(len(legal)):
            card = legal[(k * WINDOW + j) % len(legal)]
            if card.reputation and reputation not in (None, card.reputation) or card.master_hero and masters \
                    or any(talent_clash(card, p) for p in picked):
                continue
            reputation, masters = reputation or card.reputation, masters + card.master_hero
            picked.append(card)
            if len(picked) >= WINDOW and self.enough(picked):
                break
        return picked

    def check(self, built: RealDeck) -> None:
        """The deck checker must find a generated deck legal: a builder that makes an illegal deck is a bug."""
        text = deck_text(built.hero.name, [(c.name, n) for c, n in built.cards])
        report = check(load_deck(f"<{built.name}>", self.library, text))
        if not report.legal:
            raise AssertionError(f"{built.name} is illegal: " + "; ".join(report.lines(built.name)))


# Per library (weakly held: a library that goes away takes its answers): the cards offered to every
# hero's deck, and the cards legal in each hero's deck, by the hero's name.
_LEGAL: weakref.WeakKeyDictionary[CardLibrary, tuple[list[CardDefinition], dict[str, list[CardDefinition]]]] = \
    weakref.WeakKeyDictionary()
# And a Builder's work that no seed changes: the playable cards, the candidates, the heroes with enough
# legal cards (in library order), the heroes each card fits, and each hero's share of the pool.
_SHARES: weakref.WeakKeyDictionary[CardLibrary, tuple] = weakref.WeakKeyDictionary()


def candidates(cards: list[CardDefinition]) -> list[CardDefinition]:
    """The cards that may go into a deck: not a hero, unless a Master Hero (301.4)."""
    return [c for c in cards if c.type != "hero" or c.master_hero]


def legal_cards(library: CardLibrary, hero: CardDefinition) -> list[CardDefinition]:
    """The candidates of the library's playable cards the deck checker accepts, one by one, in
    ``hero``'s deck: those that break no rule of one card's legality (CARD_RULES), asked of the
    checker's verdict without its messages (``check.fits``)."""
    if library not in _LEGAL:
        _LEGAL[library] = (candidates(playable_cards(library)), {})
    offered, known = _LEGAL[library]
    if hero.name not in known:
        known[hero.name] = [c for c in offered if fits(hero, c)]
    return known[hero.name]


def parsed_deck(name: str, library: CardLibrary, hero: str, cards: list[tuple[str, int]]) -> LoadedDeck:
    """The deck ``deck_text`` writes, as ``load_deck`` reads it back, without the YAML round trip:
    the same model and the same cards (its problems have no line: they are all at 1:1)."""
    data = {"format": "constructed", "hero": hero, "main_deck": [{"card": n, "count": k} for n, k in cards]}
    deck = Deck.model_validate(data)
    main = [Slot(library.get(e.card), e.count, ("main_deck", i)) for i, e in enumerate(deck.main_deck)]
    return LoadedDeck(Path(name), Document(Path(name), data, None), deck, library.get(hero), main, None, None, [])


# -- the boards ---------------------------------------------------------------------------------------
class Dealer:
    """The boards of ``random-play --decks``: two players, each with a real deck, about to start.
    Seat ``s`` of game ``i`` gets deck number ``2i + s``: a playable precon deck for the odd numbers
    when there are some and precon decks are asked for, a generated deck otherwise. Its players are
    eager (player.RandomPlayer): a game from the start gets going only if resources are placed."""

    eager = True

    def __init__(self, library: CardLibrary, seed: int | str, sources: tuple[str, ...] = SOURCES):
        self.library, self.sources = library, sources
        self.builder = Builder(library, seed) if "generated" in sources else None
        self.precons = [p.deck for p in precon_decks(library) if p.deck] if "precon" in sources else []
        if self.builder is None and not self.precons:
            raise ValueError("no precon deck is playable yet (random-play --list-decks says which cards block each)")

    def deck(self, n: int) -> RealDeck:
        if self.precons and (n % 2 or self.builder is None):
            return self.precons[(n // 2) % len(self.precons)]
        return self.builder.deck(n)

    def coverage(self, games: int) -> str:
        """Which encoded real cards the decks of the first ``games`` games use, in words."""
        used = set().union(*(self.deck(n).names() for n in range(2 * games)))
        playable = playable_cards(self.library)
        line = f"the decks use {len(used & {c.name for c in playable}):,} of the {len(playable):,} encoded real cards"
        if self.builder is not None:
            homeless = sorted(c.name for c in playable if not self.builder.homes[c.name] and c.type != "hero")
            line += f"; {len(homeless)} fit no encoded hero's deck" + (f" ({', '.join(homeless)})" if homeless else "")
        return line + "."

    def draw(self, rng: random.Random, index: int = 0) -> dict:
        """Game ``index``'s setup: heroes in play, decks shuffled (101.1), the first player chosen."""
        board = Board(rng, None)
        players = []
        for seat, name in enumerate(NAMES[:2]):
            deck = self.deck(2 * index + seat)
            cards = [board.card(c) for c, n in deck.cards for _ in range(n)]
            rng.shuffle(cards)  # 101.1: each player shuffles their deck
            players.append({"name": name, "hero": {"card": deck.hero.name}, "deck": cards})
        setup: dict = {"players": players, "phase": "start"}
        if rng.random() < 0.5:
            setup["first_player_chosen_by"] = rng.choice(NAMES[:2])
        else:
            setup["turn_player"] = rng.choice(NAMES[:2])
        return setup
