"""Who decided each move: a placement or swap that a computer made for a person's seat (the person away and
their seat handed over, or gone) is told with ``"by": "computer"``, to every seat, and kept with the table,
so a rejoin after the server restarts is told the same (docs/network-protocol.md)."""

from __future__ import annotations

import asyncio

from online_players import ben_away, hand_ben_over, seated_client

from ingenious_desktop.engine import Place, Swap
from ingenious_desktop.online.hosting import start_server
from ingenious_desktop.online.store import Store


async def bens_turn_played_by_the_computer(url: str):
    """Anna and Ben sit down, Ben goes away, Anna hands his seat over and the computer plays his turn."""
    anna, seated, ben_seat = await ben_away(url)
    await hand_ben_over(anna)
    mirror = await anna.until(lambda m: m.my_turn)
    await anna.close()
    return seated, ben_seat, set(mirror.computer_moves), mirror.game.log


async def rejoined(url: str, code: str, token: str):
    client, _ = await seated_client(url)
    await client.rejoin(code, token)
    mirror = await client.until(lambda m: m.started)
    await client.close()
    return set(mirror.computer_moves)


def test_the_computers_moves_for_a_person_are_told_as_its_and_kept_across_a_restart(tmp_path):
    data = tmp_path / "data"
    first = start_server(data, away_grace=0.5)
    try:
        anna, ben, by_computer, log = asyncio.run(bens_turn_played_by_the_computer(first.url))
    finally:
        first.stop()
    bens_moves = {i for i, event in enumerate(log) if isinstance(event, (Place, Swap)) and event.player == 1}
    assert by_computer and by_computer == bens_moves  # Ben played none of his own turns: the computer did

    again = start_server(data, away_grace=0.5)  # loaded from the record and its journal
    try:
        told_anna = asyncio.run(rejoined(again.url, anna.table, anna.token))
        told_ben = asyncio.run(rejoined(again.url, ben.table, ben.token))  # Ben takes his seat back
    finally:
        again.stop()
    assert told_anna == told_ben == by_computer
    [table] = Store(data).load_all(print)
    assert table.computer_moves == by_computer  # written whole when Ben came back
