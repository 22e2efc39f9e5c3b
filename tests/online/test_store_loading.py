"""A data folder with one table spoiled: nested thousands of levels deep (its record, a journal line, its
tokens file) or holding a value of the wrong type or range. That table is one "not loaded" line with its
reason and the other tables are served; `serve` itself lists them and ends with status 0 on SIGTERM."""

from __future__ import annotations

import json
import signal

import pytest
from test_server_restart import free_port, start_serve
from test_store_journal import play

from ingenious_desktop.online.store import Store
from ingenious_desktop.online.table import Table

DEEP = "[" * 5000 + "]" * 5000
SEATS = [{"kind": "human"}, {"kind": "human"}, {"kind": "computer", "level": "easy"}]


def stored(folder, code: str) -> Table:
    """A table of two people and an easy computer, dealt and a few placements in, stored in ``folder``."""
    store = Store(folder)
    table = Table.create(code, "standard", SEATS, seed=3)
    table.sit("Anna", token=f"anna-{code}")
    table.sit("Ben", token=f"ben-{code}")
    store.save(table, tokens_changed=True)
    play(table, store, 3)
    return table


def edit_json(path, change) -> None:
    document = json.loads(path.read_text())
    change(document)
    path.write_text(json.dumps(document))


def online(change):
    return lambda record: change(record["online"])


def seat(index: int, **values):
    return online(lambda extra: extra["seats"][index].update(values))


def tokens(change):
    return lambda document: change(document["tokens"])


#: (what is spoiled, the file under the data folder, how) for the table BBBBBB
SPOILED = {
    "a record nested deep": ("tables/BBBBBB.ingenious", lambda text: text.rstrip()[:-1] + f',"deep":{DEEP}}}\n'),
    "a journal line nested deep": ("tables/BBBBBB.events", lambda text: text + DEEP + "\n"),
    "a journal event nested deep": ("tables/BBBBBB.events", lambda text: text + f'{{"n":9,"event":{DEEP}}}\n'),
    "a tokens file nested deep": ("tokens/BBBBBB.json", lambda text: f'{{"format":"x","tokens":{DEEP}}}'),
    "the host true": ("tables/BBBBBB.ingenious", online(lambda extra: extra.update(host=True))),
    "the host 1.0": ("tables/BBBBBB.ingenious", online(lambda extra: extra.update(host=1.0))),
    "the host no seat": ("tables/BBBBBB.ingenious", online(lambda extra: extra.update(host=3))),
    "the game 10**30": ("tables/BBBBBB.ingenious", online(lambda extra: extra.update(game=10**30))),
    "a computer's level x": ("tables/BBBBBB.ingenious", seat(2, level="x")),
    "a person's level x": ("tables/BBBBBB.ingenious", seat(0, level="x")),
    "a seat's kind unknown": ("tables/BBBBBB.ingenious", seat(1, kind="robot")),
    "a blank name": ("tables/BBBBBB.ingenious", lambda record: record["players"][1].update(name="\u200b")),
    "a name not in NFC": ("tables/BBBBBB.ingenious", lambda record: record["players"][1].update(name="Be\u0301n")),
    "an opponent off the rule": ("tables/BBBBBB.ingenious", seat(2, opponent="\u3164")),
    "no token for a seated person": ("tokens/BBBBBB.json", tokens(lambda listed: listed.__setitem__(1, None))),
    "one token on two seats": ("tokens/BBBBBB.json", tokens(lambda listed: listed.__setitem__(1, listed[0]))),
    "a token for a computer": ("tokens/BBBBBB.json", tokens(lambda listed: listed.__setitem__(2, "robot-token"))),
}


def spoil(folder, what: str) -> None:
    name, change = SPOILED[what]
    path = folder / name
    if name.endswith(".events") or what.endswith("deep"):
        path.write_text(change(path.read_text() if path.exists() else ""))
    else:
        edit_json(path, change)


@pytest.mark.parametrize("what", sorted(SPOILED))
def test_a_spoiled_table_is_one_line_and_the_others_are_loaded(tmp_path, what):
    stored(tmp_path, "AAAAAA")
    stored(tmp_path, "BBBBBB")
    spoil(tmp_path, what)
    lines = []

    tables = Store(tmp_path).load_all(lines.append)

    assert [table.code for table in tables] == ["AAAAAA"]
    assert len(lines) == 1 and lines[0].startswith("stored table BBBBBB.ingenious: not loaded (")
    assert "\n" not in lines[0] and len(lines[0]) < 300


def test_every_table_the_server_writes_is_loaded_again(tmp_path):
    store = Store(tmp_path)
    waiting = Table.create("AAAAAA", "standard", [{"kind": "human"}, {"kind": "open", "level": "hard"},
                                                  {"kind": "human"}], seed=1)
    waiting.sit("Anna", token="anna-token")
    waiting.sit("Ben", token="ben-token")
    waiting.leave(0)  # the host left before the deal: the seat is free again
    store.save(waiting, tokens_changed=True)
    dealt = stored(tmp_path, "BBBBBB")
    dealt.leave(1)  # left after the deal: a computer finishes for Ben
    store.save(dealt, tokens_changed=True)
    lines = []

    tables = Store(tmp_path).load_all(lines.append)

    assert lines == [] and [table.code for table in tables] == ["AAAAAA", "BBBBBB"]
    assert [seat.name for seat in tables[0].seats] == ["", "Ben", ""] and tables[1].seats[1].left


def test_serve_lists_the_other_tables_and_ends_with_status_0(tmp_path):
    stored(tmp_path, "AAAAAA")
    stored(tmp_path, "BBBBBB")
    stored(tmp_path, "CCCCCC")
    spoil(tmp_path, "a record nested deep")
    (tmp_path / "tokens" / "CCCCCC.json").write_text(f'{{"format":"x","tokens":{DEEP}}}')
    logs: list[str] = []
    port = free_port()

    server = start_serve(tmp_path, port, logs)
    server.send_signal(signal.SIGTERM)
    logs.append(server.communicate(timeout=30)[1])

    said = "".join(logs)
    assert server.returncode == 0 and "Traceback" not in said and "RecursionError" not in said
    assert said.count("not loaded") == 2 and "table AAAAAA: loaded" in said


@pytest.mark.parametrize("moves", [None, 5, True])
def test_a_record_whose_computer_moves_are_no_list_is_one_line_when_its_journal_names_one(tmp_path, moves):
    stored(tmp_path, "AAAAAA")
    table = stored(tmp_path, "BBBBBB")
    edit_json(tmp_path / "tables" / "BBBBBB.ingenious", online(lambda extra: extra.update(computer_moves=moves)))
    with open(tmp_path / "tables" / "BBBBBB.events", "a") as journal:
        journal.write(json.dumps({"n": len(table.game.log), "event": {"type": "swap", "player": 2}, "by": "computer"})
                      + "\n")
    lines = []

    tables = Store(tmp_path).load_all(lines.append)

    assert [table.code for table in tables] == ["AAAAAA"]
    assert len(lines) == 1 and lines[0].startswith("stored table BBBBBB.ingenious: not loaded (")
