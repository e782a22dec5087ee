"""Actions and answers as a judge types them, turned into script entries (the scenario format's).

Two forms: the YAML form of a script entry (``{play: fire-blast, targets: {first: bob-hero}}``,
``by`` defaulting to the player asked), or a short form of words:

    play CARD [target T…] [x N] [mode N[,M]] [with RESOURCE…] [alternate CARD] [choosing KEY=VALUE]
         [divide T=N…]
    use CARD [power N] [target T…] [x N] [with RESOURCE…]
    attack CARD [defender] CARD [strike WEAPON…]      protect CARD        complete QUEST [with …]
    place CARD [face up]     exhaust CARD     choose OPTION      number N      inspire CARD…
    pass     end (end_turn)  mulligan | keep      first PLAYER

A card is named by its id, or by its English or Chinese name when one card of the game has it (or
one of the player's, in the zone the action takes it from); a target player by name. ``target T``
fills the card's target descriptions in order; ``target SLOT=T`` names one (``first=bob-hero``).
"""
from __future__ import annotations

import difflib
from typing import Any

import yaml

from ..engine.characteristics import payment_powers, powers_of
from ..engine.game import Game
from ..yamlio import StringKeepingLoader
from .names import CardNames, Refused

KEYWORDS = {"target", "targets", "x", "mode", "modes", "with", "alternate", "defender", "strike", "power", "face",
            "choosing", "divide"}
VERBS = ("play", "use", "attack", "protect", "complete", "place", "exhaust", "choose", "number", "inspire", "pass",
         "end", "mulligan", "keep", "first")
ALIASES = {"end_turn": "end", "end-turn": "end", "name_number": "number", "first_player": "first"}
FROM_ZONE = {"play": "hand", "place": "hand", "use": "play", "attack": "play", "protect": "play", "complete": "play",
             "exhaust": "play", "inspire": "play"}


def looks_like_entry(text: str) -> bool:
    word = text.split()[0].casefold() if text.split() else ""
    return text.lstrip().startswith("{") or ALIASES.get(word, word) in VERBS


def parse(text: str, game: Game, player: str, names: CardNames) -> dict:
    """The entry a judge typed, as a mapping (``by`` filled in); Refused for what isn't one."""
    if text.lstrip().startswith("{"):
        return from_yaml(text, player)
    words = text.split()
    verb = ALIASES.get(words[0].casefold(), words[0].casefold())
    rest = words[1:]
    refs = Refs(game, player, names, FROM_ZONE.get(verb))
    if verb in ("pass", "end", "mulligan", "keep"):
        if rest and not (verb == "end" and [w.casefold() for w in rest] == ["turn"]):
            raise Refused(f"`{verb}` takes nothing after it")
        key = {"pass": ("pass", True), "end": ("end_turn", True), "mulligan": ("mulligan", True),
               "keep": ("mulligan", False)}[verb]
        return {key[0]: key[1], "by": player}
    if not rest:
        raise Refused(f"`{verb}` needs {'an option' if verb == 'choose' else 'a number' if verb == 'number' else 'a card'}"
                      " after it (`help` shows the forms)")
    if verb == "choose":
        return {"choose": " ".join(rest), "by": player}
    if verb == "number":
        return {"name_number": number(rest, "number"), "by": player}
    if verb == "first":
        return {"first_player": refs.player_name(" ".join(rest)), "by": player}
    if verb == "inspire":
        return {"inspire": [w if w == "resource" else refs.card(w) for w in " ".join(rest).replace(",", " ").split()],
                "by": player}
    head, parts = segments(rest)
    if verb == "attack":
        return attack(head, parts, refs, player)
    if not head:
        raise Refused(f"`{verb}` needs a card after it")
    card = refs.card(" ".join(head))
    data: dict[str, Any] = {verb: card, "by": player}
    for word, args in sorted(parts, key=lambda part: part[0] not in ("mode", "modes", "power")):  # targets by mode
        option(data, verb, word, args, refs)
    return data


