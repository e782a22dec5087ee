"""The precon decklist importer (tools/import_decks.py) on a small data set made here as a git
repository: printings resolved to the card facts' names, counts of one card added up, encounter
decks left out, the source recorded, nothing else kept, the output byte-identical from run to run."""
from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))
import import_decks  # noqa: E402
from test_import_cards import git_repo  # noqa: E402

BLURB = "An exciting deck for new players."


def tcgdata_files() -> dict[str, str]:
    return {
        "data/card/starter/s1/starter-x/001-hero-one.yml": "oracle: hero-one\nlex: '001'\nset: starter-x\n",
        "data/card/starter/s1/starter-x/002-fire-blast.yml": "oracle: fire-blast\nlex: '002'\nset: starter-x\n",
        "data/card/set/hoa/azeroth/052-fire-blast.yml": "oracle: fire-blast\nlex: '052'\nset: azeroth\n",
        "data/deck/s1/mage.yml": ("name: Mage\ncredit: Official Product\ncategory: Preconstructed\ncollection: '2011'\n"
                                  f"context:\n  - title: ''\n    body: {BLURB}\ntotal: 61\nlist:\n  hero:\n"
                                  "    starter-x-001: 1  # Hero One\n  main:\n    starter-x-002: 57\n"
                                  "    azeroth-052: 3\n"),
        "data/deck/raid/boss.yml": "name: Boss\ncategory: Raid\nlist:\n  hero:\n    starter-x-001: 3\n",
    }


def cards_dir(path: Path) -> Path:
    path.mkdir()
    (path / "sets.json").write_text(json.dumps({"format": 1, "sets": {}}), encoding="utf-8")
    (path / "starter-x.json").write_text(json.dumps({"format": 1, "set": "starter-x", "cards": [
        {"id": "hero-one", "name": "Hero One", "type": "hero"},
        {"id": "fire-blast", "name": 'Fire "Big" Blast', "type": "ability"}]}), encoding="utf-8")
    return path


def test_a_decklist_becomes_a_deck_file_with_its_source(tmp_path):
    repo = git_repo(tmp_path / "tcgdata", tcgdata_files())
    wanted, left_out = import_decks.import_decks(repo, cards_dir(tmp_path / "cards"))
    assert list(wanted) == ["s1/mage.yaml"] and left_out == ["data/deck/raid/boss.yml (Raid: an encounter deck, "
                                                             "not a player's)"]
    text = wanted["s1/mage.yaml"]
    assert "tcgdata/tcgdata-wow data/deck/s1/mage.yml" in text and BLURB not in text
    assert text.endswith('hero: Hero One\nmain_deck:\n  - {card: "Fire \\"Big\\" Blast", count: 60}\n')
    out = tmp_path / "out"
    (out / "old").mkdir(parents=True)
    (out / "old" / "gone.yaml").write_text("x", encoding="utf-8")
    assert import_decks.main(["--tcgdata", str(repo), "--cards", str(tmp_path / "cards"), "--out", str(out)]) == 0
    assert (out / "s1/mage.yaml").read_text(encoding="utf-8") == text and not (out / "old/gone.yaml").exists()
    assert import_decks.import_decks(repo, tmp_path / "cards")[0] == wanted


def test_a_printing_the_card_facts_lack_is_reported(tmp_path, capsys):
    files = tcgdata_files()
    files["data/deck/s1/mage.yml"] = files["data/deck/s1/mage.yml"].replace("azeroth-052", "azeroth-053")
    repo = git_repo(tmp_path / "tcgdata", files)
    cards_dir(tmp_path / "cards")
    assert import_decks.main(["--tcgdata", str(repo), "--cards", str(tmp_path / "cards"),
                              "--out", str(tmp_path / "out")]) == 2
    assert "no printing 'azeroth-053'" in capsys.readouterr().err and not (tmp_path / "out").exists()
