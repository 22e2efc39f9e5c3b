"""`python -m ingenious_desktop replay|moves FILE [--json]`, run as a user or another program would run them."""

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from ingenious_desktop.engine import parse_record

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "tests" / "engine" / "examples"
RECORDS = sorted(EXAMPLES.glob("*.ingenious"))
MIDGAME_RECORDS = [r for r in RECORDS if r.with_suffix(".moves.json").exists()]
ONE_ERROR_LINE = re.compile(r"(event \d+|file): \S.*")


def run_tool(*args) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.run([sys.executable, "-m", "ingenious_desktop", *map(str, args)],
                          capture_output=True, text=True, cwd=ROOT, env=env, timeout=60)


def expected(record: Path, kind: str):
    return json.loads(record.with_suffix(f".{kind}.json").read_text())


def move_key(move: dict) -> tuple:
    """One key for a placement and its mirror image (with its points swapped too)."""
    (a, b), (pa, pb) = [tuple(c) for c in move["at"]], move["points"]
    return min((move["tile"], a, b, pa, pb), (move["tile"][::-1], b, a, pb, pa))


@pytest.mark.parametrize("record", RECORDS, ids=lambda p: p.stem)
def test_replay_json_matches_the_expected_file(record):
    run = run_tool("replay", record, "--json")

    assert (run.returncode, run.stderr) == (0, "")
    assert json.loads(run.stdout) == expected(record, "expected")


@pytest.mark.parametrize("record", MIDGAME_RECORDS, ids=lambda p: p.stem)
def test_moves_json_matches_the_expected_set(record):
    run = run_tool("moves", record, "--json")

    assert (run.returncode, run.stderr) == (0, "")
    listed = [move_key(m) for m in json.loads(run.stdout)]
    assert len(listed) == len(set(listed))
    assert set(listed) == {move_key(m) for m in expected(record, "moves")}


def test_moves_on_a_finished_game_is_an_empty_list():
    run = run_tool("moves", EXAMPLES / "standard-2p-complete.ingenious", "--json")

    assert (run.returncode, json.loads(run.stdout)) == (0, [])


def test_replay_for_a_person_shows_the_scores_ranking_and_board():
    run = run_tool("replay", EXAMPLES / "standard-2p-complete.ingenious")
    want = expected(EXAMPLES / "standard-2p-complete.ingenious", "expected")

    assert run.returncode == 0
    lines = run.stdout.splitlines()
    for seat, scores in enumerate(want["scores"]):
        row = next(line for line in lines if line.startswith(f"Player {seat + 1} "))
        assert [int(n) for n in row.split()[2:8]] == list(scores.values())
    assert "Game over." in lines
    board_rows = [line for line in lines if re.fullmatch(r" *([.A-Za-z] )*[.A-Za-z]", line) and len(line) > 8]
    assert len(board_rows) == 11  # radius 5: rows r = -5 .. 5
    assert [len(row.split()) for row in board_rows] == [6, 7, 8, 9, 10, 11, 10, 9, 8, 7, 6]
    assert sum(row.count(c) for row in board_rows for c in "roygbp") == 6  # the printed symbols


def test_replay_for_a_person_shows_the_solo_result():
    record = EXAMPLES / "solo-1p-complete.ingenious"
    scores = sorted(expected(record, "expected")["scores"][0].values())

    run = run_tool("replay", record)

    assert f"Solo result: {scores[0]:02d}{scores[1]:02d}{scores[2]:02d}" in run.stdout.splitlines()


def test_replay_for_a_person_names_the_teams():
    run = run_tool("replay", EXAMPLES / "team-4p-midgame.ingenious")

    assert any(line.startswith("Player 1 & Player 3 ") for line in run.stdout.splitlines())
    assert any(line.startswith("Player 2 & Player 4 ") for line in run.stdout.splitlines())


def test_moves_for_a_person_lists_each_placement_with_its_points():
    record = EXAMPLES / "solo-1p-midgame.ingenious"
    run = run_tool("moves", record)

    assert run.returncode == 0
    assert run.stdout.splitlines()[0] == f"{len(expected(record, 'moves'))} legal placements:"


