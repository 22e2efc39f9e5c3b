"""The window speaks the system's language from the start, and a language chosen in the settings at once."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QDialogButtonBox, QLabel

from ingenious_desktop.app.settings import Settings
from ingenious_desktop.app.setup import GameSetup
from ingenious_desktop.engine import Hex, Placement, Seat
from ingenious_desktop.ui.window.main_window import MainWindow
from ingenious_desktop.ui.table.plates import PanelItem
from ingenious_desktop.ui.dialogs.settings import SettingsDialog
from ingenious_desktop.ui.table.items import LabelItem, RackTileItem

from games import dealt_game
from shown import plain


ENGLISH_MENUS = ["&Game", "&Edit", "&View", "&Help"]
GERMAN_MENUS = ["&Spiel", "&Bearbeiten", "&Ansicht", "&Hilfe"]
EXAMPLES = Path(__file__).parents[1] / "engine" / "examples"

#: Starts the game as ``ingenious-desktop`` does and prints what its window and dialogs show.
LOOK_AT_THE_WINDOW = """
import json
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QDialogButtonBox
from ingenious_desktop.app.setup import default_setup
from ingenious_desktop.ui.window import main
from ingenious_desktop.ui.window.main_window import MainWindow
from ingenious_desktop.ui.dialogs.new_game import NewGameDialog
from ingenious_desktop.ui.table.items import LabelItem

seen = {}

def look_then_close():
    window = next(w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible())
    if window.controller.game is None:  # the default game starts just after the window shows
        QTimer.singleShot(20, look_then_close)
        return
    seen["menus"] = [action.text() for action in window.menuBar().actions()]
    seen["game menu"] = [action.text() for action in window.game_menu.actions() if not action.isSeparator()]
    dialog = NewGameDialog(default_setup(), window)
    seen["new game"] = [dialog.windowTitle()] + [b.text() for b in dialog.findChild(QDialogButtonBox).buttons()]
    labels = [item for item in window.scene.items() if isinstance(item, LabelItem)]
    seen["status"] = max(labels, key=lambda label: label.font.pixelSize()).text
    window.scene.placementRequested.emit(window.controller.game.legal_placements()[0])
    seen["log"] = [window.log.view.item(row).text() for row in range(window.log.view.count())]
    window.close()

main.make_application([])
QTimer.singleShot(0, look_then_close)
main.run([])
print(json.dumps(seen))
"""


@pytest.fixture
def window(qtbot, tmp_path, speak):
    settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    made = MainWindow(settings, tmp_path / "autosave.ingenious")
    qtbot.addWidget(made)
    yield made
    made.controller.stop()


def menu_titles(window) -> list[str]:
    return [action.text() for action in window.menuBar().actions()]


def test_the_window_started_with_language_de_shows_german_menus_and_buttons(tmp_path):
    home = tmp_path / "home"
    environment = {k: v for k, v in os.environ.items() if k not in ("LC_ALL", "LC_MESSAGES")}
    environment.update(LANGUAGE="de", LANG="C.UTF-8", QT_QPA_PLATFORM="offscreen", HOME=str(home),
                       XDG_CONFIG_HOME=str(home / "config"), XDG_DATA_HOME=str(home / "data"))
    answer = subprocess.run([sys.executable, "-c", LOOK_AT_THE_WINDOW], env=environment,
                            capture_output=True, text=True, timeout=120)
    assert answer.returncode == 0, answer.stderr[-2000:]
    seen = json.loads(answer.stdout.splitlines()[-1])
    assert seen["menus"] == GERMAN_MENUS
    assert seen["game menu"] == ["&Neues Spiel…", "Noch ein&mal", "Ö&ffnen…", "&Zuletzt geöffnet", "Im Netzwerk s&pielen…",
                                 "Tisch im Netzwerk ver&lassen…", "&Wiederholung…", "&Speichern",
                                 "Speichern &unter…", "S&tatistik…", "T&ipp", "Partie &auswerten…", "&Beenden"]
    assert seen["new game"] == ["Neues Spiel", "Starten", "Abbrechen"]  # "Abbrechen": Qt's own, qtbase_de
    assert seen["status"].startswith("Du bist am Zug · erste Runde")  # "Du": the default name, and spoken to
    assert seen["log"][0].startswith("Du legst ")


def choose_language(qtbot, dialog: SettingsDialog, name: str) -> None:
    """Step through the language list with the arrow keys, as a player can, to ``name``."""
    dialog.language.setFocus()
    for _ in range(dialog.language.count()):
        if dialog.language.currentText() == name:
            return
        qtbot.keyClick(dialog.language, Qt.Key.Key_Down)
    raise AssertionError(f"{name} is not offered")


def click_ok(qtbot, dialog) -> None:
    qtbot.mouseClick(dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok),
                     Qt.MouseButton.LeftButton)


def test_choosing_a_language_in_the_settings_retitles_the_menus_once_ok_is_clicked(window, qtbot):
    assert menu_titles(window) == ENGLISH_MENUS
    dialog = SettingsDialog(window.settings, window)
    dialog.show()

    choose_language(qtbot, dialog, "Deutsch")
    assert menu_titles(window) == ENGLISH_MENUS and dialog.windowTitle() == "Settings"  # nothing changes yet
    click_ok(qtbot, dialog)

    qtbot.waitUntil(lambda: menu_titles(window) == GERMAN_MENUS)
    assert window.new_action.text() == "&Neues Spiel…"
    dialog = SettingsDialog(window.settings, window)
    dialog.show()
    assert dialog.windowTitle() == "Einstellungen"
    assert dialog.language.itemText(0).startswith("Wie das System")
    assert [b.text() for b in dialog.findChild(QDialogButtonBox).buttons()] == ["OK", "Abbrechen"]
    assert window.log.dock.titleBarWidget().findChild(QLabel).text() == "Spielverlauf"
    assert window.log.dock.titleBarWidget().close_button.toolTip().startswith("Spielverlauf ausblenden (Ansicht ▸ ")
    note = dialog.note  # longer in German: the dialog grows so that none of it is cut off
    qtbot.waitUntil(lambda: note.height() >= note.heightForWidth(note.width()))

    choose_language(qtbot, dialog, "Français")
    click_ok(qtbot, dialog)
    assert window.settings.language == "fr"
    qtbot.waitUntil(lambda: menu_titles(window) == ["&Partie", "É&dition", "&Affichage", "A&ide"])


def status_line(window) -> str:
    """The status line over the board: the table's largest text."""
    labels = [item for item in window.scene.items() if isinstance(item, LabelItem)]
    return plain(max(labels, key=lambda label: label.font.pixelSize()).text)


