"""What one client may make the server hold (issue 43, items 2, 3, 5 and 6): tables per address and per
connection, tables that expire, pings counted with the messages, connections per address, spectators
per table, one log line a minute for a repeated accept failure, and computers with a pool of their own."""

from __future__ import annotations

import asyncio
import errno
import os
import threading

import pytest
from online_players import refused, seated_client
from websockets.asyncio.client import connect

from ingenious_desktop.online import housekeeping
from ingenious_desktop.online import protocol as p
from ingenious_desktop.online.client import ServerRefused
from ingenious_desktop.online.hosting import start_server
from ingenious_desktop.online.limits import Limits, raise_file_limit

HUMANS = [{"kind": "human"}, {"kind": "human"}]


def hosted_with(tmp_path, **limits):
    lines = []
    hosted = start_server(tmp_path / "data", log=lines.append, limits=Limits(**limits))
    hosted.lines = lines
    return hosted


def test_tables_per_connection_and_per_address_are_limited(tmp_path):
    hosted = hosted_with(tmp_path, tables_per_connection=2, tables_per_address=3)

    async def scenario():
        eve, _ = await seated_client(hosted.url)
        for _ in range(2):
            await eve.create("standard", HUMANS, "Eve")
            await eve.leave()
        third = await refused(eve.create("standard", HUMANS, "Eve"))
        other, _ = await seated_client(hosted.url)
        await other.create("standard", HUMANS, "Mallory")
        late, _ = await seated_client(hosted.url)
        fourth = await refused(late.create("standard", HUMANS, "Late"))
        for client in (eve, other, late):
            await client.close()
        return third, fourth

    try:
        assert asyncio.run(scenario()) == (p.LIMIT, p.LIMIT)
        assert len(hosted.server.tables) == 3
    finally:
        hosted.stop()


def test_tables_created_a_minute_from_one_address_are_limited(tmp_path):
    hosted = hosted_with(tmp_path, creates_per_minute=3)

    async def scenario():
        eve, _ = await seated_client(hosted.url)
        for _ in range(3):
            await eve.create("standard", HUMANS, "Eve")
            await eve.leave()
        with pytest.raises(ServerRefused) as refusal:
            await eve.create("standard", HUMANS, "Eve")
        await eve.close()
        return refusal.value.code, refusal.value.details.get("limit")

    try:
        assert asyncio.run(scenario()) == (p.LIMIT, "tables created a minute")
    finally:
        hosted.stop()


def test_tables_nobody_sits_at_expire_and_a_seated_game_does_not(tmp_path):
    hosted = hosted_with(tmp_path, empty_table_seconds=0.3, unstarted_table_seconds=0.6, save_retry_seconds=0.1)
    tables = tmp_path / "data" / "tables"

    async def scenario():
        eve, _ = await seated_client(hosted.url)
        left = (await eve.create("standard", HUMANS, "Eve")).table
        await eve.leave()  # before the start: nobody is seated
        kept = (await eve.create("standard", HUMANS, "Eve")).table
        await eve.close()  # seated, but nobody is connected to the unstarted table
        ann, _ = await seated_client(hosted.url)
        playing = (await ann.create("standard", HUMANS, "Ann")).table
        bob, _ = await seated_client(hosted.url)
        await bob.join(playing, "Bob")
        await ann.close()
        await bob.close()  # started, both seated, both away
        await asyncio.sleep(1.5)
        probe, _ = await seated_client(hosted.url)
        answers = [await refused(probe.join(left, "Zed")), await refused(probe.join(kept, "Zed"))]
        back, _ = await seated_client(hosted.url)
        await back.rejoin(playing, ann.seated.token)
        await probe.close()
        await back.close()
        return left, kept, playing, answers

    try:
        left, kept, playing, answers = asyncio.run(scenario())
    finally:
        hosted.stop()
    assert answers == [p.NO_TABLE, p.NO_TABLE]
    assert not (tables / f"{left}.ingenious").exists() and not (tables / f"{kept}.ingenious").exists()
    assert (tables / f"{playing}.ingenious").exists()
    assert any(f"table {left}: expired" in line for line in hosted.lines)


def test_a_failing_housekeeping_tick_is_one_line_and_tables_still_expire(tmp_path, monkeypatch):
    def broken(collect):
        raise RuntimeError("the heap is gone")
    monkeypatch.setattr(housekeeping, "TRIM_SECONDS", 0.0)
    monkeypatch.setattr(housekeeping, "give_back_memory", broken)  # every tick fails at its end
    hosted = hosted_with(tmp_path, empty_table_seconds=0.3)

    async def scenario():
        eve, _ = await seated_client(hosted.url)
        left = (await eve.create("standard", HUMANS, "Eve")).table
        await eve.leave()
        await asyncio.sleep(1.5)
        answer = await refused(eve.join(left, "Eve"))
        await eve.close()
        return answer

    try:
        answer = asyncio.run(scenario())
    finally:
        hosted.stop()
    assert answer == p.NO_TABLE
    failed = [line for line in hosted.lines if "housekeeping failed" in line]
    assert failed == ["server: housekeeping failed (RuntimeError: the heap is gone); it goes on"]


