"""Import the facts of every official card from three public data sets into ``data/cards/``.

    python tools/import_cards.py [--tcgdata REPO] [--decktools REPO] [--wowtcgutility REPO] [--out DIR]

The sources are local git clones, read at their ``HEAD`` (nothing is fetched):

* ``tcgdata/tcgdata-wow`` — one YAML per card (``data/oracle/``), per printing (``data/card/``),
  per set and per collection. Collections whose ``source`` is ``reborn`` are fan-made: their sets
  and printings are left out, and so is every card printed only there.
* ``seriallos/wowtcg-decktools`` — one JSON per set (``data/cards/*.json``), up to mid-2012, with
  DEF and strike cost.
* ``mikechambers/WoWTCGUtility`` — one table (``desktop/data/wow_tcg.csv``), up to Wrathgate: a
  third opinion. Matched by name (and set, where a name has several cards), its facts are
  cross-checked: a differing fact is listed with every data set's value and the card keeps the value
  two of the three give (tcgdata's if none; never for the type, where tcgdata tells a token or an
  event apart), and a fact neither other source gives is taken from it. Where tcgdata's and
  decktools' texts differ, ``conflicts.text.wowtcgutility`` says which of them its text agrees with
  (``text_vote``): the text ``tools/encode_pool.py`` then reads.

Only facts are kept (name, set, collector number, rarity, type, cost, ATK, health, DEF, strike
cost, damage type, classes, faction, traits, tags); card text, flavour text, errata and artist
are never read into the output. Where both sources give a field and disagree, the card keeps the
tcgdata value and lists both under ``conflicts``. The two texts are compared
(``tools/pool_agreement.py``) but not kept: where they differ in meaning, ``conflicts.text`` says
how (its cause, and each source's numbers where a number differs). The output is one JSON file per set (each card in
the file of its first printing), ``sets.json`` and ``names.json`` (each name's look-up key → its
cards, for ``adjudicator card``); the same sources give byte-identical files.
"""
from __future__ import annotations

import argparse
import csv
import html
import io
import json
import re
import subprocess
import sys
import unicodedata
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable

import yaml

sys.path.insert(0, str(Path(__file__).resolve().parent))
from pool_agreement import (Vocabulary, as_conflict, compare_card, distance, oracle_parts, row_parts,  # noqa: E402
                            utility_parts, vocabulary)

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # the look-up key (adjudicator.cardbook.index.loose), installed or not
OUT = ROOT / "data" / "cards"
MIRRORS = Path("/work/.mirror")
TCGDATA = MIRRORS / "tcgdata+tcgdata-wow" / "repo"
DECKTOOLS = MIRRORS / "seriallos+wowtcg-decktools" / "repo"
UTILITY = MIRRORS / "mikechambers+WoWTCGUtility" / "repo"
UTILITY_CSV = "desktop/data/wow_tcg.csv"
FORMAT = 1
SETS_FILE = "sets.json"
NAMES_FILE = "names.json"
Loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)

CLASSES = ("Death Knight", "Druid", "Hunter", "Mage", "Paladin", "Priest", "Rogue", "Shaman", "Warlock", "Warrior")
# The decktools per-class columns spell Death Knight as one word.
DECKTOOLS_CLASS_COLUMNS = {c.replace(" ", ""): c for c in CLASSES}
# Words of the printed type line that are tags (rules keywords of the line), not traits.
TAG_WORDS = ("Instant", "Unique", "Unlimited", "Ongoing", "Talent", "Monster", "Master Hero", "Elite", "Boss")
EQUIPMENT = (("Weapon", "weapon"), ("Armor", "armor"), ("Item", "item"))
RARITY = {"c": "Common", "u": "Uncommon", "r": "Rare", "e": "Epic", "l": "Legendary", "p": "Promo"}
# The fields each source is compared on; the rest comes from whichever source has it.
CROSS_CHECKED = ("type", "cost", "x_cost", "atk", "health", "damage_type", "faction", "classes", "instant")


class ImportError_(Exception):
    """A source that doesn't look as expected: reported as one line, exit 2."""


# -- reading a git tree ---------------------------------------------------------------------------

