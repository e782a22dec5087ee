"""The cards tools/encode_pool.py writes (scenarios/cards/pool-<set>.yaml): each one is played in a
small game made from its own encoding and must do what its shape says — an ally or equipment
enters play with its printed numbers and keywords (Assault adds its ATK on its controller's turn),
a quest completes for its cost and draws, an ability draws, deals, heals, destroys, exhausts or
attaches and changes its host. This stands in for "each card is on a scenario's board": the
hand-checked scenario of each shape is under scenarios/ (tests/test_card_language.py asks that
only of the hand-written files). And the grammar of tools/pool_shapes.py, piece by piece."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest
import yaml

from adjudicator.cards.library import default_library
from adjudicator.formats.load import load_scenario
from adjudicator.replay import replay_scenario

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))

import encode_pool  # noqa: E402
import pool_shapes  # noqa: E402

LIB = default_library()
HEROES = {"Alice": "Generic Alliance Hero", "Bob": "Generic Horde Hero"}
BIG_ALLY = "Anika Berlyn"            # a plain 5/6 ally: a target for damage, healing and attachments
ONGOING_ABILITY = "World in Flames"  # an ongoing ability in play, to destroy
EQUIPMENT = "Krol Blade"             # a weapon in play, to destroy


def generated() -> list:
    files = {p.name for p in encode_pool.OUT.glob(f"{encode_pool.PREFIX}*.yaml") if encode_pool.generated(p)}
    return [c for c in LIB if LIB.origin[c.name].split(":")[0] in files]


CARDS = generated()


def test_the_tool_wrote_cards_of_every_shape_family():
    kinds = {c.type for c in CARDS}
    assert {"ally", "weapon", "armor", "quest", "ability"} <= kinds
    assert len(CARDS) >= 100  # fewer as cards are written by hand (a hand-written entry wins)


# -- a small game per card, made from its encoding -------------------------------------------------

def board(card) -> tuple[dict, list, dict]:
    """The players' zones, the script and the expectations that check the card's shape."""
    alice = {"name": "Alice", "hero": {"card": HEROES["Alice"]}, "resources": card.cost or 0,
             "deck": [{"card": BIG_ALLY, "id": f"alice-deck-{i}"} for i in range(4)]}
    bob = {"name": "Bob", "hero": {"card": HEROES["Bob"]}, "deck": [{"card": BIG_ALLY, "id": "bob-deck"}]}
    if card.type == "quest":
        return quest(card, alice, bob)
    if any(p.triggered and p.triggered.when.event == "strike" for p in card.powers):
        return struck_with(card, alice, bob)
    alice["hand"] = [{"card": card.name, "id": "it"}]
    play = {"play": "it", "by": "Alice"}
    expect: dict = {"cards": {}, "players": {}}
    if card.type != "ability":
        expect["cards"]["it"] = permanent(card)
        script = [play]
        for power in card.powers:
            if power.keyword:  # a set keyword's powers: its own scenarios fire them (adjudicator/cards/keywords.py)
                entering = power.triggered and power.triggered.when.event == "enters-play"
                script += [{"choose": "no", "by": "Alice"}] if entering else []  # Find Treasure: 'you may'
                continue
            if power.continuous and not power.continuous.affects.this:  # "your hero has …"
                expect["cards"]["alice-hero"] = {"keywords": list(power.continuous.gain_keywords)}
            if power.triggered:  # "when this enters play, draw N"
                expect["players"]["Alice"] = {"hand": sum(e.draw for e in power.triggered.effects)}
        return {"players": [alice, bob]}, script, expect
    return ability(card, alice, bob, play, expect)


def struck_with(card, alice, bob):
    """A weapon that gives its hero Long-Range as it strikes: the defender deals the hero nothing."""
    alice.update(play=[{"card": card.name, "id": "it"}], resources=card.strike_cost)
    bob["play"] = [{"card": BIG_ALLY, "id": "defender"}]
    script = [{"attack": "alice-hero", "defender": "defender", "strike": "it", "by": "Alice"}]
    return {"players": [alice, bob]}, script, {"cards": {"alice-hero": {"damage": 0}, "defender": {"damage": card.atk}}}


def permanent(card) -> dict:
    """An ally, weapon or armor in play: its numbers, with Assault on its controller's turn."""
    seen: dict = {"zone": "play"}
    if card.type == "ally":
        assault = sum(int(k.split()[1]) for k in card.keywords if k.startswith("Assault "))
        given = [k for p in card.powers if p.keyword and p.continuous and p.continuous.affects.this
                 for k in p.continuous.gain_keywords]  # Shadowmeld: Elusive and Untargetable while ready
        seen.update(atk=card.atk + assault, health=card.health, keywords=sorted({*card.keywords, *given}))
    return seen


