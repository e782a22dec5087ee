"""Amounts read as a link resolves (709.2d): X, "that much", counts and totals, and those that need a
choice or a comparison (709.2b): the value of one card the link's controller picks ("the ATK of
one of your Melee weapons")."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards.model import AtkOf, CostOf, Count, DestroyedToPay, Multiplied, Picked, Total
from .card_parts import printed_cost
from .decisions import Decision, card_option
from .selectors import AMONG, amount, kinds_among, read_total, select

if TYPE_CHECKING:
    from .characteristics import View
    from .context import Context
    from .state import Link

PICKED = "picked:amount"  # the link remembers the card it read, so every packet reads the same card


def say_groups(game: "Context", link: "Link", value, views: dict[int, "View"], n: int) -> None:
    """709.2d: "one for each five …" is read as the link resolves, in whole groups; the rest counts
    for nothing."""
    if isinstance(value, Total):
        whole = read_total(game.state, value, views, link.controller, link.source, link.targets)
        what = f"{stat_word(value.total)} of {whole}"
    else:
        whole = len(select(game.state, value.count, views, link.controller, link.source, link.targets))
        what = f"count of {whole} card{'s' if whole != 1 else ''}"
    game.trace.add(f"{link.source}'s amount is read as it resolves: a {what} holds {whole // value.per} whole "
                   f"group{'s' if whole // value.per != 1 else ''} of {value.per}, and the rest counts for nothing, "
                   f"so the amount is {n}.", "709.2d")


def stat_word(stat: str) -> str:
    return "ATK" if stat == "atk" else "DEF" if stat == "defense" else stat


def read(view: "View", stat: str) -> int:
    """A card's current ATK or health, or its printed cost (403.5a)."""
    return printed_cost(view.card.definition) if stat == "cost" else getattr(view, stat)


def value_of(card, value: Picked, views: dict[int, "View"]) -> int:
    """The picked card's stat as it is now, plus the card's own addition; never below 0."""
    view = views.get(card.oid)
    return max(0, (read(view, value.picked) if view is not None else 0) + value.plus)


def picked(game: "Context", link: "Link", value: Picked, views: dict[int, "View"]) -> int:
    """709.2b: the link's controller picks the card as the link resolves, once; 709.2d: its value
    is read then (and locked in). With no card that fits, only the plus is left."""
    card = link.targets.get(PICKED)
    if card is None:
        fitting = sorted(select(game.state, value.of, views, link.controller, link.source, link.targets),
                         key=lambda c: c.timestamp)
        if not fitting:
            game.trace.add(f"No card fits for {link.source}'s amount, so it reads no {stat_word(value.picked)}: "
                           f"the amount is {value.plus}.", "709.2b", "709.2d")
            return max(0, value.plus)
        pick = game.decide(Decision(link.controller, "amount-card", "709.2b",
                                    f"the card whose {stat_word(value.picked)} {link.source}'s amount reads",
                                    [card_option(c) for c in fitting]))
        card = link.targets[PICKED] = next(c for c in fitting if str(c.oid) == pick.key)
        n = value_of(card, value, views)
        game.trace.add(f"{link.controller} picks {card} as {link.source} resolves: its {stat_word(value.picked)} is "
                       f"{n - value.plus}{f', plus {value.plus}' if value.plus else ''}, so the amount is {n}"
                       f"{'' if len(fitting) > 1 else ' (no other card fits)'}.", "709.2b", "709.2d")
        return n
    return value_of(card, value, views)  # the same card for every packet of the link


def words_for(value: str) -> str:
    return {"that-much": "that much", "dealt-this-way": "the damage dealt this way", "that-many": "that many"}.get(
        value, value)


