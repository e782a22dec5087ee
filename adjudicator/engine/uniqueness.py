"""Uniqueness (414): violations and their repair. Uniqueness is checked continuously (414.1); the
engine repairs violations before each wave of pre-priority checks and after each wave's events,
which is before anything else can happen."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..cards.model import read_once
from .card_parts import MULTI_WORD_TAGS, tag_parts
from .board_key import play_roster_writes
from . import characteristics
from .characteristics import View, compute_views, kept_through_trials, per_in_play, powers_in_play
from .decisions import Decision, Option, card_option
from .moves import destroy
from .state import Card
from .trace import Trace

if TYPE_CHECKING:
    from .context import Context

@dataclass
class Violation:
    cards: list[Card]
    why: str
    rule: str
    also: tuple[str, ...] = ()  # further rules it applies: a dual-wield keyword that was lost (406)
    tag: str | None = None  # the numbered tag of a 414.3b violation


LOST = {"Melee": ("406.1b", "Dual Wield or Two-Handed Dual Wield"), "Ranged": ("406.3", "Ranged Dual Wield"),
        "hands": ("406.2", "Sextuple Wield")}  # what excused these cards before, and the rule for losing it


def numbered_tags(card: Card) -> dict[str, int]:
    """414.3b, 202.2: "Pet (1)" → {"Pet": 1}; a multi-word tag is one tag (202.1a): "Earth Totem (1)"
    → {"Earth Totem": 1}."""
    return {plain: n for plain, n in map(tag_parts, card.definition.tags) if n is not None}


def limit(game: Context, player: str, tag: str, n: int, cards: list[Card], views: dict[int, View]) -> tuple[int, list[str]]:
    """The number of cards with ``tag`` the player may control, and what raised it."""
    total, raised = n, []
    graveyard = [(c, c.definition.powers) for c in game.state.cards.values() if c.zone == "graveyard" and c.owner == player]
    for card, powers in powers_in_play(game.state) + sorted(graveyard, key=lambda cp: cp[0].timestamp):
        for power in powers:
            more = power.allowance
            if more is None or more.tag != tag or more.zone != card.zone or (card.zone == "play" and card.controller != player):
                continue
            if more.different_names and len({c.name for c in cards}) < len(cards):
                continue
            total += more.more
            raised.append(f"{card}'s power" + (", which works in its owner's graveyard (700.2)" if card.zone == "graveyard"
                                               else ""))
    hero = game.state.hero(player)
    if tag == "Melee" and "Two-Handed Dual Wield" in hero_keywords(game, player, views) and \
            all(c.definition.type == "weapon" for c in cards):
        total += 1  # 406.1: Two-Handed Dual Wield allows two melee weapons, one-handed or two-handed
        raised.append("Two-Handed Dual Wield (406.1)")
    elif tag == "Melee" and hero is not None and "Dual Wield" in views[hero.oid].keywords and \
            all(c.definition.type == "weapon" and "Two-Handed" not in c.definition.tags for c in cards):
        total += 1  # 406.1: Dual Wield allows two one-handed melee weapons
        raised.append("Dual Wield, which allows two one-handed melee weapons (406.1)")
    if tag == "Ranged" and hero is not None and "Ranged Dual Wield" in views[hero.oid].keywords and \
            all(c.definition.type == "weapon" for c in cards):
        total += 1  # 406.3: Ranged Dual Wield allows two ranged weapons
        raised.append("Ranged Dual Wield, which allows two ranged weapons (406.3)")
    return total, raised


def hands(cards: list[Card]) -> int:
    """406.2: a one-handed weapon takes one hand, a two-handed weapon two, Off-Hand equipment one."""
    return sum(2 if "Two-Handed" in c.definition.tags else 1 for c in cards)


def lost(game: Context, player: str, tag: str, cards: list[Card]) -> tuple[str, tuple[str, ...]]:
    """406.1b, 406.2, 406.3: cards that a dual-wield keyword excused before, now in violation: the
    hero has lost that keyword."""
    if (player, tag, tuple(c.oid for c in cards)) not in game.excused or tag not in LOST:
        return "", ()
    rule, keyword = LOST[tag]
    return f"; they were allowed only while the hero had {keyword}, and it has lost that", (rule, "414.3d")


def sextuple(game: Context, player: str, melee: list[Card], off: list[Card]) -> list[Violation]:
    """406.2, 406.2a: under Sextuple Wield melee weapons and Off-Hand equipment may take up to six
    hands (a two-handed weapon with Off-Hand equipment included); more is a violation."""
    pieces = melee + off
    if len(melee) < 2 and not (off and any("Two-Handed" in c.definition.tags for c in melee)):
        return []
    n = hands(pieces)
    if n > 6:
        return [Violation(pieces, f"{player}'s hero has Sextuple Wield, but {player}'s melee weapons and Off-Hand "
                                  f"equipment take {n} hands, more than six", "406.2", ("414.3d",))]
    key = (player, "hands", tuple(c.oid for c in melee))
    if key not in game.excused:
        game.excused.add(key)
        game.trace.add(f"{player}'s hero has Sextuple Wield: {', '.join(map(str, pieces))} take {n} of its six hands, "
                       "so there is no uniqueness violation.", "414.1", "406.2", "414.3d",
                       *(["406.2a"] if off else []))
    return []

def hero_keywords(game: Context, player: str, views: dict[int, View]) -> set[str]:
    hero = game.state.hero(player)
    return views[hero.oid].keywords if hero is not None and hero.oid in views else set()


_LIMITS: dict[int, tuple] = {}  # id(definition) → (the definition, what of its tags uniqueness reads: tag_limits)
# The ids of the definitions read so far (kept in _LIMITS: never reused) that no limit is on: most
# cards; limited_in_play passes over their cards without a call.
_UNLIMITED: set[int] = set()


def tag_limits(card: Card) -> tuple[bool, dict[str, int], bool, bool, bool]:
    """What of a card's printed tags uniqueness reads (414.3): Unique, its numbered tags, Two-Handed,
    Off-Hand, a melee weapon; read once per definition (definitions are frozen)."""
    return read_once(_LIMITS, card.definition, lambda d: _limits_read(card))


def _limits_read(card: Card) -> tuple[bool, dict[str, int], bool, bool, bool]:
    d = card.definition
    read = ("Unique" in d.tags, numbered_tags(card), "Two-Handed" in d.tags,
            "Off-Hand" in d.tags or any(t.startswith("Off-Hand (") for t in d.tags),
            d.type == "weapon" and "Melee" in numbered_tags(card))
    if not any(read[:4]):
        _UNLIMITED.add(id(d))
    return read


# id(state) → (the state, its in-play stamp, its cards in play that a limit is on)
_LIMITED: dict[int, tuple] = kept_through_trials({}, play_roster_writes)


def limited_in_play(state) -> list[Card]:
    """The cards in play that uniqueness limits (414.3: Unique, a numbered tag, Two-Handed,
    Off-Hand), read again only after a change of the roster of play (per_in_play: the cards' zones and
    definitions are all it reads), not at every check."""
    return per_in_play(_LIMITED, state, lambda: [c for c in state.in_play() if id(c.definition) not in _UNLIMITED
                                                 and any(tag_limits(c)[:4])], play_roster_writes)


# id(state) → (the state, its roster-of-play stamp, {its limited cards' controllers: whether no limit is passed})
_QUIET: dict[int, tuple] = kept_through_trials({}, play_roster_writes)


def within_limits(state) -> bool:
    """Is every player's set of limited cards plainly within its limits, so that ``violations`` finds
    none and has nothing to say (no limit passed, raised or not; no Two-Handed card with an Off-Hand
    one; no multi-word tags of one word together over a limit)? It reads only the limited cards and
    their controllers: known again only after a change of the roster or of a controller, not at
    every check. With characteristics.CHECK_CACHE on, a kept answer is compared with a fresh one."""
    limited = limited_in_play(state)
    if not limited:
        return True
    controllers = tuple(c.controller for c in limited)
    known = per_in_play(_QUIET, state, dict, play_roster_writes, checked=False)  # a memo it fills, checked below
    found = known.get(controllers)
    if found is None:
        found = known[controllers] = plainly_within(limited)
    elif characteristics.CHECK_CACHE and found != plainly_within(limited):
        raise AssertionError(f"a kept uniqueness reading differs from a fresh one at clock {state.clock}")
    return found


def plainly_within(limited: list[Card]) -> bool:
    """``within_limits``, read afresh: each player's face-up limited cards, taken together."""
    mine: dict[str, list[Card]] = {}
    for card in limited:
        if not card.face_down:
            mine.setdefault(card.controller, []).append(card)
    return all(not limits_at_stake(cards) for cards in mine.values())


