"""The language fixtures of the window and controller tests (their conftests take them from here): Qt's
translators, so never imported by the tests of the engine, the AI or the server, which run without Qt."""

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
