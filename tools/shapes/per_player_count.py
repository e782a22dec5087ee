"""enc-r2d: a count or a condition taken per player. "Each opponent puts a card from the top of his deck into his graveyard for each
hero and ally he controls" (Tribulation's effect): each player named moves the top cards of his own deck (415.3a,
415.5a), as many as the cards *he* controls that fit, counted for each deck apart from that deck's player's point of
view (``move_top: {count: …}`` with ``counted_by: mover``, 709.2d), in turn order from the turn player (802.1) —
never the link's controller's cards, nor every opponent's cards added up.

Read: 'Each player' or 'Each opponent', 'a card' or a number of cards, 'his deck' and 'his graveyard', and what
'for each … he controls' names as the counts family reads '… you control' (shapes/counts.py). Refused: another
zone, 'you control' (the count not the mover's: other shapes' or refused), 'his' for the deck or graveyard of
anybody else, a count that is no count of cards.

And a condition on each card's own controller: "Your hero deals 2 shadow damage to each opposing hero and ally if
its controller has no cards in his hand" (Mind Sear's ongoing power): the group ('to' of a deal_damage, 'from' of a heal) read as the effects family reads it
without the clause, each card of it dealt damage only if the player who controls that card has no cards in his hand
as the link resolves (``controller_hand_at_most: 0`` on the group, 401.1, 415.4a, 709.2d) — in a game of three, one
opponent's cards may be dealt damage and another's not. Only after a group ('each …') that deals damage or heals.

And a player found by his hand: "At the start of your turn, if a player has fewer cards in hand than each other
player, he draws a card" (Manaspark Gloves): a double-check power (703.2) whose condition is that one player holds
fewer cards than each other player (``fewest_in_hand``, 415.4a; a tie for fewest is none), and 'he' that player,
found again as the link resolves (a draw's ``player: fewest-in-hand``, 709.2d). Only 'a card' or 'two cards'.
"""
from __future__ import annotations

import re
from typing import Any, Callable

from shapes.base import Piece, Unrecognised

NUMBERS = {"a card": 1, "two cards": 2, "three cards": 3}
PER_PLAYER = re.compile(r"^(?P<who>Each player|Each opponent) puts (?P<n>a card|two cards|three cards) from the top of "
                        r"his deck into his graveyard for each (?P<what>[A-Za-z][A-Za-z ,'-]*?) he controls\.$")


def per_player(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    """'Each player puts the top card of his deck into his graveyard' read by the effects family, its number then
    the count of what 'he controls' (read as 'you control', 'you' being each deck's player) and its players each
    opponent's if the sentence says so."""
    from shapes import counts  # the counts family's reading of '… you control'
    counted = counts.counted(f"{m.group('what')} you control")
    if set(counted) - {"kind", "kinds", "controller", "trait", "other"} or counted.get("controller") != "you" \
            or counted.get("other"):
        raise Unrecognised(f"'for each … he controls' that is no plain count of his cards: {m.group(0)}")
    inner = read("Each player puts the top card of his deck into his graveyard.")
    makes = inner.parts.get("effects") or []
    if len(makes) != 1 or set(inner.parts) - {"effects"}:
        raise Unrecognised(f"'each player puts the top card' not read as one effect: {m.group(0)}")
    player = "each-opponent" if m.group("who") == "Each opponent" else "each"
    times = NUMBERS[m.group("n")]

    def made(slot: Any, make=makes[0]) -> dict[str, Any]:
        effect = make(slot)
        if effect.get("move_top") != 1 or effect.get("player") != "each":
            raise Unrecognised(f"'each player puts the top card' read otherwise: {effect}")
        return {**effect, "move_top": {"count": counted, **({"times": times} if times != 1 else {})},
                "player": player, "counted_by": "mover"}
    made(None)  # refused now, not as the card is assembled
    return Piece(inner.shape, effects=[made])


HAND_EMPTY = re.compile(r"^(?P<body>[A-Z][^.,:]* (?:damage to|from) each (?:[a-z][a-z ]*)) if its controller has no "
                        r"cards in his hand\.$")


def hand_empty(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    """The effect read without the clause; its group then narrowed to the cards
    whose own controller has no cards in hand. Anything but one such effect is refused."""
    inner = read(m.group("body") + ".")
    makes = inner.parts.get("effects") or []
    if len(makes) != 1 or set(inner.parts) - {"effects"}:
        raise Unrecognised(f"'if its controller has no cards in his hand' after no one effect: {m.group(0)}")

    def made(slot: Any, make=makes[0]) -> dict[str, Any]:
        effect = make(slot)
        key = "to" if "deal_damage" in effect else "from" if "heal" in effect else None
        group = effect.get(key) if key else None
        if not isinstance(group, dict) or set(group) - {"kind", "controller", "trait"} or \
                group.get("kind") not in ("character", "ally", "hero"):
            raise Unrecognised(f"'if its controller has no cards in his hand' after no group of characters: {effect}")
        return {**effect, key: {**group, "controller_hand_at_most": 0}}
    made(None)  # refused now, not as the card is assembled
    return Piece(inner.shape, effects=[made])


FEWEST = re.compile(r"^(?P<trigger>At the start of your turn), if a player has fewer cards in hand than each other "
                    r"player, he draws (?P<n>a card|two cards)\.$")


def fewest(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    """The sentence read with 'if you have no cards in your hand, draw …' in its place (the triggers family's
    double-check power), its condition and its drawer then the player with fewest cards in hand."""
    inner = read(f"{m.group('trigger')}, if you have no cards in your hand, draw {m.group('n')}.")
    powers = inner.parts.get("powers") or []
    triggered = powers[0].get("triggered", {}) if len(powers) == 1 else {}
    draws = triggered.get("effects") or []
    if set(inner.parts) - {"powers", "inner"} or triggered.get("if") != {"not": {"hand_at_least": 1}} \
            or len(draws) != 1 or set(draws[0]) != {"draw"}:
        raise Unrecognised(f"'if a player has fewer cards in hand than each other player' read otherwise: {m.group(0)}")
    made = {**triggered, "if": {"fewest_in_hand": True}, "effects": [{**draws[0], "player": "fewest-in-hand"}]}
    return Piece(inner.shape, **{**inner.parts, "powers": [{"triggered": made}]})


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    """The per-player count, ahead of the counts family's 'for each' (which would count the controller's cards)."""
    return [(PER_PLAYER, lambda m: per_player(m, read)), (HAND_EMPTY, lambda m: hand_empty(m, read)),
            (FEWEST, lambda m: fewest(m, read))]
