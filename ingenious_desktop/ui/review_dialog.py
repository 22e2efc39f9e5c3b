"""The game review: every human decision judged by the coach, the worst first, each shown on a board.

The dialog only shows what :class:`~ingenious_desktop.app.coaching.CoachWorker` sends as it
judges (moves arrive one by one, so the first are there within a few seconds); closing it
stops the review.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QPainter
from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QGraphicsScene, QGraphicsView, QHBoxLayout, QLabel,
                               QListWidget, QListWidgetItem, QProgressBar, QVBoxLayout)

from ..engine import PRINTED_SYMBOLS, Place, Record, tile_colours
from .hexlayout import HexLayout
from .hint_items import HintItem, Mark, value_text
from .palette import BOARD_BODY, CHIP_DARK_TEXT, CHIP_LIGHT_TEXT
from .retranslating import Retranslating
from .tableitems import BoardItem, BoardTileItem
from .tablelayout import BOARD_HEX, BOARD_RADII

#: Each verdict's colour, green for good to red for a blunder, and the text colour that reads on it.
VERDICT_COLOURS = {"best": ("#2e7d32", CHIP_LIGHT_TEXT), "good": ("#8bc34a", CHIP_DARK_TEXT),
                   "inaccuracy": ("#e6c31e", CHIP_DARK_TEXT), "mistake": ("#e8832a", CHIP_DARK_TEXT),
                   "blunder": ("#c8322d", CHIP_LIGHT_TEXT)}


class ReviewDialog(Retranslating, QDialog):
    """The judged decisions as a list, worst first; the one chosen is shown on the board beside it."""

    closedEarly = Signal()  # closed before the review had finished

    def __init__(self, record: Record, parent=None):
        super().__init__(parent)
        self.record = record
        self.moves: list = []  # JudgedMoves, worst first, as the list shows them
        self.finished_judging = False
        self._done = self._total = 0  # decisions judged, and in all, as last told
        self.progress = QProgressBar()
        self.state = _plain_label()
        self.list = QListWidget()
        self.list.setMinimumWidth(320)
        self.list.currentRowChanged.connect(self._show_row)
        self.board = QGraphicsView(QGraphicsScene(self))
        self.board.setRenderHints(QPainter.Antialiasing | QPainter.TextAntialiasing)
        self.board.setBackgroundBrush(BOARD_BODY)
        self.board.setMinimumSize(280, 260)
        self.legend = _plain_label()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        beside = QHBoxLayout()
        beside.addWidget(self.list, 1)
        board_side = QVBoxLayout()
        board_side.addWidget(self.board, 1)
        board_side.addWidget(self.legend)
        beside.addLayout(board_side, 1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.state)
        layout.addWidget(self.progress)
        layout.addLayout(beside, 1)
        layout.addWidget(buttons)
        self.progress.setRange(0, 0)  # busy until the first count arrives
        self.retranslate()
        self._show_position(len(record.events), [])

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Review of the game"))
        self.legend.setText(self.tr("Gold: the coach's best placement. Red dashes: the placement played."))
        self._show_state()
        for row, judged in enumerate(self.moves):
            self.list.item(row).setText(self.move_text(judged))

    # ----------------------------------------------------------------- what the coach sends

    def set_progress(self, done: int, total: int) -> None:
        self.progress.setRange(0, max(1, total))
        self.progress.setValue(done)
        self._done, self._total = done, total
        self._show_state()

    def add_move(self, judged) -> None:
        """Put ``judged`` in its place: the largest loss first, the game's order among equals."""
        row = next((i for i, m in enumerate(self.moves) if (m.loss, -m.event) < (judged.loss, -judged.event)),
                   len(self.moves))
        self.moves.insert(row, judged)
        item = QListWidgetItem(self.move_text(judged))
        background, text = VERDICT_COLOURS[judged.verdict]
        item.setBackground(QBrush(QColor(background)))
        item.setForeground(QBrush(QColor(text)))
        self.list.insertItem(row, item)
        if self.list.currentRow() < 0:
            self.list.setCurrentRow(0)

    def finish(self) -> None:
        self.finished_judging = True
        self.progress.hide()
        self._show_state()

    def reject(self) -> None:
        if not self.finished_judging:
            self.closedEarly.emit()
        super().reject()

    # ----------------------------------------------------------------- words

    def verdict_word(self, verdict: str) -> str:
        return {"best": self.tr("Best"), "good": self.tr("Good"), "inaccuracy": self.tr("Inaccuracy"),
                "mistake": self.tr("Mistake"), "blunder": self.tr("Blunder")}[verdict]

    def move_text(self, judged) -> str:
        solo = self.record.variant.name == "solo"
        words = dict(verdict=self.verdict_word(judged.verdict), name=self.record.seats[judged.player].name,
                     number=self._placement_number(judged.event),
                     played=value_text(judged.played_value, solo), best=value_text(judged.best_value, solo))
        if judged.is_swap:
            text = (self.tr("{verdict}: {name} swapped the tiles. Win chance {played}, the best choice {best}.")
                    if judged.played else
                    self.tr("{verdict}: {name} kept the tiles. Win chance {played}, the best choice {best}."))
        elif solo:
            text = self.tr("{verdict}: placement {number}. Expected result {played}, after the best {best}.")
        else:
            text = self.tr("{verdict}: {name}, placement {number}. Win chance {played}, after the best {best}.")
        return text.format(**words)

    def _show_state(self) -> None:
        done, total = self._done, self._total
        if self.finished_judging:
            text = self.tr("Review finished: {count} decisions judged, the worst first.").format(count=len(self.moves))
        elif total:
            text = self.tr("Judging decision {done} of {total}…").format(done=done + 1, total=total)
        else:
            text = self.tr("The coach is looking at the game…")
        self.state.setText(text)

    def _placement_number(self, event: int) -> int:
        return 1 + sum(isinstance(e, Place) for e in self.record.events[:event])

    # ----------------------------------------------------------------- the board

    def _show_row(self, row: int) -> None:
        if 0 <= row < len(self.moves):
            judged = self.moves[row]
            marks = [] if judged.is_swap else _marks(judged, self.record.variant.name == "solo")
            self._show_position(judged.event, marks)

    def _show_position(self, events: int, marks: list[Mark]) -> None:
        """The board before the record's event number ``events``, with ``marks`` drawn over it."""
        scene = self.board.scene()
        scene.clear()
        layout = HexLayout(BOARD_HEX, QPointF(0, 0))
        scene.addItem(BoardItem(layout, self.record.variant.radius, BOARD_RADII, PRINTED_SYMBOLS))
        for event in self.record.events[:events]:
            if isinstance(event, Place):
                scene.addItem(BoardTileItem(tuple(event.at), tile_colours(event.tile), layout))
        for mark in marks:
            scene.addItem(HintItem(mark, layout))
        scene.setSceneRect(scene.itemsBoundingRect())
        self.board.fitInView(scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.board.fitInView(self.board.scene().sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)


def _marks(judged, solo: bool) -> list[Mark]:
    best = Mark(judged.best, value_text(judged.best_value, solo), best=True)
    if judged.played == judged.best:
        return [best]
    return [Mark(judged.played, value_text(judged.played_value, solo), played=True), best]


def _plain_label() -> QLabel:
    label = QLabel()
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setWordWrap(True)
    return label

