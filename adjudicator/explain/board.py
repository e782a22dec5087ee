"""A picture of the board as plain data: what a judge would see on the table at one moment.

:func:`snapshot` turns the engine's state into a JSON-ready dict; the replay records one at key
moments (``Game.record_board``) and :mod:`adjudicator.explain.board_svg` draws it. Keeping the
snapshot plain data means the drawing never reaches into live engine objects, which have
changed by the time the page is written.

Shape::

    {"players": [{"name", "turn", "lost", "resources": {"ready", "exhausted"},
                  "hand", "deck", "graveyard", "removed",
                  "hero": card | None, "allies": [card], "other": [card]}],
     "chain": [link, …],            # bottom first: the last one resolves first (705)
     "combat": {"attacker", "defender", "step"} | None}
    card = {"id", "name", "type", "atk", "health", "damage", "exhausted", "face_down",
            "token", "attached_to", "shares_name"}   # attached_to: the host as steps name it
    link = {"source", "controller", "kind", "targets": {slot: card name}}
"""
from __future__ import annotations

from typing import Any

from ..engine.characteristics import View, compute_views
from ..engine.state import Card, Link, State

HIDDEN_ZONES = ("hand", "deck", "graveyard", "removed")


def snapshot(state: State) -> dict[str, Any]:
    views = compute_views(state)
    return {
        "players": [_player(state, p.name, views) for p in state.players],
        "chain": [_link(link) for link in state.chain],
        "combat": _combat(state),
    }


def _player(state: State, name: str, views: dict[int, View]) -> dict[str, Any]:
    player = state.player(name)
    # the resource row is counted, not drawn: resources are cards in play too (415.8a)
    mine = sorted((c for c in state.in_play() if c.controller == name and c.row != "resource"),
                  key=lambda c: c.timestamp)
    cards = [_card(state, c, views.get(c.oid)) for c in mine]
    counts = {zone: sum(1 for c in state.cards.values() if c.owner == name and c.zone == zone)
              for zone in HIDDEN_ZONES}
    return {
        "name": name,
        "turn": name == state.turn_player,
        "lost": player.lost,
        "resources": {"ready": player.ready_resources, "exhausted": player.exhausted_resources},
        **counts,
        "hero": next((c for c in cards if c["type"] == "hero"), None),
        "allies": [c for c in cards if c["type"] == "ally"],
        "other": [c for c in cards if c["type"] not in ("hero", "ally")],
    }


def _card(state: State, card: Card, view: View | None) -> dict[str, Any]:
    host = state.cards.get(card.attached_to) if card.attached_to is not None else None
    character = view.is_character if view else card.definition.is_character()
    return {
        "id": card.label,
        "name": card.name,
        # a Totem ability in play is an ally (305.3a): drawn where the player sees it
        "type": "ally" if view and "ally" in view.types and card.definition.type != "hero" else card.definition.type,
        "atk": (view.atk if view else card.definition.atk) if character else None,
        "health": (view.health if view else card.definition.health) if character else None,
        "damage": card.damage,
        "exhausted": card.exhausted,
        "face_down": card.face_down,
        "token": card.token,
        "attached_to": str(host) if host else None,
        "shares_name": card.shares_name,
    }


def _link(link: Link) -> dict[str, Any]:
    return {
        "source": str(link.source),
        "controller": link.controller,
        "kind": link.kind,
        "targets": {slot: str(card) for slot, card in link.chosen_targets.items()},
    }


def _combat(state: State) -> dict[str, Any] | None:
    fight = state.combat
    if fight is None:
        return None
    return {"attacker": str(fight.attacker), "defender": str(fight.defender), "step": fight.step}
