"""Tables hosted nearby: a server listening beyond this machine announces each table that waits for people
over mDNS, a browser on the same network lists it (here on loopback) until the game starts; what is heard is
checked, and an announcement of any other shape is dropped; a server on this machine only is never announced."""

from __future__ import annotations

import asyncio
import threading
import time

import pytest
from zeroconf import IPVersion, ServiceInfo, Zeroconf

from ingenious_desktop.online import discovery
from ingenious_desktop.online.client import Client
from ingenious_desktop.online.discovery import SERVICE_TYPE, Browser, NearbyTable, heard_table
from ingenious_desktop.online.hosting import start_server

WAIT = 20.0  # seconds: probing a name takes about 1.7 s, the announcer looks every 2 s
GOOD = {b"v": b"1", b"code": b"ABC234", b"variant": b"standard", b"players": b"3", b"free": b"2", b"host": b"Anna"}


def multicast_on_loopback() -> bool:
    try:
        Zeroconf(interfaces=["127.0.0.1"], ip_version=IPVersion.V4Only).close()
        return True
    except OSError:
        return False


needs_multicast = pytest.mark.skipif(not multicast_on_loopback(),
                                     reason="this machine cannot speak multicast DNS on loopback")


class Heard:
    """What a browser reported, last list first."""

    def __init__(self):
        self.lists: list[list[NearbyTable]] = [[]]
        self.browser = Browser(self.lists.append)

    def until(self, condition) -> list[NearbyTable]:
        deadline = time.monotonic() + WAIT
        while not condition(self.lists[-1]):
            assert time.monotonic() < deadline, f"never heard what was awaited; last heard {self.lists[-1]}"
            time.sleep(0.05)
        return self.lists[-1]


@pytest.fixture
def heard():
    listening = Heard()
    yield listening
    listening.browser.stop()


def run(coroutine):
    return asyncio.run(coroutine)


@needs_multicast
def test_a_table_waiting_for_friends_is_heard_nearby_with_its_free_seats_until_the_game_starts(heard, tmp_path):
    hosted = start_server(tmp_path, "0.0.0.0", announce=True)
    anna, ben, cleo = (Client(hosted.url.replace("0.0.0.0", "127.0.0.1")) for _ in range(3))
    loop = asyncio.new_event_loop()
    try:
        loop.run_until_complete(anna.connect())
        seated = loop.run_until_complete(anna.create("standard", [{"kind": "human"}, {"kind": "human"},
                                                                  {"kind": "open"}], "Anna"))

        tables = heard.until(lambda found: found)

        assert tables == [NearbyTable("Anna", "standard", 3, 2, f"127.0.0.1:{hosted.port}", seated.table)]
        for friend, name in ((ben, "Ben"), (cleo, "Cleo")):
            loop.run_until_complete(friend.connect())
            loop.run_until_complete(friend.join(seated.table, name))
            if friend is ben:
                assert heard.until(lambda found: found and found[0].free == 1)[0].code == seated.table
        assert heard.until(lambda found: not found) == []  # the last free seat taken: the game started
    finally:
        for client in (anna, ben, cleo):
            loop.run_until_complete(client.close())
        loop.close()
        hosted.stop()


@needs_multicast
def test_the_announcer_outlives_a_host_name_it_cannot_announce(heard, tmp_path):
    lines = []
    hosted = start_server(tmp_path, "0.0.0.0", announce=True, log=lines.append)
    anna, ben = (Client(hosted.url.replace("0.0.0.0", "127.0.0.1")) for _ in range(2))
    loop = asyncio.new_event_loop()
    two = [{"kind": "human"}, {"kind": "human"}]
    try:
        loop.run_until_complete(anna.connect())
        poisoned = loop.run_until_complete(anna.create("standard", two, "Anna"))
        hosted.server.tables[poisoned.table].seats[0].name = "Eve\ud800"  # as a table loaded from an old folder
        time.sleep(discovery.LOOK_EVERY + 0.5)  # the announcer looked at it
        loop.run_until_complete(ben.connect())
        later = loop.run_until_complete(ben.create("standard", two, "Ben"))

        tables = heard.until(lambda found: found)
    finally:
        for client in (anna, ben):
            loop.run_until_complete(client.close())
        loop.close()
        hosted.stop()

    assert [(table.host, table.code) for table in tables] == [("Ben", later.table)]
    assert not [line for line in lines if "Traceback" in line or "Error" in line]


