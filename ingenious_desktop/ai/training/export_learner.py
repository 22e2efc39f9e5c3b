"""Writes the game's learner file (``resources/models/learner-2p.bin``) from a learner's weights.

    .venv/bin/python -m ingenious_desktop.ai.training.export_learner --from RUN/best.npz \
        [--out resources/models/learner-2p.bin]

The source is a weights file the learner's training wrote (``learner/weights.py``: a run's
``best.npz`` or ``latest.npz``); any reader that returns the same (network, config) pair plugs
into :data:`READERS`. Only the learner preset's network of 2-player standard is written (colours
sorted, every summary column): the game's file holds nothing else. The header names the source's
SHA-256, so the shipped file says which weights it is.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import sys
from pathlib import Path

from ..model.files import ModelError
from ..model.learner_file import LEARNER_VARIANTS, SUMMARY_SIZE, LearnerNetwork, encode_learner_file, \
    parse_learner_file
from .learner import weights
from .learner.config import Config
from .learner.mlp import Mlp

SHIPPED_LEARNER = Path(__file__).resolve().parents[3] / "resources" / "models" / "learner-2p.bin"
COMMAND = "python -m ingenious_desktop.ai.training.export_learner"
#: How each kind of source file is read into (network, config), by its suffix.
READERS = {".npz": weights.load}


def read_source(path: Path) -> tuple[Mlp, Config]:
    """The learner's network and config in ``path``; ValueError if it is none this command reads."""
    reader = READERS.get(path.suffix)
    if reader is None:
        raise ValueError(f"{path}: not a learner's weights file ({', '.join(READERS)})")
    return reader(path)


def payload_of(net: Mlp) -> tuple[list[int], bytes]:
    """The layer sizes and the file's numbers of ``net``: each layer's weights, then its biases."""
    sizes = [net.arrays["W0"].shape[0]] + [net.arrays[f"b{i}"].shape[0] for i in range(net.layers)]
    parts = [net.arrays[f"{kind}{i}"].astype("<f4").tobytes() for i in range(net.layers) for kind in ("W", "b")]
    return sizes, b"".join(parts)


def learner_bytes(net: Mlp, config: Config, made_by: dict) -> bytes:
    """The learner file of ``net``; ValueError unless it is a learner of the game's variants reading every column."""
    if (config.variant, config.players) not in LEARNER_VARIANTS or not config.canonical \
            or tuple(config.columns) != tuple(range(SUMMARY_SIZE)):
        raise ValueError(f"the game's learner file holds a learner of {LEARNER_VARIANTS} reading every "
                         f"summary column, colours sorted; this one is {config.kind} for {config.variant}-{config.players}")
    sizes, payload = payload_of(net)
    return encode_learner_file(sizes, payload, made_by)


def network_of(net: Mlp, config: Config, where: str) -> LearnerNetwork:
    """``net`` as the game's players take it (checked as the shipped file is): for measuring a weights file."""
    return parse_learner_file(learner_bytes(net, config, {"command": "in memory", "source": where}), where)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Write the game's learner file from a learner's weights.")
    parser.add_argument("--from", dest="source", type=Path, required=True, help="a learner's weights (.npz)")
    parser.add_argument("--out", type=Path, default=SHIPPED_LEARNER)
    args = parser.parse_args(argv)
    try:
        net, config = read_source(args.source)
        digest = hashlib.sha256(args.source.read_bytes()).hexdigest()
        data = learner_bytes(net, config, {"command": COMMAND, "source": args.source.name, "source_sha256": digest,
                                           "config": config.to_json()})
        parse_learner_file(data, args.out)  # what the game will read back
    except (ValueError, OSError, ModelError) as error:
        print(f"export_learner: {error}", file=sys.stderr)
        return 2
    temporary = args.out.with_name(args.out.name + ".tmp")
    temporary.write_bytes(data)
    os.replace(temporary, args.out)
    print(f"{args.out}: {len(data)} bytes, sha256 {hashlib.sha256(data).hexdigest()}, from {args.source} "
          f"(sha256 {digest})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
