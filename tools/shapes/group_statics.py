"""enc-while3: statics whose group, or whose list of what the group has, is said in a form the statics family
(shapes/statics.py) doesn't take, read as the form it takes when the two mean the same.

* A group said another way: 'Each ally you control has Mend 1.' is 'Allies you control have Mend 1.' (each card of
  the group, 709.1); 'Ally tokens in your party have +2 ATK this turn.' is 'Token allies in your party have …' (the
  tokens among the allies, 404.2); 'Heroes and Allies you control …' with a capital is 'Heroes and allies you
  control …'. The sentence is read again in that form by the other shapes, which read it or refuse it as any other;
  a sentence whose other form reads no power of a card in play, or no modifier a link makes, is refused.
* Assault beside other keywords on a group in play: 'Heroes and allies you control have Assault 2 and
  Conspicuous.' is two continuous powers of the card in play (704.1a): +2 ATK on each affected card's controller's own
  turns (Assault, 700.1) and the other keywords on every turn (``statics.assault_and``). A stat beside Assault, a
  target, the card itself, or 'Ongoing:' is refused.
* 'Ongoing: Your hero can't be destroyed while another friendly hero or ally is in play.': the 'can't be destroyed'
  the statics read (103.2), in force only while some card in play fits (``Prohibition.while_exists``, 714.3a);
  'another' is a card other than the one the 'can't' is on. A count, a 'while' of several cards or of cards out of
  play is refused.
* 'Ongoing: Each opposing hero and ally can't ready during its controller's ready step while you have a Pet.': the
  group stays exhausted in its controllers' ready steps (``skips_ready_step``, 501.1a), with the statics' 'while'.
* 'NAME has +3 ATK while while your hero has more damage than an opposing hero.' (the word twice, as every data set
  prints it): the card's own powers with ``while_more_damage`` (than any one opposing hero, 405.1, 714.3a).
* 'Ally cards in your hand are instant.', 'Mages and [Mage] cards in your hand are instant.': a power of the card in
  play giving the cards of that kind (or class, on the type line or by the icon, 206.1a) in its controller's hand
  Instant (``Stat.instant``, 202.1, 410.2).
* 'Opposing Night Elf allies lose and can't have Stealth and have Conspicuous.': the two sentences the statics read,
  two powers on one group.
* 'Other allies in your party can protect this ally.': each character of the group may protect the card as the
  proposed defender without Protector (``Power.protected_by``, 602.2); your hero or a group, nothing else.
"""
from __future__ import annotations

import re
from typing import Any, Callable

from shapes import cond as shapes_cond
from shapes import statics
from shapes.base import TRAITS, Piece, Unrecognised

# the group said another way → the words the statics read (a sentence's start only; the rest is kept as printed)
GROUP_FORMS = [
    (re.compile(r"^Each (?P<noun>ally|weapon|item) you control has "),
     lambda m: f"{ {'ally': 'Allies', 'weapon': 'Weapons', 'item': 'Items'}[m.group('noun')]} you control have "),
    (re.compile(r"^Ally tokens (?=(?:in your party|you control) have )"), lambda m: "Token allies "),
    (re.compile(r"^Heroes and Allies (?=(?:in your party|you control) have )"), lambda m: "Heroes and allies "),
]
GROUP_SENTENCE = re.compile(r"^(?:Each (?:ally|weapon|item) you control has|Ally tokens|Heroes and Allies) [^.]+\.$")
# the shapes a sentence said another way may read as: a power of the card in play on a group, a modifier this turn
READ_AS = ("in play: a group has", "modifier this turn: a group", statics.COUNTED)


