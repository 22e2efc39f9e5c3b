"""Every sentence the player reads about a game: the status line, names, the outcome, notices, the log.

Its one job: the words, in the language now chosen.  Each sentence is whole, with named
placeholders, and goes through Qt's translations (context "describe"; the ones with a number to
agree with through :class:`Counted`), so a translator replaces it as a unit.  The one human at
the screen is spoken to ("You place"), whatever their name: see :func:`spoken_to`.  Holder and
team names come from :func:`ingenious_desktop.engine.holder_label`, the same function the
command-line tools use (which stay English and never come here).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from errno import EACCES, EISDIR, ENOENT, EPERM

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject

from ingenious_desktop.engine import (ALREADY_SWAPPED, BAG_EMPTY, DEAL_FIRST, DRAW_COUNT, DRAW_NEXT, FIRST_ROUND,
                                      GAME_OVER, ISOLATED_CELL, LOWEST_COLOUR_IN_RACK, NO_SWAP_IN_VARIANT, NOT_A_COLOUR,
                                      NOT_A_TILE, NOT_ADJACENT, NOT_IN_BAG, NOT_IN_RACK, OCCUPIED, OFF_BOARD,
                                      PLACE_FIRST, PLAYER_COUNT, SWAP_AFTER_PLACING, UNKNOWN_EVENT, UNKNOWN_VARIANT,
                                      WRONG_PLAYER, Colour, Draw, Event, Game, IllegalAction, Place, PlacementResult,
                                      RecordError, Seat, Swap, Threshold, Variant, holder_label, tile_colours)
from ingenious_desktop.engine import (CANNOT_READ, EVENT_NOT_AN_OBJECT, NAME_NOT_TEXT, NO_SUCH_SEAT, NOT_A_REGULAR_FILE,
                                      NOT_AN_OBJECT, NOT_JSON, NOT_OUR_FORMAT, NOT_TILE_STRINGS, NOT_TWO_CELLS,
                                      NOT_UTF8, PLAYER_NOT_AN_OBJECT, TOO_DEEP, TOO_LARGE, UNKNOWN_EVENT_TYPE,
                                      UNKNOWN_KIND, UNKNOWN_LEVEL, UNSUPPORTED_VERSION, WRONG_ENCODING, WRONG_TYPE)

translate = QCoreApplication.translate

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
_HINTS = {
    PICK_HINT: QT_TRANSLATE_NOOP("describe", "Click a tile in your rack (or press 1-6) to pick it up"),
    MOUSE_HINT: QT_TRANSLATE_NOOP("describe", "R, right click or wheel: turn · click: place · Esc: put back"),
    KEYS_HINT: QT_TRANSLATE_NOOP("describe", "Arrows: move · R: turn · Enter: place · Esc: put back"),
}
_COLOURS = (QT_TRANSLATE_NOOP("describe", "red"), QT_TRANSLATE_NOOP("describe", "orange"),
            QT_TRANSLATE_NOOP("describe", "yellow"), QT_TRANSLATE_NOOP("describe", "green"),
            QT_TRANSLATE_NOOP("describe", "blue"), QT_TRANSLATE_NOOP("describe", "purple"))
_ORDINALS = (QT_TRANSLATE_NOOP("describe", "lowest"), QT_TRANSLATE_NOOP("describe", "2nd lowest"),
             QT_TRANSLATE_NOOP("describe", "3rd lowest"), QT_TRANSLATE_NOOP("describe", "4th lowest"),
             QT_TRANSLATE_NOOP("describe", "5th lowest"), QT_TRANSLATE_NOOP("describe", "highest"))
_LEVELS = {"easy": QT_TRANSLATE_NOOP("describe", "easy"), "medium": QT_TRANSLATE_NOOP("describe", "medium"),
           "hard": QT_TRANSLATE_NOOP("describe", "hard")}


class Counted(QObject):
    """The sentences whose words agree with a number, in Qt's plural forms (%n): lupdate marks
    those only in ``self.tr``, hence a class (its name is their context)."""

    def bonus_placements_owed(self, name: str, count: int, you: bool) -> str:
        if you:
            return self.tr("Ingenious! You owe %n bonus placements", "", count)
        return self.tr("Ingenious! {name} owes %n bonus placements", "", count).format(name=name)

    def tiles_in_bag(self, count: int) -> str:
        return self.tr("tiles in the bag", "", count)

    def draw_count(self, owed: int, drawn: int) -> str:
        return self.tr("Not allowed: the rack is refilled with %n tiles, not {drawn}", "", owed).format(drawn=drawn)

    def player_count(self, players: int) -> str:
        return self.tr("Not allowed: this variant is not played by %n players", "", players)

    def level_then_ahead(self, tied: int, with_you: bool) -> str:
        """Why one ranks above the other: level on the ``tied`` lowest colours, ahead on the next."""
        if tied == 1:
            return self.tr("level with you on the lowest colour, ahead on the {ordinal}: {colour} {score} against "
                           "{other_colour} {other_score}") if with_you else \
                self.tr("level with {name} on the lowest colour, ahead on the {ordinal}: {colour} {score} against "
                        "{other_colour} {other_score}")
        return self.tr("level with you on the %n lowest colours, ahead on the {ordinal}: {colour} {score} against "
                       "{other_colour} {other_score}", "", tied) if with_you else \
            self.tr("level with {name} on the %n lowest colours, ahead on the {ordinal}: {colour} {score} against "
                    "{other_colour} {other_score}", "", tied)


_counted = Counted()


def hint(kind: str) -> str:
    """The reminder of the controls for ``kind`` (one of PICK_HINT, MOUSE_HINT, KEYS_HINT), or ""."""
    return translate("describe", _HINTS[kind]) if kind in _HINTS else ""


def ingenious() -> str:
    """The call for reaching a score mark that earns a bonus placement (the banner, the log)."""
    return translate("describe", "Ingenious!")


def bonus_mark() -> str:
    """The mark the log panel paints beside a bonus placement's swatches."""
    return translate("describe", "bonus")


