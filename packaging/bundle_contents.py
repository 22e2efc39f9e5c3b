"""What goes into the frozen bundle, shared by the PyInstaller spec, the build script and the tests.

PySide6-Essentials ships all of Qt's essential modules; the game uses Core, Gui, Widgets and Network (the
addresses a host shows its friends), and Qt's SVG library, through which Qt draws SVG icons. Leaving the rest out (as Python modules, as Qt
libraries and as plugins) keeps the bundle small.
"""

from __future__ import annotations

import runpy
from fnmatch import fnmatch
from pathlib import Path, PurePosixPath

#: the game's own names, read from its package's __init__.py without importing the package
_NAMES = runpy.run_path(str(Path(__file__).resolve().parent.parent / "ingenious_desktop" / "__init__.py"))
APP_NAME = _NAMES["APP_NAME"]
#: the executable's and the bundle folder's name, also the launcher on the PATH
EXE_NAME = "ingenious-desktop"
#: reverse-DNS id: the .desktop file, the AppStream component, the icon and the macOS bundle
APP_ID = _NAMES["APP_ID"]
MIME_TYPE = "application/x-ingenious"
SAVE_EXTENSION = ".ingenious"

#: The game's own package that only training needs (it imports numpy): not in the bundle
TRAINING_ONLY = ["ingenious_desktop.ai.training"]

#: Packages the game loads whose modules are compiled by Cython and import one another where PyInstaller's analysis
#: cannot see (a frozen zeroconf stops at "No module named 'zeroconf._utils.ipaddress'"): every submodule of
#: each is a hidden import. zeroconf finds the tables nearby (online/discovery.py)
COMPILED_PACKAGES = ["zeroconf"]

#: Modules the standard library loads when present and does without otherwise: hashlib falls back on its
#: built-in digests (the model files' checksums, the core's seeds, the WebSocket handshake). ssl and _ssl
#: stay (OpenSSL, 5 MB): network play speaks TLS (wss://), and websockets imports ssl
STANDARD_LIBRARY_FALLBACKS = ["_hashlib"]

#: Python modules the game never imports; PyInstaller's hooks then skip their Qt libraries too
EXCLUDED_MODULES = [
    *(
        f"PySide6.{name}"
        for name in (
            "Qt3DAnimation Qt3DCore Qt3DExtras Qt3DInput Qt3DLogic Qt3DRender QtAxContainer "
            "QtBluetooth QtCharts QtConcurrent QtDataVisualization QtDBus QtDesigner QtGraphs "
            "QtHelp QtHttpServer QtLabsStyleKit QtLocation QtMultimedia QtMultimediaWidgets "
            "QtNetworkAuth QtNfc QtOpenGL QtOpenGLWidgets QtPdf QtPdfWidgets "
            "QtPositioning QtPrintSupport QtQml QtQmlFeatures QtQuick QtQuick3D "
            "QtQuickControls2 QtQuickTest QtQuickWidgets QtRemoteObjects QtScxml QtSensors "
            "QtSerialBus QtSerialPort QtSpatialAudio QtSql QtStateMachine QtTest QtTextToSpeech "
            "QtUiTools QtWebChannel QtWebEngineCore QtWebEngineQuick QtWebEngineWidgets "
            "QtWebSockets QtWebView QtXml"
        ).split()
    ),
    "tkinter",
    "unittest",
    "pydoc",
    "pydoc_data",
    "lib2to3",
    "xmlrpc",
    "sqlite3",
    "setuptools",
    "pip",
    "PyInstaller",
    "numpy",  # only the training commands fit the models with it; the game evaluates them in the compiled core
    *TRAINING_ONLY,
    *STANDARD_LIBRARY_FALLBACKS,
]

#: Qt libraries (any system's spelling: libQt6Network.so.6, Qt6Network.dll, QtNetwork.framework)
#: that only unused modules or unused plugins need
UNUSED_QT_LIBRARIES = (
    "Qml* Quick* Pdf* Labs* VirtualKeyboard* EglFS* EglFs* WaylandCompositor* "
    "WaylandEgl* WlShell* Designer* Help Sql Test UiTools Xml Concurrent OpenGLWidgets "
    "PrintSupport Lottie* ShaderTools"
).split()

#: the languages the game speaks besides English (as ingenious_desktop/app/languages.py lists them):
#: Qt's own translations of them (qtbase_XX.qm: the dialog buttons' words) ship beside the game's,
#: and the installers' descriptions are translated into them
TRANSLATED_LANGUAGES = ("de", "fr", "es")

#: Windows' software OpenGL, for when the graphics driver has none: the game draws without OpenGL
UNUSED_FILES = ["opengl32sw.dll"]

