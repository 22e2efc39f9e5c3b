"""Issue 13: what is wrong with a file that is not a saved game is named by a key the window words in the
player's language, while the English message (what the command-line tools print) stays as it was."""

from __future__ import annotations

import errno
import json
import os
from pathlib import Path

import pytest

from ingenious_desktop.app.describe import unreadable_record
from ingenious_desktop.engine import (BREAKS_A_RULE, CANNOT_READ, EVENT_NOT_AN_OBJECT, MAX_RECORD_BYTES, NAME_NOT_TEXT,
                                      NO_SUCH_SEAT, NOT_A_REGULAR_FILE, NOT_AN_OBJECT, NOT_JSON, NOT_OUR_FORMAT,
                                      NOT_TILE_STRINGS, NOT_TWO_CELLS, NOT_UTF8, PLAYER_NOT_AN_OBJECT, PROBLEMS,
                                      SPECIAL_KINDS, TOO_DEEP, TOO_LARGE, UNKNOWN_EVENT_TYPE, UNKNOWN_KIND,
                                      UNKNOWN_LEVEL, UNSUPPORTED_VERSION, UNKNOWN_VARIANT, WRONG_ENCODING, WRONG_TYPE,
                                      RecordError, load_record, parse_record)

RECORD = {"format": "ingenious-save", "version": 1, "variant": "standard",
          "players": [{"name": "Ada"}, {"name": "Ben"}],
          "events": [{"type": "draw", "player": 0, "tiles": ["RO", "GB", "YY", "PP", "OG", "BR"]}]}


def with_(**change) -> bytes:
    return json.dumps({**RECORD, **change}).encode()


def with_player(**change) -> bytes:
    return with_(players=[{"name": "Ada"}, {"name": "Ben", **change}])


def with_event(event) -> bytes:
    return with_(events=[event])


#: (the file, the problem named, its details, the English message the command-line tools print, as before)
BROKEN_FILES = [
    (b"{ not json", NOT_JSON, {"line": 1, "column": 3},
     "file: not JSON (Expecting property name enclosed in double quotes: line 1 column 3 (char 2))"),
    (b'{"a": ' + b"9" * 5000 + b"}", NOT_JSON, {}, None),
    ("{}".encode("utf-16"), WRONG_ENCODING, {"encoding": "UTF-16"}, "file: UTF-16 text, not UTF-8: a saved game is UTF-8"),
    (b'{"a": "\xe9"}', NOT_UTF8, {"byte": 0xE9, "offset": 7},
     "file: not UTF-8 text (byte 0xe9 at offset 7): a saved game is UTF-8"),
    (b"[" * 100_000, TOO_DEEP, {}, "file: nested too deeply to be a saved game"),
    (b"[1]", NOT_AN_OBJECT, {}, "file: not a saved game: the top level is not an object"),
    (with_(format="chess"), NOT_OUR_FORMAT, {"format": "ingenious-save"},
     'file: not a saved game: "format" is not "ingenious-save"'),
    (with_(version=2), UNSUPPORTED_VERSION, {"version": 2, "supported": 1},
     "file: version 2 is not supported (this program reads version 1)"),
    (with_(version=None), UNSUPPORTED_VERSION, {"version": None, "supported": 1},
     "file: version None is not supported (this program reads version 1)"),
    (with_(variant=7), WRONG_TYPE, {"key": "variant", "type": "string"}, 'file: "variant" must be a string'),
    (with_player(name=3), WRONG_TYPE, {"key": "name", "type": "string", "player": 1},
     'file: player 1 "name" must be a string'),
    (with_event({"type": "draw", "player": 0, "tiles": "RO"}), WRONG_TYPE, {"key": "tiles", "type": "list", "event": 0},
     'event 0: "tiles" must be a list'),
    (with_(players=["Ada", "Ben"]), PLAYER_NOT_AN_OBJECT, {"player": 0}, "file: player 0 is not an object"),
    (with_player(name="\ud800"), NAME_NOT_TEXT, {"player": 1},
     'file: player 1 "name" holds a lone surrogate escape (such as \\ud800): not text'),
    (with_player(kind="robot"), UNKNOWN_KIND, {"player": 1, "kind": "robot"},
     "file: player 1 has kind 'robot': one of human, ai"),
    (with_player(kind="ai", level="genius"), UNKNOWN_LEVEL, {"player": 1, "level": "genius"},
     "file: player 1 has level 'genius': one of easy, medium, hard"),
    (with_event([]), EVENT_NOT_AN_OBJECT, {"event": 0}, "event 0: an event is an object"),
    (with_event({"type": "swap", "player": 2}), NO_SUCH_SEAT, {"event": 0, "players": 2},
     'event 0: "player" must be a seat from 0 to 1'),
    (with_event({"type": "draw", "player": 0, "tiles": [1]}), NOT_TILE_STRINGS, {"event": 0},
     'event 0: "tiles" must be a list of tile strings'),
    (with_event({"type": "place", "player": 0, "tile": "RO", "at": [[0, 0]]}), NOT_TWO_CELLS, {"event": 0},
     'event 0: "at" must be two cells, each [q, r] in whole numbers'),
    (with_event({"type": "pass", "player": 0}), UNKNOWN_EVENT_TYPE, {"event": 0, "type": "pass"},
     "event 0: unknown event type 'pass': draw, place or swap"),
    (with_(variant="chess"), BREAKS_A_RULE, {}, "file: unknown variant 'chess': one of standard, travel, team, solo"),
]
#: A problem of each kind, with the details the engine gives it.
EVERY_PROBLEM = {
    NOT_A_REGULAR_FILE: {"file": "/tmp/x", "kind": "named pipe"},
    CANNOT_READ: {"file": "/tmp/x", "why": "Input/output error", "errno": 5},
    TOO_LARGE: {"limit": 2048},
    **{problem: details for _, problem, details, _ in BROKEN_FILES if problem != BREAKS_A_RULE},
}
#: Words of the English sentences that would show through a German one left untranslated.
ENGLISH = ("It is", "must be", "The file", "Player", "Event", "not a", "English")


