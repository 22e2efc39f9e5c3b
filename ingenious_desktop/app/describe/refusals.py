"""Why the rules refuse what was tried, in the rule's words: a spot the tile may not go, a move out of turn."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from ingenious_desktop.engine import (ALREADY_SWAPPED, BAG_EMPTY, DEAL_FIRST, DRAW_COUNT, DRAW_NEXT, FIRST_ROUND,
                                      GAME_OVER, ISOLATED_CELL, LOWEST_COLOUR_IN_RACK, NO_SWAP_IN_VARIANT, NOT_A_COLOUR,
                                      NOT_ADJACENT, NOT_IN_BAG, NOT_IN_RACK, OCCUPIED, OFF_BOARD, PLACE_FIRST,
                                      PLAYER_COUNT, SWAP_AFTER_PLACING, UNKNOWN_EVENT, UNKNOWN_VARIANT, WRONG_PLAYER,
                                      IllegalAction, Seat, tile_colours)

from .names import seat_name, spoken_to
from .words import colour_name, counted, listed, translate


def spot_fault_text(fault: str) -> str:
    """The hint line's sentence for an engine's :meth:`Game.spot_fault`, in the rule's words."""
    sentences = {
        OFF_BOARD: translate("describe", "Not here: this is outside the board of this game"),
        NOT_ADJACENT: translate("describe", "Not here: a tile covers two neighbouring cells"),
        OCCUPIED: translate("describe", "Not here: one of these cells is already occupied"),
        FIRST_ROUND: translate("describe", "Not here: in the first round a tile must touch a printed symbol "
                                           "that no tile touches yet"),
        ISOLATED_CELL: translate("describe", "Not here: this would leave an isolated cell, "
                                             "an empty cell with no empty neighbour"),
    }
    return sentences[fault]


def not_your_turn() -> str:
    """What the player is told who puts a tile down while it is not their turn to place."""
    return translate("describe", "Not allowed: it is not your turn to place")


def refusal(error: IllegalAction, seats: list[Seat]) -> str:
    """The rule ``error`` names, as one sentence in the language now chosen (its own message is the
    command-line tools' English); ``seats`` name the players it speaks of."""
    rule, details = error.rule, error.details
    if rule in (OFF_BOARD, NOT_ADJACENT, OCCUPIED, FIRST_ROUND, ISOLATED_CELL):
        return spot_fault_text(rule)
    if rule in _RULES:
        return translate("describe", _RULES[rule])
    if rule == WRONG_PLAYER:
        return _wrong_player(seats, details["expected"], details["player"])
    if rule in (NOT_IN_RACK, NOT_IN_BAG):
        return _tile_missing(rule, details, seats)
    if rule == LOWEST_COLOUR_IN_RACK:
        colours = listed([colour_name(c) for c in details["colours"]], and_last=False)
        return translate("describe", "Not allowed: a swap needs a rack with no tile of the lowest colour "
                                     "({colours})").format(colours=colours)
    if rule == DRAW_COUNT:
        return counted.draw_count(details["owed"], details["drawn"])
    if rule == PLAYER_COUNT:
        return counted.player_count(details["players"])
    return _not_a_name(rule, details)


_RULES = {
    GAME_OVER: QT_TRANSLATE_NOOP("describe", "Not allowed: the game is over"),
    UNKNOWN_EVENT: QT_TRANSLATE_NOOP("describe", "Not allowed: this is not a move of the game"),
    PLACE_FIRST: QT_TRANSLATE_NOOP("describe", "Not allowed: a tile must be placed before the rack is refilled"),
    SWAP_AFTER_PLACING: QT_TRANSLATE_NOOP("describe", "Not allowed: a swap comes at the end of a turn, after the "
                                                      "placements"),
    NO_SWAP_IN_VARIANT: QT_TRANSLATE_NOOP("describe", "Not allowed: there is no swap in this variant"),
    ALREADY_SWAPPED: QT_TRANSLATE_NOOP("describe", "Not allowed: the rack has already been swapped this turn"),
    BAG_EMPTY: QT_TRANSLATE_NOOP("describe", "Not allowed: the bag is empty, so there is nothing to swap for"),
    DEAL_FIRST: QT_TRANSLATE_NOOP("describe", "Not allowed: the game starts with the tiles dealt, a rack for "
                                              "each player"),
    DRAW_NEXT: QT_TRANSLATE_NOOP("describe", "Not allowed: the turn ends with refilling the rack, not with another "
                                             "placement"),
}


def _wrong_player(seats: list[Seat], expected: int, player: int) -> str:
    if spoken_to(seats, expected):
        return translate("describe", "Not allowed: it is your turn, not {other}’s").format(
            other=_seat_name(seats, player))
    return translate("describe", "Not allowed: it is {name}’s turn").format(name=_seat_name(seats, expected))


def _tile_missing(rule: str, details: dict, seats: list[Seat]) -> str:
    colour, other_colour = (colour_name(c) for c in tile_colours(details["tile"]))
    if rule == NOT_IN_BAG:
        return translate("describe", "Not allowed: the {colour}/{other_colour} tile is not in the bag").format(
            colour=colour, other_colour=other_colour)
    if spoken_to(seats, details["player"]):
        return translate("describe", "Not allowed: the {colour}/{other_colour} tile is not in your rack").format(
            colour=colour, other_colour=other_colour)
    return translate("describe", "Not allowed: the {colour}/{other_colour} tile is not in {name}’s rack").format(
        colour=colour, other_colour=other_colour, name=_seat_name(seats, details["player"]))


def _not_a_name(rule: str, details: dict) -> str:
    """A word from a file that names nothing the game knows: a variant, a colour letter, a tile."""
    if rule == UNKNOWN_VARIANT:
        return translate("describe", "Not allowed: “{variant}” is not a variant this program knows").format(
            variant=details["variant"])
    if rule == NOT_A_COLOUR:
        return translate("describe", "Not allowed: “{letter}” is not the letter of a colour").format(
            letter=details["letter"])
    return translate("describe", "Not allowed: “{tile}” is not a tile").format(tile=details["tile"])


def _seat_name(seats: list[Seat], seat: int) -> str:
    """A seat's player by name, or by number if ``seats`` has none for it (a broken file's event)."""
    if 0 <= seat < len(seats):
        return seat_name(seats, seat)
    return translate("describe", "player {number}").format(number=seat + 1)
