"""Modifiers and granted keywords (the statics family of ``tools/encode_pool.py``), registered into
``pool_shapes.SHAPES`` and ``pool_shapes.ALLOWED``. Every modifier states its duration: "this
turn" (a modifier the resolving link makes, ending in the wrap-up step, 503.2a), or a power of a
card in play, which lasts as long as that card is in play (305.2, 704.1a); no sentence is read with
a duration it doesn't say.

* A keyword line the data set ran into the next sentence ("Protector This ally can't attack."):
  the keyword line is read apart (``glued``), and the rest is read, or refused, on its own.
"""
from __future__ import annotations

import re


def glued(paragraph: str, keyword_line: str) -> tuple[str, str] | None:
    """(the keyword line, the rest) of a paragraph whose keyword line lost its line break: a line
    of keywords (``keyword_line``, case-insensitive) then a sentence that begins with a capital
    ('Protector War Stomp When …', 'ProtectorThis ally …'); None for anything else. A keyword word
    that starts a sentence ('Stealth allies you control …') is followed by a small letter."""
    m = re.match(rf"(?i:{keyword_line})(?=\s*[A-Z])", paragraph)
    if not m:
        return None
    line, rest = m.group(0), paragraph[m.end():].lstrip()
    if not rest or not re.match(r"[A-Z][a-z']|[A-Z] |[A-Z]$|NAME", rest):  # a sentence's first word, not 'X' alone
        return None
    return line, rest


# the verbs after an ally's own name part (enc-deal2: 'deals', 'heals', 'can't', 'can' too; 408.1, 103.2)
SELF_VERBS = "has|is|can protect|deals|heals|can't|can"


def short_subject(name: str, paragraph: str) -> str:
    """An ally's static naming it by a part of its name ('Maddocks has +1 ATK …' on Maddocks the
    Whisperer, 'Devonar is Elusive while ready', '-> Durgle heals 2 damage from himself', 'Ninoo can't attack'):
    that part reads as NAME (self-reference, 200.1), only as the subject of one of SELF_VERBS at a sentence's or a
    payment power's effect's start (a name part elsewhere may be another card's)."""
    for run in name_parts(name):
        if run.lower() not in ("the", "of the"):
            paragraph = re.sub(rf"(?:^|(?<=\. )|(?<=-> )|(?<=→ )){re.escape(run)} (?=(?:{SELF_VERBS}) )", "NAME ",
                               paragraph)  # enc-kw: or a payment power's effect ('-> Edward is …'), 'can protect' (602.2)
    return paragraph


# -- modifiers: a subject, 'has' / 'have' / 'is' / 'are', what it has, and a duration ------------------

from typing import Any, Callable  # noqa: E402

from adjudicator.cards.keywords import meaning  # noqa: E402 (enc-kw3: a set keyword's powers)
from shapes.base import DAMAGE_TYPES, KEYWORDS, NOUN_TAGS, traits_of, TRAITS, TYPES, Piece, Unrecognised, first_match, name_parts, nested_dicts, pool_traits, stat_change, stat_part  # noqa: E402
from shapes.grammar import ANOTHER, NOT_TRAITS, OBJECT, selector  # noqa: E402

YOUR_HERO = {"kind": "hero", "controller": "you"}
SIGNED = re.compile(r"(?P<atk>[+-]\d+) ?(?:ATK)? ?/ ?(?P<health>[+-]\d+)(?: ?(?:health|\[health\]))?"
                    r"|(?P<n>[+-]\d+) (?P<stat>ATK|health|\[health\])", re.I)
GROUP_WORDS = ("allies", "heroes", "weapons", "armor", "items", "opposing", "friendly", "exhausted", "ready", "damaged",
               "undamaged", "token", "non-token")  # a group's first word, lower case after 'all'; a capital one is a
# trait ('Token allies you control': tokens, 404.2)


def changes(what: str, resistances: bool = False, defense: bool = False) -> dict[str, Any]:
    """What a card has: '+2 ATK', '-1 / -1', '+2 [Health]', set keywords ('Elusive', 'a Protector',
    'Protectors'), several joined by commas and 'and' ('+2 ATK and Stealth'), or Assault N alone
    (+N ATK on its controller's own turns); resistances only for a caller that adds their preventions
    (``resisted``); anything else is refused."""
    words = re.sub(r"\b(?:an? )?(Protector)s?\b", r"\1", re.sub(r"^also (?=(?:an? )?Protectors?$)", "", what))
    # 'is a Protector', 'are Protectors', 'are also Protectors' (enc-if2: 'also', beside the power that makes them so)
    if re.fullmatch(r"Assault \d+", words):
        return stat_change(words)
    stat: dict[str, Any] = {}
    for part in re.split(r"\s*,\s*(?:and )?|\s+and\s+", words):
        m = SIGNED.fullmatch(part)
        if m and m.group("atk"):
            got: dict[str, Any] | None = {"atk": int(m.group("atk")), "health": int(m.group("health"))}
        elif m:
            got = {"atk" if m.group("stat") == "ATK" else "health": int(m.group("n"))}
        elif defense and re.fullmatch(r"[+-]\d+ \[?DEF\]?", part):  # enc-each: an armor's DEF (304.2), Stat's ``def``;
            # only for a caller whose cards the pool harness plays (a power in play, a modifier this turn)
            got = {"def": int(part.split()[0])}
        elif resistances and re.fullmatch(rf"(?i:{'|'.join(TYPES)}) Resistance", part):  # its prevention: resisted()
            got = {"gain_keywords": [part.split()[0].capitalize() + " Resistance"]}
        else:
            got = stat_part(part)
        if got is None or any(k in got and k in stat for k in ("atk", "health", "def")):
            raise Unrecognised(what)
        stat = {**stat, **got, "gain_keywords": stat.get("gain_keywords", []) + got.get("gain_keywords", [])}
    return {k: v for k, v in stat.items() if v != []}


def resisted(stat: dict[str, Any], affects: dict[str, Any]) -> list[dict[str, Any]]:
    """The preventions a modifier's resistances stand for: all damage of that type to the cards it
    affects is prevented (717.2), as a card's own resistance is encoded (pool_shapes.keywords)."""
    kinds = [k.split()[0].lower() for k in stat.get("gain_keywords", []) if k.endswith(" Resistance")]
    return [{"when": {"event": "damage", "damage_type": kind, "destination": dict(affects)}, "instead": {"prevent": "all"}}
            for kind in kinds]


# A weapon's kind (a tag on its type line, 202.1) named as a group, plural: 'your other daggers'
WEAPON_GROUPS = {"daggers": "Dagger", "swords": "Sword", "axes": "Axe", "maces": "Mace", "staves": "Staff",
                 "polearms": "Polearm", "bows": "Bow", "guns": "Gun", "crossbows": "Crossbow", "wands": "Wand",
                 "two-handed weapons": "Two-Handed"}


def plural_trait(word: str) -> str | None:
    """'Druids', 'Tauren', 'Night Elves': the trait a plural noun names (206.1a), or None."""
    for trait in TRAITS:
        if word in (trait, f"{trait}s", trait[:-1] + "ves" if trait.endswith("f") else None):
            return trait
    if " " in word and word.endswith("s") and word[:-1] in pool_traits():  # enc-kw: 'Fire Elementals' (202.1b)
        return word[:-1]
    if re.fullmatch(r"[A-Z][a-z']+s", word) and word[:-1] in pool_traits() - set(NOT_TRAITS):  # enc-precon: 'Ghouls',
        return word[:-1]  # a race some hero or ally of the pool has (206.1a), never a tag or a faction
    return None


def named_group(words: str, yours: bool) -> dict[str, Any] | None:
    """'daggers you control', 'Two-Handed weapons you control' (weapons with that tag, 202.1); 'Tauren
    in your party', 'Friendly Druids and Rogues' (heroes and allies of any of those traits, 206.1a):
    a group the effects' selector doesn't name; None for other words."""
    m = re.fullmatch(r"(?P<rel>Friendly |Opposing )?(?P<noun>.+?)(?P<whose> you control| in your party)?", words)
    rel, noun, whose = m.group("rel"), m.group("noun"), m.group("whose") or ""
    if bool(rel) + bool(whose) + yours > 1:
        return None
    controller = {"controller": (rel or "you").strip().lower()} if rel or whose or yours else {}
    if noun.lower() in WEAPON_GROUPS and controller and whose != " in your party":
        return {"kind": "weapon", "tag": WEAPON_GROUPS[noun.lower()], **controller}
    if noun == "Pets" and controller:  # enc-kw: 'Pets you control': the allies with the tag (202.1, 202.2); not Totems,
        return {"kind": "ally", "tag": "Pet", **controller}  # which the pool harness has no quiet card of
    traits = [plural_trait(t) for t in re.split(r",? and |, ", noun)]
    if not controller or None in traits or not traits or noun.endswith(("allies", "heroes")):
        return None
    return {"kind": "character", **({"trait": traits[0]} if len(traits) == 1 else {"any": [{"trait": t} for t in traits]}),
            **controller}


def group(words: str) -> dict[str, Any]:
    """'Allies you control', 'Heroes and allies in your party', 'Opposing Orc allies', 'Your weapons',
    'Other allies' (all but the card with the power): every card in play that fits, read as it
    applies (709.1), by the effects' selector ('all …'); a weapon's kind or a trait alone (``named_group``)."""
    with_keyword = re.fullmatch(rf"(?P<group>.+?) with (?P<kw>{'|'.join(KEYWORDS.values())}|Mend)(?P<where> in your party)?"
                                r"(?: also)?", words)
    if with_keyword:  # 'Heroes and allies you control with Smash', 'Allies with Stealth in your party': the
        spec = group(with_keyword.group("group") + (with_keyword.group("where") or ""))  # cards that now have it (700.1)
        return {**spec, "keyword": with_keyword.group("kw")}
    with_power = re.fullmatch(r"(?P<group>.+?) in your party with (?P<power>inspire|sabotage)(?: also)?", words)
    if with_power:  # enc-if2: 'Heroes and allies in your party with inspire': an Inspire power of their own (501.1b)
        return {**group(with_power.group("group") + " in your party"), "with_power": with_power.group("power")}
    # enc-enter2: 'Your hero and allies you control' (… 'in your party'): your one hero (heroes never change control,
    # 401.3) and your allies, each character you control
    words = re.sub(r"^Your hero and allies (?=you control$|in your party$)", "Heroes and allies ", words)
    words = re.sub(r"^Each of your (?=armor$|weapons$)", "Your ", words)  # enc-each: 'each of your armor has'
    other = re.match(r"(?:Other|Your other) ", words)  # all but the card with the power
    rest = words[other.end():] if other else words
    named = named_group(re.sub(r"^Your ", "", rest), rest.startswith("Your ") or bool(other and other.group(0) == "Your other "))
    if named:
        return {**named, "other": True} if other else named
    words = re.sub(r"^Your (?P<w>.+)$", r"\g<w> you control", rest)
    first, _, rest = words.partition(" ")
    lead = first.lower() if first.lower() in GROUP_WORDS else first
    lead = lead.capitalize() if lead in ("melee", "ranged") else lead  # enc-each: 'your melee weapons', a tag (202.1)
    aimed, spec = selector(f"all {lead} {rest}".strip())
    if aimed or spec.get("trait", TRAITS[0]) not in (*TRAITS, "Arena"):  # enc-kw: 'Arena allies', as the pool's
        raise Unrecognised(words)  # facts carry it (a trait and a tag, 202.1) and 'an Arena ally' reads elsewhere
    return {**spec, "other": True} if other else spec


