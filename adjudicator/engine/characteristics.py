"""Current characteristics: printed information with continuous modifiers applied (714, 718, 719).

Modifiers that change what a card *is* (its types and traits) apply first, in timestamp order;
modifiers that change numbers apply after them, in timestamp order, because a count such as
"each other ally named X" or "opposing allies" depends on the first kind (719.2); among the
number modifiers a dependent one goes after those it depends on (``dependency``, 719).
"""
from __future__ import annotations


from ..cards.model import Count, CreateContinuous, Stat, Total, read_once, reads_current_atk
from . import card_parts
from . import selectors
from .selectors import amount, matches, select
from . import dependency
from .compared import compared_holds
from .history import happened_holds
from .board_key import (BOARD, DAMAGE, board_key, done_reading, noting_reads, play_roster_writes, read, read_all,
                        still_valid, unread_changes_only, writes)
from .dependency import STATS, Continuous
from .state import Card, State, card_writes, play_writes
from .views import View, blank, continuous_stats, face, is_totem, printed, side_powers  # noqa: F401  (re-exported)


def lost_powers(state: State) -> set[int]:
    """700.3: the cards in play that a "loses all powers" modifier affects; their text boxes count
    as blank. (The modifiers are read from printed powers: a card whose own lose-powers power is
    lost to another such modifier is not modelled.) Read once per board (per_board) where some
    card or modifier could take powers away; each caller gets a set of its own."""
    if not power_sources(state)[0]:
        return set()  # no source of a loss at all: nothing to read (_lost_powers would find none)
    return set(per_board(state, "lost_powers", _lost_powers))


_SOURCES: dict[int, tuple] = {}  # id(state) → (the state, its sources stamp, (may powers be lost, given))


def sources_writes() -> tuple[int, int]:
    """The stamp of power_sources: the roster of play and the rest of the board (the modifiers)."""
    return play_roster_writes(), writes(BOARD)


def power_sources(state: State) -> tuple[bool, bool]:
    """May a card lose its powers (700.3), may one be given powers (700.1): has some card in play, or
    some modifier made by a link, a continuous power that takes them away, or one that gives them?
    Read again only when the roster of play or the modifiers change (sources_writes)."""
    return per_in_play(_SOURCES, state, lambda: _sources_read(state), sources_writes)


def _sources_read(state: State) -> tuple[bool, bool]:
    made = [m.spec.create_continuous for m in state.modifiers if isinstance(m.spec, CreateContinuous)]
    return (bool(_losing_cards(state)) or any(stat.lose_powers for stat in made),
            _giving(state) or any(stat.gain_powers for stat in made))


def _losing_cards(state: State) -> list[tuple]:
    """The cards in play with a printed "loses all powers" power, each with it (per_in_play)."""
    return per_in_play(_LOSING, state, lambda: [(c, stat, None) for c, stats in stat_cards(state)
                                                for stat in stats if stat.lose_powers], play_roster_writes)


def _lost_powers(state: State) -> set[int]:
    sources = list(_losing_cards(state))
    sources += [(m.source, m.spec.create_continuous, m.targets) for m in state.modifiers  # made by links (714.3)
                if isinstance(m.spec, CreateContinuous) and m.spec.create_continuous.lose_powers and lasts(state, m)]
    if not sources:
        return set()
    views = {c.oid: printed(c) for c in state.in_play()}
    return {oid for c, stat, targets in sources for oid, v in views.items()
            if matches(state, stat.affects, v, c.controller, c, targets)}


_LOSING: dict[int, tuple] = {}  # id(state) → (the state, its in-play stamp, its cards' "loses all powers" powers)
_STAT_CARDS: dict[int, tuple] = {}  # id(state) → (the state, its in-play stamp, its cards with continuous powers)


def stat_cards(state: State) -> list[tuple[Card, tuple]]:
    """The cards in play that have continuous powers on the side that is up (continuous_stats),
    with them, in play order: read again only when the roster of play changes (State.in_play, and
    what continuous_stats reads of a card: its zone, row, side and definition, board_key.ROSTER_FIELDS),
    not at every question nor at every damage or exhaustion, nor as cards move outside play."""
    return per_in_play(_STAT_CARDS, state, lambda: [(c, s) for c in state.in_play() if (s := continuous_stats(c))],
                       play_roster_writes)


def per_in_play(cache: dict[int, tuple], state: State, make, stamped=card_writes, checked: bool = True):
    """``make()`` for this state, made again only when ``stamped()`` changes: by default at a card
    write or a card joining or leaving the state's cards; with board_key.play_roster_writes, only when
    the roster of play changes (for a reading of nothing but the zones, rows, sides and definitions of
    the cards in play).
    The cache keeps the last few states, by identity. With CHECK_CACHE on, a kept value is compared
    with a fresh one, unless not ``checked`` (its caller checks it its own way)."""
    stamp = stamped()
    hit = cache.get(id(state))
    if hit is None or hit[0] is not state or hit[1] != stamp:
        hit = remember(cache, state, (state, stamp, make()))
    elif CHECK_CACHE and checked and make() != hit[2]:
        raise AssertionError(f"a kept reading of the cards in play differs from a fresh one at clock {state.clock}")
    return hit[2]


def remember(cache: dict[int, tuple], state: State, entry: tuple) -> tuple:
    """Cache an entry for the state, newest last, keeping the entries of the last few states only."""
    cache.pop(id(state), None)
    cache[id(state)] = entry
    if len(cache) > _CACHED_STATES:
        del cache[next(iter(cache))]
    return entry


_PRINTED: dict[int, tuple] = {}  # id(state) → (the state, its printed stamp, the printed views of its cards in play)


def printed_writes() -> tuple[int, int]:
    """The stamp of what a printed view reads of its card (views.printed): the roster (its zone, row,
    side and definition, board_key.ROSTER_FIELDS) and its damage and exhaustion (board_key.DAMAGE)."""
    return play_roster_writes(), writes(DAMAGE)


def printed_in_play(state: State) -> list[View]:
    """The cards in play as printed (``printed``), in play order, for reading only: made again only
    when the roster changes (printed_writes), not at every question nor at every other write of a
    card; after a change of the cards' damage or exhaustion alone, only the views of the cards whose
    damage or exhaustion changed are made again (``_damage_refreshed``)."""
    stamp = printed_writes()
    hit = _PRINTED.get(id(state))
    if hit is not None and hit[0] is state and hit[1] != stamp and hit[1][0] == stamp[0]:
        remember(_PRINTED, state, (state, stamp, _damage_refreshed(hit[2])))
    return per_in_play(_PRINTED, state, lambda: [printed(c) for c in state.in_play()], printed_writes)


