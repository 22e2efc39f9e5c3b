"""The game table: a QGraphicsScene with the board, the racks and the peg score boards, and its view.

The scene never changes the game.  A human picks a rack tile up, turns it and clicks a
legal spot; the scene emits :attr:`TableScene.placementRequested` and waits for the
controller to call :meth:`TableScene.game_changed`, which adds only what is new.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from PySide6.QtCore import (QAbstractAnimation, QEasingCurve, QParallelAnimationGroup, QPointF, QPropertyAnimation,
                            QRectF, QSize, QSizeF, Qt, QTimer, QVariantAnimation, Signal)
from PySide6.QtGui import QColor, QPainter, QRadialGradient
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView

from ..engine import (DIRECTIONS, EMPTY, PRINTED_SYMBOLS, Colour, Game, Hex, Phase, Place, Placement, Seat, Swap,
                      Variant, make_variant, tile_colours)
from .hexlayout import HexLayout, direction_between
from .panels import PanelItem
from .tableitems import (FULL_RADIUS, INK_DIM, BagItem, BannerItem, BoardItem, BoardTileItem, CellHighlightItem,
                         LabelItem, LastPlacementItem, PegItem, PreviewItem, RackTileItem, ScoringFlashItem,
                         TileBackItem, TileItem)

MARGIN, GAP, CENTRE_WIDTH, PANEL_GAP = 20.0, 22.0, 660.0, 24.0
STATUS_HEIGHT, BOARD_HEIGHT, BAG_HEIGHT = 36.0, 580.0, 44.0
BOARD_HEX = 24.0
#: The upright layout must show the table this much larger before it is chosen over the wide one.
UPRIGHT_GAIN = 1.02

#: Milliseconds at animation speed 1.
PEG_MS, FLASH_MS, BANNER_MS, LAND_MS = 450, 1100, 1700, 260

#: Up and down arrows zigzag so the cursor keeps to its column: (direction from an even row, from an odd row).
ARROW_DIRECTIONS = {Qt.Key_Left: (3, 3), Qt.Key_Right: (0, 0), Qt.Key_Up: (2, 1), Qt.Key_Down: (4, 5)}
WHEEL_NOTCH = 120
RACK_LIFT = 4.0
RACK_KEYS = {Qt.Key_1: 0, Qt.Key_2: 1, Qt.Key_3: 2, Qt.Key_4: 3, Qt.Key_5: 4, Qt.Key_6: 5}


@dataclass
class _Pick:
    """The tile in the human's hand, and the points of each legal spot for it (mirror images included)."""

    seat: int
    index: int
    tile: str
    legal: dict[tuple[Hex, Hex], tuple[int, int]]


def legal_spots(game: Game, tile: str) -> dict[tuple[Hex, Hex], tuple[int, int]]:
    """Cells (first half, second half) where ``tile`` may go as written, with each half's points."""
    spots = {}
    for placement, points in game.scored_placements():
        if placement.tile != tile:
            continue
        first, second = placement.cells
        spots[(first, second)] = points
        if tile[0] == tile[1]:  # a double is listed one way round only
            spots[(second, first)] = (points[1], points[0])
    return spots


def scoring_lines(game: Game, place: Place, later_cells: set[Hex]) -> list[tuple[Hex, Hex, int]]:
    """The lines ``place`` scored along, as (its half, the line's far end, colour).

    Cells filled by ``later_cells`` (placements after this one) are not part of its lines.
    """
    board, index = game.board, game.board.geo.index
    first, second = Hex(*place.at[0]), Hex(*place.at[1])
    lines = []
    for half, other, letter in ((first, second, place.tile[0]), (second, first, place.tile[1])):
        colour = Colour.from_letter(letter)
        toward_other = direction_between(half, other)
        for direction in range(6):
            if direction == toward_other:
                continue
            end, step = None, half.neighbour(direction)
            while step in index and step not in later_cells and board.colour[index[step]] == colour:
                end, step = step, step.neighbour(direction)
            if end is not None:
                lines.append((half, end, colour))
    return lines


