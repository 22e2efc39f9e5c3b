"""The learned players of issue 36: a value network over per-colour summaries, trained by
continuous self-play from a replay buffer (``python -m ingenious_desktop.ai.training.learn``).
Two presets share the machinery: the learner, and the sparring partner in the published
yardstick's configuration. Training only: numpy, never in the bundle (docs/learner.md)."""
