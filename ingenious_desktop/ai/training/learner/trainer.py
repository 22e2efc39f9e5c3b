"""Continuous self-play training: rounds of games with the current network, each game's positions
into the replay buffer and minibatches fitted after it, and a gate that keeps the best network."""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from ... import arena
from .. import summary
from ..adam import Adam
from .buffer import ReplayBuffer
from .config import Config, permute_colours
from .game import Played, Seat
from .gauntlet import FIRST_SEED, gauntlet_game
from .mlp import Mlp
from .pool import GamePool, Task

#: What a seed is drawn for, so that self-play, gates and the first weights never share one.
SELF_PLAY, GATE, WEIGHTS = 0, 1, 2


def seed_of(seed: int, purpose: int, index: int) -> int:
    """A 63-bit seed for the ``index``-th draw of ``purpose`` in a run seeded ``seed``."""
    return int(np.random.SeedSequence([seed, purpose, index]).generate_state(2, np.uint64)[0] >> np.uint64(1))


@dataclass
class Gate:
    """One gate: after how many games, the candidate's share against the best, whether it was kept,
    and its share against the shipped network alone (None when the run plays no gauntlet)."""

    games: int
    share: float
    kept: bool
    gauntlet: float | None = None


@dataclass
class Trainer:
    """Everything a run is: its config and seed, the current and best networks, the optimiser, the
    buffer, the minibatch random source and the counts. A checkpoint holds exactly this.
    ``fit_from``: the positions the buffer must hold before minibatches are fitted (a run resumed
    from a light checkpoint refills its buffer first)."""

    config: Config
    seed: int
    net: Mlp
    best: Mlp
    adam: Adam
    buffer: ReplayBuffer
    rng: np.random.Generator
    games: int = 0
    positions_learned: int = 0
    gates: list[Gate] = field(default_factory=list)
    fit_from: int = 0

    @classmethod
    def fresh(cls, config: Config, seed: int) -> Trainer:
        net = Mlp.initial(len(config.columns), list(config.hidden), np.random.default_rng(seed_of(seed, WEIGHTS, 0)))
        return cls(config, seed, net, net.copy(), Adam(config.rate), cls.empty_buffer(config),
                   np.random.default_rng(seed_of(seed, WEIGHTS, 1)))

    @staticmethod
    def empty_buffer(config: Config) -> ReplayBuffer:
        return ReplayBuffer.empty(config.buffer, len(config.columns) if config.canonical else summary.SIZE)

    def seat(self, net: Mlp, exploration: float) -> Seat:
        return Seat(net, self.config, exploration)

    def round(self, pool: GamePool, games: int) -> None:
        """Play ``games`` self-play games with the current network and learn from each in turn (as
        each comes back: the games play a copy of the network as it was when the round began)."""
        me = self.seat(self.net.copy(), self.config.exploration)
        tasks = [Task((me,) * self.config.players, self.config.variant, self.config.players,
                      seed_of(self.seed, SELF_PLAY, self.games + i)) for i in range(games)]
        for played in pool.play(tasks):
            self.learn(played)
        if self.games // self.config.gate_every > (self.games - games) // self.config.gate_every:
            self.gate(pool)

    def learn(self, played: Played) -> None:
        """Put one game's positions in the buffer and fit the minibatches that follow a game."""
        rows = played.rows if not self.config.canonical else self.config.inputs(played.rows)
        self.buffer.add(rows, played.targets(self.config.td_lambda))
        self.games += 1
        if self.buffer.size < max(self.config.batch, self.fit_from):
            return
        for _ in range(self.config.updates_per_game):
            x, y = self.buffer.sample(self.config.batch, self.rng)
            if not self.config.canonical:
                x = self.config.inputs(permute_colours(x, self.rng))
            _loss, grads = self.net.gradients(x, y)
            self.adam.step(self.net.arrays, grads)
            self.positions_learned += self.config.batch

    def gate(self, pool: GamePool) -> None:
        """The current network against the best, seats turned round on each deal; kept as the best
        when its share reaches the config's, which is a share of 2-player games: with more players
        the margin over the fair share is the same (55% of 2-player games, 36.7% of 3-player ones)."""
        share = match(pool, self.config, self.net, self.best, self.config.gate_games,
                      seed_of(self.seed, GATE, len(self.gates)))
        kept = share / arena.fair_share(self.config.variant, self.config.players) >= 2 * self.config.gate_share
        if kept:
            self.best = self.net.copy()
        self.gates.append(Gate(self.games, share, kept, self.gauntlet(pool)))

    def gauntlet(self, pool: GamePool) -> float | None:
        """The current network's share against the shipped network alone over the config's
        gauntlet games; None but in 2-player games (the shipped networks of the other ways to play
        are not all there, and the arena plays no 3 or 4 players)."""
        config = self.config
        if not config.gauntlet_games or config.players != 2:
            return None
        me = self.seat(self.net, 0.0)
        items = [(me, config.variant, i, FIRST_SEED + len(self.gates)) for i in range(config.gauntlet_games)]
        return float(np.mean(list(pool.map(gauntlet_game, items))))


def match(pool: GamePool, config: Config, a: Mlp, b: Mlp, games: int, seed: int) -> float:
    """``a``'s score share against ``b`` over ``games`` games, greedy, the seats rotated on each deal;
    in solo, the share of deals on which ``a`` scored the better result (a tie half)."""
    if config.players == 1:
        return solo_match(pool, config, a, b, games, seed)
    players = config.players
    tasks, seats_of_a = [], []
    for i in range(games):
        seat_of_a = i % players
        seats = tuple(Seat(a if s == seat_of_a else b, config) for s in range(players))
        tasks.append(Task(seats, config.variant, players, seed_of(seed, GATE, i // players)))
        seats_of_a.append(seat_of_a)
    results = list(pool.play(tasks))
    return float(np.mean([(p.results[holder_of(config, s)] + 1) / 2 for p, s in zip(results, seats_of_a)]))


def solo_match(pool: GamePool, config: Config, a: Mlp, b: Mlp, games: int, seed: int) -> float:
    tasks = [Task((Seat(net, config),), config.variant, 1, seed_of(seed, GATE, i))
             for i in range(games) for net in (a, b)]
    results = [p.results[0] for p in pool.play(tasks)]
    return float(np.mean([np.sign(x - y) / 2 + 0.5 for x, y in zip(results[::2], results[1::2])]))


def holder_of(config: Config, seat: int) -> int:
    """The score holder of ``seat`` (team play: seats 0 and 2 hold one score)."""
    return seat % 2 if config.variant == "team" else seat
