"""Fuzzing, bounded: a few hundred mutants of our own scenario, card, glossary and deck files (fixed
seed; tests/fuzzing.py says how they are made) and Hypothesis-generated files for the loader.
Every one must end as a pass, a failure or bad input — never a Python exception — and every
replay runs under a step limit, so none can hang. (The big campaign is
benchmarks/fuzz_campaign.py; no wall-clock timing here.)"""
from __future__ import annotations

import random

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import fuzzing
from adjudicator.yamlio import SourceError, load_document

STEP_LIMIT = 2_000
FUZZ = settings(max_examples=150, deadline=None, derandomize=True, database=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])


def no_internal(results: list[tuple[str, str, str]]) -> None:
    internal = [f"{name} [{what}]: {detail}" for name, what, (kind, detail) in results if kind == "internal"]
    assert not internal, "\n".join(internal)


def test_scenario_mutants_never_raise(tmp_path):
    results = []
    for k, (source, what, data) in enumerate(fuzzing.mutants(300, seed=14)):
        path = tmp_path / f"m{k:03d}-{source.name}"
        path.write_bytes(data)
        results.append((path.name, what, fuzzing.outcome(path, step_limit=STEP_LIMIT)))
    no_internal(results)
    kinds = {kind for _, _, (kind, _) in results}
    assert {"bad input", "pass"} <= kinds  # the mutants reach both the loader's errors and the engine


def test_card_file_mutants_never_raise(tmp_path):
    rng, scenarios, results = random.Random(14), fuzzing.scenario_sources(), []
    for source, what, data in fuzzing.card_mutants(20, seed=14):
        for outcome in fuzzing.card_outcomes(source, data, tmp_path, rng.sample(scenarios, 2), STEP_LIMIT):
            results.append((source.name, what, outcome))
    no_internal(results)


def test_glossary_file_mutants_never_raise(tmp_path):
    rng = random.Random(14)
    sources = sorted(fuzzing.ROOT.glob("glossary/data/*.yaml"))
    results = []
    for _ in range(20):
        source = rng.choice(sources)
        what, data = fuzzing.mutant(source.read_text(encoding="utf-8"), rng)
        results.append((source.name, what, fuzzing.glossary_outcome(source, data, tmp_path)))
    no_internal(results)


def test_deck_file_mutants_never_raise(tmp_path):
    rng, results = random.Random(14), []
    for k in range(100):
        source = rng.choice(fuzzing.deck_sources())
        what, data = fuzzing.mutant(source.read_text(encoding="utf-8"), rng)
        path = tmp_path / f"d{k:03d}-{source.name}"
        path.write_bytes(data)
        results.append((path.name, what, fuzzing.deck_outcome(path)))
    no_internal(results)


def test_command_line_mutants_never_raise(tmp_path, monkeypatch):
    """Every command with odd option values (nan, -1, 10**30, '', control characters, a 5,000-
    character name, /dev/zero, a folder for a file…): exit 0, 1 or 2 with a message, never an
    internal error, a traceback or a hang; written only where they were told (a temporary folder)."""
    monkeypatch.chdir(tmp_path)
    assert fuzzing.cli_outcome(["export", "--out", "corpus", fuzzing.E072])[0] == "ok"
    bases = fuzzing.cli_bases(str(tmp_path / "corpus"), str(fuzzing.ROOT / "decks/100.1/constructed-sixty.yaml"))
    rng, results = random.Random(14), []
    for _ in range(150):
        what, argv = fuzzing.cli_mutant(rng.choice(bases), rng)
        results.append((" ".join(a[:30] for a in argv), what, fuzzing.cpu_limited(30, lambda: fuzzing.cli_outcome(argv))))
    no_internal(results)
    assert not [r for r in results if r[2][0] == "hang"]
    assert {"ok", "bad input"} <= {kind for _, _, (kind, _) in results}


def test_table_command_mutants_never_raise(tmp_path, monkeypatch):
    """Table mode on E072's board with commands drawn from every verb, their ids, players, numbers
    and file names often wrong or odd: refused or done, never an internal error, a raw control
    character echoed or a hang (its saves go to a temporary folder)."""
    monkeypatch.chdir(tmp_path)
    rng, results = random.Random(14), []
    for _ in range(80):
        commands = fuzzing.table_mutant(rng)
        results.append((repr(commands[:80]), "table", fuzzing.cpu_limited(30, lambda: fuzzing.table_outcome(commands))))
    no_internal(results)
    assert not [r for r in results if r[2][0] == "hang"]


def test_every_rejection_is_located_in_its_file(tmp_path):
    """A refusal placed on a line the file does not have counts as an internal error."""
    path = tmp_path / "short.yaml"
    path.write_text("id: E1\n", encoding="utf-8")
    assert fuzzing.located(SourceError(path, 2, 1, "x")) and not fuzzing.located(SourceError(path, 4, 1, "x"))
    assert not fuzzing.located(SourceError(path, 1, 0, "x"))


# -- Hypothesis: the loader ----------------------------------------------------------------------

@FUZZ
@given(st.binary(max_size=300))
def test_any_bytes_load_or_give_a_located_error(tmp_path, data):
    path = tmp_path / "any.yaml"
    path.write_bytes(data)
    try:
        load_document(path)
    except SourceError as exc:
        assert exc.line >= 1 and exc.col >= 1 and str(exc).startswith(f"{path}:")


@FUZZ
@given(st.text(alphabet=st.sampled_from(list("ab1-:[]{}&*!?|>'\"#%@`,\n\t \x01\x1b\x85\ufeff")), max_size=200))
def test_any_yaml_like_text_loads_or_gives_a_located_error(text):
    try:
        load_document("text.yaml", text)
    except SourceError:
        pass


