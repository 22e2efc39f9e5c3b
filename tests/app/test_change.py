"""What a Change says a step of the game did: its events, their results, the scores before, a notice."""

from __future__ import annotations

from ingenious_desktop.app.change import Mark, Notice, apply_events
from ingenious_desktop.app.describe import BONUS_LOST, SWAPPED
from ingenious_desktop.engine import Game, Phase, Place

from games import dealt_game, gains, game_at_a_swap_offer


def test_a_placement_and_the_draw_after_it_are_one_change_with_the_placements_result():
    game = dealt_game()
    before = [scores[:] for scores in game.scores]
    placement, points = max(game.scored_placements(), key=lambda sp: sum(sp[1]))
    mark = Mark.of(game)
    game.place(placement)
    game.end_turn()

    change = mark.change(game)

    assert [type(event).__name__ for event in change.events] == ["Place", "Draw"]
    assert change.placements == (game.log[-2],) and change.seats == {0}
    assert [r.points for r in change.results] == [points] and change.results[0].placement == placement
    assert [list(scores) for scores in change.scores_before] == before
    assert change.notice is None and change.reached == []


def test_a_swap_is_noticed():
    game = game_at_a_swap_offer()
    seat = game.to_move
    mark = Mark.of(game)
    game.end_turn(swap=True)

    change = mark.change(game)

    assert change.notice == Notice(SWAPPED, seat) and change.results == ()


def test_a_bonus_placement_earned_with_an_empty_rack_is_noticed_as_lost():
    game = dealt_game()
    placement, points = next((p, pts) for p, pts in game.scored_placements() if sum(pts) > 0)
    colour = max(gains(placement, points), key=lambda c: gains(placement, points)[c])
    game.scores[0][colour] = 17  # one point short of 18
    game.racks[0] = [placement.tile]  # the last tile in the rack

    change = apply_events(game, Place(0, placement.tile, placement.cells))

    assert change.results[0].bonuses == 1 and game.phase is Phase.REFILL
    assert change.notice == Notice(BONUS_LOST, 0)
    assert [(mark.colour, mark.value) for mark in change.reached] == [(colour, 18)]


def test_replaying_a_game_event_by_event_gives_one_result_per_placement():
    game = dealt_game()
    replay = Game(game.variant)
    changes = [apply_events(replay, event) for event in game.log]
    assert sum(len(change.results) for change in changes) == 0  # the deal places nothing
    assert replay.log == game.log
