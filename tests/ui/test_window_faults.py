"""Issue 9's window faults: hostile names, unreadable autosaves, autosave timing, the file a game
belongs to, second-person sentences, new seats, the window title, the solo result."""

from __future__ import annotations

import json
import os
import re
from html import escape
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import Qt as QtGuiNamespace
from PySide6.QtWidgets import QFileDialog, QLabel

from ingenious_desktop.app.describe import shown_text
from ingenious_desktop.app.setup import GameSetup
from ingenious_desktop.app.storage import documents_dir
from ingenious_desktop.engine import Game, Phase, Seat, dumps_record, load_record
from ingenious_desktop.ui.window import main
from ingenious_desktop.ui.dialogs.game_over import GameOverDialog
from ingenious_desktop.ui.window.documents import FILE_NAME_LENGTH
from ingenious_desktop.ui.window.main import offer_resume
from ingenious_desktop.ui.dialogs.new_game import NewGameDialog

from games import dealt_game, game_about_to_reach_18, game_at_a_swap_offer
from shown import plain

EXAMPLES = Path(__file__).parents[1] / "engine" / "examples"
BOT = Seat("Bot", "ai", "easy")
BOLD_NAME = "<b>Bold</b><font size=7>RED</font>"


def huge_picture_name(tmp_path: Path) -> str:
    return f"<img src='{tmp_path / 'picture.png'}' width=2000 height=2000>"


def seats_with_human_to_move(game: Game, human: Seat) -> list[Seat]:
    return [human, BOT] if game.to_move == 0 else [BOT, human]


def shows_plain(text: str, hostile: str) -> bool:
    """Does a tooltip (or other text Qt may render as HTML) show ``hostile`` as its letters?"""
    if QtGuiNamespace.mightBeRichText(text):
        return escape(hostile) in text and hostile not in text
    return hostile in text


def place_and_keep(window, placement) -> None:
    window.scene.placementRequested.emit(placement)
    if window.controller.game.phase is Phase.REFILL:
        window.controller.answer_swap(False)


# ----------------------------------------------------------------- 2: names are plain text


@pytest.mark.parametrize("hostile", ["bold", "picture"])
def test_hostile_names_and_file_names_show_as_plain_text_everywhere(make_window, message_boxes, tmp_path, hostile):
    name = BOLD_NAME if hostile == "bold" else huge_picture_name(tmp_path)
    shown = plain(shown_text(name))  # elided, as every name is
    window = make_window()
    window.show()
    game = dealt_game(seed=5)
    other = Seat("Ben")  # a second human at the screen: each is named, not spoken to as "you"
    window.start_game(game, [Seat(name), other] if game.to_move == 0 else [other, Seat(name)])

    assert shown in plain(window.scene.status_text)  # "Pass to <name>", drawn as letters by drawText
    cover = [label for label in window.table.overlay.findChildren(QLabel) if shown in plain(label.text())]
    assert cover and all(label.textFormat() == Qt.TextFormat.PlainText for label in cover)  # the hand-over screen
    window.controller.confirm_hand_over()
    assert window.height() < 1000

    place_and_keep(window, game.legal_placements()[0])
    log = window.log.view
    assert shows_plain(plain(log.item(0).toolTip()), shown)

    window.close()  # the autosave now holds the unfinished game of a player with that name
    second = make_window()
    second.controller.autosave_path = window.controller.autosave_path
    assert not offer_resume(second)  # the box is closed at once: a new game
    question = message_boxes[-1]
    assert question.title == "Resume the unfinished game?" and shown in plain(question.text) and question.plain

    finished = load_record(EXAMPLES / "standard-2p-complete.ingenious")
    named = tmp_path / f"{name.replace('/', '_')}.ingenious"
    named.write_text(dumps_record(finished.replay(), [Seat(name), Seat(name + "2")]))
    assert second.documents.open_file(named)
    over = second.findChild(GameOverDialog)
    assert escape(shown).replace(" ", "&nbsp;") in plain(over.summary.text()) and name not in over.summary.text()
    assert plain(shown_text(named.name, FILE_NAME_LENGTH)) in plain(second.windowTitle())  # a title is never HTML
    second.documents.fill_recent_menu(second.recent_menu)
    recent = second.recent_menu.actions()[0]
    assert shows_plain(recent.toolTip(), str(named))

    broken = tmp_path / "<font color=red size=7>x.ingenious"
    broken.write_bytes(b"{ not json")
    assert not second.documents.open_file(broken)
    cannot_open = message_boxes[-1]
    assert cannot_open.title == "Cannot open this file" and broken.name in cannot_open.text and cannot_open.plain


