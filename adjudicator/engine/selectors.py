"""Selectors: which cards a power speaks of, judged from its controller's point of view (706.2)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from ..cards.keywords import ALLIANCE_RACES, HORDE_RACES
from ..cards.model import AtkOf, CostOf, Count, Counters, EventPattern, Selector, Total
from .board_key import read, read_events
from .card_parts import CLASSES, counts_as, has_keyword, printed_cost
from .views import View, blank, printed, side_powers

if TYPE_CHECKING:
    from .events import Event
    from .state import Card, State


# A state's current views: characteristics.compute_views, which evaluates selectors, sets it as it
# is imported, so that a selector can read another card as it is now (300.1c) without a circle.
current_views: Callable[[State], dict[int, View]]


def related(state: State, relation: str, you: str, other: str) -> bool:
    """Is player ``other`` in ``relation`` to ``you``? Teammates are friendly, the rest opposing."""
    if relation == "any":
        return True
    if relation == "you":
        return other == you
    friendly = state.friendly(you, other)
    return friendly if relation == "friendly" else not friendly


def kind_matches(kind: str, card_type: str | set[str]) -> bool:
    """Does a card of this type (or these types: a Totem in play is an ability and an ally, 305.3a)
    fit the kind?"""
    types = {card_type} if isinstance(card_type, str) else card_type
    if isinstance(kind, list):  # "ally or weapon"
        return any(kind_matches(k, types) for k in kind)
    if kind == "card":
        return True
    if kind == "character":
        return bool(types & {"hero", "ally"})
    if kind == "equipment":  # weapons, armor and items
        return bool(types & {"weapon", "armor", "item"})
    return kind in types


DEALT_THIS_WAY = "dealt:this-way"  # the link's key for the cards its packets dealt damage to (709.2d)
REVEALED_THIS_WAY = "revealed:this-way"  # enc-reward6: the cards its reveal_top revealed (415.3a)
FATAL_THIS_WAY = "fatal:this-way"  # enc-if5: those of them it dealt fatal damage to (405.2)
PUT_THIS_WAY = "put:this-way"  # enc-turn8: the tokens the link's effects put into play (404.2)
REMEMBERED = "remembered:made"  # enc-turn8: the cards a triggered modifier picked as it was made (715.1, 714.3f)
_KIND_TYPES = {"character": ("hero", "ally"), "equipment": ("weapon", "armor", "item")}


def kind_fits(kind: str, view: View) -> bool:
    """``kind_matches(kind, view.types)``, read without making the set of the view's types."""
    if isinstance(kind, list):
        return any(kind_fits(k, view) for k in kind)
    if kind == "card":
        return True
    wanted = _KIND_TYPES.get(kind, (kind,))
    return view.type in wanted or any(t in wanted for t in view.also)


def of_kind(kind: str | list, views) -> list[View]:
    """The views whose card fits ``kind`` (kind_fits), in their order: what ``matches`` asks first,
    read here without a call of it for each card that cannot fit."""
    if isinstance(kind, list) or kind == "card":
        return list(views)
    wanted = _KIND_TYPES.get(kind, (kind,))
    return [v for v in views if v.type in wanted or (v.also and not v.also.isdisjoint(wanted))]


def types_compared(state: State, sel: Selector, view: View, targets: dict[str, Card]) -> bool:
    """300.1c: the same card type (as many types, each matching) or a shared one (each has it), as
    the card and the target in the slot named have them now."""
    anchor = targets.get(sel.same_type_as or sel.shares_type_with)
    if anchor is None:
        return False
    other = current_views(state).get(anchor.oid)
    theirs = other.types if other is not None else {anchor.definition.type, *anchor.definition.also_types}
    return view.types == theirs if sel.same_type_as else bool(view.types & theirs)