def subject(words: str) -> tuple[str, dict[str, Any], Callable[[str | None], dict[str, Any]]]:
    """The modified cards: (what the subject is, a target slot's fields or none, the selector an
    effect names them with). The card itself ('NAME'), your hero, one target chosen as the link is
    announced (706.1), or a group."""
    if words in ("NAME", "This ally", "This weapon", "This armor", "This item"):  # 'this ally' is NAME (self_named)
        return "the card itself", {}, lambda slot: {"this": True}
    if words == "Your hero":
        return "your hero", {}, lambda slot: dict(YOUR_HERO)
    if words in HOST_WORDS:  # enc-stat (s9): the card an ability is attached to (400.4); see ``read``
        return "the attached card", {}, lambda slot: {"host": True}
    if words.startswith("Target "):
        aimed, spec = selector("target " + words[len("Target "):])
        if not aimed:
            raise Unrecognised(words)
        return "a target", {"target": spec}, lambda slot: {"target": slot}
    if words.startswith("Another target "):  # enc-dealt: any card that fits but the card whose power it is (706.1);
        aimed, spec = selector("target " + words[len("Another target "):])  # a shape no card type allows alone, so
        noun = OBJECT.match("target " + words[len("Another target "):])
        if not aimed or spec.get("count") or noun is None or noun.group("kind").endswith("s"):  # only a power's effect
            raise Unrecognised(words)  # says it (grammar.another); one card, said in the singular
        return f"a target{ANOTHER}", {"target": {**spec, "fits": {**spec.get("fits", {}), "other": True}}}, \
            lambda slot: {"target": slot}
    spec = group(words)
    return "a group", {}, lambda slot: dict(spec)


def read(m: re.Match, words: str) -> tuple[str, dict[str, Any], Callable[[str | None], dict[str, Any]]]:
    """The subject, or the whole sentence refused; the attached card only after an ability's
    'Ongoing:' (a power of the attachment in play, 305.2a), never in a modifier 'this turn'."""
    try:
        found = subject(words)
    except Unrecognised:
        raise Unrecognised(m.group(0)) from None
    if found[0] == "the attached card" and not ("ongoing" in m.re.groupindex and m.group("ongoing")):
        raise Unrecognised(f"'attached' with no 'Ongoing:' before it: {m.group(0)}")
    return found


HOST_WORDS = ("Attached ally", "Attached hero", "Attached character")
X_ON_HOST = "ongoing: the attached card has"  # the shape pool_shapes.ability puts on an attachment's host


def this_turn(m: re.Match) -> Piece:
    """'Target ally has +2 ATK and Stealth this turn', 'Heroes and allies in your party are
    Protectors this turn', 'NAME has +1 ATK this turn': the resolving link makes a modifier on the
    cards the subject names (a group: those that fit as it resolves, 709.1), ending in the wrap-up
    step (503.2a); a set keyword it gives stands for its powers (700.1)."""
    who, spec, affects = read(m, m.group("who")[0].upper() + m.group("who")[1:])  # 'This turn, target ally …'
    if re.fullmatch(r"Assault \d+(?:,? and |, ).+", m.group("what")):  # enc-stat (s10): 'Assault 2 and Stealth this turn'
        return assault_this_turn(m, who, spec, affects)
    fight = re.fullmatch(r"(?P<what>[^,]+?) while attacking", m.group("what"))  # enc-stat: '+1 ATK while attacking'
    stat = changes(fight.group("what") if fight else m.group("what"), resistances=True, defense=not fight)
    if fight:  # a 'while' on each affected card: the attacker (602.1, 714.3a); numbers only
        if set(stat) - {"atk", "health"}:
            raise Unrecognised(m.group(0))
        stat["while"] = {"attacking": True}
    preventions = [lambda slot, n=n: {"create_modifier": {**resisted(stat, affects(slot))[n], "duration": "this-turn"}}
                   for n in range(len(resisted(stat, {})))]
    return Piece(f"modifier this turn: {who}", **spec,
                 effects=[lambda slot: {"create_continuous": {"affects": affects(slot), **stat},
                                        "duration": "this-turn"}, *preventions])


def while_in_play(m: re.Match) -> Piece:
    """'Allies you control have Protector.', 'Your hero is Untargetable.': a continuous power of the
    card while it is in play (704.1a); on an ability, only after 'Ongoing:' (305.2: the ability stays
    in play). No target: a power in play names no target it would choose (706.1). 'This and other
    Murloc allies you control' is the card itself and the others of the group: a power for each."""
    both = re.match(r"This and other ", m.group("who"))
    who, spec, affects = read(m, f"Other {m.group('who')[both.end():]}" if both else m.group("who"))
    if spec or who == "the card itself" or (both and m.group("ongoing")):  # its own keyword: a keyword line
        raise Unrecognised(m.group(0))
    what = changes(m.group("what"), resistances=True, defense=True)
    stats = [{"affects": {"this": True}, **what}] * bool(both) + [{"affects": affects(None), **what}]
    preventions = [{"replacement": r} for stat in stats for r in resisted(stat, stat["affects"])]
    if m.group("ongoing") and preventions:  # an ongoing ability's sentence is one power (pool_shapes.ability)
        raise Unrecognised(m.group(0))
    if m.group("ongoing"):
        return Piece(f"ongoing: {who} has", ongoing=stats[0])
    return Piece(f"in play: {who} has", powers=[*({"continuous": stat} for stat in stats), *preventions])


VERB = r"(?P<who>NAME|Your hero|Target [^.]+?|[A-Z][\w-]*(?: [\w-]+)*?) (?:has|have|is|are) (?P<what>[^.]+?)"
CANT = {"targeted by opponents": {"cannot": "be-targeted", "by": {"controller": "opponent"}},
        "healed": {"cannot": "be-healed"}, "destroyed": {"cannot": "be-destroyed"}}


def cant_be(m: re.Match) -> Piece:
    """'This ally can't be targeted by opponents', 'Opposing heroes and allies can't be healed this
    turn': a prohibition (103.2) on the cards the subject names, made by the resolving link for
    this turn (712, 503.2a) or a power of the card while it is in play (704.1a), on an ability only
    after 'Ongoing:'. enc-if9: a hero too ('Your hero can't be destroyed': 410.6a doesn't destroy it, 103.2)."""
    who, spec, affects = read(m, m.group("who")[0].upper() + m.group("who")[1:])
    if who == "the attached card":  # enc-stat (s9): an attachment's prohibition is not read here
        raise Unrecognised(m.group(0))
    cant = dict(CANT[m.group("verb")])
    if m.group("turn") or m.group("lead"):
        if m.group("ongoing"):
            raise Unrecognised(m.group(0))
        return Piece(f"modifier this turn: {who}", **spec, effects=[
            lambda slot: {"create_prohibition": {**cant, "affects": affects(slot)}, "duration": "this-turn"}])
    if spec:  # a target, with no duration
        raise Unrecognised(m.group(0))
    power = {"prohibition": {**cant, "affects": affects(None)}}
    if m.group("ongoing"):
        return Piece(f"ongoing: {who} has", ongoing_power=power)
    if who == "the card itself":  # enc-each: its own 'can't be …', a power of it in play (704.1a)
        return Piece(ITSELF_CANT, powers=[power])
    return Piece(f"in play: {who} has", powers=[power])


ITSELF_CANT = "in play: the card itself can't be"


def cant_have(m: re.Match) -> Piece:
    """'Opposing heroes and allies lose and can't have Elusive and Untargetable' (a power of the card
    while it is in play, 704.1a), '… lose and can't have Elusive, Stealth, and Untargetable this turn'
    (the resolving link's modifier, ending in the wrap-up step, 503.2a): the cards the subject names
    have none of those keywords, whatever gives them one, before or after (103.2). Only keywords
    the engine knows; 'powers' (no field says a later gain stays blank) is refused; a target only
    'this turn' (enc-start2: the link's modifier on the card chosen as it joined the chain, 707.1d)."""
    words = [w for w in re.split(r",? and |,? or |, ", m.group("what")) if w]  # enc-kw: can't have A or B: neither
    if any(w.lower() not in KEYWORDS for w in words) or len(set(words)) != len(words):
        raise Unrecognised(m.group(0))
    if any(meaning(KEYWORDS[w.lower()]) for w in words):  # enc-kw3: its powers were added as the card was read
        raise Unrecognised(f"a set keyword lost: the powers it stands for would stay: {m.group(0)}")
    who, spec, affects = read(m, m.group("who"))
    if spec and not m.group("turn") or who in ("the card itself", "the attached card") \
            or m.group("ongoing") and m.group("turn"):
        raise Unrecognised(m.group(0))
    stat = {"cant_have_keywords": [KEYWORDS[w.lower()] for w in words]}
    if m.group("turn"):
        return Piece(f"modifier this turn: {who}", **spec, effects=[
            lambda slot: {"create_continuous": {"affects": affects(slot), **stat}, "duration": "this-turn"}])
    if m.group("ongoing"):
        return Piece(f"ongoing: {who} has", ongoing={"affects": affects(None), **stat})
    return Piece(f"in play: {who} has", powers=[{"continuous": {"affects": affects(None), **stat}}])


CANT_BE = (r"(?P<who>NAME|This ally|Your hero|Target [^.]+?|[A-Z][\w-]*(?: [\w-]+)*?) can't be "
           rf"(?P<verb>{'|'.join(CANT)})")
