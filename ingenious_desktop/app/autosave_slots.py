"""One autosave file per running copy of the program, so that two copies never write over each other.

Each copy holds a lock (Qt's QLockFile) on the autosave it writes for as long as it runs. The first
copy writes ``autosave.ingenious``; a copy started while it runs takes the next free one
(``autosave-2.ingenious`` and so on) and offers the game left unfinished there. A copy that starts with
no unfinished game of its own takes over one left unfinished in a file nobody holds; any other game left
unfinished in a file nobody holds moves to ``unfinished games/`` beside the autosave, for the window to
list under Open recent. So every unfinished game can be found again. The lock of a copy that was killed
is taken over at once: QLockFile sees that its process is gone.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import QLockFile

from ingenious_desktop.engine import RecordError, load_record

from .progress import unfinished
from .storage import unfinished_games_dir, unused_save_path

#: How many copies of the program may run at once, each with its own autosave.
MAX_COPIES = 9


@dataclass
class AutosaveSlot:
    """The autosave this copy writes, and its lock, held until the program ends; ``kept``: the games
    other copies left unfinished that were moved to ``unfinished games/`` at this start."""

    path: Path
    lock: QLockFile
    kept: list[Path] = field(default_factory=list)


def slot_path(first: Path, number: int) -> Path:
    """The autosave of copy ``number``: ``first`` itself for the first, ``autosave-2.ingenious`` and on after."""
    return first if number == 1 else first.with_name(f"{first.stem}-{number}{first.suffix}")


def claim_autosave(first: Path) -> AutosaveSlot:
    """Lock the first autosave no running copy holds (``first`` where none runs), taking over a game left
    unfinished in another free one when this one holds none, and keeping the others (see the module).
    Where a lock cannot be made at all (a read-only folder), ``first`` unlocked: its autosave then fails
    and says why. Raises OSError when the folder cannot be made."""
    first.parent.mkdir(parents=True, exist_ok=True)
    for number in range(1, MAX_COPIES + 1):
        path = slot_path(first, number)
        lock = _lock_of(path)
        if lock.tryLock(0):
            slot = AutosaveSlot(path, lock)
            _gather_unfinished(slot, first)
            return slot
        if lock.error() != QLockFile.LockError.LockFailedError:
            break  # not held by another copy: the folder refuses it
    return AutosaveSlot(first, _lock_of(first))


def _lock_of(path: Path) -> QLockFile:
    lock = QLockFile(f"{path}.lock")
    lock.setStaleLockTime(0)  # stale only when its copy is gone, however long a game lasts
    return lock


def _gather_unfinished(slot: AutosaveSlot, first: Path) -> None:
    """Take the first game left unfinished in a free slot into ``slot`` if it has nothing to offer (a
    broken file there is kept aside by the start, never written over); move the rest out of the slots."""
    free = _state(slot.path) in ("missing", "done")
    for number in range(1, MAX_COPIES + 1):
        other = slot_path(first, number)
        if other == slot.path or not other.is_file():
            continue
        lock = _lock_of(other)
        if not lock.tryLock(0):
            continue  # a running copy's game
        try:
            if _state(other) != "unfinished":
                continue
            if free:
                os.replace(other, slot.path)
                free = False
            else:
                slot.kept.append(_keep_unfinished(other, first))
        except OSError:
            continue  # left where it is, for a later start
        finally:
            lock.unlock()


def _keep_unfinished(path: Path, first: Path) -> Path:
    folder = unfinished_games_dir(first)
    folder.mkdir(parents=True, exist_ok=True)
    kept = unused_save_path(folder)
    os.replace(path, kept)
    return kept


def _state(path: Path) -> str:
    """"missing", "unreadable", "unfinished" or "done" (over, or nobody has placed yet)."""
    if not path.exists() and not path.is_symlink():
        return "missing"
    try:
        game = load_record(path).replay()
    except RecordError:
        return "unreadable"
    return "unfinished" if unfinished(game) else "done"
