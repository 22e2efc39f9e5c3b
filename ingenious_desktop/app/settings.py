"""The player's preferences and recent files, kept in QSettings.

Every value is checked for its type and shape when read: a settings file edited by hand (or by
another program) that holds something else gives the default, never an error later on. A settings
file that is not one QSettings wrote is kept aside, as an unreadable autosave is, before QSettings
would write over it.
"""

from __future__ import annotations

import json
import math
import os
import re
import stat
import sys
from pathlib import Path
from typing import NamedTuple

from PySide6.QtCore import QT_TRANSLATE_NOOP, QByteArray, QCoreApplication, QSettings, QStandardPaths

from ingenious_desktop.engine import file_kind
from ingenious_desktop.online import checked_text
from ingenious_desktop.online.protocol import CODE_ALPHABET, CODE_LENGTH, MAX_NAME

from .languages import LANGUAGES
from .network.address import MAX_ADDRESS, server_url
from .setup import GameSetup
from .storage import keep_aside

MAX_RECENT_FILES = 8
#: The longest path kept among the recent files (the longest a Linux path can be).
MAX_PATH_CHARS = 4096
#: A JSON value kept in the settings (the recent files, the last setup) is a few hundred characters.
MAX_JSON_CHARS = 64 * 1024
#: The settings file is a few kilobytes: a larger one is not one QSettings wrote for this game.
MAX_SETTINGS_BYTES = 1024 * 1024
#: A line QSettings writes in an INI file: blank, a comment, a [section] or a key=value.
INI_LINE = re.compile(r"\s*(?:[;#].*|\[.*\]|[^=]+=.*)?\s*")
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
    sound = Flag("sound/on", True, "Play the table's sounds?")
    win_chances = Flag("display/win_chances", False, "Show the win chances (View ▸ Win chances)?")

    def __init__(self, store: QSettings | None = None):
        self.store = store if store is not None else QSettings()

    @classmethod
    def of_app(cls) -> tuple[Settings, str | None, KeptAside | None]:
        """The app's settings; what is wrong with its settings file if it cannot be read (then the
        settings are the defaults, kept only until the program ends); and where a settings file that
        is not one QSettings wrote was kept aside (then the settings start again from the defaults)."""
        problem = settings_file_problem()
        if problem:
            return cls(UnsavedSettings()), problem, None
        kept_aside = keep_broken_settings_aside()  # before QSettings reads the file
        return cls(), None, kept_aside

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
    def network_address(self) -> str:
        """The table server last joined ("" if none, or if what is kept there is not an address)."""
        return self._text("network/address", lambda text: bool(server_url(text)))

    @network_address.setter
    def network_address(self, address: str) -> None:
        self.store.setValue("network/address", address)

    @property
    def network_server(self) -> str:
        """The table server a table was last hosted on ("" if none, or if what is kept there is not an address)."""
        return self._text("network/server", lambda text: bool(server_url(text)))

    @network_server.setter
    def network_server(self, address: str) -> None:
        self.store.setValue("network/server", address)

    @property
    def hosting_port(self) -> int:
        """The port a table hosted here listens on, chosen once and kept (0: none chosen yet)."""
        return int(self._number("network/hosting_port", 0, 1024, 65535))

    @hosting_port.setter
    def hosting_port(self, port: int) -> None:
        self.store.setValue("network/hosting_port", int(port))
        self.store.sync()  # kept even if the program dies in the game that follows

    @property
    def network_dialog(self) -> dict:
        """The network dialog's last choices: "join" (the Join page was chosen), "server" (hosted on a server),
        "on_network", "variant" and "players" of the hosted table, and "code", the table code of a join that
        failed because nothing answered at the address; each checked, those missing or of another shape left out."""
        kept = self._json("network/dialog")
        kept = kept if isinstance(kept, dict) else {}
        fits = {"join": lambda v: type(v) is bool, "server": lambda v: type(v) is bool,
                "on_network": lambda v: type(v) is bool, "variant": lambda v: isinstance(v, str) and len(v) < 20,
                "players": lambda v: type(v) is int and 1 <= v <= 4,
                "code": lambda v: isinstance(v, str) and len(v) == CODE_LENGTH and set(v) <= set(CODE_ALPHABET)}
        return {key: kept[key] for key, fit in fits.items() if key in kept and fit(kept[key])}

    @network_dialog.setter
    def network_dialog(self, choices: dict) -> None:
        self.store.setValue("network/dialog", json.dumps(choices))

    @property
    def network_name(self) -> str:
        """The name last given at a network table ("" if none, or if what is kept there is not a name by the
        server's text rule, online.checked_text: a blank or invisible one is none)."""
        return self._text("network/name", lambda text: checked_text(text, "name", MAX_NAME) == text)

    @network_name.setter
    def network_name(self, name: str) -> None:
        self.store.setValue("network/name", name)

    def _text(self, key: str, fits) -> str:
        """The text kept under ``key`` if ``fits(text)`` (a ValueError counts as no), else ""."""
        text = self.store.value(key)
        try:
            return text if isinstance(text, str) and len(text) <= MAX_ADDRESS and fits(text) else ""
        except ValueError:
            return ""

    def _json(self, key: str):
        """The JSON value kept as text under ``key``; None where there is none, or no JSON of a sane
        size and depth."""
        text = self.store.value(key)
        if not isinstance(text, str) or len(text) > MAX_JSON_CHARS:
            return None
        try:
            return json.loads(text)
        except (ValueError, RecursionError):
            return None

    @property
    def recent_files(self) -> list[str]:
        paths = self._json("files/recent")
        if not isinstance(paths, list):
            return []
        return [path for path in paths if is_path_text(path)][:MAX_RECENT_FILES]

    def add_recent_file(self, path: str) -> None:
        paths = [path] + [p for p in self.recent_files if p != path]
        self.store.setValue("files/recent", json.dumps(paths[:MAX_RECENT_FILES]))

    def remove_recent_file(self, path: str) -> None:
        self.store.setValue("files/recent", json.dumps([p for p in self.recent_files if p != path]))

    @property
    def last_setup(self) -> dict | None:
        """The last new-game choices (see :mod:`.setup`), or None where there are none that make a game."""
        setup = self._json("game/last_setup")
        try:
            GameSetup.from_json(setup)
        except ValueError:
            return None
        return setup

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


