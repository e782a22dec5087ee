"""enc-while1: an armor's DEF while your hero fights — "Each of your armor has +5 DEF while your hero is attacking",
"Wastewalker Tunic has +5 DEF while your hero is attacking an exhausted hero or ally", "Each of your armor has +5 DEF
while your hero is defending": a continuous power of the card in play (704.1a) raising the DEF (304.2) of the armor
it names only while your hero is the attacker (602.1) or the defender (602.3) and, if the sentence names one, the
defender fits (714.3a), as ``statics.hero_in_combat`` reads that 'while'. The armor lowers a combat packet to your hero
by its DEF as it then is, exhausted to do so (717.2c), and has its own DEF again once the combat ends. Only '+N DEF'
alone: beside ATK or a keyword (changes of two kinds of card at once) it is refused.
"""
from __future__ import annotations

import re

DEF_ALONE = re.compile(r"\+\d+ \[?DEF\]?")


def allowed(what: str, in_combat: bool) -> bool:
    """Whether '+N DEF' is read with a 'while' about your hero's combat (``in_combat``): DEF alone only."""
    return in_combat and bool(DEF_ALONE.fullmatch(what))
