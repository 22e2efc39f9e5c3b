"""The window and network play: ui/ imports the network room (ingenious_desktop.online and app.network) only in
the parts that host or join a table; everything else asks the controller's table for what it allows (app.table),
never where the game is played; and network play is called so there (the table server's package is `online`)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

UI = Path(__file__).resolve().parents[2] / "ingenious_desktop" / "ui"
#: The parts of the window that host, join and sit at a network table (the lobby, the tables nearby).
HOST_AND_JOIN = {"window/network_play.py", "dialogs/network_play.py", "dialogs/lobby.py", "dialogs/nearby_tables.py"}
NETWORK_ROOM = ("ingenious_desktop.online", "ingenious_desktop.app.network")


def imported(path: Path) -> set[str]:
    """The modules the file at ``path`` imports, relative imports made absolute."""
    package = ["ingenious_desktop", "ui", *path.parent.relative_to(UI).parts]
    found = set()
    for node in ast.walk(ast.parse(path.read_text(), filename=str(path))):
        if isinstance(node, ast.ImportFrom):
            base = package[:len(package) - node.level + 1] if node.level else []
            module = ".".join(base + ([node.module] if node.module else []))
            found |= {module} | {f"{module}.{alias.name}" for alias in node.names}
        elif isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
    return found


def test_only_the_host_and_join_parts_of_the_window_import_the_network_room():
    wrong = {}
    for path in sorted(UI.rglob("*.py")):
        name = path.relative_to(UI).as_posix()
        room = sorted(module for module in imported(path) if module.startswith(NETWORK_ROOM))
        if room and name not in HOST_AND_JOIN:
            wrong[name] = room
    assert wrong == {}


def test_the_window_never_asks_the_controller_where_the_game_is_played():
    asked = [f"{path.relative_to(UI)}:{number}" for path in sorted(UI.rglob("*.py"))
             for number, line in enumerate(path.read_text().splitlines(), 1)
             if re.search(r"\bremote\b|controller\.online\b", line)]
    assert asked == []


#: "online" is the name of the table server's package (ingenious_desktop.online) and, in the statistics, of the key
#: that files written before network play had one name hold (read back: app/statistics.OLD_NETWORK_KEY).
OLD_STATISTICS_KEY = '"online"'


def test_network_play_is_called_network_play_in_the_window_and_the_app():
    game = UI.parent
    package = {path.stem for path in (game / "online").glob("*.py")} | {"checked_text"}
    server_package = re.compile(r"ingenious_desktop\.online\b|\bonline\.(" + "|".join(sorted(package)) + r")\b")
    named = [f"{path.relative_to(game)}:{number}: {line.strip()}"
             for folder in (UI, game / "app") for path in sorted(folder.rglob("*.py"))
             for number, line in enumerate(path.read_text().splitlines(), 1)
             if re.search(r"online|remote", server_package.sub("", line.replace(OLD_STATISTICS_KEY, "")), re.I)]
    assert named == []
