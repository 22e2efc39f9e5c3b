"""The replay viewer's story of a record: its log lines, what each line points at, the game from a position."""

from __future__ import annotations

from pathlib import Path

import pytest

from ingenious_desktop.app.describe import BONUS, GAME_OVER, PLACED, SWAPPED, describe_events, describe_log
from ingenious_desktop.app.setup import GameSetup, setup_from_here
from ingenious_desktop.app.viewer import ReplayStory
from ingenious_desktop.engine import Game, Place, Seat, Swap, load_record

EXAMPLES = Path(__file__).resolve().parents[1] / "engine" / "examples"
RECORDS = sorted(path.stem for path in EXAMPLES.glob("*.ingenious"))


def story_of(name: str) -> tuple[ReplayStory, object]:
    record = load_record(EXAMPLES / f"{name}.ingenious")
    return ReplayStory(record.variant, record.events, record.seats), record


@pytest.mark.parametrize("name", RECORDS)
def test_the_whole_log_reads_as_the_lines_written_while_the_game_was_played(name):
    record = load_record(EXAMPLES / f"{name}.ingenious")
    game, as_played = Game(record.variant), []
    for event in record.events:
        game.apply(event)
        results = (game.results[-1],) if isinstance(event, Place) else ()
        as_played += describe_events(game, (event,), results, record.seats)

    assert describe_log(record.variant, record.events, record.seats) == as_played
    assert story_of(name)[0].lines == as_played


@pytest.mark.parametrize("name", RECORDS)
def test_each_log_line_points_at_the_event_it_tells(name):
    story, record = story_of(name)

    for row, line in enumerate(story.lines):
        event = record.events[story.line_events[row]]
        if line.kind in (PLACED, BONUS):
            result = story.result_of_line(row)
            assert isinstance(event, Place) and tuple(event.at) == result.placement.cells
            assert f"places {event.tile}" in line.text
        elif line.kind == SWAPPED:
            assert isinstance(event, Swap) and story.result_of_line(row) is None
        else:
            assert line.kind == GAME_OVER and row == len(story.lines) - 1 and story.finished


def test_a_line_jumps_to_the_stop_after_its_placement_and_the_lines_told_follow():
    story, record = story_of("standard-3p-complete")
    places = [index for index, event in enumerate(record.events) if isinstance(event, Place)]

    for row in range(len(story.lines) - 1):
        story.cursor.seek(story.stop_after_line(row))
        assert story.position in story.stops and story.position > story.line_events[row]
        assert story.lines_told() == row + 1 or story.lines[row + 1].kind in (SWAPPED, GAME_OVER)  # told with it
    story.cursor.seek(places[0])
    assert story.lines_told() == 0 and story.turn == 0


def test_a_game_from_here_starts_with_the_events_shown_and_leaves_the_story_alone():
    story, record = story_of("standard-4p-complete")
    story.cursor.seek(story.stops[30])

    game = story.game_from_here()
    game.place(game.legal_placements()[0])

    assert game.log[:story.position] == record.events[:story.position]
    assert story.cursor.events == record.events and story.game.log == record.events[:story.position]


def test_playing_on_from_here_gives_the_player_to_move_to_you_and_the_others_to_the_computer():
    last = GameSetup("standard", (Seat("Ada"), Seat("Bot", "ai", "hard")))

    setup = setup_from_here("standard", 3, 1, last)

    assert setup.seats == (Seat("Computer 1", "ai", "hard"), Seat("Ada"), Seat("Computer 3", "ai", "hard"))
    assert setup_from_here("solo", 1, 0, last).seats == (Seat("Ada"),)
