"""What a client knows of its table: the seats, and the game as its seat may see it, kept from the
server's ``state`` and ``update`` messages. The server decides everything; the mirror applies each
message once: its events to the seat's game (engine.SeatGame: the tiles it was not shown stay unknown),
checked against the state the server says they reached (online.protocol)."""

from __future__ import annotations

import copy

from ingenious_desktop.engine import IllegalAction, Phase, PlacementResult, PlayerView, Record, SeatGame, make_variant

from . import protocol as p
from .coach_agreement import CoachAgreement
from .finished import checked_record
from .server_said import server_seat_infos, server_waiting_for

#: What a server from before the coach's agreement means: no coach.
NO_COACH = CoachAgreement().public()


class Mirror:
    """One seat's copy of a table (``seat`` None: a spectator's).

    ``game`` is the :class:`SeatGame` of this seat: the board, the scores, the turn, the log, this seat's
    rack, and the other racks and the bag as unknown tiles; ``game.scored_placements()`` lists this seat's
    legal placements when it is to place. ``events`` are the events as the server sent them (another seat's
    draw as ``{"type": "draw", "player": P, "count": N}``), ``results`` what each placement did, ``record``
    the finished game's whole record once the server sent it (engine.Record, else None)."""

    def __init__(self, message: dict):
        self.table, self.seat, self.host, self.spectators = p.server_table(message)
        self.variant = make_variant(message["variant"], message["players"])
        self.game_number: int = p.server_whole(message.get("game_number", 1), 1)  # absent before rematches
        self.turned: int = p.server_turned(message.get("turned", 0), self.variant.players)
        self.events: list[dict] = []
        self.record: Record | None = None
        self.apply(message)

    @property
    def code(self) -> str:
        """The table's code."""
        return self.table

    @property
    def results(self) -> list[PlacementResult]:
        return self.game.results

    def apply(self, message: dict) -> tuple[list[dict], list[PlacementResult]]:
        """Take in a ``state`` or ``update``; returns the events and placement results it added. ProtocolError
        (nothing kept) for one whose events break the rules or do not lead to the state it names."""
        whole = message["type"] == "state"
        game = SeatGame(self.variant, self.seat) if whole else self.game.copy(keep_log=True)
        placed = 0 if whole else len(game.results)
        events = message["events"]
        if not isinstance(events, list):
            raise p.ProtocolError('"events" must be a list')
        by_computer = set() if whole else set(self.computer_moves)
        try:
            for index, data in enumerate(events, len(game.log)):
                game.apply(p.server_event(data, self.variant.players))
                if p.server_by(data):
                    by_computer.add(index)
        except IllegalAction as error:
            raise p.ProtocolError(f"an event the rules refuse: {error}") from None
        events = [{key: value for key, value in data.items() if key != "by"} for data in events]
        p.check_reached(game, message["game"], self.seat)
        seen = events if whole else self.events + events
        record = checked_record(message["record"], self.variant, self.seat, seen) if "record" in message else None
        players = self.variant.players
        seats = server_seat_infos(message["seats"], players)
        waiting_for = server_waiting_for(message["waiting_for"], players)
        started = p.server_started(message)
        self.rematch: list[int] = p.server_seats(message.get("rematch", []), players)
        self.coach: dict = p.server_coach(message.get("coach", NO_COACH), players)
        #: the server cannot save the table now: it refuses every change until it can
        self.read_only: bool = p.server_read_only(message)
        self.game, self.events, self.state = game, seen, message["game"]
        #: the indices of the events a computer made for a person's seat (the person away or gone)
        self.computer_moves: set[int] = by_computer
        if whole or "record" in message:  # the game is over: its whole record, every rack in it (None: not ours)
            self.record = record
        self.started: bool = started
        self.seats: list[dict] = seats
        self.waiting_for: int | None = waiting_for
        return events, game.results[placed:]

    def copy(self) -> Mirror:
        """A copy that the mirror's next message leaves as it is (for another thread)."""
        other = copy.copy(self)
        other.game, other.events = self.game.copy(keep_log=True), list(self.events)
        other.computer_moves = set(self.computer_moves)
        return other

    @property
    def event_count(self) -> int:
        """How many events the table has had (what a placement or swap names as ``expect``)."""
        return self.state["events"]

    @property
    def rack(self) -> tuple[str, ...]:
        return tuple(self.state["rack"])

    @property
    def my_turn(self) -> bool:
        return self.seat is not None and self.started and self.game.to_move == self.seat and not self.game.is_over

    @property
    def to_place(self) -> bool:
        return self.my_turn and self.game.phase is Phase.PLACE

    @property
    def swap_offered(self) -> bool:
        return self.my_turn and self.state["swap_offered"]

    def view(self) -> PlayerView:
        """The seat's :class:`PlayerView` (a seat's only: a spectator knows no rack)."""
        return self.game.view(self.seat)
