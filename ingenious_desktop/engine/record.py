"""The saved-game format of docs/save-format.md: a JSON event log, read strictly and written plainly.

Loading never runs code (JSON only), refuses files over :data:`MAX_RECORD_BYTES`, is strict
about the types of the keys the format defines and ignores keys it does not know.
"""

from __future__ import annotations

import json
import os
import stat
import sys
from dataclasses import dataclass, field
from pathlib import Path

from .errors import IllegalAction, quoted
from .events import Draw, Event, Place, Swap
from .game import Game
from .hexes import Hex
from .variants import Variant, make_variant

FORMAT = "ingenious-save"
VERSION = 1
#: A finished four-player game is about 20 KB; anything this large is not a record of ours.
MAX_RECORD_BYTES = 2 * 1024 * 1024
#: The extra key that keeps the seed of the bag's order, so a resumed game deals as it would have.
BAG_SEED_KEY = "bag_seed"
LEVELS = ("easy", "medium", "hard")
KINDS = ("human", "ai")


#: What may be wrong with a file: a RecordError's ``problem`` is one of these, its ``details`` what it was found with
#: (``player``, ``event``: the index of the player or event it was found in; values as the file holds them).
NOT_A_REGULAR_FILE = "not a regular file"    # file, kind: one of SPECIAL_KINDS
CANNOT_READ = "cannot read"                  # file, why: the system's words, errno
TOO_LARGE = "too large"                      # limit: in KiB
WRONG_ENCODING = "wrong encoding"            # encoding: "UTF-16-LE" or the like
NOT_UTF8 = "not utf-8"                       # byte, offset: the first byte that is not UTF-8, and where
NOT_JSON = "not json"                        # line, column: where reading stopped (absent when JSON cannot say)
TOO_DEEP = "too deep"                        # no details
NOT_AN_OBJECT = "not an object"              # no details: the top level is not a JSON object
NOT_OUR_FORMAT = "not our format"            # format: the one it should name
UNSUPPORTED_VERSION = "unsupported version"  # version (None when absent), supported
WRONG_TYPE = "wrong type"                    # key, type: "string", "list" or "object"; player or event if theirs
PLAYER_NOT_AN_OBJECT = "player not an object"  # player
NAME_NOT_TEXT = "name not text"              # player
UNKNOWN_KIND = "unknown kind"                # player, kind
UNKNOWN_LEVEL = "unknown level"              # player, level
EVENT_NOT_AN_OBJECT = "event not an object"  # event
NO_SUCH_SEAT = "no such seat"                # event, players
NOT_TILE_STRINGS = "not tile strings"        # event
NOT_TWO_CELLS = "not two cells"              # event
UNKNOWN_EVENT_TYPE = "unknown event type"    # event, type
BREAKS_A_RULE = "breaks a rule"              # the RecordError's ``broken`` says which (and at which event)
PROBLEMS = (NOT_A_REGULAR_FILE, CANNOT_READ, TOO_LARGE, WRONG_ENCODING, NOT_UTF8, NOT_JSON, TOO_DEEP, NOT_AN_OBJECT,
            NOT_OUR_FORMAT, UNSUPPORTED_VERSION, WRONG_TYPE, PLAYER_NOT_AN_OBJECT, NAME_NOT_TEXT, UNKNOWN_KIND,
            UNKNOWN_LEVEL, EVENT_NOT_AN_OBJECT, NO_SUCH_SEAT, NOT_TILE_STRINGS, NOT_TWO_CELLS, UNKNOWN_EVENT_TYPE,
            BREAKS_A_RULE)
SPECIAL_KINDS = ("folder", "named pipe", "socket", "device", "special file")


class RecordError(ValueError):
    """A file that is not a valid record. ``where`` is "file" or "event N"; the message (``reason``) is the
    command-line tools' English, ``problem`` (one of :data:`PROBLEMS`) and ``details`` say the same for a
    program that words it in the player's language; ``broken`` is the IllegalAction when a rule of the
    game is what the file breaks (its ``event_index`` says where)."""

    def __init__(self, where: str, reason: str, problem: str, broken: IllegalAction | None = None, **details):
        super().__init__(f"{where}: {reason}")
        self.where = where
        self.reason = reason
        self.problem = problem
        self.broken = broken
        self.details = details


@dataclass(frozen=True)
class Seat:
    name: str
    kind: str = "human"
    level: str | None = None
    #: A named computer opponent of ``level`` (an extra key of ours: outside programs read ``level``).
    opponent: str | None = None

    @property
    def is_computer(self) -> bool:
        return self.kind == "ai"

    def to_json(self) -> dict:
        data = {"name": self.name, "kind": self.kind}
        if self.level is not None:
            data["level"] = self.level
        if self.opponent is not None:
            data["opponent"] = self.opponent
        return data


