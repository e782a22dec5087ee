"""Draw a board snapshot (:mod:`adjudicator.explain.board`) as an accessible inline SVG.

One panel per player (resources, hand, deck and graveyard counts, then the cards in play: hero,
allies, other cards), then the chain as a stack with the top link first. The SVG is
self-contained (presentation attributes, no stylesheet, no external assets) and carries a
``<title>`` and a ``<desc>`` that say in words everything the picture shows, referenced by
``aria-labelledby`` so screen readers read the text alternative instead of the shapes.
"""
from __future__ import annotations

import functools
import textwrap
from html import escape
from typing import Any

WIDTH = 720        # the wide picture, for screens where it shows at (nearly) its natural size
NARROW = 340       # the narrow one, for phones: shown unscaled in a 390 px wide window
PAD = 12
GAP = 10
LINE = 17          # px between text lines at the 13 px body size
BOLD_CHAR, CHAR = 8.6, 7.6  # widest average advance of a 13 px sans-serif character (DejaVu Sans)

# Colours chosen for contrast ≥ 7:1 against their fills (WCAG AAA for text).
INK, MUTED, DAMAGE = "#14171c", "#3b424d", "#9e0019"
PANEL, PANEL_EDGE = "#eef2f7", "#59636f"
CARD, CARD_EDGE, EXHAUSTED = "#ffffff", "#2b3340", "#d9dde3"
TURN = "#0b4f8a"


class Layout:
    """Sizes for one picture width: how many cards fit in a row and how many characters a line."""

    def __init__(self, width: int):
        self.width = width
        self.per_row = 3 if width >= 700 else 2
        self.card_w = (width - 2 * PAD - (self.per_row - 1) * GAP) // self.per_row
        self.name_chars = int((self.card_w - 16) / BOLD_CHAR)
        self.line_chars = int((self.card_w - 16) / CHAR)
        self.text_chars = int((width - 2 * PAD - 16) / CHAR)
        self.head_chars = int((width - 2 * PAD) / (BOLD_CHAR * 14 / 13))


# -- the picture ---------------------------------------------------------------------------
def render(board: dict[str, Any], ident: str, title: str, width: int = WIDTH) -> str:
    """The board as ``<svg role="img">``, ``width`` px wide at its natural size; ``ident`` must
    be unique in the page (it prefixes the ids of the title and description). Nothing is cut:
    long names and headings wrap, and a card grows to hold its lines."""
    layout = Layout(width)
    parts: list[str] = []
    y = PAD
    for player in board["players"]:
        drawn, height = _player_panel(player, y, layout)
        parts += drawn
        y += height + GAP
    if board.get("combat"):
        lines = _wrap(_combat_line(board["combat"]), int(layout.text_chars * CHAR / BOLD_CHAR))
        parts += [_text(PAD, y + 13 + i * LINE, line, weight="bold") for i, line in enumerate(lines)]
        y += len(lines) * LINE + GAP
    if board["chain"]:
        drawn, height = _chain_panel(board["chain"], y, layout)
        parts += drawn
        y += height + GAP
    height = y - GAP + PAD
    head = (f'<svg xmlns="http://www.w3.org/2000/svg" class="board board-{width}" role="img" '
            f'aria-labelledby="{ident}-title {ident}-desc" viewBox="0 0 {width} {height}" '
            f'width="{width}" height="{height}" font-family="system-ui, -apple-system, \'Segoe UI\', sans-serif" '
            f'font-size="13" fill="{INK}">')
    return "\n".join([head, f'<title id="{ident}-title">{escape(title)}</title>',
                      f'<desc id="{ident}-desc">{escape(describe(board))}</desc>', *parts, "</svg>"])


