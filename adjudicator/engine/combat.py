"""Combat (600–603): proposal, the combat step with its windows and Protect Point, and the
conclusion where combat damage is dealt."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from .resources import pay
from .decisions import IllegalAction, DecisionError
from .characteristics import compute_views, powers_in_play
from .selectors import matches, select
from .damage import Packet, deal, damage_types as packet_types
from .moves import toll
from .prohibitions import cant_strike, forbidding, forbidding_attack
from .board_key import COMBAT, STRIKE, Counted, counted, counting
from .state import Card
from .views import flipped
from . import attack_rules, costs, protect
from .attack_rules import legal_defender, rules_on
from .costs import work_out
from .triggers import Event, watch
from .performers import PERFORMERS
from ..cards.model import BecomeDefender, RemoveFromCombat
from .effects import shut_out
from .spec_fields import field_or

if TYPE_CHECKING:
    from .context import Context


@dataclass
class Combat(Counted):  # its every write counted (board_key): views read the combat and the strike, seldom
    PART = COMBAT

    attacker: Card
    defender: Card           # the proposed defender until 602.3 makes it the defender
    weapons: list[Card] = field(default_factory=list)  # struck with (303.2; several under 406.4)
    step: str = "proposed"   # proposed → attack-window → defend-window → conclusion
    sabotage: bool = False   # a sabotage combat (600.1): its defender is an object, not a target
    protector: Card | None = None  # the character that protected, if one did (602.2)
    removed: set[int] = field(default_factory=set)  # removed from combat (602.4)
    attacker_controller: str = ""  # who controlled each as the combat was proposed (601.2f)
    defender_controller: str = ""

    @property
    def weapon(self) -> Card | None:
        return self.weapons[0] if self.weapons else None

    defender_weapons: list[Card] = field(default_factory=list)  # struck with by the defending wielder (602.3b)

    def __setattr__(self, name: str, value) -> None:
        """A write of the combat; of the strike too (board_key.STRIKE) if weapons are or were struck
        with: a wielder replaced while it has some, or weapons set (not the empty lists a combat
        begins with). The lists of weapons count their own writes as the strike's."""
        weapons = _STRUCK.get(name)
        if weapons is not None and (self.__dict__.get(weapons) or (name == weapons and value)):
            counted(STRIKE)
        if name != weapons:
            Counted.__setattr__(self, name, value)
            return
        counted(COMBAT)
        object.__setattr__(self, name, counting(value, STRIKE))

    def associated(self, state, side: Card | None = None) -> list[Card]:
        """303.2a: the weapons still associated with the wielder (the attacker, or ``side``: the
        defender); the association ends when either becomes a new card (415.9a) or leaves play."""
        wielder = self.attacker if side is None or side is self.attacker else self.defender
        weapons = self.weapons if wielder is self.attacker else self.defender_weapons
        if wielder.oid not in state.cards or wielder.zone != "play":
            return []
        return [w for w in weapons if w.oid in state.cards and w.zone == "play"]


# a wielder, or its weapons → the weapons it strikes with
_STRUCK = {"attacker": "weapons", "defender": "defender_weapons", "weapons": "weapons", "defender_weapons": "defender_weapons"}


def gone(state, card: Card) -> bool:
    """The card no longer exists as that card — it left play or became a new card (415.9a) — or it
    was removed from combat (602.4)."""
    return card.oid not in state.cards or state.cards[card.oid].zone != "play" or \
        (state.combat is not None and card.oid in state.combat.removed)


def remove_from_combat(game: Context, link, effect) -> list[Card]:
    """602.4: the cards picked that are in this combat stop attacking, defending or protecting."""
    state, fight = game.state, game.state.combat
    if fight is None:
        game.trace.add("There is no combat: nothing is removed from combat.", "602.4")
        return []
    picked = select(state, effect.remove_from_combat, compute_views(state), link.controller, link.source, link.targets)
    out = [c for c in picked if c.oid in (fight.attacker.oid, fight.defender.oid) and c.oid not in fight.removed]
    for card in out:
        fight.removed.add(card.oid)
        game.trace.add(f"{card} is removed from combat; the combat still goes on to its conclusion.", "602.4")
    return out