class GitTree:
    """The files of a repository at HEAD, read in one ``git cat-file --batch`` process."""

    def __init__(self, repo: Path):
        self.repo = Path(repo)
        if not self.repo.exists():
            raise ImportError_(f"{self.repo}: no such repository (clone it, or pass its path)")
        self.commit = self._git("rev-parse", "HEAD").strip()
        listing = self._git("ls-tree", "-r", "-z", "HEAD")
        self.blobs = {}
        for item in filter(None, listing.split("\0")):
            meta, path = item.split("\t", 1)
            self.blobs[path] = meta.split()[2]

    def _git(self, *args: str) -> str:
        try:
            done = subprocess.run(["git", "-C", str(self.repo), *args], capture_output=True, check=True)
        except (OSError, subprocess.CalledProcessError) as exc:
            raise ImportError_(f"{self.repo}: git {' '.join(args)} failed: {exc}") from None
        return done.stdout.decode("utf-8")

    def paths(self, prefix: str, suffix: str) -> list[str]:
        return sorted(p for p in self.blobs if p.startswith(prefix) and p.endswith(suffix))

    def read(self, paths: list[str]) -> dict[str, str]:
        """The text of each path, in one process."""
        request = "".join(self.blobs[p] + "\n" for p in paths).encode()
        out = subprocess.run(["git", "-C", str(self.repo), "cat-file", "--batch"], input=request,
                             capture_output=True, check=True).stdout
        texts, pos = {}, 0
        for path in paths:
            header_end = out.index(b"\n", pos)
            size = int(out[pos:header_end].split()[2])
            texts[path] = out[header_end + 1:header_end + 1 + size].decode("utf-8")
            pos = header_end + 1 + size + 1
        return texts


# -- names --------------------------------------------------------------------------------------

def key(name: str) -> str:
    """How the two sources' names are matched: letters and digits only, any case or accent."""
    ascii_name = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
    return re.sub(r"[\W_]+", "", ascii_name.casefold())


def tcgdata_name(raw: str) -> str:
    """tcgdata writes an apostrophe as ``_`` (``A_dal``), a colon as ``_`` before a space
    (``Power Word_ Shield``) and quotation marks as ``_`` around the words (``_Acid Hands_
    McGillicutty``): put them back. (Decktools' spelling wins where it has the card.)"""
    name = " ".join(str(raw).split())
    name = re.sub(r"(?<=[^\W_])_(?= )", ":", name)
    name = re.sub(r"(?<=\w)_(?=\w)", "'", name)
    name = re.sub(r"(?:(?<=^)|(?<=\s))_(.+?)_(?=$|\s|[,.!?])", r'"\1"', name)
    return name.replace("_", "'")


def slug(text: str) -> str:
    ascii_text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", "-", ascii_text.replace("'", "").lower()).strip("-")


# -- tcgdata --------------------------------------------------------------------------------------

@dataclass
class Tcgdata:
    commit: str
    sets: dict[str, dict[str, Any]]            # set id → name, kind, released, order
    left_out: list[str]                        # fan-made set ids
    oracles: dict[str, dict[str, Any]]         # oracle id → facts (official cards only)
    printings: dict[str, list[dict[str, Any]]] = field(default_factory=dict)


def read_tcgdata(tree: GitTree) -> Tcgdata:
    texts = tree.read(tree.paths("data/", ".yml"))
    docs = {path: yaml.load(text, Loader=Loader) or {} for path, text in texts.items()}  # noqa: S506 — safe loader
    collections = {}
    for path, doc in docs.items():
        if path.startswith("data/collection/"):
            collections[Path(path).stem] = doc
            collections.setdefault(slug(str(doc.get("collection_name", ""))), doc)
    sets, left_out = {}, []
    for path, doc in docs.items():
        if not path.startswith("data/set/"):
            continue
        set_id = Path(path).stem
        collection = collections.get(str(doc.get("collection_id")))
        if collection is None:
            raise ImportError_(f"tcgdata {path}: collection {doc.get('collection_id')!r} is not in data/collection/")
        if collection.get("source") == "reborn":
            left_out.append(set_id)
            continue
        sets[set_id] = {"name": " ".join(str(doc["set_name"]).split()), "kind": doc.get("set_type"),
                        "released": str(doc.get("date_release") or ""), "cards": doc.get("card_total"),
                        "collection": collection.get("collection_name")}
    printings: dict[str, list[dict[str, Any]]] = defaultdict(list)
    set_dirs: dict[str, str] = {}
    for path, doc in docs.items():
        if not path.startswith("data/card/"):
            continue
        set_id = str(doc.get("set"))
        if set_id in left_out:
            continue
        if set_id not in sets:
            raise ImportError_(f"tcgdata {path}: set {set_id!r} is not in data/set/")
        set_dirs.setdefault(set_id, str(Path(path).parent))
        printings[str(doc["oracle"])].append({"set": set_id, "number": str(doc.get("lex", "")).lstrip("0") or "0",
                                              "rarity": doc.get("rarity"), "path": path})
    # Sets in release order; within a month, in the order of the source's folders.
    order = sorted(sets, key=lambda s: (sets[s]["released"], set_dirs.get(s, "~"), s))
    for i, set_id in enumerate(order):
        sets[set_id]["order"] = i
    oracles = {}
    for oracle_id, found in printings.items():
        path = f"data/oracle/{oracle_id}.yml"
        if path not in docs:
            raise ImportError_(f"tcgdata: printing {found[0]['path']} names oracle {oracle_id!r}, which has no file")
        found.sort(key=lambda p: (sets[p["set"]]["order"], number_order(p["number"])))
        oracles[oracle_id] = tcgdata_facts(docs[path])
        oracles[oracle_id]["source_path"] = path
    return Tcgdata(tree.commit, {s: sets[s] for s in order}, sorted(left_out), oracles, dict(printings))


