"""Positions for the AI tests: games played at random to some point, in every variant."""

from __future__ import annotations

import random
from collections import Counter

from ingenious_desktop.engine import Colour, Game, Hex, Phase, tile_set

#: (variant, players) for every way to play.
VARIANTS = [("standard", 2), ("standard", 3), ("standard", 4), ("travel", 2), ("team", 4), ("solo", 1)]


def random_position(variant: str, players: int, seed: int, placements: int, stop_at=Phase.PLACE) -> Game:
    """A game after about ``placements`` random placements, stopped at the next ``stop_at`` phase
    (bonus placements included, so some positions owe one)."""
    rng = random.Random(seed)
    game = Game.new(variant, players, seed=seed)
    game.deal()
    made = 0
    while not game.is_over:
        if game.phase is stop_at and made >= placements:
            break
        if game.phase is Phase.PLACE:
            game.place(rng.choice(game.legal_placements()))
            made += 1
        else:
            game.end_turn(swap=game.can_swap() and rng.random() < 0.5)
    return game


def hidden_tiles_dealt_again(game: Game, seat: int, seed: int) -> Game:
    """A copy of ``game`` in which every tile ``seat`` cannot see (other racks, the bag) is dealt again at random."""
    other = game.copy()
    hidden = other.bag + [t for s, rack in enumerate(other.racks) if s != seat for t in rack]
    random.Random(seed).shuffle(hidden)
    for s, rack in enumerate(other.racks):
        if s != seat:
            other.racks[s], hidden = hidden[: len(rack)], hidden[len(rack):]
    other.bag = hidden
    return other


def refill_positions(variant: str, players: int, seed: int, count: int) -> list[Game]:
    """``count`` different positions at the end of a turn (swap or draw), taken along one random game."""
    rng = random.Random(seed)
    game = Game.new(variant, players, seed=seed)
    game.deal()
    found = []
    while not game.is_over and len(found) < count:
        if game.phase is Phase.PLACE:
            game.place(rng.choice(game.legal_placements()))
        else:
            found.append(game.copy(keep_log=True))
            game.end_turn()
    return found


def swappable_positions(count: int) -> list[Game]:
    """Ends of turns, reached by random play, where the mover may swap (its rack lacks its lowest colour)."""
    found: list[Game] = []
    seed = 0
    while len(found) < count:
        found += [game for game in refill_positions("standard", 2, seed, count=60) if game.can_swap()]
        seed += 1
    return found[:count]


def hand_made(cells: dict[tuple[int, int], str], rack: list[str], scores: str, seat_scores: int = 0) -> Game:
    """A 2-player standard game in its middle, seat 0 to place from ``rack``: ``cells`` maps
    (q, r) to a colour letter, ``scores`` gives seat ``seat_scores``'s six scores as "R O Y G B P"."""
    game = _in_its_middle("standard", 2, cells, [list(rack), ["GG", "GB", "BB", "YP", "PP", "YY"]])
    game.scores[seat_scores] = [int(s) for s in scores.split()]
    return game


def solo_hand_made(cells: dict[tuple[int, int], str], tile: str, scores: str) -> Game:
    """A solo game in its middle, to place ``tile``: ``cells`` maps (q, r) to a colour letter,
    ``scores`` gives the six scores as "R O Y G B P"."""
    game = _in_its_middle("solo", 1, cells, [[tile]])
    game.scores[0] = [int(s) for s in scores.split()]
    return game


def _in_its_middle(variant: str, players: int, cells: dict[tuple[int, int], str], racks: list[list[str]]) -> Game:
    """A game past everyone's first placement, seat 0 to place: the board as ``cells``, the racks
    as given, every other tile in the bag."""
    game = Game.new(variant, players, seed=0)
    for (q, r), letter in cells.items():
        game.board.fill(game.board.geo.index[Hex(q, r)], Colour.from_letter(letter))
    bag = Counter(tile_set(game.variant.doubles, game.variant.mixed))
    bag.subtract(t for rack in racks for t in rack)
    game.bag, game.racks = list(bag.elements()), racks
    game.placements_made = [1] * players
    game.phase = Phase.PLACE
    return game
