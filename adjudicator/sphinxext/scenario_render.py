"""A scenario's page as docutils nodes, made from its replay, answer first: the question, the
ruling and what the replay checks (in plain words, :mod:`adjudicator.explain.checks`); then the
cards with their text, every step of the explanation with its rules, and pictures of the board
at the start and after the key steps.

Built as nodes rather than generated Markdown so that card text and engine wording never need
escaping. Rule numbers become the same ``pending_xref`` nodes the ``{rule}`` role makes, so
they resolve, hover and warn (``-n``) exactly like hand-written references.

The search index gets a scenario's title, question, ruling and card names only (the rest is
marked ``no-search``): steps, card text, boards and expectations repeat across scenarios, so
they would flood the results for common words and were most of the cost of indexing.
"""
from __future__ import annotations

from dataclasses import dataclass
from html import escape
from typing import Iterable

from docutils import nodes
from sphinx import addnodes

from adjudicator.cards.library import default_library
from adjudicator.cards.model import CardDefinition
from adjudicator.engine.trace import Step
from adjudicator.explain import board_svg
from adjudicator.explain.checks import Names, check_groups
from adjudicator.formats.scenario import CardState, Scenario
from adjudicator.yamlio import Document
from adjudicator.replay import Replay
from adjudicator.rules import numbers

UNSEARCHED = "no-search"  # Sphinx's search indexer skips nodes with this class
WHY = {"action": "after the action", "resolved": "after the link resolved",
       "group": "after these simultaneous steps", "end": "at the end of the replay"}


@dataclass
class Where:
    """Where the page comes from: references carry it, so a warning names the YAML file and line."""

    docname: str
    doc: Document

    def at(self, node: nodes.Node, loc: list) -> nodes.Node:
        node.source, node.line = str(self.doc.path), self.doc.locate(loc)[0]
        return node


# -- references ----------------------------------------------------------------------------
def card_ref(docname: str, name: str, text: str | None = None) -> addnodes.pending_xref:
    """A link to a card's entry in the card section (what a scenario page puts on each card)."""
    ref = addnodes.pending_xref("", refdoc=docname, refdomain="card", reftype="card", reftarget=name,
                                refexplicit=True, refwarn=True)
    ref += nodes.inline(text or name, text or name, classes=["xref", "card-ref"])
    return ref


def xref(where: Where, target: str, loc: list, reftype: str = "ref", text: str | None = None) -> nodes.Node:
    """What ``{rule}`410.6a``` (or ``{rule:example}`E026```) would make."""
    ref = addnodes.pending_xref("", refdoc=where.docname, refdomain="rule", reftype=reftype,
                                reftarget=target, refexplicit=text is not None, refwarn=True)
    # an example link is not styled (or counted by tests) as a rule reference
    classes = ["xref", "rule", "rule-ref"] if reftype == "ref" else ["xref", f"rule-{reftype}"]
    ref += nodes.inline(target, text or target, classes=classes)
    return where.at(ref, loc)


def joined(items: Iterable[nodes.Node], sep: str = ", ") -> list[nodes.Node]:
    out: list[nodes.Node] = []
    for i, item in enumerate(items):
        out += [nodes.Text(sep), item] if i else [item]
    return out


def section(title: str, ident: str, *body: nodes.Node) -> nodes.section:
    return nodes.section("", nodes.title(title, title), *body, ids=[ident], names=[ident])


def para(*children: nodes.Node, classes: list[str] | None = None) -> nodes.paragraph:
    return nodes.paragraph("", "", *children, classes=classes or [])


def field_list(rows: list[tuple[str, list[nodes.Node], bool]]) -> nodes.field_list:
    """Rows of (name, body, whether search indexes the row)."""
    out = nodes.field_list(classes=["scenario-facts"])
    for name, body, searched in rows:
        out += nodes.field("", nodes.field_name(name, name), nodes.field_body("", para(*body)),
                           classes=[] if searched else [UNSEARCHED])
    return out