def from_yaml(text: str, player: str) -> dict:
    try:
        data = yaml.load(text, Loader=StringKeepingLoader)
    except yaml.YAMLError as exc:
        raise Refused(f"that is not YAML: {getattr(exc, 'problem', exc)}") from None
    if not isinstance(data, dict):
        raise Refused("an entry in YAML form is a mapping, e.g. {play: fire-blast, targets: {first: bob-hero}}")
    return {**data, "by": data.get("by", player)}


def segments(words: list[str]) -> tuple[list[str], list[tuple[str, list[str]]]]:
    """The words before the first keyword, and each keyword with the words after it."""
    head, parts = [], []
    for w in words:
        if w.casefold() in KEYWORDS:
            parts.append((w.casefold(), []))
        elif parts:
            parts[-1][1].append(w)
        else:
            head.append(w)
    return head, parts


def number(words: list[str], what: str) -> int:
    text = "".join(words).replace(",", "").replace("_", "")
    if not text.isdigit() or len(text) > 30:
        raise Refused(f"{what} takes a whole number, not {' '.join(words)!r}")
    return int(text)


def attack(head: list[str], parts, refs: "Refs", player: str) -> dict:
    given = dict(parts)
    if "defender" in given:
        attacker, defender = refs.card(" ".join(head)), refs.card(" ".join(given["defender"]), zone="play")
    else:
        for cut in range(1, len(head)):  # `attack ATTACKER DEFENDER`, each an id or a name
            try:
                attacker = refs.card(" ".join(head[:cut]))
                defender = refs.card(" ".join(head[cut:]), zone="play")
                break
            except Refused:
                continue
        else:
            raise Refused("write `attack ATTACKER DEFENDER` (ids or names), or `attack ATTACKER defender DEFENDER`")
    data = {"attack": attacker, "defender": defender, "by": player}
    if "strike" in given:
        struck = [refs.card(w) for w in " ".join(given["strike"]).replace(",", " ").split()]
        data["strike"] = struck[0] if len(struck) == 1 else struck
    return data


def option(data: dict, verb: str, word: str, args: list[str], refs: "Refs") -> None:
    text = " ".join(args)
    if word in ("target", "targets"):
        data["targets"] = targets(data, verb, args, refs)
    elif word == "x":
        data["x"] = number(args, "x")
    elif word == "power":
        data["power"] = number(args, "power")
    elif word in ("mode", "modes"):
        picked = [number([m], "mode") for m in text.replace(",", " ").split()]
        data["mode"] = picked[0] if len(picked) == 1 else picked
    elif word == "with":
        data["pay_with"] = [refs.card(w, zone="play") for w in text.replace(",", " ").split()]
    elif word == "alternate":
        data["alternate"] = refs.card(text, zone="play")
    elif word == "face" and [a.casefold() for a in args] == ["up"]:
        data["face_up"] = True
    elif word == "choosing" and "=" in text:
        what, value = text.split("=", 1)
        data.setdefault("choose", {})[what.strip()] = value.strip()
    elif word == "divide":
        data["divide"] = {refs.card(k.strip(), zone="play"): number([v], "a share")
                          for k, v in (pair.split("=", 1) for pair in text.replace(",", " ").split() if "=" in pair)}
    else:
        raise Refused(f"`{word} {text}` is not understood here (`help` shows the forms)")


def targets(data: dict, verb: str, args: list[str], refs: "Refs") -> dict:
    """``target a b`` in the order of the card's target descriptions; ``target slot=a``."""
    specs = refs.target_specs(verb, data)
    if any("=" in a for a in args):
        out = {}
        for pair in " ".join(args).split():
            slot, _, value = pair.partition("=")
            picked = [refs.target(v) for v in value.split(",") if v]
            out[slot] = picked[0] if len(picked) == 1 else picked
        return out
    picked = refs.targets(args)
    if not specs:
        raise Refused(f"{data[verb]} has no target to choose")
    if len(specs) == 1:
        spec = specs[0]
        return {spec.id: picked if spec.count is not None else one(picked, spec.id)}
    if len(picked) != len(specs):
        slots = ", ".join(s.id for s in specs)
        raise Refused(f"{data[verb]} has {len(specs)} target descriptions ({slots}): name one target for each, in "
                      f"that order, or write `target SLOT=ID`")
    return {spec.id: ([t] if spec.count is not None else t) for spec, t in zip(specs, picked)}


