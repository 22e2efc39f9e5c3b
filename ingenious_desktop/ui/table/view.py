"""The window's view of the game table: the scene fitted to the window, keeping its aspect.

Its one job: show a :class:`~.scene.TableScene` as large as the window allows, antialiased, tell
the scene the view's size (so it may lay the table out upright) and take the keyboard focus.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, QSizeF, Qt
from PySide6.QtGui import QKeySequence, QPainter
from PySide6.QtWidgets import QFrame, QGraphicsView

from .hand import RACK_KEYS
from .scene import TableScene

class TableView(QGraphicsView):
    """Shows a :class:`TableScene` fitted to the window, keeping its aspect, antialiased."""

    def __init__(self, scene: TableScene, parent=None):
        super().__init__(scene, parent)
        self.table_scene = scene  # QGraphicsView does not own its scene
        self.setRenderHints(QPainter.Antialiasing | QPainter.TextAntialiasing | QPainter.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.NoFrame)
        self.setViewportUpdateMode(QGraphicsView.SmartViewportUpdate)
        self.setCacheMode(QGraphicsView.CacheBackground)
        self.setFocusPolicy(Qt.StrongFocus)
        self.viewport().setMouseTracking(True)
        self.setMinimumSize(480, 260)
        scene.sceneRectChanged.connect(self._fit)

    def event(self, event) -> bool:
        """Keys 1-6 come to the table as key presses while it has the focus (the window's shortcuts
        for them are for when something else has it)."""
        if event.type() == QEvent.Type.ShortcutOverride and QKeySequence(event.key()).toString() in RACK_KEYS:
            event.accept()
            return True
        return super().event(event)

    def sizeHint(self) -> QSize:
        return QSize(1200, 680)

    def _fit(self) -> None:
        self.fitInView(self.table_scene.sceneRect(), Qt.KeepAspectRatio)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.table_scene.fit_to(QSizeF(self.viewport().size()))
        self._fit()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self._fit()
