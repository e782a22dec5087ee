"""Judge's rules reference and scenario adjudicator for the World of Warcraft TCG (5.0 rules)."""

__version__ = "0.1.0"
