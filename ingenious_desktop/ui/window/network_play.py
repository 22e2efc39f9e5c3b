"""Play over the network: Game ▸ Play over the network… (host a table, with a server in this program or on
a table server by its address, or join one), the lobby, a table hosted here opened again after a crash, and
while a network game is on the table the connection indicator, the hand-over of an away player's seat, the
chat, and leaving (asked, never silent)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QTimer, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLabel, QMessageBox, QPushButton

from ingenious_desktop.app.describe.network import (away_note, kept_seat_words, left_the_table, seat_kept_for_later,
                                                    server_refusal)
from ingenious_desktop.app.network.address import reachable_addresses
from ingenious_desktop.app.network.chat import KeptChat, chat_file, read_chat
from ingenious_desktop.app.network.seat import LISTEN_ON, KeptSeat, forget_seat, keep_seat, read_seat, seat_file
from ingenious_desktop.app.network.seat_release import SeatRelease
from ingenious_desktop.app.network.table import NetworkTable
from ingenious_desktop.online.hosting import start_server, start_server_on
from ingenious_desktop.online.protocol import MAX_CHAT, SEAT_TAKEN

from ..kit.messages import message_box, tell
from ..kit.palette import INK
from ..kit.status_message import show_fitted
from ..kit.window_part import WindowPart
from .network_chat import NetworkChat
from .network_rematch import Rematch
from .window_style import READABLE_TIPS

#: Where a table hosted here keeps its games, beside the autosave.
TABLES_FOLDER = "network tables"
#: The answer to "Leave the network game?" that closes the window and keeps the seat.
COME_BACK = "come back later"
#: How often the indicator counts on the time an away player has been gone (milliseconds).
TICK = 1000


class NetworkPlay(WindowPart):
    def __init__(self, window):
        super().__init__(window)
        self.table: NetworkTable | None = None
        self.server = None  # the table server started here (online.hosting.HostedServer), if any
        self._sitting = None  # (address, name, what to do if no seat is had) of the seat being taken
        self._listen = ""  # where the server of the table being sat at listens, if it is hosted here
        self._joining = None  # the code of the table being joined by its code
        self._said = KeptChat(self._chat_path, self)  # the chat at this table, kept with the seat
        self._may_come_back = False  # leaving now may keep the seat for the next start (the window closes)
        self._leaving = None  # the player agreed to leave: how (True, COME_BACK), done once another game comes
        self._kept: set[str] = set()  # the game ids of the network games kept in the finished games
        self.lobby = None
        self.action = QAction(window)
        self.action.triggered.connect(self.choose)
        self.leave_action = QAction(window)
        self.leave_action.triggered.connect(self.ask_to_leave)
        self.leave_action.setVisible(False)
        for action in (self.action, self.leave_action):
            window.game_menu.insertAction(window.replay_action, action)
        self.chat = NetworkChat(window, MAX_CHAT)
        self.chat.said.connect(lambda text: self.table and self.table.chat(text))
        self.rematch = Rematch(window, self.chat)
        self.indicator = QLabel()
        self.indicator.setTextFormat(Qt.TextFormat.PlainText)  # it names players
        self.indicator.setStyleSheet(f"QLabel {{ color: {INK.name()}; padding: 0 8px; }} {READABLE_TIPS}")
        self.hand_over_button = QPushButton()
        self.hand_over_button.clicked.connect(self._hand_over)
        for widget in (self.indicator, self.hand_over_button):
            window.statusBar().addPermanentWidget(widget)
            widget.hide()
        self.timer = QTimer(self)
        self.timer.setInterval(TICK)
        self.timer.timeout.connect(self._show_connection)
        self.controller.gameOver.connect(self._game_over)
        self.controller.gameReset.connect(self._left_for_another)

    def retranslate(self) -> None:
        self.action.setText(self.tr("Play over the net&work…"))
        self.leave_action.setText(self.tr("&Leave the network table…"))
        self.hand_over_button.setText(self.tr("Let the computer play for them"))
        self.chat.retranslate()
        self._show_connection()

    # ----------------------------------------------------------------- sitting down

    def choose(self) -> None:
        from ..dialogs.network_play import HostChoice, NetworkPlayDialog

        settings = self.window.settings
        if not self.window.documents.may_leave_game():
            return
        dialog = NetworkPlayDialog(settings.network_address, settings.network_name, self.window,
                                   settings.network_server, last=settings.network_dialog)
        if not dialog.exec():
            return
        choice = dialog.choice
        settings.network_dialog = dialog.last_choices()
        settings.network_name = choice.name
        if isinstance(choice, HostChoice) and choice.url is not None:
            settings.network_server = choice.address
            self.host_on(choice)
        elif isinstance(choice, HostChoice):
            self.host(choice)
        else:
            settings.network_address = choice.address
            self.join(choice.url, choice.code, choice.name, choice.address)

    def host(self, choice) -> None:
        """Start a table server in this program (listening on the network, and announcing its table nearby, only
        if the player agrees), and a table."""
        if choice.on_network and not self._agree_to_listen():
            return
        self._stop_server()
        listen = LISTEN_ON[1] if choice.on_network else LISTEN_ON[0]
        try:
            self.server = start_server_on(self._tables_folder(), listen, self.window.settings.hosting_port,
                                          announce=choice.on_network)
        except OSError as error:
            self._cannot_open(error)
            return
        self.window.settings.hosting_port = self.server.port  # the same address next time, and after a crash
        where = (reachable_addresses() or ["127.0.0.1"])[0] if choice.on_network else "127.0.0.1"
        address = f"[{where}]:{self.server.port}" if ":" in where else f"{where}:{self.server.port}"
        self._sit(self.server.url, address, choice.name,
                  lambda table, then: table.create(choice.variant, choice.seats, choice.name, choice.spectators, then,
                                                     choice.coach), listen=listen)

    def _tables_folder(self) -> Path | None:
        statistics = self.controller.statistics_path
        return statistics.parent / TABLES_FOLDER if statistics else None

    def _open_again(self, kept: KeptSeat) -> bool:
        """The kept seat's table was hosted here: start its server again on the same address, from the saved
        tables (the others' programs find it there by themselves); False if it cannot listen there."""
        self._stop_server()
        try:
            self.server = start_server(self._tables_folder(), kept.listen, kept.port,
                                       announce=kept.listen != LISTEN_ON[0])
        except OSError as error:
            self._cannot_open(error)
            return False
        return True

    def _cannot_open(self, error: OSError) -> None:
        tell(self.window, QMessageBox.Icon.Warning, self.tr("No table"),
             self.tr("The table could not be opened: {reason}").format(reason=error.strerror or error))

    def host_on(self, choice) -> None:
        """Create the table on the table server at ``choice.url`` (a club's ``serve``, say), then the lobby."""
        self._stop_server()
        self._sit(choice.url, choice.address, choice.name,
                  lambda table, then: table.create(choice.variant, choice.seats, choice.name, choice.spectators, then,
                                                     choice.coach))

    def join(self, url: str, code: str, name: str, address: str) -> None:
        """Sit at the table ``code`` of the server at ``url`` as ``name``."""
        self._sit(url, address, name, lambda table, then: table.join(code, name, then), joining=code)

    def offer_kept_seat(self, otherwise) -> bool:
        """At the start: if a network game was left unfinished (the program ended or crashed), ask whether
        to take the seat back, and rejoin with its token; True if it is being taken back (``otherwise()``
        runs if that fails). Giving it up forgets it and leaves the table (in the background: a computer
        plays the seat); not now (Escape) keeps it for the next start."""
        kept = read_seat(self._seat_path())
        if kept is None:
            return False
        box = message_box(self.window, QMessageBox.Icon.Question, self.tr("Take your seat back?"),
                          kept_seat_words(kept.address, kept.code))
        back = box.addButton(self.tr("Take my seat back"), QMessageBox.ButtonRole.AcceptRole)
        give_up = box.addButton(self.tr("Give up the seat"), QMessageBox.ButtonRole.DestructiveRole)
        later = box.addButton(self.tr("Not now"), QMessageBox.ButtonRole.RejectRole)  # kept: asked at the next start
        box.setDefaultButton(back)
        box.setEscapeButton(later)
        box.exec()
        if box.clickedButton() is give_up:
            forget_seat(self._seat_path())
            release = SeatRelease(kept, self)  # the server is told in the background: the start goes on
            release.failed.connect(lambda why: show_fitted(self.window.statusBar(), why, 15000))
            release.start()
        if box.clickedButton() is not back or (kept.listen and not self._open_again(kept)):
            return False
        said = read_chat(self._chat_path())
        self._sit(kept.url, kept.address, kept.name,
                  lambda table, then: table.rejoin(kept.code, kept.token, then), otherwise, kept.listen)
        for line in said:  # what was said before the program ended
            self._said.add(line)
            self.chat.panel.add_line(line)  # read before
        return True

    def _seat_path(self) -> Path | None:
        autosave = self.controller.autosave_path
        return seat_file(Path(autosave)) if autosave else None

    def _chat_path(self) -> Path | None:
        autosave = self.controller.autosave_path
        return chat_file(Path(autosave)) if autosave else None

    def _keep_seat(self, table: NetworkTable, address: str, name: str) -> None:
        seated, path = table.seated, self._seat_path()
        if seated is None or path is None:
            return
        try:
            keep_seat(path, KeptSeat(address, seated.table, seated.token, name, self._listen))
        except OSError:
            pass  # the game goes on; only taking the seat back after a crash is lost

    def _forget_seat(self) -> None:
        forget_seat(self._seat_path())
        self._said.forget()

    def _game_over(self) -> None:
        """The network game ended (or was taken back ended): the seat is forgotten; the game is kept like a
        local one (finished games, Open recent) once the server's record is in, so with every rack known."""
        if self.table is not None and self.controller.table is self.table:
            self._forget_seat()
            if self.table.every_rack_known and self.table.game_id not in self._kept:
                self._kept.add(self.table.game_id)  # a reconnect tells the end again: kept once
                self.window.documents.keep_finished()

    def _agree_to_listen(self) -> bool:
        box = message_box(self.window, QMessageBox.Icon.Question, self.tr("Listen on the network?"),
                          self.tr("Friends on other computers can join only if this program listens on the network: "
                                  "anyone who can reach this computer can then ask to sit at the table, and only "
                                  "those with its code can. While seats are free, the computers on your local "
                                  "network are shown the table with its code, so that friends nearby can choose it. "
                                  "Listen on the network?"))
        listen = box.addButton(self.tr("Listen on the network"), QMessageBox.ButtonRole.AcceptRole)
        cancel = box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(cancel)
        box.exec()
        return box.clickedButton() is listen

    def _sit(self, url: str, address: str, name: str, request, otherwise=None, listen: str = "",
             joining: str | None = None) -> None:
        from ..dialogs.lobby import LobbyDialog

        self._leave_now()  # a table agreed to leave for this one
        self._sitting, self._listen, self._joining = (address, name, otherwise), listen, joining
        self._said.forget(lines=True)  # another table's
        table = self.table = NetworkTable(url, self)
        table.shown.connect(lambda game, seats, game_id, turned: table is self.table and
                             self.controller.play_at(table, game, seats, game_id, turned))
        table.moved.connect(lambda mark, game: self.controller.moved(table, mark, game))
        table.playersChanged.connect(lambda seats: self.controller.players_changed(table, seats))
        table.playing.connect(self._on_playing)
        table.chatArrived.connect(self.chat.add_line)
        table.chatArrived.connect(self._said.add)  # kept for the chat area of the seat taken back after a restart
        table.refused.connect(lambda why: show_fitted(self.window.statusBar(), why, 8000))
        table.connectionChanged.connect(lambda _connected: self._show_connection())
        table.seatsChanged.connect(self._show_connection)
        self.rematch.follow(table)
        self.lobby = LobbyDialog(table, address, self.window)
        self.lobby.rejected.connect(lambda: self._leave_lobby(table))
        self.lobby.open()
        request(table, lambda reason: self._seated(table, reason))

    def _seated(self, table: NetworkTable, reason: str | None) -> None:
        if table is not self.table:
            return
        address, name, otherwise = self._sitting
        if reason is None:
            self._keep_seat(table, address, name)
            return
        if self._joining is not None and not table.connected:  # only the address was wrong: the code is kept
            self.window.settings.network_dialog = self.window.settings.network_dialog | {"code": self._joining}
        if self._joining is not None and reason == server_refusal(SEAT_TAKEN, ""):
            self._offer_to_watch(table.url, address, name, self._joining)
            return
        if otherwise is not None and table.connected:
            self._forget_seat()  # the server answered: that table or that seat is no more
        self._drop()
        tell(self.window, QMessageBox.Icon.Warning, self.tr("No seat at the table"), reason)
        if otherwise is not None:
            otherwise()

    def _offer_to_watch(self, url: str, address: str, name: str, code: str) -> None:
        """Every seat of the table is taken: watch it instead (if its host lets others watch)?"""
        self._drop()
        box = message_box(self.window, QMessageBox.Icon.Question, self.tr("No seat at the table"),
                          self.tr("Every seat for a person at that table is taken. Watch the game instead? You "
                                  "see the board and the scores, never a rack."))
        watch = box.addButton(self.tr("Watch the game"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(watch)
        box.exec()
        if box.clickedButton() is watch:
            self._sit(url, address, name, lambda table, then: table.watch(code, then))

    def _leave_lobby(self, table: NetworkTable) -> None:
        if table is self.table and not table.in_game:
            self._forget_seat()
            table.leave(lambda _reason: self._drop() if table is self.table else None)

    def _on_playing(self) -> None:
        self.window.documents.belong_to_table()  # never the local file the table had before (Save would write it)
        if self.controller.game is not None and self.controller.game.is_over:
            self._forget_seat()  # taken back after it ended
        elif self._sitting is not None:
            self._keep_seat(self.table, *self._sitting[:2])  # a rematch's game: kept again until it ends
        self.chat.begin()
        self.leave_action.setVisible(True)
        self.timer.start()
        self._show_connection()

    # ----------------------------------------------------------------- at the table

    def _show_connection(self) -> None:
        table = self.table
        news = table.news if table is not None else None
        shown = news is not None and not table.left
        waiting = table.waiting_for if shown else None
        self.window.scene.set_away({} if waiting is None else {waiting: away_note(table.away_for(waiting))})
        self.indicator.setVisible(shown)
        self.hand_over_button.setVisible(waiting is not None and not news.read_only and table.may_hand_over(waiting))
        if shown:
            text, tip = table.indicator()
            self.indicator.setText(text)
            self.indicator.setToolTip(tip)

    def _hand_over(self) -> None:
        news = self.table.news if self.table is not None else None
        if news is not None and news.waiting_for is not None:
            self.table.hand_over(news.waiting_for)

    # ----------------------------------------------------------------- leaving

    def may_leave(self, closing: bool = False) -> bool:
        """Whether the network game may leave the window's table: yes once it is over or left, else the player is
        asked. Agreed, the table is left once another game takes the window's table, so that a choice cancelled
        after (a file dialog, the new-game dialog) leaves the table as it was; when the window is ``closing``, at
        once. Leaving gives the seat to a computer for good, unless the server does not answer (the seat is kept
        to take back) or the window closes and the player chooses to come back later (at a table on another
        computer: the seat is kept and offered at the next start)."""
        table = self.table
        answer = True
        if table is not None and table.in_game:
            self._may_come_back = closing and self.server is None and read_seat(self._seat_path()) is not None
            answer = self._agree_to_leave()
            if not answer:
                return False
        self._leaving = answer
        if closing:
            self._leave_now()
        return True

    def _left_for_another(self) -> None:
        """Another game took the window's table: leave the network table, if the player agreed."""
        if self.table is not None and self.controller.table is not self.table and self._leaving is not None:
            self._leave_now()

    def _leave_now(self) -> None:
        """Leave the table as the player agreed (a seat given to a computer for good only when the server can be
        told), or just close the connection."""
        table, answer, self._leaving = self.table, self._leaving, None
        if table is not None and table.in_game and answer is True and table.connected:
            self._forget_seat()
            table.leave(lambda _reason: None)  # the connection closes at once: no answer is awaited
        self._drop()

    def ask_to_leave(self) -> None:
        """Game ▸ Leave the network table…: left during a game (asked first), a game here takes the table, which
        would otherwise show the table's game standing still; while the server does not answer, the seat is kept."""
        table = self.table
        playing, answering = table is not None and table.in_game, table is not None and table.connected
        if self.may_leave() and playing:
            self.window.start_default_game()
            self.window.statusBar().showMessage(left_the_table() if answering else seat_kept_for_later(), 8000)
        elif self._leaving is not None:
            self._leave_now()

    def leave_finished(self) -> None:
        """Leave the table whose game is over for good (the game-over dialog's Leave the table): the others'
        rematch does not wait for this seat."""
        if self.table is not None and not self.table.left:
            self.table.leave(lambda _reason: None)  # the connection closes at once: no answer is awaited
        self._drop()

    def _agree_to_leave(self) -> bool | str:
        """True to leave for good, COME_BACK to close and keep the seat (offered only when it may be), else False."""
        hosting = self.server is not None
        if not self.table.connected and not hosting:  # the server cannot be told: the seat is kept
            text = self.tr("The table's server is not answering, so it cannot be told that you leave. If you leave, "
                           "your seat is kept: the next time this program starts it offers to take it back, once "
                           "the host has opened the game again.")
            self._may_come_back = False
        else:
            text = self.tr("The game at the network table is not over. If you leave, the computer plays your seat "
                           "to the end, and you cannot come back.")
        if hosting:
            text += "\n\n" + self.tr("The table is hosted here: when this program ends, the others lose it too.")
        if self._may_come_back:
            text += "\n\n" + self.tr("Or come back later: your seat is kept, and the next time this program "
                                      "starts it offers to take it back. Meanwhile the others may let the "
                                      "computer play it.")
        box = message_box(self.window, QMessageBox.Icon.Question, self.tr("Leave the network game?"), text)
        leave = box.addButton(self.tr("Leave the table"), QMessageBox.ButtonRole.DestructiveRole)
        later = (box.addButton(self.tr("Come back later"), QMessageBox.ButtonRole.AcceptRole)
                 if self._may_come_back else None)
        cancel = box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(cancel)
        box.setEscapeButton(cancel)
        box.exec()
        clicked = box.clickedButton()
        return COME_BACK if later is not None and clicked is later else clicked is leave

    def close(self) -> None:
        """The window closes: the connection and the server started here end with it (the chat kept first)."""
        self._said.keep()
        self._drop()
        self._stop_server()

    def _drop(self) -> None:
        """Forget the table this program sat at (its connection closed)."""
        table, self.table = self.table, None
        self.timer.stop()
        self.chat.end()
        self.leave_action.setVisible(False)
        self._show_connection()
        if self.lobby is not None:
            self.lobby.rejected.disconnect()
            self.lobby.close()
            self.lobby = None
        if table is not None:
            table.close()

    def _stop_server(self) -> None:
        if self.server is not None:
            self.server.stop()
            self.server = None
