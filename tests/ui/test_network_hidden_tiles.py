"""A network game in the window never holds a tile its seat was not shown: from the deal to the server's record
of the finished game, Anna's rack and the bag on the window's table are unknown tiles, drawn face down, and only
the record turns them into the real ones (the program has no means to make a rack up: app/stand_ins.py is gone)."""

from __future__ import annotations


from ingenious_desktop.engine import UNKNOWN_TILE

from test_network_play import WAIT, joined, server, sit_at_annas_table  # noqa: F401 - fixtures
from test_network_play import anna as anna  # noqa: F401, PLC0414 - a fixture
from test_network_rematch import play_to_the_end


def test_no_tile_of_annas_rack_or_the_bag_is_ever_guessed_until_the_record_shows_them(joined, qtbot, anna,
                                                                                       monkeypatch):
    window, controller = joined, joined.controller
    seen = []

    def look(*_args) -> None:
        game = controller.game
        if not controller.table.every_rack_known:
            seen.append((set(game.racks[0] + game.bag), window.scene._rack_shown(0), game.racks[1]))

    controller.gameChanged.connect(look)
    controller.gameReset.connect(look)
    look()
    play_to_the_end(window, qtbot, anna, monkeypatch)

    assert len(seen) > 20  # every placement was looked at
    assert all(hidden <= {UNKNOWN_TILE} and set(shown) == {None} and UNKNOWN_TILE not in own
               for hidden, shown, own in seen)
    final = controller.game  # the record's: every rack real, face up at the end
    assert UNKNOWN_TILE not in final.racks[0] + final.bag and controller.face_up_racks() == {0, 1}
    assert None not in window.scene._rack_shown(0)
