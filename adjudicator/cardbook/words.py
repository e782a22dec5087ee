"""A card's encoded powers in words: what the card language says the card does, read back from
its definition (not its ``text``), so a judge can see what the engine plays and compare it with
the printed card.

One function per piece of the language, chosen by class name; a piece without one is read out
field by field, so a new piece of the language is never left out, only said plainly.
"""
from __future__ import annotations

import re
from typing import Any

from ..cards.keywords import meaning
from ..deck.facts import describe
from ..cards.model import Condition  # enc-cond: a power's comparison read as a condition is
ENTERED = {"event": "enters-play"}  # enc-deal4: a card that entered play this turn, as its subject (the default; 710.1)

KIND_WORDS = {"card": "card", "character": "hero or ally", "equipment": "weapon, armor or item"}
ROLE_WORDS = {"subject": "that event's card", "source": "that event's source",
              "destination": "the card that event is dealt to", "opponent": "the card on the other side",
              "moved": "that card, now in the graveyard,", "with": "the weapon (or card) that event was made with",
              "itself": "this card, now in its owner's graveyard,"}  # enc-enter11
CHOICES = {"race": "a Horde or Alliance race"}  # what a card's ``choose`` names, said in full (Rift)
CONTROLLER_WORDS = {"you": "you control", "opponent": "an opponent controls", "friendly": "friendly",
                    "opposing": "opposing"}
PLAYER_WORDS = {"any": "player", "you": "player (you)", "opponent": "opposing player", "friendly": "friendly player",
                "opposing": "opposing player"}  # a target player is no card anyone controls
PER_OPPONENT = {"of": " (each opponent's cards counted alone: one opponent with more is enough)",  # enc-cond
                "than": " (each opponent's cards counted alone: more than one opponent has is enough)"}
EACH_OPPONENT = " (each opponent's cards counted alone: it must hold against every opponent)"  # enc-turn11
DURATION_WORDS = {"this-turn": "this turn", "this-combat": "this combat", "game": "for the rest of the game",
                  "until-your-next-turn": "until your next turn",
                  "until-its-controllers-next-turn": "until its controller's next turn",
                  "while-in-play": "while this card is in play"}


def sentence(text: str) -> str:
    text = re.sub(r"\b([Aa]) (?=[aeiouAEIOU])", r"\1n ", text.strip())
    text = re.sub(r",+(?=[.;:)]|$)", "", re.sub(r",+ (?=\(|,)", " ", text))  # a clause's closing comma
    text = re.sub(r",,", ",", text)
    return (text[0].upper() + text[1:] + ("" if text.endswith((".", "!", "?")) else ".")) if text else text


def kind_word(kind: str, plural: bool = False) -> str:
    word = KIND_WORDS.get(kind, kind)
    if not plural:
        return word
    return {"ally": "allies", "hero": "heroes", "hero or ally": "heroes or allies", "armor": "armor", "ability": "abilities",
            "weapon, armor or item": "weapons, armor or items"}.get(word, word + "s")


# -- selectors ---------------------------------------------------------------------------------

def selector(sel: Any, name: str = "this card") -> str:
    """A noun phrase: "each other ally named Ironforge Guards you control"."""
    if sel is None:
        return "nothing"
    anchor = _anchor(sel, name)
    narrow = _narrowing(sel)
    if anchor is None and _is_your_hero(sel):
        return "your hero" + (f", if it is {narrow}," if narrow else "")
    if anchor:  # the clause closed by a comma: 'put the target, if it is exhausted, into …' (sentence tidies)
        return anchor + (f", if it is {narrow}," if narrow else "")
    return "each " + _described(sel)


def _one_of(sel: Any, name: str) -> str:
    """One card of a group: 'one ally you control', not 'one of each ally you control'."""
    text = selector(sel, name)
    return "one " + text[len("each "):] if text.startswith("each ") else "one of " + text


def _is_your_hero(sel: Any) -> bool:
    plain = {"kind": "hero", "controller": "you"}
    return all(getattr(sel, k) == v for k, v in plain.items()) and not (
        set(sel.model_fields_set) - {"kind", "controller"} - {"exhausted", "damaged", "attacking", "defending", "in_combat",
                                                               "keyword", "trait", "faction"})


def _anchor(sel: Any, name: str) -> str | None:
    if sel.this:
        return name
    if sel.target:
        return f"the target '{sel.target}'"
    if sel.host:
        return f"the {kind_word(sel.kind)} it is attached to"
    if getattr(sel, "recipient", False):  # enc-turn2: read for each card the packets are for
        return f"the {kind_word(sel.kind)} that packet is for"
    if sel.event:
        return ROLE_WORDS.get(sel.event, f"that event's {sel.event}")
    if getattr(sel, "chosen", None):
        return f"the card chosen as '{sel.chosen}'"
    return None


def _narrowing(sel: Any) -> str:
    """For an anchored selector, the other fields that narrow it, as an adjective phrase. The moved
    card's graveyard is said with its role ('that card, now in the graveyard'): not again here."""
    zone_said = sel.event in ("moved", "itself") and sel.zone == "graveyard"
    parts = _states(sel) + _qualities(sel) + ([_zone(sel)] if _anchor(sel, "") is not None and sel.zone != "play"
                                              and not zone_said else [])
    owned = {"you": "owned by you", "opponent": "owned by an opponent", "opposing": "owned by an opponent",
             "friendly": "owned by a friendly player"}.get(getattr(sel, "owner", None) or "") if zone_said else None
    parts += [owned] if owned else []  # enc-when1: 'your deck' after a card's own destruction: only a card you own
    return " and ".join(p.strip() for p in parts if p.strip())


def _zone(sel: Any) -> str:
    return {"chain": "on the chain", "removed": "removed from the game"}.get(sel.zone, f"in a {sel.zone}")


def _unless_action(act: Any, name: str, you: bool = False) -> str:
    """The action, its verb agreeing with the player: 'unless you pay (4)', 'unless its controller pays (3)'."""
    if act.pay is not None:
        return f"{'pay' if you else 'pays'} ({act.pay})"
    if act.discard is not None:
        return f"{'discard' if you else 'discards'} {act.discard}"
    if act.return_one is not None:  # enc-enter14
        return f"{'return' if you else 'returns'} one {selector(act.return_one, name).removeprefix('each ')} " \
               f"{'you' if you else 'they'} control to its owner's hand"
    if act.reveal_hand:  # enc-enter14
        return f"{'show' if you else 'shows'} every player {'your' if you else 'their'} hand"
    return f"{'choose and destroy' if you else 'chooses and destroys'} one {selector(act.destroy, name).removeprefix('each ')} " \
           f"{'you' if you else 'they'} control"


def _states(sel: Any, described: bool = False) -> list[str]:
    """Its states, as adjectives: after "it is" ('a token'), or before a noun (``described``: 'token')."""
    out = []
    for field, yes, no in (("exhausted", "exhausted", "ready"), ("damaged", "damaged", "undamaged"),
                           ("attacking", "attacking", "not attacking"), ("defending", "defending", "not defending"),
                           ("in_combat", "in combat", "not in combat"),  # enc-stat (602.3b)
                           ("face_down", "face-down", "face-up")):  # enc-has2 (301.2)
        value = getattr(sel, field, None)
        if value is not None:
            out.append(yes if value else no)
    if getattr(sel, "protecting", None):
        out.append("protecting")
    if getattr(sel, "token", None) is not None:
        out.append(("token" if sel.token else "non-token") if described else "a token" if sel.token else "not a token")
    return out


def _qualities(sel: Any, described: bool = False) -> list[str]:
    """The fields that narrow a selector, as phrases after its noun (``described``) or after "it is"."""
    out = []
    if sel.named:
        out.append(f"named {sel.named}")
    if getattr(sel, "name_contains", None):
        out.append(f"with {sel.name_contains} in its name")
    if getattr(sel, "paid", None):
        out.append(f"{sel.paid} to pay its cost")
    if getattr(sel, "revealed_this_way", False):  # enc-reward6 (415.3a)
        out.append("revealed this way")
    if getattr(sel, "dealt_this_way", False):
        out.append("dealt damage this way")
    if getattr(sel, "put_this_way", False):  # enc-turn8 (404.2)
        out.append("put into play this way")
    if getattr(sel, "remembered", False):  # enc-turn8 (715.1)
        out.append("remembered")
    if getattr(sel, "dealt_fatal_this_way", False):  # enc-if5 (405.2)
        out.append("dealt fatal damage this way")
    for field, words in (("same_type_as", "of the same card type as {}"),
                         ("shares_type_with", "sharing a card type with {}")):
        if getattr(sel, field, None):
            out.append(words.format(_slot(getattr(sel, field))))
    if sel.trait and not described:  # described: before the noun, 'a Rogue hero or ally' (_described)
        out.append(f"a {sel.trait}")
    if sel.tag:
        out.append(f"tagged {sel.tag}")
    if getattr(sel, "trait_chosen", None):  # Rift: 'of the chosen race' (707.1a)
        out.append(f"that is of the {sel.trait_chosen} chosen as it was played")
    if getattr(sel, "attachment", None) is not None:  # enc-reward6 (400.1)
        out.append("that is an attachment" if sel.attachment else "that is no attachment")
    if getattr(sel, "chosen_value", None):  # enc-reward6: 'of that kind' (709.2b)
        out.append(f"of the {sel.chosen_value} chosen")
    if getattr(sel, "keyword", None):
        out.append(f"with {sel.keyword}")
    if sel.faction:
        out.append(f"of the {sel.faction}")
    if getattr(sel, "reputation", None):  # enc-if2
        out.append(f"with {sel.reputation} reputation")
    if getattr(sel, "with_power", None):
        out.append("with an Inspire power" if sel.with_power == "inspire" else "with a Sabotage power")
    if sel.class_icon:
        out.append(f"with the {sel.class_icon} class icon")
    if getattr(sel, "damage_type", None):
        out.append(f"of {sel.damage_type} damage")
    parity = getattr(sel, "cost_parity", None)  # enc-reward: 'a card with an even cost of 2 or more'
    if parity:
        out.append(f"with an {parity} cost" + (f" of {amount(sel.cost_at_least)} or more" if sel.cost_at_least is not None
                                               else ""))
    counted = type(getattr(sel, "cost_at_most", None)).__name__ == "Count"  # enc-put: a bound read from the game
    if counted:
        bound = sel.cost_at_most
        out.append("with cost no more than " + (f"the number of {_many(bound.count)}" if (bound.times, bound.plus, bound.per)
                                                == (1, 0, 1) else amount(bound)))
    for field, words in (("cost", "with cost {}"), ("cost_at_most", "with cost {} or less"),
                         ("cost_at_least", "with cost {} or more")):
        if getattr(sel, field, None) is not None and not (parity and field == "cost_at_least") \
                and not (counted and field == "cost_at_most"):
            out.append(words.format(amount(getattr(sel, field))))
    if getattr(sel, "cost_below_this", None):  # enc-kw4: Portal's bound, the card's own printed cost
        out.append("with cost less than this card's cost")
    if getattr(sel, "damage_at_least", None) is not None:  # after the noun: 'a hero with 15 or more damage on it'
        out.append(f"with {sel.damage_at_least} or more damage on it")
    if getattr(sel, "counters_at_least", None) is not None:  # enc-start1: 'with three or more venom counters on it'
        out.append(f"with {sel.counters_at_least.at_least} or more {sel.counters_at_least.named} counters on it")
    if getattr(sel, "fatal_damage", None) is not None:  # enc-if5 (405.2)
        out.append("with fatal damage on it" if sel.fatal_damage else "without fatal damage on it")
    if getattr(sel, "atk_at_least", None) is not None:  # 'an ally with 6 or more ATK', as it now is
        out.append(f"with {sel.atk_at_least} or more ATK")
    if getattr(sel, "atk_at_most", None) is not None:  # enc-enter2: 'with ATK 2 or less', as it now is
        out.append(f"with {sel.atk_at_most} or less ATK")
    if getattr(sel, "controller_hand_at_most", None) is not None:  # enc-r2d: its own controller's hand (415.4a)
        most = sel.controller_hand_at_most
        out.append("whose controller has no cards in his hand" if most == 0
                   else f"whose controller has {most} or fewer cards in his hand")
    if getattr(sel, "in_host_party", False):
        out.append("in the party of the card it is attached to")
    if getattr(sel, "host_player", False):  # enc-attach2 (400.4, 401.1, 401.2)
        out.append("of the player who controls the card it is attached to")
    if getattr(sel, "has_attachment", None) is not None:
        out.append("with an attachment" if sel.has_attachment else "with no attachment")
    if getattr(sel, "attachment_controller", None) is not None:  # enc-turn11
        who = {"you": "you control", "opponent": "an opponent controls", "friendly": "a friendly player controls",
               "opposing": "an opponent controls", "any": "anyone controls"}[sel.attachment_controller]
        out.append(f"with an attachment {who} on it")
    if getattr(sel, "has_attached", None) is not None:  # enc-while5: 'with an ability attached to it' (400.1)
        out.append(f"with {selector(sel.has_attached).replace('each ', 'a ', 1)} attached to it")
    if getattr(sel, "attached_to", None) is not None:
        out.append(f"attached to {selector(sel.attached_to).removeprefix('each ')}")
    if getattr(sel, "attacks", None) is not None:  # enc-put
        out.append(f"attacking {selector(sel.attacks).replace('each ', 'a ', 1)}")
    if getattr(sel, "targeting", None) is not None:
        out.append(f"targeting {selector(sel.targeting).removeprefix('each ')}")
    turn = getattr(sel, "this_turn", None)
    if turn is not None and turn.model_dump(exclude_defaults=True, by_alias=True) == ENTERED:  # enc-deal4: as cards say it
        out.append("that entered play this turn")
    elif turn is not None:
        out.append(f"that was the {turn.as_} when {event(turn)} this turn")
    def that(parts: list[str]) -> str:  # after a noun: 'an ally that is not a Demon', 'a card that is this card or …'
        return "that is " if described and not all(p.startswith(AFTER_A_NOUN) for p in parts) else ""
    if getattr(sel, "not_", None) is not None:
        out.append(("that is " if described else "") + "not " + _part(sel.not_))
    for parts, joint in ((getattr(sel, "all_", None), " and "), (getattr(sel, "any_", None), " or ")):
        if parts:
            words = [_part(s) for s in parts]
            out.append(that(words) + joint.join(words))
    if getattr(sel, "moved_by_this", False):  # enc-enter10: 'each card this card removed from the game'
        out.append("that this card removed from the game" if sel.zone == "removed" else "put there by this card")
    if getattr(sel, "named_as", None):
        out.append(f"with the same name as {ROLE_WORDS.get(sel.named_as, sel.named_as)}")
    return out


