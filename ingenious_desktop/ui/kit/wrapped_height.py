"""Dialogs with word-wrapped text: Qt sizes a window for its text unwrapped, so a sentence that wraps
once more than expected pushes what is below it out of sight."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget


def grow_to_wrapped_text(window: QWidget) -> None:
    """Make ``window`` tall enough for its layout's wrapped text at the width it has now (never shorter)."""
    needed = window.layout().totalMinimumHeightForWidth(window.width())
    if needed > window.height():
        window.resize(window.width(), needed)
