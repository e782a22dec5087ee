"""The card that dealt the damage dealing damage to itself (enc-deal4): "When an opposing Shaman deals damage to a hero
or ally you control, that Shaman also deals that much nature damage to itself": 'that Shaman' is the card of the event
named by its trait (the packet's source, 703.1, 408.1), here both the source and the destination of the new packet
(408.2c). Read as the sentence with the card itself (NAME) in its place, then both made the event's source; only where
the trigger names the card by that trait alone and never the card itself. 'Also' adds nothing the event doesn't
already say."""
from __future__ import annotations

import re
from typing import Callable

from shapes.base import Piece, Unrecognised, occurrences, replaced

THAT_ONE = re.compile(
    r"^(?P<trigger>(?:Ongoing ?: ?)?When an? (?:opposing |friendly )?(?P<trait>[A-Z][\w'-]+(?: [A-Z][\w'-]+)?) "
    r"(?:you control )?deals (?:combat )?damage(?: to [^,]+)?), that (?P=trait) (?:also )?deals (?P<amount>\d+|that much) "
    r"(?P<type>[a-z]+ )?damage to itself\.$")
THIS = {"this": True}
SOURCE = {"event": "source"}


def that_one_itself(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    if "NAME" in m.group("trigger"):
        raise Unrecognised(f"'that {m.group('trait')}' beside the card itself: {m.group(0)}")
    inner = read(f"{m.group('trigger')}, NAME deals {m.group('amount')} {m.group('type') or ''}damage to himself.")
    powers = inner.parts.get("powers") or []
    power = powers[0].get("triggered") if len(powers) == 1 else None
    if not power or (power["when"].get("source") or {}).get("trait") != m.group("trait"):
        raise Unrecognised(f"'that {m.group('trait')}' of no {m.group('trait')} the trigger names: {m.group(0)}")
    effects = replaced(power["effects"], THIS, SOURCE)
    if occurrences(power["effects"], THIS) != 2 or len(effects) != 1:
        raise Unrecognised(f"'that {m.group('trait')} … to itself' not one packet: {m.group(0)}")
    return Piece(inner.shape, **{**inner.parts, "powers": [{"triggered": {**power, "effects": effects}}],
                                 "inner": [*inner.parts.get("inner", []), "the event's card deals damage to itself"]})


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    return [(THAT_ONE, lambda m: that_one_itself(m, read))]
