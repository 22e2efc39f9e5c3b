"""The one training command of the learned players (issue 36; recipe in docs/learner.md):

    python -m ingenious_desktop.ai.training.learn --out DIR [--light LIGHT_DIR] [--preset learner|sparring]
        [--games 200000] [--minutes N] [--seed 1] [--workers N] [--checkpoint-minutes 5]

Continuous self-play into DIR; run again with the same DIR to resume from its checkpoint (or,
where DIR holds none, from the light checkpoint in LIGHT_DIR). Ctrl+C, SIGTERM or ``--minutes``
save a checkpoint at the end of the current round and stop. ``DIR/best.npz`` is the best network
so far (the gate's), the file a learned player is made from.
"""

from __future__ import annotations

import os

# one BLAS thread a process: the workers are the parallelism (several threads on 2 busy cores ran 10x slower)
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
os.environ.setdefault("OMP_NUM_THREADS", "1")

import argparse  # noqa: E402
import signal  # noqa: E402
import sys  # noqa: E402
import time  # noqa: E402
from concurrent.futures.process import BrokenProcessPool  # noqa: E402
from dataclasses import replace  # noqa: E402
from pathlib import Path  # noqa: E402
from typing import Callable  # noqa: E402

from ..arena import ARENA_PLAYERS  # noqa: E402
from .learner import checkpoint, light, weights  # noqa: E402
from .learner.config import PRESETS  # noqa: E402
from .learner.pool import GamePool  # noqa: E402
from .learner.progress import Progress  # noqa: E402
from .learner.trainer import Trainer  # noqa: E402


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m ingenious_desktop.ai.training.learn",
                                     description=__doc__.split("\n")[0])
    parser.add_argument("--out", type=Path, required=True, help="the run's folder (resumed when it holds a checkpoint)")
    parser.add_argument("--light", type=Path,
                        help="a folder for the run's light checkpoint (light.npz, small enough to commit): written "
                             "with every checkpoint; the run resumes from it where --out holds no checkpoint")
    parser.add_argument("--preset", choices=sorted(PRESETS), help="learner (default) or sparring (a new run only)")
    parser.add_argument("--variant", help="standard (default), travel, team or solo")
    parser.add_argument("--players", type=int, help="players (default 2; team: 4; solo: 1)")
    parser.add_argument("--games", type=int, default=200_000, help="self-play games in all (default 200,000)")
    parser.add_argument("--minutes", type=float,
                        help="stop after this many minutes (at the end of a round), save and exit 0; 0 only saves")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--checkpoint-minutes", type=float, default=5.0)
    parser.add_argument("--hidden", help="hidden layer sizes, e.g. 128,128 (a new run only)")
    parser.add_argument("--round-games", type=int, help="games between two looks at the clock (a new run only)")
    parser.add_argument("--gate-every", type=int, help="self-play games between two gates (a new run only)")
    parser.add_argument("--gate-games", type=int, help="games of each gate (a new run only)")
    parser.add_argument("--gauntlet-games", type=int,
                        help="games against the shipped network alone after each gate (a new run only; 0: none)")
    parser.add_argument("--td-lambda", type=float,
                        help="λ of the TD(λ) targets (0.7; 1 learns the games' results) (a new run only)")
    parser.add_argument("--buffer", type=int, help="positions the replay buffer holds (a new run only)")
    parser.add_argument("--batch", type=int, help="positions of each minibatch (a new run only)")
    parser.add_argument("--rate", type=float,
                        help="Adam's learning rate (0.001); given on a resume, the run goes on at this rate")
    parser.add_argument("--updates-per-game", type=int,
                        help="minibatches fitted after each game (1); given on a resume, the run goes on with these")
    parser.add_argument("--quiet", action="store_true", help="no progress bar")
    return parser.parse_args(argv)