AFTER_A_NOUN = ("with ", "named ", "tagged ", "of ", "in ", "attached ", "targeting ", "sharing ", "put there", "that ",
               "put into play", "remembered")


def _one_of_kinds(fits) -> str:
    """enc-dealt: a target narrowed to kinds alone, 'target resource that is a quest or location' (412.1b)."""
    if set(fits.model_dump(exclude_defaults=True)) != {"kinds"}:
        return ""
    first = fits.kinds[0]
    return f"{'an' if first[0] in 'aeiou' else 'a'} {' or '.join(fits.kinds)}"


def _part(inner: Any) -> str:
    """A selector inside not/all/any: only its qualities when it names no kind of card."""
    bare = inner.kind == "card" and not (_anchor(inner, "") is not None or inner.other or inner.kinds)  # 'this': an anchor
    if bare:
        if getattr(inner, "row", None) == "resource" and set(inner.model_dump(exclude_defaults=True)) == {"row"}:
            return "a resource"  # enc-deal9: 'abilities, allies, equipment, and resources' (412)
        return _narrowing(inner) or "any card"
    words = selector(inner)  # 'a Demon ally', 'another ally' ('each' only starts a description)
    return re.sub(r"^each (other )?", lambda m: "another " if m.group(1) else "a ", words)


def _described(sel: Any, plural: bool = False) -> str:
    """The selector's noun phrase, without 'each': 'other exhausted Rogue ally you control', or with
    ``plural`` 'Rogue allies you control' ('at least 4 cards you own in a graveyard')."""
    kinds = sel.kinds or [sel.kind]
    noun = " or ".join(kind_word(k) for k in kinds)
    if plural:
        noun = kind_word(noun, True) if len(kinds) == 1 else " or ".join(kind_word(kind_word(k), True) for k in kinds)
    if getattr(sel, "row", None) == "resource":
        noun = ("resources" if plural else "resource") + (f" ({noun})" if sel.kind != "card" or sel.kinds else "")
    words = [w for w in ("other" if sel.other else "", *(_states(sel, described=True)), sel.trait or "", noun) if w]
    phrase = " ".join(words)
    quals = _qualities(sel, described=True)
    clauses = [q for q in quals if q.startswith("that is ") or q.endswith(" that packet is for")]  # last: 'each ally of the player who controls X
    quals = [q for q in quals if q not in clauses]          # that is not X', not 'that is not X of the player …'
    if quals:
        phrase += " " + ", ".join(quals)
    controller = CONTROLLER_WORDS.get(sel.controller)
    if controller in ("friendly", "opposing"):
        phrase = f"{controller} {phrase}"
    elif controller:
        phrase += f" {controller}"
    if getattr(sel, "owner", None) == "you":
        phrase += " you own"
    elif getattr(sel, "owner", None) in ("opponent", "opposing"):  # 'opposing graveyards': an opponent's cards (415)
        phrase += " an opponent owns"
    elif getattr(sel, "owner", None) == "friendly":
        phrase += " a friendly player owns"
    if getattr(sel, "controller_of", None):
        phrase += f" of the player who controls {_slot(sel.controller_of)}"
    if getattr(sel, "player", None):
        phrase += f" of the target player '{sel.player}'"
    whose = "the player who controls the card that packet is for"  # enc-turn7: recipient_player
    if getattr(sel, "recipient_player", False) and sel.zone in ("hand", "graveyard", "deck"):
        phrase += f" in the {sel.zone} of {whose}"
    elif getattr(sel, "recipient_player", False):
        phrase += f" of {whose}" + ("" if sel.zone == "play" else " " + _zone(sel))
    elif sel.zone != "play" and not (sel.zone == "removed" and getattr(sel, "moved_by_this", False)):  # said by it
        phrase += " " + _zone(sel)
    return phrase + "".join(" " + c for c in clauses)


def _many(sel: Any, name: str = "this card") -> str:
    """The cards a count counts, in the plural: 'allies you control', 'cards you own in a graveyard'
    (an anchored selector, 'this card', is read as it is)."""
    if _anchor(sel, name) is not None or (_is_your_hero(sel) and sel.kind == "hero"):
        return selector(sel, name).removeprefix("each ")
    return _described(sel, plural=True)


def discarded(sel: Any, n: str) -> str:
    """A discard's reading; a whole hand named by whose it is ('that hero's controller discards his hand') said so."""
    if sel.model_dump(exclude_defaults=True, exclude_none=True).keys() == {"zone", "controller_of"} and sel.zone == "hand":
        return f"the player who controls {_slot(sel.controller_of)} discards his whole hand"
    return f"discard {selector(sel, n)} from its owner's hand"


def _slot(slot: str) -> str:
    if slot.startswith("event:"):
        return ROLE_WORDS.get(slot[6:], slot)
    return f"the target '{slot}'"


# -- amounts -----------------------------------------------------------------------------------

AMONG_WORDS = {"classes": "classes", "alliance-races": "Alliance races", "horde-races": "Horde races"}

def amount(value: Any) -> str:
    if isinstance(value, (int, str)):
        return {"that-much": "that much", "dealt-this-way": "as much as was dealt this way",
                "that-many": "that many", "max-hand-size": "your maximum hand size"}.get(value, str(value)) if isinstance(value, str) else str(value)
    name = type(value).__name__
    if name == "Count" and value.count.recipient and value.per == 1:  # enc-deal6: more to each card that fits (405.4)
        narrow = _narrowing(value.count)
        return f"{value.plus}, and {value.times} more to each one {narrow if narrow.startswith('that ') else 'that is ' + narrow},"
    if name == "Count":
        return (f"{value.plus} plus " if value.plus else "") + f"{value.times} for each {_per(value)}"
    if name == "Total" and value.total in AMONG_WORDS:
        return f"the number of different {AMONG_WORDS[value.total]} among {_many(value.of)}"
    if name == "Total" and value.plus:  # enc-deal4: '1 plus the combined ATK of …'
        return f"{value.plus} plus {amount(value.model_copy(update={'plus': 0}))}"
    if name == "Total" and value.times != 1:  # enc-while1
        return f"{value.times} times {amount(value.model_copy(update={'times': 1}))}"
    if name == "Total":
        stat = value.total.upper() if value.total == "atk" else "DEF" if value.total == "defense" else value.total
        if value.take is not None:
            return f"the {value.take} {stat} among {selector(value.of).removeprefix('each ')}"
        if value.of == type(value.of)(this=True) and value.per == 1 and value.total == "atk":  # enc-eff
            return "this card's ATK"  # 'equal to his ATK'; 'X being this weapon's ATK' (the other cards': not its)
        return (f"the total {stat} of {selector(value.of)}"
                + (f", 1 for each {value.per} of it" if value.per != 1 else ""))
    if name == "CostOf" and value.cost_of.startswith("event:"):  # enc-enter
        return (f"as much as the cost printed on the card that was the event's {value.cost_of.partition(':')[2]} "
                "(read even once it has left play)")
    if name == "CostOf" and value.cost_of.startswith("chosen:"):  # enc-if13: the card it destroyed (or chose)
        return f"as much as the cost printed on the card it named '{value.cost_of.partition(':')[2]}' (read where it now is)"
    if name == "CostOf":
        return f"as much as the cost printed on its target '{value.cost_of}' (read even once it has left play)"
    if name == "AtkOf" and value.atk_of.startswith("event:"):  # enc-enter11: the trigger event's card
        return (f"as much as the ATK of the card that was the event's {value.atk_of.partition(':')[2]} (as it last was in "
                "play, once it has left)")
    if name == "AtkOf" and value.atk_of.startswith("chosen:"):  # enc-if13: the card it destroyed (or chose)
        return (f"as much as the ATK of the card it named '{value.atk_of.partition(':')[2]}' (as it last was in play, "
                "once it has left)")
    if name == "AtkOf":  # enc-if7
        return f"as much as the ATK of its target '{value.atk_of}' (as it last was in play, once it has left)"
    if name == "DestroyedToPay":
        return f"the {value.destroyed_to_pay.upper() if value.destroyed_to_pay == 'atk' else value.destroyed_to_pay}" \
               " of the card destroyed to pay for it"
    if name == "Multiplied":
        return f"{value.by} times {amount(value.multiply)}"
    if name == "Counters":
        on = "it" if value.on.this and value.on == type(value.on)(this=True) else selector(value.on)
        return (f"{value.plus} plus " if value.plus else "") + f"{value.times} for each {value.counters} counter on {on}"
    if name == "Picked":
        stat = value.picked.upper() if value.picked == "atk" else value.picked
        of = selector(value.of)  # 'one ally you control (picked …)'; an anchor is one card already
        return (f"{value.plus} plus " if value.plus else "") + \
            (f"the {stat} of one {of.removeprefix('each ')} (picked as it resolves)" if of.startswith("each ")
             else f"the {stat} of {of}")
    if name == "Its":  # enc-deal9: or 'its health minus 1'
        plus = f" {'plus' if value.plus > 0 else 'minus'} {abs(value.plus)}" if value.plus else ""
        times = f"{'' if value.its in ('health', 'atk') else ','} times {value.times}" if value.times != 1 else ""
        said = {"health": "its health", "atk": "its ATK"}.get(value.its, "as much damage as it has")  # enc-r2e: its ATK
        return said + times + plus
    return plainly(value)