def number_order(number: str) -> tuple[int, str]:
    digits = re.match(r"\d+", number)
    return (int(digits.group()) if digits else 10**6, number)


def tcgdata_facts(doc: dict[str, Any]) -> dict[str, Any]:
    """The facts of one oracle file; its errata is not read, and its text (instant or not, and a
    hero's other side) only to be compared with decktools' (``text_parts``, never written)."""
    category = doc.get("category")
    temp = " ".join(str(doc.get("temp") or "").split())
    words = temp.split()
    facts: dict[str, Any] = {"name": tcgdata_name(doc["card_name"])}
    health = doc.get("health")
    if words and words[-1].isdigit() and category in ("Hero", "Master Hero") and health is None:
        health = int(words.pop())  # a Master Hero's health is at the end of its type line
    kind = printed_type(category, words)
    facts.update(type=kind, atk=doc.get("damage"), health=health,
                 damage_type=(str(doc["combat"]).lower() if doc.get("combat") else None),
                 faction=doc.get("faction"), classes=sorted(doc.get("class") or []) or None,
                 instant=bool(doc.get("instant")))
    facts.update(cost_facts(doc.get("cost")))
    if kind in ("weapon", "armor", "item"):
        words = [w for w in words if w not in ("Weapon", "Armor", "Item")]
    tags = ([doc["type"]] if doc.get("type") else []) + (["Master Hero"] if category == "Master Hero" else [])
    facts["traits_words"] = words
    facts["text_parts"] = oracle_parts(doc)
    facts["tags"] = tags + (["Instant"] if facts["instant"] else [])
    return facts


def printed_type(category: str | None, words: list[str]) -> str | None:
    if category == "Equipment":
        for word, kind in EQUIPMENT:
            if word in words:
                return kind
        return "equipment"
    if category == "Master Hero":
        return "hero"  # a hero card that goes into the deck (100.2e): the tag says so
    return category.lower() if category else None


def cost_facts(raw: Any) -> dict[str, Any]:
    """``'3'`` → cost 3; ``'2+X'`` → cost 2 and X; ``'X'`` → cost 0 and X."""
    if raw is None or str(raw).strip() == "":
        return {"cost": None, "x_cost": False}
    text = str(raw).replace(" ", "").upper()
    base = text.removesuffix("+X").removesuffix("X")
    return {"cost": int(base) if base.isdigit() else 0, "x_cost": text.endswith("X")}


# -- decktools ------------------------------------------------------------------------------------

@dataclass
class Decktools:
    commit: str
    sets: dict[str, str]                      # set code → set name
    rows: dict[str, list[dict[str, Any]]]     # name key → its rows, originals first


def read_decktools(tree: GitTree) -> Decktools:
    paths = tree.paths("data/cards/", ".json")
    texts = tree.read(paths)
    setlist = json.loads(texts.pop("data/cards/setlist.json", "{}"))
    rows: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for path, text in texts.items():
        for row in json.loads(text):
            row["source_path"] = f"{path}#{row.get('cardid')}"
            rows[key(html.unescape(str(row["name"])))].append(row)
    for found in rows.values():
        found.sort(key=lambda r: (r.get("original", 0) != 0, r["source_path"]))
    return Decktools(tree.commit, {code.upper(): d["setname"] for code, d in setlist.items()}, dict(rows))