def become_defender(game: Context, link, effect) -> list[Card]:
    """602.3a: a modifier makes a character a defender: it defends against the attacker, which
    attacks it, and the two enter combat with each other; a sabotage combat is no longer one."""
    state, fight = game.state, game.state.combat
    views = compute_views(state)
    picked = [c for c in select(state, effect.become_defender, views, link.controller, link.source, link.targets)
              if views[c.oid].is_character]
    if fight is None or not picked or gone(state, fight.attacker) or fight.step == "proposed":
        game.trace.add("There is no attacker in combat, or no character to make a defender: nothing happens.",
                       "602.3a")
        return []
    card = picked[0]
    if fight.step != "defend-window" or not gone(state, fight.defender):
        raise DecisionError(f"{link.source} would make {card} a defender while {fight.defender} is still the "
                            "(proposed) defender: two defenders in one combat are not modelled (602.3a)")
    before = compute_views(state)
    fight.defender, fight.defender_weapons, fight.protector = card, [], None
    fight.removed.discard(card.oid)
    game.trace.add(f"{link.source}'s modifier makes {card} a defender: it is defending against {fight.attacker}, "
                   f"which is now attacking it, and the two enter combat with each other.", "602.3a", "602.3b",
                   power=link.source.name)
    if fight.sabotage:
        fight.sabotage = False
        game.trace.add("A modifier made a character a defender, so this is no longer a sabotage combat.", "602.3a")
    watch(game, [Event("defends", subject=card, opponent=fight.attacker),
                 Event("enters-combat", subject=fight.attacker, opponent=card),
                 Event("enters-combat", subject=card, opponent=fight.attacker)], before)
    return [card]


def propose(game: Context, player: str, attacker_label: str, defender_label: str,
            strike: str | list[str] | None) -> None:
    """601.1–601.2: in your own action phase with an empty chain, propose a ready character of
    yours as attacker and an opposing character as defender."""
    state = game.state
    attacker, defender, views, (sabotage, able), toll, weapons = \
        proposal_checked(game, player, attacker_label, defender_label, strike)
    new_hero = attacker.joined > game.turn_began and attacker.definition.type == "hero"  # 301.3
    state.combat = Combat(attacker, defender, weapons, sabotage=sabotage, attacker_controller=attacker.controller,
                          defender_controller=defender.controller)
    only = None if sabotage else attack_rules.met(game, attacker, defender, views)
    if sabotage:
        game.trace.add(f"{player} proposes a sabotage combat: {attacker} attacks {defender}, which {able.label}'s "
                       f"power lets it sabotage. {attacker} is a ready character of {player}'s; {defender} has no "
                       f"Elusive and is {defender.controller}'s, who is not friendly to {player}. The proposed "
                       "defender is not a target. Proposing combat is playing an effect: the proposal effect goes "
                       "on the chain.", "600.1", "601.1", "601.2", "601.2a", "601.2b", "410.3", "705.3",
                       power=able.name)
    else:
        game.trace.add(f"{player} proposes combat: {attacker} attacks {defender}. {attacker} is a ready character of "
                       f"{player}'s, and {defender} an opposing character without Elusive"
                       f"{'; ' + only[1] if only else ''}"
                       f"{'; a hero need not wait, however long it has been in the party' if new_hero else ''}"
                       f"{'; face down, a hero works as it does face up' if flipped(attacker) else ''}. Proposing "
                       "combat is playing an effect: the proposal effect goes on the chain.", "601.1", "601.2",
                       "601.2a", "601.2b", "410.3", "705.3", *([only[0], *only[2]] if only else []),
                       *(["301.3"] if new_hero else []), *(["301.2c"] if flipped(attacker) else []))
    if toll.total:
        costs.say(game, attacker, toll, "600.3")
        pay(game, player, toll.total, f"{attacker}'s attack (an additional cost of the proposal effect)", "600.3",
            "707.1e")
        costs.use(game, toll)


