"""The field-mutation audit (`make card-audit`): is every field of the card language the library
uses honoured by the engine?

For every field path that occurs in the library (``powers.triggered.when.event``), change its
value in the cards that use it, one card at a time (adjudicator/cards/mutations.py), and replay
the scenarios that use that card. A field is *honoured* once some change alters some replay (its
trace, its result or its verdict). A field whose changes alter no replay is *untested* when no
scenario uses a card that has it, and otherwise *ignored*: the engine accepts it and plays the
same without it, so either no scenario reaches it or the engine doesn't read it — write the
scenario, or fix the engine. KNOWN lists the fields that stay so, each with a one-line reason;
tests/test_card_trust.py keeps that list exact for a bounded part of the library.

    python tools/card_audit.py                 # every field
    python tools/card_audit.py --only effects  # the field paths that begin so
"""
from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from adjudicator.cardbook.index import scenarios_using  # noqa: E402
from adjudicator.cards.library import CARDS_DIR, UNWRITABLE, CardLibrary, load_library  # noqa: E402
from adjudicator.cards.mutations import field_path, leaves, mutate  # noqa: E402
from adjudicator.formats.load import load_scenario  # noqa: E402
from adjudicator.replay import replay_scenario  # noqa: E402
from adjudicator.yamlio import SourceError, load_document  # noqa: E402

# Fields whose changes alter no replay, each with the reason it stays so. A field listed here that
# the audit finds honoured must come off the list.
KNOWN: dict[str, str] = {
    'deckbuilding.forbid.faction': 'a deckbuilding list (100.2d), read by the deck checker, which no replay runs',
    'deckbuilding.forbid.talent': 'a deckbuilding list (100.2d), read by the deck checker, which no replay runs (decks/100.2d/monster-hero-talent-card.yaml)',  # lead (s20)
    'powers.payment.effects.put_damage.its': "the first other value the audit tries is 'atk' (enc-r2e), and in E013 Barnathrum's ATK (3) is the damage on him (3): the same amount by coincidence; a packet of 'atk' is fired by G1970",  # enc-r2e
    'effects.if_you_do.exhaust.not.target': "redundant in Explosive Trap: 'if you do' means its target was destroyed, so it is out of play and no exhaust can reach it; the field keeps the reading's 'every other'",
    'powers.reward.effects.draw.count.other': "redundant in In Case of Emergency: 'for each other quest you control' - the quest completed is turned face down as it is completed (702.2), no quest then, so leaving it out changes no count (G923)",
    'hero_required': 'a deckbuilding fact (100.2b), read by the deck checker, which no replay runs',
    'talent': "a deckbuilding fact (the Talent line, 100.2c and its editor's note), read by the deck checker, which no replay runs",  # enc-kw2
    'powers.replacement.when.destination.other': "redundant in Lady Voltaire: redirecting her own damage to herself changes nothing, and the choice it would offer is declined by default; the field keeps the reading's 'another'",
    'not_encoded': "a stub's clause: read by random play (it leaves such cards out), the card page and table mode, not by a replay",
    'powers.triggered.when.subject.any.other': "redundant in Crusade Engineer Spitzpatrick: 'when this or another Unique ally enters play' - the card itself already fits the first alternative ('this'), so 'other' on the second changes no trigger; the field keeps the reading's 'another'",
    'powers.triggered.when.source.any.other': "redundant in Shiverspine: 'when this or another Murloc ally you control deals damage' - the card itself already fits the first alternative ('this'), so 'other' on the second changes no trigger; the field keeps the reading's 'another'",  # enc-b0
    'effects.put_into_resource_row.this': "redundant in Vigor: an ability that isn't Instant is played only on an empty chain (409.1), so as its link resolves it is the only card on the chain ('zone: chain') and 'this' picks no other; the field keeps the reading's 'this ability'",  # enc-if8
    'effects.may.put_into_resource_row.this': "redundant in Starburst: an ability that isn't Instant is played only on an empty chain (409.1), so as its link resolves it is the only card on the chain ('zone: chain') and 'this' picks no other; the field keeps the reading's 'this ability'",  # enc-if8
    'back.powers.triggered.effects.may.source.this': "redundant on a hero's other side (Mindtwister Quimtrix, Sumi'jin): the card itself is its player's hero, the source a damage or heal effect has when it names none, so 'this' changes no packet; the field keeps the reading's name of the hero",  # lead s18
    'powers.prohibition.damage.source.any.other': "redundant in Frizzlight: 'damage that this and other Murloc allies you control would deal' - the card itself already fits the first alternative ('this'), so 'other' on the second changes no packet; the field keeps the reading's 'other'",  # enc-deal7
    'powers.protected_by.other': "redundant in Yellowspine and Azzinoth: 'other allies in your party can protect this ally' - the card with the power is the proposed defender, which can't protect itself anyway (602.2b), so 'other' changes no protect; the field keeps the reading's 'other'",  # enc-while3
    'powers.can_protect.other': "redundant in Balrak Stoutstone: 'this ally can protect other allies' - the proposed defender can't protect itself anyway (602.2b, G873), so 'other' changes no protect; the field keeps the reading's 'another'",  # enc-kw
}


@dataclass
class Verdict:
    field: str
    status: str = "untested"  # honoured, ignored, untested, unchangeable (the model accepts no other value)
    witness: str = ""  # honoured: the card and scenario whose replay the change altered
    tried: list[str] = field(default_factory=list)  # ignored: the cards changed, in vain


