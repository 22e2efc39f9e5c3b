"""The rules of Ingenious, in pure Python with no Qt: see docs/rules.md.

Everything a caller needs is here; no module outside the engine imports one of its submodules.

    >>> game = Game.new("standard", players=2, seed=1)
    >>> game.deal()
    >>> game.to_move, game.phase, len(game.racks[0])
    (0, <Phase.PLACE: 'place'>, 6)
    >>> result = game.place(game.legal_placements()[0])
    >>> result.points, [r.points for r in game.results]
    ((0, 0), [(0, 0)])
    >>> game.end_turn()
    >>> print(game.board.diagram().splitlines()[1])
        . . . . . . .
"""

from .board import EMPTY, Board, parse_diagram
from .errors import (ALREADY_SWAPPED, BAG_EMPTY, DEAL_FIRST, DRAW_COUNT, DRAW_NEXT, FIRST_ROUND, GAME_OVER,
                     ISOLATED_CELL, LOWEST_COLOUR_IN_RACK, NO_SWAP_IN_VARIANT, NOT_A_COLOUR, NOT_A_TILE, NOT_ADJACENT,
                     NOT_IN_BAG, NOT_IN_RACK, OCCUPIED, OFF_BOARD, PLACE_FIRST, PLAYER_COUNT, RULES, SWAP_AFTER_PLACING,
                     UNKNOWN_EVENT, UNKNOWN_VARIANT, WRONG_PLAYER, IllegalAction, quoted)
from .events import Draw, Event, Place, Swap
from .files import write_atomically
from .game import SPOT_RULES, Game, Phase
from .placements import Placement, PlacementResult, ScoredLine, Threshold
from .hexes import DIRECTIONS, Hex, hexes_within, opposite
from .ranking import Decider, decider, low_to_high
from .record import (BREAKS_A_RULE, CANNOT_READ, EVENT_NOT_AN_OBJECT, LEVELS, MAX_RECORD_BYTES, NAME_NOT_TEXT,
                     NO_SUCH_SEAT, NOT_A_REGULAR_FILE, NOT_AN_OBJECT, NOT_JSON, NOT_OUR_FORMAT, NOT_TILE_STRINGS,
                     NOT_TWO_CELLS, NOT_UTF8, PLAYER_NOT_AN_OBJECT, PROBLEMS, SPECIAL_KINDS, TOO_DEEP, TOO_LARGE,
                     UNKNOWN_EVENT_TYPE, UNKNOWN_KIND, UNKNOWN_LEVEL, UNSUPPORTED_VERSION, WRONG_ENCODING, WRONG_TYPE,
                     Record, RecordError, Seat, dumps_record, file_kind, is_unicode_text, load_record, parse_record,
                     read_regular_file, record_of)
from .seat_game import UNKNOWN_TILE, SeatGame
from .tiles import COLOURS, PRINTED_SYMBOLS, Colour, canonical, tile_colours, tile_set
from .variants import VARIANT_NAMES, Variant, holder_label, make_variant
from .view import PlayerView

__all__ = [
    "COLOURS", "DIRECTIONS", "EMPTY", "UNKNOWN_TILE", "LEVELS", "MAX_RECORD_BYTES", "PRINTED_SYMBOLS", "VARIANT_NAMES",
    "FIRST_ROUND", "ISOLATED_CELL", "NOT_ADJACENT", "OCCUPIED", "OFF_BOARD", "SPOT_RULES",
    "ALREADY_SWAPPED", "BAG_EMPTY", "DEAL_FIRST", "DRAW_COUNT", "DRAW_NEXT", "GAME_OVER", "LOWEST_COLOUR_IN_RACK",
    "NO_SWAP_IN_VARIANT", "NOT_A_COLOUR", "NOT_A_TILE", "NOT_IN_BAG", "NOT_IN_RACK", "PLACE_FIRST", "PLAYER_COUNT",
    "RULES", "SWAP_AFTER_PLACING", "UNKNOWN_EVENT", "UNKNOWN_VARIANT", "WRONG_PLAYER",
    "BREAKS_A_RULE", "CANNOT_READ", "EVENT_NOT_AN_OBJECT", "NAME_NOT_TEXT", "NO_SUCH_SEAT", "NOT_A_REGULAR_FILE",
    "NOT_AN_OBJECT", "NOT_JSON", "NOT_OUR_FORMAT", "NOT_TILE_STRINGS", "NOT_TWO_CELLS", "NOT_UTF8",
    "PLAYER_NOT_AN_OBJECT", "PROBLEMS", "SPECIAL_KINDS", "TOO_DEEP", "TOO_LARGE", "UNKNOWN_EVENT_TYPE",
    "UNKNOWN_KIND", "UNKNOWN_LEVEL", "UNSUPPORTED_VERSION", "WRONG_ENCODING", "WRONG_TYPE",
    "Board", "Colour", "Decider", "Draw", "Event", "Game", "Hex", "IllegalAction", "Phase", "Place", "Placement",
    "PlacementResult", "PlayerView", "Record", "RecordError", "ScoredLine", "Seat", "SeatGame", "Swap", "Threshold",
    "Variant",
    "canonical", "decider", "dumps_record", "file_kind", "hexes_within", "holder_label", "is_unicode_text",
    "load_record", "low_to_high", "make_variant", "opposite", "parse_diagram", "parse_record", "quoted",
    "read_regular_file", "record_of", "tile_colours", "tile_set", "write_atomically",
]