def proposal_checked(game: Context, player: str, attacker_label: str, defender_label: str,
                     strike: str | list[str] | None) -> tuple:
    """The checks a proposal makes before anything changes (601.1, 601.2, 600.3, 303.2): an
    IllegalAction if one fails; otherwise the attacker, the defender, the views, (sabotage, the
    card able to sabotage), the toll to attack and the weapons struck with."""
    state = game.state
    check_proposing(game, player)
    attacker, defender = state.by_label(attacker_label), state.by_label(defender_label)
    views = compute_views(state)
    legal = legality(game, player, attacker, defender, views, attacker_label, defender_label)
    toll = costs.work_out(state, "attack", attacker, 0, against=defender)  # 600.3: "can't attack unless … pays"
    if toll.total > state.player(player).ready_resources:
        raise IllegalAction("600.3", f"{attacker} can't attack {defender} unless {player} pays ({toll.total}), and "
                                     f"{player} can't")
    weapons = strike_weapons(game, player, attacker, [strike] if isinstance(strike, str) else strike or [], views,
                             toll.total)
    return attacker, defender, views, legal, toll, weapons


def mount(view) -> bool:
    """302.3: a Mount ally, marked by the word Mount on its type line."""
    return "ally" in view.types and ("Mount" in view.traits or "Mount" in view.card.definition.tags)


def wielder(attacker: Card, weapon: Card) -> str | None:
    """303.2: heroes are wielders; 303.2d: so are the allies of a player who controls a weapon that
    lets them strike "while an ally in your party is in combat". The rule that makes it one."""
    if attacker.definition.type == "hero":
        return "303.2"
    if attacker.definition.is_character() and weapon.definition.ally_wielders and \
            weapon.controller == attacker.controller:
        return "303.2d"
    return None


def check_proposing(game: Context, player: str) -> None:
    """601.1: may the player propose a combat now at all? IllegalAction if not."""
    state = game.state
    if state.turn_player != player or state.chain or state.combat or game.step != "action":
        raise IllegalAction("601.1", "combat can be proposed only by the turn player, with priority, "
                                     "in the non-combat action phase with an empty chain", also=("410.2a",))


def must_attack(game: Context, player: str) -> list[Card]:
    """600.2: the player's characters that must attack if able and could now be proposed as the
    attacker of a legal combat."""
    views = compute_views(game.state)
    bound = [c for c in game.state.in_play() if c.controller == player and views[c.oid].is_character
             and not c.exhausted and any(r.rule.must_attack for r in rules_on(game, c, views))
             and forbidding(game.state, "attack", c, views) is None]  # 103.2: it can't, so it needn't
    # 600.3: a cost to attack binds no one unless its controller chooses to pay it
    return [c for c in bound if any(legal_defender(game, c, d, views) is None and proposable(game, c, d, views)
                                    and work_out(game.state, "attack", c, 0, against=d).total == 0
                                    for d in game.state.in_play())]


def proposable(game: Context, attacker: Card, defender: Card, views: dict[int, View]) -> bool:
    """601.2: the checks a proposal makes, the attacker's as well as the defender's (a character new to
    the party without Ferocity is not able to attack, so it needn't)."""
    try:
        legality(game, attacker.controller, attacker, defender, views)
    except IllegalAction:
        return False
    return True


