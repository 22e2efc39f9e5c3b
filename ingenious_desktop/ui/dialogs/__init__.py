"""The dialogs the menus open: new game, settings, statistics, rules and the end of a game."""