@needs_multicast
def test_an_announcement_of_another_shape_is_never_listed(heard):
    zeroconf = Zeroconf(interfaces=["127.0.0.1"], ip_version=IPVersion.V4Only)
    hostile = {**GOOD, b"host": "\u202eAnna".encode(), b"code": b"OOOOOO"}
    try:
        for name, properties in (("Hostile", hostile), ("Good", GOOD)):
            zeroconf.register_service(ServiceInfo(SERVICE_TYPE, f"{name}.{SERVICE_TYPE}", port=9000,
                                                  properties=properties, server=f"{name.lower()}.local.",
                                                  parsed_addresses=["127.0.0.1"]))

        tables = heard.until(lambda found: found)
        time.sleep(1.0)  # both were registered before the browser asked: the hostile one had its chance

        assert heard.lists[-1] == tables == [NearbyTable("Anna", "standard", 3, 2, "127.0.0.1:9000", "ABC234")]
    finally:
        zeroconf.close()


def test_a_server_listening_on_this_machine_only_is_never_announced():
    for host in ("127.0.0.1", "::1", "localhost", "127.0.1.1"):
        with pytest.raises(ValueError):
            start_server(host=host, announce=True)
    assert threading.active_count() < 50  # each refused server's thread ended


def test_an_announcement_carries_no_token_and_only_what_a_seat_sees(tmp_path):
    hosted = start_server(tmp_path)
    client = Client(hosted.url)
    loop = asyncio.new_event_loop()
    try:
        loop.run_until_complete(client.connect())
        seats = [{"kind": "human"}, {"kind": "computer", "level": "easy"}, {"kind": "open"}, {"kind": "human"}]
        seated = loop.run_until_complete(client.create("team", seats, "Anna"))
        table = hosted.server.tables[seated.table]

        properties = discovery.payload(table)
    finally:
        loop.run_until_complete(client.close())
        loop.close()
        hosted.stop()

    assert properties == {"v": "1", "code": seated.table, "variant": "team", "players": "4", "free": "2",
                          "host": "Anna"}
    assert seated.token not in str(properties)


@pytest.mark.parametrize("change", [
    {b"v": b"2"}, {b"v": None}, {b"code": b"abc234"}, {b"code": b"ABC2345"}, {b"variant": b"solo"},
    {b"variant": b"travel"}, {b"variant": b"chess"},
    {b"players": b"5"}, {b"players": b"1"}, {b"players": b"\xd9\xa2"}, {b"free": b"0"}, {b"free": b"4"},
    {b"free": b"02"}, {b"host": b""}, {b"host": b"A" * 33}, {b"host": "Anna\u202e".encode()},
    {b"host": b"An\nna"}, {b"host": b"\xff\xfe"}, {b"host": None},
    {f"k{number}".encode(): b"x" for number in range(20)},
])
def test_a_hostile_announcement_is_dropped(change):
    assert heard_table({**GOOD, **change}, ["192.168.1.20"], 8765) is None


@pytest.mark.parametrize("addresses, port", [([], 8765), (["fe80::1"], 8765), (["192.168.1.20"], 0),
                                             (["192.168.1.20"], 70000), (["192.168.1.20"], "8765")])
def test_an_announcement_without_a_usable_address_is_dropped(addresses, port):
    assert heard_table(GOOD, addresses, port) is None


def test_a_missing_key_or_a_strange_properties_object_is_dropped():
    for key in GOOD:
        assert heard_table({k: v for k, v in GOOD.items() if k != key}, ["192.168.1.20"], 8765) is None
    assert heard_table([("v", "1")], ["192.168.1.20"], 8765) is None
    assert heard_table({1: b"1"}, ["192.168.1.20"], 8765) is None
