"""Keywords of the sets printed after (or beside) the 5.0 rules whose meaning the sets' reminder text
gives (docs/rules editor's notes): each is read into the powers of the card language it stands for.

- "Death Rattle: <effect>" (Scourgewar, Icecrown; named by the 5.0 example E043, defined by no rule):
  the reminder text says the power works when the card enters its owner's graveyard from anywhere. It
  is read as a triggered power working in the graveyard (703.3a) on its own card's ``to-graveyard``
  event; its effect sentence is read by the ability shapes, its targets chosen as the effect joins the
  chain (708.2). Only an effect the ability shapes read, and only on a card whose powers the tool
  writes as ``powers`` (an ally, a weapon, an armor, an item): an ability's Death Rattle is refused.
- "Eternal" (a keyword line) is read by the keyword shapes of ``tools/pool_shapes.py``; its meaning
  (when the card enters your graveyard from anywhere, you may shuffle it into your deck) is spelled out
  by ``adjudicator/cards/keywords.py``.

- A druid's form ("Ongoing: Your hero is in bear form.", "Your hero has Cat Form."; docs/rules editor's note at
  305.2a): the sets' reminder text says a hero in bear form has Protector, one in cat form +1 ATK while
  attacking, and that the card giving the form is destroyed when you strike with a weapon or play a
  non-Feral ability. It is read as the ability's powers while in play, as the hand-written Bear Form
  (scenarios/cards/breadth.yaml) is written: a continuous power giving your hero the form (a keyword the
  conditions test, 700.1) and what the form means, and two triggered powers destroying the ability (703.1).
  Only one card with Form (1) is in play at once: its numbered tag (414.3b), from the card's facts.
- "Your hero has … while [attacking] in bear form / cat form / bear or cat form": the sentence read without
  the form, each of its continuous powers then affecting your hero only while it has that form (714.3a).

Keywords whose meaning no reminder text in either data set gives (Haste, Echo, Rift, Portal,
Spellshield) are not read here: shapes/set_keywords.py reads some as the 7.4 glossary defines them.
"""
from __future__ import annotations

import re
from typing import Any, Callable

from shapes.base import Piece, Unrecognised

SHAPE = "a Death Rattle power: a triggered power as its card enters its owner's graveyard"
DEATH_RATTLE = re.compile(r"^Death Rattle: (?P<may>[Yy]ou may )?(?P<effect>[A-Za-z].+)$")
ENTERS_GRAVEYARD = {"event": "to-graveyard", "subject": {"this": True}}  # from anywhere: any zone (703.3a)
ALLOWED = {kind: (SHAPE,) for kind in ("ally", "weapon", "armor", "item")}


def death_rattle(m: re.Match, read: Callable[[str], Piece],
                 effects_of: Callable[[list[Piece], list[dict[str, Any]]], list[dict[str, Any]]]) -> Piece:
    """The effect read as an ability's (its targets in slots); 'you may' a choice made as it resolves."""
    effect = m.group("effect")
    if m.group("may"):
        effect = effect[0].upper() + effect[1:]
    inner = read(effect)
    if "effects" not in inner.parts or inner.parts.get("same_target") or inner.parts.get("if_you_do"):
        raise Unrecognised(f"a Death Rattle effect with the shape '{inner.shape}': {m.group('effect')}")
    targets: list[dict[str, Any]] = []
    effects = effects_of([inner], targets)
    if not effects:
        raise Unrecognised(f"a Death Rattle power with no effect: {m.group(0)}")
    power: dict[str, Any] = {"when": dict(ENTERS_GRAVEYARD), "zones": ["graveyard"]}
    if targets:
        power["targets"] = targets
    power["effects"] = [{"may": effects}] if m.group("may") else effects
    return Piece(SHAPE, powers=[{"triggered": power}], inner=[f"Death Rattle: {inner.shape}"])


YOUR_HERO = {"kind": "hero", "controller": "you"}
FORM_SHAPE = "ongoing: your hero is in a form (Bear Form, Cat Form)"
FORM_LATER = "a form after an ability's 'Ongoing:': your hero is in Bear Form or Cat Form"
FORM = re.compile(r"^(?P<ongoing>Ongoing ?: ?)?Your hero (?:is in|has) (?P<form>[Bb]ear|[Cc]at) [Ff]orm\.$")
FORM_WHILE = re.compile(r"^(?P<ongoing>Ongoing ?: ?)?(?P<who>Your hero) has (?P<what>[^.]+?) while (?P<attacking>attacking )?"
                        r"in (?P<forms>bear|cat|bear or cat) form\.$")
