"""Game ▸ Statistics as the player sees it: the tables, a broken file named, Reset only after a yes."""

from __future__ import annotations

import os
from datetime import datetime, timedelta, timezone

import pytest
from PySide6.QtCore import QSettings, QStandardPaths, Qt, QTimer
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox, QPushButton, QTableWidget

from ingenious_desktop.app.settings import Settings
from ingenious_desktop.app.statistics import (DRAW, LOSS, WIN, GameResult, SeatResult, Statistics, load_statistics,
                                              save_statistics)
from ingenious_desktop.ui.window.main_window import MainWindow
from ingenious_desktop.ui.dialogs.statistics import StatisticsDialog

from shown import plain

START = datetime(2026, 3, 1, 12, 0, tzinfo=timezone.utc)


def game(game_id: str, seats, variant="standard", day=0, solo=None, undid=False, hints=0) -> GameResult:
    return GameResult(game_id, (START + timedelta(days=day)).isoformat(), variant, tuple(seats), solo, undid, hints)


def ada_against(level: str, outcome: str, day: int, **marks) -> GameResult:
    return game(f"c{day}", [SeatResult("Ada", 0, "human", None, outcome, 8 + day),
                            SeatResult("Bot", 1, "ai", level, LOSS, 5)], day=day, **marks)


GAMES = [
    ada_against("hard", WIN, 0), ada_against("hard", LOSS, 1, undid=True), ada_against("hard", WIN, 2),
    ada_against("easy", DRAW, 3, hints=2),
    game("s1", [SeatResult("Ada", 0, "human", None, None, 12)], "solo", 4, "121314"),
    game("s2", [SeatResult("Ada", 0, "human", None, None, 14)], "solo", 5, "141516", undid=True),
    game("h1", [SeatResult("<b>Zoe</b>", 0, "human", None, WIN, 11), SeatResult("Max", 1, "human", None, LOSS, 6)],
         day=6),
]


@pytest.fixture
def path(tmp_path):
    path = tmp_path / "statistics.json"
    save_statistics(path, Statistics(GAMES))
    return path


def shown_dialog(qtbot, path) -> StatisticsDialog:
    dialog = StatisticsDialog(path)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def click_tab(qtbot, dialog: StatisticsDialog, title: str):
    bar = dialog.tabs.tabBar()
    index = next(i for i in range(bar.count()) if bar.tabText(i) == title)
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(index).center())
    assert dialog.tabs.currentIndex() == index
    return dialog.tabs.currentWidget()


def cells(table: QTableWidget) -> list[list[str]]:
    return [[table.item(r, c).text() for c in range(table.columnCount())] for r in range(table.rowCount())]


def column(table: QTableWidget, header: str) -> int:
    return next(c for c in range(table.columnCount()) if table.horizontalHeaderItem(c).text() == header)


def test_against_the_computer_one_row_per_level_and_variant(qtbot, path):
    dialog = shown_dialog(qtbot, path)

    table = click_tab(qtbot, dialog, "Against the computer")

    rows = {(row[0], row[1]): row for row in cells(table)}
    assert list(rows) == [("Easy", "Standard, 2 players"), ("Hard", "Standard, 2 players")]
    hard = dict(zip([table.horizontalHeaderItem(c).text() for c in range(table.columnCount())],
                    rows["Hard", "Standard, 2 players"]))
    assert (hard["Games"], hard["Won"], hard["Drawn"], hard["Lost"]) == ("3", "2", "0", "1")
    assert (hard["Streak"], hard["Best streak"], hard["Mean lowest"], hard["Best lowest"]) == ("1", "1", "9.0", "10")
    assert hard["Marked"] == "undo in 1"
    assert rows["Easy", "Standard, 2 players"][column(table, "Marked")] == "hints in 1"


def test_in_german_the_levels_are_german_words_and_a_named_opponent_has_its_own_row(qtbot, tmp_path, speak):
    path = tmp_path / "statistics.json"
    kestrel = game("k1", [SeatResult("Ada", 0, "human", None, WIN, 9),
                          SeatResult("Kestrel", 1, "ai", "hard", LOSS, 5, "Kestrel")], day=7)
    save_statistics(path, Statistics([*GAMES, kestrel]))
    speak("de")
    dialog = shown_dialog(qtbot, path)
    table = click_tab(qtbot, dialog, "Gegen den Computer")
    opponents = [row[0] for row in cells(table)]

    assert opponents == ["Leicht", "Schwer", "Kestrel (schwer)"]


