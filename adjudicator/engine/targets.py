"""Targets (706): whether a card may be chosen as a target of a description, or is still a legal
target as its link resolves (709.2a), and why not."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..cardbook.words import article, description
from ..cards.model import TargetSpec, read_once
from .selectors import kind_fits, kind_matches, matches, related
from .card_parts import printed_cost
from .characteristics import compute_views, printed
from .prohibitions import untargetable_by
from .state import Card

if TYPE_CHECKING:
    from .context import Context

NEW_CARD = "it has left its zone and become a new card"


def legal_target(game: Context, spec: TargetSpec, card: Card, player: str, source: Card | None = None,
                 refs: dict[str, Card] | None = None) -> bool:
    """706.1: unless a zone is named (706.1b), a target is a card in play that fits the description,
    read from the point of view of the link's controller (706.2), and is not Untargetable."""
    return target_problem(game, spec, card, player, source=source, refs=refs) is None


def target_problem(game: Context, spec: TargetSpec, card: Card, player: str,
                   x: int | None = None, source: Card | None = None,
                   refs: dict[str, Card] | None = None, views: dict | None = None,
                   cants: list | None = None) -> tuple[str, str] | None:
    """Why ``card`` can't be chosen (or is no longer legal, 709.2a) as ``spec``: (rule, reason).
    ``x`` is the link's X, for a description "with cost X" (707.1b); ``source`` is the link's card,
    for "can't be targeted by …" (103.2); ``refs``, the trigger event's cards ("event:subject"), for
    a triggered effect's "target hero in that opponent's party"; ``views``: the current views, and
    ``cants``, the "can't be targeted"s in force (prohibitions.in_force), if the caller has them
    (the listing asks of every card). It changes nothing."""
    state = game.state
    views = compute_views(state) if views is None else views
    if card.oid not in state.cards:
        return "415.9a", NEW_CARD
    if spec.zone == "chain":  # 711.3: an interrupt targets a card on the chain that was played
        if card.zone != "chain" or not any(l.source.oid == card.oid and l.kind == "card" for l in state.chain):
            return "711.3", "it is not a card played onto the chain"
        view = printed(card)
    elif spec.zone != "play":  # 706.1b: the description names the zone; a card there has its printed types
        if card.zone != spec.zone:
            return "706.1b", f"it is not in the {spec.zone} zone the description names"
        view = printed(card)
    elif card.oid not in views:
        return "706.1b", f"it is not in play (its zone: {card.zone}) and the description names no other zone"
    else:
        view = views[card.oid]
    if not kind_fits(spec.kind, view) or not related(state, spec.controller, player, card.controller):
        return "706.1", f"it doesn't fit the description ({described(spec)})" + \
            (f": a modifier has made it {article(view.type)}, and it no longer has its old type, "
             f"{card.definition.type}" if retyped(spec, card, view) else "")
    if "Untargetable" in view.keywords and card.zone == "play":
        return "706.1", "it is Untargetable"
    stop = untargetable_by(game.state, card, views, source, player, cants) if source is not None else None
    if stop is not None:
        return "103.2", f"{stop.says} says it can't be targeted by this, and a \"can't\" wins"
    if spec.row is not None and card.row != spec.row:
        return "706.1", f"it is not in a {spec.row} row"
    if spec.token is not None and card.token != spec.token:
        return "706.1", "it is a token" if card.token else "it is not a token"
    if spec.cost is not None:
        want = (x or 0) if spec.cost == "X" else spec.cost
        if printed_cost(card.definition) != want:  # 201.1, 201.2
            return "706.1", f"it doesn't cost {want}" + (" (X)" if spec.cost == "X" else "")
    if spec.fits is not None and spec.fits.other and source is not None and card.oid == source.oid:
        return "706.1", f"it is {source} itself, and the description asks for another card"
    anchor = source if spec.fits is not None and (spec.fits.in_host_party or spec.fits.host_player) else None  # 415.8b: its host's party (enc-attach2: or its player's cards)
    if spec.fits is not None and not matches(state, spec.fits, view, player, anchor, refs, x):
        return "706.1", f"it doesn't fit the description ({described(spec)})"
    return None


_DESCRIBED: dict[int, tuple] = {}  # id(spec) → (the spec, its description): the listing asks it of every misfit


def described(spec: TargetSpec) -> str:
    """``description(spec)``, worked out once per description (a card's, frozen and kept like its
    definition): the listing of legal options judges every card against every slot."""
    return read_once(_DESCRIBED, spec, description)


def graveyards_apart(spec: TargetSpec, cards: list) -> bool:
    """706.1b: 'target cards in one graveyard': the cards of the slot lie in more than one player's graveyard."""
    return spec.one_graveyard and len({c.owner for c in cards}) > 1


def retyped(spec: TargetSpec, card: Card, view) -> bool:
    """300.1a: its printed type would fit, but a modifier has given it another in its place."""
    return view.type != card.definition.type and kind_matches(spec.kind, card.definition.type) and \
        not kind_matches(spec.kind, view.types)
