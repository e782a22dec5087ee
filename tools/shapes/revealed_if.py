"""enc-reward6: the top card of a deck revealed, and an effect only if it is of a kind, for ``tools/encode_pool.py``:

* "Reveal the top card of your deck. If it's an ally, target ally you control has +2 ATK and Ferocity this turn."
  (The Fall of Neferset City), "… you may reveal the top card of your deck. If it's an Orc ally, put a 2 / 2 Orc
  Warrior ally token into play …" (Kurala Deadshot), "… reveal the top card of target opponent's deck. If it's an
  ability, ally, or equipment with cost 4 or less, NAME has +3 ATK this turn." (Meteor Shard): the card is revealed
  to all players and stays on top (415.3a); the effect after the comma, read by the shapes as a sentence of its own,
  happens only if the card revealed fits (709.2: ``{if: {exists: {zone: deck, revealed_this_way: true, …}}}``, the
  selector's ``revealed_this_way`` naming the card the link revealed).

What the card must be is read as a revealed card's is (``shapes.rewards.fits``: kinds, a cost bound, a race, a damage
type), or as a group's words ('an Orc ally'). Refused: a deck but yours or a target opponent's, an effect that names
the revealed card ('it', 'that card') or that is not effects, and a target in both the reveal and the effect.
"""
from __future__ import annotations

import re
from typing import Any, Callable

from shapes import rewards
from shapes.base import Piece, Unrecognised
from shapes.grammar import selector

SHAPE = "ability: reveal the top card of a deck; an effect if it fits"
KIND = r"(?:ability|ally|equipment|quest|location|armor|weapon|item)"
WHAT = rf"(?:{KIND}(?:, {KIND})*,? or {KIND}(?: with cost \d+ or (?:less|more))?|[^,]+)"  # kinds listed, or no comma
# an effect on the revealed card itself ('put it into your hand') is another shape's (pool_shapes.top_card_if)
REVEALED_IF = re.compile(rf"^Reveal the top card of (?P<whose>your|target opponent's) deck\. If it's an? "
                         rf"(?P<what>{WHAT}), (?P<rest>(?!.*\b(?:it|its|that card|that revealed card|the revealed card)\b)"
                         r"(?:[a-z]|NAME\b).+)$")


def fits(words: str, sentence: str) -> dict[str, Any]:
    """The revealed card's description: as a revealed card's ('ability, ally, or equipment with cost 4 or less',
    'Dragonkin'), or a group's ('Orc ally')."""
    try:
        return rewards.fits(words, sentence)
    except Unrecognised:
        aimed, spec = selector(f"each {words}")
        if aimed or set(spec) - {"kind", "trait", "damage_type", "faction", "cost_at_most", "cost_at_least"}:
            raise
        return spec


def revealed_if(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    """The reveal (the target opponent's deck, 706.1, or yours), then the effect only if the card fits (709.2)."""
    sentence, rest = m.group(0), m.group("rest")
    inner = read(rest[0].upper() + rest[1:])
    if set(inner.parts) - {"effects", "target", "inner"} or not inner.parts.get("effects"):
        raise Unrecognised(f"'if it's …' before the shape '{inner.shape}'")
    theirs = m.group("whose") != "your"
    if theirs and "target" in inner.parts:
        raise Unrecognised(sentence)  # two targets in one sentence: not read here
    cond = {"exists": {"zone": "deck", "revealed_this_way": True, **{"kind": "card", **fits(m.group("what"), sentence)}}}
    makes = inner.parts["effects"]
    target = {"kind": "player", "controller": "opponent"} if theirs else inner.parts.get("target")

    def reveal(slot: Any) -> dict[str, Any]:
        return {"reveal_top": 1, **({"player": {"target_player": slot}} if theirs else {})}
    return Piece(SHAPE, **({"target": target} if target else {}), inner=[inner.shape],
                 effects=[reveal, lambda slot: {"if": cond, "then": [make(None if theirs else slot) for make in makes]}])


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    return [(REVEALED_IF, lambda m: revealed_if(m, read))]


ALLOWED = {"ability": (SHAPE,)}
