"""A deliberately wrong engine for testing the conformance harness: our engine, patched in this
process only, behind the same runner contract as ``adjudicator engine``.

Two faults, each a plausible misreading of the replacement rules:

* ``716.1e``: "each modifier at most once per event" kept per card name instead of per modifier,
  so a second copy of the same card can't replace a packet the first one replaced;
* ``717.3a``: the wrong order: while other modifiers (preventions, redirections) want a damage
  packet, those that increase it wait, so a prevention applies before an increase.

Usage: ``python tests/support/faulty_engine.py [--fault 716.1e] [--fault 717.3a] [--persistent]``
(both faults by default). Nothing here is a flag of the engine itself."""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # run as a script from anywhere

from adjudicator.conformance.adapter import serve  # noqa: E402
from adjudicator.engine import damage  # noqa: E402

FAULTS = ("716.1e", "717.3a")


def once_per_name() -> None:
    apply, candidates = damage.apply, damage.candidates

    def apply_by_name(game, packet, cand, *rest, **options):  # the engine's signature, whatever follows
        apply(game, packet, cand, *rest, **options)
        packet.applied.add("name:" + cand.card.name)

    def candidates_by_name(game, packet, *rest, **options):
        return [c for c in candidates(game, packet, *rest, **options) if "name:" + c.card.name not in packet.applied]

    damage.apply, damage.candidates = apply_by_name, candidates_by_name


def increases_last() -> None:
    candidates = damage.candidates

    def others_first(game, packet, *rest, **options):
        found = candidates(game, packet, *rest, **options)
        others = [c for c in found if not c.increases]
        return others if others and not packet.heal else found

    damage.candidates = others_first


PATCHES = {"716.1e": once_per_name, "717.3a": increases_last}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--fault", action="append", choices=FAULTS)
    parser.add_argument("--persistent", action="store_true")
    args = parser.parse_args(argv)
    for fault in args.fault or FAULTS:
        PATCHES[fault]()
    sys.stdin.reconfigure(encoding="utf-8")
    sys.stdout.reconfigure(encoding="utf-8")
    return serve(sys.stdin, sys.stdout, args.persistent)


if __name__ == "__main__":
    sys.exit(main())
