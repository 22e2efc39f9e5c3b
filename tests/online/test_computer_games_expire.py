"""A game every person has left, played by computers only, has nobody to play for once nobody is connected
to it: it expires like an empty table (docs/network-protocol.md, "Limits"), its files removed and its
computers stopped. A spectator keeps it playing; a person who is only away keeps it waiting."""

from __future__ import annotations

import asyncio

from online_players import seated_client

from ingenious_desktop.online.hosting import start_server
from ingenious_desktop.online.limits import Limits

#: The computer moves first: it is thinking (waiting for the test's go) when its person leaves.
COMPUTER_FIRST = [{"kind": "computer", "level": "easy"}, {"kind": "human"}]


async def until_logged(hosted, text: str, timeout: float = 30.0) -> None:
    async with asyncio.timeout(timeout):
        while not any(text in line for line in hosted.lines):
            await asyncio.sleep(0.05)


async def a_table(url: str, name: str):
    client, _ = await seated_client(url)
    return client, (await client.create("standard", COMPUTER_FIRST, name, spectators=True)).table


def files_of(data, code: str) -> list[str]:
    paths = [data / "tables" / f"{code}.ingenious", data / "tables" / f"{code}.events",
             data / "tokens" / f"{code}.json"]
    return [path.name for path in paths if path.exists()]


def test_a_game_only_computers_play_expires_once_nobody_is_connected(tmp_path, waiting_computers):
    lines = []
    hosted = start_server(tmp_path / "data", log=lines.append,
                          limits=Limits(empty_table_seconds=0.3, computer_games_per_address=4))
    hosted.lines = lines
    data = tmp_path / "data"

    async def scenario():
        cleo, away = await a_table(hosted.url, "Cleo")
        token = cleo.seated.token
        await cleo.close()  # away, still seated: the table waits for her
        ann, watched = await a_table(hosted.url, "Ann")
        bob, unwatched = await a_table(hosted.url, "Bob")
        eve, left = await a_table(hosted.url, "Eve")
        fan, _ = await seated_client(hosted.url)
        await fan.watch(watched)
        fair_weather, _ = await seated_client(hosted.url)
        await fair_weather.watch(unwatched)
        for person in (ann, bob, eve):
            await person.leave()
        await until_logged(hosted, f"table {left}: expired")
        kept = {code: code in hosted.server.tables for code in (away, watched, unwatched)}
        await fair_weather.close()  # the last spectator goes: the clock starts
        await until_logged(hosted, f"table {unwatched}: expired")
        waiting_computers.set()  # the closed tables' computers finish their thinking; the watched one plays on
        events = (await fan.until(lambda m: m.game.is_over)).event_count
        async with asyncio.timeout(30):
            while hosted.server.computers.thinking:
                await asyncio.sleep(0.05)
        back, _ = await seated_client(hosted.url)
        await back.rejoin(away, token)
        for client in (ann, bob, eve, fan, back):
            await client.close()
        return away, watched, unwatched, left, kept, events

    try:
        away, watched, unwatched, left, kept, events = asyncio.run(scenario())
    finally:
        waiting_computers.set()
        hosted.stop()
    assert kept == {away: True, watched: True, unwatched: True}
    assert files_of(data, left) == [] and files_of(data, unwatched) == []
    assert (data / "finished" / f"{watched}.ingenious").exists() and events > 20
    assert not (data / "finished" / f"{left}.ingenious").exists()
    assert (data / "tables" / f"{away}.ingenious").exists()
