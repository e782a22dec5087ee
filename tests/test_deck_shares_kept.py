"""random-play --decks: the Builder's per-library work (every hero's legal cards, the shares) is kept on
disk by the library's content and this code (decks.Builder.kept): read back, it is what was worked out."""
from __future__ import annotations

import pytest

from adjudicator.cards.library import cached_library
from adjudicator.randomplay import decks


def named(shares: tuple) -> tuple:
    cards, candidates, heroes, homes, owned = shares
    return ([c.name for c in cards], [c.name for c in candidates], [h.name for h in heroes], dict(homes),
            {h: sorted(mine) for h, mine in owned.items()})


def test_the_kept_shares_are_the_worked_out_ones(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    library = cached_library()
    assert library.content  # read from its files: kept by their content
    monkeypatch.setattr(decks, "_SHARES", decks.weakref.WeakKeyDictionary())
    monkeypatch.setattr(decks, "_LEGAL", decks.weakref.WeakKeyDictionary())
    truth: list[tuple] = []
    worked_out = decks.Builder.worked_out
    monkeypatch.setattr(decks.Builder, "worked_out", lambda self: truth.append(worked_out(self)) or truth[-1])
    first = decks.Builder(library, 5)
    assert len(truth) == 1 and list(tmp_path.rglob("deck-shares/*.pickle"))
    legal = {h.name: [c.name for c in first.legal(h)] for h in first.heroes}
    decks._SHARES.clear()
    decks._LEGAL.clear()
    monkeypatch.setattr(decks.Builder, "worked_out", lambda self: pytest.fail("worked out again"))
    again = decks.Builder(library, 5)
    assert named(decks._SHARES[library]) == named(truth[0])
    assert {h.name: [c.name for c in again.legal(h)] for h in again.heroes} == legal
    assert [again.deck(n).names() for n in range(4)] == [first.deck(n).names() for n in range(4)]
