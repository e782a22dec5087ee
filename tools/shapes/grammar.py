"""The compositional part of the sentence grammar: a sentence read as parts, each mapped to the card
language, so that every part composes with every other.

* A trigger prefix before any effect sentence ("When NAME enters play, [you may] <effect>.") is read
  in ``shapes/triggers.py``: the effect by the same shapes as an ability's (``pool_shapes.piece``).
* An effect sentence as a subject, a verb phrase and an object: "Your hero deals 3 fire damage to",
  "NAME heals 2 damage from", "Destroy", "Exhaust", "Ready", then a selector: "target …" (one card
  chosen as the link is announced, 706.1) or "each …" / "all …" (every card that fits as it
  resolves, 709.1), with a controller (opposing, friendly, you control, in your party, an opponent
  controls), a state (exhausted, ready, damaged, undamaged; before or after 'opposing'), a class
  icon ('[Hunter] equipment', 206.1a) or an ally's damage type ('[Arcane] ally', 205.1), token or non-token (404.2), a character's trait or a list of
  traits (any of them, 206.1a), a faction ('Horde ally', 206.1b), a tag (Monster, Unique, 202.1),
  'non-' one of these (the selector's 'not'), a printed cost (403.5a); "target resource", "all resources
  you control": a card in a resource row (412); "your hero" is one card, no
  target; "heals all damage from" heals each card of its own damage (407.2); "each other …" leaves the card with the
  power out; "(each of) up to N target …" is one slot of as many as N targets (707.1d). "… deals N
  damage to X and heals N damage from itself / your hero / each …" adds the heal, in the order
  written (709.2). It gives the outputs the one-sentence shapes it replaced gave, under their names.
  The effects that make or move cards (tokens, hands, decks, graveyards) are in ``shapes/effects.py``.
"""
from __future__ import annotations

import re
from typing import Any, Callable

from shapes.base import DAMAGE_TYPES, NOUN_TAGS, NUMBERS, Piece, Unrecognised, pool_traits
from shapes.name_words import named_ally  # enc-if4

SHAPE = "a triggered power: a trigger and an effect"  # the shape of tools/shapes/triggers.py's powers
# -- effect sentences: a subject, a verb phrase and its object -----------------------------------------
# The object is a selector: 'target' (one card chosen as the link is announced, 706.1) or 'each' / 'all'
# (every card that fits as it resolves, 709.1), then a controller, a state, a trait, a kind, and a
# controller or cost after the kind.
KIND_WORDS = {"hero or ally": "character", "heroes and allies": "character", "hero and ally": "character",
              "heroes and/or allies": "character",
              "ally": "ally", "allies": "ally", "hero": "hero", "heroes": "hero", "weapon": "weapon",
              "weapons": "weapon", "armor": "armor", "item": "item", "items": "item", "equipment": "equipment",
              "ability": "ability", "abilities": "ability",
              "quest": "quest", "location": "location"}  # enc-effect: 'target quest' (in play, a resource row's, 412)
KIND_LIST = r"(?:ability|ally|equipment|weapon|armor|item|location|quest)(?:(?:, | or |, or )(?:ability|ally|equipment|weapon|armor|item|location|quest))+"
WITH_KEYWORD = "Protector|Elusive|Stealth|Ferocity|Untargetable|Mend"  # enc-enter6: Mend (any Mend N, 700.1); 'with A or B'
WITH_KEYWORD += "|Assault"  # enc-deal4: any Assault N, as Mend (700.1)
OBJECT = re.compile(
    r"^(?P<which>target|each|all) (?P<other>other )?(?:(?P<state0>exhausted|ready|damaged|undamaged) (?=opposing|friendly))?"
    r"(?:(?P<rel>opposing|friendly) )?(?:(?P<state>exhausted|ready|damaged|undamaged|attacking|defending) )?"
    r"(?:\[(?P<icon>[A-Z][a-z]+(?: Knight)?)\] )?(?:(?P<token>non-token|token) )?"
    r"(?:(?P<non>non-)?(?P<trait>[A-Z][a-z]+(?: [A-Z][a-z]+)?) )?"
    rf"(?P<kind>{'|'.join(sorted(KIND_WORDS, key=len, reverse=True))}|{KIND_LIST})(?P<named> named NAME)?"
    r"(?P<whose> you control| in your party| an opponent controls)?"
    r"(?: with cost (?P<cost>\d+)(?P<bound> or less| or more)?)?(?: with (?P<hurt>\d+) or more damage on it)?"
    rf"(?: with ATK (?P<atk>\d+) or less)?(?: with (?:(?P<kw0>{WITH_KEYWORD}), )?(?P<kw>{WITH_KEYWORD})"
    rf"(?:(?P<comma>,)? or (?P<kw2>{WITH_KEYWORD}))?)?$")  # enc-enter2; enc-reward10: 'with A, B, or C' (kw0)
# its ATK as it now is (205.1); a keyword it now has (700.1)
CARD_IN_PLAY = re.compile(r"^target card in play(?P<whose> you control| an opponent controls)?$")
ICON_CARD = re.compile(r"^(?P<which>target|each|all) (?P<other>other )?(?:(?P<word>[A-Z][a-z]+) or )?"
                       r"\[(?P<icon>Arcane|Fire|Frost|Holy|Nature|Shadow|Melee|Ranged)\] "
                       r"cards?(?P<whose> you control)?$")  # enc-enter7: 205.1b
