"""Effects after the commonest trigger prefixes ("When NAME enters play", "When NAME is destroyed",
"At the start of your turn") that the other families don't read, for ``tools/encode_pool.py``,
registered into ``pool_shapes.SHAPES`` and ``pool_shapes.ALLOWED`` like ``shapes/effects.py`` (each
shape gives its name and parts; pool_shapes makes a ``Piece``):

* "Put 2 damage on your hero." / "… on attached ally." / "… on NAME." / "… on target ally." —
  ``put_damage`` (damage put on a card, not dealt: no packet, nothing to prevent, 405.1);
* "Destroy NAME unless you pay 4." / "Exhaust NAME unless you pay 1." — ``unless`` (709.2b): as
  the link resolves its controller chooses whether to pay; if they don't (or can't), the card with
  the power is destroyed (or exhausted);
* "Turn a face up resource you control face down." / "Turn a quest you control face down." —
  ``turn_face_down`` with ``one``: its controller picks one face-up card of theirs that fits in the
  resource row as the link resolves (709.2b, no target), which turns face down (412.1b);
* "When NAME is destroyed, [you may] put him (her, it, NAME) from the graveyard into his owner's resource row
  face down and exhausted." / "… from its owner's graveyard into his hand." — a triggered power read whole:
  the card the destruction put into its owner's graveyard, which the link still finds there while it
  stays (415.9b, the selector ``{event: moved}``), goes into its owner's hand (``put_into_hand``, 415.9e)
  or resource row face down (``put_into_resource_row``, 412.1b). Only on the card's own destruction
  (an attachment's "put NAME from its owner's graveyard …" when its host is destroyed is read by
  ``shapes/itself_back.py``, enc-enter11: ``{event: itself}``), and "your hand" is refused (its owner need not be you).

Added in session 8 (each with its near misses refused, tests/test_shapes_enter.py):

* "… if its controller has more equipment than you" / "… if he has more cards in hand than you" — the
  effect only if, as it resolves, the target's side has more such cards (``{if: {more_cards: …}}``, 709.2, 401.1);
* "equal to that ally's cost" after a trigger on another ally entering play or destroyed — the cost printed
  on the event's card (``{cost_of: event:subject}``, 201.1, 703);
* an attachment's "When attached ally is destroyed, put it from its owner's graveyard into his hand" (415.9b);
* "Ongoing: When this ability (this Totem) enters play, …" — the card itself (305.2, 710.1d);
* "Delve" as an effect (415.3c); "Look at target player's hand" (415.4a, no card chosen);
* "Put an ability card from your graveyard into your hand" — one card of the player's choice (709.2b, 415.9e);
* "When an ally you control is destroyed for the first time on each of your turns, …" (your_turn, first_each_turn).
"""
from __future__ import annotations

import re
from typing import Any, Callable

from shapes import effects as shapes_effects
from shapes.base import N, NOUN_TAGS, Piece, Unrecognised, number
from shapes.grammar import CLASSES, SHAPE, selector
from shapes import triggers
from shapes.triggers import when

THIS = {"this": True}
HOSTS = {"attached ally": "ally", "attached hero": "hero", "attached character": "character"}

# -- "Put N damage on …" (405.1): damage put on a card, not dealt ---------------------------------------------

PUT_DAMAGE = "ability: put damage on a card"
DAMAGE_ON = re.compile(r"^Put (?P<n>\d+) damage on (?P<object>your hero|NAME|attached (?:ally|hero|character)"
                       r"|target [^.]+?)\.$")


def damage_on(m: re.Match) -> dict[str, Any]:
    """'Put 2 damage on your hero', '… on attached ally' (the card the ability is attached to, 400.4),
    '… on NAME' (the card itself), '… on target ally' (706.1): that much damage is put on the card
    (405.1) as the link resolves; no packet is dealt, so nothing prevents it or counts it as dealt."""
    n, words = int(m.group("n")), m.group("object")
    if n < 1:
        raise Unrecognised(m.group(0))
    if words == "your hero":
        return {"shape": PUT_DAMAGE, "effects": [lambda slot: {"put_damage": n, "on": {"kind": "hero", "controller": "you"}}]}
    if words == "NAME":
        return {"shape": PUT_DAMAGE, "effects": [lambda slot: {"put_damage": n, "on": dict(THIS)}]}
    if words in HOSTS:
        return {"shape": PUT_DAMAGE, "effects": [lambda slot: {"put_damage": n, "on": {"host": True, "kind": HOSTS[words]}}]}
    aimed, spec = selector(words)
    if not aimed or spec.get("count") or spec["kind"] not in ("ally", "hero", "character"):
        raise Unrecognised(m.group(0))  # a group, 'up to', or a card that has no health to put damage against
    return {"shape": PUT_DAMAGE, "target": spec, "effects": [lambda slot: {"put_damage": n, "on": {"target": slot}}]}


# -- "Destroy NAME unless you pay 4" (709.2b) ------------------------------------------------------------------

UNLESS_PAID = "ability: the card itself destroyed or exhausted unless you pay"
UNLESS_PAY = re.compile(r"^(?P<verb>Destroy|Exhaust) NAME unless you pay \[?(?P<n>\d+)\]?\.$")


