"""``ingenious-desktop FILE``: run(argv) opens the window on that saved game."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QStandardPaths, QTimer
from PySide6.QtWidgets import QApplication

from ingenious_desktop.app import storage
from ingenious_desktop.app.autosave_slots import claim_autosave
from ingenious_desktop.engine import load_record
from ingenious_desktop.ui.window import main
from ingenious_desktop.ui.window.main_window import MainWindow

EXAMPLES = Path(__file__).parents[1] / "engine" / "examples"


@pytest.fixture
def isolated_launch(qapp, tmp_path, monkeypatch):
    """run() with its settings and autosave in a temporary place, never the player's own."""
    QStandardPaths.setTestModeEnabled(True)
    monkeypatch.setattr(main, "ORGANISATION", f"ingenious-test-{tmp_path.name}")
    monkeypatch.setattr(storage, "autosave_path", lambda: tmp_path / "autosave.ingenious")  # none from a past run
    yield
    qapp.setOrganizationName("")


def test_run_with_a_file_opens_the_window_on_that_game(qapp, isolated_launch):
    record_path = EXAMPLES / "team-4p-midgame.ingenious"
    seen = {}

    def look_then_close():
        window = next(w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible())
        seen["log"] = list(window.controller.game.log)
        seen["names"] = [seat.name for seat in window.controller.seats]
        seen["title"] = window.windowTitle()
        window.close()  # the last window closing ends app.exec(), as when a player closes it

    QTimer.singleShot(0, look_then_close)
    assert main.run([str(record_path)]) == 0

    record = load_record(record_path)
    assert seen["log"] == record.events
    assert seen["names"] == [seat.name for seat in record.seats]
    assert "team-4p-midgame" in seen["title"]


def test_a_saved_game_handed_to_the_running_app_opens_in_its_window(qapp, isolated_launch):
    """macOS sends a file-open event, not an argument, when a save is double-clicked."""
    from PySide6.QtGui import QFileOpenEvent

    record_path = EXAMPLES / "travel-2p-midgame.ingenious"
    seen = {}

    def open_then_close():
        window = next(w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible())
        QApplication.sendEvent(qapp, QFileOpenEvent(str(record_path)))
        seen["log"] = list(window.controller.game.log)
        seen["icon"] = not qapp.windowIcon().isNull()
        window.close()  # the last window closing ends app.exec(), as when a player closes it

    QTimer.singleShot(200, open_then_close)
    assert main.run([]) == 0

    assert seen["log"] == load_record(record_path).events
    assert seen["icon"]


def test_a_copy_started_while_another_runs_autosaves_beside_it_never_over_it(qapp, isolated_launch, tmp_path):
    running = claim_autosave(tmp_path / "autosave.ingenious")  # the copy already running holds the autosave
    seen = {}

    def look_then_close():
        window = next(w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible())
        seen["autosave"] = window.controller.autosave_path
        seen["log"] = list(window.controller.game.log)
        window.close()

    QTimer.singleShot(200, look_then_close)
    assert main.run([]) == 0
    running.lock.unlock()

    assert seen["autosave"] == tmp_path / "autosave-2.ingenious"
    assert load_record(tmp_path / "autosave-2.ingenious").events == seen["log"]
    assert not (tmp_path / "autosave.ingenious").exists()
