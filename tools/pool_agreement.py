"""Do the two card data sets say the same text for a card? Read only while a tool runs; nothing
printed is kept: the answer is a cause ("a number", "words only one data set has", …) and, for a
number, the numbers.

Both texts are reduced to their words (``words``): case, punctuation, typographic quotes,
apostrophes, arrows, reminder text (a bracket, however nested, wherever decktools' italics open and
close, or an italic reminder that lost its opening bracket), decktools' icons and FRONT/BACK labels (wherever they stand), numbers written as words,
"heros" for "heroes", and the ways a card names itself ("this ally", its name) are form, not
meaning. The word lists are then compared piece by piece (``compare``); a piece that differs only
in form — words run together, a misspelling (a rare word close to a common one, two letters
swapped counting as one slip), the card's name shortened or misspelt, the Ongoing label, "card"
said or not, a plural -s, "in your party" or "you have" for "you control" (the errata's wording), a
keyword moved within its list, an icon (damage type, faction, class, ATK/health/DEF) tcgdata
leaves out, "you"/"youre" for "your" before a noun, "each hero and ally" for "each hero or ally",
"your" hand said or not, a hero's flip cost said "face down" or not, "he"/"she"/"it" (and
"his"/"her"/"its") for a card, "attack" for "ATK" after a number or "its", "in" for "into" where a
card is put into a hand or resource row, "then" for "than" after a comparison, "pay" and "play"
swapped where only one can be meant, "your weapons" for "weapons you control" — agrees; so does a power
that ends "Use only on your turn." where the other says "On your turn:" before its cost
(``turn_first``). Any other piece is a difference in meaning, and the first such cause is the card's.
This is agreement by form; where it finds a difference, ``tools/encode_pool.py`` decides by meaning
(``by_meaning``: every text the card has read with the shapes, and encoded only if all read alike).

    python tools/pool_agreement.py   # the cards whose texts differ, counted per cause, and the forms
"""
from __future__ import annotations

import html
import re
from collections import Counter
from dataclasses import dataclass, field
from difflib import SequenceMatcher
from typing import Any, Iterable

NUMBER_WORDS = {"one": "1", "two": "2", "three": "3", "four": "4", "five": "5", "six": "6", "seven": "7",
                "eight": "8", "nine": "9", "ten": "10"}
# The errata reworded "in your party" as "you control" (the same cards: a party is a player's hero
# and the allies he controls); read both as the newer wording.
PARTY = ((r"\bin your party\b", "you control"), (r"\bin his party\b", "he controls"),
         (r"\bin their party\b", "they control"), (r"\b(her|him|it)self\b", "itself"))
# Icons decktools writes as a word where tcgdata prints nothing: a damage type, a faction, a class
# ('When you play a [Hunter] ability' is 'a ability' in tcgdata) and a stat ('+2 [ATK] / +2
# [Health]' is '+2 / +2', 'the [DEF] of a Shield' is 'the of a Shield').
ICON_WORDS = {"arcane", "fire", "frost", "holy", "nature", "shadow", "melee", "ranged", "horde", "alliance",
              "druid", "hunter", "mage", "paladin", "priest", "rogue", "shaman", "warlock", "warrior",
              "atk", "health", "def"}
KEYWORD_WORDS = {"protector", "elusive", "ferocity", "stealth", "untargetable", "long range", "berserking",
                 "aberration", "hardiness", "mend", "haste", "smash", "preparation", "shadowmeld", "trap",
                 "conspicuous", "war stomp", "dual wield", "harmonize", "escape artist", "find treasure",
                 "inspiring presence", "time is money", "assault", "arcane resistance", "fire resistance",
                 "frost resistance", "holy resistance", "nature resistance", "shadow resistance"}


