"""Sphinx extension: the scenarios inside the rulebook.

* every ``scenarios/**/*.yaml`` is a page, made by replaying it (:mod:`.scenario_pages`);
* its ``rules`` feed the rule domain's "Scenarios citing this rule" (a scenario *cites* the
  rules it lists, not every rule its steps mention — those would put most scenarios under
  procedural rules such as 410.4a; the coverage page reports the rules that fired);
* example boxes link their scenarios, and the coverage, examples and scenario-list pages are
  generated from every replay (:mod:`.scenario_listings`, :mod:`.scenario_domain`).

Needs ``adjudicator.sphinxext.rules``. Add the scenario files to ``include_patterns``
(``scenarios/[1-9]*/**.yaml``: the card library in ``scenarios/cards`` is not a page).
"""
from __future__ import annotations

from typing import Any

from sphinx.application import Sphinx
from sphinx.environment import BuildEnvironment

from . import scenario_listings
from .scenario_domain import ScenarioDomain
from .scenario_pages import ScenarioParser, outdated_by_sources


def snapshot(app: Sphinx, env: BuildEnvironment, docnames: list[str]) -> None:
    env.domains["scenario"].snapshot()  # type: ignore[attr-defined]


def pages_to_rewrite(app: Sphinx, env: BuildEnvironment) -> list[str]:
    env.domains["scenario"].forget_unused_exports()  # type: ignore[attr-defined]
    return sorted(env.domains["scenario"].pages_to_rewrite())  # type: ignore[attr-defined]


def setup(app: Sphinx) -> dict[str, Any]:
    app.setup_extension("adjudicator.sphinxext.rules")
    app.add_domain(ScenarioDomain)
    app.add_source_suffix(".yaml", "scenario")
    app.add_source_parser(ScenarioParser)
    scenario_listings.setup(app)
    app.add_css_file("scenarios.css")
    app.connect("env-before-read-docs", snapshot)
    app.connect("env-get-outdated", outdated_by_sources)
    app.connect("env-updated", pages_to_rewrite)
    return {"version": "1", "env_version": 2, "parallel_read_safe": True, "parallel_write_safe": True}
