"""A training run on disk, resumable exactly: ``checkpoint.json`` (the config, the counts, the
gates, the random source's state and the SHA-256 of the arrays) and the ``.npz`` it names (the
current and best networks, Adam's moments, the replay buffer): plain data, no pickles. The light
checkpoint (light.py) is the same without the buffer."""

from __future__ import annotations

import hashlib
import io
import json
import zipfile
from pathlib import Path

import numpy as np

from ingenious_desktop.engine import write_atomically

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


def network_arrays(trainer: Trainer) -> dict[str, np.ndarray]:
    """The current and best networks and Adam's moments, by prefixed name (``net_W0``, ``adam_m_W0``, …)."""
    arrays = {f"net_{k}": v for k, v in trainer.net.arrays.items()}
    arrays.update({f"best_{k}": v for k, v in trainer.best.arrays.items()})
    arrays.update({f"adam_m_{k}": v for k, v in trainer.adam.first.items()})
    arrays.update({f"adam_v_{k}": v for k, v in trainer.adam.second.items()})
    return arrays


def state_of(trainer: Trainer) -> dict:
    """What a checkpoint holds beside its arrays: the config, seed, counts, gates and random source."""
    return {"config": trainer.config.to_json(), "seed": trainer.seed, "games": trainer.games,
            "positions_learned": trainer.positions_learned, "adam_steps": trainer.adam.steps,
            "fit_from": trainer.fit_from, "gates": [vars(g) for g in trainer.gates],
            "rng": trainer.rng.bit_generator.state}


def save(folder: Path, trainer: Trainer) -> None:
    """Write the arrays, then the JSON that names them (each atomically), then drop older arrays."""
    folder.mkdir(parents=True, exist_ok=True)
    out = io.BytesIO()
    np.savez(out, buffer_x=trainer.buffer.x, buffer_y=trainer.buffer.y, **network_arrays(trainer))
    data = out.getvalue()
    name = f"checkpoint-{trainer.games}.npz"
    write_atomically(folder / name, data)
    state = {"format": FORMAT, "version": VERSION, **state_of(trainer),
             "buffer": {"size": trainer.buffer.size, "at": trainer.buffer.at},
             "arrays": name, "sha256": hashlib.sha256(data).hexdigest()}
    write_atomically(folder / "checkpoint.json", json.dumps(state, indent=1).encode())
    for old in folder.glob("checkpoint-*.npz"):
        if old.name != name:
            old.unlink()


def exists(folder: Path) -> bool:
    return (folder / "checkpoint.json").exists()


def load(folder: Path) -> Trainer:
    """The run saved in ``folder``; ValueError naming what is wrong with it."""
    where = folder / "checkpoint.json"
    try:
        state = json.loads(read_bytes(where, 1 << 20))
    except UnicodeDecodeError as error:
        raise ValueError(f"{where} is not JSON ({error})") from error
    if not isinstance(state, dict) or state.get("format") != FORMAT or state.get("version") != VERSION:
        raise ValueError(f"{where} is not a version {VERSION} learner checkpoint")
    name = state.get("arrays")
    if not isinstance(name, str) or "/" in name or "\\" in name or not name.endswith(".npz"):
        raise ValueError("the checkpoint names no arrays file beside it")
    data = read_bytes(folder / name, MAX_BYTES)
    if hashlib.sha256(data).hexdigest() != state.get("sha256"):
        raise ValueError(f"{folder / name} does not match its checksum")
    try:
        with np.load(io.BytesIO(data), allow_pickle=False) as npz:
            arrays = {k: npz[k] for k in npz.files}
    except (OSError, ValueError, zipfile.BadZipFile) as error:
        raise ValueError(f"{folder / name} is not an arrays file ({error})") from error
    return trainer_of(state, arrays, str(where), buffer=state.get("buffer"))


def trainer_of(state: dict, arrays: dict[str, np.ndarray], where: str, buffer: object) -> Trainer:
    """The run a checkpoint's state and arrays hold, with its buffer (``buffer``: the state's size
    and place of the ``buffer_`` arrays) or, where ``buffer`` is None, an empty one; ValueError
    naming ``where`` for anything missing or out of shape."""
    try:
        config = Config.from_json(state["config"])
        net, best = (_network(arrays, prefix, config) for prefix in ("net_", "best_"))
        adam = _adam(arrays, net, config.rate, _count(state["adam_steps"]))
        rng = np.random.default_rng()
        rng.bit_generator.state = state["rng"]
        gates = [Gate(_count(g["games"]), float(g["share"]), bool(g["kept"]), _share(g.get("gauntlet")))
                 for g in state["gates"]]
        trainer = Trainer(config, _count(state["seed"]), net, best, adam, Trainer.empty_buffer(config), rng,
                          _count(state["games"]), _count(state["positions_learned"]), gates,
                          _count(state.get("fit_from", 0)))
        if buffer is not None:
            trainer.buffer = _buffer(arrays, buffer, trainer)
    except KeyError as error:
        raise ValueError(f"{where} is not a sound learner checkpoint: {error.args[0]!r} is missing") from error
    except (TypeError, AttributeError, IndexError) as error:
        raise ValueError(f"{where} is not a sound learner checkpoint: {error}") from error
    except ValueError as error:
        raise ValueError(f"{where}: {error}") from error
    return trainer


def _buffer(arrays: dict[str, np.ndarray], where: dict, trainer: Trainer) -> ReplayBuffer:
    """The saved replay buffer, its shape checked against the run's."""
    empty = trainer.buffer
    buffer = ReplayBuffer(arrays["buffer_x"], arrays["buffer_y"], _count(where["size"]), _count(where["at"]))
    if buffer.x.shape != empty.x.shape or buffer.y.shape != empty.y.shape or buffer.x.dtype != np.float32 \
            or buffer.y.dtype != np.float32 or buffer.size > empty.capacity or buffer.at >= empty.capacity:
        raise ValueError("the checkpoint's buffer does not match its config")
    return buffer


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
