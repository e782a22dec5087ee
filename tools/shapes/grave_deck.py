"""enc-enter4: a card in a graveyard put on a deck, in two more wordings, and a few more effects, for ``tools/encode_pool.py`` (registered
into ``pool_shapes.SHAPES`` like ``shapes/effects.py``; the effect is the one ``effects.py`` builds):

* "Put target ally in your graveyard on the top of your deck." (Malefic Necromancer) — the card ``effects.py``
  reads as "… from your graveyard on top of your deck": a target in its controller's graveyard (706.1) put on top
  of their deck (``put_on_deck``, where ``top``, 415.3c);
* "Put target card in a graveyard on the bottom of its owner's deck." (Gardos Gravefang) — a target in any
  graveyard (as "Remove target card in a graveyard from the game" names it) put on the bottom of its owner's deck
  (``put_on_deck``, where ``bottom``).

Refused as ``effects.moved`` refuses: a group, a hero, a controller or a state of a card in play.

* "Discard your hand." — each card in the player's hand discarded (``discard_card`` of ``{zone: hand, owner: you}``,
  415.9d); "Turn all resources you control face down and discard your hand." — another effect, then that discard.
* "Put all non-[Frost] allies into their owners' hands." — read as "Put each non-Frost ally into its owner's hand."
* "Destroy target ability that's not attached to a friendly card." — a target ability attached to no card or to an
  opposing one (706.1, 400.4), destroyed.
"""
from __future__ import annotations

import re
from typing import Any, Callable

from shapes.base import Piece, Unrecognised
from shapes.effects import CARD, OBJECT, moved

ON_YOUR_DECK = "ability: put a card from your graveyard on your deck"
ON_OWNERS_DECK = "ability: put a card in a graveyard on its owner's deck"

WHOLE_HAND = "ability: discard your hand"

SHAPES = [
    (re.compile(r"^Discard your hand\.$"), lambda m: {
        "shape": WHOLE_HAND, "effects": [lambda slot: {"discard_card": {"zone": "hand", "owner": "you"}}]}),
    (re.compile(rf"^Put {OBJECT}{CARD} in your graveyard on (?:the )?top of your deck\.$"),
     moved(ON_YOUR_DECK, lambda who: {"put_on_deck": who, "where": "top"}, "graveyard", "you")),
    (re.compile(rf"^Put {OBJECT}{CARD} in (?:a|any) graveyard on (?P<where>top|the bottom) of (?:its|their) owner'?s'? decks?\.$"),
     lambda m: any_card(m) or moved(ON_OWNERS_DECK, deck_effect(m), "graveyard")(m)),
]


# 'Destroy target ability that's not attached to a friendly card' (Antyr): an ability in play attached to no card, or to
# an opposing one, as effects.py's 'any number of abilities that aren't attached to friendly cards' (400.4, 706.1)
UNFRIENDLY_HOST = re.compile(r"^Destroy target ability that(?:'s| is) not attached to a friendly card\.$")
AIMED_DESTROY = "ability: destroy a target"  # grammar's shape for 'Destroy target …'


def unfriendly_host(m: re.Match) -> dict[str, Any]:
    return {"shape": AIMED_DESTROY, "target": {"kind": "ability", "fits": {"not": {"attached_to": {"controller": "friendly"}}}},
            "effects": [lambda slot: {"destroy": {"target": slot}}]}


SHAPES.append((UNFRIENDLY_HOST, unfriendly_host))


def deck_effect(m: re.Match) -> Callable[[dict[str, Any]], dict[str, Any]]:
    where = m.group("where").split()[-1]
    return lambda who: {"put_on_deck": who, "where": where}


def any_card(m: re.Match) -> dict[str, Any] | None:
    """'target card in a graveyard': a card of any type there (the selector reads no bare 'card', which in play
    would name heroes too); None for any other object, which ``effects.moved`` reads."""
    if m.group("object") != "target card":
        return None
    effect = deck_effect(m)
    return {"shape": ON_OWNERS_DECK, "target": {"kind": "card", "zone": "graveyard"},
            "effects": [lambda slot: effect({"target": slot, "zone": "graveyard"})]}


# '…, and discard your hand' after another effect (Babagahnoosh the Grumpy: 'turn all resources you control face down
# and discard your hand'): the effect, then the discard, in the order written (709.2), each half read as a sentence of
# its own; at most one of them targets, and neither is more than effects (a trigger, a condition: refused)
AND_DISCARD = re.compile(r"^(?![^.]*(?:\bWhen |\bAt the (?:start|end)|Ongoing|\b[Ii]f ))(?P<a>[A-Z][^,.]+?),? and "
                         r"(?P<b>discard your hand)\.$")
THEN_DISCARD = "ability: an effect, then discard your hand"


def and_discard(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    halves = [read(f"{m.group('a')}."), read("Discard your hand.")]
    if any(set(h.parts) - {"effects", "target", "inner"} or "effects" not in h.parts for h in halves):
        raise Unrecognised(f"an effect and a discard, the first '{halves[0].shape}': {m.group(0)}")
    aimed = halves[0].parts.get("target")
    return Piece(THEN_DISCARD, **({"target": aimed} if aimed is not None else {}),
                 effects=[make for h in halves for make in h.parts["effects"]], inner=[f"{THEN_DISCARD}: {halves[0].shape}"])


# 'Put all non-[Frost] allies into their owners' hands' (Kolorath): each ally without that damage type icon on its ATK
# (205.1b), as the selector reads 'each non-Frost ally' (the icon written as a word), each into its owner's hand
ALL_BACK = re.compile(r"^Put all non-\[(?P<icon>Arcane|Fire|Frost|Holy|Nature|Shadow)\] allies into their owners' hands\.$")


def read_shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    return [(AND_DISCARD, lambda m: and_discard(m, read)),
            (ALL_BACK, lambda m: read(f"Put each non-{m.group('icon')} ally into its owner's hand."))]


ALLOWED = {"ability": (ON_OWNERS_DECK, WHOLE_HAND, THEN_DISCARD)}
