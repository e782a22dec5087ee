"""The card definition format (``scenarios/cards/*.yaml``), validated with pydantic.

A power is a small composition of a shared vocabulary — selectors (which cards or players),
amounts, effects and modifiers — in the spirit of Fireplace's card DSL; a new card needs a new
YAML entry, not new Python.
"""
from __future__ import annotations

import re
from typing import Literal, Union

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from ..limits import Number, Points, SignedNumber, SignedPoints
from .keywords import alternate_costs, spelled_out
from .talents import SPECS, trees


def exactly_one(model: BaseModel, first: str, second: str) -> BaseModel:
    """For a model validator: exactly one of two alternative fields is given."""
    if (getattr(model, first) is None) == (getattr(model, second) is None):
        raise ValueError(f"give exactly one of '{first}' and '{second}'")
    return model


DURATION_REQUIRED = ("state its duration: a modifier a link makes lasts as its text says (712.1, 714.3); write "
                     "'duration: this-turn' for 'this turn', or 'game' when the text names none (715.1)")


def standing_only(stat):
    """A field validator for a made modifier's stat: ``only_while`` and ``while_exists`` are a standing
    power's conditions (206.1c, 714.3a), which a modifier a link makes (714.3) or a card enters play with (710.1a) never reads,
    so it is refused rather than accepted and ignored."""
    if stat.only_while is not None:
        raise ValueError("only_while belongs to a card's own continuous power (206.1c); a made modifier doesn't "
                         "read it: use 'while' on the affected cards, or leave the card unwritable")
    if stat.while_exists:
        raise ValueError("while_exists belongs to a card's own continuous power (714.3a); a made modifier doesn't "
                         "read it: use 'while' on the affected cards, or leave the card unwritable")
    if stat.while_none:  # enc-stat
        raise ValueError("while_none belongs to a card's own continuous power (714.3a); a made modifier doesn't "
                         "read it: leave the card unwritable")
    if stat.while_more_cards is not None or stat.while_more_damage is not None:  # enc-cond
        raise ValueError("while_more_cards and while_more_damage belong to a card's own continuous power (714.3a); "
                         "a made modifier doesn't read them: leave the card unwritable")
    if stat.while_happened is not None:  # enc-if
        raise ValueError("while_happened belongs to a card's own continuous power (714.3a); a made modifier doesn't "
                         "read it: leave the card unwritable")
    return stat


def only_happened(cond) -> bool:
    """enc-if: is the condition made of this turn's events only: 'happened' (with its count), or any / all of such?"""
    fields = {f for f in type(cond).model_fields if getattr(cond, f) != type(cond).model_fields[f].default}
    if fields <= {"happened", "at_least", "different"}:
        return cond.happened is not None
    parts = cond.any_ if fields == {"any_"} else cond.all_ if fields == {"all_"} else None
    return bool(parts) and all(only_happened(c) for c in parts)


def some_part(part, test) -> bool:
    """Does ``test`` hold of some model in ``part`` (a model, or a list of them), itself or nested?"""
    if isinstance(part, list):
        return any(some_part(p, test) for p in part)
    if not isinstance(part, BaseModel):
        return False
    return test(part) or any(some_part(getattr(part, name), test) for name in type(part).model_fields)


def reads_current_atk(part) -> bool:
    """Does some selector in ``part`` (a model, or a list of them) ask a card's current ATK
    (``atk_at_least``, ``atk_at_most``)? Such a selector needs the game's current values (205.1), which the engine
    knows only once every continuous power has been applied (719.1)."""
    return some_part(part, lambda m: getattr(m, "atk_at_least", None) is not None
                     or getattr(m, "atk_at_most", None) is not None)


ATK_READ_AS_PRINTED = ("'with N or more ATK' (atk_at_least, or atk_at_most) asks a card's current ATK; {where} reads cards as printed "
                       "or while their current values are being worked out (719.1): refused, not read as printed")


def duration_stated(key: str, inside: bool = False):
    """A model validator (mode "before") for the made modifier written under ``key``: it names its
    duration (beside the key, or ``inside`` its mapping); a missing one is refused rather than
    silently lasting until the game ends, or only this turn. Data for another effect is let
    through, for that effect's own model to read."""
    def check(cls, data):
        if isinstance(data, dict) and key in data:
            holder = data[key] if inside else data
            if isinstance(holder, dict) and "duration" not in holder:
                raise ValueError(DURATION_REQUIRED)
        return data
    return model_validator(mode="before")(classmethod(check))


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)

    def __deepcopy__(self, memo):
        return self  # card data is frozen: a copy of a game (engine/legal.py) shares it


Relation = Literal["you", "opponent", "friendly", "opposing", "any"]
CardKind = Literal["hero", "ally", "character", "weapon", "armor", "item", "equipment", "ability", "quest", "location", "card"]


class CountersOn(Strict):
    """enc-start1: at least this many counters of one name on the card (404.1): 'each opposing hero with three or more
    venom counters on it' is {named: venom, at_least: 3}."""

    named: str = Field(description="the counters' name")
    at_least: Number = Field(ge=1, description="how many of them, at least")


class Selector(Strict):
    """Which cards a power speaks of: "each other ally named X in your party", "your hero"…"""

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)

    kind: CardKind = "card"
    controller: Relation = "any"
    named: str | None = None
    name_contains: str | None = Field(None, description="'an ally with Saurfang in its name': the card's name holds "
                                                        "this word")
    trait: str | None = None
    trait_chosen: str | None = Field(None, description="only cards with the trait chosen, as the card with the power "
                                     "was played, for this choice ('of the chosen race': race, 707.1a); none chosen: "
                                     "no card fits")
    attachment: bool | None = Field(None, description="true: only a card whose printed text says 'Attach' (an "
                                    "attachment, 400.1: 'a revealed attachment'); false: only one whose text doesn't")
    chosen_value: Literal["kind", "race"] | None = Field(
        None, description="only cards of the kind or race a choose_value effect of the link chose as it resolved "
                          "('a revealed card of that kind', 709.2b); none chosen: no card fits")
    other: bool = Field(False, description="exclude the card that has the power")
    this: bool = Field(False, description="only the card that has the power (self-reference, 200.1)")
    target: str | None = Field(None, description="the link's target with this id")
    zone: Literal["play", "hand", "graveyard", "deck", "removed", "chain"] = Field(
        "play", description="where the cards are; a hand, deck or graveyard belongs to its owner (415)")
    controller_of: str | None = Field(
        None, description="only cards of the player who controls the link's target in this slot")
    tag: str | None = Field(None, description="only cards with this tag (Shield, Ongoing…)")
    kinds: list[CardKind] | None = Field(None, description="any of these kinds: 'his abilities, allies or equipment'")
    faction: str | None = Field(None, description="only cards of this faction, Alliance or Horde (206.1b)")
    token: bool | None = Field(None, description="only tokens (true) or only non-token cards (false) (404.2)")
    class_icon: str | None = Field(None, description="'[Hunter] cards': a class icon printed outside the text box "
                                                     "(the card's `classes`), unlike `trait: Hunter`, the type line (206.1a)")
    owner: Relation | None = Field(None, description="only cards whose owner is in this relation to you: "
                                                     "'your graveyard' is the graveyard of the cards you own (401.2)")
    host: bool = Field(False, description="the card that the card with the power is attached to (400.4)")
    recipient: bool = Field(False, description="enc-turn2: the card a packet is being made for, in the amount of a "
                            "`deal_damage` or `heal` read once for each card it is dealt to (405.4, 709.2d): 'for each "
                            "ability attached to that character' after 'deals 1 damage to each opposing hero and ally' "
                            "is {count: {kind: ability, attached_to: {recipient: true}}}; enc-deal3: a `deal_damage`'s or "
                            "`heal`'s `source: {recipient: true}` is each card its own source, 'each hero heals 7 "
                            "damage from itself' (408.2c); refused anywhere else")
    recipient_player: bool = Field(False, description="enc-turn7: only cards of the player who controls the card a "
                                   "packet is being made for (in play those they control, elsewhere those they own), in "
                                   "the amount of a `deal_damage` or `heal` read once for each card it is dealt to (405.4, "
                                   "709.2d): 'for each ready non-hero card that its controller controls' after 'deals 1 "
                                   "frost damage to each opposing hero' is {count: {kind: card, not: {kind: hero}, "
                                   "exhausted: false, recipient_player: true}}; refused anywhere else, as `recipient` is")
    event: Literal["subject", "source", "destination", "opponent", "moved", "with", "itself"] | None = Field(
        None, description="the card of the trigger event: 'it' in a triggered effect (703); 'moved': a destroyed "
                          "card as it now is in the graveyard (415.9b); 'with': the one weapon a strike is made "
                          "with, 'that weapon' (303.2; an event made with several cards has none); 'itself' "
                          "(enc-enter11): the card with the power as it now is in its owner's graveyard, where the "
                          "same event put it — an attachment destroyed with its host (400.4, 415.9b)")
    damaged: bool | None = Field(None, description="only cards with (true) or without (false) damage on them")
    damage_at_least: Number | None = Field(None, description="only cards with at least this much damage on them: "
                                           "'an opposing hero with 15 or more damage on it' (405.1)")
    counters_at_least: CountersOn | None = Field(None, description="enc-start1: only cards with at least this many "
                                                 "counters of that name on them (404.1)")
    atk_at_least: Number | None = Field(None, description="only cards whose ATK, as it now is (modifiers and "
                                        "counters counted), is at least this: 'an ally with 6 or more ATK' (205.1); "
                                        "read only where the game's current values are known, so not in a "
                                        "continuous power's own selectors (refused there: 719.1)")
    controller_hand_at_most: Number | None = Field(
        None, description="enc-r2d: only cards whose controller (in play, 401.1; elsewhere their owner, 401.2) has at "
                          "most this many cards in his hand (415.4a), read as the game now is: 'each opposing hero "
                          "and ally if its controller has no cards in his hand' is {kind: character, controller: "
                          "opposing, controller_hand_at_most: 0}, each card's own controller's hand")
    atk_at_most: Number | None = Field(None, description="only cards whose ATK, as it now is, is at most this: 'target "
                                       "ally with ATK 2 or less' (205.1); read where atk_at_least is (enc-enter2)")
    named_as: Literal["subject", "source", "destination", "opponent"] | None = Field(
        None, description="only cards with the same name as the card of the trigger event in this role")
    moved_by_this: bool = Field(False, description="only cards that an effect of the card with the power put "
                                                   "into their zone: 'a card removed this way'")
    put_this_way: bool = Field(False, description="enc-turn8: only the tokens the link's effects have put into play "
                               "so far, read as it resolves (404.2, 709.2d): 'them' after 'put three Peasant ally tokens "
                               "into play'; enc-turn9: and the cards its put_into_play put there, each the new card in "
                               "play (415.9a): 'it' after 'put an ally card from your hand into play'")
    remembered: bool = Field(False, description="enc-turn8: in a triggered modifier's effect, only the cards the "
                             "modifier picked as it was made (its `remembers`, 715.1, 714.3f); elsewhere no card fits")
    paid: Literal["exhausted", "discarded", "removed", "damaged"] | None = Field(
        None, description="the cards the link's cost exhausted, discarded or removed from the game (707.1e): 'that "
                          "ally' after 'exhaust an ally in your party'; 'damaged': the card a 'put N damage on a "
                          "Warrior you control' part put its damage on ('it' after it, enc-has5)")
    damage_type: str | None = Field(None, description="only cards with this damage type: 'a melee weapon' (205.1)")
    revealed_this_way: bool = Field(False, description="only a card the link's reveal_top revealed from a deck ('If "
                                    "it's an ally, …' after 'reveal the top card of your deck', 415.3a; with zone: deck)")
    dealt_this_way: bool = Field(False, description="only the cards the link's packets have dealt damage to so far "
                                                    "(a packet prevented completely deals none, 717.2b), read as "
                                                    "the link resolves (709.2d): 'a character dealt damage this way'")
    dealt_fatal_this_way: bool = Field(False, description="enc-if5: only the cards the link's packets have dealt fatal "
                                                          "damage to so far (405.2: the packet that brought its damage "
                                                          "to its health or beyond), read as the link resolves (709.2d): "
                                                          "'if that ally is dealt fatal damage this way'")
    fatal_damage: bool | None = Field(None, description="enc-if5: only characters with (true) or without (false) fatal "
                                      "damage on them now (405.2), not yet destroyed (410.6a): 'if that ally has fatal "
                                      "damage'")
    attacking: bool | None = Field(None, description="only the attacker (true) or only others (false) (602.1)")
    defending: bool | None = Field(None, description="only the defender (true) or only others (false) (602.3)")
    attacks: "Selector | None" = Field(None, description="enc-put: only the attacker, while the character it attacks "
                                       "(the proposed defender, then the defender, 601.2, 602.3) fits: 'target ally "
                                       "attacking your hero' is {attacks: {kind: hero, controller: you}} (602.1)")
    row: Literal["resource"] | None = Field(None, description="only cards in a resource row: 'your resources' (412)")
    reputation: str | None = Field(None, description="enc-if2: only cards printed with this reputation: 'another Aldor "
                                   "card' (100.2c: 'Aldor Reputation' in bold); a face-down resource shows none (412.1b)")
    with_power: Literal["inspire", "sabotage"] | None = Field(
        None, description="enc-if2: only cards with a printed power of that kind, while they have their powers (700.3): "
                          "'an ally with inspire' has an Inspire power (501.1b); 'with sabotage', a power by which it "
                          "itself can sabotage (601.2b). A power another card gives it is not read")
    keyword: str | None = Field(None, description="only cards that now have this keyword: 'while your hero is in Bear "
                                                  "Form' is {kind: hero, controller: you, keyword: Bear Form} (700.1)")
    exhausted: bool | None = Field(None, description="only exhausted (true) or only ready (false) cards (411)")
    face_down: bool | None = Field(None, description="enc-has2: only face-down (true) or only face-up (false) cards: "
                                   "a hero shows its other side once flipped (301.2), a resource may be face down "
                                   "(412.1b); 'while an opposing hero is face up' is {kind: hero, controller: opposing, "
                                   "face_down: false}")
    same_type_as: str | None = Field(None, description="only cards with the same card type as the link's target in "
                                     "this slot: as many card types, each matching (300.1c)")
    shares_type_with: str | None = Field(None, description="only cards that share a card type with the link's "
                                         "target in this slot: each has that type (300.1c)")
    protecting: bool | None = Field(None, description="only the character protecting in the current combat (602.2)")
    in_combat: bool | None = Field(None, description="only the attacker and the defender once the two have entered "
                                   "combat with each other (true), or only other cards (false): 'while in combat' (602.3b)")
    cost: Union[Number, Literal["X"], "Total", None] = Field(
        None, description="only cards whose printed cost is N, or the X chosen for the link (403.5a, 707.1b), or an "
                          "amount read from the game: 'that have or share the highest cost among opposing allies' is "
                          "{total: cost, of: {kind: ally, controller: opposing}, take: highest} (201.1)")
    cost_at_most: Union[Number, "Count", "Total", None] = Field(
        None, description="'with cost N or less' (403.5a); or a count read from the game as the card is checked: 'with "
                          "cost less than or equal to the number of allies you control' is {count: {kind: ally, "
                          "controller: you}} (enc-put: 706.1 as the target is chosen, 709.2d as the link resolves); or "
                          "a total read so (enc-reward10): '… to the amount of damage on your hero' is {total: damage, "
                          "of: {kind: hero, controller: you}}")
    cost_at_least: Number | None = Field(None, description="'with cost N or more' (403.5a)")
    cost_below_this: bool | None = Field(None, description="'with cost less than this card's cost' (Portal, enc-kw4): "
                                         "only cards whose printed cost is less than the one printed on the card with "
                                         "the power, read wherever that card now is (201.1)")
    cost_parity: Literal["even", "odd"] | None = Field(None, description="'a card with an even cost': only cards whose "
                                                        "printed cost (201.1; 0 for a quest or location, 201.2) is even, "
                                                        "or odd (enc-reward)")
    attached_to: "Selector | None" = Field(None, description="only attachments whose host fits: 'attached to a "
                                           "friendly hero or ally' (400.4)")
    in_host_party: bool = Field(False, description="only cards in the party of the player who controls the card "
                                "the card with the power is attached to: 'each ally in attached hero's party' "
                                "(400.4, 415.8b)")
    host_player: bool = Field(False, description="enc-attach2: only cards of the player who controls the card the card "
                              "with the power is attached to (400.4): in play those they control, elsewhere those they "
                              "own (401.1, 401.2): 'attached hero's controller pays 1 more to play abilities' is "
                              "{kind: ability, host_player: true}, the abilities in that player's hand")
    has_attachment: bool | None = Field(None, description="only cards with (true) or without (false) an "
                                        "attachment on them: 'an ally with an attachment' (400.1)")
    attachment_controller: Relation | None = Field(
        None, description="enc-turn11: only cards with an attachment on them that a player in this relation to you "
                          "controls (400.1, 401.1): 'each opposing hero and ally that has an attachment you control' "
                          "is {kind: character, controller: opposing, attachment_controller: you}")
    has_attached: "Selector | None" = Field(None, description="enc-while5: only cards with an attachment on them that "
                                            "fits, read from its printed information (400.1, 400.4): 'each ally you "
                                            "control with an ability attached to it' is {kind: ally, controller: you, "
                                            "has_attached: {kind: ability}}")
    targeting: "Selector | None" = Field(None, description="a card on the chain whose link targets a card that fits: "
                                         "'an ability card that's targeting your hero' (706, 711.3)")
    this_turn: "TurnEvent | None" = Field(None, description="only cards that had this role in an event of this kind "
                                          "this turn: 'that was dealt combat damage by your hero this turn'")
    not_: "Selector | None" = Field(None, alias="not", description="only cards that don't fit this: 'a non-Feral "
                                                                    "ability' is {kind: ability, not: {tag: Feral}}")
    all_: "list[Selector] | None" = Field(None, alias="all", description="only cards that fit every one of these")
    any_: "list[Selector] | None" = Field(None, alias="any", description="only cards that fit at least one of these: "
                                          "'in bear form or cat form'")
    player: str | None = Field(None, description="only cards of the link's target player in this slot (706.1): in "
                               "play those they control, elsewhere those they own ('all of target player's weapons', "
                               "'his graveyard')")
    chosen: str | None = Field(None, description="the card a `choose_card` effect of the link chose and named so: "
                               "'that card', 'it' after 'target opponent chooses an ally in his party' (709.2b)")

    @model_validator(mode="after")
    def _atk_where_known(self):
        """A host (400.4) and a chain link's target (706) are read as printed: no current ATK there."""
        if reads_current_atk([self.attached_to, self.targeting, self.has_attached]):
            raise ValueError(ATK_READ_AS_PRINTED.format(where="attached_to and targeting"))
        if self.kinds is not None and self.kind != "card":  # lead (s21): one way to say the kind, not two
            raise ValueError(f"kinds lists the kinds a card may have; kind stays 'card', not {self.kind!r}")
        return self