def unless_paid(m: re.Match) -> dict[str, Any]:
    """709.2b: as the link resolves its controller chooses whether to pay (N); if they don't, or can't,
    the card with the power is destroyed (exhausted)."""
    n, verb = int(m.group("n")), m.group("verb").lower()
    if n < 1:
        raise Unrecognised(m.group(0))
    return {"shape": UNLESS_PAID, "effects": [lambda slot: {"unless": {"pay": n}, "then": [{verb: dict(THIS)}]}]}


# -- "Turn a face up resource you control face down" (412.1b, 709.2b) ------------------------------------------

ONE_FACE_DOWN = "ability: turn one face-up resource you control face down"
TURN_ONE = re.compile(r"^Turn (?:a|one) (?P<what>face[- ]up resource|quest|location) you control face down\.$")
TURNED = {"face up resource": {"row": "resource", "controller": "you"},  # the face-up ones among them (412.1b)
          "face-up resource": {"row": "resource", "controller": "you"},
          "quest": {"kind": "quest", "controller": "you"}, "location": {"kind": "location", "controller": "you"}}


def turn_one(m: re.Match) -> dict[str, Any]:
    """'Turn a face up resource you control face down', 'turn a quest you control face down': as the link
    resolves its controller picks one face-up card of theirs that fits in the resource row (709.2b, no target),
    which turns face down, a new blank resource (412.1b); with none, nothing happens (709.2c)."""
    spec = TURNED[m.group("what")]
    return {"shape": ONE_FACE_DOWN, "effects": [lambda slot: {"turn_face_down": dict(spec), "one": True}]}


# -- "Delve" (the editor's note at 415.3c): an effect of its own, alone or after a trigger -------------------------

DELVED = "ability: Delve"
DELVE = re.compile(r"^(?P<may>You may )?Delve\.?$")


def delve(m: re.Match) -> dict[str, Any]:
    """'Delve' (a set keyword the rules read at 415.3c: look at your deck's top two cards, put any number on
    the bottom and the rest back on top in the order you choose), as an ability's sentence or a triggered
    power's effect ('When NAME enters play, Delve'); 'you may Delve': its controller's choice (708.3)."""
    return {"shape": DELVED, "effects": [lambda slot: {"may": [{"delve": True}]} if m.group("may") else {"delve": True}]}


# -- "Look at target player's hand" (415.4a): only a look ---------------------------------------------------------

LOOKED = "ability: look at a target player's hand"
LOOK_AT_HAND = re.compile(r"^Look at target (?P<who>player|opponent)'s hand\.$")


def look_at_hand(m: re.Match) -> dict[str, Any]:
    """'Look at target player's hand' (a player target, 706.1; 'opponent': an opponent only): the hidden hand
    (415.4a) is shown to the link's controller, who chooses no card; nothing else happens."""
    aimed = {"kind": "player", **({"controller": "opponent"} if m.group("who") == "opponent" else {})}
    return {"shape": LOOKED, "target": aimed,
            "effects": [lambda slot: {"look_at_hand": {"target_player": slot}, "then": "nothing"}]}


# -- "Put an ability card from your graveyard into your hand" (415.9e): one card, chosen as it resolves ------------

ONE_BACK = "ability: put a card of your choice from your graveyard into your hand"
ONE_FROM_GRAVEYARD = re.compile(r"^(?P<may>You may )?[Pp]ut an? (?P<what>[^.]+?) card from your graveyard into (?:your )?hand\.$")
# enc-dealt: '… from your graveyard into hand' (Ulrac Bloodshadow) leaves out 'your': a card leaving your graveyard goes
# into its owner's hand, yours (415.9e)


def one_from_graveyard(m: re.Match) -> dict[str, Any]:
    """'Put an ability card from your graveyard into your hand', 'put a Totem card …': no target (706.1), so
    the player picks one card of theirs in the graveyard that fits as the link resolves (709.2b) and puts it
    into their hand, not a draw (415.9e); none there, nothing happens (709.2c). 'You may': their choice
    (708.3). A description of a card in play (a controller, damaged, exhausted) is refused."""
    tagged = m.group("what") in NOUN_TAGS  # enc-turn: 'a Totem card': a card of that tag, of any kind (202.1)
    aimed, spec = (True, {"tag": m.group("what")}) if tagged else selector(f"target {m.group('what')}")
    if not aimed or spec.get("count") or spec.get("controller") or spec.get("fits", {}).keys() & {"exhausted", "damaged"}:
        raise Unrecognised(m.group(0))
    found = {**{k: v for k, v in spec.items() if k != "fits"}, **spec.get("fits", {}), "zone": "graveyard", "owner": "you"}
    effect = {"put_into_hand": found, "count": 1}
    return {"shape": ONE_BACK, "effects": [lambda slot: {"may": [dict(effect)]} if m.group("may") else dict(effect)]}


# -- "Turn all opposing resources face down" (412.1b): every card of a resource row that fits ----------------------

