"""The sentence shapes ``tools/encode_pool.py`` recognises, each mapped to a fragment of the card
language (docs/reference/card-format.md), and the card facts (data/cards) turned into a card entry.

A card is encoded only if every sentence of its text fits a shape and its type allows the
combination (``ALLOWED``); anything else raises :class:`Unrecognised` with the part that blocks it.
Each shape maps as the hand-written cards encode the same words under the 5.0 rules: a keyword the
engine knows (Protector 602.2, Elusive 601.2b, Ferocity 601.2a, Long-Range 603.1a, Stealth 602.2a,
Untargetable 706.1), a resistance (a prevention of all damage of its type, 717.2), Assault (+N ATK on
its controller's turns), a quest's completion cost and reward (702.1), an ability's one-shot
effects (709), an attachment's ongoing modifier (400.4, 305.2), and a hero's, item's or location's
payment power (701.1: its cost read by ``shapes/costs.py``, its effect by the same shapes as an
ability's; the shapes of such powers are in ``shapes/powers.py``). ``shapes/grammar.py`` reads
sentences as parts instead of whole: an effect as a subject, a verb and an object (a selector), and
``shapes/triggers.py`` a trigger prefix before any effect sentence (the event pattern it names); ``python tools/encode_pool.py --tail`` shows, by head,
the sentences that alone keep a card out (``tools/pool_tail.py``), and ``--bucket0`` each card whose
every sentence reads but whose type, facts or combination of pieces is refused, with the reason.
A Monster or Arena card of a constructed set is an ordinary card of its type with that tag (202.1);
a label that only names what its sentence spells out ("Tribe:") is read past (``shapes/labels.py``).
Modifiers, granted keywords and
prohibitions with the duration they state, and keyword lines run into the next sentence, are read by
``shapes/statics.py``. The top cards of your deck looked at or revealed, each taken where it goes (a
quest's reward, most often), are read by ``shapes/rewards.py``; an X in a payment power's cost is the
value its effect reads (``shapes/costs.py``).
"""
from __future__ import annotations

import re
from typing import Any, Callable

from shapes import conditions as shapes_conditions
from shapes import counts as shapes_counts
from shapes import turn as shapes_turn
from shapes import grammar
from shapes import labels as shapes_labels
from shapes import effects as shapes_effects
from shapes import enter as shapes_enter
from shapes import grave_deck as shapes_grave_deck  # enc-enter4
from shapes import next_turn as shapes_next_turn  # enc-enter4
from shapes import more as shapes_more
from shapes import party as shapes_party
from shapes import statics
from shapes import triggers
from shapes.base import (DAMAGE_TYPES, KEYWORDS, KINDS, N, NUMBERED, TYPES, WHO, Piece, Unrecognised,  # noqa: F401 (re-exported)
                         number, stat_change, target)
from shapes import costs as shapes_costs
from shapes import either as shapes_either
from shapes import rewards as shapes_rewards
from shapes import this_way as shapes_this_way
from shapes import maypay as shapes_maypay  # r2-maypay
from shapes import keywords_late as shapes_keywords_late  # enc-kw
from shapes import set_keywords as shapes_set_keywords  # enc-kw2
from shapes import deckbuilding as shapes_deckbuilding  # lead (s20)
from shapes import diplomacy as shapes_diplomacy  # lead (s20)
from shapes import inspire as shapes_inspire  # enc-kw
from shapes import protect as shapes_protect  # enc-kw
from shapes import cond as shapes_cond  # enc-cond
from shapes import host as shapes_host  # enc-misc
from shapes import attached_card as shapes_attached_card  # enc-has5
from shapes import counted_lists as shapes_counted_lists  # enc-has5
from shapes import this_and_others_turn as shapes_this_and_others_turn  # enc-has5
from shapes import host_payment as shapes_host_payment  # enc-has5
from shapes import cost_to_exhaust as shapes_cost_to_exhaust  # enc-has5
from shapes import host_attacks as shapes_host_attacks  # enc-has5
from shapes import it_this_turn as shapes_it_this_turn  # enc-has5
from shapes import paid_it as shapes_paid_it  # enc-has5
from shapes import play_on_their_turn as shapes_play_on_their_turn  # enc-has5
from shapes import cant_attack_while as shapes_cant_attack_while  # enc-has5
from shapes import outnumbered as shapes_outnumbered  # enc-misc
from shapes import moves as shapes_moves  # enc-reward (s12)
from shapes import put_one as shapes_put_one  # enc-start
from shapes import spent as shapes_spent  # enc-start
from shapes import one_graveyard as shapes_one_graveyard  # enc-reward2
from shapes import that_deck as shapes_that_deck  # enc-reward2
from shapes import from_graveyard as shapes_from_graveyard  # enc-start
from shapes import respectively as shapes_respectively  # enc-deals
from shapes import elided as shapes_elided  # enc-deals
from shapes import cant_both as shapes_cant_both  # enc-deals
from shapes import two_targets as shapes_two_targets  # enc-deals
from shapes import target_deals as shapes_target_deals  # enc-deals
from shapes import follow as shapes_follow  # enc-deals
from shapes import polymorph as shapes_polymorph  # enc-deals
from shapes import random_target as shapes_random_target  # enc-deals
from shapes import named as shapes_named  # enc-enter3
from shapes import defense as shapes_defense  # enc-enter3
from shapes import own_cant as shapes_own_cant  # enc-enter3
from shapes import enter_exhausted as shapes_enter_exhausted  # enc-enter3
from shapes import enters_counters as shapes_enters_counters  # enc-turn5
from shapes import two_powers as shapes_two_powers  # enc-attach3
from shapes import unless_pays as shapes_unless_pays  # enc-turn5
from shapes import interrupt_targeting as shapes_interrupt_targeting  # enc-turn5
from shapes import ifstatic as shapes_ifstatic  # enc-if (s12)
from shapes import start_turn as shapes_start_turn  # enc-start2
from shapes import at_turn as shapes_at_turn  # enc-start1
from shapes import that_destroyed as shapes_that_destroyed  # enc-enter5
from shapes import both_rows as shapes_both_rows  # enc-enter5
from shapes import attached as shapes_attached  # enc-turn2
from shapes import destroyed_tokens as shapes_destroyed_tokens  # enc-put
from shapes import dont_ready as shapes_dont_ready  # enc-deal2
from shapes import reflex as shapes_reflex  # enc-deal2
from shapes import ongoing_dealt as shapes_ongoing_dealt  # enc-precon
from shapes import this_and_other as shapes_this_and_other  # enc-if3
from shapes import if_that as shapes_if_that  # enc-if3
from shapes import then as shapes_then  # enc-then
from shapes import next_power as shapes_next_power  # enc-reward3
from shapes import chosen_counter as shapes_chosen_counter  # enc-reward3
from shapes import becomes as shapes_becomes  # enc-reward3
from shapes import own_hero as shapes_own_hero  # enc-turn3
from shapes import comma_then as shapes_comma_then  # enc-turn3
from shapes import non_typed as shapes_non_typed  # enc-turn3
from shapes import trigger_joins as shapes_trigger_joins  # enc-enter6
from shapes import any_graveyard as shapes_any_graveyard  # enc-turn3
from shapes import attached_one as shapes_attached_one  # enc-turn3
from shapes import pay_and_destroy as shapes_pay_and_destroy  # enc-turn3
from shapes import if_combat as shapes_if_combat  # enc-if4
from shapes import while_both as shapes_while_both  # enc-if4
from shapes import each_puts as shapes_each_puts  # enc-if4
from shapes import ready_both as shapes_ready_both  # enc-if4
from shapes import attacking_this_turn as shapes_attacking_this_turn  # enc-enter7
from shapes import each_of_your as shapes_each_of_your  # enc-enter7
from shapes import fights_this as shapes_fights_this  # enc-enter7
from shapes import while_cost as shapes_while_cost  # enc-if4
from shapes import face_up_cost as shapes_face_up_cost  # enc-if4
from shapes import alternate_cost as shapes_alternate_cost  # enc-turn4
from shapes import resource_row as shapes_resource_row  # enc-turn4
from shapes import top_removed as shapes_top_removed  # enc-reward6
from shapes import revealed_named as shapes_revealed_named  # enc-reward6
from shapes import chosen_value as shapes_chosen_value  # enc-reward6
from shapes import you_and_target as shapes_you_and_target  # enc-reward6
from shapes import nth_from_top as shapes_nth_from_top  # enc-reward6
from shapes import revealed_if as shapes_revealed_if  # enc-reward6
from shapes import revealed_attachments as shapes_revealed_attachments  # enc-reward6
from shapes import up_to_one as shapes_up_to_one  # enc-reward6
from shapes import revealed_cost as shapes_revealed_cost  # enc-reward6
from shapes import full_stop as shapes_full_stop  # enc-turn4
from shapes import deck_bottom as shapes_deck_bottom  # enc-turn4
from shapes import second_target as shapes_second_target  # enc-turn4
from shapes import dealt_to as shapes_dealt_to  # enc-turn4
from shapes.trigger_after_power import opens_trigger  # enc-turn4: a triggered power run into a payment power's paragraph
from shapes import your_damage as shapes_your_damage  # noqa: F401 (enc-if4: registers a condition)
from shapes import joined_clauses as shapes_joined_clauses  # enc-deal3
from shapes import their_pick as shapes_their_pick  # enc-reward4
from shapes import top_takes as shapes_top_takes  # enc-reward4
from shapes import token_counts as shapes_token_counts  # enc-reward4
from shapes import token_keywords as shapes_token_keywords  # enc-reward4
from shapes import token_powers as shapes_token_powers  # enc-reward4
from shapes import return_hand as shapes_return_hand  # enc-deal4
from shapes import dealt_hero_controller as shapes_dealt_hero_controller  # enc-deal4
from shapes import that_party as shapes_that_party  # enc-deal4
from shapes import dealt_after as shapes_dealt_after  # enc-deal4
from shapes import that_one_itself as shapes_that_one_itself  # enc-deal4
from shapes import host_control as shapes_host_control  # enc-has3
from shapes import attach_dealt as shapes_attach_dealt  # enc-has3
from shapes import paid_amount as shapes_paid_amount  # enc-has3
from shapes import it_cant_attack as shapes_it_cant_attack  # enc-has3
from shapes import own_damage as shapes_own_damage  # enc-while1
from shapes import x_this_turn as shapes_x_this_turn  # enc-has3
from shapes import x_total_this_turn as shapes_x_total_this_turn  # enc-while1
from shapes import x_target_cost as shapes_x_target_cost  # enc-while1
from shapes import attacks_only as shapes_attacks_only  # enc-has3
from shapes import hand_size as shapes_hand_size  # enc-enter8
from shapes import extra_resources as shapes_extra_resources  # enc-enter12
from shapes import host_party as shapes_host_party  # enc-enter8
from shapes import x_cost as shapes_x_cost  # enc-enter9
from shapes import typed_packets as shapes_typed_packets  # enc-enter9
from shapes import opposing_cant_both as shapes_opposing_cant_both  # enc-enter9
from shapes import traits_attacking as shapes_traits_attacking  # enc-enter9
from shapes import draw_another as shapes_draw_another  # enc-enter9
from shapes import friendly_draw as shapes_friendly_draw  # enc-enter9
from shapes import draw_until as shapes_draw_until  # enc-reward7
from shapes import any_counter as shapes_any_counter  # enc-reward7
from shapes import reward_another as shapes_reward_another  # enc-reward7
from shapes import types_differ as shapes_types_differ  # enc-reward7
from shapes import revealed_takes as shapes_revealed_takes  # enc-reward7
from shapes import search_into as shapes_search_into  # enc-reward7
from shapes import happened_play as shapes_happened_play  # enc-reward8
from shapes import a_target as shapes_a_target  # enc-reward8
from shapes import copied_token as shapes_copied_token  # enc-reward8
from shapes import instant_until as shapes_instant_until  # enc-has3
from shapes import revealed_top as shapes_revealed_top  # enc-has3
from shapes import cant_play as shapes_cant_play  # enc-has3
from shapes import cant_on_your_turn as shapes_cant_on_your_turn  # enc-has4
from shapes import protect_group as shapes_protect_group  # enc-has4
from shapes import host_combat as shapes_host_combat  # enc-has3
from shapes import target_state as shapes_target_state  # enc-if5
from shapes import unpreventable_turn as shapes_unpreventable_turn  # enc-if5
from shapes import all_tokens as shapes_all_tokens  # enc-reward4
from shapes import faction_races as shapes_faction_races  # enc-reward5
from shapes import per_group as shapes_per_group  # enc-reward5
from shapes import damage_replacements as shapes_damage_replacements  # enc-if5
from shapes import instead_clauses as shapes_instead_clauses  # enc-if8
from shapes import graveyard_instead as shapes_graveyard_instead  # enc-if8
from shapes import keyword_named as shapes_keyword_named  # enc-if8
from shapes import skip_draw as shapes_skip_draw  # enc-if8
from shapes import draw_instead as shapes_draw_instead  # enc-if9
from shapes import discards_per_damage as shapes_discards_per_damage  # enc-if8
from shapes import own_row as shapes_own_row  # enc-if8
from shapes import targeted_hero as shapes_targeted_hero  # enc-if8
from shapes import heals_it as shapes_heals_it  # enc-if8
from shapes import opposing_cant_attack as shapes_opposing_cant_attack  # enc-has3
from shapes import attack_only_if_able as shapes_attack_only_if_able  # enc-if6
from shapes import its_controller as shapes_its_controller  # enc-if6
from shapes import tagged_cost as shapes_tagged_cost  # enc-turn6
from shapes import destroy_if as shapes_destroy_if  # enc-turn6
from shapes import random_discard as shapes_random_discard  # enc-turn6
from shapes import in_form as shapes_in_form  # enc-turn6
from shapes import talent_or_icon_cost as shapes_talent_or_icon_cost  # enc-reward9
from shapes import stat_and_strike as shapes_stat_and_strike  # enc-cost2
from shapes import group_cant as shapes_group_cant  # enc-reward9
from shapes import and_draw as shapes_and_draw  # enc-turn6
from shapes import that_entered as shapes_that_entered  # enc-if6
from shapes import ready_by_cost as shapes_ready_by_cost  # enc-if7
from shapes import if_that_is as shapes_if_that_is  # enc-if7
from shapes import its_state_if as shapes_its_state_if  # enc-if7
from shapes import target_deals_its_atk as shapes_target_deals_its_atk  # enc-if7
from shapes import you_may as shapes_you_may  # enc-if7
from shapes import skip_turn as shapes_skip_turn  # enc-if7
from shapes import exhaust_resources as shapes_exhaust_resources  # enc-if7
from shapes import in_graveyard as shapes_in_graveyard  # enc-if7
from shapes import that_atk as shapes_that_atk  # enc-if7
from shapes import target_party as shapes_target_party  # enc-if7
from shapes import flip_sides as shapes_flip_sides  # a two-sided hero's sides (301.2)
from shapes import removed_return as shapes_removed_return  # enc-enter10
from shapes import enters_stat_counters as shapes_enters_stat_counters  # enc-enter10
from shapes import target_this_turn as shapes_target_this_turn  # enc-enter10
from shapes import prevent_next as shapes_prevent_next  # enc-deal6
from shapes import each_if as shapes_each_if  # enc-deal6
from shapes import it_prevent as shapes_it_prevent  # enc-deal6
from shapes import that_party_target as shapes_that_party_target  # enc-deal6
from shapes import ability_itself as shapes_ability_itself  # enc-turn7
from shapes import armor_counters as shapes_armor_counters  # enc-turn7
from shapes import delayed as shapes_delayed  # enc-turn8
from shapes import control_conditions as shapes_control_conditions  # enc-turn8
from shapes import exhaust_target_card as shapes_exhaust_target_card  # enc-turn8
from shapes import destroy_resource as shapes_destroy_resource  # enc-turn8
from shapes import its_controller_has as shapes_its_controller_has  # enc-turn7
from shapes import faction_card as shapes_faction_card  # enc-turn7
from shapes import race_plural as shapes_race_plural  # enc-turn7
from shapes import host_unless_pays as shapes_host_unless_pays  # enc-turn7
from shapes import target_stat as shapes_target_stat  # enc-deal6
from shapes import misspelt as shapes_misspelt  # enc-while2
from shapes import this_turn_lead as shapes_this_turn_lead  # enc-while2
from shapes import or_if_host as shapes_or_if_host  # enc-while2
from shapes import dealt_must_attack as shapes_dealt_must_attack  # enc-while2
from shapes import group_statics as shapes_group_statics  # enc-while3
from shapes import start_and_end as shapes_start_and_end  # enc-turn7
from shapes import uninterrupted as shapes_uninterrupted  # lead (s19)
from shapes import unpreventable_by as shapes_unpreventable_by  # enc-deal7
from shapes import prevent_more as shapes_prevent_more  # enc-deal7
from shapes import prevent_first as shapes_prevent_first  # enc-harness1
from shapes import double_damage_on as shapes_double_damage_on  # enc-harness1
from shapes import that_allys_graveyard as shapes_that_allys_graveyard  # enc-harness1
from shapes import doubled_atk as shapes_doubled_atk  # enc-enter11
from shapes import top_card_put as shapes_top_card_put  # enc-enter11
from shapes import host_follows as shapes_host_follows  # enc-attach2
from shapes import host_pays as shapes_host_pays  # enc-attach2
from shapes import place_revealed as shapes_place_revealed  # enc-enter12
from shapes import remains_yours as shapes_remains_yours  # enc-enter11
from shapes import own_pick as shapes_own_pick  # enc-turn10
from shapes import grave_count as shapes_grave_count  # enc-turn10
from shapes import picked_one as shapes_picked_one  # noqa: F401 (enc-enter11: an amount of effects.py's)
from shapes import itself_back as shapes_itself_back  # enc-enter11
from shapes import event_atk_counters as shapes_event_atk_counters  # enc-enter11
from shapes import dealt_words as shapes_dealt_words  # enc-harness2
from shapes import dealt_total as shapes_dealt_total  # enc-turn9
from shapes import if_conditions as shapes_if_conditions  # enc-if11
from shapes import replacement_words as shapes_replacement_words  # enc-if11
from shapes import reputation_subject as shapes_reputation_subject  # enc-if11
from shapes import reward_words as shapes_reward_words  # enc-if11
from shapes import put_for_a_turn as shapes_put_for_a_turn  # enc-turn9
from shapes import each_other_back as shapes_each_other_back  # enc-enter13
from shapes import lowest_cost as shapes_lowest_cost  # enc-enter13
from shapes import divided_plural as shapes_divided_plural  # enc-enter13
from shapes import destroy_one as shapes_destroy_one  # enc-enter13
from shapes import tagged_shield as shapes_tagged_shield  # enc-enter13
from shapes.costs import ARROW, ONGOING, ONLY_YOUR_TURN, cost_part, keyword_before
USE_ONLY_IF = re.compile(r"^Use only if (?P<cond>[^.]+)\.$")  # enc-if (s12): a payment power's limit (701.1)
from shapes.powers import ENTERS_DAMAGED, POWER_SHAPES

