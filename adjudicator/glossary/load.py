"""Load and cross-check the glossary data; look terms up by any English or Chinese form."""
from __future__ import annotations

import os
import re
import unicodedata
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from pydantic import ValidationError

from adjudicator.disk_cache import cached
from adjudicator.yamlio import Document, SourceError, load_document, pydantic_errors
from adjudicator.glossary.model import GlossaryFile, Homograph, Term

#: ``glossary/`` at the top of the repository (override with ``ADJUDICATOR_GLOSSARY``).
GLOSSARY_DIR = Path(os.environ.get("ADJUDICATOR_GLOSSARY",
                                   Path(__file__).resolve().parents[2] / "glossary"))
DATA_DIR = GLOSSARY_DIR / "data"

_NON_ID = re.compile(r"[^a-zA-Z0-9._]+")
_ID_ENDS = re.compile(r"^[-0-9._]+|-+$")


def anchor(english: str) -> str:
    """The HTML id Sphinx gives a glossary term line (``sphinx.util.nodes.make_id``, prefix
    ``term``), e.g. ``Packet`` → ``term-Packet``, ``Can't`` → ``term-Can-t``."""
    return _ID_ENDS.sub("", _NON_ID.sub("-", " ".join(f"term-{english}".split())))


def normalize(text: str) -> str:
    """Key for look-ups: NFKC (full-width → ASCII), case-folded, inner spaces collapsed."""
    return " ".join(unicodedata.normalize("NFKC", text).casefold().split())


@dataclass(frozen=True)
class Entry:
    """A term with where it came from."""

    term: Term
    path: Path
    index: int  # position in its file's ``terms`` list

    @property
    def en(self) -> str:
        return self.term.en

    @property
    def anchor(self) -> str:
        return anchor(self.term.en)

    def chinese_forms(self) -> list[tuple[str, str]]:
        """``(form, kind)`` for every Chinese form, kind = ``hans`` | ``hant`` | ``variant-hans`` |
        ``variant-hant``; the Traditional headword is left out when it equals the Simplified one."""
        zh = self.term.zh
        forms = [(zh.hans, "hans")]
        if zh.hant != zh.hans:
            forms.append((zh.hant, "hant"))
        forms += [(v.form, f"variant-{v.script}") for v in self.term.variants]
        return forms

    def english_forms(self) -> list[str]:
        return [self.term.en, *self.term.en_aliases]


@dataclass
class Glossary:
    """All terms, with indexes by every form."""

    entries: list[Entry]
    homographs: list[tuple[Homograph, Path]] = field(default_factory=list)
    files: list[Path] = field(default_factory=list)
    by_form: dict[str, Entry] = field(default_factory=dict)
    senses: dict[str, list[Entry]] = field(default_factory=dict)

    def __iter__(self):
        return iter(self.entries)

    def __len__(self) -> int:
        return len(self.entries)

    def get(self, english: str) -> Entry:
        entry = self.by_form.get(normalize(english))
        if entry is None:
            raise KeyError(english)
        return entry

    def lookup(self, query: str) -> Entry | None:
        """The entry that ``query`` names: an English headword or alias (any case), or a Chinese
        form in either script (Traditional input is also tried converted to Simplified)."""
        key = normalize(query)
        if key in self.by_form:
            return self.by_form[key]
        if key in self.senses:
            return self.senses[key][0]
        simplified = _simplified(key)
        return self.by_form.get(simplified) or (self.senses.get(simplified) or [None])[0]

    def other_senses(self, query: str, entry: Entry) -> list[Entry]:
        """Other terms that the Chinese word ``query`` (either script) also names."""
        key = normalize(query)
        senses = self.senses.get(key) or self.senses.get(_simplified(key), [])
        return [e for e in senses if e is not entry]

    def names(self) -> list[str]:
        """Every English and Chinese form, for suggestions."""
        out: list[str] = []
        for e in self.entries:
            out += e.english_forms() + [f for f, _ in e.chinese_forms()]
        return out

    def sorted_entries(self) -> list[Entry]:
        return sorted(self.entries, key=lambda e: english_sort_key(e.en))


def _simplified(text: str) -> str:
    """Traditional → Simplified (OpenCC ``t2s``), for look-ups typed in Traditional."""
    try:
        from opencc import OpenCC
    except ImportError:  # pragma: no cover - opencc is a dependency
        return text
    return OpenCC("t2s").convert(text)


def english_sort_key(text: str) -> tuple[str, str]:
    return (re.sub(r"[^a-z0-9 ]", "", text.casefold()), text)


def data_files(directory: Path | None = None) -> list[Path]:
    return sorted((directory or DATA_DIR).glob("*.yaml"))