ALL_FACE_DOWN = "ability: turn a group of resources face down"
TURN_ALL = re.compile(r"^Turn all (?P<whose>opposing )?resources(?P<yours> you control)? face down\.$")


def turn_all(m: re.Match) -> dict[str, Any]:
    """'Turn all opposing resources face down', '… all resources you control …': as the link resolves (709.1) each
    face-up card in those resource rows turns face down, a new blank resource (412.1b, 415.9a); one already face
    down stays as it is (709.2c). Both 'opposing' and 'you control' at once are not read."""
    if m.group("whose") and m.group("yours"):
        raise Unrecognised(m.group(0))
    side = {"controller": "opposing"} if m.group("whose") else {"controller": "you"} if m.group("yours") else {}
    return {"shape": ALL_FACE_DOWN, "effects": [lambda slot: {"turn_face_down": {"row": "resource", **side}}]}


# -- "Gain control of target armor or item" (401.3) ----------------------------------------------------------------

GAINED = "ability: gain control of a target"
GAIN_TARGET = re.compile(r"^(?:(?P<may>You may g)|G)ain control of (?P<what>target [^.,]+?)\.$")


def gain_target(m: re.Match) -> dict[str, Any]:
    """'Gain control of target armor or item', 'gain control of target attacking ally': one card chosen as the link
    is announced (706.1), whose control the link's controller gains as it resolves, with no end (401.3, 714.3);
    'you may': their choice then (708.3). A hero (whose control never changes, 401.3), an ability (perhaps attached:
    what becomes of the attachment is another sentence's), a resource, 'up to' or a description the selector doesn't
    read is refused."""
    aimed, spec = selector(m.group("what"))
    kinds = spec.get("kind") if isinstance(spec.get("kind"), list) else [spec.get("kind")]
    if not aimed or spec.get("count") or "row" in spec or set(kinds) & {"hero", "character", "card", "ability", None}:
        raise Unrecognised(m.group(0))
    return {"shape": GAINED, "target": spec,
            "effects": [lambda slot: {"may": [{"gain_control": {"target": slot}}]} if m.group("may")
                        else {"gain_control": {"target": slot}}]}


# -- enc-enter2: "You may ready an equipment you control" (411.1, 709.2b): one card, chosen as it resolves -----------------

READIED_ONE = "ability: ready one card you control, chosen as it resolves"
READY_ONE = re.compile(r"^Ready an? (?P<what>ally|equipment|weapon|armor|item) (?:you control|(?<=ally )in your party)\.$")


def ready_one(m: re.Match) -> dict[str, Any]:
    """'You may ready an equipment you control', 'ready an ally you control' ('… in your party'): no target (706.1), so its controller picks
    one exhausted card of theirs of that kind as the link resolves (709.2b) and readies it (411.1); none, nothing happens
    (709.2c). A trigger's 'you may' before it is the trigger reader's."""
    return {"shape": READIED_ONE, "effects": [lambda slot: {"ready": {"kind": m.group("what"), "controller": "you"}, "one": True}]}


# -- enc-enter2: "Look at the top three cards of your deck and put them back in any order" (415.3a, 415.3c) -----------

LOOKED_BACK = "ability: look at or reveal the top cards"  # the shape the older look-at readers give
LOOK_BACK = re.compile(rf"^Look at the top {N} cards of your deck,? (?:and|then) put them back in any order\.$")


def look_back(m: re.Match) -> dict[str, Any]:
    """'Look at the top three cards of your deck and put them back in any order': only the player sees them
    (415.3a), then they go back on top in the order the player chooses (415.3c); none is taken (rest: top)."""
    n = number(m.group("n"))
    if n < 2:
        raise Unrecognised(m.group(0))  # one card has no order to choose
    return {"shape": LOOKED_BACK, "effects": [lambda slot: {"look_at_top": n, "rest": "top"}]}


SHAPES: list[tuple[re.Pattern, Callable[[re.Match], dict[str, Any]]]] = [
    (DAMAGE_ON, damage_on), (UNLESS_PAY, unless_paid), (TURN_ONE, turn_one), (DELVE, delve), (LOOK_AT_HAND, look_at_hand),
    (ONE_FROM_GRAVEYARD, one_from_graveyard), (TURN_ALL, turn_all), (GAIN_TARGET, gain_target), (READY_ONE, ready_one),
    (LOOK_BACK, look_back)]
ALLOWED = {"ability": (PUT_DAMAGE, UNLESS_PAID, ONE_FACE_DOWN, DELVED, LOOKED, ONE_BACK, ALL_FACE_DOWN, GAINED, READIED_ONE)}


# -- the card's own destruction: "put him from the graveyard into …" (415.9b) -------------------------------------

OWN_DESTRUCTION = re.compile(
    r"^(?P<when>When NAME is destroyed), (?P<may>you may )?put (?:him|her|it|NAME) from (?P<from>the|its owner's|his owner's"
    r"|her owner's) graveyard into (?P<whose>his owner's|its owner's|her owner's|his|its|her) (?P<to>hand|resource row "
    r"face down(?P<exhausted> and exhausted)?)\.$")


