"""The installers' own files: what the desktop, the package manager and the installer compilers
accept, and where they put the game. Tools missing on this system skip their check."""

from __future__ import annotations

import configparser
import plistlib
import shutil
import subprocess
import tarfile
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from ingenious_desktop import __version__
from ingenious_desktop.ui.window.main import APPLICATION
from packaging_sources import ICONS, INSTALLERS, build_script, bundle_contents as contents

LINUX = INSTALLERS / "linux"
DESKTOP_ENTRY = LINUX / f"{contents.APP_ID}.desktop"
METAINFO = LINUX / f"{contents.APP_ID}.metainfo.xml"
MIME_PACKAGE = LINUX / f"{contents.APP_ID}.mime.xml"
MIME_NAMESPACE = "{http://www.freedesktop.org/standards/shared-mime-info}"


def tool(name: str) -> str:
    path = shutil.which(name)
    if path is None:
        pytest.skip(f"{name} is not installed")
    return path


def stand_in_bundle(folder: Path) -> Path:
    """A folder shaped like PyInstaller's, whose program prints its arguments."""
    bundle = folder / contents.EXE_NAME
    (bundle / "_internal").mkdir(parents=True)
    (bundle / "_internal" / "base_library.zip").write_bytes(b"stand-in")
    program = bundle / contents.EXE_NAME
    program.write_text('#!/bin/sh\necho "stand-in $*"\n')
    program.chmod(0o700)
    return bundle


# Linux desktop integration ----------------------------------------------------------------------


def test_the_desktop_entry_validates():
    subprocess.run([tool("desktop-file-validate"), DESKTOP_ENTRY], check=True)


def test_the_desktop_entry_opens_saved_games_with_the_launcher():
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str
    entry.read(DESKTOP_ENTRY, encoding="utf-8")
    fields = entry["Desktop Entry"]
    assert fields["Exec"] == f"{contents.EXE_NAME} %f"
    assert contents.MIME_TYPE in fields["MimeType"].split(";")
    assert fields["Icon"] == contents.APP_ID
    # docks match the window to this entry by the window's class, which Qt takes from the app name
    assert fields["StartupWMClass"] == APPLICATION
    assert "Game" in fields["Categories"].split(";")


@pytest.mark.parametrize("language", contents.TRANSLATED_LANGUAGES)
def test_the_desktop_entry_speaks_every_language_the_game_speaks(language):
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str
    entry.read(DESKTOP_ENTRY, encoding="utf-8")
    fields = entry["Desktop Entry"]
    for key in ("Name", "GenericName", "Comment", "Keywords"):
        assert fields.get(f"{key}[{language}]"), f"{key}[{language}]"


@pytest.mark.parametrize("language", contents.TRANSLATED_LANGUAGES)
def test_the_metainfo_summary_and_each_paragraph_and_point_are_translated(language):
    component = ET.parse(METAINFO).getroot()
    lang = "{http://www.w3.org/XML/1998/namespace}lang"
    summaries = [summary for summary in component.findall("summary") if summary.get(lang) == language]
    assert len(summaries) == 1 and summaries[0].text
    for kind in ("p", "ul/li"):
        parts = component.findall(f"description/{kind}")
        english = [part for part in parts if part.get(lang) is None]
        translated = [part for part in parts if part.get(lang) == language and part.text.strip()]
        assert len(translated) == len(english), kind


def test_the_appstream_metainfo_validates():
    subprocess.run([tool("appstreamcli"), "validate", "--no-net", METAINFO], check=True)


def test_the_metainfo_names_the_app_its_launcher_and_this_release():
    component = ET.parse(METAINFO).getroot()
    assert component.findtext("id") == contents.APP_ID
    assert component.findtext("launchable") == DESKTOP_ENTRY.name
    assert component.findtext("provides/binary") == contents.EXE_NAME
    assert component.findtext("provides/mediatype") == contents.MIME_TYPE
    assert component.find("releases/release").get("version") == __version__


