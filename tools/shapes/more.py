"""More sentence shapes for ``tools/encode_pool.py``, registered into ``pool_shapes.SHAPES`` and
``pool_shapes.ALLOWED`` (this module imports nothing of it: each shape gives its name and parts,
which pool_shapes makes a ``Piece``). Each maps to the card language as the hand-written cards
encode the same words:

* "Attach to target hero (or ally) that was dealt combat damage by your hero this turn." — an
  attach target that fits ``this_turn`` (703.4, 400.2), as Crippling Poison;
* "As an additional cost to play this ability, destroy an ability, ally, or equipment you
  control." — ``additional_cost: {destroy_one: …}`` (707.1e, 403.1), as Dark Pact; "discard a
  card", "remove an ally in your graveyard from the game", "put 2 damage on your hero" likewise
  (``additional_cost_part``);
* "Target ally has +N / -N this turn." — a modifier on the target ending in the wrap-up step
  (503.2a), as "target ally has -2 ATK this turn";
* "Your hero deals N <type> damage to target exhausted hero or ally." — a target that fits
  ``exhausted: true`` (706.1), as the hand-written "target exhausted ally";
* "Prevent the next N damage that would be dealt to target hero or ally this turn." — a
  prevention modifier lasting this turn, used up once it has prevented N (717.2, 717.3b), as Holy Shock;
* "Interrupt target ability (ally, equipment …) card." — an interrupt of a link on the chain
  (711.1), as Counterspell;
* "NAME has +1 ATK for each damage on him." — ATK that counts its own damage, as Blood Guard
  Mal'wani;
* "Target player destroys an ally in his party." — that player picks one of his allies to destroy
  (709.2b), as Ressa's "a player you target destroys one of the equipment they control";
* "NAME can attack only heroes." / "This ally can't attack heroes." — a "can't attack" prohibition
  on the card itself with ``against`` the defenders it forbids (103.2, 601.2a): neither sentence
  says "if able", so neither is ``attack_rule``'s "can only attack" (601.2c), as Onnekra and the
  Jadefire Trickster;
* "Discard a card." / "Its controller discards a card." — the link's controller, or the player who
  controls the previous sentence's target, discards (415.9d);
* "It can't ready …" or "If you do, …" after a triggered power's sentence: more of that power's
  effect (``it_follows``), on its one target.
* enc-if (s8): "Remove your hero (all attacking allies, all attackers) from combat." (602.4);
  "This turn, target opposing hero or ally (that character, opposing heroes and allies) must attack
  if able and can attack only your hero (NAME) if able." — a restriction on attacks lasting this
  turn (``restrict_attacks``, 600.2, 601.2c), as the hand-written Challenging Shout.
"""
from __future__ import annotations

import json
import re
from typing import Any, Callable

from shapes import conditions, grammar
from shapes.base import Piece, Unrecognised

SELF = r"(?:NAME|This ally)"
KINDS = {"hero or ally": "character", "hero": "hero", "ally": "ally"}
COMBAT_DAMAGE_BY_YOUR_HERO = {"this_turn": {"event": "damage", "as": "destination", "combat": True,
                                            "source": {"kind": "hero", "controller": "you"}}}


def attach_dealt_combat_damage(m: re.Match) -> dict[str, Any]:
    return {"shape": "ability: attach to a target your hero dealt combat damage this turn",
            "attach": {"kind": KINDS[m.group("kind")], "fits": COMBAT_DAMAGE_BY_YOUR_HERO}}


ADDITIONAL_COST = "card: an additional cost to play it"
GRAVEYARD_KINDS = ("ability", "ally", "equipment", "card")


def additional_cost_part(words: str) -> dict[str, Any]:
    """One thing an additional cost asks (707.1e), as a part of the card language's Cost: a card you
    control destroyed ('destroy an ability, ally, or equipment you control', 'choose and destroy a
    Demon ally you control', 'destroy one of your equipment'), a card discarded, a card of your
    graveyard removed from the game, damage put on your hero. Anything else is refused."""
    m = re.fullmatch(r"(?:choose and )?destroy (?:an? (?P<what>.+?) you control|one of your (?P<yours>equipment|allies|abilities))",
                     words)
    if m:
        if m.group("yours"):
            return {"destroy_one": {"kind": grammar.KIND_WORDS[m.group("yours")], "controller": "you"}}
        listed = re.fullmatch(r"(?:ability|ally|equipment)(?:, (?:ability|ally|equipment))*,? or (?:ability|ally|equipment)",
                              m.group("what"))
        if listed:  # "an ability, ally, or equipment": a card of any of them
            return {"destroy_one": {"any": [{"kind": k} for k in re.split(r",? or |, ", m.group("what"))],
                                    "controller": "you"}}
        _, spec = grammar.selector(f"each {m.group('what')} you control")
        if set(spec) - {"kind", "controller", "trait"}:
            raise Unrecognised(f"an additional cost: {words}")
        return {"destroy_one": spec}
    if words == "discard a card":  # 415.9d: any card of your hand, picked as the cost is paid
        return {"discard": {"count": 1}}
    m = re.fullmatch(rf"remove an? (?P<kind>{'|'.join(GRAVEYARD_KINDS)}) in your graveyard from the game", words)
    if m:  # 415.7a
        return {"remove_from_graveyard": {"fits": {"kind": m.group("kind")}} if m.group("kind") != "card" else {"count": 1}}
    m = re.fullmatch(r"put (?P<n>\d+) damage on your hero", words)
    if m:  # 405.3
        return {"put_damage": int(m.group("n")), "damage_on": {"kind": "hero", "controller": "you"}}
    raise Unrecognised(f"an additional cost: {words}")


