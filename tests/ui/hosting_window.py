"""The hosting player's window in a process of its own, for the test that kills it mid-game
(test_network_host_crash). ``python hosting_window.py FOLDER host`` hosts a table for two on this computer as
Anna; ``... FOLDER again`` starts as the program does, taking the kept seat back. Its settings and autosave
live in FOLDER. Anna plays her seat herself: the first legal placement, never a swap. It prints one JSON line
once seated ({"code", "port"}) and one when the game is over ({"scores"}), then ends."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

os.environ["QT_QPA_PLATFORM"] = "offscreen"

from PySide6.QtCore import QSettings, QStandardPaths, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication, QMessageBox  # noqa: E402

from ingenious_desktop.app.settings import Settings  # noqa: E402
from ingenious_desktop.ui.dialogs.network_play import HostChoice  # noqa: E402
from ingenious_desktop.ui.window.main import start_first_game  # noqa: E402
from ingenious_desktop.ui.window.main_window import MainWindow  # noqa: E402


def say(**what) -> None:
    print(json.dumps(what), flush=True)


def take_the_seat_back(box) -> int:
    """The question at the start is answered as the player would: take the seat back."""
    for button in box.buttons():
        if button.text() == "Take my seat back":
            button.click()
    return 0


def main(folder: Path, how: str) -> None:
    app = QApplication([])
    QStandardPaths.setTestModeEnabled(True)
    app.setOrganizationName(f"ingenious-test-{folder.name}")
    settings = Settings(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))
    settings.sound = False
    settings.animation_speed = 0.0
    window = MainWindow(settings, folder / "autosave.ingenious")
    window.controller.computer_pause = 0.0
    window.show()
    controller = window.controller
    if how == "host":
        window.network.host(HostChoice("standard", [{"kind": "human"}, {"kind": "human"}], "Anna", False, False))
    else:
        QMessageBox.exec = take_the_seat_back
        start_first_game(window, offer_lesson=False)
    controller.swapOffered.connect(lambda _seat, _why: QTimer.singleShot(0, lambda: controller.answer_swap(False)))
    controller.gameOver.connect(lambda: (say(scores=[list(s) for s in controller.game.scores]), app.quit()))
    told, placed_at = [], []

    def play() -> None:
        table = window.network.table
        if not told and table is not None and table.seated is not None and window.network.server is not None:
            told.append(True)
            say(code=table.seated.table, port=window.network.server.port)
        game = controller.game
        if controller.human_to_place() is not None and len(game.log) not in placed_at:  # once: the server answers
            placed_at.append(len(game.log))
            controller.request_placement(game.legal_placements()[0])

    timer = QTimer()
    timer.timeout.connect(play)
    timer.start(50)
    app.exec()


if __name__ == "__main__":
    main(Path(sys.argv[1]), sys.argv[2])
