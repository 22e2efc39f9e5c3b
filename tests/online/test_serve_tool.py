"""The serve tool's help and refusals, as a person at a terminal sees them."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest


def serve(*arguments: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "ingenious_desktop", "serve", *arguments], capture_output=True,
                          text=True, timeout=60)


def test_help_shows_how_to_host_a_table_in_three_steps():
    run = serve("--help")

    assert run.returncode == 0 and "three steps" in run.stdout and "--tls-cert F" in run.stdout
    assert "127.0.0.1" in run.stdout and run.stderr == ""


def test_help_names_the_limits_with_their_defaults():
    run = serve("--help")

    for option in ("--max-tables N", "--tables-per-address N", "--max-connections N", "--connections-per-address N",
                   "--spectators N", "--computer-games-per-address N", "--outbox-kib N", "--empty-table-seconds N"):
        assert option in run.stdout, option
    assert "(default 16)" in run.stdout


def test_a_bad_port_or_half_a_tls_pair_is_one_line_and_status_2():
    for arguments in (("--port", "70000"), ("--port", "８０"), ("--tls-cert", "cert.pem")):
        run = serve(*arguments)
        assert (run.returncode, run.stdout, len(run.stderr.splitlines())) == (2, "", 1), arguments


def test_announcing_a_server_that_listens_on_this_machine_only_is_refused():
    for arguments in (("--announce",), ("--announce", "--host", "::1")):
        run = serve(*arguments)
        assert (run.returncode, run.stdout) == (2, "") and "--announce needs a --host beyond this machine" in run.stderr


@pytest.fixture
def pem_files(tmp_path):
    """A self-signed certificate, its key, and that key encrypted with a pass phrase (made by openssl)."""
    if shutil.which("openssl") is None:
        pytest.skip("openssl is not installed")
    cert, key, encrypted = tmp_path / "cert.pem", tmp_path / "key.pem", tmp_path / "encrypted.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-keyout", key, "-out", cert, "-days", "1",
                    "-nodes", "-subj", "/CN=localhost"], check=True, capture_output=True, timeout=60)
    subprocess.run(["openssl", "pkey", "-in", key, "-out", encrypted, "-aes256", "-passout", "pass:secret"],
                   check=True, capture_output=True, timeout=60)
    return cert, key, encrypted


def test_an_encrypted_key_or_a_missing_tls_file_is_one_line_naming_it(pem_files, tmp_path):
    cert, key, encrypted = pem_files
    data = ("--port", "0", "--data", str(tmp_path / "data"))
    cases = {"is encrypted with a pass phrase": (cert, encrypted), f"the TLS key {tmp_path / 'gone.pem'}": (
        cert, tmp_path / "gone.pem"), f"the TLS certificate {tmp_path / 'gone.pem'}": (tmp_path / "gone.pem", key)}
    for said, (certificate, private) in cases.items():
        run = subprocess.run([sys.executable, "-m", "ingenious_desktop", "serve", *data, "--tls-cert", str(certificate),
                              "--tls-key", str(private)], capture_output=True, text=True, timeout=60,
                             stdin=subprocess.DEVNULL)

        assert (run.returncode, run.stdout, len(run.stderr.splitlines())) == (2, "", 1), run.stderr
        assert said in run.stderr and "PEM pass phrase" not in run.stderr


def environment_of(pid: int) -> dict[str, str]:
    entries = Path(f"/proc/{pid}/environ").read_bytes().split(b"\0")
    return dict(entry.decode().partition("=")[::2] for entry in entries if entry)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
@pytest.mark.parametrize("chosen, runs_on", [(None, "malloc"), ("pymalloc", "pymalloc")])
def test_the_server_runs_on_the_c_allocator_unless_one_was_chosen(tmp_path, chosen, runs_on):
    environment = {key: value for key, value in os.environ.items() if key != "PYTHONMALLOC"}
    if chosen:
        environment["PYTHONMALLOC"] = chosen
    server = subprocess.Popen([sys.executable, "-m", "ingenious_desktop", "serve", "--port", "0", "--data",
                               str(tmp_path)], stderr=subprocess.PIPE, text=True, env=environment)
    try:
        said = server.stderr.readline()
        assert said.startswith("serving on"), said
        assert environment_of(server.pid).get("PYTHONMALLOC") == runs_on  # the same process, started again
    finally:
        server.terminate()
        server.communicate(timeout=30)
    assert server.returncode == 0
