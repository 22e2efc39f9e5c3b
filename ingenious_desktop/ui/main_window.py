"""The main window: the table in the centre, the game log beside it, the menus and the status line."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, QPoint, QRect, QSize, QSizeF, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QDialog, QDockWidget, QFileDialog, QMainWindow, QMessageBox, QVBoxLayout, QWidget,
)

from ingenious_desktop import __version__
from ingenious_desktop.app.controller import GameController, table_offset_of
from ingenious_desktop.app.describe import (describe_log, placement_number, status_line, swap_choice, unfinished_replay,
                                           unreadable_record)
from ingenious_desktop.app.settings import Settings
from ingenious_desktop.app.setup import GameSetup, default_setup, setup_from_here
from ingenious_desktop.app.statistics import load_statistics
from ingenious_desktop.app.storage import SAVE_SUFFIX, documents_dir, fresh_save_name, write_atomically
from ingenious_desktop.app.viewer import ReplayStory
from ingenious_desktop.engine import Game, Phase, Record, RecordError, Seat, load_record

from .coaching import WindowCoach
from .gamelog import GameLogView, LogTitleBar
from .main import APP_NAME
from .messages import menu_text, message_box, plain_tooltip, tell
from .overlays import HandOverOverlay
from .palette import ACCENT, FRAME, INK, INK_DIM, LOG_BACKGROUND, PANEL_FACE
from .replay_viewer import ReplayViewer
from .retranslating import Retranslating, set_words
from .score_chart import ScoreChart
from .table import TableScene
from .tableitems import SMALLEST_TEXT, TEXT_FLOOR
from .tablelayout import best_layout
from .tableview import TableView

DEFAULT_SIZE = QSize(1200, 800)
#: The game log panel's first width: (narrowest, widest).
LOG_WIDTH = (230, 300)
#: The status line and the edge beside the log panel, dark like the table they border.
STATUS_LINE_STYLE = f"QStatusBar {{ background: {FRAME.name()}; color: {INK.name()}; }} " \
                    "QStatusBar::item { border: none; }"
#: The edges between the panels, the toolbar and the tabs of panels stacked in one place, dark like the
#: table ("QMainWindow >": not the toolbars and tabs of the dialogs the window opens).
WINDOW_STYLE = f"""
    QMainWindow::separator {{ background: {FRAME.name()}; width: 4px; height: 4px; }}
    QMainWindow > QToolBar {{ background: {FRAME.name()}; border: none; padding: 2px; }}
    QMainWindow > QToolBar QToolButton {{ color: {INK.name()}; border: none; border-radius: 3px; padding: 3px 8px; }}
    QMainWindow > QToolBar QToolButton:hover {{ background: {PANEL_FACE[0].name()}; }}
    QMainWindow > QToolBar QToolButton:disabled {{ color: {INK_DIM.name()}; }}
    QMainWindow > QTabBar {{ background: {FRAME.name()}; }}
    QMainWindow > QTabBar::tab {{ background: {FRAME.name()}; color: {INK_DIM.name()}; border: none;
                                  border-top: 2px solid transparent; padding: 4px 12px; }}
    QMainWindow > QTabBar::tab:selected {{ background: {LOG_BACKGROUND.name()}; color: {INK.name()};
                                           border-top-color: {ACCENT.name()}; }}
    QMainWindow > QTabBar::tab:hover {{ color: {INK.name()}; }}
