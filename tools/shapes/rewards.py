"""The cards a quest's reward (and an ability) looks at or reveals from the top of your deck
(415.3a), and where each goes: 'Reveal the top four cards of your deck. Put a revealed Dragonkin
into your hand and the rest on the bottom of your deck.', 'Look at the top three cards of your deck.
Put one into hand, one on top of your deck, and the other on the bottom.' The forms the older shape
(pool_shapes.from_the_top) reads are left to it; this one reads the takes as a list, each of one
card, the cards that fit named by their kinds, a cost bound or their race (206.1a)."""
from __future__ import annotations

import re
from typing import Any, Callable

from shapes import revealed_takes
from shapes.base import N, Piece, Unrecognised, number
from shapes.costs import CLASSES, after_colon
KIND_WORD = r"(?:ability|ally|equipment|quest|location|armor|weapon|item)"
# 'ability, ally, or equipment', 'location or quest', 'ally'
KIND_LIST = re.compile(rf"^(?P<kinds>{KIND_WORD}(?:, {KIND_WORD})*,? (?:or|and) {KIND_WORD}|{KIND_WORD})(?: cards?)?"
                       r"(?: with cost (?P<cost>\d+) or (?P<bound>less|more))?$")
RACE = re.compile(r"^(?P<race>[A-Z][a-z]+)$")  # 'a revealed Dragonkin': a race on the type line (206.1a)
DEST = {"into your hand": "hand", "into hand": "hand", "on top of your deck": "top", "into your graveyard": "graveyard"}
ALL_DEST = {**DEST, "in your hand": "hand"}  # 'Put all revealed allies in your hand': the data sets' words for 'into'
TAKE = re.compile(r"^(?:(?P<one>one(?: of them)?)|a revealed (?P<fits>.+?)|all revealed (?P<all>.+?)) (?P<dest>%s)$"
                  % "|".join(ALL_DEST))
# enc-reward: 'a revealed [Horde] card' (its faction icon, 206.1b), 'a revealed [Fire] card' (its damage type, 205.1),
# 'a revealed card with an even cost of 2 or more' (its printed cost, 201.1)
ICON = re.compile(r"^\[(?:(?P<faction>Horde|Alliance)|(?P<type>Arcane|Fire|Frost|Holy|Nature|Shadow))\] card$")
PARITY = re.compile(r"^card with an (?P<parity>even|odd) cost of (?P<cost>\d+) or more$")
# 'all revealed allies', 'all revealed abilities and equipment', 'all revealed ability cards': every card of those
# kinds ('and' joins the kinds: a card of either goes)
PLURAL_KINDS = {"abilities": "ability", "ability cards": "ability", "allies": "ally", "ally cards": "ally",
                "equipment": "equipment", "equipment cards": "equipment", "quests": "quest", "locations": "location"}
TOP = re.compile(
    rf"^(?P<verb>Reveal|Look at) the top {N} cards of your deck\. Put (?P<takes>.+?),? and the "
    r"(?P<other>rest|other(?: one)?) (?P<rest>on the bottom(?: of your deck)?|into your graveyard)\.$")
SHAPE = "ability: look at or reveal the top cards, each taken where it goes"


def fits(words: str, sentence: str) -> dict[str, Any]:
    """What a card taken must be: 'ability, ally, or equipment with cost 3 or less' (kinds, 403.5a),
    'Dragonkin' (a race); 'and' between kinds would be one card of each kind, not read."""
    m = KIND_LIST.match(words)
    if m:
        kinds = re.findall(KIND_WORD, m.group("kinds"))
        if " and " in m.group("kinds") or len(set(kinds)) != len(kinds):
            raise Unrecognised(sentence)
        spec: dict[str, Any] = {"kinds": kinds} if len(kinds) > 1 else {"kind": kinds[0]}
        if m.group("cost"):
            spec["cost_at_most" if m.group("bound") == "less" else "cost_at_least"] = int(m.group("cost"))
        return spec
    m = RACE.match(words)
    if m and m.group("race") not in CLASSES:
        return {"trait": m.group("race")}
    m = ICON.match(words)
    if m:
        return {"faction": m.group("faction")} if m.group("faction") else {"damage_type": m.group("type").lower()}
    m = PARITY.match(words)
    if m:
        return {"cost_parity": m.group("parity"), "cost_at_least": int(m.group("cost"))}
    more = revealed_takes.fits(words)  # enc-reward7: 'card with cost 1, 2, or 3', 'Arena card'
    if more is not None:
        return more
    raise Unrecognised(sentence)


