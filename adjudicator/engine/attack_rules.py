"""Who may attack whom (600.2, 601.2b–601.2d): "can only attack X" and "must attack if able",
whether printed on a card in play or created by a link for a while (712)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..cards.model import AttackRule, RestrictAttacks, Selector
from .selectors import matches
from .characteristics import View, powers_in_play
from .state import Card, Link, Modifier

if TYPE_CHECKING:
    from .context import Context


@dataclass
class Rule:
    """One attack rule that applies to a character, with the point of view it is read from (706.2)."""

    rule: AttackRule
    controller: str
    source: Card
    targets: dict[str, Card]

    def fits(self, game: Context, sel: Selector, view: View) -> bool:
        return matches(game.state, sel, view, self.controller, self.source, self.targets)

    def in_force(self, game: Context, views: dict[int, View]) -> bool:
        """714.3a (enc-while5): a rule with a 'while' is in force only while some card in play fits it, read for
        the rule's controller on the cards as they now are."""
        sel = self.rule.while_exists
        return sel is None or any(v.card.zone == "play" and self.fits(game, sel, v) for v in views.values())


def live(game: Context, mod: Modifier) -> bool:
    return isinstance(mod.spec, RestrictAttacks) and mod.turn == game.state.turn  # "this turn"


def rules_on(game: Context, character: Card, views: dict[int, View]) -> list[Rule]:
    found = []
    for card, powers in powers_in_play(game.state):
        for power in powers:
            if power.attack_rule is not None:
                found.append(Rule(power.attack_rule, card.controller, card, {}))
    for mod in game.state.modifiers:
        if live(game, mod):
            found.append(Rule(mod.spec.restrict_attacks, mod.controller, mod.source, mod.targets))
    view = views.get(character.oid)
    return [r for r in found if view is not None and r.fits(game, r.rule.affects, view) and r.in_force(game, views)]


def legal_defender(game: Context, attacker: Card, defender: Card, views: dict[int, View]) -> str | None:
    """601.2b: why ``defender`` can't be the proposed defender of a normal combat (None if it can)."""
    view = views.get(defender.oid)
    if view is None or not view.is_character:
        return "it is not a character in play"
    if game.state.friendly(attacker.controller, defender.controller):
        return "it is not controlled by an opposing player"
    if "Elusive" in view.keywords:
        return "it has Elusive"
    return None


def restriction(game: Context, attacker: Card, defender: Card, views: dict[int, View]) -> tuple[str, str, tuple] | None:
    """601.2c, 601.2d: under "can only attack" modifiers the proposed defender must fit one of them,
    unless no proposal against a fitting character could be legal."""
    only = [r for r in rules_on(game, attacker, views) if r.rule.only_attack is not None]
    if not only:
        return None
    fitting = [c for c in game.state.in_play() if legal_defender(game, attacker, c, views) is None
               and any(r.fits(game, r.rule.only_attack, views[c.oid]) for r in only)]
    if not fitting or defender in fitting:
        return None
    names = ", ".join(c.label for c in sorted(fitting, key=lambda c: c.timestamp))
    rule = "601.2d" if len(only) > 1 else "601.2c"
    return rule, f"{attacker} can only attack {'one of ' if len(fitting) > 1 else ''}{names}{_held(only)}", _while_rules(only)


def _held(only: list[Rule]) -> str:
    """enc-while5: the words for the rules in force under a 'while' (714.3a), if any."""
    held = sorted({str(r.source) for r in only if r.rule.while_exists is not None})
    return f" (the 'while' of {', '.join(held)}'s power holds)" if held else ""


def _while_rules(only: list[Rule]) -> tuple[str, ...]:
    return ("714.3a",) if any(r.rule.while_exists is not None for r in only) else ()


def met(game: Context, attacker: Card, defender: Card, views: dict[int, View]) -> tuple[str, str, tuple] | None:
    """For a legal proposal under "can only attack" modifiers: the rule that allowed it, why, and the further rules
    (714.3a for a rule in force under a 'while', enc-while5)."""
    only = [r for r in rules_on(game, attacker, views) if r.rule.only_attack is not None]
    if not only:
        return None
    rule = "601.2d" if len(only) > 1 else "601.2c"
    if any(r.fits(game, r.rule.only_attack, views[defender.oid]) for r in only):
        many = "one of the characters" if len(only) > 1 else "a character"
        return rule, f"{defender} is {many} that {attacker} can only attack{_held(only)}", _while_rules(only)
    return rule, f"no legal proposal against what {attacker} can only attack exists, so any legal defender will " \
        f"do{_held(only)}", _while_rules(only)


def restrict_attacks(game: Context, link: Link, effect: RestrictAttacks) -> None:
    """712: the link creates a modifier that lasts this turn."""
    state = game.state
    mod = Modifier(state.new_mid(), effect, link.controller, link.source, dict(link.targets),
                   state.tick(), None, state.turn)  # "it": the trigger event's card too, "event:<role>" (703)
    state.modifiers.append(mod)
    rule = effect.restrict_attacks
    parts = (["must attack if able"] if rule.must_attack else []) + \
            (["can only attack what it names"] if rule.only_attack is not None else [])
    game.trace.add(f"{link.source} creates a modifier lasting this turn: the affected character "
                   f"{' and '.join(parts)}.", "712.1", *(["600.2"] if rule.must_attack else []),
                   *(["601.2c"] if rule.only_attack is not None else []), power=link.source.name)
