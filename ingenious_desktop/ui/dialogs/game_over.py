"""The end of a game: the ranking, each player's colours low to high, and how ties were broken;
in solo, how the three lowest colours make the six-digit result, and the best result so far."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication, QSize, Qt, Signal
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout

from ingenious_desktop.app.describe import colour_name, hints_used, holder_name, outcome, ranking_intro, standings
from ingenious_desktop.app.replay import ReplayCursor
from ingenious_desktop.engine import Game, Seat

from ..kit.palette import CHIP_COLOURS, CHIP_DARK_TEXT, CHIP_LIGHT_TEXT, DARK_TEXT
from ..kit.wrapped_height import grow_to_wrapped_text
from ..panels.score_chart import TWO_COLUMNS_FROM, ScoreChart

#: Wide enough for the chart's two columns even on a small screen.
CHART_MINIMUM = QSize(TWO_COLUMNS_FROM, 230)

translate = QCoreApplication.translate


class GameOverDialog(QDialog):
    """The ranking, the score chart of the whole game, and what to do next."""

    newGameRequested = Signal()
    playAgainRequested = Signal()
    replayRequested = Signal()
    reviewRequested = Signal()
    leaveRequested = Signal()  # a network game's: leave the table for good

    def __init__(self, game: Game, seats: list[Seat], parent=None, best_solo: str | None = None,
                 hints: list[int] | None = None, rematch: bool = False):
        """``best_solo``: the best solo result before this game, from the statistics, if there are any;
        ``hints``: how many hints each seat was shown; ``rematch``: the table offers a rematch (a network
        table): Play again asks the others at the table for one, and Leave the table stands for New game."""
        super().__init__(parent)
        self.setWindowTitle(self.tr("Game over"))
        text = solo_html(game, best_solo) if game.variant.name == "solo" else ranking_html(game, seats)
        text += hints_html(seats, hints or [])
        self.summary = QLabel(text)
        self.summary.setWordWrap(True)
        self.chart = ScoreChart()
        self.chart.setMinimumSize(CHART_MINIMUM)
        self.chart.set_turns(ReplayCursor(game.variant, game.log).turns,
                             [holder_name(game.variant, seats, holder) for holder in range(game.variant.holders)],
                             game.variant.cap)
        self.rematch_line = QLabel()  # another person's ask for a rematch: it names players
        self.rematch_line.setTextFormat(Qt.TextFormat.PlainText)
        self.rematch_line.setWordWrap(True)
        self.rematch_line.hide()
        buttons = QDialogButtonBox()
        play_again = self.play_again = buttons.addButton(self.tr("Play again"), QDialogButtonBox.ButtonRole.ActionRole)
        if rematch:  # in place of New game: a game here would keep the seat at the table, and the others waiting
            play_again.setToolTip(self.tr("Ask everyone at the table for another game there"))
            leave = buttons.addButton(self.tr("Leave the table"), QDialogButtonBox.ButtonRole.ActionRole)
            leave.clicked.connect(lambda: self._then(self.leaveRequested))
        else:
            new_game = buttons.addButton(self.tr("New game…"), QDialogButtonBox.ButtonRole.ActionRole)
            new_game.clicked.connect(lambda: self._then(self.newGameRequested))
        replay = buttons.addButton(self.tr("Replay…"), QDialogButtonBox.ButtonRole.ActionRole)
        replay.setToolTip(self.tr("Step through this game move by move"))
        review = buttons.addButton(self.tr("Review game…"), QDialogButtonBox.ButtonRole.ActionRole)
        review.clicked.connect(lambda: self._then(self.reviewRequested))
        self.close_button = buttons.addButton(self.tr("Close"), QDialogButtonBox.ButtonRole.RejectRole)
        for button in buttons.buttons():  # Enter closes: a stray key never leaves the game that just ended
            button.setAutoDefault(False)
        self.close_button.setDefault(True)
        replay.clicked.connect(lambda: self._then(self.replayRequested))
        play_again.clicked.connect(lambda: self._then(self.playAgainRequested))
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(self.chart, 1)
        layout.addWidget(self.rematch_line)
        layout.addWidget(buttons)

    def showEvent(self, event) -> None:
        """Tall enough for the ranking as it wraps at the width shown: Qt sizes a window for its text unwrapped,
        and a longer language's sentence that wraps once more would push the buttons over the chart."""
        grow_to_wrapped_text(self)
        super().showEvent(event)
        self.close_button.setFocus()

    def offer_rematch(self, asked: str) -> None:
        """Others at the network table asked for a rematch (``asked`` says who): Play again accepts."""
        self.rematch_line.setText(asked)
        self.rematch_line.show()
        self.play_again.setText(self.tr("Accept the rematch"))

    def _then(self, signal) -> None:
        self.accept()
        signal.emit()


