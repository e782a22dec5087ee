"""Cards a judge can trust (issue 18): no made modifier without its duration, readings that follow
the whole encoding, a text-vs-encoding lint, and a field-mutation audit kept small for CI."""
from __future__ import annotations

from collections import Counter

import pytest

from adjudicator.cards.library import load_library
from adjudicator.yamlio import SourceError

MADE = {
    "create_trigger": "create_trigger: {when: {event: damage}, effects: [{draw: 1}]}",
    "create_continuous": "create_continuous: {affects: {this: true}, atk: 1}",
    "create_prohibition": "create_prohibition: {cannot: attack, affects: {this: true}}",
    "create_modifier": "create_modifier: {when: {event: damage}, instead: {prevent: all}}",
    "restrict_attacks": "restrict_attacks: {affects: {this: true}, must_attack: true}",
}


def refused_at_load(tmp_path, line: str, why: str, section: str = "effects") -> None:
    """A one-card file whose line 6 is ``line`` (under ``section``) is refused there, for ``why``."""
    (tmp_path / "a.yaml").write_text(
        f"cards:\n  - name: Stand-in\n    type: item\n    text: x\n    {section}:\n      - {line}\n", encoding="utf-8")
    with pytest.raises(SourceError, match=rf"a\.yaml:6:\d+: .*{why}"):
        load_library(tmp_path)


@pytest.mark.parametrize("kind", sorted(MADE))
def test_a_made_modifier_without_its_duration_is_refused_at_load(tmp_path, kind):
    refused_at_load(tmp_path, f"{{{MADE[kind]}}}", r"state its duration.*714\.3")


def test_an_as_enters_modifier_without_its_duration_is_refused_at_load(tmp_path):
    # 710.1a's modifier is definite (714.3): "until the end of the turn" must not become the whole game
    refused_at_load(tmp_path, "as_enters: {affects: {kind: ally}, create_continuous: {affects: {event: subject}, atk: 1}}",
                    r"state its duration.*714\.3", section="powers")


def test_a_made_modifier_with_a_standing_powers_condition_is_refused_at_load(tmp_path):
    # only_while (206.1c) is read for a card's own continuous powers only: a made modifier would
    # have applied it nowhere (Crippling Strike's attempt got -3 ATK in a combat without its hero)
    refused_at_load(tmp_path, "{create_continuous: {affects: {this: true}, atk: 1, only_while: {kind: hero}}, "
                    "duration: this-turn}", "only_while belongs to a card's own continuous power")
    # while_exists (714.3a) likewise: a made modifier's 'while' is read on the affected cards (while)
    refused_at_load(tmp_path, "{create_continuous: {affects: {this: true}, atk: 1, while_exists: [{kind: hero}]}, "
                    "duration: this-turn}", "while_exists belongs to a card's own continuous power")


@pytest.mark.parametrize("line, why", [
    ("{look_at_top: 2, then: [{take: 3, to: top}]}", "take 3 is more than the 2 card"),
    ("{return_starting_hero: false}", "return_starting_hero is a flag: write it as true"),
    ("{move_top: 1, to: graveyard, exhausted: true}", "exhausted: true goes with to: resource-row only"),
    ("{create_prohibition: {cannot: ready, affects: {this: true}, against: {kind: hero}}, duration: this-turn}",
     "against goes with cannot: attack only"),
])
def test_a_value_that_would_mean_nothing_more_is_refused_at_load(tmp_path, line, why):
    # the field-mutation audit found both accepted and played as if unchanged (415.3a; a flag)
    refused_at_load(tmp_path, line, why)


@pytest.mark.parametrize("kind", sorted(MADE))
def test_a_stated_duration_loads(tmp_path, kind):
    duration = "this-turn"
    (tmp_path / "a.yaml").write_text(
        "cards:\n  - name: Stand-in\n    type: ability\n    text: x\n    effects:\n"
        + (f"      - {{create_modifier: {{when: {{event: damage}}, instead: {{prevent: all}}, duration: {duration}}}}}\n"
           if kind == "create_modifier" else f"      - {{{MADE[kind]}, duration: {duration}}}\n"), encoding="utf-8")
    card = load_library(tmp_path).get("Stand-in")
    assert card.effects[0] is not None


