"""The rooms of ai/ and which way they talk: model <- players <- coach and arena; training only
looks in, and nothing the game runs imports it (it needs numpy, which the bundle leaves out)."""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

import pytest

AI = Path(__file__).resolve().parents[2] / "ingenious_desktop" / "ai"
#: each room and the rooms of ai/ it may import (besides itself)
MAY_IMPORT = {"model": set(), "players": {"model"}, "training": {"model", "players"}}


def rooms_imported(path: Path) -> set[str]:
    """The rooms of ai/ that the module at ``path`` imports, relative or absolute imports alike."""
    package = path.parent.relative_to(AI.parent.parent).parts
    found = set()
    for node in ast.walk(ast.parse(path.read_text(), filename=str(path))):
        if isinstance(node, ast.ImportFrom):
            base = list(package[:len(package) - node.level + 1]) if node.level else []
            names = [".".join(base + ([node.module] if node.module else []) + [alias.name]) for alias in node.names]
        elif isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        else:
            continue
        for name in names:
            parts = name.split(".")
            if parts[:2] == ["ingenious_desktop", "ai"] and len(parts) > 2 and parts[2] in MAY_IMPORT:
                found.add(parts[2])
    return found


@pytest.mark.parametrize("room", sorted(MAY_IMPORT))
def test_each_room_imports_only_the_rooms_below_it(room):
    wrong = {str(path.relative_to(AI)): sorted(rooms_imported(path) - MAY_IMPORT[room] - {room})
             for path in sorted((AI / room).rglob("*.py"))}
    assert {path: rooms for path, rooms in wrong.items() if rooms} == {}


def test_nothing_the_game_runs_imports_the_training_room():
    script = ("import json, sys, ingenious_desktop.cli, ingenious_desktop.ai, ingenious_desktop.ai.coach, "
              "ingenious_desktop.ai.arena, ingenious_desktop.commands.ai_tools, ingenious_desktop.commands.coach_tools; "
              "print(json.dumps(sorted(m for m in sys.modules if 'training' in m or m == 'numpy')))")
    loaded = subprocess.run([sys.executable, "-c", script], check=True, capture_output=True, text=True).stdout
    assert json.loads(loaded) == []
