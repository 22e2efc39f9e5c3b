"""The record at a game's end: every seat and spectator is sent the finished game's whole record (every
rack as drawn), which replays to the final scores and is the server's stored record; a seat taken back
after the end gets it too; a record that is not this table's game is not kept."""

from __future__ import annotations

import asyncio

from online_players import play_to_the_end, seated_client
from stored_records import record_in_finished

from ingenious_desktop.engine import Game, Phase, Seat, make_variant
from ingenious_desktop.online.finished import checked_record, finished_record
from ingenious_desktop.online.snapshot import visible_events

HUMAN = {"kind": "human"}
SEATS = [HUMAN, {"kind": "computer", "level": "easy"}, HUMAN]


async def finished_table(url: str):
    """Anna hosts (spectators allowed), Ben joins, Cleo watches; the game is played to its end. Then Ben's
    seat is taken back on a new connection with his token (Anna is still at the table, so it is held)."""
    anna, _ = await seated_client(url)
    seated = await anna.create("standard", SEATS, "Anna", spectators=True)
    ben, _ = await seated_client(url)
    bens = await ben.join(seated.table, "Ben")
    cleo, _ = await seated_client(url)
    await cleo.watch(seated.table)
    await play_to_the_end([anna, ben])
    for client in (anna, ben, cleo):
        await client.until(lambda m: m.game.is_over and m.record is not None)
    await ben.close()
    again, _ = await seated_client(url)
    await again.rejoin(seated.table, bens.token)
    clients = [anna, again, cleo]
    for client in clients:
        await client.until(lambda m: m.record is not None)
    mirrors = [client.mirror for client in clients]
    for client in clients:
        await client.close()
    return seated.table, mirrors


def test_every_seat_and_spectator_holds_the_real_record_at_the_end(hosted, tmp_path):
    code, mirrors = asyncio.run(finished_table(hosted.url))

    stored = record_in_finished(tmp_path / "data", code)
    final = stored.replay()
    assert stored.bag_seed is not None  # the server keeps the seed; the record it sends has none
    for mirror in mirrors:
        record = mirror.record
        assert record.events == stored.events and record.seats == stored.seats and record.extra == {}
        replayed = record.replay()
        assert replayed.is_over and replayed.scores == final.scores == mirror.state["scores"]
        assert replayed.racks == final.racks  # the real racks, the other seats' too
    assert [mirror.seat for mirror in mirrors] == [0, 2, None]


def test_the_record_sent_holds_only_the_formats_keys():
    game = Game.new("standard", players=2, seed=7)
    game.deal()

    sent = finished_record(game, [Seat("Anna"), Seat("Ben")])

    assert set(sent) == {"format", "version", "variant", "players", "events"}  # no bag seed, no table keys


def finished_game() -> Game:
    game = Game.new("standard", players=2, seed=3)
    game.deal()
    while not game.is_over:
        if game.phase is Phase.PLACE:
            game.place(game.legal_placements()[0])
        else:
            game.end_turn(False)
    return game


def test_a_record_that_is_not_the_tables_finished_game_is_not_kept():
    game = finished_game()
    variant, seats = game.variant, [Seat("Anna"), Seat("Ben")]
    sent = finished_record(game, seats)
    told = visible_events(game.log, 1)

    assert checked_record(sent, variant, 1, told).events == game.log
    unfinished = Game.from_events(variant, game.log[:-1])
    assert checked_record(finished_record(unfinished, seats), variant, 1, visible_events(unfinished.log, 1)) is None
    assert checked_record(sent, variant, 1, told[:-1]) is None  # not the events this seat was told
    assert checked_record(sent, make_variant("standard", 3), 1, told) is None
    assert checked_record({**sent, "events": "many"}, variant, 1, told) is None
    assert checked_record([sent], variant, 1, told) is None
