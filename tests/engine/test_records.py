"""Events and the saved-game format (docs/save-format.md) through the engine API."""

import json

import pytest

from ingenious_desktop.engine import (
    MAX_RECORD_BYTES, Draw, Game, Hex, IllegalAction, Place, RecordError, Seat, dumps_record, load_record, parse_record,
    record_of,
)

# The example record printed in docs/save-format.md, and what docs/commands.md says replay gives for it.
DOCUMENTED_RECORD = {
    "format": "ingenious-save",
    "version": 1,
    "variant": "standard",
    "players": [{"name": "Ada", "kind": "human"}, {"name": "Computer", "kind": "ai", "level": "hard"}],
    "events": [
        {"type": "draw", "player": 0, "tiles": ["RG", "BB", "OY", "PR", "GG", "YB"]},
        {"type": "draw", "player": 1, "tiles": ["RO", "GB", "YY", "PP", "OG", "BR"]},
        {"type": "place", "player": 0, "tile": "RG", "at": [[0, -4], [1, -4]]},
        {"type": "draw", "player": 0, "tiles": ["OO"]},
        {"type": "place", "player": 1, "tile": "BG", "at": [[4, 0], [4, -1]]},
        {"type": "draw", "player": 1, "tiles": ["RR"]},
    ],
}


def parsed(document: dict):
    return parse_record(json.dumps(document))


def test_the_documented_record_replays_to_the_documented_result():
    game = parsed(DOCUMENTED_RECORD).replay()

    assert [r.points for r in game.results] == [(1, 0), (1, 0)]
    assert game.scores == [[1, 0, 0, 0, 0, 0], [0, 0, 0, 0, 1, 0]]
    assert (game.to_move, game.is_over, game.ranking()) == (0, False, [[0, 1]])


def test_seats_are_read_with_their_kind_and_level():
    record = parsed(DOCUMENTED_RECORD)

    assert record.seats == [Seat("Ada", "human"), Seat("Computer", "ai", "hard")]


def test_keys_of_our_own_are_kept_and_written_back():
    record = parsed({**DOCUMENTED_RECORD, "note": "a close one", "saved_at": "2026-11-29"})
    game = record.replay()

    saved = json.loads(dumps_record(game, record.seats, record.extra))

    assert isinstance(saved.pop("bag_seed"), int)  # ours too: the order of the game's bag from now on
    assert saved == {**DOCUMENTED_RECORD, "note": "a close one", "saved_at": "2026-11-29"}


def test_a_rack_tile_may_be_spelled_either_way_but_a_placement_puts_its_first_letter_first():
    events = [dict(e) for e in DOCUMENTED_RECORD["events"][:3]]
    events[0] = {**events[0], "tiles": ["GR", "BB", "OY", "PR", "GG", "YB"]}
    events[2] = {**events[2], "tile": "GR"}
    game = parsed({**DOCUMENTED_RECORD, "events": events}).replay()

    assert (game.board[Hex(0, -4)], game.board[Hex(1, -4)]) == (3, 0)  # green, red
    assert [r.points for r in game.results] == [(0, 0)]


@pytest.mark.parametrize("change, where", [
    ({"version": 2}, "file"),
    ({"version": True}, "file"),
    ({"version": 1.0}, "file"),
    ({"variant": "solo"}, "file"),  # solo takes 1 player, team 4: this record has 2
    ({"variant": "team"}, "file"),
    ({"players": [{"name": 7}, {"name": "B"}]}, "file"),
    ({"players": [{"name": "A", "kind": "robot"}, {"name": "B"}]}, "file"),
    ({"players": [{"name": "A", "kind": "ai", "level": "genius"}, {"name": "B"}]}, "file"),
])
def test_the_file_level_keys_are_checked_strictly(change, where):
    with pytest.raises(RecordError) as refused:
        parsed({**DOCUMENTED_RECORD, **change})
    assert refused.value.where == where
    assert str(refused.value).startswith(f"{where}: ")


@pytest.mark.parametrize("index, key, value", [
    (0, "player", True),
    (2, "player", 2),
    (2, "at", [[0, -4], [1.0, -4]]),
    (2, "at", [[0, -4]]),
    (3, "tiles", [1]),
    (4, "tile", None),
    (5, "type", "refill"),
])
def test_an_event_of_the_wrong_shape_is_refused_at_that_event(index, key, value):
    events = [dict(e) for e in DOCUMENTED_RECORD["events"]]
    events[index][key] = value

    with pytest.raises(RecordError) as refused:
        parsed({**DOCUMENTED_RECORD, "events": events})
    assert refused.value.where == f"event {index}"


@pytest.mark.parametrize("index, key, value, rule", [
    (1, "tiles", ["RO", "GB", "YY", "PP", "OG"], "6 tiles"),
    (2, "tile", "YY", "not in player 0's rack"),
    (2, "at", [[0, 0], [1, 0]], "first round"),
    (2, "at", [[0, -4], [2, -4]], "not adjacent"),
    (2, "at", [[0, -4], [0, -5]], "taken"),
    (2, "at", [[0, -6], [0, -5]], "not on the"),
    (2, "tile", "RX", "not a tile"),
    (3, "player", 1, "expected player 0"),
    (4, "at", [[0, -4], [1, -5]], "taken"),
])
def test_an_event_that_breaks_a_rule_is_refused_at_that_event_naming_the_rule(index, key, value, rule):
    events = [dict(e) for e in DOCUMENTED_RECORD["events"]]
    events[index][key] = value
    record = parsed({**DOCUMENTED_RECORD, "events": events})

    with pytest.raises(RecordError) as refused:
        record.replay()
    assert refused.value.where == f"event {index}"
    assert rule in refused.value.reason


def test_a_record_over_the_size_limit_is_refused_before_parsing(tmp_path):
    path = tmp_path / "big.ingenious"
    path.write_text(json.dumps({**DOCUMENTED_RECORD, "note": " " * MAX_RECORD_BYTES}))

    with pytest.raises(RecordError, match="^file: larger than"):
        load_record(path)


def test_a_refused_event_leaves_the_game_as_it_was():
    game = Game.new("standard", 2, seed=3)
    with pytest.raises(IllegalAction):
        game.apply(Draw(0, ("RG", "OO", "XX", "BB", "PP", "YY")))
    with pytest.raises(IllegalAction):
        game.apply(Draw(0, ("RR",) * 6))  # the bag holds five

    assert (len(game.bag), game.racks, game.log) == (120, [[], []], [])
    game.deal()
    rack = list(game.racks[0])
    with pytest.raises(IllegalAction):
        game.apply(Place(0, rack[0], (Hex(0, 0), Hex(1, 0))))
    assert (game.racks[0], game.results) == (rack, [])


def test_saving_and_loading_keeps_the_seats():
    game = Game.new("team", 4, seed=11)
    game.deal()
    seats = [Seat("A"), Seat("B", "ai", "easy"), Seat("C"), Seat("D", "ai", "hard")]

    record = parse_record(dumps_record(game, seats))

    assert record.seats == seats
    assert record_of(record.replay(), seats) == record_of(game, seats)