def ranking_html(game: Game, seats: list[Seat]) -> str:
    rows = []
    for standing in standings(game, seats):
        chips = "".join(_chip(colour, score) for colour, score in standing.scores)
        rows.append(f"<tr><td><b>{standing.place}.</b></td><td><b>{_unbroken(standing.name)}</b>&nbsp;&nbsp;</td>"
                    f"{chips}</tr>")
        if standing.tie_break:
            rows.append(f"<tr><td></td><td colspan='7'><i>{escape(standing.tie_break)}</i></td></tr>")
    title = translate("GameOverDialog", "{outcome}!").format(outcome=outcome(game, seats))
    return (f"<h2>{escape(title)}</h2><p>{escape(ranking_intro(game.variant))}</p>"
            f"<table cellspacing='3' cellpadding='2'>{''.join(rows)}</table>")


def hints_html(seats: list[Seat], hints: list[int]) -> str:
    """One line for each seat that was shown hints, how many."""
    return "".join(f"<p>{escape(hints_used(seats, seat, count))}</p>" for seat, count in enumerate(hints) if count)


def solo_html(game: Game, best_before: str | None) -> str:
    """The result, the three lowest colours above the two digits each gives, and the best so far."""
    result = game.solo_result()
    lowest = sorted(enumerate(game.scores[0]), key=lambda cs: (cs[1], cs[0]))[:3]
    chips = "".join(_chip(colour, score) for colour, score in lowest)
    digits = "".join(f"<td align='center'><b>{score:02d}</b></td>" for _colour, score in lowest)
    how = translate("GameOverDialog", "Your three lowest colours, lowest first, give two digits each (7 points "
                                      "count as 07): together they make {result}. The higher, the better; the best "
                                      "is 363636.").format(result=result)
    if best_before is None:
        best = ""
    elif result > best_before:
        best = "<p>" + escape(translate("GameOverDialog", "A new best! Your best so far was {result}.").format(
            result=best_before)) + "</p>"
    else:
        best = "<p>" + escape(translate("GameOverDialog", "Your best so far: {result}.")).format(
            result=f"<b>{escape(best_before)}</b>") + "</p>"
    heading = translate("GameOverDialog", "Solo result: {result}").format(result=result)
    return (f"<h2>{escape(heading)}</h2><p>{escape(how)}</p>"
            f"<table cellspacing='3' cellpadding='2'><tr>{chips}</tr><tr>{digits}</tr></table>{best}")


def _unbroken(text: str) -> str:
    """``text`` as HTML that does not break across lines (a team's names stay on one line)."""
    return escape(text).replace(" ", "&nbsp;")


def _chip(colour: int, score: int) -> str:
    """One colour's score as a table cell, so every player's lowest colour lines up in the same column."""
    text = CHIP_DARK_TEXT if colour in DARK_TEXT else CHIP_LIGHT_TEXT
    return (f"<td bgcolor='{CHIP_COLOURS[colour]}' align='center' style='color:{text};'>"
            f"&nbsp;{colour_name(colour)}&nbsp;{score}&nbsp;</td>")
