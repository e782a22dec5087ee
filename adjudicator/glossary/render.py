"""Render the glossary data as MyST Markdown for the HTML book.

The text produced here is substituted into ``glossary/index.md`` and ``glossary/pinyin.md`` by
:mod:`adjudicator.sphinxext.glossary` while Sphinx reads them. Each entry is a Sphinx
``glossary`` item whose first term line is the English headword (anchor ``term-<English>``),
followed by the Chinese forms and the English aliases, so ``{term}`` works for every form.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from itertools import groupby

from adjudicator.glossary import reader
from adjudicator.glossary.load import Entry, Glossary, english_sort_key

_MD_SPECIAL = re.compile(r"([\\`*_\[\]<>{}#|~$])")

SCRIPT_LABEL = {"hans": "简", "hant": "繁"}


def md_escape(text: str) -> str:
    """Escape CommonMark/MyST punctuation so data text is shown literally."""
    return _MD_SPECIAL.sub(r"\\\1", " ".join(text.split()))


def role(name: str, target: str, text: str | None = None) -> str:
    target = target.replace("`", "")
    if text is None:
        return f"{{{name}}}`{target}`"
    return f"{{{name}}}`{text.replace('<', '').replace('`', '')} <{target}>`"


def term_lines(entry: Entry) -> list[str]:
    """The glossary term lines of an entry: English first (stable anchor), then every Chinese
    form, then the English aliases."""
    return [entry.en, *(form for form, _ in entry.chinese_forms()), *entry.term.en_aliases]


def entry_myst(entry: Entry) -> str:
    """One entry for readers: editions named in words, no seed codes or data provenance
    (:mod:`adjudicator.glossary.reader`)."""
    t = entry.term
    lines = [*term_lines(entry)]
    body: list[str] = [md_escape(t.definition), ""]
    forms = [f"**简体** {t.zh.hans}"] + ([f"**繁體** {t.zh.hant}"] if t.zh.hant != t.zh.hans else [])
    if t.variants:
        forms.append("**异名 other words** " + " · ".join(md_escape(reader.variant(v)) for v in t.variants))
    body += [" · ".join(forms), ""]
    if t.rules:
        body += ["**Rules 规则:** " + ", ".join(role("rule", r) for r in t.rules), ""]
    else:
        body += ["**Rules 规则:** no numbered 5.0 rule; defined by the glossary", ""]
    if t.related:
        body += ["**See also 另见:** " + ", ".join(role("term", r) for r in t.related), ""]
    remark = reader.note(t.note)
    if remark:
        body += ["**Note 注:** " + md_escape(remark), ""]
    while body and not body[-1]:
        body.pop()
    return "\n".join(lines + ["  " + b if b else "" for b in body])


def _initial(text: str) -> str:
    first = english_sort_key(text)[0][:1].upper()
    return first if first.isalpha() else "#"


def letters(glossary: Glossary) -> list[str]:
    """The initials of the English headwords, in order ("#" for a digit)."""
    return list(dict.fromkeys(_initial(e.en) for e in glossary.sorted_entries()))


def glossary_myst(glossary: Glossary, letter: str | None = None) -> str:
    """The entries of one initial letter (all of them when ``letter`` is None), alphabetically
    by English headword, as a Sphinx ``glossary``; with the letters as links to their pages."""
    wanted = [e for e in glossary.sorted_entries() if letter is None or _initial(e.en) == letter.upper()]
    out = ["````{glossary}"]
    for entry in wanted:
        out += [entry_myst(entry), ""]
    if out[-1] == "":
        out.pop()
    out += ["````", ""]
    return "\n".join([letter_nav(glossary, letter), "", *out] if letter else out)


def letter_nav(glossary: Glossary, current: str | None = None) -> str:
    """"A · B · C …", each letter a link to its page (the current one in bold)."""
    links = [f"**{l}**" if l == current else f"[{l}]({letter_page(l)}.md)" for l in letters(glossary)]
    return "{.glossary-letters}\n" + " · ".join(links)


def headwords_myst(glossary: Glossary) -> str:
    """Every headword, letter by letter, as links: the glossary's contents at a glance."""
    out = []
    for letter, group in groupby(glossary.sorted_entries(), key=lambda e: _initial(e.en)):
        words = " · ".join(role("term", e.en, f"{e.en} {e.term.zh.hans}") for e in group)
        out += ["{.glossary-headwords}", f"[**{letter}**]({letter_page(letter)}.md) {words}", ""]
    return "\n".join(out) + "\n" + homographs_myst(glossary)


