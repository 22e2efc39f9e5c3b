"""The score chart as a player sees it: each holder's colours turn by turn, exact values under the pointer."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QToolTip

from ingenious_desktop.app.describe import colour_name, holder_name
from ingenious_desktop.app.replay import ReplayCursor
from ingenious_desktop.engine import Game, Seat, load_record
from ingenious_desktop.ui.kit import palette
from ingenious_desktop.ui.panels import score_chart_drawing
from ingenious_desktop.ui.panels.score_chart import ScoreChart
from ingenious_desktop.ui.table.symbols import COLOUR_FILLS

from shown import plain

EXAMPLES = Path(__file__).parents[1] / "engine" / "examples"
pytestmark = pytest.mark.qt_log_ignore("does not support raise")
VALUE_LINE = re.compile(r"\s+(\w+) (\d+)(\s+← lowest)?")


def shown_chart(qtbot, name: str, seats=None, size=(900, 560)) -> tuple[ScoreChart, object]:
    record = load_record(EXAMPLES / f"{name}.ingenious")
    seats = seats or record.seats
    cursor = ReplayCursor.of_record(record)
    chart = ScoreChart()
    names = [holder_name(record.variant, seats, holder) for holder in range(record.variant.holders)]
    chart.set_turns(cursor.turns, names, record.variant.cap)
    chart.resize(*size)
    qtbot.addWidget(chart)
    chart.show()
    qtbot.waitExposed(chart)
    return chart, record


def hover(qtbot, chart: ScoreChart, holder: int, turn: int, height: float = 0.5) -> str:
    """Move the mouse over ``holder``'s panel at ``turn``; the tooltip's text, as plain lines."""
    plot = chart.plot_rects()[holder]
    x = chart.point(plot, turn, 0).x()
    qtbot.mouseMove(chart, QPoint(round(x), round(plot.top() + plot.height() * height)))
    qtbot.waitUntil(QToolTip.isVisible, timeout=2000)
    return plain(tooltip_plain_text())


def tooltip_plain_text() -> str:
    text = re.sub(r"<[^>]+>", "", QToolTip.text())
    return text.replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", '"').replace("&#x27;", "'") \
        .replace("&amp;", "&")


def values_in(text: str) -> list[int]:
    """The six colour values a tooltip lists, in the order R O Y G B P."""
    found = {}
    for line in text.splitlines():
        match = VALUE_LINE.fullmatch(line)
        if match:
            found[match.group(1)] = int(match.group(2))
    return [found[colour_name(colour)] for colour in range(6)]


@pytest.mark.parametrize("name", ["standard-4p-complete", "team-4p-complete", "solo-1p-complete"])
def test_hovering_each_turn_shows_the_engines_scores_after_it(qtbot, name):
    chart, record = shown_chart(qtbot, name)
    holders = record.variant.holders

    for index, turn in enumerate(chart.turns):
        holder = index % holders
        text = hover(qtbot, chart, holder, index)
        engine = Game.from_events(record.variant, record.events[:turn.end])
        assert values_in(text) == engine.scores[holder], (index, text)
        lowest = min(engine.scores[holder])
        assert {line.split()[0] for line in text.splitlines() if line.endswith("← lowest")} == \
            {colour_name(c) for c, s in enumerate(engine.scores[holder]) if s == lowest}


def test_the_tooltip_names_the_turn_its_player_its_bonus_placements_and_swap(qtbot):
    chart, record = shown_chart(qtbot, "standard-4p-complete")
    names = [seat.name for seat in record.seats]
    bonus = next(i for i, t in enumerate(chart.turns) if t.bonuses and not t.swapped)
    swap = next(i for i, t in enumerate(chart.turns) if t.swapped and not t.bonuses)

    first = hover(qtbot, chart, 0, 0).splitlines()
    with_bonus = hover(qtbot, chart, chart.turns[bonus].holder, bonus).splitlines()
    with_swap = hover(qtbot, chart, 1, swap).splitlines()

    assert first[0] == "Before the first placement" and first[1] == f"{names[0]}:"
    assert with_bonus[0] == f"After turn {bonus} ({names[chart.turns[bonus].holder]}): 1 bonus placement"
    assert with_swap[0] == f"After turn {swap} ({names[chart.turns[swap].holder]}): swapped"
    assert with_swap[1] == f"{names[1]}:"


def test_a_player_name_in_the_tooltip_is_plain_text(qtbot):
    seats = [Seat("<b>Ada</b>"), Seat("Ben & <i>Cy</i>")]
    chart, _record = shown_chart(qtbot, "standard-2p-complete", seats)

    assert hover(qtbot, chart, 1, 3).splitlines()[1] == "Ben & <i>Cy</i>:"
    assert "&lt;i&gt;" in QToolTip.text()


def test_leaving_the_chart_hides_the_tooltip(qtbot):
    chart, _record = shown_chart(qtbot, "standard-2p-complete")
    hover(qtbot, chart, 0, 5)

    qtbot.mouseMove(chart, QPoint(chart.width() // 2, chart.height() - 4))  # the legend, off every panel

    qtbot.waitUntil(lambda: not QToolTip.isVisible(), timeout=2000)
    assert chart.hovered is None


def distance(a: QColor, b: QColor) -> int:
    return max(abs(a.red() - b.red()), abs(a.green() - b.green()), abs(a.blue() - b.blue()))


def shows_near(image, point: QPointF, colour: QColor, tolerance: int) -> bool:
    """Does ``colour`` show at ``point`` or the pixel above or below it (a thin line's antialiased edge)?"""
    x, y = round(point.x()), round(point.y())
    return any(distance(image.pixelColor(x, y + dy), colour) <= tolerance for dy in (-1, 0, 1))


def test_each_colour_line_ends_at_its_final_score_and_the_lowest_is_emphasised(qtbot):
    chart, record = shown_chart(qtbot, "standard-2p-complete")
    image = chart.grab().toImage()
    final = chart.turns[-1].scores
    last = len(chart.turns) - 1

    for holder, plot in enumerate(chart.plot_rects()):
        lowest = min(final[holder])
        for colour, score in enumerate(final[holder]):
            end = chart.point(plot, last, score) + QPointF(-3, (colour - 2.5) * score_chart_drawing.SPREAD)
            shared = sum(1 for s in final[holder] if s == score) > 1
            if not shared:  # a line alone at its height shows its own colour at its end
                assert shows_near(image, end, COLOUR_FILLS[colour], 30), (holder, colour)
        side = -1 if final[holder].index(lowest) >= 3 else 1  # away from the lowest colour's own line
        band = chart.point(plot, last, lowest) + QPointF(-3, side * score_chart_drawing.LOWEST_WIDTH * 0.4)
        assert shows_near(image, band, palette.ACCENT, 90), holder