def test_in_german_the_variant_column_names_each_game_as_the_new_game_dialog_does(qtbot, tmp_path, speak):
    path = tmp_path / "statistics.json"
    team = game("t1", [SeatResult("Ada", 0, "human", None, WIN, 9), SeatResult("Bo", 1, "ai", "hard", LOSS, 5),
                       SeatResult("Partner", 0, "ai", "easy", WIN, 9), SeatResult("Cy", 1, "ai", "hard", LOSS, 5)],
                "team", day=8)
    save_statistics(path, Statistics([ada_against("hard", WIN, 0), team]))
    speak("de")
    dialog = shown_dialog(qtbot, path)
    table = click_tab(qtbot, dialog, "Gegen den Computer")
    variants = [row[column(table, "Variante")] for row in cells(table)]

    assert variants == ["Standard, 2 Spieler", "Teamspiel, 4 Spieler (Plätze 1+3 gegen 2+4)"]


def test_solo_lists_the_best_results_first_with_their_dates(qtbot, path):
    dialog = shown_dialog(qtbot, path)

    table = click_tab(qtbot, dialog, "Solo: best ten")

    assert [row[:2] for row in cells(table)] == [["1", "141516"], ["2", "121314"]]
    local = (START + timedelta(days=5)).astimezone().strftime("%Y-%m-%d")
    assert cells(table)[0][2:] == [local, "undo"]


def test_hot_seat_per_player_name_shown_as_plain_text(qtbot, path):
    dialog = shown_dialog(qtbot, path)

    table = click_tab(qtbot, dialog, "Hot-seat")

    assert [[plain(row[0]), *row[1:3]] for row in cells(table)] == [["<b>Zoe</b>", "1", "1"], ["Max", "1", "0"]]


def test_network_games_are_shown_apart_per_variant_from_the_players_seat(qtbot, tmp_path):
    path = tmp_path / "statistics.json"
    seats = (SeatResult("Anna", 0, "human", None, LOSS, 6), SeatResult("Ada", 1, "human", None, WIN, 9))
    network = [GameResult(f"ws://club#ABC23{day}", (START + timedelta(days=day)).isoformat(), "standard", seats,
                         network=True, seat=seat) for day, seat in ((0, 1), (1, 0), (2, None))]  # None: watched
    save_statistics(path, Statistics([ada_against("hard", WIN, 3), *network]))
    dialog = shown_dialog(qtbot, path)

    table = click_tab(qtbot, dialog, "Network")

    [row] = cells(table)
    assert row[:5] == ["Standard, 2 players", "2", "1", "0", "1"]  # at seat 1 Ada won, at seat 0 Anna lost; not the one watched
    assert [row[0] for row in cells(click_tab(qtbot, dialog, "Against the computer"))] == ["Hard"]
    assert isinstance(click_tab(qtbot, dialog, "Hot-seat"), QLabel)  # two people at a network table are not a hot-seat game


def test_in_german_the_network_tab_and_its_variant_column(qtbot, tmp_path, speak):
    path = tmp_path / "statistics.json"
    seats = (SeatResult("Anna", 0, "human", None, LOSS, 6), SeatResult("Ada", 1, "human", None, WIN, 9))
    save_statistics(path, Statistics([GameResult("ws://club#ABC234", START.isoformat(), "standard", seats,
                                                 network=True, seat=1)]))
    speak("de")
    dialog = shown_dialog(qtbot, path)

    table = click_tab(qtbot, dialog, "Im Netzwerk")

    assert [row[column(table, "Variante")] for row in cells(table)] == ["Standard, 2 Spieler"]


def answer_confirmation(qtbot, button_text: str, seen: list) -> None:
    def answer():
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        seen.append(box.text())
        button = next(b for b in box.findChildren(QPushButton) if b.text() == button_text)
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)

    QTimer.singleShot(50, answer)