# -- readings from the whole encoding (cardbook/words.py) -------------------------------------------

# Printed information: shown beside the reading on the card page and by `adjudicator card`, not
# part of what the powers do, so a change to it needn't change the reading.
PRINTED = {"type", "cost", "tags", "traits", "classes", "atk", "health", "def", "damage_type", "faction",
           "strike_cost", "hero_required", "reputation", "master_hero", "capacity", "not_encoded",
           "back.text", "deckbuilding.allow", "deckbuilding.forbid"}


def raw_cards():
    from adjudicator.cards.library import CARDS_DIR, UNWRITABLE
    from adjudicator.yamlio import load_document
    for path in sorted(CARDS_DIR.glob("*.yaml")):
        if path.name != UNWRITABLE:
            yield from load_document(path).data["cards"]


def printed(field: str) -> bool:
    return any(field == p or field.startswith(p + ".") for p in PRINTED)


def test_changing_any_field_of_a_power_changes_the_reading():
    """Every field path of the library's encodings, in the first cards that use it (up to EACH_PATH of
    them, in library order; every leaf of the cards issue 18 named): each such leaf is changed in turn to
    another value the model accepts, and the reading must change with it. (Every field path, not a share
    of the cards: the work stays bounded as the library grows, and no path goes unchecked.)"""
    from adjudicator.cardbook.words import card_words
    from adjudicator.cards.model import CardDefinition
    from adjudicator.cards.mutations import field_path, leaves, mutate
    named = {"Cold Blood", "Shadow Bolt", "Battle of Darrowshire", "Lightning Shield", "Kadus Frosthand"}
    silent, tried, seen = [], 0, Counter()
    for raw in raw_cards():
        chosen = [(path, value) for path, value in leaves(raw) if not printed(field_path(path))
                  and (raw["name"] in named or seen[field_path(path)] < EACH_PATH)]
        if not chosen:
            continue
        before = card_words(CardDefinition.model_validate(raw))
        for path, value in chosen:
            seen[field_path(path)] += 1
            changed = mutate(raw, path, value)
            if changed is not None:
                tried += 1
                if card_words(changed[1]) == before:
                    silent.append((raw["name"], "/".join(map(str, path)), value, changed[0]))
    assert tried > 1000 and len(seen) > 2000
    assert not silent, silent[:10]


EACH_PATH = 1


JUSTIFIED_BY = {  # words a reading may say only when the encoding holds what they stand for
    "this turn": ("this-turn", "happened", "this_turn", "first_each_turn"),
    "this combat": ("this-combat",),
    "for the rest of the game": ("'game'",),
    "can't": ("prohibition", "x_max", "unpreventable", "cant_have_keywords", "deckbuilding"),
    "instead": ("replacement", "create_modifier", "alternate_cost"),
    "counter": ("counter",),
    "at random": ("random",),
}


def test_no_reading_says_what_its_encoding_cannot_justify():
    import re

    from adjudicator.cardbook.words import card_words
    from adjudicator.cards.library import default_library
    wrong = []
    for card in default_library():
        encoding = repr(card.model_dump(exclude_defaults=True, exclude={"text", "name", "zh", "set", "number"}))
        reading = " ".join(card_words(card))
        for words, marks in JUSTIFIED_BY.items():
            if words in reading and not any(m in encoding for m in marks):
                wrong.append((card.name, words))
        whole = repr(card.model_dump(exclude={"text", "name", "zh", "set", "number"}))  # defaults count: "take 1"
        numbers = set(re.findall(r"\d+", whole))
        for n in re.findall(r"(?<![\w'])\d+(?![\w'])", reading.replace(card.name, "")):
            if n not in numbers:
                wrong.append((card.name, n))
    assert not wrong, wrong[:10]


