"""enc-reward4: "Destroy all ally tokens." — every ally token in play is destroyed at once (415.9c; a token is a card
of its kind, 404.2: ``{kind: ally, token: true}``), for ``tools/encode_pool.py``. 'all tokens' (of any kind) likewise.
Anything else said of the tokens is refused (the grammar's group reading has no word for them)."""
from __future__ import annotations

import re
from typing import Any

SHAPE = "ability: destroy every token"
ALL_TOKENS = re.compile(r"^Destroy all (?P<ally>ally )?tokens\.$")


def all_tokens(m: re.Match) -> dict[str, Any]:
    which = {"kind": "ally" if m.group("ally") else "card", "token": True}
    return {"shape": SHAPE, "effects": [lambda slot: {"destroy": dict(which)}]}


SHAPES = [(ALL_TOKENS, all_tokens)]
ALLOWED = {"ability": (SHAPE,)}
