""""Can't" modifiers (103.2): a prohibition wins over anything that tries to make the event happen,
an action that can't be performed can't pay a cost, and an event that can't happen is never
replaced. They come from cards' powers in play and from links ("this turn, … can't …", 712)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, get_args

from ..cards.model import CreateProhibition, Prohibition
from .selectors import DEALT_THIS_WAY, kind_matches, matches, related, select
from .board_key import read
from .characteristics import View, compute_views, per_board, powers_in_play
from .state import Card, State, Modifier
from .views import printed

if TYPE_CHECKING:
    from .context import Context


@dataclass
class Cant:
    """One "can't" in force: what it forbids, the card it comes from, read from its controller's
    point of view (706.2), with the targets of the link that made it."""

    rule: Prohibition
    source: Card
    controller: str
    targets: dict[str, Card] = field(default_factory=dict)
    by_link: bool = False  # made by a resolving link (712), not a card's power
    player: str | None = None  # enc-r2c: the one player it is aimed at, named as the link resolved (712.2)

    @property
    def says(self) -> str:
        """How explanations name it: "Valthak Spiritdrinker's power", "Stoneskin's modifier" (the card by its
        name, Card.__str__, as every step names cards)."""
        return f"{self.source}'s {'modifier' if self.by_link else 'power'}"

    @property
    def while_said(self) -> tuple[str, tuple[str, ...]]:
        """enc-while3: how a step says the 'while' it is in force under (714.3a), and that rule; ("", ()) with none."""
        if getattr(self.rule, "while_exists", None) is None:
            return "", ()
        return " (its 'while' holds: a card in play fits it)", ("714.3a",)

    def covers(self, state: State, view: View) -> bool:
        if self.rule.unless_fatal and view.is_character and view.card.damage >= view.health:  # enc-if9: fatal damage
            return False  # or 0 health (405.2): 'can't leave play unless …' is not in force for it
        return self.rule.affects is not None and matches(state, self.rule.affects, view, self.controller, self.source,
                                                         self.targets)


KINDS = frozenset(get_args(Prohibition.model_fields["cannot"].annotation))


def in_force(state: State, cannot: str) -> list[Cant]:
    """Every "can't <cannot>" that applies now, oldest first: read once per board (per_board)."""
    assert cannot in KINDS, f"no kind of can't is called {cannot!r}"
    return list(per_board(state, f"in_force:{cannot}", lambda s: _in_force(s, cannot)))


def _in_force(state: State, cannot: str) -> list[Cant]:
    read("turn")  # a modifier's "this turn" (Modifier.lapsed) ends with the turn: a new turn, read again
    found = [Cant(p.prohibition, card, card.controller) for card, powers in powers_in_play(state)
             for p in powers if p.prohibition is not None and p.prohibition.cannot == cannot
             and not outnumbered(state, p.prohibition, card, card.controller) and not excused(state, p.prohibition, card, card.controller)
             and not off_turn(state, p.prohibition, card.controller) and not asleep(state, p.prohibition, card, card.controller)]
    for mod in state.modifiers:
        if isinstance(mod.spec, CreateProhibition) and mod.spec.create_prohibition.cannot == cannot and \
                not mod.lapsed(state) and not outnumbered(state, mod.spec.create_prohibition, mod.source,
                                                          mod.controller, dict(mod.targets)) and \
                not excused(state, mod.spec.create_prohibition, mod.source, mod.controller, dict(mod.targets)) and \
                not off_turn(state, mod.spec.create_prohibition, mod.controller) and \
                not asleep(state, mod.spec.create_prohibition, mod.source, mod.controller, dict(mod.targets)):
            found.append(Cant(mod.spec.create_prohibition, mod.source, mod.controller, dict(mod.targets), by_link=True,
                              player=mod.player))
    return found


def forbidding(state: State, cannot: str, card: Card, views: dict[int, View]) -> Cant | None:
    """The "can't <cannot>" that applies to ``card`` (in play), judged on ``views`` (for
    destruction in pre-priority processing, the state at the start of the wave: 103.4)."""
    if card.oid not in views:
        return None
    kinds = (cannot, "leave-play") if cannot == "be-destroyed" else (cannot,)  # destroyed, it would leave play
    for cant in (c for kind in kinds for c in in_force(state, kind)):
        if cant.rule.against is None and cant.covers(state, views[card.oid]):  # against: see forbidding_attack
            return cant
    return None


def staying(game: Context, cards: list[Card], would: str) -> list[Card]:
    """103.2: of the cards an effect would move out of play (``would``: 'return to its owner's hand'), those a
    "can't leave play" covers stay where they are, each said; the others are returned, to be moved."""
    views = compute_views(game.state)
    moving = []
    for card in cards:
        cant = forbidding(game.state, "leave-play", card, views) if card.zone == "play" else None
        if cant is None:
            moving.append(card)
            continue
        game.trace.add(f"{card} would {would}, but {cant.says} says it can't leave play, and a \"can't\" wins: it "
                       "stays in play.", "103.2", power=cant.source.name)
    return moving


def forbidding_attack(state: State, attacker: Card, defender: Card, views: dict[int, View]) -> Cant | None:
    """103.2: the "can't attack" that stops ``attacker`` from attacking ``defender``: one that names
    no defenders, or one whose ``against`` the defender fits ("can only attack heroes")."""
    if attacker.oid not in views:
        return None
    defender_view = views.get(defender.oid) or printed(defender)
    for cant in in_force(state, "attack"):
        if cant.covers(state, views[attacker.oid]) and (
                cant.rule.against is None or
                matches(state, cant.rule.against, defender_view, cant.controller, cant.source, cant.targets)):
            return cant
    return None


def untargetable_by(state: State, card: Card, views: dict[int, View], link_source: Card, link_controller: str,
                    cants: list[Cant] | None = None) -> Cant | None:
    """103.2: the card whose "can't be targeted [by …]" stops ``link_source``'s link from targeting ``card``.
    ``cants``: the "can't be targeted"s in force (in_force), if the caller has them."""
    if card.oid not in views:
        return None
    for cant in in_force(state, "be-targeted") if cants is None else cants:
        by = cant.rule.by
        source_view = views.get(link_source.oid) or printed(link_source)
        if cant.covers(state, views[card.oid]) and (
                by is None or matches(state, by, source_view, cant.controller, cant.source, cant.targets)):
            return cant
    return None


def spared(state: State, card: Card, views: dict[int, View], link_source: Card) -> Cant | None:
    """705.5: a "can't be targeted by [cards]" that covers ``card`` but not this link, whose source
    is a card the description doesn't fit (an effect's source is the card that created it)."""
    if card.oid not in views:
        return None
    for cant in in_force(state, "be-targeted"):
        by = cant.rule.by
        source_view = views.get(link_source.oid) or printed(link_source)
        if by is not None and cant.covers(state, views[card.oid]) and \
                not matches(state, by, source_view, cant.controller, cant.source, cant.targets):
            return cant
    return None


def shielded(state: State, card: Card, views: dict[int, View], heal: bool, types: tuple[str, ...]) -> Cant | None:
    """408.2b, 405.5: the "can't be dealt damage [of a type]" (or "can't be healed") that keeps a
    packet from being created for ``card``."""
    if card.oid not in views:
        return None
    for cant in in_force(state, "be-healed" if heal else "be-dealt-damage"):
        typed = cant.rule.damage_type
        if cant.covers(state, views[card.oid]) and (heal or typed is None or typed in types):
            return cant
    return None


def cant_play(state: State, player: str, card: Card) -> Cant | None:
    """103.2: the card whose "[player] can't play [cards]" forbids ``player`` to play ``card``."""
    for cant in in_force(state, "play"):
        kinds = cant.rule.cards
        if aimed_at(state, cant, player) and (kinds is None or kind_matches(kinds, printed(card).types)):
            return cant
    return None


def aimed_at(state: State, cant: Cant, player: str) -> bool:
    """303.2, 103.2: does a "can't play" or "can't strike" forbid ``player``: one of the players its relation names
    from its controller's point of view, or (enc-r2c) the one player the link that made it named (712.2)."""
    players = cant.rule.players
    if players is None:
        return False
    if isinstance(players, str):
        return related(state, players, cant.controller, player)
    return cant.player == player


