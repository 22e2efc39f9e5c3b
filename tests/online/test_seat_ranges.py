"""Requests that name a seat the table does not have, or a cell far off the board: each gets its error
reply, the sender stays connected and the table is unchanged."""

from __future__ import annotations

import asyncio

from online_players import refused, seated_client

from ingenious_desktop.engine import Hex, Placement
from ingenious_desktop.online import protocol as p

TWO = [{"kind": "human"}, {"kind": "human"}]


async def out_of_range(url: str) -> dict:
    host, _ = await seated_client(url)
    seated = await host.create("standard", TWO, "Host")
    guest, _ = await seated_client(url)
    codes = {"join 3": await refused(guest.join(seated.table, "Guest", seat=3))}
    await guest.join(seated.table, "Guest", seat=1)  # the table is full: the game starts
    await host.until(lambda m: m.started)
    mover = host if host.mirror.game.to_move == 0 else guest
    await mover.until(lambda m: m.to_place)
    events = host.mirror.event_count
    for seat in (0, 1, 2, 3):
        codes[f"hand_over {seat}"] = await refused(host.hand_over(seat))
    for cells in (((64, 64), (63, 64)), ((-64, -64), (-64, -63)), ((0, 64), (0, 63))):
        tile = mover.mirror.rack[0]
        codes[f"place {cells}"] = await refused(mover.place(Placement(tile, tuple(Hex(*cell) for cell in cells))))
    await host.chat("still seated")
    await guest.until(lambda m: any(line["text"] == "still seated" for line in guest.chats))
    unchanged = host.mirror.event_count == events
    for client in (host, guest):
        await client.close()
    return {"codes": codes, "unchanged": unchanged}


def test_a_seat_or_cell_the_table_lacks_is_refused_and_the_sender_stays(hosted):
    outcome = asyncio.run(out_of_range(hosted.url))

    codes = outcome["codes"]
    assert codes.pop("join 3") == codes.pop("hand_over 2") == codes.pop("hand_over 3") == p.NO_SEAT
    assert codes.pop("hand_over 0") == codes.pop("hand_over 1") == p.NOT_ALLOWED  # one's own, one present
    assert set(codes.values()) <= {p.ILLEGAL, p.MALFORMED} and len(codes) == 3
    assert outcome["unchanged"]
    assert not [line for line in hosted.lines if "internal error" in line]