def _damage_refreshed(views: list[View]) -> list[View]:
    """Printed views of the same cards in play (the roster unchanged: the same cards, showing the same
    faces) with the damage and exhaustion their cards have now: a view whose card changed is made anew,
    with lists of its own (as ``printed`` makes it), the old one staying as it was for its readers."""
    return [view if view.damage == view.card.damage and view.exhausted == view.card.exhausted else _reprinted(view)
            for view in views]


def _reprinted(view: View) -> View:
    return _copied(view, damage=view.card.damage, exhausted=view.card.exhausted, sources=[], dependent=[])


def _copied(view: View, **fields) -> View:
    """A shallow copy of the view with these fields replaced (no __init__: a view's fields are all set)."""
    copied = object.__new__(View)
    copied.__dict__ = {**view.__dict__, **fields}
    return copied


def powers_of(state: State, card: Card, granting: list | None = None, lost: set | None = None) -> list:
    """The powers a card has now: its printed powers, or none while it has lost them (700.3), then
    any powers that continuous modifiers give it (700.1: quoted text a modifier gives a card). A
    power that comes back is the same power (701.4a): powers keep their printed positions."""
    if card.zone != "play":
        return list(card.definition.powers)
    lost = lost_powers(state) if lost is None else lost
    own = [] if card.oid in lost or blank(card) else side_powers(card)  # 301.2a: the side that is up
    if granting is None:
        granting = granting_powers(state)
    if granting:
        view = printed(card)
        for mod in granting:
            if mod.fits(state, view):
                own += mod.stat.gain_powers
    return own


def powers_in_play(state: State) -> list[tuple[Card, tuple]]:
    """Every card in play with its current powers, oldest first: one pass over the modifiers for
    all cards, where ``powers_of`` per card would repeat it; read once per board (per_board), not
    at every question. Each caller gets a list of its own, of the cards' powers as tuples."""
    return list(per_board(state, "powers_in_play", _powers_in_play))


def _powers_in_play(state: State) -> list[tuple[Card, tuple]]:
    powers = powers_reader(state)
    return [(card, tuple(powers(card))) for card in sorted(state.in_play(), key=lambda c: c.timestamp)]


_BOARD: dict[int, tuple] = {}  # id(state) → (the state, {what: (its board key, its value, what it read)})


def per_board(state: State, what: str, make):
    """``make(state)``, a reading of the board (one of the state alone, as the views are: 714,
    718), made once per change of the board and shared by every question asked of the same board
    (issue 23), as compute_views caches the views: by the board key, a board that changed only in
    parts the reading did not read (board_key.SELDOM_READ) having the same value. The value is
    shared: its callers read it, never change it. With CHECK_CACHE on, every value taken from the
    cache is compared with a fresh one."""
    key = board_key(state)
    hit = _BOARD.get(id(state))
    if hit is None or hit[0] is not state:
        hit = remember(_BOARD, state, (state, {}))
    found = hit[1].get(what)
    if found is not None and still_valid(found[0], key, found[2], state):
        if CHECK_CACHE and make(state) != found[1]:
            raise AssertionError(f"cached {what} differs from a fresh reading at clock {state.clock}, turn {state.turn}")
        read_too(found[2])
        return found[1]
    reads = noting_reads()
    try:
        value = make(state)
    finally:
        done_reading(reads)
    hit[1][what] = (key, value, frozenset(reads))
    return value


def payment_powers(state: State, card: Card, powers=None) -> list:
    """700.2: the payment powers that work where the card is: in play, those that work in play; in
    a graveyard, those that say they work there; in any other zone, none. ``powers``: a
    powers_reader of the board, if the caller has one."""
    zone = card.zone if card.zone in ("play", "graveyard") else None
    return [p.payment for p in (powers or (lambda c: powers_of(state, c)))(card)
            if p.payment and p.payment.zone == zone]


def powers_reader(state: State):
    """``powers_of`` for many cards of one unchanged state: the modifiers are read once."""
    lost = lost_powers(state)
    granting = granting_powers(state)
    return lambda card: powers_of(state, card, granting, lost)


def triggered_reader(state: State, kinds: set[str]):
    """``powers_reader`` for cards asked for their triggered powers (703.1) on events of these
    ``kinds``, and which cards may have one that watches for them, the only ones to ask: a card with
    no triggered power printed on either side for such an event, on a board where nothing gives
    powers (700.1), has none (most cards watch for nothing, the rest for few kinds of event)."""
    lost = lost_powers(state)
    granting = granting_powers(state)

    def may_trigger(watchers: list[tuple], also: set[int]) -> list[tuple]:
        """The watchers (each a card first) whose card may have such a power, or whose card's id is in ``also``."""
        if granting:
            return watchers
        return [w for w in watchers if (id(w[0].definition) not in _SILENT and not kinds.isdisjoint(
            watched(w[0].definition))) or id(w[0]) in also]
    return (lambda card: powers_of(state, card, granting, lost)), may_trigger


_WATCHED: dict[int, tuple] = {}  # id(definition) → (the definition, the kinds of event its triggered powers watch for)
# The ids of the definitions read so far (kept in _WATCHED: never reused) with no triggered power printed:
# most cards; triggered_reader passes over them at every event without a call.
_SILENT: set[int] = set()


def watched(definition) -> frozenset[str]:
    """The kinds of event the triggered powers printed on either side of a card watch for, read
    once per definition (the definitions are frozen)."""
    return read_once(_WATCHED, definition, _watched_read)


def _watched_read(d) -> frozenset[str]:
    kinds = frozenset(p.triggered.when.event for p in (*d.powers, *(d.back.powers if d.back is not None else ()))
                      if p.triggered)
    if not kinds:
        _SILENT.add(id(d))
    return kinds


def granting_powers(state: State) -> list[Continuous]:
    """The continuous modifiers in effect that give cards powers (700.1); the modifiers are read only
    if some card in play or some modifier made by a link could give any."""
    if not power_sources(state)[1]:
        return []
    return [m for m in continuous_modifiers(state) if m.stat.gain_powers]


_GIVING: dict[int, tuple] = {}  # id(state) → (the state, its roster stamp, whether a card in play may give powers)


def _giving(state: State) -> bool:
    """Has some card in play a continuous power that gives powers (700.1)? Read again only after a
    change of the roster (stat_cards reads nothing else), not at every question."""
    return per_in_play(_GIVING, state, lambda: any(stat.gain_powers for _, stats in stat_cards(state) for stat in stats),
                       play_roster_writes)


