"""The network protocol's messages (docs/network-protocol.md): JSON objects over WebSocket, each
with a ``type``, checked for type and shape before anything uses them.

    >>> parse_request('{"type": "chat", "text": "hi", "id": 3}')
    ('chat', {'type': 'chat', 'text': 'hi', 'id': 3})
    >>> parse_request('{"type": "chat", "text": 5}')
    Traceback (most recent call last):
    ...
    ingenious_desktop.online.protocol.ProtocolError: "text" must be text
"""

from __future__ import annotations

import json
import re

from ingenious_desktop.engine import LEVELS, VARIANT_NAMES

PROTOCOL_VERSION = 1
#: The port a table server listens on unless told otherwise (serve's default, and the port an address
#: typed without one means).
DEFAULT_PORT = 8765
#: The largest message a server takes (websockets refuses larger frames before they are read).
MAX_MESSAGE_BYTES = 64 * 1024
#: The largest message a client takes: a finished four-player game's whole state is about 40 KB.
MAX_SERVER_MESSAGE_BYTES = 1024 * 1024
MAX_NAME = 32
MAX_CHAT = 300
#: A table code: six letters and digits that cannot be mistaken for each other.
CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
CODE_LENGTH = 6
MAX_TOKEN = 64
#: What a seat asked for when a table is created may be.
SEAT_KINDS = ("human", "computer", "open")

#: Error codes (an ``error`` message's ``code``).
MALFORMED = "malformed"        # not JSON, not an object, an unknown type, a field of the wrong type or shape
VERSION = "version"            # the hello named a protocol version this server does not speak
HELLO_FIRST = "hello first"    # a request before the hello
NO_TABLE = "no table"          # no table has that code
BAD_TOKEN = "bad token"        # the token is not this table's
NOT_SEATED = "not seated"      # the request needs a seat at a table
SEAT_TAKEN = "seat taken"      # no free seat for a person (or not the one asked for)
NOT_ALLOWED = "not allowed"    # spectators are not allowed, not the host, a hand-over too early...
STALE = "stale"                # ``expect`` is not the number of events the table has had
ILLEGAL = "illegal"            # the engine refused it; ``rule`` names the rule
RATE = "rate"                  # too many messages too fast: this one was dropped
BAD_VARIANT = "bad variant"    # a variant and seat count the engine refuses (or solo: local only)
TOO_MANY_TABLES = "full"       # the server holds as many tables as it may
LIMIT = "limit"                # a limit on one client (tables per address or connection, spectators, ...)
CANNOT_SAVE = "cannot save"    # the server cannot store the table now: nothing changed, the table is read-only
ERROR_CODES = (MALFORMED, VERSION, HELLO_FIRST, NO_TABLE, BAD_TOKEN, NOT_SEATED, SEAT_TAKEN, NOT_ALLOWED, STALE,
               ILLEGAL, RATE, BAD_VARIANT, TOO_MANY_TABLES, LIMIT, CANNOT_SAVE)

#: Characters a name or a chat line may not hold: C0 and C1 controls, DEL, line and paragraph
#: separators, and every bidirectional mark, embedding, override and isolate.
_CONTROL = re.compile("[\x00-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069\ufeff]")


class ProtocolError(ValueError):
    """A message this side refuses: ``code`` is one of :data:`ERROR_CODES`, the message says why in English."""

    def __init__(self, message: str, code: str = MALFORMED, **details):
        super().__init__(message)
        self.code = code
        self.details = details
        #: what the answer echoes of the request (its id), when the request itself was refused
        self.request: dict | None = None


def _text(limit: int, *, allow_empty: bool = False):
    def check(value, key):
        if not isinstance(value, str):
            raise ProtocolError(f'"{key}" must be text')
        if len(value) > limit:
            raise ProtocolError(f'"{key}" is longer than {limit} characters')
        if not allow_empty and not value.strip():
            raise ProtocolError(f'"{key}" is empty')
        if _CONTROL.search(value):
            raise ProtocolError(f'"{key}" holds a control character')
        return value
    return check


def _whole(low: int, high: int):
    def check(value, key):
        if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
            raise ProtocolError(f'"{key}" must be a whole number from {low} to {high}')
        return value
    return check


def _flag(value, key):
    if not isinstance(value, bool):
        raise ProtocolError(f'"{key}" must be true or false')
    return value


def _one_of(choices):
    def check(value, key):
        if value not in choices or not isinstance(value, str):
            raise ProtocolError(f'"{key}" must be one of {", ".join(choices)}')
        return value
    return check


def _code(value, key):
    if not isinstance(value, str) or len(value) != CODE_LENGTH or any(c not in CODE_ALPHABET for c in value):
        raise ProtocolError(f'"{key}" must be a table code of {CODE_LENGTH} letters and digits')
    return value


def check_token(value, key):
    if not isinstance(value, str) or not 0 < len(value) <= MAX_TOKEN or not value.isascii() or not value.isprintable():
        raise ProtocolError(f'"{key}" must be a seat token')
    return value