def decktools_facts(row: dict[str, Any]) -> dict[str, Any]:
    kind = str(row.get("type") or "")
    subtypes = [str(row[k]) for k in ("subtype", "subtype2", "subtype3", "subtype4") if row.get(k)]
    if kind == "Equipment":
        kind = next((k for word, k in EQUIPMENT if any(word in s for s in subtypes)), "equipment")
        hands = {"1H Weapon": "1H", "2H Weapon": "2H"}  # the weapon's hands stay as a trait
        subtypes = [hands.get(s, s) for s in subtypes if s not in ("Armor", "Item")]
    facts: dict[str, Any] = {"name": html.unescape(str(row["name"])), "type": kind.lower() or None,
                             "atk": row.get("attack"), "health": row.get("health"),
                             "def": as_int(row.get("def")), "strike_cost": as_int(row.get("strikecost")),
                             "damage_type": str(row["dmgtype"]).lower() if row.get("dmgtype") else None,
                             "faction": row.get("faction") if row.get("faction") in ("Horde", "Alliance") else None,
                             "instant": row.get("instant") == "Instant"}
    # Decktools writes cost 0 on every quest (521 of 521); a quest prints no cost, so it is no fact.
    facts.update(cost_facts(None if kind == "Quest" else row.get("cost")))
    if row.get("type") == "Hero":
        classes = [c for c in (row.get("class"), row.get("class2")) if c in CLASSES]
    else:
        classes = [name for column, name in DECKTOOLS_CLASS_COLUMNS.items() if row.get(column) == "x"]
    facts["classes"] = sorted(classes) or None  # none given: the card has no class restriction
    character = [str(row[k]) for k in ("race", "class", "class2") if row.get(k)]
    professions = [str(row[k]) for k in ("profession", "profession2") if row.get(k)]
    words = character + subtypes + professions
    facts["traits"] = [w for w in words if w not in TAG_WORDS]
    facts["tags"] = [w for w in words if w in TAG_WORDS] + (["Instant"] if facts["instant"] else [])
    if kind == "Ability Ally":
        facts["type"] = "ability"
        facts["tags"].append("Ally")
    if kind == "Master Hero":
        facts["type"] = "hero"
        facts["tags"].append("Master Hero")
    return facts


def as_int(value: Any) -> int | None:
    return int(value) if value not in (None, "") and str(value).lstrip("-").isdigit() else None


# -- WoWTCGUtility -------------------------------------------------------------------------------

@dataclass
class Utility:
    commit: str
    rows: dict[str, list[dict[str, Any]]]     # name key → its rows


def read_utility(tree: GitTree) -> Utility:
    """WoWTCGUtility's one table (a row per card, up to Wrathgate)."""
    if UTILITY_CSV not in tree.blobs:
        raise ImportError_(f"{tree.repo}: no {UTILITY_CSV} (is it a clone of mikechambers/WoWTCGUtility?)")
    rows: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for row in csv.DictReader(io.StringIO(tree.read([UTILITY_CSV])[UTILITY_CSV])):
        row["source_path"] = f"{UTILITY_CSV}#{row['id']}"
        rows[key(row["name"])].append(row)
    return Utility(tree.commit, dict(rows))


# Its stats, each read only for the types that print it: the table writes 0 where a card has none.
UTILITY_STATS = {"atk": ("attack", ("ally", "weapon")), "health": ("health", ("ally", "hero")),
                 "def": ("defense", ("armor",)), "strike_cost": ("strike_cost", ("weapon",))}
DAMAGE_TYPES = ("arcane", "fire", "frost", "holy", "nature", "shadow", "melee", "ranged")


def utility_facts(row: dict[str, Any]) -> dict[str, Any]:
    kind = str(row["type"]).strip().lower()
    facts: dict[str, Any] = {"type": kind or None}
    if kind != "quest" and row["cost"].strip():  # a quest prints no cost
        facts.update(cost=as_int(row["cost"].strip()), x_cost=row["cost_modifier"].strip().lower() == "+x")
    for name, (column, kinds) in UTILITY_STATS.items():
        if kind in kinds:
            facts[name] = as_int(row[column].strip())
    damage = row["damage_type"].strip().lower()
    if kind in ("ally", "weapon") and damage in DAMAGE_TYPES:  # one type; 'Melee, Nature' is not compared
        facts["damage_type"] = damage
    if row["faction"] in ("Horde", "Alliance"):
        facts["faction"] = row["faction"]
    return facts


def map_series(tcg: Tcgdata, utility: Utility) -> dict[str, str]:
    """WoWTCGUtility's series → the tcgdata set printing most of its cards at the same numbers."""
    at = {(key(tcg.oracles[o]["name"]), p["number"]): p["set"] for o, ps in tcg.printings.items() for p in ps}
    votes: dict[str, Counter] = defaultdict(Counter)
    for name, rows in utility.rows.items():
        for row in rows:
            found = at.get((name, row["card_num"].strip().lstrip("0") or "0"))
            if found:
                votes[row["series"]][found] += 1
    return {series: max(sorted(c), key=lambda s: c[s]) for series, c in sorted(votes.items())}


