"""The PyInstaller spec keeps every part of Python and Qt the game uses and leaves out the rest."""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from packaging_sources import ROOT, bundle_contents as contents

LOAD_EVERY_MODULE = """
import importlib, json, sys
for name in json.loads(sys.argv[1]):
    importlib.import_module(name)
print(json.dumps(sorted(sys.modules)))
"""


@pytest.fixture(scope="module")
def modules_the_game_loads() -> set[str]:
    """Every module loaded, Python's and Qt's included, once all the game's modules are imported."""
    names = contents.module_names(ROOT / "ingenious_desktop")
    result = subprocess.run([sys.executable, "-c", LOAD_EVERY_MODULE, json.dumps(names)], cwd=ROOT,
                            env=dict(os.environ, QT_QPA_PLATFORM="offscreen"),
                            capture_output=True, text=True, check=True)
    return set(json.loads(result.stdout))


def test_the_bundle_gets_every_module_of_the_game_including_folders_without_init():
    names = contents.module_names(ROOT / "ingenious_desktop")
    assert {"ingenious_desktop.cli", "ingenious_desktop.ui.window.main", "ingenious_desktop.engine",
            "ingenious_desktop.commands.records"} <= set(names)
    assert "ingenious_desktop.__main__" not in names


def test_no_module_the_game_loads_is_excluded(modules_the_game_loads):
    excluded = [name for name in modules_the_game_loads - set(contents.STANDARD_LIBRARY_FALLBACKS)
                if any(name == gone or name.startswith(gone + ".") for gone in contents.EXCLUDED_MODULES)]
    assert excluded == []


def test_the_qt_libraries_of_the_modules_the_game_loads_stay(modules_the_game_loads):
    qt_modules = {name.split(".")[1][2:] for name in modules_the_game_loads if name.startswith("PySide6.Qt")}
    assert {"Core", "Gui", "Widgets"} <= qt_modules
    for module in qt_modules:
        for file_name in (f"libQt6{module}.so.6", f"Qt6{module}.dll", f"Qt{module}.framework"):
            assert not contents.is_unused_qt_library(file_name), file_name


@pytest.mark.parametrize("destination", [
    "PySide6/Qt/plugins/platforms/libqxcb.so",
    "PySide6/Qt/plugins/platforms/libqwayland.so",
    "PySide6/Qt/plugins/platforms/libqoffscreen.so",
    "PySide6/plugins/platforms/qwindows.dll",
    "PySide6/Qt/plugins/platforms/libqcocoa.dylib",
    "PySide6/plugins/styles/qmodernwindowsstyle.dll",
    "PySide6/Qt/plugins/imageformats/libqsvg.so",
    "PySide6/Qt/plugins/iconengines/libqsvgicon.so",
    "PySide6/Qt/plugins/wayland-shell-integration/libxdg-shell.so",
    "PySide6/Qt/lib/libQt6Svg.so.6",
    "PySide6/Qt/lib/libQt6DBus.so.6",
    "PySide6/Qt/lib/libQt6Network.so.6",  # the addresses a host shows its friends
    "PySide6/Qt6Network.dll",
    "PySide6/Qt6Widgets.dll",
    "PySide6/Qt/lib/QtGui.framework/Versions/A/QtGui",
    "PySide6/QtCore.abi3.so",
    "libQt6Core.so.6",
    "libxcb-cursor.so.0",
    "ingenious_desktop/resources/icons/ingenious-desktop-48.png",
    "ingenious_desktop/resources/translations/ingenious_de.qm",
    "PySide6/Qt/translations/qtbase_de.qm",
    "PySide6/translations/qtbase_fr.qm",
    "PySide6/Qt/translations/qtbase_es.qm",
])
def test_what_the_game_needs_goes_into_the_bundle(destination):
    assert contents.belongs_in_bundle(destination)


@pytest.mark.parametrize("destination", [
    "PySide6/Qt/translations/qtbase_it.qm",
    "PySide6/Qt/translations/qt_de.qm",
    "PySide6/Qt/translations/qtdeclarative_de.qm",
    "PySide6/Qt/translations/designer_fr.qm",
    "PySide6/Qt/lib/libQt6Quick.so.6",
    "PySide6/Qt/lib/libQt6QmlModels.so.6",
    "PySide6/Qt/lib/libQt6Pdf.so.6",
    "PySide6/Qt/lib/libQt6WaylandCompositor.so.6",
    "PySide6/Qt/plugins/platforms/libqeglfs.so",
    "PySide6/Qt/plugins/platforms/libqvnc.so",
    "PySide6/Qt/plugins/platformthemes/libqgtk3.so",
    "PySide6/Qt/plugins/tls/libqopensslbackend.so",
    "PySide6/Qt/plugins/imageformats/libqtiff.so",
    "PySide6/Qt/plugins/sqldrivers/libqsqlite.so",
    "PySide6/Qt/plugins/platforminputcontexts/libqtvirtualkeyboardplugin.so",
    "PySide6/opengl32sw.dll",
    "PySide6/Qt/qml/QtQuick/Controls/qmldir",
])
def test_unused_qt_parts_stay_out(destination):
    assert not contents.belongs_in_bundle(destination)


def test_libraries_only_a_left_out_plugin_needed_stay_out_and_top_level_python_modules_stay():
    binaries = [
        ("PySide6/Qt/plugins/platforms/libqxcb.so", "/qt/libqxcb.so", "BINARY"),
        ("PySide6/QtCore.abi3.so", "/qt/QtCore.abi3.so", "EXTENSION"),
        ("libxcb-cursor.so.0", "/usr/lib/libxcb-cursor.so.0", "BINARY"),
        ("libQt6Core.so.6", "PySide6/Qt/lib/libQt6Core.so.6", "SYMLINK"),
        ("libgtk-3.so.0", "/usr/lib/libgtk-3.so.0", "BINARY"),
        ("libpython3.11.so.1.0", "/usr/lib/libpython3.11.so.1.0", "BINARY"),
        ("_miniaudio.abi3.so", "/site/_miniaudio.abi3.so", "EXTENSION"),
    ]
    needs = {"/qt/libqxcb.so": {"libxcb-cursor.so.0", "libQt6Core.so.6"}, "/qt/QtCore.abi3.so": {"libQt6Core.so.6"}}
    kept = contents.without_orphan_libraries(binaries, lambda source: needs.get(source, set()))
    assert [entry[0] for entry in kept] == [
        "PySide6/Qt/plugins/platforms/libqxcb.so", "PySide6/QtCore.abi3.so", "libxcb-cursor.so.0",
        "libQt6Core.so.6", "libpython3.11.so.1.0", "_miniaudio.abi3.so",
    ]


def test_every_package_the_game_loads_compiled_by_cython_has_all_its_modules_hidden_imports(modules_the_game_loads):
    """A Cython module's imports are invisible to PyInstaller: such a package (its .pxd files tell) goes in whole."""
    others = {name.split(".")[0] for name in modules_the_game_loads} - {"ingenious_desktop"}  # hidden imports all
    compiled = sorted(top for top in others
                      if any(next(Path(folder).rglob("*.pxd"), None) for folder in package_folders(top)))
    assert compiled == contents.COMPILED_PACKAGES == ["zeroconf"]


def package_folders(name: str) -> list[str]:
    try:
        spec = importlib.util.find_spec(name)
    except ValueError:  # a module made at run time (__main__, cython_runtime): no folder
        return []
    return list(spec.submodule_search_locations or []) if spec is not None else []
