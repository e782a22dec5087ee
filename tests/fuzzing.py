"""Mutants of our own scenario files, for the fuzzing test (``test_fuzz.py``) and the bigger
campaign (``benchmarks/fuzz_campaign.py``): the kinds of damage a new user does to a file —
bytes, keys, values, numbers, tags, encodings — each drawn from a seeded ``random.Random``.

A mutant is bytes (an encoding mutation makes it no longer UTF-8). ``outcome`` runs one through
the same path as ``adjudicator check`` and classifies it: ``pass``, ``fail``, ``bad input`` or
``internal`` (a Python exception other than the located error: a bug the fuzzing must not find).
"""
from __future__ import annotations

import random
import re
import signal
import string
from pathlib import Path
from typing import Callable

ROOT = Path(__file__).resolve().parents[1]
SCENARIOS = ROOT / "scenarios"
CARDS = SCENARIOS / "cards"

HUGE = ["10" + "0" * 400, "1" * 4400, "1000000000000000000000000000000", "-1", "-5", "99999", "0x7fffffff",
        "1_000_000_000_000", "190:20:30", "1e400", "12345678901234567890123"]
TAGS = ["!!set", "!!python/object:os.system", "!!binary", "!!timestamp", "!!float", "!!omap", "!!map", "!!seq",
        "!!int", "!!bool", "!custom", "!!str"]
CONTROL = ["\x01", "\x1b", "\x00", "\x7f", "\x1b[31m", "\x08", "\ufffe", "\x85"]
NAMES = ["alice-heor", "Alice", "Bob", "Carol", "No Such Card", "bob-hero", "alice-hero", "Fire Blast",
         "alice-resource-1", "", "~", "null", "yes", "703.10", "[]", "{}", "*", "&a", "<<"]


def sources() -> list[Path]:
    """Every scenario file and card file, in a fixed order."""
    return sorted(SCENARIOS.rglob("*.yaml"))


def scenario_sources() -> list[Path]:
    return [p for p in sources() if "cards" not in p.parts]


# -- the mutations: each takes (text, rng) and returns text or bytes ---------------------------------

def _lines(text: str) -> list[str]:
    return text.split("\n")


def _pick_line(lines: list[str], rng: random.Random, pattern: str = r"\S") -> int | None:
    hits = [i for i, l in enumerate(lines) if re.search(pattern, l) and not l.lstrip().startswith("#")]
    return rng.choice(hits) if hits else None


def flip_byte(text: str, rng: random.Random) -> bytes:
    data = bytearray(text.encode("utf-8"))
    i = rng.randrange(len(data))
    data[i] = rng.choice([0xFF, 0xFE, 0xC3, 0x80, rng.randrange(256)])
    return bytes(data)


def insert_control(text: str, rng: random.Random) -> str:
    i = rng.randrange(len(text))
    return text[:i] + rng.choice(CONTROL) + text[i:]


def truncate(text: str, rng: random.Random) -> str:
    return text[: rng.randrange(len(text))]


def delete_line(text: str, rng: random.Random) -> str:
    lines = _lines(text)
    del lines[rng.randrange(len(lines))]
    return "\n".join(lines)


def duplicate_line(text: str, rng: random.Random) -> str:
    """A key given twice (the copy of a ``key: value`` line right after it)."""
    lines = _lines(text)
    i = _pick_line(lines, rng, r"^\s*[a-z_]+:") or 0
    lines.insert(i + 1, lines[i])
    return "\n".join(lines)


def swap_lines(text: str, rng: random.Random) -> str:
    lines = _lines(text)
    i, j = rng.randrange(len(lines)), rng.randrange(len(lines))
    lines[i], lines[j] = lines[j], lines[i]
    return "\n".join(lines)


def indent_line(text: str, rng: random.Random) -> str:
    lines = _lines(text)
    i = rng.randrange(len(lines))
    lines[i] = rng.choice(["  ", "", "\t", " "]) + lines[i].lstrip(" " if rng.random() < 0.5 else "")
    return "\n".join(lines)


