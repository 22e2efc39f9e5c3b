"""The wire in one module, checked on the source: every message the server sends is made in
online/protocol.py (no other server-side module writes an object with a "type"), no module imports
another's private names, and the package exports what the rest of the program uses."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import ingenious_desktop.online as online

ONLINE = Path(online.__file__).parent
#: The client's side (its requests and its checks of what the server sends) is not the server's.
CLIENT_SIDE = {"protocol.py", "client.py", "mirror.py"}


def parsed(path: Path) -> ast.Module:
    return ast.parse(path.read_text(encoding="utf-8"), str(path))


@pytest.mark.parametrize("path", sorted(p for p in ONLINE.glob("*.py") if p.name not in CLIENT_SIDE),
                         ids=lambda path: path.name)
def test_no_server_side_module_but_the_protocol_writes_a_message(path):
    written = [node.lineno for node in ast.walk(parsed(path)) if isinstance(node, ast.Dict)
               and any(isinstance(key, ast.Constant) and key.value == "type" for key in node.keys)]
    assert written == [], f"{path.name} writes a message at lines {written}: make it in protocol.py"


def test_no_module_imports_another_modules_private_names():
    private = [(path.name, alias.name) for path in sorted(ONLINE.rglob("*.py")) for node in ast.walk(parsed(path))
               if isinstance(node, ast.ImportFrom) for alias in node.names
               if alias.name.startswith("_") and not alias.name.startswith("__")]
    assert private == []


def test_the_package_exports_what_the_program_uses():
    for name in online.__all__:
        assert getattr(online, name) is not None
    assert {"Client", "TableServer", "start_server", "MAX_NAME", "DEFAULT_PORT", "checked_text"} <= set(online.__all__)
