"""The settings: animation speed, the points preview, and showing every rack (for learning)."""

from __future__ import annotations

from PySide6.QtWidgets import (QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QStyle,
                               QVBoxLayout)

from ingenious_desktop.app.settings import ANIMATION_SPEEDS, Settings


class SettingsDialog(QDialog):
    def __init__(self, settings: Settings, parent=None):
        super().__init__(parent)
        self.settings = settings
        self.setWindowTitle("Settings")
        self.speed = QComboBox()
        for label, speed in ANIMATION_SPEEDS.items():
            self.speed.addItem(label, speed)
        current = min(ANIMATION_SPEEDS.values(), key=lambda s: abs(s - settings.animation_speed))
        self.speed.setCurrentIndex(self.speed.findData(current))
        self.preview = QCheckBox("Show the points a tile would score before it is placed")
        self.preview.setChecked(settings.points_preview)
        self.all_racks = QCheckBox("Show every player's rack face up")
        self.all_racks.setChecked(settings.show_all_racks)
        note = QLabel("<small>For learning the game: with this on, nothing is hidden from anyone "
                      "at the screen, including the computer players' tiles.</small>")
        note.setWordWrap(True)
        style = self.style()
        under_the_label = (style.pixelMetric(QStyle.PixelMetric.PM_IndicatorWidth)
                           + style.pixelMetric(QStyle.PixelMetric.PM_CheckBoxLabelSpacing))
        note.setContentsMargins(under_the_label, 0, 0, 0)
        all_racks = QVBoxLayout()
        all_racks.setSpacing(2)
        all_racks.addWidget(self.all_racks)
        all_racks.addWidget(note)
        all_racks.addSpacing(8)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form = QFormLayout(self)
        form.addRow("Animations:", self.speed)
        form.addRow("Points preview:", self.preview)
        form.addRow("All racks:", all_racks)
        form.addRow(buttons)

    def accept(self) -> None:
        self.settings.animation_speed = self.speed.currentData()
        self.settings.points_preview = self.preview.isChecked()
        self.settings.show_all_racks = self.all_racks.isChecked()
        super().accept()
