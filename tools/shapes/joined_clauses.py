"""enc-deal3: sentences that are two pieces the other shapes read, or one of them with a word more:

* "NAME heals 2 damage from himself and has Assault 2 this turn.", "Target hero or ally has +2 ATK while attacking
  and has Stealth this turn.": the first clause's effect, then the second's modifier this turn on the same card (one
  slot, 706.1), in the order written (709.2); 'this turn' ends both clauses when the first is a modifier too.
* "Your hero deals 2 fire damage to target hero or ally, plus an additional 2 for each [Fire] card you control.": the
  printed number, plus the second number for each card counted (an amount `{count, times, plus}`, read as the link
  resolves, 709.2d); one number before the clause, and the count one the 'for each' shapes read.
* "Target hero or ally has -4 ATK while attacking or protecting this turn.": the modifier has an effect on the card
  only while it is the attacker (602.1) or the character protecting (602.2) (714.3a: a 'while' on each card).
* "Ongoing: Attached ally has -2 [Health]": the last sentence of a text whose full stop every data set lost.
* "Each opposing hero deals 4 nature damage to itself.", "Each hero heals 7 damage from itself.": one packet for each
  card of the group (405.4, 407.2), each card its own source (408.2c: the source character the modifier names), as
  `source: {recipient: true}`.
* "Put target ally from your graveyard into your hand. Your hero heals damage from itself equal to that ally's
  cost.": the cost printed on the previous sentence's target, wherever it now is (201.1), as 'If you do, …' reads
  it (``conditions.that_card``), without the 'if you do' (``same_target``).
* "Each opposing ally has -1 ATK during its controller's turn.": the group's change in play, each card changed only
  during its own controller's turns (`during: your-turn`, judged for each card affected, as Assault is).
* "Target player discards his hand, then draws that many cards.": each card of that player's hand discarded
  (`discard_card` of `{zone: hand, player: SLOT}`, 415.9d), then as many cards drawn as were discarded (`that-many`).
* "Target ally has -2 ATK this turn, or -4 ATK if it's a Dragonkin.": the modifier with the second number if the
  target has that race as the link resolves (709.2: {if, then, otherwise}), as '…, or N if …' reads an amount.
* "…, or 3 if you played another ability this turn.": a condition (``CONDITIONS``, read by the conditions family):
  an ability of yours other than the card with the power was played this turn (703.4: the turn's events).
* "your hero heals 1 damage from itself and each ally you control for each resource you control.": 'itself and …'
  is your hero and the group (read as 'from your hero and each ally you control'); a sentence a data set begins in
  lower case after a keyword line is read as it would begin.
"""
from __future__ import annotations

import re
from typing import Any, Callable

from shapes import conditions
from shapes.base import DAMAGE_TYPES, TRAITS, Piece, Unrecognised
from shapes.grammar import selector
from shapes.plus_counters import counts_each  # enc-enter9

PLAIN = {"target", "effects", "inner"}  # a piece with only an effect and perhaps a target
AND_HAS = re.compile(r"^(?P<who>NAME|Target (?:hero or ally|ally|hero)) (?P<a>heals \d+ damage from (?:himself|herself|"
                     r"itself)|has [^.,]+?) and has (?P<b>[^.,]+?) this turn\.$")
PLUS_EACH = re.compile(r"^(?!When |At the (?:start|end) of )(?P<body>[^.]+?), plus an additional (?P<m>\d+) for each "
                       r"(?P<what>[^.,]+)\.$")  # enc-enter9: a trigger's effect is read by the trigger, this clause in it
OR_PROTECTING = re.compile(r"^(?P<who>Target [^.]+?) has (?P<what>[^.,]+?) while attacking or protecting this turn\.$")
ITSELF = re.compile(rf"^(?P<who>Each [^.]+?) (?:deals (?P<n>\d+) (?P<t>{'|'.join(DAMAGE_TYPES)}) damage to itself|"
                    r"heals (?P<h>\d+) damage from itself)\.$")
ITSELF_SHAPE = "ability: each card of a group deals damage to itself, or heals its own"
ALLOWED = {kind: (ITSELF_SHAPE,) for kind in ("ability", "item", "location")}
THAT_COST = re.compile(r"^(?![^.]*\btarget\b)(?P<rest>Your hero (?:heals damage from itself|deals (?:\w+ )?damage "
                       r"to [^.]+?) equal to that (?:ability|ally|equipment|weapon|armor|item|card)'s cost)\.$")
OWN_TURN = re.compile(r"^Each (?P<rel>opposing |friendly )?(?P<who>ally|hero and ally) has (?P<what>[+-]\d+ ATK(?: / [+-]\d+ "
                      r"health)?) (?:during|on) its controller's turn\.$")  # enc-turn6: 'hero and ally', 'on' (Signet)
