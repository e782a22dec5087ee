"""Two engines that play nothing, for testing that the export is blind (persistent, one JSON line
in, one out):

* ``--echo``: answers with whatever expectations it was sent (``expect``, each checkpoint's
  ``expect``, each entry's ``rejected``): on a blind export there are none to echo;
* ``--board``: answers with the starting board unchanged, as our engine sets it up.

Usage: ``python tests/support/blind_engines.py --echo|--board``."""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from adjudicator.cards.library import CardLibrary  # noqa: E402
from adjudicator.conformance.adapter import playable  # noqa: E402
from adjudicator.conformance.model import ExportedScenario  # noqa: E402
from adjudicator.engine.setup import build_game  # noqa: E402
from adjudicator.replay import observe  # noqa: E402
from adjudicator.yamlio import Document  # noqa: E402


def echo(data: dict) -> dict:
    scenario = data["scenario"]
    rejected = [[i, e["rejected"]] for i, e in enumerate(scenario["script"]) if e.get("rejected")]
    final = {**scenario.get("expect", {}), "rejected": rejected}
    return {"id": data["id"], "final": final, "checkpoints": [c.get("expect", {}) for c in scenario["checkpoints"]]}


def board(data: dict) -> dict:
    exported = ExportedScenario.model_validate(data)
    library = CardLibrary({c.name: c for c in exported.cards}, {})
    start = observe(build_game(playable(exported.scenario), Document(Path("x.json"), data, None), library))
    return {"id": exported.id, "final": start, "checkpoints": [start] * len(exported.scenario.checkpoints)}


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--echo", action="store_true")
    parser.add_argument("--board", action="store_true")
    args = parser.parse_args()
    respond = echo if args.echo else board
    for line in sys.stdin:
        print(json.dumps(respond(json.loads(line))), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
