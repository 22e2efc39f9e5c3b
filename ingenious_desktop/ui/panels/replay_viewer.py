"""The replay viewer: a record shown on the game table, stepped move by move, every rack face up.

:class:`ReplayViewer` owns the controls under the table (start, back, play/pause, forward, end,
a slider, the score chart, *Play from here*, *Close*) and the keys ← → Home End and Space on the
table. It moves a :class:`~ingenious_desktop.app.viewer.ReplayStory`'s cursor and shows where it
stands: a step forward is told to the scene as a :class:`~ingenious_desktop.app.change.Change`
(it settles and flashes as in play), any other move shows the cursor's game with the tiles since
taken off or put down (:meth:`TableScene.show_position`).
The log follows: lines not reached yet are dimmed, a click on one jumps there.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSlider, QToolButton, QVBoxLayout, QWidget

from ingenious_desktop.app.change import Mark
from ingenious_desktop.app.describe import holder_name, replay_status, replay_where
from ingenious_desktop.app.viewer import ReplayStory

from ..kit.palette import FRAME, INK
from ..table.animation import FLASH_MS, SETTLE_MS
from ..table.scene import TableScene
from .game_log import GameLogView
from .score_chart import ScoreChart

#: Milliseconds between two moves when the viewer plays, at animation speed 1 (a move has landed by then).
PLAY_MS = SETTLE_MS + FLASH_MS
#: ... and at speed 0 (no animation): still slow enough to follow.
PLAY_MS_INSTANT = 500
#: The slider's least width: enough to aim at a move of a long game.
SLIDER_MINIMUM = 64
BAR_STYLE = (f"#replay-bar {{ background: {FRAME.name()}; }} QLabel {{ color: {INK.name()}; }} "
             "QToolButton { min-width: 26px; }")


class ReplayViewer(QObject):
    playFromHereRequested = Signal()
    closeRequested = Signal()
    positionShown = Signal()  # the viewer shows another position of its story (or its first)

    def __init__(self, scene: TableScene, log: GameLogView, chart: ScoreChart, parent=None):
        super().__init__(parent)
        self.scene, self.log, self.chart = scene, log, chart
        self.story: ReplayStory | None = None
        self.timer = QTimer(self)
        self.timer.timeout.connect(self._play_one)
        self.bar = self._build_bar()
        self.bar.hide()
        self.retranslate()

    @property
    def active(self) -> bool:
        return self.story is not None

    # ----------------------------------------------------------------- the controls

    def _build_bar(self) -> QWidget:
        """The moves' buttons, the slider and where it stands over the other buttons: two rows of about equal
        width, so that the bar fits beside the log at 800x600 in the longer languages too; their words are set in
        :meth:`retranslate`."""
        bar = QWidget()
        bar.setObjectName("replay-bar")
        bar.setAttribute(Qt.WidgetAttribute.WA_StyledBackground)
        bar.setStyleSheet(BAR_STYLE)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setMinimumWidth(SLIDER_MINIMUM)
        self.slider.valueChanged.connect(self._on_slider)
        self.where = QLabel()
        self.where.setTextFormat(Qt.TextFormat.PlainText)
        self.start_button = _button("|◀", lambda: self.go_to_stop(0))
        self.back_button = _button("◀", lambda: self.step(-1))
        self.play_button = _button("", self.toggle_play)
        self.forward_button = _button("▶", lambda: self.step(+1))
        self.end_button = _button("▶|", lambda: self.go_to_stop(-1))
        self.chart_button = QPushButton()
        self.chart_button.setCheckable(True)
        self.from_here_button = QPushButton()
        self.from_here_button.clicked.connect(self.playFromHereRequested)
        self.close_button = QPushButton()
        self.close_button.clicked.connect(self.closeRequested)
        top = QHBoxLayout()
        for widget in (self.start_button, self.back_button, self.play_button, self.forward_button, self.end_button):
            top.addWidget(widget)
        top.addWidget(self.slider, 1)
        top.addWidget(self.where)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        for widget in (self.chart_button, self.from_here_button, self.close_button):
            buttons.addWidget(widget)
        column = QVBoxLayout(bar)
        column.setContentsMargins(8, 4, 8, 4)
        column.setSpacing(2)
        column.addLayout(top)
        column.addLayout(buttons)
        return bar

    def retranslate(self) -> None:
        """The controls' words, and the record's story, in the language now chosen (again when it changes)."""
        self.slider.setAccessibleName(self.tr("Move shown"))
        _tell(self.start_button, self.tr("To the start (Home)"))
        _tell(self.back_button, self.tr("One move back (←)"))
        _tell(self.forward_button, self.tr("One move forward (→)"))
        _tell(self.end_button, self.tr("To the end (End)"))
        self._word_play_button()
        self.chart_button.setText(self.tr("Score chart"))
        self.from_here_button.setText(self.tr("Play from here…"))
        self.from_here_button.setToolTip(self.tr("A new game from the position shown, against the computer; "
                                                 "the record stays as it is"))
        self.close_button.setText(self.tr("Close replay"))
        if self.story is not None:
            self.story.retell()
            self.log.set_lines(self.story.lines)
            self._show_where()

    def event(self, event) -> bool:
        """Qt hands a language change on from the window to its children: this one words itself again."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        return super().event(event)

    # ----------------------------------------------------------------- opening and closing

    def open(self, story: ReplayStory) -> None:
        """Show ``story`` from its start (its first placement), racks face up, the log and chart beside it."""
        self.leave()
        self.story = story
        self.scene.set_human_turn(None)
        self.log.set_lines(story.lines)
        self.chart.set_turns(story.cursor.turns, [holder_name(story.variant, story.seats, holder)
                                                  for holder in range(story.variant.holders)], story.variant.cap)
        self.slider.blockSignals(True)
        self.slider.setRange(0, len(story.stops) - 1)
        self.slider.blockSignals(False)
        self.bar.show()
        game = story.cursor.seek(story.stops[0])
        self.scene.show_game(game, story.seats, story.table_offset)
        self.scene.set_face_up_racks(set(range(game.variant.players)))
        self._show_where()

    def leave(self) -> None:
        """Stop showing the record (the window puts a game on the table next)."""
        self.timer.stop()
        self.scene.tiles.point_at(None)
        self.story = None
        self.log.set_told(None)
        self.bar.hide()

    # ----------------------------------------------------------------- moving

    def step(self, delta: int) -> None:
        """One move forward or back: to the next or the previous stop."""
        self.go_to_stop(max(0, self.story.stop_index + delta))

    def go_to_stop(self, index: int) -> None:
        stops = self.story.stops
        self.go_to(stops[max(0, min(len(stops) - 1, index if index >= 0 else len(stops) + index))])

    def go_to(self, position: int) -> None:
        """Show the position after ``position`` events: a step forward as a Change, anything else as a reset."""
        story = self.story
        before, mark = story.game, Mark.of(story.game)
        forward = position > story.position
        game = story.cursor.seek(position)
        if forward and game is before:
            self.scene.animate.finish_all()
            self.scene.apply_change(mark.change(game))
        else:
            self.scene.show_position(game)
        self._show_where()

    def toggle_play(self) -> None:
        if self.timer.isActive():
            self._pause()
            return
        if self.story.position == self.story.stops[-1]:
            self.go_to_stop(0)
        speed = self.scene.animate.speed
        self.timer.start(int(PLAY_MS / speed) if speed > 0 else PLAY_MS_INSTANT)
        self._word_play_button()

    def _pause(self) -> None:
        self.timer.stop()
        self._word_play_button()

    def _word_play_button(self) -> None:
        """Play, or Pause while it plays."""
        if self.timer.isActive():
            self.play_button.setText(self.tr("Pause"))
            _tell(self.play_button, self.tr("Pause (Space)"))
        else:
            self.play_button.setText(self.tr("Play"))
            _tell(self.play_button, self.tr("Play the moves at the animation speed (Space)"))

    def _play_one(self) -> None:
        self.step(+1)
        if self.story is None or self.story.position == self.story.stops[-1]:
            self._pause()

    def _on_slider(self, value: int) -> None:
        if self.story is not None and value != self.story.stop_index:
            self.go_to_stop(value)

    # ----------------------------------------------------------------- what is shown

    def _show_where(self) -> None:
        story = self.story
        self.scene.set_status(replay_status(story.game, story.seats, story.finished, story.turn, story.turns))
        self.chart.set_current(story.turn)
        self.positionShown.emit()
        self.log.set_told(story.lines_told())
        self.slider.blockSignals(True)
        self.slider.setValue(story.stop_index)
        self.slider.blockSignals(False)
        self.where.setText(replay_where(story.turn, story.turns))
        at_start, at_end = story.position == story.stops[0], story.position == story.stops[-1]
        self.start_button.setEnabled(not at_start)
        self.back_button.setEnabled(not at_start)
        self.forward_button.setEnabled(not at_end)
        self.end_button.setEnabled(not at_end)
        self.from_here_button.setEnabled(not story.game.is_over)

    # ----------------------------------------------------------------- the log pointing at the board

    def point_at_line(self, row: int) -> None:
        self.scene.tiles.point_at(self.story.result_of_line(row) if row >= 0 else None)

    def jump_to_line(self, row: int) -> None:
        self.go_to(self.story.stop_after_line(row))

    # ----------------------------------------------------------------- keys on the table

    def eventFilter(self, watched, event) -> bool:
        if self.story is None or event.type() != QEvent.Type.KeyPress or event.modifiers() & ~Qt.KeypadModifier:
            return False
        action = {Qt.Key.Key_Left: lambda: self.step(-1), Qt.Key.Key_Right: lambda: self.step(+1),
                  Qt.Key.Key_Home: lambda: self.go_to_stop(0), Qt.Key.Key_End: lambda: self.go_to_stop(-1),
                  Qt.Key.Key_Space: self.toggle_play}.get(event.key())
        if action is None:
            return False
        action()
        return True


def _button(text: str, slot) -> QToolButton:
    button = QToolButton()
    button.setText(text)
    button.clicked.connect(slot)
    return button


def _tell(button: QToolButton, tip: str) -> None:
    """What a button does, as its tooltip and for screen readers."""
    button.setToolTip(tip)
    button.setAccessibleName(tip)
