"""Combat (600–603): proposal, the combat step with its windows and Protect Point, and the
conclusion where combat damage is dealt."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .chain import IllegalAction, pay
from .characteristics import compute_views
from .damage import Packet, deal
from .state import Card

if TYPE_CHECKING:
    from .game import Game


@dataclass
class Combat:
    attacker: Card
    defender: Card
    weapon: Card | None
    step: str = "proposed"   # proposed → attack-window → defend-window → conclusion


def propose(game: Game, player: str, attacker_label: str, defender_label: str, weapon_label: str | None) -> None:
    """601.1–601.2: in your own action phase with an empty chain, propose a ready character of
    yours as attacker and an opposing character as defender."""
    state = game.state
    if state.turn_player != player or state.chain or state.combat:
        raise IllegalAction("601.1", "combat can be proposed only by the turn player, with priority, "
                                     "in the non-combat action phase with an empty chain")
    attacker, defender = state.by_label(attacker_label), state.by_label(defender_label)
    if attacker is None or attacker.zone != "play" or attacker.controller != player or \
            not attacker.definition.is_character() or attacker.exhausted:
        raise IllegalAction("601.2a", f"{attacker_label} is not a ready character in {player}'s party")
    if defender is None or defender.zone != "play" or not defender.definition.is_character() or \
            state.friendly(player, defender.controller):
        raise IllegalAction("601.2b", f"{defender_label} is not an opposing character")
    weapon = None
    if weapon_label:
        weapon = state.by_label(weapon_label)
        if weapon is None or weapon.zone != "play" or weapon.controller != player or \
                weapon.definition.type != "weapon" or weapon.exhausted or attacker.definition.type != "hero":
            raise IllegalAction("303.2", f"{weapon_label} is not a ready weapon that {attacker_label} can strike with")
    state.combat = Combat(attacker, defender, weapon)
    game.trace.add(f"{player} proposes combat: {attacker} attacks {defender}.", "601.1", "601.2")


def begin_combat_step(game: Game) -> None:
    """602.1: the proposed attacker exhausts and becomes the attacker; a strike is paid now (303.2)."""
    combat = game.state.combat
    combat.attacker.exhausted = True
    game.trace.add(f"{combat.attacker} exhausts and becomes the attacker; the Attack Window opens.", "602.1")
    if combat.weapon is not None:
        pay(game, combat.attacker.controller, combat.weapon.definition.strike_cost or 0, f"a strike with {combat.weapon}")
        combat.weapon.exhausted = True
        game.trace.add(f"{combat.attacker} strikes with {combat.weapon}: the weapon exhausts and "
                       f"{combat.attacker} has +{combat.weapon.definition.atk} ATK for this combat.",
                       "303.2", "602.3b")
    combat.step = "attack-window"


def protect_point(game: Game) -> None:
    """602.2–602.3: nobody protects unless scripted; the proposed defender becomes the defender."""
    combat = game.state.combat
    game.trace.add(f"{combat.defender} becomes the defender; attacker and defender are in combat with "
                   "each other. The Defend Window opens.", "602.2", "602.3")
    combat.step = "defend-window"


def conclude(game: Game) -> None:
    """603.1: attacker and defender deal combat damage equal to their ATK to each other at once;
    603.2: pre-priority checks without adding triggers; 603.3: combat ends."""
    state, combat = game.state, game.state.combat
    views = compute_views(state)
    a, d = combat.attacker, combat.defender
    with game.trace.group("Combat conclusion: the attacker and the defender deal combat damage at the same time.",
                          "603.1", "802"):
        packets = [Packet(x, y, views[x.oid].atk, damage_type(combat, x), x.controller, combat=True)
                   for x, y in ((a, d), (d, a)) if x.oid in views and y.oid in views and views[x.oid].atk > 0]
        deal(game, packets)
    game.pre_priority(add_triggers=False)  # 603.2
    if state.result is not None:
        return
    state.combat = None
    game.trace.add("Combat ends: everything is removed from combat and the turn player's action phase resumes.",
                   "603.3", "602.4")


def damage_type(combat: Combat, character: Card) -> str:
    """205.1: a character's damage type; a hero striking deals its weapon's type (303.2)."""
    if character is combat.attacker and combat.weapon is not None:
        return combat.weapon.definition.damage_type or "melee"
    return character.definition.damage_type or "melee"