def outnumbered(state: State, rule: Prohibition, source: Card, you: str,
                targets: dict[str, Card] | None = None) -> bool:
    """103.2: "can't … unless an opponent controls more [cards] than you": some opponent of the
    "can't"'s controller (a power's, or the player whose link made the modifier, 712.2) controls more
    cards that fit (read as printed) than that player does."""
    if rule.unless_outnumbered is None:
        return False
    held: dict[str, int] = {}
    for card in state.in_play():
        if matches(state, rule.unless_outnumbered, printed(card), card.controller, source, targets):
            held[card.controller] = held.get(card.controller, 0) + 1
    return any(n > held.get(you, 0) for who, n in held.items() if related(state, "opponent", you, who))


def excused(state: State, rule: Prohibition, source: Card, you: str, targets: dict[str, Card] | None = None) -> bool:
    """103.2: "can't … unless you control [a card that fits]": some card in play fits, judged for the
    prohibition's controller on the cards as they now are (an ATK with its modifiers, 205.1)."""
    if rule.unless_exists is None:
        return False
    views = compute_views(state)
    return any(matches(state, rule.unless_exists, view, you, source, targets) for view in views.values()
               if view.card.zone == "play")


def asleep(state: State, rule: Prohibition, source: Card, you: str, targets: dict[str, Card] | None = None) -> bool:
    """714.3a (enc-while3): "can't … while [a card fits]": no card in play fits, judged for the prohibition's
    controller on the cards as they now are; the 'can't' is not in force until one does."""
    if rule.while_exists is None:
        return False
    views = compute_views(state)
    return not any(matches(state, rule.while_exists, view, you, source, targets) for view in views.values()
                   if view.card.zone == "play")


