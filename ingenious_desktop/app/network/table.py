"""A seat at a table on a table server, for the window: the network table behind the controller's Table
interface (app.table). The network client's asyncio loop runs in a thread of its own; what the server says
becomes the game shown (:attr:`NetworkTable.shown`) and its moves (:attr:`NetworkTable.moved`), and what the
player asks for goes to the server. It knows nothing of the controller: the window connects the two."""

from __future__ import annotations

import time

from PySide6.QtCore import QObject, Qt, Signal
from websockets.exceptions import InvalidHandshake, InvalidURI

from ingenious_desktop.engine import Game, Place, Placement, Seat
from ingenious_desktop.online.client import Client, ConnectionLost, ServerRefused
from ingenious_desktop.online.mirror import Mirror
from ingenious_desktop.online.protocol import AWAY_GRACE_SECONDS, MALFORMED, STAND_IN_LEVEL

from ..change import Mark
from ..describe.network import (LONG_LOST_SECONDS, back_at_the_table, cannot_save, cannot_save_short, chat_line,
                               connection_words, left_and_replaced, long_lost_advice, no_coach_here, no_rematch,
                               played_for, server_refusal, table_title, unreachable, waiting_words)
from ..table import Table
from .event_loop import LoopThread


def players(news: Mirror) -> list[Seat]:
    """The seats as the table names them: a computer's level, a person's name; a person who left, or whose seat a
    computer plays while they are away, as that computer (under their name)."""
    return [Seat(info["name"] or "Computer", "ai", info["level"] or STAND_IN_LEVEL, info["opponent"])
            if info["kind"] == "computer" else
            Seat(info["name"], "ai", STAND_IN_LEVEL) if seat != news.seat and (info["left"] or info["stand_in"]) else
            Seat(info["name"]) for seat, info in enumerate(news.seats)]


def seat_news(before: Mirror, news: Mirror) -> list[str]:
    """The lines that say who left the table, and whose seat a computer took or gave back, since ``before``."""
    lines = []
    for seat, (was, now) in enumerate(zip(before.seats, news.seats)):
        if seat == news.seat or now["kind"] == "computer" or was["kind"] == "computer":
            continue
        if now["left"] and not was["left"]:
            lines.append(left_and_replaced(now["name"]))
        elif now["stand_in"] and not was["stand_in"]:
            lines.append(played_for(now["name"]))
        elif was["stand_in"] and not now["stand_in"] and not now["left"]:
            lines.append(back_at_the_table(now["name"]))
    return lines


class NoRematch(Exception):
    """The server does not know the rematch request (one from before it answers ``malformed``)."""


class NoCoach(Exception):
    """The server does not know the coach's agreement (one from before it answers ``malformed``)."""