def refused(action) -> RecordError:
    with pytest.raises(RecordError) as caught:
        action()
    return caught.value


def test_the_problems_named_are_a_closed_set_and_each_is_worded():
    assert set(EVERY_PROBLEM) | {BREAKS_A_RULE} == set(PROBLEMS)


@pytest.mark.parametrize("data, problem, details, message", BROKEN_FILES, ids=[row[1] for row in BROKEN_FILES])
def test_the_engine_names_what_is_wrong_with_a_file_and_keeps_its_english_message(data, problem, details, message):
    error = refused(lambda: parse_record(data))

    assert error.problem == problem
    assert error.details == details
    if message is not None:
        assert str(error) == message


def test_a_file_over_the_size_limit_a_folder_and_a_missing_file_name_their_problems(tmp_path):
    big = tmp_path / "big.ingenious"
    big.write_bytes(b" " * (MAX_RECORD_BYTES + 1))

    assert (refused(lambda: load_record(big)).problem, refused(lambda: load_record(big)).details) == \
        (TOO_LARGE, {"limit": MAX_RECORD_BYTES // 1024})
    folder = refused(lambda: load_record(tmp_path))
    assert (folder.problem, folder.details["errno"]) == (CANNOT_READ, errno.EISDIR)
    assert str(folder) == f"file: cannot read {tmp_path}: Is a directory"
    missing = refused(lambda: load_record(tmp_path / "gone.ingenious"))
    assert (missing.problem, missing.details["errno"]) == (CANNOT_READ, errno.ENOENT)
    assert str(missing) == f"file: cannot read {tmp_path / 'gone.ingenious'}: No such file or directory"


@pytest.mark.parametrize("problem", sorted(EVERY_PROBLEM))
def test_every_problem_is_one_german_sentence_with_nothing_english_in_it(german, problem):
    error = RecordError("file", "the English message", problem, **EVERY_PROBLEM[problem])

    sentence = unreadable_record(error)

    assert sentence and "{" not in sentence and not any(word in sentence for word in ENGLISH), sentence


@pytest.mark.parametrize("kind", SPECIAL_KINDS)
def test_each_kind_of_special_file_has_its_german_sentence(german, kind):
    sentence = unreadable_record(RecordError("file", "", NOT_A_REGULAR_FILE, file="/tmp/x", kind=kind))

    assert sentence.startswith("Das ist ") and "not" not in sentence


def test_in_german_the_common_problems_read_as_german_sentences(german, tmp_path):
    def said(data: bytes) -> str:
        return unreadable_record(refused(lambda: parse_record(data)))

    assert said(b"{ not json") == "Die Datei enthält keinen JSON-Text, wie ihn ein gespeichertes Spiel enthält: " \
                                  "Das Lesen bricht in Zeile 1, Spalte 3 ab."
    assert said(with_(version=2)) == "Die Datei ist in Version 2 des Formats geschrieben; " \
                                     "dieses Programm liest Version 1."
    assert said(with_(variant="chess")) == "Nicht erlaubt: „chess“ ist keine Variante, die dieses Programm kennt"
    assert unreadable_record(refused(lambda: load_record(tmp_path / "gone.ingenious"))) == \
        "Diese Datei gibt es nicht: Vielleicht wurde sie verschoben, umbenannt oder gelöscht."
    assert unreadable_record(refused(lambda: load_record(tmp_path))) == "Das ist ein Ordner, keine Datei."


def test_a_value_from_the_file_is_shown_as_written_there_and_shortened(qapp):
    long_kind = refused(lambda: parse_record(with_player(kind="x" * 500)))
    listed_type = refused(lambda: parse_record(with_event({"type": [1, "a"], "player": 0})))

    assert unreadable_record(long_kind) == f"Player 2 is of the kind “{'x' * 39}…”; a player is “human” or “ai”."
    assert "“[1, \"a\"]”" in unreadable_record(listed_type)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_a_named_pipe_is_named_as_one(qapp, tmp_path):
    pipe = Path(tmp_path / "pipe.ingenious")
    os.mkfifo(pipe)

    assert unreadable_record(refused(lambda: load_record(pipe))) == "It is a named pipe, not a file."