class Count(Strict):
    count: Selector
    times: SignedNumber = 1
    plus: SignedNumber = Field(0, description="'2 plus the number of …': added to the count (709.2d)")
    per: Number = Field(1, ge=1, description="'a card for each five resources you have': `times` for each whole "
                                            "group of this many cards counted, the rest ignored")

    def of(self, counted: int) -> int:
        """The amount for that many cards counted."""
        return self.plus + self.times * (counted // self.per)


class Total(Strict):
    """The total current ATK (or health, or damage) of the cards picked: "+ATK equal to the total ATK
    of all other allies in your party", "1 damage for each damage on your hero", "+1 ATK for each
    damage on it" (Berserking). A modifier with such an amount depends on every modifier that
    changes those values (719.1); damage is changed by no modifier, only read as it now stands."""

    total: Literal["atk", "health", "damage", "classes", "alliance-races", "horde-races", "cost", "defense"] = Field(
        description="'classes': not a sum, the number of different classes among the cards picked (206.1a); "
                    "'alliance-races', 'horde-races': likewise the different races among their traits that are one of "
                    "that faction's six (206.1, 206.1b; enc-reward5); 'cost': "
                    "their printed costs (201.1); 'defense': their current DEF, 0 for a card with none (304.2, enc-stat)")
    of: Selector
    per: Number = Field(1, ge=1, description="'another card for each 10 damage on your hero': 1 for each whole "
                                            "group of this much in the total, the rest ignored")
    take: Literal["highest", "lowest"] | None = Field(
        None, description="not the sum but the highest (or lowest) value among the cards picked: 'X is the highest "
                          "ATK among your Melee weapons'; 0 with none")
    plus: SignedNumber = Field(0, description="enc-deal4: '1 plus the combined ATK of your Daggers': added to the "
                                              "total (after its whole groups of `per`), 709.2d")
    times: SignedNumber = Field(1, description="enc-while1: 'this ally has -1 ATK for each damage on him': the total "
                                               "(after its whole groups of `per`) this many times over, before `plus`")


class CostOf(Strict):
    """The cost printed on the card chosen for a target slot, read even once that card has left play
    (201.1: a link that needs a card's cost uses the cost printed on it): "fire damage equal to that
    ally's cost" after the ally was destroyed."""

    cost_of: str = Field(description="the target slot; or, in a triggered power, 'event:<role>': the card of the "
                                     "trigger event in that role ('equal to that ally's cost' after 'when another ally "
                                     "enters play under your control', 703); enc-if13: or 'chosen:NAME', the card "
                                     "a destroy_one effect of the link destroyed (its `as`) or a choose_card chose")

    @model_validator(mode="after")
    def _event_role(self):
        """'event:<role>' names a role of the trigger event (enc-enter)."""
        role = self.cost_of.partition("event:")[2] if self.cost_of.startswith("event:") else None
        if role is not None and role not in EVENT_ROLES:
            raise ValueError(f"cost_of {self.cost_of!r}: an event's card is one of event:{', event:'.join(EVENT_ROLES)}")
        return self


EVENT_ROLES = ("subject", "source", "destination", "opponent")


class DestroyedToPay(Strict):
    """An amount read from the card destroyed to pay the link's cost, as it last was in play
    (707.3): "where X is the ATK of the destroyed ally", "the cost of the Pet you destroyed"."""

    destroyed_to_pay: Literal["atk", "health", "cost"]


class Counters(Strict):
    """An amount that counts counters of one name on the cards picked (404.1): "+1 ATK for each fury
    counter on Blood Fury" is {counters: fury} (the card with the power, 404.1a)."""

    counters: str = Field(description="the counters' name")
    on: Selector = Field(Selector.model_construct(this=True), description="where; default: the card with the power")
    times: SignedNumber = 1
    plus: SignedNumber = Field(0, description="enc-enter9: '1 damage, plus an additional 1 for each heirloom counter on "
                                              "it': added to the count (709.2d)")


class Multiplied(Strict):
    """An amount read from the link, multiplied: "heals double X damage" is {multiply: X, by: 2},
    "double that much shadow damage" {multiply: that-much, by: 2}."""

    multiply: Literal["X", "that-much", "dealt-this-way", "that-many"]
    by: Number = Field(ge=2, description="'double': 2, 'three times': 3")


class Picked(Strict):
    """An amount read from one card that the link's controller picks among those that fit, as the
    link resolves (709.2d): "X is 1 plus the ATK of one of your Melee weapons" is {picked: atk, of:
    {kind: weapon, controller: you, tag: Melee}, plus: 1}. The card is picked once for the link and
    read for every packet; with none that fits, the amount is the plus alone."""

    picked: Literal["atk", "health", "cost"]
    of: Selector
    plus: SignedNumber = Field(0, description="'1 plus the ATK of …': added to the value read")


class AtkOf(Strict):
    """enc-if7: the ATK of the card chosen for a target slot, read as the link resolves (709.2d): as it now is in play,
    or, once it has left play, as it last was there (712.3b: 'that ally' reads the card as it last was in play):
    "your hero heals damage from itself equal to that ally's ATK" after destroying it."""

    atk_of: str = Field(description="the target slot; enc-if13: or 'chosen:NAME', the card a destroy_one effect of "
                                    "the link destroyed (its `as`): 'where X was the ATK of that ally you destroyed'")


Amount = Union[Points, Count, Total, DestroyedToPay, Picked, CostOf, AtkOf, Multiplied, Counters, Literal["X", "that-much", "dealt-this-way", "that-many"]]  # "that-many": the
# number of cards the link's previous effect acted on ("shuffle your hand into your deck, then draw that many");
# "X": the value chosen for X as the
# link was added (707.1b); "that-much": the amount of the event that triggered the power (703);
# "dealt-this-way": the damage this link's packets have dealt so far (405.6)
Change = Union[SignedPoints, Count, Total, DestroyedToPay, Counters, Literal["X", "that-much", "dealt-this-way", "that-many"]]
# Change: +N or -N ATK or health, where an Amount is never negative
CardCount = Union[Number, Count, Total, DestroyedToPay, Picked, CostOf, Counters,  # enc-enter9: counters on a card (404.1)
                  Literal["X", "that-much", "dealt-this-way", "that-many"]]
# CardCount: an amount that counts cards (draw, discard, look at, ready resources): a smaller ceiling


class Its(Strict):
    """An amount read from each affected card itself: "double the damage on each ally" puts on
    each ally as much damage as it already has; "heals all damage from each ally" heals from each
    as much as it has (407.2: one packet per card, each of its own size)."""

    its: Literal["damage", "health", "atk"] = Field(description="damage: the damage on it; health (enc-deal9): its health as "
                                             "it now is, 'with damage on it equal to its health minus 1' (205.1); atk "
                                             "(enc-r2e): its ATK as it now is, 'each ally deals damage to itself equal "
                                             "to its ATK' (205.1, 709.2d)")
    times: Number = 1
    plus: SignedNumber = Field(0, description="enc-deal9: added after `times`: 'its health minus 1' is {its: health, "
                                              "plus: -1}; never below 0")


class Stat(Strict):
    """A continuous change to characteristics (714)."""

    affects: Selector
    atk: Change | None = None
    health: Change | None = None
    defense: Change | None = Field(None, alias="def", description="'this armor has +1 DEF for each …': a change to "
                                   "the DEF of the affected cards that have a DEF value (304.2, 719.1), read as armor "
                                   "lowers a packet (717.2c)")
    gain_traits: list[str] = []
    gain_keywords: list[str] = Field([], description="keywords such as Untargetable (706.1)")
    stats_are_cost: bool = Field(False, description="'has ATK and health equal to its cost, and can't gain or lose ATK or "
                                 "health': each affected card's ATK and health are its printed cost (201.1), and no "
                                 "modifier, counter or strike raises or lowers them (103.2)")
    cant_have_keywords: list[str] = Field([], description="'lose and can't have Elusive': the affected cards have none "
                                          "of these keywords, whatever gives them one, before or after (103.2)")
    instant: bool = Field(False, description="'ally cards in your hand are instant this turn': the affected cards "
                          "are Instant, so their player may play them whenever they have priority (202.1, 410.2)")
    lose_powers: bool = Field(False, description="the affected cards lose all their powers: blank text boxes (700.3)")
    gain_powers: list[Power] = Field([], description="powers the affected cards gain, e.g. a payment power "
                                     "whose targets are chosen only when it is used (706.1c)")
    gain_chosen: str | None = Field(None, description="gain the value chosen for this card, e.g. an ally type")
    damage_type: "DamageType | None" = Field(None, description="'is a [Frost] card': the affected cards have this "
                                             "damage type and lose every other (205.1c)")
    gain_damage_types: list[str] = Field([], description="further damage types the affected cards gain (205.1)")
    gain_control: bool = Field(False, description="'you control the attached ally': the power's controller "
                                                  "controls the affected cards (401.3)")
    only_while: Selector | None = Field(
        None, description="the card has this power only while some card in play fits this selector, "
                          "e.g. '[Alliance]:' — your hero is an Alliance hero (206.1c)")
    while_: Selector | None = Field(
        None, alias="while", description="a 'while' condition on each affected card, e.g. {defending: true}: "
                                         "the modifier has an effect on it only while it fits (714.3a)")
    while_exists: list[Selector] = Field(
        [], description="'while' conditions about the game rather than the affected card: the power has an effect "
                        "only while, for each selector, some card fits it (in play, or in the zone it names: 'while an ally "
                        "is in your graveyard' is [{kind: ally, zone: graveyard, owner: you}]); 'while your hero is attacking an "
                        "exhausted hero or ally' is [{kind: hero, controller: you, attacking: true}, {defending: true, "
                        "exhausted: true}] (714.3a)")
    while_at_least: Number = Field(1, ge=1, description="with one while_exists selector: at least this many cards "
                                   "must fit it ('while you have six or more cards in your graveyard' is while_exists: "
                                   "[{zone: graveyard, owner: you}], while_at_least: 6) (714.3a)")
    while_none: list[Selector] = Field(
        [], description="a 'while' that no card fits (714.3a): the power has an effect only while, for each selector, "
                        "no card fits it, read as while_exists is ('while you have no cards in your hand' is "
                        "[{zone: hand, owner: you}]; 'while he is the only ally in your party' is [{kind: ally, "
                        "controller: you, other: true}])")
    while_more_cards: "MoreCards | None" = Field(
        None, description="enc-cond: a 'while' comparing cards in play (714.3a, 401.1): 'while an opponent controls "
                          "more allies than you' is {of: {kind: ally, controller: opposing}, than: {kind: ally, "
                          "controller: you}, per_opponent: of}; both selectors of cards in play")
    while_more_damage: "MoreDamage | None" = Field(
        None, description="enc-cond: 'Bloodrush: while an opposing hero has more damage on it than your hero' "
                          "(714.3a, 405.1): some card that fits `of` has more damage than any that fits `than`")
    while_happened: "Condition | None" = Field(
        None, description="enc-if: a 'while' about this turn's events (714.3a, 703.4): 'this weapon has +3 ATK if an "
                          "ally you controlled was destroyed this turn' is {happened: {event: destroyed, subject: "
                          "{kind: ally, controller: you}}}; a condition of `happened` only (or `any` / `all` of such)")
    during: Literal["your-turn", "opponents-turn"] | None = Field(
        None, description="it affects a card only during that card's controller's own turns ('Assault 4: +4 ATK "
                          "on your turn') or only during other players' turns ('+2 ATK during each opponent's turn')")
    becomes: "Becomes | None" = Field(None, description="'it becomes a 2 ATK / 2 health ally': a new card type "
                                                        "and ATK and health values (719.1)")
    completion_cost: Union[SignedNumber, Count, None] = Field(
        None, description="'it costs (1) less to complete': -1 on the completion cost of the affected quests; "
                          "'(1) less for each Scourge ally you control' is {count: …, times: -1}, counted as the cost "
                          "is worked out; reductions add up, never below 0 (707.1e)")
    play_cost: Union[SignedNumber, Count, None] = Field(
        None, description="'you pay (1) less to play Elemental abilities': -1 on the cost of playing the affected "
                          "cards, read as they are played from the hand; '(1) less for each …' is {count: …, "
                          "times: -1}, counted then (707.1e)")
    strike_cost: Union[SignedNumber, Count, None] = Field(
        None, description="'you pay (3) less to strike with a Melee weapon': a change to the strike cost of the "
                          "affected weapons (303.2, 707.1e); '(1) more for each card in your hand' is {count: …, "
                          "times: 1}, counted as the cost is worked out")
    power_cost: SignedNumber | None = Field(
        None, description="enc-reward11: 'you pay (8) less to flip NAME if …': a change to the resource cost of the "
                          "affected cards' payment powers (701.1), worked out as a power is used (707.1e); never "
                          "below 0 (403.2)")
    attack_cost: SignedNumber | None = Field(None, description="'can't attack unless their controller pays (1)': an "
                                    "additional cost for the affected characters to attack (600.3)")
    exhaust_cost: Number | None = Field(None, description="'can't attack or exhaust unless its controller pays (1)': "
                                     "apart from exhausting to attack (attack_cost), the affected characters are "
                                     "exhausted only if their controller chooses to pay this (600.3a)")
    against: "Selector | None" = Field(None, description="with attack_cost: only when attacking a defender that fits "
                                       "('heroes or allies in your party')")
    minimum: Number | None = Field(None, description="'to a minimum of (1)': this reduction never takes the cost below "
                                "this; it applies to this reduction only (707.1e)")
    max_hand_size: SignedNumber | None = Field(None, description="'the attached hero's controller's maximum hand size is "
                                      "increased by three': +3 for the controller of each affected hero (415.4b)")
    extra_resources: Number | None = Field(None, description="enc-enter12: 'you can place an additional resource on "
                                           "each of your turns': the controller of each affected hero may place "
                                           "this many more resources each turn than the one of 412.1 (103.1)")
    skips_ready_step: bool = Field(False, description="'doesn't ready during its controller's ready step': the "
                                   "affected cards stay exhausted in their controller's ready step (501.1a)")
    top_card: Literal["look", "revealed"] | None = Field(
        None, description="for the controller of each affected hero: 'look': 'you may look at the top card of your "
                          "deck at any time', that is whenever they have priority (415.3e); 'revealed': 'play with "
                          "the top card of your deck revealed' (415.3f)")

    @model_validator(mode="before")
    @classmethod
    def _keyword_powers(cls, data):
        """A set keyword it gives stands for powers it gives too (700.1; keywords.py)."""
        return spelled_out(data, "gain_keywords", "gain_powers", alternate=False)

    @model_validator(mode="after")
    def _happened_only(self):
        """enc-if: while_happened reads this turn's events and nothing else (703.4): any other part of a
        condition would be a 'while' about the board, which the other fields say."""
        if self.while_happened is not None and not only_happened(self.while_happened):
            raise ValueError("while_happened is a condition of 'happened' only (or 'any' / 'all' of such)")
        return self

    @model_validator(mode="after")
    def _compared_in_play(self):
        """enc-cond: a 'while' that compares cards reads the cards in play only (compared.py)."""
        for more in (self.while_more_cards, self.while_more_damage):
            if more is not None and (more.of.zone != "play" or more.than.zone != "play"):
                raise ValueError("while_more_cards and while_more_damage compare cards in play: a selector of "
                                 "another zone is refused")
        return self

    @model_validator(mode="after")
    def _no_current_atk(self):
        """A continuous power's selectors are read as the current values are worked out (719.1).
        r2-punisher: but the 'while' of a power that changes only costs may read a card's current
        ATK: a cost changes no ATK, health or keyword, so it applies after every ATK change and
        nothing depends on it (719.1, 719.2); the engine judges it on current values as the cost is
        worked out (costs.py, 714.2)."""
        whiles = ("while_exists", "while_none")
        if reads_current_atk([getattr(self, name) for name in type(self).model_fields if name not in whiles]):
            raise ValueError(ATK_READ_AS_PRINTED.format(where="a continuous power"))
        if reads_current_atk([self.while_exists, self.while_none]) and not self.changes_only_costs():
            raise ValueError(ATK_READ_AS_PRINTED.format(where="a continuous power that changes more than costs"))
        return self

    def changes_only_costs(self) -> bool:
        """r2-punisher: does this power change costs and nothing else (every other field as its default)?"""
        costs = ("play_cost", "strike_cost", "completion_cost", "attack_cost", "exhaust_cost", "power_cost")
        free = {"affects", "while_exists", "while_at_least", "while_none", "while_happened", "against", "minimum", *costs}
        fields = type(self).model_fields
        return (any(getattr(self, name) is not None for name in costs)
                and all(getattr(self, name) == field.get_default(call_default_factory=True)
                        for name, field in fields.items() if name not in free))

    @model_validator(mode="after")
    def _count_of_one_while(self):
        """while_at_least counts the cards of one 'while' selector: with none, or several, it would be
        unclear which (refused rather than read one way)."""
        if self.while_at_least > 1 and len(self.while_exists) != 1:
            raise ValueError("while_at_least counts the cards of exactly one while_exists selector")
        return self


class Becomes(Strict):
    """A card becomes a card of another type with set values. The type applies with the other
    changes to what a card is; the values are set before any modifier that raises or lowers them
    on that card, which depends on this one (719.1)."""

    type: Literal["ally", "weapon", "armor", "item", "ability"] | None = None
    atk: Points | None = None
    health: Points | None = None
    also: bool = Field(False, description="the card gains the type in addition to the types it has ('it is also an "
                                          "ally'), rather than in place of them (300.1b, 300.1a)")


class Prohibition(Strict):
    """A "can't" modifier (103.2): the event cannot happen to the affected cards (or players), and
    nothing that tries to make it happen succeeds; an event that can't happen is never replaced."""

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)  # 'while' (enc-deal7)

    cannot: Literal["be-destroyed", "be-prevented", "attack", "protect", "be-targeted", "ready", "exhaust",
                    "be-dealt-damage", "be-healed", "play", "strike", "leave-play", "be-interrupted"] = Field(
        description="leave-play: the affected cards in play stay there, whatever tries to move them (destroy, return "
                    "to a hand, shuffle or put into a deck, remove from the game); a destruction by the game alone "
                    "still happens (103.3). be-interrupted: the affected cards on the chain (a selector with zone: "
                    "chain, or this: true on the card's own power, which works on the chain, 700.2) stay there "
                    "whatever effect tries to interrupt them; an interruption by the game still happens (103.3)")
    affects: Selector | None = Field(None, description="the cards that can't be destroyed, can't attack, can't be "
                                     "targeted, can't ready or exhaust, can't be dealt damage or healed")
    damage: EventPattern | None = Field(None, description="the packets that can't be prevented (408.3c)")
    damage_type: str | None = Field(None, description="be-dealt-damage: only damage of this type ('can't be dealt "
                                    "fire damage', 408.2b)")
    by: Selector | None = Field(None, description="be-targeted: only by links whose source card fits, e.g. "
                                "{kind: ability, controller: opponent} ('by abilities your opponents control')")
    players: "Relation | PlayerOf | TargetPlayer | None" = Field(
        None, description="play, strike: the players who can't play cards or strike with weapons (303.2), from the "
                          "power's controller's point of view ('you can't play cards': you; 'opponents can't strike "
                          "with weapons': opponent); enc-r2c: or one player, named as the link that makes the "
                          "modifier resolves (712.2): a target player ({target_player: SLOT}, 'target player can't "
                          "play cards this turn') or the controller of a card ({controller_of: …}, 'its controller', "
                          "'that hero's controller'): only in a create_prohibition")
    cards: CardKind | list[CardKind] | None = Field(None, description="play: only cards of this kind ('can't play "
                                                    "abilities'); none: any card")
    unless_outnumbered: Selector | None = Field(
        None, description="'can't … unless an opponent controls more allies than you': the 'can't' is not in force "
                          "while some opponent of its controller controls more cards that fit than its controller "
                          "does (the cards read as printed; the selector names no controller: refused)")
    unless_exists: Selector | None = Field(
        None, description="'can't attack unless you control another ally with 6 or more ATK': the 'can't' is not in "
                          "force while some card in play fits, read for its controller, with the cards as they now "
                          "are (103.2)")
    while_exists: Selector | None = Field(
        None, description="enc-while3: 'your hero can't be destroyed while another friendly hero or ally is in play': the "
                          "'can't' is in force only while some card in play fits, read for its controller, with the "
                          "cards as they now are (714.3a); the opposite of unless_exists")
    your_turn: bool = Field(False, description="'on your turn': the 'can't' is in force only while its controller "
                            "(a power's, or the player whose link made the modifier) is the turn player (500.1)")
    against: Selector | None = Field(None, description="attack: only against defenders that fit; 'can only attack "
                                     "heroes', with no 'if able' (601.2c), is {cannot: attack, against: {not: {kind: "
                                     "hero}}}")
    while_: "Condition | None" = Field(None, alias="while", description="enc-deal7: be-prevented: 'while you control three "
                                       "or more Human allies, damage … is unpreventable': the 'can't' is in force only "
                                       "while this holds for its controller, read as each packet is dealt (714.3a)")
    unless_fatal: bool = Field(False, description="enc-if9: leave-play: not in force for an affected card while it has "
                                                  "fatal damage or 0 health (405.2, 410.6a): Will of the Forsaken's 'can't "
                                                  "leave play unless it has fatal damage or 0 health'")

    @model_validator(mode="after")
    def _against_attacks_only(self):
        """``against`` names defenders: it means something only for "can't attack"."""
        if self.against is not None and self.cannot != "attack":
            raise ValueError("against goes with cannot: attack only")
        if self.unless_fatal and self.cannot != "leave-play":  # enc-if9
            raise ValueError("unless_fatal goes with cannot: leave-play only")
        if self.unless_outnumbered is not None and self.unless_outnumbered.controller != "any":
            raise ValueError("unless_outnumbered compares each side's cards: its selector takes no controller")
        if reads_current_atk(self.unless_outnumbered):
            raise ValueError(ATK_READ_AS_PRINTED.format(where="unless_outnumbered"))
        if self.while_exists is not None and self.cannot in ("be-prevented", "play", "strike", "be-interrupted"):
            raise ValueError("while_exists is read where a 'can't' on cards in play is found in force (a 'can't' "
                             "of packets has while_, one of players or of the chain none)")  # enc-while3
        return self

    @model_validator(mode="after")
    def _fields_of_its_cannot(self):
        """Each field is read for some kinds of "can't" only (engine/prohibitions.py, damage.py): one
        given where it is never read would be accepted and ignored, and one a kind needs and lacks
        would leave the "can't" covering nothing: both refused."""
        for name, kinds in PROHIBITION_FIELDS.items():
            if getattr(self, name) is not None and self.cannot not in kinds:
                raise ValueError(f"{name} is read only for cannot: {', '.join(kinds)}, not {self.cannot}")
        needed = PROHIBITION_NEEDS.get(self.cannot, "affects")
        if getattr(self, needed) is None:
            raise ValueError(f"cannot: {self.cannot} needs {needed} (what it forbids), or it would forbid nothing")
        return self


