"""Short addresses: ``r/410.6a/`` for each rule, ``s/E001/`` for each scenario, ``g/packet/`` for
each glossary entry and ``c/<card>/`` for each card, each a tiny page sending the reader on to the
place in the book (an HTML refresh, so it works on any static host and from ``file://``, with or
without JavaScript). A judge can type ``…/r/410.6a`` or share it; the copy-link buttons of
``desk.js`` give these addresses.
"""
from __future__ import annotations

import hashlib
import os
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


def write(outdir: str | Path, records: Iterable[dict[str, Any]], stamp: Path | None = None) -> int:
    """Write ``<folder>/<key>/index.html`` for every record; the number of addresses. With a
    ``stamp`` file (kept beside the build's saved environment), a build whose addresses are the
    ones the last build wrote into the same folder writes nothing (there are thousands)."""
    found = addresses(records)
    pages = {address: page(record) for address, record in found.items()}
    digest = hashlib.sha256(repr([str(outdir), sorted(pages.items())]).encode()).hexdigest()
    if stamp is not None and stamp.is_file() and stamp.read_text() == digest \
            and all(Path(outdir, address, "index.html").is_file() for address in pages):
        return len(found)
    for address, text in pages.items():  # a clean build writes ~9,000: one folder and one file each
        folder = os.path.join(outdir, address)
        try:
            os.mkdir(folder)
        except FileExistsError:
            pass
        except FileNotFoundError:  # the first of its kind: the kind's folder too
            os.makedirs(folder, exist_ok=True)
        with open(os.path.join(folder, "index.html"), "wb") as f:  # the UTF-8 text, as bytes: no text layer
            f.write(text.encode("utf-8"))
    if stamp is not None:
        stamp.write_text(digest)
    return len(found)


def page(record: dict[str, Any]) -> str:
    href = "../../" + record["url"]  # from <folder>/<key>/ back to the root of the book
    name = f"{record['n']} {record['title']}".strip()
    return PAGE.format(href=escape(href), name=escape(name))
