"""Where games are kept on disk, and writing them so a crash never leaves half a file."""

from __future__ import annotations

import math
import os
import re
import shutil
import stat
import time
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QStandardPaths

from ingenious_desktop.engine import write_atomically as write_all_at_once

SAVE_SUFFIX = ".ingenious"
AUTOSAVE_STEM = "autosave"
AUTOSAVE_NAME = AUTOSAVE_STEM + SAVE_SUFFIX
#: The folder beside the autosave that keeps every game that ended without being saved (in Open Recent).
FINISHED_GAMES = "finished games"
#: The folder beside the autosave that keeps the games other copies left unfinished (in Open Recent).
UNFINISHED_GAMES = "unfinished games"
#: A save's temporary file (engine.write_atomically, named as QSaveFile named them): the name it replaces (an
#: autosave of any running copy), a dot and six random letters or digits.
TEMPORARY_NAME = re.compile(re.escape(AUTOSAVE_STEM) + r"(-[0-9]+)?" + re.escape(SAVE_SUFFIX) + r"\.[A-Za-z0-9]{6}")
#: A save takes milliseconds: a temporary file left this long is from a save that was killed.
STALE_SECONDS = 60.0
#: What a disk needs beyond the file itself for a save to go through (blocks, metadata).
DISK_MARGIN = 64 * 1024


def app_data_dir() -> Path:
    return Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation))


def autosave_path() -> Path:
    return app_data_dir() / AUTOSAVE_NAME


def documents_dir() -> Path:
    return Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation))


def fresh_save_name(now: datetime | None = None) -> str:
    """A name for a game never saved before that tells games apart: the date and time it was first saved."""
    return f"ingenious {(now or datetime.now()):%Y-%m-%d %H-%M}{SAVE_SUFFIX}"


def finished_games_dir(autosave: Path) -> Path:
    """Where the games that ended unsaved are kept, beside the autosave."""
    return Path(autosave).parent / FINISHED_GAMES


def unfinished_games_dir(autosave: Path) -> Path:
    """Where the games other copies of the program left unfinished are kept, beside the autosave."""
    return Path(autosave).parent / UNFINISHED_GAMES


def unused_save_path(folder: Path, now: datetime | None = None) -> Path:
    """A file in ``folder`` no other uses: :func:`fresh_save_name`, numbered when that is taken."""
    name = Path(fresh_save_name(now))
    for number in range(1, 1000):
        path = folder / (name.name if number == 1 else f"{name.stem} ({number}){name.suffix}")
        if not path.exists() and not path.is_symlink():
            return path
    raise OSError(f"no free name in {folder}")


def keep_aside(path: Path, now: datetime | None = None) -> Path:
    """Rename the unreadable ``path`` beside itself with the date, never over another file; the new path.
    Raises OSError when it cannot be renamed."""
    stamp = f"{(now or datetime.now()):%Y-%m-%d %H-%M-%S}"
    for number in range(1, 100):
        counter = f" ({number})" if number > 1 else ""
        aside = path.with_name(f"{path.stem} unreadable {stamp}{counter}{path.suffix}")
        if not aside.exists() and not aside.is_symlink():
            path.rename(aside)
            return aside
    raise OSError(f"no free name beside {path}")


def write_atomically(path: str | Path, text: str) -> None:
    """Replace ``path`` with ``text`` all at once (engine.write_atomically, flushed to the disk), its folder made
    first; raises OSError saying what went wrong, and leaves the old file alone."""
    path = Path(path)
    data = text.encode("utf-8")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        write_all_at_once(path, data)
    except PermissionError as error:
        raise OSError(f"cannot write {path}: {why_not_opened(path, error.strerror or str(error))}") from error
    except OSError as error:
        raise OSError(f"cannot write {path}: {why_not_written(path, len(data), error.strerror or str(error))}") \
            from error


def why_not_opened(path: Path, qt_reason: str) -> str:
    """Say whether the folder refuses a new file or the file is read-only (the system blames the file)."""
    if not os.access(path.parent, os.W_OK):
        return f"cannot write in folder {path.parent}"
    if path.exists() and not os.access(path, os.W_OK):
        return "the file is read-only"
    return qt_reason


def why_not_written(path: Path, size: int, qt_reason: str) -> str:
    """Name a full disk or a file-size limit as such (the system's words are vague about both)."""
    if size > _file_size_limit():
        return f"the file would pass this session's file-size limit of {_file_size_limit()} bytes"
    try:
        if shutil.disk_usage(path.parent).free < size + DISK_MARGIN:
            return f"the disk holding {path.parent} is full"
    except OSError:
        pass
    return qt_reason


def _file_size_limit() -> float:
    try:
        import resource
    except ImportError:  # not on Windows
        return math.inf
    soft, _hard = resource.getrlimit(resource.RLIMIT_FSIZE)
    return math.inf if soft == resource.RLIM_INFINITY else soft


def remove_stale_temporaries(folder: Path, older_than: float = STALE_SECONDS) -> list[Path]:
    """Delete what an interrupted save left beside the autosave (its temporary ``NAME.XXXXXX``)
    once it is old enough that no running copy of the program can still be writing it."""
    removed = []
    now = time.time()
    for candidate in folder.glob(f"{AUTOSAVE_STEM}*{SAVE_SUFFIX}.*"):
        if not TEMPORARY_NAME.fullmatch(candidate.name):
            continue  # not a save's temporary: a file kept aside on purpose, say
        try:
            info = candidate.lstat()
            if stat.S_ISREG(info.st_mode) and now - info.st_mtime > older_than:
                candidate.unlink()
                removed.append(candidate)
        except OSError:
            continue
    return removed
