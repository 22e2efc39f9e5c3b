"""Issue 13: the engine names the rule it refuses by a key the window words in the player's language,
while its English message (what the command-line tools print) stays as it was."""

from __future__ import annotations

import pytest

from ingenious_desktop.app.describe import refusal
from ingenious_desktop.engine import (ALREADY_SWAPPED, BAG_EMPTY, DEAL_FIRST, DRAW_COUNT, DRAW_NEXT, FIRST_ROUND,
                                      GAME_OVER, ISOLATED_CELL, LOWEST_COLOUR_IN_RACK, NO_SWAP_IN_VARIANT,
                                      NOT_A_COLOUR, NOT_A_TILE, NOT_ADJACENT, NOT_IN_BAG, NOT_IN_RACK, OCCUPIED,
                                      OFF_BOARD, PLACE_FIRST, PLAYER_COUNT, RULES, SWAP_AFTER_PLACING, UNKNOWN_EVENT,
                                      UNKNOWN_VARIANT, WRONG_PLAYER, Colour, Draw, Game, Hex, IllegalAction, Phase,
                                      Place, Seat, Swap, canonical, make_variant)

from games import dealt_game, game_at_a_swap_offer
from shown import plain

SEATS = [Seat("You"), Seat("Bot", "ai", "easy")]  # "You": the name the program gives, spoken to
#: A refusal of each rule, with the details the engine gives it.
EVERY_RULE = {
    GAME_OVER: {}, UNKNOWN_EVENT: {"event": "pass"}, WRONG_PLAYER: {"expected": 1, "player": 0},
    PLACE_FIRST: {"player": 0}, DRAW_COUNT: {"owed": 6, "drawn": 2}, NOT_IN_BAG: {"tile": "RB"},
    SWAP_AFTER_PLACING: {}, NO_SWAP_IN_VARIANT: {"variant": "solo"}, ALREADY_SWAPPED: {}, BAG_EMPTY: {},
    LOWEST_COLOUR_IN_RACK: {"colours": (0, 4)}, DEAL_FIRST: {}, DRAW_NEXT: {"player": 0},
    NOT_IN_RACK: {"tile": "RB", "player": 0}, OFF_BOARD: {"cell": (9, 9)}, NOT_ADJACENT: {"cells": ((0, 0), (3, 0))},
    OCCUPIED: {}, FIRST_ROUND: {}, ISOLATED_CELL: {}, PLAYER_COUNT: {"variant": "team", "players": 3},
    UNKNOWN_VARIANT: {"variant": "chess"}, NOT_A_COLOUR: {"letter": "X"}, NOT_A_TILE: {"tile": "RX"},
}
GERMAN_START = ("Nicht erlaubt: ", "Nicht hier: ")


def raised(action) -> IllegalAction:
    with pytest.raises(IllegalAction) as caught:
        action()
    return caught.value


def in_refill(game: Game) -> Game:
    game.place(game.legal_placements()[0])
    while game.phase is Phase.PLACE:  # a bonus placement
        game.place(game.legal_placements()[0])
    return game


def swapped() -> Game:
    game = game_at_a_swap_offer()
    game.apply(Swap(game.to_move))
    return game


def rarest_in_bag(game: Game) -> str:
    return min(set(game.bag), key=game.bag.count)


