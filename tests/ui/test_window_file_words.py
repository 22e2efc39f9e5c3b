"""Issue 13: a German window says in German what is wrong with a file it cannot open or an autosave it
cannot read, not in the command-line tools' English."""

from __future__ import annotations

import json

import pytest

from ingenious_desktop.engine import Seat, dumps_record
from ingenious_desktop.ui.window.main import offer_resume

from games import dealt_game

SEATS = [Seat("Ada"), Seat("Bot", "ai", "easy")]


def record_text() -> str:
    return dumps_record(dealt_game(seed=5), SEATS)


@pytest.mark.parametrize("content, reason", [
    (b"{ not json", "Die Datei enthält keinen JSON-Text, wie ihn ein gespeichertes Spiel enthält: "
                    "Das Lesen bricht in Zeile 1, Spalte 3 ab."),
    (json.dumps({**json.loads(record_text()), "version": 2}).encode(),
     "Die Datei ist in Version 2 des Formats geschrieben; dieses Programm liest Version 1."),
    ("{}".encode("utf-16"), "Die Datei ist UTF-16-Text; ein gespeichertes Spiel ist UTF-8-Text."),
], ids=["not JSON", "version 2", "UTF-16"])
def test_a_german_window_opening_a_broken_file_says_what_is_wrong_in_german(make_window, message_boxes, german,
                                                                             tmp_path, content, reason):
    window = make_window()
    broken = tmp_path / "kaputt.ingenious"
    broken.write_bytes(content)

    assert not window.documents.open_file(broken)

    (told,) = message_boxes
    assert told.title == "Diese Datei lässt sich nicht öffnen"
    assert f"\n\n{reason}\n\n" in told.text
    assert "not" not in told.text and "version" not in told.text


def test_a_german_window_says_in_german_why_the_autosave_could_not_be_read(make_window, message_boxes, german):
    window = make_window()
    window.controller.autosave_path.write_bytes(b"\xff garbage")

    assert not offer_resume(window)

    (told,) = message_boxes
    assert "Die Datei ist kein UTF-8-Text (Byte 0xff an Position 0); ein gespeichertes Spiel ist UTF-8-Text." \
        in told.text
