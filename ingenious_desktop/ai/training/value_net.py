"""The value network of issue 26 on the training side (numpy only): encoding, forward pass, fitting.

Issue 26's network spec is the contract with the core: records from ``native.training_games``
are read with :func:`record_dtype`, encoded to the first layer's inputs by :func:`encode`, and the
weights travel as :meth:`NetWeights.payload` (float32, the core's order). :func:`fit` is minibatch
Adam with hand-written backpropagation: cross-entropy of the holders' softmax against their
shares ("win"), or squared error in points against the final lowest three colours ("result").
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import numpy as np

from . import symmetry
from .adam import Adam

#: Sizes of the two hidden layers (clipped ReLU), and the tanh units over the dense features.
L1 = 128
L2 = 16
UNITS = 16
DENSE = 32
RACK_KINDS = 21
#: The network's outputs per holder, by kind.
OUTPUTS = {"win": 1, "result": 3}
#: The weight arrays, in the payload's order.
ARRAYS = ("W1", "b1", "W2", "b2", "W3", "b3", "S", "V", "c", "A")
#: Records encoded at once by :func:`loss` (the input matrix of a chunk stays a few tens of MB).
CHUNK = 4096
#: Adam's step size.
LEARNING_RATE = 1e-3


def record_dtype(cells: int, holders: int, outputs: int) -> np.dtype:
    """One training record, packed: ``outputs`` is the holders' count for "win", 3 for "result"."""
    return np.dtype([("colours", "i1", (cells,)), ("scores", "i1", (holders, 6)), ("rack", "u1", (RACK_KINDS,)),
                     ("rack_holder", "i1"), ("dense", "<f4", (holders, DENSE)), ("target", "<f4", (outputs,))])


def _offsets(cells: int, cap: int) -> tuple[int, int, int, int, int]:
    """Where the own scores, rivals' scores, rack, dense features start, and the inputs' count."""
    own = 6 * cells
    rivals = own + 6 * (cap + 1)
    rack = rivals + 6 * (cap + 1)
    dense = rack + RACK_KINDS
    return own, rivals, rack, dense, dense + DENSE


def input_count(cells: int, cap: int) -> int:
    """The first layer's inputs for a board of ``cells`` cells and scores up to ``cap``."""
    return _offsets(cells, cap)[4]


def encode(records: np.ndarray, cells: int, cap: int, holders: int) -> tuple[np.ndarray, np.ndarray]:
    """The first layer's inputs of every record and holder, float32 (N, holders, inputs), and the
    dense features (N, holders, 32) that also feed the output through S."""
    own, rivals, rack, dense_at, inputs = _offsets(cells, cap)
    n = len(records)
    scores = records["scores"].astype(np.intp)
    if scores.size and (scores.min() < 0 or scores.max() > cap):
        raise ValueError(f"a score outside 0..{cap}")
    x = np.zeros((n, holders, inputs), np.float32)
    every = np.arange(holders)
    colours = records["colours"]
    row, cell = np.nonzero(colours >= 0)
    x[row[:, None], every, (cell * 6 + colours[row, cell])[:, None]] = 1
    x[np.arange(n)[:, None, None], every[:, None], own + np.arange(6) * (cap + 1) + scores] = 1
    if holders > 1:
        mine = x[:, :, own:rivals]
        x[:, :, rivals:rack] = (mine.sum(axis=1, keepdims=True) - mine) / (holders - 1)
    seen = np.nonzero(records["rack_holder"] >= 0)[0]
    x[seen, records["rack_holder"][seen], rack:dense_at] = records["rack"][seen]
    dense = records["dense"].astype(np.float32)
    x[:, :, dense_at:] = dense
    return x, dense


