"""The autosave file of the game on the table: written whole after every change, held back while a lesson
runs, a run of failures told once, and a game that ended meanwhile never left in it unfinished."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from ingenious_desktop.engine import RecordError, load_record

from .storage import write_atomically


class Autosave:
    def __init__(self, path: Path | None, failed: Callable[[str], None]):
        self.path = path  # None: nothing is written (as in tests, or while the file is kept aside)
        self._failed = failed  # told why, on the first of a run of failures
        self._suspended: Path | None = None  # the file while suspend() holds it
        self._failing = False  # the last write failed (the player was told)

    def suspend(self) -> None:
        """Write nothing until :meth:`resume`."""
        if self.path is not None:
            self._suspended, self.path = self.path, None

    def resume(self) -> None:
        if self._suspended is not None:
            self.path, self._suspended = self._suspended, None

    def write(self, text: str, game_id: str, game_over: bool) -> None:
        """Write ``text`` (the record of the game ``game_id``) atomically, if there is a file to write."""
        if self.path is None:
            return
        try:
            write_atomically(self.path, text)
        except OSError as error:
            self._write_failed(error, game_id, game_over)
        else:
            self._failing = False

    def _write_failed(self, error: OSError, game_id: str, game_over: bool) -> None:
        """Tell the first failure of a run; once the game is over, take away the file that still holds it
        unfinished, so that it is never offered to play on."""
        if game_over and self._holds(game_id):
            try:
                Path(self.path).unlink()
            except OSError:
                pass
        if not self._failing:
            self._failing = True
            self._failed(str(error))

    def _holds(self, game_id: str) -> bool:
        try:
            return load_record(self.path).extra.get("game_id") == game_id
        except RecordError:
            return False