def test_a_player_named_with_an_ampersand_keeps_it_in_the_recent_files_menu(window, tmp_path):
    path = tmp_path / "Ada & Ben.ingenious"
    path.write_text(dumps_record(dealt_game(seed=5), [Seat("Ada"), BOT]))
    assert window.documents.open_file(path)
    window.documents.fill_recent_menu(window.recent_menu)
    assert window.recent_menu.actions()[0].text() == "Ada && Ben.ingenious"  # "&&" shows as "&"


# ----------------------------------------------------------------- 4: an unreadable autosave is kept aside


def unreadable_autosaves() -> dict[str, bytes]:
    record = json.loads(dumps_record(dealt_game(seed=5), [Seat("Ada"), BOT]))
    newer = dict(record, version=2)
    game = dealt_game(seed=5)
    game.place(game.legal_placements()[0])
    broken_event = json.loads(dumps_record(game, [Seat("Ada"), BOT]))
    broken_event["events"][-1]["at"] = [[40, 40], [41, 40]]
    text = json.dumps(record)
    return {
        "random bytes": os.urandom(300),
        "truncated JSON": text[:len(text) // 2].encode(),
        "version 2": json.dumps(newer).encode(),
        "one broken event": json.dumps(broken_event).encode(),
    }


@pytest.mark.parametrize("kind", list(unreadable_autosaves()))
def test_an_unreadable_autosave_is_kept_aside_told_once_and_never_overwritten(make_window, message_boxes, kind):
    content = unreadable_autosaves()[kind]
    window = make_window()
    autosave = window.controller.autosave_path
    autosave.write_bytes(content)

    assert not offer_resume(window)
    window.start_default_game()
    window.controller.stop()

    kept = [p for p in autosave.parent.iterdir() if p.name.startswith("autosave") and "unreadable" in p.name]
    assert len(kept) == 1 and kept[0].read_bytes() == content
    assert re.search(r"\d{4}-\d\d-\d\d", kept[0].name) and kept[0].suffix == ".ingenious"
    assert len(message_boxes) == 1 and str(kept[0]) in message_boxes[0].text and message_boxes[0].plain
    assert load_record(autosave).events == window.controller.game.log  # the new game's own autosave

    again = make_window()
    again.controller.autosave_path = autosave
    offer_resume(again)
    assert len(message_boxes) == 1  # told once
    assert kept[0].read_bytes() == content


# ----------------------------------------------------------------- 5: autosave after every placement


def test_a_kill_during_the_bonus_placement_keeps_the_placement_for_the_resume_offer(make_window, tmp_path,
                                                                                  monkeypatch):
    game, reaching = game_about_to_reach_18()
    saved = tmp_path / "before-18.ingenious"
    saved.write_text(dumps_record(game, seats_with_human_to_move(game, Seat("Ada"))))
    window = make_window()
    assert window.documents.open_file(saved)
    autosave = window.controller.autosave_path
    assert load_record(autosave).events == load_record(saved).events  # written right after opening

    window.scene.placementRequested.emit(reaching)
    assert window.controller.game.bonus_owed  # Ingenious! — and the app is killed here, before the bonus
    log_when_killed = list(window.controller.game.log)

    monkeypatch.setattr(main, "ask_to_play_on", lambda window, what: True)
    relaunched = make_window()
    relaunched.controller.autosave_path = autosave
    assert offer_resume(relaunched)
    assert relaunched.controller.game.log == log_when_killed
    assert relaunched.controller.game.bonus_owed

    bonus = relaunched.controller.game.legal_placements()[0]
    relaunched.scene.placementRequested.emit(bonus)  # the bonus placement itself is autosaved at once too
    assert load_record(autosave).events[:len(log_when_killed) + 1] == relaunched.controller.game.log[
        :len(log_when_killed) + 1]


def test_a_new_game_is_autosaved_as_it_starts(window):
    window.new_game(GameSetup("standard", (Seat("Ada"), BOT)))
    assert load_record(window.controller.autosave_path).events == window.controller.game.log


# ----------------------------------------------------------------- 7: resuming keeps the file


def test_play_on_keeps_the_file_the_game_belongs_to_and_save_writes_there(make_window, tmp_path, monkeypatch):
    first = make_window()
    game = dealt_game(seed=5)
    first.start_game(game, [Seat("Ada"), BOT])
    first.controller.stop()
    g2 = tmp_path / "g2.ingenious"
    assert first.documents.save_to(g2)
    place_and_keep(first, game.legal_placements()[0])
    first.controller.stop()
    first.close()

    monkeypatch.setattr(main, "ask_to_play_on", lambda window, what: True)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args: pytest.fail("Save asked for a name"))
    second = make_window()
    second.controller.autosave_path = first.controller.autosave_path
    assert offer_resume(second)
    second.controller.stop()

    assert plain(second.windowTitle()).startswith("g2.ingenious[*]")
    assert second.isWindowModified()  # the placement after saving is not in g2 yet
    assert second.documents.save()
    assert load_record(g2).events == second.controller.game.log
    assert not second.isWindowModified()


