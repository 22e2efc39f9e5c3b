"""The plate in front of each player (or team): names, racks and the peg score board.

A panel is laid out either *wide* (racks in one row, score tracks running left to right) or
*upright* (racks in rows of three, tracks running bottom to top), whichever lets the table
fill the window better; :mod:`.scene` decides.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QLinearGradient, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem

from ingenious_desktop.app.describe import rack_tip, score_board_tip, track_lines
from ingenious_desktop.engine import tile_colours

from ..kit.palette import ACCENT, BLACK, COLOUR_FILLS, DISC, INK, INK_DIM, PANEL_FACE, TRAY, WHITE, tint
from .hexlayout import SQRT3
from .items import SMALLEST_TEXT, PegItem, RackTileItem, TileBackItem, font, tile_outline
from .symbols import paint_half, shade


class ScoreBoardItem(QGraphicsItem):
    """One holder's peg board: per colour a badge, a start hole and ``cap`` holes, 18 to a line.

    Positions are worked out in track space, ``along`` the track from its badge and ``across``
    the six colours, then turned into item coordinates (upright tracks run bottom to top).
    """

    LINE = 18
    BADGE, START = 22.0, 16.0
    #: How far the mark of a lowest colour (an arrow at its badge) reaches beyond the track's start.
    MARK_ROOM = 9.0

    def __init__(self, holder: int, cap: int, length: float, across: float, upright: bool, parent=None):
        super().__init__(parent)
        self.holder, self.cap, self.length, self.across, self.upright = holder, cap, length, across, upright
        self.lines_per_colour = math.ceil(cap / self.LINE)
        self.number_length = 16.0 if upright else 22.0
        self.spacing = (length - self.BADGE - self.START - self.number_length) / self.LINE
        self.row = across / 6
        self.row_gap = 4.0 if self.lines_per_colour > 1 or upright else 1.0
        self.line_height = (self.row - self.row_gap) / self.lines_per_colour
        self.scores = [0] * 6
        self.lowest: set[int] = set()
        self.number_font = font(SMALLEST_TEXT, bold=True)
        self.pegs = [PegItem(holder, colour, 4.6, self) for colour in range(6)]
        self._holes, self._milestones, self._ticks = self._hole_paths()
        self.setCacheMode(QGraphicsItem.DeviceCoordinateCache)

    def _hole_paths(self) -> tuple[QPainterPath, QPainterPath, QPainterPath]:
        """Every hole, the rings around the 18th and 36th, and the dots under every 6th, each as one path."""
        holes, milestones, ticks = QPainterPath(), QPainterPath(), QPainterPath()
        tick = self._at(0, self.line_height * 0.42) - self._at(0, 0)
        for colour in range(6):
            for score in range(self.cap + 1):
                centre = self.hole_centre(colour, score)
                milestone = score and score % self.LINE == 0
                radius = 2.9 if milestone else 2.3
                holes.addEllipse(centre, radius, radius)
                if milestone:
                    milestones.addEllipse(centre, radius + 2.0, radius + 2.0)
                elif score and score % 6 == 0:
                    ticks.addEllipse(centre + tick, 0.9, 0.9)
        return holes, milestones, ticks

    @staticmethod
    def wide_across(cap: int) -> float:
        """How deep a wide board is: roomy lines for one line per colour, tighter for two."""
        return 6 * (18.0 if cap <= ScoreBoardItem.LINE else 31.0)

    @property
    def size(self) -> QSizeF:
        return QSizeF(self.across, self.length) if self.upright else QSizeF(self.length, self.across)

    def _at(self, along: float, across: float) -> QPointF:
        return QPointF(across, self.length - along) if self.upright else QPointF(along, across)

    def _rect(self, along: tuple[float, float], across: tuple[float, float]) -> QRectF:
        return QRectF(self._at(along[0], across[0]), self._at(along[1], across[1])).normalized()

    def hole_centre(self, colour: int, score: int) -> QPointF:
        """Where the peg of ``colour`` stands at ``score`` (0 is the start hole before the track)."""
        top = colour * self.row
        if score == 0:
            return self._at(self.BADGE + self.START / 2, top + self.line_height / 2)
        line, step = divmod(score - 1, self.LINE)
        return self._at(self.BADGE + self.START + (step + 0.5) * self.spacing, top + (line + 0.5) * self.line_height)

    def put_pegs(self, scores: list[int]) -> None:
        """Every peg in the hole of its colour's score."""
        for peg in self.pegs:
            peg.setPos(self.hole_centre(peg.colour, scores[peg.colour]))

    def set_scores(self, scores: list[int], lowest: set[int]) -> None:
        """The numbers at the end of the tracks and the lowest colours to mark (the pegs move apart)."""
        if (list(scores), set(lowest)) != (self.scores, self.lowest):
            self.scores, self.lowest = list(scores), set(lowest)
            self.update()

    def boundingRect(self) -> QRectF:
        return self._rect((-self.MARK_ROOM, self.length + 4), (-4.0, self.across + 4))

    def paint(self, painter: QPainter, option, widget=None) -> None:
        for colour in range(6):
            self._paint_track(painter, colour)
        painter.setPen(QPen(tint(BLACK, 150), 0.8))
        painter.setBrush(DISC)
        painter.drawPath(self._holes)
        painter.setPen(QPen(shade(ACCENT, 90), 1.0))
        painter.setBrush(Qt.NoBrush)
        painter.drawPath(self._milestones)
        painter.setPen(Qt.NoPen)
        painter.setBrush(tint(WHITE, 50))
        painter.drawPath(self._ticks)

    def _paint_track(self, painter: QPainter, colour: int) -> None:
        top, middle = colour * self.row, colour * self.row + (self.row - self.row_gap) / 2
        base = COLOUR_FILLS[colour]
        low = colour in self.lowest
        groove = self._rect((self.BADGE + 2, self.length - self.number_length),
                            (top + 1, top + self.row - self.row_gap - 1))
        painter.setPen(QPen(ACCENT, 1.6) if low else Qt.NoPen)
        painter.setBrush(tint(base, 46 if low else 30))
        painter.drawRoundedRect(groove, 6, 6)
        paint_half(painter, self._at(self.BADGE / 2 - 2, middle), min(self.BADGE, self.row) * 0.5, colour, pointy=False)
        if low:
            arrow = QPainterPath(self._at(0.5 - self.MARK_ROOM, middle - 4.5))
            arrow.lineTo(self._at(-3, middle))
            arrow.lineTo(self._at(0.5 - self.MARK_ROOM, middle + 4.5))
            arrow.closeSubpath()
            painter.setPen(Qt.NoPen)
            painter.setBrush(ACCENT)
            painter.drawPath(arrow)
        painter.setFont(self.number_font)
        painter.setPen(ACCENT if low else INK)
        number = self._rect((self.length - self.number_length, self.length), (top, top + self.row - self.row_gap))
        painter.drawText(number, Qt.AlignCenter if self.upright else Qt.AlignRight | Qt.AlignVCenter,
                         str(self.scores[colour]))


