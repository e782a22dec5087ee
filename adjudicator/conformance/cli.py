"""``adjudicator export``, ``adjudicator conform`` and ``adjudicator engine``: the conformance kit
from the shell (docs/conformance/runner-contract.md)."""
from __future__ import annotations

import fnmatch
import sys
import time
from functools import lru_cache
from pathlib import Path

from ..arguments import bounded
from ..output import FORCE_HELP
from ..yamlio import SourceError, load_document, read_text

MAX_TIMEOUT = 3600  # an hour for one scenario: more is a typo, and inf or 1e308 overflow the clock


def corpus_from(paths: list[str], corpus: str | None, only: list[str] | None = None) -> dict[str, str]:
    """The exported corpus: built now from the scenario files (those ``only`` selects), or read
    from an export folder."""
    from .export import contents_of, export_corpus
    from .model import Manifest
    if corpus is None:
        from ..scenarios_cli import scenario_files
        files = scenario_files(paths)
        ids = {source: ident for source, (ident, _) in contents_of(files).items()} if only else {}
        return export_corpus([f for f in files if chosen_file(f, only, ids)], version_of=files)
    folder = Path(corpus)
    manifest_text = read_text(folder / "manifest.json")  # read_text: bounded (yamlio.MAX_BYTES), UTF-8 or refused
    manifest = Manifest.model_validate_json(manifest_text)
    paths = [p for s in manifest.scenarios for p in (s.path, s.expectations.path)]
    return {"manifest.json": manifest_text, **{p: read_text(folder / p) for p in paths}}


def export(args) -> int:
    from ..output import OutputFolder
    from .export import write_export
    try:
        OutputFolder(args.out, args.force).check()  # a folder not ours: refused before the export is made
        files = corpus_from(args.paths, None)
    except SourceError as exc:
        print(exc, file=sys.stderr)
        return 2
    write_export(Path(args.out), files, args.force)
    print(f"exported {(len(files) - 2) // 2} scenarios, their expectations, the card library and the manifest "
          f"to {args.out}")
    return 0


@lru_cache(maxsize=None)
def _document(source: str):
    from ..rules.index import REPO_ROOT  # here, not on import: `adjudicator engine` reads no rule
    path = REPO_ROOT / source
    return load_document(path) if path.is_file() else None


def locate(source: str, loc: list) -> str:
    """``file:line:col`` of an expectation in the scenario's YAML, when the YAML is at hand."""
    try:
        doc = _document(source)
    except SourceError:
        return ""
    return f"{source}:{':'.join(map(str, doc.locate(loc)))}" if doc is not None else ""


def chosen_file(path: Path, patterns: list[str] | None, ids: dict[str, str]) -> bool:
    """Whether ``--only`` selects a scenario file, by its id (``ids``: by repository path) or its
    path (as exported too)."""
    if not patterns:
        return True
    from .export import repo_relative
    source = repo_relative(path)
    names = (ids[source], source, str(Path(source).with_suffix(".json").as_posix()))
    return any(fnmatch.fnmatch(name, pat) for pat in patterns for name in names)


def selected(entry, patterns: list[str] | None) -> bool:
    return not patterns or any(fnmatch.fnmatch(name, pat) for pat in patterns
                               for name in (entry.id, entry.source, entry.path))


class UsageError(Exception):
    """A run that can't start: no corpus, no scenario selected, an engine that can't be started."""


def run(command: str, persistent: bool = True, timeout: float = 10.0, only: list[str] | None = None,
        corpus: str | None = None, files: dict[str, str] | None = None, select: Selection | None = None):
    """One conformance run: the corpus (``files``, an export made already, or ``corpus_from``)
    through the engine command, as a report (``report.ReportFile``). Used by ``adjudicator
    conform`` and by the book's results pages."""
    from . import report
    from .harness import Engine, kill, run_corpus
    from .model import Manifest
    try:
        files = files or corpus_from([], corpus, only)
    except (SourceError, OSError, ValueError) as exc:
        raise UsageError(f"cannot read the corpus: {exc}") from None
    manifest = Manifest.model_validate_json(files["manifest.json"])
    chosen = [(s, files[s.path], files[s.expectations.path]) for s in manifest.scenarios
              if selected(s, only) and (select is None or select.admits(s, manifest))]
    if not chosen:
        raise UsageError("no scenario matches --only, --features, --profile and --exclude-features")
    try:
        engine = Engine(command, persistent, timeout)
        probe = engine.start()  # can it be started at all? (a wrong path is a usage error, not 136 errors)
        kill(probe)
    except (OSError, ValueError) as exc:
        raise UsageError(f"cannot start the engine {command!r}: {exc}") from None
    started = time.perf_counter()
    verdicts = run_corpus(engine, chosen)
    return report.build(verdicts, command, persistent, manifest.corpus_version, manifest.rules_edition,
                        time.perf_counter() - started, locate)


