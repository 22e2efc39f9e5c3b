"""`bestmove` and `arena`: ask a computer player for a move, or let two levels play each other.

bestmove and arena print exactly what docs/commands.md says; a bad record, a bad argument, a record
still in its deal, or damaged model files give one line on standard error and exit status 2, as replay does.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time

from ingenious_desktop.ai import LEVELS, ModelError, make_player
from ingenious_desktop.ai.arena import ARENA_PLAYERS, SideRecord, play_arena_game, side_summary
from ingenious_desktop.engine import VARIANT_NAMES, Phase, load_record, quoted

from .arguments import OneLineParser, Refusal, refusing, seconds, whole_number
from .output import complain, progress, progress_wanted, say
from .records import IN_THE_DEAL

EXIT_NOTHING_TO_CHOOSE = 1
#: bestmove's --seconds is the whole run's: the search gets what is left after the start,
#: less this for printing and exiting, but never less than this share of --seconds.
EXIT_ALLOWANCE = 0.05
LEAST_SEARCH_SHARE = 0.2
_IMPORTED_AT = time.monotonic()


def main(argv: list[str]) -> int:
    return refusing(bestmove if argv[0] == "bestmove" else arena, argv, ModelError)


def game_count(text: str) -> int:
    return whole_number(text, "a number of games", least=1)


def seed(text: str) -> int:
    return whole_number(text, "a seed")


def bestmove(argv: list[str]) -> int:
    parser = OneLineParser(prog="ingenious-desktop bestmove",
                                     description="The placement (or, with --swap, the swap choice) "
                                                 "a computer level makes for the player to move.")
    parser.add_argument("file", help="a saved game (.ingenious)")
    parser.add_argument("--level", required=True, choices=LEVELS)
    parser.add_argument("--seconds", type=seconds, default=1.0, help="time per decision (hard level)")
    parser.add_argument("--swap", action="store_true", help="print the swap choice at the end of the turn")
    args = parser.parse_args(argv[1:])
    game = load_record(args.file).replay()
    if game.phase is Phase.DEAL:
        raise Refusal(f"no placement to choose: {IN_THE_DEAL}")
    search_seconds = max(args.seconds * LEAST_SEARCH_SHARE, args.seconds - seconds_since_start() - EXIT_ALLOWANCE)
    # One decision cannot repay starting a helper process (about a second on a busy machine).
    player = make_player(args.level, seconds=search_seconds, helper=False)
    view = game.view(game.to_move)
    if args.swap:
        say(json.dumps({"swap": bool(view.can_swap() and player.choose_swap(view))}))
        return 0
    if game.phase is not Phase.PLACE:
        reason = "the game is over" if game.is_over else "the turn ends with a draw or a swap (ask with --swap)"
        complain(f"no placement to choose: {reason}")
        return EXIT_NOTHING_TO_CHOOSE
    say(json.dumps(player.choose_placement(view).to_json()))
    return 0


def seconds_since_start() -> float:
    """How long this process has run: from the kernel's record where there is one (Linux),
    else from when this module was imported."""
    try:
        with open("/proc/self/stat") as stat, open("/proc/uptime") as uptime:
            started_ticks = int(stat.read().rsplit(")", 1)[1].split()[19])
            return float(uptime.read().split()[0]) - started_ticks / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError, AttributeError):
        return time.monotonic() - _IMPORTED_AT


def arena(argv: list[str]) -> int:
    parser = OneLineParser(prog="ingenious-desktop arena",
                                     description="Computer-against-computer games, seats alternating.")
    parser.add_argument("--players", required=True, type=level_pair, help="two levels, e.g. hard,medium")
    parser.add_argument("--games", type=game_count, default=20)
    parser.add_argument("--seconds", type=seconds, default=1.0, help="time per hard decision")
    parser.add_argument("--variant", choices=VARIANT_NAMES, default="standard")
    parser.add_argument("--seed", type=seed, default=1)
    parser.add_argument("--json", action="store_true", help="print JSON for other programs")
    args = parser.parse_args(argv[1:])
    level_a, level_b = args.players
    a, b = SideRecord(), SideRecord()
    show_progress = progress_wanted()
    for index in range(args.games):
        if show_progress:
            progress(index, args.games, "games")
        play_arena_game(args.variant, lambda seed: make_player(level_a, seed, args.seconds),
                        lambda seed: make_player(level_b, seed, args.seconds), index, args.seed, a, b)
    if show_progress:
        progress(args.games, args.games, "games")
        print(file=sys.stderr)
    summary = {
        "variant": args.variant, "players": ARENA_PLAYERS[args.variant], "games": args.games,
        "seconds": args.seconds, "seed": args.seed,
        "interval": "Wilson 95% on the score share (a draw counts half a win)",
        "sides": [{"level": level_a, **side_summary(a)}, {"level": level_b, **side_summary(b)}],
    }
    say(json.dumps(summary) if args.json else describe_arena(summary))
    return 0


def level_pair(text: str) -> tuple[str, str]:
    levels = tuple(text.split(","))
    if len(levels) != 2 or any(level not in LEVELS for level in levels):
        raise argparse.ArgumentTypeError(f"{quoted(text)} is not two levels separated by a comma, "
                                         f"from {', '.join(LEVELS)}")
    return levels


def describe_arena(summary: dict) -> str:
    levels = [side["level"] for side in summary["sides"]]
    budget = f", hard: {summary['seconds']:g} s per decision" if "hard" in levels else ""
    lines = [f"{levels[0]} against {levels[1]}: {summary['games']} {summary['variant']} games "
             f"({summary['players']} player{'s' * (summary['players'] > 1)}), seats alternating{budget}, "
             f"seed {summary['seed']}",
             "",
             f"{'side':<8}{'wins':>6}{'draws':>7}{'losses':>8}{'share':>8}  {'95% interval':<15}"
             f"{'lowest':>8}{'moves':>8}{'median s':>10}{'p95 s':>8}"]
    for side in summary["sides"]:
        low, high = side["interval95"]
        lines.append(f"{side['level']:<8}{side['wins']:>6}{side['draws']:>7}{side['losses']:>8}"
                     f"{side['score_share']:>8.3f}  {f'{low:.3f}-{high:.3f}':<15}"
                     f"{side['mean_lowest_colour']:>8.2f}{side['moves']:>8}"
                     f"{side['move_seconds_median']:>10.3f}{side['move_seconds_p95']:>8.3f}")
    lines += ["", f"share: (wins + draws/2) / games; interval: {summary['interval']}; "
                  "lowest: mean final lowest colour (the team's in team play); "
                  "moves: placement decisions, timed with the view"]
    return "\n".join(lines)