def every(words: str, sentence: str) -> dict[str, Any]:
    """What the cards taken by 'all revealed …' must be: one kind or several joined by 'and' (any of them)."""
    kinds = [PLURAL_KINDS.get(w) for w in re.split(r",? and |, ", words)]
    if None in kinds or len(set(kinds)) != len(kinds):
        raise Unrecognised(sentence)
    return {"kinds": kinds} if len(kinds) > 1 else {"kind": kinds[0]}


def from_the_top(m: re.Match) -> Piece:
    """The top N cards looked at (only you see them) or revealed (all players do, 415.3a); each take is
    one card, of those not taken yet, that fits (if none fits, none is taken); the rest go on the
    bottom (415.3c), or 'the other', the one card left, into your graveyard."""
    n, sentence = number(m.group("n")), m.group(0)
    takes = []
    for part in re.split(r",(?: and)? (?=one\b|a revealed\b)", m.group("takes")):
        t = TAKE.match(part)
        if not t or (t.group("dest") not in DEST and not t.group("all")):
            raise Unrecognised(sentence)
        take: dict[str, Any] = {"to": ALL_DEST[t.group("dest")]}
        if (t.group("fits") or t.group("all")) and m.group("verb") != "Reveal":
            raise Unrecognised(sentence)  # 'a revealed …' only of cards revealed
        if t.group("fits"):
            take["fits"] = fits(t.group("fits"), sentence)
        if t.group("all"):  # every card that fits, as many as were revealed (as the hand-written Murloc cards, 415.3a)
            take = {"take": n, "fits": every(t.group("all"), sentence), **take}
        takes.append(take)
    if any("take" in t for t in takes) and (len(takes) > 1 or m.group("other") != "rest"):
        raise Unrecognised(sentence)  # 'all revealed …' with another take, or before 'the other': not read
    if takes[0].get("take"):
        effect = {"reveal_top": n, "then": takes, "rest": "bottom" if m.group("rest") != "into your graveyard" else None}
        if effect["rest"] is None:
            raise Unrecognised(sentence)
        return Piece(SHAPE, effects=[lambda slot: effect])
    one_left = m.group("other").startswith("other")
    to_graveyard = m.group("rest") == "into your graveyard"
    if n < 2 or len(takes) >= n or one_left != (n - len(takes) == 1) or \
            to_graveyard and not (one_left and not any("fits" in t for t in takes)):
        raise Unrecognised(sentence)  # 'the other' is the one card left; it alone goes to the graveyard
    effect: dict[str, Any] = {"look_at_top" if m.group("verb") == "Look at" else "reveal_top": n, "then": takes}
    if to_graveyard:
        effect["then"] = takes + [{"to": "graveyard"}]
    else:
        effect["rest"] = "bottom"
    return Piece(SHAPE, effects=[lambda slot: effect])


# 'Draw two cards, then discard a card.': the draws, then the discards, each card to discard chosen by the
# player from the hand as it is then (415.9e, 415.9d); 'at random' or 'unless …' after it is not this shape
DRAW_DISCARD = re.compile(r"^Draw (?P<d>a card|(?:two|three|four|five|\d+) cards), then discard "
                          r"(?P<k>a card|(?:two|three|four|five|\d+) cards)\.$")
DRAW_DISCARD_SHAPE = "ability: draw, then discard"


def draw_then_discard(m: re.Match) -> Piece:
    drawn, discarded = (number(m.group(g).split()[0]) for g in ("d", "k"))
    return Piece(DRAW_DISCARD_SHAPE, effects=[lambda slot: {"draw": drawn}, lambda slot: {"discard": discarded}])


# 'Turn target resource face down.', 'Turn target quest face down.' (a quest reward's, most often): the
# target, any player's card in a resource row (a quest or location in play is one, 412.1), turned face
# down, a new blank resource (412.1b, 415.9a); a target already face down can't be, and that part is not
# done (709.2c)
TURN_DOWN = re.compile(r"^Turn target (?P<what>resource|face-up resource|quest|location) face down\.$")
TURN_DOWN_SHAPE = "ability: turn a target resource face down"
TURN_DOWN_TARGETS = {"resource": {"kind": "card", "row": "resource"}, "quest": {"kind": "quest"},
                     "location": {"kind": "location"},  # enc-dealt: a face-up one, a quest or location (412.1b)
                     "face-up resource": {"kind": "card", "row": "resource", "fits": {"kinds": ["quest", "location"]}}}