KEYWORD = (r"(?:protector|elusive|ferocity|long[- ]range|stealth|untargetable|(?:%s) resistance|assault \d+|aberration"
           r"|berserking|time is money|conspicuous|shadowmeld|trap|inspiring presence|hardiness|war stomp"
           r"|find treasure|sentinel|harmonize|smash|escape artist|mend \d+|eternal|%s)"
           % ("|".join(TYPES), shapes_set_keywords.PATTERN))  # enc-kw2: the set keywords of shapes/set_keywords.py
KEYWORDS.update(shapes_set_keywords.WORDS)  # enc-kw2: read as a keyword line's and as a modifier's keywords
NUMBERED.update(shapes_set_keywords.NUMBERED_WORDS)  # enc-kw3: 'Haste 2', a numbered set keyword
# Keywords that are a power of the card, as the hand-written cards encode them (glossary: keywords.yaml)
KEYWORD_POWERS = {
    "Aberration": {"replacement": {"when": {"event": "damage", "combat": False, "destination": {"this": True}},
                                   "instead": {"prevent": "all"}}},       # all non-combat damage to it is prevented
    "Berserking": {"continuous": {"affects": {"this": True},               # +1 ATK for each damage on it
                                  "atk": {"total": "damage", "of": {"this": True}}}},
}
KEYWORD_LINE_HEAD = rf"{KEYWORD}(?:\s*,?\s*(?:and )?{KEYWORD})*"
KEYWORD_LINE = re.compile(rf"^{KEYWORD_LINE_HEAD}\.?$", re.I)
SLOTS = ("first", "second", "third")
ARMOR_SLOTS = ("Head", "Chest", "Hands", "Legs", "Waist", "Shoulder", "Off-Hand", "Wrist", "Feet", "Back")
ARMOR_KINDS = ("Cloth", "Leather", "Mail", "Plate", "Shield")
WEAPON_SLOTS = ("Melee (1)", "Ranged (1)", "Wand (1)")
WEAPON_KINDS = ("Sword", "Mace", "Dagger", "Staff", "Axe", "Polearm", "Bow", "Gun", "Fist", "Crossbow", "Wand")
WEAPON_KINDS += shapes_set_keywords.WEAPON_KINDS  # enc-kw2: the Thrown weapons' kinds


# -- shapes: a regular expression and what a match adds to the card ---------------------------------

def keywords(m: re.Match) -> Piece:
    found = re.findall(KEYWORD, m.group(0), re.I)
    words, powers = [], []
    for word in found:
        low = word.lower()
        if low.endswith("resistance"):  # all damage of that type to it is prevented (717.2)
            kind = low.split()[0]
            words.append(f"{kind.capitalize()} Resistance")
            powers.append({"replacement": {"when": {"event": "damage", "damage_type": kind,
                                                    "destination": {"this": True}},
                                           "instead": {"prevent": "all"}}})
        elif low.startswith("assault"):  # +N ATK during its controller's own turns
            n = int(low.split()[1])
            words.append(f"Assault {n}")
            powers.append({"continuous": {"affects": {"this": True}, "during": "your-turn", "atk": n}})
        elif low.split()[0] in NUMBERED:
            words.append(f"{NUMBERED[low.split()[0]]} {int(low.split()[1])}")
        elif low.capitalize() in KEYWORD_POWERS:
            words.append(low.capitalize())
            powers.append(KEYWORD_POWERS[low.capitalize()])
        else:
            words.append(KEYWORDS[low])
    if len(set(words)) != len(words):
        raise Unrecognised(m.group(0))
    shape = "keywords" if not powers else "keywords with a power (a resistance, Assault, Aberration, Berserking)"
    return Piece(shape, keywords=words, powers=powers)


def deckbuilding(field: str) -> Callable[[re.Match], Piece]:
    return lambda m: Piece(f"deckbuilding: {field.replace('_', ' ')}", **{field: m.group("x")})


def quest_cost(m: re.Match) -> Piece:
    when = (m.group("when") or "").lower()
    only_if = {"your_turn": True} if when else None  # "on your turn", "during your turn" (701.1)
    return Piece("quest: pay to complete", cost=number(m.group("n")), only_if=only_if)


def reward_draw(m: re.Match) -> Piece:
    return Piece("quest reward: draw", reward=[{"draw": number(m.group("n"))}])


def from_the_top(m: re.Match) -> Piece:
    """Look at (only you) or reveal (all players) your deck's top N cards; one of them, or one that
    fits, goes into your hand or back on top, the rest to the bottom (415.3a, 415.3c), as the
    hand-written Eagle Eye, It's a Secret to Everybody and Kibler's Exotic Pets encode it."""
    n, verb, other = number(m.group("n")), m.group("verb").lower(), m.group("other")
    if n < 2 or (other.startswith("other") != (n == 2)) or (m.group("kind") and verb != "reveal"):
        raise Unrecognised(m.group(0))  # 'the other' is one card; 'a revealed ally' only if revealed
    take: dict[str, Any] = {"to": "hand" if "hand" in m.group("dest") else "top"}
    if m.group("kind"):
        take["fits"] = {"kind": m.group("kind").lower()}
    effect = {"look_at_top" if verb == "look at" else "reveal_top": n, "then": [take], "rest": "bottom"}
    if m.group("reward"):
        return Piece("quest reward: look at or reveal the top cards", reward=[effect])
    return Piece("ability: look at or reveal the top cards", effects=[lambda slot: effect])


def top_card_if(m: re.Match) -> Piece:
    """Reveal your deck's top card; if it is of that kind it goes into your hand, otherwise it
    stays on top (415.3a; nothing moves it)."""
    effect = {"reveal_top": 1, "then": [{"to": "hand", "fits": {"kind": m.group("kind").lower()}}]}
    if m.group("reward"):
        return Piece("quest reward: look at or reveal the top cards", reward=[effect])
    return Piece("ability: look at or reveal the top cards", effects=[lambda slot: effect])


def draw(m: re.Match) -> Piece:
    return Piece("ability: draw", effects=[lambda slot: {"draw": number(m.group("n"))}])


def atk_this_turn(m: re.Match) -> Piece:
    """A modifier the link makes on its target, ending in the wrap-up step (503.2a), as the
    hand-written cards encode "target ally has -2 ATK this turn"."""
    n = int(m.group("n")) * (-1 if m.group("sign") == "-" else 1)
    return Piece("ability: the target has +N or -N ATK this turn", target=target(m),
                 effects=[lambda slot: {"create_continuous": {"affects": {"target": slot}, "atk": n},
                                        "duration": "this-turn"}])


def attach(m: re.Match) -> Piece:
    return Piece("ability: attach to a target", attach=target(m))


def attached_has(m: re.Match) -> Piece:
    # '-2 / -2', '+2 [Health]', 'is Untargetable' too; enc-if2: 'Assault 3 and Mend 3', two changes (assault_and)
    stats = statics.assault_and(m.group("what"), resistances=True)
    powers = [{"affects": {"host": True}, **stat} for stat in stats]
    preventions = [r for stat in stats for r in statics.resisted(stat, {"host": True})]  # enc-if (s12): 'and Nature
    if preventions or len(powers) > 1:  # Resistance': all such damage to the host is prevented (717.2), a second power
        return Piece("ongoing: the attached card has",  # of the ability in play (305.2a)
                     ongoing_powers=[*({"continuous": p} for p in powers), *({"replacement": r} for r in preventions)])
    return Piece("ongoing: the attached card has", ongoing=powers[0])


# enc-each: the hero keywords that allow two weapons (406.1, 406.3), as the engine names them
DUAL_WIELDS = {"dual wield": "Dual Wield", "ranged dual wield": "Ranged Dual Wield",
               "two-handed dual wield": "Two-Handed Dual Wield"}


def your_hero_has(m: re.Match) -> Piece:
    wield = DUAL_WIELDS.get(m.group("what").lower())
    stat = {"gain_keywords": [wield]} if wield else statics.changes(m.group("what"))  # 'Protector and +10 [Health]' too
    return Piece("ongoing: your hero has", ongoing={"affects": {"kind": "hero", "controller": "you"}, **stat})


def strike_long_range(m: re.Match) -> Piece:
    """As the hero strikes with it (303.2), the hero has Long-Range for that combat (603.1a)."""
    return Piece("weapon: Long-Range when struck with", powers=[{"triggered": {
        "when": {"event": "strike", "subject": {"kind": "hero", "controller": "you"}, "with": {"this": True}},
        "effects": [{"create_continuous": {"affects": {"kind": "hero", "controller": "you"},
                                           "gain_keywords": ["Long-Range"]}, "duration": "this-combat"}]}}])


def hero_dual_wield(m: re.Match) -> Piece:
    return Piece("weapon: your hero has Dual Wield", powers=[{"continuous": {
        "affects": {"kind": "hero", "controller": "you"}, "gain_keywords": ["Dual Wield"]}}])


def stays_exhausted(m: re.Match) -> Piece:
    """'It' is the previous sentence's target: it skips its controller's next ready step (714.3f)."""
    return Piece("ability: the target doesn't ready", same_target=True,
                 effects=[lambda slot: {"dont_ready": {"target": slot}, "whose": "its-controller"}])


def draws_each_turn(m: re.Match) -> Piece:
    """As each of your turns starts (500.1), you draw: a power of the ability in play (305.2)."""
    return Piece("ongoing: you draw at the start of each of your turns", ongoing_power={"triggered": {
        "when": {"event": "turn-starts", "subject": {"kind": "hero", "controller": "you"}},
        "effects": [{"draw": number(m.group("n"))}]}})


BURNS = "ongoing: your hero deals damage to the attached card each turn"


def burns_each_turn(m: re.Match) -> Piece:
    return Piece(BURNS, ongoing_power={"triggered": {
        "when": {"event": "turn-starts", "subject": {"kind": "hero", "controller": "you"}},
        "effects": [{"deal_damage": int(m.group("n")), "damage_type": m.group("t").lower(),
                     "source": {"kind": "hero", "controller": "you"}, "to": {"host": True}}]}})


SHAPES: list[tuple[re.Pattern, Callable[[re.Match], Piece]]] = [
    (KEYWORD_LINE, keywords),
    (re.compile(r"^(?P<x>[A-Z][\w'-]*(?: [A-Z][\w'-]*)*) Reputation$"), deckbuilding("reputation")),
    (re.compile(r"^(?P<x>[A-Z][\w'-]*(?: [A-Z][\w'-]*)?) Hero Required$"), deckbuilding("hero_required")),
    (re.compile(r"^(?:(?P<when>During your turn|On your turn)[,:] )?[Pp]ay \[?(?P<n>\d+)\]? [Tt]o "
                r"complete this quest\.$"), quest_cost),
    (re.compile(rf"^Reward: Draw {N} cards?\.$"), reward_draw),
    (re.compile(rf"^(?P<reward>Reward: )?(?P<verb>Reveal|Look at) the top {N} cards of your deck\. Put "
                r"(?:one|a revealed (?P<kind>ability|ally|equipment|quest)(?: card)?) (?P<dest>into (?:your )?hand"
                r"|on top of your deck) and the (?P<other>rest|other(?: one)?) on the bottom(?: of your deck)?\.$"),
     from_the_top),
    (re.compile(r"^(?P<reward>Reward: )?Reveal the top card of your deck\. If it's an? (?P<kind>ability|ally|quest), "
                r"put it into your hand\.$"), top_card_if),
    (re.compile(rf"^Draw {N} cards?\.$"), draw),
    (re.compile(rf"^Target {WHO} has (?P<sign>[+-])(?P<n>\d+) ATK this turn\.$"), atk_this_turn),
    (re.compile(rf"^Attach to target {WHO}\.$", re.I), attach),
    (re.compile(r"^Ongoing ?: Attached (?:ally|hero|character|weapon|armor|equipment|card) (?:has|is) (?P<what>[^.]+)\.$",
                re.I), attached_has),  # enc-eff (s10): a weapon, armor or any card attached to as well (400.5)
    (re.compile(r"^Ongoing ?: Your hero has (?P<what>[^.]+)\.$", re.I), your_hero_has),
    (re.compile(r"^When you strike with (?:this weapon|NAME), your hero has Long-Range this combat\.$"),
     strike_long_range),
    (re.compile(r"^Your hero has dual wield\.$", re.I), hero_dual_wield),
    (re.compile(r"^It can't ready during it'?s controller's next ready step\.$"), stays_exhausted),  # enc-deal2: 'it's' too
    (re.compile(rf"^Ongoing ?: At the start of your turn, draw {N} cards?\.$"), draws_each_turn),
    (re.compile(rf"^Ongoing ?: At the start of your turn, your hero deals (?P<n>\d+) (?P<t>{'|'.join(DAMAGE_TYPES)}) "
                r"damage to attached (?:hero|ally|character)\.$", re.I), burns_each_turn),
    *POWER_SHAPES,
    (triggers.TRIGGERED, lambda m: triggers.triggered(m, piece, acting_effects)),  # 'When NAME is destroyed, <effect>'
    (triggers.ONGOING_TRIGGERED, lambda m: triggers.ongoing(m, piece, acting_effects)),  # 'Ongoing: When …, <effect>'
]

SHAPES = statics.THIS_TURN + SHAPES  # a modifier 'this turn' on anything: before the shapes that read 'has' otherwise
SHAPES = [(triggers.TRIGGERED_THIS_TURN, SHAPES[[p for p, _ in SHAPES].index(triggers.TRIGGERED)][1])] + SHAPES  # a
# trigger prefix before a modifier 'this turn': its effect is the modifier (shapes/triggers.py)
SHAPES = shapes_dealt_words.shapes(lambda s: piece(s)) + SHAPES  # enc-harness2: 'deals 1 or more damage', '[Nature] damage'
SHAPES += [(pattern, lambda m, build=build: Piece(**build(m))) for pattern, build in shapes_one_graveyard.SHAPES]  # enc-reward2: ahead of 'Remove up to …'
SHAPES += [(pattern, lambda m, build=build: Piece(**build(m))) for pattern, build in shapes_that_deck.SHAPES]  # enc-reward2
SHAPES += [(pattern, lambda m, build=build: Piece(**build(m))) for pattern, build in shapes_chosen_counter.SHAPES]  # enc-reward3
SHAPES[0:0] = [(pattern, lambda m, build=build: Piece(**build(m))) for pattern, build in shapes_becomes.SHAPES]  # enc-reward3:
# ahead of the statics' 'Target … loses …'
SHAPES += [(pattern, lambda m, build=build: Piece(**build(m))) for pattern, build in shapes_more.SHAPES]
SHAPES += [(pattern, lambda m, build=build: Piece(**build(m))) for pattern, build in shapes_unless_pays.SHAPES]  # enc-turn5
SHAPES += [(pattern, lambda m, build=build: Piece(**build(m))) for pattern, build in shapes_interrupt_targeting.SHAPES]  # enc-turn5
SHAPES += [(pattern, lambda m, build=build: Piece(**build(m))) for pattern, build in shapes_effects.SHAPES]
SHAPES += shapes_effects.late_shapes(lambda s: piece(s))  # enc-eff (s10): 'Attach to target …, and …'
SHAPES[0:0] = shapes_destroyed_tokens.shapes(lambda s: piece(s))  # enc-put: tokens for each card destroyed this way
# enc-enter4: ahead of effects' 'Put target … on the bottom of its owner's deck', which would read 'target card in a graveyard'
SHAPES[0:0] = [(pattern, lambda m, build=build: Piece(**build(m))) for pattern, build in shapes_grave_deck.SHAPES]
SHAPES += [(pattern, lambda m, build=build: Piece(**build(m))) for pattern, build in shapes_turn.SHAPES]  # enc-turn
SHAPES += [(pattern, lambda m, build=build: Piece(**build(m))) for pattern, build in shapes_both_rows.SHAPES]  # enc-enter5
SHAPES += [(pattern, lambda m, build=build: Piece(**build(m))) for pattern, build in shapes_moves.SHAPES]  # enc-reward (s12)
SHAPES += [(pattern, lambda m, build=build: Piece(**build(m))) for pattern, build in shapes_put_one.SHAPES]  # enc-start
SHAPES += [(pattern, lambda m, build=build: Piece(**build(m))) for pattern, build in shapes_spent.SHAPES]  # enc-start
SHAPES += [(pattern, lambda m, build=build: Piece(**build(m))) for pattern, build in shapes_own_hero.SHAPES + shapes_any_graveyard.SHAPES
           + shapes_attached_one.SHAPES]  # enc-turn3