def paragraphs(raw: str | None) -> list[str] | None:
    """A text as its paragraphs, reminder text (in brackets) and markup left out; a bracketed number
    or X is decktools' cost icon ("(3), [Exhaust]"), which is kept."""
    if raw is None:
        return None
    text = re.sub(r"(?<!\()<i>([^(<]*\))</i>", r"<i>(\1</i>", html.unescape(str(raw)))  # a reminder lost its '('
    text = without_reminders(text)
    text = re.sub(r"<[^>]+>", "", text)
    text = re.sub(r"\s+([:,.])", r"\1", text)  # 'Reward : Draw' is 'Reward: Draw'
    return [" ".join(p.split()) for p in text.split(";") if p.strip()]


COST_ICON = re.compile(r"\(\s*(?:\d+|X)\s*\)")


def without_reminders(text: str) -> str:
    """The text with every bracketed reminder left out, a reminder within a reminder ('(Prevent all
    shadow ([Shadow]) damage …)') with it, and nothing else: decktools' italics often open before
    one keyword's reminder and close after the next keyword's, so the keyword between the two
    brackets ('<i>(Can attack immediately.); <b>Stealth</b> (Can't be attacked.)</i>') is kept. A
    cost icon ('(3)', '(X)') is not a reminder; a bracket that never closes is left as it is."""
    kept, depth, start = [], 0, 0
    for at, char in enumerate(text):
        if char == "(":
            if depth == 0:
                kept.append(text[start:at])
                start = at
            depth += 1
        elif char == ")" and depth:
            depth -= 1
            if depth == 0:
                group = text[start:at + 1]
                kept.append(group if COST_ICON.fullmatch(group) else " ")
                start = at + 1
    kept.append(text[start:])
    return "".join(kept)


def without_icons(parts: list[str]) -> list[str]:
    """Decktools' text without its icons (``[Exhaust]``, ``[Nature]``, ``[Health]``): tcgdata
    prints the same sentence with the icon dropped."""
    return [re.sub(r"\[[A-Za-z ]+\]", " ", p) for p in parts]


def turn_first(parts: list[str]) -> list[str]:
    """A text with each activated power that ends 'Use only on your turn.' said as 'On your turn:
    <cost> -> <effect>.', the other way the cards say it; only where the sentence before is the
    whole power (it has the arrow), so that the words belong to that power and no other. The
    paragraphs are read as one (the data sets break them in different places)."""
    said = re.split(r"(?<=\.)\s+", " ".join(p.strip() for p in parts))
    for at in range(len(said) - 1, 0, -1):
        if said[at] == "Use only on your turn." and re.search(r"->|→", said[at - 1]) \
                and not said[at - 1].startswith("On your turn"):
            said[at - 1:at + 1] = ["On your turn: " + said[at - 1]]
    return [" ".join(said)]


def words(parts: list[str], name: str = "", kind: str = "") -> list[str]:
    """The words and numbers of a text, in order, as both data sets can be compared on them. The
    card's name, 'this <its type>', 'this card' and an equipment's 'this equipment' all name the
    card itself, and the sources use either, so all read as '~'."""
    text = " ".join(re.sub(r"\b(?:FRONT|BACK):", " ", p) for p in parts)  # a side's label, wherever it is
    text = re.sub(r"\bheros\b", "heroes", text.lower().replace("’", "'"))  # a plural misspelt, not 'hero's'
    text = text.replace("'", "")
    text = " ".join(re.sub(r"[^a-z0-9+]", " ", text).split())
    text = " ".join(NUMBER_WORDS.get(w, w) for w in text.split())
    for pattern, newer in PARTY:
        text = re.sub(pattern, newer, text)
    equipment = ["this equipment"] if kind in ("weapon", "armor", "item") else []
    selves = ([" ".join(words([name]))] if name else []) + ([f"this {kind}"] if kind else []) + equipment
    for self_word in selves + ["this card"]:
        text = re.sub(rf"\b{re.escape(self_word)}\b", "~", text)
    return text.split()


# -- comparing ------------------------------------------------------------------------------------

@dataclass
class Agreement:
    """How two texts compare: the forms that had to be read past, and the difference in meaning
    (None: they agree) with what each data set says where that is a number."""
    forms: list[str] = field(default_factory=list)
    cause: str | None = None
    tcgdata: str = ""
    decktools: str = ""

    @property
    def agrees(self) -> bool:
        return self.cause is None


