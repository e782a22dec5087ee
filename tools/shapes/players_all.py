"""enc-attach2: "Destroy all of target opponent's equipment." (Melt Weapon's sentence; that card itself, of a raid
deck, is left on its facts) — a group effect on the cards of one player, a target (706.1; 'opponent': an opponent
only): the sentence read as 'Destroy all <group>.' by the group shape (``grammar.effect``: destroy, exhaust or ready
each card of the group, 709.1), its selector then narrowed to the cards that player controls (the selector's
``player``, 401.1), as the hand-written Disarm encodes 'every weapon of a player you target'. Refused: a player's
resources (412; no pool card needs it yet), a group that already names whose cards it is ('all of target opponent's
opposing allies'), or any sentence the group shape doesn't read as one effect on each card of a group."""
from __future__ import annotations

import re
from typing import Any, Callable

from shapes.base import Piece, Unrecognised

GROUP = "ability: an effect on each card of a group"  # grammar.GROUP, the shape the sentence is read by first
SHAPE = "ability: an effect on each card of a target player's group"
ALL_OF = re.compile(r"^(?P<verb>Destroy|Exhaust|Ready) all of target (?P<who>player|opponent)'s (?P<group>[^.]+)\.$")
WHOSE = ("controller", "owner", "player", "controller_of", "host", "in_host_party", "this", "target")


def all_of(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    inner = read(f"{m.group('verb')} all {m.group('group')}.")
    makes = inner.parts.get("effects") or []
    if inner.shape != GROUP or len(makes) != 1 or set(inner.parts) - {"effects", "inner"}:
        raise Unrecognised(f"a target player's group other than one effect on each card of it: {m.group(0)}")
    verb = m.group("verb").lower()
    made: dict[str, Any] = makes[0](None)
    if set(made) != {verb} or not isinstance(made[verb], dict) or set(made[verb]) & set(WHOSE):
        raise Unrecognised(f"a target player's group that already says whose cards they are: {m.group(0)}")
    if "row" in made[verb]:  # 'all of target player's resources': Mana Burn's, whose next sentence no shape reads yet;
        raise Unrecognised(f"a target player's resources: {m.group(0)}")  # tests/test_shapes_skip_turn.py keeps it out
    aimed = {"kind": "player", **({"controller": "opponent"} if m.group("who") == "opponent" else {})}
    return Piece(SHAPE, target=aimed, effects=[lambda slot: {verb: {**made[verb], "player": slot}}],
                 inner=[*inner.parts.get("inner", []), f"of a target player: {inner.shape}"])


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    return [(ALL_OF, lambda m: all_of(m, read))]


ALLOWED = {"ability": (SHAPE,)}
