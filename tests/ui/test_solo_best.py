"""The solo game-over says the best result so far, from the statistics of the games before this one."""

from __future__ import annotations

from pathlib import Path


from ingenious_desktop.app.statistics import GameResult, Statistics, save_statistics
from ingenious_desktop.engine import Game, Placement, Seat, load_record


SOLO = Path(__file__).resolve().parents[1] / "engine" / "examples" / "solo-1p-complete.ingenious"


def finish_the_solo_game(window, qtbot) -> str:
    """Play the recorded solo game's last placement with a real click path (the table's request); the
    game-over dialog's text."""
    record = load_record(SOLO)
    last = record.events[-1]
    window.start_game(Game.from_events(record.variant, record.events[:-1]), [Seat("Ann")])
    window.scene.placementRequested.emit(Placement(last.tile, last.at))
    qtbot.waitUntil(lambda: window.questions.dialog is not None, timeout=5000)
    return window.questions.dialog.summary.text()


def an_earlier_solo_game(result: str) -> GameResult:
    game = load_record(SOLO).replay()
    earlier = GameResult.of(game, [Seat("Ann")], "an earlier game")
    return GameResult(**{**earlier.__dict__, "solo_result": result})


def test_the_solo_game_over_names_the_best_result_of_the_games_before(window, qtbot):
    save_statistics(window.controller.statistics_path, Statistics([an_earlier_solo_game("999999")]))

    text = finish_the_solo_game(window, qtbot)

    assert "Your best so far: <b>999999</b>" in text


def test_a_first_solo_game_claims_no_best_so_far(window, qtbot):
    text = finish_the_solo_game(window, qtbot)

    assert "best so far" not in text and "new best" not in text
