"""The coach in the window: hints, the win chance bar and the game review."""
