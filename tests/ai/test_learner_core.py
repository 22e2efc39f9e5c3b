"""The learned players' forward pass in the compiled core (native/src/mlp.cpp) gives the numpy
network's values (learner/mlp.py) on the summaries of seeded positions of every variant."""

from __future__ import annotations

import numpy as np
import pytest

from ingenious_desktop.ai import native
from ingenious_desktop.ai.training import summary
from ingenious_desktop.ai.training.learner.config import PRESETS
from ingenious_desktop.ai.training.learner.mlp import CoreForward, Mlp
from native_games import VARIANTS
from test_summary import positions


def trained_like(hidden: list[int], inputs: int, seed: int) -> Mlp:
    """Fresh weights with biases too, so that no unit sits at zero."""
    rng = np.random.default_rng(seed)
    net = Mlp.initial(inputs, hidden, rng)
    for name, array in net.arrays.items():
        if name.startswith("b"):
            array[:] = rng.normal(0.0, 0.3, array.shape)
    return net


@pytest.mark.parametrize("variant,players", VARIANTS)
@pytest.mark.parametrize("preset", ["learner", "sparring"])
def test_the_core_forward_gives_the_numpy_values(variant, players, preset):
    config = PRESETS[preset]
    net = trained_like(list(config.hidden), len(config.columns), seed=players)
    core = CoreForward(net)
    judged = 0
    for game in positions(variant, players, seed=3, every=8):
        data, _placements, _swaps = native.Position.from_game(game).summaries(config.canonical)
        x = config.inputs(np.frombuffer(data, np.float32).reshape(-1, summary.SIZE))
        assert np.abs(core.value(x) - net.value(x)).max() <= 1e-5, (variant, game.placements_made)
        judged += len(x)
    assert judged > 100


def test_extreme_inputs_saturate_as_numpy_does():
    net = trained_like([128, 128], 80, seed=9)
    x = np.random.default_rng(2).normal(0.0, 200.0, (37, 80)).astype(np.float32)
    with np.errstate(over="ignore"):  # numpy's exp overflows to inf on the way to the same zero
        expected = net.value(x)
    np.testing.assert_allclose(CoreForward(net).value(x), expected, atol=1e-5)


@pytest.mark.parametrize("change,problem", [
    (lambda a: a["W1"].__setitem__((0, 0), np.nan), "not a weight"),
    (lambda a: a["b0"].__setitem__(0, 2e4), "not a weight"),
    (lambda a: a.__setitem__("W1", a["W1"][:-1]), "do not fit"),
])
def test_the_core_refuses_a_broken_network(change, problem):
    net = trained_like([16, 16], 80, seed=1)
    change(net.arrays)
    with pytest.raises(ValueError, match=problem):
        CoreForward(net)


def test_rows_that_are_not_whole_are_refused():
    core = CoreForward(trained_like([16], 80, seed=1))
    with pytest.raises(ValueError, match="whole rows"):
        core._core.values(b"\0" * (80 * 4 + 4))
