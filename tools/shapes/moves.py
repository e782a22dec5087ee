"""enc-reward (s12): cards moved between zones, for ``tools/encode_pool.py`` (each shape gives its name and
parts; pool_shapes makes a ``Piece``), most of them quests' rewards:

* "Put a random card from your graveyard into your hand." / "Put a card from your graveyard on top of your
  deck." / "Put an ally card with cost 2 or less from your graveyard into play." — one card of your graveyard
  that fits, chosen as the link resolves (709.2b: ``choose_card``, no target, 706.1) or picked at random (706.5's
  method), then put into your hand (not a draw, 415.9e), on top of your deck (415.3c) or into play (710); with
  none that fits, nothing is moved (712.3).
* "Draw two cards, then discard a card at random." — the draws (415.9e), then one card of your hand as it then
  is picked at random and discarded (415.9d), as card-format's ``discard_card`` says it.
* "Remove all allies from the game." — each card of the group into its owner's removed-from-game zone (709.1,
  415.7a).
* "Look at the top three cards of target opponent's deck. Put one on top of his deck and the rest on the
  bottom." — a player target (706.1), whose deck you look at (415.3a): one card back on top, the rest on the
  bottom (415.3c).
* "Put this card into your resource row face down and exhausted." / "Put target ally from a graveyard into its
  owner's resource row face down and exhausted." — the card into its owner's resource row, a blank face-down
  resource (412.1b, 415.9a), then exhausted.
"""
from __future__ import annotations

import re
from typing import Any, Callable

from shapes import effects as shapes_effects
from shapes.base import NOUN_TAGS, Unrecognised, number
from shapes.grammar import CLASSES, selector

PICKED = "ability: one card of your graveyard or hand put into your hand, on your deck or into play"
PICK = re.compile(r"^Put (?=an? random card from your graveyard into (?:your )?hand\.$|[^.]* from your (?:graveyard|hand) "
                  r"(?:on top of your deck|into play)[^.]*\.$)(?P<a>an?) (?P<random>random )?(?P<what>card|ally card(?: with "
                  r"cost (?P<cost>\d+) or (?P<bound>less|more))?) from your (?P<zone>graveyard|hand) (?P<dest>into (?:your )?hand|"
                  r"on top of your deck|into play)(?P<max> if its cost is less than or equal to the number of resources you "
                  r"(?:have|control))?\.$")
MOVE = {"into your hand": "put_into_hand", "into hand": "put_into_hand", "on top of your deck": "put_on_deck",
        "into play": "put_into_play"}


def picked(m: re.Match) -> dict[str, Any]:
    """One card of your graveyard or hand (an ally card, with a printed cost bound, 403.5a), chosen by you or at
    random as the link resolves, then moved; only an ally card is read going into play (a permanent, 710), and only
    there 'if its cost is no more than your resources' (checked as it goes, 403.5a)."""
    if (m.group("a") == "an") != m.group("what").startswith("ally") and not m.group("random") or \
            m.group("dest") == "into play" and m.group("what") == "card" or \
            m.group("zone") == "hand" and (m.group("dest") in ("into your hand", "into hand") or m.group("random")) or \
            m.group("max") and m.group("dest") != "into play":
        raise Unrecognised(m.group(0))  # 'an card'; any card into play (an ability can't enter play so); hand to hand
    zone = m.group("zone")
    spec: dict[str, Any] = {"zone": zone, "owner": "you"}
    if m.group("what").startswith("ally"):
        spec["kind"] = "ally"
    if m.group("cost"):
        spec["cost_at_most" if m.group("bound") == "less" else "cost_at_least"] = int(m.group("cost"))
    verb = MOVE[m.group("dest")]
    more = {"where": "top"} if verb == "put_on_deck" else {"max_cost": "your-resources"} if m.group("max") else {}
    return {"shape": PICKED, "effects": [
        lambda slot: {"choose_card": dict(spec), **({"random": True} if m.group("random") else {}), "as": "picked"},
        lambda slot: {verb: {"chosen": "picked", "zone": zone}, **more}]}


# 'Draw two cards, then put a card from your hand on top of your deck.': the draws, then one card of the hand as it then
# is, chosen (709.2b), on top of the deck (415.3c)
DRAWN_BACK = "ability: draw, then put a card from your hand on your deck"
DRAW_PUT_BACK = re.compile(r"^Draw (?P<d>a card|(?:two|three|four|five|\d+) cards), then put (?P<rest>a card from your "
                           r"hand on top of your deck)\.$")


