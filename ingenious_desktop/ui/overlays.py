"""The hot-seat hand-over screen, laid over the table."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QFont, QPainter
from PySide6.QtWidgets import QWidget

from ..app.describe import hand_over_help, hand_over_message
from .palette import COVER, COVER_INK, COVER_INK_DIM


class HandOverOverlay(QWidget):
    """Covers the whole table until the named player clicks (or presses Enter or Space)."""

    ready = Signal()

    def __init__(self, parent: QWidget):
        super().__init__(parent)
        self.player_name = ""
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.hide()

    def cover(self, player_name: str) -> None:
        self.player_name = player_name
        self.setGeometry(self.parentWidget().rect())
        self.show()
        self.raise_()
        self.setFocus()
        self.update()

    @property
    def message(self) -> str:
        return hand_over_message(self.player_name)

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), COVER)
        font = QFont(self.font())
        font.setPointSizeF(max(14.0, min(self.width() / 30, 32.0)))
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(COVER_INK)
        title = painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.message)
        small = QFont(self.font())
        small.setPointSizeF(font.pointSizeF() * 0.45)
        painter.setFont(small)
        painter.setPen(COVER_INK_DIM)
        below = self.rect().adjusted(0, title.bottom() + 12, 0, 0)  # a longer language wraps the title
        painter.drawText(below, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap,
                         hand_over_help())

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.update()  # its words are painted: paint them again in the new language
        super().changeEvent(event)

    def mousePressEvent(self, event) -> None:
        event.accept()

    def mouseReleaseEvent(self, event) -> None:
        event.accept()
        self._confirm()

    def keyPressEvent(self, event) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            event.accept()
            self._confirm()
        else:
            super().keyPressEvent(event)

    def _confirm(self) -> None:
        self.hide()
        self.ready.emit()
