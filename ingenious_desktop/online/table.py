"""One table on the server: its seats and their tokens, the engine's game, whose turn it is and who plays it.

The table checks who may do what; the engine checks the rules. Nothing here waits or talks to the
network: the server calls these methods and sends what they changed.

    >>> table = Table.create("ABCDEF", "standard", [{"kind": "human"}, {"kind": "computer", "level": "easy"}], seed=1)
    >>> seat = table.sit("Ann", token="t0")
    >>> table.started, table.game.to_move, table.pending_computer()
    (True, 0, None)
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass, replace

from ingenious_desktop.engine import Game, Hex, IllegalAction, Phase, Place, Placement, Seat, Swap, make_variant

from .coach_agreement import CoachAgreement
from .protocol import (AWAY_GRACE_SECONDS, BAD_VARIANT, ILLEGAL, NO_SEAT, NOT_ALLOWED, SEAT_TAKEN, STALE,
                       STAND_IN_LEVEL, ProtocolError)


@dataclass
class SeatState:
    """One seat: what the host asked for, and the person in it (if any)."""

    kind: str                    # "human", "open" or "computer" (an open seat nobody took is "computer" once started)
    level: str | None = None     # a computer seat's level (an open seat's, should nobody take it)
    opponent: str | None = None  # a named opponent of that level
    name: str = ""
    token: str | None = None     # set when a person sits down
    left: bool = False           # the person left for good: a computer finishes for them
    stand_in: bool = False       # a computer plays while the person is away
    connections: int = 0
    away_since: float | None = None

    @property
    def person(self) -> bool:
        return self.token is not None

    @property
    def computer_plays(self) -> bool:
        return self.kind == "computer" or self.left or self.stand_in

    def info(self, now: float) -> dict:
        """The seat as every client sees it (never its token)."""
        away = None if self.away_since is None or not self.person or self.left else round(now - self.away_since, 1)
        return {"name": self.name, "kind": self.kind, "level": self.level, "opponent": self.opponent,
                "taken": self.person, "present": self.connections > 0, "away": away, "stand_in": self.stand_in,
                "left": self.left}


class Table:
    """Seats, tokens and the engine's game of one table; every method either changes it whole or raises
    :class:`ProtocolError` and changes nothing."""

    def __init__(self, code: str, game: Game, seats: list[SeatState], spectators: bool = False,
                 started: bool = False, host: int = 0, number: int = 1, coach: CoachAgreement | None = None):
        self.code = code
        self.game = game
        self.seats = seats
        self.spectators = spectators
        self.started = started
        self.host = host
        self.number = number               # the table's first game, or a rematch's number
        self.rematch_asked: set[int] = set()  # the seats whose person asked for a rematch
        self.coach = coach or CoachAgreement()  # whether the coach may help in this game (online.coach_agreement)
        self.read_only = False             # its last change could not be stored: changes wait until one can
        self.record_finished = False       # its game is over and its record in finished/: nothing more to store
        self.computer_moves: set[int] = set()  # the log's placements and swaps a computer made for a person

    @classmethod
    def create(cls, code: str, variant: str, specs: list[dict], spectators: bool = False,
               seed: int | None = None, coach: bool = False) -> Table:
        """A new table; the host sits down with :meth:`sit` at once (and agrees to the coach it proposes)."""
        if variant == "solo":
            raise ProtocolError("solo is played alone, not over the network", BAD_VARIANT)
        try:
            rules = make_variant(variant, len(specs))
        except IllegalAction as error:
            raise ProtocolError(str(error), BAD_VARIANT) from None
        if not any(spec["kind"] != "computer" for spec in specs):
            raise ProtocolError("a table needs a seat for a person", BAD_VARIANT)
        seats = [SeatState(spec["kind"], spec.get("level"), spec.get("opponent")) for spec in specs]
        for seat in seats:
            if seat.kind == "computer":
                seat.name = seat.opponent or "Computer"
        game = Game(rules, secrets.randbits(63) if seed is None else seed)
        table = cls(code, game, seats, spectators)
        table.host = next(i for i, seat in enumerate(seats) if seat.kind != "computer")
        table.coach = CoachAgreement(coach, {table.host} if coach else set())
        return table

    # ----------------------------------------------------------------- people

    def sit(self, name: str, seat: int | None = None, token: str | None = None) -> int:
        """Seat a person called ``name`` (at ``seat``, or the first free one); their token is ``seats[n].token``."""
        if seat is not None:
            self.named_seat(seat)
        free = [i for i, s in enumerate(self.seats) if s.kind != "computer" and not s.person]
        if self.started or not free or (seat is not None and seat not in free):
            raise ProtocolError("no free seat for a person at this table" if seat is None
                                else f"seat {seat} is not free", SEAT_TAKEN)
        chosen = free[0] if seat is None else seat
        state = self.seats[chosen]
        state.name, state.token = name, token or secrets.token_urlsafe(24)
        if all(s.person for s in self.seats if s.kind != "computer") and not self.coach.proposed:
            self.start()  # with the coach proposed, the host starts: each person may agree first
        return chosen

    def named_seat(self, seat: int) -> SeatState:
        """The seat a request names; ProtocolError ("no seat") unless the table has it."""
        if not 0 <= seat < len(self.seats):
            raise ProtocolError(f"this table has seats 0 to {len(self.seats) - 1}, not {seat}", NO_SEAT)
        return self.seats[seat]

    def seat_of(self, token: str) -> int | None:
        """The seat ``token`` holds, if any (compared in constant time)."""
        found = None
        for i, seat in enumerate(self.seats):
            if seat.token is not None and secrets.compare_digest(seat.token.encode(), token.encode()):
                found = i
        return found

    def arrive(self, seat: int) -> None:
        """A connection holds ``seat``: the person takes it back from a computer standing in."""
        state = self.seats[seat]
        state.connections += 1
        state.away_since = None
        state.stand_in = False

    def depart(self, seat: int, now: float) -> None:
        state = self.seats[seat]
        state.connections = max(0, state.connections - 1)
        if state.connections == 0:
            state.away_since = now

    def leave(self, seat: int) -> None:
        """The person leaves for good: before the start the seat is free again, after it a computer finishes."""
        state = self.seats[seat]
        if not self.started:
            state.name, state.token = "", None
            self.coach.forget(seat)
        else:
            state.left = True
        self.rematch_asked.discard(seat)

    def hand_over(self, by: int, seat: int, now: float, grace: float = AWAY_GRACE_SECONDS) -> None:
        """``by``, a person at the table, gives the seat of a person away for a minute to a computer."""
        state = self.named_seat(seat)
        if by == seat or not state.person or state.computer_plays or state.connections:
            raise ProtocolError(f"seat {seat} is not a person's seat that is away", NOT_ALLOWED)
        if state.away_since is None or now - state.away_since < grace:
            raise ProtocolError(f"seat {seat} may be handed to a computer after {grace:g} seconds away",
                                NOT_ALLOWED)
        state.stand_in = True

    def start(self, by: int | None = None) -> None:
        """Deal: open seats nobody took are played by a computer; refused while a seat for a friend is empty."""
        if by is not None and by != self.host:
            raise ProtocolError("only the host starts the game", NOT_ALLOWED)
        if self.started:
            raise ProtocolError("the game has started", NOT_ALLOWED)
        if any(s.kind == "human" and not s.person for s in self.seats):
            raise ProtocolError("a seat for a friend is still empty", NOT_ALLOWED)
        for seat in self.seats:
            if seat.kind == "open" and not seat.person:
                seat.kind, seat.level = "computer", seat.level or STAND_IN_LEVEL
                seat.name = seat.opponent or "Computer"
        self.coach.decide([i for i, seat in enumerate(self.seats) if seat.person])
        self.started = True
        self.game.deal()

    def agree_to_coach(self, seat: int, agree: bool) -> None:
        """The person at ``seat`` agrees to the coach the host proposed, or not; refused once dealt."""
        self.coach.agree(seat, agree, self.started)

    # ----------------------------------------------------------------- play

    def place(self, seat: int, tile: str, at: list[list[int]], expect: int, computer: bool = False) -> None:
        """The placement ``seat`` asks for, checked by the engine; then the draws that follow without a choice."""
        self._check_turn(seat, expect, computer)
        try:
            self.game.place(Placement(tile, (Hex(*at[0]), Hex(*at[1]))))
        except IllegalAction as error:
            raise ProtocolError(str(error), ILLEGAL, rule=error.rule) from None
        self._credit(seat, expect)
        self._settle()

    def swap(self, seat: int, swap: bool, expect: int, computer: bool = False) -> None:
        """``seat``'s answer to the swap it was offered, then its draw."""
        self._check_turn(seat, expect, computer)
        if self.game.phase is not Phase.REFILL:
            raise ProtocolError("a swap is answered after the placements", ILLEGAL)
        if swap and not self.game.can_swap():
            raise ProtocolError("no swap is allowed now", ILLEGAL)
        self.game.end_turn(swap)
        self._credit(seat, expect)
        self._settle()

    def _credit(self, seat: int, before: int) -> None:
        """The event ``before`` (a placement or a swap) was a computer's for a person's seat, if one plays it."""
        person = self.seats[seat].kind != "computer"
        if person and self.seats[seat].computer_plays and isinstance(self.game.log[before], (Place, Swap)):
            self.computer_moves.add(before)

    def _check_turn(self, seat: int, expect: int, computer: bool) -> None:
        game = self.game
        if not self.started or game.is_over:
            raise ProtocolError("the game is not under way", NOT_ALLOWED)
        if expect != len(game.log):
            raise ProtocolError(f"the table has had {len(game.log)} events, not {expect}", STALE,
                                events=len(game.log))
        if seat != game.to_move:
            raise ProtocolError(f"it is seat {game.to_move}'s turn", ILLEGAL, rule="wrong player")
        if self.seats[seat].computer_plays != computer:
            raise ProtocolError("a computer plays this seat now", NOT_ALLOWED)

    def _settle(self) -> None:
        """Draw for the player to move when there is nothing to choose (no swap allowed)."""
        game = self.game
        if game.phase is Phase.REFILL and not game.can_swap():
            game.end_turn(False)

    def pending_computer(self) -> tuple[int, str] | None:
        """(seat, "place" or "swap") when a computer must decide now, else None."""
        game = self.game
        if not self.started or game.is_over or not self.seats[game.to_move].computer_plays:
            return None
        return game.to_move, "place" if game.phase is Phase.PLACE else "swap"

    def waiting_for(self) -> int | None:
        """The seat of an away person the table waits on, if it does."""
        game = self.game
        seat = self.seats[game.to_move]
        if self.started and not game.is_over and seat.person and not seat.computer_plays and not seat.connections:
            return game.to_move
        return None

    # ----------------------------------------------------------------- a rematch

    def ask_rematch(self, seat: int) -> None:
        """The person at ``seat`` asks for another game at this table; only once the game is over."""
        if not (self.started and self.game.is_over):
            raise ProtocolError("a rematch is asked for once the game is over", NOT_ALLOWED)
        self.rematch_asked.add(seat)

    def staying(self) -> list[int]:
        """The seats of the persons still at the table: not left, and connected now or asking for a rematch
        (one whose connection dropped after asking comes back by itself)."""
        return [i for i, seat in enumerate(self.seats)
                if seat.person and not seat.left and (seat.connections or i in self.rematch_asked)]

    @property
    def turned(self) -> int:
        """How far the seats have turned since the table's first game: each rematch's first seat is the next
        one around the table (online.rematch), so seat i now sat at seat (i + turned) % players then."""
        return (self.number - 1) % len(self.seats)

    def rematch_due(self) -> bool:
        """The game is over and every person still at the table has asked for a rematch."""
        staying = self.staying()
        return self.game.is_over and bool(staying) and set(staying) <= self.rematch_asked

    # ----------------------------------------------------------------- telling

    def seat_infos(self, now: float) -> list[dict]:
        return [seat.info(now) for seat in self.seats]

    def record_seats(self) -> list[Seat]:
        """The seats as the record format names them."""
        return [Seat(s.name, "ai", s.level or STAND_IN_LEVEL, s.opponent) if s.kind == "computer" else Seat(s.name)
                for s in self.seats]

    # ----------------------------------------------------------------- undoing a change that was not stored

    def checkpoint(self) -> tuple:
        """What :meth:`restore` needs to put the table back as it is now (a change the store refused)."""
        return (len(self.game.log), self.game.phase, [replace(seat) for seat in self.seats], self.started,
                self.host, set(self.rematch_asked),
                CoachAgreement(self.coach.proposed, set(self.coach.agreed), self.coach.allowed))

    def restore(self, checkpoint: tuple) -> None:
        """The table as it was at ``checkpoint``: its game replayed to the events it had then; who is
        connected now stays as it is."""
        events, phase, seats, self.started, self.host, self.rematch_asked, self.coach = checkpoint
        self.computer_moves = {index for index in self.computer_moves if index < events}
        game = self.game
        if len(game.log) != events or game.phase is not phase:
            self.game = Game.from_events(game.variant, game.log[:events], game.seed)
        for now, then in zip(self.seats, seats):
            then.connections, then.away_since = now.connections, now.away_since
        self.seats = seats

    @property
    def computers_only(self) -> bool:
        """The game goes on with every person gone for good (left, or the seat never taken)."""
        return self.started and not self.game.is_over and not any(s.person and not s.left for s in self.seats)
