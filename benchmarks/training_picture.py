"""One picture of a value network's training: the loss and the strength over the self-play games.

    .venv/bin/python -m benchmarks.training_picture IN.json OUT.png

IN.json is a training log, {"iterations": [{"iteration": 1, "games": 20000, "loss": 0.61,
"held_out_loss": 0.62, "strength": {"against": "frozen hard", "share": 0.58, "low": 0.53,
"high": 0.63}}, ...]} ("games": played in that iteration; "strength" may be a list of such
judgements, or missing). The PNG has two panels over the cumulative games: the training and
held-out loss above, each opponent's share with its 95% interval below. Drawn by Qt offscreen.
"""

from __future__ import annotations

import argparse
import json
import math
import os
from dataclasses import dataclass
from itertools import accumulate
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QPointF, QRectF, Qt  # noqa: E402
from PySide6.QtGui import QColor, QFont, QGuiApplication, QImage, QPainter, QPainterPath, QPen  # noqa: E402

WIDTH, HEIGHT = 1200, 860
MARGIN_LEFT, MARGIN_RIGHT = 96, 36
COLOURS = ["#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b"]
LOSS_LINES = (("held_out_loss", "held-out loss", "#1f77b4", Qt.PenStyle.SolidLine),
              ("loss", "training loss", "#7f7f7f", Qt.PenStyle.DashLine))


def nice_ticks(low: float, high: float, count: int = 6) -> list[float]:
    """Round tick values (steps of 1, 2 or 5 times a power of ten) covering low..high."""
    if high <= low:
        high = low + 1
    raw = (high - low) / count
    power = 10 ** math.floor(math.log10(raw))
    step = next(m * power for m in (1, 2, 5, 10) if m * power >= raw)
    first = math.floor(low / step) * step
    return [round(first + i * step, 12) for i in range(math.ceil((high - first) / step - 1e-9) + 1)]


def games_label(games: float) -> str:
    """20k, 1.5M: the cumulative games as a tick label."""
    if games >= 1e6:
        return f"{games / 1e6:g}M"
    return f"{games / 1e3:g}k" if games >= 1e3 else f"{games:g}"


@dataclass
class Panel:
    """A plot area inside the picture and the data ranges it shows."""

    rect: QRectF
    x_ticks: list[float]
    y_ticks: list[float]

    def point(self, x: float, y: float) -> QPointF:
        x0, x1, y0, y1 = self.x_ticks[0], self.x_ticks[-1], self.y_ticks[0], self.y_ticks[-1]
        return QPointF(self.rect.left() + (x - x0) / (x1 - x0) * self.rect.width(),
                       self.rect.bottom() - (y - y0) / (y1 - y0) * self.rect.height())

    def draw_axes(self, p: QPainter, y_label: str, y_format, x_label: str | None) -> None:
        """Grid, frame, tick labels and axis titles."""
        p.setPen(QPen(QColor("#e4e4e4"), 1))
        for y in self.y_ticks:
            p.drawLine(self.point(self.x_ticks[0], y), self.point(self.x_ticks[-1], y))
        for x in self.x_ticks:
            p.drawLine(self.point(x, self.y_ticks[0]), self.point(x, self.y_ticks[-1]))
        p.setPen(QPen(QColor("#333333"), 1.2))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRect(self.rect)
        p.setFont(QFont("sans-serif", 10))
        for y in self.y_ticks:
            at = self.point(self.x_ticks[0], y)
            p.drawText(QRectF(at.x() - 70, at.y() - 9, 62, 18),
                       Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, y_format(y))
        for x in self.x_ticks:
            at = self.point(x, self.y_ticks[0])
            p.drawText(QRectF(at.x() - 40, at.y() + 4, 80, 18), Qt.AlignmentFlag.AlignCenter, games_label(x))
        p.setFont(QFont("sans-serif", 11))
        if x_label:
            p.drawText(QRectF(self.rect.left(), self.rect.bottom() + 24, self.rect.width(), 22),
                       Qt.AlignmentFlag.AlignCenter, x_label)
        p.save()
        p.translate(self.rect.left() - 78, self.rect.center().y())
        p.rotate(-90)
        p.drawText(QRectF(-self.rect.height() / 2, -12, self.rect.height(), 24), Qt.AlignmentFlag.AlignCenter, y_label)
        p.restore()


def draw_legend(p: QPainter, panel: Panel, entries: list[tuple[str, QPen, bool]]) -> None:
    """One row above the panel, ending at its right edge: per entry a line sample (a point on
    an interval bar when asked) and its label. Outside the plot, it never hides a point."""
    p.setFont(QFont("sans-serif", 10))
    widths = [40 + p.fontMetrics().horizontalAdvance(label) for label, _pen, _bar in entries]
    x = panel.rect.right() - sum(widths) + 12
    y = panel.rect.top() - 14
    for (label, pen, bar), width in zip(entries, widths):
        p.setPen(pen)
        if bar:
            p.drawLine(QPointF(x + 11, y - 7), QPointF(x + 11, y + 7))
            p.setBrush(pen.color())
            p.drawEllipse(QPointF(x + 11, y), 3.5, 3.5)
        else:
            p.drawLine(QPointF(x, y), QPointF(x + 22, y))
        p.setPen(QColor("#222222"))
        p.drawText(QRectF(x + 28, y - 9, width - 28, 18), Qt.AlignmentFlag.AlignVCenter, label)
        x += width


