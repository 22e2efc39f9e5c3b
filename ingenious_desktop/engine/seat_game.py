"""A game as one seat at a table sees it: the tiles it was not shown are unknown, never made up.

The board, the scores, the turn and the log go as in any :class:`Game`; this seat's rack holds its
tiles, every other rack and the bag hold :data:`UNKNOWN_TILE`, one for each tile there (as KDE Kajongg
draws the tiles of a hand it cannot see). Events come from the table that decides them: another seat's
draw is of unknown tiles, its placement names the tile it shows; the rules this seat can judge are
checked (the turn, the counts, the cells, that a tile shown is one this seat has not seen elsewhere).
What the seat may know is the engine's :class:`PlayerView`, its unseen tiles counted from what it saw.

    >>> from ingenious_desktop.engine import Draw, make_variant
    >>> game = SeatGame(make_variant("standard", 2), seat=1)
    >>> game.apply(Draw(0, (UNKNOWN_TILE,) * 6))
    >>> game.apply(Draw(1, ("RR", "RG", "OY", "BP", "GG", "PP")))
    >>> game.racks[0][:2], game.racks[1][:2], len(game.bag), len(game.view(1).unseen)
    (['??', '??'], ['RR', 'RG'], 108, 114)
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

from .errors import NOT_A_TILE, NOT_IN_BAG, NOT_IN_RACK, IllegalAction
from .events import Draw, Place
from .game import Game, Phase
from .placements import Placement
from .tiles import canonical, tile_set
from .variants import Variant
from .view import PlayerView

#: A tile this seat has not been shown: in another seat's rack, or in the bag.
UNKNOWN_TILE = "??"


class SeatGame(Game):
    """The game as ``seat`` sees it (None: a spectator, who sees no rack)."""

    def __init__(self, variant: Variant, seat: int | None):
        super().__init__(variant, seed=0)
        self.seed = None  # no bag order: the bag holds unknown tiles
        self.seat = seat
        self.bag = [UNKNOWN_TILE] * len(self.bag)

    @classmethod
    def of_events(cls, variant: Variant, seat: int | None, events) -> SeatGame:
        """The game ``events`` (another seat's draws of unknown tiles) lead to, as ``seat`` sees it."""
        game = cls(variant, seat)
        game.apply_all(events)
        return game

    def before(self, index: int) -> SeatGame:
        return SeatGame.of_events(self.variant, self.seat, self.log[:index])

    def hidden(self, seat: int) -> bool:
        """Whether ``seat``'s rack is unknown here."""
        return seat != self.seat

    def unseen(self) -> Counter:
        """The tiles this seat has not seen: neither on the board nor in its own rack (nor set aside by its swap)."""
        seen = Counter(canonical(result.placement.tile) for result in self.results)
        if self.seat is not None:
            seen.update(self.racks[self.seat])
            if self.to_move == self.seat and self._set_aside is not None:
                seen.update(self._set_aside)
        return Counter(tile_set(self.variant.doubles, self.variant.mixed)) - seen

    def view(self, seat: int) -> PlayerView:
        """What ``seat`` may know: only this game's own seat is known here."""
        if seat != self.seat:
            raise ValueError(f"seat {seat}'s view is not known to seat {self.seat}")
        view = PlayerView.of(self, seat)
        public = Game.__new__(Game)  # a plain game: what a player samples and searches on is a whole game
        public.__dict__.update(view._public.__dict__)
        del public.seat
        return replace(view, unseen=tuple(sorted(self.unseen().elements())), _public=public)

    def scored_placements(self) -> list[tuple[Placement, tuple[int, int]]]:
        """This seat's legal placements when it is to place (another seat's tiles are unknown here)."""
        return [] if self.hidden(self.to_move) else super().scored_placements()

    def can_swap(self) -> bool:
        """Whether the seat to move may swap: judged here for this seat; another's swap is the table's to judge."""
        if not self.hidden(self.to_move):
            return super().can_swap()
        return (self._set_aside is None and self.variant.swap_allowed and bool(self.bag)
                and self.phase is Phase.REFILL)

    def _apply_draw(self, event: Draw, drawn_here: bool) -> None:
        if not self.hidden(event.player):
            tiles = [canonical(tile) for tile in event.tiles]
            missing = Counter(tiles) - self.unseen()
            if missing:
                tile = next(iter(missing))
                raise IllegalAction(f"tile {tile} is not in the bag", NOT_IN_BAG, tile=tile)
            self.bag[:len(tiles)] = tiles  # the bag's unknown tiles these were
            super()._apply_draw(event, drawn_here)
            return
        if any(tile != UNKNOWN_TILE for tile in event.tiles):
            raise IllegalAction(f"seat {event.player}'s draw is hidden from this seat", NOT_A_TILE, tile=event.tiles)
        self._check_draw(event)
        del self.bag[:len(event.tiles)]
        self.racks[event.player] += [UNKNOWN_TILE] * len(event.tiles)
        self._after_draw()

    def _after_draw(self) -> None:
        super()._after_draw()
        self.bag = [UNKNOWN_TILE] * len(self.bag)  # a rack set aside went back: unknown again

    def _apply_place(self, event: Place) -> None:
        rack = self.racks[event.player]
        if self.hidden(event.player) and UNKNOWN_TILE in rack:
            tile = canonical(event.tile)
            if self.unseen()[tile] <= 0:
                raise IllegalAction(f"tile {tile} is not in player {event.player}'s rack", NOT_IN_RACK, tile=tile,
                                    player=event.player)
            rack[rack.index(UNKNOWN_TILE)] = tile  # shown now
            try:
                super()._apply_place(event)
            except IllegalAction:
                rack[rack.index(tile)] = UNKNOWN_TILE
                raise
            return
        super()._apply_place(event)
