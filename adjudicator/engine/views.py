"""What a card shows: its printed information as a view, before any continuous modifier (714).
A face-down resource shows nothing (412.1b)."""
from __future__ import annotations

from dataclasses import dataclass, field, fields

from .card_parts import counts_as
from .state import Card


@dataclass
class View:
    """A card as it is now. Its sets may be frozen and shared with other views: they are read, or
    replaced, never changed in place."""
    card: Card
    name: str
    type: str
    traits: set[str]
    atk: int
    health: int
    defense: int
    sources: list[str] = field(default_factory=list)
    keywords: set[str] = field(default_factory=set)
    damage: int = 0  # a snapshot, so that a look-back (703.4) sees the damage before the event
    exhausted: bool = False
    also: set[str] = field(default_factory=set)  # further card types: a Totem in play is an ally (305.3a)
    valued: set[str] = field(default_factory=set)  # which of ATK, health and DEF it has a value for (719.1)
    dependent: list = field(default_factory=list)  # modifiers on it that applied after others they depend on
    powerless: bool = False  # it has lost its powers (700.3), as a look-back sees it (703.3)
    negative: set[str] = field(default_factory=set)  # values that went below 0 while modifiers applied (104.2)
    damage_types: tuple[str, ...] = ()  # the icon behind its ATK, and any it gained or became (205.1, 205.1c)

    @property
    def types(self) -> set[str]:
        return {self.type} | self.also

    @property
    def is_character(self) -> bool:  # {"hero", "ally"} & self.types, without making the set
        return self.type in ("hero", "ally") or "hero" in self.also or "ally" in self.also

    @property
    def is_ally(self) -> bool:
        return self.type == "ally" or "ally" in self.also


def is_totem(card: Card) -> bool:
    """305.3a: a card with the word Totem on its type line (202.1b: "Fire Totem" counts as Totem)."""
    return any("Totem" in tag.split() for tag in card.definition.tags)


def totem_rules(card: Card) -> list[str]:
    """Why the card is a Totem: the word Totem on its type line (305.3a), which a multi-word tag
    such as "Air Totem (1)" gives it as its last word (202.1a, 202.1b)."""
    return ["305.3a", *(counts_as(card.definition.tags, "Totem") or ())]


def totem_phrase(card: Card) -> str:
    """How explanations say why a Totem is an ally: "as a Totem in play", and where the word Totem
    comes from a multi-word tag, that tag."""
    tag = next((t for t in card.definition.tags if counts_as([t], "Totem") and t.split(" (")[0] != "Totem"), None)
    return "as a Totem in play" + (f" (its {tag} tag counts as Totem)" if tag else "")


def totem_ally(view: View) -> bool:
    """305.3a: is the card an ally only by being a Totem (in play), or a Totem ability ally? (Not a
    card a modifier made an ally too, 300.1b.)"""
    return "ally" in view.also and (is_totem(view.card) or "ally" in view.card.definition.also_types)


def blank(card: Card) -> bool:
    """412.1b: a face-down resource is blank — no name, powers, text, type, tags or traits — in
    play and as it leaves play; 415.7b: so is a card removed from the game face down. (A face-down
    hero is flipped to its other side instead, 301.2.)"""
    return card.face_down and (card.row == "resource" or card.zone == "removed")


def printed(card: Card) -> View:
    """The card's printed information as it now shows: nothing at all for a face-down resource."""
    if blank(card):
        return _made(card, "", "", _NONE, 0, 0, 0, _NONE, _NONE, _NONE, ())
    return face(card)


def _made(card: Card, name: str, kind: str, traits: frozenset, atk: int, health: int, defense: int,
          keywords: frozenset, also: frozenset, valued: frozenset, types: tuple) -> View:
    """View(...) without the cost of its __init__: every field set here, in order (_FACE_FIELDS);
    its sets are the frozen ones given, shared (a view's sets are never changed in place: a
    computation that changes one sets a new one), its lists of its own."""
    view = object.__new__(View)
    view.__dict__ = {"card": card, "name": name, "type": kind, "traits": traits, "atk": atk, "health": health,
                     "defense": defense, "sources": [], "keywords": keywords, "damage": card.damage,
                     "exhausted": card.exhausted, "also": also, "valued": valued, "dependent": [],
                     "powerless": False, "negative": _NONE, "damage_types": types}  # a literal: no keywords to pass
    return view


