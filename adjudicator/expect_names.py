"""Every name in an expectation must be one the game knows: a player, a card id the game has had
(a card that has left it is expected with ``zone: gone``), a card name in the library. A typo
(``alice-heor``) would otherwise be an expectation that can never fail. The same goes for the
cards and players a script entry names: an action expected to be refused (``rejected``) would be
refused just as well for naming no card at all."""
from __future__ import annotations

import difflib
from typing import Iterable

from .cards.library import CardLibrary
from .engine.game import Game


class UnknownName(Exception):
    """An expectation names something that isn't in the game: bad input, at ``loc``."""

    def __init__(self, loc: list, message: str):
        super().__init__(message)
        self.loc, self.message = loc, message


def check_names(scenario, game: Game, library: CardLibrary) -> None:
    """Raise :class:`UnknownName` for the first unknown name in ``expect`` or a checkpoint."""
    ever = game.state.ever
    players = [p.name for p in game.state.players]
    for loc, name in script_names(scenario.script):  # a refused action on a typo would pass as well
        if name not in ever and name not in players:
            close = difflib.get_close_matches(name, [*ever, *players], n=1)
            hint = f" (did you mean {close[0]!r}?)" if close else ""
            raise UnknownName(["script", *loc], f"no card or player {name!r} in this game{hint}")
    for prefix, expect in expectation_parts(scenario):
        for loc, kind, name in names_in(expect):
            if not _known(kind, name, players, ever, library):
                close = difflib.get_close_matches(name, _candidates(kind, players, ever, library), n=1)
                hint = f" (did you mean {close[0]!r}?)" if close else ""
                raise UnknownName([*prefix, *loc], f"no {kind} {name!r} in this game{hint}: an expectation "
                                                   "may name only what the game has or had")


def _known(kind: str, name: str, players: list[str], ever: dict[str, str], library: CardLibrary) -> bool:
    """Is ``name`` a ``kind`` the game knows? Asked of the library's names without listing them
    (no card is read: the library is a mapping by name)."""
    if kind == "player":
        return name in players
    if kind == "card":
        return name in ever
    return name in library.cards or name in ever.values()


def _candidates(kind: str, players: list[str], ever: dict[str, str], library: CardLibrary) -> list[str]:
    """The names of a kind the game knows, in a fixed order: what a typo is compared with."""
    if kind == "player":
        return players
    if kind == "card":
        return list(ever)
    return sorted({*library.cards, *ever.values()})


def expectation_parts(scenario) -> list[tuple[list, object]]:
    """(where, expectations): the final ones and each checkpoint's (a scenario's, or the blind
    export's expectations file, whose checkpoints are the expectations themselves)."""
    return [(["expect"], scenario.expect)] + [(["checkpoints", k, "expect"], getattr(point, "expect", point))
                                              for k, point in enumerate(scenario.checkpoints)]


def unknown_player(setup, parts) -> str | None:
    """The first player an expectation (of ``parts``, from :func:`expectation_parts`) names who is
    not in the game, without a replay (every player is known from the setup): what the
    conformance harness can ask of any corpus."""
    players = {p.name for p in setup.players}
    for prefix, expect in parts:
        for loc, kind, name in names_in(expect):
            if kind == "player" and name not in players:
                return f"{'.'.join(map(str, [*prefix, *loc]))}: no player {name!r} in this game"
    return None


def check_names_in_file(scenario, doc, game: Game, library: CardLibrary) -> None:
    """:func:`check_names`, an unknown name told at its place in the file (``SourceError``): the
    same check for ``check``, ``random-play --check`` and the exported corpus ``conform`` runs."""
    try:
        check_names(scenario, game, library)
    except UnknownName as exc:
        raise doc.error(exc.loc, exc.message) from None


def names_in(exp) -> Iterable[tuple[list, str, str]]:
    """(where, kind, name) for each name in one set of expectations."""
    if getattr(exp, "turn_player", None) is not None:
        yield ["turn_player"], "player", exp.turn_player
    for key in ("winners", "shuffled"):
        for i, name in enumerate(getattr(exp, key) or []):
            yield [key, i], "player", name
    for i, group in enumerate(exp.losers or []):
        for j, name in enumerate(group):
            yield ["losers", i, j], "player", name
    for i, wave in enumerate(exp.waves or []):
        for j, label in enumerate(wave):
            yield ["waves", i, j], "card", label
    for key in ("chain", "interrupted", "modifiers"):
        for i, label in enumerate(getattr(exp, key) or []):
            yield [key, i], "card", label
    for name in exp.in_play:
        yield ["in_play", name], "card name", name
    for name, want in exp.players.items():
        yield ["players", name], "player", name
        for i, label in enumerate(getattr(want, "deck_order", None) or []):
            yield ["players", name, "deck_order", i], "card", label
    for label, want in exp.cards.items():
        yield ["cards", label], "card", label
        if want.attached_to is not None:
            yield ["cards", label, "attached_to"], "card", want.attached_to
        if want.controller is not None:
            yield ["cards", label, "controller"], "player", want.controller
        for i, name in enumerate(want.seen_by or []):
            yield ["cards", label, "seen_by", i], "player", name
    for name, labels in (exp.kept or {}).items():
        yield ["kept", name], "player", name
        for i, label in enumerate(labels):
            yield ["kept", name, i], "card", label
    for i, packet in enumerate(exp.packets or []):
        for key in ("source", "to"):
            if getattr(packet, key) is not None:
                yield ["packets", i, key], "card", getattr(packet, key)
        if packet.controller is not None:
            yield ["packets", i, "controller"], "player", packet.controller
        for j, label in enumerate(packet.with_cards or []):
            yield ["packets", i, "with", j], "card", label


ACTION_KEYS = ("play", "use", "complete", "place", "attack", "defender", "protect", "exhaust", "alternate",
               "first_player")


def script_names(script: list) -> Iterable[tuple[list, str]]:
    """(where, id) for each card or player a script entry names (not the answers to decisions:
    those are options the engine checks)."""
    for k, entry in enumerate(script):
        # an entry's fields are in its __dict__ (a pydantic model): read there, a field the entry's
        # kind lacks is None without pydantic raising and catching an AttributeError for it
        fields = entry.__dict__
        for key in ACTION_KEYS:
            if isinstance(fields.get(key), str):
                yield [k, key], fields[key]
        strike = fields.get("strike")
        for i, label in enumerate([strike] if isinstance(strike, str) else strike or []):
            yield [k, "strike", i] if isinstance(strike, list) else [k, "strike"], label
        for slot, chosen in (fields.get("targets") or {}).items():
            if isinstance(chosen, list):  # several targets for one description (707.1d)
                yield from (([k, "targets", slot, i], label) for i, label in enumerate(chosen))
            else:
                yield [k, "targets", slot], chosen
        for label in fields.get("divide") or {}:
            yield [k, "divide", label], label
        for i, label in enumerate(fields.get("pay_with") or []):
            yield [k, "pay_with", i], label
        for i, label in enumerate(fields.get("inspire") or []):
            if label != "resource":
                yield [k, "inspire", i], label