def limits_at_stake(cards: list[Card]) -> bool:
    """Could one player's limited cards be a violation, or be excused aloud (414.3, 406, 202.1a)?"""
    reads = [tag_limits(c) for c in cards]
    names = [c.name for c, read in zip(cards, reads) if read[0]]
    tags: dict[str, tuple[int, int]] = {}
    for read in reads:
        for tag, n in read[1].items():
            least, count = tags.get(tag, (n, 0))
            tags[tag] = (min(least, n), count + 1)
    words: dict[str, tuple[int, int, int]] = {}  # a multi-word tag's last word → (its tags, least number, cards)
    for tag, (n, count) in tags.items():
        if tag in MULTI_WORD_TAGS:
            group, least, total = words.get(tag.split()[-1], (0, n, 0))
            words[tag.split()[-1]] = (group + 1, min(least, n), total + count)
    two, off, melee = (sum(1 for read in reads if read[i]) for i in (2, 3, 4))
    return len(set(names)) < len(names) or any(count > n for n, count in tags.values()) or \
        any(group > 1 and total > least for group, least, total in words.values()) or \
        bool(two and off) or (melee >= 2 and bool(off))


def violations(game: Context, player: str) -> list[Violation]:
    if within_limits(game.state):
        if characteristics.CHECK_CACHE:
            said_nothing(game, player)
        return []  # nothing passes a limit nor is said (within_limits)
    return found_violations(game, player)