# The kinds of "can't" that read each optional field of a Prohibition, and the field each kind needs.
PROHIBITION_FIELDS = {
    "affects": ("be-destroyed", "attack", "protect", "be-targeted", "ready", "exhaust", "be-dealt-damage",
                "be-healed", "leave-play", "be-interrupted"),
    "damage": ("be-prevented",),
    "while_": ("be-prevented",),  # enc-deal7: read where a packet's preventability is (damage.unpreventable_by)
    "damage_type": ("be-dealt-damage",),
    "by": ("be-targeted",),
    "players": ("play", "strike"),
    "cards": ("play",),
}
PROHIBITION_NEEDS = {"be-prevented": "damage", "play": "players", "strike": "players"}


class CreateProhibition(Strict):
    """A "can't" modifier made by a resolving link (712, 103.2): "this turn, target ally can't attack"."""

    create_prohibition: Prohibition
    duration: Literal["this-turn", "game"] = Field(description="'this turn' (ends in the wrap-up step, 503.2a); "
                                                   "'game': no duration stated (714.3)")

    _stated = duration_stated("create_prohibition")


class EventPattern(Strict):
    """The events a replacement or trigger watches."""

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)
    event: Literal["damage", "heal", "destroyed", "attacks", "enters-play", "exhausted",
                   "enters-combat", "defends", "strike", "turn-starts", "turn-ends", "played", "draw", "removed",
                   "inspired", "to-graveyard", "revealed", "sabotages", "becomes-hero", "readied", "leaves-play",
                   "discarded", "prevented", "completed", "protects", "turned-face-down", "targeted", "placed",
                   "enters-party", "skipped-draw"] = Field(
        description="enters-party: the subject enters its controller's party, entering play or changing control "
                    "(415.8b); skipped-draw (enc-if8): a draw a replacement skipped ('you may skip drawing it "
                    "instead', 716.1a), its subject the drawer's hero and its source the card whose power skipped it")
    source: Selector | None = None
    destination: Selector | None = None
    subject: Selector | None = None
    opponent: Selector | None = Field(None, description="enters-combat, defends: the character on the other side (602.3)")
    damage_type: Union[str, list[str], None] = Field(None, description="only a packet with this damage type among its "
                                                     "types (408.3a); a list: with any of them, e.g. magic damage is "
                                                     "[arcane, fire, frost, holy, nature, shadow] (enc-if)")
    damage_type_not: Union[str, list[str], None] = Field(
        None, description="damage: only a packet with none of these types among its types: 'non-melee damage' is "
                          "{damage_type_not: melee}, which a packet of no type fits too (408.3a; enc-turn3)")
    combat: bool | None = Field(None, description="only combat damage (true) or only other damage (false)")
    this_way: bool = Field(False, description="a triggered modifier's 'when damage is dealt this way': only the "
                                              "packets of the link that created it (715.1)")
    with_: Selector | None = Field(None, alias="with", description="damage dealt with a card that fits (408.3d); "
                                   "strike: the weapon struck with (303.2)")
    face_up: bool | None = Field(None, description="placed: only a resource placed face up (true) or face down "
                                                   "(false) (412.1b)")
    fatal: bool | None = Field(None, description="damage: only a packet that is fatal damage to its destination "
                                                 "(true: it had less damage than its health, and the packet brings it "
                                                 "to its health or beyond, 405.2) or only one that isn't (false)")

    amount_at_least: Points | None = Field(None, description="damage or heal: only a packet of at least this much, as "
                                           "it now is: 'would be dealt 3 or more damage' (enc-if)")
    amount_at_most: Points | None = Field(None, description="damage or heal: only a packet of at most this much, as it "
                                          "now is: 'would be dealt 2 or less damage' (enc-if)")

    @model_validator(mode="after")
    def _amounts_of_packets(self):
        """A packet's size is read only for damage and healing (405.1, 407.1): refused elsewhere."""
        if (self.amount_at_least is not None or self.amount_at_most is not None) and self.event not in ("damage", "heal"):
            raise ValueError("amount_at_least and amount_at_most are read only for the events damage and heal")
        return self

    @model_validator(mode="after")
    def _qualifiers_of_their_event(self):
        """face_up qualifies only a placing (412.1b), fatal and damage_type_not only a packet of damage (405.2,
        408.3a): refused elsewhere."""
        for name, event in (("face_up", "placed"), ("fatal", "damage"), ("damage_type_not", "damage")):
            if getattr(self, name) is not None and self.event != event:
                raise ValueError(f"{name} is read only for the event {event}")
        return self


class TurnEvent(EventPattern):
    """An event of this turn that a card took part in, in the role ``as``: "that attacked your hero
    this turn" is {event: attacks, as: subject, opponent: {kind: hero, controller: you}}. The engine
    keeps every event of the turn with its cards as they were (703.4)."""

    as_: Literal["subject", "source", "destination", "opponent"] = Field(
        "subject", alias="as", description="the card's role in the event")


class Instead(Strict):
    """What a replacement modifier does to a packet (716, 717)."""

    multiply: Number | None = None
    add: SignedPoints | Count | Counters | None = Field(
        None, description="that much +N (717.3a); enc-if5: or +N for each card (counter) counted as the packet is "
                          "replaced, from the game as it stands just before it (716.1c): 'it deals that much +1 for each "
                          "ally you control instead' is {add: {count: {kind: ally, controller: you}}}")
    redirect_to: Selector | None = None
    prevent: Points | Literal["all", "X"] | Count | None = Field(
        None, description="a prevention modifier (717.2): prevent all, or N in total until used up (717.2a); enc-deal6: "
                          "in a link's create_modifier, 'the next X' (the value chosen for X, 707.1b) or a count "
                          "('where X is the number of …'), read once as the link resolves (709.2d)")
    prevent_all_but: Points | None = Field(
        None, description="'prevent all but N of it' (717.2): of each packet it replaces, all but N is prevented, so "
                          "a packet of more than N becomes N; a packet of N or less is left as it is")
    prevent_first: Points | None = Field(
        None, description="'prevent the first N damage that would be dealt to it each turn' (717.5): each damage "
                          "dealt to the character this turn, and each damage to it prevented this turn, lowers what "
                          "it can still prevent that turn")
    divide_among: Selector | None = Field(
        None, description="the damage is dealt instead to any number of characters that fit, divided as the packet's "
                          "controller chooses, naming the character for each point: one packet each (717.6)")
    take: Selector | None = Field(
        None, description="draw: instead choose a card that fits and put it into your hand; with none, "
                          "nothing happens, and still no card is drawn (716.1d)")
    skip: bool = Field(False, description="enc-if8: draw: 'skip drawing it instead': the draw never happens and "
                                          "nothing happens instead (716.1a); the event skipped-draw follows")
    draw: Number | None = Field(
        None, description="enc-if9: draw: 'draw two instead': that many draws instead (716.1a), new events this "
                          "modifier can't replace again (716.1e); a draw up to a limit goes on as 713.2a says")
    drawer: Literal["you"] | None = Field(
        None, description="enc-if9: with draw: 'you draw one instead': the modifier's controller draws them, not the "
                          "player who would have drawn; a draw up to a limit replaced so: that player keeps drawing "
                          "until decked (713.2a)")
    to_zone: Literal["removed", "hand", "deck"] | None = Field(
        None, description="a card that would be destroyed goes to this zone instead (716.1): it is not destroyed")
    attach_to: Selector | None = Field(
        None, description="a card that would be destroyed is attached instead to a card that fits, chosen by the "
                          "modifier's controller; that is its attach description from then on (400.1)")
    excess_to_hero: bool = Field(
        False, description="'it deals the rest to that ally's controller's hero' (Smash): of a packet to an ally, "
                           "what is more than fatal damage to it goes instead in a packet to its controller's hero")
    changes: "Stat | None" = Field(
        None, description="with attach_to: a continuous modifier on that card for the rest of the game, e.g. "
                          "{affects: {event: subject}, becomes: {type: ability}, lose_powers: true}")
    redirect_amount: Points | None = Field(
        None, description="enc-if8: with redirect_to, only this much of the packet is dealt there instead, in a packet "
                          "of its own; the rest stays where it was going (717.6: how the packet is divided). 'If an ally "
                          "you control would be dealt damage, 1 of it is dealt to your hero instead'")
    prevent_half: Literal["rounded-up"] | None = Field(
        None, description="enc-if8: 'prevent half that damage, rounded up': of each packet it replaces, half is "
                          "prevented, rounded up (717.2): a packet of 3 becomes 1")
    damage_type: str | None = Field(
        None, description="enc-if8: 'it deals shadow damage instead': the packet's damage type becomes this one, its "
                          "other attributes as they were (717.1); a change of type, so the packet's controller "
                          "chooses it first among competing modifiers (717.3a)")

    @model_validator(mode="after")
    def _parts_of_a_redirection(self):
        """redirect_amount is a share of a redirection: refused without redirect_to."""
        if self.redirect_amount is not None and self.redirect_to is None:
            raise ValueError("redirect_amount is read only with redirect_to")
        return self


class Replacement(Strict):
    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)
    when: EventPattern
    instead: Instead
    uses: Number | None = Field(None, description="how many events it replaces before it ends (e.g. 'the next time')")
    duration: Literal["this-turn", "this-combat", "while-in-play"] = Field(
        "while-in-play", description="a link's modifier: 'this turn', or 'this combat' (until the combat it was made "
                                     "in ends, 603.3)")
    may: bool = Field(False, description="'you may have it dealt to this ally instead': each time it could replace a "
                      "packet, the modifier's controller chooses whether it does (716.1); damage and heal packets only")
    while_: "Condition | None" = Field(None, alias="while", description="'while you control three or more Human "
                                       "allies, …': it replaces packets only while this holds for its controller "
                                       "(714.3a); damage and heal packets only")

    @model_validator(mode="after")
    def _packets_only(self):
        """``may`` and ``while`` are read where packets are replaced (716, 717), not for other events."""
        skipping = self.when.event == "draw" and self.instead.skip  # enc-if8: 'you may skip drawing it instead'
        if (self.may and not skipping or self.while_ is not None) and self.when.event not in ("damage", "heal"):
            raise ValueError("may and while are read only for a replacement of damage or heal packets, and may for "
                             "a skipped draw")
        if self.instead.skip and self.when.event != "draw":
            raise ValueError("skip is read only for a replacement of a draw")
        if (self.instead.draw is not None or self.instead.drawer is not None) and self.when.event != "draw":
            raise ValueError("draw and drawer are read only for a replacement of a draw")  # enc-if9
        if self.instead.drawer is not None and self.instead.draw is None:
            raise ValueError("drawer goes with draw: who draws the cards drawn instead")
        return self

    @model_validator(mode="after")
    def _damage_packets_only(self):
        """enc-if8: a share redirected, half prevented and a new damage type change a packet of damage (717.1)."""
        i = self.instead
        if (i.redirect_amount is not None or i.prevent_half is not None or i.damage_type is not None) \
                and self.when.event != "damage":
            raise ValueError("redirect_amount, prevent_half and damage_type are read only for a replacement of damage")
        return self


DamageType = Union[str, list[str]]  # one damage type, or several: shadowfire is [shadow, fire] (408.3a)


class DealDamage(Strict):
    deal_damage: Union[Amount, Its] = Field(description="one packet per card picked; 'N for each X' is one packet of the "
                                            "total (405.4); enc-r2e: `its` reads each packet's amount from the card it "
                                            "is dealt to (407.2 as for healing)")
    damage_type: DamageType | None = Field(None, description="none named: the packet has no damage type; a list: "
                                           "it has every type listed, e.g. [shadow, fire] (408.3a)")
    source: Selector
    to: Selector
    combat: bool = Field(False, description="'combat damage': the packets count as combat damage (408.3b)")
    unpreventable: bool = Field(False, description="'unpreventable damage': none of the packet can be "
                                                   "prevented (408.3c)")
    divided: bool = Field(False, description="'N damage divided as you choose among the targets': the player "
                                             "divides it as the link is added, a positive share for each target "
                                             "(707.1d); each target gets one packet of its share")

    @model_validator(mode="after")
    def _divided_among_targets(self):
        """The shares are the targets' (707.1d): divided damage goes to a target slot, or no share is chosen."""
        if self.divided and not (self.to.target and set(self.to.model_dump(exclude_defaults=True)) <= {"target"}):
            raise ValueError("divided damage goes to a target slot, to: {target: SLOT}, and nothing else (707.1d)")
        return self


class Heal(Strict):
    """407: one heal packet per card picked (407.2); an undamaged card gets none (407.3)."""

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)
    heal: Union[Amount, Its]
    source: Selector
    from_: Selector = Field(alias="from")
    divided: bool = Field(False, description="enc-eff (s9): 'heals N damage divided as you choose from any number of "
                                             "target heroes and/or allies': the player divides it as the link is "
                                             "added, a positive share for each target (707.1d); each gets one heal "
                                             "packet of its share")

    @model_validator(mode="after")
    def _divided_among_targets(self):
        """The shares are the targets' (707.1d): divided healing comes from a target slot and a number."""
        if self.divided and not (self.from_.target and set(self.from_.model_dump(exclude_defaults=True)) <= {"target"}
                                 and isinstance(self.heal, (int, str))):
            raise ValueError("divided healing is from a target slot, from: {target: SLOT}, and nothing else (707.1d)")
        return self


class PutDamage(Strict):
    """405.3: damage put on a card, not dealt: no packet, no replacement, and never beyond fatal."""

    put_damage: Union[Amount, Its]
    on: Selector


class RemoveDamage(Strict):
    """enc-r2b: "remove N damage from [a character]": damage counters taken off as the link resolves (709.2d), as a
    switch removes damage (405.7), not healed: no heal packet is made (407.2), so nothing that replaces, prevents or
    triggers on healing sees it, and a card that can't be healed still loses it. A character with less damage loses
    all it has (405.1: the damage on it is all there is to remove). "that-many" after it in the same link is the damage
    removed ("for each damage removed this way", 405.6)."""

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)
    remove_damage: Union[Amount, Its] = Field(description="how much from each card picked; 'all damage' is {its: "
                                                          "damage}, 'all but 14 damage' {its: damage, plus: -14}")
    from_: Selector = Field(alias="from")


class PlayerOf(Strict):
    """A player named through a card: "that character's controller"."""

    controller_of: Selector


class TargetPlayer(Strict):
    target_player: str = Field(description="the link's player target in this slot")


class Draw(Strict):
    """The link's controller (or the player named through a card, or a target player) draws cards
    from the top of their deck."""

    draw: CardCount
    player: Union[Literal["you", "each", "each-friendly", "fewest-in-hand"], PlayerOf, TargetPlayer] = Field(
        "you", description="'each': every player in the game, the turn player first and then clockwise; "
                           "'each-friendly': you and each teammate (friendly players), in that order too; enc-r2d: "
                           "'fewest-in-hand': the one player with fewer cards in his hand than each other player, found "
                           "as the link resolves (415.4a, 709.2d), nobody on a tie ('he draws a card' after 'if a "
                           "player has fewer cards in hand than each other player')")
    optional: bool = Field(False, description="enc-enter15: 'each friendly player may draw a card': each player the draw "
                      "names chooses for himself, as the link resolves, whether to draw (709.2b), in that order; not "
                      "with player: you (that is {may: [{draw: …}]}, the link's controller's choice)")

    @model_validator(mode="after")
    def _may_of_another(self):
        if self.optional and self.player == "you":
            raise ValueError("optional: true is each named player's own choice; the link's controller's is "
                             "{may: [{draw: N}]}")
        return self