def test_the_mime_type_matches_saved_games_by_extension():
    mime_type = ET.parse(MIME_PACKAGE).getroot().find(f"{MIME_NAMESPACE}mime-type")
    assert mime_type.get("type") == contents.MIME_TYPE
    assert mime_type.find(f"{MIME_NAMESPACE}glob").get("pattern") == "*" + contents.SAVE_EXTENSION
    assert mime_type.find(f"{MIME_NAMESPACE}icon").get("name") == contents.APP_ID


def test_shared_mime_info_accepts_the_mime_type(tmp_path):
    (tmp_path / "packages").mkdir()
    shutil.copyfile(MIME_PACKAGE, tmp_path / "packages" / f"{contents.APP_ID}.xml")
    subprocess.run([tool("update-mime-database"), tmp_path], check=True, capture_output=True)
    globs = (tmp_path / "globs2").read_text().splitlines()
    assert f"50:{contents.MIME_TYPE}:*{contents.SAVE_EXTENSION}" in globs


def test_a_stand_in_bundle_becomes_a_deb_that_installs_the_game_where_the_desktop_finds_it(tmp_path):
    tool("dpkg-deb")
    deb = build_script().build_deb(stand_in_bundle(tmp_path), __version__, tmp_path, tmp_path / "work")

    fields = subprocess.run(["dpkg-deb", "-f", deb, "Package", "Version", "Depends"],
                            capture_output=True, text=True, check=True).stdout
    assert f"Package: {contents.EXE_NAME}\nVersion: {__version__}\nDepends: libc6 (>= " in fields
    root = tmp_path / "installed"
    subprocess.run(["dpkg-deb", "-x", deb, root], check=True)
    launcher = root / "usr" / "bin" / contents.EXE_NAME
    assert subprocess.run([launcher, "game.ingenious"], capture_output=True, text=True).stdout == "stand-in game.ingenious\n"
    assert (root / "opt" / contents.EXE_NAME / "_internal" / "base_library.zip").is_file()
    share = root / "usr" / "share"
    assert (share / "applications" / DESKTOP_ENTRY.name).read_bytes() == DESKTOP_ENTRY.read_bytes()
    assert (share / "metainfo" / METAINFO.name).is_file()
    assert (share / "mime" / "packages" / f"{contents.APP_ID}.xml").is_file()
    for size in (16, 32, 48, 64, 128, 256, 512):
        assert (share / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{contents.APP_ID}.png").is_file()
    assert (share / "icons" / "hicolor" / "scalable" / "apps" / f"{contents.APP_ID}.svg").is_file()


def test_the_portable_tarball_unpacks_into_one_versioned_folder_owned_by_root(tmp_path):
    build = build_script()
    tarball = build.build_tarball(stand_in_bundle(tmp_path), __version__, tmp_path)
    with tarfile.open(tarball) as archive:
        members = archive.getmembers()
    top = f"{contents.EXE_NAME}-{__version__}-linux-"
    assert all(member.name.startswith(top) for member in members)
    program = next(member for member in members if member.name.endswith(f"/{contents.EXE_NAME}"))
    assert program.mode & 0o100 and program.uid == 0 and program.uname == "root"


# Windows and macOS ------------------------------------------------------------------------------


def test_the_windows_installer_script_compiles_without_warnings(tmp_path):
    tool("makensis")
    setup = build_script().build_windows_installer(stand_in_bundle(tmp_path), __version__, tmp_path)
    assert setup.read_bytes()[:2] == b"MZ"


def test_the_mac_app_declares_saved_games_and_retina_support():
    with (INSTALLERS / "macos" / "Info.plist").open("rb") as file:
        info = plistlib.load(file)
    assert info["NSHighResolutionCapable"] is True
    exported = {kind["UTTypeIdentifier"]: kind for kind in info["UTExportedTypeDeclarations"]}
    (document,) = info["CFBundleDocumentTypes"]
    (content_type,) = document["LSItemContentTypes"]
    tags = exported[content_type]["UTTypeTagSpecification"]
    assert tags["public.filename-extension"] == [contents.SAVE_EXTENSION.lstrip(".")]
    assert tags["public.mime-type"] == [contents.MIME_TYPE]
    assert (ICONS / document["CFBundleTypeIconFile"]).is_file()
