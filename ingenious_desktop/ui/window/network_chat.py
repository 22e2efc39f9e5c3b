"""The chat of the network table the window sits at: a panel beside the table (under the log), View ▸ Chat, and
while the panel is hidden (it gives way to the table in a small window, or the player closed it) a button in the
status line that counts the lines said since and brings the panel back."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QDockWidget, QPushButton

from ..kit.palette import ACCENT, INK, LOG_OTHER_TURN, LOG_SCROLL_HANDLE
from ..kit.window_part import WindowPart
from ..panels.chat_panel import ChatPanel
from ..panels.game_log import DarkTitleBar
from .window_style import READABLE_TIPS


class NetworkChat(WindowPart):
    said = Signal(str)  # what the player typed, stripped, never empty

    def __init__(self, window, longest: int):
        """``longest``: the most characters a line may have (the protocol's bound)."""
        super().__init__(window)
        self.panel = ChatPanel(longest)
        self.panel.said.connect(self.said)
        self.dock = self.add_dock("network-chat", self.panel, Qt.DockWidgetArea.RightDockWidgetArea)
        self.dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable
                              | QDockWidget.DockWidgetFeature.DockWidgetClosable)
        self.dock.setTitleBarWidget(DarkTitleBar(self.dock))  # dark like the log above it
        self.dock.hide()
        window.column.add(self.dock)
        self.action = self.dock.toggleViewAction()  # View ▸ Chat, at a network table only
        self.action.setShortcut(QKeySequence("Ctrl+T"))
        self.action.setVisible(False)
        window.view_menu.insertAction(window.full_screen_action, self.action)
        self.unread = 0  # the lines said while the panel was hidden
        self.button = QPushButton()
        self.button.setStyleSheet(f"QPushButton {{ color: {INK.name()}; background: {LOG_OTHER_TURN.name()}; "
                                  f"border: 1px solid {LOG_SCROLL_HANDLE.name()}; border-radius: 3px; "
                                  f"padding: 1px 10px; }} QPushButton:hover {{ border-color: {ACCENT.name()}; }} "
                                  + READABLE_TIPS)
        self.button.clicked.connect(lambda: window.column.show(self.dock))
        window.statusBar().addPermanentWidget(self.button)
        self.button.hide()
        self.dock.visibilityChanged.connect(lambda _visible: self._show_button())

    def retranslate(self) -> None:
        self.dock.setWindowTitle(self.tr("Chat"))
        self.action.setText(self.tr("&Chat"))
        self.button.setToolTip(self.tr("Show the chat (in brackets: the lines said while it was hidden)"))
        self.panel.retranslate()
        self._show_button()

    def begin(self) -> None:
        """The window sits at a table: the panel comes in (where the table keeps room beside it)."""
        self.action.setVisible(True)
        self.window.column.bring_in(self.dock)
        self._show_button()

    def end(self) -> None:
        """The table is left: the panel, its action and its button go."""
        self.action.setVisible(False)
        self.window.column.forget(self.dock)
        self.unread = 0
        self._show_button()

    def add_line(self, line: str) -> None:
        self.panel.add_line(line)
        if not self.dock.isVisible():
            self.unread += 1
            self._show_button()

    def _show_button(self) -> None:
        """At a table whose chat panel is hidden: "Chat" in the status line, with the lines said since."""
        if self.dock.isVisible():
            self.unread = 0
        words = self.tr("Chat ({count})").format(count=self.unread) if self.unread else self.tr("Chat")
        self.button.setText(words)
        self.button.setVisible(self.action.isVisible() and not self.dock.isVisible())
