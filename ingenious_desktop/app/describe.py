"""Words for what happened in a game: the game log lines, the ranking, the swap offer."""

from __future__ import annotations

from dataclasses import dataclass

from ingenious_desktop.engine import COLOUR_NAMES, COLOURS, Event, Game, Place, Seat, Swap

ORDINALS = ("lowest", "2nd lowest", "3rd lowest", "4th lowest", "5th lowest", "highest")


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


def describe_event(game: Game, event: Event, before: Before, seats: list[Seat]) -> list[str]:
    """The log lines for ``event``, which has just been applied to ``game``."""
    lines: list[str] = []
    name = seats[event.player].name
    if isinstance(event, Place):
        lines.append(_placement_line(game, event, before, name))
    elif isinstance(event, Swap):
        lines.append(f"{name} swaps: the whole rack is set aside for six new tiles")
    if game.is_over and isinstance(event, Place):
        lines.append(game_over_line(game, seats))
    return lines


def _placement_line(game: Game, event: Place, before: Before, name: str) -> str:
    points = game.placement_points[-1]
    halves = []
    for letter, earned in zip(event.tile, points):
        halves.append(f"{COLOUR_NAMES[letter]} +{earned}")
    bonus = " (bonus placement)" if before.bonus_owed else ""
    line = f"{name} places {event.tile}{bonus}: {', '.join(halves)}"
    holder = game.variant.holder_of(event.player)
    reached = [
        f"{colour_name(c)} reaches {threshold}"
        for c, (old, new) in enumerate(zip(before.scores[holder], game.scores[holder]))
        for threshold in game.variant.bonus_at
        if old < threshold <= new
    ]
    if reached:
        line += f" — Ingenious! {', '.join(reached)}"
    return line


def game_over_line(game: Game, seats: list[Seat]) -> str:
    if game.variant.name == "solo":
        return f"Game over: solo result {game.solo_result()}"
    first = game.ranking()[0]
    winners = " and ".join(holder_name(game, seats, h) for h in first)
    plural = len(first) > 1 or game.variant.teams
    return f"Game over: {winners} {'win' if plural else 'wins'}"


def describe_log(game_variant, events: list[Event], seats: list[Seat]) -> list[str]:
    """Every log line of a whole game, by replaying its events."""
    game = Game(game_variant)
    lines: list[str] = []
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
            return (f"level with {their_name} on {tied}, ahead on the {ORDINALS[position]}: "
                    f"{colour_name(my_colour)} {my_score} against {colour_name(their_colour)} {their_score}")
    return None
