"""The bestmove and arena commands, run as the command line runs them."""

import json

import pytest

from ingenious_desktop.cli import main
from ingenious_desktop.engine import Seat, dumps_record, load_record
from ai_positions import random_position, swappable_positions


def saved(tmp_path, game, name="game.ingenious"):
    path = tmp_path / name
    seats = [Seat(f"Player {s + 1}") for s in range(game.variant.players)]
    path.write_text(dumps_record(game, seats))
    return path


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_bestmove_prints_a_legal_placement(tmp_path, capsys, level):
    game = random_position("standard", 2, seed=20, placements=8)
    path = saved(tmp_path, game)
    assert main(["bestmove", str(path), "--level", level, "--seconds", "0.2"]) == 0
    move = json.loads(capsys.readouterr().out)
    legal = [p.to_json() for p in load_record(path).replay().legal_placements()]
    assert move in legal


def test_bestmove_swap_answers_yes_or_no(tmp_path, capsys):
    path = saved(tmp_path, swappable_positions(count=1)[0])
    assert main(["bestmove", str(path), "--level", "medium", "--swap"]) == 0
    assert json.loads(capsys.readouterr().out) == {"swap": True}


def test_bestmove_swap_is_no_while_a_tile_is_due(tmp_path, capsys):
    path = saved(tmp_path, random_position("travel", 2, seed=21, placements=4))
    assert main(["bestmove", str(path), "--level", "hard", "--seconds", "0.1", "--swap"]) == 0
    assert json.loads(capsys.readouterr().out) == {"swap": False}


def test_bestmove_rejects_a_broken_record_in_one_line(tmp_path, capsys):
    path = saved(tmp_path, random_position("standard", 2, seed=22, placements=3))
    data = json.loads(path.read_text())
    data["events"][2]["tile"] = "PP" if data["events"][2]["tile"] != "PP" else "RR"
    path.write_text(json.dumps(data))
    assert main(["bestmove", str(path), "--level", "easy"]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith("event 2: ") and captured.err.count("\n") == 1


def test_bestmove_rejects_a_file_that_is_not_a_record(tmp_path, capsys):
    path = tmp_path / "note.ingenious"
    path.write_text("hello")
    assert main(["bestmove", str(path), "--level", "medium"]) == 2
    assert capsys.readouterr().err.startswith("file: ")


def test_arena_reports_results_and_times_as_json(capsys):
    assert main(["arena", "--players", "medium,easy", "--games", "4", "--seed", "3", "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["games"] == 4
    medium, easy = summary["sides"]
    assert medium["level"] == "medium" and easy["level"] == "easy"
    assert medium["wins"] + medium["draws"] + medium["losses"] == 4
    assert (medium["wins"], medium["losses"]) == (easy["losses"], easy["wins"])
    low, high = medium["interval95"]
    assert 0 <= low <= medium["score_share"] <= high <= 1
    assert medium["move_seconds_median"] <= medium["move_seconds_p95"]


@pytest.mark.parametrize("variant", ["team", "solo", "travel"])
def test_arena_plays_every_variant_as_a_table(capsys, variant):
    assert main(["arena", "--players", "hard,medium", "--games", "2", "--seconds", "0.02",
                 "--variant", variant]) == 0
    table = capsys.readouterr().out
    assert f"2 {variant} games" in table
    assert "95% interval" in table and "hard" in table and "medium" in table


def test_arena_refuses_an_unknown_level(capsys):
    assert main(["arena", "--players", "medium,grandmaster"]) == 2
    said = capsys.readouterr().err
    assert said.count("\n") == 1 and "grandmaster" in said