def test_a_fresh_games_save_dialog_starts_in_documents_with_a_dated_name(window, monkeypatch):
    asked = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda parent, title, start, *rest: asked.append(start)
                        or ("", ""))
    window.new_game(GameSetup("standard", (Seat("Ada"), BOT)))

    assert not window.documents.save()

    start = Path(asked[0])
    assert start.parent in (documents_dir(), Path.home()) and start.parent.is_dir()
    assert re.fullmatch(r"ingenious \d{4}-\d\d-\d\d \d\d-\d\d\.ingenious", start.name)


# ----------------------------------------------------------------- 14: "You win!"


def test_the_default_name_you_is_spoken_to_in_the_second_person(window, qtbot, tmp_path):
    you = Seat("You")
    game, reaching = game_about_to_reach_18()
    window.start_game(game, seats_with_human_to_move(game, you))
    assert window.scene.status_text == "Your turn to place a tile"
    window.scene.placementRequested.emit(reaching)
    assert window.scene.status_text == "Ingenious! You owe a bonus placement"
    assert window.log.view.item(window.log.view.count() - 1).text().startswith("You place ")

    swap_game = game_at_a_swap_offer()
    window.start_game(swap_game, seats_with_human_to_move(swap_game, you))
    assert window.scene.status_text == "You may swap your rack"
    window.controller.answer_swap(True)
    assert any(line.text.startswith("You swap: your whole rack is set aside") for line in window.controller.log_lines)

    finished = load_record(EXAMPLES / "standard-2p-complete.ingenious")
    winner = finished.replay().ranking()[0][0]
    seats = [you if seat == winner else BOT for seat in range(2)]
    path = tmp_path / "won.ingenious"
    path.write_text(dumps_record(finished.replay(), seats))
    window.documents.open_file(path)
    over = window.findChild(GameOverDialog)
    assert "You win!" in over.summary.text() and "wins" not in over.summary.text()
    assert window.log.view.item(window.log.view.count() - 1).text() == "Game over: You win"


# ----------------------------------------------------------------- 18: new seats are computers


