"""A paragraph whose last sentence lost its full stop (tools/shapes/full_stop.py): read as if the stop were there, only
where its end is three words, the last two in lower case; a keyword line or a name is left as it is."""
from __future__ import annotations

import pytest

from shape_cards import encode, pool_shapes
from shapes.full_stop import full_stop


def test_a_payment_powers_effect_without_its_stop():
    entry = encode(["[Exhaust] -> Draw three cards"], kind="item")
    assert entry["powers"] == encode(["[Exhaust] -> Draw three cards."], kind="item")["powers"]


@pytest.mark.parametrize("paragraph", ["Ferocity", "Assault 20, Long-Range", "Onyxia", "Will of the Forsaken",
                                       "Draw a card.", "Sabotage: Resource"])
def test_other_ends_are_left_as_they_are(paragraph):
    assert full_stop(paragraph) == paragraph


def test_a_sentence_cut_short_is_still_refused():
    with pytest.raises(pool_shapes.Unrecognised):
        encode(["[Exhaust] -> Draw three cards and"], kind="item")


# -- enc-harness1 --


def test_a_stat_change_at_the_end_without_its_stop():
    """'… Opposing armor have -1 DEF' (Bladebreaker Gauntlets): a change to a stat ends the sentence too."""
    assert full_stop("Opposing weapons have -1 ATK. Opposing armor have -1 DEF") == \
        "Opposing weapons have -1 ATK. Opposing armor have -1 DEF."
    assert full_stop("Opposing armor have -1 DEF in") == "Opposing armor have -1 DEF in"  # near miss: cut short
    assert full_stop("Your armor has +1") == "Your armor has +1"  # no stat named: left as it is
