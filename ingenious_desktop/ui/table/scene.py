"""The game table: a QGraphicsScene with the board, the racks and the peg score boards.

The scene never changes the game: it builds the items (:meth:`TableScene.show_game`), applies
what the controller says happened (:meth:`TableScene.apply_change`, animated by :mod:`.animation`)
and hands clicks and keys (through :mod:`.input`) to the tile in hand (:mod:`.hand`), which asks
for a placement through :attr:`TableScene.placementRequested`.  Where things go: :mod:`.layout`;
the tiles on the board and the moments of the game they show: :mod:`.board_tiles`; the view that fits
it to the window: :mod:`.view`; the words: ``describe``.
"""

from __future__ import annotations

from PySide6.QtCore import QSizeF, Qt, Signal
from PySide6.QtWidgets import QGraphicsScene

from ingenious_desktop.app.change import Change
from ingenious_desktop.app.describe import (banner_subtitle, hint, ingenious, seat_detail, seat_name, spot_fault_text,
                                            tiles_in_bag, turn_note)
from ingenious_desktop.engine import (DIRECTIONS, PRINTED_SYMBOLS, UNKNOWN_TILE, Game, Hex, Phase, Seat, make_variant,
                                     tile_colours)

from ..kit.palette import INK, table_glow
from .animation import Animator
from .board_tiles import BoardTiles
from .hand import Hand
from .hexlayout import HexLayout
from .hint_items import HintItem, spread_labels
from .input import TableInput
from .items import BagItem, BoardItem, InHandItem, LabelItem
from .layout import BOARD_HEX, BOARD_RADII, FULL_RADIUS, TableLayout, best_layout, table_layout
from .marks import BannerItem, CellHighlightItem, PreviewItem, ScoringFlashItem
from .plates import PanelItem

#: The hint line's text size in scene units: 9 screen pixels or more at 1366×768 in every variant.
HINT_PIXELS = 13
#: The hint's text size in the corner beside the panel below the board (three players), where the table is drawn
#: smaller: as large on screen as the hint line of a two-player table in the same window.
HINT_CORNER_PIXELS = 20


