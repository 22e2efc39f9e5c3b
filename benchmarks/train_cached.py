"""``python -m ingenious_desktop.ai.train`` with its self-play games kept on disk, for scratch
comparisons of training options: games the same model already played from the same seeds are
read back instead of played again, so a run writes what train.py itself would write.

    .venv/bin/python benchmarks/train_cached.py --cache DIR [train.py's arguments]

The prior (the first iteration's model) reads only the scores, which the second look does not
change, so its games are the same whatever ``after_picks``: they are kept once for all of them.
"""

from __future__ import annotations

import hashlib
import json
import pickle
import sys
from pathlib import Path

from ingenious_desktop.ai import train


def key_of(model, variant: str, players: int, games: int, seed_text: str, exploration: float, after_picks: int) -> str:
    reads_the_board = bool(model.hidden) or model.weights[6:] != [0.0] * (len(model.weights) - 6)
    text = json.dumps([model.key, model.kind, model.weights, model.hidden, variant, players, games, seed_text,
                       exploration, after_picks if reads_the_board else 0])
    return hashlib.sha256(text.encode()).hexdigest()[:20]


def cached_self_play(directory: Path, play):
    def self_play(executor, model, variant, players, games, seed_text, exploration=train.EXPLORATION,
                  after_picks=0):
        path = directory / f"{key_of(model, variant, players, games, seed_text, exploration, after_picks)}.pickle"
        if path.exists():
            print(f"{seed_text}: {games} games read from {path}", file=sys.stderr, flush=True)
            return pickle.loads(path.read_bytes())
        played = play(executor, model, variant, players, games, seed_text, exploration, after_picks)
        path.write_bytes(pickle.dumps(played))
        return played

    return self_play


def main() -> int:
    arguments = sys.argv[1:]
    at = arguments.index("--cache")
    directory = Path(arguments[at + 1])
    directory.mkdir(parents=True, exist_ok=True)
    train.self_play = cached_self_play(directory, train.self_play)
    return train.main(arguments[:at] + arguments[at + 2:])


if __name__ == "__main__":
    sys.exit(main())
