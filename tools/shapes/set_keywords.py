"""Keywords printed after the 5.0 rules, read as first-class keywords of the card language where the
data sets' reminder text makes their meaning plain (the rulebook's editor's notes state each reading;
``adjudicator/cards/keywords.py`` spells each out as powers).

- "Thrown" (a weapon's keyword line, or given "this turn": "target weapon you control has Thrown this
  turn"): the reminder text three data sets print beside it says that when you strike with the weapon
  your hero has Long-Range that combat, and the weapon returns from play to its owner's hand at the end
  of the turn (editor's note at 303.2). The keyword's words join the keyword lines and the keywords a
  modifier gives (``WORDS``); a weapon may print it (``ON``), and the kinds of weapon printed with it are
  read on a type line (``WEAPON_KINDS``).

- "<Spec> Talent" ("Frost Talent", a line of its own or run into the next sentence): the reminder text
  says a deck with it can have no Talents of its class's two other specs: a deckbuilding field of the card
  (``talent``) the deck checker reads (``adjudicator/cards/talents.py``, the editor's note at 100.2c).

- "Empower <Class>: If you control a <Class> hero or ally, <effect>" (an ability's two or more such lines):
  the label names the condition the sentence spells out (as ``shapes/conditions.py`` reads an ally's
  "Empower <Class>: When …, if you control another …"); its one target is chosen only if the condition holds as
  the link is added (the 7.4 glossary's reading, the editor's note at 707.1d: a target slot's ``only_if``).

- "Spellshield" and "Haste N" (a keyword line's, Spellshield also a modifier's): the data sets print them bare; their
  meaning is the glossary's of the 7.4 Comprehensive Rules (July 2013; the editor's notes at 706.1 and 707.1e):
  Spellshield a prohibition on opponents' links targeting the card, Haste N the card's own cost reduction once an
  ally of its player's has dealt damage to an opposing hero this turn. Haste given by a modifier is refused
  (``haste_not_given``): the cost is read from the card's own powers only.
- "Absorb" (a hero's or ally's keyword line, or given by a modifier): the 7.4 glossary's meaning (the editor's note at
  603.1): when it deals combat damage to a hero, it heals that much from its controller's hero. On a weapon (lent to
  the wielder while they are associated) it is refused.
- "Portal" (the whole effect of a triggered power, "When <name> enters play, Portal.", or an ability's, where "Portal,
  Portal" is two such effects in turn): the 7.4 glossary's meaning (the
  editor's note at 415.3c): the top three cards revealed, one Demon ally among them whose cost is less than the card's
  own may be put into play (a selector's ``cost_below_this``, 201.1), the rest on the bottom.
- "Echo" (an ability's keyword line, run into its sentence: "Echo Draw a card."): the 7.4 glossary's meaning (the
  editor's note at 402.1): as it is played, if you control two or more allies of one Alliance or Horde race, it is
  copied. On any other card, or given by a modifier, it is refused (``printed_on_abilities``).

- "Rift" (an ability's or ally's keyword line, or run into its next sentence: "Rift Protector"): the 7.4 glossary's
  meaning (the editor's note at 707.1e): as the card is played its player chooses a Horde or Alliance race (the card's
  ``choose: race``, 707.1a), and it costs 1 less for each ally they control of that race (a count of allies with the
  selector's ``trait_chosen``). Given by a modifier it is refused (``played_not_given``).

- "Invincible" (a keyword line's, an equipment's too, or given by a modifier: "target ally you control has Invincible
  this turn"): the 7.4 glossary's meaning (the editor's note at 103.2): three "can't"s on the card, leaving play (a
  prohibition ``leave-play`` that destruction, returning to a hand, going into a deck and removal from the game all
  obey), being targeted by anyone's link, and being dealt damage.

- "Will of the Forsaken" (an ally's keyword line, or run into its next sentence; enc-if9): the reminder text two data
  sets print beside it (the editor's note at 103.2): the card can't leave play, a "can't" not in force while it has
  fatal damage or 0 health (a prohibition ``leave-play`` with ``unless_fatal``).

- "Arcane Torrent" (an ally's keyword line; enc-if9): the reminder text a data set prints beside it (the editor's note
  at 710.1): as the ally enters play, an opposing card in play it targets loses its powers, and can't have any, this
  turn (a triggered power of the keyword).

- "Preparation" (a keyword line's, on any card that is played): the 7.4 glossary's meaning (the editor's note at
  707.1e): an alternate cost (``first_turn``) that pays nothing, open only on its player's own first turn of the
  game. Given by a modifier it is refused (``played_not_given``).

- "Artifact" (a keyword line's): the 5.0 glossary defines it (the editor's note at 409.1 says how it plays): its owner
  may play it from their graveyard as from their hand (the card's ``from_graveyard``). Given by a modifier refused.

Refused, printed bare and needing what the engine lacks even with the 7.4 glossary's meaning:
Warp (played as it is revealed from the deck, on top of the resolving link); Dual Wield printed on a weapon (the reminder
text is a hero's); Flip N (a Dungeon boss's, the Dungeon turn not being in the card
language); "Onyxia" (the raid deck's boss, not a keyword). A keyword line that runs one of them into the
next sentence ("Warp Attach to target ally.") stays unread with it.
"""
from __future__ import annotations

