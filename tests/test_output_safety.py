"""Nothing lost (issue 20): every command that writes points its output at an existing tracked
file, or at a folder of someone else's, and the file is left byte for byte as it was without
``--force``; with ``--force`` (or a ``y`` at the table) it is replaced whole; nothing is left
half-written and no stray file appears."""
from __future__ import annotations

import io
import subprocess
import sys
from pathlib import Path

import pytest

from adjudicator import cli
from adjudicator.output import MARKER, OutputFolder, OutputRefused, write_file
from adjudicator.table.cli import session

ROOT = Path(__file__).resolve().parents[1]
README, PYPROJECT = ROOT / "README.md", ROOT / "pyproject.toml"
E072 = ROOT / "scenarios/7-powers-links-modifiers/716/E072-two-world-in-flames-fire-blast.yaml"
ENGINE = f"{sys.executable} -m adjudicator engine"


def untouched(*paths: Path):
    """The files' bytes and times, to compare after a refused write."""
    return [(p.read_bytes(), p.stat().st_mtime_ns) for p in paths]


def adjudicator(capsys, *args: str) -> tuple[int, str]:
    status = cli.main(list(args))
    return status, capsys.readouterr().err


@pytest.mark.parametrize("args, targets", [
    (["export", "--out", str(README), str(E072)], [README]),
    (["export", "--out", str(ROOT), str(E072)], [README]),  # `export --out .` in the repository
    (["conform", "--engine", ENGINE, "--only", "E072", "--json", str(README), "--junit", str(PYPROJECT)],
     [README, PYPROJECT]),
    (["conform", "--engine", ENGINE, "--only", "E072", "--junit", str(PYPROJECT)], [PYPROJECT]),
    (["random-play", "--games", "1", "--keep", "--out", str(README)], [README]),
    (["random-play", "--games", "1", "--keep", "--out", str(ROOT / "scenarios")], [E072]),
])
def test_every_writing_command_leaves_a_tracked_file_alone_without_force(capsys, args, targets):
    before, listing = untouched(*targets), sorted(ROOT.iterdir())
    status, err = adjudicator(capsys, *args)
    assert status == 2, err
    assert "left as it was" in err or "not a folder" in err or "did not write" in err, err
    assert untouched(*targets) == before and sorted(ROOT.iterdir()) == listing


def test_table_save_asks_and_leaves_a_tracked_scenario_alone_on_no(tmp_path):
    before = untouched(E072, README)
    out, err = io.StringIO(), io.StringIO()
    session(str(E072), io.StringIO(f"save board {E072}\nn\nquit\n"), out, err, interactive=False)
    assert "left as it was" in out.getvalue()
    (tmp_path / "board.yaml").symlink_to(README)
    session(str(E072), io.StringIO(f"save board {tmp_path / 'board.yaml'}\ny\nquit\n"), out, err,
            interactive=False)
    assert "not a regular file" in out.getvalue() and untouched(E072, README) == before


def test_conform_replaces_its_own_report_only_with_force(tmp_path, capsys):
    report = tmp_path / "report.json"
    report.write_text("mine\n", encoding="utf-8")
    args = ["conform", "--engine", ENGINE, "--only", "E072", "--json", str(report)]
    assert adjudicator(capsys, *args)[0] == 2 and report.read_text(encoding="utf-8") == "mine\n"
    assert adjudicator(capsys, *args, "--force")[0] == 0 and '"scenarios"' in report.read_text(encoding="utf-8")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["report.json"]  # no temporary file left


