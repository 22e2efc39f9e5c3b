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
        """The value in [-1, 1] of each row of ``x`` (float32, one row per position): the numbers
        of ``swish(h @ W + b)`` layer by layer, computed in place (fewer arrays made, the same sums)."""
        h = x
        for i in range(self.layers - 1):
            h = h @ self.arrays[f"W{i}"]
            h += self.arrays[f"b{i}"]
            gate = np.negative(h)
            np.exp(gate, out=gate)
            gate += 1.0
            np.divide(h, gate, out=h)
        last = self.layers - 1
        out = h @ self.arrays[f"W{last}"]
        out += self.arrays[f"b{last}"]
        return np.tanh(out[:, 0])

    def gradients(self, x: np.ndarray, target: np.ndarray) -> tuple[float, dict[str, np.ndarray]]:
        """The mean squared error against ``target`` and its gradient for every array (each hidden
        layer's 1 + e^-z kept from the forward pass for the backward one: the same numbers, in place)."""
        pre, gates, post = [], [], [x]
        h = x
        for i in range(self.layers - 1):
            z = h @ self.arrays[f"W{i}"]
            z += self.arrays[f"b{i}"]
            gate = np.negative(z)
            np.exp(gate, out=gate)
            gate += 1.0
            h = z / gate
            pre.append(z)
            gates.append(gate)
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
                s = np.divide(1.0, gates[i - 1], out=gates[i - 1])  # the logistic sigmoid of z
                slope = np.subtract(1.0, s)
                slope *= pre[i - 1]
                slope += 1.0
                slope *= s  # Swish's slope: s * (1 + z * (1 - s))
                delta = delta @ self.arrays[f"W{i}"].T
                delta *= slope
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
