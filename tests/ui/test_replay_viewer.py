"""The replay viewer on the table, and the log pointing at the board, driven by real keys and clicks."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QSettings, QStandardPaths, Qt, QTimer
from PySide6.QtWidgets import QApplication, QPushButton

from ingenious_desktop.app import coaching
from ingenious_desktop.app.settings import Settings
from ingenious_desktop.app.statistics import load_statistics
from ingenious_desktop.commands import records
from ingenious_desktop.engine import (Game, Place, Record, Seat, Swap, dumps_record, load_record,
                                      parse_diagram)
from ingenious_desktop.ui.window import main
from ingenious_desktop.ui.dialogs.game_over import GameOverDialog
from ingenious_desktop.ui.kit.palette import ACCENT
from ingenious_desktop.ui.window.main_window import MainWindow
from ingenious_desktop.ui.table.plates import PanelItem
from ingenious_desktop.ui.table.items import BoardTileItem, LabelItem, RackTileItem, TileBackItem

from games import one_placement_from_the_end
from shown import plain

EXAMPLES = Path(__file__).parents[1] / "engine" / "examples"
COMPLETE = EXAMPLES / "standard-2p-complete.ingenious"


@pytest.fixture
def window(qtbot, qapp, tmp_path):
    QStandardPaths.setTestModeEnabled(True)
    settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    made = MainWindow(settings, tmp_path / "autosave.ingenious")
    made.controller.computer_pause = 0.0
    made.resize(1200, 800)
    qtbot.addWidget(made)
    made.show()
    qtbot.waitExposed(made)
    yield made
    made.controller.stop()


def press(qtbot, window, key) -> None:
    qtbot.keyClick(window.table.view, key)


def stops_of(record) -> list[int]:
    """Where a step stops, worked out from the record: before each placement, and the end."""
    return [i for i, event in enumerate(record.events) if isinstance(event, Place)] + [len(record.events)]


def replay_upto(path: Path, count: int, capsys, as_json: bool) -> str:
    capsys.readouterr()
    assert records.main(["replay", str(path), *(["--json"] if as_json else []), "--upto", str(count)]) == 0
    return capsys.readouterr().out


def board_shown(window) -> dict:
    halves = {}
    for tile in items_of(window, BoardTileItem):
        halves.update(zip(tile.cells, tile.colours))
    return halves


def items_of(window, kind) -> list:
    return [item for item in window.scene.items() if isinstance(item, kind)]


def status_line(window) -> str:
    """The status line over the board: the table's largest text."""
    return max(items_of(window, LabelItem), key=lambda label: label.font.pixelSize()).text


def racks_shown(window) -> dict[int, list[str]]:
    racks = {}
    for panel in items_of(window, PanelItem):
        for seat, items in panel.racks.items():
            assert not any(isinstance(item, TileBackItem) for item in items), "every rack is face up"
            racks[seat] = sorted(item.tile for item in items if isinstance(item, RackTileItem))
    return racks


def scores_shown(window) -> list[list[int]]:
    return [panel.score_board.scores for panel in sorted(items_of(window, PanelItem), key=lambda p: p.holder)]


def assert_shows_replay_upto(window, path: Path, count: int, capsys) -> None:
    record = load_record(path)
    summary = json.loads(replay_upto(path, count, capsys, as_json=True))
    diagram = replay_upto(path, count, capsys, as_json=False).split("\n\n")[-1]
    expected = parse_diagram(diagram)
    assert board_shown(window) == {cell: int(colour) for cell, colour in expected.items()}
    assert scores_shown(window) == [list(scores.values()) for scores in summary["scores"]]
    game = Record(record.variant, record.seats, record.events[:count]).replay()  # what replay --upto replays
    assert racks_shown(window) == {seat: sorted(rack) for seat, rack in enumerate(game.racks)}


def click(qtbot, widget, pos: QPoint | None = None) -> None:
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=pos if pos is not None else widget.rect().center())


def row_centre(window, row: int) -> QPoint:
    log = window.log.view
    log.scrollToItem(log.item(row))
    return log.visualItemRect(log.item(row)).center()


def answer_modal(qtbot, button_text: str, seen: list) -> None:
    """Click ``button_text`` in the next modal dialog (a message box or the seats dialog)."""
    def answer():
        dialog = QApplication.activeModalWidget()
        seen.append(dialog)
        button = next(b for b in dialog.findChildren(QPushButton) if b.text() == button_text)
        click(qtbot, button)

    QTimer.singleShot(50, answer)