def _per(value: Any) -> str:
    """"for each group of 5 cards you own in a graveyard": a count taken in groups, the counted cards
    in the plural; "for each ally you control" when they are counted one by one."""
    if value.per == 1:
        return selector(value.count).removeprefix("each ")
    return f"group of {value.per} {_many(value.count)}"


def cards(value: Any) -> str:
    if value == 1:
        return "a card"
    if value == "dealt-this-way":
        return "a card for each damage dealt this way"
    if type(value).__name__ == "Count":
        return f"{'a card' if value.times == 1 else f'{value.times} cards'} for each {_per(value)}"
    if type(value).__name__ in ("Total", "Picked"):  # enc-eff: 'draw cards equal to the highest cost among …'
        return f"cards equal to {amount(value)}"
    if type(value).__name__ == "Counters" and not value.plus:  # enc-enter9: 'a card for each heirloom counter on it'
        return f"{'a card' if value.times == 1 else f'{value.times} cards'} for each {amount(value).split(' for each ', 1)[1]}"
    return f"{amount(value)} cards"


def _ordinal(n: int) -> str:
    """10 -> '10th', 2 -> '2nd': a place counted from the top of a deck."""
    return f"{n}{'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def _own(sel, who: Any, n: dict) -> str:
    """A card 'that player' picks among his own (resolution.destroyable, do_return_one): the reading
    says whose, where the selector doesn't."""
    said = selector(sel, n).removeprefix("each ")
    if sel.controller != "any" or sel.controller_of is not None:
        return said
    return f"{said} {'you' if who == 'you' else 'they'} control"


def player(value: Any) -> str:
    if value in (None, "you"):
        return "you"
    if value == "each-opponent":
        return "each opponent"
    if value == "each":
        return "each player"
    if value == "fewest-in-hand":  # enc-r2d
        return "the player with fewer cards in his hand than each other player (nobody on a tie)"
    if value == "each-friendly":  # enc-enter9
        return "each friendly player (you and each teammate)"
    if hasattr(value, "controller_of"):
        return f"the controller of {selector(value.controller_of).removeprefix('each ')}"
    if hasattr(value, "target_player"):
        return f"the target player '{value.target_player}'"
    if value == "each-other":
        return "each other player"
    return plainly(value)


def _optional_draw(e: Any) -> str:
    """enc-enter15: a draw the players it names each choose (Draw.optional, 709.2b)."""
    return "may, each choosing, draw" if e.player in ("each", "each-friendly") else "may (his own choice) draw"


# -- events ------------------------------------------------------------------------------------

EVENT_WORDS = {
    "damage": "{source} deals damage to {destination}", "heal": "{source} heals damage from {destination}",
    "destroyed": "{subject} is destroyed", "attacks": "{subject} attacks", "defends": "{subject} defends",
    "enters-combat": "{subject} enters combat", "strike": "{subject} strikes", "enters-play": "{subject} enters play",
    "enters-party": "{subject} enters its controller's party (entering play, or by a change of control)",
    "exhausted": "{subject} is exhausted", "played": "{subject} is played",
    "targeted": "{subject} becomes the target of {source}'s link", "draw": "{subject}'s controller would draw",
    "draw-by-an-opponent": "an opponent would draw",
    "removed": "{subject} is removed from the game", "inspired": "{source} inspires {subject}",
    "to-graveyard": "{subject} is put into a graveyard", "revealed": "{subject} is revealed from a deck",
    "turn-starts": "{subject}'s turn starts", "turn-ends": "{subject}'s turn ends",
    "protects": "{subject} protects", "prevented": "{subject} prevents damage", "discarded": "{subject} is discarded",
    "placed": "{subject} is placed as a resource",
    "completed": "{subject} is completed", "readied": "{subject} is readied", "leaves-play": "{subject} leaves play",
    "turned-face-down": "{subject} is turned face down", "sabotages": "{subject} sabotages",
    "becomes-hero": "{subject} becomes its player's hero",
    "skipped-draw": "{subject}'s controller skips a draw by {source}'s power",  # enc-if8
}
ANYONE = {"subject": "a card", "source": "a card", "destination": "a card", "opponent": "a character"}


# enc-trig (s10): a triggered power's event happened ('when your hero's controller draws a card'); EVENT_WORDS' 'would
# draw' is a replacement's event, which has not happened yet (716.1)
TRIGGER_WORDS = {**EVENT_WORDS, "draw": "{subject}'s controller draws a card", "draw-by-anyone": "a player draws a card",
                 "draw-by-an-opponent": "an opponent draws a card"}


def event(pattern: Any, name: str = "this card", words: dict[str, str] = EVENT_WORDS) -> str:
    """A clause: "an ally you control attacks", "your hero deals combat damage to a card"."""
    def who(role: str) -> str:
        sel = getattr(pattern, role, None)
        if sel is None:
            return "a player" if pattern.event.startswith("turn-") else ANYONE[role]
        return selector(sel, name).replace("each ", "a ", 1)
    anyone = f"{pattern.event}-by-anyone" if pattern.subject is None else pattern.event  # no subject: any player's
    if pattern.event == "draw" and pattern.subject is not None and \
            pattern.subject.model_dump(exclude_defaults=True) == {"kind": "hero", "controller": "opponent"}:
        anyone = "draw-by-an-opponent"  # enc-if9: 'an opponent would draw', not 'a hero an opponent controls's …'
    template = words.get(anyone, words.get(pattern.event, pattern.event.replace("-", " ") + " ({subject})"))
    text = template.format(**{role: who(role) for role in ANYONE})
    extra = [f"{role}: {who(role)}" for role in ("source", "destination", "subject")
             if getattr(pattern, role, None) is not None and "{" + role + "}" not in template
             and not (role == "subject" and anyone == "draw-by-an-opponent")]  # enc-if9: said in the template
    if pattern.damage_type:  # enc-if (s11): several: any of them ('magic damage')
        types = [pattern.damage_type] if isinstance(pattern.damage_type, str) else list(pattern.damage_type)
        extra.append(f"{', '.join(types[:-1])} or {types[-1]} damage" if len(types) > 1 else f"{types[0]} damage")
    if getattr(pattern, "damage_type_not", None):  # enc-turn3: 'non-melee damage'
        types = [pattern.damage_type_not] if isinstance(pattern.damage_type_not, str) else list(pattern.damage_type_not)
        extra.append(f"damage that is not {' or '.join(types)} damage")
    if getattr(pattern, "fatal", None) is not None:
        extra.append("fatal damage" if pattern.fatal else "not fatal damage")
    if getattr(pattern, "amount_at_least", None) is not None:  # enc-if (s11)
        extra.append(f"a packet of {pattern.amount_at_least} or more")
    if getattr(pattern, "amount_at_most", None) is not None:
        extra.append(f"a packet of {pattern.amount_at_most} or less")
    if getattr(pattern, "face_up", None) is not None:
        extra.append("face up" if pattern.face_up else "face down")
    if pattern.combat is not None:
        extra.append("combat damage" if pattern.combat else "not combat damage")
    if getattr(pattern, "with_", None) is not None:
        extra.append(f"with {selector(pattern.with_, name).removeprefix('each ')}")
    if pattern.opponent is not None:
        extra.append(f"against {selector(pattern.opponent, name).replace('each ', 'a ', 1)}")
    if getattr(pattern, "this_way", False):
        extra.append("dealt this way")
    return text + (f" ({', '.join(extra)})" if extra else "")


# -- effects -----------------------------------------------------------------------------------

def effects(items: list[Any], name: str) -> str:
    return "; then ".join(effect(e, name) for e in items) if items else "nothing"


def effect(e: Any, name: str) -> str:
    handler = EFFECTS.get(type(e).__name__)
    return handler(e, name) if handler else plainly(e)


def _deal(e, name):
    kind = f" {e.damage_type}" if e.damage_type else ""
    dealt, each = amount(e.deal_damage), ""
    if type(e.deal_damage).__name__ == "Count" and not e.deal_damage.plus:  # '2 fire damage to X for each Y'
        dealt, _, each = dealt.partition(" for each ")
        each = f" for each {each}"
    if type(e.deal_damage).__name__ == "Counters":  # enc-then: 'N damage to X for each poison counter on <card>'
        n = e.deal_damage  # enc-enter9: '1 damage to X, plus 1 more for each heirloom counter on <card>'
        dealt = str(n.plus) if n.plus else str(n.times)
        each = (f", plus {n.times} more" if n.plus else "") + \
            f" for each {n.counters} counter on {name if n.on == type(n.on)(this=True) else selector(n.on)}"
    if type(e.deal_damage).__name__ == "Its" and e.deal_damage.its == "atk":  # enc-r2e: 'damage … equal to its ATK'
        dealt, kind, each = kind.strip(), "", f" equal to {amount(e.deal_damage)}"
    text = f"{selector(e.source, name)} deals {dealt}{kind} damage to {selector(e.to, name)}{each}"
    if e.source.recipient:  # enc-deal3: each card its own source
        text = f"{selector(e.to, name)} deals {dealt}{kind} damage to itself{each}"
    text = text.replace("deals  damage", "deals damage")  # enc-r2e: 'equal to its ATK' with no damage type
    if e.divided:
        text += ", divided as you choose among them"
    return text + (" (combat damage)" if e.combat else "") + (" (it can't be prevented)" if e.unpreventable else "")


def _assault(stat: Any) -> str | None:
    """The keyword "Assault N" of a change that is +N ATK during its controller's own turns and shows
    the keyword (how card-format.md encodes Assault N); None for any other change."""
    n = stat.atk
    keyword = f"Assault {n}" if isinstance(n, int) and getattr(stat, "during", None) == "your-turn" else None
    return keyword if keyword in stat.gain_keywords else None