def _cells(value, key):
    whole = _whole(-64, 64)
    if not (isinstance(value, list) and len(value) == 2 and all(isinstance(c, list) and len(c) == 2 for c in value)):
        raise ProtocolError(f'"{key}" must be two cells, each [q, r]')
    return [[whole(x, key) for x in cell] for cell in value]


def _tile(value, key):
    if not isinstance(value, str) or len(value) != 2 or any(c not in "ROYGBP" for c in value):
        raise ProtocolError(f'"{key}" must be a tile: two colour letters of ROYGBP')
    return value


def _seat_spec(value, key):
    if not isinstance(value, dict):
        raise ProtocolError(f'each of "{key}" must be an object')
    kind = _one_of(SEAT_KINDS)(value.get("kind"), "kind")
    spec = {"kind": kind}
    if "level" in value or kind == "computer":
        spec["level"] = _one_of(LEVELS)(value.get("level", "medium"), "level")
    if value.get("opponent") is not None:
        spec["opponent"] = _text(MAX_NAME)(value["opponent"], "opponent")
    return spec


def _seats(value, key):
    if not isinstance(value, list) or not 2 <= len(value) <= 4:
        raise ProtocolError(f'"{key}" must list 2 to 4 seats')
    return [_seat_spec(spec, key) for spec in value]


_NAME = _text(MAX_NAME)
#: Each request type's fields: required ones, then optional ones, each with its check.
REQUESTS = {
    "hello": ({"version": _whole(0, 1 << 31)}, {}),
    "create": ({"variant": _one_of(VARIANT_NAMES), "seats": _seats, "name": _NAME},
               {"spectators": _flag, "coach": _flag}),
    "join": ({"table": _code, "name": _NAME}, {"seat": _whole(0, 3)}),
    "watch": ({"table": _code}, {}),
    "rejoin": ({"table": _code, "token": check_token}, {}),
    "start": ({}, {}),
    "place": ({"tile": _tile, "at": _cells, "expect": _whole(0, 10_000)}, {}),
    "swap": ({"swap": _flag, "expect": _whole(0, 10_000)}, {}),
    "chat": ({"text": _text(MAX_CHAT)}, {}),
    "hand_over": ({"seat": _whole(0, 3)}, {}),
    "leave": ({}, {}),
    "rematch": ({}, {}),
    "coach": ({"agree": _flag}, {}),
}


def parse_request(data: str | bytes) -> tuple[str, dict]:
    """(type, the checked message) of one client message; :class:`ProtocolError` for anything else.

    Keys a type does not define are dropped; ``id`` (a whole number the answer echoes) is kept."""
    if isinstance(data, bytes):
        raise ProtocolError("messages are JSON text, not binary")
    try:
        message = json.loads(data)
    except (ValueError, RecursionError):
        raise ProtocolError("not JSON") from None
    if not isinstance(message, dict):
        raise ProtocolError("a message is a JSON object")
    try:
        return _checked(message)
    except ProtocolError as error:  # the answer still names the request, if it had a sound id
        number = message.get("id")
        if isinstance(number, int) and not isinstance(number, bool) and 0 <= number <= 1 << 53:
            error.request = {"id": number}
        raise


def _checked(message: dict) -> tuple[str, dict]:
    kind = message.get("type")
    if kind not in REQUESTS or not isinstance(kind, str):
        raise ProtocolError(f"unknown message type: one of {', '.join(REQUESTS)}")
    required, optional = REQUESTS[kind]
    checked = {"type": kind}
    for key, check in required.items():
        if key not in message:
            raise ProtocolError(f'"{kind}" needs "{key}"')
        checked[key] = check(message[key], key)
    for key, check in optional.items():
        if message.get(key) is not None:
            checked[key] = check(message[key], key)
    if "id" in message:
        checked["id"] = _whole(0, 1 << 53)(message["id"], "id")
    return kind, checked


def decode_reply(data: str | bytes) -> dict:
    """A server message as an object with a text ``type``; :class:`ProtocolError` for anything else."""
    try:
        message = json.loads(data)
    except (ValueError, RecursionError, TypeError):
        raise ProtocolError("the server sent something that is not JSON") from None
    if not isinstance(message, dict) or not isinstance(message.get("type"), str):
        raise ProtocolError("the server sent something that is not a message")
    return message


def encode(message: dict) -> str:
    """One message as the wire carries it."""
    return json.dumps(message, separators=(",", ":"), ensure_ascii=False)


def error(code: str, message: str, request: dict | None = None, **details) -> dict:
    """An ``error`` message answering ``request`` (its ``id`` echoed, if it had one)."""
    reply = {"type": "error", "code": code, "message": message, **details}
    if request is not None and "id" in request:
        reply["id"] = request["id"]
    return reply


def safe_text(text: str, limit: int) -> str:
    """``text`` as a client may show it: control characters dropped, at most ``limit`` characters."""
    return _CONTROL.sub("", text)[:limit]
