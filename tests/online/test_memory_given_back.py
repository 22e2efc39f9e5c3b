"""The server hands freed memory back to the system every minute, and collects every generation of Python's
garbage first only once a crowd of connections has left since the last time: a steady server's loop is not
stopped for the tens of milliseconds a full collection of fifty games takes."""

from __future__ import annotations

import asyncio
import time

from websockets.asyncio.client import connect

from ingenious_desktop.online import housekeeping
from ingenious_desktop.online.hosting import start_server
from ingenious_desktop.online.limits import Limits


def until(condition, timeout: float = 30.0) -> None:
    """Wait until ``condition()`` holds (the test fails after ``timeout`` seconds)."""
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, "waited too long"
        time.sleep(0.01)


def test_a_full_collection_comes_only_after_a_crowd_has_left(tmp_path, monkeypatch):
    trims: list[bool] = []
    monkeypatch.setattr(housekeeping, "TRIM_SECONDS", 0.0)
    monkeypatch.setattr(housekeeping, "CROWD_LEFT", 5)
    monkeypatch.setattr(housekeeping, "give_back_memory", lambda collect: trims.append(collect))
    # empty_table_seconds sets the housekeeping tick: 0.1 s here
    hosted = start_server(tmp_path / "data", log=lambda line: None,
                          limits=Limits(connects_per_minute=10_000, empty_table_seconds=0.2))
    door = hosted.server.door

    def trims_since(start: int, closed: int) -> list[bool]:
        """The trims from the ``start``th on, once the server has seen ``closed`` connections close and has
        trimmed three times since."""
        until(lambda: door.closed == closed)
        seen = len(trims)
        until(lambda: len(trims) >= seen + 3)
        return trims[start:]

    async def come_and_go(count: int) -> None:
        for _ in range(count):
            async with connect(hosted.url):
                pass

    try:
        steady = trims_since(0, 0)
        start = len(trims)
        asyncio.run(come_and_go(4))
        after_a_few = trims_since(start, 4)
        start = len(trims)
        asyncio.run(come_and_go(1))  # the fifth closed since the server started
        after_the_crowd = trims_since(start, 5)
    finally:
        hosted.stop()
    assert not any(steady) and not any(after_a_few)
    assert after_the_crowd.count(True) == 1 and after_the_crowd[-1] is False  # once, then steady again