def _stat(stat: Any, name: str) -> str:
    """A continuous change: "each ally you control has +1 ATK"."""
    changes = []
    for field, label in (("atk", "ATK"), ("health", "health"), ("defense", "DEF")):
        value = getattr(stat, field)
        if value is not None:
            if type(value).__name__ == "Count":  # 'for each group of 2 allies' too: the count's groups (_per)
                each = selector(value.count, name).removeprefix("each ") if value.per == 1 else _per(value)
                changes.append((f"{value.plus:+d} plus " if value.plus else "") + f"{value.times:+d} {label} for each {each}")
            elif type(value).__name__ == "Counters":
                each = amount(value).split(" for ", 1)[1]
                if not stat.affects.this and each.endswith(" on it"):  # enc-stat: 'it' would be the card it affects
                    each = each.removesuffix(" on it") + " on this card"
                changes.append((f"{value.plus:+d} plus " if value.plus else "") + f"{value.times:+d} {label} for {each}")
            elif type(value).__name__ == "Total" and value.times != 1:  # enc-while1: '-1 ATK for each damage on him'
                changes.append(f"{value.times:+d} {label} for each point of {amount(value.model_copy(update={'times': 1}))}")
            elif type(value).__name__ == "Total":
                changes.append(f"+{label} equal to {amount(value)}")
            else:
                sign = "+" if isinstance(value, int) and value >= 0 or value == "X" else ""  # enc-stat (s10): '+X ATK'
                changes.append(f"{sign}{amount(value)} {label}")
    if stat.gain_traits:
        changes.append("the traits " + ", ".join(stat.gain_traits))
    assault = _assault(stat)
    if assault:  # 'Assault 5' is +5 ATK on its controller's own turns: said once, not as a second +5
        changes[0] = f"{assault} (+{stat.atk} ATK during its controller's own turns)"
    keywords = [k for k in stat.gain_keywords if k != assault]
    if keywords:
        changes.append(", ".join(keywords))
    if getattr(stat, "stats_are_cost", False):
        changes.append("ATK and health equal to its cost, which nothing can raise or lower")
    if getattr(stat, "cant_have_keywords", None):
        changes.append("no " + " or ".join(stat.cant_have_keywords) + " (lost, and it can't be gained)")
    if stat.instant:
        changes.append("Instant (playable whenever its player has priority)")
    if stat.lose_powers:
        changes.append("no powers (a blank text box)")
    spelled = [p for p in stat.gain_powers if getattr(p, "keyword", None) not in stat.gain_keywords]
    if spelled:  # a keyword's own powers are said by its name, given above (adjudicator/cards/keywords.py)
        changes.append("the power: " + "; ".join(keyed(p, "the card that has it") for p in spelled))
    if stat.gain_chosen:
        changes.append(f"the {stat.gain_chosen} chosen for it")
    if stat.gain_control:
        changes.append("you as its controller")
    if stat.becomes is not None:
        b = stat.becomes
        changes.append(("also " if b.also else "") + "become " + " ".join(
            x for x in (f"a {b.atk} ATK / {b.health} health" if b.atk is not None else "", b.type or "card") if x))
    for field, words in (("play_cost", "a play cost"), ("strike_cost", "a strike cost"),
                         ("completion_cost", "a completion cost"), ("attack_cost", "an attack cost"),
                         ("power_cost", "a payment power's cost")):  # enc-reward11
        value = getattr(stat, field, None)
        if isinstance(value, int):
            changes.append(f"{words} {'+' if value > 0 else '-'}({abs(value)})")
        elif value is not None:  # "(1) less for each …"
            changes.append(f"{words} {'+' if value.times > 0 else '-'}({abs(value.times)}) for each {_per(value)}"
                           + (f", {'+' if value.plus > 0 else '-'}({abs(value.plus)})" if value.plus else ""))
    if getattr(stat, "minimum", None) is not None:
        changes.append(f"to a minimum of ({stat.minimum})")
    if getattr(stat, "max_hand_size", None) is not None:
        changes.append(f"a maximum hand size {'+' if stat.max_hand_size >= 0 else ''}{stat.max_hand_size} "
                       "for its controller")
    if getattr(stat, "extra_resources", None) is not None:  # enc-enter12 (412.1)
        changes.append(f"{stat.extra_resources} more resource{'s' if stat.extra_resources != 1 else ''} its "
                       "controller may place each turn")
    if getattr(stat, "during", None) is not None and not (assault and stat.health is None and stat.defense is None):
        changes.append("during its controller's own turns" if stat.during == "your-turn"
                       else "during other players' turns")
    if getattr(stat, "skips_ready_step", False):
        changes.append("no readying in its controller's ready step")
    if getattr(stat, "top_card", None) == "look":
        changes.append("a power that lets its controller look at the top card of their deck whenever they have "
                       "priority")
    if getattr(stat, "top_card", None) == "revealed":
        changes.append("a power that makes its controller play with the top card of their deck revealed")
    for field in type(stat).model_fields:
        if field not in KNOWN_STAT and getattr(stat, field) not in (None, False, [], type(stat).model_fields[field].default):
            changes.append(f"{field.replace('_', ' ')}: {plainly(getattr(stat, field))}")
    text = f"{selector(stat.affects, name)} has " + (", ".join(changes) or "no change")
    fight = _in_combat_with(stat)
    if fight:  # enc-stat: 'while in combat with …' (602.3b)
        text += fight
    if stat.while_ is not None and not fight:
        text += f" while it is {_narrowing(stat.while_) or selector(stat.while_)}"
    if stat.only_while is not None:
        text += f", only while {_exists(stat.only_while, 1, name)}"
    for condition in stat.while_exists if not fight else []:
        text += f", while {_exists(condition, stat.while_at_least, name)}"
    for condition in stat.while_none:  # enc-stat: a 'while' that no card fits (714.3a)
        text += f", only while there is no {selector(condition, name).removeprefix('each ')}"
    if getattr(stat, "while_more_cards", None) is not None or getattr(stat, "while_more_damage", None) is not None:
        text += ", while " + _compared(stat)
    if getattr(stat, "while_happened", None) is not None:  # enc-if: this turn's events (703.4)
        text += ", only if " + _happened(stat)
    if getattr(stat, "against", None) is not None:
        text += f", when attacking {selector(stat.against).removeprefix('each ')}"
    return text


def _happened(stat: Any) -> str:
    """enc-if: a power's 'while' about this turn's events, in the words of the same condition."""
    return condition(stat.while_happened)


def _compared(stat: Any) -> str:
    """enc-cond: a power's 'while' comparing cards in play, in the words of the same condition."""
    return condition(Condition(more_cards=stat.while_more_cards, more_damage=stat.while_more_damage))


def _in_combat_with(stat: Any) -> str:
    """enc-stat: " while it is in combat with a Monster …" (its 'while' is in combat, and one card
    must be in combat too), " while your hero is in combat with …" (two cards in combat: your hero
    and the other); "" for any other power. A combat has one attacker and one defender (602.3b)."""
    foes = [s for s in stat.while_exists if s.in_combat]
    if len(foes) != len(stat.while_exists) or stat.while_at_least != 1:
        return ""
    plain = lambda s: selector(s.model_copy(update={"in_combat": None})).replace("each other ", "another ", 1) \
        .replace("each ", "a ", 1)  # noqa: E731
    if stat.while_ is not None and stat.while_.model_dump(exclude_defaults=True) == {"in_combat": True} and len(foes) == 1:
        return f" while it is in combat with {plain(foes[0])}"
    if stat.while_ is None and len(foes) == 2 and plain(foes[0]) == "your hero":
        return f" while your hero is in combat with {plain(foes[1])}"
    return ""


KNOWN_STAT = {"affects", "atk", "health", "defense", "gain_traits", "gain_keywords", "cant_have_keywords", "stats_are_cost", "lose_powers", "gain_powers", "gain_chosen",
              "gain_control", "only_while", "while_exists", "while_at_least", "while_none", "while_more_cards", "while_more_damage", "while_happened", "while_", "becomes", "completion_cost", "play_cost", "strike_cost",
              "attack_cost", "power_cost", "against", "minimum", "max_hand_size", "extra_resources", "skips_ready_step", "top_card", "instant", "during"}


def _create_continuous(e, name):
    text = _stat(e.create_continuous, name) + " " + DURATION_WORDS.get(e.duration, e.duration)
    if e.gained_by is not None:  # enc-r2f: another player gains control (401.3, 706.1)
        text = text.replace("you as its controller", f"{player(e.gained_by)} as its controller", 1)
    if e.uses:
        text += f" (used up after {e.uses})"
    if e.until is not None:
        text += f", until {event(e.until, name)}"
    if e.remains is not None:
        text += f", for as long as {selector(e.remains.of, name)} remains {e.remains.state.replace('-', ' ')}"
    stat = e.create_continuous
    if any(v is not None and not isinstance(v, int) and v != "X" for v in (stat.atk, stat.health, stat.defense)):
        text += " (the number is read as it resolves, then fixed)"  # enc-stat (s10): 709.2d, effects.locked_in
    return text


def _replacement(r: Any, name: str) -> str:
    i = r.instead
    if i.prevent is not None:
        what = "prevent all of it" if i.prevent == "all" else f"prevent {i.prevent} of it" \
            if isinstance(i.prevent, (int, str)) else f"prevent X of it, X being {amount(i.prevent)} as it resolves"
    elif i.prevent_all_but is not None:
        what = f"prevent all but {i.prevent_all_but} of it"
    elif i.multiply is not None:
        what = f"it is {i.multiply} times as much"
    elif i.add is not None and not isinstance(i.add, int):  # enc-if5: counted as the packet is replaced (716.1c)
        what = f"it is that much plus {amount(i.add)}, counted just before it" if r.when.event != "heal" else \
            f"it heals {amount(i.add)} more, counted just before it"
    elif i.add is not None and r.when.event == "heal":  # 717.3a: the heal packet grows
        what = f"it heals {i.add} more" if i.add >= 0 else f"it heals {-i.add} less"
    elif i.add is not None:
        what = f"it is {i.add:+d} damage"
    elif i.redirect_to is not None and i.redirect_amount is not None:  # enc-if8: a share of it, 717.6
        what = f"{i.redirect_amount} of it is dealt to {selector(i.redirect_to, name)}"
    elif i.redirect_to is not None:
        what = f"it is dealt to {selector(i.redirect_to, name)}"
    elif i.prevent_half is not None:  # enc-if8
        what = "prevent half of it, rounded up"
    elif i.damage_type is not None:  # enc-if8: only its type changes (717.1)
        what = f"it is {i.damage_type} damage"
    elif i.skip:  # enc-if8: nothing happens instead (716.1a)
        what = "the draw is skipped"
    elif i.draw is not None:  # enc-if9: draws instead, by that player or the modifier's controller (716.1a)
        what = f"{'you draw' if i.drawer == 'you' else 'that player draws'} {i.draw} card{'s' * (i.draw != 1)}"
    elif i.take is not None:
        what = f"put {selector(i.take, name).replace('each ', 'a ', 1)} into your hand"
    elif i.to_zone is not None:
        what = f"it goes to the {i.to_zone} zone" if i.to_zone != "removed" else "it is removed from the game"
    elif i.divide_among is not None:  # enc-if12: 717.6, the packet's controller names the card for each point
        what = f"its controller divides it as they choose, naming {selector(i.divide_among, name).replace('each ', 'one ', 1)} for each point"
    elif i.excess_to_hero:
        what = "it deals what is fatal to that ally, and the rest to that ally's controller's hero"
    elif i.attach_to is not None:
        what = f"attach it to {selector(i.attach_to, name).replace('each ', 'a ', 1)}"
        if i.changes is not None:
            what += "; " + _stat(i.changes, name)
    else:
        what = plainly(i)
    if i.damage_type is not None and i.add is not None:  # enc-if11: made larger and retyped too (717.1)
        what += f", as {i.damage_type} damage"
    text = f"if {event(r.when, name)}, instead{' (if its controller chooses)' if r.may else ''} {what}"
    if r.while_ is not None:
        text += f", only while {condition(r.while_)}"
    if r.uses:
        text += f" ({r.uses} time{'s' if r.uses > 1 else ''})"
    if r.duration != "while-in-play":
        text += " " + DURATION_WORDS.get(r.duration, r.duration)
    return text


