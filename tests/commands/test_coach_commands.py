"""analyse and review, run as the command line runs them (docs/commands.md)."""

import functools
import json
import subprocess
import sys
from pathlib import Path

import pytest

from ingenious_desktop.ai.coach import ACCURACY_CREDIT, Coach
from ingenious_desktop.cli import main
from ingenious_desktop.commands import coach_tools
from ingenious_desktop.engine import Phase, Seat, dumps_record, load_record
from games import game_at_a_swap_offer

EXAMPLES = "tests/engine/examples"
MIDGAMES = [f"{EXAMPLES}/{name}-midgame.ingenious" for name in ("standard-2p", "standard-3p", "standard-4p", "team-4p")]


@pytest.fixture(autouse=True)
def few_samples(monkeypatch):
    """The tools' coach takes a few samples only, so that the output is the same on any machine."""
    monkeypatch.setattr(coach_tools, "Coach", functools.partial(Coach, samples=3))


def run(capsys, *argv):
    status = main(list(argv))
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def saved(tmp_path, game, name="game.ingenious"):
    path = tmp_path / name
    path.write_text(dumps_record(game, [Seat(f"Player {s + 1}") for s in range(game.variant.players)]))
    return path


@pytest.mark.parametrize("path", MIDGAMES)
def test_analyse_prints_the_candidates_with_their_win_chances(capsys, path):
    status, out, _err = run(capsys, "analyse", path, "--top", "3", "--json")
    assert status == 0
    report = json.loads(out)
    game = load_record(path).replay()
    assert set(report) == {"to_move", "phase", "win_chance", "candidates"}
    assert (report["to_move"], report["phase"]) == (game.to_move, "place")
    legal = {json.dumps([p.tile, [list(c) for c in p.cells]]): list(points) for p, points in game.scored_placements()}
    assert len(report["candidates"]) == 3
    for candidate in report["candidates"]:
        assert set(candidate) == {"tile", "at", "points", "win_chance"}
        assert legal[json.dumps([candidate["tile"], candidate["at"]])] == candidate["points"]
    chances = [c["win_chance"] for c in report["candidates"]]
    assert chances == sorted(chances, reverse=True) and all(0 <= c <= 1 for c in chances)


def test_analyse_in_solo_gives_expected_results(capsys):
    status, out, _err = run(capsys, "analyse", f"{EXAMPLES}/solo-1p-midgame.ingenious", "--json")
    report = json.loads(out)
    assert status == 0 and isinstance(report["expected_result"], int) and "win_chance" not in report
    assert all(isinstance(c["expected_result"], int) and "win_chance" not in c for c in report["candidates"])


def test_analyse_at_a_swap_advises_on_the_swap(tmp_path, capsys):
    path = saved(tmp_path, game_at_a_swap_offer())
    status, out, _err = run(capsys, "analyse", str(path), "--json")
    report = json.loads(out)
    assert status == 0 and report["phase"] == "refill" and "candidates" not in report
    swap = report["swap"]
    assert set(swap) == {"advice", "win_chance_swap", "win_chance_keep"}
    assert swap["advice"] == (swap["win_chance_swap"] > swap["win_chance_keep"])


def test_analyse_reads_as_text_without_json(capsys):
    status, out, _err = run(capsys, "analyse", MIDGAMES[0], "--top", "2")
    assert status == 0
    lines = out.splitlines()
    assert "to place: win chance" in lines[0] and lines[2].startswith("  1. ") and len(lines) == 4


def test_review_judges_every_placement_and_sums_up_each_seat(capsys):
    path = f"{EXAMPLES}/standard-2p-midgame.ingenious"
    status, out, _err = run(capsys, "review", path, "--json")
    assert status == 0
    report = json.loads(out)
    placements = [e for e in load_record(path).events if e.to_json()["type"] == "place"]
    placed = [m for m in report["moves"] if "tile" in m["played"]]
    assert len(placed) == len(placements)
    for move in report["moves"]:
        assert set(move) == {"event", "player", "played", "best", "win_before", "win_played", "win_best",
                             "loss", "verdict"}
        assert move["loss"] == round(max(0, move["win_best"] - move["win_played"]), 3)
        assert move["verdict"] in ("best", "good", "inaccuracy", "mistake", "blunder")
    assert [s["player"] for s in report["summary"]] == [0, 1]
    for summary in report["summary"]:
        assert set(summary) == {"player", "placements", "accuracy", "inaccuracies", "mistakes", "blunders"}
        assert summary["placements"] == sum(e.player == summary["player"] for e in placements)


def test_review_of_one_seat_lists_only_its_decisions(capsys):
    status, out, _err = run(capsys, "review", f"{EXAMPLES}/standard-2p-midgame.ingenious", "--seats", "1", "--json")
    report = json.loads(out)
    assert status == 0 and {m["player"] for m in report["moves"]} == {1}
    assert [s["player"] for s in report["summary"]] == [1]


def test_review_lists_swap_choices_in_place_of_placements(tmp_path, capsys):
    game = game_at_a_swap_offer()
    game.end_turn(swap=True)
    status, out, _err = run(capsys, "review", str(saved(tmp_path, game)), "--seats", str(1 - game.to_move), "--json")
    swaps = [m for m in json.loads(out)["moves"] if "swap" in m["played"]]
    assert status == 0 and swaps[-1]["played"] == {"swap": True} and set(swaps[-1]["best"]) == {"swap"}


