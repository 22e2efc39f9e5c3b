"""Which seeds may be used for what: what tunes a network (self-play, early stopping, the gate)
never deals a game that a report measures with (the gauntlet), so that no reported figure was
chosen on its own deals. Both derive 64-bit seeds from named parts; tuning seeds have the top
bit clear and reporting seeds have it set, so the two ranges cannot meet."""

from __future__ import annotations

from .. import native

TOP_BIT = 1 << 63


def tuning_seed(*parts) -> int:
    """A seed for training and tuning (below 2^63), the same for the same parts."""
    return _hashed(parts) & (TOP_BIT - 1)


def reporting_seed(*parts) -> int:
    """A seed for a reported measurement (2^63 and above), the same for the same parts."""
    return _hashed(parts) | TOP_BIT


def _hashed(parts) -> int:
    return native.seed_of("|".join(map(str, parts)))