def _top_of_deck(e, name):
    n = e.look_at_top if e.look_at_top is not None else e.reveal_top
    verb = "look at" if e.look_at_top is not None else "reveal"
    whose = "your" if getattr(e, "player", "you") == "you" else player(e.player) + "'s"
    text = f"{verb} the top {'card' if n == 1 else amount(n) + ' cards'} of {whose} deck"
    for take in e.then:
        fits = f" {selector(take.fits).removeprefix('each ')}" if take.fits is not None else ""
        where = {"hand": "into your hand", "top": "back on top", "bottom": f"on the bottom of {whose} deck",
                 "graveyard": f"into {whose} graveyard", "play": "into play", "removed": "from the game",
                 "resource-row": f"into your resource row{' exhausted' if take.exhausted else ''} as additional "
                                 "resources"}[take.to]  # enc-enter12: placed (412.1)
        verb = {"removed": "remove", "resource-row": "place"}.get(take.to, "put")  # 415.7a
        if take.to == "resource-row" and n == 1:  # enc-enter12: the one card revealed
            text += f", {_placed_one(take, fits)}"
            continue
        if take.to == "resource-row" and not fits and isinstance(n, int) and take.take >= n and not take.up_to:
            text += f", place them {where}"  # enc-enter12: every card revealed
            continue
        if fits and isinstance(n, int) and take.take >= n > 1 and not take.up_to:  # enc-reward: 'all revealed allies'
            text += f", {verb} each{fits} among them {where}"
            continue
        text += f", {verb} {'up to ' if take.up_to else ''}{take.take}{fits} of them {where}"
    rest = {"stay": "", "top": ", the rest back on top in any order", "bottom": ", the rest on the bottom"}[e.rest]
    return text + rest


def _placed_one(take, fits):
    """'you may place it into your resource row exhausted as an additional resource' (412.1)."""
    lead = f"if it is a{fits}, " if fits else "you may " if take.up_to else ""
    return f"{lead}place it into your resource row{' exhausted' if take.exhausted else ''} as an additional resource"


def _search(e, name):
    zones = " and/or ".join(e.search)
    who = "its controller searches" if e.by == "subject" else "search"
    whose = "your" if e.player == "you" else player(e.player) + "'s"
    found = f"{who} {whose} {zones} for {selector(e.for_).replace('each ', 'a ', 1)}"
    if e.into == "removed":  # enc-enter6: 'search target player's deck for a card and remove it from the game'
        return f"{found} and remove it from the game"
    into = "into play" + (" exhausted" if e.exhausted else "") if e.into == "play" else \
        "into your graveyard" if e.into == "graveyard" else "into your hand"  # enc-reward7
    return f"{found} and put it {into}" + ("" if e.reveal else " without revealing it")


def _healed_itself(e, name):
    """enc-deal3: 'each hero heals 7 damage from itself': each card its own source (408.2c)."""
    return f"{selector(e.from_, name)} heals {amount(e.heal)} damage from itself"


def _removed(e, name):
    """enc-r2b: 'remove N damage from …', 'remove all damage', 'remove all but N damage' (not healing, 405.7)."""
    how = e.remove_damage
    if type(how).__name__ == "Its" and how.its == "damage" and how.times == 1 and how.plus <= 0:
        how_words = "all" if not how.plus else f"all but {-how.plus}"
    else:
        how_words = amount(how)
    return f"remove {how_words} damage from {selector(e.from_, name)} (not healing it)"


EFFECTS = {
    "DealDamage": _deal,
    "Heal": lambda e, n: _healed_itself(e, n) if e.source.recipient else f"{selector(e.source, n)} heals "  # 'all the': Its, once (a Count has a times of 1 too)
                         + ("as much damage as was dealt this way" if e.heal == "dealt-this-way"  # enc-eff: not 'as
                            else f"{'all the' if type(e.heal).__name__ == 'Its' and e.heal.times == 1 and e.heal.its == 'damage' and not e.heal.plus else amount(e.heal)} "
                            "damage") + f" from {selector(e.from_, n)}"  # much as was dealt this way damage'
                         + (", divided as you choose among them" if e.divided else ""),  # enc-eff (s9): 707.1d

    "PutDamage": lambda e, n: f"put {amount(e.put_damage)} damage on {selector(e.on, n)}",
    "RemoveDamage": _removed,  # enc-r2b
    "Draw": lambda e, n: f"{player(e.player)} {_optional_draw(e) if e.optional else 'draw'}"
                         f"{'s' if e.player != 'you' and not e.optional else ''} {cards(e.draw)}",
    "Discard": lambda e, n: f"{player(e.player)} discard{'s' if e.player != 'you' else ''} {cards(e.discard)}",
    "Exhaust": lambda e, n: f"exhaust {selector(e.exhaust, n)}",
    "Ready": lambda e, n: f"ready {_one_of(e.ready, n) if e.one else selector(e.ready, n)}",
    "Destroy": lambda e, n: (f"destroy any number of {_many(e.destroy, n)}, the "
                             "controller's choice" if e.any_number else f"destroy {selector(e.destroy, n)}"),
    "InterruptAll": lambda e, n: "interrupt every other card and effect on the chain",
    "ReturnToHand": lambda e, n: f"return {selector(e.return_to_hand, n)} to its owner's hand",
    "May": lambda e, n: f"you may: {effects(e.may, n)}",
    "ChooseOne": lambda e, n: "choose one as it resolves: " + "; or ".join(f"'{c.choice}': {effects(c.effects, n)}"
                                                                          for c in e.choose_one),
    "If": lambda e, n: f"if {condition(e.if_)}: {effects(e.then, n)}"
                       + (f"; otherwise: {effects(e.otherwise, n)}" if e.otherwise else ""),
    "InterruptLink": lambda e, n: f"{'you may ' if e.optional else ''}interrupt {selector(e.interrupt, n)}",
    "ChangeTarget": lambda e, n: f"if {selector(e.change_target, n)} targets only "
                                 f"{selector(e.only_targeting, n).removeprefix('each ')}, change its target to "
                                 "its controller's hero",
    "Unless": lambda e, n: (f"for each other player: {effects(e.then, n)}, unless that player {_unless_action(e.unless, n)}"
                            if e.player == "each-other" else  # enc-enter14
                            f"{effects(e.then, n)}, unless {player(e.player)} {_unless_action(e.unless, n, player(e.player) == 'you')}"),
    "DestroyOne": lambda e, n: f"{player(e.player)} destroy{'' if e.player == 'you' else 's'} one "
                               f"{_own(e.destroy_one, e.player, n)}"
                               + (f" (the card destroyed named '{e.as_}')" if e.as_ else ""),  # enc-if13
    "ReturnOne": lambda e, n: f"{player(e.player)} put{'' if e.player == 'you' else 's'} one "  # enc-reward4
                              f"{_own(e.return_one, e.player, n)} into its owner's hand",
    "PutIntoPlay": lambda e, n: ("its owner may (his choice) " if e.optional else "")  # enc-enter15
                                + f"put {selector(e.put_into_play, n)} into play"
                                + (" under its owner's control" if e.under == "owner" else "")
                                + (" if its cost is no more than your resources" if e.max_cost else ""),
    "PutTokenCopy": lambda e, n: f"put a token copy of {selector(e.put_token_copy, n).removeprefix('each ')} into "
                                 f"play{' exhausted' if e.exhausted else ''} (the copied card's printed information, "
                                 "but no cost: a token costs nothing)",  # enc-stat (s11)
    "PutToken": lambda e, n: f"put a {e.atk}{' ' + plainly(e.damage_type) if e.damage_type else ''} ATK / "
                             f"{e.health} health {' '.join(e.traits) + ' ' if e.traits and ' '.join(e.traits) != e.put_token else ''}"
                             f"{e.put_token} "
                             f"{' '.join(e.tags) + ' ' if e.tags else ''}ally token"
                             + (f" with {', '.join(e.keywords)}" if e.keywords else "")
                             + (" with the power (" + "; ".join(power(p, "the token") for p in e.powers) + ")"
                                if e.powers else "")
                             + (f" named {e.name}" if e.name else "")
                             + (f" named with the {e.name_chosen} chosen" if e.name_chosen else "") + " into play"
                             + (", one for each damage dealt this way" if e.count == "dealt-this-way"  # enc-if (s11)
                                else f", as many as {amount(e.count).removeprefix('as much as ')}" if e.count != 1 else "")
                             + ("" if e.player == "you" else ", under the control of each opponent" if e.player == "each-opponent"
                                else f", under the control of {player(e.player)}"),  # enc-reward4
    "CreateModifier": lambda e, n: _replacement(e.create_modifier, n),
    "CreateContinuous": _create_continuous,
    "PutIntoResourceRow": lambda e, n: f"put {selector(e.put_into_resource_row, n)} into its owner's resource row "
                                       "face down" + (", exhausted" if e.exhausted else ""),
    "MayPay": lambda e, n: f"you may pay ({e.may_pay}); if you do: {effects(e.if_you_do, n)}"
              + (f"; otherwise: {effects(e.otherwise, n)}" if e.otherwise else ""),
    "IfYouDo": lambda e, n: f"{effect(e.do, n)}; if you do: {effects(e.if_you_do, n)}",
    "DontReady": lambda e, n: f"{selector(e.dont_ready, n)} doesn't ready during "
                              + ("your next ready step" if e.whose == "you" else "its controller's next ready step"),
    "Search": _search,
    "GainControl": lambda e, n: (f"{player(e.player)} gains control of " if e.player != "you" else "gain control of ")
                                + selector(e.gain_control, n),
    "TurnFaceDown": lambda e, n: (f"choose one face-up resource among {selector(e.turn_face_down, n)} and turn it face down"
                                  if e.one else f"turn {selector(e.turn_face_down, n)} face down, if it is a face-up resource"),
    "MoveTop": lambda e, n: (f"put the {_ordinal(e.at)} card from the top of " if e.at else  # enc-reward6
                             "put cards from the top of " if e.counted_by else  # enc-r2d
                             f"put the {'bottom' if e.bottom else 'top'} {cards(e.move_top).removeprefix('a ')} of ")
                            + ("your" if e.player == "you" else "each player's" if e.player == "each"
                               else player(e.player) + "'s")
                            + {"graveyard": " deck into {whose} graveyard", "removed": " deck out of the game",
                               "resource-row": " deck into {whose} resource row face down",
                               "hand": " deck into {whose} hand"}[e.to].format(whose="your" if e.player == "you" else "their")
                            + (", exhausted" if e.exhausted else "")
                            + (f": for each deck, {cards(e.move_top)}, counted from that deck's player's point of "
                               "view ('you' there is that player)" if e.counted_by else "")  # enc-r2d
                            + ", marked as moved this way",
    "ChooseCard": lambda e, n: f"{player(e.by)} {'choose' if e.by == 'you' else 'chooses'} " + ("at random " if e.random else "")
                               + f"{selector(e.choose_card, n).replace('each ', 'one ', 1)} (as '{e.as_}'; "
                               "'you' there is the chooser)",
    "ChooseValue": lambda e, n: "choose " + (" or ".join([", ".join(e.among[:-1]), e.among[-1]]) if e.among else
                                             "one of the twelve races of the Horde and the Alliance"),  # enc-reward6
    "LookAtHand": lambda e, n: f"look at the hand of {player(e.look_at_hand)}" + (  # enc-enter
        ", choosing no card" if e.then == "nothing" else
        f" and choose {'a card' if e.fits is None else selector(e.fits, n).replace('each ', 'one ', 1)} in it, "  # enc-misc2
        f"which is {'removed from the game' if e.then == 'remove' else 'discarded'}"),
    "Delve": lambda e, n: "Delve (look at the top two cards of your deck; put any number back on top in any "
                          "order and the rest on the bottom)",
    "DiscardCard": lambda e, n: discarded(e.discard_card, n),
    "ReadyResources": lambda e, n: f"{player(e.player)} {'may ' if e.may else ''}ready up to "
                                   + ("one resource for each damage dealt this way" if e.ready_resources == "dealt-this-way"  # enc-if
                                      else "as many resources as " + amount(e.ready_resources).removeprefix("as much as ")
                                      if type(e.ready_resources).__name__ == "CostOf"  # enc-if7: 'where X is its cost'
                                      else re.sub(r"^(\d+) for each ", lambda m: f"{m.group(1)} resource{'' if m.group(1) == '1' else 's'}"
                                                  " for each ", amount(e.ready_resources), count=1)  # enc-turn2: counted
                                      if not isinstance(e.ready_resources, (int, str)) else f"{amount(e.ready_resources)} resources")
                                   + ((", as many of them as you choose, none at all if you wish" if player(e.player) == "you"
                                       else ", as many of them as that player chooses, none at all if they wish") if e.up_to else ""),
    "MoveAttachment": lambda e, n: f"move {selector(e.move_attachment, n)} to "
                                   f"{selector(e.to, n).replace('each ', 'another ', 1)}"
                                   + (f", if it is attached to {selector(e.if_host, n).replace('each ', 'a ', 1)}"
                                      if e.if_host is not None else ""),
    "CreateTrigger": lambda e, n: f"{DURATION_WORDS[e.duration]}, " + _remembers(e, n) + _triggered(e.create_trigger, n),
    "RemoveFromGame": lambda e, n: (f"remove {e.count} cards of one graveyard from the game (cards that fit: "
                                    f"{selector(e.remove_from_game, n)})" if e.count is not None  # enc-turn10
                                    else f"remove {_one_of(e.remove_from_game, n) if e.one else selector(e.remove_from_game, n)} "
                                    "from the game"),
    "TopOfDeck": _top_of_deck,
    "ShuffleIntoDeck": lambda e, n: f"shuffle {selector(e.shuffle_into_deck, n)} into its owner's deck",
    "PutOnDeck": lambda e, n: f"put {selector(e.put_on_deck, n)} "
                              f"{f'as card {e.from_top} from the top' if e.from_top else f'on the {e.where}'} of its owner's deck",
    "PutIntoHand": lambda e, n: ("each player " if e.player == "each" else "")
                                + ("its owner may (his choice) " if e.optional else "")  # enc-enter15
                                + f"put{'s' if e.player == 'each' else ''} "
                                + f"{('up to ' + amount(e.up_to) + ' of ') if e.up_to is not None else ''}"
                                + (f"{e.count} of " if e.count is not None else "")
                                + f"{selector(e.put_into_hand, n)} into its owner's hand"
                                + (", with different names" if e.different_names else ""),
    "RemoveFromCombat": lambda e, n: f"remove {selector(e.remove_from_combat, n)} from combat",
    "RestrictAttacks": lambda e, n: f"{DURATION_WORDS[e.duration]}, " + _attack_rule(e.restrict_attacks, n),
    "EntersWithDamage": lambda e, n: f"{selector(e.on, n)} enters play with {e.enters_with_damage} damage",
    "CreateProhibition": lambda e, n: prohibition(e.create_prohibition, n) + " "
                                      + DURATION_WORDS.get(e.duration, e.duration),
    "ExtraTurn": lambda e, n: f"{player(e.extra_turn)} take{'s' if e.extra_turn != 'you' else ''} an extra turn "
                              "after this one",
    "SkipTurn": lambda e, n: f"{player(e.skip_turn)} skip{'s' if e.skip_turn != 'you' else ''} their next turn",
    "EndTheTurn": lambda e, n: "end the turn",
    "Flip": lambda e, n: f"flip {selector(e.flip, n)} face down",
    "SwitchDamage": lambda e, n: f"switch the damage on {selector(e.switch_damage[0], n)} with the damage on "
                                 f"{selector(e.switch_damage[1], n)}",
}


