"""Safe YAML loading that keeps rule numbers as strings and remembers where every value came from.

Plain YAML 1.1 turns ``703.10`` into the float 703.1 and ``no`` into False; our loader has no
float, bool or timestamp resolvers, so every such scalar stays a string (ints stay ints). It also
refuses what our files never need and what would make a result depend on the machine, run for
ever or crash (see ``load_document``). Every error, of the file or of its validation, is reported
as ``path:line:col: message`` through :class:`SourceError`.
"""
from __future__ import annotations

import os
import re
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterable

import yaml

_Base = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


class StringKeepingLoader(_Base):  # type: ignore[misc, valid-type]
    """SafeLoader without the float, bool and timestamp implicit resolvers."""

    def resolve(self, kind, value, implicit):
        """A node's tag, as the resolver says; a scalar's once per value and implicitness (with no
        path resolver, which this loader has none of, the answer depends on nothing else): libyaml's
        composer asks it of every scalar, and a file repeats its words (issue 23: speed-rp10)."""
        if kind is not yaml.ScalarNode or self.yaml_path_resolvers:
            return super().resolve(kind, value, implicit)
        key = (value, implicit)
        tag = _RESOLVED.get(key)
        if tag is None:
            if len(_RESOLVED) >= 65_536:  # then forgotten, all at once
                _RESOLVED.clear()
            tag = _RESOLVED[key] = super().resolve(kind, value, implicit)
        return tag


_RESOLVED: dict[tuple, str] = {}  # (a scalar's value, its implicitness) → its tag (StringKeepingLoader.resolve)

StringKeepingLoader.yaml_implicit_resolvers = {
    first: [(tag, rx) for tag, rx in resolvers
            if tag not in ("tag:yaml.org,2002:float", "tag:yaml.org,2002:bool", "tag:yaml.org,2002:timestamp")]
    for first, resolvers in _Base.yaml_implicit_resolvers.items()
}


class SourceError(Exception):
    """Bad input, located in a file: printed as ``path:line:col: message``."""

    def __init__(self, path: str | Path, line: int, col: int, message: str):
        message = excerpt(message, MAX_MESSAGE)
        super().__init__(f"{excerpt(str(path), 300)}:{line}:{col}: {message}")
        self.path, self.line, self.col, self.message = str(path), line, col, message


MAX_MESSAGE = 1_000  # characters of one error message: bad input is quoted in part, never whole


def excerpt(text: str, most: int) -> str:
    """``text`` cut to at most ``most`` characters (its start and end, "…" between), with its
    control characters escaped, so that no input of any size or kind is echoed whole or raw."""
    shown = _CONTROL.sub(lambda m: m.group().encode("unicode_escape").decode("ascii"), text)
    if len(shown) <= most:
        return shown
    half = (most - 40) // 2
    return f"{shown[:half]}… ({len(shown) - 2 * half:,} characters left out) …{shown[-half:]}"


_CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u2028\u2029]")


@dataclass
class Document:
    """A parsed YAML file: its data and the node tree that locates every value."""

    path: Path
    data: Any
    root: yaml.Node | None

    def locate(self, loc: Iterable[Any]) -> tuple[int, int]:
        """1-based line and column of the value at ``loc`` (keys and indexes), or of its
        deepest existing ancestor. A step that is not in the file (a missing key, the name of
        a union member in a validation error) is passed over."""
        node = self.root
        if node is None:
            return _placed(getattr(self, "_places", None), loc)
        for step in loc:
            node = _child(node, step) or node
        return node.start_mark.line + 1, node.start_mark.column + 1

    def error(self, loc: Iterable[Any], message: str) -> SourceError:
        line, col = self.locate(loc)
        return SourceError(self.path, line, col, message)

    def __getstate__(self) -> dict:
        """The compact form kept on disk (``formats.load``): where each value is, not the node tree,
        which is most of a pickle's size and takes longer to read back than the file to parse."""
        places = _places(self.root) if self.root is not None else getattr(self, "_places", None)
        return {"path": self.path, "data": self.data, "places": places}

    def __setstate__(self, state: dict) -> None:
        self.path, self.data, self.root, self._places = state["path"], state["data"], None, state["places"]


Place = tuple  # (line, column, what is inside: {key: Place}, [Place] or None), 1-based


