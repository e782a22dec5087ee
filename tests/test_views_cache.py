"""The characteristics cache (engine/characteristics.compute_views, engine/board_key): views are
computed once per change of the board, and a cached view is always what a fresh computation
gives. With CHECK_CACHE on, every view taken from the cache is compared with a fresh one, at
every question of every step: of every scenario of the corpus and of random-play games."""
from __future__ import annotations

from pathlib import Path

import pytest

from adjudicator.cards.library import default_library
from adjudicator.engine import characteristics
from adjudicator.engine.characteristics import compute_views, fresh_views, view_facts
from adjudicator.randomplay import games
from adjudicator.randomplay.boards import Pools
from adjudicator.replay import replay
from adjudicator.rules import load_index
from adjudicator.scenarios_cli import scenario_files
from adjudicator.engine.state import Modifier

ROOT = Path(__file__).resolve().parents[1]
CORPUS = scenario_files([str(ROOT / "scenarios")])


@pytest.fixture
def checked(monkeypatch):
    monkeypatch.setattr(characteristics, "CHECK_CACHE", True)


def facts(views) -> dict:
    return {oid: view_facts(v) for oid, v in views.items()}


def test_every_cached_view_of_the_corpus_equals_a_fresh_one(fresh_corpus):
    """The session's fresh export (conftest.fresh_corpus) replays every scenario with CHECK_CACHE on:
    check_cached raises AssertionError on the first stale view. Every scenario of the corpus is in it."""
    exported = [path for path in fresh_corpus if path.startswith("scenarios/")]
    assert len(exported) == len(CORPUS) > 400


def play_random_games(seed: int, budget: int, count: int = 3) -> None:
    """A few random-play games, each keeping every invariant (and whatever check a test has set)."""
    library = default_library()
    pools, known = Pools.of(library), {r.number for r in load_index()}
    for index in range(count):
        outcome = games.play_game(seed, index, budget, library, pools, known)
        assert outcome.failure is None, outcome.failure


def test_every_cached_view_of_random_play_equals_a_fresh_one(checked):
    play_random_games(23, 120)


def _board():
    run = replay(next(p for p in CORPUS if p.stem.startswith("E001")))
    return run.game.state


def test_a_change_in_place_is_seen(checked):
    state = _board()
    card = next(c for c in state.in_play() if c.definition.type in ("ally", "hero"))
    before = compute_views(state)
    card.damage += 1  # a field set
    assert compute_views(state)[card.oid].damage == before[card.oid].damage + 1
    card.counters["test"] = 1  # a dict changed in place (404.1)
    assert facts(compute_views(state)) == facts(fresh_views(state))
    assert compute_views(state) is not compute_views(state)  # each caller its own dict


def test_a_stale_cache_is_caught(checked, monkeypatch):
    """The check can fail: with a key that never changes, a changed board is served stale views."""
    state = _board()
    monkeypatch.setattr(characteristics, "board_key", lambda s: ())
    compute_views(state)
    next(c for c in state.in_play() if c.definition.type in ("ally", "hero")).damage += 1
    with pytest.raises(AssertionError, match="cached views differ"):
        compute_views(state)


def test_the_board_key_counts_every_container_a_card_has():
    """board_key counts a card's fields by Card.__setattr__ (state.card_writes), and its dicts
    changed in place by state.Noted, which counts each change: a new container field on Card
    must be Noted too; a plain dict set on one of those fields becomes a Noted one."""
    from dataclasses import fields

    from adjudicator.engine.state import NOTED, NOTED_KINDS, Card, Noted, card_writes
    containers = {f.name for f in fields(Card) if f.default_factory in (dict, list, set, *NOTED_KINDS)} - {"namesakes"}
    assert containers == NOTED and all(issubclass(f.default_factory, Noted) for f in fields(Card) if f.name in NOTED)
    card = next(iter(_board().cards.values()))
    card.chosen = {"a": "b"}
    assert type(card.chosen) is Noted and card.chosen == {"a": "b"}
    for change in (lambda d: d.__setitem__("x", 1), lambda d: d.pop("x"), lambda d: d.update(y=2),
                   lambda d: d.setdefault("z", 3), lambda d: d.__delitem__("y"), lambda d: d.clear()):
        for noted in (card.counters, card.uses):
            before = card_writes()
            change(noted)
            assert card_writes() > before


def test_a_modifier_changed_is_seen(checked):
    """A modifier's fields are counted as writes (Modifier.__setattr__), its used_in and targets
    read by their contents: a change to either is a new board key."""
    from adjudicator.engine.board_key import board_key
    run = replay(next(p for p in CORPUS if p.stem.startswith("E001")))
    state = run.game.state
    card = next(iter(state.cards.values()))
    state.modifiers.append(Modifier(state.new_mid(), None, card.controller, card, {}, 0, None, state.turn))
    key = board_key(state)
    state.modifiers[-1].uses_left = 1
    assert board_key(state) != key
    key = board_key(state)
    state.modifiers[-1].used_in.add(7)
    assert board_key(state) != key
    key = board_key(state)
    state.modifiers[-1].targets["x"] = card
    assert board_key(state) != key