def _player_panel(player: dict[str, Any], top: int, layout: Layout) -> tuple[list[str], int]:
    cards = _cards_in_play(player)
    heading = _wrap(_player_heading(player), layout.head_chars)
    y = top + 8 + len(heading) * 18
    out: list[str] = [_text(PAD, top + 19 + i * 18, line, weight="bold", size=14) for i, line in enumerate(heading)]
    for first in range(0, len(cards), layout.per_row):
        row = [_card_lines(c, layout) for c in cards[first:first + layout.per_row]]
        card_h = 10 + max(len(lines) for lines in row) * LINE
        for col, (card, lines) in enumerate(zip(cards[first:first + layout.per_row], row)):
            out += _card_box(card, lines, PAD + col * (layout.card_w + GAP), y, layout.card_w, card_h)
        y += card_h + GAP
    if not cards:
        out.append(_text(PAD, y + 16, "No cards in play.", colour=MUTED))
        y += 28
    height = y - top
    edge = TURN if player["turn"] else PANEL_EDGE
    frame = (f'<rect x="{PAD / 2}" y="{top}" width="{layout.width - PAD}" height="{height}" rx="6" '
             f'fill="{PANEL}" stroke="{edge}" stroke-width="{2 if player["turn"] else 1}"/>')
    return [frame, *out], height


def _card_box(card: dict[str, Any], lines: list[tuple[str, dict]], x: int, y: int, w: int, h: int) -> list[str]:
    dash = ' stroke-dasharray="6 3"' if card["exhausted"] else ""
    out = ['<g class="card">',
           f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="5" '
           f'fill="{EXHAUSTED if card["exhausted"] else CARD}" stroke="{CARD_EDGE}"{dash}/>']
    for i, (text, style) in enumerate(lines):
        out.append(_text(x + 8, y + 17 + i * LINE, text, **style))
    return out + ["</g>"]


def _card_lines(card: dict[str, Any], layout: Layout) -> list[tuple[str, dict]]:
    """The card's name (wrapped, never cut), its id when another card shares the name, kind,
    stats and state."""
    lines = [(line, {"weight": "bold"}) for line in _wrap_word(card["name"], layout.name_chars)]
    muted = {"colour": MUTED}
    if _shown_id(card):
        lines += [(line, muted) for line in _wrap_word(f"id: {card['id']}", layout.line_chars)]
    kind = ", ".join([card["type"].capitalize()] + ["token"] * card["token"] + ["face down"] * card["face_down"])
    if card["attached_to"]:
        kind += f", on {card['attached_to']}"
    lines += [(line, muted) for line in _wrap_word(kind, layout.line_chars)]
    if card["atk"] is not None:
        lines.append((f"ATK {card['atk']} · Health {card['health']}", {}))
    state = ([f"{card['damage']} damage"] if card["damage"] else []) + (["EXHAUSTED"] if card["exhausted"] else [])
    style = {"colour": DAMAGE if card["damage"] else INK, "weight": "bold"}
    if state and len(" · ".join(state)) <= layout.name_chars:
        lines.append((" · ".join(state), style))
    else:  # one fact a line rather than a cut line
        lines += [(fact, style) for fact in state]
    return lines


def _wrap_word(text: str, chars: int) -> list[str]:
    """Wrapped at spaces; a word longer than a line is broken, not cut."""
    return _wrap(text, max(chars, 8)) or [""]


def _wrap(text: str, width: int) -> list[str]:
    """``textwrap.wrap`` (words longer than a line broken), once per text and width: the book draws
    ~19,000 boards from a few thousand names, headings and lines."""
    return list(_wrapped(text, width))


@functools.lru_cache(maxsize=8192)
def _wrapped(text: str, width: int) -> tuple[str, ...]:
    return tuple(textwrap.wrap(text, width))


def _chain_panel(chain: list[dict[str, Any]], top: int, layout: Layout) -> tuple[list[str], int]:
    heading = _wrap("The chain, top link first (it resolves first)", layout.head_chars)
    out = [_text(PAD, top + 19 + i * 18, line, weight="bold", size=14) for i, line in enumerate(heading)]
    y = top + 10 + len(heading) * 18
    for number, link in _top_first(chain):
        lines = _wrap(_link_line(number, link), layout.text_chars)
        out.append(f'<rect x="{PAD}" y="{y}" width="{layout.width - 2 * PAD}" height="{len(lines) * LINE + 8}" '
                   f'rx="4" fill="{CARD}" stroke="{CARD_EDGE}"/>')
        out += [_text(PAD + 8, y + 17 + i * LINE, line) for i, line in enumerate(lines)]
        y += len(lines) * LINE + 8 + 6
    height = y - top + 4
    frame = (f'<rect x="{PAD / 2}" y="{top}" width="{layout.width - PAD}" height="{height}" rx="6" '
             f'fill="{PANEL}" stroke="{PANEL_EDGE}"/>')
    return [frame, *out], height


