"""``adjudicator play``, the table mode, driven through a pipe as a judge would type: building a
board by hand, playing it, undo, refusals with their rules, names in Chinese, typos, bad commands,
and saving a ruling that ``adjudicator check`` passes and replays to the table's own steps."""
from __future__ import annotations

import io
import random
import re
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

from adjudicator.cards.library import default_library
from adjudicator.explain import as_text
from adjudicator.scenarios_cli import replay_checked
from adjudicator.table.cli import session
from adjudicator.table.console import completions
from adjudicator.table.names import CardNames
from adjudicator.table.saving import picked
from adjudicator.yamlio import load_document

ROOT = Path(__file__).resolve().parents[1]
STEP = re.compile(r"^ *\d+\.  ")  # a step as `explain` prints it (an option or an item has one space)

E072_BY_HAND = """\
# E072's board, built by hand
player Alice Generic Alliance Hero
player Bob Generic Horde Hero
add Alice World in Flames as flames-1
add Alice world in flames as flames-2
add Alice hand Fire Blast
resources Alice 1
start
"""

SAVE_ANSWERS = """\
save {path}


e072-by-hand
Two World in Flames double one Fire Blast twice
You control two World in Flames and play Fire Blast at an opposing hero. How much damage?
8: each World in Flames replaces the packet once.
each copy is a modifier of its own
"""


def play_through_a_pipe(commands: str | bytes, *args: str) -> subprocess.CompletedProcess:
    """`adjudicator play` as a process, its commands on a pipe."""
    return subprocess.run([sys.executable, "-m", "adjudicator", "play", *args], input=commands,
                          capture_output=True, text=isinstance(commands, str), cwd=ROOT, timeout=120)


@dataclass
class Session:
    returncode: int
    stdout: str
    stderr: str


def play(commands: str, *args: str) -> Session:
    """The same session in this process (no terminal: each command is echoed after its prompt)."""
    source = args[1] if args else None
    out, err = io.StringIO(), io.StringIO()
    status = session(source, io.StringIO(commands), out, err, interactive=False)
    return Session(status, out.getvalue(), err.getvalue())


def checked(path: Path) -> str:
    """The explanation of a saved scenario, which must pass with the rulebook's checks."""
    run = replay_checked(path)
    assert run.passed, run.mismatches
    return as_text(run)


def adjudicator(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "adjudicator", *args], capture_output=True, text=True, cwd=ROOT)


def steps(text: str) -> list[str]:
    return [line for line in text.splitlines() if STEP.match(line)]


def test_e072_built_by_hand_doubles_twice_and_saves_a_scenario_that_check_passes(tmp_path):
    saved = tmp_path / "e072-by-hand.yaml"
    out = play_through_a_pipe(E072_BY_HAND + "play fire-blast target bob-hero\n" + SAVE_ANSWERS.format(path=saved)
                              + "quit\n")
    assert out.returncode == 0, out.stdout + out.stderr
    assert "Traceback" not in out.stdout + out.stderr
    assert "2 → 4 damage" in out.stdout and "4 → 8 damage" in out.stdout
    assert "deals 8 fire damage to Generic Horde Hero (now 8 damage)" in out.stdout
    assert "Saved" in out.stdout and "`adjudicator check` passes it" in out.stdout
    check = adjudicator("check", str(saved))
    assert check.returncode == 0, check.stdout + check.stderr
    assert "1 passed, 0 failed" in check.stdout
    # the saved file replays to the steps the table printed as they happened, byte for byte
    explained = adjudicator("explain", str(saved))
    assert explained.returncode == 0
    table_steps = steps(out.stdout.split("Alice> save")[0])
    assert table_steps and steps(explained.stdout) == table_steps
    # … which are E072's own, the board being E072's
    assert steps(adjudicator("explain", "E072").stdout) == table_steps
    data = load_document(saved).data
    assert data["script"] == [{"play": "fire-blast", "by": "Alice", "targets": {"first": "bob-hero"}}]
    assert data["expect"]["cards"]["bob-hero"] == {"zone": "play", "damage": 8}
    assert data["expect"]["packets"] == [{"damage": 8, "type": "fire", "source": "alice-hero", "to": "bob-hero"}]
    assert data["rules"] and set(data["rules"]) <= {r for line in table_steps for r in line.rsplit("[", 1)[1][:-1].split(", ")}
    assert data["sources"] == ["new ruling: each copy is a modifier of its own"]
    assert data["id"] == "e072-by-hand" and data["title"].startswith("Two World in Flames")