def draw_then_put_back(m: re.Match) -> dict[str, Any]:
    drawn = number(m.group("d").split()[0])
    back = picked(PICK.match(f"Put {m.group('rest')}."))
    return {"shape": DRAWN_BACK, "effects": [lambda slot: {"draw": drawn}, *back["effects"]]}


# 'Put your hand on the bottom of your deck, then draw that many cards.': every card of your hand on the bottom, in the
# order they are in (415.3c), then as many draws as cards went there (415.9e; 'that many', 709.2d)
HAND_UNDER = "ability: your hand on the bottom of your deck, then draw that many"
HAND_BOTTOM = re.compile(r"^Put your hand on the bottom of your deck, then draw that many cards\.$")


def hand_under(m: re.Match) -> dict[str, Any]:
    return {"shape": HAND_UNDER, "effects": [lambda slot: {"put_on_deck": {"zone": "hand", "owner": "you"}, "where": "bottom"},
                                            lambda slot: {"draw": "that-many"}]}


# 'Put all allies from your graveyard into play.': every ally card there, all entering play at once (710, 703.3c)
ALL_BACK = "ability: every card of a kind from your graveyard into play"
ALL_INTO_PLAY = re.compile(r"^Put all allies from your graveyard into play\.$")


def all_into_play(m: re.Match) -> dict[str, Any]:
    return {"shape": ALL_BACK, "effects": [lambda slot: {"put_into_play": {"kind": "ally", "zone": "graveyard", "owner": "you"}}]}


# 'Put each opposing ability and equipment into its owner's hand.': every card of those kinds (709.1), the selector's
# kinds, as grammar's 'all opposing abilities and equipment' reads them; back in a hand each is a new card (415.9a)
KIND = r"(?:ability|ally|equipment|weapon|armor|item)"
EACH_KINDS = re.compile(rf"^Put each (?P<rel>opposing |friendly )?(?P<kinds>{KIND}(?:, {KIND})*,? and {KIND}) into "
                        r"(?:its|their) owner'?s'? hands?\.$")


def each_kinds_back(m: re.Match) -> dict[str, Any]:
    kinds = re.split(r",? and |, ", m.group("kinds"))
    if len(set(kinds)) != len(kinds):
        raise Unrecognised(m.group(0))
    rel = (m.group("rel") or "").strip()
    spec = {"kinds": kinds, **({"controller": rel} if rel else {})}
    return {"shape": shapes_effects.GROUP_MOVED, "effects": [lambda slot: {"return_to_hand": dict(spec)}]}


AT_RANDOM = "ability: draw, then discard a card at random"
DRAW_RANDOM = re.compile(r"^Draw (?P<d>a card|(?:two|three|four|five|\d+) cards), then discard a card at random\.$")


def draw_then_random(m: re.Match) -> dict[str, Any]:
    drawn = number(m.group("d").split()[0])
    return {"shape": AT_RANDOM, "effects": [
        lambda slot: {"draw": drawn},
        lambda slot: {"choose_card": {"zone": "hand", "owner": "you"}, "random": True, "as": "discarded"},
        lambda slot: {"discard_card": {"chosen": "discarded", "zone": "hand"}}]}


REMOVE_ALL = re.compile(r"^Remove (?P<object>all [^.]+?) from the game\.$")


# enc-reward3: every card of each opponent's graveyard (415.7a), the one group outside play read here
OPPONENTS_GRAVEYARDS = re.compile(r"all cards in (?:each opponent's graveyard|opposing graveyards)")


def removed_all(m: re.Match) -> dict[str, Any]:
    """A group in play (709.1): a card in another zone ('all cards in raiding graveyards') is not read here,
    but for each opponent's graveyard."""
    if OPPONENTS_GRAVEYARDS.fullmatch(m.group("object")):
        return {"shape": shapes_effects.GROUP_MOVED,
                "effects": [lambda slot: {"remove_from_game": {"zone": "graveyard", "owner": "opponent"}}]}
    aimed, spec = selector(m.group("object"))
    if aimed or "zone" in spec or spec.get("kind") in ("hero", "character"):
        raise Unrecognised(m.group(0))  # a hero leaves play so only by rules this shape doesn't read
    return {"shape": shapes_effects.GROUP_MOVED, "effects": [lambda slot: {"remove_from_game": dict(spec)}]}


THEIR_TOP = "ability: look at the top cards of a target opponent's deck"
THEIRS = re.compile(r"^Look at the top (?P<n>two|three|four|five|\d+) cards of target opponent's deck\. "
                    r"Put one on top of (?:his|their) deck and the rest on the bottom(?: of (?:his|their) deck)?\.$")


