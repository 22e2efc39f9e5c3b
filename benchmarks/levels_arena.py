"""Games between computer players, spread over processes: a side against one or more copies of another.

    .venv/bin/python -m benchmarks.levels_arena --a hard --b frozen [--variant standard] [--players 2]
        [--games 100] [--seconds 1.0] [--workers 2] [--seed 1] [--json OUT]

Players: easy, medium, hard (the levels as the window makes them, without the helper process:
each game runs in one worker process, so two workers keep two cores busy), hard-search (the
hard level's sampled search, the hard level of every variant before the learner), frozen (today's
hard before the learned model, ai/training/frozen_hard.py), oneply (the hand-made value model
alone, one placement ahead), network (the value network alone, one placement ahead), handhard
(the hard level judging with the hand-made model instead of the network), and the named
opponents of ``ingenious_desktop.ai.players.opponents`` by name.

Side A takes seat ``game % players`` and side B every other seat (in team play A's partner is
A too, B's pair is B), so every seat is A's equally often. In solo both sides play the same
deal and the better result wins. Prints A's score share (a win 1, a draw 1/2, shared first
places split) with its Wilson 95% interval, the mean lowest colour of each side and, in solo,
how often A's result was the better one; with --json also writes every game's outcome.

Scratch: with INGENIOUS_VALUE_MODEL=FILE in the environment, the hand-made judges play with
the models in FILE instead of the shipped resources/models/value.json (for trying a trained file);
with INGENIOUS_NETWORK=FILE, the value network's players read FILE instead of resources/models/network.bin;
with INGENIOUS_RIVAL_NETWORK=FILE, the player rivalhard is the hard level judging with FILE's network
(to pit two networks' hard levels against each other);
with INGENIOUS_HARD_CONFIG='{"model_picks": 14, "halving_at": [40, 100]}' (JSON), the hard level searches
with those fields of its HardSettings changed (the frozen copy keeps its own);
with INGENIOUS_STYLED_CONFIG (the same JSON), the named hard opponents search with the hard level's
HardSettings so changed (``'{"taste_tolerance": 0.02}'``: giving up more for their tastes).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import replace
from functools import lru_cache
from pathlib import Path

from ingenious_desktop.ai.training.frozen_hard import FrozenHardPlayer
from ingenious_desktop.ai import make_player
from ingenious_desktop.ai.arena import ARENA_PLAYERS, fair_share, percentile, play_game, wilson_interval
from ingenious_desktop.ai.model import network_file
from ingenious_desktop.ai.model.value import model_key
from ingenious_desktop.ai.players.search import DEFAULT_SETTINGS, HardPlayer, ModelEvaluation
from ingenious_desktop.ai.players.one_ply import OnePlyPlayer


def use_model_file(path: str) -> None:
    """Every player judging with the hand-made value model (oneply, handhard, medium) reads its
    models from ``path`` (a scratch file) from now on: where the game finds the file changes, so
    every loader the players call reads it."""
    from ingenious_desktop.ai.model import value

    value.shipped_model_path = lambda: Path(path)
    value.load_core_model.cache_clear()


if os.environ.get("INGENIOUS_VALUE_MODEL"):
    use_model_file(os.environ["INGENIOUS_VALUE_MODEL"])
if os.environ.get("INGENIOUS_NETWORK"):
    network_file.shipped_network_path = lambda: Path(os.environ["INGENIOUS_NETWORK"])


def hard_config(text: str):
    """The hard level's HardSettings with the fields the JSON object ``text`` names changed."""
    changes = {key: tuple(value) if isinstance(value, list) else value for key, value in json.loads(text).items()}
    return replace(DEFAULT_SETTINGS, **changes)


@lru_cache(maxsize=None)
def rival_network(variant: str, players: int):
    """The network of INGENIOUS_RIVAL_NETWORK for ``variant`` with ``players``."""
    entry = network_file.read_network_file(Path(os.environ["INGENIOUS_RIVAL_NETWORK"]))[model_key(variant, players)]
    return entry.core_model(variant, players)


class RivalEvaluation(ModelEvaluation):
    """The hard level's judgement with the rival network."""

    @property
    def core_model(self):
        return rival_network(self.variant, self.players)


class RivalHardPlayer(HardPlayer):
    Evaluation = RivalEvaluation


def make(name: str, seed: int, seconds: float):
    if name == "frozen":
        return FrozenHardPlayer(seed, seconds, use_helper=False)
    if name == "oneply":
        return OnePlyPlayer(seed=seed)
    if name == "network":
        return OnePlyPlayer(seed=seed, network=True)
    if name == "rivalhard":
        return RivalHardPlayer(seed, seconds, use_helper=False)
    if name == "hard-search":
        return HardPlayer(seed, seconds, use_helper=False)
    if name == "handhard":
        return HardPlayer(seed, seconds, use_helper=False, config=replace(DEFAULT_SETTINGS, network_in=()))
    if name == "hard" and os.environ.get("INGENIOUS_HARD_CONFIG"):
        return HardPlayer(seed, seconds, use_helper=False, config=hard_config(os.environ["INGENIOUS_HARD_CONFIG"]))
    if name in ("easy", "medium", "hard"):
        return make_player(name, seed, seconds, helper=False)
    from ingenious_desktop.ai.players.opponents import opponent_named

    styled = os.environ.get("INGENIOUS_STYLED_CONFIG")
    config = hard_config(styled) if styled else DEFAULT_SETTINGS
    return opponent_named(name).make(seed, seconds, helper=False, config=config)