# 'this turn' first (pool_shapes puts these before its own shapes: "Your hero has Protector this turn"
# is no equipment's "your hero has"); the modifiers of a card in play last, after every other shape
THIS_TURN: list[tuple[re.Pattern, Callable[[re.Match], Piece]]] = [
    (re.compile(r"^(?P<ongoing>Ongoing ?: ?)?(?P<who>[A-Z][\w-]*(?: [\w-]+)*?|Target [^.]+?) loses? and can't have "
                r"(?P<what>[^.]+?)(?P<turn> this turn)?\.$"), cant_have),  # enc-stat2; enc-start2: a target, ahead of
    # the 'has' of this_turn, which would read 'Target ally loses and can't' as its subject
    (re.compile(rf"^{VERB} this turn\.$"), this_turn),
    (re.compile(rf"^This turn, (?P<x>{VERB})\.$"), this_turn),
    (CANT_BE_SENTENCE := re.compile(rf"^(?P<ongoing>Ongoing ?: ?)?(?P<lead>This turn, )?{CANT_BE}(?P<turn> this turn)?\.$"),
     cant_be),
]
THIS_TURN.append((re.compile(r"^(?P<ongoing>Ongoing ?: ?)?Opponents can't target NAME(?P<turn> this turn)?\.$"),
                  lambda m: cant_be(CANT_BE_SENTENCE.match(  # enc-each: that prohibition (103.2), said from the other side
                      f"{m.group('ongoing') or ''}NAME can't be targeted by opponents{m.group('turn') or ''}."))))
SHAPES: list[tuple[re.Pattern, Callable[[re.Match], Piece]]] = [
    (re.compile(rf"^(?P<ongoing>Ongoing ?: ?)?{VERB}\.$"), while_in_play),
]

ALLOWED = {  # the card types each shape may be part of (a payment power's or trigger's effect: any)
    "ability": ("modifier this turn: your hero", "modifier this turn: a target", "modifier this turn: a group",
                "ongoing: a group has", "ongoing: your hero has"),
    **{kind: ("in play: a group has", "in play: your hero has") for kind in ("ally", "weapon", "armor", "item")},
}
for _kind in ("ally", "weapon", "armor", "item"):  # enc-each: 'NAME can't be targeted by opponents' (cant_be)
    ALLOWED[_kind] += (ITSELF_CANT,)
ALLOWED["ally"] += ("equipment: your hero has",)  # an ally's 'your hero has …' is a power of it in play too (704.1a)


# -- a card's power in play, counted or with a 'while' (709.2d, 714.3a) --------------------------------
# "This ally has +1 / +1 for each ally in your graveyard", "NAME has +2 ATK while you control an
# equipment", "While an opposing hero has 15 or more damage on it, NAME has Stealth": a continuous
# power of the card while it is in play (704.1a) whose numbers are a count read from the game as it
# is now (714.2), or which has an effect only while some card fits (714.3a), in play or in the zone
# the sentence names (a graveyard, a hand, a deck: 415). Anything else is refused.

from shapes import conditions  # noqa: E402
from shapes.grammar import KIND_WORDS  # noqa: E402
from shapes import own_def as shapes_own_def  # noqa: E402 (enc-has5)
from shapes import counted_lists as shapes_counted_lists  # noqa: E402 (enc-has5)
from shapes import counted_mend as shapes_counted_mend  # noqa: E402 (enc-while1)
from shapes import def_in_combat as shapes_def_in_combat  # noqa: E402 (enc-while1)
from shapes import host_value as shapes_host_value  # noqa: E402 (enc-while1)
from shapes import attached_count as shapes_attached_count  # noqa: E402 (enc-while1)
from shapes import dealt_defender as shapes_dealt_defender  # noqa: E402 (enc-while1)
from shapes import each_in_graveyard as shapes_each_in_graveyard  # noqa: E402 (enc-while2)
from shapes import keyword_count as shapes_keyword_count  # noqa: E402 (enc-while2)
from shapes import own_damage_count as shapes_own_damage_count  # noqa: E402 (enc-end1)

SELF = ("NAME", "This ally", "This weapon", "This armor", "This item")
OWNERS = {"your": {"owner": "you"}, "opposing": {"owner": "opponent"}, "all": {}}
ZONE_WORDS = {"graveyard": "graveyard", "graveyards": "graveyard", "hand": "hand", "hands": "hand", "deck": "deck"}
COUNTED = "a power of the card in play: counted or with a 'while'"


def out_of_play(noun: str, whose: str, zone: str) -> dict[str, Any]:
    """'ally' in 'your graveyard', 'card' in 'all graveyards', 'ability' in 'opposing graveyards': the
    cards of that kind in those zones, by their owner (415: a graveyard, hand or deck is its owner's)."""
    if noun != "card" and noun not in KIND_WORDS or zone not in ZONE_WORDS or whose not in OWNERS:
        raise Unrecognised(f"cards out of play: {noun} in {whose} {zone}")
    if (whose == "your") == zone.endswith("s") and zone != "deck":  # 'your graveyards', 'all graveyard': no phrase
        raise Unrecognised(f"cards out of play: {noun} in {whose} {zone}")
    kind = {} if noun == "card" else {"kind": KIND_WORDS[noun]}
    return {**kind, "zone": ZONE_WORDS[zone], **OWNERS[whose]}


ZONED = re.compile(r"^(?P<noun>card|ally|ability|equipment|weapon|armor|item) in (?P<whose>your|opposing|all) "
                   r"(?P<zone>graveyards?|hands?|deck)$")


def counted_cards(words: str) -> dict[str, Any]:
    """What a count counts: cards out of play ('ally in your graveyard'), your resources ('resource
    you control', 'exhausted resource you control': the cards in your resource row, 412), or a group
    in play read by the effects' selector ('other Night Elf ally you control', 'equipment you control')."""
    m = ZONED.match(words)
    if m:
        return out_of_play(m.group("noun"), m.group("whose"), m.group("zone"))
    more = counted_more(words)  # enc-stat (s9)
    if more is not None:
        return more
    m = re.fullmatch(r"(?:(?P<state>exhausted|ready|face-down) )?(?:resource you (?:control|have)|(?P<opp>opposing) resource)", words)
    if m:  # 'ready opposing resource': the cards in the resource rows of your opponents
        state = {"exhausted": m.group("state") == "exhausted"} if m.group("state") in ("exhausted", "ready") else {}
        if m.group("state") == "face-down":  # enc-end1: a resource may be face down (412.1b)
            state = {"face_down": True}
        return {"row": "resource", "controller": "opposing" if m.group("opp") else "you", **state}
    words = re.sub(r" you have$", " you control", words)  # enc-if3: the cards you have in play are those you control (401.3)
    every = re.fullmatch(r"(?P<noun>hero) in play", words)  # enc-if3: 'each hero in play': every player's (101.1)
    spec = cards_in_play(every.group("noun") if every else words)
    if "controller" not in spec and not every:  # a count of cards in play names whose ('you control', 'opposing', 'in play')
        raise Unrecognised(f"a count: {words}")
    return spec


TAG_NOUNS = {"Form": "Form", "form": "Form", "Pet": "Pet"}  # a noun that is a tag (202.1): 'you control a Form'
KIND_PAIRS = {"hero and ally": "character", "heroes and allies": "character", "hero or ally": "character"}


def cards_in_play(words: str) -> dict[str, Any]:
    """'other Night Elf ally you control', 'Monster hero and ally you control', 'Dragonkin you control',
    'Hunter and Warrior you control', 'ability and equipment you control', 'Form you control': the
    cards in play a count or a 'while' names (a trait alone is a hero or ally of it, 206.1a; 'A and B'
    is a card of either), else the effects' selector reads the words ('ally an opponent controls
    with cost 3 or less')."""
    m = re.fullmatch(r"(?P<other>other )?(?P<rel>opposing )?(?P<monster>Monster )?(?P<noun>.+?)"
                     r"(?P<whose> you control| in your party| an opponent controls)?", words)
    controller = {" you control": {"controller": "you"}, " in your party": {"controller": "you"},
                  " an opponent controls": {"controller": "opposing"}}.get(m.group("whose") or "", {})
    if m.group("rel"):
        controller = {"controller": "opposing"} if not controller else {"controller": "none"}
    noun, more = m.group("noun"), {**({"other": True} if m.group("other") else {}),
                                    **({"tag": "Monster"} if m.group("monster") else {})}
    found: dict[str, Any] | None = None
    parts = re.split(r" and | or ", noun)  # enc-if3: 'a Hunter or Shaman' is a card of either, as 'and' in a count
    talent = re.fullmatch(r"(?P<word>[A-Z][a-z]+(?: [A-Z][a-z]+)?) ability", noun)  # enc-if3: 'a Holy ability': a word
    if noun in TAG_NOUNS:  # on an ability's type line some ability of the pool has, a tag in the card language (202.1)
        found = {"tag": TAG_NOUNS[noun]}
    elif talent and talent.group("word") in traits_of(("ability",)) and talent.group("word") not in NOUN_TAGS:
        found = {"kind": "ability", "tag": talent.group("word")}
    elif noun in KIND_PAIRS:
        found = {"kind": KIND_PAIRS[noun]}
    elif all(p in KIND_WORDS and p not in ("hero", "heroes") for p in parts) and len(parts) > 1:
        found = {"kinds": [KIND_WORDS[p] for p in parts]}
    elif all(p in TRAITS for p in parts):  # 'Dragonkin', 'Hunter and Warrior': a hero or ally of any of them
        found = {"kind": "character", **({"trait": parts[0]} if len(parts) == 1 else {"any": [{"trait": p} for p in parts]})}
    if found is None or controller.get("controller") == "none":
        if m.group("monster") or m.group("rel"):
            raise Unrecognised(f"cards in play: {words}")
        aimed, spec = selector(f"each {words}")
        if aimed:
            raise Unrecognised(f"cards in play: {words}")
        return spec
    return {**found, **controller, **more}


HERO_STATE = {"undamaged": {"damaged": False}, "damaged": {"damaged": True}}
# 'Devonar is Elusive while ready', 'Maeryl has -2 ATK while exhausted': a 'while' on each affected card (714.3a)
OWN_STATE = {"ready": {"exhausted": False}, "exhausted": {"exhausted": True}, "damaged": {"damaged": True},
             "undamaged": {"damaged": False}}


