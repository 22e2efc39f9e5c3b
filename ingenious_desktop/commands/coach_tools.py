"""`analyse` and `review`: the coach on the command line, exactly as docs/commands.md writes them.

A finished game or one still in its deal (analyse), a record replay rejects, a bad argument, or a
broken model or calibration file gives one line on standard error and exit status 2, with nothing on
standard output. Players' names are shown with their control characters escaped.
"""

from __future__ import annotations

import json
import math
import sys

from ingenious_desktop.ai import ModelError
from ingenious_desktop.ai.coach import DEFAULT_TOP, SOLO_LOWEST_UNIT, Coach, Hint, JudgedMove, summarise
from ingenious_desktop.engine import Phase, Placement, load_record

from .ai_tools import EXIT_ALLOWANCE, LEAST_SEARCH_SHARE, seconds_since_start
from .arguments import OneLineParser, Refusal, refusing, seconds, whole_number
from .output import plain, progress, progress_wanted, say
from .records import IN_THE_DEAL

#: The hard level's budget per decision, the coach's default.
DEFAULT_SECONDS = 1.0


def main(argv: list[str]) -> int:
    return refusing(analyse if argv[0] == "analyse" else review, argv, ModelError)


def top_count(text: str) -> int:
    return whole_number(text, "a number of candidates", least=1)


def seat_list(text: str) -> list[int]:
    """Seat numbers separated by commas, such as 0,1."""
    return sorted({whole_number(part.strip(), "a seat number") for part in text.split(",")})


def parser_for(tool: str, description: str) -> OneLineParser:
    parser = OneLineParser(prog=f"ingenious-desktop {tool}", description=description)
    parser.add_argument("file", help="a saved game (.ingenious)")
    parser.add_argument("--seconds", type=seconds, default=DEFAULT_SECONDS,
                        help="time for the hint (analyse) or for each judged decision (review)")
    parser.add_argument("--json", action="store_true", help="print JSON for other programs")
    return parser


# --------------------------------------------------------------------- analyse

def analyse(argv: list[str]) -> int:
    parser = parser_for("analyse", "Win chances of the best placements (or of the swap) for the player to move.")
    parser.add_argument("--top", type=top_count, default=DEFAULT_TOP, help="how many placements to show")
    args = parser.parse_args(argv[1:])
    record = load_record(args.file)
    game = record.replay()
    if game.is_over:
        raise Refusal("no position to analyse: the game is over")
    if game.phase is Phase.DEAL:
        raise Refusal(f"no position to analyse: {IN_THE_DEAL}")
    budget = max(args.seconds * LEAST_SEARCH_SHARE, args.seconds - seconds_since_start() - EXIT_ALLOWANCE)
    coach = Coach(record.variant.name, record.variant.players, seconds=budget, top=args.top)
    hint = coach.hint(game.view(game.to_move))
    report = hint_json(hint)
    names = [plain(seat.name) for seat in record.seats]
    say(json.dumps(report) if args.json else describe_hint(report, names[hint.seat], hint.solo))
    return 0


def hint_json(hint: Hint) -> dict:
    key = "expected_result" if hint.solo else "win_chance"
    report = {"to_move": hint.seat, "phase": hint.phase.value, key: shown(hint.value, hint.solo)}
    if hint.swap is not None:
        report["swap"] = {"advice": hint.swap.advice,
                          "win_chance_swap": shown(hint.swap.swap_value, hint.solo),
                          "win_chance_keep": shown(hint.swap.keep_value, hint.solo)}
    else:
        report["candidates"] = [{**c.placement.to_json(), "points": list(c.points), key: shown(c.value, hint.solo)}
                                for c in hint.candidates]
    return report


def shown(value: float, solo: bool) -> float | int:
    """A value as the tools print it: a win chance to three places, a solo result as an integer."""
    return round(value) if solo else round(value, 3)


def describe_hint(report: dict, name: str, solo: bool) -> str:
    key = "expected_result" if solo else "win_chance"
    to_do = "to place" if report["phase"] == Phase.PLACE.value else "to end the turn"
    lines = [f"{name} (seat {report['to_move']}) {to_do}: {label(report[key], solo)} now."]
    if "swap" in report:
        swap = report["swap"]
        lines.append(f"Swap: {'yes' if swap['advice'] else 'no'} (swapping {label(swap['win_chance_swap'], solo)}, "
                     f"keeping {label(swap['win_chance_keep'], solo)}).")
    elif not report["candidates"]:
        lines.append("Nothing to choose: the rack is refilled.")
    else:
        lines.append("Best placements, best first:")
        for rank, candidate in enumerate(report["candidates"], 1):
            first, second = candidate["points"]
            lines.append(f"  {rank}. {candidate['tile']}  {cells_text(candidate['at'])}  "
                         f"{first} + {second} points  {label(candidate[key], solo)}")
    return "\n".join(lines)