def quest(card, alice, bob):
    reward = card.powers[0].reward
    alice["resources"] = reward.cost.resources
    alice["resource_row"] = [{"card": card.name, "id": "it"}]
    script = [{"complete": "it", "by": "Alice"}]
    expect: dict = {"cards": {"it": {"face_down": True}}, "players": {}}
    for effect in reward.effects:
        data = effect.model_dump(exclude_defaults=True, by_alias=True)
        if "draw" in data:
            expect["players"]["Alice"] = {"hand": data["draw"], "deck": 4 - data["draw"]}
        else:
            from_the_top(data, alice, script, expect)
    return {"turn_player": "Alice", "players": [alice, bob]}, script, expect


def from_the_top(data: dict, alice: dict, script: list, expect: dict) -> None:
    """Look at or reveal the top N of six cards: the second is the one taken (the only one that
    fits, or Alice's choice), into her hand or back on top; the rest go under the cards not seen."""
    n, take = data.get("look_at_top") or data["reveal_top"], data["then"][0]
    kind, at = (take.get("fits") or {}).get("kind"), min(1, n - 1)  # the one taken: the second, or the only one
    kept = {"ally": BIG_ALLY, "ability": ONGOING_ABILITY, "equipment": EQUIPMENT}.get(kind, BIG_ALLY)
    other = ONGOING_ABILITY if kind == "ally" else BIG_ALLY
    alice["deck"] = [{"card": kept if i == at else other, "id": f"alice-deck-{i}"} for i in range(6)]
    if kind is None:
        script.append({"choose": f"alice-deck-{at}", "by": "Alice"})
    seen = [f"alice-deck-{i}" for i in range(n) if i != at]
    unseen = [f"alice-deck-{i}" for i in range(n, 6)]
    if take["to"] == "hand":
        expect["cards"][f"alice-deck-{at}"] = {"zone": "hand"}
        expect["players"]["Alice"] = {"hand": 1, "deck_order": unseen + seen}
    else:
        expect["players"]["Alice"] = {"hand": 0, "deck_order": [f"alice-deck-{at}"] + unseen + seen}


def ability(card, alice, bob, play, expect):
    targets, script = {}, [play]
    for spec in card.targets:
        targets[spec.id] = target_for(spec, alice, bob)
    if targets:
        play["targets"] = targets
    for effect in card.effects:
        data = effect.model_dump(exclude_defaults=True, by_alias=True)
        if "draw" in data:
            expect["players"]["Alice"] = {"hand": data["draw"]}
        elif "deal_damage" in data:
            expect["cards"][targets[data["to"]["target"]]] = hit(targets[data["to"]["target"]], data["deal_damage"])
        elif "heal" in data:
            expect["cards"][targets[data["from"]["target"]]] = {"damage": 1}
        elif "destroy" in data:
            expect["cards"][targets[data["destroy"]["target"]]] = {"zone": "graveyard"}
        elif "exhaust" in data:
            expect["cards"][targets[data["exhaust"]["target"]]] = {"exhausted": True}
        elif "create_continuous" in data:  # "target ally has +N ATK this turn"
            label = targets[data["create_continuous"]["affects"]["target"]]
            expect["cards"][label] = changed(label, effect.create_continuous)
        elif "look_at_top" in data or "reveal_top" in data:
            from_the_top(data, alice, script, expect)
    for power in card.powers:
        if power.keyword:
            continue
        if power.triggered:  # "at the start of your turn, draw N": Bob's turn passes, then Alice's starts
            script += [{"end_turn": True, "by": "Alice"}, {"end_turn": True, "by": "Bob"}]
            expect["players"]["Alice"] = {"hand": sum(e.draw for e in power.triggered.effects) + 1}  # + draw step
            expect["cards"]["it"] = {"zone": "play"}
            expect["until"] = "draw-step"
            continue
        stat = power.continuous
        host = targets.get("host") if stat.affects.host else "alice-hero"
        expect["cards"].setdefault(host, {}).update(changed(host, stat))
    if card.attach:
        expect["cards"]["it"] = {"zone": "play", "attached_to": targets["host"]}
    return {"players": [alice, bob]}, script, expect