SHAPES += shapes_non_typed.shapes(lambda s: piece(s))  # enc-turn3: 'Prevent all non-melee damage …'
SHAPES += [(shapes_costs.REWARD, lambda m: shapes_costs.reward(m, piece, acting_effects, sentences))]  # after the above
SHAPES += shapes_rewards.SHAPES  # the top cards of your deck, each take where it goes (415.3a)
SHAPES += shapes_costs.COST_SHAPES  # 'You pay N less to …' (707.1e)
SHAPES += [(shapes_costs.OPPONENTS_QUEST_COST, shapes_costs.opponents_quest_cost)]  # enc-cost: 'On an opponent's turn: …'
SHAPES += [(shapes_costs.QUEST_COST, shapes_costs.quest_cost)]  # '<cost part> and pay N to complete this quest'
SHAPES += [(triggers.READY_RESOURCES, triggers.readied)]  # enc-trig (s9): your resources readied (411.1, 412.2): before
# the grammar's 'Ready <object>', which refuses these objects
SHAPES += shapes_rewards.two_shapes(lambda s: piece(s))  # enc-reward: 'Draw a card, and …', '…, then draw a card'
SHAPES += [(grammar.EFFECT, grammar.effect)]  # subject, verb, object: after the one-sentence shapes
SHAPES += [(triggers.COUNTER_EFFECT, triggers.counters)]  # enc-trig: counters put on a card (404.1), after the others
SHAPES[0:0] = [(triggers.GRAVEYARD_CARD, triggers.graveyard_card_removed)]  # enc-trig: a target card of any kind in
# a graveyard (706.1b), which the grammar's selector (a kind named) refuses: ahead of shapes/effects.py's reading
SHAPES += statics.SHAPES  # modifiers with their duration: last, as they refuse what they match and don't read
SHAPES[0:0] = shapes_effects.clause_shapes(lambda s: piece(s))  # an amount clause: '… equal to …', '…, where X is …'
SHAPES[0:0] = shapes_conditions.shapes(lambda s: piece(s))  # a clause around a sentence the others read: first
SHAPES[0:0] = shapes_counts.shapes(lambda s: piece(s))  # enc-turn: 'for each' of more kinds of count, ahead of it
SHAPES[0:0] = triggers.clause_shapes(lambda s: piece(s), lambda a, t: acting_effects(a, t))  # enc-trig (s11): a
# trigger's effect with a clause ('for each', 'or N if'): the clause the effect's, not the whole power's
SHAPES[0:0] = shapes_costs.COUNTED_SHAPES  # '… less to complete this quest for each …': ahead of the 'for each' clause
SHAPES[0:0] = statics.FIRST  # a power counted or with a 'while' (shapes/statics.py): ahead of the conditions' 'for each'
SHAPES[0:0] = shapes_labels.shapes(lambda s: piece(s))  # 'Tribe: <the sentence that says what it means>' (shapes/labels.py)
SHAPES[0:0] = [(pattern, lambda m, build=build: Piece(**build(m))) for pattern, build in shapes_enter.SHAPES]  # enc-enter:
SHAPES[0:0] = shapes_enter.WHOLE_SHAPES  # effects after 'When NAME enters play / is destroyed' (shapes/enter.py)
SHAPES[0:0] = shapes_enter.clause_shapes(lambda s: piece(s))  # enc-enter: '… if its controller has more … than you'
SHAPES[0:0] = shapes_next_turn.shapes(lambda s: piece(s))  # enc-enter4: '… at the start of the next turn'
SHAPES += shapes_grave_deck.read_shapes(lambda s: piece(s))  # enc-enter4: '… and discard your hand'
SHAPES[0:0] = shapes_party.shapes(lambda s: piece(s))  # r2-party: 'When … enters your party, …' (415.8b)
SHAPES[0:0] = shapes_this_way.SHAPES  # enc-cost: 'A character dealt damage this way can't attack this turn' (709.2d),
# ahead of the modifiers 'this turn', which would read its subject as a group
SHAPES[0:0] = shapes_maypay.shapes(lambda s: piece(s))  # r2-maypay: '<trigger>, you may pay N. If you do, …': first
SHAPES[0:0] = shapes_pay_and_destroy.shapes(lambda s: piece(s))  # enc-turn3: '…, you may pay N and destroy NAME. If you do, …'
SHAPES[0:0] = shapes_host.SHAPES  # enc-misc: what an attachment forbids its host (ahead of statics' refusal)
SHAPES[0:0] = shapes_elided.shapes(lambda s: piece(s))  # enc-deals: 'heals that much from' ('damage' left out)
SHAPES[0:0] = shapes_cant_both.SHAPES  # enc-deals: 'Target ally can't attack or protect this turn'
SHAPES[0:0] = shapes_two_targets.SHAPES  # enc-deals: '… to target A and heals N damage from target B'
SHAPES[0:0] = shapes_target_deals.SHAPES  # enc-deals: 'Target ally deals … damage to itself equal to its ATK'
SHAPES[0:0] = shapes_follow.shapes(lambda s: piece(s))  # enc-deals: '…, and you draw a card'
SHAPES[0:0] = shapes_polymorph.SHAPES  # enc-deals: '… loses and can't have powers, and is a Boar'
SHAPES[0:0] = shapes_random_target.shapes(lambda s: piece(s))  # enc-deals: '… to a random opposing hero or ally'
SHAPES[0:0] = shapes_respectively.SHAPES  # enc-deals: '… 3, 2, and 1 damage to them, respectively'
SHAPES[0:0] = shapes_outnumbered.SHAPES  # enc-misc: an ally's 'can't attack unless an opponent controls more allies'
SHAPES[0:0] = shapes_own_cant.SHAPES  # enc-enter3: an ally's own 'This ally can't attack.'
SHAPES[0:0] = shapes_enter_exhausted.SHAPES  # enc-enter3: 'Opposing allies enter play exhausted.'
SHAPES[0:0] = shapes_enters_counters.SHAPES  # enc-turn5: 'NAME enters play with three blade counters.'
SHAPES[0:0] = [(shapes_outnumbered.READY_GROUP, statics.while_in_play)]  # enc-misc: 'Ready allies … have …'
SHAPES[0:0] = shapes_set_keywords.shapes(lambda s: piece(s))  # enc-kw2: '<Spec> Talent', 'Empower <Class>: If …'
SHAPES[0:0] = shapes_keywords_late.shapes(lambda s: piece(s), lambda a, t: acting_effects(a, t))  # enc-kw: Death Rattle
SHAPES[0:0] = shapes_inspire.SHAPES  # enc-kw: 'Inspire: Ally' (501.1b)
SHAPES[0:0] = shapes_protect.SHAPES  # enc-kw: 'This ally can protect your hero' (602.2)
SHAPES[0:0] = [(triggers.THIS_TURN_TRIGGER, lambda m: triggers.this_turn_trigger(m, piece))]  # enc-trig: 'When … this
# turn, …': a triggered modifier made by the effect (715.1), its sentence read again without 'this turn': first
SHAPES[0:0] = shapes_rewards.modes_shapes(lambda s: piece(s), lambda a, t: acting_effects(a, t))  # enc-reward (s10):
# 'Reward: Choose one: … or …' (707.1c), ahead of the reward's other shapes
SHAPES[0:0] = [(shapes_rewards.STASH, lambda m: shapes_rewards.stash(m, piece, acting_effects, sentences))]  # enc-reward:
# 'Stash: <effect>' to its paragraph's end, ahead of the shapes that would read the effect alone
SHAPES[0:0] = shapes_cond.shapes(lambda s: piece(s))  # enc-cond: two conditions read together, 'this combat' (shapes/cond.py)
SHAPES[0:0] = [(pattern, lambda m, build=build: Piece(**build(m))) for pattern, build in shapes_moves.FIRST]  # enc-reward (s12)
SHAPES[0:0] = shapes_from_graveyard.SHAPES  # enc-start: a power working in the graveyard, ahead of the 'may pay' and 'if'
SHAPES[0:0] = shapes_ifstatic.shapes(lambda s: piece(s))  # enc-if (s12): a power only if something happened this turn
SHAPES[0:0] = shapes_start_turn.shapes(lambda s: piece(s))  # enc-start2: "… each hero and ally in that player's party"
SHAPES[0:0] = shapes_at_turn.shapes(lambda s: piece(s))  # enc-start1: "… controller's turn, … damage to it."
SHAPES[0:0] = shapes_that_destroyed.shapes(lambda s: piece(s))  # enc-enter5: 'When that ally is destroyed this turn, …'
SHAPES[0:0] = shapes_attached.shapes(lambda s: piece(s))  # enc-turn2: '… for each ability attached to it', 'target attachment'
SHAPES[0:0] = shapes_dont_ready.shapes(lambda s: piece(s))  # enc-deal2: cards that skip a ready step (501.1a)
SHAPES[0:0] = shapes_reflex.shapes(lambda s: piece(s))  # enc-deal2: 'When damage is dealt this way, …' (715.1)
SHAPES[0:0] = shapes_this_and_other.shapes(lambda s: piece(s))  # enc-if3: '… for this and each other …'
SHAPES[0:0] = shapes_if_that.shapes(lambda s: piece(s))  # enc-if3: 'If …, … that ally': the previous target again
SHAPES[0:0] = [(pattern, lambda m, build=build: Piece(**build(m))) for pattern, build in
                [*shapes_top_removed.SHAPES, *shapes_revealed_named.SHAPES, *shapes_chosen_value.SHAPES,
                 *shapes_you_and_target.SHAPES, *shapes_nth_from_top.SHAPES, *shapes_revealed_attachments.SHAPES,
                 *shapes_revealed_cost.SHAPES]]  # enc-reward6
