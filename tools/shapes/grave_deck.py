"""enc-enter4: a card in a graveyard put on a deck, in two more wordings, for ``tools/encode_pool.py`` (registered
into ``pool_shapes.SHAPES`` like ``shapes/effects.py``; the effect is the one ``effects.py`` builds):

* "Put target ally in your graveyard on the top of your deck." (Malefic Necromancer) — the card ``effects.py``
  reads as "… from your graveyard on top of your deck": a target in its controller's graveyard (706.1) put on top
  of their deck (``put_on_deck``, where ``top``, 415.3c);
* "Put target card in a graveyard on the bottom of its owner's deck." (Gardos Gravefang) — a target in any
  graveyard (as "Remove target card in a graveyard from the game" names it) put on the bottom of its owner's deck
  (``put_on_deck``, where ``bottom``).

Refused as ``effects.moved`` refuses: a group, a hero, a controller or a state of a card in play.
"""
from __future__ import annotations

import re
from typing import Any, Callable

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
ALLOWED = {"ability": (ON_OWNERS_DECK, WHOLE_HAND)}