def deal_seed(seed: int, index: int) -> int:
    """The seed of game ``index``'s deal in a run with ``seed`` (the players' seed too)."""
    return seed * 100_003 + index


def one_game(a: str, b: str, variant: str, players: int, seconds: float, seed: int, index: int, maker=None) -> dict:
    """One game's outcome for side A: its share of the win, both sides' lowest colours, A's move times.
    ``maker(name, seed, seconds)`` makes the players (:func:`make` unless given another)."""
    build = maker or make
    game_seed = deal_seed(seed, index)
    if variant == "solo":
        results, lows, times = [], [], []
        for name in (a, b):
            game, seat_times = play_game(variant, [build(name, game_seed, seconds)], game_seed)
            results.append(sorted(game.scores[0])[:3])
            lows.append(min(game.scores[0]))
            times.append(seat_times[0])
        share = 1.0 if results[0] > results[1] else 0.5 if results[0] == results[1] else 0.0
        return {"index": index, "share": share, "lowest": lows, "results": results, "a_seconds": times[0]}
    a_seat = index % players
    a_seats = [s for s in range(players) if (s % 2 == a_seat % 2 if variant == "team" else s == a_seat)]
    seats = [build(a if s in a_seats else b, game_seed, seconds) for s in range(players)]
    game, seat_times = play_game(variant, seats, game_seed)
    a_holder = game.variant.holder_of(a_seat)
    first = game.ranking()[0]
    share = 1 / len(first) if a_holder in first else 0.0
    b_lows = [min(game.scores[h]) for h in range(game.variant.holders) if h != a_holder]
    return {"index": index, "share": share, "lowest": [min(game.scores[a_holder]), statistics.fmean(b_lows)],
            "a_seconds": [t for s in a_seats for t in seat_times[s]]}


def add_variant_arguments(parser: argparse.ArgumentParser) -> None:
    """--variant (standard) and --players (the variant's own unless given: see :func:`players_asked`)."""
    parser.add_argument("--variant", default="standard")
    parser.add_argument("--players", type=int, default=None, help="players (default 2; team: 4; solo: 1)")


def players_asked(args: argparse.Namespace) -> int:
    """The players --players gave, else the variant's own (ai.arena.ARENA_PLAYERS)."""
    return args.players or ARENA_PLAYERS[args.variant]


def summary(args, games: list[dict], seconds: float) -> dict:
    shares = [g["share"] for g in games]
    share = statistics.fmean(shares)
    low, high = wilson_interval(share, len(shares))
    moves = [t for g in games for t in g["a_seconds"]]
    result = {"a": args.a, "b": args.b, "variant": args.variant, "players": args.players, "games": len(games),
              "seconds_per_move": args.seconds, "seed": args.seed, "a_share": share, "interval95": [low, high],
              "fair_share": fair_share(args.variant, args.players),
              "a_mean_lowest": statistics.fmean(g["lowest"][0] for g in games),
              "b_mean_lowest": statistics.fmean(g["lowest"][1] for g in games),
              "a_move_seconds_median": statistics.median(moves) if moves else None,
              "a_move_seconds_p95": percentile(moves, 0.95) if moves else None,
              "wall_seconds": seconds}
    if os.environ.get("INGENIOUS_VALUE_MODEL"):
        result["value_model"] = os.environ["INGENIOUS_VALUE_MODEL"]
    if os.environ.get("INGENIOUS_NETWORK"):
        result["network"] = os.environ["INGENIOUS_NETWORK"]
    if os.environ.get("INGENIOUS_HARD_CONFIG"):
        result["hard_config"] = json.loads(os.environ["INGENIOUS_HARD_CONFIG"])
    if args.variant == "solo":
        result["a_better_share"] = statistics.fmean(g["results"][0] > g["results"][1] for g in games)
        result["a_mean_result"] = statistics.fmean(int("".join(f"{s:02d}" for s in g["results"][0])) for g in games)
        result["b_mean_result"] = statistics.fmean(int("".join(f"{s:02d}" for s in g["results"][1])) for g in games)
    return result


def add_run_arguments(parser: argparse.ArgumentParser, *, games: int, seconds: float, seed: int) -> None:
    """--games, --seconds, --workers, --seed and --json, with this script's defaults."""
    parser.add_argument("--games", type=int, default=games)
    parser.add_argument("--seconds", type=float, default=seconds)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=seed)
    parser.add_argument("--json", type=Path)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--a", required=True)
    parser.add_argument("--b", required=True)
    add_variant_arguments(parser)
    add_run_arguments(parser, games=100, seconds=1.0, seed=1)
    args = parser.parse_args()
    args.players = players_asked(args)
    started = time.perf_counter()
    with ProcessPoolExecutor(max_workers=args.workers) as executor:
        futures = [executor.submit(one_game, args.a, args.b, args.variant, args.players, args.seconds, args.seed, i)
                   for i in range(args.games)]
        games = []
        for future in futures:
            games.append(future.result())
            print(f"\r{len(games)}/{args.games} games, A's share so far "
                  f"{statistics.fmean(g['share'] for g in games):.3f}", end="", file=sys.stderr, flush=True)
            if args.json:  # after every game, so that a run stopped early still tells what it played
                result = summary(args, games, time.perf_counter() - started)
                args.json.write_text(json.dumps({**result, "outcomes": games}, indent=1) + "\n")
    print(file=sys.stderr)
    print(json.dumps(summary(args, games, time.perf_counter() - started), indent=1))


if __name__ == "__main__":
    main()
