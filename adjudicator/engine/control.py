"""Continuous control changes (401.3): "you control the attached ally". The newest modifier that
gives control of a card decides its controller; when none is left, control goes back (401.3b)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from .selectors import matches
from ..cards.model import CreateContinuous, read_once
from .board_key import play_roster_writes
from .characteristics import blank, kept_through_trials, lasts, per_in_play, printed, remains, remains_words
from .triggers import joined_party

if TYPE_CHECKING:
    from .context import Context


def refresh_control(game: Context) -> bool:
    """Cards' powers ("you control the attached ally") and the lasting modifiers links made ("gain
    control of target ally for as long as …", 714.3) that give control of a card. True if a modifier
    ended or a card changed controller."""
    state = game.state
    changed = note_ended(game)
    givers = [(c, stat, c.controller, c.timestamp, None, "power", c.controller) for c, stat in power_givers(state)]
    # enc-r2f: 'target opponent gains control of it …': the player the modifier names (m.player) gains control, else
    # its maker; its selector reads from its maker's point of view all the same, and it may name its own source
    # ('of it': a modifier is apart from its source, 714.3d)
    givers += [(m.source, m.spec.create_continuous, m.player or m.controller, m.timestamp, m.targets, "modifier",
                m.controller)
               for m in state.modifiers if isinstance(m.spec, CreateContinuous)
               and m.spec.create_continuous.gain_control and lasts(state, m)]
    givers.sort(key=lambda g: g[3])
    joined = []  # the cards that change controller: each enters its new controller's party (415.8b)
    # with nothing giving control, only a card held by another player can change controller (401.3b)
    for card in state.in_play() if givers else [c for c in state.in_play() if c.held_by is not None]:
        newest, rivals = None, 0
        for giver in givers:  # by timestamp: the newest wins (401.3b, 718.2)
            source, stat, _, _, targets, kind, viewer = giver
            if (source.oid != card.oid or kind == "modifier") and \
                    matches(state, stat.affects, printed(card), viewer, source, targets):
                newest, rivals = giver, rivals + 1
        if newest is not None and card.controller != newest[2]:
            if card.held_by is None:
                card.held_by = card.controller
            before, card.controller, changed = card.controller, newest[2], True
            joined.append(card)
            game.trace.add(f"{newest[0]}'s {newest[5]} gives {newest[2]} control of {card} (from {before}); it is "
                           "the same card, and cards attached to it stay attached." +
                           (f" Of the {rivals} modifiers that give control of it, this one has the latest timestamp, "
                            "and applies last." if rivals > 1 else ""), "401.3",
                           *(["714.3"] if newest[5] == "modifier" else []), *(["718.1"] if rivals > 1 else []),
                           power=newest[0].name)
        elif newest is None and card.held_by is not None:
            before, card.controller, card.held_by, changed = card.controller, card.held_by, None, True
            joined.append(card)
            game.trace.add(f"No modifier gives anyone control of {card} any more: control passes from {before} "
                           f"back to {card.controller}.", "401.3b")
    joined_party(game, joined)
    return changed


# id(state) → (the state, its roster-of-play stamp, its cards' powers that give control)
_GIVERS: dict[int, tuple] = kept_through_trials({}, play_roster_writes)


def power_givers(state) -> list[tuple]:
    """The cards in play whose printed power gives control of a card (401.3), each with the power, in
    play order: read again only after a change of the roster of play (per_in_play: the cards' zones, rows,
    sides and definitions are all it reads), not at every pre-priority check."""
    return per_in_play(_GIVERS, state, lambda: [(c, stat) for c in state.in_play() if id(c.definition) not in _NO_CONTROL
                                                and not blank(c) for stat in control_powers(c.definition)],
                       play_roster_writes)


_CONTROL: dict[int, tuple] = {}  # id(definition) → (the definition, its continuous powers that give control)
# The ids of the definitions read so far (kept in _CONTROL: never reused) with no such power: most
# cards; power_givers passes over their cards without a call.
_NO_CONTROL: set[int] = set()


def control_powers(definition) -> tuple:
    """The continuous powers printed on a card that give control of a card (401.3), read once per
    definition (definitions are frozen): every pre-priority check asks it of every card in play."""
    return read_once(_CONTROL, definition, _control_read)


def _control_read(definition) -> tuple:
    found = tuple(p.continuous for p in definition.powers if p.continuous is not None and p.continuous.gain_control)
    if not found:
        _NO_CONTROL.add(id(definition))
    return found


def note_ended(game: Context) -> bool:
    """714.3b: say when a modifier that lasts "for as long as [card] remains [state]" ends because
    the card has left that state or become a new card (415.9a). True if one ended."""
    state, ended = game.state, False
    for mod in state.modifiers:
        if mod.anchor is None or mod.ended or remains(state, mod):
            continue
        mod.ended = ended = True
        card, how = mod.anchor, remains_words(mod.spec.remains.state, mod.controller)
        now = state.cards.get(card.oid)
        why = (f"{card} has become a new card, which has not remained {how}" if now is not card or card.zone != "play"
               else f"{card} is no longer {how}" if how == "exhausted" and not card.exhausted
               else f"{card} has changed control" if mod.spec.remains.state == "under-your-control"
               else f"{card} has been readied since")
        game.trace.add(f"{mod.source}'s modifier lasted for as long as {card} remained {how}: {why}, so the "
                       "modifier ends.", "714.3b", *(["415.9a"] if now is not card or card.zone != "play" else []),
                       power=mod.source.name)
    return ended
