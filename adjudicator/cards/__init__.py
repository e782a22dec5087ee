"""The card language: card definitions as data, selectors, effects and modifiers shared by all cards."""
