"""What the tools write: results on standard output, one-line complaints on standard error, and
text from a file shown with its control characters escaped, so that a name can neither drive the
terminal nor break a line.

    >>> plain("Ann\\x1b]0;pwned\\x07\\u202e")
    'Ann\\\\x1b]0;pwned\\\\x07\\\\u202e'
"""

from __future__ import annotations

import os
import re
import sys
from collections.abc import Callable

#: The exit status when standard output is closed early (as ``| head`` does): the status a shell
#: gives a program that a broken pipe ends.
EXIT_OUTPUT_CLOSED = 141
#: The exit status when standard output cannot be written (a full disk or device): EX_IOERR.
EXIT_CANNOT_WRITE = 74
#: The longest complaint line printed; anything longer is cut, with its length said.
MAX_LINE = 300
#: C0 controls, DEL, C1 controls, and the bidirectional embeddings, overrides and isolates.
_CONTROL = re.compile("[\x00-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")


class OutputFailed(Exception):
    """Standard output could not be written; ``error`` is the system's OSError."""

    def __init__(self, error: OSError):
        super().__init__(str(error))
        self.error = error


def plain(text: str) -> str:
    """``text`` with every control character (line breaks included) written as its escape."""
    return _CONTROL.sub(lambda match: match.group().encode("unicode_escape").decode("ascii"), text)


def say(text: str) -> None:
    """Write ``text`` and a line break on standard output, at once; :class:`OutputFailed` if it cannot."""
    try:
        sys.stdout.write(text + "\n")
        sys.stdout.flush()
    except OSError as error:
        raise OutputFailed(error) from None


def complain(message: str) -> None:
    """Write ``message`` on standard error as one line of at most :data:`MAX_LINE` characters."""
    line = plain(message)
    if len(line) > MAX_LINE:
        line = f"{line[:MAX_LINE - 40]}… ({len(line):,} characters in all)"
    try:
        print(line, file=sys.stderr, flush=True)
    except OSError:  # nowhere left to say it
        pass


def run_tool(main: Callable[[list[str]], int], argv: list[str]) -> int:
    """``main(argv)``'s exit status; when standard output is closed early, exit quietly, and when it
    cannot be written, with one line."""
    try:
        status = main(argv)
    except SystemExit as stop:  # argparse after --help
        status = stop.code
    except OutputFailed as failure:
        return output_failed(failure.error, argv[0])
    try:
        sys.stdout.flush()  # what argparse's --help left in the buffer
    except OSError as error:
        return output_failed(error, argv[0])
    return status


def output_failed(error: OSError, tool: str) -> int:
    # What is left in the output's buffer goes nowhere, so that exiting does not fail on it again.
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError):  # standard output is not a file descriptor: nothing is left to fail
        pass
    if isinstance(error, BrokenPipeError):
        return EXIT_OUTPUT_CLOSED
    complain(f"ingenious-desktop {tool}: cannot write the output: {error.strerror or error}")
    return EXIT_CANNOT_WRITE
