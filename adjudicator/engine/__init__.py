"""The rules engine: game state, the event pipeline and the loops around it, one module per rules area."""
