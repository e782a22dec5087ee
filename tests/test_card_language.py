"""The shared card vocabulary evaluated against a small game: selectors that read state and
combine, conditions, cost changes and deck order. The scenarios (scenarios/**/L*.yaml) replay each
clause family with real cards; these pin the primitives underneath."""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from adjudicator.cards.library import default_library
from adjudicator.cards.model import CardDefinition, Condition, Selector, Stat
from adjudicator.engine import costs
from adjudicator.engine.characteristics import compute_views
from adjudicator.engine.conditions import holds
from adjudicator.engine.deck import deck, put_on_bottom, put_on_top
from adjudicator.engine.agents import ScriptAgent
from adjudicator.engine.game import Game
from adjudicator.engine.selectors import select
from adjudicator.engine.state import Modifier, Player, State
from adjudicator.cards.model import CreateContinuous

LIB = default_library()


def game_with(*cards: tuple[str, str, str, dict]) -> Game:
    """A two-player game; each card is (id, card name, owner, state), in play unless the state
    names another zone."""
    state = State([Player("Alice", "Alice"), Player("Bob", "Bob")], "Alice")
    state.add_card("alice-hero", LIB.get("Generic Alliance Hero"), "Alice", "play")
    state.add_card("bob-hero", LIB.get("Generic Horde Hero"), "Bob", "play")
    for label, name, owner, extra in cards:
        extra = dict(extra)
        zone = extra.pop("zone", "play")
        state.add_card(label, LIB.get(name), owner, zone, **extra)
    return Game(state, ScriptAgent([], []))


def labels(game: Game, sel: dict, you: str = "Alice") -> list[str]:
    state = game.state
    return [c.label for c in select(state, Selector.model_validate(sel), compute_views(state), you, None)]


def test_selectors_read_state_and_combine():
    game = game_with(("tired", "Vaerik Proudhoof", "Bob", {"exhausted": True}),
                     ("fresh", "Benethor Draigo", "Bob", {}),
                     ("pet", "Bloodclaw", "Alice", {"damage": 0}),
                     ("big", "Anika Berlyn", "Bob", {"damage": 1}))
    assert labels(game, {"kind": "ally", "exhausted": True}) == ["tired"]
    assert labels(game, {"kind": "ally", "damaged": True}) == ["big"]
    assert labels(game, {"kind": "ally", "tag": "Pet"}) == ["pet"]  # "Pet (1)" is a Pet
    assert labels(game, {"kind": "ally", "cost_at_most": 3}) == ["fresh", "pet"]
    assert labels(game, {"kind": "ally", "not": {"controller": "you"}}) == ["tired", "fresh", "big"]
    assert labels(game, {"kind": "ally", "any": [{"exhausted": True}, {"damaged": True}]}) == ["tired", "big"]
    assert labels(game, {"kind": "ally", "all": [{"controller": "opponent"}, {"not": {"exhausted": True}}]}) \
        == ["fresh", "big"]


def test_an_anchor_is_narrowed_by_the_other_fields():
    game = game_with(("form", "Bear Form", "Alice", {}))
    hero = game.state.by_label("alice-hero")
    views = compute_views(game.state)
    in_form = Selector.model_validate({"this": True, "keyword": "Bear Form"})
    other = Selector.model_validate({"this": True, "keyword": "Cat Form"})
    assert [c.label for c in select(game.state, in_form, views, "Alice", hero)] == ["alice-hero"]
    assert select(game.state, other, views, "Alice", hero) == []


def test_conditions_combine_and_explain_themselves():
    game = game_with(("troll", "Vesh'ral", "Alice", {}))
    ally = Condition.model_validate({"exists": {"kind": "ally", "controller": "you", "trait": "Troll"}})
    assert holds(game, ally, "Alice")[0] and not holds(game, ally, "Bob")[0]
    two = Condition.model_validate({"exists": {"kind": "ally", "controller": "you"}, "at_least": 2})
    assert not holds(game, two, "Alice")[0]
    either = Condition.model_validate({"any": [{"not": {"your_turn": True}}, {"hand_at_least": 0}]})
    assert holds(game, either, "Alice")[0]
    both = Condition.model_validate({"all": [{"your_turn": True}, {"not": {"hand_at_least": 0}}]})
    true, fact = holds(game, both, "Alice")
    assert not true and "not so" in fact
    nothing = Condition.model_validate({"happened": {"event": "played"}})
    assert holds(game, nothing, "Alice") == (False, "no such event this turn (played)")