def utility_rows(card: dict[str, Any], utility: Utility, series: dict[str, str], only_one: bool) -> list[dict[str, Any]]:
    """The card's rows: by name where one card and one row have it, else by name and set."""
    rows = utility.rows.get(key(card["name"]), [])
    if only_one and len(rows) == 1:
        return rows
    sets = {p[0] for p in card.get("printings", [])}
    return [r for r in rows if series.get(r["series"]) in sets]


def by_number(utility: Utility, series: dict[str, str], used: set[str]) -> dict[tuple[str, str], list[dict[str, Any]]]:
    """The rows no card's name matched, by set and collector number."""
    found: dict[tuple[str, str], list[dict[str, Any]]] = defaultdict(list)
    for rows in utility.rows.values():
        for row in rows:
            if row["source_path"] not in used and row["series"] in series:
                found[(series[row["series"]], row["card_num"].strip().lstrip("0") or "0")].append(row)
    return found


def misspelt(card: dict[str, Any], left: dict[tuple[str, str], list[dict[str, Any]]]) -> list[dict[str, Any]]:
    """The row at one of the card's printings whose name is the card's misspelt, three letters off at
    most ('Warcheif Thrall'), or with its article put last ('Tale of Valor, A')."""
    def spelt(name: str) -> str:
        said = re.fullmatch(r"(?P<rest>.+), (?P<article>The|A|An)", name.strip())
        return key(f"{said['article']} {said['rest']}" if said else name)
    own = key(card["name"])
    for set_id, number, _ in card.get("printings", []):
        rows = [r for r in left.get((set_id, number), []) if distance(spelt(r["name"]), own) <= 3]
        if rows:
            return rows[:1]
    return []


def add_utility(card: dict[str, Any], rows: list[dict[str, Any]], t: dict[str, Any] | None,
                deck: list[dict[str, Any]], vocab: Vocabulary) -> None:
    """WoWTCGUtility's facts checked against the card's: a field neither other source gives is taken
    from it, a differing one listed with every source's value; and its text's vote where the other
    two texts differ (``text_vote``)."""
    if "text" in card["conflicts"]:
        card["conflicts"]["text"]["wowtcgutility"] = text_vote(card, rows, t, deck, vocab)
    if not rows:
        return
    card["sources"]["wowtcgutility"] = [r["source_path"] for r in rows]
    third = utility_facts(rows[0])
    d = decktools_facts(deck[0]) if deck else {}
    for name, value in third.items():
        have = card.get(name)
        if name == "x_cost" or value is None:
            continue
        if have is None:
            fill(card, name, value, third)
        elif have != value:
            found = card["conflicts"].setdefault(name, {})
            found.update({s: f[name] for s, f in (("tcgdata", t or {}), ("decktools", d)) if f.get(name) is not None})
            found["wowtcgutility"] = value
            if name != "type" and third["type"] == card["type"]:  # a type is tcgdata's: it tells a token or an event apart
                card[name] = two_of_three(found, have)


# The types that print a cost (a hero, a location, a quest print none: the table writes 0 for them).
COSTED = ("ally", "ability", "weapon", "armor", "item")


def fill(card: dict[str, Any], name: str, value: Any, third: dict[str, Any]) -> None:
    """A fact neither other source gives, taken from WoWTCGUtility where it can be one: a card of the
    same type that prints it, and not 0 (the table's 0 also stands for a stat it lacks)."""
    if third["type"] != card["type"] or value == 0 or name == "cost" and card["type"] not in COSTED:
        return
    card[name] = value
    if name == "cost":
        card["x_cost"] = third["x_cost"]


def two_of_three(values: dict[str, Any], have: Any) -> Any:
    """The value two of the three sources give, else the one the card has (tcgdata's)."""
    counts = Counter(json.dumps(v, sort_keys=True) for v in values.values())
    said, times = counts.most_common(1)[0]
    return json.loads(said) if times >= 2 else have


# How WoWTCGUtility's text settles a difference between the other two: it agrees in meaning (as
# ``compare_card`` judges two texts alike) with one of them, with both, with neither, or has no card.
VOTES = {"tcgdata": "the third data set agrees with tcgdata", "decktools": "the third data set agrees with decktools",
         "both": "the third data set agrees with both", "neither": "all three data sets differ",
         "none": "the third data set lacks this card"}


