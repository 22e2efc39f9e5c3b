"""A server hosted from the window and stopped leaves no thread behind: the computer seats' own pool of
threads goes with it (the window may host and stop many times in one session)."""

from __future__ import annotations

import asyncio
import threading

from online_players import play_turn, seated_client

from ingenious_desktop.online.hosting import start_server


async def one_computer_move(url: str) -> None:
    anna, _ = await seated_client(url)
    await anna.create("standard", [{"kind": "human"}, {"kind": "computer", "level": "easy"}], "Anna")
    await play_turn(await anna.until(lambda m: m.to_place) and anna)
    await anna.until(lambda m: m.to_place, 30)  # the computer has moved, in a thread of its pool
    await anna.close()


def computer_threads() -> list[str]:
    return [thread.name for thread in threading.enumerate() if thread.name.startswith("computer seat")]


def test_a_stopped_server_leaves_no_computer_thread(tmp_path):
    before = computer_threads()
    hosted = start_server(tmp_path / "data")
    try:
        asyncio.run(one_computer_move(hosted.url))
        during = computer_threads()
    finally:
        hosted.stop()
    for thread in threading.enumerate():
        if thread.name.startswith("computer seat"):
            thread.join(timeout=10)

    assert len(during) > len(before)
    assert computer_threads() == before