HIS_HAND = re.compile(r"^Target (?P<who>player|opponent) discards his hand(?P<then>, then draws that many cards)?\.$")
OR_IF_RACE = re.compile(r"^(?P<body>Target (?:hero or ally|ally|hero) has (?P<sign>[+-])(?P<a>\d+) ATK this turn), or "
                        r"(?P=sign)(?P<b>\d+) ATK if it's an? (?P<trait>[A-Z][\w-]+)\.$")
CONDITIONS = [(re.compile(r"^you played another (?P<kind>ability|ally|equipment) this turn$"),
               lambda m: {"happened": {"event": "played", "subject": {"kind": m.group("kind"), "controller": "you",
                                                                      "other": True}}})]
ITSELF_AND = re.compile(r"^[Yy]our hero (?P<verb>heals|deals) (?P<what>[^.]*?\b(?:from|to) )itself and "
                        r"(?P<rest>each [^.]+)\.$")
NO_STOP = re.compile(r"^(?P<s>Ongoing ?: Attached (?:ally|hero|character) has [^.]*[^.\s])$")


def plain(found: Piece, sentence: str) -> Piece:
    if set(found.parts) - PLAIN or "effects" not in found.parts:
        raise Unrecognised(f"a clause of the shape '{found.shape}': {sentence}")
    return found


