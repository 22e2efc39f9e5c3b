"""A passing message in the window's status line that fits beside the widgets the line keeps shown at its right
(a table's indicator, the chat button): elided where it would be cut, its whole text then the line's tool tip."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QStatusBar, QWidget

from .messages import plain_tooltip

#: The status line's own margins around a message, and the room between the widgets at its right, in pixels.
MESSAGE_MARGINS, WIDGET_SPACING = 16, 8


def show_fitted(bar: QStatusBar, text: str, milliseconds: int) -> None:
    """Show ``text`` for ``milliseconds`` in ``bar``, elided to the room left of its shown permanent widgets;
    while it is elided, the line's tool tip is the whole text (as plain text)."""
    shown = bar.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, message_room(bar)) \
        if bar.isVisible() else text  # a window not yet shown has no width to fit to
    bar.setToolTip(plain_tooltip(text) if shown != text else "")  # a server's reason, a name: never HTML
    bar.showMessage(shown, milliseconds)
    if shown != text:
        def forget(message: str) -> None:
            if message != shown:
                bar.setToolTip("")
                bar.messageChanged.disconnect(forget)
        bar.messageChanged.connect(forget)


def message_room(bar: QStatusBar) -> int:
    """The pixels a message has: the line's width less the widgets it keeps shown at its right (as wide as they
    ask to be: a widget just shown or reworded has not been laid out yet)."""
    kept = [child for child in bar.findChildren(QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly)
            if not child.isHidden()]
    taken = sum(max(child.sizeHint().width(), child.minimumWidth()) + WIDGET_SPACING for child in kept)
    return max(0, bar.width() - taken - MESSAGE_MARGINS)
