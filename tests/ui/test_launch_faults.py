"""The window against hostile files and settings: a named pipe where a game, the autosave or
the settings file should be never blocks it (one clear message instead), settings of the wrong
type fall back to the defaults, and temporary files a killed save left are removed at start."""

from __future__ import annotations

import json
import os
import signal
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, QPointF, QSettings, QStandardPaths, Qt, QTimer, QUrl
from PySide6.QtGui import QDropEvent
from PySide6.QtWidgets import QApplication, QMessageBox

from ingenious_desktop.app import storage
from ingenious_desktop.app.settings import Settings
from ingenious_desktop.app.storage import AUTOSAVE_NAME
from ingenious_desktop.ui.window import main
from ingenious_desktop.ui.window.main_window import MainWindow

pytestmark = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are a POSIX thing")


UNBLOCKER = """
import os, sys, time
path = sys.argv[1]
time.sleep(2.0)
while True:
    time.sleep(0.05)
    try:
        os.close(os.open(path, os.O_WRONLY | os.O_NONBLOCK))  # fails while nobody reads
        print("unblocked a reader", flush=True)
    except OSError:
        pass
    os.close(os.open(path, os.O_RDONLY | os.O_NONBLOCK))  # lets a blocked writer on (to EPIPE)
"""


class PipeUnblocker:
    """Opens the pipe's other end (and closes it) for whatever sits blocked opening it, so a
    test of a program without the check fails on what it shows instead of hanging; and tells
    whether a reader ever had to be unblocked. A process of its own: a thread would wait for
    the GIL, which Qt keeps while it blocks."""

    def __init__(self, path: Path):
        self.path = path
        self.had_to_unblock = False
        self._process = subprocess.Popen([sys.executable, "-c", UNBLOCKER, str(path)], stdout=subprocess.PIPE, text=True)

    def stop(self) -> None:
        if self._process.returncode is None:
            self._process.kill()
            self.had_to_unblock = bool(self._process.communicate(timeout=10)[0])


@pytest.fixture
def pipe_at():
    made = []

    def make(path: Path) -> PipeUnblocker:
        path.parent.mkdir(parents=True, exist_ok=True)
        os.mkfifo(path)
        made.append(PipeUnblocker(path))
        return made[-1]

    yield make
    for unblocker in made:
        unblocker.stop()
        unblocker.path.unlink()


@pytest.fixture
def launch(qapp, tmp_path, monkeypatch):
    """run() with its settings and autosave in a temporary place; the settings file's path."""
    QStandardPaths.setTestModeEnabled(True)
    organisation = f"ingenious-test-{tmp_path.parent.name}-{tmp_path.name}"  # unique: its folder outlives the test
    monkeypatch.setattr(main, "ORGANISATION", organisation)
    monkeypatch.setattr(storage, "autosave_path", lambda: tmp_path / "data" / AUTOSAVE_NAME)
    config = Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericConfigLocation))
    yield config / organisation / f"{main.APPLICATION}.conf"
    qapp.setOrganizationName("")
    shutil.rmtree(config / organisation, ignore_errors=True)


def the_window() -> MainWindow:
    return next(w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible())


def close_when_a_game_is_on(seen: dict) -> None:
    """Every 50 ms: read any message box (and close it), then close the window once it plays a game."""
    def look():
        for box in [w for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox) and w.isVisible()]:
            seen.setdefault("boxes", []).append(box.text())
            box.done(0)
        window = next((w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible()), None)
        if window is not None and window.controller.game is not None and window.controller.game.log:
            seen["names"] = [seat.name for seat in window.controller.seats]
            window.close()
        else:
            QTimer.singleShot(50, look)

    QTimer.singleShot(50, look)


@pytest.fixture
def window(qtbot, qapp, tmp_path):
    QStandardPaths.setTestModeEnabled(True)
    made = MainWindow(Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)),
                      tmp_path / AUTOSAVE_NAME)
    qtbot.addWidget(made)
    made.show()
    yield made
    made.controller.stop()


def test_opening_a_named_pipe_is_one_clear_message(window, tmp_path, pipe_at, error_dialogs):
    pipe = pipe_at(tmp_path / "pipe.ingenious")

    assert window.documents.open_file(pipe.path) is False

    pipe.stop()
    assert not pipe.had_to_unblock
    assert len(error_dialogs) == 1 and "named pipe" in error_dialogs[0].text


def test_dropping_a_named_pipe_is_one_clear_message(window, qtbot, tmp_path, pipe_at, error_dialogs):
    pipe = pipe_at(tmp_path / "dropped.ingenious")
    data = QMimeData()
    data.setUrls([QUrl.fromLocalFile(str(pipe.path))])
    drop = QDropEvent(QPointF(10, 10), Qt.DropAction.CopyAction, data, Qt.MouseButton.LeftButton,
                      Qt.KeyboardModifier.NoModifier)

    window.dropEvent(drop)

    pipe.stop()
    assert not pipe.had_to_unblock
    assert len(error_dialogs) == 1 and "named pipe" in error_dialogs[0].text


