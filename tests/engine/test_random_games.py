"""Properties of whole random games in every variant: random legal placements, random swap decisions.

The legal placements and their points are also checked against :func:`naive_placements`, a
slow, direct reading of docs/rules.md that walks the board cell by cell and shares no code with
the engine's cached lines.
"""

import json
import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ingenious_desktop.engine import (
    COLOURS, DIRECTIONS, EMPTY, Draw, Game, Hex, Phase, Place, RecordError, Seat, Swap, canonical, dumps_record,
    parse_record, tile_set,
)
from positions import SYMBOL_AT, position

VARIANTS = [("standard", 2), ("standard", 3), ("standard", 4), ("travel", 2), ("team", 4), ("solo", 1)]
VARIANT_IDS = [f"{name}-{players}p" for name, players in VARIANTS]
SEEDS = st.integers(min_value=0, max_value=2**32 - 1)
GAMES = settings(max_examples=6, deadline=None)


def random_games(test):
    """Run ``test(variant, players, seed)`` for every variant over hypothesis-chosen seeds."""
    return pytest.mark.parametrize("variant, players", VARIANTS, ids=VARIANT_IDS)(GAMES(given(seed=SEEDS)(test)))


def play_random_game(variant: str, players: int, seed: int, after_event=lambda game: None,
                     before_placement=lambda game: None) -> Game:
    rng = random.Random(seed)
    game = Game.new(variant, players, seed=seed)
    game.deal()
    after_event(game)
    while not game.is_over:
        if game.phase is Phase.PLACE:
            before_placement(game)
            move, points = rng.choice(game.scored_placements())
            assert game.place(move).points == points
        else:
            game.end_turn(swap=game.can_swap() and rng.random() < 0.5)
        after_event(game)
    return game


def placed_tiles(game: Game) -> list[str]:
    return [canonical(event.tile) for event in game.log if isinstance(event, Place)]


def check_tiles_conserved(game: Game) -> None:
    full_set = Counter(tile_set(game.variant.doubles, game.variant.mixed))
    held = Counter(game.bag) + Counter(t for rack in game.racks for t in rack) + Counter(placed_tiles(game))
    assert held == full_set
    halves_on_board = Counter(c for i, c in enumerate(game.board.colour)
                              if c != EMPTY and i not in game.board.geo.symbols)
    assert halves_on_board == Counter(COLOURS.index(letter) for t in placed_tiles(game) for letter in t)


def check_scores_capped(game: Game) -> None:
    assert all(0 <= s <= game.variant.cap for scores in game.scores for s in scores)


# ----------------------------------------------------------------- the slow, direct reading of the rules

def naive_placements(game: Game) -> dict[tuple, tuple[int, int]]:
    """Every legal placement for the player to move, keyed as :func:`mirror_key`, with its points."""
    board = game.board
    colour_at = {cell: board.colour[i] for i, cell in enumerate(board.geo.cells)}
    empty = {cell for cell, colour in colour_at.items() if colour == EMPTY}

    def neighbours(cell):
        return [cell + d for d in DIRECTIONS]

    def filled(cell):
        return colour_at.get(cell, EMPTY) != EMPTY

    symbols = [board.geo.cells[i] for i in board.geo.symbols]
    untouched = {s for s in symbols if not any(filled(n) for n in neighbours(s))}

    def allowed(a, b):
        if game.in_first_round() and not any(n in untouched for n in neighbours(a) + neighbours(b)):
            return False
        if game.variant.no_isolated_cells:
            for cell in set(neighbours(a) + neighbours(b)) & empty - {a, b}:
                if all(n in (a, b) or n not in empty for n in neighbours(cell)):
                    return False
        return True

    def points(cell, colour, partner):
        total = 0
        for d in DIRECTIONS:
            look = cell + d
            if look == partner:
                continue
            while colour_at.get(look) == colour:
                total += 1
                look = look + d
        return total

    result = {}
    for a in empty:
        for b in neighbours(a):
            if b in empty and allowed(a, b):
                for tile in set(game.racks[game.to_move]):
                    first, second = (COLOURS.index(letter) for letter in tile)
                    key, swapped = mirror_key(tile, a, b)
                    pts = (points(a, first, b), points(b, second, a))
                    result[key] = pts[::-1] if swapped else pts
    return result


