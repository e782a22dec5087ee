"""Playing cards and the chain: targets (706), adding links (707), resolving links (709),
entering play (710) and interruption (711)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards.model import TargetSpec
from ..cards.selectors import kind_matches, related
from .characteristics import compute_views
from .effects import perform
from .state import Card, Link

if TYPE_CHECKING:
    from .game import Game


class IllegalAction(Exception):
    """A scripted action the rules forbid; ``rule`` is the rule that forbids it."""

    def __init__(self, rule: str, message: str):
        super().__init__(f"{message} (rule {rule})")
        self.rule, self.message = rule, message


def legal_target(game: Game, spec: TargetSpec, card: Card, player: str) -> bool:
    """706.1: unless a zone is named, a target is a card in play that fits the description."""
    views = compute_views(game.state)
    return (card.oid in views and kind_matches(spec.kind, views[card.oid].type)
            and related(game.state, spec.controller, player, card.controller))


def check_timing(game: Game, card: Card, player: str) -> None:
    state = game.state
    if card.zone != "hand" or card.owner != player:
        raise IllegalAction("409.1", f"{card} is not in {player}'s hand")
    if not card.definition.instant and (state.turn_player != player or state.chain or state.combat):
        raise IllegalAction("410.2a", f"{card} is not Instant: it can be played only in your own "
                                      "non-combat action phase while the chain is empty")


def choose_targets(game: Game, card: Card, player: str, chosen: dict[str, str]) -> dict[str, Card]:
    targets: dict[str, Card] = {}
    unknown = set(chosen) - {t.id for t in card.definition.targets}
    if unknown:
        raise IllegalAction("706.1", f"{card} has no target called {sorted(unknown)[0]!r}")
    for spec in card.definition.targets:
        label = chosen.get(spec.id)
        if label is None:
            if not spec.optional:
                raise IllegalAction("706.1", f"{card} needs a target for {spec.id!r}")
            continue
        target = game.state.by_label(label)
        if target is None or not legal_target(game, spec, target, player):
            raise IllegalAction("706.1", f"{label} is not a legal target for {card} ({spec.id})")
        if spec.distinct and any(t.oid == target.oid for t in targets.values()):
            raise IllegalAction("706.1a", f"{label} is already a target of {card}")
        targets[spec.id] = target
    return targets


def pay(game: Game, player: str, cost: int, what: str) -> None:
    """403: exhaust ready resources to pay a resource cost; face-down resources are interchangeable."""
    p = game.state.player(player)
    if cost > p.ready_resources:
        raise IllegalAction("403.2", f"{player} has {p.ready_resources} ready resources and can't pay {cost} for {what}")
    if cost:
        p.exhausted_resources += cost
        game.trace.add(f"{player} pays ({cost}) for {what} by exhausting {cost} resources.", "403.5b", "412.2")


def play_card(game: Game, player: str, label: str, targets: dict[str, str], choices: dict[str, str]) -> None:
    card = game.state.by_label(label)
    if card is None:
        raise IllegalAction("409.1", f"there is no card {label!r}")
    check_timing(game, card, player)
    chosen = choose_targets(game, card, player, targets)
    if card.definition.choose and card.definition.choose not in choices:
        raise IllegalAction("707.1a", f"playing {card} needs a choice of {card.definition.choose}")
    named = ", ".join(f"{k}: {v}" for k, v in chosen.items())
    game.trace.add(f"{player} announces {card}{' targeting ' + named if named else ''}.", "707.1a", "706.1" if chosen else "707.1")
    pay(game, player, card.definition.cost or 0, str(card))
    moved = game.state.move(card, "chain")
    moved.chosen = dict(choices)
    link = Link(moved, player, list(card.definition.effects), chosen, "card")
    game.state.chain.append(link)
    game.trace.add(f"{card} is added to the chain as a link (chain: {len(game.state.chain)}).",
                   "409.1", "705.1", "707.1")


def resolve_top(game: Game) -> None:
    """709: try to resolve the newest link."""
    link = game.state.chain.pop()
    if link.kind == "proposal":
        game.trace.add("The proposal effect resolves: the proposed combat is still legal.", "410.4a", "601.3")
        game.begin_combat()
        return
    legal = {k: t for k, t in link.targets.items() if t.oid in game.state.cards and t.zone == "play"}
    if link.targets and not legal:
        game.trace.add(f"Every target of {link.source} is illegal: it is interrupted.", "709.2a", "711.1")
        finish(game, link)
        return
    what = f"The triggered effect of {link.source}" if link.kind == "triggered" else str(link.source)
    game.trace.add(f"{what} resolves.", "410.4a", "709.1", power=link.power_text or None)
    link.targets = legal
    for effect in link.effects:
        perform(game, link, effect)
    finish(game, link)


def finish(game: Game, link: Link) -> None:
    if link.kind != "card":
        return
    card, d = link.source, link.source.definition
    if d.type == "ability" and not d.ongoing:
        game.state.move(card, "graveyard")
        game.trace.add(f"{card} goes to its owner's graveyard.", "305.1", "415.5")
    else:
        moved = game.state.move(card, "play")
        moved.chosen = card.chosen
        game.trace.add(f"{card} enters play.", "710.1", *(["305.2"] if d.ongoing else []))