def their_top(m: re.Match) -> dict[str, Any]:
    """The target opponent's deck (706.1): you look (415.3a) and choose; one card goes back on top, the rest on the
    bottom (415.3c), of that deck."""
    n = number(m.group("n"))
    return {"shape": THEIR_TOP, "target": {"kind": "player", "controller": "opponent"}, "effects": [
        lambda slot: {"look_at_top": n, "then": [{"to": "top"}], "rest": "bottom", "player": {"target_player": slot}}]}


ROW = "ability: a card put into a resource row face down"
INTO_ROW = re.compile(r"^Put (?:(?P<this>this card|NAME) into your|(?P<object>target [^.]+?) from (?P<from>a|your) "
                      r"graveyard into (?P<whose>its owner's|your)) resource row face down and exhausted\.$")


def into_row(m: re.Match) -> dict[str, Any]:
    """The card itself, or a target card in a graveyard (706.1b), goes into its owner's resource row face down and
    is exhausted (412.1b, 415.9a); 'your resource row' only of a card in your own graveyard."""
    made: Callable[[Any], dict[str, Any]]
    if m.group("this"):
        return {"shape": ROW, "effects": [lambda slot: {"put_into_resource_row": {"this": True}, "exhausted": True}]}
    aimed, spec = selector(m.group("object"))
    if not aimed or spec.get("controller") or spec.get("kind") in ("hero", "character", "card") or \
            (m.group("from") == "a") != (m.group("whose") == "its owner's") or spec.get("fits", {}).keys() & {"exhausted", "damaged"}:
        raise Unrecognised(m.group(0))  # a card in a graveyard has no controller, nor a state of a card in play
    spec = {**spec, "zone": "graveyard", **({"controller": "you"} if m.group("from") == "your" else {})}
    made = lambda slot: {"put_into_resource_row": {"target": slot, "zone": "graveyard"}, "exhausted": True}  # noqa: E731
    return {"shape": ROW, "target": spec, "effects": [made]}


# 'You pay 1 less to play Auras, Blessings, and Seals.', 'You pay 2 less to play Priests and Paladins, to a minimum of 1.':
# the card's own continuous power (305.2), a reduction of the play cost (707.1e) of each card of yours that is any of
# those: a class or race on its type line (206.1a), or a tag (202.1); never below its minimum, nor 0 (403.2). Ahead of
# shapes/costs.py's 'You pay N less to play <group>', which reads one kind of card and refuses a list.
LISTED = "a cost change while in play, for cards of any of several classes or tags"
LISTED_CHANGE = re.compile(r"^You pay (?P<n>\d+) less to play (?P<list>[A-Z][a-z]+s(?:(?:,? and |, )[A-Z][a-z]+s)+)"
                           r"(?:, to a minimum of (?P<min>\d+))?\.$")


def listed_change(m: re.Match) -> dict[str, Any]:
    words = [w.removesuffix("s") for w in re.split(r",? and |, ", m.group("list"))]
    if len(set(words)) != len(words):
        raise Unrecognised(m.group(0))
    if all(w in NOUN_TAGS for w in words):
        any_of = [{"tag": w} for w in words]
    elif all(w in CLASSES for w in words):
        any_of = [{"trait": w} for w in words]
    else:
        raise Unrecognised(m.group(0))  # a word neither a class nor an ability's tag, or both in one list: not read
    stat: dict[str, Any] = {"affects": {"controller": "you", "any": any_of}, "play_cost": -int(m.group("n"))}
    if m.group("min"):
        stat["minimum"] = int(m.group("min"))
    return {"shape": LISTED, "powers": [{"continuous": stat}]}


# ahead of shapes/effects.py's 'Put each <kind> into its owner's hand' (which refuses a list of kinds) and of
# shapes/enter.py's 'Put an ability card from your graveyard into your hand' (a card of your choice), which
# reads no random pick; only 'a random card' into your hand is read here
FIRST: list[tuple[re.Pattern, Callable[[re.Match], dict[str, Any]]]] = [(PICK, picked), (LISTED_CHANGE, listed_change), (EACH_KINDS, each_kinds_back)]
SHAPES: list[tuple[re.Pattern, Callable[[re.Match], dict[str, Any]]]] = [
    (DRAW_PUT_BACK, draw_then_put_back), (HAND_BOTTOM, hand_under), (ALL_INTO_PLAY, all_into_play),
    (DRAW_RANDOM, draw_then_random), (REMOVE_ALL, removed_all), (THEIRS, their_top), (INTO_ROW, into_row)]
ALLOWED = {"ability": (PICKED, AT_RANDOM, THEIR_TOP, ROW, DRAWN_BACK, HAND_UNDER, ALL_BACK), "ally": (LISTED,)}
