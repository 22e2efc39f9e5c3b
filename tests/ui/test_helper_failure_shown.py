"""The window tells the player once when the computer players' helper process fails, and the computer
still moves (issue 38, item 29)."""

from __future__ import annotations


from ingenious_desktop.ai.players import helper
from ingenious_desktop.engine import Place, Seat

from games import dealt_game


def cannot_start(*_args, **_kwargs):
    raise OSError(11, "Resource temporarily unavailable")


def test_a_helper_that_cannot_start_is_one_warning_and_the_computer_plays(window, qtbot, monkeypatch, error_dialogs):
    for name, value in {"_executor": None, "_failed": False, "_failure": None}.items():
        monkeypatch.setattr(helper, name, value)
    monkeypatch.setattr(helper, "helper_wanted", lambda: True)
    monkeypatch.setattr(helper, "ProcessPoolExecutor", cannot_start)
    hard = Seat("Hard", "ai", "hard")

    window.start_game(dealt_game(), [hard, hard])
    qtbot.waitUntil(lambda: sum(isinstance(event, Place) for event in window.controller.game.log) >= 2, timeout=30000)

    told = [shown for shown in error_dialogs if "helper" in shown.title]
    assert len(told) == 1 and told[0].plain
    assert "could not start (Resource temporarily unavailable)" in told[0].text and "own process" in told[0].text