def test_new_seats_are_computers_at_the_level_of_the_others(qtbot):
    dialog = NewGameDialog(GameSetup("standard", (Seat("You"), Seat("Computer", "ai", "hard"))))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.variant.setFocus()
    while not dialog.variant.currentText().startswith("Standard, 4"):
        qtbot.keyClick(dialog.variant, Qt.Key.Key_Down)

    setup = dialog.setup()

    assert [seat.kind for seat in setup.seats] == ["human", "ai", "ai", "ai"]
    assert [seat.level for seat in setup.seats[1:]] == ["hard", "hard", "hard"]


# ----------------------------------------------------------------- 21: the window title


def test_the_title_names_the_file_once_marks_unsaved_changes_and_ctrl_s_saves(window, qtbot, tmp_path):
    path = tmp_path / "g2.ingenious"
    path.write_text(dumps_record(dealt_game(seed=5), [Seat("Ada"), BOT]))
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)  # a shortcut needs its window active

    assert window.documents.open_file(path)
    assert plain(window.windowTitle()) == "g2.ingenious[*] — Ingenious Desktop"
    assert not window.isWindowModified()

    place_and_keep(window, window.controller.game.legal_placements()[0])
    window.controller.stop()
    assert window.isWindowModified()
    qtbot.keyClick(window.focusWidget(), Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)

    assert not window.isWindowModified()
    assert load_record(path).events == window.controller.game.log


def test_a_new_game_is_titled_as_such_with_the_app_name_once(window):
    window.new_game(GameSetup("standard", (Seat("Ada"), BOT)))
    assert window.windowTitle() == "New game[*] — Ingenious Desktop"
    assert not window.isWindowModified()


# ----------------------------------------------------------------- 23: the solo result explained


def test_the_solo_game_over_shows_how_the_three_lowest_colours_make_the_result(qtbot):
    game = load_record(EXAMPLES / "solo-1p-complete.ingenious").replay()
    lowest = sorted(game.scores[0])[:3]

    dialog = GameOverDialog(game, [Seat("Ann")], best_solo="000000")
    qtbot.addWidget(dialog)
    text = dialog.summary.text()

    assert f"Solo result: {game.solo_result()}" in text
    assert "".join(f"{score:02d}" for score in lowest) == game.solo_result()
    for score in lowest:
        assert f"&nbsp;{score}&nbsp;</td>" in text and f"<b>{score:02d}</b>" in text  # the chip above its digits
    assert "<b>1.</b>" not in text and "Ann" not in text  # no ranking of one player
    assert "A new best! Your best so far was 000000" in text

    dialog = GameOverDialog(game, [Seat("Ann")], best_solo="363636")
    qtbot.addWidget(dialog)
    assert "Your best so far: <b>363636</b>" in dialog.summary.text()


def test_opening_a_file_at_launch_keeps_an_unreadable_autosave_aside_first(qapp, tmp_path, monkeypatch,
                                                                           message_boxes):
    from PySide6.QtCore import QStandardPaths, QTimer
    from PySide6.QtWidgets import QApplication

    from ingenious_desktop.app import storage
    from ingenious_desktop.ui.window.main_window import MainWindow

    QStandardPaths.setTestModeEnabled(True)
    monkeypatch.setattr(main, "ORGANISATION", f"ingenious-test-{tmp_path.name}")
    autosave = tmp_path / "autosave.ingenious"
    monkeypatch.setattr(storage, "autosave_path", lambda: autosave)
    autosave.write_bytes(b'{"format": "ingenious-save", "version": 2}')

    def close():
        next(w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible()).close()

    QTimer.singleShot(0, close)
    assert main.run([str(EXAMPLES / "standard-2p-midgame.ingenious")]) == 0
    qapp.setOrganizationName("")

    kept = [p for p in tmp_path.iterdir() if "unreadable" in p.name]
    assert len(kept) == 1 and kept[0].read_bytes() == b'{"format": "ingenious-save", "version": 2}'
    assert load_record(autosave).events == load_record(EXAMPLES / "standard-2p-midgame.ingenious").events
    assert len(message_boxes) == 1 and str(kept[0]) in message_boxes[0].text