class DrawUntil(Strict):
    """"Draw cards until you have N cards in your hand": nothing if you already have that many;
    otherwise one draw at a time until you reach the limit (713.2), a replaced draw counting as
    one (713.2a)."""

    draw_until: Union[CardCount, Literal["max-hand-size"]] = Field(
        description="the number of cards in hand to reach; 'max-hand-size': 'until you reach your maximum hand "
                    "size', the drawing player's maximum as it is then (415.4b)")


class Discard(Strict):
    """415.9d: the player discards that many cards from their hand, one at a time, choosing each."""

    discard: CardCount
    player: Union[Literal["you"], PlayerOf, TargetPlayer] = "you"


class MayPay(Strict):
    """"You may pay (N). If you do, …": offered only if the player can pay all of it (712.7); the
    "if you do" part happens only if the payment was made (709.2f)."""

    may_pay: Number
    if_you_do: list["Effect"]
    otherwise: list["Effect"] = Field([], description="'Otherwise, …' (enc-start): what happens instead when the "
                                      "payment was not made, declined or not possible — the same check as 'if you do' "
                                      "(709.2f), the other way round")


class IfYouDo(Strict):
    """"Do this. If you do, …" (709.2f): the rest happens only if the first action was performed;
    an action that was replaced or could not be done counts as not performed."""

    do: "Effect"
    if_you_do: list["Effect"]


class Search(Strict):
    """413: search your zones (the player chooses which of those named) for a card that fits, reveal
    it and put it into your hand. A hidden zone may fail to find (413.3); a searched deck is then
    shuffled (413.2)."""

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)
    search: list[Literal["deck", "graveyard"]] = Field(description="the zones named ('your deck and/or graveyard')")
    for_: Selector = Field(alias="for", description="what fits, read from the cards' printed information")
    into: Literal["hand", "play", "removed", "graveyard"] = Field(
        "hand", description="'put it into play' instead of into your hand (710); 'removed': 'remove it from the game' "
                            "(415.7a), not revealed; 'graveyard' (enc-reward7): 'put it into your graveyard' (415.5a)")
    reveal: bool = Field(True, description="enc-reward7: false for 'put it into your hand' with no 'reveal it': the card "
                                           "found goes into the hand unseen by the other players (413.1)")
    exhausted: bool = Field(False, description="into play: it enters play exhausted (710.1b)")
    by: Literal["you", "subject"] = Field("you", description="who searches: 'its controller', the controller of "
                                                            "the trigger event's card")
    player: Union[Literal["you"], TargetPlayer] = Field(
        "you", description="whose deck: 'search target opponent's deck' is {target_player: SLOT}; the searcher (you, "
                           "or `by`) looks through it and picks the card all the same")

    @model_validator(mode="after")
    def _whose(self):
        """Another player's deck, searched: only the deck (their graveyard is public, and is not said), and only
        into the removed-from-game zone (into your hand or play would give you their card)."""
        if self.player != "you" and (self.search != ["deck"] or self.into != "removed" or self.exhausted):
            raise ValueError("searching another player's deck: only {search: [deck], into: removed}")
        if not self.reveal and self.into != "hand":
            raise ValueError("reveal: false says how a card goes into the hand: only with into: hand")
        return self


class PutToken(Strict):
    put_token: str = Field(description="the token's tag, which is also its name unless it is given one (404.2)")
    name: str | None = Field(None, description="'a token named Tooga': its name (404.2)")
    name_chosen: str | None = Field(None, description="the token is named with what was chosen for this as its card "
                                    "was played: 'make up a name' is choose: name, name_chosen: name (200.3)")
    kind: Literal["ally"] = "ally"
    atk: Points = 0
    damage_type: DamageType | None = None
    health: Points = 1
    traits: list[str] = []
    keywords: list[str] = Field([], description="'a 2 ATK / 1 health Fire Elemental ally token with Ferocity'")
    count: Union[CardCount, "Multiplied"] = Field(
        1, description="how many such tokens, read as the link resolves: 'for each ally destroyed this way, put a Ghoul "
                       "token into play' is that-many (709.2d); 'two … tokens for each resource destroyed this way' is "
                       "{multiply: that-many, by: 2} (enc-put)")
    tags: list[str] = Field([], description="tags besides the one it is named after: 'a Crab Monster ally token' is "
                            "put_token: Crab, tags: [Monster] (202.1)")
    powers: list["Power"] = Field([], description="powers the modifier gives the token, printed in quotes: 'with "
                                  "\"This ally can't attack.\"' (404.2: the token has them)")
    player: Union[Literal["you", "each-opponent"], TargetPlayer] = Field(
        "you", description="enc-reward4: under whose control the tokens enter play (404.2a): 'target opponent puts a "
                           "Boar ally token into play' is {target_player: SLOT}; 'each opponent puts …': as many for "
                           "each opponent of the link's controller, in turn order (802.1)")


class PutTokenCopy(Strict):
    """enc-stat (s11): "put a token copy of target ally you control into play": a token (404.2) whose printed
    information is the copied card's as it now is, copied information included (402.2, 402.2a), except its cost,
    which is 0 as every token's (404.2); it enters play under the link's controller's control like a card (404.2a,
    710.1). Editor's note: the 5.0 source has no rule for a token copy of a card; we read it with the two rules
    it does have, a card becoming a copy (402.2) and a token's printed information (404.2)."""

    put_token_copy: Selector = Field(description="the card copied, in play: 'target ally you control' is "
                                     "{target: first}; none there as the link resolves, no token")
    exhausted: bool = Field(False, description="'into play exhausted' (710.1b)")


class CreateModifier(Strict):
    create_modifier: Replacement

    _stated = duration_stated("create_modifier", inside=True)

    @model_validator(mode="after")
    def _no_draw(self):
        """enc-if9: a draw is replaced by cards' powers in play only (effects.draw_replacement): refused here."""
        if self.create_modifier.when.event == "draw":
            raise ValueError("a link's modifier that replaces a draw: the engine reads only a card's power that does")
        return self


class Remains(Strict):
    """"For as long as [card] remains [state]" (714.3b)."""

    of: Selector = Field(Selector.model_construct(this=True), description="the card; default: the card with the power ('this ally')")
    state: Literal["exhausted", "in-play", "under-your-control"] = Field(description="'under your control': the same "
                                         "card in play, controlled by the modifier's maker all along since (401.3)")


class CreateContinuous(Strict):
    """A definite continuous modifier created by a resolving link (714.3), e.g. "allies you control
    have +1 ATK this turn". It flags no cards: it keeps checking which cards it affects (714.3e).
    Its timestamp is the moment the link resolved (718.2d). A change of X or read from the game (a
    count, a total, counters) is read then and locked in (709.2d; enc-stat)."""

    create_continuous: Stat
    duration: Literal["this-turn", "this-combat", "game", "until-your-next-turn",
                      "until-its-controllers-next-turn"] = Field(
        description="'game': no duration stated, until the game ends (714.3); 'this combat': until the combat "
                    "it was made in ends (603.3); 'until the start of your next turn', or of the next "
                    "turn of the controller of the card it was made for")
    uses: Number | None = Field(None, description="'the next time': the modifier ends once it has changed this many "
                             "costs (715.1, 707.1e)")
    until: EventPattern | None = Field(None, description="'this turn until you play an ally': besides its duration, "
                                       "the modifier ends as soon as an event that fits happens (714.3)")
    _stated = duration_stated("create_continuous")
    _standing_only = field_validator("create_continuous")(classmethod(lambda cls, stat: standing_only(stat)))
    remains: Remains | None = Field(None, description="'for as long as [card] remains [state]': if the card has "
                                    "left that state (or become a new card) since the link was added, no modifier "
                                    "is made; otherwise it ends when the card does (714.3b)")
    gained_by: TargetPlayer | None = Field(None, description="enc-r2f: 'target opponent gains control of it until the "
                                           "start of your next turn': the player chosen for this slot gains control of "
                                           "the affected cards (401.3, 706.1); the duration stays the link's controller's "
                                           "(714.3). Without it, the link's controller does. Only with gain_control")

    @model_validator(mode="after")
    def _gained_by_control(self):
        if self.gained_by is not None and not self.create_continuous.gain_control:
            raise ValueError("gained_by names who gains control: only with gain_control (401.3)")
        return self


class AsEnters(Strict):
    """710.1a: "as [a card that fits] enters play, …": a continuous modifier made for the entering
    card as it enters, before it is exhausted or gets damage (710.1b). Its stat's ``affects`` is
    ``{event: subject}``, the entering card."""

    affects: Selector
    create_continuous: Stat
    duration: Literal["this-turn", "game", "until-your-next-turn", "until-its-controllers-next-turn"] = Field(
        description="as the text says (714.3): 'game' only when it names no duration; stated, never defaulted")
    _standing_only = field_validator("create_continuous")(classmethod(lambda cls, stat: standing_only(stat)))
    _stated = duration_stated("create_continuous")


class AttackRule(Strict):
    """Who the affected characters may attack: "can only attack X" (601.2c, 601.2d) and "must attack
    if able" (600.2)."""

    affects: Selector
    only_attack: Selector | None = Field(None, description="the characters they can only attack, if able")
    must_attack: bool = Field(False, description="'must attack if able' (600.2)")
    while_exists: Selector | None = Field(
        None, description="enc-while5: 'while NAME is exhausted, opposing heroes and allies can attack only NAME if "
                          "able': a card's own attack rule is in force only while some card in play fits, read for its "
                          "controller on the cards as they now are (714.3a); refused on a modifier a link makes")


class RestrictAttacks(Strict):
    """A link's modifier (712) that restricts attacks, e.g. "this turn that character must attack if
    able and can only attack your hero"."""

    restrict_attacks: AttackRule
    duration: Literal["this-turn"] = Field(description="always this turn (712.1); stated, like every made "
                                           "modifier's duration")

    _stated = duration_stated("restrict_attacks")

    @model_validator(mode="after")
    def _no_while(self):
        """enc-while5: a 'while' belongs to a card's own attack rule (714.3a); a link's lasts the turn (712.1)."""
        if self.restrict_attacks.while_exists is not None:
            raise ValueError("while_exists belongs to a card's own attack rule (714.3a), not to a link's modifier")
        return self


class PutIntoResourceRow(Strict):
    """Put each card picked into its owner's resource row face down (412.1b): it becomes a new card
    (415.9a), a blank resource of its owner's; ``exhausted``: 'then exhaust it'."""

    put_into_resource_row: Selector
    exhausted: bool = False


class Exhaust(Strict):
    """411.1: exhaust each card picked that is ready."""

    exhaust: Selector


class Ready(Strict):
    """411.1: ready each card picked that is exhausted."""

    ready: Selector
    one: bool = Field(False, description="'ready a …': only one of the cards picked, the controller's choice")


class PutIntoPlay(Strict):
    """Put each card picked into play under your control from the zone it is in (710)."""

    put_into_play: Selector
    max_cost: Literal["your-resources"] | None = Field(
        None, description="only if its cost is no more than the number of resources you have (403.5a)")
    under: Literal["you", "owner"] = Field("you", description="whose control each card enters play under: "
                                           "'each player puts … from his graveyard' is its owner's")
    optional: bool = Field(False, description="enc-enter15: with under: owner, 'its owner may put it from his graveyard into "
                      "play': the owner of each card chooses, as the link resolves, whether to put it into play "
                      "(709.2b: the link tells that player to act); the link's controller's choice is {may: [...]}")

    @model_validator(mode="after")
    def _owner_may(self):
        if self.optional and self.under != "owner":
            raise ValueError("optional: true is each card's owner's choice: it goes with under: owner")
        return self


class MoveAttachment(Strict):
    """'Attach it to another …': move each attachment picked to a new host its controller's
    opponent or owner chooses — a card that fits ``to`` and the attach description (400.6)."""

    move_attachment: Selector
    if_host: Selector | None = Field(None, description="only if its host fits: 'if … is attached to a hero or ally'")
    to: Selector = Field(description="what the new host must be ('another hero or ally'); never the current host")


class ExtraTurn(Strict):
    """500.3: that player takes an extra turn as soon as the current turn ends."""

    extra_turn: Union[Literal["you"], TargetPlayer] = Field(description="who takes it: you, or a target player")


class SkipTurn(Strict):
    """500.4: "skip your next turn": a replacement modifier that replaces that player's next turn
    with nothing; each such modifier skips a turn of its own."""

    skip_turn: Union[Literal["you"], TargetPlayer] = Field(description="who skips: you, or a target player")


def flag(name: str):
    """A field validator for an effect written as a flag (``end_the_turn: true``): false would be
    accepted and mean nothing, so it is refused."""
    def check(cls, value: bool) -> bool:
        if not value:
            raise ValueError(f"{name} is a flag: write it as true")
        return value
    return field_validator(name)(classmethod(check))


class EndTheTurn(Strict):
    """500.5: end the turn at once: links interrupted by the game, combat removed, "this turn"
    modifiers ended, and the next turn begins; nothing that triggers at the end of the turn does."""

    end_the_turn: bool = Field(description="always true")
    _true = flag("end_the_turn")


class ChangeSeat(Strict):
    """500.6: "move to sit to the right of target player": the mover is from now on directly
    counterclockwise of that player in the turn order; with only two players, nothing happens."""

    change_seat: Union[Literal["you"], TargetPlayer] = Field(description="who moves: you, or a target player")
    right_of: TargetPlayer = Field(description="the player the mover sits to the right of")


class ReadyResources(Strict):
    """Ready up to that many of the player's exhausted resources (411.1, 412.2); with ``may``, that
    player chooses as the link resolves whether to do it (709.2b)."""

    ready_resources: CardCount
    player: Union[Literal["you"], TargetPlayer] = "you"
    may: bool = False
    up_to: bool = Field(False, description="'ready up to N of your resources': as the link resolves that player "
                        "chooses how many, from none to N (709.2b); without it, N (or as many as are exhausted)")


class Destroy(Strict):
    """415.9c: put each card picked from play into its owner's graveyard."""

    destroy: Selector
    any_number: bool = Field(False, description="'destroy any number of Diseases you control': the link's "
                             "controller chooses which of the cards picked, none or all, as the link resolves "
                             "(709.2b); 'that many' afterwards counts those destroyed")


class BeginRaid(Strict):
    """800.3a: "begin the [name] raid": carried out in full or not at all; a game without the raid's
    main deck and event deck can't begin it, so nothing happens."""

    begin_raid: str = Field(description="the raid, e.g. Onyxia")
    remove_first: bool = Field(True, description="step 1: the game removes every card the player controls or owns")


class BuildNewDeck(Strict):
    """800.2: "take N cards from your collection and build a new deck from them": in tournament play
    the collection is the player's side deck (800.2a), in casual play the cards they own that were
    not in their deck as the game began (800.2b); the new deck is shuffled last (800.2c)."""

    build_new_deck: Number = Field(description="how many cards the new deck has")


class KeepForNextGame(Strict):
    """800.1c: each player still in the game, the turn player first and then clockwise (802.1),
    chooses any number of cards they own that fit, from the deck they use for this game; they stay
    in play to begin the next game (800.1d)."""

    keep_for_next_game: Selector


class RemoveFromGame(Strict):
    """415.7a: put each card picked into its owner's removed-from-game zone (marked as moved by this
    card, for "removed this way")."""

    remove_from_game: Selector
    one: bool = Field(False, description="'remove an ally card in your graveyard from the game': only one of the "
                                         "cards that fit, the controller's choice (709.2b)")
    count: Number | None = Field(None, ge=1, description="enc-turn10: 'remove three cards in a graveyard from the game': "
                                 "exactly this many of the cards that fit, all from one graveyard (a selector of zone "
                                 "graveyard only), the graveyard and the cards the controller's choice (709.2b); with no "
                                 "graveyard holding that many, the removal can't be carried out and none is removed, so "
                                 "an 'if you do' after it doesn't happen (709.2f)")

    @model_validator(mode="after")
    def _count_from_one_graveyard(self) -> "RemoveFromGame":
        """'count' picks that many cards of one graveyard: it needs a selector of zone graveyard, and not 'one'."""
        if self.count is not None and (self.remove_from_game.zone != "graveyard" or self.one):
            raise ValueError("'count' removes that many cards of one graveyard: give a selector of zone graveyard, "
                             "without 'one'")
        return self


class Take(Strict):
    """What to do with some of the cards looked at or revealed: "put one into your hand", "you may
    put it on the bottom of your deck"."""

    take: Number = Field(1, ge=1, description="how many of them")
    fits: Selector | None = Field(None, description="only cards that fit, read from their printed information: 'a "
                                  "revealed ally card'; if fewer fit, fewer are taken")
    to: Literal["hand", "top", "bottom", "graveyard", "play", "removed", "resource-row"] = Field(
        description="where they go: your hand, the top or bottom of your deck, your graveyard, into play under "
                    "your control ('put all revealed Murloc allies with cost 1 or less into play'): those of one "
                    "effect enter at once (710, 703.3c), their owner's removed-from-game zone ('you may remove "
                    "that card from the game', 415.7a), or your resource row, placed as an additional resource "
                    "(412.1: not the one a turn; a quest or location face up if you choose, any other card face "
                    "down, 412.1b)")
    up_to: bool = Field(False, description="'you may' / 'up to': the player may take fewer, none at all")
    exhausted: bool = Field(False, description="only with to: resource-row: 'place it into your resource row "
                            "exhausted' (411); without it the resource enters ready")

    @model_validator(mode="after")
    def _exhausted_only_in_the_row(self):
        if self.exhausted and self.to != "resource-row":
            raise ValueError("exhausted goes only with to: resource-row")
        return self