class NetworkTable(QObject, Table):
    """This program's seat at one table: create or join it, play, chat, leave."""

    plays_every_seat = False
    can_undo = False
    keeps_autosave = False
    offers_rematch = True
    counted_as_network = True

    shown = Signal(object, object, str, int)  # the whole game, its seats, its id, how far a rematch turned them
    moved = Signal(object, object)    # a Mark and the game now: it moved on since (or the turn came back)
    playersChanged = Signal(object)   # who plays the seats now (engine.Seat each): a computer took a person's
    seatsChanged = Signal()           # the seats (names, who is away) or the start changed: see news
    connectionChanged = Signal(bool)  # connected, or lost (the client connects again by itself)
    chatArrived = Signal(str)         # a chat line, safe to show
    refused = Signal(str)             # why a request failed, one sentence
    playing = Signal()                # the game is on the table (it began, or came back whole)
    _news = Signal(str, object)
    _chat = Signal(object)
    _connection = Signal(bool)
    _answered = Signal(object, object)

    def __init__(self, url: str, parent: QObject | None = None):
        super().__init__(parent)
        self.url = url
        self._game: Game | None = None  # the game shown
        #: The client's mirror of the table as the server's last message left it (a copy for Qt's thread).
        self.news: Mirror | None = None
        self._received = 0.0  # time.monotonic() when it came
        self.connected = False
        self.lost_at: float | None = None  # time.monotonic() when the connection was lost, until it is back
        self.left = False
        self.proposed_coach = False  # this program created the table proposing the coach
        self._closed = False
        self._loop = LoopThread("network table")
        self._client = Client(url, listener=self._heard)
        self._news.connect(self._on_news)
        self._chat.connect(lambda chat: self.chatArrived.emit(chat_line(chat["name"], chat["text"])))
        self._connection.connect(self._on_connection)
        # Queued even from this thread: a request answered before it returned (its future done, so the callback
        # runs at once) is handled after the code that asked it, never in the middle of it.
        self._answered.connect(self._on_answered, Qt.ConnectionType.QueuedConnection)

    @property
    def seat(self) -> int | None:
        return None if self.news is None else self.news.seat

    @property
    def game_id(self) -> str:
        """The game's id in the statistics: the table's code on its server (and the rematch's number)."""
        number = self.news.game_number
        return f"{self.url}#{self.news.code}" + (f"-{number}" if number > 1 else "")

    @property
    def every_rack_known(self) -> bool:
        """Whether the table's game is the server's record of the finished game (every rack real)."""
        return self.news is not None and self.news.record is not None

    @property
    def computer_moves(self) -> frozenset[int]:
        """The log's indices of the moves the server's computer made for a person away or gone."""
        return frozenset() if self.news is None else frozenset(self.news.computer_moves)

    @property
    def title(self) -> str | None:
        return None if self.news is None else table_title(self.news.code, self.news.game_number)

    @property
    def in_game(self) -> bool:
        """A game under way that this seat has not left."""
        return not self.left and self._game is not None and not self._game.is_over

    # ----------------------------------------------------------------- what the player asks for

    def create(self, variant: str, seats: list[dict], name: str, spectators: bool, then, coach: bool = False) -> None:
        """A new table (``coach``: proposing the coach); ``then(reason)`` once it is made (``reason`` None) or refused."""
        self.proposed_coach = coach
        self._ask(lambda client: client.create(variant, seats, name, spectators, coach), then, connect=True)

    def join(self, code: str, name: str, then) -> None:
        self._ask(lambda client: client.join(code, name), then, connect=True)

    def watch(self, code: str, then) -> None:
        """Watch the table ``code`` (if its host lets others watch): every rack stays hidden."""
        self._ask(lambda client: client.watch(code), then, connect=True)

    def rejoin(self, code: str, token: str, then) -> None:
        """Take back the seat ``token`` holds at the table ``code`` (after this program restarted)."""
        self._ask(lambda client: client.rejoin(code, token), then, connect=True)

    @property
    def seated(self):
        """The seat held (online.client.Seated: the table's code, the seat, its secret token), or None."""
        return self._client.seated

    def start(self) -> None:
        self._ask(lambda client: client.start())

    def place(self, game: Game, place: Place) -> None:
        """Send the placement; the server's events come back as :attr:`moved`."""
        self._ask(lambda client: client.place(Placement(place.tile, place.at)), self._placement_answered)

    def swap(self, swap: bool) -> bool:
        self._ask(lambda client: client.swap(swap))
        return False

    def chat(self, text: str) -> None:
        self._ask(lambda client: client.chat(text))

    def hand_over(self, seat: int) -> None:
        """Give the away person's ``seat`` to a computer until they come back."""
        self._ask(lambda client: client.hand_over(seat))

    def rematch(self) -> None:
        """Ask for another game at this table, once this one is over; it begins when everyone still there asks."""
        async def ask(client):
            try:
                await client.rematch()
            except ServerRefused as refusal:
                raise NoRematch() if refusal.code == MALFORMED else refusal

        self._ask(ask)

    def agree_to_coach(self, agree: bool, then=None) -> None:
        """Before the deal, agree to the coach the host proposed (or take it back)."""
        async def ask(client):
            try:
                await client.agree_to_coach(agree)
            except ServerRefused as refusal:
                raise NoCoach() if refusal.code == MALFORMED else refusal

        self._ask(ask, then)

    @property
    def coach_allowed(self) -> bool:
        """Whether the server decided at the deal that the coach helps in this game (every person agreed)."""
        return self.news is not None and self.news.coach["allowed"]

    def leave(self, then=None) -> None:
        """Leave the table for good: a computer finishes the game in this seat."""
        self.left = True
        self._ask(lambda client: client.leave(), then)

    def close(self) -> None:
        """Close the connection and the client's thread (the table goes on without this program)."""
        self._closed = True
        try:
            self._loop.submit(self._client.close()).result(timeout=5)
        except TimeoutError:  # a server that does not answer the close (its machine gone): the loop stops anyway
            pass
        self._loop.stop()

    def may_hand_over(self, seat: int) -> bool:
        away = self.away_for(seat)
        return seat != self.seat and away is not None and away >= AWAY_GRACE_SECONDS

    def _ask(self, request, then=None, connect: bool = False) -> None:
        """Run ``request(client)`` on the client's loop; ``then(reason)`` in Qt's thread (None: done), or the
        reason told by :attr:`refused`."""
        if self._closed:
            return

        async def run():
            if connect:
                await self._client.connect()
            return await request(self._client)

        future = self._loop.submit(run())
        future.add_done_callback(lambda done: self._answered.emit(then, done))

    def _on_answered(self, then, future) -> None:
        error = future.exception()
        reason = None if error is None else self._reason(error)
        if then is not None:
            then(reason)
        elif reason is not None:
            self.refused.emit(reason)

    def _reason(self, error: BaseException) -> str:
        if isinstance(error, NoRematch):
            return no_rematch()
        if isinstance(error, NoCoach):
            return no_coach_here()
        if isinstance(error, ServerRefused):
            return server_refusal(error.code, str(error))
        if isinstance(error, (OSError, InvalidHandshake, InvalidURI, ConnectionLost, TimeoutError)):
            return unreachable(self.url, error)
        raise error

    def _placement_answered(self, reason: str | None) -> None:
        """A placement the server refused: say why, and the turn is this seat's again."""
        if reason is not None:
            self.refused.emit(reason)
            if self._game is not None:
                self.moved.emit(Mark.of(self._game), self._game)

    # ----------------------------------------------------------------- what the server says

    def _heard(self, happening) -> None:
        """In the client's thread: hand what happened to Qt's thread."""
        mirror = self._client.mirror
        if happening.kind in ("state", "update") and mirror is not None:
            self._news.emit(happening.kind, mirror.copy())
        elif happening.kind == "chat":
            self._chat.emit(happening.chat)
        elif happening.kind in ("connection", "closed"):
            self._connection.emit(happening.connected)

    def _on_connection(self, connected: bool) -> None:
        self.connected = connected
        if connected:
            self.lost_at = None
        elif self.lost_at is None:
            self.lost_at = time.monotonic()
        self.connectionChanged.emit(connected)

    def lost_for(self) -> float | None:
        """Seconds since the connection was lost and not made again (None while connected)."""
        return None if self.lost_at is None else time.monotonic() - self.lost_at

    def away_for(self, seat: int) -> float | None:
        """Seconds the person of ``seat`` has been away, counted on from the server's last message (None: here)."""
        away = self.news.seats[seat]["away"] if self.news is not None else None
        return None if away is None else away + time.monotonic() - self._received

    @property
    def waiting_for(self) -> int | None:
        """The seat of the away person the game waits for, while connected to a game under way (else None)."""
        return self.news.waiting_for if self.news is not None and self.connected and self.in_game else None

    def indicator(self) -> tuple[str, str]:
        """What the window's table indicator says now, and its tool tip: the server cannot save, whom the game
        waits for, or the connection."""
        news, waiting, lost_for = self.news, self.waiting_for, self.lost_for()
        if self.connected and news.read_only:  # before who is away: no move can be stored until it can
            return cannot_save_short(), cannot_save()
        if waiting is not None:
            return waiting_words(news.seats[waiting]["name"], self.away_for(waiting)), ""
        tip = long_lost_advice() if (lost_for or 0) >= LONG_LOST_SECONDS else ""
        return connection_words(self.connected, news.code, lost_for), tip

    def _on_news(self, kind: str, news: Mirror) -> None:
        """The server's message, applied once by the client's mirror: the seat's game (the record's, once over)."""
        before, self.news, self._received = self.news, news, time.monotonic()
        self.seatsChanged.emit()
        if not news.started:
            return
        if before is not None and before.started and self._game is not None and kind == "update":
            for line in seat_news(before, news):
                self.chatArrived.emit(line)
            if players(news) != players(before):
                self.playersChanged.emit(players(news))
        game = news.record.replay() if news.record is not None else news.game
        if before is None or not before.started or kind == "state" or self._game is None:
            self._show(game, news)
        elif news.event_count != before.event_count or (news.record is None) != (before.record is None):
            mark, self._game = Mark.of(self._game), game
            self.moved.emit(mark, game)

    def _show(self, game: Game, news: Mirror) -> None:
        self._game = game
        self.shown.emit(game, players(news), self.game_id, news.turned)
        self.playing.emit()