def said_nothing(game: Context, player: str) -> None:
    """The test of ``within_limits`` (CHECK_CACHE): where it says every player is within limits, the
    full check finds no violation and says nothing."""
    trace, excused = game.trace, game.excused
    game.trace, game.excused = Trace(), set(excused)
    try:
        found, said, told = found_violations(game, player), game.trace.steps, game.excused != excused
    finally:
        game.trace, game.excused = trace, excused
    if found or said or told:
        raise AssertionError(f"within_limits says {player} is within every limit, but the full check finds "
                             f"{'a violation' if found else 'something to say'}")


def found_violations(game: Context, player: str) -> list[Violation]:
    state = game.state
    # only the cards a limit is on play a part: those of limited_in_play (in play order, as
    # State.in_play), in timestamp order
    mine = sorted((c for c in limited_in_play(state) if c.controller == player and not c.face_down),
                  key=lambda c: c.timestamp)
    if not mine:
        return []  # no card of theirs that uniqueness limits (414.3)
    limits = [(card, tag_limits(card)) for card in mine]
    found: list[Violation] = []
    names: dict[str, list[Card]] = {}
    for card, read in limits:  # 414.3a: Unique cards with one name
        if read[0]:
            names.setdefault(card.name, []).append(card)
    found += [Violation(cards, f"{player} controls {len(cards)} Unique cards named {name}", "414.3a")
              for name, cards in names.items() if len(cards) > 1]
    tags: dict[str, tuple[int, list[Card]]] = {}
    for card, read in limits:  # 414.3b: more cards with a numbered tag than the number allows
        for tag, n in read[1].items():
            least, cards = tags.get(tag, (n, []))
            tags[tag] = (min(least, n), cards + [card])
    distinct_tags(game, player, tags)
    two = [c for c, read in limits if read[2]]
    off = [c for c, read in limits if read[3]]
    melee = [c for c, read in limits if read[4]]
    views = compute_views(state) if any(len(cards) > n for n, cards in tags.values()) or (two and off) else {}
    hero = state.hero(player)
    six = hero is not None and hero.oid in views and "Sextuple Wield" in views[hero.oid].keywords
    for tag, (n, cards) in tags.items():
        if len(cards) <= n or (six and tag == "Melee"):
            continue  # within its own limit (414.3b); under Sextuple Wield melee weapons count hands (406.2)
        allowed, raised = limit(game, player, tag, n, cards, views)
        if n < len(cards) <= allowed:
            excused(game, player, tag, n, cards, raised)
        if len(cards) > allowed:
            more = f" ({tag} ({n}), raised by {', '.join(raised)})" if raised else f" ({tag} ({n}))"
            gone, rules = lost(game, player, tag, cards)
            gone_six, rules_six = lost(game, player, "hands", melee) if tag == "Melee" else ("", ())
            found.append(Violation(cards, f"{player} controls {len(cards)} {tag} cards but may control only "
                                          f"{allowed}{more}{gone or gone_six}", "414.3b", rules or rules_six,
                                   tag=tag))
    if six:  # 406.2: hands instead of the melee limit, 414.3c and 406.1a (406.2a)
        return found + sextuple(game, player, melee, off)
    # 406.1: Two-Handed Dual Wield allows one two-handed melee weapon with one Off-Hand card, and no
    # further melee weapon or Off-Hand card (406.1a)
    combination = len(two) == 1 and len(off) == 1 and melee == two and \
        "Two-Handed Dual Wield" in hero_keywords(game, player, views or compute_views(state))
    if two and off and not combination:  # 414.3c
        found.append(Violation(two + off, f"{player} controls a Two-Handed card and an Off-Hand card", "414.3c"))
    if len(melee) >= 2 and off:  # 406.1a: a two-weapon combination plus Off-Hand equipment
        found.append(Violation(melee + off, f"{player} controls two melee weapons (a Dual Wield combination) "
                                            "and an Off-Hand card", "406.1a", ("414.3d",)))
    return found


