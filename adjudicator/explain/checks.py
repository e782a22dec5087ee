"""A scenario's expectations in plain words, for readers of its page ("Bob loses.", "Fire Blast
is in Alice's graveyard.", "Alice names 2,000,000 repetitions.") rather than in YAML.

Cards are named by name, never by their scenario ids: where two cards of the game share a
name, by their owner's ("Alice's Ironforge Guards"), and where one player has several, by their
order in the setup ("Bob's second Ironforge Guards").
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterable

from ..formats.scenario import CardExpect, Expect, PacketExpect, PlayerExpect, Scenario
from ..replay import Replay

ORDINALS = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"]
ZONE_WORDS = {"play": "in play", "chain": "on the chain", "removed": "removed from the game",
              "gone": "gone from the game (a token that left play)"}


#: A check: a sentence, or a sentence with sentences under it (the packets, in order).
Check = str | tuple[str, list[str]]


@dataclass
class CheckGroup:
    """The checks made at one moment: part-way (``when`` says after which action) or at the end."""

    when: str
    sentences: list[Check]


def check_groups(run: Replay) -> list[CheckGroup]:
    """Every checkpoint's expectations, then the final ones, as sentences."""
    names = Names(run)
    s = run.scenario
    groups = [CheckGroup(moment(s, point, names), sentences(point.expect, names, s)) for point in s.checkpoints]
    groups.append(CheckGroup("At the end" if s.checkpoints else "", sentences(s.expect, names, s)))
    return groups


class Names:
    """Card ids → how the steps name them; ids no longer in the game fall back to the setup."""

    def __init__(self, run: Replay):
        self.state = run.game.state
        self.setup = {}
        for p in run.scenario.setup.players:
            for cs in [p.hero, *p.play, *p.hand, *p.deck, *p.graveyard, *getattr(p, "resource_row", [])]:
                if cs is not None and cs.id:
                    self.setup[cs.id] = cs.card or cs.token_from

    def card(self, label: str) -> str:
        """The card's name; where another card shares it, its owner's ("Alice's Ironforge
        Guards"), and where one player has several, which of them in setup order ("Bob's second
        Ironforge Guards")."""
        card = self.state.by_label(label)
        if card is None:
            return self.setup.get(label) or label
        if card.unnamed or not card.shares_name:
            return str(card)
        mates = [c.label for c in self.state.cards.values()
                 if not c.unnamed and c.name == card.name and c.owner == card.owner]
        if len(mates) == 1:
            return f"{card.owner}'s {card.name}"
        order = sorted(mates, key=lambda m: list(self.setup).index(m) if m in self.setup else len(self.setup))
        return f"{card.owner}'s {ordinal(order.index(label))} {card.name}"

    def owner(self, label: str) -> str | None:
        card = self.state.by_label(label)
        return card.owner if card is not None else None

    def hero(self, player: str) -> str | None:
        """The label of the player's hero card (in play or not)."""
        return next((c.label for c in self.state.cards.values()
                     if c.owner == player and c.definition.type == "hero"), None)

    def cards(self, labels: Iterable[str]) -> str:
        return and_list([self.card(label) for label in labels])


def sentences(expect: Expect, names: Names, scenario: Scenario) -> list[Check]:
    out: list[Check] = []
    if expect.winners is not None:
        out.append(f"{and_list(expect.winners)} {'wins' if len(expect.winners) == 1 else 'win'}."
                   if expect.winners else "Nobody wins: the game is a draw.")
    if expect.losers is not None:
        out.append(losers(expect.losers, names, expect.waves))
    if expect.waves is not None:
        out += waves(expect.waves, names)
    for label, want in expect.cards.items():
        out.append(card_sentence(label, want, names))
    for player, want in expect.players.items():
        out.append(player_sentence(player, want))
    if expect.packets is not None:
        out += packets(expect.packets, names)
    if expect.in_play:
        out += [in_play(name, n) for name, n in expect.in_play.items()]
    if expect.chain is not None:
        out.append(f"The chain holds {names.cards(expect.chain)}, bottom first." if expect.chain
                   else "The chain is empty.")
    if expect.loops is not None:
        out += loops(expect.loops, scenario)
    if expect.interrupted is not None:
        several = len(expect.interrupted) > 1
        out.append(f"{names.cards(expect.interrupted)} {'are' if several else 'is'} interrupted"
                   f"{', in that order' if several else ''}." if expect.interrupted else "No link is interrupted.")
    if expect.shuffled is not None:
        decks = [p + "'s" for p in expect.shuffled]
        out.append(("Decks are shuffled: " + ", then ".join(decks) + "." if len(decks) > 1 else
                    f"{decks[0]} deck is shuffled.") if decks else "No deck is shuffled.")
    if expect.modifiers is not None:
        out.append(f"Lasting modifiers are created by {names.cards(expect.modifiers)}"
                   f"{', in that order' if len(expect.modifiers) > 1 else ''}."
                   if expect.modifiers else "No lasting modifier is created.")
    return out


