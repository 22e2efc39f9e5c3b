"""Help ▸ Learn to play, with real clicks and keys: played to its end, wrong moves explained,
left halfway, started again, and offered once on the first start."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QPoint, QRect, Qt
from PySide6.QtWidgets import QMessageBox, QPushButton, QTabBar

from ingenious_desktop.app.lesson import PRESS_NEXT, STEPS, WRONG_WAY
from ingenious_desktop.engine import COLOURS, DIRECTIONS, Hex, Swap, load_record
from ingenious_desktop.ui.kit import palette
from ingenious_desktop.ui.dialogs.game_over import GameOverDialog
from ingenious_desktop.ui.table.lesson_marks import TargetCellsItem
from ingenious_desktop.ui.panels.lesson_panel import LessonPanel

KEYS = {index: getattr(Qt, f"Key_{index + 1}") for index in range(6)}


@pytest.fixture
def shown(window, qtbot):
    window.resize(1200, 800)
    window.show()
    qtbot.waitExposed(window)
    window.settings.animation_speed = 0.0
    window.apply_preferences()
    window.start_default_game()
    return window


def panel(window) -> LessonPanel | None:
    """The lesson's panel on screen, if any."""
    return next((p for p in window.findChildren(LessonPanel) if p.isVisible()), None)


def on_screen(widget) -> QRect:
    return QRect(widget.mapToGlobal(QPoint(0, 0)), widget.size())


def said(text: str) -> str:
    return QCoreApplication.translate("Lesson", text)


def press(qtbot, window, key, modifier=Qt.NoModifier) -> None:
    qtbot.keyClick(window.table.view, key, modifier)
    qtbot.wait(5)  # the panel looks at the tile in hand once the table has handled the key


def pick(qtbot, window, tile: str) -> None:
    """Have ``tile`` in hand (its number key; pressed again it would put the tile back)."""
    held = window.scene.hand.pick
    if held is None or held.tile != tile:
        press(qtbot, window, KEYS[window.controller.game.racks[0].index(tile)])
    assert window.scene.hand.pick.tile == tile


def turn_to(qtbot, window, direction: int) -> None:
    for _ in range((direction - window.scene.hand.orientation) % 6):
        press(qtbot, window, Qt.Key_R, Qt.ShiftModifier)
    assert window.scene.hand.orientation == direction


def click_cell(qtbot, window, cell: Hex) -> None:
    view = window.table.view
    target = view.mapFromScene(window.scene.layout.centre(cell))
    qtbot.mouseMove(view.viewport(), target + QPoint(2, 1))  # Qt drops a move to where the pointer is
    qtbot.mouseMove(view.viewport(), target)
    qtbot.mouseClick(view.viewport(), Qt.LeftButton, pos=target)
    qtbot.wait(5)


def put_down(qtbot, window, tile: str, first: Hex, second: Hex) -> None:
    """Pick ``tile`` with its number key, turn it so its first half points at ``second``, click ``first``."""
    pick(qtbot, window, tile)
    turn_to(qtbot, window, DIRECTIONS.index(Hex(second.q - first.q, second.r - first.r)))
    click_cell(qtbot, window, first)


def next_step(qtbot, window) -> None:
    button = panel(window).next_button
    assert button.isEnabled()
    qtbot.mouseClick(button, Qt.LeftButton)


def start_lesson(qtbot, window) -> None:
    window.lesson_action.trigger()
    assert panel(window).isVisible()


def place_the_steps_tile(qtbot, window) -> None:
    (first, a), (second, b) = window.lesson_mode.lesson.step.halves
    rack = window.controller.game.racks[0]
    tile = next(t for t in rack if sorted(t) == sorted(a + b)) if a else rack[0]
    if a and tile[0] != a:
        first, second = second, first
    put_down(qtbot, window, tile, first, second)


