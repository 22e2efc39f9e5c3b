"""Fixtures every test folder shares: tables announced on loopback only, and a failing comparison of a scored
placement (``positions.points`` in tests/engine) that prints the board the tile was scored on. Nothing here
imports Qt: the engine's tests run without PySide6 (the language fixtures are in tests/languages.py)."""

import pytest

from ingenious_desktop.online import discovery


@pytest.fixture(autouse=True)
def mdns_on_loopback_only(monkeypatch):
    """Tables are announced and looked for on loopback only: a test sends nothing to the network."""
    monkeypatch.setattr(discovery, "INTERFACES", ["127.0.0.1"])


def pytest_assertrepr_compare(op, left, right):
    explain = getattr(left, "explain_scoring", None)
    if op == "==" and callable(explain):
        return explain(right)
    return None
