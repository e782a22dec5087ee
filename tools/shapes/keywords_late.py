"""Keywords of the sets printed after (or beside) the 5.0 rules whose meaning the sets' reminder text
gives (docs/rules editor's notes): each is read into the powers of the card language it stands for.

- "Death Rattle: <effect>" (Scourgewar, Icecrown; named by the 5.0 example E043, defined by no rule):
  the reminder text says the power works when the card enters its owner's graveyard from anywhere. It
  is read as a triggered power working in the graveyard (703.3a) on its own card's ``to-graveyard``
  event; its effect sentence is read by the ability shapes, its targets chosen as the effect joins the
  chain (708.2). Only an effect the ability shapes read, and only on a card whose powers the tool
  writes as ``powers`` (an ally, a weapon, an armor, an item): an ability's Death Rattle is refused.
- "Eternal" (a keyword line) is read by the keyword shapes of ``tools/pool_shapes.py``; its meaning
  (when the card enters your graveyard from anywhere, you may shuffle it into your deck) is spelled out
  by ``adjudicator/cards/keywords.py``.

Keywords whose meaning no reminder text in either data set gives (Haste, Echo, Rift, Portal,
Spellshield) are not read: their sentences stay in the tail.
"""
from __future__ import annotations

import re
from typing import Any, Callable

from shapes.base import Piece, Unrecognised

SHAPE = "a Death Rattle power: a triggered power as its card enters its owner's graveyard"
DEATH_RATTLE = re.compile(r"^Death Rattle: (?P<may>[Yy]ou may )?(?P<effect>[A-Za-z].+)$")
ENTERS_GRAVEYARD = {"event": "to-graveyard", "subject": {"this": True}}  # from anywhere: any zone (703.3a)
ALLOWED = {kind: (SHAPE,) for kind in ("ally", "weapon", "armor", "item")}


def death_rattle(m: re.Match, read: Callable[[str], Piece],
                 effects_of: Callable[[list[Piece], list[dict[str, Any]]], list[dict[str, Any]]]) -> Piece:
    """The effect read as an ability's (its targets in slots); 'you may' a choice made as it resolves."""
    effect = m.group("effect")
    if m.group("may"):
        effect = effect[0].upper() + effect[1:]
    inner = read(effect)
    if "effects" not in inner.parts or inner.parts.get("same_target") or inner.parts.get("if_you_do"):
        raise Unrecognised(f"a Death Rattle effect with the shape '{inner.shape}': {m.group('effect')}")
    targets: list[dict[str, Any]] = []
    effects = effects_of([inner], targets)
    if not effects:
        raise Unrecognised(f"a Death Rattle power with no effect: {m.group(0)}")
    power: dict[str, Any] = {"when": dict(ENTERS_GRAVEYARD), "zones": ["graveyard"]}
    if targets:
        power["targets"] = targets
    power["effects"] = [{"may": effects}] if m.group("may") else effects
    return Piece(SHAPE, powers=[{"triggered": power}], inner=[f"Death Rattle: {inner.shape}"])


def shapes(read: Callable[[str], Piece],
           effects_of: Callable[[list[Piece], list[dict[str, Any]]], list[dict[str, Any]]]
           ) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    return [(DEATH_RATTLE, lambda m: death_rattle(m, read, effects_of))]
