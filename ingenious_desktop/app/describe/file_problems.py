"""What is wrong with a file: a saved game this program cannot open, or the statistics file."""

from __future__ import annotations

import json
from errno import EACCES, EISDIR, ENOENT, EPERM

from ingenious_desktop.engine import (CANNOT_READ, EVENT_NOT_AN_OBJECT, NAME_NOT_TEXT, NO_SUCH_SEAT, NOT_A_REGULAR_FILE,
                                      NOT_AN_OBJECT, NOT_JSON, NOT_OUR_FORMAT, NOT_TILE_STRINGS, NOT_TWO_CELLS,
                                      NOT_UTF8, PLAYER_NOT_AN_OBJECT, TOO_DEEP, TOO_LARGE, UNKNOWN_EVENT_TYPE,
                                      UNKNOWN_KIND, UNKNOWN_LEVEL, UNSUPPORTED_VERSION, WRONG_ENCODING, WRONG_TYPE,
                                      RecordError)

from .refusals import refusal
from .words import STATISTICS_LEFT_ALONE, STATISTICS_NOT_RESET, STATISTICS_UNSAVED, translate


def unreadable_record(error: RecordError) -> str:
    """Why a file is no game this program can open, as one sentence in the language now chosen: what is wrong
    with the file itself, or the rule of the game it breaks (its own message is the command-line tools' English)."""
    broken = error.broken
    if broken is None:
        told_apart = _TOLD_APART.get(error.problem)
        return told_apart(**error.details) if told_apart else _one_sentence(error.problem, error.details)
    if error.where == "file":
        return refusal(broken, [])
    return translate("describe", "Event {number} of the file breaks a rule. {rule}").format(
        number=broken.event_index, rule=refusal(broken, []))


def statistics_trouble(trouble) -> str:
    """What the player is told, once, when the statistics file could not be read or written."""
    if trouble.kind == STATISTICS_UNSAVED:
        return translate("describe", "The statistics could not be saved: {reason}").format(reason=trouble.reason)
    if trouble.kind == STATISTICS_NOT_RESET:
        return translate("describe", "The statistics could not be reset: {reason}").format(reason=trouble.reason)
    if trouble.kind == STATISTICS_LEFT_ALONE:
        return translate("describe", "The statistics file {file} could not be read ({reason}) nor set aside, "
                                     "so it is left as it is and this game is not counted.").format(
            file=trouble.file, reason=trouble.reason)
    return translate("describe", "The statistics file could not be read ({reason}). It was kept as {file} "
                                 "in the same folder, and the statistics start afresh.").format(
        file=trouble.file, reason=trouble.reason)


def _not_a_regular_file(kind: str, **_path) -> str:
    sentences = {
        "folder": translate("describe", "It is a folder, not a file."),
        "named pipe": translate("describe", "It is a named pipe, not a file."),
        "socket": translate("describe", "It is a socket, not a file."),
        "device": translate("describe", "It is a device, not a file."),
        "special file": translate("describe", "It is a special file, not a regular file."),
    }
    return sentences[kind]


def _cannot_read(why: str, errno: int | None, **_path) -> str:
    if errno == ENOENT:
        return translate("describe", "There is no such file: it may have been moved, renamed or deleted.")
    if errno == EISDIR:
        return _not_a_regular_file("folder")
    if errno in (EACCES, EPERM):
        return translate("describe", "This program is not allowed to read it.")
    return translate("describe", "It cannot be read: {reason}").format(reason=why)


def _not_json(line: int | None = None, column: int | None = None) -> str:
    if line is None:
        return translate("describe", "It is not JSON text, as a saved game is.")
    return translate("describe", "It is not JSON text, as a saved game is: reading stops at line {line}, "
                                 "column {column}.").format(line=line, column=column)


def _unsupported_version(version, supported: int) -> str:
    if version is None:
        return translate("describe", "It does not say which version of the format it is written in; this program "
                                     "reads version {supported}.").format(supported=supported)
    return translate("describe", "It is written in version {version} of the format; this program reads version "
                                 "{supported}.").format(version=_as_in_file(version), supported=supported)


