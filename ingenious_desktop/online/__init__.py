"""Play over the network, no Qt: the protocol, one table, the server, its store and the client
(docs/network-protocol.md).

The server holds the game in the project's engine and tells each seat only what it may see; the
client keeps a mirror of that for its window. What the rest of the program uses is exported here
(``from ingenious_desktop.online import Client``), each name loaded from its module when first used,
so that the protocol's constants come without the server, the client or zeroconf.
"""

from __future__ import annotations

import importlib

#: Each exported name and the module that defines it.
_EXPORTS = {
    **dict.fromkeys(("AWAY_GRACE_SECONDS", "CODE_ALPHABET", "CODE_LENGTH", "DEFAULT_PORT", "ERROR_CODES", "MALFORMED",
                     "MAX_CHAT", "MAX_NAME", "NO_SEAT", "NO_TABLE", "PROTOCOL_VERSION", "ProtocolError", "SEAT_TAKEN",
                     "STAND_IN_LEVEL", "VERSION", "check_name"), "protocol"),
    **dict.fromkeys(("Client", "ConnectionLost", "Happening", "Seated", "ServerRefused"), "client"),
    **dict.fromkeys(("Browser", "NearbyTable", "Announcer", "may_announce"), "discovery"),
    "HostedServer": "hosting", "start_server": "hosting",
    "TableServer": "server", "StoreError": "store", "Mirror": "mirror", "checked_text": "text_rule",
}
__all__ = sorted(_EXPORTS)


def __getattr__(name: str):
    if name not in _EXPORTS:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(importlib.import_module(f".{_EXPORTS[name]}", __name__), name)


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})