def target_for(spec, alice, bob) -> str:
    """A card that fits the slot, put on the board: Bob's unless the target must be friendly."""
    player = alice if spec.controller in ("you", "friendly") else bob
    who = player["name"].lower()
    if spec.kind in ("character", "hero"):
        return f"{who}-hero"
    card = {"ally": BIG_ALLY, "ability": ONGOING_ABILITY}.get(spec.kind, EQUIPMENT)
    label = f"{who}-{spec.kind}" + ("" if spec.id == "first" else f"-{spec.id}")  # two targets, two cards
    player.setdefault("play", []).append({"card": card, "id": label, "damage": 2 if spec.kind == "ally" else 0})
    return label


def hit(label: str, amount: int) -> dict:
    """Damage stays on a character that survives it; an ally with fatal damage is destroyed."""
    if label.endswith("-hero"):
        return {"damage": amount}
    return {"damage": 2 + amount} if 2 + amount < LIB.get(BIG_ALLY).health else {"zone": "graveyard"}


def changed(label: str, stat) -> dict:
    base = LIB.get(HEROES[label.split("-")[0].capitalize()] if label.endswith("-hero") else BIG_ALLY)
    seen: dict = {}
    if stat.atk is not None:
        seen["atk"] = max(0, (base.atk or 0) + stat.atk)
    if stat.health is not None:
        seen["health"] = base.health + stat.health
    if stat.gain_keywords:
        seen["keywords"] = list(stat.gain_keywords)
    return seen


def heal_targets_damaged(setup: dict, amount: int) -> None:
    """A heal needs damage to heal: each hero starts with one more than it heals."""
    for player in setup["players"]:
        player["hero"]["damage"] = amount + 1


def scenario_text(card) -> str:
    setup, script, expect = board(card)
    heals = [e.heal for e in card.effects if getattr(e, "heal", None) is not None]
    if heals:
        heal_targets_damaged(setup, max(heals))
        for label, seen in expect["cards"].items():
            if "damage" in seen and label.endswith("-hero"):
                seen["damage"] = 1
    setup.setdefault("turn_player", "Alice")
    until = expect.pop("until", None)
    expect = {k: v for k, v in expect.items() if v}
    data = {"id": "pool-shape", "title": card.name, "question": "-", "sources": ["-"], "ruling": "-", "rules": [],
            **({"until": until} if until else {}), "setup": setup, "script": script, "expect": expect}
    return yaml.safe_dump(data, sort_keys=False)


@pytest.mark.parametrize("card", CARDS, ids=[c.name for c in CARDS])
def test_every_generated_card_does_what_its_shape_says(card, tmp_path):
    text = scenario_text(card)
    scenario, doc = load_scenario(tmp_path / "pool-shape.yaml", text=text)
    run = replay_scenario(scenario, doc, LIB)
    assert run.passed, (run.mismatches, text)


# -- the grammar ---------------------------------------------------------------------------------

SETS = {"s": {"name": "A Set", "kind": "set"}}


def facts(kind: str, **more) -> dict:
    base = {"id": "x", "name": "Stand-in", "type": kind, "printings": [["s", "7", "Common"]]}
    numbers = {"ally": {"cost": 2, "atk": 1, "health": 3, "damage_type": "fire"},
               "ability": {"cost": 1}, "quest": {}, "armor": {"cost": 2, "def": 1, "traits": ["Head (1)", "Mail"]},
               "weapon": {"cost": 2, "atk": 2, "strike_cost": 1, "damage_type": "melee",
                          "traits": ["2H", "Melee (1)", "Axe"]}}
    return {**base, **numbers[kind], **more}


def test_keyword_lines_add_up_with_their_powers():
    entry, shapes = pool_shapes.encode(facts("ally"), SETS, ["Protector, Assault 2", "Frost Resistance"])
    assert entry["keywords"] == ["Protector", "Assault 2", "Frost Resistance"]
    assert [next(iter(p)) for p in entry["powers"]] == ["continuous", "replacement"]
    assert entry["powers"][0]["continuous"] == {"affects": {"this": True}, "during": "your-turn", "atk": 2}
    assert shapes == ["keywords with a power (a resistance, Assault, Aberration, Berserking)"] * 2
    with pytest.raises(pool_shapes.Unrecognised):
        pool_shapes.encode(facts("ally"), SETS, ["Protector", "Protector"])


