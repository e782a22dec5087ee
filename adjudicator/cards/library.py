"""The card library: every card defined once in ``scenarios/cards/*.yaml``, and the list of real
cards that the card language can't write yet (``scenarios/cards/unwritable.yaml``)."""
from __future__ import annotations

import hashlib
import pickle
from collections.abc import Mapping
from functools import lru_cache
from pathlib import Path
from typing import Any, NamedTuple

from pydantic import BaseModel, ValidationError

from ..disk_cache import cached_by, content_key
from ..yamlio import Document, SourceError, decode, load_document, pydantic_errors, read_bounded
from .model import CardDefinition, PutToken, UnwritableCard, read_once

CARDS_DIR = Path(__file__).resolve().parents[2] / "scenarios" / "cards"
# The one file that holds no definitions: real cards tried and found unwritable, each with the
# clause that blocks it, so the gap is visible (in the book and in `adjudicator card`).
UNWRITABLE = "unwritable.yaml"


class CardLibrary:
    # The digest of the files it was read from (set by cached_library), for work other modules keep on
    # disk by the library's content; None for a library made otherwise (and not in its pickled state).
    content: str | None = None

    def __init__(self, cards: Mapping[str, CardDefinition], origin: dict[str, str],
                 unwritable: Mapping[str, UnwritableCard] | None = None):
        self.cards, self.origin = cards, origin
        self.unwritable = unwritable or {}
        self._tokens: dict[str, tuple[PutToken, ...]] | None = None

    def token_makers(self) -> Mapping[str, tuple[PutToken, ...]]:
        """Name → the tokens each card that puts tokens into play puts there (its PutToken effects),
        in library order: read once per library and kept in its disk copy, so that a game asking
        what names or ally types exist (200.3, 202.4) doesn't read every card of the pool."""
        if self._tokens is None:
            self._tokens = {name: found for name, card in self.cards.items() if (found := put_tokens(card))}
        return self._tokens

    def get(self, name: str) -> CardDefinition | None:
        return self.cards.get(name)

    def __iter__(self):
        return iter(self.cards.values())

    def __getstate__(self) -> dict:
        """The compact form kept on disk: each card pickled on its own, read back only when asked for."""
        return {"cards": Packed.of(self.cards), "origin": self.origin, "unwritable": Packed.of(self.unwritable),
                "_tokens": dict(self.token_makers())}


_TOKENS: dict[int, tuple] = {}  # id(definition) → (the definition, the tokens it puts into play)


def put_tokens(card: CardDefinition) -> tuple[PutToken, ...]:
    """The PutToken effects anywhere in a card (effects nest in modes, ifs, triggers…), read once
    per definition: definitions are frozen, and a library made from another shares them."""
    return read_once(_TOKENS, card, lambda d: tuple(m for m in _models(d) if isinstance(m, PutToken)))


def _models(value):
    """Every pydantic model inside a card definition."""
    if isinstance(value, BaseModel):
        yield value
        for name in type(value).model_fields:
            yield from _models(getattr(value, name))
    elif isinstance(value, (list, tuple)):
        for item in value:
            yield from _models(item)


class Packed(Mapping):
    """Name → card, each card unpickled the first time it is asked for: a start-up that reads the
    cached library reads only the cards its game uses, so it doesn't grow with the library."""

    def __init__(self, packed: dict[str, bytes]):
        self._packed, self._read = packed, {}

    @classmethod
    def of(cls, cards: Mapping) -> Packed:
        if isinstance(cards, Packed):
            return cards
        return cls({name: pickle.dumps(card, protocol=pickle.HIGHEST_PROTOCOL) for name, card in cards.items()})

    def __getitem__(self, name: str):
        if name not in self._read:
            self._read[name] = pickle.loads(self._packed[name])
        return self._read[name]

    def __contains__(self, name) -> bool:
        return name in self._packed

    def __iter__(self):
        return iter(self._packed)

    def __len__(self) -> int:
        return len(self._packed)

    def __reduce__(self):
        return Packed, (self._packed,)


def load_library(directory: Path = CARDS_DIR, *, kept: tuple[str, str] | None = None) -> CardLibrary:
    """The cards of a folder, each file validated once per content in this process; with ``kept``
    (a name for the folder in the disk cache, and the key of the code that validates), each file's
    reading is also kept on disk, so a library made again after one file changed reads the others."""
    cards: dict[str, CardDefinition] = {}
    origin: dict[str, str] = {}
    unwritable: dict[str, UnwritableCard] = {}
    for path in sorted(directory.glob("*.yaml")):
        listed = path.name == UNWRITABLE
        read = _file_read(path, listed, kept)
        for entry, line, col in read.entries:
            _claim(path, line, col, f"unwritable:{entry.name}" if listed else entry.name, origin)
            (unwritable if listed else cards)[entry.name] = entry
        if read.error is not None:
            raise read.error
    for name in unwritable.keys() & cards.keys():
        raise SourceError(directory / UNWRITABLE, *_line_col(origin[f"unwritable:{name}"]),
                          f"card {name!r} is defined in {origin[name]}, so it is not unwritable")
    return CardLibrary(cards, origin, unwritable)


