"""enc-r2f: control for a stated time — the card language's ``gained_by`` (401.3, 706.1)."""
from __future__ import annotations

import pytest
from pydantic import ValidationError

from adjudicator.cards.model import CreateContinuous


def test_gained_by_names_who_gains_control():
    made = CreateContinuous.model_validate({"create_continuous": {"affects": {"this": True}, "gain_control": True},
                                            "duration": "until-your-next-turn", "gained_by": {"target_player": "first"}})
    assert made.gained_by.target_player == "first"


def test_gained_by_without_a_control_change_is_refused():
    with pytest.raises(ValidationError, match="only with gain_control"):
        CreateContinuous.model_validate({"create_continuous": {"affects": {"this": True}, "atk": 1},
                                         "duration": "this-turn", "gained_by": {"target_player": "first"}})
