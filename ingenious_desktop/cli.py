"""The program's entry point: the window, or one of the command-line tools.

The tools (replay, moves, bestmove, analyse, review, arena, bench, serve) never import Qt, so they start fast and
run where no display is.
"""

from __future__ import annotations

import importlib
import multiprocessing
import os
import re
import sys

from ingenious_desktop import __version__
from ingenious_desktop.commands.output import complain, run_tool, say
from ingenious_desktop.engine import quoted

#: tool name -> module under ingenious_desktop.commands that has ``main(argv) -> int``
TOOLS = {
    "replay": "records",
    "moves": "records",
    "bestmove": "ai_tools",
    "arena": "ai_tools",
    "analyse": "coach_tools",
    "review": "coach_tools",
    "bench": "bench",
    "serve": "serve",
}


#: The exit status after Ctrl+C (SIGINT): the one a shell gives a program that SIGINT ends.
EXIT_INTERRUPTED = 130


def main(argv: list[str] | None = None) -> int:
    """The window or a tool, as the first argument says; Ctrl+C ends either without a traceback."""
    try:
        return _run(argv)
    except KeyboardInterrupt:
        return EXIT_INTERRUPTED


def _run(argv: list[str] | None) -> int:
    # In a frozen bundle the hard level's helper process starts as this program again:
    # freeze_support() runs it as the helper and exits (no effect otherwise).
    multiprocessing.freeze_support()
    argv = sys.argv[1:] if argv is None else argv
    if argv and argv[0] in TOOLS:
        module = importlib.import_module(f"ingenious_desktop.commands.{TOOLS[argv[0]]}")
        return run_tool(module.main, argv)
    if argv and argv[0] in ("--version", "-V", "--help", "-h"):
        return run_tool(about, argv)
    if argv and is_unknown_tool(argv[0]):
        complain(f"ingenious-desktop: {quoted(argv[0])} is neither a tool nor a file; "
                 f"the tools: {', '.join(TOOLS)} (--help says more)")
        return 2
    from ingenious_desktop.ui.window.main import run

    return run(argv)


def is_unknown_tool(argument: str) -> bool:
    """Whether ``argument`` reads as a mistyped tool name: a word (no dot, no folder) naming no file."""
    return re.fullmatch(r"[A-Za-z][A-Za-z0-9_-]*", argument) is not None and not os.path.exists(argument)


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
  ingenious-desktop serve [--host ADDRESS] [--port N] [--data DIR] [--tls-cert F --tls-key F]
                                         the table server for play over the network
"""
