"""The Qt user interface: the game table, the main window and its dialogs."""
