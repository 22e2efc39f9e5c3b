"""The score chart: each holder's six colours turn by turn, one panel per score holder.

The widget holds the turns (:class:`~ingenious_desktop.app.replay.TurnScores`), lays the panels
out and answers the pointer: the turn under it is marked and its exact values shown in a tooltip.
The turn the replay viewer shows is marked in gold (:meth:`ScoreChart.set_current`).
How it looks is drawn by :mod:`.score_chart_drawing`.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from html import escape

from PySide6.QtCore import QPointF, QRectF, QSize
from PySide6.QtWidgets import QToolTip, QWidget

from ingenious_desktop.app.describe import colour_name
from ingenious_desktop.app.replay import TurnScores

from .score_chart_drawing import AXIS, BOTTOM, GAP, LEGEND, RIGHT, TITLE, ChartDrawing

#: A panel narrower than this puts the holders under one another.
TWO_COLUMNS_FROM = 560
#: A chart this many times wider than high puts all holders side by side.
ONE_ROW_FROM = 3.0


class ScoreChart(QWidget):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.turns: list[TurnScores] = []
        self.names: list[str] = []
        self.cap = 18
        self.hovered: tuple[int, int] | None = None  # (holder, turn index) under the pointer
        self.current: int | None = None  # the turn index the viewer shows
        self._drawing = ChartDrawing(self)
        self.setMouseTracking(True)
        self.setMinimumSize(280, 200)
        self.setAccessibleName(self.tr("Score chart"))

    def set_turns(self, turns: Sequence[TurnScores], names: Sequence[str], cap: int) -> None:
        """Show ``turns`` (every holder's scores after each turn) for holders called ``names``, scores up to ``cap``."""
        self.turns, self.names, self.cap = list(turns), list(names), cap
        self.hovered = self.current = None
        self._drawing.forget()
        self.update()

    def set_current(self, index: int | None) -> None:
        """Mark the position after turn ``index`` (0: before the first) as the one shown, or none."""
        if index != self.current:
            self.current = index
            self.update()

    def sizeHint(self) -> QSize:
        rows = math.ceil(len(self.names) / 2) if len(self.names) > 1 else 1
        return QSize(720, int(rows * 190 + LEGEND + GAP))

    # ----------------------------------------------------------------- geometry

    def plot_rects(self) -> list[QRectF]:
        """Each holder's plotting area (inside its axes), in holder order."""
        count = max(1, len(self.names))
        columns = 2 if count > 1 and self.width() >= TWO_COLUMNS_FROM else 1
        if count > 2 and self.width() >= ONE_ROW_FROM * self.height():  # a low strip, as under the viewer's table
            columns = count
        rows = math.ceil(count / columns)
        width = (self.width() - GAP * (columns + 1)) / columns
        height = (self.height() - LEGEND - GAP * (rows + 1)) / rows
        rects = []
        for holder in range(count):
            row, column = divmod(holder, columns)
            left = GAP + column * (width + GAP)
            top = GAP + row * (height + GAP)
            rects.append(QRectF(left + AXIS, top + TITLE, width - AXIS - RIGHT, height - TITLE - BOTTOM))
        return rects

    def point(self, plot: QRectF, turn: int, score: float) -> QPointF:
        last = max(1, len(self.turns) - 1)
        return QPointF(plot.left() + plot.width() * turn / last, plot.bottom() - plot.height() * score / self.cap)

    def turn_under(self, pos: QPointF) -> tuple[int, int] | None:
        """(holder, turn index) of the panel and turn nearest ``pos``, or None off every panel."""
        if not self.turns:
            return None
        for holder, plot in enumerate(self.plot_rects()):
            if plot.adjusted(-8, -TITLE, 8, 8).contains(pos):
                last = max(1, len(self.turns) - 1)
                fraction = (pos.x() - plot.left()) / max(plot.width(), 1.0)
                return holder, max(0, min(len(self.turns) - 1, round(fraction * last)))
        return None

    # ----------------------------------------------------------------- the tooltip

    def values_text(self, holder: int, index: int) -> str:
        """The exact values of ``holder`` after turn ``index``, as plain text lines."""
        turn = self.turns[index]
        scores = turn.scores[holder]
        lowest = turn.lowest[holder]
        lines = [self._turn_heading(turn)]
        lines.append(self.tr("{name}:").format(name=self.names[holder]))
        for colour, score in enumerate(scores):
            if score == lowest:
                lines.append(self.tr("  {colour} {score}  ← lowest").format(colour=colour_name(colour), score=score))
            else:
                lines.append(f"  {colour_name(colour)} {score}")
        return "\n".join(lines)

    def _turn_heading(self, turn: TurnScores) -> str:
        if turn.seat is None:
            return self.tr("Before the first placement")
        name, number, bonuses = self.names[turn.holder], turn.turn, turn.bonuses
        if bonuses == 1:
            heading = self.tr("After turn {turn} ({name}): 1 bonus placement, swapped") if turn.swapped else \
                self.tr("After turn {turn} ({name}): 1 bonus placement")
        elif bonuses:
            heading = self.tr("After turn {turn} ({name}): %n bonus placements, swapped", "", bonuses) \
                if turn.swapped else self.tr("After turn {turn} ({name}): %n bonus placements", "", bonuses)
        else:
            heading = self.tr("After turn {turn} ({name}): swapped") if turn.swapped else \
                self.tr("After turn {turn} ({name})")
        return heading.format(turn=number, name=name)

    def mouseMoveEvent(self, event) -> None:
        hovered = self.turn_under(event.position())
        if hovered != self.hovered:
            self.hovered = hovered
            self.update()
        if hovered is None:
            QToolTip.hideText()
        else:
            text = "<pre style='margin:0'>" + escape(self.values_text(*hovered)) + "</pre>"
            QToolTip.showText(event.globalPosition().toPoint(), text, self)
        event.accept()

    def leaveEvent(self, event) -> None:
        self.hovered = None
        QToolTip.hideText()
        self.update()
        super().leaveEvent(event)

    def paintEvent(self, event) -> None:
        self._drawing.paint()
