"""The lobby of a network table: what to pass on to friends (the address and the table's code, copyable),
and the seats filling with names as people arrive; the host may start before every open seat is taken."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFormLayout, QHBoxLayout, QLabel, QLineEdit, QPushButton

from ingenious_desktop.app.describe.online import lobby_seat
from ingenious_desktop.app.online_game import OnlineGame


class LobbyDialog(QDialog):
    def __init__(self, online: OnlineGame, address: str, parent=None):
        super().__init__(parent)
        self.online = online
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
        buttons = QDialogButtonBox()
        self.start_button = buttons.addButton(self.tr("Start now"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.start_button.setToolTip(self.tr("Open seats nobody took are played by the computer"))
        self.leave_button = buttons.addButton(self.tr("Leave the table"), QDialogButtonBox.ButtonRole.RejectRole)
        self.start_button.clicked.connect(online.start)
        self.leave_button.clicked.connect(self.reject)
        form.addRow(buttons)
        online.seatsChanged.connect(self._show_seats)
        online.playing.connect(self.accept)
        self._show_seats()

    def _show_seats(self) -> None:
        news = self.online.news
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
        friends_missing = any(s["kind"] == "human" and not s["taken"] for s in news.seats)
        self.start_button.setVisible(news.seat == news.host)
        self.start_button.setEnabled(not friends_missing and not news.started)
