"""Random play with real decks (``random-play --decks``, adjudicator/randomplay/decks.py): legal
decks of real encoded cards, generated from a seed or imported (decks/precon/), played from the
start of a game under the invariants. The games here are few and short; the long run is
benchmarks/random_play_speed.py --decks."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from adjudicator.cards.library import default_library
from adjudicator.deck.check import check
from adjudicator.deck.load import load_deck
from adjudicator.randomplay import games
from adjudicator.randomplay.decks import (CARD_RULES, Builder, Dealer, deck_text, legal_cards, parsed_deck,
                                           playable_cards, precon_decks)
from adjudicator.rules import load_index
from adjudicator.yamlio import SourceError

ROOT = Path(__file__).resolve().parents[1]
LIBRARY = default_library()
KNOWN = {r.number for r in load_index()}
SEED = 5


@pytest.fixture(scope="module")
def dealer() -> Dealer:
    """The seed's generated decks, built once for the tests that deal them (not at import: collecting
    the suite doesn't build them)."""
    return Dealer(LIBRARY, SEED, ("generated",))


def test_a_few_games_between_real_decks_keep_every_invariant_and_replay(dealer):
    """Three short games from the start of the game: seven cards each, the mulligan decisions,
    then play; no violation, no crash, and each saved game replays the same."""
    outcomes = [games.play_game(SEED, i, 40, LIBRARY, dealer, KNOWN) for i in range(3)]
    assert [f"{o.name}: {o.failure}" for o in outcomes if o.failure] == []
    for o in outcomes:
        assert o.setup["phase"] == "start" and [len(p["deck"]) for p in o.setup["players"]] == [60, 60]
        assert sum("mulligan" in e for e in o.script) == 2, o.name  # 101.2: each player decides
    assert max(o.turns for o in outcomes) > 1


def test_the_same_seed_deals_the_same_decks_and_plays_the_same_game(dealer):
    first = games.play_game(SEED, 1, 30, LIBRARY, dealer, KNOWN, twice=True)
    again = games.play_game(SEED, 1, 30, LIBRARY, Dealer(LIBRARY, SEED, ("generated",)), KNOWN)
    assert first.failure is None and first.text == again.text
    other = games.play_game(SEED + 1, 1, 30, LIBRARY, Dealer(LIBRARY, SEED + 1, ("generated",)), KNOWN)
    assert other.setup != first.setup


def test_generated_decks_are_legal_sixty_card_decks_of_real_encoded_cards(dealer):
    playable = {c.name for c in playable_cards(LIBRARY)}
    builder = dealer.builder
    for n in range(0, 90, 7):
        deck = builder.deck(n)
        assert sum(count for _, count in deck.cards) == 60 and not deck.hero.master_hero
        assert deck.names() <= playable
        report = check(load_deck("d.yaml", LIBRARY, deck_text(deck.hero.name, [(c.name, k) for c, k in deck.cards])))
        assert report.legal, report.lines("d.yaml")


def test_a_card_no_hero_may_take_is_left_out_and_a_card_of_another_class_is_not_legal(dealer):
    builder = dealer.builder
    mage = next(h for h in builder.heroes if "Mage" in h.traits)
    legal = {c.name for c in builder.legal(mage)}
    assert "Frostbolt" in legal and "Execute" not in legal  # 100.2a: the Warrior's class icon


def test_the_generated_decks_cover_every_encoded_real_card_that_some_hero_may_take():
    """Which encoded real cards the generated decks use: the first round of a seed's decks (one per
    hero) uses every card that is legal in some hero's deck; the rest are legal for no encoded hero
    (a talent no encoded hero has)."""
    builder = Builder(LIBRARY, 1)
    covered = set().union(*(builder.deck(n).names() for n in range(len(builder.heroes))))
    playable = {c.name for c in builder.cards}
    homeless = {name for name in playable if not builder.homes[name]} - {h.name for h in builder.heroes}
    missing = playable - covered - homeless
    assert not missing, f"encoded real cards no generated deck used: {sorted(missing)}"
    assert len(covered) >= 0.95 * len(playable), (len(covered), len(playable), sorted(homeless))


