"""enc-deal2: "When damage is dealt this way, …" after an ongoing triggered power that deals damage ("Ongoing: At the
start of your turn, your hero deals 1 frost damage to attached hero. When damage is dealt this way, target ally in
attached hero's party has -2 ATK this turn."): a triggered modifier (715.1) the power's link makes just before its
damage, triggering on a packet of that link (``when: {event: damage, this_way: true}``), its target chosen only then
(708.2): a packet prevented completely is no packet dealt (717.2b), and nothing triggers.

"Target ally in attached hero's party" is a target ally in the party of the player who controls the attachment's host
(400.4, 415.8b: ``in_host_party``). Refused: the sentence anywhere but right after such a power, a power whose last
effect deals no damage or is a choice, and an effect with no target or with more than one."""
from __future__ import annotations

import re
from typing import Any, Callable

from shapes.base import Piece, Unrecognised

SHAPE = "ongoing: when damage is dealt this way (joined to the power before it)"
REFLEX = re.compile(r"^When damage is dealt this way, (?P<effect>[^.]+\.)$")
HOST_PARTY = "target ally in attached hero's party"


def reflex(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    """The effect read with 'target ally' for the host party's, its one target then narrowed to that party."""
    effect = m.group("effect")
    if effect.count(HOST_PARTY) != 1 or "target" in effect.replace(HOST_PARTY, ""):
        raise Unrecognised(f"'dealt this way' with no one target ally in attached hero's party: {m.group(0)}")
    inner = read(effect.replace(HOST_PARTY, "target ally")[0].upper() + effect.replace(HOST_PARTY, "target ally")[1:])
    aimed = inner.parts.get("target")
    if aimed != {"kind": "ally"} or set(inner.parts) - {"target", "effects", "inner"}:
        raise Unrecognised(f"'dealt this way' with an effect of another shape: {m.group(0)}")
    return Piece(SHAPE, reflex=True, target={"kind": "ally", "fits": {"in_host_party": True}},
                 effects=inner.parts["effects"], inner=[f"reflex: {inner.shape}"])


def follows(pieces: list[Piece], ongoing: str) -> list[Piece]:
    """The pieces with each 'When damage is dealt this way' joined to the ongoing triggered power before it: its
    triggered modifier made just before the power's last effect, the damage (715.1)."""
    out: list[Piece] = []
    for p in pieces:
        if not p.parts.get("reflex"):
            out.append(p)
            continue
        before = out[-1] if out else None
        power = (before.parts.get("ongoing_power") or {}).get("triggered") if before is not None else None
        if power is None or before.shape != ongoing or power.get("targets") or "deal_damage" not in power["effects"][-1]:
            raise Unrecognised("'when damage is dealt this way' after no ongoing power whose last effect deals damage")
        made = {"create_trigger": {"when": {"event": "damage", "this_way": True},
                                   "targets": [{"id": "first", **p.parts["target"]}],
                                   "effects": [make("first") for make in p.parts["effects"]]}, "duration": "game"}
        joined: dict[str, Any] = {**power, "effects": [*power["effects"][:-1], made, power["effects"][-1]]}
        out[-1] = Piece(before.shape, **{**before.parts, "ongoing_power": {"triggered": joined},
                                         "inner": [*before.parts.get("inner", []), f"then: {p.shape}"]})
    return out


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    return [(REFLEX, lambda m: reflex(m, read))]
