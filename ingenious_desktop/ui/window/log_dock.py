"""The game log's dock beside the table: it gives way while the table would be too small beside it,
and its lines point at the board (in the replay, they step the viewer there)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSizeF, Qt
from PySide6.QtWidgets import QDockWidget

from ingenious_desktop.app.describe import placement_number
from ingenious_desktop.engine import make_variant

from ..kit.window_part import WindowPart
from ..panels.game_log import GameLogView, LogTitleBar
from ..table.items import SMALLEST_TEXT, TEXT_FLOOR
from ..table.layout import best_layout

#: The game log panel's first width: (narrowest, widest).
LOG_WIDTH = (230, 300)
#: The table the log makes room for: the smallest, so that the window's size alone decides whether the log
#: gives way (starting or resuming a larger game never hides a log the player switched on).
ROOM_FOR = make_variant("standard", 2)


class LogDock(WindowPart):
    def __init__(self, window):
        super().__init__(window)
        self.view = GameLogView()
        self.dock = self.add_dock("game-log", self.view, Qt.DockWidgetArea.RightDockWidgetArea)
        self.dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable
                              | QDockWidget.DockWidgetFeature.DockWidgetClosable)
        self.dock.setTitleBarWidget(LogTitleBar(self.dock))
        self.gave_way = False  # hidden by the window for the table's sake, not by the player
        self._ghost_row = -1   # the log line whose moment is shown over the board, if any
        self.dock.installEventFilter(self)
        self.view.lineHovered.connect(self._on_line_hovered)
        self.view.lineClicked.connect(self._on_line_clicked)

    # ----------------------------------------------------------------- giving way to the table

    def eventFilter(self, watched, event) -> bool:
        if watched is self.dock and event.type() == QEvent.Type.Close:
            self.chosen()  # its close button: the player's choice
        return super().eventFilter(watched, event)

    def chosen(self) -> None:
        """The player showed or hid the log: the window leaves it so."""
        self.gave_way = False

    def fit(self) -> None:
        """Hide the log while a two-player table beside it would draw text under TEXT_FLOOR pixels; bring it
        back when there is room again (a log the player hid stays hidden)."""
        if self.gave_way and self._table_has_room_beside_log():
            self.gave_way = False
            self.dock.show()
            self.window.resizeDocks([self.dock], [self.width()], Qt.Orientation.Horizontal)
        elif not self.gave_way and self.dock.isVisible() and not self._table_has_room_beside_log():
            self.gave_way = True
            self.dock.hide()

    def width(self) -> int:
        """A quarter of the window, within LOG_WIDTH."""
        return max(LOG_WIDTH[0], min(LOG_WIDTH[1], self.window.width() // 4))

    def _table_has_room_beside_log(self) -> bool:
        if self.dock.isFloating() or self.controller.game is None or self._column_kept_by_another():
            return True
        central = self.window.centralWidget()
        view = QSizeF(central.width(), central.height())
        if self.dock.isVisible():
            view.setWidth(view.width() + self.dock.width())
        view.setWidth(view.width() - LOG_WIDTH[0] - 4)  # the log at its narrowest, and the edge beside it
        return SMALLEST_TEXT * best_layout(ROOM_FOR, view).scale_in(view) >= TEXT_FLOOR

    def _column_kept_by_another(self) -> bool:
        """Another panel (the network chat) is shown in the log's column: hiding the log would give the table
        no room, only take the log away."""
        window, area = self.window, self.window.dockWidgetArea(self.dock)
        return any(dock is not self.dock and dock.isVisible() and not dock.isFloating()
                   and window.dockWidgetArea(dock) == area for dock in window.findChildren(QDockWidget))

    # ----------------------------------------------------------------- pointing at the board

    def forget_moment(self) -> None:
        """A new position: no line's moment is shown over the board."""
        self._ghost_row = -1

    def _on_line_hovered(self, row: int) -> None:
        replay, tiles = self.window.replay, self.window.scene.tiles
        if replay.active:
            replay.viewer.point_at_line(row)
            return
        if row != self._ghost_row and self._ghost_row >= 0:
            self._ghost_row = -1
            tiles.show_moment(None)
        tiles.point_at(self._result_of_line(row))

    def _on_line_clicked(self, row: int) -> None:
        """In the viewer, go there; in a game, show that moment over the board until the pointer leaves the line."""
        if self.window.replay.active:
            self.window.replay.viewer.jump_to_line(row)
            return
        number = placement_number(self.controller.log_lines, row)
        if number is not None:
            self._ghost_row = row
            self.window.scene.tiles.show_moment(number + 1)

    def _result_of_line(self, row: int):
        number = placement_number(self.controller.log_lines, row) if self.controller.game is not None else None
        return None if number is None else self.controller.game.results[number]