# ----------------------------------------------------------------- stepping


def test_stepping_a_finished_record_with_the_keys_shows_what_replay_upto_gives(window, qtbot, capsys):
    record = load_record(COMPLETE)
    stops = stops_of(record)
    assert window.replay.open_file(COMPLETE)

    press(qtbot, window, Qt.Key.Key_Home)
    assert window.replay.viewer.story.position == stops[0]
    assert_shows_replay_upto(window, COMPLETE, stops[0], capsys)
    for stop in stops[1:]:
        press(qtbot, window, Qt.Key.Key_Right)
        assert window.replay.viewer.story.position == stop
        assert_shows_replay_upto(window, COMPLETE, stop, capsys)
    for stop in reversed(stops[-4:-1]):
        press(qtbot, window, Qt.Key.Key_Left)
        assert_shows_replay_upto(window, COMPLETE, stop, capsys)
    press(qtbot, window, Qt.Key.Key_End)
    assert_shows_replay_upto(window, COMPLETE, stops[-1], capsys)


def test_the_viewer_says_it_shows_a_finished_story_and_the_log_follows(window, qtbot):
    assert window.replay.open_file(COMPLETE)
    for _ in range(3):
        press(qtbot, window, Qt.Key.Key_Right)

    status = status_line(window)
    assert status.startswith("Replay of a finished game · turn 3 of ")
    assert window.replay.viewer.where.text().endswith("every rack face up")
    log = window.log.view
    assert log.told == 3  # three placements told, the rest dimmed
    assert window.replay.viewer.slider.value() == 3


def test_the_slider_and_the_buttons_move_the_viewer(window, qtbot):
    record = load_record(COMPLETE)
    stops = stops_of(record)
    window.replay.open_file(COMPLETE)

    window.replay.viewer.slider.setValue(10)
    assert window.replay.viewer.story.position == stops[10]
    click(qtbot, window.replay.viewer.end_button)
    assert window.replay.viewer.story.position == stops[-1]
    assert not window.replay.viewer.forward_button.isEnabled() and not window.replay.viewer.from_here_button.isEnabled()
    click(qtbot, window.replay.viewer.start_button)
    assert window.replay.viewer.story.position == stops[0]


def test_play_goes_through_the_moves_at_the_animation_speed_and_stops_at_the_end(window, qtbot):
    window.scene.set_preferences(True, 0.0)
    window.replay.open_file(EXAMPLES / "solo-1p-complete.ingenious")
    story = window.replay.viewer.story
    press(qtbot, window, Qt.Key.Key_End)
    for _ in range(4):  # four moves from the end, so that the test plays 2 s, not the whole game's 20
        press(qtbot, window, Qt.Key.Key_Left)
    start = story.position
    press(qtbot, window, Qt.Key.Key_Space)
    assert window.replay.viewer.timer.isActive() and window.replay.viewer.timer.interval() == 500

    qtbot.waitUntil(lambda: story.position != start)
    assert story.stops.index(story.position) == story.stops.index(start) + 1  # one move at a time
    qtbot.waitUntil(lambda: story.position == story.stops[-1], timeout=10000)
    assert not window.replay.viewer.timer.isActive()


def test_an_unfinished_game_of_someone_else_opens_only_after_a_yes(window, qtbot):
    path = EXAMPLES / "standard-2p-midgame.ingenious"
    seen = []
    answer_modal(qtbot, "Cancel", seen)
    assert not window.replay.open_file(path)
    assert not window.replay.viewer.active
    assert "still hidden" in seen[0].text()

    answer_modal(qtbot, "Show every rack", seen)
    assert window.replay.open_file(path)
    assert window.replay.viewer.active
    assert status_line(window).startswith("Replay of an unfinished game")


# ----------------------------------------------------------------- play from here


