"""An ability attached to your hero without a target, its host's listed payment powers (tools/shapes/own_hero.py),
and the tokens enc-turn3 reads (tools/shapes/effects.py's token shapes)."""
from __future__ import annotations

import pytest

from shape_cards import encode, refused

import pool_shapes  # noqa: E402  (shape_cards put tools/ on the path)
from shapes.comma_then import counter_then  # noqa: E402
from shapes.own_hero import powers_listed  # noqa: E402


def test_attach_to_your_hero_is_an_attach_description_without_a_target():
    """400.3: no target; the card fits only its controller's hero."""
    assert pool_shapes.piece("Attach to your hero.").parts == {"attach_to": {"kind": "hero", "controller": "you"}}


@pytest.mark.parametrize("sentence", [
    "Attach to your hero or ally.",  # a choice between cards: another sentence
    "Attach to your hero, and draw a card.",  # an effect as it resolves
    "Attach to an opposing hero.",
])
def test_attach_near_misses_are_refused(sentence):
    refused(sentence)


def test_the_listed_payment_powers_are_one_paragraph_each():
    text = ["Attach to your hero.Ongoing: Attached hero has:[Exhaust] -> Draw a card.[Exhaust] -> You pay [2] less "
            "to play your next card this turn. [Exhaust] -> Your hero deals 1 fire damage to each ally."]
    assert powers_listed(text) == [
        "Attach to your hero.", "Ongoing: Attached hero has [Exhaust] -> Draw a card.",
        "Ongoing: Attached hero has [Exhaust] -> You pay [2] less to play your next card this turn.",
        "Ongoing: Attached hero has [Exhaust] -> Your hero deals 1 fire damage to each ally."]
    assert powers_listed(["Ongoing: Attached hero has +2 ATK."]) == ["Ongoing: Attached hero has +2 ATK."]


def test_an_ability_attached_to_your_hero_gives_it_each_payment_power():
    """Shroud of the High Priest's shape: each listed power the host's while the ability is attached (700.3, 400.4);
    [Exhaust] exhausts the hero that has it (701.1)."""
    entry = encode(["Attach to your hero.Ongoing: Attached hero has:[Exhaust] -> Draw a card.[Exhaust] -> Your hero "
                    "heals 3 damage from each friendly hero and ally."])
    assert entry["attach_to"] == {"kind": "hero", "controller": "you"} and "targets" not in entry
    assert [p["continuous"]["affects"] for p in entry["powers"]] == [{"host": True}, {"host": True}]
    assert [p["continuous"]["gain_powers"][0]["payment"] for p in entry["powers"]] == [
        {"cost": {"exhaust": True}, "effects": [{"draw": 1}]},
        {"cost": {"exhaust": True}, "effects": [{"heal": 3, "source": {"kind": "hero", "controller": "you"},
                                                  "from": {"kind": "character", "controller": "friendly"}}]}]


def test_a_listed_power_naming_itself_is_refused():
    """Shroud of the Nethermancer: 'itself' in a power given to another card is refused (shapes/costs.py)."""
    with pytest.raises(pool_shapes.Unrecognised):
        encode(["Attach to your hero.Ongoing: Attached hero has:[Exhaust] -> Your hero deals 2 shadow damage to target "
                "hero and heals 2 damage from itself."])


@pytest.mark.parametrize("sentence, made", [
    ("Put five bear Ally tokens into play with 1 [Melee] ATK / 1 health and Protector.",  # Nature Unleashed
     {"put_token": "Bear", "atk": 1, "damage_type": "melee", "health": 1, "traits": ["Bear"],
      "keywords": ["Protector"], "count": 5}),
    ("Put a Skeleton ally token with 1 ATK, 1 health, Ferocity, and Protector into play.",
     {"put_token": "Skeleton", "atk": 1, "health": 1, "traits": ["Skeleton"], "keywords": ["Ferocity", "Protector"]}),
])
def test_tokens_read(sentence, made):
    assert [make(None) for make in pool_shapes.piece(sentence).parts["effects"]] == [made]


@pytest.mark.parametrize("sentence", [
    "Put five gizmo Ally tokens into play with 1 [Melee] ATK / 1 health and Protector.",  # no race in lower case
    "Put five bear Ally token into play with 1 [Melee] ATK / 1 health and Protector.",  # number and noun disagree
])
def test_token_near_misses_are_refused(sentence):
    refused(sentence)


def test_an_effect_sentence_beside_a_targeted_attachment_is_done_as_it_resolves():
    """Ice Prison's shape: the draw as the ability resolves (709.2), then it enters play attached (709.2g)."""
    entry = encode(["Attach to target opposing ally. Draw a card. Ongoing: Attached ally can't ready."])
    assert entry["attach"] == "host" and entry["targets"] == [{"id": "host", "kind": "ally", "controller": "opposing"}]
    assert entry["effects"] == [{"draw": 1}]
    assert entry["powers"] == [{"prohibition": {"cannot": "ready", "affects": {"host": True}}}]


@pytest.mark.parametrize("text", [
    ["Attach to target opposing ally. Your hero deals 2 fire damage to target hero. Ongoing: Attached ally can't ready."],
    ["Attach to your hero. Draw a card. Ongoing: Attached hero has +2 ATK."],  # no target: its own shape only
    ["Attach to target opposing ally. Ongoing: Attached ally can't ready. Draw a card."],  # after 'Ongoing:'
])
def test_an_effect_beside_an_attachment_near_misses_are_refused(text):
    with pytest.raises(pool_shapes.Unrecognised):
        encode(text)


def test_a_comma_then_after_a_counter_is_the_next_step():
    """Curse of Agony's shape: the counter put first, then a packet counting it (709.2), as with '. Then,'."""
    said = ("Ongoing: At the start of your turn, put an agony counter on Stand-in{} your hero deals 1 shadow damage "
            "to attached character for each agony counter on Stand-in.")
    comma, sentence = (encode(["Attach to target hero or ally.", said.format(s)]) for s in (", then", ". Then,"))
    assert comma == sentence
    assert [list(e)[0] for e in comma["powers"][0]["triggered"]["effects"]] == ["put_counters", "deal_damage"]


@pytest.mark.parametrize("sentence", [
    "At the start of your turn, draw a card, then your hero deals 1 shadow damage to target hero.",  # no counter
    "At the start of your turn, put an agony counter on target ally, then your hero deals 1 shadow damage to it.",
])
def test_a_comma_then_near_misses_are_refused(sentence):
    assert counter_then([sentence]) == [sentence]  # left as printed
    refused(sentence)


def test_a_card_put_into_play_if_it_costs_no_more_than_your_resources():
    """Sacred Circle: 'if it costs less than or equal to …' is 'if its cost is …' (403.5a)."""
    said = "Put target [Holy] ally from your graveyard into play if {} less than or equal to the number of resources you control."
    costs, cost_is = (pool_shapes.piece(said.format(w)) for w in ("it costs", "its cost is"))
    assert [m("first") for m in costs.parts["effects"]] == [m("first") for m in cost_is.parts["effects"]] == [
        {"put_into_play": {"target": "first", "zone": "graveyard"}, "max_cost": "your-resources"}]
    refused(said.format("it costs more"))


def test_a_token_copy_of_a_target_exhausted_ally_is_refused():
    """enc-reward8: 'target token ally you control' (404.2) reads now that the pool harness puts a token in play to
    aim at (tools/shapes/copied_token.py, tests/test_shapes_copied_token.py); a state of the target is still refused."""
    refused("Put a token copy of target exhausted ally you control into play.")