def legality(game: Context, player: str, attacker: Card | None, defender: Card | None, views,
             attacker_label: str = "", defender_label: str = "") -> tuple[bool, Card | None]:
    """The rules that decide whether a combat is legal (601.2a–601.2d): an IllegalAction if the
    proposed attacker or defender breaks one (601.2e); otherwise whether it is a sabotage combat,
    and the card whose power makes it one. The proposal's cost (600.3) is not among them."""
    state = game.state
    if attacker is None or attacker.oid not in views or attacker.controller != player or \
            not views[attacker.oid].is_character or attacker.exhausted:
        raise IllegalAction("601.2a", f"{attacker or attacker_label} is not a ready character in {player}'s party",
                            also=("601.2e",))
    if defender is None or defender.oid not in views:
        raise IllegalAction("601.2b", f"{defender or defender_label} is not a card in play", also=("601.2e",))
    for card, role in ((attacker, "an attacker"), (defender, "a defender")):
        if mount(views[card.oid]):  # 302.3
            raise IllegalAction("302.3", f"{card} is a Mount ally: it can't be proposed as {role}",
                                also=("601.2a" if card is attacker else "601.2b", "601.2e"))
    sabotage = not views[defender.oid].is_character  # 600.1: against an object that is not a character
    if state.friendly(player, defender.controller):
        raise IllegalAction("601.2b", f"{defender} is controlled by {defender.controller}, a player friendly to "
                                      f"{player}" if defender.controller != player else f"{defender} is {player}'s own",
                            also=("601.2e",))
    able = saboteur(game, attacker, defender, views) if sabotage else None
    if sabotage and able is None:
        raise IllegalAction("601.2b", f"{defender} is not a character, and {attacker} is not able to sabotage it",
                            also=("601.2e",))
    new_hero = attacker.joined > game.turn_began and attacker.definition.type == "hero"  # 301.3: heroes don't wait
    if attacker.joined > game.turn_began and not new_hero and "Ferocity" not in views[attacker.oid].keywords:
        raise IllegalAction("601.2a", f"{attacker} has not been in {player}'s party since the start of the turn, and "
                                      "has no Ferocity", also=("601.2e", *(["302.2"] if views[attacker.oid].is_ally else [])))
    source = forbidding_attack(state, attacker, defender, views) or \
        forbidding(state, "exhaust", attacker, views)  # 103.2: "can't attack", or can't exhaust to attack (602.1)
    if source is not None:
        what = "" if source.rule.against is None else f" {defender}"
        raise IllegalAction("601.2a", f"{attacker} can't attack{what}: {source.says} says so, and a \"can't\" wins",
                            also=("103.2", "601.2e"))
    if "Elusive" in views[defender.oid].keywords:
        raise IllegalAction("601.2b", f"{defender} has Elusive: it can't be proposed as the defender", also=("601.2e",))
    bound = None if sabotage else attack_rules.restriction(game, attacker, defender, views)
    if bound is not None:
        raise IllegalAction(bound[0], bound[1], also=("601.2e", *bound[2]))
    return sabotage, able


def recheck(game: Context, link) -> tuple[str, str] | None:
    """601.3: as the proposal effect tries to resolve, is the proposed combat still legal? 601.2f: a
    proposed attacker or defender that has become a new card or changed controller has lost that
    status. Returns (rule, why) if the combat is no longer legal."""
    state, fight = game.state, game.state.combat
    for role, card, was in (("attacker", fight.attacker, fight.attacker_controller),
                            ("defender", fight.defender, fight.defender_controller)):
        if card.oid not in state.cards:
            return "601.2f", f"the proposed {role}, {card}, has left its zone and become a new card, so it is no " \
                             f"longer the proposed {role}"
        if card.controller != was:
            return "601.2f", f"the proposed {role}, {card}, is now controlled by {card.controller}, not {was}, so it " \
                             f"is no longer the proposed {role}"
    try:
        legality(game, link.controller, fight.attacker, fight.defender, compute_views(state))
    except IllegalAction as exc:
        return exc.rule, exc.message
    return None


def saboteur(game: Context, attacker: Card, target: Card, views) -> Card | None:
    """601.2b: the card whose "can sabotage" power lets ``attacker`` sabotage ``target``."""
    state = game.state
    for card, powers in powers_in_play(state):
        for power in powers:
            rule = power.sabotage
            if rule is not None and matches(state, rule.affects, views[attacker.oid], card.controller, card) and \
                    matches(state, rule.objects, views[target.oid], card.controller, card):
                return card
    return None


# 406.4: the keywords that let a hero strike with two weapons, and the damage type both must have
TWO_WEAPONS = {"Dual Wield": "melee", "Two-Handed Dual Wield": "melee", "Ranged Dual Wield": "ranged"}


def paired_strikes(keywords) -> set[str]:
    """406.4: the damage types of weapons a wielder with these keywords may strike with two of."""
    return {kind for keyword, kind in TWO_WEAPONS.items() if keyword in keywords}


