"""The last steps of entering play (710.1a-710.1c): the modifiers made "as" a card enters, entering
exhausted or with damage, the row a card goes into, by its card type (302.1, 303.1, 304.1, 305.2c),
and its continuous powers beginning to apply."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards.model import CardDefinition, CreateContinuous
from .characteristics import lost_powers, powers_reader, printed
from .decisions import Decision, Option
from .selectors import matches
from .state import Card, Modifier, State
from .views import side_powers
from .counters import enter_with, enter_with_stats
from .moves import entered, stays_out

if TYPE_CHECKING:
    from .context import Context

# Where each card type goes as it enters play (710.1b), and the chapter 3 rule that says so.
ROWS = {"ally": ("ally", "302.1"), "weapon": ("hero", "303.1"), "armor": ("hero", "304.1"),
        "item": ("hero", "304.1"), "ability": ("hero", "305.2c"), "hero": ("hero", "301.1")}

# Powers that are not continuous (704.1): payment, reward and triggered; "as it enters" ones are
# made at 710.1a, before the others begin.
NOT_CONTINUOUS = ("payment", "reward", "triggered", "as_enters")


def row_of(definition: CardDefinition) -> tuple[str, str] | None:
    """The row a card that is not an attachment goes into, with the rule: an ally (a Totem
    ability ally too, 305.3a) to the ally row, equipment, heroes and ongoing abilities to the hero
    row."""
    kind = "ally" if "ally" in definition.also_types else definition.type
    return ROWS.get(kind)


def place(game: Context, card: Card) -> None:
    """710.1b: the card goes into its controller's row; an attachment is in no row (400.2)."""
    found = row_of(card.definition) if card.attached_to is None and card.row != "resource" else None
    if found is None:
        return
    card.row = found[0]
    rule = "301.4a" if card.definition.master_hero else found[1]  # a Master Hero enters its party (301.4a)
    game.trace.add(f"{card} goes into {card.controller}'s {found[0]} row.", "710.1b", rule)


def begin(game: Context, card: Card) -> None:
    """710.1c: the card's remaining continuous powers create their modifiers, without the chain
    (704.1); an ongoing ability's power after "Ongoing:" works only from now, while it is in play
    (305.2a)."""
    if card.oid in lost_powers(game.state):
        return
    continuous = [p for p in side_powers(card) if not any(getattr(p, k) for k in NOT_CONTINUOUS)]
    if not continuous:
        return
    ongoing = card.definition.type == "ability" and card.definition.ongoing
    game.trace.add(f"{card}'s continuous power{'s' if len(continuous) > 1 else ''} now appl"
                   f"{'y' if len(continuous) > 1 else 'ies'}, without using the chain: from here on, continuous "
                   f"modifiers, its own among them, treat {card} as a card in play"
                   f"{' (the power after Ongoing: works only while the ability is in play)' if ongoing else ''}.",
                   "710.1c", "704.1", *(["305.2a"] if ongoing else []), power=card.name)


def as_it_enters(game: Context, card: Card, exhausted_by: Card | None = None, x: int | None = None) -> None:
    """710.1a: the modifiers made "as" the card enters play, all at once; then 710.1b: the modifiers
    that make it enter exhausted or with damage, added together — its own only if it still has its
    powers. ``exhausted_by``: the card whose effect puts it into play exhausted."""
    made_as_it_enters(game, card)
    entering_state(game, card, exhausted_by, x)
    place(game, card)  # 710.1b: its row
    begin(game, card)  # 710.1c


def entering_state(game: Context, card: Card, exhausted_by: Card | None, x: int | None = None) -> None:
    """710.1b: exhausted or with damage, by its own power (if it still has its powers) or another's."""
    how = card.definition.enters_play
    if how is not None and card.oid in lost_powers(game.state):
        game.trace.add(f"{card} has lost its powers as it enters play, before its own power could make it enter "
                       "exhausted or with damage: that power does nothing.", "710.1a", "710.1b", "700.3")
        how = None
    if how is not None and how.counters:
        enter_with(game, card, how.counters, x)
    if how is not None and how.stat_counters is not None:  # enc-enter10: '+1 ATK counters' (404.1c)
        enter_with_stats(game, card, how.stat_counters, x)
    held = None if exhausted_by else holding_back(game, card)  # 'opposing allies enter play exhausted' (710.1b)
    exhausted = bool(exhausted_by or held) or (how is not None and how.exhausted)
    damage = how.damage if how is not None else 0
    if not exhausted and not damage:
        return
    card.exhausted = card.exhausted or exhausted
    card.damage += damage
    done = " and ".join(part for part, on in (("exhausted", exhausted), (f"with {damage} damage on it", damage)) if on)
    whence = f" ({exhausted_by}'s effect puts it into play exhausted)" if exhausted_by else \
        f" ({held}'s power makes such cards enter play exhausted)" if held else ""
    game.trace.add(f"{card} enters play {done}{whence}; it is never ready first.", "710.1b")


