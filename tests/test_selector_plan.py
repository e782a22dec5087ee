"""selectors.matches skips the parts of a selector whose fields are all unset (selectors._plan):
the answer is the one the full reading gives, for every selector and card the corpus's boards and
a random game ask about. A tri-state field set to False (``damaged: false``) is set."""
from __future__ import annotations

import sys
from pathlib import Path

from adjudicator.cards.library import default_library
from adjudicator.cards.model import Selector
from adjudicator.engine import selectors
from adjudicator.engine.characteristics import compute_views
from adjudicator.randomplay import games
from adjudicator.randomplay.boards import Pools
from adjudicator.replay import replay
from adjudicator.rules import load_index
from adjudicator.scenarios_cli import scenario_files

ROOT = Path(__file__).resolve().parents[1]


def test_a_false_tri_state_field_is_set_and_a_false_flag_is_not():
    assert selectors._plan(Selector(damaged=False))[1:] == (False, False, True)
    assert selectors._plan(Selector(other=False, this=False))[1:] == (False, False, False)
    assert selectors._plan(Selector(other=True))[1:] == (True, False, False)
    assert selectors._plan(Selector(token=False))[1:] == (False, True, False)


def test_every_field_of_a_selector_is_in_one_part_of_the_plan():
    """A field added to Selector and to no part of the plan would be skipped as unset: accepted and
    ignored. kind and controller are always read, zone by the callers that pick where to look."""
    parts = (*selectors._ANCHOR_FIELDS, *selectors._PRINTED_FIELDS, *selectors._STATE_FIELDS)
    assert set(Selector.model_fields) - set(parts) == {"kind", "controller", "zone"}
    assert len(parts) == len(set(parts))


def test_every_answer_is_the_full_readings(monkeypatch):
    planned = selectors.matches
    asked = []

    def full(state, sel, view, you, source, targets=None, x=None):
        with monkeypatch.context() as m:
            m.setattr(selectors, "_plan", lambda s: (s, True, True, True))
            return planned(state, sel, view, you, source, targets, x)

    def both(state, sel, view, you, source, targets=None, x=None):
        answer = planned(state, sel, view, you, source, targets, x)
        assert answer == full(state, sel, view, you, source, targets, x), (sel, view.card)
        asked.append(answer)
        return answer

    for module in [m for name, m in sorted(sys.modules.items()) if name.startswith("adjudicator.engine.")]:
        if getattr(module, "matches", None) is planned:  # every module that reads a selector
            monkeypatch.setattr(module, "matches", both)
    for path in scenario_files([str(ROOT / "scenarios")])[:60]:
        run = replay(path)
        compute_views(run.game.state)
    library = default_library()
    outcome = games.play_game(3, 12, 200, library, Pools.of(library), {r.number for r in load_index()})
    assert outcome.failure is None
    assert True in asked and False in asked