def strike_weapons(game: Context, player: str, attacker: Card, labels: list[str], views, spent: int = 0) -> list[Card]:
    """303.2: a hero (the wielder) strikes with ready weapons its controller controls; one weapon
    per combat (303.2c), or two melee weapons under Dual Wield, two ranged ones under Ranged Dual Wield (406.4)."""
    state, weapons = game.state, []
    cant = cant_strike(state, player) if labels else None
    if cant is not None:
        raise IllegalAction("303.2", f"{player} can't strike with weapons: {cant.says} says so, and a \"can't\" wins",
                            also=("103.2",))
    if len(set(labels)) < len(labels):
        raise IllegalAction("303.2c", "a weapon can be struck with only once in a combat")
    for label in labels:
        weapon = state.by_label(label)
        if weapon is None or weapon.zone != "play" or weapon.controller != player or \
                weapon.definition.type != "weapon" or weapon.exhausted or wielder(attacker, weapon) is None:
            raise IllegalAction("303.2", f"{label} is not a ready weapon that {attacker.label} can strike with" +
                                (": only heroes are wielders, unless a weapon says otherwise"
                                 if weapon is not None and weapon.definition.type == "weapon" and
                                 attacker.definition.type != "hero" else ""))
        weapons.append(weapon)
    if len(weapons) > 1:
        pairs = paired_strikes(views[attacker.oid].keywords)
        if not pairs or len(weapons) > 2:
            raise IllegalAction("303.2c", f"{player} can strike with only one weapon in a combat"
                                          + (" (two with Dual Wield or Ranged Dual Wield)" if pairs else ""))
        kinds = {packet_types(w.definition.damage_type) or ("melee",) for w in weapons}
        if len(kinds) > 1 or next(iter(kinds)) not in {(kind,) for kind in pairs}:
            raise IllegalAction("406.4", "Dual Wield lets a hero strike with two melee weapons, Ranged Dual Wield "
                                         "with two ranged weapons, and never with a melee and a ranged one together")
    cost = sum(costs.work_out(state, "strike", w, w.definition.strike_cost or 0).total for w in weapons)
    if cost > state.player(player).ready_resources - spent:
        raise IllegalAction("303.2", f"{player} can't pay the strike cost ({cost})")
    return weapons


def begin_combat_step(game: Context) -> None:
    """602.1: the proposed attacker exhausts and becomes the attacker; a strike is paid now (303.2)."""
    combat = game.state.combat
    before = compute_views(game.state)
    combat.attacker.exhausted = True
    combat.step = "attack-window"  # 602.1: it is attacking from now on, before any strike is paid (303.2)
    free = bool(toll(game, combat.attacker).total)  # 600.3a: exhausting to attack needs no further cost
    game.trace.add(f"{combat.attacker} exhausts and becomes the attacker; the Attack Window opens."
                   + (" Exhausting it to attack needs no further cost, though it can't be exhausted otherwise unless "
                      "its controller pays." if free else ""), "602.1", *(["600.3a"] if free else []))
    watch(game, [Event("exhausted", subject=combat.attacker),
                 Event("attacks", subject=combat.attacker, opponent=combat.defender)], before)
    for weapon in list(combat.weapons):
        problem = strike_problem(game, combat.attacker.controller, weapon)
        if problem is not None:  # things changed while the proposal waited on the chain
            game.trace.add(f"{combat.attacker} can't strike with {weapon}: {problem[1]}.", "303.2", problem[0])
            combat.weapons.remove(weapon)
            continue
        strike_with(game, combat.attacker, weapon, "the attacker", len(combat.weapons) > 1)


def strike_problem(game: Context, player: str, weapon: Card) -> tuple[str, str] | None:
    """Why a strike chosen with the proposal can't be made now, as the combat step begins:
    (rule, reason), or None. The strike cost is paid in full or not at all (403.1)."""
    if gone(game.state, weapon) or weapon.controller != player or weapon.exhausted:
        return "303.2", "it is no longer a ready weapon its controller controls"
    cant = cant_strike(game.state, player)
    if cant is not None:
        return "103.2", f"{player} can't strike with weapons now: {cant.says} says so"
    cost = costs.work_out(game.state, "strike", weapon, weapon.definition.strike_cost or 0).total  # with its changes
    if cost > game.state.player(player).ready_resources:
        return "403.1", f"its strike cost ({cost}) can't be paid with {game.state.player(player).ready_resources} " \
                        "ready resources"
    return None