"""


class TableArea(QWidget):
    """The table view with the hand-over screen stacked over it."""

    def __init__(self, view: TableView):
        super().__init__()
        view.setParent(self)
        self.view = view
        self.overlay = HandOverOverlay(self)

    def resizeEvent(self, event) -> None:
        self.view.setGeometry(self.rect())
        self.overlay.setGeometry(self.rect())
        super().resizeEvent(event)


class MainWindow(Retranslating, QMainWindow):
    def __init__(self, settings: Settings, autosave_path: Path | None = None):
        super().__init__()
        self.settings = settings
        self.path: Path | None = None
        self._saved_log: list | None = None  # the events as last opened or saved; None if never saved
        self.controller = GameController(autosave_path, self)
        self.controller.show_all_racks = settings.show_all_racks
        self.scene = TableScene(self)
        self.table = TableArea(TableView(self.scene))
        self._dialog: QWidget | None = None  # the swap offer or game-over dialog on screen, if any
        self._ghost_row = -1                 # the log line whose moment is shown over the board, if any
        self.lesson = None  # Help ▸ Learn to play, while it runs
        self._lesson_dock: QDockWidget | None = None
        self._before_lesson: tuple | None = None  # the game, seats, file, its keys, saved log and autosave to return to
        self._build_log_dock()
        self._build_replay_viewer()
        self._build_status_line()
        self._build_menus()
        self.coach = WindowCoach(self)
        self.retranslate()
        self._connect()
        self._apply_preferences()
        self.setStyleSheet(WINDOW_STYLE)
        self.setAcceptDrops(True)
        self._restore_layout()

    # ----------------------------------------------------------------- building

    def _build_log_dock(self) -> None:
        self.log_list = GameLogView()
        dock = QDockWidget(self)
        dock.setObjectName("game-log")
        dock.setWidget(self.log_list)
        dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable
                         | QDockWidget.DockWidgetFeature.DockWidgetClosable)
        dock.setTitleBarWidget(LogTitleBar(dock))
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        self.log_dock = dock
        self._log_gave_way = False  # hidden by the window for the table's sake, not by the player
        dock.installEventFilter(self)

    def _build_replay_viewer(self) -> None:
        """The viewer's controls under the table, its score chart in a panel below (hidden until asked for)."""
        self.chart = ScoreChart()
        self.chart_dock = QDockWidget(self)
        self.chart_dock.setObjectName("score-chart")
        self.chart_dock.setWidget(self.chart)
        self.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, self.chart_dock)
        self.chart_dock.hide()
        self.viewer = ReplayViewer(self.scene, self.log_list, self.chart, self)
        self.viewer.chart_button.toggled.connect(self._show_chart)
        self.chart_dock.visibilityChanged.connect(
            lambda shown: self.viewer.active and self.viewer.chart_button.setChecked(shown))
        central = QWidget()
        column = QVBoxLayout(central)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addWidget(self.table, 1)
        column.addWidget(self.viewer.bar)
        self.setCentralWidget(central)
        self.table.view.installEventFilter(self.viewer)  # ← → Home End Space step the replay

    def _show_chart(self, shown: bool) -> None:
        """The chart under the table, a third of the window high, so the table stays the larger."""
        self.chart_dock.setVisible(shown)
        if shown:
            self.resizeDocks([self.chart_dock], [max(self.chart.minimumHeight(), self.height() // 3)],
                             Qt.Orientation.Vertical)

    def _build_status_line(self) -> None:
        """The bar for passing messages (saved, not allowed); the game's status line is on the table."""
        self.statusBar().setStyleSheet(STATUS_LINE_STYLE)

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.game_menu = bar.addMenu("")
        self.new_action = self._action(self.game_menu, QKeySequence.StandardKey.New, self.choose_new_game)
        self.open_action = self._action(self.game_menu, QKeySequence.StandardKey.Open, self.choose_file_to_open)
        self.recent_menu = self.game_menu.addMenu("")
        self.recent_menu.aboutToShow.connect(self._fill_recent_menu)
        self.replay_action = self._action(self.game_menu, None, self.choose_file_to_replay)
        self.game_menu.addSeparator()
        self.save_action = self._action(self.game_menu, QKeySequence.StandardKey.Save, self.save)
        self.save_as_action = self._action(self.game_menu, QKeySequence.StandardKey.SaveAs, self.save_as)
        self.game_menu.addSeparator()
        self.statistics_action = self._action(self.game_menu, None, self.show_statistics)
        self.statistics_action.setEnabled(self.controller.statistics_path is not None)
        self.game_menu.addSeparator()
        self.quit_action = self._action(self.game_menu, QKeySequence("Ctrl+Q"), self.close)
        self.edit_menu = bar.addMenu("")
        self.undo_action = self._action(self.edit_menu, QKeySequence("Ctrl+Z"), self.controller.undo)
        self.redo_action = self._action(self.edit_menu, QKeySequence("Ctrl+Shift+Z"), self.controller.redo)
        self.edit_menu.addSeparator()
        self.settings_action = self._action(self.edit_menu, QKeySequence("Ctrl+,"), self.show_settings)
        self.view_menu = bar.addMenu("")
        self.show_log_action = self.log_dock.toggleViewAction()
        self.show_log_action.triggered.connect(self._log_chosen)
        self.show_log_action.setShortcut(QKeySequence("Ctrl+L"))
        self.view_menu.addAction(self.show_log_action)
        self.help_menu = bar.addMenu("")
        self.lesson_action = self._action(self.help_menu, None, self.start_lesson)
        self.rules_action = self._action(self.help_menu, QKeySequence("F1"), self.show_rules)
        self.about_action = self._action(self.help_menu, None, self.show_about)

    def retranslate(self) -> None:
        """The menus' words in the language now chosen (again when it changes: Retranslating)."""
        set_words({
            self.game_menu: self.tr("&Game"), self.new_action: self.tr("&New game…"),
            self.open_action: self.tr("&Open…"), self.recent_menu: self.tr("Open &recent"),
            self.replay_action: self.tr("Re&play…"), self.statistics_action: self.tr("S&tatistics…"),
            self.save_action: self.tr("&Save"), self.save_as_action: self.tr("Save &as…"),
            self.quit_action: self.tr("&Quit"),
            self.edit_menu: self.tr("&Edit"), self.undo_action: self.tr("&Undo turn"),
            self.redo_action: self.tr("&Redo turn"), self.settings_action: self.tr("&Settings…"),
            self.view_menu: self.tr("&View"), self.log_dock: self.tr("Game log"),
            self.chart_dock: self.tr("Score chart"), self.show_log_action: self.tr("Game &log"),
            self.help_menu: self.tr("&Help"), self.lesson_action: self.tr("&Learn to play"),
            self.rules_action: self.tr("&Rules"), self.about_action: self.tr("&About Ingenious Desktop"),
        })
        if self._lesson_dock is not None:
            self._lesson_dock.setWindowTitle(self.tr("Learn to play"))
        self.coach.retranslate()
        if self.viewer.active:
            return  # the game behind the replay is told again, in this language, when the replay closes
        self._update_title()
        self.controller.retranslate()
        if self.controller.game is not None:
            c = self.controller
            self.scene.show_game(c.game, c.seats, c.table_offset)  # panels, bag and hints

    def _action(self, menu, shortcut, slot) -> QAction:
        action = QAction(self)
        if shortcut is not None:
            action.setShortcut(shortcut)
        action.triggered.connect(slot)
        menu.addAction(action)
        return action

    def _connect(self) -> None:
        c = self.controller
        c.gameReset.connect(self._on_game_reset)
        c.gameChanged.connect(self.scene.apply_change)
        c.gameChanged.connect(lambda _change: self._update_modified())
        c.logLines.connect(self.log_list.add_lines)
        c.logRewritten.connect(lambda: self.log_list.set_lines(c.log_lines))
        c.statusChanged.connect(self.scene.set_status)
        c.faceUpChanged.connect(self.scene.set_face_up_racks)
        c.humanTurn.connect(self.scene.set_human_turn)
        c.handOverRequested.connect(self._cover_table)
        c.swapOffered.connect(self._offer_swap)
        c.placementRefused.connect(lambda why: self.statusBar().showMessage(why, 5000))
        c.gameOver.connect(self._show_game_over)
        c.historyChanged.connect(self._update_history_actions)
        c.autosaveFailed.connect(self._tell_autosave_failed)
        self.scene.placementRequested.connect(self._ask_for_placement)
        self.scene.spotRefused.connect(lambda why: self.statusBar().showMessage(why, 5000))
        self.table.overlay.ready.connect(self._on_ready_after_hand_over)
        self.log_list.lineHovered.connect(self._on_line_hovered)
        self.log_list.lineClicked.connect(self._on_line_clicked)
        self.viewer.closeRequested.connect(self.close_replay)
        self.viewer.playFromHereRequested.connect(self.play_from_here)

    # ----------------------------------------------------------------- games

    def start_game(self, game: Game, seats: list[Seat], path: Path | None = None, saved: dict | None = None,
                   unsaved: bool = False, table_offset: int = 0) -> None:
        """Play ``game``, which belongs to the saved game ``path`` (if any) whose extra keys are ``saved``;
        ``unsaved``: it differs from what that file holds; ``table_offset``: the seat, as set up, that plays
        first (see the controller)."""
        self._end_lesson()
        self.path = path
        self.controller.file = path
        self.controller.table_offset = table_offset
        self._saved_log = None
        self.controller.start(game, seats, saved)
        self._saved_log = None if unsaved else list(self.controller.game.log)
        self._update_title()

    def show_unplayed(self, game: Game, seats: list[Seat], table_offset: int = 0) -> None:
        """Show ``game`` on the table without playing it (behind the question whether to resume it):
        every rack face down, nobody to move."""
        self.scene.set_human_turn(None)
        self.scene.set_face_up_racks(set())
        self.scene.show_game(game, seats, table_offset)
        self.scene.set_status(status_line(game, seats))
        self.log_list.set_lines(describe_log(game.variant, game.log, seats))

    def new_game(self, setup: GameSetup) -> None:
        game, seats, starter = setup.new_game()
        self.start_game(game, seats, table_offset=starter)

    def start_default_game(self) -> None:
        self.new_game(self._last_setup())

    def _last_setup(self) -> GameSetup:
        """The game last set up in the new-game dialog, or one human against the computer."""
        try:
            return GameSetup.from_json(self.settings.last_setup or {})
        except ValueError:
            return default_setup()

    def choose_new_game(self) -> None:
        from .new_game_dialog import NewGameDialog

        dialog = NewGameDialog(self._last_setup(), self)
        if dialog.exec():
            setup = dialog.setup()
            self.settings.last_setup = setup.to_json()
            self.new_game(setup)

    def play_again(self) -> None:
        """The same players in the same order, with a new deal."""
        game = self.controller.game
        self.start_game(Game(game.variant), self.controller.seats, table_offset=self.controller.table_offset)

    # ----------------------------------------------------------------- files

    def open_file(self, path: str | Path) -> bool:
        """Open a saved game; a file that is not one gets one error dialog and the current game goes on."""
        path = Path(path).absolute()  # the autosave remembers it, wherever the program starts next
        try:
            record = load_record(path)
            game = record.replay()
        except RecordError as error:
            self._refuse_file(path, error)
            return False
        self.settings.add_recent_file(str(path))
        self.start_game(game, record.seats, path, record.extra,
                        table_offset=table_offset_of(record.extra, len(record.seats)))
        return True

    def _refuse_file(self, path: Path, error: RecordError) -> None:
        """One error dialog for a file that is not a record; the game on the table goes on."""
        reason = unreadable_record(error)
        text = self.tr("“{file}” is not a saved game this program can open.\n\n{reason}\n\n"
                       "The game on the table goes on; nothing was changed.") if self.controller.game else \
            self.tr("“{file}” is not a saved game this program can open.\n\n{reason}\n\nNothing was changed.")
        tell(self, QMessageBox.Icon.Critical, self.tr("Cannot open this file"),
             text.format(file=path.name, reason=reason))
        if not path.exists():
            self.settings.remove_recent_file(str(path))

    # ----------------------------------------------------------------- the replay viewer

    def choose_file_to_replay(self) -> None:
        start = str(self.path.parent if self.path else documents_dir())
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Replay a saved game"), start, self._file_filter())
        if path:
            self.open_replay(path)

    def open_replay(self, path: str | Path) -> bool:
        """Show the record in ``path`` in the viewer (it is only read); False if it is not one, or the
        player would rather not see the hidden racks of an unfinished game that is not the one on the table."""
        path = Path(path)
        try:
            record = load_record(path)
            story = ReplayStory(record.variant, record.events, record.seats,
                                table_offset_of(record.extra, len(record.seats)))
        except RecordError as error:
            self._refuse_file(path, error)
            return False
        if not story.finished and not self._is_game_on_table(record) and not self._confirm_unfinished_replay():
            return False
        self._show_story(story, path.name)
        return True

    def _is_game_on_table(self, record: Record) -> bool:
        return self.controller.game is not None and record.extra.get("game_id") == self.controller.game_id

    def _confirm_unfinished_replay(self) -> bool:
        box = message_box(self, QMessageBox.Icon.Question, self.tr("Show the hidden racks?"),
                          self.tr("{warning}\n\nReplay it anyway?").format(warning=unfinished_replay()))
        show = box.addButton(self.tr("Show every rack"), QMessageBox.ButtonRole.AcceptRole)
        cancel = box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(cancel)
        box.setEscapeButton(cancel)
        box.exec()
        return box.clickedButton() is show

    def replay_current_game(self) -> None:
        """The game on the table, from its first move, in the viewer (from the game-over dialog)."""
        c = self.controller
        self._show_story(ReplayStory(c.game.variant, list(c.game.log), c.seats, c.table_offset),
                         self.path.name if self.path else self.tr("this game"))

    def _show_story(self, story: ReplayStory, name: str) -> None:
        self._close_dialog()
        self.table.overlay.hide()
        self.controller.stop()  # a computer stops thinking: the game waits behind the replay
        self.viewer.open(story)
        self.setWindowTitle(self.tr("{file} (replay)[*] — {app}").format(file=name, app=APP_NAME))
        self.setWindowModified(False)
        self.table.view.setFocus()

    def close_replay(self) -> None:
        """Back to the game that was on the table (it goes on from where it stood)."""
        self.viewer.leave()
        self.chart_dock.hide()
        self.viewer.chart_button.setChecked(False)
        if self.controller.game is not None:
            self._update_title()
            self.controller.show_again()
        else:
            self.start_default_game()

    def play_from_here(self) -> None:
        """A new game from the position shown, seats chosen as in the new-game dialog; the record is untouched."""
        from .new_game_dialog import NewGameDialog

        story = self.viewer.story
        game = story.game_from_here()
        setup = setup_from_here(story.variant.name, story.variant.players, game.to_move, self._last_setup())
        dialog = NewGameDialog(setup, self, continuing=True)
        if dialog.exec():
            self.viewer.leave()
            self.chart_dock.hide()
            self.start_game(game, list(dialog.setup().seats))

    # ----------------------------------------------------------------- the log pointing at the board

    def _on_line_hovered(self, row: int) -> None:
        if self.viewer.active:
            self.viewer.point_at_line(row)
            return
        if row != self._ghost_row and self._ghost_row >= 0:
            self._ghost_row = -1
            self.scene.tiles.show_moment(None)
        self.scene.tiles.point_at(self._result_of_line(row))

    def _on_line_clicked(self, row: int) -> None:
        """In the viewer, go there; in a game, show that moment over the board until the pointer leaves the line."""
        if self.viewer.active:
            self.viewer.jump_to_line(row)
            return
        number = placement_number(self.controller.log_lines, row)
        if number is not None:
            self._ghost_row = row
            self.scene.tiles.show_moment(number + 1)

    def _result_of_line(self, row: int):
        number = placement_number(self.controller.log_lines, row) if self.controller.game is not None else None
        return None if number is None else self.controller.game.results[number]

    def choose_file_to_open(self) -> None:
        start = str(self.path.parent if self.path else _folder_for_new_saves())
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open a saved game"), start, self._file_filter())
        if path:
            self.open_file(path)

    def save(self) -> bool:
        if self.path is None:
            return self.save_as()
        return self.save_to(self.path)

    def save_as(self) -> bool:
        start = self.path or _folder_for_new_saves() / fresh_save_name()
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save the game"), str(start), self._file_filter())
        if not path:
            return False
        if not path.endswith(SAVE_SUFFIX) and "." not in Path(path).name:
            path += SAVE_SUFFIX
        return self.save_to(Path(path))

    def _file_filter(self) -> str:
        return self.tr("Ingenious games (*{suffix});;All files (*)").format(suffix=SAVE_SUFFIX)

    def save_to(self, path: Path) -> bool:
        try:
            write_atomically(path, self.controller.record_text())
        except OSError as error:
            tell(self, QMessageBox.Icon.Critical, self.tr("Cannot save"),
                 self.tr("The game could not be saved.\n\n{error}").format(error=error))
            return False
        self.path = self.controller.file = Path(path).absolute()
        self._saved_log = list(self.controller.game.log)
        self.controller.autosave()  # now remembers the file this game belongs to
        self.settings.add_recent_file(str(self.path))
        self._update_title()
        self.statusBar().showMessage(self.tr("Saved to {file}").format(file=path), 4000)
        return True

    def _fill_recent_menu(self) -> None:
        self.recent_menu.clear()
        paths = self.settings.recent_files
        for path in paths:
            action = self.recent_menu.addAction(menu_text(Path(path).name))
            action.setToolTip(plain_tooltip(path))
            action.triggered.connect(lambda _=False, p=path: self.open_file(p))
        if not paths:
            self.recent_menu.addAction(self.tr("No recent games")).setEnabled(False)

    # ----------------------------------------------------------------- reacting to the controller

    def _on_game_reset(self) -> None:
        self._update_modified()
        if self.viewer.active:
            self.viewer.leave()
            self.chart_dock.hide()
        self._ghost_row = -1
        self._close_dialog()
        self.table.overlay.hide()
        c = self.controller
        self.scene.show_game(c.game, c.seats, c.table_offset)
        self.scene.set_face_up_racks(c.face_up_racks())
        self.log_list.set_lines(c.log_lines)
        self._fit_log()  # another variant may need more room
        self.table.view.setFocus()  # keys 1-6, arrows, R, Enter and Esc work without a click first

    def _cover_table(self, seat: int) -> None:
        """Cover the table for the hand-over once the last move has landed (the racks are face down already)."""
        self.scene.cancel_pick()
        self.scene.animate.when_landed(lambda: self._cover_if_still_due(seat))

    def _cover_if_still_due(self, seat: int) -> None:
        if self.controller.handover_pending == seat:
            self.table.overlay.cover(self.controller.seats[seat].name)

    def _on_ready_after_hand_over(self) -> None:
        self.table.view.setFocus()
        self.controller.confirm_hand_over()

    def _offer_swap(self, seat: int, why: str) -> None:
        """Ask once the placement has landed: the question must not hide the move it follows."""
        game = self.controller.game
        self.scene.animate.when_landed(lambda: self._ask_swap(why) if self._swap_still_due(game, seat) else None)

    def _swap_still_due(self, game: Game, seat: int) -> bool:
        return self.controller.game is game and game.phase is Phase.REFILL and game.to_move == seat

    def _ask_swap(self, why: str) -> None:
        box = message_box(self, QMessageBox.Icon.Question, self.tr("Swap your tiles?"),
                          self.tr("{reason}\n\n{choice}").format(reason=why, choice=swap_choice()))
        swap = box.addButton(self.tr("Swap all tiles"), QMessageBox.ButtonRole.AcceptRole)
        keep = box.addButton(self.tr("Keep my tiles"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(keep)
        box.setEscapeButton(keep)
        box.finished.connect(lambda _result: self.controller.answer_swap(box.clickedButton() is swap))
        self._show_dialog(box)

    def _show_game_over(self) -> None:
        from .game_over_dialog import GameOverDialog

        dialog = GameOverDialog(self.controller.game, self.controller.seats, self, best_solo=self._best_solo_before(),
                                hints=self.controller.hints_used)
        dialog.reviewRequested.connect(self.coach.review_game)
        dialog.newGameRequested.connect(self.choose_new_game)
        dialog.playAgainRequested.connect(self.play_again)
        dialog.replayRequested.connect(self.replay_current_game)
        self._place_over_table(dialog)
        self._show_dialog(dialog)

    def _place_over_table(self, dialog) -> None:
        """Over the table, leaving the panels beside it readable (the lesson's last words explain the
        ranking); one wider than the table reaches left, away from the panels, as far as the screen allows."""
        dialog.adjustSize()
        table = self.centralWidget()
        over = QRect(table.mapToGlobal(QPoint(0, 0)), table.size())
        screen = self.screen().availableGeometry()
        size = dialog.frameGeometry().size()
        left = max(screen.left(), min(over.center().x() - size.width() // 2, over.right() - size.width()))
        top = max(screen.top(), min(over.center().y() - size.height() // 2, screen.bottom() - size.height()))
        dialog.move(left, top)

    def _best_solo_before(self) -> str | None:
        """The best solo result before the game that just ended, for its game-over dialog (solo only)."""
        path = self.controller.statistics_path
        if self.controller.game.variant.name != "solo" or path is None:
            return None
        return load_statistics(path)[0].best_solo_before(self.controller.game_id)

    def _show_dialog(self, dialog) -> None:
        """Show a window-modal dialog without blocking: the computer players go on meanwhile."""
        self._close_dialog()
        self._dialog = dialog
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.finished.connect(lambda _result: self._forget_dialog(dialog))
        dialog.open()

    def _forget_dialog(self, dialog) -> None:
        if self._dialog is dialog:
            self._dialog = None

    def _close_dialog(self) -> None:
        """Close the swap offer or game-over dialog of a position that is no longer on the table."""
        if self._dialog is not None:
            self._dialog.close()

    def _update_history_actions(self) -> None:
        in_lesson = self.lesson is not None  # a lesson's steps are undone by starting them again
        self.undo_action.setEnabled(self.controller.can_undo() and not in_lesson)
        self.redo_action.setEnabled(self.controller.can_redo() and not in_lesson)

    def _update_title(self) -> None:
        """Qt's document title: the file's name, [*] for the star of unsaved changes, the app's name once."""
        name = self.path.name if self.path else self.tr("New game")
        self.setWindowTitle(self.tr("{file}[*] — {app}").format(file=name, app=APP_NAME))
        self._update_modified()

    def _update_modified(self) -> None:
        game = self.controller.game
        self.setWindowModified(game is not None and game.log != self._saved_log)

    def _ask_for_placement(self, placement) -> None:
        """A placement put down on the table: in a lesson, the lesson judges it before the controller."""
        if self.lesson is not None:
            self.lesson.request_placement(placement)
        else:
            self.controller.request_placement(placement)

    # ----------------------------------------------------------------- the lesson

    def start_lesson(self) -> None:
        """Help ▸ Learn to play: the lesson from its first step, beside the table (again if it runs)."""
        if self.lesson is not None:
            self.lesson.start()
            return
        from ingenious_desktop.app.lesson import Lesson

        from .lesson_panel import LessonPanel, lesson_dock

        c = self.controller
        ours = {"game_id": c.game_id, "undid": c.undid}
        self._before_lesson = (c.game, c.seats, self.path, ours, c.table_offset, self._saved_log, c.autosave_path)
        c.autosave_path = None  # the lesson's positions never replace the game's autosave, nor count in statistics
        self.lesson = Lesson(c, self)
        self.lesson.finished.connect(self.leave_lesson)
        panel = LessonPanel(self.lesson, self.scene, self.table.view)
        panel.leaveRequested.connect(self.leave_lesson)
        self._lesson_dock = lesson_dock(panel, self)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self._lesson_dock)
        if self.log_dock.isVisible():
            self.tabifyDockWidget(self.log_dock, self._lesson_dock)
        self._lesson_dock.show()
        self._lesson_dock.raise_()
        width = max(LOG_WIDTH[0], min(LOG_WIDTH[1], self.width() // 4))  # as wide as the log: a large table
        self.resizeDocks([self._lesson_dock], [width], Qt.Orientation.Horizontal)
        self.retranslate()
        self.lesson.start()
        self._update_history_actions()

    def leave_lesson(self) -> None:
        """End the lesson and play on with the game it interrupted (or a new one if there was none)."""
        before = self._before_lesson
        self._end_lesson()
        if before is None:
            return
        game, seats, path, ours, table_offset, saved_log, _autosave = before
        if game is None:
            self.start_default_game()
            return
        self.start_game(game, seats, path, ours, table_offset=table_offset)
        self._saved_log = saved_log
        self._update_title()

    def _end_lesson(self) -> None:
        """Take the lesson's panel away and autosave again; the game on the table stays."""
        if self.lesson is None:
            return
        lesson, self.lesson = self.lesson, None
        lesson.stop()
        self.controller.autosave_path = self._before_lesson[-1]
        self._before_lesson = None
        dock, self._lesson_dock = self._lesson_dock, None
        dock.widget().detach()
        self.removeDockWidget(dock)
        dock.deleteLater()
        lesson.deleteLater()
        self._update_history_actions()

    def offer_lesson_once(self) -> None:
        """On the very first start, offer the lesson (never again, whatever the answer)."""
        if self.settings.lesson_offered or not self.isVisible():  # closed already: nothing to offer it over
            return
        self.settings.lesson_offered = True
        box = message_box(self, QMessageBox.Icon.Question, self.tr("Learn to play?"),
                          self.tr("New to Ingenious? A short lesson on the real table shows you how to place "
                                  "and turn tiles, how they score, and how to win. You can leave it at any "
                                  "time and find it again under Help ▸ Learn to play."))
        show = box.addButton(self.tr("Show me"), QMessageBox.ButtonRole.AcceptRole)
        later = box.addButton(self.tr("Not now"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(show)
        box.setEscapeButton(later)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.finished.connect(lambda _result: box.clickedButton() is show and self.start_lesson())
        box.open()  # window-modal, not waiting: the game is already on the table behind it

    # ----------------------------------------------------------------- preferences and help

    def show_settings(self) -> None:
        from .settings_dialog import SettingsDialog

        if SettingsDialog(self.settings, self).exec():
            self._apply_preferences()
            self.controller.set_show_all_racks(self.settings.show_all_racks)
            if self.controller.handover_pending is None:
                self.table.overlay.hide()

    def _apply_preferences(self) -> None:
        self.scene.set_preferences(self.settings.points_preview, self.settings.animation_speed)

    def show_statistics(self) -> None:
        from .statistics_dialog import StatisticsDialog

        path = self.controller.statistics_path
        if path is not None:
            StatisticsDialog(path, self).exec()

    def show_rules(self) -> None:
        from .rules_dialog import RulesDialog

        RulesDialog(self).show()

    def show_about(self) -> None:
        QMessageBox.about(self, self.tr("About Ingenious Desktop"),
                          f"<h3>Ingenious Desktop {__version__}</h3><p>"
                          + self.tr("Reiner Knizia's tile game Ingenious for two to four players, in teams or "
                                    "alone, against friends at the same screen or against the computer.")
                          + "</p>")

    # ----------------------------------------------------------------- window events

    def _tell_autosave_failed(self, error: str) -> None:
        """Once for a run of failed autosaves: the controller tries again at every placement."""
        tell(self, QMessageBox.Icon.Warning, self.tr("Autosave failed"),
             self.tr("The game could not be autosaved: {error}\n\nIt is tried again after every placement. Until "
                     "an autosave goes through, the moves since the last one would be lost if the program "
                     "ended.").format(error=error))

    def closeEvent(self, event) -> None:
        self.coach.stop()
        self.controller.stop()
        self.controller.autosave()
        self._hide_dialogs()
        if self._log_gave_way:  # the saved layout keeps the player's choice, not the window's
            self.log_dock.show()
        self.settings.keep_window_layout(self.saveGeometry(), self.saveState())
        super().closeEvent(event)

    def _hide_dialogs(self) -> None:
        """Take the window's dialogs off the screen with it, unanswered (closing a swap offer would answer
        it; the saved game asks again when it is opened)."""
        for dialog in self.findChildren(QDialog):
            if dialog.isVisible():
                dialog.hide()

    def _restore_layout(self) -> None:
        """The size and panels the window had when it was last closed; at first, most of the screen."""
        geometry = self.settings.window_geometry
        state = self.settings.window_state
        if geometry is not None:
            self.restoreGeometry(geometry)
        else:
            available = self.screen().availableGeometry()
            self.resize(min(DEFAULT_SIZE.width(), available.width() * 9 // 10),
                        min(DEFAULT_SIZE.height(), available.height() * 9 // 10))
        if state is not None:
            self.restoreState(state)
        else:  # the log takes a quarter of the window at most, so a small window still shows a large table
            self.resizeDocks([self.log_dock], [self._log_width()], Qt.Orientation.Horizontal)

    # ----------------------------------------------------------------- the log gives way to the table

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit_log()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self._fit_log()

    def eventFilter(self, watched, event) -> bool:
        if watched is self.log_dock and event.type() == QEvent.Type.Close:
            self._log_chosen()  # its close button: the player's choice
        return super().eventFilter(watched, event)

    def _log_chosen(self) -> None:
        self._log_gave_way = False

    def _fit_log(self) -> None:
        """Hide the log while the table beside it would draw text under TEXT_FLOOR pixels; bring it back
        when there is room again (a log the player hid stays hidden)."""
        if self._log_gave_way and self._table_has_room_beside_log():
            self._log_gave_way = False
            self.log_dock.show()
            self.resizeDocks([self.log_dock], [self._log_width()], Qt.Orientation.Horizontal)
        elif not self._log_gave_way and self.log_dock.isVisible() and not self._table_has_room_beside_log():
            self._log_gave_way = True
            self.log_dock.hide()

    def _log_width(self) -> int:
        """A quarter of the window, within LOG_WIDTH."""
        return max(LOG_WIDTH[0], min(LOG_WIDTH[1], self.width() // 4))

    def _table_has_room_beside_log(self) -> bool:
        if self.log_dock.isFloating():
            return True
        game = self.controller.game
        if game is None:
            return True
        view = QSizeF(self.centralWidget().width(), self.centralWidget().height())
        if self.log_dock.isVisible():
            view.setWidth(view.width() + self.log_dock.width())
        view.setWidth(view.width() - LOG_WIDTH[0] - 4)  # the log at its narrowest, and the edge beside it
        return SMALLEST_TEXT * best_layout(game.variant, view).scale_in(view) >= TEXT_FLOOR

    def dragEnterEvent(self, event) -> None:
        if _dropped_file(event) is not None:
            event.acceptProposedAction()

    def dropEvent(self, event) -> None:
        path = _dropped_file(event)
        if path is not None:
            event.acceptProposedAction()
            self.open_file(path)


def _folder_for_new_saves() -> Path:
    """The player's Documents folder, or their home folder where there is none."""
    documents = documents_dir()
    return documents if str(documents) not in ("", ".") and documents.is_dir() else Path.home()


def _dropped_file(event) -> Path | None:
    """The one local file being dragged onto the window, if that is what it is."""
    urls = event.mimeData().urls()
    if len(urls) == 1 and urls[0].isLocalFile():
        return Path(urls[0].toLocalFile())
    return None
