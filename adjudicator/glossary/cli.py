"""``adjudicator term``: look a game term up in the bilingual glossary.

``adjudicator term 囊包``, ``adjudicator term 伤害包`` and ``adjudicator term packet`` all show
the same entry; ``adjudicator term --list`` lists every term. An unknown term prints close
matches on stderr and exits 2.
"""
from __future__ import annotations

import argparse
import difflib
import json
import shutil
import sys
import textwrap

from adjudicator.yamlio import SourceError
from adjudicator.glossary import reader
from adjudicator.glossary.load import Entry, Glossary, disk_cached_glossary, normalize

NOT_FOUND = 2
BAD_DATA = 1


def register(subparsers: argparse._SubParsersAction) -> None:
    term = subparsers.add_parser(
        "term", help="look up a game term (English or Chinese) in the glossary",
        description="Show a glossary entry: English, 简体 and 繁體 forms, variants, definition "
                    "and rules. Any English or Chinese form finds it (e.g. 囊包, 伤害包, packet).")
    term.add_argument("query", nargs="*", help="the term, in English or Chinese")
    term.add_argument("--list", action="store_true", help="list every term (English, 简体, 繁體, rules)")
    term.add_argument("--json", action="store_true", help="print the entry (or the list) as JSON")
    term.add_argument("--verbose", "-v", action="store_true",
                      help="also show the data behind the entry (file, seed codes, anchor)")
    term.set_defaults(func=run, parser=term)


def run(args: argparse.Namespace) -> int:
    query = " ".join(args.query).strip()
    if args.list == bool(query):
        args.parser.error("give a term to look up, or --list (not both)")
    try:
        glossary = disk_cached_glossary()
    except SourceError as exc:
        print(f"adjudicator: bad glossary data: {exc}", file=sys.stderr)
        return BAD_DATA
    if args.list:
        entries = glossary.sorted_entries()
        if args.json:
            _print_json([to_dict(e) for e in entries])
        else:
            for e in entries:
                zh = e.term.zh
                print("\t".join([e.en, zh.hans, zh.hant, " ".join(e.term.rules) or "-"]))
        return 0
    entry = glossary.lookup(query)
    if entry is None:
        print(f"adjudicator: no glossary term {query!r}", file=sys.stderr)
        close = suggestions(glossary, query)
        if close:
            print("did you mean: " + ", ".join(close), file=sys.stderr)
        return NOT_FOUND
    others = glossary.other_senses(query, entry)
    if args.json:
        record = to_dict(entry)
        if others:
            record["other_senses"] = [e.en for e in others]
        _print_json(record)
    else:
        width = max(40, min(100, shutil.get_terminal_size((80, 24)).columns))
        print(describe(entry, others, query, verbose=args.verbose, width=width))
    return 0


def suggestions(glossary: Glossary, query: str, n: int = 5) -> list[str]:
    """Close matches among every English and Chinese form (difflib), best first."""
    names = glossary.names()
    by_key: dict[str, str] = {}
    for name in names:
        by_key.setdefault(normalize(name), name)
    key = normalize(query)
    close = difflib.get_close_matches(key, list(by_key), n=n, cutoff=0.6)
    if len(close) < n:  # Chinese queries are short: also offer forms that contain the query
        close += [k for k in by_key if key and key in k and k not in close][: n - len(close)]
    return [by_key[k] for k in close]


def describe(entry: Entry, others: list[Entry] | None = None, query: str | None = None,
             verbose: bool = False, width: int = 80) -> str:
    """The entry for a reader: headwords, other words, definition, rules; ``verbose`` adds what
    authors need (data file, seed codes, where the Traditional form comes from, the anchor)."""
    t = entry.term
    lines = [f"{t.en} · {t.zh.hans}" + (f" · {t.zh.hant}" if t.zh.hant != t.zh.hans else "")]
    if t.variants:
        lines += _wrap("Other words: " + "; ".join(reader.variant(v) for v in t.variants), width)
    if t.en_aliases:
        lines += _wrap("Also: " + ", ".join(t.en_aliases), width)
    lines += [""] + _wrap(t.definition, width) + [""]
    lines += _wrap("Rules: " + (", ".join(t.rules) if t.rules else "none numbered (defined by the glossary)"),
                   width)
    if t.related:
        lines += _wrap("See also: " + ", ".join(t.related), width)
    remark = reader.note(t.note)
    if remark:
        lines += _wrap("Note: " + remark, width)
    if others:
        lines += _wrap(f"{query} also means: " + ", ".join(f"{e.en} ({e.term.zh.hans})" for e in others), width)
    if verbose:
        lines += ["", f"  file     {entry.path.name} (term {entry.index + 1})",
                  f"  繁體     {t.zh.hant} from {t.zh.hant_source}"]
        lines += [f"  variant  {v.form} [{', '.join(v.sources) or '-'}]" + (f" {v.note}" if v.note else "")
                  for v in t.variants]
        if t.note:
            lines += _wrap("note (data): " + t.note, width)
        lines.append(f"  html     {html_path(entry)}")
    return "\n".join(lines)


def html_path(entry: Entry) -> str:
    """Where the entry is in the book: the page of its English initial."""
    from adjudicator.glossary.render import letter_page
    return f"glossary/{letter_page(entry.en)}.html#{entry.anchor}"


def _wrap(text: str, width: int = 80) -> list[str]:
    return textwrap.wrap(" ".join(text.split()), width=width, initial_indent="  ",
                         subsequent_indent="  ", break_on_hyphens=False)


def to_dict(entry: Entry) -> dict:
    record = entry.term.model_dump(mode="json", exclude_none=True)
    record["anchor"] = entry.anchor
    return record


def _print_json(data: object) -> None:
    json.dump(data, sys.stdout, ensure_ascii=False, indent=2)
    sys.stdout.write("\n")


def main(argv: list[str] | None = None) -> int:
    """``python -m adjudicator.glossary term …`` without the main ``adjudicator`` command."""
    parser = argparse.ArgumentParser(prog="adjudicator")
    register(parser.add_subparsers())
    args = parser.parse_args(["term", *(sys.argv[1:] if argv is None else argv)])
    try:
        return args.func(args)
    except BrokenPipeError:
        sys.stderr.close()
        return 0