SHAPES[0:0] = shapes_up_to_one.shapes(lambda s: piece(s))  # enc-reward6: 'Put up to one target … from a graveyard …'
SHAPES[0:0] = shapes_revealed_if.shapes(lambda s: piece(s))  # enc-reward6: 'Reveal the top card … If it's an ally, …'
SHAPES[0:0] = shapes_then.shapes(lambda s: piece(s))  # enc-then: 'Then, …' marked as the next step (709.2), first
SHAPES += [(pattern, lambda m, build=build: Piece(**build(m))) for pattern, build in shapes_trigger_joins.SHAPES]  # enc-enter6
SHAPES[0:0] = shapes_trigger_joins.shapes(lambda s: piece(s))  # enc-enter6: 'Ongoing: When …, if …', one effect on several events
SHAPES[0:0] = shapes_if_combat.shapes(lambda s: piece(s))  # enc-if4: 'If <a card> is in combat, … it …'
SHAPES[0:0] = shapes_while_both.shapes(lambda s: piece(s))  # enc-if4: 'While …, A have …, and B have …'
SHAPES += [(pattern, lambda m, build=build: Piece(**build(m))) for pattern, build in shapes_each_puts.SHAPES]  # enc-if4
SHAPES += [(pattern, lambda m, build=build: Piece(**build(m))) for pattern, build in shapes_their_pick.SHAPES]  # enc-reward4
SHAPES[0:0] = [(pattern, lambda m, build=build: Piece(**build(m))) for pattern, build in shapes_top_takes.SHAPES]  # enc-reward4:
# ahead of the reward's sentence-by-sentence reading
SHAPES[0:0] = shapes_token_counts.shapes(lambda s: piece(s))  # enc-reward4: tokens counted, ahead of 'for each'
SHAPES[0:0] = shapes_faction_races.shapes(lambda s: piece(s))  # enc-reward5: one faction's races, ahead of 'for each'
SHAPES[0:0] = shapes_per_group.shapes(lambda s: piece(s))  # enc-reward5: 'for each five …', ahead of 'for each'
SHAPES[0:0] = shapes_ready_both.shapes(lambda s: piece(s))  # enc-if4: 'Ready your hero and all of your weapons.'
SHAPES[0:0] = shapes_while_cost.shapes(lambda s: piece(s))  # enc-if4: 'While …, opponents pay 1 more to …'
SHAPES[0:0] = shapes_face_up_cost.SHAPES  # enc-if4: 'As a cost to place this quest face up, …'
SHAPES[0:0] = shapes_alternate_cost.SHAPES  # enc-turn4: 'You may exhaust … rather than pay this ability's cost.'
SHAPES[0:0] = shapes_resource_row.SHAPES  # enc-turn4: 'Put target non-token ally into its owner's resource row face down'
SHAPES[0:0] = shapes_second_target.SHAPES  # enc-turn4: 'Target Pet you control deals … equal to its ATK to a second target ally.'
SHAPES[0:0] = shapes_dealt_to.shapes(lambda s: piece(s))  # enc-turn4: '… to each hero and ally it dealt damage to this turn'
SHAPES[0:0] = shapes_joined_clauses.shapes(lambda s: piece(s))  # enc-deal3: '… and has … this turn', 'plus an additional N for each'
SHAPES[0:0] = shapes_return_hand.shapes(lambda s: piece(s))  # enc-deal4: 'return him to his owner's hand'
SHAPES[0:0] = shapes_dealt_hero_controller.shapes(lambda s: piece(s))  # enc-deal4: 'its controller discards' after it
SHAPES[0:0] = shapes_that_party.shapes(lambda s: piece(s))  # enc-deal4: '… each other hero and ally in that ally's party'
SHAPES[0:0] = shapes_that_one_itself.shapes(lambda s: piece(s))  # enc-deal4: 'that Shaman deals … to itself'
SHAPES[0:0] = shapes_host_control.SHAPES  # enc-has3: 'Ongoing: You control attached ally.'
SHAPES[0:0] = shapes_it_cant_attack.SHAPES  # enc-has3: 'It can't attack this turn.' after a target
SHAPES[0:0] = shapes_own_damage.SHAPES  # enc-while1: '-1 ATK for each damage on him'
SHAPES[0:0] = shapes_x_this_turn.shapes(lambda s: piece(s))  # enc-has3: '… has +X ATK this turn, where X is its ATK'
SHAPES[0:0] = shapes_x_total_this_turn.shapes(lambda s: piece(s))  # enc-while1: '… -X ATK this turn, where X is the combined …'
SHAPES[0:0] = shapes_x_target_cost.shapes(lambda s: piece(s))  # enc-while1: '… Assault X this turn, where X is the cost of target …'
SHAPES[0:0] = [(pattern, lambda m, build=build: Piece(**build(m))) for pattern, build in shapes_attacks_only.SHAPES]  # enc-has3
SHAPES[0:0] = shapes_instant_until.SHAPES  # enc-has3: 'Cards in your hand are instant this turn until you play a card.'
SHAPES[0:0] = shapes_revealed_top.SHAPES  # enc-has3: 'Opponents play with the top card of their decks revealed.'
SHAPES[0:0] = shapes_cant_play.SHAPES  # enc-has3: 'Players can't play allies.'
SHAPES[0:0] = shapes_cant_on_your_turn.SHAPES  # enc-has4: 'Opponents can't play cards on your turn.'
SHAPES[0:0] = shapes_protect_group.SHAPES  # enc-has4: 'NAME can protect heroes and allies with damage.'
SHAPES[0:0] = shapes_host_combat.SHAPES  # enc-has3: 'Ongoing: Attached ally has +5 ATK while defending.'
SHAPES[0:0] = shapes_opposing_cant_attack.SHAPES  # enc-has3: 'Target opposing ally can't attack this turn.'
SHAPES[0:0] = [(pattern, lambda m, build=build: Piece(**build(m))) for pattern, build in shapes_attach_dealt.SHAPES]  # enc-has3
SHAPES[0:0] = shapes_target_state.shapes(lambda s: piece(s))  # enc-if5: 'If that ally <is so>, …' (the previous target)
SHAPES[0:0] = shapes_unpreventable_turn.shapes(lambda s: piece(s))  # enc-if5: '…, and damage it would deal is unpreventable'
SHAPES[0:0] = shapes_attacking_this_turn.shapes(lambda s: piece(s))  # enc-enter7: '… while attacking allies this turn'
SHAPES[0:0] = shapes_each_of_your.shapes(lambda s: piece(s))  # enc-enter7: 'Each of your other equipment is …', 'Your Totems have …'
SHAPES[0:0] = shapes_fights_this.SHAPES  # enc-enter7: 'Opposing allies have -2 ATK while in combat with NAME'
SHAPES[0:0] = shapes_damage_replacements.shapes(lambda s: piece(s))  # enc-if5: '+1 for each …', 'with a Balance ability'
SHAPES[0:0] = shapes_instead_clauses.shapes(lambda s: piece(s))  # enc-if8: '1 of it is dealt to your hero instead', …
SHAPES[0:0] = shapes_graveyard_instead.SHAPES  # enc-if8: 'If a card would enter an opposing graveyard, remove it …'
SHAPES[0:0] = shapes_skip_draw.shapes(lambda s: piece(s))  # enc-if8: 'you may skip drawing it instead', 'When you skip …'
SHAPES[0:0] = shapes_draw_instead.SHAPES  # enc-if9: 'If you would draw a card, draw two instead.'
SHAPES[0:0] = shapes_discards_per_damage.shapes(lambda s: piece(s))  # enc-if8: '… discards a card for each damage dealt'
SHAPES[0:0] = shapes_own_row.SHAPES  # enc-if8: 'Put this ability into your resource row face down and exhausted.'
SHAPES[0:0] = shapes_targeted_hero.SHAPES  # enc-if8: 'If you targeted a hero, you may destroy an ability …'
SHAPES[0:0] = shapes_heals_it.shapes(lambda s: piece(s))  # enc-if8: 'Your hero heals all damage from it.'
shapes_conditions.CONDITIONS[0:0] = shapes_then.CONDITIONS  # enc-then: "attached hero has N or more damage", ahead
shapes_conditions.CONDITIONS[0:0] = shapes_joined_clauses.CONDITIONS  # enc-deal3: 'you played another ability this turn'
shapes_conditions.CONDITIONS[0:0] = shapes_enters_counters.CONDITIONS  # enc-turn5: 'NAME has no wind counters on it'
shapes_conditions.CONDITIONS[0:0] = shapes_enters_stat_counters.CONDITIONS  # enc-enter10: 'NAME has no +1 ATK counters on it'
SHAPES += shapes_token_keywords.shapes(lambda s: piece(s))  # enc-reward4: a token's set keywords, Unique: last
SHAPES[0:0] = shapes_token_powers.shapes(lambda s: piece(s))  # enc-reward4: a token's power printed without quotes
shapes_costs.COST_PARTS += shapes_deck_bottom.COST_PARTS  # enc-turn4: 'Put NAME on the bottom of your deck' (a cost)
SHAPES[0:0] = shapes_their_pick.token_shapes(lambda s: piece(s))  # enc-reward4: tokens under another player's control
SHAPES[0:0] = [(pattern, lambda m, build=build: Piece(**build(m))) for pattern, build in shapes_all_tokens.SHAPES]  # enc-reward4
SHAPES[0:0] = shapes_hand_size.SHAPES  # enc-enter8: 'Your maximum hand size is increased by one.'
SHAPES[0:0] = shapes_extra_resources.SHAPES  # enc-enter12: 'You can place an additional resource on each of your turns.'
SHAPES[0:0] = shapes_host_party.SHAPES  # enc-enter8: 'Allies in attached hero's party have -1 ATK.'
SHAPES[0:0] = shapes_typed_packets.shapes(lambda s: piece(s))  # enc-enter9: '… 1 frost damage and 1 nature damage to …'
SHAPES[0:0] = shapes_opposing_cant_both.SHAPES  # enc-enter9: 'Target opposing hero or ally can't attack or protect this turn.'
SHAPES[0:0] = shapes_traits_attacking.SHAPES  # enc-enter9: 'Druids in your party have +1 ATK while attacking.'
SHAPES[0:0] = shapes_draw_another.shapes(lambda s: piece(s))  # enc-enter9: 'Draw a card, then draw another card for each …'
SHAPES[0:0] = shapes_draw_until.SHAPES  # enc-reward7: 'Draw cards until you reach your maximum hand size.'
SHAPES[0:0] = [(pattern, lambda m, build=build: Piece(**build(m))) for pattern, build in shapes_any_counter.SHAPES]  # enc-reward7
SHAPES[0:0] = shapes_reward_another.shapes(lambda s: piece(s))  # enc-reward7: 'Reward: Draw a card, then draw another …'
SHAPES[0:0] = shapes_types_differ.shapes(lambda s: piece(s))  # enc-reward7: 'If they have different card types, …'
SHAPES[0:0] = [(pattern, lambda m, build=build: Piece(**build(m))) for pattern, build in shapes_revealed_takes.SHAPES]  # enc-reward7
SHAPES[0:0] = [(pattern, lambda m, build=build: Piece(**build(m))) for pattern, build in shapes_search_into.SHAPES]  # enc-reward7
SHAPES[0:0] = shapes_search_into.shapes(lambda s: piece(s))  # enc-reward7: 'Put target ally from a graveyard on top of …'
SHAPES[0:0] = shapes_happened_play.shapes(lambda s: piece(s))  # enc-reward8: 'Draw a card if a Dragonkin entered play …'
SHAPES[0:0] = shapes_a_target.shapes(lambda s: piece(s))  # enc-reward8: 'Put a target … on top of its owner's deck.'
SHAPES[0:0] = [(pattern, lambda m, build=build: Piece(**build(m))) for pattern, build in shapes_copied_token.SHAPES]  # enc-reward8
SHAPES[0:0] = shapes_friendly_draw.SHAPES  # enc-enter9: 'Each friendly player draws a card.'
SHAPES[0:0] = shapes_attack_only_if_able.SHAPES  # enc-if6: 'Opposing heroes and allies can attack only this ally if able.'
SHAPES[0:0] = shapes_its_controller.SHAPES  # enc-if6: 'Its controller draws a card.' (the previous target's)
SHAPES[0:0] = shapes_tagged_cost.SHAPES  # enc-turn6: 'You pay 1 less to play Feral abilities, to a minimum of 1.'
SHAPES[0:0] = shapes_talent_or_icon_cost.SHAPES  # enc-reward9: 'You pay 1 less to play your next Frost or [Frost] card this turn.'
SHAPES[0:0] = shapes_stat_and_strike.SHAPES  # enc-cost2: '… has +1 ATK and you pay 1 less to strike with it for each …'
shapes_conditions.CONDITIONS[0:0] = shapes_stat_and_strike.CONDITIONS  # enc-cost2: 'an ally entered a graveyard this turn'
SHAPES[0:0] = shapes_group_cant.SHAPES  # enc-reward9: 'Allies can't attack this turn.'
SHAPES[0:0] = shapes_deckbuilding.SHAPES  # lead (s20): 'Deckbuilding: You can't put [Horde] … cards in your deck.'
SHAPES[0:0] = shapes_diplomacy.SHAPES  # lead (s20): 'Diplomacy: Dwarves'
SHAPES[0:0] = shapes_random_discard.SHAPES  # enc-turn6: 'Target opponent discards two random cards.'
SHAPES[0:0] = shapes_and_draw.shapes(lambda s: piece(s))  # enc-turn6: "…, and draw a card."
SHAPES[0:0] = shapes_in_form.shapes(lambda s: piece(s))  # enc-turn6: '…, if your hero is in cat form, it deals …'
shapes_conditions.CONDITIONS[0:0] = shapes_in_form.CONDITIONS  # enc-turn6: 'your hero is in cat form'
SHAPES[0:0] = shapes_destroy_if.shapes(lambda s: piece(s))  # enc-turn6: '…, destroy this ability if …'
shapes_conditions.CONDITIONS[0:0] = shapes_destroy_if.CONDITIONS  # enc-turn6: 'you don't control an ally'
SHAPES[0:0] = shapes_that_entered.SHAPES  # enc-if6: 'If you do, destroy that opposing card.' (the event's)
SHAPES[0:0] = shapes_ready_by_cost.shapes(lambda s: piece(s))  # enc-if7: 'ready up to X …, where X is its cost'
SHAPES[0:0] = shapes_if_that_is.shapes(lambda s: piece(s))  # enc-if7: 'If that ally entered play this turn, …'
SHAPES[0:0] = shapes_target_deals_its_atk.shapes(lambda s: piece(s))  # enc-if7: 'If you do, … have it deal … its ATK …'
SHAPES += shapes_you_may.shapes(lambda s: piece(s))  # enc-if7: 'You may <effect>.', when nothing else reads it: last
SHAPES[0:0] = shapes_skip_turn.SHAPES  # enc-if7: 'Target player skips his next turn.'
SHAPES[0:0] = shapes_exhaust_resources.SHAPES  # enc-if7: 'Exhaust all of your resources.'
SHAPES[0:0] = shapes_in_graveyard.shapes(lambda s: piece(s))  # enc-if7: 'Put target ally in an opponent's graveyard into play …'
SHAPES[0:0] = shapes_that_atk.shapes(lambda s: piece(s))  # enc-if7: 'If you do, … equal to that ally's ATK.'
SHAPES[0:0] = shapes_attached_card.SHAPES  # enc-has5: 'Ongoing: Attached card can't be destroyed.'
SHAPES[0:0] = shapes_counted_lists.shapes(statics.counted_or_while)  # enc-has5: '… for each opposing exhausted hero, ally, and equipment'
SHAPES[0:0] = shapes_this_and_others_turn.shapes(lambda s: piece(s))  # enc-has5: 'This and other allies you control have … this turn.'
SHAPES[0:0] = shapes_cost_to_exhaust.SHAPES  # enc-has5: '… can't attack or exhaust unless its controller pays 2.'
SHAPES[0:0] = shapes_host_attacks.SHAPES  # enc-has5: 'Attached character must attack if able and can attack only your hero …'
SHAPES[0:0] = shapes_it_this_turn.shapes(lambda s: piece(s))  # enc-has5: 'It has Elusive this turn.' (the previous target)
SHAPES[0:0] = shapes_paid_it.shapes(lambda s: piece(s))  # enc-has5: 'It deals 1 damage to target hero.' (the card a cost exhausted)
SHAPES[0:0] = shapes_play_on_their_turn.SHAPES  # enc-has5: 'Play only on an opponent's turn.'
SHAPES[0:0] = shapes_cant_attack_while.SHAPES  # enc-has5: 'While this ally is ready, opposing … can't attack other Worgen …'
SHAPES[0:0] = shapes_target_party.shapes(lambda s: piece(s))  # enc-if7: 'If you do, … each hero and ally in that ally's party.'
SHAPES[0:0] = shapes_flip_sides.SHAPES  # 'Flip NAME.' after a flip power's arrow (301.2)
SHAPES[0:0] = shapes_removed_return.SHAPES  # enc-enter10: 'When NAME leaves play, put that removed ally into play …'
SHAPES[0:0] = shapes_enters_stat_counters.SHAPES  # enc-enter10: 'NAME enters play with three +1 ATK counters.'
SHAPES[0:0] = shapes_target_this_turn.shapes(lambda s: piece(s))  # enc-enter10: 'When target ally … this turn, …'
SHAPES[0:0] = shapes_prevent_next.SHAPES  # enc-deal6: 'Prevent the next X combat damage … to your hero by allies this turn'
SHAPES[0:0] = shapes_each_if.shapes(lambda s: piece(s))  # enc-deal6: '… to each …, or 4 if that character …'
SHAPES[0:0] = shapes_it_prevent.SHAPES  # enc-deal6: 'Prevent all damage that it would be dealt while defending this turn.'
SHAPES[0:0] = shapes_that_party_target.shapes(lambda s: piece(s))  # enc-deal6: '… to target ally in that hero's party'
SHAPES[0:0] = shapes_its_controller_has.shapes(lambda s: piece(s))  # enc-turn7: '… for each … its controller controls'
SHAPES[0:0] = shapes_race_plural.shapes(lambda s: piece(s))  # enc-turn7: 'Destroy all Demons.'
SHAPES[0:0] = shapes_host_unless_pays.shapes(lambda s: piece(s))  # enc-turn7: '… exhaust it unless he pays 4.'
SHAPES[0:0] = shapes_start_and_end.shapes(lambda s: piece(s))  # enc-turn7: 'At the start and end of your turn, …'
SHAPES[0:0] = [(p, lambda m, build=build: Piece(**build(m))) for p, build in shapes_faction_card.SHAPES]  # enc-turn7: 'Each opponent destroys a [Horde] card he controls.'
SHAPES[0:0] = shapes_target_stat.shapes(lambda s: piece(s))  # enc-deal6: '…, where X is target ally's health.'
SHAPES[0:0] = shapes_uninterrupted.SHAPES  # lead (s19): 'NAME can't be interrupted.', 'Your ability cards can't …'
SHAPES[0:0] = shapes_this_turn_lead.shapes(lambda s: piece(s))  # enc-while2: 'This turn, weapons you control have … for each …'
SHAPES[0:0] = shapes_or_if_host.SHAPES  # enc-while2: 'Ongoing: Attached ally has +1 / +1, or +2 / +2 if it's a Demon.'
SHAPES[0:0] = shapes_dealt_must_attack.SHAPES  # enc-while2: 'This turn, characters dealt damage this way must attack …'
SHAPES[0:0] = shapes_host_pays.shapes(lambda s: piece(s))  # enc-attach2: 'Ongoing: Attached hero's controller pays 1 more to play abilities.'
SHAPES[0:0] = shapes_host_follows.SHAPES  # enc-attach2: 'Attached hero's controller discards a card for each damage dealt this way.'
SHAPES[0:0] = shapes_unpreventable_by.shapes(lambda s: piece(s))  # enc-deal7: 'Damage that allies you control would deal is unpreventable.'
SHAPES[0:0] = shapes_prevent_more.shapes(lambda s: piece(s))  # enc-deal7: '… dealt to and dealt by attached character.', …
SHAPES[0:0] = shapes_prevent_first.SHAPES  # enc-harness1: 'Prevent the first 1 damage … each turn.'
SHAPES[0:0] = shapes_double_damage_on.SHAPES  # enc-harness1: 'Double the damage on each opposing ally.'
SHAPES[0:0] = shapes_that_allys_graveyard.shapes(lambda s: piece(s))  # enc-harness1: '… for each card in that ally's controller's graveyard.'
shapes_conditions.CONDITIONS[0:0] = shapes_prevent_more.CONDITIONS  # enc-deal7: 'your hero is protecting'
SHAPES[0:0] = shapes_doubled_atk.shapes(lambda s: piece(s))  # enc-enter11: 'Double the ATK of target ally this turn.'
SHAPES[0:0] = [(p, lambda m, build=build: Piece(**build(m))) for p, build in shapes_top_card_put.SHAPES]  # enc-enter11
SHAPES[0:0] = [(p, lambda m, build=build: Piece(**build(m))) for p, build in shapes_place_revealed.SHAPES]  # enc-enter12
SHAPES[0:0] = shapes_remains_yours.shapes(lambda s: piece(s))  # enc-enter11: '… while NAME remains in your party'
SHAPES[0:0] = shapes_itself_back.SHAPES  # enc-enter11: 'When attached ally is destroyed, … put this ability … into his hand'
SHAPES[0:0] = shapes_event_atk_counters.SHAPES  # enc-enter11: '…, where X was the ATK of that Dragonkin.'
SHAPES[0:0] = shapes_delayed.shapes(lambda s: piece(s))  # enc-turn8: '…. At end of turn, destroy them.'
shapes_conditions.CONDITIONS[0:0] = shapes_control_conditions.CONDITIONS  # enc-turn8: 'you do not control a Ghoul'
SHAPES[0:0] = shapes_exhaust_target_card.shapes(lambda s: piece(s))  # enc-turn8: 'exhaust target card' (in play, 411)
shapes_costs.COST_PARTS += shapes_destroy_resource.COST_PARTS  # enc-turn8: 'Destroy a resource you control' (a cost)
shapes_conditions.CONDITIONS[0:0] = shapes_dealt_total.CONDITIONS  # enc-turn9: 'an opposing hero was dealt 5 or more damage'
shapes_conditions.CONDITIONS[0:0] = shapes_at_turn.CONDITIONS  # enc-start1: 'attached hero was dealt 5 or more damage'
SHAPES[0:0] = shapes_put_for_a_turn.shapes(lambda s: piece(s))  # enc-turn9: '… from your hand into play. If you do, destroy it …'
SHAPES += [(p, lambda m, build=build: Piece(**build(m))) for p, build in shapes_own_pick.SHAPES]  # enc-turn10: last,
# where no other shape reads it: 'Put a resource (another ally) you control into your hand.'
SHAPES[0:0] = [(p, lambda m, build=build: Piece(**build(m))) for p, build in shapes_grave_count.SHAPES]  # enc-turn10
SHAPES[0:0] = [(p, lambda m, build=build: Piece(**build(m))) for p, build in shapes_each_other_back.SHAPES]  # enc-enter13: 'Put each other ability, ally, and equipment into its owner's hand.'
SHAPES[0:0] = [(p, lambda m, build=build: Piece(**build(m))) for p, build in shapes_lowest_cost.SHAPES]  # enc-enter13: '… that have or share the lowest cost among …', '… with the lowest cost'
SHAPES[0:0] = shapes_divided_plural.shapes(lambda s: piece(s))  # enc-enter13: '… divided as you choose to any number of target opposing Priests.'
SHAPES[0:0] = shapes_destroy_one.shapes(lambda s: piece(s))  # enc-enter13: 'Destroy an ally in your party.', 'Draw a card, then destroy …'
SHAPES[0:0] = [(p, lambda m, build=build: Piece(**build(m))) for p, build in shapes_tagged_shield.SHAPES]  # enc-enter13: 'Prevent all damage that would be dealt to target Totem this turn.'
# -- enc-if11 --
shapes_conditions.CONDITIONS[0:0] = shapes_if_conditions.CONDITIONS  # enc-if11: 'an opponent played an ally this turn', …
SHAPES[0:0] = shapes_replacement_words.shapes(lambda s: piece(s))  # enc-if11: '… that much nature damage +1 instead', …
SHAPES[0:0] = shapes_reputation_subject.shapes(lambda s: piece(s))  # enc-if11: 'When NAME or another Scryer ally enters …'
SHAPES[0:0] = shapes_reward_words.shapes(lambda s: piece(s))  # enc-if11: 'Reward: If you control an A, B, or C, draw …'
# -- enc-deal8 --
from shapes import dealt_players_cards as shapes_dealt_players_cards  # noqa: E402 (enc-deal8)
SHAPES[0:0] = shapes_dealt_players_cards.shapes(lambda s: piece(s))  # enc-deal8: '… target ability he controls.'
from shapes import trigger_and as shapes_trigger_and  # noqa: E402 (enc-deal8)
SHAPES[0:0] = shapes_trigger_and.shapes(lambda s: piece(s))  # enc-deal8: '…, you may ready it and one of your …'
from shapes import dealt_gain_control as shapes_dealt_gain_control  # noqa: E402 (enc-deal8)
SHAPES[0:0] = shapes_dealt_gain_control.shapes(lambda s: piece(s))  # enc-deal8: '…, gain control of that ally while …'
SHAPES[0:0] = shapes_group_statics.shapes(lambda s: piece(s))  # enc-while3: 'Each ally you control has …', 'Assault 2 and …'
from shapes import gone_may as shapes_gone_may  # noqa: E402 (enc-destroyed2)
SHAPES[0:0] = shapes_gone_may.shapes(lambda s: piece(s))  # enc-destroyed2: 'When a friendly … is destroyed, it may deal …'
from shapes import whenever as shapes_whenever  # noqa: E402 (enc-destroyed2)
SHAPES[0:0] = shapes_whenever.shapes(lambda s: piece(s))  # enc-destroyed2: 'Whenever …, …' read as 'When …, …'
from shapes import attackers_party as shapes_attackers_party  # noqa: E402 (enc-destroyed2)
SHAPES[0:0] = shapes_attackers_party.shapes(lambda s: piece(s))  # enc-destroyed2: '… that ally's controller exhausts all allies in his party'
# -- enc-two1 --
from shapes import sabotage as shapes_sabotage  # noqa: E402 (enc-two1)
SHAPES[0:0] = shapes_sabotage.shapes(lambda s: piece(s))  # enc-two1: 'Sabotage: Resource', 'When NAME sabotages a resource, …'
# -- enc-enter14 --
from shapes import unless_controller as shapes_unless_controller  # noqa: E402 (enc-enter14)
SHAPES[0:0] = shapes_unless_controller.shapes(lambda s: piece(s))  # enc-enter14: '… target opposing hero unless its controller …'
from shapes import this_turn_and_may as shapes_this_turn_and_may  # noqa: E402 (enc-enter14)
SHAPES[0:0] = shapes_this_turn_and_may.shapes(lambda s: piece(s))  # enc-enter14: '…, A this turn, and you may B.'
# -- enc-if12 --
from shapes import if_divided as shapes_if_divided  # noqa: E402 (enc-if12)
SHAPES[0:0] = shapes_if_divided.shapes(lambda s: piece(s))  # enc-if12: 'If NAME would deal …, he may deal that much divided as you choose among …'
from shapes import if_yours_in_combat as shapes_if_yours_in_combat  # noqa: E402 (enc-if12)
SHAPES[0:0] = shapes_if_yours_in_combat.shapes(lambda s: piece(s))  # enc-if12: 'If a Mage you control is defending, remove it from combat and …'
# -- enc-deal9 --
from shapes import and_resources as shapes_and_resources  # noqa: E402 (enc-deal9)
SHAPES[0:0] = shapes_and_resources.shapes(lambda s: piece(s))  # enc-deal9: '… destroy all other abilities, …, and resources.'
from shapes import fatal_count as shapes_fatal_count  # noqa: E402 (enc-deal9)
SHAPES[0:0] = shapes_fatal_count.shapes(lambda s: piece(s))  # enc-deal9: '… for each ally that was dealt fatal damage this way.'
from shapes import second_after_damage as shapes_second_after_damage  # noqa: E402 (enc-deal9)
SHAPES[0:0] = shapes_second_after_damage.shapes(lambda s: piece(s))  # enc-deal9: '… deals … damage to X, … a second target …'
from shapes import health_minus as shapes_health_minus  # noqa: E402 (enc-deal9)
SHAPES[0:0] = shapes_health_minus.shapes(lambda s: piece(s))  # enc-deal9: '… into play with damage equal to its health minus 1.'
# -- enc-turn11 --
from shapes import host_turn as shapes_host_turn  # noqa: E402 (enc-turn11)
SHAPES[0:0] = shapes_host_turn.shapes(lambda s: piece(s))  # enc-turn11: '… the top card of that hero's controller's deck …'
from shapes import each_opponent as shapes_each_opponent  # noqa: E402 (enc-turn11)
shapes_conditions.CONDITIONS[0:0] = shapes_each_opponent.CONDITIONS  # enc-turn11: 'you control fewer resources than each opponent'
from shapes import then_that_much as shapes_then_that_much  # noqa: E402 (enc-turn11)
SHAPES[0:0] = shapes_then_that_much.shapes(lambda s: piece(s))  # enc-turn11: '…, and then NAME heals that much damage from your hero.'
from shapes import heals_two as shapes_heals_two  # noqa: E402 (enc-turn11)
SHAPES[0:0] = shapes_heals_two.shapes(lambda s: piece(s))  # enc-turn11: 'NAME heals 1 damage from herself and 1 damage from target ally.'
from shapes import attachment_yours as shapes_attachment_yours  # noqa: E402 (enc-turn11)
SHAPES[0:0] = shapes_attachment_yours.shapes(lambda s: piece(s))  # enc-turn11: '… each opposing hero and ally that has an attachment you control.'
# -- enc-r2d --
from shapes import per_player_count as shapes_per_player_count  # noqa: E402 (enc-r2d)
SHAPES[0:0] = shapes_per_player_count.shapes(lambda s: piece(s))  # enc-r2d: 'Each opponent puts a card … for each … he controls.'


