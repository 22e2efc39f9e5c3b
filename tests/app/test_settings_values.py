"""Every value read from the settings is checked for its type and shape: a bad one gives its default,
and what the game writes next is sound again (through the app's settings API, as the window uses it)."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QSettings

from ingenious_desktop.app.settings import MAX_RECENT_FILES, Settings

NESTED = "[" * 100_000 + "]" * 100_000  # deeper than Python's JSON reader goes
SETUP = {"variant": "standard", "starter": 0,
         "seats": [{"name": "Ada", "kind": "human"}, {"name": "Bot", "kind": "ai", "level": "easy"}]}


def settings_holding(tmp_path, values: dict) -> Settings:
    store = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    for key, value in values.items():
        store.setValue(key, value)
    store.sync()
    return Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))


@pytest.mark.parametrize("value", [NESTED, json.dumps({**SETUP, "seats": NESTED}), "x" * 1_000_000,
                                   json.dumps({**SETUP, "seats": [{"name": "Ada", "kind": "human", "level": [[1]]}]}),
                                   json.dumps({**SETUP, "variant": "chess"}), json.dumps([SETUP])],
                         ids=["nested", "nested seats", "huge", "a level that is a list", "no such variant", "a list"])
def test_a_last_setup_that_makes_no_game_reads_as_none(tmp_path, value):
    settings = settings_holding(tmp_path, {"game/last_setup": value})

    assert settings.last_setup is None


def test_a_sound_last_setup_reads_back(tmp_path):
    assert settings_holding(tmp_path, {"game/last_setup": json.dumps(SETUP)}).last_setup == SETUP


@pytest.mark.parametrize("value", [NESTED, "x" * 1_000_000, '{"a": 1}', "5"], ids=["nested", "huge", "object", "number"])
def test_recent_files_that_are_no_list_read_as_none_and_a_new_one_is_kept(tmp_path, value):
    settings = settings_holding(tmp_path, {"files/recent": value})

    assert settings.recent_files == []
    settings.add_recent_file("/games/one.ingenious")  # without the check: RecursionError for the nested value
    assert settings.recent_files == ["/games/one.ingenious"]


def test_recent_files_keep_only_paths_and_no_more_than_the_menu_shows(tmp_path):
    paths = [[["nested"]], "", "a\0b", "p" * 5000, *[f"/games/{n}.ingenious" for n in range(12)]]

    settings = settings_holding(tmp_path, {"files/recent": json.dumps(paths)})

    assert settings.recent_files == [f"/games/{n}.ingenious" for n in range(MAX_RECENT_FILES)]