# -- the text-vs-encoding lint ----------------------------------------------------------------------

def test_the_library_has_no_unexplained_lint_finding():
    from adjudicator.cards.library import default_library
    from adjudicator.cardbook.lint import lint
    assert [f"{f.card}: {f.check}: {f.message}" for f in lint(default_library())] == []


def lint_of(text: str, **fields):
    from adjudicator.cardbook.lint import lint_card, unused_silences
    from adjudicator.cards.model import CardDefinition
    card = CardDefinition.model_validate({"name": "Stand-in", "type": "ability", "text": text, **fields})
    return sorted(f.check for f in (*lint_card(card), *unused_silences(card)))


TURN = {"effects": [{"create_prohibition": {"cannot": "attack", "affects": {"target": "first"}},
                     "duration": "this-turn"}], "targets": [{"id": "first", "kind": "ally"}]}


def test_the_lint_reads_words_and_numbers_against_the_encoding():
    assert lint_of("This turn, target ally can't attack.", **TURN) == []
    game = {**TURN, "effects": [{**TURN["effects"][0], "duration": "game"}]}
    assert lint_of("This turn, target ally can't attack.", **game) == ["this-turn"]
    assert lint_of("Target ally can't attack for three turns.", **TURN) == ["numbers"]
    assert lint_of("Ongoing: each ally can't attack.", **TURN) == ["each", "ongoing"]
    assert lint_of("Draw a card instead.", effects=[{"draw": 1}]) == ["instead"]
    assert lint_of("Draw a card (the reminder says target, each and instead).", effects=[{"draw": 1}]) == []


def test_a_silence_needs_a_finding_to_silence():
    assert lint_of("Draw a card instead.", effects=[{"draw": 1}], lint={"instead": "a reason"}) == []
    assert lint_of("Draw a card.", effects=[{"draw": 1}], lint={"instead": "a reason"}) == ["instead"]
    assert lint_of("Draw a card.", effects=[{"draw": 1}], lint={"spelling": "a reason"}) == ["spelling"]


def test_cards_lint_prints_each_finding_where_it_is_and_fails(tmp_path, monkeypatch, capsys):
    from adjudicator.cards import library
    from adjudicator.cli import main
    (tmp_path / "a.yaml").write_text("cards:\n  - name: Stand-in\n    type: ability\n    text: Draw two cards.\n"
                                     "    effects:\n      - {draw: 1}\n", encoding="utf-8")
    monkeypatch.setattr(library, "CARDS_DIR", tmp_path)
    monkeypatch.setattr(library.load_library, "__defaults__", (tmp_path,))
    assert main(["cards", "--lint"]) == 1
    out = capsys.readouterr()
    assert out.out == "scenarios/cards/a.yaml:2: Stand-in: numbers: the text says 2, which the encoding never holds\n"
    assert "1 finding" in out.err


# Encodings the model refuses at load, each with the rule that makes it unplayable as written.
REFUSED = {
    "a target player names a declared slot": (
        "    effects:\n      - {skip_turn: {target_player: who}}\n", r"2:\d+: .*'who' names no target slot.*706\.1"),
    "no more modes chosen than the card has": (
        "    choose_modes: 3\n    or_fewer: true\n    modes:\n      - effects: [{draw: 1}]\n"
        "      - effects: [{draw: 2}]\n", r"2:\d+: .*choose_modes 3 is more than the card's 2 mode.*707\.1c"),
    "no more taken than looked at": (
        "    effects:\n      - {look_at_top: 2, then: [{take: 3, to: top, up_to: true}], rest: bottom}\n",
        r"6:\d+: .*take 3 is more than the 2 card.*415\.3a"),
}


@pytest.mark.parametrize("body, message", REFUSED.values(), ids=REFUSED)
def test_an_encoding_that_cant_be_played_is_refused(tmp_path, body, message):
    (tmp_path / "a.yaml").write_text("cards:\n  - name: Stand-in\n    type: ability\n    text: x\n" + body,
                                     encoding="utf-8")
    with pytest.raises(SourceError, match=r"a\.yaml:" + message):
        load_library(tmp_path)


