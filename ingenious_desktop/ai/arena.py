"""Computer against computer: whole games between two levels, and what they tell.

Side A and side B swap seats from game to game (in team play, teams), so neither profits
from moving first. In solo play each side plays the same deal alone and the better result
wins.
"""

from __future__ import annotations

import math
import statistics
import time
from dataclasses import dataclass, field

from ingenious_desktop.engine import Game, Phase

#: Players of each variant in an arena game.
ARENA_PLAYERS = {"standard": 2, "travel": 2, "team": 4, "solo": 1}


def fair_share(variant: str, players: int) -> float:
    """One side's share of first places against sides that play as well: solo (the better result on
    the same deal) and team play (two teams) 1/2, otherwise 1/players."""
    return 0.5 if variant in ("solo", "team") else 1 / players


@dataclass
class SideRecord:
    """One side's results over an arena."""

    wins: int = 0
    draws: int = 0
    losses: int = 0
    lowest_colours: list[int] = field(default_factory=list)
    move_seconds: list[float] = field(default_factory=list)


def play_game(variant: str, seat_players: list, seed: int) -> tuple[Game, list[list[float]]]:
    """One whole game; ``seat_players[s]`` decides for seat s. Returns the finished game and
    each seat's seconds per placement decision (view included)."""
    game = Game.new(variant, len(seat_players), seed)
    game.deal()
    times: list[list[float]] = [[] for _ in seat_players]
    while not game.is_over:
        seat = game.to_move
        player = seat_players[seat]
        if game.phase is Phase.PLACE:
            started = time.perf_counter()
            placement = player.choose_placement(game.view(seat))
            times[seat].append(time.perf_counter() - started)
            game.place(placement)
        else:
            game.end_turn(swap=player.choose_swap(game.view(seat)))
    return game, times


def play_arena_game(variant: str, make_a, make_b, index: int, seed: int, a: SideRecord, b: SideRecord) -> None:
    """Game ``index`` of an arena: plays it and adds its outcome to both sides' records.
    ``make_a(game_seed)`` / ``make_b(game_seed)`` build a side's player."""
    game_seed = seed * 100_003 + index
    if variant == "solo":
        results = []
        for side, make in ((a, make_a), (b, make_b)):
            game, times = play_game(variant, [make(game_seed)], game_seed)
            side.move_seconds += times[0]
            side.lowest_colours.append(min(game.scores[0]))
            results.append(sorted(game.scores[0])[:3])
        outcome = (results[0] > results[1]) - (results[0] < results[1])
    else:
        a_parity = index % 2  # seats alternate: A sits at the even seats in even games, the odd ones else
        seats = [make_a(game_seed) if seat % 2 == a_parity else make_b(game_seed)
                 for seat in range(ARENA_PLAYERS[variant])]
        game, times = play_game(variant, seats, game_seed)
        for seat, seconds in enumerate(times):
            (a if seat % 2 == a_parity else b).move_seconds.extend(seconds)
        a_holder, b_holder = game.variant.holder_of(a_parity), game.variant.holder_of(1 - a_parity)
        a.lowest_colours.append(min(game.scores[a_holder]))
        b.lowest_colours.append(min(game.scores[b_holder]))
        best = game.ranking()[0]
        outcome = 0 if (a_holder in best and b_holder in best) else (1 if a_holder in best else -1)
    if outcome > 0:
        a.wins, b.losses = a.wins + 1, b.losses + 1
    elif outcome < 0:
        a.losses, b.wins = a.losses + 1, b.wins + 1
    else:
        a.draws, b.draws = a.draws + 1, b.draws + 1


def wilson_interval(share: float, games: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval (95% by default) for a share observed over ``games``."""
    if games == 0:
        return 0.0, 1.0
    denominator = 1 + z * z / games
    centre = (share + z * z / (2 * games)) / denominator
    spread = z / denominator * math.sqrt(share * (1 - share) / games + z * z / (4 * games * games))
    return max(0.0, centre - spread), min(1.0, centre + spread)


def percentile(values: list[float], fraction: float) -> float:
    """The nearest-rank percentile (``fraction`` of 1) of ``values``."""
    ordered = sorted(values)
    return ordered[max(0, math.ceil(fraction * len(ordered)) - 1)]


def side_summary(record: SideRecord) -> dict:
    games = record.wins + record.draws + record.losses
    share = (record.wins + record.draws / 2) / games if games else 0.0
    low, high = wilson_interval(share, games)
    moves = record.move_seconds
    return {
        "wins": record.wins, "draws": record.draws, "losses": record.losses,
        "score_share": share, "interval95": [low, high],
        "mean_lowest_colour": statistics.fmean(record.lowest_colours) if record.lowest_colours else None,
        "moves": len(moves),
        "move_seconds_median": statistics.median(moves) if moves else None,
        "move_seconds_p95": percentile(moves, 0.95) if moves else None,
    }