def is_path_text(path) -> bool:
    return isinstance(path, str) and 0 < len(path) <= MAX_PATH_CHARS and "\0" not in path


class UnsavedSettings:
    """Stands in for QSettings when the settings file cannot be read: defaults, kept in memory."""

    def __init__(self):
        self._values: dict = {}

    def value(self, key: str, default=None):
        return self._values.get(key, default)

    def setValue(self, key: str, value) -> None:  # noqa: N802 - QSettings' name
        self._values[key] = value

    def sync(self) -> None:
        """Nothing to write: these settings are never saved."""


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


class KeptAside(NamedTuple):
    """A settings file that was not one QSettings wrote: where it was, where it is kept, and why."""

    file: Path
    kept: Path
    reason: str


def keep_broken_settings_aside() -> KeptAside | None:
    """Rename the player's settings file beside itself with the date when it is not one QSettings
    wrote (QSettings reads what it can of any file, and would write the rest away); None when it
    is one, or there is none. Call it before QSettings opens the file."""
    path = player_settings_file()
    if path is None:
        return None
    reason = broken_settings_reason(path)
    if reason is None:
        return None
    try:
        return KeptAside(path, keep_aside(path), reason)
    except OSError:
        return None  # left as it is: QSettings reads what it can of it, as before


def broken_settings_reason(path: Path) -> str | None:
    """Why the settings file ``path`` is not one QSettings wrote, or None (also when it cannot be read:
    :func:`settings_file_problem` says so)."""
    try:
        with open(path, "rb") as file:
            data = file.read(MAX_SETTINGS_BYTES + 1)
    except OSError:
        return None
    if len(data) > MAX_SETTINGS_BYTES:
        return f"it is larger than {MAX_SETTINGS_BYTES // 1024} KiB"
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        return "it is not UTF-8 text"
    for number, line in enumerate(text.splitlines(), 1):
        if "\0" in line or not INI_LINE.fullmatch(line):
            return f"line {number} is not a setting"
    return None


def player_settings_file() -> Path | None:
    """The settings file QSettings writes for this app, where settings are files."""
    if sys.platform in ("win32", "darwin"):
        return None
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericConfigLocation)
    return Path(folder) / QCoreApplication.organizationName() / f"{QCoreApplication.applicationName()}.conf"
