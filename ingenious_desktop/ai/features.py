"""What a value model reads of a position: numbers about each score holder, seen by one player.

A position is seen by one seat (the player to move, for a :class:`Game`): the board, every
holder's scores, who places next and how many bonus placements are owed, and that seat's own
rack, never another rack or the bag. :func:`read_position` takes what may be seen, and
:func:`holder_features` turns it into one list of numbers per holder (:data:`FEATURE_NAMES`
names them). The board is read once per position (:class:`BoardReading`): for each colour, the
most points a half of that colour could score on the best empty cell and on the next best one.
Those are the open lines a player can take now (or that the next player will take first).
"""

from __future__ import annotations

from dataclasses import dataclass

from ingenious_desktop.engine import COLOURS, Game, Phase, PlayerView, Variant

FEATURE_NAMES = (
    "lowest", "second", "third", "fourth", "fifth", "highest",
    "lowest*filled", "second*filled", "third*filled", "fourth*filled", "fifth*filled", "highest*filled",
    "lowest squared", "need", "lowest ties", "at cap", "near cap",
    "gap in lowest", "gap in lowest*filled", "gap in second", "gap in mean",
    "places next", "bonus owed", "turns away",
    "open in lowest", "open in lowest*places next", "second open in lowest", "open by need",
    "open by need*places next",
    "rack has lowest", "rack reaches lowest",
)
#: A half's points are divided by this to keep the numbers near 0..1.
POINTS_SCALE = 6.0
#: Colours this close below the cap count as "near the cap" (a bonus placement may be near).
NEAR_CAP = 5


@dataclass(frozen=True)
class Seen:
    """What one seat may see of a position, as the features need it."""

    variant: Variant
    board: object
    scores: tuple[tuple[int, ...], ...]
    #: The seat that places next (the next seat when the mover is about to refill).
    next_seat: int
    bonus_owed: int
    viewer: int
    #: The viewer's rack when the viewer places next, else empty (it is about to change).
    rack: tuple[str, ...]
    over: bool


def read_position(position) -> Seen:
    """What the player to move of a :class:`Game`, or the seat of a :class:`PlayerView`, sees."""
    if isinstance(position, PlayerView):
        viewer, rack, board = position.seat, position.rack, position.board
    elif isinstance(position, Game):
        viewer, rack, board = position.to_move, tuple(position.racks[position.to_move]), position.board
    else:
        raise TypeError(f"a position is a Game or a PlayerView, not {type(position).__name__}")
    players = position.variant.players
    placing = position.phase is Phase.PLACE
    next_seat = position.to_move if placing else (position.to_move + 1) % players
    return Seen(position.variant, board, tuple(tuple(s) for s in position.scores), next_seat,
                position.bonus_owed if placing else 0, viewer,
                tuple(rack) if placing and next_seat == viewer else (), position.phase is Phase.OVER)


class BoardReading:
    """For each colour, the points of the best and second best empty cell for a half of it, and how full the board is."""

    __slots__ = ("best", "second", "filled")

    def __init__(self, board):
        colour, run_colour, run_length = board.colour, board.run_colour, board.run_length
        empty_neighbours = board.empty_neighbours
        best, second = [0] * 6, [0] * 6
        empty = 0
        for cell, held in enumerate(colour):
            if held >= 0:
                continue
            empty += 1
            if not empty_neighbours[cell]:
                continue  # no tile can cover it
            points = [0, 0, 0, 0, 0, 0]
            for slot in range(6 * cell, 6 * cell + 6):
                c = run_colour[slot]
                if c >= 0:
                    points[c] += run_length[slot]
            for c in range(6):
                p = points[c]
                if p > second[c]:
                    if p > best[c]:
                        best[c], second[c] = p, best[c]
                    else:
                        second[c] = p
        playable = len(colour) - 6  # every cell but the printed symbols
        self.best, self.second = best, second
        self.filled = 1.0 - empty / playable


def holder_features(seen: Seen, reading: BoardReading, scores=None, next_seat=None, bonus_owed=None) -> list[list[float]]:
    """One feature list per holder. ``scores``, ``next_seat`` and ``bonus_owed`` replace the
    seen ones (to judge a placement's outcome on the board as it is)."""
    variant = seen.variant
    scores = seen.scores if scores is None else scores
    next_seat = seen.next_seat if next_seat is None else next_seat
    bonus_owed = seen.bonus_owed if bonus_owed is None else bonus_owed
    cap = variant.cap
    ordered = [sorted(s) for s in scores]
    means = [sum(t) / 6 for t in ordered]
    next_holder = variant.holder_of(next_seat)
    viewer_holder = variant.holder_of(seen.viewer)
    return [_one_holder(h, scores[h], ordered, means, cap, reading, next_holder, bonus_owed,
                        seen.rack if h == viewer_holder and next_holder == h else (), variant.players,
                        _turns_away(variant, next_seat, h))
            for h in range(len(scores))]


def _turns_away(variant: Variant, next_seat: int, holder: int) -> float:
    """How many placements come before the holder's next one, over the seats."""
    players = variant.players
    for k in range(players):
        if variant.holder_of((next_seat + k) % players) == holder:
            return k / players
    return 0.0


def _one_holder(h, own, ordered, means, cap, reading, next_holder, bonus_owed, rack, players, turns_away):
    t = [s / cap for s in ordered[h]]
    filled = reading.filled
    others = [k for k in range(len(ordered)) if k != h]
    if others:
        gap_lowest = t[0] - max(ordered[k][0] for k in others) / cap
        gap_second = t[1] - max(ordered[k][1] for k in others) / cap
        gap_mean = (means[h] - max(means[k] for k in others)) / cap
    else:
        gap_lowest = gap_second = gap_mean = 0.0
    low = ordered[h][0]
    lowest_colours = [c for c in range(6) if own[c] == low]
    places_next = 1.0 if h == next_holder else 0.0
    best, second = reading.best, reading.second
    open_lowest = max(best[c] for c in lowest_colours) / POINTS_SCALE
    second_lowest = max(second[c] for c in lowest_colours) / POINTS_SCALE
    needs = [(1 - own[c] / cap) ** 2 for c in range(6)]
    open_need = sum(n * b for n, b in zip(needs, best)) / (6 * POINTS_SCALE)
    rack_low, rack_reach = 0.0, 0.0
    if rack:
        rack_low = sum(1 for tile in rack if _tile_has(tile, lowest_colours)) / len(rack)
        rack_reach = max((best[c] for tile in rack for c in _tile_colour_indices(tile) if c in lowest_colours),
                         default=0) / POINTS_SCALE
    return [
        *t,
        *(x * filled for x in t),
        t[0] * t[0], sum(needs) / 6, len(lowest_colours) / 6,
        sum(1 for s in own if s >= cap) / 6, sum(1 for s in own if cap - NEAR_CAP <= s < cap) / 6,
        gap_lowest, gap_lowest * filled, gap_second, gap_mean,
        places_next, places_next * bonus_owed / 2, turns_away,
        open_lowest, open_lowest * places_next, second_lowest, open_need, open_need * places_next,
        rack_low, rack_reach,
    ]


def _tile_colour_indices(tile: str) -> tuple[int, int]:
    return COLOURS.index(tile[0]), COLOURS.index(tile[1])


def _tile_has(tile: str, colours) -> bool:
    a, b = _tile_colour_indices(tile)
    return a in colours or b in colours
