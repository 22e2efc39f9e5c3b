"""The main window and its modes (documents, lesson, replay, the log dock), launching it and the smoke test."""
