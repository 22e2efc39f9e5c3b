"""``--smoke``: a quick check that the built program really runs (used by the packaging).

It checks the sound library is there, loads every language's translations, opens the window, lets a hard computer player (its search
in the compiled core) and an easy one make a few moves, saves, opens the save again and checks that
the same game comes back. It never touches
the user's settings or autosave.
"""

from __future__ import annotations

import importlib.util
import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QEventLoop, QSettings, QTimer
from PySide6.QtWidgets import QApplication

from ingenious_desktop.ai import native
from ingenious_desktop.app.languages import LANGUAGES, SOURCE_LANGUAGE, install_language
from ingenious_desktop.app.settings import Settings
from ingenious_desktop.app.setup import GameSetup
from ingenious_desktop.engine import Seat, load_record

PLACEMENTS = 4
TIMEOUT_SECONDS = 120


def smoke_test(app: QApplication) -> int:
    from .main_window import MainWindow

    if importlib.util.find_spec("miniaudio") is None:
        return _fail("the sound library (miniaudio) is missing: the table would be silent")
    missing = [code for code in LANGUAGES if not install_language(code)]
    install_language(SOURCE_LANGUAGE)
    if missing:
        return _fail(f"no translation files for {', '.join(missing)}")
    with tempfile.TemporaryDirectory(prefix="ingenious-smoke-") as folder:
        folder = Path(folder)
        settings = Settings(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))
        window = MainWindow(settings, autosave_path=None)
        window.controller.computer_pause = 0.0
        window.show()
        setup = GameSetup("standard", (Seat("Hard", "ai", "hard"), Seat("Easy", "ai", "easy")))
        window.new_game(setup)
        if not _wait_for_placements(window, PLACEMENTS):
            return _fail(f"the computer players made fewer than {PLACEMENTS} placements in {TIMEOUT_SECONDS} s")
        window.controller.stop()
        played = list(window.controller.game.log)
        scores = [list(s) for s in window.controller.game.scores]
        path = folder / "smoke.ingenious"
        if not window.documents.save_to(path):
            return _fail(f"could not save to {path}")
        if load_record(path).events != played:
            return _fail("the saved file does not hold the game that was played")
        if not window.documents.open_file(path):
            return _fail("could not open the saved game")
        reopened = window.controller.game
        window.controller.stop()
        if reopened.log != played or reopened.scores != scores:
            return _fail("the reopened game differs from the one that was saved")
        window.close()
    print(f"smoke: ok ({len(scores)} computer players, hard and easy, {len(played)} events played, saved, "
          f"reopened unchanged; the compiled core {Path(native._core.__file__).name})")
    return 0


def _wait_for_placements(window, count: int) -> bool:
    loop = QEventLoop()
    game_changes = window.controller.gameChanged

    def check() -> None:
        if len(window.controller.game.results) >= count:
            loop.quit()

    game_changes.connect(check)
    QTimer.singleShot(TIMEOUT_SECONDS * 1000, loop.quit)
    check()
    loop.exec()
    game_changes.disconnect(check)
    return len(window.controller.game.results) >= count


def _fail(reason: str) -> int:
    print(f"smoke: FAILED: {reason}", file=sys.stderr)
    return 1