_STAT_POWERS: dict[int, tuple] = {}  # id(state) → (the state, its in-play stamp, the lost powers, the stat powers)
# id(state) → (the state, its roster-of-play stamp, the lost powers, the stat powers): those with no condition
_STAT_POWERS_PLAIN: dict[int, tuple] = {}
_STAT_POWERS_READ: dict[int, tuple] = {}  # id(state) → (the state, its board key, (the lost powers, the stat
#                                           powers), what they read): those whose conditions read more than the cards


def stat_powers(state: State, lost: set[int] | None = None) -> list[tuple[Card, Stat]]:
    """Continuous stat powers of cards in play, oldest first (718.1); a trait-dependent power only
    while its condition holds (206.1c). Read again only when the cards or the lost powers are not
    as they were, or when the conditions read more of the game than the cards in play (this
    turn's events, the combat, the chain, views: board_key.read)."""
    lost = lost_powers(state) if lost is None else lost  # the caller's reading of this board, if it has one
    gone = frozenset(lost)
    hit = _STAT_POWERS_PLAIN.get(id(state))
    if hit is not None and hit[0] is state and hit[1] == play_roster_writes() and hit[2] == gone:
        found = sorted(hit[3], key=_by_timestamp)  # an attachment's timestamp may change, its roster not (718.2b)
        if CHECK_CACHE and _stat_powers(state, lost)[0] != found:
            raise AssertionError(f"cached stat powers differ from fresh ones at clock {state.clock}, turn {state.turn}")
        return found
    stamp = play_writes()  # damage, exhaustion and cards outside play: read as noted
    hit = _STAT_POWERS.get(id(state))
    if hit is not None and hit[0] is state and hit[1] == stamp and hit[2] == gone:
        if CHECK_CACHE and _stat_powers(state, lost)[0] != hit[3]:
            raise AssertionError(f"cached stat powers differ from fresh ones at clock {state.clock}, turn {state.turn}")
        return list(hit[3])
    key = board_key(state)
    hit = _STAT_POWERS_READ.get(id(state))
    if hit is not None and hit[0] is state and hit[2][0] == gone and still_valid(hit[1], key, hit[3], state):
        if CHECK_CACHE and _stat_powers(state, lost)[0] != hit[2][1]:
            raise AssertionError(f"cached stat powers differ from fresh ones at clock {state.clock}, turn {state.turn}")
        read_too(hit[3])
        return list(hit[2][1])
    found, reads, conditional = _stat_powers(state, lost)
    if not conditional:  # the roster of play and the lost powers alone (stat_cards): no condition was read
        remember(_STAT_POWERS_PLAIN, state, (state, play_roster_writes(), gone, found))
    elif not reads:  # read from the cards in play alone
        remember(_STAT_POWERS, state, (state, stamp, gone, found))
    else:  # read more of the board: held while the board (and what of it was read) is unchanged
        remember(_STAT_POWERS_READ, state, (state, key, (gone, found), frozenset(reads)))
    return list(found)


def _stat_powers(state: State, lost: set[int]) -> tuple[list, set[str], bool]:
    """stat_powers read afresh, what of the game beyond the cards in play it read, and whether
    some power's condition was read at all."""
    reads = noting_reads()
    try:
        found = [(c, stat) for c, stats in stat_cards(state) if c.oid not in lost for stat in stats]
        conditional = any(stat.only_while is not None or reads_others(stat) for _, stat in found)
        if conditional:
            views = printed_in_play(state)  # read the printed cards only if asked
            found = [(c, stat) for c, stat in found if conditions_hold(state, stat, c, views)]
    finally:
        done_reading(reads)
    found.sort(key=_by_timestamp)
    return found, reads, conditional


def _by_timestamp(pair: tuple) -> int:
    return pair[0].timestamp


def conditions_hold(state: State, stat: Stat, card: Card, views: list[View]) -> bool:
    """Whether a standing power's conditions about other cards hold (206.1c: its hero's trait;
    714.3a: a "while" about the game). A 'while' on a card's current ATK (only on a power that changes
    only costs) is judged where the cost is worked out, on current values (costs.holds_now, 719.1)."""
    later = while_reads_current_atk(stat)
    return (each_fits(state, [stat.only_while] if stat.only_while is not None else [], card, views)
            and (later or while_holds(state, stat, card, views)))


_LATER: dict[int, tuple] = {}  # id(stat) → (the stat, whether its 'while' reads a current ATK)


def while_reads_current_atk(stat: Stat) -> bool:
    """Does the power's 'while' ask a card's current ATK (reads_current_atk)? Read once per power:
    the powers are frozen card data."""
    return read_once(_LATER, stat, lambda s: reads_current_atk([s.while_exists, s.while_none]))


def while_holds(state: State, stat: Stat, card: Card, views: list[View], you: str | None = None) -> bool:
    """A power's 'while' about other cards (714.3a): enough cards fit ``while_exists``, none ``while_none``."""
    return (each_fits(state, stat.while_exists, card, views, stat.while_at_least, you)
            and none_fits(state, stat.while_none, card, views, you)
            and compared_holds(state, stat, card, views, card.controller if you is None else you)
            and happened_holds(state, stat, card, card.controller if you is None else you))


def reads_others(stat: Stat) -> bool:
    """Does the power's 'while' read other cards (714.3a): some that fit, none that fit, or a comparison?"""
    return bool(stat.while_exists or stat.while_none) or stat.while_more_cards is not None \
        or stat.while_more_damage is not None or stat.while_happened is not None


def each_fits(state: State, wanted: list, card: Card, views: list[View], at_least: int = 1,
              you: str | None = None) -> bool:
    """Whether each selector fits at least ``at_least`` cards of ``views`` (the cards in play), read
    for ``you`` (by default ``card``'s controller); a selector of another zone ('while an ally is in
    your graveyard') looks at the cards in that zone, with their printed characteristics (714.3a,
    709.2d)."""
    you = card.controller if you is None else you
    return all(_fit_at_least(state, cond, views if cond.zone == "play" else zone_views(state, cond.zone), you, card,
                             at_least) for cond in wanted)


def none_fits(state: State, wanted: list, card: Card, views: list[View], you: str | None = None) -> bool:
    """enc-stat: whether no card fits any selector of ``wanted`` (a 'while' that no card fits, 714.3a:
    'while you have no cards in your hand'), read as ``each_fits`` reads them."""
    return not any(each_fits(state, [cond], card, views, 1, you) for cond in wanted)


def _fit_at_least(state: State, cond, views: list[View], you: str, card: Card, at_least: int) -> bool:
    """Do ``at_least`` of the views fit the selector? Read only until they do: the answer cannot
    depend on the views not read (nor on what reading them would read)."""
    found = 0
    for view in selectors.of_kind(cond.kind, views):  # only a card of the kind can fit
        if found >= at_least:
            return True
        if matches(state, cond, view, you, card):
            found += 1
    return found >= at_least