def rename_key(text: str, rng: random.Random) -> str:
    keys = sorted(set(re.findall(r"\b([a-z_]+):", text)))
    if not keys:
        return text
    key = rng.choice(keys)
    new = rng.choice([key + "s", key[:-1], key.upper(), "players", "cards", "expect", "in_play", "x", "draw",
                      "name_number", "resources", "damage", "after", "zone", "by", "play", "choose"])
    return re.sub(rf"\b{key}:", f"{new}:", text, count=rng.randint(1, 3))


def change_number(text: str, rng: random.Random) -> str:
    spots = [m for m in re.finditer(r"(?<![\w.\"-])\d+(?![\w.\"])", text)]
    if not spots:
        return text + f"\n{rng.choice(['x', 'resources'])}: {rng.choice(HUGE)}\n"
    m = rng.choice(spots)
    bumped = str(int(m.group()) + 1) if len(m.group()) < 100 else "0"
    return text[: m.start()] + rng.choice(HUGE + [bumped, "0"]) + text[m.end():]


def change_value(text: str, rng: random.Random) -> str:
    """Replace the value after a key with a name, a number, a list or a mapping."""
    spots = list(re.finditer(r"(:\s)([^\n{}\[\]#,]+)", text))
    if not spots:
        return text
    m = rng.choice(spots)
    value = rng.choice(NAMES + HUGE + ["[a, b]", "{a: 1}", "true", "no", "3.5", "[[[]]]", "? [a]", "'x'"])
    return text[: m.start(2)] + value + text[m.end(2):]


def change_name(text: str, rng: random.Random) -> str:
    """A typo in an id or a player's name, wherever it appears."""
    words = sorted(set(re.findall(r"\b[a-z]+(?:-[a-z0-9]+)+\b|\b(?:Alice|Bob|Carol)\b", text)))
    if not words:
        return text
    word = rng.choice(words)
    typo = word[:-2] + word[-1] + word[-2] if len(word) > 2 else word + "x"
    return text.replace(word, typo, rng.randint(1, 2))


def add_expect(text: str, rng: random.Random) -> str:
    """An expectation that names something: a card, a player, a card name."""
    line = rng.choice([
        "  cards: {%s: {damage: 99}}", "  players: {%s: {hand: 1}}", "  in_play: {%s: 0}",
        "  cards: {%s: {zone: gone}}", "  winners: [%s]", "  chain: [%s]"]) % rng.choice(NAMES)
    return re.sub(r"^expect:\n", "expect:\n" + line + "\n", text, count=1, flags=re.M)


def add_tag(text: str, rng: random.Random) -> str:
    spots = list(re.finditer(r":[ ]", text))
    if not spots:
        return text
    m = rng.choice(spots)
    return text[: m.end()] + rng.choice(TAGS) + " " + text[m.end():]


def add_alias(text: str, rng: random.Random) -> str:
    """Anchors and aliases, a recursive one or a merge key."""
    pick = rng.choice(["anchor", "merge", "laughs"])
    if pick == "anchor":
        return text.replace("setup:", "setup: &s", 1) + "\nextra: *s\n"
    if pick == "merge":
        return re.sub(r"^expect:\n", "expect:\n  <<: {winners: [Alice]}\n", text, count=1, flags=re.M)
    laughs = "lol0: &a0 [lol]\n" + "".join(f"lol{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * 9) + "]\n"
                                           for i in range(1, 9))
    return laughs + text


def deep_nesting(text: str, rng: random.Random) -> str:
    depth = rng.choice([50, 500, 5000])
    return text + "\nnested: " + "[" * depth + "]" * depth + "\n"


def reencode(text: str, rng: random.Random) -> bytes:
    how = rng.choice(["latin-1", "utf-16", "utf-16-le", "utf-16-be", "utf-8-sig", "utf-32", "cp1252-accent"])
    if how == "cp1252-accent":
        return text.replace("question: ", "question: Café — ", 1).encode("cp1252", errors="replace")
    return text.replace("question: ", "question: Café ", 1).encode(how, errors="replace")


