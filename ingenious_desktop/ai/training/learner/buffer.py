"""The replay buffer: the latest positions of self-play and their targets, sampled uniformly."""

from __future__ import annotations

import numpy as np


class ReplayBuffer:
    """A ring of ``capacity`` rows (float32 inputs, float32 target); ``size`` rows are filled and
    ``at`` is where the next one goes."""

    def __init__(self, x: np.ndarray, y: np.ndarray, size: int = 0, at: int = 0):
        self.x, self.y = x, y
        self.size, self.at = size, at

    @classmethod
    def empty(cls, capacity: int, width: int) -> ReplayBuffer:
        return cls(np.zeros((capacity, width), np.float32), np.zeros(capacity, np.float32))

    @property
    def capacity(self) -> int:
        return len(self.y)

    def add(self, x: np.ndarray, y: np.ndarray) -> None:
        for row, target in zip(x, y):
            self.x[self.at] = row
            self.y[self.at] = target
            self.at = (self.at + 1) % self.capacity
            self.size = min(self.size + 1, self.capacity)

    def sample(self, count: int, rng: np.random.Generator) -> tuple[np.ndarray, np.ndarray]:
        """``count`` rows drawn with replacement (fewer never: an empty buffer is the caller's error)."""
        pick = rng.integers(0, self.size, count)
        return self.x[pick], self.y[pick]
