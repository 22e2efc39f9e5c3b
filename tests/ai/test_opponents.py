"""The named opponents: three at each level, each placing legally and each showing its taste."""

from dataclasses import replace
from pathlib import Path

import pytest

from ingenious_desktop.ai import LEVELS, make_player
from ingenious_desktop.ai.players import helper
from ingenious_desktop.ai.players import opponents
from ingenious_desktop.ai.players.one_ply import OnePlyPlayer
from ingenious_desktop.ai.players.opponents import MEDIUM_TASTE_AFTER, OPPONENTS, STYLES, opponent_named, opponents_open_line
from ingenious_desktop.ai.model.scoring import scores_after
from ingenious_desktop.engine import COLOURS, Game, Phase, load_record
from ingenious_desktop.ai.players.search import DEFAULT_SETTINGS, HardPlayer, search_placements_job
from ai_positions import VARIANTS, hand_made, random_position


def quick(opponent, seed=1):
    player = opponent.make(seed, seconds=30, helper=False)
    if opponent.level == "hard":
        player.samples = 3
    return player


def test_every_level_has_three_named_opponents_of_three_styles():
    for level in LEVELS:
        named = [o for o in OPPONENTS if o.level == level]
        assert len(named) == 3
        assert len({o.style for o in named}) == 3
    assert len({o.name for o in OPPONENTS}) == len(OPPONENTS)


@pytest.mark.parametrize("opponent", OPPONENTS, ids=lambda o: o.name)
@pytest.mark.parametrize("variant,players", VARIANTS)
def test_every_named_opponent_places_legally(opponent, variant, players):
    game = random_position(variant, players, seed=2, placements=9)
    placement = quick(opponent).choose_placement(game.view(game.to_move))
    assert placement in game.legal_placements()


def open_red_line():
    """Seat 1 is low in red and a red line runs from the printed red symbol, open at one end;
    seat 0 can close it with its blue-green tile (scoring nothing) or score elsewhere."""
    game = hand_made({(0, -4): "R", (0, -3): "R"}, rack=["GB"], scores="9 9 9 9 9 9")
    game.scores[1] = [2, 9, 9, 9, 9, 9]
    return game


def closes_the_line(player, game) -> bool:
    before = opponents_open_line(game.board, game.scores, 0)
    after = game.copy()
    after.place(player.choose_placement(game.view(0)))
    return opponents_open_line(after.board, after.scores, 0) < before


def test_a_blocker_closes_the_open_line_of_the_opponents_weakest_colour():
    assert closes_the_line(quick(opponent_named("Marlo")), open_red_line())


def test_the_hard_blocker_given_room_closes_the_line_the_hard_level_leaves_open():
    # The value network rates closing this line about 0.1 of a win below scoring nothing elsewhere.
    roomy = opponent_named("Kestrel").make(1, seconds=30, helper=False,
                                           config=replace(DEFAULT_SETTINGS, taste_tolerance=0.2))
    hard = HardPlayer(1, seconds=30, use_helper=False)  # the hard search, which the named opponents keep
    roomy.samples = hard.samples = 20

    assert closes_the_line(roomy, open_red_line())
    assert not closes_the_line(hard, open_red_line())


def longer_red_line(rack=("GB",), scores="9 9 9 9 9 9", cells=()):
    """As :func:`open_red_line`, with a red line of four: closing it takes two points off the
    most seat 1 could score in red."""
    game = hand_made({(0, -4): "R", (0, -3): "R", (0, -2): "R", **dict(cells)}, rack=list(rack), scores=scores)
    game.scores[1] = [2, 9, 9, 9, 9, 9]
    return game


def times_closed(name, game, games=100):
    return sum(closes_the_line(quick(opponent_named(name), seed) if name != "easy" else make_player("easy", seed),
                               game) for seed in range(games))


def test_the_easy_blocker_closes_that_line_more_often_than_a_plain_beginner_when_nothing_else_scores():
    game = longer_red_line()
    assert times_closed("Pip", game) >= times_closed("easy", game) + 5


def test_the_easy_blocker_does_not_give_up_a_five_point_score_to_close_that_line():
    # Blue-green closes the line scoring nothing; orange-orange beside three orange scores 5.
    game = longer_red_line(rack=("GB", "OO"), scores="9 12 6 9 9 9",
                           cells={(0, 4): "O", (0, 3): "O", (0, 2): "O"})
    assert times_closed("Pip", game) <= 10


