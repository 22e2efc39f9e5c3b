"""Game ▸ Statistics: how the player fares against each level and named opponent, solo's best ten, hot-seat per
name, network tables per variant; Reset."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PySide6.QtWidgets import (QAbstractItemView, QDialog, QDialogButtonBox, QHeaderView, QLabel, QMessageBox,
                               QTableWidget, QTableWidgetItem, QTabWidget, QVBoxLayout, QWidget)

from ingenious_desktop.app.describe import STATISTICS_NOT_RESET, decimal, shown_text, statistics_trouble
from ingenious_desktop.app.opponents import opponents_label
from ingenious_desktop.app.setup import variant_label
from ingenious_desktop.app.statistics import (SoloEntry, Statistics, Tally, Trouble, load_statistics,
                                              reset_statistics)

TALLY_COLUMNS = (QT_TRANSLATE_NOOP("StatisticsDialog", "Games"),
                 QT_TRANSLATE_NOOP("StatisticsDialog", "Won"),
                 QT_TRANSLATE_NOOP("StatisticsDialog", "Drawn"),
                 QT_TRANSLATE_NOOP("StatisticsDialog", "Lost"),
                 QT_TRANSLATE_NOOP("StatisticsDialog", "Streak"),
                 QT_TRANSLATE_NOOP("StatisticsDialog", "Best streak"),
                 QT_TRANSLATE_NOOP("StatisticsDialog", "Mean lowest"),
                 QT_TRANSLATE_NOOP("StatisticsDialog", "Best lowest"),
                 QT_TRANSLATE_NOOP("StatisticsDialog", "Marked"))
HEADER_TIPS = {
    "Streak": QT_TRANSLATE_NOOP("StatisticsDialog", "Games won in a row, up to the last one"),
    "Best streak": QT_TRANSLATE_NOOP("StatisticsDialog", "The most games won in a row"),
    "Mean lowest": QT_TRANSLATE_NOOP("StatisticsDialog", "Your lowest colour at the end, on average"),
    "Best lowest": QT_TRANSLATE_NOOP("StatisticsDialog", "Your highest lowest colour at the end of a game"),
    "Marked": QT_TRANSLATE_NOOP("StatisticsDialog",
                                "Games in which a turn was undone or hints were used: counted like the others"),
}
NOTICE_STYLE = "color: #9a5b00;"
#: How much of the screen's width a table may ask for, to show all its columns (the rest is the dialog's frame).
SCREEN_SHARE = 0.9
translate = QCoreApplication.translate


class StatisticsDialog(QDialog):
    def __init__(self, path: Path, parent=None):
        super().__init__(parent)
        self.path = Path(path)
        self.setWindowTitle(self.tr("Statistics"))
        self.notice = QLabel()
        self.notice.setTextFormat(Qt.TextFormat.PlainText)  # it names a file: never read as HTML
        self.notice.setWordWrap(True)
        self.notice.setStyleSheet(NOTICE_STYLE)
        self.tabs = QTabWidget()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.button(QDialogButtonBox.StandardButton.Close).setDefault(True)
        self.reset_button = buttons.addButton(self.tr("Reset…"), QDialogButtonBox.ButtonRole.ResetRole)
        self.reset_button.setAutoDefault(False)  # Enter closes, even after Reset… had the focus
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
        opponent = (QT_TRANSLATE_NOOP("StatisticsDialog", "Opponent"), QT_TRANSLATE_NOOP("StatisticsDialog", "Variant"))
        firsts = [(opponents_label(t.opponents), variant_label(t.variant, t.players)) for t in computer]
        self.tabs.addTab(_tally_table(opponent, firsts, computer), self.tr("Against the computer"))
        self.tabs.addTab(_solo_table(statistics), self.tr("Solo: best ten"))
        hot_seat = statistics.hot_seat()
        player = (QT_TRANSLATE_NOOP("StatisticsDialog", "Player"),)
        self.tabs.addTab(_tally_table(player, [(shown_text(t.label),) for t in hot_seat], hot_seat),
                         self.tr("Hot-seat"))
        network = statistics.network()  # apart: games at network tables, from the player's seat
        firsts = [(variant_label(t.variant, t.players),) for t in network]
        variant = (QT_TRANSLATE_NOOP("StatisticsDialog", "Variant"),)
        self.tabs.addTab(_tally_table(variant, firsts, network), self.tr("Network"))
        self.tabs.setCurrentIndex(max(current, 0))
        self.reset_button.setEnabled(bool(statistics.games))

    def confirm_reset(self) -> None:
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Reset the statistics?"),
                          self.tr("Every game counted so far is forgotten: the results against each level, "
                                  "the solo best ten, the hot-seat players and the games at network tables. This "
                                  "cannot be undone."), parent=self)
        reset = box.addButton(self.tr("Reset"), QMessageBox.ButtonRole.DestructiveRole)
        keep = box.addButton(self.tr("Keep them"), QMessageBox.ButtonRole.RejectRole)
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
        label = QLabel(translate("StatisticsDialog", empty))
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        return label
    table = QTableWidget(len(rows), len(headers))
    table.setHorizontalHeaderLabels([translate("StatisticsDialog", header) for header in headers])
    for index, header in enumerate(headers):
        tip = HEADER_TIPS.get(header)
        table.horizontalHeaderItem(index).setToolTip(translate("StatisticsDialog", tip) if tip else "")
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
    _wide_enough(table)
    return table


def _wide_enough(table: QTableWidget) -> None:
    """Let the table ask for the width all its columns take (German headers are a third longer), within the screen."""
    header = table.horizontalHeader()
    header.ensurePolished()  # its font as shown
    table.resizeColumnsToContents()
    last = header.sectionSize(header.count() - 1)
    columns = header.length() - last + max(last, header.defaultSectionSize())  # the stretched last one is no narrower
    wanted = columns + 2 * table.frameWidth() + table.verticalScrollBar().sizeHint().width()
    table.setMinimumWidth(min(wanted, int(table.screen().availableGeometry().width() * SCREEN_SHARE)))


def _tally_table(first_headers: tuple[str, ...], firsts: list[tuple[str, ...]], tallies: list[Tally]) -> QWidget:
    rows = [(*first, *_tally_cells(tally)) for first, tally in zip(firsts, tallies)]
    numbers = range(len(first_headers), len(first_headers) + len(TALLY_COLUMNS) - 1)
    empty = QT_TRANSLATE_NOOP("StatisticsDialog", "No games yet.")
    return _table((*first_headers, *TALLY_COLUMNS), rows, empty, numbers)


def _tally_cells(tally: Tally) -> tuple[str, ...]:
    return (str(tally.games), str(tally.wins), str(tally.draws), str(tally.losses), str(tally.streak),
            str(tally.best_streak), decimal(tally.mean_lowest), str(tally.best_lowest),
            _marks(tally.undid, tally.hinted))


def _marks(undid: int, hinted: int) -> str:
    """How many games had a turn undone or hints used: counted like the others, and said so."""
    marks = [translate("StatisticsDialog", "undo in {count}").format(count=undid)] if undid else []
    if hinted:
        marks.append(translate("StatisticsDialog", "hints in {count}").format(count=hinted))
    return translate("StatisticsDialog", "{first}, {second}").format(first=marks[0], second=marks[1]) \
        if len(marks) == 2 else "".join(marks)


def _solo_table(statistics: Statistics) -> QWidget:
    rows = [(str(entry.place), entry.result, _local_date(entry.ended), _solo_marks(entry))
            for entry in statistics.solo_top()]
    headers = (QT_TRANSLATE_NOOP("StatisticsDialog", "Place"), QT_TRANSLATE_NOOP("StatisticsDialog", "Result"),
               QT_TRANSLATE_NOOP("StatisticsDialog", "Date"), QT_TRANSLATE_NOOP("StatisticsDialog", "Marked"))
    return _table(headers, rows, QT_TRANSLATE_NOOP("StatisticsDialog", "No solo games yet."), range(2))


def _solo_marks(entry: SoloEntry) -> str:
    marks = [translate("StatisticsDialog", "undo")] if entry.undid else []
    if entry.hints > 0:
        marks.append(translate("StatisticsDialog", "hints"))
    return translate("StatisticsDialog", "{first}, {second}").format(first=marks[0], second=marks[1]) \
        if len(marks) == 2 else "".join(marks)


def _local_date(ended: str) -> str:
    return datetime.fromisoformat(ended).astimezone().strftime("%Y-%m-%d")
