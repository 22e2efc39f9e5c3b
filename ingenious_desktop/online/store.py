"""Where the server keeps its tables: one record file per table, written whole and atomically when more than
events changed, the events since then appended to a journal beside it, with the seat tokens in a file of
their own (docs/network-protocol.md, "Storage").

    DATA/tables/CODE.ingenious    the game in the record format, with the table's seats under "online"
    DATA/tables/CODE.events       the events since that record was written, one JSON line each
    DATA/tokens/CODE.json         the seats' secret tokens (readable by the server's user only)
    DATA/finished/CODE.ingenious  a finished table's record, for the replay viewer; its tokens are gone
    DATA/finished/CODE-N.ingenious  the record of the table's Nth game (a rematch, online.rematch)
"""

from __future__ import annotations

import json
from pathlib import Path

from ingenious_desktop.engine import (LEVELS, MAX_RECORD_BYTES, Place, RecordError, Swap, parse_record,
                                     read_regular_file, record_of, write_atomically)

from .coach_agreement import CoachAgreement
from .protocol import BY_COMPUTER, CODE_ALPHABET, CODE_LENGTH, MAX_NAME, SEAT_KINDS, ProtocolError, check_token
from .table import SeatState, Table
from .text_rule import keeps_rule

ONLINE_KEY = "online"
#: The "online" object's list of the events a computer made for a person's seat (their indices in "events").
COMPUTER_MOVES = "computer_moves"
TOKENS_FORMAT = "ingenious-online-tokens"
MAX_TOKENS_BYTES = 4096
JOURNAL_SUFFIX = ".events"
NOT_COMPUTER_MOVES = f'"{COMPUTER_MOVES}" must list placements and swaps of a person\'s seat'
#: The most games one table has played (its first and every rematch): a larger "game" is not ours.
MAX_GAMES = 100_000


class StoreError(ValueError):
    """A stored table that cannot be used: the server says so in one line and leaves the file as it is."""