def panel_places(holders: int) -> list[tuple[int, int, int]]:
    """For each holder: (column 0 left / 1 right, row in that column, panels in that column), clockwise."""
    columns = {1: [[0], []], 2: [[0], [1]], 3: [[0, 2], [1]], 4: [[0, 3], [1, 2]]}[holders]
    places = [None] * holders
    for column, members in enumerate(columns):
        for row, holder in enumerate(members):
            places[holder] = (column, row, len(members))
    return places


class TableLayout:
    """Where things go: the board in the middle, the panels in a column at each side.

    Wide panels make a wide table for wide windows; upright panels make a narrower, taller one.
    """

    def __init__(self, variant: Variant, upright: bool):
        self.upright = upright
        self.column_width = PanelItem.WIDTH[upright]
        self.places = panel_places(variant.holders)
        self.panel_size = PanelItem.measure(2 if variant.teams else 1, variant.rack_size, variant.cap, upright)
        stacks = [n * self.panel_size.height() + (n - 1) * PANEL_GAP for _column, _row, n in self.places]
        centre_height = STATUS_HEIGHT + BOARD_HEIGHT + BAG_HEIGHT
        self.width = 2 * (MARGIN + self.column_width + GAP) + CENTRE_WIDTH
        self.height = 2 * MARGIN + max(centre_height, *stacks)
        top, left = (self.height - centre_height) / 2, (self.width - CENTRE_WIDTH) / 2
        below_board = top + STATUS_HEIGHT + BOARD_HEIGHT
        self.board_centre = QPointF(self.width / 2, top + STATUS_HEIGHT + BOARD_HEIGHT / 2)
        self.status_rect = QRectF(left, top, CENTRE_WIDTH, STATUS_HEIGHT)
        self.bag_corner = QPointF(left + 8, below_board + 2)
        self.hint_rect = QRectF(self.width / 2 - 60, below_board + 6, CENTRE_WIDTH / 2 + 60, 36)

    def panel_corner(self, holder: int) -> QPointF:
        column, row, in_column = self.places[holder]
        x = MARGIN if column == 0 else self.width - MARGIN - self.column_width
        stack = in_column * self.panel_size.height() + (in_column - 1) * PANEL_GAP
        return QPointF(x, (self.height - stack) / 2 + row * (self.panel_size.height() + PANEL_GAP))

    def scale_in(self, size: QSizeF) -> float:
        return min(size.width() / self.width, size.height() / self.height)


@lru_cache(maxsize=None)
def table_layout(variant: Variant, upright: bool) -> TableLayout:
    return TableLayout(variant, upright)