# -- the page ------------------------------------------------------------------------------
def page(run: Replay, where: Where) -> nodes.section:
    """Answer first: the question, the ruling and what the replay checks, in words; then the
    cards, the steps, and the pictures of the board."""
    s = run.scenario
    title = f"{s.id} · {s.title}"
    boards = shown_boards(run.game.boards)
    start = boards.pop(0, None)
    step_list, pictured = steps(run.game.trace.steps, boards, where)
    return section(title, nodes.make_id(f"scenario-{s.id}"),
                   answer(run, where),
                   section("Cards", "cards", cards(s, where.docname)),
                   section("Step by step", "steps", step_list),
                   section("Board pictures", "boards", *figure(start, "board-start", "The starting board"),
                           setup_list(run), *step_figures({n: boards[n] for n in pictured})))


def answer(run: Replay, where: Where) -> nodes.container:
    """The question, the ruling, the checks in plain words, then the rules and sources."""
    s = run.scenario
    box = nodes.container(classes=["scenario-answer"])
    box += para(nodes.strong("Question ", "Question "), nodes.Text(s.question), classes=["scenario-question"])
    ruling = para(nodes.strong("Ruling ", "Ruling "), nodes.Text(s.ruling), *ruling_rules(s, where),
                  classes=["scenario-ruling"])
    ruling["ids"].append("ruling")
    box += ruling
    box += checks(run)
    box += status(run)
    box += facts(s, where)
    return box


def ruling_rules(s: Scenario, where: Where) -> list[nodes.Node]:
    """The rules the ruling rests on, as links, inside the ruling box (its last line)."""
    if not s.rules:
        return []
    label = "Rules: " if len(s.rules) > 1 else "Rule: "
    links = joined(xref(where, n, ["rules", i]) for i, n in enumerate(s.rules))
    return [nodes.inline("", "", nodes.Text(label), *links, classes=["scenario-ruling-rules"])]


def failed_page(title: str, message: str) -> nodes.section:
    """What the reader sees when a scenario cannot be replayed (the build also fails)."""
    label = "This scenario could not be replayed: "
    return section(title, "scenario", para(nodes.strong(label, label), nodes.Text(message),
                                           classes=["scenario-status", "scenario-failed"]))


def status(run: Replay) -> nodes.paragraph:
    if run.passed:
        text, cls = "The adjudicator's replay meets every expectation of this scenario.", "scenario-passed"
    else:
        text = "The adjudicator's replay departs from this scenario's expectations (see the end)."
        cls = "scenario-failed"
    return para(nodes.Text(text), classes=["scenario-status", cls, UNSEARCHED])


def facts(s: Scenario, where: Where) -> nodes.field_list:
    rules = [xref(where, n, ["rules", i]) for i, n in enumerate(s.rules)]
    read = [xref(where, n, ["see_also", i]) for i, n in enumerate(s.see_also)]
    file = where.docname + ".yaml"
    return field_list([("Rules cited", joined(rules), False),
                       *([("See also", joined(read), False)] if read else []),
                       ("Source", joined(source(where, x, i) for i, x in enumerate(s.sources)), False),
                       ("File", [nodes.literal(file, file)], False)])


def source(where: Where, text: str, i: int) -> nodes.Node:
    if numbers.is_example_id(text):
        return xref(where, text, ["sources", i], "example", f"Example {text}")
    return nodes.Text(text[0].upper() + text[1:] if text else text)


# -- cards ---------------------------------------------------------------------------------
def card_names(s: Scenario) -> list[str]:
    """Every card the setup names, in order of first appearance (a token by the card making it)."""
    states: list[CardState] = []
    for p in s.setup.players:
        states += [p.hero, *p.play, *p.hand, *p.deck, *p.graveyard, *p.resource_row]
    return list(dict.fromkeys(cs.card or cs.token_from for cs in states))


