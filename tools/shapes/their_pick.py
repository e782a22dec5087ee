"""enc-reward4: a card another player picks as the link resolves, and where it goes, for ``tools/encode_pool.py``
(each shape gives its name and parts; pool_shapes makes a ``Piece``), as the hand-written Tinker Priest Cassie
and Storm Shock encode it:

* "Target opponent puts an ally he controls into his owner's hand.", "Target opponent chooses an ally he controls
  and puts it into its owner's hand.", "Target player puts an ally from his party into its owner's hand.", "… puts
  an ability, ally, and equipment he controls into their owner's hands." — no card is targeted (706.1): the target
  player picks, as the link resolves, one card he controls of each kind named (709.2b: ``choose_card`` by that
  player), and each goes back to its owner's hand (415.9a); a kind he has none of: nothing is chosen for it (709.2b,
  712.3).
* "Target opponent removes a card in his hand from the game." — he picks a card of his hand (709.2b), removed from
  the game (415.7a).
* "Target opponent puts a card from his hand into his resource row face down and exhausted." — he picks a card of
  his hand, put into his resource row face down (412.1b), then exhausted (411.1).
* "Look at target player's hand and remove a card in it from the game." — the hand shown to you (415.4a), who
  pick a card of it, removed from the game (415.7a).
* "Each player puts an ally from his party into its owner's hand.", "Each player puts an [Alliance] ally he controls
  into its owner's hand." — every player picks one ally of his own that fits, in turn order, and all go back at once
  (``return_one``, 709.2b, 802.1); 'each opponent' only the link's controller's opponents.

Refused: a number other than one of each kind ('three allies'), 'his party' (a quest's word, read elsewhere), a card
described any further, and a choice whose card is then named by a later sentence ('Target opponent chooses an ally
he controls.' alone: what the next sentence's 'that ally' is, is the sentence's own reference, not read here).
"""
from __future__ import annotations

import re
from typing import Any, Callable

from shapes.base import Piece, Unrecognised
from shapes.grammar import selector

SHAPE = "ability: a target player picks cards of his, each put where the sentence says"
LOOK_SHAPE = "ability: look at a target player's hand and remove a card of it from the game"
EACH_SHAPE = "ability: each player puts an ally of his into its owner's hand"
KINDS = {"ability": "ability", "ally": "ally", "equipment": "equipment"}
# 'an ally', 'an ability, ally, and equipment': one card of each kind, no kind twice
KIND_LIST = r"(?:ability|ally|equipment)(?:(?:, | and |, and )(?:ability|ally|equipment))*"
BACK_TO_HAND = re.compile(
    rf"^Target (?P<who>opponent|player) (?:puts an? (?P<kinds>{KIND_LIST}) (?:he controls|(?P<party>from his party)) "
    rf"into (?:his|their|its) owners?'s? hands?|chooses an? (?P<one>ability|ally|equipment) he controls and puts it into "
    rf"its owner's hand)\.$")
FROM_HAND = re.compile(r"^Target (?P<who>opponent|player) (?:(?P<removes>removes a card in his hand from the game)"
                       r"|(?P<row>puts a card from his hand into his resource row face down(?P<exhausted> and exhausted)?))\.$")
LOOK_REMOVE = re.compile(r"^Look at target (?P<who>opponent|player)'s hand and remove a card in it from the game\.$")
EACH_BACK = re.compile(r"^Each (?P<who>player|opponent) puts an? (?P<what>[^.]+?) (?:he controls|from his party) into "
                       r"its owner's hand\.$")
EACH = {"player": "each", "opponent": "each-opponent"}
NAMES = ("picked", "picked-2", "picked-3")  # the names the choices are kept under on the link (709.2b)


def aimed(m: re.Match) -> dict[str, Any]:
    """The player target (706.1): 'target opponent' an opponent only."""
    return {"kind": "player", **({"controller": "opponent"} if m.group("who") == "opponent" else {})}


def back_to_hand(m: re.Match) -> dict[str, Any]:
    """One card of each kind named, each picked by the target player among the cards he controls (709.2b: 'you' in
    the selector is the chooser), then all returned to their owners' hands at once (415.9a)."""
    kinds = re.split(r", and |, | and ", m.group("kinds")) if m.group("kinds") else [m.group("one")]
    if len(set(kinds)) != len(kinds) or (len(kinds) > 1) != m.group(0).endswith("hands.") or \
            m.group("party") and kinds != ["ally"]:  # 'his party': his hero and allies (an ally of it is one he controls)
        raise Unrecognised(m.group(0))  # a kind twice, or 'hands' for one card
    picks = [lambda slot, kind=kind, name=name: {"choose_card": {"kind": KINDS[kind], "controller": "you"},
                                                  "by": {"target_player": slot}, "as": name}
             for kind, name in zip(kinds, NAMES)]
    chosen = [{"chosen": name} for name in NAMES[:len(kinds)]]
    back = {"return_to_hand": chosen[0] if len(chosen) == 1 else {"any": chosen}}
    return {"shape": SHAPE, "target": aimed(m), "effects": [*picks, lambda slot: dict(back)]}


