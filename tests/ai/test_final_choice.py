"""The hard search's final choice is the survivor worth most, however many play-outs each had: a
search stopped by the clock leaves its survivors compared on the same samples, and a tally with
unequal counts (two processes' tallies added up) is judged by each placement's mean."""

from hypothesis import given
from hypothesis import strategies as st

from ai_positions import random_position
from native_config import core_config, core_model
from ingenious_desktop.ai import native
from ingenious_desktop.ai.players.search import Tally


def test_a_survivor_with_one_play_out_fewer_but_the_better_mean_is_chosen():
    # the clock stopped the last sample after placement 0's play-out and before placement 1's: the
    # rule before (the best of those searched longest) played placement 0, worth 0.40 to 1's 0.60
    tally = Tally(totals=[0.40 * 31, 0.60 * 30, 0.90 * 6], tastes=[0.0] * 3, counts=[31, 30, 6], alive=[0, 1])

    assert tally.best() == 1


def test_a_placement_dropped_by_the_halving_is_not_chosen_for_its_few_lucky_play_outs():
    tally = Tally(totals=[0.40 * 31, 0.60 * 30, 0.90 * 6], tastes=[0.0] * 3, counts=[31, 30, 6], alive=[0, 1])

    assert tally.best() != 2


@given(st.lists(st.tuples(st.floats(0, 1), st.integers(1, 500)), min_size=2, max_size=12), st.data())
def test_the_choice_is_the_survivor_with_the_best_mean_whatever_the_counts(placements, data):
    alive = sorted(data.draw(st.sets(st.integers(0, len(placements) - 1), min_size=1)))
    tally = Tally([mean * count for mean, count in placements], [0.0] * len(placements),
                  [count for _mean, count in placements], alive)

    chosen = tally.best()

    assert chosen in alive
    assert tally.mean(chosen) == max(tally.mean(c) for c in alive)


def test_a_search_stopped_by_the_clock_leaves_its_survivors_with_the_same_play_outs():
    game = random_position("standard", 2, seed=5, placements=14)
    view = game.view(game.to_move)
    shortlist = [p for p, _points in view.scored_placements()][:8]
    position = native.Position.from_view(view)
    for step in range(20):  # the clock stops at a different moment of a sample each time
        _totals, counts, alive = native.search_placements(position, shortlist, core_model("standard", 2),
                                                          core_config(), step, 0.002 + 0.001 * step)

        assert len({counts[c] for c in alive}) == 1, (step, counts, alive)