@dataclass
class Audit:
    library: CardLibrary
    raw: dict[str, dict]  # card name → its YAML mapping
    using: dict[str, list[str]]  # card name → the scenario files whose setup names it
    max_scenarios: int | None = None
    baseline: dict[str, Any] = field(default_factory=dict)
    crashes: list[str] = field(default_factory=list)

    def outcome(self, path: str, library: CardLibrary) -> Any:
        """What a replay comes to: its steps, its result and its mismatches, or its error."""
        scenario, doc = load_scenario(ROOT / path)
        try:
            run = replay_scenario(scenario, doc, library)
        except SourceError as exc:
            return ("bad input", str(exc))
        except Exception as exc:  # noqa: BLE001 — an engine crash is a finding of its own
            self.crashes.append(f"{path}: {type(exc).__name__}: {exc}")
            return ("crash", repr(exc))
        return (tuple(s.text for s in run.game.trace.steps), repr(run.result()), repr(run.mismatches))

    def scenarios_of(self, name: str) -> list[str]:
        return self.using.get(name, [])[:self.max_scenarios]

    def before(self, path: str) -> Any:
        if path not in self.baseline:
            self.baseline[path] = self.outcome(path, self.library)
        return self.baseline[path]

    def alters(self, name: str, card: Any) -> str | None:
        """The first scenario whose replay the changed card alters, or None."""
        changed = CardLibrary({**self.library.cards, name: card}, self.library.origin, self.library.unwritable)
        for path in self.scenarios_of(name):
            if self.outcome(path, changed) != self.before(path):
                return path
        return None

    def judge(self, fpath: str, places: list[tuple[str, tuple]], max_cards: int | None = None) -> Verdict:
        verdict = Verdict(fpath)
        tested = [(n, p) for n, p in places if self.scenarios_of(n)]
        changeable = False
        for name, path in tested[:max_cards]:
            value = _at(self.raw[name], path)
            changed = mutate(self.raw[name], path, value)
            if changed is None:
                continue
            changeable = True
            witness = self.alters(name, changed[1])
            if witness is not None:
                verdict.status, verdict.witness = "honoured", f"{name} ({value!r} → {changed[0]!r}): {witness}"
                return verdict
            verdict.tried.append(name)
        if tested and changeable:
            verdict.status = "ignored"
        elif tested:
            verdict.status = "unchangeable"
        return verdict


def _at(raw: Any, path: tuple) -> Any:
    for step in path:
        raw = raw[step]
    return raw


def field_places(raw: dict[str, dict]) -> dict[str, list[tuple[str, tuple]]]:
    """Field path → every (card, leaf path) where it occurs, in library order."""
    found: dict[str, list[tuple[str, tuple]]] = {}
    for name, card in raw.items():
        for path, _ in leaves(card):
            found.setdefault(field_path(path), []).append((name, path))
    return found


def raw_cards() -> dict[str, dict]:
    cards = {}
    for path in sorted(CARDS_DIR.glob("*.yaml")):
        if path.name != UNWRITABLE:
            cards.update((c["name"], c) for c in load_document(path).data["cards"])
    return cards


def new_audit(max_scenarios: int | None = None) -> Audit:
    using = {name: [r["path"] for r in records] for name, records in scenarios_using().items()}
    return Audit(load_library(), raw_cards(), using, max_scenarios)


def run(only: list[str] | None = None, max_cards: int | None = None,
        max_scenarios: int | None = None) -> tuple[list[Verdict], list[str]]:
    """The verdict on each field path chosen, and the engine crashes the changes caused."""
    audit = new_audit(max_scenarios)
    places = field_places(audit.raw)
    chosen = [f for f in sorted(places) if not only or any(f.startswith(o) for o in only)]
    return [audit.judge(f, places[f], max_cards) for f in chosen], audit.crashes


def report(verdicts: list[Verdict], crashes: list[str]) -> int:
    """Print every field that is not honoured, and every crash; 1 if a field is not honoured and
    not in KNOWN, or the engine crashed on a card the model accepts."""
    counts: dict[str, int] = {}
    unexplained = len(crashes)
    for crash in crashes:
        print(f"crash: {crash}")
    for v in verdicts:
        counts[v.status] = counts.get(v.status, 0) + 1
        if v.status in ("honoured", "unchangeable"):  # unchangeable: any other value is refused at load
            continue
        reason = KNOWN.get(v.field)
        unexplained += reason is None
        tried = f" (changed in {', '.join(v.tried[:3])}{'…' if len(v.tried) > 3 else ''})" if v.tried else ""
        print(f"{v.status}: {v.field}{tried}" + (f" — known: {reason}" if reason else ""))
    for name in sorted(set(KNOWN) & {v.field for v in verdicts if v.status == "honoured"}):
        print(f"known but honoured now: {name}: take it off KNOWN")
        unexplained += 1
    print(", ".join(f"{n} {s}" for s, n in sorted(counts.items())) + f" of {len(verdicts)} field paths",
          file=sys.stderr)
    return 1 if unexplained else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--only", nargs="*", help="only the field paths that begin with one of these")
    parser.add_argument("--max-cards", type=int, help="change the field in at most this many cards")
    parser.add_argument("--max-scenarios", type=int, help="replay at most this many scenarios per card")
    args = parser.parse_args(argv)
    try:
        return report(*run(args.only, args.max_cards, args.max_scenarios))
    except SourceError as exc:  # a malformed scenario or card file: its place, not a traceback
        print(exc, file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