def test_views_are_kept_through_a_trial_and_are_those_of_the_board_put_back(monkeypatch):
    """legal.trying keeps the board's views through a trial (characteristics.views_kept) and caches
    them again once the board is put back: the next question is a hit, and its views are what a
    fresh computation gives; a trial that changed the board had views of its own."""
    from adjudicator.engine import legal
    run = replay(next(p for p in CORPUS if p.stem.startswith("E001")))
    game, state = run.game, run.game.state
    card = next(c for c in state.in_play() if c.definition.type in ("ally", "hero"))
    before = facts(compute_views(state))
    with legal.trying(game):
        card.damage += 1
        assert compute_views(state)[card.oid].damage == before[card.oid][9] + 1
    computed = []
    monkeypatch.setattr(characteristics, "fresh_views", lambda s: computed.append(s) or fresh_views(s))
    assert facts(compute_views(state)) == before == facts(fresh_views(state))
    assert not computed  # a hit: the views kept through the trial
    card.damage += 1  # a change after the trial is seen (views that read no damage: brought up to date)
    assert facts(compute_views(state)) == facts(fresh_views(state)) != before


def test_stat_powers_are_read_again_once_the_cards_change_and_a_stale_reading_is_caught(checked):
    """characteristics.stat_powers keeps a reading of powers with no condition while the roster of
    play is as it was (board_key.play_roster_writes) and the lost powers too; a card joining, leaving
    or changing side in play is a new reading, any other write of a card is not. With CHECK_CACHE on,
    a kept reading that is not what a fresh one gives is caught."""
    run = replay(next(p for p in CORPUS if p.stem.startswith("E002")))
    state = run.game.state
    found = characteristics.stat_powers(state)
    assert found and characteristics.stat_powers(state) == found
    kept = characteristics._STAT_POWERS_PLAIN[id(state)]
    assert kept[0] is state and kept[3] == found
    card = next(iter(state.in_play()))
    card.damage += 1  # damage (board_key.DAMAGE) is read only as noted (a reading that notes it is kept apart)
    card.moved_by = card.moved_by  # a write of a card in play, but not of its roster fields: no condition reads it
    assert characteristics.stat_powers(state) == found and characteristics._STAT_POWERS_PLAIN[id(state)] is kept
    card.row = card.row  # a write of a roster field (board_key.ROSTER_FIELDS), even of the same value: read again
    assert characteristics._STAT_POWERS_PLAIN[id(state)] is kept
    assert characteristics.stat_powers(state) == found and characteristics._STAT_POWERS_PLAIN[id(state)] is not kept
    stale = characteristics._STAT_POWERS_PLAIN[id(state)]
    characteristics._STAT_POWERS_PLAIN[id(state)] = (*stale[:3], [])  # a reading that lost its powers
    with pytest.raises(AssertionError, match="cached stat powers differ"):
        characteristics.stat_powers(state)


def test_views_are_kept_across_a_change_they_did_not_read(monkeypatch):
    """A board that differs from the one its views were computed for only in parts they did not
    read (board_key.SELDOM_READ: the turn, this turn's events, the chain; the clock is in no key)
    has the same views; a part they read makes them computed again."""
    state = _board()
    before = facts(compute_views(state))
    computed = []
    monkeypatch.setattr(characteristics, "fresh_views", lambda s: computed.append(s) or fresh_views(s))
    state.clock += 1  # no view is made of the clock
    assert facts(compute_views(state)) == before and not computed
    hit = characteristics._CACHE[id(state)]
    characteristics._CACHE[id(state)] = (*hit[:3], frozenset({"turn"}))  # as if they had read the turn
    state.turn += 1
    compute_views(state)
    assert computed == [state]


def test_reads_are_noted_by_the_computation_under_way_and_reach_the_one_around_it():
    from adjudicator.engine.board_key import done_reading, noting_reads, read, unread_changes_only
    read("chain")  # no computation under way: nothing is noted
    outer = noting_reads()
    inner = noting_reads()
    read("history")
    done_reading(inner)
    done_reading(outer)
    assert inner == {"history"} and outer == {"history"}
    from adjudicator.engine.board_key import BOARD, DAMAGE, ELSEWHERE, HISTORY, PARTS, TURN_AT
    key = (*range(1, len(PARTS) + 1), 5, "Alice")  # the counts of each part; the turn and its player

    def moved(at: int) -> tuple:
        return tuple(v + 1 if n == at else v for n, v in enumerate(key))
    assert unread_changes_only(key, moved(HISTORY), {"chain"})
    assert not unread_changes_only(key, moved(HISTORY), {"history"})
    assert not unread_changes_only(key, moved(BOARD), {"chain", "history", "turn", "damage", "elsewhere"})
    assert not unread_changes_only(key, moved(TURN_AT), {"turn"})
    assert not unread_changes_only(key, moved(DAMAGE), {"damage"})
    assert unread_changes_only(key, moved(ELSEWHERE), {"chain"})
    assert not unread_changes_only(key, moved(ELSEWHERE), {"elsewhere"})