def sentences(paragraph: str) -> list[str]:
    """A paragraph's sentences; a keyword line, a reputation or a requirement is one."""
    paragraph = shapes_misspelt.corrected(paragraph)  # enc-while2: a word every data set misspells, read as its word
    required = re.match(r"^([A-Z][\w'-]*(?: [A-Z][\w'-]*)?) Hero Required\s+(?=[A-Z])", paragraph)
    if required:  # a requirement is a line of its own; one data set runs it into the next
        return [required.group(0).strip()] + sentences(paragraph[required.end():])
    reputation = re.match(r"^([A-Z][\w'-]*(?: [A-Z][\w'-]*)?) Reputation\s+(?=[A-Z])", paragraph)
    if reputation:  # enc-reward7: a reputation is a line of its own too; the same data set runs it into the next
        return [reputation.group(0).strip()] + sentences(paragraph[reputation.end():])
    talent = shapes_set_keywords.talent_line(paragraph)
    if talent:  # enc-kw2: a Talent line is one; one data set runs it into the next sentence
        return [talent[0]] + sentences(talent[1])
    if KEYWORD_LINE.match(paragraph):
        return [paragraph]
    split = statics.glued(paragraph, KEYWORD_LINE_HEAD)
    if split:  # a keyword line the data set ran into the next sentence (shapes/statics.py)
        return [split[0]] + sentences(split[1])
    paragraph = shapes_full_stop.full_stop(paragraph)  # enc-turn4: a last sentence whose full stop was lost
    found: list[str] = []
    # a cost may begin with an icon or a number; one data set runs 'Reward:' into the sentence before it
    for s in re.split(r"(?<=\.)\s+(?=[A-Z[\d])|(?<=[a-z\]\d)]\.)(?=[A-Z][a-z]+ )|(?<=\.)(?=Reward: ?[A-Z])|(?<=\.)(?=Ongoing ?: ?[A-Z\[])", paragraph):  # enc-eff
        # (s10): and 'Ongoing:' run into the sentence before it ('Attach to target ally.Ongoing: …', 305.2); enc-enter2:
        # and any sentence whose space after the full stop one data set lost ('… into play.This ally has …')
        follows = found and re.search(r"(?:[Rr]eveal|[Ll]ook at) the top .* deck\.$", found[-1])  # enc-reward: or after a
        # trigger ('When NAME enters play, reveal the top three cards of your deck. Put …')
        if s.startswith(("Put ", "If it's ", "You may remove that card from the game", "If it has the chosen type",
                         *shapes_top_card_put.FOLLOWS, *shapes_place_revealed.FOLLOWS)) and follows:  # enc-enter11: 'You may put it on the bottom.'  # enc-reward6: 'you may remove that card', 'if it has the chosen type'
            found[-1] += " " + s  # what happens to the cards looked at is part of the same sentence's effect
        elif found and shapes_remains_yours.follows(found[-1], s):
            found[-1] += " " + s  # enc-enter11: 'You control it while NAME remains …' names the previous sentence's target
        elif s.startswith("Reveal the top") and found and shapes_chosen_value.CHOOSE.match(found[-1]):
            found[-1] += " " + s  # enc-reward6: 'Choose ability, ally, or quest. Reveal …': the choice is read by it
        elif found and shapes_chosen_destroyed.follows(found[-1], s):
            found[-1] += " " + s  # enc-reward12: 'When that ally is destroyed this turn, …' names the ally just chosen
        elif s and found and found[-1].startswith(("Reward:", "Stash:")):
            found[-1] += " " + s  # a reward runs to its paragraph's end (702.1): shapes.costs.reward reads it;
            # so does a Stash power (enc-reward: shapes.rewards.stash)
        elif s:
            found.append(s)
    return shapes_host_control.ongoing_paragraph(found)  # enc-has3: 'Ongoing: …. Attached ally …' (305.2a)


def piece(sentence: str, name: str = "") -> Piece:
    """The shape a sentence fits; the card's own name reads as NAME. A shape that reads the very sentence
    it is reading again would never end: refused (lead, s22: 'that …'s cost' read by two shapes in turn)."""
    if name:
        sentence = sentence.replace(name, "NAME")
    if sentence in _READING:
        raise Unrecognised(f"a sentence whose reading reads it again: {sentence}")
    _READING.append(sentence)
    try:
        for pattern, build in SHAPES:
            m = pattern.match(sentence)
            if m:
                return build(m)
    finally:
        _READING.pop()
    raise Unrecognised(sentence)


_READING: list[str] = []  # the sentences being read, the outermost first (piece)


# -- payment powers: cost, arrow, effect (701.1) -------------------------------------------------------

def payment(paragraph: str) -> Piece | None:
    """A paragraph 'cost -> effect' (701.1): a payment power whose cost parts and effect sentences
    all fit (the effect's sentences are those of an ability, 709); None without an arrow."""
    ongoing = ONGOING.match(paragraph)  # an Ongoing ability's payment power, used while it is in play (305.2)
    limits, rest = shapes_conditions.power_limits(paragraph[ongoing.end():] if ongoing else paragraph)
    m = ARROW.match(rest)
    if not m:
        return None
    cost: dict[str, Any] = {}
    given_to, cost_words = shapes_costs.granted(m.group("cost").strip())  # '<group> have <cost> -> …' (700.3)
    either = shapes_either.either(cost_words)  # r2-either: '<cost> or <cost>', chosen as used (707.1e)
    for part in ([] if either is not None else re.split(r" ?, ?", cost_words)):
        parsed = cost_part(part)
        if parsed.keys() & cost.keys():
            raise Unrecognised(f"a payment power's cost: {part} twice")
        cost.update(parsed)
    cost.update(either or {})
    power: dict[str, Any] = {"cost": cost}
    if m.group("when"):  # 'On your turn:' restricts when it may be used (701.1)
        power["only_your_turn"] = True
    power.update(limits)  # 'If <condition>:' usable only while it holds (701.1); 'Once per turn:' (701.4)
    acting = []
    effect_text = shapes_costs.x_for_reading(m.group("effect"), cost)  # X chosen as it is used (707.1b)
    effect_text = shapes_paid_amount.named(effect_text, cost)  # enc-has3: 'that equipment's cost' (707.3)
    effect_text, host = shapes_host_payment.stand_in(effect_text)  # enc-has5: 'to attached character' (400.4)
    if given_to is not None:
        effect_text = shapes_costs.granted_effect(effect_text)
    for sentence in shapes_put_for_a_turn.joined(shapes_delayed.joined(shapes_types_differ.joined(  # enc-reward7: '… then put them on the bottom. If …'
            shapes_maypay.joined(shapes_follow.joined(shapes_respectively.joined(shapes_conditions.joined(
                shapes_steal_ability.joined(shapes_look_discard.joined(sentences(effect_text)))))))))):  # enc-turn8: '…. At end of turn, destroy them.' (enc-turn9: '… If you do, destroy it …')
        # enc-misc2: '… hand and choose a card. He discards that card.' one sentence (shapes/look_discard.py)

        # enc-if (s11): 'That damage …' joined; enc-deals: 'Target up to three …' and '…, respectively', 'A second target'
        # enc-enter10: '…, you may pay 1.' and 'If you do, …' one sentence (shapes/maypay.py), as in a triggered power
        if ONLY_YOUR_TURN.match(sentence):
            power["only_your_turn"] = True
            continue
        if shapes_follow.ONCE.match(sentence) and "once_per_turn" not in power:  # enc-deals: 'Use only once per turn.'
            power["once_per_turn"] = True  # after the effect: the same limit as 'Once per turn:' before the cost (701.4)
            continue
        if USE_ONLY_IF.match(sentence) and "only_if" not in power:  # enc-if (s12): after the effect, as 'If …:' before
            power["only_if"] = shapes_conditions.condition(USE_ONLY_IF.match(sentence).group("cond"))  # the cost (701.1)
            continue
        found = shapes_costs.x_read(piece, sentence)
        if "card_modes" in found.parts and not found.parts["card_modes"].get("or_fewer") and \
                not any(m.get("ongoing") for m in found.parts["card_modes"]["modes"]):  # enc-modes: 'Choose one:'
            acting.append(found)  # (707.1c), its effect alone (below)
            continue
        if "effects" not in found.parts:
            raise Unrecognised(f"a payment power's effect with the shape '{found.shape}'")
        acting.append(found)
    if [p for p in acting if "card_modes" in p.parts]:
        if len(acting) > 1:
            raise Unrecognised("a payment power's modes beside another effect")
        return power_modes(power, acting[0], given_to, ongoing)
    if not acting:
        raise Unrecognised("a payment power with no effect the tool reads")
    targets: list[dict[str, Any]] = []
    acting = shapes_paid_it.it_paid(cost, acting)  # enc-has5: 'it', the card the cost put damage on (707.1e)
    acting = shapes_paid_it.exhausted_deals(cost, acting)  # enc-has5: 'It deals …', the card the cost exhausted
    effects = acting_effects(acting, targets)
    power.update({"targets": targets} if targets else {})
    power["effects"] = effects
    power = shapes_costs.x_read_back(m.group("effect"), cost, power)
    if given_to is not None and host is None:
        return shapes_costs.grant(given_to, power, bool(ongoing))
    if given_to is not None:
        raise Unrecognised("a payment power given to other cards, acting on an attachment's host")
    power = shapes_host_payment.on_host(host, power)  # enc-has5: the stand-in's slot is the host
    return Piece("payment power", powers=[{"payment": power}], inner=[f"payment power: {p.shape}" for p in acting],
                 ongoing_ability=bool(ongoing), **shapes_host_payment.host_kinds(host, power))


def power_modes(power: dict[str, Any], chosen: Piece, given_to: Any, ongoing: Any) -> Piece:
    """enc-modes: 'cost -> Choose one: A or B.' (707.1c): the power's two modes, one chosen as it is used, and no
    effect of its own; not read where the power is given to other cards or its cost has X."""
    if given_to is not None or "X" in (power["cost"].get("resources"), power["cost"].get("put_damage")):
        raise Unrecognised("a payment power's modes given to other cards, or with X")
    power.update(effects=[], modes=chosen.parts["card_modes"]["modes"])
    return Piece("payment power", powers=[{"payment": power}], ongoing_ability=bool(ongoing),
                 inner=[f"payment power: {s}" for s in [chosen.shape, *chosen.parts.get("inner", [])]])


def self_named(kind: str, name: str, text: list[str]) -> list[str]:
    """The text with the card's references to itself read as NAME: its name; a hero's short name,
    as its flip cost names it ('Flip Obora' on Obora the Mad), or its first name ('Nathressa has
    Stealth' on Nathressa Dawnstar); 'this item', 'this location'."""
    words = [name]
    short = re.search(r"\bFlip ([A-Z][\w'’-]*(?: [A-Z][\w'’-]*)*)", "\n".join(text)) if kind == "hero" else None  # not
    # across paragraphs ('Flip Gorwal' then 'BACK: …')
    if short and short.group(1) != name and re.search(rf"\b{re.escape(short.group(1))}\b", name):
        words.append(short.group(1))
    first = re.match(r"[A-Z][\w'’-]{2,}(?=[ ,])", name) if kind == "hero" and len(words) == 1 else None
    if first:  # only where the flip cost gives no short name: 'Lord', 'High' are titles, not names
        words.append(first.group(0))
    if kind in ("item", "location", "ally", "weapon", "armor"):
        words.append(f"this {kind}")
    if kind in ("weapon", "armor", "item"):  # enc-stat (s10): 'This equipment has +2 ATK for each heirloom counter on it'
        words += ["this equipment", "This equipment"]  # enc-enter6: an item is an equipment too ('… to this equipment')
        # enc-each: 'This armor enters play exhausted', the card itself as it enters (710.1b)
        text = [re.sub(rf"\bThis {kind}(?= enters play\b)", "NAME", p) for p in text]
    words += shapes_costs.paid_with_itself(kind, name, text)  # 'Destroy Lilnas' on Lilnas the Calm
    for word in words:  # enc-if8: a name that is a keyword stays the keyword where it is given ('has Invincible')
        text = [shapes_keyword_named.blanked(word, p) for p in text]
    if kind == "weapon":  # enc-trig: 'When you strike with Sulfuras' on Sulfuras, Hand of Ragnaros
        text = [triggers.weapon_short_named(name, p) for p in text]
    text = [shapes_delayed.short_named(name, p) for p in text] if kind == "ally" else text  # enc-turn8: 'Remove Adam …'
    text = [shapes_replacement_words.short_named(name, p) for p in text] if kind == "ally" else text  # enc-if11: '… to Atani instead'
    text = [shapes_sabotage.short_named(name, p) for p in text] if kind == "ally" else text  # enc-two1: 'When Cara sabotages …'
    text = [shapes_at_turn.short_named(name, p) for p in text] if kind == "ally" else text  # enc-start1: '… put Karina into …'
    text = [shapes_attack_only_if_able.short_named(name, p) for p in text] if kind == "ally" else text  # enc-while5: 'While Endina is …'
    return [shapes_respectively.short_named(name, shapes_costs.short_named(name, statics.short_subject(name, shapes_conditions.short_named(name, triggers.short_named(
        name, shapes_party.short_named(name, p)))))) for p in text] if kind == "ally" else text  # enc-reward: costs


# -- the facts of a card --------------------------------------------------------------------------------

def clean_tag(tag: str) -> str:
    return re.sub(r"(?<=\S)\(", " (", tag)  # 'Chest(1)' is 'Chest (1)'


def equipment_tags(card: dict[str, Any]) -> list[str]:
    """A weapon's or armor's type line as the library writes it: its slot and its kind as tags
    (a two-handed weapon is 'Two-Handed'; '1H' and the word 'Weapon' are not tags). Anything else
    (a misspelt slot, a set name) leaves the card alone."""
    words = [clean_tag(t) for t in card.get("traits", []) if t not in ("1H", "Weapon")]
    tags = ["Two-Handed" if w == "2H" else w for w in words]
    if card["type"] == "armor":
        slots = [t for t in tags if t in {f"{s} (1)" for s in ARMOR_SLOTS}]
        known = set(ARMOR_KINDS) | set(slots)
    else:
        slots = [t for t in tags if t in WEAPON_SLOTS]
        if "Wand (1)" in slots:
            tags = [t for t in tags if t != "Wand"]
        known = set(WEAPON_KINDS) | set(slots) | {"Two-Handed"}
    known |= {"Arena"}  # a tag other cards name ('each Arena card you control'), kept among its tags (202.1)
    if len(slots) != 1 or not set(tags) <= known:
        raise Unrecognised(f"facts: a type line the tool doesn't read ({', '.join(card.get('traits', []))})")
    return tags


