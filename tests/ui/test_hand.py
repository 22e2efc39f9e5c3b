"""The tile in hand, without a window: what clicks, keys and the wheel do, and the placement asked for."""

import pytest

from ingenious_desktop.app.describe import KEYS_HINT, MOUSE_HINT, PICK_HINT
from ingenious_desktop.engine import DIRECTIONS, Game, Hex, Placement
from ingenious_desktop.ui.table.hand import Hand

from games import dealt_game

REACH = 7


@pytest.fixture
def asked() -> list:
    return []


@pytest.fixture
def game() -> Game:
    return dealt_game()


@pytest.fixture
def hand(asked, game) -> Hand:
    made = Hand(asked.append, REACH)
    made.offer(game, 0)
    return made


def rightward(game: Game, tile: str) -> Placement:
    return next(p for p in game.legal_placements() if p.tile == tile and p.cells[1] == p.cells[0] + DIRECTIONS[0])


def test_a_click_on_a_legal_spot_asks_for_that_placement_and_empties_the_hand(hand, asked, game):
    expected = rightward(game, game.racks[0][2])
    hand.take(2)
    hand.point_at(expected.cells[0])
    assert hand.spot == expected.cells and hand.points == dict(game.scored_placements())[expected]

    hand.click_board(expected.cells[0])

    assert asked == [expected] and hand.pick is None


def test_an_illegal_spot_or_a_click_off_the_board_asks_for_nothing(hand, asked):
    hand.take(0)
    for cell in (Hex(0, -5), Hex(6, 0), Hex(0, 0), Hex(9, 0)):  # a printed symbol, off this board, first round
        hand.click_board(cell)
        assert hand.pick is not None and hand.points is None
    assert asked == []


def test_taking_the_tile_in_hand_again_puts_it_back_and_another_swaps_it(hand):
    hand.take(3)
    hand.take(1)
    assert hand.pick.index == 1
    hand.take(1)
    assert hand.pick is None


def test_nobody_picks_out_of_turn_and_a_new_turn_puts_the_tile_back(hand, game):
    hand.take(0)
    hand.offer(game, 1)  # seat 1 is not to move
    assert hand.pick is None
    hand.take(0)
    assert hand.pick is None and hand.hint is None
    hand.offer(game, None)
    assert not hand.press("1")


def test_r_and_the_wheel_turn_the_tile_one_sixth_at_a_time(hand):
    hand.take(0)
    hand.point_at(Hex(1, -3))
    assert hand.spot == (Hex(1, -3), Hex(1, -3) + DIRECTIONS[0])
    assert hand.press("R")
    assert hand.orientation == 5
    assert hand.press("R", shift=True) and hand.press("Space", shift=True)
    assert hand.orientation == 1
    hand.wheel(60)
    assert hand.orientation == 1
    hand.wheel(60)
    assert hand.orientation == 2
    hand.wheel(-240)
    assert hand.orientation == 0


def test_the_keyboard_alone_picks_moves_turns_and_places(hand, asked):
    assert hand.press("2") and hand.hint == KEYS_HINT
    assert hand.press("Right")
    first = hand.cursor
    assert first in hand.pick.cells  # the cursor starts on a cell some legal spot covers
    for _turn in range(6):
        if hand.points is not None:
            break
        hand.press("R")
    expected = Placement(hand.pick.tile, hand.spot)
    assert hand.press("Return")
    assert asked == [expected]


def test_arrows_step_to_neighbours_and_up_and_down_keep_to_the_column(hand):
    hand.take(0)
    hand.point_at(Hex(0, 0))
    hand.press("Right")
    assert hand.cursor == Hex(1, 0)
    hand.press("Up")
    hand.press("Up")
    assert hand.cursor == Hex(2, -2)  # straight above (1, 0) on screen: rows are offset by half a cell
    hand.press("Down")
    hand.press("Left")
    assert hand.cursor == Hex(0, -1)
    for _step in range(20):
        hand.press("Right")
    assert hand.cursor.distance() == REACH  # the cursor stays on the board


def test_escape_puts_the_tile_back_and_unknown_keys_mean_nothing(hand):
    hand.take(0)
    assert hand.hint == MOUSE_HINT
    assert not hand.press("Q")
    assert hand.press("Esc")
    assert hand.pick is None and hand.hint == PICK_HINT
    assert not hand.press("Esc") and not hand.press("Return") and not hand.press("R")
