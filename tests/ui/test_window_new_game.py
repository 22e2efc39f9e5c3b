"""The new-game dialog turns the player's choices into a game setup."""

from __future__ import annotations


from ingenious_desktop.app.setup import default_setup
from ingenious_desktop.engine import Seat
from ingenious_desktop.ui.dialogs.new_game import NewGameDialog

from shown import plain


def choose(combo, text: str) -> None:
    index = next((i for i in range(combo.count()) if plain(combo.itemText(i)) == text), -1)
    assert index >= 0, f"{text!r} is not offered"
    combo.setCurrentIndex(index)


def test_the_dialog_gives_the_variant_the_seats_and_who_starts(qtbot):
    dialog = NewGameDialog(default_setup())
    qtbot.addWidget(dialog)
    choose(dialog.variant, "Team play, 4 players (seats 1+3 against 2+4)")
    for row, name in zip(dialog.rows, ["Ada", "", "Cleo", ""]):
        row.name.setText(name)
    choose(dialog.rows[1].kind, "Computer")
    choose(dialog.rows[1].level, "Hard")
    choose(dialog.rows[2].kind, "Human")
    choose(dialog.rows[3].level, "Medium")
    choose(dialog.starter, "Cleo")

    setup = dialog.setup()

    assert setup.variant == "team"
    assert setup.seats == (Seat("Ada"), Seat("Computer 2", "ai", "hard"), Seat("Cleo"),
                           Seat("Computer 4", "ai", "medium"))
    assert setup.starter == 2
    assert [seat.name for seat in setup.arranged_seats()] == ["Cleo", "Computer 4", "Ada", "Computer 2"]


def test_solo_has_one_seat_and_random_start_is_offered(qtbot):
    dialog = NewGameDialog(default_setup())
    qtbot.addWidget(dialog)
    choose(dialog.variant, "Solo")
    assert [row.name.isHidden() for row in dialog.rows] == [False, True, True, True]
    choose(dialog.starter, "Drawn at random")
    setup = dialog.setup()
    assert setup.variant == "solo" and len(setup.seats) == 1 and setup.starter is None


def test_the_dialog_shrinks_back_when_fewer_players_are_chosen(qtbot):
    dialog = NewGameDialog(default_setup())
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    two_players = dialog.height()

    choose(dialog.variant, "Standard, 4 players")
    qtbot.waitUntil(lambda: dialog.height() > two_players)
    choose(dialog.variant, "Travel edition, 2 players")

    qtbot.waitUntil(lambda: dialog.height() == two_players)