def _load_file(path: Path) -> tuple[Document, GlossaryFile]:
    doc = load_document(path)
    if doc.data is None:
        raise doc.error([], "empty glossary file")
    try:
        return doc, GlossaryFile.model_validate(doc.data)
    except ValidationError as exc:
        raise pydantic_errors(doc, exc) from None


def load_glossary(directory: Path | None = None) -> Glossary:
    """Load and validate every ``*.yaml`` in ``directory`` (default ``glossary/data``).

    Raises :class:`SourceError` (``path:line:col: message``) for bad YAML, a schema violation,
    a form used by two terms, an unknown related term or a bad homograph entry.
    """
    files = data_files(directory)
    if not files:
        raise SourceError(directory or DATA_DIR, 1, 1, "no glossary data files (*.yaml)")
    docs: list[tuple[Document, GlossaryFile]] = [_load_file(p) for p in files]

    gl = Glossary(entries=[], files=files)
    english: dict[str, Entry] = {}
    chinese: dict[str, Entry] = {}
    anchors: dict[str, Entry] = {}
    for doc, data in docs:
        for i, term in enumerate(data.terms):
            entry = Entry(term, doc.path, i)
            where = ["terms", i]
            for j, name in enumerate(entry.english_forms()):
                loc = where + (["en"] if j == 0 else ["en_aliases", j - 1])
                key = normalize(name)
                if key in english:
                    raise doc.error(loc, f"English form {name!r} is already used by "
                                         f"{english[key].en!r} ({english[key].path.name})")
                english[key] = entry
                aid = anchor(name).casefold()
                if aid in anchors:
                    raise doc.error(loc, f"{name!r} gives the same HTML anchor as "
                                         f"{anchors[aid].en!r}")
                anchors[aid] = entry
            zh = term.zh
            locs = {zh.hans: where + ["zh", "hans"], zh.hant: where + ["zh", "hant"]}
            seen_here: set[str] = set()
            for k, v in enumerate(term.variants):
                if v.form in (zh.hans, zh.hant) or v.form in seen_here:
                    raise doc.error(where + ["variants", k, "form"],
                                    f"variant {v.form!r} repeats a form of the same term")
                seen_here.add(v.form)
                locs[v.form] = where + ["variants", k, "form"]
            for form, loc in locs.items():
                key = normalize(form)
                if key in chinese:
                    raise doc.error(loc, f"Chinese form {form!r} is already used by "
                                         f"{chinese[key].en!r}; list it under homographs instead")
                chinese[key] = entry
            gl.entries.append(entry)
    gl.by_form = {**chinese, **english}

    for doc, data in docs:
        for i, term in enumerate(data.terms):
            for j, rel in enumerate(term.related):
                target = english.get(normalize(rel))
                if target is None:
                    raise doc.error(["terms", i, "related", j], f"unknown related term {rel!r}")
                if target.term is term:
                    raise doc.error(["terms", i, "related", j], "a term can't be related to itself")
        for i, hom in enumerate(data.homographs):
            where = ["homographs", i]
            senses = []
            for j, sense in enumerate(hom.senses):
                target = english.get(normalize(sense))
                if target is None:
                    raise doc.error(where + ["senses", j], f"unknown term {sense!r}")
                senses.append(target)
            owner = chinese.get(normalize(hom.form))
            if owner is not None and owner is not senses[0]:
                raise doc.error(where + ["form"], f"{hom.form!r} is a form of {owner.en!r}, so "
                                                  f"{owner.en!r} must be the first sense")
            key = normalize(hom.form)
            if key in gl.senses:
                raise doc.error(where + ["form"], f"homograph {hom.form!r} listed twice")
            gl.senses[key] = senses
            gl.homographs.append((hom, doc.path))
    return gl


def _fingerprint(directory: Path) -> tuple[tuple[str, int, int], ...]:
    return tuple((p.name, p.stat().st_mtime_ns, p.stat().st_size) for p in data_files(directory))


@lru_cache(maxsize=4)
def _cached(directory: Path, fingerprint: tuple) -> Glossary:
    return load_glossary(directory)


def cached_glossary(directory: Path | None = None) -> Glossary:
    """:func:`load_glossary`, reloaded only when a data file changes."""
    directory = (directory or DATA_DIR).resolve()
    return _cached(directory, _fingerprint(directory))


def disk_cached_glossary(directory: Path | None = None) -> Glossary:
    """:func:`cached_glossary`, kept on disk between runs (``adjudicator.disk_cache``) so
    ``adjudicator term`` answers without validating the data again. The cache is keyed by the
    content of the data files and of this package's code, and rebuilt when any changes; an
    unreadable or unwritable cache is simply not used."""
    directory = (directory or DATA_DIR).resolve()
    files = [*data_files(directory), *sorted(Path(__file__).parent.glob("*.py"))]
    return cached("glossary", files, lambda: cached_glossary(directory), Glossary)