def test_a_changed_expectation_of_the_saved_file_fails_check(tmp_path):
    saved = tmp_path / "e072.yaml"
    play(E072_BY_HAND + "4\n" + SAVE_ANSWERS.format(path=saved))
    text = saved.read_text(encoding="utf-8")
    assert "damage: 8" in text
    saved.write_text(text.replace("damage: 8}", "damage: 4}", 1), encoding="utf-8")
    assert not replay_checked(saved).passed


def test_undo_goes_back_one_decision(tmp_path):
    saved = tmp_path / "undone.yaml"
    out = play("start\nplay fire-blast target bob-hero\nundo\nplay fire-blast target alice-hero\n"
               + SAVE_ANSWERS.format(path=saved), "--from", "E072")
    assert out.returncode == 0, out.stdout
    assert "Undone: Alice's {play: fire-blast, by: Alice, targets: {first: bob-hero}}" in out.stdout
    assert "Generic Alliance Hero deals 8 fire damage to Generic Alliance Hero" in out.stdout
    data = load_document(saved).data
    assert data["script"] == [{"play": "fire-blast", "by": "Alice", "targets": {"first": "alice-hero"}}]
    assert data["expect"]["cards"]["alice-hero"]["damage"] == 8 and "bob-hero" not in data["expect"]["cards"]
    checked(saved)
    nothing = play("start\nundo\n", "--from", "E072")
    assert "Refused: nothing to undo" in nothing.stdout and nothing.returncode == 2


def test_an_illegal_action_is_refused_with_its_rule_and_try_records_the_refusal(tmp_path):
    saved = tmp_path / "refused.yaml"
    out = play("start\nplay fire-blast target flames-1\nwhy play fire-blast target flames-1\n"
               "why play fire-blast target bob-hero\ntry play fire-blast target flames-1\n"
               + SAVE_ANSWERS.format(path=saved), "--from", "E072")
    assert "Refused: not legal: flames-1 is not a legal target for Fire Blast (first)" in out.stdout
    assert "(rule 706.1)" in out.stdout
    assert "{play: fire-blast, by: Alice, targets: {first: bob-hero}}: legal (option 4)  [410.2, 409.1]" in out.stdout
    assert "Alice may not do this: flames-1 is not a legal target" in out.stdout
    assert out.returncode == 2  # one command was refused
    data = load_document(saved).data
    assert data["script"] == [{"play": "fire-blast", "by": "Alice", "targets": {"first": "flames-1"},
                               "rejected": "706.1"}]
    assert "may not do this" in checked(saved)


def test_cards_by_chinese_name_simplified_or_traditional():
    out = play("player Alice Generic Alliance Hero\nplayer Bob Generic Horde Hero\nadd Alice 烈焰世界\n"
               "add Alice hand 火焰衝擊\nresources Alice 1\ncards 火焰\nstart\nplay 火焰冲击 target bob-hero\n")
    assert out.returncode == 0, out.stdout
    assert "World in Flames (烈焰世界) is in play for Alice: world-in-flames." in out.stdout
    assert "Fire Blast (火焰冲击) is in Alice's hand: fire-blast." in out.stdout
    assert "2 → 4 damage" in out.stdout


def test_adding_a_stub_warns_that_its_powers_are_not_encoded():
    out = play("player Alice Alexstrasza the Life-Binder\nplayer Bob Generic Horde Hero\n"
               "add Bob Magistrix Dianas\nadd Bob hand Fire Blast\n")
    said = " ".join(out.stdout.split())
    assert "Warning: Alexstrasza the Life-Binder's powers are not encoded (a cost reduced by" in said
    assert "Warning: Magistrix Dianas's powers are not encoded (looking at the top card" in said
    assert said.count("Warning:") == 2  # Fire Blast and the generic hero are whole


def test_a_typo_gets_a_close_match_hint():
    out = play("player Alice Generic Alliance Hero\nadd Alice hand Fire Blsat\nstrat\n"
               "player Bob Generic Horde Hero\nstart\nplay fire-blsat\n")
    assert "no card is called 'Fire Blsat' in the card library — did you mean Fire Blast (火焰冲击)" in out.stdout
    assert "unknown command 'strat' — did you mean `start`?" in out.stdout
    assert out.returncode == 2 and "Traceback" not in out.stderr


