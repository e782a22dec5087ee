"""Work kept on disk between runs, in ``~/.cache/wowtcg-adjudicator`` (or ``$XDG_CACHE_HOME``):
a pickle keyed by the content of the files it was made from and of the code that made it, so a
change to any of them makes it again. Start-up reads it instead of validating files again.
A cache that can't be read or written is simply not used; one is written whole or not at all."""
from __future__ import annotations

import hashlib
import os
import pickle
import sys
from pathlib import Path
from typing import Callable, Iterable, TypeVar

T = TypeVar("T")


# The folder of this layout of the cache (a folder per kind); a checkout with the older layout
# (every kind's files side by side) keeps using its own files, beside it.
LAYOUT = "by-kind"


def cache_dir() -> Path:
    base = os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache"
    return Path(base) / "wowtcg-adjudicator"


def content_key(paths: Iterable[Path]) -> str:
    """A digest of the files' names and bytes, and of the Python version (pickles are read back
    by the same interpreter)."""
    digest = hashlib.sha256(sys.version.encode())
    for path in paths:
        digest.update(f"\0{path.name}\0".encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()[:24]


def cached(kind: str, paths: Iterable[Path], build: Callable[[], T], of_type: type) -> T:
    """``build()``, or what it built last time from files with the same content. A build that
    fails (bad input) raises as usual and leaves nothing behind."""
    return cached_by(kind, content_key(paths), build, of_type)


def cached_by(kind: str, key: str, build: Callable[[], T], of_type: type,
              keep: Callable[[T], bool] = lambda made: True) -> T:
    """``build()``, or what it built last time under the same ``key`` (which the caller makes from
    whatever the result depends on); only the latest copy of each kind is kept, in a folder of its
    own, so that dropping the stale copy lists that folder, not the whole cache (which holds one
    kind per scenario file: listing it for each changed scenario made a `check` after a change to
    the scenario format cost a tenth of a second per file). What ``keep`` refuses is not written."""
    path = cache_dir() / LAYOUT / kind / f"{key}.pickle"
    try:
        with path.open("rb") as f:
            found = pickle.load(f)
        if isinstance(found, of_type):
            return found
    except Exception:  # noqa: BLE001 — a missing, stale or unreadable cache is made again
        pass
    made = build()
    if not keep(made):
        return made
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        for old in path.parent.glob("*.pickle"):
            old.unlink(missing_ok=True)
        tmp = path.with_suffix(f".{os.getpid()}.tmp")
        tmp.write_bytes(pickle.dumps(made, protocol=pickle.HIGHEST_PROTOCOL))
        tmp.replace(path)
    except OSError:
        pass
    return made
