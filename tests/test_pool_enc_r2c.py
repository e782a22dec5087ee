"""enc-r2c: a "can't" a link aims at one player (Prohibition.players: {target_player} or {controller_of}, named as the
link resolves, 712.2; engine/prohibitions.py aimed_at), on small boards of the pool cards Blind and Blinding Word:
it holds that one player alone, never the other opponents a relation would name ('opponents'), nor the link's
controller unless he is the one named. Scenarios G1950-G1952 play the cards' other parts; the pool harness
(tests/test_encode_pool.py, block '-- enc-r2c --') plays each card on its generic board."""
from __future__ import annotations

import pytest

from adjudicator.cardbook.words import card_words
from adjudicator.cards.library import default_library
from adjudicator.formats.load import load_scenario
from adjudicator.replay import replay_scenario
from adjudicator.yamlio import SourceError

LIB = default_library()


def replayed(tmp_path, text: str):
    scenario, doc = load_scenario(tmp_path / "r2c.yaml", text=text)
    return replay_scenario(scenario, doc, LIB)


def three_players(card: str, target: str, carol_rejected: bool) -> str:
    """Alice plays the card at ``target``; then Carol, Bob and Alice each try a Fire Blast."""
    carol = '    rejected: "103.2"\n' if carol_rejected else ""
    return f"""id: r2c
title: one player aimed at
question: '-'
sources: ['-']
ruling: '-'
rules: []
setup:
  turn_player: Alice
  players:
    - name: Alice
      hero: {{card: Generic Alliance Hero}}
      resources: 4
      hand: [{{card: {card}, id: it}}, {{card: Fire Blast, id: alice-blast}}]
    - name: Bob
      hero: {{card: Generic Horde Hero}}
      resources: 1
      hand: [{{card: Fire Blast, id: bob-blast}}]
    - name: Carol
      hero: {{card: Generic Horde Hero}}
      resources: 1
      hand: [{{card: Fire Blast, id: carol-blast}}]
script:
  - play: it
    targets: {{first: {target}}}
    by: Alice
  - play: carol-blast
    targets: {{first: alice-hero}}
    by: Carol
    when: chain-empty
{carol}  - play: bob-blast
    targets: {{first: alice-hero}}
    by: Bob
    when: chain-empty
    rejected: "103.2"
  - play: alice-blast
    targets: {{first: bob-hero}}
    by: Alice
    when: chain-empty
expect:
  cards:
    bob-blast: {{zone: hand}}
    alice-blast: {{zone: graveyard}}
"""


def test_a_target_player_alone_is_held(tmp_path):
    """Blind at Bob: Bob's play is refused (103.2); Carol, another opponent, and Alice play theirs."""
    run = replayed(tmp_path, three_players("Blind", "Bob", carol_rejected=False))
    assert run.passed, run.mismatches
    assert "Blind creates a modifier lasting this turn: Bob can't play cards." in [s.text for s in run.game.trace.steps]


def test_the_controller_of_the_target_alone_is_held(tmp_path):
    """Blinding Word at Bob's hero: its controller, Bob, alone; a script expecting Carol's play refused is wrong."""
    assert replayed(tmp_path, three_players("Blinding Word", "bob-hero", carol_rejected=False)).passed
    with pytest.raises(SourceError, match="the rules allow it"):
        replayed(tmp_path, three_players("Blinding Word", "bob-hero", carol_rejected=True))


def test_the_cards_say_the_one_player():
    fang = " ".join(card_words(LIB.get("Fang of the Crystal Spider")))
    assert "can't play cards this turn" in fang and "can't strike with weapons this turn" in fang
    assert "the controller of" in " ".join(card_words(LIB.get("Blinding Word")))
    assert "the target player 'first' can't play allies" in " ".join(card_words(LIB.get("Pin")))
