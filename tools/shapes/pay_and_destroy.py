"""enc-turn3: "At the start of your turn, you may pay 4 and destroy this weapon. If you do, destroy all abilities, allies,
and equipment." (Glyphtrace Ritual Knife), for ``tools/encode_pool.py``: as the power resolves its controller may pay
N (712.7, 708.3); paid, the card destroys itself (200.1), and only if it was destroyed does the rest happen (709.2f:
'if you do' of both actions). The two sentences are read as one (``joined``), the trigger with each part read by the
other shapes, as shapes/maypay.py reads '…, you may pay N. If you do, …'. Refused: anything but one triggered power
with no target, choice or condition of its own in either part."""
from __future__ import annotations

import json
import re
from typing import Any, Callable

from shapes.base import Piece, Unrecognised

PAY_AND_DESTROY_END = re.compile(r", you may pay \d+ and destroy NAME\.$")
PAY_AND_DESTROY = re.compile(r"^(?P<head>[^.]+), you may pay (?P<n>\d+) and destroy NAME\. If you do, (?P<rest>[^.]+\.)$")
ITSELF = {"destroy": {"this": True}}


def joined(sentences: list[str]) -> list[str]:
    """The sentences of a paragraph, with '…, you may pay N and destroy NAME.' and the 'If you do, …' after it one."""
    out: list[str] = []
    for s in sentences:
        if out and PAY_AND_DESTROY_END.search(out[-1]) and s.startswith("If you do, "):
            out[-1] += " " + s
        else:
            out.append(s)
    return out


def effects_of(sentence: str, read: Callable[[str], Piece]) -> tuple[Piece, list[dict[str, Any]]]:
    """The one triggered power's effects the sentence gives, with nothing else."""
    inner = read(sentence)
    powers = [p["triggered"] for p in inner.parts.get("powers", []) if "triggered" in p]
    if len(powers) != 1 or set(inner.parts) - {"powers", "inner"} or set(powers[0]) != {"when", "effects"} \
            or '"may' in json.dumps(powers[0]["effects"]):
        raise Unrecognised(f"'you may pay N and destroy NAME. If you do, …' around the shape '{inner.shape}': {sentence}")
    return inner, powers[0]["effects"]


def pay_and_destroy(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    """The payment offered, then the card destroyed, then the rest only if it was (709.2f)."""
    head = m.group("head")
    if re.search(r"\byou may\b|\bunless\b|\bif\b", head):
        raise Unrecognised(f"a payment after another choice or condition: {m.group(0)}")
    first, itself = effects_of(f"{head}, destroy NAME.", read)
    inner, rest = effects_of(f"{head}, {m.group('rest')}", read)
    if itself != [ITSELF]:
        raise Unrecognised(m.group(0))
    power = {**first.parts["powers"][0]["triggered"],
             "effects": [{"may_pay": int(m.group("n")), "if_you_do": [{"do": dict(ITSELF), "if_you_do": rest}]}]}
    return Piece(inner.shape, powers=[{"triggered": power}],
                 inner=[*inner.parts.get("inner", []), "effect: you may pay N and destroy it, if you do"])


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    return [(PAY_AND_DESTROY, lambda m: pay_and_destroy(m, read))]
