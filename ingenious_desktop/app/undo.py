"""Taking back a turn of a game played on this screen, and putting it back: where undo goes back to, and
the logs undone (the redo stack). A network table has no undo (its :attr:`Table.can_undo` is False)."""

from __future__ import annotations

from ingenious_desktop.engine import Draw, Game, Place, Seat


def undo_point(game: Game | None, seats: list[Seat], viewer: int | None) -> int | None:
    """The log length at the start of the last turn of the human who last saw their rack (``viewer``), or None
    if that is not the last human turn (in hot-seat, until the next player dismisses the hand-over cover)."""
    if game is None:
        return None
    for index in range(len(game.log) - 1, -1, -1):
        event = game.log[index]
        starts_turn = isinstance(event, Place) and isinstance(game.log[index - 1], Draw)
        if starts_turn and not seats[event.player].is_computer:
            return index if event.player == viewer else None
    return None


class History:
    """The logs undone, the latest last; any new placement forgets them."""

    def __init__(self):
        self._undone: list[list] = []

    def __bool__(self) -> bool:
        return bool(self._undone)

    def forget(self) -> None:
        self._undone = []

    def undone(self, log: list) -> None:
        self._undone.append(list(log))

    def redone(self) -> list:
        return self._undone.pop()
