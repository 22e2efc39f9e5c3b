"""The coach at a network table: the host proposes it, each person agrees or not before the deal, and the
game has it only if every person agreed; an agreement after the deal is refused, and both the agreement
and the decision survive the server being killed (SIGKILL) and started again."""

from __future__ import annotations

import asyncio

import pytest
from online_players import refused, seated_client
from test_server_restart import Killer, free_port

from ingenious_desktop.online import protocol as p

SEATS = [{"kind": "human"}, {"kind": "human"}, {"kind": "open"}]


async def table_for_two(url: str, coach: bool = True):
    """Anna hosts (proposing the coach), Ben sits down; nothing is dealt yet."""
    anna, _ = await seated_client(url)
    seated = await anna.create("standard", SEATS, "Anna", coach=coach)
    ben, _ = await seated_client(url)
    await ben.join(seated.table, "Ben")
    return anna, ben


async def both_agree(url: str):
    anna, ben = await table_for_two(url)
    before = (await anna.until(lambda m: m.seats[1]["taken"])).coach, anna.mirror.started
    await ben.agree_to_coach(True)
    agreed = (await anna.until(lambda m: m.coach["agreed"] == [0, 1])).coach
    await anna.start()
    dealt = [(await client.until(lambda m: m.started)).coach for client in (anna, ben)]
    too_late = await refused(ben.agree_to_coach(False))
    after = ben.mirror.coach
    for client in (anna, ben):
        await client.close()
    return before, agreed, dealt, too_late, after


def test_the_coach_is_on_when_every_person_agreed_before_the_deal_and_never_changes_after(hosted):
    before, agreed, dealt, too_late, after = asyncio.run(both_agree(hosted.url))

    assert before == ({"proposed": True, "agreed": [0], "allowed": False}, False)  # the host starts: Ben may agree
    assert agreed == {"proposed": True, "agreed": [0, 1], "allowed": False}
    assert dealt == [{"proposed": True, "agreed": [0, 1], "allowed": True}] * 2  # the open seat: a computer, no say
    assert too_late == p.NOT_ALLOWED and after["allowed"]


async def not_everyone(url: str, ben_agrees_then_not: bool, coach: bool = True):
    anna, ben = await table_for_two(url, coach)
    if ben_agrees_then_not:
        await ben.agree_to_coach(True)
        await ben.agree_to_coach(False)
    unproposed = None if coach else await refused(ben.agree_to_coach(True))
    await anna.until(lambda m: m.seats[1]["taken"])
    await anna.start()
    coach_now = (await ben.until(lambda m: m.started)).coach
    for client in (anna, ben):
        await client.close()
    return coach_now, unproposed


@pytest.mark.parametrize("ben_agrees_then_not", [False, True])
def test_the_coach_stays_off_unless_every_person_agrees(hosted, ben_agrees_then_not):
    coach, _ = asyncio.run(not_everyone(hosted.url, ben_agrees_then_not))
    assert coach == {"proposed": True, "agreed": [0], "allowed": False}


def test_nobody_agrees_to_a_coach_the_host_did_not_propose_and_such_a_table_starts_by_itself(hosted):
    coach, unproposed = asyncio.run(not_everyone(hosted.url, False, coach=False))
    assert unproposed == p.NOT_ALLOWED
    assert coach == {"proposed": False, "agreed": [], "allowed": False}


async def agreed_across_kills(url: str, killer: Killer):
    anna, ben = await table_for_two(url)
    await ben.agree_to_coach(True)
    await anna.until(lambda m: m.coach["agreed"] == [0, 1])
    told = anna.mirror
    killer.kill("before the deal")
    back = (await anna.until(lambda m: m is not told and m.seats[1]["present"], 30)).coach  # a new state
    await anna.start()
    told = await ben.until(lambda m: m.started)
    killer.kill("after the deal")
    dealt = (await ben.until(lambda m: m is not told, 30)).coach, ben.mirror.started
    for client in (anna, ben):
        await client.close()
    return back, dealt


def test_the_agreement_and_the_decision_survive_a_killed_server(tmp_path):
    data, port = tmp_path / "data", free_port()
    killer = Killer(data, port)
    try:
        back, dealt = asyncio.run(agreed_across_kills(f"ws://127.0.0.1:{port}", killer))
    finally:
        log = killer.stop()

    assert back == {"proposed": True, "agreed": [0, 1], "allowed": False}
    assert dealt == ({"proposed": True, "agreed": [0, 1], "allowed": True}, True)
    assert "Traceback" not in log
