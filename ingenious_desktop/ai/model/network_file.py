"""The value network's file: one network for each variant a network judges, as the compiled core evaluates them.

The file (``resources/models/network.bin``) is a magic line, one line of JSON (the header: each
variant's network, its sizes and where its numbers lie, the command and seed that made it, and a
checksum of the header and the numbers), then the numbers themselves as little-endian float32 in
the order docs/architecture.md ("The value network") gives. It is read from a regular file of at
most MAX_MODEL_BYTES; every fault is one :class:`.files.ModelError` naming the file.
"""

from __future__ import annotations

import hashlib
import json
import math
import sys
from array import array
from dataclasses import dataclass
from functools import lru_cache

from ingenious_desktop.engine import make_variant

from .. import native
from .features import FEATURE_NAMES
from .files import MAX_WEIGHT, ModelError, parse_json, read_regular_bytes, resource_file
from .value import VARIANTS, model_key

NETWORK_FILE = "models/network.bin"
MAGIC = b"INGENIOUS-NETWORK\n"
FORMAT = "ingenious-desktop value network"
FORMAT_VERSION = 1
#: The longest header read (the shipped one is about a kilobyte).
MAX_HEADER_BYTES = 64 * 1024
#: The largest hidden layer a file may ask for.
MAX_LAYER = 1024
WHAT = "the value network"
#: The variants judged by a value network, the ones the file holds: team play is judged by the
#: hand-made value model, which scored higher there (0.825 against 0.725 of 40 games against the
#: frozen hard; benchmarks/value-network.md), so no team network is trained or shipped.
NETWORK_VARIANTS = (("standard", 2), ("standard", 3), ("standard", 4), ("travel", 2), ("solo", 1))


@dataclass(frozen=True)
class NetworkEntry:
    """One variant's network as the file stores it: "win" or "result", its sizes and its float32 numbers."""

    kind: str
    sizes: native.NetworkSizes
    payload: bytes

    def core_model(self, variant: str, players: int) -> native.Model:
        return native.Model.network(self.kind, variant, players, self.sizes, self.payload)


def network_sizes(variant: str, players: int, l1: int, l2: int, units: int) -> native.NetworkSizes:
    """The sizes of a network for ``variant`` with ``players``, hidden layers ``l1`` and ``l2`` and ``units`` tanh units."""
    rules = make_variant(variant, players)
    return native.NetworkSizes(3 * rules.radius * (rules.radius + 1) + 1, rules.cap, rules.holders, l1, l2, units)


def kind_of(variant: str, players: int) -> str:
    """"win" for a network of win chances, "result" for solo's expected result."""
    return "result" if make_variant(variant, players).holders == 1 else "win"


def number_count(sizes: native.NetworkSizes, kind: str) -> int:
    """How many float32 numbers a network of ``sizes`` holds."""
    outputs = 1 if kind == "win" else 3
    dense = len(FEATURE_NAMES)
    inputs = 6 * sizes.cells + 12 * (sizes.cap + 1) + 21 + dense
    return (inputs * sizes.l1 + sizes.l1 + sizes.l1 * sizes.l2 + sizes.l2 + sizes.l2 * outputs + outputs + dense * outputs
            + dense * sizes.units + sizes.units + sizes.units * outputs)


def encode_network_file(entries: dict[str, NetworkEntry], made_by: dict) -> bytes:
    """The bytes of a network file holding ``entries`` (by model key), ``made_by`` saying how they were made."""
    networks, offset = {}, 0
    for key, entry in entries.items():
        networks[key] = {"kind": entry.kind, **entry.sizes._asdict(), "offset": offset, "length": len(entry.payload)}
        offset += len(entry.payload)
    header = {"format": FORMAT, "version": FORMAT_VERSION, "features": list(FEATURE_NAMES), "made_by": made_by,
              "networks": networks}
    payload = b"".join(entry.payload for entry in entries.values())
    header["checksum"] = _checksum(header, payload)
    return MAGIC + json.dumps(header, sort_keys=True, separators=(",", ":")).encode("utf-8") + b"\n" + payload


def parse_network_file(raw: bytes, source) -> dict[str, NetworkEntry]:
    """The networks of a file's bytes, by model key; ModelError naming ``source`` for anything else."""
    if not raw.startswith(MAGIC):
        raise ModelError(f"{source}: not a value network file")
    end = raw.find(b"\n", len(MAGIC), len(MAGIC) + MAX_HEADER_BYTES)
    if end < 0:
        raise ModelError(f"{source}: {WHAT} has no readable header")
    try:
        header = parse_json(raw[len(MAGIC):end].decode("utf-8"), source, WHAT)
    except UnicodeDecodeError:
        raise ModelError(f"{source}: {WHAT} has no readable header") from None
    payload = raw[end + 1:]
    try:
        _check_header(header, payload, source)
        return {key: _entry(key, spec, payload, source) for key, spec in header["networks"].items()}
    except (KeyError, TypeError, AttributeError, ValueError) as error:
        raise ModelError(f"{source}: {WHAT} is broken ({error})") from None