def zone_views(state: State, zone: str) -> list[View]:
    """The cards of a zone other than play, as printed (outside play a card has its printed
    characteristics)."""
    read("elsewhere")  # board_key.SELDOM_READ
    return [printed(c) for c in state.cards.values() if c.zone == zone]


def lasts(state: State, mod) -> bool:
    """714.3: is a definite continuous modifier still within its duration? "Until the start of
    [player]'s next turn" ends as such a turn begins."""
    if mod.anchor is not None and not remains(state, mod):
        return False
    if mod.uses_left == 0:  # "the next time": used up (costs.py); a counter taken off (counters.clear)
        return False
    if mod.stamped_by == "counter":  # 718.2g: on the card while it stays the same card in play (415.9a)
        card = mod.targets["counter"]
        return state.cards.get(card.oid) is card and card.zone == "play"
    duration = mod.spec.duration
    if duration == "this-turn" and mod.turn < state.turn:
        return False  # over for good, whatever the turn: turns only go on (an undo makes a new board key)
    if duration == "this-turn" or duration.startswith("until-"):
        read("turn")
    if duration == "this-turn":
        return mod.turn == state.turn
    if duration == "this-combat":  # 603.3: it ends as the combat it was made in ends
        if mod.combat is None or state.combat is not mod.combat:
            return False  # over for good: that combat never comes back (an undo makes a new board key)
        read("combat")
        return True
    if duration.startswith("until-"):
        return not (state.turn > mod.turn and state.turn_player == mod.until_turn_of)
    return True


def remains(state: State, mod) -> bool:
    """714.3b: "for as long as [card] remains [state]": the same card (not a new one, 415.9a), still
    in play and in that state, and never out of it since the link that made the modifier was added."""
    card = mod.anchor
    return remained(state, card, mod.spec.remains.state, mod.since, mod.controller)


def remains_words(how: str, you: str) -> str:
    """The state of "for as long as [card] remains [state]" in words, for the explanation."""
    return f"under {you}'s control" if how == "under-your-control" else how


def remained(state: State, card: Card, how: str, since: int, you: str) -> bool:
    if state.cards.get(card.oid) is not card or card.zone != "play":
        return False
    if how == "exhausted":
        read("damage")  # exhaustion (board_key.SELDOM_READ)
        return card.exhausted and card.readied_at < since
    if how == "under-your-control":  # 401.3: no change of control since (each stamps ``joined``, 415.8b)
        return card.controller == you and card.joined < since
    return True  # "in-play": it has stayed the same card in play


_MODIFIERS: dict[int, tuple] = {}  # id(state) → (the state, its board key, its continuous modifiers, what they read)


def continuous_modifiers(state: State) -> list[Continuous]:
    """Every continuous modifier in effect: the cards' powers (718.2f) and the definite modifiers
    made by links, while their duration lasts (714.3, 718.2d), oldest first. Read once per board
    (by its key and what the reading read, as compute_views is): each caller gets a list of its
    own of shared modifiers, which it reads only (fresh_views works on copies)."""
    return list(by_key(_MODIFIERS, state, _continuous_modifiers, check_modifiers))


def check_modifiers(state: State, kept: list[Continuous]) -> None:
    """The cached modifiers of a board are those read afresh (the cache's test, CHECK_CACHE)."""
    if list(map(modifier_facts, _continuous_modifiers(state))) != list(map(modifier_facts, kept)):
        raise AssertionError(f"cached modifiers differ from fresh ones at clock {state.clock}, turn {state.turn}")


def modifier_facts(mod: Continuous) -> tuple:
    """What a continuous modifier is, as values (its stat, source and link's modifier by identity)."""
    return (id(mod.stat), id(mod.source), mod.controller, mod.timestamp, tuple((k, id(c)) for k, c in mod.targets.items()),
            mod.by_link, id(mod.modifier))


def _continuous_modifiers(state: State) -> list[Continuous]:
    found = [Continuous(stat, card, card.controller, card.timestamp) for card, stat in stat_powers(state)]
    for mod in state.modifiers:
        spec = mod.spec
        if isinstance(spec, CreateContinuous) and lasts(state, mod):
            found.append(Continuous(spec.create_continuous, mod.source, mod.controller, mod.timestamp, mod.targets,
                                    by_link=True, modifier=mod))
    return sorted(found, key=lambda m: m.timestamp)


def made_instant(state: State, card: Card) -> Continuous | None:
    """202.1, 410.2: the continuous modifier that makes a card outside play Instant ("ally cards in
    your hand are instant this turn"), read from the card as it is there; None if none does."""
    granting = [m for m in continuous_modifiers(state) if m.stat.instant and m.stat.affects.zone == card.zone]
    if not granting:  # most boards: the card need not be read (the listing asks of every card in hand)
        return None
    view = printed(card)
    return next((m for m in granting if m.fits(state, view)), None)


_CACHE: dict[int, tuple] = {}  # id(state) → (the state, its board key, its views, what they read): the latest few
_CACHED_STATES = 8  # the game and the trial copies being judged at one prompt
CHECK_CACHE = False  # the tests set it: every view taken from the cache is compared with a fresh one


def compute_views(state: State) -> dict[int, View]:
    """Every card in play as it is now (714, 718, 719): computed once per change of the board
    (board_key: its version, counted by every write) and shared by every question asked of the
    same board; a board that changed only in parts the views did not read as they were computed
    (board_key.SELDOM_READ: the turn, this turn's events, the chain; the clock is in no key) has
    the same views. The views are read, never changed, by their
    users; each gets its own dict. Views that read no damage nor exhaustion (board_key.DAMAGE) hold
    after a change of them, their snapshots of the two brought up to date (damage_now)."""
    read("views")  # a computation that reads views reads the whole board (stat_powers)
    return dict(by_key(_CACHE, state, fresh_views, check_cached, damage_now))


def by_key(cache: dict[int, tuple], state: State, make, check, refresh=None):
    """``make(state)`` once per board key (board_key.still_valid: a board changed only in parts the
    reading did not read has the same value), kept in ``cache`` as (the state, its key, the value,
    what it read); ``check(state, value)`` with CHECK_CACHE on. The value is shared: read, never changed.
    ``refresh(value)``: the value brought up to date after a change of the cards' damage or exhaustion
    that it did not read."""
    key = board_key(state)
    hit = cache.get(id(state))
    if hit is not None and hit[0] is state and (hit[1] == key or unread_changes_only(hit[1], key, hit[3], state)):
        if hit[1] != key:  # held through changes it did not read: kept under the key of now
            value = refresh(hit[2]) if refresh is not None and hit[1][DAMAGE] != key[DAMAGE] else hit[2]
            cache[id(state)] = hit = (state, key, value, hit[3])
        if CHECK_CACHE:
            check(state, hit[2])
        read_all(hit[3])  # read_too, one call less: asked at every question
        return hit[2]
    reads = noting_reads()
    try:
        value = make(state)
    finally:
        done_reading(reads)
    remember(cache, state, (state, key, value, frozenset(reads)))
    return value


