"""The learner's file: the network the hard level searches two plies deep with (docs/learner.md).

The file (``resources/models/learner-2p.bin``) is a magic line, one line of JSON (the header: the
variant it was trained on, the layer sizes, the summary it reads, how it was made, and a checksum
of the header and the numbers), then the numbers as little-endian float32: for each layer its
weights (inputs x outputs, row-major), then its biases. It is read from a regular file of at most
MAX_MODEL_BYTES; every fault is one :class:`.files.ModelError` naming the file. The command
``python -m ingenious_desktop.ai.training.export_learner`` writes it from a learner's weights.
"""

from __future__ import annotations

import json
import math
import sys
from array import array
from dataclasses import dataclass, field
from functools import lru_cache

from .. import native
from .files import MAX_WEIGHT, ModelError, parse_json, read_regular_bytes, resource_file
from .network_file import _checksum

LEARNER_FILE = "models/learner-2p.bin"
MAGIC = b"INGENIOUS-LEARNER\n"
FORMAT = "ingenious-desktop learner"
FORMAT_VERSION = 1
#: Numbers in a summary row (ai/training/summary.py: 6 colours x 12, then 8; a test holds them equal).
SUMMARY_SIZE = 80
#: The summary's colours sorted (canonical), as the learner preset reads them.
SUMMARY = "canonical"
MAX_HEADER_BYTES = 64 * 1024
#: The largest hidden layer a file may ask for.
MAX_LAYER = 1024
WHAT = "the learner's network"
#: The variants (name, players) the file's network plays: those the learner was trained on.
LEARNER_VARIANTS = (("standard", 2),)


@dataclass(frozen=True, eq=False)
class LearnerNetwork:
    """A learner's checked network as plain data (it travels to the helper process): the layer
    sizes, its float32 numbers in the file's order, and their checksum; :meth:`values` judges
    summary rows in the core."""

    sizes: tuple[int, ...]
    payload: bytes
    checksum: str
    _core: list = field(default_factory=list, repr=False)

    def __getstate__(self):
        return {"sizes": self.sizes, "payload": self.payload, "checksum": self.checksum}

    def __setstate__(self, state):
        for name, value in {**state, "_core": []}.items():
            object.__setattr__(self, name, value)

    def core(self) -> native.LearnedNetwork:
        """The network in the core (built once in each process)."""
        if not self._core:
            self._core.append(_core_network(self.sizes, self.payload))
        return self._core[0]

    def values(self, rows: bytes) -> array:
        """The value in [-1, 1] of each float32 summary row of ``rows`` for the seat that just placed."""
        return array("f", self.core().values(rows))


@lru_cache(maxsize=4)
def _core_network(sizes: tuple[int, ...], payload: bytes) -> native.LearnedNetwork:
    weights, biases, at = [], [], 0
    for n_in, n_out in zip(sizes, sizes[1:]):
        weights.append(payload[at:at + 4 * n_in * n_out])
        at += 4 * n_in * n_out
        biases.append(payload[at:at + 4 * n_out])
        at += 4 * n_out
    return native.LearnedNetwork(sizes, [array("f", w) for w in weights], [array("f", b) for b in biases])


def number_count(sizes) -> int:
    """How many float32 numbers a network of layer ``sizes`` holds."""
    return sum(n_in * n_out + n_out for n_in, n_out in zip(sizes, sizes[1:]))


def encode_learner_file(sizes: list[int], payload: bytes, made_by: dict) -> bytes:
    """The bytes of a learner file: layer ``sizes``, ``payload`` its numbers (little-endian float32
    in the file's order), ``made_by`` how they were made."""
    header = {"format": FORMAT, "version": FORMAT_VERSION, "variants": [list(v) for v in LEARNER_VARIANTS],
              "summary": SUMMARY, "sizes": list(sizes), "made_by": made_by}
    header["checksum"] = _checksum(header, payload)
    return MAGIC + json.dumps(header, sort_keys=True, separators=(",", ":")).encode("utf-8") + b"\n" + payload


