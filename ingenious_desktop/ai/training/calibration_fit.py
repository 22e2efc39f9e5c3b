"""Fitting the coach's calibration layer (:mod:`..model.calibration`) and writing its file."""

from __future__ import annotations

from ..model.calibration import FORMAT, FORMAT_VERSION, INPUTS, KINDS, logistic
from ..model.files import with_checksum
from .linear_fit import solve_linear


def fit_logistic(xs: list[list[float]], ys: list[float], steps: int = 25, ridge: float = 1e-3) -> list[float]:
    """Weights minimising the log-loss of ``logistic(weights, x)`` (targets may be 0.5 for draws),
    by Newton's method with a small ridge penalty."""
    size = len(xs[0])
    weights = [0.0] * size
    for _step in range(steps):
        gradient = [ridge * w for w in weights]
        hessian = [[ridge * (i == j) for j in range(size)] for i in range(size)]
        for x, y in zip(xs, ys):
            p = logistic(weights, x)
            for i in range(size):
                gradient[i] += (p - y) * x[i]
                for j in range(size):
                    hessian[i][j] += p * (1 - p) * x[i] * x[j]
        step = solve_linear(hessian, gradient)
        weights = [w - s for w, s in zip(weights, step)]
    return weights


def calibration_file(layers: dict[str, dict[str, list[float]]], fitted_on: str) -> dict:
    """The JSON of a calibration file holding ``layers`` (model key -> kind -> weights)."""
    return with_checksum({"format": FORMAT, "version": FORMAT_VERSION, "fitted_on": fitted_on, "inputs": list(INPUTS),
                          "layers": {key: {kind: [round(w, 6) for w in weights[kind]] for kind in KINDS}
                                     for key, weights in layers.items()}})
