"""``python -m ingenious_desktop.ai.training.train`` with its self-play games kept on disk, for scratch
comparisons of training options: games the same model already played from the same seeds are
read back instead of played again, so a run writes what train.py itself would write. With
``--history``, the history also lists the games read back (``games_read_from_cache``), whose
playing time its figures leave out.

    .venv/bin/python -m benchmarks.train_cached --cache DIR [train.py's arguments]

The prior (the first iteration's model) reads only the scores, which the second look does not
change, so its games are the same whatever ``after_picks``: they are kept once for all of them.
"""

from __future__ import annotations

import hashlib
import json
import pickle
import sys
from pathlib import Path

from ingenious_desktop.ai.training import train


def key_of(model, variant: str, players: int, games: int, seed_text: str, exploration: float, after_picks: int) -> str:
    reads_the_board = bool(model.hidden) or model.weights[6:] != [0.0] * (len(model.weights) - 6)
    text = json.dumps([model.key, model.kind, model.weights, model.hidden, variant, players, games, seed_text,
                       exploration, after_picks if reads_the_board else 0])
    return hashlib.sha256(text.encode()).hexdigest()[:20]


def cached_self_play(directory: Path, play, read_back: list[str]):
    """train.self_play, keeping its games in ``directory``; the seed texts of games read back are
    added to ``read_back``."""
    def self_play(executor, model, variant, players, games, seed_text, exploration=train.EXPLORATION,
                  after_picks=0):
        path = directory / f"{key_of(model, variant, players, games, seed_text, exploration, after_picks)}.pickle"
        if path.exists():
            print(f"{seed_text}: {games} games read from {path}", file=sys.stderr, flush=True)
            read_back.append(seed_text)
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
    read_back: list[str] = []
    train.self_play = cached_self_play(directory, train.self_play, read_back)
    status = train.main(arguments[:at] + arguments[at + 2:])
    if "--history" in arguments:  # its times leave out the games read back: say which
        history_file = Path(arguments[arguments.index("--history") + 1])
        history = json.loads(history_file.read_text())
        history["games_read_from_cache"] = read_back
        train.write_json(history_file, history)
    return status


if __name__ == "__main__":
    sys.exit(main())