def test_set_keywords_are_written_as_keywords_alone():
    """The card language spells out a set keyword (adjudicator/cards/keywords.py): the tool writes
    only the keyword, with its number, here and in what a card gives."""
    entry, shapes = pool_shapes.encode(facts("ally"), SETS, ["Protector, Mend 2", "Shadowmeld", "Time is Money"])
    assert entry["keywords"] == ["Protector", "Mend 2", "Shadowmeld", "Time is Money"] and "powers" not in entry
    assert shapes == ["keywords"] * 3
    entry, _ = pool_shapes.encode(facts("ability"), SETS, ["Attach to target ally.",
                                                           "Ongoing: Attached ally has +2 / +2 and Mend 1."])
    assert entry["powers"] == [{"continuous": {"affects": {"host": True}, "atk": 2, "health": 2,
                                               "gain_keywords": ["Mend 1"]}}]
    entry, _ = pool_shapes.encode(facts("armor"), SETS, ["Your hero has Mend 1."])
    assert entry["powers"] == [{"continuous": {"affects": {"kind": "hero", "controller": "you"},
                                               "gain_keywords": ["Mend 1"]}}]
    with pytest.raises(pool_shapes.Unrecognised):  # two changes of ATK in one sentence
        pool_shapes.encode(facts("ability"), SETS, ["Attach to target ally.", "Ongoing: Attached ally has +1 ATK "
                                                    "and +2 ATK."])


def test_a_quest_needs_its_cost_and_its_reward():
    entry, _ = pool_shapes.encode(facts("quest"), SETS, ["On your turn: Pay 3 to complete this quest.",
                                                         "Reward: Draw two cards."])
    assert entry["powers"] == [{"reward": {"cost": {"resources": 3}, "only_if": {"your_turn": True},
                                           "effects": [{"draw": 2}]}}]
    with pytest.raises(pool_shapes.Unrecognised):  # an opponent's turn is no teammate's: not "not your turn"
        pool_shapes.encode(facts("quest"), SETS, ["On an opponent's turn: Pay 3 to complete this quest.",
                                                  "Reward: Draw two cards."])
    with pytest.raises(pool_shapes.Unrecognised, match="both"):
        pool_shapes.encode(facts("quest"), SETS, ["Pay 3 to complete this quest."])


def test_a_quest_reward_from_the_top_of_the_deck():
    entry, _ = pool_shapes.encode(facts("quest"), SETS, [
        "Pay 3 to complete this quest. Reward: Reveal the top five cards of your deck. Put a revealed ally "
        "into your hand and the rest on the bottom of your deck."])
    assert entry["powers"][0]["reward"]["effects"] == [
        {"reveal_top": 5, "then": [{"to": "hand", "fits": {"kind": "ally"}}], "rest": "bottom"}]
    entry, _ = pool_shapes.encode(facts("quest"), SETS, [
        "Pay 1 to complete this quest.", "Reward: Look at the top two cards of your deck. Put one on top of your "
        "deck and the other on the bottom."])
    assert entry["powers"][0]["reward"]["effects"] == [{"look_at_top": 2, "then": [{"to": "top"}], "rest": "bottom"}]
    entry, _ = pool_shapes.encode(facts("quest"), SETS, ["Pay 2 to complete this quest. Reward: Reveal the top "
                                                         "card of your deck. If it's an ally, put it into your hand."])
    assert entry["powers"][0]["reward"]["effects"] == [{"reveal_top": 1, "then": [{"to": "hand", "fits": {"kind": "ally"}}]}]
    for wrong in ("Reward: Look at the top three cards of your deck. Put a revealed ally into your hand and the "
                  "rest on the bottom of your deck.",  # only a revealed card can be 'a revealed ally'
                  "Reward: Look at the top two cards of your deck. Put one into your hand and the rest on the "
                  "bottom.",  # two cards: 'the other', not 'the rest'
                  "Reward: Reveal the top three cards of your deck. Put one into your hand and the rest into "
                  "your graveyard."):
        with pytest.raises(pool_shapes.Unrecognised):
            pool_shapes.encode(facts("quest"), SETS, ["Pay 1 to complete this quest.", wrong])


def test_a_target_with_more_or_less_atk_this_turn():
    entry, _ = pool_shapes.encode(facts("ability"), SETS, ["Target ally has +2 ATK this turn. "
                                                           "Target opposing ally has -2 ATK this turn."])
    assert [t["id"] for t in entry["targets"]] == ["first", "second"]
    assert entry["effects"] == [
        {"create_continuous": {"affects": {"target": "first"}, "atk": 2}, "duration": "this-turn"},
        {"create_continuous": {"affects": {"target": "second"}, "atk": -2}, "duration": "this-turn"}]
    with pytest.raises(pool_shapes.Unrecognised):  # "for each …" is an amount the shape doesn't read
        pool_shapes.encode(facts("ability"), SETS, ["Target ally has +1 ATK this turn for each resource you control."])