def test_an_unknown_name_is_refused():
    with pytest.raises(ValueError, match="Pip"):
        opponent_named("Nobody")


@pytest.mark.parametrize("name", ["Kestrel", "Nova", "Sage"])
def test_a_hard_opponents_search_runs_in_the_helper_process_too(name):
    game = random_position("standard", 2, seed=3, placements=9)
    view = game.view(game.to_move)
    evaluation = opponent_named(name).make(seed=1, helper=True).Evaluation("standard", 2)
    shortlist = evaluation.shortlist(view)

    job = helper.start_job(search_placements_job, evaluation, view, shortlist, "seed", 0.5, 2)

    tally = job.result(timeout=30)
    assert tally is not None and sum(tally.counts) > 0


EXAMPLES = Path(__file__).parent.parent / "engine" / "examples"


def example_positions(every=10):
    """Positions to place in, along each example game (every ``every``-th event)."""
    for path in sorted(EXAMPLES.glob("*-complete.ingenious")):
        record = load_record(path)
        for end in range(1, len(record.events), every):
            game = Game.from_events(record.variant, record.events[:end], record.bag_seed)
            if game.phase is Phase.PLACE:
                yield path.stem, end, game


def board_after(board, placement):
    """A copy of ``board`` with ``placement`` made: the slow, sure way to read the board after."""
    board = board.copy()
    for letter, cell in zip(placement.tile, placement.cells):
        board.fill(board.geo.index[cell], COLOURS.index(letter))
    return board


def test_the_blockers_tastes_equal_the_open_line_read_on_each_board_after():
    blocker, checked = STYLES["blocker"], 0
    for name, end, game in example_positions():
        view = game.view(game.to_move)
        placements = [p for p, _points in view.scored_placements()]
        holder = game.variant.holder_of(game.to_move)
        before = opponents_open_line(game.board, game.scores, holder)
        slow = [before - opponents_open_line(board_after(game.board, p), game.scores, holder) for p in placements]
        assert blocker.tastes(view, placements) == slow, (name, end)
        checked += len(placements)
    assert checked > 20000


def lowest_after(view, placement, count):
    """The ``count`` lowest of the mover's scores once ``placement`` is made."""
    first, second = (COLOURS.index(letter) for letter in placement.tile)
    points = dict(view.scored_placements())[placement]
    return sorted(scores_after(view.my_scores, view.variant, first, points[0], second, points[1])[0])[:count]


@pytest.mark.parametrize("name", ["Marlo", "Vega"])
def test_a_medium_opponent_gives_up_none_of_its_lowest_colours_for_its_taste_yet_follows_it(name):
    opponent = opponent_named(name)
    styled, plain, kept = opponent.make(), make_player("medium"), MEDIUM_TASTE_AFTER[opponent.style]
    style, tasted_more = STYLES[opponent.style], 0
    for stem, end, game in example_positions(every=5):
        view = game.view(game.to_move)
        choice, medium_choice = styled.choose_placement(view), plain.choose_placement(view)
        assert lowest_after(view, choice, kept) == lowest_after(view, medium_choice, kept), (stem, end)
        mine, medium = style.tastes(view, [choice, medium_choice])
        assert mine >= medium, (stem, end)
        tasted_more += mine > medium
    assert tasted_more >= 2


def test_the_medium_leveller_leaves_the_models_best_placement_only_for_one_that_levels_more(monkeypatch):
    monkeypatch.setattr(opponents, "MODEL_LEVELLER_MISS_RATE", 0.0)
    bram, model_alone, leveller = opponent_named("Bram").make(seed=1), OnePlyPlayer(), STYLES["leveller"]
    differed = 0
    for stem, end, game in example_positions(every=5):
        view = game.view(game.to_move)
        choice, models_choice = bram.choose_placement(view), model_alone.choose_placement(view)
        if choice != models_choice:
            mine, models = leveller.tastes(view, [choice, models_choice])
            assert mine > models, (stem, end)
            differed += 1
    assert differed >= 2


def test_the_medium_leveller_sometimes_overlooks_its_best_placement():
    bram, never_misses = opponent_named("Bram").make(seed=1), opponent_named("Bram").make(seed=1)
    positions = [game.view(game.to_move) for _stem, _end, game in example_positions(every=5)]
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(opponents, "MODEL_LEVELLER_MISS_RATE", 0.0)
        best = [never_misses.choose_placement(view) for view in positions]
    missed = sum(bram.choose_placement(view) != choice for view, choice in zip(positions, best))
    assert 0 < missed < len(positions) * 0.6
