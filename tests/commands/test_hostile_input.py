"""Hostile files and arguments through the command-line tools, run as real processes with a
timeout: a named pipe, text that is not UTF-8, a name no terminal can print, a time budget or a
game count that makes no sense. Each is one clear line on standard error and exit status 2."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "tests" / "engine" / "examples" / "standard-2p-midgame.ingenious"
TIMEOUT = 30


def run_tool(*args, env: dict | None = None) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": str(ROOT), **(env or {})}
    return subprocess.run([sys.executable, "-m", "ingenious_desktop", *map(str, args)],
                          capture_output=True, text=True, cwd=ROOT, env=env, timeout=TIMEOUT,
                          stdin=subprocess.DEVNULL)


def assert_one_line_refusal(run: subprocess.CompletedProcess, *words: str) -> None:
    assert (run.returncode, run.stdout) == (2, ""), run.stderr
    assert run.stderr.count("\n") == 1 and "Traceback" not in run.stderr, run.stderr
    for word in words:
        assert word in run.stderr


@pytest.fixture
def fifo(tmp_path) -> Path:
    path = tmp_path / "pipe.ingenious"
    os.mkfifo(path)
    return path


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are a POSIX thing")
@pytest.mark.parametrize("tool", [["replay", "--json"], ["replay"], ["moves", "--json"],
                                  ["bestmove", "--level", "easy"]], ids=" ".join)
def test_a_named_pipe_is_refused_at_once_by_every_tool(fifo, tool):
    run = run_tool(tool[0], fifo, *tool[1:])  # without the check: blocked for ever, and the timeout fails it

    assert_one_line_refusal(run, "file: ", "named pipe")


@pytest.mark.parametrize("encoding", ["utf-16", "utf-16-le", "utf-16-be", "utf-32", "utf-32-le", "utf-32-be"])
def test_utf16_and_utf32_records_are_refused(tmp_path, encoding):
    path = tmp_path / "wide.ingenious"
    path.write_bytes(EXAMPLE.read_text(encoding="utf-8").encode(encoding))

    assert_one_line_refusal(run_tool("replay", path, "--json"), "file: ", "not UTF-8")


def test_a_latin1_record_is_refused(tmp_path):
    document = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    document["players"][0]["name"] = "Zoë"
    path = tmp_path / "latin1.ingenious"
    path.write_bytes(json.dumps(document, ensure_ascii=False).encode("latin-1"))

    assert_one_line_refusal(run_tool("replay", path, "--json"), "file: ", "not UTF-8")


def test_a_utf8_record_with_a_byte_order_mark_still_loads(tmp_path):
    path = tmp_path / "bom.ingenious"
    path.write_bytes(b"\xef\xbb\xbf" + EXAMPLE.read_bytes())

    assert run_tool("replay", path, "--json").returncode == 0


@pytest.mark.parametrize("json_flag", [[], ["--json"]], ids=["text", "json"])
def test_a_name_with_a_lone_surrogate_is_refused_with_a_file_line(tmp_path, json_flag):
    text = EXAMPLE.read_text(encoding="utf-8")
    document = json.loads(text)
    name = document["players"][0]["name"]
    path = tmp_path / "surrogate.ingenious"
    path.write_text(text.replace(json.dumps(name), '"\\ud800x"', 1), encoding="utf-8")

    assert_one_line_refusal(run_tool("replay", path, *json_flag, env={"PYTHONIOENCODING": "utf-8"}),
                            "file: ", "player 0")


@pytest.mark.parametrize("seconds", ["inf", "1e300", "nan", "-1", "0"])
def test_bestmove_refuses_a_senseless_time_budget(seconds):
    run = run_tool("bestmove", EXAMPLE, "--level", "hard", f"--seconds={seconds}")

    assert_one_line_refusal(run, "--seconds", "at most 3600")


@pytest.mark.parametrize("games", ["0", "-3"])
def test_arena_refuses_no_games_or_fewer(games):
    run = run_tool("arena", "--players", "easy,easy", f"--games={games}")

    assert_one_line_refusal(run, "--games", "1 or more")
