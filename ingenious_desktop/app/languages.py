"""The languages the game speaks: which one to use, and putting its translations into Qt.

The game's own words come from ``ingenious_XX.qm`` among the package's resources (compiled from
the ``.ts`` sources by scripts/translations), Qt's own words (dialog buttons) from
``qtbase_XX.qm`` in Qt's translations folder. Installing a language makes Qt send every window a
``QEvent.LanguageChange``; widgets set their words in a ``retranslate()`` method that runs again
then (``ui.kit.retranslating.Retranslating``), so a new choice shows at once, without a restart.
"""

from __future__ import annotations

from importlib.resources import files

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

#: Every language the game speaks, by its code, with its name in that language.
LANGUAGES = {"en": "English", "de": "Deutsch", "fr": "Français", "es": "Español"}
#: The language the source code is written in: it needs no translation file.
SOURCE_LANGUAGE = "en"
#: The game's compiled translations: ``ingenious_de.qm`` and so on.
TRANSLATIONS = files("ingenious_desktop.resources") / "translations"

_installed: list[QTranslator] = []


def system_language() -> str:
    """The first language the game speaks among those the system prefers (Qt reads LANGUAGE,
    then LC_ALL, LC_MESSAGES and LANG on Linux, the user's preferred languages elsewhere), else English."""
    for tag in QLocale.system().uiLanguages():
        code = QLocale.languageToCode(QLocale(tag).language())
        if code in LANGUAGES:
            return code
    return SOURCE_LANGUAGE


def chosen_language(setting: str | None) -> str:
    """The language to speak: the one chosen in the settings, else the system's."""
    return setting if setting in LANGUAGES else system_language()


def install_language(code: str) -> bool:
    """Speak ``code`` from now on, in the game's words and Qt's own. False if a translation file
    is missing (its words then stay English)."""
    app = QCoreApplication.instance()
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    QLocale.setDefault(QLocale(code))
    if code == SOURCE_LANGUAGE:
        return True
    found = True
    for name, folder in ((f"ingenious_{code}", str(TRANSLATIONS)), (f"qtbase_{code}", qt_translations_folder())):
        translator = QTranslator()
        if translator.load(name, folder):
            app.installTranslator(translator)
            _installed.append(translator)
        else:
            found = False
    return found


def qt_translations_folder() -> str:
    """Where Qt keeps its own translations: inside PySide6, also in the frozen bundle."""
    return QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
