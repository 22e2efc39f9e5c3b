"""Jobs that break the hard level's helper process, for the tests of how its failure is reported.
A module of its own, importable in the helper (which never imports Qt or the tests)."""

from __future__ import annotations

import os


def die(*_args):
    """End the helper process at once, as a crash would."""
    os._exit(3)


def fail(*_args):
    """Raise in the helper, as a job that cannot run there would."""
    raise RuntimeError("the helper could not run the search")
