"""The disk cache (adjudicator/disk_cache.py) stays bounded: what is not used goes, the least
recently used first, and a removed checkout's compiled bytecode goes with it."""
from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from adjudicator import disk_cache
from adjudicator.disk_cache import DAY, LAYOUT, cached_by, prune, prune_bytecode, prune_daily


@pytest.fixture
def cache(tmp_path, monkeypatch) -> Path:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "home"))
    return tmp_path / "home" / "wowtcg-adjudicator"


def kind(cache: Path, name: str, size: int, days_ago: float) -> Path:
    """A kind's folder holding one copy of ``size`` bytes, last used ``days_ago``."""
    path = cache / LAYOUT / name / "key.pickle"
    path.parent.mkdir(parents=True)
    path.write_bytes(b"x" * size)
    when = time.time() - days_ago * DAY
    os.utime(path, (when, when))
    return path.parent


def kinds(cache: Path) -> set[str]:
    return {p.name for p in (cache / LAYOUT).iterdir() if p.is_dir()}


def test_a_kind_unused_for_a_month_goes(cache):
    kind(cache, "old", 10, days_ago=31)
    kind(cache, "recent", 10, days_ago=29)
    assert prune() == 1
    assert kinds(cache) == {"recent"}


def test_past_the_limit_the_least_recently_used_go_first(cache):
    for name, days in (("a", 5), ("b", 1), ("c", 3), ("d", 2)):
        kind(cache, name, 100, days_ago=days)
    assert prune(limit=250) == 2  # 400 bytes: a (5 days) and c (3 days) go, 200 are left
    assert kinds(cache) == {"b", "d"}
    assert prune(limit=250) == 0


def test_a_read_marks_the_kind_used(cache):
    made = cached_by("scenario-x", "k1", lambda: {"made": 1}, dict)
    path = cache / LAYOUT / "scenario-x" / "k1.pickle"
    when = time.time() - 40 * DAY
    os.utime(path, (when, when))
    assert cached_by("scenario-x", "k1", lambda: pytest.fail("made again"), dict) == made
    assert time.time() - path.stat().st_mtime < DAY  # read: used today
    kind(cache, "unread", 10, days_ago=40)
    assert prune() == 1
    assert kinds(cache) == {"scenario-x"}


def test_the_first_writer_of_the_day_prunes_and_no_other(cache, monkeypatch):
    kind(cache, "old", 10, days_ago=60)
    cached_by("fresh", "k", lambda: {}, dict)  # no marker yet: this write prunes
    assert kinds(cache) == {"fresh"}
    assert (cache / LAYOUT / ".pruned").is_file()
    kind(cache, "old-again", 10, days_ago=60)
    monkeypatch.setattr(disk_cache, "prune", lambda: pytest.fail("pruned twice in a day"))
    prune_daily()
    assert "old-again" in kinds(cache)


def test_bytecode_of_a_removed_checkout_goes(cache, tmp_path):
    checkout = tmp_path / "checkout" / "pkg"
    checkout.mkdir(parents=True)
    pycache = cache / "pycache"
    kept = pycache / checkout.relative_to("/")
    gone = pycache / (tmp_path / "removed-checkout" / "pkg").relative_to("/")
    for folder in (kept, gone):
        folder.mkdir(parents=True)
        (folder / "mod.cpython-311.pyc").write_bytes(b"\0")
    assert prune_bytecode() == 1
    assert kept.is_dir() and not gone.parent.exists()
