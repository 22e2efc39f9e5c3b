"""Review game on a real record: the summary read first, the chosen row's colour, the size on a
small screen, and closing it while the coach works."""

from __future__ import annotations

import math
import threading
from collections import Counter
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QDialogButtonBox

from ingenious_desktop.app import coaching
from ingenious_desktop.ai.coach import ACCURACY_CREDIT, JudgedMove
from ingenious_desktop.app.describe import describe_log
from ingenious_desktop.engine import Place, Placement, Seat, dumps_record, load_record, parse_record
from ingenious_desktop.ui.table.hint_items import HintItem
from ingenious_desktop.ui.coach.review_dialog import VERDICT_COLOURS, VERDICTS, ReviewDialog

from games import game_about_to_reach_18
from shown import plain

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
        assert accuracy == f"{math.floor(100 * sum(ACCURACY_CREDIT[m.verdict] for m in judged) / len(judged))}%"
    assert dialog.summary.row_texts(0)[2:2 + len(VERDICTS)] != ["0"] * len(VERDICTS)
    headings = [h.text() for h in dialog.summary.headings]
    assert headings == ["Placements", "Best", "Good", "Inaccuracy", "Mistake", "Blunder", "Accuracy"]
    assert dialog.summary.geometry().bottom() < dialog.list.geometry().top()
    assert "each inaccuracy counts half" in dialog.accuracy_note.text()


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
    assert dialog.moves[dialog.list.currentRow()].loss == max(m.loss for m in dialog.moves)

    rect = dialog.list.visualItemRect(dialog.list.item(2))
    qtbot.mouseClick(dialog.list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    chosen = dialog.moves[2]
    qtbot.waitUntil(lambda: dialog.finished_judging, timeout=60_000)

    assert dialog.moves[dialog.list.currentRow()] is chosen
    if not chosen.is_swap:
        assert chosen.played in marks_shown(dialog)


def test_a_finished_review_lists_the_game_in_order_and_shows_the_worst_decision(window, qtbot):
    dialog = reviewing(window, qtbot)
    qtbot.waitUntil(lambda: dialog.finished_judging, timeout=60_000)

    assert [m.event for m in dialog.moves] == sorted(m.event for m in dialog.moves)
    worst = dialog.moves[dialog.list.currentRow()]
    assert worst.loss == max(m.loss for m in dialog.moves)
    assert marks_shown(dialog) == (set() if worst.is_swap else {worst.played, worst.best})
    assert all(m.played == m.best for m in dialog.moves if m.verdict == "best")  # best: the gold outline is on it


def judged(event: int, verdict: str, loss: float = 0.0, player: int = 0) -> JudgedMove:
    """A placement of the example record judged as the test says (the board only needs a legal-looking one)."""
    placed = load_record(MIDGAME).events[event]
    played = Placement(placed.tile, placed.at)
    best = played if verdict == "best" else Placement(placed.tile, tuple(reversed(placed.at)))
    return JudgedMove(event, player, played, best, 0.5, 0.5 - loss, 0.5, loss, verdict)


def place_events(count: int) -> list[int]:
    return [i for i, e in enumerate(load_record(MIDGAME).events) if isinstance(e, Place) and e.player == 0][:count]


def test_every_verdict_below_good_lowers_the_accuracy_and_the_list_follows_the_game(qtbot):
    dialog = ReviewDialog(load_record(MIDGAME), [0])
    qtbot.addWidget(dialog)
    events = place_events(10)
    assert len(events) == 10
    for event in events:
        dialog.add_move(judged(event, "inaccuracy", 0.06) if event == events[5] else judged(event, "best"))

    assert dialog.summary.row_texts(0)[-1] == "95%"  # 9 best and half of one: 9.5 / 10, not 100%
    assert [m.event for m in dialog.moves] == events
    assert [plain(dialog.list.item(row).text())[:10] for row in (4, 5)] == ["Best: Play", "Inaccuracy"]
    assert dialog.list.currentRow() == 5  # the worst so far, where it stands in the game


    verdicts = ["best"] * 4 + ["inaccuracy"] + ["mistake"] * 2 + ["blunder"] * 3
    dialog = ReviewDialog(load_record(MIDGAME), [0])
    qtbot.addWidget(dialog)
    for event, verdict in zip(events, verdicts):
        dialog.add_move(judged(event, verdict, 0.0 if verdict == "best" else 0.3))
    # 4 best, half of the inaccuracy, a quarter of each mistake: 5 / 10
    assert dialog.summary.row_texts(0)[-1] == "50%"


def test_closing_the_window_closes_its_review_and_stops_the_coach(window, qtbot, monkeypatch):
    monkeypatch.setattr(coaching, "REVIEW_SECONDS", 2.0)
    dialog = reviewing(window, qtbot)
    qtbot.waitUntil(lambda: dialog.progress.maximum() > 1, timeout=30_000)
    (worker,) = coach_review_threads()

    window.close()

    assert window.coach.review is None
    qtbot.waitUntil(lambda: not worker.is_alive(), timeout=5_000)


def test_on_a_small_screen_the_review_board_shows_the_marks_without_scrollbars(qtbot):
    dialog = ReviewDialog(load_record(MIDGAME), [0])
    qtbot.addWidget(dialog)
    dialog.resize(720, 540)  # 800x600, less the window's edges
    dialog.show()
    qtbot.waitExposed(dialog)
    (event, *_rest) = place_events(1)
    dialog.add_move(judged(event, "mistake", 0.15))

    board = dialog.board
    assert not board.horizontalScrollBar().isVisible() and not board.verticalScrollBar().isVisible()
    shown = board.mapToScene(board.viewport().rect()).boundingRect()
    marks = [item for item in board.scene().items() if isinstance(item, HintItem)]
    assert len(marks) == 2 and all(shown.contains(item.sceneBoundingRect().center()) for item in marks)


def test_after_a_bonus_placement_the_review_numbers_placements_as_the_game_log_does(qtbot):
    """Issue 38, item 3: one numbering, the log's: by turn, a bonus placement in its turn."""
    game, reaching = game_about_to_reach_18()
    game.place(reaching)
    game.place(game.legal_placements()[0])  # the bonus placement
    game.end_turn()
    for _turn in range(2):
        game.place(game.legal_placements()[0])
        game.end_turn()
    seats = [Seat("Ada"), Seat("Ben")]
    record = parse_record(dumps_record(game, seats))
    places = [i for i, e in enumerate(record.events) if isinstance(e, Place)]
    dialog = ReviewDialog(record, [0, 1])
    qtbot.addWidget(dialog)
    for event in places[-5:]:
        placed = record.events[event]
        played = Placement(placed.tile, placed.at)
        dialog.add_move(JudgedMove(event, placed.player, played, played, 0.5, 0.5, 0.5, 0.0, "best"))

    lines = [line for line in describe_log(record.variant, record.events, seats) if line.halves]
    expected = [(f"turn {lines[places.index(e)].turn}, bonus placement" if lines[places.index(e)].kind == "bonus"
                 else f"turn {lines[places.index(e)].turn}") for e in places[-5:]]
    texts = [plain(dialog.list.item(row).text()) for row in range(5)]
    assert [text.split(", ", 1)[1].split(".")[0] for text in texts] == expected
    assert sum("bonus" in text for text in texts) == 1 and len({line.turn for line in lines[-5:]}) == 4