UP_TO = re.compile(r"^(?:each of )?up to (?P<n>two|three|four|five) (?=target )")
NOT_TRAITS = ("Monster", "Raiding", "Dungeon", "Token", "Unique", "Horde", "Alliance")  # tags, card kinds or factions, not traits
TAG_WORDS = ("Pet", "Totem")  # words on an ally's type line after its traits: tags ('Pet (1)'), not traits (202.1)
# enc-deals: a tag said alone after 'target' that only allies print in the pool (82 allies and 2 ally tokens carry
# 'Pet (N)' at the right end of their type line, 202.2; no other kind of card does): the card is an ally, not a guess
ALLY_ONLY_TAGS = ("Pet",)
STATE = {"exhausted": {"exhausted": True}, "ready": {"exhausted": False}, "damaged": {"damaged": True},
         "undamaged": {"damaged": False},  # 'ready': not exhausted (411)
         "attacking": {"attacking": True}, "defending": {"defending": True}}  # in the current combat (602.1, 602.3)
COMBATANT = re.compile(r"^(?P<head>(?:target|each|all) (?:(?:opposing|friendly) )?)(?P<role>attacker|defender)(?P<s>s?)$")
BOUND = {" or less": "cost_at_most", " or more": "cost_at_least", None: "cost"}
FACE_UP = ("quest", "location")  # the cards that may be face up in a resource row (412.1b)
RESOURCE = re.compile(r"^(?P<which>target|each|all) (?:(?P<rel>opposing) )?(?P<up>face-up )?resource(?P<s>s?)"
                      r"(?P<whose> you control| an opponent controls)?$")


# enc-deal2: a faction icon, or both ('and' of a group, 'or' of one card: a card with either), after the article
# enc-turn7: an icon in capitals ('[HORDE]', as one data set prints every icon), and '[Horde] or Monster hero or ally': a
# card with that icon or the Monster tag (206.1b, 202.1)
FACTION_ICONS = re.compile(r"^(?P<head>(?:target|each|all) (?:other )?(?:(?:opposing|friendly) )?)\[(?P<a>Horde|Alliance|HORDE|ALLIANCE)\]"
                           r"(?: (?P<joined>and|or) \[(?P<b>Horde|Alliance|HORDE|ALLIANCE)\])?(?P<monster> or Monster)?"
                           r" (?P<rest>(?!\[).+)$")


def factioned(m: re.Match) -> tuple[bool, dict[str, Any]]:
    """The selector without the icons, and the faction: one, or either of two different ones."""
    aimed, spec = selector(m.group("head") + m.group("rest"))
    factions = [f.capitalize() for f in (m.group("a"), m.group("b")) if f]
    if len(set(factions)) != len(factions) or (m.group("joined") == "or") != (aimed and len(factions) > 1) \
            and len(factions) > 1 or "faction" in spec or "any" in spec or "faction" in spec.get("fits", {}) \
            or m.group("monster") and (len(factions) > 1 or "tag" in spec or "tag" in spec.get("fits", {})):
        raise Unrecognised(m.group(0))
    said = {"faction": factions[0]} if len(factions) == 1 else {"any": [{"faction": f} for f in factions]}
    if m.group("monster"):  # enc-turn7: that icon, or a Monster (202.1)
        said = {"any": [said, {"tag": "Monster"}]}
    return (True, {**spec, "fits": {**spec.get("fits", {}), **said}}) if aimed else (False, {**spec, **said})


