"""The engine's, the AI's and the network package's docstring examples, in every module at every level, run
with the tests, so they stay true.

(pytest's --doctest-modules would also collect every helper module under tests/, where three
folder conftest.py files clash as one module name.)"""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import ingenious_desktop.ai
import ingenious_desktop.engine
import ingenious_desktop.online


def modules_with_examples() -> list[str]:
    names = []
    for package in (ingenious_desktop.engine, ingenious_desktop.ai, ingenious_desktop.online):
        names.append(package.__name__)
        names += [info.name for info in pkgutil.walk_packages(package.__path__, package.__name__ + ".")
                  if not info.name.endswith(".__main__")]  # every level down (ai/model/value.py, say)
    return names


@pytest.mark.parametrize("name", modules_with_examples())
def test_the_docstring_examples_hold(name):
    module = importlib.import_module(name)
    failed, _tried = doctest.testmod(module, optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    assert failed == 0, f"{failed} docstring example(s) of {name} failed (their output is printed above)"


def test_the_engine_and_the_ai_have_examples_to_run():
    tried = sum(doctest.testmod(importlib.import_module(name)).attempted for name in modules_with_examples())
    assert tried >= 12
