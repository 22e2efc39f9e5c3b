"""A named hard opponent's taste: among the placements its search values nearly as much as its
best, it plays the one most to its taste, and never one worth less; the core's halving keeps
the placements in the same order."""

from dataclasses import replace

from hypothesis import given
from hypothesis import strategies as st

from ai_positions import random_position
from ingenious_desktop.ai import native
from ingenious_desktop.ai.players.opponents import (HARD_TASTE_TOLERANCE, BlockerEvaluation, HunterEvaluation,
                                                    LevellerEvaluation)
from ingenious_desktop.ai.players.search import DEFAULT_SETTINGS, ModelEvaluation, Tally


def searched(values, tastes, samples=10):
    return Tally([v * samples for v in values], list(tastes), [samples] * len(values), list(range(len(values))))


def test_a_styled_choice_takes_the_tastiest_placement_within_the_tolerance():
    tally = searched(values=[0.50, 0.495, 0.48], tastes=[-3.0, -1.0, 5.0])

    assert tally.best() == 0
    assert tally.best(tolerance=0.01) == 1
    assert tally.best(tolerance=0.03) == 2


def test_equal_tastes_leave_the_choice_to_the_value():
    assert searched(values=[0.40, 0.50, 0.45], tastes=[2.0, 2.0, 2.0]).best(tolerance=0.2) == 1


@given(st.lists(st.tuples(st.floats(0, 1), st.floats(-20, 20)), min_size=1, max_size=12),
       st.sampled_from([0.0, 0.005, 0.01, 0.05]))
def test_a_styled_choice_gives_up_at_most_the_tolerance_and_no_taste_within_it(placements, tolerance):
    tally = searched([v for v, _t in placements], [t for _v, t in placements])
    best = max(tally.mean(c) for c in tally.alive)

    chosen = tally.best(tolerance)

    assert tally.mean(chosen) >= best - tolerance
    assert tally.tastes[chosen] == max(tally.tastes[c] for c in tally.alive if tally.mean(c) >= best - tolerance)


def test_the_hard_level_tastes_nothing_and_gives_up_nothing():
    game = random_position("standard", 2, seed=4, placements=12)
    view = game.view(game.to_move)
    plain = ModelEvaluation("standard", 2)

    assert plain.taste_tolerance == 0.0
    assert set(plain.tastes(view, [p for p, _points in view.scored_placements()])) == {0.0}


def test_each_hard_style_has_a_tolerance_of_its_own_unless_the_settings_name_one():
    shipped = [E("standard", 2).core_config().taste_tolerance
               for E in (BlockerEvaluation, HunterEvaluation, LevellerEvaluation)]
    named = LevellerEvaluation("standard", 2, replace(DEFAULT_SETTINGS, taste_tolerance=0.2))

    assert shipped == [HARD_TASTE_TOLERANCE[s] for s in ("blocker", "hunter", "leveller")]
    assert min(shipped) > 0
    assert named.core_config().taste_tolerance == 0.2


def tastiest_and_least(placements, evaluation, view, each=4):
    """The ``each`` placements most and least to the evaluation's taste: a shortlist where the taste can decide."""
    ranked = [p for _t, p in sorted(zip(evaluation.tastes(view, placements), placements), key=lambda item: item[0])]
    return ranked[:each] + ranked[-each:]


def test_the_core_halves_a_styled_search_in_the_order_tally_preferred_gives():
    tolerance, decided_by_taste = 0.2, 0
    config = replace(DEFAULT_SETTINGS, taste_tolerance=tolerance)
    for evaluation in (BlockerEvaluation("standard", 2, config), HunterEvaluation("standard", 2, config),
                       LevellerEvaluation("standard", 2, config)):
        for seed in range(5):
            game = random_position("standard", 2, seed, placements=8 + 3 * seed)
            view = game.view(game.to_move)
            shortlist = tastiest_and_least([p for p, _points in view.scored_placements()], evaluation, view)
            tastes = evaluation.tastes(view, shortlist)
            totals, counts, alive = native.search_placements(
                native.Position.from_view(view), shortlist, evaluation.core_model, evaluation.core_config(), seed,
                None, DEFAULT_SETTINGS.halving_at[0], None, tastes)
            tally = searched([t / c for t, c in zip(totals, counts)], tastes, counts[0])

            kept = sorted(tally.preferred(tally.alive, tolerance)[:len(shortlist) // 2])

            assert alive == kept, view.board.diagram()
            decided_by_taste += kept != sorted(tally.preferred(tally.alive)[:len(shortlist) // 2])
    assert decided_by_taste >= 2
