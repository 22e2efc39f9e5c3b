"""The replay viewer's words: where it stands in the story, and what it asks before it shows the racks."""

from __future__ import annotations

from ingenious_desktop.engine import Game, Seat

from .status import status_line
from .words import translate


def replay_status(game: Game, seats: list[Seat], finished: bool, turn: int, turns: int) -> str:
    """The status line of the replay viewer: it tells a story, finished or not, at ``turn`` of ``turns``,
    speaking to "You" as the log does."""
    status = status_line(game, seats)
    if finished:
        return translate("describe", "Replay of a finished game · turn {turn} of {turns} · {status}").format(
            turn=turn, turns=turns, status=status)
    return translate("describe", "Replay of an unfinished game · turn {turn} of {turns} · {status}").format(
        turn=turn, turns=turns, status=status)


def replay_where(turn: int, turns: int) -> str:
    """Beside the viewer's slider: where it stands, and that the racks are shown."""
    return translate("describe", "turn {turn} of {turns} · every rack face up").format(turn=turn, turns=turns)


def from_here_note() -> str:
    """Over the seats of a game played on from a replayed position."""
    return translate("describe", "A new game goes on from the position shown, with the same tiles in every rack. "
                                 "Choose who plays each seat; the saved game is not changed.")


def unfinished_replay() -> str:
    """What the viewer asks before it shows the racks of an unfinished game that is not the one on the table."""
    return translate("describe", "This game is not finished. The replay shows every player's rack, tiles that are "
                                 "still hidden in the game.")
