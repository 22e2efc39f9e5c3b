"""The learner's light checkpoint and time budget (issue 42): a run resumed from the small file it
commits has the networks, optimiser, gates and random source it had, refills its buffer before it
fits, resumes in a fresh folder as on a fresh clone; ``--minutes`` saves and stops; a corrupt or
foreign checkpoint is one line and a failing status."""

from __future__ import annotations

import io
import json
import shutil
from pathlib import Path

import numpy as np
import pytest

from ingenious_desktop.ai.training import learn
from ingenious_desktop.ai.training.learner import checkpoint, light, weights

TINY = ["--hidden", "8", "--round-games", "4", "--gate-every", "8", "--gate-games", "2", "--gauntlet-games", "2",
        "--buffer", "300", "--batch", "32", "--workers", "1", "--quiet"]


def run(out, lights, games: int, *more: str):
    return learn.train(learn.parse_args(["--out", str(out), "--light", str(lights), "--games", str(games), *more,
                                         *TINY]), stop=lambda: False)


def assert_same_run(a, b):
    for net_a, net_b in ((a.net, b.net), (a.best, b.best)):
        assert set(net_a.arrays) == set(net_b.arrays)
        for name, array in net_a.arrays.items():
            np.testing.assert_array_equal(net_b.arrays[name], array)
    assert a.adam.steps == b.adam.steps > 0
    for moments_a, moments_b in ((a.adam.first, b.adam.first), (a.adam.second, b.adam.second)):
        assert set(moments_a) == set(moments_b)
        for name, array in moments_a.items():
            np.testing.assert_array_equal(moments_b[name], array)
    assert (a.config, a.seed, a.games, a.positions_learned) == (b.config, b.seed, b.games, b.positions_learned)
    assert [vars(g) for g in a.gates] == [vars(g) for g in b.gates]
    assert a.rng.bit_generator.state == b.rng.bit_generator.state


def test_a_run_resumed_from_its_light_checkpoint_has_what_the_run_had(tmp_path):
    before = run(tmp_path / "run", tmp_path / "light", 8)
    resumed = learn.start(learn.parse_args(["--out", str(tmp_path / "elsewhere"), "--light", str(tmp_path / "light")]))
    assert_same_run(before, resumed)
    assert resumed.buffer.size == 0 and resumed.fit_from == resumed.config.buffer == 300
    assert light.path_of(tmp_path / "light").stat().st_size < 64 * 1024
    best, config = light.load_best(tmp_path / "light")
    file_best, file_config = weights.load(tmp_path / "run" / "best.npz")
    assert config == file_config == before.config
    for name, array in file_best.arrays.items():
        np.testing.assert_array_equal(best.arrays[name], array)


def test_a_committed_light_checkpoint_resumes_on_a_fresh_clone_and_is_replaced_in_place(tmp_path):
    run(tmp_path / "machine1", tmp_path / "repo" / "runs", 8)
    finished = []
    for clone in ("clone1", "clone2"):  # the committed folder alone, twice: the same run each time
        shutil.copytree(tmp_path / "repo", tmp_path / clone)
        assert learn.main(["--out", str(tmp_path / clone / "out"), "--light", str(tmp_path / clone / "runs"),
                           "--games", "20", *TINY]) == 0
        finished.append(light.load(tmp_path / clone / "runs"))
        assert sorted(p.name for p in (tmp_path / clone / "runs").iterdir()) == ["light.npz"]
    assert finished[0].games == 20 and checkpoint.load(tmp_path / "clone1" / "out").games == 20
    assert_same_run(finished[0], finished[1])
    first = light.load(tmp_path / "repo" / "runs")
    assert finished[0].positions_learned > first.positions_learned  # it fitted again once the buffer was full
    assert not np.array_equal(finished[0].net.arrays["W0"], first.net.arrays["W0"])


def test_the_buffer_refills_before_fitting_resumes(tmp_path):
    before = run(tmp_path / "run", tmp_path / "light", 8)
    after = run(tmp_path / "new", tmp_path / "light", 12)  # 4 games more: fewer positions than the buffer's 300
    assert after.games == 12 and 0 < after.buffer.size < 300
    assert after.positions_learned == before.positions_learned and after.adam.steps == before.adam.steps


def test_minutes_saves_both_checkpoints_and_stops_with_status_0(tmp_path):
    assert learn.main(["--out", str(tmp_path / "run"), "--light", str(tmp_path / "light"), "--games", "100000",
                       "--minutes", "0.01", *TINY]) == 0
    games = checkpoint.load(tmp_path / "run").games
    assert 0 < games < 100000 and light.load(tmp_path / "light").games == games
    assert learn.main(["--out", str(tmp_path / "run"), "--light", str(tmp_path / "copy"), "--minutes", "0",
                       *TINY]) == 0  # the conversion of a run's folder: no game played
    assert light.load(tmp_path / "copy").games == games == checkpoint.load(tmp_path / "run").games