def _wrong_type(key: str, type: str, player: int | None = None, event: int | None = None) -> str:
    kinds = {"string": translate("describe", "a string"), "list": translate("describe", "a list"),
             "object": translate("describe", "an object")}
    if player is not None:
        return translate("describe", "The “{key}” of player {number} must be {kind}.").format(
            key=key, number=player + 1, kind=kinds[type])
    if event is not None:
        return translate("describe", "The “{key}” of event {number} must be {kind}.").format(
            key=key, number=event, kind=kinds[type])
    return translate("describe", "The file’s “{key}” must be {kind}.").format(key=key, kind=kinds[type])


def _as_in_file(value) -> str:
    """A value from a broken file, as it is written there (shortened: a file may hold anything)."""
    text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)
    return text if len(text) <= SHOWN_VALUE_LENGTH else text[:SHOWN_VALUE_LENGTH - 1] + "…"


SHOWN_VALUE_LENGTH = 40


_TOLD_APART = {
    NOT_A_REGULAR_FILE: _not_a_regular_file,
    CANNOT_READ: _cannot_read,
    NOT_JSON: _not_json,
    UNSUPPORTED_VERSION: _unsupported_version,
    WRONG_TYPE: _wrong_type,
}


def _one_sentence(problem: str, details: dict) -> str:
    """The sentence for a problem that is always told the same way, its details filled in."""
    sentences = {
        TOO_LARGE: translate("describe", "It is larger than {limit} KiB, far larger than a saved game."),
        WRONG_ENCODING: translate("describe", "It is {encoding} text; a saved game is UTF-8 text."),
        NOT_UTF8: translate("describe", "It is not UTF-8 text (byte {byte} at position {offset}); "
                                        "a saved game is UTF-8 text."),
        TOO_DEEP: translate("describe", "Its JSON is nested too deeply to be a saved game."),
        NOT_AN_OBJECT: translate("describe", "It is JSON, but not the JSON object a saved game is."),
        NOT_OUR_FORMAT: translate("describe", "It is JSON, but not a saved game of this program: its "
                                              "“format” is not “{format}”."),
        PLAYER_NOT_AN_OBJECT: translate("describe", "Player {number} of the file is not a JSON object."),
        NAME_NOT_TEXT: translate("describe", "The name of player {number} is not text: it holds a lone "
                                             "surrogate escape, which is no character."),
        UNKNOWN_KIND: translate("describe", "Player {number} is of the kind “{kind}”; a player is "
                                            "“human” or “ai”."),
        UNKNOWN_LEVEL: translate("describe", "Player {number} plays at the level “{level}”; the "
                                             "levels are “easy”, “medium” and “hard”."),
        EVENT_NOT_AN_OBJECT: translate("describe", "Event {number} of the file is not a JSON object."),
        NO_SUCH_SEAT: translate("describe", "Event {number} names no seat of this game: its "
                                            "“player” must be from 0 to {last}."),
        NOT_TILE_STRINGS: translate("describe", "The “tiles” of event {number} must be a list of tiles, "
                                                "each a string."),
        NOT_TWO_CELLS: translate("describe", "The “at” of event {number} must be two cells, each [q, r] "
                                             "in whole numbers."),
        UNKNOWN_EVENT_TYPE: translate("describe", "Event {number} is of the type “{type}”; an "
                                                  "event is “draw”, “place” or “swap”."),
    }
    return sentences[problem].format(**_as_shown(details))


def _as_shown(details: dict) -> dict:
    """A problem's details as its sentence shows them: a player counted from 1, an event as the file counts
    it, the last seat's number, a byte in hexadecimal, and what the file says as it says it."""
    shown = dict(details)
    if "player" in shown:
        shown["number"] = shown.pop("player") + 1
    if "event" in shown:
        shown["number"] = shown.pop("event")
    if "players" in shown:
        shown["last"] = shown.pop("players") - 1
    if "byte" in shown:
        shown["byte"] = f"{shown['byte']:#04x}"
    for from_the_file in ("kind", "level", "type"):
        if from_the_file in shown:
            shown[from_the_file] = _as_in_file(shown[from_the_file])
    return shown