def conform(args) -> int:
    from . import report
    from ..output import check_file, write_file
    from .baseline import changes, read_baseline, write_baseline
    if args.diff:
        return diff(*args.diff)
    if not args.engine:
        print("conform needs --engine CMD (or --diff OLD.json NEW.json)", file=sys.stderr)
        return 2
    if args.update_baseline and not args.baseline:
        print("--update-baseline needs --baseline FILE", file=sys.stderr)
        return 2
    outputs = [(Path(option), render) for option, render in ((args.json, report.as_json),
                                                             (args.junit, report.as_junit)) if option]
    try:
        for path, _ in outputs:  # refused before the run, not after it
            check_file(path, args.force)
        known = read_baseline(args.baseline) if args.baseline and not args.update_baseline else None
        made = run(args.engine, args.persistent, args.timeout, args.only, args.corpus, select=Selection.of(args))
    except (UsageError, SourceError) as exc:
        print(exc, file=sys.stderr)
        return 2
    sys.stdout.write(report.as_text(made))
    for path, render in outputs:
        write_file(path, render(made), force=True)  # asked above
    if args.update_baseline:
        write_baseline(Path(args.baseline), made)
        print(f"wrote the baseline {args.baseline}: {made.totals.scenarios - made.totals.passed} known "
              f"scenarios not passing")
        return 0
    if known is not None:
        changed = changes(made, known)
        sys.stdout.write("".join(f"baseline: {line}\n" for line in changed) or "baseline: no change\n")
        return 1 if changed else 0
    return 0 if made.totals.passed == made.totals.scenarios else 1


def diff(old: str, new: str) -> int:
    """``conform --diff OLD.json NEW.json``: what changed between two reports (exit 1 if anything)."""
    from pydantic import ValidationError

    from .report import ReportFile, diff as changes
    try:
        before, after = (ReportFile.model_validate_json(read_text(Path(p))) for p in (old, new))
    except (OSError, SourceError, ValidationError) as exc:
        print(f"cannot read a report: {str(exc).splitlines()[0]}", file=sys.stderr)
        return 2
    lines = changes(before, after)
    if before.corpus_version != after.corpus_version:
        lines.insert(0, f"corpus   {before.corpus_version} → {after.corpus_version}")
    sys.stdout.write("".join(line + "\n" for line in lines) or "no change\n")
    return 1 if lines else 0


class Selection:
    """``--features``, ``--profile`` and ``--exclude-features``: which scenarios, by what they use."""

    def __init__(self, features: list[str], profiles: list[str], exclude: list[str]):
        self.features, self.profiles, self.exclude = features, profiles, exclude

    @classmethod
    def of(cls, args) -> "Selection | None":
        if not (args.features or args.profile or args.exclude_features):
            return None
        return cls(args.features or [], args.profile or [], args.exclude_features or [])

    def admits(self, entry, manifest) -> bool:
        from .features import touches, within
        unknown = [p for p in self.profiles if p not in manifest.profiles]
        if unknown:
            raise UsageError(f"no profile {unknown[0]!r}; the corpus has: {', '.join(sorted(manifest.profiles))}")
        allowed = [*self.features, *(f for p in self.profiles for f in manifest.profiles[p])]
        if allowed and not within(entry.features, allowed):
            return False
        return not touches(entry.features, self.exclude)


def engine(args) -> int:
    from .adapter import serve
    sys.stdin.reconfigure(encoding="utf-8")
    sys.stdout.reconfigure(encoding="utf-8")
    return serve(sys.stdin, sys.stdout, args.persistent)


def selection_options(p) -> None:
    """The options of conform that select by feature, compare with a baseline or diff two reports."""
    p.add_argument("--features", action="append", metavar="GLOB",
                   help="the features the engine supports (repeatable): only scenarios using nothing else, "
                        "e.g. 'mechanic:combat' 'card:Generic *'")
    p.add_argument("--profile", action="append", metavar="NAME",
                   help="the features of a profile of the manifest's, e.g. minimal (generic cards, combat, "
                        "damage, chain)")
    p.add_argument("--exclude-features", action="append", metavar="GLOB",
                   help="leave out the scenarios using a feature that matches (repeatable)")
    p.add_argument("--baseline", metavar="FILE", help="known results: exit 1 only if a scenario's status changes")
    p.add_argument("--update-baseline", action="store_true", help="write --baseline FILE from this run")
    p.add_argument("--diff", nargs=2, metavar=("OLD.json", "NEW.json"), help="compare two --json reports and stop")


def register(subparsers) -> None:
    p = subparsers.add_parser("export", help="write every scenario and card as normalised JSON, with a manifest")
    p.add_argument("--out", required=True, help="the folder to write: new, empty or an earlier export")
    p.add_argument("--force", action="store_true", help=FORCE_HELP)
    p.add_argument("paths", nargs="*", help="scenario files or folders (default: scenarios/)")
    p.set_defaults(func=export)
    p = subparsers.add_parser("conform", help="run the scenarios through an engine command and report")
    p.add_argument("--engine", help='the engine under test, a command line (e.g. "./my-engine")')
    p.add_argument("--persistent", action="store_true", help="start the engine once; one JSON line per scenario")
    p.add_argument("--only", action="append", metavar="GLOB",
                   help="only scenarios whose id or path matches (repeatable), e.g. 'E07*' or '*/716/*'")
    p.add_argument("--timeout", type=bounded(float, 0, MAX_TIMEOUT, low_open=True), default=10.0, metavar="S",
                   help=f"seconds per scenario (default 10, at most {MAX_TIMEOUT:,})")
    p.add_argument("--corpus", metavar="DIR", help="an export folder to run (default: export scenarios/ now)")
    p.add_argument("--junit", metavar="FILE", help="also write JUnit XML")
    p.add_argument("--json", metavar="FILE", help="also write the report as JSON (a results page is made from it)")
    p.add_argument("--force", action="store_true", help=FORCE_HELP)
    selection_options(p)
    p.set_defaults(func=conform)
    p = subparsers.add_parser("engine", help="our engine behind the runner contract: exported scenario JSON in, "
                                             "result JSON out")
    p.add_argument("--persistent", action="store_true", help="one JSON line in, one out, until stdin closes")
    p.set_defaults(func=engine)
