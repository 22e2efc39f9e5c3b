"""A game of Ingenious: its state, the turn flow, and the event log it is built from.

Every change to a game is an event (:mod:`.events`) passed to :meth:`Game.apply`, which
checks it against the rules and raises :class:`IllegalAction` naming the broken rule.
The convenience methods (:meth:`Game.deal`, :meth:`Game.place`, :meth:`Game.end_turn`)
only build events: undo, saving and replaying all come from :attr:`Game.log`.

    >>> game = Game.new("standard", players=2, seed=1)
    >>> game.deal()
    >>> placement = game.legal_placements()[0]
    >>> result = game.place(placement)
    >>> game.end_turn()
    >>> game.to_move
    1
"""

from __future__ import annotations

import random
from enum import Enum

from .board import Board
from .errors import (ALREADY_SWAPPED, BAG_EMPTY, DEAL_FIRST, DRAW_COUNT, DRAW_NEXT, FIRST_ROUND, GAME_OVER,
                     ISOLATED_CELL, LOWEST_COLOUR_IN_RACK, NO_SWAP_IN_VARIANT, NOT_ADJACENT, NOT_IN_BAG, NOT_IN_RACK,
                     OCCUPIED, OFF_BOARD, PLACE_FIRST, SWAP_AFTER_PLACING, UNKNOWN_EVENT, WRONG_PLAYER, IllegalAction,
                     quoted)
from .events import Draw, Event, Place, Swap
from .hexes import Hex, opposite
from .placements import Placement, PlacementResult, Threshold
from .ranking import Decider, decider, ranking
from .tiles import COLOURS, Colour, canonical, tile_colours, tile_set
from .variants import Variant, make_variant
from .view import PlayerView

#: Why two cells may not take a tile (:meth:`Game.spot_fault`), each with the rule it breaks.
SPOT_RULES = {
    OFF_BOARD: "a tile goes on two cells of the board",
    NOT_ADJACENT: "a tile goes on two adjacent cells",
    OCCUPIED: "a tile goes on two empty cells: one of them is taken",
    FIRST_ROUND: "first round: the tile must touch a printed symbol that no tile touches yet",
    ISOLATED_CELL: "travel play: the tile may not leave an empty cell with no empty neighbour",
}


class Phase(str, Enum):
    DEAL = "deal"      # the opening draws, one per seat
    PLACE = "place"    # the player to move places a tile (or a bonus tile)
    REFILL = "refill"  # the player to move draws, or swaps and then draws
    OVER = "over"