# -- one sentence per kind -------------------------------------------------------------------
def losers(groups: list[list[str]], names: Names, waves: list[list[str]] | None) -> str:
    """"Bob loses in the first wave", when the expected waves destroy the loser's hero."""
    if not groups:
        return "Nobody loses."
    parts = []
    for i, who in enumerate(groups):
        verb = "loses" if len(who) == 1 else "lose"
        when = _wave_of(who, names, waves or [])
        if when is not None:
            verb += f" in the {ordinal(when)} wave"
        elif len(groups) > 1:
            verb += f" {ordinal(i)}" if i else " first"
        if len(who) > 1:
            verb += ", at the same moment"
        parts.append(f"{and_list(who)} {verb}")
    text = "; then ".join(parts) if len(parts) > 1 else parts[0]
    return text + "."


def _wave_of(players: list[str], names: Names, waves: list[list[str]]) -> int | None:
    """The wave that destroys the heroes of all these players, if one does."""
    heroes = {names.hero(p) for p in players}
    found = {i for i, group in enumerate(waves) for label in group if label in heroes}
    return found.pop() if len(found) == 1 and None not in heroes else None


def waves(groups: list[list[str]], names: Names) -> list[str]:
    if not groups:
        return ["No wave of pre-priority checks destroys anything."]
    count = f"{len(groups)} waves" if len(groups) > 1 else "one wave"
    out = [f"The pre-priority checks act in {count}."]
    for i, labels in enumerate(groups):
        out.append(f"The {ordinal(i)} wave destroys {names.cards(labels)}." if labels else
                   f"The {ordinal(i)} wave destroys nothing (its checks act otherwise).")
    return out


def card_sentence(label: str, want: CardExpect, names: Names) -> str:
    said: list[str] = []
    owner = names.owner(label)
    if want.zone:
        if want.zone in ZONE_WORDS:
            said.append(f"is {ZONE_WORDS[want.zone]}")
        else:
            said.append(f"is in {owner + chr(39) + 's' if owner else 'its owner' + chr(39) + 's'} {want.zone}")
    if want.controller:
        said.append(f"is controlled by {want.controller}")
    if want.attached_to:
        said.append(f"is attached to {names.card(want.attached_to)}")
    if want.damage is not None:
        said.append(f"has {want.damage} damage" if want.damage else "has no damage")
    if want.exhausted is not None:
        said.append("is exhausted" if want.exhausted else "is ready")
    if want.face_down is not None:
        said.append("is face down" if want.face_down else "is face up")
    if want.atk is not None:
        said.append(f"has ATK {want.atk}")
    if want.health is not None:
        said.append(f"has {want.health} health")
    if want.traits is not None:
        said.append(f"has the traits {and_list(want.traits)}" if want.traits else "has no traits")
    if want.keywords is not None:
        said.append(f"has {and_list(want.keywords)}" if want.keywords else "has no keywords")
    return f"{names.card(label)} {and_list(said) or 'is as the setup left it'}."


def player_sentence(player: str, want: PlayerExpect) -> str:
    said: list[str] = []
    if want.resources is not None:
        said.append(plural(want.resources, "resource"))
    if want.ready_resources is not None:
        said.append(plural(want.ready_resources, "ready resource"))
    if want.hand is not None:
        said.append(plural(want.hand, "card") + " in hand")
    if want.deck is not None:
        said.append(f"{want.deck:,} in the deck" if said else plural(want.deck, "card") + " in the deck")
    return f"{player} has {and_list(said)}."