#: plugin folders the game needs, with the plugins to keep in each ("*": all of them)
KEPT_PLUGINS = {
    "platforms": ["*xcb*", "*wayland*", "*offscreen*", "*windows*", "*cocoa*"],
    # the GTK theme would drag GTK's own libraries into the bundle, clashing with the system's
    "platformthemes": ["*xdgdesktopportal*"],
    "platforminputcontexts": ["*compose*", "*ibus*"],
    "iconengines": ["*svg*"],
    "imageformats": ["*svg*", "*ico*"],
    "styles": ["*"],
    "xcbglintegrations": ["*"],
    "wayland-decoration-client": ["*"],
    "wayland-graphics-integration-client": ["*wayland-egl*"],
    "wayland-shell-integration": ["*xdg-shell*"],
}


def core_extension() -> list[tuple[str, str]]:
    """(file, folder in the bundle) of the compiled core, wherever the build installed it (an editable
    install keeps it in site-packages, out of the source tree PyInstaller reads the package from)."""
    from ingenious_desktop.ai.native import _core

    return [(_core.__file__, str(PurePosixPath("ingenious_desktop", "ai", "native")))]


def module_names(package: Path) -> list[str]:
    """Every module of the package, by its file, also in folders without __init__.py (which
    PyInstaller's collect_submodules skips); __main__ is left out, as importing it runs the game,
    and so are the TRAINING_ONLY modules."""
    names = []
    for path in sorted(package.rglob("*.py")):
        parts = path.relative_to(package.parent).with_suffix("").parts
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        if parts[-1] != "__main__" and not any(name == t or name.startswith(t + ".") for t in TRAINING_ONLY):
            names.append(name)
    return names


def resource_files(resources: Path) -> list[tuple[str, str]]:
    """(file, folder in the bundle) for each run-time file in ``resources``, placed where the
    package ingenious_desktop.resources finds them; its own Python files go in as modules, and of
    the translations only what the game loads (the .qm compiled from each .ts)."""
    return [(str(path), str(PurePosixPath("ingenious_desktop", "resources", *path.parent.relative_to(resources).parts)))
            for path in sorted(resources.rglob("*"))
            if path.is_file() and path.suffix not in (".py", ".pyc", ".ts")]


def is_unused_qt_library(file_name: str) -> bool:
    """True for a Qt library file or framework folder that belongs to an unused Qt module."""
    name = file_name.lower()
    for module in UNUSED_QT_LIBRARIES:
        module = module.lower()
        for spelling in (f"libqt6{module}.so*", f"qt6{module}.dll", f"qt{module}.framework"):
            if fnmatch(name, spelling):
                return True
    return False


def belongs_in_bundle(destination: str) -> bool:
    """Whether a file PyInstaller collected (its path inside the bundle) is worth shipping."""
    parts = PurePosixPath(destination.replace("\\", "/")).parts
    if parts[-1].lower() in UNUSED_FILES or any(is_unused_qt_library(part) for part in parts):
        return False
    if "PySide6" not in parts:
        return True
    if "translations" in parts:
        return parts[-1] in {f"qtbase_{code}.qm" for code in TRANSLATED_LANGUAGES}
    if "plugins" in parts:
        kind = parts[parts.index("plugins") + 1]
        file_name = parts[-1]
        patterns = KEPT_PLUGINS.get(kind)
        return patterns is not None and any(fnmatch(file_name.lower(), p) for p in patterns)
    return "qml" not in parts


def without_orphan_libraries(binaries: list[tuple], libraries_needed_by) -> list[tuple]:
    """Leave out the shared libraries at the bundle's top level that nothing kept still needs.

    PyInstaller gathers each plugin's dependencies before the plugins are filtered, so a plugin
    left out (the GTK theme) would leave its libraries behind. ``binaries`` holds PyInstaller's
    (destination, source, kind) entries; ``libraries_needed_by(source)`` names the libraries a
    binary loads, directly or not. Python's own library is loaded by the bootloader, never
    named as a dependency, and always stays.
    """

    def is_dependency(destination: str, kind: str) -> bool:
        is_top_level = "/" not in destination and "\\" not in destination
        is_module = kind == "EXTENSION"  # a Python module at the top (_cffi_backend), imported, never linked
        return is_top_level and not is_module and ".so" in destination and not destination.startswith("libpython")

    needed: set[str] = set()
    for destination, source, kind in binaries:
        if not is_dependency(destination, kind):
            needed |= libraries_needed_by(source)
    return [entry for entry in binaries if not is_dependency(entry[0], entry[2]) or entry[0] in needed]