PLAIN_ITEM_TAGS = ("Potion", "Bandage", "Instant")  # an item's tags that take no number (202.2)
# Tags that mean nothing to the rules (202.1) but that other cards name ('each Arena ally', 'a Monster
# hero or ally'): a card of a constructed set with one is an ordinary card of its type, the tag kept
# among its tags. A Monster or Arena card of a raid, dungeon or token set is still left alone.
LOOSE_TAGS = {"Monster", "Arena"}
CONSTRUCTED = ("set", "craft", "promo", "starter")  # the kinds of set whose cards go in a constructed deck


def hero_traits(card: dict[str, Any]) -> list[str]:
    """A hero's traits: race, class, talent and professions (its class is its class icon, 100.2a).
    A Master Hero or a hero with other tags is left alone."""
    traits = [clean_tag(t) for t in card.get("traits", [])]
    if card.get("tags") and card["tags"] != ["Monster"]:  # lead (s20): a Monster hero's tag is kept (its deckbuilding)
        raise Unrecognised(f"facts: a hero tagged {', '.join(card['tags'])}")
    if not set(card.get("classes", [])) <= set(traits):
        raise Unrecognised("facts: a hero whose class is not among its traits")
    return traits


def unsettled(card: dict[str, Any]) -> set[str]:
    """The facts the data sets differ on, but for one two of three data sets give as the card has it
    (the importer's two-of-three vote: a third data set's slip, or one the third confirms)."""
    found = set()
    for name, values in card.get("conflicts", {}).items():
        said = [v for source, v in values.items() if source in ("tcgdata", "decktools", "wowtcgutility")]
        if name == "number" or said.count(card.get(name)) < 2:
            found.add(name)
    return found


def facts(card: dict[str, Any], sets: dict[str, Any]) -> dict[str, Any]:
    """The card entry's printed information, from the pool's facts (a printed 0 among them); a
    number the pool lacks leaves the card alone."""
    kind = card["type"]
    needed = {"ally": ("cost", "atk", "health"), "weapon": ("cost", "atk", "strike_cost"), "armor": ("cost", "def"),
              "ability": ("cost",), "quest": (), "hero": ("health",), "item": ("cost",), "location": ()}[kind]
    if unsettled(card) & {"type", "cost", "x_cost", "atk", "health", "damage_type", "number"}:
        raise Unrecognised("facts: the data sets differ on a number or the type")
    if card.get("x_cost") and kind != "ability":  # enc-enter9: an ability's X, chosen as it is played (shapes/x_cost.py)
        raise Unrecognised("facts: an X cost")
    set_id, number_, _ = card["printings"][0]
    special = set(card.get("tags", [])) & {"Arena", "Dungeon", "Boss", "Raid", "Ally", "Monster"}
    if special and (special - LOOSE_TAGS or sets[set_id]["kind"] not in CONSTRUCTED
                    or kind == "hero" and special != {"Monster"}):  # lead (s20): a Monster hero of a set, as Hogger
        raise Unrecognised("facts: a card of a raid, dungeon, arena or Monster deck, or a Totem")
    if any("Totem" in t for t in card.get("traits", []) + card.get("tags", [])):
        raise Unrecognised("facts: a Totem (an ally while in play, 305.3a: its ATK and health the pool lacks)")
    if card["name"][:1] in "'\"" or card["name"][-1:] in "'\"":
        raise Unrecognised("facts: a name whose quotation marks the data set lost")
    if (sets[set_id]["kind"] == "dungeon" and not set_id.endswith("-treasure")  # treasure: players' loot, as a raid's
            or set_id.endswith(("-raid", "-token", "-mode"))):
        raise Unrecognised("facts: a card of a raid or dungeon deck, or a token")
    entry: dict[str, Any] = {"name": card["name"], "set": sets[set_id]["name"], "number": str(number_), "type": kind}
    for field in needed:
        value = card.get(field)
        if value is None:
            raise Unrecognised(f"facts: no {field}")
        entry[field] = value
    if card.get("faction") in ("Alliance", "Horde"):
        entry["faction"] = card["faction"]
    if card.get("classes") and len(card["classes"]) < 10 and kind != "hero":  # every class icon: none is required
        entry["classes"] = list(card["classes"])
    if kind == "hero":
        entry["traits"] = hero_traits(card)
        entry["tags"] = list(card.get("tags", []))  # lead (s20): Monster (shapes/deckbuilding.monster_forbids)
    elif kind in ("item", "location"):
        entry["tags"] = [clean_tag(t) for t in card.get("traits", []) + card.get("tags", [])]
        if kind == "item" and not all(re.search(r" \(\d+\)$", t) or t in PLAIN_ITEM_TAGS for t in entry["tags"]):
            raise Unrecognised(f"facts: an item's tag without the number of its slot ({', '.join(entry['tags'])})")
    elif kind == "quest":  # a quest's Arena tag (the tool writes no other tag of a quest)
        entry["tags"] = sorted(set(card.get("tags", [])) & LOOSE_TAGS)
    if kind in ("weapon", "armor"):
        entry["tags"] = equipment_tags(card)
    elif kind == "ability":  # a tag the type line and the facts' tags both name is written once (Arena)
        entry["tags"] = list(dict.fromkeys(clean_tag(t) for t in card.get("traits", []) + card.get("tags", [])))
    elif kind == "ally":
        entry["traits"] = [clean_tag(t) for t in card.get("traits", []) if not t.endswith(")")]
        entry["tags"] = [clean_tag(t) for t in card.get("traits", []) if t.endswith(")")] + card.get("tags", [])
    if kind in ("ally", "weapon"):
        if card.get("damage_type") not in DAMAGE_TYPES:
            raise Unrecognised("facts: no damage type")
        entry["damage_type"] = card["damage_type"]
    return {k: v for k, v in entry.items() if v != []}


# -- a card: its facts and its pieces, if its type allows them together -------------------------------

# the shapes of a power in play a sentence after an ability's 'Ongoing:' may have (305.2a): a group's
# or your hero's numbers and keywords, counted or with a 'while' (shapes/statics.py)
IN_PLAY_AFTER_ONGOING = ("in play: a group has", statics.COUNTED)
IN_PLAY_AFTER_ONGOING += (statics.IN_DEFENCE,)  # enc-stat: 'Your hero has +1 ATK while defending' (Flawless Defense)
IN_PLAY_AFTER_ONGOING += (shapes_host_party.LATER,)  # enc-enter8: 'Allies in attached hero's party have -1 ATK.'
IN_PLAY_AFTER_ONGOING += (statics.IN_COMBAT_HERO,)  # enc-while2: 'Your hero has +2 ATK while attacking in cat form.'
IN_PLAY_AFTER_ONGOING += (shapes_costs.LASTING_CHANGE,)  # enc-harness2: 'You pay 5 less to strike with Melee weapons.' (To Arms!)
IN_PLAY_AFTER_ONGOING += ("equipment: your hero has",)  # enc-enter13: 'Your hero has Stealth.' (Slash and Dash)


ALLOWED = {  # the shapes each card type may combine
    "ally": ("keywords", "keywords with a power (a resistance, Assault, Aberration, Berserking)", "deckbuilding: reputation",
             "deckbuilding: hero required", grammar.SHAPE, "payment power",
             "a card that enters play exhausted", shapes_conditions.PLAY_ONLY,
             shapes_conditions.REPLACES, ENTERS_DAMAGED),
    "weapon": ("weapon: Long-Range when struck with", "weapon: your hero has Dual Wield", "payment power",
               "equipment: your hero has", grammar.SHAPE, shapes_conditions.PLAY_ONLY, shapes_conditions.REPLACES,
               "a card that enters play exhausted",  # enc-each: 'This weapon enters play exhausted' (710.1b)
               "location or item: a counter each time"),  # enc-precon: a weapon's skull counters (Skull-Clad Cleaver)
    "armor": ("payment power", "equipment: your hero has", grammar.SHAPE, shapes_conditions.PLAY_ONLY,
              shapes_conditions.REPLACES, "a card that enters play exhausted"),
    "quest": ("quest: pay to complete", "quest reward: draw", "quest reward: look at or reveal the top cards",
              shapes_costs.REWARD_SHAPE,
              "a card that enters play exhausted"),  # placed face up, it enters play exhausted (412.1a, 710.1b)
    "ability": ("deckbuilding: reputation", "deckbuilding: hero required", "ability: draw",
                "ability: look at or reveal the top cards", "ability: the target has +N or -N ATK this turn",
                "ability: your hero deals damage to a target", "ability: your hero heals a target",
                "ability: destroy a target", "ability: exhaust a target", "ability: attach to a target",
                "ongoing: the attached card has", "ongoing: your hero has", "ability: the target doesn't ready",
                statics.shapes_host_value.SHAPE,  # enc-while1
                "ongoing: your hero deals damage to the attached card each turn",
                "ongoing: you draw at the start of each of your turns", "ability: a group has +N or -N ATK this turn",
                "ability: a target or the card itself has a keyword this turn", "ability: ready a target or the card itself",
                "ability: heal each character of a group", "ability: your hero heals itself", "payment power",
                grammar.GROUP, shapes_conditions.PLAY_ONLY, shapes_conditions.REPLACES_ONGOING,
                *IN_PLAY_AFTER_ONGOING),  # only after 'Ongoing:' (after_the_colon)
    "hero": ("payment power",),
    "item": ("payment power", grammar.SHAPE, "equipment: your hero has", "deckbuilding: reputation", "deckbuilding: hero required",
             shapes_conditions.REPLACES, "location or item: a counter each time"),  # enc-enter6: as its name says
    "location": ("payment power", "deckbuilding: hero required", "location or item: a counter each time", grammar.SHAPE),
}
NOT_WRITTEN = {  # the card types the tool leaves alone, and why
    "event": "the events of the Arena and raid decks, turned over by their own rules, which the engine doesn't play",
    "token": "put into play by other cards' effects (the library's tokens are made by put_token)",
    "misc": "the runes and other pieces of the raid decks",
}

MORE_ALLOWED = (shapes_more.ALLOWED, triggers.ALLOWED, shapes_effects.ALLOWED, statics.ALLOWED, shapes_costs.COST_ALLOWED,
                shapes_rewards.ALLOWED)
MORE_ALLOWED += (shapes_enter.ALLOWED,)  # enc-enter (shapes/enter.py)
MORE_ALLOWED += (shapes_grave_deck.ALLOWED,)  # enc-enter4 (shapes/grave_deck.py)
MORE_ALLOWED += (shapes_this_way.ALLOWED,)  # enc-cost (shapes/this_way.py)
MORE_ALLOWED += (shapes_keywords_late.ALLOWED,)  # enc-kw (shapes/keywords_late.py)
MORE_ALLOWED += (shapes_set_keywords.ALLOWED,)  # enc-kw2 (shapes/set_keywords.py): a Talent line
MORE_ALLOWED += (shapes_inspire.ALLOWED,)  # enc-kw (shapes/inspire.py)
MORE_ALLOWED += (shapes_protect.ALLOWED,)  # enc-kw (shapes/protect.py)
MORE_ALLOWED += (shapes_outnumbered.ALLOWED,)  # enc-misc (shapes/outnumbered.py)
MORE_ALLOWED += (shapes_respectively.ALLOWED,)  # enc-deals (shapes/respectively.py)
MORE_ALLOWED += (shapes_cant_both.ALLOWED,)  # enc-deals (shapes/cant_both.py)
MORE_ALLOWED += (shapes_two_targets.ALLOWED,)  # enc-deals (shapes/two_targets.py)
MORE_ALLOWED += (shapes_target_deals.ALLOWED,)  # enc-deals (shapes/target_deals.py)
MORE_ALLOWED += (shapes_polymorph.ALLOWED,)  # enc-deals (shapes/polymorph.py)
MORE_ALLOWED += (shapes_own_cant.ALLOWED,)  # enc-enter3 (shapes/own_cant.py)
MORE_ALLOWED += (shapes_enter_exhausted.ALLOWED,)  # enc-enter3 (shapes/enter_exhausted.py)
MORE_ALLOWED += (shapes_targeted_hero.ALLOWED,)  # enc-if8 (shapes/targeted_hero.py)
MORE_ALLOWED += (shapes_group_cant.ALLOWED,)  # enc-reward9 (shapes/group_cant.py)
MORE_ALLOWED += (shapes_rewards.STASH_ALLOWED,)  # enc-reward: 'Stash: <effect>' (412.1b's note)
MORE_ALLOWED += (shapes_joined_clauses.ALLOWED,)  # enc-deal3 (shapes/joined_clauses.py)
MORE_ALLOWED += (shapes_rewards.MODES_ALLOWED,)  # enc-reward (s10): a reward's modes (707.1c)
MORE_ALLOWED += (shapes_that_destroyed.ALLOWED, shapes_both_rows.ALLOWED)  # enc-enter5 (shapes/that_destroyed.py, both_rows.py)
MORE_ALLOWED += (shapes_cond.ALLOWED,)  # enc-cond (shapes/cond.py)
MORE_ALLOWED += (shapes_dont_ready.ALLOWED,)  # enc-deal2 (shapes/dont_ready.py)
MORE_ALLOWED += (shapes_turn.ALLOWED,)  # enc-turn (shapes/turn.py)
MORE_ALLOWED += (shapes_moves.ALLOWED,)  # enc-reward (s12): cards moved between zones (shapes/moves.py)
MORE_ALLOWED += (shapes_put_one.ALLOWED, shapes_spent.ALLOWED, shapes_from_graveyard.ALLOWED)  # enc-start (shapes/put_one.py, shapes/spent.py)
MORE_ALLOWED += (shapes_trigger_joins.ALLOWED,)  # enc-enter6 (shapes/trigger_joins.py)
MORE_ALLOWED += (shapes_one_graveyard.ALLOWED, shapes_that_deck.ALLOWED)  # enc-reward2 (shapes/one_graveyard.py, that_deck.py)
MORE_ALLOWED += (shapes_chosen_counter.ALLOWED, shapes_becomes.ALLOWED)  # enc-reward3 (shapes/chosen_counter.py, becomes.py)
MORE_ALLOWED += (shapes_unpreventable_turn.ALLOWED, shapes_target_state.ALLOWED)  # enc-if5
MORE_ALLOWED += (shapes_if_combat.ALLOWED, shapes_each_puts.ALLOWED)  # enc-if4 (shapes/if_combat.py, each_puts.py)
MORE_ALLOWED += (shapes_face_up_cost.ALLOWED,)  # enc-if4 (shapes/face_up_cost.py)
MORE_ALLOWED += (shapes_instant_until.ALLOWED,)  # enc-has3 (shapes/instant_until.py)
MORE_ALLOWED += (shapes_alternate_cost.ALLOWED, shapes_resource_row.ALLOWED, shapes_second_target.ALLOWED)  # enc-turn4 (shapes/alternate_cost.py, resource_row.py, second_target.py)
MORE_ALLOWED += (shapes_fights_this.ALLOWED,)  # enc-enter7 (shapes/fights_this.py)
MORE_ALLOWED += (shapes_their_pick.ALLOWED, shapes_top_takes.ALLOWED, shapes_all_tokens.ALLOWED)  # enc-reward4
MORE_ALLOWED += (shapes_host_party.ALLOWED,)  # enc-enter8 (shapes/host_party.py)
MORE_ALLOWED += (shapes_enters_counters.ALLOWED, shapes_unless_pays.ALLOWED,  # enc-turn5 (shapes/enters_counters.py,
                 shapes_interrupt_targeting.ALLOWED)  # unless_pays.py, interrupt_targeting.py)
MORE_ALLOWED += (shapes_attack_only_if_able.ALLOWED, shapes_its_controller.ALLOWED)  # enc-if6 (shapes/attack_only_if_able.py, its_controller.py)
MORE_ALLOWED += (shapes_ready_by_cost.ALLOWED, shapes_target_deals_its_atk.ALLOWED)  # enc-if7 (shapes/ready_by_cost.py, target_deals_its_atk.py)
MORE_ALLOWED += (shapes_skip_turn.ALLOWED, shapes_exhaust_resources.ALLOWED)  # enc-if7 (shapes/skip_turn.py, exhaust_resources.py)
MORE_ALLOWED += (shapes_top_card_put.ALLOWED,)  # enc-enter11 (shapes/top_card_put.py)
MORE_ALLOWED += (shapes_place_revealed.ALLOWED,)  # enc-enter12 (shapes/place_revealed.py)
MORE_ALLOWED += (shapes_top_removed.ALLOWED, shapes_revealed_named.ALLOWED,  # enc-reward6 (shapes/top_removed.py,
                 shapes_chosen_value.ALLOWED, shapes_you_and_target.ALLOWED,  # revealed_named.py, chosen_value.py,
                 shapes_nth_from_top.ALLOWED, shapes_revealed_if.ALLOWED,  # you_and_target.py, nth_from_top.py,
                 shapes_revealed_attachments.ALLOWED, shapes_revealed_cost.ALLOWED)  # revealed_if.py,
# revealed_attachments.py, revealed_cost.py)
MORE_ALLOWED += (shapes_random_discard.ALLOWED,)  # enc-turn6 (shapes/random_discard.py)
MORE_ALLOWED += (shapes_enters_stat_counters.ALLOWED,)  # enc-enter10 (shapes/enters_stat_counters.py)
MORE_ALLOWED += (shapes_draw_until.ALLOWED, shapes_any_counter.ALLOWED,  # enc-reward7 (shapes/draw_until.py,
                 shapes_types_differ.ALLOWED)  # any_counter.py, types_differ.py)
