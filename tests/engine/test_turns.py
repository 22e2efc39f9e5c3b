"""The turn around the scoring: swapping, the first round, travel's isolation rule, the end of the game."""

from collections import Counter

import pytest

from ingenious_desktop.engine import PRINTED_SYMBOLS, Draw, Game, Hex, IllegalAction, Phase, Swap
from positions import SYMBOL_AT, listed_points, placement, play, position

FIRST, SECOND = (0, 0), (1, 0)
RED_LOWEST = {"R": 1, "O": 3, "Y": 3, "G": 3, "B": 3, "P": 3}
RED_AND_ORANGE_LOWEST = {"R": 1, "O": 1, "Y": 3, "G": 3, "B": 3, "P": 3}


def after_placing(rack: list[str], scores: dict, **kwargs) -> Game:
    """Seat 0 has placed the first tile of ``rack`` (no points) and now refills or swaps."""
    game = position(racks=[rack, []], scores=[scores], **kwargs)
    play(game, rack[0], FIRST, SECOND)
    assert game.phase is Phase.REFILL
    return game


# ----------------------------------------------------------------- swap

def test_swap_allowed_when_no_tile_shows_the_lowest_colour():
    game = after_placing(["OY", "GB", "BP", "OO", "GG", "YY"], RED_LOWEST)
    old_rack = Counter(game.racks[0])
    bag_before = Counter(game.bag)

    assert game.can_swap()
    game.end_turn(swap=True)

    drawn = Counter(game.log[-1].tiles)
    assert isinstance(game.log[-2], Swap) and sum(drawn.values()) == 6
    assert Counter(game.bag) == bag_before - drawn + old_rack
    assert game.to_move == 1


def test_swap_refused_when_a_tile_shows_the_lowest_colour():
    game = after_placing(["OY", "RG", "BP", "OO", "GG", "YY"], RED_LOWEST)

    assert not game.can_swap()
    with pytest.raises(IllegalAction, match="lowest colour"):
        game.apply(Swap(0))


@pytest.mark.parametrize("rack, allowed", [
    (["YY", "GB", "BP", "GG", "YP", "BB"], True),   # neither red nor orange
    (["YY", "GB", "BP", "GG", "YP", "OB"], False),  # an orange, though red alone is lowest-but-tied
    (["YY", "GB", "BP", "GG", "YP", "RB"], False),
])
def test_with_tied_lowest_colours_a_tile_of_any_of_them_refuses_the_swap(rack, allowed):
    game = after_placing(rack, RED_AND_ORANGE_LOWEST)

    assert game.can_swap() is allowed


def test_swap_is_judged_on_the_rack_before_refilling():
    # The red tile was just placed; every tile the refill could bring is red.
    game = after_placing(["RG", "BB", "BB", "PP", "PP", "YY"], RED_LOWEST, bag=["RR"] * 10)

    assert game.can_swap()


def test_the_swap_draw_cannot_take_the_set_aside_tiles_which_return_afterwards():
    game = after_placing(["OY", "BB", "BB", "PP", "PP", "PP"], RED_LOWEST, bag=["GG"] * 6 + ["RR"])
    game.apply(Swap(0))

    with pytest.raises(IllegalAction, match="not in the bag"):
        game.apply(Draw(0, ("BB", "GG", "GG", "GG", "GG", "GG")))
    with pytest.raises(IllegalAction, match="6 tiles"):
        game.apply(Draw(0, ("GG",) * 5))
    game.apply(Draw(0, ("GG",) * 6))

    assert game.racks[0] == ["GG"] * 6
    assert Counter(game.bag) == Counter(["RR", "BB", "BB", "PP", "PP", "PP"])


def test_a_swap_with_few_tiles_left_draws_what_the_bag_holds_besides_the_old_rack():
    game = after_placing(["OY", "BB", "BB", "PP", "PP", "PP"], RED_LOWEST, bag=["GG", "YY"])
    game.apply(Swap(0))
    game.apply(Draw(0, ("GG", "YY")))

    assert Counter(game.racks[0]) == Counter(["GG", "YY"])
    assert Counter(game.bag) == Counter(["BB", "BB", "PP", "PP", "PP"])


