"""Pydantic models of the bilingual glossary data (``glossary/data/*.yaml``).

The models are the single source of truth: ``glossary/schema.json`` is generated from
:class:`GlossaryFile` (``python -m adjudicator.glossary generate``) and a test keeps it current.
"""
from __future__ import annotations

import re
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, StringConstraints, field_validator

#: A 5.0 rule number: a section (``408``) or a sub-rule (``408.2a``, ``703.10``). Always a string.
RuleNumber = Annotated[str, StringConstraints(pattern=r"^[1-8]\d\d(\.\d{1,2}[a-z]?)?$")]

#: The seeds (see shared/reference/seed-notes.md): 000 = 5.0 white paper, 002 = an older edition,
#: 003 = v3.2 in Traditional Chinese, 004 = the beginner's rulebook.
SeedId = Literal["000", "002", "003", "004"]

#: How the main Traditional form was obtained: found in seed 003, or converted from the Simplified
#: headword with OpenCC's ``s2tw`` table (opencc-python-reimplemented).
HantSource = Literal["seed-003", "opencc-s2tw"]

Category = Literal[
    "deckbuilding", "card", "card-part", "card-type", "trait", "zone", "player", "game",
    "turn", "combat", "chain", "power", "cost", "action", "modifier", "damage", "keyword",
]

_ENGLISH = r"^[A-Za-z0-9][A-Za-z0-9 ,'()\-/]*$"
_NO_SPACE = r"^\S+$"

English = Annotated[str, StringConstraints(pattern=_ENGLISH, max_length=60)]
ChineseForm = Annotated[str, StringConstraints(pattern=_NO_SPACE, min_length=1, max_length=24)]
Pinyin = Annotated[str, StringConstraints(pattern=r"^[a-zA-Zāáǎàēéěèīíǐìōóǒòūúǔùǖǘǚǜü· ]+$")]

_SENTENCE_END = re.compile(r"[.!?](?=\s+[A-Z\"“(]|\s*$)")


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)


class Chinese(_Strict):
    """The Chinese headword of a term, in both scripts."""

    hans: ChineseForm = Field(description="Simplified headword (the 5.0 word, seed 000, where it has one)")
    hant: ChineseForm = Field(description="Traditional headword")
    hant_source: HantSource = Field(description="where the Traditional headword comes from")
    pinyin: Pinyin | None = Field(None, description="reading of the Simplified headword with tone "
                                  "marks, only where pypinyin guesses wrong (e.g. 重置 chóng zhì)")


class Variant(_Strict):
    """Another Chinese word the seeds use for the same concept."""

    form: ChineseForm
    script: Literal["hans", "hant"]
    sources: list[SeedId] = Field(default_factory=list, description="seeds that use this form")
    note: str | None = Field(None, description="why the form differs (older edition, typo, conversion artifact…)")
    pinyin: Pinyin | None = None


class Term(_Strict):
    """One glossary entry."""

    en: English = Field(description="official English term; its anchor is term-<en> in the HTML glossary")
    en_aliases: list[English] = Field(default_factory=list, description="other English names "
                                      "(glossary cross-reference headwords, abbreviations)")
    zh: Chinese
    variants: list[Variant] = Field(default_factory=list)
    category: Category
    definition: str = Field(min_length=20, max_length=600,
                            description="our own words, 1–3 English sentences, plain text")
    rules: list[RuleNumber] = Field(default_factory=list, description="the 5.0 rules that define it")
    related: list[English] = Field(default_factory=list, description="English headwords of related terms")
    note: str | None = Field(None, description="remarks on the seeds: ambiguity, renumbering, typos")

    @field_validator("definition")
    @classmethod
    def _one_to_three_sentences(cls, text: str) -> str:
        count = len(_SENTENCE_END.findall(text.strip()))
        if not 1 <= count <= 3:
            raise ValueError(f"a definition has 1–3 sentences, this one has {count}")
        return text

    @field_validator("rules", "en_aliases", "related")
    @classmethod
    def _no_duplicates(cls, items: list[str]) -> list[str]:
        seen = {i.casefold() for i in items}
        if len(seen) != len(items):
            raise ValueError("duplicate item")
        return items


class Homograph(_Strict):
    """A Chinese word the seeds use for more than one term."""

    form: ChineseForm
    senses: list[English] = Field(min_length=2, description="English headwords; the first is the "
                                  "primary sense, the one the bare word belongs to")
    note: str = Field(min_length=10)


class GlossaryFile(_Strict):
    """One YAML file under glossary/data/."""

    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True, title="WoW TCG bilingual glossary file")

    terms: list[Term] = Field(default_factory=list)
    homographs: list[Homograph] = Field(default_factory=list)
