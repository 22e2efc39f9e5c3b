"""The game review: every human decision judged by the coach, in the game's order, each shown on a board.

The dialog only shows what :class:`~ingenious_desktop.app.coaching.CoachWorker` sends as it
judges (moves arrive one by one, so the first are there within a few seconds); closing it
stops the review. Until the player picks a row, the worst decision so far is shown. Above the
list, a summary per seat judged: its placements, how many got each verdict, and the accuracy
docs/coach.md defines (every verdict below good costs some), as the ``review`` command prints it.
"""

from __future__ import annotations

from collections import Counter
from contextlib import contextmanager

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QPainter, QPen
from PySide6.QtWidgets import (QAbstractItemView, QDialog, QDialogButtonBox, QGraphicsScene, QGraphicsView,
                               QGridLayout, QHBoxLayout, QLabel, QListView, QListWidget, QListWidgetItem,
                               QProgressBar, QStyle, QStyledItemDelegate, QStyleOptionViewItem, QVBoxLayout,
                               QWidget)

from ingenious_desktop.engine import PRINTED_SYMBOLS, Place, Record, tile_colours

from ..kit.palette import BOARD_BODY, CHIP_DARK_TEXT, CHIP_LIGHT_TEXT
from ..kit.retranslating import Retranslating
from ..table.hexlayout import HexLayout
from ingenious_desktop.app.describe import accuracy as accuracy_text, points, seat_name, turn_of, value_text

from ..table.hint_items import HintItem, Mark, spread_labels
from ..table.items import BoardItem, BoardTileItem
from ..table.layout import BOARD_HEX, BOARD_RADII

#: Each verdict's colour, green for good to red for a blunder, and the text colour that reads on it.
VERDICT_COLOURS = {"best": ("#2e7d32", CHIP_LIGHT_TEXT), "good": ("#8bc34a", CHIP_DARK_TEXT),
                   "inaccuracy": ("#e6c31e", CHIP_DARK_TEXT), "mistake": ("#e8832a", CHIP_DARK_TEXT),
                   "blunder": ("#c8322d", CHIP_LIGHT_TEXT)}
VERDICTS = tuple(VERDICT_COLOURS)
#: The size the dialog asks for; on a smaller screen, most of what it has.
PREFERRED_SIZE = QSize(1060, 720)
#: The smallest cell (its corner radius, in pixels) at which a mark's win chance can be read.
MIN_CELL_PIXELS = 17.0
#: The frame around the chosen row (which keeps its verdict's colour).
CHOSEN_FRAME = QColor("#1d1d1d")
#: Room between a row's edge (and the frame drawn there) and its words, in pixels.
ROW_INSET = 5


