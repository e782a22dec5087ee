"""A scenario's steps, as ready HTML (:mod:`.ready_html`; they were most of the book's nodes):
nested lists, simultaneous steps under their group's heading step, each step with its rules
linked, and each top-level step ending in a link to the board after it when a picture was taken
there. The HTML is what the writer made of the lists of nodes."""
from __future__ import annotations

from dataclasses import dataclass, field

from adjudicator.engine.trace import Step

from .ready_html import Html, ready_html, start, text
from .scenario_links import Where, rule_link

UNSEARCHED = "no-search"


@dataclass
class Item:
    step: Step
    under: list[Item] = field(default_factory=list)


def nested(trace: list[Step]) -> list[Item]:
    """The top-level steps, each with the steps under it (by depth)."""
    top: list[Item] = []
    open_items: list[Item] = []  # the open item at each depth
    for step in trace:
        depth = min(step.depth, len(open_items))
        del open_items[depth:]
        item = Item(step)
        (open_items[-1].under if depth else top).append(item)
        open_items.append(item)
    return top


def boards_after(top: list[Item], boards: dict) -> dict[int, int]:
    """Top-level step → the step whose board is pictured after it: the last taken during it."""
    top_of: dict[int, int] = {}

    def note(item: Item, head: int) -> None:
        top_of[item.step.n] = head
        for under in item.under:
            note(under, head)
    for item in top:
        note(item, item.step.n)
    return {top_of[n]: n for n in sorted(boards) if n in top_of}


def steps(trace: list[Step], boards: dict, where: Where) -> tuple[ready_html, list[int]]:
    """The steps' lists, and the steps whose boards are pictured (sorted)."""
    top = nested(trace)
    board_of = boards_after(top, boards)
    out = Html()
    out.add(start("ul", ["scenario-steps", UNSEARCHED, "simple"]), "\n")  # "simple": one paragraph an item
    for item in top:
        step_item(out, item, where, board_of)
    out.add("</ul>\n")
    return out.node(), sorted(board_of.values())


def step_item(out: Html, item: Item, where: Where, board_of: dict[int, int]) -> None:
    step = item.step
    out.add(start("li", ["step"], f"step-{step.n}"), '<p><strong class="step-number">', f"{step.n}.</strong>",
            text(" " + step.text))
    if step.power:
        out.add(" <em>", text(f"(power: {step.power})"), "</em>")
    out.add(" [")
    for i, number in enumerate(step.rules):
        out.add(", " if i else "")
        out.link(rule_link(where, number, ["script"]))
    out.add("]")
    if step.n in board_of:
        n = board_of[step.n]
        out.add(f' <a class="step-board-link reference internal" href="#board-{n}">board after step {n}</a>')
    out.add("</p>")
    if item.under:
        out.add("\n", start("ul", ["scenario-steps"]), "\n")
        for under in item.under:
            step_item(out, under, where, board_of)
        out.add("</ul>\n")
    out.add("</li>\n")
