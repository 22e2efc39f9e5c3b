"""The one exception type the engine raises for anything the rules forbid, and the rules it names.

    >>> error = IllegalAction("tile RB is not in player 1's rack", NOT_IN_RACK, tile="RB", player=1)
    >>> str(error), error.rule, error.details
    ("tile RB is not in player 1's rack", 'not in rack', {'tile': 'RB', 'player': 1})
"""

import reprlib

#: The rules an IllegalAction may name: its ``rule`` is one of these, its ``details`` what the rule was broken with.
GAME_OVER = "game over"                    # no details
UNKNOWN_EVENT = "unknown event"            # event
WRONG_PLAYER = "wrong player"              # expected, player: the seat whose turn it is, the seat that acted
PLACE_FIRST = "place first"                # player: drew before placing
DRAW_COUNT = "draw count"                  # owed, drawn
NOT_IN_BAG = "not in bag"                  # tile
SWAP_AFTER_PLACING = "swap after placing"  # no details
NO_SWAP_IN_VARIANT = "no swap in variant"  # variant: its name
ALREADY_SWAPPED = "already swapped"        # no details
BAG_EMPTY = "bag empty"                    # no details
LOWEST_COLOUR_IN_RACK = "lowest colour in rack"  # colours: the lowest colours' indices, in order
DEAL_FIRST = "deal first"                  # no details
DRAW_NEXT = "draw next"                    # player: placed when the turn ends with a draw
NOT_IN_RACK = "not in rack"                # tile, player
#: Why two cells may not take a tile (see ``Game.spot_fault``): OFF_BOARD may give the ``cell``,
#: NOT_ADJACENT the ``cells``.
OFF_BOARD, NOT_ADJACENT, OCCUPIED, FIRST_ROUND, ISOLATED_CELL = (
    "off board", "not adjacent", "occupied", "first round", "isolated cell")
PLAYER_COUNT = "player count"              # variant, players: a variant asked for with the wrong number of players
UNKNOWN_VARIANT = "unknown variant"        # variant
NOT_A_COLOUR = "not a colour"              # letter
NOT_A_TILE = "not a tile"                  # tile
RULES = (GAME_OVER, UNKNOWN_EVENT, WRONG_PLAYER, PLACE_FIRST, DRAW_COUNT, NOT_IN_BAG, SWAP_AFTER_PLACING,
         NO_SWAP_IN_VARIANT, ALREADY_SWAPPED, BAG_EMPTY, LOWEST_COLOUR_IN_RACK, DEAL_FIRST, DRAW_NEXT, NOT_IN_RACK,
         OFF_BOARD, NOT_ADJACENT, OCCUPIED, FIRST_ROUND, ISOLATED_CELL, PLAYER_COUNT, UNKNOWN_VARIANT, NOT_A_COLOUR,
         NOT_A_TILE)


class IllegalAction(ValueError):
    """An action or event that breaks a rule. The message names the rule in English, as the
    command-line tools print it; ``rule`` (one of :data:`RULES`) and ``details`` say the same for a
    program that words it in the player's language."""

    def __init__(self, message: str, rule: str, **details):
        super().__init__(message)
        self.rule = rule
        self.details = details


#: The most characters of a refused value that a message quotes back.
QUOTE_LIMIT = 40
_SHORT_REPR = reprlib.Repr()
_SHORT_REPR.maxstring = _SHORT_REPR.maxother = QUOTE_LIMIT
_SHORT_REPR.maxlevel, _SHORT_REPR.maxlist, _SHORT_REPR.maxdict = 2, 4, 4


def quoted(value) -> str:
    """``value`` as a message quotes it: its ``repr``, cut in the middle when long, so that a huge
    value from a file or a command line still makes a short message.

    >>> quoted("RX"), quoted("Y" * 10000)
    ("'RX'", "'YYYYYYYYYYYYYYYYY...YYYYYYYYYYYYYYYYYY'")
    """
    return _SHORT_REPR.repr(value)
