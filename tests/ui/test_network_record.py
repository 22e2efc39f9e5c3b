"""The end of a network game in the window: the server's record takes the place of the stand-ins, so the
table shows every real rack, the replay shows Anna's real rack, the game is kept like a local one (finished
games, Open recent) and counted once in the statistics as a network game, also when the whole state comes
again, and when another copy of the program takes the seat back after the end."""

from __future__ import annotations

from pathlib import Path

import pytest

from ingenious_desktop.app.describe.network import review_off_network, saving_waits, table_title
from ingenious_desktop.app.statistics import load_statistics
from ingenious_desktop.app.storage import finished_games_dir
from ingenious_desktop.engine import Game, load_record
from ingenious_desktop.online.hosting import start_server

from stored_records import record_in_finished
from test_network_play import WAIT, joined, sit_at_annas_table  # noqa: F401 - fixtures
from test_network_play import anna as anna  # noqa: F401, PLC0414 - a fixture
from test_network_rematch import play_to_the_end

EXAMPLE = Path(__file__).resolve().parents[1] / "engine" / "examples" / "standard-2p-midgame.ingenious"


@pytest.fixture
def server(tmp_path):
    """A loopback server that keeps its tables (the finished game's record under data/finished/)."""
    hosted = start_server(tmp_path / "data")
    yield hosted
    hosted.stop()


def stored_record(tmp_path, anna):
    return record_in_finished(tmp_path / "data", anna.seated.table)


def kept_games(window) -> list:
    return sorted(finished_games_dir(window.controller.autosave_path).glob("*.ingenious"))


def network_games(window) -> list:
    return [game for game in load_statistics(window.controller.statistics_path)[0].games if game.network]


