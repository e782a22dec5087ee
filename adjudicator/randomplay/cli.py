"""``adjudicator random-play``: play random games on random legal boards, checking invariants at
every prompt; write each failure, shrunk, as a scenario that reproduces it.

    adjudicator random-play --games N --seed S [--max-steps K] [--out DIR] [--keep] [--twice]
    adjudicator random-play --decks [precon|generated …]   # games between real decks, from the start (101)
    adjudicator random-play --list-decks   # the precon decks: playable, or the cards that block them
    adjudicator random-play --check FILE…   # replay scenarios with the invariants checked

Standard output is the same, byte for byte, for the same arguments; the speed goes to standard
error. Exit status: 0 no failure, 1 a violation or a crash, 2 bad input.
"""
from __future__ import annotations

import gc
import sys
import time
from pathlib import Path

from ..arguments import bounded
from ..cards.library import default_library
from ..limits import MAX_STEPS
from ..rules import load_index
from ..output import FORCE_HELP, OutputFolder
from ..yamlio import SourceError, read_text
from .boards import Pools
from .decks import PRECON, SOURCES, Dealer, precon_decks
from .games import WIND_DOWN, Outcome, play_game, reproduce, scenario_text
from .shrink import TRIES, Case, Shrinker, question

MAX_GAMES = 1_000_000
MAX_SEED = 10**18
MAX_TRIES = 1_000_000



YOUNG = 20_000  # allocations between two collections of the youngest generation (Python's default: 700)


def settle_collector() -> None:
    """The garbage collector set for a run of games: the library and the pools, which live as long
    as the run, frozen (never walked again); the youngest generation collected every YOUNG
    allocations, not every 700: a game makes and drops many short-lived objects, few of them in
    cycles (issue 23: 1.2% of the instructions of a run of games, measured)."""
    gc.freeze()
    gc.set_threshold(YOUNG, *gc.get_threshold()[1:])

def register(subparsers) -> None:
    p = subparsers.add_parser("random-play", help="play random games on random legal boards, checking invariants "
                                                  "at every prompt; failures are shrunk into scenarios")
    p.add_argument("--games", type=bounded(int, 1, MAX_GAMES), default=100, metavar="N", help="how many games (default 100)")
    p.add_argument("--seed", type=bounded(int, -MAX_SEED, MAX_SEED), default=1, metavar="S", help="the seed: the same seed plays the same games")
    p.add_argument("--max-steps", type=bounded(int, 1, MAX_STEPS - WIND_DOWN), default=500, metavar="K",
                   help="a game's budget of steps, after which it winds down and ends (default 500; a saved game must "
                        "replay within the step limit, and winding down may take more steps)")
    p.add_argument("--out", default="random-play", metavar="DIR",
                   help="where failures are written as scenarios (default ./random-play; made only if needed)")
    p.add_argument("--keep", action="store_true", help="also save every game as a scenario, in DIR/games")
    p.add_argument("--force", action="store_true", help=FORCE_HELP)
    p.add_argument("--twice", action="store_true", help="play each game twice and compare (determinism)")
    p.add_argument("--shrink-tries", type=bounded(int, 0, MAX_TRIES), default=TRIES, metavar="N",
                   help=f"replays one shrinking may make (default {TRIES}; 0: don't shrink)")
    p.add_argument("--quiet", action="store_true", help="print only failures and the summary")
    p.add_argument("--check", nargs="+", metavar="FILE", help="replay these scenarios with the invariants checked")
    p.add_argument("--decks", nargs="*", choices=SOURCES, metavar="KIND",
                   help="games between two legal decks of real encoded cards, from the start of the game (101): "
                        "'precon' (decks/precon/, where playable) and 'generated' (built from the seed); both if "
                        "none is named")
    p.add_argument("--list-decks", action="store_true", help="list the precon decks: playable, or the cards that "
                                                              "block them")
    p.set_defaults(func=run)


