"""enc-start1: turn-start and turn-end triggers (500.1, 503.1) whose effect names its card by a word the other shapes
don't read as that card:

* 'it' as the object of an attachment's turn trigger on its host's controller's turn: "Ongoing: At the start of
  attached hero's controller's turn, your hero deals 1 melee damage to it." 'It' is the attached hero, the one card the
  trigger names (400.4): read as the sentence with 'attached hero' (shapes/triggers.py reads that one), and only when
  the effect ends there, so that no other noun of the effect could be what 'it' stands for.
* An ally's personal name as the object of 'put … into her owner's hand' in a turn trigger's effect: "At the start of
  your turn, you may put Karina into her owner's hand." on Karina of Silvermoon is the card itself (200.1), as
  ``triggers.short_named`` reads a personal name as the subject of an effect. Only that verb and only inside a turn
  trigger's paragraph: a name part elsewhere may be another card's.
* The host as the card dealt damage this turn, in an attachment's condition: "… if attached hero was dealt 5 or more
  damage this turn, …" (Cobra Sting): the packets dealt this turn to the card the attachment is attached to (400.4,
  703.4), their amounts added up (408.2a), as shapes/dealt_total.py reads 'an opposing hero was dealt …'.
* A target in the turn player's party: "At the start of each opponent's turn, target ally in his party loses …"
  (Voltrinnia): 'his' is that opponent, whose turn starts (500.1), the controller of the event's subject (his hero,
  703.1): ``fits: {controller_of: event:subject}``, checked as the power joins the chain (708.2) and as it resolves
  (706.3), as shapes/that_party_target.py anchors 'target ally in that hero's party'. Read as the sentence with
  'target opposing …', that one target then anchored.
* The host's controller's hand after the damage to the host, in an attachment's ongoing turn trigger: "Ongoing: At
  the start of your turn, your hero deals 3 nature damage to attached character if its controller has four or fewer
  cards in his hand." (Agonizing Poison): 'its' can only be the attached card (400.4), whose controller's hand holds
  fewer than N+1 cards (the cards that player owns there, 401.2): the damage inside an 'if' read as it resolves
  (709.2), ``{if: {not: {exists: {zone: hand, host_player: true}, at_least: N+1}}, then: [the damage]}``; 'no cards'
  is fewer than 1.
* A group with a number of named counters on each card: "At the start of your turn, destroy each opposing hero with
  three or more venom counters on it." (Skitter): only the cards of the group with at least that many counters of that
  name on them (404.1), ``counters_at_least: {named: venom, at_least: 3}``. Read as the sentence without the 'with'
  phrase, that one group of a triggered power's data then narrowed.
"""
from __future__ import annotations

import re
from typing import Callable

from shapes import grammar
from shapes.base import Piece, Unrecognised, occurrences, replaced
from shapes.conditions import COUNT, N_WORD

# 'it' alone as the object of the damage that ends the effect; the trigger's host the one card it can be
HOST_IT = re.compile(r"^(?P<ongoing>Ongoing ?: ?)?(?P<when>At the (?:start|end) of attached (?P<kind>hero|character)'s "
                     r"controller's turn), (?P<effect>[^,.]+? deals \d+ (?:\w+ )?damage to) it\.$")
IT_NOTE = "it: the attached card its host's controller's turn trigger names (400.4)"


