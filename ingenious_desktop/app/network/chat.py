"""The chat of the unfinished network game whose seat is kept (app.network.seat), kept beside it so that the
seat taken back after a restart or a crash shows what was said before. The lines are kept as the chat area
showed them (names isolated, elided); what is read back is checked for type and size, else there is none.

    >>> import tempfile, pathlib
    >>> path = chat_file(pathlib.Path(tempfile.mkdtemp()) / "autosave.ingenious")
    >>> keep_chat(path, ["Anna: hello", "Ben: hi"]); read_chat(path)
    ['Anna: hello', 'Ben: hi']
    >>> forget_chat(path); read_chat(path)
    []
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, QTimer

from ingenious_desktop.engine import read_regular_file, write_atomically

#: The most lines kept (the latest), and the longest line (a name and a chat line, isolated).
MAX_LINES = 200
MAX_LINE_CHARS = 400
MAX_FILE_BYTES = 256 * 1024
#: The kept chat is written at once, then at most once in this many milliseconds (a server may flood it).
KEEP_EVERY = 1000


def chat_file(autosave: Path) -> Path:
    """Where the chat of this copy's kept network seat is kept: beside its autosave."""
    return autosave.with_name(autosave.stem + " network chat.json")


def read_chat(path: Path | None) -> list[str]:
    """The chat lines kept at ``path``; none where there is no such file, or what is there is not one."""
    if path is None:
        return []
    try:
        raw = read_regular_file(path, MAX_FILE_BYTES + 1)  # a pipe or a device is never waited on
        lines = json.loads(raw.decode("utf-8")) if len(raw) <= MAX_FILE_BYTES else None
    except (OSError, ValueError, RecursionError):
        return []
    if not isinstance(lines, list) or not all(isinstance(line, str) and len(line) <= MAX_LINE_CHARS
                                              for line in lines):
        return []
    return lines[-MAX_LINES:]


def keep_chat(path: Path, lines: list[str]) -> None:
    """Keep the latest lines at ``path``; OSError if they cannot be written."""
    write_atomically(path, json.dumps(lines[-MAX_LINES:], ensure_ascii=False), private=True)


def forget_chat(path: Path | None) -> None:
    """The seat is forgotten: its chat too."""
    if path is not None:
        try:
            os.remove(path)
        except OSError:
            pass  # none, or it cannot be removed: the next table writes over it


class KeptChat(QObject):
    """The chat of the table being sat at, its latest MAX_LINES lines, kept at ``path()`` (None: nowhere): a line
    is written at once, the lines after it at most once in KEEP_EVERY ms (one write for a flood, not one a line)."""

    def __init__(self, path: Callable[[], Path | None], parent: QObject | None = None):
        super().__init__(parent)
        self.path = path
        self.lines: list[str] = []
        self._behind = False  # lines came since the chat was last kept
        self._kept_lately = QTimer(self)
        self._kept_lately.setSingleShot(True)
        self._kept_lately.setInterval(KEEP_EVERY)
        self._kept_lately.timeout.connect(self.keep)

    def add(self, line: str) -> None:
        self.lines.append(line)
        del self.lines[:-MAX_LINES]
        self._behind = True
        if not self._kept_lately.isActive():
            self.keep()

    def keep(self) -> None:
        """Write the lines not yet kept (the game goes on if they cannot be: only the chat after a restart is lost)."""
        path = self.path()
        if self._behind and path is not None:
            self._behind = False
            self._kept_lately.start()
            try:
                keep_chat(path, self.lines)
            except OSError:
                pass

    def forget(self, lines: bool = False) -> None:
        """Forget the kept chat (the seat is forgotten), and with ``lines`` the lines too (another table)."""
        self._behind = False
        forget_chat(self.path())
        if lines:
            self.lines = []
