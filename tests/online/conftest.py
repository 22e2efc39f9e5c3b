"""The network tests' server: one in a background thread on a free loopback port."""

from __future__ import annotations

import pytest

from ingenious_desktop.online.hosting import start_server


@pytest.fixture
def hosted(tmp_path):
    """A server on a free loopback port with its data in ``tmp_path / "data"``; its log lines in ``hosted.lines``."""
    lines = []
    server = start_server(tmp_path / "data", log=lines.append)
    server.lines = lines
    yield server
    server.stop()