def game_condition(words: str) -> dict[str, Any]:
    """A 'while' about the game, as the selector some card must fit (714.3a): 'an equipment is in your
    graveyard', 'you control an equipment', 'an opponent controls an ally with cost 3 or less', 'your
    hero is undamaged', 'an opposing hero has 15 or more damage on it'."""
    if re.fullmatch(r"an ability is attached to (?:him|her|it|NAME)", words):  # enc-if (s12): to the card itself (400.1),
        return {"kind": "ability", "attached_to": {"this": True}}  # checked by counted_or_while
    m = re.fullmatch(r"an? (?P<noun>\w+) is in (?P<whose>your) (?P<zone>graveyard|hand)", words)
    if m:
        if (m.group(0).startswith("an ")) != bool(re.match(r"[aeiou]", m.group("noun"))):
            raise Unrecognised(f"a 'while' whose article doesn't fit its noun: {words}")
        return out_of_play(m.group("noun"), m.group("whose"), m.group("zone"))
    m = re.fullmatch(r"(?:you have (?P<have>an?|another) (?P<noun>[\w -]+)|(?P<art>an?) (?P<mine>\w+) is in your party)", words)
    if m and " in " not in (m.group("noun") or ""):  # the cards you have in play, in your party: those you control (401.3)
        return game_condition(f"you control {m.group('have') or m.group('art')} {m.group('noun') or m.group('mine')}")
    m = re.fullmatch(r"an? opposing (?P<what>.+) is in play", words)  # 'an opposing ally with cost 4 or more is in play'
    if m:
        return game_condition(f"an opponent controls {'an' if re.match(r'[aeiouAEIOU]', m.group('what')) else 'a'} "
                              f"{m.group('what')}")
    m = re.fullmatch(r"(?P<who>you control|an opponent controls) (?P<art>an?) (?P<kind>ally|weapon|armor|item|ability) "
                     r"named (?P<name>[A-Z][\w'-]*(?: [A-Z][\w'-]*)*)", words)  # enc-while4: a card of that name (200.1)
    if m and (m.group("art") == "an") == (m.group("kind")[0] in "aeiou"):
        return {"kind": m.group("kind"), "controller": "you" if m.group("who") == "you control" else "opposing",
                "named": m.group("name")}
    m = re.fullmatch(r"(?P<who>you control|an opponent controls) (?P<art>an?|another) (?P<what>.+)", words)
    if m:
        if (m.group("art") == "an") != bool(re.match(r"[aeiouAEIOU]", m.group("what"))) and m.group("art") != "another":
            raise Unrecognised(f"a 'while' whose article doesn't fit its noun (an icon the data set lost?): {words}")
        noun, cost = re.fullmatch(r"(.+?)((?: with cost \d+ or (?:more|less))?)", m.group("what")).groups()
        icon = re.fullmatch(rf"\[(?P<type>{'|'.join(t.capitalize() for t in DAMAGE_TYPES)})\] card", noun)
        if icon and not cost:  # enc-has2: 'another [Fire] card': of any kind, with that damage type on its ATK line (205.1)
            spec = {"damage_type": icon.group("type").lower(),
                    "controller": "you" if m.group("who") == "you control" else "opposing"}
        elif noun in pool_traits() and noun not in TRAITS and not cost:  # enc-if (s12): 'another Merciless One': a hero or
            spec = {"kind": "character", "trait": noun,  # ally with a trait some character of the pool has (206.1a)
                    "controller": "you" if m.group("who") == "you control" else "opposing"}
        else:
            spec = cards_in_play(f"{noun} {m.group('who')}{cost}")  # the selector reads whose before a cost
        return {**spec, **({"other": True} if m.group("art") == "another" else {})}
    m = re.fullmatch(r"(?P<who>your|an opposing) hero is face (?P<side>up|down)", words)
    if m:  # enc-has2: a hero flipped to its other side is face down (301.2)
        return {"kind": "hero", "controller": "you" if m.group("who") == "your" else "opposing",
                "face_down": m.group("side") == "down"}
    m = re.fullmatch(r"(?P<who>your|an opposing) hero (?:is (?P<state>undamaged|damaged)|has (?P<n>\d+) or more damage"
                     r"(?: on it)?)", words)
    if m:
        hero = {"kind": "hero", "controller": "you" if m.group("who") == "your" else "opposing"}
        return {**hero, **(HERO_STATE[m.group("state")] if m.group("state") else {"damage_at_least": int(m.group("n"))})}
    raise Unrecognised(f"a 'while': {words}")


def conditions_all(words: str) -> list[dict[str, Any]]:
    """'you control another ally, an ability, and an equipment': a card of each, every one of them
    (714.3a: each 'while' must hold); one condition otherwise."""
    each = shapes_each_in_graveyard.each_kind(words, game_condition)  # enc-while2: 'an ability, ally, and equipment are
    if each:  # in your graveyard'
        return each
    m = re.fullmatch(r"(?P<who>you control|an opponent controls) (?P<list>.+?,? and .+)", words)
    if m and "," in m.group("list"):
        return [game_condition(f"{m.group('who')} {part}") for part in re.split(r",? and |, ", m.group("list"))]
    return [game_condition(words)]


def while_game(words: str) -> dict[str, Any]:
    """A 'while' about the game as a power's fields: one or more cards that must fit (``conditions_all``),
    or a number of cards that must fit one selector, read by the conditions family ('you have six or
    more cards in your graveyard', 'you control four or more allies'): ``while_at_least`` (714.3a)."""
    combat = hero_in_combat(words)
    if combat:
        return combat
    none = no_card(words)
    if none:
        return none
    hand = re.fullmatch(rf"you have {conditions.N_WORD} or more cards in (?:your )?hand", words)
    if hand:  # enc-stat: the cards in your hand (415.1), at least that many
        return {"while_exists": [{"zone": "hand", "owner": "you"}], "while_at_least": conditions.amount(hand.group("n"))}
    try:
        return {"while_exists": conditions_all(words)}
    except Unrecognised:
        pass
    # enc-end1: 'there are four or more allies in your party': the allies of your party are the allies you control
    words = re.sub(rf"^there are ((?:{conditions.N_WORD[len('(?P<n>'):-1]}) or more (?:[A-Z][a-z]+ )?allies) in your party$",
                   r"you control \1", words)
    # 'you have five or more equipment': the cards you have in play are the cards you control (401.3)
    words = re.sub(rf"^you have (?=(?:{conditions.N_WORD[len('(?P<n>'):-1]}) or more (?:{'|'.join(IN_PLAY_NOUNS)})$)",
                   "you control ", words)
    if not re.search(r"\bor more\b", words):  # a count ('N or more …') of one kind of card; anything else is refused
        raise Unrecognised(f"a 'while': {words}")
    try:
        cond = conditions.condition(words)
    except Unrecognised:
        raise Unrecognised(f"a 'while': {words}") from None
    if set(cond) - {"at_least"} != {"exists"}:
        raise Unrecognised(f"a 'while': {words}")
    return {"while_exists": [cond["exists"]], **({"while_at_least": cond["at_least"]} if "at_least" in cond else {})}


SINGULAR = {"cards": "card", "allies": "ally", "abilities": "ability", "equipment": "equipment", "weapons": "weapon",
            "armor": "armor", "items": "item", "resources": "resource"}


def no_card(words: str) -> dict[str, Any] | None:
    """enc-stat: a 'while' that no card fits (714.3a), as ``while_none``: 'you have no cards in your
    hand' (the cards in your hand, 415), 'you control no ready resources' (your resource row, 412),
    'you have no weapons' (the cards you have in play are those you control, 401.3), 'he is the only
    ally in your party' (no other ally you control); None if the words are no such 'while'."""
    if re.fullmatch(r"(?:he|she|it) is the only ally in your party", words):
        return {"while_none": [{"kind": "ally", "controller": "you", "other": True}]}
    m = re.fullmatch(r"there are no (?P<state>ready |exhausted )?opposing allies", words)  # enc-if (s12): in play (411)
    if m:
        state = {"exhausted": m.group("state") == "exhausted "} if m.group("state") else {}
        return {"while_none": [{"kind": "ally", "controller": "opposing", **state}]}
    m = re.fullmatch(r"you (?:control|have) no (?:(?P<state>ready|exhausted) )?(?P<noun>\w+)(?P<where> in your hand)?", words)
    if not m:
        return None
    noun = SINGULAR.get(m.group("noun"))
    if noun is None or (noun == "card") != bool(m.group("where")) or (m.group("state") and noun != "resource"):
        raise Unrecognised(f"a 'while': {words}")
    state = f"{m.group('state')} " if m.group("state") else ""
    return {"while_none": [counted_cards(f"{noun} in your hand" if m.group("where") else f"{state}{noun} you control")]}


IN_PLAY_NOUNS = ("allies", "equipment", "weapons", "armor", "items", "abilities")  # cards one has in play


def assault_and(what: str, resistances: bool = False, defense: bool = False) -> list[dict[str, Any]]:
    """'Assault 2 and Stealth': Assault N (+N ATK on its controller's own turns, ``stat_change``) and
    the other keywords, which the card has on every turn: two changes, so the turn limit of Assault
    is not put on the others; one change for anything else (``changes``)."""
    m = re.fullmatch(r"(?P<assault>Assault \d+)(?:,? and |, )(?P<rest>.+)", what)  # enc-stat (s10): 'Assault 2, Ferocity, and …'
    m = m or re.fullmatch(r"(?P<rest>[A-Z][\w-]*)(?:,? and |, )(?P<assault>Assault \d+)", what)  # enc-if (s12): 'Ferocity and
    if not m:  # Assault 2'

        return [changes(what, resistances, defense)]  # enc-if (s12): a resistance for a caller that adds its prevention
    rest = changes(m.group("rest"))
    if set(rest) != {"gain_keywords"}:  # a stat beside Assault: which turns it applies on would be unclear
        raise Unrecognised(what)
    return [changes(m.group("assault")), rest]


def counted_stat(what: str, count: dict[str, Any] | None) -> dict[str, Any]:
    """What the card has (``changes``), each number made 'N for each card counted' (a Count, read
    from the game as it is now, 714.2). 'Assault N for each …' is +N ATK for each card counted, on
    its controller's own turns (``during``), as Assault is read (``stat_change``): its keyword names
    no number the card has, so it is not given; any other keyword can't be counted (refused)."""
    own_def = shapes_own_def.counted(what, count) if count else None  # enc-has5: '+1 DEF for each bone counter on it'
    if own_def:
        return own_def
    stat = changes(what)
    if count is None:
        return stat
    if "counters" in count or "total" in count:  # enc-stat (s9): counters on a card, damage on cards
        return amount_stat(what, stat, count)
    during = {}
    if re.fullmatch(r"Assault \d+", what):
        during = {"during": stat.pop("during")}
        stat.pop("gain_keywords")
    if set(stat) - {"atk", "health"} or stat.get("during"):
        raise Unrecognised(f"'for each' with more than ATK and health: {what}")
    return {**{k: {"count": dict(count), **({"times": n} if n != 1 else {})} for k, n in stat.items()}, **during}