def strike_with(game: Context, striker: Card, weapon: Card, role: str, several: bool) -> None:
    """303.2: pay the strike cost, exhaust the weapon and associate it with the striker, which has
    the weapon's current ATK on top of its own for the combat step (303.2b); no chain."""
    before = compute_views(game.state)
    strike = costs.work_out(game.state, "strike", weapon, weapon.definition.strike_cost or 0)
    costs.say(game, weapon, strike, "303.2")
    pay(game, striker.controller, strike.total, f"a strike with {weapon}", "303.2")
    costs.use(game, strike)
    weapon.exhausted = True
    bonus = compute_views(game.state)[weapon.oid].atk  # 303.2b: the weapon's current ATK
    ally = wielder(striker, weapon) == "303.2d"
    fresh = weapon.joined > game.turn_began  # 303.3: no waiting for weapons
    game.trace.add(f"{striker}, {role}, strikes with {weapon}: the weapon exhausts and is associated with "
                   f"{striker}, which has +{bonus} ATK for this combat step (the weapon's ATK). The "
                   "strike does not use the chain." + (f" {striker} is an ally, a wielder because {weapon} lets "
                                                       "the allies of its controller strike." if ally else "")
                   + (" It came into play this turn, and a weapon need not wait." if fresh else ""),
                   "303.2", "303.2a", "303.2b", "602.3b", *(["406.4"] if several else []),
                   *(["303.2d"] if ally else []), *(["303.3"] if fresh else []))
    watch(game, [Event("strike", subject=striker, with_cards=[weapon])], before)  # 707.1f


def strike_in_combat(game: Context, player: str, labels: list[str]) -> None:
    """303.2, 602.3b: a player whose wielder is now an attacker or a defender may strike while they
    have priority in the combat step (the attacker's strike is usually made with the proposal); one
    weapon per player in each combat (303.2c; two under Dual Wield or Ranged Dual Wield, 406.4)."""
    state, fight = game.state, game.state.combat
    wielder = None
    if fight is not None and fight.step in ("attack-window", "defend-window"):
        if fight.attacker.controller == player and not gone(state, fight.attacker):
            wielder = fight.attacker
        elif fight.step == "defend-window" and fight.defender.controller == player and not gone(state, fight.defender):
            wielder = fight.defender
    if wielder is None or wielder.definition.type != "hero":
        raise IllegalAction("602.3b", f"{player} controls no wielder that is now an attacker or a defender"
                                      + (f" ({fight.defender} is only the proposed defender until the Defend Window)"
                                         if fight is not None and fight.step == "attack-window"
                                         and fight.defender.controller == player
                                         and fight.defender.definition.type == "hero" else ""), also=("303.2",))
    struck = fight.weapons if wielder is fight.attacker else fight.defender_weapons
    if struck:
        raise IllegalAction("303.2c", f"{player} has already struck with {', '.join(map(str, struck))} in this combat")
    weapons = strike_weapons(game, player, wielder, labels, compute_views(state))
    struck.extend(weapons)
    role = "the attacker" if wielder is fight.attacker else "the defender"
    for weapon in weapons:
        strike_with(game, wielder, weapon, role, len(weapons) > 1)


def protect_point(game: Context) -> None:
    """602.2: at the Protect Point an opposing player may exhaust a character able to protect (nobody
    does unless the script says so); 602.3: the proposed defender becomes the defender, the two
    enter combat, and the Defend Window opens."""
    state, combat = game.state, game.state.combat
    if missing(game, "602.2"):
        return
    protect.offer(game)
    if missing(game, "602.3"):
        return
    a, d = combat.attacker, combat.defender
    before = compute_views(state)
    game.trace.add(f"{d} becomes the defender; {a} and {d} enter combat with each other. The Defend Window "
                   "opens.", "602.3")
    watch(game, [Event("defends", subject=d, opponent=a), Event("enters-combat", subject=a, opponent=d),
                 Event("enters-combat", subject=d, opponent=a)], before)
    combat.step = "defend-window"


def missing(game: Context, rule: str) -> bool:
    """602.2, 602.3: if the attacker or the proposed defender no longer exists, the combat concludes."""
    combat = game.state.combat
    lost = [c for c in (combat.attacker, combat.defender) if gone(game.state, c)]
    if not lost:
        return False
    game.trace.add(f"{' and '.join(map(str, lost))} no longer {'exists' if len(lost) == 1 else 'exist'}: the combat "
                   "goes straight to its conclusion.", rule)
    combat.step = "conclusion"
    conclude(game)
    return True


