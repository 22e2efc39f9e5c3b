"""The dialogs the menus open beside the game: the settings, the statistics, the rules and About."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox

from ingenious_desktop import __version__

from ..kit.window_part import WindowPart


class MenuDialogs(WindowPart):
    def show_settings(self) -> None:
        from ..dialogs.settings import SettingsDialog

        window = self.window
        if SettingsDialog(window.settings, window).exec():
            window.apply_preferences()
            self.controller.set_show_all_racks(window.settings.show_all_racks)
            if self.controller.handover_pending is None:
                window.table.overlay.hide()

    def show_statistics(self) -> None:
        from ..dialogs.statistics import StatisticsDialog

        path = self.controller.statistics_path
        if path is not None:
            StatisticsDialog(path, self.window).exec()

    def show_rules(self) -> None:
        from ..dialogs.rules import RulesDialog

        RulesDialog(self.window).show()

    def show_about(self) -> None:
        QMessageBox.about(self.window, self.tr("About Ingenious Desktop"),
                          f"<h3>Ingenious Desktop {__version__}</h3><p>"
                          + self.tr("Reiner Knizia's tile game Ingenious for two to four players, in teams or "
                                    "alone, against friends at the same screen or against the computer.")
                          + "</p>")
