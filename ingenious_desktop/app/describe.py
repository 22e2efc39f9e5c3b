"""Every sentence the player reads about a game: the status line, names, the outcome, notices, the log.

Its one job: the words.  Sentences are written whole, with names as parameters, so that a
translation can later replace each one as a unit.  Holder and team names come from
:func:`ingenious_desktop.engine.holder_label`, the same function the command-line tools use.
No Qt here.
"""

from __future__ import annotations

from dataclasses import dataclass

from ingenious_desktop.engine import (Colour, Draw, Event, Game, Place, PlacementResult, Seat, Swap, Threshold,
                                      Variant, holder_label)

ORDINALS = ("lowest", "2nd lowest", "3rd lowest", "4th lowest", "5th lowest", "highest")
#: The default name of the one human at the screen, who is spoken to: "You win!", not "You wins!".
YOU = "You"


def does(name: str, third_person: str, second_person: str) -> str:
    """``name`` and the verb that goes with it: "Ada places", "You place"."""
    return f"{name} {second_person if name == YOU else third_person}"


def _object(name: str) -> str:
    """``name`` in the middle of a sentence: "level with you"."""
    return name.lower() if name == YOU else name

#: What the game waits for, as the status line says it.
TO_PLACE, THINKING, HAND_OVER, SWAP_OFFER = "to place", "thinking", "hand over", "swap offer"
#: The kinds of :class:`LogLine`.
PLACED, BONUS, SWAPPED, GAME_OVER = "placed", "bonus", "swapped", "game over"
#: The kinds of notice a change may carry (see :class:`ingenious_desktop.app.change.Notice`).
BONUS_LOST = "bonus lost"
#: A notice about the statistics file, and the kinds of trouble it may say (see ``app.statistics.Trouble``).
STATISTICS = "statistics"
STATISTICS_SET_ASIDE, STATISTICS_LEFT_ALONE, STATISTICS_UNSAVED, STATISTICS_NOT_RESET = (
    "set aside", "left alone", "unsaved", "not reset")
#: The table's reminders of the controls, by what the player can do (see ``ui.hand.Hand.hint``).
PICK_HINT, MOUSE_HINT, KEYS_HINT = "pick", "mouse", "keys"
HINTS = {
    PICK_HINT: "Click a tile in your rack (or press 1-6) to pick it up",
    MOUSE_HINT: "R, right click or wheel: turn · click: place · Esc: put back",
    KEYS_HINT: "Arrows: move · R: turn · Enter: place · Esc: put back",
}


def colour_name(colour: int) -> str:
    return Colour(colour).name_en


def holder_name(variant: Variant, seats: list[Seat], holder: int) -> str:
    """A score board's owner: the player, or both partners in team play."""
    return holder_label([seat.name for seat in seats], variant, holder)


def seat_detail(seat: Seat) -> str:
    """What a panel says under a seat's name: who plays it."""
    if not seat.is_computer:
        return ""
    return f"computer · {seat.level}" if seat.level else "computer"


def turn_note(game: Game) -> str:
    """What a panel says beside the name of the seat to move."""
    return "bonus placement" if game.bonus_owed else "to move"


def tiles_in_bag(count: int) -> str:
    """The words under the number on the bag."""
    return "tile in the bag" if count == 1 else "tiles in the bag"


def hand_over_message(name: str) -> str:
    return f"Pass to {name} — click when ready"


HAND_OVER_HELP = "Enter or Space works too. The other players' tiles stay hidden."


# ---------------------------------------------------------------- the status line


def status_line(game: Game, seats: list[Seat], waiting_for: str = TO_PLACE, notice: str = "") -> str:
    """The one line that says what the game waits for, and ``notice`` (e.g. a swap) until the next placement."""
    text = f"Game over · {outcome(game, seats)}" if game.is_over else _waiting(game, seats[game.to_move].name,
                                                                              waiting_for)
    return f"{text} · {notice}" if notice else text