def test_a_close_id_is_hinted_at_a_prompt():
    out = play("start\nplay fire-blast target bob-heor\nplay fire-blast target bob\n", "--from", "E072")
    assert "did you mean bob-hero?" in out.stdout
    assert "(rule 706.1) — Bob is a player; Bob's hero is bob-hero" in out.stdout


def test_a_scenario_that_could_never_fail_is_not_saved(tmp_path):
    saved = tmp_path / "nothing.yaml"
    out = play(f"start\nsave {saved}\nplay fire-blast target bob-hero\n" + SAVE_ANSWERS.format(path=saved)
               .replace("\n\n", "\nnone\n3\n\n", 1), "--from", "E072")
    assert "Refused: nothing has changed on the board, so the scenario would expect nothing" in out.stdout
    assert "Refused: with no expectation the scenario could never fail: keep at least one" in out.stdout
    assert load_document(saved).data["expect"] == {"cards": {"bob-hero": {"damage": 8}}}


def test_timing_is_written_so_the_script_replays_the_table(tmp_path):
    """Bob waits for Alice's Fire Blast to resolve: his entry waits for an empty chain. Then two
    links, and Bob answers between their resolutions: only an explicit pass says so, and the table
    then plays it too, so its steps stay the saved ones."""
    board = ("player Alice Generic Alliance Hero\nplayer Bob Generic Horde Hero\nadd Alice hand Fire Blast as a1\n"
             "add Alice hand Fire Blast as a2\nadd Bob hand Fire Blast as b1\nresources Alice 2\nresources Bob 1\n"
             "start\n")
    waits, between = tmp_path / "waits.yaml", tmp_path / "between.yaml"
    out = play(board + "play a1 target bob-hero\npass\npass\npass\nplay b1 target alice-hero\npass\n"
               + SAVE_ANSWERS.format(path=waits) + "explain\n")
    assert load_document(waits).data["script"][1] == {"play": "b1", "by": "Bob", "targets": {"first": "alice-hero"},
                                                      "when": "chain-empty"}
    assert steps(checked(waits)) == steps(out.stdout.split("Alice> explain")[1])
    out = play(board + "play a1 target bob-hero\nplay a2 target bob-hero\npass\nplay b1 target alice-hero\n"
               + SAVE_ANSWERS.format(path=between) + "explain\n")
    script = load_document(between).data["script"]
    assert script[2] == {"pass": "true", "by": "Bob"} and len(script) == 4
    assert "The table now plays the explicit entries too" in out.stdout
    saved_steps = steps(checked(between))
    assert "Bob passes priority." in " ".join(saved_steps)
    assert saved_steps == steps(out.stdout.split("Alice> explain")[1])


def test_a_saved_board_is_set_up_again(tmp_path):
    board = tmp_path / "board.yaml"
    out = play(E072_BY_HAND.replace("start\n", "") + f"damage bob-hero 3\nexhaust flames-2\nsave board {board}\n")
    assert out.returncode == 0, out.stdout
    again = play("board\n", "--board", str(board))
    assert again.returncode == 0
    shown = again.stdout.split("table> board")[1]
    assert "bob-hero" in shown and "3 damage" in shown and "exhausted" in shown
    assert again.stdout.count("World in Flames 烈焰世界") == 2


def test_start_up_bad_input_exits_2_in_a_line():
    for args in (["--from", "E999"], ["--from", "no/such.yaml"], ["--board", "README.md"]):
        out = play("", *args)
        assert out.returncode == 2, (args, out.stdout)
        assert out.stderr.startswith("adjudicator play: ") and "Traceback" not in out.stderr
    out = play_through_a_pipe("", "--from", "E999")
    assert out.returncode == 2 and out.stderr == "adjudicator play: no scenario has the id 'E999' (nor is it a file)\n"