def test_cost_changes_add_then_reduce_with_each_reductions_own_minimum():
    game = game_with(("focus", "Elemental Focus", "Alice", {}),
                     ("bolt", "Lightning Bolt", "Alice", {"zone": "hand"}),
                     ("purge", "Purge", "Alice", {"zone": "hand"}),
                     ("blast", "Fire Blast", "Alice", {"zone": "hand"}))
    state = game.state
    assert costs.work_out(state, "play", state.by_label("bolt"), 3).total == 2
    assert costs.work_out(state, "play", state.by_label("purge"), 1).total == 1  # "to a minimum of (1)"
    assert costs.work_out(state, "play", state.by_label("blast"), 1).total == 1  # not Elemental: unchanged
    cheaper = CreateContinuous(create_continuous=Stat.model_validate({"affects": {"controller": "you"},
                                                                      "play_cost": -5}), uses=1,
                                duration="this-turn")
    source = state.by_label("focus")
    state.modifiers.append(Modifier(1, cheaper, "Alice", source, {}, state.tick(), 1, state.turn))
    cost = costs.work_out(state, "play", state.by_label("bolt"), 3)
    assert cost.total == 0  # −1 to a minimum of (1), then −5: never below 0 (403.2)
    costs.use(game, cost)
    assert costs.work_out(state, "play", state.by_label("bolt"), 3).total == 2  # the "next card" modifier is used up


def test_cards_put_on_top_and_bottom_of_a_deck():
    game = game_with(("a", "Fire Blast", "Alice", {"zone": "deck"}),
                     ("b", "Lightning Bolt", "Alice", {"zone": "deck"}),
                     ("c", "Flash Heal", "Alice", {"zone": "hand"}),
                     ("d", "Frostbolt", "Alice", {"zone": "hand"}))
    state = game.state
    put_on_top(state, state.by_label("c"))
    put_on_bottom(state, state.by_label("d"))
    assert [c.label for c in deck(state, "Alice")] == ["c", "a", "b", "d"]


def test_breadth_cards_name_their_printing():
    """Every card of the breadth file is a real printing with its set and collector number."""
    from adjudicator.yamlio import load_document
    from adjudicator.cards.library import CARDS_DIR
    doc = load_document(CARDS_DIR / "breadth.yaml")
    cards = [CardDefinition.model_validate(raw) for raw in doc.data["cards"]]
    assert len(cards) >= 40
    assert all(c.set in ("Heroes of Azeroth", "Through the Dark Portal") and c.number for c in cards)


def test_later_set_cards_name_their_printing_and_each_is_in_a_scenario():
    """Every card of the later sets' file is a real printing with its set and collector number, and
    some scenario (scenarios/**/S*.yaml) puts it on the board."""
    from adjudicator.yamlio import load_document
    from adjudicator.cards.library import CARDS_DIR
    doc = load_document(CARDS_DIR / "sets-later.yaml")
    cards = [CardDefinition.model_validate(raw) for raw in doc.data["cards"]]
    assert len(cards) >= 110
    earlier = {"Heroes of Azeroth", "Through the Dark Portal", "Fires of Outland", "March of the Legion"}
    assert all(c.set and c.set not in earlier and c.number for c in cards)
    placed = placed_cards(CARDS_DIR.parent.rglob("S[0-9]*.yaml"))
    assert [c.name for c in cards if c.name not in placed] == []


def placed_cards(paths) -> set[str]:
    """The names of every card some scenario of ``paths`` puts on its board."""
    placed = set()
    for path in paths:
        placed |= placed_in(path)
    return placed


@lru_cache(maxsize=None)
def placed_in(path: Path) -> frozenset[str]:
    """The names of the cards one scenario puts on its board, read once per session (three tests
    ask it of every scenario), with libyaml's safe loader where PyYAML has it (the same document)."""
    import yaml
    placed = set()
    for player in yaml.load(path.read_text(encoding="utf-8"), Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))[
            "setup"]["players"]:
        placed.add(player["hero"]["card"])
        for zone in ("play", "hand", "deck", "graveyard", "resource_row"):
            placed |= {c["card"] for c in player.get(zone) or [] if "card" in c}
    return frozenset(placed)


