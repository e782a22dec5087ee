"""enc-then: a sentence that goes on from the one before it, for ``tools/encode_pool.py``:

* "Then, <sentence>." — the next step of the same effect, done after the one before it (709.2: an
  effect's instructions are followed in the order written). In an ability's effect it is simply the
  next sentence ("Your hero deals 3 shadow damage to target ally. Then, its controller discards a
  card."); after a triggered power's sentence ("Ongoing: At the start of your turn, …. Then, if …,
  destroy this ability.") it is more of that power's effect (``follows``), as "If you do, …" is.
* "If you do, …" right after such a joined "Then, …" sentence: done only if that sentence's action
  was (709.2f); an action inside an "if" was done only if the condition held, so the "if you do" is
  joined inside it (``did_last``).
* "Destroy NAME." inside a triggered power's effect: the card with the power destroys itself (200.1);
  never a sentence of its own (an ability card is not in play as its effect resolves).
* The conditions "attached hero (ally, character) has N or more damage (on it)" (405.1, 400.4).
Refused: a "Then, …" sentence that is not an action, one with targets of several slots or naming a
card it could not tell, and "Then" before a power with more than one trigger.
"""
from __future__ import annotations

import json
import re
from typing import Any, Callable

from shapes import conditions, triggers
from shapes.base import NUMBERS, TRAITS, Piece, Unrecognised

THEN = re.compile(r"^Then,? (?P<rest>[a-z].*)$")
TRAILING_IF = re.compile(r"^(?P<act>(?:destroy|draw) [^,]+?) if (?P<cond>[^,]+)\.$")
DESTROY_ITSELF = "ability: the card with the power destroys itself"
SLOTS = ("first", "second", "third")