# Official decklists that break a deckbuilding rule as both data sets print their cards, each with the
# rule: Elderlimb's champion deck holds Nature's Reach, Balance Hero Required, and Elderlimb has no
# Balance trait (tcgdata data/oracle and decktools cd4.json agree on both cards). enc-kw5: Hogger's holds
# Vitality, printed Protection Hero Required (decktools cd4.json, and lifted.yaml writes it so), and Hogger has no
# Protection trait; tcgdata's oracle words Vitality as a Protection Talent instead, under which the deck is legal.
OFFICIAL_RULE_BREAKS = {"decks/precon/champion/elderlimb.yaml": "rule 100.2b",
                        "decks/precon/champion/hogger.yaml": "rule 100.2b"}


def test_every_precon_deck_is_playable_or_names_what_blocks_it():
    decks = precon_decks(LIBRARY)
    assert len(decks) >= 25
    for deck in decks:
        if deck.deck is not None:
            assert check(load_deck(deck.path, LIBRARY)).legal
            continue
        assert deck.blockers, deck.path
        for name, why in deck.blockers:  # a card, or a rule the deck breaks (the facts or the checker are wrong)
            if why.startswith("rule "):  # only where the printed facts themselves break it
                assert OFFICIAL_RULE_BREAKS.get(deck.path.relative_to(ROOT).as_posix()) == why, (deck.path, name, why)
                continue
            card = LIBRARY.get(name)
            assert (card is None) == (why == "not in the card library"), (deck.path, name, why)
            assert card is None or not card.powers_encoded, (deck.path, name, why)


def test_a_precon_deck_whose_cards_are_all_encoded_is_dealt(tmp_path, dealer):
    builder = dealer.builder
    built = builder.deck(3)
    folder = tmp_path / "precon"
    folder.mkdir()
    (folder / "d.yaml").write_text(f"name: test deck\n{deck_text(built.hero.name, [(c.name, k) for c, k in built.cards])}",
                                   encoding="utf-8")
    (found,) = precon_decks(LIBRARY, folder)
    assert found.deck is not None and found.deck.name == "test deck"
    (folder / "e.yaml").write_text(deck_text(built.hero.name, [("Ysera the Dreamer", 1), (built.cards[0][0].name, 59)]),
                                   encoding="utf-8")
    blocked = precon_decks(LIBRARY, folder)[1]
    assert blocked.deck is None and blocked.blockers[0][0] == "Ysera the Dreamer"
    (folder / "f.yaml").write_text("hero: Kadus Frosthand\nmain_deck: 3\n", encoding="utf-8")
    with pytest.raises(SourceError, match=r"f.yaml:2:12: main_deck"):  # bad input, at its line
        precon_decks(LIBRARY, folder)


def test_the_command_lists_the_precon_decks_and_plays_real_decks(tmp_path, capsys, monkeypatch):
    """The listing is the command's function run in this process (cli.main); the games are two
    processes, with different hash seeds."""
    from adjudicator.cli import main
    monkeypatch.chdir(ROOT)
    assert main(["random-play", "--list-decks"]) == 0
    listing = capsys.readouterr().out
    assert "precon decks playable." in listing
    assert "decks/precon/2011/alliance-mage.yaml:" in listing
    runs = [subprocess.run([sys.executable, "-m", "adjudicator", "random-play", "--decks", "generated", "--games", "1",
                            "--seed", "2", "--max-steps", "20", "--out", str(tmp_path / "rp")], cwd=ROOT,
                           capture_output=True, text=True, env={**os.environ, "PYTHONHASHSEED": hash_seed})
            for hash_seed in ("0", "4242")]
    run = runs[0]
    assert run.returncode == 0, run.stdout + run.stderr
    assert runs[1].stdout == run.stdout  # byte for byte, whatever the hash seed
    assert run.stdout.startswith("game 2/0: 2 players") and "every invariant held" in run.stdout
    assert "Real decks: the decks use " in run.stdout and "fit no encoded hero's deck" in run.stdout


def test_imported_precon_decks_are_deck_files_with_their_source():
    text = (ROOT / "decks/precon/2011/alliance-mage.yaml").read_text(encoding="utf-8")
    assert "tcgdata/tcgdata-wow data/deck/2011/alliance-mage.yml" in text
    deck = yaml.safe_load(text)
    assert deck["hero"] == "Rumi of Gnomeregan" and sum(e["count"] for e in deck["main_deck"]) == 60