def test_cards_written_with_the_new_primitives_name_their_printing_and_each_is_in_a_scenario():
    """The cards of sets-later-2.yaml (once on the unwritable list) are real later-set printings,
    each on the board of some scenario."""
    from adjudicator.yamlio import load_document
    from adjudicator.cards.library import CARDS_DIR
    doc = load_document(CARDS_DIR / "sets-later-2.yaml")
    cards = [CardDefinition.model_validate(raw) for raw in doc.data["cards"]]
    earlier = {"Heroes of Azeroth", "Through the Dark Portal", "Fires of Outland", "March of the Legion"}
    assert cards and all(c.set and c.set not in earlier and c.number for c in cards)
    scenarios = [p for p in CARDS_DIR.parent.rglob("*.yaml") if CARDS_DIR not in p.parents]
    placed = placed_cards(scenarios)
    assert [c.name for c in cards if c.name not in placed] == []


def test_champion_deck_cards_name_their_printing_and_each_is_in_a_scenario():
    """The hand-written cards of the five Champion Decks (champion-decks.yaml, issue 19) name their
    printing, say what they do in our words, and each is on the board of some scenario."""
    from adjudicator.yamlio import load_document
    from adjudicator.cards.library import CARDS_DIR
    doc = load_document(CARDS_DIR / "champion-decks.yaml")
    cards = [CardDefinition.model_validate(raw) for raw in doc.data["cards"]]
    assert cards and all(c.set and c.number and c.text.strip() for c in cards)
    assert [c.name for c in cards if c.not_encoded] == []  # written whole, no stubs
    scenarios = [p for p in CARDS_DIR.parent.rglob("*.yaml") if CARDS_DIR not in p.parents]
    placed = placed_cards(scenarios)
    assert [c.name for c in cards if c.name not in placed] == []


def test_the_later_sets_unwritable_list_names_printings_and_clauses():
    """The later-set cards the language can't write are in the one unwritable list
    (scenarios/cards/unwritable.yaml): each names its printing and the clause that blocks it, and
    none of them is also defined as a card (the loader refuses that)."""
    from adjudicator.cards.library import load_library
    later = {"Servants of the Betrayer", "Hunt for Illidan", "Drums of War", "Blood of Gladiators",
             "Fields of Honor", "Scourgewar", "Wrathgate", "Icecrown", "Worldbreaker", "Throne of the Tides",
             "Molten Core Treasure"}
    library = load_library()
    entries = [e for e in library.unwritable.values() if e.set in later]
    written = [c for c in library if c.set in later
               and library.origin[c.name].startswith(("re-audited", "family-"))]  # family-*: issue 19
    assert len(entries) + len(written) >= 150  # an entry leaves the list only to be written (issue 18)
    for entry in entries:
        assert entry.number and entry.clause.strip(), entry
    assert [e.name for e in entries if LIB.get(e.name) is not None] == []

def test_counts_plus_totals_of_damage_and_turn_bound_stats():
    """'N plus the number of …', 'for each damage on it', and Assault-style '+X on your turn'."""
    from adjudicator.cards.model import Count, Total
    from adjudicator.engine.selectors import amount
    game = game_with(("jeezee", "Jee'zee", "Alice", {"damage": 3}),
                     ("doom", "Doom", "Alice", {}),
                     ("kern", "Darktwister Kern", "Bob", {}))
    state = game.state
    views = compute_views(state)
    plus = Count.model_validate({"count": {"kind": "ally", "controller": "you"}, "plus": 3})
    assert amount(state, plus, views, "Alice", None) == 5
    damage = Total.model_validate({"total": "damage", "of": {"kind": "ally"}})
    assert amount(state, damage, views, "Alice", None) == 3
    assert views[state.by_label("jeezee").oid].atk == 3  # Berserking: +1 ATK for each damage
    assert views[state.by_label("doom").oid].atk == 6    # Assault 4 on its controller's turn
    state.turn_player = "Bob"
    assert compute_views(state)[state.by_label("doom").oid].atk == 2


def test_a_multi_word_tag_counts_as_its_last_word():
    """202.1b: an 'Earth Totem (1)' is a Totem, not an Earth; 'Pet (1)' is a Pet."""
    from adjudicator.engine.selectors import has_tag
    assert has_tag(["Earth Totem (1)"], "Totem") and not has_tag(["Earth Totem (1)"], "Earth")
    assert has_tag(["Pet (1)"], "Pet") and has_tag(["Two-Handed"], "Two-Handed")


def test_precon_cards_name_their_printing_and_each_is_in_a_scenario():
    """The cards of the starter decks written by hand (precon-*.yaml) are real printings, each on
    the board of some scenario whose replay uses it."""
    from adjudicator.yamlio import load_document
    from adjudicator.cards.library import CARDS_DIR
    scenarios = [p for p in CARDS_DIR.parent.rglob("*.yaml") if CARDS_DIR not in p.parents]
    placed = placed_cards(scenarios)
    files = sorted(CARDS_DIR.glob("precon-*.yaml"))
    assert files
    for path in files:
        cards = [CardDefinition.model_validate(raw) for raw in load_document(path).data["cards"]]
        assert cards and all(c.set and c.number and c.powers_encoded for c in cards), path
        assert [c.name for c in cards if c.name not in placed] == [], path


