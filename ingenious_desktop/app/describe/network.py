"""The words of a network game: the connection, a seat that is away, the lobby's seats, the chat, the tables
nearby, and why a server or the network refused. Every name and chat line comes from another program: shown
isolated and elided."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ingenious_desktop.online import checked_text
from ingenious_desktop.online.client import ConnectionLost
from ingenious_desktop.online.protocol import CANNOT_SAVE, MAX_CHAT, MAX_NAME, NO_TABLE, SEAT_TAKEN, VERSION

from .names import GIVEN_COMPUTER, GIVEN_NUMBERED, given_name, shown_text
from .words import counted, level_name, translate

if TYPE_CHECKING:  # the window starts without zeroconf; the Join page brings it
    from ingenious_desktop.engine import Variant
    from ingenious_desktop.online.discovery import NearbyTable

#: The most characters of a server's own reason shown (it is English, from another program).
SHOWN_REASON_LENGTH = 120


def name_problem(name: str) -> str | None:
    """Why ``name`` cannot be a player's name at a network table (the server's text rule, online.checked_text),
    in words; None when it can."""
    try:
        checked_text(name, "name", MAX_NAME)
    except ValueError:
        pass
    else:
        return None
    try:
        checked_text(name, "name", MAX_NAME, visible=False)
    except ValueError:
        return translate("describe", "This name holds characters a table does not take (control or direction marks, "
                                     "or too many accents on one letter): type it without them.")
    return translate("describe", "This name shows nothing (only blank or invisible characters): type a name the "
                                 "others can see.")


#: Seconds without the server after which the indicator says how long, and how to stop waiting.
LONG_LOST_SECONDS = 30


def connection_words(connected: bool, code: str, lost_for: float | None = None) -> str:
    """The connection indicator: connected to the table ``code``, or connecting again (after
    LONG_LOST_SECONDS, for how long: :func:`long_lost_advice` says what the player may do)."""
    if connected:
        return translate("describe", "Connected: table {code}").format(code=shown_text(code, 8))
    if lost_for is None or lost_for < LONG_LOST_SECONDS:
        return translate("describe", "Connection lost: connecting again…")
    whole = int(lost_for)
    return translate("describe", "No answer from the server for {minutes}:{seconds:02d}: connecting again…").format(
        minutes=whole // 60, seconds=whole % 60)


def long_lost_advice() -> str:
    """The indicator's tool tip once the server has not answered for long."""
    return translate("describe", "The table's server may have stopped (its host may have closed the game). "
                                 "Game ▸ Leave the network table… lets you play on this computer instead.")


def table_title(code: str, game_number: int) -> str:
    """The window's title for a network game: "Network table ABC123" (a rematch: "…, game 2")."""
    code = shown_text(code, 8)
    if game_number > 1:
        return translate("describe", "Network table {code}, game {number}").format(code=code, number=game_number)
    return translate("describe", "Network table {code}").format(code=code)


def left_the_table() -> str:
    """Said once a player left a network game for good."""
    return translate("describe", "You left the network table: the computer plays your seat there to the end.")


def seat_kept_for_later() -> str:
    """Said once a player left a network game whose server did not answer: the seat is kept."""
    return translate("describe", "You left the network table while its server was not answering: your seat is "
                                 "kept, and offered when this program starts next.")


def saving_waits() -> str:
    """Why Save is off during a network game (a tool tip)."""
    return translate("describe", "The server keeps this game; at its end it is kept here with every rack, "
                                 "and may then be saved.")


def cannot_save() -> str:
    """The table's server cannot save the game now (its disk is full or read-only): a move refused for it, and
    the table indicator's tool tip meanwhile."""
    return translate("describe", "The server cannot save the game right now: moves wait until it can.")


def cannot_save_short() -> str:
    """The table indicator while the server cannot save the game (short: the status bar also shows why a move
    was refused)."""
    return translate("describe", "Server cannot save: moves wait")


