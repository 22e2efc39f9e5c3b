"""What a running server has stored: a finished game's record, which moves to ``finished/`` just after
everyone at the table was told of the game's end (online.saving)."""

from __future__ import annotations

import time
from pathlib import Path

from ingenious_desktop.engine import Record, load_record


def record_in_finished(data: Path, name: str, timeout: float = 10.0) -> Record:
    """The record ``data/finished/NAME.ingenious``, once the server has moved it there (written whole and
    renamed into place: once it is there, it is all there)."""
    path = data / "finished" / f"{name}.ingenious"
    _until(path.exists, timeout)
    return load_record(path)


def gone(path: Path, timeout: float = 10.0) -> bool:
    """Whether ``path`` is gone within ``timeout`` seconds (a finished table's files under ``tables/`` and
    ``tokens/`` go just after its record has moved)."""
    return _until(lambda: not path.exists(), timeout)


def _until(condition, timeout: float) -> bool:
    deadline = time.monotonic() + timeout
    while not condition() and time.monotonic() < deadline:
        time.sleep(0.01)
    return condition()