def turn_down(m: re.Match) -> Piece:
    return Piece(TURN_DOWN_SHAPE, target=dict(TURN_DOWN_TARGETS[m.group("what")]),
                 effects=[lambda slot: {"turn_face_down": {"target": slot}}])


# enc-reward3: 'Turn all quests face down.': each face-up quest in any resource row (709.1: those in play as it
# resolves), a new blank resource (412.1b)
TURN_ALL_DOWN = re.compile(r"^Turn all quests face down\.$")
TURN_ALL_DOWN_SHAPE = "ability: turn every quest face down"


def turn_all_down(m: re.Match) -> Piece:
    return Piece(TURN_ALL_DOWN_SHAPE, effects=[lambda slot: {"turn_face_down": {"kind": "quest"}}])


# A graveyard shuffled into its owner's deck, each card into its owner's deck and each deck shuffled
# (415.3b), as the hand-written Blueleaf Tubers and Everfrost encode it: 'Shuffle your graveyard into your
# deck.', 'You may …' (the choice made as it resolves, 708.3), 'Shuffle all allies from your graveyard …'
# (only those), 'Target player shuffles his graveyard into his deck.', 'All players shuffle their
# graveyards into their decks.'
SHUFFLE = re.compile(r"^(?:(?P<may>You may s)|S)huffle (?:all (?P<kind>allies|abilities) from )?your graveyard into your "
                     r"deck\.$|^(?P<target>Target player) shuffles (?:his|her|their) graveyard into (?:his|her|their) "
                     r"deck\.$|^(?P<all>All players) shuffle their graveyards into their decks\.$"
                     r"|^(?P<each>Each player) shuffles his graveyard into his deck\.$")  # enc-reward3: as 'All players'

SHUFFLE_SHAPE = "ability: shuffle a graveyard into its owner's deck"


def shuffle_graveyard(m: re.Match) -> Piece:
    if m.group("target"):
        return Piece(SHUFFLE_SHAPE, target={"kind": "player"},
                     effects=[lambda slot: {"shuffle_into_deck": {"zone": "graveyard", "player": slot}}])
    which: dict[str, Any] = {"zone": "graveyard"} if m.group("all") or m.group("each") else {"zone": "graveyard", "owner": "you"}
    if m.group("kind"):
        which["kind"] = {"allies": "ally", "abilities": "ability"}[m.group("kind")]
    effect = {"shuffle_into_deck": which}
    return Piece(SHUFFLE_SHAPE, effects=[lambda slot: {"may": [effect]} if m.group("may") else effect])


SHAPES = [(TOP, from_the_top), (DRAW_DISCARD, draw_then_discard), (TURN_DOWN, turn_down), (SHUFFLE, shuffle_graveyard),
          (TURN_ALL_DOWN, turn_all_down)]
ALLOWED = {"ability": (SHAPE, DRAW_DISCARD_SHAPE, TURN_DOWN_SHAPE, SHUFFLE_SHAPE, TURN_ALL_DOWN_SHAPE)}


# 'Stash: <effect>' (the editor's note at 412.1b), a paragraph of its own: the card may be placed face up
# as a resource; as it enters the resource row so, this power triggers (703.1) and the card is turned face
# down at once. Its effect, to the paragraph's end, is read by the same shapes as an ability's (709), its
# targets chosen as the power joins the chain (708.2), as the hand-written Stevrona Forgemender encodes it.
# A Stash other cards are given ('… allies you own everywhere have Stash: …') is not this shape.
STASH = re.compile(r"^Stash: ?(?P<effect>\S.+)$")
STASH_SHAPE = "stash: an effect as the card is placed face up as a resource"


def stash(m: re.Match, read: Callable[[str], Piece],
          effects_of: Callable[[list[Piece], list[dict[str, Any]]], list[dict[str, Any]]],
          split: Callable[[str], list[str]]) -> Piece:
    inner, targets, effects = after_colon(m.group("effect"), "stash", read, effects_of, split)
    power: dict[str, Any] = {"targets": targets} if targets else {}
    return Piece(STASH_SHAPE, powers=[{"stash": {**power, "effects": effects}}], inner=inner)


STASH_ALLOWED = {kind: (STASH_SHAPE,) for kind in ("ally", "weapon", "armor", "item", "ability")}