def link_amount(game: Context, link: Link, value, views: dict[int, View]) -> int:
    """An amount read as the link resolves (709.2d)."""
    if value == "X":
        return link.x or 0
    if value == "that-much":
        return link.event_amount or 0
    if value == "dealt-this-way":  # enc-if (s11): said as it is read
        game.trace.add(f"{link.source}'s amount is the damage its packets have dealt so far, read as it resolves, in "
                       f"whole points: {link.dealt}.", "405.6", "709.2d")
        return link.dealt
    if value == "that-many":
        return link.last_count
    if isinstance(value, Picked):  # 709.2b: a card the controller picks as the link resolves
        return picked(game, link, value, views)
    if isinstance(value, Multiplied):  # "double X", "twice that much"
        n = link_amount(game, link, value.multiply, views)
        game.trace.add(f"{link.source}'s amount is {value.by} times {words_for(value.multiply)}, {n}: "
                       f"{n * value.by}.", "709.2d")
        return n * value.by
    if isinstance(value, DestroyedToPay):  # 707.3: as the destroyed card last was in play
        paid = link.destroyed_to_pay
        n = 0 if paid is None else printed_cost(paid.card.definition) if value.destroyed_to_pay == "cost" \
            else getattr(paid, value.destroyed_to_pay)
        game.trace.add(f"X is the {value.destroyed_to_pay.upper() if value.destroyed_to_pay == 'atk' else value.destroyed_to_pay}"
                       f" of {paid.card if paid else 'the card'} destroyed to pay the cost, as it last was in play: "
                       f"{n}.", "707.3", "709.2d")
        return n
    n = amount(game.state, value, views, link.controller, link.source, link.targets)
    if isinstance(value, CostOf):  # 201.1: the printed cost, wherever the card now is
        card = link.targets.get(value.cost_of)
        game.trace.add(f"{link.source}'s amount is the cost printed on {card or 'its target'}"
                       + (", read though it has left play" if card is not None and card.oid not in game.state.cards
                          else "") + f": {n}.", "201.1", "709.2d")
    if isinstance(value, AtkOf):  # enc-if7: 712.3b: 'that ally' as it last was in play, once it has left
        card = link.targets.get(value.atk_of)
        gone = card is not None and card.oid not in views
        game.trace.add(f"{link.source}'s amount is the ATK of {card or 'its target'}"
                       + (", as it last was in play: it has left play since" if gone else ", as it now is")
                       + f": {n}.", "709.2d", *(["712.3b"] if gone else []))
    if isinstance(value, Count) and value.count.dealt_this_way:  # enc-cost: read as the link resolves
        cards = select(game.state, value.count, views, link.controller, link.source, link.targets)
        game.trace.add(f"{link.source} counts the cards its packets have dealt damage to, read as it resolves: "
                       f"{', '.join(map(str, cards)) or 'none'}; its amount is {n}.", "709.2d")
    if isinstance(value, (Count, Total)) and value.per != 1:  # "for each five …": whole groups only
        say_groups(game, link, value, views, n)
    if isinstance(value, Total) and value.total in AMONG:  # read now, from the cards as they are (709.2d)
        found = kinds_among(views, select(game.state, value.of, views, link.controller, link.source, link.targets),
                            value.total)
        what, rule = (("classes", "206.1a") if value.total == "classes"
                      else (value.total.replace("-", " ").capitalize(), "206.1b"))
        game.trace.add(f"{link.source}'s amount is the number of different {what} among the cards it names, read as "
                       f"it resolves: {n} ({', '.join(found) or 'none'}).", "709.2d", rule)
    if isinstance(value, Total) and value.of.this and value.take is None and value.per == 1:  # "equal to his ATK"
        game.trace.add(f"{link.source}'s amount is its own {stat_word(value.total)}, read as it resolves: {n}.", "709.2d")
    if isinstance(value, Total) and value.take is not None and value.per == 1:  # "the highest cost among …" (709.2d)
        game.trace.add(f"{link.source}'s amount is the {value.take} {stat_word(value.total)} among the cards it names, "
                       f"read as it resolves: {n}.", "709.2d")
    if isinstance(value, Total) and value.plus and value.take is None and value.per == 1:  # enc-deal4: "1 plus the
        game.trace.add(f"{link.source}'s amount is {value.plus} plus the total {stat_word(value.total)} of the cards it "
                       f"names, read as it resolves: {n}.", "709.2d")  # combined ATK of your Daggers"
    if isinstance(value, Total) and value.of.paid is not None:  # "that ally's ATK": read now (709.2d)
        cards = select(game.state, value.of, views, link.controller, link.source, link.targets)
        game.trace.add(f"The {'ATK' if value.total == 'atk' else value.total} of {', '.join(map(str, cards)) or 'no card'}"
                       f", the card {value.of.paid} to pay the cost, is read as the link resolves: {n}.", "709.2d")
    return n
