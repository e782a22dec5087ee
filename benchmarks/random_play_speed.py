"""Random-play speed (not a test): games and steps per second, wall clock and CPU, for a fixed set
of games (a seed, a number of games, a step budget), and where the CPU time goes: the random player's
trials of candidate actions, the invariants, and saving and replaying each game.

    .venv/bin/python benchmarks/random_play_speed.py [--games 20] [--seed 1] [--max-steps 500] [--decks]

``--decks``: games between real decks from the start of the game (``random-play --decks``).
"""
from __future__ import annotations

import argparse
import collections
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from adjudicator.cards.library import default_library  # noqa: E402
from adjudicator.randomplay import games, invariants, player  # noqa: E402
from adjudicator.randomplay.boards import Pools  # noqa: E402
from adjudicator.randomplay.cli import settle_collector  # noqa: E402
from adjudicator.randomplay.decks import Dealer  # noqa: E402
from adjudicator.rules import load_index  # noqa: E402

SPENT: collections.Counter = collections.Counter()


def timed(module, name: str, key: str) -> None:
    """Count the CPU time spent in ``module.name`` (process time: other load on the machine does not count)."""
    work = getattr(module, name)

    def wrapper(*args, **kwargs):
        start = time.process_time()
        try:
            return work(*args, **kwargs)
        finally:
            SPENT[key] += time.process_time() - start
    setattr(module, name, wrapper)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--max-steps", type=int, default=500)
    parser.add_argument("--decks", action="store_true", help="real decks from the start of the game")
    args = parser.parse_args()
    library, known = default_library(), {r.number for r in load_index()}
    pools = Dealer(library, args.seed) if args.decks else Pools.of(library)
    settle_collector()  # as random-play does (randomplay.cli): the library frozen, young collections rarer
    timed(player, "why_not", "the random player's trials of candidate actions (legal.why_not)")
    timed(invariants, "pre_priority_done", "the pre-priority invariant (tried on the game, undone)")
    timed(games, "replays_the_same", "saving each game and replaying it as check does")
    wall, cpu = time.perf_counter(), time.process_time()
    steps = answers = 0
    endings: collections.Counter = collections.Counter()
    for index in range(args.games):
        outcome = games.play_game(args.seed, index, args.max_steps, library, pools, known)
        steps, answers = steps + outcome.steps, answers + outcome.answers
        endings["a failure" if outcome.failure else outcome.ended.split(":")[0]] += 1
        if outcome.failure:
            print(f"game {outcome.name}: {outcome.failure}")
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    print(f"{args.games} games (seed {args.seed}, budget {args.max_steps} steps{', real decks' if args.decks else ''}): "
          f"{steps:,} steps, {answers:,} answers")
    print(f"wall clock {wall:.1f} s: {args.games / wall:.2f} games/s, {steps / wall:.0f} steps/s, "
          f"{answers / wall:.0f} answers/s")
    print(f"CPU        {cpu:.1f} s: {args.games / cpu:.2f} games/s, {steps / cpu:.0f} steps/s")
    for what, seconds in SPENT.most_common():
        print(f"  {seconds / cpu:5.1%}  {what}  (of the CPU time)")
    print("endings: " + ", ".join(f"{n} {what}" for what, n in sorted(endings.items())))


if __name__ == "__main__":
    main()