def test_review_reads_as_text_without_json(capsys):
    status, out, _err = run(capsys, "review", f"{EXAMPLES}/standard-2p-midgame.ingenious")
    assert status == 0
    assert out.splitlines()[-1].startswith("Player 2: ") and "accuracy" in out.splitlines()[-1]


def opponent_rack_changed(record_path, seat):
    """The record with tiles the other seat drew but never placed replaced by tiles nobody drew."""
    record = load_record(record_path)
    game = record.replay()
    opponent = 1 - seat
    unplaced = list(game.racks[opponent])
    spare = [t for t in sorted(set(game.bag)) if t not in unplaced]
    events = list(record.events)
    for index in range(len(events) - 1, -1, -1):
        event = events[index]
        if event.player == opponent and event.to_json()["type"] == "draw" and unplaced:
            tiles = list(event.tiles)
            for k, tile in enumerate(tiles):
                if tile in unplaced and spare:
                    unplaced.remove(tile)
                    tiles[k] = spare.pop()
            events[index] = type(event)(opponent, tuple(tiles))
            break
    changed = type(record)(record.variant, record.seats, events, record.extra)
    assert changed.replay().racks[opponent] != game.racks[opponent]
    return record, changed


def test_hidden_tiles_change_no_output(tmp_path, capsys):
    path = f"{EXAMPLES}/standard-2p-midgame.ingenious"
    seat = load_record(path).replay().to_move
    _record, changed = opponent_rack_changed(path, seat)
    changed_path = tmp_path / "changed.ingenious"
    changed_path.write_text(dumps_record(changed.replay(), changed.seats))
    # A budget no loaded machine runs out of, so that the three samples, not the clock, end each judgement.
    for argv in (["analyse", "--seconds", "60"], ["review", "--seats", str(seat), "--seconds", "60"]):
        assert run(capsys, *argv, path, "--json") == run(capsys, *argv, str(changed_path), "--json")


def refused(capsys, *argv):
    status, out, err = run(capsys, *argv)
    return status == 2 and out == "" and err.count("\n") == 1, err


@pytest.mark.parametrize("argv", [
    ["analyse", f"{EXAMPLES}/standard-2p-complete.ingenious"],
    ["analyse", MIDGAMES[0], "--top", "0"],
    ["review", MIDGAMES[0], "--seats", "7"],
    ["review", MIDGAMES[0], "--seats", "zero"],
    ["analyse", MIDGAMES[0], "--seconds", "inf"],
    ["review", MIDGAMES[0], "--seconds", "nan"],
    ["analyse", MIDGAMES[0], "--seconds", "-1"],
    ["review", MIDGAMES[0], "--bogus"],
])
def test_bad_requests_are_refused_in_one_line(capsys, argv):
    ok, err = refused(capsys, *argv)
    assert ok, err


@pytest.mark.parametrize("tool", ["analyse", "review"])
def test_a_record_replay_rejects_is_refused_in_one_line(tmp_path, capsys, tool):
    data = json.loads(Path(MIDGAMES[0]).read_text())
    data["events"][6]["at"] = [[9, 9], [9, 8]]
    path = tmp_path / "broken.ingenious"
    path.write_text(json.dumps(data))
    ok, err = refused(capsys, tool, str(path))
    assert ok and err.startswith("event 6: ")


def test_a_file_that_is_not_a_record_is_refused_in_one_line(tmp_path, capsys):
    path = tmp_path / "note.ingenious"
    path.write_text("hello")
    ok, err = refused(capsys, "review", str(path))
    assert ok and err.startswith("file: ")


def test_the_tools_never_import_qt():
    script = ("import sys\nfrom ingenious_desktop.cli import main\n"
              f"main(['analyse', {MIDGAMES[0]!r}, '--seconds', '0.2'])\n"
              f"main(['review', {EXAMPLES + '/solo-1p-midgame.ingenious'!r}, '--seconds', '0.05'])\n"
              "assert not [m for m in sys.modules if m.startswith('PySide6')], 'Qt was imported'\n")
    completed = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120)
    assert completed.returncode == 0, completed.stderr


def test_analyse_at_a_turns_end_without_a_swap_has_nothing_to_choose(tmp_path, capsys):
    from games import dealt_game

    game = dealt_game()
    while game.phase is not Phase.REFILL or game.can_swap():
        if game.phase is Phase.PLACE:
            game.place(game.legal_placements()[0])
        else:
            game.end_turn()
    status, out, _err = run(capsys, "analyse", str(saved(tmp_path, game)), "--json")
    report = json.loads(out)
    assert status == 0 and (report["phase"], report["candidates"]) == ("refill", []) and "swap" not in report


def test_review_in_solo_judges_by_expected_result(capsys):
    status, out, _err = run(capsys, "review", f"{EXAMPLES}/solo-1p-midgame.ingenious", "--json")
    report = json.loads(out)
    assert status == 0 and report["moves"]
    assert all(isinstance(m["expected_played"], int) and "win_played" not in m for m in report["moves"])
    summary = report["summary"][0]
    verdicts = [m["verdict"] for m in report["moves"]]
    assert summary["accuracy"] == pytest.approx(sum(ACCURACY_CREDIT[v] for v in verdicts) / len(verdicts), abs=0.001)