def selector(words: str) -> tuple[bool, dict[str, Any]]:
    """The object's words → (a target?, its description): a target slot's fields (kind, controller,
    'fits' for the rest, 706.1) or a group's selector (709.1)."""
    either = AND_OR.match(words)  # enc-enter13: 'each Demon and/or Monster hero and ally you control'
    if either:
        return False, and_or(either)
    attacking = ATTACKING.search(words)  # enc-put: 'target ally attacking your hero'
    if attacking:
        return attacker_of(words[:attacking.start()], ATTACKED[attacking.group("what")])
    bounded = COST_BOUND.search(words)  # enc-put: '… with cost less than or equal to the number of allies you control'
    if bounded:
        if bounded.group("joined") == "and" and not re.search(r" with [A-Z]\w*(?:,? or [A-Z]\w*)?$|, [A-Z]\w*,? or [A-Z]\w*$",
                                                              words[:bounded.start()]):
            raise Unrecognised(words)  # enc-reward10: 'and cost' only after 'with <keywords>', one 'with' for both
        return cost_bounded(words[:bounded.start()], bounded.group("counted"))
    yours = EACH_OF_YOUR.match(words)  # enc-reward8: 'each of your armor' is 'each armor you control' (401.1)
    if yours:
        return selector(f"each {yours.group('other') or ''}{yours.group('noun')} you control")
    word = NAME_WORD.search(words)  # enc-reward8: 'each other card you control with Scarlet in its name'
    if word:
        return name_worded(words[:word.start()], word.group("word"))
    atk = ATK_BOUND.search(words)  # enc-if8: 'each ally with 5 or less ATK': its ATK as it now is (205.1)
    if atk:
        return atk_bounded(words[:atk.start()], int(atk.group("n")), atk.group("bound"))
    said = SUFFIX.search(words)  # enc-eff (s9): '… that entered play this turn', '… with damage' after the card's words
    if said:
        aimed, spec = selector(words[:said.start()])
        fits = SUFFIXES[said.group("suffix")]
        if set(fits) & set(spec.get("fits", {}) if aimed else spec) \
                or (aimed and " haven't " in said.group(0)):  # enc-put: 'that haven't …' after a group only
            raise Unrecognised(words)  # 'target damaged ally with damage': said twice
        # (enc-enter7: a group's 'that was dealt damage this turn' too: each card of it judged by the turn's events, 703.4)
        if aimed and spec.get("controller") == "opposing" and fits.get("this_turn", {}).get("event") == "enters-play":
            raise Unrecognised("an opposing target that entered play this turn: no pool test plays an opponent's card "
                               "into play on his turn before the target is chosen")
        if aimed:
            return True, {**spec, "fits": {**spec.get("fits", {}), **fits}}
        return False, {**spec, **fits}
    several = UP_TO.match(words)  # 'up to two target allies': a slot of as many as N targets (707.1d)
    if several:  # enc-deals: 'up to three target resources' names each one as 'target resource' does (412)
        aimed, spec = selector(re.sub(r"^target (face-up )?resources$", r"target \1resource", words[several.end():]))
        if not aimed:
            raise Unrecognised(words)
        return True, {**spec, "count": NUMBERS[several.group("n")], "up_to": True}
    faction = FACTION_ICONS.match(words)
    if faction:  # enc-deal2: '[Horde] ally', '[Alliance] and [Horde] allies': the faction icon printed (206.1b)
        return factioned(faction)
    listed = trait_list(words)
    if listed:
        return listed
    combatant = COMBATANT.match(words)  # 'target attacker': the hero or ally now attacking (602.1) or defending (602.3)
    if combatant:
        if (combatant.group("head") == "all ") != bool(combatant.group("s")):
            raise Unrecognised(words)  # 'all attacker', 'target attackers'
        kind = "heroes and allies" if combatant.group("s") else "hero or ally"
        words = f"{combatant.group('head')}{combatant.group('role')[:-2]}ing {kind}"
    icon_card = ICON_CARD.match(words)
    if icon_card:  # enc-enter7: '[Nature] card', '[Fire] cards you control': a card in play of that damage type (205.1b)
        whose = {" you control": {"controller": "you"}, "": {}}[icon_card.group("whose") or ""]
        icon = icon_card.group("icon")
        if icon_card.group("word") not in (None, icon):
            raise Unrecognised(words)
        typed = {"damage_type": icon.lower()}  # 'Frost or [Frost] card': the talent's tag (202.1) or the type (205.1b)
        spec = {"kind": "card", **whose, **({"any": [{"tag": icon}, typed]} if icon_card.group("word") else typed),
                **({"other": True} if icon_card.group("other") else {})}
        if icon_card.group("which") == "target":
            return True, {"kind": "card", **whose, "fits": {k: v for k, v in spec.items() if k not in ("kind", "controller")}}
        return False, spec
    in_play = CARD_IN_PLAY.match(words)
    if in_play:  # enc-enter3: 'target card in play [you control]': any one card in play, of any kind (706.1)
        whose = {" you control": "you", " an opponent controls": "opposing"}.get(in_play.group("whose") or "")
        return True, {"kind": "card", **({"controller": whose} if whose else {})}
    if words == "your hero":  # one card, not chosen: your hero (no target, 706.1)
        return False, {"kind": "hero", "controller": "you"}
    hero_and = re.fullmatch(r"your hero and (?P<rest>each (?:other )?ally (?:in your party|you control))", words)
    if hero_and:  # enc-enter2: 'your hero and each other ally in your party': either card, a group of both (709.1)
        return False, {"any": [{"kind": "hero", "controller": "you"}, selector(hero_and.group("rest"))[1]]}
    row = RESOURCE.match(words)
    if row:  # 'target resource', 'each resource you control': a card in a resource row (412)
        if (row.group("which") == "all") != (row.group("s") == "s") or (row.group("rel") and row.group("whose")):
            raise Unrecognised(words)  # 'target resources', 'each resources', 'all resource'
        controller = row.group("rel") or {" you control": "you", " an opponent controls": "opposing"}.get(row.group("whose"))
        spec = {"kind": "card", "row": "resource", **({"controller": controller} if controller else {})}
        aimed = row.group("which") == "target"
        if row.group("up") and aimed:  # enc-dealt: 'target face-up resource': a quest or location there (412.1b),
            spec["fits"] = {"kinds": list(FACE_UP)}  # never a blank face-down one
        elif row.group("up"):
            spec = {"kinds": list(FACE_UP), **{k: v for k, v in spec.items() if k != "kind"}}
        return aimed, spec
    listed = group_list(words)  # 'all opposing abilities, allies, and equipment'
    if listed:
        return False, listed
    plain = bare_group(words)  # enc-effect: 'each Demon in your party', 'each Form you control'
    if plain:
        return False, plain
    bare = BARE.match(words)  # 'target Ghoul you control', 'target Ranged weapon' said as 'target Dagger' (202.1)
    if bare and bare.group("noun") in ALLY_ONLY_TAGS:  # enc-deals: 'target Pet', a tag only allies print (202.2)
        words = f"{bare.group('head')}{bare.group('noun')} ally{bare.group('whose') or ''}"
    elif bare and bare.group("noun") not in (*NOT_TRAITS, *TAG_WORDS) and bare.group("noun").lower() not in KIND_WORDS \
            and (bare.group("noun") in WEAPON_TAGS or bare.group("noun") in pool_traits()):  # a trait some card has
        kind = "weapon" if bare.group("noun") in WEAPON_TAGS else "hero or ally"
        words = f"{bare.group('head')}{bare.group('noun')} {kind}{bare.group('whose') or ''}"
    m = OBJECT.match(words)
    if not m or (m.group("rel") and m.group("whose")) or (m.group("other") and m.group("which") == "target") \
            or (m.group("state0") and m.group("state")):
        raise Unrecognised(words)  # 'target other' is no phrase; two states
    kinds = re.split(r",? or |, ", m.group("kind"))
    kind: Any = KIND_WORDS.get(m.group("kind"), kinds if len(kinds) > 1 else kinds[0])
    controller = m.group("rel") or {" an opponent controls": "opposing", None: None}.get(m.group("whose"), "you")
    fits: dict[str, Any] = dict(STATE.get(m.group("state") or m.group("state0") or "", {}))
    if m.group("icon") and m.group("icon").lower() in DAMAGE_TYPES and m.group("kind") in ("ally", "allies"):
        fits["damage_type"] = m.group("icon").lower()  # enc-eff (s8): '[Arcane] ally': the damage type on its line (205.1)
    elif m.group("icon"):  # '[Hunter] equipment': a class icon printed on the card (206.1a), not a trait
        if m.group("icon") not in CLASSES:
            raise Unrecognised(words)
        fits["class_icon"] = m.group("icon")
    if m.group("named"):  # enc-enter3: 'each ally named NAME': the card's own name, written in by ``own_name``
        fits["named"] = "NAME"
    if m.group("token"):  # 'token allies', 'non-token allies' (404.2)
        fits["token"] = m.group("token") == "token"
    if m.group("trait"):
        fits.update(described(m.group("trait"), bool(m.group("non")), m.group("kind"), words))
    if m.group("cost"):
        fits[BOUND[m.group("bound")]] = int(m.group("cost"))
    if m.group("hurt"):  # 'with 15 or more damage on it': at least that much damage on the card (405.3)
        fits["damage_at_least"] = int(m.group("hurt"))
    if m.group("atk"):  # enc-enter2: 'target ally with ATK 2 or less'
        fits["atk_at_most"] = int(m.group("atk"))
    if m.group("kw0") and not m.group("kw2") or m.group("comma") and not m.group("kw0"):
        raise Unrecognised(words)  # enc-reward10: 'with A, B' and 'with A, or B' are no list
    if m.group("kw") and m.group("kw2"):  # enc-enter6: 'target ally with Mend or Protector': either keyword (700.1)
        said = [k for k in (m.group("kw0"), m.group("kw"), m.group("kw2")) if k]  # enc-reward10: or any of three
        if len(set(said)) != len(said) or fits.get("any"):
            raise Unrecognised(words)
        fits["any"] = [{"keyword": k} for k in said]
    elif m.group("kw"):  # enc-enter2: 'all opposing heroes and allies with Protector'
        fits["keyword"] = m.group("kw")
    if m.group("which") == "target":
        spec = {"kind": kind, **({"controller": controller} if controller else {})}
        return True, {**spec, "fits": fits} if fits else spec
    if isinstance(kind, list):
        raise Unrecognised(words)
    other = {"other": True} if m.group("other") else {}  # 'each other …': not the card with the power (709.1)
    return False, {"kind": kind, **({"controller": controller} if controller else {}), **other, **fits}