def rewrite_state(path, change):
    with np.load(path, allow_pickle=False) as npz:
        arrays = {k: npz[k] for k in npz.files}
    state = json.loads(arrays.pop("state").tobytes().decode())
    change(state, arrays)
    out = io.BytesIO()
    np.savez(out, state=np.frombuffer(json.dumps(state).encode(), np.uint8), **arrays)
    path.write_bytes(out.getvalue())


def flip_a_byte(path):
    data = bytearray(path.read_bytes())
    data[len(data) // 2] ^= 0xFF
    path.write_bytes(bytes(data))


def narrower(state, arrays):
    state["config"]["hidden"] = [9]
    state["sha256"] = light.checksum(arrays)


@pytest.mark.parametrize("spoil, more", [
    (flip_a_byte, []),
    (lambda p: p.write_bytes(b"not a zip at all"), []),
    (lambda p: p.write_bytes(p.with_name("..").joinpath("run", "best.npz").read_bytes()), []),  # a players' file
    (lambda p: rewrite_state(p, lambda s, a: s.update(version=2)), []),
    (lambda p: rewrite_state(p, lambda s, a: s.pop("rng")), []),
    (lambda p: rewrite_state(p, lambda s, a: a.update(net_W0=a["net_W0"] * 2)), []),  # checksum
    (lambda p: rewrite_state(p, narrower), []),  # shapes
    (lambda p: None, ["--variant", "team"]),
    (lambda p: None, ["--players", "3"]),
    (lambda p: None, ["--preset", "sparring"]),
])
def test_a_corrupt_or_foreign_light_checkpoint_is_one_line_and_status_2(tmp_path, capsys, spoil, more):
    run(tmp_path / "run", tmp_path / "light", 4)
    spoil(light.path_of(tmp_path / "light"))
    capsys.readouterr()
    assert learn.main(["--out", str(tmp_path / "new"), "--light", str(tmp_path / "light"), *more, *TINY]) == 2
    err = capsys.readouterr().err
    assert err.startswith("learn: ") and err.count("\n") == 1 and "light.npz" in err
    assert not (tmp_path / "new" / "checkpoint.json").exists()


@pytest.mark.parametrize("change", [lambda s: s.pop("config"), lambda s: s.update(gates=[{"games": 1}]),
                                    lambda s: s.update(rng={"bit_generator": "PCG64"}), lambda s: s.update(games=-1)])
def test_a_full_checkpoint_with_a_field_missing_or_wrong_is_one_line(tmp_path, capsys, change):
    learn.main(["--out", str(tmp_path), "--games", "4", *TINY])
    state = json.loads((tmp_path / "checkpoint.json").read_text())
    change(state)
    (tmp_path / "checkpoint.json").write_text(json.dumps(state))
    capsys.readouterr()
    assert learn.main(["--out", str(tmp_path), "--games", "8", *TINY]) == 2
    err = capsys.readouterr().err
    assert err.startswith("learn: ") and err.count("\n") == 1


@pytest.mark.parametrize("folder", sorted(Path(__file__).parents[2].joinpath("training", "runs").glob("*/")),
                         ids=lambda p: p.name)
def test_the_committed_light_checkpoints_are_sound_and_well_under_a_megabyte(folder):
    trainer = light.load(folder)
    assert trainer.games > 0 and trainer.config.kind == "learner"
    config = trainer.config
    expected = {"team": "learner-team", "solo": "learner-solo"}.get(config.variant, f"learner-{config.players}p")
    assert folder.name == expected and (config.variant == "standard") == (folder.name[-1] == "p")
    assert light.path_of(folder).stat().st_size < 1_000_000


def test_a_resumed_run_goes_on_at_the_rate_and_minibatches_given_and_keeps_them(tmp_path):
    before = run(tmp_path / "run", tmp_path / "light", 12)
    assert (before.config.rate, before.config.updates_per_game) == (0.001, 1)
    after = run(tmp_path / "run", tmp_path / "light", 16, "--rate", "0.00025", "--updates-per-game", "2")
    assert after.adam.learning_rate == after.config.rate == 0.00025
    assert after.adam.steps == before.adam.steps + 4 * 2  # four more games, two minibatches each
    for saved in (checkpoint.load(tmp_path / "run"), light.load(tmp_path / "light")):
        assert (saved.config.rate, saved.config.updates_per_game, saved.adam.learning_rate) == (0.00025, 2, 0.00025)
    again = learn.start(learn.parse_args(["--out", str(tmp_path / "run")]))  # no option: the run keeps its new rate
    assert again.adam.learning_rate == 0.00025


def test_a_rate_out_of_range_is_one_line_and_status_2(tmp_path, capsys):
    assert learn.main(["--out", str(tmp_path), "--games", "4", "--rate", "-1", *TINY]) == 2
    assert capsys.readouterr().err.strip() == "learn: rate is a number above 0, at most 1"
