"""A table server's address as a player types it ("192.168.1.20", "club.example.org:9000",
"wss://club.example.org/ingenious"), checked, and the addresses this computer may be reached at.

    >>> server_url("192.168.1.20")
    'ws://192.168.1.20:8765'
    >>> server_url(" wss://club.example.org/ingenious ")
    'wss://club.example.org/ingenious'
    >>> server_url("no spaces allowed")
    Traceback (most recent call last):
    ...
    ValueError: not a server address
"""

from __future__ import annotations

import re

from PySide6.QtNetwork import QAbstractSocket, QNetworkInterface

from ingenious_desktop.online.protocol import DEFAULT_PORT

#: The longest address taken (a host name is at most 253 characters, and a path may follow).
MAX_ADDRESS = 255
_HOST = r"(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?)"
_ADDRESS = re.compile(rf"(?:(?P<scheme>wss?)://)?(?P<host>{_HOST})(?::(?P<port>\d{{1,5}}))?(?P<path>/[\x21-\x7e]*)?")


def server_url(text: str) -> str:
    """The WebSocket URL of the server at ``text``; ValueError if it is not an address."""
    text = text.strip() if isinstance(text, str) else ""
    found = _ADDRESS.fullmatch(text) if len(text) <= MAX_ADDRESS else None
    if found is None or (found["port"] is not None and not 0 < int(found["port"]) < 65536):
        raise ValueError("not a server address")
    scheme = found["scheme"] or "ws"
    port = found["port"] or (None if found["scheme"] else DEFAULT_PORT)
    return f"{scheme}://{found['host']}{'' if port is None else f':{port}'}{found['path'] or ''}"


def reachable_addresses() -> list[str]:
    """This computer's addresses other computers of the network may reach (IPv4 first), for the host to pass on."""
    found = [address for address in QNetworkInterface.allAddresses()
             if not address.isLoopback() and not address.isLinkLocal()]
    found.sort(key=lambda address: address.protocol() != QAbstractSocket.NetworkLayerProtocol.IPv4Protocol)
    return [address.toString() for address in found]
