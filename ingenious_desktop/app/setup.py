"""What a new game is made of: the variant, the seats and who starts."""

from __future__ import annotations

import random
from dataclasses import dataclass

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from ingenious_desktop.engine import Game, Seat, make_variant
from ingenious_desktop.engine import LEVELS

from .describe.names import GIVEN_COMPUTER, GIVEN_NUMBERED, GIVEN_YOU

#: (variant name, players, label) for every way to play the new-game dialog offers; shown through
#: :func:`variant_label`.
VARIANT_CHOICES = (
    ("standard", 2, QT_TRANSLATE_NOOP("NewGameDialog", "Standard, 2 players")),
    ("standard", 3, QT_TRANSLATE_NOOP("NewGameDialog", "Standard, 3 players")),
    ("standard", 4, QT_TRANSLATE_NOOP("NewGameDialog", "Standard, 4 players")),
    ("travel", 2, QT_TRANSLATE_NOOP("NewGameDialog", "Travel edition, 2 players")),
    ("team", 4, QT_TRANSLATE_NOOP("NewGameDialog", "Team play, 4 players (seats 1+3 against 2+4)")),
    ("solo", 1, QT_TRANSLATE_NOOP("NewGameDialog", "Solo")),
)
DEFAULT_NAMES = ("Ada", "Ben", "Cleo", "Dan")


def variant_label(name: str, players: int) -> str:
    """The variant ``name`` played by ``players`` as the new-game dialog offers it, in the language now
    chosen (the bare name if it offers no such game: an entry of a hand-edited statistics file)."""
    label = next((label for each, count, label in VARIANT_CHOICES if (each, count) == (name, players)), None)
    return QCoreApplication.translate("NewGameDialog", label) if label else name


@dataclass(frozen=True)
class GameSetup:
    variant: str
    seats: tuple[Seat, ...]
    #: The seat that starts, or None to draw it at random.
    starter: int | None = 0

    def arranged_seats(self, rng: random.Random | None = None, starter: int | None = None) -> list[Seat]:
        """The seats in playing order: the save format always starts with seat 0, so the
        starter moves to the front and the others keep their order around the table
        (which keeps team partners two seats apart)."""
        starter = self.pick_starter(rng) if starter is None else starter
        return list(self.seats[starter:] + self.seats[:starter])

    def pick_starter(self, rng: random.Random | None = None) -> int:
        """The seat that starts: the one chosen, or one drawn at random."""
        return self.starter if self.starter is not None else (rng or random.Random()).randrange(len(self.seats))

    def new_game(self, rng: random.Random | None = None) -> tuple[Game, list[Seat], int]:
        """A dealt game, its seats in playing order, and the seat (as set up) that starts."""
        starter = self.pick_starter(rng)
        seats = self.arranged_seats(starter=starter)
        game = Game(make_variant(self.variant, len(seats)))
        game.deal()
        return game, seats, starter

    def to_json(self) -> dict:
        return {"variant": self.variant, "seats": [s.to_json() for s in self.seats], "starter": self.starter}

    @classmethod
    def from_json(cls, data: dict) -> GameSetup:
        """Raises ValueError for anything that is not a setup this program wrote."""
        try:
            seats = tuple(Seat(s["name"], s["kind"], s.get("level"), s.get("opponent")) for s in data["seats"])
            setup = cls(data["variant"], seats, data.get("starter"))
        except (KeyError, TypeError, AttributeError) as error:
            raise ValueError(f"not a game setup: {error}") from None
        if any(not isinstance(s.name, str) or s.kind not in ("human", "ai") or s.level not in (None, *LEVELS)
               or (s.kind == "ai" and s.level is None) or not isinstance(s.opponent, (str, type(None)))
               for s in seats):
            raise ValueError("not a game setup: bad seat")
        if not isinstance(setup.variant, str):
            raise ValueError("not a game setup: bad variant")
        if setup.starter is not None and not (type(setup.starter) is int and 0 <= setup.starter < len(seats)):
            raise ValueError("not a game setup: bad starter")
        make_variant(setup.variant, len(seats))
        return setup


def setup_from_here(variant: str, players: int, to_move: int, last: GameSetup) -> GameSetup:
    """The seats for playing on from a replayed position: the player to move is the human of the game
    last set up, every other seat a computer at the level last chosen."""
    you = next((seat.name for seat in last.seats if not seat.is_computer), GIVEN_YOU)
    level = next((seat.level for seat in last.seats if seat.is_computer and seat.level), "medium")
    seats = tuple(Seat(you) if index == to_move else Seat(GIVEN_NUMBERED.format(number=index + 1), "ai", level)
                  for index in range(players))
    return GameSetup(variant, seats)


def default_setup() -> GameSetup:
    """One human against the computer, by the names the program gives (shown in the language chosen then)."""
    return GameSetup("standard", (Seat(GIVEN_YOU), Seat(GIVEN_COMPUTER, "ai", "medium")), starter=0)
