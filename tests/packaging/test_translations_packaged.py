"""The compiled translations are found as package resources from the source tree (an editable
install) and from a wheel; the frozen bundle's smoke test loads every language (ui/window/smoke.py)."""

from __future__ import annotations

import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from packaging_sources import ROOT, bundle_contents as contents

FIND_THE_TRANSLATIONS = """
from PySide6.QtCore import QCoreApplication
from ingenious_desktop.app.languages import LANGUAGES, SOURCE_LANGUAGE, TRANSLATIONS, install_language
app = QCoreApplication([])
print(TRANSLATIONS)
print(all(install_language(code) for code in LANGUAGES if code != SOURCE_LANGUAGE))
"""

COMPILED = {f"ingenious_desktop/resources/translations/ingenious_{code}.qm" for code in contents.TRANSLATED_LANGUAGES}


def test_the_source_tree_loads_every_language_from_the_top_level_resources_folder():
    found = subprocess.run([sys.executable, "-c", FIND_THE_TRANSLATIONS], cwd=ROOT / "tests",
                           capture_output=True, text=True, check=True).stdout.split()
    assert found == [str(ROOT / "resources" / "translations"), "True"]


@pytest.mark.packaging
@pytest.mark.slow
def test_a_wheel_holds_the_compiled_translations_and_not_their_sources(project_wheel):
    names = set(zipfile.ZipFile(project_wheel).namelist())
    assert COMPILED <= names
    assert not [name for name in names if name.endswith(".ts")]


def test_the_bundle_gets_the_compiled_translations_and_qts_own_for_each_language():
    shipped = {f"{folder}/{Path(source).name}" for source, folder in contents.resource_files(ROOT / "resources")}
    assert COMPILED <= shipped
    assert not [name for name in shipped if name.endswith(".ts")]
    for code in contents.TRANSLATED_LANGUAGES:
        assert contents.belongs_in_bundle(f"PySide6/Qt/translations/qtbase_{code}.qm")
