"""Draw a board snapshot (:mod:`adjudicator.explain.board`) as an accessible inline SVG.

One panel per player (resources, hand, deck and graveyard counts, then the cards in play: hero,
allies, other cards), then the chain as a stack with the top link first. The SVG is
self-contained (presentation attributes, no stylesheet, no external assets) and carries a
``<title>`` and a ``<desc>`` that say in words everything the picture shows, referenced by
``aria-labelledby`` so screen readers read the text alternative instead of the shapes.
"""
from __future__ import annotations

import textwrap
from html import escape
from typing import Any

WIDTH = 720
PAD = 12
CARD_W, CARD_H, GAP = 164, 96, 10
PER_ROW = (WIDTH - 2 * PAD + GAP) // (CARD_W + GAP)
LINE = 17  # px between text lines at the 13 px body size
NAME_CHARS = 19  # what fits on a card line in bold at 13 px (about 8 px per character)
LINK_CHARS = 88  # a chain line, in regular weight

# Colours chosen for contrast ≥ 7:1 against their fills (WCAG AAA for text).
INK, MUTED, DAMAGE = "#14171c", "#3b424d", "#9e0019"
PANEL, PANEL_EDGE = "#eef2f7", "#59636f"
CARD, CARD_EDGE, EXHAUSTED = "#ffffff", "#2b3340", "#d9dde3"
TURN = "#0b4f8a"


# -- the picture ---------------------------------------------------------------------------
def render(board: dict[str, Any], ident: str, title: str) -> str:
    """The board as ``<svg role="img">``; ``ident`` must be unique in the page (it prefixes the
    ids of the title and description)."""
    parts: list[str] = []
    y = PAD
    for player in board["players"]:
        drawn, height = _player_panel(player, y)
        parts += drawn
        y += height + GAP
    if board.get("combat"):
        parts.append(_text(PAD, y + 13, _combat_line(board["combat"]), weight="bold"))
        y += LINE + GAP
    if board["chain"]:
        drawn, height = _chain_panel(board["chain"], y)
        parts += drawn
        y += height + GAP
    height = y - GAP + PAD
    head = (f'<svg xmlns="http://www.w3.org/2000/svg" class="board" role="img" '
            f'aria-labelledby="{ident}-title {ident}-desc" viewBox="0 0 {WIDTH} {height}" '
            f'width="{WIDTH}" height="{height}" font-family="system-ui, -apple-system, \'Segoe UI\', sans-serif" '
            f'font-size="13" fill="{INK}">')
    return "\n".join([head, f'<title id="{ident}-title">{escape(title)}</title>',
                      f'<desc id="{ident}-desc">{escape(describe(board))}</desc>', *parts, "</svg>"])


def _player_panel(player: dict[str, Any], top: int) -> tuple[list[str], int]:
    cards = _cards_in_play(player)
    rows = max(1, -(-len(cards) // PER_ROW))
    height = 28 + rows * (CARD_H + GAP)
    edge = TURN if player["turn"] else PANEL_EDGE
    out = [f'<rect x="{PAD / 2}" y="{top}" width="{WIDTH - PAD}" height="{height}" rx="6" '
           f'fill="{PANEL}" stroke="{edge}" stroke-width="{2 if player["turn"] else 1}"/>',
           _text(PAD, top + 19, _player_heading(player), weight="bold", size=14)]
    for i, card in enumerate(cards):
        row, col = divmod(i, PER_ROW)
        out += _card_box(card, PAD + col * (CARD_W + GAP), top + 28 + row * (CARD_H + GAP))
    if not cards:
        out.append(_text(PAD, top + 28 + 20, "No cards in play.", colour=MUTED))
    return out, height


def _card_box(card: dict[str, Any], x: int, y: int) -> list[str]:
    dash = ' stroke-dasharray="6 3"' if card["exhausted"] else ""
    out = [f'<rect x="{x}" y="{y}" width="{CARD_W}" height="{CARD_H}" rx="5" '
           f'fill="{EXHAUSTED if card["exhausted"] else CARD}" stroke="{CARD_EDGE}"{dash}/>']
    for i, (text, style) in enumerate(_card_lines(card)):
        out.append(_text(x + 8, y + 17 + i * LINE, text, **style))
    return out


def _card_lines(card: dict[str, Any]) -> list[tuple[str, dict]]:
    """The card's name, its id when it differs, kind, stats and state: at most five lines, the
    name wrapping onto a second line only when there is room."""
    rest: list[tuple[str, dict]] = []
    if _shown_id(card):
        rest.append((_fit(f"id: {card['id']}"), {"colour": MUTED}))
    kind = ", ".join([card["type"].capitalize()] + ["token"] * card["token"] + ["face down"] * card["face_down"])
    if card["attached_to"]:
        kind += f", on {card['attached_to']}"
    rest.append((_fit(kind), {"colour": MUTED}))
    if card["atk"] is not None:
        rest.append((f"ATK {card['atk']} · Health {card['health']}", {}))
    state = ([f"{card['damage']} damage"] if card["damage"] else []) + (["EXHAUSTED"] if card["exhausted"] else [])
    if state:
        rest.append((" · ".join(state), {"colour": DAMAGE if card["damage"] else INK, "weight": "bold"}))
    name = textwrap.wrap(card["name"], NAME_CHARS) or [""]
    room = max(1, 5 - len(rest))
    if len(name) > room:
        name = name[: room - 1] + [_fit(" ".join(name[room - 1:]))]
    return [(line, {"weight": "bold"}) for line in name] + rest


def _chain_panel(chain: list[dict[str, Any]], top: int) -> tuple[list[str], int]:
    out = [_text(PAD, top + 19, "The chain, top link first (it resolves first)", weight="bold", size=14)]
    y = top + 28
    for number, link in _top_first(chain):
        lines = textwrap.wrap(_link_line(number, link), LINK_CHARS)
        out.append(f'<rect x="{PAD}" y="{y}" width="{WIDTH - 2 * PAD}" height="{len(lines) * LINE + 8}" rx="4" '
                   f'fill="{CARD}" stroke="{CARD_EDGE}"/>')
        out += [_text(PAD + 8, y + 17 + i * LINE, line) for i, line in enumerate(lines)]
        y += len(lines) * LINE + 8 + 6
    height = y - top + 4
    frame = (f'<rect x="{PAD / 2}" y="{top}" width="{WIDTH - PAD}" height="{height}" rx="6" '
             f'fill="{PANEL}" stroke="{PANEL_EDGE}"/>')
    return [frame, *out], height


def _text(x: float, y: float, text: str, *, weight: str = "normal", size: int = 13, colour: str = INK) -> str:
    bold = ' font-weight="bold"' if weight == "bold" else ""
    big = f' font-size="{size}"' if size != 13 else ""
    ink = f' fill="{colour}"' if colour != INK else ""
    return f'<text x="{x}" y="{y}"{bold}{big}{ink}>{escape(text)}</text>'


def _fit(text: str, chars: int = NAME_CHARS + 1) -> str:
    return text if len(text) <= chars else text[: chars - 1] + "…"


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
    """The id is shown when it is not just the card's name (steps name cards by id)."""
    return card["id"].replace("-", " ") != card["name"].lower()
