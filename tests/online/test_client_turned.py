"""How far a rematch turned the seats (``turned``) is a seat of the table, as the server makes it: a number
beyond the seats was taken, shown turned modulo the seats, and kept in the game's file as a table offset that
the file's reader refuses (the reopened game showed its panels elsewhere)."""

from __future__ import annotations

import asyncio

import pytest
from test_client_checks import game_two_turns_in, heard_from, state_message


@pytest.mark.parametrize("turned, kept", [(0, True), (1, True), (2, False), (-1, False), (True, False), ("1", False)])
def test_a_state_is_kept_only_if_its_seats_turned_by_a_seat(turned, kept):
    message = state_message(game_two_turns_in(), 1, lambda message: message.update(turned=turned))

    assert asyncio.run(asyncio.wait_for(heard_from(message), 30)) == (kept, 1 if kept else 2)
