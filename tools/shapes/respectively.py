"""Amounts given out in order (enc-deals): "Target up to three heroes and/or allies. NAME deals 3, 2, and 1 nature
damage to them, respectively." and "… heals 3, 2, and 1 damage from them, respectively.": one target slot per
amount, each optional and taken only after the slot before it (707.1d: 'up to', none skipped), so that the larger
amounts go to the first targets chosen; each slot a different card (706.1). The card format's ``after``, as the
hand-written 'respectively' cards are encoded (Deragor's kin in champion-decks-2).

The first sentence names the targets and does nothing by itself: it is read only joined to the next ('them'),
whose subject is the card itself (NAME, or on an ally a part of its name) or your hero. Refused: a number of
amounts other than the number of targets, 'up to' missing (all the targets then needed: not read yet), a
sentence between the two."""
from __future__ import annotations

import re
from typing import Any

from shapes.base import DAMAGE_TYPES, NUMBERS, Piece, Unrecognised, name_parts
from shapes.grammar import selector

SHAPE = "ability: amounts to up to N targets, respectively"
TARGETS = re.compile(r"^Target up to (?P<n>two|three) (?P<what>heroes and/or allies|heroes|allies)\.$")
WHAT = {"heroes and/or allies": "target hero or ally", "heroes": "target hero", "allies": "target ally"}
SUBJECTS = {"NAME": {"this": True}, "Your hero": {"kind": "hero", "controller": "you"}}
AMOUNTS = r"(?P<amounts>\d+(?:, \d+)*,? and \d+)"
GIVEN = re.compile(
    rf"^(?P<who>NAME|Your hero) (?:deals {AMOUNTS} (?P<type>{'|'.join(DAMAGE_TYPES)}) damage to them"
    rf"|heals {AMOUNTS.replace('amounts', 'healed')} damage from them), respectively\.$")
JOINED = re.compile(rf"^(?P<targets>Target up to [^.]+\.) (?P<given>[^.]+, respectively\.)$")


def joined(sentences: list[str]) -> list[str]:
    """The sentence naming the targets joined to the next one, which gives them the amounts in order."""
    out: list[str] = []
    for s in sentences:
        if out and TARGETS.match(out[-1]) and s.endswith(", respectively."):
            out[-1] = f"{out[-1]} {s}"
        else:
            out.append(s)
    return out


def short_named(name: str, paragraph: str) -> str:
    """An ally naming itself by a part of its name as the subject of 'deals' or 'heals' right after the sentence
    naming the targets ('Shem deals 3, 2, and 1 …' on Shem Reznict): that part reads as NAME (200.1)."""
    for run in name_parts(name):
        paragraph = re.sub(rf"(?<=allies\. ){re.escape(run)} (?=(?:deals|heals) \d+, \d+)", "NAME ", paragraph)
    return paragraph


def respectively(m: re.Match) -> Piece:
    """Each amount to its slot, in order: damage of the type said, or a heal, from the sentence's subject."""
    targets, given = TARGETS.match(m.group("targets")), GIVEN.match(m.group("given"))
    if not targets or not given:
        raise Unrecognised(m.group(0))
    words = given.group("amounts") or given.group("healed")
    amounts = [int(a) for a in re.split(r",? and |, ", words)]
    if len(amounts) != NUMBERS[targets.group("n")]:
        raise Unrecognised(f"amounts for another number of targets: {m.group(0)}")
    _, spec = selector(WHAT[targets.group("what")])
    source = SUBJECTS[given.group("who")]

    def made(n: int, slot: str) -> dict[str, Any]:
        if given.group("type"):
            return {"deal_damage": n, "damage_type": given.group("type"), "source": dict(source), "to": {"target": slot}}
        return {"heal": n, "source": dict(source), "from": {"target": slot}}
    return Piece(SHAPE, targets=[{**spec, "optional": True} for _ in amounts], in_order=True,
                 effects=[lambda slots, i=i, n=n: made(n, slots[i]) for i, n in enumerate(amounts)])


def slots(piece: Piece, ids: list[str]) -> list[dict[str, Any]]:
    """A piece's several slots (its 'targets'), in the order written; 'in order': each taken only after the one
    before it (707.1d)."""
    after = piece.parts.get("in_order")
    return [{"id": i, **spec, **({"after": ids[k - 1]} if k and after else {})}
            for k, (i, spec) in enumerate(zip(ids, piece.parts["targets"]))]


SHAPES = [(JOINED, respectively)]
ALLOWED = {"ability": (SHAPE,)}