#: The most of a name's line that the note beside it (who plays the seat, "to move") may take.
NOTE_SHARE = 0.6
#: Space between a name and the note beside it, in pixels.
NOTE_GAP = 8


class PanelItem(QGraphicsItem):
    """The plate in front of one score holder: each seat's name and rack, then the peg board."""

    PAD = 12.0
    RACK_TILE = 17.0
    SLOT_PITCH = QSizeF(44.0, 70.0)
    WIDTH = {False: 290.0, True: 164.0}
    HEADER = {False: 28.0, True: 42.0}
    UPRIGHT_TRACK = 250.0
    #: Under a score board with two lines of holes per colour, the words that say which counts what.
    CAPTION = {False: 16.0, True: 30.0}

    def __init__(self, holder: int, seats: list[tuple[int, str, str]], rack_size: int, cap: int, upright: bool):
        """``seats``: (seat, name, detail such as "computer · hard") for each seat this holder plays."""
        super().__init__()
        self.holder, self.seats, self.rack_size, self.upright = holder, seats, rack_size, upright
        self.width, self.header = self.WIDTH[upright], self.HEADER[upright]
        self.columns = min(3, rack_size) if upright else rack_size
        self.tray_height = math.ceil(rack_size / self.columns) * self.SLOT_PITCH.height() + 6
        self.active_seat: int | None = None
        self.note = ""
        self.racks: dict[int, list[RackTileItem | TileBackItem]] = {seat: [] for seat, _name, _detail in seats}
        self.name_font, self.note_font = font(15, bold=True), font(SMALLEST_TEXT)
        inner = self.width - 2 * self.PAD
        if upright:
            self.score_board = ScoreBoardItem(holder, cap, self.UPRIGHT_TRACK, inner, True, self)
        else:
            self.score_board = ScoreBoardItem(holder, cap, inner, ScoreBoardItem.wide_across(cap), False, self)
        self.score_board.setPos(self.PAD, self._seat_top(len(seats)) + 10)
        self.score_board.setToolTip(score_board_tip(cap))
        self.caption = track_lines(upright) if self.score_board.lines_per_colour > 1 else ""
        # upright, the lowest colours' arrows stand under the board: the caption goes below them
        marks_below = ScoreBoardItem.MARK_ROOM if upright and self.caption else 0.0
        self.height = (self.score_board.y() + self.score_board.size.height() + marks_below + self.PAD
                       + (self.CAPTION[upright] if self.caption else 0))
        self.setCacheMode(QGraphicsItem.DeviceCoordinateCache)

    @classmethod
    def measure(cls, seats: int, rack_size: int, cap: int, upright: bool) -> QSizeF:
        """The size of a panel, before building one."""
        probe = cls(0, [(seat, "", "") for seat in range(seats)], rack_size, cap, upright)
        return QSizeF(probe.width, probe.height)

    def _seat_top(self, row: int) -> float:
        return self.PAD + row * (self.header + self.tray_height + 4)

    def _row_of(self, seat: int) -> int:
        return [entry[0] for entry in self.seats].index(seat)

    def tray_rect(self, seat: int) -> QRectF:
        top = self._seat_top(self._row_of(seat)) + self.header
        return QRectF(self.PAD, top, self.width - 2 * self.PAD, self.tray_height)

    def rack_slot(self, seat: int, index: int) -> QPointF:
        """Where the upper half of the rack tile ``index`` of ``seat`` is centred (panel coordinates)."""
        tray = self.tray_rect(seat)
        row, column = divmod(index, self.columns)
        rows = math.ceil(self.rack_size / self.columns)
        tile_height = 2 * SQRT3 * self.RACK_TILE
        pitch = self.SLOT_PITCH
        first_row = tray.center().y() - (rows * tile_height + (rows - 1) * (pitch.height() - tile_height)) / 2
        x = tray.center().x() - pitch.width() * (self.columns - 1) / 2 + column * pitch.width()
        return QPointF(x, first_row + row * pitch.height() + SQRT3 * self.RACK_TILE / 2)

    def show_rack(self, seat: int, tiles: list[str], face_up: bool) -> None:
        """Put ``tiles`` in the rack of ``seat`` (in :attr:`racks`), face up or face down."""
        for item in self.racks[seat]:
            self.scene().removeItem(item)
        if face_up:
            self.racks[seat] = [RackTileItem(seat, index, tile, tile_colours(tile), self.RACK_TILE, self)
                                for index, tile in enumerate(tiles)]
            for item in self.racks[seat]:
                item.setToolTip(rack_tip())
        else:
            self.racks[seat] = [TileBackItem(seat, index, self.RACK_TILE, self) for index in range(len(tiles))]
        for index, item in enumerate(self.racks[seat]):
            item.setPos(self.rack_slot(seat, index))

    def point_at_rack(self, seat: int | None) -> None:
        """A pointing hand over the rack tiles of ``seat`` (the human to move), the plain pointer elsewhere."""
        for rack_seat, items in self.racks.items():
            for item in items:
                if rack_seat == seat:
                    item.setCursor(Qt.PointingHandCursor)
                else:
                    item.unsetCursor()

    def dim_picked(self, seat: int | None, index: int | None) -> None:
        """Rack tile ``index`` of ``seat`` is in the player's hand: only its shadow stays in the rack."""
        for rack_seat, items in self.racks.items():
            for item in items:
                item.setOpacity(0.25 if (rack_seat, item.index) == (seat, index) else 1.0)

    def set_active(self, seat: int | None, note: str) -> None:
        if (seat, note) != (self.active_seat, self.note):
            self.active_seat, self.note = seat, note
            self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-14, -14, self.width + 28, self.height + 30)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        plate = QRectF(0, 0, self.width, self.height)
        active = self.active_seat is not None
        painter.setBrush(Qt.NoBrush)
        if active:
            for spread, alpha in ((10, 18), (6, 30), (3, 50)):
                painter.setPen(QPen(tint(ACCENT, alpha), spread))
                painter.drawRoundedRect(plate, 14, 14)
        painter.setPen(Qt.NoPen)
        painter.setBrush(tint(BLACK, 90))
        painter.drawRoundedRect(plate.translated(3, 7), 14, 14)
        face = QLinearGradient(0, 0, 0, self.height)
        face.setColorAt(0, PANEL_FACE[0])
        face.setColorAt(1, PANEL_FACE[1])
        painter.setBrush(face)
        painter.setPen(QPen(ACCENT if active else tint(WHITE, 26), 1.4))
        painter.drawRoundedRect(plate, 14, 14)
        for seat, name, detail in self.seats:
            self._paint_seat(painter, seat, name, detail)
        if self.caption:
            painter.setFont(self.note_font)
            painter.setPen(INK_DIM)
            painter.drawText(self.caption_rect(), Qt.AlignCenter | Qt.TextWordWrap, self.caption)

    def caption_rect(self) -> QRectF:
        """Where the words under the score board go."""
        height = self.CAPTION[self.upright]
        return QRectF(self.PAD / 2, self.height - self.PAD / 2 - height, self.width - self.PAD, height)

    def _paint_seat(self, painter: QPainter, seat: int, name: str, detail: str) -> None:
        top = self._seat_top(self._row_of(seat))
        to_move = seat == self.active_seat
        name_box = QRectF(self.PAD + 18, top, self.width - 2 * self.PAD - 18, 28.0)
        note_box = QRectF(self.PAD + 18, top + 24, name_box.width(), 14) if self.upright else name_box
        if to_move:
            self._paint_turn_marker(painter, name_box)
        painter.setFont(self.note_font)
        painter.setPen(ACCENT if to_move else INK_DIM)
        note_room = name_box.width() * (1.0 if self.upright else NOTE_SHARE)
        note = painter.fontMetrics().elidedText(self.note if to_move else detail, Qt.ElideRight, int(note_room))
        painter.drawText(note_box, (Qt.AlignLeft if self.upright else Qt.AlignRight) | Qt.AlignVCenter, note)
        beside = painter.fontMetrics().horizontalAdvance(note) + NOTE_GAP if note and not self.upright else 0
        painter.setFont(self.name_font)
        painter.setPen(INK if to_move else INK_DIM)
        painter.drawText(name_box, Qt.AlignLeft | Qt.AlignVCenter,
                         painter.fontMetrics().elidedText(name, Qt.ElideRight, int(name_box.width() - beside)))
        self._paint_tray(painter, seat)

    def _paint_turn_marker(self, painter: QPainter, name_box: QRectF) -> None:
        middle = name_box.center().y()
        marker = QPainterPath(QPointF(self.PAD + 2, middle - 6))
        marker.lineTo(QPointF(self.PAD + 12, middle))
        marker.lineTo(QPointF(self.PAD + 2, middle + 6))
        marker.closeSubpath()
        painter.setPen(Qt.NoPen)
        painter.setBrush(ACCENT)
        painter.drawPath(marker)

    def _paint_tray(self, painter: QPainter, seat: int) -> None:
        tray = self.tray_rect(seat)
        groove = QLinearGradient(0, tray.top(), 0, tray.bottom())
        groove.setColorAt(0, TRAY[0])
        groove.setColorAt(1, TRAY[1])
        painter.setBrush(groove)
        painter.setPen(QPen(tint(WHITE, 18), 1.0))
        painter.drawRoundedRect(tray, 10, 10)
        painter.setPen(Qt.NoPen)
        painter.setBrush(tint(BLACK, 60))
        empty_slot = tile_outline(self.RACK_TILE, QPointF(0, SQRT3 * self.RACK_TILE), False)
        for index in range(self.rack_size):
            painter.drawPath(empty_slot.translated(self.rack_slot(seat, index)))