def _places(node: yaml.Node) -> Place:
    """The place of a node and of everything inside it (duplicate keys are refused, so a key is one place)."""
    if isinstance(node, yaml.MappingNode):
        inner: Any = {key.value: _places(value) for key, value in node.value}
    elif isinstance(node, yaml.SequenceNode):
        inner = [_places(value) for value in node.value]
    else:
        inner = None
    return node.start_mark.line + 1, node.start_mark.column + 1, inner


def _placed(place: Place | None, loc: Iterable[Any]) -> tuple[int, int]:
    """``Document.locate`` over the places kept instead of the nodes: the same steps passed over."""
    if place is None:
        return 1, 1
    for step in loc:
        inner, found = place[2], None
        if isinstance(inner, dict):
            found = inner.get(str(step))
        elif isinstance(inner, list) and isinstance(step, int) and 0 <= step < len(inner):
            found = inner[step]
        place = found or place
    return place[0], place[1]


def _child(node: yaml.Node, step: Any) -> yaml.Node | None:
    if isinstance(node, yaml.MappingNode):
        for key, value in node.value:
            if key.value == str(step):
                return value
    elif isinstance(node, yaml.SequenceNode) and isinstance(step, int) and 0 <= step < len(node.value):
        return node.value[step]
    return None


def load_document(path: str | Path, text: str | None = None) -> Document:
    """Read and parse one YAML file. Anything that is not a plain YAML document of our kind
    becomes a :class:`SourceError` at its line: bytes that are not UTF-8, control characters,
    syntax errors, tags, anchors and aliases, duplicate keys, keys that are not plain values,
    nesting deeper than ``MAX_DEPTH``, numbers longer than ``MAX_DIGITS``, files over
    ``MAX_BYTES`` and lines over ``MAX_LINE``."""
    path = Path(path)
    text = read_text(path) if text is None else text
    check_lines(path, text)
    check_characters(path, text)
    root = _composed_by_libyaml(text)
    if root is not None:
        return Document(path, _construct(path, root), root)
    try:
        events = list(yaml.parse(text, Loader=StringKeepingLoader))
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line, col = (mark.line + 1, mark.column + 1) if mark else (1, 1)
        raise SourceError(path, line, col, f"invalid YAML: {exc.problem or exc.context}") from None
    except yaml.YAMLError as exc:
        raise SourceError(path, 1, 1, f"invalid YAML: {exc}") from None
    root = _Composer(path).compose(events)
    return Document(path, _construct(path, root) if root is not None else None, root)


# what an anchor, an alias and a tag start with, where a node can start: at the start of a line or
# after a space, a flow indicator or ':' '?' '-' (never inside a word: a card named "Charge!")
_MARKED = re.compile("(?:^|[\\s\ufeff\\[\\]{},:?-])[&*!]", re.MULTILINE)


def _composed_by_libyaml(text: str) -> yaml.Node | None:
    """The node tree, composed by libyaml (several times faster than events composed in Python),
    where that gives the tree ``_Composer`` would: a text with no ``&``, ``*`` or ``!`` where a node
    can start (_MARKED) has no anchor, alias or tag, and a tree no deeper than ``MAX_DEPTH`` is one
    it accepts.
    None for any other text, an empty one and any error: ``_Composer`` then reads it, and says
    what is wrong and where."""
    if not _LIBYAML or _MARKED.search(text):
        return None
    try:
        root = yaml.compose(text, Loader=StringKeepingLoader)  # one document only, or an error
    except yaml.YAMLError:
        return None
    return root if root is not None and _depth(root) <= MAX_DEPTH else None


_LIBYAML = _Base is not yaml.SafeLoader  # without libyaml, yaml.compose would be no faster


def _depth(root: yaml.Node) -> int:
    """How deep lists and mappings are nested in the tree (a scalar alone: 0)."""
    deepest, todo = 0, [(root, 1)]
    while todo:
        node, depth = todo.pop()
        if isinstance(node, yaml.ScalarNode):
            continue
        deepest = max(deepest, depth)
        if isinstance(node, yaml.MappingNode):
            todo.extend((part, depth + 1) for pair in node.value for part in pair)
        else:
            todo.extend((item, depth + 1) for item in node.value)
    return deepest


def exists(path: str | Path) -> bool:
    """Whether a path names something; a name the system can't even look up (too long, a NUL
    byte) names nothing, where ``Path.exists`` would raise."""
    try:
        return Path(path).exists()
    except (OSError, ValueError):
        return False


