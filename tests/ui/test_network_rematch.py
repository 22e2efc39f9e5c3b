"""A rematch at a network table in the window: at the game's end, Play again asks the server; when Anna
accepts, the new game is on the table (Ben, the next seat, begins, and each player's panel stays where it
was). Anna asking first is a line in the chat area and on the game-over dialog, whose Play again accepts;
Leave the table leaves for good; a server from before rematches gets one plain sentence."""

from __future__ import annotations

import pytest

from ingenious_desktop.app.describe.names import FSI, PDI
from ingenious_desktop.app.network.seat import read_seat, seat_file
from ingenious_desktop.online import protocol as p
from ingenious_desktop.ui.dialogs.game_over import GameOverDialog
from ingenious_desktop.ui.window.questions import Questions

from test_network_play import WAIT, joined, server  # noqa: F401 - fixtures
from test_network_play import anna as anna  # noqa: F401, PLC0414 - a fixture

GAME = 60_000  # ms: a whole game, both seats playing


async def play_annas_seat(client):
    """Anna plays the first legal placement and keeps her tiles, until the game is over."""
    while not client.mirror.game.is_over:
        mirror = await client.until(lambda m: m.to_place or m.swap_offered or m.game.is_over, 60)
        if mirror.to_place:
            await client.place(mirror.game.legal_placements()[0])
        elif mirror.swap_offered:
            await client.swap(False)


def play_to_the_end(window, qtbot, anna, monkeypatch) -> GameOverDialog:
    """Both seats play the game to its end (the window through its controller); its game-over dialog."""
    monkeypatch.setattr(Questions, "_ask_swap", lambda part, why: part.controller.answer_swap(False))
    controller = window.controller
    annas = anna.loop.submit(play_annas_seat(anna.client))
    while not controller.game.is_over:
        qtbot.waitUntil(lambda: controller.game.is_over or controller.human_to_place() == 1, timeout=GAME)
        if not controller.game.is_over:
            events = len(controller.game.log)
            controller.request_placement(controller.game.legal_placements()[0])
            qtbot.waitUntil(lambda: len(controller.game.log) > events, timeout=WAIT)
    annas.result(GAME / 1000)
    qtbot.waitUntil(lambda: isinstance(window.questions.dialog, GameOverDialog), timeout=WAIT)
    return window.questions.dialog


def test_play_again_asks_for_a_rematch_and_annas_acceptance_starts_it_on_the_table(joined, qtbot, anna, monkeypatch):
    window, controller = joined, joined.controller
    dialog = play_to_the_end(window, qtbot, anna, monkeypatch)
    first = controller.game
    assert read_seat(seat_file(controller.autosave_path)) is None
    panels = {seat.name: window.scene._panels[holder].pos() for holder, seat in enumerate(controller.seats)}

    dialog.play_again.click()
    asked = anna.run(anna.client.until(lambda m: m.rematch == [1]))
    assert asked.game_number == 1 and controller.game is first  # nothing begins before Anna agrees
    assert "You asked for a rematch" in window.network.chat.panel.lines.toPlainText()
    anna.run(anna.client.rematch())

    qtbot.waitUntil(lambda: controller.game is not first and not controller.table.plays_every_seat, timeout=WAIT)
    assert not controller.game.is_over and [seat.name for seat in controller.seats] == ["Ben", "Anna"]
    assert controller.table.seat == 0 and controller.human_to_place() == 0  # Ben, the next seat, begins
    assert controller.face_up_racks() == {0} and len(controller.game.racks[0]) == 6
    assert {seat.name: window.scene._panels[holder].pos() for holder, seat in enumerate(controller.seats)} == panels
    assert window.network.table.news.code == anna.seated.table
    chat = window.network.chat.panel.lines.toPlainText()
    assert chat.index("You asked for a rematch") < chat.index("The rematch has begun.")  # not left asking
    kept = seat_file(controller.autosave_path)  # forgotten when the first game ended, kept for the new one
    qtbot.waitUntil(lambda: read_seat(kept) is not None and read_seat(kept).code == anna.seated.table, timeout=WAIT)


@pytest.mark.parametrize("closed", [False, True])
def test_annas_ask_is_told_and_the_game_over_dialog_accepts_it(joined, qtbot, anna, monkeypatch, closed):
    window, controller = joined, joined.controller
    dialog = play_to_the_end(window, qtbot, anna, monkeypatch)
    first = controller.game
    if closed:  # Ben closed it: it comes back with Anna's ask
        dialog.close_button.click()
        qtbot.waitUntil(lambda: window.questions.dialog is None, timeout=WAIT)
    anna.run(anna.client.rematch())

    said = FSI + "Anna" + PDI + " wants a rematch."
    qtbot.waitUntil(lambda: said in window.network.chat.panel.lines.toPlainText(), timeout=WAIT)
    qtbot.waitUntil(lambda: isinstance(window.questions.dialog, GameOverDialog), timeout=WAIT)
    dialog = window.questions.dialog
    qtbot.waitUntil(lambda: dialog.rematch_line.isVisible(), timeout=WAIT)
    assert dialog.rematch_line.text() == said
    assert dialog.play_again.text() == "Accept the rematch"
    dialog.play_again.click()
    qtbot.waitUntil(lambda: controller.game is not first, timeout=WAIT)
    assert controller.table.seat == 0 and not controller.game.is_over


def test_leave_the_table_on_the_game_over_dialog_leaves_for_good(joined, qtbot, anna, monkeypatch):
    dialog = play_to_the_end(joined, qtbot, anna, monkeypatch)
    buttons = {button.text(): button for button in dialog.findChildren(type(dialog.play_again))}
    assert "New game…" not in buttons  # a local game would keep the seat, and the others waiting
    buttons["Leave the table"].click()
    seats = anna.run(anna.client.until(lambda m: m.seats[1]["left"])).seats
    assert seats[1]["left"] and joined.network.table is None


def test_a_server_from_before_rematches_is_told_in_one_sentence(joined, qtbot, anna, monkeypatch):
    dialog = play_to_the_end(joined, qtbot, anna, monkeypatch)
    monkeypatch.delitem(p.REQUESTS, "rematch")  # the server answers "malformed", as one from before it would
    dialog.play_again.click()
    qtbot.waitUntil(lambda: "does not offer rematches" in joined.statusBar().currentMessage(), timeout=WAIT)
    assert joined.statusBar().currentMessage() == (
        "This server does not offer rematches: start a new table for another game.")
