"""The record of a finished game as the wire carries it: the server sends it to every seat and spectator
once the game is over (docs/network-protocol.md, "The record at the end"), the client checks it before the
window uses it in place of its seat's game, whose tiles the seat was not shown are unknown.

    >>> from ingenious_desktop.engine import Game, Seat
    >>> game = Game.new("standard", players=2, seed=1)
    >>> game.deal()
    >>> sorted(finished_record(game, [Seat("Ann"), Seat("Ben")]))
    ['events', 'format', 'players', 'variant', 'version']
"""

from __future__ import annotations

import json

from ingenious_desktop.engine import Game, Record, RecordError, Seat, Variant, parse_record, record_of

from .snapshot import visible_events

#: The keys of the record format itself (docs/save-format.md): all a finished game's record needs.
FORMAT_KEYS = ("format", "version", "variant", "players", "events")


def finished_record(game: Game, seats: list[Seat]) -> dict:
    """``game`` in the record format with only the format's keys: every draw's tiles, but not the bag's
    seed (the draws replay without it) nor anything of the table's (its seats' tokens live apart anyway)."""
    return {key: value for key, value in record_of(game, seats).items() if key in FORMAT_KEYS}


def checked_record(value, variant: Variant, seat: int | None, events: list[dict]) -> Record | None:
    """The record a server sent, if it is the finished game of this table as ``seat`` was told it (the same
    variant and players, each event as it was sent); None for anything else: the table keeps its own game."""
    if not isinstance(value, dict):
        return None
    try:
        record = parse_record(json.dumps(value))
        over = record.replay().is_over
    except (RecordError, ValueError, TypeError, RecursionError):
        return None
    if record.variant != variant or not over or visible_events(record.events, seat) != events:
        return None
    return Record(record.variant, record.seats, record.events)