def test_play_from_here_starts_a_game_from_the_shown_position_and_leaves_the_file_alone(window, qtbot, tmp_path):
    path = tmp_path / "finished.ingenious"
    shutil.copy(COMPLETE, path)
    before = path.read_bytes()
    record = load_record(path)
    window.replay.open_file(path)
    for _ in range(7):
        press(qtbot, window, Qt.Key.Key_Right)
    shown = window.replay.viewer.story.position
    to_move = window.replay.viewer.story.game.to_move

    seen = []
    answer_modal(qtbot, "Start", seen)
    click(qtbot, window.replay.viewer.from_here_button)

    assert seen[0].windowTitle() == "Play from here"
    game = window.controller.game
    assert game.log[:shown] == record.events[:shown]
    assert not window.replay.viewer.active
    assert [seat.is_computer for seat in window.controller.seats] == [seat != to_move for seat in range(2)]
    assert window.controller.human_to_place() == to_move
    assert window.controller.request_placement(game.legal_placements()[0])  # the new game goes on, autosaved
    window.controller.stop()
    assert path.read_bytes() == before
    assert window.controller.autosave_path != path


def panel_places(window) -> dict[int, tuple[float, float]]:
    """Where each holder's panel sits on the table."""
    return {panel.holder: (panel.pos().x(), panel.pos().y()) for panel in items_of(window, PanelItem)}


def test_the_viewer_seats_the_players_where_the_table_did_when_another_seat_started(window, qtbot, tmp_path):
    record = load_record(COMPLETE)
    game = Game.from_events(record.variant, record.events[:10])
    window.start_game(game, record.seats)
    unturned = panel_places(window)
    window.start_game(game, record.seats, table_offset=1)
    on_table = panel_places(window)
    assert on_table != unturned

    window.replay.show_current_game()
    assert window.replay.viewer.active and panel_places(window) == on_table
    path = tmp_path / "second-seat-started.ingenious"
    path.write_text(dumps_record(record.replay(), record.seats, {"table_offset": 1}), encoding="utf-8")
    window.replay.open_file(path)
    assert window.replay.viewer.story.finished and panel_places(window) == on_table


# ----------------------------------------------------------------- the log pointing at the board


def test_hovering_a_log_line_in_a_game_highlights_that_placements_cells_and_lines(window, qtbot):
    window.documents.open_file(EXAMPLES / "standard-2p-midgame.ingenious")
    game = window.controller.game
    row = next(r for r in range(window.log.view.count()) if window.log.view.line(r).kind == "placed")
    number = sum(1 for r in range(row) if window.log.view.line(r).kind in ("placed", "bonus"))

    qtbot.mouseMove(window.log.view.viewport(), row_centre(window, row))

    pointed = window.scene.tiles.pointed
    assert pointed.isVisible()
    assert pointed.cells == game.results[number].placement.cells
    assert pointed.result.lines == game.results[number].lines
    qtbot.mouseMove(window.table.view.viewport(), window.table.view.viewport().rect().center())
    assert not pointed.isVisible()


def test_hovering_a_log_line_in_the_viewer_highlights_it_and_a_click_jumps_there(window, qtbot):
    record = load_record(COMPLETE)
    window.replay.open_file(COMPLETE)
    story = window.replay.viewer.story
    row = 12
    result = story.result_of_line(row)

    qtbot.mouseMove(window.log.view.viewport(), row_centre(window, row))
    assert window.scene.tiles.pointed.cells == result.placement.cells
    click(qtbot, window.log.view.viewport(), row_centre(window, row))

    place_index = [i for i, e in enumerate(record.events) if isinstance(e, (Place, Swap))][row]
    assert isinstance(record.events[place_index], Place) and record.events[place_index].at == result.placement.cells
    assert story.position > place_index
    assert result.placement.cells[0] in board_shown(window)
    assert story.position == min(s for s in stops_of(record) if s > place_index)


def test_clicking_a_log_line_in_a_game_shows_that_moment_as_a_ghost_until_the_pointer_leaves(window, qtbot):
    window.documents.open_file(EXAMPLES / "standard-2p-midgame.ingenious")
    by_cells = {tile.cells: tile for tile in items_of(window, BoardTileItem)}
    tiles = [by_cells[result.placement.cells] for result in window.controller.game.results]  # in the order placed
    row = 3
    number = sum(1 for r in range(row) if window.log.view.line(r).kind in ("placed", "bonus"))

    click(qtbot, window.log.view.viewport(), row_centre(window, row))

    assert [tile.opacity() < 1 for tile in tiles] == [index > number for index in range(len(tiles))]
    qtbot.mouseMove(window.log.view.viewport(), row_centre(window, row + 2))
    assert all(tile.opacity() == 1 for tile in tiles)


# ----------------------------------------------------------------- the game-over dialog and statistics


