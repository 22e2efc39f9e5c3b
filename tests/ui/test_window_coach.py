"""The coach in the window: Hint (H) on the table, picking a hint up, the win chance bar, the review."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from ingenious_desktop.app import coaching
from ingenious_desktop.engine import Game, Phase, Place, Seat, load_record, make_variant, tile_colours
from ingenious_desktop.ui.dialogs.game_over import GameOverDialog
from ingenious_desktop.ui.table.hint_items import HintItem
from ingenious_desktop.ui.table.marks import PreviewItem
from ingenious_desktop.ui.table.plates import PanelItem

from games import dealt_game
from shown import plain

ADA, BEN = Seat("Ada"), Seat("Ben")
SOLO_MIDGAME = Path(__file__).parents[1] / "engine" / "examples" / "solo-1p-midgame.ingenious"
BOT = Seat("Bot", "ai", "easy")


@pytest.fixture(autouse=True)
def quick_coach(monkeypatch):
    """A short budget: the tests check what is shown, benchmarks/coach_window.py how soon."""
    monkeypatch.setattr(coaching, "HINT_SECONDS", 0.2)
    monkeypatch.setattr(coaching, "REVIEW_SECONDS", 0.05)


def hint_items(window) -> list[HintItem]:
    return sorted((i for i in window.scene.items() if isinstance(i, HintItem)), key=lambda i: -i.zValue())


def shown_window(window, qtbot, seats):
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)  # a shortcut needs its window active
    window.start_game(dealt_game(seed=5), seats)
    return window


def press_hint(qtbot, window) -> list:
    """Press H on the table and wait for the hint; the coach's Hint objects shown."""
    hints = []
    window.coach.worker.hintReady.connect(hints.append)
    qtbot.keyClick(window.table.view, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: bool(hint_items(window)), timeout=10_000)
    return hints


def click_scene(qtbot, window, point) -> None:
    view = window.table.view
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(point))


def play_adas_turn(window, qtbot) -> None:
    controller = window.controller
    while controller.human_to_place() == 0:
        game = controller.game
        controller.request_placement(max(game.scored_placements(), key=lambda sp: sum(sp[1]))[0])
    controller.answer_swap(False)


def test_h_shows_the_best_placements_legal_sorted_and_the_best_marked(window, qtbot):
    shown_window(window, qtbot, [ADA, BOT])
    legal = dict(window.controller.game.scored_placements())

    (hint,) = press_hint(qtbot, window)

    values = [c.value for c in hint.candidates]
    assert values == sorted(values, reverse=True) and len(values) > 1
    assert all(c.placement in legal and c.points == legal[c.placement] for c in hint.candidates)
    (best,) = hint_items(window)  # the board shows the best alone; the others on demand
    assert best.mark.best and best.placement == hint.candidates[0].placement
    assert best.mark.label == f"{round(100 * hint.candidates[0].value)}%"
    buttons = window.coach.suggestions.buttons
    assert [b.text() for b in buttons] == [f"{rank}: {round(100 * c.value)}%"
                                           for rank, c in enumerate(hint.candidates, 1)]


def test_pointing_at_a_suggestion_lights_it_beside_the_best_and_a_click_picks_up_its_tile(window, qtbot):
    shown_window(window, qtbot, [ADA, BOT])
    (hint,) = press_hint(qtbot, window)
    third = window.coach.suggestions.buttons[2]
    assert third.isVisible()

    qtbot.mouseMove(third)
    qtbot.waitUntil(lambda: len(hint_items(window)) == 2)
    shown = {i.placement: i for i in hint_items(window)}
    assert set(shown) == {hint.candidates[0].placement, hint.candidates[2].placement}
    labels = [i.mapRectToScene(i.label_rect()) for i in shown.values()]
    assert not labels[0].intersects(labels[1])  # both figures readable

    qtbot.mouseMove(window.coach.suggestions.title)
    qtbot.waitUntil(lambda: len(hint_items(window)) == 1)

    qtbot.mouseClick(third, Qt.MouseButton.LeftButton)
    hand = window.scene.hand
    assert (hand.pick.tile, hand.spot) == (hint.candidates[2].placement.tile, hint.candidates[2].placement.cells)
    qtbot.keyClick(window.table.view, Qt.Key.Key_Return)
    placed = [e for e in window.controller.game.log if isinstance(e, Place)][-1]
    assert (placed.tile, tuple(placed.at)) == (hint.candidates[2].placement.tile, hint.candidates[2].placement.cells)
    assert not window.coach.suggestions.buttons and not hint_items(window)


