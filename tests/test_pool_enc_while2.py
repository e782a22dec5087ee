"""enc-while2's pool cards on boards of their own (the generic board of tests/test_encode_pool.py plays each card
once; these play what it leaves out)."""
from __future__ import annotations

import pytest
import yaml

from test_encode_pool import CARDS, replays, scenario_text

DEMON = "Doomguard Invader"  # a plain 4/3 Demon ally of the pool: no power, no keyword


def card(name: str):
    return next(c for c in CARDS if c.name == name)


def test_an_attachment_whose_change_is_larger_on_a_demon_gives_only_that_one(tmp_path):
    """Sigil of the Legion ('+1 / +1, or +2 / +2 if it's a Demon', tools/shapes/or_if_host.py): on a Demon host only
    the second change applies (206.1a, 714.2), not both; the generic board's Human host has the first alone."""
    doc = yaml.safe_load(scenario_text(card("Sigil of the Legion")))
    host = next(e for e in doc["setup"]["players"][1]["play"] if e["id"] == "bob-ally-host")
    host.update(card=DEMON, damage=0)
    doc["expect"]["cards"]["bob-ally-host"] = {"atk": 4 + 2, "health": 3 + 2}
    replays(yaml.safe_dump(doc, sort_keys=False), tmp_path / "sigil-on-a-demon.yaml")


def test_on_a_human_host_the_first_change_alone(tmp_path):
    doc = yaml.safe_load(scenario_text(card("Sigil of the Legion")))
    assert doc["expect"]["cards"]["bob-ally-host"] == {"atk": 5 + 1, "health": 6 + 1}  # Anika Berlyn, 5/6
    replays(yaml.safe_dump(doc, sort_keys=False), tmp_path / "sigil-on-a-human.yaml")


def test_an_ongoing_abilitys_later_sentence_may_give_your_hero_atk_while_attacking():
    """Heart of the Wild: 'Your hero has +2 ATK while attacking in cat form.' after the 'Ongoing:' sentence is a power
    of the ability in play (305.2a), as 'while defending' is; before it (no 'Ongoing:') it is refused."""
    from shape_cards import encode

    import pool_shapes

    powers = encode(["Ongoing: Your hero has +10 health while in bear form.",
                     "Your hero has +2 ATK while attacking in cat form."])["powers"]
    assert powers[1] == {"continuous": {"affects": {"kind": "hero", "controller": "you", "keyword": "Cat Form"},
                                        "atk": 2, "while": {"attacking": True}}}
    with pytest.raises(pool_shapes.Unrecognised, match="not after its 'Ongoing:'"):
        encode(["Your hero has +2 ATK while attacking in cat form."])