def colour_name(colour: int) -> str:
    return translate("describe", _COLOURS[colour])


def spoken_to(seats: list[Seat], seat: int) -> bool:
    """Whether ``seat`` is spoken to in the second person ("You place"): the one human at the
    screen is, whatever their name; when several share it, each is named."""
    return [index for index, each in enumerate(seats) if not each.is_computer] == [seat]


def you() -> str:
    """The one human at the screen, as the log panel names them."""
    return translate("describe", "You")


def holder_name(variant: Variant, seats: list[Seat], holder: int) -> str:
    """A score board's owner: the player, or both partners in team play."""
    return holder_label([seat.name for seat in seats], variant, holder)


def seat_detail(seat: Seat) -> str:
    """What a panel says under a seat's name: who plays it."""
    if not seat.is_computer:
        return ""
    if not seat.level:
        return translate("describe", "computer")
    level = translate("describe", _LEVELS.get(seat.level, seat.level))
    return translate("describe", "computer · {level}").format(level=level)


def level_word(level: str) -> str:
    """A computer level ("easy", "medium", "hard") as the words about a game say it."""
    return translate("describe", _LEVELS[level])


def turn_note(game: Game) -> str:
    """What a panel says beside the name of the seat to move."""
    return translate("describe", "bonus placement") if game.bonus_owed else translate("describe", "to move")


def tiles_in_bag(count: int) -> str:
    """The words under the number on the bag."""
    return translate("describe", "tile in the bag") if count == 1 else _counted.tiles_in_bag(count)


def hand_over_message(name: str) -> str:
    return translate("describe", "Pass to {name} — click when ready").format(name=name)


def hand_over_help() -> str:
    return translate("describe", "Enter or Space works too. The other players' tiles stay hidden.")


# ---------------------------------------------------------------- the status line


def status_line(game: Game, seats: list[Seat], waiting_for: str = TO_PLACE, notice: str = "") -> str:
    """The one line that says what the game waits for, and ``notice`` (e.g. a swap) until the next placement."""
    if game.is_over:
        text = translate("describe", "Game over · {outcome}").format(outcome=outcome(game, seats))
    else:
        text = _waiting_for(game, seats, waiting_for)
    return translate("describe", "{status} · {notice}").format(status=text, notice=notice) if notice else text


