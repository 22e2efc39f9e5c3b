"""The events that end a game are stored as any others, appended to the table's journal, and everyone is
told at once; the finished record moves to finished/ after that. A server killed in between, or one that
cannot write finished/, loses nothing: the next start moves the record, and a rematch waits until it has."""

from __future__ import annotations

import asyncio

from online_players import play_to_the_end, refused, seated_client
from stored_records import record_in_finished
from test_store_journal import dealt, loaded, play

from ingenious_desktop.engine import load_record
from ingenious_desktop.online import protocol as p
from ingenious_desktop.online.client import ServerRefused
from ingenious_desktop.online.hosting import start_server
from ingenious_desktop.online.limits import Limits
from ingenious_desktop.online.store import Store

SEATS = [{"kind": "human"}, {"kind": "human"}]


def one_move_from_the_end(folder):
    """A two-person table stored in ``folder``, played until one placement ends its game: the store, the table."""
    store = Store(folder)
    table = dealt(store)
    while True:
        copy = table.game.copy(keep_log=True)
        placement = copy.legal_placements()[0] if copy.phase.value == "place" else None
        if placement is not None:
            copy.place(placement)
            if copy.is_over:
                return store, table
        play(table, store, 1)


def end(table) -> None:
    game = table.game
    placement = game.legal_placements()[0]
    table.place(game.to_move, placement.tile, [list(c) for c in placement.cells], len(game.log))
    assert game.is_over


def test_the_last_events_are_appended_to_the_journal_not_written_whole(tmp_path):
    store, table = one_move_from_the_end(tmp_path)
    record = (tmp_path / "tables" / "ABCDEF.ingenious").read_bytes()
    events = len(table.game.log)
    end(table)
    [(path, text, append)] = store.files(table)
    assert (path.name, append) == ("ABCDEF.events", True)
    assert len(text.splitlines()) == len(table.game.log) - events  # the placement and whatever followed it
    store.write([(path, text, append)])
    assert (tmp_path / "tables" / "ABCDEF.ingenious").read_bytes() == record


def test_a_server_stopped_before_the_record_moved_moves_it_at_the_next_start(tmp_path):
    store, table = one_move_from_the_end(tmp_path)
    end(table)
    store.write(store.files(table))  # killed here: the end is in the journal, the record not yet moved
    said = []

    assert loaded(tmp_path, said.append) == []  # not served as a table: its game is over
    assert said == ["stored table ABCDEF.ingenious: its game was over, its record moved to finished/"]
    finished = load_record(tmp_path / "finished" / "ABCDEF.ingenious").replay()
    assert finished.is_over and finished.log == table.game.log and finished.scores == table.game.scores
    assert sorted(path.name for path in (tmp_path / "tables").iterdir()) == []
    assert not (tmp_path / "tokens" / "ABCDEF.json").exists()


def blocked_finished_folder(data):
    """finished/ replaced by a file (every write there fails, even for root); returns what mends it."""
    finished, aside = data / "finished", data / "finished-aside"
    finished.rename(aside)
    finished.write_text("not a folder")

    def mend():
        finished.unlink()
        aside.rename(finished)
    return mend


async def ended_while_finished_is_blocked(url: str, data):
    anna, _ = await seated_client(url)
    code = (await anna.create("standard", SEATS, "Anna")).table
    ben, _ = await seated_client(url)
    await ben.join(code, "Ben")
    mend = blocked_finished_folder(data)
    await play_to_the_end([anna, ben])  # no placement refused: the end is stored in the journal
    overs = [(await client.until(lambda m: m.game.is_over)).game.scores for client in (anna, ben)]
    return code, anna, ben, overs, mend


def test_a_record_that_cannot_move_is_told_all_the_same_and_moves_at_the_next_start(tmp_path):
    data = tmp_path / "data"
    lines = []
    hosted = start_server(data, log=lines.append)

    async def scenario():
        code, anna, ben, overs, mend = await ended_while_finished_is_blocked(hosted.url, data)
        for client in (anna, ben):
            await client.close()
        mend()
        return code, overs

    try:
        code, overs = asyncio.run(scenario())
    finally:
        hosted.stop()
    assert overs[0] == overs[1]
    assert [line for line in lines if "finished/" in line] == [
        f"table {code}: its record cannot move to finished/ (Not a directory); it stays under tables/"]
    assert loaded(data) == []
    finished = load_record(data / "finished" / f"{code}.ingenious").replay()
    assert finished.is_over and finished.scores == overs[0]


def test_a_rematch_waits_until_the_finished_record_has_moved(tmp_path):
    data = tmp_path / "data"
    hosted = start_server(data, log=lambda line: None)

    async def scenario():
        code, anna, ben, _overs, mend = await ended_while_finished_is_blocked(hosted.url, data)
        await anna.rematch()
        await ben.until(lambda m: m.rematch == [0])
        while_blocked = await refused(ben.rematch())
        mend()
        await ben.rematch()
        numbers = [(await client.until(lambda m: m.game_number == 2)).game_number for client in (anna, ben)]
        for client in (anna, ben):
            await client.close()
        return code, while_blocked, numbers

    try:
        code, while_blocked, numbers = asyncio.run(scenario())
    finally:
        hosted.stop()
    assert while_blocked == p.CANNOT_SAVE and numbers == [2, 2]
    first = load_record(data / "finished" / f"{code}.ingenious").replay()
    assert first.is_over
    [second] = loaded(data)
    assert second.number == 2 and not second.game.is_over


def blocked_tables_folder(data):
    """tables/ replaced by a file, as :func:`blocked_finished_folder` does with finished/."""
    tables, aside = data / "tables", data / "tables-aside"
    tables.rename(aside)
    tables.write_text("not a folder")

    def mend():
        tables.unlink()
        aside.rename(tables)
    return mend


def test_a_read_only_table_whose_record_moves_takes_changes_again(tmp_path):
    data = tmp_path / "data"
    hosted = start_server(data, log=lambda line: None, limits=Limits(save_retry_seconds=3600))  # no retry meanwhile

    async def scenario():
        code, anna, ben, _overs, mend_finished = await ended_while_finished_is_blocked(hosted.url, data)
        token = ben.seated.token
        mend_tables = blocked_tables_folder(data)
        await ben.close()
        first_try, _ = await seated_client(hosted.url)
        refused_rejoin = await refused(first_try.rejoin(code, token))  # its save fails: the table is read-only
        await anna.until(lambda m: m.read_only)
        mend_finished()
        mend_tables()
        back, _ = await seated_client(hosted.url)
        await back.rejoin(code, token)  # a read-only table takes a rejoin: the record moves with it
        record = record_in_finished(data, code)
        try:
            await anna.leave()  # nothing is left to store: the table takes changes again
            left = "left"
        except ServerRefused as refusal:
            left = refusal.code
        told = anna.mirror.read_only  # the update that says so came before the answer
        for client in (anna, first_try, back):
            await client.close()
        return code, refused_rejoin, record, left, told

    try:
        code, refused_rejoin, record, left, told = asyncio.run(scenario())
    finally:
        hosted.stop()
    assert refused_rejoin == p.CANNOT_SAVE and record.replay().is_over
    assert (left, told) == ("left", False)
    assert not (data / "tables" / f"{code}.ingenious").exists() and not (data / "tokens" / f"{code}.json").exists()
