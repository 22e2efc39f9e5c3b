"""Tables hosted nearby, announced and found on the local network over mDNS/DNS-SD (zeroconf; the service type,
the payload and its checks: docs/network-protocol.md, 'Tables nearby').

A server listening beyond this machine announces each table waiting for people (:class:`Announcer`, in the
server's own asyncio loop); the Join page lists what a :class:`Browser` hears. Whatever is heard comes from any
program on the network: :func:`heard_table` keeps only an announcement of the payload's exact shape.

    >>> heard_table({b"v": b"1", b"code": b"ABC234", b"variant": b"standard", b"players": b"2", b"free": b"1",
    ...              b"host": b"Anna"}, ["192.168.1.20"], 8765).address
    '192.168.1.20:8765'
    >>> heard_table({b"v": b"2"}, ["192.168.1.20"], 8765) is None
    True
"""

from __future__ import annotations

import asyncio
import ipaddress
import secrets
import threading
from contextlib import suppress
from dataclasses import dataclass
from typing import Callable

import ifaddr
from zeroconf import Error as ZeroconfError
from zeroconf import InterfaceChoice, IPVersion, ServiceBrowser, ServiceInfo, ServiceStateChange, Zeroconf
from zeroconf.asyncio import AsyncZeroconf

from ingenious_desktop.engine import IllegalAction, make_variant

from .protocol import MAX_NAME, ProtocolError, check_code, check_name
from .text_rule import keeps_rule

#: The DNS-SD service type every announced table is an instance of.
SERVICE_TYPE = "_ingenious._tcp.local."
#: The payload's version (its TXT key "v"): a browser lists only the versions it knows.
PAYLOAD_VERSION = "1"
#: The most tables one server announces, and the most a browser keeps.
MAX_ANNOUNCED = 20
MAX_HEARD = 50
#: The most TXT keys an announcement may hold to be read at all.
MAX_KEYS = 16
#: Seconds between two looks of the announcer at the server's tables.
LOOK_EVERY = 2.0
#: Milliseconds a browser waits for a table's records once its name is heard.
INFO_WAIT_MS = 2000
#: Where mDNS is spoken: every interface (the tests set loopback only: the sandbox reaches no network).
INTERFACES: InterfaceChoice | list[str] = InterfaceChoice.All
#: The addresses that mean "this machine only": a server listening there is never announced.
LOOPBACK = ("127.0.0.1", "::1", "localhost")
_EVERYWHERE = ("0.0.0.0", "::", "")


@dataclass(frozen=True)
class NearbyTable:
    """A table heard on the local network, checked: what the Join page lists, and what joining it needs."""

    host: str       # the host's name, as plain text checked like any name (show it isolated and elided)
    variant: str
    players: int
    free: int       # seats for a person nobody has taken yet
    address: str    # "192.168.1.20:8765", as the Join page's address field takes it
    code: str


def may_announce(host: str) -> bool:
    """Whether a server listening on ``host`` may be announced: never one that listens on this machine only."""
    return host not in LOOPBACK and not _is_loopback(host)


def _is_loopback(host: str) -> bool:
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def payload(table) -> dict[str, str] | None:
    """The TXT properties announcing ``table`` (an ``online.table.Table``), or None when it waits for nobody.
    What a seat may see and no more: the code, the variant, the seats, the free seats, the host's name."""
    free = sum(1 for seat in table.seats if seat.kind != "computer" and not seat.person)
    host = table.seats[table.host].name
    if table.started or not free or not keeps_rule(host, MAX_NAME):
        return None
    return {"v": PAYLOAD_VERSION, "code": table.code, "variant": table.game.variant.name,
            "players": str(len(table.seats)), "free": str(free), "host": host}


def heard_table(properties: dict, addresses: list[str], port: int) -> NearbyTable | None:
    """The table an announcement describes, or None unless it is of the payload's shape: version 1, a code,
    a variant the engine plays over the network with 2 to 4 players, 1 to that many free seats, a name as the
    protocol takes names, an IPv4 address and a port."""
    try:
        if not isinstance(properties, dict) or len(properties) > MAX_KEYS:
            return None
        text = {key.decode("ascii"): value.decode("utf-8") for key, value in properties.items()}
        if text.get("v") != PAYLOAD_VERSION:
            return None
        players = _small_number(text["players"], 2, 4)
        free = _small_number(text["free"], 1, players)
        variant = text["variant"]
        if variant == "solo" or make_variant(variant, players).name != variant:
            return None
        address = next(str(ipaddress.IPv4Address(each)) for each in addresses)
        if not isinstance(port, int) or not 0 < port < 65536:
            return None
        return NearbyTable(check_name(text["host"], "host"), variant, players, free, f"{address}:{port}",
                           check_code(text["code"], "code"))
    except (AttributeError, KeyError, UnicodeError, ValueError, IllegalAction, StopIteration):  # ProtocolError too
        return None


def _small_number(text: str, low: int, high: int) -> int:
    if not (len(text) == 1 and "0" <= text <= "9" and low <= int(text) <= high):
        raise ProtocolError(f"not a number from {low} to {high}")
    return int(text)