def read_text(path: Path) -> str:
    """A file's text, which must be UTF-8 and at most ``MAX_BYTES`` long; anything else is a
    :class:`SourceError`."""
    return decode(Path(path), read_bounded(Path(path)))


MAX_BYTES = 16 * 2**20  # one file (our largest, a card file, is under 100 KB); /dev/zero stops here
MAX_LINE = 100_000  # characters of one line (ours are under 700; a 1,000-card deck in one flow list needs 30,000)


def read_bounded(path: Path, most: int = MAX_BYTES) -> bytes:
    """At most ``most`` bytes of a file (or a device, a pipe): one byte more is an error, and
    nothing past it is read."""
    try:
        with open(path, "rb") as handle:
            raw = handle.read(most + 1)
    except OSError as exc:
        raise SourceError(path, 1, 1, f"cannot read file: {exc.strerror}") from None
    except ValueError:  # a NUL byte in the name
        raise SourceError(path, 1, 1, "cannot read file: its name holds a NUL character") from None
    if len(raw) > most:
        raise SourceError(path, 1, 1, f"the file is longer than {most:,} bytes: no file of ours comes near")
    return raw


def check_lines(path: Path, text: str) -> None:
    if len(text) <= MAX_LINE:
        return
    for number, line in enumerate(text.split("\n"), start=1):
        if len(line) > MAX_LINE:
            raise SourceError(path, number, MAX_LINE + 1, f"a line longer than {MAX_LINE:,} characters "
                                                          f"({len(line):,}): break it")


def write_text(path: Path, text: str) -> None:
    """Write a file whole or not at all: the text goes to a new temporary file beside it (a fresh
    name, so no file of the user's is touched), which then replaces ``path`` in one step; a failure
    half-way leaves the old file as it was. Whether ``path`` may be replaced at all is the
    caller's question (``adjudicator.output``)."""
    path = Path(path)
    handle, partial = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".partial", dir=path.parent)
    try:
        with os.fdopen(handle, "w", encoding="utf-8", newline="") as out:
            out.write(text)
        os.chmod(partial, 0o666 & ~_umask())
        os.replace(partial, path)
    finally:
        Path(partial).unlink(missing_ok=True)


def _umask() -> int:
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


MAX_DEPTH = 64  # lists and mappings inside each other; our deepest file (a card file) needs 14
MAX_DIGITS = 100  # no count in a scenario or card comes near; Python itself stops at 4,300 digits

_BOMS = {b"\xff\xfe\x00\x00": "UTF-32", b"\x00\x00\xfe\xff": "UTF-32", b"\xff\xfe": "UTF-16",
         b"\xfe\xff": "UTF-16"}


def decode(path: Path, raw: bytes) -> str:
    """The file's text: UTF-8 (with or without a byte order mark), or an error that says which
    byte is wrong and what the file probably is."""
    for bom, name in _BOMS.items():
        if raw.startswith(bom):
            raise SourceError(path, 1, 1, f"the file is {name} (it starts with a {name} byte order mark); "
                                          "save it as UTF-8")
    if b"\x00" in raw[:200] and raw[:200].count(b"\x00") * 3 >= min(len(raw), 200):
        raise SourceError(path, 1, 1, "the file looks like UTF-16 (a NUL byte between the characters); "
                                      "save it as UTF-8")
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line_start = raw.rfind(b"\n", 0, exc.start) + 1
        line = raw.count(b"\n", 0, exc.start) + 1
        col = len(raw[line_start:exc.start].decode("utf-8", errors="replace")) + 1
        raise SourceError(path, line, col, f"byte 0x{raw[exc.start]:02X} is not UTF-8: save the file as UTF-8 "
                                           "(it may be Latin-1 or Windows-1252)") from None


# What YAML allows in a file (YAML 1.1, 5.1): tab, line breaks and printable characters; and of
# its line breaks only CR and LF, so that our line numbers are the editor's (not NEL, U+2028/9).
# Written as the characters left out, not as "none of" the allowed ones: the same set (every code
# point compared), but compiled in a millisecond rather than ten, on every start.
_NOT_PRINTABLE = re.compile("[\x00-\x08\x0B\x0C\x0E-\x1F\x7F-\x9F\u2028\u2029\uD800-\uDFFF\uFFFE\uFFFF]")