def damage_now(views: dict[int, View]) -> dict[int, View]:
    """The views with the damage and exhaustion their cards have now (a view is a snapshot of them:
    views.View); a view whose card changed is copied, the old one staying as it was for a look-back."""
    return {oid: view if view.damage == view.card.damage and view.exhausted == view.card.exhausted
            else _with_damage(view) for oid, view in views.items()}


def _with_damage(view: View) -> View:
    copied = object.__new__(View)
    copied.__dict__ = {**view.__dict__, "damage": view.card.damage, "exhausted": view.card.exhausted}
    return copied


def read_too(reads) -> None:
    """Views taken from the cache within a computation of views: it read what they read."""
    read_all(reads)


def views_kept(state: State) -> tuple:
    """The views cached for the state, and its other readings (per_board, per_in_play), that hold
    for the board as it is now: what ``legal.trying`` keeps through a trial, to cache again once the
    board is put back exactly as it was (views_put_back)."""
    key = board_key(state)
    views = [(cache, hit) for cache in _PER_KEY if (hit := cache.get(id(state))) is not None and hit[0] is state
             and still_valid(hit[1], key, hit[3], state)]
    board = _BOARD.get(id(state))
    readings = {what: found for what, found in board[1].items() if still_valid(found[0], key, found[2], state)} \
        if board is not None and board[0] is state else {}
    cards = [(cache, stamped, found) for cache, stamped in _PER_IN_PLAY if (found := cache.get(id(state))) is not None
             and found[0] is state and found[1] == stamped()]
    return views, readings, cards


def views_put_back(state: State, kept: tuple) -> None:
    """The board was put back exactly as it was when ``kept`` was taken (views_kept; rollback.UndoLog):
    what held for it then holds now, and is cached again under the board's key now (the undo made a
    new one, board_key.all_changed), not computed afresh."""
    views, readings, cards = kept
    key = board_key(state)
    for cache, stamped, (_, _, *value) in cards:
        remember(cache, state, (state, stamped(), *value))
    for cache, (_, _, value, reads) in views:
        remember(cache, state, (state, key, value, reads))
    if readings:
        board = _BOARD.get(id(state))
        if board is None or board[0] is not state:
            board = remember(_BOARD, state, (state, {}))
        board[1].update((what, (key, value, reads)) for what, (_, value, reads) in readings.items())


# the readings of the cards in play alone (per_in_play), each with its stamp: kept through a trial
_PER_IN_PLAY = [(_STAT_CARDS, play_roster_writes), (_PRINTED, printed_writes), (_LOSING, play_roster_writes),
                (_STAT_POWERS, play_writes), (_STAT_POWERS_PLAIN, play_roster_writes), (_GIVING, play_roster_writes),
                (_SOURCES, sources_writes)]


def kept_through_trials(cache: dict[int, tuple], stamped=card_writes) -> dict[int, tuple]:
    """A per_in_play cache of another module, with the stamp it is read with, kept through a trial
    (views_kept) as this module's are; returns the cache."""
    _PER_IN_PLAY.append((cache, stamped))
    return cache
_PER_KEY = (_CACHE, _MODIFIERS, _STAT_POWERS_READ)  # (the state, its board key, the value, what it read)


def check_cached(state: State, cached: dict[int, View]) -> None:
    """The cached views of a board equal views computed afresh (the cache's test, CHECK_CACHE)."""
    fresh = fresh_views(state)
    if {k: view_facts(v) for k, v in cached.items()} != {k: view_facts(v) for k, v in fresh.items()}:
        raise AssertionError(f"cached views differ from fresh ones at clock {state.clock}, turn {state.turn}")


def view_facts(view: View) -> tuple:
    """What a view says, as values (the card by identity; each dependent modifier by its source)."""
    return (id(view.card), view.name, view.type, frozenset(view.traits), view.atk, view.health, view.defense,
            tuple(view.sources), frozenset(view.keywords), view.damage, view.exhausted, frozenset(view.also),
            frozenset(view.valued), tuple((id(m.source), m.timestamp) for m in view.dependent), view.powerless,
            frozenset(view.negative), view.damage_types)


def fresh_views(state: State) -> dict[int, View]:
    """Every card in play as it is now, computed afresh from the printed views of the cards in play
    (printed_in_play: kept while the roster and the cards' damage and exhaustion are as they were,
    and shared with its other readers): a view is copied the first time this computation changes it
    (``_own``), so the views no modifier touches are the shared printed ones, never changed."""
    views = {view.card.oid: view for view in printed_in_play(state)}
    mine: set[int] = set()  # the cards whose view is this computation's own copy
    lost = lost_powers(state)
    for oid in lost:  # 700.1, 700.3: keywords are powers too
        view = _own(views, oid, mine)
        view.keywords = frozenset()
        view.powerless = True
    mods = [m.copied() for m in continuous_modifiers(state)]  # this computation sets their affected cards
    for mod in mods:  # what a card is: 719.2, these go first
        stat, source = mod.stat, mod.source
        gained = list(stat.gain_traits)
        if stat.gain_chosen and stat.gain_chosen in source.chosen:
            gained.append(source.chosen[stat.gain_chosen])
        becomes = stat.becomes.type if stat.becomes is not None else None
        if not gained and not stat.gain_keywords and becomes is None and not retyped(stat):
            continue
        for view in [_own(views, v.card.oid, mine) for v in mod.candidates(views) if mod.fits(state, v)]:
            view.traits = view.traits.union(gained)  # sets of views are replaced, never changed (views.View)
            view.keywords = view.keywords.union(stat.gain_keywords)
            if becomes is not None and stat.becomes.also:
                view.also = view.also | {becomes}  # 300.1b: a type gained, the card keeping its own
            elif becomes is not None:
                view.type = becomes  # 300.1a: the new type in place of the old
            if stat.damage_type is not None:  # 205.1c: it loses every other damage type
                view.damage_types = damage_types_of(stat.damage_type)
            view.damage_types = tuple(dict.fromkeys(view.damage_types + tuple(stat.gain_damage_types)))
            view.sources.append(source.name)
    for mod in [m for m in mods if m.stat.cant_have_keywords]:  # 103.2: "can't have" wins over any gain
        for view in [_own(views, v.card.oid, mine) for v in mod.candidates(views) if mod.fits(state, v)]:
            view.keywords = view.keywords.difference(mod.stat.cant_have_keywords)
            view.sources.append(mod.source.name)
    numeric = [m for m in mods if m.changes() or m.sets()]
    identity = dict(views) if numeric else {}  # read by numbers only; a view is copied as a number changes it
    for mod in numeric:
        mod.affected = mod.affected_in(state, identity)
    counts: dict = {}
    for mod in dependency.order(state, numeric, identity):  # numbers: 718.1, 719.2
        apply_numbers(state, mod, views, identity, counts)
    for wielder, weapon in strikes(state, views):  # the strike modifier, from the weapon's current ATK: 303.2b
        wv = views[weapon.oid] if weapon.oid in views else outside_play(weapon)
        wielded = _own(views, wielder.oid, mine)
        wielded.atk += wv.atk
        if "Long-Range" in wv.keywords:  # 303.2b: and Long-Range, if the weapon has it
            wielded.keywords = wielded.keywords | {"Long-Range"}
    for mod in [m for m in mods if m.stat.stats_are_cost]:  # 103.2: no gain or loss of ATK or health wins over all
        for view in [_own(views, v.card.oid, mine) for v in mod.candidates(views) if mod.fits(state, v)]:
            view.atk = view.health = card_parts.printed_cost(view.card.definition)
            view.valued = view.valued | {"atk", "health"}
            view.sources.append(mod.source.name)
    for oid in [oid for oid, v in views.items() if v.atk < 0 or v.health < 0 or v.defense < 0]:
        view = _own(views, oid, mine)  # 104.2: a negative value counts as zero
        view.atk, view.health, view.defense = max(0, view.atk), max(0, view.health), max(0, view.defense)
    return views


