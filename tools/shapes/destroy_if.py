"""enc-turn6: a card that destroys itself at a turn's start or end if a condition holds, the condition after the
verb, for ``tools/encode_pool.py``:

* "Ongoing: … At the end of your turn, destroy this ability if you don't control an ally." (Divine Hymn)

Read as the same power with the condition before the effect ('At the end of your turn, if you don't control an ally,
destroy NAME.'), which the trigger and condition shapes read: checked as the power resolves (709.2). 'You don't
control an ally' is 'you control an ally' denied (an ``exists`` under ``not``), read by the same selector words.
Only the card itself destroyed, only after a turn's start or end: any other effect with a trailing 'if' stays unread
(whether the condition covers one verb or the whole sentence is the sentence's own business).

* "Ongoing: At the start of your turn, destroy Bleed if attached character is undamaged. Otherwise, your hero deals 2
  melee damage to it." (Bleed) — the two sentences read as one (``joined``): if the condition is false as the power
  resolves, the 'Otherwise' sentence's effect happens instead (709.2: ``if``, ``then``, ``otherwise``); its 'it' is the
  card the condition names (the attached one), read so.
* "Attach to target ally. | Ongoing: Prevent all damage that attached ally would be dealt. | At the start of the turn,
  destroy NAME." (Sphere of Divinity) — 'the turn' names no turn but the next one to start; read as 'At the start of
  each turn, destroy NAME.' (then text after the ability's 'Ongoing:', 305.2a): the first start of a turn the card
  sees in play is the only one, as ``shapes/next_turn.py`` reads 'At end of turn, destroy this ability.'
"""
from __future__ import annotations

import re
from typing import Any, Callable

from shapes.base import Piece, Unrecognised
from shapes.conditions import you_control

ITSELF_IF = re.compile(r"^(?P<ongoing>Ongoing ?: ?)?(?P<when>At the (?:start|end) of (?:your|each) turn), "
                       r"destroy (?:NAME|this ability) if (?P<cond>[^,.]+)\.(?: Otherwise, (?P<otherwise>[^.]+\.))?$")
ATTACHED = re.compile(r"^attached (?:hero|ally|character)\b")


THE_TURN = re.compile(r"^At the start of the turn, destroy NAME\.$")


def the_turn(paragraphs: list[str]) -> list[str]:
    """An ability's paragraphs with 'At the start of the turn, destroy NAME.' as '… of each turn …' (see above)."""
    return [THE_TURN.sub("At the start of each turn, destroy NAME.", p) for p in paragraphs]


def joined(sentences: list[str]) -> list[str]:
    """The sentences of a paragraph, with 'Otherwise, …' after '…, destroy NAME if …' made one."""
    out: list[str] = []
    for s in sentences:
        if out and s.startswith("Otherwise, ") and ITSELF_IF.match(out[-1]):
            out[-1] += " " + s
        else:
            out.append(s)
    return out


def itself_if(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    """The power read with its condition first; 'Otherwise, …' read as the same power's effect, put beside it."""
    head = f"{m.group('ongoing') or ''}{m.group('when')}"
    inner = read(f"{head}, if {m.group('cond')}, destroy NAME.")
    if m.group("otherwise"):
        power = ongoing_power(inner)
        effect = power["effects"][0] if len(power["effects"]) == 1 else {}
        if set(effect) != {"if", "then"}:
            raise Unrecognised(f"'Otherwise, …' after a condition read as a double-check: {m.group(0)}")
        other = m.group("otherwise")
        subject = ATTACHED.match(m.group("cond"))
        if subject:  # 'it': the card the condition names
            other = re.sub(r"\bit\.$", f"{subject.group(0)}.", other)
        effect["otherwise"] = ongoing_power(read(f"{head}, {other}"))["effects"]
    return Piece(inner.shape, **{**inner.parts, "inner": [*inner.parts.get("inner", []), "condition: after the verb"]})


def ongoing_power(inner: Piece) -> dict[str, Any]:
    """The triggered power of an ability in play the piece is; Unrecognised for any other piece."""
    power = (inner.parts.get("ongoing_power") or {}).get("triggered")
    if power is None or set(inner.parts) - {"ongoing_power", "inner"} or set(power) - {"when", "effects"}:
        raise Unrecognised(f"'Otherwise, …' beside the shape '{inner.shape}'")
    return power


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    return [(ITSELF_IF, lambda m: itself_if(m, read))]


def you_dont_control(m: re.Match) -> dict[str, Any]:
    """'you don't control an ally': no card you control fits (the denial of 'you control an ally')."""
    return {"not": you_control(m)}


CONDITIONS = [(re.compile(r"^you don't control (?P<what>an? .+)$"), you_dont_control),
              # 405.1: no damage on the card the ability is attached to (400.4), as the power resolves
              (re.compile(r"^attached (?:hero|ally|character) is undamaged$"),
               lambda m: {"exists": {"host": True, "damaged": False}})]


def own_end(piece: Piece) -> bool:
    """Is the piece an ability's triggered power in play that only destroys the ability itself as a turn starts or
    ends (Sphere of Divinity's)? An attachment may have it beside what it does to its host (305.2a, 415.9c)."""
    power = (piece.parts.get("ongoing_power") or {}).get("triggered")
    return bool(power) and set(piece.parts) <= {"ongoing_power", "inner"} and \
        power["when"].get("event") in ("turn-starts", "turn-ends") and power["effects"] == [{"destroy": {"this": True}}]
