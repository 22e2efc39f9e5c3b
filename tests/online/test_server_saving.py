"""A table whose change cannot be stored, and a reader that falls behind (issue 43, items 4 and 9): the
mover is told the server cannot save and nobody sees the change; the table is read-only until a save
works, then goes on; a spectator that reads nothing is dropped and the players play on."""

from __future__ import annotations

import asyncio
import errno

from online_players import play_to_the_end, play_turn, refused, seated_client

from ingenious_desktop.online import outbox
from ingenious_desktop.online import protocol as p
from ingenious_desktop.online.hosting import start_server
from ingenious_desktop.online.limits import Limits
from ingenious_desktop.online.store import Store

HUMANS = [{"kind": "human"}, {"kind": "human"}]


async def two_players(url: str):
    ann, _ = await seated_client(url)
    table = (await ann.create("standard", HUMANS, "Ann")).table
    bob, _ = await seated_client(url)
    await bob.join(table, "Bob")
    await ann.until(lambda m: m.event_count == bob.mirror.event_count and (m.to_place or bob.mirror.to_place))
    return ann, bob


def read_only_told(client) -> list[bool]:
    """Whether the table was read-only, as each message ``client`` gets from now on says."""
    told, take = [], client._take
    client._take = lambda message: (told.append(message.get("read_only")), take(message))[1]
    return told


async def a_move_not_saved(hosted, break_saving, mend_saving):
    """Break saving, let the player to move try, mend it; what each was told."""
    ann, bob = await two_players(hosted.url)
    mover, other = (ann, bob) if ann.mirror.my_turn else (bob, ann)
    events = other.mirror.event_count
    told = read_only_told(other)
    break_saving()
    try:
        code = await refused(play_turn(mover))
        await other.until(lambda m: True in told)
        not_seen = other.mirror.event_count == events == mover.mirror.event_count
        again = await refused(play_turn(mover))  # read-only: refused without trying
    finally:
        mend_saving()
    await other.until(lambda m: told[-1] is False)
    await play_turn(mover)
    await other.until(lambda m: m.event_count > events)
    table = mover.seated.table
    counts = (ann.mirror.event_count, bob.mirror.event_count)
    for client in (ann, bob):
        await client.close()
    return code, not_seen, again, counts, table


def stored_events(data, table: str) -> int:
    return len(Store(data).load(data / "tables" / f"{table}.ingenious").game.log)


def test_a_full_disk_undoes_the_move_and_the_table_goes_on_once_it_saves(tmp_path):
    hosted = start_server(tmp_path / "data", limits=Limits(save_retry_seconds=0.1))
    store = hosted.server.store
    real_write = store.write

    def full(_files):
        raise OSError(errno.ENOSPC, "No space left on device")

    try:
        code, not_seen, again, counts, table = asyncio.run(a_move_not_saved(
            hosted, lambda: setattr(store, "write", full), lambda: setattr(store, "write", real_write)))
    finally:
        hosted.stop()
    assert (code, not_seen, again) == (p.CANNOT_SAVE, True, p.CANNOT_SAVE)
    assert counts[0] == counts[1] == stored_events(tmp_path / "data", table)


def test_a_data_folder_that_cannot_be_written_undoes_the_move(tmp_path):
    data = tmp_path / "data"
    hosted = start_server(data, limits=Limits(save_retry_seconds=0.1))
    tables, aside = data / "tables", data / "tables-aside"

    def unwritable():  # a file where the folder was: every write there fails, even for root
        tables.rename(aside)
        tables.write_text("not a folder")

    def writable():
        tables.unlink()
        aside.rename(tables)

    try:
        code, not_seen, again, counts, table = asyncio.run(a_move_not_saved(hosted, unwritable, writable))
    finally:
        hosted.stop()
    assert (code, not_seen, again) == (p.CANNOT_SAVE, True, p.CANNOT_SAVE)
    assert counts[0] == counts[1] == stored_events(data, table)


def stop_reading(hosted, table: str) -> None:
    """The table's spectator takes no more messages: on the server its connection's buffer is full (writing
    paused) and its send never ends (on loopback the kernel takes a whole game, so that is simulated)."""
    async def never(_text):
        await asyncio.Event().wait()

    watcher = next(link for link in hosted.server.connections[table] if link.seat is None)
    watcher.outbox.socket = type("Stuck", (), {"send": staticmethod(never), "transport": watcher.socket.transport,
                                               "protocol": watcher.socket.protocol, "paused": True,
                                               "send_in_progress": None})()


def test_a_reader_that_falls_behind_is_dropped_and_nobody_waits_for_it(tmp_path, monkeypatch):
    monkeypatch.setattr(outbox, "SEND_SECONDS", 600.0)  # only falling behind drops it
    lines = []
    hosted = start_server(tmp_path / "data", limits=Limits(outbox_kib=16), log=lines.append)

    async def scenario():
        ann, _ = await seated_client(hosted.url)
        table = (await ann.create("standard", HUMANS, "Ann", spectators=True)).table
        watcher, watched = await seated_client(hosted.url)
        await watcher.watch(table)
        stop_reading(hosted, table)
        bob, _ = await seated_client(hosted.url)
        await bob.join(table, "Bob")
        await play_to_the_end([ann, bob], timeout=120)
        await watcher.until(lambda m: m.game.is_over)  # it came back and got the whole state
        result = (watcher.mirror.event_count, ann.mirror.event_count, [h.kind for h in watched.happenings])
        for client in (ann, bob, watcher):
            await client.close()
        return result

    try:
        watched, played, happenings = asyncio.run(scenario())
    finally:
        hosted.stop()
    assert watched == played
    assert happenings.count("state") == 2
    assert any("KiB) behind: dropped" in line for line in lines)
