"""A full disk under the autosave: the player is told once, every placement tries again, and a game
that ends meanwhile is never left in the autosave as unfinished."""

from __future__ import annotations

from pathlib import Path

import pytest

from ingenious_desktop.app import autosave as autosave_module
from ingenious_desktop.engine import Game, Phase, Placement, Seat, load_record

EXAMPLES = Path(__file__).resolve().parents[1] / "engine" / "examples"


class Disk:
    """Stands in for the autosave's disk: while ``full``, writing fails as a full disk does."""

    def __init__(self, monkeypatch):
        self.full = False
        self._write = autosave_module.write_atomically
        monkeypatch.setattr(autosave_module, "write_atomically", self.write)

    def write(self, path, text):
        if self.full:
            raise OSError(f"cannot write {path}: the disk holding {Path(path).parent} is full")
        self._write(path, text)


@pytest.fixture
def disk(monkeypatch) -> Disk:
    return Disk(monkeypatch)


HOT_SEAT = [Seat("Ada"), Seat("Ben")]


def place_one(controller) -> None:
    controller.confirm_hand_over()  # the player to move is at the table (nothing when no one is awaited)
    assert controller.request_placement(controller.game.legal_placements()[0])
    if controller.game.phase is Phase.REFILL:
        controller.answer_swap(False)


def test_a_run_of_failed_autosaves_is_told_once_and_the_next_placement_tries_again(controller, disk):
    told = []
    controller.autosaveFailed.connect(told.append)
    controller.start(load_record(EXAMPLES / "standard-2p-midgame.ingenious").replay(), HOT_SEAT)

    disk.full = True
    place_one(controller)
    place_one(controller)
    assert len(told) == 1 and "is full" in told[0]
    assert load_record(controller.autosave_path).events != controller.game.log  # the older state is still there

    disk.full = False
    place_one(controller)

    assert load_record(controller.autosave_path).events == controller.game.log
    disk.full = True
    place_one(controller)
    assert len(told) == 2  # a new run of failures is told again


def test_a_game_that_ends_while_the_disk_is_full_is_never_left_as_unfinished(controller, disk):
    full = load_record(EXAMPLES / "standard-2p-complete.ingenious")
    last = full.events[-1]
    controller.start(Game.from_events(full.variant, full.events[:-1]), HOT_SEAT)
    assert not load_record(controller.autosave_path).replay().is_over

    disk.full = True
    controller.confirm_hand_over()
    assert controller.request_placement(Placement(last.tile, last.at))

    assert controller.game.is_over
    assert not controller.autosave_path.exists()  # without the fix: the unfinished game, offered at the next start
