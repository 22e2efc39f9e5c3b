"""Game ▸ Play over the network…: host a table (on this computer, or on a table server such as a club's
``serve``, by its address; the variant, who sits in each seat, spectators, whether friends on other
computers may join one hosted here) or join one (the server's address, the table's code, a name; or a table
hosted nearby, chosen from those heard on the local network while the dialog is open)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PySide6.QtWidgets import (QButtonGroup, QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout,
                               QGridLayout, QHBoxLayout, QLabel, QLineEdit, QMessageBox, QRadioButton, QTabWidget,
                               QVBoxLayout, QWidget)

from ingenious_desktop.app.describe import level_name
from ingenious_desktop.app.describe.network import name_problem
from ingenious_desktop.app.network.address import MAX_ADDRESS, server_url
from ingenious_desktop.app.opponents import named_at, plain_choice
from ingenious_desktop.app.setup import VARIANT_CHOICES, variant_label
from ingenious_desktop.engine import LEVELS
from ingenious_desktop.online.protocol import CODE_ALPHABET, CODE_LENGTH, MAX_NAME

from ..kit.combo_width import fit_to_items
from ..kit.messages import tell
from .nearby_tables import NearbyTables

#: What another seat at a hosted table may be, as the server names it, with its label.
SEAT_KINDS = {"human": QT_TRANSLATE_NOOP("NetworkPlayDialog", "A friend"),
              "open": QT_TRANSLATE_NOOP("NetworkPlayDialog", "Open: a friend, else the computer"),
              "computer": QT_TRANSLATE_NOOP("NetworkPlayDialog", "Computer")}
MAX_SEATS = 4


@dataclass(frozen=True)
class HostChoice:
    variant: str
    seats: list[dict]      # as the server's "create" takes them; the first is the host's
    name: str
    spectators: bool
    on_network: bool       # friends on other computers may join (the server listens beyond this computer)
    url: str | None = None  # the table server to create the table on (None: one started on this computer)
    address: str = ""      # that server's address as typed, to remember
    coach: bool = False    # the host proposes the coach: on only if every person at the table agrees


@dataclass(frozen=True)
class JoinChoice:
    url: str
    address: str           # as typed, to remember
    code: str
    name: str


class SeatChoice:
    """One other seat of a hosted table: a friend, open, or a computer of a level (a named opponent, if chosen)."""

    def __init__(self, index: int, grid: QGridLayout):
        self.label = QLabel(QCoreApplication.translate("NetworkPlayDialog", "Seat {number}").format(number=index + 1))
        self.kind = QComboBox()
        for kind, label in SEAT_KINDS.items():
            self.kind.addItem(QCoreApplication.translate("NetworkPlayDialog", label), kind)
        self.level = QComboBox()
        for level in LEVELS:
            self.level.addItem(level_name(level), level)
        self.level.setCurrentIndex(self.level.findData("medium"))
        self.opponent = QComboBox()
        self.level.currentIndexChanged.connect(self._fill_opponents)
        self.kind.currentIndexChanged.connect(self._update)
        self._fill_opponents()
        self._update()
        for column, widget in enumerate(self.widgets()):
            grid.addWidget(widget, index, column)

    def widgets(self) -> tuple:
        return self.label, self.kind, self.level, self.opponent

    def spec(self) -> dict:
        kind = self.kind.currentData()
        if kind != "computer":
            return {"kind": kind}
        return {"kind": kind, "level": self.level.currentData(), "opponent": self.opponent.currentData()}

    def set_visible(self, visible: bool) -> None:
        for widget in self.widgets():
            widget.setVisible(visible)

    def _update(self) -> None:
        computer = self.kind.currentData() == "computer"
        self.level.setEnabled(computer)
        self.opponent.setEnabled(computer)

    def _fill_opponents(self) -> None:
        self.opponent.clear()
        self.opponent.addItem(plain_choice(), None)
        for name in named_at(self.level.currentData()):
            self.opponent.addItem(name, name)
        fit_to_items(self.opponent)


class NetworkPlayDialog(QDialog):
    """``browse`` listens for the tables nearby (``online.discovery.Browser``, or a test's stand-in) until the
    dialog closes; ``last`` is what :meth:`last_choices` said the time before (the settings' network_dialog)."""

    def __init__(self, address: str, name: str, parent: QWidget | None = None, host_address: str = "",
                 browse=None, last: dict | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Play over the network"))
        self.tabs = QTabWidget()
        self.tabs.addTab(self._host_page(name, host_address), self.tr("Host a table"))
        self.tabs.addTab(self._join_page(address, name, browse), self.tr("Join a table"))
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        column = QVBoxLayout(self)
        column.addWidget(self.tabs)
        column.addWidget(self.buttons)
        self.choice: HostChoice | JoinChoice | None = None
        self._choose_again(last or {})

    def _choose_again(self, last: dict) -> None:
        """The page, the place, the game and the table code chosen the time before."""
        self.tabs.setCurrentIndex(1 if last.get("join") else 0)
        (self.on_server if last.get("server") else self.here).setChecked(True)
        self.on_network.setChecked(bool(last.get("on_network")))
        self.choose_game(last.get("variant"), last.get("players"))
        self.code.setText(last.get("code", ""))

    def choose_game(self, variant, players) -> None:
        """Choose the game ``variant`` for ``players`` if it is offered (findData does not compare tuples)."""
        for index in range(self.variant.count()):
            if self.variant.itemData(index) == (variant, players):
                self.variant.setCurrentIndex(index)

    def last_choices(self) -> dict:
        """What the dialog opens on next time (the table code only where a join failed: see network_play)."""
        variant, players = self.variant.currentData()
        return {"join": self.tabs.currentIndex() == 1, "server": self.on_server.isChecked(),
                "on_network": self.on_network.isChecked(), "variant": variant, "players": players}

    def _host_page(self, name: str, host_address: str) -> QWidget:
        page = QWidget()
        form = QFormLayout(page)
        self.host_name = self._name_field(name)
        form.addRow(self.tr("Your name:"), self.host_name)
        self.here = QRadioButton(self.tr("On this computer"))
        self.on_server = QRadioButton(self.tr("On a server:"))
        self.where = QButtonGroup(page)
        for button in (self.here, self.on_server):
            self.where.addButton(button)
        self.here.setChecked(True)
        self.server_address = QLineEdit(host_address)
        self.server_address.setMaxLength(MAX_ADDRESS)
        self.server_address.setPlaceholderText("club.example.org:9000")
        self.server_address.textEdited.connect(lambda _text: self.on_server.setChecked(True))
        server_row = QHBoxLayout()
        server_row.addWidget(self.on_server)
        server_row.addWidget(self.server_address, 1)
        form.addRow(self.tr("Table:"), self.here)
        form.addRow("", server_row)
        self.variant = QComboBox()
        for variant, players, label in VARIANT_CHOICES:
            if variant != "solo":
                self.variant.addItem(variant_label(variant, players), (variant, players))
        form.addRow(self.tr("Game:"), self.variant)
        grid = QGridLayout()
        self.seat_choices = [SeatChoice(index, grid) for index in range(1, MAX_SEATS)]
        grid.addWidget(QLabel(self.tr("Seat 1: you")), 0, 0, 1, 4)
        form.addRow(grid)
        self.spectators = QCheckBox(self.tr("Others may watch (they never see a rack)"))
        self.on_network = QCheckBox(self.tr("Friends on other computers may join (the game listens on the network)"))
        self.coach = QCheckBox(self.tr("Allow the coach (hints and win chances) if everyone agrees"))
        for widget in (self.spectators, self.on_network, self.coach):
            form.addRow(widget)
        self.variant.currentIndexChanged.connect(self._show_seats)
        self.on_server.toggled.connect(lambda on: self.on_network.setEnabled(not on))
        self._show_seats()
        return page

    def _join_page(self, address: str, name: str, browse) -> QWidget:
        page = QWidget()
        form = QFormLayout(page)
        self.nearby = NearbyTables(*([browse] if browse else []))
        self.nearby.chosen.connect(self._join_nearby)
        form.addRow(self.tr("Tables nearby:"), self.nearby)
        self.address = QLineEdit(address)
        self.address.setPlaceholderText("192.168.1.20")
        self.code = QLineEdit()
        self.code.setMaxLength(CODE_LENGTH)
        self.code.setPlaceholderText("ABC234")
        self.join_name = self._name_field(name)
        form.addRow(self.tr("Server address:"), self.address)
        form.addRow(self.tr("Table code:"), self.code)
        form.addRow(self.tr("Your name:"), self.join_name)
        return page

    def _join_nearby(self, address: str, code: str) -> None:
        self.address.setText(address)
        self.code.setText(code)

    def done(self, result: int) -> None:
        """Closed however (OK, Cancel, Escape): the listening for tables nearby stops."""
        self.nearby.stop()
        super().done(result)

    def _name_field(self, name: str) -> QLineEdit:
        field = QLineEdit(name)
        field.setMaxLength(MAX_NAME)
        return field

    def _show_seats(self) -> None:
        _variant, players = self.variant.currentData()
        for index, seat in enumerate(self.seat_choices, start=1):
            seat.set_visible(index < players)

    def accept(self) -> None:
        """Accepted only with what a table needs; else one message says what is missing."""
        joining = self.tabs.currentIndex() == 1
        problem = self._join_problem() if joining else self._host_problem()
        if problem is not None:
            tell(self, QMessageBox.Icon.Warning, self.tr("Play over the network"), problem)
            return
        self.choice = self._join_choice() if joining else self._host_choice()
        super().accept()

    def _host_problem(self) -> str | None:
        if self.on_server.isChecked():
            try:
                server_url(self.server_address.text())
            except ValueError:
                return self.tr("This is not a server address. Type the table server's address, such as "
                               "club.example.org:9000.")
        if not self.host_name.text().strip():
            return self.tr("Type your name: the others at the table see it.")
        return name_problem(self.host_name.text().strip())

    def _join_problem(self) -> str | None:
        try:
            server_url(self.address.text())
        except ValueError:
            return self.tr("This is not a server address. Type the address the host passed on, such as "
                           "192.168.1.20 or club.example.org:9000.")
        code = self.code.text().strip().upper()
        if not code:
            return self.tr("Type the table code the host passed on: {length} letters and digits.").format(
                length=CODE_LENGTH)
        if len(code) != CODE_LENGTH or any(c not in CODE_ALPHABET for c in code):
            return self.tr("A table code is {length} letters and digits, such as ABC234.").format(length=CODE_LENGTH)
        if not self.join_name.text().strip():
            return self.tr("Type your name: the others at the table see it.")
        return name_problem(self.join_name.text().strip())

    def _host_choice(self) -> HostChoice:
        variant, players = self.variant.currentData()
        seats = [{"kind": "human"}] + [seat.spec() for seat in self.seat_choices[:players - 1]]
        if self.on_server.isChecked():
            address = self.server_address.text().strip()
            return HostChoice(variant, seats, self.host_name.text().strip(), self.spectators.isChecked(), False,
                              server_url(address), address, self.coach.isChecked())
        return HostChoice(variant, seats, self.host_name.text().strip(), self.spectators.isChecked(),
                          self.on_network.isChecked(), coach=self.coach.isChecked())

    def _join_choice(self) -> JoinChoice:
        address = self.address.text().strip()
        return JoinChoice(server_url(address), address, self.code.text().strip().upper(), self.join_name.text().strip())
