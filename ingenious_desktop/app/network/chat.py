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
from pathlib import Path

from ingenious_desktop.engine import read_regular_file, write_atomically

#: The most lines kept (the latest), and the longest line (a name and a chat line, isolated).
MAX_LINES = 200
MAX_LINE_CHARS = 400
MAX_FILE_BYTES = 256 * 1024


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