@dataclass
class Record:
    variant: Variant
    seats: list[Seat]
    events: list[Event]
    extra: dict = field(default_factory=dict)

    def replay(self) -> Game:
        """The game the log describes, its bag ordered by the saved seed if there is one;
        RecordError("event N", …) for the first event that breaks a rule."""
        try:
            return Game.from_events(self.variant, self.events, self.bag_seed)
        except IllegalAction as error:
            raise RecordError(f"event {error.event_index}", str(error), BREAKS_A_RULE, error) from None


    @property
    def bag_seed(self) -> int | None:
        """The seed of the game's bag order (an extra key of ours), or None if the file has none."""
        seed = self.extra.get(BAG_SEED_KEY)
        return seed if _is_int(seed) else None


def record_of(game: Game, seats: list[Seat], extra: dict | None = None) -> dict:
    """The JSON object saved for ``game``: the format's keys first, then any ``extra`` of ours."""
    data = {
        "format": FORMAT,
        "version": VERSION,
        "variant": game.variant.name,
        "players": [seat.to_json() for seat in seats],
        "events": [event.to_json() for event in game.log],
    }
    if _is_int(game.seed):
        data[BAG_SEED_KEY] = game.seed
    for key, value in (extra or {}).items():
        data.setdefault(key, value)
    return data


def dumps_record(game: Game, seats: list[Seat], extra: dict | None = None) -> str:
    return json.dumps(record_of(game, seats, extra), indent=1) + "\n"


def load_record(path: str | Path) -> Record:
    return parse_record(read_regular_file(path, MAX_RECORD_BYTES + 1))


def read_regular_file(path: str | Path, limit: int) -> bytes:
    """Up to ``limit`` bytes of ``path``; RecordError("file", …) unless it is a regular file.

    The file is opened without blocking and checked after opening, so a named pipe (or a
    device) put in place of a game is refused at once instead of waiting for a writer forever.
    """
    path = Path(path)
    try:
        descriptor = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
        with os.fdopen(descriptor, "rb") as file:
            mode = os.fstat(file.fileno()).st_mode
            if not stat.S_ISREG(mode):
                raise RecordError("file", f"{path} is {file_kind(mode)}, not a regular file: not a saved game",
                                  NOT_A_REGULAR_FILE, file=str(path), kind=special_kind(mode))
            return file.read(limit)
    except OSError as error:
        reason = error.strerror or str(error)
        raise RecordError("file", f"cannot read {path}: {reason}", CANNOT_READ, file=str(path), why=reason,
                          errno=error.errno) from None


def file_kind(mode: int) -> str:
    return f"a {special_kind(mode)}"


def special_kind(mode: int) -> str:
    """What a path that is not a regular file is: one of :data:`SPECIAL_KINDS`."""
    if stat.S_ISDIR(mode):
        return "folder"
    if stat.S_ISFIFO(mode):
        return "named pipe"
    if stat.S_ISSOCK(mode):
        return "socket"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "device"
    return "special file"


