"""When the hard level's helper process cannot start, dies or fails, the computer still moves (thinking
in the game's own process) and the player is told once, never left waiting for a move that does not
come (issue 38, item 29)."""

from __future__ import annotations

import pytest

import helper_faults
from ingenious_desktop.ai.players import helper, search, two_ply
from ingenious_desktop.engine import Place, Seat

from games import dealt_game

HARD = Seat("Hard", "ai", "hard")
#: The helper's placement jobs: the search's, and the learner's (the hard level of 2-player standard)
JOBS = [(search, "search_placements_job"), (two_ply, "search_job")]


@pytest.fixture
def fresh_helper(monkeypatch):
    """The helper module as at the program's start, wanted whatever the cores, restored afterwards."""
    for name, value in {"_executor": None, "_failed": False, "_failure": None, "_stop_counter": None}.items():
        monkeypatch.setattr(helper, name, value)
    monkeypatch.setattr(helper, "helper_wanted", lambda: True)
    yield
    executor = helper._executor
    if executor is not None:
        executor.shutdown(wait=True, cancel_futures=True)


def cannot_start(*_args, **_kwargs):
    raise OSError(11, "Resource temporarily unavailable")


@pytest.mark.parametrize("break_it, said", [
    (lambda mp: [mp.setattr(m, name, helper_faults.die) for m, name in JOBS], ("stopped", "")),
    (lambda mp: [mp.setattr(m, name, helper_faults.fail) for m, name in JOBS],
     ("failed", "RuntimeError: the helper could not run the search")),
    (lambda mp: mp.setattr(helper, "ProcessPoolExecutor", cannot_start),
     ("cannot start", "Resource temporarily unavailable")),
], ids=["dies", "fails", "cannot start"])
def test_a_broken_helper_is_told_once_and_the_computer_moves_on(controller, qtbot, fresh_helper, monkeypatch,
                                                                 break_it, said):
    break_it(monkeypatch)
    told = []
    controller.helperFailed.connect(lambda kind, detail: told.append((kind, detail)))

    controller.start(dealt_game(), [HARD, HARD])
    qtbot.waitUntil(lambda: sum(isinstance(event, Place) for event in controller.game.log) >= 3,
                    timeout=30000)  # without the fix a failing job raised and no computer moved again

    assert told == [said]