def test_a_board_reading_is_made_once_per_board_and_a_stale_one_is_caught(checked):
    """characteristics.per_board (powers_in_play, prohibitions.in_force): a reading is made once per
    board and served to every question of that board; a card written is a new board, read afresh;
    with CHECK_CACHE on, a kept reading that is not what a fresh one gives is caught."""
    state = _board()
    made = []

    def reading(s):
        made.append(s)
        read("damage")  # a reading of the cards' damage says so (board_key.SELDOM_READ)
        return [c.damage for c in s.in_play()]
    from adjudicator.engine.board_key import read
    first = characteristics.per_board(state, "test", reading)
    assert characteristics.per_board(state, "test", reading) == first and len(made) == 2  # a hit, checked afresh
    characteristics.CHECK_CACHE = False
    assert characteristics.per_board(state, "test", reading) == first and len(made) == 2  # a hit, no fresh one
    characteristics.CHECK_CACHE = True
    card = state.in_play()[0]
    card.damage += 1
    assert characteristics.per_board(state, "test", reading) != first and len(made) == 3  # a new board: made again
    board = characteristics._BOARD[id(state)][1]
    key, value, reads = board["test"]
    board["test"] = (key, [], reads)  # a stale reading
    with pytest.raises(AssertionError, match="cached test differs"):
        characteristics.per_board(state, "test", reading)


def test_board_readings_are_kept_through_a_trial(monkeypatch):
    """legal.trying keeps the board's readings (per_board) through a trial as it keeps its views:
    once the board is put back, powers_in_play is a hit, and equals a fresh reading."""
    from adjudicator.engine import legal
    run = replay(next(p for p in CORPUS if p.stem.startswith("E001")))
    game, state = run.game, run.game.state
    before = characteristics.powers_in_play(state)
    with legal.trying(game):
        state.in_play()[0].damage += 1
        characteristics.powers_in_play(state)
    made = []
    monkeypatch.setattr(characteristics, "_powers_in_play", lambda s: made.append(s) or [])
    assert characteristics.powers_in_play(state) == before and not made  # kept: not made again
    monkeypatch.undo()
    assert before == characteristics._powers_in_play(state)


# -- speed-version --
def test_every_write_method_of_a_counted_container_counts_a_write_of_its_part():
    """board_key's containers count their own changes in place: their write methods are every
    method the mutable type has and its frozen twin lacks (but the readers), and each counts."""
    import types

    from adjudicator.engine import board_key as bk
    readers = {"copy", "__reversed__", "fromkeys"}
    assert set(bk.DICT_WRITES) == set(dir(dict)) - set(dir(types.MappingProxyType)) - readers | {"__ior__"}
    assert set(bk.LIST_WRITES) == set(dir(list)) - set(dir(tuple)) - readers
    assert set(bk.SET_WRITES) == set(dir(set)) - set(dir(frozenset)) - readers
    calls = {bk.CountedDict: [lambda d: d.__setitem__("x", 1), lambda d: d.__delitem__("a"), lambda d: d.__ior__({"y": 2}),
                              lambda d: d.clear(), lambda d: d.pop("a"), lambda d: d.popitem(),
                              lambda d: d.setdefault("z", 3), lambda d: d.update(w=4)],
             bk.CountedList: [lambda v: v.__setitem__(0, 9), lambda v: v.__delitem__(0), lambda v: v.__iadd__([5]),
                              lambda v: v.__imul__(2), lambda v: v.append(6), lambda v: v.clear(), lambda v: v.extend([7]),
                              lambda v: v.insert(0, 8), lambda v: v.pop(), lambda v: v.remove(1), lambda v: v.reverse(),
                              lambda v: v.sort()],
             bk.CountedSet: [lambda s: s.__iand__({1}), lambda s: s.__ior__({3}), lambda s: s.__isub__({1}),
                             lambda s: s.__ixor__({4}), lambda s: s.add(5), lambda s: s.clear(),
                             lambda s: s.difference_update({1}), lambda s: s.discard(1), lambda s: s.intersection_update({1}),
                             lambda s: s.pop(), lambda s: s.remove(1), lambda s: s.symmetric_difference_update({6}),
                             lambda s: s.update({7})]}
    writes = {bk.CountedDict: bk.DICT_WRITES, bk.CountedList: bk.LIST_WRITES, bk.CountedSet: bk.SET_WRITES}
    for kind, changes in calls.items():
        assert len(changes) == len(writes[kind])
        for change in changes:
            for counted, part in ((kind, bk.BOARD), *((k, k.part) for k in kind.__subclasses__())):
                container = counted({"a": 1, "b": 2} if kind is bk.CountedDict else [1, 2])
                before = bk.writes(part)
                change(container)
                assert bk.writes(part) == before + 1, (counted.__name__, change)
    assert repr(bk.CountedSet({1})) == "{1}" and repr(bk.CountedList([1])) == "[1]"


