"""Widgets that speak the language chosen while they are on screen."""

from __future__ import annotations

from PySide6.QtCore import QEvent


class Retranslating:
    """Mix into a widget (before its Qt class) that sets all its words in ``retranslate()``,
    once when it is built: Qt's ``LanguageChange`` then makes it set them again in the new language."""

    def retranslate(self) -> None:
        raise NotImplementedError

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
