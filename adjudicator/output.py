"""One rule for every command that writes files (export, conform --json/--junit, random-play,
play's save, tools/drop_passes.py):

- a file is written only where the user named it, or inside an output folder;
- an existing file is replaced only with ``--force``, or after a ``[y/N]`` answered ``y`` when
  both standard input and standard error are a terminal; anything that is not a regular file
  (a folder, a device such as ``/dev/null``) is never replaced;
- an output folder must be new, empty, or one the adjudicator made (it holds ``MARKER``, which
  lists the files written there): a folder of someone else's files is refused even with
  ``--force``, so ``export --out .`` cannot spill JSON files into a repository;
- a file is written whole or not at all (``yamlio.write_text``: a temporary name, then a rename).

A refusal is an :class:`OutputRefused`, a ``SourceError``: the commands report it and exit 2.
"""
from __future__ import annotations

import sys
from pathlib import Path, PurePosixPath
from typing import Iterable

from .yamlio import SourceError, excerpt, write_text

MARKER = ".adjudicator-output"  # in a folder we made: the files written there, one a line
FORCE_HELP = "replace existing output files (without it, an existing file is left as it was)"


class OutputRefused(SourceError):
    """A write refused: ``path: why``."""

    def __init__(self, path: str | Path, message: str):
        Exception.__init__(self, f"{path}: {message}")
        self.path, self.line, self.col, self.message = str(path), 1, 1, message


def confirmed(path: Path) -> bool:
    """``[y/N]`` on a terminal; never a question when input or messages are not a terminal."""
    if not (sys.stdin.isatty() and sys.stderr.isatty()):
        return False
    sys.stderr.write(f"{path} exists: replace it? [y/N] ")
    sys.stderr.flush()
    return sys.stdin.readline(80).strip().casefold() in ("y", "yes")


def check_file(path: Path, force: bool, ask: bool = True) -> None:
    """Refuse writing ``path`` unless it may be (re)placed; nothing is written or made."""
    looked_up(path)
    if path.is_dir():
        raise OutputRefused(path, "is a folder; name a file")
    if path.exists() or path.is_symlink():
        if path.is_symlink() or not path.is_file():
            raise OutputRefused(path, "is not a regular file: it is never replaced")
        if not (force or (ask and confirmed(path))):
            raise OutputRefused(path, "exists and is left as it was; give --force to replace it")
    if not path.parent.is_dir():
        raise OutputRefused(path, f"there is no folder {path.parent}")


def looked_up(path: Path) -> None:
    """Refuse a name the system can't even look up (too long, a NUL byte)."""
    if "\x00" in str(path):  # pathlib answers False for it; open() would raise
        raise OutputRefused(excerpt(str(path), 200), "can't be written: its name holds a NUL character")
    try:
        path.is_symlink()
    except (OSError, ValueError) as exc:
        raise OutputRefused(excerpt(str(path), 200), f"can't be written: {getattr(exc, 'strerror', None) or exc}") \
            from None


def write_file(path: str | Path, text: str, force: bool) -> None:
    """Write a file the user named as the output."""
    path = Path(path)
    check_file(path, force)
    write_text(path, text)


class OutputFolder:
    """A folder the adjudicator writes files into (``export --out``, ``random-play --out``)."""

    def __init__(self, path: str | Path, force: bool):
        self.path, self.force = Path(path), force
        self.written: dict[str, None] = {}  # by this object, in order
        self._listed: dict[str, None] | None = None  # what the marker lists, once read (in its order)

    def check(self, names: Iterable[str] = ()) -> None:
        """Refuse up front, before anything is made: a folder that is not ours, or any of
        ``names`` (paths inside it) that may not be replaced."""
        looked_up(self.path)
        if self.path.exists() and not self.path.is_dir():
            raise OutputRefused(self.path, "is not a folder; name a new, empty or earlier output folder")
        if self.path.is_dir() and not self.ours() and any(self.path.iterdir()):
            raise OutputRefused(self.path, f"holds files the adjudicator did not write (it has no {MARKER}): "
                                           "an output folder must be new, empty or made by the adjudicator")
        for name in names:
            target = self.target(name)
            if target.exists() or target.is_symlink():
                check_file(target, self.force, ask=False)

    def ours(self) -> bool:
        return (self.path / MARKER).is_file()

    def earlier(self) -> list[str]:
        """The files an earlier run wrote here, as its marker lists them."""
        if not self.ours():
            return []
        text = (self.path / MARKER).read_text(encoding="utf-8", errors="replace")
        return [line for line in text.splitlines() if line and self._inside(line)]

    def target(self, name: str) -> Path:
        if not self._inside(name):
            raise OutputRefused(self.path / name, "is outside the output folder")
        return self.path / name

    @staticmethod
    def _inside(name: str) -> bool:
        parts = PurePosixPath(name).parts
        return bool(parts) and not PurePosixPath(name).is_absolute() and ".." not in parts and name != MARKER

    def write(self, name: str, text: str) -> Path:
        """Write one file inside the folder (making the folder, and its marker, first)."""
        self.check([name])
        target = self.target(name)
        self.path.mkdir(parents=True, exist_ok=True)
        target.parent.mkdir(parents=True, exist_ok=True)
        self.written[name] = None
        self.announce([name])  # listed before it is written: never an unlisted file of ours
        check_file(target, self.force, ask=False)
        write_text(target, text)
        return target

    def drop_stale(self) -> None:
        """After a complete rewrite: remove the files an earlier run wrote that this one did not."""
        for name in self.earlier():
            if name not in self.written:
                (self.path / name).unlink(missing_ok=True)
        self._mark(list(self.written))
        self._listed = dict(self.written)

    def announce(self, names: Iterable[str]) -> None:
        """List ``names`` in the marker (making the folder), before any of them is written: the
        marker is rewritten only when a name is new to it, so writing n files lists them in one
        rewrite when they are announced together (``write_export``), not in n rewrites of a
        growing list."""
        if self._listed is None:
            self._listed = dict.fromkeys(self.earlier())
        new = [n for n in dict.fromkeys(names) if n not in self._listed and self._inside(n)]
        if new or not self.ours():
            self.path.mkdir(parents=True, exist_ok=True)
            self._listed.update(dict.fromkeys(new))
            self._mark(list(self._listed))

    def _mark(self, names: list[str]) -> None:
        write_text(self.path / MARKER, "".join(f"{n}\n" for n in dict.fromkeys(names)))