def additional_cost(m: re.Match) -> dict[str, Any]:
    """'As an additional cost to play NAME, …': a cost paid with the card's cost as it is played
    (707.1e), ``additional_cost`` of the card."""
    shape = f"{m.group('kind')}: an additional cost to play it" if m.group("kind") else ADDITIONAL_COST  # 'this ability'
    return {"shape": shape, "fields": {"additional_cost": additional_cost_part(m.group("cost"))},  # on an ability only
            "inner": ["cost: an additional cost"]}


def stats_this_turn(m: re.Match) -> dict[str, Any]:
    atk, health = (int(m.group(g)) * (-1 if m.group(g + "_sign") == "-" else 1) for g in ("atk", "health"))
    return {"shape": "ability: the target has +N/-N this turn", "target": {"kind": "ally"},
            "effects": [lambda slot: {"create_continuous": {"affects": {"target": slot}, "atk": atk, "health": health},
                                      "duration": "this-turn"}]}


def deal_to_exhausted(m: re.Match) -> dict[str, Any]:
    n, kind = int(m.group("n")), m.group("t").lower()
    return {"shape": "ability: your hero deals damage to a target exhausted character",
            "target": {"kind": KINDS[m.group("kind")], "fits": {"exhausted": True}},
            "effects": [lambda slot: {"deal_damage": n, "damage_type": kind, "source": {"kind": "hero", "controller": "you"},
                                      "to": {"target": slot}}]}


def prevent_next(m: re.Match) -> dict[str, Any]:
    n = int(m.group("n"))
    return {"shape": "ability: prevent the next N damage to a target this turn", "target": {"kind": KINDS[m.group("kind")]},
            "effects": [lambda slot: {"create_modifier": {"when": {"event": "damage", "destination": {"target": slot}},
                                                          "instead": {"prevent": n}, "duration": "this-turn"}}]}


def interrupt(m: re.Match) -> dict[str, Any]:
    kinds = re.split(r",? or |, ", m.group("what"))  # "ability, ally, or equipment": a card of any of them
    return {"shape": "ability: interrupt a target card on the chain",
            "target": {"kind": kinds[0] if len(kinds) == 1 else kinds, "zone": "chain"},
            "effects": [lambda slot: {"interrupt": {"target": slot}}]}


def atk_for_its_damage(m: re.Match) -> dict[str, Any]:
    return {"shape": "ally: +1 ATK for each damage on it",
            "powers": [{"continuous": {"affects": {"this": True}, "atk": {"total": "damage", "of": {"this": True}}}}]}


def player_destroys(m: re.Match) -> dict[str, Any]:
    what = m.group("what")
    return {"shape": "ability: target player destroys one of his cards", "target": {"kind": "player"},
            "effects": [lambda slot: {"destroy_one": {"kind": what}, "player": {"target_player": slot}}]}


def cant_attack(forbidden: dict[str, Any]) -> Callable[[re.Match], dict[str, Any]]:
    return lambda m: {"shape": "ally: can't attack heroes, or anything but heroes",
                      "powers": [{"prohibition": {"cannot": "attack", "affects": {"this": True}, "against": forbidden}}]}


def discard(m: re.Match) -> dict[str, Any]:
    """'Discard a card': the link's controller discards from their hand, choosing (415.9d); 'its
    controller discards a card': the player who controls the previous sentence's target."""
    n = {"a": 1, "two": 2, "three": 3}[m.group("n")]
    if m.group("its"):
        return {"shape": "ability: a player discards", "same_target": True,
                "effects": [lambda slot: {"discard": n, "player": {"controller_of": {"target": slot}}}]}
    return {"shape": "ability: a player discards", "effects": [lambda slot: {"discard": n}]}


