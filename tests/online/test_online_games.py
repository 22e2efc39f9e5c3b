"""Whole games over loopback, people and computers mixed: every client saw every event once, in order,
its own draws and no other seat's tiles, and the stored record replays to the scores everyone saw."""

from __future__ import annotations

import asyncio

import pytest
from online_players import play_to_the_end, seated_client
from stored_records import gone, record_in_finished

from ingenious_desktop.engine import Game
from ingenious_desktop.online.snapshot import visible_events

EASY = {"kind": "computer", "level": "easy"}
HUMAN = {"kind": "human"}
TABLES = {
    "standard-2": ("standard", [HUMAN, HUMAN]),
    "standard-3": ("standard", [HUMAN, EASY, HUMAN]),
    "standard-4": ("standard", [EASY, HUMAN, {"kind": "computer", "level": "medium"}, HUMAN]),
    "travel": ("travel", [HUMAN, EASY]),
    "team": ("team", [HUMAN, HUMAN, EASY, {"kind": "computer", "level": "easy", "opponent": "Pip"}]),
}


async def whole_game(url: str, variant: str, seats: list[dict]):
    host, host_seen = await seated_client(url)
    seated = await host.create(variant, seats, "Host")
    players = [(host, host_seen)]
    for _ in range(sum(spec["kind"] == "human" for spec in seats) - 1):
        client, seen = await seated_client(url)
        await client.join(seated.table, f"Guest {len(players)}")
        players.append((client, seen))
    await play_to_the_end([client for client, _seen in players])
    for client, _seen in players:
        await client.until(lambda m: m.game.is_over)
        await client.close()
    return seated.table, players


@pytest.mark.parametrize("name", TABLES)
def test_a_whole_game_shows_each_client_only_its_own_tiles(hosted, tmp_path, name):
    variant, seats = TABLES[name]

    code, players = asyncio.run(whole_game(hosted.url, variant, seats))

    record = record_in_finished(tmp_path / "data", code)
    final = record.replay()
    assert final.is_over and len(record.seats) == len(seats)
    for client, seen in players:
        mirror = client.mirror
        assert mirror.events == visible_events(record.events, mirror.seat)  # every event once, in order
        assert mirror.state["scores"] == final.scores and mirror.game.board.colour == final.board.colour
        assert [r.points for r in mirror.results] == [r.points for r in final.results]
        for snapshot in seen.snapshots:
            at_that_moment = Game.from_events(record.variant, record.events[:snapshot["events"]], record.bag_seed)
            assert snapshot["rack"] == sorted(at_that_moment.racks[snapshot["seat"]])
            assert snapshot["rack_sizes"] == [len(rack) for rack in at_that_moment.racks]
    assert gone(tmp_path / "data" / "tables" / f"{code}.ingenious")
    assert gone(tmp_path / "data" / "tokens" / f"{code}.json")
