"""The core's models and search settings made from today's Python AI, for tests/ai/test_native_*.py."""

from __future__ import annotations

from ingenious_desktop.ai import coach, opponents, search
from ingenious_desktop.ai import native
from ingenious_desktop.ai.features import POINTS_SCALE
from ingenious_desktop.ai.value import load_value_model


def core_model(variant: str, players: int) -> native.Model:
    """The shipped value model, in the core."""
    model = load_value_model(variant, players)
    return native.Model(model.kind, variant, players, model.weights, model.hidden)


def core_config(style: str = "") -> native.SearchConfig:
    """The hard level's constants (and a named opponent's leaf taste)."""
    return native.SearchConfig(
        leaf_valuation_weight=search.LEAF_VALUATION_WEIGHT, halving_at=search.HALVING_AT, bonus_value=search.BONUS_VALUE,
        solo_lookahead=search.SOLO_LOOKAHEAD, solo_open_line_weight=search.SOLO_OPEN_LINE_WEIGHT,
        lookahead=coach.LOOKAHEAD, style=style, leaf_taste=opponents.HARD_LEAF_TASTE if style else 0.0,
        taste_scale=POINTS_SCALE, hunter_reach=opponents.HUNTER_REACH)