# 'Draw a card, and target hero or ally you control has Shadow Resistance this turn.', 'Put the top card of your
# deck into your resource row face down and exhausted, then draw a card.': a draw and another effect in one
# sentence, done in the order written (709.2), each half read by the other shapes as a sentence of its own. At most
# one half names a target (its slot is the sentence's); a half that refers back ('it'), asks 'if you do', or is
# anything but effects is refused. Not in any card type's ALLOWED: only inside a reward, a Stash or a power.
DRAW_AND = re.compile(r"^(?P<a>Draw (?:a card|(?:two|three|four|five|\d+) cards)),? and (?P<b>[a-z][^.]+\.)$")
THEN_DRAW = re.compile(r"^(?P<a>[A-Z][^.]+?),? (?:and )?then (?P<b>draw (?:a card|(?:two|three|four|five|\d+) cards)\.)$")
TWO_SHAPE = "ability: a draw and another effect, in order"
# enc-reward3: 'Shuffle your graveyard into your deck, then remove all cards in each opponent's graveyard from the
# game.': any two effects so, each half a sentence of its own, with the same refusals; a second half with a word that
# may point back at the first ('exhaust all other heroes': other than those just readied?) is refused, and a draw
# first is left to the draw shapes (DRAW_DISCARD)
THEN_ANY = re.compile(r"^(?P<a>(?!Draw )[A-Z][^.]+?), then (?P<b>(?![^.]*\b(?:other|it|its|them|those|that|they|their)\b)[a-z][^.]+\.)$")
IN_ORDER_SHAPE = "ability: two effects, in order"


def draw_and(m: re.Match, read: Callable[[str], Piece], shape: str = TWO_SHAPE) -> Piece:
    halves = [read(f"{m.group('a')}."), read(m.group("b")[0].upper() + m.group("b")[1:])]
    if any(set(h.parts) - {"effects", "target", "inner"} or "effects" not in h.parts for h in halves) or \
            all("target" in h.parts for h in halves):
        raise Unrecognised(f"a draw and another effect, one of them '{halves[0].shape}' or '{halves[1].shape}'")
    aimed = next((h.parts["target"] for h in halves if "target" in h.parts), None)
    makes = [make for h in halves for make in h.parts["effects"]]
    return Piece(shape, **({"target": aimed} if aimed is not None else {}), effects=makes,
                 inner=[f"{shape}: {h.shape}" for h in halves])


def two_shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    return [(DRAW_AND, lambda m: draw_and(m, read)), (THEN_DRAW, lambda m: draw_and(m, read)),
            (THEN_ANY, lambda m: draw_and(m, read, IN_ORDER_SHAPE))]


# enc-reward (s10): a reward with modes (707.1c): 'Reward: Choose one: Target ally has Ferocity this turn or draw a
# card. If your hero is an Orc, you may choose both.', 'Reward: An opponent chooses one: You draw a card or your hero
# heals 3 damage from itself.' Each mode is read by the other shapes as a sentence of its own, and must be effects
# only; where the words split into two modes at more than one 'or', the card is refused (which split is meant?).
# 'You draw' is 'Draw' (the quest's controller draws). 'If your hero is a <race or class>, you may choose both': the
# two modes both chosen while the hero's type line has that trait (206.1a).
MODES = re.compile(r"^Reward: (?P<who>Choose one|An opponent chooses one): (?P<modes>[^.]+)\.(?: If your hero is an? "
                   r"(?P<trait>[A-Z][a-z]+(?: [A-Z][a-z]+)?), you may choose both\.)?$")
MODES_SHAPE = "quest reward: choose one of two modes"
OR_NEXT = re.compile(r"^(?:Reward: )?(?:Choose one|An opponent chooses one): ")


def modes_joined(text: list[str]) -> list[str]:
    """The paragraphs of a text, a paragraph beginning 'or …' run into a reward's (or an ability's, enc-modes) 'Choose
    one:' before it (the data sets break the line where the card prints its modes one under the other)."""
    out: list[str] = []
    for p in text:
        if out and p.startswith("or ") and re.search(r"(?:Reward: )?(?:Choose one(?: or both)?|An opponent chooses "
                                                     r"one): [^.]+$", out[-1]):
            out[-1] += " " + p
        else:
            out.append(p)
    return out