def test_swap_refused_when_the_bag_is_empty():
    game = after_placing(["OY", "BB"], RED_LOWEST, bag=[])

    assert not game.can_swap()
    with pytest.raises(IllegalAction, match="bag is empty"):
        game.apply(Swap(0))


def test_one_swap_per_turn_and_only_after_placing():
    game = position(racks=[["OY", "BB"], []], scores=[RED_LOWEST])
    with pytest.raises(IllegalAction):
        game.apply(Swap(0))
    play(game, "OY", FIRST, SECOND)
    game.apply(Swap(0))

    assert not game.can_swap()
    with pytest.raises(IllegalAction, match="already"):
        game.apply(Swap(0))


def test_no_swap_in_solo():
    game = position("solo", 1, racks=[["OY"]], scores=[RED_LOWEST])
    play(game, "OY", FIRST, SECOND)

    assert not game.can_swap()
    with pytest.raises(IllegalAction, match="no swap in solo"):
        game.apply(Swap(0))


def test_a_swap_event_from_the_wrong_seat_is_refused():
    game = after_placing(["OY", "BB"], RED_LOWEST)

    with pytest.raises(IllegalAction):
        game.apply(Swap(1))


# ----------------------------------------------------------------- first round

def touches_symbol(cells, letter: str) -> bool:
    symbol = Hex(*SYMBOL_AT[letter])
    return any(symbol.distance(cell) == 1 for cell in cells)


def first_round_game(variant="standard", players=2) -> Game:
    game = Game.new(variant, players, seed=7)
    game.deal()
    return game


def test_a_first_placement_must_touch_a_printed_symbol():
    game = first_round_game()
    tile = game.racks[0][0]

    with pytest.raises(IllegalAction, match="first round"):
        game.place(placement(tile, FIRST, SECOND))
    assert listed_points(game, placement(tile, FIRST, SECOND)) is None
    assert all(any(touches_symbol(move.cells, c) for c in SYMBOL_AT) for move in game.legal_placements())


def test_the_second_player_may_not_use_the_symbol_the_first_player_touched():
    game = first_round_game()
    game.place(placement(game.racks[0][0], (1, -5), (1, -4)))  # touches the printed red
    game.end_turn()
    tile = game.racks[1][0]

    with pytest.raises(IllegalAction, match="first round"):
        game.place(placement(tile, (-1, -4), (0, -4)))  # touches only the printed red
    assert not any(touches_symbol(move.cells, "R") for move in game.legal_placements())
    game.place(placement(tile, (4, -4), (5, -4)))  # touches the printed green


def test_after_the_first_round_a_tile_goes_anywhere():
    game = first_round_game()
    game.place(placement(game.racks[0][0], (1, -5), (1, -4)))
    game.end_turn()
    game.place(placement(game.racks[1][0], (4, -4), (5, -4)))
    game.end_turn()

    game.place(placement(game.racks[0][0], FIRST, SECOND))

    assert game.board[Hex(0, 0)] != -1


def test_the_solo_player_also_starts_at_a_printed_symbol():
    game = first_round_game("solo", 1)

    with pytest.raises(IllegalAction, match="first round"):
        game.place(placement(game.racks[0][0], FIRST, SECOND))
    assert game.legal_placements()


def test_each_of_four_players_starts_at_a_symbol_nobody_touched():
    game = first_round_game(players=4)
    for seat in range(4):
        symbols_touched = set(PRINTED_SYMBOLS) - {game.board.geo.cells[s] for s in game.board.untouched_symbols}
        for move in game.legal_placements():
            assert not any(symbol.distance(cell) == 1 for symbol in symbols_touched for cell in move.cells)
        game.place(game.legal_placements()[0])
        game.end_turn()


