"""The network tests' server: one in a background thread on a free loopback port; computers that decide
only when a test lets them (``waiting_computers``)."""

from __future__ import annotations

import threading

import pytest

from ingenious_desktop.online import computers as computers_module
from ingenious_desktop.online.hosting import start_server
from ingenious_desktop.online.limits import Limits

#: The tests connect from 127.0.0.1 far faster than people do (test_server_limits tries the limit itself).
MANY_CONNECTS = Limits(connects_per_minute=1_000_000)


@pytest.fixture
def hosted(tmp_path):
    """A server on a free loopback port with its data in ``tmp_path / "data"``; its log lines in ``hosted.lines``."""
    lines = []
    server = start_server(tmp_path / "data", log=lines.append, limits=MANY_CONNECTS)
    server.lines = lines
    yield server
    server.stop()


class Waiting:
    """A computer that decides only once ``go`` is set (at most 30 s), then as easily as it can."""

    go = threading.Event()

    def __init__(self, player):
        self.player = player

    def choose_placement(self, view):
        Waiting.go.wait(30)
        return self.player.choose_placement(view)

    def choose_swap(self, view):
        Waiting.go.wait(30)
        return self.player.choose_swap(view)


@pytest.fixture
def waiting_computers(monkeypatch):
    real = computers_module.computer_for
    Waiting.go.clear()
    monkeypatch.setattr(computers_module, "computer_for", lambda seat, seconds: Waiting(real(seat, seconds)))
    yield Waiting.go
    Waiting.go.set()