class _FileRead(NamedTuple):
    """What one card file defines, each entry with its line and column, in file order; and the
    error that stopped the reading, if one did (the entries before it are still claimed first, so
    a card defined twice is reported before a bad card further down, as when read in one pass)."""
    entries: tuple[tuple[Any, int, int], ...]
    error: SourceError | None = None


# (the unwritable list?, digest of the file's bytes) → its entries: a library loaded again in the
# same process (a copy of the folder, a folder with one file changed) validates only the files
# whose bytes it hasn't validated. Entries are frozen, so libraries share them. Bounded, oldest out.
_READ: dict[tuple[bool, bytes], _FileRead] = {}
_READ_MOST = 512


def _file_read(path: Path, listed: bool, kept: tuple[str, str] | None) -> _FileRead:
    raw = read_bounded(path)
    key = (listed, hashlib.sha256(raw).digest())
    found = _READ.get(key)
    if found is None:
        def build() -> _FileRead:
            return _read_file(load_document(path, decode(path, raw)), listed)
        found = build() if kept is None else _kept_read(path, key, kept, build)
        if found.error is None:
            while len(_READ) >= _READ_MOST:
                del _READ[next(iter(_READ))]
            _READ[key] = found
    return found


def _kept_read(path: Path, key: tuple[bool, bytes], kept: tuple[str, str], build) -> _FileRead:
    """``build()``, or its disk copy: one per file of the folder, keyed by the bytes and the code."""
    listed, digest = key
    content = hashlib.sha256(f"{kept[1]}{listed}".encode() + digest).hexdigest()[:24]
    return cached_by(f"card-file-{kept[0]}-{path.name}", content, build, _FileRead, keep=lambda made: made.error is None)


def _read_file(doc: Document, listed: bool) -> _FileRead:
    field, model = ("unwritable", UnwritableCard) if listed else ("cards", CardDefinition)
    if not isinstance(doc.data, dict) or not isinstance(doc.data.get(field), list):
        raise doc.error([], "the unwritable list is a mapping with an 'unwritable' list" if listed
                        else "a card file holds a mapping with a 'cards' list")
    entries = []
    for i, raw in enumerate(doc.data[field]):
        try:
            entries.append((_validated(doc, model, raw, [field, i]), *doc.locate([field, i])))
        except SourceError as exc:
            return _FileRead(tuple(entries), exc)
    return _FileRead(tuple(entries))


def _validated(doc: Document, model, raw, loc: list):
    try:
        return model.model_validate(raw)
    except ValidationError as exc:
        raise pydantic_errors(doc, _Prefixed(exc, loc)) from None


def _claim(path: Path, line: int, col: int, key: str, origin: dict[str, str]) -> None:
    """Each card is defined (or listed as unwritable) once."""
    if key in origin:
        name = key.removeprefix("unwritable:")
        raise SourceError(path, line, col, f"card {name!r} is already {'listed' if key != name else 'defined'} "
                                           f"in {origin[key]}")
    origin[key] = f"{path.name}:{line}"


def _line_col(where: str) -> tuple[int, int]:
    return int(where.rsplit(":", 1)[1]), 1


class _Prefixed:
    """A ValidationError whose locations are relative to one list item of the file."""

    def __init__(self, exc: ValidationError, prefix: list):
        self.exc, self.prefix = exc, prefix

    def errors(self):
        return [{**e, "loc": (*self.prefix, *e["loc"])} for e in self.exc.errors()]


@lru_cache(maxsize=None)
def default_library() -> CardLibrary:
    return cached_library()


def cached_library(directory: Path = CARDS_DIR) -> CardLibrary:
    """``load_library``, kept on disk between runs (disk_cache) and made again when a card file
    or the card model's code changes: a start-up reads the validated cards, not the YAML."""
    code = sorted(Path(__file__).parent.glob("*.py"))
    folder = hashlib.sha256(str(directory.resolve()).encode()).hexdigest()[:8]  # one per checkout
    content = content_key([*sorted(directory.glob("*.yaml")), *code])
    library = cached_by(f"card-library-{folder}", content,
                        lambda: load_library(directory, kept=(folder, content_key(code))), CardLibrary)
    library.content = content
    return library