# ----------------------------------------------------------------- travel: no isolated cell

# (1, -5) has four neighbours on the board: the printed red (0, -5), a green tile at (0, -4),
# and (2, -5) and (1, -4), which the tile below covers.
LEAVES_ONE_CELL_ALONE = placement("OY", (2, -5), (1, -4))


def test_travel_refuses_a_placement_that_leaves_an_empty_cell_with_no_empty_neighbour():
    game = position("travel", 2, cells={(0, -4): "G"}, racks=[["OY"], []])

    assert listed_points(game, LEAVES_ONE_CELL_ALONE) is None
    with pytest.raises(IllegalAction, match="travel"):
        game.place(LEAVES_ONE_CELL_ALONE)


def test_standard_play_allows_leaving_an_empty_cell_alone():
    game = position("standard", 2, cells={(0, -4): "G"}, racks=[["OY"], []])

    assert listed_points(game, LEAVES_ONE_CELL_ALONE) == (0, 0)
    game.place(LEAVES_ONE_CELL_ALONE)


# ----------------------------------------------------------------- end of the game

def board_filled_except(variant: str, empty: set, special: dict | None = None) -> dict:
    """Every cell of the two-player board green except the printed symbols, ``empty`` and ``special``."""
    cells = position(variant).board.geo.cells
    symbols = set(SYMBOL_AT.values())
    filled = {tuple(c): "G" for c in cells if tuple(c) not in empty and tuple(c) not in symbols}
    filled.update(special or {})
    return filled


PAIR = {(0, 0), (1, 0)}
LONE_CELL = {(-3, 2)}
STRAIGHT_TRIPLE = {(-3, 3), (-2, 3), (-1, 3)}


def test_the_game_ends_when_no_two_adjacent_cells_are_empty_and_owed_bonuses_lapse():
    # Orange at 17 and an orange at (-1, 0): the last tile would earn a bonus.
    cells = board_filled_except("standard", PAIR | LONE_CELL, {(-1, 0): "O"})
    game = position(cells=cells, racks=[["OY", "BB"], ["PP"]], scores=[{"O": 17}])

    result = play(game, "OY", FIRST, SECOND)

    assert (result.points, result.bonuses, result.game_over) == ((1, 0), 1, True)
    assert (game.phase, game.bonus_owed) == (Phase.OVER, 0)
    assert game.scores[0][1] == 18
    with pytest.raises(IllegalAction, match="over"):
        game.apply(Draw(0, ()))


def test_travel_ends_when_every_remaining_placement_would_isolate_a_cell():
    cells = board_filled_except("travel", PAIR | STRAIGHT_TRIPLE)
    game = position("travel", 2, cells=cells, racks=[["OY"], ["PP"]])

    assert play(game, "OY", FIRST, SECOND).game_over


def test_standard_play_goes_on_while_two_adjacent_cells_are_empty():
    cells = board_filled_except("standard", PAIR | STRAIGHT_TRIPLE)
    game = position("standard", 2, cells=cells, racks=[["OY"], ["PP"]])

    assert not play(game, "OY", FIRST, SECOND).game_over
    game.end_turn()
    assert (game.phase, game.to_move) == (Phase.PLACE, 1)


def test_the_game_ends_when_the_player_to_move_has_no_tile():
    game = position(racks=[["OY"], []], bag=[])
    play(game, "OY", FIRST, SECOND)

    game.end_turn()

    assert game.log[-1] == Draw(0, ())
    assert game.is_over


def test_with_an_empty_bag_the_refill_is_a_draw_of_no_tiles_and_play_goes_on():
    game = position(racks=[["OY", "BB"], ["PP"]], bag=[])
    play(game, "OY", FIRST, SECOND)
    with pytest.raises(IllegalAction, match="0 tiles"):
        game.apply(Draw(0, ("PP",)))

    game.apply(Draw(0, ()))

    assert (game.phase, game.to_move) == (Phase.PLACE, 1)
