"""Every string the code marks for translation is translated, whole, in every language shipped."""

from __future__ import annotations

import importlib.machinery
import importlib.util
import re
import shutil
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from ingenious_desktop.app.languages import LANGUAGES, SOURCE_LANGUAGE

ROOT = Path(__file__).resolve().parents[1]
TRANSLATED = [code for code in LANGUAGES if code != SOURCE_LANGUAGE]
#: {name} for str.format, %n for Qt's plural forms, %1 for Qt's numbered arguments
PLACEHOLDER = re.compile(r"\{[a-z_]*\}|%n|%\d")

sys.path.insert(0, str(ROOT / "packaging"))
import bundle_contents  # noqa: E402  (packaging/ is no Python package)


def translations_script():
    """scripts/translations as a module (its file name has no .py)."""
    loader = importlib.machinery.SourceFileLoader("translations_script", str(ROOT / "scripts" / "translations"))
    spec = importlib.util.spec_from_loader(loader.name, loader)
    module = importlib.util.module_from_spec(spec)
    loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def updated(tmp_path_factory) -> dict[str, ET.Element]:
    """Each language's .ts as pyside6-lupdate leaves it after reading today's code (into a copy,
    keeping entries whose string the code no longer has, which it marks vanished)."""
    script = translations_script()
    folder = tmp_path_factory.mktemp("translations")
    trees = {}
    for code in TRANSLATED:
        copy = folder / script.ts_file(code).name
        shutil.copyfile(script.ts_file(code), copy)
        script.run(script.lupdate_command(copy, code, keep_vanished=True))
        trees[code] = ET.parse(copy).getroot()
    return trees


def messages(root: ET.Element):
    for context in root.iter("context"):
        for message in context.iter("message"):
            yield context.findtext("name"), message


def translations_of(message: ET.Element) -> list[str]:
    """The translation, or each plural form of it."""
    element = message.find("translation")
    forms = element.findall("numerusform")
    return [form.text or "" for form in forms] if forms else [element.text or ""]


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_marked_string_has_a_finished_translation(updated, code):
    not_finished = [(context, message.findtext("source"), message.find("translation").get("type", "empty"))
                    for context, message in messages(updated[code])
                    if message.find("translation").get("type") or not all(translations_of(message))]
    assert not_finished == [], (
        f"run scripts/translations --update, translate in ingenious_{code}.ts, then --update --drop-vanished")


@pytest.mark.parametrize("code", TRANSLATED)
def test_translations_keep_the_placeholders_plurals_and_shortcut_keys(updated, code):
    wrong = []
    for context, message in messages(updated[code]):
        source = message.findtext("source")
        for translation in translations_of(message):
            same_placeholders = sorted(PLACEHOLDER.findall(translation)) == sorted(PLACEHOLDER.findall(source))
            same_shortcut = translation.replace("&&", "").count("&") == source.replace("&&", "").count("&")
            if not (same_placeholders and same_shortcut):
                wrong.append((context, source, translation))
    assert wrong == []


def test_each_language_shipped_has_its_translation_file_and_qt_translation_in_the_bundle():
    script = translations_script()
    assert sorted(path.name for path in script.TRANSLATIONS.glob("*.ts")) == sorted(
        f"ingenious_{code}.ts" for code in TRANSLATED)
    assert sorted(bundle_contents.TRANSLATED_LANGUAGES) == sorted(TRANSLATED)
