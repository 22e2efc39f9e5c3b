"""The words and choices around a game: rankings with tie-breaks, swap reasons, seat order."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from ingenious_desktop.app.describe import (BONUS, GAME_OVER, HAND_OVER, PLACED, SWAP_OFFER, SWAPPED, THINKING,
                                            describe_log, holder_name, notice_text, outcome, standings, status_line,
                                            swap_reason)
from ingenious_desktop.app.setup import GameSetup
from ingenious_desktop.engine import Game, Phase, Seat, load_record, make_variant

from shown import plain

SEATS = [Seat("Ada"), Seat("Ben"), Seat("Cleo")]


def finished_scores(*scores) -> Game:
    game = Game(make_variant("standard", len(scores)))
    game.scores = [list(s) for s in scores]
    return game


def test_the_ranking_lists_colours_low_to_high_and_names_the_colour_that_broke_a_tie():
    #             R  O  Y   G   B  P
    game = finished_scores([9, 12, 14, 18, 9, 10],   # Ada: 9 9 10 12 14 18
                           [9, 9, 11, 18, 18, 18],   # Ben: 9 9 11 18 18 18
                           [5, 18, 18, 18, 18, 18])  # Cleo: 5 ...
    ben, ada, cleo = standings(game, SEATS)

    assert [plain(ben.name), plain(ada.name), plain(cleo.name)] == ["Ben", "Ada", "Cleo"]
    assert [s for _, s in ben.scores] == [9, 9, 11, 18, 18, 18]
    assert "3rd lowest" in ben.tie_break and "yellow 11 against purple 10" in ben.tie_break
    assert ada.tie_break is None  # Ada's lowest colour beats Cleo's outright
    assert [ben.place, ada.place, cleo.place] == [1, 2, 3]


def test_equal_colour_lists_share_a_place():
    game = finished_scores([3, 4, 5, 6, 7, 8], [8, 7, 6, 5, 4, 3])
    first, second = standings(game, SEATS[:2])
    assert first.place == second.place == 1
    assert first.tie_break is None


def test_the_swap_reason_names_the_lowest_colours():
    game = Game(make_variant("standard", 2))
    game.scores[0] = [0, 0, 3, 3, 3, 3]
    assert swap_reason(game) == "Your rack has no tile showing your lowest colours (red, orange)."


@pytest.mark.parametrize("starter", [0, 1, 2, 3])
def test_the_starter_moves_to_seat_0_and_team_partners_stay_two_seats_apart(starter):
    seats = tuple(Seat(name) for name in "ABCD")
    order = GameSetup("team", seats, starter).arranged_seats()
    assert order[0] == seats[starter]
    assert {order[0].name, order[2].name} in ({"A", "C"}, {"B", "D"})


def test_a_random_starter_is_drawn_from_the_seats():
    seats = tuple(Seat(name) for name in "ABC")
    starters = {GameSetup("standard", seats, None).arranged_seats(random.Random(n))[0] for n in range(30)}
    assert starters == set(seats)


def test_a_setup_survives_the_settings_and_bad_ones_are_refused():
    setup = GameSetup("team", tuple(Seat(n, "ai", "hard") for n in "ABCD"), None)
    assert GameSetup.from_json(setup.to_json()) == setup
    with pytest.raises(ValueError):
        GameSetup.from_json({"variant": "team", "seats": [{"name": "A", "kind": "human"}]})


def test_the_log_numbers_turns_and_keeps_bonus_placements_and_swaps_in_their_turn():
    record = load_record(Path(__file__).parents[1] / "engine" / "examples" / "standard-4p-complete.ingenious")
    lines = describe_log(record.variant, record.events, record.seats)

    assert {BONUS, SWAPPED, GAME_OVER} <= {line.kind for line in lines}
    turn = 0
    for line in lines:
        if line.kind == PLACED:
            assert line.turn == turn + 1
            turn = line.turn
        else:
            assert line.turn == turn
    assert lines[-1].kind == GAME_OVER


def test_the_one_status_line_says_what_the_game_waits_for_and_any_notice():
    game = Game(make_variant("standard", 2), seed=3)
    game.deal()
    seats = SEATS[:2]
    assert plain(status_line(game, seats)).startswith("Ada to place a tile · first round")
    assert plain(status_line(game, seats, THINKING)) == "Ada is thinking…"
    assert plain(status_line(game, seats, HAND_OVER)) == "Pass to Ada"
    assert plain(status_line(game, seats, SWAP_OFFER, notice_text(SWAPPED, seats, 1))) == \
        "Ada may swap the rack · Ben swapped the rack"
    game.bonus_owed = 2
    assert plain(status_line(game, seats)) == "Ingenious! Ada owes 2 bonus placements"


def test_team_names_are_the_partners_and_the_outcome_names_the_winners():
    game = finished_scores([9, 12, 14, 18, 9, 10], [9, 9, 11, 18, 18, 18])
    game.phase = Phase.OVER
    assert plain(outcome(game, SEATS[:2])) == "Ben wins"
    assert plain(status_line(game, SEATS[:2])) == "Game over · Ben wins"
    team = Game(make_variant("team", 4))
    four = SEATS + [Seat("Dan")]
    assert [plain(holder_name(team.variant, four, holder)) for holder in (0, 1)] == ["Ada & Cleo", "Ben & Dan"]
    team.scores = [[5] * 6, [4] * 6]
    assert plain(outcome(team, four)) == "Ada & Cleo win"
    tie = finished_scores([3, 4, 5, 6, 7, 8], [8, 7, 6, 5, 4, 3])
    assert plain(outcome(tie, SEATS[:2])) == "Ada and Ben share first place"