class Vocabulary:
    """How often each word occurs in each data set's texts: a word met a few times, in one data set
    only, that is one or two letters off a word met more often is a misspelling of it (a real word,
    however rare, is met in both: 'had', 'whole')."""

    def __init__(self, tcgdata: Iterable[list[str]] = (), decktools: Iterable[list[str]] = ()):
        self.counts: Counter = Counter()
        self.sources: dict[str, set[str]] = {}
        for source, texts in (("tcgdata", tcgdata), ("decktools", decktools)):
            for text in texts:
                self.counts.update(text)
                for w in text:
                    self.sources.setdefault(w, set()).add(source)

    def misspelt(self, a: str, b: str) -> bool:
        rare, common = sorted((a, b), key=lambda w: self.counts[w])
        if self.counts[rare] > 12 or self.counts[common] < max(5, self.counts[rare] + 1):
            return False
        if len(self.sources.get(rare, ())) > 1:
            return False
        return distance(a, b) <= (1 if min(len(a), len(b)) <= 4 else 2)


def is_number(word: str) -> bool:
    return word.lstrip("+").isdigit()  # '+2' as in '+2 ATK'


def distance(a: str, b: str) -> int:
    """The edit distance (letters put in, left out or changed, or two neighbours swapped: 'ist' for
    'its' is one slip of the fingers) between two words."""
    rows = [list(range(len(b) + 1))]
    for i in range(1, len(a) + 1):
        row = [i] + [0] * len(b)
        for j in range(1, len(b) + 1):
            row[j] = min(rows[-1][j] + 1, row[j - 1] + 1, rows[-1][j - 1] + (a[i - 1] != b[j - 1]))
            if i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                row[j] = min(row[j], rows[-2][j - 2] + 1)
        rows.append(row)
    return rows[-1][-1]


def compare(tcg: list[str], deck: list[str], name: str = "", kind: str = "",
            vocabulary: Vocabulary | None = None) -> Agreement:
    """Whether tcgdata's words (``words``) and decktools' say the same, and if not, why."""
    vocabulary = vocabulary or Vocabulary()
    result = Agreement()
    spans = [(t, i1, i2, j1, j2) for t, i1, i2, j1, j2
             in SequenceMatcher(None, tcg, deck, autojunk=False).get_opcodes() if t != "equal"]
    ops = [(t, tcg[i1:i2], deck[j1:j2]) for t, i1, i2, j1, j2 in spans]
    moved = moved_keywords(ops)
    yours = your_for_you_control(ops, spans, tcg)
    causes = []
    for k, ((op, a, b), (_, i1, i2, _, _)) in enumerate(zip(ops, spans)):
        form = ("'your <cards>' for '<cards> you control'" if k in yours else None) \
            or (piece_form(a, b, name, vocabulary) or in_context(a, b, tcg[:i1], tcg[i2:], name, kind)
                or ("a keyword moved in its list" if " ".join(a or b) in moved else None))
        if form:
            result.forms.append(form)
        else:
            causes.append(meaning(a, b))
    if causes:  # the card's cause: the weightiest of its pieces (a number first)
        result.cause, result.tcgdata, result.decktools = min(causes, key=lambda c: CAUSES.index(c[0]))
    return result


def your_for_you_control(ops: list[tuple[str, list[str], list[str]]], spans: list[tuple[str, int, int, int, int]],
                         tcg: list[str]) -> set[int]:
    """The pieces (by their place in ``ops``) where one data set says 'your weapons' and the other
    'weapons you control' of the same one word: 'your' alone on one side, right before the word,
    and 'you control' alone on the other, right after it; the word a plural ('your hand' is no card
    in play)."""
    found = set()
    for k in range(len(ops) - 1):
        (op1, a1, b1), (op2, a2, b2) = ops[k], ops[k + 1]
        between = spans[k + 1][1] - spans[k][2], spans[k + 1][3] - spans[k][4]
        if between != (1, 1) or {op1, op2} != {"insert", "delete"} or not tcg[spans[k][2]].endswith("s"):
            continue
        if (a1 or b1) == ["your"] and (a2 or b2) == ["you", "control"] and op1 != op2:
            found |= {k, k + 1}
    return found