def parse_record(data: bytes | str) -> Record:
    if len(data) > MAX_RECORD_BYTES:
        raise RecordError("file", f"larger than {MAX_RECORD_BYTES // 1024} KiB: not a saved game", TOO_LARGE,
                          limit=MAX_RECORD_BYTES // 1024)
    text = data if isinstance(data, str) else _utf8_text(data)
    try:
        document = json.loads(text)
    except json.JSONDecodeError as error:
        raise RecordError("file", f"not JSON ({error})", NOT_JSON, line=error.lineno, column=error.colno) from None
    except ValueError:  # json's only other complaint: an integer longer than Python converts
        raise RecordError("file", f"not a saved game: a number in it is too long (over "
                                  f"{sys.get_int_max_str_digits():,} digits)", NOT_JSON) from None
    except RecursionError:
        raise RecordError("file", "nested too deeply to be a saved game", TOO_DEEP) from None
    if not isinstance(document, dict):
        raise RecordError("file", "not a saved game: the top level is not an object", NOT_AN_OBJECT)
    if document.get("format") != FORMAT:
        raise RecordError("file", f"not a saved game: \"format\" is not \"{FORMAT}\"", NOT_OUR_FORMAT, format=FORMAT)
    version = document.get("version")
    if not _is_int(version) or version != VERSION:
        raise RecordError("file", f"version {quoted(version)} is not supported (this program reads version {VERSION})",
                          UNSUPPORTED_VERSION, version=version, supported=VERSION)
    variant_name = _need(document, "variant", str, "file")
    seats = [_seat(p, i) for i, p in enumerate(_need(document, "players", list, "file"))]
    try:
        variant = make_variant(variant_name, len(seats))
    except IllegalAction as error:
        raise RecordError("file", str(error), BREAKS_A_RULE, error) from None
    events = [_event(e, i, len(seats)) for i, e in enumerate(_need(document, "events", list, "file"))]
    known = {"format", "version", "variant", "players", "events"}
    extra = {k: v for k, v in document.items() if k not in known}
    return Record(variant, seats, events, extra)


def _utf8_text(data: bytes) -> str:
    """The file as text: UTF-8 (a leading byte-order mark allowed), nothing else (docs/save-format.md)."""
    encoding = json.detect_encoding(data)  # what json.loads would guess from the first bytes
    if encoding.startswith(("utf-16", "utf-32")):
        raise RecordError("file", f"{encoding.upper()} text, not UTF-8: a saved game is UTF-8", WRONG_ENCODING,
                          encoding=encoding.upper())
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise RecordError("file", f"not UTF-8 text (byte {data[error.start]:#04x} at offset {error.start}): "
                                  "a saved game is UTF-8", NOT_UTF8, byte=data[error.start],
                          offset=error.start) from None


def _seat(data, index: int) -> Seat:
    where = "file"
    if not isinstance(data, dict):
        raise RecordError(where, f"player {index} is not an object", PLAYER_NOT_AN_OBJECT, player=index)
    name = _need(data, "name", str, where, f"player {index} ", player=index)
    if not is_unicode_text(name):
        raise RecordError(where, f"player {index} \"name\" holds a lone surrogate escape (such as \\ud800): not text",
                          NAME_NOT_TEXT, player=index)
    kind = data.get("kind", "human")
    if kind not in KINDS:
        raise RecordError(where, f"player {index} has kind {quoted(kind)}: one of {', '.join(KINDS)}", UNKNOWN_KIND,
                          player=index, kind=kind)
    level = data.get("level")
    if level is not None and level not in LEVELS:
        raise RecordError(where, f"player {index} has level {quoted(level)}: one of {', '.join(LEVELS)}", UNKNOWN_LEVEL,
                          player=index, level=level)
    if kind == "ai" and level is None:
        level = "medium"
    if kind != "ai":
        return Seat(name, kind)
    opponent = data.get("opponent")  # ours, so a value this program cannot use is ignored, not refused
    return Seat(name, kind, level, opponent if isinstance(opponent, str) and is_unicode_text(opponent) else None)


def _event(data, index: int, players: int) -> Event:
    where = f"event {index}"
    if not isinstance(data, dict):
        raise RecordError(where, "an event is an object", EVENT_NOT_AN_OBJECT, event=index)
    player = data.get("player")
    if not _is_int(player) or not 0 <= player < players:
        raise RecordError(where, f"\"player\" must be a seat from 0 to {players - 1}", NO_SUCH_SEAT, event=index,
                          players=players)
    kind = data.get("type")
    if kind == "draw":
        tiles = _need(data, "tiles", list, where, event=index)
        if not all(isinstance(t, str) for t in tiles):
            raise RecordError(where, "\"tiles\" must be a list of tile strings", NOT_TILE_STRINGS, event=index)
        return Draw(player, tuple(tiles))
    if kind == "place":
        tile = _need(data, "tile", str, where, event=index)
        at = data.get("at")
        if not (isinstance(at, list) and len(at) == 2
                and all(isinstance(c, list) and len(c) == 2 and all(_is_int(x) for x in c) for c in at)):
            raise RecordError(where, "\"at\" must be two cells, each [q, r] in whole numbers", NOT_TWO_CELLS,
                              event=index)
        return Place(player, tile, (Hex(*at[0]), Hex(*at[1])))
    if kind == "swap":
        return Swap(player)
    raise RecordError(where, f"unknown event type {quoted(kind)}: draw, place or swap", UNKNOWN_EVENT_TYPE, event=index,
                      type=kind)


def _need(data: dict, key: str, kind: type, where: str, prefix: str = "", **whose):
    """``data[key]`` if it is a ``kind``; ``whose`` says the player or event ``data`` is, if either."""
    value = data.get(key)
    if not isinstance(value, kind):
        raise RecordError(where, f"{prefix}\"{key}\" must be a {_TYPE_NAMES[kind]}", WRONG_TYPE, key=key,
                          type=_TYPE_NAMES[kind], **whose)
    return value


def is_unicode_text(text: str) -> bool:
    """Whether ``text`` is well-formed Unicode (no lone surrogate: it can be written as UTF-8)."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _is_int(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


_TYPE_NAMES = {str: "string", list: "list", dict: "object"}
