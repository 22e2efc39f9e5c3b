"""The network tests' server: one in a background thread on a free loopback port."""

from __future__ import annotations

import pytest

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