# The fields of a selector that each check of ``matches`` reads, by the part of it that reads them:
# the anchors (matches itself), what the card is (printed_fits, besides kind and controller) and
# its state (state_fits). A selector whose fields of a part are all unset skips that part's checks,
# each of which an unset field passes anyway: the answer is the same, read in fewer steps.
RECIPIENT = "packet:recipient"  # enc-turn2: where an amount read for one packet finds the card it is for
_ANCHOR_FIELDS = ("controller_of", "target", "same_type_as", "shares_type_with", "event", "paid", "player", "chosen",
                  "host", "in_host_party", "host_player", "this", "other", "dealt_this_way", "dealt_fatal_this_way", "recipient",
                  "recipient_player", "revealed_this_way", "put_this_way", "remembered")
_PRINTED_FIELDS = ("named", "name_contains", "trait", "trait_chosen", "chosen_value", "attachment", "damage_type", "faction", "class_icon", "token", "owner", "tag",
                   "kinds", "keyword", "cost", "cost_at_most", "cost_at_least", "cost_below_this", "named_as",
                   "cost_parity", "reputation", "with_power")
_STATE_FIELDS = ("damaged", "damage_at_least", "counters_at_least", "fatal_damage", "atk_at_least", "atk_at_most",
                 "controller_hand_at_most", "exhausted", "face_down", "moved_by_this", "row", "attacking", "defending",
                 "attacks", "protecting", "in_combat", "attached_to", "has_attachment", "attachment_controller", "has_attached", "targeting", "this_turn", "not_", "all_", "any_")
_FLAGS = frozenset({"host", "in_host_party", "host_player", "this", "other", "moved_by_this", "dealt_this_way", "dealt_fatal_this_way",
                    "recipient", "recipient_player", "revealed_this_way", "put_this_way", "remembered"})  # False: not set
_PLANS: dict[int, tuple] = {}  # id(selector) → (the selector, which parts it sets): selectors are frozen


def _plan(sel: Selector) -> tuple:
    """Which parts of ``matches`` the selector sets a field of: (anchors, printed, state)."""
    found = _PLANS.get(id(sel))
    if found is None or found[0] is not sel:  # the selector is kept: its id is not reused
        own = sel.__dict__  # unset: None, or False for a plain flag ("other"); a tri-state False is a value
        unset = lambda names: all(own[n] is None or (own[n] is False and n in _FLAGS) for n in names)  # noqa: E731
        found = _PLANS[id(sel)] = (sel, not unset(_ANCHOR_FIELDS), not unset(_PRINTED_FIELDS),
                                   not unset(_STATE_FIELDS))
    return found


def of_recipients_player(card: Card, recipient: Card | None) -> bool:
    """enc-turn7: is the card one of the packet's recipient's controller's: in play, one they control (401.3);
    elsewhere, one they own (401.2: 'its controller's hand')?"""
    if recipient is None:
        return False
    return (card.controller if card.zone == "play" else card.owner) == recipient.controller


