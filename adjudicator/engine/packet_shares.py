"""enc-if8: replacements that change a damage packet's share or type (716.1, 717.1, 717.2, 717.6): "1 of it is
dealt to your hero instead" (a share split off into a packet of its own), "prevent half that damage, rounded up",
"it deals shadow damage instead". Kept apart from damage.py, which calls these; the packet is copied, never imported."""
from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

from .characteristics import compute_views
from .selectors import select

if TYPE_CHECKING:
    from .context import Context


def half_prevented(amount: int) -> int:
    """'prevent half that damage, rounded up': of a packet of X, X/2 rounded up is prevented (717.2)."""
    return (amount + 1) // 2


def split_off(game: Context, packet: Any, cand: Any, rule: str, how: list[str]) -> list[Any]:
    """'N of it is dealt to X instead': N of the packet (all of it, if it is N or less) goes in a packet of its
    own to the card the modifier names, with the packet's source, types and controller; the rest stays where it was
    going (716.1, 717.6: a modifier may change how a packet is divided). Each is then replaced further on its own,
    this modifier already applied to both (716.1e)."""
    packet.applied.add(cand.key)
    if cand.on_use:
        cand.on_use()
    i = cand.instead
    mod = next((m for m in game.state.modifiers if f"mod:{m.mid}" == cand.key), None)
    found = select(game.state, i.redirect_to, compute_views(game.state), cand.controller, mod.source if mod else cand.card)
    if not found:
        game.trace.add(f"{cand.card}'s modifier changes nothing: there is no card to deal a share of the packet to.",
                       "716.1", rule, *how, power=cand.card.name)
        return [packet]
    share = min(packet.amount, i.redirect_amount)
    moved = dataclasses.replace(packet, destination=found[0], amount=share, applied=set(packet.applied),
                                with_cards=list(packet.with_cards))
    packet.amount -= share
    rest = f"; the other {packet.amount} is still dealt to {packet.destination}" if packet.amount else \
        f"; none of it is left for {packet.destination}"
    game.trace.add(f"{cand.card}'s modifier replaces the packet of {share + packet.amount} damage to "
                   f"{packet.destination}: {share} of it is dealt to {found[0]} instead, in a packet of its own{rest}.",
                   "716.1", "717.1", "717.6", rule, *how, power=cand.card.name)
    return [q for q in (packet, moved) if q.amount > 0]
