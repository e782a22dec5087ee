"""Board pictures: the snapshot taken during a replay (``explain.board``) and its SVG
(``explain.board_svg``) — well-formed, accessible, legible, and saying in words what it draws."""
from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from adjudicator.explain import board_svg
from adjudicator.explain.board import snapshot
from adjudicator.replay import replay

ROOT = Path(__file__).resolve().parents[1]
E026 = ROOT / "scenarios/4-game-concepts/410/E026-ironforge-guards-chain-lightning.yaml"
SVG = "{http://www.w3.org/2000/svg}"


def card(id: str, name: str, type: str = "ally", **state) -> dict:
    base = {"id": id, "name": name, "type": type, "atk": 2, "health": 3, "damage": 0, "exhausted": False,
            "face_down": False, "token": False, "attached_to": None}
    if type not in ("hero", "ally"):
        base.update(atk=None, health=None)
    return {**base, **state}


def player(name: str, hero: dict, allies=(), other=(), turn=False, **counts) -> dict:
    return {"name": name, "turn": turn, "lost": False, "resources": {"ready": 2, "exhausted": 3},
            "hand": 4, "deck": 10, "graveyard": 1, "removed": 0, "hero": hero,
            "allies": list(allies), "other": list(other), **counts}


BOARD = {
    "players": [
        player("Alice", card("alice-hero", "Generic Horde Hero", "hero", atk=0, health=30), turn=True,
               allies=[card("guard-a", "Ironforge Guards", damage=2, exhausted=True),
                       card("whelp", "Green Whelp"), card("valthak", "Valthak Spiritdrinker"),
                       card("kaldel", "Vindicator Kaldel the Long-Named Reinforcement")],
               other=[card("helm", "Golem Skull Helm", "armor", attached_to=None),
                      card("roots", "Entangling Roots", "ability", attached_to="whelp")]),
        player("Bob", card("bob-hero", "Generic Alliance Hero", "hero", atk=0, health=30, damage=7)),
    ],
    "chain": [{"source": "Fire Blast", "controller": "Alice", "kind": "card", "targets": {"first": "bob-hero"}},
              {"source": "helm (Golem Skull Helm)", "controller": "Bob", "kind": "triggered", "targets": {}}],
    "combat": None,
}


@pytest.fixture(scope="module")
def svg() -> ET.Element:
    return ET.fromstring(board_svg.render(BOARD, "board-9", "The board after step 9"))


def test_the_svg_is_an_image_named_by_its_title_and_description(svg):
    assert svg.tag == f"{SVG}svg" and svg.get("role") == "img"
    title, desc = svg.find(f"{SVG}title"), svg.find(f"{SVG}desc")
    assert svg.get("aria-labelledby") == "board-9-title board-9-desc"
    assert (title.get("id"), desc.get("id")) == ("board-9-title", "board-9-desc")
    assert title.text == "The board after step 9"


def test_the_description_says_everything_the_picture_shows(svg):
    desc = svg.find(f"{SVG}desc").text
    for fact in ("Alice (turn player): resources 2 ready, 3 exhausted · hand 4 · deck 10 · graveyard 1",
                 "Ironforge Guards (id guard-a), ATK 2, health 3, 2 damage, exhausted",
                 "Generic Alliance Hero (id bob-hero), ATK 0, health 30, 7 damage, ready",
                 "Entangling Roots (id roots), attached to whelp",
                 "The chain, top link first: 2. helm (Golem Skull Helm) (Bob's triggered effect); "
                 "1. Fire Blast (Alice's card) targeting first: bob-hero"):
        assert fact in desc, fact


def test_every_card_in_play_is_drawn_with_its_state(svg):
    texts = [t.text for t in svg.iter(f"{SVG}text")]
    assert "2 damage · EXHAUSTED" in texts and "7 damage" in texts
    assert "Ally, on whelp" not in texts and "Ability, on whelp" in texts
    drawn = " ".join(texts)  # a long name wraps onto a second line
    for name in ("Ironforge Guards", "Green Whelp", "Golem Skull Helm", "Generic Alliance Hero"):
        assert name in drawn, name
    exhausted = [r for r in svg.iter(f"{SVG}rect") if r.get("stroke-dasharray")]
    assert len(exhausted) == 1