def test_a_container_set_on_a_board_object_counts_its_writes_and_so_do_the_ones_in_it(checked):
    """A plain container set on a field of a counted object becomes one that counts its writes, as
    the part of that field (the state's cards, its chain, this turn's events, or the rest)."""
    from adjudicator.engine import board_key as bk
    state = _board()
    card = next(iter(state.cards.values()))
    mod = Modifier(state.new_mid(), None, card.controller, card, {"x": card}, 0, None, state.turn)
    assert type(mod.targets) is bk.CountedDict and type(mod.used_in) is bk.CountedSet
    state.result = {"winners": []}
    assert type(state.result) is bk.CountedDict and type(state.result["winners"]) is bk.CountedList
    before = bk.board_key(state)
    state.result["winners"].append("Alice")
    assert bk.board_key(state)[bk.BOARD] == before[bk.BOARD] + 1
    for field, part in (("cards", bk.CARDS), ("chain", bk.CHAIN), ("history", bk.HISTORY), ("modifiers", bk.BOARD)):
        setattr(state, field, dict(state.cards) if field == "cards" else list(getattr(state, field)))
        assert getattr(state, field).part == part
    before = bk.board_key(state)
    state.history.append(None)
    assert [n for n, (a, b) in enumerate(zip(before, bk.board_key(state))) if a != b] == [bk.HISTORY]


def _every_container_counts(state) -> list[str]:
    """What is reachable from the board (but the names, fields of State.UNCOUNTED, the entries of
    this turn's events, which are only ever added, and views, which their users read, never
    change: a link's destroyed_to_pay) that would not count a write of it."""
    from adjudicator.cards.model import Strict
    from adjudicator.engine import board_key as bk
    from adjudicator.engine.state import NOTED_KINDS, Card, State
    from adjudicator.engine.views import View
    counted = (bk.DICTS | bk.LISTS | bk.SETS | NOTED_KINDS) - {dict, list, set}
    wrong, seen, stack = [], set(), [(state, "state")]
    while stack:
        obj, path = stack.pop()
        if id(obj) in seen or type(obj) in bk.PLAIN or isinstance(obj, (Strict, View)):
            continue
        seen.add(id(obj))
        kind = type(obj)
        if kind in counted or kind is tuple or kind is frozenset:
            stack.extend((v, f"{path}[]") for v in (obj.values() if isinstance(obj, dict) else obj))
        elif isinstance(obj, (bk.Counted, Card)):
            stack.extend((v, f"{path}.{k}") for k, v in vars(obj).items()
                         if k not in State.UNCOUNTED and not (obj is state and k == "history"))
        else:
            wrong.append(f"{path}: {kind.__name__}")
    return wrong


def test_every_container_reachable_from_a_board_counts_its_writes(monkeypatch):
    """By design no write of a board goes uncounted: whatever views are computed of, in random play,
    holds only counted objects, counted containers, Noted dicts, and frozen card data."""
    wrong = []
    monkeypatch.setattr(characteristics, "fresh_views", lambda s: wrong.extend(_every_container_counts(s)) or fresh_views(s))
    play_random_games(5, 150)
    assert not wrong, sorted(set(wrong))[:10]
    state = _board()
    state.modifiers.append([])  # a plain container in a counted one is caught
    assert _every_container_counts(state) == ["state.modifiers[]: list"]


def test_a_reading_made_in_an_undone_trial_is_never_valid_again(monkeypatch):
    """An undo puts fields back behind the writers' backs, so it counts a change of every part
    (board_key.all_changed): the counts only grow, no key of the trial comes back, and the views
    computed in the trial are not served for the board put back."""
    from adjudicator.engine import legal
    from adjudicator.engine.board_key import board_key
    run = replay(next(p for p in CORPUS if p.stem.startswith("E001")))
    game, state = run.game, run.game.state
    card = next(c for c in state.in_play() if c.definition.type in ("ally", "hero"))
    damage = card.damage
    characteristics._CACHE.pop(id(state), None)  # nothing kept through the trial
    keys = []
    with legal.trying(game):
        card.damage += 1
        assert compute_views(state)[card.oid].damage == damage + 1
        keys.append(board_key(state))
    after = board_key(state)
    assert all(a > b for a, b in zip(after[:4], keys[-1][:4]))
    assert compute_views(state)[card.oid].damage == damage == card.damage


def test_a_link_written_changes_only_the_chain_part_of_the_key():
    """A link's fields are read by views only through the chain (board_key.SELDOM_READ): a write of
    one is a change of the chain's part alone, and so is a write of its containers (a modifier made
    by a link has targets of its own: a copy)."""
    from adjudicator.engine import board_key as bk
    from adjudicator.engine.state import Link
    state = _board()
    card = next(iter(state.cards.values()))
    link = Link(card, card.controller, [], {}, "card")
    before = bk.board_key(state)
    link.dealt = 2
    assert [n for n, (a, b) in enumerate(zip(before, bk.board_key(state))) if a != b] == [bk.CHAIN]
    link.targets["x"] = card
    link.effects.append(None)
    assert [n for n, (a, b) in enumerate(zip(before, bk.board_key(state))) if a != b] == [bk.CHAIN]
    modifier = Modifier(state.new_mid(), None, card.controller, card, link.targets, 0, None, state.turn)
    assert modifier.targets == link.targets and modifier.targets is not link.targets