# enc-eff (s9): what the card is, or did this turn, said after its words: 'each opposing hero and ally with damage'
# (405.1), 'target hero or ally that was dealt damage this turn', 'target ally that dealt damage this turn' (703.4: the
# turn's events, with their cards; a target only). One such clause, last, after words the rest of the selector reads.
# enc-deal4: 'that entered play this turn' (710.1: the card's entering, as its subject), once the pool harness plays a
# card into play before the target is chosen.
SUFFIXES = {
    "that entered play this turn": {"this_turn": {"event": "enters-play", "as": "subject"}},
    "that was dealt damage this turn": {"this_turn": {"event": "damage", "as": "destination"}},
    "that were dealt damage this turn": {"this_turn": {"event": "damage", "as": "destination"}},
    "that dealt damage this turn": {"this_turn": {"event": "damage", "as": "source"}},
    "with damage": {"damaged": True}, "with damage on it": {"damaged": True}, "with damage on them": {"damaged": True},
    "without damage on it": {"damaged": False},  # enc-deal7: 'an ally without damage on it', an undamaged one (405.1)
    # enc-put: the cards that were no attacker this turn (703.4; a group too: 'ready all allies … that haven't …')
    "that haven't attacked this turn": {"not": {"this_turn": {"event": "attacks", "as": "subject"}}},
    # enc-if4: damage healed from it this turn (407.1), or damage of one type dealt to it (408.3a)
    "that was healed this turn": {"this_turn": {"event": "heal", "as": "destination"}},
    **{f"that was dealt {t} damage this turn": {"this_turn": {"event": "damage", "as": "destination", "damage_type": t}}
       for t in ("arcane", "fire", "frost", "holy", "nature", "shadow", "melee", "ranged")},
    # enc-deal6: an attachment whose host is a friendly card (400.4): 'target ability that's attached to a friendly card'
    "that's attached to a friendly card": {"attached_to": {"kind": "card", "controller": "friendly"}},
}
SUFFIX = re.compile(rf"(?<=[a-z]) (?P<suffix>{'|'.join(sorted(SUFFIXES, key=len, reverse=True))})$")


# enc-if8: an ATK bound last after the card's words: 'each ally with 5 or less ATK', 'an ally you control with 6 or more
# ATK' — its ATK as it now is, modifiers and counters counted (205.1); the model refuses it where cards are read as
# printed (a continuous power's group, 719.1)
ATK_BOUND = re.compile(r"(?<=[a-z]) with (?P<n>\d+) or (?P<bound>more|less) ATK$")


# enc-reward8: a word of the card's name, last after the card's words: 'each other card you control with Scarlet in its
# name', 'allies with VanCleef in their names' — the word among the words of its name as it now is (200.1; name_contains)
NAME_WORD = re.compile(r"(?<=[a-z]) with (?P<word>[A-Z][\w'-]*) in (?:its name|their names?)$")
EACH_OF_YOUR = re.compile(r"^each of your (?P<other>other )?(?P<noun>armor|equipment|weapons|items|allies|abilities)$")
ANY_CARD = re.compile(r"^(?P<which>each|all) (?P<other>other )?cards? you control$")  # a group: every card in play you control