class TopOfDeck(Strict):
    """Look at (only you see them) or reveal (all players see them) the top N cards of your deck,
    then ``then`` says where some of them go, in order; the rest go where ``rest`` says. Revealing is
    a ``revealed`` event for each card, which a power working in the deck sees (703.3a)."""

    look_at_top: CardCount | None = Field(None, description="look at the top N cards (415.3a: the card says so)")
    reveal_top: CardCount | None = Field(None, description="reveal the top N cards to all players (415.3a)")
    then: list[Take] = []
    rest: Literal["stay", "top", "bottom"] = Field(
        "stay", description="the cards not taken: 'stay' where they are, in order; 'top': back on top in the order "
                            "the player chooses; 'bottom': on the bottom of the deck (415.3c)")
    player: Union[Literal["you", "each-opponent"], PlayerOf, TargetPlayer] = Field(
        "you", description="whose deck: 'look at the top card of target opponent's deck' is {target_player: SLOT}; "
                           "the link's controller looks and chooses all the same; 'each-opponent': every opponent's "
                           "deck in turn order (802.1), only looked at or revealed (no `then`, `rest: stay`)")

    @model_validator(mode="after")
    def _one(self):
        exactly_one(self, "look_at_top", "reveal_top")
        return self

    @model_validator(mode="after")
    def _your_own_row(self):
        """A card placed as a resource goes into its owner's row, so only from your own deck (412.1)."""
        if self.player != "you" and any(t.to == "resource-row" for t in self.then):
            raise ValueError("to: resource-row goes only with player: you (a card enters its owner's resource row)")
        return self

    @model_validator(mode="after")
    def _each_opponent_only_seen(self):
        """Several decks: a card taken would need a deck to go back to, so they are only seen."""
        if self.player == "each-opponent" and (self.then or self.rest != "stay"):
            raise ValueError("player: each-opponent goes with no `then` and rest: stay (the cards are only seen)")
        return self

    @model_validator(mode="after")
    def _takes_no_more_than_seen(self):
        """A part takes some of the cards looked at or revealed: no more than there are (415.3a)."""
        seen = self.look_at_top if self.look_at_top is not None else self.reveal_top
        over = [t.take for t in self.then if isinstance(seen, int) and t.take > seen]
        if over:
            raise ValueError(f"take {over[0]} is more than the {seen} card(s) looked at or revealed (415.3a)")
        return self


class ShuffleIntoDeck(Strict):
    """Shuffle each card picked into its owner's deck ("shuffle your hand into your deck"), and each
    of those decks (415.3b); "that many" afterwards counts them."""

    shuffle_into_deck: Selector


class PutOnDeck(Strict):
    """Put each card picked on the top or the bottom of its owner's deck, not shuffled ("put target
    ability from your graveyard on top of your deck"); several go in the order their owner
    chooses (415.3c)."""

    put_on_deck: Selector
    where: Literal["top", "bottom"] = Field(description="the top or the bottom of the deck")
    from_top: int | None = Field(None, ge=2, description="enc-when1: 'third from the top' is 3: the card goes beneath "
                                 "the top N-1 cards of its owner's deck (beneath all of them if it has fewer); only "
                                 "with where: top")

    @model_validator(mode="after")
    def _from_top_on_top(self) -> "PutOnDeck":
        if self.from_top is not None and self.where != "top":
            raise ValueError("from_top counts from the top: only with where: top")
        return self


class PutIntoHand(Strict):
    """Put cards that fit from another zone into their owner's hand, not a draw (415.9e): the player
    chooses which, up to ``up_to`` of them ("put up to X Frost ability cards with different names
    from your graveyard into your hand")."""

    put_into_hand: Selector
    up_to: CardCount | None = Field(None, description="at most this many, the player's choice (none: all that fit)")
    count: Number | None = Field(None, description="'puts an ally …': exactly this many, the player's choice, or all "
                                 "that fit if fewer")
    different_names: bool = Field(False, description="no two of the cards chosen may share a name")
    player: Literal["you", "each"] = Field("you", description="'each player puts … from his graveyard': every player "
                                           "chooses for themselves ('you' in the selector), the turn player first "
                                           "and then clockwise, and the cards all go at once (802.1)")
    optional: bool = Field(False, description="enc-enter15: 'its owner may put it from his graveyard into his hand': the "
                           "owner of each card that fits chooses, as the link resolves, whether it goes (709.2b: the link "
                           "tells that player to act); not with up_to, count or player: each")

    @model_validator(mode="after")
    def _how_many(self):
        if self.up_to is not None and self.count is not None:
            raise ValueError("give at most one of 'up_to' and 'count'")
        if self.optional and (self.up_to is not None or self.count is not None or self.player != "you"):
            raise ValueError("optional: true is each card's owner's choice: not with up_to, count or player: each")
        return self


class CreateTrigger(Strict):
    """A triggered modifier (715.1): a definite modifier made by a resolving link that triggers when
    its event happens; no choice is made for it, targets included, until it triggers. Put it before
    the effect whose event it waits for."""

    create_trigger: "Triggered"
    remembers: "Selector | None" = Field(
        None, description="enc-turn8: the cards that fit as the modifier is made, picked then (714.3f: a card that fits "
                          "later never is), which its effect names with {remembered: true}: 'At end of turn, destroy "
                          "them' after 'put three Peasant ally tokens into play' is remembers: {put_this_way: true}, "
                          "effects: [{destroy: {remembered: true}}]")
    duration: Literal["this-turn", "game"] = Field(
        description="'this turn': it ends in the wrap-up step (503.2a) or as the turn is ended (500.5), and "
                    "never triggers after that; 'game': the text names no duration, and it lasts until the game "
                    "ends (715.1)")

    _stated = duration_stated("create_trigger")


class DontReady(Strict):
    """"They don't ready during your next ready step": a definite modifier that flags the cards
    picked as it is made, normally those an earlier part of the link affected (714.3f); a card
    played later is not flagged. It ends after that ready step (501.1a)."""

    dont_ready: Selector
    whose: Literal["you", "its-controller"] = Field(
        "you", description="whose next ready step: the link's controller's ('your next ready step') or each "
                           "flagged card's controller's ('its controller's next ready step')")


class RemoveFromCombat(Strict):
    """602.4: each card picked that is an attacker or defender (or proposed one) is removed from
    combat: it stops attacking, defending or protecting; the combat still goes to its conclusion."""

    remove_from_combat: Selector


class BecomeDefender(Strict):
    """602.3a: "[a character] becomes the defender": during a combat whose defender is no longer in
    it, the character picked defends against the attacker, which attacks it, and the two enter
    combat with each other; a sabotage combat becomes a normal one. (One defender at a time: a
    second defender beside one still defending is not modelled.)"""

    become_defender: Selector


class RemoveForAWhile(Strict):
    """"Remove [card] from the game until the start of your next turn": it comes back into play under
    its owner's control as that turn starts, a new card (415.9a) with its last known damage and side
    up; a hero can't come back to a party that has another hero (301.5)."""

    remove_until_your_next_turn: Selector
    duration: Literal["until-your-next-turn"] = Field("until-your-next-turn", description="always this")


class ReturnStartingHero(Strict):
    """"Put your starting hero back into play": the hero a Master Hero replaced comes back in place of
    the current hero, as a Master Hero enters (301.4d)."""

    return_starting_hero: bool = Field(description="always true")
    _true = flag("return_starting_hero")


class Flip(Strict):
    """"Flip [hero]": each hero picked that is face up turns face down (301.2); it stays the same
    card, and only the powers of its other side work from then on (301.2a)."""

    flip: Selector


class TurnFaceDown(Strict):
    """"Turn it face down": each face-up card in a resource row that is picked (a quest or location
    placed face up) turns face down, a new blank resource (412.1b, 415.9a); any other card can't be
    turned so, and that part is not done (709.2c)."""

    turn_face_down: Selector
    one: bool = Field(False, description="'turn a face-up resource you control face down': only one of the face-up "
                                         "resources picked, the controller's choice as the link resolves (709.2b)")


class GainControl(Strict):
    """401.3: the link's controller gains control of each card picked, until the game ends (a
    definite modifier with no duration, 714.3). The card stays the same card."""

    gain_control: Selector
    player: Union[Literal["you"], PlayerOf, TargetPlayer] = Field(
        "you", description="who gains control: you, or 'target player gains control of …' (706.1, 401.3)")


class SwitchDamage(Strict):
    """405.7: "switch the damage on [one character] with the damage on [another]": each ends with the
    amount the other had; this is neither dealing nor healing damage. If either is not in play as the
    modifier is created, nothing happens."""

    switch_damage: list[Selector] = Field(min_length=2, max_length=2, description="the two characters, one each")


class ExchangeControl(Strict):
    """415.8e: "exchange control of [one card] and [another]": each player gains control of the card
    the other controlled, until the game ends; only if the two are controlled by different players."""

    exchange_control: list[Selector] = Field(min_length=2, max_length=2, description="the two cards, one each")


class PutCounters(Strict):
    """404.1: put counters on a card: named ones ("three lightning counters"), which flag or count
    something, or unnamed stat counters (404.1c: "+1 ATK counters"), each a continuous modifier on the
    card until it is removed. A location never holds more named counters than its capacity (306.3)."""

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)
    put_counters: Union[Number, Literal["that-much"], AtkOf] = Field(
        description="how many; 'that-much': the amount of the event that triggered the power, 'a +1 ATK counter for "
                    "each damage dealt' (703); {atk_of: SLOT} (enc-if7): 'X +1 ATK counters, where X was the ATK of that "
                    "removed ally' (712.3b)")
    named: str | None = Field(None, description="the counters' name ('lightning'); none for stat counters")
    on: Selector = Field(Selector.model_construct(this=True), description="where; default: the card with the power (404.1a)")
    atk: SignedNumber = Field(0, description="a stat counter's change to ATK, each (404.1c)")
    health: SignedNumber = Field(0, description="a stat counter's change to health, each (404.1c)")
    defense: SignedNumber = Field(0, alias="def", description="a stat counter's change to DEF, each (404.1c): 'a +1 DEF "
                                                              "counter' on an armor, the card with a DEF (304.2)")

    @model_validator(mode="after")
    def _at_least_one(self):
        """A number of counters is 1 or more ('that-much' may come to 0 as it is read)."""
        if isinstance(self.put_counters, int) and self.put_counters < 1:
            raise ValueError("put_counters puts at least 1 counter")
        return self


class RemoveCounter(Strict):
    """404.1: remove counters of that name from a card (default: the card with the power, 404.1a);
    "if you do" counts only if one was actually removed (709.2f)."""

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)
    remove_counter: str = Field(description="the counters' name")
    count: Number = Field(1, ge=1)
    from_: Selector = Field(Selector.model_construct(this=True), alias="from", description="the card; default: the card with the "
                            "power (404.1a)")


class RemoveStatCounters(Strict):
    """enc-deal6, enc-enter10: 404.1, 404.1c: take stat counters of that change off each card picked ("remove all +1
    ATK counters from it"; default: the card with the power, 404.1a): each is a continuous modifier, which ends as it
    goes. "If you do" counts only if one was removed (709.2f)."""

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)
    remove_stat_counters: Union[Number, Literal["all"]] = Field(description="how many; 'all': every one the card has")
    atk: SignedNumber = Field(0, description="the change to ATK of each counter removed ('+1 ATK counters')")
    health: SignedNumber = Field(0, description="the change to health of each counter removed")
    defense: SignedNumber = Field(0, alias="def", description="the change to DEF of each counter removed")
    from_: Selector = Field(Selector.model_construct(this=True), alias="from", description="the card; default: the card "
                            "with the power (404.1a)")

    @model_validator(mode="after")
    def _a_stat_counter(self):
        """A stat counter changes a stat (404.1c); a number of them is 1 or more."""
        if not (self.atk or self.health or self.defense):
            raise ValueError("remove_stat_counters names the change of the counters: atk, health or def")
        if isinstance(self.remove_stat_counters, int) and self.remove_stat_counters < 1:
            raise ValueError("remove_stat_counters removes at least 1 counter")
        return self


class CounterOfChoice(Strict):
    """404.1 (enc-reward7): "remove a counter from target card", "choose a counter on target card and add another of
    those counters to it": on each card picked, the link's controller picks one kind of counter it holds (a name, or
    a stat counter's changes, 404.1c) as the link resolves (709.2b), and one counter of that kind comes off it or one
    more goes on it. A card with no counter: that part can't be done (709.2c)."""

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)
    counter_of_choice: Literal["remove", "add-another"] = Field(
        description="'remove': one counter of the kind picked comes off; 'add-another': one more of it goes on")
    on: Selector = Field(description="the card, e.g. {target: first}")


class TurnDeckOver(Strict):
    """415.3d: "turn your deck over": it stays upside down for the rest of the game, every card in it
    face up and public; the top is still the top, and nobody may change the order."""

    turn_deck_over: Literal["you"] = Field(description="whose deck: the link's controller's")


class CopyCard(Strict):
    """402.1: "copy target ability card": add a copy of that card on the chain, with its targets
    and choices; the copy's controller may choose new legal targets for it (402.1c)."""

    copy_card: Selector = Field(description="the card on the chain, e.g. {target: spell, zone: chain}")


class BecomeCopy(Strict):
    """402.2: "[a card] becomes a copy of [another]": the first loses its printed information and
    takes on the second's, for the rest of the game."""

    become_copy: Selector
    of: Selector


class LookAtHand(Strict):
    """"Look at target opponent's hand and choose a card. Remove that card from the game": a hand is
    hidden (415.4a), but this effect shows it to the link's controller, who picks the card."""

    look_at_hand: TargetPlayer
    then: Literal["remove", "discard", "nothing"] = Field("remove", description="what happens to the card chosen: "
                                                          "removed from the game (415.7a) or discarded (415.9d); "
                                                          "'nothing': the player only looks, and chooses no card")
    fits: Selector | None = Field(None, description="enc-misc2: only a card of the hand that fits may be chosen "
                                  "('choose an ally card', 'a location or quest', 'an ability, ally or equipment card "
                                  "with cost 4 or less'), read as the card is printed (415.4a); none fits: none is "
                                  "chosen (712.3). No zone: the cards are the hand's")

    @model_validator(mode="after")
    def _fits(self):
        if self.fits is not None and (self.then == "nothing" or self.fits.zone != "play"):
            raise ValueError("fits: the card chosen from the hand (no zone), only where one is chosen (then: remove "
                             "or discard)")
        return self


class ReturnToHand(Strict):
    """Put each card picked from play into its owner's hand (415.9a: it becomes a new card)."""

    return_to_hand: Selector


class InterruptLink(Strict):
    """Interrupt a link on the chain (711) whose source card fits: 'interrupt an ability played by
    that hero's controller'. The link's controller picks which, as the effect resolves (709.2b)."""

    interrupt: Selector = Field(description="the link's source card; zone and target anchors read from the chain")
    optional: bool = Field(False, description="'you may interrupt': the controller may pick none")


class InterruptAll(Strict):
    """"Interrupt all cards and effects": every other link on the chain is interrupted, the newest
    first (711.1, 711.2)."""

    interrupt_all: bool = Field(description="always true")
    _true = flag("interrupt_all")


class UnlessAction(Strict):
    """What a player may do to stop an "unless" effect: pay (N), discard N cards, destroy a card, put a card
    into its owner's hand, or reveal their hand."""

    pay: Number | None = None
    discard: Number | None = None
    destroy: Selector | None = Field(None, description="'unless its controller chooses and destroys an ally he "
                                     "controls': one card that fits, among those that player controls and that can "
                                     "be destroyed, chosen by that player (709.2b, 103.2)")
    return_one: Selector | None = Field(None, description="enc-enter14: 'unless its controller puts an ally he controls "
                                        "into its owner's hand': one card in play that fits, among those that player "
                                        "controls, chosen by that player, goes to its owner's hand (709.2b, 415.9a)")
    reveal_hand: bool | None = Field(None, description="enc-enter14: 'unless its controller reveals his hand': "
                                              "that player shows every player the cards of their hidden hand (415.4a); "
                                              "an empty hand is revealed too (709.2b)")

    @model_validator(mode="after")
    def _one_action(self):
        """One thing to do stops the effect; none would leave nothing to choose (709.2b)."""
        if self.reveal_hand is False:  # enc-enter14: a flag; false would mean nothing
            raise ValueError("reveal_hand is a flag: write it as true")
        if sum(x is not None for x in (self.pay, self.discard, self.destroy, self.return_one, self.reveal_hand)) != 1:
            raise ValueError("give exactly one of 'pay', 'discard', 'destroy', 'return_one' and 'reveal_hand'")
        return self


class Unless(Strict):
    """'Do this unless [player] pays (N) / discards N cards' (709.2b): as the link resolves that player
    chooses whether to; if they don't, or can't, the rest happens."""

    unless: UnlessAction
    player: Union[Literal["you", "each-other"], PlayerOf] = Field(
        "you", description="who may stop it; enc-enter14: 'each-other', 'draw a card for each other player unless that "
                           "player chooses and discards a card': each player other than the link's controller in turn "
                           "order from the turn player (802.1) chooses for himself, and the rest happens once for each "
                           "who doesn't or can't")
    then: list[Effect]


class DestroyOne(Strict):
    """'That player destroys one of his …' (709.2b): the player chooses one card that fits and that
    can actually be destroyed, and destroys it."""

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)  # enc-if13: 'as'
    destroy_one: Selector
    player: Union[Literal["you", "each", "each-other", "each-opponent"], PlayerOf, TargetPlayer] = Field(
        "you", description="who chooses and destroys; 'each': every player, you too, 'each-other': each player other "
                           "than you, 'each-opponent': every opponent of the link's controller; several choose one of their own each, in turn order "
                           "from the turn player, and then they are all destroyed at once (802.1)")
    as_: str | None = Field(None, alias="as", description="enc-if13: the name later effects of the link read the card "
                                                          "destroyed by, as `chosen:NAME` in an amount ('equal to the "
                                                          "cost of that destroyed Demon': {cost_of: chosen:NAME}, 201.1; "
                                                          "'the ATK of that ally you destroyed': {atk_of: chosen:NAME}, "
                                                          "as it last was in play, 712.3b); one chooser only")

    @model_validator(mode="after")
    def _one_named(self):
        """enc-if13: a name for the card destroyed only when one player destroys one card."""
        if self.as_ is not None and self.player in ("each", "each-other", "each-opponent"):
            raise ValueError("destroy_one's `as` names the one card destroyed: not with several players choosing")
        return self


class ReturnOne(Strict):
    """enc-reward4: 'each player puts an ally from his party into its owner's hand' (709.2b): each player named
    picks one card of his own in play that fits, in turn order from the turn player, and then all go to their
    owners' hands at once (415.9a, 802.1)."""

    return_one: Selector
    player: Union[Literal["you", "each", "each-other", "each-opponent"], PlayerOf, TargetPlayer] = Field(
        "you", description="who picks one of his own cards: as destroy_one's `player`")


class EntersWithDamage(Strict):
    """"Put N damage on it as it enters play" (704.1b): a modifier on a card on the chain, applied
    as that card enters play (710.1b)."""

    enters_with_damage: Points
    on: Selector


class ChangeTarget(Strict):
    """706.2: change the single target of a link on the chain to a new one. Whether the new target
    fits is judged from that link's controller's point of view; with no legal new target the link
    keeps its target. E.g. "if an ability card targets only your hero, change its target to that
    ability's controller's hero"."""

    change_target: Selector = Field(description="the link's source card, e.g. {kind: ability}")
    only_targeting: Selector = Field(description="the link must have a single target, and it must fit this")
    to: Literal["its-controllers-hero"] = Field(description="the new target: the hero of the link's controller")


class May(Strict):
    """'You may …': the controller chooses whether to do it only as the link resolves (708.3, 709.2b)."""

    may: list[Effect]


class Choice(Strict):
    """One of the choices of a ``choose_one``: the word the player names, and what then happens."""

    choice: str = Field(description="what the player names: 'ally'")
    effects: list[Effect]