def away_note(seconds: float | None) -> str:
    """What an away person's plate says while the table waits for them: "away 0:42" (how long, if known)."""
    if seconds is None:
        return translate("describe", "away")
    whole = int(seconds)
    return translate("describe", "away {minutes}:{seconds:02d}").format(minutes=whole // 60, seconds=whole % 60)


def waiting_words(name: str, seconds: float) -> str:
    """The table waits for an away player: "Waiting for Anna (0:42)"."""
    whole = int(seconds)
    return translate("describe", "Waiting for {name} ({minutes}:{seconds:02d})").format(
        name=shown_text(name), minutes=whole // 60, seconds=whole % 60)


def lobby_seat(info: dict) -> str:
    """One seat in the lobby, as the server describes it (``online.table.SeatState.info``)."""
    name = shown_text(info["name"]) if info["name"] else ""
    if info["kind"] == "computer":
        level = level_name(info["level"]) if info["level"] else ""
        if not name or given_name(info["name"]) in (GIVEN_COMPUTER, GIVEN_NUMBERED):  # said once, not "Computer, computer"
            return translate("describe", "Computer ({level})").format(level=level)
        return translate("describe", "{name}, computer ({level})").format(name=name, level=level)
    if info["left"]:
        return translate("describe", "{name} left: a computer plays").format(name=name)
    if not info["taken"]:
        if info["kind"] == "open":
            return translate("describe", "Open: a friend, or a computer when the game starts")
        return translate("describe", "Waiting for a friend…")
    if not info["present"]:
        return translate("describe", "{name} (away)").format(name=name)
    return name


def lobby_partners(variant: Variant) -> str:
    """Who partners whom at a team table ("" where every seat plays for itself)."""
    if not variant.teams:
        return ""
    first, second = (variant.holder_seats(holder) for holder in range(2))
    return translate("describe", "Partners: seats {a} and {b} play together, against seats {c} and {d}.").format(
        a=first[0] + 1, b=first[1] + 1, c=second[0] + 1, d=second[1] + 1)


def chat_line(name: str, text: str) -> str:
    """A chat line as the chat panel shows it: the name and the text, each isolated and elided."""
    return translate("describe", "{name}: {text}").format(name=shown_text(name), text=shown_text(text, MAX_CHAT))


def kept_seat_words(address: str, code: str) -> str:
    """At the start: a network game this program sat at was not finished (it ended or crashed)."""
    return translate("describe", "The network game at table {code} on {address} was not finished, and your seat "
                                 "is kept for you. Take it back?").format(
        code=shown_text(code, 8), address=shown_text(address, SHOWN_REASON_LENGTH))


def unreachable(url: str, error: BaseException) -> str:
    """Connecting to the server at ``url`` failed with ``error``: nothing answers there (a wrong address, or the
    host's game closed), or what answers is not a table server."""
    address = shown_text(url.removeprefix("ws://"), SHOWN_REASON_LENGTH)
    if isinstance(error, (OSError, TimeoutError, ConnectionLost)):
        return translate("describe", "Nothing answers at {address}: check the address, and that the host's game "
                                     "is open.").format(address=address)
    return translate("describe", "What answers at {address} is not a table of this game: check the "
                                 "address.").format(address=address)


def server_refusal(code: str, message: str) -> str:
    """Why the server refused a request: its ``code`` in our words where we know it, else its own message."""
    if code == NO_TABLE:
        return translate("describe", "No table on that server has this code.")
    if code == SEAT_TAKEN:
        return translate("describe", "Every seat for a person at that table is taken.")
    if code == VERSION:
        return translate("describe", "That server speaks another version of the network game: update both programs.")
    if code == CANNOT_SAVE:
        return cannot_save()
    return translate("describe", "The server refused: {reason}").format(reason=shown_text(message, SHOWN_REASON_LENGTH))


def no_rematch() -> str:
    """The server (one from before rematches) does not know the request for another game at the table."""
    return translate("describe", "This server does not offer rematches: start a new table for another game.")


def left_and_replaced(name: str) -> str:
    """A person left the network table for good: a computer plays their seat to the end."""
    return translate("describe", "{name} left the table: the computer plays that seat to the end.").format(
        name=shown_text(name))


def played_for(name: str) -> str:
    """The computer plays an away person's seat until they come back."""
    return translate("describe", "The computer plays for {name} until they come back.").format(name=shown_text(name))


def back_at_the_table(name: str) -> str:
    """A person whose seat the computer played came back and plays it again."""
    return translate("describe", "{name} is back and plays again.").format(name=shown_text(name))


def rematch_asked(name: str) -> str:
    """Another person at the table asked for another game (the chat area and the game-over dialog)."""
    return translate("describe", "{name} wants a rematch.").format(name=shown_text(name))


def rematch_waiting() -> str:
    """This player asked for another game: it begins when everyone still at the table has."""
    return translate("describe", "You asked for a rematch: it begins when everyone at the table has.")


def rematch_begun() -> str:
    """Everyone at the table asked: the rematch was dealt (the chat area, after the asks)."""
    return translate("describe", "The rematch has begun.")


def seat_not_given_up(code: str, reason: str) -> str:
    """The seat given up at the start could not be left on its server, for ``reason`` (the system's words)."""
    return translate("describe", "Seat at table {code} given up, but its server was not reached: the others may "
                                 "let the computer play it ({reason}).").format(
        code=shown_text(code, 8), reason=shown_text(reason, SHOWN_REASON_LENGTH))


def nearby_table(table: NearbyTable, game: str) -> str:
    """A table hosted nearby as the Join page lists it, in two lines (``online.discovery``; ``game``: its
    variant's label): heard from the network, so the host's name isolated and elided; the rest was checked."""
    return translate("describe", "{host} · {address}, table {code}\n{game}, {free}").format(
        host=shown_text(table.host), game=game, free=counted.seats_free(table.free), address=table.address,
        code=table.code)


def no_nearby_tables() -> str:
    """Nothing heard nearby yet (or no network to hear on): the address and the code are typed."""
    return translate("describe", "No tables found nearby")


def no_coach_here() -> str:
    """The server (one from before the coach's agreement) does not know it: the coach stays off."""
    return translate("describe", "This server does not offer the coach at its tables: it stays off.")


def coach_off_network() -> str:
    """Why the coach's hint and win chances are off in this network game (a tool tip)."""
    return translate("describe", "The coach is off in this network game: it is on only if everyone at the table "
                                 "agreed to it before the game began.")


def review_off_network() -> str:
    """Why Review game waits in a network game that is still being played (a tool tip)."""
    return translate("describe", "In a network game the review opens when the server has sent the whole "
                                 "game at its end: until then the others' racks are hidden.")


def lobby_coach(host: bool, agreed_names: list[str]) -> str:
    """The lobby's line on the coach the host proposed: when it is on, and who has agreed so far."""
    if host:
        words = translate("describe", "You propose the coach (hints and win chances). It is on only if everyone "
                                      "at the table has agreed when you start the game.")
    else:
        words = translate("describe", "The host proposes the coach (hints and win chances). It is on only if "
                                      "everyone at the table has agreed when the game starts.")
    agreed = ", ".join(shown_text(name) for name in agreed_names)
    return words + "\n" + translate("describe", "Agreed so far: {names}").format(names=agreed or "–")
