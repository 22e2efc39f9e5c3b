"""Where games are kept on disk, and writing them so a crash never leaves half a file."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QIODevice, QSaveFile, QStandardPaths

SAVE_SUFFIX = ".ingenious"
AUTOSAVE_NAME = "autosave" + SAVE_SUFFIX


def app_data_dir() -> Path:
    return Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation))


def autosave_path() -> Path:
    return app_data_dir() / AUTOSAVE_NAME


def documents_dir() -> Path:
    return Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation))


def fresh_save_name(now: datetime | None = None) -> str:
    """A name for a game never saved before that tells games apart: the date and time it was first saved."""
    return f"ingenious {(now or datetime.now()):%Y-%m-%d %H-%M}{SAVE_SUFFIX}"


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
    """Replace ``path`` with ``text`` all at once (QSaveFile); raises OSError and leaves the old file alone."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    file = QSaveFile(str(path))
    if not file.open(QIODevice.OpenModeFlag.WriteOnly):
        raise OSError(f"cannot write {path}: {file.errorString()}")
    data = text.encode("utf-8")
    if file.write(data) != len(data):
        error = file.errorString()
        file.cancelWriting()
        file.commit()
        raise OSError(f"cannot write {path}: {error}")
    if not file.commit():
        raise OSError(f"cannot write {path}: {file.errorString()}")
