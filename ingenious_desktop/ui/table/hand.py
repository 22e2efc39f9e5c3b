"""The tile in the human's hand, as plain Python with no Qt.

Its one job: what the player holds (which rack tile, turned which way, over which cell) and
what a click, a key or the wheel does to it.  When the player puts the tile on a legal spot,
the hand calls ``ask`` with the :class:`Placement` to ask the controller for; the table
scene turns Qt's events into the calls below and draws what the hand holds.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import Callable

from ingenious_desktop.app.describe import KEYS_HINT, MOUSE_HINT, PICK_HINT
from ingenious_desktop.engine import DIRECTIONS, Game, Hex, Phase, Placement

#: Up and down arrows zigzag so the cursor keeps to its column: (direction from an even row, from an odd row).
ARROWS = {"Left": (3, 3), "Right": (0, 0), "Up": (2, 1), "Down": (4, 5)}
RACK_KEYS = {str(number): number - 1 for number in range(1, 7)}
TURN_KEYS = ("R", "Space")
PLACE_KEYS = ("Return", "Enter")
PUT_BACK_KEY = "Esc"
#: One notch of a mouse wheel (a touchpad's small steps add up to notches).
WHEEL_NOTCH = 120

Spot = tuple[Hex, Hex]


def legal_spots(game: Game, tile: str) -> dict[Spot, tuple[int, int]]:
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


def direction_of(placement: Placement) -> int:
    """The direction from the placement's first cell to its second."""
    first, second = placement.cells
    return next(d for d in range(6) if first.neighbour(d) == second)


@dataclass(frozen=True)
class Pick:
    """A rack tile in hand, and the points of each legal spot for it (mirror images included)."""

    seat: int
    index: int
    tile: str
    legal: dict[Spot, tuple[int, int]]

    @cached_property
    def cells(self) -> frozenset[Hex]:
        """Every cell some legal spot covers."""
        return frozenset(cell for spot in self.legal for cell in spot)