class TableScene(QGraphicsScene):
    """The whole table of one game; see the module docstring for who changes what."""

    placementRequested = Signal(object)

    def __init__(self, parent=None):
        super().__init__(parent)
        self._game: Game | None = None
        self._seats: list[Seat] = []
        self._face_up: set[int] = set()
        self._human: int | None = None
        self._points_preview = True
        self._speed = 1.0
        self._view_size: QSizeF | None = None
        self._tile_items: dict[Hex, BoardTileItem] = {}
        self._panels: list[PanelItem] = []
        self._racks_drawn: dict[int, tuple] = {}
        self._rack_items: dict[int, list] = {}
        self._events_drawn = 0
        self._scores_drawn: list[list[int]] = []
        self._pick: _Pick | None = None
        self._orientation = 0
        self._cursor: Hex | None = None
        self._wheel_travel = 0
        self._pointer: QPointF | None = None
        self._by_keyboard = False  # the last move of the tile in hand came from the keyboard
        self._news = ""  # what happened that the board does not show, e.g. a swap
        self._effects: list[tuple[QAbstractAnimation, object]] = []
        self._after_effects: list = []  # callbacks waiting for the running effects to end
        self._peg_slides: dict[PegItem, QPropertyAnimation] = {}
        self._banner_pop: QAbstractAnimation | None = None
        self._banner_timer = QTimer(self)
        self._banner_timer.setSingleShot(True)
        self._banner_timer.timeout.connect(lambda: self._banner.hide())
        self._lay_out(table_layout(make_variant("standard", 4), upright=False))

    def _lay_out(self, table: TableLayout) -> None:
        """Clear the scene and put down the items every game has, where ``table`` says."""
        self.clear()
        self._table = table
        self.setSceneRect(0, 0, table.width, table.height)
        self.layout = HexLayout(BOARD_HEX, table.board_centre)
        self._highlight = CellHighlightItem(self.layout)
        self._preview = PreviewItem(self.layout)
        self._last_placement = LastPlacementItem(self.layout)
        self._status = LabelItem(table.status_rect, 17)
        self._hint = LabelItem(table.hint_rect, 12, INK_DIM, Qt.AlignRight | Qt.AlignVCenter)
        self._bag = BagItem()
        self._bag.setPos(table.bag_corner)
        self._banner = BannerItem(table.board_centre)
        self._hand: TileItem | None = None  # the tile in hand, following the pointer off the board
        self._lifted: RackTileItem | None = None  # the rack tile under the pointer, raised a little
        for item in (self._highlight, self._preview, self._last_placement, self._status, self._hint, self._bag,
                     self._banner):
            self.addItem(item)
        glow = QRadialGradient(QPointF(table.width / 2, table.height / 2), max(table.width, table.height) * 0.62)
        glow.setColorAt(0, QColor("#34414a"))
        glow.setColorAt(0.6, QColor("#263038"))
        glow.setColorAt(1, QColor("#161c21"))
        self.setBackgroundBrush(glow)

    def fit_to(self, size: QSizeF) -> None:
        """Lay the table out wide or upright, whichever shows it larger in a view of ``size``."""
        self._view_size = QSizeF(size)
        if self._game is not None and self._best_layout(self._game.variant) is not self._table:
            self.show_game(self._game, self._seats)

    def _best_layout(self, variant: Variant) -> TableLayout:
        wide, upright = table_layout(variant, False), table_layout(variant, True)
        if self._view_size is None or self._view_size.isEmpty():
            return wide
        return upright if upright.scale_in(self._view_size) > UPRIGHT_GAIN * wide.scale_in(self._view_size) else wide

    # ------------------------------------------------------------ the contract

    def show_game(self, game: Game, seats: list[Seat]) -> None:
        """Build the table for ``game`` from scratch (a new game, an opened one, undo or redo)."""
        self.cancel_pick()
        self._finish_effects()
        self._lay_out(self._best_layout(game.variant))
        self._game, self._seats = game, list(seats)
        self._tile_items, self._racks_drawn, self._rack_items, self._news = {}, {}, {}, ""
        self.addItem(BoardItem(self.layout, game.variant.radius, PRINTED_SYMBOLS))
        for event in game.log:
            if isinstance(event, Place):
                self._add_tile(event)
        self._panels = self._build_panels(game)
        self._events_drawn = len(game.log)
        self._scores_drawn = [scores[:] for scores in game.scores]
        for panel in self._panels:
            for peg in panel.score_board.pegs:
                peg.setPos(panel.score_board.hole_centre(peg.colour, game.scores[panel.holder][peg.colour]))
        self._sync_racks()
        self._sync_turn()

    def game_changed(self, game: Game) -> None:
        """Events were applied to ``game``: add the new tiles, move pegs, flash the scored lines."""
        new_events = game.log[self._events_drawn:]
        placements = [event for event in new_events if isinstance(event, Place)]
        if self._game is None or not self._continues_what_is_drawn(game, placements):
            self.show_game(game, self._seats)
            return
        self._game = game
        self.cancel_pick()
        lines = []
        for number, place in enumerate(placements):
            self._land(self._add_tile(place))
            later = {Hex(*cell) for other in placements[number + 1:] for cell in other.at}
            lines += scoring_lines(game, place, later)
        self._events_drawn = len(game.log)
        swaps = [event for event in new_events if isinstance(event, Swap)]
        if swaps:
            self._news = f"{self._seat_name(swaps[-1].player)} swapped the rack"
        elif placements:
            self._news = ""
        if lines:
            self._flash(lines)
        self._move_pegs(game)
        self._sync_racks()
        self._sync_turn()

    def set_face_up_racks(self, seats: set[int]) -> None:
        self._face_up = set(seats)
        if self._pick is not None and self._pick.seat not in self._face_up:
            self.cancel_pick()
        if self._game is not None:
            self._sync_racks()
            self._sync_hint()

    def set_human_turn(self, seat: int | None) -> None:
        self._human = seat
        self._lift(None)
        if self._pick is not None and self._pick.seat != seat:
            self.cancel_pick()
        if self._game is not None:
            for seat, items in self._rack_items.items():
                for item in items:
                    if seat == self._human:
                        item.setCursor(Qt.PointingHandCursor)
                    else:
                        item.unsetCursor()
            self._sync_hint()

    def set_preferences(self, points_preview: bool, animation_speed: float) -> None:
        self._points_preview = points_preview
        self._speed = max(0.0, animation_speed)
        self._refresh_preview()

    def after_effects(self, callback) -> None:
        """Call ``callback`` once the effects running now (tile landing, line flash, pegs, banner)
        have ended or been skipped; at once if none run."""
        if self._effects:
            self._after_effects.append(callback)
        else:
            callback()

    def cancel_pick(self) -> None:
        if self._pick is not None:
            for item in self._rack_items.get(self._pick.seat, []):
                item.setOpacity(1.0)
        self._pick = None
        self._highlight.show_cells(())
        self._preview.hide()
        self._show_hand(False)
        self._sync_hint()

    # ------------------------------------------------------------ building

    def _continues_what_is_drawn(self, game: Game, placements: list[Place]) -> bool:
        """Does ``game`` only add events to what is drawn, with its new tiles on free cells?"""
        drawn = self._events_drawn
        return (game.variant == self._game.variant and len(game.log) >= drawn
                and (drawn == 0 or game.log[drawn - 1] == self._game.log[drawn - 1])
                and not any(Hex(*cell) in self._tile_items for place in placements for cell in place.at))

    def _add_tile(self, place: Place) -> BoardTileItem:
        cells = (Hex(*place.at[0]), Hex(*place.at[1]))
        item = BoardTileItem(cells, tile_colours(place.tile), self.layout)
        self.addItem(item)
        for cell in cells:
            self._tile_items[cell] = item
        self._last_placement.mark(cells)
        return item

    def _build_panels(self, game: Game) -> list[PanelItem]:
        variant = game.variant
        panels = []
        for holder in range(variant.holders):
            seats = [(seat, self._seat_name(seat), self._seat_detail(seat)) for seat in range(variant.players)
                     if variant.holder_of(seat) == holder]
            panel = PanelItem(holder, seats, variant.rack_size, variant.cap, self._table.upright)
            panel.setPos(self._table.panel_corner(holder))
            self.addItem(panel)
            panels.append(panel)
        return panels

    def _seat_detail(self, seat: int) -> str:
        if seat < len(self._seats) and self._seats[seat].is_computer:
            level = self._seats[seat].level
            return f"computer · {level}" if level else "computer"
        return ""

    def _seat_name(self, seat: int) -> str:
        return self._seats[seat].name if seat < len(self._seats) else f"Player {seat + 1}"

    def _panel_of(self, seat: int) -> PanelItem:
        return self._panels[self._game.variant.holder_of(seat)]

    def _sync_racks(self) -> None:
        """Redraw the racks whose tiles or face (up or down) changed since they were drawn."""
        for seat, rack in enumerate(self._game.racks):
            face_up = seat in self._face_up
            drawn = (tuple(rack), face_up)
            if self._racks_drawn.get(seat) == drawn:
                continue
            self._racks_drawn[seat] = drawn
            if self._lifted in self._rack_items.get(seat, []):
                self._lifted = None
            for item in self._rack_items.get(seat, []):
                self.removeItem(item)
            panel = self._panel_of(seat)
            items = []
            for index, tile in enumerate(rack):
                if face_up:
                    item = RackTileItem(seat, index, tile, tile_colours(tile), PanelItem.RACK_TILE, panel)
                    if seat == self._human:
                        item.setCursor(Qt.PointingHandCursor)
                else:
                    item = TileBackItem(seat, index, PanelItem.RACK_TILE, panel)
                item.setPos(panel.rack_slot(seat, index))
                items.append(item)
            self._rack_items[seat] = items

    def _sync_turn(self) -> None:
        game = self._game
        over = game.phase is Phase.OVER
        for panel in self._panels:
            active = not over and game.variant.holder_of(game.to_move) == panel.holder
            note = "bonus placement" if game.bonus_owed else "to move"
            panel.set_active(game.to_move if active else None, note)
        name = self._seat_name(game.to_move)
        if over:
            status = f"Game over · {self._outcome()}"
        elif game.bonus_owed:
            status = f"{name}: bonus placement" + (f" ({game.bonus_owed} owed)" if game.bonus_owed > 1 else "")
        elif game.phase is Phase.PLACE and game.in_first_round():
            status = f"{name} to move · first round: touch a printed symbol no tile touches yet"
        else:
            status = f"{name} to move"
        self._status.set_text(f"{status} · {self._news}" if self._news and not over else status)
        self._bag.set_count(len(game.bag))
        for panel in self._panels:
            lowest = game.lowest_colours(panel.holder)
            panel.score_board.set_scores(game.scores[panel.holder], lowest if len(lowest) < 6 else set())
        self._sync_hint()

    def _outcome(self) -> str:
        game = self._game
        if game.variant.players == 1:
            return f"result {game.solo_result()}"
        first = game.ranking()[0]
        names = [" & ".join(self._seat_name(seat) for seat in range(game.variant.players)
                            if game.variant.holder_of(seat) == holder) for holder in first]
        if len(names) > 1:
            return f"{' and '.join(names)} share first place"
        return f"{names[0]} win{'' if game.variant.teams else 's'}"

    def _sync_hint(self) -> None:
        if self._pick is not None and self._by_keyboard:
            self._hint.set_text("Arrows: move · R: turn · Enter: place · Esc: put back")
        elif self._pick is not None:
            self._hint.set_text("R, right click or wheel: turn · click: place · Esc: put back")
        elif self._can_pick_now():
            self._hint.set_text("Click a tile in your rack (or press 1-6) to pick it up")
        else:
            self._hint.set_text("")

    # ------------------------------------------------------------ effects

    def _duration(self, milliseconds: int) -> int:
        return int(milliseconds / self._speed) if self._speed > 0 else 0

    def _run(self, animation: QAbstractAnimation, when_done=None) -> None:
        """Start ``animation``; ``when_done`` runs once, when it ends or is skipped."""
        entry = (animation, when_done)
        self._effects.append(entry)

        def finished():
            if entry in self._effects:
                self._effects.remove(entry)
                if when_done is not None:
                    when_done()
                self._call_after_effects()
        animation.finished.connect(finished)
        animation.start(QAbstractAnimation.DeleteWhenStopped)

    def _drop(self, animation: QAbstractAnimation | None) -> None:
        """Stop ``animation`` where it is, because a newer one takes over its item."""
        for entry in self._effects:
            if entry[0] is animation:
                self._effects.remove(entry)
                animation.stop()
                return

    def _finish_effects(self) -> None:
        """Jump every running effect to its end (a click or key skips them)."""
        for animation, when_done in self._effects[:]:
            animation.setCurrentTime(animation.totalDuration())
            animation.stop()
            if (animation, when_done) in self._effects:
                self._effects.remove((animation, when_done))
                if when_done is not None:
                    when_done()
        if self._banner.isVisible():
            self._banner_timer.stop()
            self._banner.hide()
        self._call_after_effects()

    def _call_after_effects(self) -> None:
        if self._effects:
            return
        waiting, self._after_effects = self._after_effects, []
        for callback in waiting:
            callback()

    def _land(self, item: BoardTileItem) -> None:
        """A new tile settles onto the board."""
        if self._speed <= 0:
            return
        item.setTransformOriginPoint(item.offset / 2)
        settle = QVariantAnimation(self)
        settle.setDuration(self._duration(LAND_MS))
        settle.setStartValue(1.3)
        settle.setEndValue(1.0)
        settle.setEasingCurve(QEasingCurve.OutCubic)
        settle.valueChanged.connect(item.setScale)
        self._run(settle, lambda: item.setScale(1.0))

    def _flash(self, lines: list[tuple[Hex, Hex, int]]) -> None:
        if self._speed <= 0:
            return
        item = ScoringFlashItem(self.layout, lines)
        item.setOpacity(0)
        self.addItem(item)
        fade = QVariantAnimation(self)
        fade.setDuration(self._duration(FLASH_MS))
        fade.setStartValue(0.0)
        fade.setKeyValueAt(0.2, 1.0)
        fade.setKeyValueAt(0.7, 1.0)
        fade.setEndValue(0.0)
        fade.valueChanged.connect(item.setOpacity)
        self._run(fade, lambda: self.removeItem(item))

    def _move_pegs(self, game: Game) -> None:
        thresholds = game.variant.bonus_at or (game.variant.clamp_at or game.variant.cap,)
        reached = []
        for panel in self._panels:
            before, after = self._scores_drawn[panel.holder], game.scores[panel.holder]
            for peg in panel.score_board.pegs:
                colour = peg.colour
                if before[colour] == after[colour]:
                    continue
                target = panel.score_board.hole_centre(colour, after[colour])
                self._drop(self._peg_slides.pop(peg, None))
                if self._speed <= 0:
                    peg.setPos(target)
                else:
                    slide = QPropertyAnimation(peg, b"pos", self)
                    slide.setDuration(self._duration(PEG_MS))
                    slide.setEndValue(target)
                    slide.setEasingCurve(QEasingCurve.OutCubic)
                    self._peg_slides[peg] = slide
                    self._run(slide, lambda peg=peg: self._peg_slides.pop(peg, None))
                reached += [(colour, t) for t in thresholds if before[colour] < t <= after[colour]]
        self._scores_drawn = [scores[:] for scores in game.scores]
        if reached:
            self._show_banner(game, reached)

    def _show_banner(self, game: Game, reached: list[tuple[int, int]]) -> None:
        names = " and ".join(f"{Colour(c).name_en.capitalize()} reached {t}" for c, t in reached)
        if game.bonus_owed:
            names += " · bonus placement!"
        self._banner.set_subtitle(names)
        self._banner.show()
        self._drop(self._banner_pop)
        if self._speed <= 0:
            self._banner.setOpacity(1.0)
            self._banner_timer.start(BANNER_MS)
            return
        pop = QParallelAnimationGroup(self)
        fade = QPropertyAnimation(self._banner, b"opacity", pop)
        fade.setDuration(self._duration(BANNER_MS))
        fade.setStartValue(0.0)
        fade.setKeyValueAt(0.12, 1.0)
        fade.setKeyValueAt(0.8, 1.0)
        fade.setEndValue(0.0)
        grow = QPropertyAnimation(self._banner, b"scale", pop)
        grow.setDuration(self._duration(BANNER_MS) // 4)
        grow.setStartValue(0.6)
        grow.setEndValue(1.0)
        grow.setEasingCurve(QEasingCurve.OutBack)
        self._banner_pop = pop
        self._run(pop, self._banner_done)

    def _banner_done(self) -> None:
        self._banner_pop = None
        self._banner.hide()

    # ------------------------------------------------------------ picking and placing

    def _can_pick_now(self) -> bool:
        game = self._game
        return (game is not None and self._human is not None and game.phase is Phase.PLACE
                and game.to_move == self._human and self._human in self._face_up)

    def _pick_tile(self, index: int) -> None:
        if not self._can_pick_now():
            return
        rack = self._game.racks[self._human]
        if index >= len(rack):
            return
        was = self._pick
        self.cancel_pick()
        if was is not None and was.index == index:
            return  # clicking the tile in hand puts it back
        tile = rack[index]
        self._pick = _Pick(self._human, index, tile, legal_spots(self._game, tile))
        self._rack_items[self._human][index].setOpacity(0.25)
        cells = {cell for spot in self._pick.legal for cell in spot}
        game = self._game
        few = len(cells) <= game.board.colour.count(EMPTY) / 2
        self._highlight.show_cells(cells, strong=few or game.in_first_round() or game.variant.no_isolated_cells)
        self._refresh_preview()
        self._sync_hint()

    def _turn(self, steps: int) -> None:
        if self._pick is not None:
            self._orientation = (self._orientation + steps) % 6
            self._refresh_preview()

    def _spot(self) -> tuple[Hex, Hex] | None:
        if self._cursor is None:
            return None
        return self._cursor, self._cursor + DIRECTIONS[self._orientation]

    def _refresh_preview(self) -> None:
        """Show the tile in hand on the cells under the cursor, or under the pointer off the board."""
        spot = self._spot()
        self._show_hand(self._pick is not None and spot is None and self._pointer is not None)
        if self._pick is None or spot is None:
            self._preview.hide()
            return
        points = self._pick.legal.get(spot)
        self._preview.show_at(spot, tile_colours(self._pick.tile), points is not None,
                              points if self._points_preview else None)

    def _show_hand(self, shown: bool) -> None:
        if not shown:
            if self._hand is not None:
                self._hand.hide()
            return
        colours = tile_colours(self._pick.tile)
        offset = self.layout.centre(DIRECTIONS[self._orientation]) - self.layout.centre(Hex(0, 0))
        if self._hand is None or (self._hand.colours, self._hand.offset) != (colours, offset):
            if self._hand is not None:
                self.removeItem(self._hand)
            self._hand = TileItem(colours, self.layout.size, offset)
            self._hand.setOpacity(0.9)
            self._hand.setZValue(6)
            self.addItem(self._hand)
        self._hand.setPos(self._pointer - offset / 2)
        self._hand.show()

    def _place(self) -> None:
        spot = self._spot()
        if self._pick is None or spot is None or spot not in self._pick.legal:
            return
        placement = Placement(self._pick.tile, spot)
        self.cancel_pick()
        self.placementRequested.emit(placement)

    def _board_cell_at(self, point: QPointF) -> Hex | None:
        cell = self.layout.cell_at(point)
        return cell if cell.distance() <= FULL_RADIUS else None

    def _rack_tile_at(self, point: QPointF) -> RackTileItem | None:
        for item in self.items(point):
            if isinstance(item, RackTileItem) and item.seat == self._human:
                return item
        return None

    def _lift(self, item: RackTileItem | None) -> None:
        """Raise the rack tile under the pointer, so it is plain which tile a click would pick up."""
        if item is self._lifted:
            return
        if self._lifted is not None:
            self._lifted.moveBy(0, RACK_LIFT)
        if item is not None:
            item.moveBy(0, -RACK_LIFT)
        self._lifted = item

    def _move_cursor(self, key) -> None:
        if self._pick is None:
            return
        if self._cursor is None:
            cells = sorted({cell for spot in self._pick.legal for cell in spot}, key=lambda c: (c.distance(), c))
            self._cursor = cells[0] if cells else Hex(0, 0)
        else:
            from_even_row, from_odd_row = ARROW_DIRECTIONS[key]
            moved = self._cursor.neighbour(from_odd_row if self._cursor.r % 2 else from_even_row)
            if moved.distance() <= FULL_RADIUS:
                self._cursor = moved
        self._refresh_preview()

    # ------------------------------------------------------------ input

    def mousePressEvent(self, event) -> None:
        event.accept()
        self._finish_effects()
        if event.button() == Qt.RightButton:
            self._turn(-1)
            return
        if event.button() != Qt.LeftButton:
            return
        rack_tile = self._rack_tile_at(event.scenePos())
        if rack_tile is not None:
            self._pick_tile(rack_tile.index)
            return
        if self._pick is not None:
            self._cursor = self._board_cell_at(event.scenePos())
            self._refresh_preview()
            self._place()

    def mouseDoubleClickEvent(self, event) -> None:
        rack_tile = self._rack_tile_at(event.scenePos())
        if rack_tile is not None and self._pick is not None and rack_tile.index == self._pick.index:
            event.accept()  # the second click of a double click keeps the tile in hand
            return
        self.mousePressEvent(event)

    def mouseMoveEvent(self, event) -> None:
        event.accept()
        self._pointer = event.scenePos()
        if self._by_keyboard:
            self._by_keyboard = False
            self._sync_hint()
        self._lift(self._rack_tile_at(self._pointer) if self._can_pick_now() else None)
        if self._pick is not None:
            self._cursor = self._board_cell_at(event.scenePos())
            self._refresh_preview()

    def mouseReleaseEvent(self, event) -> None:
        event.accept()

    def wheelEvent(self, event) -> None:
        """One turn per notch; a touchpad's small steps add up to notches."""
        event.accept()
        self._wheel_travel += event.delta()
        while abs(self._wheel_travel) >= WHEEL_NOTCH:
            step = 1 if self._wheel_travel > 0 else -1
            self._wheel_travel -= step * WHEEL_NOTCH
            self._turn(step)

    def keyPressEvent(self, event) -> None:
        key = event.key()
        self._finish_effects()
        if key == Qt.Key_Escape and self._pick is not None:
            self.cancel_pick()
        elif key in RACK_KEYS and self._can_pick_now():
            self._by_keyboard = True
            self._pick_tile(RACK_KEYS[key])
        elif key in (Qt.Key_R, Qt.Key_Space) and self._pick is not None:
            self._turn(1 if event.modifiers() & Qt.ShiftModifier else -1)
        elif key in ARROW_DIRECTIONS and self._pick is not None:
            self._by_keyboard = True
            self._move_cursor(key)
            self._sync_hint()
        elif key in (Qt.Key_Return, Qt.Key_Enter) and self._pick is not None:
            self._place()
        else:
            event.ignore()
            return
        event.accept()


class TableView(QGraphicsView):
    """Shows a :class:`TableScene` fitted to the window, keeping its aspect, antialiased."""

    def __init__(self, scene: TableScene, parent=None):
        super().__init__(scene, parent)
        self.table_scene = scene  # QGraphicsView does not own its scene
        self.setRenderHints(QPainter.Antialiasing | QPainter.TextAntialiasing | QPainter.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.NoFrame)
        self.setViewportUpdateMode(QGraphicsView.SmartViewportUpdate)
        self.setCacheMode(QGraphicsView.CacheBackground)
        self.setFocusPolicy(Qt.StrongFocus)
        self.viewport().setMouseTracking(True)
        self.setMinimumSize(480, 260)
        scene.sceneRectChanged.connect(self._fit)

    def sizeHint(self) -> QSize:
        return QSize(1200, 680)

    def _fit(self) -> None:
        self.fitInView(self.table_scene.sceneRect(), Qt.KeepAspectRatio)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.table_scene.fit_to(QSizeF(self.viewport().size()))
        self._fit()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self._fit()
