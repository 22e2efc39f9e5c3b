"""The coach in the window: the Hint action and button, the win chance bar and Review game.

It asks :class:`~ingenious_desktop.app.coaching.CoachWorker` (threads) and shows the answers:
a hint's best placement on the table (:meth:`TableScene.show_hints`) and all its suggestions in
the tool bar (:class:`.suggestion_list.SuggestionList`), chances in a dock beside the board (or,
where that dock would make the table smaller, folded into a line at the end of the menu bar), a review in
:class:`.review_dialog.ReviewDialog`. A hint is only for the human whose turn it is to place
with their rack face up (so never behind a hand-over, nor in the replay viewer), and playing on
drops it. While the replay viewer has the table, the chances are those of the position it shows. In a
network game both are off unless everyone at the table agreed to the coach; their actions then say why.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QSizeF, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMessageBox

from ingenious_desktop.app.coaching import CoachWorker
from ingenious_desktop.app.describe import holder_name
from ingenious_desktop.app.describe.network import coach_off_network, review_off_network
from ingenious_desktop.engine import Game, Place, Record

from ..kit.messages import tell
from ..kit.retranslating import set_words
from ..kit.window_part import WindowPart
from ..table.hint_items import hint_marks
from ..table.layout import best_layout
from .review_dialog import ReviewDialog
from .suggestion_list import SuggestionList
from .win_chance_bar import PANEL_WIDTH, ChancesDock, ChancesLine, WinChanceBar

HINT_KEY = "H"
#: The win chances stay in their dock while the table beside it keeps this share of its size without it,
#: or is drawn at its full size (scale 1) all the same: at 1920x1080 it is, at 1366x768 the dock would
#: cost the table an eighth and folds.
TABLE_KEPT = 0.97


class WindowCoach(WindowPart):
    def __init__(self, window):
        super().__init__(window)
        self.worker = CoachWorker(self)
        self.review: ReviewDialog | None = None
        self._holders: tuple[tuple[str, ...], bool] | None = None  # the bar's names, and whether solo
        self._hint_for: tuple[int, int] | None = None  # (seat, events in the log) of the hint being worked out
        self._said: str | None = None  # the coach's last words on the status line, gone with the hint
        self._hint_waits = False  # Hint was asked while a computer had the turn: it comes at the human's turn
        self._build_actions()
        self._build_bar()
        self._connect()

    # ----------------------------------------------------------------- building

    def _build_actions(self) -> None:
        w = self.window
        self.hint_action = QAction(w)
        self.hint_action.setShortcut(QKeySequence(HINT_KEY))
        self.hint_action.setEnabled(False)
        self.hint_action.triggered.connect(self.ask_hint)
        self.review_action = QAction(w)
        self.review_action.triggered.connect(self.review_game)
        for action in (self.hint_action, self.review_action):
            w.game_menu.insertAction(w.quit_action, action)
        w.game_menu.setToolTipsVisible(True)  # why the coach is off, where it is
        w.game_menu.insertSeparator(w.quit_action)
        self.toolbar = w.addToolBar("")
        self.toolbar.setObjectName("coach-toolbar")
        self.toolbar.setMovable(False)
        self.toolbar.addAction(self.hint_action)
        self.suggestions = SuggestionList()
        self.suggestions.pointed.connect(self.scene.light_hint)
        self.suggestions.picked.connect(self._pick_suggestion)
        self.toolbar.addWidget(self.suggestions)

    def _build_bar(self) -> None:
        self.bar = WinChanceBar()
        self.dock = ChancesDock(self.bar, self.window)
        self.window.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, self.dock)
        self.dock.hide()  # off until the player asks for it in the View menu
        self.line = ChancesLine()  # in the menu bar's free end: no room taken from the table or the suggestions
        self.window.menuBar().setCornerWidget(self.line, Qt.Corner.TopRightCorner)
        self.line.hide()
        self.line.reworded.connect(self._lay_out_line)
        self.chances_action = QAction(self.window)  # the player's choice; the dock or the line shows them
        self.chances_action.setCheckable(True)
        self.chances_action.setChecked(self.window.settings.win_chances)
        self.chances_action.toggled.connect(self._chances_chosen)
        self.window.view_menu.addAction(self.chances_action)
        self.window.view_menu.setToolTipsVisible(True)
        self.dock.close_button.clicked.connect(lambda: self.chances_action.setChecked(False))

    def retranslate(self) -> None:
        set_words({self.hint_action: self.tr("&Hint"), self.review_action: self.tr("Re&view game…"),
                   self.toolbar: self.tr("Coach"), self.dock: self.tr("Win chances"),
                   self.chances_action: self.tr("&Win chances")})
        self._show_allowed()
        self._rename_holders()

    def _show_allowed(self) -> None:
        """The hint and the win chances are off where the coach is not allowed (a network game whose table did
        not agree to it): their actions are disabled and say why."""
        allowed = self.controller.table.coach_allowed or self.window.replay.active
        why = "" if allowed else coach_off_network()
        self.hint_action.setToolTip(why or self.tr("Show the coach's best placements on the board (H)"))
        self.chances_action.setToolTip(why)
        self.chances_action.setEnabled(allowed)
        if not allowed:
            self.hint_action.setEnabled(False)
        self._show_review_allowed()
        self.fit()

    def _show_review_allowed(self) -> None:
        """Review game waits for a network game's end (the server's record), and says so."""
        allowed = self.controller.table.every_rack_known
        self.review_action.setEnabled(allowed)
        self.review_action.setToolTip("" if allowed else review_off_network())

    def _connect(self) -> None:
        c = self.controller
        c.gameReset.connect(self._on_new_position)
        c.gameChanged.connect(lambda _change: self._on_moved())
        c.handOverRequested.connect(lambda _seat: self._drop_hint(waiting_too=True))
        self.window.replay.viewer.positionShown.connect(self._on_replay_moved)
        c.humanTurn.connect(self._on_human_turn)
        self.scene.hintPicked.connect(lambda _placement: self._say(
            self.tr("Click the hint again, or press Enter, to put the tile down there."), 6000))
        self.worker.hintReady.connect(self._show_hint)
        self.worker.chancesReady.connect(self._show_chances)
        self.worker.reviewProgress.connect(lambda done, total: self.review and self.review.set_progress(done, total))
        self.worker.reviewMove.connect(lambda judged: self.review and self.review.add_move(judged))
        self.worker.reviewDone.connect(lambda: self.review and self.review.finish())

    def stop(self) -> None:
        """Stop whatever the coach is working out, and close the review with the window."""
        if self.review is not None:
            self.review.close()
        self.worker.stop()

    # ----------------------------------------------------------------- hints

    def _on_human_turn(self, seat: int | None) -> None:
        """Hint may be asked on a human's turn, or while a computer plays before one: that hint comes
        as soon as the human may place (a computer deciding whether to swap, after its tile is down, is
        still its turn)."""
        computer_before_human = seat is None and self._computer_before_human()
        self.hint_action.setEnabled((seat is not None or computer_before_human) and self.controller.table.coach_allowed)
        if computer_before_human:
            return
        waits, self._hint_waits = self._hint_waits, False
        if waits and seat is not None:
            self.ask_hint()

    def _computer_before_human(self) -> bool:
        return self.controller.computer_thinking and bool(self.controller.human_seats()) \
            and not self.window.replay.active

    def ask_hint(self) -> None:
        seat = self.controller.human_to_place()
        if seat is None and self._computer_before_human():
            self._hint_waits = True
            self._say(self.tr("The coach's hint comes as soon as it is your turn."))
            return
        if seat is None or seat not in self.controller.face_up_racks() or self.window.replay.active:
            self._say(self.tr("A hint is for the player whose turn it is to place."), 5000)
            return
        game = self.controller.game
        self._hint_for = (seat, len(game.log))
        self.worker.ask_hint(game.view(seat))
        self._say(self.tr("The coach is thinking…"))

    def _say(self, text: str, milliseconds: int = 0) -> None:
        """Words about the hint on the status line; they go when the hint goes (:meth:`_drop_hint`)."""
        self._said = text
        self.window.statusBar().showMessage(text, milliseconds)

    def _show_hint(self, hint) -> None:
        game = self.controller.game
        if self._hint_for != (self.controller.human_to_place(), len(game.log)):
            return
        self._hint_for = None
        marks = hint_marks(hint, game.scores[game.variant.holder_of(hint.seat)])
        self.scene.show_hints(marks)
        self.suggestions.show_hint(hint, marks)
        self.controller.count_hint(hint.seat)
        self._say(self.tr("The coach's best placement is outlined in gold; the others are listed above the table."), 8000)

    def _pick_suggestion(self, index: int) -> None:
        self.scene.take_hint(self.suggestions.placement(index))
        self.window.table.view.setFocus()  # Enter puts the tile down, as after a click on the board

    def _drop_hint(self, waiting_too: bool = False) -> None:
        """Playing on makes a hint on the table, or one being worked out, stale; a new position or a hand-over
        (``waiting_too``) also one asked for while a computer had the turn."""
        if waiting_too:
            self._hint_waits = False
        if self._said is not None and self.window.statusBar().currentMessage() == self._said:
            self.window.statusBar().clearMessage()
        self._said = None
        self._hint_for = None
        self.worker.cancel("hint")
        self.scene.clear_hints()
        self.suggestions.clear()

    # ----------------------------------------------------------------- win chances

    def _on_new_position(self) -> None:
        self._show_allowed()
        self._set_holders(self.controller.game, self.controller.seats)
        self._drop_hint(waiting_too=True)
        self._on_moved()

    def _on_replay_moved(self) -> None:
        story = self.window.replay.viewer.story
        self._show_allowed()
        self._set_holders(story.game, story.seats)
        self._on_moved()

    def _set_holders(self, game: Game, seats) -> None:
        names = tuple(holder_name(game.variant, seats, holder) for holder in range(game.variant.holders))
        holders = (names, game.variant.name == "solo")
        if holders != self._holders:  # a step of the replay keeps the rows
            self._holders = holders
            self.bar.set_holders(list(names), holders[1])
            self.line.set_holders(list(names), holders[1])
            self.fit()  # another variant may need more room

    def _rename_holders(self) -> None:
        """The holders' names again in the language now chosen, the figures kept."""
        if self._holders is None:  # no game shown yet
            return
        replay = self.window.replay.viewer
        game, seats = (replay.story.game, replay.story.seats) if replay.active else \
            (self.controller.game, self.controller.seats)
        if game is None:
            return
        names = tuple(holder_name(game.variant, seats, holder) for holder in range(game.variant.holders))
        self._holders = (names, self._holders[1])
        self.bar.rename(list(names))
        self.line.rename(list(names))

    def _on_moved(self) -> None:
        self._show_review_allowed()  # a network game's record arrives with its last move
        self._drop_hint()
        self._ask_chances()

    def _ask_chances(self) -> None:
        replay = self.window.replay.viewer
        game = replay.story.game if replay.active else self.controller.game
        allowed = replay.active or self.controller.table.coach_allowed
        if game is None or not self.chances_action.isChecked() or not allowed:
            return
        # the viewer shows every rack; at the end there is nothing hidden
        seat = game.to_move if replay.active or game.is_over else self._chance_viewer()
        if seat is not None:
            self.worker.ask_win_chances(game, seat)

    def _show_chances(self, values) -> None:
        self.bar.show_values(values)
        self.line.show_values(values)

    def _lay_out_line(self) -> None:
        """Give the line the room its words need (the menu bar lays a corner out only when it is given one)."""
        self.window.menuBar().setCornerWidget(self.line, Qt.Corner.TopRightCorner)

    def _chances_chosen(self, shown: bool) -> None:
        self.window.settings.win_chances = shown
        self.fit()
        if shown:
            self._ask_chances()

    def fit(self) -> None:
        """The chances, if the player wants them, in their dock while it leaves the table (nearly) as
        large as without it or at its full size (TABLE_KEPT), else folded into a line at the end of the menu bar."""
        wanted = self.chances_action.isChecked() and self.chances_action.isEnabled()
        docked = wanted and self._table_keeps_its_size_beside_dock()
        self.dock.setVisible(docked)
        self.line.setVisible(wanted and not docked)

    def _table_keeps_its_size_beside_dock(self) -> bool:
        replay = self.window.replay.viewer
        game = replay.story.game if replay.active else self.controller.game
        if game is None or self.dock.isFloating():
            return True
        central = self.window.centralWidget()
        without = QSizeF(central.width() + (self.dock.width() + 4 if self.dock.isVisible() else 0), central.height())
        beside = QSizeF(without.width() - PANEL_WIDTH[0] - 4, without.height())
        scale_beside = best_layout(game.variant, beside).scale_in(beside)
        return scale_beside >= min(1.0, TABLE_KEPT * best_layout(game.variant, without).scale_in(without))

    def _chance_viewer(self) -> int | None:
        """Whose view the chances are worked out from: a seat whose rack everyone looking may see
        (the mover's if it is face up); with the racks covered for a hand-over, nobody's."""
        face_up = self.controller.face_up_racks()
        game = self.controller.game
        if game.to_move in face_up or (not face_up and not self.controller.human_seats()):
            return game.to_move
        return min(face_up) if face_up else None

    # ----------------------------------------------------------------- the review

    def review_game(self) -> None:
        game = self.controller.game
        if not self.controller.table.every_rack_known:
            tell(self.window, QMessageBox.Icon.Information, self.tr("Not yet"), review_off_network())
            return
        if game is None or not any(isinstance(event, Place) for event in game.log):
            tell(self.window, QMessageBox.Icon.Information, self.tr("Nothing to review"),
                 self.tr("No tile has been placed in this game yet."))
            return
        seats = self.controller.human_seats() or list(range(game.variant.players))
        record = Record(game.variant, list(self.controller.seats), list(game.log))
        if self.review is not None:
            self.review.close()
        self.review = dialog = ReviewDialog(record, seats, self.window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.closedEarly.connect(lambda: self.worker.cancel("review"))
        dialog.finished.connect(lambda _result: self._forget_review(dialog))
        dialog.show()
        self.worker.ask_review(record, seats)

    def _forget_review(self, dialog: ReviewDialog) -> None:
        if self.review is dialog:
            self.review = None
