"""enc-cond: a standing power's 'while' that compares cards in play (714.3a): "while an opposing hero has
more damage on it than your hero" (405.1), "while an opponent controls more allies than you" (401.1), read
for the power's controller on the cards in play as printed, as the other 'while' conditions are."""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Iterator

from .board_key import read
from .selectors import matches

if TYPE_CHECKING:
    from ..cards.model import MoreCards, MoreDamage, Stat
    from .state import Card, State
    from .views import View


def compared_holds(state: State, stat: Stat, card: Card, views: list[View], you: str) -> bool:
    """Whether each comparison the power's 'while' makes holds now (none: True)."""
    if stat.while_more_cards is not None and not outnumbers(state, stat.while_more_cards, card, views, you):
        return False
    return stat.while_more_damage is None or more_damaged(state, stat.while_more_damage, card, views, you)


def fitting(state: State, sel, card: Card, views: list[View], you: str) -> list[View]:
    return [v for v in views if matches(state, sel, v, you, card)]


def outnumbers(state: State, more: MoreCards, card: Card, views: list[View], you: str) -> bool:
    """More cards fit ``of`` than ``than``; with ``per_opponent``, that side counted for one opponent at a
    time, the cards that opponent controls (401.1), enough for any one of them (``each_opponent``: every one)."""
    of, than = fitting(state, more.of, card, views, you), fitting(state, more.than, card, views, you)
    if more.per_opponent is None:
        return len(of) > len(than)
    counted = [a > b for _, a, b in per_opponent(state, you, more.per_opponent, of, than, lambda v: v.card.controller)]
    return (all(counted) and bool(counted)) if more.each_opponent else any(counted)  # enc-turn11: 'each opponent'


def per_opponent(state: State, you: str, side: str, of: list, than: list,
                 whose: Callable) -> Iterator[tuple[str, int, int]]:
    """For each opponent of ``you`` still in the game, the two counts, the ``side`` one ('of' or 'than') cut to
    that opponent's cards (``whose``: the player a card is counted for, 401.1)."""
    for opponent in (p.name for p in state.players if not p.lost and not state.friendly(you, p.name)):
        mine = sum(1 for x in (of if side == "of" else than) if whose(x) == opponent)
        yield (opponent, mine, len(than)) if side == "of" else (opponent, len(of), mine)


def more_damaged(state: State, more: MoreDamage, card: Card, views: list[View], you: str) -> bool:
    """Some card that fits ``of`` has more damage on it than the most any card that fits ``than`` has (405.1); with
    ``than_any``, than the least (more than some one of them)."""
    read("damage")  # board_key.SELDOM_READ
    most = (min if more.than_any else max)((v.damage for v in fitting(state, more.than, card, views, you)), default=0)
    return any(v.damage > most for v in fitting(state, more.of, card, views, you))
