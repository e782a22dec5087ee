"""The rule index, read straight from the MyST rule pages in ``docs/rules`` (no Sphinx needed).

>>> from adjudicator.rules import load_index
>>> index = load_index()
>>> index.get("410.6a").parent
'410.6'
"""
from .index import RuleIndex, RuleMarkupError, build_index, load_index
from .model import Problem, Rule
from .numbers import anchor, is_number

__all__ = ["Problem", "Rule", "RuleIndex", "RuleMarkupError", "anchor", "build_index",
           "is_number", "load_index"]
