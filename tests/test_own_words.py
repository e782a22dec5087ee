"""The own-words check of hand-written card texts (tools/own_words.py): what counts as a copy of a
printed text, and the rewrite that replaces a copy's ``text`` in its card file, leaving every other
byte as it was. The sentences here are made up in the cards' manner, not copied from a data set."""
from __future__ import annotations

import sys
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))

import own_words as W  # noqa: E402

PRINTED = [["When this ally enters play, your hero deals 3 fire damage to target opposing ally."]]


def test_a_text_that_repeats_the_printed_wording_is_a_copy() -> None:
    ours = "When Grim Watcher enters play, your hero deals 3 fire damage to target opposing ally."
    assert W.closeness(ours, PRINTED, "Grim Watcher", "ally") >= W.CLOSE


def test_a_text_in_other_words_is_not_a_copy() -> None:
    ours = "As Grim Watcher arrives, an opposing ally you pick takes 3 fire damage from your hero."
    assert W.closeness(ours, PRINTED, "Grim Watcher", "ally") < W.CLOSE


def test_a_list_of_keywords_is_facts_not_a_sentence() -> None:
    assert W.closeness("Protector. Elusive.", [["Protector Elusive"]], "Grim Watcher", "ally") == 0.0
    assert W.closeness("Keywords: Assault 2.", [["Assault 2"]], "Grim Watcher", "ally") == 0.0


FILE = """\
cards:
  - name: Grim Watcher
    type: ally
    text: >-
      a copied sentence that runs over
      two lines
    keywords: [Protector]
  - name: Last Word
    type: ability
    cost: 1
    text: "a copy as the last key"
"""


def test_the_rewrite_replaces_only_the_text_of_the_card_named() -> None:
    out = W.replaced(FILE, "Grim Watcher", "Triggered: our reading.")
    assert yaml.safe_load(out)["cards"][0] == {"name": "Grim Watcher", "type": "ally", "text": "Triggered: our reading.",
                                               "keywords": ["Protector"]}
    assert out.splitlines()[:3] == FILE.splitlines()[:3] and out.splitlines()[4:] == FILE.splitlines()[6:]


def test_the_rewrite_of_a_last_key_and_of_a_long_reading_stays_valid_yaml() -> None:
    long = "Payment: (2) >>> " + "your hero heals 1 damage from target ally; " * 6
    out = W.replaced(FILE, "Last Word", long.strip())
    cards = yaml.safe_load(out)["cards"]
    assert cards[1]["text"] == long.strip() and cards[0]["text"] == "a copied sentence that runs over two lines"
    assert all(len(line) <= 120 for line in out.splitlines())
