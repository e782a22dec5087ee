"""The glossary as a reader sees it (the book and ``adjudicator term``): editions named in words,
no seed codes and no notes about how the data was made (conversion tables, markup).

The data keeps the seed codes (``sources: ["002"]``, "Seed 002 cites 407"): authors need them
to trace a form back to its source. Readers need only to know which edition uses a word.
"""
from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from adjudicator.glossary.model import Variant

#: What each seed is, in words (shared/reference/seed-notes.md).
EDITION = {"000": "5.0 rulebook", "002": "older edition", "003": "v3.2 Traditional Chinese rulebook",
           "004": "beginner's rulebook"}
SCRIPT = {"hans": "Simplified", "hant": "Traditional"}

# "seed 002", "Seed 002's", "seeds 002 and 004": a seed named by its code.
_SEED = re.compile(r"\b(?P<cap>[Ss])eed (?P<code>00\d)(?P<own>'s)?")
_GENERIC = re.compile(r"\b[Ss]eeds?\b")  # "no seed uses" → "no edition uses"
# Notes about how the data was made, not about the game or its words.
_AUTHORING = re.compile(r"opencc|s2tw|t2s|\bconversion\b|\bconverted\b|yaml|\{term\}|markup|schema",
                        re.IGNORECASE)


def editions(codes: list[str]) -> str:
    """``["000", "002"]`` → "5.0 rules, older edition"."""
    return ", ".join(EDITION.get(code, code) for code in codes)


def note(text: str | None) -> str | None:
    """A data note for readers: seed codes become edition names ("Seed 002 cites 407" → "The
    older edition cites 407"); a note about how the data was made is left out (None)."""
    if not text or _AUTHORING.search(text):
        return None
    text = " ".join(text.split())

    def named(m: re.Match[str]) -> str:
        words = "the " + EDITION.get(m["code"], m["code"]) + (m["own"] or "")
        return words[0].upper() + words[1:] if m["cap"] == "S" and _sentence_start(text, m.start()) else words

    text = _SEED.sub(named, text)
    return _GENERIC.sub(lambda m: ("E" if m[0][0] == "S" else "e") + "dition" + m[0][4:], text)


def _sentence_start(text: str, at: int) -> bool:
    before = text[:at].rstrip()
    return not before or before[-1] in ".!?:;("


def variant(v: Variant) -> str:
    """"伤害包 (Simplified; 5.0 rules: used once in 405.5)"."""
    said = [SCRIPT[v.script]]
    where = editions(v.sources)
    remark = note(v.note)
    if where or remark:
        said.append(": ".join(x for x in (where, remark) if x))
    return f"{v.form} ({'; '.join(said)})"