def test_the_lesson_can_be_played_through_to_its_end_with_clicks_and_keys(qtbot, shown):
    before = list(shown.controller.game.log)
    start_lesson(qtbot, shown)
    lesson = shown.lesson_mode.lesson

    press(qtbot, shown, Qt.Key_5)  # the red and yellow tile
    assert lesson.done and panel(shown).feedback.text() == said(STEPS[0].done)
    next_step(qtbot, shown)
    press(qtbot, shown, Qt.Key_R)
    assert lesson.done and lesson.index == 1
    next_step(qtbot, shown)

    yellow_before = shown.controller.game.scores[0][COLOURS.index("Y")]
    click_cell(qtbot, shown, Hex(-4, 1))  # R turned the tile once: its yellow half points down
    assert lesson.done
    assert shown.controller.game.scores[0][COLOURS.index("Y")] == yellow_before + 4
    next_step(qtbot, shown)

    place_the_steps_tile(qtbot, shown)  # yellow, the lowest colour
    assert lesson.done and shown.controller.game.scores[0][COLOURS.index("Y")] == 6
    next_step(qtbot, shown)

    place_the_steps_tile(qtbot, shown)  # red to 18
    assert lesson.done and shown.controller.game.scores[0][COLOURS.index("R")] == 18
    assert shown.controller.game.bonus_owed == 1
    next_step(qtbot, shown)

    spot = next(iter(shown.controller.game.legal_placements()))
    put_down(qtbot, shown, spot.tile, *spot.cells)  # the bonus placement, anywhere
    assert lesson.done and shown.controller.game.bonus_owed == 0
    next_step(qtbot, shown)

    offer = shown.questions.dialog
    assert isinstance(offer, QMessageBox)
    swap = next(b for b in offer.findChildren(QPushButton) if b.text() == "Swap all tiles")
    qtbot.mouseClick(swap, Qt.LeftButton)
    assert lesson.done and any(isinstance(e, Swap) for e in shown.controller.game.log[-3:])
    next_step(qtbot, shown)

    place_the_steps_tile(qtbot, shown)
    assert lesson.done and shown.controller.game.is_over
    assert shown.controller.game.ranking()[0] == [0]
    assert isinstance(shown.questions.dialog, GameOverDialog)
    shown.questions.dialog.close()
    assert panel(shown).next_button.text() == "Finish"
    next_step(qtbot, shown)

    assert shown.lesson_mode.lesson is None and panel(shown) is None
    assert shown.controller.game.log == before


def test_the_game_over_dialog_leaves_the_lessons_last_words_readable(qtbot, shown):
    shown.resize(1000, 700)
    start_lesson(qtbot, shown)
    while shown.lesson_mode.lesson.index < len(STEPS) - 1:  # skip to the last step as the lesson would get there
        shown.lesson_mode.lesson.done = True
        shown.lesson_mode.lesson.next()

    place_the_steps_tile(qtbot, shown)

    assert isinstance(shown.questions.dialog, GameOverDialog) and shown.questions.dialog.isVisible()
    assert panel(shown).feedback.text() == said(STEPS[-1].done)
    assert not shown.questions.dialog.frameGeometry().intersects(on_screen(panel(shown)))


def test_a_wrong_placement_is_explained_and_not_played(qtbot, shown):
    start_lesson(qtbot, shown)
    press(qtbot, shown, Qt.Key_5)
    next_step(qtbot, shown)
    press(qtbot, shown, Qt.Key_R)
    next_step(qtbot, shown)
    lesson, game = shown.lesson_mode.lesson, shown.controller.game
    played = len(game.log)
    elsewhere = next(p for p in game.legal_placements()
                     if p.tile == "RY" and not {Hex(-4, 1), Hex(-4, 2)} & set(p.cells))

    put_down(qtbot, shown, "RY", *elsewhere.cells)
    assert panel(shown).feedback.text() == said(STEPS[2].wrong)
    assert len(game.log) == played and not lesson.done and shown.scene.hand.pick is None

    put_down(qtbot, shown, "RY", Hex(-4, 2), Hex(-4, 1))  # the marked cells, red and yellow swapped
    assert panel(shown).feedback.text() == said(WRONG_WAY)
    assert len(game.log) == played and not lesson.done

    put_down(qtbot, shown, "RY", Hex(-4, 1), Hex(-4, 2))
    assert lesson.done and len(game.log) > played


def test_the_marked_cells_show_where_each_colour_goes(qtbot, shown):
    start_lesson(qtbot, shown)
    press(qtbot, shown, Qt.Key_5)
    next_step(qtbot, shown)
    press(qtbot, shown, Qt.Key_R)
    next_step(qtbot, shown)

    marks = [item for item in shown.scene.items() if isinstance(item, TargetCellsItem)]
    assert [mark.halves for mark in marks] == [((Hex(-4, 1), "R"), (Hex(-4, 2), "Y"))]


def test_a_placement_after_the_step_is_done_waits_for_next(qtbot, shown):
    start_lesson(qtbot, shown)
    press(qtbot, shown, Qt.Key_5)
    played = len(shown.controller.game.log)

    click_cell(qtbot, shown, next(iter(shown.scene.hand.pick.legal))[0])

    assert panel(shown).feedback.text() == said(PRESS_NEXT)
    assert len(shown.controller.game.log) == played


def test_picking_another_tile_is_explained(qtbot, shown):
    start_lesson(qtbot, shown)
    press(qtbot, shown, Qt.Key_1)
    assert panel(shown).feedback.text() == said(STEPS[0].wrong) and not shown.lesson_mode.lesson.done


