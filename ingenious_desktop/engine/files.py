"""Writing a file all at once, for every part of the program (the saves, the statistics, the seat file, the
server's tables, the learner's checkpoints): a reader, or a start after a crash or a power cut, finds the old
file or the new one, never half of one.

    >>> import tempfile, pathlib
    >>> path = pathlib.Path(tempfile.mkdtemp()) / "note.txt"
    >>> write_atomically(path, "first"); write_atomically(path, b"second", private=True)
    >>> path.read_text(), oct(path.stat().st_mode & 0o777), sorted(p.name for p in path.parent.iterdir())
    ('second', '0o600', ['note.txt'])
"""

from __future__ import annotations

import os
import random
import string
from pathlib import Path

#: The letters of a temporary file's last six characters (as Qt's QSaveFile names them: NAME.XXXXXX).
_LETTERS = string.ascii_letters + string.digits


def write_atomically(path: str | Path, data: str | bytes, *, private: bool = False) -> None:
    """Replace ``path`` with ``data`` (text as UTF-8): written to a temporary file beside it (``NAME.XXXXXX``),
    flushed to the disk (fsync), renamed over it, and the folder flushed too. ``private``: readable and
    writable by the owner only. OSError when it cannot be: the old file is left as it was, the temporary removed."""
    path = Path(path)
    data = data.encode("utf-8") if isinstance(data, str) else data
    temporary, descriptor = _temporary_beside(path, 0o600 if private else 0o666)
    try:
        with os.fdopen(descriptor, "wb") as file:
            if private and hasattr(os, "fchmod"):
                os.fchmod(file.fileno(), 0o600)
            file.write(data)
            file.flush()
            os.fsync(file.fileno())
        os.replace(temporary, path)
    except BaseException:
        temporary.unlink(missing_ok=True)
        raise
    _sync_folder(path.parent)


def _temporary_beside(path: Path, mode: int) -> tuple[Path, int]:
    """A new file beside ``path``, opened for writing: its path and descriptor."""
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)
    for _attempt in range(100):
        temporary = path.with_name(f"{path.name}.{''.join(random.choices(_LETTERS, k=6))}")
        try:
            return temporary, os.open(temporary, flags, mode)
        except FileExistsError:
            continue
    raise FileExistsError(f"no free temporary name beside {path}")


def _sync_folder(folder: Path) -> None:
    """Flush the folder's entry for the renamed file to the disk (where the system allows it)."""
    try:
        descriptor = os.open(folder, os.O_RDONLY)
    except OSError:
        return  # Windows opens no folder: its rename is flushed with the file
    try:
        os.fsync(descriptor)
    except OSError:
        pass
    finally:
        os.close(descriptor)
