"""Review game on a real record: the summary read first, the chosen row's colour, the size on a
small screen, and closing it while the coach works."""

from __future__ import annotations

import threading
from collections import Counter
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QDialogButtonBox

from ingenious_desktop.app import coaching
from ingenious_desktop.engine import Place, load_record
from ingenious_desktop.ui.table.hint_items import HintItem
from ingenious_desktop.ui.coach.review_dialog import VERDICT_COLOURS, VERDICTS

from shown import plain

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")
MIDGAME = Path(__file__).parents[1] / "engine" / "examples" / "standard-2p-midgame.ingenious"


@pytest.fixture(autouse=True)
def quick_coach(monkeypatch):
    monkeypatch.setattr(coaching, "REVIEW_SECONDS", 0.05)


def reviewing(window, qtbot):
    """The example record on the table (two humans) and its review opened from the Game menu."""
    window.show()
    assert window.documents.open_file(MIDGAME)
    window.coach.review_action.trigger()
    dialog = window.coach.review
    qtbot.waitExposed(dialog)
    return dialog


def test_the_review_of_a_record_sums_up_each_seat_above_the_list(window, qtbot):
    dialog = reviewing(window, qtbot)
    qtbot.waitUntil(lambda: dialog.finished_judging, timeout=60_000)

    events = load_record(MIDGAME).events
    for seat in (0, 1):
        name, placements, *counts, accuracy = dialog.summary.row_texts(seat)
        judged = [m for m in dialog.moves if m.player == seat and not m.is_swap]
        verdicts = Counter(m.verdict for m in judged)
        assert plain(name) == f"Player {seat + 1}"
        assert int(placements) == sum(isinstance(e, Place) and e.player == seat for e in events)
        assert [int(c) for c in counts] == [verdicts[v] for v in VERDICTS]
        assert sum(map(int, counts)) == int(placements)
        assert accuracy == f"{round(100 * sum(1 - m.loss for m in judged) / len(judged))}%"
    assert dialog.summary.row_texts(0)[2:2 + len(VERDICTS)] != ["0"] * len(VERDICTS)
    headings = [h.text() for h in dialog.summary.headings]
    assert headings == ["Placements", "Best", "Good", "Inaccuracy", "Mistake", "Blunder", "Accuracy"]
    assert dialog.summary.geometry().bottom() < dialog.list.geometry().top()
    assert "win chance kept on average" in dialog.accuracy_note.text()


def test_the_chosen_row_keeps_its_verdicts_colour(window, qtbot):
    dialog = reviewing(window, qtbot)
    qtbot.waitUntil(lambda: dialog.list.count() >= 2, timeout=60_000)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    dialog.list.setFocus()
    dialog.list.setCurrentRow(1)
    qtbot.wait(50)

    rect = dialog.list.visualItemRect(dialog.list.item(1))
    picture = dialog.list.viewport().grab().toImage()
    colour = picture.pixelColor(QPoint(rect.right() - 10, rect.center().y()))

    assert colour == QColor(VERDICT_COLOURS[dialog.moves[1].verdict][0])


def test_the_review_fits_the_screen(window, qtbot):
    dialog = reviewing(window, qtbot)
    room = dialog.screen().availableGeometry()

    assert dialog.width() <= room.width() and dialog.height() <= room.height()


def coach_review_threads() -> list[threading.Thread]:
    return [t for t in threading.enumerate() if t.name == "coach review"]


def test_closing_the_review_while_it_works_stops_the_coach(window, qtbot, monkeypatch):
    monkeypatch.setattr(coaching, "REVIEW_SECONDS", 2.0)  # the whole review would take a minute
    dialog = reviewing(window, qtbot)
    qtbot.waitUntil(lambda: dialog.progress.maximum() > 1, timeout=30_000)  # judging has begun
    (worker,) = coach_review_threads()
    close = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Close)

    qtbot.mouseClick(close, Qt.MouseButton.LeftButton)

    assert window.coach.review is None
    qtbot.waitUntil(lambda: not worker.is_alive(), timeout=5_000)
    assert not window.coach.worker.is_busy("review")


def marks_shown(dialog) -> set:
    return {item.placement for item in dialog.board.scene().items() if isinstance(item, HintItem)}


def test_the_board_shows_the_worst_so_far_until_the_player_picks_a_row(window, qtbot):
    dialog = reviewing(window, qtbot)
    qtbot.waitUntil(lambda: dialog.list.count() >= 3, timeout=60_000)
    assert dialog.list.currentRow() == 0

    rect = dialog.list.visualItemRect(dialog.list.item(2))
    qtbot.mouseClick(dialog.list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    chosen = dialog.moves[2]
    qtbot.waitUntil(lambda: dialog.finished_judging, timeout=60_000)

    assert dialog.moves[dialog.list.currentRow()] is chosen
    if not chosen.is_swap:
        assert chosen.played in marks_shown(dialog)


def test_a_finished_review_shows_the_worst_decision_first(window, qtbot):
    dialog = reviewing(window, qtbot)
    qtbot.waitUntil(lambda: dialog.finished_judging, timeout=60_000)

    worst = dialog.moves[0]
    assert dialog.list.currentRow() == 0 and worst.loss == max(m.loss for m in dialog.moves)
    assert marks_shown(dialog) == (set() if worst.is_swap else {worst.played, worst.best})


def test_closing_the_window_closes_its_review_and_stops_the_coach(window, qtbot, monkeypatch):
    monkeypatch.setattr(coaching, "REVIEW_SECONDS", 2.0)
    dialog = reviewing(window, qtbot)
    qtbot.waitUntil(lambda: dialog.progress.maximum() > 1, timeout=30_000)
    (worker,) = coach_review_threads()

    window.close()

    assert window.coach.review is None
    qtbot.waitUntil(lambda: not worker.is_alive(), timeout=5_000)
