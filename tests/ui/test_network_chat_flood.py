"""A flood of chat lines from a server (anyone's) neither grows the window's memory without bound nor writes
the kept chat once a line: the lines that come together are kept in one write, the latest of them."""

from __future__ import annotations

from test_network_play import WAIT, Anna, anna, server  # noqa: F401 - fixtures
from test_network_seat_kept import answers, sit_at_annas_table  # noqa: F401 - fixtures

from ingenious_desktop.app.network import chat as kept_chat
from ingenious_desktop.app.network.chat import MAX_LINES, chat_file, read_chat

FLOOD = MAX_LINES * 2


def test_a_flood_of_chat_lines_is_kept_in_few_writes_and_only_the_latest(window, qtbot, server, anna, answers,
                                                                               monkeypatch):
    writes = []
    keep_chat = kept_chat.keep_chat
    monkeypatch.setattr(kept_chat, "keep_chat", lambda path, lines: writes.append(len(lines)) or keep_chat(path, lines))
    sit_at_annas_table(window, qtbot, server, anna)
    chat = chat_file(window.controller.autosave_path)

    for number in range(FLOOD):  # as the table hands the window each line the server sent
        window.network.table.chatArrived.emit(f"Anna: line {number}")
    qtbot.waitUntil(lambda: read_chat(chat)[-1:] == [f"Anna: line {FLOOD - 1}"], timeout=WAIT)

    assert read_chat(chat) == [f"Anna: line {number}" for number in range(FLOOD - MAX_LINES, FLOOD)]
    assert len(writes) <= 3
    assert len(window.network._said.lines) == MAX_LINES  # what the window holds
