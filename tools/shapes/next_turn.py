"""enc-enter4: a triggered power whose effect waits for the start of the next turn, for ``tools/encode_pool.py``:

* "When NAME is destroyed, you may put it from its owner's graveyard into his hand at the start of the next turn."
  (Greathelm of the Scourge Champion)
* "When NAME enters play, at the start of the next turn, destroy it unless you pay 3." (Greatsword of the Ebon Blade)

The power read without the clause (its trigger and effect, by the other shapes), its effect then made a triggered
modifier (``create_trigger``, 715.1) that triggers once, as the next turn starts (any player's turn, 500.1), and
lasts until then (``duration: game`` with ``once``: the text names no end but 'the next'). A 'you may' stays inside:
the choice is made as the modifier's effect resolves (708.3). The card the event moved ('it', 415.9b) is remembered
by the modifier; if it has left that zone by then, it is not moved. Refused: a power that targets (its targets
would be chosen when the modifier triggers, which the text doesn't say), or more than one power.

* "Ongoing: … At end of turn, destroy this ability." (Monstrous Vengeance) — the card itself destroyed as a turn ends
  (503.2, 415.9c), read as 'At the end of each turn, destroy NAME': the first end of a turn it sees is the only one.
  Only the card itself destroyed: 'at end of turn' before any other effect (once, or each turn?) is left unread.
"""
from __future__ import annotations

import re
from typing import Any, Callable

from shapes.base import Piece, Unrecognised

WHEN = r"(?P<when>When (?:NAME|an? [^,]+?|another [^,]+?) (?:is destroyed|enters play))"
AFTER = re.compile(rf"^{WHEN}, (?P<body>[^,]+?) at the start of the next turn\.$")
BEFORE = re.compile(rf"^{WHEN}, at the start of the next turn, (?P<body>.+?)\.$")
ITSELF = re.compile(r"^(destroy|exhaust) it\b")  # 'destroy it': the card with the power, after 'When NAME …'


def waited(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    """The power read whole without the clause, its effects moved into a modifier triggering at the next turn's
    start (715.1)."""
    body = m.group("body")
    if m.group("when").startswith("When NAME "):
        body = ITSELF.sub(r"\1 NAME", body)
    inner = read(f"{m.group('when')}, {body}.")
    powers = inner.parts.get("powers", [])
    power = powers[0].get("triggered") if len(powers) == 1 else None
    if power is None or set(power) != {"when", "effects"} or set(inner.parts) - {"powers", "inner"}:
        raise Unrecognised(f"'at the start of the next turn' around more than one untargeted power: {m.group(0)}")
    later: dict[str, Any] = {"create_trigger": {"when": {"event": "turn-starts"}, "once": True,
                                                "effects": power["effects"]}, "duration": "game"}
    return Piece(inner.shape, powers=[{"triggered": {"when": power["when"], "effects": [later]}}],
                 inner=[*inner.parts.get("inner", []), "trigger: at the start of the next turn"])


# 'At end of turn, destroy this ability (this ally).': the card itself destroyed as the turn ends; read as 'At the end of
# each turn, …' (the first end of a turn it is in play for is the only one: it is then destroyed), after 'Ongoing:' or not
END_OF_TURN = re.compile(r"^(?P<ongoing>Ongoing ?: ?)?At end of turn, destroy NAME\.$")


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    return [(AFTER, lambda m: waited(m, read)), (BEFORE, lambda m: waited(m, read)),
            (END_OF_TURN, lambda m: read(f"{m.group('ongoing') or ''}At the end of each turn, destroy NAME."))]