def test_a_named_pipe_on_the_command_line_is_one_message_then_a_game(launch, tmp_path, pipe_at, error_dialogs):
    pipe = pipe_at(tmp_path / "argument.ingenious")
    seen = {}
    close_when_a_game_is_on(seen)

    assert main.run([str(pipe.path)]) == 0

    pipe.stop()
    assert not pipe.had_to_unblock
    assert len(error_dialogs) == 1 and "named pipe" in error_dialogs[0].text
    assert seen["names"]


def test_a_named_pipe_in_place_of_the_autosave_does_not_block_the_start(launch, tmp_path, pipe_at):
    pipe = pipe_at(tmp_path / "data" / AUTOSAVE_NAME)
    seen = {}
    close_when_a_game_is_on(seen)

    assert main.run([]) == 0

    pipe.stop()
    assert not pipe.had_to_unblock
    assert seen["names"]


def test_a_named_pipe_in_place_of_the_settings_file_is_one_warning_then_defaults(launch, pipe_at):
    pipe = pipe_at(launch)
    seen = {}
    close_when_a_game_is_on(seen)

    assert main.run([]) == 0

    pipe.stop()
    assert not pipe.had_to_unblock
    assert len(seen.get("boxes", [])) == 1
    assert str(launch) in seen["boxes"][0] and "named pipe" in seen["boxes"][0]
    assert seen["names"] == ["You", "Computer"]


def test_stale_autosave_temporaries_are_removed_at_start(launch, tmp_path):
    data = tmp_path / "data"
    data.mkdir()
    stale = [data / f"{AUTOSAVE_NAME}.{suffix}" for suffix in ("AbC123", "zzzzzz")]
    fresh = data / f"{AUTOSAVE_NAME}.Qw3rty"  # perhaps another copy of the game saving right now
    kept = [data / f"{AUTOSAVE_NAME}.2026-12-01-0812.unreadable", data / "mine.ingenious.AbC123"]
    hour_ago = time.time() - 3600
    for path in [*stale, fresh, *kept]:
        path.write_text("{}")
        if path is not fresh:
            os.utime(path, (hour_ago, hour_ago))
    close_when_a_game_is_on({})

    assert main.run([]) == 0

    assert [p.exists() for p in stale] == [False, False]
    assert fresh.exists() and all(p.exists() for p in kept)


def test_settings_of_the_wrong_type_fall_back_to_the_defaults(qtbot, qapp, tmp_path):
    QStandardPaths.setTestModeEnabled(True)
    store = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    setup = {"variant": "standard", "starter": 0,
             "seats": [{"name": 5, "kind": "human"}, {"name": "Bot", "kind": "ai", "level": "easy"}]}
    for key, value in {"game/last_setup": json.dumps(setup), "display/animation_speed": "fast",
                       "display/points_preview": "maybe", "display/show_all_racks": 7,
                       "files/recent": "5", "window/geometry": "wide", "window/state": 3}.items():
        store.setValue(key, value)
    store.sync()
    settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))

    made = MainWindow(settings, tmp_path / AUTOSAVE_NAME)
    qtbot.addWidget(made)
    made.show()
    made.start_default_game()
    made.grab()  # paints everything: a name that is not text would raise here

    assert [seat.name for seat in made.controller.seats] == ["You", "Computer"]
    assert (settings.animation_speed, settings.points_preview, settings.show_all_racks) == (1.0, True, False)
    assert settings.recent_files == []
    made.controller.stop()


def test_a_broken_value_model_is_one_clear_message_and_no_game(launch, monkeypatch, error_dialogs):
    from ingenious_desktop import ai

    def broken():
        raise ai.ModelError("/somewhere/models/value.json: the value model cannot be read (truncated)")

    monkeypatch.setattr(ai, "check_value_models", broken)

    assert main.run([]) == 1
    assert len(error_dialogs) == 1
    assert "value.json" in error_dialogs[0].text and error_dialogs[0].plain


NESTED = "[" * 100_000 + "]" * 100_000  # deeper than Python's JSON reader goes


@pytest.mark.qt_log_ignore("does not support raise", "does not support grabbing")
def test_a_nested_last_setup_gives_the_default_game_and_new_game_still_opens(qtbot, qapp, tmp_path):
    QStandardPaths.setTestModeEnabled(True)
    store = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    store.setValue("game/last_setup", NESTED)
    store.sync()
    made = MainWindow(Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)),
                      tmp_path / AUTOSAVE_NAME)
    qtbot.addWidget(made)
    made.show()
    qtbot.waitExposed(made)
    made.start_default_game()  # without the check: RecursionError, and an empty table
    opened = []

    def look_then_close():
        dialog = QApplication.activeModalWidget()
        opened.append(type(dialog).__name__)
        dialog.reject()

    bar = made.menuBar()
    game_menu = made.game_menu
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.actionGeometry(game_menu.menuAction()).center())
    qtbot.waitUntil(game_menu.isVisible)
    QTimer.singleShot(50, look_then_close)
    qtbot.mouseClick(game_menu, Qt.MouseButton.LeftButton, pos=game_menu.actionGeometry(made.new_action).center())

    assert [seat.name for seat in made.controller.seats] == ["You", "Computer"]
    assert opened == ["NewGameDialog"]
    made.controller.stop()


