"""The middle of the window: the table view with the hand-over screen stacked over it."""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QWidget

from ..table.hand import RACK_KEYS
from ..table.overlays import HandOverOverlay
from ..table.view import TableView


class TableArea(QWidget):
    """The table view with the hand-over screen stacked over it; never narrower than the view may be,
    so that no panel beside it covers a part of the table. Keys 1-6 pick up a rack tile whatever in
    the window has the focus (the game log would take them for a search)."""

    def __init__(self, view: TableView):
        super().__init__()
        view.setParent(self)
        self.view = view
        self.overlay = HandOverOverlay(self)
        for key in RACK_KEYS:
            QShortcut(QKeySequence(key), self, partial(self._pick_by_key, key), context=Qt.ShortcutContext.WindowShortcut)

    def _pick_by_key(self, key: str) -> None:
        """The tile picked up, the table takes the focus: the arrows, R and Enter that follow are for that tile."""
        if self.view.table_scene.input.press_key(key):
            self.view.setFocus()

    def minimumSizeHint(self) -> QSize:
        return self.view.minimumSize()

    def resizeEvent(self, event) -> None:
        self.view.setGeometry(self.rect())
        self.overlay.setGeometry(self.rect())
        super().resizeEvent(event)