def text_vote(card: dict[str, Any], rows: list[dict[str, Any]], t: dict[str, Any] | None,
              deck: list[dict[str, Any]], vocab: Vocabulary) -> str:
    if not rows:
        return VOTES["none"]
    third, name, kind = utility_parts(rows[0]), card["name"], card.get("type") or ""
    with_tcgdata = compare_card(t["text_parts"], third, name, kind, vocab).agrees
    with_decktools = compare_card(third, row_parts(deck[0]), name, kind, vocab).agrees
    return VOTES[{(True, False): "tcgdata", (False, True): "decktools", (True, True): "both"}.get(
        (with_tcgdata, with_decktools), "neither")]


# -- merging ------------------------------------------------------------------------------------

def known_traits(decktools: Decktools) -> list[str]:
    """Every trait decktools prints, longest first: how tcgdata's one-line traits are split
    (``Blood Elf Paladin`` → ``Blood Elf``, ``Paladin``)."""
    found = {t for rows in decktools.rows.values() for r in rows for t in decktools_facts(r)["traits"]}
    return sorted(found, key=lambda t: (-len(t.split()), t))


def split_traits(words: list[str], known: list[str]) -> tuple[list[str], list[str]]:
    text, traits, tags = " ".join(words), [], []
    while text:
        match = next((t for t in known if text == t or text.startswith(t + " ")), None)
        if match is None:
            match = next((t for t in TAG_WORDS if text == t or text.startswith(t + " ")), text.split()[0])
        (tags if match in TAG_WORDS else traits).append(match)
        text = text[len(match):].strip()
    return traits, tags


def map_sets(tcg: Tcgdata, decktools: Decktools) -> dict[str, str]:
    """Decktools set code → the tcgdata set holding most of its cards at the same numbers."""
    votes: dict[str, Counter] = defaultdict(Counter)
    at = {(key(tcg.oracles[o]["name"]), p["set"], p["number"]) for o, ps in tcg.printings.items() for p in ps}
    sets_of: dict[str, set[str]] = defaultdict(set)
    for o, ps in tcg.printings.items():
        sets_of[key(tcg.oracles[o]["name"])].update(p["set"] for p in ps)
    for name, rows in decktools.rows.items():
        for row in rows:
            code = str(row["setcode"]).upper()
            for set_id in sets_of.get(name, ()):
                votes[code][set_id] += 1 + 2 * ((name, set_id, str(row.get("no"))) in at)
    return {code: max(sorted(c), key=lambda s: c[s]) for code, c in sorted(votes.items())}


def text_vocabulary(tcg: Tcgdata, decktools: Decktools) -> Vocabulary:
    """The words of both sources' texts, counted: what tells a misspelling from a word."""
    return vocabulary((t["text_parts"] for t in tcg.oracles.values()),
                      (row_parts(r) for rows in decktools.rows.values() for r in rows))


def merge(tcg: Tcgdata, decktools: Decktools, utility: Utility | None = None) -> list[dict[str, Any]]:
    traits = known_traits(decktools)
    vocab = text_vocabulary(tcg, decktools)
    set_of_code = map_sets(tcg, decktools)
    found, matched = [], set()
    namesakes = Counter(key(t["name"]) for t in tcg.oracles.values())
    collection_of = {set_id: info["collection"] for set_id, info in tcg.sets.items()}
    for oracle_id in sorted(tcg.oracles):
        t, printings = tcg.oracles[oracle_id], tcg.printings[oracle_id]
        rows = decktools.rows.get(key(t["name"]), [])
        if same_card(t, printings, rows, set_of_code, collection_of, namesakes[key(t["name"])] == 1):
            matched.add(key(t["name"]))
        else:
            rows = []
        found.append((card_entry(oracle_id, t, printings, rows, traits, set_of_code, vocab), t, rows))
    for name_key in sorted(decktools.rows.keys() - matched):
        found.append((card_entry(None, None, [], decktools.rows[name_key], traits, set_of_code, vocab), None,
                      decktools.rows[name_key]))
    if utility is not None:
        series = map_series(tcg, utility)
        names = Counter(key(card["name"]) for card, _, _ in found)
        thirds = [utility_rows(card, utility, series, names[key(card["name"])] == 1) for card, _, _ in found]
        left = by_number(utility, series, {r["source_path"] for rows in thirds for r in rows})
        for (card, t, rows), third in zip(found, thirds):
            add_utility(card, third or misspelt(card, left), t, rows, vocab)
    return [compact(card) for card, _, _ in found]