def _text(x: float, y: float, text: str, *, weight: str = "normal", size: int = 13, colour: str = INK) -> str:
    bold = ' font-weight="bold"' if weight == "bold" else ""
    big = f' font-size="{size}"' if size != 13 else ""
    ink = f' fill="{colour}"' if colour != INK else ""
    return f'<text x="{x}" y="{y}"{bold}{big}{ink}>{escape(text)}</text>'


# -- the same facts in words ----------------------------------------------------------------
def describe(board: dict[str, Any]) -> str:
    """Everything the picture shows, as sentences: the SVG's text alternative."""
    parts = [_describe_player(p) for p in board["players"]]
    if board.get("combat"):
        parts.append(_combat_line(board["combat"]) + ".")
    if board["chain"]:
        links = "; ".join(_link_line(n, link) for n, link in _top_first(board["chain"]))
        parts.append(f"The chain, top link first: {links}.")
    else:
        parts.append("The chain is empty.")
    return " ".join(parts)


def _describe_player(player: dict[str, Any]) -> str:
    said = [_player_heading(player) + "."]
    if player["hero"]:
        said.append(f"Hero: {_describe_card(player['hero'])}.")
    for label, key in (("Allies", "allies"), ("Other cards in play", "other")):
        if player[key]:
            said.append(f"{label}: " + "; ".join(_describe_card(c) for c in player[key]) + ".")
    return " ".join(said)


def _describe_card(card: dict[str, Any]) -> str:
    words = [card["name"] + (f" (id {card['id']})" if _shown_id(card) else "")]
    words += ["a token"] if card["token"] else []
    words += ["face down"] if card["face_down"] else []
    words += [f"attached to {card['attached_to']}"] if card["attached_to"] else []
    if card["atk"] is not None:
        words.append(f"ATK {card['atk']}, health {card['health']}")
    if card["atk"] is not None or card["damage"]:  # damage matters on characters (405.2)
        words.append(f"{card['damage']} damage" if card["damage"] else "no damage")
    words.append("exhausted" if card["exhausted"] else "ready")
    return ", ".join(words)


# -- shared wording -------------------------------------------------------------------------
def _player_heading(player: dict[str, Any]) -> str:
    res = player["resources"]
    who = player["name"] + (" (turn player)" if player["turn"] else "") + (" — has lost" if player["lost"] else "")
    return (f"{who}: resources {res['ready']} ready, {res['exhausted']} exhausted · hand {player['hand']} · "
            f"deck {player['deck']} · graveyard {player['graveyard']}"
            + (f" · removed {player['removed']}" if player["removed"] else ""))


def _link_line(number: int, link: dict[str, Any]) -> str:
    kind = {"card": "card", "triggered": "triggered effect", "power": "power's effect",
            "proposal": "attack proposal", "resource": "resource being placed"}.get(link["kind"], link["kind"])
    targets = ", ".join(f"{slot}: {card}" for slot, card in link["targets"].items())
    return f"{number}. {link['source']} ({link['controller']}'s {kind})" + (f" targeting {targets}" if targets else "")


def _combat_line(combat: dict[str, Any]) -> str:
    return f"Combat: {combat['attacker']} attacks {combat['defender']}"


def _top_first(chain: list[dict[str, Any]]) -> list[tuple[int, dict[str, Any]]]:
    """Links numbered from the bottom (1 = added first), listed top first."""
    return list(reversed(list(enumerate(chain, 1))))


def _cards_in_play(player: dict[str, Any]) -> list[dict[str, Any]]:
    return ([player["hero"]] if player["hero"] else []) + player["allies"] + player["other"]


def _shown_id(card: dict[str, Any]) -> bool:
    """The id is shown where another card of the game has the same name, as in the steps (a
    snapshot without that fact: where the id is not just the name)."""
    if "shares_name" in card:
        return card["shares_name"]
    return card["id"].replace("-", " ") != card["name"].lower()