# -- the field-mutation audit (tools/card_audit.py; the whole of it is `make card-audit`) -----------

def card_audit():
    import importlib.util
    import sys
    from pathlib import Path
    path = Path(__file__).resolve().parents[1] / "tools" / "card_audit.py"
    spec = importlib.util.spec_from_file_location("card_audit", path)
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("card_audit", module)  # its dataclasses look their module up
    spec.loader.exec_module(module)
    return sys.modules["card_audit"]


# The part CI audits (a few CPU-seconds): the effects of abilities, quests' completion costs and
# rewards, payment costs and targets. `make card-audit` audits every field.
CI_PART = ["effects", "powers.reward", "powers.payment.cost", "additional_cost", "targets", "enters_play"]


def test_every_audited_field_is_honoured_or_known_with_a_reason(capsys):
    audit = card_audit()
    verdicts, crashes = audit.run(CI_PART)
    assert len(verdicts) > 200 and not crashes
    assert audit.report(verdicts, crashes) == 0, capsys.readouterr().out
    assert all(reason.strip() and "\n" not in reason for reason in audit.KNOWN.values())
    honoured = {v.field: v.witness for v in verdicts if v.status == "honoured"}
    # the two bugs of issue 18: every part of a completion cost, and a restriction for "that ally"
    assert "powers.reward.cost.remove_from_graveyard.count" in honoured
    assert "Battle of Darrowshire" in honoured["powers.reward.cost.remove_from_graveyard.count"]


def test_a_malformed_scenario_stops_the_audit_at_its_place_not_with_a_traceback(monkeypatch, capsys):
    audit = card_audit()

    def loading_a_bad_file(*_):
        raise SourceError("scenarios/x/G1.yaml", 40, 31, "expect.players.Bob.graveyard: unknown key 'graveyard'")
    monkeypatch.setattr(audit, "run", loading_a_bad_file)
    assert audit.main(["--only", "effects"]) == 2
    assert capsys.readouterr().err == "scenarios/x/G1.yaml:40:31: expect.players.Bob.graveyard: unknown key 'graveyard'\n"


def test_the_audit_tells_an_ignored_field_from_an_honoured_one():
    audit = card_audit()
    run = audit.new_audit()
    card = "Battle of Darrowshire"
    count = ("powers", 0, "reward", "cost", "remove_from_graveyard", "count")
    assert run.judge("count", [(card, count)]).status == "honoured"
    # with a library whose engine ignored the count, no replay would change: model it by auditing a
    # card no scenario uses
    run.using.pop(card)
    assert run.judge("count", [(card, count)]).status == "untested"


def test_an_attachment_returned_with_its_host_goes_to_the_hand_too():
    """One effect returning a host and its attachment returns both at once (415.9a): the attachment
    is not first destroyed as its host leaves (400.4) — the audit found the engine crashing so."""
    from pathlib import Path

    from adjudicator.cards.library import CardLibrary
    from adjudicator.cards.mutations import set_at
    from adjudicator.cards.model import CardDefinition
    from adjudicator.formats.load import load_scenario
    from adjudicator.replay import replay_scenario
    library, raw = load_library(), card_audit().raw_cards()
    returned = ("powers", 1, "payment", "effects", 0, "return_to_hand")  # Moonfire's "return this ability"
    both = set_at(raw["Celestial Moonfire"], returned, {"any": [{"this": True}, {"host": True}]})
    changed = CardLibrary({**library.cards, "Celestial Moonfire": CardDefinition.model_validate(both)},
                          library.origin, library.unwritable)
    path = Path(__file__).resolve().parents[1] / "scenarios/7-powers-links-modifiers/716/R716.1-kamu-earth-and-moon.yaml"
    run = replay_scenario(*load_scenario(path), changed)
    assert {label: run.game.state.by_label(label).zone for label in ("moonfire", "vala")} == {"moonfire": "hand",
                                                                                             "vala": "hand"}
