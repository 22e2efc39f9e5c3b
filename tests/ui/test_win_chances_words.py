"""The win chances after a language switch: the names and the figures in the language chosen, the line whole."""

from __future__ import annotations

import pytest

from ingenious_desktop.app import coaching
from ingenious_desktop.app.setup import GameSetup
from ingenious_desktop.engine import Seat

from shown import plain


@pytest.fixture(autouse=True)
def quick_coach(monkeypatch):
    monkeypatch.setattr(coaching, "HINT_SECONDS", 0.2)


def chances_shown(window, qtbot, seats: tuple[Seat, ...], variant: str = "standard"):
    window.resize(800, 600)  # the chances folded into the menu bar's line
    window.show()
    qtbot.waitExposed(window)
    window.new_game(GameSetup(variant, seats, 0))
    window.coach.chances_action.trigger()
    qtbot.waitUntil(lambda: "…" not in window.coach.line.text(), timeout=10_000)
    qtbot.waitUntil(window.coach.line.isVisible)
    return window.coach.line


def test_after_a_switch_to_german_you_is_du_and_the_line_is_whole(window, qtbot, speak):
    line = chances_shown(window, qtbot, (Seat("You"), Seat("Computer", "ai", "easy")))
    assert plain(line.text()).startswith("Chance to win: You ")

    speak("de")

    qtbot.waitUntil(lambda: "Computer" in plain(line.text()) and "You" not in line.text())
    assert " Du " in f" {plain(line.text())} "
    assert [plain(label.text()) for label in window.coach.bar.names] == ["Du", "Computer"]
    qtbot.wait(20)
    assert line.width() >= line.sizeHint().width()  # not clipped


def test_after_a_switch_to_german_the_solo_figure_has_a_decimal_comma(window, qtbot, speak):
    line = chances_shown(window, qtbot, (Seat("You"),), "solo")
    assert "." in line.text().split(":")[-1]

    speak("de")

    qtbot.waitUntil(lambda: line.text().startswith("Niedrigste Farbe"))
    figure = plain(line.text()).split(":")[-1].strip()
    assert "," in figure and "." not in figure
    assert all("," in label.text() for label in window.coach.bar.values)
