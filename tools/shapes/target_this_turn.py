"""enc-enter10: a triggered modifier this turn whose event names a target of the link that makes it — "When target Goblin
ally you control exhausts this turn, you may pay 1. If you do, it deals 1 fire damage to target ally." (Rocket Barrage),
"When target ally you control deals damage to an opposing ally this turn, destroy both allies." (Battleplate of the
Apocalypse), "When target friendly ally deals combat damage to an ally this turn, destroy both." (Jonas the Red).

The target is chosen as the link is made (707.1d), the modifier made as it resolves lasts this turn (715.1, 503.2a)
and its event's card in that role is the link's target (``{target: SLOT}``, as 'When that ally is destroyed this turn'
of ``shapes/that_destroyed.py``). The sentence is read by ``triggers.this_turn_trigger`` with 'a' for 'target', then the
role of the trigger's subject is made the target. 'Destroy both (allies)' after a packet's event: its source and its
destination, destroyed at once (415.9c). Refused: 'next' (once: not read here), a subject that is no target the grammar
reads, and 'both' after any other event."""
from __future__ import annotations

import copy
import re
from typing import Any, Callable

from shapes import grammar, triggers
from shapes.base import Piece, Unrecognised, replaced

SHAPE = "ability: a triggered modifier this turn on the link's target"
TARGET_THIS_TURN = re.compile(rf"^When (?P<who>target [^,]+?) (?P<verb>{triggers.VERB_WORDS})(?P<tail>[^,]*?) this turn, "
                              r"(?P<rest>.+)$")
BOTH = re.compile(r"^destroy both(?: allies)?\.$")
STAND_IN = "draw a card."  # the effect read in place of 'destroy both', which names the event's two cards


def both(when: dict[str, Any], words: str) -> list[dict[str, Any]]:
    """'Destroy both': the packet's source and destination (408.1), one destruction of the two at once."""
    if when.get("event") != "damage" or "source" not in when or "destination" not in when:
        raise Unrecognised(f"'both' after an event of no two cards: {words}")
    return [{"destroy": {"any": [{"event": "source"}, {"event": "destination"}]}}]


def target_this_turn(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    who = re.sub(r"\bAlly\b", "ally", m.group("who"))  # 'target Goblin Ally you control' (Rocket Barrage)
    aimed, spec = grammar.selector(who)
    if not aimed or " next" in m.group(0).split(",")[0]:
        raise Unrecognised(f"a triggered modifier on a target: {m.group(0)}")
    group = who.removeprefix("target ")
    rest = m.group("rest")
    effect = STAND_IN if BOTH.match(rest) else rest
    inner = read(f"When {'an' if group[0].lower() in 'aeiou' else 'a'} {group} {m.group('verb')}{m.group('tail')} "
                 f"this turn, {effect}")
    made = [make(None) for make in inner.parts.get("effects", [])]
    if inner.parts.get("target") is not None or len(made) != 1 or set(made[0]) != {"create_trigger", "duration"}:
        raise Unrecognised(f"a triggered modifier on a target around no one modifier: {m.group(0)}")
    role = triggers.VERBS[triggers.TYPED.sub(" damage", m.group("verb"))][1]
    when = made[0]["create_trigger"]["when"]
    if role not in when:
        raise Unrecognised(f"a triggered modifier on a target, its role not in its event: {m.group(0)}")
    if effect is STAND_IN:
        made[0]["create_trigger"]["effects"] = both(when, m.group(0))

    def make(slot: Any) -> dict[str, Any]:
        if slot is None:
            raise Unrecognised(f"a target with no slot: {m.group(0)}")
        found = copy.deepcopy(made[0])
        trigger = found["create_trigger"]
        for spec in trigger.get("targets", []):  # its own targets, chosen as it triggers: named apart from the link's
            trigger["effects"] = replaced(trigger["effects"], {"target": spec["id"]}, {"target": f"later-{spec['id']}"})
            spec["id"] = f"later-{spec['id']}"
        trigger["when"][role] = {"target": slot}
        return found
    return Piece(SHAPE, target=spec, effects=[make], inner=[*inner.parts.get("inner", []), "the event's card: the target"])


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    return [(TARGET_THIS_TURN, lambda m: target_this_turn(m, read))]
