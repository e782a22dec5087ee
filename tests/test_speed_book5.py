"""speed-book5 (issue 23): what the book's build now takes from work done already, checked
against the work done afresh: an export's ``board_passes`` from the starting board its replay
observed, and the imports of a module found by walking its statement blocks only."""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
# one whose starting board meets its expectations already, one whose doesn't
PASSING = ROOT / "scenarios/2-card-parts/200/E002-two-tracker-gallens.yaml"
PLAYED = ROOT / "scenarios/4-game-concepts/410/E026-ironforge-guards-chain-lightning.yaml"


@pytest.mark.parametrize(("path", "passes"), [(PASSING, True), (PLAYED, False)])
def test_board_passes_from_the_replay_is_board_passes_from_a_fresh_board(path, passes):
    from adjudicator.cards.library import default_library
    from adjudicator.conformance.export import board_passes, replay_recorded
    from adjudicator.engine.setup import build_game
    from adjudicator.replay import observe

    run, _ = replay_recorded(path)
    assert run.start == observe(build_game(run.scenario, run.doc, default_library()))
    assert run.start != run.result() or passes  # the replay moved the board on
    assert board_passes(run.scenario, run.doc, default_library(), run.start) is passes
    assert board_passes(run.scenario, run.doc, default_library()) is passes


def test_a_replay_observes_its_starting_board_only_when_asked():
    from adjudicator.formats.load import load_scenario
    from adjudicator.replay import replay_scenario

    scenario, doc = load_scenario(PASSING)
    assert replay_scenario(scenario, doc).start is None


SOURCE = '''
"""Made-up module: an import at every depth a statement can be."""
import os, sys as system
from . import sibling
from .inner import thing, other as renamed


def function():
    from ..up import far
    if far:
        import json
    else:
        from .branch import leaf
    for _ in ():
        pass
    else:
        import fornext
    while False:
        import looped
    with open("x") as f:
        import within
    try:
        import tried
    except ImportError:
        import handled
    else:
        import unraised
    finally:
        import always
    match f:
        case 1:
            import matched
    lambda: __import__("not_an_import_statement")


class Kind:
    import in_class

    def method(self):
        async def inner():
            async with self:
                import deepest
'''


def test_the_statement_walk_finds_every_import_ast_walk_finds():
    from adjudicator.sphinxext.code_files import statements

    tree = ast.parse(SOURCE)
    walked = [n for n in ast.walk(tree) if isinstance(n, (ast.Import, ast.ImportFrom))]
    found = [n for n in statements(tree.body) if isinstance(n, (ast.Import, ast.ImportFrom))]
    assert len(walked) == 16
    assert sorted(map(id, found)) == sorted(map(id, walked))



def test_ancestors_from_the_table_sphinx_sorts_after_write_started():
    """Sphinx replaces the environment's table of contents by a sorted copy once writing has
    started: the parents' map is made from that copy, once, and answers as Sphinx does."""
    from adjudicator.sphinxext import per_build

    includes = {"z": ["a"], "index": ["a", "b", "z"], "b": ["c", "d"], "c": ["e"], "loop": ["loop2"], "loop2": ["loop"]}
    per_build.parents_unsettled(None)
    per_build.parents_settled(None, None)
    try:
        written = dict(sorted(includes.items()))  # as Sphinx's Builder.write does, after write-started
        for docname in ["a", "c", "e", "loop", "nowhere"]:
            made = per_build.toctree_ancestors(written, docname)
            assert per_build._PARENTS["includes"] is written
            assert list(made) == list(per_build._ANCESTORS_BY_SPHINX(written, docname))
        assert list(per_build.toctree_ancestors(written, "a")) == ["a", "z"]  # the later table entry wins
        assert list(per_build.toctree_ancestors(includes, "a")) == ["a"]  # the map follows the table asked
    finally:
        per_build.parents_unsettled(None)
    assert not per_build._PARENTS


@pytest.mark.parametrize("html", ["<p>a &amp; b</p>\n<svg/>", "", "with a null\x00 escape"])
def test_raw_html_is_docutils_raw_node(html):
    """A raw node of ours has the nodes, attributes and text of docutils' own."""
    from docutils import nodes

    from adjudicator.sphinxext.ready_html import raw_html

    ours, theirs = raw_html(html, "caption", classes=["x"]), nodes.raw("caption", html, format="html", classes=["x"])
    assert ours.pformat() == theirs.pformat() and ours.attributes == theirs.attributes
    assert ours.astext() == theirs.astext() and type(ours.astext()) is str
    assert ours.deepcopy().astext() == theirs.astext()
