"""The core's models and search settings made from today's Python AI, for tests/ai/test_native_*.py."""

from __future__ import annotations

from ingenious_desktop.ai import coach, native
from ingenious_desktop.ai.model.features import POINTS_SCALE
from ingenious_desktop.ai.model.value import load_value_model
from ingenious_desktop.ai.players import opponents
from ingenious_desktop.ai.players.search import DEFAULT_CONFIG


def core_model(variant: str, players: int) -> native.Model:
    """The shipped value model, in the core."""
    model = load_value_model(variant, players)
    return native.Model(model.kind, variant, players, model.weights, model.hidden)


def core_config(style: str = "") -> native.SearchConfig:
    """The hard level's constants (and a named opponent's leaf taste)."""
    return native.SearchConfig(
        leaf_valuation_weight=DEFAULT_CONFIG.leaf_valuation_weight, halving_at=DEFAULT_CONFIG.halving_at,
        bonus_value=DEFAULT_CONFIG.bonus_value, solo_lookahead=DEFAULT_CONFIG.solo_lookahead,
        solo_open_line_weight=DEFAULT_CONFIG.solo_open_line_weight,
        lookahead=coach.LOOKAHEAD, style=style, leaf_taste=opponents.HARD_LEAF_TASTE if style else 0.0,
        taste_scale=POINTS_SCALE, hunter_reach=opponents.HUNTER_REACH)