def test_the_replay_after_a_network_game_shows_annas_real_rack(joined, qtbot, anna, monkeypatch, tmp_path):
    window, controller = joined, joined.controller
    dialog = play_to_the_end(window, qtbot, anna, monkeypatch)
    stored = stored_record(tmp_path, anna)
    assert controller.game.log == stored.events and controller.game.racks == stored.replay().racks
    assert controller.face_up_racks() == {0, 1}  # the game is over and nothing on the table is made up

    replay = next(button for button in dialog.findChildren(type(dialog.play_again)) if button.text() == "Replay…")
    replay.click()
    viewer = window.replay.viewer
    qtbot.waitUntil(lambda: viewer.story is not None, timeout=WAIT)
    for stop in (0, len(viewer.story.stops) // 2):
        viewer.go_to_stop(stop)
        real = Game.from_events(stored.variant, stored.events[:viewer.story.position], stored.bag_seed)
        assert sorted(window.scene._rack_shown(0)) == sorted(real.racks[0]) and real.racks[0]


def test_a_network_game_is_kept_and_counted_once_also_when_its_state_comes_again(joined, qtbot, anna, monkeypatch,
                                                                                  tmp_path):
    window, controller = joined, joined.controller
    play_to_the_end(window, qtbot, anna, monkeypatch)
    stored = stored_record(tmp_path, anna)
    table = window.network.table

    before = table.news
    table._ask(lambda client: client._socket.close())  # the connection made again: the finished table's whole state
    qtbot.waitUntil(lambda: table.news is not before, timeout=WAIT)

    assert controller.game.log == stored.events
    [counted] = network_games(window)
    assert counted.seat == 1 and counted.game_id == table.game_id
    [kept] = kept_games(window)
    assert load_record(kept).events == stored.events and str(kept) in window.settings.recent_files


def test_a_seat_taken_back_after_the_end_counts_and_keeps_the_game_once(joined, qtbot, anna, monkeypatch, tmp_path,
                                                                        make_window):
    play_to_the_end(joined, qtbot, anna, monkeypatch)
    seated = joined.network.table.seated
    for path in [joined.controller.statistics_path, *kept_games(joined)]:  # as if it had ended unseen here
        path.unlink()
    later = make_window()  # another copy of the program (its folder is the first's), taking the seat back

    later.network._sit(joined.network.table.url, "127.0.0.1", "Ben",
                      lambda table, then: table.rejoin(seated.table, seated.token, then))

    qtbot.waitUntil(lambda: not later.controller.table.plays_every_seat and later.controller.game.is_over, timeout=WAIT)
    stored = stored_record(tmp_path, anna)
    assert later.controller.game.log == stored.events
    [kept] = kept_games(later)
    assert load_record(kept).events == stored.events
    [counted] = network_games(later)
    assert counted.seat == 1 and counted.game_id == later.controller.game_id


def test_the_review_waits_for_the_end_of_a_network_game_and_then_judges_the_real_game(joined, qtbot, anna,
                                                                                      monkeypatch, tmp_path):
    window, controller = joined, joined.controller
    coach = window.coach
    anna.place_first_legal()
    qtbot.waitUntil(lambda: controller.human_to_place() == 1, timeout=WAIT)
    assert not coach.review_action.isEnabled() and coach.review_action.toolTip() == review_off_network()
    told = []
    monkeypatch.setattr("ingenious_desktop.ui.coach.window_coach.tell", lambda *words: told.append(words[-1]))
    coach.review_game()  # the game-over dialog's button, or anything else, asking before the end
    assert told == [review_off_network()] and coach.review is None

    play_to_the_end(window, qtbot, anna, monkeypatch)
    assert coach.review_action.isEnabled() and coach.review_action.toolTip() != review_off_network()
    coach.review_game()
    assert coach.review is not None
    assert coach.review.record.events == stored_record(tmp_path, anna).events  # every rack real, no stand-in


def test_a_network_game_never_saves_over_the_local_file_before_it_and_is_titled_by_its_table(
        window, qtbot, server, anna, monkeypatch, tmp_path):
    local = tmp_path / "mine.ingenious"
    local.write_bytes(EXAMPLE.read_bytes())
    assert window.documents.open_file(local)
    sit_at_annas_table(window, qtbot, server, anna, monkeypatch)
    qtbot.waitUntil(lambda: not window.controller.table.plays_every_seat, timeout=WAIT)

    assert not window.save_action.isEnabled() and not window.save_as_action.isEnabled()
    assert window.save_action.toolTip() == saving_waits()
    window.documents.save()  # Ctrl+S, however it comes
    assert local.read_bytes() == EXAMPLE.read_bytes()  # the local game is untouched, no made-up rack written
    assert window.windowTitle().startswith(table_title(anna.seated.table, 1)) and not window.isWindowModified()

    play_to_the_end(window, qtbot, anna, monkeypatch)
    kept = kept_games(window)
    assert window.save_action.isEnabled() and len(kept) == 1  # the real record: kept, and may be saved
    assert kept[0].name in window.windowTitle() and local.read_bytes() == EXAMPLE.read_bytes()


def test_a_placement_at_the_table_leaves_the_replay_viewer_alone_and_shows_when_it_closes(joined, qtbot, anna):
    window, controller = joined, joined.controller
    finished = Path(__file__).resolve().parents[1] / "engine" / "examples" / "standard-2p-complete.ingenious"
    assert window.replay.open_file(finished)
    viewer = window.replay.viewer
    viewer.go_to_stop(2)
    shown = [item.cells for item in window.scene.tiles.items], window.log.view.model().rowCount()
    events = len(controller.game.log)

    placement = anna.place_first_legal()  # Anna plays on while Ben looks at another game
    qtbot.waitUntil(lambda: len(controller.game.log) > events, timeout=WAIT)
    qtbot.wait(200)
    assert ([item.cells for item in window.scene.tiles.items], window.log.view.model().rowCount()) == shown

    window.replay.close()
    assert window.scene.tiles.items[-1].cells == placement.cells  # the table is the game's again, Anna's tile on it