def counted_stats(what: str, count: dict[str, Any]) -> list[dict[str, Any]]:
    """``counted_stat``, or Mend counted beside it (enc-while1: ``shapes.counted_mend``): one change or two."""
    return shapes_counted_mend.counted(what, count, counted_stat) or [counted_stat(what, count)]


def counted_or_while(m: re.Match) -> Piece:
    """'This ally has +1 / +1 for each card in your hand', 'NAME has +2 ATK while an ally is in your
    graveyard', 'While you control an equipment, allies you control have +1 ATK': a continuous power
    of the card itself (self-reference, 200.1), of your hero or of a group, while the card is in play
    (704.1a); counted from the game as it is now (714.2, 709.2d), or with an effect only while its
    condition holds (714.3a). 'This and other Human allies you control have …' is the card itself
    and the others of the group: a power for each. After 'Ongoing:' (an ability's sentence, one
    power while the ability is in play, 305.2) only your hero or a group."""
    who = m.group("who")
    both = re.match(r"This and other ", who)  # itself, and the others of the group
    ongoing = m.group("ongoing")
    if who in SELF and not ongoing:
        affects: dict[str, Any] = {"this": True}
    else:
        name, spec, make = read(m, f"Other {who[both.end():]}" if both else who)
        if spec or name == "the card itself":  # a target: a power in play names none (706.1)
            raise Unrecognised(m.group(0))
        affects = make(None)
    count = own_counters(m.group("each")) or counted_cards(m.group("each")) if m.group("each") else None
    if count and "counters" in count and re.search(r" on (?:it|him|her)$", m.group("each")) and affects != {"this": True}:
        raise Unrecognised(f"counters on 'it', which may be another card than the one with the power: {m.group(0)}")
    cond = m.group("cond")
    own = re.fullmatch(rf"(?:(?:NAME|he|she|it)(?:'s| is) )?(?P<state>{'|'.join(OWN_STATE)})", cond or "")
    if own and own.group(0) != own.group("state") and affects != {"this": True}:  # 'while NAME is …' on other cards
        raise Unrecognised(m.group(0))
    whiles = {"while": dict(OWN_STATE[own.group("state")])} if own else while_game(cond) if cond else {}
    if {"this": True} in [sel.get("attached_to") for sel in [*whiles.get("while_exists", []), count or {}]] \
            and affects != {"this": True}:
        raise Unrecognised(m.group(0))  # enc-if (s12): 'attached to him' names the card itself only where it is the subject
    during = {"during": "opponents-turn"} if m.group("during") else {}
    if during and not (affects.get("this") or affects.get("controller") in ("you", "friendly")):
        raise Unrecognised(m.group(0))  # 'during' is read for each affected card's controller: only your own cards
    stats = [{"affects": affects, **what, **whiles, **during}
             for what in (counted_stats(m.group("what"), count) if count else assault_and(m.group("what"), True, bare_def(cond, m.group("what"))))]
    shapes_counted_mend.placed(stats, affects, m.group(0))  # enc-while1
    preventions = resisted_while(stats, whiles, m.group(0)) if not count else []  # enc-if (s12): with its 'while'
    if count and any(resisted(stat, affects) for stat in stats):  # a resistance is a prevention beside it: not counted
        raise Unrecognised(m.group(0))
    if during and any("during" in what for what in (counted_stats(m.group("what"), count) if count else
                                                  assault_and(m.group("what")))):
        raise Unrecognised(m.group(0))  # Assault (its controller's turns) during an opponent's turn: never
    bare = {"bare_counters": [count["counters"]]} if m.group("each") and own_counters(m.group("each")) else {}  # s11
    if ongoing:
        if both or len(stats) != 1:
            raise Unrecognised(m.group(0))
        if preventions:  # enc-if (s12): two powers of the ability in play (305.2a)
            return Piece(f"ongoing: {name} has", ongoing_powers=[{"continuous": stats[0]}, *preventions], **bare)
        return Piece(f"ongoing: {name} has", ongoing=stats[0], **bare)
    if preventions and both:
        raise Unrecognised(m.group(0))
    stats = [{**stat, "affects": {"this": True}} for stat in stats] * bool(both) + stats
    return Piece(COUNTED, powers=[*({"continuous": stat} for stat in stats), *preventions], **bare)


def bare_def(cond: str | None, what: str = "") -> bool:
    """enc-has2: '+N DEF' (304.2) with a 'while' about the game ('while you have five or more equipment'), a change
    the pool harness reads off the board; about your hero's combat, DEF alone (enc-while1: ``shapes.def_in_combat``)."""
    if not cond:
        return False
    fight = hero_in_combat(cond) is not None
    return not fight or shapes_def_in_combat.allowed(what, fight)


def resisted_while(stats: list[dict[str, Any]], whiles: dict[str, Any], sentence: str) -> list[dict[str, Any]]:
    """enc-if (s12): the preventions a resistance with a 'while' stands for (717.2, 714.3a): 'Friendly allies have
    Frost Resistance while ready' prevents such damage to each ready one (the 'while' on each card joins the cards
    the damage is dealt to); 'This ally has Nature Resistance while you control another ally' only while a card
    fits (the replacement's 'while'). Any other 'while' beside a resistance is refused."""
    found = [r for stat in stats for r in resisted(stat, stat["affects"])]
    if not found:
        return []
    if set(whiles) == {"while"}:
        return [{"replacement": {**r, "when": {**r["when"], "destination": {**r["when"]["destination"], **whiles["while"]}}}}
                for r in found]
    if set(whiles) == {"while_exists"} and len(whiles["while_exists"]) == 1:
        return [{"replacement": {**r, "while": {"exists": whiles["while_exists"][0]}}} for r in found]
    raise Unrecognised(sentence)


IN_COMBAT = "a power of the card in play: while the cards it affects are attacking"
IN_COMBAT_GROUP = "a power of the card in play: while allies of a group are attacking"
IN_COMBAT_HERO = "a power of the card in play: while your hero is attacking"  # enc-stat


def while_attacking(m: re.Match) -> Piece:
    """'This ally has +4 ATK while attacking a hero', 'Friendly allies have +2 ATK while attacking',
    'NAME has +3 ATK while attacking an exhausted hero or ally': a continuous power of the card in
    play (704.1a) that has an effect on each affected card only while it is the attacker (602.1) and,
    if the sentence names one, the defender fits (602.3): two 'while' conditions (714.3a). Only on
    the card itself or a group of allies (a hero's own attack is another shape)."""
    who = m.group("who")
    both = re.match(r"This and other ", who)  # 'This and other allies you control': itself, and the others
    if who in SELF:
        affects: dict[str, Any] = {"this": True}
    else:
        _, spec, make = read(m, f"Other {who[both.end():]}" if both else who)
        affects = make(None)
        if spec or affects.get("kind") != "ally" and (affects != YOUR_HERO or both):  # enc-stat: or your hero
            raise Unrecognised(m.group(0))
    stat = {"affects": affects, **changes(m.group("what")), "while": {"attacking": True}}
    if set(stat) - {"affects", "atk", "health", "gain_keywords", "while"}:
        raise Unrecognised(m.group(0))
    if m.group("defender"):
        stat["while_exists"] = [defending(m.group("defender"), m.group(0))]
    stats = [{**stat, "affects": {"this": True}}] * bool(both) + [stat]
    shape = IN_COMBAT if who in SELF or both else IN_COMBAT_HERO if affects == YOUR_HERO else IN_COMBAT_GROUP
    return Piece(shape, powers=[{"continuous": s} for s in stats])


# The states a defender named after 'while attacking' may be read with: those a board can show (602.3)
DEFENDER_FIELDS = {"kind", "exhausted", "damaged", "damage_at_least", "cost_at_least", "cost_at_most"}


def defending(words: str, sentence: str) -> dict[str, Any]:
    """'an exhausted hero or ally', 'a hero with 15 or more damage', 'heroes': the defender a 'while
    attacking' names, as a selector with defending (602.3), of any controller (an attacker's defender
    is always an opponent's, 602.1); an article that doesn't fit its noun (an icon the data set lost:
    'an hero') or a state no selector reads ('that attacked this turn') is refused (enc-while1: 'that was dealt damage this turn' reads, shapes.dealt_defender)."""
    article = re.match(r"(an?) (\w)", words)
    if article and (article.group(1) == "an") != (article.group(2) in "aeiou"):
        raise Unrecognised(f"a defender whose article doesn't fit its noun: {sentence}")
    damage = re.fullmatch(r"(?P<who>an? .+?) with (?P<n>\d+) or more damage", words)  # on it (405.1)
    words = re.sub(r"^(?:an?|heroes and allies$|heroes$)", lambda a: {"heroes": "each hero", "heroes and allies":
                   "each hero or ally"}.get(a.group(0), "each"), damage.group("who") if damage else words)
    try:
        aimed, defender = selector(words)
    except Unrecognised:
        raise Unrecognised(f"a defender: {sentence}") from None
    if damage:
        defender["damage_at_least"] = int(damage.group("n"))
    if aimed or set(defender) - DEFENDER_FIELDS and not shapes_dealt_defender.allowed(defender):  # enc-while1: or
        raise Unrecognised(f"a defender: {sentence}")  # 'that was dealt damage this turn'
    return {**defender, "defending": True}


def hero_in_combat(words: str) -> dict[str, Any] | None:
    """'your hero is attacking', 'your hero is attacking a damaged hero or ally', 'your hero is
    defending': a 'while' about your hero's combat (602.1, 602.3), as a power's fields: your hero
    must be the attacker (or the defender) and, if the sentence names one, the defender must fit
    (714.3a: each must hold). A named attacker is refused; None for other words."""
    m = re.fullmatch(r"your hero is (?P<role>attacking|defending)(?: (?P<other>.+))?", words)
    if not m:
        return None
    if m.group("role") == "defending" and m.group("other"):
        raise Unrecognised(f"a 'while': {words}")
    hero = {**YOUR_HERO, m.group("role"): True}
    return {"while_exists": [hero, *([defending(m.group("other"), words)] if m.group("other") else [])]}


