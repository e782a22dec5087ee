"""enc-deal7: the pool cards of tools/shapes/unpreventable_by.py and tools/shapes/prevent_more.py, played on small
boards made from their own encodings (the harness of tests/test_encode_pool.py)."""
from __future__ import annotations

import yaml
import pytest

from test_encode_pool import CARDS, HEROES, LIB, envelope
from adjudicator.cards.library import CardLibrary
from adjudicator.formats.load import load_scenario
from adjudicator.replay import replay_scenario

PREVENTS_ONE = "Devotion Aura"  # Ongoing: prevent 1 of each packet of damage to a hero or ally its controller controls
BLAST = "Fire Blast"  # Alice's hero deals 2 fire damage to target hero or ally


def run(card, text: str, tmp_path, powers=None):
    """The scenario replayed with the card as encoded, or with ``powers`` in place of its (or its other side's)."""
    scenario, doc = load_scenario(tmp_path / "pool-shape.yaml", text=text)
    if powers is not None:
        field = "back" if card.back is not None else None
        card = card.model_copy(update={"back": card.back.model_copy(update={"powers": powers})} if field
                               else {"powers": powers})
    lib = CardLibrary({**{c.name: c for c in LIB}, card.name: card}, dict(LIB.origin))
    return replay_scenario(scenario, doc, lib)


# -- 'Damage that <a group> would deal is unpreventable' (408.3c): a card's own power, its group read as each packet
# is dealt. Alice's card in play (her hero, face down, for a hero's other side); the card itself attacks Bob's hero if
# it is an ally the source fits, else Alice's hero plays Fire Blast at Bob's hero; Bob's Devotion Aura would prevent
# 1 of the packet, and prevents none.


def own_powers(card) -> list:
    return list(card.back.powers if card.back is not None else card.powers)


def unpreventable_group(card):
    """The card's 'can't be prevented' on a group's damage (not only its own or its host's, not only a weapon's)."""
    return next((p for p in own_powers(card) if p.prohibition is not None and p.prohibition.cannot == "be-prevented"
                 and p.prohibition.damage is not None and p.prohibition.damage.source is not None
                 and not p.prohibition.damage.source.this and not p.prohibition.damage.source.host), None)


UNPREVENTABLE = [c for c in CARDS if unpreventable_group(c) is not None]


def by_the_card_itself(card) -> bool:
    source = unpreventable_group(card).prohibition.damage.source
    return card.type == "ally" and (source.kind == "ally" or any(s.this for s in source.any_ or []))


def plain_ally(trait: str) -> str:
    """A library ally of the trait with no powers: one that fits a 'while' counting such allies."""
    return next(c.name for c in LIB if c.type == "ally" and trait in (c.traits or []) and not c.powers)


def while_allies(card, short: int = 0) -> list:
    """The allies of Alice's a 'while you control N or more <trait> allies' asks for, the card itself counted when
    it fits (``short``: that many fewer, so that the condition is false)."""
    cond = unpreventable_group(card).prohibition.while_
    if cond is None:
        return []
    wanted = cond.exists
    assert wanted is not None and wanted.kind == "ally" and wanted.controller == "you" and wanted.trait, cond
    n = cond.at_least - (wanted.trait in (card.traits or []) and card.type == "ally") - short
    return [{"card": plain_ally(wanted.trait), "id": f"fits-{i}"} for i in range(n)]


def unpreventable_text(card, short: int = 0) -> str:
    alice = {"name": "Alice", "hero": {"card": HEROES["Alice"]}, "hand": [], "play": while_allies(card, short),
             "resources": 0}
    bob = {"name": "Bob", "hero": {"card": HEROES["Bob"]}, "play": [{"card": PREVENTS_ONE, "id": "aura"}]}
    if card.type == "hero":
        alice["hero"] = {"card": card.name, "id": "it", "face_down": True}
    else:
        alice["play"].append({"card": card.name, "id": "it"})
    if by_the_card_itself(card):
        script, dealt = [{"attack": "it", "defender": "bob-hero", "by": "Alice"}], card.atk
    else:
        alice["hand"].append({"card": BLAST, "id": "blast"})
        alice["resources"] = LIB.get(BLAST).cost
        script, dealt = [{"play": "blast", "by": "Alice", "targets": {"first": "bob-hero"}}], 2
    data = {**envelope(card), "setup": {"turn_player": "Alice", "players": [alice, bob]}, "script": script,
            "expect": {"cards": {"bob-hero": {"damage": dealt}}}}
    return yaml.safe_dump(data, sort_keys=False)