def matches(state: State, sel: Selector, view: View, you: str, source: Card | None,
            targets: dict[str, Card] | None = None, x: int | None = None) -> bool:
    """Does the card shown by ``view`` fit ``sel``, read from the point of view of ``you`` (706.2)?
    An anchor (a target, the event's card, the host, this card) names the card; the other fields
    then narrow it further. ``x``: the link's X, for ``cost: X`` (707.1b)."""
    _, anchored, printed_set, state_set = _plan(sel)
    if not anchored:
        if not printed_set:  # kind and controller only, then the card's state
            if not kind_fits(sel.kind, view) or \
                    not related(state, sel.controller, you, view.card.controller):
                return False
            return not state_set or state_fits(state, sel, view, you, source, targets or {}, x)
        targets = targets or {}
        return printed_fits(state, sel, view, you, source, targets, x) and \
            (not state_set or state_fits(state, sel, view, you, source, targets, x))
    card = view.card
    targets = targets or {}
    if sel.controller_of is not None:
        anchor = targets.get(sel.controller_of)
        if anchor is None or card.controller != anchor.controller:
            return False
    if sel.target is not None and card.oid not in {c.oid for c in slot_cards(targets, sel.target)}:
        return False
    if (sel.same_type_as or sel.shares_type_with) and not types_compared(state, sel, view, targets):
        return False
    if sel.recipient and (targets.get(RECIPIENT) is None or targets[RECIPIENT].oid != card.oid):
        return False  # enc-turn2: the card a packet is being made for, as its amount is read (405.4, 709.2d)
    if sel.recipient_player and not of_recipients_player(card, targets.get(RECIPIENT)):
        return False  # enc-turn7: a card of that card's controller (401.3 in play, 401.2 elsewhere)
    if sel.event is not None:  # "it": the card of the trigger event, kept on the link as "event:<role>"
        chosen = targets.get(f"event:{sel.event}")
        if chosen is None or chosen.oid != card.oid:
            return False
    if sel.paid is not None and card.oid not in {c.oid for c in slot_cards(targets, f"paid:{sel.paid}")}:
        return False  # 707.1e: a card the link's cost used, kept on the link as "paid:<how>"
    if sel.dealt_this_way and card.oid not in {c.oid for c in slot_cards(targets, DEALT_THIS_WAY)}:
        return False  # 709.2d: a card the link's packets dealt damage to, kept on the link as "dealt:this-way"
    if sel.revealed_this_way and card.oid not in {c.oid for c in slot_cards(targets, REVEALED_THIS_WAY)}:
        return False  # 415.3a: a card the link revealed from a deck, kept on the link as "revealed:this-way"
    if sel.dealt_fatal_this_way and card.oid not in {c.oid for c in slot_cards(targets, FATAL_THIS_WAY)}:
        return False  # 405.2, 709.2d: a card the link's packets dealt fatal damage to, kept as "fatal:this-way"
    if sel.put_this_way and card.oid not in {c.oid for c in slot_cards(targets, PUT_THIS_WAY)}:
        return False  # 404.2, 709.2d: a token the link put into play, kept on the link as "put:this-way"
    if sel.remembered and card.oid not in {c.oid for c in slot_cards(targets, REMEMBERED)}:
        return False  # 715.1: a card its triggered modifier picked as it was made, kept as "remembered:made"
    if sel.player is not None and not of_player(card, targets.get(f"player:{sel.player}")):
        return False  # 706.1: the target player's cards, the link keeping their hero as "player:<slot>"
    if sel.chosen is not None and card.oid not in {c.oid for c in slot_cards(targets, f"chosen:{sel.chosen}")}:
        return False  # 709.2b: the card a choose_card effect of the link chose, kept as "chosen:<name>"
    if sel.host and (source is None or source.attached_to != card.oid):  # 400.4: the card it is attached to
        return False
    if sel.in_host_party and not in_host_party(state, card, source):
        return False
    if sel.host_player and not of_hosts_player(state, card, source):
        return False  # enc-attach2: a card of the host's controller (400.4; 401.1 in play, 401.2 elsewhere)
    if sel.this and (source is None or card.oid != source.oid):
        return False
    if sel.other and source is not None and card.oid == source.oid:
        return False
    return printed_fits(state, sel, view, you, source, targets, x) and state_fits(state, sel, view, you, source,
                                                                                   targets, x)


CHOICE = "choice:"  # a choice made as a card is played, before the card keeps it (choice_marks)


def choice_marks(card: Card, chosen: dict[str, str]) -> dict[str, Card]:
    """707.1a, 707.1e: what was chosen as ``card`` is being played, for its own cost powers to read while it is
    still in the hand (the card keeps it once on the chain): one key per choice, naming its value, each mapped
    to the card itself, as a link's targets map its other marks ("event:<role>", "chosen:<name>")."""
    return {f"{CHOICE}{what}={value}": card for what, value in chosen.items()}


def chosen_trait(view: View, choice: str, source: Card | None, targets: dict[str, Card]) -> bool:
    """707.1a: the card has the trait its source's player chose for ``choice`` as the source was played."""
    value = source.chosen.get(choice) if source is not None else None
    marked = [k.partition("=")[2] for k in targets if k.startswith(f"{CHOICE}{choice}=")]
    value = marked[0] if marked else value
    return value is not None and counts_as(view.traits, value) is not None


VALUE = "value:"  # enc-reward6: a value a choose_value effect of the link chose, kept as "value:<what>=<value>"


