"""Who sits where: spectators see no rack, an away seat makes the table wait until someone hands it to
a computer, its person takes it back with the token, a person who leaves is replaced by a computer,
the host starts with open seats, and names with control characters are refused."""

from __future__ import annotations

import asyncio

import pytest
from online_players import ben_away, hand_ben_over, play_to_the_end, play_turn, refused, seated_client

from ingenious_desktop.online import protocol as p
from ingenious_desktop.online.hosting import start_server

HUMANS = [{"kind": "human"}, {"kind": "human"}]


@pytest.fixture
def quick(tmp_path):
    """A server whose away seats may be handed to a computer after half a second."""
    server = start_server(tmp_path / "data", away_grace=0.5)
    yield server
    server.stop()


async def away_hand_over_and_back(url: str):
    anna, seated, ben_seat = await ben_away(url)
    waited = anna.mirror.waiting_for, anna.mirror.seats[1]["present"]
    too_early = await refused(anna.hand_over(1))
    stood_in = (await hand_ben_over(anna)).seats[1]["stand_in"]
    await anna.until(lambda m: m.my_turn)  # the computer played Ben's turn
    ben_again, _ = await seated_client(url)
    await ben_again.rejoin(seated.table, ben_seat.token)
    back = await anna.until(lambda m: not m.seats[1]["stand_in"] and m.seats[1]["present"])
    await anna.leave()
    await play_to_the_end([ben_again])
    final = ben_again.mirror
    for client in (anna, ben_again):
        await client.close()
    return waited, too_early, stood_in, back.seats[1], final


def test_an_away_seat_is_handed_to_a_computer_and_taken_back_and_a_leaver_is_replaced(quick):
    waited, too_early, stood_in, back, final = asyncio.run(away_hand_over_and_back(quick.url))

    assert waited == (1, False)
    assert too_early == p.NOT_ALLOWED and stood_in
    assert back["name"] == "Ben" and not back["stand_in"]
    assert final.game.is_over and final.seats[0]["left"]


async def watched(url: str, spectators: bool):
    anna, _ = await seated_client(url)
    seated = await anna.create("standard", HUMANS, "Anna", spectators=spectators)
    watcher, _ = await seated_client(url)
    if not spectators:
        code = await refused(watcher.watch(seated.table))
        await anna.close()
        await watcher.close()
        return code
    ben, _ = await seated_client(url)
    await ben.join(seated.table, "Ben")
    await watcher.watch(seated.table)
    await play_turn(await anna.until(lambda m: m.to_place) and anna)
    mirror = await watcher.until(lambda m: m.event_count >= 3)
    for client in (anna, ben, watcher):
        await client.close()
    return mirror


def test_spectators_see_no_rack_and_only_where_the_host_allowed_them(hosted):
    mirror = asyncio.run(watched(hosted.url, True))

    assert mirror.seat is None and mirror.rack == ()
    assert all("tiles" not in event for event in mirror.events if event["type"] == "draw")
    assert asyncio.run(watched(hosted.url, False)) == p.NOT_ALLOWED


async def host_starts(url: str):
    anna, _ = await seated_client(url)
    await anna.create("standard", [{"kind": "human"}, {"kind": "open", "level": "easy"}, {"kind": "human"}], "Anna")
    empty_friend_seat = await refused(anna.start())
    ben, _ = await seated_client(url)
    bad_name = await refused(ben.join(anna.mirror.table, "Ben\u202e"))
    await ben.join(anna.mirror.table, "Ben", seat=2)
    not_host = await refused(ben.start())
    await anna.start()
    mirror = await anna.until(lambda m: m.started)
    for client in (anna, ben):
        await client.close()
    return empty_friend_seat, bad_name, not_host, mirror.seats[1]


def test_the_host_starts_with_an_open_seat_played_by_a_computer(hosted):
    empty_friend_seat, bad_name, not_host, open_seat = asyncio.run(host_starts(hosted.url))

    assert (empty_friend_seat, bad_name, not_host) == (p.NOT_ALLOWED, p.MALFORMED, p.NOT_ALLOWED)
    assert open_seat["kind"] == "computer" and open_seat["level"] == "easy" and not open_seat["taken"]