def test_the_game_over_dialog_shows_the_chart_and_replays_the_game_which_counts_once(window, qtbot):
    game, seats, last = one_placement_from_the_end()
    window.start_game(game, seats)
    window.controller.request_placement(last)
    dialog = window.questions.dialog
    assert isinstance(dialog, GameOverDialog)
    assert dialog.chart.turns and dialog.chart.turns[-1].scores == tuple(map(tuple, window.controller.game.scores))

    replay = next(b for b in dialog.findChildren(QPushButton) if b.text() == "Replay…")
    click(qtbot, replay)
    assert window.replay.viewer.active
    press(qtbot, window, Qt.Key.Key_End)
    click(qtbot, window.replay.viewer.chart_button)
    assert window.replay.chart_dock.isVisible() and window.replay.chart.turns == window.replay.viewer.story.cursor.turns
    close = next(b for b in window.replay.viewer.bar.findChildren(QPushButton) if b.text() == "Close replay")
    click(qtbot, close)

    assert not window.replay.viewer.active
    assert len(load_statistics(window.controller.statistics_path)[0].games) == 1


def test_a_replayed_record_is_never_counted_in_the_statistics(window, qtbot):
    window.replay.open_file(COMPLETE)
    press(qtbot, window, Qt.Key.Key_End)

    statistics, _ = load_statistics(window.controller.statistics_path)
    assert statistics.games == []


@pytest.mark.usefixtures("qapp")
def test_run_with_replay_opens_the_viewer(tmp_path, monkeypatch):
    from ingenious_desktop.app import storage

    QStandardPaths.setTestModeEnabled(True)
    monkeypatch.setattr(main, "ORGANISATION", f"ingenious-test-{tmp_path.name}")
    monkeypatch.setattr(storage, "autosave_path", lambda: tmp_path / "autosave.ingenious")
    seen = {}

    def look_then_close():
        window = next(w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible())
        seen["active"] = window.replay.viewer.active
        seen["title"] = window.windowTitle()
        window.close()

    QTimer.singleShot(0, look_then_close)
    assert main.run(["--replay", str(COMPLETE)]) == 0
    assert seen == {"active": True, "title": "standard-2p-complete.ingenious (replay)[*] — Ingenious Desktop"}


def test_the_replay_of_a_finished_game_tells_its_first_turn_by_name_with_open_chances(window, qtbot, tmp_path,
                                                                                      monkeypatch):
    monkeypatch.setattr(coaching, "HINT_SECONDS", 0.2)
    path = tmp_path / "ada-and-bot.ingenious"  # one human: the game speaks to "you"
    path.write_text(dumps_record(load_record(COMPLETE).replay(), [Seat("Ada"), Seat("Bot", "ai", "hard")]),
                    encoding="utf-8")
    assert window.documents.open_file(path)  # the finished game on the table: chances 100% / 0%
    window.coach.chances_action.trigger()
    window.replay.show_current_game()
    figures = window.coach.bar.values

    qtbot.waitUntil(lambda: all(f.text().endswith("%") and f.text() != "100%" for f in figures), timeout=10_000)
    chances = [int(f.text()[:-1]) for f in figures]
    assert all(5 <= chance <= 95 for chance in chances) and 98 <= sum(chances) <= 102  # the opening, not the end
    status = window.scene.status_text
    assert "Ada to place a tile" in plain(status) and "Your" not in status
    press(qtbot, window, Qt.Key.Key_End)
    qtbot.waitUntil(lambda: [f.text() for f in figures] in (["100%", "0%"], ["0%", "100%"]))


def test_the_score_chart_marks_the_turn_the_viewer_shows(window, qtbot):
    assert window.replay.open_file(COMPLETE)
    window.replay.viewer.chart_button.setChecked(True)
    chart = window.replay.chart
    qtbot.waitExposed(chart)
    for _step in range(7):
        press(qtbot, window, Qt.Key.Key_Right)

    story = window.replay.viewer.story
    assert chart.current == story.turn > 0
    plot = chart.plot_rects()[0]
    x = round(chart.point(plot, story.turn, 0).x())
    picture = chart.grab().toImage()
    marked = picture.pixelColor(QPoint(x, round(plot.top()) - 3))  # above every line of the plot
    assert (marked.red(), marked.green(), marked.blue()) == (ACCENT.red(), ACCENT.green(), ACCENT.blue())