def test_the_encoder_writes_a_groups_damage_that_cant_be_prevented():
    assert {"Frizzlight", "Zul'that Steeltusk", "Spread the Word", "Rekwa Proudhorn"} <= {c.name for c in UNPREVENTABLE}


@pytest.mark.parametrize("card", UNPREVENTABLE, ids=[c.name for c in UNPREVENTABLE])
def test_the_aura_prevents_none_of_the_groups_damage(card, tmp_path):
    text = unpreventable_text(card)
    result = run(card, text, tmp_path)
    assert result.passed, (result.mismatches, text)


WHILE = [c for c in UNPREVENTABLE if unpreventable_group(c).prohibition.while_ is not None]


def test_the_encoder_writes_a_while_on_it():
    assert "Northshire Cleric" in {c.name for c in WHILE}


@pytest.mark.parametrize("card", WHILE, ids=[c.name for c in WHILE])
def test_while_its_condition_is_false_the_aura_prevents_one(card, tmp_path):
    """Near miss: one ally short of the 'while' (714.3a): the 'can't be prevented' is not in force."""
    data = yaml.safe_load(unpreventable_text(card, short=1))
    data["expect"]["cards"]["bob-hero"]["damage"] -= 1
    result = run(card, yaml.safe_dump(data, sort_keys=False), tmp_path)
    assert result.passed, (result.mismatches, data)


@pytest.mark.parametrize("card", UNPREVENTABLE, ids=[c.name for c in UNPREVENTABLE])
def test_without_the_power_the_aura_prevents_one(card, tmp_path):
    """Near miss: the card without its 'can't be prevented': Devotion Aura prevents 1 of the packet."""
    data = yaml.safe_load(unpreventable_text(card))
    data["expect"]["cards"]["bob-hero"]["damage"] -= 1
    kept = [p for p in own_powers(card) if p is not unpreventable_group(card)]
    result = run(card, yaml.safe_dump(data, sort_keys=False), tmp_path, powers=kept)
    assert result.passed, (result.mismatches, data)


# -- tools/shapes/prevent_more.py: two preventions (717.2), each played where it prevents, and again without it


ATTACKER = "Generic Paladin Ally"  # a plain 3/3 ally of Bob's, attacking on his turn
BIG_ALLY = "Anika Berlyn"  # a plain 5/6 ally of Alice's


def written(name: str):
    card = next((c for c in CARDS if c.name == name), None)
    assert card is not None, f"{name}: not written by the encoder"
    return card


def replayed(card, data: dict, tmp_path, powers=None):
    return run(card, yaml.safe_dump({**envelope(card), **data}, sort_keys=False), tmp_path, powers)


def blasts(alice: dict, n: int, at: str) -> list:
    """Alice plays n Fire Blasts (2 fire damage each) at one card, one after the other."""
    alice["hand"] = alice.get("hand", []) + [{"card": BLAST, "id": f"blast-{i}"} for i in range(n)]
    alice["resources"] = alice.get("resources", 0) + n * LIB.get(BLAST).cost
    return [{"play": f"blast-{i}", "by": "Alice", "targets": {"first": at}, "when": "chain-empty"} for i in range(n)]


def both_ways_board(card) -> dict:
    """Blessing of Protection on Alice's ally: her Fire Blast at the ally, then the ally's attack on Bob's hero."""
    alice = {"name": "Alice", "hero": {"card": HEROES["Alice"]}, "hand": [{"card": card.name, "id": "it"}],
             "play": [{"card": BIG_ALLY, "id": "ward"}], "resources": card.cost}
    bob = {"name": "Bob", "hero": {"card": HEROES["Bob"]}}
    script = [{"play": "it", "by": "Alice", "targets": {card.targets[0].id: "ward"}}, *blasts(alice, 1, "ward"),
              {"attack": "ward", "defender": "bob-hero", "by": "Alice", "when": "chain-empty"}]
    return {"setup": {"turn_player": "Alice", "players": [alice, bob]}, "script": script,
            "expect": {"cards": {"ward": {"damage": 0}, "bob-hero": {"damage": 0}, "it": {"attached_to": "ward"}}}}


