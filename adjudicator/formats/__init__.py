"""Input formats: YAML loading with source positions, card and scenario models."""
