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


def networks_held() -> int:
    """How many networks (files read, networks built) this process holds for its computers."""
    from ingenious_desktop.ai.model import learner_file, network_file
    return sum(cached.cache_info().currsize for cached in (network_file._networks_in, network_file._core_network,
                                                            learner_file._learner_in, learner_file._core_network))


async def a_computer_game_to_its_end(hosted) -> tuple[int, str]:
    anna, _ = await seated_client(hosted.url)
    code = (await anna.create("standard", [{"kind": "human"}, {"kind": "computer", "level": "hard"}], "Anna")).table
    await play_turn(await anna.until(lambda m: m.to_place) and anna)
    await anna.until(lambda m: m.to_place or m.game.is_over, 60)  # the computer has moved
    held = networks_held()
    await anna.leave()
    await anna.close()
    async with asyncio.timeout(120):
        while code in hosted.server.tables:  # the computers play it out; then it is closed
            await asyncio.sleep(0.1)
    return held, code


def test_the_networks_go_once_no_computer_plays(tmp_path):
    hosted = start_server(tmp_path / "data", seconds=0.05)
    try:
        held_while_playing, _code = asyncio.run(a_computer_game_to_its_end(hosted))
    finally:
        hosted.stop()
    assert held_while_playing > 0
    assert networks_held() == 0
