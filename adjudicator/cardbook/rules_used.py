"""The rules a card's powers use, read from its definition: a static table from the pieces of
the card language to the rules that the engine applies for them.

Why a table and not the replays: a replay shows only the paths its scenario takes, and most
trace steps are not attributed to the card whose power caused them, so rules read from replays
would miss what the card can do and pick up procedure that every card goes through (409.1,
410.4a). The table says, for each piece of the language, which rules govern it, so a card's
list follows from its definition alone and is the same wherever the card is used; the scenarios
that use the card are listed beside it. A test keeps the table complete: every class of the
card language has an entry (possibly empty) and every rule in it exists in the rulebook.

Keys: ``Class`` (the piece itself), ``Class.field`` (a field given a value other than its
default) and ``Class.field=value`` (a field given that value).
"""
from __future__ import annotations

from typing import Any, Iterator

from ..rules.numbers import sort_key

RULES: dict[str, tuple[str, ...]] = {
    # -- the card itself -----------------------------------------------------------------------
    "CardDefinition": (),
    "CardDefinition.targets": ("706.1", "707.1d"),
    "CardDefinition.effects": ("709.1",),
    "CardDefinition.attach": ("400.2",),
    "CardDefinition.host_description": ("400.5", "410.6c"),
    "CardDefinition.also_types": ("305.3a",),
    "CardDefinition.x_cost": ("707.1b", "201.3"),
    "CardDefinition.enters_play": ("710.1b",),
    "CardDefinition.alternate_cost": ("707.1e", "403.3"),
    "CardDefinition.additional_cost": ("707.1e",),
    "CardDefinition.modes": ("707.1c",),
    "CardDefinition.or_fewer": ("707.1c",),
    "CardDefinition.choose": ("707.1",),
    "CardDefinition.keywords": ("700.1",),
    "EntersPlay": ("710.1b",),
    "AlternateCost": ("707.1e", "403.3"),
    "AlternateCost.destroy": ("403.1",),
    "Mode": ("707.1c",),
    "UnwritableCard": (),
    # -- targets and selectors -----------------------------------------------------------------
    "TargetSpec": ("706.1",),
    "TargetSpec.zone": ("706.1b",),
    "TargetSpec.zone=chain": ("711.3",),
    "TargetSpec.count": ("707.1d",),
    "TargetSpec.up_to": ("707.1d",),
    "TargetSpec.cost": ("403.5a",),
    "TargetSpec.row": ("412",),
    "TargetSpec.token": ("404.2",),
    "TargetSpec.chosen_by": ("715.1",),
    "TargetSpec.kind=player": ("706.1",),
    "Selector": (),
    "Selector.this": ("200.1",),
    "Selector.zone": ("415.1",),
    "Selector.faction": ("206.1b",),
    "Selector.token": ("404.2",),
    "Selector.class_icon": ("206.1a",),
    "Selector.owner": ("401.2",),
    "Selector.host": ("400.4",),
    "Selector.attached_to": ("400.4",),
    "Selector.event": ("703.4",),
    "Selector.event=moved": ("415.9b",),
    "Selector.damaged": ("405.2",),
    "Selector.damage_type": ("205.1",),
    "Selector.attacking": ("602.1",),
    "Selector.defending": ("602.3",),
    "Selector.protecting": ("602.2",),
    "Selector.row": ("412",),
    "Selector.keyword": ("700.1",),
    "Selector.exhausted": ("411.1",),
    "Selector.cost": ("403.5a",),
    "Selector.cost_at_most": ("403.5a",),
    "Selector.cost_at_least": ("403.5a",),
    "Selector.targeting": ("706.1", "711.3"),
    "Selector.this_turn": ("703.4",),
    "Selector.controller_of": ("401.3",),
    "TurnEvent": ("703.4",),
    # -- amounts -------------------------------------------------------------------------------
    "Count": ("405.4",),
    "Total": ("719.1",),
    "DestroyedToPay": ("707.3",),
    "Its": (),
    "PlayerOf": (),
    "TargetPlayer": ("706.1",),
    # -- effects -------------------------------------------------------------------------------
    "DealDamage": ("405.1", "405.4", "408.1"),
    "DealDamage.damage_type": ("205.1",),
    "DealDamage.combat": ("408.3b",),
    "DealDamage.divided": ("707.1d",),
    "Heal": ("407.1", "407.2", "407.3"),
    "PutDamage": ("405.3",),
    "Draw": ("415.9e",),
    "Discard": ("415.9d",),
    "Exhaust": ("411.1",),
    "Ready": ("411.1",),
    "Destroy": ("415.9c", "400.4"),
    "ReturnToHand": ("415.9a",),
    "May": ("708.3", "709.2b"),
    "If": ("709.2",),
    "Condition.targeted": ("706.3",),
    "InterruptLink": ("711.1", "711.2"),
    "ChangeTarget": ("706.2",),
    "UnlessAction": (),
    "Unless": ("709.2b",),
    "DestroyOne": ("709.2b", "415.9c"),
    "PutIntoPlay": ("710.1",),
    "PutIntoPlay.max_cost": ("403.5a",),
    "PutToken": ("404.2",),
    "CreateModifier": ("712.1",),
    "CreateContinuous": ("714.3", "718.2d"),
    "CreateContinuous.remains": ("714.3b",),
    "CreateContinuous.uses": ("707.1e",),
    "CreateContinuous.duration=this-combat": ("603.3",),
    "Remains": ("714.3b",),
    "PutIntoResourceRow": ("412.1b", "415.9a"),
    "MayPay": ("712.7", "709.2f"),
    "IfYouDo": ("709.2f",),
    "DontReady": ("714.3f", "501.1a"),
    "Search": ("413.1", "413.2", "413.3"),
    "Search.into=play": ("710.1",),
    "Search.exhausted": ("710.1b",),
    "GainControl": ("401.3",),
    "ReadyResources": ("411.1", "412.2"),
    "ReadyResources.may": ("709.2b",),
    "MoveAttachment": ("400.6",),
    "CreateTrigger": ("715.1",),
    "RemoveFromGame": ("415.7a",),
    "TopOfDeck": ("415.3a",),
    "TopOfDeck.rest": ("415.3c",),
    "TopOfDeck.reveal_top": ("415.3a", "703.3a"),
    "Take": (),
    "Take.to=hand": ("415.9e",),
    "ShuffleIntoDeck": ("415.3b",),
    "PutIntoHand": ("415.9e",),
    "PutIntoHand.up_to": ("709.2b",),
    "RemoveFromCombat": ("602.4",),
    "BeginRaid": ("800.3", "800.3a"),
    "BuildNewDeck": ("800.2", "800.2a", "800.2b", "800.2c"),
    "KeepForNextGame": ("800.1c", "800.1d", "802.1"),
    "RestrictAttacks": ("601.2c",),
    "EntersWithDamage": ("704.1b", "710.1b"),
    "CreateProhibition": ("103.2", "712.1"),
    "ExtraTurn": ("500.3",),
    "SkipTurn": ("500.4",),
    "EndTheTurn": ("500.5",),
    # -- powers --------------------------------------------------------------------------------
    "Power": (),
    "Power.continuous": ("704.1", "714.1"),
    "Power.prohibition": ("103.2",),
    "Power.replacement": ("716.1",),
    "Power.triggered": ("703.1",),
    "Power.payment": ("701.1", "701.2"),
    "Power.reward": ("702.1", "702.2"),
    "Power.attack_rule": ("601.2c",),
    "Power.allowance": ("414.3b",),
    "Power.as_enters": ("710.1a",),
    "Power.inspire": ("501.1b",),
    "Power.may_stay_exhausted": ("501.1a",),
    "Stat": (),
    "Stat.gain_keywords": ("700.1",),
    "Stat.lose_powers": ("700.3",),
    "Stat.gain_powers": ("706.1c",),
    "Stat.gain_control": ("401.3",),
    "Stat.only_while": ("206.1c",),
    "Stat.while_": ("714.3a",),
    "Stat.becomes": ("719.1",),
    "Stat.completion_cost": ("707.1e",),
    "Stat.play_cost": ("707.1e",),
    "Stat.strike_cost": ("303.2", "707.1e"),
    "Stat.attack_cost": ("600.3",),
    "Stat.minimum": ("707.1e",),
    "Stat.max_hand_size": ("415.4b", "503.2a"),
    "Stat.skips_ready_step": ("501.1a",),
    "Becomes": ("719.1",),
    "Prohibition": ("103.2",),
    "Prohibition.cannot=be-destroyed": ("415.9c",),
    "Prohibition.cannot=be-prevented": ("408.3c", "717.3b"),
    "Prohibition.cannot=attack": ("601.2a",),
    "Prohibition.cannot=protect": ("602.2",),
    "EventPattern": (),
    "EventPattern.event=damage": ("405.1",),
    "EventPattern.event=heal": ("407.2",),
    "EventPattern.event=destroyed": ("415.9c",),
    "EventPattern.event=attacks": ("602.1",),
    "EventPattern.event=defends": ("602.3",),
    "EventPattern.event=enters-combat": ("602.3",),
    "EventPattern.event=strike": ("303.2",),
    "EventPattern.event=enters-play": ("710.1", "703.4"),
    "EventPattern.event=exhausted": ("411.1",),
    "EventPattern.event=played": ("707.1f",),
    "EventPattern.event=draw": ("415.9e",),
    "EventPattern.event=removed": ("415.7a",),
    "EventPattern.event=revealed": ("703.3a",),
    "EventPattern.event=to-graveyard": ("716.1c",),
    "EventPattern.event=turn-starts": ("500.1",),
    "EventPattern.event=turn-ends": ("503.1",),
    "EventPattern.event=inspired": ("501.1b",),
    "EventPattern.combat": ("408.3b",),
    "EventPattern.with_": ("408.3d",),
    "EventPattern.this_way": ("715.1",),
    "Instead": (),
    "Instead.multiply": ("716.1e",),
    "Instead.add": ("716.1e",),
    "Instead.redirect_to": ("716.1",),
    "Instead.prevent": ("717.2", "717.3b"),
    "Instead.take": ("716.1d",),
    "Instead.to_zone": ("716.1a",),
    "Instead.attach_to": ("400.1",),
    "Replacement": ("716.1",),
    "Replacement.uses": ("717.4",),
    "Triggered": ("703.1", "708.1"),
    "Triggered.if_": ("703.2",),
    "Triggered.zones": ("703.3a", "703.3b"),
    "Triggered.targets": ("708.2",),
    "Triggered.once": ("715.1",),
    "Triggered.first_each_turn": ("703.4",),
    "Condition": (),
    "Condition.happened": ("703.4",),
    "Cost": ("701.1", "403.1"),
    "Cost.resources": ("403.5b",),
    "Cost.exhaust": ("701.3",),
    "Cost.put_damage": ("405.3",),
    "Cost.flip": ("301.2",),
    "Cost.destroy": ("415.9c",),
    "Cost.remove": ("415.7a",),
    "Cost.destroy_one": ("707.1e",),
    "Payment": ("701.2",),
    "Payment.only_if": ("701.1",),
    "Payment.once_per_turn": ("701.4",),
    "AsEnters": ("710.1a",),
    "AttackRule": ("601.2c", "601.2d"),
    "AttackRule.must_attack": ("600.2",),
    "Allowance": ("414.3b",),
    "Sabotage": ("600.1", "601.2b"),
    "Power.sabotage": ("600.1",),
    "Prohibition.cannot=be-targeted": ("706.1",),
    "Prohibition.cannot=be-dealt-damage": ("408.2",),
    "Prohibition.damage_type": ("408.2b",),
    "Draw.player=each": ("415.9e",),
    "DontReady.whose": ("501.1a",),
    # the deckbuilding text of a hero (100.2d) is read by `adjudicator deck check`, not by powers
    "CardMatch": (),
    "Deckbuilding": ("100.2d",),
    "CardDefinition.deckbuilding": ("100.2d",),
    # keywords, printed or granted (keys "keyword=<name>"; a keyword with no entry adds only 700.1)
    "keyword=Protector": ("602.2",),
    "keyword=Stealth": ("602.2a",),
    "keyword=Elusive": ("601.2b",),
    "keyword=Ferocity": ("601.2a",),
    "keyword=Untargetable": ("706.1",),
    "keyword=Long-Range": ("603.1a",),
    "keyword=Dual Wield": ("406.4",),
    "keyword=Two-Handed Dual Wield": ("406.4",),
}


def keys_of(value: Any) -> Iterator[str]:
    """Every key of the table that a piece of a card definition (a model, list or value) uses."""
    if isinstance(value, (list, tuple)):
        for item in value:
            yield from keys_of(item)
        return
    fields = getattr(type(value), "model_fields", None)
    if fields is None:
        return
    name = type(value).__name__
    yield name
    for field, info in fields.items():
        got = getattr(value, field)
        if got == info.default or got is None or got == [] or got is False:
            continue
        yield f"{name}.{field}"
        if isinstance(got, str):
            yield f"{name}.{field}={got}"
        if field in ("keywords", "gain_keywords"):
            yield from (f"keyword={k}" for k in got)
        yield from keys_of(got)


def rules_used(card: Any) -> list[str]:
    """The rules a card's definition uses, in rule order."""
    found = {rule for key in keys_of(card) for rule in RULES.get(key, ())}
    return sorted(found, key=sort_key)
