"""The main window: it assembles the table in the centre, the game log beside it, the menus and the
status line, and the rooms that do the work (documents, lesson and replay modes, questions, coach)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMessageBox

from ingenious_desktop.app.controller import GameController
from ingenious_desktop.app.describe import describe_log, status_line
from ingenious_desktop.app.settings import Settings
from ingenious_desktop.app.setup import GameSetup, default_setup
from ingenious_desktop.engine import Game, Seat

from ..coach.window_coach import WindowCoach
from ..kit.messages import tell
from ..kit.retranslating import Retranslating, set_words
from ..table.scene import TableScene
from ..table.view import TableView
from .documents import Documents
from .lesson_mode import LessonMode
from .log_dock import LogDock
from .menu_dialogs import MenuDialogs
from .network_play import NetworkPlay
from .questions import Questions
from .replay_mode import ReplayMode
from .side_column import PANEL_WIDTH, SideColumn
from .sound_cues import SoundCues
from .table_area import TableArea
from .window_size import place_window
from .window_style import STATUS_LINE_STYLE, WINDOW_STYLE


class MainWindow(Retranslating, QMainWindow):
    def __init__(self, settings: Settings, autosave_path: Path | None = None):
        super().__init__()
        self.settings = settings
        self.controller = GameController(autosave_path, self)
        self.controller.show_all_racks = settings.show_all_racks
        self.scene = TableScene(self)
        self.table = TableArea(TableView(self.scene))
        self.documents = Documents(self)
        self.log = LogDock(self)
        self.column = SideColumn(self)
        self.column.add(self.log.dock)
        self.replay = ReplayMode(self)
        self.setCentralWidget(self.replay.central_widget())
        self.lesson_mode = LessonMode(self, PANEL_WIDTH)
        self.dialogs = MenuDialogs(self)
        self.statusBar().setStyleSheet(STATUS_LINE_STYLE)  # for passing messages; the game's status is on the table
        self._build_menus()
        self.coach = WindowCoach(self)
        self.network = NetworkPlay(self)
        self.questions = Questions(self)
        self.sounds = SoundCues(self)
        self.retranslate()
        self._connect()
        self.apply_preferences()
        self.setStyleSheet(WINDOW_STYLE)
        self.setAcceptDrops(True)
        self._restore_layout()

    def _build_menus(self) -> None:
        bar, documents = self.menuBar(), self.documents
        self.game_menu = bar.addMenu("")
        self.new_action = self._action(self.game_menu, QKeySequence.StandardKey.New, self.choose_new_game)
        self.play_again_action = self._action(self.game_menu, None, self.play_again)  # shown once the game is over
        self.play_again_action.setVisible(False)
        self.open_action = self._action(self.game_menu, QKeySequence.StandardKey.Open, documents.choose_file_to_open)
        self.recent_menu = self.game_menu.addMenu("")
        self.recent_menu.aboutToShow.connect(lambda: documents.fill_recent_menu(self.recent_menu))
        self.replay_action = self._action(self.game_menu, None, self.replay.choose_file)
        self.game_menu.addSeparator()
        self.save_action = self._action(self.game_menu, QKeySequence.StandardKey.Save, documents.save)
        self.save_as_action = self._action(self.game_menu, QKeySequence.StandardKey.SaveAs, documents.save_as)
        self.game_menu.addSeparator()
        self.statistics_action = self._action(self.game_menu, None, self.dialogs.show_statistics)
        self.statistics_action.setEnabled(self.controller.statistics_path is not None)
        self.game_menu.addSeparator()
        self.quit_action = self._action(self.game_menu, QKeySequence("Ctrl+Q"), self.close)
        self.edit_menu = bar.addMenu("")
        self.undo_action = self._action(self.edit_menu, QKeySequence("Ctrl+Z"), self.controller.undo)
        self.redo_action = self._action(self.edit_menu, QKeySequence("Ctrl+Shift+Z"), self.controller.redo)
        self.edit_menu.addSeparator()
        self.settings_action = self._action(self.edit_menu, QKeySequence("Ctrl+,"), self.dialogs.show_settings)
        self.view_menu = bar.addMenu("")
        self.show_log_action = self.log.dock.toggleViewAction()
        self.show_log_action.setShortcut(QKeySequence("Ctrl+L"))
        self.view_menu.addAction(self.show_log_action)
        self.full_screen_action = self._action(self.view_menu, QKeySequence("F11"), self.toggle_full_screen)
        self.full_screen_action.setCheckable(True)
        self.help_menu = bar.addMenu("")
        self.lesson_action = self._action(self.help_menu, None, self.lesson_mode.start)
        self.rules_action = self._action(self.help_menu, QKeySequence("F1"), self.dialogs.show_rules)
        self.about_action = self._action(self.help_menu, None, self.dialogs.show_about)

    def retranslate(self) -> None:
        """The menus' words in the language now chosen (again when it changes: Retranslating)."""
        set_words({
            self.game_menu: self.tr("&Game"), self.new_action: self.tr("&New game…"),
            self.play_again_action: self.tr("Play a&gain"),
            self.open_action: self.tr("&Open…"), self.recent_menu: self.tr("Open &recent"),
            self.replay_action: self.tr("Re&play…"), self.statistics_action: self.tr("S&tatistics…"),
            self.save_action: self.tr("&Save"), self.save_as_action: self.tr("Save &as…"),
            self.quit_action: self.tr("&Quit"),
            self.edit_menu: self.tr("&Edit"), self.undo_action: self.tr("&Undo turn"),
            self.redo_action: self.tr("&Redo turn"), self.settings_action: self.tr("&Settings…"),
            self.view_menu: self.tr("&View"), self.log.dock: self.tr("Game log"),
            self.replay.chart_dock: self.tr("Score chart"), self.show_log_action: self.tr("Game &log"),
            self.help_menu: self.tr("&Help"), self.lesson_action: self.tr("&Learn to play"),
            self.rules_action: self.tr("&Rules"), self.about_action: self.tr("&About Ingenious Desktop"),
            self.full_screen_action: self.tr("&Full screen"),
        })
        self.sounds.retranslate()
        self.lesson_mode.retranslate()
        self.coach.retranslate()
        self.network.retranslate()
        if self.replay.active:
            return  # the game behind the replay is told again, in this language, when the replay closes
        self.documents.update_title()
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
        c.gameReset.connect(self._offer_play_again)
        c.gameOver.connect(self._offer_play_again)
        c.gameChanged.connect(self._unless_replaying(lambda change: self.scene.apply_change(change, c.game)))
        c.gameChanged.connect(lambda _change: self.documents.moved_on())
        c.seatsChanged.connect(self._unless_replaying(lambda: self.scene.show_game(c.game, c.seats, c.table_offset)))
        c.logLines.connect(self._unless_replaying(lambda lines: self.log.view.add_lines(lines)))
        c.logRewritten.connect(self._unless_replaying(lambda: self.log.view.set_lines(c.log_lines)))
        c.statusChanged.connect(self._unless_replaying(lambda text: self.scene.set_status(text)))
        c.faceUpChanged.connect(self._unless_replaying(lambda seats: self.scene.set_face_up_racks(seats)))
        c.humanTurn.connect(self._unless_replaying(lambda seat: self.scene.set_human_turn(seat)))
        c.placementRefused.connect(lambda why: self.statusBar().showMessage(why, 5000))
        c.historyChanged.connect(self.update_history_actions)
        c.autosaveFailed.connect(self._tell_autosave_failed)
        c.helperFailed.connect(self._tell_helper_failed)
        self.scene.placementRequested.connect(self._ask_for_placement)
        self.scene.spotRefused.connect(lambda why: self.statusBar().showMessage(why, 5000))

    # ----------------------------------------------------------------- games

    def start_game(self, game: Game, seats: list[Seat], path: Path | None = None, saved: dict | None = None,
                   unsaved: bool = False, table_offset: int = 0) -> None:
        """Play ``game``, which belongs to the saved game ``path`` (if any) whose extra keys are ``saved``;
        ``unsaved``: it differs from what that file holds; ``table_offset``: the seat, as set up, that plays
        first (see the controller)."""
        self.lesson_mode.end()
        self.documents.belong_to(path)
        self.controller.start(game, seats, saved, file=path, table_offset=table_offset)
        self.documents.mark_saved(None if unsaved else list(self.controller.game.log))

    def show_unplayed(self, game: Game, seats: list[Seat], table_offset: int = 0) -> None:
        """Show ``game`` on the table without playing it (behind the question whether to resume it):
        every rack face down, nobody to move."""
        self.scene.set_human_turn(None)
        self.scene.set_face_up_racks(set())
        self.scene.show_game(game, seats, table_offset)
        self.scene.set_status(status_line(game, seats))
        self.log.view.set_lines(describe_log(game.variant, game.log, seats))

    def new_game(self, setup: GameSetup) -> None:
        game, seats, starter = setup.new_game()
        self.start_game(game, seats, table_offset=starter)

    def start_default_game(self) -> None:
        self.new_game(self.last_setup())

    def last_setup(self) -> GameSetup:
        """The game last set up in the new-game dialog, or one human against the computer."""
        try:
            return GameSetup.from_json(self.settings.last_setup or {})
        except ValueError:
            return default_setup()

    def choose_new_game(self) -> None:
        from ..dialogs.new_game import NewGameDialog

        if not self.documents.may_leave_game():
            return
        dialog = NewGameDialog(self.last_setup(), self)
        if dialog.exec():
            setup = dialog.setup()
            self.settings.last_setup = setup.to_json()
            self.new_game(setup)

    def play_again(self) -> None:
        """The same players in the same order, with a new deal; at a network table, a rematch asked of the server."""
        if self.controller.table.offers_rematch:
            self.network.rematch.ask()
            return
        game = self.controller.game
        self.start_game(Game(game.variant), self.controller.seats, table_offset=self.controller.table_offset)

    def _unless_replaying(self, slot):
        """``slot``, left out while the replay viewer has the table: a network game goes on behind it, and the
        viewer's board and log are not its own (the whole game is told again when the viewer closes)."""
        return lambda *args: None if self.replay.active else slot(*args)

    def _on_game_reset(self) -> None:
        self.documents.update_modified()
        if self.replay.active:
            self.replay.leave()
        self.log.forget_moment()
        self.questions.close_dialog()
        self.table.overlay.hide()
        c = self.controller
        self.scene.show_game(c.game, c.seats, c.table_offset)
        self.scene.set_face_up_racks(c.face_up_racks())
        self.log.view.set_lines(c.log_lines)
        self.table.view.setFocus()  # keys 1-6, arrows, R, Enter and Esc work without a click first

    def _offer_play_again(self) -> None:
        """Game ▸ Play again while the game is over, also once the game-over dialog is gone (after Review or
        Replay); a lesson's game is not played again."""
        game = self.controller.game
        self.play_again_action.setVisible(game is not None and game.is_over and not self.lesson_mode.active)

    def update_history_actions(self) -> None:
        in_lesson = self.lesson_mode.active  # a lesson's steps are undone by starting them again
        self.undo_action.setEnabled(self.controller.can_undo() and not in_lesson)
        self.redo_action.setEnabled(self.controller.can_redo() and not in_lesson)
        self.table.overlay.offer_undo(self.undo_action.isEnabled())

    def _ask_for_placement(self, placement) -> None:
        """A placement put down on the table: in a lesson, the lesson judges it before the controller."""
        if self.lesson_mode.active:
            self.lesson_mode.lesson.request_placement(placement)
        else:
            self.controller.request_placement(placement)

    # ----------------------------------------------------------------- preferences and help

    def apply_preferences(self) -> None:
        self.scene.set_preferences(self.settings.points_preview, self.settings.animation_speed)
        self.sounds.set_on(self.settings.sound)

    def toggle_full_screen(self) -> None:
        """F11: the table over the whole screen, and back."""
        self.setWindowState(self.windowState() ^ Qt.WindowState.WindowFullScreen)
        self.full_screen_action.setChecked(self.isFullScreen())

    # ----------------------------------------------------------------- window events

    def _tell_autosave_failed(self, error: str) -> None:
        """Once for a run of failed autosaves: the controller tries again at every placement."""
        tell(self, QMessageBox.Icon.Warning, self.tr("Autosave failed"),
             self.tr("The game could not be autosaved: {error}\n\nIt is tried again after every placement. Until "
                     "an autosave goes through, the moves since the last one would be lost if the program "
                     "ended.").format(error=error))

    def _tell_helper_failed(self, kind: str, detail: str) -> None:
        """Once a run: the computer players' second process failed; they think in this one alone."""
        what = {"cannot start": self.tr("The second process the computer players think in could not start ({detail})."),
                "stopped": self.tr("The second process the computer players think in stopped unexpectedly."),
                }.get(kind, self.tr("The second process the computer players think in failed ({detail})."))
        tell(self, QMessageBox.Icon.Warning, self.tr("The computer's helper failed"),
             self.tr("{what}\n\nThey go on thinking in the game's own process alone, which makes the hard level a "
                     "little weaker on this computer.").format(what=what.format(detail=detail)))

    def closeEvent(self, event) -> None:
        if not self.network.may_leave(closing=True):  # a network game is left only when the player agrees
            event.ignore()
            return
        self.network.close()
        self.coach.stop()
        self.controller.stop()
        self.controller.autosave()
        self.questions.hide_all()
        self.sounds.close()
        if self.log.dock in self.column.gave_way:  # the saved layout keeps the player's choice, not the window's
            self.log.dock.show()
        self.coach.dock.setVisible(self.coach.chances_action.isChecked())
        self.settings.keep_window_layout(self.saveGeometry(), self.saveState())
        super().closeEvent(event)

    def _restore_layout(self) -> None:
        """The size and panels the window had when it was last closed (where that is usable on its screen);
        at first, most of the screen."""
        place_window(self, self.settings.window_geometry)
        state = self.settings.window_state
        if state is not None:
            self.restoreState(state)
        else:  # the log takes a quarter of the window at most, so a small window still shows a large table
            self.resizeDocks([self.log.dock], [self.column.width()], Qt.Orientation.Horizontal)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.fit_panels()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.fit_panels()

    def fit_panels(self) -> None:
        """The table stays the main thing: the win chances fold into the menu bar where their panel
        would make it smaller, the side panels give way where the table's words would get too small."""
        self.coach.fit()
        self.column.fit()

    def dragEnterEvent(self, event) -> None:
        self.documents.drag_enter(event)

    def dropEvent(self, event) -> None:
        self.documents.drop(event)