def test_the_attached_card_is_dealt_and_deals_no_damage(tmp_path):
    card = written("Blessing of Protection")
    result = replayed(card, both_ways_board(card), tmp_path)
    assert result.passed, result.mismatches
    data = both_ways_board(card)  # near miss: without the two preventions
    data["expect"]["cards"].update({"ward": {"damage": 2}, "bob-hero": {"damage": LIB.get(BIG_ALLY).atk}})
    result = replayed(card, data, tmp_path, powers=[p for p in card.powers if p.replacement is None])
    assert result.passed, result.mismatches


def protecting_board(card, protects: bool) -> dict:
    """Undaunted Defense in play (Alice's hero has Protector): on Bob's turn his 3/3 attacks Alice's ally and her hero
    protects (602.2), or attacks her hero, which doesn't protect."""
    alice = {"name": "Alice", "hero": {"card": HEROES["Alice"]},
             "play": [{"card": card.name, "id": "it"}, {"card": BIG_ALLY, "id": "ward"}]}
    bob = {"name": "Bob", "hero": {"card": HEROES["Bob"]}, "play": [{"card": ATTACKER, "id": "attacker"}]}
    script = [{"attack": "attacker", "defender": "ward", "by": "Bob"}, {"protect": "alice-hero", "by": "Alice"}] \
        if protects else [{"attack": "attacker", "defender": "alice-hero", "by": "Bob"}]
    return {"setup": {"turn_player": "Bob", "players": [alice, bob]}, "script": script,
            "expect": {"cards": {"alice-hero": {"damage": 0}, "ward": {"damage": 0}}}}


def test_combat_damage_to_your_hero_is_prevented_while_it_protects(tmp_path):
    card = written("Undaunted Defense")
    result = replayed(card, protecting_board(card, True), tmp_path)
    assert result.passed, result.mismatches
    atk = LIB.get(ATTACKER).atk
    data = protecting_board(card, False)  # near miss: attacked, not protecting: the 'while' doesn't hold (714.3a)
    data["expect"]["cards"]["alice-hero"]["damage"] = atk
    result = replayed(card, data, tmp_path)
    assert result.passed, result.mismatches
    data = protecting_board(card, True)  # near miss: protecting, without the prevention
    data["expect"]["cards"]["alice-hero"]["damage"] = atk
    result = replayed(card, data, tmp_path, powers=[p for p in card.powers if p.replacement is None])
    assert result.passed, result.mismatches


# -- 'Ongoing: Attached ally has +2 / +2, and damage that it would deal is unpreventable', 'Stash: Damage that allies
# you control would deal is unpreventable this turn' (Blessing of Virtue): Bob's Devotion Aura would prevent 1 of each
# packet to his hero, and prevents none of the host's, or (stashed) of any ally of Alice's this turn (714.3e)


def host_unpreventable(card):
    return next((p for p in card.powers if p.prohibition is not None and p.prohibition.cannot == "be-prevented"
                 and p.prohibition.damage.source is not None and p.prohibition.damage.source.host), None)


def stash_unpreventable(card):
    return next((p for p in card.powers if p.stash is not None and any(
        getattr(e, "create_prohibition", None) is not None and e.create_prohibition.cannot == "be-prevented"
        for e in p.stash.effects)), None)


HOSTS = [c for c in CARDS if host_unpreventable(c) is not None]
STASHES = [c for c in CARDS if stash_unpreventable(c) is not None]


def test_the_encoder_writes_a_hosts_and_a_stashed_groups_unpreventable_damage():
    assert "Blessing of Virtue" in {c.name for c in HOSTS} & {c.name for c in STASHES}


def host_board(card, prevented: int) -> dict:
    """The card attached to Alice's big ally, who attacks Bob's hero: its ATK as the card changes it."""
    alice = {"name": "Alice", "hero": {"card": HEROES["Alice"]}, "hand": [{"card": card.name, "id": "it"}],
             "play": [{"card": BIG_ALLY, "id": "ward"}], "resources": card.cost}
    bob = {"name": "Bob", "hero": {"card": HEROES["Bob"]}, "play": [{"card": PREVENTS_ONE, "id": "aura"}]}
    more = sum(p.continuous.atk or 0 for p in card.powers if p.continuous is not None and p.continuous.affects.host)
    script = [{"play": "it", "by": "Alice", "targets": {card.targets[0].id: "ward"}},
              {"attack": "ward", "defender": "bob-hero", "by": "Alice", "when": "chain-empty"}]
    return {"setup": {"turn_player": "Alice", "players": [alice, bob]}, "script": script,
            "expect": {"cards": {"bob-hero": {"damage": LIB.get(BIG_ALLY).atk + more - prevented}}}}


