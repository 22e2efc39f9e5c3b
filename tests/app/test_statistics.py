"""Statistics and records: what the file holds after games end, and what the tables then say."""

from __future__ import annotations

import json
import os
import stat
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest

from ingenious_desktop.app.describe import statistics_trouble
from ingenious_desktop.app.opponents import opponents_label
from ingenious_desktop.app.statistics import (DRAW, LOSS, MAX_STATISTICS_BYTES, WIN, GameResult, SeatResult,
                                              Statistics, load_statistics, record_game, reset_statistics)
from ingenious_desktop.engine import Game, Seat, load_record

EXAMPLES = Path(__file__).resolve().parents[1] / "engine" / "examples"
START = datetime(2026, 3, 1, 12, 0, tzinfo=timezone.utc)


def finished(name: str) -> Game:
    return load_record(EXAMPLES / f"{name}.ingenious").replay()


def against(level: str, outcome: str, lowest: int = 10, variant: str = "standard", day: int = 0,
            game_id: str | None = None, undid: bool = False, hints: int = 0) -> GameResult:
    """A finished game of Ada against one computer of ``level``."""
    other = {WIN: LOSS, LOSS: WIN, DRAW: DRAW}[outcome]
    seats = (SeatResult("Ada", 0, "human", None, outcome, lowest), SeatResult("Computer", 1, "ai", level, other, 9))
    return GameResult(game_id or f"{level}-{variant}-{day}", (START + timedelta(days=day)).isoformat(), variant,
                      seats, None, undid, hints)


def solo(result: str, day: int, undid: bool = False) -> GameResult:
    seat = SeatResult("Ada", 0, "human", None, None, int(result[:2]))
    return GameResult(f"solo-{day}", (START + timedelta(days=day)).isoformat(), "solo", (seat,), result, undid)


def hot_seat(winner: str, loser: str, day: int) -> GameResult:
    seats = (SeatResult(winner, 0, "human", None, WIN, 12), SeatResult(loser, 1, "human", None, LOSS, 7))
    return GameResult(f"hot-{day}", (START + timedelta(days=day)).isoformat(), "standard", seats)


def label(row) -> str:
    """The opponents of a row of the table against the computer, as the statistics dialog names them."""
    return opponents_label(row.opponents)