def of_chosen_value(view: View, what: str, targets: dict[str, Card]) -> bool:
    """709.2b: the card is of the kind (or has the race) the link's controller chose as the link resolved."""
    value = next((k.partition("=")[2] for k in targets if k.startswith(f"{VALUE}{what}=")), None)
    if value is None:
        return False
    return kind_fits(value, view) if what == "kind" else counts_as(view.traits, value) is not None


def printed_attachment(d) -> bool:
    """400.1: the card's printed text says 'Attach': an attach instruction, or an ongoing mode with one."""
    return d.attach is not None or d.attach_to is not None or any(m.attach is not None for m in d.modes)


def damage_fits(sel: Selector, view: View) -> bool:
    """The card's damage (405.1: damage stays), whether it is fatal (405.2) and its exhaustion, as the view has
    them: a read of the board's damage part (board_key.read), only if the selector asks about them."""
    if sel.damaged is None and sel.damage_at_least is None and sel.fatal_damage is None and sel.exhausted is None:
        return True
    read("damage")
    return ((sel.damaged is None or sel.damaged == (view.damage > 0))
            and (sel.damage_at_least is None or view.damage >= sel.damage_at_least)
            and (sel.fatal_damage is None or sel.fatal_damage == (0 < view.damage >= view.health))
            and (sel.exhausted is None or sel.exhausted == view.exhausted))


def hand_at_most(state: State, card: Card, most: int) -> bool:
    """enc-r2d: has the card's controller (in play, 401.1; its owner elsewhere, 401.2) at most ``most`` cards in his
    hand (415.4a), as the hands now are? A hand is outside play: a read of the cards elsewhere (board_key)."""
    read("elsewhere")
    player = card.controller if card.zone == "play" else card.owner
    return sum(1 for c in state.cards.values() if c.zone == "hand" and c.owner == player) <= most


def of_player(card: Card, hero: Card | None) -> bool:
    """Is the card the player's whose hero this is: controlled by them in play (401.1), owned by
    them elsewhere (401.2)?"""
    return hero is not None and (card.controller if card.zone == "play" else card.owner) == hero.controller


def in_host_party(state: State, card: Card, source: Card | None) -> bool:
    """415.8b: a party is the cards in play one player controls; here, the host's controller's."""
    host = state.cards.get(source.attached_to) if source is not None and source.attached_to is not None else None
    return host is not None and host.zone == "play" and card.zone == "play" and card.controller == host.controller


def of_hosts_player(state: State, card: Card, source: Card | None) -> bool:
    """enc-attach2: is the card one of the player's who controls the host (400.4) of the card with the power: in play,
    one they control (401.1); elsewhere, one they own (401.2: 'his hand')?"""
    host = state.cards.get(source.attached_to) if source is not None and source.attached_to is not None else None
    return host is not None and host.zone == "play" and \
        (card.controller if card.zone == "play" else card.owner) == host.controller


def has_attachment(state: State, card: Card) -> bool:
    """400.1: some card in play is attached to it."""
    return any(c.attached_to == card.oid for c in state.in_play())


def attachments(state: State, card: Card) -> list[Card]:
    """400.1: the cards in play attached to it."""
    return [c for c in state.in_play() if c.attached_to == card.oid]


def slot_cards(targets: dict[str, Card], slot: str) -> list[Card]:
    """The cards chosen for a target slot: one, or several for "up to three targets" (``slot#1``…)."""
    return [c for k, c in targets.items() if k == slot or k.startswith(slot + "#")]