def host_it(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    """The sentence read with 'attached hero' ('attached character') for 'it'."""
    inner = read(f"{m.group('ongoing') or ''}{m.group('when')}, {m.group('effect')} attached {m.group('kind')}.")
    return Piece(inner.shape, **{**inner.parts, "inner": [*inner.parts.get("inner", []), IT_NOTE]})


HIS_PARTY_TARGET = re.compile(
    r"^(?P<ongoing>Ongoing ?: ?)?(?P<when>At the (?:start|end) of each opponent's turn), (?P<head>(?:[^,.]+? )?)target "
    r"(?P<what>hero or ally|ally|hero) in (?:his|that (?:player|opponent)'s) party(?P<rest>[^,]*\.)$")
KINDS = {"hero or ally": "character", "ally": "ally", "hero": "hero"}


def his_party_target(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    """The sentence read with 'target opposing …', that one target then among the turn player's cards."""
    head = m.group("head")
    inner = read(f"{m.group('ongoing') or ''}{m.group('when')}, {head}target opposing {m.group('what')}{m.group('rest')}")
    powers = inner.parts.get("powers") or []
    triggered = powers[0].get("triggered") if len(powers) == 1 else None
    stand_in = {"kind": KINDS[m.group("what")], "controller": "opposing"}
    aimed = [t for t in (triggered or {}).get("targets", []) if {k: v for k, v in t.items() if k != "id"} == stand_in]
    if triggered is None or len(triggered.get("targets", [])) != 1 or len(aimed) != 1 or set(inner.parts) - {"powers", "inner"}:
        raise Unrecognised(f"'target … in his party' not the one target of a triggered power: {m.group(0)}")
    target = {"id": aimed[0]["id"], "kind": stand_in["kind"], "fits": {"controller_of": "event:subject"}}
    return Piece(inner.shape, **{**inner.parts, "powers": [{"triggered": {**triggered, "targets": [target]}}],
                                 "inner": [*inner.parts.get("inner", []), "target: in the turn player's party"]})


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    """The clauses around a sentence the other shapes read (pool_shapes puts them first)."""
    return [(HOST_IT, lambda m: host_it(m, read)), (HIS_PARTY_TARGET, lambda m: his_party_target(m, read)),
            (HOST_HAND_IF, lambda m: host_hand_if(m, read)), (WITH_COUNTERS, lambda m: with_counters(m, read))]


TURN_TRIGGER = r"\bAt the (?:start|end) of (?:your|each opponent's|each player's|each) turn, (?:you may )?put "


def short_named(name: str, paragraph: str) -> str:
    """An ally's personal name (the words before ' of ', ' the ' or a comma of its name) as the card put into its
    owner's hand by its own turn trigger: that name reads as NAME there only."""
    personal = " ".join(re.split(r",| the | of ", name)[0].split())
    if personal == name or len(personal) < 3:
        return paragraph
    return re.sub(rf"({TURN_TRIGGER}){re.escape(personal)}(?= into (?:his|her|its) owner's hand\.)", r"\1NAME", paragraph)


HOST_DEALT = re.compile(rf"^attached (?P<kind>hero|ally|character) was dealt {N_WORD} or more damage this turn$")


def host_dealt(m: re.Match) -> dict:
    """The packets dealt this turn to the host (400.4), added up (408.2a): one card, so ``amounts: destination``."""
    return {"happened": {"event": "damage", "destination": {"host": True, "kind": m.group("kind")}},
            "amounts": "destination", "at_least": COUNT.get(m.group("n")) or int(m.group("n"))}


CONDITIONS = [(HOST_DEALT, host_dealt)]


HOST_HAND_IF = re.compile(
    rf"^(?P<before>Ongoing ?: ?At the (?:start|end) of your turn, your hero deals \d+ (?:\w+ )?damage to attached "
    rf"(?:hero|ally|character)) if its controller has (?:(?P<none>no)|{N_WORD} or fewer) cards in his hand\.$")
HAND_NOTE = "if: the host's controller's hand, as the damage resolves (709.2)"


def host_hand_if(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    """The sentence without its 'if', its one effect then inside the 'if' about the host's controller's hand."""
    inner = read(f"{m.group('before')}.")
    power = (inner.parts.get("ongoing_power") or {}).get("triggered")
    if power is None or len(power.get("effects", [])) != 1 or "deal_damage" not in power["effects"][0]:
        raise Unrecognised(f"'if its controller has … cards' after no ongoing damage to the host: {m.group(0)}")
    most = 0 if m.group("none") else COUNT.get(m.group("n")) or int(m.group("n"))
    cond = {"not": {"exists": {"zone": "hand", "host_player": True}, "at_least": most + 1}}
    effects = [{"if": cond, "then": power["effects"]}]
    return Piece(inner.shape, **{**inner.parts, "ongoing_power": {"triggered": {**power, "effects": effects}},
                                 "inner": [*inner.parts.get("inner", []), HAND_NOTE]})


WITH_COUNTERS = re.compile(
    rf"^(?P<before>(?:Ongoing ?: ?)?At the (?:start|end) of [^,]+ turn, [^,.]*?\beach (?P<group>[^,.]+?)) with {N_WORD} or "
    r"more (?P<name>[a-z]+) counters on it(?P<after>[^,]*\.)$")
COUNTERS_NOTE = "group: only cards with that many named counters on them (404.1)"


def with_counters(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    """The sentence without its 'with … counters on it', its one group then narrowed to the cards with them."""
    aimed, group = grammar.selector(f"each {m.group('group')}")
    inner = read(f"{m.group('before')}{m.group('after')}")
    if aimed or "effects" in inner.parts or occurrences(inner.parts, group) != 1:
        raise Unrecognised(f"'with … counters on it' not of one group of a triggered power: {m.group(0)}")
    counters = {"named": m.group("name"), "at_least": COUNT.get(m.group("n")) or int(m.group("n"))}
    parts = replaced(inner.parts, group, {**group, "counters_at_least": counters})
    return Piece(inner.shape, **{**parts, "inner": [*parts.get("inner", []), COUNTERS_NOTE]})