def holding_back(game: Context, card: Card) -> Card | None:
    """710.1b: the first card in play (by timestamp) with a power that makes cards like this one enter play exhausted
    ('opposing allies enter play exhausted'), read from that card's controller's side; None if there is none."""
    found = entering_powers(game.state, card, lambda p: p.enters_exhausted and (p, p.enters_exhausted))
    return found[0][0] if found else None


def entering_powers(state: State, card: Card, pick) -> list:
    """(source, what) for each power of the other face-up cards in play, oldest card first, that ``pick(power)``
    gives as (what, its selector) and whose selector fits the card entering play as printed, read from the source's
    controller's side (710.1a, 710.1b)."""
    view, powers = printed(card), powers_reader(state)  # the modifiers read once
    return [(source, got[0]) for source in sorted(state.in_play(), key=lambda c: c.timestamp)
            if source.oid != card.oid and not source.face_down for power in powers(source)
            if (got := pick(power)) and matches(state, got[1], view, source.controller, source)]


def made_as_it_enters(game: Context, card: Card) -> None:
    """710.1a: "as [a card] enters play" powers of cards in play make their modifiers for it, all at
    the same moment; each has that moment as its timestamp (718.2e), and those that start together
    are ordered the turn player's first, then clockwise (718.3)."""
    state = game.state
    found = entering_powers(state, card, lambda p: p.as_enters and (p.as_enters, p.as_enters.affects))
    seats = [p.name for p in state.clockwise_from(state.turn_player)]
    found.sort(key=lambda pair: seats.index(pair[0].controller) if pair[0].controller in seats else len(seats))
    owners = list(dict.fromkeys(s.controller for s, _ in found))
    found = [pair for owner in owners for pair in own_order(game, owner, [p for p in found if p[0].controller == owner])]
    if len(found) > 1:
        game.trace.add(f"As {card} enters play, {len(found)} modifiers start to apply at the same moment: their "
                       f"timestamps go in the order of {', '.join(owners)}, the turn player's first and then clockwise"
                       f"{'' if len(owners) == len(found) else ', each player ordering their own'}.", "718.3", "710.1a")
    for source, how in found:
        spec = CreateContinuous(create_continuous=how.create_continuous, duration=how.duration)
        whose = source.controller if how.duration == "until-your-next-turn" else card.controller
        state.modifiers.append(Modifier(state.new_mid(), spec, source.controller, source,
                                        {"event:subject": card}, state.tick(), None, state.turn,
                                        until_turn_of=whose, stamped_by="event"))
        lasting = ("this turn" if how.duration == "this-turn" else "until the game ends" if how.duration == "game"
                   else f"until the start of {whose}'s next turn")
        game.trace.add(f"As {card} enters play, {source}'s power makes a modifier for it, lasting {lasting}; its "
                       "timestamp is the moment the card enters play, not that of the card with the power.",
                       "710.1a", "714.3", "718.2e", power=source.name)


def own_order(game: Context, player: str, mine: list) -> list:
    """718.3: a player orders the timestamps of their own modifiers that start at the same time."""
    ordered, mine = [], list(mine)
    while len(mine) > 1:
        pick = game.decide(Decision(player, "order", "718.3", "the next of their modifiers to get a timestamp",
                                    [Option(s.label, str(i), f"{s.name}|{i}") for i, (s, _) in enumerate(mine)]))
        ordered.append(mine.pop(int(pick.key)))
    return ordered + mine


def enter_at_once(game: Context, cards: list, controller) -> list:
    """710, 703.3c: the cards enter play together, each under ``controller(card)``'s control; the new cards in play
    (415.9a)."""
    arrived = []
    for card in cards:
        hidden = card.zone == "removed" and card.face_down  # 415.7b: it enters as a face-down resource
        if not hidden and stays_out(game, card):
            continue
        zone = card.zone
        moved = game.state.move(card, "play")
        moved.controller = controller(card)
        if hidden:
            moved.row, moved.face_down = "resource", True
            game.trace.add(f"{card} was removed from the game face down: it enters play as a face-down resource in "
                           f"{moved.controller}'s resource row, blank.", "415.7b", "412.1b", "415.9a")
            arrived.append(moved)
            continue
        where = "removed-from-game zone" if zone == "removed" else zone  # the zone's name (415.7a)
        game.trace.add(f"{card} is put into play from its owner's {where} under {moved.controller}'s control.",
                       "710.1", "415.9a")
        as_it_enters(game, moved)
        arrived.append(moved)
    if arrived:
        entered(game, arrived)
    return arrived