def _waiting_for(game: Game, seats: list[Seat], waiting_for: str) -> str:
    name = seats[game.to_move].name
    you = spoken_to(seats, game.to_move)
    if waiting_for == HAND_OVER:
        return translate("describe", "Pass to {name}").format(name=name)
    if waiting_for == THINKING:
        return translate("describe", "{name} is thinking…").format(name=name)
    if waiting_for == SWAP_OFFER:
        return translate("describe", "You may swap your rack") if you else \
            translate("describe", "{name} may swap the rack").format(name=name)
    if game.bonus_owed == 1:
        return translate("describe", "Ingenious! You owe a bonus placement") if you else \
            translate("describe", "Ingenious! {name} owes a bonus placement").format(name=name)
    if game.bonus_owed:
        return _counted.bonus_placements_owed(name, game.bonus_owed, you)
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
        return translate("describe", "{names} share first place").format(names=_listed(names))
    if game.variant.teams:
        return translate("describe", "{team} win").format(team=names[0])
    if spoken_to(seats, first[0]):
        return translate("describe", "You win")
    return translate("describe", "{name} wins").format(name=names[0])


def _listed(names: list[str], and_last: bool = True) -> str:
    """"Ada, Ben and Cleo" (or with ``and_last`` False: "Ada, Ben, Cleo")."""
    listed = names[0]
    for index, name in enumerate(names[1:], 2):
        if index == len(names) and and_last:
            listed = translate("describe", "{names} and {last}").format(names=listed, last=name)
        else:
            listed = translate("describe", "{names}, {next}").format(names=listed, next=name)
    return listed


def notice_text(kind: str, seats: list[Seat], seat: int) -> str:
    """A notice everyone at the table should see: ``seat`` swapped, or lost a bonus placement."""
    name = seats[seat].name
    you = spoken_to(seats, seat)
    if kind == SWAPPED:
        return translate("describe", "You swapped your rack") if you else \
            translate("describe", "{name} swapped the rack").format(name=name)
    return translate("describe", "You have no tile left for the bonus placement") if you else \
        translate("describe", "{name} has no tile left for the bonus placement").format(name=name)


def statistics_trouble(trouble) -> str:
    """What the player is told, once, when the statistics file could not be read or written."""
    if trouble.kind == STATISTICS_UNSAVED:
        return translate("describe", "The statistics could not be saved: {reason}").format(reason=trouble.reason)
    if trouble.kind == STATISTICS_NOT_RESET:
        return translate("describe", "The statistics could not be reset: {reason}").format(reason=trouble.reason)
    if trouble.kind == STATISTICS_LEFT_ALONE:
        return translate("describe", "The statistics file {file} could not be read ({reason}) nor set aside, "
                                     "so it is left as it is and this game is not counted.").format(
            file=trouble.file, reason=trouble.reason)
    return translate("describe", "The statistics file could not be read ({reason}). It was kept as {file} "
                                 "in the same folder, and the statistics start afresh.").format(
        file=trouble.file, reason=trouble.reason)


def banner_subtitle(reached: list[Threshold], bonus_owed: int) -> str:
    """The line under "Ingenious!": which colours reached which mark, and whether a bonus placement follows."""
    marks = [translate("describe", "{colour} reached {score}").format(colour=colour_name(mark.colour).capitalize(),
                                                                        score=mark.value) for mark in reached]
    text = _listed(marks)
    return translate("describe", "{marks} · bonus placement!").format(marks=text) if bonus_owed else text


# ---------------------------------------------------------------- the game log


@dataclass(frozen=True)
class LogLine:
    """One line of the game log: its words, and what the log panel marks beside them."""

    text: str
    kind: str                                  # PLACED, BONUS, SWAPPED or GAME_OVER
    turn: int                                  # counting from 1; bonus placements and swaps share their turn's
    player: str = ""                           # as the row names them: "You" for the one human at the screen
    halves: tuple[tuple[int, int], ...] = ()   # (colour, points) of each tile half, for placements
    reached: tuple[tuple[int, int], ...] = ()  # (colour, score) that earned an extra placement: Ingenious!
    spoken_to: bool = False                    # the player is the one human at the screen


def swap_mark(spoken_to_player: bool) -> str:
    """What a swap's log row says after the player's name."""
    if spoken_to_player:
        return translate("describe", "swap your rack ⇄")
    return translate("describe", "swaps the rack ⇄")


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
        if isinstance(event, Place):
            lines.append(_placement_line(event, next(results_of_places), seats, turn))
        elif isinstance(event, Swap):
            lines.append(_swap_line(event, seats, turn))
    if game.is_over and any(isinstance(event, Place) for event in events):
        lines.append(_game_over_line(game, seats, turn))
    return lines