def test_choosing_a_language_rewords_the_status_line_the_log_and_the_table_at_once(window, qtbot, speak):
    window.controller.computer_pause = 0.0
    window.new_game(GameSetup("standard", (Seat("Ada"), Seat("Ben"))))
    window.table.overlay.ready.emit()  # Ada says she is ready
    placement = window.controller.game.legal_placements()[0]
    window.scene.placementRequested.emit(placement)
    assert status_line(window) == "Pass to Ben"
    assert plain(window.log.view.item(0).text()).startswith("Ada places ")

    speak("de")

    qtbot.waitUntil(lambda: status_line(window) == "Weitergeben an Ben")
    assert plain(window.log.view.item(0).text()).startswith("Ada legt ")
    assert plain(window.table.overlay.message) == "Weitergeben an Ben – klicken, wenn bereit"


def test_choosing_a_language_leaves_every_panel_where_the_game_seated_it(window, qtbot, speak):
    game, seats, _starter = GameSetup("standard", (Seat("Ada"), Seat("Ben"))).new_game()
    window.start_game(game, seats, table_offset=1)  # the second seat of the dialog started
    panels = {panel.holder: panel.pos() for panel in window.scene.items() if isinstance(panel, PanelItem)}

    speak("de")

    qtbot.waitUntil(lambda: menu_titles(window) == GERMAN_MENUS)
    assert {panel.holder: panel.pos() for panel in window.scene.items() if isinstance(panel, PanelItem)} == panels


def test_cancelling_the_settings_keeps_the_language(window, qtbot):
    dialog = SettingsDialog(window.settings, window)
    dialog.show()
    choose_language(qtbot, dialog, "Español")
    qtbot.wait(50)
    assert menu_titles(window) == ENGLISH_MENUS  # the language applies with OK, not while the dialog is open

    qtbot.mouseClick(dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Cancel),
                     Qt.MouseButton.LeftButton)

    qtbot.waitUntil(lambda: menu_titles(window) == ENGLISH_MENUS)
    assert window.settings.language is None


def mnemonic(text: str) -> str | None:
    """The letter Alt goes with: the one after a single &."""
    at = text.replace("&&", "").find("&")
    return None if at < 0 else text.replace("&&", "")[at + 1].lower()


@pytest.mark.parametrize("code", ["en", "de", "fr", "es"])
def test_every_menu_item_has_its_own_alt_letter_in_every_language(window, qtbot, code, speak):
    speak(code)
    qtbot.waitUntil(lambda: window.new_action.text() != "&New game…" or code == "en")
    menus = [action.menu() for action in window.menuBar().actions()]
    for texts in [[action.text() for action in window.menuBar().actions()],
                  *[[action.text() for action in menu.actions() if not action.isSeparator()] for menu in menus]]:
        letters = [mnemonic(text) for text in texts]
        assert None not in letters and len(set(letters)) == len(letters), texts


