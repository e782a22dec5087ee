"""Searching (413): the player looks through zones for a card that fits a description."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards.model import Search
from .selectors import matches
from .characteristics import printed
from .decisions import Decision, Option, card_option
from .moves import removed_from_game, stays_out, entered
from .state import Link
from .entering import as_it_enters
from .triggers import watch_graveyard

if TYPE_CHECKING:
    from .context import Context

HIDDEN = {"deck"}  # 415.3a: a deck is hidden; a graveyard is public (415.5a)


def search(game: Context, link: Link, effect: Search) -> list:
    state, player = game.state, link.controller
    if effect.by != "you":  # "its controller may search": the controller of the event's card
        subject = link.targets.get(f"event:{effect.by}")
        player = subject.controller if subject is not None else player
    owner = player if effect.player == "you" else link.players.get(effect.player.target_player)  # whose deck
    if owner is None or state.player(owner).lost:  # 102.2: nothing of a player out of the game is searched
        game.trace.add(f"The player whose deck {player} would search has left the game: nothing is searched.",
                       "102.2", "413.1")
        return []
    if state.player(player).lost:  # 102.2: a player out of the game makes no more choices
        game.trace.add(f"{player} would search, but has left the game: they search nothing, and shuffle nothing.",
                       "102.2", "413.1")
        return []
    zones = list(effect.search)
    if len(zones) > 1:  # "your deck and/or graveyard": the player picks which zones to search
        picks = [[z] for z in zones] + [zones]
        pick = game.decide(Decision(player, "search", "413.1", "which zones to search",
                                    [Option("+".join(p), "+".join(p), "+".join(p)) for p in picks]))
        zones = pick.key.split("+")
    whose = "their" if owner == player else f"{owner}'s"
    game.trace.add(f"{player} searches {whose} {' and '.join(zones)}, looking through every card there.", "413.1")
    fitting = sorted((c for c in state.cards.values() if c.owner == owner and c.zone in zones
                      and matches(state, effect.for_, printed(c), player, link.source, link.targets)),
                     key=lambda c: (zones.index(c.zone), c.timestamp))
    turned = state.player(owner).deck_turned  # 415.3d: a deck turned over is public
    public = [c for c in fitting if c.zone not in HIDDEN or turned]
    described = bool(effect.for_.model_dump(exclude_defaults=True))  # enc-reward7: not just 'a card' (413.3)
    may_fail = not public and described  # 413.3: only a hidden zone lets the player fail to find a card that fits
    options = [card_option(c) for c in fitting]
    if may_fail:
        options.append(Option("none", "none", "none"))
    found = None
    if options:
        pick = game.decide(Decision(player, "search", "413.3", "which card to find", options))
        found = next((c for c in fitting if str(c.oid) == pick.key), None)
    public_note, public_rules = "", []
    if found is not None and public:  # 413.3: no option to fail; 415.5a: a graveyard is public
        public_note = (f" The {public[0].zone}{' is turned over, so it' if public[0].zone == 'deck' else ''} is public "
                       f"and holds a card that fits, so {player} could not fail to find one.")
        public_rules = ["413.3", "415.3d" if public[0].zone == "deck" else "415.5a"]
    if found is None and not fitting:
        game.trace.add(f"No card in {owner}'s {' or '.join(zones)} fits what {player} searches for: they find nothing.",
                       "413.1")
    elif found is None:
        game.trace.add(f"{player} finds nothing; searching a hidden zone for a card that fits a description, they "
                       "may fail to find one and need not say why.", "413.3")
    elif effect.into == "removed":
        removed(game, link, player, found, public_note, public_rules)
    elif effect.into == "play" and stays_out(game, found):
        pass
    elif effect.into == "play":
        zone = found.zone
        moved = state.move(found, "play")
        moved.controller = player
        game.trace.add(f"{player} finds {found} in their {zone} and puts it into play; it enters play as a new "
                       f"card.{public_note}", "413.1", "710.1", "415.9a", *public_rules)
        as_it_enters(game, moved, exhausted_by=link.source if effect.exhausted else None)
        entered(game, [moved])
    elif effect.into == "graveyard":  # enc-reward7: 'put it into your graveyard'
        game.trace.add(f"{player} finds {found} in their {found.zone} and puts it into their graveyard; there it is a "
                       f"new card.{public_note}", "413.1", "415.5a", "415.9a", *public_rules)
        moved = state.move(found, "graveyard")
        if moved is not None:  # enc-cost2: it entered a graveyard, as any card put there (703.3a, 703.4)
            watch_graveyard(game, moved)
    else:
        shown = "reveals it and puts it" if effect.reveal else "puts it, unrevealed,"  # enc-reward7: no 'reveal it'
        game.trace.add(f"{player} finds {found} in their {found.zone}, {shown} into their hand; "
                       f"there it is a new card.{public_note}", "413.1", "415.9a", *public_rules)
        state.move(found, "hand")
    if "deck" in zones:
        game.shuffled.append(owner)
        game.trace.add(f"{player} searched {whose} deck, so {'they shuffle' if owner == player else f'{owner} shuffles'} "
                       "it.", "413.2", "415.3b")
    return [found] if found else []


def removed(game: Context, link: Link, player: str, found, note: str, rules: list[str]) -> None:
    """'… for a card and remove it from the game': the card found goes to its owner's removed-from-game zone (415.7a),
    marked as removed by the link's card."""
    game.trace.add(f"{player} finds {found} in {found.owner}'s {found.zone} and removes it from the game.{note}",
                   "413.1", "415.7a", *rules)
    removed_from_game(game, found, link.source.label)
