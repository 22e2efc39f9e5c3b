"""`replay` and `moves`: check a game record and list the legal placements (docs/commands.md).

A record that breaks a rule, or a file that is not a record, gives one line on standard error
(``event N: reason`` or ``file: reason``) and exit status 2, never a traceback.
``replay --upto N`` stops after the first N events; a bad N is one line (``--upto: reason``), status 2.
Players' names are shown with their control characters escaped (:func:`.output.plain`).
"""

from __future__ import annotations

import argparse
import json

from ingenious_desktop.engine import COLOURS, Game, Record, RecordError, holder_label, load_record

from .arguments import EXIT_BAD_RECORD, OneLineParser, Refusal, whole_number
from .output import complain, plain, say

#: Why a record still in its opening draws has no decision to look at.
IN_THE_DEAL = "the record stops in the deal, before the first placement"


def main(argv: list[str]) -> int:
    parser = OneLineParser(prog=f"ingenious-desktop {argv[0]}")
    parser.add_argument("file", help="a saved game (.ingenious)")
    parser.add_argument("--json", action="store_true", help="print JSON for other programs")
    if argv[0] == "replay":
        parser.add_argument("--upto", metavar="N", help="the position after the first N events only")
    try:
        args = parser.parse_args(argv[1:])
        record = load_record(args.file)
        upto = events_upto(getattr(args, "upto", None), len(record.events))
        game = Record(record.variant, record.seats, record.events[:upto]).replay()
    except (Refusal, RecordError, UptoError) as error:
        complain(str(error))
        return EXIT_BAD_RECORD
    if argv[0] == "replay":
        summary = replay_summary(game)
        say(json.dumps(summary) if args.json else describe(game, [plain(s.name) for s in record.seats], summary))
    else:
        moves = moves_list(game)
        say(json.dumps(moves) if args.json else describe_moves(game, moves))
    return 0


class UptoError(ValueError):
    def __init__(self, reason: str):
        super().__init__(f"--upto: {reason}")


def events_upto(text: str | None, length: int) -> int:
    """How many of the record's ``length`` events to replay: all of them, or ``--upto``'s N."""
    if text is None:
        return length
    try:
        count = whole_number(text, "a number of events")
    except argparse.ArgumentTypeError as error:
        raise UptoError(str(error)) from None
    if not 0 <= count <= length:
        raise UptoError(f"{count} is not between 0 and {length}, the number of events in the record")
    return count


def replay_summary(game: Game) -> dict:
    return {
        "placements": [list(result.points) for result in game.results],
        "scores": [dict(zip(COLOURS, scores)) for scores in game.scores],
        "to_move": None if game.is_over else game.to_move,
        "game_over": game.is_over,
        "ranking": game.ranking(),
    }


def moves_list(game: Game) -> list[dict]:
    moves = [{**placement.to_json(), "points": list(points)} for placement, points in game.scored_placements()]
    moves.sort(key=lambda m: (m["tile"], m["at"]))
    return moves


def describe(game: Game, names: list[str], summary: dict) -> str:
    holders = [holder_label(names, game.variant, holder) for holder in range(game.variant.holders)]
    width = max(len(n) for n in holders)
    lines = [f"{game.variant.name} game, {len(game.results)} placements", ""]
    lines.append(" " * width + "  " + "  ".join(f"{c:>2}" for c in COLOURS) + "  lowest")
    for name, scores in zip(holders, game.scores):
        lines.append(f"{name:<{width}}  " + "  ".join(f"{s:>2}" for s in scores) + f"  {min(scores):>6}")
    lines.append("")
    if game.is_over:
        lines.append("Game over.")
    else:
        lines.append(f"{names[game.to_move]} to move.")
    places = [" = ".join(holders[h] for h in place) for place in summary["ranking"]]
    lines.append("Ranking: " + ", ".join(f"{i}. {p}" for i, p in enumerate(places, 1)))
    if game.variant.name == "solo":
        lines.append(f"Solo result: {game.solo_result()}")
    lines += ["", game.board.diagram()]
    return "\n".join(lines)


def describe_moves(game: Game, moves: list[dict]) -> str:
    if not moves:
        return "No legal placement: the game is over." if game.is_over else "No placement is due now."
    lines = [f"{len(moves)} legal placements:"]
    for move in moves:
        (q1, r1), (q2, r2) = move["at"]
        a, b = move["points"]
        lines.append(f"  {move['tile']}  ({q1:>2},{r1:>2}) ({q2:>2},{r2:>2})  {a} + {b} points")
    return "\n".join(lines)

