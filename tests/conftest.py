"""Fixtures every test folder shares: a test that speaks another language, and a failing comparison of a
scored placement (``positions.points`` in tests/engine) that prints the board the tile was scored on."""

import pytest

from ingenious_desktop.app.languages import SOURCE_LANGUAGE, install_language


@pytest.fixture
def speak(qapp):
    """``speak("de")`` installs a language for the rest of the test; the source language is back after it."""
    yield install_language
    install_language(SOURCE_LANGUAGE)


@pytest.fixture
def german(speak):
    speak("de")


def pytest_assertrepr_compare(op, left, right):
    explain = getattr(left, "explain_scoring", None)
    if op == "==" and callable(explain):
        return explain(right)
    return None