WHO = r"(?P<who>NAME|This (?:ally|weapon|armor|item)|Your hero|(?!When )[A-Z][\w-]*(?: [\w-]+)*?)"
# (enc-enter3: not a trigger's 'When NAME is destroyed, … for each …', whose 'is' is no 'has' or 'is' of a power)
FIRST: list[tuple[re.Pattern, Callable[[re.Match], Piece]]] = [  # ahead of the conditions' 'for each' (pool_shapes)
    (re.compile(rf"^{WHO} (?:has|have) (?P<what>[^.]+?) while attacking(?: (?P<defender>an? [^.,]+|heroes(?: and allies)?))?\.$"),
     while_attacking),
    (re.compile(rf"^(?P<ongoing>Ongoing ?: ?)?{WHO} (?:has|have|is|are) (?P<what>[^.]+?) (?:for each (?!damage on (?:it|him|her|NAME)\b)(?P<each>[^.,]+)"
                r"|while (?!attacking this turn\.$)(?P<cond>[^.]+)|(?P<during>during each opponent's turn|on opposing turns))\.$"), counted_or_while),
    (re.compile(r"^(?:(?P<label>Unity): |(?P<ongoing>Ongoing ?: ?))?While (?P<cond>[^.,]+), (?P<who>NAME|your hero|he|she|[a-z][\w-]*(?: [\w-]+)*?) (?:has|have) "
                r"(?P<what>[^.]+?)\.$"), lambda m: counted_or_while(LedBy(labelled(m)))),
]


def labelled(m: re.Match) -> re.Match:
    """'Unity: While you control three or more Human allies, …': a label names the condition the
    sentence spells out; read only where they agree (``conditions.labelled``)."""
    if not conditions.labelled(m.group("label"), m.group("cond")):
        raise Unrecognised(f"a label that names another condition: {m.group(0)}")
    return m


class LedBy:
    """A match of the 'While …,' form read as the other: its subject with a capital letter."""

    def __init__(self, m: re.Match):
        self.m = m

    def group(self, name: int | str = 0) -> str | None:
        if name == "who":
            who = self.m.group("who")
            if who in ("he", "she"):  # 'While NAME is undamaged, she has …': the card itself (200.1)
                if not re.match(r"^(?:NAME |an ability is attached to NAME$)", self.m.group("cond")):  # enc-if (s12): or
                    raise Unrecognised(f"a pronoun that names no card: {self.m.group(0)}")
                return "NAME"
            return who[0].upper() + who[1:]
        if name in ("each", "during"):
            return None
        return self.m.group(name)


from shapes import attacking_trait as shapes_attacking_trait  # noqa: E402 (enc-while1: 'while attacking Mages')
FIRST[0:0] = shapes_attacking_trait.SHAPES

for kind in ("ally", "weapon", "armor", "item"):
    ALLOWED[kind] += (COUNTED,)
for kind in ("ally", "weapon", "armor", "item"):
    ALLOWED[kind] += (IN_COMBAT_HERO,)  # enc-stat: your hero attacks, whatever card gives it the power
ALLOWED["ally"] += (IN_COMBAT,)  # an ally's own attack (with its allies'): the pool harness attacks with them
for kind in ("ally", "weapon", "armor", "item"):
    ALLOWED[kind] += (IN_COMBAT_GROUP,)  # allies of a group attack, whatever card gives them the power


# -- enc-stat: 'while in combat with …' (602.3b) ------------------------------------------------------
# "This ally has +2 ATK while in combat with a Monster", "Your hero has +1 ATK while in combat with an
# opposing hero", "Ongoing: Opposing heroes and allies have -1 ATK while in combat with your hero",
# "NAME has +4 ATK while your hero is in combat with an ally with cost 5 or more": a continuous power
# (704.1a; on an ability, after 'Ongoing:', 305.2) that has an effect on each affected card only while
# it is in combat (602.3b: an attacker and a defender that have entered combat with each other) and
# a card that fits the foe is in combat too (714.3a). A combat has one attacker and one defender, so
# the two are in combat with each other as long as they are different cards: the foe is read only
# where it can't be an affected card (the card itself, or the other side, or another kind).

IN_COMBAT_WITH = "a power of the card in play: while in combat with a card"
ONGOING_IN_COMBAT_WITH = "ongoing: a group has, while in combat with a card"


def foe(words: str, sentence: str) -> dict[str, Any]:
    """'a Monster' (a hero or ally with that tag, 202.1), 'an opposing hero', 'your hero', 'an ally
    with cost 5 or more': the card the affected one must be in combat with, as a selector that
    must be in combat too (602.3b); an article that doesn't fit its noun (a lost icon) is refused."""
    if words == "your hero":
        return {**YOUR_HERO, "in_combat": True}
    article = re.match(r"(an?) (\w)", words)
    if not article or (article.group(1) == "an") != (article.group(2).lower() in "aeiou"):
        raise Unrecognised(f"a foe in combat whose article doesn't fit its noun: {sentence}")
    noun = words[article.end(1) + 1:]
    try:
        aimed, spec = selector(f"each {noun}" if not re.fullmatch(r"[A-Z]\w+", noun) else f"each {noun} hero or ally")
    except Unrecognised:
        raise Unrecognised(f"a foe in combat: {sentence}") from None
    if aimed or set(spec) - {"kind", "controller", "tag", "trait", "cost_at_least", "cost_at_most"}:
        raise Unrecognised(f"a foe in combat: {sentence}")
    return {**spec, "in_combat": True}


SIDES = {"you": "you", "friendly": "you", "opposing": "opposing"}


def apart(affects: dict[str, Any], other: dict[str, Any]) -> bool:
    """Whether no card can be both an affected card and the foe: they are on different sides, or of
    different kinds (a hero, an ally)."""
    sides = SIDES.get(affects.get("controller", "")), SIDES.get(other.get("controller", ""))
    if None not in sides and sides[0] != sides[1]:
        return True
    kinds = {affects.get("kind"), other.get("kind")}
    return kinds == {"hero", "ally"}


def combatant(m: re.Match) -> tuple[dict[str, Any], dict[str, Any]]:
    """(the affected cards, what they have) of a power whose 'while' is about combat: the card itself
    (not after 'Ongoing:'), your hero or a group; no target, only numbers and keywords (Assault, its
    own turns, is not read here)."""
    if m.group("who") in SELF and not m.group("ongoing"):
        affects: dict[str, Any] = {"this": True}
    else:
        name, spec, make = read(m, m.group("who"))
        if spec or name == "the card itself":  # a target: a power in play names none (706.1)
            raise Unrecognised(m.group(0))
        affects = make(None)
    stat = changes(m.group("what"))
    if set(stat) - {"atk", "health", "gain_keywords"}:
        raise Unrecognised(m.group(0))
    return affects, stat


def placed(m: re.Match, power: dict[str, Any], in_play: str, ongoing: str) -> Piece:
    """A power of the card in play (704.1a), or, after 'Ongoing:', of the ability in play (305.2)."""
    if m.group("ongoing"):
        return Piece(X_ON_HOST if power["affects"] == {"host": True} else ongoing, ongoing=power)  # enc-stat (s9)
    return Piece(in_play, powers=[{"continuous": power}])


def registered(pattern: str, build: Callable[[re.Match], Piece], in_play: str, ongoing: str) -> None:
    """A shape read ahead of the other 'while' shapes, its power on an ally or equipment, or on an ability."""
    FIRST.insert(0, (re.compile(pattern), build))
    for kind in ("ally", "weapon", "armor", "item"):
        ALLOWED[kind] += (in_play,)
    ALLOWED["ability"] += (ongoing,)


def in_combat_with(m: re.Match) -> Piece:
    """The power (see above): on the card itself, your hero or a group; with 'while your hero is in
    combat with …', on the card itself only (your hero and the foe each in combat)."""
    sentence = m.group(0)
    affects, stat = combatant(m)
    other = foe(m.group("foe"), sentence)
    if m.group("hero"):  # 'while your hero is in combat with …': your hero and the foe, each in combat
        if affects != {"this": True} or not apart(YOUR_HERO, other):
            raise Unrecognised(sentence)
        power = {"affects": affects, **stat, "while_exists": [{**YOUR_HERO, "in_combat": True}, other]}
    else:
        if affects == {"this": True}:
            other = {**other, "other": True}
        elif not apart(affects, other):
            raise Unrecognised(f"a foe in combat that could be an affected card: {sentence}")
        power = {"affects": affects, **stat, "while": {"in_combat": True}, "while_exists": [other]}
    return placed(m, power, IN_COMBAT_WITH, ONGOING_IN_COMBAT_WITH)


registered(rf"^(?P<ongoing>Ongoing ?: ?)?{WHO} (?:has|have) (?P<what>[^.]+?) while "
           r"(?:(?P<hero>your hero) is )?in combat with (?P<foe>your hero|an? [^.,]+)\.$",
           in_combat_with, IN_COMBAT_WITH, ONGOING_IN_COMBAT_WITH)


# -- enc-stat: 'while defending', and an ongoing ability's 'while attacking' / 'while defending' --------
# "Your hero has +1 ATK while defending" (a power of the card in play, 704.1a; after an ability's
# 'Ongoing:', one of its powers in play, 305.2a), "Ongoing: Opposing heroes and allies have -1 ATK
# while attacking": the power has an effect on each affected card only while it is the attacker
# (602.1) or the defender (602.3), a 'while' on each card (714.3a).

IN_DEFENCE = "a power of the card in play: while the cards it affects are defending"
ONGOING_FIGHTING = "ongoing: a group or your hero has, while attacking or defending"


def while_fighting(m: re.Match) -> Piece:
    """The power (see above), with a 'while' on each affected card: attacking or defending."""
    affects, stat = combatant(m)
    if affects == {"host": True}:  # enc-stat (s9): an attachment's host in combat is not read (no harness board)
        raise Unrecognised(m.group(0))
    return placed(m, {"affects": affects, **stat, "while": {m.group("role"): True}}, IN_DEFENCE, ONGOING_FIGHTING)


registered(rf"^(?P<ongoing>Ongoing ?: ?)?{WHO} (?:has|have) (?P<what>[^.]+?) while "
           r"(?P<role>defending|(?(ongoing)attacking|(?!x)x))\.$", while_fighting, IN_DEFENCE, ONGOING_FIGHTING)


# -- enc-stat (s9): a power in play whose number is X, read from the game as it is now (714.2) ------------
# "This weapon has +X ATK, where X is the highest cost among Dragonkin allies you control", "NAME has +X
# ATK / +X health, where X is the combined DEF of your armor", "Your hero has Assault X, where X is NAME's
# ATK", "Ongoing: Attached ally has +X health, where X is the
# highest DEF among your armor": an indefinite continuous power of the card in play (704.1a; on an
# ability, of the ability in play after 'Ongoing:', 305.2a), whose X is never locked in but read from the
# cards as they now are (714.2): a Total of the cards' ATK, health, DEF, damage or printed cost, summed
# or the highest (709.2d's words, read continuously); a modifier that changes the values it reads comes
# first (719.1). Assault X is +X ATK on its controller's own turns. Only X said once per number; a
# modifier made by a resolving link ('… this turn, where X is …') is not read here: its X is locked in
# as the link resolves (709.2d), which a Total is not.

