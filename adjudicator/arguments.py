"""Numeric command-line options checked by argparse itself: a number that is not finite, not a
number, or outside its sane range stops the command with a usage line and exit 2, before any
work (``conform --timeout nan`` is not an internal error later)."""
from __future__ import annotations

import argparse
import math
from typing import Callable


def bounded(kind: type, low: float, high: float, low_open: bool = False) -> Callable[[str], float]:
    """An argparse ``type``: a finite ``kind`` (int or float) from ``low`` to ``high``; above
    ``low`` only, when ``low_open``."""
    def parse(text: str):
        try:
            value = kind(text.strip())
        except (ValueError, OverflowError):
            raise argparse.ArgumentTypeError(f"{text[:40]!r} is not {'a whole' if kind is int else 'a'} number")
        if not math.isfinite(value) or value > high or value < low or (low_open and value == low):
            lowest = f"more than {shown(low)}" if low_open else shown(low)
            raise argparse.ArgumentTypeError(f"{text[:40]!r}: give {lowest} to {shown(high)}") from None
        return value
    parse.__name__ = kind.__name__  # argparse names the type in its message
    return parse


def shown(number: float) -> str:
    return f"{int(number):,}" if float(number).is_integer() else f"{number:g}"
