"""enc-if7: "Your hero is Elusive this turn. If it's defending, remove all attackers from combat." (Vanish): 'it'
in the condition is the subject of the sentence just before it, your hero (or the card itself, NAME), named again
(``joined``): the sentence is then read as 'If your hero is defending, …' by the conditions
(``conditions.if_then``), checked as the link resolves (709.2). After any other sentence (a target, another
subject, none) 'it' is left as printed, and no shape reads it."""
from __future__ import annotations

import re

SUBJECT = re.compile(r"^(?P<subject>Your hero|NAME) (?:is|has|deals|heals|can't) ")  # the sentence's one subject
ITS = re.compile(r"^If (?:it's|it is) (?P<state>[^,]+), ")


def joined(parts: list[str]) -> list[str]:
    """The sentences, 'If it's …' after a sentence about your hero (NAME) naming that subject again."""
    out = list(parts)
    for i, sentence in enumerate(parts[1:], 1):
        before, its = SUBJECT.match(parts[i - 1]), ITS.match(sentence)
        if before and its and " target " not in f" {parts[i - 1]}":
            subject = before.group("subject")
            out[i] = ITS.sub(f"If {subject[0].lower() + subject[1:] if subject == 'Your hero' else subject} is "
                             f"{its.group('state')}, ", sentence, count=1)
    return out
