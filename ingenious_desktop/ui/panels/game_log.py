"""The game log panel: one row per placement, swap or ending, in the colours of the table.

The view holds the lines, says which one is under the pointer or clicked, and dims the lines the
replay viewer has not reached; how a row looks is :mod:`.game_log_rows`'s job.  The item text stays
the plain sentence, for screen readers and copying.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (QAbstractItemView, QDockWidget, QHBoxLayout, QLabel, QListWidget, QListWidgetItem,
                               QToolButton, QWidget)

from ingenious_desktop.app.describe import LogLine

from ..kit.messages import plain_tooltip
from ..kit.palette import FRAME, INK, LOG_BACKGROUND, LOG_INK_DIM, LOG_SCROLL_HANDLE
from ..kit.retranslating import Retranslating
from .game_log_rows import LINE_OF, LogLineDelegate


class GameLogView(QListWidget):
    """The log of the game on the table; :meth:`set_lines` after a reset, :meth:`add_lines` as it goes.

    It says which line is under the pointer (:attr:`lineHovered`, -1 when none) and which was clicked;
    in the replay viewer :meth:`set_told` dims the lines the position shown has not reached yet."""

    lineHovered = Signal(int)
    lineClicked = Signal(int)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.told: int | None = None  # the replay viewer's count of lines told; None: every line is
        self.hovered = -1
        self.setMouseTracking(True)
        self.setItemDelegate(LogLineDelegate(self))
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # a click on the log leaves the keys with the table
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setWordWrap(True)  # so that a wider or narrower log lays its rows out anew and wraps its closing line
        self.setStyleSheet(f"""
            QListWidget {{ background: {LOG_BACKGROUND.name()}; border: none; }}
            QScrollBar:vertical {{ background: {LOG_BACKGROUND.name()}; width: 10px; margin: 0; }}
            QScrollBar::handle:vertical {{ background: {LOG_SCROLL_HANDLE.name()}; border-radius: 4px;
                                           min-height: 24px; }}
            QScrollBar::add-line:vertical, QScrollBar::sub-line:vertical {{ height: 0; }}
            QScrollBar::add-page:vertical, QScrollBar::sub-page:vertical {{ background: none; }}
        """)

    def set_lines(self, lines: list[LogLine]) -> None:
        self.clear()
        self.add_lines(lines)

    def add_lines(self, lines: list[LogLine]) -> None:
        for line in lines:
            item = QListWidgetItem(line.text)
            item.setData(LINE_OF, line)
            item.setToolTip(plain_tooltip(line.text))
            self.addItem(item)
        self.scrollToBottom()

    def line(self, row: int) -> LogLine:
        return self.item(row).data(LINE_OF)

    def set_told(self, told: int | None) -> None:
        """Dim the lines from ``told`` on and keep the last line told in sight (None: all lines as usual)."""
        before, self.told = self.told, told
        if told == 0:
            self.scrollToTop()
        elif told:
            self._keep_in_sight(self.item(min(told, self.count()) - 1))
        if before is None or told is None:
            self.viewport().update()
            return
        for row in range(max(0, min(before, told) - 1), min(self.count(), max(before, told))):
            self.viewport().update(self.visualItemRect(self.item(row)))  # only the lines a step changed

    def _keep_in_sight(self, item: QListWidgetItem) -> None:
        """Scroll only when ``item`` is out of sight, then to the middle: a step seldom scrolls (nor repaints) it all."""
        if not self.viewport().rect().contains(self.visualItemRect(item)):
            self.scrollToItem(item, QAbstractItemView.ScrollHint.PositionAtCenter)

    def mouseMoveEvent(self, event) -> None:
        super().mouseMoveEvent(event)
        self._hover(self.indexAt(event.position().toPoint()).row())

    def leaveEvent(self, event) -> None:
        super().leaveEvent(event)
        self._hover(-1)

    def mousePressEvent(self, event) -> None:
        super().mousePressEvent(event)
        row = self.indexAt(event.position().toPoint()).row()
        if event.button() == Qt.MouseButton.LeftButton and row >= 0:
            self.lineClicked.emit(row)

    def _hover(self, row: int) -> None:
        if row != self.hovered:
            for changed in (self.hovered, row):
                if 0 <= changed < self.count():
                    self.viewport().update(self.visualItemRect(self.item(changed)))
            self.hovered = row
            self.lineHovered.emit(row)


class DarkTitleBar(QWidget):
    """A panel's title bar, dark like the log: the dock's title (worded by whoever titles the dock) and, where
    ``closable``, a close button that shows on it."""

    def __init__(self, dock: QDockWidget, closable: bool = True):
        super().__init__()
        self.setObjectName("dark-title")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground)  # a QWidget subclass paints no style sheet without
        self.setStyleSheet(f"""
            #dark-title {{ background: {FRAME.name()}; }}
            QLabel {{ color: {INK.name()}; font-weight: bold; }}
            QToolButton {{ color: {LOG_INK_DIM.name()}; border: none; padding: 0 4px; }}
            QToolButton:hover {{ color: {INK.name()}; }}
        """)
        row = QHBoxLayout(self)
        row.setContentsMargins(10, 5, 6, 5)
        title = QLabel(dock.windowTitle())
        dock.windowTitleChanged.connect(title.setText)
        row.addWidget(title)
        row.addStretch()
        self.close_button = QToolButton()
        self.close_button.setText("✕")
        self.close_button.clicked.connect(dock.close)
        self.close_button.setVisible(closable)
        row.addWidget(self.close_button)


class LogTitleBar(Retranslating, DarkTitleBar):
    """The log panel's title bar, its close button's words in the language now chosen."""

    def __init__(self, dock: QDockWidget):
        super().__init__(dock)
        self.retranslate()

    def retranslate(self) -> None:
        self.close_button.setToolTip(self.tr("Hide the game log (View ▸ Game log brings it back)"))
        self.close_button.setAccessibleName(self.tr("Hide the game log"))