class ChooseOne(Strict):
    """"Choose ability, ally, equipment or quest and …": the link's controller names one of the
    choices only as the link resolves (709.2b), and its effects are carried out."""

    choose_one: list[Choice] = Field(min_length=2, description="the choices, each with its effects")

    @field_validator("choose_one")
    @classmethod
    def _distinct(cls, choices):
        names = [c.choice for c in choices]
        if len(set(names)) < len(names):
            raise ValueError(f"two choices share a name: {names}; the player names one, so each must differ")
        return choices


class If(Strict):
    """"If [condition], …": the rest happens only if the condition holds as the link resolves, read
    for the link's controller (709.2); ``otherwise``: what happens instead. "If you targeted a hero"
    is {if: {targeted: {first: hero}}}: true only if the link still legally targets one (706.3)."""

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)
    if_: Condition = Field(alias="if")
    then: list[Effect]
    otherwise: list[Effect] = []


class MoveTop(Strict):
    """"Put the top N cards of [a player's] deck into his graveyard" / "remove them from the game" /
    "into your resource row face down": the cards go straight from that player's deck, unseen before
    they move (415.3a), to the owner's graveyard (415.5a), removed-from-game zone (415.7a) or resource
    row as face-down resources (412.1b), one event each; neither a draw nor a discard. They are marked as moved by the link's card, for "this way" (`moved_by_this`)."""

    move_top: CardCount = Field(description="how many cards from the top; fewer if the deck has fewer")
    to: Literal["graveyard", "removed", "resource-row", "hand"] = Field(
        description="where they go; resource-row: into their owner's resource row face down, blank (412.1b); hand: "
                    "into their owner's hand, not a draw (415.9e)")
    exhausted: bool = Field(False, description="with resource-row: 'face down and exhausted' (411)")
    at: int | None = Field(None, ge=2, le=1000, description="with move_top: 1, 'the card tenth from the top': only the "
                           "card that many from the top moves (a deck with fewer moves none, 712.3)")
    player: Union[Literal["you", "each", "each-opponent"], PlayerOf, TargetPlayer] = Field(
        "you", description="whose deck; 'each': every player's, the turn player first and then clockwise (802.1); "
                           "enc-r2d: 'each-opponent': every opponent's of the link's controller, in the same order")
    counted_by: Literal["mover"] | None = Field(
        None, description="enc-r2d: 'each opponent puts a card from the top of his deck into his graveyard for each hero "
                          "and ally he controls': the move_top count (a count only) is read for each deck apart, from "
                          "the point of view of the player whose deck it is ('you' in its selector is that player, "
                          "709.2d); not with player: you, where that player is the link's controller anyway")
    bottom: bool = Field(False, description="enc-enter14: the bottom N cards instead of the top ones ('put the bottom "
                                            "card of your deck into your hand'), unseen before they move (415.3a)")

    @model_validator(mode="after")
    def _exhausted_resources_only(self):
        """Only a card put into a resource row can be put there exhausted: the flag is refused
        elsewhere rather than ignored."""
        if self.exhausted and self.to != "resource-row":
            raise ValueError("exhausted: true goes with to: resource-row only")
        if self.bottom and self.at is not None:  # enc-enter14
            raise ValueError("bottom: true counts from the bottom: not with at (a place from the top)")
        if self.at is not None and self.move_top != 1:
            raise ValueError("at: N moves the one card N from the top: move_top: 1")
        if self.counted_by is not None and (not isinstance(self.move_top, Count) or self.player == "you"):  # enc-r2d
            raise ValueError("counted_by: mover reads a count ({count: …}) from each deck's player's point of view: "
                             "not a fixed amount, and not with player: you")
        return self


class ChooseCard(Strict):
    """"Target opponent chooses an ally in his party", "choose at random a friendly hero or ally": a
    card chosen as the link resolves (709.2b) by the player named, or at random among the cards that
    fit (706.5's method: the set first, then the pick); later effects name it `{chosen: NAME}`."""

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)
    choose_card: Selector = Field(description="the cards to choose among, read from the chooser's point of view "
                                              "('you' is the chooser)")
    by: Union[Literal["you"], PlayerOf, TargetPlayer] = Field("you", description="who chooses: you, a target player")
    random: bool = Field(False, description="picked at random among the cards that fit; the script gives the result")
    as_: str = Field(alias="as", description="the name later effects use: {chosen: NAME}")


class ChooseValue(Strict):
    """"Choose ability, ally, equipment, or quest.", "Name a standard race": a value the link's controller chooses
    as the link resolves (709.2b), which its later effects read (a selector's `chosen_value`)."""

    choose_value: Literal["kind", "race"] = Field(description="what is chosen: one of the kinds `among` lists, or a "
                                                              "race, one of the twelve of the Horde and the Alliance "
                                                              "(the editor's note at 206.1b)")
    among: list[CardKind] | None = Field(None, description="with kind: the kinds offered, as the card lists them")

    @model_validator(mode="after")
    def _offered(self):
        if (self.choose_value == "kind") != (self.among is not None):
            raise ValueError("choose_value: kind lists the kinds offered in `among`; a race is one of the twelve, "
                             "with no `among`")
        if self.among is not None and (len(set(self.among)) != len(self.among) or len(self.among) < 2):
            raise ValueError("among: two or more different kinds")
        return self


class Delve(Strict):
    """"Delve" (a set keyword; the editor's note at 415.3c): look at the top two cards of your deck,
    put any number of them back on top in any order and the rest on the bottom."""

    delve: bool = Field(description="true: the card says Delve")

    @model_validator(mode="after")
    def _said(self):
        if not self.delve:
            raise ValueError("delve: false says nothing; leave the effect out")
        return self


class DiscardCard(Strict):
    """Discard each card picked from its owner's hand (415.9d): "discards a random card" after a
    `choose_card` that picked it, `{discard_card: {chosen: NAME, zone: hand}}`."""

    discard_card: Selector = Field(description="the cards, in a hand (zone: hand)")


Effect = Union[ExtraTurn, SkipTurn, EndTheTurn, CreateProhibition, PutIntoResourceRow, EntersWithDamage, Search, Unless,
               DestroyOne, ChangeTarget, IfYouDo, RestrictAttacks, If, DealDamage, Heal, PutDamage, RemoveDamage, Draw, PutToken,
               CreateModifier, Exhaust, Ready, Destroy, ReturnToHand, InterruptLink, May, Discard, MayPay, PutIntoPlay,
               ReadyResources, MoveAttachment, CreateContinuous, GainControl, RemoveFromGame, CreateTrigger, DontReady,
               TopOfDeck, ShuffleIntoDeck, PutIntoHand, RemoveFromCombat, SwitchDamage, ExchangeControl,
               BecomeDefender, PutCounters, RemoveCounter, RemoveStatCounters, CounterOfChoice, TurnDeckOver, CopyCard, BecomeCopy, ChangeSeat,
               LookAtHand, Flip, DrawUntil, RemoveForAWhile, ReturnStartingHero, BeginRaid, BuildNewDeck,
               KeepForNextGame, MoveTop, ChooseCard, DiscardCard, Delve, TurnFaceDown, InterruptAll,
               ChooseOne, PutOnDeck, PutTokenCopy, ReturnOne, ChooseValue]


class TargetSpec(Strict):
    """One target of a link (706): its description and whether it may be left unchosen."""

    id: str
    kind: Union[CardKind, Literal["player"], list[CardKind]] = Field(
        "character", description="'player': a target player (706.1), named in the script by name; a list: "
                                 "any of those kinds ('target ally or weapon')")
    controller: Relation = "any"
    optional: bool = False
    distinct: bool = Field(True, description="'another': must differ from the link's other targets")
    after: str | None = Field(None, description="with optional: this slot may be chosen only if the slot named was "
                              "('target up to five …; 5, 4, 3, 2 and 1 damage to them, respectively': the larger "
                              "amounts go to the first targets chosen, none skipped) (707.1d)")
    zone: Literal["play", "graveyard", "removed", "chain"] = Field("play", description="a zone other than play that the description "
                                                         "names (706.1b); 'chain': an interrupt's target, a card on the "
                                                         "chain that was played (711.3)")
    fits: Selector | None = Field(None, description="the target must also fit this, read from the link's controller's "
                                  "point of view: 'target exhausted ally' is {kind: ally, fits: {exhausted: true}}")
    count: Union[Number, Literal["any"], None] = Field(None, description="several targets of one description: 'three "
                                                    "target allies'; 'any': any number of them, at least one (707.1d)")
    up_to: bool = Field(False, description="with count: 'up to N targets', as few as none (707.1d)")
    random: bool = Field(False, description="'a random [hero or ally]': picked at random among the legal targets, "
                                            "the magnets among them first (706.5); the script records the result")
    row: Literal["resource"] | None = Field(None, description="'target resource': a card in a resource row (412)")
    cost: Union[Number, Literal["X"], None] = Field(None, description="'with cost N' / 'with cost X' (X: 707.1b, 201.3)")
    token: bool | None = Field(None, description="false: 'target non-token ally'; true: only a token (404.2)")
    not_event: Literal["subject", "source", "destination", "opponent"] | None = Field(
        None, description="'another': not the card of the trigger event in this role")
    chosen_by: Literal["subject", "source", "destination", "opponent"] | None = Field(
        None, description="a triggered effect's target chosen by the controller of the event's card in this "
                          "role ('that opponent chooses a target'), as the effect joins the chain (715.1)")
    only_if: "Condition | None" = Field(
        None, description="Empower's target ('Empower Mage: If you control a Mage hero or ally, … target opposing "
                          "ally'): chosen, as any target must be, if the condition holds for the link's controller "
                          "as the link is added; if not, that part is ignored and the slot stays empty (707.1d, the "
                          "editor's note there)")
    one_graveyard: bool = Field(False, description="with zone: graveyard and count: 'three target cards in one "
                                "graveyard': the cards of this slot are all in the same player's graveyard (706.1b)")

    @model_validator(mode="after")
    def _one_graveyard_of_several(self):
        """'In one graveyard' ties the cards of one slot of several targets, all in graveyards (706.1b)."""
        if self.one_graveyard and (self.zone != "graveyard" or self.count is None):
            raise ValueError("one_graveyard needs zone: graveyard and a count (the slot's cards share a graveyard)")
        return self


class CounterCheck(Strict):
    """A check on the counters of one name on a card: "if you removed the last counter" is {named:
    lightning, at_most: 0}, true whenever none is left, even if none was just removed (404.1d)."""

    named: str
    on: Selector = Field(Selector.model_construct(this=True), description="the card; default: the card with the power")
    at_most: Number | None = None
    at_least: Number | None = None


class StatCounterKind(Strict):
    """Which stat counters (404.1c): the change each makes to ATK, health or DEF (DEF on an armor, 304.2), one of
    them at least: "+1 ATK counters" is {atk: 1}."""

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)
    atk: SignedNumber = Field(0, description="the change to ATK each counter makes")
    health: SignedNumber = Field(0, description="the change to health each counter makes")
    defense: SignedNumber = Field(0, alias="def", description="the change to DEF each counter makes")

    @model_validator(mode="after")
    def _a_stat(self):
        if not (self.atk or self.health or self.defense):
            raise ValueError("a stat counter changes ATK, health or DEF (404.1c)")
        return self


class StatCounterCheck(StatCounterKind):
    """enc-enter10: a check on the stat counters making one change on the card with the power (404.1c, 404.1d): "if
    none remain" after "remove a +1 ATK counter" is {atk: 1, at_most: 0}, true whenever none is left."""

    at_most: Number | None = None
    at_least: Number | None = None

    @model_validator(mode="after")
    def _a_bound(self):
        if self.at_most is None and self.at_least is None:
            raise ValueError("give at_most or at_least")
        return self


class MoreDamage(Strict):
    """Some card that fits ``of`` has more damage on it (405.1) than any card that fits ``than``:
    "if an opposing hero has more damage on it than your hero" is {of: {kind: hero, controller:
    opponent}, than: {kind: hero, controller: you}}. With no card that fits ``than``, more than 0."""

    of: Selector
    than: Selector
    than_any: bool = Field(False, description="enc-if4: more than some one card that fits ``than``, not than every one: "
                           "'if your hero has more damage than an opposing hero' is {of: {kind: hero, controller: you}, "
                           "than: {kind: hero, controller: opposing}, than_any: true} (any one opponent's hero, 102)")


class MoreCards(Strict):
    """More cards fit ``of`` than fit ``than``, counted as the condition is read: "if its controller
    has more equipment than you" is {of: {kind: equipment, controller_of: first}, than: {kind:
    equipment, controller: you}} (the cards a player controls, 401.1); "if he has more cards in hand
    than you" is {of: {zone: hand, player: first}, than: {zone: hand, owner: you}} (415.4)."""

    of: Selector
    than: Selector
    per_opponent: Literal["of", "than"] | None = Field(
        None, description="enc-cond: 'an opponent has more resources than you' (per_opponent: of), 'you control more "
                          "allies than an opponent' (per_opponent: than): that side is counted for each opponent "
                          "alone, only the cards that opponent controls (in play, 401.1) or owns (elsewhere, 415), "
                          "and the condition holds if it holds for at least one opponent; that side must name "
                          "opposing cards")
    each_opponent: bool = Field(False, description="enc-turn11: 'you control fewer resources than each opponent' "
                                "(per_opponent: of, each_opponent: true): it holds only if it holds against every "
                                "opponent still in the game, not one of them; only with per_opponent")

    @model_validator(mode="after")
    def _each_only_per_opponent(self) -> "MoreCards":
        if self.each_opponent and self.per_opponent is None:
            raise ValueError("each_opponent goes only with per_opponent (each opponent's cards counted alone)")
        return self

    @model_validator(mode="after")
    def _opposing_side(self) -> "MoreCards":
        side = getattr(self, self.per_opponent) if self.per_opponent else None
        if side is not None and side.controller != "opposing" and side.owner not in ("opponent", "opposing"):
            raise ValueError(f"per_opponent: {self.per_opponent} counts each opponent's cards: that selector must "
                             "name opposing cards (controller: opposing, or owner: opponent)")
        return self


class Condition(Strict):
    """A condition about the game, read for a player ("you"); every field given must hold."""

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)
    hand_at_least: Number | None = Field(None, description="you have at least this many cards in hand")
    fewest_in_hand: bool = Field(
        False, description="enc-r2d: some player still in the game has fewer cards in his hand than each other player "
                          "(415.4a), read as the game now is; a tie for fewest is no such player: 'if a player has "
                          "fewer cards in hand than each other player' (and 'he', that player: a draw's player "
                          "fewest-in-hand)")
    your_turn: bool | None = Field(None, description="it is (true) or is not (false) your turn: 'during your turn, "
                                   "pay (4) to complete this quest' (701.1)")
    opponents_turn: bool | None = Field(None, description="the turn player is (true) or is not (false) an opponent of "
                                        "yours, not a teammate: 'on an opponent's turn: pay (4) to complete this "
                                        "quest' (701.1, 702.2)")
    exists: Selector | None = Field(None, description="some card fits: 'if your hero is a Troll' is {exists: {kind: "
                                    "hero, controller: you, trait: Troll}}; 'while he's in bear form' is {exists: "
                                    "{this: true, keyword: Bear Form}}")
    at_least: Number = Field(1, description="with exists: at least this many cards fit ('four or more allies'); "
                             "with happened: at least this many events, or with different this many different cards")
    different: Literal["subject", "source", "destination", "opponent"] | None = Field(
        None, description="with happened: count the different cards that had this role in the events, wherever "
                          "they are now (703.4): 'if three or more allies you controlled dealt damage this turn' is "
                          "{happened: {event: damage, source: {kind: ally, controller: you}}, different: source, "
                          "at_least: 3}")

    amounts: Literal["all", "subject", "source", "destination"] | None = Field(
        None, description="enc-turn9: with happened, at_least is a total of the events' amounts (the damage a packet "
                          "dealt, 408.2a), not a count of events: 'all' adds up every such event ('if allies you "
                          "controlled dealt 5 or more damage this turn'); a role adds up each card's own events in that "
                          "role, and one card must reach it ('if an opposing hero was dealt 5 or more damage this turn' "
                          "is {happened: {event: damage, destination: {kind: hero, controller: opposing}}, amounts: "
                          "destination, at_least: 5})")

    @model_validator(mode="after")
    def _amounts_add_up_packets(self):
        """'amounts' adds up the damage or healing of 'happened' (408.2a): it needs one of those events, not 'different'."""
        if self.amounts is not None and (self.happened is None or self.happened.event not in ("damage", "heal")
                                         or self.different is not None):
            raise ValueError("'amounts' adds up the damage or healing of 'happened': give 'happened' of event damage "
                             "or heal, without 'different'")
        return self

    @model_validator(mode="after")
    def _different_counts_events(self):
        """'different' counts the cards of this turn's events: it needs 'happened'."""
        if self.different is not None and self.happened is None:
            raise ValueError("'different' counts the cards of 'happened': give 'happened' too")
        return self
    happened: EventPattern | None = Field(None, description="an event of this kind has happened this turn: 'if "
                                          "you've played an ability this turn' is {happened: {event: played, "
                                          "subject: {kind: ability, controller: you}}}")
    targeted: dict[str, CardKind] | None = Field(None, description="in an effect: the link still legally targets a "
                                                 "card of this kind in this slot ('if you targeted a hero', 706.3)")
    counters: CounterCheck | None = Field(None, description="how many counters of a name are on a card (404.1d)")
    stat_counters: StatCounterCheck | None = Field(None, description="enc-enter10: how many stat counters making a "
                                                   "change are on the card with the power (404.1c, 404.1d)")
    more_damage: "MoreDamage | None" = Field(None, description="'if an opposing hero has more damage on it than your "
                                             "hero' (Bloodrush)")
    more_cards: "MoreCards | None" = Field(None, description="more cards fit one selector than another: 'if its "
                                           "controller has more equipment than you' (enc-enter)")
    opposing_link_targets: Selector | None = Field(
        None, description="a link on the chain that an opponent controls, a card or an effect, targets a card that "
                          "fits: 'your hero is the target of an opposing card or effect' (706.1)")
    types_differ: Selector | None = Field(
        None, description="enc-reward7: two of the cards that fit have different card types (300.1c; a weapon, an armor "
                          "and an item are all equipment, 300.1): 'if they have different card types' after revealing "
                          "the top two cards is {types_differ: {zone: deck, revealed_this_way: true}}; false with fewer "
                          "than two cards")
    names_shared: Selector | None = Field(
        None, description="enc-reward12: two of the cards that fit have the same name (200.1: the name printed above "
                          "the art; 414.3a: a card without a name, face down, never has the same name as another): 'if "
                          "two or more allies have the same name' is {names_shared: {kind: ally}}; false with fewer than "
                          "two cards")
    not_: "Condition | None" = Field(None, alias="not", description="the condition is false")
    all_: "list[Condition] | None" = Field(None, alias="all", description="every one of these holds")
    any_: "list[Condition] | None" = Field(None, alias="any", description="at least one of these holds")