def _swap_line(event: Swap, seats: list[Seat], turn: int) -> LogLine:
    if spoken_to(seats, event.player):
        text = translate("describe", "You swap: your whole rack is set aside for six new tiles")
        return LogLine(text, SWAPPED, turn, you(), spoken_to=True)
    name = seats[event.player].name
    text = translate("describe", "{name} swaps: the whole rack is set aside for six new tiles").format(name=name)
    return LogLine(text, SWAPPED, turn, name)


def _game_over_line(game: Game, seats: list[Seat], turn: int) -> LogLine:
    return LogLine(translate("describe", "Game over: {outcome}").format(outcome=outcome(game, seats)), GAME_OVER, turn)


def _placement_line(event: Place, result: PlacementResult, seats: list[Seat], turn: int) -> LogLine:
    halves = tuple((int(Colour.from_letter(letter)), earned) for letter, earned in zip(event.tile, result.points))
    scored = translate("describe", "{colour} +{points}, {other_colour} +{other_points}").format(
        colour=colour_name(halves[0][0]), points=halves[0][1], other_colour=colour_name(halves[1][0]),
        other_points=halves[1][1])
    you_place = spoken_to(seats, event.player)
    name = you() if you_place else seats[event.player].name
    text = _placed_text(you_place, result.bonus).format(name=name, tile=event.tile, scored=scored)
    reached = tuple((int(mark.colour), mark.value) for mark in result.reached)
    if reached:
        marks = _listed([translate("describe", "{colour} reaches {score}").format(colour=colour_name(colour),
                                                                                  score=value)
                         for colour, value in reached], and_last=False)
        text = translate("describe", "{placement} — Ingenious! {marks}").format(placement=text, marks=marks)
    return LogLine(text, BONUS if result.bonus else PLACED, turn, name, halves, reached, you_place)


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
            lines.append(_placement_line(event, next(results), seats, turn))
        elif isinstance(event, Swap):
            lines.append(_swap_line(event, seats, turn))
    if game.is_over:
        lines.append(_game_over_line(game, seats, turn))
    return lines


# ---------------------------------------------------------------- the swap offer and the ranking


def swap_choice() -> str:
    return translate("describe", "You may set your whole rack aside and draw six new tiles, "
                                 "or keep your tiles and refill the rack as usual.")


def replay_status(game: Game, seats: list[Seat], finished: bool, turn: int, turns: int) -> str:
    """The status line of the replay viewer: it tells a story, finished or not, at ``turn`` of ``turns``."""
    status = status_line(game, seats)
    if finished:
        return translate("describe", "Replay of a finished game · turn {turn} of {turns} · {status}").format(
            turn=turn, turns=turns, status=status)
    return translate("describe", "Replay of an unfinished game · turn {turn} of {turns} · {status}").format(
        turn=turn, turns=turns, status=status)


def replay_where(turn: int, turns: int) -> str:
    """Beside the viewer's slider: where it stands, and that the racks are shown."""
    return translate("describe", "turn {turn} of {turns} · every rack face up").format(turn=turn, turns=turns)


def from_here_note() -> str:
    """Over the seats of a game played on from a replayed position."""
    return translate("describe", "A new game goes on from the position shown, with the same tiles in every rack. "
                                 "Choose who plays each seat; the saved game is not changed.")


def unfinished_replay() -> str:
    """What the viewer asks before it shows the racks of an unfinished game that is not the one on the table."""
    return translate("describe", "This game is not finished. The replay shows every player's rack, tiles that are "
                                 "still hidden in the game.")


def ranking_intro(variant: Variant) -> str:
    """What the game-over ranking shows, above it."""
    if variant.name == "solo":
        return translate("describe", "Your three lowest colours, two digits each, lowest first (the best is 363636).")
    return translate("describe", "Each player's colours from lowest to highest: the lowest colour decides, "
                                 "then the next.")