def parse_learner_file(raw: bytes, source) -> LearnerNetwork:
    """The network in a file's bytes; ModelError naming ``source`` for anything else."""
    if not raw.startswith(MAGIC):
        raise ModelError(f"{source}: not a learner file")
    end = raw.find(b"\n", len(MAGIC), len(MAGIC) + MAX_HEADER_BYTES)
    try:
        if end < 0:
            raise UnicodeDecodeError("utf-8", b"", 0, 1, "no header line")
        header = parse_json(raw[len(MAGIC):end].decode("utf-8"), source, WHAT)
    except UnicodeDecodeError:
        raise ModelError(f"{source}: {WHAT} has no readable header") from None
    payload = raw[end + 1:]
    try:
        return _network(header, payload, source)
    except (KeyError, TypeError, AttributeError, ValueError) as error:
        raise ModelError(f"{source}: {WHAT} is broken ({error})") from None


def _network(header, payload: bytes, source) -> LearnerNetwork:
    if not isinstance(header, dict) or header.get("format") != FORMAT or header.get("version") != FORMAT_VERSION:
        raise ModelError(f"{source}: not a version {FORMAT_VERSION} {FORMAT}")
    checksum = _checksum(header, payload)
    if header.get("checksum") != checksum:
        raise ModelError(f"{source}: {WHAT} was changed after it was made (its numbers do not match their checksum)")
    sizes = tuple(header["sizes"])
    if [tuple(v) for v in header["variants"]] != list(LEARNER_VARIANTS) or header["summary"] != SUMMARY:
        raise ModelError(f"{source}: {WHAT} was trained for other games or inputs than this program plays")
    if len(sizes) < 2 or sizes[0] != SUMMARY_SIZE or sizes[-1] != 1 or not all(
            isinstance(n, int) and not isinstance(n, bool) and 1 <= n <= MAX_LAYER for n in sizes):
        raise ModelError(f"{source}: {WHAT}'s layers are not {SUMMARY_SIZE} inputs, hidden layers and one output")
    if len(payload) != 4 * number_count(sizes):
        raise ModelError(f"{source}: {WHAT} holds the wrong number of weights")
    numbers = array("f", payload)
    if sys.byteorder == "big":
        numbers.byteswap()
    # NaN makes the sum NaN, where min() and max() may pass over it
    if not (-MAX_WEIGHT <= min(numbers) and max(numbers) <= MAX_WEIGHT and math.isfinite(sum(numbers))):
        raise ModelError(f"{source}: {WHAT}'s weights are broken")
    return LearnerNetwork(sizes, numbers.tobytes(), checksum)


def read_learner_file(path) -> LearnerNetwork:
    """The network in the file at ``path`` (a path or a resource); ModelError naming it."""
    return parse_learner_file(read_regular_bytes(path, WHAT), path)


def shipped_learner_path():
    """Where the game reads its learner: LEARNER_FILE among the package's resources."""
    return resource_file(LEARNER_FILE)


def plays(variant: str, players: int) -> bool:
    """Whether the shipped learner plays ``variant`` with ``players`` (else the hard level searches as before)."""
    return (variant, players) in LEARNER_VARIANTS


def load_learner() -> LearnerNetwork:
    """The shipped learner (read and checked once, its core network built); ModelError naming the file."""
    return _learner_in(shipped_learner_path())


def forget_learner() -> None:
    """Let go of the learner read so far: the next :func:`load_learner` reads its file again."""
    _learner_in.cache_clear()
    _core_network.cache_clear()


@lru_cache(maxsize=None)
def _learner_in(path) -> LearnerNetwork:
    network = read_learner_file(path)
    try:
        network.core()
    except ValueError as error:
        raise ModelError(f"{path}: {WHAT} is broken ({error})") from None
    return network


def check_learner() -> None:
    """ModelError unless the shipped learner reads soundly (checked at start)."""
    load_learner()
