"""Help ▸ Learn to play: a short guided game on prepared positions, played on the real table.

Its one job: the steps of the lesson and whether the player did what a step asks.  Each
:class:`Step` names its position (a record under ``resources/lessons/``, or None to play on
where the last step left the table), its words and what it waits for: a tile picked up, a tile
turned, a placement (on given cells), the bonus placement, or the answer to a swap offer.  The
window hands the lesson the player's placements before the controller sees them
(:meth:`Lesson.request_placement`): the right one goes on to the controller, which plays it by
the rules; another one is explained and not played.  The rules stay the controller's and the
engine's.  The words are marked for translation in the "Lesson" context; the panel shows them
through ``QCoreApplication.translate("Lesson", ...)``.
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib.resources import files

from PySide6.QtCore import QT_TRANSLATE_NOOP, QObject, QTimer, Signal

from ingenious_desktop.engine import Draw, Game, Hex, Placement, Seat, Swap, load_record

from .describe.names import GIVEN_COMPUTER, GIVEN_YOU

#: The lesson's one human seat: the player, spoken to as "you".
PLAYER = 0
#: The opponent's level: it answers quickly and is no distraction.
OPPONENT_LEVEL = "easy"

# What a step waits for.
PICK, TURN, PLACE, BONUS, SWAP = "pick", "turn", "place", "bonus", "swap"
#: Said when the right tile lies on the right cells, but the other way round.
WRONG_WAY = QT_TRANSLATE_NOOP("Lesson", "Right cells, but the wrong way round: turn the tile so that each "
                                        "colour lies where the step says, then put it down again.")
#: Said when a placement is tried after the step is done.
PRESS_NEXT = QT_TRANSLATE_NOOP("Lesson", "This step is done: press Next to go on.")
#: Said when the player keeps the tiles at the swap step.
KEPT_TILES = QT_TRANSLATE_NOOP("Lesson", "You kept your tiles. That is allowed, but with no purple in your "
                                         "rack you could not raise purple next turn. The offer comes again: "
                                         "this time, swap.")


@dataclass(frozen=True)
class Step:
    title: str
    text: str
    done: str                          # said once the player has done it
    wrong: str                         # said when the player does something else
    waits_for: str                     # PICK, TURN, PLACE, BONUS or SWAP
    position: str | None = None        # a record in resources/lessons/; None: play on
    tile: str | None = None            # PICK, TURN, PLACE: the tile (as the rack writes it)
    halves: tuple[tuple[Hex, str], ...] = ()  # PLACE: (cell, colour letter) of each half; no letters: any tile


STEPS = (
    Step(QT_TRANSLATE_NOOP("Lesson", "Pick up a tile"),
         QT_TRANSLATE_NOOP("Lesson", "This is a real game against the computer, set up for the lesson. Your six "
                                     "tiles lie face up in your rack. Pick up the red and yellow tile: click it, "
                                     "or press 5, its place in the rack."),
         QT_TRANSLATE_NOOP("Lesson", "The tile is in your hand. It follows the pointer, and the board glows "
                                     "wherever it may go."),
         QT_TRANSLATE_NOOP("Lesson", "That is another tile. Press Esc to put it back, then pick up the fifth "
                                     "tile, the red and yellow one."),
         PICK, "first-moves", tile="RY"),
    Step(QT_TRANSLATE_NOOP("Lesson", "Turn the tile"),
         QT_TRANSLATE_NOOP("Lesson", "A tile covers two neighbouring cells and may lie in six directions. Turn "
                                     "the tile in your hand: press R, click the right mouse button or roll the "
                                     "wheel."),
         QT_TRANSLATE_NOOP("Lesson", "Each turn swings the second half one step around the first. Turn it "
                                     "as often as you like."),
         QT_TRANSLATE_NOOP("Lesson", "Hold the red and yellow tile to turn it: press 5 to pick it up again."),
         TURN, tile="RY"),
    Step(QT_TRANSLATE_NOOP("Lesson", "How a half scores"),
         QT_TRANSLATE_NOOP("Lesson", "Put the tile on the two marked cells, red on the upper one and yellow on "
                                     "the lower one. Each half looks along the five lines leaving its cell (all "
                                     "but the one toward its other half) and scores a point for each cell of its "
                                     "colour in an unbroken row, printed symbols included. The numbers over the "
                                     "cells show the points before you click."),
         QT_TRANSLATE_NOOP("Lesson", "The yellow half saw yellow along three lines, 1 + 1 + 2: four points for "
                                     "yellow. The red half saw no red and scored nothing. The lines that counted "
                                     "flashed. Now the computer takes its turn."),
         QT_TRANSLATE_NOOP("Lesson", "The rules allow that, but this step wants the marked cells: red on the "
                                     "upper one, yellow on the lower one."),
         PLACE, tile="RY", halves=((Hex(-4, 1), "R"), (Hex(-4, 2), "Y"))),
    Step(QT_TRANSLATE_NOOP("Lesson", "Only the lowest colour counts"),
         QT_TRANSLATE_NOOP("Lesson", "Later in a game. Look at your score board: yellow is your lowest colour, "
                                     "at 3. When the game ends, players are compared by their lowest colour "
                                     "first, so a point in yellow is worth more to you than points in any other "
                                     "colour. Put a yellow and blue tile on the marked cells, yellow on the lower "
                                     "one."),
         QT_TRANSLATE_NOOP("Lesson", "Yellow rises from 3 to 6. Six points in purple were on offer elsewhere, "
                                     "but purple is already at 11: they would have left you as weak as before."),
         QT_TRANSLATE_NOOP("Lesson", "The rules allow that, but it does less for yellow, your lowest colour. "
                                     "Points in a colour that is already ahead do not win the game: put the "
                                     "yellow and blue tile on the marked cells, yellow on the lower one."),
         PLACE, "lowest-colour", tile="YB", halves=((Hex(-3, 3), "Y"), (Hex(-2, 2), "B"))),
    Step(QT_TRANSLATE_NOOP("Lesson", "Reaching 18: Ingenious!"),
         QT_TRANSLATE_NOOP("Lesson", "A colour goes no higher than 18. Red stands at 17. Put the red and green "
                                     "tile on the marked cells, red on the left: red reaches 18, and reaching 18 "
                                     "earns a bonus placement at once."),
         QT_TRANSLATE_NOOP("Lesson", "Ingenious! Red is at 18; the points past it are lost. For reaching 18 you "
                                     "place one more tile now, before you draw."),
         QT_TRANSLATE_NOOP("Lesson", "The rules allow that, but it does not take red to 18. Put the red and green "
                                     "tile on the marked cells, red on the left."),
         PLACE, "reaching-18", tile="RG", halves=((Hex(2, -2), "R"), (Hex(3, -2), "G"))),
    Step(QT_TRANSLATE_NOOP("Lesson", "The bonus placement"),
         QT_TRANSLATE_NOOP("Lesson", "The bonus placement is a whole extra placement by the same rules: put any "
                                     "tile anywhere it fits. If it takes another colour to 18, you earn one more."),
         QT_TRANSLATE_NOOP("Lesson", "Only now does your turn end: you draw back up to six tiles."),
         QT_TRANSLATE_NOOP("Lesson", "Any placement will do."),
         BONUS),
    Step(QT_TRANSLATE_NOOP("Lesson", "When a swap is allowed"),
         QT_TRANSLATE_NOOP("Lesson", "You have just placed a tile. Purple is your lowest colour, and no tile in "
                                     "your rack shows purple. Only then, before you draw, may you swap: set all "
                                     "your tiles aside and draw six new ones. Answer the question: swap."),
         QT_TRANSLATE_NOOP("Lesson", "You drew six new tiles; your old ones went back into the bag. With a tile "
                                     "of your lowest colour in the rack, no swap would have been offered."),
         KEPT_TILES,
         SWAP, "swap"),
    Step(QT_TRANSLATE_NOOP("Lesson", "How the game ends and who wins"),
         QT_TRANSLATE_NOOP("Lesson", "Only the two marked cells are left side by side on the board. Put any tile "
                                     "there: when no tile fits any more, the game ends at once."),
         QT_TRANSLATE_NOOP("Lesson", "The game is over. Each player's colours are compared from the lowest up: "
                                     "the computer has two colours at 18 but two at only 7, while none of yours "
                                     "is below 10, so you win. That is the whole game: press Finish to play on."),
         QT_TRANSLATE_NOOP("Lesson", "Put a tile on the marked cells."),
         PLACE, "game-end", halves=((Hex(-2, 5), ""), (Hex(-1, 5), ""))),
)


def lesson_position(name: str) -> Game:
    """The game a step starts from, replayed from its record."""
    return load_record(files("ingenious_desktop.resources") / "lessons" / f"{name}.ingenious").replay()


def lesson_seats() -> list[Seat]:
    return [Seat(GIVEN_YOU), Seat(GIVEN_COMPUTER, "ai", OPPONENT_LEVEL)]


def _halves(placement: Placement) -> set[tuple[Hex, str]]:
    return {(placement.cells[0], placement.tile[0]), (placement.cells[1], placement.tile[1])}


class Lesson(QObject):
    """Runs the steps on ``controller``; the panel shows :attr:`step` and :attr:`feedback`."""

    changed = Signal()   # the step, whether it is done, or the feedback changed
    finished = Signal()  # Next on the last step

    def __init__(self, controller, parent: QObject | None = None):
        super().__init__(parent)
        self.controller = controller
        self.index = 0
        self.done = False
        self.feedback = ""  # the words (untranslated) answering what the player just did
        self._held: tuple[str | None, int] = (None, 0)
        controller.gameChanged.connect(self._on_game_changed)

    def stop(self) -> None:
        """Stop following the game (the window plays on without the lesson)."""
        self.controller.gameChanged.disconnect(self._on_game_changed)

    @property
    def step(self) -> Step:
        return STEPS[self.index]

    @property
    def is_last(self) -> bool:
        return self.index == len(STEPS) - 1

    def start(self) -> None:
        self._go_to(0)

    def next(self) -> None:
        if not self.done:
            return
        if self.is_last:
            self.finished.emit()
        else:
            self._go_to(self.index + 1)

    def _go_to(self, index: int) -> None:
        self.index, self.done, self.feedback = index, False, ""
        if self.step.position is not None:
            self.controller.start(lesson_position(self.step.position), lesson_seats())
        self.changed.emit()

    def _say(self, feedback: str, done: bool = False) -> None:
        self.feedback, self.done = feedback, self.done or done
        self.changed.emit()

    # ----------------------------------------------------------------- what the player does

    def hand_changed(self, tile: str | None, orientation: int) -> None:
        """The tile in the player's hand (None: none) and the way it is turned."""
        held, self._held = self._held, (tile, orientation)
        step = self.step
        if self.done or step.waits_for not in (PICK, TURN) or tile is None:
            return
        if tile != step.tile:
            self._say(step.wrong)
        elif step.waits_for == PICK or (held[0] == tile and held[1] != orientation):
            self._say(step.done, done=True)

    def request_placement(self, placement: Placement) -> bool:
        """A placement the player asked for: played only if it is the one the step waits for."""
        step = self.step
        if self.done:
            self._say(PRESS_NEXT)
            return False
        if step.waits_for not in (PLACE, BONUS):
            self._say(step.wrong)
            return False
        wrong = self._why_not(placement)
        if wrong is not None:
            self._say(wrong)
            return False
        if not self.controller.request_placement(placement):
            return False
        self._say(step.done, done=True)
        return True

    def _why_not(self, placement: Placement) -> str | None:
        """Why ``placement`` is not what the step waits for, or None if it is."""
        step = self.step
        if step.waits_for == BONUS:
            return None
        wanted = set(step.halves)
        if {cell for cell, _colour in wanted} != set(placement.cells):
            return step.wrong
        if step.halves[0][1] and _halves(placement) != wanted:
            return WRONG_WAY if sorted(placement.tile) == sorted(step.tile) else step.wrong
        return None

    def _on_game_changed(self, change) -> None:
        """At the swap step: the player's answer to the swap offer."""
        if self.done or self.step.waits_for != SWAP:
            return
        if any(isinstance(event, Swap) and event.player == PLAYER for event in change.events):
            self._say(self.step.done, done=True)
        elif any(isinstance(event, Draw) and event.player == PLAYER for event in change.events):
            self._say(KEPT_TILES)
            QTimer.singleShot(0, self._offer_swap_again)  # once the controller has finished this turn

    def _offer_swap_again(self) -> None:
        self.controller.start(lesson_position(self.step.position), lesson_seats())