# -- speed-rp2 --
def test_the_roster_changes_with_where_cards_are_and_what_they_show_not_with_damage(monkeypatch):
    """board_key.roster_writes: the readings of nothing but the cards' zones, rows, sides and
    definitions (State.in_play, stat_cards, working_elsewhere, limited_in_play) are made again when
    the roster changes, and only then: not at a damage or an exhaustion."""
    from adjudicator.engine import legal
    from adjudicator.engine.board_key import roster_writes
    run = replay(next(p for p in CORPUS if p.stem.startswith("E001")))
    game, state = run.game, run.game.state
    card = next(c for c in state.in_play() if c.definition.type in ("ally", "hero"))
    kept = state._in_play[1]
    before = roster_writes()
    card.damage += 1
    card.exhausted = not card.exhausted
    card.counters["test"] = 1
    assert roster_writes() == before and state._in_play[1] is kept  # not read again
    for change in (lambda: setattr(card, "zone", card.zone), lambda: setattr(card, "face_down", card.face_down),
                   lambda: setattr(card, "row", card.row), lambda: setattr(card, "definition", card.definition),
                   lambda: state.cards.__setitem__(card.oid, card), lambda: setattr(state, "cards", dict(state.cards))):
        was = roster_writes()
        change()
        assert roster_writes() > was
    was = roster_writes()
    with legal.trying(game):
        pass
    assert roster_writes() > was  # an undo puts fields back behind the writers' backs


def test_a_card_leaving_play_or_turned_face_down_is_seen_by_the_roster_readings():
    from adjudicator.engine.characteristics import stat_cards
    state = replay(next(p for p in CORPUS if p.stem.startswith("S29-"))).game.state
    card = next(c for c, _ in stat_cards(state) if c.label == "lunen")  # an ally with a continuous power
    assert card in state.in_play()
    card.zone = "graveyard"
    assert card not in state.in_play() and card not in [c for c, _ in stat_cards(state)]
    card.zone = "play"
    assert card in state.in_play() and card in [c for c, _ in stat_cards(state)]
    card.face_down, card.row = True, "resource"  # blank: its powers go with its face (412.1b)
    assert card in state.in_play() and card not in [c for c, _ in stat_cards(state)]


# -- speed-rp4 --
def test_a_card_found_by_label_is_the_state_s_card_now_after_any_change_of_the_cards():
    """State.by_label reads the labels once per write of the cards: a card moved (a new object),
    relabelled, or joined by a later card of the same label is found as it is now, also after an
    undone trial (the last card of a label wins, as in the state's cards)."""
    from adjudicator.engine import legal
    run = replay(next(p for p in CORPUS if p.stem.startswith("E001")))
    game, state = run.game, run.game.state
    card = next(c for c in state.in_play() if c.definition.type in ("ally", "hero"))
    label = card.label
    assert state.by_label(label) is card
    moved = state.move(card, "graveyard")
    assert state.by_label(label) is moved is not card
    later = state.add_card(label, moved.definition, moved.owner, "hand")
    assert state.by_label(label) is later
    with legal.trying(game):
        later.label = "renamed-in-a-trial"
        assert state.by_label("renamed-in-a-trial") is later and state.by_label(label) is moved
    assert state.by_label(label) is later and state.by_label("renamed-in-a-trial") is None


def test_the_cards_working_outside_play_are_found_and_those_whose_powers_work_only_in_play_are_not():
    """triggers.working_elsewhere passes over a card whose triggered powers work only in play without
    asking works_in (triggers._PLAY_ONLY), and still finds, in the state's order, every card outside
    play with a power that works where it is, of a definition read for the first time or not."""
    from adjudicator.engine import triggers
    library = default_library()
    defs = [d for d in library.cards.values() if any(p.triggered for p in d.powers)]
    graveyard = next(d for d in defs if any("graveyard" in p.triggered.zones for p in d.powers if p.triggered))
    play_only = next(d for d in defs if all(set(p.triggered.zones) <= {"play"} for p in d.powers if p.triggered))
    state = replay(next(p for p in CORPUS if p.stem.startswith("E001"))).game.state
    owner = next(iter(state.cards.values())).owner
    kept = [c for c in triggers.working_elsewhere(state)]
    first = state.add_card("test-first", graveyard, owner, "graveyard")
    quiet = state.add_card("test-quiet", play_only, owner, "graveyard")
    found = triggers.working_elsewhere(state)
    assert found == kept + [first] and id(play_only) in triggers._PLAY_ONLY
    assert id(graveyard) not in triggers._PLAY_ONLY
    second = state.add_card("test-second", graveyard, owner, "hand")
    state.move(quiet, "hand")
    expected = kept + [first] + ([second] if triggers.works_in(second, "hand") else [])
    assert triggers.working_elsewhere(state) == expected


# -- speed-rp5 --