class TableScene(QGraphicsScene):
    """The whole table of one game; see the module docstring for who changes what."""

    placementRequested = Signal(object)
    #: Why the tile in hand may not go where the player put it down (the sentence the hint line shows).
    spotRefused = Signal(str)
    hintPicked = Signal(object)  # the hint's Placement, whose tile a click on it picked up

    def __init__(self, parent=None):
        super().__init__(parent)
        self._game: Game | None = None
        self._seats: list[Seat] = []
        self._offset = 0  # the new-game dialog's seat that plays first: the game's seat 0 sits there
        self._face_up: set[int] = set()
        self._human: int | None = None
        self._points_preview = True
        self._view_size: QSizeF | None = None
        self._status_text = ""
        self._away: dict[int, str] = {}  # what an away person's plate says instead of "to move"
        self.animate = Animator(self)
        self.hand = Hand(self.placementRequested.emit, FULL_RADIUS, self._refuse_spot)
        self.input = TableInput(self, self.hand, self._draw_hand)  # takes the mouse, wheel and key events
        self._lay_out(table_layout(make_variant("standard", 4), upright=False))

    def _lay_out(self, table: TableLayout) -> None:
        """Clear the scene and put down the items every game has, where ``table`` says."""
        self.input.lift(None)
        self.clear()
        self._panels = []
        self._table = table
        self.layout = HexLayout(BOARD_HEX, table.board_centre)
        self._highlight = CellHighlightItem(self.layout, FULL_RADIUS)
        self._preview = PreviewItem(self.layout)
        self._status = LabelItem(table.status_rect, 17)
        self._status.set_text(self._status_text)
        self._hint = (LabelItem(table.hint_rect, HINT_CORNER_PIXELS, INK, Qt.AlignLeft | Qt.AlignVCenter)
                      if table.hint_in_corner else LabelItem(table.hint_rect, HINT_PIXELS, INK,
                                                             Qt.AlignRight | Qt.AlignVCenter))
        self._bag = BagItem()
        self._bag.setPos(table.bag_corner)
        self._banner = BannerItem(table.board_centre, ingenious())
        self._in_hand = InHandItem(self.layout.size)
        self._in_hand.hide()
        self._hint_items: list[HintItem] = []
        self._hint_marks: list = []  # the coach's suggestions, best first, of which the board shows one or two
        self.addItem(self._highlight)
        self.addItem(self._preview)
        self.tiles = BoardTiles(self, self.layout)
        for item in (self._status, self._hint, self._bag, self._banner, self._in_hand):
            self.addItem(item)
        self.setBackgroundBrush(table_glow(table.width, table.height))
        self.setSceneRect(0, 0, table.width, table.height)  # last: the view replays the pointer's move at once

    def fit_to(self, size: QSizeF) -> None:
        """Lay the table out wide or upright, whichever shows it larger in a view of ``size``."""
        self._view_size = QSizeF(size)
        if self._game is not None and best_layout(self._game.variant, self._view_size) is not self._table:
            self.show_game(self._game, self._seats, self._offset)

    # ------------------------------------------------------------ what the controller and the window say

    def show_game(self, game: Game, seats: list[Seat], offset: int = 0) -> None:
        """Build the table for ``game`` from scratch (a new game, an opened one, undo or redo).

        ``offset``: the game's seats are the new-game dialog's turned so that the starter is seat 0;
        the dialog's seat ``offset`` starts, and every panel stays where the dialog put its seat.
        """
        self.hand.put_back()
        self.animate.forget_all()
        self._lay_out(best_layout(game.variant, self._view_size))
        self._game, self._seats, self._offset = game, list(seats), offset
        self.addItem(BoardItem(self.layout, game.variant.radius, BOARD_RADII, PRINTED_SYMBOLS))
        for result in game.results:
            self.tiles.put_down(result.placement)
        self._panels = [self._build_panel(game, holder) for holder in range(game.variant.holders)]
        for panel in self._panels:
            panel.score_board.put_pegs(game.scores[panel.holder])
        self._draw_racks(range(game.variant.players))
        self._draw_turn()

    def set_away(self, notes: dict[int, str]) -> None:
        """What the plate of each seat whose person is away says while it is their turn ("away 0:42"), instead of
        "to move"; {} when nobody is."""
        if notes == self._away:
            return
        self._away = dict(notes)
        if self._game is not None:
            for panel in self._panels:
                if panel.active_seat is not None:
                    panel.set_active(panel.active_seat, self._away.get(panel.active_seat, turn_note(self._game)))

    def show_position(self, game: Game) -> None:
        """Show another position of the game on the table (the replay viewer going back or jumping):
        the tiles since the position shown are taken off or put down, the board and panels stay."""
        if self._game is None or game.variant != self._game.variant:
            self.show_game(game, self._seats, self._offset)
            return
        self.hand.put_back()
        self.animate.finish_all()
        self.tiles.match(game.results)
        self._game = game
        for panel in self._panels:
            panel.score_board.put_pegs(game.scores[panel.holder])
        self._draw_racks([seat for seat in range(game.variant.players) if self._rack_shown(seat) != game.racks[seat]])
        self._draw_turn()

    def _rack_shown(self, seat: int) -> list[str | None]:
        """The tiles ``seat``'s rack shows (None for one face down)."""
        items = self._panels[self._game.variant.holder_of(seat)].racks[seat]
        return [getattr(item, "tile", None) for item in items]

    def apply_change(self, change: Change, game: Game | None = None) -> None:
        """Show what ``change`` did to the game on the table: new tiles settle, lines flash, pegs slide; ``game``:
        the game as it stands now, when the controller holds another object than the one shown (a network
        table's next position)."""
        self.hand.put_back()
        if game is not None:
            self._game = game
        for result in change.results:
            tile = self.tiles.put_down(result.placement)
            self.animate.settle(tile, tile.offset / 2)
        lines = [] if self.animate.instant else [(line.start, line.end) for r in change.results for line in r.lines]
        if lines:
            flash = ScoringFlashItem(self.layout, lines)
            self.addItem(flash)
            self.animate.flash(flash)
        self._move_pegs(change.scores_before)
        if change.reached:
            self._banner.set_subtitle(banner_subtitle(change.reached, self._game.bonus_owed))
            self.animate.pop_banner(self._banner)
        self._draw_racks(change.seats)
        self._draw_turn()

    @property
    def status_text(self) -> str:
        """The status line as it is shown over the board."""
        return self._status_text

    def set_status(self, text: str) -> None:
        self._status_text = text  # kept for the next rebuild
        self._status.set_text(text)

    def set_face_up_racks(self, seats: set[int]) -> None:
        self._face_up = set(seats)
        if self._game is not None:
            self._draw_racks(range(self._game.variant.players))
            self._draw_hand()

    def set_human_turn(self, seat: int | None) -> None:
        self._human = seat
        self.input.lift(None)
        if self._game is not None:
            for panel in self._panels:
                panel.point_at_rack(seat)
            self._draw_hand()

    def set_preferences(self, points_preview: bool, animation_speed: float) -> None:
        self._points_preview = points_preview
        self.animate.set_speed(animation_speed)
        self._draw_hand()

    def show_hints(self, marks: list) -> None:
        """Keep the coach's suggestions (:class:`.hint_items.Mark`, best first) and draw the best
        faintly on the board; :meth:`light_hint` shows another beside it."""
        self._hint_marks = list(marks)
        self.light_hint(None)

    def light_hint(self, index: int | None) -> None:
        """The best suggestion on the board and, with ``index``, that one too (the player points at it)."""
        self._remove_hint_items()
        shown = self._hint_marks[:1] + ([self._hint_marks[index]] if index else [])
        self._hint_items = [HintItem(mark, self.layout) for mark in spread_labels(shown)]
        for item in self._hint_items:
            self.addItem(item)

    def take_hint(self, placement) -> None:
        """As a click on a suggestion's tile: pick up that tile turned its way over its cells
        (or, held so already, put it down there)."""
        if self.hand.take_hint(placement):
            self.hintPicked.emit(placement)
        self._draw_hand()

    def clear_hints(self) -> None:
        self._hint_marks = []
        self._remove_hint_items()

    def _remove_hint_items(self) -> None:
        for item in self._hint_items:
            self.removeItem(item)
        self._hint_items = []

    def cancel_pick(self) -> None:
        self.hand.put_back()
        self._draw_hand()

    # ------------------------------------------------------------ building and drawing

    def _build_panel(self, game: Game, holder: int) -> PanelItem:
        variant = game.variant
        players = variant.players
        in_dialog_order = sorted(variant.holder_seats(holder), key=lambda seat: (seat + self._offset) % players)
        seats = [(seat, seat_name(self._seats, seat), seat_detail(self._seats[seat])) for seat in in_dialog_order]
        place = (holder + self._offset) % variant.holders
        panel = PanelItem(holder, seats, variant.rack_size, variant.cap, self._table.panel_upright(place))
        panel.setPos(self._table.panel_corner(place))
        self.addItem(panel)
        return panel

    def _draw_racks(self, seats) -> None:
        """Lay out the rack tiles of ``seats`` again, face up or down (a rack this seat was not shown: down)."""
        for seat in seats:
            panel = self._panels[self._game.variant.holder_of(seat)]
            self.input.forget_lifted(panel.racks[seat])
            rack = self._game.racks[seat]
            panel.show_rack(seat, rack, seat in self._face_up and UNKNOWN_TILE not in rack)
            panel.point_at_rack(self._human)

    def _draw_turn(self) -> None:
        game = self._game
        over = game.phase is Phase.OVER
        for panel in self._panels:
            active = not over and game.variant.holder_of(game.to_move) == panel.holder
            panel.set_active(game.to_move if active else None, self._away.get(game.to_move, turn_note(game)))
            lowest = game.lowest_colours(panel.holder)
            panel.score_board.set_scores(game.scores[panel.holder], lowest if len(lowest) < 6 else set())
        self._bag.set_count(len(game.bag), tiles_in_bag(len(game.bag)))
        self._draw_hand()

    def _move_pegs(self, before: tuple[tuple[int, ...], ...]) -> None:
        for panel in self._panels:
            after = self._game.scores[panel.holder]
            for peg in panel.score_board.pegs:
                if before[panel.holder][peg.colour] != after[peg.colour]:
                    self.animate.slide(peg, panel.score_board.hole_centre(peg.colour, after[peg.colour]))

    def _draw_hand(self) -> None:
        """Show what the hand holds: the dimmed rack tile, the cells it may go on, the tile over the board."""
        self.hand.offer(self._game, self._human if self._human in self._face_up else None)  # only a face-up rack
        pick, spot = self.hand.pick, self.hand.spot
        for panel in self._panels:
            panel.dim_picked(*((pick.seat, pick.index) if pick else (None, None)))
        self._highlight.show_cells(pick.cells if pick else (), strong=pick is not None and self.hand.few_cells)
        fault = self.hand.fault
        self._hint.set_text(spot_fault_text(fault) if fault else hint(self.hand.hint))
        pointer = self.input.pointer
        if pick is not None and spot is None and pointer is not None:  # in hand, off the board
            offset = self.layout.centre(DIRECTIONS[self.hand.orientation]) - self.layout.centre(Hex(0, 0))
            self._in_hand.hold(tile_colours(pick.tile), offset, pointer)
        else:
            self._in_hand.hide()
        if spot is None:
            self._preview.hide()
            return
        points = self.hand.points
        self._preview.show_at(spot, tile_colours(pick.tile), points is not None,
                              points if self._points_preview else None)

    def _refuse_spot(self, fault: str) -> None:
        self.spotRefused.emit(spot_fault_text(fault))