def swap_reason(game: Game) -> str:
    lowest = sorted(game.lowest_colours(game.holder_to_move))
    names = _listed([colour_name(c) for c in lowest], and_last=False)
    if len(lowest) == 1:
        return translate("describe", "Your rack has no tile showing your lowest colour ({colour}).").format(
            colour=names)
    return translate("describe", "Your rack has no tile showing your lowest colours ({colours}).").format(
        colours=names)


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
            tie_break = translate("describe", "all six colours at the top: an instant win")
        elif index + 1 < len(ordered) and ordered[index + 1][0] != place:
            below = ordered[index + 1][1]
            tie_break = _tie_break(mine, sorted_scores[below], holder_name(game.variant, seats, below),
                                   not game.variant.teams and spoken_to(seats, below))
        result.append(Standing(place, holder_name(game.variant, seats, holder), mine, tie_break))
    return result


def _tie_break(mine: list[tuple[int, int]], theirs: list[tuple[int, int]], their_name: str,
               they_are_spoken_to: bool) -> str | None:
    for position, ((my_colour, my_score), (their_colour, their_score)) in enumerate(zip(mine, theirs)):
        if my_score != their_score:
            if position == 0:
                return None
            sentence = _counted.level_then_ahead(position, they_are_spoken_to)
            return sentence.format(name=their_name, ordinal=translate("describe", _ORDINALS[position]),
                                   colour=colour_name(my_colour), score=my_score,
                                   other_colour=colour_name(their_colour), other_score=their_score)
    return None


# ---------------------------------------------------------------- why the tile in hand may not go there

def spot_fault_text(fault: str) -> str:
    """The hint line's sentence for an engine's :meth:`Game.spot_fault`, in the rule's words."""
    sentences = {
        OFF_BOARD: translate("describe", "Not here: this is outside the board of this game"),
        NOT_ADJACENT: translate("describe", "Not here: a tile covers two neighbouring cells"),
        OCCUPIED: translate("describe", "Not here: one of these cells is already occupied"),
        FIRST_ROUND: translate("describe", "Not here: in the first round a tile must touch a printed symbol "
                                           "that no tile touches yet"),
        ISOLATED_CELL: translate("describe", "Not here: this would leave an isolated cell, "
                                             "an empty cell with no empty neighbour"),
    }
    return sentences[fault]


# ---------------------------------------------------------------- why the rules refuse what was tried

def not_your_turn() -> str:
    """What the player is told who puts a tile down while it is not their turn to place."""
    return translate("describe", "Not allowed: it is not your turn to place")


def refusal(error: IllegalAction, seats: list[Seat]) -> str:
    """The rule ``error`` names, as one sentence in the language now chosen (its own message is the
    command-line tools' English); ``seats`` name the players it speaks of."""
    rule, details = error.rule, error.details
    if rule in (OFF_BOARD, NOT_ADJACENT, OCCUPIED, FIRST_ROUND, ISOLATED_CELL):
        return spot_fault_text(rule)
    if rule in _RULES:
        return translate("describe", _RULES[rule])
    if rule == WRONG_PLAYER:
        return _wrong_player(seats, details["expected"], details["player"])
    if rule in (NOT_IN_RACK, NOT_IN_BAG):
        return _tile_missing(rule, details, seats)
    if rule == LOWEST_COLOUR_IN_RACK:
        colours = _listed([colour_name(c) for c in details["colours"]], and_last=False)
        return translate("describe", "Not allowed: a swap needs a rack with no tile of the lowest colour "
                                     "({colours})").format(colours=colours)
    if rule == DRAW_COUNT:
        return _counted.draw_count(details["owed"], details["drawn"])
    if rule == PLAYER_COUNT:
        return _counted.player_count(details["players"])
    return _not_a_name(rule, details)


def unreadable_record(error: RecordError) -> str:
    """Why a file is no game this program can open, as one sentence in the language now chosen: what is wrong
    with the file itself, or the rule of the game it breaks (its own message is the command-line tools' English)."""
    broken = error.broken
    if broken is None:
        return _FILE_PROBLEMS[error.problem](**error.details)
    if error.where == "file":
        return refusal(broken, [])
    return translate("describe", "Event {number} of the file breaks a rule. {rule}").format(
        number=broken.event_index, rule=refusal(broken, []))


