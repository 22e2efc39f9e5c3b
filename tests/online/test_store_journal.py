"""The table store's journal: once a table's record is written, its events are appended to tables/CODE.events
(the record is not written again for a placement), and a server started again on the folder finds every
event; an event cut short by a kill is left out, a journal that skips events is named and not used, and
any other change writes the record whole and drops the journal."""

from __future__ import annotations

from ingenious_desktop.engine import Phase
from ingenious_desktop.online.store import Store
from ingenious_desktop.online.table import Table


def dealt(store: Store) -> Table:
    table = Table.create("ABCDEF", "standard", [{"kind": "human"}, {"kind": "human"}], seed=5)
    table.sit("Anna", token="anna-token-0123")
    table.sit("Ben", token="ben-token-45678")
    store.save(table, tokens_changed=True)
    return table


def play(table: Table, store: Store, turns: int) -> None:
    """``turns`` placements (and the draws after them), the table saved after each, as the server does."""
    game = table.game
    for _ in range(turns):
        before, seat = len(game.log), game.to_move
        computer = table.seats[seat].computer_plays
        if game.phase is Phase.REFILL:
            table.swap(seat, False, before, computer)
        else:
            placement = game.legal_placements()[0]
            table.place(seat, placement.tile, [list(c) for c in placement.cells], before, computer)
        store.save(table)


def journalled(folder, turns: int):
    """A dealt table stored in ``folder`` with ``turns`` placements since: the store, the table, its journal."""
    store = Store(folder)
    table = dealt(store)
    play(table, store, turns)
    return store, table, folder / "tables" / "ABCDEF.events"


def loaded(folder, complain=None) -> list[Table]:
    return Store(folder).load_all(complain or (lambda line: None))


def test_placements_are_appended_and_a_restart_finds_every_event(tmp_path):
    store = Store(tmp_path)
    table = dealt(store)
    record = (tmp_path / "tables" / "ABCDEF.ingenious").read_bytes()
    play(table, store, 12)
    assert (tmp_path / "tables" / "ABCDEF.ingenious").read_bytes() == record
    assert len((tmp_path / "tables" / "ABCDEF.events").read_text().splitlines()) == len(table.game.log) - 2
    [back] = loaded(tmp_path)
    assert back.game.log == table.game.log and back.game.racks == table.game.racks
    assert [s.token for s in back.seats] == ["anna-token-0123", "ben-token-45678"]


def test_an_event_cut_short_by_a_kill_is_left_out(tmp_path):
    _store, table, journal = journalled(tmp_path, 3)
    told = journal.read_text()
    journal.write_text(told + '{"n":' + str(len(table.game.log)) + ',"event":{"type":"pla')
    [back] = loaded(tmp_path)
    assert back.game.log == table.game.log


def test_a_journal_that_skips_events_is_named_and_the_table_not_loaded(tmp_path):
    _store, _table, journal = journalled(tmp_path, 4)
    lines = journal.read_text().splitlines(keepends=True)
    journal.write_text(lines[0] + "".join(lines[2:]))
    complaints = []
    assert loaded(tmp_path, complaints.append) == []
    assert complaints == ["stored table ABCDEF.ingenious: not loaded (its journal ABCDEF.events skips events)"]


def test_a_seat_change_writes_the_record_whole_and_drops_the_journal(tmp_path):
    store, table, journal = journalled(tmp_path, 5)
    table.leave(1)
    store.save(table)
    assert not journal.exists()
    [back] = loaded(tmp_path)
    assert back.game.log == table.game.log and back.seats[1].left
    play(table, store, 3)
    [back] = loaded(tmp_path)
    assert back.game.log == table.game.log and back.seats[1].left


def test_a_kill_before_the_old_journal_is_removed_loses_nothing(tmp_path):
    store, table, journal = journalled(tmp_path, 5)
    old = journal.read_text()
    table.leave(1)
    store.save(table)
    journal.write_text(old)  # as if the server was killed after the record, before the journal went
    [back] = loaded(tmp_path)
    assert back.game.log == table.game.log


def test_a_finished_table_leaves_no_journal(tmp_path):
    store = Store(tmp_path)
    table = dealt(store)
    while not table.game.is_over:
        play(table, store, 1)
    assert sorted(p.name for p in (tmp_path / "tables").iterdir()) == []
    assert (tmp_path / "finished" / "ABCDEF.ingenious").exists()
