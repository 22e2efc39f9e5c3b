"""The end of a game: counting it in the statistics file beside the autosave (once: the statistics know its id)."""

from __future__ import annotations

from pathlib import Path

from ingenious_desktop.engine import Game, Seat

from .statistics import STATISTICS_NAME, GameResult, Trouble, record_game
from .table import Table


def statistics_file(autosave: Path | None) -> Path | None:
    """The statistics file, beside the autosave (none when there is no autosave, as in tests)."""
    return None if autosave is None else Path(autosave).parent / STATISTICS_NAME


def count_game(path: Path | None, game: Game, seats: list[Seat], game_id: str, undid: bool, hints: int,
               table: Table) -> Trouble | None:
    """Count the game that just ended at ``table``; the Trouble to tell the player, if any."""
    if path is None:
        return None
    result = GameResult.of(game, seats, game_id, undid=undid, hints=hints, network=table.counted_as_network,
                           seat=table.seat if table.counted_as_network else None)
    return record_game(path, result)
