"""enc-enter11: an attachment back from the graveyard when its host is destroyed — "When attached ally is destroyed, you
may put this ability from its owner's graveyard into his hand." (Havoc), "… put NAME from its owner's graveyard into
his hand." (Blessing of the Heavens), "When attached ally is destroyed, if it was a Monster, put this ability from the
graveyard into its owner's hand." (Rage of the Elements):

the host's destruction destroys the attachment too, as part of the same event (400.4), and the attachment's power
triggers, looking back (703.4). As the link resolves, the attachment is found where that event put it, its owner's
graveyard, as long as it has stayed there (415.9b; a new card otherwise, 415.9a): ``{event: itself, zone: graveyard}``,
and goes into its owner's hand, not a draw (415.9e); 'you may': its controller's choice then (708.3). 'his hand' is
the owner's (the possessive after 'its owner's graveyard'). "If it was a Monster" asks only what the destroyed host
was, looked back on (703.4), which no later change can alter: read as the trigger's own subject, a Monster host
(``tag: Monster``), not as a double check (703.2) that could never turn false. Anything else — into play, attached to a target, a
condition on the host, 'your hand' — is refused here.
"""
from __future__ import annotations

import re

from shapes.base import Piece
from shapes.triggers import ON_HOST

BACK = re.compile(r"^(?:Ongoing ?: ?)?When attached ally is destroyed, (?:if it was an? (?P<tag>Monster), )?(?P<may>you may )?"
                  r"put (?:NAME|this ability) from (?:its owner's graveyard into his hand|the graveyard into its owner's hand)\.$")
ITSELF = "ability: the attachment itself from the graveyard into its owner's hand"


def back(m: re.Match) -> Piece:
    effect = {"put_into_hand": {"event": "itself", "zone": "graveyard"}}
    host = {"host": True, "kind": "ally", **({"tag": m.group("tag")} if m.group("tag") else {})}
    return Piece(ON_HOST, ongoing_power={"triggered": {
        "when": {"event": "destroyed", "subject": host},
        "effects": [{"may": [effect]}] if m.group("may") else [effect]}}, inner=[f"triggered: {ITSELF}"])


SHAPES = [(BACK, back)]