def same_card(t: dict[str, Any], printings: list[dict[str, Any]], rows: list[dict[str, Any]],
              set_of_code: dict[str, str], collection_of: dict[str, str], only_one: bool) -> bool:
    """Rows of the same name are the same card when one of them is printed in a collection (a
    set's family: a raid's deck, treasure and events) tcgdata also prints the card in; or, when tcgdata has one card of that name, when neither source's type
    contradicts the other's (a token counting as an ally). Two different cards can share a name:
    an Arena event and an Outland ability, a raid boss's stages."""
    collections = {collection_of.get(p["set"]) for p in printings}
    if not rows or any(collection_of.get(set_of_code.get(str(r["setcode"]).upper())) in collections for r in rows):
        return bool(rows)
    kinds = {t["type"], decktools_facts(rows[0])["type"]} - {None}
    return only_one and (len(kinds) == 1 or kinds == {"token", "ally"})


def card_entry(oracle_id: str | None, t: dict[str, Any] | None, printings: list[dict[str, Any]],
               rows: list[dict[str, Any]], traits: list[str], set_of_code: dict[str, str],
               vocab: Vocabulary) -> dict[str, Any]:
    d = decktools_facts(rows[0]) if rows else None
    entry: dict[str, Any] = {"id": oracle_id or "decktools-" + slug(d["name"]),
                             "name": d["name"] if d and t and key(d["name"]) == key(t["name"]) else (t or d)["name"]}
    conflicts = {}
    for name in CROSS_CHECKED:
        a, b = (t or {}).get(name), (d or {}).get(name)
        entry[name] = a if a is not None else b
        if a is not None and b is not None and a != b:
            conflicts[name] = {"tcgdata": a, "decktools": b}
    if t and rows:
        text = compare_card(t["text_parts"], row_parts(rows[0]), entry["name"], entry["type"] or "", vocab)
        conflicts.update({} if text.agrees else {"text": as_conflict(text)})
    entry["def"] = d.get("def") if d else None
    entry["strike_cost"] = d.get("strike_cost") if d else None
    if d:
        entry["traits"], entry["tags"] = d["traits"], list(dict.fromkeys(d["tags"] + (t or {}).get("tags", [])))
    else:
        found_traits, found_tags = split_traits(t["traits_words"], traits)
        entry["traits"], entry["tags"] = found_traits, list(dict.fromkeys(found_tags + t["tags"]))
    entry["tags"] = [tag for tag in entry["tags"] if tag != "Instant"] + (["Instant"] if entry.pop("instant") else [])
    entry["printings"] = printing_list(printings, rows, set_of_code, conflicts)
    entry["conflicts"] = conflicts
    entry["sources"] = {**({"tcgdata": t["source_path"]} if t else {}),
                        **({"decktools": [r["source_path"] for r in rows]} if rows else {})}
    return entry


def printing_list(printings: list[dict[str, Any]], rows: list[dict[str, Any]], set_of_code: dict[str, str],
                  conflicts: dict[str, Any]) -> list[list[Any]]:
    """``[set id, number, rarity]`` per printing, from tcgdata; decktools' numbers checked against
    them (a card only decktools has takes its printings from there)."""
    found = [[p["set"], p["number"], p["rarity"]] for p in printings]
    numbers = defaultdict(set)
    for p in printings:
        numbers[p["set"]].add(p["number"])
    differing = []
    for row in rows:
        code = str(row["setcode"]).upper()
        set_id, number = set_of_code.get(code, code.lower()), str(row.get("no"))
        if not printings:
            found.append([set_id, number, RARITY.get(str(row.get("rarity")))])
        elif number != "0" and numbers.get(set_id) and number not in numbers[set_id]:  # 0: not numbered
            differing.append([set_id, number])
    if differing:
        conflicts["number"] = {"tcgdata": sorted([s, n] for s, ns in numbers.items() for n in ns),
                               "decktools": sorted(differing)}
    return found


def compact(entry: dict[str, Any]) -> dict[str, Any]:
    """Leave out what a card lacks (None, False, an empty list or table) but keep a printed 0:
    ``0 in (False,)`` is true in Python, so the test is by identity and emptiness, not membership."""
    return {k: v for k, v in entry.items() if v is not None and v is not False and v != [] and v != {}}


# -- writing ------------------------------------------------------------------------------------