def huge_count(text: str, rng: random.Random) -> str:
    """A huge number exactly where a count is read: resources, damage, X, loop numbers, draws."""
    big = rng.choice(["10" + "0" * 400, "1000000000000000000000000000000", "100000", "-3"])
    targets = [(r"resources: \d+", f"resources: {big}"), (r"damage: \d+", f"damage: {big}"),
               (r"x: \d+", f"x: {big}"), (r"name_number: \d+", f"name_number: {big}"),
               (r"draw: \d+", f"draw: {big}"), (r"after: \d+", f"after: {big}"),
               (r"times: \d+", f"times: {big}"), (r"cost: \d+", f"cost: {big}"),
               (r"health: \d+", f"health: {big}"), (r"multiply: \d+", f"multiply: {big}"),
               (r"reveal_top: \d+", f"reveal_top: {big}"), (r"deal_damage: \d+", f"deal_damage: {big}")]
    found = [(p, r) for p, r in targets if re.search(p, text)]
    if not found:
        return change_number(text, rng)
    pattern, repl = rng.choice(found)
    return re.sub(pattern, repl, text, count=1)


def many_copies(text: str, rng: random.Random) -> str:
    """A long list: many cards in a zone, or many players."""
    n = rng.choice([50, 300, 3000])
    m = re.search(r"^(\s+)(hand|play|deck): \[(\{card: [^}]+\})\]", text, flags=re.M)
    if m:
        return text[: m.start(3)] + ", ".join([m.group(3)] * n) + text[m.end(3):]
    return text


def _leaves(data, path=()):
    if isinstance(data, dict):
        for k, v in data.items():
            yield from _leaves(v, (*path, k))
    elif isinstance(data, list):
        for i, v in enumerate(data):
            yield from _leaves(v, (*path, i))
    else:
        yield path, data


def swap_leaf(text: str, rng: random.Random) -> str:
    """A plausible value in the wrong place: one value replaced by another of the same kind from
    the same file (an id, a player, a number, a card name), so the file still loads and the
    mutant reaches the engine."""
    import yaml
    from adjudicator.yamlio import SourceError, load_document
    try:
        data = load_document("mutant.yaml", text).data  # our loader: no aliases, no deep nesting
    except SourceError:
        return text
    leaves = [(path, v) for path, v in _leaves(data) if path and isinstance(v, (str, int))
              and path[0] in ("setup", "script", "expect", "checkpoints", "cards")]
    if len(leaves) < 2:
        return text
    path, value = rng.choice(leaves)
    pool = [v for _, v in leaves if type(v) is type(value) and v != value]
    if isinstance(value, int):
        pool += [0, 1, 2, 7, value + 1, max(0, value - 1)]
    if not pool:
        return text
    node = data
    for step in path[:-1]:
        node = node[step]
    node[path[-1]] = rng.choice(pool)
    try:
        return yaml.safe_dump(data, allow_unicode=True, sort_keys=False)
    except (yaml.YAMLError, RecursionError):
        return text


def swap_card(text: str, rng: random.Random) -> str:
    """Another card of the library in a card's place (in a setup, or a token's source)."""
    spots = list(re.finditer(r"(card|token_from): ([^,}\n]+)", text))
    if not spots:
        return text
    m = rng.choice(spots)
    return text[: m.start(2)] + rng.choice(_card_names()) + text[m.end(2):]


_NAMES: list[str] = []


def _card_names() -> list[str]:
    if not _NAMES:
        _NAMES.extend(sorted(re.findall(r"^  - name: (.+)$", "".join(
            p.read_text(encoding="utf-8") for p in sorted(CARDS.glob("*.yaml"))), flags=re.M)))
    return _NAMES


MUTATIONS: list[Callable] = [flip_byte, insert_control, truncate, delete_line, duplicate_line, swap_lines,
                             indent_line, rename_key, change_number, change_value, change_name, add_expect,
                             add_tag, add_alias, deep_nesting, reencode, huge_count, many_copies,
                             swap_leaf, swap_leaf, swap_leaf, swap_card, swap_card]


def mutant(text: str, rng: random.Random, rounds: int = 1) -> tuple[str, bytes]:
    """(the mutations applied, the mutant's bytes)."""
    names, data = [], text
    for _ in range(rounds):
        if isinstance(data, bytes):
            break
        mutate = rng.choice(MUTATIONS)
        names.append(mutate.__name__)
        data = mutate(data, rng)
    return "+".join(names), data if isinstance(data, bytes) else data.encode("utf-8")


