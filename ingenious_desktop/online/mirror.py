"""What a client knows of its table: the seats, and the game as its seat may see it, kept from the
server's ``state`` and ``update`` messages. The server decides everything; the mirror only holds it."""

from __future__ import annotations

from ingenious_desktop.engine import Phase, PlacementResult, PlayerView, Record, make_variant

from .coach_agreement import CoachAgreement
from .finished import checked_record
from .snapshot import game_from_state, place_on, result_from_json, set_public

#: What a server from before the coach's agreement means: no coach.
NO_COACH = CoachAgreement().public()


class Mirror:
    """One seat's public copy of a table (``seat`` None: a spectator's).

    ``game`` is a :class:`Game` holding the board, the scores, this seat's rack and the turn, as
    :class:`PlayerView` keeps one (no bag, no other rack): ``game.scored_placements()`` lists this
    seat's legal placements when it is to place. ``events`` are the events seen so far (another
    seat's draw as ``{"type": "draw", "player": P, "count": N}``), ``results`` what each placement did,
    ``record`` the finished game's whole record once the server sent it (engine.Record, else None)."""

    def __init__(self, message: dict):
        self.table: str = message["table"]
        self.variant = make_variant(message["variant"], message["players"])
        self.seat: int | None = message["you"]
        self.host: int = message["host"]
        self.spectators: bool = message["spectators"]
        self.game_number: int = _whole(message.get("game_number", 1), 1)  # absent from a server before rematches
        self.turned: int = _whole(message.get("turned", 0), 0)
        self.events: list[dict] = []
        self.results: list[PlacementResult] = []
        self.record: Record | None = None
        self.apply(message)

    def apply(self, message: dict) -> tuple[list[dict], list[PlacementResult]]:
        """Take in a ``state`` or ``update``; returns the events and placement results it added."""
        whole = message["type"] == "state"
        if whole:
            self.events, self.results, self.record = [], [], None
        events = message["events"]
        results = [result_from_json(data) for data in message["results"]]
        self.events += events
        self.results += results
        if "record" in message:  # the game is over: its whole record, every rack in it (None: not of this table)
            self.record = checked_record(message["record"], self.variant, self.seat, self.events)
        self.started: bool = message["started"]
        self.seats: list[dict] = message["seats"]
        self.waiting_for: int | None = message["waiting_for"]
        self.rematch: list[int] = _seats_named(message.get("rematch", []), len(self.seats))
        self.coach: dict = _coach(message.get("coach", NO_COACH), len(self.seats))
        self.state: dict = message["game"]
        if whole:
            self.game = game_from_state(self.variant, self.state, self.seat, self.results)
        else:
            for event in events:
                if event["type"] == "place":
                    place_on(self.game, event)
            set_public(self.game, self.state, self.seat, self.results)
        return events, results

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
        """The seat's :class:`PlayerView` (a spectator's has no rack)."""
        s = self.state
        return PlayerView(self.seat if self.seat is not None else -1, self.variant, s["to_move"], Phase(s["phase"]),
                          s["bonus_owed"], tuple(tuple(x) for x in s["scores"]), tuple(s["rack"]), tuple(s["unseen"]),
                          tuple(s["rack_sizes"]), tuple(s["placements_made"]), s["bag_size"], self.game)


def _whole(value, low: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < low:
        raise ValueError("not a whole number of the protocol")
    return value


def _coach(value, count: int) -> dict:
    """Whether the host proposed the coach, who agreed, whether it is on (online.coach_agreement), checked."""
    if not isinstance(value, dict) or type(value.get("proposed")) is not bool or type(value.get("allowed")) is not bool:
        raise ValueError("not the coach's agreement")
    return {"proposed": value["proposed"], "agreed": _seats_named(value.get("agreed"), count),
            "allowed": value["allowed"]}


def _seats_named(value, count: int) -> list[int]:
    """A list of seats the server names (who asked for a rematch), checked for shape."""
    if not isinstance(value, list) or not all(type(seat) is int and 0 <= seat < count for seat in value):
        raise ValueError("not a list of seats")
    return list(value)
