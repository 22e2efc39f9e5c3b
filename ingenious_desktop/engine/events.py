"""The events a game is built from, as docs/save-format.md writes them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Union

from .hexes import Hex


@dataclass(frozen=True)
class Draw:
    player: int
    tiles: tuple[str, ...]

    def to_json(self) -> dict:
        return {"type": "draw", "player": self.player, "tiles": list(self.tiles)}


@dataclass(frozen=True)
class Place:
    player: int
    tile: str
    at: tuple[Hex, Hex]

    def to_json(self) -> dict:
        return {"type": "place", "player": self.player, "tile": self.tile, "at": [list(h) for h in self.at]}


@dataclass(frozen=True)
class Swap:
    player: int

    def to_json(self) -> dict:
        return {"type": "swap", "player": self.player}


Event = Union[Draw, Place, Swap]
