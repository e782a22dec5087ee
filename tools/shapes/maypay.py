"""r2-maypay (s8): "<trigger>, you may pay N. If you do, <effect>." — a triggered power whose effect is
an optional payment offered as it resolves, and the effect only if it was paid (``may_pay``: 712.7,
708.3, 709.2f). The two sentences are read as one (``joined``): the trigger with its effect is read by
the other shapes, so that a pronoun in the effect ("ready it", "put him into his hand") is resolved as
the trigger shapes resolve it (the card itself, or the event's card, 703.1) or refused; then its
effects are put under the payment. The payment is made as the link resolves, not as it is added: a
target the effect names is still chosen as the power joins the chain (708.2)."""
from __future__ import annotations

import json
import re
from typing import Any, Callable

from shapes.base import Piece, Unrecognised

MAY_PAY_END = re.compile(r", you may pay [\[(]?\d+[\])]?\.$")
MAY_PAY = re.compile(r"^(?P<head>[^.]+), you may pay [\[(]?(?P<n>\d+)[\])]?\. If you do, (?P<rest>[^.]+\.)"
                     r"(?: Otherwise, (?P<otherwise>[^.]+\.))?$")
# enc-start: '(2)', the cost icon written in brackets; 'Otherwise, …' after 'If you do, …': what happens unpaid


def joined(sentences: list[str]) -> list[str]:
    """The sentences of a paragraph, with '…, you may pay N.' and the 'If you do, …' after it made one."""
    out: list[str] = []
    for s in sentences:
        if out and MAY_PAY_END.search(out[-1]) and s.startswith("If you do, ") \
                or out and " If you do, " in out[-1] and MAY_PAY.match(out[-1]) and s.startswith("Otherwise, "):
            out[-1] += " " + s
        else:
            out.append(s)
    return out


def paragraphs_joined(text: list[str]) -> list[str]:
    """enc-enter (s11): a card's paragraphs, with one ending '…, you may pay N.' and the next beginning 'If you do, …'
    made one paragraph (a data set wrote the two sentences on two lines): joined as ``joined`` joins sentences."""
    return joined(text)


def triggered_powers(parts: dict[str, Any]) -> list[dict[str, Any]]:
    """The triggered powers a piece gives: on the card, or on the ability in play."""
    given = [*parts.get("powers", []), *([parts["ongoing_power"]] if "ongoing_power" in parts else [])]
    return [p["triggered"] for p in given if "triggered" in p]


def may_pay(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    """The trigger sentence without 'you may pay N' read by the other shapes, its one triggered power's
    effects then put under the payment. Refused where the sentence reads as anything but one triggered
    power, or where the power already asks a question of its own before the effect ('you may' twice)."""
    head, rest = m.group("head"), m.group("rest")
    if re.search(r"\byou may\b|\bunless\b", head):
        raise Unrecognised(f"a payment after another choice or condition: {m.group(0)}")
    inner = read(f"{head}, {rest}")
    powers = triggered_powers(inner.parts)
    if len(powers) != 1 or set(inner.parts) - {"powers", "ongoing_power", "inner"} or len(inner.parts.get("powers", [])) > 1:
        raise Unrecognised(f"'you may pay N. If you do, …' around the shape '{inner.shape}'")
    power = powers[0]
    if '"may_pay"' in json.dumps(power["effects"]):
        raise Unrecognised(f"a payment twice: {m.group(0)}")
    power["effects"] = [{"may_pay": int(m.group("n")), "if_you_do": power["effects"],
                         **({"otherwise": unpaid(head, m.group("otherwise"), read)} if m.group("otherwise") else {})}]
    return Piece(inner.shape, **{**inner.parts, "inner": [*inner.parts.get("inner", []), "effect: you may pay N, if you do"]})


def unpaid(head: str, otherwise: str, read: Callable[[str], Piece]) -> list[dict[str, Any]]:
    """enc-start: 'Otherwise, destroy NAME': the trigger with that effect read by the other shapes, its one power's
    effects what happens if the payment is not made (709.2f's check, the other way round); a target of its own, or
    a choice, is refused (it would be chosen as the power joins the chain, paid or not)."""
    inner = read(f"{head}, {otherwise}")
    powers = triggered_powers(inner.parts)
    if len(powers) != 1 or set(powers[0]) - {"when", "effects"} or '"may' in json.dumps(powers[0]["effects"]):
        raise Unrecognised(f"'Otherwise, …' around the shape '{inner.shape}': {otherwise}")
    return powers[0]["effects"]


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    """The shape, ahead of the others (the trigger shapes would read the two sentences otherwise)."""
    return [(MAY_PAY, lambda m: may_pay(m, read))]
