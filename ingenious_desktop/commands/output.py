"""What the tools write: results on standard output, one-line complaints on standard error, and
text from a file shown with its control characters escaped, so that a name can neither drive the
terminal nor break a line.

    >>> plain("Ann\\x1b]0;pwned\\x07\\u202e")
    'Ann\\\\x1b]0;pwned\\\\x07\\\\u202e'
"""

from __future__ import annotations

import errno
import os
import re
import sys
import unicodedata
from collections.abc import Callable

#: The exit status when standard output is closed early (as ``| head`` does): the status a shell
#: gives a program that a broken pipe ends.
EXIT_OUTPUT_CLOSED = 141
#: The exit status when standard output cannot be written (a full disk or device): EX_IOERR.
EXIT_CANNOT_WRITE = 74
#: The longest complaint line printed; anything longer is cut, with its length said.
MAX_LINE = 300
#: What is escaped: controls (C0, DEL, C1), format characters (the bidirectional marks, embeddings,
#: overrides and isolates, zero-width ones), line and paragraph separators, and lone surrogates.
HIDDEN_CATEGORIES = frozenset({"Cc", "Cf", "Zl", "Zp", "Cs"})
#: Every character that might be hidden: anything but printable ASCII (the category decides).
_SUSPECT = re.compile("[^\x20-\x7e]")


class OutputFailed(Exception):
    """Standard output could not be written; ``error`` is the system's OSError."""

    def __init__(self, error: OSError):
        super().__init__(str(error))
        self.error = error


def plain(text: str) -> str:
    """``text`` with every control, format and separator character (line breaks included) written as
    its escape."""
    return _SUSPECT.sub(_shown, text)


def _shown(match: re.Match) -> str:
    character = match.group()
    if unicodedata.category(character) not in HIDDEN_CATEGORIES:
        return character
    return character.encode("unicode_escape", "backslashreplace").decode("ascii")


def say(text: str) -> None:
    """Write ``text`` and a line break on standard output, at once; :class:`OutputFailed` if it cannot
    (a closed standard output included)."""
    try:
        if sys.stdout is None:  # started with standard output closed
            raise OSError(errno.EBADF, "standard output is closed")
        sys.stdout.write(text + "\n")
        sys.stdout.flush()
    except OSError as error:
        raise OutputFailed(error) from None


def complain(message: str) -> None:
    """Write ``message`` on standard error as one line of at most :data:`MAX_LINE` characters."""
    line = plain(message)
    if len(line) > MAX_LINE:
        line = f"{line[:MAX_LINE - 40]}… ({len(line):,} characters in all)"
    if sys.stderr is None:  # started with standard error closed: nowhere to say it
        return
    try:
        print(line, file=sys.stderr, flush=True)
    except OSError:  # nowhere left to say it
        pass



def progress_wanted() -> bool:
    """Whether to draw a progress bar: only when standard error is a terminal."""
    return sys.stderr is not None and sys.stderr.isatty()


def progress(done: int, total: int, unit: str, width: int = 30) -> None:
    """Redraw the progress bar on standard error: ``done`` of ``total`` ``unit``."""
    filled = width * done // max(total, 1)
    print(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total} {unit}", end="", file=sys.stderr, flush=True)

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
        if sys.stdout is not None:
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
    except (OSError, ValueError, AttributeError):  # no file descriptor (or none at all): nothing left to fail
        pass
    if isinstance(error, BrokenPipeError):
        return EXIT_OUTPUT_CLOSED
    complain(f"ingenious-desktop {tool}: cannot write the output: {error.strerror or error}")
    return EXIT_CANNOT_WRITE
