"""Axial hex coordinates: pointy-top, ``r`` grows downward, ``(0, 0)`` is the centre."""

from __future__ import annotations

from typing import NamedTuple


class Hex(NamedTuple):
    q: int
    r: int

    def __add__(self, other: tuple[int, int]) -> Hex:  # type: ignore[override]
        return Hex(self.q + other[0], self.r + other[1])

    def neighbour(self, direction: int) -> Hex:
        return self + DIRECTIONS[direction]

    def distance(self, other: Hex | None = None) -> int:
        """Steps to ``other``, or to the centre."""
        other = other or Hex(0, 0)
        dq, dr = self.q - other.q, self.r - other.r
        return max(abs(dq), abs(dr), abs(dq + dr))


#: The six directions, in the order docs/rules.md gives them; direction ``d + 3`` is opposite ``d``.
DIRECTIONS: tuple[Hex, ...] = (Hex(1, 0), Hex(1, -1), Hex(0, -1), Hex(-1, 0), Hex(-1, 1), Hex(0, 1))


def opposite(direction: int) -> int:
    return (direction + 3) % 6


def hexes_within(radius: int) -> list[Hex]:
    """Every cell at distance ``<= radius`` from the centre, row by row."""
    return [
        Hex(q, r)
        for r in range(-radius, radius + 1)
        for q in range(-radius, radius + 1)
        if Hex(q, r).distance() <= radius
    ]
