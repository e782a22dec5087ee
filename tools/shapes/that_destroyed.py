"""enc-enter5: a triggered modifier this turn on the cards the effect before it hit, for ``tools/encode_pool.py``:

* "Your hero deals 5 shadow damage to target ally. When that ally is destroyed this turn, its controller discards a
  card." — 'that ally' ('that character') is the previous sentence's target (``same_target``): the link makes a
  triggered modifier lasting this turn (715.1, 503.2a) whose event is that target's destruction (703.4), its pattern
  naming the link's target slot, ``{target: SLOT}``.
* "Your hero deals 1 shadow damage to each opposing hero and ally. When a character dealt damage this way is destroyed
  this turn, …" — the cards the link's packets were dealt to (709.2d: ``dealt_this_way``), remembered by the modifier.

The trigger and its effect are read as 'When an ally is destroyed this turn, …' (``triggers.this_turn_trigger``),
then the stand-in ally is replaced by those cards. Refused: a noun other than an ally or a character, and an effect
that is no one triggered modifier.

* "When an ally you control is destroyed, destroy each other ally you control with the same name as that ally." —
  the group of the sentence without its last words, kept to the cards named as the destroyed one is
  (``named_as: subject``, judged on it as it last was in play, 703.4)."""
from __future__ import annotations

import copy
import re
from typing import Any, Callable

from shapes import triggers
from shapes.base import Piece, Unrecognised

THAT_DESTROYED = "ability: a triggered modifier this turn on the previous target's destruction"
DEALT_DESTROYED = "ability: a triggered modifier this turn on the destruction of a card dealt damage this way"
THAT = re.compile(r"^When that (?P<noun>ally|character) is destroyed this turn, (?P<rest>.+)$")
DEALT = re.compile(r"^When an? (?P<noun>ally|character) dealt damage this way is destroyed this turn, (?P<rest>.+)$")
STAND_IN = {"kind": "ally"}


def modifier(rest: str, read: Callable[[str], Piece]) -> dict[str, Any]:
    """The created trigger of 'When an ally is destroyed this turn, <rest>', its subject the stand-in ally."""
    inner = read(f"When an ally is destroyed this turn, {rest}")
    made = [make(None) for make in inner.parts.get("effects", [])]
    if inner.parts.get("target") is not None or len(made) != 1 or "create_trigger" not in made[0] \
            or made[0]["create_trigger"]["when"] != {"event": "destroyed", "subject": STAND_IN}:
        raise Unrecognised(f"a destruction this turn with no one triggered modifier: {rest}")
    return made[0]