def announced_addresses(host: str) -> list[str]:
    """The IPv4 addresses a server listening on ``host`` is announced at: that address, or for every interface
    the addresses of the interfaces mDNS is spoken on (their own, beyond loopback, unless the tests chose)."""
    if host not in _EVERYWHERE:
        return [host]
    if isinstance(INTERFACES, list):
        return list(INTERFACES)
    return sorted({ip.ip for adapter in ifaddr.get_adapters() for ip in adapter.ips
                   if ip.is_IPv4 and not ipaddress.IPv4Address(ip.ip).is_loopback})


class Announcer:
    """Announces a table server's tables that wait for people, while used as ``async with`` in the server's
    loop: each look at the tables registers, updates and withdraws their services. A failure (no network,
    the mDNS port refused) is one line of the server's log, and the server goes on unannounced."""

    def __init__(self, server, host: str, port: int):
        if not may_announce(host):
            raise ValueError("a server listening on this machine only is never announced")
        self.server, self.port = server, port
        self.addresses = announced_addresses(host)
        self.machine = f"ingenious-{secrets.token_hex(4)}.local."
        self.announced: dict[str, tuple[ServiceInfo, dict[str, str]]] = {}  # by code: the service, its payload
        self.refused: set[str] = set()  # the codes of tables zeroconf refused to announce (said once)
        self.zeroconf: AsyncZeroconf | None = None
        self.task: asyncio.Task | None = None

    async def __aenter__(self) -> Announcer:
        self.task = asyncio.create_task(self._run())
        return self

    async def __aexit__(self, *_exception) -> None:
        self.task.cancel()
        with suppress(asyncio.CancelledError):
            await self.task
        if self.zeroconf is not None:
            with suppress(OSError, ZeroconfError):
                await self.zeroconf.async_close()  # says goodbye for every table still announced

    async def _run(self) -> None:
        try:
            self.zeroconf = AsyncZeroconf(interfaces=INTERFACES, ip_version=IPVersion.V4Only)
            while True:
                await self._look()
                await asyncio.sleep(LOOK_EVERY)
        except (OSError, ZeroconfError) as error:
            self.server.say(f"tables not announced on the local network: {error}")

    async def _look(self) -> None:
        wanted = {}
        for table in sorted(self.server.tables.values(), key=lambda each: each.code):
            properties = payload(table)
            if properties is not None and len(wanted) < MAX_ANNOUNCED:
                wanted[table.code] = properties
        for code in [code for code in self.announced if code not in wanted]:
            await (await self.zeroconf.async_unregister_service(self.announced.pop(code)[0]))
        for code, properties in wanted.items():
            try:
                await self._announce(code, properties)
            except ValueError as error:  # one table zeroconf cannot announce: the others still are
                if code not in self.refused:
                    self.refused.add(code)
                    self.server.say(f"table {code}: not announced on the local network ({error})")

    async def _announce(self, code: str, properties: dict[str, str]) -> None:
        old, said = self.announced.get(code, (None, None))
        if said == properties:
            return
        info = ServiceInfo(SERVICE_TYPE, old.name if old else f"Ingenious {code}.{SERVICE_TYPE}", port=self.port,
                           properties=properties, server=self.machine, parsed_addresses=self.addresses)
        if old is None:
            await (await self.zeroconf.async_register_service(info, allow_name_change=True))
        else:
            await (await self.zeroconf.async_update_service(info))
        self.announced[code] = info, properties


class Browser:
    """Listens for the tables announced nearby, in zeroconf's threads (started in one of its own), until
    :meth:`stop`; ``changed`` is called from those threads with every table heard, sorted, whenever that
    changes, and never once :meth:`stop` has returned. Any failure leaves the list as it was (empty if
    nothing was heard)."""

    def __init__(self, changed: Callable[[list[NearbyTable]], None]):
        self._changed = changed
        self._found: dict[str, NearbyTable] = {}
        self._lock = threading.Lock()
        self._zeroconf: Zeroconf | None = None
        self._stopped = False
        threading.Thread(target=self._start, name="nearby tables", daemon=True).start()

    def stop(self) -> None:
        """Stop listening (in the background: closing waits on the network); nothing is reported after it."""
        with self._lock:
            self._stopped = True
            zeroconf, self._zeroconf = self._zeroconf, None
        if zeroconf is not None:
            threading.Thread(target=zeroconf.close, name="nearby tables closing", daemon=True).start()

    def _start(self) -> None:
        try:
            zeroconf = Zeroconf(interfaces=INTERFACES, ip_version=IPVersion.V4Only)
        except (OSError, ZeroconfError):
            return
        with self._lock:
            if self._stopped:
                zeroconf.close()
                return
            self._zeroconf = zeroconf
        try:
            ServiceBrowser(zeroconf, SERVICE_TYPE, handlers=[self._on_change])
        except (OSError, ZeroconfError):
            self.stop()

    def _on_change(self, zeroconf: Zeroconf, service_type: str, name: str, state_change: ServiceStateChange) -> None:
        table = None
        if state_change is not ServiceStateChange.Removed:
            try:
                info = zeroconf.get_service_info(service_type, name, INFO_WAIT_MS)
            except (OSError, ZeroconfError):
                info = None
            if info is not None:
                table = heard_table(info.properties, info.parsed_addresses(IPVersion.V4Only), info.port)
        with self._lock:
            if self._stopped or (table is not None and name not in self._found and len(self._found) >= MAX_HEARD):
                return
            if table is None:
                self._found.pop(name, None)
            else:
                self._found[name] = table
            self._changed(sorted(self._found.values(), key=lambda each: (each.host.casefold(), each.code)))
