"""What a module of the engine is given of the game (docs/authoring/engine.md, "Layers of the
engine"). ``Context``, for the rules modules: the state, the trace that every change cites its
rules in, decisions asked through the players' agents, the records the rules keep between events,
and the few moments at which a rule hands control back to the game loop. ``GameLoop``, for the
loop's modules: the Context and the loop's own records. ``game.Game`` implements both; the modules
are written against these protocols and never import the game loop, so their arrows point down."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from .decisions import Decision, Option, Prompt
    from .state import Card, Link, State
    from .trace import Trace
    from .events import Waiting
    from .views import View


class Context(Protocol):
    state: State
    trace: Trace  # every change, with the rules that license it

    # Records the rules keep (game.Game says what each is for).
    step: str
    ending: bool  # the turn player has passed to end the action phase (502.2)
    turn_began: Any
    library: Any
    resolving: Link | None
    interrupted: list[str]
    turn_ended_by: Card | None
    acting: int | None
    payments: list
    lost_once: set[int]
    just_entered: set[int]
    excused: set[tuple]
    placed: dict[tuple, int]  # (player, turn): resources placed that turn (412.1)
    packet_log: list
    shuffled: list[str]
    starting_heroes: dict[str, Card]
    holding: str | None
    top_noted: dict
    seat: str
    extra_turns: list[str]
    losses: list[list[str]]
    event: str
    last_game: bool
    kept: dict[str, list[str]] | None

    # Decisions and actions, answered by the players' agents (decisions.py, agents.py).
    def decide(self, decision: Decision) -> Option | None: ...

    def ask(self, prompt: Prompt) -> Any: ...

    def attempt(self, entry, action) -> tuple[bool, Any]: ...

    def token_serial(self) -> int: ...

    # The moments a rule hands back to the game loop.
    def trigger(self, waiting: Waiting, note: str = "", *rules: str) -> None: ...

    def check_losses(self, destroyed: list[tuple[Card, View]], decked: list[str] | None = None) -> None: ...

    def begin_combat(self) -> None: ...

    def pre_priority(self, add_triggers: bool = True) -> None: ...

    def end_turn_now(self) -> None: ...  # 500.5, once the link that ends the turn has resolved


class GameLoop(Context, Protocol):
    """What the modules of the priority loop (410) are given: the context, and the loop's own
    records and steps. ``game.Game`` implements it; priority, turns, loops, legal and the agents
    are written against it, so that game.py may import them."""

    agents: dict
    script: Any  # the replay's script agent, if any
    log: list
    waiting: list[Waiting]
    priority_watchers: list
    marks: dict[int, tuple]
    loop_bar: tuple | None
    repeats_left: int
    named_numbers: list[int]
    host_types: dict[int, frozenset]
    wave_log: list[list[str]]
    chooser: str | None
    first_turn: bool
    inspired: set[tuple]
    until: str
    board_recorder: Any
    boards: list

    def finished(self) -> bool: ...

    def reject(self, rule: str, index: int | None = None) -> None: ...

    def name_number(self, player: str, rule: str, prompt: str) -> int: ...

    def pass_problem(self, player: str) -> str | None: ...

    def perform_action(self, entry) -> None: ...

    def add_waiting_to_chain(self) -> None: ...
