"""Card names as a judge types them: English in any case, simplified or traditional Chinese, with
completion and a close-match hint for a typo."""
from __future__ import annotations

import difflib
import re
from functools import lru_cache

from ..cards.library import CardLibrary
from ..cards.model import CardDefinition


class Refused(Exception):
    """A command the table can't carry out; the message says why (and, for an action, the rule)."""


_CJK = re.compile(r"[\u3400-\u9fff]")


def key(text: str) -> str:
    """A name as it is compared: case and runs of spaces don't matter."""
    return " ".join(text.split()).casefold()


@lru_cache(maxsize=1)
def _to_simplified():
    from opencc import OpenCC  # only for a name typed in traditional characters
    return OpenCC("t2s")


class CardNames:
    """Every card of the library by its English name and its Chinese one (``zh``)."""

    def __init__(self, library: CardLibrary):
        self.library = library
        self.by_key: dict[str, CardDefinition] = {}
        for card in library:
            self.by_key[key(card.name)] = card
            if card.zh:
                self.by_key[key(card.zh)] = card

    def find(self, text: str) -> CardDefinition | None:
        """The card a name means, or None. Traditional characters are read as simplified."""
        found = self.by_key.get(key(text))
        if found is None and _CJK.search(text):
            found = self.by_key.get(key(_to_simplified().convert(text)))
        return found

    def get(self, text: str) -> CardDefinition:
        """The card a name means; Refused, with the closest names, for a name the library lacks."""
        found = self.find(text)
        if found is None:
            raise Refused(f"no card is called {text!r} in the card library{self.hint(text)}")
        return found

    def hint(self, text: str) -> str:
        """" — did you mean Fire Blast (火焰冲击)?", or nothing when no name is close."""
        close = difflib.get_close_matches(key(text), list(self.by_key), n=3, cutoff=0.6)
        cards = list(dict.fromkeys(self.by_key[c].name for c in close))
        if not cards:
            return " (`cards WORD` lists the cards whose names contain a word)"
        return " — did you mean " + " or ".join(self.shown(self.library.get(c)) for c in cards) + "?"

    @staticmethod
    def shown(card: CardDefinition) -> str:
        return f"{card.name} ({card.zh})" if card.zh else card.name

    def longest(self, words: list[str]) -> tuple[CardDefinition | None, int]:
        """The card named by the longest run of leading words, and how many words it took."""
        for n in range(len(words), 0, -1):
            found = self.find(" ".join(words[:n]))
            if found is not None:
                return found, n
        return None, 0

    def containing(self, word: str) -> list[CardDefinition]:
        """The cards whose English or Chinese name contains ``word`` (the ``cards`` command)."""
        wanted = key(word)
        return sorted({id(c): c for k, c in self.by_key.items() if wanted in k}.values(), key=lambda c: c.name)

    def completions(self, partial: str) -> list[str]:
        """The names (English and Chinese) that begin with what has been typed."""
        wanted = key(partial)
        names = [c.name for c in self.library] + [c.zh for c in self.library if c.zh]
        return sorted(n for n in names if key(n).startswith(wanted))