def _own(views: dict[int, View], oid: int, mine: set[int]) -> View:
    """The card's view in ``views``, this computation's own: the shared printed view (printed_in_play)
    is copied, with lists of its own, the first time the computation is about to change it (a view
    an earlier step copied, ``apply_numbers`` included, is copied again: harmless, the same values)."""
    if oid in mine:
        return views[oid]
    mine.add(oid)
    views[oid] = _copied(views[oid], sources=list(views[oid].sources), dependent=list(views[oid].dependent))
    return views[oid]


def strikes(state: State, views: dict[int, View]) -> list[tuple[Card, Card]]:
    """The wielders in combat, among the views, each with a weapon still associated with it (303.2a):
    a read of the strike (board_key.STRIKE), not of the rest of the combat (its step, its protector…)."""
    read("strike")
    combat = state.combat
    if combat is None or not (combat.weapons or combat.defender_weapons):
        return []
    return [(wielder, weapon) for wielder in (combat.attacker, combat.defender) if wielder.oid in views
            for weapon in combat.associated(state, wielder)]


def outside_play(card: Card) -> View:
    """A card outside play as printed, a read of the cards outside play (board_key.SELDOM_READ)."""
    read("elsewhere")
    return printed(card)


def _identity_copy(view: View) -> View:
    """A view before any number changes it (719.2), as a copy with lists of its own, the
    original staying what the card is (``dataclasses.replace`` without its cost: no field is
    checked or computed)."""
    copied = object.__new__(View)
    copied.__dict__ = {**view.__dict__, "sources": list(view.sources), "dependent": []}  # its sets are replaced, not changed
    return copied


def retyped(stat: Stat) -> bool:
    """Does the modifier change damage types (205.1, 205.1c)?"""
    return stat.damage_type is not None or bool(stat.gain_damage_types)


def damage_types_of(value) -> tuple[str, ...]:
    return (value,) if isinstance(value, str) else tuple(value)


def apply_numbers(state: State, mod: Continuous, views: dict[int, View], identity: dict[int, View],
                  counts: dict | None = None) -> None:
    """Set or change ATK and health on the cards the modifier affects. A count of cards reads what
    the cards are; a total of values reads them as they stand now (after the modifiers it
    depends on, 719.2). 719.1: raising or lowering a value needs a card that has one."""
    stat, becomes = mod.stat, mod.stat.becomes
    for name in STATS:
        value = getattr(stat, name)
        change = None
        if value is not None:
            read = views if isinstance(value, Total) else identity
            change = counted(state, value, read, mod, counts) if isinstance(value, Count) and counts is not None \
                else amount(state, value, read, mod.controller, mod.source, mod.targets)
        setting = becomes is not None and getattr(becomes, name, None) is not None
        for oid in sorted(mod.affected) if setting or change is not None else ():
            view = views[oid]
            if view is identity.get(oid):  # what the card is stays as it was for the counts (719.2)
                view = views[oid] = _identity_copy(view)
            if setting:
                setattr(view, name, getattr(becomes, name))
                view.valued = view.valued | {name}
            if change is not None and name in view.valued:
                setattr(view, name, getattr(view, name) + change)
                if getattr(view, name) < 0:
                    view.negative = view.negative | {name}
            if mod.after and (change is not None):
                view.dependent.append(mod)


def counted(state: State, value: Count, read: dict[int, View], mod: Continuous, counts: dict) -> int:
    """A count of cards ("+1 health for each other ally named X"), read once for all the modifiers
    that share its selector and controller: N copies of a counting card cost N, not N x N. Only a
    selector that doesn't depend on the card with the power is shared; "other" is then taken off."""
    sel = value.count
    if sel.this or sel.host or sel.target or sel.event or sel.controller_of or sel.named_as or sel.moved_by_this \
            or sel.paid or sel.in_host_party or sel.host_player or hosted_by_source(sel):
        return amount(state, value, read, mod.controller, mod.source, mod.targets)
    key = (id(sel), mod.controller, id(read))
    if key not in counts:
        counts[key] = {c.oid for c in select(state, sel, read, mod.controller, None)}
    picked = counts[key]
    return value.of(len(picked) - (1 if sel.other and mod.source.oid in picked else 0))


def hosted_by_source(sel) -> bool:
    """enc-if: 'each attachment attached to him': a count of cards attached to the card with the power (400.1),
    read for that card, not shared; enc-if3: or to its host ('each ability attached to it', an attachment's, 400.4)."""
    return sel.attached_to is not None and bool(sel.attached_to.this or sel.attached_to.host)


