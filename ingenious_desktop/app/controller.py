"""The game controller: the turn flow at a table (app.table), hand-over, and what it hands to its helpers:
the computer seats (computer_seats), undo (undo), the end of a game (game_end), the autosave.

The window tells the controller what a player asked for (a placement, a swap answer, "I am
ready"); the controller asks the engine, hands the move to the table, and signals what changed.
It holds no widgets, and never asks where the table is: only what the table allows.
"""

from __future__ import annotations

import uuid
from dataclasses import replace
from datetime import datetime, timezone
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from ingenious_desktop.ai import take_helper_failure
from ingenious_desktop.engine import Game, IllegalAction, Phase, Place, Placement, Seat, dumps_record

from .autosave import Autosave
from .change import Change, Mark, Notice
from .computer_seats import ComputerSeats
from .describe import (HAND_OVER, STATISTICS, SWAP_OFFER, THINKING, TO_PLACE, LogLine, describe_events, describe_played,
                       not_your_turn, refusal, status_line, swap_reason)
from .game_end import count_game, statistics_file
from .opponents import known_opponent
from .save_keys import HINTS_KEY, hints_count, our_keys
from .table import LocalTable, Table
from .undo import History, undo_point


class GameController(QObject):
    gameReset = Signal()             # a whole new position (new game, opened file, undo, redo)
    seatsChanged = Signal()          # who plays the seats changed (a computer took a person's at a network table)
    gameChanged = Signal(object)     # a Change: events were applied to the same game
    logLines = Signal(list)          # new LogLines for the game log (after gameReset: see log_lines)
    logRewritten = Signal()          # log_lines were worded again (the language changed)
    statusChanged = Signal(str)      # the status line
    faceUpChanged = Signal(object)   # set of seats whose racks may show their tiles
    humanTurn = Signal(object)       # the seat that may place now, or None
    handOverRequested = Signal(int)  # cover the table until this seat's player says they are ready
    swapOffered = Signal(int, str)   # seat, why the swap is allowed; answer with answer_swap()
    placementRefused = Signal(str)   # the sentence that says which rule forbids it
    gameOver = Signal()
    historyChanged = Signal()        # can_undo() / can_redo() may have changed
    autosaveFailed = Signal(str)     # why: the first of a run of failed autosaves (each placement tries again)
    helperFailed = Signal(str, str)  # kind, detail: the computer's helper process failed (helper.HelperFailure)

    def __init__(self, autosave_path: Path | None = None, parent: QObject | None = None):
        super().__init__(parent)
        self._autosave = Autosave(autosave_path, self.autosaveFailed.emit)
        #: The saved game the game on the table belongs to, remembered in the autosave so resuming keeps it.
        self.file: Path | None = None
        #: The seat, as the new-game dialog set them up, that plays first (the game's seat 0): the
        #: table keeps every seat where the dialog put it, and the save keeps it as TABLE_OFFSET_KEY.
        self.table_offset = 0
        self.game: Game | None = None
        self.seats: list[Seat] = []
        self.log_lines: list[LogLine] = []
        self.show_all_racks = False
        self.game_id = ""                        # kept in the saves, so a game counts once in the statistics
        self.undid = False                       # a turn of this game was undone (the statistics mark it)
        self._over_when_shown = False
        self._end_told = False                   # gameOver was sent for the game on the table
        self._viewer: int | None = None          # the human who last saw their rack
        self._handover_to: int | None = None
        self._awaiting_swap = False
        self._notice: Notice | None = None       # what everyone should see until the next placement
        self._waiting_for = TO_PLACE             # what the status line last said the game waits for
        #: Where the game is played: this screen (LocalTable) or a table elsewhere (app.network.table).
        self.table: Table = LocalTable()
        #: Hints each seat was shown this game, saved under HINTS_KEY.
        self.hints_used: list[int] = []
        self._redo = History()
        self.computers = ComputerSeats(self)
        self.computers.answered.connect(self._on_computer_done)

    # ----------------------------------------------------------------- starting and stopping

    def start(self, game: Game, seats: list[Seat], saved: dict | None = None, file: Path | None = None,
              table_offset: int = 0) -> None:
        """Play ``game`` from where it stands (dealing first if nobody has drawn yet); ``saved``: the keys
        of ours its save file held (game id, whether a turn was undone); ``file``: the saved game it
        belongs to, if any; ``table_offset``: the seat, as set up, that plays first."""
        if game.phase is Phase.DEAL:
            game.deal()
        saved = saved or {}
        self._sit(LocalTable(), file, table_offset, str(saved.get("game_id") or uuid.uuid4()),
                  saved.get("undid") is True, [known_opponent(seat) for seat in seats],
                  hints_count(saved.get(HINTS_KEY), len(seats)))
        humans = self.human_seats()
        self._viewer = humans[0] if len(humans) == 1 else None
        self._show(game)
        self.autosave()

    def play_at(self, table: Table, game: Game, seats: list[Seat], game_id: str, table_offset: int = 0) -> None:
        """Show ``game`` as ``table`` tells it (one seat played here: its moves go to the table, whose events come
        back by :meth:`moved`); ``table_offset``: how far a rematch turned the seats (panels stay where they sat)."""
        hints = self.hints_used if self.game_id == game_id and len(self.hints_used) == len(seats) else None
        self._sit(table, None, table_offset, game_id, False, list(seats), hints or [0] * len(seats))  # state again
        self._viewer = table.seat
        self._show(game)
        if game.is_over:  # it ended while this seat was away: counted now (once: the statistics know its id)
            trouble = self._record_statistics()
            if trouble is not None:
                self._notice = Notice(STATISTICS, trouble=trouble)
                self._status()

    def _sit(self, table: Table, file: Path | None, table_offset: int, game_id: str, undid: bool, seats: list[Seat],
             hints: list[int]) -> None:
        self.stop()
        self.table, self.file, self.table_offset, self.game_id, self.undid = table, file, table_offset, game_id, undid
        self.seats, self.hints_used = seats, hints
        self.computers.forget()
        self._redo.forget()

    def moved(self, table: Table, mark: Mark, game: Game) -> None:
        """``table`` put events on the game since ``mark`` (or gave the turn back), and ``game`` is where it stands
        now (another object, or the same): tell what happened and go on."""
        if table is self.table:
            self.game = game
            self._placed(mark)

    def players_changed(self, table: Table, seats: list[Seat]) -> None:
        """``table`` says who plays its seats now: the log and the status line name them anew."""
        if table is self.table and seats != self.seats:
            self.seats = list(seats)
            self.retranslate()
            self.seatsChanged.emit()

    def show_again(self) -> None:
        """Tell the window the whole game again and go on (after the replay viewer had the table)."""
        if self.game is not None:
            self._show(self.game, again=True)

    def stop(self) -> None:
        """Stop any computer that is thinking; its answer, if it comes, is ignored."""
        self.computers.stop()

    def _show(self, game: Game, again: bool = False) -> None:
        """Tell the window the whole of ``game`` and go on; shown ``again``, an end already told is not told twice."""
        self.stop()
        self.game = game
        self._over_when_shown = game.is_over
        self._end_told = again and game.is_over
        self._handover_to = None
        self._awaiting_swap = False
        self._notice = None
        self.log_lines = describe_played(game, self.seats, self.table.computer_moves)
        self.gameReset.emit()
        self.historyChanged.emit()
        self._advance()

    # ----------------------------------------------------------------- questions

    def human_seats(self) -> list[int]:
        return [index for index, seat in enumerate(self.seats) if not seat.is_computer]

    def face_up_racks(self) -> set[int]:
        table = self.table
        if self.game is None:
            return set()
        if not table.plays_every_seat and not (self.game.is_over and table.every_rack_known):  # the others: hidden
            return set() if table.seat is None else {table.seat}
        if self.show_all_racks or self.game.is_over:  # at the end there is nothing left to hide
            return set(range(self.game.variant.players))
        if self._handover_to is not None or self._viewer is None:
            return set()
        return {self._viewer}

    @property
    def computer_thinking(self) -> bool:
        return self.computers.thinking

    @property
    def computer_pause(self) -> float:
        """How long a computer's move stays on screen before it is played, at the least (seconds)."""
        return self.computers.pause

    @computer_pause.setter
    def computer_pause(self, seconds: float) -> None:
        self.computers.pause = seconds

    @property
    def handover_pending(self) -> int | None:
        return self._handover_to

    def human_to_place(self) -> int | None:
        game = self.game
        if (game is None or game.phase is not Phase.PLACE or self._handover_to is not None
                or self.seats[game.to_move].is_computer or not self._seat_here(game.to_move)):
            return None
        return game.to_move

    def _seat_here(self, seat: int) -> bool:
        """Whether ``seat`` is played at this screen."""
        return self.table.plays_every_seat or seat == self.table.seat

    def set_show_all_racks(self, on: bool) -> None:
        self.show_all_racks = on
        if on and self._handover_to is not None:
            self.confirm_hand_over()
        self.faceUpChanged.emit(self.face_up_racks())

    # ----------------------------------------------------------------- the human's intents

    def request_placement(self, placement: Placement) -> bool:
        """Place for the human whose turn it is; False (and nothing changes) if the rules refuse."""
        seat = self.human_to_place()
        if seat is None:
            self.placementRefused.emit(not_your_turn())
            return False
        place = Place(seat, placement.tile, placement.cells)
        try:  # the rules asked first: the table plays only what they allow
            self.game.copy().apply(place)
        except IllegalAction as error:
            self.placementRefused.emit(refusal(error, self.seats))
            return False
        mark = self.table.place(self.game, place)
        if mark is None:  # the table tells what it did later
            self.humanTurn.emit(None)
            return True
        self._redo.forget()
        self._placed(mark)
        return True

    def answer_swap(self, swap: bool) -> None:
        if not self._awaiting_swap:
            return
        self._awaiting_swap = False
        if self.table.swap(swap):
            self._end_turn(swap)

    def count_hint(self, seat: int) -> None:
        self.hints_used[seat] += 1
        self.autosave()

    def confirm_hand_over(self) -> None:
        seat, self._handover_to = self._handover_to, None
        if seat is None:
            return
        self._viewer = seat
        self.faceUpChanged.emit(self.face_up_racks())
        self._advance()

    # ----------------------------------------------------------------- turn flow

    def _advance(self) -> None:
        game = self.game
        if game.is_over:
            self.humanTurn.emit(None)
            self.faceUpChanged.emit(self.face_up_racks())
            self._status()
            self.autosave()
            if not self._end_told:
                self._end_told = True
                self.gameOver.emit()
            return
        seat = game.to_move
        computer = self.seats[seat].is_computer
        offer_swap = game.phase is Phase.REFILL and game.can_swap()
        if not self._seat_here(seat) or not (self.table.plays_every_seat or game.phase is Phase.PLACE or offer_swap):
            self.humanTurn.emit(None)  # the table says what happens next
            self._status()
            return
        if not computer and (game.phase is Phase.PLACE or offer_swap) and self._needs_hand_over(seat):
            self._hand_over(seat)
        elif game.phase is Phase.PLACE:
            if computer:
                self._start_computer(seat, placing=True)
            else:
                self._viewer = seat
                self._human_turn(seat)
        elif offer_swap:
            if computer:
                self._start_computer(seat, placing=False)
            else:
                self._awaiting_swap = True
                self.humanTurn.emit(None)
                self._status(SWAP_OFFER)
                self.swapOffered.emit(seat, swap_reason(game))
        else:
            self._end_turn(False)

    def _needs_hand_over(self, seat: int) -> bool:
        """A different human than the last one who saw their rack (or, at the start, anyone
        when several humans share the screen) must say they are ready first."""
        another_human_saw = self._viewer is not None or len(self.human_seats()) > 1
        return seat != self._viewer and another_human_saw and not self.show_all_racks

    def _hand_over(self, seat: int) -> None:
        self._handover_to = seat
        self.humanTurn.emit(None)
        self.faceUpChanged.emit(set())
        self._status(HAND_OVER)
        self.handOverRequested.emit(seat)
        self.historyChanged.emit()

    def _human_turn(self, seat: int) -> None:
        self.faceUpChanged.emit(self.face_up_racks())
        self.humanTurn.emit(seat)
        self._status()
        self.historyChanged.emit()

    def _status(self, waiting_for: str = TO_PLACE) -> None:
        self._waiting_for = waiting_for
        notice = "" if self._notice is None else self._notice.text(self.seats)
        self.statusChanged.emit(status_line(self.game, self.seats, waiting_for, notice, self.table.seat))

    def retranslate(self) -> None:
        """Say the status line and the whole log again, in the language now chosen."""
        if self.game is None:
            return
        self.log_lines = describe_played(self.game, self.seats, self.table.computer_moves)
        self.logRewritten.emit()
        self._status(self._waiting_for)

    def _placed(self, mark: Mark) -> None:
        # First of all, so that a kill, or anything below that fails, loses no more than the placement in
        # progress (bonus placements too).
        self.autosave()
        change = mark.change(self.game)
        if self.game.is_over and not self._over_when_shown:  # it ended here and now, not a finished game opened
            self._over_when_shown = True
            trouble = self._record_statistics()
            if trouble is not None:
                change = replace(change, notice=Notice(STATISTICS, trouble=trouble))
        self._tell(change)
        self.historyChanged.emit()
        self._advance()

    def _end_turn(self, swap: bool) -> None:
        mark = Mark.of(self.game)
        self.game.end_turn(swap)
        self._tell(mark.change(self.game))
        self.autosave()
        self.historyChanged.emit()
        self._advance()

    def _tell(self, change: Change) -> None:
        """Send ``change`` and its log lines; its notice stays on the status line until the next placement."""
        if change.notice is not None:
            self._notice = change.notice
        elif change.placements:
            self._notice = None
        self.gameChanged.emit(change)
        lines = describe_events(self.game, change.events, change.results, self.seats, self.table.computer_moves)
        if lines:
            self.log_lines += lines
            self.logLines.emit(lines)

    # ----------------------------------------------------------------- computer seats

    def _start_computer(self, seat: int, placing: bool) -> None:
        self.computers.ask(seat, self.seats[seat], self.game.view(seat), placing)
        self.humanTurn.emit(None)
        self._status(THINKING)
        self.historyChanged.emit()

    def _on_computer_done(self, answer) -> None:
        if self.game.phase is Phase.PLACE:
            mark = Mark.of(self.game)
            self.game.place(answer)
            self._placed(mark)
        else:
            self._end_turn(bool(answer))
        failure = take_helper_failure()
        if failure is not None:
            self.helperFailed.emit(failure.kind, failure.detail)

    # ----------------------------------------------------------------- undo and redo

    def _undo_point(self) -> int | None:
        """Where undo goes back to (undo.undo_point), where the table allows undo."""
        return undo_point(self.game, self.seats, self._viewer) if self.table.can_undo else None

    def can_undo(self) -> bool:
        return self._undo_point() is not None

    def can_redo(self) -> bool:
        return bool(self._redo)

    def undo(self) -> None:
        """Take back the last turn of the human who last saw their rack. Asked from under the hand-over
        cover, the next player may be the one at the screen: the table is covered again until the
        player whose turn comes back says they are ready."""
        point = self._undo_point()
        if point is None:
            return
        self._redo.undone(self.game.log)
        self.undid = True
        if self._handover_to is not None:
            self._viewer = None
        self._rebuild(self.game.log[:point])

    def redo(self) -> None:
        if self._redo:
            self._rebuild(self._redo.redone())

    def _rebuild(self, events: list) -> None:
        self._show(Game.from_events(self.game.variant, events, self.game.seed))  # the same bag order
        self.historyChanged.emit()
        self.autosave()

    # ----------------------------------------------------------------- saving

    def record_text(self, extra: dict | None = None) -> str:
        ours = {"saved_at": datetime.now(timezone.utc).isoformat(timespec="seconds")}
        ours |= our_keys(self.game_id, self.undid, self.table_offset, self.hints_used)
        return dumps_record(self.game, self.seats, ours | (extra or {}))

    @property
    def autosave_path(self) -> Path | None:
        """The autosave file (None: none is written)."""
        return self._autosave.path

    @autosave_path.setter
    def autosave_path(self, path: Path | None) -> None:
        self._autosave.path = path

    @property
    def statistics_path(self) -> Path | None:
        """The statistics file, beside the autosave (none when there is no autosave, as in tests)."""
        return statistics_file(self.autosave_path)

    def _record_statistics(self):
        """Count the game that just ended; the Trouble to tell the player, if any."""
        return count_game(self.statistics_path, self.game, self.seats, self.game_id, self.undid, sum(self.hints_used),
                          self.table)

    def saved_to(self, file: Path) -> None:
        """The game now belongs to the saved game ``file``; the autosave remembers it."""
        self.file = file
        self.autosave()

    def suspend_autosave(self) -> None:
        """Write no autosave (and count no statistics) until :meth:`resume_autosave`."""
        self._autosave.suspend()

    def resume_autosave(self) -> None:
        self._autosave.resume()

    def autosave(self) -> None:
        """Write the game as it stands to the autosave file (atomically), if there is one and the table keeps the
        game here (a network table's server keeps it)."""
        if self.autosave_path is not None and self.game is not None and self.table.keeps_autosave:
            extra = {"file": str(self.file)} if self.file else None
            self._autosave.write(self.record_text(extra), self.game_id, self.game.is_over)