PLAIN = st.recursive(
    st.none() | st.integers(min_value=-10**30, max_value=10**30) | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=20)


@FUZZ
@given(PLAIN)
def test_plain_data_comes_back_as_it_was_written(data):
    """Strings stay strings (no float, bool or date guessing), ints stay ints, keys are kept."""
    assert load_document("plain.yaml", yaml.safe_dump(data)).data == data  # non-ASCII written as escapes


# -- Hypothesis: scenario-shaped files through the whole replay -------------------------------------

PLAYERS = ["Alice", "Bob", "Carol"]
IDS = st.sampled_from(["alice-hero", "bob-hero", "fire-blast", "flames-1", "ironforge-guards", "alice-heor"])
WHO = st.sampled_from(PLAYERS + ["Alcie"])
NUMBERS = st.one_of(st.integers(min_value=0, max_value=9), st.integers(min_value=0, max_value=9),
                    st.sampled_from([-1, 1000, 1001, 10**6, 10**18, 10**30]))
CARD_NAMES = st.sampled_from(["Fire Blast", "World in Flames", "Generic One-One Ally", "Ironforge Guards",
                              "Chain Lightning", "No Such Card"])
CARD = st.builds(lambda name, extra: {"card": name, **extra}, CARD_NAMES, st.fixed_dictionaries(
    {}, optional={"id": st.sampled_from(["flames-1", "guard-a", "guard-b"]), "damage": NUMBERS,
                  "exhausted": st.booleans()}))
ENTRY = st.one_of(
    st.fixed_dictionaries({"play": IDS, "by": WHO}, optional={
        "targets": st.dictionaries(st.sampled_from(["first", "target"]), IDS, max_size=1), "x": NUMBERS}),
    st.fixed_dictionaries({"attack": IDS, "defender": IDS, "by": WHO}),
    st.fixed_dictionaries({"name_number": NUMBERS, "by": WHO}),
    st.fixed_dictionaries({"pass": st.just(True), "by": WHO}),
    st.fixed_dictionaries({"end_turn": st.just(True), "by": WHO}))
EXPECT = st.fixed_dictionaries({}, optional={
    "cards": st.dictionaries(IDS, st.fixed_dictionaries({}, optional={
        "damage": NUMBERS, "zone": st.sampled_from(["play", "gone", "graveyard", "hand"])}), max_size=2),
    "players": st.dictionaries(WHO, st.fixed_dictionaries({}, optional={"hand": NUMBERS}), max_size=2),
    "in_play": st.dictionaries(CARD_NAMES, NUMBERS, max_size=1),
    "winners": st.lists(WHO, max_size=2)})


@st.composite
def scenarios(draw) -> dict:
    """A scenario file's data: mostly well-formed, with names and numbers that often miss."""
    names = draw(st.lists(st.sampled_from(PLAYERS), min_size=1, max_size=3, unique=True))
    players = [{"name": name, "hero": {"card": "Generic Alliance Hero"},
                **draw(st.fixed_dictionaries({}, optional={
                    "play": st.lists(CARD, max_size=3), "hand": st.lists(CARD, max_size=2),
                    "deck": st.lists(CARD, max_size=3), "resources": NUMBERS, "exhausted_resources": NUMBERS}))}
               for name in names]
    return {"id": "H001", "title": "t", "question": "q", "sources": ["new ruling: generated"], "ruling": "r",
            "rules": [], "setup": {"players": players, "turn_player": draw(st.sampled_from(names + ["Alcie"]))},
            "script": draw(st.lists(ENTRY, max_size=4)), "expect": draw(EXPECT)}


class NoAliases(yaml.SafeDumper):
    def ignore_aliases(self, data):
        return True


@FUZZ
@given(scenarios())
def test_generated_scenarios_replay_or_give_a_located_error(tmp_path, scenario):
    path = tmp_path / "generated.yaml"
    path.write_text(yaml.dump(scenario, Dumper=NoAliases, sort_keys=False), encoding="utf-8")
    kind, detail = fuzzing.outcome(path, step_limit=STEP_LIMIT)
    assert kind != "internal", detail


def test_the_generated_scenarios_reach_the_engine(tmp_path):
    """The strategy is not all bad input: a well-formed draw of it replays."""
    example = {"id": "H001", "title": "t", "question": "q", "sources": ["new ruling: h"], "ruling": "r",
               "rules": [], "setup": {"players": [{"name": "Alice", "hero": {"card": "Generic Alliance Hero"}},
                                                          {"name": "Bob", "hero": {"card": "Generic Alliance Hero"}}],
                                              "turn_player": "Alice"},
               "script": [], "expect": {"cards": {"alice-hero": {"damage": 0}}}}
    path = tmp_path / "example.yaml"
    path.write_text(yaml.safe_dump(example), encoding="utf-8")
    assert fuzzing.outcome(path) == ("pass", "")


@pytest.mark.parametrize("mutation", fuzzing.MUTATIONS, ids=lambda m: m.__name__)
def test_each_mutation_changes_a_file(mutation):
    """No mutation is a no-op on every file (or the fuzzing would test less than it says)."""
    rng = random.Random(0)
    sources = fuzzing.scenario_sources()[:20]
    changed = [mutation(p.read_text(encoding="utf-8"), rng) != p.read_text(encoding="utf-8") for p in sources]
    assert any(changed)


def test_mutants_are_the_same_for_a_seed():
    first = [data for _, _, data in fuzzing.mutants(20, seed=3)]
    assert first == [data for _, _, data in fuzzing.mutants(20, seed=3)]
    assert first != [data for _, _, data in fuzzing.mutants(20, seed=4)]