FORMS = {"bear": "Bear Form", "cat": "Cat Form"}
# what each form means (its reminder text): a bear has Protector (602.2), a cat +1 ATK while attacking (602.1)
FORM_MEANS = {"Bear Form": [{"affects": YOUR_HERO, "gain_keywords": ["Bear Form", "Protector"]}],
              "Cat Form": [{"affects": YOUR_HERO, "gain_keywords": ["Cat Form"]},
                           {"affects": YOUR_HERO, "atk": 1, "while": {"attacking": True}}]}
# the card giving the form is destroyed when you strike with a weapon (303.2) or play a non-Feral ability (707.1f)
FORM_ENDS = [{"event": "strike", "subject": YOUR_HERO, "with": {"kind": "weapon", "controller": "you"}},
             {"event": "played", "subject": {"kind": "ability", "controller": "you", "not": {"tag": "Feral"}}}]
ALLOWED["ability"] = (FORM_SHAPE, FORM_LATER)


def form(m: re.Match) -> Piece:
    """The form the ability gives your hero while it is in play (305.2a), what the form means, and the
    two events that destroy the ability (703.1). Without 'Ongoing:' the sentence is one of the ability's
    powers in play only after its 'Ongoing:' (``pool_shapes.after_the_colon``)."""
    keyword = FORMS[m.group("form").lower()]
    powers = [{"continuous": dict(c)} for c in FORM_MEANS[keyword]]
    powers += [{"triggered": {"when": when, "effects": [{"destroy": {"this": True}}]}} for when in FORM_ENDS]
    if m.group("ongoing"):
        return Piece(FORM_SHAPE, powers=powers, ongoing_ability=True)
    return Piece(FORM_LATER, powers=powers)


def form_tagged(entry: dict[str, Any]) -> None:
    """A card giving a form has the numbered tag Form (1) that keeps it the only one in play (414.3b);
    one whose facts lost it (a tag 'Form</i>') is refused rather than played without that limit."""
    gives = any(set(FORMS.values()) & set((p.get("continuous") or {}).get("gain_keywords", []))
                for p in entry.get("powers", []))
    if gives and "Form (1)" not in entry.get("tags", []):
        raise Unrecognised(f"facts: a form without its tag Form (1) ({', '.join(entry.get('tags', []))})")


def in_form(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    """'Your hero has Stealth while in cat form': the sentence without its form, read by the other shapes,
    each continuous power it makes affecting your hero only while the hero has the form: the form in the
    power's ``affects``, as the hand-written Predatory Strikes has it, so the power depends on the one that
    gives the form (719.1) and is in force exactly while it holds (714.3a); 'in bear or cat form': either.
    A piece with anything but continuous powers on your hero is refused."""
    forms = [FORMS[f] for f in m.group("forms").split(" or ")]
    form_of = {"keyword": forms[0]} if len(forms) == 1 else {"any": [{"keyword": f} for f in forms]}
    inner = read(f"{m.group('ongoing') or ''}{m.group('who')} has {m.group('what')}"
                 f"{' while attacking' if m.group('attacking') else ''}.")
    parts = dict(inner.parts)
    if "ongoing" in parts and set(parts) == {"ongoing"}:
        stats = [parts["ongoing"]]
    elif set(parts) == {"powers"} and all(set(p) == {"continuous"} for p in parts["powers"]):
        stats = [p["continuous"] for p in parts["powers"]]
    else:
        raise Unrecognised(f"a power in a form that isn't a continuous power: {m.group(0)}")
    if any(stat["affects"] != YOUR_HERO for stat in stats):
        raise Unrecognised(f"a power in a form on another card than your hero: {m.group(0)}")
    stats = [{**stat, "affects": {**YOUR_HERO, **form_of}} for stat in stats]
    if "ongoing" in parts:
        return Piece(inner.shape, ongoing=stats[0])
    return Piece(inner.shape, powers=[{"continuous": stat} for stat in stats])


def shapes(read: Callable[[str], Piece],
           effects_of: Callable[[list[Piece], list[dict[str, Any]]], list[dict[str, Any]]]
           ) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    return [(DEATH_RATTLE, lambda m: death_rattle(m, read, effects_of)), (FORM, form),
            (FORM_WHILE, lambda m: in_form(m, read))]