# ----------------------------------------------------------------- records the tools refuse

def midgame() -> dict:
    return json.loads((EXAMPLES / "standard-2p-midgame.ingenious").read_text())


def place_indices(record: dict) -> list[int]:
    return [i for i, e in enumerate(record["events"]) if e["type"] == "place"]


def onto_a_taken_cell(record):
    first, second = place_indices(record)[:2]
    record["events"][second]["at"] = record["events"][first]["at"]
    return record, f"event {second}"


def tile_not_in_the_rack(record):
    index = place_indices(record)[3]
    before = parse_record(json.dumps({**record, "events": record["events"][:index]})).replay()
    mover = record["events"][index]["player"]
    record["events"][index]["tile"] = next(t for t in ("RR", "OO", "YY", "GG", "BB", "PP")
                                           if t not in before.racks[mover])
    return record, f"event {index}"


def with_event(index, key, value):
    def change(record):
        record["events"][index][key] = value
        return record, f"event {index}"
    return change


def with_key(key, value):
    def change(record):
        record[key] = value
        return record, "file"
    return change


def too_many_players(record):
    record["players"] = [{"name": f"P{i}", "kind": "human"} for i in range(5)]
    return record, "file"


def without_key(key):
    def change(record):
        del record[key]
        return record, "file"
    return change


BROKEN_RECORDS = {
    "placed onto a taken cell": onto_a_taken_cell,
    "a tile not in the rack": tile_not_in_the_rack,
    "the wrong player places": with_event(2, "player", 1),
    "a bool for a player": with_event(3, "player", True),
    "a float for a player": with_event(3, "player", 0.0),
    "tiles not a list": with_event(0, "tiles", "RG"),
    "a cell with one number": with_event(2, "at", [[0, 0], [1]]),
    "a bool in a cell": with_event(2, "at", [[0, True], [1, 0]]),
    "an unknown event type": with_event(4, "type", "pass"),
    "a bool for the version": with_key("version", True),
    "an unknown variant": with_key("variant", "chess"),
    "players not a list": with_key("players", "Ada"),
    "events not a list": with_key("events", {"0": {}}),
    "not our format": with_key("format", "other-game"),
    "no events": without_key("events"),
    "too many players": too_many_players,
}


@pytest.mark.parametrize("tool", ["replay", "moves"])
@pytest.mark.parametrize("breakage", BROKEN_RECORDS.values(), ids=BROKEN_RECORDS.keys())
def test_a_broken_record_gives_one_error_line_and_status_2(tmp_path, tool, breakage):
    record, where = breakage(midgame())
    path = tmp_path / "broken.ingenious"
    path.write_text(json.dumps(record))

    run = run_tool(tool, path, "--json")

    assert_refused(run, where)


def assert_refused(run: subprocess.CompletedProcess, where: str) -> None:
    assert run.returncode == 2
    assert run.stdout == ""
    assert "Traceback" not in run.stderr
    lines = run.stderr.splitlines()
    assert len(lines) == 1 and ONE_ERROR_LINE.fullmatch(lines[0]), run.stderr
    assert lines[0].startswith(f"{where}: ")


BROKEN_FILES = {
    "not JSON": b"{\"format\": \"ingenious-save\", ",
    "not UTF-8": b"\xff\xfe\x00{}",
    "a JSON list": b"[]",
    "deeply nested JSON": b"[" * 200_000 + b"]" * 200_000,
    "nested JSON inside a record": (b'{"format": "ingenious-save", "version": 1, "variant": "standard", '
                                    b'"players": [], "events": ' + b"[" * 100_000 + b"]" * 100_000 + b"}"),
    "over the size limit": json.dumps({**midgame(), "note": "x" * (3 * 1024 * 1024)}).encode(),
    "empty": b"",
}


@pytest.mark.parametrize("content", BROKEN_FILES.values(), ids=BROKEN_FILES.keys())
def test_a_file_that_is_not_a_record_gives_one_error_line_and_status_2(tmp_path, content):
    path = tmp_path / "bad.ingenious"
    path.write_bytes(content)

    assert_refused(run_tool("replay", path, "--json"), "file")


