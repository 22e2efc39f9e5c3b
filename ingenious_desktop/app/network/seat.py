"""The seat this program holds at an unfinished network table, kept in a small file beside the autosave
(the server's address, the table's code and the seat's secret token) so that after a restart or a crash
the player can take it back; a seat at a table hosted here also keeps where its server listened, so that
the next start opens that table again on the same address. The token is a secret: the file is the owner's
alone (mode 600) and the token is never logged. What is read back is checked for type and shape; anything else counts as none.

    >>> import tempfile, pathlib
    >>> folder = pathlib.Path(tempfile.mkdtemp())
    >>> path = seat_file(folder / "autosave.ingenious")
    >>> keep_seat(path, KeptSeat("club.example.org", "ABC234", "t0k3n-secret", "Ben"))
    >>> read_seat(path).code, oct(path.stat().st_mode & 0o777)
    ('ABC234', '0o600')
    >>> forget_seat(path); read_seat(path) is None
    True
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlsplit

from ingenious_desktop.engine import read_regular_file, write_atomically
from ingenious_desktop.online.protocol import CODE_ALPHABET, CODE_LENGTH, MAX_NAME, SEAT_TOKEN

from .address import MAX_ADDRESS, server_url

#: The largest seat file read (a few hundred bytes are written).
MAX_FILE_BYTES = 4096
#: Where a server hosted here listens: this computer only, or the network.
LISTEN_ON = ("127.0.0.1", "0.0.0.0")


@dataclass(frozen=True)
class KeptSeat:
    address: str   # the server's address as typed (server_url makes it a URL)
    code: str      # the table's code
    token: str     # the secret that takes the seat back
    name: str      # the player's name at the table
    listen: str = ""  # where the table's server listened if it was hosted here (one of LISTEN_ON), else ""

    def __repr__(self) -> str:  # never show the token
        return f"KeptSeat({self.address!r}, {self.code!r}, <token>, {self.name!r}, {self.listen!r})"

    @property
    def url(self) -> str:
        return server_url(self.address)

    @property
    def port(self) -> int:
        """The port of the table's server."""
        return urlsplit(self.url).port or 0


def seat_file(autosave: Path) -> Path:
    """Where the seat of this copy's unfinished network game is kept: beside its autosave."""
    return autosave.with_name(autosave.stem + " network seat.json")


def read_seat(path: Path | None) -> KeptSeat | None:
    """The seat kept at ``path``; None if there is none, or if what is there is not a kept seat."""
    if path is None:
        return None
    try:
        raw = read_regular_file(path, MAX_FILE_BYTES + 1)  # a pipe or a device is never waited on
        data = json.loads(raw.decode("utf-8")) if len(raw) <= MAX_FILE_BYTES else None
    except (OSError, ValueError, RecursionError):
        return None
    if not isinstance(data, dict) or set(data) - {"listen"} != {"address", "code", "token", "name"}:
        return None
    address, code, token, name = data["address"], data["code"], data["token"], data["name"]
    listen = data.get("listen", "")
    if not all(isinstance(value, str) for value in (address, code, token, name, listen)):
        return None
    try:
        port = urlsplit(server_url(address)).port
    except ValueError:
        return None
    if (len(address) > MAX_ADDRESS or len(code) != CODE_LENGTH or any(c not in CODE_ALPHABET for c in code)
            or not SEAT_TOKEN.fullmatch(token) or len(name) > MAX_NAME or (listen and listen not in LISTEN_ON)
            or (listen and not port)):
        return None
    return KeptSeat(address, code, token, name, listen)


def keep_seat(path: Path, seat: KeptSeat) -> None:
    """Write ``seat`` to ``path``, readable and writable by the owner only; OSError if it cannot be."""
    kept = {"address": seat.address, "code": seat.code, "token": seat.token, "name": seat.name}
    write_atomically(path, json.dumps(kept | ({"listen": seat.listen} if seat.listen else {})), private=True)


def forget_seat(path: Path | None) -> None:
    """Forget the kept seat (the game ended, or the player left it for good)."""
    if path is not None:
        try:
            os.remove(path)
        except FileNotFoundError:
            pass
        except OSError:
            pass  # a file that cannot be removed is still checked when read; it is overwritten next time