class Game:
    """The whole state of one game, built event by event.

    Draws at random come from :attr:`rng`, seeded from :attr:`seed`, and every draw in the log
    advances it by the same steps whether it was drawn here or replayed from a record. So the
    same seed and log always lead to the same next draws, whatever was undone on the way.
    """

    def __init__(self, variant: Variant, seed: int | str | None = None):
        self.variant = variant
        self.board = Board(variant.radius)
        #: What orders the bag; kept with the game (and in its save) so that undo and resume
        #: never change what the bag deals.
        self.seed = random.SystemRandom().getrandbits(64) if seed is None else seed
        self.rng = random.Random(self.seed)
        self.bag: list[str] = tile_set(variant.doubles, variant.mixed)
        self.racks: list[list[str]] = [[] for _ in range(variant.players)]
        self.scores: list[list[int]] = [[0] * 6 for _ in range(variant.holders)]
        self.placements_made = [0] * variant.players
        self.log: list[Event] = []
        #: One result per placement in the log, in order.
        self.results: list[PlacementResult] = []
        self.phase = Phase.DEAL
        self.to_move = 0
        self.bonus_owed = 0
        self.instant_winner: int | None = None
        self._set_aside: list[str] | None = None
        self._seats_dealt = 0

    @classmethod
    def new(cls, variant: str, players: int, seed: int | None = None) -> Game:
        return cls(make_variant(variant, players), seed)

    @classmethod
    def from_events(cls, variant: Variant, events, seed: int | str | None = None) -> Game:
        """Replay ``events`` (on a bag ordered by ``seed``: the same seed as the game they come
        from continues its draws); IllegalAction carries ``event_index`` for the one that broke a rule."""
        game = cls(variant, seed)
        game.apply_all(events)
        return game

    def copy(self, keep_log: bool = False) -> Game:
        """An independent copy, for search; the log is shared only when ``keep_log``."""
        other = Game.__new__(type(self))
        other.__dict__.update(self.__dict__)
        other.board = self.board.copy()
        other.bag = self.bag[:]
        other.racks = [rack[:] for rack in self.racks]
        other.scores = [s[:] for s in self.scores]
        other.placements_made = self.placements_made[:]
        other.log = self.log[:] if keep_log else []
        other.results = self.results[:] if keep_log else []
        other._set_aside = None if self._set_aside is None else self._set_aside[:]
        other.rng = random.Random(0)  # a copy never shares or advances the game's own draws
        return other

    def view(self, seat: int | None) -> PlayerView:
        """What ``seat`` may know of this game (see :class:`PlayerView`; None: a spectator, who sees no rack)."""
        return PlayerView.of(self, seat)

    def before(self, index: int) -> Game:
        """The game as it stood before its event ``index`` (the same bag order)."""
        return Game.from_events(self.variant, self.log[:index], self.seed)

    # ----------------------------------------------------------------- questions

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    @property
    def holder_to_move(self) -> int:
        return self.variant.holder_of(self.to_move)

    @property
    def set_aside(self) -> tuple[str, ...] | None:
        """The rack the player to move swapped away this turn, back into the bag after the draw; None if none."""
        return None if self._set_aside is None else tuple(self._set_aside)

    @property
    def seats_dealt(self) -> int:
        """How many seats have drawn their opening rack."""
        return self._seats_dealt

    def in_first_round(self, seat: int | None = None) -> bool:
        return self.placements_made[self.to_move if seat is None else seat] == 0

    def lowest_colours(self, holder: int) -> set[int]:
        scores = self.scores[holder]
        low = min(scores)
        return {c for c, s in enumerate(scores) if s == low}

    def can_swap(self) -> bool:
        """May the player to move swap now? Judged on the rack before refilling (docs/rules.md)."""
        if self.phase is not Phase.REFILL or self._set_aside is not None or not self.variant.swap_allowed:
            return False
        if not self.bag:  # assumption: a swap draws from the bag, so an empty bag allows none
            return False
        lowest = self.lowest_colours(self.holder_to_move)
        return not any(c in lowest for tile in self.racks[self.to_move] for c in tile_colours(tile))

    def open_edges(self) -> list[int]:
        """The board edges the player to move may cover, in a fixed order."""
        return self.board.open_edges(self.in_first_round(), self.variant.no_isolated_cells)

    def legal_placements(self) -> list[Placement]:
        """Every placement of every distinct rack tile; a mirror image is listed once."""
        return [placement for placement, _points in self.scored_placements()]

    def scored_placements(self) -> list[tuple[Placement, tuple[int, int]]]:
        """Each legal placement with the points (before the cap) its two halves would score."""
        if self.phase is not Phase.PLACE:
            return []
        board, geo = self.board, self.board.geo
        cells = geo.cells
        tiles = [(tile, *tile_colours(tile)) for tile in sorted(set(self.racks[self.to_move]))]
        new = tuple.__new__
        result = []
        for edge in self.open_edges():
            a, b, d = geo.edges[edge]
            at_a = board.points_table(a)[d]
            at_b = board.points_table(b)[opposite(d)]
            forward, backward = (cells[a], cells[b]), (cells[b], cells[a])
            for tile, first, second in tiles:
                result.append((new(Placement, (tile, forward)), (at_a[first], at_b[second])))
                if first != second:
                    result.append((new(Placement, (tile, backward)), (at_b[first], at_a[second])))
        return result

    def spot_fault(self, cells: tuple[Hex, Hex]) -> str | None:
        """Why the player to move may not cover ``cells`` now (one of :data:`SPOT_RULES`), or None if they may."""
        index = self.board.geo.index
        first, second = (Hex(*cell) for cell in cells)
        if first not in index or second not in index:
            return OFF_BOARD
        edge = self.board.geo.edge_id.get((index[first], index[second]))
        return NOT_ADJACENT if edge is None else self._edge_fault(edge)

    def _edge_fault(self, edge: int) -> str | None:
        board = self.board
        if edge not in board.free_edges:
            return OCCUPIED
        if self.in_first_round() and not board.edge_touches_untouched_symbol(edge):
            return FIRST_ROUND
        if self.variant.no_isolated_cells and not board.edge_keeps_cells_reachable(edge):
            return ISOLATED_CELL
        return None

    def has_legal_placement(self) -> bool:
        if not self.racks[self.to_move]:
            return False
        if self.in_first_round():
            return bool(self.open_edges())
        return self.board.has_open_edge(self.variant.no_isolated_cells)

    def ranking(self) -> list[list[int]]:
        """Score holders best first; holders with equal sorted scores share a place."""
        return ranking(self.scores, self.instant_winner)

    def decider(self, holder: int, other: int) -> Decider | None:
        """Which colours decide between ``holder`` and ``other`` (None when they tie)."""
        return decider(self.scores[holder], self.scores[other])

    def solo_result(self) -> str:
        """The solo result: the three lowest colours as two digits each, lowest first."""
        return "".join(f"{s:02d}" for s in sorted(self.scores[0])[:3])

    # ----------------------------------------------------------------- actions

    def deal(self) -> None:
        """The opening draws for every seat, from the bag at random."""
        while self.phase is Phase.DEAL:
            self._draw_at_random(self._seats_dealt, self.variant.rack_size)

    def place(self, placement: Placement) -> PlacementResult:
        """Place a tile for the player to move and say what it did."""
        self.apply(Place(self.to_move, placement.tile, placement.cells))
        return self.results[-1]

    def end_turn(self, swap: bool = False) -> None:
        """Finish the turn: swap first if asked (and allowed), then draw at random."""
        if swap:
            self.apply(Swap(self.to_move))
        self._draw_at_random(self.to_move, self._tiles_owed())

    def apply(self, event: Event) -> None:
        self._apply(event, drawn_here=False)

    def apply_all(self, events) -> None:
        """Apply ``events`` in order; IllegalAction carries ``event_index`` for the one that broke a rule."""
        for index, event in enumerate(events):
            try:
                self.apply(event)
            except IllegalAction as error:
                error.event_index = index
                raise

    def _apply(self, event: Event, drawn_here: bool) -> None:
        if self.phase is Phase.OVER:
            raise IllegalAction("the game is over: no more events", GAME_OVER)
        if isinstance(event, Place):
            self._apply_place(event)
        elif isinstance(event, Draw):
            self._apply_draw(event, drawn_here)
        elif isinstance(event, Swap):
            self._apply_swap(event)
        else:
            raise IllegalAction(f"unknown event {event!r}", UNKNOWN_EVENT, event=event)
        self.log.append(event)

    # ----------------------------------------------------------------- events

    def _apply_draw(self, event: Draw, drawn_here: bool) -> None:
        self._check_draw(event)
        tiles = [canonical(tile) for tile in event.tiles]
        for tile in tiles:  # check them all first: a refused draw must leave the game as it was
            if tiles.count(tile) > self.bag.count(tile):
                raise IllegalAction(f"tile {tile} is not in the bag", NOT_IN_BAG, tile=tile)
        if not drawn_here:
            self._advance_rng_for(len(tiles))
        rack = self.racks[event.player]
        for tile in tiles:
            self.bag.remove(tile)
            rack.append(tile)
        self._after_draw()

    def _check_draw(self, event: Draw) -> None:
        """Refuse a draw by the wrong seat, at the wrong time, or of the wrong number of tiles."""
        if self.phase is Phase.DEAL:
            self._require_player(event, self._seats_dealt, "the opening draws go in seat order")
        elif self.phase is Phase.REFILL:
            self._require_player(event, self.to_move, "only the player whose turn it is draws")
        else:
            raise IllegalAction(f"player {event.player} may not draw now: a tile must be placed first", PLACE_FIRST,
                                 player=event.player)
        owed = self._tiles_owed()
        if len(event.tiles) != owed:
            raise IllegalAction(f"the draw must take {owed} tile{'s' * (owed != 1)}, not {len(event.tiles)}",
                                DRAW_COUNT, owed=owed, drawn=len(event.tiles))

    def _after_draw(self) -> None:
        """The deal goes on, or the turn passes (a rack set aside by a swap goes back into the bag)."""
        if self.phase is Phase.DEAL:
            self._seats_dealt += 1
            if self._seats_dealt == self.variant.players:
                self.phase = Phase.PLACE
                self._start_turn(0)
            return
        if self._set_aside is not None:
            self.bag.extend(self._set_aside)
            self._set_aside = None
        self._start_turn((self.to_move + 1) % self.variant.players)

    def _apply_swap(self, event: Swap) -> None:
        self._require_player(event, self.to_move, "only the player whose turn it is may swap")
        if self.phase is not Phase.REFILL:
            raise IllegalAction("a swap comes at the end of a turn, after the placements", SWAP_AFTER_PLACING)
        if not self.can_swap():
            raise self._why_no_swap()
        self._set_aside = self.racks[self.to_move]
        self.racks[self.to_move] = []

    def _why_no_swap(self) -> IllegalAction:
        if not self.variant.swap_allowed:
            return IllegalAction(f"there is no swap in {self.variant.name} play", NO_SWAP_IN_VARIANT,
                                 variant=self.variant.name)
        if self._set_aside is not None:
            return IllegalAction("the rack has already been swapped this turn", ALREADY_SWAPPED)
        if not self.bag:
            return IllegalAction("the bag is empty, so there is nothing to swap for", BAG_EMPTY)
        lowest = sorted(self.lowest_colours(self.holder_to_move))
        letters = "/".join(COLOURS[c] for c in lowest)
        return IllegalAction(f"no swap: the rack holds a tile of the lowest colour ({letters})", LOWEST_COLOUR_IN_RACK,
                             colours=tuple(lowest))

    def _apply_place(self, event: Place) -> None:
        if self.phase is Phase.DEAL:
            raise IllegalAction("the game starts with one draw per player, in seat order", DEAL_FIRST)
        if self.phase is not Phase.PLACE:
            raise IllegalAction(f"player {event.player} may not place now: the turn ends with a draw", DRAW_NEXT,
                                 player=event.player)
        self._require_player(event, self.to_move, "only the player whose turn it is places")
        board, geo = self.board, self.board.geo
        tile = canonical(event.tile)
        rack = self.racks[event.player]
        if tile not in rack:
            raise IllegalAction(f"tile {tile} is not in player {event.player}'s rack", NOT_IN_RACK, tile=tile,
                                 player=event.player)
        a, b = (self._cell_index(h) for h in event.at)
        edge = geo.edge_id.get((a, b))
        if edge is None:
            raise IllegalAction(f"cells {quoted(list(event.at[0]))} and {quoted(list(event.at[1]))} are not adjacent",
                                NOT_ADJACENT, cells=tuple(event.at))
        fault = self._edge_fault(edge)
        if fault is not None:
            raise IllegalAction(SPOT_RULES[fault], fault)
        is_bonus = self.bonus_owed > 0
        first, second = tile_colours(event.tile)
        toward_b = geo.neighbours[a].index(b)
        points = (board.half_points(a, first, toward_b), board.half_points(b, second, opposite(toward_b)))
        runs = (board.run_colour[6 * a:6 * a + 6], board.run_length[6 * a:6 * a + 6],
                board.run_colour[6 * b:6 * b + 6], board.run_length[6 * b:6 * b + 6])
        rack.remove(tile)
        board.fill(a, first)
        board.fill(b, second)
        self.placements_made[event.player] += 1
        reached = self._score(first, points[0], second, points[1])
        if is_bonus:
            self.bonus_owed -= 1
        self._after_placement(len(reached))
        placement = tuple.__new__(Placement, (event.tile, (geo.cells[a], geo.cells[b])))  # as scored_placements
        self.results.append(PlacementResult(placement, event.player, points, reached, len(reached), is_bonus,
                                            self.phase is Phase.OVER, runs))

    def _score(self, first: int, first_points: int, second: int, second_points: int) -> tuple[Threshold, ...]:
        """Add both halves' points to the mover's score board; returns the thresholds reached."""
        variant = self.variant
        holder = variant.holder_of(self.to_move)
        scores = self.scores[holder]
        frozen: set[int] = set()
        reached: tuple[Threshold, ...] = ()
        for colour, points in ((first, first_points), (second, second_points)):
            before = scores[colour]
            if colour in frozen or not points:
                continue
            after = min(before + points, variant.cap)
            if variant.clamp_at is not None and before < variant.clamp_at <= after:
                after = variant.clamp_at
                frozen.add(colour)
            scores[colour] = after
            for mark in variant.bonus_at:
                if before < mark <= after:
                    reached += (Threshold(holder, Colour(colour), mark),)
        return reached

    def _after_placement(self, bonuses: int) -> None:
        variant = self.variant
        holder = variant.holder_of(self.to_move)
        if all(s == variant.cap for s in self.scores[holder]):
            self.instant_winner = holder
            self._finish()
        elif not self.board.has_open_edge(variant.no_isolated_cells):
            self._finish()
        else:
            self.bonus_owed += bonuses
            if not (self.bonus_owed and self.racks[self.to_move]):
                self.bonus_owed = 0  # a bonus that cannot be made is lost
                self.phase = Phase.REFILL

    def _start_turn(self, seat: int) -> None:
        self.to_move = seat
        self.phase = Phase.PLACE
        self.bonus_owed = 0
        if not self.has_legal_placement():
            self._finish()

    def _finish(self) -> None:
        self.phase = Phase.OVER
        self.bonus_owed = 0

    # ----------------------------------------------------------------- helpers

    def _tiles_owed(self) -> int:
        if self.phase is Phase.DEAL:
            wanted = self.variant.rack_size
        else:
            wanted = self.variant.rack_size - len(self.racks[self.to_move])
        return min(wanted, len(self.bag))

    def _draw_at_random(self, seat: int, count: int) -> None:
        pool = self.bag[:]
        tiles = tuple(pool.pop(self.rng.randrange(len(pool))) for _ in range(count))
        self._apply(Draw(seat, tiles), drawn_here=True)

    def _advance_rng_for(self, count: int) -> None:
        """Take the random steps a draw of ``count`` tiles takes, for a draw given, not drawn here."""
        for left in range(len(self.bag), len(self.bag) - count, -1):
            self.rng.randrange(left)

    def _cell_index(self, cell) -> int:
        try:
            return self.board.geo.index[Hex(*cell)]
        except (KeyError, TypeError):
            raise IllegalAction(f"cell {quoted(list(cell))} is not on the {self.variant.radius}-ring board", OFF_BOARD,
                                cell=cell) from None

    @staticmethod
    def _require_player(event, seat: int, rule: str) -> None:
        if event.player != seat:
            raise IllegalAction(f"{rule}: expected player {seat}, got {event.player}", WRONG_PLAYER, expected=seat,
                                player=event.player)
