"""``adjudicator term``: look a game term up in the bilingual glossary.

``adjudicator term 囊包``, ``adjudicator term 伤害包`` and ``adjudicator term packet`` all show
the same entry; ``adjudicator term --list`` lists every term. An unknown term prints close
matches on stderr and exits 2.
"""
from __future__ import annotations

import argparse
import difflib
import json
import sys

from adjudicator.yamlio import SourceError
from adjudicator.glossary.load import Entry, Glossary, cached_glossary, normalize

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
    term.set_defaults(func=run, parser=term)


def run(args: argparse.Namespace) -> int:
    query = " ".join(args.query).strip()
    if args.list == bool(query):
        args.parser.error("give a term to look up, or --list (not both)")
    try:
        glossary = cached_glossary()
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
        print(describe(entry, others, query))
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


def describe(entry: Entry, others: list[Entry] | None = None, query: str | None = None) -> str:
    t = entry.term
    lines = [f"{t.en} · {t.zh.hans}" + (f" · {t.zh.hant}" if t.zh.hant != t.zh.hans else "")]
    lines.append(f"  简体 {t.zh.hans}    繁體 {t.zh.hant}"
                 + (" (OpenCC s2tw)" if t.zh.hant_source == "opencc-s2tw" else " (v3.2)"))
    for v in t.variants:
        src = f" [{', '.join(v.sources)}]" if v.sources else ""
        note = f" — {v.note}" if v.note else ""
        lines.append(f"  异名 {v.form} ({'繁' if v.script == 'hant' else '简'}){src}{note}")
    if t.en_aliases:
        lines.append(f"  also: {', '.join(t.en_aliases)}")
    lines += ["", _wrap(t.definition), ""]
    lines.append("  rules: " + (", ".join(t.rules) if t.rules else "(glossary only)"))
    if t.related:
        lines.append("  see also: " + ", ".join(t.related))
    if t.note:
        lines.append(_wrap("note: " + t.note))
    if others:
        lines.append(f"  {query} also means: " + ", ".join(f"{e.en} ({e.term.zh.hans})" for e in others))
    lines.append(f"  html: glossary/index.html#{entry.anchor}")
    return "\n".join(lines)


def _wrap(text: str, width: int = 92) -> str:
    import textwrap
    return textwrap.fill(" ".join(text.split()), width=width, initial_indent="  ",
                         subsequent_indent="  ")


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