def printed_fits(state: State, sel: Selector, view: View, you: str, source: Card | None,
                 targets: dict[str, Card], x: int | None) -> bool:
    """The fields read from what the card is: kind, name, traits, tags, cost, keywords…"""
    card, d = view.card, view.card.definition
    cost = (x or 0) if sel.cost == "X" else sel.cost
    if isinstance(cost, Total):  # "the highest cost among …": read from the game as it is now (201.1)
        cost = amount(state, cost, current_views(state), you, source, targets)
    its_cost = printed_cost(d)  # 201.1, 201.2
    return (kind_fits(sel.kind, view)
            and related(state, sel.controller, you, card.controller)
            and (sel.named is None or view.name == sel.named)
            and (sel.name_contains is None or sel.name_contains in (view.name or "").replace(",", " ").split())
            and (sel.trait is None or counts_as(view.traits, sel.trait) is not None)  # 202.1b
            and (sel.trait_chosen is None or chosen_trait(view, sel.trait_chosen, source, targets))  # 707.1a
            and (sel.chosen_value is None or of_chosen_value(view, sel.chosen_value, targets))  # 709.2b
            and (sel.attachment is None or printed_attachment(d) == sel.attachment)  # 400.1
            and (sel.damage_type is None or sel.damage_type in view.damage_types)  # 205.1b, as it now is
            and (sel.faction is None or d.faction == sel.faction)
            and (sel.class_icon is None or sel.class_icon in d.classes)
            and (sel.token is None or sel.token == card.token)
            and (sel.owner is None or related(state, sel.owner, you, card.owner))
            and (sel.tag is None or (bool(view.type) and has_tag(d.tags, sel.tag)))
            and (sel.kinds is None or any(kind_fits(k, view) for k in sel.kinds))
            and (sel.keyword is None or has_keyword(view.keywords, sel.keyword))  # 700.1
            and (sel.reputation is None or (bool(view.type) and d.reputation == sel.reputation))  # 100.2c
            and (sel.with_power is None or has_power(view, sel.with_power))
            and (cost is None or its_cost == cost)
            and (sel.cost_at_most is None or its_cost <= bound(state, sel.cost_at_most, you, source, targets))
            and (sel.cost_at_least is None or its_cost >= sel.cost_at_least)
            and (not sel.cost_below_this or (source is not None and its_cost < printed_cost(source.definition)))
            and (sel.cost_parity is None or its_cost % 2 == (sel.cost_parity == "odd"))  # 201.1, 201.2
            and (sel.named_as is None or (targets.get(f"event:{sel.named_as}") is not None
                                          and view.name == targets[f"event:{sel.named_as}"].name)))


def bound(state: State, value: int | Count, you: str, source: Card | None, targets: dict[str, Card]) -> int:
    """A cost bound: a number, or a count read from the game as it now is (enc-put: 706.1, 709.2d)."""
    return value if isinstance(value, int) else amount(state, value, current_views(state), you, source, targets)


def has_power(view: View, kind: str) -> bool:
    """enc-if2: a printed power of the side that is up, while the card has its powers (700.3): an Inspire power
    (501.1b), or one by which the card itself can sabotage (601.2b)."""
    if view.powerless or blank(view.card):
        return False
    if kind == "inspire":
        return any(p.inspire for p in side_powers(view.card))
    return any(p.sabotage is not None and p.sabotage.affects.this for p in side_powers(view.card))


def has_tag(tags: list[str], tag: str) -> bool:
    """A tag with a number fits its plain name: "Pet (1)" is a Pet (202.2); a multi-word tag counts
    as its last word: "Fire Totem" is a Totem (202.1a, 202.1b)."""
    return counts_as(tags, tag) is not None


