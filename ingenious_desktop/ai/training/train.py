"""Training the value model by self-play: play with the current model, learn from the outcomes, play again.

    python -m ingenious_desktop.ai.training.train [--seed 1] [--iterations 2] [--games 2000] [--other-games 150]
                                         [--workers 2] [--policy-after-picks 0] [--td-lambda L]

With no options it writes the shipped model (``resources/models/value.json``) from its seed.

Each iteration plays ``--games`` games of a variant, every seat the model looking one placement
ahead on the board as it is (:class:`..players.one_ply.OnePlyPlayer` without its second look, which
costs more than it teaches here; now and then it plays one of its next best placements so the
games vary), and records each placement decision's features with the game's outcome (the
holders' shares of the win, a draw halved; in solo the final three lowest colours). The model
is then refitted on all positions played so far: the 2-player network by :mod:`.hand_made_fit`
(numpy, needed only here), starting from the last one; the solo result by least squares with a
small ridge penalty. The first iteration plays with a prior that values only the sorted scores.
Two options, off by default, change how the variants' own iterations play and learn:
``--policy-after-picks`` gives the self-play that second look, and ``--td-lambda`` fits the
network to TD(lambda) returns of its own chances at the game's following decisions instead of
the outcome (:func:`lambda_returns`).
The 3- and 4-player and team variants are judged by the 2-player network with one factor on its
utilities, fitted on ``--other-games`` games of their own (SCALED_FROM says why); solo plays
``--other-games`` an iteration too.

Games are played through a :class:`concurrent.futures.Executor` (a process pool by default),
in chunks whose seeds follow from ``--seed``; results are taken in submission order, so the
same seed writes the same file on any executor and any number of workers.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from concurrent.futures import Executor, ProcessPoolExecutor
from pathlib import Path
from typing import NamedTuple

from ingenious_desktop.engine import Game, Phase

from ..model.features import FEATURE_NAMES, BoardReading, holder_features, read_position
from ..players.one_ply import OnePlyPlayer
from ..model.files import with_checksum
from ..model.value import FORMAT, FORMAT_VERSION, SOLO_COLOURS, VARIANTS, ValueModel, final_shares, model_key, parse_models, softmax

from .linear_fit import fit_result, fit_win, result_loss, win_loss

# numpy is imported by .hand_made_fit when a network is fitted, so the tools that only read this module need none

#: Variants judged by another's model, its utilities scaled to fit their own outcomes: fitted
#: on their own games, the 3- and 4-player models played far worse than the 2-player model
#: does there (benchmarks/value-model.md), so they share its judgement and fit only a scale.
SCALED_FROM = {"standard-3": "standard-2", "standard-4": "standard-2", "team-4": "standard-2"}
SCALE_RIDGE = 1e-3
#: Where the shipped model lives in the source tree.
SHIPPED_MODEL = Path(__file__).resolve().parents[3] / "resources" / "models" / "value.json"
EXPLORATION = 0.1
#: Games per job sent to the executor.
CHUNK = 10
#: How many times a TD(lambda) fit recomputes its targets with the network it has just refitted.
TD_REFITS = 2


class Policy(NamedTuple):
    """How the variants' own iterations play and learn: ``after_picks`` for the self-play's
    :class:`..players.one_ply.OnePlyPlayer`, and the TD(lambda) of the targets (None: the outcomes)."""

    after_picks: int = 0
    td_lambda: float | None = None


DEFAULT_POLICY = Policy()
#: The command-line option that sets each field of Policy.
POLICY_OPTIONS = {"after_picks": "--policy-after-picks", "td_lambda": "--td-lambda"}


def prior_model(variant: str, players: int) -> ValueModel:
    """Where training starts: the sorted scores, the lowest weighing most."""
    key = model_key(variant, players)
    sorted_weights = (6.0, 3.0, 2.0, 1.0, 0.5, 0.25)
    if variant == "solo":
        cap = 36
        rows = [[0.0] + [cap if i == k else 0.0 for i in range(len(FEATURE_NAMES))] for k in range(SOLO_COLOURS)]
        return ValueModel(key, rows, "result")
    weights = [0.0] * len(FEATURE_NAMES)
    weights[:6] = sorted_weights
    return ValueModel(key, weights, "win")


def play_games(variant: str, players: int, model: ValueModel, seeds: list[str], exploration: float,
               after_picks: int = 0) -> list:
    """Self-play games, one per seed; each game's placement decisions in the order played, as
    (features per holder, outcome)."""
    kind = model.kind
    games = []
    for seed in seeds:
        game = Game.new(variant, players, seed=random.Random(seed).getrandbits(32))
        game.deal()
        player = OnePlyPlayer(model, seed=seed, exploration=exploration, after_picks=after_picks)
        positions = []
        while not game.is_over:
            view = game.view(game.to_move)
            if game.phase is Phase.PLACE:
                seen = read_position(view)
                positions.append(holder_features(seen, BoardReading(seen.board)))
                game.place(player.choose_placement(view))
            else:
                game.end_turn(swap=player.choose_swap(view))
        outcome = (tuple(float(s) for s in sorted(game.scores[0])[:SOLO_COLOURS]) if kind == "result"
                   else final_shares(game.scores))
        games.append([(features, outcome) for features in positions])
    return games


def self_play(executor: Executor, model: ValueModel, variant: str, players: int, games: int, seed_text: str,
              exploration: float = EXPLORATION, after_picks: int = 0) -> list:
    """:func:`play_games` of ``games`` seeds from ``seed_text``, the games in seed order."""
    seeds = [f"{seed_text}|game {g}" for g in range(games)]
    chunks = [seeds[i:i + CHUNK] for i in range(0, len(seeds), CHUNK)]
    futures = [executor.submit(play_games, variant, players, model, chunk, exploration, after_picks)
               for chunk in chunks]
    return [game for future in futures for game in future.result()]


def positions_of(games) -> list:
    return [sample for game in games for sample in game]


def lambda_returns(model: ValueModel, games, td_lambda: float) -> list:
    """Every position of ``games`` with its lambda-return as the target instead of the outcome:
    from the last decision back, G_t = (1 - lambda) * the model's chances at decision t + 1
    + lambda * G_(t+1), the last decision's G the outcome."""
    samples = []
    for game in games:
        target = game[-1][1]
        targets = [target]
        for features, _outcome in reversed(game[1:]):
            chances = softmax(model.utilities(features))
            target = tuple((1 - td_lambda) * c + td_lambda * g for c, g in zip(chances, target))
            targets.append(target)
        samples += [(features, target) for (features, _outcome), target in zip(game, reversed(targets))]
    return samples