MORE_ALLOWED += (shapes_prevent_next.ALLOWED,)  # enc-deal6 (shapes/prevent_next.py)
MORE_ALLOWED += (shapes_uninterrupted.ALLOWED,)  # lead (s19) (shapes/uninterrupted.py)
MORE_ALLOWED += (shapes_unpreventable_by.ALLOWED,)  # enc-deal7 (shapes/unpreventable_by.py)
shapes_flip_sides.BACK_ALLOWED += (shapes_unpreventable_by.SHAPE,)  # enc-deal7: a hero's other side's power
MORE_ALLOWED += (shapes_copied_token.ALLOWED,)  # enc-reward8 (shapes/copied_token.py)
MORE_ALLOWED += (shapes_deckbuilding.ALLOWED,)  # lead (s20) (shapes/deckbuilding.py)
MORE_ALLOWED += (shapes_diplomacy.ALLOWED,)  # lead (s20) (shapes/diplomacy.py)
MORE_ALLOWED += (shapes_own_pick.ALLOWED, shapes_grave_count.ALLOWED)  # enc-turn10 (shapes/own_pick.py, grave_count.py)
MORE_ALLOWED += (shapes_lowest_cost.ALLOWED,)  # enc-enter13 (shapes/lowest_cost.py)
MORE_ALLOWED += (shapes_replacement_words.ALLOWED,)  # enc-if11 (shapes/replacement_words.py)
MORE_ALLOWED += (shapes_group_statics.ALLOWED,)  # enc-while3 (shapes/group_statics.py)
MORE_ALLOWED += (shapes_sabotage.ALLOWED,)  # enc-two1 (shapes/sabotage.py)
MORE_ALLOWED += (shapes_host_pays.ALLOWED,)  # enc-attach2 (shapes/host_pays.py)
from shapes import revealed_bound as shapes_revealed_bound  # noqa: E402 (enc-reward10)
SHAPES[0:0] = [(pattern, lambda m, build=build: Piece(**build(m))) for pattern, build in shapes_revealed_bound.SHAPES]
MORE_ALLOWED += (shapes_revealed_bound.ALLOWED,)  # enc-reward10 (shapes/revealed_bound.py)
from shapes import graveyard_if_cost as shapes_graveyard_if_cost  # noqa: E402 (enc-reward10)
SHAPES[0:0] = shapes_graveyard_if_cost.shapes(lambda s: piece(s))  # enc-reward10: '… into hand if its cost is less than …'
MORE_ALLOWED += (shapes_graveyard_if_cost.ALLOWED,)  # enc-reward10 (shapes/graveyard_if_cost.py)
from shapes import while_trigger as shapes_while_trigger  # noqa: E402 (enc-while4)
SHAPES[0:0] = shapes_while_trigger.shapes(lambda s: piece(s))  # enc-while4: 'While …, when …, …' (714.3a)
MORE_ALLOWED += (shapes_health_minus.ALLOWED,)  # enc-deal9 (shapes/health_minus.py)
from shapes import power_cost as shapes_power_cost  # noqa: E402 (enc-reward11)
SHAPES[0:0] = shapes_power_cost.SHAPES  # enc-reward11: 'You pay N less to flip NAME if …'
MORE_ALLOWED += (shapes_power_cost.ALLOWED,)  # enc-reward11 (shapes/power_cost.py)
from shapes import and_strike as shapes_and_strike  # noqa: E402 (enc-reward11)
SHAPES[0:0] = shapes_and_strike.shapes(lambda s: piece(s))  # enc-reward11: '… have +1 ATK, and you pay 3 less to strike with them this turn.'
from shapes import protected_this_turn as shapes_protected_this_turn  # noqa: E402 (enc-misc1)
SHAPES[0:0] = shapes_protected_this_turn.SHAPES  # enc-misc1: 'This turn, friendly heroes and allies can protect NAME.'
from shapes import deck_place as shapes_deck_place  # noqa: E402 (enc-when1)
SHAPES[0:0] = shapes_deck_place.WHOLE_SHAPES  # enc-when1: 'When NAME is destroyed, … into your deck third from the top'
from shapes import destroyed_stat as shapes_destroyed_stat  # noqa: E402 (enc-if13)
SHAPES[0:0] = shapes_destroyed_stat.shapes(lambda s: piece(s))  # enc-if13: 'If you do, … equal to the cost of that destroyed Demon.'
MORE_ALLOWED += (shapes_deck_place.ALLOWED,)  # enc-when1 (shapes/deck_place.py)
from shapes import quest_paid as shapes_quest_paid  # noqa: E402 (enc-reward12)
from shapes import chosen_destroyed as shapes_chosen_destroyed  # noqa: E402 (enc-reward12)
SHAPES[0:0] = shapes_chosen_destroyed.shapes(lambda s: piece(s))  # enc-reward12: 'Target opponent chooses an ally …. When that ally is destroyed this turn, …'
MORE_ALLOWED += (shapes_chosen_destroyed.ALLOWED,)  # enc-reward12 (shapes/chosen_destroyed.py)
from shapes import names_shared as shapes_names_shared  # noqa: E402 (enc-reward12)
shapes_conditions.CONDITIONS[0:0] = shapes_names_shared.CONDITIONS  # enc-reward12: 'two or more allies have the same name'
from shapes import look_discard as shapes_look_discard  # noqa: E402 (enc-misc2)
SHAPES += [(pattern, lambda m, build=build: Piece(**build(m))) for pattern, build in shapes_look_discard.SHAPES]  # enc-misc2: 'Look at target player's hand and choose …. He discards that card.'
MORE_ALLOWED += (shapes_look_discard.ALLOWED,)  # enc-misc2 (shapes/look_discard.py)
from shapes import steal_ability as shapes_steal_ability  # noqa: E402 (enc-misc2)
SHAPES += [(pattern, lambda m, build=build: Piece(**build(m))) for pattern, build in shapes_steal_ability.SHAPES]  # enc-misc2: 'Gain control of target ability. If it's attached, you may reattach it.'
MORE_ALLOWED += (shapes_steal_ability.ALLOWED,)  # enc-misc2 (shapes/steal_ability.py)
from shapes import lowest_tied as shapes_lowest_tied  # noqa: E402 (enc-misc2)
from shapes import host_x as shapes_host_x  # noqa: E402 (enc-while5)
SHAPES[0:0] = shapes_host_x.SHAPES  # enc-while5: 'Ongoing: Attached weapon has +ATK equal to the highest ATK among …'
from shapes import itself_and_group as shapes_itself_and_group  # noqa: E402 (enc-while5)
SHAPES[0:0] = shapes_itself_and_group.shapes(lambda s: piece(s))  # enc-while5: 'NAME and allies you control with Stealth also have …'
from shapes import with_attached as shapes_with_attached  # noqa: E402 (enc-while5)
SHAPES[0:0] = shapes_with_attached.shapes(lambda s: piece(s))  # enc-while5: 'Each ally you control with an ability attached to it has …'
from shapes import owner_may as shapes_owner_may  # noqa: E402 (enc-enter15)
SHAPES[0:0] = shapes_owner_may.WHOLE_SHAPES  # enc-enter15: 'When another ally … is destroyed, its owner may put it from …'
MORE_ALLOWED += (shapes_owner_may.ALLOWED,)  # enc-enter15 (shapes/owner_may.py)
from shapes import its_own_amount as shapes_its_own_amount  # noqa: E402 (enc-r2e)
SHAPES[0:0] = shapes_its_own_amount.shapes(lambda s: piece(s))  # enc-r2e: 'Each ally deals … damage to itself equal to its ATK.'
from shapes import remove_damage as shapes_remove_damage  # noqa: E402 (enc-r2b)
SHAPES[0:0] = shapes_remove_damage.shapes(lambda s: piece(s))  # enc-r2b: 'Remove N damage from your hero (and put 1 damage on NAME for each …).'
MORE_ALLOWED += (shapes_remove_damage.ALLOWED,)  # enc-r2b (shapes/remove_damage.py)
# -- enc-r2c --
from shapes import player_cant as shapes_player_cant  # noqa: E402 (enc-r2c)
SHAPES[0:0] = shapes_player_cant.SHAPES  # enc-r2c: 'Target player can't play cards this turn.', 'Its controller can't …'
MORE_ALLOWED += (shapes_player_cant.ALLOWED,)  # enc-r2c (shapes/player_cant.py)
from shapes import control_until as shapes_control_until  # noqa: E402 (enc-r2f)
SHAPES[0:0] = shapes_control_until.shapes(lambda s: piece(s))  # enc-r2f: 'Ready and gain control of target … until end of turn.'
MORE_ALLOWED += (shapes_control_until.ALLOWED,)  # enc-r2f (shapes/control_until.py)
ALLOWED = {kind: shapes + sum((more.get(kind, ()) for more in MORE_ALLOWED), ()) for kind, shapes in ALLOWED.items()}
for _kind in ("quest", "weapon", "armor"):  # a deckbuilding line on any card of a deck (a card field, no power)
    ALLOWED[_kind] += ("deckbuilding: reputation", "deckbuilding: hero required")
# the keywords an equipment's own keyword line may give it: Long-Range, which the hero strikes with
# (303.2b), and Untargetable (706.1); an ability's: Trap, an alternate cost of playing it (707.1e, the
# note of adjudicator/cards/keywords.py); any other (Protector on a weapon) is refused in ``encode``
EQUIPMENT_KEYWORDS = {"weapon": {"Long-Range", "Untargetable"}, "armor": {"Untargetable"}, "ability": {"Trap"}}
EQUIPMENT_KEYWORDS["ability"] |= {"Eternal"}  # enc-kw: it works as its card enters the graveyard (703.3a, note)
for _kind, _words in shapes_set_keywords.ON.items():  # enc-kw2: a set keyword its card type prints
    EQUIPMENT_KEYWORDS[_kind] |= _words
for _kind in EQUIPMENT_KEYWORDS:
    ALLOWED[_kind] += ("keywords",)


ALWAYS = {"kind": "hero", "controller": "opposing"}  # a 'while' that always holds: its text lost a faction icon


def encode(card: dict[str, Any], sets: dict[str, Any], text: list[str]) -> tuple[dict[str, Any], list[str]]:
    """The card entry (without its text) and the shapes used; Unrecognised if any part fails."""
    kind = card.get("type")
    if kind not in ALLOWED:
        raise Unrecognised(f"facts: a card of type {kind}: {NOT_WRITTEN.get(kind, 'a type the card language lacks')}")
    if kind in ("hero", "item", "location", "ally", "weapon", "armor"):
        text = self_named(kind, card["name"], text)
    if kind == "ability":  # a triggered power after 'Ongoing:' is ongoing text (305.2a)
        text = [p.replace(card["name"], "NAME") for p in text]
        text = triggers.after_ongoing(shapes_destroy_if.the_turn(text))  # enc-turn6: 'At the start of the turn, …'
        text = shapes_ability_itself.named_itself(text)  # enc-turn7: 'this totem deals …' in its ongoing text (200.1)
    text, back = shapes_flip_sides.sides(text) if kind == "hero" else (text, None)  # a two-sided hero (301.2)
    pieces = read_pieces(card, kind, text)
    given = {w for p in pieces if p.shape == "keywords" for w in p.parts["keywords"]}
    if kind in EQUIPMENT_KEYWORDS and not given <= EQUIPMENT_KEYWORDS[kind]:
        raise Unrecognised(f"{kind} with the keywords {', '.join(sorted(given - EQUIPMENT_KEYWORDS[kind]))}")
    entry = facts(card, sets)
    assemble(entry, pieces)
    settle(entry, card, pieces)
    no_pool_board(kind, entry)
    if kind == "hero":  # its other side's powers (301.2a), read as a hero's are
        base = {k: v for k, v in entry.items() if k not in ("powers", "keywords")}
        shapes_flip_sides.other_side(entry, back, lambda side: side_entry(card, side, pieces, base))
    shapes = [s for p in pieces for s in [p.shape] + p.parts.get("inner", [])] or [f"no text: a plain {kind}"]
    return entry, shapes


def no_pool_board(kind: str, entry: dict[str, Any]) -> None:
    """lead (s21): readings the pool harness (tests/test_encode_pool.py) has no board for yet are refused, not shipped
    untried: a location's power aimed at a card by what happened to it this turn; an optional look at or reveal of a
    target player's deck."""
    powers = entry.get("powers", [])
    if kind == "location" and any("this_turn" in (t.get("fits") or {})
                                  for p in powers for t in (p.get("payment") or {}).get("targets", [])):
        raise Unrecognised("a location's power aimed at a card by what happened to it this turn: no pool test plays "
                           "it yet")
    optional = [e for p in powers for m in (p.get("triggered") or {}).get("effects", []) for e in m.get("may", [])]
    if any(("look_at_top" in e or "reveal_top" in e) and isinstance(e.get("player"), dict)
           and "target_player" in e["player"] for e in optional):
        raise Unrecognised("an optional look at or reveal of a target player's deck: no pool test plays it yet")


def read_pieces(card: dict[str, Any], kind: str, text: list[str], allowed: tuple[str, ...] = ()) -> list[Piece]:
    """The pieces of a card's text (or of one side of a hero), each of a shape its type may have (or of
    the shapes ``allowed`` besides)."""
    text = shapes_then.this_ability(text)  # enc-then: 'a poison counter on this ability', 'it' just named (200.1)
    text = shapes_armor_counters.def_named(kind, text)  # enc-turn7: '+1 counter' on an armor is a DEF one (404.1c)
    text = shapes_own_hero.powers_listed(text)  # enc-turn3: 'Attached hero has:' and its payment powers (700.3)
    text = shapes_comma_then.counter_then(text)  # enc-turn3: 'put a … counter on NAME, then your hero deals …' (709.2)
    text = shapes_enters_counters.countdown(text)  # enc-turn5: 'remove a wind counter. If none remain, destroy NAME.'
    text = shapes_enters_stat_counters.countdown(text)  # enc-enter10: 'remove a +1 ATK counter. If none remain, …'
    text = shapes_rewards.modes_joined(text)  # enc-reward (s10): a second mode on a line of its own (enc-modes: any card's)
    text = shapes_maypay.paragraphs_joined(text)  # enc-enter (s11): '…, you may pay N.' and 'If you do, …' on two lines
    text = shapes_revealed_takes.paragraphs_joined(text)  # enc-reward7: 'Reveal the top three cards …' and 'Put a revealed …'
    text = shapes_delayed.paragraphs_joined(text)  # enc-turn8: '…. | At the end of the next turn, put all cards removed this way …'
    text = shapes_quest_paid.named(kind, text, piece, sentences)  # enc-reward12: a reward's 'that ally's health' (707.3)
    pieces = [p for paragraph in text for p in shapes_x_cost.read(card, paragraph, pieces_of)]  # enc-enter9: X (707.1b)
    pieces = shapes_then.follows(pieces, shapes_conditions.did)  # enc-then: 'Then, …' after a triggered power
    pieces = shapes_more.it_follows(pieces)  # 'It …' after a triggered power: more of its effect
    pieces = shapes_dealt_after.dealt_follows(pieces)  # enc-deal4: … after a power that may deal it, 'if … this way'
    pieces = shapes_start_turn.dealt_follows(pieces)  # enc-start2: '… dealt damage this way …' after a triggered power
    pieces = triggers.ongoing_follows(pieces, shapes_conditions.did)  # enc-trig: 'If you do, …' after an ongoing one
    shapes_that_destroyed.prevented_here(pieces)  # enc-enter5: 'prevented this way' only by the card's own prevention
    pieces = shapes_reflex.follows(pieces, BURNS)  # enc-deal2: 'When damage is dealt this way, …' after it (715.1)
    pieces = shapes_ongoing_dealt.dealt_follows_ongoing(pieces, (BURNS, triggers.ONGOING,  # enc-precon: '… this way' after it
                                                                 triggers.ON_HOST))  # enc-start1: or an attachment's (Provoke)
    pieces = shapes_host_follows.follows(pieces, (BURNS, triggers.ONGOING))  # enc-attach2: the host's controller, after it
    for p in pieces:
        if p.shape not in ALLOWED[kind] + allowed:
            raise Unrecognised(f"{kind} with the shape '{p.shape}'")
    return pieces


def settle(entry: dict[str, Any], card: dict[str, Any], pieces: list[Piece]) -> None:
    """The checks and fixes of an assembled entry (or of a hero's other side), across its powers."""
    shapes_named.own_name(entry, card["name"])  # enc-enter3: 'each ally named NAME', 'a token named NAME'
    shapes_defense.def_counters_on_armor(entry)  # enc-enter3: a DEF counter on the card itself, an armor (304.2)
    shapes_this_way.after_damage(entry)  # enc-cost: 'dealt damage this way' only after the damage (709.2d)
    shapes_health_minus.after_put(entry)  # enc-deal9: 'that ally enters play with damage …' only after a put
    if any(tokens_fire_again(p.get("triggered")) for p in entry.get("powers", [])):
        raise Unrecognised("a trigger on allies entering play whose ally tokens fire it again: no pool test plays "
                           "that loop yet")
    shapes_x_cost.read_back(entry, card)  # enc-enter9: the stand-in back as X, where the card's own link reads it
    shapes_prevent_more.attachment_prevented(entry)  # enc-deal7: an attachment's 'when damage is prevented this way'
    shapes_conditions.dealt_before(entry)  # enc-if (s11): 'for each damage dealt this way' only after the damage
    shapes_conditions.played_only(entry)  # enc-if10: 'If you do, interrupt that card.' only after a card is played
    shapes_keywords_late.form_tagged(entry)  # enc-kw: a druid's form keeps its Form (1) tag (414.3b)
    shapes_set_keywords.on_weapons(entry)  # enc-kw2: Thrown given only to a weapon
    shapes_set_keywords.haste_not_given(entry)  # enc-kw3: Haste works only as printed
    shapes_set_keywords.printed_on_abilities(entry)  # enc-kw3: Echo, an ability's own
    shapes_set_keywords.played_not_given(entry)  # enc-kw5: Rift works only as its card is played
    shapes_set_keywords.talent_agrees(entry)  # enc-kw2: a Talent line agrees with the card's class and type line
    shapes_deckbuilding.monster_forbids(entry)  # lead (s20): a Monster hero prints its Deckbuilding line
    shapes_power_cost.flip_only(entry)  # enc-reward11: 'to flip NAME' on a side whose one payment power flips it
    statics.counters_put_here(entry, pieces)  # enc-stat (s11): 'for each strength counter', on the card itself
    shapes_cond.counters_named_here(entry)  # enc-cond: a count of counters the card puts, not a misprint
    if entry.get("hero_required") in LOOSE_TAGS:  # 100.2b asks for a trait (206.1); a hero's Monster is a tag
        raise Unrecognised(f"{entry['hero_required']} Hero Required: a tag, not one of the traits 100.2b reads")
    if any(ALWAYS in (p.get("continuous") or {}).get("while_exists", []) for p in entry.get("powers", [])):
        raise Unrecognised("'while an opponent controls a hero': always so (101.1, 102.1a); an icon the data set lost?")


