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

from ingenious_desktop.engine import (LEVELS, UNKNOWN_TILE, VARIANT_NAMES, Draw, Event, Game, Hex, IllegalAction, Place,
                                     Swap, canonical)

from .text_rule import REFUSED, checked_text

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
#: How long a seat must have been away before another player may hand it to a computer.
AWAY_GRACE_SECONDS = 60.0
#: The level that plays an open seat nobody took, a seat whose person left, or one handed over.
STAND_IN_LEVEL = "medium"
#: An event's ``by`` when a computer made it for a person's seat (the person away or gone).
BY_COMPUTER = "computer"

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
NO_SEAT = "no seat"            # the request names a seat the table does not have (seat 3 at a table for two)
LIMIT = "limit"                # a limit on one client (tables per address or connection, spectators, ...)
CANNOT_SAVE = "cannot save"    # the server cannot store the table now: nothing changed, the table is read-only
ERROR_CODES = (MALFORMED, VERSION, HELLO_FIRST, NO_TABLE, BAD_TOKEN, NOT_SEATED, SEAT_TAKEN, NOT_ALLOWED, STALE,
               ILLEGAL, RATE, BAD_VARIANT, TOO_MANY_TABLES, NO_SEAT, LIMIT, CANNOT_SAVE)


class ProtocolError(ValueError):
    """A message this side refuses: ``code`` is one of :data:`ERROR_CODES`, the message says why in English."""

    def __init__(self, message: str, code: str = MALFORMED, **details):
        super().__init__(message)
        self.code = code
        self.details = details
        #: what the answer echoes of the request (its id), when the request itself was refused
        self.request: dict | None = None


def _text(limit: int):
    """A name's or a chat line's check: the one rule of :mod:`.text_rule`, the text given back in NFC."""
    def check(value, key):
        try:
            return checked_text(value, key, limit)
        except ValueError as error:
            raise ProtocolError(str(error)) from None
    return check


#: A player's name (and a named opponent's): the one rule of :mod:`.text_rule`, at most MAX_NAME characters.
check_name = _text(MAX_NAME)


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


def check_code(value, key):
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
        spec["opponent"] = check_name(value["opponent"], "opponent")
    return spec


def _seats(value, key):
    if not isinstance(value, list) or not 2 <= len(value) <= 4:
        raise ProtocolError(f'"{key}" must list 2 to 4 seats')
    return [_seat_spec(spec, key) for spec in value]


