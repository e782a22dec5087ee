"""enc-while1: "Mordotz has +1 ATK and +1 health for each ability you control attached to opposing heroes and allies."
— a count of your attachments on cards of a group: abilities you control (an attachment keeps its controller, 400.1)
whose host fits (``attached_to``, read from the printed host, 400.4), counted from the game as it is now (714.2).
Only 'ability' and a group of opposing or friendly heroes and allies.
"""
from __future__ import annotations

import re
from typing import Any

from shapes.base import NOUN_TAGS
from shapes.grammar import selector

ATTACHED = re.compile(r"ability you control attached to (?P<group>(?:opposing|friendly) (?:heroes and allies|heroes|allies))")


# enc-while5: "… Assault 1 for each Disease attached to opposing heroes." (Favor of Acherus): a tag abilities carry as a
# noun ('a Disease', 202.1) is any ability with it, whoever controls it (no 'you control': every one on those hosts)
TAGGED = re.compile(rf"(?P<tag>{'|'.join(NOUN_TAGS)}) attached to (?P<group>(?:opposing|friendly) (?:heroes and allies|heroes|allies))")


def counted(words: str) -> dict[str, Any] | None:
    """{kind: ability, controller: you, attached_to: the group} (enc-while5: or {kind: ability, tag: …, attached_to: the
    group}), or None for other words."""
    m = ATTACHED.fullmatch(words) or TAGGED.fullmatch(words)
    if not m:
        return None
    aimed, host = selector(f"all {m.group('group')}")
    mine = {"tag": m.group("tag")} if m.groupdict().get("tag") else {"controller": "you"}
    return None if aimed else {"kind": "ability", **mine, "attached_to": host}