def test_leaving_halfway_returns_to_the_game_on_the_table_and_keeps_its_autosave(qtbot, shown):
    game, seats, game_id = shown.controller.game, shown.controller.seats, shown.controller.game_id
    log = list(game.log)
    path = shown.controller.autosave_path
    autosave = path.read_text()
    start_lesson(qtbot, shown)
    press(qtbot, shown, Qt.Key_5)
    next_step(qtbot, shown)
    press(qtbot, shown, Qt.Key_R)
    next_step(qtbot, shown)
    click_cell(qtbot, shown, Hex(-4, 1))
    assert shown.lesson_mode.lesson.index == 2 and shown.lesson_mode.lesson.done
    assert path.read_text() == autosave  # the lesson's games never replace it

    qtbot.mouseClick(panel(shown).leave_button, Qt.LeftButton)

    assert shown.lesson_mode.lesson is None and panel(shown) is None
    assert shown.controller.game is game and game.log == log and shown.controller.seats == seats
    assert shown.controller.game_id == game_id  # it counts once in the statistics, as the same game
    assert not any(isinstance(item, TargetCellsItem) for item in shown.scene.items())
    assert shown.controller.autosave_path == path and load_record(path).events == log
    shown.scene.placementRequested.emit(game.legal_placements()[0])  # the table plays the game again
    assert len(shown.controller.game.log) > len(log)


def test_the_lesson_starts_again_after_it_was_left(qtbot, shown):
    start_lesson(qtbot, shown)
    press(qtbot, shown, Qt.Key_5)
    next_step(qtbot, shown)
    qtbot.mouseClick(panel(shown).leave_button, Qt.LeftButton)

    start_lesson(qtbot, shown)

    assert shown.lesson_mode.lesson.index == 0 and not shown.lesson_mode.lesson.done
    assert shown.controller.game.racks[0] == ["GP", "GP", "OO", "RB", "RY", "RO"]
    press(qtbot, shown, Qt.Key_5)
    assert shown.lesson_mode.lesson.done


def test_a_new_game_during_the_lesson_ends_it(qtbot, shown):
    start_lesson(qtbot, shown)
    assert shown.controller.statistics_path is None  # the lesson's games are not counted
    shown.start_default_game()
    assert shown.lesson_mode.lesson is None and panel(shown) is None
    assert shown.controller.autosave_path is not None and shown.controller.statistics_path is not None


def test_keeping_the_tiles_at_the_swap_step_is_explained_and_offered_again(qtbot, shown):
    start_lesson(qtbot, shown)
    while shown.lesson_mode.lesson.index < 6:  # skip to the swap step as the lesson would get there
        shown.lesson_mode.lesson.done = True
        shown.lesson_mode.lesson.next()
    keep = next(b for b in shown.questions.dialog.findChildren(QPushButton) if b.text() == "Keep my tiles")
    qtbot.mouseClick(keep, Qt.LeftButton)

    qtbot.waitUntil(lambda: isinstance(shown.questions.dialog, QMessageBox))
    assert panel(shown).feedback.text() == said(STEPS[6].wrong) and not shown.lesson_mode.lesson.done
    assert not any(isinstance(e, Swap) for e in shown.controller.game.log)


def offer_on_screen(window) -> QMessageBox | None:
    return next((box for box in window.findChildren(QMessageBox) if box.isVisible()), None)


def answer_offer(qtbot, window, answer: str) -> None:
    box = offer_on_screen(window)
    button = next(b for b in box.buttons() if b.text() == answer)
    qtbot.mouseClick(button, Qt.LeftButton)
    qtbot.waitUntil(lambda: offer_on_screen(window) is None)


def test_the_lesson_is_offered_once_on_the_first_start(qtbot, shown):
    shown.lesson_mode.offer_once()
    assert offer_on_screen(shown).windowTitle() == "Learn to play?"
    answer_offer(qtbot, shown, "Not now")

    shown.lesson_mode.offer_once()

    assert offer_on_screen(shown) is None and shown.lesson_mode.lesson is None
    assert shown.settings.lesson_offered


def test_accepting_the_first_start_offer_starts_the_lesson(qtbot, shown):
    shown.lesson_mode.offer_once()
    answer_offer(qtbot, shown, "Show me")

    assert shown.lesson_mode.lesson is not None and shown.lesson_mode.lesson.index == 0
    assert shown.controller.game.racks[0] == ["GP", "GP", "OO", "RB", "RY", "RO"]


def test_the_tabs_of_the_log_and_the_lesson_and_the_toolbar_are_dark_like_the_window(qtbot, shown):
    start_lesson(qtbot, shown)
    qtbot.waitUntil(lambda: any(bar.isVisible() for bar in shown.findChildren(QTabBar)))  # laid out
    (tabs,) = [bar for bar in shown.findChildren(QTabBar) if bar.parent() is shown and bar.isVisible()]
    tab_texts = [tabs.tabText(index) for index in range(tabs.count())]
    assert tab_texts == ["Game log", "Learn to play"]

    for widget, spot in ((tabs, tabs.tabRect(0).topLeft() + QPoint(3, 4)),
                         (shown.coach.toolbar, QPoint(shown.coach.toolbar.width() - 3, 3))):
        assert widget.grab().toImage().pixelColor(spot) == palette.FRAME, widget