def cards(s: Scenario, docname: str = "") -> nodes.definition_list:
    library = default_library()
    out = nodes.definition_list(classes=["scenario-cards"])
    for name in card_names(s):
        card = library.get(name)
        if card is not None:
            out += card_entry(card, docname)
    return out


def card_entry(card: CardDefinition, docname: str = "") -> nodes.definition_list_item:
    term = card.name + (f" · {card.zh}" if card.zh else "")
    return nodes.definition_list_item(
        "", nodes.term(term, "", card_ref(docname, card.name, term)),
        nodes.definition("", para(nodes.emphasis(card_line(card), card_line(card))), para(nodes.Text(card.text)),
                         classes=[UNSEARCHED]))


def card_line(card: CardDefinition) -> str:
    """"Ally · cost 2 · Alliance · Dwarf Warrior · ATK 1 melee · health 1 · Unlimited"."""
    parts = [card.type.capitalize()]
    parts += [f"cost {card.cost}"] if card.cost is not None else []
    parts += [card.faction] if card.faction else []
    parts += [" ".join(card.classes + card.traits)] if card.classes or card.traits else []
    if card.atk is not None:
        parts.append(f"ATK {card.atk}" + (f" {card.damage_type}" if card.damage_type else ""))
    parts += [f"health {card.health}"] if card.health is not None else []
    parts += [f"DEF {card.defense}"] if card.defense is not None else []
    parts += [", ".join(card.tags + card.keywords)] if card.tags or card.keywords else []
    return " · ".join(parts)


def setup_list(run: Replay) -> nodes.bullet_list:
    """What the picture only counts: the cards in each hand, deck and graveyard at the start."""
    s = run.scenario
    names = Names(run)
    out = nodes.bullet_list(classes=["scenario-setup", UNSEARCHED])
    for p in s.setup.players:
        said = [f"{p.resources} ready resources"]
        said += [f"{p.exhausted_resources} exhausted"] if p.exhausted_resources else []
        for zone in ("hand", "deck", "graveyard"):
            cards_there = getattr(p, zone)
            if cards_there:
                said.append(f"{zone}: " + ", ".join(names.card(cs.id) if cs.id else cs.card or cs.token_from
                                                     for cs in cards_there))
        who = p.name + (" (turn player)" if p.name == s.setup.turn_player else "")
        out += nodes.list_item("", para(nodes.strong(who, who), nodes.Text(": " + "; ".join(said) + ".")))
    return out


# -- steps and boards ----------------------------------------------------------------------
def shown_boards(recorded: list[tuple[int, str, dict]]) -> dict[int, tuple[str, dict]]:
    """Step count → (why, board): the last picture taken after each step, dropping pictures
    that show nothing new since the previous one."""
    latest: dict[int, tuple[str, dict]] = {}
    for n, why, board in recorded:
        latest[n] = (why, board)
    shown, previous = {}, None
    for n in sorted(latest):
        if latest[n][1] != previous:
            shown[n] = latest[n]
        previous = latest[n][1]
    return shown


def steps(trace: list[Step], boards: dict[int, tuple[str, dict]], where: Where) -> tuple[nodes.bullet_list, list[int]]:
    """The steps as nested lists (simultaneous steps under their group's heading step), each
    top-level step ending in a link to the board after it, when a picture was taken there; and
    the steps whose boards are pictured (the last picture of each top-level step)."""
    root = nodes.bullet_list(classes=["scenario-steps", UNSEARCHED])
    open_items: list[nodes.list_item] = []  # the open item at each depth
    top_of: dict[int, nodes.list_item] = {}  # step number → its top-level item
    for step in trace:
        depth = min(step.depth, len(open_items))
        del open_items[depth:]
        parent = root if depth == 0 else sublist(open_items[-1])
        item = step_item(step, where)
        parent += item
        open_items.append(item)
        top_of[step.n] = open_items[0]
    pictured = []
    for item, n in last_boards(boards, top_of).values():
        link = nodes.reference("", "", nodes.Text(f"board after step {n}"), refid=f"board-{n}",
                               internal=True, classes=["step-board-link"])
        item.children[0] += [nodes.Text(" "), link]
        pictured.append(n)
    return root, sorted(pictured)


