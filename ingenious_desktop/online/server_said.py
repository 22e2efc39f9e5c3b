"""The seats and the chat lines a server tells a client, checked for type and shape before the window
shows a word of them (a server may be anyone's): its names and lines keep the server's own text rule
(online.text_rule; a seat nobody took has an empty name). A message that breaks them is refused as
:class:`~.protocol.ProtocolError`, and the client connects again for the whole state.

    >>> server_chat({"type": "chat", "seat": 1, "name": "Ben", "text": "hi"}, 2)["text"]
    'hi'
    >>> server_chat({"type": "chat", "seat": 1, "name": None, "text": "hi"}, 2)
    Traceback (most recent call last):
    ...
    ingenious_desktop.online.protocol.ProtocolError: not a chat line
"""

from __future__ import annotations

from ingenious_desktop.engine import LEVELS

from .protocol import MAX_CHAT, MAX_NAME, SEAT_KINDS, ProtocolError
from .text_rule import keeps_rule

#: What each seat of a ``state`` or ``update`` tells (online.table.SeatState.info), and what each holds.
_FLAGS = ("taken", "present", "stand_in", "left")


def server_seat_infos(value, players: int) -> list[dict]:
    """The ``seats`` of a ``state`` or ``update``: one object per seat of the table, each of its shape."""
    if not isinstance(value, list) or len(value) != players or not all(_seat_info(info) for info in value):
        raise ProtocolError("the seats are not of the protocol's shape")
    return value


def server_waiting_for(value, players: int) -> int | None:
    """The seat of the away person the game waits for (None: nobody)."""
    if value is not None and not (type(value) is int and 0 <= value < players):
        raise ProtocolError('"waiting_for" is not a seat')
    return value


def server_chat(message: dict, players: int) -> dict:
    """A ``chat`` message: the seat that said it, its name and the line."""
    seat, name, text = message.get("seat"), message.get("name"), message.get("text")
    if not (type(seat) is int and 0 <= seat < players and _text(name, MAX_NAME) and _text(text, MAX_CHAT)):
        raise ProtocolError("not a chat line")
    return message


def _seat_info(info) -> bool:
    return (isinstance(info, dict) and _text(info.get("name"), MAX_NAME) and info.get("kind") in SEAT_KINDS
            and (info.get("level") is None or info.get("level") in LEVELS)
            and (info.get("opponent") is None or _text(info.get("opponent"), MAX_NAME))
            and all(type(info.get(flag)) is bool for flag in _FLAGS)
            and (info.get("away") is None or type(info.get("away")) in (int, float) and 0 <= info["away"] < 1e9))


def _text(value, limit: int) -> bool:
    return keeps_rule(value, limit, visible=False)