def test_solo_shows_the_expected_lowest_colour_in_words_and_what_a_hint_adds_to_it(window, qtbot):
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    assert window.documents.open_file(SOLO_MIDGAME)
    window.coach.chances_action.trigger()
    (figure,) = window.coach.bar.values
    qtbot.waitUntil(lambda: figure.text() != "…", timeout=10_000)  # it was never resolved

    assert "lowest colour" in window.coach.bar.title.text()
    (plate,) = [item for item in window.scene.items() if isinstance(item, PanelItem)]
    board_bottom = plate.score_board.y() + plate.score_board.size.height()
    assert "19–36" in plate.caption and board_bottom <= plate.caption_rect().top() < plate.height  # 2 lines explained
    assert 0 < float(figure.text()) <= 36  # points in the lowest colour, not a six-digit number
    (hint,) = press_hint(qtbot, window)
    scores = window.controller.game.scores[0]
    lowest = min(scores)
    for rank, (button, candidate) in enumerate(zip(window.coach.suggestions.buttons, hint.candidates), 1):
        gain = sum(points for colour, points in zip(tile_colours(candidate.placement.tile), candidate.points)
                   if scores[colour] == lowest)
        expected = f"{math.floor(candidate.value / 1000) / 10:.1f}"
        words = f"+{gain} to your lowest colour → {expected} at the end" if rank == 1 else f"+{gain} → {expected}"
        assert button.text() == f"{rank}: {words}"
        assert hint.candidates[0] is not candidate or hint_items(window)[0].mark.label == f"+{gain} → {expected}"


def test_a_click_on_a_hint_picks_up_that_tile_turned_its_way_and_a_second_puts_it_there(window, qtbot):
    shown_window(window, qtbot, [ADA, BOT])
    press_hint(qtbot, window)
    best = hint_items(window)[0]
    first_cell = window.scene.layout.centre(best.placement.cells[0])

    click_scene(qtbot, window, first_cell)

    hand = window.scene.hand
    assert hand.pick.tile == best.placement.tile and hand.spot == best.placement.cells
    assert next(i for i in window.scene.items() if isinstance(i, PreviewItem)).isVisible()

    click_scene(qtbot, window, first_cell)

    placed = [e for e in window.controller.game.log if isinstance(e, Place)]
    assert (placed[-1].tile, tuple(placed[-1].at)) == (best.placement.tile, best.placement.cells)
    assert not hint_items(window)  # playing on takes the hint away


def test_playing_on_cancels_a_hint_being_worked_out(window, qtbot, monkeypatch):
    monkeypatch.setattr(coaching, "HINT_SECONDS", 3.0)
    shown_window(window, qtbot, [ADA, BOT])
    shown = []
    window.coach.worker.hintReady.connect(shown.append)
    qtbot.keyClick(window.table.view, Qt.Key.Key_H)
    assert window.coach.worker.is_busy("hint")

    play_adas_turn(window, qtbot)

    assert not window.coach.worker.is_busy("hint")
    qtbot.wait(500)
    assert not shown and not hint_items(window) and window.controller.hints_used == [0, 0]


def test_in_hot_seat_only_the_mover_gets_a_hint_and_never_behind_the_hand_over(window, qtbot):
    shown_window(window, qtbot, [ADA, BEN])
    asked = []
    ask = window.coach.worker.ask_hint
    window.coach.worker.ask_hint = lambda view: (asked.append(view.seat), ask(view))
    assert window.table.overlay.isVisible()

    qtbot.keyClick(window.table.view, Qt.Key.Key_H)
    assert asked == [] and not window.coach.hint_action.isEnabled()

    qtbot.mouseClick(window.table.overlay, Qt.MouseButton.LeftButton)
    press_hint(qtbot, window)
    assert asked == [0]

    play_adas_turn(window, qtbot)
    qtbot.waitUntil(window.table.overlay.isVisible)
    assert not hint_items(window)
    qtbot.keyClick(window.table.view, Qt.Key.Key_H)
    assert asked == [0]