def test_a_requirement_run_into_the_next_line_and_a_target_of_several_kinds():
    assert pool_shapes.sentences("Night Elf Hero Required Protector") == ["Night Elf Hero Required", "Protector"]
    entry, _ = pool_shapes.encode(facts("ally"), SETS, ["Night Elf Hero Required Protector"])
    assert (entry["hero_required"], entry["keywords"]) == ("Night Elf", ["Protector"])
    with pytest.raises(pool_shapes.Unrecognised, match="Totem"):  # an ally in play: health the pool lacks
        pool_shapes.encode(facts("ability", traits=["Water Totem (1)"]), SETS, ["Draw a card."])
    entry, _ = pool_shapes.encode(facts("ability"), SETS, ["Destroy target ability, ally, or equipment."])
    assert entry["targets"] == [{"id": "first", "kind": ["ability", "ally", "equipment"]}]


def test_an_ability_takes_a_slot_per_target_in_order():
    entry, _ = pool_shapes.encode(facts("ability", tags=["Instant"]), SETS,
                                  ["Your hero deals 3 frost damage to target opposing ally. Draw a card."])
    assert entry["targets"] == [{"id": "first", "kind": "ally", "controller": "opposing"}]
    assert entry["effects"][1] == {"draw": 1}
    entry, _ = pool_shapes.encode(facts("ability"), SETS, ["Attach to target ally you control.",
                                                           "Ongoing: Attached ally has +2/+1."])
    assert entry["attach"] == "host" and entry["tags"] == ["Ongoing"]
    assert entry["powers"] == [{"continuous": {"affects": {"host": True}, "atk": 2, "health": 1}}]


@pytest.mark.parametrize("kind, text, blocked", [
    ("ally", ["Protector", "Haste 2"], "Haste 2"),                      # a keyword the engine doesn't know
    ("ally", ["Draw a card."], "ally with the shape 'ability: draw'"),  # a shape its type can't hold
    ("weapon", ["Long-Range"], "weapon with the shape"),
    ("ability", ["Ongoing: Attached ally has +1/+1."], "nothing to attach to"),
])
def test_anything_unrecognised_leaves_the_card_alone(kind, text, blocked):
    with pytest.raises(pool_shapes.Unrecognised, match=blocked):
        pool_shapes.encode(facts(kind), SETS, text)


def test_facts_a_printed_zero_is_kept_and_a_missing_number_leaves_the_card_alone():
    ally = facts("ally")
    assert pool_shapes.encode({**ally, "atk": 0}, SETS, [])[0]["atk"] == 0
    del ally["atk"]
    with pytest.raises(pool_shapes.Unrecognised, match="no atk"):
        pool_shapes.encode(ally, SETS, [])
    weapon, _ = pool_shapes.encode(facts("weapon"), SETS, [])
    assert weapon["tags"] == ["Two-Handed", "Melee (1)", "Axe"]


def test_two_sources_that_differ_leave_the_card_alone():
    assert encode_pool.agreed(["Protector"], [["Elusive"]], True) == "the two data sets' texts differ"
    assert encode_pool.agreed(["Protector Elusive"], [["Protector", "Elusive"]], True) == ["Protector", "Elusive"]
    ally = {"name": "Grim Watcher", "type": "ally"}
    # tcgdata drops icons; decktools keeps them, and its text (icon and all) is the one encoded
    assert encode_pool.agreed(["→ Draw a card."], [["[Exhaust] -> Draw a card."]], True, ally) == \
        ["[Exhaust] -> Draw a card."]
    assert encode_pool.agreed(["[Exhaust] -> Draw a card."], [["Draw a card."]], True, ally) == \
        "the two data sets' texts differ"  # an icon only tcgdata has is no lost icon
    # the card's name and 'this <its type>' both name the card itself
    assert encode_pool.agreed(["When this ally enters play, draw a card."],
                              [["When Grim Watcher enters play, draw a card."]], True, ally) == \
        ["When Grim Watcher enters play, draw a card."]
    assert encode_pool.agreed(["When this weapon enters play, draw a card."],
                              [["When Grim Watcher enters play, draw a card."]], True, ally) == \
        "the two data sets' texts differ"
    sword = {"name": "Grim Blade", "type": "weapon"}
    assert encode_pool.agreed(["This equipment has +1 ATK."], [["Grim Blade has +1 ATK."]], True, sword) == \
        ["Grim Blade has +1 ATK."]
    # an instant card's text is under 'instant' in tcgdata
    assert encode_pool.oracle_text({"text": None, "instant": "Draw a card."}) == ["Draw a card."]
    assert encode_pool.oracle_text({"text": "Protector"}) == ["Protector"]
    assert encode_pool.paragraphs("<b>Protector</b> <i>(Reminder.)</i>;Reward : Draw a card.") == \
        ["Protector", "Reward: Draw a card."]