def files(cards: list[dict[str, Any]], tcg: Tcgdata, decktools: Decktools, utility: Utility | None = None
          ) -> dict[str, str]:
    """File name → text: one file per set (each card in the file of its first printing's set),
    and ``sets.json`` with the sets, the sources' commits and what was left out."""
    by_set: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for card in cards:
        by_set[card["printings"][0][0] if card.get("printings") else "unknown"].append(card)
    out = {}
    for set_id, found in sorted(by_set.items()):
        found.sort(key=lambda c: (c["name"].casefold(), c["id"]))
        lines = ",\n".join(json.dumps(c, ensure_ascii=False, sort_keys=True, separators=(",", ":")) for c in found)
        out[f"{set_id}.json"] = f'{{"format":{FORMAT},"set":{json.dumps(set_id)},"cards":[\n{lines}\n]}}\n'
    set_codes = defaultdict(list)
    for code, set_id in sorted(map_sets(tcg, decktools).items()):
        set_codes[set_id].append(code)
    sets = {s: {**info, "decktools": set_codes.get(s, [])} for s, info in tcg.sets.items()}
    extra = sorted({p[0] for c in cards for p in c.get("printings", [])} - set(sets))
    for set_id in extra:  # a decktools set code tcgdata has no set for
        sets[set_id] = {"name": decktools.sets.get(set_id.upper(), set_id), "kind": "promo", "released": "",
                        "order": len(sets), "decktools": [set_id.upper()]}
    meta = {"format": FORMAT,
            "sources": {"tcgdata": {"repository": "tcgdata/tcgdata-wow", "commit": tcg.commit},
                        "decktools": {"repository": "seriallos/wowtcg-decktools", "commit": decktools.commit},
                        **({"wowtcgutility": {"repository": "mikechambers/WoWTCGUtility", "commit": utility.commit}}
                           if utility else {})},
            "left_out": {"fan-made sets (tcgdata collections whose source is reborn)": tcg.left_out},
            "cards": len(cards), "sets": sets}
    out[SETS_FILE] = json.dumps(meta, ensure_ascii=False, sort_keys=True, indent=1) + "\n"
    out[NAMES_FILE] = names_index(out)
    return out


def names_index(out: dict[str, str]) -> str:
    """Each name's look-up key → its spelling and its cards (``[file, id]``): ``adjudicator
    card`` reads this and the one set file it needs, not the whole pool."""
    from adjudicator.cardbook.index import loose

    names: dict[str, dict[str, Any]] = {}
    for name, text in sorted(out.items()):
        if name != SETS_FILE:
            for card in json.loads(text)["cards"]:
                found = names.setdefault(loose(card["name"]), {"name": card["name"], "cards": []})
                found["cards"].append([name, card["id"]])
    lines = ",\n".join(f"{json.dumps(k, ensure_ascii=False)}:{json.dumps(v, ensure_ascii=False, separators=(',', ':'))}"
                       for k, v in sorted(names.items()))
    return f'{{"format":{FORMAT},"names":{{\n{lines}\n}}}}\n'



def write(out_dir: Path, wanted: dict[str, str]) -> None:
    """Each file written whole (to a temporary name, then renamed); stale set files removed."""
    out_dir.mkdir(parents=True, exist_ok=True)
    for name, text in wanted.items():
        tmp = out_dir / f".{name}.tmp"
        tmp.write_text(text, encoding="utf-8")
        tmp.replace(out_dir / name)
    for old in out_dir.glob("*.json"):
        if old.name not in wanted:
            old.unlink()


def import_cards(tcgdata: Path, decktools: Path, utility: Path | None = None) -> dict[str, str]:
    """The files, from tcgdata and decktools, and WoWTCGUtility where given (it cross-checks them)."""
    tcg = read_tcgdata(GitTree(tcgdata))
    deck = read_decktools(GitTree(decktools))
    third = read_utility(GitTree(utility)) if utility is not None else None
    return files(merge(tcg, deck, third), tcg, deck, third)


def main(argv: Iterable[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tcgdata", type=Path, default=TCGDATA, help="a clone of tcgdata/tcgdata-wow")
    parser.add_argument("--decktools", type=Path, default=DECKTOOLS, help="a clone of seriallos/wowtcg-decktools")
    parser.add_argument("--wowtcgutility", type=Path, default=UTILITY, help="a clone of mikechambers/WoWTCGUtility")
    parser.add_argument("--out", type=Path, default=OUT, help="where the JSON files go (default: data/cards)")
    args = parser.parse_args(list(argv) if argv is not None else None)
    try:
        wanted = import_cards(args.tcgdata, args.decktools, args.wowtcgutility)
    except (ImportError_, KeyError, ValueError, yaml.YAMLError, csv.Error) as exc:
        print(f"import_cards: {exc}", file=sys.stderr)
        return 2
    write(args.out, wanted)
    cards = json.loads(wanted[SETS_FILE])["cards"]
    print(f"import_cards: {cards} cards in {len(wanted) - 2} set files under {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