def test_export_into_an_earlier_export_needs_force_and_drops_its_stale_files(tmp_path, capsys):
    out, folder = tmp_path / "out", str(E072.parent)
    assert adjudicator(capsys, "export", "--out", str(out), folder)[0] == 0
    assert (out / MARKER).is_file() and len(list(out.rglob("*.json"))) > 3
    before = untouched(out / "manifest.json")
    status, err = adjudicator(capsys, "export", "--out", str(out), str(E072))
    assert status == 2 and "--force" in err and untouched(out / "manifest.json") == before
    assert adjudicator(capsys, "export", "--out", str(out), "--force", str(E072))[0] == 0
    kept = sorted(p.relative_to(out).as_posix() for p in out.rglob("*") if p.is_file())
    assert kept == [MARKER, "cards.json", f"expectations/7-powers-links-modifiers/716/{E072.stem}.json",
                    "manifest.json", f"scenarios/7-powers-links-modifiers/716/{E072.stem}.json"]  # no stale scenario


def test_a_folder_of_someone_elses_files_is_refused_even_with_force(tmp_path, capsys):
    (tmp_path / "notes.txt").write_text("mine\n", encoding="utf-8")
    status, err = adjudicator(capsys, "export", "--out", str(tmp_path), "--force", str(E072))
    assert status == 2 and "did not write" in err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["notes.txt"]


def test_random_play_keep_refuses_an_existing_game_and_a_file_as_its_folder(tmp_path, capsys):
    games = tmp_path / "games"
    games.mkdir(parents=True)
    (tmp_path / MARKER).write_text("games/5-0.yaml\n", encoding="utf-8")
    (games / "5-0.yaml").write_text("mine\n", encoding="utf-8")
    status, err = adjudicator(capsys, "random-play", "--games", "1", "--seed", "5", "--keep", "--out", str(tmp_path))
    assert status == 2 and "5-0.yaml" in err and (games / "5-0.yaml").read_text(encoding="utf-8") == "mine\n"
    status, err = adjudicator(capsys, "random-play", "--keep", "--out", str(games / "5-0.yaml"))
    assert status == 2 and "not a folder" in err  # not NotADirectoryError, exit 3


def test_write_file_refuses_folders_devices_and_missing_folders(tmp_path):
    for target, says in ((tmp_path, "is a folder"), (Path("/dev/null"), "not a regular file"),
                         (tmp_path / "no" / "such.json", "no folder")):
        with pytest.raises(OutputRefused, match=says):
            write_file(target, "x", force=True)
    link = tmp_path / "link.json"
    link.symlink_to(README)
    with pytest.raises(OutputRefused, match="not a regular file"):
        write_file(link, "x", force=True)


def test_an_output_folder_never_writes_outside_itself(tmp_path):
    folder = OutputFolder(tmp_path / "out", force=True)
    for name in ("../escape.json", "/etc/passwd", MARKER):
        with pytest.raises(OutputRefused, match="outside"):
            folder.write(name, "x")
    assert not (tmp_path / "escape.json").exists()


def test_a_failed_write_leaves_the_old_file_and_no_temporary_file(tmp_path, monkeypatch):
    target = tmp_path / "report.json"
    target.write_text("old\n", encoding="utf-8")

    def broken(src, dst):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr("os.replace", broken)
    with pytest.raises(OSError):
        write_file(target, "new\n", force=True)
    assert target.read_text(encoding="utf-8") == "old\n" and [p.name for p in tmp_path.iterdir()] == ["report.json"]


def test_drop_passes_rewrites_only_the_files_it_is_given(tmp_path):
    copy = tmp_path / E072.name
    copy.write_bytes(E072.read_bytes())
    done = subprocess.run([sys.executable, str(ROOT / "tools/drop_passes.py"), str(copy)], capture_output=True,
                          text=True, cwd=tmp_path, timeout=120)
    assert done.returncode == 0, done.stderr
    assert sorted(p.name for p in tmp_path.iterdir()) == [E072.name]


def test_a_name_with_a_nul_byte_or_too_long_is_refused(tmp_path):
    for name in ("a\x00.json", "x" * 5_000 + ".json"):
        with pytest.raises(OutputRefused, match="can't be written"):
            write_file(tmp_path / name, "x", force=True)
    assert list(tmp_path.iterdir()) == []