def two_modes(words: str, read: Callable[[str], Piece],
              effects_of: Callable[[list[Piece], list[dict[str, Any]]], list[dict[str, Any]]], attach: bool = False
              ) -> tuple[list[Piece], list[dict[str, Any]]]:
    """The two modes of 'A or B' (or 'A, or B'), each read by the other shapes as a sentence of its own and effects
    only, with its targets; Unrecognised where no split at an 'or' reads, or more than one does (which is meant?).
    With ``attach`` (a card's), one mode may be 'attach to target …': the ongoing mode (305.2d)."""
    splits = []
    for at in [i.start() for i in re.finditer(r",? or (?=[a-z])", words)]:
        halves = [words[:at], re.sub(r"^,? or ", "", words[at:])]
        halves = [re.sub(r"^[Yy]ou draw ", "Draw ", h) for h in halves]
        try:
            pieces = [read(h[0].upper() + h[1:] + ".") for h in halves]
        except Unrecognised:
            continue
        if all(set(p.parts) <= {"effects", "target", "inner", "same_target"} and "effects" in p.parts
               and not p.parts.get("same_target") or attach and set(p.parts) == {"attach"} for p in pieces) \
                and sum(set(p.parts) == {"attach"} for p in pieces) < 2:
            splits.append(pieces)
    if len(splits) != 1:
        raise Unrecognised(f"two modes: {words}" if not splits else f"modes split two ways: {words}")
    targets: list[dict[str, Any]] = []
    modes = []
    for p in splits[0]:
        if "attach" in p.parts:  # it enters play attached to the target 'host' (400.2), chosen with the mode
            modes.append({"ongoing": True, "attach": "host", "targets": [{"id": "host", **p.parts["attach"]}],
                          "effects": []})
            continue
        before = len(targets)
        effects = effects_of([p], targets)  # the slots run on across the modes: each target id is the mode's own
        modes.append({**({"targets": targets[before:]} if len(targets) > before else {}), "effects": effects})
    return splits[0], modes


def reward_modes(m: re.Match, read: Callable[[str], Piece],
                 effects_of: Callable[[list[Piece], list[dict[str, Any]]], list[dict[str, Any]]]) -> Piece:
    pieces, modes = two_modes(m.group("modes"), read, effects_of)
    opponent = m.group("who").startswith("An opponent")
    if opponent and (m.group("trait") or any("targets" in mode for mode in modes)):
        raise Unrecognised(f"an opponent's choice of modes with targets or 'both': {m.group(0)}")
    reward: dict[str, Any] = {"modes": modes}
    if opponent:
        reward["opponent_chooses"] = True
    if m.group("trait"):
        reward["both_if"] = {"exists": {"kind": "hero", "controller": "you", "trait": m.group("trait")}}
    return Piece(MODES_SHAPE, reward=[], reward_modes=reward, inner=[f"{MODES_SHAPE}: {p.shape}" for p in pieces])


# enc-modes: an ability card's modes (707.1c), read as a reward's are: 'Choose one: Your hero deals 5 fire damage to
# target hero or ally or your hero deals 1 fire damage to each opposing hero and ally.', 'Choose one or both: Destroy
# target ally or destroy target weapon.' (both may be chosen, or one). The modes are the card's, chosen as it is
# played (707.1c), their targets only the chosen modes' (707.1d); a mode 'attach to target ally' is the ongoing one: chosen,
# the card enters play attached (305.2d, 400.2), its 'Ongoing: Attached …' power read by tools/pool_shapes.py.
CARD_MODES = re.compile(r"^Choose one(?P<both> or both)?: (?P<modes>[^.]+)\.$")
CARD_MODES_SHAPE = "ability: choose one of two modes"


def card_modes(m: re.Match, read: Callable[[str], Piece],
               effects_of: Callable[[list[Piece], list[dict[str, Any]]], list[dict[str, Any]]]) -> Piece:
    pieces, modes = two_modes(m.group("modes"), read, effects_of, attach=True)
    chosen: dict[str, Any] = {"modes": modes}
    if m.group("both"):
        chosen.update(choose_modes=2, or_fewer=True)
    return Piece(CARD_MODES_SHAPE, card_modes=chosen, inner=[f"{CARD_MODES_SHAPE}: {p.shape}" for p in pieces])


def modes_shapes(read: Callable[[str], Piece],
                 effects_of: Callable[[list[Piece], list[dict[str, Any]]], list[dict[str, Any]]]
                 ) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    return [(MODES, lambda m: reward_modes(m, read, effects_of)), (CARD_MODES, lambda m: card_modes(m, read, effects_of))]


MODES_ALLOWED = {"quest": (MODES_SHAPE,), "ability": (CARD_MODES_SHAPE,)}