def side_entry(card: dict[str, Any], text: list[str], pieces: list[Piece], base: dict[str, Any]) -> dict[str, Any]:
    """A hero's other side read as a hero's text (301.2a), on the card's facts (``base``): what it adds to
    them (its powers and keywords, or a field the caller refuses); the shapes it used are added to
    ``pieces`` for the report."""
    side_pieces = read_pieces(card, "hero", text, shapes_flip_sides.BACK_ALLOWED)
    side = dict(base)
    assemble(side, side_pieces)
    settle(side, card, side_pieces)
    pieces += side_pieces
    return {k: v for k, v in side.items() if k not in base or v != base[k]}


def pieces_of(paragraph: str, name: str) -> list[Piece]:
    """A paragraph's pieces: one payment power (its cost, arrow and effect), or its sentences."""
    parts = sentences(shapes_keyword_named.blanked(name, paragraph, bounded=False))  # enc-if8: 'has Invincible'
    parts = shapes_maypay.joined(parts)  # r2-maypay: '…, you may pay N. If you do, …' read as one
    parts = shapes_pay_and_destroy.joined(parts)  # enc-turn3: '…, you may pay N and destroy NAME. If you do, …'
    parts = shapes_conditions.joined(parts)  # enc-if (s10): '… deals 3 damage … That damage can't be prevented.'
    parts = shapes_follow.joined(shapes_respectively.joined(parts))  # enc-deals: '…, respectively', 'A second target'
    parts = shapes_destroyed_tokens.joined(parts)  # enc-put: '… for each resource destroyed this way'
    parts = shapes_that_entered.joined(parts)  # enc-if6: 'If you do, destroy that opposing card.' after 'When … enters play'
    parts = shapes_its_state_if.joined(parts)  # enc-if7: 'If it's defending, …' after a sentence about your hero
    parts = shapes_target_deals_its_atk.joined(parts)  # enc-if7: '… If you do, you may have it deal … to a second target …'
    parts = shapes_destroy_if.joined(parts)  # enc-turn6: '…, destroy NAME if …. Otherwise, …'
    parts = shapes_put_for_a_turn.joined(parts)  # enc-turn9: '… from your hand into play. If you do, destroy it …'
    parts = shapes_types_differ.joined(parts)  # enc-reward7: '… then put them on the bottom. If they have different card types, …'
    parts = shapes_delayed.joined(parts)  # enc-turn8: '…. At end of turn, destroy them.' (the cards just put or targeted)
    parts = shapes_steal_ability.joined(shapes_look_discard.joined(parts))  # enc-misc2: '… He discards that card.', '… If it's attached, you may reattach it.'
    parts = shapes_lowest_tied.joined(parts)  # enc-misc2: '… with the lowest cost. If two or more are tied, …' as one
    at = power_at(parts)  # the power runs to the paragraph's end, or to the next power run into it
    words, powers = payments(parts[at:])
    return [piece(s) for s in parts[:at]] + ([piece(words)] if words else []) + \
        [power for power in (piece(p) if opens_trigger(p, "") else payment(p) for p in powers) if power]  # enc-turn4


def payments(parts: list[str]) -> tuple[str | None, list[str]]:
    """The sentences from a paragraph's first payment power on: a keyword line run into its cost, and
    each power's text (enc-reward3: a data set ran several powers into one paragraph)."""
    runs = [" ".join(run) for run in shapes_next_power.runs(parts)]
    if not runs:
        return None, []
    words, first = keyword_before(runs[0])  # a keyword line run into the cost
    return words, [first] + runs[1:]


def power_at(parts: list[str]) -> int:
    """Where a paragraph's payment power starts: its first sentence with an arrow (or none)."""
    return next((i for i, s in enumerate(parts) if ARROW.match(s) or ONGOING.match(s)
                 or shapes_conditions.POWER_IF.match(s)), len(parts))


def assemble(entry: dict[str, Any], pieces: list[Piece]) -> None:
    kind = entry["type"]
    powers: list[dict[str, Any]] = []
    for p in pieces:
        for field, value in [(f, p.parts[f]) for f in ("reputation", "hero_required", "enters_play") if f in p.parts] + \
                list(p.parts.get("fields", {}).items()):  # a card field: "enters play exhausted", an additional cost
            if field in entry:
                raise Unrecognised(f"two lines of {field.replace('_', ' ')}")
            entry[field] = value
        if kind != "ability":
            powers += p.parts.get("powers", []) if "keywords" not in p.parts else []
        if "keywords" in p.parts:  # keyword lines add up; a keyword twice is a mistake
            if set(entry.get("keywords", [])) & set(p.parts["keywords"]):
                raise Unrecognised("a keyword twice")
            entry["keywords"] = entry.get("keywords", []) + p.parts["keywords"]
            powers += p.parts["powers"]
    if kind == "quest":
        quest(entry, pieces)
    elif kind == "ability":
        ability(entry, pieces, powers)
    if powers:  # a quest's own powers (its cost reduction) before the reward power quest() wrote
        entry["powers"] = powers + (entry.get("powers", []) if kind == "quest" else [])


def quest(entry: dict[str, Any], pieces: list[Piece]) -> None:
    cost = [p for p in pieces if p.shape == "quest: pay to complete"]
    reward = [p for p in pieces if p.shape.startswith("quest reward:")]
    if len(cost) != 1 or len(reward) != 1:
        raise Unrecognised("quest without both its completion cost and its reward")
    power: dict[str, Any] = {"cost": {"resources": cost[0].parts["cost"], **cost[0].parts.get("more", {})}}
    if cost[0].parts["only_if"] is not None:
        power["only_if"] = cost[0].parts["only_if"]
    if reward[0].parts.get("reward_targets"):
        power["targets"] = reward[0].parts["reward_targets"]
    power["effects"] = reward[0].parts["reward"]
    power.update(reward[0].parts.get("reward_modes", {}))  # enc-reward (s10): 'Choose one: …' (707.1c)
    entry.setdefault("powers", []).append({"reward": power})


def is_ongoing(p: Piece) -> bool:
    return bool({"ongoing", "ongoing_power", "ongoing_powers"} & set(p.parts)) or bool(p.parts.get("ongoing_ability"))


def after_the_colon(pieces: list[Piece]) -> list[Piece]:
    """305.2a: the text after an ability's 'Ongoing:' gives the powers it has while in play: a payment
    power in a paragraph after the 'Ongoing:' one is one of them, though not prefixed 'Ongoing:', and
    so is a second sentence of the 'Ongoing:' paragraph that gives a power in play (not one on the
    ability itself, which has no numbers); anywhere else such a sentence is refused."""
    at = next((i for i, p in enumerate(pieces) if is_ongoing(p)), len(pieces))
    pieces = shapes_conditions.after_colon(pieces, at)  # enc-if (s10): 'If … would …' after the colon
    if any(p.shape in (*IN_PLAY_AFTER_ONGOING, shapes_keywords_late.FORM_LATER) for p in pieces[:at]):
        raise Unrecognised("a power in play on an ability, not after its 'Ongoing:'")
    for p in pieces[at:]:
        if p.shape in IN_PLAY_AFTER_ONGOING and any((q.get("continuous") or q.get("prohibition") or {}).get("affects")
                                                    == {"this": True} or not (q.keys() <= {"continuous", "prohibition"})
                                                    for q in p.parts["powers"]):
            raise Unrecognised("a power of an ongoing ability on itself")
    later = ("payment power", *IN_PLAY_AFTER_ONGOING, shapes_keywords_late.FORM_LATER)  # enc-kw: a druid's form
    return pieces[:at] + [Piece(p.shape, **{**p.parts, "ongoing_ability": True})
                          if p.shape in later else p for p in pieces[at:]]


def tokens_fire_again(power: dict[str, Any] | None) -> bool:
    """A triggered power on an ally of yours entering play whose effect (or its 'may') puts ally tokens into play:
    each token fires it again (703.1), a loop the pool harness can't script yet (Legacy of Stormrage)."""
    if not power or (power.get("when") or {}).get("event") != "enters-play":
        return False
    if (power["when"].get("subject") or {}).get("kind") != "ally":
        return False
    effects = [e for e in power.get("effects", []) for e in (e.get("may") or [e])]
    return any("put_token" in e for e in effects)


ON_HOST = ("ongoing: the attached card has", "ongoing: your hero deals damage to the attached card each turn",
           triggers.ON_HOST, shapes_conditions.REPLACES_ON_HOST)  # enc-if (s10): a replacement on or by it
ON_HOST += (shapes_host_party.SHAPE, shapes_host_party.LATER)  # enc-enter8: the allies of the host's party (415.8b)
ON_HOST += (shapes_attack_only_if_able.ONGOING_SHAPE,)  # enc-if6: opposing characters can attack only the host
ON_HOST += (statics.shapes_host_value.SHAPE,)  # enc-while1: your hero's X read from the host
ON_HOST += (shapes_host_pays.SHAPE,)  # enc-attach2: a cost change of the host's controller's cards


def ability(entry: dict[str, Any], pieces: list[Piece], powers: list[dict[str, Any]]) -> None:
    targets, effects = [], []
    pieces = after_the_colon(pieces)
    attaches = [p for p in pieces if "attach" in p.parts or "attach_to" in p.parts]  # enc-eff (s10): or no target (400.3)
    ongoing = [p for p in pieces if is_ongoing(p)]
    acting = [p for p in pieces if "effects" in p.parts]
    if any("card_modes" in p.parts for p in pieces):  # enc-modes: 'Choose one: …' (707.1c)
        return card_modes(entry, pieces, powers)
    on_host = ON_HOST
    beside = shapes_own_hero.beside_attachment(attaches, acting)  # enc-turn3: 'Attach to …. Draw a card.' (709.2)
    two = attaches and not acting and (shapes_two_powers.burns_and_watches(ongoing)  # enc-attach3: on it and elsewhere
                                       or shapes_two_powers.has_and_hero_has(ongoing)
                                       or shapes_two_powers.dealt_and_returned(ongoing))  # enc-r2a: Havoc
    if attaches and not two and (len(attaches) > 1 or acting and not beside or not ongoing  # enc-enter5: or its own
                     or any(p.shape not in on_host and not shapes_that_destroyed.own_prevention(p)
                            and not p.parts.get(shapes_host_payment.ON_HOST)  # enc-has5: a payment power on its host
                            and not shapes_host_control.own_counter(p)  # enc-has3: its own counters
                            and not shapes_destroy_if.own_end(p) for p in ongoing)  # enc-turn6: its own end
                     or [p.shape for p in ongoing].count(triggers.ON_HOST) == len(ongoing) > 1):  # 'has …' and 'when …
        raise Unrecognised("an attachment with more than one ongoing sentence, or with effects")
    if not attaches and any(p.shape in on_host for p in ongoing):
        raise Unrecognised("'attached' with nothing to attach to")
    shapes_attached_card.check(attaches, ongoing)  # enc-has5: a host of the kinds its powers act on
    if not attaches and any(p.parts.get(shapes_host_payment.ON_HOST) for p in pieces):
        raise Unrecognised("'attached' in a payment power with nothing to attach to")
    if any(p.shape == "payment power" and not p.parts.get("ongoing_ability") for p in pieces):
        raise Unrecognised("a payment power on an ability that isn't Ongoing")
    if ongoing and acting and pieces.index(acting[-1]) > pieces.index(ongoing[0]):  # after 'Ongoing:' (305.2a)
        raise Unrecognised("an effect after an ability's 'Ongoing:': a power of it in play the tool doesn't read")
    if ongoing and acting and attaches and not beside:
        raise Unrecognised("an attachment with effects as it resolves")
    if not (attaches or ongoing or acting):
        raise Unrecognised("an ability that does nothing the tool reads")
    if "enters_play" in entry and not ongoing:  # enc-turn5: only an ongoing ability stays in play to hold them (305.2)
        raise Unrecognised("an ability that enters play with counters but isn't ongoing")
    if attaches and "attach_to" in attaches[0].parts:  # enc-eff (s10): 'Attach to one of your Melee weapons' (400.3)
        entry["attach_to"] = attaches[0].parts["attach_to"]
    elif attaches:
        targets.append({"id": "host", **attaches[0].parts["attach"]})
        entry["attach"] = "host"
        effects += [make("host") for make in attaches[0].parts.get("attach_effects", [])]  # enc-eff (s10): '…, and …'
    effects += acting_effects(acting, targets)
    if {"delve": True} in effects and any("reveal_top" in e or "look_at_top" in e for e in effects):  # enc-reward: the
        raise Unrecognised("Delve and then the top cards of the deck again: no pool test plays the two yet")  # harness
    powers += own_powers(pieces, ongoing)
    ongoing_powers(entry, ongoing, powers)
    if targets:
        entry["targets"] = targets
    if effects:
        entry["effects"] = effects


# the shapes whose powers an ability has outside play: a cost change in hand (712.4), Stash as it is placed face up
# as a resource (enc-reward, 412.1b's note), "can't be interrupted" on the chain (700.2)
OWN_POWERS = (shapes_costs.OWN_ABILITY_CHANGE, shapes_rewards.STASH_SHAPE, shapes_uninterrupted.SELF)


def own_powers(pieces: list[Piece], ongoing: list[Piece]) -> list[dict[str, Any]]:
    """The powers an ability has of its own, outside play; a piece with powers that is neither one of them nor
    ongoing text is refused, never dropped."""
    stray = [p.shape for p in pieces if p.parts.get("powers") and p.shape not in OWN_POWERS and p not in ongoing
             and "keywords" not in p.parts]
    if stray:
        raise Unrecognised(f"a power of an ability outside play the tool doesn't place: {stray[0]}")
    return [q for p in pieces if p.shape in OWN_POWERS for q in p.parts["powers"]]


def ongoing_powers(entry: dict[str, Any], ongoing: list[Piece], powers: list[dict[str, Any]]) -> None:
    for p in ongoing:
        powers += (p.parts["powers"] if p.parts.get("ongoing_ability") else  # 'Ongoing: cost -> effect'
                   p.parts.get("ongoing_powers") or  # enc-misc: a sentence of several powers (shapes/host.py)
                   [p.parts["ongoing_power"] if "ongoing_power" in p.parts else {"continuous": p.parts["ongoing"]}])
        if "Ongoing" not in entry.setdefault("tags", []):
            entry["tags"].append("Ongoing")  # its ongoing power works while it is in play (305.2)


def card_modes(entry: dict[str, Any], pieces: list[Piece], powers: list[dict[str, Any]]) -> None:
    """enc-modes: an ability whose one sentence of effects is its modes (707.1c); with a mode that attaches it
    ('or attach to target ally'), one 'Ongoing: Attached …' sentence after them, the power it has while attached
    (305.2d). Anything else that acts or stays in play beside them (an effect before or after, another 'Ongoing:', an
    attachment of its own, a second 'Choose one') is not read."""
    chosen = [p for p in pieces if "card_modes" in p.parts]
    ongoing = [p for p in pieces if is_ongoing(p)]
    attaching = any(m.get("ongoing") for m in chosen[0].parts["card_modes"]["modes"])
    if powers or len(chosen) > 1 or len(ongoing) != attaching or any(p.shape not in ON_HOST for p in ongoing) \
            or any(any(p.parts.get(f) for f in ("effects", "attach", "attach_to", "powers")) for p in pieces
                   if p not in ongoing) or ongoing and pieces.index(ongoing[0]) < pieces.index(chosen[0]):
        raise Unrecognised("an ability's modes beside another effect or power")
    entry.update(chosen[0].parts["card_modes"])
    ongoing_powers(entry, ongoing, powers)


def acting_effects(acting: list[Piece], targets: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The effects of sentences in order, each target declared in the next slot (706.1); 'it' is
    the previous sentence's target."""
    effects: list[dict[str, Any]] = []
    slot, last = None, 0  # last: how many effects the previous sentence made
    if targets and targets[-1]["id"] == "host":  # enc-if5: after 'Attach to target ally', 'that ally' is the host
        slot = "host"
    for p in acting:
        if p.parts.get("same_target"):
            if slot is None:
                raise Unrecognised("'it' with no target before it")
            shapes_conditions.refers_fits(p, next((t for t in targets if t["id"] == slot), None))  # enc-if: 'that ability'
        elif "target" in p.parts:
            if len(targets) == len(SLOTS):
                raise Unrecognised("more targets than the tool names")
            slot = SLOTS[len(targets)]
            targets.append({"id": slot, **p.parts["target"]})
        else:
            slot = None
        several = p.parts.get("targets")  # enc-deals: one sentence's several slots ('…, respectively')
        if several:
            if len(targets) + len(several) > len(SLOTS):
                raise Unrecognised("more targets than the tool names")
            ids = list(SLOTS[len(targets):len(targets) + len(several)])
            targets += shapes_respectively.slots(p, ids)
        made = [make(ids if several else slot) for make in p.parts["effects"]]
        if p.parts.get("if_you_do"):  # joined to the previous sentence's action (709.2f)
            if not last:
                raise Unrecognised("'if you do' with no action before it")
            effects[-last:] = shapes_conditions.did(effects[-last:], made)
            made = []
        effects, last = effects + made, 1 if p.parts.get("if_you_do") else len(made)
    return effects
