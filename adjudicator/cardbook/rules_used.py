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
    "CardDefinition.face_up_cost": ("412.1b", "707.1e"),  # enc-if4
    "CardDefinition.play_only_if": ("103.1",),
    "CardDefinition.modes": ("707.1c",),
    "CardDefinition.or_fewer": ("707.1c",),
    "CardDefinition.choose": ("707.1",),
    "CardDefinition.keywords": ("700.1",),
    "EntersPlay": ("710.1b",),
    "EntersPlay.stat_counters": ("404.1c", "718.2g"),  # enc-enter10
    "EnteringStatCounters": ("404.1c",),
    "StatCounterKind": ("404.1c", "304.2"),
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
    "Selector.trait_chosen": ("707.1a", "202.1b"),
    "TargetSpec.only_if": ("707.1d", "709.2"),
    "Selector.owner": ("401.2",),
    "Selector.host": ("400.4",),
    "Selector.attached_to": ("400.4",),
    "Selector.in_host_party": ("400.4", "415.8b"),
    "Selector.host_player": ("400.4", "401.1", "401.2"),  # enc-attach2
    "Selector.has_attachment": ("400.1",),
    "Selector.attachment_controller": ("400.1", "401.1"),  # enc-turn11
    "Selector.has_attached": ("400.1", "400.4"),  # enc-while5
    "Selector.event": ("703.4",),
    "Selector.event=moved": ("415.9b",),
    "Selector.damaged": ("405.2",),
    "Selector.damage_at_least": ("405.1",),
    "Selector.counters_at_least": ("404.1",),  # enc-start1
    "CountersOn": ("404.1",),  # enc-start1
    "Selector.fatal_damage": ("405.2",),  # enc-if5
    "Selector.dealt_fatal_this_way": ("405.2", "709.2d"),  # enc-if5
    "Selector.atk_at_least": ("205.1",),
    "Selector.atk_at_most": ("205.1",),
    "Selector.controller_hand_at_most": ("401.1", "415.4a"),  # enc-r2d
    "Selector.damage_type": ("205.1",),
    "Selector.attacking": ("602.1",),
    "Selector.attacks": ("602.1", "602.3"),
    "Selector.defending": ("602.3",),
    "Selector.protecting": ("602.2",),
    "Selector.row": ("412",),
    "Selector.keyword": ("700.1",),
    "Selector.exhausted": ("411.1",),
    "Selector.face_down": ("301.2", "412.1b"),
    "Selector.cost": ("403.5a",),
    "Selector.cost_at_most": ("403.5a",),
    "Selector.cost_at_least": ("403.5a",),
    "Selector.cost_below_this": ("201.1",),
    "Selector.targeting": ("706.1", "711.3"),
    "Selector.this_turn": ("703.4",),
    "Selector.controller_of": ("401.3",),
    "Selector.recipient": ("405.4", "709.2d"),  # enc-turn2
    "Selector.recipient_player": ("405.4", "709.2d", "401.3"),  # enc-turn7
    "TurnEvent": ("703.4",),
    # -- amounts -------------------------------------------------------------------------------
    "Count": ("405.4",),
    "Total": ("719.1",),
    "DestroyedToPay": ("707.3",),
    "CostOf": ("201.1", "709.2d"),
    "AtkOf": ("712.3b", "709.2d"),  # enc-if7
    "Picked": ("709.2b", "709.2d"),
    "Counters": ("404.1",),
    "Multiplied": ("709.2d",),
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
    "RemoveDamage": ("405.1", "405.7", "407.2", "709.2d"),  # enc-r2b
    "Draw": ("415.9e",),
    "Discard": ("415.9d",),
    "DrawUntil": ("713.2", "713.2a"),
    "RemoveForAWhile": ("415.9a", "301.5"),
    "ReturnStartingHero": ("301.4d",),
    "Flip": ("301.2", "301.2a"),
    "HeroBack": ("301.2", "301.2a", "301.2b"),
    "CardDefinition.back": ("301.2",),
    "Exhaust": ("411.1",),
    "Ready": ("411.1",),
    "Destroy": ("415.9c", "400.4"),
    "Destroy.any_number": ("709.2b",),
    "ReturnToHand": ("415.9a",),
    "May": ("708.3", "709.2b"),
    "ChooseOne": ("709.2b",),
    "Choice": (),
    "If": ("709.2",),
    "Condition.targeted": ("706.3",),
    "Condition.opposing_link_targets": ("706.1",),
    "InterruptLink": ("711.1", "711.2"),
    "InterruptAll": ("711.1", "711.2"),
    "ChangeTarget": ("706.2",),
    "UnlessAction": (),
    "UnlessAction.destroy": ("709.2b", "103.2"),
    "Unless": ("709.2b",),
    "DestroyOne": ("709.2b", "415.9c"),
    "ReturnOne": ("709.2b", "415.9a"),  # enc-reward4
    "PutIntoPlay": ("710.1",),
    "PutIntoPlay.max_cost": ("403.5a",),
    "PutToken": ("404.2",),
    "CreateModifier": ("712.1",),
    "CreateContinuous": ("714.3", "718.2d"),
    "CreateContinuous.remains": ("714.3b",),
    "CreateContinuous.uses": ("707.1e",),
    "CreateContinuous.until": ("714.3",),
    "CreateContinuous.duration=this-combat": ("603.3",),
    "Remains": ("714.3b",),
    "PutIntoResourceRow": ("412.1b", "415.9a"),
    "MayPay": ("712.7", "709.2f"),
    "IfYouDo": ("709.2f",),
    "DontReady": ("714.3f", "501.1a"),
    "Search": ("413.1", "413.2", "413.3"),
    "Search.into=play": ("710.1",),
    "Search.exhausted": ("710.1b",),
    "Search.into=removed": ("415.7a",),
    "Search.player": ("706.1",),
    "GainControl": ("401.3",),
    "GainControl.player": ("706.1",),
    "MoveTop": ("415.3a",),
    "MoveTop.to=graveyard": ("415.5a",),
    "MoveTop.to=removed": ("415.7a",),
    "MoveTop.to=resource-row": ("412.1b",),
    "MoveTop.to=hand": ("415.9e",),
    "MoveTop.at": ("712.3",),
    "TurnFaceDown": ("412.1b", "415.9a"),
    "MoveTop.player": ("706.1",),
    "MoveTop.player=each": ("802.1",),
    "MoveTop.player=each-opponent": ("802.1",),  # enc-r2d
    "MoveTop.counted_by": ("709.2d",),  # enc-r2d
    "ChooseCard": ("709.2b",),
    "ChooseValue": ("709.2b",),
    "ChooseValue.choose_value=race": ("206.1b",),
    "Selector.chosen_value": ("709.2b",),
    "Selector.revealed_this_way": ("415.3a",),
    "Selector.attachment": ("400.1",),
    "ChooseCard.random": ("706.5",),
    "ChooseCard.by": ("706.1",),
    "DiscardCard": ("415.9d",),
    "Delve": ("415.3a", "415.3c"),
    "Selector.chosen": ("709.2b",),
    "Selector.player": ("706.1", "401.1", "401.2"),
    "ReadyResources": ("411.1", "412.2"),
    "ReadyResources.may": ("709.2b",),
    "Draw.optional": ("709.2b",),  # enc-enter15
    "PutIntoPlay.optional": ("709.2b",),  # enc-enter15
    "PutIntoHand.optional": ("709.2b",),  # enc-enter15
    "MoveAttachment": ("400.6",),
    "CreateTrigger": ("715.1",),
    "CreateTrigger.remembers": ("714.3f",),
    "Triggered.later_turn": ("715.1",),
    "Selector.put_this_way": ("404.2", "709.2d"),
    "Selector.remembered": ("715.1",),
    "RemoveFromGame": ("415.7a",),
    "RemoveFromGame.one": ("709.2b",),
    "RemoveFromGame.count": ("709.2b", "709.2f"),  # enc-turn10
    "TopOfDeck": ("415.3a",),
    "TopOfDeck.rest": ("415.3c",),
    "TopOfDeck.player": ("706.1",),
    "TopOfDeck.reveal_top": ("415.3a", "703.3a"),
    "Take": (),
    "Take.to=hand": ("415.9e",),
    "Take.to=removed": ("415.7a",),
    "ShuffleIntoDeck": ("415.3b",),
    "PutOnDeck": ("415.3c",),
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
    "Power.enters_exhausted": ("710.1b",),
    "Power.protected_by": ("602.2",),  # enc-while3
    "Power.inspire": ("501.1b",),
    "Power.may_stay_exhausted": ("501.1a",),
    "Stat": (),
    "Stat.gain_keywords": ("700.1",),
    "Stat.defense": ("304.2", "717.2c"),
    "Stat.lose_powers": ("700.3",),
    "Stat.gain_powers": ("706.1c",),
    "Stat.gain_control": ("401.3",),
    "Stat.only_while": ("206.1c",),
    "Stat.while_": ("714.3a",),
    "Stat.instant": ("202.1", "410.2"),
    "Stat.while_exists": ("714.3a",),
    "Stat.while_at_least": ("714.3a",),
    "Stat.while_none": ("714.3a",),
    "Stat.while_more_cards": ("714.3a", "401.1"),  # enc-cond
    "Stat.while_more_damage": ("714.3a", "405.1"),
    "Stat.while_happened": ("714.3a", "703.4"),  # enc-if
    "Stat.becomes": ("719.1",),
    "Stat.completion_cost": ("707.1e",),
    "Stat.play_cost": ("707.1e",),
    "Stat.strike_cost": ("303.2", "707.1e"),
    "Stat.attack_cost": ("600.3",),
    "Stat.power_cost": ("701.1", "707.1e", "403.2"),  # enc-reward11
    "Stat.minimum": ("707.1e",),
    "Stat.max_hand_size": ("415.4b", "503.2a"),
    "Stat.extra_resources": ("412.1", "103.1"),
    "Stat.skips_ready_step": ("501.1a",),
    "ChangeSeat": ("500.6",),
    "BecomeDefender": ("602.3a",),
    "SwitchDamage": ("405.7",),
    "ExchangeControl": ("415.8e",),
    "PutCounters": ("404.1",),
    "PutCounters.atk": ("404.1c", "718.2g"),
    "PutCounters.health": ("404.1c", "718.2g"),
    "PutCounters.defense": ("404.1c", "718.2g"),
    "RemoveCounter": ("404.1", "709.2f"),
    "RemoveStatCounters": ("404.1", "404.1a", "404.1c", "709.2f"),  # enc-enter10, enc-deal6
    "CounterOfChoice": ("404.1", "709.2b"),  # enc-reward7
    "Condition.types_differ": ("300.1c",),  # enc-reward7
    "Condition.names_shared": ("200.1", "414.3a"),  # enc-reward12
    "TurnDeckOver": ("415.3d",),
    "CopyCard": ("402.1", "402.1c"),
    "BecomeCopy": ("402.2",),
    "PutTokenCopy": ("404.2", "402.2"),  # enc-stat (s11)
    "PutTokenCopy.exhausted": ("710.1b",),
    "LookAtHand": ("415.4a",),
    "CounterCheck": ("404.1d",),
    "MoreDamage": ("405.1", "703.2"),
    "MoreCards": ("401.1",),
    "Stat.top_card=look": ("415.3e",),
    "Stat.top_card=revealed": ("415.3f",),
    "Becomes": ("719.1",),
    "Prohibition": ("103.2",),
    "Prohibition.cannot=be-destroyed": ("415.9c",),
    "Prohibition.cannot=leave-play": ("103.2", "415.9c", "415.9a"),
    "Prohibition.cannot=be-interrupted": ("711.1", "700.2"),
    "Prohibition.cannot=be-prevented": ("408.3c", "717.3b"),
    "Prohibition.cannot=attack": ("601.2a",),
    "Prohibition.against": ("601.2b",),
    "Prohibition.unless_exists": ("103.2",),
    "Prohibition.while_exists": ("714.3a",),  # enc-while3
    "Prohibition.your_turn": ("500.1",),
    "Prohibition.while_": ("714.3a",),  # enc-deal7
    "Prohibition.cannot=protect": ("602.2",),
    "Prohibition.cannot=exhaust": ("411.1", "602.1"),
    "Prohibition.cannot=strike": ("303.2",),
    "Total.total=classes": ("206.1a",),
    "DestroyOne.player=each": ("802.1",),
    "DestroyOne.player=each-other": ("802.1",),
    "DestroyOne.player=each-opponent": ("802.1",),
    "ReturnOne.player=each": ("802.1",),
    "ReturnOne.player=each-other": ("802.1",),
    "ReturnOne.player=each-opponent": ("802.1",),
    "EventPattern": (),
    "EventPattern.event=damage": ("405.1",),
    "EventPattern.event=heal": ("407.2",),
    "EventPattern.event=skipped-draw": ("716.1a",),  # enc-if8
    "EventPattern.event=destroyed": ("415.9c",),
    "EventPattern.event=attacks": ("602.1",),
    "EventPattern.event=defends": ("602.3",),
    "EventPattern.event=enters-combat": ("602.3",),
    "EventPattern.event=strike": ("303.2",),
    "EventPattern.event=enters-play": ("710.1", "703.4"),
    "EventPattern.event=enters-party": ("415.8b", "703.4"),
    "EventPattern.event=exhausted": ("411.1",),
    "EventPattern.event=played": ("707.1f",),
    "EventPattern.event=draw": ("415.9e",),
    "EventPattern.event=removed": ("415.7a",),
    "EventPattern.event=revealed": ("703.3a",),
    "EventPattern.event=to-graveyard": ("716.1c", "703.3a"),  # a replacement's, or a trigger's in the graveyard
    "EventPattern.event=turn-starts": ("500.1",),
    "EventPattern.event=turn-ends": ("503.1",),
    "EventPattern.event=inspired": ("501.1b",),
    "EventPattern.event=targeted": ("707.1f",),
    "EventPattern.combat": ("408.3b",),
    "EventPattern.damage_type_not": ("408.3a",),  # enc-turn3: 'non-melee damage'
    "EventPattern.with_": ("408.3d",),
    "EventPattern.this_way": ("715.1",),
    "Instead": (),
    "Instead.multiply": ("716.1e",),
    "Instead.add": ("716.1e",),
    "Instead.redirect_to": ("716.1",),
    "Instead.prevent": ("717.2", "717.3b"),
    "Instead.take": ("716.1d",),
    "Instead.skip": ("716.1a",),  # enc-if8
    "Instead.to_zone": ("716.1a",),
    "Instead.excess_to_hero": ("716.1", "405.2"),
    "Instead.attach_to": ("400.1",),
    "Instead.redirect_amount": ("716.1", "717.6"),  # enc-if8
    "Instead.prevent_half": ("717.2",),
    "Instead.damage_type": ("717.1", "717.3a"),
    "Replacement": ("716.1",),
    "Replacement.uses": ("717.4",),
    "Replacement.may": ("716.1",),
    "Replacement.while_": ("714.3a",),
    "Triggered": ("703.1", "708.1"),
    "Triggered.if_": ("703.2",),
    "Triggered.while_": ("714.3a", "703.1"),
    "Triggered.zones": ("703.3a", "703.3b"),
    "Triggered.targets": ("708.2",),
    "Triggered.once": ("715.1",),
    "Triggered.first_each_turn": ("703.4",),
    "Condition": (),
    "Condition.happened": ("703.4",),
    "Condition.different": ("703.4",),
    "Condition.amounts": ("703.4", "408.2a"),  # enc-turn9
    "Cost": ("701.1", "403.1"),
    "Cost.resources": ("403.5b",),
    "Cost.exhaust": ("701.3",),
    "Cost.put_damage": ("405.3",),
    "Cost.flip": ("301.2",),
    "Cost.destroy": ("415.9c",),
    "Cost.remove": ("415.7a",),
    "Cost.return_to_hand": ("707.1e", "415.9a"),
    "Cost.to_deck_bottom": ("707.1e", "415.3c", "415.9a"),  # enc-turn4
    "Cost.destroy_one": ("707.1e",),
    "Cost.exhaust_one": ("707.1e", "411.1"),
    "Cost.exhaust_several": ("707.1e", "411.1", "403.1"),
    "CardsInPlayToPay": ("707.1e", "403.1"),
    "Cost.discard": ("707.1e", "415.9d"),
    "Cost.remove_from_graveyard": ("707.1e", "415.7a"),
    "Cost.remove_top": ("707.1e", "415.7a"),
    "Cost.turn_face_down": ("707.1e", "412.1b"),
    "Cost.remove_counters": ("707.1e", "404.1a"),
    "Cost.remove_stat_counters": ("707.1e", "404.1a", "404.1c"),  # enc-enter10
    "StatCountersToPay": ("404.1c",),
    "StatCounterCheck": ("404.1c", "404.1d"),
    "CountersToPay": ("404.1a",),
    "CountersToPay.on": ("707.1e", "404.1"),  # r2-either
    "Cost.either": ("707.1e", "403.1"),  # r2-either
    "Cost.remove_one": ("707.1e", "415.7a"),
    "CardsToPay": ("707.1e", "403.1"),
    "Payment": ("701.2",),
    "Payment.only_if": ("701.1",),
    "Payment.once_per_turn": ("701.4",),
    "Payment.zone": ("700.2", "701.2"),
    "Reward": ("702.1",),
    "Reward.modes": ("707.1c", "707.1d"),
    "Payment.modes": ("707.1c", "707.1d"),  # enc-modes
    "Reward.opponent_chooses": ("707.1c",),
    "Reward.both_if": ("707.1c",),
    "AsEnters": ("710.1a",),
    "AttackRule": ("601.2c", "601.2d"),
    "AttackRule.must_attack": ("600.2",),
    "Allowance": ("414.3b",),
    "Sabotage": ("600.1", "601.2b"),
    "Power.sabotage": ("600.1",),
    "Stash": ("412.1b", "703.1", "415.9a"),
    "Power.stash": ("412.1b",),
    "Prohibition.cannot=be-targeted": ("706.1",),
    "Prohibition.cannot=be-dealt-damage": ("408.2",),
    "Prohibition.damage_type": ("408.2b",),
    "Draw.player=each": ("415.9e",),
    "Draw.player=fewest-in-hand": ("415.4a", "709.2d"),  # enc-r2d
    "Condition.fewest_in_hand": ("415.4a",),  # enc-r2d
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
    "keyword=Ranged Dual Wield": ("406.3", "406.4"),
    "keyword=Time is Money": ("302.2", "103.1"),
    # set keywords with an editor's note under the rule named (adjudicator/cards/keywords.py adds their powers)
    "keyword=Conspicuous": ("602.2", "103.1"),
    "keyword=Mend": ("407.2",),
    "keyword=Shadowmeld": ("601.2b", "706.1"),
    "keyword=Trap": ("707.1e",),
    "keyword=Inspiring Presence": ("716.1e",),
    "keyword=Hardiness": ("717.2a",),
    "keyword=War Stomp": ("602.3",),
    "keyword=Find Treasure": ("710.1",),
    "keyword=Sentinel": ("411.1",),
    "keyword=Harmonize": ("707.1e",),
    "keyword=Smash": ("603.1",),
    "keyword=Escape Artist": ("707.1f",),
    "keyword=Spellshield": ("706.1", "103.2"),
    "keyword=Haste": ("707.1e", "712.4"),
    "keyword=Absorb": ("603.1", "703.1", "407.1"),
    "keyword=Echo": ("402.1", "703.2", "703.3b"),
    "keyword=Rift": ("707.1a", "707.1e", "712.4"),
    "keyword=Invincible": ("103.2", "706.1", "408.2b"),
    "keyword=Preparation": ("707.1e", "403.3", "500.1"),
    "keyword=Artifact": ("409.1",),
    "keyword=Diplomacy": ("707.1e",),  # 'Diplomacy: Dwarf' (lead s20)
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
        if field in ("keywords", "gain_keywords"):  # a numbered keyword also as its word: Mend 2 is Mend
            yield from (f"keyword={k}" for k in got)
            yield from (f"keyword={k.rsplit(' ', 1)[0]}" for k in got if k.rsplit(" ", 1)[-1].isdigit())
            yield from (f"keyword={k.split(':', 1)[0]}" for k in got if ": " in k)  # 'Diplomacy: Dwarf'
        yield from keys_of(got)


def rules_used(card: Any) -> list[str]:
    """The rules a card's definition uses, in rule order."""
    found = {rule for key in keys_of(card) for rule in RULES.get(key, ())}
    return sorted(found, key=sort_key)
