"""The replay mode: a record shown in the viewer under the table, its score chart in a panel below,
while the game on the table waits behind it."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QMessageBox, QVBoxLayout, QWidget

from ingenious_desktop import APP_NAME
from ingenious_desktop.app.save_keys import table_offset_of
from ingenious_desktop.app.describe import unfinished_replay
from ingenious_desktop.app.setup import setup_from_here
from ingenious_desktop.app.viewer import ReplayStory
from ingenious_desktop.engine import Record, RecordError, load_record

from ..kit.messages import message_box
from ..kit.window_part import WindowPart
from ..panels.replay_viewer import ReplayViewer
from ..panels.score_chart import ScoreChart


class ReplayMode(WindowPart):
    def __init__(self, window):
        super().__init__(window)
        self.chart = ScoreChart()
        self.chart_dock = self.add_dock("score-chart", self.chart, Qt.DockWidgetArea.BottomDockWidgetArea)
        self.chart_dock.hide()
        self.viewer = ReplayViewer(window.scene, window.log.view, self.chart, window)
        self.viewer.chart_button.toggled.connect(self._show_chart)
        self.chart_dock.visibilityChanged.connect(
            lambda shown: self.viewer.active and self.viewer.chart_button.setChecked(shown))
        self.viewer.closeRequested.connect(self.close)
        self.viewer.playFromHereRequested.connect(self.play_from_here)
        window.table.view.installEventFilter(self.viewer)  # ← → Home End Space step the replay

    @property
    def active(self) -> bool:
        return self.viewer.active

    def central_widget(self) -> QWidget:
        """The table with the viewer's controls under it."""
        central = QWidget()
        column = QVBoxLayout(central)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addWidget(self.window.table, 1)
        column.addWidget(self.viewer.bar)
        return central

    def _show_chart(self, shown: bool) -> None:
        """The chart under the table, a third of the window high, so the table stays the larger."""
        self.chart_dock.setVisible(shown)
        if shown:
            self.window.resizeDocks([self.chart_dock], [max(self.chart.minimumHeight(), self.window.height() // 3)],
                                    Qt.Orientation.Vertical)

    def choose_file(self) -> None:
        documents = self.window.documents
        path, _ = QFileDialog.getOpenFileName(self.window, self.tr("Replay a saved game"), str(documents.start_folder()),
                                              documents.file_filter())
        if path:
            self.open_file(path)

    def open_file(self, path: str | Path) -> bool:
        """Show the record in ``path`` in the viewer (it is only read); False if it is not one, or the
        player would rather not see the hidden racks of an unfinished game that is not the one on the table."""
        path = Path(path)
        try:
            record = load_record(path)
            story = ReplayStory(record.variant, record.events, record.seats,
                                table_offset_of(record.extra, len(record.seats)))
        except RecordError as error:
            self.window.documents.refuse_file(path, error)
            return False
        if not story.finished and not self._is_game_on_table(record) and not self._confirm_unfinished():
            return False
        self._show_story(story, path.name)
        return True

    def _is_game_on_table(self, record: Record) -> bool:
        return self.controller.game is not None and record.extra.get("game_id") == self.controller.game_id

    def _confirm_unfinished(self) -> bool:
        box = message_box(self.window, QMessageBox.Icon.Question, self.tr("Show the hidden racks?"),
                          self.tr("{warning}\n\nReplay it anyway?").format(warning=unfinished_replay()))
        show = box.addButton(self.tr("Show every rack"), QMessageBox.ButtonRole.AcceptRole)
        cancel = box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(cancel)
        box.setEscapeButton(cancel)
        box.exec()
        return box.clickedButton() is show

    def show_current_game(self) -> None:
        """The game on the table, from its first move, in the viewer (from the game-over dialog)."""
        c = self.controller
        path = self.window.documents.path
        self._show_story(ReplayStory(c.game.variant, list(c.game.log), c.seats, c.table_offset),
                         path.name if path else self.tr("this game"))

    def _show_story(self, story: ReplayStory, name: str) -> None:
        window = self.window
        window.questions.close_dialog()
        window.table.overlay.hide()
        self.controller.stop()  # a computer stops thinking: the game waits behind the replay
        self.viewer.open(story)
        window.setWindowTitle(self.tr("{file} (replay)[*] — {app}").format(file=name, app=APP_NAME))
        window.setWindowModified(False)
        window.table.view.setFocus()

    def leave(self) -> None:
        """Take the viewer and its chart away (the game behind is told again by whoever called)."""
        self.viewer.leave()
        self.chart_dock.hide()

    def close(self) -> None:
        """Back to the game that was on the table (it goes on from where it stood)."""
        self.leave()
        self.viewer.chart_button.setChecked(False)
        if self.controller.game is not None:
            self.window.documents.update_title()
            self.controller.show_again()
        else:
            self.window.start_default_game()

    def play_from_here(self) -> None:
        """A new game from the position shown, seats chosen as in the new-game dialog; the record is untouched."""
        from ..dialogs.new_game import NewGameDialog

        if not self.window.documents.may_leave_game():
            return
        story = self.viewer.story
        game = story.game_from_here()
        setup = setup_from_here(story.variant.name, story.variant.players, game.to_move, self.window.last_setup())
        dialog = NewGameDialog(setup, self.window, continuing=True)
        if dialog.exec():
            self.leave()
            self.window.start_game(game, list(dialog.setup().seats))
