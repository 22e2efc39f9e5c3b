"""Scratch: one model file for each iteration of a training history (train.py --history), so that
each iteration's network can be played (network_alone.py --model, INGENIOUS_VALUE_MODEL=).

    .venv/bin/python -m benchmarks.iteration_models --history H.json --template MODEL.json
        --out-dir DIR [--variant standard-2]

Each file is the template model file with the variant's model replaced by that iteration's;
it is written as DIR/iteration-N.json.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from ingenious_desktop.ai.training.train import write_json


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--history", type=Path, required=True)
    parser.add_argument("--template", type=Path, required=True)
    parser.add_argument("--out-dir", type=Path, required=True)
    parser.add_argument("--variant", default="standard-2")
    args = parser.parse_args()
    template = json.loads(args.template.read_text())
    args.out_dir.mkdir(parents=True, exist_ok=True)
    for entry in json.loads(args.history.read_text())["variants"][args.variant]:
        template["models"][args.variant] = entry["model"]
        path = args.out_dir / f"iteration-{entry['iteration']}.json"
        write_json(path, template)
        print(path, f"log-loss before {entry['loss_before']:.4f}, after {entry['loss_after']:.4f}")


if __name__ == "__main__":
    main()
