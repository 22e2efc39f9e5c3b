"""The rules of Ingenious, in pure Python with no Qt: see shared/design/rules.md."""

from .errors import IllegalAction
from .events import Draw, Event, Place, Swap
from .game import Game, Phase, Placement, PlacementResult
from .hexes import DIRECTIONS, Hex
from .record import Record, RecordError, Seat, dumps_record, load_record, parse_record, record_of
from .tiles import COLOURS, COLOUR_NAMES, PRINTED_SYMBOLS, canonical
from .variants import VARIANT_NAMES, Variant, make_variant
from .view import PlayerView

__all__ = [
    "COLOURS", "COLOUR_NAMES", "DIRECTIONS", "PRINTED_SYMBOLS", "VARIANT_NAMES",
    "Draw", "Event", "Game", "Hex", "IllegalAction", "Phase", "Place", "Placement", "PlacementResult", "PlayerView",
    "Record", "RecordError", "Seat", "Swap", "Variant",
    "canonical", "dumps_record", "load_record", "make_variant", "parse_record", "record_of",
]