import re
from typing import Any, Callable

from adjudicator.cards.talents import SPECS, TREES, trees
from shapes.base import Piece, Unrecognised, nested_dicts

# the keyword as written (lower case) → its name in the card language
WORDS = {"thrown": "Thrown", "spellshield": "Spellshield", "absorb": "Absorb", "echo": "Echo", "rift": "Rift",
         "invincible": "Invincible", "preparation": "Preparation", "artifact": "Artifact",
         "will of the forsaken": "Will of the Forsaken", "arcane torrent": "Arcane Torrent"}  # enc-if9
NUMBERED_WORDS = {"haste": "Haste"}  # printed with a number: 'Haste 2'
PATTERN = "|".join([*WORDS, *(rf"{word} \d+" for word in NUMBERED_WORDS)])  # a keyword line's words (pool_shapes)
# the card types other than allies and heroes that may print it on a keyword line of their own
ON = {"weapon": {"Thrown", "Spellshield", "Invincible", "Preparation", "Artifact"},
      "armor": {"Spellshield", "Invincible", "Preparation", "Artifact"},
      "ability": {"Echo", "Rift", "Preparation", "Artifact"}}  # Haste: on allies only
ABILITY_WORDS = {"Echo"}  # keywords printed only on an ability, and never given (printed_on_abilities)
PLAYED_WORDS = {"Rift", "Preparation", "Artifact"}  # keywords that work only as their card is played: never given (played_not_given)
WEAPON_WORDS = {"Thrown"}  # keywords that work only on a weapon (on_weapons)
# the kinds of the weapons printed with Thrown (a tag, 202.1, that the type line names beside its slot)
WEAPON_KINDS = ("Knife", "Shuriken")


def on_weapons(entry: dict[str, Any]) -> None:
    """A weapon keyword printed only on a weapon, and given by a modifier only to weapons (the card itself
    if it is a weapon, a target that must be a weapon, or a group of weapons): on anything else it could
    never work, and the card is refused rather than encoded to no effect."""
    printed = set(entry.get("keywords") or []) & WEAPON_WORDS
    if printed and entry.get("type") != "weapon":
        raise Unrecognised(f"{', '.join(sorted(printed))} printed on a card that isn't a weapon ({entry.get('type')})")
    weapons = {t["id"] for slot in nested_dicts(entry) for t in slot.get("targets", []) if t.get("kind") == "weapon"}
    for stat in nested_dicts(entry):
        given = set(stat.get("gain_keywords") or []) & WEAPON_WORDS
        affects = stat.get("affects") or {}
        if given and not (affects == {"this": True} and entry.get("type") == "weapon"
                          or affects.get("target") in weapons or affects.get("kind") == "weapon"):
            raise Unrecognised(f"{', '.join(sorted(given))} given to a card that may not be a weapon: {affects}")


TALENT_SHAPE = "deckbuilding: talent"
TALENT = re.compile(rf"^(?P<spec>{'|'.join(SPECS)}) Talent\.?$")
TALENT_HEAD = re.compile(rf"^(?:{'|'.join(SPECS)}) Talent\.?\s+(?=[A-Z\[])")  # run into the next sentence
ALLOWED = {kind: (TALENT_SHAPE,) for kind in ("ability", "ally", "weapon", "armor", "item")}


def talent(m: re.Match) -> Piece:
    """'Frost Talent': a card field the deck checker reads (adjudicator/cards/talents.py), no power."""
    return Piece(TALENT_SHAPE, fields={"talent": m.group("spec")})


def talent_line(paragraph: str) -> tuple[str, str] | None:
    """A Talent line one data set ran into the next sentence ('Fury Talent Your hero deals …'): the line and
    the rest; None if the paragraph doesn't start with one."""
    m = TALENT_HEAD.match(paragraph)
    return (paragraph[:m.end()].strip(), paragraph[m.end():]) if m else None


EMPOWERED = re.compile(rf"^Empower (?P<cls>{'|'.join(TREES)}) ?: (?P<rest>If you control an? (?P=cls) hero or ally, .+)$")


