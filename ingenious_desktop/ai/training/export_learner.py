"""Writes the game's learner file (``resources/models/learner-2p.bin``) from a learner's weights.

    .venv/bin/python -m ingenious_desktop.ai.training.export_learner --from training/runs/learner-2p \
        [--out resources/models/learner-2p.bin]

The source is the gate's best network of a committed light checkpoint's folder
(``learner/light.py``), or a weights file the learner's training wrote (``learner/weights.py``: a
run's ``best.npz`` or ``latest.npz``). Only the learner preset's network of 2-player standard is written (colours
sorted, every summary column): the game's file holds nothing else. The header names the source's
SHA-256, so the shipped file says which weights it is.
"""

from __future__ import annotations

import argparse
import hashlib
import sys
from pathlib import Path

from ..model.files import ModelError
from ..model.learner_file import LEARNER_VARIANTS, SUMMARY_SIZE, LearnerNetwork, encode_learner_file, \
    parse_learner_file
from ...engine import write_atomically
from .learner import light, weights
from .learner.config import Config
from .learner.mlp import Mlp

SHIPPED_LEARNER = Path(__file__).resolve().parents[3] / "resources" / "models" / "learner-2p.bin"
COMMAND = "python -m ingenious_desktop.ai.training.export_learner"


def read_source(path: Path) -> tuple[Mlp, Config, bytes]:
    """The learner's network and config in ``path`` (a light checkpoint's folder: its best; or a weights
    file), and the bytes the file holding them has; ValueError if it is none this command reads."""
    if path.is_dir():
        net, config = light.load_best(path)
        return net, config, light.path_of(path).read_bytes()
    if path.suffix != ".npz":
        raise ValueError(f"{path}: neither a light checkpoint's folder nor a learner's weights file (.npz)")
    net, config = weights.load(path)
    return net, config, path.read_bytes()


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
    parser.add_argument("--from", dest="source", type=Path, required=True, help="a light checkpoint's folder, or a learner's weights (.npz)")
    parser.add_argument("--out", type=Path, default=SHIPPED_LEARNER)
    args = parser.parse_args(argv)
    try:
        net, config, source_bytes = read_source(args.source)
        digest = hashlib.sha256(source_bytes).hexdigest()
        data = learner_bytes(net, config, {"command": COMMAND, "source": args.source.name, "source_sha256": digest,
                                           "config": config.to_json()})
        parse_learner_file(data, args.out)  # what the game will read back
    except (ValueError, OSError, ModelError) as error:
        print(f"export_learner: {error}", file=sys.stderr)
        return 2
    write_atomically(args.out, data)
    print(f"{args.out}: {len(data)} bytes, sha256 {hashlib.sha256(data).hexdigest()}, from {args.source} "
          f"(sha256 {digest})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
