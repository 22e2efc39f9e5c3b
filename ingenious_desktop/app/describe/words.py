"""The words every part of the describing shares: the translate call, the kinds of line and notice,
colour, level and player names, who is spoken to, and the sentences that agree with a number."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject

from ingenious_desktop.engine import Game, Seat

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
#: The table's reminders of the controls, by what the player can do (see ``ui.table.hand.Hand.hint``).
PICK_HINT, MOUSE_HINT, KEYS_HINT = "pick", "mouse", "keys"
_HINTS = {
    PICK_HINT: QT_TRANSLATE_NOOP("describe", "Click a tile in your rack (or press 1-6) to pick it up"),
    MOUSE_HINT: QT_TRANSLATE_NOOP("describe", "R, right click or wheel: turn · click: place · Esc: put back"),
    KEYS_HINT: QT_TRANSLATE_NOOP("describe", "Arrows: move · R: turn · Enter: place · Esc: put back"),
}
_COLOURS = (QT_TRANSLATE_NOOP("describe", "red"), QT_TRANSLATE_NOOP("describe", "orange"),
            QT_TRANSLATE_NOOP("describe", "yellow"), QT_TRANSLATE_NOOP("describe", "green"),
            QT_TRANSLATE_NOOP("describe", "blue"), QT_TRANSLATE_NOOP("describe", "purple"))
_LEVELS = {"easy": QT_TRANSLATE_NOOP("describe", "easy"), "medium": QT_TRANSLATE_NOOP("describe", "medium"),
           "hard": QT_TRANSLATE_NOOP("describe", "hard")}
_LEVEL_NAMES = {"easy": QT_TRANSLATE_NOOP("describe", "Easy"), "medium": QT_TRANSLATE_NOOP("describe", "Medium"),
                "hard": QT_TRANSLATE_NOOP("describe", "Hard")}


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

    def seats_free(self, count: int) -> str:
        return self.tr("%n free", "seats at a table", count)


counted = Counted()


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


def level_name(level: str) -> str:
    """A computer level standing alone, as a choice or a label names it ("Hard")."""
    return translate("describe", _LEVEL_NAMES[level])


def turn_note(game: Game) -> str:
    """What a panel says beside the name of the seat to move."""
    return translate("describe", "bonus placement") if game.bonus_owed else translate("describe", "to move")


def track_lines(upright: bool) -> str:
    """Under a score board whose colours run to 36 on two lines of holes: which line counts what."""
    return translate("describe", "Holes: left 1–18, right 19–36") if upright else \
        translate("describe", "Holes: upper line 1–18, lower line 19–36")


def score_board_tip(cap: int) -> str:
    """The tooltip of a score board: what its holes count, and what matters most."""
    return translate("describe", "Each colour's score, 0 to {cap}. The lowest colour decides the game.").format(cap=cap)


def rack_tip() -> str:
    """The tooltip of a tile in the player's own rack: how to take it."""
    return translate("describe", "Click the tile (or press 1-6) to pick it up; R turns it; Enter or a click places it")


def tiles_in_bag(count: int) -> str:
    """The words under the number on the bag."""
    return translate("describe", "tile in the bag") if count == 1 else counted.tiles_in_bag(count)


def hand_over_message(name: str, you: bool) -> str:
    """The hand-over cover's call to the player ``name`` (as :func:`.names.seat_name` gives it), or to
    the player spoken to (``you``: see :func:`.names.spoken_to`)."""
    if you:
        return translate("describe", "Your turn — click when ready")
    return translate("describe", "Pass to {name} — click when ready").format(name=name)


def hand_over_help() -> str:
    return translate("describe", "Enter or Space works too. The other players' tiles stay hidden.")


def listed(names: list[str], and_last: bool = True) -> str:
    """"Ada, Ben and Cleo" (or with ``and_last`` False: "Ada, Ben, Cleo")."""
    listed = names[0]
    for index, name in enumerate(names[1:], 2):
        if index == len(names) and and_last:
            listed = translate("describe", "{names} and {last}").format(names=listed, last=name)
        else:
            listed = translate("describe", "{names}, {next}").format(names=listed, next=name)
    return listed
