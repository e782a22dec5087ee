"""enc-attach3: an attachment with two ongoing powers (305.2a), each played on a board of its own.

An attachment's 'Ongoing:' may give two powers (305.2a): one on its host, and one of the ability in play that
watches an event elsewhere in the game. The pool encoder accepts the one pair whose every power a pool board
plays: the attached card dealt damage by your hero at the start of your turn (the harness of
tests/test_encode_pool.py plays it), beside a triggered power of the ability in play whose event names neither
the host nor the ability itself (the harness's board for 'when an opposing ally is destroyed' plays it, and
tests/test_pool_enc_attach3.py plays each power on a board of its own). enc-r2a: a second power 'when you play a
<tag> ability' (Vampiric Touch's Shadow ability), which the harness fires with a hand-written ability of the tag
(its block '# -- enc-r2a --'), and tests/test_pool_enc_r2a.py with one of the tag, one of another and one the
opponent plays; any other trigger on an ability played stays refused.
Beside 'attached <card> has …' it accepts 'your hero has <keywords>' (Rockbiter Weapon), whose two powers the
harness's board for continuous powers checks together. Any other pair stays refused by ``ability()``."""
from __future__ import annotations

from typing import Any

from shapes.base import Piece, Unrecognised

BURNS = "ongoing: your hero deals damage to the attached card each turn"
ELSEWHERE = "ongoing: a triggered power of the ability in play"
# the events the boards of tests/test_pool_enc_attach3.py make happen for the second power
PLAYED_EVENTS = ("destroyed",)


def _names_host_or_itself(data: Any) -> bool:
    if isinstance(data, dict):
        return bool(data.get("host") or data.get("this")) or any(_names_host_or_itself(v) for v in data.values())
    if isinstance(data, list):
        return any(_names_host_or_itself(v) for v in data)
    return False


def burns_and_watches(ongoing: list[Piece]) -> bool:
    """Is the ongoing text 'your hero deals N damage to the attached card at the start of your turn' and one
    triggered power of the ability in play, on an event the boards make (an ally destroyed, an ability of a tag you play),
    with no target, naming neither the host nor the ability itself?"""
    if sorted(p.shape for p in ongoing) != sorted((BURNS, ELSEWHERE)):
        return False
    other = next(p for p in ongoing if p.shape == ELSEWHERE).parts["ongoing_power"]
    power = other.get("triggered")
    if set(other) != {"triggered"} or not power or power.get("targets"):
        return False
    if power["when"].get("event") == "played":  # enc-r2a: 'when you play a Shadow ability' (Vampiric Touch)
        return tagged_by_you(power["when"]) and not _names_host_or_itself(power)
    return power["when"].get("event") in PLAYED_EVENTS and not _names_host_or_itself(power)


def tagged_by_you(when: dict[str, Any]) -> bool:
    """enc-r2a: is the trigger 'when you play a <tag> ability', an ability of one tag with nothing else asked of it (no
    class icon, no 'non-')? The harness plays a hand-written ability of that tag (tests/test_encode_pool.py, its block
    '# -- enc-r2a --'), and tests/test_pool_enc_r2a.py plays one of another tag that must not fire it."""
    tag = (when.get("subject") or {}).get("tag")
    if set(when) != {"event", "subject"} or not isinstance(tag, str) \
            or when["subject"] != {"kind": "ability", "controller": "you", "tag": tag}:
        raise Unrecognised("an attachment burning its host beside a power on an ability played: only 'when you play a "
                           "<tag> ability' is played by a pool board")
    return True


HAS = "ongoing: the attached card has"
HERO_HAS = "equipment: your hero has"


def has_and_hero_has(ongoing: list[Piece]) -> bool:
    """Is the ongoing text 'attached <card> has +N …' and 'your hero has <keywords>' (Rockbiter Weapon)? The
    harness's board for continuous powers checks both: the host's changed stats and the keywords of Alice's hero."""
    if sorted(p.shape for p in ongoing) != sorted((HAS, HERO_HAS)):
        return False
    hero = next(p for p in ongoing if p.shape == HERO_HAS).parts["powers"]
    return all(set(q) == {"continuous"} and q["continuous"].get("affects") == {"kind": "hero", "controller": "you"}
               and set(q["continuous"]) == {"affects", "gain_keywords"} for q in hero)


ON_HOST = "ongoing: a triggered power on an event of the attached card"
BACK_TO_HAND = [{"may": [{"put_into_hand": {"event": "itself", "zone": "graveyard"}}]}]


def dealt_and_returned(ongoing: list[Piece]) -> bool:
    """enc-r2a: is the ongoing text two triggered powers on the host's events (Havoc): 'when attached ally is dealt
    damage, …' with no target, and 'when attached ally is destroyed, you may put this from its owner's graveyard into
    his hand' (the attachment goes with its host, 400.4, and its power looks back, 703.4)? The harness's board for a
    host dealt damage (Fire Blast at it) plays the first; tests/test_pool_enc_r2a.py plays each, and both at once when
    the damage destroys the host."""
    if len(ongoing) != 2 or any(p.shape != ON_HOST for p in ongoing):
        return False
    powers = [p.parts["ongoing_power"] for p in ongoing]
    if any(set(q) != {"triggered"} or q["triggered"].get("targets") for q in powers):
        return False
    dealt, destroyed = (q["triggered"] for q in powers)
    return (set(dealt["when"]) == {"event", "destination"} and dealt["when"]["event"] == "damage"
            and dealt["when"]["destination"] == {"host": True, "kind": "ally"}
            and destroyed["when"] == {"event": "destroyed", "subject": {"host": True, "kind": "ally"}}
            and destroyed["effects"] == BACK_TO_HAND)