def state_fits(state: State, sel: Selector, view: View, you: str, source: Card | None,
               targets: dict[str, Card], x: int | None) -> bool:
    """The fields read from the card's state and the game: damage, exhaustion, combat, the chain,
    this turn's events; and the combinations ``not``, ``all``, ``any``."""
    card = view.card
    inner = lambda s: matches(state, s, view, you, source, targets, x)  # noqa: E731
    return (damage_fits(sel, view)
            and (sel.atk_at_least is None or view.atk >= sel.atk_at_least)  # 205.1: its ATK as the view has it
            and (sel.atk_at_most is None or view.atk <= sel.atk_at_most)
            and (sel.controller_hand_at_most is None or hand_at_most(state, card, sel.controller_hand_at_most))
            and (sel.face_down is None or sel.face_down == card.face_down)  # enc-has2: a flipped hero (301.2)
            and (sel.counters_at_least is None  # enc-start1: its named counters (404.1)
                 or card.counters.get(sel.counters_at_least.named, 0) >= sel.counters_at_least.at_least)
            and (not sel.moved_by_this or (source is not None and card.moved_by == source.label))
            and (sel.row is None or card.row == sel.row)
            and (sel.attacking is None or sel.attacking == in_combat_as(state, card, "attacker"))
            and (sel.defending is None or sel.defending == in_combat_as(state, card, "defender"))
            and (sel.attacks is None or attacks_such(state, card, sel.attacks, you, source, x, targets))
            and (sel.protecting is None or sel.protecting == in_combat_as(state, card, "protector"))
            and (sel.in_combat is None or sel.in_combat == in_combat_as(state, card, "in-combat"))
            and (sel.attached_to is None or hosted_by(state, card, sel.attached_to, you, source, x, targets))
            and (sel.has_attachment is None or sel.has_attachment == has_attachment(state, card))
            and (sel.attachment_controller is None  # enc-turn11: an attachment of yours (of an opponent's…) on it
                 or any(related(state, sel.attachment_controller, you, c.controller) for c in attachments(state, card)))
            and (sel.has_attached is None or hosts_such(state, card, sel.has_attached, you, source, x, targets))
            and (sel.targeting is None or targets_such(state, card, sel.targeting, you, source, x))
            and (sel.this_turn is None or took_part(state, card, sel.this_turn, you, source))
            and (sel.not_ is None or not inner(sel.not_))
            and (sel.all_ is None or all(inner(s) for s in sel.all_))
            and (sel.any_ is None or any(inner(s) for s in sel.any_)))


def hosted_by(state: State, card: Card, sel: Selector, you: str, source: Card | None, x: int | None,
              targets: dict[str, Card] | None = None) -> bool:
    """Is ``card`` attached to a card in play that fits ``sel`` (400.4)? The link's targets reach
    ``sel``: "a Poison attached to the targeted character" is {attached_to: {target: first}}."""
    host = state.cards.get(card.attached_to) if card.attached_to is not None else None
    # printed information, so that a continuous modifier may ask this without reading itself (719)
    return host is not None and host.zone == "play" and matches(state, sel, printed(host), you, source, targets, x)


def hosts_such(state: State, card: Card, sel: Selector, you: str, source: Card | None, x: int | None,
               targets: dict[str, Card] | None = None) -> bool:
    """enc-while5: is some card in play that fits ``sel`` attached to ``card`` (400.1, 400.4)? Read from the
    attachment's printed information, as ``hosted_by`` reads a host's (719)."""
    return any(c.attached_to == card.oid and matches(state, sel, printed(c), you, source, targets, x)
               for c in state.in_play())


def attacks_such(state: State, card: Card, sel: Selector, you: str, source: Card | None, x: int | None,
                 targets: dict[str, Card]) -> bool:
    """enc-put: is ``card`` the attacker (602.1), attacking a character that fits ``sel``: the proposed defender,
    then the defender (601.2, 602.3), as long as neither is removed from combat (602.4)? The defender is read as
    printed, with its state (as hosted_by): enc-enter7: a made modifier's 'while attacking allies' asks it while the
    views are computed, without reading itself (719)."""
    combat = state.combat
    return in_combat_as(state, card, "attacker") and combat.defender.oid not in combat.removed \
        and matches(state, sel, printed(combat.defender), you, source, targets, x)


def targets_such(state: State, card: Card, sel: Selector, you: str, source: Card | None, x: int | None) -> bool:
    """Is ``card`` a card on the chain whose link targets a card that fits ``sel`` (706)?"""
    read("chain")
    read("elsewhere")  # a link's targets may have left play
    link = next((l for l in state.chain if l.source.oid == card.oid), None)
    return link is not None and any(matches(state, sel, printed(t), you, source, None, x)  # printed: as hosted_by
                                    for t in link.chosen_targets.values())


def took_part(state: State, card: Card, pattern, you: str, source: Card | None) -> bool:
    """Did ``card`` (this very card, 415.9a) have the role ``pattern.as_`` in an event of this turn
    that fits the pattern, judged on the cards as they were then (703.4)?"""
    for event, seen in this_turn(state, pattern.event):
        role = event.cards().get(pattern.as_)
        if role is not None and role.oid == card.oid and fits_pattern(state, pattern, event, seen, you, source):
            return True
    return False