def _waiting(game: Game, name: str, waiting_for: str) -> str:
    if waiting_for == HAND_OVER:
        return f"Pass to {name}"
    if waiting_for == THINKING:
        return f"{name} is thinking…"
    if waiting_for == SWAP_OFFER:
        return does(name, "may swap the rack", "may swap your rack")
    if game.bonus_owed == 1:
        return f"Ingenious! {does(name, 'owes', 'owe')} a bonus placement"
    if game.bonus_owed:
        return f"Ingenious! {does(name, 'owes', 'owe')} {game.bonus_owed} bonus placements"
    to_place = "Your turn to place a tile" if name == YOU else f"{name} to place a tile"
    if game.in_first_round():
        return f"{to_place} · first round: touch a printed symbol no tile touches yet"
    return to_place


def outcome(game: Game, seats: list[Seat]) -> str:
    """Who won the finished ``game`` (or the solo result)."""
    if game.variant.players == 1:
        return f"Solo result {game.solo_result()}"
    first = game.ranking()[0]
    names = [holder_name(game.variant, seats, holder) for holder in first]
    if len(names) > 1:
        return f"{' and '.join(names)} share first place"
    return f"{names[0]} win" if game.variant.teams else does(names[0], "wins", "win")


def notice_text(kind: str, name: str) -> str:
    """A notice everyone at the table should see: ``name`` swapped, or lost a bonus placement."""
    if kind == SWAPPED:
        return does(name, "swapped the rack", "swapped your rack")
    return does(name, "has no tile left for the bonus placement", "have no tile left for the bonus placement")


def statistics_trouble(trouble) -> str:
    """What the player is told, once, when the statistics file could not be read or written."""
    if trouble.kind == STATISTICS_UNSAVED:
        return f"The statistics could not be saved: {trouble.reason}"
    if trouble.kind == STATISTICS_NOT_RESET:
        return f"The statistics could not be reset: {trouble.reason}"
    if trouble.kind == STATISTICS_LEFT_ALONE:
        return (f"The statistics file {trouble.file} could not be read ({trouble.reason}) nor set aside, "
                "so it is left as it is and this game is not counted.")
    return (f"The statistics file could not be read ({trouble.reason}). It was kept as {trouble.file} "
            "in the same folder, and the statistics start afresh.")


def banner_subtitle(reached: list[Threshold], bonus_owed: int) -> str:
    """The line under "Ingenious!": which colours reached which mark, and whether a bonus placement follows."""
    text = " and ".join(f"{Colour(mark.colour).name_en.capitalize()} reached {mark.value}" for mark in reached)
    return f"{text} · bonus placement!" if bonus_owed else text


# ---------------------------------------------------------------- the game log


@dataclass(frozen=True)
class LogLine:
    """One line of the game log: its words, and what the log panel marks beside them."""

    text: str
    kind: str                                  # PLACED, BONUS, SWAPPED or GAME_OVER
    turn: int                                  # counting from 1; bonus placements and swaps share their turn's
    player: str = ""
    halves: tuple[tuple[int, int], ...] = ()   # (colour, points) of each tile half, for placements
    reached: tuple[tuple[int, int], ...] = ()  # (colour, score) that earned an extra placement: Ingenious!


#: The word for reaching a score mark that earns a bonus placement (the banner, the log).
INGENIOUS = "Ingenious!"
#: The marks the log panel paints beside a line's swatches.
LOG_MARKS = {BONUS: "bonus"}


def swap_mark(name: str) -> str:
    """What a swap's log row says after the player's name."""
    return "swap your rack ⇄" if name == YOU else "swaps the rack ⇄"


def turns_begun(log: list[Event]) -> int:
    """How many turns the log has begun: a turn begins with a placement right after a draw."""
    return sum(1 for previous, event in zip(log, log[1:]) if isinstance(event, Place) and isinstance(previous, Draw))


def describe_events(game: Game, events: tuple[Event, ...], results: tuple[PlacementResult, ...],
                    seats: list[Seat]) -> list[LogLine]:
    """The log lines for ``events`` (the last events of ``game``'s log), placements with their ``results``."""
    lines: list[LogLine] = []
    results_of_places = iter(results)
    turn = turns_begun(game.log)
    for event in events:
        name = seats[event.player].name
        if isinstance(event, Place):
            lines.append(_placement_line(event, next(results_of_places), name, turn))
        elif isinstance(event, Swap):
            lines.append(_swap_line(name, turn))
    if game.is_over and any(isinstance(event, Place) for event in events):
        lines.append(_game_over_line(game, seats, turn))
    return lines


def _swap_line(name: str, turn: int) -> LogLine:
    swaps = does(name, "swaps: the whole rack is", "swap: your whole rack is")
    return LogLine(f"{swaps} set aside for six new tiles", SWAPPED, turn, name)


