"""enc-while2: a word every data set that has the card misspells ('Destroy all opposing abilites and equipment.',
'Ongoing: Attached allt has +3 [Health].') is read as the word it stands for, as 'it's controller's' is read as 'its'
(shapes/that_one_has.py): each misspelling here is no English word and stands for one word only, so the sentence
means what the corrected one means; its shape then reads it or refuses it as any other sentence. A misspelling that
could stand for two words ('hels': heals or helps?) or an English word used wrongly is not here: the sentence stays
as printed, and is refused."""
from __future__ import annotations

import re

# the misspelling → the word (case as printed; a whole word only)
WORDS = {
    "abilites": "abilities", "allt": "ally", "taget": "target", "destroyeed": "destroyed", "fost": "frost",
    "controled": "controlled", "reavealed": "revealed", "daamage": "damage", "Ferocty": "Ferocity",
    "aditional": "additional", "atacking": "attacking", "Repuation": "Reputation", "ressource": "resource",
    "Romove": "Remove", "entrs": "enters",
    # enc-enter13 (Slash and Dash, Poison Tipped, Windshear Totem, Funken Fusemissile); 'youmay': two words run together,
    # standing for those two only
    "exhauste": "exhausted", "dels": "deals", "intrerupt": "interrupt", "youmay": "you may",
    "Conspicious": "Conspicuous",  # enc-while3
    # enc-reward11: 'the ret on the bottom' (End of the Supply Line): 'ret' is a word (to soak flax) only as a verb,
    # which can't stand between 'the' and 'on'; read only in that phrase, as 'the rest on'
    "the ret on": "the rest on",
}
MISSPELT = re.compile(r"\b(?:%s)\b" % "|".join(map(re.escape, WORDS)))


def corrected(paragraph: str) -> str:
    """The paragraph with each misspelling in WORDS read as its word."""
    return MISSPELT.sub(lambda m: WORDS[m.group(0)], paragraph)
