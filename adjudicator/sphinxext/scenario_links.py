"""Where a scenario page comes from, and its links to rules and cards inside HTML written by us
(:class:`.ready_html.Link`): resolved like the ``{rule}`` role's links (the same anchors and
hover titles), and an unknown target warns (``-n``) at the YAML file's line."""
from __future__ import annotations

from dataclasses import dataclass

from adjudicator.yamlio import Document

from .ready_html import Link, start, text


@dataclass
class Where:
    """Where the page comes from: links carry it, so a warning names the YAML file and line."""

    docname: str
    doc: Document

    def location(self, loc: list) -> str:
        return f"{self.doc.path}:{self.doc.locate(loc)[0]}"


def rule_link(where: Where, target: str, loc: list, reftype: str = "ref", shown: str | None = None) -> Link:
    """What ``{rule}`410.6a``` (or ``{rule:example}`E026```) would make."""
    # an example link is not styled (or counted by tests) as a rule reference
    classes = ["xref", "rule", "rule-ref"] if reftype == "ref" else ["xref", f"rule-{reftype}"]
    inner = start("span", classes) + text(shown or target) + "</span>"
    return Link("rule", reftype, target, inner, where.location(loc))


def card_link(where: Where, name: str, shown: str) -> Link:
    """A link to a card's entry in the card section (what a scenario page puts on each card)."""
    return Link("card", "card", name, start("span", ["xref", "card-ref"]) + text(shown) + "</span>",
                where.location(["setup"]))
