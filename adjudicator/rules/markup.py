"""Just enough MyST to read rule pages without Sphinx: colon-fenced directives, roles, plain text.

This mirrors how MyST itself splits a page: a colon fence opened with N colons ends at the
first line holding only N or more colons, and its body is parsed again on its own (so nested
directives need a longer outer fence).  Code fences are opaque.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

import yaml

FENCE_OPEN = re.compile(r"^ {0,3}(?P<colons>:{3,})\{(?P<name>[\w:.-]+)\}[ \t]*(?P<argument>.*?)\s*$")
CODE_FENCE = re.compile(r"^ {0,3}(?P<marker>`{3,}|~{3,})")
OPTION = re.compile(r"^:(?P<key>[\w-]+):(?:[ \t]+(?P<value>.*?))?\s*$")
ROLE = re.compile(r"\{(?P<name>[\w:.-]+)\}`(?P<content>[^`]*)`")
LABELLED = re.compile(r"(?P<label>.*?)\s*<(?P<target>[^<>]+)>\s*", re.DOTALL)
LIST_ITEM = re.compile(r"^\s*(?:[-*+]|\d+[.)])\s+")


@dataclass
class Directive:
    """One ``:::{name} argument`` block; ``line`` numbers are 1-based lines of the page."""

    name: str
    argument: str
    line: int
    options: dict[str, str] = field(default_factory=dict)
    prose: list[tuple[int, str]] = field(default_factory=list)  # body lines outside nested blocks
    children: list["Directive"] = field(default_factory=list)


def code_mask(lines: list[str]) -> list[bool]:
    """True for every line inside (or fencing) a backtick/tilde code block."""
    mask, closing = [], None
    for line in lines:
        m = CODE_FENCE.match(line)
        if closing is None and m:
            closing = m["marker"]
            mask.append(True)
        elif closing is not None:
            if line.strip().startswith(closing) and set(line.strip()) == {closing[0]}:
                closing = None
            mask.append(True)
        else:
            mask.append(False)
    return mask


def scan(lines: list[tuple[int, str]]) -> tuple[list[Directive], list[tuple[int, str]]]:
    """Split numbered lines into the directives they open and the prose between them."""
    directives: list[Directive] = []
    prose: list[tuple[int, str]] = []
    in_code = code_mask([text for _, text in lines])
    i = 0
    while i < len(lines):
        number, text = lines[i]
        m = None if in_code[i] else FENCE_OPEN.match(text)
        if m is None:
            prose.append(lines[i])
            i += 1
            continue
        end = _closing_fence(lines, i + 1, len(m["colons"]))
        directives.append(_directive(m, number, lines[i + 1:end]))
        i = end + 1
    return directives, prose


def _closing_fence(lines: list[tuple[int, str]], start: int, colons: int) -> int:
    """Index of the line closing a fence of ``colons`` colons (MyST: N or more colons alone)."""
    for i in range(start, len(lines)):
        stripped = lines[i][1].strip()
        if len(stripped) >= colons and set(stripped) == {":"}:
            return i
    return len(lines)  # an unclosed fence runs to the end of the page, as in MyST


def _directive(m: re.Match[str], line: int, body: list[tuple[int, str]]) -> Directive:
    options, body = _options(body)
    children, prose = scan(body)
    return Directive(m["name"], m["argument"], line, options, prose, children)


def _options(body: list[tuple[int, str]]) -> tuple[dict[str, str], list[tuple[int, str]]]:
    """Leading ``:key: value`` lines, or a leading ``---`` YAML block, as MyST accepts both."""
    if body and body[0][1].strip() == "---":
        for i in range(1, len(body)):
            if body[i][1].strip() == "---":
                data = yaml.safe_load("\n".join(text for _, text in body[1:i])) or {}
                return {str(k): str(v) for k, v in data.items()}, body[i + 1:]
    options: dict[str, str] = {}
    i = 0
    while i < len(body) and (m := OPTION.match(body[i][1])):
        options[m["key"]] = _option_value(m["value"] or "")
        i += 1
    return options, body[i:]


def _option_value(raw: str) -> str:
    """MyST reads option values as YAML: unquote a quoted one (bad YAML is left as written;
    the Sphinx build reports it)."""
    if raw[:1] in ("'", '"'):
        try:
            return str(yaml.safe_load(raw))
        except yaml.YAMLError:
            pass
    return raw


def role_parts(content: str) -> tuple[str, str]:
    """(label, target) of a role's content: ``text <410.6a>`` or just ``410.6a``."""
    m = LABELLED.fullmatch(content)
    if m and m["label"]:
        return m["label"], m["target"].strip()
    return content.strip(), content.strip()


def roles(lines: list[tuple[int, str]], names: set[str]) -> list[tuple[str, int]]:
    """Targets of the given roles, with their lines, outside code blocks."""
    in_code = code_mask([text for _, text in lines])
    return [(role_parts(m["content"])[1], number)
            for (number, text), code in zip(lines, in_code) if not code
            for m in ROLE.finditer(text) if m["name"] in names]


_INLINE = [
    (ROLE, lambda m: role_parts(m["content"])[0]),
    (re.compile(r"!?\[([^\]]*)\]\([^)]*\)"), r"\1"),          # [text](target) → text
    (re.compile(r"<(https?://[^>]+)>"), r"\1"),                # autolinks
    (re.compile(r"`([^`]*)`"), r"\1"),                         # inline code
    (re.compile(r"(\*\*|__)(?=\S)(.+?)(?<=\S)\1"), r"\2"),      # strong
    (re.compile(r"(?<![\w*])([*_])(?=\S)(.+?)(?<=\S)\1(?![\w*])"), r"\2"),  # emphasis
    (re.compile(r"\{[#.][^}]*\}"), ""),                         # attrs_inline {#id .class}
]


def inline_text(text: str) -> str:
    for pattern, replacement in _INLINE:
        text = pattern.sub(replacement, text)
    return text


def plain_text(lines: list[str]) -> str:
    """Readable text of MyST prose: roles reduced to their label, markup and code blocks
    dropped, each paragraph and each list item on one line."""
    out: list[str] = []
    current: list[str] = []
    prose = [line for line, code in zip(lines, code_mask(lines)) if not code]
    for raw in [*prose, ""]:
        line = raw.strip()
        if not line or LIST_ITEM.match(line) or line.startswith("#"):
            if current:
                out.append(" ".join(current))
            current = []
        if line:
            current.append(inline_text(line.lstrip("#").strip()))
    return "\n".join(" ".join(p.split()) for p in out if p.strip())