def judgements(entry: dict) -> list[dict]:
    strength = entry.get("strength") or []
    return [strength] if isinstance(strength, dict) else list(strength)


def draw_loss(p: QPainter, panel: Panel, games: list[float], iterations: list[dict]) -> None:
    panel.draw_axes(p, "loss", lambda y: f"{y:.3g}", None)
    legend = []
    for key, label, colour, style in LOSS_LINES:
        points = [panel.point(g, it[key]) for g, it in zip(games, iterations) if it.get(key) is not None]
        if not points:
            continue
        pen = QPen(QColor(colour), 2.2, style)
        p.setPen(pen)
        p.setBrush(Qt.BrushStyle.NoBrush)
        path = QPainterPath(points[0])
        for point in points[1:]:
            path.lineTo(point)
        p.drawPath(path)
        p.setBrush(QColor(colour))
        for point in points:
            p.drawEllipse(point, 3, 3)
        legend.append((label, pen, False))
    draw_legend(p, panel, legend)


def draw_strength(p: QPainter, panel: Panel, games: list[float], iterations: list[dict]) -> None:
    panel.draw_axes(p, "share of the games won", lambda y: f"{y:.0%}", "self-play games (cumulative)")
    p.setPen(QPen(QColor("#666666"), 1.2, Qt.PenStyle.DashLine))
    p.drawLine(panel.point(panel.x_ticks[0], 0.5), panel.point(panel.x_ticks[-1], 0.5))
    opponents = list(dict.fromkeys(j["against"] for it in iterations for j in judgements(it)))
    spread = (panel.x_ticks[-1] - panel.x_ticks[0]) * 0.006  # a small sideways shift per opponent
    legend = []
    for k, against in enumerate(opponents):
        colour = QColor(COLOURS[k % len(COLOURS)])
        shift = (k - (len(opponents) - 1) / 2) * spread
        pen = QPen(colour, 2)
        points = []
        for g, it in zip(games, iterations):
            for j in judgements(it):
                if j["against"] == against:
                    low, high = panel.point(g + shift, j["low"]), panel.point(g + shift, j["high"])
                    p.setPen(pen)
                    p.drawLine(low, high)
                    p.drawLine(QPointF(low.x() - 4, low.y()), QPointF(low.x() + 4, low.y()))
                    p.drawLine(QPointF(high.x() - 4, high.y()), QPointF(high.x() + 4, high.y()))
                    points.append(panel.point(g + shift, j["share"]))
        p.setPen(QPen(colour, 1.4))
        for a, b in zip(points, points[1:]):
            p.drawLine(a, b)
        p.setBrush(colour)
        for point in points:
            p.drawEllipse(point, 4, 4)
        legend.append((f"against {against} (95% interval)", pen, True))
    legend.append(("even (50%)", QPen(QColor("#666666"), 1.2, Qt.PenStyle.DashLine), False))
    draw_legend(p, panel, legend)


def picture(log: dict) -> QImage:
    """The whole picture of a training log."""
    iterations = log["iterations"]
    games = list(accumulate(it["games"] for it in iterations))
    x_ticks = nice_ticks(0, max(games))
    losses = [it[key] for it in iterations for key, *_rest in LOSS_LINES if it.get(key) is not None]
    bounds = [v for it in iterations for j in judgements(it) for v in (j["low"], j["high"])] + [0.5]
    image = QImage(WIDTH, HEIGHT, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor("white"))
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(QColor("#111111"))
    p.setFont(QFont("sans-serif", 15, QFont.Weight.Bold))
    p.drawText(QRectF(0, 12, WIDTH, 30), Qt.AlignmentFlag.AlignCenter,
               log.get("title", "Value network training: loss and strength over the self-play games"))
    plot_width = WIDTH - MARGIN_LEFT - MARGIN_RIGHT
    loss_panel = Panel(QRectF(MARGIN_LEFT, 84, plot_width, 300),
                       x_ticks, nice_ticks(min(losses) * 0.97, max(losses) * 1.01, 5))
    strength_panel = Panel(QRectF(MARGIN_LEFT, 460, plot_width, 320),
                           x_ticks, nice_ticks(max(0.0, min(bounds) - 0.03), min(1.0, max(bounds) + 0.03), 6))
    draw_loss(p, loss_panel, games, iterations)
    draw_strength(p, strength_panel, games, iterations)
    p.end()
    return image


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("log", type=Path, help="the training log (JSON)")
    parser.add_argument("out", type=Path, help="where to write the PNG")
    args = parser.parse_args(argv)
    write_picture(json.loads(args.log.read_text()), args.out)


def write_picture(log: dict, out: Path) -> None:
    """The picture of ``log`` written to ``out`` as a PNG."""
    app = QGuiApplication.instance() or QGuiApplication([])
    if not picture(log).save(str(out), "PNG"):
        raise SystemExit(f"could not write {out}")
    del app


if __name__ == "__main__":
    main()