def test_a_missing_file_gives_one_error_line_and_status_2(tmp_path):
    assert_refused(run_tool("replay", tmp_path / "no-such-game.ingenious", "--json"), "file")
    assert_refused(run_tool("moves", tmp_path / "no-such-game.ingenious"), "file")


def test_a_directory_gives_one_error_line_and_status_2(tmp_path):
    assert_refused(run_tool("replay", tmp_path, "--json"), "file")


# ----------------------------------------------------------------- replay --upto N

def test_replay_upto_gives_the_position_after_the_first_n_events():
    record = EXAMPLES / "standard-3p-complete.ingenious"
    events = json.loads(record.read_text())["events"]
    upto = 20
    places = sum(1 for e in events[:upto] if e["type"] == "place")
    want = parse_record(json.dumps({**json.loads(record.read_text()), "events": events[:upto]})).replay()

    run = run_tool("replay", record, "--json", "--upto", upto)

    assert (run.returncode, run.stderr) == (0, "")
    shown = json.loads(run.stdout)
    assert len(shown["placements"]) == places
    assert [list(s.values()) for s in shown["scores"]] == want.scores
    assert (shown["to_move"], shown["game_over"]) == (want.to_move, False)


def test_replay_upto_the_whole_log_is_plain_replay():
    record = EXAMPLES / "team-4p-complete.ingenious"
    length = len(json.loads(record.read_text())["events"])

    run = run_tool("replay", record, "--json", "--upto", length)

    assert json.loads(run.stdout) == expected(record, "expected")


def test_replay_upto_zero_is_the_empty_table():
    run = run_tool("replay", EXAMPLES / "standard-2p-complete.ingenious", "--json", "--upto", 0)

    shown = json.loads(run.stdout)
    assert shown["placements"] == []
    assert all(set(s.values()) == {0} for s in shown["scores"])
    assert (shown["to_move"], shown["game_over"]) == (0, False)


def test_replay_upto_checks_only_the_first_n_events(tmp_path):
    record, where = onto_a_taken_cell(midgame())
    broken_at = int(where.split()[1])
    path = tmp_path / "broken.ingenious"
    path.write_text(json.dumps(record))

    before = run_tool("replay", path, "--json", "--upto", broken_at)
    at = run_tool("replay", path, "--json", "--upto", broken_at + 1)

    assert (before.returncode, before.stderr) == (0, "")
    assert_refused(at, where)


@pytest.mark.parametrize("upto", ["-1", "43", "ten", "2.5", ""])
def test_replay_upto_a_bad_count_gives_one_line_and_status_2(upto):
    record = EXAMPLES / "standard-2p-midgame.ingenious"
    assert len(json.loads(record.read_text())["events"]) == 42

    run = run_tool("replay", record, "--json", "--upto", upto)

    assert (run.returncode, run.stdout) == (2, "")
    lines = run.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("--upto: "), run.stderr


@pytest.mark.parametrize("breakage, line", [
    (onto_a_taken_cell, "a tile goes on two empty cells: one of them is taken"),
    (with_event(2, "player", 1), "only the player whose turn it is places: expected player 0, got 1"),
    (with_key("variant", "chess"), "unknown variant 'chess': one of standard, travel, team, solo"),
], ids=["taken cell", "wrong player", "unknown variant"])
def test_the_rule_a_broken_record_breaks_is_told_in_english_whatever_the_language(tmp_path, breakage, line):
    record, where = breakage(midgame())
    path = tmp_path / "broken.ingenious"
    path.write_text(json.dumps(record))
    env = {**os.environ, "PYTHONPATH": str(ROOT), "LANGUAGE": "de", "LANG": "de_DE.UTF-8"}

    run = subprocess.run([sys.executable, "-m", "ingenious_desktop", "replay", str(path)], capture_output=True,
                         text=True, cwd=ROOT, env=env, timeout=60)

    assert (run.returncode, run.stderr) == (2, f"{where}: {line}\n")
