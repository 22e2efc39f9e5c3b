"""Training the value networks by self-play: play with the current network, learn, judge, keep the better.

    python -m ingenious_desktop.ai.training.train_network [--seed 1] [--games 150000,20000,20000]
        [--other-games 30000,5000] [--epochs 10] [--judge-games 400] [--gate-games 4000] [--workers 2]
        [--variants standard-2,...] [--out FILE] [--log FILE] [--keep DIR]

With no options it writes the networks to ``resources/models/network.bin`` from its seed.
For each variant (``--games`` for 2-player standard, ``--other-games`` for the others), each
iteration the compiled core plays that many self-play games, each seat choosing its placement
one placement ahead with the network that plays (the hand-made value model in the first
iteration, where the network starts: :func:`warm_start`), 10% of the time one of its next best
three instead; a tenth of the decisions become training records with the game's outcome. The
network is then fitted (:mod:`.value_net`) on every record so far but each iteration's newest
games (split by game: the newest 5% held out of everything but the held-out loss the log reports,
the 5% before them used only to stop the fitting), each record seen under one of the board's
twelve symmetries (:mod:`.symmetry`), starting from the one before, with one Adam state through
all its epochs, for as many epochs (at most ``--epochs``) as lower the loss on the stopping games.
The candidate then meets the network that played with seats swapped on the same deals until a
sequential test (:mod:`.gate`, GATE: 0 against 30 Elo, 5% errors) passes or fails it, at most
``--gate-games`` games; it plays the next iteration only if the test passed. ``--judge-games``
games against the hand-made model give the log its strength. Every seed here is a tuning seed
(:mod:`.seeds`), never one a report deals with.
Games are played through any :class:`concurrent.futures.Executor` (a process pool by default,
Ray's executor across machines), in chunks whose seeds follow from ``--seed``, so the same seed
writes the same file on any executor (numpy's sums: with the same BLAS and thread count).
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from concurrent.futures import Executor, ProcessPoolExecutor
from dataclasses import dataclass, replace
from pathlib import Path

import numpy as np

from ingenious_desktop.engine import make_variant

from .. import native
from ..arena import wilson_interval
from ..model.network_file import NETWORK_VARIANTS, NetworkEntry, encode_network_file, network_sizes
from ..model.value import VARIANTS, load_core_model, load_value_model, model_key
from . import value_net
from .adam import Adam
from .gate import PASS, UNDECIDED, Sprt
from .seeds import tuning_seed

SHIPPED_NETWORKS = Path(__file__).resolve().parents[3] / "resources" / "models" / "network.bin"
#: The share of decisions kept as records: few from each game, since they share its outcome.
SAMPLE_RATE = 0.1
#: Self-play games of each iteration: the first played by the hand-made model (fast), the next by the network.
GAMES = (150_000, 20_000, 20_000)
OTHER_GAMES = (30_000, 5_000)
EXPLORATION = 0.1
EXPLORE_AMONG = 4
#: Games per job sent to the executor.
CHUNK = 250
JUDGE_CHUNK = 25
#: The most records kept for fitting (the oldest are dropped first).
REPLAY_RECORDS = 3_000_000
#: Each iteration's newest games, at least this share of its records, are held out of everything
#: but the held-out loss the log reports ...
HELD_OUT_SHARE = 0.05
#: ... and the games before them, at least this share, only stop the fitting (early stopping).
STOPPING_SHARE = 0.05
#: Epochs without a lower loss on the stopping games before the fitting stops.
PATIENCE = 2
#: A candidate replaces the network that plays only when this sequential test passes: H0 no
#: stronger, H1 30 Elo stronger (about 54% in 2-player games), each error at most 5%.
GATE = Sprt(elo0=0.0, elo1=30.0, alpha=0.05, beta=0.05)
#: The gate looks at the test after every this many deals (each played once from every seat).
GATE_WAVE = 200
#: The most games the gate plays; a candidate the test has not passed by then stays out.
GATE_GAMES = 4000


@dataclass(frozen=True)
class Strength:
    """A network's score share in judged games (a win 1, a draw ½) and its 95% interval."""

    share: float
    low: float
    high: float
    games: int
    #: The share of a player as strong as its opponents: 1 / holders, or ½ in solo.
    fair: float

    def as_dict(self) -> dict:
        return {"share": round(self.share, 4), "low": round(self.low, 4), "high": round(self.high, 4), "games": self.games,
                "fair": round(self.fair, 4)}


def derived_seed(seed: int, *parts) -> int:
    """A seed of the training's own (self-play, fitting, the gate): never one a report deals with."""
    return tuning_seed(seed, *parts)


