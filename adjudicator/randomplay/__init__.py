"""Random play (``adjudicator random-play``): random legal boards from the card library, played
with random legal options while invariants are checked at every prompt; each game is saved as a
scenario and replayed; a violation or a crash is shrunk to a small scenario that reproduces it.

- ``boards``: random legal boards, as scenario files.
- ``player``: the random player (an Agent): one legal option at each prompt, sampled.
- ``invariants``: what must hold at every prompt and at the end of a game.
- ``games``: one game played, checked, saved as a scenario and replayed.
- ``shrink``: delta debugging of a failing scenario.
- ``cli``: the command.
"""
