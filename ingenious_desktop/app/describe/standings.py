"""The final ranking as the game-over dialog shows it, each tie-break in words (the engine says
which colours decided)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QT_TRANSLATE_NOOP

from ingenious_desktop.engine import Decider, Game, Seat, Variant, low_to_high

from .numbers import points
from .names import holder_name, spoken_to
from .words import colour_name, counted, translate

_ORDINALS = (QT_TRANSLATE_NOOP("describe", "lowest"), QT_TRANSLATE_NOOP("describe", "2nd lowest"),
             QT_TRANSLATE_NOOP("describe", "3rd lowest"), QT_TRANSLATE_NOOP("describe", "4th lowest"),
             QT_TRANSLATE_NOOP("describe", "5th lowest"), QT_TRANSLATE_NOOP("describe", "highest"))


def ranking_intro(variant: Variant) -> str:
    """What the game-over ranking shows, above it."""
    if variant.name == "solo":
        return translate("describe", "Your three lowest colours, two digits each, lowest first (the best is 363636).")
    return translate("describe", "Each player's colours from lowest to highest: the lowest colour decides, "
                                 "then the next.")


@dataclass(frozen=True)
class Standing:
    place: int                        # 1 for the winner; holders that tie share a place
    name: str
    scores: list[tuple[int, int]]     # (colour, score), lowest first
    #: Why this holder ranks above the next one when their lowest colours were equal, else None.
    tie_break: str | None


def standings(game: Game, seats: list[Seat]) -> list[Standing]:
    """The final ranking, best first, with each holder's colours sorted low to high."""
    ordered = [(place, holder) for place, holders in enumerate(game.ranking(), 1) for holder in holders]
    result = []
    for index, (place, holder) in enumerate(ordered):
        tie_break = None
        if holder == game.instant_winner:
            tie_break = translate("describe", "all six colours at the top: an instant win")
        elif index + 1 < len(ordered) and ordered[index + 1][0] != place:
            below = ordered[index + 1][1]
            tie_break = _tie_break(game.decider(holder, below), holder_name(game.variant, seats, below),
                                   not game.variant.teams and spoken_to(seats, below))
        result.append(Standing(place, holder_name(game.variant, seats, holder), low_to_high(game.scores[holder]),
                               tie_break))
    return result


def _tie_break(decider: Decider, their_name: str, they_are_spoken_to: bool) -> str | None:
    """Why one holder ranks above the next, if their lowest colours were level (else None)."""
    if decider.level == 0:
        return None
    sentence = counted.level_then_ahead(decider.level, they_are_spoken_to)
    return sentence.format(name=their_name, ordinal=translate("describe", _ORDINALS[decider.level]),
                           colour=colour_name(decider.colour), score=points(decider.score),
                           other_colour=colour_name(decider.other_colour), other_score=points(decider.other_score))