class Mode(Strict):
    """One mode of a card with "Choose one: …; or …" (707.1c): its own targets and effects."""

    targets: list[TargetSpec] = []
    effects: list[Effect]
    ongoing: bool = Field(False, description="the ongoing mode of a card with one ongoing and one non-ongoing mode: "
                                             "chosen, the card enters play (as an attachment, with attach); the "
                                             "other mode sends it to the graveyard (305.2d)")
    attach: str | None = Field(None, description="with ongoing: the target slot it enters play attached to (400.2)")


class Triggered(Strict):
    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)
    when: EventPattern
    if_: Condition | None = Field(None, alias="if", description="a double-check condition: checked as the power "
                                  "would trigger and again as its effect resolves (703.2)")
    while_: Condition | None = Field(None, alias="while", description="enc-while4: 'While <condition>, when …, …': the "
                                     "power works only while the condition holds for its controller (714.3a): it "
                                     "triggers only if the condition is true as its event happens (703.1), and is not "
                                     "checked again as its effect resolves (no double-check, 703.2)")
    zones: list[Literal["play", "chain", "deck", "graveyard", "any"]] = Field(
        ["play"], description="where the power works: a power that also works on the chain sees its own card being "
                              "played (703.3b); one that works in the deck triggers only for its card revealed there "
                              "(703.3a); one that works in the graveyard ('Death Rattle', 'Eternal': when this card "
                              "enters your graveyard from anywhere) sees its own card arrive there (703.3a)")
    targets: list[TargetSpec] = Field([], description="chosen as the effect joins the chain (708.2, 707.1d)")
    effects: list[Effect]
    your_turn: bool = Field(False, description="'during each of your turns': only while its controller is the turn player")
    opponents_turn: bool = Field(False, description="'on an opponent's turn': only while the turn player is an opponent "
                                 "of its controller, not a teammate (703.1)")
    first_each_turn: Union[bool, Literal["subject", "source", "destination", "opponent"]] = Field(
        False, description="'the first time … each turn': only the first such event in a turn; a role ('subject'): "
                           "the first such event for each card in that role ('when each ally in your party attacks "
                           "for the first time each turn')")
    once: bool = Field(False, description="a triggered modifier that triggers 'the next time' its event happens, "
                                          "then ends (715.1)")
    later_turn: bool = Field(False, description="enc-turn8: a triggered modifier that sees only the events of a turn after "
                             "the one it was made in: 'at the end of the next turn' is {when: {event: turn-ends}, once: "
                             "true, later_turn: true} (715.1); refused on a card's own triggered power")


class CardsToPay(Strict):
    """Cards of the player's hand or graveyard that a cost uses: "discard a Frost card", "remove up to
    five Combo cards in your graveyard from the game". The player picks them as the cost is paid."""

    fits: Selector = Field(Selector.model_construct(), description="what they must be, read from their printed information")
    count: Number = Field(1, ge=1, description="how many")
    up_to: bool = Field(False, description="'up to N': the player may pick fewer, none at all")


class CardsInPlayToPay(Strict):
    """Several cards in play that one part of a cost uses: "exhaust two allies in your party" is
    {fits: {kind: ally, controller: you}, count: 2}. The player picks each as the cost is paid
    (707.1e); the cost can be paid only with that many that fit (403.1)."""

    fits: Selector = Field(description="what they must be, read as they are in play")
    count: Number = Field(ge=2, description="how many, each a different card (one card is exhaust_one)")


class CountersToPay(Strict):
    """Counters of one name that a cost removes from the card with the power (404.1a): "Remove two
    cannonball counters" is {named: cannonball, count: 2}; only with that many on it (403.1)."""

    named: str = Field(description="the counters' name")
    count: Number = Field(1, ge=1, description="how many")
    on: Selector | None = Field(None, description="r2-either: the card they come off instead of the card with the "
                                "power, e.g. {controller: you} ('remove an honor counter from a card you control'); "
                                "the player picks one with that many as the cost is paid (707.1e)")


class StatCountersToPay(StatCounterKind):
    """enc-enter10: stat counters a cost removes from the card with the power (404.1a, 404.1c): "Remove a +1 ATK
    counter" is {atk: 1}; only with that many such counters on it (403.1). Each removed ends its modifier."""

    count: Number = Field(1, ge=1, description="how many")


class Cost(Strict):
    """The cost of a payment power, left of the arrow (701.1), or a card's additional cost (707.1e);
    its parts are paid together, and only if every part can be paid (403.1)."""

    resources: Union[Number, Literal["X"]] = Field(0, description="(N) or (X): exhaust that many resources (403.5b, 707.1b)")
    exhaust: bool = Field(False, description="[Exhaust]: exhaust this card (701.3)")
    put_damage: Union[Points, Literal["X"]] = Field(
        0, description="put this much damage on this card, or on the card damage_on names (405.3); X: the value "
                       "chosen for X as the power is used ('put X damage on her', 707.1b)")
    damage_on: Selector | None = Field(None, description="with put_damage: the card it goes on instead of this one, "
                                       "e.g. {kind: hero, controller: you} ('put 2 damage on your hero'); with "
                                       "several that fit, the player picks one as the cost is paid (707.1e)")
    flip: bool = Field(False, description="flip this hero face down (301.2)")
    destroy: bool = Field(False, description="destroy this card (415.9c)")
    remove: bool = Field(False, description="remove this card from the game (415.7a)")
    return_to_hand: bool = Field(False, description="put this card into its owner's hand ('put Burst of Knowledge into "
                                 "its owner's hand'): a new card there (415.9a)")
    to_deck_bottom: bool = Field(False, description="enc-turn4: put this card on the bottom of its owner's deck ('put "
                                 "Heavy Netherweave Bandage on the bottom of its owner's deck', 415.3c): a new card there "
                                 "(415.9a)")
    concede: bool = Field(False, description="concede the game (800.1a): using such a power is hearthing, which adds "
                          "no link; its effects happen as the cost is paid and the game then ends (800.1c)")
    destroy_one: Selector | None = Field(None, description="destroy a card that fits, e.g. 'destroy an ally you "
                                                           "control'; the player picks it as the cost is paid")
    exhaust_one: Selector | None = Field(None, description="exhaust a ready card in play that fits, e.g. 'exhaust an "
                                         "ally in your party' (411.1); picked as the cost is paid, then known to the "
                                         "effect as {paid: exhausted}")
    discard: CardsToPay | None = Field(None, description="discard cards from your hand that fit (415.9d); known to the "
                                       "effect as {paid: discarded, zone: graveyard}")
    remove_from_graveyard: CardsToPay | None = Field(
        None, description="remove cards in your graveyard that fit from the game (415.7a); known to the effect as "
                          "{paid: removed, zone: removed}, so 'that much' is {count: {paid: removed, zone: removed}}")
    remove_top: Number = Field(0, description="remove the top N cards of your deck from the game (415.7a); "
                                              "only if the deck has N cards (403.1)")
    remove_one: Selector | None = Field(None, description="remove from the game a card in play that fits, e.g. "
                                        "{kind: ally, controller: you, token: false} ('remove a non-token ally in "
                                        "your party from the game', 415.7a); picked as the cost is paid, then known "
                                        "to the effect as {paid: removed, zone: removed}")
    remove_counters: CountersToPay | None = Field(None, description="remove that many counters of that name from "
                                                  "this card (404.1a, 707.1e); only with that many on it (403.1)")
    remove_stat_counters: StatCountersToPay | None = Field(
        None, description="enc-enter10: remove that many such stat counters from this card (404.1c, 707.1e)")
    turn_face_down: Selector | None = Field(None, description="turn a face-up resource that fits face down, e.g. "
                                            "{kind: quest, controller: you} (412.1b): it becomes a new card")
    exhaust_several: CardsInPlayToPay | None = Field(
        None, description="exhaust that many different ready cards in play that fit, e.g. {fits: {kind: ally, "
                          "controller: you}, count: 2} ('exhaust two allies in your party', 411.1); picked one at a "
                          "time as the cost is paid, none of them a card another part exhausts, then known to the "
                          "effect as {paid: exhausted}")
    either: "list[Cost] | None" = Field(
        None, description="r2-either: 'Pay 2 or remove an honor counter from a card you control': two costs, one of "
                          "which the player chooses as the power is used and pays in full (707.1e, 403.1); the choice "
                          "is scripted ('choose: first' / 'choose: second'), never defaulted. With it, no other part")

    @model_validator(mode="after")
    def _either_alone(self):
        """An either/or cost is the whole cost: two plain options, neither X nor itself either/or."""
        if self.either is None:
            return self
        if len(self.either) != 2:
            raise ValueError("either lists exactly two costs")
        if self.model_dump(exclude_defaults=True).keys() - {"either"}:
            raise ValueError("a cost with either has no other part: put each part in one of its options")
        for option in self.either:
            if option.either is not None or chooses_x(option) or option.concede:
                raise ValueError("an either option is a plain cost: no X, no concede, no either inside it")
        return self


def read_once(cache: dict[int, tuple], definition: "CardDefinition", read):
    """``read(definition)``, kept in ``cache`` per definition: definitions are frozen and shared by
    every library made from another, and one kept here is never freed, so its id is not reused."""
    found = cache.get(id(definition))
    if found is None or found[0] is not definition:
        found = cache[id(definition)] = (definition, read(definition))
    return found[1]


def chooses_x(cost: "Cost") -> bool:
    """X is chosen as the power is used if, and only if, some part of its cost is X (707.1b)."""
    return cost.resources == "X" or cost.put_damage == "X"


class Payment(Strict):
    """A payment power (701): cost >>> effect. Using it adds its effect to the chain."""

    cost: Cost
    only_your_turn: bool = Field(False, description="'use only on your turn'")
    only_if: Condition | None = Field(None, description="'use only while [condition]': the power can be used only "
                                      "while the condition holds for its controller (701.1)")
    once_per_turn: bool = Field(False, description="'Once per turn:': counted on this card and this power (701.4)")
    zone: Literal["play", "graveyard"] = Field(
        "play", description="where the power works (700.2): 'graveyard' for a power used while its card is in its "
                            "owner's graveyard, by that owner (701.2: a card with no controller), and only there")
    targets: list[TargetSpec] = []
    effects: list[Effect]
    modes: list[Mode] = Field([], description="'cost >>> Choose one: …; or …': the modes, one of which is chosen as "
                              "the power is used (707.1c), before its targets (707.1d); the use action names it "
                              "(`mode`); their effects follow ``effects``")

    @model_validator(mode="after")
    def _power_modes(self):
        """enc-modes: two modes or more, none ongoing (a power's effect is no card to enter play, 305.2d); no modes on
        hearthing, which adds no link (800.1)."""
        if self.modes and len(self.modes) < 2:
            raise ValueError("a power with modes has at least two")
        if any(m.ongoing or m.attach for m in self.modes):
            raise ValueError("a power's mode can't be ongoing or attach: its effect is no card (305.2d)")
        if self.modes and self.cost.concede:
            raise ValueError("modes on a power that concedes (hearthing adds no link, 800.1)")
        return self


class Reward(Payment):
    """A quest's reward power (702.1): a payment power, and, with ``modes``, "Choose one: …; or …" after
    'Reward:' (707.1c): the modes are chosen as the quest is completed, before its targets (707.1d), by its
    controller or, with ``opponent_chooses``, by an opponent the controller first chooses; their effects
    follow ``effects``."""

    modes: list[Mode] = Field([], description="'Reward: Choose one: …; or …': the modes, one of which is chosen as "
                              "the quest is completed (707.1c); the complete action names it (`mode`)")
    opponent_chooses: bool = Field(False, description="'Reward: An opponent chooses one: …': the quest's controller "
                                   "chooses an opponent, who chooses the mode as the quest is completed (707.1c)")
    both_if: "Condition | None" = Field(None, description="'If your hero is a Gnome, you may choose both': while this "
                                        "holds for the quest's controller, the two modes may both be chosen (707.1c)")

    @model_validator(mode="after")
    def _modes(self):
        """Two modes or more; an ongoing mode has no meaning on a reward (305.2d is a card's); 'both' is two modes
        chosen by the quest's controller; an opponent's choice of a mode with targets is not read."""
        if self.modes and len(self.modes) < 2:
            raise ValueError("a reward with modes has at least two")
        if any(m.ongoing or m.attach for m in self.modes):
            raise ValueError("a reward's mode can't be ongoing or attach: a quest's reward is an effect (305.2d)")
        if (self.opponent_chooses or self.both_if is not None) and not self.modes:
            raise ValueError("opponent_chooses and both_if need modes")
        if self.both_if is not None and (len(self.modes) != 2 or self.opponent_chooses):
            raise ValueError("both_if: two modes, both chosen by the quest's controller")
        if self.opponent_chooses and any(m.targets for m in self.modes):
            raise ValueError("opponent_chooses with a mode that has targets: not read (who chooses them, and when)")
        return self


class AlternateCost(Strict):
    """An alternate cost paid in place of the resource cost (707.1e, 403.3): exhaust a card you
    control that fits, e.g. 'exhaust a shield you control', or destroy one, e.g. 'destroy one of
    your resources'."""

    exhaust: Selector | None = None
    destroy: Selector | None = Field(None, description="destroy a card that fits; not if that destruction would "
                                     "be replaced (403.1)")
    remove: Selector | None = Field(None, description="remove from the game a card that fits in the zone the "
                                    "selector names: 'remove a Poison card in your hand from the game' is {zone: "
                                    "hand, owner: you, tag: Poison}; never the card being played (415.7a)")
    count: Number = Field(1, ge=1, description="how many different cards: 'destroy two of your resources'; the "
                                               "script names them all, alternate: [a, b] (707.1e)")
    first_turn: bool = Field(False, description="'on your first turn, you may play this card without paying its "
                             "cost' (Preparation, the editor's note at 707.1e): nothing is paid, and only during its "
                             "player's own first turn of a game replayed from its start; the script names no card, "
                             "alternate: []")

    @model_validator(mode="after")
    def _one(self):
        given = [f for f in ("exhaust", "destroy", "remove", "first_turn") if getattr(self, f) not in (None, False)]
        if len(given) != 1:
            raise ValueError("give exactly one of exhaust, destroy, remove and first_turn")
        if self.first_turn and self.count != 1:
            raise ValueError("first_turn pays with no card: it takes no count")
        return self


class Allowance(Strict):
    """"You may control N additional [tag] cards": raises the limit of a numbered tag (414.3b) for
    the controller of the card with the power."""

    tag: str = Field(description="the tag without its number, e.g. Pet")
    more: Number = 1
    different_names: bool = Field(False, description="'as long as they have different names'")
    zone: Literal["play", "graveyard"] = Field(
        "play", description="where the power works (700.2): 'graveyard' for 'while this card is in your graveyard': "
                            "it raises the limit of the card's owner there, and only there")


class Sabotage(Strict):
    """"[These characters] can sabotage [objects]": they may be proposed as the attacker of a
    sabotage combat against an object that fits (601.2b); the object is not a target."""

    affects: Selector = Field(description="the characters that can sabotage, e.g. {this: true}")
    objects: Selector = Field(description="what they can sabotage, e.g. {row: resource} for resources")


class Stash(Strict):
    """"Stash: …" (War of the Elements on): the card may be placed face up as a resource; as it
    enters the resource row face up this power triggers, and the card is turned face down at once
    (the editor's note at 412.1b)."""

    targets: list[TargetSpec] = Field([], description="chosen as the effect joins the chain (708.2, 707.1d)")
    effects: list[Effect]


class Power(Strict):
    """One power printed on a card; exactly one of the fields is set."""

    @model_validator(mode="after")
    def _later_turn_is_a_modifiers(self):
        """enc-turn8: 'a later turn' counts from the turn a triggered modifier was made in (715.1); a printed power has none."""
        if self.triggered is not None and self.triggered.later_turn:
            raise ValueError("later_turn belongs to a create_trigger's modifier (715.1), not to a card's own triggered power")
        return self

    @model_validator(mode="after")
    def _one_player_is_a_links(self):
        """enc-r2c: a "can't" aimed at one player names him as a link resolves (712.2); a printed power has no link
        to name him with: refused rather than forbid no one."""
        if self.prohibition is not None and not isinstance(self.prohibition.players, (str, type(None))):
            raise ValueError("a prohibition's players is a relation (you, opponent, …) on a card's power: one player "
                             "(target_player, controller_of) is named by a link's create_prohibition only")
        return self

    continuous: Stat | None = None
    prohibition: Prohibition | None = None
    replacement: Replacement | None = None
    triggered: Triggered | None = None
    payment: Payment | None = None
    reward: Reward | None = Field(None, description="a quest's reward power: completion cost, then 'Reward:' "
                                   "effects (702.1)")
    attack_rule: AttackRule | None = None
    allowance: Allowance | None = None
    as_enters: AsEnters | None = None
    inspire: list[Literal["ally", "ability", "equipment", "hero", "resource", "quest",
                          "weapon", "armor", "item"]] | None = Field(
        None, description="'Inspire: [kinds]': one card of each kind named, in other players' ready steps (501.1b)")
    may_stay_exhausted: bool = Field(False, description="'you may choose not to ready this card during your ready "
                                     "step': its controller decides in each of their ready steps (501.1a)")
    sabotage: Sabotage | None = Field(None, description="'… can sabotage …': what the characters it affects may be "
                                      "proposed to sabotage (600.1, 601.2b)")
    can_protect: Selector | None = Field(None, description="'this ally can protect your hero': without Protector, the "
                                         "card with this power is able to protect (602.2) a proposed defender that "
                                         "fits, and no other, e.g. {kind: hero, controller: you}")
    protected_by: Selector | None = Field(None, description="enc-while3: 'other allies in your party can protect this "
                                          "ally': without Protector, each character that fits, read from this card's "
                                          "controller's side, is able to protect this card when it is the proposed "
                                          "defender (602.2), while this card is in play")
    enters_exhausted: Selector | None = Field(None, description="'opposing allies enter play exhausted': while the card "
                                              "with this power is in play, each card that fits enters play exhausted "
                                              "(710.1b), read from its controller's side")
    stash: Stash | None = Field(None, description="'Stash: …': placed face up as a resource, the card triggers this "
                                "power and is turned face down at once (412.1b, its editor's note)")
    keyword: str | None = Field(None, description="the set keyword this power spells out (adjudicator/cards/keywords.py): "
                                "added as the card is read, never written by hand")

    @model_validator(mode="after")
    def _prevents_a_number(self):
        """enc-deal6: X and a count are amounts a resolving link reads (709.2d); a card's own prevention power,
        which no link makes, prevents a number of each packet, or all of it (717.2)."""
        prevent = self.replacement.instead.prevent if self.replacement is not None else None
        if prevent is not None and not isinstance(prevent, int) and prevent != "all":
            raise ValueError("a prevention power prevents N or all; X or a count is read only by a link's "
                             "create_modifier, as it resolves (709.2d)")
        return self


# No model_rebuild() here: the forward references are resolved as each model is first used
# (defer_build, Strict), so that a start-up that reads the cached library builds no model.