class Store:
    """The tables under one data folder."""

    def __init__(self, folder: Path):
        self.folder = Path(folder)
        self.tables_dir = self.folder / "tables"
        self.tokens_dir = self.folder / "tokens"
        self.finished_dir = self.folder / "finished"
        for folder in (self.tables_dir, self.tokens_dir, self.finished_dir):
            folder.mkdir(parents=True, exist_ok=True)
        self.tokens_dir.chmod(0o700)
        #: each unfinished table's record as last written but its events, and how many events its files hold
        self._stored: dict[str, tuple[str, int]] = {}

    def save(self, table: Table, tokens_changed: bool = False) -> None:
        """Write ``table`` (and its tokens, when they changed); a finished table then moves to ``finished/``."""
        self.write(self.files(table, tokens_changed))
        if table.game.is_over:
            self.write(self.finishing_files(table))

    def files(self, table: Table, tokens_changed: bool = False) -> list[tuple[Path, str | None, bool]]:
        """What :meth:`save` writes, as it stands now: (path, text, append): the text replaces the file whole,
        or with ``append`` goes at its end; (path, None, False) removes the file.

        When only events changed since the record was written, they are appended to the journal: replacing
        a file makes ext4 flush the new one first (4 ms a write), an append takes microseconds. The events
        that end a game are stored so too: its record moves to ``finished/`` afterwards (:meth:`finishing_files`)."""
        extra = _online_extra(table)
        extra.pop(COMPUTER_MOVES, None)  # a computer's moves for a person are journalled with them
        head = json.dumps([table.game.seed, [seat.to_json() for seat in table.record_seats()], extra])
        stored = self._stored.get(table.code)
        log = table.game.log
        if not tokens_changed and stored is not None and stored[0] == head:
            self._stored[table.code] = (head, len(log))
            lines = "".join(json.dumps({"n": n, "event": event.to_json(),
                                        **({"by": BY_COMPUTER} if n in table.computer_moves else {})},
                                       separators=(",", ":")) + "\n"
                            for n, event in enumerate(log[stored[1]:], stored[1]))
            return [(self._journal(table.code), lines, True)] if lines else []
        return self._whole(table, tokens_changed, head)

    def _whole(self, table: Table, tokens_changed: bool, head: str) -> list[tuple[Path, str | None, bool]]:
        """The record written whole (compact JSON: indented, it took most of the server's time), then the
        journal it holds removed."""
        files: list[tuple[Path, str | None, bool]] = []
        if tokens_changed:
            tokens = [seat.token for seat in table.seats]
            files.append((self.tokens_dir / f"{table.code}.json",
                          json.dumps({"format": TOKENS_FORMAT, "version": 1, "tokens": tokens}) + "\n", False))
        files.append((self.tables_dir / f"{table.code}.ingenious", self._record_text(table), False))
        self._stored[table.code] = (head, len(table.game.log))
        return files + [(self._journal(table.code), None, False)]

    def finishing_files(self, table: Table) -> list[tuple[Path, str | None, bool]]:
        """A finished table's record written whole to ``finished/``, then its files under ``tables/``, its
        journal and its tokens removed (a kill between the two leaves it in ``tables/``: :meth:`load_all`
        moves it then)."""
        self._stored.pop(table.code, None)
        name = table.code if table.number == 1 else f"{table.code}-{table.number}"  # a rematch's own record
        return [(self.finished_dir / f"{name}.ingenious", self._record_text(table), False),
                (self.tables_dir / f"{table.code}.ingenious", None, False),
                (self.tokens_dir / f"{table.code}.json", None, False), (self._journal(table.code), None, False)]

    @staticmethod
    def _record_text(table: Table) -> str:
        """The table's game in the record format, its seats under "online" (compact JSON)."""
        record = record_of(table.game, table.record_seats(), {ONLINE_KEY: _online_extra(table)})
        return json.dumps(record, separators=(",", ":")) + "\n"

    def write(self, files: list[tuple[Path, str | None, bool]]) -> None:
        """Write what :meth:`files` said; should that fail, every table's next save writes it whole."""
        try:
            for path, text, append in files:
                if text is None:
                    path.unlink(missing_ok=True)
                elif append:
                    with open(path, "a", encoding="utf-8") as journal:
                        journal.write(text)
                else:
                    write_atomically(path, text, private=path.parent == self.tokens_dir)
        except BaseException:
            self._stored.clear()
            raise

    def forget(self, code: str) -> None:
        """Remove an unfinished table's files (it expired or was closed); one that cannot be removed stays."""
        self._stored.pop(code, None)
        for path in (self.tables_dir / f"{code}.ingenious", self._journal(code), self.tokens_dir / f"{code}.json"):
            try:
                path.unlink(missing_ok=True)
            except OSError:
                pass

    def _journal(self, code: str) -> Path:
        return self.tables_dir / f"{code}{JOURNAL_SUFFIX}"

    def known(self, code: str) -> bool:
        """Whether a table with ``code`` was ever stored (a code is never given twice)."""
        return any((folder / f"{code}.ingenious").exists() for folder in (self.tables_dir, self.finished_dir))

    def load_all(self, complain) -> list[Table]:
        """Every unfinished table stored; ``complain(line)`` for each file that cannot be used (left untouched).
        A table whose journal ends its game (the server stopped before its record moved) moves to ``finished/``."""
        tables = []
        for path in sorted(self.tables_dir.glob("*.ingenious")):
            try:
                table = self.load(path)
            except (RecordError, StoreError, ProtocolError) as error:
                complain(f"stored table {path.name}: not loaded ({error})")
            except RecursionError:  # its record, a journal line or its tokens nested thousands of levels deep
                complain(f"stored table {path.name}: not loaded (nested too deeply to be a stored table)")
            else:
                if not table.game.is_over:
                    tables.append(table)
                else:
                    self._finish_loaded(table, path, complain)
        return tables

    def _finish_loaded(self, table: Table, path: Path, complain) -> None:
        """Move the record of a finished table found under ``tables/`` to ``finished/``, saying so."""
        try:
            self.write(self.finishing_files(table))
            complain(f"stored table {path.name}: its game was over, its record moved to finished/")
        except OSError as error:
            complain(f"stored table {path.name}: its game is over, but its record cannot move to finished/ "
                     f"({error.strerror or error})")

    def load(self, path: Path) -> Table:
        record = parse_record(self._with_journal(read_regular_file(path, MAX_RECORD_BYTES + 1), path))
        game = record.replay()
        extra = record.extra.get(ONLINE_KEY)
        if not isinstance(extra, dict):
            raise StoreError(f'no "{ONLINE_KEY}" object')
        code = extra.get("code")
        if code != path.stem or len(code) != CODE_LENGTH or any(c not in CODE_ALPHABET for c in code):
            raise StoreError("the table code does not match the file name")
        specs = extra.get("seats")
        if not isinstance(specs, list) or len(specs) != len(record.seats):
            raise StoreError('"seats" must list every seat')
        tokens = self._tokens(code, len(specs))
        seats = [_seat_state(spec, seat.name, token) for spec, seat, token in zip(specs, record.seats, tokens)]
        started, spectators, host = extra.get("started"), extra.get("spectators"), extra.get("host")
        if not isinstance(started, bool) or not isinstance(spectators, bool) or not _seat_number(host, seats):
            raise StoreError('"started", "spectators" and "host" must be true/false and a seat')
        _check_people(seats, started)
        number = extra.get("game", 1)
        if type(number) is not int or not 1 <= number <= MAX_GAMES:
            raise StoreError(f'"game" must be a whole number from 1 to {MAX_GAMES:,}')
        try:
            coach = CoachAgreement.from_json(extra.get("coach"), len(seats))
        except ValueError as error:
            raise StoreError(str(error)) from None
        table = Table(code, game, seats, spectators, started, host, number, coach)
        table.computer_moves = _computer_moves(extra.get(COMPUTER_MOVES, []), game, seats)
        return table

    def _with_journal(self, data: bytes, path: Path) -> bytes:
        """The record ``data`` with the events of its journal added, if it has one. A last line cut short
        (the server killed while appending it) was never told to anyone: it is left out."""
        journal = path.with_suffix(JOURNAL_SUFFIX)
        if not journal.exists():
            return data
        try:
            record = json.loads(data)
        except ValueError:
            return data  # parse_record says what is wrong with it
        events = record.get("events") if isinstance(record, dict) else None
        if not isinstance(events, list):
            return data
        try:
            lines = read_regular_file(journal, MAX_RECORD_BYTES + 1).decode("utf-8").splitlines(keepends=True)
            entries = [json.loads(line) for line in lines if line.endswith("\n")]
        except ValueError as error:
            raise StoreError(f"its journal {journal.name} cannot be read ({error})") from None
        for entry in entries:
            if not isinstance(entry, dict) or type(entry.get("n")) is not int or entry["n"] > len(events):
                raise StoreError(f"its journal {journal.name} skips events")
            if entry["n"] == len(events):  # earlier ones are in the record already
                events.append(entry.get("event"))
                if entry.get("by") == BY_COMPUTER and isinstance(record.get(ONLINE_KEY), dict):
                    online = record[ONLINE_KEY]
                    moves = online.get(COMPUTER_MOVES, [])
                    if not isinstance(moves, list):
                        raise StoreError(NOT_COMPUTER_MOVES)
                    online[COMPUTER_MOVES] = [*moves, entry["n"]]
        return json.dumps(record).encode()

    def _tokens(self, code: str, count: int) -> list[str | None]:
        try:
            data = json.loads(read_regular_file(self.tokens_dir / f"{code}.json", MAX_TOKENS_BYTES))
        except (RecordError, ValueError) as error:
            raise StoreError(f"its tokens cannot be read ({error})") from None
        tokens = data.get("tokens") if isinstance(data, dict) and data.get("format") == TOKENS_FORMAT else None
        if not isinstance(tokens, list) or len(tokens) != count:
            raise StoreError("its tokens file does not list every seat")
        return [None if token is None else check_token(token, "token") for token in tokens]