def packets(expected: list[PacketExpect], names: Names) -> list[Check]:
    if not expected:
        return ["No packet is dealt or healed."]
    if len(expected) == 1:
        return [f"One packet is dealt or healed: {packet_words(expected[0], names)}."]
    head = f"{plural(len(expected), 'packet').capitalize()} are dealt or healed, in this order:"
    return [(head, [packet_words(p, names)[0].upper() + packet_words(p, names)[1:] + "." for p in expected])]


def packet_words(p: PacketExpect, names: Names) -> str:
    if p.heal is not None:
        words = f"{p.heal} healing"
    else:
        words = f"{p.damage}" + (f" {p.type}" if p.type else "") + (" combat" if p.combat else "") + " damage"
        if p.combat is False:
            words += " (not combat damage)"
    if p.source:
        words += f" from {names.card(p.source)}"
    if p.to:
        words += f" to {names.card(p.to)}"
    if p.with_cards:
        words += f", dealt with {names.cards(p.with_cards)}"
    if p.controller:
        words += f", controlled by {p.controller}"
    if p.preventable is not None:
        words += ", which can be prevented" if p.preventable else ", which can't be prevented"
    return words


def in_play(name: str, n: int) -> str:
    if n == 0:
        return f"No card named {name} is in play."
    return f"{'One card' if n == 1 else f'{n:,} cards'} named {name} {'is' if n == 1 else 'are'} in play."


def loops(numbers: list[int], scenario: Scenario) -> list[str]:
    if not numbers:
        return ["Nobody names a number for a loop."]
    named = [e for e in scenario.script if getattr(e, "name_number", None) is not None]
    out = []
    for i, n in enumerate(numbers):
        by = named[i].by if i < len(named) and named[i].name_number == n else None
        what = f"{n:,} {'repetition' if n == 1 else 'repetitions'}"
        out.append(f"{by} names {what} for the loop." if by else f"The loop is named at {what}.")
    return out


# -- words -----------------------------------------------------------------------------------
def moment(scenario: Scenario, point: Any, names: Names) -> str:
    """When a checkpoint is checked: "After the first scripted action (…)" or "Before …"."""
    if point.after is not None:
        return f"After {action_words(scenario, point.after, names)}"
    return f"Before {action_words(scenario, point.before, names)}"


def action_words(scenario: Scenario, after: int, names: Names) -> str:
    """"the first action (Alice plays Chain Lightning)"."""
    entry = scenario.script[after - 1]
    return f"the {ordinal(after - 1)} scripted action ({entry_words(entry, names)})"


def entry_words(entry: Any, names: Names) -> str:
    by = getattr(entry, "by", "")
    for key, verb in (("play", "plays"), ("attack", "attacks with"), ("use", "uses"), ("complete", "completes"),
                      ("protect", "protects with"), ("exhaust", "exhausts")):
        if getattr(entry, key, None):
            return f"{by} {verb} {names.card(getattr(entry, key))}"
    if getattr(entry, "choose", None) is not None:
        return f"{by} chooses {entry.choose}"
    if getattr(entry, "name_number", None) is not None:
        return f"{by} names {entry.name_number:,}"
    if getattr(entry, "inspire", None):
        return f"{by} inspires {and_list(entry.inspire)}"
    if getattr(entry, "mulligan", None) is not None:
        return f"{by} {'takes a mulligan' if entry.mulligan else 'keeps their hand'}"
    if getattr(entry, "end_turn", None):
        return f"{by} ends the turn"
    return f"{by} passes"


def ordinal(i: int) -> str:
    return ORDINALS[i] if i < len(ORDINALS) else f"{i + 1}th"


def plural(n: int, noun: str) -> str:
    return f"{n:,} {noun}" + ("" if n == 1 else "s")


def and_list(items: list[str]) -> str:
    items = list(items)
    if len(items) <= 2:
        return " and ".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]
