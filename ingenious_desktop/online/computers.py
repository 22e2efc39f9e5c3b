"""The computer seats of the server's tables: which player plays a seat, and its decision made in a
worker thread of their own pool, so that the server's loop (and every other table) goes on meanwhile and
saving never waits behind a computer thinking."""

from __future__ import annotations

import asyncio
from concurrent.futures import ThreadPoolExecutor

from ingenious_desktop.ai import forget_loaded_networks, seat_player

from .protocol import CANNOT_SAVE, ProtocolError
from .table import STAND_IN_LEVEL, SeatState, Table


def computer_for(seat: SeatState, seconds: float, seed: int | None = None):
    """The player for ``seat`` (ai.seat_player: its named opponent, or else its level; a person's seat: the
    stand-in level). The hard level searches in this process only (no helper process): a server runs many tables."""
    if seat.kind != "computer":
        return seat_player(STAND_IN_LEVEL, None, seed, seconds, helper=False)
    return seat_player(seat.level or STAND_IN_LEVEL, seat.opponent, seed, seconds, helper=False)


class ComputerSeats:
    """The computers at a server's tables: a task per table while one of its computers must decide, each
    decision in a bounded pool of threads of their own (tables beyond it wait their turn)."""

    def __init__(self, server, threads: int, seconds: float):
        self.server = server
        self.seconds = seconds
        self.pool = ThreadPoolExecutor(max(1, threads), thread_name_prefix="computer seat")
        self.players: dict[tuple[str, int, str, str | None], object] = {}
        self.thinking: dict[str, asyncio.Task] = {}

    def wake(self, table: Table) -> None:
        """Let the table's computers play, if one must decide, none is thinking yet and the table can save."""
        if table.pending_computer() is not None and table.code not in self.thinking and not table.read_only:
            self.thinking[table.code] = asyncio.get_running_loop().create_task(self._play(table))

    def forget(self, code: str) -> None:
        """The table ``code`` is over or gone: its players go, and the networks they read once no computer
        plays at any table (after an attack of computer tables, say: about 7 MB)."""
        held = len(self.players)
        self.players = {key: player for key, player in self.players.items() if key[0] != code}
        if held and not self.players:
            forget_loaded_networks()

    def close(self) -> None:
        """The server stops: its pool's threads end (a decision under way is finished, and thrown away)."""
        self.pool.shutdown(wait=False, cancel_futures=True)

    async def _play(self, table: Table) -> None:
        server = self.server
        try:
            while (pending := table.pending_computer()) is not None and server.tables.get(table.code) is table:
                seat, kind = pending
                expect = len(table.game.log)
                answer = await self._decide(self._player(table, seat), table.game.view(seat), kind)
                async with server.saver.change(table):
                    if server.tables.get(table.code) is not table:
                        return  # closed while it thought (expired): its files are gone, and its move with them
                    if table.pending_computer() != pending or len(table.game.log) != expect:
                        continue  # the person took the seat back meanwhile
                    if kind == "place":
                        table.place(seat, answer.tile, [list(c) for c in answer.cells], expect, computer=True)
                    else:
                        table.swap(seat, bool(answer), expect, computer=True)
                    await server.changed(table, expect, None, None)
        except ProtocolError as error:
            if error.code != CANNOT_SAVE:  # cannot save: the table plays on once it can (server.read_only_changed)
                server.say(f"table {table.code}: the computer's move was refused ({error})")
        except Exception as error:  # noqa: BLE001 - one line; the table waits, the others go on
            server.say(f"table {table.code}: the computer failed ({type(error).__name__}: {error})")
        finally:
            self.thinking.pop(table.code, None)

    async def _decide(self, player, view, kind: str):
        """The placement (``kind`` "place") or the swap answer ("swap") ``player`` chooses for ``view``."""
        choose = player.choose_placement if kind == "place" else player.choose_swap
        return await asyncio.get_running_loop().run_in_executor(self.pool, choose, view)

    def _player(self, table: Table, seat: int):
        state = table.seats[seat]
        key = (table.code, seat, state.kind, state.level)
        if key not in self.players:
            self.players[key] = computer_for(state, self.seconds)
        return self.players[key]
