"""A full disk under the autosave, as the player meets it: told plainly once while it lasts, and a
game that ended meanwhile is not offered as unfinished at the next start."""

from __future__ import annotations

from pathlib import Path

from ingenious_desktop.app import autosave as autosave_module
from ingenious_desktop.engine import Game, Phase, Place, Placement, Seat, load_record
from ingenious_desktop.ui.window.main import offer_resume

EXAMPLES = Path(__file__).resolve().parents[1] / "engine" / "examples"


def test_a_full_disk_is_told_once_and_a_game_ended_meanwhile_is_not_offered_again(make_window, message_boxes,
                                                                                   monkeypatch):
    full = load_record(EXAMPLES / "standard-2p-complete.ingenious")
    window = make_window()
    window.start_game(Game.from_events(full.variant, full.events[:-3]), [Seat("Ada"), Seat("Ben")])
    autosave = window.controller.autosave_path
    monkeypatch.setattr(autosave_module, "write_atomically", refuse_as_a_full_disk)

    for event in full.events[-3:]:
        if isinstance(event, Place):
            window.controller.confirm_hand_over()
            assert window.controller.request_placement(Placement(event.tile, event.at))
        elif window.controller.game.phase is Phase.REFILL:
            window.controller.answer_swap(False)

    assert window.controller.game.is_over
    told = [box for box in message_boxes if box.title == "Autosave failed"]
    assert len(told) == 1 and "is full" in told[0].text and "tried again" in told[0].text

    next_start = make_window()
    next_start.controller.autosave_path = autosave
    asked = len(message_boxes)
    assert not offer_resume(next_start)  # without the fix: "The last game … was not finished. Play on?"
    assert len(message_boxes) == asked


def refuse_as_a_full_disk(path, text):
    raise OSError(f"cannot write {path}: the disk holding {Path(path).parent} is full")
