"""A rematch at a table whose game is over: when every person still there asks, the server deals a new game
at the same code with the same seats, the next seat first; the finished game's record stays in finished/
and replays. One ask alone deals nothing, an ask before the end is refused, a person who left is a computer,
and a server killed at any step of storing the rematch holds the finished table or the new game, whole."""

from __future__ import annotations

import asyncio
import json
import os

import pytest
from online_players import play_to_the_end, refused, seated_client
from stored_records import gone, record_in_finished

from ingenious_desktop.engine import load_record
from ingenious_desktop.online import protocol as p
from ingenious_desktop.online.rematch import next_table
from ingenious_desktop.online.store import Store
from ingenious_desktop.online.table import Table

SEATS = [{"kind": "human"}, {"kind": "human"}, {"kind": "computer", "level": "easy"}]


async def finished_table(url: str):
    """Anna (seat 0) and Ben (seat 1) play a game against an easy computer to its end."""
    anna, _ = await seated_client(url)
    seated = await anna.create("standard", SEATS, "Anna")
    ben, _ = await seated_client(url)
    await ben.join(seated.table, "Ben")
    await play_to_the_end([anna, ben])
    for client in (anna, ben):
        await client.until(lambda m: m.game.is_over)
    return seated.table, anna, ben


async def both_ask(url: str):
    code, anna, ben = await finished_table(url)
    anna_token, ben_token = anna.seated.token, ben.seated.token
    await anna.rematch()
    asked = (await ben.until(lambda m: m.rematch == [0])).rematch
    await ben.rematch()
    mirrors = [dealt(await client.until(lambda m: m.game_number == 2)) for client in (anna, ben)]
    new_seats = anna.seated.seat, ben.seated.seat
    tokens_kept = (anna.seated.token, ben.seated.token) == (anna_token, ben_token)
    await play_to_the_end([anna, ben])  # the new game plays to its end as the first did
    for client in (anna, ben):
        await client.close()
    return code, asked, mirrors, new_seats, tokens_kept


def dealt(mirror) -> dict:
    """What a client's mirror holds of the new game as it was dealt."""
    return {"table": mirror.table, "game_number": mirror.game_number, "turned": mirror.turned, "seat": mirror.seat,
            "seats": [(s["name"], s["kind"], s["level"]) for s in mirror.seats], "rematch": mirror.rematch,
            "events": mirror.event_count, "to_move": mirror.game.to_move, "racks": mirror.state["rack_sizes"]}


def test_both_people_asking_deal_a_new_game_at_the_same_table_the_next_seat_first(hosted, tmp_path):
    code, asked, (anna, ben), new_seats, tokens_kept = asyncio.run(both_ask(hosted.url))

    assert asked == [0]  # Ben saw that Anna asked
    assert anna["table"] == ben["table"] == code and anna["game_number"] == 2 and anna["turned"] == 1
    assert anna["seats"] == ben["seats"] == [
        ("Ben", "human", None), ("Computer", "computer", "easy"), ("Anna", "human", None)]  # Ben begins
    assert (anna["seat"], ben["seat"]) == new_seats == (2, 0) and tokens_kept
    assert anna["rematch"] == [] and anna["events"] == 3 and anna["to_move"] == 0  # dealt, nobody has placed
    assert anna["racks"] == [6, 6, 6]
    data = tmp_path / "data"
    first = record_in_finished(data, code)
    assert first.replay().is_over and [seat.name for seat in first.seats] == ["Anna", "Ben", "Computer"]
    second = record_in_finished(data, f"{code}-2")
    assert second.replay().is_over and [seat.name for seat in second.seats] == ["Ben", "Computer", "Anna"]
    assert second.bag_seed != first.bag_seed and second.extra["online"]["game"] == 2
    assert "game" not in first.extra["online"]  # the first game's record is as it always was


async def one_asks(url: str):
    code, anna, ben = await finished_table(url)
    await anna.rematch()
    await ben.until(lambda m: m.rematch == [0])
    await asyncio.sleep(0.3)
    mirrors = anna.mirror, ben.mirror
    for client in (anna, ben):
        await client.close()
    return code, mirrors


def test_one_person_asking_deals_nothing(hosted, tmp_path):
    code, (anna, ben) = asyncio.run(one_asks(hosted.url))

    assert anna.game_number == ben.game_number == 1 and anna.game.is_over and ben.game.is_over
    assert gone(tmp_path / "data" / "tables" / f"{code}.ingenious")