def last_known(state: State, card: Card, views: dict[int, View]) -> View:
    """enc-if7: the card as it now is in play; once it has left, as it last was there (712.3b, 709.2d: the view kept
    with this turn's event of its leaving, 703.4); never in play this turn, as it shows where it is."""
    if card.oid in views:
        return views[card.oid]
    left = [seen[card.oid] for event, seen in this_turn(state, "leaves-play")
            if event.subject is card and card.oid in seen]
    return left[-1] if left else printed(card)


def this_turn(state: State, kind: str | None = None) -> list[tuple[Event, dict]]:
    """This turn's events with their cards as they were (703.4); only those of one kind if ``kind``
    names it (a pattern's event: fits_pattern asks it first), a read of those alone (board_key.read_events)."""
    read("turn")
    read("elsewhere")  # the events' cards may have left play
    if kind is None:
        read("history")
        return [(event, seen) for turn, event, seen in state.history if turn == state.turn]
    found = [(event, seen) for turn, event, seen in state.history if turn == state.turn and event.kind == kind]
    read_events(kind, len(found))
    return found


def packet_fits(when: EventPattern, damage_types, amount: int | None) -> bool:
    """Do a packet's damage types and size fit the pattern: any of its types (408.3a), and as large (as small)
    as it asks, the packet as it now is ('3 or more damage')? Events and replacements both ask."""
    if when.damage_type and not set(types_of(when.damage_type)) & set(damage_types):
        return False
    if when.damage_type_not and set(types_of(when.damage_type_not)) & set(damage_types):
        return False  # 'non-melee damage': none of those types (a packet of no type fits, 408.3a)
    return (when.amount_at_least is None or (amount or 0) >= when.amount_at_least) and \
        (when.amount_at_most is None or (amount or 0) <= when.amount_at_most)


def fits_pattern(state: State, when: EventPattern, event: Event, seen: dict[int, View], you: str,
                 source: Card | None, targets: dict[str, Card] | None = None) -> bool:
    """Does the event fit the pattern, its cards judged by ``seen`` from the point of view of
    ``you``, the controller of ``source`` (with ``targets``, those of the link that made a
    triggered modifier)?"""
    if when.event != event.kind or (when.combat is not None and when.combat != event.combat):
        return False
    if not packet_fits(when, event.damage_types, event.amount):
        return False
    if when.face_up is not None and (event.subject is None or event.subject.face_down == when.face_up):
        return False  # 412.1b: placed face up (or face down), as the card is on the chain
    if when.fatal is not None and fatal(event, seen) != when.fatal:
        return False  # 405.2: fatal damage, judged on the destination just before the packet (703.4)
    for sel, card in ((when.subject, event.subject), (when.source, event.source), (when.destination, event.destination),
                      (when.opponent, event.opponent)):
        if sel is None:
            continue
        view = seen.get(card.oid) if card is not None else None
        if view is None or not matches(state, sel, view, you, source, targets):
            return False
    if when.with_ is not None and not any(  # 408.3d: one packet dealt with several weapons is one event
            matches(state, when.with_, seen.get(c.oid) or printed(c), you, source, targets)
            for c in event.with_cards):
        return False
    return True


def fatal(event: Event, seen: dict[int, View]) -> bool:
    """405.2: a packet is fatal damage to its destination if the character had less damage than its health and
    the packet brings its damage to its health or beyond (the view: the character just before the packet)."""
    view = seen.get(event.destination.oid) if event.destination is not None else None
    if view is None or not event.amount:
        return False
    return view.damage < view.health <= view.damage + event.amount


def in_combat_as(state: State, card: Card, role: str) -> bool:
    """602.1: the proposed attacker is attacking once it has become the attacker; 602.3: the
    proposed defender is defending once it has become the defender."""
    read("combat")
    combat = state.combat
    if combat is None or card.oid in combat.removed:  # 602.4: removed from combat
        return False
    if role == "attacker":
        return combat.step != "proposed" and combat.attacker.oid == card.oid
    if role == "in-combat":  # 602.3b: the attacker and the defender, once they have entered combat
        return combat.step in ("defend-window", "conclusion") and combat.defender.oid not in combat.removed \
            and combat.attacker.oid not in combat.removed and card.oid in (combat.attacker.oid, combat.defender.oid)
    if role == "protector":  # 602.2: it protected and is still the (proposed) defender
        protector = combat.protector
        return protector is not None and protector.oid == card.oid and combat.defender.oid == card.oid
    return combat.step in ("defend-window", "conclusion") and combat.defender.oid == card.oid