def own_destruction(m: re.Match) -> Piece:
    """'When NAME is destroyed, you may put him from the graveyard into his owner's resource row face down and
    exhausted': the card the destruction put into its owner's graveyard, which the link can still find there as
    long as it stays (415.9b; a new card otherwise, 415.9a), goes into its owner's hand (not a draw, 415.9e) or
    resource row face down, a new card again (412.1b), exhausted if it says so; 'you may': its controller's
    choice as it resolves (708.3). The zone's possessive names the owner ('his hand' after 'its owner's
    graveyard', or 'his owner's'); 'from the graveyard into his hand' says no owner and is refused."""
    g = m.groupdict()
    if g["whose"] in ("his", "its", "her") and g["from"] == "the":
        raise Unrecognised(m.group(0))
    moved = {"event": "moved", "zone": "graveyard"}
    effect = {"put_into_hand": moved} if g["to"] == "hand" else \
        {"put_into_resource_row": moved, **({"exhausted": True} if g["exhausted"] else {})}
    effects = [{"may": [effect]}] if g["may"] else [effect]
    return Piece(SHAPE, powers=[{"triggered": {"when": when(g["when"]), "effects": effects}}],
                 inner=[f"triggered: {BACK_FROM_GRAVEYARD}"])


BACK_FROM_GRAVEYARD = "ability: the card itself from the graveyard into its owner's hand or resource row"
WHOLE_SHAPES = [(OWN_DESTRUCTION, own_destruction)]  # a triggered power, read whole: before the trigger shapes


# -- "… if its controller has more equipment than you" (709.2, 401.1): an effect only if one side has more -------

OUTNUMBERED = re.compile(r"^(?P<body>[^.]+?) if (?P<who>its controller|he) has more (?P<what>equipment|abilities|allies"
                         r"|resources|cards in hand) than you\.$")
MORE_OF = {"equipment": {"kind": "equipment"}, "abilities": {"kind": "ability"}, "allies": {"kind": "ally"},
           "resources": {"row": "resource"}, "cards in hand": {"zone": "hand"}}


