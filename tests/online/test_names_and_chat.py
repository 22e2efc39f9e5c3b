"""Names and chat lines under the one text rule: a lone surrogate, a name that shows nothing, stacked marks
and JSON that names a key twice are refused as malformed, the table untouched and everyone at it still
served; a name that keeps the rule is stored in NFC and read back after a restart."""

from __future__ import annotations

import asyncio
import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from online_players import Attacker, seated_client

from ingenious_desktop.online import protocol as p
from ingenious_desktop.online.protocol import ProtocolError, parse_request
from ingenious_desktop.online.store import Store
from ingenious_desktop.online.text_rule import checked_text, keeps_rule

HUMANS = [{"kind": "human"}, {"kind": "human"}, {"kind": "human"}]
#: Names that show nothing, or hide or stack what they show (issue 43, items 1 and 10).
BAD_NAMES = ["Eve\ud800", "\udfff", "\u200b", "\u3164", "\u2800", "\U000e0041\U000e0042", "a" + "\u0301" * 31,
             "\u2060", "\uffff", "Ann\ufdd0", "\u115f\u1160", "\u034f", "\u3000", " \u00ad "]


def join(name: str, table: str = "ABCDEF") -> str:
    """A join naming ``name``, as JSON escapes it (a lone surrogate included)."""
    return json.dumps({"type": "join", "table": table, "name": name})


@pytest.mark.parametrize("name", BAD_NAMES)
def test_a_name_that_shows_nothing_or_is_not_text_is_malformed(name):
    with pytest.raises(ProtocolError) as refusal:
        parse_request(join(name))
    assert refusal.value.code == p.MALFORMED
    with pytest.raises(ProtocolError):
        parse_request(json.dumps({"type": "chat", "text": name}))


@pytest.mark.parametrize("text", ['{"type": "chat", "text": "hi", "text": "bye"}',
                                  '{"type": "chat", "text": "hi", "id": NaN}',
                                  '{"type": "chat", "text": "hi", "note": Infinity}',
                                  '{"type": "join", "table": "ABCDEF", "name": "A", "name": "B"}'])
def test_json_naming_a_key_twice_or_nan_is_malformed(text):
    with pytest.raises(ProtocolError) as refusal:
        parse_request(text)
    assert refusal.value.code == p.MALFORMED


def test_names_are_taken_in_nfc_with_a_few_marks_and_joiners_kept():
    assert parse_request(join("Ame\u0301lie"))[1]["name"] == "Am\u00e9lie"
    for name in ("Nguy\u1ec5n", "\u0e01\u0e34\u0e4a", "\U0001f468\u200d\U0001f469", "\u0645\u0647\u200c\u0633\u0627",
                 "Zo\u00eb\u0301"):
        assert parse_request(join(name))[1]["name"] == name


async def poisoned(url: str, data) -> dict:
    host, _ = await seated_client(url)
    seated = await host.create("standard", HUMANS, "Host", spectators=True)
    guest, _ = await seated_client(url)
    guest_seat = await guest.join(seated.table, "Guest")
    watcher, _ = await seated_client(url)
    await watcher.watch(seated.table)
    stored = {path: path.read_bytes() for path in sorted(data.rglob("*")) if path.is_file()}

    attacker, in_the_seat = Attacker(url), Attacker(url)
    for name in BAD_NAMES:
        await attacker.send(join(name, seated.table))
    for text in ("hi \udfff", "\u200b\u200b", "x" + "\u0300" * 31):
        await in_the_seat.send(json.dumps({"type": "chat", "text": text}),
                               first={"type": "rejoin", "table": seated.table, "token": guest_seat.token})
    after = {path: path.read_bytes() for path in stored}

    await host.chat("still here")  # everyone at the table still hears the host
    await asyncio.gather(*(client.until(lambda m, c=client: any(line["text"] == "still here" for line in c.chats))
                           for client in (guest, watcher)))
    late, _ = await seated_client(url)
    await late.watch(seated.table)
    third, _ = await seated_client(url)
    await third.join(seated.table, "Ame\u0301lie")  # a name that keeps the rule: in NFC from now on
    await late.until(lambda m: m.seats[2]["taken"])
    for client in (host, guest, watcher, late, third):
        await client.close()
    await attacker.close()
    await in_the_seat.close()
    return {"stored_same": after == stored, "refused": (attacker.errors, in_the_seat.errors),
            "closed": attacker.closed + in_the_seat.closed,
            "seats": [seat["name"] for seat in late.mirror.seats]}


def test_a_bad_name_or_chat_line_is_refused_and_the_table_goes_on(hosted, tmp_path):
    outcome = asyncio.run(poisoned(hosted.url, tmp_path / "data"))
    hosted.stop()

    assert outcome["refused"] == ({p.MALFORMED: len(BAD_NAMES)}, {p.MALFORMED: 3}) and outcome["closed"] == 0
    assert outcome["stored_same"]
    assert outcome["seats"] == ["Host", "Guest", "Am\u00e9lie"]
    assert not [line for line in hosted.lines if "internal error" in line or "Traceback" in line]
    reloaded = Store(tmp_path / "data").load_all(hosted.lines.append)  # the server reads back what it wrote
    assert [seat.name for seat in reloaded[0].seats] == ["Host", "Guest", "Am\u00e9lie"]


@settings(max_examples=500, deadline=None)
@given(st.text(max_size=40) | st.lists(st.sampled_from(["a", "\u0301", "\u200b", "\u3164", "\ud800", "\U000e0041",
                                                         "\uffff", " ", "\u200d", "\u0645"]), max_size=12).map("".join))
def test_a_text_taken_is_read_back_as_it_is(text):
    """What the rule gives back keeps the rule unchanged: the store can always read what the server wrote."""
    try:
        taken = checked_text(text, "name", 32)
    except ValueError:
        return
    assert taken.encode("utf-8").decode("utf-8") == taken and keeps_rule(taken, 32)
