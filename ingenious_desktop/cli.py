"""The program's entry point: the window, or one of the command-line tools.

The tools (replay, moves, bestmove, analyse, review, arena, bench) never import Qt, so they start fast and
run where no display is.
"""

from __future__ import annotations

import importlib
import multiprocessing
import sys

from ingenious_desktop import __version__
from ingenious_desktop.commands.output import run_tool, say

#: tool name -> module under ingenious_desktop.commands that has ``main(argv) -> int``
TOOLS = {
    "replay": "records",
    "moves": "records",
    "bestmove": "ai_tools",
    "arena": "ai_tools",
    "analyse": "coach_tools",
    "review": "coach_tools",
    "bench": "bench",
}


def main(argv: list[str] | None = None) -> int:
    # In a frozen bundle the hard level's helper process starts as this program again:
    # freeze_support() runs it as the helper and exits (no effect otherwise).
    multiprocessing.freeze_support()
    argv = sys.argv[1:] if argv is None else argv
    if argv and argv[0] in TOOLS:
        module = importlib.import_module(f"ingenious_desktop.commands.{TOOLS[argv[0]]}")
        return run_tool(module.main, argv)
    if argv and argv[0] in ("--version", "-V", "--help", "-h"):
        return run_tool(about, argv)
    from ingenious_desktop.ui.window.main import run

    return run(argv)


def about(argv: list[str]) -> int:
    """--version or --help: the program's version, or how to call it."""
    say(f"Ingenious Desktop {__version__}" if argv[0] in ("--version", "-V") else USAGE)
    return 0


USAGE = f"""Ingenious Desktop {__version__}

  ingenious-desktop [FILE.ingenious]     open the game window (and a saved game)
  ingenious-desktop --replay FILE        step through a saved game in the replay viewer
  ingenious-desktop replay FILE [--json] [--upto N]  replay a record (its first N events): scores, ranking, board
  ingenious-desktop moves FILE [--json]  legal placements for the player to move
  ingenious-desktop bestmove FILE --level easy|medium|hard [--seconds S] [--swap]
  ingenious-desktop analyse FILE [--seconds S] [--top K] [--json]   the coach's best placements
  ingenious-desktop review FILE [--seconds S] [--seats 0,1] [--json] every placement judged
  ingenious-desktop arena --players A,B [--games N] [--seconds S] [--variant V] [--seed K] [--json]
  ingenious-desktop bench [--json]       speed figures of the rules engine
"""