def more_than_you(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    """'Destroy target equipment if its controller has more equipment than you', 'target opponent
    discards two cards if he has more cards in hand than you': the sentence before 'if', read by the
    other shapes with its one target, happens only if, as the link resolves (709.2), that target's
    controller ('its controller': a card target) or that target player ('he') has more of those cards
    than you: the cards a player controls (401.1) or has in hand (415.4), counted then. 'Its controller'
    with cards in hand is refused (a card in hand has an owner, not a controller)."""
    inner = read(m.group("body") + ".")
    parts = dict(inner.parts)
    if "effects" in parts:
        aimed, wrap = parts.get("target"), "effects"
    elif inner.shape == SHAPE and len(parts.get("powers", [])) == 1 and "triggered" in parts["powers"][0]:
        power = parts["powers"][0]["triggered"]
        aimed, wrap = (power["targets"][0] if len(power.get("targets", [])) == 1 else None), "power"
    else:
        raise Unrecognised(f"'if … has more … than you' around the shape '{inner.shape}': {m.group(0)}")
    player = m.group("who") == "he"
    if not aimed or aimed.get("count") or (aimed["kind"] == "player") != player \
            or (not player and m.group("what") == "cards in hand"):
        raise Unrecognised(f"'{m.group('who')}' with no one target {'player' if player else 'card'}: {m.group(0)}")
    what = MORE_OF[m.group("what")]
    yours = {**what, **({"owner": "you"} if what.get("zone") == "hand" else {"controller": "you"})}

    def cond(slot: str) -> dict[str, Any]:
        return {"more_cards": {"of": {**what, ("player" if player else "controller_of"): slot}, "than": dict(yours)}}
    if wrap == "effects":
        if len(parts["effects"]) != 1:
            raise Unrecognised(f"'if … has more … than you' after more than one effect: {m.group(0)}")
        make = parts["effects"][0]
        parts["effects"] = [lambda slot: {"if": cond(slot), "then": [make(slot)]}]
    else:
        parts["powers"] = [{"triggered": {**power, "effects": [{"if": cond(aimed["id"]), "then": power["effects"]}]}}]
    return Piece(inner.shape, **{**parts, "inner": [*parts.get("inner", []), "condition: if its controller has more"]})


def clause_shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    """The clauses around a sentence the other shapes read (pool_shapes puts them first)."""
    return [(OUTNUMBERED, lambda m: more_than_you(m, read)), (EVENT_COST, lambda m: event_cost(m, read)),
            (HOST_DESTRUCTION, host_destruction), (THIS_ONE_ENTERS, lambda m: this_one_enters(m, read)),
            (FIRST_ON_YOUR_TURNS, lambda m: first_on_your_turns(m, read)), (TAGGED, lambda m: tagged(m, read)),
            (THIS_ALLY_ENTERS, lambda m: this_ally_enters(m, read)), (IT_MAY, lambda m: it_may(m, read)),
            (TOKENS_BY_COST, lambda m: tokens_by_cost(m, read)), (COPY_PLAYED, lambda m: copy_played(m, read)),
            (STRIKE_WITH_IT, lambda m: strike_with_it(m, read)), (HAVE_SHUFFLE, lambda m: have_shuffle(m, read)),
            (TWO_NON_FACTIONS, lambda m: two_non_factions(m, read))]


# -- "When another ally enters play under your control, NAME deals fire damage … equal to that ally's cost" (703) --

EVENT_COST = re.compile(r"^(?P<sentence>When (?:[^,]+? (?:enters play|is destroyed)|you play an ability)[^,]*, [^.]+? equal to) "
                        r"that (?P<what>ally|ability)'s cost\.$")
EVENTS_OF = {"ally": ("enters-play", "destroyed"), "ability": ("played",)}  # the events whose card 'that ally' ('that ability') is


def event_cost(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    """'When another Night Elf ally enters play under your control, NAME deals fire damage to target opposing
    hero equal to that ally's cost', 'When an ally you control is destroyed, your hero heals damage from itself
    equal to that ally's cost': 'that ally' is the trigger event's card, an ally other than the card with the
    power (703), and the amount the cost printed on it (201.1), read as the link resolves even once it has left
    play (709.2d): ``{cost_of: event:subject}``. Refused when the trigger names no such ally (the card itself,
    a group) or the effect also targets an ally ('that ally' could be either). After 'When you play an ability',
    'that ability's cost' is the cost printed on the ability being played, whose link holds it (707.1f, 201.1)."""
    words = shapes_effects.EQUAL.match(m.group("sentence") + " AMOUNT.")
    if not words:
        raise Unrecognised(f"'that ally's cost' after no amount of damage, healing or cards: {m.group(0)}")
    body = f"{words.group('head')}{shapes_effects.STAND_IN} {words.group('what')}{words.group('rest')}{words.group('tail') or ''}."
    inner = read(body)
    parts = dict(inner.parts)
    power = parts["powers"][0].get("triggered") if inner.shape == SHAPE and len(parts.get("powers", [])) == 1 else None
    subject = (power or {}).get("when", {}).get("subject", {})
    what = m.group("what")
    also = ("ally", "character", "card") if what == "ally" else ("ability", "card")  # a target 'that …' could name
    if power is None or power["when"]["event"] not in EVENTS_OF[what] or subject.get("kind") != what \
            or subject.get("this") or any(t.get("kind") in also for t in power.get("targets", [])):
        raise Unrecognised(f"'that {what}' with no one {what} of the trigger's event to name: {m.group(0)}")
    found: list[int] = []
    effects = shapes_effects.stand_in_replaced(power["effects"], {"cost_of": "event:subject"}, found)
    if len(found) != 1 or str(shapes_effects.STAND_IN) in repr(effects):
        raise Unrecognised(f"'that {what}'s cost' with no one amount: {m.group(0)}")
    parts["powers"] = [{"triggered": {**power, "effects": effects}}]
    return Piece(inner.shape, **{**parts, "inner": [*parts.get("inner", []), f"amount: the trigger's {what}'s cost"]})


# -- "Ongoing: When attached ally is destroyed, put it from its owner's graveyard into his hand" (415.9b) ---------

HOST_DESTRUCTION = re.compile(r"^(?:Ongoing ?: ?)?When attached ally is destroyed, (?:(?P<may>you may )?put it from its owner's "
                              r"graveyard into his hand|(?P<owner>its owner may put it from his graveyard into play))\.$")


def host_destruction(m: re.Match) -> Piece:
    """An attachment's 'when attached ally is destroyed, put it from its owner's graveyard into his hand':
    the ally the destruction put into its owner's graveyard (the event's card, 415.9b; the attachment
    triggers though it leaves play with its host, looking back, 703.4), which the link still finds there as
    long as it stays, goes into its owner's hand (415.9e); 'you may': its controller's choice (708.3).
    enc-enter15: 'its owner may put it from his graveyard into play' (Soulstone): the owner chooses (709.2b: the link
    tells him to act) and the ally enters play under his control, a new card (``under: owner``, ``optional``: 415.9a,
    710.1); 'its owner may put it … into his hand' is not read."""
    moved = {"event": "moved", "zone": "graveyard"}
    if m.group("owner"):
        return Piece(triggers.ON_HOST, ongoing_power={"triggered": {
            "when": {"event": "destroyed", "subject": {"host": True, "kind": "ally"}},
            "effects": [{"put_into_play": moved, "under": "owner", "optional": True}]}}, inner=[f"triggered: {HOST_PLAY}"])
    effects = [{"may": [{"put_into_hand": moved}]}] if m.group("may") else [{"put_into_hand": moved}]
    return Piece(triggers.ON_HOST, ongoing_power={"triggered": {
        "when": {"event": "destroyed", "subject": {"host": True, "kind": "ally"}}, "effects": effects}},
        inner=[f"triggered: {HOST_BACK}"])


HOST_BACK = "ability: the attached ally from the graveyard into its owner's hand"
HOST_PLAY = "ability: the attached ally from the graveyard into play, its owner's choice"  # enc-enter15


# -- "Ongoing: When this ability (this Totem) enters play, …": the ongoing ability itself (305.2, 710.1d) -------

THIS_ONE_ENTERS = re.compile(r"^(?P<ongoing>Ongoing ?: ?)When this (?:ability|Totem) enters play, (?P<rest>.+)$")


def this_one_enters(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    """An ongoing ability's 'When this ability enters play' (a Totem's 'this Totem'): the card itself entering
    play, its power already working there (305.2, 710.1d): read as 'When NAME enters play'; only after
    'Ongoing:', where the card is an ability that stays in play."""
    inner = read(f"Ongoing: When NAME enters play, {m.group('rest')}")
    return Piece(inner.shape, **{**inner.parts, "inner": [*inner.parts.get("inner", []), "trigger: this ability"]})


# -- "When an ally you control is destroyed for the first time on each of your turns, …" (703.1) -----------------

FIRST_ON_YOUR_TURNS = re.compile(r"^(?P<when>When (?:(?:an?|another) [^,]+? (?:is destroyed|enters play[^,]*?)|you play an? [^,]+?))"
                                 r" for the first time on each of your turns, (?P<rest>.+)$")


def first_on_your_turns(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    """'When an ally you control is destroyed for the first time on each of your turns, NAME has +3 ATK and Smash
    this turn': the trigger and effect read without the clause, the power triggering only on its controller's
    turns (your_turn) and only for the first such event of the turn (first_each_turn: any card of the group,
    not each card: one card is destroyed, or enters play, once)."""
    inner = read(f"{m.group('when')}, {m.group('rest')}")
    parts = dict(inner.parts)
    power = parts["powers"][0].get("triggered") if inner.shape == SHAPE and len(parts.get("powers", [])) == 1 else None
    if power is None or power["when"].get("subject", {}).get("this") or power.get("your_turn") or power.get("first_each_turn"):
        raise Unrecognised(f"'for the first time on each of your turns' around no trigger on a group: {m.group(0)}")
    parts["powers"] = [{"triggered": {**power, "your_turn": True, "first_each_turn": True}}]
    return Piece(inner.shape, **{**parts, "inner": [*parts.get("inner", []), "trigger: the first time on each of your turns"]})


# -- a tag of the trigger's card: "When you play a Balance ability", "When one of your Totems is destroyed" (202.1) ---

# the tags of ability cards (202.1): a talent or school ('Ability — Arcane'), Instant, Ongoing (its ongoing power, 305.2);
# and the tags named as a noun on their own ('a Form', 'one of your Totems'): a card with a number tag counts as it (202.2)
ABILITY_TAGS = ("Affliction", "Arcane", "Arms", "Assassination", "Balance", "Beast Mastery", "Blood", "Combat", "Demonology",
                "Destruction", "Discipline", "Elemental", "Enhancement", "Feral", "Fire", "Frost", "Fury", "Holy",
                "Marksmanship", "Protection", "Restoration", "Retribution", "Shadow", "Subtlety", "Survival", "Unholy",
                "Instant", "Ongoing")
TAGGED = re.compile(
    rf"^(?P<ongoing>Ongoing ?: ?)?When (?:(?P<who>you play|an opponent plays|a player plays) an? (?P<non>non-)?"
    rf"(?:(?P<tag>{'|'.join(ABILITY_TAGS)}|ongoing)(?: \[(?P<icon>[A-Z][a-z]+)\])? ability|(?P<noun>{'|'.join(NOUN_TAGS)})"
    rf"|(?P<cls>{'|'.join(CLASSES)}|{'|'.join(c.lower() for c in CLASSES)}) ability)"
    rf"|one of your (?P<yours>{'|'.join(NOUN_TAGS)})s (?P<verb>is destroyed|enters play)), (?P<rest>.+)$")


def triggered_power(inner: Piece) -> tuple[dict[str, Any], Callable[[dict[str, Any]], Piece]] | None:
    """The one triggered power a piece holds (a card's, or an ongoing ability's, 305.2) and what makes the piece
    again with that power changed; None if it holds none or more than one."""
    parts = dict(inner.parts)
    if inner.shape == SHAPE and len(parts.get("powers", [])) == 1 and "triggered" in parts["powers"][0]:
        return parts["powers"][0]["triggered"], lambda power: Piece(inner.shape, **{**parts, "powers": [{"triggered": power}]})
    if "triggered" in parts.get("ongoing_power", {}):
        return parts["ongoing_power"]["triggered"], \
            lambda power: Piece(inner.shape, **{**parts, "ongoing_power": {"triggered": power}})
    return None


def tagged(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    """'When you play a Balance ability, draw a card', 'When you play an Ongoing [Priest] ability, …', 'When you play a
    Form, …', 'When one of your Totems is destroyed, …': the trigger read as on any ability ('When you play an
    ability', 'When an ability you control is destroyed'), its card then only one with that tag on its type line
    (202.1; 'Form (1)' is a Form, 'Fire Totem (1)' a Totem: 202.1b, 202.2), with that class icon (206.1a) if one is
    printed, without the tag after 'non-'. A tag no ability card has is not read. 'When you play a Paladin ability'
    (the word a data set wrote for the icon printed in the text, 'a hunter ability' too): no ability has a class tag
    on its type line, so the card is one with that class icon (206.1a); 'a non-Paladin ability' is not read."""
    g = m.groupdict()
    tag = "Ongoing" if g["tag"] == "ongoing" else g["tag"] or g["noun"] or g["yours"]  # 'a non-ongoing ability' (305.2)
    if g["cls"] and g["non"]:
        raise Unrecognised(f"an ability without a class icon: {m.group(0)}")
    plain = f"When {g['who']} an ability" if g["who"] else f"When an ability you control {g['verb']}"
    inner = read(f"{g['ongoing'] or ''}{plain}, {g['rest']}")
    found = triggered_power(inner)
    subject = found[0]["when"].get("subject", {}) if found else {}
    if not found or set(subject) - {"kind", "controller"} or subject.get("kind") != "ability":
        raise Unrecognised(f"a tag of the trigger's card around no trigger on an ability: {m.group(0)}")
    power, again = found
    fits: dict[str, Any] = {} if g["cls"] else {"not": {"tag": tag}} if g["non"] else {"tag": tag}
    if g["cls"]:  # 'a Paladin ability': no ability has a class on its type line, so the word is its class icon (206.1a)
        fits["class_icon"] = g["cls"].title()
    if g["icon"]:
        if g["icon"] not in CLASSES or g["non"]:
            raise Unrecognised(f"a class icon the trigger's card can't have: {m.group(0)}")
        fits["class_icon"] = g["icon"]
    piece = again({**power, "when": {**power["when"], "subject": {**subject, **fits}}})
    piece.parts["inner"] = [*piece.parts.get("inner", []), "trigger: a card with a tag"]
    return piece


# -- "When this ally enters play, …": the ally itself (710.1d) -------------------------------------------------------

THIS_ALLY_ENTERS = re.compile(r"^When this ally enters play, (?P<rest>.+)$")


def this_ally_enters(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    """An ally's 'When this ally enters play, draw a card': the card itself entering play (710.1d), read as
    'When NAME enters play' (only allies print 'this ally'; pool_shapes.ALLOWED keeps the piece to their types)."""
    inner = read(f"When NAME enters play, {m.group('rest')}")
    return Piece(inner.shape, **{**inner.parts, "inner": [*inner.parts.get("inner", []), "trigger: this ally"]})


# -- "When another ally enters play under your control, it may deal …" (703.1, 708.3) -----------------------------

IT_MAY = re.compile(r"^(?P<when>When (?:an?|another|this or another) [^,]+? enters play under your control"
                    r"(?: or a friendly player's control)?), (?P<who>it|he|she) "
                    r"may (?P<verb>deal|heal) (?P<rest>.+)$")


def it_may(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    """'When this or another Unique ally enters play under your control, it may deal 2 unpreventable holy damage to
    target ally': the ally that entered play (the event's card, 703.1) is the source of the packets, as in 'it
    deals' (408.1); 'may': a choice made as the link resolves (708.3), by its controller (709.2b), who controls that
    ally too ('under your control'). Read as 'it deals', its effects then wrapped in the choice; refused unless the
    event's card is the source of every packet ('he' or 'she' of the card itself are the triggers' own reading).
    enc-enter15: '… under your control or a friendly player's control, it may deal' (Robes of Arugal): a teammate's ally
    too (100.4); the text tells no player to act, so the choice stays the link's controller's (709.2b)."""
    prefix = m.group("when")  # 'this or another': read as 'another', the event's card either way (its source below)
    inner = read(f"{re.sub(r'^When this or another ', 'When another ', prefix)}, {m.group('who')} {m.group('verb')}s "
                 f"{m.group('rest')}")
    found = triggered_power(inner)
    effects = found[0]["effects"] if found else []
    if not found or not effects or any("may" in e or e.get("source") != {"event": "subject"} for e in effects):
        raise Unrecognised(f"'it may' with no packet from the event's card: {m.group(0)}")
    power, again = found
    piece = again({**power, "when": when(prefix), "effects": [{"may": effects}]})
    piece.parts["inner"] = [*piece.parts.get("inner", []), "choice: the event's card may"]
    return piece


# -- enc-enter (s11): "When you play an ally, put X 1 / 1 … ally tokens into play, where X is that ally's cost" (703) --

TOKENS_BY_COST = re.compile(r"^(?P<head>(?:Ongoing ?: ?)?When [^,]+?(?:enters play|is destroyed|plays? an? [^,]+?)[^,]*, "
                            r"(?:you may )?put) X (?P<tail>[^.,]+? ally tokens into play), where X is that ally's cost\.$")


def tokens_by_cost(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    """'When you play an ally, put X 1 [Fire] / 1 [Health] Red Dragonkin ally tokens into play, where X is that ally's
    cost': as many tokens (404.2) as the cost printed on the trigger event's ally (201.1), read as the link resolves even
    once that ally has left play (709.2d): the count ``{cost_of: event:subject}``. The sentence is read by the token shape
    with 'two' in place of X, whose count of 2 is then that cost; refused unless the trigger's event card is one ally
    (not the card itself, not a group) and the effect is one put of tokens."""
    inner = read(f"{m.group('head')} two {m.group('tail')}.")
    found = triggered_power(inner)
    subject = found[0]["when"].get("subject", {}) if found else {}
    effects = found[0]["effects"] if found else []
    made = effects[0]["may"][0] if len(effects) == 1 and list(effects[0]) == ["may"] and len(effects[0]["may"]) == 1 \
        else effects[0] if len(effects) == 1 else {}
    if not found or found[0]["when"]["event"] not in EVENTS_OF["ally"] + ("played",) or subject.get("kind") != "ally" \
            or subject.get("this") or found[0].get("targets") or made.get("count") != 2 or "put_token" not in made:
        raise Unrecognised(f"'where X is that ally's cost' with no one ally of the trigger's event, or no tokens: {m.group(0)}")
    power, again = found
    counted = {**made, "count": {"cost_of": "event:subject"}}
    piece = again({**power, "effects": [{"may": [counted]} if "may" in effects[0] else counted]})
    piece.parts["inner"] = [*piece.parts.get("inner", []), "amount: the trigger's ally's cost"]
    return piece


# -- enc-enter (s11): "When you play a non-Ongoing ability, you may copy it" (402.1) -----------------------------------

COPY_PLAYED = re.compile(r"^(?P<when>(?:Ongoing ?: ?)?When (?:you play|an opponent plays|a player plays) an? [^,]*?ability), "
                         r"(?P<may>you may )?copy (?:it|that ability)\.$")


def copy_played(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    """'When you play a non-Ongoing ability, you may copy it': the trigger read by the other shapes (with 'draw a card'
    standing in for the effect, which must come back as read), its effect then a copy of the ability being played, the
    card the trigger event names, still on the chain below the triggered link (707.1f): the link's controller adds the
    copy to the chain with the original's choices and may choose new targets for it (402.1–402.1c); gone from the chain,
    nothing is copied. 'You may': its controller's choice as the link resolves (708.3)."""
    inner = read(f"{m.group('when')}, draw a card.")
    found = triggered_power(inner)
    if not found or found[0]["when"]["event"] != "played" or found[0]["when"].get("subject", {}).get("kind") != "ability" \
            or found[0]["effects"] != [{"draw": 1}] or found[0].get("targets"):
        raise Unrecognised(f"'copy it' with no ability being played to copy: {m.group(0)}")
    power, again = found
    copied = {"copy_card": {"event": "subject", "zone": "chain"}}
    piece = again({**power, "effects": [{"may": [copied]} if m.group("may") else copied]})
    piece.parts["inner"] = [*(i for i in piece.parts.get("inner", []) if i != "triggered: ability: draw"),  # the stand-in's
                            "effect: copy the ability played"]
    return piece


# -- enc-enter2: "When NAME enters play, you pay 4 less to strike with it this turn" (303.2) ------------------------------

STRIKE_WITH_IT = re.compile(r"^(?P<head>When NAME enters play, you pay [\[(]?\d+[\])]? less to strike with) it"
                            r"(?P<tail> this turn\.)$")


def strike_with_it(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    """A weapon's 'When NAME enters play, you pay 4 less to strike with it this turn': 'it' is the card whose own entering
    triggers the power, the weapon itself (710.1d), read as 'strike with NAME' (a weapon's strike cost, 303.2)."""
    inner = read(f"{m.group('head')} NAME{m.group('tail')}")
    return Piece(inner.shape, **{**inner.parts, "inner": [*inner.parts.get("inner", []), "object: it, the card itself"]})


# -- enc-enter2: "…, you may have target player shuffle his graveyard into his deck" (415.3b, 708.3) ------------------------

HAVE_SHUFFLE = re.compile(r"^(?P<head>When [^,]+, you may )have (?P<who>target (?:player|opponent)) shuffle "
                          r"(?P<tail>his graveyard into his deck\.)$")


def have_shuffle(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    """'When a resource you control is turned face down, you may have target player shuffle his graveyard into his deck':
    the target player shuffles (415.3b) if the link's controller chooses so as it resolves (708.3): read as 'you may
    target player shuffles …', the player shuffle the older reader gives."""
    inner = read(f"{m.group('head')}{m.group('who')} shuffles {m.group('tail')}")
    return Piece(inner.shape, **{**inner.parts, "inner": [*inner.parts.get("inner", []), "choice: you may have a player"]})


# -- enc-enter2: "When a non-[Horde], non-[Alliance] ally you control is destroyed, …" (206.1b) ---------------------------

TWO_NON_FACTIONS = re.compile(r"^(?P<head>When an? )(?P<a>non-\[(?:Horde|Alliance)\]), (?P<b>non-\[(?:Horde|Alliance)\] [^,]+, .+)$")


def two_non_factions(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    """'When a non-[Horde], non-[Alliance] ally you control is destroyed': the comma between the two icons is not the
    end of the trigger; read without it, the trigger's card one with neither faction icon (206.1b, shapes/triggers.py)."""
    return read(f"{m.group('head')}{m.group('a')} {m.group('b')}")
