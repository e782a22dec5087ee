"""The shared card vocabulary evaluated against a small game: selectors that read state and
combine, conditions, cost changes and deck order. The scenarios (scenarios/**/L*.yaml) replay each
clause family with real cards; these pin the primitives underneath."""
from __future__ import annotations

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
                                                                      "play_cost": -5}), uses=1)
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
