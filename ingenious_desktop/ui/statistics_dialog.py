"""Game ▸ Statistics: how the player fares against each level, solo's best ten, hot-seat per name; Reset."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QAbstractItemView, QDialog, QDialogButtonBox, QHeaderView, QLabel, QMessageBox,
                               QTableWidget, QTableWidgetItem, QTabWidget, QVBoxLayout, QWidget)

from ingenious_desktop.app.describe import STATISTICS_NOT_RESET, statistics_trouble
from ingenious_desktop.app.statistics import (SoloEntry, Statistics, Tally, Trouble, load_statistics,
                                              reset_statistics)

TALLY_COLUMNS = ("Games", "Won", "Drawn", "Lost", "Streak", "Best streak", "Mean lowest", "Best lowest", "Marked")
HEADER_TIPS = {
    "Streak": "Games won in a row, up to the last one",
    "Best streak": "The most games won in a row",
    "Mean lowest": "Your lowest colour at the end, on average",
    "Best lowest": "Your highest lowest colour at the end of a game",
    "Marked": "Games in which a turn was undone or hints were used: counted like the others",
}
NOTICE_STYLE = "color: #9a5b00;"


class StatisticsDialog(QDialog):
    def __init__(self, path: Path, parent=None):
        super().__init__(parent)
        self.path = Path(path)
        self.setWindowTitle("Statistics")
        self.notice = QLabel()
        self.notice.setTextFormat(Qt.TextFormat.PlainText)  # it names a file: never read as HTML
        self.notice.setWordWrap(True)
        self.notice.setStyleSheet(NOTICE_STYLE)
        self.tabs = QTabWidget()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.reset_button = buttons.addButton("Reset…", QDialogButtonBox.ButtonRole.ResetRole)
        self.reset_button.clicked.connect(self.confirm_reset)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.notice)
        layout.addWidget(self.tabs)
        layout.addWidget(buttons)
        statistics, notice = load_statistics(self.path)
        self._tell(notice)
        self._fill(statistics)
        self.resize(760, 420)

    def _tell(self, trouble: Trouble | None) -> None:
        self.notice.setText("" if trouble is None else statistics_trouble(trouble))
        self.notice.setVisible(trouble is not None)

    def _fill(self, statistics: Statistics) -> None:
        current = self.tabs.currentIndex()
        self.tabs.clear()
        computer = statistics.against_computer()
        self.tabs.addTab(_tally_table(("Opponent", "Variant"), [(t.label, t.variant) for t in computer], computer),
                         "Against the computer")
        self.tabs.addTab(_solo_table(statistics), "Solo: best ten")
        hot_seat = statistics.hot_seat()
        self.tabs.addTab(_tally_table(("Player",), [(t.label,) for t in hot_seat], hot_seat), "Hot-seat")
        self.tabs.setCurrentIndex(max(current, 0))
        self.reset_button.setEnabled(bool(statistics.games))

    def confirm_reset(self) -> None:
        box = QMessageBox(QMessageBox.Icon.Warning, "Reset the statistics?",
                          "Every game counted so far is forgotten: the results against each level, "
                          "the solo best ten and the hot-seat players. This cannot be undone.", parent=self)
        reset = box.addButton("Reset", QMessageBox.ButtonRole.DestructiveRole)
        keep = box.addButton("Keep them", QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(keep)
        box.setEscapeButton(keep)
        box.exec()
        if box.clickedButton() is not reset:
            return
        try:
            reset_statistics(self.path)
        except OSError as error:
            self._tell(Trouble(STATISTICS_NOT_RESET, str(error), ""))
            return
        self._tell(None)
        self._fill(Statistics())


def _table(headers: tuple[str, ...], rows: list[tuple[str, ...]], empty: str, numbers: range) -> QWidget:
    """A read-only table of ``rows``; the columns in ``numbers`` are right-aligned."""
    if not rows:
        label = QLabel(empty)
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        return label
    table = QTableWidget(len(rows), len(headers))
    table.setHorizontalHeaderLabels(headers)
    for index, header in enumerate(headers):
        table.horizontalHeaderItem(index).setToolTip(HEADER_TIPS.get(header, ""))
    table.verticalHeader().hide()
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    for row, values in enumerate(rows):
        for column, value in enumerate(values):
            item = QTableWidgetItem(value)  # plain text: player names are never read as HTML
            if column in numbers:
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            table.setItem(row, column, item)
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    table.horizontalHeader().setStretchLastSection(True)
    return table


def _tally_table(first_headers: tuple[str, ...], firsts: list[tuple[str, ...]], tallies: list[Tally]) -> QWidget:
    rows = [(*first, *_tally_cells(tally)) for first, tally in zip(firsts, tallies)]
    numbers = range(len(first_headers), len(first_headers) + len(TALLY_COLUMNS) - 1)
    return _table((*first_headers, *TALLY_COLUMNS), rows, "No games yet.", numbers)


def _tally_cells(tally: Tally) -> tuple[str, ...]:
    return (str(tally.games), str(tally.wins), str(tally.draws), str(tally.losses), str(tally.streak),
            str(tally.best_streak), f"{tally.mean_lowest:.1f}", str(tally.best_lowest),
            _marks(tally.undid, tally.hinted))


def _marks(undid: int, hinted: int) -> str:
    """How many games had a turn undone or hints used: counted like the others, and said so."""
    return ", ".join(f"{what} in {count}" for what, count in (("undo", undid), ("hints", hinted)) if count)


def _solo_table(statistics: Statistics) -> QWidget:
    rows = [(str(entry.place), entry.result, _local_date(entry.ended), _solo_marks(entry))
            for entry in statistics.solo_top()]
    return _table(("Place", "Result", "Date", "Marked"), rows, "No solo games yet.", range(2))


def _solo_marks(entry: SoloEntry) -> str:
    return ", ".join(what for what, used in (("undo", entry.undid), ("hints", entry.hints > 0)) if used)


def _local_date(ended: str) -> str:
    return datetime.fromisoformat(ended).astimezone().strftime("%Y-%m-%d")