def select(state: State, sel: Selector, views: dict[int, View], you: str, source: Card | None,
           targets: dict[str, Card] | None = None, x: int | None = None) -> list[Card]:
    """The cards that ``sel`` picks, in timestamp order: in play by default, or in another zone
    (cards outside play have their printed characteristics)."""
    if sel.zone != "play":  # another zone; "chain" includes a card whose link is resolving
        read("elsewhere")  # the cards outside play (board_key.SELDOM_READ)
        views = {c.oid: printed(c) for c in state.cards.values() if c.zone == sel.zone}
    return [v.card for v in of_kind(sel.kind, views.values()) if matches(state, sel, v, you, source, targets, x)]


def amount(state: State, value: int | Count, views: dict[int, View], you: str, source: Card | None,
           targets: dict[str, Card] | None = None) -> int:
    if isinstance(value, int):
        return value
    if value == "X":
        raise ValueError("an amount of X is read from the link (707.1b), not from the board")
    if isinstance(value, Counters):  # 404.1: counters of that name on the cards picked
        return value.plus + value.times * sum(c.counters.get(value.counters, 0)
                                 for c in select(state, value.on, views, you, source, targets))
    if isinstance(value, Total):  # read from the views given: the current values
        return value.plus + value.times * (read_total(state, value, views, you, source, targets) // value.per)
    if isinstance(value, CostOf):  # 201.1: the cost printed on the target, wherever it now is
        chosen = slot_cards(targets or {}, value.cost_of)
        return printed_cost(chosen[0].definition) if chosen else 0
    if isinstance(value, AtkOf):  # enc-if7: the target's ATK, as it last was in play once it has left (712.3b)
        chosen = slot_cards(targets or {}, value.atk_of)
        return last_known(state, chosen[0], views).atk if chosen else 0
    return value.of(len(select(state, value.count, views, you, source, targets)))


def read_total(state: State, value: Total, views: dict[int, View], you: str, source: Card | None,
               targets: dict[str, Card] | None = None) -> int:
    """The values of the cards picked, added up, or the highest or lowest of them (0 with none); for
    'classes' (or one faction's races), how many different ones the cards have among their traits (206.1a)."""
    picked = select(state, value.of, views, you, source, targets)
    if value.of.zone != "play":  # enc-reward6: outside play a card has its printed characteristics, as select reads it
        views = {**views, **{c.oid: printed(c) for c in picked}}
    if value.total in AMONG:
        return len(kinds_among(views, picked, value.total))
    if value.total == "damage":
        read("damage")  # the views' damage (board_key.SELDOM_READ)
    values = [printed_cost(c.definition) if value.total == "cost" else getattr(views[c.oid], value.total)
              for c in picked]  # 201.1: a cost is the one printed
    if value.take is not None:
        return (max if value.take == "highest" else min)(values, default=0)
    return sum(values)


# the traits a "for each different …" counts: classes (206.1a), or the races of one faction (206.1, 206.1b)
AMONG = {"classes": CLASSES, "alliance-races": set(ALLIANCE_RACES), "horde-races": set(HORDE_RACES)}


def kinds_among(views: dict[int, View], cards: list[Card], total: str = "classes") -> list[str]:
    """The different classes (or one faction's races) among the cards' current traits, in alphabetical order."""
    return sorted({t for c in cards for t in (views.get(c.oid) or printed(c)).traits  # outside play: printed
                   if t in AMONG[total]})


def types_of(damage_type) -> list[str]:
    """A card's damage types: none, one, or several (408.3a)."""
    return [] if damage_type is None else [damage_type] if isinstance(damage_type, str) else list(damage_type)