def test_damage_and_exhaustion_are_a_part_of_their_own_and_views_that_did_not_read_them_are_brought_up_to_date(
        monkeypatch):
    """A card's damage and exhaustion are counted as board_key.DAMAGE, and a payment power's uses as
    USES, not as writes of the cards: views that read neither (no 'damaged' selector, no total of
    damage) are kept, their snapshots of damage and exhaustion brought up to date (damage_now), the
    old views staying as they were for a look-back; a reading that did read damage is made again."""
    from adjudicator.engine.board_key import DAMAGE, USES, board_key, read
    state = _board()
    card = next(c for c in state.in_play() if c.definition.type in ("ally", "hero"))
    old = compute_views(state)
    key = board_key(state)
    card.damage += 1
    card.exhausted = not card.exhausted
    card.uses[1] = state.turn
    changed = [n for n, (a, b) in enumerate(zip(key, board_key(state))) if a != b]
    assert changed == [DAMAGE, USES]
    computed = []
    monkeypatch.setattr(characteristics, "fresh_views", lambda s: computed.append(s) or fresh_views(s))
    now = compute_views(state)
    assert not computed and facts(now) == facts(fresh_views(state))
    assert now[card.oid] is not old[card.oid] and old[card.oid].damage == card.damage - 1
    made = []
    reading = lambda s: made.append(s) or read("damage") or len(made)  # noqa: E731
    assert characteristics.by_key({}, state, reading, None) == 1
    cache: dict = {}
    characteristics.by_key(cache, state, reading, None)
    card.damage += 1
    assert characteristics.by_key(cache, state, reading, None) == 3  # it read damage: made again


def test_the_cards_outside_play_are_a_part_of_their_own_read_by_a_selector_of_another_zone(monkeypatch):
    """A write of a card outside play, or a card joining or leaving the state's cards outside play,
    is counted as board_key.ELSEWHERE, not as a write of the cards in play: views that read no card
    outside play are kept; a reading of another zone (selectors.select, zone_views) reads them, and
    is made again."""
    from adjudicator.cards.model import Selector
    from adjudicator.engine.board_key import CARDS, ELSEWHERE, board_key
    from adjudicator.engine.selectors import select
    state = _board()
    outside = next(c for c in state.cards.values() if c.zone != "play")
    inside = state.in_play()[0]
    before = compute_views(state)
    key = board_key(state)
    outside.moved_by = "somewhere"
    state.move(outside, "graveyard")
    assert [n for n, (a, b) in enumerate(zip(key, board_key(state))) if a != b] == [ELSEWHERE]
    computed = []
    monkeypatch.setattr(characteristics, "fresh_views", lambda s: computed.append(s) or fresh_views(s))
    assert facts(compute_views(state)) == facts(before) and not computed
    key = board_key(state)
    inside.moved_by = "somewhere"
    assert [n for n, (a, b) in enumerate(zip(key, board_key(state))) if a != b] == [CARDS]
    made = []
    graveyard = Selector(kind="card", zone="graveyard")
    reading = lambda s: made.append(s) or len(select(s, graveyard, {}, inside.controller, None))  # noqa: E731
    cache: dict = {}
    first = characteristics.by_key(cache, state, reading, None)
    state.move(next(c for c in state.cards.values() if c.zone == "graveyard"), "removed")
    assert characteristics.by_key(cache, state, reading, None) == first - 1 and len(made) == 2  # read again


# -- speed-pp --


def _game_with(definition, copies: int):
    """The E001 board, with ``copies`` more of a card in play under the turn player's control."""
    game = replay(next(p for p in CORPUS if p.stem.startswith("E001"))).game
    player = game.state.turn_player
    for n in range(copies):
        game.state.add_card(f"speed-pp-{n}", definition, player, "play")
    return game, player


def test_uniqueness_kept_reading_is_checked_against_a_fresh_one_and_against_the_full_check(checked, monkeypatch):
    """uniqueness.within_limits is kept per roster and per controllers of the limited cards: a second
    Unique copy is seen; with CHECK_CACHE on, a kept answer that a fresh reading contradicts is
    caught, and so is one that says "within limits" where the full check finds a violation."""
    from adjudicator.engine import uniqueness
    unique = next(d for d in default_library().cards.values() if "Unique" in d.tags and d.type == "ally")
    game, player = _game_with(unique, 1)
    assert uniqueness.within_limits(game.state) and uniqueness.violations(game, player) == []
    fresh = uniqueness.plainly_within
    monkeypatch.setattr(uniqueness, "plainly_within", lambda limited: False)
    with pytest.raises(AssertionError, match="kept uniqueness reading differs"):
        uniqueness.within_limits(game.state)
    monkeypatch.setattr(uniqueness, "plainly_within", fresh)
    game, player = _game_with(unique, 2)
    assert not uniqueness.within_limits(game.state)
    assert [v.rule for v in uniqueness.violations(game, player)] == ["414.3a"]
    monkeypatch.setattr(uniqueness, "within_limits", lambda state: True)
    with pytest.raises(AssertionError, match="the full check finds a violation"):
        uniqueness.violations(game, player)