REMOVE_FROM_COMBAT = "ability: remove cards from combat"
COMBATANTS = {"your hero": {"kind": "hero", "controller": "you"}, "all attacking allies": {"kind": "ally", "attacking": True},
              "all attackers": {"kind": "character", "attacking": True}}


def remove_from_combat(m: re.Match) -> dict[str, Any]:
    """enc-if (s8): 'Remove your hero from combat', 'Remove all attacking allies (all attackers) from
    combat': each card named stops attacking or defending (602.4); no target, read as it resolves."""
    who = COMBATANTS[m.group("who")]
    return {"shape": REMOVE_FROM_COMBAT, "effects": [lambda slot: {"remove_from_combat": dict(who)}]}


MUST_ATTACK = "ability: characters must attack this turn"
ONLY = {"your hero": {"kind": "hero", "controller": "you"}, "NAME": {"this": True}}


def must_attack(m: re.Match) -> dict[str, Any]:
    """enc-if (s8): 'This turn, target opposing hero or ally (that character, opposing heroes and
    allies) must attack if able and can attack only your hero (NAME) if able': a link's modifier that
    restricts attacks, lasting this turn (712.1, 600.2, 601.2c): on a target chosen as the link is
    added (706.1), on the previous sentence's target ('that character'), or on a group read as it
    resolves (709.1)."""
    who = m.group("who")
    rule = {"must_attack": True, **({"only_attack": dict(ONLY[m.group("only")])} if m.group("only") else {})}
    make = lambda affects: {"restrict_attacks": {"affects": affects, **rule}, "duration": "this-turn"}  # noqa: E731
    if who == "that character":
        return {"shape": MUST_ATTACK, "same_target": True, "refers": "character",
                "effects": [lambda slot: make({"target": slot})]}
    aimed, spec = grammar.selector(who if who.startswith(("target ", "all ")) else f"all {who}")
    if aimed != who.startswith("target ") or spec.get("count") or spec.get("kind") not in ("character", "ally", "hero"):
        raise Unrecognised(f"'must attack' of these cards: {who}")
    if aimed:
        return {"shape": MUST_ATTACK, "target": spec, "effects": [lambda slot: make({"target": slot})]}
    return {"shape": MUST_ATTACK, "effects": [lambda slot: make(dict(spec))]}


SHAPES: list[tuple[re.Pattern, Callable[[re.Match], dict[str, Any]]]] = [
    (re.compile(r"^This turn, (?P<who>target [^,]+?|that character|all [^,]+?|(?:opposing|friendly) heroes and allies"
                r"|(?:opposing|friendly) allies) must attack if able(?: and can attack only (?P<only>your hero|NAME) if able)?\.$"),
     must_attack),  # enc-if (s8)
    (re.compile(rf"^Remove (?P<who>{'|'.join(COMBATANTS)}) from combat\.$"), remove_from_combat),  # enc-if (s8)
    (re.compile(r"^(?:Discard|(?P<its>Its controller) discards) (?P<n>a|two|three) cards?\.$"), discard),
    (re.compile(r"^Attach to target (?P<kind>hero or ally|hero) that was dealt combat damage by your hero "
                r"this turn\.$"), attach_dealt_combat_damage),
    (re.compile(r"^As an additional cost to play(?: this (?P<kind>ability|ally)| NAME)?, (?P<cost>[^.]+)\.$"), additional_cost),
    (re.compile(r"^Target ally has (?P<atk_sign>[+-])(?P<atk>\d+) ?/ ?(?P<health_sign>[+-])(?P<health>\d+) this turn\.$"),
     stats_this_turn),
    (re.compile(r"^Your hero deals (?P<n>\d+) (?P<t>arcane|fire|frost|holy|nature|shadow|melee|ranged) damage to target "
                r"exhausted (?P<kind>hero or ally|ally|hero)\.$"), deal_to_exhausted),
    (re.compile(r"^Prevent the next (?P<n>\d+) damage that would be dealt to target (?P<kind>hero or ally|ally|hero) "
                r"this turn\.$"), prevent_next),
    (re.compile(r"^Interrupt target (?P<what>card|(?:ability|ally|equipment)(?:(?:,? or |, )(?:ability|ally|equipment))*)(?: card)?\.$"),
     interrupt),
    (re.compile(rf"^{SELF} has \+1 ATK for each damage on (?:him|her|it)\.$"), atk_for_its_damage),
    (re.compile(r"^Target player destroys an? (?P<what>ally|ability|equipment) (?:in his party|he controls)\.$"),
     player_destroys),
    (re.compile(rf"^{SELF} can attack only heroes\.$"), cant_attack({"not": {"kind": "hero"}})),
    (re.compile(rf"^{SELF} can't attack heroes\.$"), cant_attack({"kind": "hero"})),
]