def saved(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


# ----------------------------------------------------------------- a game counts once, when it ends

def test_a_finished_game_counts_once_however_often_it_is_recorded(tmp_path):
    path = tmp_path / "statistics.json"
    result = against("hard", WIN)

    assert record_game(path, result) is None
    assert record_game(path, result) is None
    assert record_game(path, against("hard", LOSS, game_id=result.game_id)) is None

    assert len(saved(path)["games"]) == 1
    (row,) = load_statistics(path)[0].against_computer()
    assert (label(row), row.variant, row.games, row.wins, row.losses) == ("Hard", "standard", 1, 1, 0)


def test_the_file_holds_the_game_and_reads_back_the_same(tmp_path):
    path = tmp_path / "statistics.json"
    result = GameResult.of(finished("team-4p-complete"),
                           [Seat("Ada"), Seat("C1", "ai", "easy"), Seat("Bo", "ai", "hard"), Seat("C2", "ai", "hard")],
                           "abc", undid=True, hints=2, ended=START)
    record_game(path, result)

    assert saved(path)["format"] == "ingenious-statistics"
    assert load_statistics(path)[0].games == [result]


def test_result_of_a_finished_game_follows_the_ranking_and_the_lowest_colours():
    game = finished("standard-3p-complete")
    seats = [Seat("Ada"), Seat("Ben", "ai", "medium"), Seat("Cy", "ai", "hard")]
    (winner,), *_rest = game.ranking()

    result = GameResult.of(game, seats, "g1")

    assert [s.outcome for s in result.seats] == [WIN if i == winner else LOSS for i in range(3)]
    assert [s.lowest for s in result.seats] == [min(scores) for scores in game.scores]
    assert label(Statistics([result]).against_computer()[0]) == "Medium and Hard"


def test_in_team_play_the_opponents_are_the_other_team():
    seats = [Seat("Ada"), Seat("Bo", "ai", "hard"), Seat("Partner", "ai", "easy"), Seat("Cy", "ai", "hard")]
    result = GameResult.of(finished("team-4p-complete"), seats, "t1")

    (row,) = Statistics([result]).against_computer()
    assert (label(row), row.variant) == ("Hard", "team")  # the easy partner is on Ada's side


def test_a_resigned_game_is_a_loss_for_whoever_resigned():
    game = load_record(EXAMPLES / "standard-2p-midgame.ingenious").replay()
    seats = [Seat("Ada"), Seat("Computer", "ai", "hard")]

    result = GameResult.of(game, seats, "r1", resigned_seat=0)

    assert result.resigned and result.seats[0].outcome == LOSS and result.seats[1].outcome == WIN
    (row,) = Statistics([result]).against_computer()
    assert (row.games, row.losses) == (1, 1)


def test_games_without_a_human_are_not_counted():
    seats = (SeatResult("A", 0, "ai", "hard", WIN, 10), SeatResult("B", 1, "ai", "easy", LOSS, 5))
    statistics = Statistics()

    assert not statistics.add(GameResult("x", START.isoformat(), "standard", seats))
    assert statistics.games == []


# ----------------------------------------------------------------- the tables

def test_two_and_three_players_against_the_same_level_are_two_rows():
    two = against("hard", WIN)
    three = GameResult("three", START.isoformat(), "standard",
                       (*two.seats, SeatResult("Computer 2", 2, "ai", "hard", LOSS, 7)))

    rows = Statistics([two, three]).against_computer()

    assert [(label(r), r.variant, r.players, r.games) for r in rows] == [("Hard", "standard", 2, 1),
                                                                        ("Hard", "standard", 3, 1)]


def test_wins_draws_losses_streaks_and_lowest_colours_per_level_and_variant():
    outcomes = [WIN, WIN, LOSS, WIN, WIN, WIN, DRAW, WIN]
    games = [against("hard", o, lowest=8 + day, day=day) for day, o in enumerate(outcomes)]
    games += [against("hard", WIN, variant="travel", day=20), against("easy", LOSS, day=21)]

    rows = Statistics(games).against_computer()

    assert [(label(r), r.variant) for r in rows] == [("Easy", "standard"), ("Hard", "standard"), ("Hard", "travel")]
    assert [r.players for r in rows] == [2, 2, 2]
    hard = rows[1]
    assert (hard.games, hard.wins, hard.draws, hard.losses) == (8, 6, 1, 1)
    assert (hard.streak, hard.best_streak) == (1, 3)
    assert hard.mean_lowest == pytest.approx(sum(range(8, 16)) / 8)
    assert hard.best_lowest == 15
    assert (rows[0].streak, rows[0].losses) == (0, 1)


def test_games_with_undo_or_hints_count_and_are_marked():
    games = [against("medium", WIN, day=0, undid=True), against("medium", WIN, day=1, hints=3),
             against("medium", WIN, day=2)]

    (row,) = Statistics(games).against_computer()

    assert (row.games, row.wins, row.streak) == (3, 3, 3)
    assert (row.undid, row.hinted) == (1, 1)


def test_a_solo_result_enters_the_top_ten_in_its_place():
    results = ["101010", "121110", "080808", "141414", "121212", "090909", "111111", "131313", "100908", "070707"]
    statistics = Statistics(solo(r, day) for day, r in enumerate(results))
    assert [e.result for e in statistics.solo_top()][-1] == "070707"

    statistics.add(solo("131414", 30, undid=True))
    top = statistics.solo_top()

    assert [e.result for e in top] == ["141414", "131414", "131313", "121212", "121110", "111111", "101010",
                                      "100908", "090909", "080808"]
    assert [e.place for e in top] == list(range(1, 11))
    assert top[1].undid and top[1].ended.startswith("2026-03-31")


def test_of_two_equal_solo_results_the_earlier_keeps_the_higher_place():
    statistics = Statistics([solo("121212", 5), solo("121212", 2), solo("111111", 1)])

    assert [e.ended[:10] for e in statistics.solo_top()] == ["2026-03-03", "2026-03-06", "2026-03-02"]


def test_hot_seat_is_counted_per_player_name():
    statistics = Statistics([hot_seat("Ada", "Ben", 0), hot_seat("Ada", "Ben", 1), hot_seat("Ben", "Ada", 2)])

    ada, ben = statistics.hot_seat()

    assert (ada.label, ada.games, ada.wins, ada.losses, ada.streak, ada.best_streak) == ("Ada", 3, 2, 1, 0, 2)
    assert (ben.label, ben.wins, ben.losses, ben.streak, ben.best_lowest) == ("Ben", 1, 2, 1, 12)


# ----------------------------------------------------------------- a file that is missing or broken

def test_a_missing_file_is_an_empty_start_without_a_word(tmp_path):
    statistics, notice = load_statistics(tmp_path / "statistics.json")

    assert (statistics.games, notice) == ([], None)


@pytest.mark.parametrize("content", [b"{not json", b"\xff\xfe", b"[]", b'{"format": "other"}',
                                     b'{"format": "ingenious-statistics", "version": 9, "games": []}',
                                     b'{"format": "ingenious-statistics", "version": 1, "games": [{"game_id": 3}]}'])
def test_a_broken_file_is_kept_aside_the_player_told_once_and_never_overwritten(tmp_path, content):
    path = tmp_path / "statistics.json"
    path.write_bytes(content)

    first = record_game(path, against("hard", WIN, day=0))
    second = record_game(path, against("hard", WIN, day=1))

    (kept,) = tmp_path.glob("statistics.broken-*.json")
    assert kept.read_bytes() == content
    assert kept.name == f"statistics.broken-{datetime.now().strftime('%Y-%m-%d')}.json"
    said = statistics_trouble(first)
    assert kept.name in said and "could not be read" in said
    assert second is None
    assert len(saved(path)["games"]) == 2


def test_a_second_broken_file_the_same_day_does_not_replace_the_first(tmp_path):
    path = tmp_path / "statistics.json"
    path.write_bytes(b"first")
    record_game(path, against("hard", WIN))
    path.write_bytes(b"second")

    notice = record_game(path, against("hard", WIN, day=1))

    kept = sorted(p.read_bytes() for p in tmp_path.glob("statistics.broken-*.json"))
    assert kept == [b"first", b"second"]
    assert "-2.json" in statistics_trouble(notice)


def test_reset_forgets_every_game(tmp_path):
    path = tmp_path / "statistics.json"
    record_game(path, against("hard", WIN))
    record_game(path, solo("121212", 1))

    reset_statistics(path)

    statistics, notice = load_statistics(path)
    assert (statistics.games, notice) == ([], None)


@pytest.mark.timeout(30)
@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are a POSIX thing")
def test_a_named_pipe_in_place_of_the_file_is_set_aside_at_once(tmp_path):
    path = tmp_path / "statistics.json"
    os.mkfifo(path)

    trouble = record_game(path, against("hard", WIN))  # without the check: blocked for ever

    (kept,) = tmp_path.glob("statistics.broken-*.json")
    assert stat.S_ISFIFO(kept.lstat().st_mode)
    said = statistics_trouble(trouble)
    assert kept.name in said and "named pipe" in said
    assert len(saved(path)["games"]) == 1


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="needs a device that never ends")
def test_a_link_to_an_endless_device_is_set_aside_unread(tmp_path):
    path = tmp_path / "statistics.json"
    path.symlink_to("/dev/zero")

    trouble = record_game(path, against("hard", WIN))  # without the check: memory grows until MemoryError

    (kept,) = tmp_path.glob("statistics.broken-*.json")
    assert kept.is_symlink() and "device" in statistics_trouble(trouble)
    assert len(saved(path)["games"]) == 1


