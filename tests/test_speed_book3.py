"""The book build's shortcuts (speed-book3) give what the work they skip gives: the card entries'
quotes educated only where SmartQuotes may change something, and docutils settings made once per
build."""
from __future__ import annotations

import pytest
from docutils.readers import standalone
from docutils.utils import smartquotes
from docutils.writers.html5_polyglot import Writer
from hypothesis import given
from hypothesis import strategies as st

from adjudicator.sphinxext import per_build
from adjudicator.sphinxext.card_entries import educated


def slow(texts: list[str], action: str, lang: str) -> list[str]:
    return list(smartquotes.educate_tokens([("plain", t) for t in texts], attr=action, language=lang))


TRICKY = ["Plain words. Nothing to curl", "the hero's ally", 'a "quoted" word', "one -- two", "wait...", "a . . . b",
          "back\\slash", "an `odd` tick", "``double''", "&#39;", "&quot;", "x-y", "", "Deal 3 damage.",
          "“already curled”", "a.b.c", "'"]
ACTIONS = ["qDe", "1", "2", "3", "-1", "qBdw", "0"]


@pytest.mark.parametrize("action", ACTIONS)
@pytest.mark.parametrize("lang", ["en", "fr", "de", ""])
def test_educated_as_smartquotes_educates(action, lang):
    for a in TRICKY:
        for b in TRICKY:
            assert educated([a, b], action, lang) == slow([a, b], action, lang), (a, b)


@given(st.lists(st.text(alphabet="ab .'\"-`\\&#39;q“”—…", max_size=12), max_size=3), st.sampled_from(ACTIONS))
def test_educated_as_smartquotes_on_any_text(texts, action):
    assert educated(texts, action, "en") == slow(texts, action, "en")


def test_settings_are_sphinxs_and_each_page_gets_its_own():
    per_build.forget(None)
    defaults = {"traceback": True, "input_encoding": "utf-8", "language_code": "en"}
    made = per_build._MADE_BY_SPHINX(standalone.Reader, Writer, defaults=defaults, read_config_files=True)
    first = per_build.settings(standalone.Reader, Writer, defaults=defaults, read_config_files=True)
    second = per_build.settings(standalone.Reader, Writer, defaults=dict(defaults), read_config_files=True)
    assert first is not second and len(per_build._PARSERS) == 1
    fresh = {"record_dependencies"}  # a new dependency list each time, as Sphinx's
    assert {k: v for k, v in vars(first).items() if k not in fresh} == \
        {k: v for k, v in vars(made).items() if k not in fresh}
    assert first.record_dependencies is not second.record_dependencies
    first.language_code = "de"  # one page's change is its own
    assert second.language_code == made.language_code == "en"
    other = per_build.settings(standalone.Reader, Writer, defaults={**defaults, "language_code": "fr"},
                                       read_config_files=True)
    assert other.language_code == "fr" and len(per_build._PARSERS) == 2
    per_build.forget(None)
    assert not per_build._PARSERS


def test_checksums_are_sphinxs(tmp_path):
    per_build.forget(None)
    (tmp_path / "_static").mkdir()
    (tmp_path / "_static" / "a.css").write_text("body {}\r\n")
    for name in ("_static/a.css", "_static/missing.css", "https://example.org/x.js", "_static/a.css"):
        assert per_build.checksum(tmp_path, name) == per_build._CHECKSUM_BY_SPHINX(tmp_path, name)
    assert len(per_build._CHECKSUMS) == 3
    with pytest.raises(Exception, match="query strings"):
        per_build.checksum(tmp_path, "_static/a.css?v=1")


def test_one_parser_for_every_page_read_with_a_parser_of_the_same_class():
    from myst_parser.parsers.sphinx_ import MystParser

    per_build.forget(None)
    defaults = {"traceback": True, "input_encoding": "utf-8"}
    for _ in range(3):  # Sphinx makes a source parser for each page
        made = per_build.settings(standalone.Reader, MystParser(), defaults=defaults, read_config_files=True)
    assert len(per_build._PARSERS) == 1
    assert vars(made).keys() == vars(per_build._MADE_BY_SPHINX(standalone.Reader, MystParser(), defaults=defaults,
                                                                read_config_files=True)).keys()

    class Other(MystParser):
        settings_spec = ("Other", None, ())

    per_build.settings(standalone.Reader, Other(), defaults=defaults, read_config_files=True)
    assert len(per_build._PARSERS) == 2
    per_build.forget(None)