def run(args) -> int:
    if args.check:
        return check_files(args.check)
    if args.list_decks:
        return list_decks()
    out = OutputFolder(args.out, args.force)
    try:  # a file, a folder of someone else's, or a kept game already there: refused before any game
        out.check([f"games/{args.seed}-{i}.yaml" for i in range(args.games)] if args.keep else [])
    except SourceError as exc:
        print(exc, file=sys.stderr)
        return 2
    library, known = default_library(), {r.number for r in load_index()}
    try:
        pools = Pools.of(library) if args.decks is None else Dealer(library, args.seed, tuple(args.decks or SOURCES))
    except SourceError as exc:  # a precon deck file that can't be read
        print(exc, file=sys.stderr)
        return 2
    except ValueError as exc:
        print(f"random-play: {exc}", file=sys.stderr)
        return 2
    settle_collector()
    start, steps, failures = time.perf_counter(), 0, 0
    for index in range(args.games):
        outcome = play_game(args.seed, index, args.max_steps, library, pools, known, twice=args.twice)
        steps += outcome.steps
        if args.keep:
            out.write(f"games/{file_name(outcome)}.yaml", outcome.text)
        if outcome.failure is None:
            if not args.quiet:
                print(line(outcome))
            continue
        failures += 1
        print(line(outcome))
        print(f"  {outcome.failure}")
        print(f"  → {write_failure(outcome, out, library, known, args.shrink_tries)}")
        sys.stdout.flush()
    if isinstance(pools, Dealer):
        print(f"Real decks: {pools.coverage(args.games)}")
    print(f"{args.games:,} game{'s' if args.games > 1 else ''} (seed {args.seed}), {steps:,} steps: "
          + (f"{failures:,} failed." if failures else "every invariant held, and every game replayed the same."))
    sys.stdout.flush()
    spent = time.perf_counter() - start
    print(f"{spent:.1f} s: {args.games / spent:.2f} games/s, {steps / spent:.0f} steps/s", file=sys.stderr)
    return 1 if failures else 0


def line(o: Outcome) -> str:
    board = " (the board needed pre-priority processing first)" if o.cleaned else ""
    return (f"game {o.name}: {o.players} players, {o.turns} turn{'s' if o.turns > 1 else ''}, {o.steps:,} steps, "
            f"{o.answers:,} answers{board} — " + ("FAILED" if o.failure else o.ended))


def file_name(o: Outcome) -> str:
    return o.name.replace("/", "-")


def write_failure(o: Outcome, out: OutputFolder, library, known, tries: int) -> str:
    """The whole game and its shrunk reproduction, side by side in ``out``."""
    stem = f"{file_name(o)}-{o.failure.invariant}"
    whole = out.write(f"{stem}.game.yaml", o.text)
    case = Case(o.setup, o.script)
    small = Shrinker(o.name, o.failure, library, known, tries).shrink(case) if tries else case
    path = out.write(f"{stem}.yaml", scenario_text(o.name, small.setup, small.script, about=question(o.failure)))
    return f"{path}{' (not shrunk)' if small is case else ''}; the whole game: {whole}"


def list_decks() -> int:
    """Each precon deck: playable, or the cards that block it (not in the library, powers not encoded)."""
    try:
        decks = precon_decks(default_library())
    except SourceError as exc:
        print(exc, file=sys.stderr)
        return 2
    for deck in decks:
        shown = deck.path.relative_to(PRECON.parents[1]).as_posix()
        if deck.deck is not None:
            print(f"{shown}: playable ({deck.deck.hero.name})")
            continue
        print(f"{shown}: blocked by {len(deck.blockers)} card{'s' if len(deck.blockers) > 1 else ''}:")
        for name, why in deck.blockers:
            print(f"  {name}: {why}")
    playable = sum(d.deck is not None for d in decks)
    print(f"{playable} of {len(decks)} precon decks playable.")
    return 0


def check_files(paths: list[str]) -> int:
    """Replay each scenario with the invariants checked at every prompt."""
    library, known, failed = default_library(), {r.number for r in load_index()}, 0
    for name in paths:
        try:
            found, _ = reproduce(name, read_text(Path(name)), library, known)
        except (SourceError, OSError) as exc:
            print(exc, file=sys.stderr)
            return 2
        if found is None:
            print(f"{name}: every invariant holds")
        else:
            failed += 1
            print(f"{name}: {found}")
    return 1 if failed else 0
