"""The controller counts a game in the statistics when it ends in play, once, and keeps its id in the save."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ingenious_desktop.app import game_end
from ingenious_desktop.app.describe import STATISTICS
from ingenious_desktop.app.statistics import LOSS, WIN, load_statistics
from ingenious_desktop.engine import Game, Phase, Placement, Seat, load_record, parse_record

from games import dealt_game

EXAMPLES = Path(__file__).resolve().parents[1] / "engine" / "examples"
BOT = Seat("Bot", "ai", "hard")


def one_placement_from_the_end():
    """standard-2p-complete without its last placement; the seats with a human to make it; that placement."""
    record = load_record(EXAMPLES / "standard-2p-complete.ingenious")
    last = record.events[-1]
    seats = [BOT, BOT]
    seats[last.player] = Seat("Ada")
    return Game.from_events(record.variant, record.events[:-1]), seats, Placement(last.tile, last.at)


def counted(controller) -> list:
    return load_statistics(controller.statistics_path)[0].games


def test_the_placement_that_ends_the_game_counts_it_once(controller):
    game, seats, last = one_placement_from_the_end()
    controller.start(game, seats)

    assert controller.request_placement(last)

    assert controller.game.is_over
    (result,) = counted(controller)
    ada = seats.index(Seat("Ada"))
    winner = controller.game.ranking()[0]
    assert result.game_id == controller.game_id
    assert result.seats[ada].outcome == (WIN if winner == [ada] else LOSS)
    assert result.seats[ada].lowest == min(controller.game.scores[ada])


def test_a_finished_game_opened_again_is_not_counted_again(controller):
    game, seats, last = one_placement_from_the_end()
    controller.start(game, seats)
    controller.request_placement(last)
    text = controller.record_text()
    record = parse_record(text)

    controller.start(record.replay(), record.seats, record.extra)
    controller.start(record.replay(), record.seats)  # even without its id: it did not end here

    assert len(counted(controller)) == 1


def test_a_game_opened_from_its_save_keeps_its_id_so_it_counts_once(controller):
    game, seats, last = one_placement_from_the_end()
    controller.start(game, seats)
    saved_before_the_end = parse_record(controller.record_text())
    controller.request_placement(last)

    controller.start(saved_before_the_end.replay(), saved_before_the_end.seats, saved_before_the_end.extra)
    controller.request_placement(last)

    assert controller.game_id == saved_before_the_end.extra["game_id"]
    assert len(counted(controller)) == 1


def test_undoing_a_turn_is_kept_in_the_save_and_marks_the_game(controller, qtbot):
    game = dealt_game()
    controller.start(game, [Seat("Ada"), Seat("Bot", "ai", "easy")])
    controller.request_placement(game.legal_placements()[0])
    if controller.game.phase is Phase.REFILL:
        controller.answer_swap(False)
    qtbot.waitUntil(lambda: controller.human_to_place() == 0, timeout=10000)
    assert not controller.undid

    controller.undo()

    assert controller.undid
    assert json.loads(controller.record_text())["undid"] is True
    end, seats, last = one_placement_from_the_end()
    controller.start(end, seats, {"game_id": "resumed", "undid": True})  # a save with an undo, opened
    controller.request_placement(last)
    (result,) = counted(controller)
    assert result.undid


def test_a_broken_statistics_file_is_said_once(controller, qtbot):
    controller.statistics_path.write_text("{broken")
    game, seats, last = one_placement_from_the_end()
    controller.start(game, seats)

    changes, lines = [], []
    controller.gameChanged.connect(changes.append)
    controller.statusChanged.connect(lines.append)

    controller.request_placement(last)

    (notice,) = [change.notice for change in changes if change.notice is not None]
    assert notice.kind == STATISTICS
    assert lines[-1].startswith("Game over · ") and "The statistics file could not be read" in lines[-1]
    assert len(counted(controller)) == 1
    assert len(list(controller.statistics_path.parent.glob("statistics.broken-*.json"))) == 1


def test_the_placement_that_ends_the_game_is_autosaved_before_the_statistics_are_touched(controller, monkeypatch):
    def out_of_memory(path, result):  # as a statistics file linked to /dev/zero once did
        raise MemoryError
    monkeypatch.setattr(game_end, "record_game", out_of_memory)
    game, seats, last = one_placement_from_the_end()
    controller.start(game, seats)

    with pytest.raises(MemoryError):
        controller.request_placement(last)

    assert load_record(controller.autosave_path).replay().is_over