#: Each request type's fields: required ones, then optional ones, each with its check.
REQUESTS = {
    "hello": ({"version": _whole(0, 1 << 31)}, {}),
    "create": ({"variant": _one_of(VARIANT_NAMES), "seats": _seats, "name": check_name},
               {"spectators": _flag, "coach": _flag}),
    "join": ({"table": check_code, "name": check_name}, {"seat": _whole(0, 3)}),
    "watch": ({"table": check_code}, {}),
    "rejoin": ({"table": check_code, "token": check_token}, {}),
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
    message = strict_json(data)
    if not isinstance(message, dict):
        raise ProtocolError("a message is a JSON object")
    try:
        return _checked(message)
    except ProtocolError as error:  # the answer still names the request, if it had a sound id
        number = message.get("id")
        if isinstance(number, int) and not isinstance(number, bool) and 0 <= number <= 1 << 53:
            error.request = {"id": number}
        raise


def strict_json(text: str):
    """``text`` as JSON, strictly: ProtocolError for anything that is not JSON, nested too deeply, an object
    naming a key twice, or NaN and Infinity (not JSON, though Python's json takes them)."""
    try:
        return json.loads(text, object_pairs_hook=_once_each, parse_constant=_no_constant)
    except ProtocolError:
        raise
    except (ValueError, RecursionError):
        raise ProtocolError("not JSON") from None


def _once_each(pairs: list[tuple[str, object]]) -> dict:
    made = dict(pairs)
    if len(made) != len(pairs):
        raise ProtocolError("an object names a key twice")
    return made


def _no_constant(name: str):
    raise ProtocolError(f"{name} is not JSON")


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
    """A server message as an object with a text ``type``; :class:`ProtocolError` for anything else (JSON taken
    as strictly as the server takes a request: :func:`strict_json`)."""
    try:
        message = strict_json(data.decode("utf-8") if isinstance(data, bytes) else data)
    except (ProtocolError, UnicodeDecodeError):
        raise ProtocolError("the server sent something that is not JSON") from None
    if not isinstance(message, dict) or not isinstance(message.get("type"), str):
        raise ProtocolError("the server sent something that is not a message")
    return message


_ENCODER = json.JSONEncoder(separators=(",", ":"), ensure_ascii=False)


def encode(message: dict) -> str:
    """One message as the wire carries it."""
    return _ENCODER.encode(message)


class SharingEncoder:
    """Encodes messages exactly as :func:`encode` does, each list or dict they share (the same object, two
    levels of objects down: the parts of an ``update`` every seat sees) once for all of them.

        >>> shared = [1, 2]
        >>> encoder = SharingEncoder()
        >>> encoder({"a": shared, "b": {"c": shared}}) == encode({"a": shared, "b": {"c": shared}})
        True
    """

    def __init__(self):
        self.done: dict[int, tuple[object, str]] = {}  # id: (the object, kept so its id stays its own; its text)

    def __call__(self, value, depth: int = 2) -> str:
        if isinstance(value, dict) and depth:
            return "{" + ",".join(f"{_ENCODER.encode(str(key))}:{self(item, depth - 1)}"
                                  for key, item in value.items()) + "}"
        if not isinstance(value, (list, dict)):
            return _ENCODER.encode(value)
        if id(value) not in self.done:
            self.done[id(value)] = (value, _ENCODER.encode(value))
        return self.done[id(value)][1]


# ----------------------------------------------------------------- what the server sends
# Every message the server sends is made here; an answer to a request echoes its ``id``.

def _echo(request: dict | None) -> dict:
    return {"id": request["id"]} if request is not None and "id" in request else {}


def error(code: str, message: str, request: dict | None = None, **details) -> dict:
    """An ``error`` message answering ``request`` (its ``id`` echoed, if it had one)."""
    return {"type": "error", "code": code, "message": message, **details, **_echo(request)}


def welcome(server: str) -> dict:
    """The answer to a hello this server speaks: its protocol version and its program's."""
    return {"type": "welcome", "version": PROTOCOL_VERSION, "server": server}


def ok(request: dict) -> dict | None:
    """The answer to a request carried out whose result is told otherwise; None when it had no ``id``."""
    return {"type": "ok", **_echo(request)} if "id" in request else None


def seated(table: str, seat: int, token: str, request: dict | None = None) -> dict:
    """A seat taken: its table, its number and the secret token that takes it back (to that seat only)."""
    return {"type": "seated", "table": table, "seat": seat, "token": token, **_echo(request)}


def chat_line(seat: int, name: str, text: str) -> dict:
    """A chat line said at the table, for everyone there."""
    return {"type": "chat", "seat": seat, "name": name, "text": text}


def table_now(*, started: bool, seats: list[dict], waiting_for: int | None, rematch: list[int], coach: dict,
              events: list[dict], results: list[dict], game: dict, record: dict | None = None,
              read_only: bool = False) -> dict:
    """What a ``state`` and an ``update`` both tell: the seats and the game as one seat may see them, the events
    since the last message, what each placement did; the finished game's record once it is over; whether the
    server cannot save the table now (``read_only``: every change is refused until it can)."""
    return {"started": started, "seats": seats, "waiting_for": waiting_for, "rematch": rematch, "coach": coach,
            "read_only": read_only, "events": events, "results": results, "game": game,
            **({} if record is None else {"record": record})}


def state(*, table: str, variant: str, players: int, you: int | None, host: int, spectators: bool,
          game_number: int, turned: int, now: dict, request: dict | None = None) -> dict:
    """The whole table as seat ``you`` (None: a spectator) may see it; ``now`` is :func:`table_now`'s."""
    return {"type": "state", "table": table, "variant": variant, "players": players, "you": you, "host": host,
            "spectators": spectators, "game_number": game_number, "turned": turned, **now, **_echo(request)}


def update(now: dict) -> dict:
    """What changed at the table: :func:`table_now`'s, with the events since the last message."""
    return {"type": "update", **now}


def hidden_draw(player: int, count: int) -> dict:
    """Another seat's draw as a seat sees it: how many tiles, never which."""
    return {"type": "draw", "player": player, "count": count}


# ================================================================= the client's side: the server's messages checked
# (what a client holds against each ``state`` and ``update``; online.mirror applies them once, to its seat's game)

#: The most tiles one draw brings (a rack's size).
MAX_DRAW = 6


def server_event(data, players: int) -> Event:
    """An event of a ``state`` or ``update`` as the engine takes it: another seat's draw, whose tiles this seat was
    not shown, is a draw of :data:`UNKNOWN_TILE` tiles (never made up)."""
    if not isinstance(data, dict):
        raise ProtocolError("an event must be an object")
    kind = _one_of(("place", "draw", "swap"))(data.get("type"), "type")
    player = _whole(0, players - 1)(data.get("player"), "player")
    if kind == "place":
        cells = _cells(data.get("at"), "at")
        return Place(player, _tile(data.get("tile"), "tile"), (Hex(*cells[0]), Hex(*cells[1])))
    if kind == "swap":
        return Swap(player)
    if "tiles" not in data:
        return Draw(player, (UNKNOWN_TILE,) * _whole(0, MAX_DRAW)(data.get("count"), "count"))
    tiles = data["tiles"]
    if not isinstance(tiles, list) or len(tiles) > MAX_DRAW:
        raise ProtocolError(f'"tiles" must be a list of at most {MAX_DRAW} tiles')
    return Draw(player, tuple(_tile(tile, "tiles") for tile in tiles))


def server_by(data: dict) -> bool:
    """Whether an event of a ``state`` or ``update`` was made by a computer for a person's seat (``by``)."""
    if data.get("by") is None:
        return False
    _one_of((BY_COMPUTER,))(data["by"], "by")
    return True


def check_reached(game: Game, state, seat: int | None) -> None:
    """Refuse (ProtocolError) a ``game`` state the seat's game did not reach with the events the server told."""
    try:
        rack = None if seat is None else sorted(canonical(tile) for tile in state["rack"])
        same = (state["events"] == len(game.log) and state["phase"] == game.phase.value
                and state["to_move"] == game.to_move and [list(s) for s in state["scores"]] == game.scores
                and list(state["rack_sizes"]) == [len(r) for r in game.racks] and state["bag_size"] == len(game.bag)
                and (rack is None or rack == sorted(game.racks[seat])))
    except (KeyError, TypeError, ValueError, IllegalAction):
        raise ProtocolError("the table's state is not of the protocol's shape") from None
    if not same:
        raise ProtocolError("the events told do not lead to the table's state")


def server_whole(value, low: int) -> int:
    """A whole number the server sends (a game's number, how far a rematch turned the seats)."""
    return _whole(low, 1 << 31)(value, "number")


def server_turned(value, count: int) -> int:
    """How far a rematch turned the seats: a seat, as the server makes it (online.table.Table.turned)."""
    return _whole(0, count - 1)(value, "turned")


def server_seats(value, count: int) -> list[int]:
    """A list of seats the server names (who asked for a rematch, who agreed to the coach)."""
    if not isinstance(value, list) or not all(type(seat) is int and 0 <= seat < count for seat in value):
        raise ProtocolError("not a list of seats")
    return list(value)


def server_coach(value, count: int) -> dict:
    """Whether the host proposed the coach, who agreed, whether it is on (online.coach_agreement)."""
    if not isinstance(value, dict) or type(value.get("proposed")) is not bool or type(value.get("allowed")) is not bool:
        raise ProtocolError("not the coach's agreement")
    return {"proposed": value["proposed"], "agreed": server_seats(value.get("agreed"), count),
            "allowed": value["allowed"]}


def server_started(message: dict) -> bool:
    """Whether a ``state`` or ``update`` says the table's game has been dealt."""
    return _flag(message["started"], "started")


def server_read_only(message: dict) -> bool:
    """Whether a ``state`` or ``update`` says the server cannot save the table now (absent before read-only
    tables: it can)."""
    return _flag(message.get("read_only", False), "read_only")


#: A seat token as a server makes them (secrets.token_urlsafe), with room to spare: the client takes no other,
#: since it keeps the token in a file it must read back (app.network.seat).
SEAT_TOKEN = re.compile(rf"[A-Za-z0-9_-]{{8,{MAX_TOKEN}}}")


def server_seated(message: dict) -> tuple[str, int, str]:
    """A ``seated`` message's table code, seat and token, checked."""
    token = message.get("token")
    if not isinstance(token, str) or not SEAT_TOKEN.fullmatch(token):
        raise ProtocolError('"token" must be a seat token')
    return check_code(message.get("table"), "table"), _whole(0, 5)(message.get("seat"), "seat"), token


def server_table(message: dict) -> tuple[str, int | None, int, bool]:
    """A ``state`` message's table code, this client's seat (None: watching), the host's seat and whether
    spectators may watch, checked."""
    you = message.get("you")
    return (check_code(message.get("table"), "table"), None if you is None else _whole(0, 5)(you, "you"),
            _whole(0, 5)(message.get("host"), "host"), _flag(message.get("spectators"), "spectators"))