ALLOWED = {  # the card types each shape may be part of
    "ally": (conditions.UNPREVENTABLE, "ally: can't attack heroes, or anything but heroes", "ally: +1 ATK for each damage on it", ADDITIONAL_COST,
             "ally: an additional cost to play it"),
    "ability": ("ability: attach to a target your hero dealt combat damage this turn",
                "ability: the target has +N/-N this turn", "ability: your hero deals damage to a target exhausted character",
                "ability: interrupt a target card on the chain", "ability: prevent the next N damage to a target this turn",
                "ability: target player destroys one of his cards",
                ADDITIONAL_COST, "ability: an additional cost to play it", "ability: a player discards",
                conditions.PREVENTS_TARGET, REMOVE_FROM_COMBAT, MUST_ATTACK,
                conditions.REPLACES_FOR_A_TIME,  # enc-if (s9)
                conditions.REPLACES_ON_HOST,  # enc-if (s10); the two below only after 'Ongoing:' (conditions.after_colon)
                conditions.REPLACES, conditions.REPLACES_AFTER_COLON),
    "weapon": (conditions.UNPREVENTABLE,),  # enc-if (s10): damage dealt with it can't be prevented (408.3c)
}


def it_follows(pieces: list[Piece]) -> list[Piece]:
    """'When NAME enters play, exhaust target opposing ally. It can't ready during its controller's
    next ready step.': a sentence about 'it' after a triggered power's sentence is more of that
    power's effect, on the same target (the previous sentence's, as in an ability, 706.1). Refused
    where 'it' could name more than one card or hangs on a choice ('you may exhaust …': would it
    still apply if the player declines?)."""
    out: list[Piece] = []
    for p in pieces:
        joined = p.parts.get("same_target") or p.parts.get("if_you_do") or p.parts.get("this_way_if")
        if not (joined and out and out[-1].shape == grammar.SHAPE):
            out.append(p)
            continue
        powers = out[-1].parts.get("powers", [])
        power = powers[0].get("triggered", {}) if len(powers) == 1 else {}
        targets = power.get("targets", [])
        slot = targets[0]["id"] if len(targets) == 1 else None
        if p.parts.get("refers") and len(targets) != 1:  # enc-if: 'that ability's …' with no one target before it
            raise Unrecognised("'that …' after a triggered power with no one target")
        conditions.refers_fits(p, targets[0] if len(targets) == 1 else None)
        if p.parts.get("if_you_do") and len(powers) == 1:
            # 'you may draw a card. If you do, discard a card.' (709.2f); 'If you do, destroy target ally': a
            # target of the power's own, chosen with the others as it joins the chain (708.2) (enc-eff)
            aimed = p.parts.get("target")
            if aimed is not None and len(targets) >= 3:
                raise Unrecognised("more targets than the tool names")
            slot = ("first", "second", "third")[len(targets)] if aimed is not None else slot
            more = {"targets": [*targets, {"id": slot, **aimed}]} if aimed is not None else {}
            effects = conditions.did(power["effects"], [make(slot) for make in p.parts["effects"]])
            out[-1] = Piece(grammar.SHAPE, **{**out[-1].parts, "powers": [{"triggered": {**power, **more, "effects": effects}}],
                                              "inner": [*out[-1].parts.get("inner", []), f"then: {p.shape}"]})
            continue
        if p.parts.get("this_way_if") and not {"target", "targets", "same_target"} & set(p.parts):  # enc-if5: 'If you
            # destroyed … this way, …': a condition on what the power's link did, read as that link resolves (709.2)
            effects = power.get("effects", []) + [make(slot) for make in p.parts["effects"]]
            out[-1] = Piece(grammar.SHAPE, **{**out[-1].parts, "powers": [{"triggered": {**power, "effects": effects}}],
                                              "inner": [*out[-1].parts.get("inner", []), f"then: {p.shape}"]})
            continue
        if not p.parts.get("same_target"):
            raise Unrecognised("'if you do' after a triggered power, with a target of its own")
        last = json.dumps(power.get("effects", [])[-1:])
        may = '"may"' in last and not p.parts.get("on_target_if")  # enc-if5: a condition on it, checked either way
        if slot is None or may or json.dumps({"target": slot}) not in last:
            raise Unrecognised("'it' after a triggered power with no single target in its last effect, or a choice")
        effects = power["effects"] + [make(slot) for make in p.parts["effects"]]
        out[-1] = Piece(grammar.SHAPE, **{**out[-1].parts, "powers": [{"triggered": {**power, "effects": effects}}],
                                          "inner": [*out[-1].parts.get("inner", []), f"then: {p.shape}"]})
    return out