def last_boards(boards: dict[int, tuple[str, dict]], top_of: dict[int, nodes.list_item]) -> dict:
    """One picture per top-level step: the last one taken during it."""
    last: dict[int, tuple[nodes.list_item, int]] = {}
    for n in sorted(boards):
        if n in top_of:
            last[id(top_of[n])] = (top_of[n], n)
    return last


def step_figures(boards: dict[int, tuple[str, dict]]) -> list[nodes.Node]:
    """The board after each step that has a picture, captioned with a link back to the step."""
    out: list[nodes.Node] = []
    for n in sorted(boards):
        why = boards[n][0]
        out += figure(boards[n], f"board-{n}", f"The board after step {n}, {WHY.get(why, why)}", step=n)
    return out


def sublist(item: nodes.list_item) -> nodes.bullet_list:
    if not isinstance(item.children[-1], nodes.bullet_list):
        item += nodes.bullet_list(classes=["scenario-steps"])
    return item.children[-1]


def step_item(step: Step, where: Where) -> nodes.list_item:
    rules = [xref(where, n, ["script"]) for n in step.rules]
    body = [nodes.strong(f"{step.n}.", f"{step.n}.", classes=["step-number"]), nodes.Text(" " + step.text)]
    if step.power:
        body += [nodes.Text(" "), nodes.emphasis(f"(power: {step.power})", f"(power: {step.power})")]
    body += [nodes.Text(" ["), *joined(rules), nodes.Text("]")]
    return nodes.list_item("", para(*body), ids=[f"step-{step.n}"], classes=["step"])


def figure(shown: tuple[str, dict] | None, ident: str, caption: str, step: int | None = None) -> list[nodes.Node]:
    """The board drawn twice, wide and narrow: the stylesheet shows the one that fits the page
    without shrinking its text (a phone gets the narrow one, its cards two to a row)."""
    if shown is None:
        return []
    wide = board_svg.render(shown[1], ident, caption, width=board_svg.WIDTH)
    narrow = board_svg.render(shown[1], f"{ident}-narrow", caption, width=board_svg.NARROW)
    back = f' <a class="board-step-link" href="#step-{step}">(step {step})</a>' if step is not None else ""
    html = (f'<figure class="scenario-board" id="{ident}">\n<figcaption>{escape(caption)}{back}</figcaption>\n'
            f'{wide}\n{narrow}\n</figure>')
    # A raw node's source is its caption: Sphinx fills an empty one with the SVG (a second copy in the doctree).
    return [nodes.raw(caption, html, format="html", classes=[UNSEARCHED])]


# -- the checks ----------------------------------------------------------------------------
def checks(run: Replay) -> list[nodes.Node]:
    """What the replay was checked against, in words (part-way checks first), and any miss."""
    out: list[nodes.Node] = [para(nodes.strong("What the replay checks", "What the replay checks"),
                                  classes=["scenario-checks-head", UNSEARCHED])]
    for group in check_groups(run):
        if group.when:
            out.append(para(nodes.emphasis(group.when + ":", group.when + ":"), classes=[UNSEARCHED]))
        out.append(check_list(group.sentences))
    if not run.passed:
        label = "Where the replay departs from them:"
        wrong = nodes.bullet_list()
        for _, message in run.mismatches:
            wrong += nodes.list_item("", para(nodes.Text(message)))
        out += [para(nodes.strong(label, label), classes=["scenario-failed"]), wrong]
    return out


def check_list(sentences: list) -> nodes.bullet_list:
    out = nodes.bullet_list(classes=["scenario-expectations", UNSEARCHED])
    for sentence in sentences:
        if isinstance(sentence, tuple):
            head, under = sentence
            item = nodes.list_item("", para(nodes.Text(head)), check_list(under))
        else:
            item = nodes.list_item("", para(nodes.Text(sentence)))
        out += item
    return out