def test_reset_asks_first_and_keep_them_changes_nothing(qtbot, path):
    dialog = shown_dialog(qtbot, path)
    before = path.read_bytes()
    seen = []

    answer_confirmation(qtbot, "Keep them", seen)
    qtbot.mouseClick(dialog.reset_button, Qt.MouseButton.LeftButton)

    assert seen and "cannot be undone" in seen[0]
    assert path.read_bytes() == before
    assert isinstance(click_tab(qtbot, dialog, "Against the computer"), QTableWidget)


def test_reset_after_a_yes_forgets_every_game(qtbot, path):
    dialog = shown_dialog(qtbot, path)
    seen = []

    answer_confirmation(qtbot, "Reset", seen)
    qtbot.mouseClick(dialog.reset_button, Qt.MouseButton.LeftButton)

    statistics, notice = load_statistics(path)
    assert (statistics.games, notice) == ([], None)
    for title in ("Against the computer", "Solo: best ten", "Hot-seat", "Network"):
        shown = click_tab(qtbot, dialog, title)
        assert isinstance(shown, QLabel) and shown.text().startswith("No ")
    assert not dialog.reset_button.isEnabled()


def test_a_broken_file_is_named_in_the_dialog_once_and_kept(qtbot, tmp_path):
    path = tmp_path / "statistics.json"
    path.write_text("<b>not json</b>")

    first = shown_dialog(qtbot, tmp_path / "statistics.json")
    second = shown_dialog(qtbot, tmp_path / "statistics.json")

    (kept,) = tmp_path.glob("statistics.broken-*.json")
    assert first.notice.isVisible() and kept.name in first.notice.text()
    assert first.notice.textFormat() == Qt.TextFormat.PlainText
    assert kept.read_text() == "<b>not json</b>"
    assert not second.notice.isVisible()


@pytest.mark.timeout(30)
@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are a POSIX thing")
def test_a_named_pipe_in_place_of_the_file_is_named_in_the_dialog_at_once(qtbot, tmp_path):
    os.mkfifo(tmp_path / "statistics.json")

    dialog = shown_dialog(qtbot, tmp_path / "statistics.json")  # without the check: the window froze for good

    (kept,) = tmp_path.glob("statistics.broken-*.json")
    assert dialog.notice.isVisible() and kept.name in dialog.notice.text() and "named pipe" in dialog.notice.text()


@pytest.mark.qt_log_ignore("does not support raise", "does not support grabbing")
def test_game_menu_statistics_opens_the_dialog(qtbot, qapp, tmp_path):
    QStandardPaths.setTestModeEnabled(True)
    settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    window = MainWindow(settings, tmp_path / "autosave.ingenious")
    qtbot.addWidget(window)
    save_statistics(tmp_path / "statistics.json", Statistics(GAMES))
    window.show()
    qtbot.waitExposed(window)
    opened = []

    def look_then_close():
        dialog = QApplication.activeModalWidget()
        opened.append((type(dialog), dialog.path))
        dialog.reject()

    bar = window.menuBar()
    game_menu = next(a for a in bar.actions() if a.text() == "&Game").menu()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.actionGeometry(game_menu.menuAction()).center())
    qtbot.waitUntil(game_menu.isVisible)
    QTimer.singleShot(50, look_then_close)
    qtbot.mouseClick(game_menu, Qt.MouseButton.LeftButton,
                     pos=game_menu.actionGeometry(window.statistics_action).center())

    assert opened == [(StatisticsDialog, tmp_path / "statistics.json")]
    window.controller.stop()


def test_after_keeping_them_enter_closes_the_dialog_and_never_asks_again(qtbot, path):
    dialog = shown_dialog(qtbot, path)
    seen = []
    answer_confirmation(qtbot, "Keep them", seen)
    qtbot.mouseClick(dialog.reset_button, Qt.MouseButton.LeftButton)
    assert len(seen) == 1

    QTimer.singleShot(50, lambda: isinstance(box := QApplication.activeModalWidget(), QMessageBox) and (
        seen.append(box.text()), box.reject()))  # a second question, should one come, is answered
    qtbot.keyClick(dialog.focusWidget() or dialog, Qt.Key.Key_Return)
    qtbot.wait(100)

    assert len(seen) == 1
    assert not dialog.isVisible()
    assert load_statistics(path)[0].games
