"""Fitting the hand-made value model's linear parts, in plain Python (no numpy): the scale of a
variant judged by another's model (a linear conditional logit, by Newton's method), the solo
result (least squares with a ridge penalty), their losses, and the linear solve they share.
"""

from __future__ import annotations

import math

from ..model.features import FEATURE_NAMES
from ..model.value import SOLO_COLOURS, ValueModel, softmax

RIDGE = 1.0
NEWTON_STEPS = 8
#: The Hessian is summed over at most this many positions (the gradient over all).
HESSIAN_POSITIONS = 6000


# ----------------------------------------------------------------- fitting: the win model


def win_loss(model: ValueModel, samples) -> float:
    """Mean log-loss of the model's chances against the outcomes (natural log)."""
    return _log_loss(model.utilities, samples)


def linear_loss(weights, samples) -> float:
    return _log_loss(lambda features: [_dot(weights, row) for row in features], samples)


def _log_loss(utilities, samples) -> float:
    total = 0.0
    for features, shares in samples:
        chances = softmax(utilities(features))
        total -= sum(y * math.log(max(p, 1e-12)) for y, p in zip(shares, chances) if y)
    return total / max(1, len(samples))


def fit_win(samples, start, ridge: float = RIDGE, steps: int = NEWTON_STEPS) -> list[float]:
    """A linear conditional logit (the scale of a scaled variant): Newton's method on the summed
    log-loss plus ``ridge`` times half the squared weights."""
    weights = list(start)
    size = len(weights)
    stride = max(1, len(samples) // HESSIAN_POSITIONS)

    def objective(w):
        return linear_loss(w, samples) * len(samples) + ridge * _dot(w, w) / 2

    current = objective(weights)
    for _step in range(steps):
        gradient = [ridge * w for w in weights]
        hessian = [[ridge / stride * (i == j) for j in range(size)] for i in range(size)]  # the sum's share
        for index, (features, shares) in enumerate(samples):
            chances = softmax([_dot(weights, row) for row in features])
            for row, p, y in zip(features, chances, shares):
                if p != y:
                    for i, x in enumerate(row):
                        gradient[i] += (p - y) * x
            if index % stride == 0:
                _add_hessian(hessian, features, chances)
        step = solve_linear(hessian, [g / stride for g in gradient])
        scale = 1.0
        while scale > 1e-3:
            trial = [w - scale * s for w, s in zip(weights, step)]
            value = objective(trial)
            if value <= current:
                break
            scale /= 2
        else:
            break
        improvement = current - value
        weights, current = trial, value
        if improvement < 1e-6 * len(samples):
            break
    return weights


def _add_hessian(hessian, features, chances) -> None:
    size = len(features[0])
    mean = [sum(p * row[i] for row, p in zip(features, chances)) for i in range(size)]
    for row, p in zip(features, chances):
        d = [x - m for x, m in zip(row, mean)]
        for i in range(size):
            di = p * d[i]
            if di:
                target = hessian[i]
                for j in range(size):
                    target[j] += di * d[j]


# ----------------------------------------------------------------- fitting: the solo result


def result_loss(rows, samples) -> float:
    """Mean squared error of the predicted three lowest colours, summed over the three."""
    total = 0.0
    for features, lowest in samples:
        row = features[0]
        total += sum((weights[0] + _dot(weights[1:], row) - y) ** 2 for weights, y in zip(rows, lowest))
    return total / max(1, len(samples))


def fit_result(samples, ridge: float = RIDGE) -> list[list[float]]:
    """Least squares with a ridge penalty (not on the bias), one row per predicted colour."""
    size = len(FEATURE_NAMES) + 1
    normal = [[ridge * (i == j and i > 0) for j in range(size)] for i in range(size)]
    targets = [[0.0] * size for _ in range(SOLO_COLOURS)]
    for features, lowest in samples:
        x = [1.0, *features[0]]
        for i in range(size):
            xi = x[i]
            if xi:
                row = normal[i]
                for j in range(size):
                    row[j] += xi * x[j]
                for k in range(SOLO_COLOURS):
                    targets[k][i] += xi * lowest[k]
    return [solve_linear([row[:] for row in normal], targets[k]) for k in range(SOLO_COLOURS)]


# ----------------------------------------------------------------- arithmetic


def _dot(a, b) -> float:
    return sum(x * y for x, y in zip(a, b))


def solve_linear(matrix, vector) -> list[float]:
    """x with matrix x = vector (Gaussian elimination, partial pivoting; a zero pivot leaves that x at 0)."""
    n = len(vector)
    rows = [matrix[i][:] + [vector[i]] for i in range(n)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(rows[r][col]))
        rows[col], rows[pivot] = rows[pivot], rows[col]
        lead = rows[col][col]
        if abs(lead) < 1e-12:
            continue
        for r in range(col + 1, n):
            factor = rows[r][col] / lead
            if factor:
                target, source = rows[r], rows[col]
                for c in range(col, n + 1):
                    target[c] -= factor * source[c]
    solution = [0.0] * n
    for r in range(n - 1, -1, -1):
        lead = rows[r][r]
        if abs(lead) >= 1e-12:
            solution[r] = (rows[r][n] - _dot(rows[r][r + 1:n], solution[r + 1:])) / lead
    return solution
