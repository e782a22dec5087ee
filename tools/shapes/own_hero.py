"""enc-turn3: "Attach to your hero." (Shroud of the High Priest, Shroud of the Nethermancer), for ``tools/encode_pool.py``
(each shape gives its name and parts; pool_shapes makes a ``Piece``): an attach description that doesn't target (400.3),
read as 'Attach to one of your Melee weapons' is (shapes/effects.py's ``attach_to``): as the ability resolves its
controller's hero is the card it enters play attached to (the one card that fits). 'Your hero' with anything after it
('your hero or an ally', ', and …') is another sentence, refused here.

Also an attachment's other sentences: 'Ongoing: Attached hero has:' and its listed payment powers, each the host's
(700.3, ``powers_listed``), and sentences of effects beside a targeted attachment (``beside_attachment``)."""
from __future__ import annotations

import re
from typing import Any

from shapes.effects import ATTACHED_ONE_OF

YOUR_HERO = re.compile(r"^Attach to your hero\.$")


def to_your_hero(m: re.Match) -> dict[str, Any]:
    """400.3: no target; the card it is attached to is its controller's hero."""
    return {"shape": ATTACHED_ONE_OF, "attach_to": {"kind": "hero", "controller": "you"}}


SHAPES = [(YOUR_HERO, to_your_hero)]


# 'Ongoing: Attached hero has:[Exhaust] -> A.[Exhaust] -> B.': a list of payment powers the host has (700.3), each
# read as a paragraph 'Ongoing: Attached hero has [Exhaust] -> A.' of its own (shapes/costs.py's ``granted``)
ARROW = r"\[Exhaust\] ?(?:->|→) "
HAS_LIST = re.compile(rf"(?P<before>.*?)Ongoing ?: ?Attached hero has ?:(?P<powers> ?{ARROW}.+)$")
EACH = re.compile(rf"{ARROW}.+?(?= ?{ARROW}|$)")


def powers_listed(paragraphs: list[str]) -> list[str]:
    """The paragraphs with a listed host's payment powers each made a paragraph of its own, what comes
    before them (the attach description) left a paragraph."""
    out: list[str] = []
    for p in paragraphs:
        m = HAS_LIST.fullmatch(p)
        if not m:
            out.append(p)
            continue
        out += [m.group("before").strip()] if m.group("before").strip() else []
        out += [f"Ongoing: Attached hero has {power.strip()}" for power in EACH.findall(m.group("powers"))]
    return out


def beside_attachment(attaches: list[Any], acting: list[Any]) -> bool:
    """'Attach to target opposing ally. Draw a card. Ongoing: …' (Ice Prison): sentences of effects beside a targeted
    attachment are done as it resolves, in the order written, before it enters play attached (709.2, 709.2g), as the
    words after 'Attach to …, and' are. Only sentences with no target and no 'it' of their own (a second target, or the
    host named again, is another reading); an attachment without a target is left to its own shape."""
    return bool(len(attaches) == 1 and "attach" in attaches[0].parts and acting and all(
        p.parts.get("on_target_if") or  # enc-if5: 'If that ally's cost is 2 or less, …': the host, as it resolves
        not ({"target", "targets", "same_target", "refers", "if_you_do"} & set(p.parts)) for p in acting))

