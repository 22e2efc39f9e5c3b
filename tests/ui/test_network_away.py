"""An away person in the window (issue 44, fault 5): their plate says they are away, and for how long, not
"to move"; once their seat is handed to the computer, the log credits its moves to the computer playing for
them, and their own earlier moves stay theirs."""

from __future__ import annotations

import pytest

from ingenious_desktop.app.describe import turn_note
from ingenious_desktop.online.hosting import start_server

from test_network_play import WAIT, Anna, put_down_by_keys_and_click, sit_at_annas_table

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")


@pytest.fixture
def quick_server(tmp_path):
    """A server whose away seats may be handed to a computer after half a second."""
    hosted = start_server(tmp_path / "data", away_grace=0.5)
    yield hosted
    hosted.stop()


def log_texts(window) -> list[str]:
    view = window.log.view
    return [view.item(row).text() for row in range(view.count())]


def test_an_away_plate_says_away_and_the_computers_moves_are_credited_to_it(window, qtbot, quick_server,
                                                                            monkeypatch):
    anna = Anna(quick_server.url)
    try:
        sit_at_annas_table(window, qtbot, quick_server, anna, monkeypatch)
        controller, scene = window.controller, window.scene
        qtbot.waitUntil(lambda: not controller.table.plays_every_seat, timeout=WAIT)
        anna.place_first_legal()  # Anna's own placement
        qtbot.waitUntil(lambda: controller.human_to_place() == 1, timeout=WAIT)
        mine = next(p for p in controller.game.legal_placements() if p.tile[0] != p.tile[1])
        put_down_by_keys_and_click(qtbot, window, mine)
        qtbot.waitUntil(lambda: controller.game.to_move == 0 and len(window.scene.tiles.items) == 2, timeout=WAIT)
        anna.run(anna.client.close())  # Anna goes away on her turn

        qtbot.waitUntil(lambda: scene._panels[0].note.startswith("away "), timeout=WAIT)
        assert scene._panels[0].active_seat == 0 and scene._panels[0].note != turn_note(controller.game)
        qtbot.wait(600)  # the server's grace before a seat may be handed over
        window.network.table.hand_over(0)  # Let the computer play for her

        qtbot.waitUntil(lambda: controller.human_to_place() == 1, timeout=WAIT)
        lines = log_texts(window)
        assert lines[0].startswith("\u2068Anna\u2069 places ")  # her own move stays hers
        assert lines[1].startswith("\u2068Ben\u2069 places ")
        assert lines[2].startswith("Computer (Medium) for \u2068Anna\u2069 places ")
        assert window.log.view.line(2).player == "\u2068Anna\u2069 (computer)"  # the log's narrow name column
        assert not scene._panels[0].note.startswith("away")
    finally:
        anna.close()
