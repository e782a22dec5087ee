"""An engine that misbehaves on purpose, for testing that the harness reports each fault on its
scenario and goes on: it hangs, crashes, prints garbage or answers for the wrong scenario when
given those scenario ids, and otherwise answers as ``adjudicator engine`` does.

Usage: ``python tests/support/broken_engine.py [--persistent] [--hang ID] [--crash ID]
[--garbage ID] [--wrong-id ID]``."""
from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from adjudicator.conformance.adapter import answer  # noqa: E402


def respond(line: str, args) -> str:
    ident = json.loads(line).get("id")
    if ident in (args.hang or []):
        time.sleep(60)
    if ident in (args.crash or []):
        print("something went badly wrong", file=sys.stderr)
        sys.exit(3)
    if ident in (args.garbage or []):
        return "this is not JSON"
    result = answer(line)
    if ident in (args.wrong_id or []):
        result["id"] = "someone-else"
    return json.dumps(result)


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--persistent", action="store_true")
    for fault in ("hang", "crash", "garbage", "wrong-id"):
        parser.add_argument(f"--{fault}", action="append")
    args = parser.parse_args()
    if not args.persistent:
        print(respond(sys.stdin.read(), args))
        return 0
    for line in sys.stdin:
        print(respond(line, args), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