def test_set_keywords_stand_for_their_powers():
    """A set keyword is spelled out as the card is read (adjudicator/cards/keywords.py): its powers
    are marked with it and made again on a second reading, a modifier giving it gives them too, and
    a marker, a number or an alternate cost that doesn't fit is refused."""
    import pytest
    from pydantic import ValidationError

    base = {"name": "Stand-in", "type": "ally", "cost": 2, "atk": 1, "health": 2, "text": "-"}
    card = CardDefinition.model_validate({**base, "keywords": ["Protector", "Mend 2", "War Stomp"]})
    assert [p.keyword for p in card.powers] == ["Mend 2", "War Stomp", "War Stomp"]
    assert card.powers[0].triggered.effects[0].may[0].heal == 2
    assert CardDefinition.model_validate(card.model_dump(by_alias=True)) == card  # nothing added twice
    trap = CardDefinition.model_validate({**base, "type": "ability", "keywords": ["Trap"]})
    assert trap.alternate_cost.exhaust.defending is True
    given = Stat.model_validate({"affects": {"this": True}, "gain_keywords": ["Hardiness"]})
    assert given.gain_powers[0].replacement.instead.prevent == 1
    for wrong in ({"keywords": ["Mend"]},                                     # Mend needs its number
                  {"keywords": ["Trap"], "type": "ability",                   # Trap is its alternate cost
                   "alternate_cost": {"destroy": {"kind": "ally", "controller": "you"}}},
                  {"powers": [{"keyword": "Mend 1", "triggered": card.powers[0].triggered.model_dump(by_alias=True)}]}):
        with pytest.raises(ValidationError):
            CardDefinition.model_validate({**base, **wrong})
    with pytest.raises(ValidationError):  # a modifier can't give a card an alternate cost
        Stat.model_validate({"affects": {"this": True}, "gain_keywords": ["Trap"]})


# -- enc-cond --

def test_comparisons_name_opposing_cards_in_play_and_stand_only_on_a_power():
    import pytest
    from pydantic import ValidationError

    allies = {"of": {"kind": "ally", "controller": "opposing"}, "than": {"kind": "ally", "controller": "you"}}
    assert Condition.model_validate({"more_cards": {**allies, "per_opponent": "of"}}).more_cards.per_opponent == "of"
    assert Stat.model_validate({"affects": {"this": True}, "atk": 2, "while_more_cards": allies}).while_more_cards
    for wrong in ({"more_cards": {**allies, "per_opponent": "than"}},  # 'than' names your own allies
                  {"more_cards": {**allies, "per_opponent": "everyone"}}):
        with pytest.raises(ValidationError):
            Condition.model_validate(wrong)
    with pytest.raises(ValidationError):  # a comparison of cards in a graveyard
        Stat.model_validate({"affects": {"this": True}, "atk": 2, "while_more_cards": {
            "of": {"kind": "ally", "zone": "graveyard", "owner": "opponent"}, "than": allies["than"]}})
    with pytest.raises(ValidationError):  # a modifier a link makes reads no 'while' about the game
        CreateContinuous.model_validate({"create_continuous": {"affects": {"this": True}, "atk": 2,
                                                               "while_more_cards": allies}, "duration": "this-turn"})


def test_one_opponent_at_a_time():
    state = State([Player("Alice", "Alice"), Player("Bob", "Bob"), Player("Carol", "Carol")], "Alice")
    for player in ("Alice", "Bob", "Carol"):
        state.add_card(f"{player}-ally", LIB.get("Generic Two-Health Ally"), player, "play")
    allies = {"of": {"kind": "ally", "controller": "opposing"}, "than": {"kind": "ally", "controller": "you"}}
    together = Condition.model_validate({"more_cards": allies})
    alone = Condition.model_validate({"more_cards": {**allies, "per_opponent": "of"}})
    game = Game(state, ScriptAgent([], []))
    assert holds(game, together, "Alice")[0] and not holds(game, alone, "Alice")[0]
    state.add_card("Bob-second", LIB.get("Generic Two-Health Ally"), "Bob", "play")
    assert holds(game, alone, "Alice") == (True, "2 cards against 1 (Bob)")


# -- enc-if --


