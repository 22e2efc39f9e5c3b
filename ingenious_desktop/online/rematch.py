"""A rematch: the next game at a table whose game is over, once every person still there asked for it.

The rulebooks say the youngest player begins (001, 002; 000: the younger) and nothing of a next game;
the server knows no ages. The first game's first seat is the host's arrangement; each rematch passes the
first turn on by one seat around the table. The engine's first player is always seat 0, so the seats are
turned: seat i of the new game is seat i + 1 of the old one (around the table, the order unchanged).

    >>> from ingenious_desktop.online.table import Table
    >>> table = Table.create("ABCDEF", "standard", [{"kind": "human"}, {"kind": "computer", "level": "easy"}], seed=1)
    >>> table.sit("Ann", token="t0") == 0
    True
    >>> table.seats[0].connections = 1
    >>> table.game.phase = Phase.OVER
    >>> table.ask_rematch(0)
    >>> new = next_table(table, seed=2)
    >>> [seat.name for seat in new.seats], new.number, new.turned, new.game.phase.value
    (['Computer', 'Ann'], 2, 1, 'place')
"""

from __future__ import annotations

import secrets

from ingenious_desktop.engine import Game, Phase

from .table import STAND_IN_LEVEL, SeatState, Table


def next_table(table: Table, seed: int | None = None) -> Table:
    """The table's next game, dealt: the same code and seats, the next seat first, a new bag (``seed``).

    A computer stays at its level; a person still at the table keeps the seat and its token; a seat whose
    person left (or is gone) is played by a computer of the stand-in level."""
    count = len(table.seats)
    staying = set(table.staying())
    moved = [(i + 1) % count for i in range(count)]  # the old seat that sits at each new seat
    seats = [_next_seat(table.seats[old], old in staying) for old in moved]
    host = moved.index(table.host) if table.host in staying else next(i for i, s in enumerate(seats) if s.person)
    game = Game(table.game.variant, secrets.randbits(63) if seed is None else seed)
    following = Table(table.code, game, seats, table.spectators, started=True, host=host, number=table.number + 1,
                      coach=table.coach.turned(count))
    game.deal()
    return following


def _next_seat(seat: SeatState, stays: bool) -> SeatState:
    if seat.kind == "computer":
        return SeatState("computer", seat.level, seat.opponent, seat.name)
    if stays:
        return SeatState(seat.kind, seat.level, seat.opponent, seat.name, seat.token, connections=seat.connections,
                         away_since=seat.away_since)
    return SeatState("computer", STAND_IN_LEVEL, None, "Computer")
