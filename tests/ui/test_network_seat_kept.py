"""A seat at an unfinished network game outlives the program: its address, code and token are kept beside
the autosave (the owner's alone), offered at the next start, and taken back with the token; leaving for
good, or giving the seat up, forgets it; a kept file of the wrong shape is no seat."""

from __future__ import annotations

import json
import os
import shutil
import stat

import pytest
from PySide6.QtWidgets import QMessageBox

from ingenious_desktop.app.network.chat import chat_file, read_chat
from ingenious_desktop.app.network.seat import read_seat, seat_file
from ingenious_desktop.ui.window.main import start_first_game
from ingenious_desktop.ui.window.network_play import NetworkPlay

from shown import plain
from test_network_play import WAIT, Anna, anna, server  # noqa: F401 - fixtures


@pytest.fixture
def answers(monkeypatch):
    """Message boxes answered by clicking the button with the text given next (else closed); their texts."""
    plan, shown = [], []

    def answer(box) -> int:
        shown.append((box.windowTitle(), box.text(), box.textFormat()))
        wanted = plan.pop(0) if plan else None
        for button in box.buttons():
            if button.text() == wanted:
                button.click()
        return 0

    monkeypatch.setattr(QMessageBox, "exec", answer)
    return plan, shown


def sit_at_annas_table(window, qtbot, server, anna):
    window.show()
    qtbot.waitExposed(window)
    window.network.join(server.url, anna.seated.table, "Ben", server.url.removeprefix("ws://"))
    qtbot.waitUntil(lambda: not window.controller.table.plays_every_seat, timeout=WAIT)
    kept = seat_file(window.controller.autosave_path)
    qtbot.waitUntil(kept.exists, timeout=WAIT)  # kept once the server's answer is in
    return kept


def test_after_a_crash_the_next_start_offers_the_seat_and_takes_it_back(make_window, qtbot, server, anna,
                                                                        answers, monkeypatch):
    monkeypatch.setattr(NetworkPlay, "_agree_to_leave", lambda part: True)
    plan, shown = answers
    first = make_window()
    kept = sit_at_annas_table(first, qtbot, server, anna)
    assert stat.S_IMODE(kept.stat().st_mode) == 0o600  # the token is a secret
    assert read_seat(kept).code == anna.seated.table
    first.network.table.close()  # the program dies: no goodbye to the server
    first.network.table = None

    second = make_window()
    shutil.copy(kept, seat_file(second.controller.autosave_path))
    second.show()
    plan.append("Take my seat back")
    start_first_game(second)
    title, text, text_format = shown[0]
    assert title == "Take your seat back?" and anna.seated.table in text and "was not finished" in text
    qtbot.waitUntil(lambda: not second.controller.table.plays_every_seat, timeout=WAIT)
    assert second.controller.table.seat == 1  # Ben's own seat, with his rack
    assert second.controller.face_up_racks() == {1}

    anna.place_first_legal()  # the game goes on where it was
    qtbot.waitUntil(lambda: len(second.scene.tiles.items) == 1, timeout=WAIT)
    qtbot.waitUntil(lambda: second.controller.human_to_place() == 1, timeout=WAIT)

    second.network.ask_to_leave()  # leaving for good forgets the seat
    assert read_seat(seat_file(second.controller.autosave_path)) is None


def test_giving_the_seat_up_forgets_it_and_the_game_starts_as_usual(window, qtbot, server, anna, answers):
    plan, shown = answers
    kept = sit_at_annas_table(window, qtbot, server, anna)
    window.network.table.close()
    window.network.table = None
    plan.append("Give up the seat")
    start_first_game(window, offer_lesson=False)
    assert shown[0][0] == "Take your seat back?"
    assert not kept.exists()
    assert window.controller.table.plays_every_seat and window.controller.game is not None


def test_not_now_keeps_the_seat_for_the_next_start(window, qtbot, server, anna, answers):
    plan, shown = answers
    kept = sit_at_annas_table(window, qtbot, server, anna)
    window.network.table.close()
    window.network.table = None
    plan.append("Not now")  # Escape
    start_first_game(window, offer_lesson=False)
    assert shown[0][0] == "Take your seat back?"
    assert read_seat(kept).code == anna.seated.table
    assert window.controller.table.plays_every_seat and window.controller.game is not None


