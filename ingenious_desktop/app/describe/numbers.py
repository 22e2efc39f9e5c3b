"""Every number the player reads, formatted in one place in the locale of the language chosen
(``QLocale()``, which ``app.languages.install_language`` sets): German shows 7,0 where English shows 7.0."""

from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication, QLocale

#: A solo result is six digits, the lowest colour's two first: one point of that colour is this much.
SOLO_LOWEST_UNIT = 10_000


def points(value: int) -> str:
    """A score or the points a placement earned, as a whole number."""
    return QLocale().toString(value)


def decimal(value: float, places: int = 1) -> str:
    """A mean or another fraction, with ``places`` digits after the locale's decimal sign."""
    return QLocale().toString(float(value), "f", places)


def win_chance(value: float) -> str:
    """A win chance from 0 to 1 as a whole percentage."""
    return QCoreApplication.translate("Coach", "{percent}%").format(percent=QLocale().toString(round(100 * value)))


def accuracy(value: float) -> str:
    """A review's accuracy (0 to 1) as a whole percentage rounded down: short of all is never 100%."""
    return QCoreApplication.translate("Coach", "{percent}%").format(percent=QLocale().toString(math.floor(100 * value)))


def expected_lowest(value: float) -> str:
    """An expected solo result (six digits, the lowest colour's two first) as what solo players
    count: the points the lowest colour is expected to end with, to a tenth."""
    return decimal(math.floor(value / (SOLO_LOWEST_UNIT / 10)) / 10, 1)


def solo_suggestion(gain: int, value: float) -> str:
    """A solo hint's label: what the placement adds now to the colours that are lowest, and the
    points the lowest colour is then expected to end with (``value``, an expected result)."""
    return QCoreApplication.translate("Coach", "+{gain} → {expected}").format(
        gain=QLocale().toString(gain), expected=expected_lowest(value))


def solo_suggestion_words(gain: int, value: float) -> str:
    """A solo suggestion in words, for the list beside the board: what it adds now to the lowest
    colour (to each colour at the lowest score) and the lowest colour expected at the end."""
    return QCoreApplication.translate("Coach", "+{gain} to your lowest colour → {expected} at the end").format(
        gain=QLocale().toString(gain), expected=expected_lowest(value))


def value_text(value: float, solo: bool) -> str:
    """What the coach says a position is worth: a win chance, or in solo the expected lowest colour."""
    return expected_lowest(value) if solo else win_chance(value)
