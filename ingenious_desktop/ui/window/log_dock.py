"""The game log's dock beside the table (it gives way to the table with the other side panels: side_column), and
its lines point at the board (in the replay, they step the viewer there)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDockWidget

from ingenious_desktop.app.describe import placement_number

from ..kit.window_part import WindowPart
from ..panels.game_log import GameLogView, LogTitleBar


class LogDock(WindowPart):
    def __init__(self, window):
        super().__init__(window)
        self.view = GameLogView()
        self.dock = self.add_dock("game-log", self.view, Qt.DockWidgetArea.RightDockWidgetArea)
        self.dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable
                              | QDockWidget.DockWidgetFeature.DockWidgetClosable)
        self.dock.setTitleBarWidget(LogTitleBar(self.dock))
        self._ghost_row = -1   # the log line whose moment is shown over the board, if any
        self.view.lineHovered.connect(self._on_line_hovered)
        self.view.lineClicked.connect(self._on_line_clicked)

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