def counted_cards(state: State, value: Count, views: dict[int, View], card: Card, counts: dict) -> list[Card]:
    """The cards a power's count picks, from the same shared reading as ``counted`` (so that
    saying what was counted costs no second selection)."""
    sel = value.count
    if sel.this or sel.host or sel.target or sel.event or sel.controller_of or sel.named_as or sel.moved_by_this \
            or sel.in_host_party or sel.host_player or hosted_by_source(sel):
        return select(state, sel, views, card.controller, card)
    # a Stat made without validation: ``counted`` reads only the modifier's controller and source here
    counted(state, value, views, Continuous(Stat.model_construct(affects=sel), card, card.controller, 0), counts)
    picked = counts[(id(sel), card.controller, id(views))]
    return [state.cards[oid] for oid in sorted(picked) if not (sel.other and oid == card.oid)]


def explain_powers(game, views: dict[int, View]) -> None:
    """Say what the cards' own continuous powers do to characteristics as the replay ends (704.1a:
    an indefinite power's modifier; 714.2: read from the state as it is now), with the rules that
    decide what each one affects and counts: self-reference (200.1), "named" (200.2), tags (202.1),
    "[class] cards" and "[class icon] cards" (206.1a), factions (206.1b), powers a card has only
    while its hero has a trait (206.1c)."""
    state = game.state
    lost = lost_powers(state)
    counts: dict = {}  # N counting cards: each count read once (``counted``)
    for card in sorted(state.in_play(), key=lambda c: c.timestamp):
        if card.oid in lost or blank(card):
            continue
        for stat in [p.continuous for p in side_powers(card) if p.continuous]:
            if not (stat.atk is not None or stat.health is not None or stat.defense is not None or stat.gain_traits or stat.gain_keywords
                    or retyped(stat) or stat.cant_have_keywords or stat.stats_are_cost):
                continue
            if stat.only_while is not None and not any(
                    matches(state, stat.only_while, printed(c), card.controller, card) for c in state.in_play()):
                game.trace.add(f"{card} does not have its power ({changes_of(state, stat, card, views, True, counts)}): "
                               f"it has that power only while {card.controller}'s hero fits what the power names, "
                               "and it does not.",
                               "206.1c", *(["206.1b"] if stat.only_while.faction is not None else []), power=card.name)
                continue
            if not while_holds(state, stat, card, printed_in_play(state)):
                game.trace.add(f"{card}'s power ({changes_of(state, stat, card, views, True, counts)}) has no effect "
                               "now: its 'while' condition about the game is not true.", "714.3a",
                               *(["703.4"] if stat.while_happened is not None else []), power=card.name)  # enc-if
                continue
            mod = Continuous(stat, card, card.controller, card.timestamp)
            hit = [v.card for v in sorted(mod.candidates(views), key=lambda v: v.card.timestamp) if mod.fits(state, v)
                   and (stat.gain_traits or any(k in v.keywords for k in stat.gain_keywords) or retyped(stat)
                        or stat.cant_have_keywords or stat.stats_are_cost
                        or any(getattr(stat, n) is not None and n in v.valued for n in STATS))]  # 719.1
            if not hit:
                continue
            kept = (f"; {'it keeps' if len(hit) == 1 else 'they keep'} every tag and type {'it' if len(hit) == 1 else 'they'}"
                    " had" if stat.gain_traits else "")
            counts_of = [counted_cards(state, v, views, card, counts) for v in (stat.atk, stat.health, stat.defense)
                         if isinstance(v, Count)]
            seen = [c for cards in counts_of for c in cards]
            counting = f" (it counts {', '.join(dict.fromkeys(map(str, seen))) or 'no card'})" if counts_of else ""
            held = card.controller != card.owner  # 712.6: the power's modifier is its controller's, not its owner's
            game.trace.add(f"{card}'s power {changes_of(state, stat, card, views, counts=counts)} "
                           f"{', '.join(map(str, hit))}{counting}, read from the game as it is now{kept}" +
                           (f"; its modifier is controlled by {card.controller}, who controls {card} now, so \"you\" "
                            f"in it is {card.controller}" if held else "") + ".",
                           "704.1a", "714.2", *reading_rules(stat, hit, seen), *(["712.6"] if held else []),
                           power=card.name)


def reading_rules(stat: Stat, hit: list[Card], counted: list[Card]) -> list[str]:
    """The rules that decide which cards a power affects (``hit``) and counts (card_parts), and how
    it changes them: a tag it gives takes none away and leaves the card's type (202.3)."""
    rules = card_parts.reading_rules(stat.affects, [c.definition for c in hit])
    for value in (stat.atk, stat.health, stat.defense):
        if isinstance(value, Count):
            rules += card_parts.reading_rules(value.count, [c.definition for c in counted])
    if stat.gain_traits and stat.becomes is None:
        rules.append("202.3")
    if stat.damage_type is not None:
        rules.append("205.1c")
    if stat.gain_damage_types:
        rules.append("205.1")
    if stat.only_while is not None:
        rules += ["206.1c", *(["206.1b"] if stat.only_while.faction is not None else [])]
    if reads_others(stat):
        rules.append("714.3a")
    rules += ["401.1"] * (stat.while_more_cards is not None) + ["405.1"] * (stat.while_more_damage is not None)  # enc-cond
    rules += ["703.4"] * (stat.while_happened is not None)  # enc-if: this turn's events, as they were then
    if stat.cant_have_keywords or stat.stats_are_cost:
        rules.append("103.2")
    if stat.stats_are_cost:
        rules.append("201.1")
    return list(dict.fromkeys(rules))


def changes_of(state: State, stat: Stat, card: Card, views: dict[int, View], bare: bool = False,
               counts: dict | None = None) -> str:
    """What a stat power does, as a phrase: "gives +2 ATK and Elusive to" (bare: "+2 ATK and Elusive");
    an amount read from other cards' values (719.2) is not given as a number."""
    gives, totals = [], []
    for name, word in (("atk", "ATK"), ("health", "health"), ("defense", "DEF")):
        value = getattr(stat, name)
        if isinstance(value, Total):
            totals.append(word)
        elif value is not None:
            n = counted(state, value, views, Continuous(stat, card, card.controller, 0), counts) \
                if isinstance(value, Count) and counts is not None else amount(state, value, views, card.controller, card)
            gives.append(f"{'+' if n >= 0 else ''}{n} {word}")
    gives += [f"the {t} trait" for t in stat.gain_traits] + list(stat.gain_keywords)
    gives += [f"the {t} damage type" for t in stat.gain_damage_types]
    if stat.damage_type is not None:
        gives.append(f"the {' and '.join(damage_types_of(stat.damage_type))} damage type in place of every other")
    if stat.stats_are_cost:
        gives.append("ATK and health fixed at their cost (nothing else raises or lowers them)")
    takes = [f"the loss of {' and '.join(stat.cant_have_keywords)}, which they can't have"] if stat.cant_have_keywords else []
    if bare:
        return " and ".join(gives + takes + [f"a change of {' and '.join(totals)}"] * bool(totals))
    phrases = ([f"gives {' and '.join(gives)} to"] if gives else []) + \
        ([f"removes {' and '.join(stat.cant_have_keywords)}, which they can't have, from"] if takes else []) + \
        ([f"changes the {' and '.join(totals)} of"] if totals else [])
    return " and ".join(phrases)


