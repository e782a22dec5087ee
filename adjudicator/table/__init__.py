"""Table mode (``adjudicator play``): a judge builds a board without writing YAML, plays it one
decision at a time through the engine's agent interface, and saves the ruling as a scenario."""