def core_model(variant: str, players: int, entry: NetworkEntry | None) -> native.Model:
    """The network ``entry``, or with none the shipped hand-made value model."""
    return entry.core_model(variant, players) if entry else load_core_model(variant, players)


def play_chunk(variant: str, players: int, entry: NetworkEntry | None, seed: int, games: int,
               style: native.PlayStyle, sample_rate: float) -> bytes:
    """The training records of ``games`` self-play games (run in a worker)."""
    model = core_model(variant, players, entry)
    return native.training_records(make_variant(variant, players), model, seed, games, style, sample_rate)[0]


def self_play_records(executor: Executor, variant: str, players: int, entry: NetworkEntry | None, seed: int,
                      games: int) -> np.ndarray:
    """The records of ``games`` games of self-play, in seed order, as value_net.record_dtype."""
    style = native.PlayStyle(0, EXPLORATION, EXPLORE_AMONG)
    futures = [executor.submit(play_chunk, variant, players, entry, derived_seed(seed, start), min(CHUNK, games - start),
                               style, SAMPLE_RATE) for start in range(0, games, CHUNK)]
    raw = b"".join(future.result() for future in futures)
    return np.frombuffer(raw, dtype_of(variant, players)).copy()


def dtype_of(variant: str, players: int) -> np.dtype:
    sizes = network_sizes(variant, players, 1, 1, 0)
    return value_net.record_dtype(sizes.cells, sizes.holders, 3 if sizes.holders == 1 else sizes.holders)


def judge_chunk(variant: str, players: int, new: NetworkEntry, old: NetworkEntry | None, seeds: list[int]) -> list[float]:
    """The new network's score in each judged game (run in a worker): for each deal, once in each
    seat (a team's seats together), the old one in every other seat. Solo: 1 where the new
    network's result is the better on the same deal, ½ for the same."""
    rules = make_variant(variant, players)
    new_model, old_model = core_model(variant, players, new), core_model(variant, players, old)
    scores = []
    for seed in seeds:
        if rules.holders == 1:
            mine, theirs = native.duel(rules, [new_model], seed)[0], native.duel(rules, [old_model], seed)[0]
            scores.append(1.0 if mine > theirs else 0.5 if mine == theirs else 0.0)
            continue
        for holder in range(rules.holders):
            seats = [new_model if rules.holder_of(seat) == holder else old_model for seat in range(players)]
            scores.append(native.duel(rules, seats, seed)[holder])
    return scores


