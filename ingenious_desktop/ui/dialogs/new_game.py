"""The new-game dialog: the variant, each seat (human or computer, level, named opponent, name), who starts."""

from __future__ import annotations

import html

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PySide6.QtWidgets import (
    QComboBox, QDialog, QDialogButtonBox, QFormLayout, QGridLayout, QGroupBox, QLabel, QLayout, QLineEdit,
    QVBoxLayout,
)

from ingenious_desktop.app.describe import SHOWN_NAME_LENGTH, from_here_note, given_name, level_name, seat_name
from ingenious_desktop.app.describe.names import GIVEN_NUMBERED, GIVEN_YOU
from ingenious_desktop.app.opponents import description, named_at, opponent_names, plain_choice
from ingenious_desktop.app.setup import DEFAULT_NAMES, VARIANT_CHOICES, GameSetup, variant_label
from ingenious_desktop.engine import Seat
from ingenious_desktop.engine import LEVELS

from ..kit.combo_width import fit_to_items

MAX_SEATS = 4
KIND_LABELS = {"human": QT_TRANSLATE_NOOP("NewGameDialog", "Human"),
               "ai": QT_TRANSLATE_NOOP("NewGameDialog", "Computer")}


def translated(label: str) -> str:
    """One of the labels above in the language now chosen."""
    return QCoreApplication.translate("NewGameDialog", label)


class SeatRow:
    """The widgets of one seat: its name, human or computer, the computer's level and named opponent,
    and the opponent's one-line description under them."""

    def __init__(self, index: int, grid: QGridLayout):
        self.default_name = DEFAULT_NAMES[index]
        #: The name a computer seat left unnamed gets (shown in the language chosen, see ``describe.names``).
        self.computer_name = GIVEN_NUMBERED.format(number=index + 1)
        self.label = QLabel()
        self.label.setTextFormat(Qt.TextFormat.PlainText)  # a translated sentence, never markup
        self.name = QLineEdit()
        self.name.setMaxLength(SHOWN_NAME_LENGTH)
        self.kind = QComboBox()
        for kind, label in KIND_LABELS.items():
            self.kind.addItem(translated(label), kind)
        self.level = QComboBox()
        for level in LEVELS:
            self.level.addItem(level_name(level), level)
        self.opponent = QComboBox()
        self.description = QLabel()
        self.description.setTextFormat(Qt.TextFormat.PlainText)
        self.description.setWordWrap(True)
        self.visible = True
        self.level.setCurrentIndex(self.level.findData("medium"))
        self._fill_opponents()
        self.level.currentIndexChanged.connect(self._fill_opponents)
        self.opponent.currentIndexChanged.connect(self._opponent_chosen)
        self.kind.currentIndexChanged.connect(self._update_level)
        self.kind.setCurrentIndex(self.kind.findData("human" if index == 0 else "ai"))  # no surprise hot-seat
        self._update_level()
        for combo in (self.kind, self.level):
            fit_to_items(combo)
        for column, widget in enumerate(self.line()):
            grid.addWidget(widget, 2 * index + 1, column)
        grid.addWidget(self.description, 2 * index + 2, 2, 1, 3)  # under who plays the seat and how

    def line(self) -> tuple:
        """The widgets on the seat's line, left to right (the description goes under them)."""
        return self.label, self.name, self.kind, self.level, self.opponent

    def set_seat(self, seat: Seat) -> None:
        """Show ``seat``; a name the program gave stays out of the field (its placeholder shows it, in the language
        chosen now), and a human's "You" stays theirs."""
        given = given_name(seat.name)
        self.name.setText("" if given else seat.name)
        if given == GIVEN_YOU and not seat.is_computer:
            self.default_name = GIVEN_YOU
        self.kind.setCurrentIndex(self.kind.findData(seat.kind))
        self.level.setCurrentIndex(self.level.findData(seat.level or "medium"))
        self.opponent.setCurrentIndex(max(0, self.opponent.findData(seat.opponent)))
        self._opponent_chosen()
        self._update_level()

    def set_computer(self, level: str) -> None:
        """A seat the last game did not have: a computer, at the level of the others, of no particular style."""
        self.name.clear()
        self.kind.setCurrentIndex(self.kind.findData("ai"))
        self.level.setCurrentIndex(self.level.findData(level))
        self.opponent.setCurrentIndex(0)
        self._update_level()

    def seat(self) -> Seat:
        kind = self.kind.currentData()
        if kind != "ai":
            return Seat(self.name.text().strip() or self.default_name, kind)
        opponent = self.opponent.currentData()
        name = self.name.text().strip() or opponent or self.computer_name
        return Seat(name, kind, self.level.currentData(), opponent)

    def set_visible(self, visible: bool) -> None:
        self.visible = visible
        for widget in self.line():
            widget.setVisible(visible)
        self._update_level()

    def _fill_opponents(self) -> None:
        """The opponents of the level chosen; the one of the same style stays chosen (they are listed alike)."""
        chosen = self.opponent.currentIndex()
        self.opponent.blockSignals(True)
        self.opponent.clear()
        self.opponent.addItem(plain_choice(), None)
        for name in named_at(self.level.currentData()):
            self.opponent.addItem(name, name)
            self.opponent.setItemData(self.opponent.count() - 1, description(name), Qt.ItemDataRole.ToolTipRole)
        self.opponent.setCurrentIndex(max(chosen, 0))
        self.opponent.blockSignals(False)
        fit_to_items(self.opponent)
        self._opponent_chosen()

    def _opponent_chosen(self) -> None:
        opponent = self.opponent.currentData()
        name = self.name.text().strip()
        if opponent is not None and (given_name(name) or name in opponent_names()):  # a name the program gave
            self.name.clear()
        self.description.setText(description(opponent))

    def _update_level(self) -> None:
        computer = self.kind.currentData() == "ai"
        self.level.setEnabled(computer)
        self.opponent.setEnabled(computer)
        self.description.setVisible(computer and self.visible)