def check_characters(path: Path, text: str) -> None:
    bad = _NOT_PRINTABLE.search(text)
    if bad:
        line = text.count("\n", 0, bad.start()) + 1
        col = bad.start() - (text.rfind("\n", 0, bad.start()) + 1) + 1
        char = bad.group()
        what = {"\x00": "NUL", "\x1b": "ESC (escape)", "\x7f": "DEL", "\x85": "the line break NEL",
                "\u2028": "the line separator", "\u2029": "the paragraph separator"}.get(char, "control character")
        raise SourceError(path, line, col, f"{what} U+{ord(char):04X} is not allowed in a YAML file: delete it, "
                                           "or write it as an escape inside double quotes")


_STANDARD = {yaml.ScalarNode: "tag:yaml.org,2002:str", yaml.SequenceNode: "tag:yaml.org,2002:seq",
             yaml.MappingNode: "tag:yaml.org,2002:map"}


class _Resolver(yaml.resolver.BaseResolver):
    yaml_implicit_resolvers = StringKeepingLoader.yaml_implicit_resolvers


class _Composer:
    """Builds the node tree from parser events, refusing what our files never need: tags that
    make other kinds of value (``!!set``, ``!!python/…``: a result must never depend on a hash
    seed or run code), anchors and aliases (a few lines could stand for billions of values), more
    than one document, and nesting deeper than ``MAX_DEPTH``."""

    def __init__(self, path: Path):
        self.path = path
        self.resolver = _Resolver()

    def error(self, mark, message: str) -> SourceError:
        return SourceError(self.path, mark.line + 1, mark.column + 1, message)

    def compose(self, events: list) -> yaml.Node | None:
        root, stack = None, []
        for event in events:
            if isinstance(event, yaml.DocumentStartEvent) and root is not None:
                raise self.error(event.start_mark, "a file holds one YAML document: remove the second '---'")
            if isinstance(event, (yaml.StreamStartEvent, yaml.StreamEndEvent, yaml.DocumentStartEvent,
                                  yaml.DocumentEndEvent)):
                continue
            if isinstance(event, yaml.AliasEvent):
                raise self.error(event.start_mark, f"aliases (*{event.anchor}) are not part of the format: "
                                                   "write the value out")
            if isinstance(event, (yaml.SequenceEndEvent, yaml.MappingEndEvent)):
                stack.pop().end_mark = event.end_mark
                continue
            node = self.node(event)
            if stack:
                stack[-1].value.append(node)
            else:
                root = node
            if not isinstance(node, yaml.ScalarNode):
                stack.append(node)
                if len(stack) > MAX_DEPTH:
                    raise self.error(event.start_mark, f"lists and mappings are nested more than {MAX_DEPTH} deep")
        for mapping in _mappings(root):
            mapping.value = list(zip(mapping.value[::2], mapping.value[1::2]))
        return root

    def node(self, event) -> yaml.Node:
        kind = {yaml.ScalarEvent: yaml.ScalarNode, yaml.SequenceStartEvent: yaml.SequenceNode,
                yaml.MappingStartEvent: yaml.MappingNode}[type(event)]
        if event.anchor is not None:
            raise self.error(event.start_mark, f"anchors (&{event.anchor}) are not part of the format: "
                                               "write the value out where it is needed")
        if event.tag not in (None, "!", _STANDARD[kind]):
            tag = event.tag.replace("tag:yaml.org,2002:", "!!")
            raise self.error(event.start_mark, f"the tag {tag} is not part of the format: write a plain "
                                               f"{'value' if kind is yaml.ScalarNode else 'list or mapping'}")
        if kind is not yaml.ScalarNode:
            return kind(_STANDARD[kind], [], event.start_mark, event.end_mark, flow_style=event.flow_style)
        tag = _STANDARD[kind] if event.tag is not None or not event.implicit[0] else \
            self.resolver.resolve(yaml.ScalarNode, event.value, (True, False))
        return yaml.ScalarNode(tag, event.value, event.start_mark, event.end_mark, style=event.style)


def _mappings(root: yaml.Node | None):
    """Every mapping node of the tree (its value still a flat list of keys and values)."""
    todo = [root] if root is not None else []
    while todo:
        node = todo.pop()
        if isinstance(node, (yaml.SequenceNode, yaml.MappingNode)):
            todo.extend(node.value)
            if isinstance(node, yaml.MappingNode):
                yield node


