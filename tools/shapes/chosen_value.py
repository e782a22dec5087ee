"""enc-reward6: a kind or a race chosen as the effect resolves, and the top cards of your deck revealed and taken by
it, for ``tools/encode_pool.py`` (each shape gives its name and parts; pool_shapes makes a ``Piece``):

* "Choose ability, ally, equipment, or quest." — the link's controller chooses one of the kinds listed as it
  resolves (709.2b): ``{choose_value: kind, among: […]}``; "Name a standard race" one of the twelve races of the
  Horde and the Alliance, as the note at 206.1b reads "a [Horde] race": ``{choose_value: race}``; read only with the
  sentence after it that reveals cards and takes one by the choice (``pool_shapes.sentences`` joins the two):
* "… Reveal the top four cards of your deck. Put a revealed card of that kind into your hand and the rest on the bottom
  of your deck." (The Name of the Beast), "Name a standard race, then reveal the top four cards of your deck. Put a
  revealed ally card of that race into hand and the rest …" (Uncatalogued Species): the top cards revealed (415.3a),
  one of the kind (race) chosen into your hand (not a draw, 415.9e), the rest on the bottom (415.3c); the card's
  selector ``chosen_value`` reads the choice;
* "Choose ability, ally, or equipment, then reveal the top card of your deck. If it has the chosen type, put it into
  your hand." (High Magus Olvek): one card; if it is of that kind it goes into your hand, else it stays on top.

Refused: a choice of one kind or a kind twice, any race but a standard one ('Name a race': which cards' races count
is not given), 'that kind' after a race named (or 'that race' after a kind), and a choice no sentence reads.
"""
from __future__ import annotations

import re
from typing import Any

from shapes.base import N, Unrecognised, number

KIND = r"(?:ability|ally|equipment|quest|location|weapon|armor|item)"
KINDS = rf"(?P<kinds>{KIND}(?:, {KIND})*,? or {KIND})"
CHOICE = rf"(?:Choose {KINDS}|(?P<race>Name a standard race))"
CHOOSE = re.compile(rf"^{CHOICE}\.$")  # a sentence of its own, joined to the 'Reveal …' after it (pool_shapes.sentences)
REVEAL_SHAPE = "ability: reveal the top cards, one of the kind or race chosen taken"
TAKEN = (r"(?:Put a revealed (?P<what>card|ally card|ally) of that (?P<that>kind|race) into (?:your )?hand and the "
         r"rest on the bottom of your deck|(?P<if>If it has the chosen type, put it into your hand))")
REVEAL = re.compile(rf"^{CHOICE}(?:, then r|\. R)eveal the top (?:(?P<one>card)|{N} cards) of your deck\. {TAKEN}\.$")


def chosen(m: re.Match) -> dict[str, Any]:
    """The choice as an effect: the kinds listed (two or more, each once), or a standard race."""
    if m.group("race"):
        return {"choose_value": "race"}
    kinds = re.findall(KIND, m.group("kinds"))
    if len(set(kinds)) != len(kinds):
        raise Unrecognised(m.group(0))
    return {"choose_value": "kind", "among": kinds}


def revealed(m: re.Match) -> dict[str, Any]:
    """The top card (taken only if of the kind chosen, else left on top) or the top N (one of them taken, the rest
    on the bottom), after the choice if the sentence makes it."""
    one = bool(m.group("one"))
    if one != bool(m.group("if")):
        raise Unrecognised(m.group(0))  # 'the top card … the rest', 'the top four cards … If it has …'
    that = "kind" if one else m.group("that")
    if that != ("race" if m.group("race") else "kind"):
        raise Unrecognised(m.group(0))  # 'that kind' after a race named, 'that race' after a kind chosen
    fits: dict[str, Any] = {"chosen_value": that}
    if not one and m.group("what") != "card":
        if that != "race":
            raise Unrecognised(m.group(0))  # 'an ally card of that kind' is not said
        fits = {"kind": "ally", **fits}
    take = {"to": "hand", "fits": fits}
    effect = {"reveal_top": 1, "then": [take]} if one else \
        {"reveal_top": number(m.group("n")), "then": [take], "rest": "bottom"}
    if not one and effect["reveal_top"] < 2:
        raise Unrecognised(m.group(0))
    first = chosen(m)
    return {"shape": REVEAL_SHAPE, "effects": [lambda slot: dict(first), lambda slot: dict(effect, then=[dict(take)])]}


SHAPES = [(REVEAL, revealed)]
ALLOWED = {"ability": (REVEAL_SHAPE,)}