def test_a_file_over_the_size_limit_is_set_aside_unread(tmp_path):
    path = tmp_path / "statistics.json"
    with path.open("wb") as file:
        file.truncate(MAX_STATISTICS_BYTES + 1)

    trouble = record_game(path, against("hard", WIN))

    (kept,) = tmp_path.glob("statistics.broken-*.json")
    assert kept.stat().st_size == MAX_STATISTICS_BYTES + 1
    assert "larger than" in statistics_trouble(trouble)


def test_a_network_game_is_kept_as_network_and_read_back_from_files_that_called_it_online(tmp_path):
    path = tmp_path / "statistics.json"
    seats = (SeatResult("Anna", 0, "human", None, LOSS, 6), SeatResult("Ada", 1, "human", None, WIN, 9))
    result = GameResult("ws://club#ABC234", START.isoformat(), "standard", seats, network=True, seat=1)
    record_game(path, result)
    [entry] = saved(path)["games"]
    assert entry["network"] is True and "online" not in entry

    entry["online"] = entry.pop("network")  # as the files before network play had one name hold it
    path.write_text(json.dumps({**saved(path), "games": [entry]}), encoding="utf-8")

    statistics, notice = load_statistics(path)
    assert notice is None and statistics.games == [result]
    [row] = statistics.network()
    assert (row.variant, row.games, row.wins) == ("standard", 1, 1)
