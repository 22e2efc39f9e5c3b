"""The client takes from a server only a seat token it can keep and read back after a restart
(online.protocol.server_seated and app.network.seat hold the same rule): a token of another shape was
taken, kept in the seat file, and read back as no seat, so the seat was lost at the next start."""

from __future__ import annotations

import secrets

import pytest

from ingenious_desktop.app.network.seat import KeptSeat, keep_seat, read_seat, seat_file
from ingenious_desktop.online.protocol import MAX_TOKEN, ProtocolError, server_seated


def seated(token) -> dict:
    return {"type": "seated", "table": "ABC234", "seat": 1, "token": token}


@pytest.mark.parametrize("token", [secrets.token_urlsafe(24), "A" * 8, "a-b_C9" * 10 + "zzzz"])
def test_a_token_the_client_took_is_read_back_from_the_kept_seat(token, tmp_path):
    table, _seat, taken = server_seated(seated(token))
    path = seat_file(tmp_path / "autosave.ingenious")

    keep_seat(path, KeptSeat("club.example.org", table, taken, "Ben"))

    assert read_seat(path) == KeptSeat("club.example.org", "ABC234", token, "Ben")


@pytest.mark.parametrize("token", ["t0", "s3cret+token/with=signs", "a token with spaces", "<script>",
                                   "x" * (MAX_TOKEN + 1), None, 12345678])
def test_a_token_the_kept_seat_could_not_read_back_is_not_taken(token):
    with pytest.raises(ProtocolError):
        server_seated(seated(token))