# ----------------------------------------------------------------- the loop


def train_variant(executor: Executor, variant: str, players: int, seed: int, iterations: int, games: int,
                  evaluate=None, log=None, policy: Policy = DEFAULT_POLICY) -> tuple[ValueModel, list[dict]]:
    """Iterate play -> learn for one variant; returns the final model and one entry per iteration
    (games, positions, the loss of the model that played on the new games before refitting and
    after, seconds, and ``evaluate(model)``'s figures if given)."""
    key = model_key(variant, players)
    model = prior_model(variant, players)
    loss = (lambda m, s: result_loss(m.weights, s)) if model.kind == "result" else win_loss
    history, played = [], []
    for iteration in range(1, iterations + 1):
        started = time.perf_counter()
        fresh = self_play(executor, model, variant, players, games, f"{seed}|{key}|iteration {iteration}",
                          after_picks=policy.after_picks)
        play_seconds = time.perf_counter() - started
        before = loss(model, positions_of(fresh))
        played += fresh
        model = fitted(model, played, seed, iteration == 1, policy.td_lambda)
        samples = positions_of(played)
        entry = {"iteration": iteration, "games": games, "positions": len(positions_of(fresh)),
                 "positions_fitted": len(samples), "loss_before": before, "loss_after": loss(model, samples),
                 "loss": "mean squared error of the three lowest colours" if model.kind == "result"
                 else "mean log-loss (natural log) of the win chances",
                 "seconds": time.perf_counter() - started, "play_seconds": play_seconds, "model": model_entry(model)}
        if evaluate is not None:
            entry.update(evaluate(model, iteration))
        history.append(entry)
        if log is not None:
            log(f"{key} iteration {iteration}: " + ", ".join(
                f"{k} {v:.4g}" if isinstance(v, float) else f"{k} {v}" for k, v in entry.items()
                if k not in ("loss", "model")))
    return model, history


