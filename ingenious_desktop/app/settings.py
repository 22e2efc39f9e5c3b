"""The player's preferences and recent files, kept in QSettings."""

from __future__ import annotations

import json

from PySide6.QtCore import QT_TRANSLATE_NOOP, QSettings

from .languages import LANGUAGES

MAX_RECENT_FILES = 8
#: The choices offered for the animation speed: 0 turns animation off, 1 is normal.
#: Their names are shown through QCoreApplication.translate("Settings", name).
ANIMATION_SPEEDS = {
    QT_TRANSLATE_NOOP("Settings", "Off"): 0.0,
    QT_TRANSLATE_NOOP("Settings", "Slow"): 0.5,
    QT_TRANSLATE_NOOP("Settings", "Normal"): 1.0,
    QT_TRANSLATE_NOOP("Settings", "Fast"): 2.0,
}


class Settings:
    """Typed access to QSettings; pass a QSettings of your own (tests, smoke run) or get the app's."""

    def __init__(self, store: QSettings | None = None):
        self.store = store if store is not None else QSettings()

    @property
    def animation_speed(self) -> float:
        return float(self.store.value("display/animation_speed", 1.0, type=float))

    @animation_speed.setter
    def animation_speed(self, speed: float) -> None:
        self.store.setValue("display/animation_speed", float(speed))

    @property
    def points_preview(self) -> bool:
        return bool(self.store.value("display/points_preview", True, type=bool))

    @points_preview.setter
    def points_preview(self, on: bool) -> None:
        self.store.setValue("display/points_preview", bool(on))

    @property
    def show_all_racks(self) -> bool:
        return bool(self.store.value("display/show_all_racks", False, type=bool))

    @show_all_racks.setter
    def show_all_racks(self, on: bool) -> None:
        self.store.setValue("display/show_all_racks", bool(on))

    @property
    def language(self) -> str | None:
        """The code of the language chosen in the settings, or None to follow the system."""
        code = self.store.value("display/language")
        return code if isinstance(code, str) and code in LANGUAGES else None

    @language.setter
    def language(self, code: str | None) -> None:
        if code is None:
            self.store.remove("display/language")
        else:
            self.store.setValue("display/language", code)

    @property
    def recent_files(self) -> list[str]:
        value = self.store.value("files/recent", "[]")
        try:
            paths = json.loads(value)
        except (TypeError, ValueError):
            return []
        return [p for p in paths if isinstance(p, str)] if isinstance(paths, list) else []

    def add_recent_file(self, path: str) -> None:
        paths = [path] + [p for p in self.recent_files if p != path]
        self.store.setValue("files/recent", json.dumps(paths[:MAX_RECENT_FILES]))

    def remove_recent_file(self, path: str) -> None:
        self.store.setValue("files/recent", json.dumps([p for p in self.recent_files if p != path]))

    @property
    def last_setup(self) -> dict | None:
        """The last new-game choices (see :mod:`.setup`), or None."""
        try:
            setup = json.loads(self.store.value("game/last_setup", "null"))
        except (TypeError, ValueError):
            return None
        return setup if isinstance(setup, dict) else None

    @last_setup.setter
    def last_setup(self, setup: dict) -> None:
        self.store.setValue("game/last_setup", json.dumps(setup))
