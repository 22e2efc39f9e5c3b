"""A training run on disk, resumable: ``checkpoint.json`` (the config, the counts, the gates, the
random source's state and the SHA-256 of the arrays) and the ``.npz`` it names (the current and
best networks, Adam's moments, the replay buffer): plain data, no pickles."""

from __future__ import annotations

import hashlib
import io
import json
import os
from pathlib import Path

import numpy as np

from ..adam import Adam
from .buffer import ReplayBuffer
from .config import Config
from .mlp import Mlp
from .trainer import Gate, Trainer
from .weights import check_arrays, read_bytes

FORMAT = "ingenious-learner-checkpoint"
VERSION = 1
#: The largest arrays file read (a 50,000-position buffer is about 16 MB).
MAX_BYTES = 1 << 30


def save(folder: Path, trainer: Trainer) -> None:
    """Write the arrays, then the JSON that names them (each atomically), then drop older arrays."""
    folder.mkdir(parents=True, exist_ok=True)
    out = io.BytesIO()
    arrays = {f"net_{k}": v for k, v in trainer.net.arrays.items()}
    arrays.update({f"best_{k}": v for k, v in trainer.best.arrays.items()})
    arrays.update({f"adam_m_{k}": v for k, v in trainer.adam.first.items()})
    arrays.update({f"adam_v_{k}": v for k, v in trainer.adam.second.items()})
    np.savez(out, buffer_x=trainer.buffer.x, buffer_y=trainer.buffer.y, **arrays)
    data = out.getvalue()
    name = f"checkpoint-{trainer.games}.npz"
    _write(folder / name, data)
    state = {
        "format": FORMAT, "version": VERSION, "config": trainer.config.to_json(), "seed": trainer.seed,
        "games": trainer.games, "positions_learned": trainer.positions_learned, "adam_steps": trainer.adam.steps,
        "buffer": {"size": trainer.buffer.size, "at": trainer.buffer.at},
        "gates": [vars(g) for g in trainer.gates], "rng": trainer.rng.bit_generator.state,
        "arrays": name, "sha256": hashlib.sha256(data).hexdigest(),
    }
    _write(folder / "checkpoint.json", json.dumps(state, indent=1).encode())
    for old in folder.glob("checkpoint-*.npz"):
        if old.name != name:
            old.unlink()


def _write(path: Path, data: bytes) -> None:
    temporary = path.with_name(path.name + ".tmp")
    temporary.write_bytes(data)
    os.replace(temporary, path)


def exists(folder: Path) -> bool:
    return (folder / "checkpoint.json").exists()


def load(folder: Path) -> Trainer:
    """The run saved in ``folder``; ValueError naming what is wrong with it."""
    state = json.loads(read_bytes(folder / "checkpoint.json", 1 << 20))
    if not isinstance(state, dict) or state.get("format") != FORMAT or state.get("version") != VERSION:
        raise ValueError(f"{folder / 'checkpoint.json'} is not a version {VERSION} learner checkpoint")
    config = Config.from_json(state["config"])
    name = state["arrays"]
    if not isinstance(name, str) or "/" in name or not name.endswith(".npz"):
        raise ValueError("the checkpoint names no arrays file beside it")
    data = read_bytes(folder / name, MAX_BYTES)
    if hashlib.sha256(data).hexdigest() != state["sha256"]:
        raise ValueError(f"{folder / name} does not match its checksum")
    with np.load(io.BytesIO(data), allow_pickle=False) as npz:
        arrays = {k: npz[k] for k in npz.files}
    net, best = (_network(arrays, prefix, config) for prefix in ("net_", "best_"))
    adam = _adam(arrays, net, config.rate, _count(state["adam_steps"]))
    buffer = ReplayBuffer(arrays["buffer_x"], arrays["buffer_y"], _count(state["buffer"]["size"]),
                          _count(state["buffer"]["at"]))
    if buffer.x.shape[0] != config.buffer or buffer.size > config.buffer or buffer.at >= config.buffer:
        raise ValueError("the checkpoint's buffer does not match its config")
    rng = np.random.default_rng()
    rng.bit_generator.state = state["rng"]
    gates = [Gate(_count(g["games"]), float(g["share"]), bool(g["kept"]), _share(g.get("gauntlet")))
             for g in state["gates"]]
    return Trainer(config, _count(state["seed"]), net, best, adam, buffer, rng, _count(state["games"]),
                   _count(state["positions_learned"]), gates)


def _adam(arrays: dict[str, np.ndarray], net: Mlp, rate: float, steps: int) -> Adam:
    """The optimiser: its moments (``adam_m_`` and ``adam_v_`` arrays, none before its first step)."""
    adam = Adam(rate)
    adam.steps = steps
    adam.first = {k[7:]: v for k, v in arrays.items() if k.startswith("adam_m_")}
    adam.second = {k[7:]: v for k, v in arrays.items() if k.startswith("adam_v_")}
    shapes = {k: a.shape for k, a in net.arrays.items()} if steps else {}
    if {k: m.shape for k, m in adam.first.items()} != shapes or {k: m.shape for k, m in adam.second.items()} != shapes:
        raise ValueError("the checkpoint's optimiser does not match its network")
    return adam


def _network(arrays: dict[str, np.ndarray], prefix: str, config: Config) -> Mlp:
    net = {k[len(prefix):]: v for k, v in arrays.items() if k.startswith(prefix)}
    check_arrays(net, len(config.columns), list(config.hidden), f"the checkpoint's {prefix[:-1]} network")
    return Mlp(net)


def _share(value: object) -> float | None:
    if value is None:
        return None
    if not isinstance(value, (int, float)) or isinstance(value, bool) or not 0 <= value <= 1:
        raise ValueError(f"a share in the checkpoint is {value!r}, not a number from 0 to 1")
    return float(value)


def _count(value: object) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise ValueError(f"a count in the checkpoint is {value!r}, not a whole number")
    return value