def that_destroyed(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    made = modifier(m.group("rest"), read)

    def make(slot: Any) -> dict[str, Any]:
        if slot is None:
            raise Unrecognised("'that ally' with no target before it")
        effect = copy.deepcopy(made)
        effect["create_trigger"]["when"]["subject"] = {"target": slot}
        return effect
    return Piece(THAT_DESTROYED, same_target=True, refers=m.group("noun"), effects=[make],
                 inner=["a triggered modifier this turn on the previous sentence's target"])


def dealt_destroyed(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    made = modifier(m.group("rest"), read)
    kind = "character" if m.group("noun") == "character" else "ally"
    made["create_trigger"]["when"]["subject"] = {"kind": kind, "dealt_this_way": True}
    return Piece(DEALT_DESTROYED, after_damage=True, effects=[lambda slot: copy.deepcopy(made)],
                 inner=["a triggered modifier this turn on the cards dealt damage this way"])


SAME_NAME = "a triggered power: destroy each card with the same name as the destroyed one"
NAMED_AS = re.compile(r"^(?P<when>When an? [^,]+? is destroyed), (?P<verb>destroy each [^,]+?) with the same name as "
                      r"that (?P<noun>ally|character)\.$")


def same_name(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    inner = read(f"{m.group('when')}, {m.group('verb')}.")
    powers = inner.parts.get("powers", [])
    power = powers[0].get("triggered") if len(powers) == 1 and set(inner.parts) <= {"powers", "inner"} else None
    if power is None or "targets" in power or len(power["effects"]) != 1 or set(power["effects"][0]) != {"destroy"} \
            or set(power["when"]) != {"event", "subject"} or power["when"]["subject"].get("kind") != m.group("noun"):
        raise Unrecognised(f"'with the same name as that {m.group('noun')}' around another power: {m.group(0)}")
    # 'other' is other than that ally, which has left play: not the card with the power (an ally could have it too)
    destroy = {**{k: v for k, v in power["effects"][0]["destroy"].items() if k != "other"}, "named_as": "subject"}
    return Piece(SAME_NAME, powers=[{"triggered": {**power, "effects": [{"destroy": destroy}]}}],
                 inner=[*inner.parts.get("inner", []), "the group kept to the destroyed card's name"])


# 'When target opposing ally is next dealt combat damage this turn, destroy it' (Hidden Weaponry): one target of the
# link, chosen as it is added (706.1), whose next such event this turn triggers the modifier once (715.1), read through
# 'When the next opposing ally is dealt combat damage this turn, …' with the stand-in card made the target's slot
TARGET_NEXT = re.compile(r"^When target (?P<group>[^,]+?) is next (?P<verb>[^,]+?) this turn, (?P<rest>.+)$")


def target_next(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    from shapes.grammar import selector
    aimed, spec = selector(f"target {m.group('group')}")
    inner = read(f"When the next {m.group('group')} is {m.group('verb')} this turn, {m.group('rest')}")
    made = [make(None) for make in inner.parts.get("effects", [])]
    if not aimed or inner.parts.get("target") is not None or len(made) != 1 or "create_trigger" not in made[0]:
        raise Unrecognised(f"a target's next event this turn with no one triggered modifier: {m.group(0)}")
    when = made[0]["create_trigger"]["when"]
    roles = [r for r in ("subject", "source", "destination") if r in when]
    if len(roles) != 1 or "this" in when[roles[0]] or "any" in when[roles[0]]:
        raise Unrecognised(f"a target's next event this turn of no one card: {m.group(0)}")

    def make(slot: Any) -> dict[str, Any]:
        effect = copy.deepcopy(made[0])
        effect["create_trigger"]["when"][roles[0]] = {"target": slot}
        return effect
    return Piece(THAT_DESTROYED, target=spec, effects=[make], inner=["a triggered modifier this turn on the link's target"])


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    """Ahead of the triggered modifiers' shape (``triggers.THIS_TURN_TRIGGER``), which refuses 'that ally'."""
    return [(THAT, lambda m: that_destroyed(m, read)), (DEALT, lambda m: dealt_destroyed(m, read)),
            (NAMED_AS, lambda m: same_name(m, read)), (PREVENTED, lambda m: prevented_this_way(m, read)),
            (TARGET_NEXT, lambda m: target_next(m, read))]


ALLOWED = {"ability": (THAT_DESTROYED, DEALT_DESTROYED),
           **{kind: (SAME_NAME,) for kind in ("ally", "item", "location", "weapon", "armor")}}



# 'When damage is prevented this way, destroy NAME' after 'Ongoing: Prevent all damage that would be dealt to attached
# character' (Power Word: Shield): the packets the card's own prevention stopped (717.2d), read as 'is prevented by NAME'
# (``triggers.PREVENTED_EVENT``), on a card that has such a prevention (``prevented_here``)
PREVENTED = triggers.PREVENTED_THIS_WAY


def prevented_this_way(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    inner = read(f"{m.group('head')} by NAME, {m.group('rest')}")
    return Piece(inner.shape, **{**inner.parts, "prevented_this_way": True})


def prevented_here(pieces: list[Piece]) -> None:
    """'prevented this way' names the prevention of the card's own power (717.2d): refused on a card with no power of
    its own that prevents damage (a 'prevent' replacement), such as an ability whose 'this way' is the Resistance it
    gives your hero (the hero's power, not the card's)."""
    if not any(p.parts.get("prevented_this_way") for p in pieces):
        return
    powers = [q for p in pieces for q in [*p.parts.get("powers", []), p.parts.get("ongoing_power") or {}]]
    if not any("prevent" in ((q.get("replacement") or {}).get("instead") or {}) for q in powers):
        raise Unrecognised("'prevented this way' with no prevention of the card's own")


def own_prevention(piece: Piece) -> bool:
    """Is the piece an ability's ongoing power on the damage its own prevention stopped ('When damage is prevented this
    way, destroy NAME', Power Word: Shield)? An attachment may have it beside what it does to its host."""
    return bool(piece.parts.get("prevented_this_way")) and "ongoing_power" in piece.parts
