"""A scenario's answer box, as ready HTML (:mod:`.ready_html`): the question, the ruling with its
rules, what the replay checks in plain words (:mod:`adjudicator.explain.checks`) and any miss,
then the rules cited, the sources and the file. The HTML is what the writer made of the nodes
(a container of paragraphs, lists and a field list)."""
from __future__ import annotations

import re
from typing import Iterable

from adjudicator.explain.checks import check_groups
from adjudicator.formats.scenario import Scenario
from adjudicator.replay import Replay
from adjudicator.rules import numbers

from .ready_html import Html, Link, ready_html, start, text
from .scenario_links import Where, rule_link
from .scenario_steps import UNSEARCHED

WORDS_AND_SPACES = re.compile(r"\S+| +|\n")  # the writer's split of inline code


def answer(run: Replay, where: Where) -> ready_html:
    """The question, the ruling, the checks in plain words, then the rules and sources."""
    s = run.scenario
    out = Html()
    out.add('<div class="scenario-answer docutils container">\n',
            '<p class="scenario-question"><strong>Question </strong>', text(s.question), "</p>\n",
            '<p class="scenario-ruling" id="ruling"><strong>Ruling </strong>', text(s.ruling))
    if s.rules:  # the rules the ruling rests on, inside the ruling box (its last line)
        out.add('<span class="scenario-ruling-rules">', "Rules: " if len(s.rules) > 1 else "Rule: ")
        joined(out, (rule_link(where, n, ["rules", i]) for i, n in enumerate(s.rules)))
        out.add("</span>")
    out.add("</p>\n")
    checks(out, run)
    status(out, run)
    facts(out, s, where)
    out.add("</div>\n")
    return out.node()


def joined(out: Html, items: Iterable[Link | str], sep: str = ", ") -> None:
    """Links (or HTML) one after the other, ``sep`` between them."""
    for i, item in enumerate(items):
        out.add(sep if i else "")
        out.link(item) if isinstance(item, Link) else out.add(item)


def checks(out: Html, run: Replay) -> None:
    """What the replay was checked against, in words (part-way checks first), and any miss."""
    out.add(f'<p class="scenario-checks-head {UNSEARCHED}"><strong>What the replay checks</strong></p>\n')
    for group in check_groups(run):
        if group.when:
            out.add(f'<p class="{UNSEARCHED}"><em>', text(group.when + ":"), "</em></p>\n")
        check_list(out, group.sentences, ["scenario-expectations", UNSEARCHED])
    if not run.passed:
        out.add('<p class="scenario-failed"><strong>Where the replay departs from them:</strong></p>\n')
        check_list(out, [message for _, message in run.mismatches], [])


def check_list(out: Html, sentences: list, classes: list[str], nested: bool = False) -> None:
    """A list of sentences, a (head, sentences) pair as a sentence with its list under it. The
    writer calls the outer list "simple" (every item one paragraph, perhaps with a list)."""
    out.add(start("ul", classes if nested else [*classes, "simple"]), "\n")
    for sentence in sentences:
        head, under = sentence if isinstance(sentence, tuple) else (sentence, None)
        out.add("<li><p>", text(head), "</p>")
        if under is not None:
            out.add("\n")
            check_list(out, under, classes, nested=True)
        out.add("</li>\n")
    out.add("</ul>\n")


def status(out: Html, run: Replay) -> None:
    if run.passed:
        said, cls = "The adjudicator's replay meets every expectation of this scenario.", "scenario-passed"
    else:
        said = "The adjudicator's replay departs from this scenario's expectations (see the end)."
        cls = "scenario-failed"
    out.add(start("p", ["scenario-status", cls, UNSEARCHED]), text(said), "</p>\n")


def facts(out: Html, s: Scenario, where: Where) -> None:
    """The rules cited, those to read too, the sources and the file, as a field list (none of
    them searched)."""
    rows: list[tuple[str, list[Link | str]]] = [
        ("Rules cited", [rule_link(where, n, ["rules", i]) for i, n in enumerate(s.rules)])]
    if s.see_also:
        rows.append(("See also", [rule_link(where, n, ["see_also", i]) for i, n in enumerate(s.see_also)]))
    rows.append(("Source", [source(where, x, i) for i, x in enumerate(s.sources)]))
    rows.append(("File", [literal(where.docname + ".yaml")]))
    out.add('<dl class="scenario-facts field-list simple">\n')
    for i, (name, body) in enumerate(rows):
        classes = [UNSEARCHED, "field-even" if i % 2 else "field-odd"]
        out.add(start("dt", classes), text(name), '<span class="colon">:</span></dt>\n', start("dd", classes), "<p>")
        joined(out, body)
        out.add("</p>\n</dd>\n")
    out.add("</dl>\n")


def source(where: Where, said: str, i: int) -> Link | str:
    if numbers.is_example_id(said):
        return rule_link(where, said, ["sources", i], "example", f"Example {said}")
    return text(said[0].upper() + said[1:] if said else said)


def literal(said: str) -> str:
    """Inline code as the writer makes it: each word kept from wrapping, a run of spaces kept."""
    tokens = WORDS_AND_SPACES.findall(text(said))
    return '<code class="docutils literal notranslate">' + "".join(
        f'<span class="pre">{t}</span>' if t.strip() else t if t in (" ", "\n") else "&#160;" * (len(t) - 1) + " "
        for t in tokens) + "</code>"
