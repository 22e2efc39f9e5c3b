"""The core's models and search settings as the game makes them, for tests/ai/test_native_*.py."""

from __future__ import annotations

from ingenious_desktop.ai import native
from ingenious_desktop.ai.model.value import load_core_model
from ingenious_desktop.ai.players.search import ModelEvaluation


def core_model(variant: str, players: int) -> native.Model:
    """The shipped value model, in the core."""
    return load_core_model(variant, players)


def core_config() -> native.SearchConfig:
    """The hard level's settings as the core takes them."""
    return ModelEvaluation("standard", 2).core_config()