def letter_page(english: str) -> str:
    """The glossary page holding a headword (or a letter): ``letter-p`` for Packet,
    ``letter-other`` for one starting with a digit."""
    letter = _initial(english) if len(english) > 1 else (english.upper() if english.isalpha() else "#")
    return f"letter-{letter.lower() if letter != '#' else 'other'}"


def homographs_myst(glossary: Glossary) -> str:
    if not glossary.homographs:
        return ""
    out = ["(glossary-homographs)=", "## 一词多义 Words with several senses", "",
           "| 词 | senses | note |", "| --- | --- | --- |"]
    for hom, _ in sorted(glossary.homographs, key=lambda h: pinyin_key(h[0].form)):
        senses = ", ".join(role("term", s) for s in hom.senses)
        out.append(f"| {hom.form} | {senses} | {md_escape(reader.note(hom.note) or '')} |")
    return "\n".join(out) + "\n"


# --- pinyin ---------------------------------------------------------------------------------

@dataclass(frozen=True)
class PinyinLine:
    form: str
    reading: str  # with tone marks, syllables separated by spaces
    key: tuple
    entry: Entry | None
    kind: str  # hans | variant-hans | variant-hant | homograph
    hant: str | None = None
    senses: tuple[Entry, ...] = ()


def reading(form: str, override: str | None = None) -> str:
    if override:
        return override
    from pypinyin import Style, pinyin
    return " ".join(s[0] for s in pinyin(form, style=Style.TONE, errors="ignore"))


def pinyin_key(form: str, override: str | None = None) -> tuple:
    """Sort key: toneless syllables, then tones, then the characters."""
    from pypinyin.contrib.tone_convert import to_tone3
    syllables = [to_tone3(s, neutral_tone_with_five=True) for s in reading(form, override).split()]
    toneless = " ".join(re.sub(r"\d", "", s) for s in syllables)
    tones = "".join(re.sub(r"\D", "", s) or "5" for s in syllables)
    return (toneless, tones, form)


def pinyin_lines(glossary: Glossary) -> list[PinyinLine]:
    lines: list[PinyinLine] = []
    for entry in glossary:
        zh = entry.term.zh
        lines.append(PinyinLine(zh.hans, reading(zh.hans, zh.pinyin), pinyin_key(zh.hans, zh.pinyin),
                                entry, "hans", hant=zh.hant if zh.hant != zh.hans else None))
        for v in entry.term.variants:
            lines.append(PinyinLine(v.form, reading(v.form, v.pinyin), pinyin_key(v.form, v.pinyin),
                                    entry, f"variant-{v.script}"))
    for hom, _ in glossary.homographs:
        senses = tuple(glossary.get(s) for s in hom.senses)
        lines.append(PinyinLine(hom.form, reading(hom.form), pinyin_key(hom.form), None,
                                "homograph", senses=senses))
    return sorted(lines, key=lambda line: line.key)


def pinyin_myst(glossary: Glossary) -> str:
    """The Chinese index: every Chinese form ordered by pinyin, grouped by initial, each
    linking to its entry."""
    out: list[str] = []
    letters = []
    for letter, group in groupby(pinyin_lines(glossary), key=lambda l: (l.key[0][:1] or "#").upper()):
        letters.append(letter)
        out += [f"(pinyin-{letter.lower()})=", f"## {letter}", ""]
        for line in group:
            out.append("- " + _pinyin_item(line))
        out.append("")
    nav = " · ".join(f"[{l}](#pinyin-{l.lower()})" for l in letters)
    return "\n".join([nav, "", *out])


def _pinyin_item(line: PinyinLine) -> str:
    if line.kind == "homograph":
        senses = "; ".join(f"{role('term', e.en)} ({e.term.zh.hans})" for e in line.senses)
        return f"**{line.form}** *{line.reading}* — 一词多义: {senses}"
    entry = line.entry
    assert entry is not None
    link = role("term", entry.en, line.form)
    if line.kind == "hans":
        hant = f" 〔{line.hant}〕" if line.hant else ""
        return f"{link}{hant} *{line.reading}* — {md_escape(entry.en)}"
    script = SCRIPT_LABEL[line.kind.removeprefix("variant-")]
    return (f"{link} *{line.reading}* — {md_escape(entry.en)} "
            f"(异名{'' if script == '简' else ', 繁'} → {entry.term.zh.hans})")
