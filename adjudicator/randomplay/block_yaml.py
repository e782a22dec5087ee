"""The block YAML that ``yaml.dump`` writes for a saved game's board and end state (games.scenario_text,
games.with_script), written without PyYAML's emitter where that is sure to give the same text, byte for
byte: mappings with string keys, lists, whole numbers, booleans and null, and strings that PyYAML writes
plain or single-quoted on one short line. For anything else (a string it would double-quote or fold, a
float, a long line)
``block`` says None, and the caller has PyYAML write the whole document, as before (issue 23: the
emitter took about 2% of the CPU time of a run of games; tests/test_speed_rp10.py compares the two).

The layout is PyYAML's with its defaults (``default_flow_style=False``, indent 2): a mapping's value
that is a mapping goes two columns in, a list that is a mapping's value stays at its key's column
("indentless"), an item of a list starts with "- " and its mapping or list goes on that line; an empty
list or mapping is written ``[]`` or ``{}``.
"""
from __future__ import annotations

import re
from typing import Any, Callable

import yaml

WIDEST = 100  # a line longer than this might be folded by PyYAML (its width, 110): such a text is PyYAML's to write
# A string PyYAML surely writes plain: a letter first (no indicator, no number, no date), then letters,
# digits, spaces and marks that mean nothing inside a plain scalar of a block document; not a word YAML 1.1
# reads as a boolean or null (PyYAML's resolver); not ending with a space. Most card names and every label.
_SIMPLE = re.compile(r"[A-Za-z][A-Za-z0-9_' !,.()&/-]*\Z")
_KEYWORDS = frozenset(w for word in ("yes", "no", "true", "false", "on", "off", "null")
                      for w in (word, word.capitalize(), word.upper()))
_WRITTEN: dict[str, str | None] = {}  # a string → how PyYAML writes it on one line (asked once per string)
_MOST_KEPT = 65_536  # then forgotten, all at once: card names and labels repeat from game to game


def written(text: str, dumper: type) -> str | None:
    """How PyYAML writes ``text`` as a scalar of a block document: plain, as it is, or single-quoted
    (a string that reads as a number, a boolean or null, or holds ``: `` or `` #``…), on one line;
    None for anything else (a string it would write double-quoted, or break). Asked of PyYAML itself,
    a document of that string alone, once per string: a string on one line is written the same way
    as a key, a value or an item of a list (PyYAML's choose_scalar_style, in block context)."""
    if _SIMPLE.match(text) and text[-1] != " " and text not in _KEYWORDS and len(text) <= WIDEST:
        return text  # plain: no reading but a string's, no indicator, no ": " nor " #" (tests/test_speed_rp10.py)
    if text in _WRITTEN:
        return _WRITTEN[text]
    if len(_WRITTEN) >= _MOST_KEPT:
        _WRITTEN.clear()
    alone = yaml.dump(text, Dumper=dumper, allow_unicode=True, width=110)
    found = None
    if "\n" not in text and alone in (f"{text}\n...\n", f"{text}\n"):
        found = text  # plain
    elif alone.startswith("'") and alone.endswith("'\n") and alone.count("\n") == 1:
        found = alone[:-1]  # single-quoted
    _WRITTEN[text] = found
    return found


def plain_string(text: str, dumper: type) -> bool:
    """Does PyYAML write ``text`` plain, as it is, on one line?"""
    return written(text, dumper) == text


def _scalar(value: Any, dumper: type) -> str | None:
    kind = type(value)
    if kind is str:
        return written(value, dumper)
    if kind is bool:
        return "true" if value else "false"
    if kind is int:
        return str(value)
    if value is None:
        return "null"
    return None  # a float, or anything else: PyYAML's to write


def block(data: dict, column: int, dumper: type) -> str | None:
    """The lines PyYAML writes for a non-empty mapping ``data`` whose keys start at ``column``
    (``yaml.dump`` of ``{key: data}`` is ``key:\\n`` and these, for ``column`` 2), or None where
    it might write them otherwise."""
    lines: list[str] = []
    return "".join(lines) if _mapping(data, column, lines, lambda v: _scalar(v, dumper)) else None


def _mapping(data: dict, column: int, lines: list[str], scalar: Callable[[Any], str | None]) -> bool:
    pad = " " * column
    for key, value in data.items():
        name = scalar(key) if type(key) is str else None
        if name is None or column + len(name) > WIDEST:  # a long key would be a complex one ("? key")
            return False
        head = f"{pad}{name}:"
        if not _value(head, value, column, lines, scalar, in_mapping=True):
            return False
    return True


def _value(head: str, value: Any, column: int, lines: list[str], scalar, in_mapping: bool) -> bool:
    """``value`` after ``head`` (a key and its colon, or a list's dash): on the same line if it is
    a scalar or empty, otherwise on the lines after (a list of a mapping at ``column``, a mapping
    two columns in)."""
    kind = type(value)
    if kind is dict or kind is list:
        if not value:
            lines.append(f"{head} {'{}' if kind is dict else '[]'}\n")
            return True
        lines.append(f"{head}\n")
        if kind is dict:
            return _mapping(value, column + 2, lines, scalar)
        return _sequence(value, column if in_mapping else column + 2, lines, scalar)
    text = scalar(value)
    if text is None or len(head) + 1 + len(text) > WIDEST:
        return False
    lines.append(f"{head} {text}\n")
    return True


def _sequence(items: list, column: int, lines: list[str], scalar) -> bool:
    """A non-empty list whose dashes are at ``column``; an item that is a non-empty mapping or list
    starts on its dash's line, its own column two further in."""
    pad = " " * column
    for item in items:
        kind = type(item)
        if (kind is dict or kind is list) and item:
            inner: list[str] = []
            done = _mapping(item, column + 2, inner, scalar) if kind is dict else \
                _sequence(item, column + 2, inner, scalar)
            if not done:
                return False
            inner[0] = f"{pad}- {inner[0][column + 2:]}"  # the first line on the dash's line
            lines += inner
        elif not _value(f"{pad}-", item, column, lines, scalar, in_mapping=False):
            return False
    return True


# A string PyYAML surely writes plain inside a flow collection (``{play: fire-blast, by: Alice}``): as
# _SIMPLE, without the marks that end or open a flow scalar there (",", "[", "]", "{", "}") or any other.
_FLOW_SIMPLE = re.compile(r"[A-Za-z][A-Za-z0-9_ -]*\Z")


def flow(data: dict) -> str | None:
    """``yaml.dump`` of a script entry in flow style on one line, stripped (legal.written), for an entry
    of plain keys and values (labels, names, numbers, booleans, and mappings and lists of them); None for
    any other, which PyYAML writes."""
    return _flow_item(data)


def _flow_item(value: Any) -> str | None:
    kind = type(value)
    if kind is dict:
        items = []
        for key, item in value.items():
            k, v = _flow_item(key) if type(key) is str else None, _flow_item(item)
            if k is None or v is None:
                return None
            items.append(f"{k}: {v}")
        return "{" + ", ".join(items) + "}"
    if kind is list:
        items = [_flow_item(item) for item in value]
        return None if None in items else "[" + ", ".join(items) + "]"
    if kind is str:
        return value if _FLOW_SIMPLE.match(value) and value[-1] != " " and value not in _KEYWORDS else None
    return _scalar(value, None)  # a number, a boolean or null (a string is read above)
