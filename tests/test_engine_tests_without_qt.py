"""The engine's tests need no Qt: with PySide6 unimportable (and pytest-qt off, as where it is not installed),
every test of tests/engine is collected, and the scoring tests run (the whole folder runs so too, in about
two minutes: PYTHONPATH=<a folder whose PySide6 raises ImportError>, PYTEST_ADDOPTS as below)."""

import os
import subprocess
import sys
from pathlib import Path

TESTS = Path(__file__).parent
WITHOUT_QT = ["-p", "no:pytest-qt", "-o", "addopts=", "-W", "ignore::pytest.PytestConfigWarning"]


def test_the_engine_tests_run_where_pyside6_cannot_be_imported(tmp_path):
    (tmp_path / "PySide6").mkdir()
    (tmp_path / "PySide6" / "__init__.py").write_text('raise ImportError("no Qt here")\n')
    environment = os.environ | {"PYTHONPATH": str(tmp_path), "PYTEST_ADDOPTS": " ".join(WITHOUT_QT)}
    run = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                          str(TESTS / "engine" / "test_scoring.py"), str(TESTS / "engine" / "test_ranking.py")],
                         cwd=TESTS.parent, env=environment, capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-3000:]
    collected = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "--collect-only",
                                str(TESTS / "engine")], cwd=TESTS.parent, env=environment, capture_output=True,
                               text=True, timeout=300)
    assert collected.returncode == 0 and " error" not in collected.stdout, collected.stdout[-3000:]