class ReviewDialog(Retranslating, QDialog):
    """The judged decisions as a list in the game's order; the one chosen is shown on the board beside it."""

    closedEarly = Signal()  # closed before the review had finished

    def __init__(self, record: Record, seats: list[int], parent=None):
        super().__init__(parent)
        self.record = record
        self.seats = list(seats)  # the seats judged, each with a row in the summary
        self.solo = record.variant.name == "solo"
        self.moves: list = []  # JudgedMoves in the game's order, as the list shows them
        self.finished_judging = False
        self._done = self._total = 0  # decisions judged, and in all, as last told
        self.progress = QProgressBar()
        self.state = _plain_label()
        self.summary = SeatSummaries(len(self.seats))
        self.accuracy_note = _plain_label()
        self.list = _verdict_list()
        self.list.currentRowChanged.connect(self._on_row_changed)
        self._player_chose = False  # until the player picks a row, the worst so far is shown
        self._choosing = False      # the dialog itself is changing the row
        self._marks_rect: QRectF | None = None  # the marks on the board, which a small board zooms to
        self.board = QGraphicsView(QGraphicsScene(self))
        self.board.setRenderHints(QPainter.Antialiasing | QPainter.TextAntialiasing)
        self.board.setBackgroundBrush(BOARD_BODY)
        self.board.setMinimumSize(240, 220)
        self.board.setDragMode(QGraphicsView.DragMode.ScrollHandDrag)  # a zoomed board can be moved
        for policy in (self.board.setHorizontalScrollBarPolicy, self.board.setVerticalScrollBarPolicy):
            policy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)  # zoomed around the marks, it is dragged, never scrolled
        self.legend = _plain_label()
        self._lay_out()
        self.progress.setRange(0, 0)  # busy until the first count arrives
        self.retranslate()
        self._show_position(len(record.events), [])
        self.resize(_fitting(PREFERRED_SIZE, self.screen().availableGeometry().size()))

    def _lay_out(self) -> None:
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        beside = QHBoxLayout()
        beside.addWidget(self.list, 2)
        board_side = QVBoxLayout()
        board_side.addWidget(self.board, 1)
        board_side.addWidget(self.legend)
        beside.addLayout(board_side, 3)
        layout = QVBoxLayout(self)
        layout.addWidget(self.state)
        layout.addWidget(self.progress)
        layout.addWidget(self.summary)
        layout.addWidget(self.accuracy_note)
        layout.addLayout(beside, 1)
        layout.addWidget(buttons)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Review of the game"))
        self.legend.setText(self.tr("Gold: the coach's best placement. Red dashes: the placement played."))
        self.accuracy_note.setText(
            self.tr("Accuracy: 100% when every placement is best or good; each inaccuracy counts half a "
                    "placement, a mistake three quarters, a blunder a whole one."))
        self.summary.set_headings(self.tr("Placements"), [self.verdict_word(v) for v in VERDICTS],
                                  self.tr("Accuracy"))
        self._show_state()
        self._show_summary()
        for row, judged in enumerate(self.moves):
            self.list.item(row).setText(self.move_text(judged))

    # ----------------------------------------------------------------- what the coach sends

    def set_progress(self, done: int, total: int) -> None:
        self.progress.setRange(0, max(1, total))
        self.progress.setValue(done)
        self._done, self._total = done, total
        self._show_state()

    def add_move(self, judged) -> None:
        """Put ``judged`` in its place in the game's order; until the player picks a row, show the worst so far."""
        row = next((i for i, m in enumerate(self.moves) if m.event > judged.event), len(self.moves))
        self.moves.insert(row, judged)
        item = QListWidgetItem(self.move_text(judged))
        background, text = VERDICT_COLOURS[judged.verdict]
        item.setBackground(QBrush(QColor(background)))
        item.setForeground(QBrush(QColor(text)))
        with self._choosing_row():
            self.list.insertItem(row, item)
            if not self._player_chose:
                self.list.setCurrentRow(self._worst_row())
        self._show_summary()

    def _worst_row(self) -> int:
        """The row of the largest loss, the earliest among equals."""
        return min(range(len(self.moves)), key=lambda row: (-self.moves[row].loss, row))

    @contextmanager
    def _choosing_row(self):
        self._choosing = True
        try:
            yield
        finally:
            self._choosing = False

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
        solo = self.solo
        words = dict(verdict=self.verdict_word(judged.verdict), name=seat_name(self.record.seats, judged.player),
                     where=self._where(judged.event), played=_figure(judged, solo), best=_figure(judged, solo, True))
        if judged.settled:
            text = self.tr("{verdict}: {name}, {where}. The game was settled, so points count here: +{played} in "
                           "the colours that decide it, +{best} with the best.")
        elif judged.is_swap:
            text = (self.tr("{verdict}: {name} swapped the tiles. Win chance {played}, the best choice {best}.")
                    if judged.played else
                    self.tr("{verdict}: {name} kept the tiles. Win chance {played}, the best choice {best}."))
        elif solo:
            text = self.tr("{verdict}: {where}. Lowest colour at the end about {played}, after the best {best}.")
        else:
            text = self.tr("{verdict}: {name}, {where}. Win chance {played}, after the best {best}.")
        return text.format(**words)

    def _show_state(self) -> None:
        done, total = self._done, self._total
        if self.finished_judging:
            text = self.tr("Review finished: {count} decisions judged, in the order of the game.").format(
                count=len(self.moves))
        elif total:
            text = self.tr("Judging decision {done} of {total}…").format(done=done + 1, total=total)
        else:
            text = self.tr("The coach is looking at the game…")
        self.state.setText(text)

    def _show_summary(self) -> None:
        """Each seat's row: its placements judged, how many got each verdict, its accuracy."""
        from ingenious_desktop.ai.coach import summarise  # loaded already: the review runs on it

        placed = [m for m in self.moves if not m.is_swap]
        for row, (seat, summary) in enumerate(zip(self.seats, summarise(placed, self.seats))):
            counts = Counter(m.verdict for m in placed if m.player == seat)
            accuracy = "–" if summary.accuracy is None else accuracy_text(summary.accuracy)
            self.summary.set_row(row, seat_name(self.record.seats, seat), summary.placements,
                                 [counts[v] for v in VERDICTS], accuracy)

    def _where(self, event: int) -> str:
        """The placement's turn, numbered as the game log numbers it."""
        turn, bonus = turn_of(self.record.events, event)
        return (self.tr("turn {number}, bonus placement") if bonus else self.tr("turn {number}")).format(number=turn)

    # ----------------------------------------------------------------- the board

    def _on_row_changed(self, row: int) -> None:
        if not self._choosing:
            self._player_chose = True
        self._show_row(row)

    def _show_row(self, row: int) -> None:
        if 0 <= row < len(self.moves):
            judged = self.moves[row]
            marks = [] if judged.is_swap else _marks(judged, self.solo)
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
        items = [HintItem(mark, layout) for mark in marks]
        for item in items:
            scene.addItem(item)
        scene.setSceneRect(scene.itemsBoundingRect())
        self._marks_rect = None
        for item in items:
            rect = item.sceneBoundingRect()
            self._marks_rect = rect if self._marks_rect is None else self._marks_rect.united(rect)
        self._fit_board()

    def _fit_board(self) -> None:
        """The whole board, unless its cells would be too small to read the marks: then as large as
        that needs, around the marks."""
        whole = self.board.scene().sceneRect()
        self.board.fitInView(whole, Qt.AspectRatioMode.KeepAspectRatio)
        scale = self.board.transform().m11()
        if self._marks_rect is not None and scale * BOARD_HEX < MIN_CELL_PIXELS:
            self.board.resetTransform()
            self.board.scale(MIN_CELL_PIXELS / BOARD_HEX, MIN_CELL_PIXELS / BOARD_HEX)
            self.board.centerOn(self._marks_rect.center())

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit_board()