def fitted(model: ValueModel, games, seed: int, first: bool, td_lambda: float | None) -> ValueModel:
    """The model refitted on every position of ``games``: to the outcomes, or with ``td_lambda``
    to the lambda-returns of the model's own chances, recomputed TD_REFITS times with the model
    just refitted (in the first iteration after a fit to the outcomes: the prior's chances are
    not worth learning from)."""
    if td_lambda is None or model.kind == "result":
        return refit(model, positions_of(games), seed, first)
    if first:
        model = refit(model, positions_of(games), seed, first=True)
    for _refit in range(TD_REFITS):
        model = refit(model, lambda_returns(model, games, td_lambda), seed, first=False)
    return model


def refit(model: ValueModel, samples, seed: int, first: bool) -> ValueModel:
    """The model fitted on ``samples``: the solo result by least squares, a win model as a network
    (the first from a random start, later ones from ``model``)."""
    if model.kind == "result":
        return ValueModel(model.key, fit_result(samples), "result")
    from .hand_made_fit import fit_network

    weights, hidden = fit_network(samples, seed, start=None if first else model)
    return ValueModel(model.key, weights, "win", hidden)


def scale_variant(executor: Executor, base: ValueModel, variant: str, players: int, seed: int, games: int,
                  log=None) -> tuple[ValueModel, list[dict]]:
    """A variant judged by ``base``'s model with its utilities times one factor, fitted (by the
    same log-loss) on self-play games of that variant with ``base`` unscaled."""
    started = time.perf_counter()
    key = model_key(variant, players)
    unscaled = ValueModel(key, base.weights, "win", base.hidden)
    fresh = positions_of(self_play(executor, unscaled, variant, players, games, f"{seed}|{key}|scaling"))
    utilities = [([[u] for u in base.utilities(features)], shares) for features, shares in fresh]
    scale = fit_win(utilities, [1.0], ridge=SCALE_RIDGE)[0]
    model = ValueModel(key, [scale * w for w in base.weights], "win",
                       [(weights, bias, scale * out) for weights, bias, out in base.hidden])
    entry = {"iteration": 1, "games": games, "positions": len(fresh), "positions_fitted": len(fresh),
             "loss_before": win_loss(base, fresh), "loss_after": win_loss(model, fresh),
             "scale": scale, "scaled_from": base.key, "loss": "mean log-loss (natural log) of the win chances",
             "seconds": time.perf_counter() - started}
    if log is not None:
        log(f"{key}: {base.key}'s model times {scale:.4g}, log-loss {entry['loss_before']:.4g} -> {entry['loss_after']:.4g}")
    return model, [entry]


def _variant_of(key: str) -> tuple[str, int]:
    variant, players = key.rsplit("-", 1)
    return variant, int(players)


def model_file(models: dict[str, ValueModel], seed: int, iterations: int, games: int, other_games: int,
               policy: Policy = DEFAULT_POLICY) -> dict:
    trained = {"command": "python -m ingenious_desktop.ai.training.train", "seed": seed,
               "iterations": iterations, "games_per_iteration": games, "other_games": other_games}
    trained.update((name, value) for name, value in policy._asdict().items()
                   if value != DEFAULT_POLICY._asdict()[name])  # the default's file stays as it always was
    return with_checksum({"format": FORMAT, "version": FORMAT_VERSION, "features": list(FEATURE_NAMES),
                          "trained": trained, "models": {key: model_entry(model) for key, model in models.items()}})