@pytest.mark.parametrize("text, where, what", [
    ("setup:\n  players: [\n", "3:1", "invalid YAML"),
    ("setup:\n  turn_player: Alice\n  players:\n    - name: Alice\n      hero: {card: Generic Alliance Hero}\n"
     "      resources: -3\n", "6:18", "-3 is too small"),
    ("setup:\n  turn_player: Alice\n  players:\n    - name: Alice\n      hero: {card: Nope Hero}\n", "5:20",
     "unknown card 'Nope Hero'"),
])
def test_a_bad_board_file_is_told_at_its_line_and_column(tmp_path, text, where, what):
    board = tmp_path / "board.yaml"
    board.write_text(text, encoding="utf-8")
    for option in ("--board", "--from"):
        out = play_through_a_pipe("board\n", option, str(board))
        assert out.returncode == 2 and out.stdout == "", out.stdout
        assert out.stderr.startswith(f"adjudicator play: {board}:{where}: ") and what in out.stderr, out.stderr
        assert out.stderr.count("\n") == 1


def test_hosts_damage_exhaustion_and_the_turn_player_are_set_by_hand(tmp_path):
    board, saved = tmp_path / "board.yaml", tmp_path / "attack.yaml"
    out = play("player Alice Generic Alliance Hero\nplayer Bob Generic Horde Hero\nadd Bob World in Flames\n"
               "add Alice Steelhorn Guard as guard damage 1\nadd Alice World in Flames as wif exhausted\n"
               "attach wif to alice-hero\ndetach wif\nattach wif guard\nturn Bob\ndamage alice-hero 4\n"
               "exhaust guard\nready guard\n"
               f"save board {board}\nstart\nattack bob-hero guard\n" + SAVE_ANSWERS.format(path=saved))
    assert out.returncode == 0, out.stdout
    assert "wif is no longer attached to alice-hero." in out.stdout and "It is Bob's turn." in out.stdout
    setup = load_document(board).data["setup"]
    assert setup["turn_player"] == "Bob"
    alice = setup["players"][0]
    assert {"card": "World in Flames", "id": "wif", "exhausted": "true", "attached_to": "guard"} in alice["play"]  # bools stay words (yamlio)
    assert {"card": "Steelhorn Guard", "id": "guard", "damage": 1} in alice["play"]
    assert "Bob has priority" in out.stdout and "Generic Horde Hero attacks Steelhorn Guard" in out.stdout
    data = load_document(saved).data
    assert data["setup"] == setup
    # combat damage is expected as combat damage (408.3b)
    assert all(p.get("combat") == "true" for p in data["expect"]["packets"]) and data["expect"]["packets"]
    checked(saved)


def test_no_combat_is_offered_outside_the_action_phase():
    """601.1: after `end`, in the end phase, proposing combat is neither listed nor legal."""
    out = play("start\nend\nwhy attack alice-hero bob-hero\n", "--from", "E072")
    listed_in_end_phase = out.stdout.split("Alice> end")[1]
    assert "Alice's end step" in listed_in_end_phase and "proposes combat" not in listed_in_end_phase
    assert "not legal — combat can be proposed only by the turn player" in out.stdout and "(rule 601.1)" in out.stdout


BAD = """\
add
player
player Alice Fire Blast
player Alice Generic Alliance Hero
add Bob hand Fire Blast
add Alice hand Fire Blast damage -3
add Alice Fire Blast damage 99999999999
add Alice Fire Blast on nobody
damage alice-hero 2000000
resources Alice 5000
attach
load E999
save board /nonexistent/x.yaml
\xff garbage
start
9
0
play
play nothing
attack
choose
{play: [
{plya: fire-blast}
number 10000000000000000000000000000000000000
save
save /nonexistent/x.yaml
options
"""


def test_bad_commands_never_give_a_traceback():
    out = play_through_a_pipe(BAD.encode("utf-8").replace(b"\xc3\xbf", b"\xff"))  # a byte that isn't UTF-8
    out.stdout, out.stderr = out.stdout.decode(), out.stderr.decode()
    assert out.returncode == 2, out.stdout
    assert "Traceback" not in out.stdout + out.stderr and "internal error" not in out.stdout
    assert out.stdout.count("Refused:") >= 24
    assert "over the limit: at most 1,000,000" in out.stdout and "at most 1,000" in out.stdout