class CardMatch(Strict):
    """Which cards a deckbuilding list names, read from their printed information: every field
    given must fit ("[Horde] cards", "Murloc allies")."""

    kind: CardKind | None = None
    named: str | None = None
    faction: str | None = Field(None, description="the faction icon, Alliance or Horde (206.1b)")
    class_icon: str | None = Field(None, description="a class icon outside the text box (206.1a)")
    trait: str | None = Field(None, description="a trait on the type line, e.g. a race")
    tag: str | None = None
    talent: bool = Field(False, description="a Talent card of any spec: its type line or its bold "
                                         "Talent line says so (100.2c's editor's note)")


class Deckbuilding(Strict):
    """A hero's bold "Deckbuilding" text (100.2d): cards the deck may include although 100.2a or
    100.2b would keep them out, and cards it may not include; a card on both lists is forbidden."""

    allow: list[CardMatch] = Field([], description="cards legal in this hero's deck despite 100.2a/100.2b")
    forbid: list[CardMatch] = Field([], description="cards not legal in this hero's deck ('you can't put "
                                                    "[Horde] or [Alliance] cards in your deck')")


class HeroBack(Strict):
    """The other side of a two-sided hero (301.2): what it shows once flipped face down. ATK and
    health not given are the same as on the face-up side (301.2b)."""

    atk: Points | None = None
    health: Points | None = None
    keywords: list[str] = []
    powers: list[Power] = Field([], description="the powers printed on this side; only these work while it is up "
                                "(301.2a)")
    text: str = Field("", description="this side's text in our own words, for display")

    @model_validator(mode="before")
    @classmethod
    def _keyword_powers(cls, data):
        """A set keyword on this side stands for powers of this side (keywords.py)."""
        return spelled_out(data, alternate=False)


class EnteringStatCounters(StatCounterKind):
    """enc-enter10: the stat counters a card enters play with (710.1b, 404.1c): "this weapon enters play with three +1
    ATK counters", "… with a +1 ATK counter for each face-up resource you control" (counted as it enters play), "… with
    X +1 ATK counters" (the X chosen as it was played, 707.1b); each is a modifier of the card, as a put counter is."""

    count: Union[Number, Literal["X"], Count] = Field(description="how many counters")


class EntersPlay(Strict):
    """710.1b: "enters play exhausted" / "enters play with N damage on it"."""

    exhausted: bool = False
    damage: Points = 0
    counters: dict[str, Union[Number, Literal["X"]]] = Field(
        {}, description="'enters play with three lightning counters on it' (404.1); X: 'with X fury counters', the X "
                        "chosen as the card was played (707.1b)")
    stat_counters: EnteringStatCounters | None = Field(
        None, description="enc-enter10: 'enters play with three +1 ATK counters' (404.1c)")


def _divided_problem(model: BaseModel, role: str) -> str | None:
    """Where a divided DealDamage (or Heal) sits that no link shares out (CardDefinition._divided_where_shared_out);
    ``role`` is the field that holds ``model`` ("card" for the card itself)."""
    shared_out = isinstance(model, (CardDefinition, Mode, Triggered)) or (
        isinstance(model, Payment) and role == "payment" and not model.cost.concede)
    for name in type(model).model_fields:
        value = getattr(model, name)
        items = value if isinstance(value, list) else list(value.values()) if isinstance(value, dict) else [value]
        split = [e for e in items if isinstance(e, (DealDamage, Heal)) and e.divided]  # enc-eff (s9): healing too
        if split and (name != "effects" or not shared_out):
            return f"damage divided as you choose in {role}.{name}: no share of it is ever chosen there (707.1d)"
        if len(split) > 1:
            return "two effects of one link divide damage: a link's division is one share for each target (707.1d)"
        for item in items:
            if isinstance(item, BaseModel):
                problem = _divided_problem(item, name)
                if problem:
                    return problem
    return None


class CardDefinition(Strict):
    name: str
    zh: str | None = None
    set: str | None = None
    number: str | None = None
    cost: Number | None = None
    type: Literal["hero", "ally", "weapon", "armor", "item", "ability", "quest", "location"]
    also_types: list[Literal["ally"]] = Field(
        [], description="further card types in every zone: a Totem ability ally is an ability and an ally (305.3a)")
    tags: list[str] = []
    classes: list[str] = []
    faction: str | None = None
    traits: list[str] = []
    atk: Points | None = None
    damage_type: DamageType | None = Field(None, description="its ATK's damage type, or a list of several (408.3a)")
    health: Points | None = None
    defense: Points | None = Field(None, alias="def")
    strike_cost: Number | None = None
    capacity: Number | None = Field(None, description="a location's capacity: it never has more named counters than "
                                    "this (306.3)")
    ally_wielders: bool = Field(False, description="a weapon that lets you strike 'while an ally in your party is "
                                                   "in combat': the allies you control are wielders too (303.2d)")
    keywords: list[str] = []
    # Deckbuilding facts (100.2, 301.4), printed information read only by the deck checker.
    reputation: str | None = Field(None, description="'[Description] Reputation' in bold, e.g. Aldor (100.2c)")
    hero_required: str | None = Field(None, description="'[Trait] Hero Required' in bold: the trait the hero "
                                                         "must have, e.g. Dwarf or Arcane (100.2b)")
    talent: str | None = Field(None, description="'[Spec] Talent' in bold, e.g. Frost: the deck can't have the Talents "
                                                  "of its class's two other specs (the editor's note at 100.2c)")
    master_hero: bool = Field(False, description="a Master Hero (type hero): it goes into the deck, not into "
                                                 "play at the start (301.4, 100.2e)")
    deckbuilding: Deckbuilding | None = Field(None, description="a hero's 'Deckbuilding' lists (100.2d)")
    from_graveyard: bool = Field(False, description="'you may play this card from your graveyard' (Artifact, the "
                                 "editor's note at 409.1): its owner may play it from their graveyard as from their "
                                 "hand, with the same timing (409.1)")
    choose: str | None = Field(None, description="what the player chooses as the card is played, e.g. 'ally type'; "
                                                 "'race': one of the Horde and Alliance races (Rift, the editor's note "
                                                 "at 707.1e)")
    targets: list[TargetSpec] = []
    host_description: CardKind | list[CardKind] | None = Field(
        None, description="the 'attached [thing]' of its text (400.5); default: its attach description")
    attach: str | None = Field(None, description="'Attach to target …': the target slot it enters play attached to (400.2)")
    attach_to: Selector | None = Field(None, description="'Attach to one of your Melee weapons': an attach description "
                                       "that doesn't target; as the card resolves its controller chooses a card that "
                                       "fits, or, with none, it goes to its owner's graveyard (400.3)")
    x_cost: bool = Field(False, description="the cost is 'cost+X': X is chosen as the card is played (707.1b) "
                                           "and is 0 anywhere but the chain (201.3)")
    x_max: Number | None = Field(None, description="'X can't be more than N': the most X may be chosen as the card is "
                              "played; the card's text wins over the rule that lets any number be chosen (103.1)")
    enters_play: EntersPlay | None = Field(None, description="how the card enters play: exhausted, with damage (710.1b)")
    back: HeroBack | None = Field(None, description="a hero's other side (301.2): its ATK, health and powers, which "
                                  "apply while the hero is face down")
    alternate_cost: AlternateCost | None = Field(None, description="'you may … rather than pay this card's cost' (707.1e)")
    effects: list[Effect] = Field([], description="what an ability does when its link resolves")
    modes: list[Mode] = Field([], description="'Choose one: …; or …': the modes, of which the player chooses as the "
                              "card is played; their effects follow ``effects`` (707.1c)")
    choose_modes: Number = Field(1, ge=1, description="'Choose [number]:': how many modes are chosen (707.1c)")
    or_fewer: bool = Field(False, description="'choose one or both': fewer modes may be chosen, at least one")
    play_only_if: Condition | None = Field(None, description="'Play only if your hero is defending …': the card can "
                                           "be played only while this holds for its player; its text wins over the "
                                           "rules that would let it be played (103.1)")
    additional_cost: Cost | None = Field(None, description="'as an additional cost to play this card, destroy one of "
                                         "your Pets': paid with the play cost (707.1e); any part that doesn't act "
                                         "on the card itself")
    face_up_cost: Cost | None = Field(None, description="enc-if4: 'as a cost to place this quest face up, put 2 damage "
                                      "on your hero': a cost added as the quest or location is placed face up (412.1b), "
                                      "paid as the placing adds its link (412.1a, 707.1e); placed face down, nothing")
    powers: list[Power] = []
    not_encoded: str | None = Field(None, min_length=3, description=(
        "a stub: the printed powers the card language can't say yet, in our words (the clause that blocks "
        "them). Its printed facts are right (the deck checker reads them), but random play leaves it out, a "
        "scenario must not rely on its powers, and `adjudicator card`, its page and table mode say so"))
    text: str = Field(description="the card's text in our own words, for display")
    lint: dict[str, str] = Field({}, description="findings of the text-vs-encoding lint (adjudicator cards --lint) "
                                 "that are not mistakes: the check's name and a one-line reason a reader can check")

    @model_validator(mode="before")
    @classmethod
    def _keyword_powers(cls, data):
        """A set keyword stands for powers, or an alternate cost, of the card (keywords.py)."""
        return spelled_out(data)

    @model_validator(mode="after")
    def _talent_of_its_class(self):
        """A Talent's spec is one of its class's three (talents.py): one no class of the card has is refused."""
        if self.talent is not None and not trees(self.classes, self.talent):
            raise ValueError(f"a {self.talent} Talent, a spec of none of the card's classes "
                             f"({', '.join(self.classes) or 'none'}): the specs are {', '.join(SPECS)}")
        return self

    @model_validator(mode="after")
    def _keyword_cost(self):
        """A keyword that is an alternate cost (Trap) and another alternate cost written beside it
        can't both be the card's one alternate cost."""
        for keyword, alternate in alternate_costs(self.keywords):
            if self.alternate_cost != AlternateCost.model_validate(alternate):
                raise ValueError(f"{keyword} is the card's alternate cost; it has another one written")
        return self

    @model_validator(mode="after")
    def _additional_cost(self):
        """An additional cost is paid as the card is played from the hand: no part of it can act on
        the card itself (exhaust, flip, destroy or remove it, or put damage on it)."""
        extra = self.additional_cost
        if extra is not None and (extra.exhaust or extra.flip or extra.destroy or extra.remove or extra.return_to_hand
                                  or extra.to_deck_bottom or (extra.put_damage and extra.damage_on is None)):
            raise ValueError("an additional cost can't exhaust, flip, destroy, remove, return or damage the card "
                             "being played; put_damage needs damage_on")
        return self

    @model_validator(mode="after")
    def _face_up_cost(self):
        """enc-if4: only a quest or a location may be placed face up (412.1b); its cost is paid from the hand, so no
        part acts on the card itself, and no resources or X (no resource cost is worked out for a placing, 412.1a)."""
        extra = self.face_up_cost
        if extra is None:
            return self
        if self.type not in ("quest", "location"):
            raise ValueError("face_up_cost: only a quest or a location may be placed face up (412.1b)")
        if extra.exhaust or extra.flip or extra.destroy or extra.remove or extra.return_to_hand or extra.to_deck_bottom \
                or extra.resources \
                or extra.either is not None or (extra.put_damage and extra.damage_on is None) or chooses_x(extra):
            raise ValueError("face_up_cost can't act on the card being placed, nor ask for resources, X or a choice of "
                             "two costs; put_damage needs damage_on")
        return self

    @model_validator(mode="after")
    def _mode_count(self):
        """No mode can be chosen more than once (707.1c): 'choose N' names no more modes than the
        card has, or it could never be played (and, with or_fewer, N past that would mean nothing)."""
        if self.choose_modes > max(len(self.modes), 1):
            raise ValueError(f"choose_modes {self.choose_modes} is more than the card's {len(self.modes)} "
                             "mode(s): no mode can be chosen more than once (707.1c)")
        return self

    @model_validator(mode="after")
    def _whole_card_checks(self):
        """The checks that walk the whole card, each made only where the card's compact JSON holds
        what it looks for (most cards hold none of it): a card is validated at every export and
        conformance run, not only as the library is read."""
        compact = self.model_dump_json()
        if _NAMES_A_SLOT.search(compact):
            self._player_targets()
        if _READS_A_CHOICE.search(compact):
            self._chosen_names()
        if '"divided":true' in compact:
            self._divided_where_shared_out()
        return self

    def _player_targets(self) -> None:
        """A target player named by an effect is one of the card's target slots (706.1): a slot
        that no part of the card declares would be read as the link resolves, and fail there."""
        declared, named = set(), set()
        dumped = self.model_dump()
        _slots(dumped, declared, named)
        if _event_cost_outside_trigger(dumped):  # enc-enter
            raise ValueError("cost_of 'event:…' outside a triggered power: only a triggered power has an event's card "
                             "(703)")
        if _recipient_outside(dumped):  # enc-turn2
            raise ValueError("recipient: true outside the amount of a deal_damage or heal: only there is a packet's "
                             "card known as the amount is read (405.4, 709.2d)")
        missing = sorted(n for n in named - declared if not n.startswith(("event:", "chosen:")))  # enc-if13: chosen:
        if missing:
            raise ValueError(f"target_player or cost_of {', '.join(map(repr, missing))} names no target slot of this "
                             "card: declare it under targets, {id: …} (706.1)")

    def _chosen_names(self) -> None:
        """A `{chosen: NAME}` selector reads the card a `choose_card` effect named so (709.2b): a
        name no such effect gives would pick nothing, silently."""
        given, used = set(), set()
        _chosen(self.model_dump(by_alias=True), given, used)
        missing = sorted(used - given)
        if missing:
            raise ValueError(f"chosen {', '.join(map(repr, missing))} names no card of this card's effects: a "
                             "choose_card effect must name it first, {choose_card: …, as: NAME} (a chosen_value: a "
                             "choose_value effect of that value)")

    def _divided_where_shared_out(self) -> None:
        """707.1d: damage "divided as you choose" is shared out as its link is added: a card played (the
        script's ``divide``), a payment power used (``divide``) or a triggered effect joining the chain
        (a decision). Anywhere else (a quest's reward, hearthing, an effect inside another) no share
        would be asked and it would deal nothing: refused; so is a second divided effect in one link."""
        problem = _divided_problem(self, "card")
        if problem:
            raise ValueError(problem)

    @property
    def graveyard_payments(self) -> bool:
        """Has it a payment power that works in its owner's graveyard (700.2)?"""
        return any(p.payment is not None and p.payment.zone == "graveyard" for p in self.powers)

    @property
    def powers_encoded(self) -> bool:
        """Every printed power is in the encoding: the card is not a stub (``not_encoded``)."""
        return self.not_encoded is None

    @property
    def ongoing(self) -> bool:
        return "Ongoing" in self.tags

    @property
    def instant(self) -> bool:
        return "Instant" in self.tags

    def is_character(self) -> bool:
        return self.type in ("hero", "ally")


def mappings(node):
    """Every mapping in a dumped card, at any depth."""
    if isinstance(node, dict):
        yield node
        for value in node.values():
            yield from mappings(value)
    elif isinstance(node, list):
        for item in node:
            yield from mappings(item)


def _event_cost_outside_trigger(node, inside: bool = False) -> bool:
    """Is some ``cost_of: event:<role>`` outside every triggered power? (enc-enter)"""
    if isinstance(node, list):
        return any(_event_cost_outside_trigger(x, inside) for x in node)
    if not isinstance(node, dict):
        return False
    if not inside and isinstance(node.get("cost_of"), str) and node["cost_of"].startswith("event:"):
        return True
    return any(_event_cost_outside_trigger(v, inside or k == "triggered") for k, v in node.items())


def _recipient_outside(node, inside: bool = False) -> bool:
    """enc-turn2: a selector with ``recipient`` anywhere but in the amount of a deal_damage or heal effect."""
    if isinstance(node, list):
        return any(_recipient_outside(x, inside) for x in node)
    if not isinstance(node, dict):
        return False
    if (node.get("recipient") is True or node.get("recipient_player") is True) and not inside:  # enc-turn7: its player
        return True
    own = ("deal_damage" in node or "heal" in node) and node.get("source", {}).get("recipient") is True  # enc-deal3:
    return any(_recipient_outside(v, inside or k in ("deal_damage", "heal") or own and k == "source")  # each its own
               for k, v in node.items())  # source ('each opposing hero deals 4 nature damage to itself', 408.2c)


# what _player_targets looks for, in a card's compact JSON (a quote inside a string value is escaped,
# so these match field names only): a slot named, or a packet's recipient
_NAMES_A_SLOT = re.compile(r'"(?:target_player|cost_of)":"|"recipient(?:_player)?":true')
# what _chosen_names looks for: a choice read (enc-if13: or an amount read from a card destroy_one named)
_READS_A_CHOICE = re.compile(r'"chosen(?:_value)?":"|"(?:cost_of|atk_of)":"chosen:')


def _slots(node, declared: set, named: set) -> None:
    """The target slots a card declares (its ``targets`` lists, at any depth) and the ones its
    ``target_player`` and ``cost_of`` fields name."""
    for mapping in mappings(node):
        declared.update(spec.get("id") for spec in mapping.get("targets") or [])
        named.update(mapping[k] for k in ("target_player", "cost_of", "atk_of") if isinstance(mapping.get(k), str))


def _chosen(node, given: set, used: set) -> None:
    """The names `choose_card` effects give (``as``) and the ones `chosen` selectors read."""
    for mapping in mappings(node):
        if "choose_card" in mapping and isinstance(mapping.get("as"), str):
            given.add(mapping["as"])
        if isinstance(mapping.get("chosen"), str):
            used.add(mapping["chosen"])
        if "destroy_one" in mapping and isinstance(mapping.get("as"), str):  # enc-if13: the card destroyed, named
            given.add(mapping["as"])
        for k in ("cost_of", "atk_of"):  # enc-if13: an amount read from that card ('chosen:NAME')
            if isinstance(mapping.get(k), str) and mapping[k].startswith("chosen:"):
                used.add(mapping[k].partition(":")[2])
        if isinstance(mapping.get("choose_value"), str):  # enc-reward6: a value chosen, read as chosen_value
            given.add(f"value:{mapping['choose_value']}")
        if isinstance(mapping.get("chosen_value"), str):
            used.add(f"value:{mapping['chosen_value']}")


class UnwritableCard(Strict):
    """A real card that the card language can't write yet (``scenarios/cards/unwritable.yaml``):
    listed so that the gap is visible, in the book and in ``adjudicator card``."""

    name: str
    zh: str | None = None
    set: str
    number: str
    type: Literal["hero", "ally", "weapon", "armor", "item", "ability", "quest", "location", "event",
                  "achievement"] = Field(description="its card type; an event (Arena Grand Melee) or an achievement (a "
                                                     "Dungeon Deck) is a type the card language has no place for")
    clause: str = Field(description="the clause that blocks it, in our own words")
    needs: str | None = Field(None, description="what the card language would need to write it")