def test_a_failure_in_a_real_deck_game_is_shrunk_and_keeps_the_start_of_the_game(monkeypatch, dealer):
    """An invariant made up for the test (no ally in play) fails once an ally enters play; the
    shrunk scenario still starts the game (phase: start), with far fewer cards, and still fails."""
    from adjudicator.randomplay import invariants
    from adjudicator.randomplay.invariants import Violation
    from adjudicator.randomplay.shrink import Case, Shrinker
    real = invariants.not_negative

    def no_ally(game):
        real(game)
        if any(c.zone == "play" and c.definition.type == "ally" for c in game.state.cards.values()):
            raise Violation("no-ally", "an ally is in play")
    monkeypatch.setattr(invariants, "not_negative", no_ally)
    outcome = next(o for o in (games.play_game(SEED, i, 80, LIBRARY, dealer, KNOWN) for i in range(6)) if o.failure)
    assert outcome.failure.invariant == "no-ally"
    whole = Case(outcome.setup, outcome.script)
    small = Shrinker(outcome.name, outcome.failure, LIBRARY, KNOWN, tries=40).shrink(whole)
    cards = lambda case: sum(len(p.get("deck", [])) for p in case.setup["players"])  # noqa: E731
    assert small.setup["phase"] == "start" and cards(small) < cards(whole) / 2
    found, _ = games.reproduce("small.yaml", games.scenario_text(outcome.name, small.setup, small.script), LIBRARY, KNOWN)
    assert found is not None and found.signature == outcome.failure.signature


# Precon decks made playable by the cards of scenarios/cards/deck-staples-2.yaml (and Maazhum's facts
# corrected: a Warlock class card, not a Horde one), each with a short game from the start between two
# copies of it (a precon-only Dealer seats the same deck on both sides).
NEWLY_PLAYABLE = ["decks/precon/2013/alliance-rogue.yaml", "decks/precon/2013/alliance-hunter.yaml",
                  "decks/precon/2013/alliance-warlock.yaml", "decks/precon/2011/alliance-shaman.yaml"]


def test_the_decks_the_new_deck_cards_unblock_are_legal_and_play_under_the_invariants():
    decks = {d.path.relative_to(ROOT).as_posix(): d for d in precon_decks(LIBRARY)}
    assert sum(d.deck is not None for d in decks.values()) >= 19
    dealer = Dealer(LIBRARY, SEED, ("precon",))
    names = [p.name for p in dealer.precons]
    for path in NEWLY_PLAYABLE:
        found = decks[path]
        assert found.deck is not None, (path, found.blockers)
        assert check(load_deck(found.path, LIBRARY)).legal
        index = names.index(found.deck.name)
        outcome = games.play_game(SEED, index, 60, LIBRARY, dealer, KNOWN)
        assert outcome.failure is None, (path, outcome.failure)
        assert [p["hero"]["card"] for p in outcome.setup["players"]] == [found.deck.hero.name] * 2


def test_the_legal_cards_worked_out_without_yaml_are_those_of_the_deck_file_read_back(dealer):
    """The builder asks the checker's one-card verdict (``check.fits``) of a hero's candidates, once
    per library; the answers are those of checking the deck file of all of them, written out and read
    back by the deck loader, for heroes of several classes and factions and those with Deckbuilding
    lists (100.2d). The parsed deck (``parsed_deck``) gets the same problems (rule, place, message)."""
    builder = dealer.builder
    cards = [(c.name, 1) for c in builder.candidates]
    heroes = sorted(builder.heroes, key=lambda h: h.name)[::max(1, len(builder.heroes) // 5)]
    heroes += [h for h in builder.heroes if h.deckbuilding and h not in heroes]
    assert len(heroes) >= 5 and any(h.deckbuilding for h in heroes)
    for hero in heroes:
        fast = check(parsed_deck("d.yaml", LIBRARY, hero.name, cards))
        slow = check(load_deck("d.yaml", LIBRARY, deck_text(hero.name, cards)))
        assert [(p.rule, p.loc, p.message) for p in fast.problems if p.rule in CARD_RULES] \
            == [(p.rule, p.loc, p.message) for p in slow.problems if p.rule in CARD_RULES], hero.name
        assert fast.problems and len(fast.problems) == len(slow.problems), hero.name
        bad = {p.loc[1] for p in slow.problems if p.rule in CARD_RULES}
        assert [c.name for c in builder.legal(hero)] == [n for i, (n, _) in enumerate(cards) if i not in bad]
    assert legal_cards(LIBRARY, heroes[0]) is legal_cards(LIBRARY, heroes[0])  # once per library
