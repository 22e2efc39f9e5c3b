"""The window's document: the saved game the game on the table belongs to, opening and saving it,
the recent files, files dropped on the window, and the title with its star of unsaved changes."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QFileDialog, QMessageBox

from ingenious_desktop import APP_NAME
from ingenious_desktop.app.save_keys import table_offset_of
from ingenious_desktop.app.describe import shown_text, unreadable_record
from ingenious_desktop.app.describe.network import saving_waits
from ingenious_desktop.app.progress import in_progress
from ingenious_desktop.app.storage import (SAVE_SUFFIX, documents_dir, finished_games_dir, fresh_save_name,
                                           unused_save_path, write_atomically)
from ingenious_desktop.engine import RecordError, load_record

from ..kit.messages import menu_text, message_box, plain_tooltip, tell
from ..kit.window_part import WindowPart

#: The most characters of a file's name the window title shows.
FILE_NAME_LENGTH = 60


class Documents(WindowPart):
    def __init__(self, window):
        super().__init__(window)
        self.settings = window.settings
        self.path: Path | None = None
        self.saved_log: list | None = None  # the events as last opened or saved; None if never saved

    def belong_to(self, path: Path | None) -> None:
        """The next game started belongs to the saved game ``path`` (None: to no file), unsaved so far."""
        self.path = path
        self.saved_log = None

    def mark_saved(self, saved_log: list | None) -> None:
        """``saved_log``: the events the file holds (None: the game differs from any file)."""
        self.saved_log = saved_log
        self.update_title()

    def belong_to_table(self) -> None:
        """A network game (or a table's next one) came on the table: it belongs to no file until it ends and
        is kept (the server keeps it meanwhile)."""
        self.belong_to(None)
        self.update_title()

    def update_title(self) -> None:
        """Qt's document title: the file's name (a network game: its table), [*] for the star of unsaved changes,
        the app's name once."""
        title = self.controller.table.title
        if self.path is not None:
            name = shown_text(self.path.name, FILE_NAME_LENGTH)
        elif title is not None:
            name = title
        else:
            name = self.tr("New game")
        self.window.setWindowTitle(self.tr("{file}[*] — {app}").format(file=name, app=APP_NAME))
        self.update_modified()

    def update_modified(self) -> None:
        """The title's star (only for a game kept here: a network table's server keeps its game), and whether the
        game may be saved: once every rack is known (a network game: once the server's record shows them)."""
        game, kept_here = self.controller.game, self.controller.table.keeps_autosave
        self.window.setWindowModified(game is not None and kept_here and game.log != self.saved_log)
        savable = self.controller.table.every_rack_known
        for action in (self.window.save_action, self.window.save_as_action):
            action.setEnabled(savable)
            action.setToolTip("" if savable else saving_waits())

    # ----------------------------------------------------------------- leaving a game

    def may_leave_game(self) -> bool:
        """Whether the game may leave the table for another: yes if it is not in progress or its file holds
        it as it stands; else the player is asked to save it (True once saved), leave it, or cancel."""
        if not self.controller.table.plays_every_seat:  # a table elsewhere: leaving it is asked there
            return self.window.network.may_leave()
        lesson = self.window.lesson_mode.interrupted if self.window.lesson_mode.active else None
        c = self.controller
        game, seats, saved_log = (lesson.game, lesson.seats, lesson.saved_log) if lesson else \
            (c.game, c.seats, self.saved_log)
        if game is None or not in_progress(game, seats) or game.log == saved_log:
            return True
        text = self.tr("The game the lesson interrupted is not finished. If another game starts now, it is gone.") \
            if lesson else self.tr("The game on the table is not finished. Save it before another game starts? "
                                   "If you leave it unsaved, it is gone.")
        box = message_box(self.window, QMessageBox.Icon.Question, self.tr("Leave the game in progress?"), text)
        save = None if lesson else box.addButton(QMessageBox.StandardButton.Save)
        leave = box.addButton(self.tr("Leave it unsaved"), QMessageBox.ButtonRole.DestructiveRole)
        cancel = box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(save or cancel)
        box.setEscapeButton(cancel)
        box.exec()
        chosen = box.clickedButton()
        if chosen is leave:
            return True
        return save is not None and chosen is save and self.save()

    # ----------------------------------------------------------------- opening

    def choose_file_to_open(self) -> None:
        if not self.may_leave_game():
            return
        path, _ = QFileDialog.getOpenFileName(self.window, self.tr("Open a saved game"), str(self.start_folder()),
                                              self.file_filter())
        if path:
            self.open_file(path)

    def open_instead(self, path: str | Path) -> bool:
        """Open a saved game in place of the game on the table, if that may leave (see may_leave_game)."""
        return self.may_leave_game() and self.open_file(path)

    def open_file(self, path: str | Path) -> bool:
        """Open a saved game; a file that is not one gets one error dialog and the current game goes on."""
        path = Path(path).absolute()  # the autosave remembers it, wherever the program starts next
        try:
            record = load_record(path)
            game = record.replay()
        except RecordError as error:
            self.refuse_file(path, error)
            return False
        self.settings.add_recent_file(str(path))
        self.window.start_game(game, record.seats, path, record.extra,
                               table_offset=table_offset_of(record.extra, len(record.seats)))
        return True

    def refuse_file(self, path: Path, error: RecordError) -> None:
        """One error dialog for a file that is not a record; the game on the table goes on."""
        reason = unreadable_record(error)
        text = self.tr("“{file}” is not a saved game this program can open.\n\n{reason}\n\n"
                       "The game on the table goes on; nothing was changed.") if self.controller.game else \
            self.tr("“{file}” is not a saved game this program can open.\n\n{reason}\n\nNothing was changed.")
        tell(self.window, QMessageBox.Icon.Critical, self.tr("Cannot open this file"),
             text.format(file=path.name, reason=reason))
        if not path.exists():
            self.settings.remove_recent_file(str(path))

    def fill_recent_menu(self, menu) -> None:
        menu.clear()
        paths = self.settings.recent_files
        for path in paths:
            action = menu.addAction(menu_text(Path(path).name))
            action.setToolTip(plain_tooltip(path))
            action.triggered.connect(lambda _=False, p=path: self.open_instead(p))
        if not paths:
            menu.addAction(self.tr("No recent games")).setEnabled(False)

    def drag_enter(self, event) -> None:
        if dropped_file(event) is not None:
            event.acceptProposedAction()

    def drop(self, event) -> None:
        path = dropped_file(event)
        if path is not None:
            event.acceptProposedAction()
            self.open_instead(path)

    # ----------------------------------------------------------------- saving

    def save(self) -> bool:
        if not self.controller.table.every_rack_known:  # a shortcut's way around the disabled action
            return False
        if self.path is None:
            return self.save_as()
        return self.save_to(self.path)

    def save_as(self) -> bool:
        if not self.controller.table.every_rack_known:
            return False
        start = self.path or self.start_folder() / fresh_save_name()
        path, _ = QFileDialog.getSaveFileName(self.window, self.tr("Save the game"), str(start), self.file_filter())
        if not path:
            return False
        if not path.endswith(SAVE_SUFFIX) and "." not in Path(path).name:
            path += SAVE_SUFFIX
        return self.save_to(Path(path))

    def start_folder(self) -> Path:
        """Where choosing a file starts: the folder of the game on the table's file, else of the most
        recent file, else the player's documents folder."""
        known = ([self.path] if self.path else []) + [Path(path) for path in self.settings.recent_files]
        return next((path.parent for path in known if path.parent.is_dir()), None) or folder_for_new_saves()

    def file_filter(self) -> str:
        return self.tr("Ingenious games (*{suffix});;All files (*)").format(suffix=SAVE_SUFFIX)

    def save_to(self, path: Path) -> bool:
        try:
            write_atomically(path, self.controller.record_text())
        except OSError as error:
            tell(self.window, QMessageBox.Icon.Critical, self.tr("Cannot save"),
                 self.tr("The game could not be saved.\n\n{error}").format(error=error))
            return False
        self.path = Path(path).absolute()
        self.controller.saved_to(self.path)
        self.settings.add_recent_file(str(self.path))
        self.mark_saved(list(self.controller.game.log))
        self.window.statusBar().showMessage(self.tr("Saved to {file}").format(file=path), 4000)
        return True

    def moved_on(self) -> None:
        """The game on the table moved on: the title's star; a game that has just ended is kept (a network game
        once the server's record is in: window.network_play)."""
        self.update_modified()
        if self.controller.game.is_over and self.controller.table.keeps_autosave:
            self.keep_finished()

    def keep_finished(self) -> None:
        """A game that ended unsaved is written to the finished-games folder and listed in Open Recent, so
        that the next game never takes it away; one with no file of its own now belongs to that file."""
        c = self.controller
        if c.autosave_path is None or c.game.log == self.saved_log:  # in a lesson, or saved as it ended
            return
        folder = finished_games_dir(c.autosave_path)
        try:
            path = unused_save_path(folder)
            write_atomically(path, c.record_text())
        except OSError as error:
            self.window.statusBar().showMessage(self.tr("The finished game could not be kept: {error}").format(
                error=error))
            return
        self.settings.add_recent_file(str(path))
        if self.path is None or self.path.parent == folder:
            self.path = path
            c.saved_to(path)
            self.mark_saved(list(c.game.log))


def folder_for_new_saves() -> Path:
    """The player's Documents folder, or their home folder where there is none."""
    documents = documents_dir()
    return documents if str(documents) not in ("", ".") and documents.is_dir() else Path.home()


def dropped_file(event) -> Path | None:
    """The one local file being dragged onto the window, if that is what it is."""
    urls = event.mimeData().urls()
    if len(urls) == 1 and urls[0].isLocalFile():
        return Path(urls[0].toLocalFile())
    return None
