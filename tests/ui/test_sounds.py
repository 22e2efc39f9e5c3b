"""Issue 25, item 23: quiet sounds, on by default, that a setting and the M key turn off. No sound device is
needed: the window's player is replaced by one that writes down what it was asked to play."""

from __future__ import annotations

import wave
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt

from ingenious_desktop.app.settings import Settings
from ingenious_desktop.engine import Seat
from ingenious_desktop.ui.kit.sounds import FOLDER, GAME_END, INGENIOUS, RATE, SCORING_LINE, TILE_DOWN
from ingenious_desktop.ui.window.sound_cues import cue

from games import game_about_to_reach_18

PACKAGING = Path(__file__).parents[2] / "packaging"


class Heard:
    """A sound player that plays nothing and remembers each sound asked for."""

    def __init__(self):
        self.played: list[str] = []

    def play(self, name: str) -> None:
        self.played.append(name)

    def close(self) -> None:
        pass


@pytest.fixture
def heard(window) -> Heard:
    window.sounds.player = Heard()
    window.settings.sound = True
    window.sounds.set_on(True)
    return window.sounds.player


def test_sounds_are_on_unless_the_player_turned_them_off(tmp_path):
    assert Settings(QSettings(str(tmp_path / "fresh.ini"), QSettings.Format.IniFormat)).sound


def test_a_placement_that_reaches_18_calls_ingenious_and_m_silences_the_next(window, qtbot, heard):
    game, reaching = game_about_to_reach_18()
    human = game.to_move
    window.start_game(game, [Seat("You") if seat == human else Seat("Bot", "ai", "easy") for seat in range(2)])
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)  # a shortcut needs its window active

    window.scene.placementRequested.emit(reaching)
    qtbot.waitUntil(lambda: heard.played == [INGENIOUS])

    qtbot.keyClick(window.table.view, Qt.Key.Key_M)
    assert not window.settings.sound and not window.sounds.action.isChecked()
    window.scene.placementRequested.emit(window.controller.game.legal_placements()[0])  # the bonus placement
    qtbot.wait(100)
    assert heard.played == [INGENIOUS]
    qtbot.keyClick(window.table.view, Qt.Key.Key_M)
    assert window.settings.sound


def test_each_change_has_the_sound_of_the_best_thing_it_did(window):
    game, reaching = game_about_to_reach_18()
    seen = []
    window.controller.gameChanged.connect(lambda change: seen.append(cue(change)))
    window.start_game(game, [Seat("Ada"), Seat("Ben")])
    window.controller.confirm_hand_over()
    window.scene.placementRequested.emit(reaching)
    assert seen[0] == INGENIOUS
    assert {TILE_DOWN, SCORING_LINE, GAME_END} <= {path.name.removesuffix(".wav") for path in FOLDER.iterdir()}


def test_the_sounds_are_small_quiet_and_made_the_same_every_time(tmp_path):
    import runpy

    maker = runpy.run_path(str(PACKAGING / "make_sounds.py"))
    for name, make in maker["SOUNDS"].items():
        maker["write"](tmp_path / f"{name}.wav", make())
        assert (tmp_path / f"{name}.wav").read_bytes() == (FOLDER / f"{name}.wav").read_bytes()
        with wave.open(str(FOLDER / f"{name}.wav")) as sound:
            assert (sound.getnchannels(), sound.getframerate()) == (1, RATE)
            assert sound.getnframes() / RATE <= 2.0
