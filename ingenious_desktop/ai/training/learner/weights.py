"""A learned player's file: an .npz of plain float32 arrays (W0, b0, …) and its config as JSON
bytes (``config``); read back only after every value is checked."""

from __future__ import annotations

import io
import json
from pathlib import Path

import numpy as np

from ingenious_desktop.engine import read_regular_file, write_atomically

from .config import Config
from .mlp import Mlp

#: The largest weights file read (the 4 x 256 network is about 1 MB).
MAX_BYTES = 64 * 1024 * 1024
#: The largest weight magnitude a trained network holds; anything beyond is a broken file.
MAX_WEIGHT = 1e4


def dump(net: Mlp, config: Config) -> bytes:
    """The file's bytes."""
    out = io.BytesIO()
    meta = np.frombuffer(json.dumps(config.to_json()).encode(), np.uint8)
    np.savez(out, config=meta, **net.arrays)
    return out.getvalue()


def save(path: Path, net: Mlp, config: Config) -> None:
    """Write the file atomically (``engine.write_atomically``)."""
    write_atomically(path, dump(net, config))


def read_bytes(path: Path, limit: int) -> bytes:
    """A regular file's bytes, at most ``limit``; ValueError otherwise (a pipe is never waited on)."""
    data = read_regular_file(path, limit + 1)
    if len(data) > limit:
        raise ValueError(f"{path} is larger than {limit} bytes")
    return data


def parse(data: bytes, where: str) -> tuple[Mlp, Config]:
    """The network and config in a file's bytes; ValueError naming what is wrong."""
    try:
        with np.load(io.BytesIO(data), allow_pickle=False) as npz:
            arrays = {name: npz[name] for name in npz.files}
        config = Config.from_json(json.loads(arrays.pop("config").tobytes().decode()))
    except (OSError, ValueError, KeyError, UnicodeDecodeError, TypeError) as error:
        raise ValueError(f"{where} is not a learned player's file: {error}") from error
    check_arrays(arrays, len(config.columns), list(config.hidden), where)
    return Mlp(arrays), config


def check_arrays(arrays: dict[str, np.ndarray], inputs: int, hidden: list[int], where: str) -> None:
    """The arrays are float32 of the shapes ``inputs`` -> ``hidden`` -> 1 and finite, within MAX_WEIGHT."""
    sizes = [inputs, *hidden, 1]
    expected = {}
    for i, (n_in, n_out) in enumerate(zip(sizes, sizes[1:])):
        expected[f"W{i}"], expected[f"b{i}"] = (n_in, n_out), (n_out,)
    if set(arrays) != set(expected):
        raise ValueError(f"{where}: the arrays are {sorted(arrays)}, not {sorted(expected)}")
    for name, shape in expected.items():
        a = arrays[name]
        if a.dtype != np.float32 or a.shape != shape:
            raise ValueError(f"{where}: {name} is {a.dtype} {a.shape}, not float32 {shape}")
        if not np.all(np.isfinite(a)) or np.abs(a).max() > MAX_WEIGHT:
            raise ValueError(f"{where}: {name} holds a weight that is not finite or beyond {MAX_WEIGHT:g}")


def load(path: Path) -> tuple[Mlp, Config]:
    """The network and config of a learned player's file; ValueError if it is not one."""
    return parse(read_bytes(Path(path), MAX_BYTES), str(path))
