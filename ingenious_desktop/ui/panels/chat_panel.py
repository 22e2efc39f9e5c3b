"""The chat of a network table: the lines said so far, as plain text, and a line to say something."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QLineEdit, QPlainTextEdit, QVBoxLayout, QWidget


from ..kit.palette import FRAME, INK, LOG_BACKGROUND, LOG_OTHER_TURN

#: The most lines kept on screen (the oldest go first).
MAX_LINES = 500


class ChatPanel(QWidget):
    said = Signal(str)  # what the player typed, stripped, never empty

    def __init__(self, longest: int, parent: QWidget | None = None):
        """``longest``: the most characters a line may have (the protocol's bound)."""
        super().__init__(parent)
        self.lines = QPlainTextEdit()  # plain text: a line from the network is never read as markup
        self.lines.setReadOnly(True)
        self.lines.setMaximumBlockCount(MAX_LINES)
        self.lines.setStyleSheet(f"background: {LOG_BACKGROUND.name()}; color: {INK.name()}; border: none;")
        self.entry = QLineEdit()
        self.entry.setMaxLength(longest)
        self.entry.setStyleSheet(f"background: {FRAME.name()}; color: {INK.name()}; border: 1px solid "
                                 f"{LOG_OTHER_TURN.name()}; padding: 4px;")  # dark like the lines above it
        self.entry.returnPressed.connect(self._send)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)  # no strip of the light dock between the lines and the entry
        column.addWidget(self.lines, 1)
        column.addWidget(self.entry)
        self.retranslate()

    def retranslate(self) -> None:
        self.entry.setPlaceholderText(self.tr("Say something (Enter)"))

    def add_line(self, line: str) -> None:
        self.lines.appendPlainText(line)

    def _send(self) -> None:
        text = self.entry.text().strip()
        if text:
            self.entry.clear()
            self.said.emit(text)
