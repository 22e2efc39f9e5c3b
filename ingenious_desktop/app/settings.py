"""The player's preferences and recent files, kept in QSettings.

Every value is checked for its type when read: a settings file edited by hand (or by another
program) that holds something else gives the default, never an error later on.
"""

from __future__ import annotations

import json
import math
import os
import stat
import sys
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QByteArray, QCoreApplication, QSettings, QStandardPaths

from ingenious_desktop.engine import file_kind

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


class Flag:
    """A yes-or-no setting kept under ``key``: anything but a yes or a no there reads as ``default``."""

    def __init__(self, key: str, default: bool, doc: str | None = None):
        self.key, self.default = key, default
        self.__doc__ = doc

    def __get__(self, settings: Settings | None, owner=None):
        if settings is None:
            return self
        value = settings.store.value(self.key, self.default)
        if isinstance(value, bool):
            return value
        return {"true": True, "false": False}.get(value, self.default) if isinstance(value, str) else self.default

    def __set__(self, settings: Settings, on: bool) -> None:
        settings.store.setValue(self.key, bool(on))


class Settings:
    """Typed access to QSettings; pass a QSettings of your own (tests, smoke run) or get the app's."""

    points_preview = Flag("display/points_preview", True)
    show_all_racks = Flag("display/show_all_racks", False)
    lesson_offered = Flag("help/lesson_offered", False, "Has the lesson been offered (on the first start)?")

    def __init__(self, store: QSettings | None = None):
        self.store = store if store is not None else QSettings()

    @classmethod
    def of_app(cls) -> tuple[Settings, str | None]:
        """The app's settings, and what is wrong with its settings file if it cannot be read
        (then the settings are the defaults, kept only until the program ends)."""
        problem = settings_file_problem()
        return (cls(UnsavedSettings()) if problem else cls()), problem

    def _number(self, key: str, default: float, lowest: float, highest: float) -> float:
        value = self.store.value(key, default)
        try:
            number = float(value) if isinstance(value, (int, float, str)) else math.nan
        except (ValueError, OverflowError):
            return default
        return number if lowest <= number <= highest else default

    def _bytes(self, key: str) -> QByteArray | None:
        value = self.store.value(key)
        return value if isinstance(value, QByteArray) else None

    @property
    def animation_speed(self) -> float:
        speeds = ANIMATION_SPEEDS.values()
        return self._number("display/animation_speed", 1.0, min(speeds), max(speeds))

    @animation_speed.setter
    def animation_speed(self, speed: float) -> None:
        self.store.setValue("display/animation_speed", float(speed))

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

    @property
    def window_geometry(self) -> QByteArray | None:
        return self._bytes("window/geometry")

    @property
    def window_state(self) -> QByteArray | None:
        return self._bytes("window/state")

    def keep_window_layout(self, geometry: QByteArray, state: QByteArray) -> None:
        self.store.setValue("window/geometry", geometry)
        self.store.setValue("window/state", state)


class UnsavedSettings:
    """Stands in for QSettings when the settings file cannot be read: defaults, kept in memory."""

    def __init__(self):
        self._values: dict = {}

    def value(self, key: str, default=None):
        return self._values.get(key, default)

    def setValue(self, key: str, value) -> None:  # noqa: N802 - QSettings' name
        self._values[key] = value


def settings_file_problem() -> str | None:
    """Why the app's settings file cannot be read, or None. QSettings would block for ever on a
    named pipe in its place, so the files are looked at before QSettings opens them."""
    for path in settings_files():
        try:
            mode = os.stat(path).st_mode
        except FileNotFoundError:
            continue
        except OSError as error:
            return f"The settings file {path} cannot be read ({error.strerror or error})."
        if not stat.S_ISREG(mode):
            return f"The settings file {path} is {file_kind(mode)}, not a regular file."
    return None


def settings_files() -> list[Path]:
    """The files QSettings reads for this app where settings are files (not Windows' registry
    or macOS's preferences): the app's own and the organisation's, for the user and the system."""
    if sys.platform in ("win32", "darwin"):
        return []
    organisation, application = QCoreApplication.organizationName(), QCoreApplication.applicationName()
    folders = QStandardPaths.standardLocations(QStandardPaths.StandardLocation.GenericConfigLocation)
    return [Path(folder) / name for folder in folders
            for name in (f"{organisation}/{application}.conf", f"{organisation}.conf")]
