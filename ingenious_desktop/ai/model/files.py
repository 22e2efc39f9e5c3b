"""Reading the files the computer players trust: the value model and the coach's calibration.

A model file is JSON read from a regular file of at most MAX_MODEL_BYTES (a named pipe or a
device in its place is refused at once, never waited on), with a header naming its format and
version and a ``checksum`` of all the rest written by the command that made it
(:func:`weights_checksum`): weights changed by hand (shuffled, negated, zeroed) are refused
instead of played with. Every fault is one :class:`ModelError` naming the file.
"""

from __future__ import annotations

import hashlib
import json
import math
import os
import stat
from importlib import resources

from .. import native

#: The largest model file read (the shipped ones are far smaller).
MAX_MODEL_BYTES = 16 * 1024 * 1024
#: No weight of a model may be larger than this in size: the core's own bound, which it checks
#: again for every model it is given (fitted weights stay far below it).
MAX_WEIGHT = native.MAX_WEIGHT
#: The key of a model file that holds the checksum of everything else in it.
CHECKSUM = "checksum"


class ModelError(Exception):
    """A model file is missing, unreadable, changed after training, or not one this program can use."""


def resource_file(name: str):
    """The shipped resource ``name`` (e.g. ``models/value.json``) as a path."""
    return resources.files("ingenious_desktop.resources").joinpath(name)


def read_data_file(path, what: str, parse):
    """``parse(data, path)`` of the JSON in the file at ``path`` (a path or a resource), after its
    checksum is verified; a file that cannot be read as such is a ModelError naming it and ``what``
    it should have held."""
    raw = read_regular_bytes(path, what)
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise ModelError(f"{path}: {what} cannot be read (not UTF-8 text)") from None
    data = parse_json(text, path, what)
    verify_checksum(data, path, what)
    return parse(data, path)


def parse_json(text: str, path, what: str):
    """The JSON in ``text``; ModelError naming ``path`` and ``what`` it should have held."""
    try:
        return json.loads(text)
    except RecursionError:
        raise ModelError(f"{path}: {what} cannot be read (nested too deeply)") from None
    except ValueError as error:
        raise ModelError(f"{path}: {what} cannot be read ({error})") from None


def data_file_reader(what: str, parse):
    """A function reading such a file at a path (or a resource) into ``parse(data, path)``, ModelError naming it."""
    def read(path):
        return read_data_file(path, what, parse)

    return read


def read_regular_bytes(path, what: str) -> bytes:
    """The bytes of the regular file at ``path`` (a path or a resource), at most MAX_MODEL_BYTES;
    ModelError naming it and ``what`` it should have held (a pipe or a device is never waited on)."""
    with resources.as_file(path) as real:
        try:
            descriptor = os.open(real, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
            with os.fdopen(descriptor, "rb") as file:
                if not stat.S_ISREG(os.fstat(file.fileno()).st_mode):
                    raise ModelError(f"{path}: {what} cannot be read (not a regular file)")
                raw = file.read(MAX_MODEL_BYTES + 1)
        except OSError as error:
            raise ModelError(f"{path}: {what} cannot be read ({error.strerror or error})") from None
    if len(raw) > MAX_MODEL_BYTES:
        raise ModelError(f"{path}: {what} cannot be read (larger than {MAX_MODEL_BYTES // (1024 * 1024)} MB)")
    return raw


def weights_checksum(data: dict) -> str:
    """The checksum a model file carries: SHA-256 of all its other entries as canonical JSON."""
    rest = {key: value for key, value in data.items() if key != CHECKSUM}
    canonical = json.dumps(rest, sort_keys=True, separators=(",", ":"), allow_nan=False)
    return "sha256:" + hashlib.sha256(canonical.encode("utf-8")).hexdigest()


def with_checksum(data: dict) -> dict:
    """``data`` with the checksum of its weights added, as the commands that write model files store it."""
    return {**data, CHECKSUM: weights_checksum(data)}


def verify_checksum(data, source, what: str) -> None:
    """ModelError unless ``data`` carries the checksum of its own weights."""
    try:
        matches = data[CHECKSUM] == weights_checksum(data)
    except (KeyError, TypeError, ValueError, AttributeError):
        raise ModelError(f"{source}: {what} has no valid checksum of its weights") from None
    if not matches:
        raise ModelError(f"{source}: {what} was changed after it was made (its weights do not match their checksum)")


def check_header(data, source, kind: str, version: int, names_key: str, names: tuple, mismatch: str) -> None:
    """ModelError (naming ``source``) unless ``data`` is ``version`` of ``kind`` over exactly ``names``."""
    if data["format"] != kind or data["version"] != version:
        raise ModelError(f"{source}: not a version {version} {kind}")
    if tuple(data[names_key]) != names:
        raise ModelError(f"{source}: {mismatch}")


def weights_broken(rows, width: int) -> bool:
    """Is any row of weights not ``width`` finite numbers of a sane size (or are there none)?"""
    return not isinstance(rows, list) or not rows or any(
        not isinstance(row, list) or len(row) != width or not all(is_weight(w) for w in row) for row in rows)


def is_weight(value) -> bool:
    """A number a model may hold: an int or float (never a bool), finite, at most MAX_WEIGHT in size."""
    return (isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)
            and abs(value) <= MAX_WEIGHT)
