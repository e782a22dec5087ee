"""Cost changes (707.1e): continuous modifiers that raise or lower a play cost, a strike cost, a
quest's completion cost, or add a cost to attacking (600.3). Additions come first, then
reductions; each reduction's own limit ("to a minimum of (1)") applies to it alone; the total is
never below 0 (403.2). Reading a cost changes nothing, so the checks that refuse an action and
those that list legal actions can share it; ``use`` then spends "the next time" modifiers."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..cards.model import reads_current_atk
from .characteristics import compute_views, continuous_modifiers, printed, printed_in_play, reads_others, while_holds
from .dependency import Continuous
from .selectors import amount, choice_marks, matches

if TYPE_CHECKING:
    from .context import Context
    from .state import Card, State

FIELDS = {"play": "play_cost", "strike": "strike_cost", "complete": "completion_cost", "attack": "attack_cost",
          "exhaust": "exhaust_cost", "power": "power_cost"}  # enc-reward11: a payment power's cost (701.1)
NAMES = {"play": "cost", "strike": "strike cost", "complete": "completion cost", "attack": "cost to attack",
         "exhaust": "cost to exhaust", "power": "cost of the payment power"}


@dataclass
class Cost:
    """A cost worked out: the printed part, the changes that apply, and the total."""

    what: str
    base: int
    changes: list[tuple[Continuous, int]]
    total: int


def work_out(state: State, what: str, card: Card, base: int, against: Card | None = None,
             chosen: dict[str, str] | None = None) -> Cost:
    """The cost of ``what`` (play, strike, complete, attack) for ``card``, with every modifier that
    changes it now; ``chosen``: what its player chose as it is being played (707.1a), which its own
    cost powers may read (Rift) before the card, still in the hand, keeps it."""
    field = FIELDS[what]
    views = compute_views(state)
    view = views.get(card.oid) or printed(card)  # a card being played is read as it is in the hand
    own = own_cost_powers(state, card, field, chosen or {})
    found = [(m, change(state, m, field, views)) for m in own + continuous_modifiers(state)
             if getattr(m.stat, field) and m.fits(state, view) and aimed_at(state, m, against, views)
             and holds_now(state, m, views)]
    found = [(m, n) for m, n in found if n]  # "(1) less for each …" with none counted changes nothing
    found.sort(key=lambda pair: pair[0].timestamp)  # 718.1: in timestamp order
    total = base + sum(n for _, n in found if n > 0)
    for mod, n in [(m, n) for m, n in found if n < 0]:
        floor = min(total, mod.stat.minimum) if mod.stat.minimum is not None else 0
        total = max(total + n, floor)
    return Cost(what, base, found, max(0, total))


def change(state: State, mod: Continuous, field: str, views) -> int:
    """The change a modifier makes to a cost: a number, or "(1) less for each …", counted from the
    modifier's controller's point of view as the cost is worked out (707.1e)."""
    value = getattr(mod.stat, field)
    return value if isinstance(value, int) else amount(state, value, views, mod.controller, mod.source, mod.targets)


def own_cost_powers(state: State, card: Card, field: str, chosen: dict[str, str]) -> list[Continuous]:
    """A card outside play whose own power changes its cost ("this ability costs (2) less to play"):
    that power works where the card is (712.4), with the card's timestamp there, the moment it
    entered that zone (718.2c); one with a 'while' about the game ("… if you control a pet") only
    while it holds as the cost is worked out (714.3a), read for the card's owner."""
    if card.zone == "play":
        return []
    powers = [p.continuous for p in card.definition.powers
              if p.continuous is not None and p.continuous.affects.this and getattr(p.continuous, field)]
    views = printed_in_play(state) if any(reads_others(stat) for stat in powers) else []
    return [Continuous(stat, card, card.owner, card.timestamp, choice_marks(card, chosen)) for stat in powers
            if reads_current_atk([stat.while_exists, stat.while_none])  # judged by holds_now
            or while_holds(state, stat, card, views, you=card.owner)]


def holds_now(state: State, mod: Continuous, views) -> bool:
    """r2-punisher: a cost power's 'while' on a card's current ATK ('while you control an ally with 6
    or more ATK', 205.1), judged on the cards as they are now, once every ATK change has applied: a
    cost changes no ATK, so nothing it reads depends on it (719.1, 719.2; 714.2, 714.3a). Any other
    'while' was judged with the power (characteristics.conditions_hold)."""
    stat = mod.stat
    if not reads_current_atk([stat.while_exists, stat.while_none]):
        return True
    return while_holds(state, stat, mod.source, list(views.values()), you=mod.controller)


def aimed_at(state: State, mod: Continuous, defender: Card | None, views) -> bool:
    """A cost to attack that applies only against some defenders ("heroes or allies in your party")."""
    if mod.stat.against is None:
        return True
    view = views.get(defender.oid) if defender is not None else None
    return view is not None and matches(state, mod.stat.against, view, mod.controller, mod.source, mod.targets)


def say(game: Context, card: Card, cost: Cost, *rules: str) -> None:
    """Explain where a changed cost comes from (707.1e)."""
    if not cost.changes:
        return
    parts = ", ".join(f"{'+' if n > 0 else '−'}({abs(n)}) from {m.source}'s modifier"
                      + (f" (to a minimum of ({m.stat.minimum}))" if n < 0 and m.stat.minimum is not None else "")
                      for m, n in cost.changes)
    floor = cost.base + sum(n for _, n in cost.changes) < 0
    elsewhere = card.zone != "play" and cost.what == "play"  # 712.4: a cost to play can be changed only on a card not
    # yet in play (enc-reward11: a payment power's cost is no cost to play)
    own = any(m.source is card for m, _ in cost.changes)
    ordered = own and len(cost.changes) > 1 and any(m.stat.minimum is not None for m, _ in cost.changes)
    now = [m for m, _ in cost.changes if reads_current_atk([m.stat.while_exists, m.stat.while_none])]
    game.trace.add(f"The {NAMES[cost.what]} of {card} is ({cost.base}); with {parts} it is ({cost.total})" +
                   (f". {card} is in its owner's {card.zone}, not in play, but changing the cost to play a card can "
                    "be done only to a card outside play, so the modifier affects it there" if elsewhere else "") +
                   (f". {card}'s own power works there too, with the card's timestamp in the {card.zone}, the moment it "
                    f"entered it; the changes apply in timestamp order, which matters with a minimum"
                    if ordered else "") +
                   "".join(f". {m.source}'s 'while' reads ATK as it is now, after every change to ATK: a cost "
                           "changes no ATK, so it applies last" for m in now) + ".",
                   "707.1e", *rules, *(["714.3a"] if any(m.stat.while_exists or m.stat.while_none for m, _ in cost.changes) else []),
                   *(["714.3a", "703.4"] if any(m.stat.while_happened is not None for m, _ in cost.changes) else []),  # enc-if
                   *(["205.1", "719.1", "719.2", "714.2"] if now else []),
                   *(["403.2"] if floor else []), *(["712.4"] if elsewhere else []),
                   *(["718.2c", "718.1"] if ordered else []))


def use(game: Context, cost: Cost) -> None:
    """A modifier that changes only "the next" cost ends once it has changed one (its uses)."""
    for mod, _ in cost.changes:
        made = mod.modifier
        if made is not None and made.uses_left:
            made.uses_left -= 1
            if not made.uses_left:
                game.trace.add(f"{mod.source}'s modifier has changed the cost it was made for and ends.", "707.1e",
                               "714.3", power=mod.source.name)
