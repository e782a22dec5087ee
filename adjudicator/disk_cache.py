"""Work kept on disk between runs, in ``~/.cache/wowtcg-adjudicator`` (or ``$XDG_CACHE_HOME``):
a pickle keyed by the content of the files it was made from and of the code that made it, so a
change to any of them makes it again. Start-up reads it instead of validating files again.
A cache that can't be read or written is simply not used; one is written whole or not at all.
The cache is bounded (``prune``): once a day the first process that writes to it drops what has
not been used for a month and, past ``SIZE_LIMIT``, the least recently used kinds, and the
compiled bytecode of checkouts that no longer exist."""
from __future__ import annotations

import hashlib
import os
import pickle
import shutil
import sys
import time
from pathlib import Path
from typing import Callable, Iterable, TypeVar

T = TypeVar("T")


# The folder of this layout of the cache (a folder per kind); a checkout with the older layout
# (every kind's files side by side) keeps using its own files, beside it.
LAYOUT = "by-kind"

DAY = 86_400
UNUSED_FOR = 30 * DAY  # a kind not read or written for this long goes
SIZE_LIMIT = 1 << 30  # bytes; past it the least recently used kinds go (one checkout's are ~80 MB)


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
            if time.time() - os.fstat(f.fileno()).st_mtime > DAY:
                os.utime(path)  # its time says when it was last used (prune), to the day
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
        prune_daily()
    except OSError:
        pass
    return made


def prune_daily() -> None:
    """``prune`` and ``prune_bytecode``, if no process did so in the last day (a marker's time)."""
    marker = cache_dir() / LAYOUT / ".pruned"
    try:
        if time.time() - marker.stat().st_mtime < DAY:
            return
    except FileNotFoundError:
        pass
    marker.touch()  # first, so that processes writing at the same time don't all prune
    prune()
    prune_bytecode()


def prune(now: float | None = None, unused_for: float = UNUSED_FOR, limit: int = SIZE_LIMIT) -> int:
    """Drops each kind whose files were last used ``unused_for`` seconds before ``now``, then the
    least recently used kinds while the cache holds more than ``limit`` bytes; returns how many
    kinds went. A kind's last use is its newest file's time (a read refreshes it, to the day)."""
    now = time.time() if now is None else now
    kinds = []
    with os.scandir(cache_dir() / LAYOUT) as entries:
        for entry in entries:
            if entry.is_dir(follow_symlinks=False):
                stats = [f.stat() for f in os.scandir(entry.path)]
                kinds.append((max((s.st_mtime for s in stats), default=0.0), sum(s.st_size for s in stats), entry.path))
    kinds.sort()
    total, gone = sum(size for _, size, _ in kinds), 0
    for used, size, folder in kinds:  # the least recently used first
        if used > now - unused_for and total <= limit:
            break
        shutil.rmtree(folder, ignore_errors=True)
        total, gone = total - size, gone + 1
    return gone


def prune_bytecode() -> int:
    """Drops the folders of ``pycache`` (the tests' PYTHONPYCACHEPREFIX, which mirrors the source
    folders' absolute paths) whose source folder is gone, a removed checkout's; returns how many."""
    root, gone = cache_dir() / "pycache", 0
    for folder, subfolders, _ in os.walk(root):
        source = Path(os.sep, Path(folder).relative_to(root))
        kept = [name for name in subfolders if (source / name).is_dir()]
        for name in set(subfolders) - set(kept):
            shutil.rmtree(Path(folder, name), ignore_errors=True)
            gone += 1
        subfolders[:] = kept
    return gone