def _online_extra(table: Table) -> dict:
    seats = [{"kind": s.kind, "level": s.level, "opponent": s.opponent, "left": s.left, "stand_in": s.stand_in}
             for s in table.seats]
    extra = {"code": table.code, "seats": seats, "spectators": table.spectators, "started": table.started,
             "host": table.host}
    if table.number > 1:  # a rematch: the table's first game's record stays as it was
        extra["game"] = table.number
    if table.coach.proposed:  # the agreement before the deal, the decision after it
        extra["coach"] = table.coach.public()
    if table.computer_moves:
        extra[COMPUTER_MOVES] = sorted(table.computer_moves)
    return extra


def _seat_state(spec, name: str, token: str | None) -> SeatState:
    """One seat as stored, checked: a level the engine has (a computer's always), names that keep the text rule
    (a seat nobody took has none), no token for a computer."""
    if not isinstance(spec, dict) or not isinstance(spec.get("kind"), str) or spec["kind"] not in SEAT_KINDS:
        raise StoreError("a seat has no kind")
    kind, level, opponent = spec["kind"], spec.get("level"), spec.get("opponent")
    left, stand_in = spec.get("left"), spec.get("stand_in")
    if not all(isinstance(v, bool) for v in (left, stand_in)):
        raise StoreError("a seat's left or stand_in is not true or false")
    if not (level is None and kind != "computer" or isinstance(level, str) and level in LEVELS):
        raise StoreError(f"a seat's level is not one of {', '.join(LEVELS)}")
    if opponent is not None and not keeps_rule(opponent, MAX_NAME):
        raise StoreError("a seat's opponent is not a name (off the text rule)")
    if kind == "computer" and token is not None:
        raise StoreError("a computer's seat holds a token")
    if not (keeps_rule(name, MAX_NAME) if kind == "computer" or token is not None else name == ""):
        raise StoreError("a seat's name is not a name (off the text rule), or a seat nobody took has one")
    return SeatState(kind, level, opponent, name, token, left, stand_in)


def _computer_moves(value, game, seats: list[SeatState]) -> set[int]:
    """The stored indices of a computer's moves for a person, checked: placements or swaps of a person's seat."""
    log = game.log
    if not isinstance(value, list) or not all(
            type(n) is int and 0 <= n < len(log) and isinstance(log[n], (Place, Swap))
            and seats[log[n].player].kind != "computer" for n in value):
        raise StoreError(NOT_COMPUTER_MOVES)
    return set(value)


def _seat_number(value, seats: list[SeatState]) -> bool:
    """Whether ``value`` is the number of one of ``seats`` (a whole number, not true or 1.0)."""
    return type(value) is int and 0 <= value < len(seats)


def _check_people(seats: list[SeatState], started: bool) -> None:
    """Every person's token is their own, and once dealt every seat for a person has one (the deal waits for
    the seats for friends, and a seat for anyone nobody took is a computer's from then on)."""
    tokens = [seat.token for seat in seats if seat.token is not None]
    if len(set(tokens)) != len(tokens):
        raise StoreError("two seats hold the same token")
    if started and any(seat.kind != "computer" and seat.token is None for seat in seats):
        raise StoreError("a seat for a person holds no token once dealt")

