"""The table store writes a record and a tokens file whole as every file of the game is written
(engine.write_atomically): flushed to the disk before it replaces the old one, the folder flushed after,
the tokens readable by the server's user only, no temporary file left."""

from __future__ import annotations

import os
import stat

from ingenious_desktop.online.store import Store
from ingenious_desktop.online.table import Table


def test_a_record_and_its_tokens_reach_the_disk_before_they_replace_the_old(tmp_path, monkeypatch):
    flushed: list[str] = []
    real_fsync = os.fsync

    def fsync(descriptor):
        flushed.append(os.path.basename(os.readlink(f"/proc/self/fd/{descriptor}")))
        real_fsync(descriptor)

    monkeypatch.setattr(os, "fsync", fsync)
    table = Table.create("ABCDEF", "standard", [{"kind": "human"}, {"kind": "human"}], seed=5)
    table.sit("Anna", token="anna-token-0123")
    table.sit("Ben", token="ben-token-45678")
    Store(tmp_path).save(table, tokens_changed=True)

    assert any(name.startswith("ABCDEF.json.") for name in flushed)  # the tokens, before the rename
    assert any(name.startswith("ABCDEF.ingenious.") for name in flushed)  # the record, before the rename
    assert {"tokens", "tables"} <= set(flushed)  # each folder, after
    assert stat.S_IMODE((tmp_path / "tokens" / "ABCDEF.json").stat().st_mode) == 0o600
    assert sorted(p.name for p in tmp_path.rglob("*") if p.is_file()) == ["ABCDEF.ingenious", "ABCDEF.json"]
