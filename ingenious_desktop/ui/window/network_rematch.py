"""Another game at a network table whose game is over: Play again asks the server for a rematch; another
person's ask is a line in the chat area and on the game-over dialog (shown again if it was closed), whose
Play again then accepts. The server deals the new game once everyone still at the table has asked, and the
chat area says that it began."""

from __future__ import annotations

from PySide6.QtCore import QTimer

from ingenious_desktop.app.describe.network import rematch_asked, rematch_begun, rematch_waiting

from ..kit.window_part import WindowPart


class Rematch(WindowPart):
    def __init__(self, window, chat):
        super().__init__(window)
        self.chat = chat
        self.table = None
        self._told: set[int] = set()  # the seats whose ask the chat area has told
        self._game_number: int | None = None  # the table's game the chat area knows of
        self.controller.gameOver.connect(lambda: QTimer.singleShot(0, self._offer))  # once its dialog is up

    def follow(self, table) -> None:
        """The table this program now sits at (app.network.table.NetworkTable)."""
        self.table, self._told, self._game_number = table, set(), None
        table.seatsChanged.connect(lambda: self._news(table))

    def ask(self) -> None:
        """Play again at the network table: ask the server for a rematch (the first to ask is told it waits)."""
        news = self.table.news if self.table is not None else None
        if news is not None:
            self.table.rematch()
            if not news.rematch:
                self.chat.add_line(rematch_waiting())

    def _news(self, table) -> None:
        news = table.news
        if table is not self.table or news is None:
            return
        if news.started and self._game_number is not None and news.game_number > self._game_number:
            self.chat.add_line(rematch_begun())
        if news.started:
            self._game_number = news.game_number
        fresh = [seat for seat in news.rematch if seat != news.seat and seat not in self._told]
        self._told = set(news.rematch)
        for seat in fresh:
            self.chat.add_line(rematch_asked(news.seats[seat]["name"]))
        if fresh:
            self._offer(reopen=True)

    def _offer(self, reopen: bool = False) -> None:
        """Others asked and this player has not: the game-over dialog says who, and its Play again accepts."""
        from ..dialogs.game_over import GameOverDialog

        news = self.table.news if self.table is not None and self.controller.table is self.table else None
        others = [seat for seat in news.rematch if seat != news.seat] if news is not None else []
        if not others or news.seat in news.rematch or not self.controller.game.is_over:
            return
        questions = self.window.questions
        if reopen and questions.dialog is None and not self.window.replay.active:
            questions.show_game_over()
        if isinstance(questions.dialog, GameOverDialog):
            questions.dialog.offer_rematch("\n".join(rematch_asked(news.seats[seat]["name"]) for seat in others))