def judge(executor: Executor, variant: str, players: int, new: NetworkEntry, old: NetworkEntry | None, seed: int,
          games: int) -> Strength:
    """How the new network scores against the old one over at least ``games`` games."""
    rules = make_variant(variant, players)
    deals = [derived_seed(seed, "judge", k) for k in range(-(-games // rules.holders))]
    return strength_of(scores_on_deals(executor, variant, players, new, old, deals), rules.holders)


def gate(executor: Executor, variant: str, players: int, new: NetworkEntry, old: NetworkEntry | None, seed: int,
         most_games: int = GATE_GAMES) -> tuple[str, Strength, float]:
    """GATE's verdict on the new network against the old one (PASS, or FAIL or UNDECIDED after at
    most ``most_games`` games), its strength in the games played and the log-likelihood ratio;
    the test is looked at after every GATE_WAVE deals."""
    holders = make_variant(variant, players).holders
    sprt = replace(GATE, holders=max(holders, 2))
    scores, dealt, verdict = [], 0, UNDECIDED
    while verdict == UNDECIDED and len(scores) < most_games:
        wave = min(GATE_WAVE, -(-(most_games - len(scores)) // holders))
        deals = [derived_seed(seed, "judge", k) for k in range(dealt, dealt + wave)]
        scores += scores_on_deals(executor, variant, players, new, old, deals)
        dealt += wave
        verdict = sprt.verdict(scores)
    return verdict, strength_of(scores, holders), sprt.llr(scores)


def scores_on_deals(executor: Executor, variant: str, players: int, new: NetworkEntry, old: NetworkEntry | None,
                    deals: list[int]) -> list[float]:
    """The new network's score in each game of ``deals`` (judge_chunk), in deal order."""
    futures = [executor.submit(judge_chunk, variant, players, new, old, deals[i:i + JUDGE_CHUNK])
               for i in range(0, len(deals), JUDGE_CHUNK)]
    return [s for future in futures for s in future.result()]


def strength_of(scores: list[float], holders: int) -> Strength:
    share = sum(scores) / len(scores)
    return Strength(share, *wilson_interval(share, len(scores)), len(scores), 1 / max(holders, 2))


def warm_start(variant: str, players: int, seed: int, l1: int = value_net.L1,
               l2: int = value_net.L2) -> value_net.NetWeights:
    """A network that starts as the hand-made value model: its linear part as the skip weights and
    its tanh units as the network's, the clipped layers random but unheard (their output weights
    0) until the fitting brings them in."""
    sizes = network_sizes(variant, players, l1, l2, value_net.UNITS)
    hand = load_value_model(variant, players)
    start = value_net.initial(hand.kind, sizes.cells, sizes.cap, sizes.holders, l1, l2, seed=seed)
    arrays = {name: getattr(start, name).copy() for name in value_net.ARRAYS}
    arrays["W3"][:] = 0.0
    arrays["A"][:] = 0.0
    if hand.kind == "result":
        for o, row in enumerate(hand.weights):
            arrays["b3"][o], arrays["S"][:, o] = row[0], row[1:]
        return replace(start, **arrays)
    if len(hand.hidden) > value_net.UNITS:
        raise ValueError("the hand-made model has more hidden units than the network")
    for k, (weights, bias, out) in enumerate(hand.hidden):
        arrays["V"][:, k], arrays["c"][k], arrays["A"][k, 0] = weights, bias, out
    arrays["b3"][0] = 0.0
    arrays["S"][:, 0] = hand.weights
    return replace(start, **arrays)


def entry_of(weights: value_net.NetWeights, variant: str, players: int) -> NetworkEntry:
    return NetworkEntry(weights.kind, network_sizes(variant, players, weights.l1, weights.l2, weights.units),
                        weights.payload())


def train_variant(executor: Executor, variant: str, players: int, seed: int, games: tuple[int, ...], epochs: int,
                  judge_games: int, keep: Path | None, say,
                  gate_games: int = GATE_GAMES) -> tuple[NetworkEntry, list[dict]]:
    """The network kept after an iteration of self-play, fitting and gating for each number of
    ``games``, and one log row per iteration."""
    weights = warm_start(variant, players, derived_seed(seed, variant, players))
    playing: NetworkEntry | None = None
    pool, rows, played = np.empty(0, dtype_of(variant, players)), [], 0
    for iteration, count in enumerate(games, start=1):
        started = time.perf_counter()
        records = self_play_records(executor, variant, players, playing, derived_seed(seed, variant, players, iteration), count)
        played += count
        fresh, stopping, held_out = split_by_game(records, STOPPING_SHARE, HELD_OUT_SHARE)
        pool = np.concatenate([pool, fresh])[-REPLAY_RECORDS:]
        fitted, epoch_losses = fit_stopping_early(pool, stopping, weights, derived_seed(seed, "fit", iteration), epochs)
        candidate = entry_of(fitted, variant, players)
        against_hand = judge(executor, variant, players, candidate, None, derived_seed(seed, "hand", iteration), judge_games)
        verdict, against_playing, llr = gate(executor, variant, players, candidate, playing,
                                             derived_seed(seed, iteration), gate_games)
        kept = verdict == PASS
        if kept:
            weights, playing = fitted, candidate
        row = {"variant": model_key(variant, players), "iteration": iteration, "games": count, "games_so_far": played,
               "records": len(pool), "loss": round(value_net.loss(fitted, fresh), 5),
               "held_out_loss": round(value_net.loss(fitted, held_out), 5),
               "stopping_loss_by_epoch": [round(x, 5) for x in epoch_losses],
               "against_playing": {**against_playing.as_dict(), "verdict": verdict, "llr": round(llr, 3)}, "kept": kept,
               "strength": {"against": "the hand-made value model, one placement ahead", **against_hand.as_dict()},
               "seconds": round(time.perf_counter() - started, 1)}
        rows.append(row)
        say(json.dumps(row))
        if keep:
            keep.mkdir(parents=True, exist_ok=True)
            (keep / f"{model_key(variant, players)}-{iteration}.bin").write_bytes(
                encode_network_file({model_key(variant, players): candidate}, {"iteration": iteration}))
    return entry_of(weights, variant, players), rows


def game_starts(records: np.ndarray) -> np.ndarray:
    """Where a game's records begin: a game's board only fills, so a record with fewer placed
    cells than the one before starts another game (two games may read as one, one never as two)."""
    placed = (records["colours"] >= 0).sum(axis=1)
    return np.flatnonzero(np.diff(placed, prepend=placed.max(initial=0) + 1) < 0)


def split_by_game(records: np.ndarray, stopping_share: float, held_share: float) -> tuple[np.ndarray, ...]:
    """(fitting, stopping, held out): the newest whole games, at least ``held_share`` of the
    records, held out; the whole games before them, at least ``stopping_share``, for stopping;
    the rest for fitting. No game's records fall in two parts."""
    starts, parts, end = game_starts(records), [], len(records)
    for share in (held_share, stopping_share):
        earlier = starts[starts <= end - max(1, math.ceil(share * len(records)))]
        cut = int(earlier[-1]) if len(earlier) else 0
        parts.append(records[cut:end])
        end = cut
    return records[:end], parts[1], parts[0]


def fit_stopping_early(pool: np.ndarray, held: np.ndarray, weights: value_net.NetWeights, seed: int,
                       epochs: int, symmetric: bool = True) -> tuple[value_net.NetWeights, list[float]]:
    """The network after the epoch (at most ``epochs``) with the least loss on the stopping
    records ``held``, and that loss after each epoch; it stops after PATIENCE epochs that did not
    lower it. One shuffling stream and one optimiser run through every epoch, so that it is one
    fit looked at after each epoch. ``symmetric``: each record is seen under one of the board's
    symmetries, drawn anew each epoch; the positions of one game share its outcome, and a network
    fitted on the board only as it was soon learns the games by heart instead of the game."""
    rng, adam = np.random.default_rng(seed), Adam(value_net.LEARNING_RATE)
    best, best_loss, losses, since_best = weights, value_net.loss(weights, held), [], 0
    for _epoch in range(epochs):
        weights, _ = value_net.fit(pool, weights, seed=rng, epochs=1, symmetric=symmetric, optimiser=adam)
        losses.append(value_net.loss(weights, held))
        if losses[-1] < best_loss:
            best, best_loss, since_best = weights, losses[-1], 0
        else:
            since_best += 1
            if since_best == PATIENCE:
                break
    return best, losses


def train(executor: Executor, seed: int, games: tuple[int, ...], other_games: tuple[int, ...], epochs: int,
          judge_games: int, variants=NETWORK_VARIANTS, keep: Path | None = None, say=print,
          gate_games: int = GATE_GAMES) -> tuple[bytes, list[dict]]:
    """The network file's bytes for ``variants`` and the training log."""
    entries, log = {}, []
    for variant, players in variants:
        counts = games if (variant, players) == ("standard", 2) else other_games
        entry, rows = train_variant(executor, variant, players, seed, counts, epochs, judge_games, keep, say,
                                    gate_games)
        entries[model_key(variant, players)] = entry
        log.extend(rows)
    made_by = {"command": "python -m ingenious_desktop.ai.training.train_network", "seed": seed,
               "games": list(games), "other_games": list(other_games), "epochs": epochs, "judge_games": judge_games,
               "gate_games": gate_games}
    return encode_network_file(entries, made_by), log


def game_counts(text: str) -> tuple[int, ...]:
    counts = tuple(int(part) for part in text.split(","))
    if not counts or min(counts) < 1:
        raise argparse.ArgumentTypeError("games an iteration, comma-separated, each at least 1")
    return counts


def argument_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(description="Train the value networks by self-play.")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--games", type=game_counts, default=GAMES,
                        help="self-play games of each iteration, 2-player standard (comma-separated)")
    parser.add_argument("--other-games", type=game_counts, default=OTHER_GAMES,
                        help="self-play games of each iteration, the other variants")
    parser.add_argument("--epochs", type=int, default=10, help="the most epochs of fitting an iteration")
    parser.add_argument("--judge-games", type=int, default=400,
                        help="games of each candidate against the hand-made model (a figure of the log)")
    parser.add_argument("--gate-games", type=int, default=GATE_GAMES, help="the most games the gate plays")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--variants", help="model keys, comma-separated (default: those judged by a network)")
    parser.add_argument("--out", type=Path, default=SHIPPED_NETWORKS)
    parser.add_argument("--log", type=Path, help="write the training log (JSON) here")
    parser.add_argument("--keep", type=Path, help="write every iteration's network here")
    return parser


def main(argv: list[str] | None = None) -> int:
    args = argument_parser().parse_args(argv)
    variants = NETWORK_VARIANTS
    if args.variants:
        wanted = args.variants.split(",")
        variants = tuple(v for v in VARIANTS if model_key(*v) in wanted)
    started = time.perf_counter()
    with ProcessPoolExecutor(args.workers) as executor:
        data, log = train(executor, args.seed, args.games, args.other_games, args.epochs, args.judge_games, variants,
                          args.keep, lambda line: print(line, flush=True), args.gate_games)
    args.out.write_bytes(data)
    if args.log:
        args.log.parent.mkdir(parents=True, exist_ok=True)
        args.log.write_text(json.dumps({"seconds": round(time.perf_counter() - started), "iterations": log}, indent=1))
    print(f"wrote {args.out} in {time.perf_counter() - started:.0f} s", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
