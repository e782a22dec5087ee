"""enc-r2c: a "can't" aimed at one player, made by a resolving link and lasting this turn (103.2, 712.2; it ends in
the wrap-up step, 503.2a):

* "Target player can't play allies this turn." (Pin; 'Target opponent' likewise): the player chosen as the
  link's target (706.1) can't play cards of that kind (303.2: a card played is put on the chain);
* "Its controller can't play cards this turn." after a sentence with a target (Blinding Word): the player who
  controls that target as the link resolves (709.2);
* "Opponents can't play abilities this turn." (Strangulate's Stash): the link's controller's opponents, a relation
  (``players: opponent``) as a power's 'can't play' (shapes/cant_play.py) but made by the link, for this turn;
* "Target player can't play cards or strike with weapons this turn.": two modifiers on the same player, one for
  each verb (303.2 for a strike). A trigger's "that hero's controller …" is read through this sentence's
  'Target player' (shapes/triggers.py, player references), so Fang of the Crystal Spider's controller of the hero
  dealt combat damage is the player aimed at.

Each is ``create_prohibition`` with ``players`` naming one player ({target_player: SLOT} or {controller_of: …});
the engine names him as the link resolves and holds him alone (engine/prohibitions.py, aimed_at).

Refused: another duration ('during his next turn', 'until …'), 'cards of that kind', a kind the card language's
``cards`` doesn't name, 'more than one …', a verb but play and strike.
"""
from __future__ import annotations

import re

from shapes.base import Piece

SHAPE = "ability: one player can't play cards or strike this turn"
KINDS = {"cards": None, "allies": "ally", "abilities": "ability", "equipment": "equipment", "weapons": "weapon",
         "armor": "armor", "items": "item"}
PLAYER_CANT = re.compile(rf"^(?P<who>Target player|Target opponent|Its controller|Opponents) can't "
                         rf"(?:play (?P<kind>{'|'.join(KINDS)})(?P<strike> or strike with weapons)?|"
                         rf"(?P<only>strike with weapons)) this turn\.$")


def player_cant(m: re.Match) -> Piece:
    """The modifiers the sentence's link makes, each aimed at the one player it names."""
    its = m.group("who") == "Its controller"
    group = m.group("who") == "Opponents"  # a relation, as shapes/cant_play.py reads a power's: each opponent
    verbs = ["strike"] if m.group("only") else ["play", *(["strike"] if m.group("strike") else [])]
    kind = KINDS.get(m.group("kind") or "cards")

    def made(verb: str):
        def effect(slot: str) -> dict:
            who = "opponent" if group else {"controller_of": {"target": slot}} if its else {"target_player": slot}
            rule = {"cannot": verb, "players": who, **({"cards": kind} if verb == "play" and kind else {})}
            return {"create_prohibition": rule, "duration": "this-turn"}
        return effect
    effects = [made(verb) for verb in verbs]
    if group:
        return Piece(SHAPE, effects=effects)
    if its:
        return Piece(SHAPE, same_target=True, effects=effects)
    aimed = {"kind": "player", **({"controller": "opponent"} if m.group("who") == "Target opponent" else {})}
    return Piece(SHAPE, target=aimed, effects=effects)


SHAPES = [(PLAYER_CANT, player_cant)]
ALLOWED = {"ability": (SHAPE,)}