@dataclass(frozen=True)
class NetWeights:
    """One variant's network: its kind and sizes, and the float32 arrays of docs/architecture.md (The value network)."""

    kind: str
    cells: int
    cap: int
    holders: int
    l1: int
    l2: int
    units: int
    outputs: int
    W1: np.ndarray
    b1: np.ndarray
    W2: np.ndarray
    b2: np.ndarray
    W3: np.ndarray
    b3: np.ndarray
    S: np.ndarray
    V: np.ndarray
    c: np.ndarray
    A: np.ndarray

    def arrays(self) -> list[np.ndarray]:
        """The weight arrays in the payload's order."""
        return [getattr(self, name) for name in ARRAYS]

    def payload(self) -> bytes:
        """The weights as the core reads them: float32 little-endian, row-major, in ARRAYS' order."""
        return b"".join(np.ascontiguousarray(a, "<f4").tobytes() for a in self.arrays())

    @classmethod
    def from_payload(cls, kind: str, cells: int, cap: int, holders: int, l1: int, l2: int, units: int,
                     data: bytes) -> NetWeights:
        """The network whose weights :meth:`payload` wrote as ``data``."""
        sizes = _shapes(kind, cells, cap, l1, l2, units)
        expected = 4 * sum(int(np.prod(shape)) for shape in sizes.values())
        if len(data) != expected:
            raise ValueError(f"a {kind} payload of {len(data)} bytes, expected {expected}")
        flat = np.frombuffer(data, "<f4").astype(np.float32)
        arrays, at = {}, 0
        for name, shape in sizes.items():
            size = int(np.prod(shape))
            arrays[name] = flat[at:at + size].reshape(shape).copy()
            at += size
        return cls(kind, cells, cap, holders, l1, l2, units, OUTPUTS[kind], **arrays)


def _shapes(kind: str, cells: int, cap: int, l1: int, l2: int, units: int) -> dict[str, tuple[int, ...]]:
    outputs = OUTPUTS[kind]
    return {"W1": (input_count(cells, cap), l1), "b1": (l1,), "W2": (l1, l2), "b2": (l2,),
            "W3": (l2, outputs), "b3": (outputs,), "S": (DENSE, outputs),
            "V": (DENSE, units), "c": (units,), "A": (units, outputs)}


def initial(kind: str, cells: int, cap: int, holders: int, l1: int = L1, l2: int = L2, units: int = UNITS,
            seed: int = 0, result_mean=None) -> NetWeights:
    """A small random start drawn from ``seed``: hidden biases at 0.5 and weights scaled so that
    most units start inside the clip's linear part (about cells + 40 inputs are non-zero).
    A "result" network should start its outputs at ``result_mean``, the records' mean target:
    started at 0, every hidden unit saturates or dies before the output layer reaches the points."""
    rng = np.random.default_rng(seed)
    shapes = _shapes(kind, cells, cap, l1, l2, units)

    def normal(name, spread):
        return rng.normal(0.0, spread, shapes[name]).astype(np.float32)

    b3 = np.zeros(OUTPUTS[kind], np.float32) if result_mean is None else np.asarray(result_mean, np.float32)
    return NetWeights(kind, cells, cap, holders, l1, l2, units, OUTPUTS[kind],
                      W1=normal("W1", 0.3 / np.sqrt(cells + 40)), b1=np.full(l1, 0.5, np.float32),
                      W2=normal("W2", 0.5 / np.sqrt(l1)), b2=np.full(l2, 0.5, np.float32),
                      W3=normal("W3", 0.1 / np.sqrt(l2)), b3=b3.reshape(OUTPUTS[kind]),
                      S=normal("S", 0.01), V=normal("V", 0.3 / np.sqrt(DENSE)), c=np.zeros(units, np.float32),
                      A=normal("A", 0.1 / np.sqrt(max(units, 1))))


def _layers(w: NetWeights, x: np.ndarray, dense: np.ndarray):
    """The first layer's sums, both hidden layers, the tanh units and the outputs, each (N * holders, width)."""
    acc = x.reshape(-1, x.shape[-1]) @ w.W1 + w.b1
    h1 = np.clip(acc, 0, 1)
    a2 = h1 @ w.W2 + w.b2
    h2 = np.clip(a2, 0, 1)
    flat_dense = dense.reshape(-1, DENSE)
    t = np.tanh(flat_dense @ w.V + w.c)
    out = h2 @ w.W3 + w.b3 + flat_dense @ w.S + t @ w.A
    return acc, h1, a2, h2, t, out


def forward(weights: NetWeights, x: np.ndarray, dense: np.ndarray) -> np.ndarray:
    """The outputs (N, holders, O) of encoded inputs, as the core computes them."""
    return _layers(weights, x, dense)[-1].reshape(*x.shape[:2], weights.outputs)


def chances(out: np.ndarray) -> np.ndarray:
    """Each holder's chance to win (N, holders): the softmax of the "win" outputs over the holders."""
    u = out[..., 0] - out[..., 0].max(axis=1, keepdims=True)
    e = np.exp(u)
    return e / e.sum(axis=1, keepdims=True)


