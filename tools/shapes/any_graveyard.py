"""enc-turn3: "Put target equipment from any graveyard into play under your control." (Mekkatorque, King of the Gnomes),
for ``tools/encode_pool.py`` (each shape gives its name and parts; pool_shapes makes a ``Piece``): a card target in
any player's graveyard (706.1, 401.2), put into play under the control of the link's controller (710.1), read as
shapes/effects.py reads the same from an opponent's graveyard, with no owner named. 'under your control' must be
said (a card of another player's graveyard would else be his); a card in play ('exhausted') is refused by ``moved``."""
from __future__ import annotations

import re

from shapes.effects import CARD, OBJECT, REANIMATED, moved

ANY_GRAVEYARD = re.compile(rf"^Put {OBJECT}{CARD} from any graveyard into play under your control\.$")

SHAPES = [(ANY_GRAVEYARD, moved(REANIMATED, lambda who: {"put_into_play": who}, "graveyard"))]