class NewGameDialog(QDialog):
    def __init__(self, setup: GameSetup, parent=None, continuing: bool = False):
        """``continuing``: the seats for a game that goes on from a replayed position (its variant and
        who moves next are given)."""
        super().__init__(parent)
        self.setWindowTitle(self.tr("Play from here") if continuing else self.tr("New game"))
        self.variant = QComboBox()
        for name, players, _label in VARIANT_CHOICES:
            self.variant.addItem(variant_label(name, players), (name, players))
        seats_box = QGroupBox(self.tr("Players, in seat order"))
        grid = QGridLayout(seats_box)
        for column, title in enumerate(("", self.tr("Name"), self.tr("Played by"), self.tr("Computer level"),
                                        self.tr("Opponent"))):
            grid.addWidget(QLabel(f"<b>{html.escape(title)}</b>"), 0, column)
        self.rows = [SeatRow(index, grid) for index in range(MAX_SEATS)]
        self.starter = QComboBox()
        form = QFormLayout()
        form.addRow(self.tr("Game:"), self.variant)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Start"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        starter_form = QFormLayout()
        starter_form.addRow(self.tr("Who starts:"), self.starter)
        layout = QVBoxLayout(self)
        layout.setSizeConstraint(QLayout.SizeConstraint.SetFixedSize)  # shrinks back when seats are hidden
        layout.addLayout(form)
        layout.addWidget(seats_box)
        layout.addLayout(starter_form)
        layout.addWidget(buttons)
        self._load(setup)
        if continuing:
            self.variant.setEnabled(False)
            starter_form.setRowVisible(0, False)
            note = QLabel(from_here_note())
            note.setWordWrap(True)
            layout.insertWidget(0, note)
        self.variant.currentIndexChanged.connect(self._update_seats)
        for row in self.rows:
            row.name.textChanged.connect(self._fill_starters)
            row.kind.currentIndexChanged.connect(self._fill_starters)
            row.opponent.currentIndexChanged.connect(self._fill_starters)
            row.level.currentIndexChanged.connect(self._fill_starters)

    def _load(self, setup: GameSetup) -> None:
        players = len(setup.seats)
        index = next((i for i, (name, count, _) in enumerate(VARIANT_CHOICES)
                      if name == setup.variant and count == players), 0)
        self.variant.setCurrentIndex(index)
        for row, seat in zip(self.rows, setup.seats):
            row.set_seat(seat)
        level = next((seat.level for seat in setup.seats if seat.is_computer), "medium")
        for row in self.rows[len(setup.seats):]:
            row.set_computer(level)
        self._update_seats()
        self.starter.setCurrentIndex(0 if setup.starter is None else setup.starter + 1)

    def _players(self) -> int:
        return self.variant.currentData()[1]

    def _update_seats(self) -> None:
        players = self._players()
        teams = self.variant.currentData()[0] == "team"
        for index, row in enumerate(self.rows):
            row.set_visible(index < players)
            label = self.tr("Player {number} (team {team})") if teams else self.tr("Player {number}")
            row.label.setText(label.format(number=index + 1, team="AB"[index % 2]))
        self._fill_starters()

    def _fill_starters(self) -> None:
        """Name the seats as the game will (each name field's placeholder), and list them as who may start."""
        chosen = self.starter.currentIndex()
        self.starter.blockSignals(True)
        self.starter.clear()
        self.starter.addItem(self.tr("Drawn at random"))
        seats = [row.seat() for row in self.rows[:self._players()]]
        for index, row in enumerate(self.rows[:self._players()]):
            row.name.setPlaceholderText(seat_name(seats, index))
            self.starter.addItem(seat_name(seats, index))
        self.starter.setCurrentIndex(chosen if 0 <= chosen < self.starter.count() else 1)
        self.starter.blockSignals(False)

    def setup(self) -> GameSetup:
        name, players = self.variant.currentData()
        seats = tuple(row.seat() for row in self.rows[:players])
        starter = self.starter.currentIndex() - 1
        return GameSetup(name, seats, None if starter < 0 else starter)