def then(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    """'Then, Y': the sentence Y, read by the other shapes, marked as the next step (``follows``); one that
    reads only as the effect of an ability's power in play (``in_power``) is marked so."""
    rest = TRAILING_IF.sub(r"if \g<cond>, \g<act>.", m.group("rest"))  # 'destroy NAME if …': the same 'if' effect
    try:
        inner = read(rest[0].upper() + rest[1:])
    except Unrecognised:
        return in_power(rest, read)
    if "effects" not in inner.parts or inner.parts.get("if_you_do") or inner.parts.get("targets"):
        raise Unrecognised(f"'then' before the shape '{inner.shape}'")
    return Piece(inner.shape, **{**inner.parts, "then": True, "inner": [*inner.parts.get("inner", []), "then: the next step"]})


# The words an ability's power in play reads ('attached hero', 'for each poison counter on this ability', 305.2a):
# a 'Then, …' sentence no other shape reads is read as the effect of such a power, the trigger a placeholder whose
# words the effect never names; it may only join an ability's triggered power in play (``follows``)
IN_POWER = "then: a step read as the effect of an ability's power in play"
PLACEHOLDER = "Ongoing: At the start of your turn, "


def in_power(rest: str, read: Callable[[str], Piece]) -> Piece:
    inner = read(PLACEHOLDER + rest)
    power = inner.parts.get("ongoing_power", {}).get("triggered")
    if power is None or set(power) != {"when", "effects"} or set(inner.parts) - {"ongoing_power", "inner"}:
        # only the effect: a condition the placeholder trigger would check (703.2) or a target is refused
        raise Unrecognised(f"'then' before a sentence read as '{inner.shape}'")
    made = [lambda slot, e=e: e for e in power["effects"]]
    return Piece(IN_POWER, effects=made, then=True, in_power=inner.shape, inner=[*inner.parts.get("inner", []), IN_POWER])


# 200.1: 'add a poison counter to this ability', 'for each death counter on this ability': the ability itself
THIS_ABILITY = re.compile(r"(?<=counter to )this ability\b|(?<=counter on )this ability\b|(?<=counters on )this ability\b"
                          r"|(?<=Then destroy )this ability(?= if )")


# 'your hero deals 1 shadow damage to attached hero. Then, if that hero has …': 'that hero' is the attached one just named
THAT_ATTACHED = re.compile(r"(?<=attached hero\. Then, if )that hero\b")
# 'add a time counter to NAME. Then, if it has four or more time counters on it, destroy it.': 'it' is the card just named
IT_AGAIN = re.compile(r"(?<= counter to NAME\. Then, if )it (?P<has>has [a-z]+ or more [a-z]+ counters on it), destroy it\.")


def this_ability(paragraphs: list[str]) -> list[str]:
    """An ability's text with 'this ability' after a counter's 'to' or 'on' named as the card itself (NAME), and
    'that hero' right after 'attached hero' named as the attached one."""
    return [IT_AGAIN.sub(r"NAME \g<has>, destroy NAME.", THAT_ATTACHED.sub("attached hero", THIS_ABILITY.sub("NAME", p)))
            for p in paragraphs]


def destroy_itself(m: re.Match) -> Piece:
    return Piece(DESTROY_ITSELF, effects=[lambda slot: {"destroy": {"this": True}}])


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    """The shapes, ahead of the conditions' (which read 'Then, if …' without the mark)."""
    return [(THEN, lambda m: then(m, read)), (re.compile(r"^Destroy NAME\.$"), destroy_itself)]


def no_race(m: re.Match) -> dict[str, Any]:
    """'you control no Demons': no hero or ally of that race of yours (206.1a); a plural that isn't a race plus 's' refused."""
    if m.group("race") not in TRAITS:
        raise Unrecognised(f"a condition's race: {m.group(0)}")
    return {"not": {"exists": {"kind": "character", "controller": "you", "trait": m.group("race")}}}


CONDITIONS = [  # 405.1: the damage on the card the ability with the power is attached to (400.4)
    (re.compile(r"^attached (?:hero|ally|character) has (?P<n>\d+) or more damage(?: on it)?$"),
     lambda m: {"exists": {"host": True, "damage_at_least": int(m.group("n"))}}),
    # 'you control no Demons': no hero or ally of that race of yours (206.1a)
    (re.compile(r"^you control no (?P<race>[A-Z][a-z]+)s$"), no_race),
    # 404.1a: counters of that name on the card itself, as the effect resolves
    (re.compile(r"^NAME has (?P<n>two|three|four|five|six|\d+) or more (?P<name>[a-z]+) counters on it$"),
     lambda m: {"counters": {"named": m.group("name"), "at_least": NUMBERS.get(m.group("n")) or int(m.group("n"))}}),
]


# -- joined to the triggered power before it ---------------------------------------------------------------------

def power_of(piece: Piece | None) -> tuple[dict[str, Any] | None, Callable[[dict[str, Any]], dict[str, Any]]]:
    """The one triggered power a piece gives (a card's own, or an ability's after 'Ongoing:'), and how to
    put a changed one back into the piece's parts."""
    parts = piece.parts if piece is not None else {}
    powers = parts.get("powers", [])
    if len(powers) == 1 and "triggered" in powers[0] and len(parts.get("effects", [])) == 0:
        return powers[0]["triggered"], lambda t: {**parts, "powers": [{"triggered": t}]}
    ongoing = parts.get("ongoing_power", {})
    if "triggered" in ongoing:
        return ongoing["triggered"], lambda t: {**parts, "ongoing_power": {"triggered": t}}
    return None, lambda t: parts


def aimed(p: Piece, power: dict[str, Any]) -> tuple[str | None, list[dict[str, Any]]]:
    """The slot a sentence joined to a power acts on, and the power's targets with its own added (708.2)."""
    targets = list(power.get("targets", []))
    if p.parts.get("same_target") or p.parts.get("refers"):
        if len(targets) != 1:
            raise Unrecognised("'it' or 'that …' after a triggered power with no one target")
        conditions.refers_fits(p, targets[0])
        return targets[0]["id"], targets
    if p.parts.get("target") is None:
        return None, targets
    if len(targets) >= len(SLOTS):
        raise Unrecognised("more targets than the tool names")
    slot = SLOTS[len(targets)]
    return slot, [*targets, {"id": slot, **p.parts["target"]}]


def did_last(effects: list[dict[str, Any]], last: int, made: list[dict[str, Any]],
             did: Callable[[list[dict[str, Any]], list[dict[str, Any]]], list[dict[str, Any]]]) -> list[dict[str, Any]]:
    """The effects with 'if you do' joined to the last sentence's ``last`` ones (709.2f); an action under
    an 'if' (no 'otherwise') was done only if the condition held, so it is joined inside."""
    tail = effects[-last:]
    if len(tail) == 1 and set(tail[0]) == {"if", "then"}:
        return effects[:-last] + [{**tail[0], "then": did(tail[0]["then"], made)}]
    return effects[:-last] + did(tail, made)


def follows(pieces: list[Piece], did: Callable[[list[dict[str, Any]], list[dict[str, Any]]], list[dict[str, Any]]]
            ) -> list[Piece]:
    """The pieces with each 'Then, …' sentence after a triggered power joined to that power's effect, and
    an 'If you do, …' right after it joined to that sentence's action."""
    out: list[Piece] = []
    last = 0  # how many effects the 'Then, …' sentence joined just before made
    for p in pieces:
        power, put_back = power_of(out[-1] if out else None)
        joining = p.parts.get("then") or (p.parts.get("if_you_do") and last)
        if power is None or not joining:
            out.append(p)
            last = 0
            continue
        if p.parts.get("in_power") and "ongoing_power" not in out[-1].parts:
            raise Unrecognised("'then' before a sentence read only as an ability's power in play, after another power")
        slot, targets = aimed(p, power)
        made = [make(slot) for make in p.parts["effects"]]
        effects = did_last(power["effects"], last, made, did) if p.parts.get("if_you_do") else power["effects"] + made
        joined = {**power, **({"targets": targets} if targets else {}), "effects": effects}
        before = out[-1]
        counted_gone(p, effects, made)
        out[-1] = Piece(on_host(before.shape, p), **{**put_back(joined), "inner": [*before.parts.get("inner", []), f"then: {p.shape}"]})
        last = 0 if p.parts.get("if_you_do") else len(made)
    return out


def on_host(shape: str, p: Piece) -> str:
    """An ability's power that names the card it is attached to once the step is joined (400.4) is read as
    one on the attached card, as the same words in its first sentence are."""
    return triggers.ON_HOST if shape == triggers.ONGOING and p.parts.get("in_power") == triggers.ON_HOST else shape


def counted_gone(p: Piece, effects: list[dict[str, Any]], made: list[dict[str, Any]]) -> None:
    """Refused: 'if you do' after the card destroyed itself, counting the counters it had (they leave play
    with it, 404.1b; the engine counts the counters a card has now)."""
    if p.parts.get("if_you_do") and '"destroy": {"this": true}' in json.dumps(effects) and '"counters"' in json.dumps(made):
        raise Unrecognised("'if you do' after the card destroyed itself, counting its counters as they were")