class SeatSummaries(QWidget):
    """A small table: a row per seat judged with its placements, a count under each verdict's
    word (on that verdict's colour, as in the list) and the accuracy."""

    def __init__(self, rows: int, parent=None):
        super().__init__(parent)
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 4, 0, 4)
        columns = 2 + len(VERDICTS) + 1
        self.headings = [_plain_label(wrap=False) for _ in range(columns - 1)]
        for column, heading in enumerate(self.headings, start=1):
            heading.setAlignment(Qt.AlignmentFlag.AlignCenter)
            grid.addWidget(heading, 0, column)
        for verdict, heading in zip(VERDICTS, self.headings[1:]):
            background, text = VERDICT_COLOURS[verdict]
            heading.setStyleSheet(f"background: {background}; color: {text}; padding: 2px 6px; border-radius: 3px;")
        self.cells = [[_plain_label(wrap=False) for _ in range(columns)] for _ in range(rows)]
        for row, cells in enumerate(self.cells, start=1):
            for column, cell in enumerate(cells):
                if column:
                    cell.setAlignment(Qt.AlignmentFlag.AlignCenter)
                grid.addWidget(cell, row, column)
        grid.setColumnStretch(columns, 1)  # the table keeps to the left, each name beside its numbers
        grid.setHorizontalSpacing(10)
        bold = self.font()
        bold.setBold(True)
        for cells in self.cells:
            cells[-1].setFont(bold)

    def set_headings(self, placements: str, verdicts: list[str], accuracy: str) -> None:
        for heading, text in zip(self.headings, [placements, *verdicts, accuracy]):
            heading.setText(text)

    def set_row(self, row: int, name: str, placements: int, counts: list[int], accuracy: str) -> None:
        for cell, text in zip(self.cells[row], [name, str(placements), *map(str, counts), accuracy]):
            cell.setText(text)

    def row_texts(self, row: int) -> list[str]:
        return [cell.text() for cell in self.cells[row]]


