"""Starting the window: ``run(argv)`` for ``ingenious-desktop [FILE]``, ``--replay FILE`` and ``--smoke``."""

from __future__ import annotations

import os
import sys
from pathlib import Path

from importlib.resources import files

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, QObject, QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QMessageBox

from ingenious_desktop import APP_ID, APP_NAME, __version__

from ..kit.messages import message_box, tell

ORGANISATION = "Ingenious Desktop"
APPLICATION = "ingenious-desktop"
#: Set to print "first-paint" when the table is first painted and quit: for measuring launch time.
FIRST_PAINT_VARIABLE = "INGENIOUS_DESKTOP_EXIT_AFTER_FIRST_PAINT"
GIL_SWITCH_SECONDS = 0.001
#: How the question whether to resume names each variant.
VARIANT_NAMES = {"standard": QT_TRANSLATE_NOOP("main", "standard"),
                 "travel": QT_TRANSLATE_NOOP("main", "travel edition"),
                 "team": QT_TRANSLATE_NOOP("main", "team play"), "solo": QT_TRANSLATE_NOOP("main", "solo")}
translate = QCoreApplication.translate


def make_application(argv: list[str]) -> QApplication:
    # The computer players think in a Python thread. Qt calls into Python for every item it
    # paints, and each call waits for that thread to hand over the GIL, 5 ms by default: a
    # whole repaint then stalls for up to half a second. 1 ms keeps the window smooth
    # (benchmarks/window_while_thinking.py).
    sys.setswitchinterval(GIL_SWITCH_SECONDS)
    app = QApplication.instance() or QApplication([sys.argv[0], *argv])
    app.setOrganizationName(ORGANISATION)
    app.setApplicationName(APPLICATION)
    app.setApplicationDisplayName(APP_NAME)  # Linux and Windows add it to every window title
    app.setApplicationVersion(__version__)
    app.setDesktopFileName(APP_ID)
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
    if not display_available():  # Qt would abort the program with a core dump
        print("ingenious-desktop: no display (neither DISPLAY nor WAYLAND_DISPLAY is set), so the window "
              "cannot open; the command-line tools need none (--help lists them)", file=sys.stderr)
        return 1
    app = make_application([])
    from ingenious_desktop.app.languages import chosen_language, install_language
    from ingenious_desktop.app.settings import Settings
    from ingenious_desktop.app.storage import autosave_path, remove_stale_temporaries

    from .interrupt import InterruptCloses
    from .main_window import MainWindow

    settings, settings_problem, settings_kept_aside = Settings.of_app()
    install_language(chosen_language(settings.language))
    if not computer_players_can_start():
        return 1
    remove_stale_temporaries(autosave_path().parent)
    autosave, data_problem = claim_autosave_slot(settings)  # held until the program ends
    window = MainWindow(settings, autosave and autosave.path)
    interrupt = InterruptCloses(window)  # Ctrl+C in the terminal closes the window as its close button does
    if os.environ.get(FIRST_PAINT_VARIABLE):
        window.table.view.viewport().installEventFilter(_FirstPaintReporter(window))
    window.show()
    app.installEventFilter(_FileOpenHandler(window))
    if settings_problem:
        tell(window, QMessageBox.Icon.Warning, translate("main", "Settings not read"),
             translate("main", "{problem}\n\nThe game starts with the default settings and cannot keep "
                               "changes to them until the file is fixed.").format(problem=settings_problem))
    if data_problem is not None:
        tell_no_data_folder(window, autosave_path().parent, data_problem)
    elif autosave.kept:
        tell_kept_unfinished(window, autosave.kept)
    if settings_kept_aside:
        tell(window, QMessageBox.Icon.Warning, translate("main", "Settings not read"),
             translate("main", "The settings file {file} is not one this game wrote ({reason}). It is kept, "
                               "unchanged, as\n{kept}\n\nThe game starts with the default settings.").format(
                 file=settings_kept_aside.file, reason=settings_kept_aside.reason, kept=settings_kept_aside.kept))
    if argv:
        read_autosave(window)  # an unreadable one is kept aside before this game's autosave is written
    if replay:
        if not window.replay.open_file(argv[1]):
            window.start_default_game()
    elif argv:
        if not window.documents.open_file(argv[0]):
            window.start_default_game()
    else:
        QTimer.singleShot(0, lambda: start_first_game(window, offer_lesson=settings_problem is None))
    try:
        return app.exec()
    finally:
        interrupt.release()
        if autosave is not None:
            autosave.lock.unlock()


def claim_autosave_slot(settings):
    """This copy's autosave (the games other copies left unfinished now in Open recent) and None, or None
    and the OSError that kept its folder from being made: then the game is played without autosave."""
    from ingenious_desktop.app.autosave_slots import claim_autosave
    from ingenious_desktop.app.storage import autosave_path

    try:
        slot = claim_autosave(autosave_path())  # no other copy writes it
    except OSError as error:
        return None, error
    for kept in slot.kept:
        settings.add_recent_file(str(kept))
    return slot, None


def tell_no_data_folder(window, folder: Path, error: OSError) -> None:
    """Once at the start: the folder for the autosave and the statistics cannot be made."""
    tell(window, QMessageBox.Icon.Warning, translate("main", "No autosave"),
         translate("main", "The folder for the autosave and the statistics cannot be made:\n{folder}\n({error})\n\n"
                           "You can play, but this session is not autosaved and its games are not counted "
                           "in the statistics. Save a game you want to keep (Game ▸ Save).").format(
             folder=folder, error=error.strerror or error))