def group_form(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    """The sentence read again with its group said as the statics say it."""
    sentence = m.group(0)
    for pattern, words in GROUP_FORMS:
        found = pattern.match(sentence)
        if found:
            sentence = words(found) + sentence[found.end():]
            break
    if sentence == m.group(0) or GROUP_SENTENCE.match(sentence):
        raise Unrecognised(m.group(0))
    p = read(sentence)
    if p.shape not in READ_AS:
        raise Unrecognised(f"a group said another way, read as '{p.shape}': {m.group(0)}")
    return Piece(p.shape, **{**p.parts, "inner": [*p.parts.get("inner", []), "a group said another way"]})


ASSAULT_AND = re.compile(r"^(?P<who>Heroes and allies|Allies|Weapons|[A-Z][\w-]*(?: [\w-]+)*?) "
                         r"(?P<whose>you control|in your party) have (?P<what>Assault \d+(?:,? and |, )(?:(?! this turn)[^.])+)\.$")


def assault_and(m: re.Match) -> Piece:
    """Two continuous powers of the card in play on the group: Assault, and the other keywords (statics.assault_and)."""
    name, spec, affects = statics.subject(f"{m.group('who')} {m.group('whose')}")
    if spec or name != "a group":
        raise Unrecognised(m.group(0))
    stats = statics.assault_and(m.group("what"))
    if len(stats) != 2 or any(statics.resisted(stat, {}) for stat in stats):
        raise Unrecognised(m.group(0))
    return Piece("in play: a group has", powers=[{"continuous": {"affects": affects(None), **stat}} for stat in stats])


CANT_BE_WHILE = re.compile(r"^(?P<ongoing>Ongoing ?: ?)?(?P<who>NAME|This ally|Your hero) can't be destroyed "
                           r"while (?P<cond>[^.,]+)\.$")
ANOTHER_IN_PLAY = re.compile(r"another (?P<rel>friendly |opposing )?(?P<noun>hero or ally|ally|hero) is in play")
NOUNS = {"hero or ally": "character", "ally": "ally", "hero": "hero"}


def while_card(words: str, affects: dict[str, Any]) -> dict[str, Any]:
    """The card some card in play must be for the 'can't' to be in force: 'another friendly hero or ally is in play' (a
    card other than the one the 'can't' is on: ``not`` the subject), or a 'while' of one card the statics read ('you
    control an ally'); a count, a 'while' of two cards or of no card is refused."""
    m = ANOTHER_IN_PLAY.fullmatch(words)
    if m:
        rel = {"friendly ": "friendly", "opposing ": "opposing"}.get(m.group("rel") or "", "any")
        return {"kind": NOUNS[m.group("noun")], "controller": rel, "not": dict(affects)}
    whiles = statics.while_game(words)
    if set(whiles) != {"while_exists"} or len(whiles["while_exists"]) != 1:
        raise Unrecognised(f"a 'can't' whose 'while' is not one card in play: {words}")
    spec = whiles["while_exists"][0]
    if spec.get("zone", "play") != "play":
        raise Unrecognised(f"a 'can't' whose 'while' is about cards out of play: {words}")
    return spec


def cant_be_while(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    """The 'can't be destroyed' the statics read (103.2), in force only while its card fits (``while_exists``, 714.3a)."""
    p = read(f"{m.group('ongoing') or ''}{m.group('who')} can't be destroyed.")
    if set(p.parts) == {"ongoing_power"}:
        rule = p.parts["ongoing_power"]["prohibition"]
        return Piece(p.shape, ongoing_power={"prohibition": {**rule, "while_exists": while_card(m.group("cond"),
                                                                                                rule["affects"])}})
    powers = p.parts.get("powers") or []
    if set(p.parts) != {"powers"} or len(powers) != 1 or set(powers[0]) != {"prohibition"}:
        raise Unrecognised(m.group(0))
    rule = powers[0]["prohibition"]
    return Piece(p.shape, powers=[{"prohibition": {**rule, "while_exists": while_card(m.group("cond"), rule["affects"])}}])


SKIPS_READY = re.compile(r"^(?P<ongoing>Ongoing ?: ?)?Each (?P<rel>opposing |friendly )?(?P<noun>hero and ally|ally|hero) "
                         r"can't ready during its controller's ready step(?: while (?P<cond>[^.,]+))?\.$")
PLURALS = {"hero and ally": "heroes and allies", "ally": "allies", "hero": "heroes"}


def skips_ready(m: re.Match) -> Piece:
    """A group that stays exhausted in each of its controllers' ready steps (``skips_ready_step``, 501.1a), a power of
    the card in play (704.1a; an ability's after 'Ongoing:', 305.2), with a 'while' about the game the statics read
    (714.3a); a 'while' the statics don't read is refused."""
    plural = PLURALS[m.group("noun")]
    name, spec, affects = statics.subject(f"{m.group('rel').capitalize()}{plural}" if m.group("rel") else plural.capitalize())
    if spec or name != "a group":
        raise Unrecognised(m.group(0))
    stat = {"affects": affects(None), "skips_ready_step": True,
            **(statics.while_game(m.group("cond")) if m.group("cond") else {})}
    if m.group("ongoing"):
        return Piece("ongoing: a group has", ongoing=stat)
    return Piece("in play: a group has", powers=[{"continuous": stat}])


MORE_DAMAGED = re.compile(r"^(?P<body>(?:NAME|This (?:ally|weapon|armor|item)) has [^.]+?) while(?P<twice> while)? "
                          r"your hero has more damage(?: on it)? than an opposing hero\.$")


def more_damaged(m: re.Match) -> Piece:
    """'NAME has +3 ATK while your hero has more damage than an opposing hero' ('while while' as every data set prints
    it: the word twice, read once): the card's own continuous powers the other shapes read, each with the comparison
    as its 'while' (``while_more_damage``, than any one opposing hero: ``than_any``, 405.1, 714.3a)."""
    own = shapes_cond.SELF_HAS.match(m.group("body"))  # the card's own numbers and keywords, as shapes/cond.py reads them
    inner = statics.counted_or_while(shapes_cond.Groups(own, cond=None, each=None, during=None, ongoing=None))
    powers = inner.parts.get("powers", [])
    if not powers or set(inner.parts) - {"powers", "inner"} or any(set(p) != {"continuous"} for p in powers) \
            or any(k.startswith("while") for p in powers for k in p["continuous"]):
        raise Unrecognised(f"a comparison 'while' after the shape '{inner.shape}': {m.group(0)}")
    more = {"of": {"kind": "hero", "controller": "you"}, "than": {"kind": "hero", "controller": "opposing"}, "than_any": True}
    return Piece(inner.shape, **{**inner.parts, "powers": [{"continuous": {**p["continuous"], "while_more_damage": more}}
                                                         for p in powers]})


INSTANT_IN_HAND = re.compile(r"^(?P<what>Ally cards|Ability cards|Allies|Abilities|Cards|Ability, ally, and equipment cards"
                             r"|(?P<trait>[A-Z][a-z]+)s and \[(?P<icon>[A-Z][a-z]+)\] cards) in your hand are instant\.$")
HAND_KINDS = {"Ally cards": {"kind": "ally"}, "Allies": {"kind": "ally"}, "Ability cards": {"kind": "ability"},
              "Abilities": {"kind": "ability"}, "Cards": {},
              "Ability, ally, and equipment cards": {"kinds": ["ability", "ally", "equipment"]}}


def instant_in_hand(m: re.Match) -> Piece:
    """'Ally cards in your hand are instant.': a continuous power of the card in play (704.1a) giving each card of that
    kind in its controller's hand Instant, so they may play it whenever they have priority (202.1, 410.2), read as
    'this turn' is read for a link's modifier (``Stat.instant``) but for as long as the card is in play."""
    if m.group("trait"):  # 'Mages and [Mage] cards': a card of that class, on its type line or by its icon (206.1a)
        if m.group("trait") != m.group("icon") or m.group("trait") not in TRAITS:
            raise Unrecognised(f"a class and a class icon that differ, or no class: {m.group(0)}")
        kinds: dict[str, Any] = {"any": [{"trait": m.group("trait")}, {"class_icon": m.group("icon")}]}
    else:
        kinds = HAND_KINDS[m.group("what")]
    affects: dict[str, Any] = {**kinds, "zone": "hand", "owner": "you"}
    return Piece("in play: a group has", powers=[{"continuous": {"affects": affects, "instant": True}}])


LOSE_AND_HAVE = re.compile(r"^(?P<who>[A-Z][\w' -]*?) lose and can't have (?P<lost>[^.]+?) and have (?P<what>[^.]+)\.$")


def lose_and_have(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    """'Opposing Night Elf allies lose and can't have Stealth and have Conspicuous.': the two sentences the statics
    read, '… lose and can't have Stealth.' and '… have Conspicuous.', each the card's power in play on the same group
    (704.1a, 103.2); any other reading of either half is refused."""
    halves = [read(f"{m.group('who')} lose and can't have {m.group('lost')}."), read(f"{m.group('who')} have {m.group('what')}.")]
    if any(h.shape != "in play: a group has" or set(h.parts) != {"powers"} for h in halves):
        raise Unrecognised(f"'lose and can't have … and have …' with a half of another shape: {m.group(0)}")
    return Piece("in play: a group has", powers=[p for h in halves for p in h.parts["powers"]])


PROTECTED_BY = re.compile(r"^(?P<who>[A-Z][\w' -]*?) can protect (?:NAME|this ally)\.$")
PROTECTED_SHAPE = "an ally others may protect without Protector (602.2)"


def protected_by(m: re.Match) -> Piece:
    """'Other allies in your party can protect this ally.': a power of the ally (``protected_by``) by which each
    character of the group, read from its controller's side, is able to protect it as the proposed defender without
    Protector (602.2); your hero or a group the statics read; the card itself, a target or anything else is refused."""
    try:
        name, spec, affects = statics.subject(m.group("who"))
    except Unrecognised:
        raise Unrecognised(m.group(0)) from None
    if spec or name not in ("a group", "your hero"):
        raise Unrecognised(m.group(0))
    return Piece(PROTECTED_SHAPE, powers=[{"protected_by": affects(None)}])


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    return [(GROUP_SENTENCE, lambda m: group_form(m, read)), (ASSAULT_AND, assault_and),
            (CANT_BE_WHILE, lambda m: cant_be_while(m, read)), (SKIPS_READY, skips_ready),
            (MORE_DAMAGED, more_damaged), (INSTANT_IN_HAND, instant_in_hand),
            (LOSE_AND_HAVE, lambda m: lose_and_have(m, read)), (PROTECTED_BY, protected_by)]


ALLOWED: dict[str, tuple[str, ...]] = {"ally": (PROTECTED_SHAPE,)}