def _not_a_regular_file(kind: str, **_path) -> str:
    sentences = {
        "folder": translate("describe", "It is a folder, not a file."),
        "named pipe": translate("describe", "It is a named pipe, not a file."),
        "socket": translate("describe", "It is a socket, not a file."),
        "device": translate("describe", "It is a device, not a file."),
        "special file": translate("describe", "It is a special file, not a regular file."),
    }
    return sentences[kind]


def _cannot_read(why: str, errno: int | None, **_path) -> str:
    if errno == ENOENT:
        return translate("describe", "There is no such file: it may have been moved, renamed or deleted.")
    if errno == EISDIR:
        return _not_a_regular_file("folder")
    if errno in (EACCES, EPERM):
        return translate("describe", "This program is not allowed to read it.")
    return translate("describe", "It cannot be read: {reason}").format(reason=why)


def _not_json(line: int | None = None, column: int | None = None) -> str:
    if line is None:
        return translate("describe", "It is not JSON text, as a saved game is.")
    return translate("describe", "It is not JSON text, as a saved game is: reading stops at line {line}, "
                                 "column {column}.").format(line=line, column=column)


def _unsupported_version(version, supported: int) -> str:
    if version is None:
        return translate("describe", "It does not say which version of the format it is written in; this program "
                                     "reads version {supported}.").format(supported=supported)
    return translate("describe", "It is written in version {version} of the format; this program reads version "
                                 "{supported}.").format(version=_as_in_file(version), supported=supported)


def _wrong_type(key: str, type: str, player: int | None = None, event: int | None = None) -> str:
    kinds = {"string": translate("describe", "a string"), "list": translate("describe", "a list"),
             "object": translate("describe", "an object")}
    if player is not None:
        return translate("describe", "The “{key}” of player {number} must be {kind}.").format(
            key=key, number=player + 1, kind=kinds[type])
    if event is not None:
        return translate("describe", "The “{key}” of event {number} must be {kind}.").format(
            key=key, number=event, kind=kinds[type])
    return translate("describe", "The file’s “{key}” must be {kind}.").format(key=key, kind=kinds[type])


def _as_in_file(value) -> str:
    """A value from a broken file, as it is written there (shortened: a file may hold anything)."""
    text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)
    return text if len(text) <= SHOWN_VALUE_LENGTH else text[:SHOWN_VALUE_LENGTH - 1] + "…"


SHOWN_VALUE_LENGTH = 40
_FILE_PROBLEMS = {
    NOT_A_REGULAR_FILE: _not_a_regular_file,
    CANNOT_READ: _cannot_read,
    TOO_LARGE: lambda limit: translate("describe", "It is larger than {limit} KiB, far larger than a saved "
                                                   "game.").format(limit=limit),
    WRONG_ENCODING: lambda encoding: translate("describe", "It is {encoding} text; a saved game is UTF-8 "
                                                           "text.").format(encoding=encoding),
    NOT_UTF8: lambda byte, offset: translate("describe", "It is not UTF-8 text (byte {byte} at position {offset}); "
                                                         "a saved game is UTF-8 text.").format(
        byte=f"{byte:#04x}", offset=offset),
    NOT_JSON: _not_json,
    TOO_DEEP: lambda: translate("describe", "Its JSON is nested too deeply to be a saved game."),
    NOT_AN_OBJECT: lambda: translate("describe", "It is JSON, but not the JSON object a saved game is."),
    NOT_OUR_FORMAT: lambda format: translate("describe", "It is JSON, but not a saved game of this program: its "
                                                  "“format” is not “{format}”.").format(format=format),
    UNSUPPORTED_VERSION: _unsupported_version,
    WRONG_TYPE: _wrong_type,
    PLAYER_NOT_AN_OBJECT: lambda player: translate("describe", "Player {number} of the file is not a JSON "
                                                              "object.").format(number=player + 1),
    NAME_NOT_TEXT: lambda player: translate("describe", "The name of player {number} is not text: it holds a lone "
                                                        "surrogate escape, which is no character.").format(
        number=player + 1),
    UNKNOWN_KIND: lambda player, kind: translate("describe", "Player {number} is of the kind “{kind}”; a player is "
                                                             "“human” or “ai”.").format(
        number=player + 1, kind=_as_in_file(kind)),
    UNKNOWN_LEVEL: lambda player, level: translate("describe", "Player {number} plays at the level “{level}”; the "
                                                               "levels are “easy”, “medium” and “hard”.").format(
        number=player + 1, level=_as_in_file(level)),
    EVENT_NOT_AN_OBJECT: lambda event: translate("describe", "Event {number} of the file is not a JSON "
                                                             "object.").format(number=event),
    NO_SUCH_SEAT: lambda event, players: translate("describe", "Event {number} names no seat of this game: its "
                                                               "“player” must be from 0 to {last}.").format(
        number=event, last=players - 1),
    NOT_TILE_STRINGS: lambda event: translate("describe", "The “tiles” of event {number} must be a list of tiles, "
                                                          "each a string.").format(number=event),
    NOT_TWO_CELLS: lambda event: translate("describe", "The “at” of event {number} must be two cells, each [q, r] "
                                                       "in whole numbers.").format(number=event),
    UNKNOWN_EVENT_TYPE: lambda event, type: translate("describe", "Event {number} is of the type “{type}”; an "
                                                                  "event is “draw”, “place” or “swap”.").format(
        number=event, type=_as_in_file(type)),
}