def test_nested_recent_files_do_not_stop_a_file_from_opening(qtbot, qapp, tmp_path):
    QStandardPaths.setTestModeEnabled(True)
    store = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    store.setValue("files/recent", NESTED)
    store.sync()
    made = MainWindow(Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)),
                      tmp_path / AUTOSAVE_NAME)
    qtbot.addWidget(made)
    made.show()
    game = Path(__file__).resolve().parents[1] / "engine" / "examples" / "standard-2p-midgame.ingenious"

    assert made.documents.open_file(game)  # without the check: RecursionError ends the app

    assert made.settings.recent_files == [str(game)]
    made.controller.stop()


@pytest.mark.parametrize("garbage", [b"\xff\xfe\x00garbage" * 100, b"hello, this is no settings file\n",
                                     b"[display]\nlanguage=de\n" + b"x" * (1024 * 1024)],
                         ids=["binary", "text", "too large"])
def test_a_garbage_settings_file_is_kept_aside_and_the_player_told_once(launch, garbage):
    launch.parent.mkdir(parents=True, exist_ok=True)
    launch.write_bytes(garbage)
    seen = {}
    close_when_a_game_is_on(seen)

    assert main.run([]) == 0

    (kept,) = launch.parent.glob(f"{launch.stem} unreadable *{launch.suffix}")
    assert kept.read_bytes() == garbage  # without the check: read as settings, then written over
    told = [text for text in seen.get("boxes", []) if "settings file" in text]
    assert len(told) == 1 and str(kept) in told[0], seen
    assert "names" in seen  # a game started


def test_a_data_folder_that_cannot_be_made_is_one_warning_then_a_game_without_autosave(launch, tmp_path, monkeypatch):
    blocker = tmp_path / "a file"
    blocker.write_text("where the data folder should be")
    monkeypatch.setattr(storage, "autosave_path", lambda: blocker / "data" / AUTOSAVE_NAME)
    seen = {}
    close_when_a_game_is_on(seen)

    assert main.run([]) == 0  # without the check: NotADirectoryError, and no window

    (told,) = [text for text in seen["boxes"] if "autosave" in text]  # once: no failed autosave after each move
    assert "cannot be made" in told and str(blocker / "data") in told and "not autosaved" in told
    assert seen["names"] == ["You", "Computer"]
    assert blocker.read_text() == "where the data folder should be"


def test_another_copys_unfinished_game_is_kept_in_open_recent_and_resumes(launch, tmp_path):
    from ingenious_desktop.engine import Seat, dumps_record, load_record
    from games import dealt_game

    data = tmp_path / "data"
    data.mkdir()
    games = {}
    for name, seed in ((AUTOSAVE_NAME, 3), ("autosave-2.ingenious", 5)):
        game = dealt_game(seed=seed)
        game.place(game.legal_placements()[0])
        game.end_turn()
        (data / name).write_text(dumps_record(game, [Seat("Ada"), Seat("Ben")], {"game_id": name}))
        games[name] = game.log
    seen = {}
    close_when_a_game_is_on(seen)

    assert main.run([]) == 0

    recent = Settings.of_app()[0].recent_files
    kept = [Path(path) for path in recent if Path(path).parent == data / "unfinished games"]
    assert len(kept) == 1 and load_record(kept[0]).events == games["autosave-2.ingenious"]  # without: not listed
    told = [text for text in seen["boxes"] if str(kept[0]) in text]
    assert len(told) == 1 and "Open recent" in told[0]


def test_ctrl_c_in_the_terminal_closes_the_window_as_its_close_button_does(launch, tmp_path):
    seen = {}

    def interrupt_once_a_game_is_on():
        for box in [w for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox) and w.isVisible()]:
            box.done(0)  # the first start's offer of a lesson
        window = next((w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible()), None)
        if window is not None and window.controller.game is not None:
            seen["events"] = len(window.controller.game.log)
            os.kill(os.getpid(), signal.SIGINT)  # what Ctrl+C sends; Qt's loop alone would never let Python see it
        else:
            QTimer.singleShot(50, interrupt_once_a_game_is_on)

    QTimer.singleShot(50, interrupt_once_a_game_is_on)
    before = signal.getsignal(signal.SIGINT)

    assert main.run([]) == 0  # the window closed: run() returns

    assert "events" in seen and (tmp_path / "data" / AUTOSAVE_NAME).is_file()  # kept, as on closing
    assert signal.getsignal(signal.SIGINT) is before  # Ctrl+C is the test runner's again
