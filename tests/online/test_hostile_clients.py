"""Clients that send garbage: malformed, oversized, out-of-turn, wrong-token and replayed messages.
Each gets its error (or its connection closed), no table changes, and the server goes on serving."""

from __future__ import annotations

import asyncio
import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st
from online_players import Attacker, play_to_the_end, seated_client

from ingenious_desktop.online import protocol as p
from ingenious_desktop.online.protocol import ProtocolError, parse_request

HUMANS = [{"kind": "human"}, {"kind": "human"}]


def malformed(rng: random.Random) -> str | bytes:
    """One message the protocol refuses."""
    return rng.choice([
        lambda: bytes(rng.randrange(256) for _ in range(rng.randrange(1, 40))),
        lambda: "{" * rng.randrange(1, 5000),
        lambda: json.dumps([1, 2, 3]),
        lambda: json.dumps({"type": rng.choice(["", "PLACE", "shutdown", 7, None])}),
        lambda: json.dumps({"type": "place", "tile": "RG", "at": [[0, 0]], "expect": 3}),
        lambda: json.dumps({"type": "place", "tile": "XX", "at": [[0, 0], [1, 0]], "expect": 3}),
        lambda: json.dumps({"type": "place", "tile": "RG", "at": [[0, 10**30], [1, 0]], "expect": True}),
        lambda: json.dumps({"type": "chat", "text": "x" * 400}),
        lambda: json.dumps({"type": "chat", "text": "hi\u202e\x1b[2J"}),
        lambda: json.dumps({"type": "create", "variant": "solo", "seats": [{"kind": "human"}], "name": "A"}),
        lambda: json.dumps({"type": "join", "table": "abc", "name": ""}),
        lambda: json.dumps({"type": "swap", "swap": "yes", "expect": -1}),
        lambda: "[" * 100_000,  # deeper than json can go (and over no size limit)
    ])()


async def attack(url: str, data) -> dict:
    host, _ = await seated_client(url)
    seated = await host.create("standard", HUMANS, "Host", spectators=False)
    guest, _ = await seated_client(url)
    guest_seat = await guest.join(seated.table, "Guest")
    await host.until(lambda m: m.to_place)
    first = host.mirror.game.legal_placements()[0]
    await host.place(first)  # the message a replay repeats
    await host.until(lambda m: m.game.to_move == 1)
    await guest.until(lambda m: m.game.to_move == 1)  # the guest's update may come after the mover's
    stored = {path: path.read_bytes() for path in sorted((data / "tables").iterdir())}
    stored.update({path: path.read_bytes() for path in sorted((data / "tokens").iterdir())})
    state_before = guest.mirror.state

    rng = random.Random(37)
    outsider, in_the_seat = Attacker(url), Attacker(url)
    host_again = Attacker(url)
    for _ in range(500):
        await outsider.send(malformed(rng))
    for _ in range(60):
        await outsider.send("x" * (p.MAX_MESSAGE_BYTES + 1))  # oversized: the connection is closed
    for _ in range(200):
        token = "".join(rng.choice("abcdefghijklmnop-_") for _ in range(32))
        await outsider.send(json.dumps({"type": "rejoin", "table": seated.table, "token": token}))
    for _ in range(200):  # seat 0 is not to move: out of turn, with the right count and with wrong ones
        await host_again.send(json.dumps({"type": "place", **first.to_json(), "expect": rng.choice([3, 4, 5])}),
                              first={"type": "rejoin", "table": seated.table, "token": seated.token})
    for _ in range(200):  # the guest's seat replays the host's placement and a swap, stale and out of phase
        await in_the_seat.send(json.dumps(rng.choice([{"type": "place", **first.to_json(), "expect": 2},
                                                      {"type": "swap", "swap": True, "expect": 3}])),
                               first={"type": "rejoin", "table": seated.table, "token": guest_seat.token})

    after = {path: path.read_bytes() for path in stored}
    # The table did not change, and the people at it (and a new table) still play to the end.
    other, _ = await seated_client(url)
    await other.create("travel", HUMANS[:1] + [{"kind": "computer", "level": "easy"}], "Other")
    await play_to_the_end([host, guest, other])
    for client in (host, guest, other):
        await client.close()
    for attacker in (outsider, in_the_seat, host_again):
        await attacker.close()
    return {"stored_same": after == stored, "state_before": state_before, "attackers": (outsider, host_again, in_the_seat)}


def test_a_thousand_hostile_messages_change_no_table(hosted, tmp_path):
    outcome = asyncio.run(attack(hosted.url, tmp_path / "data"))

    outsider, host_again, in_the_seat = outcome["attackers"]
    assert outsider.sent + host_again.sent + in_the_seat.sent >= 1000
    assert outcome["stored_same"]
    assert outcome["state_before"]["events"] == 4  # 2 draws, the placement, its draw
    assert outsider.errors.get(p.MALFORMED, 0) > 100 and outsider.errors.get(p.BAD_TOKEN, 0) > 50
    assert outsider.closed >= 60  # every oversized message, and after 30 refusals in a row
    assert host_again.errors.get(p.ILLEGAL, 0) + host_again.errors.get(p.STALE, 0) > 50
    assert in_the_seat.errors.get(p.STALE, 0) > 50
    assert not [line for line in hosted.lines if "internal error" in line or "Traceback" in line]


@settings(max_examples=300, deadline=None)
@given(st.recursive(st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=20),
                    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=5),
                    max_leaves=20),
       st.sampled_from(sorted(p.REQUESTS)))
def test_any_json_is_a_checked_request_or_a_protocol_error(body, kind):
    message = body if not isinstance(body, dict) or body.get("type") is not None else {**body, "type": kind}
    try:
        parsed_kind, parsed = parse_request(json.dumps(message))
    except ProtocolError as error:
        assert error.code == p.MALFORMED and str(error)
        return
    required, optional = p.REQUESTS[parsed_kind]
    assert set(parsed) <= {"type", "id", *required, *optional} and set(required) <= set(parsed)
