"""The sounds of the table as the game goes: a tile set down, a scoring line, Ingenious!, the end;
View ▸ Sounds (M) and the settings turn them off."""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence

from ingenious_desktop.app.change import Change

from ..kit.sounds import GAME_END, INGENIOUS, SCORING_LINE, TILE_DOWN, SoundPlayer


def cue(change: Change) -> str | None:
    """The one sound a change makes: the best thing its placements did, or None (a swap, a draw)."""
    if change.reached:
        return INGENIOUS
    if any(sum(result.points) for result in change.results):
        return SCORING_LINE
    return TILE_DOWN if change.results else None


class SoundCues(QObject):
    """Plays each change's sound once its tiles have landed, while the player wants sounds."""

    def __init__(self, window, player: SoundPlayer | None = None):
        super().__init__(window)
        self.window = window
        self.player = player or SoundPlayer()
        self.action = QAction(self)
        self.action.setCheckable(True)
        self.action.setChecked(window.settings.sound)
        self.action.setShortcut(QKeySequence("M"))
        self.action.toggled.connect(self._chosen)
        window.view_menu.addAction(self.action)
        window.controller.gameChanged.connect(self._on_change)
        window.controller.gameOver.connect(lambda: self._when_landed(GAME_END))

    def retranslate(self) -> None:
        self.action.setText(self.tr("&Sounds"))
        self.action.setToolTip(self.tr("Play the table's sounds (M)"))

    def set_on(self, on: bool) -> None:
        self.action.setChecked(on)

    def _chosen(self, on: bool) -> None:
        self.window.settings.sound = on
        self.window.statusBar().showMessage(self.tr("Sounds on") if on else self.tr("Sounds off"), 3000)

    def _on_change(self, change: Change) -> None:
        name = cue(change)
        if name is not None and not self.window.controller.game.is_over:  # the end has a sound of its own
            self._when_landed(name)

    def _when_landed(self, name: str) -> None:
        if self.window.settings.sound:
            self.window.scene.animate.when_landed(lambda: self.player.play(name))

    def close(self) -> None:
        self.player.close()
