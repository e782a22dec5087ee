"""An attach target your hero dealt combat damage to this turn, said in the active voice
(tools/shapes/attach_dealt.py): the same target as the passive 'that was dealt combat damage by your hero'."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402
from shape_cards import encode  # noqa: E402




def test_an_attach_target_your_hero_dealt_combat_damage_to():
    passive = encode(["Attach to target hero or ally that was dealt combat damage by your hero this turn.",
                      "Ongoing: At the start of your turn, your hero deals 3 nature damage to attached character."])
    active = encode(["Attach to target hero or ally that your hero dealt combat damage to this turn.",
                     "Ongoing: At the start of your turn, your hero deals 3 nature damage to attached character."])
    assert active == passive and active["targets"][0]["fits"]["this_turn"]["combat"] is True
    with pytest.raises(pool_shapes.Unrecognised):  # damage of any kind: not the combat damage the fits reads
        encode(["Attach to target hero that your hero dealt damage to this turn.",
                "Ongoing: At the start of your turn, your hero deals 3 nature damage to attached hero."])