@pytest.mark.parametrize("kept", [
    "not json", "[]", json.dumps({"address": "x y", "code": "ABC234", "token": "t0k3n-secret", "name": "Ben"}),
    json.dumps({"address": "club.example.org", "code": "abc", "token": "t0k3n-secret", "name": "Ben"}),
    json.dumps({"address": "club.example.org", "code": "ABC234", "token": 12, "name": "Ben"}),
    json.dumps({"address": "club.example.org", "code": "ABC234", "token": "t0k3n-secret", "name": "Ben", "x": 1}),
    json.dumps({"address": "club.example.org", "code": "ABC234", "token": "<script>", "name": "Ben"}),
    json.dumps({"address": "127.0.0.1:4000", "code": "ABC234", "token": "t0k3n-secret", "name": "Ben",
                "listen": "10.0.0.1"}),
    json.dumps({"address": "127.0.0.1:4000", "code": "ABC234", "token": "t0k3n-secret", "name": "Ben", "listen": 1}),
])
def test_a_kept_seat_of_the_wrong_shape_is_no_seat_and_nothing_is_asked(window, answers, kept):
    plan, shown = answers
    seat_file(window.controller.autosave_path).write_text(kept)
    start_first_game(window, offer_lesson=False)
    assert shown == [] and window.controller.game is not None and window.controller.table.plays_every_seat


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are a POSIX thing")
@pytest.mark.timeout(60)
def test_a_named_pipe_in_place_of_the_kept_seat_is_no_seat_and_the_start_goes_on(window, answers):
    """Opened as a file, a named pipe waits for a writer for ever: the start hung before the window showed."""
    plan, shown = answers
    os.mkfifo(seat_file(window.controller.autosave_path))
    start_first_game(window, offer_lesson=False)
    assert shown == [] and window.controller.game is not None and window.controller.table.plays_every_seat


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are a POSIX thing")
@pytest.mark.timeout(60)
def test_a_named_pipe_or_a_folder_in_place_of_the_kept_chat_is_no_chat(tmp_path):
    pipe, folder = tmp_path / "pipe network chat.json", tmp_path / "folder network chat.json"
    os.mkfifo(pipe)
    folder.mkdir()
    assert read_chat(pipe) == [] and read_chat(folder) == []


def test_a_kept_chat_too_large_or_of_the_wrong_shape_is_no_chat(tmp_path):
    large, shapeless = tmp_path / "large network chat.json", tmp_path / "shapeless network chat.json"
    large.write_text(json.dumps(["x" * 300] * 1000))
    shapeless.write_text(json.dumps([1, 2]))
    assert read_chat(large) == [] and read_chat(shapeless) == []


def test_closing_the_window_may_keep_the_seat_for_the_next_start(window, qtbot, server, anna, answers):
    plan, shown = answers
    kept = sit_at_annas_table(window, qtbot, server, anna)
    plan.append("Come back later")
    assert window.close()
    title, text, _format = shown[0]
    assert title == "Leave the network game?" and "Or come back later" in text
    assert read_seat(kept).code == anna.seated.table  # kept, and the seat was not given up
    seats = anna.run(anna.client.until(lambda m: not m.seats[1]["present"])).seats
    assert not seats[1]["left"]


def test_leaving_from_the_menu_offers_no_coming_back_and_forgets_the_seat(window, qtbot, server, anna, answers):
    plan, shown = answers
    kept = sit_at_annas_table(window, qtbot, server, anna)
    plan.append("Leave the table")
    window.network.leave_action.trigger()
    assert "Or come back later" not in shown[0][1]
    assert not kept.exists() and window.network.table is None


def test_the_seat_taken_back_after_a_crash_shows_the_chat_said_before(make_window, qtbot, server, anna, answers,
                                                                       monkeypatch):
    monkeypatch.setattr(NetworkPlay, "_agree_to_leave", lambda part: True)
    plan, _shown = answers
    first = make_window()
    kept = sit_at_annas_table(first, qtbot, server, anna)
    qtbot.waitUntil(lambda: not first.controller.table.plays_every_seat, timeout=WAIT)
    anna.run(anna.client.chat("Good luck, Ben"))
    qtbot.waitUntil(lambda: "Good luck, Ben" in first.network.chat.panel.lines.toPlainText(), timeout=WAIT)
    first.network.table.close()  # the program dies
    first.network.table = None

    second = make_window()
    for path in kept, chat_file(first.controller.autosave_path):  # the same player's folder
        shutil.copy(path, path.with_name(path.name.replace("autosave0", "autosave1")))
    plan.append("Take my seat back")
    start_first_game(second)
    qtbot.waitUntil(lambda: not second.controller.table.plays_every_seat, timeout=WAIT)
    assert "Good luck, Ben" in plain(second.network.chat.panel.lines.toPlainText())
