"""enc-turn11: an attachment's turn trigger about its host, in the passive and through the host's controller.

* The top card of the host's controller's deck: "…, look at the top card of that hero's controller's deck. You may put
  that card on the bottom of that deck." after a condition that names the attached hero (Trackers Mark): 'that hero'
  is the attached one, the only hero the sentence names besides the turn's; its controller's deck (400.4, 415.3a),
  ``player: {controller_of: {host: true}}``, the card then put on that deck's bottom if you choose (415.3c). Read as
  the sentence with "target player's deck", that one player target then made the host's controller (no target is
  chosen: 706.1 needs the word 'target'). Refused: a condition that doesn't name the attached card, and any other place
  for the card.
* Its condition may be said in the passive: "… if 4 or more damage was dealt to attached hero this turn, …" is "if
  attached hero was dealt 4 or more damage this turn" (shapes/at_turn.py): the packets dealt this turn to the card the
  attachment is attached to (400.4, 703.4), their amounts added up (408.2a). Read so only here, where the sentence
  is read again in the active.
"""
from __future__ import annotations

import re
from typing import Callable

from shapes.base import Piece, Unrecognised
from shapes.conditions import N_WORD

PASSIVE_HOST_DEALT = re.compile(rf"^{N_WORD} or more damage was dealt to (?P<who>attached (?:hero|ally|character)) this turn$")

HOST_DECK = re.compile(
    r"^(?P<head>(?:Ongoing ?: ?)?At the (?:start|end) of your turn, if (?P<cond>[^,]*\battached (?P<kind>hero|ally|character)"
    r"\b[^,]*), )look at the top card of that (?P=kind)'s controller's deck\. You may put (?:it|that card) on the "
    r"bottom of that deck\.$")
STAND_IN = "look at the top card of target player's deck. You may put that card on the bottom of that deck."
DECK_NOTE = "player: the attached card's controller (400.4)"


def host_deck(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    """The sentence read with 'target player's deck', its one player target then the host's controller."""
    passive = PASSIVE_HOST_DEALT.match(m.group("cond"))
    cond = f"{passive.group('who')} was dealt {passive.group('n')} or more damage this turn" if passive else m.group("cond")
    inner = read(m.group("head")[:m.start("cond") - m.start("head")] + cond + ", " + STAND_IN)
    key = "ongoing_power" if "ongoing_power" in inner.parts else "powers"
    power = inner.parts.get(key)
    triggered = (power if key == "ongoing_power" else (power[0] if len(power or []) == 1 else {})).get("triggered")
    targets = (triggered or {}).get("targets", [])
    if triggered is None or set(inner.parts) - {key, "inner"} or len(targets) != 1 or targets[0].get("kind") != "player":
        raise Unrecognised(f"'that hero's controller's deck' not in one triggered power with one player target: {m.group(0)}")
    slot = targets[0]["id"]
    effects = [host_player(e, slot) for e in triggered["effects"]]
    rest = {k: v for k, v in triggered.items() if k != "targets"}
    new = {"triggered": {**rest, "effects": effects}}
    parts = {**inner.parts, key: new if key == "ongoing_power" else [new]}
    return Piece(inner.shape, **{**parts, "inner": [*parts.get("inner", []), DECK_NOTE]})


def host_player(effect: dict, slot: str) -> dict:
    """The effect (or an 'if' around it) with the player target ``slot`` as the host's controller."""
    if "if" in effect and "then" in effect:
        return {**effect, "then": [host_player(e, slot) for e in effect["then"]]}
    if effect.get("player") != {"target_player": slot}:
        raise Unrecognised(f"an effect with no deck of the player target: {effect}")
    return {**effect, "player": {"controller_of": {"host": True}}}


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    """The clause around a sentence the other shapes read (pool_shapes puts it first)."""
    return [(HOST_DECK, lambda m: host_deck(m, read))]
