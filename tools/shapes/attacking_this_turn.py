"""enc-enter7: a modifier this turn with a 'while attacking' and the defender named, for ``tools/encode_pool.py``:

* "Heroes and allies in your party have +2 ATK while attacking allies this turn", "… while attacking heroes this
  turn", "Target ally has +2 ATK while attacking an exhausted hero this turn" — the resolving link makes a modifier
  lasting this turn (503.2a) on the cards the subject names, as 'has +2 ATK while attacking this turn' reads it
  (shapes/statics.py ``this_turn``: a 'while' on each affected card, the attacker, 602.1), the 'while' narrowed to
  an attacker whose defender fits (``{attacks: …}``: the character it attacks, 601.2, 602.3), read by
  ``statics.defending`` ('allies' said as 'an ally'). A made modifier reads no 'while' about other cards (714.3a is
  a standing power's), so the defender is a condition on each affected card itself.
Only ATK and health change (the 'while attacking' reader's own limit); a defender no selector reads is refused."""
from __future__ import annotations

import re
from typing import Any, Callable

from shapes import statics
from shapes.base import Piece, Unrecognised

ATTACKING_THIS_TURN = re.compile(r"^(?P<head>(?:This turn, )?[^.]+? (?:has|have) [^.]+? while attacking) "
                                 r"(?P<defender>an? [^.,]+?|heroes(?: and allies)?|allies) this turn\.$")
PLURAL = {"allies": "an ally"}  # 'while attacking allies': any ally as the defender (602.3)


def attacking_this_turn(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    words = m.group("defender")
    defender = statics.defending(PLURAL.get(words, words), m.group(0))
    inner = read(f"{m.group('head')} this turn.")
    if not inner.shape.startswith("modifier this turn") or len(inner.parts.get("effects", [])) != 1:
        raise Unrecognised(m.group(0))  # a resistance's prevention beside it, or another shape

    def made(slot: str | None, make: Callable[[str | None], dict[str, Any]] = inner.parts["effects"][0]) -> dict[str, Any]:
        effect = make(slot)
        stat = effect.get("create_continuous", {})
        if stat.get("while") != {"attacking": True}:
            raise Unrecognised(m.group(0))
        attacked = {k: v for k, v in defender.items() if k != "defending"}
        return {**effect, "create_continuous": {**stat, "while": {"attacks": attacked}}}
    return Piece(inner.shape, **{**inner.parts, "effects": [made]})


def shapes(read: Callable[[str], Piece]) -> list:
    return [(ATTACKING_THIS_TURN, lambda m: attacking_this_turn(m, read))]
