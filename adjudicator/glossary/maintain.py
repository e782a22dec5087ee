"""Maintenance of the glossary data: Traditional forms, generated files, attestation report.

``python -m adjudicator.glossary fill-hant`` adds missing Traditional headwords,
``python -m adjudicator.glossary generate`` rewrites ``glossary/schema.json``, ``python -m adjudicator.glossary check`` validates the data.
"""
from __future__ import annotations

import json
import re
from functools import lru_cache
from pathlib import Path

from adjudicator.glossary.load import GLOSSARY_DIR, data_files
from adjudicator.glossary.model import GlossaryFile
from adjudicator.yamlio import read_text, write_text

#: The OpenCC table used for Traditional forms the seeds don't give: character-level
#: Simplified → Traditional with Taiwan glyph preferences (裡, 著), without the phrase-level
#: rewrites of ``s2twp`` that produced seed 003's artifacts (再排程 for 再调度, 遠端 for 远程).
OPENCC_CONFIG = "s2tw"

SCHEMA_PATH = GLOSSARY_DIR / "schema.json"


@lru_cache(maxsize=1)
def _converter():
    from opencc import OpenCC
    return OpenCC(OPENCC_CONFIG)


def to_traditional(hans: str) -> str:
    """Simplified → Traditional with :data:`OPENCC_CONFIG`."""
    return _converter().convert(hans)


def schema_text() -> str:
    schema = GlossaryFile.model_json_schema()
    return json.dumps(schema, ensure_ascii=False, indent=2, sort_keys=True) + "\n"


_ZH_FLOW = re.compile(r"^(?P<indent>\s*)zh: \{hans: (?P<hans>[^,}\s]+)(?P<rest>(, pinyin: [^}]+)?)\}\s*$")


def fill_hant(text: str, seed003: str | None) -> tuple[str, int]:
    """Add ``hant`` and ``hant_source`` to every ``zh: {hans: …}`` flow mapping that lacks them.
    The form is ``to_traditional(hans)``; its source is ``seed-003`` if seed 003 contains it."""
    out, changed = [], 0
    for line in text.splitlines(keepends=True):
        m = _ZH_FLOW.match(line)
        if m:
            hans = m["hans"]
            hant = to_traditional(hans)
            source = "seed-003" if seed003 and hant in seed003 else "opencc-s2tw"
            line = (f"{m['indent']}zh: {{hans: {hans}, hant: {hant}, hant_source: {source}"
                    f"{m['rest']}}}\n")
            changed += 1
        out.append(line)
    return "".join(out), changed


def find_seed(name: str) -> Path | None:
    """A seed file in shared/seeds (``$ADJUDICATOR_SHARED``, ../shared beside the repository,
    or /work/shared), e.g. ``find_seed('003')``."""
    for shared in shared_dirs():
        hits = sorted((shared / "seeds").glob(f"{name}_*.txt"))
        hits = [h for h in hits if "despaced" not in h.name] or hits
        if hits:
            return hits[0]
    return None


def shared_dirs() -> list[Path]:
    import os
    repo = GLOSSARY_DIR.parent
    candidates = [os.environ.get("ADJUDICATOR_SHARED"), repo.parent / "shared", "/work/shared"]
    return [Path(c) for c in candidates if c and Path(c).is_dir()]


def fill_hant_files(directory: Path | None = None) -> int:
    seed = find_seed("003")
    seed_text = seed.read_text(encoding="utf-8") if seed else None
    total = 0
    for path in data_files(directory):
        text, n = fill_hant(read_text(path), seed_text)
        if n:
            write_text(path, text)
            total += n
    return total
