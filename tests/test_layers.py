"""The house rules on imports and layout, checked on the source: imports flow
ui -> app -> ai -> engine, the engine is used only through its package, the layers below the
window import no Qt, the engine has no import cycle, no window file both paints items and handles
input, and pyproject lists every package."""

from __future__ import annotations

import ast
import json
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "ingenious_desktop"
ENGINE = PACKAGE / "engine"
#: the methods through which a Qt object takes the player's input
INPUT_HANDLERS = {"eventFilter", "event", "sceneEvent", "keyPressEvent", "keyReleaseEvent", "wheelEvent",
                  "contextMenuEvent"} | {f"{kind}{what}Event" for kind in ("mouse", "hover")
                                         for what in ("Press", "Release", "DoubleClick", "Move", "Enter", "Leave")}
#: each layer and the layers it may import (besides itself and the standard library)
MAY_IMPORT = {
    "engine": set(),
    "ai": {"engine"},
    "online": {"engine", "ai"},
    "commands": {"engine", "ai", "online"},
    "app": {"engine", "ai", "online"},
    "ui": {"engine", "ai", "online", "app"},
}
SOURCES_OUTSIDE_THE_ENGINE = sorted(
    path for folder in (PACKAGE, ROOT / "tests", ROOT / "benchmarks", ROOT / "packaging")
    for path in folder.rglob("*.py") if ENGINE not in path.parents
) + [ROOT / "packaging" / "build"]

LOADED_MODULES = """
import importlib, json, pkgutil, sys
import ingenious_desktop
for layer in sys.argv[1:]:
    package = importlib.import_module(f"ingenious_desktop.{layer}")
    for module in pkgutil.walk_packages(package.__path__, f"{package.__name__}."):
        importlib.import_module(module.name)
importlib.import_module("ingenious_desktop.cli")
print(json.dumps(sorted(sys.modules)))
"""


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imported_modules(path: Path, *, skip_type_checking: bool = False) -> list[tuple[int, str]]:
    """(line, absolute module name) of every import in the file, the names a ``from`` brings in
    included as ``module.name`` (they may be submodules)."""
    tree = ast.parse(path.read_text(), filename=str(path))
    if skip_type_checking:  # imports for annotations only, never run
        for node in ast.walk(tree):
            if isinstance(node, ast.If) and getattr(node.test, "id", None) == "TYPE_CHECKING":
                node.body = []
    package = module_name(path) if path.name == "__init__.py" else module_name(path).rpartition(".")[0]
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join(anchor + ([base] if base else []))
            found.append((node.lineno, base))
            found += [(node.lineno, f"{base}.{alias.name}") for alias in node.names]
    return found


def engine_submodules() -> set[str]:
    return {module_name(path) for path in ENGINE.glob("*.py") if path.name != "__init__.py"}


@pytest.mark.parametrize("layer", ["engine", "ai", "online", "commands"])
def test_the_layers_below_the_window_import_no_qt(layer):
    run = subprocess.run([sys.executable, "-c", LOADED_MODULES, layer], cwd=ROOT, capture_output=True, text=True,
                         check=True)

    qt = [name for name in json.loads(run.stdout) if name.split(".")[0] in ("PySide6", "shiboken6")]
    assert qt == [], f"importing ingenious_desktop.{layer} (and the command-line entry point) loads {qt}"


def test_nothing_outside_the_engine_imports_an_engine_submodule():
    submodules = engine_submodules()

    reaching_in = [f"{path.relative_to(ROOT)}:{line} imports {name}"
                   for path in SOURCES_OUTSIDE_THE_ENGINE for line, name in imported_modules(path)
                   if name in submodules]
    assert reaching_in == [], "use the names ingenious_desktop.engine exports:\n" + "\n".join(reaching_in)


@pytest.mark.parametrize("layer", sorted(MAY_IMPORT))
def test_imports_flow_ui_app_ai_engine(layer):
    allowed = MAY_IMPORT[layer] | {layer}

    against_the_flow = []
    for path in sorted((PACKAGE / layer).rglob("*.py")):
        for line, name in imported_modules(path):
            parts = name.split(".")
            if parts[0] == "ingenious_desktop" and len(parts) > 1 and parts[1] in MAY_IMPORT \
                    and parts[1] not in allowed:
                against_the_flow.append(f"{path.relative_to(ROOT)}:{line} imports {name}")
    assert against_the_flow == []


def test_the_engine_modules_import_each_other_without_a_cycle():
    submodules = engine_submodules()
    imports = {module_name(path): {name for _line, name in imported_modules(path, skip_type_checking=True)
                                   if name in submodules}
               for path in ENGINE.glob("*.py") if path.name != "__init__.py"}

    def cycle_from(module, path):
        if module in path:
            return path[path.index(module):] + [module]
        for imported in sorted(imports[module]):
            found = cycle_from(imported, path + [module])
            if found:
                return found
        return None

    cycles = [" -> ".join(c) for c in (cycle_from(m, []) for m in sorted(imports)) if c]
    assert cycles == []


def test_no_engine_function_imports_a_module_to_escape_a_cycle():
    inside_functions = [f"{path.relative_to(ROOT)}:{node.lineno}"
                        for path in sorted(ENGINE.glob("*.py"))
                        for function in ast.walk(ast.parse(path.read_text()))
                        if isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef))
                        for node in ast.walk(function) if isinstance(node, (ast.Import, ast.ImportFrom))]
    assert inside_functions == []


def methods_defined(path: Path) -> set[str]:
    return {node.name for node in ast.walk(ast.parse(path.read_text()))
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))}


def test_no_window_file_both_paints_items_and_handles_input():
    both = [f"{path.relative_to(ROOT)}: paint and {sorted(methods & INPUT_HANDLERS)}"
            for path in sorted((PACKAGE / "ui").rglob("*.py"))
            for methods in [methods_defined(path)] if "paint" in methods and methods & INPUT_HANDLERS]
    assert both == []


def test_pyproject_installs_the_package_and_the_top_level_resources_inside_it():
    """scikit-build-core copies whole folders: the package as it is, and resources/ (with the folders the game
    reads files from) as ingenious_desktop.resources."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["scikit-build"]
    packages = config["wheel"]["packages"]
    resources = ROOT / packages["ingenious_desktop/resources"]

    assert packages == {"ingenious_desktop": "ingenious_desktop", "ingenious_desktop/resources": "resources"}
    assert {folder.name for folder in resources.iterdir() if folder.is_dir()} >= {"icons", "models", "translations",
                                                                                "lessons"}


def test_every_folder_of_code_is_a_package():
    """A folder of modules without __init__.py would be left out of the bundle's module list."""
    folders = {source.parent for source in PACKAGE.rglob("*.py") if "__pycache__" not in source.parts}
    assert sorted(str(f.relative_to(ROOT)) for f in folders if not (f / "__init__.py").exists()) == []