def mutants(count: int, seed: int, files: list[Path] | None = None):
    """``count`` mutants of our scenario files: (source file, mutations, bytes)."""
    rng = random.Random(seed)
    files = files or scenario_sources()
    for _ in range(count):
        source = rng.choice(files)
        what, data = mutant(source.read_text(encoding="utf-8"), rng, rounds=rng.choice([1, 1, 1, 2, 3]))
        yield source, what, data


def outcome(path: Path, library=None, step_limit: int | None = None) -> tuple[str, str]:
    """How ``adjudicator check`` takes the file: ('pass' | 'fail' | 'bad input' | 'internal', detail)."""
    from adjudicator.replay import replay
    from adjudicator.rules import load_index
    return _classify(lambda: replay(path, {r.number for r in load_index()}, step_limit=step_limit, library=library))


def _classify(work) -> tuple[str, str]:
    from adjudicator.yamlio import SourceError
    try:
        run = work()
    except SourceError as exc:
        if not located(exc):
            return "internal", f"an error placed outside its file: {exc}"
        return "bad input", exc.message
    except Exception as exc:  # noqa: BLE001 - what the fuzzing looks for
        import traceback
        frame = traceback.extract_tb(exc.__traceback__)[-1]
        return "internal", f"{type(exc).__name__}: {str(exc)[:200]} at {Path(frame.filename).name}:{frame.lineno}"
    return ("pass" if getattr(run, "passed", True) else "fail"), ""


def located(exc) -> bool:
    """Every rejection is placed in its file: a line and column from 1, the line one the file has."""
    if exc.line < 1 or exc.col < 1:
        return False
    try:
        data = Path(exc.path).read_bytes() if Path(exc.path).is_file() else None
    except (OSError, ValueError):
        data = None
    # a line the file has, or the end of a cut-off file; not a file (a device, a bad name): said as named
    return data is None or exc.line <= data.count(b"\n") + 2


class Hang(BaseException):
    """Not an Exception: the classification must not swallow it."""


def cpu_limited(seconds: float, work):
    """``work()``, stopped as a hang after ``seconds`` of this process's CPU time (not wall time:
    the suite shares its cores)."""
    def stop(signum, frame):
        raise Hang()
    previous = signal.signal(signal.SIGVTALRM, stop)
    signal.setitimer(signal.ITIMER_VIRTUAL, seconds)
    try:
        return work()
    except Hang:
        return "hang", f"over {seconds:g} s of CPU"
    finally:
        signal.setitimer(signal.ITIMER_VIRTUAL, 0)
        signal.signal(signal.SIGVTALRM, previous)


def card_mutants(count: int, seed: int):
    """``count`` mutants of our card files: (card file, mutations, bytes)."""
    rng = random.Random(seed)
    files = sorted(CARDS.glob("*.yaml"))
    for _ in range(count):
        source = rng.choice(files)
        what, data = mutant(source.read_text(encoding="utf-8"), rng, rounds=rng.choice([1, 1, 2]))
        yield source, what, data


def card_outcomes(source: Path, data: bytes, folder: Path, scenarios: list[Path],
                  step_limit: int | None = None) -> list[tuple[str, str]]:
    """Load the card library with one file mutated; if it loads, replay the scenarios with it."""
    from adjudicator.cards.library import load_library
    for card_file in CARDS.glob("*.yaml"):
        (folder / card_file.name).write_bytes(data if card_file == source else card_file.read_bytes())
    made: list = []  # the library, loaded once: the scenarios are replayed with the very one that loaded
    loaded = _classify(lambda: made.append(load_library(folder)))
    if loaded[0] != "pass":
        return [loaded]
    return [outcome(path, made[0], step_limit) for path in scenarios]


def glossary_outcome(source: Path, data: bytes, folder: Path) -> tuple[str, str]:
    """Load the glossary with one data file mutated."""
    from adjudicator.glossary.load import DATA_DIR, load_glossary
    for data_file in DATA_DIR.glob("*.yaml"):
        (folder / data_file.name).write_bytes(data if data_file == source else data_file.read_bytes())
    return _classify(lambda: load_glossary(folder))