def conclude(game: Context) -> None:
    """603.1: attacker and defender deal combat damage equal to their ATK to each other at once;
    603.2: pre-priority checks without adding triggers; 603.3: combat ends."""
    state, combat = game.state, game.state.combat
    views = compute_views(state)
    a, d = combat.attacker, combat.defender
    if gone(state, a) or gone(state, d) or combat.step != "defend-window":
        game.trace.add("Combat conclusion: the attacker or the defender is gone, so no combat damage is dealt and "
                       "nothing triggers.", "603.1b")
    elif combat.sabotage:
        with game.trace.group(f"Combat conclusion of a sabotage combat: {a} sabotages {d}. No combat damage is dealt; "
                              "instead, powers that trigger when the attacker sabotages trigger, whatever its ATK "
                              f"(here {views[a.oid].atk}).", "603.1", "802"):
            watch(game, [Event("sabotages", subject=a, opponent=d)], views)
    else:
        ranged = "Long-Range" in views[a.oid].keywords  # 603.1a: the defender deals no combat damage
        packets = [Packet(x, y, views[x.oid].atk, damage_types(combat, x, views), x.controller, combat=True,
                          with_cards=list(combat.associated(state, x)))  # 408.3d: one packet, all its weapons
                   for x, y in ((a, d), (d, a)) if views[x.oid].atk > 0 and not (ranged and x is d)]
        title = ("Combat conclusion: the attacker and the defender deal combat damage at the same time. Each packet "
                 "comes from the character dealing it, is controlled by that character's controller and has that "
                 "character's damage type." if packets else
                 "Combat conclusion: no combat damage is dealt, since the attacker has no ATK and Long-Range keeps "
                 "the defender from dealing any." if ranged else
                 "Combat conclusion: neither the attacker nor the defender has any ATK, so no combat damage is dealt.")
        with game.trace.group(title, "603.1", "802", *(["205.1a", "408.2c", "408.3a", "408.3b"] if packets else [])):
            if ranged:
                game.trace.add(f"{a} has Long-Range: {d}, the defender, deals no combat damage.", "603.1a")
            for x in (a, d):
                if views[x.oid].atk <= 0:
                    unprinted = x.definition.type == "hero" and x.definition.atk is None
                    game.trace.add(f"{x} has {views[x.oid].atk} ATK"
                                   f"{' (a hero with no ATK printed has ATK 0)' if unprinted else ''}: a packet of less "
                                   "than 1 is never created, so it deals no combat damage.",
                                   "205.1a", *(["205.1"] if unprinted else []), "408.2a")
            deal(game, [p for p in packets if not shut_out(game, p.destination, views, False, p.damage_types)])
    game.trace.add("Next come the pre-priority checks; waiting triggered effects are not added to the chain now, and "
                   "no player receives priority.", "603.2")
    game.pre_priority(add_triggers=False)  # 603.2
    if state.result is not None:
        return
    ending = [m for m in state.modifiers if field_or(m.spec, "duration") == "this-combat" and m.combat is combat]
    state.combat = None
    game.trace.add("Combat ends: everything is removed from combat and the turn player's action phase resumes.",
                   "603.3", "602.4")
    for mod in ending:
        game.trace.add(f"{mod.source}'s modifier lasting this combat ends.", "603.3", power=mod.source.name)


def damage_types(combat: Combat, character: Card, views: dict) -> tuple[str, ...]:
    """205.1, 408.3a: a character's damage type or types as they now are (205.1c), melee if none is
    given; a hero striking deals its weapon's (303.2)."""
    struck = combat.weapons if character is combat.attacker else combat.defender_weapons
    card = struck[0] if struck else character
    view = views.get(card.oid)
    return (view.damage_types if view is not None else packet_types(card.definition.damage_type)) or ("melee",)


PERFORMERS.update({RemoveFromCombat: remove_from_combat,  # 602.4
                   BecomeDefender: become_defender})  # 602.3a
