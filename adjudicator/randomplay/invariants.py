"""What must hold whenever a player is asked something (every prompt) and at the end of a game.
Each invariant has a name, which a violation and its shrunk scenario carry:

- ``one-zone``: every card is in exactly one zone, one object per card id; no card vanishes but a
  token (404.2) — a player who leaves the game takes their cards out of it (102.3); a card on the
  chain is a link's source; a resource is in play; an attachment's host is another card in play,
  with no ring of attachments (400.4).
- ``not-negative``: no negative damage, ATK, health or resource count (104.2).
- ``pre-priority``: as a player is about to receive priority, pre-priority processing has nothing
  left to do (410.5, 410.6): tried on the game (and undone), it changes nothing and says nothing.
- ``players-in-game``: nobody who has left the game, and nobody at all once it is over, is asked
  anything (102.3).
- ``rules-exist``: every rule a step cites is in the rulebook.
"""
from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from ..engine.board_key import board_key
from ..engine.board_rules import host_fault
from ..engine.characteristics import compute_views
from ..engine.decisions import PRIORITY, Prompt
from ..engine.legal import trying
from ..engine.priority import at_rest
from ..engine.state import ZONES

if TYPE_CHECKING:
    from ..engine.game import Game


class Violation(Exception):
    """An invariant that does not hold: its name and what was found."""

    def __init__(self, invariant: str, message: str):
        super().__init__(f"{invariant}: {message}")
        self.invariant, self.message = invariant, message


class Invariants:
    """The checks for one game; ``known``: the rulebook's rule numbers."""

    def __init__(self, game: Game, known: set[str]):
        self.known, self.checked = known, 0
        self.labels = {c.label for c in game.state.cards.values() if not c.token}
        self.seen: tuple | None = None  # the game's footprint when the board was last checked
        self.written: tuple | None = None  # … and its writes so far (board_key), and the link resolving
        self.clean: tuple | None = None  # … and when pre-priority processing was last found done

    def at_prompt(self, game: Game, prompt: Prompt) -> None:
        self.players_in_game(game, prompt)
        self.everywhere(game)
        if prompt.kind == PRIORITY and self.clean != self.seen:
            pre_priority_done(game)
            self.clean = self.seen

    def everywhere(self, game: Game) -> None:
        """The invariants of every moment (the end of a game included). The board's are checked
        again only once it has changed (a pass changes nothing: Game.footprint), and the footprint is
        not even taken while nothing of the board has been written (board_key counts every write)."""
        self.rules_exist(game)
        written = (board_key(game.state), id(game.resolving), id(game.kept))
        if written == self.written:  # nothing these checks read has been written since they last ran
            return
        self.written = written
        now = game.footprint()[2:]
        if now != self.seen:
            one_zone(game, self.labels)
            not_negative(game)
            self.seen = now

    def rules_exist(self, game: Game) -> None:
        steps = game.trace.steps
        known = self.known
        for step in steps[self.checked:]:
            if not known.issuperset(step.rules):  # one look-up of them all
                missing = [r for r in step.rules if r not in known]
                raise Violation("rules-exist", f"step {step.n} cites {', '.join(missing)}, not in the rulebook: "
                                               f"{step.text}")
        self.checked = len(steps)

    def players_in_game(self, game: Game, prompt: Prompt) -> None:
        if game.state.result is not None:
            raise Violation("players-in-game", f"the game is over, yet {prompt.text}")
        if game.state.player(prompt.player).lost:
            raise Violation("players-in-game", f"{prompt.player} has left the game, yet {prompt.text}")


def one_zone(game: Game, labels: set[str]) -> None:
    state = game.state
    cards = list(state.cards.values())
    here = {c.label for c in cards}
    twice = sorted(label for label, n in Counter(c.label for c in cards).items() if n > 1) \
        if len(here) != len(cards) else ()  # no label twice: nothing to count
    if twice:
        raise Violation("one-zone", f"{twice[0]} is in two places at once: "
                                    f"{' and '.join(c.zone for c in cards if c.label == twice[0])}")
    gone = sorted(labels - here)
    if gone:
        raise Violation("one-zone", f"{gone[0]} has vanished: it is in no zone")
    sources = {link.source.oid for link in state.chain + ([game.resolving] if game.resolving else [])}
    # zone_problem looks only at a card attached, a resource, one on the chain or off the zones: most are none
    faulty = [card for card in cards if (card.attached_to is not None or card.row == "resource" or card.zone == "chain"
                                         or card.zone not in ZONES) and zone_problem(state, card, sources)]
    if faulty:  # the oldest object first
        card = min(faulty, key=lambda c: c.oid)
        raise Violation("one-zone", f"{card}: {zone_problem(state, card, sources)}")
    for p in state.players:
        if game.kept is not None:  # hearthing ended the game: the cards stay where they are (800.1c, 800.1d)
            break
        if p.lost and any(c.owner == p.name and c.zone != "removed" for c in cards):
            raise Violation("one-zone", f"{p.name} has left the game, but some of their cards are still in it")


def zone_problem(state, card, sources: set[int]) -> str | None:
    if card.zone not in ZONES:
        return f"its zone {card.zone!r} is not a zone"
    if card.zone == "chain" and card.oid not in sources:
        return "it is in the chain zone, but no link on the chain is it"
    if card.row == "resource" and card.zone != "play":
        return f"it is a resource, but in the {card.zone} zone"
    return host_fault(state, card)  # in play on another card in play, no ring (400.4)


def not_negative(game: Game) -> None:
    state = game.state
    hurt = [c for c in state.cards.values() if c.damage < 0]
    if hurt:  # the oldest object first, as every check of the board reads the cards
        card = min(hurt, key=lambda c: c.oid)
        raise Violation("not-negative", f"{card} has {card.damage} damage")
    views = compute_views(state)
    for oid in sorted(oid for oid, v in views.items() if v.atk < 0 or v.health < 0 or v.defense < 0)[:1]:
        view = views[oid]
        stat = next(s for s in ("atk", "health", "defense") if getattr(view, s) < 0)
        raise Violation("not-negative", f"{view.card} has {getattr(view, stat)} {stat}")
    for p in state.players:
        if p.ready_resources < 0 or p.resources < 0:
            raise Violation("not-negative", f"{p.name} has {p.resources} resources, {p.ready_resources} ready")
    for mod in state.modifiers:
        for what in ("uses_left", "prevent_left"):
            value = getattr(mod, what)
            if value is not None and value < 0:
                raise Violation("not-negative", f"{mod.source}'s modifier has {value} {what.replace('_', ' ')}")


def pre_priority_done(game: Game) -> None:
    """410.5: pre-priority processing, tried on the game and undone, finds nothing to do. Where
    its checks, read without doing them, find nothing to do (priority.at_rest), it is not tried."""
    if at_rest(game):
        return
    chain = len(game.state.chain)
    with trying(game):
        game.pre_priority()
        steps, added = list(game.trace.steps), len(game.state.chain) != chain
    if steps or added:
        said = steps[0].text if steps else "a triggered effect joins the chain"
        raise Violation("pre-priority", f"a player is about to receive priority, but pre-priority processing "
                                        f"still has something to do: {said}")