def _data_loss(w: NetWeights, out: np.ndarray, target: np.ndarray) -> tuple[float, np.ndarray]:
    """The batch's mean loss and its gradient with respect to ``out`` (N * holders, O)."""
    n = len(target)
    if w.kind == "win":
        u = out.reshape(n, w.holders)
        log_p = u - u.max(axis=1, keepdims=True)
        log_p -= np.log(np.exp(log_p).sum(axis=1, keepdims=True))
        value = -float((target * log_p).sum()) / n
        d_out = (np.exp(log_p) * target.sum(axis=1, keepdims=True) - target) / n
        return value, d_out.reshape(-1, 1)
    diff = out.reshape(n, w.holders, w.outputs) - target[:, None, :]
    return float((diff * diff).mean()), (2 * diff / diff.size).reshape(-1, w.outputs)


def gradients(weights: NetWeights, records: np.ndarray, l2: float = 0.0) -> tuple[float, dict[str, np.ndarray]]:
    """The objective on ``records`` (mean loss plus l2/2 times the squared weights, biases
    left out) and its gradient for each array of ARRAYS."""
    w = weights
    x, dense = encode(records, w.cells, w.cap, w.holders)
    acc, h1, a2, h2, t, out = _layers(w, x, dense)
    value, d_out = _data_loss(w, out, records["target"])
    flat_x, flat_dense = x.reshape(-1, x.shape[-1]), dense.reshape(-1, DENSE)
    d_a2 = (d_out @ w.W3.T) * ((a2 > 0) & (a2 < 1))
    d_acc = (d_a2 @ w.W2.T) * ((acc > 0) & (acc < 1))
    d_inner = (d_out @ w.A.T) * (1 - t * t)
    grads = {"W1": flat_x.T @ d_acc, "b1": d_acc.sum(axis=0), "W2": h1.T @ d_a2, "b2": d_a2.sum(axis=0),
             "W3": h2.T @ d_out, "b3": d_out.sum(axis=0), "S": flat_dense.T @ d_out,
             "V": flat_dense.T @ d_inner, "c": d_inner.sum(axis=0), "A": t.T @ d_out}
    for name in ("W1", "W2", "W3", "S", "V", "A"):
        grads[name] += l2 * getattr(w, name)
        value += 0.5 * l2 * float((getattr(w, name) ** 2).sum())
    return value, grads


def fit(records: np.ndarray, weights: NetWeights, seed, epochs: int, batch: int = 512,
        learning_rate: float = LEARNING_RATE, l2: float = 1e-6, symmetric: bool = False,
        optimiser: Adam | None = None) -> tuple[NetWeights, list[float]]:
    """``weights`` refined by Adam on ``records``, in an order shuffled from ``seed`` (a number, or
    a numpy Generator to go on drawing from), and each epoch's mean training objective (taken
    before each batch's step). ``symmetric``: each record is seen under one of the board's twelve
    symmetries, drawn anew each time. ``optimiser``: Adam's state to go on from (and leave updated),
    so that fitting epoch by epoch is one fit. Same inputs, same result."""
    _check(records, weights)
    rng = np.random.default_rng(seed)
    adam = Adam(learning_rate) if optimiser is None else optimiser
    radius = radius_of(weights.cells) if symmetric else 0
    params = {name: getattr(weights, name).copy() for name in ARRAYS}
    losses = []
    for _epoch in range(epochs):
        order = rng.permutation(len(records))
        total = 0.0
        for begin in range(0, len(records), batch):
            chosen = records[order[begin:begin + batch]]
            if symmetric:
                chosen = symmetry.transform(chosen, radius, rng.integers(0, 12, len(chosen)))
            value, grads = gradients(replace(weights, **params), chosen, l2)
            total += value * len(chosen)
            adam.step(params, grads)
        losses.append(total / len(records))
    return replace(weights, **params), losses


def radius_of(cells: int) -> int:
    """The radius of a board of ``cells`` cells (3r(r+1) + 1)."""
    return next(r for r in range(1, 20) if 3 * r * (r + 1) + 1 == cells)


def loss(weights: NetWeights, records: np.ndarray) -> float:
    """The mean loss on ``records`` (no penalty): for judging on games not fitted."""
    _check(records, weights)
    total = 0.0
    for begin in range(0, len(records), CHUNK):
        chunk = records[begin:begin + CHUNK]
        x, dense = encode(chunk, weights.cells, weights.cap, weights.holders)
        total += _data_loss(weights, _layers(weights, x, dense)[-1], chunk["target"])[0] * len(chunk)
    return total / len(records)


def _check(records: np.ndarray, w: NetWeights) -> None:
    outputs = w.holders if w.kind == "win" else w.outputs
    if records.dtype != record_dtype(w.cells, w.holders, outputs):
        raise ValueError(f"records of {records.dtype}, not those of this {w.kind} network")
