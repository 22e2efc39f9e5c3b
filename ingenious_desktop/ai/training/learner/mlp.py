"""A multilayer perceptron in numpy: Swish hidden layers, one tanh output, squared-error fitting."""

from __future__ import annotations

import numpy as np

from ... import native


def swish(z: np.ndarray) -> np.ndarray:
    return z / (1.0 + np.exp(-z))


class Mlp:
    """Weights ``W0, b0, W1, b1, …`` as plain float32 arrays; :meth:`value` for play,
    :meth:`gradients` for fitting against targets in [-1, 1]."""

    def __init__(self, arrays: dict[str, np.ndarray]):
        self.arrays = arrays

    @classmethod
    def initial(cls, inputs: int, hidden: list[int], rng: np.random.Generator) -> Mlp:
        """Fresh weights (He-scaled normal, zero biases) for ``inputs`` -> ``hidden`` -> 1."""
        sizes = [inputs, *hidden, 1]
        arrays = {}
        for i, (n_in, n_out) in enumerate(zip(sizes, sizes[1:])):
            arrays[f"W{i}"] = (rng.standard_normal((n_in, n_out)) * np.sqrt(2.0 / n_in)).astype(np.float32)
            arrays[f"b{i}"] = np.zeros(n_out, np.float32)
        return cls(arrays)

    @property
    def layers(self) -> int:
        return len(self.arrays) // 2

    def copy(self) -> Mlp:
        return Mlp({name: a.copy() for name, a in self.arrays.items()})

    def value(self, x: np.ndarray) -> np.ndarray:
        """The value in [-1, 1] of each row of ``x`` (float32, one row per position)."""
        h = x
        for i in range(self.layers - 1):
            h = swish(h @ self.arrays[f"W{i}"] + self.arrays[f"b{i}"])
        last = self.layers - 1
        return np.tanh(h @ self.arrays[f"W{last}"] + self.arrays[f"b{last}"])[:, 0]

    def gradients(self, x: np.ndarray, target: np.ndarray) -> tuple[float, dict[str, np.ndarray]]:
        """The mean squared error against ``target`` and its gradient for every array."""
        pre, post = [], [x]
        h = x
        for i in range(self.layers - 1):
            z = h @ self.arrays[f"W{i}"] + self.arrays[f"b{i}"]
            pre.append(z)
            h = swish(z)
            post.append(h)
        last = self.layers - 1
        out = np.tanh(h @ self.arrays[f"W{last}"] + self.arrays[f"b{last}"])[:, 0]
        error = out - target
        grads: dict[str, np.ndarray] = {}
        delta = (2.0 / len(x) * error * (1.0 - out * out))[:, None].astype(np.float32)
        for i in range(last, -1, -1):
            grads[f"W{i}"] = post[i].T @ delta
            grads[f"b{i}"] = delta.sum(axis=0)
            if i:
                s = 1.0 / (1.0 + np.exp(-pre[i - 1]))
                delta = (delta @ self.arrays[f"W{i}"].T) * (s * (1.0 + pre[i - 1] * (1.0 - s)))
        return float(np.mean(error * error)), grads


class CoreForward:
    """An :class:`Mlp`'s forward pass in the compiled core (native/src/mlp.cpp): the same values
    (within 1e-5) from weights checked before (weights.check_arrays), all rows in one call."""

    def __init__(self, net: Mlp):
        sizes = [net.arrays["W0"].shape[0]] + [net.arrays[f"b{i}"].shape[0] for i in range(net.layers)]
        self._core = native.LearnedNetwork(sizes, [net.arrays[f"W{i}"] for i in range(net.layers)],
                                           [net.arrays[f"b{i}"] for i in range(net.layers)])

    def value(self, x: np.ndarray) -> np.ndarray:
        """The value in [-1, 1] of each row of ``x`` (float32, one row per position)."""
        return np.frombuffer(self._core.values(np.ascontiguousarray(x, np.float32).tobytes()), np.float32)
