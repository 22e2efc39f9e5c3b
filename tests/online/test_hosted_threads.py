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


def pool_threads() -> set[threading.Thread]:
    """The threads of servers' computer pools (ThreadPoolExecutor names them "computer seat_N")."""
    return {thread for thread in threading.enumerate() if thread.name.startswith("computer seat_")}


def test_a_stopped_server_leaves_no_computer_thread(tmp_path):
    before = pool_threads()
    hosted = start_server(tmp_path / "data")
    try:
        asyncio.run(one_computer_move(hosted.url))
        made = pool_threads() - before
    finally:
        hosted.stop()
    for thread in made:
        thread.join(timeout=10)

    assert made and not any(thread.is_alive() for thread in made)
