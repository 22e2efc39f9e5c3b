"""Hostile files and arguments through the command-line tools, run as real processes with a
timeout: a named pipe, text that is not UTF-8, a name no terminal can print, a time budget or a
game count that makes no sense, a huge value, a record with no decision yet. Each is one clear
line on standard error and exit status 2. An output closed early or that cannot be written ends a
tool quietly or with one line, and a name's control characters never reach the terminal."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
import unicodedata
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


@pytest.mark.parametrize("tool, seconds", [
    (["bestmove", EXAMPLE, "--level", "hard"], seconds) for seconds in ["inf", "1e300", "nan", "-1", "0", "1_0"]
] + [
    ([tool, EXAMPLE], seconds) for tool in ["analyse", "review"] for seconds in ["1e308", "3601", "1e-320"]
] + [
    (["arena", "--players", "easy,easy"], seconds) for seconds in ["1e308", "\uff11\uff10", "0.001"]
] + [
    (["serve"], "1_0"),
], ids=lambda value: value if isinstance(value, str) else value[0])
def test_every_tool_refuses_a_senseless_time_budget(tool, seconds):
    run = run_tool(*tool, f"--seconds={seconds}")  # without the bound: analyse and review run until killed

    assert_one_line_refusal(run, "--seconds", "from 0.01 to 3600")


@pytest.mark.parametrize("games", ["0", "-3"])
def test_arena_refuses_no_games_or_fewer(games):
    run = run_tool("arena", "--players", "easy,easy", f"--games={games}")

    assert_one_line_refusal(run, "--games", "1 or more")


def example_with(tmp_path, change, name="changed.ingenious") -> Path:
    """The example record after ``change(document)``, saved under ``tmp_path``."""
    document = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    change(document)
    path = tmp_path / name
    path.write_text(json.dumps(document), encoding="utf-8")
    return path


def cut_to(events: int):
    def change(document):
        document["events"] = document["events"][:events]
    return change


# ------------------------------------------------------------ a record still in its deal

@pytest.mark.parametrize("tool", [["analyse"], ["analyse", "--json"], ["bestmove", "--level", "easy"]], ids=" ".join)
def test_a_record_still_in_its_deal_is_refused_in_one_line(tmp_path, tool):
    path = example_with(tmp_path, cut_to(1))  # the first rack drawn, the second not yet

    assert_one_line_refusal(run_tool(tool[0], path, *tool[1:]), "in the deal", "before the first placement")


# ------------------------------------------------------------ huge values and long numbers

@pytest.mark.parametrize("change", [
    lambda d: d.update(version="v" * 10_000),
    lambda d: d["players"][0].update(kind="k" * 10_000),
    lambda d: d["events"][2].update(type="t" * 10_000),
    lambda d: d["events"][2].update(tile="Y" * 10_000),
    lambda d: d["events"][0]["tiles"].__setitem__(0, "Q" * 10_000),
    lambda d: d.update(variant="x" * 10_000),
], ids=["version", "kind", "event type", "tile", "drawn tile", "variant"])
def test_a_huge_value_in_a_record_is_quoted_short(tmp_path, change):
    run = run_tool("replay", example_with(tmp_path, change))

    assert_one_line_refusal(run)
    assert len(run.stderr) < 200, run.stderr


@pytest.mark.parametrize("argv", [
    ["bestmove", EXAMPLE, "--level", "x" * 10_000],
    ["analyse", EXAMPLE, "--top", "x" * 10_000],
    ["arena", "--players", "x" * 10_000],
    ["replay", EXAMPLE, "--upto", "x" * 10_000],
], ids=lambda argv: argv[-2])
def test_a_huge_argument_is_quoted_short(argv):
    run = run_tool(*argv)

    assert_one_line_refusal(run, argv[-2])
    assert len(run.stderr) <= 300, run.stderr


def test_a_number_too_long_for_python_in_a_record_is_called_too_long(tmp_path):
    path = tmp_path / "long-number.ingenious"
    path.write_text(EXAMPLE.read_text(encoding="utf-8").replace('"version": 1', '"version": ' + "9" * 4301, 1))

    run = run_tool("replay", path)

    assert_one_line_refusal(run, "file: ", "too long")
    assert "set_int_max_str_digits" not in run.stderr


@pytest.mark.parametrize("argv", [["replay", EXAMPLE, "--upto"], ["analyse", EXAMPLE, "--top"],
                                  ["review", EXAMPLE, "--seats"], ["arena", "--players", "easy,easy", "--games"]],
                         ids=lambda argv: argv[-1])
def test_a_4301_digit_count_is_called_too_long(argv):
    run = run_tool(*argv, "9" * 4301)

    assert_one_line_refusal(run, argv[-1], "too long")
    assert "set_int_max_str_digits" not in run.stderr


@pytest.mark.parametrize("upto", ["1_0", " 5", "5 ", "+5", "\u0665", "\uff15"],
                         ids=["underscore", "leading space", "trailing space", "plus", "arabic-indic", "fullwidth"])
def test_upto_takes_ascii_digits_only(upto):
    run = run_tool("replay", EXAMPLE, "--json", "--upto", upto)

    assert_one_line_refusal(run, "--upto: ", "0-9")


# ------------------------------------------------------------ names that would drive the terminal

HOSTILE_NAME = ("Eve\x1b]0;pwned\x07\x1b[2J\nfake line\r\u202eoverride\u2066isolate\x9b31m\x7f"
                "\u2028line\u2029para\u200frtl\u061carabic")


def named(document, name=HOSTILE_NAME):
    for seat in document["players"]:
        seat["name"] = name


@pytest.mark.parametrize("tool", [["replay"], ["analyse", "--seconds", "0.1"],
                                  ["review", "--seconds", "0.05"]], ids=lambda tool: tool[0])
def test_control_characters_in_a_name_are_shown_escaped(tmp_path, tool):
    hostile = example_with(tmp_path, lambda d: (named(d), cut_to(8)(d)), "hostile.ingenious")
    tame = example_with(tmp_path, lambda d: (named(d, "Eve"), cut_to(8)(d)), "tame.ingenious")

    run = run_tool(tool[0], hostile, *tool[1:])
    tame_run = run_tool(tool[0], tame, *tool[1:])

    assert (run.returncode, run.stderr) == (0, "")
    shown = [character for character in run.stdout if character != "\n"
             and unicodedata.category(character) in ("Cc", "Cf", "Zl", "Zp")]
    assert shown == []
    assert (r"Eve\x1b]0;pwned\x07\x1b[2J\nfake line\r\u202eoverride\u2066isolate\x9b31m\x7f"
            r"\u2028line\u2029para\u200frtl\u061carabic") in run.stdout
    assert run.stdout.count("\n") == tame_run.stdout.count("\n")  # the name's line break makes no line


# ------------------------------------------------------------ output closed early, or that cannot be written

EVERY_TOOL = [["replay", EXAMPLE], ["moves", EXAMPLE], ["bestmove", EXAMPLE, "--level", "easy"],
              ["analyse", EXAMPLE, "--seconds", "0.1"], ["review", "SHORT", "--seconds", "0.05"],
              ["arena", "--players", "easy,easy", "--games", "1"], ["bench", "--records", "EMPTY", "--rounds", "1"],
              ["moves", "--help"], ["--version"]]


def every_tool_argv(tool: list, tmp_path: Path) -> list:
    """``tool`` with its placeholders filled: a short record to review, an empty folder of records."""
    short = example_with(tmp_path, cut_to(6), "short.ingenious")
    (tmp_path / "empty").mkdir(exist_ok=True)
    return [{"SHORT": short, "EMPTY": tmp_path / "empty"}.get(part, part) for part in tool]


@pytest.mark.parametrize("tool", EVERY_TOOL, ids=lambda tool: " ".join(part for part in tool if isinstance(part, str)))
def test_an_output_closed_early_ends_the_tool_quietly(tmp_path, tool):
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    process = subprocess.Popen([sys.executable, "-m", "ingenious_desktop", *map(str, every_tool_argv(tool, tmp_path))],
                               stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=ROOT,
                               env=env)
    process.stdout.close()  # as `| head -c1` does, but before the tool writes anything

    _out, err = process.communicate(timeout=TIMEOUT)

    assert err == b"" and process.returncode == 141


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="needs Linux's always-full device")
@pytest.mark.parametrize("tool", EVERY_TOOL, ids=lambda tool: " ".join(part for part in tool if isinstance(part, str)))
def test_an_output_that_cannot_be_written_is_one_line(tmp_path, tool):
    with open("/dev/full", "w") as full:
        env = {**os.environ, "PYTHONPATH": str(ROOT)}
        run = subprocess.run([sys.executable, "-m", "ingenious_desktop", *map(str, every_tool_argv(tool, tmp_path))],
                             stdin=subprocess.DEVNULL, stdout=full, stderr=subprocess.PIPE, text=True, cwd=ROOT,
                             env=env, timeout=TIMEOUT)

    assert run.returncode == 74
    assert run.stderr.count("\n") == 1 and "cannot write the output: No space left on device" in run.stderr, run.stderr



@pytest.mark.skipif(os.name != "posix", reason="starts the tool with its standard output closed")
@pytest.mark.parametrize("tool", EVERY_TOOL, ids=lambda tool: " ".join(part for part in tool if isinstance(part, str)))
def test_a_closed_output_is_one_line_and_no_traceback(tmp_path, tool):
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    run = subprocess.run([sys.executable, "-m", "ingenious_desktop", *map(str, every_tool_argv(tool, tmp_path))],
                         stdin=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, cwd=ROOT, env=env,
                         timeout=TIMEOUT, preexec_fn=lambda: os.close(1))  # as `>&-` does

    assert run.returncode == 74
    assert run.stderr.count("\n") == 1 and "cannot write the output: standard output is closed" in run.stderr, \
        run.stderr


@pytest.mark.skipif(os.name != "posix", reason="starts the tool with its standard error closed")
def test_a_refusal_with_standard_error_closed_never_lands_on_standard_output():
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    run = subprocess.run([sys.executable, "-m", "ingenious_desktop", "replay", str(EXAMPLE), "--bogus"],
                         stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, text=True, cwd=ROOT, env=env,
                         timeout=TIMEOUT, preexec_fn=lambda: os.close(2))  # as `2>&-` does

    assert (run.returncode, run.stdout) == (2, "")

def test_a_huge_cell_number_in_a_record_is_quoted_short(tmp_path):
    path = example_with(tmp_path, lambda d: d["events"][2].update(at=[[10 ** 4000, 0], [0, 0]]))

    run = run_tool("replay", path)

    assert_one_line_refusal(run, "event 2: ", "is not on the")
    assert len(run.stderr) < 200, run.stderr


@pytest.mark.parametrize("tool", [["bestmove", EXAMPLE, "--level", "hard", "--seconds", "30"],
                                  ["arena", "--players", "hard,hard", "--games", "4", "--seconds", "5"]],
                         ids=["bestmove", "arena"])
def test_ctrl_c_ends_a_thinking_tool_with_status_130_no_traceback_and_no_process_left(tool):
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    process = subprocess.Popen([sys.executable, "-m", "ingenious_desktop", *map(str, tool)], cwd=ROOT, env=env,
                               stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               start_new_session=True,  # a group of its own, as a terminal's foreground job
                               preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    time.sleep(3)  # thinking by now
    os.killpg(process.pid, signal.SIGINT)  # what Ctrl+C sends: the tool and its helper processes alike

    out, err = process.communicate(timeout=TIMEOUT)

    assert (process.returncode, out, err) == (130, b"", b"")
    deadline = time.monotonic() + 10
    while group_alive(process.pid):
        assert time.monotonic() < deadline, "a helper process outlived the tool"
        time.sleep(0.1)


def group_alive(group: int) -> bool:
    try:
        os.killpg(group, 0)
    except ProcessLookupError:
        return False
    return True
