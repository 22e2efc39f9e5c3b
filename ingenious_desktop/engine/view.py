"""What one player may know: the board, the scores, their own rack and the tiles not yet seen.

A computer player gets a :class:`PlayerView`, never the :class:`Game`: the view holds no
bag order, no other player's rack and no event log (whose draws would tell both).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the game module imports this one: these names are for annotations only
    from .board import Board
    from .game import Game, Phase
    from .placements import Placement
    from .variants import Variant


@dataclass(frozen=True)
class PlayerView:
    seat: int | None  # None: a spectator, who sees no rack (every rack is unseen)
    variant: Variant
    to_move: int
    phase: Phase
    bonus_owed: int
    scores: tuple[tuple[int, ...], ...]
    rack: tuple[str, ...]
    #: Tiles in the bag and in the other players' racks, sorted: the order tells nothing.
    unseen: tuple[str, ...]
    rack_sizes: tuple[int, ...]
    placements_made: tuple[int, ...]
    bag_size: int
    _public: Game  # the game with every hidden tile taken out

    @classmethod
    def of(cls, game: Game, seat: int | None) -> PlayerView:
        public = game.copy()
        unseen = sorted(public.bag + [t for s, rack in enumerate(public.racks) if s != seat for t in rack])
        rack_sizes = tuple(len(rack) for rack in public.racks)
        public.bag = []
        public.seed = None  # the seed orders the bag: the view must not tell it
        public.racks = [rack if s == seat else [] for s, rack in enumerate(public.racks)]
        return cls(seat, game.variant, game.to_move, game.phase, game.bonus_owed,
                   tuple(tuple(s) for s in game.scores), () if seat is None else tuple(game.racks[seat]), tuple(unseen),
                   rack_sizes, tuple(game.placements_made), len(game.bag), public)

    @property
    def board(self) -> Board:
        return self._public.board

    @property
    def my_scores(self) -> tuple[int, ...]:
        return self.scores[self.variant.holder_of(self.seat)]

    @property
    def instant_winner(self) -> int | None:
        """The holder with every colour at the cap, if any."""
        return self._public.instant_winner

    @property
    def set_aside(self) -> tuple[str, ...] | None:
        """The rack the player to move swapped away this turn; None if none."""
        return self._public.set_aside

    @property
    def seats_dealt(self) -> int:
        return self._public.seats_dealt

    def scored_placements(self) -> list[tuple[Placement, tuple[int, int]]]:
        """This player's legal placements with their points (when it is their turn to place)."""
        if self.to_move != self.seat:
            return []
        return self._public.scored_placements()

    def can_swap(self) -> bool:
        if self.to_move != self.seat:
            return False
        game = self._public.copy()
        game.bag = list(self.unseen[: self.bag_size])  # only whether the bag is empty matters
        return game.can_swap()

    def sample_game(self, rng: random.Random) -> Game:
        """A full game consistent with this view: hidden racks and bag dealt at random from the unseen tiles."""
        game = self._public.copy()
        hidden = list(self.unseen)
        rng.shuffle(hidden)
        for s, size in enumerate(self.rack_sizes):
            if s != self.seat:
                game.racks[s], hidden = hidden[:size], hidden[size:]
        game.bag = hidden
        game.rng = random.Random(rng.random())
        return game