def name_worded(words: str, word: str) -> tuple[bool, dict[str, Any]]:
    """The selector of the words before 'with X in its name', keeping the cards with that word in their names; 'each
    [other] card you control' the cards in play of any kind (401.1: a face-down resource has no name, 412.1b)."""
    m = ANY_CARD.match(words)
    aimed, spec = (False, {"kind": "card", "controller": "you", **({"other": True} if m.group("other") else {})}) if m \
        else selector(words)
    if "name_contains" in (spec.get("fits", {}) if aimed else spec):
        raise Unrecognised(f"two words of its name: {words}")
    return (True, {**spec, "fits": {**spec.get("fits", {}), "name_contains": word}}) if aimed \
        else (False, {**spec, "name_contains": word})


def atk_bounded(words: str, n: int, bound: str) -> tuple[bool, dict[str, Any]]:
    aimed, spec = selector(words)
    said = {"atk_at_least" if bound == "more" else "atk_at_most": n}
    if spec.get("kind") not in ("ally", "hero", "character", "weapon") or set(said) & set(spec.get("fits", {}) if aimed else spec):
        raise Unrecognised(f"an ATK bound on {words}")
    return (True, {**spec, "fits": {**spec.get("fits", {}), **said}}) if aimed else (False, {**spec, **said})


# enc-put: a cost bound read from the game, last after the card's words: 'target ally with cost less than or equal to
# the number of allies you control' (403.5a), the count read as the target is chosen (706.1) and again as the link
# resolves (709.2d). The cards counted are a group of cards in play the selector reads after 'all'.
COST_BOUND = re.compile(r"(?<=[a-z]) (?P<joined>with|and) cost less than or equal to the number of "
                        r"(?P<counted>[a-z][^.]*|[A-Z][^.]*)$")  # enc-reward10: '… with Protector and cost …' too


# enc-put: the attacker, while the character it attacks fits (602.1; the proposed defender, then the defender, 601.2,
# 602.3): 'target ally attacking your hero', 'target ally that's attacking an ally you control'; a target only
ATTACKED = {"your hero": {"kind": "hero", "controller": "you"}, "an ally you control": {"kind": "ally", "controller": "you"},
            "a hero or ally you control": {"kind": "character", "controller": "you"}}
ATTACKING = re.compile(rf"(?<=[a-z]) (?:that's )?attacking (?P<what>{'|'.join(ATTACKED)})$")


def attacker_of(words: str, attacked: dict[str, Any]) -> tuple[bool, dict[str, Any]]:
    aimed, spec = selector(words)
    fits = spec.get("fits", {})
    if not aimed or spec.get("count") or fits.keys() & {"attacking", "defending", "in_combat"} or spec["kind"] == "hero":
        raise Unrecognised(f"{words} attacking …")
    return True, {**spec, "fits": {**fits, "attacks": dict(attacked)}}


def cost_bounded(words: str, counted: str) -> tuple[bool, dict[str, Any]]:
    aimed, spec = selector(words)
    several, count = selector(f"all {counted}")
    fits = spec.get("fits", {}) if aimed else spec
    if several or fits.keys() & {"cost", "cost_at_most", "cost_at_least"} or "count" in count or "target" in count:
        raise Unrecognised(f"{words} with cost less than or equal to the number of {counted}")
    if aimed:
        return True, {**spec, "fits": {**fits, "cost_at_most": {"count": count}}}
    return False, {**spec, "cost_at_most": {"count": count}}


# A trait said alone after 'target', with no card kind: 'target Ghoul you control', 'target Orc in your party' (a
# hero or ally of it: only characters have races and classes, 206.1a), 'target Dagger' (a weapon's tag, 202.1).
# Not a tag of other cards too ('target Totem': abilities carry it as well) nor a group (plural); 'target Pet' is an
# ally's (ALLY_ONLY_TAGS).
BARE = re.compile(r"^(?P<head>target (?:(?:opposing|friendly) )?)(?P<noun>[A-Z][a-z]+(?: [A-Z][a-z]+)?)"
                  r"(?P<whose> you control| in your party| an opponent controls)?$")
# enc-effect: the same noun said alone in a group ('each Demon in your party', 'each Form you control'), as the
# conditions family says 'a Demon is in your party': a race or class is a character's trait (206.1a); the nouns abilities
# carry as tags on their type line (202.1: 'a Form', 'a Disease') are any card with that tag, never 'in your party'.
BARE_GROUP = re.compile(r"^each (?P<noun>[A-Z][a-z]+(?: [A-Z][a-z]+)?) (?P<whose>you control|in your party|an opponent controls)$")
WHOSE = {"you control": "you", "in your party": "you", "an opponent controls": "opposing"}


AND_OR = re.compile(r"^(?P<head>each (?:(?:opposing|friendly|other) )?)(?P<a>[A-Z][a-z]+) and/or (?P<b>[A-Z][a-z]+) (?P<rest>.+)$")


def and_or(m: re.Match) -> dict[str, Any]:
    """enc-enter13: 'each Demon and/or Monster hero and ally you control': a group (709.1) of the cards the words name
    with either word before the kind — a trait (206.1a) or a tag (202.1) — or both: each word read as the selector
    reads it alone, the two descriptions differing only in that word's part (``any``). Only a group; a target, or two
    words whose groups differ in more than the word (a kind, a controller), is refused."""
    aimed_a, a = selector(f"{m.group('head')}{m.group('a')} {m.group('rest')}")
    aimed_b, b = selector(f"{m.group('head')}{m.group('b')} {m.group('rest')}")
    common = {k: v for k, v in a.items() if b.get(k) == v}
    only_a = {k: v for k, v in a.items() if k not in common}
    only_b = {k: v for k, v in b.items() if k not in common}
    if aimed_a or aimed_b or len(only_a) != 1 or len(only_b) != 1 or (set(only_a) | set(only_b)) - {"trait", "tag"} \
            or "any" in common:
        raise Unrecognised(m.group(0))
    return {**common, "any": [only_a, only_b]}


