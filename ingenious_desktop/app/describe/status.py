"""The status line and the notices beside it: what the game waits for, who won, who swapped."""

from __future__ import annotations

from ingenious_desktop.engine import Game, Seat, Threshold

from .numbers import points
from .names import holder_name, seat_name, spoken_to
from .words import HAND_OVER, SWAP_OFFER, SWAPPED, THINKING, TO_PLACE, colour_name, counted, listed, translate


def status_line(game: Game, seats: list[Seat], waiting_for: str = TO_PLACE, notice: str = "",
                yours: int | None = None) -> str:
    """The one line that says what the game waits for, and ``notice`` (e.g. a swap) until the next placement;
    ``yours``: the seat this window plays at a network table, spoken to as a local game speaks to its player."""
    if game.is_over:
        text = translate("describe", "Game over · {outcome}").format(outcome=outcome(game, seats))
    else:
        text = _waiting_for(game, seats, waiting_for, yours)
    return translate("describe", "{status} · {notice}").format(status=text, notice=notice) if notice else text


def _waiting_for(game: Game, seats: list[Seat], waiting_for: str, yours: int | None) -> str:
    name = seat_name(seats, game.to_move)
    you = spoken_to(seats, game.to_move) or game.to_move == yours
    if waiting_for == HAND_OVER:
        return translate("describe", "Your turn next") if you else \
            translate("describe", "Pass to {name}").format(name=name)
    if waiting_for == THINKING:
        return translate("describe", "{name} is thinking…").format(name=name)
    if waiting_for == SWAP_OFFER:
        return translate("describe", "You may swap your rack") if you else \
            translate("describe", "{name} may swap the rack").format(name=name)
    if game.bonus_owed == 1:
        return translate("describe", "Ingenious! You owe a bonus placement") if you else \
            translate("describe", "Ingenious! {name} owes a bonus placement").format(name=name)
    if game.bonus_owed:
        return counted.bonus_placements_owed(name, game.bonus_owed, you)
    if game.in_first_round():
        return translate("describe", "Your turn to place a tile · first round: touch a printed symbol no tile "
                                     "touches yet") if you else \
            translate("describe", "{name} to place a tile · first round: touch a printed symbol no tile "
                                  "touches yet").format(name=name)
    return translate("describe", "Your turn to place a tile") if you else \
        translate("describe", "{name} to place a tile").format(name=name)


def outcome(game: Game, seats: list[Seat]) -> str:
    """Who won the finished ``game`` (or the solo result)."""
    if game.variant.players == 1:
        return translate("describe", "Solo result {result}").format(result=game.solo_result())
    first = game.ranking()[0]
    names = [holder_name(game.variant, seats, holder) for holder in first]
    if len(names) > 1:
        return translate("describe", "{names} share first place").format(names=listed(names))
    if game.variant.teams:
        return translate("describe", "{team} win").format(team=names[0])
    if spoken_to(seats, first[0]):
        return translate("describe", "You win")
    return translate("describe", "{name} wins").format(name=names[0])


def notice_text(kind: str, seats: list[Seat], seat: int) -> str:
    """A notice everyone at the table should see: ``seat`` swapped, or lost a bonus placement."""
    name = seat_name(seats, seat)
    you = spoken_to(seats, seat)
    if kind == SWAPPED:
        return translate("describe", "You swapped your rack") if you else \
            translate("describe", "{name} swapped the rack").format(name=name)
    return translate("describe", "You have no tile left for the bonus placement") if you else \
        translate("describe", "{name} has no tile left for the bonus placement").format(name=name)


def hints_used(seats: list[Seat], seat: int, count: int) -> str:
    """How many hints ``seat`` was shown this game (the game-over dialog says it)."""
    if spoken_to(seats, seat):
        return translate("describe", "Hints you used: {count}").format(count=points(count))
    return translate("describe", "Hints used by {name}: {count}").format(name=seat_name(seats, seat),
                                                                         count=points(count))


def banner_subtitle(reached: list[Threshold], bonus_owed: int) -> str:
    """The line under "Ingenious!": which colours reached which mark, and whether a bonus placement follows."""
    marks = [translate("describe", "{colour} reached {score}").format(colour=colour_name(mark.colour).capitalize(),
                                                                        score=points(mark.value)) for mark in reached]
    text = listed(marks)
    return translate("describe", "{marks} · bonus placement!").format(marks=text) if bonus_owed else text


def swap_choice() -> str:
    return translate("describe", "You may set your whole rack aside and draw six new tiles, "
                                 "or keep your tiles and refill the rack as usual.")


def swap_reason(game: Game) -> str:
    lowest = sorted(game.lowest_colours(game.holder_to_move))
    names = listed([colour_name(c) for c in lowest], and_last=False)
    if len(lowest) == 1:
        return translate("describe", "Your rack has no tile showing your lowest colour ({colour}).").format(
            colour=names)
    return translate("describe", "Your rack has no tile showing your lowest colours ({colours}).").format(
        colours=names)