def test_an_event_no_card_watches_for_is_not_put_to_each_card_and_a_wrong_reading_is_caught(checked, monkeypatch):
    """triggers.may_watch: the roster's reading of the kinds of event the cards watch for. A card in
    play that watches for the start of a turn makes such an event worth putting to the cards; with
    CHECK_CACHE on, a reading that misses it is caught card by card."""
    from adjudicator.engine import triggers
    from adjudicator.engine.characteristics import watched
    watcher = next(d for d in default_library().cards.values() if d.type == "ally" and "turn-starts" in watched(d))
    game, _ = _game_with(watcher, 1)
    state = game.state
    quiet = next(k for k in ("protects", "revealed", "heal") if k not in triggers.watching(state)[1])
    assert triggers.may_watch(state, compute_views(state), {"turn-starts"})
    assert not triggers.may_watch(state, compute_views(state), {quiet})
    in_play = triggers.watching(state)[0]
    monkeypatch.setattr(triggers, "watching", lambda s: (in_play, frozenset(), frozenset()))
    with pytest.raises(AssertionError, match="a card may watch for"):
        triggers.may_watch(state, compute_views(state), {"turn-starts"})


# -- speed-views --
def _changed(before: tuple, after: tuple) -> list[int]:
    return [n for n, (a, b) in enumerate(zip(before, after)) if a != b]


def test_views_are_kept_through_a_combat_until_a_weapon_is_struck_with(monkeypatch):
    """The combat is a part of the board of its own (board_key.COMBAT), read by views only through a
    selector or a "this combat" duration; the weapons struck with are another (board_key.STRIKE),
    which views read (303.2b): a combat beginning, going through its steps and ending without a
    weapon keeps the views; a weapon struck with, a wielder replaced while it has one, and the end
    of a combat with one make them anew, the wielder's ATK raised by the weapon's."""
    from adjudicator.engine import board_key as bk
    from adjudicator.engine.combat import Combat
    state = replay(next(p for p in CORPUS if p.stem.startswith("C058"))).game.state
    hero, weapon, defender = (state.by_label(label) for label in ("alice-hero", "hacker", "igvand"))
    before = facts(compute_views(state))
    computed = []
    monkeypatch.setattr(characteristics, "fresh_views", lambda s: computed.append(s) or fresh_views(s))
    key = bk.board_key(state)
    state.combat = Combat(hero, defender, attacker_controller="Alice", defender_controller="Bob")
    state.combat.step = "attack-window"
    state.combat.removed.add(0)
    assert _changed(key, bk.board_key(state)) == [bk.COMBAT]
    assert facts(compute_views(state)) == before == facts(fresh_views(state)) and not computed
    key = bk.board_key(state)
    state.combat.weapons.append(weapon)
    assert _changed(key, bk.board_key(state)) == [bk.STRIKE]
    assert compute_views(state)[hero.oid].atk == before[hero.oid][4] + 2 and len(computed) == 1
    assert facts(compute_views(state)) == facts(fresh_views(state))
    key = bk.board_key(state)
    state.combat.attacker = hero  # a wielder written while it strikes with a weapon: the strike too
    assert _changed(key, bk.board_key(state)) == [bk.COMBAT, bk.STRIKE]
    key = bk.board_key(state)
    state.combat.defender = defender  # no weapon struck with by the defender: the combat alone
    assert _changed(key, bk.board_key(state)) == [bk.COMBAT]
    key = bk.board_key(state)
    state.combat = None
    assert _changed(key, bk.board_key(state)) == [bk.COMBAT, bk.STRIKE]
    assert facts(compute_views(state)) == before and len(computed) == 2


def test_a_reading_of_one_kind_of_this_turns_events_is_kept_while_other_kinds_happen():
    """selectors.this_turn with a kind (a pattern's event: "if you've played an ability this turn")
    reads this turn's events of that kind alone (board_key.read_events): a reading of it holds as
    events of other kinds are recorded, and is made again once one of its kind is, or the turn ends;
    a reading of the whole record (no kind) is made again at any event."""
    from adjudicator.engine.events import Event
    from adjudicator.engine.selectors import this_turn
    state = _board()
    card = state.in_play()[0]
    made = []
    cache: dict = {}
    played = lambda s: made.append("played") or len(this_turn(s, "played"))  # noqa: E731
    every = lambda s: made.append("every") or len(this_turn(s))  # noqa: E731
    first = characteristics.by_key(cache, state, played, None)
    whole: dict = {}
    events = characteristics.by_key(whole, state, every, None)
    assert made == ["played", "every"]
    state.history.append((state.turn, Event("exhausted", subject=card), {}))
    assert characteristics.by_key(cache, state, played, None) == first and made == ["played", "every"]
    assert characteristics.by_key(whole, state, every, None) == events + 1 and made[-1] == "every" and len(made) == 3
    state.history.append((state.turn, Event("played", subject=card), {}))
    assert characteristics.by_key(cache, state, played, None) == first + 1 and len(made) == 4
    state.history.append((state.turn - 1, Event("played", subject=card), {}))  # not this turn's
    assert characteristics.by_key(cache, state, played, None) == first + 1 and len(made) == 4
    state.turn += 1
    assert characteristics.by_key(cache, state, played, None) == 0 and len(made) == 5