def one(picked: list[str], slot: str) -> str:
    if len(picked) != 1:
        raise Refused(f"the target {slot} is one card or player, not {len(picked)}")
    return picked[0]


class Refs:
    """Names of cards and players, as typed, turned into the ids the script writes."""

    def __init__(self, game: Game, player: str, names: CardNames, zone: str | None):
        self.game, self.player, self.names, self.zone = game, player, names, zone

    def player_name(self, text: str) -> str:
        for p in self.game.state.players:
            if p.name.casefold() == text.casefold():
                return p.name
        raise Refused(f"no player is called {text!r}")

    def card(self, text: str, zone: str | None = None) -> str:
        """The id of the card a text names: an id, or the name of exactly one card (or one of the
        player's in the zone the action takes it from)."""
        state, zone = self.game.state, zone or self.zone
        text = text.strip()
        if text in state.ever:
            return text
        definition = self.names.find(text)
        if definition is None:
            labels = [c.label for c in state.cards.values()]
            close = difflib.get_close_matches(text, labels, n=3, cutoff=0.6)
            hint = f" — did you mean {' or '.join(close)}?" if close else self.names.hint(text)
            raise Refused(f"no card of this game has the id or name {text!r}{hint}")
        same = sorted((c for c in state.cards.values() if c.name == definition.name), key=lambda c: c.timestamp)
        for narrower in (same, [c for c in same if c.zone == zone] if zone else same,
                         [c for c in same if c.zone == zone and self.player in (c.owner, c.controller)]):
            if len(narrower) == 1:
                return narrower[0].label
        if not same:
            raise Refused(f"no card of this game is {self.names.shown(definition)}")
        raise Refused(f"several cards are {definition.name}: {', '.join(c.label for c in same)} — name one by its id")

    def target(self, text: str) -> str:
        try:
            return self.player_name(text)
        except Refused:
            return self.card(text, zone="play")

    def targets(self, args: list[str]) -> list[str]:
        """One target named by all the words, or several separated by commas or spaces."""
        text = " ".join(args)
        try:
            return [self.target(text)]
        except Refused:
            if len(args) == 1 and "," not in text:
                raise
        pieces = text.split(",") if "," in text else args
        return [self.target(p) for p in pieces if p.strip()]

    def target_specs(self, verb: str, data: dict) -> list:
        """The target descriptions of what is played, used or completed, in order."""
        card = self.game.state.by_label(data[verb])
        if card is None:
            return []
        d = card.definition
        if verb == "play":
            modes = data.get("mode")
            chosen = [] if modes is None else [modes] if isinstance(modes, int) else modes
            return list(d.targets) + [t for n in chosen if 0 < n <= len(d.modes) for t in d.modes[n - 1].targets]
        powers = powers_of(self.game.state, card)
        if verb == "use":
            payments = payment_powers(self.game.state, card)  # those that work where it is (700.2)
            n = data.get("power", 1)
            return list(payments[n - 1].targets) if 0 < n <= len(payments) else []
        if verb == "complete":  # enc-reward: a reward's chosen modes have targets of their own (707.1d)
            modes = data.get("mode")
            chosen = [] if modes is None else [modes] if isinstance(modes, int) else modes
            reward = next((p.reward for p in powers if p.reward), None)
            return [] if reward is None else list(reward.targets) + [
                t for n in chosen if 0 < n <= len(reward.modes) for t in reward.modes[n - 1].targets]
        return []
