"""What every family of sentence shapes shares (``tools/pool_shapes.py`` and the modules beside this
one): the words of the grammar, the piece a sentence adds to a card, and the refusal of a part no
shape fits."""
from __future__ import annotations

import re
from typing import Any

NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}
TYPES = ("arcane", "fire", "frost", "holy", "nature", "shadow")
DAMAGE_TYPES = TYPES + ("melee", "ranged")
KEYWORDS = {"protector": "Protector", "elusive": "Elusive", "ferocity": "Ferocity", "long-range": "Long-Range",
            "long range": "Long-Range", "stealth": "Stealth", "untargetable": "Untargetable"}
KEYWORD_WORDS = r"(?i:protector|elusive|ferocity|long[- ]range|stealth|untargetable)"  # engine keywords (602.2, …)
WHO = r"(?:(?P<rel>opposing|friendly) )?(?P<exhausted>exhausted )?(?P<kind>hero or ally|ally|hero)(?P<yours> you control)?"
KINDS = {"hero or ally": "character", "ally": "ally", "hero": "hero"}
N = r"(?P<n>a|one|two|three|four|five|\d+)"  # a number, in words or digits


class Unrecognised(Exception):
    """The part of a card's text (or facts) that no shape fits."""

    def __init__(self, part: str):
        super().__init__(part)
        self.part = part


def number(word: str) -> int:
    return int(word) if word.isdigit() else NUMBERS[word.lower()]


class Piece:
    """What one sentence adds to a card: fields, powers, targets and effects, and its shape's name."""

    def __init__(self, shape: str, **parts: Any):
        self.shape = shape
        self.parts = parts


def target(m: re.Match) -> dict[str, Any]:
    spec = {"kind": KINDS[m.group("kind").lower()]}
    if m.group("rel") and m.group("yours"):
        raise Unrecognised(m.group(0))
    if m.group("rel") or m.group("yours"):
        spec["controller"] = m.group("rel").lower() if m.group("rel") else "you"
    if m.group("exhausted"):  # 'target exhausted ally' (411)
        spec["fits"] = {"exhausted": True}
    return spec




def stat_change(what: str) -> dict[str, Any]:
    """'+2/+1', '+2 ATK', '+3 health', or engine keywords."""
    m = re.fullmatch(r"\+(\d+) ?/ ?\+(\d+)", what)
    if m:
        return {"atk": int(m.group(1)), "health": int(m.group(2))}
    m = re.fullmatch(r"\+(\d+) (ATK|health)", what)
    if m:
        return {m.group(2).lower(): int(m.group(1))}
    m = re.fullmatch(r"Assault (\d+)", what)
    if m:  # +N ATK during its controller's own turns
        return {"atk": int(m.group(1)), "during": "your-turn", "gain_keywords": [f"Assault {m.group(1)}"]}
    words = re.split(r"\s*,\s*(?:and )?|\s+and\s+", what)
    if all(w.lower() in KEYWORDS for w in words):
        return {"gain_keywords": [KEYWORDS[w.lower()] for w in words]}
    raise Unrecognised(what)
