"""A scenario's page, made from its replay, answer first: the question, the ruling and what the
replay checks (in plain words, :mod:`.scenario_answer`); then the cards with their text, every
step of the explanation with its rules (:mod:`.scenario_steps`), and pictures of the board at
the start and after the key steps.

Only the page's sections are docutils nodes (its headings and their anchors, the page's table of
contents); what they hold is HTML written by us (:mod:`.ready_html`), escaped as the writer
escapes, with the rule and card links resolved like hand-written references: they hover, and an
unknown rule warns (``-n``) at the YAML file's line. Built this way, not as generated Markdown,
so that card text and engine wording never need Markdown escaping.

Sphinx's search index is not built (the desk's own search reads the domains); steps, card text,
boards and expectations are still marked ``no-search``, as the page's classes always were.
"""
from __future__ import annotations

from html import escape
from typing import Iterable

from docutils import nodes

from adjudicator.cards.library import default_library
from adjudicator.cards.model import CardDefinition
from adjudicator.explain import board_svg
from adjudicator.explain.checks import Names
from adjudicator.formats.scenario import CardState, Scenario
from adjudicator.replay import Replay

from .ready_html import Html, raw_html, ready_html, text
from .scenario_answer import answer
from .scenario_links import Where, card_link
from .scenario_steps import UNSEARCHED, steps

WHY = {"action": "after the action", "resolved": "after the link resolved",
       "group": "after these simultaneous steps", "end": "at the end of the replay"}


def joined(items: Iterable[nodes.Node], sep: str = ", ") -> list[nodes.Node]:
    out: list[nodes.Node] = []
    for i, item in enumerate(items):
        out += [nodes.Text(sep), item] if i else [item]
    return out


def section(title: str, ident: str, *body: nodes.Node) -> nodes.section:
    return nodes.section("", nodes.title(title, title), *body, ids=[ident], names=[ident])


def para(*children: nodes.Node, classes: list[str] | None = None) -> nodes.paragraph:
    return nodes.paragraph("", "", *children, classes=classes or [])


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
                   section("Cards", "cards", cards(s, where)),
                   section("Step by step", "steps", step_list),
                   section("Board pictures", "boards", *figure(start, "board-start", "The starting board"),
                           setup_list(run), *step_figures({n: boards[n] for n in pictured})))


def failed_page(title: str, message: str) -> nodes.section:
    """What the reader sees when a scenario cannot be replayed (the build also fails)."""
    label = "This scenario could not be replayed: "
    return section(title, "scenario", para(nodes.strong(label, label), nodes.Text(message),
                                           classes=["scenario-status", "scenario-failed"]))


# -- cards ---------------------------------------------------------------------------------
def card_names(s: Scenario) -> list[str]:
    """Every card the setup names, in order of first appearance (a token by the card making it)."""
    states: list[CardState] = []
    for p in s.setup.players:
        states += [p.hero, *p.play, *p.hand, *p.deck, *p.graveyard, *p.resource_row]
    return list(dict.fromkeys(cs.card or cs.token_from for cs in states))


def cards(s: Scenario, where: Where) -> ready_html:
    """Each card the setup names that the library has: its name linked to its entry, its card
    line and its text (not searched). A list of entries of two paragraphs each is not "simple"."""
    library = default_library()
    found = [card for card in map(library.get, card_names(s)) if card is not None]
    out = Html()
    out.add('<dl class="scenario-cards">\n' if found else '<dl class="scenario-cards simple">\n')
    for card in found:
        term = card.name + (f" · {card.zh}" if card.zh else "")
        out.add("<dt>")
        out.link(card_link(where, card.name, term))
        out.add(f'</dt><dd class="{UNSEARCHED}"><p><em>', text(card_line(card)), "</em></p>\n<p>", text(card.text),
                "</p>\n</dd>\n")
    out.add("</dl>\n")
    return out.node()


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


def setup_list(run: Replay) -> ready_html:
    """What the picture only counts: the cards in each hand, deck and graveyard at the start."""
    s = run.scenario
    names = Names(run)
    out = Html()
    out.add(f'<ul class="scenario-setup {UNSEARCHED} simple">\n')
    for p in s.setup.players:
        said = [f"{p.resources} ready resources"]
        said += [f"{p.exhausted_resources} exhausted"] if p.exhausted_resources else []
        for zone in ("hand", "deck", "graveyard"):
            cards_there = getattr(p, zone)
            if cards_there:
                said.append(f"{zone}: " + ", ".join(names.card(cs.id) if cs.id else cs.card or cs.token_from
                                                     for cs in cards_there))
        who = p.name + (" (turn player)" if p.name == s.setup.turn_player else "")
        out.add("<li><p><strong>", text(who), "</strong>", text(": " + "; ".join(said) + "."), "</p></li>\n")
    out.add("</ul>\n")
    return out.node()


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


def step_figures(boards: dict[int, tuple[str, dict]]) -> list[nodes.Node]:
    """The board after each step that has a picture, captioned with a link back to the step."""
    out: list[nodes.Node] = []
    for n in sorted(boards):
        why = boards[n][0]
        out += figure(boards[n], f"board-{n}", f"The board after step {n}, {WHY.get(why, why)}", step=n)
    return out


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
    return [raw_html(html, caption, classes=[UNSEARCHED])]
