"""Adam, whose moments and step count are plain arrays that a checkpoint keeps."""

from __future__ import annotations

import numpy as np


class Adam:
    """Adam over named float32 arrays, updated in place."""

    BETA1, BETA2, EPSILON = 0.9, 0.999, 1e-8

    def __init__(self, rate: float, moments: dict[str, np.ndarray], steps: int = 0):
        self.rate = rate
        self.moments = moments
        self.steps = steps

    @classmethod
    def fresh(cls, rate: float, arrays: dict[str, np.ndarray]) -> Adam:
        moments = {}
        for name, a in arrays.items():
            moments[f"m_{name}"] = np.zeros_like(a)
            moments[f"v_{name}"] = np.zeros_like(a)
        return cls(rate, moments)

    def step(self, arrays: dict[str, np.ndarray], grads: dict[str, np.ndarray]) -> None:
        self.steps += 1
        correct1 = 1.0 - self.BETA1 ** self.steps
        correct2 = 1.0 - self.BETA2 ** self.steps
        for name, g in grads.items():
            m, v = self.moments[f"m_{name}"], self.moments[f"v_{name}"]
            m *= self.BETA1
            m += (1.0 - self.BETA1) * g
            v *= self.BETA2
            v += (1.0 - self.BETA2) * g * g
            arrays[name] -= (self.rate * (m / correct1) / (np.sqrt(v / correct2) + self.EPSILON)).astype(np.float32)
