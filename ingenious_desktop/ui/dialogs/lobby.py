"""The lobby of a network table: what to pass on to friends (the address and the table's code, copyable),
and the seats filling with names as people arrive; the host may start before every open seat is taken.
Where the host proposed the coach, each person agrees to it here, or not, before the game starts."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (QCheckBox, QDialog, QDialogButtonBox, QFormLayout, QHBoxLayout, QLabel, QLineEdit,
                               QPushButton)

from ingenious_desktop.app.describe.network import lobby_coach, lobby_partners, lobby_seat, no_coach_here
from ingenious_desktop.app.network.table import NetworkTable

from ..kit.wrapped_height import grow_to_wrapped_text


class LobbyDialog(QDialog):
    def __init__(self, table: NetworkTable, address: str, parent=None):
        super().__init__(parent)
        self.table = table
        self.setWindowTitle(self.tr("Network table"))
        form = QFormLayout(self)
        self.passed_on = QLineEdit()
        self.passed_on.setReadOnly(True)
        copy = QPushButton(self.tr("Copy"))
        copy.clicked.connect(lambda: QGuiApplication.clipboard().setText(self.passed_on.text()))
        row = QHBoxLayout()
        row.addWidget(self.passed_on, 1)
        row.addWidget(copy)
        self.address = address
        form.addRow(QLabel(self.tr("Pass this on to your friends: the address, then the table's code.")))
        form.addRow(row)
        self.seats = [QLabel() for _ in range(4)]
        for number, label in enumerate(self.seats, start=1):
            label.setTextFormat(Qt.TextFormat.PlainText)  # names come from the network
            form.addRow(self.tr("Seat {number}:").format(number=number), label)
        self.partners = QLabel()  # at a team table: who plays with whom
        self.partners.setWordWrap(True)
        form.addRow(self.partners)
        self.partners.hide()
        self.coach_words = QLabel()
        self.coach_words.setTextFormat(Qt.TextFormat.PlainText)  # it names players
        self.coach_words.setWordWrap(True)
        self.agree = QCheckBox(self.tr("I agree to the coach"))
        self.agree.clicked.connect(self._agree)
        form.addRow(self.coach_words)
        form.addRow(self.agree)
        self.coach_words.hide()
        self.agree.hide()
        self._coach_refused: str | None = None  # why this server takes no agreement, once it said so
        buttons = QDialogButtonBox()
        self.start_button = buttons.addButton(self.tr("Start now"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.start_button.setToolTip(self.tr("Open seats nobody took are played by the computer"))
        self.leave_button = buttons.addButton(self.tr("Leave the table"), QDialogButtonBox.ButtonRole.RejectRole)
        self.start_button.clicked.connect(table.start)
        self.leave_button.clicked.connect(self.reject)
        form.addRow(buttons)
        table.seatsChanged.connect(self._show_seats)
        table.playing.connect(self.accept)
        self._show_seats()

    def _show_seats(self) -> None:
        news = self.table.news
        if news is None:
            self.passed_on.setText(self.tr("Connecting to {address}…").format(address=self.address))
            self.start_button.setEnabled(False)
            return
        self.passed_on.setText(f"{self.address}   {news.code}")
        for index, label in enumerate(self.seats):
            shown = index < len(news.seats)
            label.setText(lobby_seat(news.seats[index]) if shown else "")
            label.setVisible(shown)
            self.layout().labelForField(label).setVisible(shown)
        self.partners.setText(lobby_partners(news.variant))
        self.partners.setVisible(bool(self.partners.text()))
        friends_missing = any(s["kind"] == "human" and not s["taken"] for s in news.seats)
        self.start_button.setVisible(news.seat == news.host)
        self.start_button.setEnabled(not friends_missing and not news.started)
        self._show_coach(news)

    def _show_coach(self, news) -> None:
        """The coach the host proposed: who agreed so far, and this player's own tick (the host's is its proposal)."""
        coach = news.coach
        proposed = coach["proposed"] and self._coach_refused is None
        self.agree.setVisible(proposed and news.seat is not None)
        self.agree.setChecked(news.seat in coach["agreed"])
        self.agree.setEnabled(not news.started)
        if proposed:
            names = [news.seats[seat]["name"] for seat in coach["agreed"]]
            self.coach_words.setText(lobby_coach(news.seat == news.host, names))
        elif self._coach_refused is not None or self.table.proposed_coach:
            self.coach_words.setText(self._coach_refused or no_coach_here())  # a server from before the coach
        self.coach_words.setVisible(proposed or self._coach_refused is not None or self.table.proposed_coach)
        grow_to_wrapped_text(self)  # the coach's words were cut off below their second line

    def showEvent(self, event) -> None:
        grow_to_wrapped_text(self)
        super().showEvent(event)

    def _agree(self, agree: bool) -> None:
        self.table.agree_to_coach(agree, self._agreement_answered)

    def _agreement_answered(self, reason: str | None) -> None:
        """The server refused the tick (one from before the coach, say): it is said here, the coach stays off."""
        if reason is not None:
            self._coach_refused = reason
        if self.table.news is not None:
            self._show_coach(self.table.news)