def from_hand(m: re.Match) -> dict[str, Any]:
    """A card of his hand picked by the target player (709.2b), then removed from the game (415.7a) or put into his
    resource row face down (412.1b), exhausted if the sentence says so (411.1)."""
    hand = {"zone": "hand", "owner": "you"}  # 'you': the chooser (709.2b)
    chosen = {"chosen": NAMES[0], "zone": "hand"}  # the card chosen, where it is
    done: dict[str, Any] = ({"remove_from_game": chosen} if m.group("removes") else
                            {"put_into_resource_row": chosen, **({"exhausted": True} if m.group("exhausted") else {})})
    return {"shape": SHAPE, "target": aimed(m),
            "effects": [lambda slot: {"choose_card": dict(hand), "by": {"target_player": slot}, "as": NAMES[0]},
                        lambda slot: dict(done)]}


def look_remove(m: re.Match) -> dict[str, Any]:
    """The hidden hand shown to the link's controller (415.4a), who picks a card of it, removed from the game (415.7a)."""
    return {"shape": LOOK_SHAPE, "target": aimed(m),
            "effects": [lambda slot: {"look_at_hand": {"target_player": slot}, "then": "remove"}]}


def each_back(m: re.Match) -> dict[str, Any]:
    """Every player named picks one ally of his own that fits (709.2b), and all go back at once (415.9a, 802.1); only
    allies, of a faction or a race: anything else the grammar reads as a target is refused."""
    aimed, spec = selector(f"target {m.group('what')}")
    if not aimed or spec.get("kind") != "ally" or set(spec) - {"kind", "fits"} or \
            set(spec.get("fits", {})) - {"faction", "trait"}:
        raise Unrecognised(m.group(0))
    which = {"kind": "ally", **spec.get("fits", {})}
    return {"shape": EACH_SHAPE, "effects": [lambda slot: {"return_one": dict(which), "player": EACH[m.group("who")]}]}


SHAPES = [(BACK_TO_HAND, back_to_hand), (FROM_HAND, from_hand), (LOOK_REMOVE, look_remove), (EACH_BACK, each_back)]
ALLOWED = {"ability": (SHAPE, LOOK_SHAPE, EACH_SHAPE)}


# enc-reward4: 'Target opponent puts a Boar ally token with 1 ATK and 1 health into play.', 'Each opponent puts a
# Chicken ally token with 0 ATK / 1 health into play.' — the token sentence read as 'Put …' by the token shapes, the
# tokens entering play under that player's control (404.2a: ``player``); '1 ATK and 1 health' is '1 ATK, 1 health'
THEIR_TOKENS = re.compile(r"^(?P<who>Target opponent|Target player|Each opponent) puts (?P<rest>[^\"]+? tokens? "
                          r"(?:[^\"]+? )?into play)\.$")
AND_HEALTH = re.compile(r"\bwith (\d+) ATK and (\d+) health\b")


def their_tokens(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    inner = read("Put " + AND_HEALTH.sub(r"with \1 ATK, \2 health", m.group("rest")) + ".")
    made = [make(None) for make in inner.parts.get("effects", [])]
    if len(made) != 1 or "put_token" not in made[0] or set(inner.parts) - {"effects", "inner"}:
        raise Unrecognised(f"a token another player puts into play, around the shape '{inner.shape}': {m.group(0)}")
    if m.group("who") == "Each opponent":
        return Piece(inner.shape, effects=[lambda slot: {**made[0], "player": "each-opponent"}],
                     inner=[*inner.parts.get("inner", []), "tokens under each opponent's control"])
    aimed = {"kind": "player", **({"controller": "opponent"} if m.group("who") == "Target opponent" else {})}
    return Piece(inner.shape, target=aimed, effects=[lambda slot: {**made[0], "player": {"target_player": slot}}],
                 inner=[*inner.parts.get("inner", []), "tokens under a target player's control"])


def token_shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    return [(THEIR_TOKENS, lambda m: their_tokens(m, read))]
