"""A record opened in the replay viewer: where it stands, its log, and which event each log line tells.

The viewer steps a :class:`~ingenious_desktop.app.replay.ReplayCursor` from stop to stop (before
each placement, and the end); this module adds what the window needs around it: the log lines of
the whole record, the event and the placement result behind each line, the turn shown, and the
game that *Play from here* starts from. No Qt here.
"""

from __future__ import annotations

import bisect

from ingenious_desktop.engine import Event, Game, Place, PlacementResult, Seat, Swap, Variant

from .describe import LogLine, describe_played, placement_number
from .replay import ReplayCursor


class ReplayStory:
    """One record in the viewer; ``cursor.position`` is the number of its events shown.

    ``table_offset``: the seat, as set up, that played first (the table seats the players as in play)."""

    def __init__(self, variant: Variant, events: list[Event], seats: list[Seat], table_offset: int = 0):
        self.cursor = ReplayCursor(variant, events)
        self.seats = list(seats)
        self.table_offset = table_offset
        self.variant = variant
        end = self.cursor.game
        self.finished = end.is_over
        self.results: tuple[PlacementResult, ...] = tuple(end.results)
        self._end = end.copy(keep_log=True)  # the cursor's game moves on; its log lines are told from this
        self.lines: list[LogLine] = describe_played(self._end, seats)
        self.line_events = _line_events(events, self.finished)

    def retell(self) -> None:
        """Tell the log lines again, in the language now chosen."""
        self.lines = describe_played(self._end, self.seats)

    @property
    def game(self) -> Game:
        """The position shown. Read it, never change it."""
        return self.cursor.game

    @property
    def position(self) -> int:
        return self.cursor.position

    @property
    def stops(self) -> list[int]:
        return self.cursor.stops

    @property
    def stop_index(self) -> int:
        """Which stop is shown (the slider's value); between two stops, the one before."""
        return max(0, bisect.bisect_right(self.stops, self.position) - 1)

    @property
    def turns(self) -> int:
        """How many turns the record holds."""
        return len(self.cursor.turns) - 1

    @property
    def turn(self) -> int:
        """How many turns the position shown has finished."""
        return sum(1 for turn in self.cursor.turns[1:] if turn.end <= self.position)

    def lines_told(self) -> int:
        """How many log lines tell events the position shown has."""
        return bisect.bisect_left(self.line_events, self.position)

    def stop_after_line(self, row: int) -> int:
        """The stop just after the event log line ``row`` tells: that placement (or swap) on the board."""
        index = bisect.bisect_right(self.stops, self.line_events[row])
        return self.stops[min(index, len(self.stops) - 1)]

    def result_of_line(self, row: int) -> PlacementResult | None:
        """What the placement that log line ``row`` tells did (None for a swap or the ending)."""
        number = placement_number(self.lines, row)
        return None if number is None else self.results[number]

    def game_from_here(self) -> Game:
        """A new game that starts from the position shown: its log is the record's first events."""
        return Game.from_events(self.variant, self.cursor.events[:self.position])


def _line_events(events: list[Event], finished: bool) -> list[int]:
    """For each log line (as describe_log writes them), the index of the event it tells."""
    told = [index for index, event in enumerate(events) if isinstance(event, (Place, Swap))]
    if finished:
        told.append(len(events) - 1)  # the "Game over" line, after the placement that ended it
    return told

