"""The hot-seat hand-over screen, laid over the table.

It paints nothing of its own: two plain-text labels on a dark cover say who is next; the screen
itself only waits for that player's click (or Enter or Space). Until then, the player who just moved
may take the turn back with the button under them.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from ingenious_desktop.app.describe import hand_over_help, hand_over_message

from ..kit.palette import COVER, COVER_INK, COVER_INK_DIM

#: Space between the message and the help under it, in pixels.
HELP_GAP = 12
#: Space under the undo button, in pixels.
UNDO_MARGIN = 24


class HandOverOverlay(QWidget):
    """Covers the whole table until the named player clicks (or presses Enter or Space)."""

    ready = Signal()
    undoRequested = Signal()

    def __init__(self, parent: QWidget):
        super().__init__(parent)
        self.player_name = ""
        self.spoken_to = False  # the player called is the one "You" speaks to
        self.setObjectName("hand-over")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground)
        self.setStyleSheet(f"#hand-over {{ background: rgba({COVER.red()}, {COVER.green()}, {COVER.blue()}, "
                           f"{COVER.alpha()}); }}")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self._title = _cover_label(COVER_INK, Qt.AlignmentFlag.AlignCenter)
        self._help = _cover_label(COVER_INK_DIM, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        self.undo_button = QPushButton()
        self.undo_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Enter and Space stay "I am ready"
        self.undo_button.setCursor(Qt.CursorShape.ArrowCursor)
        self.undo_button.setStyleSheet(
            f"QPushButton {{ color: {COVER_INK.name()}; background: transparent; padding: 6px 16px; "
            f"border: 1px solid {COVER_INK_DIM.name()}; border-radius: 4px; }} "
            f"QPushButton:hover {{ border-color: {COVER_INK.name()}; }}")
        self.undo_button.clicked.connect(self.undoRequested)
        self.undo_button.hide()
        column = QVBoxLayout(self)  # the message in the middle: as much room above it as the help has below
        column.setContentsMargins(0, 0, 0, UNDO_MARGIN)
        column.setSpacing(HELP_GAP)
        column.addStretch(1)
        column.addWidget(self._title)
        column.addWidget(self._help, 1)
        column.addWidget(self.undo_button, 0, Qt.AlignmentFlag.AlignHCenter)
        self.hide()

    def offer_undo(self, offered: bool) -> None:
        """Show the button that takes the last turn back (while the window can undo it)."""
        self.undo_button.setVisible(offered)

    def cover(self, player_name: str, spoken_to: bool = False) -> None:
        self.player_name, self.spoken_to = player_name, spoken_to
        self._show_words()
        self.setGeometry(self.parentWidget().rect())
        self.show()
        self.raise_()
        self.setFocus()

    @property
    def message(self) -> str:
        return hand_over_message(self.player_name, self.spoken_to)

    def _show_words(self) -> None:
        self._title.setText(self.message)
        self._help.setText(hand_over_help())
        self.undo_button.setText(self.tr("Undo the last turn"))

    def resizeEvent(self, event) -> None:
        """The message grows with the table, between 14 and 32 points; the help is a little under half of it."""
        points = max(14.0, min(self.width() / 30, 32.0))
        for label, size, bold in ((self._title, points, True), (self._help, points * 0.45, False)):
            font = label.font()
            font.setPointSizeF(size)
            font.setBold(bold)
            label.setFont(font)
        super().resizeEvent(event)

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._show_words()
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


def _cover_label(colour, alignment) -> QLabel:
    """Words on the cover, in plain text (a player's name is never markup), wrapped; clicks go to the cover."""
    label = QLabel()
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setWordWrap(True)
    label.setAlignment(alignment)
    label.setStyleSheet(f"color: {colour.name()}; background: transparent;")
    label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
    return label
