"""Storing the server's tables so that a change nobody could keep is a change nobody saw: each table's
changes are made one at a time, stored before anyone is told, and undone when storing fails (a full disk,
a read-only folder). The table is then read-only: the mover is told the server cannot save, the others
see nothing change, and the table tries again every ``Limits.save_retry_seconds`` until a save works.

The events that end a game are stored as any others (appended to the table's journal); once everyone has
been told, its record moves to ``finished/`` in a worker thread, before the table's next change. So the
last placement of fifty games ending together does not wait for fifty whole files written and flushed."""

from __future__ import annotations

import asyncio
from contextlib import asynccontextmanager

from .protocol import CANNOT_SAVE, ProtocolError
from .store import Store
from .table import Table


class CannotSave(Exception):
    """The store refused a table's files (an OSError)."""


def cannot_save(table: Table) -> ProtocolError:
    return ProtocolError(f"the server cannot save table {table.code} now: nothing changed, try again later",
                         CANNOT_SAVE)


class Saver:
    """The tables' writes, in order per table, and the undoing of a change whose write failed."""

    def __init__(self, store: Store | None, say, read_only_changed):
        self.store = store
        self.say = say
        self.read_only_changed = read_only_changed  # called with the table when it becomes or stops being read-only
        self.locks: dict[str, asyncio.Lock] = {}

    @asynccontextmanager
    async def change(self, table: Table, *, refuse_read_only: bool = True):
        """Make one change to ``table`` in the block, which stores it with :meth:`save`; should that fail,
        the table is as it was before the block and :class:`ProtocolError` ``cannot save`` is raised.
        A read-only table refuses the change (unless ``refuse_read_only`` is False: a rejoin)."""
        if table.read_only and refuse_read_only:
            raise cannot_save(table)
        async with self.turn(table.code):
            if table.read_only and refuse_read_only:
                raise cannot_save(table)
            checkpoint = table.checkpoint()
            try:
                yield
            except CannotSave:
                table.restore(checkpoint)
                if not table.read_only:
                    table.read_only = True
                    self.read_only_changed(table)
                raise cannot_save(table) from None
            if table.game.is_over:
                await self.finish(table)

    @asynccontextmanager
    async def turn(self, code: str):
        """The table ``code``'s turn: its changes and writes are made one at a time, first come first served."""
        async with self.locks.setdefault(code, asyncio.Lock()):
            yield

    async def save(self, table: Table, tokens_changed: bool = False) -> None:
        """Store the table as it is now (inside :meth:`change`): events appended to its journal here (a few
        microseconds, no hop to a thread and back), a whole file in a worker thread. Nothing is written
        for a read-only table (a rejoin): it is written whole once saving works again."""
        if self.store is None or table.read_only or table.record_finished:
            return
        files = self.store.files(table, tokens_changed)
        try:
            if all(append for _path, _text, append in files):
                self.store.write(files)
            else:
                await asyncio.to_thread(self.store.write, files)
        except OSError as error:
            self.say(f"table {table.code}: cannot save ({error.strerror or error}): read-only")
            raise CannotSave from error

    async def finish(self, table: Table) -> bool:
        """Move the record of ``table``, whose game is over and stored, to ``finished/`` (in a worker thread);
        True once it is there. Should that fail it stays in ``tables/``, finished: the next start moves it.
        A read-only table (a rejoin moved it) takes changes again: nothing is left to store."""
        if self.store is None or table.record_finished:
            return True
        try:
            await asyncio.to_thread(self.store.write, self.store.finishing_files(table))
        except OSError as error:
            self.say(f"table {table.code}: its record cannot move to finished/ ({error.strerror or error}); "
                     "it stays under tables/")
            return False
        table.record_finished = True
        if table.read_only:
            self._takes_changes(table)
        return True

    async def try_again(self, table: Table) -> None:
        """Write a read-only table whole; if that works it takes changes again."""
        async with self.turn(table.code):
            if not table.read_only or self.store is None:
                return
            try:
                await asyncio.to_thread(self.store.write, self.store.files(table, tokens_changed=True))
            except OSError:
                return
            self._takes_changes(table)

    def _takes_changes(self, table: Table) -> None:
        """The read-only ``table`` is stored again: it takes changes, and everyone at it is told."""
        table.read_only = False
        self.say(f"table {table.code}: saved again, takes changes")
        self.read_only_changed(table)

    def forget(self, code: str) -> None:
        self.locks.pop(code, None)
