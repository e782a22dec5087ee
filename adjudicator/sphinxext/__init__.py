"""Sphinx extensions for the rulebook: the ``rule`` domain (``rules``) and the glossary."""
