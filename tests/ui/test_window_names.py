"""Issue 25, items 19 and 20 in the window: the names the program gave follow the language, and a hostile name
(a right-to-left override, 10,000 letters, line breaks) stays inside its own place on screen."""

from __future__ import annotations

from pathlib import Path

import pytest

from ingenious_desktop.app.describe.names import FSI, PDF, PDI
from ingenious_desktop.app.languages import SOURCE_LANGUAGE, install_language
from ingenious_desktop.app.setup import default_setup
from ingenious_desktop.engine import Seat, dumps_record, load_record
from ingenious_desktop.ui.dialogs.game_over import GameOverDialog
from ingenious_desktop.ui.table.plates import PanelItem

from games import dealt_game
from shown import plain

EXAMPLE = Path(__file__).parents[1] / "engine" / "examples" / "standard-2p-complete.ingenious"
RLO = "\u202e"


@pytest.fixture
def speak(qapp):
    yield install_language
    install_language(SOURCE_LANGUAGE)


def panel_names(window) -> set[str]:
    return {plain(name) for item in window.scene.items() if isinstance(item, PanelItem) for _, name, _ in item.seats}


def test_a_game_begun_in_french_names_its_players_in_spanish_once_spanish_is_chosen(window, speak):
    speak("fr")
    window.new_game(default_setup())
    assert panel_names(window) == {"Vous", "Ordinateur"}

    speak("es")
    window.start_game(window.controller.game, window.controller.seats)  # as when the saved game is opened again

    assert panel_names(window) == {"Tú", "Ordenador"}


def test_a_right_to_left_override_in_a_file_name_ends_before_the_programs_name(window, tmp_path):
    path = tmp_path / f"{RLO}sniw.ingenious"
    record = load_record(EXAMPLE)
    path.write_text(dumps_record(record.replay(), record.seats))
    assert window.documents.open_file(path)

    assert window.windowTitle() == f"{FSI}{RLO}sniw.ingenious{PDF}{PDI}[*] — Ingenious Desktop"


def test_a_ten_thousand_letter_name_leaves_the_game_over_buttons_on_the_screen(qtbot):
    record = load_record(EXAMPLE)
    seats = [Seat("W" * 10_000), Seat("Ben\r\nBen")]
    dialog = GameOverDialog(record.replay(), seats, hints=[3, 1])
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)

    screen = dialog.screen().availableGeometry()
    assert dialog.width() <= screen.width()
    assert "\n" not in dialog.summary.text() and "Ben Ben" in plain(dialog.summary.text()).replace("&nbsp;", " ")


def test_line_breaks_in_a_name_are_spaces_on_the_hand_over_cover(window):
    game = dealt_game()
    window.start_game(game, [Seat("Ada\r\nLovelace"), Seat("Ben\nBen")])

    message = window.table.overlay.message
    assert "\n" not in message and "\r" not in message
    assert plain(message).startswith(("Pass to Ada Lovelace", "Pass to Ben Ben"))