def distinct_tags(game: Context, player: str, tags: dict[str, tuple[int, list[Card]]]) -> None:
    """202.1a: a multi-word tag is one tag, so "Air Totem (1)" and "Fire Totem (1)" are limits on two
    different tags, though both count as Totems (202.1b). Say so once for each set of such cards
    that would pass a limit if the tags were one, the first time these tags meet."""
    by_word: dict[str, list[str]] = {}
    for tag in tags:
        if tag in MULTI_WORD_TAGS:
            by_word.setdefault(tag.split()[-1], []).append(tag)
    for word, group in by_word.items():
        cards = [c for t in group for c in tags[t][1]]
        if len(group) < 2 or len(cards) <= min(tags[t][0] for t in group):
            continue
        key = (player, word, tuple(sorted(group)))  # once for these tags
        if key in game.excused:
            continue
        game.excused.add(key)
        each = ", ".join(f"{c} ({t} ({tags[t][0]}))" for t in group for c in tags[t][1])
        game.trace.add(f"{player} controls {each}: each multi-word tag is one tag, so these are limits on "
                       f"{len(group)} different tags, not on {word} cards: the cards of one tag don't count against "
                       "another's limit.",
                       "414.3b", "202.1a", "202.2")


def excused(game: Context, player: str, tag: str, n: int, cards: list[Card], raised: list[str]) -> None:
    """Say once, for each set of cards, that a raised limit leaves no violation (414.3b, 406.1)."""
    key = (player, tag, tuple(c.oid for c in cards))
    if key in game.excused:
        return
    game.excused.add(key)
    game.trace.add(f"{player} controls {len(cards)} {tag} cards, more than {tag} ({n}) allows, but the limit is "
                   f"raised by {', '.join(raised)}: there is no uniqueness violation.", "414.1", "414.3b",
                   *(["406.1", "414.3d"] if any("406.1" in r for r in raised) else []),
                   *(["406.3", "414.3d"] if any("406.3" in r for r in raised) else []),
                   *(["700.2"] if any("700.2" in r for r in raised) else []))


def repair(game: Context, after_mulligans: bool = False) -> bool:
    """414.2: the turn player repairs all their violations first, then each player clockwise; each
    time the player chooses one card causing the violation and the game destroys it (103.3).
    ``after_mulligans``: the violations that equipment kept by hearthing causes as a game begins
    are repaired right after the mulligans (800.1e). True if a card was destroyed."""
    try:
        return repair_all(game, after_mulligans)
    finally:
        game.just_entered.clear()


def repair_all(game: Context, after_mulligans: bool = False) -> bool:
    if within_limits(game.state):
        return False  # no player has a violation (violations)
    repaired = False
    for player in game.state.clockwise_from(game.state.turn_player):
        while game.state.result is None:
            found = violations(game, player.name)
            if not found:
                break
            v = found[0]
            kept = (" The equipment kept by hearthing causes it as the game begins: it is repaired right after the "
                    "mulligans." if after_mulligans else "")
            new = [c for c in v.cards if c.oid in game.just_entered]  # 710.1e: the last step of entering play
            game.trace.add(f"Uniqueness violation: {v.why}" + (f", checked as {', '.join(map(str, new))} entered play"
                                                               if new else "") + f".{kept}", "414.1", v.rule,
                           *v.also, *(["710.1e"] if new else []), *(["800.1e"] if kept else []),
                           *(["202.2"] if v.rule in ("414.3a", "414.3b") else []),
                           *(["202.1a"] if v.tag in MULTI_WORD_TAGS else []))
            pick = game.decide(Decision(player.name, "uniqueness", "414.2",
                                        "the card causing the violation that the game destroys",
                                        [card_option(c) for c in v.cards]))
            card = next(c for c in v.cards if str(c.oid) == pick.key)
            repaired = True
            destroy(game, [card], " by the game to repair the violation", "414.2", "103.3", by_game=True)
    return repaired
