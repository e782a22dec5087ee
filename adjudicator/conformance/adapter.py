"""``adjudicator engine``: our own engine behind the runner contract. It reads an exported
scenario (JSON, never the YAML, and blind: no expectations, no refusing rules) on stdin and
prints its result: one document, or with
``--persistent`` one line per scenario for as long as stdin stays open."""
from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path
from typing import IO, Any

from pydantic import ValidationError

from .. import __version__
from ..cards.library import CardLibrary
from ..cards.model import CardDefinition
from ..disk_cache import cached_by
from ..formats.load import code_key
from ..formats.scenario import ANY_RULE, Checkpoint, Expect, Scenario
from ..replay import Replay, observe, play_out
from ..yamlio import MAX_BYTES, Document, SourceError
from .decisions import Matcher, addressed
from .model import ExportedScenario, Play


_CODE = tuple(sorted(Path(__file__).parent.glob("*.py")))  # the conformance kit's models, with the scenario's
ENGINE = {"name": "adjudicator", "version": __version__}


def playable(play: Play) -> Scenario:
    """The blind scenario as our engine's scenario: no expectations, and each entry the rules must
    refuse marked with ANY_RULE (the engine records the rule it refuses it by)."""
    script = [e.model_copy(update={"rejected": ANY_RULE}) if i in play.refused else e
              for i, e in enumerate(play.script)]
    # Expect() made without validating (it is empty): a one-shot run builds no scenario schema
    return Scenario.model_construct(
        id=play.id, title=play.title, question=play.question, sources=[], ruling="", rules=[], see_also=[],
        setup=play.setup, script=script, until=play.until, expect=Expect.model_construct(),
        checkpoints=[Checkpoint.model_construct(after=c.after, before=c.before, expect=Expect.model_construct())
                     for c in play.checkpoints])


def result_of(data: Any, text: str | None = None) -> dict[str, Any]:
    """One exported scenario played out by our engine: the contract's result, or an error.
    ``text``: the JSON ``data`` was read from, whose validation is kept (``validated``)."""
    ident = data.get("id", "") if isinstance(data, dict) else ""
    try:
        exported = validated(data, text)
    except ValidationError as exc:
        err = exc.errors()[0]
        return {"id": ident, "engine": ENGINE,
                "error": f"not an exported scenario: {'.'.join(map(str, err['loc']))}: {err['msg']}"}
    library = CardLibrary({c.name: c for c in exported.cards}, {c.name: exported.id for c in exported.cards})
    doc = Document(Path(exported.source).with_suffix(".json"), data, None)
    scenario = playable(exported.scenario)
    where = [f"script:{k + 1}:1" for k in range(len(scenario.script))]  # an error's entry: its index + 1
    try:
        run = play_out(scenario, doc, library, script=Matcher(list(scenario.script), where, exported.scenario.decisions))
    except SourceError as exc:  # a script the engine can't follow, an unknown card…
        about = addressed(exported.scenario.decisions, exc.line - 1) if str(exc.path) == "script" else ""
        return {"id": exported.id, "engine": ENGINE, "error": f"{about}: {exc.message}" if about else exc.message}
    return outcome(exported.id, run)


def validated(data: Any, text: str | None) -> ExportedScenario:
    """The exported scenario, validated once per content: kept on disk (``disk_cache``) under the
    digest of its JSON text and of the code that reads it, so a one-shot run on a scenario it has
    seen builds no pydantic schema (issue 23)."""
    if text is None or not isinstance(data, dict):
        return with_cards_seen(data)
    digest = hashlib.sha256(code_key(*_CODE).encode())
    digest.update(text.encode())
    kind = f"exported-{hashlib.sha256(str(data.get('id')).encode()).hexdigest()[:12]}"  # one per scenario id
    return cached_by(kind, digest.hexdigest()[:24], lambda: ExportedScenario.model_validate(data), ExportedScenario)


_SEEN: dict[str, CardDefinition] = {}  # a card definition's JSON → the definition, in this process
MOST_SEEN = 4096


def with_cards_seen(data: Any) -> ExportedScenario:
    """The exported scenario validated, its card definitions once per content in this process: a
    persistent run is sent the same cards with scenario after scenario (the corpus's 10,500 are
    2,250 definitions), and validating them was most of reading a scenario. The definitions are
    frozen models, shared as a library's are. A card that is not valid is validated again with
    the rest, so that the error names its place as before."""
    cards = data.get("cards") if isinstance(data, dict) else None
    if not isinstance(cards, list) or not all(isinstance(c, dict) for c in cards):
        return ExportedScenario.model_validate(data)
    try:
        seen = [card_seen(c) for c in cards]
    except ValidationError:
        return ExportedScenario.model_validate(data)
    return ExportedScenario.model_validate({**data, "cards": []}).model_copy(update={"cards": seen})


def card_seen(card: dict[str, Any]) -> CardDefinition:
    key = json.dumps(card, ensure_ascii=False)
    if key not in _SEEN:
        if len(_SEEN) >= MOST_SEEN:  # bounded: an engine may serve any number of corpora
            _SEEN.clear()
        _SEEN[key] = CardDefinition.model_validate(card)
    return _SEEN[key]


def outcome(ident: str, run: Replay) -> dict[str, Any]:
    """The contract's result of a scenario our engine played out: its final state, its checkpoints
    and its steps."""
    return {"id": ident, "engine": ENGINE, "final": observe(run.game), "checkpoints": run.at_checkpoints,
            "steps": [{"text": s.text, "rules": list(s.rules)} for s in run.game.trace.steps]}


def answer(text: str, keep: bool = False) -> dict[str, Any]:
    """The result for one line or document of input; ``keep``: its validation is kept on disk (a
    one-shot run, whose process starts afresh each time; a persistent one validates in memory)."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        return {"id": "", "error": f"the input is not JSON: {exc}"}
    try:
        return result_of(data, text if keep else None)
    except Exception as exc:  # an engine bug must not end a persistent run: report it for this scenario
        return {"id": data.get("id", "") if isinstance(data, dict) else "", "error": f"the engine failed: {exc!r}"}


def serve(stdin: IO[str], stdout: IO[str], persistent: bool) -> int:
    """Answer each scenario read; one longer than ``MAX_BYTES`` characters is answered with an
    error, and never held whole (a persistent run stops there: its lines can't be told apart)."""
    if not persistent:
        text = stdin.read(MAX_BYTES + 1)
        stdout.write(json.dumps(answer(text, keep=True) if len(text) <= MAX_BYTES else TOO_LONG, ensure_ascii=False) + "\n")
        return 0
    while line := stdin.readline(MAX_BYTES + 1):
        if len(line) > MAX_BYTES:
            stdout.write(json.dumps(TOO_LONG, ensure_ascii=False) + "\n")
            return 2
        if line.strip():
            stdout.write(json.dumps(answer(line), ensure_ascii=False) + "\n")
            stdout.flush()
    return 0


TOO_LONG = {"id": "", "error": f"the input is longer than {MAX_BYTES:,} characters: no exported scenario is"}


def engine(args) -> int:
    return serve(sys.stdin, sys.stdout, args.persistent)
