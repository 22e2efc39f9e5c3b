"""Fixtures every test folder shares: tables announced on loopback only, a test that speaks another language,
and a failing comparison of a scored placement (``positions.points`` in tests/engine) that prints the board
the tile was scored on."""

import pytest

from ingenious_desktop.app.languages import SOURCE_LANGUAGE, install_language
from ingenious_desktop.online import discovery


@pytest.fixture(autouse=True)
def mdns_on_loopback_only(monkeypatch):
    """Tables are announced and looked for on loopback only: a test sends nothing to the network."""
    monkeypatch.setattr(discovery, "INTERFACES", ["127.0.0.1"])


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
