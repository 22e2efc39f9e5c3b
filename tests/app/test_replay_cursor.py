"""The replay cursor: any position of a record, the same as `replay --upto N`, and the scores turn by turn."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from ingenious_desktop.app.describe import turns_begun
from ingenious_desktop.app.replay import ReplayCursor
from ingenious_desktop.commands import records
from ingenious_desktop.engine import Draw, Game, Place, RecordError, Swap, load_record, parse_record

EXAMPLES = Path(__file__).resolve().parents[1] / "engine" / "examples"
RECORDS = sorted(EXAMPLES.glob("*.ingenious"))


def position(game: Game) -> tuple:
    """Everything a player could see of a position, and what the rules go on from."""
    return (list(game.board.colour), [sorted(rack) for rack in game.racks], [s[:] for s in game.scores], sorted(game.bag),
            game.phase, game.to_move, game.bonus_owed, list(game.log))


def fresh(record, upto: int) -> Game:
    return Game.from_events(record.variant, record.events[:upto])


def positions_along(record) -> list[tuple]:
    """The position after each number of events, 0 to all of them, by one plain replay."""
    game = Game(record.variant)
    seen = [position(game)]
    for event in record.events:
        game.apply(event)
        seen.append(position(game))
    return seen


@pytest.mark.parametrize("path", RECORDS, ids=lambda p: p.stem)
def test_every_position_in_any_order_is_the_log_replayed_that_far(path):
    record = load_record(path)
    cursor = ReplayCursor.of_record(record)
    want = positions_along(record)
    order = list(range(cursor.length + 1))
    random.Random(path.stem).shuffle(order)

    for upto in order:
        assert position(cursor.seek(upto)) == want[upto], upto


@pytest.mark.parametrize("path", RECORDS, ids=lambda p: p.stem)
def test_stepping_back_and_forward_one_event_at_a_time(path):
    record = load_record(path)
    cursor = ReplayCursor.of_record(record)
    want = positions_along(record)

    assert cursor.position == cursor.length
    while cursor.position:
        assert position(cursor.step(-1)) == want[cursor.position]
    assert cursor.step(-1) is cursor.game and cursor.position == 0
    while cursor.position < cursor.length:
        assert position(cursor.step(+1)) == want[cursor.position]


@pytest.mark.parametrize("path", RECORDS, ids=lambda p: p.stem)
def test_replay_upto_n_reports_the_cursor_position_at_n(path, capsys):
    cursor = ReplayCursor.of_record(load_record(path))

    for upto in range(cursor.length + 1):
        assert records.main(["replay", str(path), "--json", "--upto", str(upto)]) == 0
        reported = json.loads(capsys.readouterr().out)
        assert reported == records.replay_summary(cursor.seek(upto)), upto


@pytest.mark.parametrize("path", RECORDS, ids=lambda p: p.stem)
def test_the_scores_after_each_turn_are_the_engines(path):
    record = load_record(path)
    turns = ReplayCursor.of_record(record).turns

    assert len(turns) == 1 + turns_begun(record.events)
    assert [t.turn for t in turns] == list(range(len(turns)))
    for turn in turns:
        game = fresh(record, turn.end)
        assert [list(s) for s in turn.scores] == game.scores
        assert turn.lowest == tuple(min(s) for s in game.scores)
    assert turns[-1].end == len(record.events) or not isinstance(record.events[-1], Draw)


def test_each_turn_says_whose_it_was_its_bonus_placements_and_its_swap():
    record = load_record(EXAMPLES / "standard-4p-complete.ingenious")
    turns = ReplayCursor.of_record(record).turns
    events = record.events

    for previous, turn in zip(turns, turns[1:]):
        own = events[previous.end:turn.end]
        places = [e for e in own if isinstance(e, Place)]
        assert {e.player for e in own} == {turn.seat}
        assert turn.bonuses == len(places) - 1
        assert turn.swapped == any(isinstance(e, Swap) for e in own)
    assert any(t.bonuses for t in turns) and any(t.swapped for t in turns)


def test_a_record_that_stops_mid_turn_ends_with_that_turn_so_far():
    record = load_record(EXAMPLES / "standard-2p-midgame.ingenious")
    last_place = max(i for i, e in enumerate(record.events) if isinstance(e, Place))
    record.events = record.events[:last_place + 1]

    turns = ReplayCursor.of_record(record).turns

    assert turns[-1].end == last_place + 1
    assert [list(s) for s in turns[-1].scores] == fresh(record, last_place + 1).scores


def test_a_log_that_breaks_a_rule_is_refused_with_the_event_named():
    data = json.loads((EXAMPLES / "standard-2p-midgame.ingenious").read_text())
    places = [i for i, e in enumerate(data["events"]) if e["type"] == "place"]
    data["events"][places[1]]["at"] = data["events"][places[0]]["at"]

    with pytest.raises(RecordError) as refused:
        ReplayCursor.of_record(parse_record(json.dumps(data)))
    assert refused.value.where == f"event {places[1]}"


def test_a_position_outside_the_record_is_refused():
    cursor = ReplayCursor.of_record(load_record(EXAMPLES / "solo-1p-midgame.ingenious"))

    with pytest.raises(IndexError):
        cursor.seek(cursor.length + 1)
    with pytest.raises(IndexError):
        cursor.seek(-1)


@pytest.mark.parametrize("name", ["standard-4p-complete", "team-4p-complete", "solo-1p-midgame"])
def test_a_move_step_lays_or_lifts_exactly_one_tile(name):
    record = load_record(EXAMPLES / f"{name}.ingenious")
    cursor = ReplayCursor.of_record(record)
    places = sum(isinstance(e, Place) for e in record.events)
    cursor.seek(cursor.stops[0])
    printed = sum(colour >= 0 for colour in cursor.game.board.colour)  # the printed symbols

    def tiles_on_board():
        return sum(colour >= 0 for colour in cursor.game.board.colour) - printed

    for made in range(1, places + 1):
        cursor.step_move(+1)
        assert tiles_on_board() == 2 * made
        assert cursor.position == len(record.events) or isinstance(record.events[cursor.position], Place)
    assert cursor.step_move(+1) is cursor.game and cursor.position == cursor.length
    for made in range(places - 1, -1, -1):
        cursor.step_move(-1)
        assert tiles_on_board() == 2 * made
    assert cursor.step_move(-1) is cursor.game and cursor.position == cursor.stops[0]
