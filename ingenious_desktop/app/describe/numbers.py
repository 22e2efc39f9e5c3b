"""Every number the player reads, formatted in one place in the locale of the language chosen
(``QLocale()``, which ``app.languages.install_language`` sets): German shows 7,0 where English shows 7.0."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale


def points(value: int) -> str:
    """A score or the points a placement earned, as a whole number."""
    return QLocale().toString(value)


def decimal(value: float, places: int = 1) -> str:
    """A mean or another fraction, with ``places`` digits after the locale's decimal sign."""
    return QLocale().toString(float(value), "f", places)


def win_chance(value: float) -> str:
    """A win chance from 0 to 1 as a whole percentage."""
    return QCoreApplication.translate("Coach", "{percent}%").format(percent=QLocale().toString(round(100 * value)))


def solo_result(value: float) -> str:
    """An expected solo result as its six digits, the lowest colour's two first (digits, not an amount)."""
    return f"{round(value):06d}"


def value_text(value: float, solo: bool) -> str:
    """What the coach says a position is worth: a win chance, or in solo the expected result."""
    return solo_result(value) if solo else win_chance(value)
