"""enc-r2f: control of a card for a stated time, for ``tools/encode_pool.py``:

* "Ready and gain control of target opposing equipment until end of turn." (Swindle): an ability's one target,
  chosen as it is played (706.1); as it resolves the card readies (411.1) and a definite continuous modifier gives
  the link's controller control of it this turn (401.3, 714.3: ``create_continuous: {gain_control: true}``,
  ``duration: this-turn``). When the modifier ends, control goes back (401.3b).
* "When NAME enters play, target opponent gains control of it until the start of your next turn." (Last Laugh): the
  card's own triggered power; the opponent chosen as it joins the chain (706.1) gains control of the card itself
  (``gained_by: {target_player: …}``) until the start of the next turn of the power's controller (714.3:
  ``until-your-next-turn``), when control goes back to them (401.3b).

A hero (whose control never changes), an ability, a resource, 'up to', a count or a description the selector doesn't
read is refused, as are other durations and other players ('target player', 'each opponent').
"""
from __future__ import annotations

import re
from typing import Any, Callable

from shapes.base import Piece, Unrecognised
from shapes.grammar import selector

SHAPE = "ability: ready and gain control of a target this turn"
SELF_SHAPE = "a triggered power: target opponent gains control of the card until your next turn"
UNTIL_END = re.compile(r"^(?P<ready>Ready and g|G)ain control of (?P<what>target [^.,]+?) until end of turn\.$")
GIVES_SELF = re.compile(r"^When (?:NAME|this (?:weapon|armor|item)) enters play, target opponent gains control "
                        r"of it until the start of your next turn\.$")

ALLOWED = {"ability": (SHAPE,), "weapon": (SELF_SHAPE,), "armor": (SELF_SHAPE,), "item": (SELF_SHAPE,)}


def this_turn(m: re.Match) -> Piece:
    """The target readies (if the sentence says so), then its control is the link's controller's this turn."""
    aimed, spec = selector(m.group("what"))
    kinds = spec.get("kind") if isinstance(spec.get("kind"), list) else [spec.get("kind")]
    if not aimed or spec.get("count") or "row" in spec or set(kinds) & {"hero", "character", "card", "ability", None}:
        raise Unrecognised(m.group(0))
    effects: list[Callable[[str], dict[str, Any]]] = []
    if m.group("ready") == "Ready and g":
        effects.append(lambda slot: {"ready": {"target": slot}})
    effects.append(lambda slot: {"create_continuous": {"affects": {"target": slot}, "gain_control": True},
                                 "duration": "this-turn"})
    return Piece(SHAPE, target=spec, effects=effects)


def gives_self(m: re.Match) -> Piece:
    """The card's own power: the opponent chosen gains control of it until the start of your next turn."""
    return Piece(SELF_SHAPE, powers=[{"triggered": {
        "when": {"event": "enters-play", "subject": {"this": True}},
        "targets": [{"id": "first", "kind": "player", "controller": "opponent"}],
        "effects": [{"create_continuous": {"affects": {"this": True}, "gain_control": True},
                     "duration": "until-your-next-turn", "gained_by": {"target_player": "first"}}]}}])


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    return [(UNTIL_END, this_turn), (GIVES_SELF, gives_self)]