class Hand:
    """The state machine of picking a tile up, turning it, moving it and putting it down.

    ``reach`` is the radius of the whole board drawn: the cursor never leaves it.  Putting the
    tile down where the rules forbid it calls ``refuse`` with the engine's :meth:`Game.spot_fault`.
    """

    def __init__(self, ask: Callable[[Placement], None], reach: int, refuse: Callable[[str], None] = lambda _fault: None):
        self._ask = ask
        self._refuse = refuse
        self._reach = reach
        self._game: Game | None = None
        self._seat: int | None = None
        self.pick: Pick | None = None
        self.orientation = 0
        self.cursor: Hex | None = None
        self.by_keyboard = False  # the last move of the tile in hand came from the keyboard
        self._wheel_travel = 0

    # ------------------------------------------------------------ who may pick

    def offer(self, game: Game | None, seat: int | None) -> None:
        """``seat`` may pick from its rack in ``game`` (None: nobody may); another seat's pick is put back."""
        self._game, self._seat = game, seat
        if self.pick is not None and self.pick.seat != seat:
            self.put_back()

    @property
    def can_pick(self) -> bool:
        game = self._game
        return (game is not None and self._seat is not None and game.phase is Phase.PLACE
                and game.to_move == self._seat)

    @property
    def seat(self) -> int | None:
        """The seat whose rack tiles may be picked now, if any."""
        return self._seat if self.can_pick else None

    # ------------------------------------------------------------ what the player does

    def take(self, index: int) -> None:
        """Pick up tile ``index`` of the rack; the tile already in hand is put back (clicking it again
        only puts it back)."""
        if not self.can_pick or index >= len(self._game.racks[self._seat]):
            return
        was = self.pick
        self.put_back()
        if was is not None and was.index == index:
            return
        tile = self._game.racks[self._seat][index]
        self.pick = Pick(self._seat, index, tile, legal_spots(self._game, tile))

    def put_back(self) -> None:
        self.pick = None

    def take_hint(self, placement: Placement) -> bool:
        """A click on a hint: pick up its rack tile turned its way over its cells (True), or, when
        that is the tile in hand turned that way already, put it down there."""
        if not self.can_pick or placement.tile not in self._game.racks[self._seat]:
            return False
        held_so = self.pick is not None and self.pick.tile == placement.tile
        self.cursor = placement.cells[0]
        if held_so and self.orientation == direction_of(placement):
            self.place()
            return False
        self.put_back()
        self.take(self._game.racks[self._seat].index(placement.tile))
        self.orientation = direction_of(placement)
        return True

    def turn(self, steps: int) -> None:
        """Turn the tile in hand ``steps`` sixths of a turn (positive: counter-clockwise on screen)."""
        if self.pick is not None:
            self.orientation = (self.orientation + steps) % 6

    def wheel(self, delta: int) -> None:
        """One turn per notch of the wheel."""
        self._wheel_travel += delta
        while abs(self._wheel_travel) >= WHEEL_NOTCH:
            step = 1 if self._wheel_travel > 0 else -1
            self._wheel_travel -= step * WHEEL_NOTCH
            self.turn(step)

    def point_at(self, cell: Hex | None) -> None:
        """The pointer moved over ``cell`` (None: off the board)."""
        self.by_keyboard = False
        if self.pick is not None:
            self.cursor = self._on_board(cell)

    def click_board(self, cell: Hex | None) -> None:
        """A click on ``cell``: puts the tile in hand down there if that is legal."""
        if self.pick is not None:
            self.cursor = self._on_board(cell)
            self.place()

    def press(self, key: str, shift: bool = False) -> bool:
        """A key named as Qt's key sequences name it ("Left", "R", "Esc", "3"); False if it means nothing here."""
        if key == PUT_BACK_KEY and self.pick is not None:
            self.put_back()
        elif key in RACK_KEYS and self.can_pick:
            self.by_keyboard = True
            self.take(RACK_KEYS[key])
        elif key in TURN_KEYS and self.pick is not None:
            self.turn(1 if shift else -1)
        elif key in ARROWS and self.pick is not None:
            self.by_keyboard = True
            self._move_cursor(key)
        elif key in PLACE_KEYS and self.pick is not None:
            self.place()
        else:
            return False
        return True

    def place(self) -> None:
        """Ask for the placement under the cursor, if it is legal (the tile leaves the hand)."""
        spot = self.spot
        if self.pick is None or spot is None:
            return
        if spot not in self.pick.legal:
            self._refuse(self.fault)
            return
        placement = Placement(self.pick.tile, spot)
        self.put_back()
        self._ask(placement)

    # ------------------------------------------------------------ what the table shows

    @property
    def spot(self) -> Spot | None:
        """The two cells the tile in hand is over, first half first."""
        if self.pick is None or self.cursor is None:
            return None
        return self.cursor, self.cursor + DIRECTIONS[self.orientation]

    @property
    def points(self) -> tuple[int, int] | None:
        """What each half would score on :attr:`spot`; None if the spot is not legal."""
        return None if self.pick is None else self.pick.legal.get(self.spot)

    @property
    def fault(self) -> str | None:
        """Why the tile in hand may not go on :attr:`spot`, as the engine says (None if it may, or off the board)."""
        spot = self.spot
        if spot is None or spot in self.pick.legal:
            return None
        return self._game.spot_fault(spot)

    @property
    def few_cells(self) -> bool:
        """Are the cells the tile in hand may go on few enough to point out strongly?"""
        game = self._game
        empty = len(game.board.colour) - 2 * sum(game.placements_made)
        return len(self.pick.cells) <= empty / 2 or game.in_first_round() or game.variant.no_isolated_cells

    @property
    def hint(self) -> str | None:
        """Which controls to remind the player of: KEYS_HINT, MOUSE_HINT, PICK_HINT or None."""
        if self.pick is not None:
            return KEYS_HINT if self.by_keyboard else MOUSE_HINT
        return PICK_HINT if self.can_pick else None

    # ------------------------------------------------------------ helpers

    def _on_board(self, cell: Hex | None) -> Hex | None:
        return cell if cell is not None and cell.distance() <= self._reach else None

    def _move_cursor(self, key: str) -> None:
        if self.cursor is None:
            self._cursor_to_best_spot()
            return
        from_even_row, from_odd_row = ARROWS[key]
        moved = self.cursor.neighbour(from_odd_row if self.cursor.r % 2 else from_even_row)
        if moved.distance() <= self._reach:
            self.cursor = moved

    def _cursor_to_best_spot(self) -> None:
        """The keyboard cursor starts on the legal spot that scores most, turned to fit it."""
        if not self.pick.legal:
            self.cursor = Hex(0, 0)
            return
        first, second = max(sorted(self.pick.legal), key=lambda spot: (sum(self.pick.legal[spot]),
                                                                         min(self.pick.legal[spot])))
        self.cursor = first
        self.orientation = next(d for d, step in enumerate(DIRECTIONS) if first + step == second)
