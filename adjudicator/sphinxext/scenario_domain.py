"""The ``scenario`` domain's data: one :class:`~adjudicator.coverage.ScenarioRecord` per scenario
page, recorded while the page is read (its replay), and what an incremental build must rewrite
when the records change.

The rule back-links ("Scenarios citing this rule") stay with the ``rule`` domain, which the
scenario pages feed through ``note_citation``; this domain adds what only replays know — which
rules fired, which examples a scenario replays, whether it passed — for the example boxes,
the coverage page and the examples table.
"""
from __future__ import annotations

import hashlib
import os
import pickle
import tempfile
from pathlib import Path
from typing import Any, Iterable

from sphinx.domains import Domain

from adjudicator.coverage import ScenarioRecord

EXPORTS = "scenario-exports"  # the folder of the exports' files, in the doctrees' folder


class ScenarioDomain(Domain):
    name = "scenario"
    label = "Scenarios"
    initial_data: dict[str, Any] = {
        "records": {},         # docname → ScenarioRecord
        "texts": {},           # docname → (question, ruling), for the site search
        "report_pages": set(),  # docnames holding a generated listing (coverage, examples…)
        "exports": {},         # docname → the key of its export's file (``EXPORTS``)
    }
    data_version = 4

    @property
    def records(self) -> dict[str, ScenarioRecord]:
        return self.data["records"]

    def note_record(self, docname: str, record: ScenarioRecord) -> None:
        self.records[docname] = record

    def note_text(self, docname: str, question: str, ruling: str) -> None:
        self.data.setdefault("texts", {})[docname] = (question, ruling)

    def note_export(self, docname: str, exported: Any, result: str) -> None:
        """The scenario's conformance export and our engine's result, both from the page's replay
        (the book's conformance pages need no replay of their own). Kept in a file of their own,
        named by their content, beside the doctrees: most of the environment's bytes otherwise,
        unpickled at every build although only the results pages read them."""
        packed = pickle.dumps((exported, result), protocol=pickle.HIGHEST_PROTOCOL)
        key = hashlib.sha256(packed).hexdigest()[:32]
        path = self.exports_dir() / f"{key}.pickle"
        if not path.is_file():
            path.parent.mkdir(parents=True, exist_ok=True)
            handle, partial = tempfile.mkstemp(dir=path.parent, suffix=".partial")
            with os.fdopen(handle, "wb") as out:
                out.write(packed)
            os.replace(partial, path)  # a parallel reader writing the same export wins or loses whole
        self.export_keys[docname] = key

    def exports_dir(self) -> Path:
        return Path(self.env.doctreedir) / EXPORTS

    @property
    def export_keys(self) -> dict[str, str]:
        return self.data.setdefault("exports", {})

    @property
    def exports(self) -> dict[str, tuple[Any, str]]:
        """docname → (its conformance ``export.Exported``, our engine's result as JSON), read
        from their files once per key."""
        loaded = self.__dict__.setdefault("_loaded", {})
        for key in set(self.export_keys.values()) - loaded.keys():
            loaded[key] = pickle.loads((self.exports_dir() / f"{key}.pickle").read_bytes())
        return {docname: loaded[key] for docname, key in self.export_keys.items()}

    def forget_unused_exports(self) -> None:
        """Remove the files of exports no page has any more (a scenario changed or went away)."""
        used = {f"{key}.pickle" for key in self.export_keys.values()}
        if self.exports_dir().is_dir():
            for path in self.exports_dir().iterdir():
                if path.name not in used:
                    path.unlink()

    def note_report_page(self, docname: str) -> None:
        self.data["report_pages"].add(docname)

    def clear_doc(self, docname: str) -> None:
        self.records.pop(docname, None)
        self.data.setdefault("texts", {}).pop(docname, None)
        self.export_keys.pop(docname, None)
        self.data["report_pages"].discard(docname)

    def merge_domaindata(self, docnames: Iterable[str], otherdata: dict[str, Any]) -> None:
        docnames = set(docnames)
        self.records.update({d: r for d, r in otherdata["records"].items() if d in docnames})
        self.data.setdefault("texts", {}).update(
            {d: t for d, t in otherdata.get("texts", {}).items() if d in docnames})
        self.export_keys.update({d: k for d, k in otherdata.get("exports", {}).items() if d in docnames})
        self.data["report_pages"] |= otherdata["report_pages"] & docnames

    def resolve_any_xref(self, env, fromdocname, builder, target, node, contnode):  # noqa: ANN001
        return []

    # -- queries ----------------------------------------------------------------------------
    def by_example(self) -> dict[str, list[str]]:
        """Example id → the scenario pages that replay it (their ``sources``), in path order."""
        found: dict[str, list[str]] = {}
        for docname in sorted(self.records):
            for example_id in self.records[docname].examples:
                found.setdefault(example_id, []).append(docname)
        return found

    # -- incremental builds -----------------------------------------------------------------
    def snapshot(self) -> None:
        self._before = dict(self.records)
        self._exports_before = dict(self.export_keys)

    def pages_to_rewrite(self) -> set[str]:
        """Pages showing something of a scenario whose record changed since the snapshot: the
        example boxes it replays, the rules it cites (their back-links show its title) and the
        generated listings. Only the scenario page itself was re-read, so without this the
        other pages would keep stale links (see ``RuleData.pages_to_rewrite``)."""
        before, after = getattr(self, "_before", {}), self.records
        changed = [r for d in before.keys() | after.keys() if before.get(d) != after.get(d)
                   for r in (before.get(d), after.get(d)) if r is not None]
        if not changed:  # an export or a result changed alone (a card's definition): the results pages
            changed_export = self.export_keys != getattr(self, "_exports_before", {})
            return set(self.data["report_pages"]) if changed_export else set()
        rules = self.env.domains["rule"]
        pages = {rules.examples[x].docname for r in changed for x in r.examples if x in rules.examples}
        pages |= {rules.rules[n].docname for r in changed for n in r.cited if n in rules.rules}
        return pages | self.data["report_pages"]