def empowered(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    """'Empower Druid: If you control a Druid hero or ally, <effect>' (an ability's): the label names the
    condition its sentence spells out, read as that sentence (its effect happens only if the condition
    holds as the link resolves, 709.2). Its one target, as the 7.4 glossary says (the editor's note at 707.1d),
    is chosen only if the condition holds as the link is added (the slot's ``only_if``); any other target
    ('it', several, a reward's) is refused."""
    inner = read(m.group("rest"))
    if "condition: if, as it resolves" not in inner.parts.get("inner", []):
        raise Unrecognised(f"an Empower label before a sentence read otherwise: {m.group('rest')}")
    if any("target" in key for key in inner.parts if key != "target") or len(inner.parts["effects"]) != 1:
        raise Unrecognised(f"an Empower sentence with a target not its own slot: {m.group('rest')}")
    parts = {**inner.parts, "inner": [*inner.parts["inner"], f"label: Empower {m.group('cls')}"]}
    if "target" in parts:
        parts["target"] = {**parts["target"], "only_if": inner.parts["effects"][0]("first")["if"]}
    return Piece(inner.shape, **parts)


PORTAL = re.compile(r"^Portal(?P<again>(?:, Portal)*)\.?$")  # 'Portal, Portal' (an ability's): twice, in turn
PORTAL_SHAPE = "ability: Portal, a Demon ally from the top of the deck"
ALLOWED["ability"] += (PORTAL_SHAPE,)  # an ability's own 'Portal, Portal': its effects, its own cost the bound


def portal(m: re.Match) -> Piece:
    """'Portal' where an effect goes ('When <name> enters play, Portal.'): the 7.4 glossary's meaning (the editor's
    note at 415.3c): the top three cards revealed, one Demon ally among them with cost less than the card's own may
    be put into play (201.1), the rest on the bottom of the deck (415.3c)."""
    demon = {"kind": "ally", "trait": "Demon", "cost_below_this": True}
    effect = {"reveal_top": 3, "then": [{"fits": demon, "to": "play", "up_to": True}], "rest": "bottom"}
    return Piece(PORTAL_SHAPE, effects=[lambda slot: effect] * (1 + m.group("again").count("Portal")))


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Any]]:
    return [(TALENT, talent), (EMPOWERED, lambda m: empowered(m, read)), (PORTAL, portal)]


def talent_agrees(entry: dict[str, Any]) -> None:
    """A Talent line names a spec of the card's class, and the same spec as its type line if that names one
    ('Ability — Frost Talent'); otherwise the facts and the text disagree, and the card is refused."""
    spec = entry.get("talent")
    if spec is None:
        return
    if not trees(entry.get("classes", []), spec):
        raise Unrecognised(f"facts: a {spec} Talent line on a card of no class with that spec")
    typed = set(entry.get("tags", [])) & set(SPECS) - {spec} if "Talent" in entry.get("tags", []) else set()
    if typed:
        raise Unrecognised(f"facts: a {spec} Talent line, and a type line naming {', '.join(sorted(typed))} Talent")


def haste_not_given(entry: dict[str, Any]) -> None:
    """Haste changes what its card costs to play, a power that works from the hand as the card's own (712.4): a
    modifier giving it ('Night Elf allies in your hand have Haste 1') would be read by nothing, and is refused."""
    for stat in nested_dicts(entry):
        given = [k for k in stat.get("gain_keywords") or [] if k.split()[0] in NUMBERED_WORDS.values()]
        if given:
            raise Unrecognised(f"{', '.join(given)} given by a modifier: the cost it changes is read from the card's "
                               "own powers only")


def printed_on_abilities(entry: dict[str, Any]) -> None:
    """Echo is an ability's, triggering as the card itself is played: printed on any other card, or given by a
    modifier (to a card already played), it could never work, and the card is refused."""
    printed = set(entry.get("keywords") or []) & ABILITY_WORDS
    if printed and entry.get("type") != "ability":
        raise Unrecognised(f"{', '.join(sorted(printed))} printed on a card that isn't an ability ({entry.get('type')})")
    for stat in nested_dicts(entry):
        given = set(stat.get("gain_keywords") or []) & ABILITY_WORDS
        if given:
            raise Unrecognised(f"{', '.join(sorted(given))} given by a modifier: it works only as its card is played")


def played_not_given(entry: dict[str, Any]) -> None:
    """Rift works as its card is played, choosing a race its own cost then counts (707.1a, 707.1e): given by a
    modifier (to a card already played, or one in the hand whose choice nothing asks for) it could never work,
    and the card is refused."""
    for stat in nested_dicts(entry):
        given = set(stat.get("gain_keywords") or []) & PLAYED_WORDS
        if given:
            raise Unrecognised(f"{', '.join(sorted(given))} given by a modifier: it works only as its card is played")