def off_turn(state: State, rule: Prohibition, you: str) -> bool:
    """500.1: an "on your turn" 'can't' sleeps while another player than its controller takes the turn."""
    return rule.your_turn and state.turn_player != you


def cant_strike(state: State, player: str) -> Cant | None:
    """103.2: the card whose "[players] can't strike with weapons" forbids ``player`` to strike (303.2)."""
    for cant in in_force(state, "strike"):
        if aimed_at(state, cant, player):
            return cant
    return None


VERBS = {"be-destroyed": "be destroyed", "be-prevented": "be prevented", "be-targeted": "be targeted",
         "leave-play": "leave play",
         "be-dealt-damage": "be dealt damage", "be-healed": "have damage healed"}


def create_prohibition(game, link, effect: CreateProhibition, player: str | None = None) -> None:
    """712.2, 103.2: the link makes a "can't" modifier; it names the cards it affects as it applies
    (its targets are the link's). enc-r2c: one aimed at one player (a target player, a card's controller) is given
    ``player``, named as the link resolves (the caller's player_of); with none named it forbids no one and is not made."""
    state = game.state
    rule = effect.create_prohibition
    aimed = rule.players is not None and not isinstance(rule.players, str)
    if aimed and player is None:
        game.trace.add(f"{link.source} names no player its \"can't\" could be aimed at, so it makes no modifier.",
                       "712.2", "103.2", power=link.source.name)
        return
    targets = {**link.chosen_targets, **({k: c for k, c in link.targets.items() if k.startswith(DEALT_THIS_WAY)}
                                         if rule.affects is not None and rule.affects.dealt_this_way else {})}
    state.modifiers.append(Modifier(state.new_mid(), effect, link.controller, link.source,
                                    targets, state.tick(), None, state.turn, player=player if aimed else None))
    lasting = "this turn" if effect.duration == "this-turn" else "until the game ends"
    if rule.cannot == "play":
        kinds = rule.cards if isinstance(rule.cards, list) else [rule.cards] if rule.cards else ["card"]
        who = player if aimed else PLAYERS.get(rule.players, "players").format(you=link.controller)
        what = f"{who} can't play {' or '.join(k[:-1] + 'ies' if k.endswith('y') else k + 's' for k in kinds)}"
    elif rule.cannot == "strike":
        who = player if aimed else PLAYERS.get(rule.players, "players").format(you=link.controller)
        what = f"{who} can't strike with weapons"
    elif rule.affects is not None and rule.affects.dealt_this_way:  # 709.2d: the cards its packets were dealt to
        dealt = select(state, rule.affects, compute_views(state), link.controller, link.source, targets)
        what = (f"{', '.join(map(str, dealt)) or 'no card'} (dealt damage this way) can't "
                f"{VERBS.get(rule.cannot, rule.cannot)}")
    elif rule.cannot == "be-prevented" and rule.damage is not None:  # enc-if5: packets, not cards (408.3c)
        what = (f"{'combat ' if rule.damage.combat else ''}damage that {', '.join(map(str, link.chosen_targets.values())) or 'the card it names'}"
                " deals can't be prevented")
    else:
        what = (f"{', '.join(map(str, link.chosen_targets.values())) or 'the cards it names'} can't "
                f"{VERBS.get(rule.cannot, rule.cannot)}")
    game.trace.add(f"{link.source} creates a modifier lasting {lasting}: {what}.", "712.2", "103.2",
                   *(["709.2d"] if rule.affects is not None and rule.affects.dealt_this_way else []),
                   power=link.source.name)


PLAYERS = {"you": "{you}", "opponent": "{you}'s opponents", "opposing": "{you}'s opponents",
           "friendly": "{you} and {you}'s teammates", "any": "all players"}


def uninterruptible(state: State, card: Card) -> Cant | None:
    """103.2: the "can't be interrupted" that keeps ``card``, on the chain, from an effect's interruption: a power
    in play or a link's modifier that covers it, or the card's own, which works on the chain (700.2: it could work
    nowhere else)."""
    view = printed(card)
    for cant in in_force(state, "be-interrupted"):
        if cant.rule.affects is not None and cant.rule.affects.zone == card.zone and cant.covers(state, view):
            return cant
    own = next((p.prohibition for p in card.definition.powers if p.prohibition is not None
                and p.prohibition.cannot == "be-interrupted" and p.prohibition.affects is not None
                and p.prohibition.affects.this), None)
    return None if own is None else Cant(own, card, card.controller)


def prohibited(game: Context, card: Card, views: dict[int, View]):
    """The card whose "can't be destroyed" modifier stops this destruction (103.2), judged on the
    state at the start of the wave, so a modifier that ends at that instant still applies (103.4)."""
    return forbidding(game.state, "be-destroyed", card, views)
