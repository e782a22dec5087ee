"""The commands that build the board (before `start`, and after `edit`)."""
from __future__ import annotations

from pathlib import Path

from .board import ZONES
from .names import Refused
from .show import board_text

BOARD_HELP = """\
Build the board (ids are shown by `board`; a card is named in English or Chinese, Tab completes):
  player NAME HERO…                    a player and their hero   (player Bob Generic Horde Hero)
  hero NAME HERO…  ·  drop NAME        change a player's hero · take a player off
  add PLAYER [ZONE] CARD… [as ID] [damage N] [exhausted] [on HOST] [face-down]
                                       ZONE: play (the default), hand, deck (top first), graveyard,
                                       resource (a named resource, face up unless face-down)
  remove ID                            take a card off the board
  damage ID N  ·  exhaust ID  ·  ready ID  ·  attach ID [to] HOST  ·  detach ID
  face-down ID  ·  face-up ID          flip a hero (301.2) or a named resource (412.1b)
  resources PLAYER N [exhausted M]     face-down resources whose faces don't matter
  turn PLAYER  ·  team PLAYER TEAM|none  ·  phase start|action (start: before the game, 101)
  board                                show the board          cards WORD   cards whose names have WORD
  load FILE|ID                         the board of a scenario (E072) or of a saved board file
  save board FILE                      write the board (for `adjudicator play --board FILE`)
  start                                begin playing (`edit` comes back here)
  help  ·  quit"""

OPTION_WORDS = {"as", "damage", "exhausted", "on", "attached", "face-down", "face"}


