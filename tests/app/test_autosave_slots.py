"""Two copies of the program never write one autosave (issue 25, item 3): each locks its own; a game left
unfinished in either is offered again, or kept in a file of its own when another is offered (issue 38,
item 13); the lock of a copy killed with -9 is taken over at once."""

from __future__ import annotations

import os
import subprocess
import tempfile
import time
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ingenious_desktop.app.autosave_slots import claim_autosave, slot_path
from ingenious_desktop.app.controller import GameController
from ingenious_desktop.app.storage import remove_stale_temporaries
from ingenious_desktop.engine import RecordError, Seat, dumps_record, load_record

from games import dealt_game

ADA, BEN, BOT = Seat("Ada"), Seat("Ben"), Seat("Bot", "ai", "easy")

#: Another copy of the program, as far as the autosave is concerned: it claims one and waits.
OTHER_COPY = """
import sys, time
from pathlib import Path
from ingenious_desktop.app.autosave_slots import claim_autosave
slot = claim_autosave(Path(sys.argv[1]))
print(slot.path, flush=True)
time.sleep(600)
"""


def started_game(seats, placements: int = 1, seed: int = 7):
    game = dealt_game(seed=seed)
    for _ in range(placements):
        game.place(game.legal_placements()[0])
        if not game.is_over:
            game.end_turn()
    return game, seats


def write_game(path: Path, game, seats) -> None:
    path.write_text(dumps_record(game, seats, {"game_id": path.name}))


@pytest.fixture
def other_copy(tmp_path):
    """Start another copy claiming the autosave in tmp_path; the slot it took."""
    process = subprocess.Popen([sys.executable, "-c", OTHER_COPY, str(tmp_path / "autosave.ingenious")],
                               stdout=subprocess.PIPE, text=True)
    yield process, Path(process.stdout.readline().strip())
    process.kill()
    process.wait(timeout=10)
    process.stdout.close()


def test_a_second_copy_autosaves_into_a_file_of_its_own_and_both_games_are_kept(tmp_path, qapp):
    first, second = claim_autosave(tmp_path / "autosave.ingenious"), claim_autosave(tmp_path / "autosave.ingenious")
    assert first.path != second.path
    two, four = GameController(first.path), GameController(second.path)
    two.start(dealt_game(), [ADA, BEN])
    four.start(dealt_game(players=4), [ADA, BEN, Seat("Cleo"), Seat("Dan")])

    two.request_placement(two.game.legal_placements()[0])
    four.request_placement(four.game.legal_placements()[0])

    assert load_record(first.path).events == two.game.log
    assert load_record(second.path).events == four.game.log
    first.lock.unlock(), second.lock.unlock()


def test_a_copy_in_another_process_keeps_its_autosave_while_it_runs(tmp_path, other_copy):
    _process, taken = other_copy

    mine = claim_autosave(tmp_path / "autosave.ingenious")

    assert taken == tmp_path / "autosave.ingenious" and mine.path != taken
    mine.lock.unlock()


def test_the_lock_of_a_copy_killed_with_minus_9_blocks_nothing(tmp_path, other_copy):
    process, taken = other_copy
    process.kill()  # SIGKILL: it never unlocks
    process.wait(timeout=10)
    assert Path(f"{taken}.lock").exists()

    mine = claim_autosave(tmp_path / "autosave.ingenious")

    assert mine.path == taken
    mine.lock.unlock()


def test_a_game_left_unfinished_by_the_second_copy_is_offered_when_one_runs_alone(tmp_path):
    first = tmp_path / "autosave.ingenious"
    left = tmp_path / "autosave-2.ingenious"
    write_game(first, *started_game([ADA, BOT], placements=0))  # dealt, nobody placed: nothing to offer
    write_game(left, *started_game([ADA, BEN], placements=2))

    slot = claim_autosave(first)

    assert slot.path == first and load_record(first).extra["game_id"] == left.name
    assert not left.exists()
    slot.lock.unlock()


def test_a_second_unfinished_game_is_kept_in_a_file_of_its_own_when_one_copy_runs(tmp_path):
    first = tmp_path / "autosave.ingenious"
    second = tmp_path / "autosave-2.ingenious"
    write_game(first, *started_game([ADA, BOT]))
    write_game(second, *started_game([ADA, BEN], placements=2))

    slot = claim_autosave(first)

    assert load_record(first).extra["game_id"] == first.name  # offered now
    (kept,) = slot.kept  # without it: left in autosave-2, offered only when two copies run at once
    assert kept.parent == tmp_path / "unfinished games" and not second.exists()
    assert load_record(kept).extra["game_id"] == second.name
    slot.lock.unlock()


def test_a_running_copys_unfinished_game_stays_where_it_is(tmp_path, other_copy):
    _process, taken = other_copy
    write_game(taken, *started_game([ADA, BEN], placements=2))
    write_game(tmp_path / "autosave-3.ingenious", *started_game([ADA, BOT], placements=3))

    mine = claim_autosave(tmp_path / "autosave.ingenious")

    assert load_record(taken).extra["game_id"] == taken.name and mine.kept == []
    assert load_record(mine.path).extra["game_id"] == "autosave-3.ingenious"
    mine.lock.unlock()


SLOT_STATES = st.lists(st.sampled_from(["missing", "unfinished", "done", "unreadable"]), min_size=1, max_size=4)


@settings(max_examples=40, deadline=None)
@given(SLOT_STATES)
def test_every_unfinished_game_is_offered_or_kept_and_no_unreadable_file_is_written_over(states):
    with tempfile.TemporaryDirectory() as folder:
        first = Path(folder) / "autosave.ingenious"
        unfinished_ids, unreadable = set(), []
        for number, state in enumerate(states, start=1):
            path = slot_path(first, number)
            if state == "unfinished":
                write_game(path, *started_game([ADA, BEN], placements=number))
                unfinished_ids.add(path.name)
            elif state == "done":
                write_game(path, *started_game([ADA, BOT], placements=0))
            elif state == "unreadable":
                path.write_text(f"{{ broken {number}")
                unreadable.append((path, path.read_text()))

        slot = claim_autosave(first)
        slot.lock.unlock()

        offered, kept = game_id(slot.path), [game_id(path) for path in slot.kept]
        assert unfinished_ids <= {offered, *kept} and set(kept) <= unfinished_ids
        assert len(set(kept)) == len(kept) and offered not in kept
        assert all(path.read_text() == text for path, text in unreadable)


def game_id(path: Path) -> str | None:
    try:
        return load_record(path).extra["game_id"]
    except RecordError:
        return None


def test_an_unreadable_autosave_is_never_written_over_by_another_copys_game(tmp_path):
    first = tmp_path / "autosave.ingenious"
    first.write_text("{ broken")
    write_game(tmp_path / "autosave-2.ingenious", *started_game([ADA, BEN]))

    slot = claim_autosave(first)

    assert first.read_text() == "{ broken"  # the start keeps it aside and tells the player
    slot.lock.unlock()


def test_what_a_killed_save_of_any_copy_left_is_removed_but_nothing_else(tmp_path):
    left = [tmp_path / "autosave.ingenious.AbC123", tmp_path / "autosave-2.ingenious.zzzzzz"]
    kept = [tmp_path / "autosave-2.ingenious", tmp_path / "autosave.ingenious.lock", tmp_path / "mine.ingenious.AbC123"]
    hour_ago = time.time() - 3600
    for path in left + kept:
        path.write_text("{}")
        os.utime(path, (hour_ago, hour_ago))

    assert sorted(remove_stale_temporaries(tmp_path)) == sorted(left)
    assert all(path.exists() for path in kept)