def _figure(judged, solo: bool, best: bool = False) -> str:
    """The played (or ``best``) choice's figure: a win chance, solo's expected lowest colour, or,
    where the chances were settled, the points it adds to the colours that decide the game."""
    value = judged.best_value if best else judged.played_value
    return points(value) if judged.settled else value_text(value, solo)


def _mark_figure(judged, solo: bool, best: bool = False) -> str:
    """A mark's label on the review board: as :func:`_figure`, settled points with their sign."""
    figure = _figure(judged, solo, best)
    return f"+{figure}" if judged.settled else figure


def _marks(judged, solo: bool) -> list[Mark]:
    best = Mark(judged.best, _mark_figure(judged, solo, True), best=True)
    if judged.played == judged.best:
        return [best]
    return spread_labels([Mark(judged.played, _mark_figure(judged, solo), played=True), best])


def _verdict_list() -> QListWidget:
    """The judged decisions, each row on its verdict's colour, long rows wrapped rather than cut."""
    verdicts = QListWidget()
    verdicts.setMinimumWidth(220)
    verdicts.setWordWrap(True)
    verdicts.setResizeMode(QListView.ResizeMode.Adjust)
    verdicts.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    verdicts.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
    verdicts.setSpacing(1)
    verdicts.setItemDelegate(VerdictRowDelegate(verdicts))
    return verdicts


class VerdictRowDelegate(QStyledItemDelegate):
    """A row on its verdict's colour with its words inset; the chosen one framed, not painted over
    in the selection colour."""

    def sizeHint(self, option, index) -> QSize:
        inset = QStyleOptionViewItem(option)
        inset.rect = option.rect.adjusted(ROW_INSET, 0, -ROW_INSET, 0)
        return super().sizeHint(inset, index) + QSize(0, 2 * ROW_INSET)

    def paint(self, painter: QPainter, option, index) -> None:
        painter.fillRect(option.rect, index.data(Qt.ItemDataRole.BackgroundRole))
        plain = QStyleOptionViewItem(option)
        plain.rect = option.rect.adjusted(ROW_INSET, ROW_INSET, -ROW_INSET, -ROW_INSET)
        plain.state &= ~(QStyle.StateFlag.State_Selected | QStyle.StateFlag.State_HasFocus)
        super().paint(painter, plain, index)
        if option.state & QStyle.StateFlag.State_Selected:
            painter.save()
            painter.setPen(QPen(CHOSEN_FRAME, 3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(option.rect.adjusted(1, 1, -2, -2))
            painter.restore()


def _fitting(wanted: QSize, available: QSize) -> QSize:
    """``wanted``, or nine tenths of the screen's room where that is less."""
    return QSize(min(wanted.width(), available.width() * 9 // 10),
                 min(wanted.height(), available.height() * 9 // 10))


def _plain_label(wrap: bool = True) -> QLabel:
    label = QLabel()
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setWordWrap(wrap)
    return label

