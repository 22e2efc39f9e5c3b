"""The client reads the table's rules it needs from the protocol (online/protocol.py), never from the server's
online/table.py: the two say the same until table.py takes them from protocol.py."""

from __future__ import annotations

from ingenious_desktop.online import protocol, table


def test_the_server_s_table_and_the_protocol_agree_on_the_away_grace_and_the_stand_in_level():
    assert (table.AWAY_GRACE_SECONDS, table.STAND_IN_LEVEL) == (protocol.AWAY_GRACE_SECONDS, protocol.STAND_IN_LEVEL)
