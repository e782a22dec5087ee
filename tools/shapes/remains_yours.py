"""enc-enter11: a modifier that lasts while the card with the power stays yours — "When NAME enters play, gain control of
target ally while NAME remains in your party." (Brelnor Mindbender), and the same after a sentence that chose the
target: "When NAME enters play, target an opposing equipment. You control it while NAME remains under your control."
(Footwraps of Vile Deceit), "… you may ready target opposing equipment. You control that equipment while NAME remains
in your party." (Nyn'jah), "… you may exhaust target equipment. That equipment can't ready during its controller's
ready step while NAME remains in your party." (Durgrin Ironedge).

The modifier is made for the target as the link resolves, with no duration of its own, and lasts for as long as the
card remains under your control (714.3b: ``remains: {state: under-your-control}``; if the card left play or your
control after the link was added, no modifier is made): you control the target (401.3, ``gain_control``), with any
keyword the sentence gives it too ("You control it and it has Protector"), or the target doesn't ready in its
controller's ready step (501.1a, ``skips_ready_step``). Editor's reading: an ally's "remains in your party" is its
staying in play under your control — a party is the hero and allies a player controls (415.8b).

"Target an opposing equipment." alone only chooses the target (706.1) for the next sentence. The second sentence
names the first's one target again ('it', 'that equipment'); any other first sentence (none or two targets, an
effect the trigger shapes don't read) is refused, as is a 'while' of another card.
"""
from __future__ import annotations

import re
from typing import Any, Callable

from shapes.base import Piece, Unrecognised
from shapes.grammar import SHAPE, selector
from shapes.triggers import when

REMAINS = {"state": "under-your-control"}  # 714.3b; 'in your party': in play under your control (415.8b)
WHILE = r" while NAME remains (?:in your party|under your control)\.$"
GAIN = re.compile(rf"^(?P<first>When NAME enters play), gain control of (?P<what>target [^.,]+?){WHILE}")
PAIR = re.compile(r"^(?P<first>When NAME enters play, (?:(?P<choose>target an? (?P<chosen>[^.,]+))|[^.]+?))\. "
                  r"(?P<then>You control (?:it|that (?:equipment|ally|ability))(?: and it has (?P<kw>[A-Z][a-z]+))?"
                  rf"|(?P<ready>That [Ee]quipment can't ready during its controller's ready step)){WHILE}")
# the second sentence the pair reads: joined to the sentence before it (pool_shapes.sentences)
FOLLOWS = re.compile(rf"^(?:You control (?:it|that \w+)\b|That [Ee]quipment can't ready)[^.]*{WHILE}")


def follows(previous: str, sentence: str) -> bool:
    """Does the sentence name the previous sentence's target for as long as NAME remains yours?"""
    return bool(FOLLOWS.match(sentence)) and previous.startswith("When ") and " target " in f" {previous}"


def lasting(slot: str, stat: dict[str, Any]) -> dict[str, Any]:
    return {"create_continuous": {"affects": {"target": slot}, **stat}, "duration": "game", "remains": dict(REMAINS)}


def gained(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    """'When NAME enters play, gain control of target ally while NAME remains in your party.'"""
    aimed, spec = selector(m.group("what"))
    if not aimed or spec.get("count"):
        raise Unrecognised(m.group(0))
    return chosen(m.group("first"), spec, {"gain_control": True})


def pair(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    """The first sentence's target, then the modifier on it that lasts while NAME remains yours."""
    stat: dict[str, Any] = {"skips_ready_step": True} if m.group("ready") else {"gain_control": True}
    if m.group("kw"):
        stat["gain_keywords"] = [m.group("kw")]
    if m.group("choose"):  # 'target an opposing equipment.': the target only (706.1)
        aimed, spec = selector(f"target {m.group('chosen')}")
        if not aimed or spec.get("count"):
            raise Unrecognised(m.group(0))
        return chosen("When NAME enters play", spec, stat)
    return after(read(f"{m.group('first')}."), stat, m.group(0))


def chosen(prefix: str, spec: dict[str, Any], stat: dict[str, Any]) -> Piece:
    """The power on the event, its one target chosen as it joins the chain (707.1d), the modifier its only effect."""
    return Piece(SHAPE, powers=[{"triggered": {"when": when(prefix), "targets": [{"id": "first", **spec}],
                                               "effects": [lasting("first", stat)]}}],
                 inner=[f"triggered: {LASTING}"])


def after(inner: Piece, stat: dict[str, Any], sentence: str) -> Piece:
    """The triggered power the first sentence reads, with the lasting modifier on its one target after its effects."""
    powers = inner.parts.get("powers") or []
    if len(powers) != 1 or "triggered" not in powers[0] or set(inner.parts) - {"powers", "inner"}:
        raise Unrecognised(f"a first sentence the trigger shapes don't read whole: {sentence}")
    triggered = dict(powers[0]["triggered"])
    if len(triggered.get("targets", [])) != 1:
        raise Unrecognised(f"not one target before the lasting modifier: {sentence}")
    triggered["effects"] = list(triggered["effects"]) + [lasting(triggered["targets"][0]["id"], stat)]
    return Piece(SHAPE, powers=[{"triggered": triggered}], inner=[*inner.parts.get("inner", []), f"triggered: {LASTING}"])


LASTING = "a modifier on the target while the card remains yours"


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    return [(GAIN, lambda m: gained(m, read)), (PAIR, lambda m: pair(m, read))]