def mirror_key(tile: str, a: Hex, b: Hex) -> tuple[tuple, bool]:
    """The same key for a placement and its mirror image, and whether this one is the mirrored spelling."""
    plain, mirrored = (tile, tuple(a), tuple(b)), (tile[::-1], tuple(b), tuple(a))
    return min(plain, mirrored), mirrored < plain


def listed_placements(game: Game) -> dict[tuple, tuple[int, int]]:
    listed = {}
    for move, pts in game.scored_placements():
        key, swapped = mirror_key(move.tile, *move.cells)
        assert key not in listed, f"{move} is listed twice"
        listed[key] = pts[::-1] if swapped else pts
    return listed


# ----------------------------------------------------------------- properties

@random_games
def test_no_tile_is_lost_or_duplicated_and_no_score_passes_the_cap(variant, players, seed):
    def check(game):
        check_tiles_conserved(game)
        check_scores_capped(game)

    play_random_game(variant, players, seed, after_event=check)


@random_games
def test_the_legal_placements_are_the_rules_placements_and_each_applies(variant, players, seed):
    # The first placement (the first-round rule applies) and two more early enough for any game.
    checked_placements = {0, *random.Random(seed).sample(range(1, 25), 2)}

    def check(game):
        if len(game.results) in checked_placements:
            listed = listed_placements(game)
            assert listed == naive_placements(game)
            for move, pts in game.scored_placements():
                trial = game.copy()
                assert trial.place(move).points == pts

    play_random_game(variant, players, seed, before_placement=check)


@random_games
def test_each_result_lists_lines_of_its_colour_that_add_up_to_its_points(variant, players, seed):
    game = play_random_game(variant, players, seed)

    for result in game.results:
        for half in (0, 1):
            lines = [line for line in result.lines if line.half == half]
            assert sum(line.count for line in lines) == result.points[half]
            for line in lines:
                step = DIRECTIONS[line.direction]
                cells = [Hex(line.start.q + step.q * i, line.start.r + step.r * i) for i in range(1, line.count + 1)]
                assert cells[-1] == line.end
                assert {game.board[cell] for cell in cells} == {line.colour}
        assert len(result.reached) == result.bonuses
        assert all(mark.value in game.variant.bonus_at and mark.holder == game.variant.holder_of(result.player)
                   for mark in result.reached)


@random_games
def test_the_game_ends_exactly_when_rules_md_says(variant, players, seed):
    def check(game):
        if game.phase is Phase.PLACE:
            assert game.scored_placements()

    game = play_random_game(variant, players, seed, after_event=check)

    no_tile = not game.racks[game.to_move]
    assert game.instant_winner is not None or no_tile or not naive_placements(game)
    assert game.legal_placements() == [] and game.bonus_owed == 0


def same_game(a: Game, b: Game) -> None:
    assert a.board.colour == b.board.colour
    assert a.scores == b.scores
    assert a.racks == b.racks
    assert Counter(a.bag) == Counter(b.bag)
    assert (a.phase, a.to_move, a.bonus_owed, a.instant_winner) == (b.phase, b.to_move, b.bonus_owed, b.instant_winner)
    assert a.results == b.results
    assert a.ranking() == b.ranking()


@random_games
def test_saving_and_loading_gives_the_same_game_at_any_point(variant, players, seed):
    seats = [Seat(f"Seat {i}") for i in range(players)]
    # The first placement (the first-round rule applies) and two more early enough for any game.
    checked_placements = {0, *random.Random(seed).sample(range(1, 25), 2)}

    def check(game):
        if len(game.results) in checked_placements:
            same_game(parse_record(dumps_record(game, seats)).replay(), game)

    game = play_random_game(variant, players, seed, after_event=check)
    same_game(parse_record(dumps_record(game, seats)).replay(), game)


def corrupt(events: list[dict], index: int, game_before: Game) -> None:
    """Break event ``index`` of a record's events so that it breaks a rule (or the format)."""
    event = events[index]
    if event["type"] == "draw":
        event["tiles"] = event["tiles"][:-1] if event["tiles"] else ["RR"]
    elif event["type"] == "swap":  # (never in solo)
        event["player"] = (event["player"] + 1) % len(game_before.racks)
    else:
        taken = next((e["at"] for e in events[:index] if e["type"] == "place"), None)
        not_held = [t for t in ("RR", "OO", "YY", "GG", "BB", "PP") if t not in game_before.racks[event["player"]]]
        choice = random.Random(index).randrange(3)
        if choice == 0 and taken:
            event["at"] = taken
        elif choice == 1 and not_held:
            event["tile"] = not_held[0]
        else:
            event["at"] = [[0, 99], [1, 99]]