def test_a_ping_flood_spends_the_rate_and_the_connection_is_dropped(tmp_path):
    hosted = hosted_with(tmp_path)

    async def scenario():
        flood = await connect(hosted.url, max_queue=None)
        await flood.send(p.encode({"type": "hello", "version": 1}))
        await flood.recv()
        flood.transport.pause_reading()  # reads no pong
        for number in range(5000):
            if flood.transport.is_closing():
                break
            flood.protocol.send_ping(number.to_bytes(4, "big"))
            flood.send_data()
            await asyncio.sleep(0)
        flood.transport.resume_reading()
        await asyncio.wait_for(flood.wait_closed(), 10)
        honest, _ = await seated_client(hosted.url)
        await honest.create("standard", HUMANS, "Ann")
        await honest.close()

    try:
        asyncio.run(scenario())
    finally:
        hosted.stop()
    assert any("pings past the message rate" in line for line in hosted.lines)


def test_connections_from_one_address_and_spectators_at_a_table_are_limited(tmp_path):
    hosted = hosted_with(tmp_path, connections_per_address=4, spectators=2)

    async def scenario():
        ann, _ = await seated_client(hosted.url)
        table = (await ann.create("standard", HUMANS, "Ann", spectators=True)).table
        watchers = [(await seated_client(hosted.url))[0] for _ in range(3)]
        for watcher in watchers[:2]:
            await watcher.watch(table)
        third = await refused(watchers[2].watch(table))
        with pytest.raises(Exception):  # the fifth from this address is closed before its handshake
            async with connect(hosted.url, open_timeout=5):
                pass
        async with connect(hosted.url, local_addr=("127.0.0.2", 0)) as elsewhere:  # another address
            await elsewhere.send(p.encode({"type": "hello", "version": 1}))
            welcome = p.decode_reply(await elsewhere.recv())
        for client in (ann, *watchers):
            await client.close()
        return third, welcome["type"]

    try:
        assert asyncio.run(scenario()) == (p.LIMIT, "welcome")
    finally:
        hosted.stop()
    assert sum("open from that address already" in line for line in hosted.lines) == 1


def test_new_connections_from_one_address_are_limited_a_minute(tmp_path):
    hosted = hosted_with(tmp_path, connects_per_minute=8)  # 4 at once

    async def scenario():
        for _ in range(4):
            async with connect(hosted.url):
                pass
        with pytest.raises(Exception):  # the fifth within the second is closed before its handshake
            async with connect(hosted.url, open_timeout=5):
                pass
        async with connect(hosted.url, local_addr=("127.0.0.3", 0)):  # another address
            pass

    try:
        asyncio.run(scenario())
    finally:
        hosted.stop()
    assert sum("a minute from that address already" in line for line in hosted.lines) == 1


def test_a_repeated_accept_failure_is_one_line_a_minute(tmp_path):
    hosted = hosted_with(tmp_path)
    failure = {"message": "socket.accept() out of system resource",
               "exception": OSError(errno.EMFILE, "Too many open files")}
    done = threading.Event()

    def fail_often():
        for _ in range(500):
            hosted._loop.call_exception_handler(dict(failure))
        done.set()

    try:
        hosted._loop.call_soon_threadsafe(fail_often)
        done.wait(10)
    finally:
        hosted.stop()
    assert sum("out of system resource" in line for line in hosted.lines) == 1


def test_the_file_limit_is_raised_and_connections_sized_from_it():
    soft = raise_file_limit()
    if soft is not None:
        import resource
        assert resource.getrlimit(resource.RLIMIT_NOFILE)[0] == soft
    assert Limits(connections=10_000).sized_to(1024).connections == (1024 - 64) * 3 // 4


def test_computers_thinking_leave_saving_free_and_computer_only_games_are_limited(tmp_path, waiting_computers):
    tables = (os.cpu_count() or 2) + 8  # more than the default pool of threads that saving uses
    hosted = hosted_with(tmp_path, computer_threads=1, computer_games_per_address=1, tables_per_address=100,
                         tables_per_connection=100)
    first_moves_computer = [{"kind": "computer", "level": "easy"}, {"kind": "human"}]

    async def scenario():
        clients = []
        for _ in range(tables):
            client, _ = await seated_client(hosted.url)
            await client.create("standard", first_moves_computer, "Bot", spectators=True)
            clients.append(client)
        honest, _ = await seated_client(hosted.url)
        await asyncio.wait_for(honest.create("standard", HUMANS, "Ann"), 20)  # saved while every computer thinks
        going, closed = clients[0].seated.table, clients[1].seated.table
        await clients[0].leave()  # a game only a computer plays: it goes on
        await clients[1].leave()  # a second one for the same address: closed
        watcher, _ = await seated_client(hosted.url)
        await watcher.watch(going)
        late, _ = await seated_client(hosted.url)
        answer = await refused(late.watch(closed))
        for client in (*clients, honest, watcher, late):
            await client.close()
        return answer

    try:
        assert asyncio.run(scenario()) == p.NO_TABLE
    finally:
        waiting_computers.set()
        hosted.stop()


def test_a_create_that_fails_inside_the_server_leaves_no_table(tmp_path, monkeypatch):
    async def broken_seat(*_args, **_kwargs):
        raise RuntimeError("a bug while seating the host")
    monkeypatch.setattr("ingenious_desktop.online.server.TableServer._seat", broken_seat)
    hosted = hosted_with(tmp_path)

    async def scenario():
        eve, _ = await seated_client(hosted.url)
        try:
            await eve.create("standard", HUMANS, "Eve")
        except Exception:  # the server drops the connection after an internal error
            pass
        await eve.close()

    try:
        asyncio.run(scenario())
        held = dict(hosted.server.tables)
    finally:
        hosted.stop()
    assert held == {}
    assert any("not created" in line for line in hosted.lines)
