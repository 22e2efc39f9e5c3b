"""A network game in a small window (issue 44, fault 8): at 800×600 the chat and the log give way to the table,
whose words stay readable; the chat's lines said meanwhile are counted on a status-line button that brings the
chat back; grown again, the window shows both panels, and View ▸ Game log says so."""

from __future__ import annotations

from PySide6.QtCore import Qt

from ingenious_desktop.ui.table.items import SMALLEST_TEXT, TEXT_FLOOR

from test_network_play import WAIT, joined, server  # noqa: F401 - fixtures
from test_network_play import anna as anna  # noqa: F401, PLC0414 - a fixture


def smallest_words_on_screen(window) -> float:
    """The table's smallest words (a plate's notes, the bag's count words), in screen pixels (at 800×600 the
    window's height allows 8.9: a local game's table there is drawn as large)."""
    return SMALLEST_TEXT * window.table.view.transform().m11()


def test_at_800x600_the_table_keeps_readable_words_beside_the_chat_and_grown_again_both_panels_come_back(
        joined, qtbot, anna):
    window, chat = joined, joined.network.chat
    qtbot.waitUntil(chat.dock.isVisible, timeout=WAIT)
    assert window.log.dock.isVisible() and window.show_log_action.isChecked()

    window.resize(800, 600)
    qtbot.waitUntil(lambda: window.table.view.viewport().width() == window.width(), timeout=WAIT)  # all the width
    assert smallest_words_on_screen(window) >= TEXT_FLOOR - 0.5  # 6.6 pixels beside the chat before

    anna.run(anna.client.chat("Good luck, Ben"))  # said while the chat gave way: counted on its button
    qtbot.waitUntil(lambda: chat.button.isVisible() and "1" in chat.button.text(), timeout=WAIT)
    assert not chat.dock.isVisible()

    window.resize(1366, 768)
    qtbot.waitUntil(lambda: chat.dock.isVisible() and window.log.dock.isVisible(), timeout=WAIT)
    assert window.show_log_action.isChecked() and chat.action.isChecked()
    assert "Good luck, Ben" in chat.panel.lines.toPlainText() and not chat.button.isVisible()


def test_the_chat_button_brings_the_chat_back_as_the_players_choice(joined, qtbot):
    window, chat = joined, joined.network.chat
    qtbot.waitUntil(chat.dock.isVisible, timeout=WAIT)
    window.resize(800, 600)
    qtbot.waitUntil(chat.button.isVisible, timeout=WAIT)

    qtbot.mouseClick(chat.button, Qt.MouseButton.LeftButton)

    assert chat.dock.isVisible() and not chat.button.isVisible()
    window.resize(810, 600)  # the window leaves a panel the player chose where it is
    qtbot.wait(50)
    assert chat.dock.isVisible()
