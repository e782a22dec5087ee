"""The tail of the pool (``python tools/encode_pool.py --tail``): for each card left alone whose
texts agree, every sentence of its first text that no shape reads, and the cards blocked by
exactly one sentence, grouped by that sentence's head (its trigger, its subject's verb) — where one
more piece of the grammar would encode the most cards. Only a report: nothing is written."""
from __future__ import annotations

import re
from collections import Counter, defaultdict
from typing import Any

from pool_shapes import ARROW, Unrecognised, encode, facts, payment, payments, piece, power_at, self_named, sentences
from shapes.flip_sides import sides

# A subject before the verb, read past to name the head by its verb (longest first)
SUBJECTS = re.compile(
    r"^(?:your hero|your opponent|target (?:opposing |friendly )?(?:player|hero or ally|ally|hero|ability)"
    r"|each (?:player|opponent|opposing \w+|friendly \w+|other \w+|\w+)|all (?:opposing |friendly )?\w+"
    r"|(?:opposing|friendly|other) \w+(?: you control)?|allies(?: you control)?|heroes and allies"
    r"|attached (?:hero|ally|character)|that (?:hero|ally|card|player)|this (?:ally|card|ability|weapon|armor)"
    r"|NAME|it|you|he|she)\s+", re.I)


def head(sentence: str) -> str:
    """The sentence's head: its trigger ('When … enters play', 'At the start of …'), else its verb
    after the subject ('deals', 'has +', 'has KEYWORD', 'can't …'), else its first word."""
    s = re.sub(r"^(?:BACK: )?(?:Ongoing ?: )?", "", sentence)  # a hero's other side's sentence: by its own head
    if ARROW.match(s):
        return "COST -> …"
    for trigger in ("At the start of", "At the end of", "Whenever", "When", "If", "As an additional cost"):
        if s.startswith(trigger):
            clause = s.split(",")[0]
            verb = re.search(r"\b(enters play|is destroyed|attacks|completes|plays?|strikes?|deals|is dealt|"
                             r"heals|draws?|is put|leaves play|exhausts|readies|flips|your turn|each turn|combat)\b",
                             clause)
            return f"{trigger} … {verb.group(1) if verb else '…'}"
    rest = SUBJECTS.sub("", s, count=1)
    words = rest.split()
    if not words:
        return s
    if words[0].lower() in ("has", "have", "gets", "get") and len(words) > 1:
        return f"{words[0].lower()} {words[1][0] if words[1][0] in '+-' else words[1]}"
    if words[0].lower() in ("can't", "can", "may", "must", "cannot") and len(words) > 1:
        return f"{words[0].lower()} {words[1].lower()}"
    return words[0].lower()


def unread(card: dict[str, Any], text: list[str]) -> list[str]:
    """Every sentence (or payment power) of the text no shape reads, with the card's name as NAME."""
    return [sentence for _, sentence in unread_at(card, text)[0]]


def unread_at(card: dict[str, Any], text: list[str]) -> tuple[list[tuple[int, str]], int]:
    """The sentences no shape reads, each with its place in the text (1 = the first sentence; a
    payment power counts as one), and how many the text has."""
    kind = card.get("type")
    if kind in ("hero", "item", "location", "ally", "weapon", "armor"):
        text = self_named(kind, card["name"], text)
    found, count = [], 0
    front, back = sides(text) if kind == "hero" else (text, None)
    for paragraph, side in [(p, "") for p in front] + [(p, "BACK: ") for p in back or []]:
        parts = sentences(paragraph.replace(card["name"], "NAME"))
        at = power_at(parts)
        for s in parts[:at]:
            count += 1
            try:
                piece(s)
            except Unrecognised:
                found.append((count, side + s))
        for power in payments(parts[at:])[1]:
            count += 1
            try:
                payment(power)
            except Unrecognised as exc:
                found.append((count, side + exc.part))
    return found, count


def blank(sentence: str) -> str:
    return re.sub(r"\b\d+\b", "N", sentence)[:110]


def refused_on_facts(card: dict[str, Any], sets: dict[str, Any]) -> bool:
    """Whether the card is left alone on its facts whatever its text (a raid or dungeon deck's card, a
    Totem, a token, a missing stat…): reading its sentences would encode nothing."""
    try:
        facts(card, sets)
    except (Unrecognised, KeyError):  # KeyError: a type no entry is made for (equipment, event…)
        return True
    return False


def tail(cards: list[dict[str, Any]], texts: dict[str, Any], encoded: set[str], taken: set[str],
         sets: dict[str, Any]) -> str:
    """The report: cards blocked by exactly one unread sentence, by head, with its commonest forms;
    the cards refused on their facts anyway are only counted."""
    heads: Counter = Counter()
    forms: dict[str, Counter] = defaultdict(Counter)
    blocked_by: Counter = Counter()
    on_facts = 0
    for card in cards:
        text = texts.get(card["id"])
        if card["id"] in encoded or card["name"] in taken or not isinstance(text, list):
            continue
        if refused_on_facts(card, sets):
            on_facts += 1
            continue
        found = unread(card, text[0])
        blocked_by[min(len(found), 3)] += 1
        if len(found) == 1:
            heads[head(found[0])] += 1
            forms[head(found[0])][blank(found[0])] += 1
    lines = [f"cards left alone whose texts agree but whose facts are refused anyway (not listed below): {on_facts}",
             "cards left alone whose texts agree, by the number of sentences no shape reads:"]
    lines += [f"  {n:5}  {'3 or more' if k == 3 else k}" for k, n in sorted(blocked_by.items())]
    lines += ["(0: every sentence reads, but the card type or the combination is refused)", "",
              f"cards blocked by exactly one sentence, by its head ({sum(heads.values())} cards):"]
    for h, n in heads.most_common(60):
        lines.append(f"  {n:5}  {h}")
        lines += [f"           {m:4}  {f}" for f, m in forms[h].most_common(3)]
    return "\n".join(lines)


def refused(cards: list[dict[str, Any]], texts: dict[str, Any], encoded: set[str], taken: set[str],
            sets: dict[str, Any]) -> str:
    """The report of ``--bucket0``: each card left alone although every sentence of its text reads
    (its type, its facts or the combination of its pieces is refused), grouped by the reason the
    encoder gives, each card with its type."""
    by_reason: dict[str, list[str]] = defaultdict(list)
    for card in cards:
        text = texts.get(card["id"])
        if card["id"] in encoded or card["name"] in taken or not isinstance(text, list) or unread(card, text[0]):
            continue
        try:
            encode(card, sets, text[0])
            reason = "encoded from its first text: left alone for another reason (a name two cards share)"
        except Unrecognised as exc:
            reason = exc.part.replace(card["name"], "NAME")
        by_reason[reason].append(f"{card['name']} ({card.get('type')})")
    lines = [f"cards whose every sentence reads but which are refused ({sum(map(len, by_reason.values()))}), "
             "by the reason:"]
    for reason, names in sorted(by_reason.items(), key=lambda i: (-len(i[1]), i[0])):
        lines.append(f"  {len(names):5}  {reason}")
        lines += [f"           {n}" for n in sorted(names)]
    return "\n".join(lines)