MISSING = next(tile for tile in ("RR", "OO", "YY", "GG", "BB", "PP") if tile not in dealt_game().racks[0])
ENGINE_REFUSALS = [  # (what is tried, the rule, its details, the English message as before)
    (lambda: dealt_game().apply(Place(1, "RR", ((0, 0), (1, 0)))), WRONG_PLAYER, {"expected": 0, "player": 1},
     "only the player whose turn it is places: expected player 0, got 1"),
    (lambda: dealt_game().apply(Draw(0, ())), PLACE_FIRST, {"player": 0},
     "player 0 may not draw now: a tile must be placed first"),
    (lambda: in_refill(dealt_game()).apply(Draw(0, ())), DRAW_COUNT, {"owed": 1, "drawn": 0},
     "the draw must take 1 tile, not 0"),
    (lambda: (lambda game: game.apply(Draw(game.to_move, (rarest_in_bag(game),) * 6)))(swapped()), NOT_IN_BAG, None,
     None),
    (lambda: dealt_game().apply(Swap(0)), SWAP_AFTER_PLACING, {},
     "a swap comes at the end of a turn, after the placements"),
    (lambda: (lambda game: game.apply(Swap(game.to_move)))(swapped()), ALREADY_SWAPPED, {},
     "the rack has already been swapped this turn"),
    (lambda: in_refill(dealt_game("solo", 1)).apply(Swap(0)), NO_SWAP_IN_VARIANT, {"variant": "solo"},
     "there is no swap in solo play"),
    (lambda: Game(make_variant("standard", 2)).apply(Place(0, "RR", ((0, 0), (1, 0)))), DEAL_FIRST, {},
     "the game starts with one draw per player, in seat order"),
    (lambda: in_refill(dealt_game()).apply(Place(0, "RR", ((0, 0), (1, 0)))), DRAW_NEXT, {"player": 0},
     "player 0 may not place now: the turn ends with a draw"),
    (lambda: dealt_game().apply(Place(0, MISSING, ((0, 0), (1, 0)))), NOT_IN_RACK, {"tile": MISSING, "player": 0},
     f"tile {MISSING} is not in player 0's rack"),
    (lambda: dealt_game().apply(Place(0, dealt_game().racks[0][0], ((9, 9), (9, 10)))), OFF_BOARD,
     {"cell": (9, 9)}, "cell [9, 9] is not on the 5-ring board"),
    (lambda: dealt_game().apply(Place(0, dealt_game().racks[0][0], ((0, 0), (3, 0)))), NOT_ADJACENT,
     {"cells": ((0, 0), (3, 0))}, "cells [0, 0] and [3, 0] are not adjacent"),
    (lambda: dealt_game().apply(Place(0, dealt_game().racks[0][0], ((0, -5), (1, -5)))), OCCUPIED, {},
     "a tile goes on two empty cells: one of them is taken"),
    (lambda: dealt_game().apply(Place(0, dealt_game().racks[0][0], ((0, 0), (1, 0)))), FIRST_ROUND, {},
     "first round: the tile must touch a printed symbol that no tile touches yet"),
    (lambda: make_variant("team", 3), PLAYER_COUNT, {"variant": "team", "players": 3},
     "team play takes 4 players, not 3"),
    (lambda: make_variant("chess", 2), UNKNOWN_VARIANT, {"variant": "chess"},
     "unknown variant 'chess': one of standard, travel, team, solo"),
    (lambda: Colour.from_letter("X"), NOT_A_COLOUR, {"letter": "X"}, "'X' is not a colour: one of the letters ROYGBP"),
    (lambda: canonical("RX"), NOT_A_TILE, {"tile": "RX"}, "'RX' is not a tile: a tile is two of the letters ROYGBP"),
]


def test_the_rules_named_are_a_closed_set_and_each_is_worded():
    assert set(EVERY_RULE) == set(RULES)


@pytest.mark.parametrize("action, rule, details, message", ENGINE_REFUSALS, ids=[r[1] for r in ENGINE_REFUSALS])
def test_the_engine_names_the_rule_it_refuses_and_keeps_its_english_message(action, rule, details, message):
    error = raised(action)

    assert error.rule == rule
    if details is not None:
        assert {key: (tuple(map(tuple, v)) if key == "cells" else v) for key, v in error.details.items()} == details
    if message is not None:
        assert str(error) == message


def test_the_no_swap_reasons_name_their_rules():
    offer = game_at_a_swap_offer()
    offer.bag.clear()  # the bag ran out: a swap would draw nothing
    assert raised(lambda: offer.apply(Swap(offer.to_move))).rule == BAG_EMPTY
    game = in_refill(dealt_game())
    while game.can_swap() or game.phase is not Phase.REFILL:
        game.end_turn()
        in_refill(game)
    error = raised(lambda: game.apply(Swap(game.to_move)))
    assert error.rule == LOWEST_COLOUR_IN_RACK
    assert error.details["colours"] == tuple(sorted(game.lowest_colours(game.holder_to_move)))
    assert str(error).startswith("no swap: the rack holds a tile of the lowest colour (")


@pytest.mark.parametrize("rule", RULES)
def test_every_refusal_is_one_german_sentence_with_nothing_english_in_it(german, rule):
    error = IllegalAction("the English message", rule, **EVERY_RULE[rule])

    sentence = refusal(error, SEATS)

    assert sentence.startswith(GERMAN_START), sentence
    assert "{" not in sentence and "English" not in sentence and "%n" not in sentence


def test_a_refusal_speaks_to_the_one_human_and_names_the_others(german):
    not_mine = IllegalAction("", NOT_IN_RACK, tile="RB", player=0)
    not_bots = IllegalAction("", NOT_IN_RACK, tile="RB", player=1)
    wrong_turn = IllegalAction("", WRONG_PLAYER, expected=1, player=0)

    assert refusal(not_mine, SEATS) == "Nicht erlaubt: Der Stein in Rot und Blau liegt nicht in deiner Ablage"
    assert plain(refusal(not_bots, SEATS)) == "Nicht erlaubt: Der Stein in Rot und Blau liegt nicht in der Ablage von Bot"
    assert plain(refusal(wrong_turn, SEATS)) == "Nicht erlaubt: Bot ist am Zug"
    assert refusal(IllegalAction("", DRAW_COUNT, owed=1, drawn=3), SEATS) == \
        "Nicht erlaubt: Die Ablage wird mit 1 Stein aufgefüllt, nicht mit 3"


def test_in_english_a_refusal_says_the_rule_in_the_players_words(qapp):
    error = IllegalAction("tile RB is not in player 0's rack", NOT_IN_RACK, tile="RB", player=0)

    assert refusal(error, SEATS) == "Not allowed: the red/blue tile is not in your rack"
    assert refusal(IllegalAction("", FIRST_ROUND), SEATS).startswith("Not here: in the first round")
