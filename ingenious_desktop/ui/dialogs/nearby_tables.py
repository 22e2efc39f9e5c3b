"""The Join page's list of the tables hosted nearby, kept up to date while the dialog is open: choosing one
gives its address and code. What is listed was heard from the network (``online.discovery``): plain text, the
host's name isolated and elided."""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QWidget

from ingenious_desktop.app.describe.network import nearby_table, no_nearby_tables
from ingenious_desktop.app.setup import variant_label
from ingenious_desktop.online.discovery import Browser, NearbyTable

#: How many tables the list shows without scrolling, and the pixels above and below a table's two lines.
SHOWN_ROWS = 3
ROW_MARGIN = 10


class NearbyTables(QListWidget):
    """The tables a browser (``browse(report)``, an ``online.discovery.Browser`` unless a test gives another)
    hears, live, from its threads; "No tables found nearby" while there are none, whatever the reason.
    :meth:`stop` ends the listening."""

    chosen = Signal(str, str)  # the address and the code of the table chosen
    _heard = Signal(list)      # from the browser's threads: delivered in the window's

    def __init__(self, browse: Callable[[Callable[[list[NearbyTable]], None]], object] = Browser,
                 parent: QWidget | None = None):
        super().__init__(parent)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setTextElideMode(Qt.TextElideMode.ElideRight)  # each line where the page is narrow
        self.row_height = self.fontMetrics().lineSpacing() * 2 + ROW_MARGIN
        self.setFixedHeight(self.row_height * SHOWN_ROWS + 2 * self.frameWidth())
        self.currentItemChanged.connect(self._choose)
        self._heard.connect(self._show)
        self._show([])
        self.browser = browse(self._heard.emit)
        self.destroyed.connect(self.browser.stop)  # a dialog dropped without closing stops listening too

    def stop(self) -> None:
        self.browser.stop()

    def _show(self, tables: list[NearbyTable]) -> None:
        current = self.currentItem().data(Qt.ItemDataRole.UserRole) if self.currentItem() else None
        self.blockSignals(True)
        self.clear()
        for table in tables:
            item = QListWidgetItem(nearby_table(table, variant_label(table.variant, table.players)), self)
            item.setSizeHint(QSize(0, self.row_height))
            item.setData(Qt.ItemDataRole.UserRole, (table.address, table.code))
            if item.data(Qt.ItemDataRole.UserRole) == current:
                self.setCurrentItem(item)
        if not tables:
            none = QListWidgetItem(no_nearby_tables(), self)
            none.setFlags(Qt.ItemFlag.NoItemFlags)  # not a table: nothing to choose
        self.blockSignals(False)

    def _choose(self, item: QListWidgetItem | None) -> None:
        chosen = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        if chosen is not None:
            self.chosen.emit(*chosen)