def start(args: argparse.Namespace) -> Trainer:
    """The run in ``--out``, else the one in ``--light``, else a new one from the preset and the options;
    ValueError if a saved run is not the preset, variant or players asked for."""
    if checkpoint.exists(args.out):
        return retuned(matching(checkpoint.load(args.out), args, args.out), args)
    if args.light is not None and light.exists(args.light):
        return retuned(matching(light.load(args.light), args, light.path_of(args.light)), args)
    options = ("round_games", "gate_every", "gate_games", "gauntlet_games", "td_lambda", "buffer", "batch", "rate",
               "updates_per_game")
    changes = {name: getattr(args, name) for name in options if getattr(args, name) is not None}
    if args.hidden:
        changes["hidden"] = tuple(int(h) for h in args.hidden.split(","))
    variant = args.variant or "standard"
    config = replace(PRESETS[args.preset or "learner"], variant=variant,
                     players=args.players or ARENA_PLAYERS[variant], **changes)
    config.check()
    return Trainer.fresh(config, args.seed)


def matching(trainer: Trainer, args: argparse.Namespace, where: Path) -> Trainer:
    """``trainer``, if it is the run the options ask for (those given)."""
    config = trainer.config
    for name, asked, saved in (("preset", args.preset, config.kind), ("variant", args.variant, config.variant),
                               ("players", args.players, config.players)):
        if asked is not None and asked != saved:
            raise ValueError(f"{where} holds a run of {name} {saved}, not {asked}")
    return trainer


def retuned(trainer: Trainer, args: argparse.Namespace) -> Trainer:
    """``trainer`` going on with the learning rate and minibatches per game the options give (the
    recipe's two settings a run may change midway; its config, and so its checkpoints, record them)."""
    changes = {name: getattr(args, name) for name in ("rate", "updates_per_game") if getattr(args, name) is not None}
    if changes:
        trainer.config = replace(trainer.config, **changes)
        trainer.config.check()
        trainer.adam.learning_rate = trainer.config.rate
    return trainer


def train(args: argparse.Namespace, stop: Callable[[], bool]) -> Trainer:
    """Rounds of self-play until ``--games`` or ``stop()``; checkpoints every few minutes and at the end."""
    trainer = start(args)
    progress = None if args.quiet else Progress(args.games, trainer.games)
    saved = began = time.monotonic()
    over = (lambda: False) if args.minutes is None else (lambda: time.monotonic() - began >= 60 * args.minutes)
    with GamePool(args.workers) as pool:
        while trainer.games < args.games and not stop() and not over():
            trainer.round(pool, min(trainer.config.round_games, args.games - trainer.games))
            if progress:
                progress.show(trainer.games, trainer.positions_learned, trainer.gates[-1] if trainer.gates else None)
            if time.monotonic() - saved >= 60 * args.checkpoint_minutes:
                save(args, trainer)
                saved = time.monotonic()
    save(args, trainer)
    if progress:
        progress.done()
    return trainer


def save(args: argparse.Namespace, trainer: Trainer) -> None:
    """The full checkpoint and the players' files in ``--out``, the light checkpoint in ``--light``."""
    checkpoint.save(args.out, trainer)
    weights.save(args.out / "best.npz", trainer.best, trainer.config)
    weights.save(args.out / "latest.npz", trainer.net, trainer.config)
    if args.light is not None:
        light.save(args.light, trainer)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    interrupted = []
    signal.signal(signal.SIGINT, lambda *_: interrupted.append(True))
    signal.signal(signal.SIGTERM, lambda *_: interrupted.append(True))
    try:
        trainer = train(args, lambda: bool(interrupted))
    except (ValueError, OSError) as error:  # a checkpoint that is not this run's, or not sound; a folder not writable
        print(f"learn: {error}", file=sys.stderr)
        return 2
    except BrokenProcessPool:
        print(f"learn: a worker process died (killed from outside, or out of memory); the run stands at its last "
              f"checkpoint in {args.out}: the same command resumes it", file=sys.stderr)
        return 1
    where = args.out if args.light is None else f"{args.out} (light: {light.path_of(args.light)})"
    print(f"{trainer.games:,} games, {trainer.positions_learned:,} positions learned; checkpoint in {where}",
          file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