def bare_group(words: str) -> dict[str, Any] | None:
    """'each Demon in your party' (every hero and ally of that trait there), 'each Disease you control' (every card
    tagged so, 202.1); None for other words. A word of a card kind, a weapon's tag, a faction or a tag of allies
    (Pet, Monster) is refused: what the card is would be guessed; so is a plural ('the number of Curses you control':
    the pool harness has no quiet card of such a tag to count)."""
    m = BARE_GROUP.match(words)
    if not m:
        return None
    noun, controller = m.group("noun"), WHOSE[m.group("whose")]
    tag = noun
    if tag in NOUN_TAGS and m.group("whose") != "in your party":  # an ability's tag; a Totem is an ally too (305.3a)
        return {**({} if tag == "Totem" else {"kind": "ability"}), "tag": tag, "controller": controller}
    if noun in (*NOT_TRAITS, *TAG_WORDS, *WEAPON_TAGS, *NOUN_TAGS) or noun not in pool_traits():
        raise Unrecognised(words)  # a tag, a faction, a plural or a word no character carries ('a Gizmo'): not guessed
    return {"kind": "character", "controller": controller, "trait": noun}


WEAPON_TAGS = ("Melee", "Ranged", "Axe", "Bow", "Crossbow", "Dagger", "Fist Weapon", "Gun", "Mace", "Polearm",
               "Staff", "Sword", "Wand")
GROUP_KIND = {"ability": "ability", "abilities": "ability", "ally": "ally", "allies": "ally", "equipment": "equipment",
              "weapon": "weapon", "weapons": "weapon", "armor": "armor", "item": "item", "items": "item"}
SINGULAR = ("ability", "ally", "equipment", "weapon", "armor", "item")
JOIN = r"(?:,? and |,? or |, )"
GROUP_LIST = re.compile(
    rf"^all (?:(?P<rel>opposing|friendly) )?(?P<kinds>(?:{'|'.join(GROUP_KIND)})(?:{JOIN}(?:{'|'.join(GROUP_KIND)}))+)"
    r"(?P<whose> you control| an opponent controls)?$")


def group_list(words: str) -> dict[str, Any] | None:
    """A group of cards of any of several kinds (709.1), said in the plural after 'all': 'all opposing
    abilities, allies, and equipment', 'all abilities and equipment you control' (the selector's kinds); None
    for other words. Not after 'each': 'each armor, item, and weapon' is what a condition's 'an armor, item,
    and weapon' (one of each) is read as, no group of any of them."""
    m = GROUP_LIST.match(words)
    if not m:
        return None
    said = re.split(JOIN, m.group("kinds"))
    if any(w in SINGULAR for w in said if w not in ("equipment", "armor")) or m.group("rel") and m.group("whose") \
            or len(set(said)) != len(said):
        raise Unrecognised(words)  # 'all ally'; two controllers; a kind said twice
    controller = m.group("rel") or {" you control": "you", " an opponent controls": "opposing"}.get(m.group("whose"))
    return {"kinds": [GROUP_KIND[w] for w in said], **({"controller": controller} if controller else {})}


CLASSES = ("Druid", "Hunter", "Mage", "Paladin", "Priest", "Rogue", "Shaman", "Warlock", "Warrior", "Death Knight",
           "Monk", "Demon Hunter")  # the class icons (206.1a)
FACTIONS = ("Alliance", "Horde")  # 'target Horde ally': a card's faction (206.1b), not a trait


def described(word: str, non: bool, kind_words: str, words: str) -> dict[str, Any]:
    """The word before a character's kind: a race or class (the type line, 206.1a), a faction
    (206.1b), or a tag, Monster or Unique (202.1); 'non-' before it: the cards without it (as the selector's
    'not'). A weapon's 'Ranged' is a tag; a word of another card kind, a raid's or a dungeon's,
    is refused."""
    if KIND_WORDS.get(kind_words) == "weapon" and word in WEAPON_TAGS:  # 'Ranged weapon', 'Dagger weapon': a tag
        return {"not": {"tag": word}} if non else {"tag": word}  # on the weapon's type line ('Ranged (1)', 202.1)
    if KIND_WORDS.get(kind_words) == "ability" and word in ("Ongoing", *NOUN_TAGS) and word != "Totem":
        return {"not": {"tag": word}} if non else {"tag": word}  # enc-turn2: 'an Ongoing ability', on its type line (202.1)
    if KIND_WORDS.get(kind_words) not in ("ally", "character", "hero"):
        raise Unrecognised(words)
    if " " in word and set(word.split()) & {*FACTIONS, *NOT_TRAITS, *TAG_WORDS}:
        raise Unrecognised(words)  # 'Horde Orc ally': a faction and a race, not one trait of two words
    if word in FACTIONS:
        found: dict[str, Any] = {"faction": word}
    elif word in ("Monster", "Unique") or word in TAG_WORDS:
        found = {"tag": word}
    elif word in NOT_TRAITS:
        raise Unrecognised(words)
    elif word.lower() in DAMAGE_TYPES and KIND_WORDS.get(kind_words) == "ally":  # 'Fire ally': no ally has the talent
        found = {"damage_type": word.lower()}  # trait Fire (only abilities and heroes do): the damage type of its ATK,
        # the '[Fire] ally' of 205.1b with the icon written as a word (enc-trig, s9: 'another Arcane ally enters …')
    elif KIND_WORDS.get(kind_words) == "ally" and named_ally(word):  # enc-if4: 'a Jaina ally', no race or class: a
        found = {"name_contains": word}  # word of its name (shapes/name_words.py)
    elif word in pool_traits():
        found = {"trait": word}
    else:  # 'Elusive ally': a keyword, or a word no hero or ally of the pool carries: never guessed to be a trait
        raise Unrecognised(f"'{word}' before a card kind is no trait of the pool's heroes and allies (206.1a): {words}")
    return {"not": found} if non else found