_NONE: frozenset = frozenset()


def flipped(card: Card) -> bool:
    """A hero turned face down shows its other side (301.2); a face-down resource is blank instead."""
    return card.face_down and card.definition.type == "hero" and card.row != "resource"


def side_powers(card: Card) -> list:
    """The powers printed on the side that is up (301.2a): a face-down hero has only those of its
    other side, if it has any."""
    if flipped(card):
        return list(card.definition.back.powers) if card.definition.back is not None else []
    return list(card.definition.powers)


_CONTINUOUS: dict[int, tuple] = {}  # id(definition) → (the definition, its sides' continuous stats)


def continuous_stats(card: Card) -> tuple:
    """The continuous powers (their Stat) printed on the side that is up (301.2a), none for a
    blank card (412.1b): read once per definition, the definitions being frozen."""
    d = card.definition
    found = _CONTINUOUS.get(id(d))
    if found is None or found[0] is not d:  # the definition is kept: its id is not reused
        back = d.back.powers if d.back is not None else []
        found = _CONTINUOUS[id(d)] = (d, tuple(p.continuous for p in d.powers if p.continuous),
                                      tuple(p.continuous for p in back if p.continuous))
    if not card.face_down:
        return found[1]
    return () if blank(card) else found[2] if flipped(card) else found[1]


_FACE_FIELDS = ("card", "name", "type", "traits", "atk", "health", "defense", "sources", "keywords", "damage",
                "exhausted", "also", "valued", "dependent", "powerless", "negative", "damage_types")  # as _made sets them
if _FACE_FIELDS != tuple(f.name for f in fields(View)):
    raise RuntimeError("views._made sets every field of View, in order: add a new field there too")

_FACES: dict[tuple, tuple] = {}  # (id(definition), flipped, in play) → (the definition, what its face shows)


def face(card: Card) -> View:
    """The printed information on the card's face, even if it is face down; for a flipped hero, its
    other side's ATK, health and keywords (301.2b). Worked out once per definition and side (the
    definitions being frozen); each view gets lists of its own, its sets being frozen and shared."""
    d = card.definition
    key = (id(d), card.face_down and flipped(card), card.zone == "play")
    found = _FACES.get(key)
    if found is None or found[0] is not d:  # the definition is kept: its id is not reused
        found = _FACES[key] = (d, _face_shows(card))
    return _made(card, *found[1])


def _face_shows(card: Card) -> tuple:
    """What ``face`` shows of the card, but its damage and exhaustion: from its definition, the
    side that is up and whether it is in play."""
    d = card.definition
    also = set(d.also_types) | ({"ally"} if card.zone == "play" and is_totem(card) else set())
    character = bool(({d.type} | also) & {"hero", "ally"})  # a character always has ATK and health
    valued = {s for s, v in (("atk", d.atk), ("health", d.health)) if v is not None or character}
    valued |= {"defense"} if d.defense is not None else set()  # 719.1: only a card with a DEF value has it changed
    atk, health, keywords = d.atk, d.health, d.keywords
    if flipped(card) and d.back is not None:  # 301.2b: its other side's values, where they are printed
        back = d.back
        atk, health = (back.atk if back.atk is not None else atk), (back.health if back.health is not None else health)
        keywords = back.keywords
    elif flipped(card):
        keywords = []  # 301.2a: no keywords printed on its other side
    types = () if d.damage_type is None else (d.damage_type,) if isinstance(d.damage_type, str) else tuple(d.damage_type)
    return (d.name, d.type, frozenset(d.traits), atk or 0, health or 0, d.defense or 0, frozenset(keywords),
            frozenset(also - {d.type}), frozenset(valued), types)