_RULES = {
    GAME_OVER: QT_TRANSLATE_NOOP("describe", "Not allowed: the game is over"),
    UNKNOWN_EVENT: QT_TRANSLATE_NOOP("describe", "Not allowed: this is not a move of the game"),
    PLACE_FIRST: QT_TRANSLATE_NOOP("describe", "Not allowed: a tile must be placed before the rack is refilled"),
    SWAP_AFTER_PLACING: QT_TRANSLATE_NOOP("describe", "Not allowed: a swap comes at the end of a turn, after the "
                                                      "placements"),
    NO_SWAP_IN_VARIANT: QT_TRANSLATE_NOOP("describe", "Not allowed: there is no swap in this variant"),
    ALREADY_SWAPPED: QT_TRANSLATE_NOOP("describe", "Not allowed: the rack has already been swapped this turn"),
    BAG_EMPTY: QT_TRANSLATE_NOOP("describe", "Not allowed: the bag is empty, so there is nothing to swap for"),
    DEAL_FIRST: QT_TRANSLATE_NOOP("describe", "Not allowed: the game starts with the tiles dealt, a rack for "
                                              "each player"),
    DRAW_NEXT: QT_TRANSLATE_NOOP("describe", "Not allowed: the turn ends with refilling the rack, not with another "
                                             "placement"),
}


def _wrong_player(seats: list[Seat], expected: int, player: int) -> str:
    if spoken_to(seats, expected):
        return translate("describe", "Not allowed: it is your turn, not {other}’s").format(
            other=_seat_name(seats, player))
    return translate("describe", "Not allowed: it is {name}’s turn").format(name=_seat_name(seats, expected))


def _tile_missing(rule: str, details: dict, seats: list[Seat]) -> str:
    colour, other_colour = (colour_name(c) for c in tile_colours(details["tile"]))
    if rule == NOT_IN_BAG:
        return translate("describe", "Not allowed: the {colour}/{other_colour} tile is not in the bag").format(
            colour=colour, other_colour=other_colour)
    if spoken_to(seats, details["player"]):
        return translate("describe", "Not allowed: the {colour}/{other_colour} tile is not in your rack").format(
            colour=colour, other_colour=other_colour)
    return translate("describe", "Not allowed: the {colour}/{other_colour} tile is not in {name}’s rack").format(
        colour=colour, other_colour=other_colour, name=_seat_name(seats, details["player"]))


def _not_a_name(rule: str, details: dict) -> str:
    """A word from a file that names nothing the game knows: a variant, a colour letter, a tile."""
    if rule == UNKNOWN_VARIANT:
        return translate("describe", "Not allowed: “{variant}” is not a variant this program knows").format(
            variant=details["variant"])
    if rule == NOT_A_COLOUR:
        return translate("describe", "Not allowed: “{letter}” is not the letter of a colour").format(
            letter=details["letter"])
    return translate("describe", "Not allowed: “{tile}” is not a tile").format(tile=details["tile"])


def _seat_name(seats: list[Seat], seat: int) -> str:
    """A seat's player by name, or by number if ``seats`` has none for it (a broken file's event)."""
    if 0 <= seat < len(seats):
        return seats[seat].name
    return translate("describe", "player {number}").format(number=seat + 1)
