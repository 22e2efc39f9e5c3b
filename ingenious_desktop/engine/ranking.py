"""Who ranks above whom at the end: each holder's scores sorted low to high, compared lowest first
(docs/rules.md "End of the game"), and which colour decided between two holders.

    >>> decider([10, 12, 9, 15, 15, 15], [9, 12, 11, 14, 14, 14])
    Decider(level=1, colour=0, score=10, other_colour=2, other_score=11)
"""

from __future__ import annotations

from typing import NamedTuple, Sequence


class Decider(NamedTuple):
    """Where two holders' scores, each sorted low to high, first differ: ``level`` of their lowest
    colours are level (0 when the lowest colour decides), then the first holder's ``colour`` with
    ``score`` meets the second's ``other_colour`` with ``other_score``."""

    level: int
    colour: int
    score: int
    other_colour: int
    other_score: int


def low_to_high(scores: Sequence[int]) -> list[tuple[int, int]]:
    """(colour, score) for each colour, lowest score first; equal scores in the colours' order."""
    return sorted(enumerate(scores), key=lambda colour_score: (colour_score[1], colour_score[0]))


def decider(scores: Sequence[int], other_scores: Sequence[int]) -> Decider | None:
    """Which colours decide between two holders, or None when their sorted scores are equal."""
    pairs = zip(low_to_high(scores), low_to_high(other_scores))
    for level, ((colour, score), (other_colour, other_score)) in enumerate(pairs):
        if score != other_score:
            return Decider(level, colour, score, other_colour, other_score)
    return None


def ranking(scores: Sequence[Sequence[int]], instant_winner: int | None = None) -> list[list[int]]:
    """Score holders best first; holders with equal sorted scores share a place, except the
    ``instant_winner`` (all six colours at the top), who is first alone."""
    keyed = sorted(((sorted(s), h) for h, s in enumerate(scores)), key=lambda k: k[0], reverse=True)
    if instant_winner is not None:
        keyed.sort(key=lambda k: k[1] != instant_winner)
    places: list[list[int]] = []
    previous = None
    for key, holder in keyed:
        if key == previous and holder != instant_winner:
            places[-1].append(holder)
        else:
            places.append([holder])
        previous = key
    return [sorted(p) for p in places]