def test_the_roster_of_play_changes_only_with_the_cards_in_play():
    """board_key.play_roster_writes: a card moving outside play (drawn, played onto the chain, put
    into a graveyard) changes the roster but not the roster of play, so that the readings of the
    cards in play alone (State.in_play, stat_cards…) are kept; a card entering or leaving play, or a
    roster field of a card in play written, changes both."""
    from adjudicator.engine.board_key import play_roster_writes, roster_writes
    state = _board()
    outside = next(c for c in state.cards.values() if c.zone != "play")
    inside = state.in_play()[0]
    kept = state._in_play[1]
    roster, play = roster_writes(), play_roster_writes()
    moved = state.move(outside, "graveyard")
    moved.face_down = True
    assert roster_writes() > roster and play_roster_writes() == play
    assert state.in_play() == kept and state._in_play[1] is kept and characteristics.stat_cards(state) is not None
    for change in (lambda: setattr(inside, "row", inside.row), lambda: state.move(moved, "play")):
        play = play_roster_writes()
        change()
        assert play_roster_writes() > play
    assert [c.oid for c in state.in_play()] == [c.oid for c in kept] + [max(state.cards)]
    play = play_roster_writes()
    state.move(inside, "hand")
    assert play_roster_writes() > play and inside.oid not in {c.oid for c in state.in_play()}


def test_whether_powers_may_be_lost_or_given_is_read_again_as_the_modifiers_or_the_cards_in_play_change(monkeypatch):
    """characteristics.power_sources, asked at every reading of the cards' powers, is read once per
    roster of play and modifiers (sources_writes): a modifier added or a card entering play makes it
    read again; a damage, or a card moving outside play, does not."""
    state = _board()
    made = []
    fresh = characteristics._sources_read
    monkeypatch.setattr(characteristics, "_sources_read", lambda s: made.append(s) or fresh(s))
    found = characteristics.power_sources(state)
    assert characteristics.power_sources(state) == found == fresh(state) and len(made) <= 1
    made.clear()
    state.in_play()[0].damage += 1
    moved = state.move(next(c for c in state.cards.values() if c.zone != "play"), "removed")
    assert characteristics.power_sources(state) == found and not made
    card = state.in_play()[0]
    state.modifiers.append(Modifier(state.new_mid(), None, card.controller, card, {}, 0, None, state.turn))
    assert characteristics.power_sources(state) == fresh(state) and len(made) == 1
    state.move(moved, "play")
    assert characteristics.power_sources(state) == fresh(state) and len(made) == 2


# -- speed-legal --
def test_the_cards_in_hand_the_listing_reads_are_read_again_after_a_card_write_and_a_stale_reading_is_caught(
        checked):
    """legal._playable keeps each player's cards in hand (and the graveyard cards they may play) until a
    card is written: a card moved to a hand is listed at once. With CHECK_CACHE on, a kept reading that is
    not what a fresh one gives is caught (a card put in a hand behind the counts of card writes)."""
    from adjudicator.engine import legal
    state = _board()
    legal._playable(state)
    elsewhere = [c for c in state.cards.values() if c.zone != "hand"]
    moved = state.move(elsewhere[0], "hand")
    assert moved in legal._playable(state)[moved.owner][0]
    object.__setattr__(elsewhere[1], "zone", "hand")  # not counted: the kept reading is stale
    with pytest.raises(AssertionError, match="cached cards in hand differ"):
        legal._playable(state)


# -- speed-rp9 --
def test_whether_a_top_card_may_be_seen_is_read_once_per_roster_and_modifiers_and_a_wrong_no_is_caught(
        checked, monkeypatch):
    """visibility.may_show_top_cards, asked at every priority, says no on a board where no card in
    play has a power that shows a top card and no link made such a modifier (415.3e, 415.3f): read
    again only as the roster of play or the modifiers change; with CHECK_CACHE on, a kept "no" that
    the modifiers in effect contradict is caught."""
    from adjudicator.engine import visibility
    shown = replay(next(p for p in CORPUS if p.stem.startswith("R415.3e"))).game.state
    assert visibility.may_show_top_cards(shown) and visibility.top_card_modifiers(shown)
    state = _board()
    made = []
    fresh = visibility._top_sources_read
    monkeypatch.setattr(visibility, "_top_sources_read", lambda s: made.append(s) or fresh(s))
    assert not visibility.may_show_top_cards(state) and not visibility.top_card_modifiers(state)
    state.in_play()[0].damage += 1
    assert not visibility.may_show_top_cards(state) and len(made) == 2  # once, and once more for CHECK_CACHE
    hit = visibility._TOP_SOURCES[id(state)]
    monkeypatch.setattr(visibility, "top_card_modifiers", lambda s: ["a modifier the reading missed"])
    with pytest.raises(AssertionError, match="shows a top card"):
        visibility.may_show_top_cards(state)
    assert visibility._TOP_SOURCES[id(state)] is hit
