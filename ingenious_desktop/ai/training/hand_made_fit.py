"""Fitting the value model's network to self-play outcomes (training only: needs numpy).

The network is the one :class:`ingenious_desktop.ai.model.value.ValueModel` evaluates: each holder's utility is a linear
part plus HIDDEN tanh units of its feature list, and the chances are the softmax of the
holders' utilities. It is fitted by minibatch Adam on the mean log-loss (a draw counts half),
with a small L2 penalty on the weights, from a start drawn from ``seed`` (or from the last
model, so an iteration refines the one before). The same seed and samples give the same
weights. Every position's holders share one network, so the same code fits two to four holders.
"""

from __future__ import annotations

import numpy as np

from .adam import Adam

#: Hidden units: 16 fitted better than 8 and as well as 32 on 8000 games (benchmarks/value-model.md).
HIDDEN = 16
EPOCHS = 30
BATCH = 512
LEARNING_RATE = 0.003
L2 = 1e-5
START_SPREAD = 0.3


def fit_network(samples, seed: int, start=None, hidden: int = HIDDEN, epochs: int = EPOCHS):
    """(linear weights, hidden units as (weights, bias, out)) fitted on ``samples``: each
    (features per holder, each holder's share of the result). Positions of one number of holders."""
    features = np.array([f for f, _y in samples], dtype=float)
    shares = np.array([y for _f, y in samples], dtype=float)
    rng = np.random.default_rng(seed)
    params = _start(start, features.shape[2], hidden, rng)
    adam = Adam(LEARNING_RATE)
    for _epoch in range(epochs):
        order = rng.permutation(len(features))
        for begin in range(0, len(features), BATCH):
            batch = order[begin:begin + BATCH]
            adam.step(dict(enumerate(params)), dict(enumerate(_gradients(params, features[batch], shares[batch]))))
    linear, weights, bias, out = params
    units = [(weights[:, k].tolist(), float(bias[k]), float(out[k])) for k in range(hidden)]
    return linear.tolist(), units


def _start(start, size: int, hidden: int, rng):
    if start is not None and len(start.hidden) == hidden:
        return [np.array(start.weights, dtype=float),
                np.array([unit[0] for unit in start.hidden], dtype=float).T,
                np.array([unit[1] for unit in start.hidden], dtype=float),
                np.array([unit[2] for unit in start.hidden], dtype=float)]
    linear = np.zeros(size) if start is None else np.array(start.weights, dtype=float)
    return [linear, rng.normal(0, START_SPREAD, (size, hidden)), np.zeros(hidden), rng.normal(0, START_SPREAD / 3, hidden)]


def _gradients(params, features, shares):
    linear, weights, bias, out = params
    units = np.tanh(features @ weights + bias)  # positions x holders x hidden
    utilities = units @ out + features @ linear
    utilities -= utilities.max(axis=1, keepdims=True)
    chances = np.exp(utilities)
    chances /= chances.sum(axis=1, keepdims=True)
    error = (chances - shares) / len(features)  # d loss / d utility
    through = error[:, :, None] * out * (1 - units ** 2)
    return [np.einsum("nh,nhf->f", error, features),
            np.einsum("nhk,nhf->fk", through, features) + L2 * weights,
            through.sum(axis=(0, 1)),
            np.einsum("nh,nhk->k", error, units) + L2 * out]
