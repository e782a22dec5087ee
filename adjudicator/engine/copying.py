"""Copying (402): a copy of a card on the chain (402.1), added by an effect and not played, with the
original's choices and, if its controller likes, new targets; and a card in play that becomes a
copy of another (402.2), taking on that card's printed information while staying the same card."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards.model import BecomeCopy, CopyCard
from .characteristics import compute_views
from .decisions import Decision, Option
from .selectors import select
from .state import Link
from .performers import PERFORMERS
from .targets import legal_target

if TYPE_CHECKING:
    from .context import Context
    from .state import Card


def copy_card(game: Context, link: Link, effect: CopyCard) -> list[Card]:
    """402.1: the link's controller adds a copy of the card picked to the chain. The copy is not
    played (no cost, nothing triggers on playing); its controller is that player and it is its own
    source (402.1a); it has the original's text, targets and every choice made as it was played —
    modes, X, what was paid (402.1b); its controller may choose new legal targets first (402.1c)."""
    state = game.state
    cards = select(state, effect.copy_card, compute_views(state), link.controller, link.source, link.targets)
    original = next((l for c in cards for l in state.chain if l.source.oid == c.oid and l.kind == "card"), None)
    if original is None:
        game.trace.add(f"The card {link.source} would copy is no longer on the chain: nothing is copied.", "402.1")
        return []
    player, card = link.controller, original.source
    serial = sum(1 for c in state.cards.values() if c.copy) + 1
    made = state.add_card(f"{card.label}-copy-{serial}", card.definition, player, "chain", chosen=dict(card.chosen),
                          copy=True)
    events = {k: c for k, c in original.targets.items() if k.startswith("event:")}
    copied = Link(made, player, list(original.effects), {**original.chosen_targets, **events}, "card",
                  original.power_text, original.x, specs=list(original.specs), players=dict(original.players),
                  destroyed_to_pay=original.destroyed_to_pay)
    copied.division = dict(original.division)
    state.chain.append(copied)  # on the chain before its controller chooses: a card in the chain zone is a link
    targets = {}
    for slot, target in original.chosen_targets.items():
        spec = next((s for s in original.specs if s.id == slot.split("#")[0]), None)
        others = [c for c in sorted(state.in_play(), key=lambda c: c.timestamp) if c.oid != target.oid
                  and spec is not None and legal_target(game, spec, c, player, made)]
        pick = game.decide(Decision(player, "copy-target", "402.1c", f"the target ({slot}) of the copy of {card}: "
                                    f"keep {target} or choose a new legal target",
                                    [Option("keep", "keep", "keep")] +
                                    [Option(c.label, str(c.oid), f"card:{c.oid}") for c in others]))
        targets[slot] = target if pick.key == "keep" else next(c for c in others if str(c.oid) == pick.key)
    copied.targets.update(targets)
    if original.division:  # 402.1b: each share of divided damage stays with its target slot, whoever fills it now
        copied.division = {targets[slot].oid: original.division[old.oid]
                           for slot, old in original.chosen_targets.items() if old.oid in original.division}
    named = ", ".join(f"{k}: {v}" for k, v in targets.items())
    game.trace.add(f"{player} adds a copy of {card} to the chain (chain: {len(state.chain)}){' targeting ' + named if named else ''}. "
                   f"The copy is not played: no cost is paid and nothing that watches for a card being played sees "
                   f"it. {player} controls it, it is its own source, and it has {card}'s text and every choice made "
                   f"as {card} was played" + (f" (X = {original.x})" if original.x is not None else "") + ".",
                   "402.1", "402.1a", "402.1b", *(["402.1c"] if targets else []), power=link.source.name)
    return [made]


def cease(game: Context, card: Card, why: str) -> bool:
    """402.1: a copy that leaves the chain ceases to exist; no card goes anywhere."""
    if not card.copy:
        return False
    game.state.cards.pop(card.oid, None)
    game.trace.add(f"{card} is a copy, which {why}: it ceases to exist instead of going to a graveyard.", "402.1")
    return True


def become_copy(game: Context, link: Link, effect: BecomeCopy) -> list[Card]:
    """402.2: the card loses its printed information and takes on the other card's, as it is now
    — copied information included (402.2a); it stays the same card (402.2b), but its powers are
    new ones, so use limits start over; the other card's choices are not copied (402.2c)."""
    state = game.state
    views = compute_views(state)
    first = select(state, effect.become_copy, views, link.controller, link.source, link.targets)
    model = select(state, effect.of, views, link.controller, link.source, link.targets)
    if not first or not model or first[0].oid == model[0].oid:
        game.trace.add("One of the cards is not in play: no card becomes a copy.", "402.2", "709.2c")
        return []
    card, other = first[0], model[0]
    was, used = str(card), bool(card.uses)
    card.own_definition = card.own_definition or card.definition
    card.definition, card.chosen, card.uses = other.definition, {}, {}
    deeper = other.own_definition is not None
    game.trace.add(f"{was} becomes a copy of {other}: it loses its own printed information and takes on "
                   f"{other}'s{', which is itself copied, so the information as copied' if deeper else ''} "
                   f"({other.definition.name}). It is still the same card: links that target it still do, and "
                   "modifiers on it keep applying to its new information; its powers are new ones"
                   + (", so the uses of its old powers this turn don't count against them" if used else "") + "."
                   + (f" The choices made for {other} ({', '.join(other.chosen)}) are not copied: for {card} they "
                      "are undefined." if other.chosen else ""),
                   "402.2", "402.2b", *(["402.2a"] if deeper else []), *(["402.2c"] if other.chosen else []),
                   *(["701.4"] if used else []),
                   power=link.source.name)
    return [card]


# The performers of these effects (performers.perform).
PERFORMERS.update({CopyCard: copy_card, BecomeCopy: become_copy})