def _remove_stat_counters(e, name):
    """enc-deal6: 404.1c: "remove all +1 ATK counters from it"."""
    kind = " ".join(f"{v:+d} {label}" for v, label in ((e.atk, "ATK"), (e.health, "health"), (e.defense, "DEF")) if v)
    n = e.remove_stat_counters
    return f"remove {n} {kind} counter{'s' if n != 1 else ''} from {selector(e.from_, name)}"


def _put_counters(e, name):
    """404.1: "put two lightning counters on …", "put a +1 ATK counter on …" (404.1c)."""
    kind = e.named or " ".join(f"{v:+d} {label}" for v, label in ((e.atk, "ATK"), (e.health, "health"), (e.defense, "DEF"))
                               if v)
    if e.put_counters == "that-much":  # one for each of the event's amount (703)
        return f"put a {kind} counter on {selector(e.on, name)} for each of that much (the amount of the event)"
    if not isinstance(e.put_counters, int):  # enc-if7: {atk_of: SLOT}
        return f"put {kind} counters on {selector(e.on, name)}, {amount(e.put_counters)}"
    return f"put {e.put_counters} {kind} counter{'s' if e.put_counters != 1 else ''} on {selector(e.on, name)}"


EFFECTS["PutCounters"] = _put_counters
EFFECTS["RemoveStatCounters"] = _remove_stat_counters  # enc-deal6


def _copy_card(e, name):
    """402.1: "copy it" (enc-enter s11): a copy of the card on the chain, added by the link's controller."""
    copied = selector(e.copy_card, name)
    return (f"add to the chain a copy of {copied}{'' if copied.endswith(',') else ','} with the choices made for it; "
            "you may aim the copy anew")


EFFECTS["CopyCard"] = _copy_card


def _draw_until(e, name):
    """713.2 (enc-reward7): "draw cards until your hand holds as many cards as your maximum hand size"."""
    if e.draw_until == "max-hand-size":
        return "draw cards one at a time until your hand holds as many cards as your maximum hand size"
    return f"draw cards one at a time until your hand holds {amount(e.draw_until)} cards"


EFFECTS["DrawUntil"] = _draw_until


def _counter_of_choice(e, name):
    """404.1 (enc-reward7): a counter of a kind the player picks, off the card or one more of it on."""
    on = selector(e.on, name)
    if e.counter_of_choice == "remove":
        return f"remove one counter of a kind you pick from {on}"
    return f"pick a kind of counter on {on} and put one more of that kind on it"


EFFECTS["CounterOfChoice"] = _counter_of_choice


def prohibition(pr: Any, name: str) -> str:
    if pr.cannot == "be-prevented":
        text = f"when {event(pr.damage, name)}, that damage can't be prevented" if pr.damage else \
            "damage can't be prevented"
        return text + (f", only while {condition(pr.while_)}" if pr.while_ is not None else "")  # enc-deal7
    if pr.cannot in ("play", "strike"):
        who = {"you": "you", "opponent": "your opponents", "any": "no player"}.get(pr.players or "you", "players") \
            if isinstance(pr.players, (str, type(None))) else player(pr.players)  # enc-r2c: one player, by the link
        if pr.cannot == "strike":
            return f"{who} can't strike with weapons" + on_turn(pr)
        return f"{who} can't play {kind_word(pr.cards, True) if isinstance(pr.cards, str) else 'cards'}" + on_turn(pr)
    what = pr.cannot.replace("-", " ")
    text = f"{selector(pr.affects, name)} can't {what}"
    if getattr(pr, "damage_type", None):
        text += f" ({pr.damage_type} damage)"
    if getattr(pr, "by", None) is not None:
        text += f" by {_many(pr.by, name)}"  # 'by cards an opponent controls', not 'by card …'
    if getattr(pr, "against", None) is not None:
        text += f" {defenders(pr.against, name)}"
    if getattr(pr, "unless_outnumbered", None) is not None:
        text += (f" unless an opponent controls more cards that are "
                 f"{selector(pr.unless_outnumbered, name).removeprefix('each ')} than you do")
    if getattr(pr, "unless_exists", None) is not None:  # 'unless you control another ally with 6 or more ATK'
        text += f" unless {_exists(pr.unless_exists, 1, name)}"
    if getattr(pr, "while_exists", None) is not None:  # enc-while3: 'while another friendly hero or ally is in play'
        text += f" while {_exists(pr.while_exists, 1, name)}"
    if getattr(pr, "unless_fatal", False):  # enc-if9: Will of the Forsaken
        text += " while it has less damage than its health"
    return text + on_turn(pr)


def on_turn(pr: Any) -> str:
    """'… on your turn': the 'can't' holds only while its controller is the turn player (500.1)."""
    return " on your turn" if getattr(pr, "your_turn", False) else ""


def defenders(sel: Any, name: str | None) -> str:
    """The defenders a "can't attack" names: {not: {kind: hero}} alone is "anything but a hero"."""
    if sel.model_fields_set == {"not_"}:
        return "anything but " + selector(sel.not_, name).replace("each ", "a ", 1)
    return _many(sel, name)  # 'can't attack heroes'


# -- conditions, targets, costs, powers --------------------------------------------------------

ADDED_UP = {"all": "", "destination": " to one card", "source": " by one card", "subject": " by one card"}  # enc-turn9


