"""Where the game on the screen is played: the one small interface the controller drives.

A :class:`Table` takes a player's placement and swap answer, and says what the window may offer
(undo, saving, the coach, a rematch) as capabilities: the window asks them, never where the game is
played. :class:`LocalTable` plays every seat on this screen (the controller applies the moves and runs
the computers); a network table (``app.network.table.NetworkTable``) plays one seat at a table on a
table server, which decides and tells its events back.
"""

from __future__ import annotations

from ingenious_desktop.engine import Game, Place

from .change import Mark


class Table:
    """What the controller needs of the place where the game is played (the defaults: this screen's)."""

    #: Every seat is played at this screen (hot-seat and the computers here); else only :attr:`seat`.
    plays_every_seat = True
    #: The one seat played here when not every seat is (None: a spectator, or every seat).
    seat: int | None = None
    #: A turn may be taken back.
    can_undo = True
    #: The game holds every rack as drawn, so it may be saved and reviewed (a network game: once it is over
    #: and the server sent its record).
    every_rack_known = True
    #: The coach may give hints and win chances.
    coach_allowed = True
    #: The game is kept in this program's autosave (a network game: the server keeps it).
    keeps_autosave = True
    #: Play again asks the table for another game with the same people (else a new deal here).
    offers_rematch = False
    #: The game's name in the window's title (None: the window names it by its file).
    title: str | None = None
    #: Counted in the statistics' network tab, and for which seat (the local tab counts every human).
    counted_as_network = False
    #: The log's indices of the moves a computer made for a person away or gone (the log names it for them).
    computer_moves: frozenset[int] = frozenset()

    def place(self, game: Game, place: Place) -> Mark | None:
        """Play ``place`` (already checked against the rules); the Mark to tell what it did, or None: the table
        tells it later."""
        mark = Mark.of(game)
        game.apply(place)
        return mark

    def swap(self, swap: bool) -> bool:
        """Answer the swap offered; True if the turn ends here and now (else the table tells its end later)."""
        return True


class LocalTable(Table):
    """Every seat played on this screen: the controller applies the moves itself."""