def _construct(path: Path, node: yaml.Node) -> Any:
    """Plain data from the node tree: strings, ints and None; lists; dicts whose keys are plain
    values, each given once."""
    def error(at: yaml.Node, message: str) -> SourceError:
        return SourceError(path, at.start_mark.line + 1, at.start_mark.column + 1, message)

    if isinstance(node, yaml.SequenceNode):
        return [_construct(path, item) for item in node.value]
    if isinstance(node, yaml.MappingNode):
        data: dict = {}
        lines: dict = {}
        for key, value in node.value:
            if not isinstance(key, yaml.ScalarNode):
                raise error(key, "a key must be a plain value, not a list or mapping")
            k = _construct(path, key)
            if k in data:
                raise error(key, f"duplicate key {key.value!r} (first given on line {lines[k]}): "
                                 "a key appears once in a mapping")
            data[k], lines[k] = _construct(path, value), key.start_mark.line + 1
        return data
    if node.tag == "tag:yaml.org,2002:null":
        return None
    if node.tag == "tag:yaml.org,2002:int":
        digits = sum(ch.isdigit() for ch in node.value)
        if digits > MAX_DIGITS:
            raise error(node, f"a number of {digits:,} digits: no number in these files has more than {MAX_DIGITS}")
        try:
            return _int(node.value)
        except ValueError:
            raise error(node, f"{node.value!r} is not a valid number") from None
    return node.value  # str, and the implicit kinds we keep as text (timestamps, '<<', '=')


def _int(text: str) -> int:
    """A YAML 1.1 integer: 12, -3, 1_000, 0b101, 0x1F, 017 (octal), 1:30 (base 60)."""
    value = text.replace("_", "")
    sign = -1 if value[:1] == "-" else 1
    value = value.lstrip("+-")
    if value.startswith("0b"):
        return sign * int(value[2:], 2)
    if value.startswith("0x"):
        return sign * int(value[2:], 16)
    if ":" in value:
        total = 0
        for part in value.split(":"):
            total = total * 60 + int(part)
        return sign * total
    if value.startswith("0") and value != "0":
        return sign * int(value, 8)
    return sign * int(value)


def pydantic_errors(doc: Document, exc: Any) -> SourceError:
    """The first error of a pydantic ValidationError, located in ``doc``; where a value fits none
    of the kinds a union allows, the error of the kind it comes closest to."""
    err = _closest(doc.data, exc.errors())
    loc = [part for part in err["loc"] if not (isinstance(part, str) and part.startswith("function-"))]
    where = ".".join(str(p) for p in loc)
    message = _limit_message(err) or err["msg"]
    if err["type"] == "extra_forbidden":
        message = f"unknown key {loc[-1]!r}"
        loc = loc[:-1] + [loc[-1]]
    return doc.error(loc, f"{where}: {message}" if where else message)


def _closest(data: Any, errors: list[dict]) -> dict:
    """Follow the first error's location through the data; where a step is not in the data, it
    names a member of a union (``Draw``, ``DealDamage``…): keep the member with the fewest errors,
    the one the value nearly is (``{draw: 10**30}`` is a Draw whose number is too big, not a
    DealDamage without ``deal_damage``)."""
    node, i = data, 0
    while i < len(errors[0]["loc"]):
        loc = errors[0]["loc"]
        step = loc[i]
        if isinstance(node, dict) and step in node:
            node = node[step]
        elif isinstance(node, list) and isinstance(step, int) and 0 <= step < len(node):
            node = node[step]
        else:
            groups: dict = {}
            for e in errors:
                if len(e["loc"]) > i and tuple(e["loc"][:i]) == tuple(loc[:i]):
                    groups.setdefault(e["loc"][i], []).append(e)
            errors = min(groups.values(), key=lambda g: (sum(e["type"] == "extra_forbidden" for e in g), len(g)))
        i += 1
    return errors[0]


def _limit_message(err: dict) -> str | None:
    """A number or list beyond the format's limits (``adjudicator.limits``), said with the limit."""
    ctx, value = err.get("ctx") or {}, err.get("input")
    shown = f"{value:,}" if isinstance(value, int) and abs(value) < 10**30 else \
        (f"a number of {len(str(abs(value)))} digits" if isinstance(value, int) else repr(value))
    if err["type"] == "less_than_equal":
        return f"{shown} is over the limit: at most {ctx['le']:,} (see 'Limits' in the format's reference)"
    if err["type"] == "greater_than_equal":
        return f"{shown} is too small: at least {ctx['ge']:,}"
    if err["type"] == "too_long":
        return f"{ctx.get('actual_length', 'too many'):,} items is over the limit: at most {ctx['max_length']:,}"
    return None
