"""The game log: one line per placement and swap, numbered by the turn it belongs to."""

from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass

from ingenious_desktop.engine import Colour, Draw, Event, Game, Place, PlacementResult, Seat, Swap, Variant
from ingenious_desktop.online.protocol import STAND_IN_LEVEL

from .numbers import points
from .status import outcome
from .names import seat_name, spoken_to
from .words import BONUS, GAME_OVER, PLACED, SWAPPED, colour_name, level_name, listed, translate


@dataclass(frozen=True)
class LogLine:
    """One line of the game log: its words, and what the log panel marks beside them."""

    text: str
    kind: str                                  # PLACED, BONUS, SWAPPED or GAME_OVER
    turn: int                                  # counting from 1; bonus placements and swaps share their turn's
    player: str = ""                           # as every part of the window names them (names.seat_name)
    halves: tuple[tuple[int, int], ...] = ()   # (colour, points) of each tile half, for placements
    reached: tuple[tuple[int, int], ...] = ()  # (colour, score) that earned an extra placement: Ingenious!
    spoken_to: bool = False                    # the player is the one human at the screen


def swap_mark() -> str:
    """What a swap's log row says after the player's name, alike for everyone."""
    return translate("describe", "⇄ new rack")


def turns_begun(log: Sequence[Event]) -> int:
    """How many turns the log has begun: a turn begins with a placement right after a draw."""
    return _turns(log)[-1] if log else 0


def turn_of(log: Sequence[Event], index: int) -> tuple[int, bool]:
    """The turn the log's event ``index`` is numbered with in the game log, and whether it is a
    bonus placement (a placement that does not begin its turn)."""
    bonus = isinstance(log[index], Place) and index > 0 and not isinstance(log[index - 1], Draw)
    return _turns(log[:index + 1])[-1], bonus


def _turns(log: Sequence[Event]) -> list[int]:
    """The turn each event of ``log`` belongs to, counting from 1 (the deal's draws are turn 0)."""
    turns, turn, previous = [], 0, None
    for event in log:
        if isinstance(event, Place) and isinstance(previous, Draw):
            turn += 1
        turns.append(turn)
        previous = event
    return turns


def describe_events(game: Game, events: tuple[Event, ...], results: tuple[PlacementResult, ...],
                    seats: list[Seat], by_computer: Collection[int] = ()) -> list[LogLine]:
    """The log lines for ``events`` (the last events of ``game``'s log), placements with their ``results``;
    ``by_computer``: the log's indices of the moves a computer made for a person (it is named for them)."""
    start = len(game.log) - len(events)
    return _lines(game, zip(_turns(game.log)[start:], events), results, seats,
                  game_over=any(isinstance(event, Place) for event in events), by_computer=by_computer, start=start)


def describe_played(game: Game, seats: list[Seat], by_computer: Collection[int] = ()) -> list[LogLine]:
    """Every log line of ``game``'s log so far, from the results it kept (nothing is replayed)."""
    return _lines(game, zip(_turns(game.log), game.log), game.results, seats, game_over=True, by_computer=by_computer)


def describe_log(variant: Variant, events: list[Event], seats: list[Seat]) -> list[LogLine]:
    """Every log line of a whole game, by replaying its events."""
    return describe_played(Game.from_events(variant, events), seats)


def _lines(game: Game, numbered: Iterable[tuple[int, Event]], results: Iterable[PlacementResult],
           seats: list[Seat], game_over: bool, by_computer: Collection[int] = (), start: int = 0) -> list[LogLine]:
    """A line for each placement and swap of ``numbered`` (turn, event) pairs (the log's from ``start`` on), and,
    if ``game_over`` and the game is over, the line that says who won."""
    lines: list[LogLine] = []
    results_of_places = iter(results)
    turn = 0
    for index, (turn, event) in enumerate(numbered, start):
        if isinstance(event, (Place, Swap)):
            by = _mover(seats, event.player, index in by_computer)
            lines.append(_placement_line(event, next(results_of_places), by, turn) if isinstance(event, Place)
                         else _swap_line(by, turn))
    if game.is_over and game_over:
        lines.append(_game_over_line(game, seats, turn))
    return lines


def _mover(seats: list[Seat], seat: int, by_computer: bool) -> tuple[str, str, bool]:
    """Who made a move as its log line's sentence names them, as the log's name column does, and whether they
    are spoken to: a computer that played for a person is "Computer (Medium) for Anna", in the narrow column
    "Anna (computer)" (the person's name first, so that eliding keeps it)."""
    name = seat_name(seats, seat)
    if by_computer:
        return (translate("describe", "Computer ({level}) for {name}").format(level=level_name(STAND_IN_LEVEL),
                                                                              name=name),
                translate("describe", "{name} (computer)").format(name=name), False)
    return name, name, spoken_to(seats, seat)


def _swap_line(by: tuple[str, str, bool], turn: int) -> LogLine:
    name, column, you = by
    if you:
        text = translate("describe", "You swap: your whole rack is set aside for six new tiles")
        return LogLine(text, SWAPPED, turn, column, spoken_to=True)
    text = translate("describe", "{name} swaps: the whole rack is set aside for six new tiles").format(name=name)
    return LogLine(text, SWAPPED, turn, column)


def _game_over_line(game: Game, seats: list[Seat], turn: int) -> LogLine:
    return LogLine(translate("describe", "Game over: {outcome}").format(outcome=outcome(game, seats)), GAME_OVER, turn)


def _placement_line(event: Place, result: PlacementResult, by: tuple[str, str, bool], turn: int) -> LogLine:
    halves = tuple((int(Colour.from_letter(letter)), earned) for letter, earned in zip(event.tile, result.points))
    scored = translate("describe", "{colour} +{points}, {other_colour} +{other_points}").format(
        colour=colour_name(halves[0][0]), points=points(halves[0][1]), other_colour=colour_name(halves[1][0]),
        other_points=points(halves[1][1]))
    name, column, you_place = by
    text = _placed_text(you_place, result.bonus).format(name=name, tile=event.tile, scored=scored)
    reached = tuple((int(mark.colour), mark.value) for mark in result.reached)
    if reached:
        marks = listed([translate("describe", "{colour} reaches {score}").format(colour=colour_name(colour),
                                                                                 score=points(value))
                        for colour, value in reached], and_last=False)
        text = translate("describe", "{placement} — Ingenious! {marks}").format(placement=text, marks=marks)
    return LogLine(text, BONUS if result.bonus else PLACED, turn, column, halves, reached, you_place)


def _placed_text(you_place: bool, bonus: bool) -> str:
    if you_place:
        return translate("describe", "You place {tile} (bonus placement): {scored}") if bonus else \
            translate("describe", "You place {tile}: {scored}")
    return translate("describe", "{name} places {tile} (bonus placement): {scored}") if bonus else \
        translate("describe", "{name} places {tile}: {scored}")


def placement_number(lines: list[LogLine], row: int) -> int | None:
    """Which placement of the game (counting from 0, as ``Game.results``) log line ``row`` tells, if any."""
    if not 0 <= row < len(lines) or lines[row].kind not in (PLACED, BONUS):
        return None
    return sum(1 for line in lines[:row] if line.kind in (PLACED, BONUS))
