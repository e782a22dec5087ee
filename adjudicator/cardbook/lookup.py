"""One answer for ``adjudicator card NAME``, for any card of the official pool: the library's
entry (its encoding, or the clause that blocks it) joined with the card's printed facts from the
pool. Plain JSON data, no model or engine.

The status says how far the card is encoded:

* ``encoded`` — in the library with all its powers (``writable: true``);
* ``powers not encoded`` — in the library as a stub: its facts are right but some printed powers
  are missing (``not_encoded`` names the clause; ``writable: false``);
* ``not writable yet`` — tried and listed in ``unwritable.yaml`` with the clause that blocks it;
* ``not encoded yet`` — only its facts are known (``writable: null``); ``blocked`` says why the pool
  encoder left it alone (the sentences no shape reads, by place and head: ``data/blocked.json``).
"""
from __future__ import annotations

from typing import Any

from .index import close_to, exact, library_names, normalize
from .pool import blocking_words, cards_named, load_blocked, pool_names

ENCODED, STUB, UNWRITABLE, FACTS_ONLY = "encoded", "powers not encoded", "not writable yet", "not encoded yet"


def status_of(entry: dict[str, Any] | None) -> str:
    if entry is None:
        return FACTS_ONLY
    if entry.get("in_library"):
        return ENCODED if entry["encoded"] else STUB
    return UNWRITABLE


def answer(entry: dict[str, Any] | None, facts: dict[str, Any] | None) -> dict[str, Any]:
    """The library entry (or a bare one made from the facts) with ``status``, ``encoded``,
    ``writable`` and the pool's ``facts`` added."""
    status = status_of(entry)
    if entry is None:
        assert facts is not None
        first = facts.get("printings", [[None, None, None]])[0]
        entry = {"name": facts["name"], "zh": None, "type": facts.get("type"), "set": None, "number": first[1],
                 "clause": None, "scenarios": [], "in_library": False,
                 "blocked": blocking_words(load_blocked().get(facts["id"]))}
    out = dict(entry)
    out.update(status=status, encoded=status == ENCODED,
               writable={ENCODED: True, STUB: False, UNWRITABLE: False, FACTS_ONLY: None}[status],
               facts=facts)
    return out


def lookup(index: dict[str, Any], query: str) -> tuple[list[dict[str, Any]], list[str]]:
    """Every card called ``query`` (English or Chinese, any case), each as an :func:`answer`; or
    none and the closest names of the library and the pool. Reads only the pool's name index and
    the set files of the cards found."""
    entry = exact(index, query)
    if entry is not None:
        facts = cards_named(entry["name"])
        best = sorted(facts, key=lambda f: not printed_as(f, entry))
        return [answer(entry, best[0] if best else None), *(answer(None, f) for f in best[1:])], []
    found = sorted(cards_named(query), key=lambda card: normalize(card["name"]) != normalize(query))
    if found:
        return [answer(None, card) for card in found], []
    return [], close_names_everywhere(index, query)


def printed_as(facts: dict[str, Any], entry: dict[str, Any]) -> bool:
    """The pool card whose printings include the library entry's collector number."""
    return any(number == entry.get("number") for _, number, _ in facts.get("printings", []))


def close_names_everywhere(index: dict[str, Any], query: str, limit: int = 5) -> list[str]:
    """The closest names among the library's and the pool's together, best first: a near spelling of a
    pool card comes before a library card that only shares a word with the query."""
    return close_to({**pool_names(), **library_names(index["cards"])}, query, limit)