TRAIT = r"(?:[A-Z][a-z]+(?: [A-Z][a-z]+)?|\[[A-Z][a-z]+\])"  # enc-reward8: '[Fire], [Frost], or [Nature] ally' (205.1b)
TRAIT_LIST = re.compile(rf"^(?P<which>target|each) (?:(?P<rel>opposing|friendly) )?(?P<traits>{TRAIT}(?:, {TRAIT})*,? or "
                        rf"{TRAIT}) (?P<kind>ally|allies|ally or weapon)$")  # enc-reward8: a weapon's ATK has a type too


def trait_list(words: str) -> tuple[bool, dict[str, Any]] | None:
    """'target Demon, Dragonkin, or Elemental ally', 'target Demon ally or Undead ally': an ally
    with any of the traits (206.1a), as the selector's 'any'; None for other words."""
    m = TRAIT_LIST.match(re.sub(rf"^(target|each) ({TRAIT}) ally or ({TRAIT} ally)$", r"\1 \2 or \3", words))
    if not m:
        return None
    traits = re.split(r",? or |, ", m.group("traits"))
    if set(traits) & set(NOT_TRAITS):
        raise Unrecognised(words)
    aimed, spec = selector(" ".join(w for w in (m.group("which"), m.group("rel"), m.group("kind")) if w))
    either = {"any": [one_of(t, words) for t in traits]}
    if m.group("kind") == "ally or weapon" and any("damage_type" not in a for a in either["any"]):
        raise Unrecognised(words)  # a race or a tag of an ally or a weapon: no weapon has a race (206.1a)
    return aimed, ({**spec, "fits": {**spec.get("fits", {}), **either}} if aimed else {**spec, **either})


def one_of(word: str, words: str) -> dict[str, Any]:
    """One of a list's words: a damage type, as an icon or a word ('[Fire]', 'Fire': no ally has the trait; its ATK's type,
    205.1b, as ``described`` reads one), a tag (202.1) or a trait (206.1a); an icon of anything else is refused."""
    if word.strip("[]").lower() in DAMAGE_TYPES:
        return {"damage_type": word.strip("[]").lower()}
    if word.startswith("["):
        raise Unrecognised(words)
    return {"tag" if word in TAG_WORDS else "trait": word}


SUBJECTS = {"Your hero": {"kind": "hero", "controller": "you"}, "NAME": {"this": True},
            "This ally": {"this": True},  # an ally's own power naming it 'this ally' (as NAME)
            "Attached ally": {"host": True, "kind": "ally"}}  # enc-enter2: an attachment's host (400.4) deals damage
TYPE_WORDS = "arcane|fire|frost|holy|nature|shadow|melee|ranged"
EFFECT = re.compile(
    rf"^(?:(?P<subject>Your hero|NAME|This ally|Attached ally) (?:deals (?P<dealt>\d+) (?P<unpreventable>unpreventable )?(?P<type>{TYPE_WORDS}) "
    r"damage (?P<divided>divided as you choose )?to|heals (?P<healed>\d+|all) damage (?P<heal_divided>divided as you choose )?from)|(?P<verb>Destroy|Exhaust|Ready)) (?P<object>[^.]+?)"
    r"(?: and heals (?P<then_healed>\d+) damage from (?P<healed_too>itself|himself|herself|your hero|each [^.]+?)"
    r"(?P<this_way> for each damage dealt this way)?)?\.$")
FAMILY = {  # the shape names of the old one-sentence shapes this reproduces, by verb, subject and object
    ("deal", "Your hero", True): "ability: your hero deals damage to a target",
    ("deal", "NAME", True): "power: the card itself deals damage to a target",
    ("deal", "Attached ally", True): "ability: the attached ally deals damage to a target",  # enc-enter2: not allowed
    # alone; read inside an ability's 'Ongoing: When …' power (the host of the attachment in play, 400.4)
    ("heal", "Your hero", True): "ability: your hero heals a target",
    ("heal", "NAME", True): "power: the card itself heals a target",
    ("destroy", None, True): "ability: destroy a target", ("exhaust", None, True): "ability: exhaust a target",
    ("ready", None, True): "ability: ready a target or the card itself",
}
GROUP = "ability: an effect on each card of a group"


def effect(m: re.Match) -> Piece:
    """'Your hero deals 3 fire damage to target opposing Demon ally', 'Destroy each exhausted ally',
    'NAME heals 2 damage from each friendly hero and ally': the verb's effect on the object."""
    if m.group("divided") or m.group("heal_divided"):  # enc-eff (s9): healing divided too
        return divided(m)
    if m.group("object").startswith("another target "):
        return another(m)
    aimed, spec = selector(m.group("object"))
    verb = "deal" if m.group("dealt") else "heal" if m.group("healed") else m.group("verb").lower()
    subject = {"This ally": "NAME"}.get(m.group("subject"), m.group("subject"))
    if subject == "Attached ally" and (not aimed or verb != "deal"):
        raise Unrecognised(f"the attached ally's effect other than damage to one target: {m.group(0)}")
    who = lambda slot: {"target": slot} if aimed else dict(spec)  # noqa: E731
    if verb == "deal":
        make = lambda slot: {"deal_damage": int(m.group("dealt")), "damage_type": m.group("type"),  # noqa: E731
                             "source": dict(SUBJECTS[subject]), "to": who(slot),
                             **({"unpreventable": True} if m.group("unpreventable") else {})}
    elif verb == "heal":
        make = lambda slot: {"heal": healed(m.group("healed")),  # noqa: E731
                             "source": dict(SUBJECTS[subject]), "from": who(slot)}
    else:
        make = lambda slot: {verb: who(slot)}  # noqa: E731
    makes = [make] + ([then_heals(m)] if m.group("then_healed") else [])
    if not aimed:
        return Piece(GROUP, effects=makes)
    return Piece(FAMILY[(verb, subject, True)], target=spec, effects=makes)