def _checksum(header: dict, payload: bytes) -> str:
    rest = {key: value for key, value in header.items() if key != "checksum"}
    canonical = json.dumps(rest, sort_keys=True, separators=(",", ":"), allow_nan=False).encode("utf-8")
    return "sha256:" + hashlib.sha256(canonical + b"\n" + payload).hexdigest()


def _check_header(header, payload: bytes, source) -> None:
    if not isinstance(header, dict) or header.get("format") != FORMAT or header.get("version") != FORMAT_VERSION:
        raise ModelError(f"{source}: not a version {FORMAT_VERSION} {FORMAT}")
    if header.get("checksum") != _checksum(header, payload):
        raise ModelError(f"{source}: {WHAT} was changed after it was made (its numbers do not match their checksum)")
    if tuple(header["features"]) != FEATURE_NAMES:
        raise ModelError(f"{source}: the network was trained on other features than this program reads")
    spans = sorted((_whole(spec["offset"]), _whole(spec["length"])) for spec in header["networks"].values())
    if [offset for offset, _length in spans] != [sum(length for _o, length in spans[:i]) for i in range(len(spans))] \
            or sum(length for _o, length in spans) != len(payload):
        raise ModelError(f"{source}: {WHAT}'s numbers do not fill the file as its header says")


def _entry(key: str, spec: dict, payload: bytes, source) -> NetworkEntry:
    variant, players = _variant_of(key, source)
    kind = kind_of(variant, players)
    layers = _whole(spec["l1"]), _whole(spec["l2"]), _whole(spec["units"])
    sizes = network_sizes(variant, players, *layers)
    stated = native.NetworkSizes(*(_whole(spec[name]) for name in native.NetworkSizes._fields))
    if spec["kind"] != kind or stated != sizes or not all(1 <= n <= MAX_LAYER for n in layers[:2]) \
            or layers[2] > MAX_LAYER:
        raise ModelError(f"{source}: the {key} network is not one for {variant} with {players} player(s)")
    part = payload[spec["offset"]:spec["offset"] + spec["length"]]
    if len(part) != 4 * number_count(sizes, kind):
        raise ModelError(f"{source}: the {key} network holds the wrong number of weights")
    numbers = array("f", part)
    if sys.byteorder == "big":
        numbers.byteswap()
    # NaN makes the sum NaN, where min() and max() may pass over it
    if numbers and not (-MAX_WEIGHT <= min(numbers) and max(numbers) <= MAX_WEIGHT and math.isfinite(sum(numbers))):
        raise ModelError(f"{source}: the {key} network's weights are broken")
    return NetworkEntry(kind, sizes, numbers.tobytes())


def _whole(value) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise ValueError(f"{value!r} is not a size")
    return value


def _variant_of(key: str, source) -> tuple[str, int]:
    for variant, players in VARIANTS:
        if model_key(variant, players) == key:
            return variant, players
    raise ModelError(f"{source}: {WHAT} holds a network for no variant this game offers ({key[:40]!r})")


def read_network_file(path) -> dict[str, NetworkEntry]:
    """Every network in the file at ``path`` (a path or a resource), by model key; ModelError naming it."""
    return parse_network_file(read_regular_bytes(path, WHAT), path)


def shipped_network_path():
    """Where the game reads its value networks: NETWORK_FILE among the package's resources."""
    return resource_file(NETWORK_FILE)


@lru_cache(maxsize=None)
def _networks_in(path) -> dict[str, NetworkEntry]:
    return read_network_file(path)


def load_network(variant: str, players: int) -> native.Model:
    """The shipped network for ``variant`` with ``players`` as the core evaluates it (read once);
    ModelError naming the file if it is missing, broken, or has none for this variant."""
    return _core_network(shipped_network_path(), variant, players)


def forget_networks() -> None:
    """Let go of the networks read so far: the next :func:`load_network` reads its file again."""
    _networks_in.cache_clear()
    _core_network.cache_clear()


@lru_cache(maxsize=None)
def _core_network(path, variant: str, players: int) -> native.Model:
    entry = _networks_in(path).get(model_key(variant, players))
    if entry is None:
        raise ModelError(f"{path}: no value network for {variant} with {players} player(s)")
    try:
        return entry.core_model(variant, players)
    except ValueError as error:
        raise ModelError(f"{path}: the {variant}-{players} network is broken ({error})") from None


def check_networks() -> None:
    """ModelError unless the shipped file holds a sound network for each of NETWORK_VARIANTS (checked at start)."""
    for variant, players in NETWORK_VARIANTS:
        load_network(variant, players)
