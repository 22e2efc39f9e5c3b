"""Adam, the optimiser both fittings use: its moments live as long as the object, so a fitting
run epoch by epoch keeps them from one epoch to the next."""

from __future__ import annotations

import numpy as np

#: The moments' decay and the newest gradient's weight, written out (1 - 0.9 is not 0.1 in floating point).
BETA1, NEW1 = 0.9, 0.1
BETA2, NEW2 = 0.999, 0.001
EPSILON = 1e-8


class Adam:
    """Adam's moment estimates and step count for arrays by name (any key), updated in place."""

    def __init__(self, learning_rate: float):
        self.learning_rate = learning_rate
        self.steps = 0
        self.first: dict = {}
        self.second: dict = {}

    def step(self, params: dict, grads: dict) -> None:
        """Move each of ``params`` one step against its gradient in ``grads``."""
        self.steps += 1
        for name, p in params.items():
            g = grads[name]
            first = self.first[name] = BETA1 * self.first.get(name, 0.0) + NEW1 * g
            second = self.second[name] = BETA2 * self.second.get(name, 0.0) + NEW2 * g * g
            m = first / (1 - BETA1 ** self.steps)
            v = second / (1 - BETA2 ** self.steps)
            p -= self.learning_rate * m / (np.sqrt(v) + EPSILON)
