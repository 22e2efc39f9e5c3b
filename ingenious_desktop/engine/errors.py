"""The one exception type the engine raises for anything the rules forbid."""


class IllegalAction(ValueError):
    """An action or event that breaks a rule; the message names the rule."""