def test_random_commands_never_give_a_traceback_or_an_internal_error():
    rng = random.Random(14)
    words = ["add", "Alice", "Bob", "play", "hand", "deck", "World", "in", "Flames", "Fire", "Blast", "target",
             "bob-hero", "flames-1", "undo", "board", "3", "1", "x", "-", "{", "}", "choose", "attack", "with",
             "damage", "resources", "exhausted", "as", "on", "start", "edit", "why", "try", "pass", "end", "火焰冲击"]
    lines = [" ".join(rng.choice(words) for _ in range(rng.randint(1, 6))) for _ in range(400)]
    out = play("\n".join(lines) + "\n", "--from", "E072")
    assert out.returncode in (0, 2), out.stdout[-2000:]
    assert "Traceback" not in out.stdout + out.stderr and "internal error" not in out.stdout


def test_help_in_both_modes():
    out = play("help\nstart\nhelp\n", "--from", "E072")
    assert "add PLAYER [ZONE] CARD…" in out.stdout and "undo                    go back one decision" in out.stdout


# -- the parts --------------------------------------------------------------------------------------
def test_names_english_chinese_traditional_and_hints():
    names = CardNames(default_library())
    assert names.find("fire  BLAST").name == names.find("火焰冲击").name == names.find("火焰衝擊").name == "Fire Blast"
    assert names.find("Fire Blsat") is None and "Fire Blast" in names.hint("Fire Blsat")
    card, n = names.longest("World in Flames as flames-1".split())
    assert card.name == "World in Flames" and n == 3


def test_completion_completes_multi_word_and_chinese_names():
    words = ["World in Flames", "Fire Blast", "火焰冲击", "flames-1"]
    assert completions("add Alice World in F", words) == ["add Alice World in Flames"]
    assert completions("add Alice hand 火焰", words) == ["add Alice hand 火焰冲击"]
    assert completions("play fla", words) == ["play flames-1"]
    assert completions("play fire", words) == ["play Fire Blast"]


def test_picking_expectations():
    assert picked("", 5) is None and picked("all", 5) is None and picked("none", 5) == set()
    assert picked("1 3-4", 5) == {1, 3, 4} and picked("drop 2", 3) == {1, 3}
    with pytest.raises(Exception, match="items 1 to 3"):
        picked("4", 3)


def test_tab_completes_card_names_in_a_terminal():
    """In a terminal (a pseudo-terminal here), readline completes a card name, Chinese ones too."""
    import os
    import pty
    import select
    import time

    pid, fd = pty.fork()
    if pid == 0:  # the child: the table in a terminal
        os.chdir(ROOT)
        os.execv(sys.executable, [sys.executable, "-m", "adjudicator", "play"])

    def until(wanted: str) -> str:
        """What the terminal shows until ``wanted`` (bytes gathered first: a read may split a character)."""
        seen, end = b"", time.monotonic() + 60
        while wanted.encode() not in seen and time.monotonic() < end:
            if select.select([fd], [], [], 0.5)[0]:
                try:
                    seen += os.read(fd, 4096)
                except OSError:
                    break
        return seen.decode("utf-8", "replace")

    try:
        assert "table> " in until("table> ")
        os.write(fd, "player Alice Generic All\t".encode())
        assert "Generic Alliance Hero" in until("Hero")
        os.write(fd, b"\n")
        assert "Alice joins with Generic Alliance Hero" in until("table> ")
        os.write(fd, "add Alice hand 火焰\t".encode())
        assert "火焰冲击" in until("冲击")
        os.write(fd, b"\nquit\n")
        assert "is in Alice's hand: fire-blast" in until("quit")
    finally:
        done, status, end = 0, 0, time.monotonic() + 30
        while not done and time.monotonic() < end:
            done, status = os.waitpid(pid, os.WNOHANG)
            time.sleep(0.1)
        if not done:  # a failed step left it waiting at a prompt
            os.kill(pid, 9)
            _, status = os.waitpid(pid, 0)
    assert os.waitstatus_to_exitcode(status) == 0


def test_mulligans_are_before_the_first_turn_and_long_ids_keep_their_column():
    out = play("start\nboard\n", "--from", "E084")
    assert "Alice must decide whether to mulligan [101.2]. (before the first turn)" in out.stdout
    shown = out.stdout.split("Alice> board")[1]
    assert shown.startswith("\nBefore the first turn, which is Alice's.")
    columns = {line.index(name) for line in shown.splitlines()
               for name in ("Generic Alliance Hero", "World in Flames 烈焰世界", "Judgement of Wisdom") if name in line}
    assert len(columns) == 1, shown  # one column for the names, however long an id (judgement-of-wisdom)
