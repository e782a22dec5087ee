"""enc-reward6: the top cards of your deck revealed, and attachments taken, for ``tools/encode_pool.py`` (each shape
gives its name and parts; pool_shapes makes a ``Piece``):

* "Reveal the top four cards of your deck. Put a revealed attachment into your hand and the rest on the bottom of
  your deck." (Mahona, Hand of the Earthmother), "… Put all revealed attachments into your hand …" (Akasi, Herald of
  Nature): a card whose printed text says 'Attach' is an attachment (400.1; the selector's ``attachment``); one of
  them (or every one) into your hand, not a draw (415.9e), the rest on the bottom (415.3c).

Refused: one card revealed ('the rest' is of two or more), any destination but your hand.
"""
from __future__ import annotations

import re
from typing import Any

from shapes.base import N
from shapes.revealed_named import revealed_taken

SHAPE = "ability: reveal the top cards, attachments taken"
ATTACHMENTS = re.compile(rf"^Reveal the top {N} cards of your deck\. Put (?P<which>a revealed attachment|all revealed "
                         r"attachments) into your hand and the rest on the bottom of your deck\.$")


def revealed_attachments(m: re.Match) -> dict[str, Any]:
    return revealed_taken(m, m.group("which").startswith("all"), {"attachment": True}, SHAPE)


SHAPES = [(ATTACHMENTS, revealed_attachments)]
ALLOWED = {"ability": (SHAPE,)}