def condition(c: Any) -> str:
    parts = []
    if c.hand_at_least is not None:
        parts.append(f"you have at least {c.hand_at_least} cards in hand")
    if getattr(c, "fewest_in_hand", None):  # enc-r2d (415.4a)
        parts.append("a player has fewer cards in his hand than each other player")
    if getattr(c, "your_turn", None) is not None:
        parts.append("it is your turn" if c.your_turn else "it is not your turn")
    if getattr(c, "opponents_turn", None) is not None:
        parts.append("it is an opponent's turn" if c.opponents_turn else "it is not an opponent's turn")
    if c.exists is not None:
        parts.append(_exists(c.exists, c.at_least))
    if c.happened is not None and getattr(c, "different", None) is not None:
        parts.append(f"this turn, at least {c.at_least} different cards were the {c.different} of: {event(c.happened)}")
    elif c.happened is not None and getattr(c, "amounts", None) is not None:  # enc-turn9 (408.2a)
        parts.append(f"this turn, {event(c.happened)}, for a total of {c.at_least} or more "
                     f"{'healing' if c.happened.event == 'heal' else 'damage'}"
                     + ADDED_UP[c.amounts])
    elif c.happened is not None:
        parts.append(f"this turn, {event(c.happened)}" + (f" (at least {c.at_least} times)" if c.at_least > 1 else ""))
    if c.targeted:
        parts.append(" and ".join(f"the target '{slot}' is still a legal {kind}" for slot, kind in c.targeted.items()))
    if getattr(c, "more_damage", None) is not None:
        than = selector(c.more_damage.than)
        than = than.replace("each ", "some ", 1) if c.more_damage.than_any else than.removeprefix("each ")  # enc-if4
        parts.append(f"{selector(c.more_damage.of).replace('each ', 'a ', 1)} has more damage on it than {than}")
    if getattr(c, "more_cards", None) is not None:  # enc-enter
        parts.append(f"the number of cards that are {selector(c.more_cards.of).removeprefix('each ')} is greater "
                     f"than the number that are {selector(c.more_cards.than).removeprefix('each ')}"
                     + (EACH_OPPONENT if getattr(c.more_cards, "each_opponent", False) else  # enc-turn11
                        PER_OPPONENT.get(getattr(c.more_cards, "per_opponent", None), "")))
    if c.opposing_link_targets is not None:
        parts.append("a card or effect an opponent controls on the chain targets "
                     + selector(c.opposing_link_targets).replace("each ", "a ", 1))
    if getattr(c, "types_differ", None) is not None:  # enc-reward7
        said = selector(c.types_differ)  # 'each card revealed this way in a deck'
        said = f"the cards {said[len('each card '):]}" if said.startswith("each card ") else \
            f"the cards that are {said.removeprefix('each ')}"
        parts.append(f"{said} are of two or more card types")
    if getattr(c, "names_shared", None) is not None:  # enc-reward12
        said = selector(c.names_shared).removeprefix("each ")
        parts.append(f"two or more cards, each {'an' if said[:1] in 'aeiou' else 'a'} {said}, have the same name")
    if c.not_ is not None:
        parts.append(f"not ({condition(c.not_)})")
    if c.all_:
        parts.append(" and ".join(f"({condition(x)})" for x in c.all_))
    if c.any_:
        parts.append(" or ".join(f"({condition(x)})" for x in c.any_))
    if getattr(c, "stat_counters", None) is not None:  # enc-enter10 (404.1c)
        s = c.stat_counters
        kind = " / ".join(f"{v:+d} {w}" for v, w in ((s.atk, "ATK"), (s.health, "health"), (s.defense, "DEF")) if v)
        parts.append(f"this card has no {kind} counters on it" if (s.at_most, s.at_least) == (0, None) else
                     f"this card has {kind} counters on it: " + ", ".join(
                         f"{word} {v}" for word, v in (("at most", s.at_most), ("at least", s.at_least)) if v is not None))
    known = {"hand_at_least", "fewest_in_hand", "your_turn", "opponents_turn", "exists", "at_least", "happened", "different", "targeted",
             "amounts",
             "more_damage", "more_cards", "not_", "all_", "any_", "opposing_link_targets", "stat_counters", "types_differ",
             "names_shared"}
    for field, info in type(c).model_fields.items():
        if field not in known and getattr(c, field) not in (None, False, [], info.default):
            parts.append(f"{field.replace('_', ' ')}: {plainly(getattr(c, field))}")
    return " and ".join(parts) or "always"


def _exists(sel: Any, at_least: int = 1, name: str = "this card") -> str:
    """"there is an ally you control", "your hero is in Bear Form", "at least 4 of …"."""
    whole = selector(sel, name)
    if ", if it is " in whole and at_least == 1:
        who, what = whole.removesuffix(",").split(", if it is ", 1)
        if what.startswith(("that was the ", "that entered play ")):  # 'the target was the subject when …' (not 'is
            # that was'); enc-deal4: 'the target entered play this turn'
            return f"{who} {what.removeprefix('that ')}"
        if what.startswith("with ") and (" damage on it" in what or what.startswith("with cost ")):  # enc-turn2: not
            # 'is with 15 or more damage'; enc-if5: nor 'is with fatal damage on it', 'is with cost 2 or less'
            return f"{who} has {what.removeprefix('with ')}"
        return f"{who} is {what}"
    if at_least != 1:
        return f"there are at least {at_least} {_many(sel, name)}"
    return re.sub(r"^there is an? other ", "there is another ", "there is " + whole.replace("each ", "a ", 1))


def target(t: Any) -> str:
    count = [("up to " if t.up_to else "") + ("any number of" if t.count == "any" else str(t.count))] \
        if t.count is not None else []
    text = _slot_words(t, count, "target")
    if t.optional:
        text += " (optional" + (f", only after '{t.after}'" if getattr(t, "after", None) else "") + ")"
    if not getattr(t, "distinct", True):  # 'another' is the default; this slot may repeat a card
        text += " (it may be a card another target is)"
    if getattr(t, "random", False):
        text += ", picked at random"
    if getattr(t, "not_event", None):
        text += f", not {ROLE_WORDS.get(t.not_event, t.not_event)}"
    if t.chosen_by:
        text += f", chosen by the controller of {ROLE_WORDS.get(t.chosen_by, t.chosen_by)}"
    if getattr(t, "only_if", None) is not None:  # Empower's (707.1d)
        text += f", chosen only if {condition(t.only_if)} as it is played"
    return f"{text} ('{t.id}')"


def description(t: Any) -> str:
    """A target's description alone (706.1), with its article, for a refusal: 'an ally you control
    with cost 4 or less' (no count, no slot name: the refusal names the slot)."""
    text = _slot_words(t)
    return text if text.startswith("another ") else article(text)


def article(words: str) -> str:
    return ("an " if words[:1] in "aeiou" else "a ") + words


def _slot_words(t: Any, count: tuple[str, ...] | list[str] = (), word: str = "") -> str:
    """What a target slot describes, its ``count`` ('up to 2') and ``word`` ('target') in their places:
    its kind, controller, narrowing, cost, tokenness and zone."""
    kinds = t.kind if isinstance(t.kind, list) else [t.kind]
    player = kinds == ["player"]
    noun = PLAYER_WORDS[t.controller] if player else " or ".join(kind_word(k) for k in kinds)
    if t.row == "resource":
        noun = "resource" + (f" ({noun})" if kinds != ["card"] else "")
    side = [CONTROLLER_WORDS[t.controller]] if t.controller in ("friendly", "opposing") and not player else []
    text = " ".join(b for b in (*count, *side, word, noun) if b)
    if t.controller in ("you", "opponent") and not player:
        text += " " + CONTROLLER_WORDS[t.controller]
    fits = t.fits
    if fits is not None and fits.other:  # r2-other: 'another target ally': never the card whose power it is (706.1)
        text = f"another {text} (not the card whose power it is)"
        fits = fits.model_copy(update={"other": False})
        fits = fits if fits.model_dump(exclude_defaults=True) else None
    if fits is not None and set(fits.model_dump(exclude_defaults=True)) == {"controller_of"}:  # enc-deal6: 'target
        text += f" controlled by the player who controls {_slot(fits.controller_of)}"  # ally in that hero's party'
        fits = None
    if fits is not None:
        narrow = _narrowing(fits) or _one_of_kinds(fits) or selector(fits)
        text += f" {narrow}" if narrow.startswith(AFTER_A_NOUN) else f" that is {narrow}"  # 'target ally with cost 2 …'
    if t.cost is not None:
        text += f" with cost {t.cost}"
    if t.token is False:
        text += " (not a token)"
    if t.zone != "play":
        text += {"chain": " on the chain"}.get(t.zone, " in one graveyard" if t.one_graveyard else f" in a {t.zone}")
    return text


def cost(c: Any) -> str:
    """Every part of a cost (403.1: all are paid, or none)."""
    parts = []
    if c.resources:
        parts.append(f"({c.resources})")
    for field, words in (("exhaust", "exhaust this card"), ("flip", "flip this hero"),
                         ("destroy", "destroy this card"), ("remove", "remove this card from the game"),
                         ("return_to_hand", "put this card into its owner's hand"),
                         ("to_deck_bottom", "put this card on the bottom of its owner's deck"),
                         ("concede", "concede the game")):
        if getattr(c, field):
            parts.append(words)
    if c.put_damage:
        on = "this card" if c.damage_on is None else selector(c.damage_on).replace("each ", "a ", 1)
        parts.append(f"put {c.put_damage} damage on {on}")
    for field, verb in (("destroy_one", "destroy"), ("exhaust_one", "exhaust"),
                        ("turn_face_down", "turn face down"), ("remove_one", "remove from the game")):
        if getattr(c, field) is not None:
            parts.append(f"{verb} {selector(getattr(c, field)).replace('each ', 'a ', 1)}")
    if getattr(c, "exhaust_several", None) is not None:  # different cards, none another part exhausts
        parts.append(f"exhaust {c.exhaust_several.count} different ready cards in play, each "
                     f"{selector(c.exhaust_several.fits).replace('each ', 'a ', 1)}"
                     + (", besides the one above" if c.exhaust_one is not None else ""))
    if c.discard is not None:
        parts.append(f"discard {_cards_to_pay(c.discard)} from your hand")
    if c.remove_from_graveyard is not None:
        parts.append(f"remove {_cards_to_pay(c.remove_from_graveyard)} in your graveyard from the game")
    if c.remove_top:
        parts.append(f"remove the top {c.remove_top} cards of your deck from the game")
    if getattr(c, "remove_stat_counters", None) is not None:  # enc-enter10 (404.1c)
        s = c.remove_stat_counters
        change = " / ".join(f"{v:+d} {w}" for v, w in ((s.atk, "ATK"), (s.health, "health"), (s.defense, "DEF")) if v)
        parts.append(f"remove {s.count} {change} counter{'s' if s.count != 1 else ''} from this card")
    if getattr(c, "remove_counters", None) is not None:
        n = c.remove_counters.count
        on = "this card" if getattr(c.remove_counters, "on", None) is None else \
            selector(c.remove_counters.on).replace("each ", "a ", 1) + " with that many"  # r2-either
        parts.append(f"remove {n} {c.remove_counters.named} counter{'s' if n != 1 else ''} from {on}")
    if getattr(c, "either", None) is not None:  # r2-either: the player chooses one as it is used (707.1e)
        parts.append("either " + " or ".join(f"[{cost(o)}]" for o in c.either)
                     + ", the player choosing which as the power is used")
    return re.sub(r"\ban? other\b", "another", ", ".join(parts)) or "nothing"  # 'another ally', not 'an other ally'


def _cards_to_pay(part: Any) -> str:
    fits = selector(part.fits).removeprefix("each ")
    many = "" if part.count == 1 else "s"
    noun = (f"card{many}" if fits == "card" else f"{fits} card{many}" if " " not in fits
            else f"card{many} ({fits})")
    return f"{'up to ' if part.up_to else ''}{part.count} {noun}"


def _with_targets(targets: list[Any]) -> str:
    return f" (targets: {'; '.join(target(t) for t in targets)})" if targets else ""


def _remembers(e: Any, name: str) -> str:
    """enc-turn8: the cards a triggered modifier picks as it is made (715.1, 714.3f)."""
    return "" if getattr(e, "remembers", None) is None else f"remembering {selector(e.remembers, name)} as it is made, "


def _triggered(t: Any, name: str) -> str:
    limits = []
    if t.your_turn:
        limits.append("during your turns")
    if getattr(t, "opponents_turn", False):
        limits.append("only on an opponent's turn")
    if t.first_each_turn:
        limits.append("the first time each turn" if t.first_each_turn is True
                      else f"the first time each turn for each {t.first_each_turn}")
    if t.once:
        limits.append("the next time only")
    if getattr(t, "later_turn", False):  # enc-turn8 (715.1)
        limits.append("in a later turn than this one")
    if t.zones != ["play"]:
        limits.append("works in " + ", ".join(t.zones))
    text = f"when {event(t.when, name, TRIGGER_WORDS)}" + (f" ({'; '.join(limits)})" if limits else "")
    if t.if_ is not None:
        text += f", if {condition(t.if_)}"
    if getattr(t, "while_", None) is not None:  # enc-while4: a power that works only while (714.3a)
        text = f"while {condition(t.while_)}, {text}"
    return text + f": {effects(t.effects, name)}{_with_targets(t.targets)}"


