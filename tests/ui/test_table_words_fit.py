"""Issue 13: the table's words are shown whole in every language: the status line, the bag, the hint line,
the words under a score board (issue 25, item 14)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFontMetricsF, QImage, QPainter

from ingenious_desktop.app.describe import MOUSE_HINT, PICK_HINT, hint, replay_status, spot_fault_text
from ingenious_desktop.app.languages import LANGUAGES
from ingenious_desktop.engine import FIRST_ROUND, ISOLATED_CELL, OCCUPIED, Seat
from ingenious_desktop.ui.table.items import SMALLEST_TEXT, BagItem, LabelItem
from ingenious_desktop.ui.table.plates import PanelItem

from games import dealt_game

EXAMPLES = Path(__file__).parents[1] / "engine" / "examples"
VARIANTS = [("standard", 2), ("standard", 3), ("team", 4), ("travel", 2), ("solo", 1)]
HUMAN_FIRST = [Seat("Alexandra"), Seat("Computer", "ai", "medium"), Seat("Bartholomäus", "ai", "hard"),
               Seat("Cordula", "ai", "easy")]


@pytest.fixture(params=sorted(LANGUAGES))
def language(request, speak):
    speak(request.param)
    return request.param


def ink_outside(item, box: QRectF) -> bool:
    """Does ``item`` paint anything outside ``box`` (in its own coordinates)?"""
    scale, margin = 2, 80
    image = QImage(int((box.width() + 2 * margin) * scale), int((box.height() + 2 * margin) * scale),
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    blank = image.copy()
    painter = QPainter(image)
    painter.scale(scale, scale)
    painter.translate(margin - box.left(), margin - box.top())
    item.paint(painter, None)
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_Clear)
    painter.fillRect(box, Qt.GlobalColor.black)
    painter.end()
    return image != blank


def shown_table(make_window, variant: str, players: int):
    window = make_window()
    window.resize(1366, 768)
    window.show()
    seats = HUMAN_FIRST[:players]
    window.start_game(dealt_game(variant, players), seats)
    return window


def labels(scene) -> tuple[LabelItem, LabelItem]:
    """The status line over the board and the hint line under it."""
    found = sorted((item for item in scene.items() if isinstance(item, LabelItem)), key=lambda label: label.rect.top())
    return found[0], found[-1]


@pytest.mark.parametrize("variant, players", VARIANTS)
def test_the_first_round_status_line_and_the_bag_are_shown_whole(make_window, language, variant, players):
    window = shown_table(make_window, variant, players)
    status, hint_line = labels(window.scene)
    bag = next(item for item in window.scene.items() if isinstance(item, BagItem))

    assert window.controller.game.in_first_round() and status.text
    assert not ink_outside(status, status.rect), status.text
    assert not ink_outside(bag, bag.boundingRect()), bag.words
    assert not bag.mapRectToScene(bag.boundingRect()).intersects(hint_line.text_rect()), hint_line.text


@pytest.mark.parametrize("variant, players", [("standard", 2), ("standard", 3)])
def test_every_hint_and_the_longest_replay_status_are_shown_whole(make_window, language, variant, players):
    window = shown_table(make_window, variant, players)
    game, seats = window.controller.game, window.controller.seats
    status, hint_line = labels(window.scene)
    bag = next(item for item in window.scene.items() if isinstance(item, BagItem))

    status.set_text(replay_status(game, seats, False, 999, 999))
    assert not ink_outside(status, status.rect), status.text
    assert status.text_rect().height() > status.font.pixelSize() * 1.5  # wrapped, not shrunk to nothing
    faults = [spot_fault_text(fault) for fault in (FIRST_ROUND, ISOLATED_CELL, OCCUPIED)]
    for text in [hint(PICK_HINT), hint(MOUSE_HINT), *faults]:
        hint_line.set_text(text)
        assert not ink_outside(hint_line, hint_line.rect), text
        assert not bag.mapRectToScene(bag.boundingRect()).intersects(hint_line.text_rect()), text


def test_a_line_that_fits_keeps_its_size_and_a_long_one_wraps_before_it_shrinks(qapp):
    label = LabelItem(QRectF(0, 0, 300, 34), 16)
    label.set_text("Short")
    one_line = label.text_rect().height()
    label.set_text("A sentence too long for one line")
    assert label.text_rect().height() == one_line  # at its own size, on one line
    label.set_text("A sentence far too long for one line of three hundred units, so it wraps")
    wrapped = label.text_rect().height()
    assert not ink_outside(label, label.rect)
    assert 1.5 * one_line < wrapped <= 34  # two lines, a little smaller to fit the box
    assert wrapped / 2 >= SMALLEST_TEXT


def test_the_replay_bar_shows_every_button_whole_beside_the_log_at_800x600(make_window, language, qtbot):
    window = make_window()
    window.resize(800, 560)
    window.show()
    qtbot.waitExposed(window)
    assert window.replay.open_file(EXAMPLES / "standard-3p-complete.ingenious")
    viewer = window.replay.viewer
    buttons = [viewer.start_button, viewer.back_button, viewer.play_button, viewer.forward_button, viewer.end_button,
               viewer.chart_button, viewer.from_here_button, viewer.close_button]

    qtbot.waitUntil(lambda: viewer.where.width() > 20)  # laid out with its words
    assert all(button.width() >= button.sizeHint().width() for button in buttons), [
        (button.text(), button.width(), button.sizeHint().width()) for button in buttons]
    assert viewer.where.width() >= viewer.where.sizeHint().width()
    assert window.log.dock.isVisible() and window.log.dock.width() >= 200


@pytest.mark.parametrize("upright", [True, False])
def test_the_words_under_a_score_board_with_two_lines_of_holes_fit_in_every_language(language, upright):
    plate = PanelItem(0, [(0, "Alexandra", "")], 1, 36, upright)  # solo: a colour runs to 36
    room = plate.caption_rect()
    needed = QFontMetricsF(plate.note_font).boundingRect(room, int(Qt.AlignCenter | Qt.TextWordWrap), plate.caption)

    assert plate.caption and needed.height() <= room.height() and needed.width() <= room.width()


def test_the_hint_beside_the_panel_below_the_board_reads_at_least_as_large_as_the_two_player_hint(make_window,
                                                                                                   qtbot):
    """Fault 13 of issue 44: with three players the hint stands in the corner beside the panel below the board,
    where it was squeezed into two tiny lines."""
    on_screen = {}
    for players in (2, 3):
        window = shown_table(make_window, "standard", players)
        qtbot.waitExposed(window)
        _status, hint_line = labels(window.scene)
        hint_line.set_text(hint(PICK_HINT))
        drawn_font = hint_line._fitted[0]
        on_screen[players] = drawn_font.pixelSize() * window.table.view.transform().m11()
        assert not ink_outside(hint_line, hint_line.rect)
    assert on_screen[3] >= on_screen[2] >= 9
