"""enc-if7: after 'exhaust (destroy …) target ally', the target itself dealing damage equal to its ATK, only if that
action was done (709.2f):

* "Exhaust target ready opposing ally. If you do, you may have it deal melee damage equal to its ATK to a second target
  ally." (Divine Justice; Royal Guardian Jameson after 'At the end of your turn, '): the two sentences read as one
  (``joined``), two slots in the order written, the second filled by a card other than the first (706.1), the first
  target the packet's source (408.2c) and its ATK the amount, read as the link resolves (709.2d); 'you may': the
  link's controller chooses (708.3);
* "… you may exhaust target ready opposing ally. If you do, that ally deals shadow damage equal to its ATK to its
  controller's hero." (Hellisa): the previous target is the source, and the hero of its controller (712.3b) is dealt
  the damage.

The first sentence is read by the other shapes and must make one action on its one target that reports whether it was
done (``conditions.DONE_REPORTED``: an ally exhausted, 411.1, is one); anything else is refused.
"""
from __future__ import annotations

import re
from typing import Any, Callable

from shapes import conditions, grammar
from shapes.base import Piece, Unrecognised
from shapes.grammar import TYPE_WORDS, selector

# the exhaust effect reports the cards it exhausted (adjudicator/engine/resolution.py: do_exhaust), as a destruction does
conditions.DONE_REPORTED += ("exhaust",)

DEALS = rf"deal(?P<s>s?) (?P<unpreventable>unpreventable )?(?P<type>{TYPE_WORDS}) damage equal to its ATK to"
HAVE_IT = rf"If you do, you may have it {DEALS} a second target (?P<to>[^.]+?)\."
MERGED = re.compile(rf"^(?P<first>[^.]+)\. {HAVE_IT}$")
THAT_DEALS = re.compile(rf"^If you do, that (?P<noun>ally|character) {DEALS} its controller's hero\.$")
SHAPE = "ability: if you do, the target deals damage equal to its ATK to a second target"
THAT_SHAPE = "ability: if you do, the target deals damage equal to its ATK to its controller's hero"


def joined(parts: list[str]) -> list[str]:
    """The sentences, 'If you do, you may have it deal … to a second target …' run into the sentence before it."""
    out: list[str] = []
    for sentence in parts:
        if out and re.match(rf"^{HAVE_IT}$", sentence):
            out[-1] = f"{out[-1].rstrip('.')}. {sentence}"
        else:
            out.append(sentence)
    return out


def dealt(m: re.Match, source: str, to: dict[str, Any]) -> dict[str, Any]:
    """The target's packet: its own ATK as the link resolves (709.2d), of the type named, from it (408.2c)."""
    return {"deal_damage": {"total": "atk", "of": {"target": source}}, "damage_type": m.group("type"),
            "source": {"target": source}, "to": to, **({"unpreventable": True} if m.group("unpreventable") else {})}


def second_target(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    """'Exhaust target ready opposing ally. If you do, you may have it deal … to a second target ally.'"""
    if m.group("s"):
        raise Unrecognised(f"'have it deals': {m.group(0)}")
    aimed, second = selector(f"target {m.group('to')}")
    if not aimed or "count" in second:
        raise Unrecognised(f"a second target of several cards: {m.group(0)}")
    inner = read(m.group("first")[0].upper() + m.group("first")[1:] + ".")
    parts = dict(inner.parts)
    if inner.shape == grammar.SHAPE and len(parts.get("powers", [])) == 1 and "triggered" in parts["powers"][0]:
        return triggered(m, inner, second)
    first = parts.get("target")
    if first is None or set(parts) - {"target", "effects", "inner"} or first.get("kind") not in ("ally", "character"):
        raise Unrecognised(f"'have it deal' after a sentence with no one target ally: {m.group(0)}")
    makes = parts["effects"]

    def make(slots: list[str]) -> dict[str, Any]:
        return joined_action([each(slots[0]) for each in makes], m, slots)
    make(["first", "second"])  # refused now, not as the card is assembled
    return Piece(SHAPE, targets=[first, second], effects=[make],
                 inner=[*parts.get("inner", []), "condition: if you do, the target deals damage to a second target"])


def joined_action(effects: list[dict[str, Any]], m: re.Match, slots: list[str]) -> dict[str, Any]:
    """{do: the action, if_you_do: [{may: [the target's packet to the second target]}]} (709.2f, 708.3)."""
    if len(effects) != 1 or json_target(effects[0]) != slots[0]:
        raise Unrecognised(f"'have it deal' after an action not on that target: {m.group(0)}")
    return conditions.did(effects, [{"may": [dealt(m, slots[0], {"target": slots[1]})]}])[0]


def json_target(effect: dict[str, Any]) -> str | None:
    """The one slot an action names as its object ('exhaust target …': {exhaust: {target: SLOT}})."""
    inner = effect["may"][0] if list(effect) == ["may"] and len(effect["may"]) == 1 else effect
    found = [v.get("target") for v in inner.values() if isinstance(v, dict) and set(v) == {"target"}]
    return found[0] if len(found) == 1 else None


def triggered(m: re.Match, inner: Piece, second: dict[str, Any]) -> Piece:
    """'At the end of your turn, exhaust target ready opposing ally. If you do, …': the power's one target, then the
    second target in the next slot (708.2: chosen with the others as the effect joins the chain)."""
    power = inner.parts["powers"][0]["triggered"]
    targets = power.get("targets", [])
    if len(targets) != 1 or targets[0].get("kind") not in ("ally", "character"):
        raise Unrecognised(f"'have it deal' after a triggered power with no one target ally: {m.group(0)}")
    slots = [targets[0]["id"], "second" if targets[0]["id"] == "first" else ""]
    if not slots[1]:
        raise Unrecognised(f"'have it deal' after a target in another slot: {m.group(0)}")
    effect = joined_action(power["effects"], m, slots)
    made = {**power, "targets": [*targets, {"id": slots[1], **second}], "effects": [effect]}
    return Piece(inner.shape, **{**inner.parts, "powers": [{"triggered": made}],
                                 "inner": [*inner.parts.get("inner", []), "then: the target deals damage to a second target"]})


def that_deals(m: re.Match) -> Piece:
    """'If you do, that ally deals shadow damage equal to its ATK to its controller's hero': on the previous slot."""
    def make(slot: Any) -> dict[str, Any]:
        if slot is None:
            raise Unrecognised(f"'that {m.group('noun')}' with no target before it: {m.group(0)}")
        return dealt(m, slot, {"kind": "hero", "controller_of": slot})
    if not m.group("s"):
        raise Unrecognised(f"'that ally deal': {m.group(0)}")
    return Piece(THAT_SHAPE, effects=[make], if_you_do=True, same_target=True, refers=m.group("noun"),
                 inner=["condition: if you do, that card again"])


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    """The shapes, ahead of the conditions' 'If you do, …' and the trigger shape."""
    return [(MERGED, lambda m: second_target(m, read)), (THAT_DEALS, that_deals)]


ALLOWED: dict[str, tuple[str, ...]] = {"ability": (SHAPE, THAT_SHAPE)}
