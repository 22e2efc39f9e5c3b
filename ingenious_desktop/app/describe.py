"""Words for what happened in a game: the game log lines, the ranking, the swap offer."""

from __future__ import annotations

from dataclasses import dataclass

from ingenious_desktop.engine import COLOUR_NAMES, COLOURS, Draw, Event, Game, Place, Seat, Swap

ORDINALS = ("lowest", "2nd lowest", "3rd lowest", "4th lowest", "5th lowest", "highest")
#: The default name of the one human at the screen, who is spoken to: "You win!", not "You wins!".
YOU = "You"


def does(name: str, third_person: str, second_person: str) -> str:
    """``name`` and the verb that goes with it: "Ada places", "You place"."""
    return f"{name} {second_person if name == YOU else third_person}"


def _object(name: str) -> str:
    """``name`` in the middle of a sentence: "level with you"."""
    return name.lower() if name == YOU else name


def colour_name(colour: int) -> str:
    return COLOUR_NAMES[COLOURS[colour]]


def holder_name(game: Game, seats: list[Seat], holder: int) -> str:
    """A score board's owner: the player, or both partners in team play."""
    if game.variant.teams:
        return " & ".join(seat.name for index, seat in enumerate(seats) if game.variant.holder_of(index) == holder)
    return seats[holder].name


@dataclass(frozen=True)
class Before:
    """What an event's description needs from the game as it was just before the event."""

    scores: list[list[int]]
    bonus_owed: int

    @classmethod
    def of(cls, game: Game) -> Before:
        return cls([s[:] for s in game.scores], game.bonus_owed)


@dataclass(frozen=True)
class LogLine:
    """One line of the game log: its words, and what the log panel marks beside them."""

    text: str
    kind: str                                  # PLACED, BONUS, SWAPPED or GAME_OVER
    turn: int                                  # counting from 1; bonus placements and swaps share their turn's
    player: str = ""
    halves: tuple[tuple[int, int], ...] = ()   # (colour, points) of each tile half, for placements
    reached: tuple[tuple[int, int], ...] = ()  # (colour, score) that earned an extra placement: Ingenious!


PLACED, BONUS, SWAPPED, GAME_OVER = "placed", "bonus", "swapped", "game over"


def turns_begun(log: list[Event]) -> int:
    """How many turns the log has begun: a turn begins with a placement right after a draw."""
    return sum(1 for previous, event in zip(log, log[1:]) if isinstance(event, Place) and isinstance(previous, Draw))


def describe_event(game: Game, event: Event, before: Before, seats: list[Seat]) -> list[LogLine]:
    """The log lines for ``event``, which has just been applied to ``game``."""
    lines: list[LogLine] = []
    name = seats[event.player].name
    turn = turns_begun(game.log)
    if isinstance(event, Place):
        lines.append(_placement_line(game, event, before, name, turn))
    elif isinstance(event, Swap):
        swaps = does(name, "swaps: the whole rack is", "swap: your whole rack is")
        lines.append(LogLine(f"{swaps} set aside for six new tiles", SWAPPED, turn, name))
    if game.is_over and isinstance(event, Place):
        lines.append(LogLine(game_over_line(game, seats), GAME_OVER, turn))
    return lines


def _placement_line(game: Game, event: Place, before: Before, name: str, turn: int) -> LogLine:
    halves = tuple((COLOURS.index(letter), earned) for letter, earned in zip(event.tile, game.placement_points[-1]))
    scored = ", ".join(f"{colour_name(colour)} +{earned}" for colour, earned in halves)
    bonus = " (bonus placement)" if before.bonus_owed else ""
    text = f"{does(name, 'places', 'place')} {event.tile}{bonus}: {scored}"
    holder = game.variant.holder_of(event.player)
    reached = tuple(
        (c, threshold)
        for c, (old, new) in enumerate(zip(before.scores[holder], game.scores[holder]))
        for threshold in game.variant.bonus_at
        if old < threshold <= new
    )
    if reached:
        text += f" — Ingenious! {', '.join(f'{colour_name(c)} reaches {t}' for c, t in reached)}"
    return LogLine(text, BONUS if before.bonus_owed else PLACED, turn, name, halves, reached)


def game_over_line(game: Game, seats: list[Seat]) -> str:
    if game.variant.name == "solo":
        return f"Game over: solo result {game.solo_result()}"
    first = game.ranking()[0]
    winners = " and ".join(holder_name(game, seats, h) for h in first)
    plural = len(first) > 1 or game.variant.teams
    return f"Game over: {winners} win" if plural else f"Game over: {does(winners, 'wins', 'win')}"


def describe_log(game_variant, events: list[Event], seats: list[Seat]) -> list[LogLine]:
    """Every log line of a whole game, by replaying its events."""
    game = Game(game_variant)
    lines: list[LogLine] = []
    for event in events:
        before = Before.of(game)
        game.apply(event)
        lines += describe_event(game, event, before, seats)
    return lines


def swap_reason(game: Game) -> str:
    lowest = sorted(game.lowest_colours(game.holder_to_move))
    names = ", ".join(colour_name(c) for c in lowest)
    colours = "colour" if len(lowest) == 1 else "colours"
    return f"Your rack has no tile showing your lowest {colours} ({names})."


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
    sorted_scores = {h: sorted(enumerate(game.scores[h]), key=lambda cs: (cs[1], cs[0])) for _, h in ordered}
    result = []
    for index, (place, holder) in enumerate(ordered):
        mine = sorted_scores[holder]
        tie_break = None
        if holder == game.instant_winner:
            tie_break = "all six colours at the top: an instant win"
        elif index + 1 < len(ordered) and ordered[index + 1][0] != place:
            below = ordered[index + 1][1]
            tie_break = _tie_break(mine, sorted_scores[below], holder_name(game, seats, below))
        result.append(Standing(place, holder_name(game, seats, holder), mine, tie_break))
    return result


def _tie_break(mine: list[tuple[int, int]], theirs: list[tuple[int, int]], their_name: str) -> str | None:
    for position, ((my_colour, my_score), (their_colour, their_score)) in enumerate(zip(mine, theirs)):
        if my_score != their_score:
            if position == 0:
                return None
            tied = "the lowest colour" if position == 1 else f"the {position} lowest colours"
            return (f"level with {_object(their_name)} on {tied}, ahead on the {ORDINALS[position]}: "
                    f"{colour_name(my_colour)} {my_score} against {colour_name(their_colour)} {their_score}")
    return None