class BoardCommands:
    """Board-building commands of the Table (``self.board``, ``self.names``, ``self.say``)."""

    def board_command(self, line: str) -> str | None:
        """Carry out one command; 'start' or 'quit' when the board is done."""
        verb, _, rest = line.partition(" ")
        verb, rest = verb.casefold(), rest.strip()
        handlers = {"player": self.cmd_player, "hero": self.cmd_hero, "drop": self.cmd_drop, "add": self.cmd_add,
                    "remove": self.cmd_remove, "damage": self.cmd_damage, "exhaust": self.cmd_exhaust,
                    "ready": self.cmd_ready, "attach": self.cmd_attach, "detach": self.cmd_detach,
                    "face-down": self.cmd_face_down, "face-up": self.cmd_face_up, "resources": self.cmd_resources,
                    "turn": self.cmd_turn, "team": self.cmd_team, "phase": self.cmd_phase, "board": self.cmd_board,
                    "cards": self.cmd_cards, "load": self.cmd_load, "save": self.cmd_save_board,
                    "help": lambda rest: self.say(BOARD_HELP)}
        if verb in ("start", "quit"):
            if verb == "start":
                self.board.game()  # Refused if it can't start
            return verb
        if verb not in handlers:
            raise Refused(self.unknown(verb, [*handlers, "start", "quit"]))
        handlers[verb](rest)
        return None

    # -- players ---------------------------------------------------------------------------------
    def cmd_player(self, rest: str) -> None:
        name, _, hero = rest.partition(" ")
        if not name or not hero.strip():
            raise Refused("write `player NAME HERO`, e.g. `player Alice Generic Alliance Hero`")
        card = self.names.get(hero)
        self.board.add_player(name, card)
        self.say(f"{name} joins with {card.name} ({self.board.label(self.board.player(name), 'hero', {})}).")
        self.warn_if_stub(card)

    def cmd_hero(self, rest: str) -> None:
        name, _, hero = rest.partition(" ")
        card = self.names.get(hero)
        self.board.set_hero(name, card)
        self.say(f"{self.board.player(name)['name']}'s hero is {card.name}.")
        self.warn_if_stub(card)

    def warn_if_stub(self, card) -> None:
        """A stub's printed facts are right but some powers are missing: the ruling would leave them out."""
        if not card.powers_encoded:
            self.say(f"Warning: {card.name}'s powers are not encoded ({card.not_encoded}); the adjudicator "
                     "plays it without them, so a ruling that depends on them is not the card's.")

    def cmd_drop(self, rest: str) -> None:
        self.board.drop_player(rest)
        self.say(f"{rest} has left the board.")

    # -- cards -----------------------------------------------------------------------------------
    def cmd_add(self, rest: str) -> None:
        words = rest.split()
        if len(words) < 2:
            raise Refused("write `add PLAYER [ZONE] CARD…`, e.g. `add Alice hand Fire Blast`")
        player = self.board.player(words[0])["name"]
        words = words[1:]
        zone = "play"
        if words[0].casefold() in ZONES and len(words) > 1:
            zone, words = ZONES[words[0].casefold()], words[1:]
        card, n = self.names.longest(words)
        if card is None:
            named = []
            for w in words:
                if w.casefold() in OPTION_WORDS:
                    break
                named.append(w)
            card = self.names.get(" ".join(named))
        label = self.board.add(player, zone, card, self.card_options(words[n:]))
        where = {"play": f"in play for {player}", "resource_row": f"in {player}'s resource row"}.get(
            zone, f"in {player}'s {zone}")
        self.say(f"{self.names.shown(card)} is {where}: {label}.")
        self.warn_if_stub(card)

    def card_options(self, words: list[str]) -> dict:
        out, i = {}, 0
        while i < len(words):
            w = words[i].casefold()
            nxt = words[i + 1] if i + 1 < len(words) else None
            if w == "as" and nxt:
                out["id"], i = nxt, i + 2
            elif w == "damage" and nxt:
                out["damage"], i = self.count(nxt, "damage"), i + 2
            elif w == "exhausted":
                out["exhausted"], i = True, i + 1
            elif w == "on" and nxt:
                out["attached_to"], i = nxt, i + 2
            elif w == "attached" and nxt and nxt.casefold() == "to" and i + 2 < len(words):
                out["attached_to"], i = words[i + 2], i + 3
            elif w == "face-down" or (w == "face" and nxt and nxt.casefold() == "down"):
                out["face_down"], i = True, i + (1 if w == "face-down" else 2)
            else:
                raise Refused(f"{' '.join(words[i:])!r} is not understood: after the card come `as ID`, "
                              "`damage N`, `exhausted`, `on HOST`, `face-down`")
        return out

    @staticmethod
    def count(text: str, what: str) -> int:
        if not text.isdigit() or len(text) > 30:
            raise Refused(f"{what} is a whole number (0 or more), not {text!r}")
        return int(text)

    def cmd_remove(self, rest: str) -> None:
        self.board.remove(rest)
        self.say(f"{rest} is off the board.")

    def cmd_damage(self, rest: str) -> None:
        label, _, amount = rest.partition(" ")
        if not amount:
            raise Refused("write `damage ID N`, e.g. `damage bob-hero 3`")
        self.board.set_state(label, damage=self.count(amount.strip(), "damage"))
        self.say(f"{label} has {int(amount)} damage.")

    def cmd_exhaust(self, rest: str) -> None:
        self.board.set_state(rest, exhausted=True)
        self.say(f"{rest} is exhausted.")

    def cmd_ready(self, rest: str) -> None:
        self.board.set_state(rest, exhausted=False)
        self.say(f"{rest} is ready.")

    def cmd_attach(self, rest: str) -> None:
        words = [w for w in rest.split() if w.casefold() != "to"]
        if len(words) != 2:
            raise Refused("write `attach ID to HOST`, e.g. `attach sword alice-hero`")
        self.board.set_state(words[0], attached_to=words[1])
        self.say(f"{words[0]} is attached to {words[1]}.")

    def cmd_detach(self, rest: str) -> None:
        host = self.board.card(rest)[2].get("attached_to")
        self.board.set_state(rest, attached_to=None)
        self.say(f"{rest} is no longer attached to {host}." if host else f"{rest} was attached to nothing.")

    def cmd_face_down(self, rest: str) -> None:
        self.board.set_state(rest, face_down=True)
        self.say(f"{rest} is face down.")

    def cmd_face_up(self, rest: str) -> None:
        self.board.set_state(rest, face_down=False)
        self.say(f"{rest} is face up.")

    def cmd_resources(self, rest: str) -> None:
        words = rest.split()
        if len(words) not in (2, 4) or (len(words) == 4 and words[2].casefold() != "exhausted"):
            raise Refused("write `resources PLAYER N [exhausted M]`, e.g. `resources Alice 3 exhausted 1`")
        ready = self.count(words[1], "a number of resources")
        tired = self.count(words[3], "a number of resources") if len(words) == 4 else 0
        self.board.resources(words[0], ready, tired)
        self.say(f"{self.board.player(words[0])['name']} has {ready} ready and {tired} exhausted face-down resources.")

    def cmd_turn(self, rest: str) -> None:
        self.board.turn(rest)
        self.say(f"It is {self.board.setup['turn_player']}'s turn.")

    def cmd_team(self, rest: str) -> None:
        name, _, team = rest.partition(" ")
        self.board.team(name, None if team.strip().casefold() in ("", "none") else team.strip())
        self.say(f"{name} is on team {team.strip()}." if team.strip().casefold() not in ("", "none")
                 else f"{name} is a team of one.")

    def cmd_phase(self, rest: str) -> None:
        if rest not in ("start", "action"):
            raise Refused("write `phase start` (before the game: opening hands, mulligans, 101) or `phase action`")
        self.board.phase(rest)
        self.say("The game begins before its first turn (101)." if rest == "start" else "The game begins in the "
                 "turn player's action phase.")

    # -- looking, loading, saving ------------------------------------------------------------------
    def cmd_board(self, rest: str) -> None:
        self.say(board_text(self.board.game(), started=False).rstrip("\n"))

    def cmd_cards(self, rest: str) -> None:
        if not rest:
            raise Refused("write `cards WORD`, e.g. `cards flame` or `cards 火焰`")
        found = self.names.containing(rest)
        self.say("\n".join(f"  {self.names.shown(c)} — {c.type}" for c in found[:40]) if found
                 else f"No card name contains {rest!r}.")
        if len(found) > 40:
            self.say(f"  … and {len(found) - 40} more")

    def cmd_load(self, rest: str) -> None:
        self.board.setup = self.read_board(rest).setup
        self.say(f"The board of {rest} is on the table (`board` shows it).")

    def cmd_save_board(self, rest: str) -> None:
        words = rest.split(maxsplit=1)
        if len(words) != 2 or words[0].casefold() != "board":
            raise Refused("before `start`, write `save board FILE`; a scenario is saved once something has been "
                          "done (`start`, then act, then `save FILE`)")
        self.write_board(Path(words[1]))
