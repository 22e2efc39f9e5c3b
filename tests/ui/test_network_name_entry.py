"""A name that the table server would refuse (its text rule, online.checked_text) is refused where the player
types it, with one message that says why, and a kept name that breaks the rule is not offered again."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from ingenious_desktop.ui.dialogs.network_play import NetworkPlayDialog


@pytest.mark.parametrize(("name", "says"), [
    ("\u200b", "This name shows nothing"),           # a zero-width space: blank, yet not removed by strip()
    ("\u3164\u2800", "This name shows nothing"),      # the Hangul filler and the blank Braille pattern
    ("Eve\u202e", "This name holds characters"),      # a right-to-left override
])
@pytest.mark.parametrize("tab", [0, 1])
def test_a_name_the_server_would_refuse_is_refused_at_entry(window, qtbot, message_boxes, name, says, tab):
    dialog = NetworkPlayDialog("192.168.1.20", "", window)
    qtbot.addWidget(dialog)
    dialog.tabs.setCurrentIndex(tab)
    (dialog.join_name if tab else dialog.host_name).setText(name)
    qtbot.keyClicks(dialog.code, "ABC234")
    qtbot.mouseClick(dialog.buttons.button(dialog.buttons.StandardButton.Ok), Qt.MouseButton.LeftButton)
    assert [shown.text.startswith(says) for shown in message_boxes] == [True]
    assert dialog.choice is None


def test_a_kept_name_off_the_rule_is_not_offered_again(window):
    window.settings.store.setValue("network/name", "\u200b")
    assert window.settings.network_name == ""
    window.settings.network_name = "Amélie"
    assert window.settings.network_name == "Amélie"
