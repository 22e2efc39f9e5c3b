"""The frozen game, built by packaging/build as a player gets it: it passes its smoke test and
its command-line tools give the same answers as the game run from source."""

from __future__ import annotations

import json
import socket
import subprocess
import sys
from pathlib import Path

import pytest

from packaging_sources import PACKAGING, ROOT, bundle_contents as contents
from websockets.sync.client import connect

pytestmark = [pytest.mark.packaging, pytest.mark.slow]

EXAMPLE = ROOT.parent / "shared" / "examples" / "standard-2p-midgame.ingenious"


@pytest.fixture(scope="module")
def frozen_program(tmp_path_factory) -> Path:
    pytest.importorskip("PyInstaller")
    if not sys.platform.startswith("linux"):
        pytest.skip("the other systems' bundles are built and smoke-tested by .github/workflows/release.yml")
    dist, work = tmp_path_factory.mktemp("dist"), tmp_path_factory.mktemp("work")
    # its own work folder, so test runs in the same checkout at the same time keep apart
    build = subprocess.run([sys.executable, PACKAGING / "build", "--bundle-only", "--dist", dist, "--work", work,
                            "--python", sys.executable], capture_output=True, text=True, timeout=1800)
    assert build.returncode == 0, build.stdout[-4000:] + build.stderr[-4000:]
    assert "smoke: ok" in build.stdout
    return dist / contents.EXE_NAME / contents.EXE_NAME


def test_the_frozen_game_names_its_version(frozen_program):
    from ingenious_desktop import __version__

    answer = subprocess.run([frozen_program, "--version"], capture_output=True, text=True, check=True)
    assert answer.stdout == f"Ingenious Desktop {__version__}\n"


@pytest.mark.skipif(not EXAMPLE.exists(), reason="needs the shared example records")
@pytest.mark.parametrize("tool", ["replay", "moves"])
def test_the_frozen_tools_answer_like_the_source(frozen_program, tool):
    frozen = subprocess.run([frozen_program, tool, EXAMPLE, "--json"], capture_output=True, text=True, check=True)
    source = subprocess.run([sys.executable, "-m", "ingenious_desktop", tool, EXAMPLE, "--json"], cwd=ROOT,
                            capture_output=True, text=True, check=True)
    assert json.loads(frozen.stdout) == json.loads(source.stdout)


def test_the_frozen_game_has_its_icons_where_the_resources_package_finds_them(frozen_program):
    from PyInstaller.archive.readers import CArchiveReader

    icons = [p for p in frozen_program.parent.rglob("ingenious-desktop-256.png")]
    assert [p.relative_to(frozen_program.parent).parts[-4:] for p in icons] == \
        [("ingenious_desktop", "resources", "icons", "ingenious-desktop-256.png")]
    modules = CArchiveReader(str(frozen_program)).open_embedded_archive("PYZ.pyz").toc
    assert "ingenious_desktop.resources" in modules


def test_numpy_stays_out_of_the_bundle(frozen_program):
    """numpy fits the value network in training only; the game evaluates the network without it."""
    assert not [p for p in frozen_program.parent.rglob("numpy") if p.is_dir()]
    assert not list(frozen_program.parent.rglob("libopenblas*"))


def test_the_frozen_table_server_listens_and_answers_a_hello(frozen_program, tmp_path):
    """Network play needs websockets and ssl in the bundle (websockets imports ssl even without TLS)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    server = subprocess.Popen([frozen_program, "serve", "--port", str(port), "--data", tmp_path],
                              stderr=subprocess.PIPE, text=True)
    try:
        while not (line := server.stderr.readline()).startswith("serving on"):
            assert line, "serve ended before listening"
        with connect(f"ws://127.0.0.1:{port}", open_timeout=10) as client:
            client.send(json.dumps({"type": "hello", "version": 1}))
            assert json.loads(client.recv(timeout=10))["type"] == "welcome"
    finally:
        server.kill()
        server.communicate()