def test_the_hints_used_reach_the_saved_game_and_the_game_over_dialog(window, qtbot, tmp_path, make_window):
    shown_window(window, qtbot, [ADA, BOT])
    press_hint(qtbot, window)
    path = tmp_path / "g.ingenious"

    assert window.documents.save_to(path)

    assert json.loads(path.read_text())["hints"] == [1, 0]
    assert json.loads(window.controller.autosave_path.read_text())["hints"] == [1, 0]
    again = make_window()
    assert again.documents.open_file(path)
    assert again.controller.hints_used == [1, 0]
    dialog = GameOverDialog(again.controller.game, again.controller.seats, again, hints=again.controller.hints_used)
    assert "Hints used by Ada: 1" in plain(dialog.summary.text()) and "Bot" not in dialog.summary.text().split("Hints")[1]


def test_the_win_chance_bar_is_off_at_first_and_shows_each_seat_after_a_turn(window, qtbot):
    shown_window(window, qtbot, [ADA, BOT])
    assert not window.coach.dock.isVisible() and not window.coach.chances_action.isChecked()

    window.coach.chances_action.trigger()
    figures = window.coach.bar.values
    qtbot.waitUntil(lambda: all(figure.text().endswith("%") for figure in figures), timeout=10_000)
    play_adas_turn(window, qtbot)
    qtbot.waitUntil(lambda: len(window.controller.game.results) > 1, timeout=10_000)
    qtbot.waitUntil(lambda: all(figure.text().endswith("%") for figure in figures), timeout=10_000)

    assert [plain(label.text()) for label in window.coach.bar.names] == ["Ada", "Bot"]
    assert 98 <= sum(int(figure.text()[:-1]) for figure in figures) <= 102
    assert [bar.value() for bar in window.coach.bar.bars] == [int(figure.text()[:-1]) for figure in figures]


def test_a_teams_long_names_wrap_in_the_win_chance_bar_whole_and_narrow(window, qtbot):
    window.resize(1000, 700)
    window.show()
    game = dealt_game("team", 4, seed=5)
    names = ["Alexandra-Katharina", "Bartholomew Fitzgerald", "Constantinopolis", "Dorothea Wilhelmina"]
    window.start_game(game, [Seat(names[0])] + [Seat(name, "ai", "easy") for name in names[1:]])

    window.coach.chances_action.trigger()
    qtbot.waitUntil(lambda: all(f.text().endswith("%") for f in window.coach.bar.values), timeout=10_000)

    labels = window.coach.bar.names
    assert [plain(label.text()) for label in labels] == [f"{names[0]} & {names[2]}", f"{names[1]} & {names[3]}"]
    assert all(label.height() >= label.heightForWidth(label.width()) for label in labels)  # no line cut off
    assert window.coach.dock.width() <= window.width() // 4


def test_the_review_judges_every_placement_of_the_human_in_the_games_order(window, qtbot):
    shown_window(window, qtbot, [ADA, BOT])
    for _turn in range(2):
        play_adas_turn(window, qtbot)
        qtbot.waitUntil(lambda: window.controller.human_to_place() == 0, timeout=10_000)

    window.coach.review_action.trigger()
    dialog = window.coach.review
    qtbot.waitUntil(lambda: dialog.finished_judging, timeout=60_000)

    adas = [i for i, e in enumerate(window.controller.game.log) if isinstance(e, Place) and e.player == 0]
    judged = [m for m in dialog.moves if not m.is_swap]
    assert sorted(m.event for m in judged) == adas and {m.player for m in dialog.moves} == {0}
    assert [m.event for m in dialog.moves] == sorted(m.event for m in dialog.moves)
    words = {"Best", "Good", "Inaccuracy", "Mistake", "Blunder"}
    texts = [dialog.list.item(row).text() for row in range(dialog.list.count())]
    assert all(text.split(":")[0] in words and "Ada" in text for text in texts)
    dialog.list.setCurrentRow(0)
    marks = [i for i in dialog.board.scene().items() if isinstance(i, HintItem)]
    assert {m.placement for m in marks} == {dialog.moves[0].played, dialog.moves[0].best}