def test_a_while_about_this_turns_events_is_only_events_and_only_on_a_power():
    import pytest
    from pydantic import ValidationError

    destroyed = {"happened": {"event": "destroyed", "subject": {"kind": "ally", "controller": "you"}}}
    assert Stat.model_validate({"affects": {"this": True}, "atk": 3, "while_happened": destroyed}).while_happened
    assert Stat.model_validate({"affects": {"this": True}, "atk": 3, "while_happened": {"any": [destroyed, destroyed]}})
    for wrong in ({"exists": {"kind": "ally"}}, {**destroyed, "your_turn": True}, {"any": [destroyed, {"hand_at_least": 1}]}):
        with pytest.raises(ValidationError):  # a 'while' about the board is another field's
            Stat.model_validate({"affects": {"this": True}, "atk": 3, "while_happened": wrong})
    with pytest.raises(ValidationError):  # a modifier a link makes reads no 'while' about the game
        CreateContinuous.model_validate({"create_continuous": {"affects": {"this": True}, "atk": 2,
                                                               "while_happened": destroyed}, "duration": "this-turn"})


# -- enc-turn2 --


def test_a_packets_recipient_is_read_only_in_a_damage_or_heal_amount():
    import pytest
    from pydantic import ValidationError

    base = {"name": "Stand-in", "type": "ally", "cost": 2, "atk": 2, "health": 2, "damage_type": "shadow", "text": "-"}
    counted = {"count": {"kind": "ability", "attached_to": {"recipient": True}}}
    dealt = {"deal_damage": counted, "damage_type": "shadow", "source": {"this": True},
             "to": {"kind": "character", "controller": "opposing"}}
    power = {"triggered": {"when": {"event": "turn-starts", "subject": {"kind": "hero", "controller": "you"}},
                           "effects": [dealt]}}
    assert CardDefinition.model_validate({**base, "powers": [power]})
    for wrong in ({"destroy": {"kind": "ally", "attached_to": {"recipient": True}}}, {"draw": counted}):
        with pytest.raises(ValidationError):  # no packet there: the card it is for is never known
            CardDefinition.model_validate({**base, "powers": [{"triggered": {**power["triggered"], "effects": [wrong]}}]})


# -- enc-enter6 --
def test_a_search_of_another_players_deck_only_removes_the_card_found():
    """'Search target player's deck for a card and remove it from the game' (413.1, 415.7a) loads; that player's card
    put into your hand or play, or their graveyard searched, is refused at load."""
    from pydantic import ValidationError
    import pytest

    from adjudicator.cards.model import Search

    theirs = {"search": ["deck"], "for": {"kind": "card"}, "player": {"target_player": "first"}}
    assert Search.model_validate({**theirs, "into": "removed"}).player.target_player == "first"
    for wrong in ({**theirs}, {**theirs, "into": "play"}, {**theirs, "into": "removed", "search": ["deck", "graveyard"]}):
        with pytest.raises(ValidationError):
            Search.model_validate(wrong)


def test_the_top_of_each_opponents_deck_is_only_seen():
    """'Look at the top card of each opponent's deck' loads; a card taken from several decks, or the rest moved, is
    refused at load (which deck would it go back to?)."""
    from pydantic import ValidationError
    import pytest

    from adjudicator.cards.model import TopOfDeck

    assert TopOfDeck.model_validate({"look_at_top": 1, "player": "each-opponent"}).player == "each-opponent"
    for wrong in ({"rest": "bottom"}, {"then": [{"take": 1, "to": "hand"}]}):
        with pytest.raises(ValidationError):
            TopOfDeck.model_validate({"look_at_top": 1, "player": "each-opponent", **wrong})
# -- enc-deal3 --


def test_a_packets_recipient_as_its_source_is_each_card_dealing_to_itself():
    import pytest
    from pydantic import ValidationError

    base = {"name": "Stand-in", "type": "ability", "cost": 2, "text": "-"}
    own = {"deal_damage": 4, "damage_type": "nature", "source": {"recipient": True},
           "to": {"kind": "hero", "controller": "opposing"}}
    assert CardDefinition.model_validate({**base, "effects": [own]})
    assert CardDefinition.model_validate({**base, "effects": [{"heal": 7, "source": {"recipient": True},
                                                               "from": {"kind": "hero"}}]})
    for wrong in ({"exhaust": {"recipient": True}},  # no packet there
                  {**own, "to": {"recipient": True}}):  # the cards dealt to are never known by their packet
        with pytest.raises(ValidationError):
            CardDefinition.model_validate({**base, "effects": [wrong]})
