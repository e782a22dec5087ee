"""enc-deal8: a triggered power on damage whose effect is two clauses joined by 'and', each of which the other shapes
read after the same trigger, for ``tools/encode_pool.py``:

* 'you may ready it and one of your <Melee> weapons' after your hero's first combat damage of a turn (Seal of the
  Crusader) — 'it' is your hero, the event's card (703.1), and 'one of your Melee weapons' one weapon of
  yours chosen as the link resolves (709.2b): both readied (411.1), in the order written (709.2), under the one 'you
  may' (708.3: one choice for the whole).
* 'destroy it, and its controller discards N' after your hero's combat damage to an ally (Blade Twisting, an ongoing
  ability) — 'it' is the ally dealt the damage (the event's destination: your hero, the packet's source, is no ally),
  destroyed (709.2b), and then the player who controlled it (as it last was in play, 712.3b) discards (415.9d): read
  as 'destroy that ally' and 'that ally's controller discards a card'.

Each clause is read as its own sentence after the trigger; the two readings must be of one trigger with no target, and
their effects are joined. Refused: a clause with a target, a trigger whose two readings differ, anything else.
"""
from __future__ import annotations

import re
from typing import Any, Callable

from shapes.base import Piece, Unrecognised

READY_BOTH = re.compile(r"^(?P<trigger>(?:Ongoing ?: ?)?When your hero deals (?:combat )?damage[^,]*?), (?P<may>you may )?"
                        r"(?P<verb>ready|exhaust) it and (?P<other>one of your [^,.]+?)\.$")
DESTROY_IT = re.compile(r"^(?P<trigger>(?:Ongoing ?: ?)?When your hero deals (?:combat )?damage(?: with [^,]+?)? to an? "
                        r"(?:[\w\[\]-]+ )*?ally), destroy it,? and it'?s controller (?P<rest>discards [^,.]+?)\.$")


def triggered_of(p: Piece) -> tuple[str, dict[str, Any]]:
    """Where the piece's one triggered power is ('powers' or 'ongoing_power') and the power."""
    if "ongoing_power" in p.parts:
        return "ongoing_power", p.parts["ongoing_power"].get("triggered") or {}
    powers = p.parts.get("powers") or []
    if len(powers) != 1:
        raise Unrecognised(f"two clauses after a trigger: {len(powers)} powers")
    return "powers", powers[0].get("triggered") or {}


def joined(first: Piece, second: Piece, may: bool, whole: str) -> Piece:
    (key, one), (key2, two) = triggered_of(first), triggered_of(second)
    rest = lambda t: {k: v for k, v in t.items() if k != "effects"}  # noqa: E731
    if key != key2 or not one or rest(one) != rest(two) or one.get("targets") or two.get("targets"):
        raise Unrecognised(f"two clauses after a trigger, not of one trigger with no target: {whole}")
    unwrapped = [e for t in (one, two) for e in t["effects"]]
    if may:
        if any(list(e) != ["may"] for e in unwrapped):
            raise Unrecognised(f"'you may' over two clauses not each read as optional: {whole}")
        unwrapped = [e for w in unwrapped for e in w["may"]]
    effects = [{"may": unwrapped}] if may else unwrapped
    power = {"triggered": {**one, "effects": effects}}
    parts = {**first.parts, key: power if key == "ongoing_power" else [power]}
    inner = [*first.parts.get("inner", [])]
    inner += [i for i in second.parts.get("inner", []) if i not in inner] + ["effects: two clauses joined by 'and'"]
    return Piece(first.shape, **{**parts, "inner": inner})


def ready_both(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    may = m.group("may") or ""
    first = read(f"{m.group('trigger')}, {may}{m.group('verb')} it.")
    second = read(f"{m.group('trigger')}, {may}{m.group('verb')} {m.group('other')}.")
    return joined(first, second, bool(may), m.group(0))


def destroy_it(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    first = read(f"{m.group('trigger')}, destroy that ally.")
    second = read(f"{m.group('trigger')}, that ally's controller {m.group('rest')}.")
    return joined(first, second, False, m.group(0))


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    return [(READY_BOTH, lambda m: ready_both(m, read)), (DESTROY_IT, lambda m: destroy_it(m, read))]
