"""The panels docked beside the table (the game log, the network chat) give way to it: while the table beside
them would draw its smallest words under TEXT_FLOOR screen pixels they hide, and they come back when the window
has room again. A panel the player showed or hid is left as the player chose."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSizeF, Qt
from PySide6.QtWidgets import QDockWidget

from ingenious_desktop.engine import make_variant

from ..kit.window_part import WindowPart
from ..table.items import SMALLEST_TEXT, TEXT_FLOOR
from ..table.layout import best_layout

#: A side panel's first width: (narrowest, widest).
PANEL_WIDTH = (230, 300)
#: The table the panels make room for: the smallest, so that the window's size alone decides whether they give
#: way (starting or resuming a larger game never hides a panel the player switched on).
ROOM_FOR = make_variant("standard", 2)


class SideColumn(WindowPart):
    def __init__(self, window):
        super().__init__(window)
        self.docks: list[QDockWidget] = []
        self.gave_way: set[QDockWidget] = set()  # hidden by the window for the table's sake, not by the player
        self.kept: set[QDockWidget] = set()  # shown by the player where the table has no room: left until it has

    def add(self, dock: QDockWidget) -> None:
        """``dock`` gives way with the others; its close button and its View menu action are the player's."""
        self.docks.append(dock)
        dock.installEventFilter(self)
        dock.toggleViewAction().triggered.connect(lambda shown: self.chosen(dock, shown))

    def eventFilter(self, watched, event) -> bool:
        if watched in self.docks and event.type() == QEvent.Type.Close:
            self.chosen(watched, False)  # its close button: the player's choice
        return super().eventFilter(watched, event)

    def chosen(self, dock: QDockWidget, shown: bool) -> None:
        """The player showed or hid ``dock``: the window leaves it so (shown, until the table has room beside it)."""
        self.gave_way.discard(dock)
        self.kept.discard(dock)
        if shown:
            self.kept.add(dock)

    def show(self, dock: QDockWidget) -> None:
        """The player asked for ``dock``: shown, and left so."""
        dock.show()
        self.chosen(dock, True)

    def bring_in(self, dock: QDockWidget) -> None:
        """``dock`` has something to show (the network chat at a table): shown where the table keeps room beside
        it, else it waits among those that gave way."""
        self.kept.discard(dock)
        dock.show()
        self.fit()

    def forget(self, dock: QDockWidget) -> None:
        """``dock`` has nothing to show any more (the chat of a table left): hidden, and not brought back."""
        self.gave_way.discard(dock)
        self.kept.discard(dock)
        dock.hide()

    def fit(self) -> None:
        """Hide the docked panels while a two-player table beside them would draw text under TEXT_FLOOR pixels;
        bring back those that gave way when there is room again."""
        docked = [dock for dock in self.docks if dock.isVisible() and not dock.isFloating()]
        if self._table_has_room(docked):
            self.kept.clear()
        docked = [dock for dock in docked if dock not in self.kept]
        if self.gave_way and self._table_has_room(docked):
            back = [dock for dock in self.docks if dock in self.gave_way]
            self.gave_way.clear()
            for dock in back:
                dock.show()
            self.window.resizeDocks(back, [self.width()] * len(back), Qt.Orientation.Horizontal)
        elif docked and not self._table_has_room(docked):
            self.gave_way.update(docked)
            for dock in docked:
                dock.hide()

    def width(self) -> int:
        """A quarter of the window, within PANEL_WIDTH."""
        return max(PANEL_WIDTH[0], min(PANEL_WIDTH[1], self.window.width() // 4))

    def _table_has_room(self, docked: list[QDockWidget]) -> bool:
        """Would the table keep its words at TEXT_FLOOR pixels or more beside the column at its narrowest?"""
        if self.controller.game is None:
            return True
        central = self.window.centralWidget()
        view = QSizeF(central.width(), central.height())
        taken: dict = {}  # per side of the window, the room its shown panels take (the table's once they hide)
        for dock in docked:
            area = self.window.dockWidgetArea(dock)
            taken[area] = max(taken.get(area, 0), dock.width())
        view.setWidth(view.width() + sum(taken.values()))
        view.setWidth(view.width() - PANEL_WIDTH[0] - 4)  # the column at its narrowest, and the edge beside it
        return SMALLEST_TEXT * best_layout(ROOM_FOR, view).scale_in(view) >= TEXT_FLOOR
