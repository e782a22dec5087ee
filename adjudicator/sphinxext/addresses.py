"""Short addresses: ``r/410.6a/`` for each rule, ``s/E001/`` for each scenario, ``g/packet/`` for
each glossary entry and ``c/<card>/`` for each card, each a tiny page sending the reader on to the
place in the book (an HTML refresh, so it works on any static host and from ``file://``, with or
without JavaScript). A judge can type ``…/r/410.6a`` or share it; the copy-link buttons of
``desk.js`` give these addresses.
"""
from __future__ import annotations

import re
from html import escape
from pathlib import Path
from typing import Any, Iterable

#: kind of search record → the folder of its short addresses
FOLDERS = {"rule": "r", "scenario": "s", "term": "g", "card": "c"}

PAGE = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>{name}</title>
<meta name="robots" content="noindex">
<link rel="canonical" href="{href}">
<link rel="icon" href="../../_static/favicon.svg">
<meta http-equiv="refresh" content="0; url={href}">
</head>
<body><p><a href="{href}">{name}</a></p></body>
</html>
"""


def key(record: dict[str, Any]) -> str:
    """The address of a record under its folder: a rule's or scenario's number as written
    (``410.6a``, ``E001``), a term's or card's name in lower case with dashes (``packet``)."""
    numbered = record["kind"] in ("rule", "scenario") and record.get("n")
    name = record["n"] if numbered else record["title"].casefold()
    return re.sub(r"[^\w.]+", "-", name).strip("-.")


def addresses(records: Iterable[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """``r/410.6a`` → its record; the first record wins where two names make the same key."""
    out: dict[str, dict[str, Any]] = {}
    for record in records:
        folder = FOLDERS.get(record["kind"])
        slug = key(record) if folder else ""
        if slug:
            out.setdefault(f"{folder}/{slug}", record)
    return out


def write(outdir: str | Path, records: Iterable[dict[str, Any]]) -> int:
    """Write ``<folder>/<key>/index.html`` for every record; the number written."""
    found = addresses(records)
    for address, record in found.items():
        path = Path(outdir, address, "index.html")
        path.parent.mkdir(parents=True, exist_ok=True)
        href = "../../" + record["url"]  # from <folder>/<key>/ back to the root of the book
        name = f"{record['n']} {record['title']}".strip()
        path.write_text(PAGE.format(href=escape(href), name=escape(name)), encoding="utf-8")
    return len(found)