def _attack_rule(r: Any, name: str) -> str:
    who = selector(r.affects, name)
    parts = []
    if r.only_attack is not None:
        parts.append(f"can only attack {_many(r.only_attack, name)}")
    if r.must_attack:
        parts.append("must attack if able")
    text = f"{who} " + " and ".join(parts)
    if getattr(r, "while_exists", None) is not None:  # enc-while5: 'while NAME is exhausted' (714.3a)
        text += f" while {_exists(r.while_exists, 1, name)}"
    return text


def _payment(p: Any, name: str, arrow: str = ">>>") -> str:
    limits = []
    if p.only_your_turn:
        limits.append("only on your turn")
    if p.only_if is not None:
        limits.append(f"only while {condition(p.only_if).replace('this card', name)}")
    if p.once_per_turn:
        limits.append("once per turn")
    if p.zone == "graveyard":
        limits.append("only while this card is in your graveyard")
    done = effects(p.effects, name) if p.effects or not getattr(p, "modes", None) else ""
    text = f"{cost(p.cost)} {arrow} {done}{_reward_modes(p, name, bool(done))}{_with_targets(p.targets)}"
    return text + (f" ({'; '.join(limits)})" if limits else "")


def _mode(m: Any, name: str) -> str:
    """A card's mode (707.1c); one that only attaches the card (305.2d) says so rather than 'nothing' (enc-modes)."""
    if m.ongoing and m.attach and not m.effects:
        return f"it enters play attached to the target '{m.attach}'{_with_targets(m.targets)} (ongoing)"
    return f"{effects(m.effects, name)}{_with_targets(m.targets)}" + (
        f" (ongoing: it enters play attached to the target '{m.attach}')" if m.ongoing else
        f" (attached to the target '{m.attach}')" if m.attach else "")


def _reward_modes(p: Any, name: str, after: bool) -> str:
    """enc-reward: a reward's (or a payment power's) modes (707.1c): who chooses, each mode with its targets, and when
    both may be."""
    if not getattr(p, "modes", None):
        return ""
    who = "an opponent you choose chooses one" if getattr(p, "opponent_chooses", False) else "choose one"
    modes = "; or ".join(f"{effects(m.effects, name)}{_with_targets(m.targets)}" for m in p.modes)
    both_if = getattr(p, "both_if", None)  # a reward's; a payment power's modes are one chosen (enc-modes)
    both = f" (you may choose both while {condition(both_if).replace('this card', name)})" if both_if else ""
    return f"{'; then ' if after else ''}{who}: {modes}{both}"


def power(p: Any, name: str) -> str:
    if p.continuous is not None:
        return "Continuous: " + _stat(p.continuous, name)
    if p.prohibition is not None:
        return "Prohibition: " + prohibition(p.prohibition, name)
    if p.replacement is not None:
        return "Replacement: " + _replacement(p.replacement, name)
    if p.triggered is not None:
        return "Triggered: " + _triggered(p.triggered, name)
    if p.payment is not None:
        return "Payment: " + _payment(p.payment, name)
    if p.reward is not None:
        return "Quest: pay " + _payment(p.reward, name, "to complete it; reward:")
    if p.attack_rule is not None:
        return "Attack rule: " + _attack_rule(p.attack_rule, name)
    if p.allowance is not None:
        a = p.allowance
        return f"Allowance: you may control {a.more} more {a.tag} card(s)" + \
               (" with different names" if a.different_names else "") + \
               (", while this card is in your graveyard (and only there)" if a.zone == "graveyard" else "")
    if p.as_enters is not None:
        a = p.as_enters
        return f"As {selector(a.affects, name).replace('each ', 'a ', 1)} enters play: " \
               f"{_stat(a.create_continuous, name)} {DURATION_WORDS.get(a.duration, a.duration)}"
    if p.inspire is not None:
        return "Inspire: " + ", ".join(p.inspire)
    if p.enters_exhausted is not None:
        return f"Entering play: {selector(p.enters_exhausted, name)} enters play exhausted"
    if p.may_stay_exhausted:
        return "You may choose not to ready this card during your ready step"
    if getattr(p, "sabotage", None) is not None:
        return f"Sabotage: {selector(p.sabotage.affects, name)} can sabotage " \
               f"{selector(p.sabotage.objects, name).replace('each ', 'a ', 1)}"
    if getattr(p, "can_protect", None) is not None:
        whom = selector(p.can_protect, name).replace('each other ', 'another ', 1).replace('each ', 'a ', 1)
        return f"It can protect {whom} (and no other defender) " \
               "without Protector"
    if getattr(p, "protected_by", None) is not None:  # enc-while3: 'other allies in your party can protect this ally'
        whom = selector(p.protected_by, name).replace('each other ', 'another ', 1).replace('each ', 'a ', 1)
        return f"It can be protected, without Protector, by {whom}"
    if getattr(p, "stash", None) is not None:
        return "Stash (it may be placed face up as a resource, then turns face down at once): " \
               f"{effects(p.stash.effects, name)}{_with_targets(p.stash.targets)}"
    return plainly(p)


def keyed(p: Any, name: str) -> str:
    """A power's reading; a power a set keyword stands for is read after the keyword's name."""
    return f"{p.keyword}: {power(p, name)}" if getattr(p, "keyword", None) else power(p, name)


def card_words(card: Any) -> list[str]:
    """Every encoded part of a card, one sentence each, in the order the card works."""
    name = card.name
    out = []
    if card.x_cost:
        out.append("Its cost has an X, chosen as it is played.")
    if card.play_only_if is not None:
        out.append(sentence(f"It can be played only if {condition(card.play_only_if)}"))
    if card.additional_cost is not None:
        out.append(sentence(f"As an additional cost to play it: {cost(card.additional_cost)}"))
    if card.face_up_cost is not None:  # enc-if4
        out.append(sentence(f"Placing it face up as a resource also costs: {cost(card.face_up_cost)}"))
    if card.alternate_cost is not None and card.alternate_cost.first_turn:  # Preparation
        trap = [k for k in card.keywords if "alternate_cost" in (meaning(k) or {})]
        out.append(sentence("".join(f"{k}: " for k in trap) + "On your own first turn of the game you may play it "
                            "without paying its cost"))
    elif card.alternate_cost is not None:
        alt = card.alternate_cost
        verb, sel = ("exhaust", alt.exhaust) if alt.exhaust is not None else ("destroy", alt.destroy) \
            if alt.destroy is not None else ("remove from the game", alt.remove)
        what = selector(sel).replace("each ", "a " if alt.count == 1 else f"{alt.count} different ", 1)
        trap = [k for k in card.keywords if "alternate_cost" in (meaning(k) or {})]  # a keyword's alternate cost
        out.append(sentence("".join(f"{k}: " for k in trap) + f"Instead of its cost you may {verb} {what}"))
    if card.targets:
        out.append(sentence("Targets: " + "; ".join(target(t) for t in card.targets)))
    if getattr(card, "from_graveyard", False):  # Artifact (409.1)
        out.append(sentence("Its owner may play it from their graveyard as from their hand"))
    if card.choose:
        out.append(sentence(f"As it is played, its controller chooses {CHOICES.get(card.choose, 'a ' + card.choose)}"))
    if card.x_max is not None:
        out.append(sentence(f"X can't be more than {card.x_max}"))
    if card.attach:
        out.append(sentence(f"It enters play attached to the target '{card.attach}'"))
    if card.attach_to is not None:
        out.append(sentence(f"It enters play attached to {selector(card.attach_to).replace('each ', 'a ', 1)} its "
                            "controller chooses, without targeting"))
    if card.host_description is not None:
        hosts = card.host_description if isinstance(card.host_description, list) else [card.host_description]
        out.append(sentence("In its text, 'attached' means the " + " or ".join(kind_word(h) for h in hosts)
                            + " it is attached to"))
    if card.modes:
        modes = "; or ".join(_mode(m, name) for m in card.modes)
        many = "one" if card.choose_modes == 1 else str(card.choose_modes)
        out.append(sentence(f"Choose {many}{' or fewer' if card.or_fewer else ''}: {modes}"))
    if card.effects:
        out.append(sentence("When it resolves: " + effects(card.effects, name)))
    if card.enters_play is not None:
        ep = card.enters_play
        bits = (["exhausted"] if ep.exhausted else []) + ([f"with {ep.damage} damage"] if ep.damage else []) + \
            [f"with {n} {kind} counter{'s' if n != 1 else ''} on it" for kind, n in sorted(ep.counters.items())] + \
            ([_entering_stats(ep.stat_counters)] if ep.stat_counters is not None else [])
        out.append(sentence("It enters play " + " and ".join(bits)))
    if card.also_types:
        out.append(sentence("It is also " + " and ".join(f"a {t}" for t in card.also_types) + " in every zone"))
    if card.ally_wielders:
        out.append("The allies its controller controls may strike with it too.")
    if card.keywords:
        out.append(sentence("Keywords: " + ", ".join(card.keywords)))
    out += [sentence(keyed(p, name)) for p in card.powers]
    if card.deckbuilding is not None:  # 100.2d: no power, a limit on its player's deck
        out.append(sentence(_deckbuilding(card.deckbuilding)))
    if card.back is not None:
        out += _back_words(card.back, name)
    return out


def _deckbuilding(rules: Any) -> str:
    """100.2d: 'Deckbuilding: its deck can't hold Horde cards, Alliance cards or Talent cards'."""
    said = [f"its deck can't hold {_listed(rules.forbid)}"] if rules.forbid else []
    if rules.allow:
        said.insert(0, f"its deck may hold {_listed(rules.allow)} whatever their icons")
    return "Deckbuilding: " + "; ".join(said)


def _listed(matches: list[Any]) -> str:
    words = [describe(m) for m in matches]
    return ", ".join(words[:-1]) + " or " + words[-1] if len(words) > 1 else words[0]


def _entering_stats(stats: Any) -> str:
    """enc-enter10: 'with 3 +1 ATK counters on it', 'with +1 ATK counters on it: 1 for each face-up resource you
    control'."""
    change = " / ".join(f"{v:+d} {what}" for v, what in ((stats.atk, "ATK"), (stats.health, "health"),
                                                          (stats.defense, "DEF")) if v)
    if isinstance(stats.count, (int, str)):
        return f"with {stats.count} {change} counter{'s' if stats.count != 1 else ''} on it"
    return f"with {change} counters on it, {amount(stats.count)}"


def _back_words(back: Any, name: str) -> list[str]:
    """A two-sided hero's other side (301.2): what changes while it is face down."""
    stats = ", ".join(f"{label} {value}" for label, value in (("ATK", back.atk), ("health", back.health))
                      if value is not None)
    out = [sentence("Face down: " + (stats or "the same ATK and health"))]
    if back.keywords:
        out.append(sentence("Face down, keywords: " + ", ".join(back.keywords)))
    return out + [sentence("Face down: " + power(p, name)) for p in back.powers]


def plainly(value: Any) -> str:
    """Any piece of the language, field by field: the fallback for pieces without words yet."""
    fields = getattr(type(value), "model_fields", None)
    if fields is None:
        if isinstance(value, list):
            return ", ".join(plainly(v) for v in value)
        return str(value)
    parts = []
    for field, info in fields.items():
        got = getattr(value, field)
        if got in (None, False, []) or got == info.default:
            continue
        parts.append(f"{field.rstrip('_').replace('_', ' ')} {plainly(got)}")
    return ", ".join(parts)
