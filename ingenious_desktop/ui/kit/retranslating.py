"""Widgets that speak the language chosen while they are on screen."""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu


class Retranslating:
    """Mix into a widget (before its Qt class) that sets all its words in ``retranslate()``,
    once when it is built: Qt's ``LanguageChange`` then makes it set them again in the new language."""

    def retranslate(self) -> None:
        raise NotImplementedError

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def set_words(words: dict) -> None:
    """Give each thing of ``words`` its text, in order: an action its text, a menu its title, a dock
    or a tool bar its window title (which Qt copies into the dock's toggle action: name that after)."""
    for thing, text in words.items():
        if isinstance(thing, QAction):
            thing.setText(text)
        elif isinstance(thing, QMenu):
            thing.setTitle(text)
        else:
            thing.setWindowTitle(text)
