"""The value network's training side (ai/training/value_net.py): the records' layout, where the
encoding puts each input, backpropagation against finite differences, fitting that learns,
determinism, and the payload the core reads."""

from __future__ import annotations

from dataclasses import replace

import numpy as np
import pytest

from ingenious_desktop.ai.training import value_net as vn
from ingenious_desktop.ai.model.network_file import number_count
from ingenious_desktop.ai.native import NetworkSizes


def synthetic(n: int, kind: str, cells: int, cap: int, holders: int, seed: int) -> np.ndarray:
    """Random records whose target follows the colour c of cell 2 (never empty): for "win" the
    holder with the most points in c wins (a tie shares), for "result" the lowest are c, c+1, c+2.
    (A board alone cannot tell the holders apart: the network reads it alike for each.)"""
    rng = np.random.default_rng(seed)
    outputs = holders if kind == "win" else 3
    records = np.zeros(n, vn.record_dtype(cells, holders, outputs))
    records["colours"] = rng.integers(-1, 6, (n, cells))
    records["colours"][:, 2] = rng.integers(0, 6, n)
    records["scores"] = rng.integers(0, cap + 1, (n, holders, 6))
    records["rack"] = rng.multinomial(6, np.full(21, 1 / 21), n)
    records["rack_holder"] = rng.integers(-1, holders, n)
    records["dense"] = rng.random((n, holders, vn.DENSE))
    colour = records["colours"][:, 2].astype(int)
    if kind == "win":
        points = records["scores"][np.arange(n), :, colour]
        best = points == points.max(axis=1, keepdims=True)
        records["target"] = best / best.sum(axis=1, keepdims=True)
    else:
        records["target"] = colour[:, None] + np.arange(3)
    return records


def test_records_are_packed():
    assert vn.record_dtype(91, 2, 2).itemsize == 91 + 2 * 6 + 21 + 1 + 4 * 2 * 32 + 4 * 2
    assert vn.record_dtype(169, 1, 3).itemsize == 169 + 6 + 21 + 1 + 4 * 32 + 4 * 3
    assert vn.input_count(91, 18) == 6 * 91 + 12 * 19 + 21 + 32


def test_the_encoding_puts_each_input_where_the_spec_says():
    # 2 cells, cap 2, 3 holders: own scores from 12, rivals from 30, rack from 48, dense from 69
    records = np.zeros(2, vn.record_dtype(2, 3, 3))
    records[0]["colours"] = [4, -1]
    records[0]["scores"] = [[0, 0, 0, 0, 0, 0], [2, 2, 2, 2, 2, 2], [0, 1, 2, 0, 1, 2]]
    records[0]["rack"][[0, 20]] = [1, 3]
    records[0]["rack_holder"] = 2
    records[1]["colours"] = [-1, 0]
    records[1]["rack"][5] = 2
    records[1]["rack_holder"] = -1
    records["dense"] = np.arange(32) / 32 + np.arange(3)[:, None]
    x, dense = vn.encode(records, 2, 2, 3)
    assert x.shape == (2, 3, 101) and x.dtype == np.float32
    assert np.array_equal(dense, records["dense"])
    assert np.array_equal(x[:, :, 69:], records["dense"])
    own_zeros = [12, 15, 18, 21, 24, 27]
    own_twos = [14, 17, 20, 23, 26, 29]
    own_mixed = [12, 16, 20, 21, 25, 29]
    expected = {
        # both rivals at 2 in colour 2 (38) and colour 5 (47): 1/(H-1) twice
        (0, 0): {4: 1, **dict.fromkeys(own_zeros, 1), **dict.fromkeys([30, 32, 34, 35, 39, 41, 43, 44], 0.5),
                 38: 1, 47: 1},
        (0, 1): {4: 1, **dict.fromkeys(own_twos, 1), **dict.fromkeys([33, 34, 36, 38, 42, 43, 45, 47], 0.5),
                 30: 1, 39: 1},
        (0, 2): {4: 1, **dict.fromkeys(own_mixed, 1), **dict.fromkeys([30, 33, 36, 39, 42, 45], 0.5),
                 **dict.fromkeys([32, 35, 38, 41, 44, 47], 0.5), 48: 1, 68: 3},
        **{(1, h): {6: 1, **dict.fromkeys(own_zeros, 1), **dict.fromkeys([30, 33, 36, 39, 42, 45], 1)}
           for h in range(3)},
    }
    for (r, h), inputs in expected.items():
        want = np.zeros(69, np.float32)
        want[list(inputs)] = list(inputs.values())
        assert np.nonzero(x[r, h, :69])[0].tolist() == sorted(inputs), (r, h)
        assert np.array_equal(x[r, h, :69], want), (r, h)


def test_scores_beyond_the_cap_are_refused():
    records = synthetic(3, "win", 4, 3, 2, seed=1)
    records["scores"][1, 0, 2] = 4
    with pytest.raises(ValueError, match="0..3"):
        vn.encode(records, 4, 3, 2)


def test_forward_is_the_spec_in_float32():
    w = vn.initial("win", 5, 4, 2, l1=6, l2=3, seed=2)
    records = synthetic(4, "win", 5, 4, 2, seed=3)
    x, dense = vn.encode(records, 5, 4, 2)
    out = vn.forward(w, x, dense)
    assert out.shape == (4, 2, 1) and out.dtype == np.float32
    r, h = 3, 1
    h1 = np.clip(w.b1 + x[r, h] @ w.W1, 0, 1)
    h2 = np.clip(w.b2 + h1 @ w.W2, 0, 1)
    units = np.tanh(w.c + dense[r, h] @ w.V) @ w.A
    assert np.allclose(out[r, h], w.b3 + h2 @ w.W3 + dense[r, h] @ w.S + units, atol=1e-6)
    chances = vn.chances(out)
    assert np.allclose(chances.sum(axis=1), 1)
    assert np.allclose(chances[r, h], 1 / (1 + np.exp(out[r, 0, 0] - out[r, 1, 0])))