def tell_kept_unfinished(window, kept: list[Path]) -> None:
    """Once at the start: the games other copies left unfinished, kept for Open recent."""
    tell(window, QMessageBox.Icon.Information, translate("main", "More unfinished games"),
         translate("main", "Another copy of Ingenious Desktop also left a game unfinished. Each such game is "
                           "kept as a file of its own, listed under Game ▸ Open recent:\n{files}").format(
             files="\n".join(str(path) for path in kept)))


def display_available() -> bool:
    """Whether the window has somewhere to open: on Linux and the other X11 or Wayland systems, a
    DISPLAY or WAYLAND_DISPLAY, unless a Qt platform is asked for by name (offscreen, say); Windows
    and macOS always have their own."""
    if sys.platform in ("win32", "darwin") or os.environ.get("QT_QPA_PLATFORM"):
        return True
    return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


def start_first_game(window, offer_lesson: bool = True) -> None:
    """Resume the unfinished game or start one; on the very first start, offer the lesson too (not when
    the settings cannot keep that it was offered: it would be offered at every start). A seat at an
    unfinished network game is offered first."""
    if window.network.offer_kept_seat(lambda: offer_resume(window) or window.start_default_game()):
        return
    if not offer_resume(window):
        window.start_default_game()
    if offer_lesson:
        window.lesson_mode.offer_once()


def computer_players_can_start() -> bool:
    """Whether the computer players' value models (every variant's) and the coach's calibration
    read; if not, one clear message (never play at random)."""
    from ingenious_desktop.ai import ModelError, check_value_models
    from ingenious_desktop.ai.model.calibration import load_calibration

    try:
        check_value_models()
        load_calibration("standard", 2)
    except ModelError as error:
        tell(None, QMessageBox.Icon.Critical, translate("main", "The computer players cannot start"),
             translate("main", "{error}\n\nIngenious Desktop is damaged: please install it again.").format(
                 error=error))
        return False
    return True


def offer_resume(window) -> bool:
    """If the last game was left unfinished, ask whether to play on with it (before any other
    game starts, so nothing overwrites the autosave meanwhile); True if it was resumed."""
    from ingenious_desktop.app.progress import unfinished

    autosaved = read_autosave(window)
    if autosaved is None:
        return False
    record, game = autosaved
    if not unfinished(game):
        return False
    from ingenious_desktop.app.save_keys import table_offset_of
    from ingenious_desktop.app.describe import seat_name

    names = ", ".join(seat_name(record.seats, seat) for seat in range(len(record.seats)))
    table_offset = table_offset_of(record.extra, len(record.seats))
    window.show_unplayed(game, record.seats, table_offset)
    variant = translate("main", VARIANT_NAMES.get(game.variant.name, game.variant.name))
    what = translate("main", "The last game ({variant}: {names}) was not finished.").format(variant=variant,
                                                                                           names=names)
    if not ask_to_play_on(window, what):
        return False
    file = record.extra.get("file")
    file = Path(file) if isinstance(file, str) and file else None
    window.start_game(game, record.seats, file, saved=record.extra, unsaved=file is None or not _holds(file, game),
                      table_offset=table_offset)
    return True


def read_autosave(window):
    """The autosaved (record, game), or None. An autosave this program cannot read (broken, or from
    a newer version) is renamed beside itself, never overwritten, and the player is told where."""
    from ingenious_desktop.app.describe import unreadable_record
    from ingenious_desktop.app.storage import keep_aside
    from ingenious_desktop.engine import RecordError, load_record

    path = window.controller.autosave_path
    if path is None or not (Path(path).exists() or Path(path).is_symlink()):
        return None
    try:
        record = load_record(path)
        return record, record.replay()
    except RecordError as error:
        problem = translate("main", "The last game's autosave could not be read:\n{error}").format(
            error=unreadable_record(error))
    try:
        aside = keep_aside(Path(path))
    except OSError as error:
        window.controller.autosave_path = None  # never write over it
        tell(window, QMessageBox.Icon.Warning, translate("main", "Autosave unreadable"),
             translate("main", "{problem}\n\nIt could not be moved aside ({error}), so it is left as it is and this "
                               "session is not autosaved:\n{file}").format(problem=problem, error=error, file=path))
        return None
    tell(window, QMessageBox.Icon.Warning, translate("main", "Autosave unreadable"),
         translate("main", "{problem}\n\nIt is kept, unchanged, as\n{file}\n\nThe next autosave is written "
                           "beside it.").format(problem=problem, file=aside))
    return None


def _holds(file: Path, game) -> bool:
    """Does the saved game ``file`` hold ``game`` as it stands (no unsaved changes)?"""
    from ingenious_desktop.engine import RecordError, load_record

    try:
        return load_record(file).events == game.log
    except RecordError:
        return False


def ask_to_play_on(window, what: str) -> bool:
    """Ask over the unfinished game whether to play on with it or start a new one."""
    box = message_box(window, QMessageBox.Icon.Question, translate("main", "Resume the unfinished game?"),
                      translate("main", "{question}\n\nPlay on with it?").format(question=what))
    play_on = box.addButton(translate("main", "Play on"), QMessageBox.ButtonRole.AcceptRole)
    new_game = box.addButton(translate("main", "New game"), QMessageBox.ButtonRole.RejectRole)
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
            self.window.documents.open_instead(event.file())
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
