"""The panels beside and under the table: the game log, the score chart, the lesson panel and the replay viewer."""
