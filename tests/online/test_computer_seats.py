"""A hard computer seat thinks on the server without holding up another table: the other table's
players place while it thinks (its table has not moved meanwhile)."""

from __future__ import annotations

import asyncio

from online_players import play_turn, seated_client

from ingenious_desktop.online.hosting import start_server


async def two_tables(url: str):
    anna, _ = await seated_client(url)
    await anna.create("standard", [{"kind": "human"}, {"kind": "computer", "level": "hard"}], "Anna")
    ben, _ = await seated_client(url)
    seated = await ben.create("standard", [{"kind": "human"}, {"kind": "human"}], "Ben")
    cleo, _ = await seated_client(url)
    await cleo.join(seated.table, "Cleo")
    await play_turn(await anna.until(lambda m: m.to_place) and anna)  # now the hard computer thinks
    thinking_at = anna.mirror.event_count
    placed_meanwhile = 0
    while anna.mirror.event_count == thinking_at:
        mover = ben if ben.mirror.my_turn else cleo
        if await play_turn(mover):
            placed_meanwhile += 1
        else:
            await asyncio.sleep(0.005)
    for client in (anna, ben, cleo):
        await client.close()
    return placed_meanwhile


def test_a_hard_computer_thinks_while_another_table_plays(tmp_path):
    hosted = start_server(tmp_path / "data", seconds=1.5)
    try:
        placed_meanwhile = asyncio.run(two_tables(hosted.url))
    finally:
        hosted.stop()

    assert placed_meanwhile >= 3