def deck_sources() -> list[Path]:
    return sorted((ROOT / "decks").rglob("*.yaml"))


def deck_outcome(path: Path) -> tuple[str, str]:
    """How ``adjudicator deck check`` takes a deck file: 'pass' (checked, legal or not), 'bad input'
    or 'internal'."""
    from adjudicator.deck.check import check
    from adjudicator.deck.load import load_deck
    return _classify(lambda: check(load_deck(path)))


# -- the command line and table mode -----------------------------------------------------------------

E072 = str(SCENARIOS / "7-powers-links-modifiers/716/E072-two-world-in-flames-fire-blast.yaml")
ODD_VALUES = ["nan", "inf", "-inf", "1e308", "-1", "0", "", " ", "10" * 30, "\x1b[2J", "x" * 5_000, "/dev/zero",
              "/dev/null", "no-such", "README.md", ".", "--", "-", "E9999", "%s%n", "{}", "[", "out", "3.5", "１２"]


def cli_bases(corpus: str, deck: str) -> list[list[str]]:
    """One command line per writing or reading command, bounded: every run names its input (so no
    mutant replays the whole corpus) and writes only relative paths (the test runs in a temporary
    folder)."""
    return [
        ["rule", "410.6a"], ["rule", "--search", "damage"], ["rule", "--edition", "older", "801"], ["term", "damage"],
        ["explain", E072], ["explain", "--json", E072], ["check", E072], ["options", E072, "--after", "1"],
        ["options", E072, "--why", "{pass: true}"], ["coverage", "--json", E072], ["card", "Fire Blast"],
        ["deck", "check", deck], ["export", "--out", "out", E072],
        ["conform", "--engine", "true", "--corpus", corpus, "--timeout", "5", "--json", "report.json"],
        ["random-play", "--games", "1", "--max-steps", "20", "--shrink-tries", "0", "--quiet", "--out", "rp"],
        ["random-play", "--check", E072]]


EXTRA_OPTIONS = ["--json", "--force", "--keep", "--twice", "--persistent", "--only", "--after", "--timeout",
                 "--games", "--seed", "--max-steps", "--out", "--junit", "--corpus", "--verbose", "--no-children"]
NEED_INPUT = ("check", "coverage", "export")  # with no path these replay every scenario: a mutant keeps one


def cli_mutant(base: list[str], rng: random.Random) -> tuple[str, list[str]]:
    """A command line with one or two values made odd, or an odd option added."""
    argv, what = list(base), []
    for _ in range(rng.choice([1, 1, 2])):
        if rng.random() < 0.7 and len(argv) > 1:
            i = rng.randrange(1, len(argv))
            argv[i], _ = rng.choice(ODD_VALUES), what.append(f"value {i}")
        else:
            option = rng.choice(EXTRA_OPTIONS)
            argv += [option] + ([rng.choice(ODD_VALUES)] if rng.random() < 0.6 else [])
            what.append(f"add {option}")
    if argv[0] in NEED_INPUT and not any(a.endswith(".yaml") or a == "E9999" for a in argv[1:]):
        argv.append(E072)
    return ", ".join(what), argv


def cli_outcome(argv: list[str]) -> tuple[str, str]:
    """``adjudicator ARGV`` in this process (standard input empty): 'ok' (exit 0 or 1), 'bad input'
    (exit 2, with a message) or 'internal' (exit 3, a traceback, or a refusal that says nothing or
    says too much)."""
    import contextlib
    import io
    import sys

    from adjudicator import cli
    out, err = io.StringIO(), io.StringIO()
    stdin, sys.stdin = sys.stdin, io.StringIO("")
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            status = cli.main(argv)
    except SystemExit as exc:  # argparse's refusal (or --help)
        status = exc.code
    except Exception as exc:  # noqa: BLE001 - what the fuzzing looks for
        return _classify(lambda: (_ for _ in ()).throw(exc))
    finally:
        sys.stdin = stdin
    said = err.getvalue()
    if status not in (0, 1, 2) or "internal error" in said + out.getvalue():
        return "internal", f"exit {status}: {said[-300:]}"
    if status == 2 and not (said + out.getvalue()).strip():
        return "internal", "exit 2 without a word"
    if len(said) > 20_000:
        return "internal", f"a message of {len(said):,} characters"
    return ("bad input" if status == 2 else "ok"), said[:200]