def label(value: float | int, solo: bool) -> str:
    return f"expected result {value:06d}" if solo else f"win chance {value:.0%}"


def cells_text(at: list[list[int]]) -> str:
    return " ".join(f"({q},{r})" for q, r in at)


# --------------------------------------------------------------------- review

def review(argv: list[str]) -> int:
    parser = parser_for("review", "Judge every placement (and swap choice) of a game's players.")
    parser.add_argument("--seats", type=seat_list, default=None, help="seats to judge, e.g. 0,1 (default: all)")
    args = parser.parse_args(argv[1:])
    record = load_record(args.file)
    record.replay()
    players = record.variant.players
    seats = list(range(players)) if args.seats is None else args.seats
    if seats[-1] >= players:
        parser.error(f"argument --seats: seat {seats[-1]} is not in this {players}-player game "
                     f"(seats 0 to {players - 1})")
    coach = Coach(record.variant.name, players, seconds=args.seconds)
    show_progress = progress_wanted()
    shown = (lambda done, total: progress(done, total, "decisions")) if show_progress else None
    moves = list(coach.review(record, seats, progress=shown))
    if show_progress:
        print(file=sys.stderr)
    report = review_json(moves, seats, coach.solo)
    names = [plain(seat.name) for seat in record.seats]
    say(json.dumps(report) if args.json else describe_review(report, names, coach.solo))
    return 0


def review_json(moves: list[JudgedMove], seats: list[int], solo: bool) -> dict:
    prefix = "expected" if solo else "win"
    entries = []
    for move in moves:
        entry = {"event": move.event, "player": move.player,
                 "played": choice_json(move.played), "best": choice_json(move.best),
                 f"{prefix}_before": shown(move.before, solo)}
        if move.settled:  # judged by the points added to the colours that decide the game (docs/coach.md)
            entry |= {"settled": True, "points_played": move.played_value, "points_best": move.best_value,
                      "loss": move.loss}
        else:
            played, best = shown(move.played_value, solo), shown(move.best_value, solo)
            # The loss as the printed values give it, so that a reader's subtraction agrees.
            loss = max(0, best - played) / SOLO_LOWEST_UNIT if solo else max(0.0, best - played)
            entry |= {f"{prefix}_played": played, f"{prefix}_best": best, "loss": round(loss, 4 if solo else 3)}
        entries.append(entry | {"verdict": move.verdict})
    summary = [{"player": s.player, "placements": s.placements,
                "accuracy": None if s.accuracy is None else round(s.accuracy, 3),
                "inaccuracies": s.counts["inaccuracy"], "mistakes": s.counts["mistake"],
                "blunders": s.counts["blunder"]}
               for s in summarise(moves, seats)]
    return {"moves": entries, "summary": summary}


def choice_json(choice: Placement | bool) -> dict:
    return {"swap": choice} if isinstance(choice, bool) else choice.to_json()


def describe_review(report: dict, names: list[str], solo: bool) -> str:
    prefix = "expected" if solo else "win"
    width = max(len(name) for name in names)
    lines = []
    for move in report["moves"]:
        played, best = choice_text(move["played"]), choice_text(move["best"])
        figure = (lambda key: f"+{move['points_' + key]} in the deciding colours") if move.get("settled") else \
            (lambda key: label(move[f"{prefix}_{key}"], solo))
        line = f"event {move['event']:>3}  {names[move['player']]:<{width}}  {played:<22} {figure('played')}"
        if move["verdict"] != "best":
            line += f"; best {best} {figure('best')}"
        lines.append(f"{line}  {move['verdict']}")
    if not lines:
        lines.append("No decision of these seats in the record.")
    lines.append("")
    for seat in report["summary"]:
        accuracy = "-" if seat["accuracy"] is None else f"{math.floor(100 * seat['accuracy'])}%"  # 100% only when all
        lines.append(f"{names[seat['player']]}: {seat['placements']} placements, accuracy {accuracy}, "
                     f"{plural(seat['inaccuracies'], 'inaccuracy', 'inaccuracies')}, "
                     f"{plural(seat['mistakes'], 'mistake')}, {plural(seat['blunders'], 'blunder')}")
    return "\n".join(lines)


def choice_text(choice: dict) -> str:
    if "swap" in choice:
        return "swap" if choice["swap"] else "keep the rack"
    return f"{choice['tile']} {cells_text(choice['at'])}"


def plural(count: int, one: str, many: str | None = None) -> str:
    return f"{count} {one if count == 1 else (many or one + 's')}"
