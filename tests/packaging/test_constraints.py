"""The versions a fresh machine installs are the ones pinned (issue 38, item 28): every dependency
pyproject.toml names, the build's too, has one exact pin in constraints.txt that its own range allows,
and scripts/setup hands that file to pip for the install and for the build."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest
from packaging.requirements import Requirement
from packaging.version import Version

ROOT = Path(__file__).resolve().parents[2]
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text())


def normalised(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def pins() -> dict[str, list[str]]:
    found: dict[str, list[str]] = {}
    for line in (ROOT / "constraints.txt").read_text().splitlines():
        if line.strip() and not line.startswith("#"):
            name, version = line.split("==")
            found.setdefault(normalised(name), []).append(version)
    return found


def every_dependency() -> list[str]:
    project = PYPROJECT["project"]
    extras = [requirement for group in project["optional-dependencies"].values() for requirement in group]
    return sorted(set(project["dependencies"] + extras + PYPROJECT["build-system"]["requires"]))


@pytest.mark.parametrize("dependency", every_dependency())
def test_every_dependency_is_pinned_once_within_its_range(dependency):
    requirement = Requirement(dependency)
    versions = pins().get(normalised(requirement.name), [])

    assert len(versions) == 1, f"{requirement.name}: {versions or 'not pinned'} (run scripts/lock)"
    assert requirement.specifier.contains(Version(versions[0]), prereleases=True), (dependency, versions[0])


def test_scripts_setup_installs_and_builds_with_the_pins():
    setup = (ROOT / "scripts" / "setup").read_text()

    assert re.search(r'PIP_CONSTRAINT=.*constraints\.txt', setup) and "export PIP_CONSTRAINT" in setup
