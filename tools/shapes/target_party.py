"""enc-if7: "Destroy target attacking ally. If you do, your hero deals 1 nature damage to each hero and ally in that
ally's party." (Death Trap): a party is the cards in play one player controls (415.8b), here the controller of the
previous sentence's target — the player who controlled it as it last was in play, once it has left (712.3b; the
target kept on the link: ``controller_of: SLOT``); 'other' leaves that card out. Read as the sentence with 'each
opposing …' (the shapes of the group), that one group then anchored on the target, only if the action before it was
done (709.2f). A sentence with a target of its own, or the group said otherwise, is refused."""
from __future__ import annotations

import re
from typing import Any, Callable

from shapes.base import Piece, Unrecognised, occurrences, replaced

THAT_PARTY_IF = re.compile(r"^If you do, (?P<head>[^,.]+?) each (?P<other>other )?(?P<what>hero and ally|ally|hero) in "
                           r"that (?P<that>ally|hero|character)'s party\.$")
KINDS = {"hero and ally": "character", "ally": "ally", "hero": "hero"}


def target_party(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    inner = read(f"{m.group('head')[0].upper()}{m.group('head')[1:]} each opposing {m.group('what')}.")
    parts = dict(inner.parts)
    if not parts.get("effects") or set(parts) - {"effects", "inner"} or len(parts["effects"]) != 1:
        raise Unrecognised(f"'that {m.group('that')}'s party' around the shape '{inner.shape}'")
    group = {"kind": KINDS[m.group("what")], "controller": "opposing"}

    def make(slot: Any) -> dict[str, Any]:
        if slot is None:
            raise Unrecognised(f"'that {m.group('that')}' with no target before it: {m.group(0)}")
        effect = parts["effects"][0](slot)
        if occurrences(effect, group) != 1:
            raise Unrecognised(f"'that {m.group('that')}'s party' not one group of the effect: {m.group(0)}")
        party = {"kind": group["kind"], "controller_of": slot, **({"not": {"target": slot}} if m.group("other") else {})}
        return replaced(effect, group, party)
    make("first")  # refused now, not as the card is assembled
    return Piece(inner.shape, effects=[make], if_you_do=True, same_target=True, refers=m.group("that"),
                 inner=[*parts.get("inner", []), "group: the party of the previous target, if you do"])


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    """The shape, ahead of the conditions' 'If you do, …'."""
    return [(THAT_PARTY_IF, lambda m: target_party(m, read))]
