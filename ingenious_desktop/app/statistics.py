"""The player's statistics and records, kept as one JSON file beside the autosave.

Every finished game is kept as one entry (:class:`GameResult`), once per game id; the tables
the statistics dialog shows are worked out from the entries: against the computer per opponent
(level, or named opponent) and variant, solo's ten best results, hot-seat per player name, and
apart from them the games at network tables per variant, from the player's seat.
Games where the player undid a turn or asked for hints count like any other and are marked.

The file is written atomically, as the saves are, and read as they are: a regular file only (a
named pipe or a device in its place is refused at once), no larger than :data:`MAX_STATISTICS_BYTES`.
A missing file is an empty start; a file that cannot be read is never overwritten: it is kept aside
under a dated name and the player is told once (the next load finds no file).
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import asdict, dataclass, field
from datetime import datetime, timezone
from pathlib import Path

from ingenious_desktop.engine import NOT_A_REGULAR_FILE, VARIANT_NAMES, Game, RecordError, Seat, read_regular_file

from .describe import STATISTICS_LEFT_ALONE, STATISTICS_SET_ASIDE, STATISTICS_UNSAVED
from .storage import write_atomically

STATISTICS_NAME = "statistics.json"
FORMAT = "ingenious-statistics"
VERSION = 1
TOP_SOLO = 10
#: A game takes about 400 bytes: this is some 20,000 games, far more than anyone plays.
MAX_STATISTICS_BYTES = 8 * 1024 * 1024
WIN, DRAW, LOSS = "win", "draw", "loss"
LEVEL_ORDER = ("easy", "medium", "hard")
#: An entry's key for "played at a network table" in the files written before it was named "network".
OLD_NETWORK_KEY = "online"


@dataclass(frozen=True)
class SeatResult:
    name: str
    holder: int                # the seat's score holder (its team in team play)
    kind: str                  # "human" or "ai"
    level: str | None          # a computer's level
    outcome: str | None        # WIN, DRAW or LOSS of the seat's score holder; None in solo
    lowest: int                # the holder's lowest colour at the end
    opponent: str | None = None  # a computer's named opponent, if it played as one


@dataclass(frozen=True)
class GameResult:
    """One game as the statistics keep it."""

    game_id: str
    ended: str                 # when it ended: ISO 8601, UTC
    variant: str
    seats: tuple[SeatResult, ...]
    solo_result: str | None = None
    undid: bool = False
    hints: int = 0
    resigned: bool = False
    network: bool = False      # played at a network table: counted apart from the games at this screen
    seat: int | None = None    # network: the seat this program played (None: it watched)

    @classmethod
    def of(cls, game: Game, seats: list[Seat], game_id: str, *, undid: bool = False, hints: int = 0,
           resigned_seat: int | None = None, ended: datetime | None = None, network: bool = False,
           seat: int | None = None) -> GameResult:
        """The result of ``game``: finished, or abandoned by ``resigned_seat`` resigning (a loss for that
        seat's holder; the others ranked as the position stands); ``seat``: the player's, in a network game."""
        variant = game.variant
        resigned_holder = None if resigned_seat is None else variant.holder_of(resigned_seat)
        ranking = [[h for h in place if h != resigned_holder] for place in game.ranking()]
        ranking = [place for place in ranking if place]
        results = []
        for index, player in enumerate(seats):
            holder = variant.holder_of(index)
            outcome = None if variant.name == "solo" else _outcome(holder, ranking, resigned_holder)
            results.append(SeatResult(player.name, holder, player.kind, player.level, outcome,
                                      min(game.scores[holder]), player.opponent))
        ended = (ended or datetime.now(timezone.utc)).isoformat(timespec="seconds")
        solo = game.solo_result() if variant.name == "solo" else None
        return cls(game_id, ended, variant.name, tuple(results), solo, undid, hints, resigned_seat is not None, network,
                   seat)

    @property
    def humans(self) -> list[SeatResult]:
        return [seat for seat in self.seats if seat.kind == "human"]

    @property
    def kind(self) -> str | None:
        """"solo", "computer" (one human against the computer), "hot-seat" (humans together), "network" (a seat
        at a network table), or None."""
        if self.network:
            return "network" if self.seat is not None else None
        humans = len(self.humans)
        if self.variant == "solo":
            return "solo" if humans else None
        if humans == 1 and len(self.seats) > 1:
            return "computer"
        return "hot-seat" if humans > 1 else None

    def to_json(self) -> dict:
        data = asdict(self)
        data["seats"] = [asdict(seat) for seat in self.seats]
        return data

    @classmethod
    def from_json(cls, data) -> GameResult:
        """Raises ValueError for anything that is not an entry this program wrote."""
        if not isinstance(data, dict):
            raise ValueError("a game is not an object")
        seats = data.get("seats")
        if not isinstance(seats, list) or not seats:
            raise ValueError("a game without seats")
        result = cls(
            _typed(data, "game_id", str), _typed(data, "ended", str), _typed(data, "variant", str),
            tuple(_seat_from_json(seat) for seat in seats), _typed(data, "solo_result", str, optional=True),
            _typed(data, "undid", bool), _typed(data, "hints", int), _typed(data, "resigned", bool),
            _typed(data, _network_key(data), bool, optional=True) is True, _typed(data, "seat", int, optional=True),
        )
        if result.variant not in VARIANT_NAMES:
            raise ValueError(f"unknown variant {result.variant!r}")
        if result.seat is not None and result.seat not in range(len(result.seats)):
            raise ValueError("the player's seat is not one of the game's")
        datetime.fromisoformat(result.ended)
        return result


def _network_key(data: dict) -> str:
    """The key of the network flag in an entry: "network", or "online" in the files written before network play
    had one name (read back as it is; the next save writes "network")."""
    return OLD_NETWORK_KEY if "network" not in data and OLD_NETWORK_KEY in data else "network"


def _outcome(holder: int, ranking: list[list[int]], resigned_holder: int | None) -> str:
    if holder == resigned_holder or holder not in ranking[0]:
        return LOSS
    return WIN if len(ranking[0]) == 1 else DRAW


def _seat_from_json(data) -> SeatResult:
    if not isinstance(data, dict):
        raise ValueError("a seat is not an object")
    seat = SeatResult(_typed(data, "name", str), _typed(data, "holder", int), _typed(data, "kind", str),
                      _typed(data, "level", str, optional=True), _typed(data, "outcome", str, optional=True),
                      _typed(data, "lowest", int), _typed(data, "opponent", str, optional=True))
    if seat.kind not in ("human", "ai") or seat.outcome not in (WIN, DRAW, LOSS, None) \
            or seat.level not in (None, *LEVEL_ORDER):
        raise ValueError("a seat of an unknown kind, level or outcome")
    return seat


def _typed(data: dict, key: str, kind: type, optional: bool = False):
    value = data.get(key)
    if (value is None and optional) or (isinstance(value, kind) and (kind is bool or not isinstance(value, bool))):
        return value
    raise ValueError(f"{key!r} is not a {kind.__name__}")


# ----------------------------------------------------------------- the tables


@dataclass
class Tally:
    """One row of a table: the games against the same computers in one variant, or of one hot-seat player."""

    label: str = ""            # the hot-seat player
    variant: str = ""
    players: int = 0           # of the variant, which the statistics dialog names with it
    #: The computers played against: (level, named opponent or None) each, as :func:`opponents_of` lists them.
    opponents: tuple[tuple[str, str | None], ...] = ()
    games: int = 0
    wins: int = 0
    draws: int = 0
    losses: int = 0
    streak: int = 0            # wins in a row up to the last game
    best_streak: int = 0
    best_lowest: int = 0
    undid: int = 0             # games in which a turn was undone
    hinted: int = 0            # games in which hints were used
    _lowest_total: int = field(default=0, repr=False)

    @property
    def mean_lowest(self) -> float:
        return self._lowest_total / self.games if self.games else 0.0

    def add(self, seat: SeatResult, game: GameResult) -> None:
        self.games += 1
        self.wins += seat.outcome == WIN
        self.draws += seat.outcome == DRAW
        self.losses += seat.outcome == LOSS
        self.streak = self.streak + 1 if seat.outcome == WIN else 0
        self.best_streak = max(self.best_streak, self.streak)
        self.best_lowest = max(self.best_lowest, seat.lowest)
        self._lowest_total += seat.lowest
        self.undid += game.undid
        self.hinted += game.hints > 0


@dataclass(frozen=True)
class SoloEntry:
    place: int
    result: str                # the solo result, e.g. "121416"
    ended: str
    undid: bool
    hints: int


@dataclass(frozen=True)
class Trouble:
    """What went wrong with the statistics file; :func:`ingenious_desktop.app.describe.statistics_trouble`
    says it to the player."""

    kind: str    # STATISTICS_SET_ASIDE, STATISTICS_LEFT_ALONE, STATISTICS_UNSAVED or STATISTICS_NOT_RESET
    reason: str
    file: str    # the name it was kept under, or the path left alone ("" when it could not be saved)


class Statistics:
    def __init__(self, games: Iterable[GameResult] = (), writable: bool = True):
        self.games: list[GameResult] = list(games)
        #: False when a file that could not be read could not be set aside either: then it is left alone.
        self.writable = writable

    def add(self, result: GameResult) -> bool:
        """Count ``result`` unless its game is counted already; True if it was added."""
        if result.kind is None or any(game.game_id == result.game_id for game in self.games):
            return False
        self.games.append(result)
        return True

    def against_computer(self) -> list[Tally]:
        tallies: dict[tuple, Tally] = {}
        for game in self._games_of("computer"):
            human = game.humans[0]
            opponents = opponents_of(game, human)
            key = (tuple((LEVEL_ORDER.index(level), name or "") for level, name in opponents),
                   VARIANT_NAMES.index(game.variant), len(game.seats))
            tally = Tally(variant=game.variant, players=len(game.seats), opponents=opponents)
            tallies.setdefault(key, tally).add(human, game)
        return [tallies[key] for key in sorted(tallies)]

    def network(self) -> list[Tally]:
        """The games at network tables, one row per variant and number of players, from the player's seat."""
        tallies: dict[tuple[int, int], Tally] = {}
        for game in self._games_of("network"):
            key = (VARIANT_NAMES.index(game.variant), len(game.seats))
            tally = tallies.setdefault(key, Tally(variant=game.variant, players=len(game.seats)))
            tally.add(game.seats[game.seat], game)
        return [tallies[key] for key in sorted(tallies)]

    def hot_seat(self) -> list[Tally]:
        tallies: dict[str, Tally] = {}
        for game in self._games_of("hot-seat"):
            for seat in game.humans:
                tallies.setdefault(seat.name, Tally(seat.name)).add(seat, game)
        return [tallies[name] for name in sorted(tallies, key=str.casefold)]

    def solo_top(self) -> list[SoloEntry]:
        """The best solo results, best first; of equal results the earlier keeps the higher place."""
        solo = sorted(self._games_of("solo"), key=lambda g: g.ended)
        best = sorted(solo, key=lambda g: g.solo_result, reverse=True)[:TOP_SOLO]  # stable: earlier first
        return [SoloEntry(place, g.solo_result, g.ended, g.undid, g.hints) for place, g in enumerate(best, 1)]

    def best_solo_before(self, game_id: str) -> str | None:
        """The best solo result of the games other than ``game_id`` (the one just played), if any."""
        results = [game.solo_result for game in self._games_of("solo") if game.game_id != game_id]
        return max(results, default=None)

    def _games_of(self, kind: str) -> list[GameResult]:
        return [game for game in self.games if game.kind == kind]

    def to_json(self) -> dict:
        return {"format": FORMAT, "version": VERSION, "games": [game.to_json() for game in self.games]}

    @classmethod
    def from_json(cls, data) -> Statistics:
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise ValueError("not a statistics file")
        if data.get("version") != VERSION:
            raise ValueError(f"version {data.get('version')!r} is not one this program reads")
        games = data.get("games")
        if not isinstance(games, list):
            raise ValueError("no list of games")
        return cls(GameResult.from_json(game) for game in games)


def opponents_of(game: GameResult, human: SeatResult) -> tuple[tuple[str, str | None], ...]:
    """The computers on the other side(s), each once, easiest first: (level, named opponent or None),
    e.g. (("hard", None), ("hard", "Nova"))."""
    found = {(seat.level or "medium", seat.opponent) for seat in game.seats
             if seat.kind == "ai" and seat.holder != human.holder}
    return tuple(sorted(found, key=lambda opponent: (LEVEL_ORDER.index(opponent[0]), opponent[1] or "")))


# ----------------------------------------------------------------- the file


def load_statistics(path: Path) -> tuple[Statistics, Trouble | None]:
    """The statistics in ``path`` (none if there is no file), and the trouble to tell the player if the
    file could not be read (it is then kept aside, renamed with the date, and never overwritten)."""
    path = Path(path)
    if not (path.exists() or path.is_symlink()):
        return Statistics(), None
    try:
        data = read_regular_file(path, MAX_STATISTICS_BYTES + 1)
        if len(data) > MAX_STATISTICS_BYTES:
            raise ValueError(f"it is larger than {MAX_STATISTICS_BYTES // (1024 * 1024)} MB")
        return Statistics.from_json(json.loads(data.decode("utf-8"))), None
    except RecordError as error:
        reason = unreadable_file_reason(error)
    except UnicodeDecodeError:
        reason = "it is not UTF-8 text"
    except (json.JSONDecodeError, RecursionError):
        reason = "it is not valid JSON"
    except ValueError as error:
        reason = str(error)
    try:
        kept = _set_aside(path)
    except OSError:
        return Statistics(writable=False), Trouble(STATISTICS_LEFT_ALONE, reason, str(path))
    return Statistics(), Trouble(STATISTICS_SET_ASIDE, reason, kept.name)


def unreadable_file_reason(error: RecordError) -> str:
    """Why read_regular_file refused a file, said of a file that is not a saved game."""
    if error.problem == NOT_A_REGULAR_FILE:
        return f"it is a {error.details['kind']}, not a regular file"
    return error.details["why"]


def _set_aside(path: Path) -> Path:
    day = datetime.now().strftime("%Y-%m-%d")
    for number in range(1, 1000):
        suffix = "" if number == 1 else f"-{number}"
        kept = path.with_name(f"{path.stem}.broken-{day}{suffix}{path.suffix}")
        if not kept.exists():
            path.rename(kept)
            return kept
    raise OSError(f"too many broken statistics files beside {path}")


def save_statistics(path: Path, statistics: Statistics) -> None:
    write_atomically(path, json.dumps(statistics.to_json(), indent=1, ensure_ascii=False) + "\n")


def record_game(path: Path, result: GameResult) -> Trouble | None:
    """Count ``result`` in the statistics file (once per game); what went wrong, if something did."""
    statistics, notice = load_statistics(path)
    if statistics.add(result) and statistics.writable:
        try:
            save_statistics(path, statistics)
        except OSError as error:
            return Trouble(STATISTICS_UNSAVED, str(error), "")
    return notice


def reset_statistics(path: Path) -> None:
    """Forget every game (the player confirmed it)."""
    save_statistics(path, Statistics())
