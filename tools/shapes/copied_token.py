"""enc-reward8: a token copy of a token ally, for ``tools/encode_pool.py``:

* "Put a token copy of target token ally you control into play." (Overwhelm), "Put a copy of target ally token into
  play." (Gloves of Token Respect): one target, an ally in play that is a token (404.2, 706.1); a token whose printed
  information is that token's as it now is (402.2, 402.2a), entering play under your control (404.2a, 710.1), as
  shapes/effects.py's token copy of a target ally. 'A copy' put into play is a new token: no card but a token is
  made so (404.2).

* "Put a copy of each token ally you control into play." (Unleash Elements), "Ongoing: At the start of your turn, put
  a token copy of each token ally you control into play." (Wild Cascade): a token copy of each of them, all entering
  play together (710.1; ``put_token_copy`` of a group, 709.1).

Only token allies: a copy of a card that isn't a token, or of an opponent's, is left to shapes/effects.py (which
refuses a group).
"""
from __future__ import annotations

import re
from typing import Any

from shapes.effects import TOKEN_COPIED
from shapes.grammar import selector

COPY_OF_TOKEN = re.compile(r"^Put a (?:token copy of target token ally|copy of target ally token)(?P<whose> you control)? "
                           r"into play\.$")


def copied_token(m: re.Match) -> dict[str, Any]:
    _, spec = selector(f"target token ally{m.group('whose') or ''}")
    return {"shape": TOKEN_COPIED, "target": spec, "effects": [lambda slot: {"put_token_copy": {"target": slot}}]}


EACH_TOKEN = re.compile(r"^Put a (?:token )?copy of each token ally you control into play\.$")
EACH_COPIED = "ability: put a token copy of each card of a group into play"


def each_token(m: re.Match) -> dict[str, Any]:
    group = {"kind": "ally", "controller": "you", "token": True}
    return {"shape": EACH_COPIED, "effects": [lambda slot: {"put_token_copy": dict(group)}]}


SHAPES = [(COPY_OF_TOKEN, copied_token), (EACH_TOKEN, each_token)]
ALLOWED = {"ability": (EACH_COPIED,)}