@pytest.mark.parametrize("width", [board_svg.WIDTH, board_svg.NARROW])
def test_text_is_legible_and_stays_inside_its_box(width):
    svg = ET.fromstring(board_svg.render(BOARD, "b", "t", width=width))
    assert int(svg.get("font-size")) >= 13
    assert all(int(t.get("font-size", 13)) >= 13 for t in svg.iter(f"{SVG}text"))
    assert int(svg.get("viewBox").split()[2]) == width
    def drawn(t: ET.Element) -> float:  # a generous upper bound on the drawn width at 13 px
        wide = board_svg.BOLD_CHAR if t.get("font-weight") == "bold" else board_svg.CHAR
        return float(t.get("x")) + wide * int(t.get("font-size", 13)) / 13 * len(t.text)

    for t in svg.iter(f"{SVG}text"):
        assert drawn(t) <= width, t.text
    for box in svg.iter(f"{SVG}g"):  # each card: its lines stay inside its rectangle
        rect = box.find(f"{SVG}rect")
        right, bottom = (float(rect.get("x")) + float(rect.get("width")),
                         float(rect.get("y")) + float(rect.get("height")))
        for t in box.iter(f"{SVG}text"):
            assert drawn(t) <= right and float(t.get("y")) <= bottom, t.text


def luminance(colour: str) -> float:
    channels = [int(colour[i:i + 2], 16) / 255 for i in (1, 3, 5)]
    linear = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


def contrast(a: str, b: str) -> float:
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


@pytest.mark.parametrize("ink", [board_svg.INK, board_svg.MUTED, board_svg.DAMAGE])
@pytest.mark.parametrize("fill", [board_svg.PANEL, board_svg.CARD, board_svg.EXHAUSTED])
def test_every_text_colour_has_aa_contrast_on_every_fill(ink, fill):
    assert contrast(ink, fill) >= 4.5


@pytest.mark.parametrize("width", [board_svg.WIDTH, board_svg.NARROW])
def test_a_long_name_wraps_and_is_never_cut(width):
    name = "Vindicator Kaldel the Long-Named Reinforcement of the Silver Hand"
    long = card("x", name, damage=3, exhausted=True, shares_name=False)
    layout = board_svg.Layout(width)
    lines = [text for text, _ in board_svg._card_lines(long, layout)]
    state = lines.index("ATK 2 · Health 3")
    assert " · ".join(lines[state + 1:]) == "3 damage · EXHAUSTED"
    names = lines[:state - 1]
    assert " ".join(names) == name and all(len(line) <= layout.name_chars for line in names)
    assert not any("…" in line for line in lines)


def test_ids_and_text_are_escaped():
    board = {**BOARD, "players": [player("<Eve & Co>", card("e", "A \"quoted\" <hero>", "hero"))], "chain": []}
    root = ET.fromstring(board_svg.render(board, "b1", "Eve's <board>"))
    assert root.find(f"{SVG}title").text == "Eve's <board>"
    assert "The chain is empty." in root.find(f"{SVG}desc").text


def test_a_replay_records_boards_at_key_moments():
    run = replay(E026, board_recorder=snapshot)
    whys = [why for _, why, _ in run.game.boards]
    assert whys[0] == "start" and whys[-1] == "end" and {"action", "resolved", "group"} <= set(whys)
    after_resolution = next(b for _, why, b in run.game.boards if why == "resolved")
    bob = after_resolution["players"][1]
    assert [(c["id"], c["damage"], c["health"]) for c in bob["allies"]] == [
        ("guard-a", 3, 3), ("guard-b", 2, 3), ("guard-c", 1, 3)]
    assert after_resolution["chain"] == []
    on_chain = next(b for _, why, b in run.game.boards if why == "action")["chain"]
    assert [link["source"] for link in on_chain] == ["Chain Lightning"]
    assert run.game.boards[-1][2]["players"][1]["allies"] == []


def test_no_boards_are_recorded_unless_asked():
    assert replay(E026).game.boards == []
