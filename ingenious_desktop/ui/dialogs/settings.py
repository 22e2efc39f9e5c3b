"""The settings: the language, animation speed, sounds, the points preview, and showing every rack (for learning)."""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QStyle,
                               QVBoxLayout)

from ingenious_desktop.app.languages import LANGUAGES, chosen_language, install_language
from ingenious_desktop.app.settings import ANIMATION_SPEEDS, Settings

from ..kit.retranslating import Retranslating


class SettingsDialog(Retranslating, QDialog):
    """The choices take effect with OK, the language too (Cancel leaves everything as it was)."""

    def __init__(self, settings: Settings, parent=None):
        super().__init__(parent)
        self.settings = settings
        self.language = QComboBox()
        self.language.addItem("", "")  # the system's language: its words are set in retranslate()
        for code, name in LANGUAGES.items():
            self.language.addItem(name, code)
        self.language.setCurrentIndex(self.language.findData(settings.language or ""))
        self.speed = QComboBox()
        for label, speed in ANIMATION_SPEEDS.items():
            self.speed.addItem(label, speed)
        current = min(ANIMATION_SPEEDS.values(), key=lambda s: abs(s - settings.animation_speed))
        self.speed.setCurrentIndex(self.speed.findData(current))
        self.sound = QCheckBox()
        self.sound.setChecked(settings.sound)
        self.preview = QCheckBox()
        self.preview.setChecked(settings.points_preview)
        self.all_racks = QCheckBox()
        self.all_racks.setChecked(settings.show_all_racks)
        self.note = QLabel()
        self.note.setWordWrap(True)
        style = self.style()
        under_the_label = (style.pixelMetric(QStyle.PixelMetric.PM_IndicatorWidth)
                           + style.pixelMetric(QStyle.PixelMetric.PM_CheckBoxLabelSpacing))
        self.note.setContentsMargins(under_the_label, 0, 0, 0)
        all_racks = QVBoxLayout()
        all_racks.setSpacing(2)
        all_racks.addWidget(self.all_racks)
        all_racks.addWidget(self.note)
        all_racks.addSpacing(8)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form = QFormLayout(self)
        self.row_labels = [QLabel() for _ in range(5)]
        for label, field in zip(self.row_labels, (self.language, self.speed, self.sound, self.preview, all_racks)):
            form.addRow(label, field)
        form.addRow(buttons)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Settings"))
        self.language.setItemText(0, self.tr("As the system ({language})").format(
            language=LANGUAGES[chosen_language(None)]))
        for index, label in enumerate(ANIMATION_SPEEDS):
            self.speed.setItemText(index, QCoreApplication.translate("Settings", label))
        self.sound.setText(self.tr("Play quiet sounds as tiles are placed (M turns them on and off)"))
        self.preview.setText(self.tr("Show the points a tile would score before it is placed"))
        self.all_racks.setText(self.tr("Show every player's rack face up"))
        self.note.setText("<small>{}</small>".format(html.escape(self.tr(
            "For learning the game: with this on, nothing is hidden from anyone at the screen, "
            "including the computer players' tiles."))))
        labels = (self.tr("Language:"), self.tr("Animations:"), self.tr("Sounds:"), self.tr("Points preview:"),
                  self.tr("All racks:"))
        for label, text in zip(self.row_labels, labels):
            label.setText(text)
        if self.isVisible():
            self.adjustSize()  # the wrapped note may need another line in the new language

    def _language_chosen(self) -> str | None:
        return self.language.currentData() or None

    def _language_shown(self) -> str:
        return chosen_language(self._language_chosen())

    def accept(self) -> None:
        if self._language_shown() != chosen_language(self.settings.language):
            install_language(self._language_shown())
        self.settings.language = self._language_chosen()
        self.settings.sound = self.sound.isChecked()
        self.settings.animation_speed = self.speed.currentData()
        self.settings.points_preview = self.preview.isChecked()
        self.settings.show_all_racks = self.all_racks.isChecked()
        super().accept()

