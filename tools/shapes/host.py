"""What an attachment forbids its host (enc-misc): "Ongoing: Attached ally can't attack or exhaust.",
"Ongoing: Attached character can't be healed.", "Ongoing: Attached ally can't attack your hero.",
"Ongoing: Attached ally can't attack or protect and loses all powers.": each "can't" a prohibition
(103.2) on the card the ability is attached to (400.4), a power of the ability while it is in play
(305.2a), as the hand-written attachments are encoded (Interest You in a Pint?, Freezing Trap).

"Ongoing: Attached ally can't ready.": a prohibition too; "… can't ready during its controller's ready
step": the host stays exhausted in that step (``skips_ready_step``, 501.1a).

Refused: a hero or character that can't attack, protect, exhaust or be destroyed (only an ally's
"can't" is read for those: a hero is not destroyed as a card is, and no pool test attacks with an
attached hero), an equipment's "can't" other than readying, 'your hero' after anything but a lone
'can't attack', and the same verb twice.
"""
from __future__ import annotations

import re
from typing import Any

from shapes.base import Piece, Unrecognised

SHAPE = "ongoing: the attached card has"  # the shape pool_shapes.ability accepts on an attachment's host
VERBS = {"attack": "attack", "protect": "protect", "exhaust": "exhaust", "be healed": "be-healed",
         "be destroyed": "be-destroyed", "ready": "ready"}
HOSTS = {"attack": ("ally",), "protect": ("ally",), "exhaust": ("ally",), "be-destroyed": ("ally",),
         "be-healed": ("ally", "hero", "character"), "ready": ("ally", "hero", "character", "equipment")}
HOST_CANT = re.compile(r"^Ongoing ?: ?Attached (?P<host>ally|hero|character|equipment) can't (?P<v1>attack|protect|"
                       r"exhaust|be healed|be destroyed|ready)(?: or (?P<v2>attack|protect|exhaust))?(?P<you> your hero)?"
                       r"(?P<step> during its controller's ready step)?(?P<lose> and loses all powers)?\.$")


def host_cant(m: re.Match) -> Piece:
    """Each verb a prohibition on the host; 'your hero' (the hero of the attachment's controller) the only
    defender a lone 'can't attack' names (601.2a); 'and loses all powers' a continuous power that
    blanks the host's own powers (704.1a); 'can't ready during its controller's ready step' the host
    staying exhausted in that step (501.1a), as 'it can't ready during its controller's next ready step'
    is read (pool_shapes.stays_exhausted)."""
    cants = [VERBS[v] for v in (m.group("v1"), m.group("v2")) if v]
    if len(set(cants)) != len(cants) or any(m.group("host") not in HOSTS[c] for c in cants):
        raise Unrecognised(m.group(0))
    if m.group("you") and cants != ["attack"] or m.group("step") and cants != ["ready"]:
        raise Unrecognised(m.group(0))
    if m.group("step"):
        return Piece(SHAPE, ongoing_powers=[{"continuous": {"affects": {"host": True}, "skips_ready_step": True}}])
    against: dict[str, Any] = {"against": {"kind": "hero", "controller": "you"}} if m.group("you") else {}
    powers: list[dict[str, Any]] = [{"prohibition": {"cannot": c, "affects": {"host": True}, **against}} for c in cants]
    if m.group("lose"):
        powers.insert(0, {"continuous": {"affects": {"host": True}, "lose_powers": True}})
    return Piece(SHAPE, ongoing_powers=powers)


SHAPES = [(HOST_CANT, host_cant)]
