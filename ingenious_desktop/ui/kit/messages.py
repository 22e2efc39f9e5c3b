"""Message boxes and tooltips that show a player's name or a file's name as it is, never as HTML."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt
from PySide6.QtGui import Qt as QtGuiNamespace  # Qt.mightBeRichText lives in QtGui's Qt namespace
from PySide6.QtWidgets import QMessageBox, QWidget


def message_box(parent: QWidget | None, icon: QMessageBox.Icon, title: str, text: str) -> QMessageBox:
    """A message box whose text is plain: ``<b>`` in a name shows as the letters "<b>"."""
    box = QMessageBox(icon, title, text, parent=parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    return box


def tell(parent: QWidget | None, icon: QMessageBox.Icon, title: str, text: str) -> None:
    """Show a plain-text message and wait until the player has read it."""
    message_box(parent, icon, title, text).exec()


def plain_tooltip(text: str) -> str:
    """``text`` for setToolTip, which renders anything that looks like HTML: such text is escaped."""
    if not QtGuiNamespace.mightBeRichText(text):
        return text
    return f"<p style='white-space:pre-wrap'>{escape(text)}</p>"


def menu_text(text: str) -> str:
    """``text`` for a menu entry, whose "&" would otherwise underline the next letter."""
    return text.replace("&", "&&")
