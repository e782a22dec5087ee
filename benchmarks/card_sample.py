"""Card-pool benchmark (not a test): draw 40 cards at random from the official pool (seed 2026),
look each up as ``adjudicator card`` does, and count how many are found and how far each is
encoded (encoded, a stub, listed as not writable yet, facts only).

    .venv/bin/python benchmarks/card_sample.py [N] [SEED]
"""
from __future__ import annotations

import sys
from collections import Counter

from adjudicator.cardbook.index import cached_index
from adjudicator.cardbook.lookup import lookup
from adjudicator.cardbook.pool import load_pool, random_sample


def main(n: int = 40, seed: int = 2026) -> int:
    index, pool = cached_index(), load_pool()
    statuses: Counter = Counter()
    missing = []
    for card in random_sample(pool, n, seed):
        answers, _ = lookup(index, card["name"])
        if not answers:
            missing.append(card["name"])
            continue
        statuses[answers[0]["status"]] += 1
        print(f"{answers[0]['status']:<20} {card['name']}")
    print(f"\n{len(pool.cards)} cards in the pool; sample of {n} (seed {seed}): "
          f"{n - len(missing)}/{n} found, {statuses['encoded']}/{n} encoded")
    print("by status:", ", ".join(f"{k} {v}" for k, v in sorted(statuses.items())))
    if missing:
        print("not found:", "; ".join(missing))
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main(*(int(a) for a in sys.argv[1:3])))