def command_line(trained: dict) -> str:
    """The training command that wrote a model file, from the file's ``trained`` entry."""
    options = [f"--seed {trained['seed']}", f"--iterations {trained['iterations']}",
               f"--games {trained['games_per_iteration']}", f"--other-games {trained['other_games']}"]
    options += [f"{option} {trained[name]}" for name, option in POLICY_OPTIONS.items() if name in trained]
    return " ".join([trained["command"], *options])


def model_entry(model: ValueModel) -> dict:
    entry = {"kind": model.kind, "weights": _rounded(model.weights)}
    if model.hidden:
        entry["hidden"] = [{"weights": _rounded(weights), "bias": _rounded([bias])[0], "out": _rounded([out])[0]}
                           for weights, bias, out in model.hidden]
    return entry


def _rounded(weights):
    if isinstance(weights[0], list):
        return [_rounded(row) for row in weights]
    return [float(f"{w:.7g}") for w in weights]


def train(executor: Executor, seed: int, iterations: int, games: int, other_games: int, variants=VARIANTS,
          evaluate=None, log=None, policy: Policy = DEFAULT_POLICY) -> tuple[dict, dict]:
    """(the model file's JSON, the history of every variant's iterations): ``games`` an iteration for
    the 2-player networks, ``other_games`` for the scales and solo; ``policy`` for the variants'
    own iterations (not the scales' games)."""
    models, histories = {}, {}
    for variant, players in variants:
        key = model_key(variant, players)
        base = SCALED_FROM.get(key)
        if base is not None:
            if base not in models:
                models[base], histories[base] = train_variant(executor, *_variant_of(base), seed, iterations, games,
                                                              log=log, policy=policy)
            models[key], histories[key] = scale_variant(executor, models[base], variant, players, seed, other_games,
                                                        log)
            continue
        judge = None if evaluate is None else (lambda model, iteration, v=variant, p=players: evaluate(v, p, model, iteration))
        count = other_games if variant == "solo" else games
        models[key], histories[key] = train_variant(executor, variant, players, seed, iterations, count, judge, log,
                                                    policy)
    data = model_file(models, seed, iterations, games, other_games, policy)
    parse_models(json.loads(json.dumps(data)), "the trained model")  # what is written must load
    return data, histories


def write_json(path: Path, data) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")


def argument_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m ingenious_desktop.ai.training.train", description=__doc__.split("\n")[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--iterations", type=int, default=2)
    parser.add_argument("--games", type=int, default=2000, help="self-play games per iteration, 2-player variants")
    parser.add_argument("--other-games", type=int, default=150,
                        help="self-play games per iteration in solo, and for each scaled variant's scale")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--variants", default=",".join(model_key(v, p) for v, p in VARIANTS),
                        help="comma-separated, e.g. standard-2,solo-1")
    parser.add_argument(POLICY_OPTIONS["after_picks"], type=int, default=DEFAULT_POLICY.after_picks,
                        help="self-play judges this many of the best placements again on the board they leave")
    parser.add_argument(POLICY_OPTIONS["td_lambda"], type=float, default=DEFAULT_POLICY.td_lambda,
                        help="fit to TD(lambda) returns of the network's own chances instead of the outcomes")
    parser.add_argument("--out", type=Path, default=SHIPPED_MODEL)
    parser.add_argument("--history", type=Path, help="also write each iteration's figures here (JSON)")
    return parser


def main(argv: list[str] | None = None) -> int:
    args = argument_parser().parse_args(argv)
    wanted = [v for v in VARIANTS if model_key(*v) in args.variants.split(",")]
    started = time.perf_counter()
    with ProcessPoolExecutor(max_workers=args.workers) as executor:
        data, histories = train(executor, args.seed, args.iterations, args.games, args.other_games, wanted,
                                log=lambda line: print(line, file=sys.stderr, flush=True),
                                policy=Policy(args.policy_after_picks, args.td_lambda))
    write_json(args.out, data)
    if args.history:
        write_json(args.history, {"seconds": time.perf_counter() - started, "workers": args.workers,
                                  "variants": histories})
    print(f"wrote {args.out} in {time.perf_counter() - started:.0f} s", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