IDS_AT_TABLE = ["flames-1", "flames-2", "fire-blast", "alice-hero", "bob-hero", "ghost", "FLAMES-1", ""]
ODD_WORDS = ["\x1b[31m", "\x00", "x" * 5_000, "nan", "-1", "10" * 20, "1e308", "~", "{", "}", "'", "火焰", "\t"]
TABLE_COMMANDS = [
    "player Carol Generic Horde Hero", "hero Alice Generic Horde Hero", "drop Bob", "add Alice World in Flames",
    "add Bob hand Fire Blast as {id}", "add Alice World in Flames attached to {id}", "remove {id}", "damage {id} {n}",
    "exhaust {id}", "ready {id}", "attach {id} {id}", "attach {id} to {id}", "detach {id}", "face-down {id}",
    "face-up {id}", "resources Alice {n}", "turn {who}", "team {who} {who}", "phase {word}", "board", "cards {word}",
    "load {word}", "save board {file}", "help", "start", "options", "explain", "script", "undo", "edit", "{n}",
    "pass", "why {{play: {id}, targets: {{first: {id}}}}}", "try {{play: {id}}}", "{{play: {id}, by: {who}}}",
    "save {file}", "{word}"]
PLAY_COMMANDS = ["{n}", "1", "2", "1", "options", "undo", "pass", "board", "script", "explain", "save {file}"]
WHO_AT_TABLE = ["Alice", "Bob", "Carol", "alice", "Nobody", ""]
FILES_AT_TABLE = ["s.yaml", "board.yaml", "/dev/null", "README.md", "no/such/folder.yaml", "x.yaml",
                  "x" * 3_000 + ".yaml", "y" * 300 + "/a.yaml", "a\x00.yaml"]
NUMBERS_AT_TABLE = ["0", "1", "2", "-1", "nan", "10" * 20, "1e308", "3.5", "99"]


class _Draw(string.Formatter):
    """``{id}``, ``{n}``, ``{who}``, ``{word}``, ``{file}`` in a command: each drawn afresh."""

    def __init__(self, rng: random.Random):
        super().__init__()
        self.rng = rng

    def get_value(self, key, args, kwargs):
        return self.rng.choice({"id": IDS_AT_TABLE + ODD_WORDS[:2], "n": NUMBERS_AT_TABLE, "who": WHO_AT_TABLE,
                                "word": ODD_WORDS + IDS_AT_TABLE, "file": FILES_AT_TABLE}[key])


def table_mutant(rng: random.Random) -> str:
    """A few table commands on E072's board, their words drawn from ids, players and odd values."""
    draw = _Draw(rng)
    board = [draw.format(rng.choice(TABLE_COMMANDS)) for _ in range(rng.randrange(0, 4))]
    play = [draw.format(rng.choice(PLAY_COMMANDS + TABLE_COMMANDS)) for _ in range(rng.randrange(2, 8))]
    return "\n".join([*board, "start", *play, "quit", ""])


def table_outcome(commands: str) -> tuple[str, str]:
    """The commands through ``adjudicator play --from E072`` in this process: 'ok' (exit 0),
    'bad input' (exit 2, some command refused) or 'internal' (exit 3, an internal error said, a
    raw control character echoed, or an output out of all proportion)."""
    import io

    from adjudicator.table.cli import session
    out, err, status = io.StringIO(), io.StringIO(), []
    found = _classify(lambda: status.append(session(E072, io.StringIO(commands), out, err, interactive=False)))
    if found[0] == "internal":
        return found
    said = out.getvalue() + err.getvalue()
    raw = re.search("[\x00-\x08\x0b-\x1f\x7f]", said)
    if status != [0] and status != [2] or "internal error" in said or raw or len(said) > 200_000:
        return "internal", f"exit {status}{', a raw control character' if raw else ''}: {said[-300:]}"
    return ("ok" if status == [0] else "bad input"), ""