@pytest.mark.parametrize("card", HOSTS, ids=[c.name for c in HOSTS])
def test_the_hosts_damage_cant_be_prevented(card, tmp_path):
    result = replayed(card, host_board(card, 0), tmp_path)
    assert result.passed, result.mismatches
    kept = [p for p in card.powers if p is not host_unpreventable(card)]  # near miss: without it, the aura prevents 1
    result = replayed(card, host_board(card, 1), tmp_path, powers=kept)
    assert result.passed, result.mismatches


def stash_board(card, prevented: int) -> dict:
    """Alice places the card face up as a resource (its Stash power fires, 412.1b); then her two allies attack Bob's
    hero one after the other, each packet read against the group as it is dealt (714.3e)."""
    alice = {"name": "Alice", "hero": {"card": HEROES["Alice"]}, "hand": [{"card": card.name, "id": "it"}],
             "play": [{"card": BIG_ALLY, "id": "first"}, {"card": BIG_ALLY, "id": "second"}], "resources": 0}
    bob = {"name": "Bob", "hero": {"card": HEROES["Bob"]}, "play": [{"card": PREVENTS_ONE, "id": "aura"}]}
    script = [{"place": "it", "face_up": True, "by": "Alice"},
              {"attack": "first", "defender": "bob-hero", "by": "Alice", "when": "chain-empty"},
              {"attack": "second", "defender": "bob-hero", "by": "Alice", "at": {"step": "action"}, "when": "chain-empty"}]
    return {"setup": {"turn_player": "Alice", "players": [alice, bob]}, "script": script,
            "expect": {"cards": {"it": {"zone": "play", "face_down": True},
                                 "bob-hero": {"damage": 2 * (LIB.get(BIG_ALLY).atk - prevented)}}}}


@pytest.mark.parametrize("card", STASHES, ids=[c.name for c in STASHES])
def test_stashed_the_groups_damage_cant_be_prevented_this_turn(card, tmp_path):
    stashed = card.model_copy(update={"powers": [stash_unpreventable(card)], "targets": [], "attach": None})
    result = replayed(stashed, stash_board(stashed, 0), tmp_path)
    assert result.passed, result.mismatches
    data = stash_board(stashed, 1)  # near miss: placed face down, its Stash power doesn't fire: the aura prevents 1
    data["script"][0].pop("face_up")
    result = replayed(stashed, data, tmp_path)
    assert result.passed, result.mismatches


# -- '… to an ally without damage on it, destroy that ally' (Vis'kag the Bloodletter): Alice's hero strikes with it at
# Bob's ally, undamaged (destroyed) or with 1 damage already (it keeps its 2 damage and stays)


def undamaged_board(card, hurt: int) -> dict:
    alice = {"name": "Alice", "hero": {"card": HEROES["Alice"]}, "play": [{"card": card.name, "id": "it"}],
             "resources": card.strike_cost}
    bob = {"name": "Bob", "hero": {"card": HEROES["Bob"]},
           "play": [{"card": BIG_ALLY, "id": "struck", **({"damage": hurt} if hurt else {})}]}
    seen = {"zone": "graveyard"} if not hurt else {"zone": "play", "damage": hurt + card.atk}
    return {"setup": {"turn_player": "Alice", "players": [alice, bob]},
            "script": [{"attack": "alice-hero", "defender": "struck", "strike": "it", "by": "Alice"}],
            "expect": {"cards": {"struck": seen}}}


def test_an_undamaged_ally_struck_is_destroyed_and_a_damaged_one_is_not(tmp_path):
    card = written("Vis'kag the Bloodletter")
    for hurt in (0, 1):
        result = replayed(card, undamaged_board(card, hurt), tmp_path)
        assert result.passed, (hurt, result.mismatches)