def test_the_game_over_dialog_offers_the_review(window, qtbot):
    game = dealt_game(seed=5)
    while not game.is_over:
        if game.phase is Phase.PLACE:
            game.place(game.legal_placements()[0])
        else:
            game.end_turn()
    dialog = GameOverDialog(game, [ADA, BOT], window)
    asked = []
    dialog.reviewRequested.connect(lambda: asked.append(True))

    review = next(b for b in dialog.findChildren(QPushButton) if b.text() == "Review game…")
    qtbot.mouseClick(review, Qt.MouseButton.LeftButton)

    assert asked == [True]


def test_the_bar_shows_after_a_placement_the_figure_the_hint_gave_it(window, qtbot, monkeypatch):
    """Issue 38, item 1: one computation, one number (time to spare: the sample cap decides)."""
    monkeypatch.setattr(coaching, "HINT_SECONDS", 30.0)
    window.controller.computer_pause = 30.0  # the bar is read while the computer still thinks
    shown_window(window, qtbot, [ADA, BOT])
    window.coach.chances_action.trigger()
    (hint,) = press_hint(qtbot, window)
    ada = window.coach.bar.values[0]
    qtbot.waitUntil(lambda: ada.text() == f"{round(100 * hint.value)}%", timeout=30_000)
    best, figure = hint.candidates[0], window.coach.suggestions.buttons[0].text().split(": ")[1]
    shown = []
    window.coach.worker.chancesReady.connect(shown.append)

    window.controller.request_placement(best.placement)
    if window.controller.human_to_place() is None and window.controller.game.to_move == 0:
        window.controller.answer_swap(False)

    qtbot.waitUntil(lambda: bool(shown), timeout=30_000)
    assert shown[-1][0] == best.value and ada.text() == figure


def suggestions_shown(window) -> list[str]:
    """The suggestion buttons a player sees whole in the coach's tool bar."""
    toolbar, suggestions = window.coach.toolbar, window.coach.suggestions
    if not suggestions.isVisible():
        return []
    room = toolbar.rect()
    return [b.text() for b in suggestions.buttons
            if b.isVisible() and room.contains(b.mapTo(toolbar, b.rect().topLeft()))
            and room.contains(b.mapTo(toolbar, b.rect().bottomRight()))]


@pytest.mark.parametrize("size", [(800, 600), (720, 540)])  # 720x540: the window on an 800x600 screen
@pytest.mark.parametrize("solo", [False, True])
def test_at_800x600_the_suggestions_stay_with_win_chances_on_and_after_a_language_switch(window, qtbot, speak,
                                                                                          size, solo):
    """Issue 38, item 4: the row gives up its title before its buttons, never all of them."""
    window.resize(*size)
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    if solo:
        assert window.documents.open_file(SOLO_MIDGAME)
    else:
        window.start_game(dealt_game(seed=5), [ADA, BOT])
    window.coach.chances_action.trigger()
    (hint,) = press_hint(qtbot, window)
    # every suggestion, or in solo, whose first is in words, the best ones, at least three
    wanted = 3 if solo else len(hint.candidates)
    best = window.coach.suggestions.buttons[0].text

    def whole_rows_best_first() -> bool:
        shown = suggestions_shown(window)
        return len(shown) >= wanted and shown[0] == best()

    assert whole_rows_best_first()
    speak("de")
    qtbot.wait(50)
    assert whole_rows_best_first()
    speak("en")
    qtbot.wait(50)
    assert whole_rows_best_first()


@pytest.mark.parametrize("upright", [True, False])
def test_the_lowest_colours_marks_stay_clear_of_the_caption_under_the_board(qapp, upright):
    """Issue 38, item 5: in solo and team (two lines of holes per colour, a caption under them)."""
    plate = PanelItem(0, [(0, "Ada", "")], 6, 36, upright)
    plate.score_board.set_scores([3, 1, 1, 3, 1, 5], {1, 2, 4})
    board = plate.score_board.mapRectToParent(plate.score_board.boundingRect())  # the arrows included
    assert plate.caption and board.bottom() <= plate.caption_rect().top()
    assert plate.caption_rect().bottom() <= plate.height
