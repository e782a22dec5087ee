"""Damage and heal packets (405, 407, 408) and the replacement and prevention of packets (716, 717)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Callable

from ..cards.model import EventPattern, Instead, Replacement
from .selectors import amount, matches, packet_fits, select, types_of, this_turn
from .characteristics import View, compute_views, printed, powers_in_play
from .conditions import holds
from .decisions import Decision, Option, IllegalAction, DecisionError
from .state import Card
from .triggers import Event, watch
from .prohibitions import in_force
from .packet_shares import half_prevented, split_off

if TYPE_CHECKING:
    from .context import Context


def damage_types(value) -> tuple[str, ...]:
    """408.3a: a packet has no damage type, one, or several (shadowfire is shadow and fire)."""
    return tuple(dict.fromkeys(types_of(value)))


def typed(types: tuple[str, ...]) -> str:
    """The damage types as explanations say them, with a trailing space: "shadow and fire "."""
    if not types:
        return ""
    return (" and ".join(types) if len(types) < 3 else ", ".join(types[:-1]) + " and " + types[-1]) + " "


@dataclass
class Packet:
    """One packet of damage (408.1): amount, types, source character, destination and controller."""

    source: Card
    destination: Card
    amount: int
    damage_types: tuple[str, ...]
    controller: str
    combat: bool = False
    applied: set[str] = field(default_factory=set)  # 716.1e: each modifier at most once
    heal: bool = False  # a packet of healing (407.2) rather than of damage
    batch: int | None = None  # the packets of one resolving link share a batch (717.4); set by deal()
    with_cards: list[Card] = field(default_factory=list)  # 408.3d: the weapons or card it is dealt with
    preventable: bool = True  # 408.3c: worked out again before each replacement
    fatal: bool = False  # 405.2: set by deal(): it brought the damage on its destination to its health or beyond

    def describe(self) -> str:
        if self.heal:
            return f"{self.amount} healing from {self.source} to {self.destination}"
        kind = "combat damage" if self.combat else "damage"
        return f"{self.amount} {typed(self.damage_types)}{kind} from {self.source} to {self.destination}"

    def change_from(self, amount: int, destination: Card) -> str:
        parts = [f"{amount} → {self.amount} {'healing' if self.heal else 'damage'}"] if amount != self.amount else []
        if destination.oid != self.destination.oid:
            parts.append(f"dealt to {self.destination} instead of {destination}")
        return ", ".join(parts) or "no change"


@dataclass
class Candidate:
    """A replacement or prevention modifier that wants a packet (716.1b)."""

    key: str
    card: Card       # the card the modifier comes from; a script names it by its id to choose it
    same_as: str
    controller: str
    instead: Instead | None
    armor: Card | None = None
    on_use: Callable[[], None] | None = None
    modifier: object | None = None  # the Modifier, for one a link created (712)
    may: bool = False  # "you may have it dealt to … instead": its controller chooses whether it applies
    condition: str = ""  # the fact that makes its "while" condition true (714.3a), said as it applies

    @property
    def label(self) -> str:
        return self.card.label

    @property
    def increases(self) -> bool:
        """717.3a: increases the amount (or changes combat flag, type, preventability)."""
        i = self.instead
        counted = i is not None and i.add is not None and not isinstance(i.add, int)  # enc-if5: '+1 for each …'
        return i is not None and ((i.multiply or 1) > 1 or counted or (i.add or 0) > 0 or i.damage_type is not None)

    @property
    def prevents(self) -> bool:
        """717.2: armor, or a modifier whose text says "prevent"."""
        return self.armor is not None or (self.instead is not None and (self.instead.prevent is not None or
                                                                        self.instead.prevent_first is not None or
                                                                        self.instead.prevent_all_but is not None or
                                                                        self.instead.prevent_half is not None))


def pattern_matches(game: Context, when: EventPattern, packet: Packet, views: dict[int, View],
                    you: str, source: Card | None, targets=None) -> bool:
    if when.event != ("heal" if packet.heal else "damage") or not packet_fits(when, packet.damage_types, packet.amount):
        return False
    if when.combat is not None and when.combat != packet.combat:
        return False
    if when.fatal is not None:  # 405.2: fatal damage to its destination as it is now, the packet as it is now
        view = views.get(packet.destination.oid)
        if view is None or (view.damage < view.health <= view.damage + packet.amount) != when.fatal:
            return False
    for sel, card in ((when.source, packet.source), (when.destination, packet.destination)):
        if sel is not None and (card.oid not in views or not matches(game.state, sel, views[card.oid], you, source, targets)):
            return False
    if when.with_ is not None and not any(  # 408.3d: dealt with a card that fits (a card on the chain too)
            matches(game.state, when.with_, views.get(c.oid) or printed(c), you, source, targets)
            for c in packet.with_cards):
        return False
    return True


def unpreventable_by(game: Context, packet: Packet, views: dict[int, View]) -> tuple[Card, str] | None:
    """408.3c: the card whose "can't be prevented" covers any part of the packet, which makes the
    whole packet unpreventable, and the fact its 'while' holds on ("" with none, 714.3a)."""
    for cant in in_force(game.state, "be-prevented"):
        if cant.rule.damage is not None and pattern_matches(game, cant.rule.damage, packet, views, cant.controller,
                                                            cant.source, cant.targets):
            true, fact = (True, "") if cant.rule.while_ is None else \
                holds(game, cant.rule.while_, cant.controller, cant.source, cant.targets)
            if true:
                return cant.source, fact
    return None


def candidates(game: Context, packet: Packet) -> list[Candidate]:
    state, views = game.state, compute_views(game.state)
    found: list[Candidate] = []
    for card, powers in powers_in_play(state):
        for i, power in enumerate(powers):
            rep = power.replacement
            if rep and pattern_matches(game, rep.when, packet, views, card.controller, card):
                if rep.instead.prevent_first is not None and first_left(game, rep.instead.prevent_first, packet) <= 0:
                    continue  # 717.5: it has no effect for the rest of the turn
                true, fact = condition_of(game, rep, card.controller, card)
                if true:
                    found.append(Candidate(f"card:{card.oid}:{i}", card, f"{card.name}:{i}",
                                           card.controller, rep.instead, may=rep.may, condition=fact))
    for mod in state.modifiers:
        rep: Replacement = mod.spec
        if not isinstance(rep, Replacement):
            continue  # other modifiers a link created (an attack restriction, 601.2c)
        # "the next time" covers every packet of the batch it first replaced (717.4)
        live = (mod.uses_left != 0 or packet.batch in mod.used_in) and mod.prevent_left != 0 \
            and not mod.lapsed(state)
        true, fact = condition_of(game, rep, mod.controller, mod.source) if live else (False, "")
        if true and pattern_matches(game, rep.when, packet, views, mod.controller, mod.source, mod.targets):
            found.append(Candidate(f"mod:{mod.mid}", mod.source, f"mod:{mod.mid}", mod.controller, rep.instead,
                                   on_use=_use(mod, packet), modifier=mod, may=rep.may, condition=fact))
    found += armor_candidates(game, packet, views)
    found_by = None if packet.heal else unpreventable_by(game, packet, views)
    if found_by is not None:
        blocker, fact = found_by
        barred = [c for c in found if c.prevents and c.key not in packet.applied]
        if packet.preventable:
            game.trace.add(f"{blocker}'s power says this damage can't be prevented"
                           + (f" while its condition holds ({fact})" if fact else "") + ", so none of the packet can be "
                           "prevented" + (f": {', '.join(str(c.card) for c in barred)} can't be chosen to prevent it"
                                          if barred else "") + ".",
                           "408.3c", *(["717.3b"] if barred else []), *(["714.3a"] if fact else []), power=blocker.name)
        packet.preventable = False
        found = [c for c in found if not c.prevents]  # 717.2c, 717.3b
    elif not packet.heal and not packet.preventable and any(c.prevents and c.key not in packet.applied for c in found):
        game.trace.add(f"The packet of {packet.describe()} is unpreventable: no prevention modifier or armor can "
                       "prevent any of it.", "408.3c")
        found = [c for c in found if not c.prevents]
    return [c for c in found if c.key not in packet.applied]


def condition_of(game: Context, rep: Replacement, controller: str, source: Card) -> tuple[bool, str]:
    """714.3a: a replacement with a "while" condition replaces packets only while it holds for its
    controller; (True, "") with none."""
    if rep.while_ is None:
        return True, ""
    return holds(game, rep.while_, controller, source)


def consents(game: Context, packet: Packet, cand: Candidate, chooser: str) -> bool:
    """716.1: "you may have it … instead": the modifier's controller chooses whether it replaces this
    packet (the chooser of the order, if that is they, chose so by picking it); declined, it is not
    offered for the packet again."""
    if cand.condition:
        game.trace.add(f"{cand.card}'s modifier can replace the packet of {packet.describe()}: its condition "
                       f"holds ({cand.condition}).", "714.3a", power=cand.card.name)
    if not cand.may:
        return True
    if cand.controller == chooser:
        game.trace.add(f"{chooser} chooses to have {cand.card}'s modifier replace the packet, as they may.", "716.1",
                       power=cand.card.name)
        return True
    pick = game.decide(Decision(cand.controller, "may-replace", "716.1",
                                f"whether {cand.card}'s modifier replaces the packet of {packet.describe()}",
                                [Option("yes", "yes", "yes"), Option("no", "no", "no")]))
    if pick.key == "no":
        packet.applied.add(cand.key)
        game.trace.add(f"{cand.controller} chooses not to have {cand.card}'s modifier replace the packet, as they "
                       "may.", "716.1", power=cand.card.name)
    return pick.key == "yes"


def first_left(game: Context, first: int, packet: Packet) -> int:
    """717.5: what "prevent the first N damage each turn" can still prevent for this packet's
    destination: N, less each damage dealt to it this turn and each damage to it prevented this turn."""
    dest = packet.destination.oid
    taken = sum(e.amount or 0 for e, _ in this_turn(game.state)
                if e.kind in ("damage", "prevented") and e.destination is not None and e.destination.oid == dest)
    return first - taken


def prevented(game: Context, packet: Packet, amount: int, by: Card | None = None) -> None:
    """717.2d: a packet prevented in part or completely is an event that powers looking for
    prevented damage see; its subject is the card whose modifier or armor prevented ("when
    Drillborer Disk prevents damage")."""
    if amount > 0 and not packet.heal:
        watch(game, [Event("prevented", subject=by, source=packet.source, destination=packet.destination,
                           amount=amount, combat=packet.combat, damage_types=packet.damage_types)],
              compute_views(game.state))


def _use(mod, packet: Packet):
    def use():
        if mod.uses_left is not None and packet.batch not in mod.used_in:
            mod.uses_left -= 1
        mod.used_in.add(packet.batch)
    return use


def armor_candidates(game: Context, packet: Packet, views: dict[int, View]) -> list[Candidate]:
    """717.2c: each ready armor with DEF 1+ may prevent damage to its controller's shielder (heroes);
    its DEF as it is now, modifiers included (304.2, 714.1)."""
    dest = packet.destination
    if packet.heal or dest.definition.type != "hero":
        return []
    return [Candidate(f"armor:{a.oid}", a, f"armor:{a.name}", a.controller, None, armor=a)
            for a in game.state.in_play()
            if a.definition.type == "armor" and a.controller == dest.controller and not a.exhausted
            and a.oid in views and views[a.oid].defense >= 1]


def refuse_armor(game: Context, player: str, armor: Card) -> None:
    """717.2c: armor is exhausted only as a preventable packet would deal damage to a shielder its
    controller controls (the engine asks then, outside the chain); with priority no packet is about
    to be dealt, so exhausting armor now (say, against a destroy effect) is never allowed."""
    if armor.controller != player:
        raise DecisionError(f"'exhaust' names an armor {player} controls; {armor} is {armor.controller}'s")
    raise IllegalAction("717.2c", f"{player} can't exhaust {armor} now: armor is exhausted only to lower a "
                                  "preventable packet about to be dealt to a shielder they control, and no "
                                  "packet is about to be dealt (there is no damage yet to prevent)")


def replace_all(game: Context, packet: Packet, together: int = 1) -> list[Packet]:
    """The packets a packet becomes: itself, none (prevented), or several once a modifier divides it
    (717.6), each of those replaced further on its own."""
    done = replace(game, packet, together)
    if isinstance(done, list):
        return [q for p in done for q in replace_all(game, p, together)]
    return [done] if done is not None else []


def replace(game: Context, packet: Packet, together: int = 1) -> Packet | list[Packet] | None:
    """Apply replacement and prevention modifiers one at a time until none wants the packet (716.1b,
    717.3); ``together``: how many packets were created at the same moment (716.1c). A modifier that
    divides the packet returns the packets it becomes (717.6)."""
    while packet.amount > 0:
        found = candidates(game, packet)
        if not found:
            return packet
        how = (["716.1b", "717.3"] if len(found) > 1 else []) + (["716.1c"] if together > 1 else [])
        first = [c for c in found if c.increases and not packet.heal]
        chooser, pool, rule = ((packet.controller, first, "717.3a") if first
                               else (packet.destination.controller, found, "716.1b" if packet.heal else "717.3b"))
        optional = [c.armor is not None or (c.may and c.controller == chooser) for c in pool]  # 717.2c, 716.1
        pick = game.decide(Decision(
            chooser, "replacement", rule, f"the next modifier to apply to the packet of {packet.describe()}",
            [Option(c.label, c.key, c.same_as, optional=o, shown=str(c.card)) for c, o in zip(pool, optional)],
            may_decline=all(optional)))
        if pick is None:
            return packet
        chosen = next(c for c in pool if c.key == pick.key)
        if not consents(game, packet, chosen, chooser):
            continue
        if chosen.instead is not None and chosen.instead.divide_among is not None:
            return divide(game, packet, chosen, rule, how)
        if chosen.instead is not None and chosen.instead.excess_to_hero:
            return beyond_fatal(game, packet, chosen, rule, how)
        if chosen.instead is not None and chosen.instead.redirect_amount is not None:  # enc-if8: a share, 717.6
            return split_off(game, packet, chosen, rule, how)
        apply(game, packet, chosen, rule, how)
    game.trace.add("The packet is reduced to 0 and disappears: it is prevented completely and deals no damage, "
                   "so nothing that looks for damage being dealt triggers.", "717.2a", "717.2b")
    return None


def apply(game: Context, packet: Packet, cand: Candidate, rule: str, how: list[str]) -> None:
    """Apply one modifier to the packet; ``how`` are the rules of the choice among several
    (716.1b, 717.3) and of replacing packets made together one by one (716.1c)."""
    packet.applied.add(cand.key)
    note = "".join([" It was one of several modifiers that wanted the packet; one is applied at a time."
                    if "717.3" in how else "",
                    " Packets made at the same moment are each replaced on their own." if "716.1c" in how else ""])
    amount, destination = packet.amount, packet.destination
    if cand.armor is not None:
        defense = compute_views(game.state)[cand.armor.oid].defense  # its DEF now, modifiers included (714.1)
        changed = defense != (cand.armor.definition.defense or 0)
        cand.armor.exhausted = True
        packet.amount = max(0, packet.amount - defense)  # excess DEF is wasted: 717.2c
        wasted = f"; the other {defense - amount} DEF is wasted" if defense > amount else ""
        fresh = cand.armor.joined > game.turn_began  # 304.3: no waiting for armor
        game.trace.add(f"{cand.armor.controller} exhausts {cand.card} to lower the packet by its DEF of {defense}"
                       + (" (its printed DEF changed by continuous modifiers)" if changed else "") +
                       f": {packet.change_from(amount, destination)}{wasted}.{note}"
                       + (" It came into play this turn, and armor need not wait." if fresh else ""),
                       "717.2c", "717.2a", "304.2", rule, *how, *(["304.3"] if fresh else []),
                       *(["714.1"] if changed else []), power=cand.card.name)
        prevented(game, packet, amount - packet.amount, cand.card)
        return
    i = cand.instead
    if i.prevent is not None or i.prevent_first is not None or i.prevent_all_but is not None or i.prevent_half:
        prevent(game, packet, cand, rule, how, note)
        return
    if i.multiply:
        packet.amount *= i.multiply
    if i.add:
        packet.amount += i.add if isinstance(i.add, int) else counted_add(game, cand, i.add)
    rules = ["716.1", "716.1e", "717.1", rule]  # 717.1: the attributes it doesn't mention stay as they were
    retyped = ""
    if i.damage_type is not None:  # enc-if8: 'it deals shadow damage instead': its type changes, nothing else
        retyped = f"its damage type becomes {i.damage_type} (it was {typed(packet.damage_types).strip() or 'none'})"
        packet.damage_types = (i.damage_type,)
    if i.redirect_to is not None:
        views = compute_views(game.state)
        mod = next((m for m in game.state.modifiers if f"mod:{m.mid}" == cand.key), None)
        source = mod.source if mod else cand.card  # a card's own power redirects to "this" card
        new = select(game.state, i.redirect_to, views, cand.controller, source)
        if new:
            packet.destination = new[0]
    mod, again = cand.modifier, ""
    if mod is not None and mod.spec.uses is not None:  # "the next time": every packet of one link (717.4)
        rules.append("717.4")
        again = (" (another packet of the same resolving link: the same \"next time\")" if packet.batch in mod.used_in
                 else "")
    if cand.on_use:
        cand.on_use()
    change = packet.change_from(amount, destination)
    change = ", ".join(c for c in (change if change != "no change" or not retyped else "", retyped) if c)
    game.trace.add(f"{cand.card} replaces the packet to {destination}: {change}{again}.{note}", *rules, *how,
                   power=cand.card.name)


def divide(game: Context, packet: Packet, cand: Candidate, rule: str, how: list[str]) -> list[Packet]:
    """717.6: the destination player chose to apply it; from then on the packet's controller makes
    every choice, naming the character that gets each point of damage. One packet per character
    named, each keeping the packet's source, types and controller, and this modifier applied."""
    packet.applied.add(cand.key)
    if cand.on_use:
        cand.on_use()
    views = compute_views(game.state)
    among = [c for c in sorted(select(game.state, cand.instead.divide_among, views, cand.controller, cand.card),
                               key=lambda c: c.timestamp) if c.oid in views and views[c.oid].is_character]
    shares: dict[int, int] = {}
    for point in range(packet.amount):
        pick = game.decide(Decision(packet.controller, "divide", "717.6",
                                    f"the character dealt point {point + 1} of {packet.amount} of the divided damage",
                                    [Option(c.label, str(c.oid), f"card:{c.oid}") for c in among]))
        oid = int(pick.key)
        shares[oid] = shares.get(oid, 0) + 1
    made = [Packet(packet.source, game.state.cards[oid], n, packet.damage_types, packet.controller, packet.combat,
                   set(packet.applied), batch=packet.batch, with_cards=list(packet.with_cards),
                   preventable=packet.preventable) for oid, n in shares.items()]
    said = ", ".join(f"{p.amount} to {p.destination}" for p in made)
    game.trace.add(f"{cand.card}'s modifier replaces the packet of {packet.describe()}: {packet.controller}, who "
                   f"controls the packet, divides it, naming the character for each point: {said}.", "717.6", "716.1",
                   rule, *how, power=cand.card.name)
    return made


def beyond_fatal(game: Context, packet: Packet, cand: Candidate, rule: str, how: list[str]) -> list[Packet]:
    """716.1 (Smash, the editor's note at 603.1): of a packet to an ally, what is more than fatal
    damage (405.2: enough to bring its damage to its health) goes in a packet of its own to the
    ally's controller's hero; each packet is then replaced further on its own."""
    packet.applied.add(cand.key)
    ally = packet.destination
    view = compute_views(game.state).get(ally.oid)
    fatal = max(0, view.health - ally.damage) if view is not None else packet.amount
    hero = game.state.hero(ally.controller)
    if packet.amount <= fatal or hero is None:
        why = (f"{packet.amount} damage is not more than the {fatal} that is fatal to {ally}" if hero is not None
               else f"{ally}'s controller has no hero to deal the rest to")
        game.trace.add(f"{cand.card}'s modifier changes nothing: {why}.", "716.1", "405.2", rule, *how,
                       power=cand.card.name)
        return [packet]
    rest = Packet(packet.source, hero, packet.amount - fatal, packet.damage_types, packet.controller, packet.combat,
                  set(packet.applied), batch=packet.batch, with_cards=list(packet.with_cards),
                  preventable=packet.preventable)
    packet.amount = fatal
    game.trace.add(f"{cand.card}'s modifier replaces the packet: {fatal} of it is fatal to {ally} and is dealt to it; "
                   f"the other {rest.amount} is dealt to {hero}, its controller's hero, in a packet of its own.",
                   "716.1", "405.2", rule, *how, power=cand.card.name)
    return [q for q in (packet, rest) if q.amount > 0]


def prevent(game: Context, packet: Packet, cand: Candidate, rule: str, how: list[str], note: str) -> None:
    """717.2a: "prevent all" makes the packet vanish. A modifier that prevents Y lowers a packet of
    X by Y, and what it can still prevent by X; at 0 or less it ends. A card's power that prevents
    Y has no such total: it prevents Y of each packet it replaces."""
    amount, mod = packet.amount, cand.modifier
    first = cand.instead.prevent_first
    if first is not None:  # 717.5: what is left of "the first N damage each turn"
        y = first_left(game, first, packet)
        packet.amount = max(0, amount - y)
        left = (f"; of the first {first} damage to {packet.destination} this turn it can still prevent "
                f"{max(0, y - amount)}" if y > amount else
                f"; that was the last of the first {first} damage to {packet.destination} this turn it prevents")
    elif cand.instead.prevent == "all":
        packet.amount = 0
        left = ""
    elif cand.instead.prevent_half is not None:  # enc-if8: half of each packet, rounded up (717.2)
        packet.amount = amount - half_prevented(amount)
        left = "; it prevents half of each packet, rounded up"
    elif cand.instead.prevent_all_but is not None:  # 717.2: all of the packet but N
        packet.amount = min(amount, cand.instead.prevent_all_but)
        left = f"; it prevents all but {cand.instead.prevent_all_but} of each packet"
    else:
        y = mod.prevent_left if mod is not None and mod.prevent_left is not None else cand.instead.prevent
        packet.amount = max(0, amount - y)
        left = ""
        if mod is not None and mod.prevent_left is not None:
            mod.prevent_left = max(0, y - amount)
            left = (f"; it can still prevent {mod.prevent_left}" if mod.prevent_left
                    else "; it has prevented all it can and ends")
    if cand.on_use:
        cand.on_use()
    game.trace.add(f"{cand.card}'s modifier prevents {amount - packet.amount} damage: {amount} → {packet.amount} "
                   f"damage{left}.{note}", "717.2", "717.2a", rule, *how, *(["717.5"] if first is not None else []),
                   power=cand.card.name)
    prevented(game, packet, amount - packet.amount, cand.card)


def party_order(game: Context, packets: list[Packet]) -> list[Packet]:
    """802.2: the choices about how modifiers change packets dealt at the same time are made party
    by party: first for the packets to characters in the turn player's party, then clockwise."""
    seats = [p.name for p in game.state.clockwise_from(game.state.turn_player)]
    seat = lambda p: seats.index(p.destination.controller) if p.destination.controller in seats else len(seats)  # noqa: E731
    ordered = sorted(packets, key=seat)
    parties = list(dict.fromkeys(p.destination.controller for p in ordered))
    if len(parties) > 1 and sum(1 for p in packets if candidates(game, p)) > 1:
        game.trace.add(f"The packets are dealt at the same time. The choices of how modifiers change them are made "
                       f"party by party: first for those to characters in {parties[0]}'s party (the turn player's), "
                       f"then {', then '.join(parties[1:])}'s.", "802.2", "717.3")
    return ordered


def counted_add(game: Context, cand, value) -> int:
    """enc-if5: '+1 for each ally you control': counted from the game as it stands just before the packet (716.1c),
    from the point of view of the modifier's controller; counters on the card with the power by default (404.1a)."""
    n = amount(game.state, value, compute_views(game.state), cand.controller, cand.card)
    game.trace.add(f"{cand.card}'s modifier adds {amount_words(value)}, counted now: {n}.", "716.1c",
                   *(["404.1a"] if hasattr(value, "counters") else []), power=cand.card.name)
    return n


def amount_words(value) -> str:
    if hasattr(value, "counters"):
        return (f"{value.plus} plus " if value.plus else "") + f"{value.times} for each {value.counters} counter on it"
    return f"{value.times} for each card that fits"


def deal(game: Context, packets: list[Packet]) -> list[Packet]:
    """Deal (or heal) packets created at the same time: each is replaced on its own (716.1c), then
    all are dealt."""
    batch = game.state.tick()
    for p in packets:
        p.batch = p.batch or batch  # packets made together outside a link (combat) are one batch too
    replaced = {id(p): replace_all(game, p, len(packets)) for p in party_order(game, packets)}  # 802.2
    dealt = [q for p in packets for q in replaced[id(p)] if q.amount > 0]
    before = compute_views(game.state)  # triggers look back at the state just before the packets (703.4)
    removed: dict[int, int] = {}  # a heal packet → the damage it removed: "that much" (407.1: the rest is wasted)
    for p in dealt:
        game.packet_log.append(p)
        if p.heal:
            healed = removed[id(p)] = min(p.amount, p.destination.damage)
            p.destination.damage -= healed
            wasted = f"; the other {p.amount - healed} points of healing are wasted" if healed < p.amount else ""
            game.trace.add(f"{p.source} heals {healed} damage from {p.destination} with a packet of {p.amount} "
                           f"(now {p.destination.damage} damage){wasted}.", "407.1", "408.1")
            continue
        health = before[p.destination.oid].health if p.destination.oid in before else None
        p.fatal = health is not None and p.destination.damage < health <= p.destination.damage + p.amount  # 405.2
        p.destination.damage += p.amount
        game.trace.add(f"{p.source} deals {p.amount} {typed(p.damage_types)}{'combat ' if p.combat else ''}damage to "
                       f"{p.destination} (now {p.destination.damage} damage)"
                       f"{' with ' + ', '.join(map(str, p.with_cards)) if p.with_cards else ''}.", "405.1", "408.1",
                       *(["408.3d"] if p.with_cards else []))
    # 703.1: each packet dealt (or healed) is an event; a packet prevented completely is not (717.2b)
    watch(game, [Event("heal" if p.heal else "damage", source=p.source, destination=p.destination, combat=p.combat,
                       damage_types=p.damage_types, amount=removed.get(id(p), p.amount), with_cards=list(p.with_cards),
                       batch=p.batch)
           for p in dealt],
          before)
    return dealt


def place_damage(game: Context, card: Card, n: int, view: View, why: str = "") -> int:
    """405.3: put damage is not dealt: no packet, nothing replaces or prevents it; and it never
    raises the damage on a character beyond exactly fatal. ``why``: " to pay …" for a cost (707.1e)."""
    room = max(0, view.health - card.damage)
    put = min(n, room)
    paying = ["707.1e"] if why else []
    if put < n:
        game.trace.add(f"{n} damage would be put on {card}{why}, but put damage can't go beyond fatal: only {put} "
                       f"is put on it.", "405.3", *paying)
    if put > 0:
        card.damage += put
        game.trace.add(f"{put} damage is put on {card}{why} (not dealt: it can't be replaced or prevented); "
                       f"now {card.damage} damage.", "405.3", *paying)
    return put
