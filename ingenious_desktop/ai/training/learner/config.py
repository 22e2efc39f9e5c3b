"""What a learned player is and how it trains: the learner's preset and the sparring partner's."""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields

import numpy as np

from .. import summary

_PER = len(summary.PER_COLOUR)
#: The yardstick's published inputs: every per-colour number but "reach", and the globals but the lowest colours'.
YARDSTICK_COLUMNS = tuple([c * _PER + i for c in range(6) for i in range(_PER) if summary.PER_COLOUR[i] != "reach"]
                          + [6 * _PER + i for i, name in enumerate(summary.GLOBALS) if "lowest" not in name])


ALL_COLUMNS = tuple(range(summary.SIZE))


@dataclass(frozen=True)
class Config:
    """A learned player and its training. ``canonical`` colours are sorted by the summary; otherwise
    they come red first and each fitted row gets its colours permuted at random."""

    kind: str = "learner"
    variant: str = "standard"
    players: int = 2
    hidden: tuple[int, ...] = (128, 128)
    canonical: bool = True
    columns: tuple[int, ...] = ALL_COLUMNS
    buffer: int = 50_000
    batch: int = 1024
    updates_per_game: int = 1
    rate: float = 1e-3
    td_lambda: float = 0.7
    exploration: float = 0.1
    explore_among: int = 4
    gate_every: int = 5_000
    gate_games: int = 400
    gate_share: float = 0.55
    gauntlet_games: int = 100
    round_games: int = 16

    def inputs(self, rows: np.ndarray) -> np.ndarray:
        """The network's inputs from full summary rows (the rows themselves where it reads them all)."""
        return rows if self.columns == ALL_COLUMNS else rows[:, list(self.columns)]

    def to_json(self) -> dict:
        return asdict(self)

    @classmethod
    def from_json(cls, data: object) -> Config:
        """The config a checkpoint or weights file holds; ValueError for anything out of shape."""
        if not isinstance(data, dict) or set(data) - {f.name for f in fields(cls)}:
            raise ValueError("the config is not an object of known fields")
        config = cls(**{k: tuple(v) if isinstance(v, list) else v for k, v in data.items()})
        config.check()
        return config

    def check(self) -> None:
        if not (self.hidden and all(isinstance(h, int) and 0 < h <= 4096 for h in self.hidden)):
            raise ValueError("hidden is a list of layer sizes from 1 to 4096")
        if not (self.columns and all(isinstance(c, int) and 0 <= c < summary.SIZE for c in self.columns)):
            raise ValueError(f"columns are summary columns 0 to {summary.SIZE - 1}")
        for name in ("buffer", "batch", "updates_per_game", "gate_every", "gate_games", "round_games", "players"):
            if not isinstance(getattr(self, name), int) or getattr(self, name) < 1:
                raise ValueError(f"{name} is a whole number of at least 1")
        if not isinstance(self.rate, (int, float)) or isinstance(self.rate, bool) or not 0 < self.rate <= 1:
            raise ValueError("rate is a number above 0, at most 1")
        if not isinstance(self.td_lambda, (int, float)) or not 0 <= self.td_lambda <= 1:
            raise ValueError("td_lambda is a number from 0 to 1")
        if not isinstance(self.gauntlet_games, int) or self.gauntlet_games < 0:
            raise ValueError("gauntlet_games is a whole number")


#: The presets the training command offers.
PRESETS = {
    "learner": Config(),
    # the yardstick as published: a temporal-difference network (its λ is not published: ours),
    # 4 x 256 Swish, tanh, colours permuted, a 10,000-position buffer, a minibatch of 1,024 after
    # each game, a candidate kept at >= 58% of 50 games
    "sparring": Config(kind="sparring", hidden=(256, 256, 256, 256), canonical=False, columns=YARDSTICK_COLUMNS,
                       buffer=10_000, batch=1024, gate_every=1_000, gate_games=50, gate_share=0.58),
}


def permute_colours(rows: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    """``rows`` (full summaries) with each row's six colour blocks in a random order of its own."""
    n = len(rows)
    blocks = rows[:, : 6 * _PER].reshape(n, 6, _PER)
    order = np.argsort(rng.random((n, 6)), axis=1)
    out = rows.copy()
    out[:, : 6 * _PER] = np.take_along_axis(blocks, order[:, :, None], axis=1).reshape(n, 6 * _PER)
    return out