def moved_keywords(ops: list[tuple[str, list[str], list[str]]]) -> set[str]:
    """A keyword one data set lists earlier and the other later: left out in one place, put in at another."""
    gone = {" ".join(a) for op, a, b in ops if op == "delete"}
    come = {" ".join(b) for op, a, b in ops if op == "insert"}
    return {k for k in gone & come if k in KEYWORD_WORDS or re.fullmatch(r"assault \d+|mend \d+|haste \d+", k)}


def piece_form(a: list[str], b: list[str], name: str, vocabulary: Vocabulary) -> str | None:
    """The form rule that explains one differing piece (tcgdata's words a, decktools' b), if any."""
    if a and b and "".join(a) == "".join(b):
        return "words run together"
    if {" ".join(a), " ".join(b)} <= {"ongoing", ""}:
        return "the Ongoing label"
    if {" ".join(a), " ".join(b)} <= {"card", ""}:
        return "'card' said or not"
    if len(a) == 1 and len(b) == 1:
        x, y = sorted((a[0], b[0]), key=len)
        if y in (x + "s", x + "es"):
            return "a plural or a verb's -s"
        if vocabulary.misspelt(x, y) and not (is_number(x) or is_number(y)):
            return "a misspelling"
    if ("~" in a) != ("~" in b) and names_the_card(b if "~" in a else a, name) or name_misspelt(a, b, name):
        return "the card's name shortened or misspelt"
    if not a and set(b) <= ICON_WORDS:
        return "an icon tcgdata drops"  # decktools names it ('[Nature] allies'), tcgdata leaves a gap
    if " ".join(a or b) in ("a", "an", "the"):
        return "an article"
    return None


# Words that can only be a noun after 'you'/'your': 'you hero', 'youre turn' are misspellings of 'your'.
NOUNS = {"hero", "heroes", "turn", "hand", "deck", "graveyard", "party", "ally", "allies", "resources", "weapon",
         "weapons", "armor", "opponent", "opponents"}


def in_context(a: list[str], b: list[str], before: list[str], after: list[str], name: str = "",
               kind: str = "") -> str | None:
    """The form rule that explains a differing piece by the words around it (tcgdata's before and
    after; both data sets have them, the piece being the only difference), if any."""
    said = {" ".join(a), " ".join(b)}
    last, following = before[-1:], after[:1]
    if said == {"face down", ""} and kind == "hero" and len(before) >= 3 and is_number(before[-3]) \
            and before[-2] == "flip" and (before[-1] == "~" or names_the_card(before[-1:], name)):
        return "a hero's flip cost said 'face down' or not"  # its flip power is on its face-up side (301.2)
    if said <= {"your", "you", "youre"} and "your" in said and following and following[0] in NOUNS:
        return "'your' misspelt"  # 'at the start of you turn'
    if said == {"and", "or"} and last and last[0] in ("hero", "heroes") and following and following[0] in ("ally", "allies") \
            and "each" in before[-4:]:
        return "'each hero and ally' as 'each hero or ally'"  # either says every hero and every ally
    if said == {"in", "into"} and "put" in before[-12:] + ["put" for w in before[-12:] if w == "puts"] \
            and after[:1] in (["your"], ["his"], ["its"], ["their"]) and after[1:2] in (["hand"], ["resource"]):
        return "'in' for 'into'"  # 'put it in your hand': where the card goes
    if said <= {"he", "she", "it"} or said <= {"his", "her", "its"} or said <= {"him", "her", "it"}:
        if len(said) == 2:
            return "a pronoun's gender"  # a named character is 'he' or 'she' in one data set, 'it' in the other
    if said == {"atk", "attack"} and last and (is_number(last[0]) or last[0] in ("its", "their")):
        return "'attack' for 'ATK'"  # '+3 attack', 'equal to its attack': the stat
    if said == {"than", "then"} and last and last[0] in ("less", "more", "fewer", "greater", "rather"):
        return "'then' for 'than'"  # 'less then or equal to'
    if said == {"play", "pay"} and (last == ["into"] or following and is_number(following[0]) and after[1:2] in (["more"], ["less"])):
        return "'pay' and 'play' mistyped"  # 'back into pay'; 'opponents play 2 more to play'
    if said == {"your", ""} and following == ["hand"] and last and last[0] in ("in", "into", "to", "from"):
        return "'your' hand said or not"  # a card goes into, or is in, the hand of the player who has it
    if said == {"control", "have"} and last == ["you"] or said == {"control", "have"} and before[-2:] == ["you", "can"]:
        if following[:1] != ["in"]:  # 'the cards you have in hand' is no card in play
            return "'you have' for 'you control' (the errata's wording)"
    return None