def healed(amount: str) -> Any:
    """'heals 2 damage', or 'heals all damage' from each card healed: as much as is on it, one
    packet per card, each of its own size (the amount ``its: damage``, 407.2)."""
    return int(amount) if amount != "all" else {"its": "damage"}


def then_heals(m: re.Match) -> Callable[[Any], dict[str, Any]]:
    """'… and heals N damage from itself / your hero / each friendly ally': a second effect of the
    same source, after the damage (709.2: in the order written), on no target: your hero, or each
    card of a group as it resolves (709.1)."""
    subject, words = m.group("subject"), m.group("healed_too")
    if m.group("dealt") is None or subject != "Your hero" and words == "itself" \
            or words in ("himself", "herself") and subject != "NAME":
        raise Unrecognised(m.group(0))  # only damage then healing; 'it … itself': not read yet; 'himself': the named card
    if words in ("itself", "your hero"):
        healed: dict[str, Any] = dict(SUBJECTS["Your hero"])
    elif words in ("himself", "herself"):  # 'Gazriz deals 2 … and heals 1 damage from himself': the card itself
        healed = dict(SUBJECTS["NAME"])
    else:
        aimed, healed = selector(words)
        if aimed:
            raise Unrecognised(m.group(0))
    n = int(m.group("then_healed"))
    if m.group("this_way"):  # '… 1 damage … for each damage dealt this way': the link's packets so far (405.6)
        amount: Any = "dealt-this-way" if n == 1 else {"multiply": "dealt-this-way", "by": n}
    else:
        amount = n
    return lambda slot: {"heal": amount, "source": dict(SUBJECTS[subject]), "from": dict(healed)}


# -- enc-eff (s7): "deals 3 nature damage divided as you choose to any number of target heroes and/or allies" ----
ANY_NUMBER = re.compile(r"^any number of (?=target )")


def divided(m: re.Match) -> Piece:
    """'N damage divided as you choose to any number of target heroes and/or allies' / '… to up to two target …':
    one slot of targets; as the link is added the player divides the N among them, a positive share each
    (707.1d), so 'any number' is at most N of them; each gets one packet of its share (DealDamage.divided).
    Only to a slot of several targets, and with no healing after it. enc-eff (s9): 'heals N damage divided as you
    choose from any number of target heroes and/or allies' the same way, a heal packet each (Heal.divided, 407.2)."""
    heals = m.group("heal_divided") is not None  # enc-eff (s9): 'heals N damage divided as you choose from …' (707.1d)
    amount = m.group("healed") if heals else m.group("dealt")
    n = int(amount) if amount.isdigit() else 0  # 'heals all damage divided …': no number to divide, refused below
    words = m.group("object")
    anyhow = ANY_NUMBER.match(words)
    aimed, spec = selector(words[anyhow.end():] if anyhow else words)
    if not aimed or (not anyhow and not spec.get("up_to")) or (anyhow and spec.get("count")) or m.group("then_healed") \
            or not re.search(r"(?:heroes|allies)$", words) or n < 2:
        raise Unrecognised(f"damage divided among no slot of several targets: {m.group(0)}")
    spec = {**spec, "count": n if anyhow else min(n, spec["count"]), "up_to": True}
    subject = {"This ally": "NAME"}.get(m.group("subject"), m.group("subject"))
    if subject == "Attached ally" and (not aimed or verb != "deal"):
        raise Unrecognised(f"the attached ally's effect other than damage to one target: {m.group(0)}")
    if heals:  # one heal packet of its share for each target (Heal.divided, 407.2)
        return Piece(FAMILY[("heal", subject, True)], target=spec, effects=[
            lambda slot: {"heal": n, "source": dict(SUBJECTS[subject]), "from": {"target": slot}, "divided": True}])
    return Piece(FAMILY[("deal", subject, True)], target=spec, effects=[
        lambda slot: {"deal_damage": n, "damage_type": m.group("type"), "source": dict(SUBJECTS[subject]),
                      "to": {"target": slot}, "divided": True, **({"unpreventable": True} if m.group("unpreventable") else {})}])


# -- r2-other: "Ready another target ally": a target that is not the card whose power it is (706.1) -----------
ANOTHER = ", another than the card itself"  # appended to the shape's name: no card type allows it as a line alone


def another(m: re.Match) -> Piece:
    """'[Exhaust] -> Ready another target ally': the one target of the sentence, any card that fits
    but the card whose power is used (fits ``other``, which the engine checks as the target is chosen,
    706.1). With no other target in the sentence, 'another' can only set the card itself apart; the
    shape's name is allowed for no card type, so only a power (a payment power's effect) reads it,
    never an ability card's own text, where there is no card of the power to set apart."""
    words = m.group("object")[len("another "):]
    aimed, spec = selector(words)
    noun = OBJECT.match(words)
    if not aimed or spec.get("count") or m.group("then_healed") or m.group("subject") or \
            noun is None or noun.group("kind").endswith("s"):  # 'another target allies': one card, said in the singular
        raise Unrecognised(f"'another target' other than one target of a verb: {m.group(0)}")
    spec = {**spec, "fits": {**spec.get("fits", {}), "other": True}}
    verb = m.group("verb").lower()
    return Piece(FAMILY[(verb, None, True)] + ANOTHER, target=spec, effects=[lambda slot: {verb: {"target": slot}}])