@pytest.mark.parametrize("kind, holders", [("win", 3), ("result", 1)])
def test_gradients_match_finite_differences(kind, holders):
    cells, cap = 4, 3
    w = vn.initial(kind, cells, cap, holders, l1=5, l2=4, seed=4)
    w = replace(w, **{name: a.astype(np.float64) for name, a in zip(vn.ARRAYS, w.arrays())})
    records = synthetic(16, kind, cells, cap, holders, seed=5)
    _value, grads = vn.gradients(w, records, l2=0.01)
    eps = 1e-6
    for name in vn.ARRAYS:
        array = getattr(w, name)
        numeric = np.zeros_like(array)
        for index in np.ndindex(array.shape):
            moved = []
            for step in (eps, -eps):
                changed = array.copy()
                changed[index] += step
                moved.append(vn.gradients(replace(w, **{name: changed}), records, l2=0.01)[0])
            numeric[index] = (moved[0] - moved[1]) / (2 * eps)
        assert np.allclose(grads[name], numeric, rtol=1e-4, atol=1e-7), name
        # b3 moves every holder's utility alike, which the softmax ignores
        assert np.abs(numeric).max() > 0 or (kind, name) == ("win", "b3"), name


@pytest.mark.parametrize("kind, holders", [("win", 2), ("result", 1)])
def test_fitting_a_target_that_follows_a_cell_lowers_the_held_out_loss(kind, holders):
    cells, cap = 19, 6
    train = synthetic(8000, kind, cells, cap, holders, seed=6)
    held_out = synthetic(1000, kind, cells, cap, holders, seed=7)
    mean = train["target"].mean(axis=0) if kind == "result" else None
    start = vn.initial(kind, cells, cap, holders, seed=8, result_mean=mean)
    fitted, losses = vn.fit(train, start, seed=9, epochs=10, batch=64, learning_rate=3e-3)
    # what a network blind to the board reaches at best: even chances, or the mean result
    blind = np.log(2) if kind == "win" else float(held_out["target"].var(axis=0).mean())
    after = vn.loss(fitted, held_out)
    assert len(losses) == 10 and losses[-1] < losses[0]
    assert after < 0.4 * blind, (blind, after)


def test_the_same_seed_fits_the_same_weights():
    train = synthetic(600, "win", 7, 4, 3, seed=10)
    start = vn.initial("win", 7, 4, 3, seed=11)
    first, losses = vn.fit(train, start, seed=12, epochs=2, batch=128)
    again, losses_again = vn.fit(train, start, seed=12, epochs=2, batch=128)
    other, _ = vn.fit(train, start, seed=13, epochs=2, batch=128)
    assert first.payload() == again.payload() and losses == losses_again
    assert other.payload() != first.payload()
    assert vn.initial("win", 7, 4, 3, seed=11).payload() == start.payload()


def test_fitting_refuses_records_of_another_network():
    with pytest.raises(ValueError, match="records"):
        vn.fit(synthetic(10, "win", 7, 4, 3, seed=1), vn.initial("win", 7, 4, 2), seed=1, epochs=1)


@pytest.mark.parametrize("kind, holders, outputs", [("win", 2, 1), ("result", 1, 3)])
def test_the_payload_round_trips_at_the_spec_length(kind, holders, outputs):
    w = vn.initial(kind, 91, 18, holders, seed=14)
    data = w.payload()
    sizes = NetworkSizes(91, 18, holders, vn.L1, vn.L2, vn.UNITS)
    assert len(data) == 4 * number_count(sizes, kind)
    assert data[:4] == np.float32(w.W1[0, 0]).astype("<f4").tobytes()
    assert data[-4:] == np.float32(w.A[vn.UNITS - 1, outputs - 1]).astype("<f4").tobytes()
    back = vn.NetWeights.from_payload(kind, 91, 18, holders, vn.L1, vn.L2, vn.UNITS, data)
    assert back.outputs == outputs
    for name, a, b in zip(vn.ARRAYS, w.arrays(), back.arrays()):
        assert a.shape == b.shape and b.dtype == np.float32 and np.array_equal(a, b), name
    with pytest.raises(ValueError, match="bytes"):
        vn.NetWeights.from_payload(kind, 91, 18, holders, vn.L1, vn.L2, vn.UNITS, data[:-4])


def test_a_symmetric_fit_sees_the_board_turned_and_mirrored():
    """The target follows cell 2's colour, off the centre: a fit that sees each record under one
    of the board's twelve symmetries finds that colour on cell 2's images, among random ones, and
    cannot learn it as a plain fit does. The same seed still fits the same weights."""
    cells, cap, holders = 19, 6, 2
    train = synthetic(6000, "win", cells, cap, holders, seed=6)
    held_out = synthetic(1000, "win", cells, cap, holders, seed=7)
    start = vn.initial("win", cells, cap, holders, seed=8)
    plain, _ = vn.fit(train, start, seed=9, epochs=6, batch=64, learning_rate=3e-3)
    turned, _ = vn.fit(train, start, seed=9, epochs=6, batch=64, learning_rate=3e-3, symmetric=True)
    again, _ = vn.fit(train, start, seed=9, epochs=6, batch=64, learning_rate=3e-3, symmetric=True)
    assert vn.loss(plain, held_out) < 0.4 * np.log(2) < 0.8 * np.log(2) < vn.loss(turned, held_out)
    assert all(np.array_equal(a, b) for a, b in zip(turned.arrays(), again.arrays()))
