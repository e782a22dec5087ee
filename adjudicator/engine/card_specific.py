"""Card-specific rules (800): hearthing (800.1), building a new deck from a collection (800.2) and
beginning a raid (800.3). Each is a general effect of the card language that the rules of 800
govern; the cards name them in their YAML."""
from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from ..cards.model import BeginRaid, BuildNewDeck, KeepForNextGame
from .characteristics import printed
from .decisions import Decision, Option, IllegalAction
from .selectors import matches
from .performers import perform
from .resolution import interrupt
from .timing import out_of_turn
from .state import Link

if TYPE_CHECKING:
    from .context import Context
    from .state import Card, Link


# -- 800.3: beginning a raid -------------------------------------------------------------------
def begin_raid(game: Context, link: Link, effect: BeginRaid) -> None:
    """800.3a: the steps are carried out in order with no priority between them, or, if any can't
    be, none is: step 3 shuffles the raid's own main deck and event deck, which a game played
    with constructed decks doesn't have, so nothing happens and the turn player gets priority."""
    game.trace.add(f"{link.source}'s effect would begin the {effect.begin_raid} raid: first the game would remove "
                   f"every card {link.controller} controls or owns, then put the raid's first stage into play and "
                   f"shuffle the raid's main deck and event deck. {link.controller} has no {effect.begin_raid} raid "
                   "decks in this game, and a constructed deck can't stand in for them, so not every step can be "
                   f"carried out: nothing happens, none of {link.controller}'s cards is removed, and the turn player "
                   "receives priority.", "800.3a", power=link.source.name)


# -- 800.2: a new deck from the collection -----------------------------------------------------
def build_new_deck(game: Context, link: Link, effect: BuildNewDeck) -> None:
    """800.2a: in tournament play the collection is the side deck, which becomes the new deck; a
    second time there is none left to build from. 800.2b: in casual play the player picks the
    cards from their collection, under the deckbuilding rules of their hero, with up to four
    copies of a card that isn't Unlimited. 800.2c: shuffling the new deck is the last step."""
    state, player = game.state, link.controller
    if game.event == "tournament":
        cards = sorted((c for c in state.cards.values() if c.zone == "side" and c.owner == player),
                       key=lambda c: c.timestamp)
        if not cards:
            game.trace.add(f"In tournament play {player}'s collection is the side deck, and nothing is left in it: "
                           f"{player} can't build a new deck and plays on with none.", "800.2a")
            return
        game.trace.add(f"In tournament play {player}'s collection is the side deck: its {len(cards)} cards become "
                       f"{player}'s new deck.", "800.2a")
    else:
        cards = pick_from_collection(game, player, effect.build_new_deck)
    for card in cards:
        state.move(card, "deck")
    game.shuffled.append(player)
    game.trace.add(f"{player} shuffles the new deck: the last step of the reward effect.", "800.2c", "413.2")


def pick_from_collection(game: Context, player: str, size: int) -> list[Card]:
    """800.2b: casual play: the player takes cards from the cards they own that were not in their
    deck as the game began, one at a time, each legal for their hero (100.2a), at most four of a
    name unless Unlimited (100.4), however many of it the old deck held."""
    state = game.state
    hero = state.hero(player)
    pool = sorted((c for c in state.cards.values() if c.zone == "collection" and c.owner == player),
                  key=lambda c: c.timestamp)
    chosen: list[Card] = []
    while len(chosen) < size:
        counts = Counter(c.name for c in chosen)
        legal = [c for c in pool if c not in chosen and legal_for(c, hero)
                 and ("Unlimited" in c.definition.tags or counts[c.name] < 4)]
        if not legal:
            break
        pick = game.decide(Decision(player, "take", "800.2b", "the next card of the new deck",
                                    [Option(c.label, str(c.oid), c.name) for c in legal]))
        chosen.append(next(c for c in legal if str(c.oid) == pick.key))
    game.trace.add(f"In casual play {player}'s collection is every card {player} owns that wasn't in the deck as the game "
                   f"began; {player} builds the new deck from {len(chosen)} of them, for the same hero and under the "
                   "deckbuilding rules, with at most four cards of a name unless it is Unlimited.", "800.2b", "100.2a",
                   "100.4")
    return chosen