def names_the_card(said: list[str], name: str) -> bool:
    """Words that are the card's name, shortened ('Leeroy') or one or two letters off ('Grimdron')."""
    own = words([name])
    whole = " ".join(said)
    if own and distance(whole, " ".join(own)) <= 2:
        return True
    return bool(said) and all(any(w == o or (len(w) > 4 and distance(w, o) <= 1) for o in own) for w in said)


CAUSES = ("a number differs", "a keyword only one data set has", "words only one data set has", "different words")


def name_misspelt(a: list[str], b: list[str], name: str) -> bool:
    """A word of the card's name against the same word one or two letters off ('Skorn', 'Skron')."""
    own = set(words([name]))
    return len(a) == len(b) == 1 and bool({a[0], b[0]} & own) and distance(a[0], b[0]) <= 2 and len(a[0]) > 3


def meaning(a: list[str], b: list[str]) -> tuple[str, str, str]:
    """The cause of a difference in meaning, with each side's numbers where a number differs (a
    number in place of another, or a number only one data set prints)."""
    numbers_a, numbers_b = [w for w in a if is_number(w)], [w for w in b if is_number(w)]
    short = max(len(a), len(b)) <= 3
    if numbers_a != numbers_b and (short or all(is_number(w) for w in a + b)):
        return "a number differs", ", ".join(numbers_a) or "none", ", ".join(numbers_b) or "none"
    said = " ".join(a or b)
    if not (a and b) and (said in KEYWORD_WORDS or re.fullmatch(r"(?:assault|mend|haste) \d+", said)):
        return "a keyword only one data set has", said.title() if a else "none", said.title() if b else "none"
    if not (a and b):
        return "words only one data set has", "has them" if a else "lacks them", "has them" if b else "lacks them"
    return "different words", "", ""


# -- a card's two texts ---------------------------------------------------------------------------

def oracle_parts(doc: dict[str, Any], labelled: bool = False) -> list[str]:
    """tcgdata's paragraphs: an instant card's text is under 'instant', the others' under 'text'; a
    hero's other side under 'transform' (decktools writes both sides, FRONT: and BACK:). ``labelled``:
    the other side's first paragraph begins "BACK: ", as decktools writes it (the encoder reads the
    sides apart; a comparison of words drops the label)."""
    t = doc.get("text") or doc.get("instant")
    sides = [str(t)] if t else []
    back = [p for s in doc.get("transform") or [] if isinstance(s, dict) and s.get("text") for p in paragraphs(str(s["text"]))]
    if labelled and back:
        back[0] = "BACK: " + back[0]
    return [p for side in sides for p in paragraphs(side)] + back


def row_parts(row: dict[str, Any]) -> list[str]:
    return paragraphs(row.get("rules") or "")