def replay_bar_words(window) -> list[str]:
    viewer = window.replay.viewer
    return [viewer.play_button.text(), viewer.play_button.toolTip(), viewer.start_button.toolTip(),
            viewer.chart_button.text(), viewer.from_here_button.text(), viewer.close_button.text()]


def test_choosing_a_language_rewords_the_replay_viewer_at_once(window, qtbot):
    window.show()
    assert window.replay.open_file(EXAMPLES / "standard-2p-complete.ingenious")
    qtbot.keyClick(window.table.view, Qt.Key.Key_Right)  # a move in: the status line tells the story there
    assert replay_bar_words(window)[0] == "Play"
    dialog = SettingsDialog(window.settings, window)
    dialog.show()

    choose_language(qtbot, dialog, "Deutsch")
    click_ok(qtbot, dialog)

    qtbot.waitUntil(lambda: menu_titles(window) == GERMAN_MENUS)
    assert replay_bar_words(window) == [
        "Abspielen", "Die Züge im Tempo der Animation abspielen (Leertaste)", "Zum Anfang (Pos1)", "Punkteverlauf",
        "Von hier aus spielen…", "Wiederholung schließen"]
    assert status_line(window).startswith("Wiederholung einer beendeten Partie · Zug 1 von ")
    assert window.replay.viewer.where.text().startswith("Zug 1 von ")
    assert plain(window.log.view.item(0).text()).startswith("Player 1 legt ")
    qtbot.keyClick(window.table.view, Qt.Key.Key_Space)  # it plays: the button says how to stop
    assert window.replay.viewer.play_button.text() == "Pause"
    assert window.replay.viewer.play_button.toolTip() == "Pause (Leertaste)"


def test_a_german_window_says_in_german_why_a_placement_is_refused(window, qtbot, speak):
    speak("de")
    window.show()
    qtbot.waitExposed(window)
    game = dealt_game()
    window.start_game(game, [Seat("You"), Seat("Bot", "ai", "easy")])  # the one spoken to
    scene, view = window.scene, window.table.view
    rack = next(item for item in scene.items() if isinstance(item, RackTileItem) and item.index == 0)

    for point in (rack.mapToScene(rack.offset / 2), scene.layout.centre(Hex(0, 0))):  # pick a tile, put it mid-board
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(point))

    assert window.statusBar().currentMessage() == ("Nicht hier: In der ersten Runde muss ein Spielstein ein "
                                                   "aufgedrucktes Symbol berühren, das noch kein Stein berührt")
    missing = next(tile for tile in ("RR", "OO", "YY", "GG", "BB", "PP") if tile not in game.racks[0])
    legal = game.legal_placements()[0]
    scene.placementRequested.emit(Placement(missing, legal.cells))  # a request the rules refuse gets to the engine
    colour = {"RR": "Rot", "OO": "Orange", "YY": "Gelb", "GG": "Grün", "BB": "Blau", "PP": "Lila"}[missing]
    assert window.statusBar().currentMessage() == \
        f"Nicht erlaubt: Der Stein in {colour} und {colour} liegt nicht in deiner Ablage"
    assert window.controller.game.log == game.log


def broken_copy(path: Path, change) -> Path:
    record = json.loads((EXAMPLES / "standard-2p-midgame.ingenious").read_text())
    change(record)
    path.write_text(json.dumps(record))
    return path


def test_a_german_window_says_in_german_which_rule_a_broken_file_breaks(window, message_boxes, tmp_path, speak):
    speak("de")
    wrong_player = broken_copy(tmp_path / "wrong-player.ingenious", lambda record: record["events"][2].update(player=1))
    chess = broken_copy(tmp_path / "chess.ingenious", lambda record: record.update(variant="chess"))

    assert not window.documents.open_file(wrong_player)
    assert not window.replay.open_file(wrong_player)
    assert not window.documents.open_file(chess)

    rule = "Ereignis 2 der Datei verstößt gegen eine Spielregel. Nicht erlaubt: Spieler 1 ist am Zug"
    assert [rule in box.text for box in message_boxes] == [True, True, False]
    assert "Nicht erlaubt: „chess“ ist keine Variante, die dieses Programm kennt" in message_boxes[2].text
    assert all("expected" not in box.text and "unknown variant" not in box.text for box in message_boxes)


@pytest.mark.parametrize("code", ["en", "de", "fr", "es"])
def test_every_menu_item_that_opens_a_dialog_ends_in_one_ellipsis_character(window, qtbot, code, speak):
    speak(code)
    qtbot.waitUntil(lambda: window.new_action.text() != "&New game…" or code == "en")
    texts = [action.text() for menu in (action.menu() for action in window.menuBar().actions())
             for action in menu.actions() if not action.isSeparator()]
    assert [text for text in texts if text.endswith((" …", "...", " ..."))] == []
    assert any(text.endswith("…") for text in texts)