def legal_for(card: Card, hero: Card | None) -> bool:
    """100.2a: a card's class icons and faction icon must match the hero's, if it has any."""
    from ..deck.facts import class_icons, faction_icons
    if hero is None:
        return True
    d, h = card.definition, hero.definition
    classes, factions = class_icons(d), faction_icons(d)
    return (not classes or bool(classes & class_icons(h))) and (not factions or bool(factions & faction_icons(h)))


# -- 800.1: hearthing ----------------------------------------------------------------------------
def keep_for_next_game(game: Context, link: Link, effect: KeepForNextGame) -> None:
    """800.1c: every player still in the game, the hearthing player included, chooses any number of
    the cards they own that fit (from the deck they use for this game: any zone of it), the turn
    player first and then clockwise (802.1); 800.1d: in the last game of a match, nothing is kept."""
    state = game.state
    game.kept = {}
    if game.last_game:
        game.trace.add("This is the last game of the match: hearthing does nothing but end the game, and no one "
                       "keeps any equipment.", "800.1d")
        return
    for player in [p.name for p in state.clockwise_from(state.turn_player)]:
        mine = sorted((c for c in state.cards.values() if c.owner == player and c.zone not in ("removed",)
                       and matches(state, effect.keep_for_next_game, printed(c), player, link.source)),
                      key=lambda c: c.timestamp)
        kept: list[Card] = []
        while True:
            options = [c for c in mine if c not in kept]
            if not options:
                break
            pick = game.decide(Decision(player, "keep", "800.1c", "the next equipment to keep for the next game, or "
                                        "none", [Option(c.label, str(c.oid), c.name) for c in options]
                                        + [Option("none", "none", "none")]))
            if pick is None or pick.key == "none":
                break
            kept.append(next(c for c in options if str(c.oid) == pick.key))
        game.kept[player] = [c.label for c in kept]
        game.trace.add(f"{player} keeps {', '.join(map(str, kept)) or 'no equipment'} for the next game (any number "
                       "may be chosen, none included).", "800.1c", "104.1", "802.1")


def check_permission(game: Context, player: str, card: Card, permission: list[str]) -> None:
    """800.1b: hearthing makes the whole team lose, so a player with teammates still in the game
    needs explicit permission from every one of them."""
    state = game.state
    mates = [p.name for p in state.active_players if p.name != player and state.friendly(player, p.name)]
    missing = [m for m in mates if m not in permission]
    if missing:
        raise IllegalAction("800.1b", f"{player} can't hearth with {card} without the permission of every teammate "
                                      f"still in the game: {', '.join(missing)} gave none (`permission`)")


def hearth(game: Context, card: Card, player: str, effects: list) -> None:
    """800.1a–800.1c: the concession is part of the cost; hearthing adds no link, so nobody can
    respond; its modifier affects every player still in the game, the hearthing player included,
    and then the game ends: the hearthing player's team loses, and links still on the chain are
    interrupted."""
    state = game.state
    team = [p.name for p in state.active_players if state.friendly(player, p.name)]
    anytime = out_of_turn(game, player)  # 800.1b: whenever its player has priority
    game.trace.add(f"{player} concedes as part of the cost: this is hearthing"
                   f"{', which a player may do whenever they have priority' if anytime else ''}, and it adds no link "
                   "to the chain, so nobody can respond to it or interrupt it. Its modifier affects every player still "
                   f"in the game, {player} included.", "800.1a", *(["800.1b"] if anytime else []), "800.1c", "102.1b",
                   power=card.name)
    link = Link(card, player, list(effects), {}, "power", card.name)  # never on the chain (800.1c)
    for effect in effects:
        perform(game, link, effect)
    for open_link in reversed(list(state.chain)):
        interrupt(game, open_link, "the game has ended with it still on the chain", "800.1c")
    for name in team:
        state.player(name).lost = True
    game.losses.append(team)
    winners = [p.name for p in state.active_players]
    state.result = {"winners": winners}
    game.trace.add(f"The game ends. {player} conceded, so {', '.join(team)} "
                   f"{'loses' if len(team) == 1 else 'lose'} the game"
                   f"{' (the whole team)' if len(team) > 1 else ''}, and {', '.join(winners)} "
                   f"{'wins' if len(winners) == 1 else 'win'}.", "800.1b" if len(team) > 1 else "800.1c", "102.1",
                   power=card.name)
