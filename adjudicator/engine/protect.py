"""The Protect Point (602.2): a player who opposes the attacker may exhaust a character in their
party that is able to protect; it becomes the proposed defender. Nobody protects unless the script
says so (a documented default)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..formats.scenario import Protect
from .characteristics import compute_views, powers_of
from .selectors import matches
from .decisions import PROTECT, DecisionError, IllegalAction, Prompt, blame
from .moves import exhaust, exhaust_check
from .prohibitions import forbidding
from .triggers import Event, watch

if TYPE_CHECKING:
    from .context import Context
    from .state import Card


def check(game: Context, player: str, label: str):
    """The protector named by ``label``, or IllegalAction with the rule that forbids it."""
    state, combat = game.state, game.state.combat
    views = compute_views(state)
    card = state.by_label(label)
    if state.friendly(player, combat.attacker.controller):
        raise IllegalAction("602.2", f"{player} does not oppose the attacker, so can't protect")
    if card is None or card.oid not in views or not views[card.oid].is_character or card.controller != player:
        raise IllegalAction("602.2", f"{label} is not a character in {player}'s party")
    if "Stealth" in views[combat.attacker.oid].keywords:
        raise IllegalAction("602.2a", f"{combat.attacker} has Stealth: no character can protect")
    if card.oid == combat.defender.oid:
        raise IllegalAction("602.2b", f"{card} is the proposed defender and can't protect itself")
    if "Protector" not in views[card.oid].keywords and not conspicuous(views, combat.attacker) \
            and allowed_by(game, card, views) is None and guarded_by(game, card, views) is None:
        raise IllegalAction("602.2", f"{card} has no Protector, so it is not able to protect" if not granted(game, card)
                            else f"{card} has no Protector, and its power lets it protect other defenders, not "
                                 f"{combat.defender}")
    if card.exhausted:
        raise IllegalAction("602.2", f"{card} is exhausted, so it can't be exhausted to protect")
    source = forbidding(state, "protect", card, views)  # a "can't protect" modifier (103.2)
    if source is not None:
        raise IllegalAction("602.2", f"{card} can't protect: {source.says} says so, and a \"can't\" wins",
                            also=("103.2",))
    exhaust_check(game, card, "to protect")  # 600.3a
    return card


def granted(game: Context, card: Card) -> list:
    """The card's current powers that let it protect some defenders without Protector (602.2)."""
    return [p.can_protect for p in powers_of(game.state, card) if p.can_protect is not None]


def allowed_by(game: Context, card: Card, views) -> object:
    """The power of ``card`` that lets it protect the current proposed defender ("this ally can
    protect your hero"), or None."""
    state = game.state
    defender = views.get(state.combat.defender.oid)
    return next((sel for sel in granted(game, card)
                 if defender is not None and matches(state, sel, defender, card.controller, card)), None)


def guarded_by(game: Context, card: Card, views) -> object:
    """enc-while3: the power of the proposed defender that lets ``card`` protect it ("other allies in your party can
    protect this ally", read from the defender's controller's side, 602.2), or None."""
    state = game.state
    defender = state.combat.defender
    if card.oid not in views:
        return None
    return next((p.protected_by for p in powers_of(state, defender) if p.protected_by is not None
                 and matches(state, p.protected_by, views[card.oid], defender.controller, defender)), None)


def conspicuous(views, attacker) -> bool:
    """Conspicuous (the editor's note at 602.2): any opposing character may protect against it."""
    return "Conspicuous" in views[attacker.oid].keywords


def offer(game: Context) -> None:
    """Each player in turn order may protect, round after round until a round brings no answer;
    the first legal protection protects (602.2b: at most one)."""
    combat = game.state.combat
    while True:
        answered = False
        for player in [p.name for p in game.state.clockwise_from(game.state.turn_player)]:
            entry = game.ask(Prompt(PROTECT, player, "602.2", f"{player} may protect {combat.defender} at the "
                                    f"Protect Point"))
            if entry is None:
                continue
            if not isinstance(entry, Protect):
                raise blame(DecisionError(f"at the Protect Point {player} may only protect: "
                                          f"{type(entry).__name__} is not an answer"), entry)
            answered = True
            allowed, card = game.attempt(entry, lambda: check(game, entry.by, entry.protect))
            if not allowed:
                continue
            views = compute_views(game.state)
            if "Protector" not in views[card.oid].keywords and allowed_by(game, card, views) is not None:
                game.trace.add(f"{card} has no Protector, but its power lets it protect {combat.defender}.", "602.2",
                               power=card.name)
            elif "Protector" not in views[card.oid].keywords and guarded_by(game, card, views) is not None:
                game.trace.add(f"{card} has no Protector, but {combat.defender}'s power lets it protect "
                               f"{combat.defender}.", "602.2", power=combat.defender.name)  # enc-while3
            elif "Protector" not in views[card.oid].keywords:  # check() let it: the attacker is Conspicuous
                game.trace.add(f"{card} has no Protector, but {combat.attacker} has Conspicuous: any opposing hero "
                               "or ally may protect against it.", "602.2")
            exhaust(game, card, f" to protect {combat.defender}", paying=True)
            game.trace.add(f"{card} becomes the proposed defender in place of {combat.defender} and is protecting. "
                           "This does not use the chain, and no other character can protect in this combat.",
                           "602.2", "602.2b")
            protected, before = combat.defender, compute_views(game.state)
            combat.defender = card
            combat.protector = card  # "protecting" (602.2), for a target description that asks for it
            # "when your hero protects": the protector, the attacker, the character it protects
            watch(game, [Event("protects", subject=card, opponent=combat.attacker, destination=protected)], before)
            if combat.sabotage:
                combat.sabotage = False
                game.trace.add("A character protected, so this is no longer a sabotage combat: it goes on as a normal "
                               "combat.", "602.2c")
            return
        if not answered:
            return
