"""What each part of the main window starts from: the window, its controller and its table's scene."""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QDockWidget, QWidget


class WindowPart(QObject):
    """One job of the main window (its documents, a mode, a dock, the coach); it lives as long as the window."""

    def __init__(self, window):
        super().__init__(window)
        self.window = window
        self.controller = window.controller
        self.scene = window.scene

    def add_dock(self, name: str, widget: QWidget, area: Qt.DockWidgetArea) -> QDockWidget:
        """A dock holding ``widget`` at ``area`` of the window; ``name`` keeps its place between runs."""
        dock = QDockWidget(self.window)
        dock.setObjectName(name)
        dock.setWidget(widget)
        self.window.addDockWidget(area, dock)
        return dock
