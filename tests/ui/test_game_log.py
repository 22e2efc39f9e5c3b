"""The game log panel as a player sees it: light on dark, turn numbers, each scored colour shown."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QColor

from ingenious_desktop.app.describe import BONUS, GAME_OVER, PLACED, SWAPPED, describe_log
from ingenious_desktop.engine import load_record
from ingenious_desktop.ui.kit import palette
from ingenious_desktop.ui.panels import game_log_rows
from ingenious_desktop.ui.panels.game_log import GameLogView
from ingenious_desktop.ui.kit.palette import COLOUR_FILLS

EXAMPLES = Path(__file__).parents[1] / "engine" / "examples"


def relative_luminance(colour: QColor) -> float:
    def channel(value: int) -> float:
        c = value / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    return 0.2126 * channel(colour.red()) + 0.7152 * channel(colour.green()) + 0.0722 * channel(colour.blue())


def contrast(a: QColor, b: QColor) -> float:
    light, dark = sorted((relative_luminance(a), relative_luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


@pytest.fixture
def log(qtbot):
    record = load_record(EXAMPLES / "standard-4p-complete.ingenious")
    view = GameLogView()
    view.resize(320, 600)
    qtbot.addWidget(view)
    view.set_lines(describe_log(record.variant, record.events, record.seats))
    view.show()
    qtbot.waitExposed(view)
    return view


def row_image(view: GameLogView, row: int):
    item = view.item(row)
    view.scrollToItem(item)
    return view.viewport().grab(view.visualItemRect(item)).toImage()


def pixels(image) -> list[QColor]:
    return [image.pixelColor(x, y) for y in range(image.height()) for x in range(image.width())]


def shows(image, colour: QColor, tolerance: int = 14) -> bool:
    return any(max(abs(p.red() - colour.red()), abs(p.green() - colour.green()), abs(p.blue() - colour.blue()))
               <= tolerance for p in pixels(image))


def first_row(view: GameLogView, kind: str) -> int:
    return next(row for row in range(view.count()) if view.line(row).kind == kind)


def test_every_colour_of_the_log_reads_on_its_dark_background():
    for background in (palette.LOG_BACKGROUND, palette.LOG_OTHER_TURN):
        assert relative_luminance(background) < 0.05
        for ink in (palette.INK, palette.LOG_INK_DIM, palette.ACCENT, palette.LOG_SWAP_INK):
            assert contrast(ink, background) >= 4.5


def test_a_placement_row_shows_the_colour_of_each_half_on_a_dark_row(log):
    row = first_row(log, PLACED)
    image = row_image(log, row)

    assert relative_luminance(image.pixelColor(1, 1)) < 0.05
    for colour, _points in log.line(row).halves:
        assert shows(image, COLOUR_FILLS[colour])
    assert shows(image, palette.INK, tolerance=40)  # the player's name, light


def test_bonus_placements_and_swaps_look_different_from_plain_placements(log):
    plain, bonus, swap = (row_image(log, first_row(log, kind)) for kind in (PLACED, BONUS, SWAPPED))

    assert bonus.pixelColor(1, bonus.height() // 2) == palette.ACCENT  # the gold edge
    assert plain.pixelColor(1, plain.height() // 2) != palette.ACCENT
    assert shows(swap, palette.LOG_SWAP_INK, tolerance=40) and not shows(plain, palette.LOG_SWAP_INK, tolerance=40)


def test_the_turn_number_shows_on_a_turns_first_row_only(log):
    bonus_row = first_row(log, BONUS)
    assert log.line(bonus_row).turn == log.line(bonus_row - 1).turn
    gutter = game_log_rows.GUTTER

    def gutter_has_ink(row: int) -> bool:
        image = row_image(log, row).copy(0, 0, gutter, game_log_rows.ROW)
        return shows(image, palette.LOG_INK_DIM, tolerance=40)

    assert gutter_has_ink(bonus_row - 1)
    assert not gutter_has_ink(bonus_row)


def test_the_log_title_bar_is_dark_like_the_log(window, qtbot):
    window.show()
    qtbot.waitExposed(window)
    bar = window.log.dock.titleBarWidget()

    corner = bar.mapTo(window, bar.rect().topLeft())
    assert window.grab().toImage().pixelColor(corner.x() + 3, corner.y() + 3) == palette.FRAME


def test_the_closing_line_wraps_whole_instead_of_being_cut_in_a_narrow_log(qtbot):
    record = load_record(EXAMPLES / "team-4p-complete.ingenious")
    view = GameLogView()
    qtbot.addWidget(view)
    view.set_lines(describe_log(record.variant, record.events, record.seats))
    view.resize(900, 600)
    view.show()
    qtbot.waitExposed(view)
    row = first_row(view, GAME_OVER)
    wide = view.visualItemRect(view.item(row)).height()

    view.resize(150, 600)
    qtbot.waitUntil(lambda: view.visualItemRect(view.item(row)).height() > wide)

    image = row_image(view, row)
    lower_half = image.copy(0, image.height() // 2, image.width(), image.height() - image.height() // 2)
    assert shows(lower_half, palette.ACCENT)  # the words go on onto further lines, in the closing line's gold
