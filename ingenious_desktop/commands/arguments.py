"""What the tools' arguments have in common: a refusal is one line, a time budget has one bound,
and a count is plain ASCII digits of a sane length.

    >>> whole_number("12", "a number of events"), seconds("0.5")
    (12, 0.5)
"""

from __future__ import annotations

import argparse
import re
from collections.abc import Callable

from ingenious_desktop.engine import RecordError, quoted

from .output import complain, say

#: The exit status of a refusal: a bad argument, or a record the tool cannot use.
EXIT_BAD_RECORD = 2

#: The shortest --seconds any tool takes: below this a decision is mostly the time to start one.
MIN_SECONDS = 0.01
#: The longest --seconds any tool takes: an hour per decision is far past where more time helps.
MAX_SECONDS = 3600.0
#: A --seconds value as written: ASCII digits with at most one decimal point (no sign, exponent,
#: underscore, space or other script's digits, all of which ``float`` takes).
SECONDS_TEXT = re.compile(r"[0-9]+\.?[0-9]*|\.[0-9]+")
#: The most digits a count or a seed may have: far more than any of them needs.
MAX_DIGITS = 18


class Refusal(Exception):
    """A request a tool refuses: one line on standard error, exit status 2."""


class OneLineParser(argparse.ArgumentParser):
    """An argument parser whose refusal is one line, raised as :class:`Refusal` (argparse's own
    prints the usage first), and whose --help is written as the tools' results are."""

    def error(self, message: str):
        raise Refusal(f"{self.prog}: {message}")

    def print_help(self, file=None):
        say(self.format_help().rstrip("\n"))


def refusing(run: Callable[[list[str]], int], argv: list[str], *refused: type[Exception]) -> int:
    """``run(argv)``'s exit status; a bad argument, a bad record or one of the errors ``refused`` is
    one line on standard error and :data:`EXIT_BAD_RECORD`."""
    try:
        return run(argv)
    except (Refusal, RecordError, *refused) as error:
        complain(str(error))
        return EXIT_BAD_RECORD


def seconds(text: str) -> float:
    """A --seconds value: a decimal number from :data:`MIN_SECONDS` to :data:`MAX_SECONDS`, written
    in ASCII digits and at most one point."""
    value = float(text) if SECONDS_TEXT.fullmatch(text) else None
    if value is None or not MIN_SECONDS <= value <= MAX_SECONDS:
        raise argparse.ArgumentTypeError(f"{quoted(text)} is not a number of seconds from {MIN_SECONDS:g} "
                                         f"to {MAX_SECONDS:g} (digits 0-9 and a point only)")
    return value


def whole_number(text: str, what: str, least: int = 0) -> int:
    """``text`` as ``what`` (such as "a number of events"), from ``least`` up, written in the digits
    0-9 only (no sign, space, underscore or other script's digits, all of which ``int`` takes)."""
    if not (text.isascii() and text.isdigit()):
        raise argparse.ArgumentTypeError(f"{quoted(text)} is not {what} (the digits 0-9 only, {least} or more)")
    if len(text) > MAX_DIGITS:
        raise argparse.ArgumentTypeError(f"a number of {len(text):,} digits is too long to be {what}")
    value = int(text)
    if value < least:
        raise argparse.ArgumentTypeError(f"{value} is not {what} ({least} or more)")
    return value
