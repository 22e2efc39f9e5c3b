"""The game controller: turn flow, computer players in a worker thread, hand-over, undo, autosave.

The window tells the controller what a player asked for (a placement, a swap answer, "I am
ready"); the controller asks the engine and signals what changed. It holds no widgets.
"""

from __future__ import annotations

import threading
import time
import uuid
from dataclasses import replace
from datetime import datetime, timezone
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from ingenious_desktop.ai import take_helper_failure
from ingenious_desktop.engine import Draw, Game, IllegalAction, Phase, Place, Placement, Seat, dumps_record

from .autosave import Autosave
from .change import Change, Mark, Notice
from .describe import (HAND_OVER, STATISTICS, SWAP_OFFER, THINKING, TO_PLACE, LogLine, describe_events, describe_log,
                       not_your_turn, notice_text, refusal, statistics_trouble, status_line, swap_reason)
from .opponents import computer_player, known_opponent
from .save_keys import HINTS_KEY, hints_count, our_keys
from .statistics import STATISTICS_NAME, GameResult, record_game

#: How long a computer's move stays on screen before it is played, at the least (seconds).
COMPUTER_PAUSE = 0.6
#: How long closing the game waits for a computer that was told to stop (seconds).
STOP_WAIT = 2.0


class GameController(QObject):
    gameReset = Signal()             # a whole new position (new game, opened file, undo, redo)
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
    _computerDone = Signal(int, object)  # job number, placement / swap answer / exception (from the worker)

    def __init__(self, autosave_path: Path | None = None, parent: QObject | None = None):
        super().__init__(parent)
        self._autosave = Autosave(autosave_path, self.autosaveFailed.emit)
        #: The saved game the game on the table belongs to, remembered in the autosave so resuming keeps it.
        self.file: Path | None = None
        #: The seat, as the new-game dialog set them up, that plays first (the game's seat 0): the
        #: table keeps every seat where the dialog put it, and the save keeps it as TABLE_OFFSET_KEY.
        self.table_offset = 0
        self.computer_pause = COMPUTER_PAUSE
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
        self._players: dict[int, object] = {}
        #: The network table the game is played at (app.online_game.OnlineGame); None for a game on this screen.
        self.remote = None
        #: Hints each seat was shown this game, saved under HINTS_KEY.
        self.hints_used: list[int] = []
        self._redo: list[list] = []
        self._job = 0
        self._cancel = threading.Event()
        self._worker: threading.Thread | None = None
        self._computerDone.connect(self._on_computer_done)

    # ----------------------------------------------------------------- starting and stopping

    def start(self, game: Game, seats: list[Seat], saved: dict | None = None, file: Path | None = None,
              table_offset: int = 0) -> None:
        """Play ``game`` from where it stands (dealing first if nobody has drawn yet); ``saved``: the keys
        of ours its save file held (game id, whether a turn was undone); ``file``: the saved game it
        belongs to, if any; ``table_offset``: the seat, as set up, that plays first."""
        self.stop()
        self.remote = None
        self.file = file
        self.table_offset = table_offset
        if game.phase is Phase.DEAL:
            game.deal()
        saved = saved or {}
        self.game_id = str(saved.get("game_id") or uuid.uuid4())
        self.undid = saved.get("undid") is True
        self.seats = [known_opponent(seat) for seat in seats]
        self.hints_used = hints_count(saved.get(HINTS_KEY), len(seats))
        self._players = {}
        self._redo = []
        humans = self.human_seats()
        self._viewer = humans[0] if len(humans) == 1 else None
        self._show(game)
        self.autosave()

    def play_remote(self, remote, game: Game, seats: list[Seat], table_offset: int = 0) -> None:
        """Show the network game ``game`` (app.online_game), whose seat ``remote.seat`` is played here: the
        seat's placements and swap answers go to ``remote``, and the server's events come back by :meth:`moved`;
        ``table_offset``: how far a rematch turned the table's seats (each panel stays where its player sat)."""
        self.stop()
        same_game = self.game_id == remote.game_id and len(self.hints_used) == len(seats)  # its state again
        self.remote, self.file, self.table_offset = remote, None, table_offset
        self.game_id, self.undid = remote.game_id, False
        self.seats = list(seats)
        self.hints_used = self.hints_used if same_game else [0] * len(seats)
        self._players, self._redo = {}, []
        self._viewer = remote.seat
        self._show(game)
        if game.is_over:  # it ended while this seat was away: counted now (once: the statistics know its id)
            self._count_remote_end()

    def _count_remote_end(self) -> None:
        trouble = self._record_statistics()
        if trouble is not None:
            self._notice = Notice(STATISTICS, trouble=trouble)
            self._status()

    def moved(self, mark: Mark) -> None:
        """The server's events were put on the network game since ``mark``: tell them and go on."""
        self._placed(mark)

    def show_again(self) -> None:
        """Tell the window the whole game again and go on from where it stands (after the replay viewer
        had the table)."""
        if self.game is not None:
            self._show(self.game, again=True)

    def stop(self) -> None:
        """Stop any computer that is thinking; its answer, if it comes, is ignored."""
        self._job += 1
        self._cancel.set()
        worker, self._worker = self._worker, None
        if worker is not None and worker is not threading.current_thread():
            worker.join(STOP_WAIT)

    def _show(self, game: Game, again: bool = False) -> None:
        """Tell the window the whole of ``game`` and go on; shown ``again``, an end already told is not told twice."""
        self.stop()
        self.game = game
        self._over_when_shown = game.is_over
        self._end_told = again and game.is_over
        self._handover_to = None
        self._awaiting_swap = False
        self._notice = None
        self.log_lines = describe_log(game.variant, game.log, self.seats)
        self.gameReset.emit()
        self.historyChanged.emit()
        self._advance()

    # ----------------------------------------------------------------- questions

    def human_seats(self) -> list[int]:
        return [index for index, seat in enumerate(self.seats) if not seat.is_computer]

    def face_up_racks(self) -> set[int]:
        if self.game is None:
            return set()
        if self.remote is not None and not (self.game.is_over and self.remote.real_record):  # the others: stand-ins
            return set() if self.remote.seat is None else {self.remote.seat}
        if self.show_all_racks or self.game.is_over:  # at the end there is nothing left to hide
            return set(range(self.game.variant.players))
        if self._handover_to is not None or self._viewer is None:
            return set()
        return {self._viewer}

    @property
    def coach_allowed(self) -> bool:
        """Whether the coach may give hints and win chances: at a network table only if everyone there agreed
        before the deal (online.coach_agreement)."""
        return self.remote is None or self.remote.coach_allowed

    @property
    def every_rack_known(self) -> bool:
        """Whether the game on the table holds every rack as drawn: a network game only once the server's record
        of the finished game is in (before, the others' racks are stand-ins: a review would coach while it runs,
        and a saved file would hold made-up racks)."""
        return self.remote is None or self.remote.real_record

    @property
    def computer_thinking(self) -> bool:
        return self._worker is not None

    @property
    def handover_pending(self) -> int | None:
        return self._handover_to

    def human_to_place(self) -> int | None:
        game = self.game
        if (game is None or game.phase is not Phase.PLACE or self._handover_to is not None
                or self.seats[game.to_move].is_computer or (self.remote is not None and game.to_move != self.remote.seat)):
            return None
        return game.to_move

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
        mark = Mark.of(self.game)
        try:  # a network game changes when the server says so
            (self.game if self.remote is None else self.game.copy()).apply(Place(seat, placement.tile, placement.cells))
        except IllegalAction as error:
            self.placementRefused.emit(refusal(error, self.seats))
            return False
        if self.remote is not None:
            self.humanTurn.emit(None)
            self.remote.place(placement)
            return True
        self._redo = []
        self._placed(mark)
        return True

    def answer_swap(self, swap: bool) -> None:
        if not self._awaiting_swap:
            return
        self._awaiting_swap = False
        if self.remote is not None:
            self.remote.swap(swap)
        else:
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
        if self.remote is not None and (seat != self.remote.seat or not (game.phase is Phase.PLACE or offer_swap)):
            self.humanTurn.emit(None)  # the server says what happens next
            self._status()
            return
        if not computer and (game.phase is Phase.PLACE or offer_swap) and self._needs_hand_over(seat):
            self._hand_over(seat)
        elif game.phase is Phase.PLACE:
            if computer:
                self._start_computer(seat, _choose_placement)
            else:
                self._viewer = seat
                self._human_turn(seat)
        elif offer_swap:
            if computer:
                self._start_computer(seat, _choose_swap)
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
        self.statusChanged.emit(status_line(self.game, self.seats, waiting_for, self._notice_text(),
                                            None if self.remote is None else self.remote.seat))

    def _notice_text(self) -> str:
        notice = self._notice
        if notice is None:
            return ""
        if notice.trouble is not None:
            return statistics_trouble(notice.trouble)
        return notice_text(notice.kind, self.seats, notice.seat)

    def retranslate(self) -> None:
        """Say the status line and the whole log again, in the language now chosen."""
        if self.game is None:
            return
        self.log_lines = describe_log(self.game.variant, self.game.log, self.seats)
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
        lines = describe_events(self.game, change.events, change.results, self.seats)
        if lines:
            self.logLines.emit(self._add_lines(lines))

    def _add_lines(self, lines: list[LogLine]) -> list[LogLine]:
        self.log_lines += lines
        return lines

    # ----------------------------------------------------------------- computer seats

    def _start_computer(self, seat: int, task) -> None:
        self.stop()
        self._cancel = cancel = threading.Event()
        job = self._job
        player = self._player(seat)
        view = self.game.view(seat)
        pause = self.computer_pause

        def work():
            started = time.monotonic()
            try:
                answer = task(player, view, cancel)
            except Exception as error:  # noqa: BLE001 - raised again in the GUI thread
                answer = error
            cancel.wait(max(0.0, pause - (time.monotonic() - started)))
            if not cancel.is_set():
                self._computerDone.emit(job, answer)

        self._worker = threading.Thread(target=work, name=f"computer seat {seat}", daemon=True)
        self.humanTurn.emit(None)
        self._status(THINKING)
        self.historyChanged.emit()
        self._worker.start()

    def _player(self, seat: int):
        if seat not in self._players:
            self._players[seat] = computer_player(self.seats[seat])
        return self._players[seat]

    def _on_computer_done(self, job: int, answer) -> None:
        if job != self._job:
            return
        self._worker = None
        if isinstance(answer, BaseException):
            raise answer
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
        """Where undo goes back to: the log length at the start of the last turn of the human who last saw
        their rack (in hot-seat, until the next player dismisses the hand-over cover); none online."""
        game = self.game
        if game is None or self.remote is not None:
            return None
        for index in range(len(game.log) - 1, -1, -1):
            event = game.log[index]
            starts_turn = isinstance(event, Place) and isinstance(game.log[index - 1], Draw)
            if starts_turn and not self.seats[event.player].is_computer:
                return index if event.player == self._viewer else None
        return None

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
        game = self.game
        self._redo.append(list(game.log))
        self.undid = True
        if self._handover_to is not None:
            self._viewer = None
        self._rebuild(game.log[:point])

    def redo(self) -> None:
        if self._redo:
            self._rebuild(self._redo.pop())

    def _rebuild(self, events: list) -> None:
        redo = self._redo
        self._show(Game.from_events(self.game.variant, events, self.game.seed))  # the same bag order
        self._redo = redo
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
        return None if self.autosave_path is None else Path(self.autosave_path).parent / STATISTICS_NAME

    def _record_statistics(self):
        """Count the game that just ended; the Trouble to tell the player, if any."""
        if self.statistics_path is None:
            return None
        result = GameResult.of(self.game, self.seats, self.game_id, undid=self.undid, hints=sum(self.hints_used),
                               online=self.remote is not None, seat=None if self.remote is None else self.remote.seat)
        return record_game(self.statistics_path, result)

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
        """Write the game as it stands to the autosave file (atomically), if there is one (the server keeps a network
        game: the table's game holds stand-ins for the tiles this seat may not see)."""
        if self.autosave_path is not None and self.game is not None and self.remote is None:
            extra = {"file": str(self.file)} if self.file else None
            self._autosave.write(self.record_text(extra), self.game_id, self.game.is_over)


def _choose_placement(player, view, cancel) -> Placement:
    return player.choose_placement(view, cancel=cancel)


def _choose_swap(player, view, cancel) -> bool:
    return player.choose_swap(view, cancel=cancel)