async def ask_too_early(url: str):
    anna, _ = await seated_client(url)
    seated = await anna.create("standard", SEATS, "Anna")
    before_the_start = await refused(anna.rematch())
    ben, _ = await seated_client(url)
    await ben.join(seated.table, "Ben")
    await anna.until(lambda m: m.started)
    during_the_game = await refused(anna.rematch())
    for client in (anna, ben):
        await client.close()
    return before_the_start, during_the_game


def test_a_rematch_is_refused_before_the_game_is_over(hosted):
    assert asyncio.run(ask_too_early(hosted.url)) == (p.NOT_ALLOWED, p.NOT_ALLOWED)


async def one_leaves(url: str):
    code, anna, ben = await finished_table(url)
    await anna.leave()
    await anna.close()
    await ben.rematch()
    mirror = await ben.until(lambda m: m.game_number == 2)
    await play_to_the_end([ben])  # the computers play Anna's seat and their own
    await ben.close()
    return mirror, anna.seated


def test_a_seat_whose_person_left_is_a_computer_in_the_rematch(hosted):
    mirror, anna_seated = asyncio.run(one_leaves(hosted.url))

    assert [(s["name"], s["kind"], s["level"]) for s in mirror.seats] == [
        ("Ben", "human", None), ("Computer", "computer", "easy"), ("Computer", "computer", "medium")]
    assert anna_seated is None and mirror.seat == 0


class Killed(BaseException):
    """The server's process ends here: nothing after it is written."""


@pytest.mark.parametrize("steps", range(4))
def test_a_server_killed_while_storing_the_rematch_holds_the_finished_table_or_the_new_game(tmp_path, monkeypatch,
                                                                                             steps):
    store = Store(tmp_path)
    table = finished_table_in(store)
    following = next_table(table, seed=7)
    done = []
    real_replace = os.replace

    def replace_or_die(source, target):
        if len(done) == steps:
            raise Killed
        done.append(target)
        real_replace(source, target)

    monkeypatch.setattr(os, "replace", replace_or_die)
    try:
        store.save(following, tokens_changed=True)
    except Killed:
        pass
    monkeypatch.setattr(os, "replace", real_replace)

    loaded = Store(tmp_path).load_all(pytest.fail)
    assert load_record(tmp_path / "finished" / f"{table.code}.ingenious").replay().is_over
    if loaded:
        assert [(t.number, t.game.log, [s.token for s in t.seats]) for t in loaded] == [
            (2, following.game.log, [s.token for s in following.seats])]
    else:
        assert steps < 2 and not (tmp_path / "tables" / f"{table.code}.ingenious").exists()


def finished_table_in(store: Store):
    """A two-person table whose game the server played to its end and stored (tables/ empty, finished/ its record)."""
    table = Table.create("ABCDEF", "standard", [{"kind": "human"}, {"kind": "human"}], seed=3)
    table.sit("Anna", token="anna-token-0123")
    table.sit("Ben", token="ben-token-45678")
    store.save(table, tokens_changed=True)
    game = table.game
    while not game.is_over:
        if game.phase.value == "place":
            game.place(game.legal_placements()[0])
        else:
            game.end_turn(False)
    store.save(table)
    for seat in table.seats:
        seat.connections = 1
        table.ask_rematch(table.seats.index(seat))
    assert json.loads((store.finished_dir / "ABCDEF.ingenious").read_text())["online"]["code"] == "ABCDEF"
    return table


async def asker_drops(url: str):
    code, anna, ben = await finished_table(url)
    await anna.rematch()
    await ben.until(lambda m: m.rematch == [0])
    token = anna.seated.token
    await anna.close()  # Anna's connection drops after she asked: her seat waits for her
    await ben.until(lambda m: not m.seats[0]["present"])
    await ben.rematch()
    dealt_for_ben = dealt(await ben.until(lambda m: m.game_number == 2))
    anna_again, _ = await seated_client(url)
    seated = await anna_again.rejoin(code, token)
    mirror = await anna_again.until(lambda m: m.game_number == 2)
    for client in (anna_again, ben):
        await client.close()
    return dealt_for_ben, seated.seat, mirror.seat


def test_a_person_whose_connection_dropped_after_asking_keeps_the_seat_in_the_rematch(hosted):
    dealt_for_ben, anna_seat, seen_by_anna = asyncio.run(asker_drops(hosted.url))

    assert dealt_for_ben["seats"] == [("Ben", "human", None), ("Computer", "computer", "easy"), ("Anna", "human", None)]
    assert anna_seat == seen_by_anna == 2  # her token holds her turned seat