@random_games
def test_a_record_with_one_broken_event_is_refused_at_that_event(variant, players, seed):
    game = play_random_game(variant, players, seed)
    document = json.loads(dumps_record(game, [Seat(f"Seat {i}") for i in range(players)]))
    rng = random.Random(seed)
    for index in rng.sample(range(len(document["events"])), 4):
        events = json.loads(json.dumps(document["events"]))
        game_before = Game.from_events(game.variant, game.log[:index])
        corrupt(events, index, game_before)

        with pytest.raises(RecordError) as refused:
            parse_record(json.dumps({**document, "events": events})).replay()
        assert refused.value.where == f"event {index}", refused.value


@random_games
def test_every_prefix_of_a_record_is_a_game_in_progress(variant, players, seed):
    game = play_random_game(variant, players, seed)
    for cut in random.Random(seed).sample(range(len(game.log)), 5):
        shorter = Game.from_events(game.variant, game.log[:cut])
        assert not shorter.is_over


@random_games
def test_a_player_view_hides_the_other_racks_and_samples_keep_the_tile_set(variant, players, seed):
    rng = random.Random(seed)

    def check(game):
        if rng.random() > 0.2:
            return
        for seat in range(players):
            view = game.view(seat)
            others = Counter(t for s, rack in enumerate(game.racks) if s != seat for t in rack)
            assert list(view.unseen) == sorted(view.unseen)
            assert Counter(view.unseen) == Counter(game.bag) + others
            assert view.rack == tuple(game.racks[seat])
            assert view.board.colour == game.board.colour
            assert not any(view._public.racks[s] for s in range(players) if s != seat)
            assert (view._public.bag, view._public.log) == ([], [])
            its_turn = seat == game.to_move
            assert view.can_swap() == (its_turn and game.can_swap())
            assert view.scored_placements() == (game.scored_placements() if its_turn else [])
            sample = view.sample_game(random.Random(rng.random()))
            assert sample.racks[seat] == game.racks[seat]
            assert [len(r) for r in sample.racks] == [len(r) for r in game.racks]
            assert (Counter(sample.bag) + Counter(t for rack in sample.racks for t in rack)
                    == Counter(game.bag) + Counter(t for rack in game.racks for t in rack))

    play_random_game(variant, players, seed, after_event=check)


def test_a_seeded_game_is_the_same_game_every_time():
    first = play_random_game("standard", 2, seed=2026)
    second = play_random_game("standard", 2, seed=2026)

    assert first.log == second.log


def test_the_events_of_a_random_game_are_the_ones_the_format_describes():
    game = play_random_game("standard", 3, seed=4)

    assert all(isinstance(e, Draw) for e in game.log[:3])
    assert {type(e) for e in game.log} <= {Draw, Place, Swap}
    assert isinstance(game.log[-1], Place) or game.log[-1] == Draw(game.log[-1].player, ())


ALL_TILES = sorted(set(tile_set(1, 1)))


@settings(max_examples=25, deadline=None)
@given(variant=st.sampled_from(VARIANTS), data=st.data())
def test_points_match_the_rules_on_random_boards_with_long_lines(variant, data):
    # Few colours on many cells make long lines, which whole random games rarely build.
    name, players = variant
    cells = position(name, players).board.geo.cells
    colours = data.draw(st.lists(st.sampled_from("RB"), min_size=1, max_size=2, unique=True))
    free_cells = [tuple(c) for c in cells if tuple(c) not in SYMBOL_AT.values()]
    fill = data.draw(st.dictionaries(st.sampled_from(free_cells), st.sampled_from(colours),
                                     max_size=len(cells) * 3 // 4))
    first_round = data.draw(st.booleans())
    game = position(name, players, cells=fill, racks=[ALL_TILES] + [[]] * (players - 1), first_round=first_round)

    assert listed_placements(game) == naive_placements(game)
