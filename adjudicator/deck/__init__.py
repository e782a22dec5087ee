"""Deck registration checks (chapter 1: 100.1–100.4, with 206.1 and 301.4): ``adjudicator deck check``.

``check_file(path)`` loads a deck file (bad input raises ``SourceError``) and returns a ``Report``:
the problems, each with its rule and location, and the rules applied. ``coverage.fired_by_decks()``
gives the rules the checker applied to the test decks in ``decks/``."""
from __future__ import annotations

from pathlib import Path

from .check import RULES, Problem, Report, check
from .load import load_deck


def check_file(path: str | Path) -> Report:
    return check(load_deck(path))


__all__ = ["RULES", "Problem", "Report", "check", "check_file", "load_deck"]