TOTAL_STATS = {"ATK": "atk", "[ATK]": "atk", "cost": "cost", "health": "health", "[Health]": "health",
               "DEF": "defense", "[DEF]": "defense", "damage": "damage"}
ARMOR_TRAITS = ("Cloth", "Leather", "Mail", "Plate")  # an armor's kind, a tag on its type line (202.1)


def totalled(words: str) -> dict[str, Any]:
    """The cards an X adds up or takes the highest of, named in the plural: 'your armor', 'Plate armor
    you control', 'Leather and Mail armor you control' (armor with those tags), 'Trolls in your party'
    (heroes and allies of that trait, 206.1a), 'Dragonkin allies you control', 'other allies you control'."""
    m = re.fullmatch(r"(?:your (?P<mine>armor|weapons)|(?P<traits>[A-Z]\w+(?: and [A-Z]\w+)*) armor you control)", words)
    if m and m.group("mine"):
        return {"kind": m.group("mine").rstrip("s"), "controller": "you"}
    if m:
        traits = m.group("traits").split(" and ")
        if any(t not in ARMOR_TRAITS for t in traits):
            raise Unrecognised(f"an armor's kind: {words}")
        return {"kind": "armor", "controller": "you",  # an armor's kind is a tag on its type line (202.1)
                **({"tag": traits[0]} if len(traits) == 1 else {"any": [{"tag": t} for t in traits]})}
    named = named_group(words, False)
    if named and named["kind"] == "character":
        return named
    if not re.search(r"\b(?:allies|heroes|weapons|armor)\b", words):
        raise Unrecognised(f"an amount's cards: {words}")
    aimed, spec = selector(f"each {words}")
    if aimed or spec.get("trait", TRAITS[0]) not in TRAITS:
        raise Unrecognised(f"an amount's cards: {words}")
    return spec


def x_is(words: str) -> dict[str, Any]:
    """The X a sentence names, as a Total read from the game as it is now (714.2)."""
    host = shapes_host_value.amount(words)  # enc-while1: 'attached ally's ATK'
    if host:
        return host
    m = re.fullmatch(r"the (?P<take>highest|combined) (?P<stat>ATK|cost|health|\[Health\]|DEF|\[DEF\]|damage) "
                     r"(?:among|of|on) (?P<group>.+)", words)
    if m:
        joined = {"highest": "among", "combined": "on" if m.group("stat") == "damage" else "of"}[m.group("take")]
        if f" {joined} " not in words:  # 'the highest cost of', 'the combined ATK among': no such phrase
            raise Unrecognised(f"an X: {words}")
        if m.group("take") == "highest" and m.group("stat") == "damage":
            raise Unrecognised(f"an X: {words}")
        return {"total": TOTAL_STATS[m.group("stat")], "of": totalled(m.group("group")),
                **({"take": "highest"} if m.group("take") == "highest" else {})}
    m = re.fullmatch(r"(?P<whose>NAME|your hero)'s (?P<stat>ATK|health)", words)
    if m:  # the card itself (200.1), or your hero
        return {"total": m.group("stat").lower(), "of": {"this": True} if m.group("whose") == "NAME" else dict(YOUR_HERO)}
    raise Unrecognised(f"an X: {words}")


X_SIGNED = re.compile(r"\+X (?P<stat>ATK|health|\[Health\]|DEF|\[DEF\])")


def x_changes(what: str, amount: dict[str, Any]) -> dict[str, Any]:
    """What the card has, each number X: '+X ATK', '+X ATK / +X health', '+X [Health]', '+X DEF', or
    Assault X (+X ATK on its controller's own turns, 'during'; its keyword names no number, so it
    is not given)."""
    if what == "Assault X":
        return {"atk": dict(amount), "during": "your-turn"}
    mended = shapes_counted_mend.x_mend(what, amount)  # enc-while1: 'Mend X', a power gained
    if mended:
        return mended
    stat: dict[str, Any] = {}
    for part in re.split(r" ?/ ?| and ", what):
        m = X_SIGNED.fullmatch(part)
        field = {"ATK": "atk", "DEF": "def", "[DEF]": "def"}.get(m.group("stat"), "health") if m else None
        if field is None or field in stat:
            raise Unrecognised(f"an X change: {what}")
        stat[field] = dict(amount)
    return stat


X_IN_PLAY = "a power of the card in play: a number X read from the game"


def where_x(m: re.Match) -> Piece:
    """The power (see above): on the card itself or your hero (a card in play), or, after an ability's
    'Ongoing:', on the card it is attached to (400.4) or your hero; an X change of DEF ('NAME has +X
    DEF, where X is your hero's ATK') is refused: no board shows it but a packet armor lowers."""
    sentence, who, ongoing = m.group(0), m.group("who"), bool(m.group("ongoing"))
    if who in SELF and not ongoing:
        affects: dict[str, Any] = {"this": True}
    elif who == "Your hero":
        affects = dict(YOUR_HERO)
    elif who.startswith("Attached ") and ongoing:
        affects = {"host": True}
    else:
        raise Unrecognised(sentence)
    if len(re.findall(r"\bX\b", sentence)) != len(re.findall(r"\bX\b", m.group("what"))) + 1:
        raise Unrecognised(f"an X said elsewhere in the sentence: {sentence}")
    stat = x_changes(m.group("what"), x_is(m.group("amount")))
    if "def" in stat:  # a change of DEF shows only as armor lowers a packet (717.2c): not read here yet
        raise Unrecognised(f"an X change of DEF: {sentence}")
    shapes_counted_mend.placed([stat], affects, sentence)  # enc-while1: 'Mend X'
    power = {"affects": affects, **stat}
    if shapes_host_value.reads_host(stat) and not (ongoing and affects == YOUR_HERO):  # enc-while1: only an attachment's
        raise Unrecognised(f"an X read from the attached card, said of another: {sentence}")  # own hero's, 305.2a
    if ongoing and shapes_host_value.reads_host(stat):
        return Piece(shapes_host_value.SHAPE, ongoing=power)
    if ongoing:
        return Piece(X_ON_HOST if affects.get("host") else "ongoing: your hero has", ongoing=power)
    return Piece(X_IN_PLAY, powers=[{"continuous": power}])


FIRST.insert(0, (re.compile(r"^(?P<ongoing>Ongoing ?: ?)?(?P<who>NAME|This (?:ally|weapon|armor|item)|Your hero|"
                            r"Attached (?:ally|hero|character)) has (?P<what>[^.,]+?), where X is (?P<amount>[^.,]+)\.$"),
                 where_x))
for kind in ("ally", "weapon", "armor", "item"):
    ALLOWED[kind] += (X_IN_PLAY,)


# -- enc-stat (s9): more counts for a power in play (714.2) -------------------------------------------------
# "NAME has +1 ATK for each strength counter on it", "Your hero has Assault 1 for each depth counter on
# NAME" (the counters of that name on the card with the power, 404.1a), "This ally has +1 / +1 for each
# damage on opposing heroes" (the damage on those cards, 405.1, as it now stands), "NAME has +1 / +1 for
# each card in all players' hands" (415). ('for each hero in play', 'for each Protector in play' are not
# read: the pool harness can't put a hero, nor take one away.)

def counted_more(words: str) -> dict[str, Any] | None:
    """The amount a 'for each' names beyond the cards ``counted_cards`` reads: counters on the card
    with the power ({counters: name}), damage on a group ({total: damage}), the cards in every hand;
    None for other words."""
    m = re.fullmatch(r"(?P<name>[a-z][a-z-]*) counter on (?:it|him|her|NAME|this (?:ally|weapon|armor|item|ability))", words)
    if m:
        return {"counters": m.group("name")}
    m = re.fullmatch(r"damage on (?P<group>(?:opposing|friendly) (?:heroes|allies|heroes and allies)|heroes|allies)", words)
    if m:
        aimed, spec = selector(f"all {m.group('group')}")
        if aimed:
            raise Unrecognised(f"a count: {words}")
        return {"total": "damage", "of": spec}
    if words == "card in all players' hands":
        return out_of_play("card", "all", "hands")
    own = shapes_own_damage_count.counted(words)  # enc-end1: 'damage on your hero', 'damage on allies in your party'
    if own is not None:
        return own
    more = counted_words(words)  # enc-if3
    if more is not None:
        return more
    more = shapes_counted_lists.counted(words)  # enc-has5: 'opposing exhausted hero, ally, and equipment'
    if more is not None:
        return more
    more = shapes_attached_count.counted(words)  # enc-while1: 'ability you control attached to opposing heroes and allies'
    if more is not None:
        return more
    more = shapes_keyword_count.counted(words)  # enc-while2: 'each Protector in play'
    if more is not None:
        return more
    m = re.fullmatch(r"(?P<what>attachment|ability) attached to (?:him|her|it|NAME)", words)  # enc-if (s12): on the card
    if m:  # itself (400.1; an attachment of any kind), checked by counted_or_while
        return {**({"kind": "ability"} if m.group("what") == "ability" else {}), "attached_to": {"this": True}}
    return None


OF_YOUR = {"weapons": "weapon", "armor": "armor", "items": "item", "allies": "ally", "abilities": "ability"}


def counted_words(words: str) -> dict[str, Any] | None:
    """enc-if3: 'ongoing ability you control' (an ability with the Ongoing tag, 305.2), '[Arcane] card you control'
    (a card whose damage type is arcane, the icon on its ATK line, 205.1), 'each of your weapons' (those you
    control, 401.3); None for other words."""
    m = re.fullmatch(r"(?:ongoing|Ongoing) ability you control", words)
    if m:
        return {"kind": "ability", "tag": "Ongoing", "controller": "you"}
    m = re.fullmatch(rf"\[(?P<icon>{'|'.join(t.capitalize() for t in DAMAGE_TYPES)})\] card you control", words)
    if m:
        return {"damage_type": m.group("icon").lower(), "controller": "you"}
    m = re.fullmatch(rf"of your (?P<noun>{'|'.join(OF_YOUR)})", words)
    return {"kind": OF_YOUR[m.group("noun")], "controller": "you"} if m else None


