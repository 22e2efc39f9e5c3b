"""Saving when the system refuses: a read-only folder, a file-size limit, a full disk. Each
failure says what went wrong and keeps the old file."""

from __future__ import annotations

import os
import shutil
import stat
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from ingenious_desktop.app.storage import write_atomically

ROOT = Path(__file__).resolve().parents[2]
OLD = "the old game\n"
NEW = "x" * 200_000


@pytest.fixture
def saved_before(tmp_path) -> Path:
    folder = tmp_path / "games"
    folder.mkdir()
    path = folder / "game.ingenious"
    path.write_text(OLD)
    return path


@pytest.fixture
def read_only_folder(saved_before):
    """The save's folder made read-only; for root (whom modes do not stop) made immutable."""
    folder = saved_before.parent
    folder.chmod(stat.S_IRUSR | stat.S_IXUSR)
    immutable = os.geteuid() == 0 and subprocess.run(["chattr", "+i", str(folder)], capture_output=True).returncode == 0
    if os.access(folder, os.W_OK):
        folder.chmod(stat.S_IRWXU)
        pytest.skip("cannot make a folder read-only here")
    yield folder
    if immutable:
        subprocess.run(["chattr", "-i", str(folder)], check=True)
    folder.chmod(stat.S_IRWXU)


def test_saving_into_a_read_only_folder_names_the_folder(saved_before, read_only_folder):
    with pytest.raises(OSError) as refused:
        write_atomically(saved_before, NEW)

    assert f"cannot write in folder {read_only_folder}" in str(refused.value)
    assert saved_before.read_text() == OLD


def run_save_in_process(path: Path, setup: str = "", wrapper: list[str] = ()) -> subprocess.CompletedProcess:
    """Save NEW over ``path`` in a new process after ``setup``; it prints the error, then whether
    the old file is still there as it was."""
    script = setup + textwrap.dedent(f"""
        from ingenious_desktop.app.storage import write_atomically
        try:
            write_atomically({str(path)!r}, "x" * {len(NEW)})
        except OSError as error:
            print(error)
        print("old file kept:", open({str(path)!r}).read() == {OLD!r})
    """)
    return subprocess.run([*wrapper, sys.executable, "-c", script], capture_output=True, text=True,
                          cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)}, timeout=60)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="RLIMIT_FSIZE as Linux has it")
def test_a_file_size_limit_is_named_as_such(saved_before):
    run = run_save_in_process(saved_before, "import resource; resource.setrlimit(resource.RLIMIT_FSIZE, (100_000, 100_000))")

    assert "file-size limit of 100000 bytes" in run.stdout, run.stdout + run.stderr
    assert "old file kept: True" in run.stdout


def test_a_full_disk_is_named_as_such(saved_before):
    """A 128 KiB memory disk mounted over the folder, in a mount namespace of the saving process's own."""
    if os.geteuid() != 0 or shutil.which("unshare") is None:
        pytest.skip("needs root and unshare to mount a small disk")
    folder = saved_before.parent
    mount = textwrap.dedent(f"""
        import subprocess
        subprocess.run(["mount", "-t", "tmpfs", "-o", "size=128k", "tmpfs", {str(folder)!r}], check=True)
        open({str(saved_before)!r}, "w").write({OLD!r})
    """)
    run = run_save_in_process(saved_before, mount, ["unshare", "-m", "--propagation", "private"])
    if run.returncode != 0:
        pytest.skip(f"cannot mount a memory disk here: {run.stderr.strip()[-200:]}")

    assert f"the disk holding {folder} is full" in run.stdout, run.stdout + run.stderr
    assert "old file kept: True" in run.stdout
