"""enc-has5: an attachment's payment power acting on its host (400.4), a power of the ability while it is in play
(305.2a): "3 -> Your hero deals 1 fire damage to attached character." (Fel Fire), "1, Destroy NAME -> Your hero heals 4
damage from attached character." (Lifebloom), "Ongoing: 1 -> Attached card has +2 ATK this turn." (Unleash Inferno).

The effect is read with the stand-in 'target …' in place of 'attached …' (as an ongoing ability's triggered effect is,
``triggers.host_object``); the stand-in must be the effect's one target, and that slot is then the host. The power is
kept only on an ability that attaches (``pool_shapes.ability`` reads ``ON_HOST``); 'attached card has …' of a change to
ATK only where the host is an ally or a weapon (``attached_card.check``). Any other reference word beside the host,
or 'attached …' twice, is refused.
"""
from __future__ import annotations

import re
from typing import Any

from shapes import triggers
from shapes.attached_card import HOST_KINDS
from shapes.base import Unrecognised, replaced

ON_HOST = "on_host"  # the part a payment power acting on its host carries
SUBJECT = re.compile(r"^Attached (?P<kind>ally|hero|character|card) (?=has )")  # the effect's subject, a change to it
WORDS = re.compile(r"\battached (?:ally|hero|character|card)\b", re.I)


def stand_in(effect: str) -> tuple[str, str | None]:
    """The effect with its one 'attached …' read as the stand-in target, and the host's kind (None: no host named)."""
    found = WORDS.findall(effect)
    if not found:
        return effect, None
    subject = SUBJECT.match(effect)
    objects = list(triggers.HOST_OBJECT.finditer(effect))
    if len(found) != 1 or len(objects) + bool(subject) != 1:
        raise Unrecognised(f"'attached …' in a payment power's effect, not once as its object or subject: {effect}")
    kind = subject.group("kind") if subject else objects[0].group(0).split()[1]
    words = triggers.HOST_STAND_IN[kind]
    effect = SUBJECT.sub(words[0].upper() + words[1:] + " ", effect) if subject else \
        triggers.HOST_OBJECT.sub(words, effect)
    return effect, kind


def on_host(kind: str | None, power: dict[str, Any]) -> dict[str, Any]:
    """The power with the stand-in's slot made the host: it must be the one target, of the kind the words name."""
    if kind is None:
        return power
    targets = power.get("targets", [])
    wanted = {"ally": "ally", "hero": "hero", "character": "character", "card": "card"}[kind]
    if len(targets) != 1 or set(targets[0]) - {"id", "kind"} or targets[0].get("kind") != wanted:
        raise Unrecognised(f"'attached {kind}' beside a target of the payment power's own")
    host = {"host": True, **({"kind": kind} if kind in ("ally", "hero") else {})}
    rest = {k: v for k, v in power.items() if k != "targets"}
    return replaced(rest, {"target": targets[0]["id"]}, host)


def host_kinds(kind: str | None, power: dict[str, Any]) -> dict[str, Any]:
    """The Piece's parts: the payment power acts on its host; a change of ATK to a host of any kind ('attached card
    has +2 ATK') asks for an ally or a weapon host."""
    if kind is None:
        return {}
    atk = kind == "card" and any("create_continuous" in e for e in power["effects"])
    return {ON_HOST: True, **({HOST_KINDS: ("ally", "weapon")} if atk else {})}