def _game_over_line(game: Game, seats: list[Seat], turn: int) -> LogLine:
    return LogLine(f"Game over: {outcome(game, seats)}", GAME_OVER, turn)


def _placement_line(event: Place, result: PlacementResult, name: str, turn: int) -> LogLine:
    halves = tuple((int(Colour.from_letter(letter)), earned) for letter, earned in zip(event.tile, result.points))
    scored = ", ".join(f"{colour_name(colour)} +{earned}" for colour, earned in halves)
    bonus = " (bonus placement)" if result.bonus else ""
    text = f"{does(name, 'places', 'place')} {event.tile}{bonus}: {scored}"
    reached = tuple((int(mark.colour), mark.value) for mark in result.reached)
    if reached:
        text += f" — Ingenious! {', '.join(f'{colour_name(c)} reaches {value}' for c, value in reached)}"
    return LogLine(text, BONUS if result.bonus else PLACED, turn, name, halves, reached)


def placement_number(lines: list[LogLine], row: int) -> int | None:
    """Which placement of the game (counting from 0, as ``Game.results``) log line ``row`` tells, if any."""
    if not 0 <= row < len(lines) or lines[row].kind not in (PLACED, BONUS):
        return None
    return sum(1 for line in lines[:row] if line.kind in (PLACED, BONUS))


def describe_log(variant: Variant, events: list[Event], seats: list[Seat]) -> list[LogLine]:
    """Every log line of a whole game, by replaying its events."""
    return describe_played(Game.from_events(variant, events), seats)


def describe_played(game: Game, seats: list[Seat]) -> list[LogLine]:
    """Every log line of ``game``'s log so far, from the results it kept (nothing is replayed)."""
    lines: list[LogLine] = []
    results = iter(game.results)
    turn, previous = 0, None
    for event in game.log:
        if isinstance(event, Place) and isinstance(previous, Draw):
            turn += 1
        previous = event
        if isinstance(event, Place):
            lines.append(_placement_line(event, next(results), seats[event.player].name, turn))
        elif isinstance(event, Swap):
            lines.append(_swap_line(seats[event.player].name, turn))
    if game.is_over:
        lines.append(_game_over_line(game, seats, turn))
    return lines


# ---------------------------------------------------------------- the swap offer and the ranking


SWAP_CHOICE = ("You may set your whole rack aside and draw six new tiles, "
               "or keep your tiles and refill the rack as usual.")


def replay_status(game: Game, seats: list[Seat], finished: bool, turn: int, turns: int) -> str:
    """The status line of the replay viewer: it tells a story, finished or not, at ``turn`` of ``turns``."""
    story = "Replay of a finished game" if finished else "Replay of an unfinished game"
    return f"{story} · turn {turn} of {turns} · {status_line(game, seats)}"


def replay_where(turn: int, turns: int) -> str:
    """Beside the viewer's slider: where it stands, and that the racks are shown."""
    return f"turn {turn} of {turns} · every rack face up"


#: Over the seats of a game played on from a replayed position.
FROM_HERE_NOTE = ("A new game goes on from the position shown, with the same tiles in every rack. "
                  "Choose who plays each seat; the saved game is not changed.")

#: What the viewer asks before it shows the racks of an unfinished game that is not the one on the table.
UNFINISHED_REPLAY = ("This game is not finished. The replay shows every player's rack, tiles that are "
                     "still hidden in the game.")


def ranking_intro(variant: Variant) -> str:
    """What the game-over ranking shows, above it."""
    if variant.name == "solo":
        return "Your three lowest colours, two digits each, lowest first (the best is 363636)."
    return "Each player's colours from lowest to highest: the lowest colour decides, then the next."


def swap_reason(game: Game) -> str:
    lowest = sorted(game.lowest_colours(game.holder_to_move))
    names = ", ".join(colour_name(c) for c in lowest)
    if len(lowest) == 1:
        return f"Your rack has no tile showing your lowest colour ({names})."
    return f"Your rack has no tile showing your lowest colours ({names})."


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
            tie_break = _tie_break(mine, sorted_scores[below], holder_name(game.variant, seats, below))
        result.append(Standing(place, holder_name(game.variant, seats, holder), mine, tie_break))
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