def amount_stat(what: str, stat: dict[str, Any], count: dict[str, Any]) -> dict[str, Any]:
    """'+1 ATK for each strength counter on it': each number of the change times the counters; '+1 / +1
    for each damage on opposing heroes': the damage itself (a total, never a multiple); Assault N is +N
    ATK on its controller's own turns (``stat_change``); other keywords can't be counted."""
    during = {}
    if re.fullmatch(r"Assault \d+", what):
        during = {"during": stat.pop("during")}
        stat.pop("gain_keywords")
    if set(stat) - {"atk", "health"}:
        raise Unrecognised(f"'for each' with more than ATK and health: {what}")
    if "total" in count:
        if any(n != 1 for n in stat.values()):
            raise Unrecognised(f"a total of damage other than +1 for each: {what}")
        return {**{k: dict(count) for k in stat}, **during}
    return {**{k: {**count, **({"times": n} if n != 1 else {})} for k, n in stat.items()}, **during}


# -- enc-stat (s10): a modifier this turn whose number is a count, read as the link resolves (709.2d) ------------
# "Target ally has +1 ATK this turn for each resource you control", "Opposing heroes and allies have -1 health this
# turn for each ongoing ability you control", "When NAME enters play, your hero has +1 ATK this turn for each ally
# you control": the resolving link makes a modifier on the cards the subject names, ending in the wrap-up step
# (503.2a), whose change is the count the sentence names; the engine reads it as the link resolves and locks it
# in (709.2d: ``effects.locked_in``), so later changes to the count change nothing. Only ATK and health (and
# Assault N, +N ATK on its controller's own turns) are counted; a 'while', a resistance or another keyword is refused.

def this_turn_counted(m: re.Match) -> Piece:
    """The modifier (see above), its numbers 'N for each card counted' (``counted_stat``)."""
    who, spec, affects = read(m, m.group("who")[0].upper() + m.group("who")[1:])
    if who == "the attached card" or re.search(r"\bwhile\b", m.group("what")):
        raise Unrecognised(m.group(0))
    stat = counted_stat(m.group("what"), counted_cards(m.group("each")))
    if set(stat) - {"atk", "health", "during"}:
        raise Unrecognised(m.group(0))
    if any("counters" in v and v["counters"] for v in (stat.get("atk"), stat.get("health")) if isinstance(v, dict)) \
            and re.search(r" on (?:it|him|her)$", m.group("each")) and who != "the card itself":
        raise Unrecognised(f"counters on 'it', which may be another card than the one with the power: {m.group(0)}")
    return Piece(f"modifier this turn: {who}", **spec,
                 effects=[lambda slot: {"create_continuous": {"affects": affects(slot), **stat}, "duration": "this-turn"}])


FIRST.insert(0, (re.compile(rf"^{VERB} this turn for each (?P<each>[^.,]+)\.$"), this_turn_counted))


# -- enc-stat (s10): Assault beside other keywords in a modifier this turn (700.1) --------------------------------
# "Target ally has Assault 2, Ferocity, and Long-Range this turn", "Your hero has Assault 2 and Stealth this turn":
# Assault N is +N ATK on its controller's own turns only, the other keywords apply on every turn: the link makes
# two modifiers (709.2e), each ending in the wrap-up step (503.2a), so Assault's turn limit is not put on the others
# (as ``assault_and`` reads a power in play). Only set keywords beside it (a stat beside Assault is refused).

def assault_this_turn(m: re.Match, who: str, spec: dict[str, Any], affects: Callable[[str | None], dict[str, Any]]) -> Piece:
    """The two modifiers (see above) on the cards the subject names."""
    stats = assault_and(m.group("what"))
    return Piece(f"modifier this turn: {who}", **spec, effects=[
        lambda slot, stat=stat: {"create_continuous": {"affects": affects(slot), **stat}, "duration": "this-turn"}
        for stat in stats])


# -- enc-stat (s10): what the cards have, and what can't happen to them, in one sentence (714, 103.2) --------------
# "Your weapons have +1 ATK and can't be targeted by opponents" (a card's powers in play, 704.1a), "Monster heroes
# and allies you control have Stealth and can't be targeted by opponents this turn" (the resolving link's
# modifiers, ending in the wrap-up step, 503.2a): the sentence read as its two parts, each by its own shape (a
# modifier, ``while_in_play`` / ``this_turn``; a prohibition, ``cant_be``), on the same cards and with the same
# duration (714.3c: the modifiers one sentence makes share its duration). After 'Ongoing:' (one power per sentence, pool_shapes.ability) it is refused.

def has_and_cant(m: re.Match) -> Piece:
    """The two parts (see above), joined into one piece."""
    turn = " this turn" if m.group("turn") else ""
    parts = [first_match(THIS_TURN + SHAPES, f"{m.group('who')} {m.group('verb')} {m.group('what')}{turn}.", "a modifier"),
             first_match(THIS_TURN, f"{m.group('who')} can't be {m.group('cant')}{turn}.", "a prohibition")]
    if {p.shape for p in parts} != {parts[0].shape} or parts[0].parts.get("target") != parts[1].parts.get("target") \
            or any(set(p.parts) - {"target", "effects", "powers"} for p in parts):
        raise Unrecognised(m.group(0))
    joined: dict[str, Any] = {k: v for k, v in parts[0].parts.items() if k == "target"}
    for field in ("effects", "powers"):
        if any(field in p.parts for p in parts):
            joined[field] = [x for p in parts for x in p.parts.get(field, [])]
    return Piece(parts[0].shape, **joined)


THIS_TURN.insert(0, (re.compile(rf"^(?P<who>NAME|Your hero|Target [^.]+?|[A-Z][\w-]*(?: [\w-]+)*?) (?P<verb>has|have|is|are) "
                                rf"(?P<what>[^.]+?),? and can't be (?P<cant>{'|'.join(CANT)})(?P<turn> this turn)?\.$"),
                     has_and_cant))


# -- enc-stat (s11): a cost change by a count, more or less, to play or to strike with (707.1e) ------------------
# "You pay 1 more to play NAME for each card in opposing hands", "You pay 1 more to strike with NAME for each card
# in your hand", "You pay 1 less to strike with weapons for each weapon you have": a continuous power of the card
# (305.2; on an ability, after 'Ongoing:', of the ability in play) changing the play cost of the cards named, as
# they are played from the hand (the card's own, working in the hand, 712.4), or the strike cost of the weapons
# named (303.2), by N for each card counted, counted as the cost is worked out (707.1e): additions first, then
# reductions, never below 0 (403.2) nor below the reduction's own minimum. The cards counted are read as a power
# in play counts them (``counted_cards``); what you have in play is what you control (401.3). 'Less to play NAME
# or this ability' is the costs family's (costs.COUNTED); a quest's completion cost is the costs family's too.

from shapes import costs as shapes_costs  # noqa: E402

COUNTED_COST = re.compile(
    r"^(?!You pay \S+ less to play (?:NAME|this ability) for each )(?P<ongoing>Ongoing ?: ?)?You pay [\[(]?(?P<n>\d+)[\])]? "
    r"(?P<dir>less|more) to (?P<verb>play|strike with) (?P<group>NAME|[\w -]+?) for each (?P<what>[^.,]+?)"
    r"(?:, to a minimum of [\[(]?(?P<min>\d+)[\])]?)?\.$")


def counted_cost(m: re.Match) -> Piece:
    """The cost change (see above): {count, times} on play_cost or strike_cost."""
    sentence, verb = m.group(0), m.group("verb")
    field = "strike_cost" if verb == "strike with" else "play_cost"
    times = int(m.group("n")) * (-1 if m.group("dir") == "less" else 1)
    if m.group("min") and times > 0:  # a minimum limits a reduction only
        raise Unrecognised(sentence)
    if m.group("group") == "NAME":
        if m.group("ongoing"):  # an ability's own cost is no power of it in play
            raise Unrecognised(sentence)
        affects: dict[str, Any] = {"this": True}
    else:
        affects = {**shapes_costs.group(m.group("group"), verb, False, sentence), "controller": "you"}
    what = re.sub(r"^(.+) you have$", r"\1 you control", m.group("what"))  # the cards you have in play (401.3)
    try:
        count = counted_cards(what)
    except Unrecognised:
        raise Unrecognised(f"a cost change's count: {sentence}") from None
    if set(count) & {"counters", "total"}:  # a count of cards only: counters and damage are not read here
        raise Unrecognised(f"a cost change's count: {sentence}")
    stat = {"affects": affects, field: {"count": count, "times": times},
            **({"minimum": int(m.group("min"))} if m.group("min") else {})}
    if m.group("ongoing"):
        return Piece(shapes_costs.ONGOING_CHANGE, ongoing=stat)
    return Piece(shapes_costs.LASTING_CHANGE, powers=[{"continuous": stat}])


FIRST.insert(0, (COUNTED_COST, counted_cost))


# -- enc-stat (s11): 'for each strength counter', naming no card: the counters on the card with the power (404.1a) ----
# "Your Melee weapons have +1 ATK for each strength counter." (Weapon Mastery, whose own triggered power puts
# strength counters on it), "Attached character has -1 health for each fatigue counter.": a power of a card in play
# counts counters of that name; the sentence names no card they are on, and the card with the power is the one the
# text puts them on, so the count is of the counters on that card (404.1a), as 'for each strength counter on it' is
# on the card itself. Only in a power of a card in play (``counted_or_while``), never in a modifier a link makes.

def own_counters(words: str) -> dict[str, Any] | None:
    """{counters: name} for '<name> counter' alone; None for other words."""
    m = re.fullmatch(r"(?P<name>[a-z][a-z-]*) counter", words)
    return {"counters": m.group("name")} if m else None


def counters_put_here(entry: dict[str, Any], pieces: list[Piece]) -> None:
    """The card's 'for each <name> counter' (naming no card) is read only if its own text puts counters of that
    name on itself (a put_counters effect with no card named, or on the card itself): else the counters may be on
    some other card, and the sentence is refused."""
    wanted = {n for p in pieces for n in p.parts.get("bare_counters", [])}
    put = {d.get("named") for d in nested_dicts(entry.get("powers", []))
           if "put_counters" in d and d.get("on", {"this": True}) == {"this": True}}
    for name in sorted(wanted - put):
        raise Unrecognised(f"'for each {name} counter' naming no card, and the card puts no {name} counters on itself")


# enc-while1: 'Assault X while your hero is attacking, where X is the ATK of a defender', ahead of where_x
from shapes import x_of_defender as shapes_x_of_defender  # noqa: E402
FIRST[0:0] = shapes_x_of_defender.SHAPES