def and_has(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    """Both clauses on the one card the subject names: their effects in order, one target at most."""
    a = m.group("a") + (" this turn" if m.group("a").startswith("has ") else "")
    first = plain(read(f"{m.group('who')} {a}."), m.group(0))
    then = plain(read(f"{m.group('who')} has {m.group('b')} this turn."), m.group(0))
    if first.parts.get("target") != then.parts.get("target"):
        raise Unrecognised(f"'and has' of two targets: {m.group(0)}")
    target = {"target": first.parts["target"]} if "target" in first.parts else {}
    return Piece(first.shape, **target, effects=first.parts["effects"] + then.parts["effects"],
                 inner=[*first.parts.get("inner", []), f"and has, on the same card: {then.shape}"])


def plus_each(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    """The sentence read with the second number 'for each …', then the printed number added to its count."""
    numbers = re.findall(r"\b\d+\b", m.group("body"))
    if len(numbers) != 1:
        raise Unrecognised(f"'plus an additional' after more or fewer than one number: {m.group(0)}")
    n, each = int(numbers[0]), int(m.group("m"))
    body = re.sub(r"\b\d+\b", str(each), m.group("body"))
    inner = plain(read(f"{body} for each {m.group('what')}."), m.group(0))
    if len(inner.parts["effects"]) != 1:
        raise Unrecognised(f"'plus an additional' after more or less than one effect: {m.group(0)}")
    make = inner.parts["effects"][0]

    def made(slot: Any) -> dict[str, Any]:
        effect = make(slot)
        fields = [f for f in ("deal_damage", "heal") if counts_each(effect.get(f), each)]  # enc-enter9: or counters
        if len(fields) != 1:
            raise Unrecognised(f"'plus an additional' with no one count it adds to: {m.group(0)}")
        return {**effect, fields[0]: {**effect[fields[0]], "plus": n}}
    made("first")  # refused now, not as the card is assembled
    return Piece(inner.shape, **{k: v for k, v in inner.parts.items() if k not in ("effects", "inner")},
                 effects=[made], inner=[*inner.parts.get("inner", []), "amount: plus an additional N for each"])


def or_protecting(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    """The modifier 'while attacking' read, its 'while' widened to the character protecting as well."""
    inner = plain(read(f"{m.group('who')} has {m.group('what')} while attacking this turn."), m.group(0))
    makes = inner.parts["effects"]

    def widened(make: Callable[[Any], dict[str, Any]]) -> Callable[[Any], dict[str, Any]]:
        def made(slot: Any) -> dict[str, Any]:
            effect = make(slot)
            made_ = effect.get("create_continuous") or {}
            if made_.get("while") != {"attacking": True}:
                raise Unrecognised(f"'while attacking or protecting' of no modifier while attacking: {m.group(0)}")
            return {**effect, "create_continuous": {**made_, "while": {"any": [{"attacking": True},
                                                                              {"protecting": True}]}}}
        return made
    if len(makes) != 1:
        raise Unrecognised(f"'while attacking or protecting' of more than one modifier: {m.group(0)}")
    widened(makes[0])("first")
    return Piece(inner.shape, **{k: v for k, v in inner.parts.items() if k not in ("effects", "inner")},
                 effects=[widened(makes[0])], inner=[*inner.parts.get("inner", []), "while attacking or protecting"])


def itself(m: re.Match) -> Piece:
    """A group (709.1, read as it resolves), each card of it the source of its own packet."""
    aimed, group = selector("e" + m.group("who")[1:])
    if aimed or group.get("kind") not in ("hero", "ally", "character"):
        raise Unrecognised(f"'itself' of no group of heroes or allies: {m.group(0)}")
    own = {"recipient": True}
    if m.group("h"):
        return Piece(ITSELF_SHAPE, effects=[lambda slot: {"heal": int(m.group("h")), "source": own, "from": group}])
    return Piece(ITSELF_SHAPE, effects=[lambda slot: {"deal_damage": int(m.group("n")), "damage_type": m.group("t"),
                                                      "source": own, "to": group}])


def that_cost(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    """The amount the previous sentence's target's cost, its kind checked as the card is assembled (``refers``)."""
    inner = conditions.that_card(m.group("rest")[0].lower() + m.group("rest")[1:], read)
    inners = [i for i in inner.parts.get("inner", []) if not i.startswith("condition: if you do")]
    return Piece(inner.shape, **{k: v for k, v in inner.parts.items() if k not in ("if_you_do", "inner")},
                 inner=[*inners, "the previous target's cost"])


def own_turn(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    """The group's modifier as 'Opposing allies have …' reads it, limited to each card's controller's turns."""
    who = "heroes and allies" if m.group("who") != "ally" else "allies"
    group = f"{(m.group('rel') or '').strip()} {who}".strip().capitalize()
    inner = read(f"{group} have {m.group('what')}.")
    powers = inner.parts.get("powers") or []
    if set(inner.parts) - {"powers", "inner"} or len(powers) != 1 or set(powers[0]) != {"continuous"} \
            or "during" in powers[0]["continuous"]:
        raise Unrecognised(f"'during its controller's turn' of the shape '{inner.shape}': {m.group(0)}")
    return Piece(inner.shape, powers=[{"continuous": {**powers[0]["continuous"], "during": "your-turn"}}],
                 inner=[*inner.parts.get("inner", []), "during its controller's turn"])


def his_hand(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    """The target player as 'Target player discards a card' reads it; the whole hand, then the draw."""
    inner = plain(read(f"Target {m.group('who')} discards a card."), m.group(0))
    effects = [lambda slot: {"discard_card": {"zone": "hand", "player": slot}}]
    if m.group("then"):
        effects.append(lambda slot: {"draw": "that-many", "player": {"target_player": slot}})
    return Piece(inner.shape, target=inner.parts["target"], effects=effects,
                 inner=[*inner.parts.get("inner", []), "his hand" + (", then that many drawn" if m.group("then") else "")])


def or_if_race(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    """The target's modifier, with the other number if the target is of that race (206.1a) as it resolves."""
    if m.group("trait") not in TRAITS or int(m.group("b")) <= int(m.group("a")):
        raise Unrecognised(f"'or N if it's a …' of no race, or no larger number: {m.group(0)}")
    inner = plain(read(m.group("body") + "."), m.group(0))
    if len(inner.parts["effects"]) != 1 or "target" not in inner.parts:
        raise Unrecognised(f"'or N if it's a …' around the shape '{inner.shape}': {m.group(0)}")
    make, other = inner.parts["effects"][0], int(m.group("sign") + m.group("b"))

    def made(slot: Any) -> dict[str, Any]:
        effect = make(slot)
        changed = effect.get("create_continuous", {})
        if set(changed) != {"affects", "atk"} or not isinstance(changed["atk"], int):
            raise Unrecognised(f"'or N if it's a …' of no one ATK change: {m.group(0)}")
        return {"if": {"exists": {"target": slot, "trait": m.group("trait")}},
                "then": [{**effect, "create_continuous": {**changed, "atk": other}}], "otherwise": [effect]}
    made("first")  # refused now, not as the card is assembled
    return Piece(inner.shape, target=inner.parts["target"], effects=[made],
                 inner=[*inner.parts.get("inner", []), "amount: or N if it's a race"])


def shapes(read: Callable[[str], Piece]) -> list:
    return [(AND_HAS, lambda m: and_has(m, read)), (PLUS_EACH, lambda m: plus_each(m, read)),
            (OR_PROTECTING, lambda m: or_protecting(m, read)),
            (NO_STOP, lambda m: read(m.group("s") + ".")), (ITSELF, itself),
            (THAT_COST, lambda m: that_cost(m, read)), (OWN_TURN, lambda m: own_turn(m, read)),
            (HIS_HAND, lambda m: his_hand(m, read)), (OR_IF_RACE, lambda m: or_if_race(m, read)),
            (ITSELF_AND, lambda m: read(f"Your hero {m.group('verb')} {m.group('what')}your hero and {m.group('rest')}."))]
