"""Issue 25, items 19 and 20: one rule names every player, and every name is safe among the program's words."""

from __future__ import annotations

import pytest

from ingenious_desktop.app.describe import (SHOWN_NAME_LENGTH, describe_played, seat_name, shown_text, status_line,
                                            swap_mark)
from ingenious_desktop.app.describe.names import FSI, PDF, PDI
from ingenious_desktop.app.languages import SOURCE_LANGUAGE, install_language
from ingenious_desktop.app.setup import default_setup, setup_from_here
from ingenious_desktop.engine import Place, Seat

from games import dealt_game, game_at_a_swap_offer
from shown import plain

RLO = "\u202e"


@pytest.fixture
def speak(qapp):
    yield install_language
    install_language(SOURCE_LANGUAGE)


def names(seats: list[Seat]) -> list[str]:
    return [plain(seat_name(seats, seat)) for seat in range(len(seats))]


def test_the_only_computer_is_the_computer_and_several_are_numbered():
    assert names(list(default_setup().seats)) == ["You", "Computer"]
    three = setup_from_here("standard", 3, 1, default_setup())
    assert names(list(three.seats)) == ["Computer 1", "You", "Computer 3"]
    two = setup_from_here("standard", 2, 1, default_setup())
    assert names(list(two.seats)) == ["Computer", "You"]  # once "Computer 1", the only computer at the table


def test_the_log_names_a_player_as_the_panel_does_and_speaks_only_to_you():
    game = game_at_a_swap_offer()
    first = next(event.player for event in game.log if isinstance(event, Place))
    for name, placed in (("Ada", "Ada places "), ("You", "You place ")):
        seats = [Seat(name) if seat == first else Seat("Computer", "ai", "hard") for seat in range(2)]
        line = describe_played(game, seats)[0]
        assert line.player == seat_name(seats, first)  # as the panel names the seat
        assert plain(line.text).startswith(placed)
        assert line.spoken_to == (name == "You")


def test_a_swap_reads_alike_whoever_swapped():
    assert swap_mark() == "⇄ new rack"


def test_names_the_program_gave_follow_the_language_they_are_shown_in(speak):
    speak("fr")
    french = [Seat(name, kind) for name, kind in (("Vous", "human"), ("Ordinateur 2", "ai"), ("Ordinateur 3", "ai"))]
    french = [Seat(s.name, s.kind, "hard" if s.kind == "ai" else None) for s in french]
    assert names(french) == ["Vous", "Ordinateur 2", "Ordinateur 3"]
    speak("es")
    assert names(french) == ["Tú", "Ordenador 2", "Ordenador 3"]
    assert names([Seat("Ada"), Seat("Nova", "ai", "hard", "Nova")]) == ["Ada", "Nova"]  # their own names stay


def test_a_right_to_left_override_in_a_name_ends_with_the_name():
    seats = [Seat(RLO + "Ada"), Seat("Ben")]
    game = dealt_game()
    said = status_line(game, seats)
    shown = seat_name(seats, 0)
    assert shown == FSI + RLO + "Ada" + PDF + PDI
    if game.to_move == 0:
        assert said.startswith(shown + " to place a tile")
    for hostile in ("x" + PDI + RLO + "y", "x" + PDF + PDF + RLO, "\u2067" * 3 + "z"):  # stray closers, unclosed
        text = shown_text(hostile)
        assert text.startswith(FSI) and text.endswith(PDI)
        depth = 0
        for char in text:  # every opener closed inside the isolate, no closer without its opener
            depth += char in "\u202a\u202b\u202d\u202e\u2066\u2067\u2068"
            depth -= char in (PDF, PDI)
            assert depth >= 0
        assert depth == 0


def test_a_long_name_is_elided_and_line_breaks_are_spaces():
    long = "W" * 10_000
    assert len(plain(shown_text(long))) == SHOWN_NAME_LENGTH and plain(shown_text(long)).endswith("…")
    assert plain(shown_text("Ada\r\nLovelace\tthe\x1bfirst\u2028")) == "Ada Lovelace the first "
