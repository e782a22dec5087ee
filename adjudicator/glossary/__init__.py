"""The bilingual (English / Simplified / Traditional Chinese) glossary of game terms.

Data: ``glossary/data/*.yaml`` validated by :mod:`adjudicator.glossary.model`; rendered into the
HTML book by :mod:`adjudicator.sphinxext.glossary`; looked up by ``adjudicator term``.
"""
from adjudicator.glossary.load import (DATA_DIR, GLOSSARY_DIR, Entry, Glossary, anchor,
                                       cached_glossary, load_glossary)

__all__ = ["DATA_DIR", "GLOSSARY_DIR", "Entry", "Glossary", "anchor", "cached_glossary",
           "load_glossary"]