def explain_dependencies(game) -> None:
    """Say which cards the lasting modifiers made by links affect now (714.3e, 714.3a), and where a
    modifier applies out of timestamp order because it depends on another (719.1, 719.2): the
    values the replay ends with come from these."""
    state = game.state
    views = compute_views(state)
    explain_powers(game, views)
    for mod in [m for m in continuous_modifiers(state) if m.by_link]:
        now = [views[oid] for oid in views if mod.fits(state, views[oid])]
        what = ", ".join(f"{v.card}" + (f" ({v.atk} ATK, {v.health} health)" if v.is_character else "")
                         for v in now) or "no card"
        cond = " (with its 'while' condition)" if mod.stat.while_ is not None else ""
        alone = state.cards.get(mod.source.oid) is not mod.source or mod.source.zone not in ("play", "chain")
        game.trace.add(f"{mod.source}'s continuous modifier is still lasting"
                       f"{', though its source has left its zone: once made, a definite modifier exists apart from its source' if alone else ''}"
                       f"; checked now{cond}, it affects {what}.", "714.3e", *(["714.3a"] if cond else []),
                       *(["714.1", "714.3d"] if alone else []), power=mod.source.name)
    say_setters(game, views)
    for view in views.values():
        for mod in dict.fromkeys(view.dependent):
            if mod.interdependent:
                say_interdependent(game, mod, view)
                continue
            grouped: dict[tuple, list] = {}
            for other, why in zip(mod.after, mod.why):
                grouped.setdefault((other.source.oid, why), []).append(other)
            for (_, why), others in grouped.items():
                if len(others) > 1:
                    why = why.replace("which gives", "which give").replace("which changes", "which change")
                older = " even where it is the older one" if any(mod.timestamp < o.timestamp for o in others) else ""
                what = f"the modifier of {others[0].source}" if len(others) == 1 else \
                    f"each of the {len(others)} modifiers of {others[0].source}"
                dipped = sorted(n for n in view.negative if getattr(view, n) > 0)
                below = (f" On the way its {' and '.join('ATK' if n == 'atk' else n for n in dipped)} went below 0; "
                         "a negative value that something is added to is not treated as 0." if dipped else "")
                game.trace.add(f"{mod.source}'s modifier depends on {what}, {why}; so it applies after "
                               f"{'it' if len(others) == 1 else 'them'}{older}, not in timestamp order.{below} "
                               f"{view.card} has {view.atk} ATK and {view.health} health.", "719.1", "719.2",
                               "718.1", *(["104.2"] if dipped else []), power=mod.source.name)


def say_setters(game, views: dict[int, View]) -> None:
    """718.1: where several modifiers set one card's ATK and health, they apply in timestamp order
    and the last decides: a card's power has the card's timestamp (718.2f, 718.2a), a modifier made
    as a card entered play the moment it entered (718.2e), one a link made the moment it resolved
    (718.2d)."""
    state = game.state
    setters = [m for m in continuous_modifiers(state) if m.sets()]
    if len(setters) < 2:
        return
    for view in views.values():
        on = sorted((m for m in setters if m.fits(state, view)), key=lambda m: m.timestamp)
        if len(on) < 2:
            continue
        stamps = [stamp_of(m) for m in on]
        game.trace.add(f"{len(on)} modifiers set the values of {view.card}; they apply in timestamp order: "
                       + ", then ".join(f"{m.source}'s ({why})" for m, (why, _) in zip(on, stamps)) +
                       f". The last one decides: {view.card} has {view.atk} ATK and {view.health} health.",
                       "718.1", *dict.fromkeys(rule for _, rule in stamps), power=on[-1].source.name)


def stamp_of(mod: Continuous) -> tuple[str, str]:
    """What a continuous modifier's timestamp is, and the rule that says so (718.2)."""
    made = mod.modifier
    if made is None:
        return "its card's timestamp, the moment the card entered play", "718.2f"
    if getattr(made, "stamped_by", "link") == "event":
        return "the moment the card it affects entered play", "718.2e"
    if getattr(made, "stamped_by", "link") == "counter":
        return "the moment its counter was put on the card", "718.2g"
    return "the moment the link that made it resolved", "718.2d"


def say_interdependent(game, mod: Continuous, view: View) -> None:
    """719.3: modifiers that each depend on the other apply after every other modifier, in timestamp
    order among themselves; a card's power has the card's timestamp, the moment it entered play
    (718.2f, 718.2a)."""
    others = [o for o in dict.fromkeys(mod.after) if o.interdependent]
    older = [o for o in others if o.timestamp < mod.timestamp]
    order = (f"after {' and '.join(f'the modifier of {o.source}' for o in older)}, whose card entered play earlier"
             if older else "first of them, its card having entered play first")
    game.trace.add(f"{mod.source}'s modifier and {' and '.join(f'that of {o.source}' for o in others)} each depend on "
                   f"the other: they are interdependent, so they apply after every other modifier, in timestamp order "
                   f"among themselves, and this one comes {order}. {view.card} has {view.atk} ATK and {view.health} "
                   "health.", "719.3", "719.1", "718.2f", "718.2a", power=mod.source.name)


def max_hand_size(state: State, player: str) -> int:
    """415.4b: seven, changed by modifiers on the player's hero ("the attached hero's controller's
    maximum hand size is increased by three")."""
    hero = state.hero(player)
    views = compute_views(state)
    if hero is None or hero.oid not in views:
        return 7
    return max(0, 7 + sum(m.stat.max_hand_size for m in continuous_modifiers(state)
                          if m.stat.max_hand_size and m.fits(state, views[hero.oid])))


def resources_each_turn(state: State, player: str) -> int:
    """412.1: one resource placed a turn, and more by modifiers on the player's hero ("you can place an additional
    resource on each of your turns", 103.1)."""
    hero = state.hero(player)
    views = compute_views(state)
    if hero is None or hero.oid not in views:
        return 1
    return 1 + sum(m.stat.extra_resources for m in continuous_modifiers(state)
                   if m.stat.extra_resources and m.fits(state, views[hero.oid]))


selectors.current_views = compute_views  # a selector reading another card as it is now (300.1c)
