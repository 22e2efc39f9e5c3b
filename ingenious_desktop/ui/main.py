"""Starting the window: ``run(argv)`` for ``ingenious-desktop [FILE]``, ``--replay FILE`` and ``--smoke``."""

from __future__ import annotations

import os
import sys
from pathlib import Path

from importlib.resources import files

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QMessageBox

from ingenious_desktop import __version__

ORGANISATION = "Ingenious Desktop"
APPLICATION = "ingenious-desktop"
#: Set to print "first-paint" when the table is first painted and quit: for measuring launch time.
FIRST_PAINT_VARIABLE = "INGENIOUS_DESKTOP_EXIT_AFTER_FIRST_PAINT"
GIL_SWITCH_SECONDS = 0.001
#: The id the .desktop entry, AppStream metainfo and macOS bundle use (installers/).
DESKTOP_ID = "io.github.ingeniousdesktop.IngeniousDesktop"


def make_application(argv: list[str]) -> QApplication:
    # The computer players think in a Python thread. Qt calls into Python for every item it
    # paints, and each call waits for that thread to hand over the GIL, 5 ms by default: a
    # whole repaint then stalls for up to half a second. 1 ms keeps the window smooth
    # (benchmarks/window_while_thinking.py).
    sys.setswitchinterval(GIL_SWITCH_SECONDS)
    app = QApplication.instance() or QApplication([sys.argv[0], *argv])
    app.setOrganizationName(ORGANISATION)
    app.setApplicationName(APPLICATION)
    app.setApplicationDisplayName("Ingenious")
    app.setApplicationVersion(__version__)
    app.setDesktopFileName(DESKTOP_ID)
    app.setWindowIcon(QIcon(str(files("ingenious_desktop.resources") / "icons" / "ingenious-desktop-256.png")))
    return app


def run(argv: list[str]) -> int:
    if argv and argv[0] == "--smoke":
        if not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
            os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        app = make_application([])
        from .smoke import smoke_test

        return smoke_test(app)
    replay = len(argv) == 2 and argv[0] == "--replay"
    if not replay and (len(argv) > 1 or (argv and argv[0].startswith("-"))):
        print(f"ingenious-desktop: unexpected arguments {' '.join(argv)} (try --help)", file=sys.stderr)
        return 2
    app = make_application([])
    from ingenious_desktop.app.settings import Settings
    from ingenious_desktop.app.storage import autosave_path

    from .main_window import MainWindow

    window = MainWindow(Settings(), autosave_path())
    if os.environ.get(FIRST_PAINT_VARIABLE):
        window.table.view.viewport().installEventFilter(_FirstPaintReporter(window))
    window.show()
    app.installEventFilter(_FileOpenHandler(window))
    if replay:
        if not window.open_replay(argv[1]):
            window.start_default_game()
    elif argv:
        if not window.open_file(argv[0]):
            window.start_default_game()
    else:
        QTimer.singleShot(0, lambda: offer_resume(window) or window.start_default_game())
    return app.exec()


def offer_resume(window) -> bool:
    """If the last game was left unfinished, ask whether to play on with it (before any other
    game starts, so nothing overwrites the autosave meanwhile); True if it was resumed."""
    from ingenious_desktop.engine import Place, RecordError, load_record

    path = window.controller.autosave_path
    if path is None or not Path(path).exists():
        return False
    try:
        record = load_record(path)
        game = record.replay()
    except RecordError:
        return False
    if game.is_over or not any(isinstance(event, Place) for event in game.log):
        return False
    names = ", ".join(seat.name for seat in record.seats)
    window.show_unplayed(game, record.seats)
    if not ask_to_play_on(window, f"The last game ({game.variant.name}: {names}) was not finished."):
        return False
    window.start_game(game, record.seats, saved=record.extra)
    return True


def ask_to_play_on(window, what: str) -> bool:
    """Ask over the unfinished game whether to play on with it or start a new one."""
    box = QMessageBox(QMessageBox.Icon.Question, "Resume the unfinished game?", f"{what}\n\nPlay on with it?",
                      parent=window)
    play_on = box.addButton("Play on", QMessageBox.ButtonRole.AcceptRole)
    new_game = box.addButton("New game", QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(play_on)
    box.setEscapeButton(new_game)
    box.exec()
    return box.clickedButton() is play_on


class _FileOpenHandler(QObject):
    """Opens the saved game macOS hands to the running app when one is double-clicked."""

    def __init__(self, window):
        super().__init__(window)
        self.window = window

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Type.FileOpen and event.file():
            self.window.open_file(event.file())
            return True
        return False


class _FirstPaintReporter(QObject):
    """Says when the table is first painted with a game on it, then quits."""

    def __init__(self, window):
        super().__init__(window)
        self.window = window

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Type.Paint and self.window.controller.game is not None:
            watched.removeEventFilter(self)
            print("first-paint", flush=True)
            QTimer.singleShot(0, QApplication.quit)
        return False
