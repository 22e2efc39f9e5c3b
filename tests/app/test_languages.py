"""Which language the game speaks: the one chosen in the settings, else the system's, else English."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from ingenious_desktop.app.languages import LANGUAGES
from ingenious_desktop.app.settings import Settings

CHOSEN_WITH_NO_SETTING = "from ingenious_desktop.app.languages import chosen_language; print(chosen_language(None))"


def language_for(environment: dict[str, str]) -> str:
    """The language a fresh program picks with nothing in its settings (Qt reads the system's
    languages once per process, so each case is a process of its own)."""
    clean = {k: v for k, v in os.environ.items() if k not in ("LANGUAGE", "LANG", "LC_ALL", "LC_MESSAGES")}
    answer = subprocess.run([sys.executable, "-c", CHOSEN_WITH_NO_SETTING], env=clean | environment,
                            capture_output=True, text=True, check=True)
    return answer.stdout.strip()


@pytest.mark.parametrize(("environment", "language"), [
    ({"LANGUAGE": "de"}, "de"),
    ({"LANG": "fr_FR.UTF-8"}, "fr"),
    ({"LC_ALL": "es_ES.UTF-8"}, "es"),
    ({"LANGUAGE": "it:es", "LANG": "it_IT.UTF-8"}, "es"),  # the first the game speaks
    ({"LANGUAGE": "en:de", "LANG": "de_DE.UTF-8"}, "en"),
    ({"LANG": "it_IT.UTF-8"}, "en"),
    ({"LANG": "C.UTF-8"}, "en"),
])
def test_with_nothing_chosen_the_game_speaks_the_systems_language_or_else_english(environment, language):
    assert language_for(environment) == language


def test_a_language_chosen_in_the_settings_comes_back(tmp_path):
    settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    assert settings.language is None
    settings.language = "fr"
    assert Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)).language == "fr"
    settings.language = None
    assert settings.language is None


@pytest.mark.parametrize("stored", ["xx", "", 42, ["de"], "DE", b"de"])
def test_a_stored_language_the_game_does_not_speak_means_the_systems(tmp_path, stored):
    store = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    store.setValue("display/language", stored)
    assert Settings(store).language is None


def test_each_language_is_offered_by_its_own_name():
    assert LANGUAGES == {"en": "English", "de": "Deutsch", "fr": "Français", "es": "Español"}


EXAMPLE = Path(__file__).parents[1] / "engine" / "examples" / "standard-2p-midgame.ingenious"


@pytest.mark.parametrize("arguments", [["replay", str(EXAMPLE)], ["moves", str(EXAMPLE), "--json"], ["--help"]])
def test_the_command_line_tools_answer_in_english_whatever_the_language(arguments):
    def answer(environment: dict[str, str]) -> str:
        clean = {k: v for k, v in os.environ.items() if k not in ("LANGUAGE", "LANG", "LC_ALL", "LC_MESSAGES")}
        return subprocess.run([sys.executable, "-m", "ingenious_desktop", *arguments], env=clean | environment,
                              capture_output=True, text=True, check=True).stdout

    english = answer({"LANG": "C.UTF-8"})
    for language in ("de_DE.UTF-8", "fr_FR.UTF-8", "es_ES.UTF-8"):
        assert answer({"LANGUAGE": language[:2], "LANG": language, "LC_ALL": language}) == english
