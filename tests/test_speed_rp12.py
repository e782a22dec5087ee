"""speed-rp12 (issue 23): random play's shortcuts give what the slow way gives.

- legal.why_not returns a refusal without its traceback: the traceback held every frame the trial
  passed through (and, by their callers, the whole game) in a cycle that only the garbage collector
  could free; a random game now leaves no frame, traceback or refusal for it;
- legal._attacks reads whether a defender is a character by its object id: the same candidates as
  comparing whole cards.
"""
from __future__ import annotations

import gc
import random
import types
from pathlib import Path

import pytest

from adjudicator.cards.library import default_library
from adjudicator.engine import legal
from adjudicator.engine.decisions import PRIORITY, IllegalAction, Prompt
from adjudicator.formats.scenario import Play
from adjudicator.randomplay import games
from adjudicator.randomplay.boards import Pools
from adjudicator.replay import replay

ROOT = Path(__file__).resolve().parents[1]
LIBRARY = default_library()
POOLS = Pools.of(LIBRARY)


def _garbage_of(work) -> list:
    """What the collector finds unreachable after ``work`` (kept aside for the look, then freed)."""
    flags = gc.get_debug()
    gc.freeze()  # what there is already is not looked at: only what ``work`` leaves
    gc.set_debug(flags | gc.DEBUG_SAVEALL)
    try:
        work()
        gc.collect()
        found = list(gc.garbage)
    finally:
        gc.set_debug(flags)
        gc.garbage.clear()
        gc.unfreeze()
    return found


def test_a_refusal_is_returned_without_its_traceback():
    game = replay(ROOT / "scenarios/6-combat/602/E087-variant-no-protector.yaml").game
    player = game.state.turn_player
    prompt = Prompt(PRIORITY, player, "410.1", f"{player} has priority")
    card = next(c for c in game.state.cards.values() if c.zone == "play")  # a card in play can't be played again
    refusal = legal.why_not(game, prompt, Play(play=card.label, by=player))
    assert isinstance(refusal, IllegalAction) and refusal.rule
    assert refusal.__traceback__ is None


def _why_not_as_it_was(game, prompt, entry):
    """legal.why_not as it was: the refusal returned with its traceback."""
    try:
        legal._JUDGES[prompt.kind](game, prompt, entry)
    except IllegalAction as exc:
        return exc
    return None


def _refusals(judge) -> tuple[int, list]:
    """Cards in hand played by the turn player of a drawn board, at its draw step (refused, by the checks
    made before anything changes: legal_trials.refusal_before_announcing), each judged by ``judge``:
    how many were refused, and what the collector then finds unreachable."""
    _, _, _, _, game = games.board_drawn(random.Random("rp12/board"), POOLS, LIBRARY, "rp12")
    who = game.state.turn_player
    prompt = Prompt(PRIORITY, who, "410.1", f"{who} has priority")
    refused = []
    found = _garbage_of(lambda: refused.extend(
        1 for c in game.state.cards.values() if c.zone == "hand" and judge(game, prompt, Play(play=c.label, by=who))))
    return len(refused), found


def _frames(found: list) -> list:
    return [o for o in found if isinstance(o, (types.FrameType, types.TracebackType, IllegalAction))]


def test_refusals_leave_no_frame_for_the_collector():
    """Trials are refused by the hundred in a game: none of their frames is left in a cycle (before,
    each refusal kept its frames, a few thousand objects a game)."""
    refused, found = _refusals(legal.why_not)
    assert refused > 3 and _frames(found) == []


def test_a_kept_traceback_is_found():
    """The test above can fail: refusals returned with their tracebacks leave their frames behind."""
    refused, found = _refusals(_why_not_as_it_was)
    assert refused > 3 and len(_frames(found)) > refused


def _attacks_comparing_cards(game, player, each=legal.every):
    """legal._attacks as it was: whether a defender is a character by comparing whole cards."""
    from adjudicator.engine import combat
    from adjudicator.engine.characteristics import compute_views
    try:
        combat.check_proposing(game, player)
    except IllegalAction:
        return
    state = game.state
    views = compute_views(state)
    characters = [c for c in legal.by_time(state.in_play()) if c.oid in views and views[c.oid].is_character]
    opposing = [c for c in legal.by_time(state.in_play()) if not state.friendly(player, c.controller)]
    for attacker in [c for c in characters if c.controller == player]:
        fit = [c for c in opposing if c in characters or c.row == "resource" or combat.saboteur(game, attacker, c, views)]
        for defender in each(fit):
            for strike in each(legal._strikes(game, player, attacker, views)):
                yield legal._entry({"attack": attacker.label, "defender": defender.label, "by": player}, strike=strike)


@pytest.mark.parametrize("index", range(3))
def test_attacks_listed_by_object_id_are_those_listed_comparing_cards(index, monkeypatch):
    """On random boards, each player's attacks as the slow way lists them (whatever the step: the
    check that a combat may be proposed now is left out of both)."""
    from adjudicator.engine import combat
    monkeypatch.setattr(combat, "check_proposing", lambda game, player: None)
    setup, _, _, _, game = games.board_drawn(random.Random(f"rp12/{index}/board"), POOLS, LIBRARY, f"rp12-{index}",
                                             index)
    listed = 0
    for p in game.state.players:
        mine = list(legal._attacks(game, p.name))
        assert mine == list(_attacks_comparing_cards(game, p.name))
        listed += len(mine)
    assert setup and listed