# WoWTCGUtility's ways of writing what decktools writes otherwise: its exhaust icon, its arrow, and a
# number of resources in a cost said "Pay 3" ('Pay 3, Flip NAME >>>' is decktools' '3, Flip NAME ->').
UTILITY_FORMS = ((re.compile(r"\[Activate\]"), "[Exhaust]"), (re.compile(r">>>"), "->"),
                 (re.compile(r"\bPay (\d+|X)(?=(?:,[^.>]*)?\s*->)"), r"\1"))


def utility_parts(row: dict[str, Any]) -> list[str]:
    """WoWTCGUtility's paragraphs (one a line), written as decktools writes them (``UTILITY_FORMS``)."""
    text = ";".join(str(row.get("rules") or "").splitlines())
    for pattern, decktools_form in UTILITY_FORMS:
        text = pattern.sub(decktools_form, text)
    return paragraphs(text)


def vocabulary(tcgdata: Iterable[list[str]], decktools: Iterable[list[str]]) -> Vocabulary:
    """Every word of the texts given (each a card's paragraphs, from either data set), counted."""
    return Vocabulary((words(t) for t in tcgdata), (words(without_icons(d)) for d in decktools))


def compare_card(tcg: list[str], deck: list[str], name: str, kind: str, vocab: Vocabulary) -> Agreement:
    """tcgdata's paragraphs against decktools': they agree if decktools' text, without its icons
    (tcgdata drops them) or with them (where tcgdata leaves a gap), says the same, as printed or
    with 'Use only on your turn' said first (``turn_first``); otherwise the difference as printed
    and without the icons."""
    ways = ((tcg, without_icons(deck)), (tcg, deck), (turn_first(tcg), turn_first(without_icons(deck))),
            (turn_first(tcg), turn_first(deck)))
    found = [compare(words(t, name, kind), words(d, name, kind), name, kind, vocabulary=vocab) for t, d in ways]
    return next((f for f in found if f.agrees), found[0])


def tcgdata_loses_nothing(tcg: list[str], deck: list[str]) -> bool:
    """Whether tcgdata's text (of a card whose texts agree) can stand for decktools': decktools'
    has no icon, and tcgdata's every damage type and faction word ('[Nature] allies' is 'allies'
    in tcgdata)."""
    def icon_words(parts: list[str]) -> Counter:
        return Counter(w for w in words(parts) if w in ICON_WORDS)
    return without_icons(deck) == deck and icon_words(tcg) == icon_words(deck)


def as_conflict(agreement: Agreement) -> dict[str, str]:
    """The difference as the card facts list it (data/cards: ``conflicts.text``): its cause and,
    for a number, each data set's numbers; never the printed words."""
    return {"cause": agreement.cause or "", "tcgdata": agreement.tcgdata, "decktools": agreement.decktools}


# -- the report: every card both data sets have ----------------------------------------------------

def main() -> int:
    """Compare every card both data sets have (as ``make import-cards`` does) and count the causes
    of the differences and the forms read past."""
    import sys
    from pathlib import Path
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from import_cards import DECKTOOLS, TCGDATA, GitTree, merge, read_decktools, read_tcgdata, text_vocabulary  # noqa: E402

    tcg, deck = read_tcgdata(GitTree(TCGDATA)), read_decktools(GitTree(DECKTOOLS))
    vocab = text_vocabulary(tcg, deck)
    rows = {r["source_path"]: r for found in deck.rows.values() for r in found}
    causes, forms = Counter(), Counter()
    for card in merge(tcg, deck):
        if "tcgdata" in card["sources"] and "decktools" in card["sources"]:
            found = compare_card(tcg.oracles[card["id"]]["text_parts"], row_parts(rows[card["sources"]["decktools"][0]]),
                                 card["name"], card.get("type") or "", vocab)
            causes[found.cause or "agree"] += 1
            forms.update(set(found.forms) if found.agrees else ())
    print(f"texts compared (cards both data sets have): {sum(causes.values())}")
    print("\n".join(f"  {n:5}  {c}" for c, n in causes.most_common()))
    print("forms read past (cards that agree, each counted once per form):")
    print("\n".join(f"  {n:5}  {f}" for f, n in forms.most_common()))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
