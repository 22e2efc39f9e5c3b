"""A run's light checkpoint, small enough to commit (issue 42): one ``.npz`` of plain arrays (the
current and best networks, Adam's moments) and its state as JSON bytes (the config, seed, counts,
gates, Adam's step count, the minibatch random source's state and the SHA-256 of the arrays),
read without pickles and checked. It holds no replay buffer: a run resumed from it refills the
buffer by self-play before it fits again, so it is not exactly the run it came from."""

from __future__ import annotations

import hashlib
import io
import json
import zipfile
from pathlib import Path

import numpy as np

from ingenious_desktop.engine import write_atomically

from . import checkpoint
from .config import Config
from .mlp import Mlp
from .trainer import Trainer
from .weights import read_bytes

FORMAT = "ingenious-learner-light"
VERSION = 1
#: The file in a light checkpoint's folder (one a run, replaced in place).
NAME = "light.npz"
#: The largest file read (a 2 x 128 learner's is about 440 KB; 4 x 256 about 2.4 MB).
MAX_BYTES = 8 * 1024 * 1024


def path_of(folder: Path) -> Path:
    return Path(folder) / NAME


def exists(folder: Path) -> bool:
    return path_of(folder).exists()


def dump(trainer: Trainer) -> bytes:
    """The file's bytes: the arrays, then ``state`` (JSON) holding their checksum."""
    arrays = checkpoint.network_arrays(trainer)
    state = checkpoint.state_of(trainer)
    state.update(format=FORMAT, version=VERSION, sha256=checksum(arrays))
    out = io.BytesIO()
    np.savez(out, state=np.frombuffer(json.dumps(state).encode(), np.uint8), **arrays)
    return out.getvalue()


def save(folder: Path, trainer: Trainer) -> None:
    """Write ``folder/light.npz`` atomically (``engine.write_atomically``)."""
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    write_atomically(path_of(folder), dump(trainer))


def checksum(arrays: dict[str, np.ndarray]) -> str:
    """SHA-256 over every array's name, dtype, shape and bytes, in name order."""
    digest = hashlib.sha256()
    for name in sorted(arrays):
        a = np.ascontiguousarray(arrays[name])
        digest.update(f"{name}|{a.dtype.str}|{a.shape}|".encode())
        digest.update(a.tobytes())
    return digest.hexdigest()


def read(folder: Path) -> tuple[dict, dict[str, np.ndarray]]:
    """The state and the arrays of ``folder``'s light checkpoint, the checksum checked; ValueError otherwise."""
    path = path_of(folder)
    data = read_bytes(path, MAX_BYTES)
    try:
        with np.load(io.BytesIO(data), allow_pickle=False) as npz:
            arrays = {name: npz[name] for name in npz.files}
        if "state" not in arrays:
            raise ValueError("it holds no state")
        state = json.loads(arrays.pop("state").tobytes().decode())
    except (OSError, ValueError, UnicodeDecodeError, zipfile.BadZipFile) as error:
        raise ValueError(f"{path} is not a light learner checkpoint ({error})") from error
    if not isinstance(state, dict) or state.get("format") != FORMAT or state.get("version") != VERSION:
        raise ValueError(f"{path} is not a version {VERSION} light learner checkpoint")
    if state.get("sha256") != checksum(arrays):
        raise ValueError(f"{path} does not match its checksum")
    return state, arrays


def load(folder: Path) -> Trainer:
    """The run of ``folder``'s light checkpoint with an empty buffer that it fills before it fits
    again; ValueError naming what is wrong."""
    state, arrays = read(folder)
    trainer = checkpoint.trainer_of(state, arrays, str(path_of(folder)), buffer=None)
    trainer.fit_from = trainer.config.buffer
    return trainer


def load_best(folder: Path) -> tuple[Mlp, Config]:
    """The gate's best network and its config, as ``weights.load`` gives a weights file's; ValueError
    if ``folder`` holds no sound light checkpoint."""
    trainer = load(folder)
    return trainer.best, trainer.config

