"""The compiled core of the computer players: the rules, the value model and the hard search in C++.

The Python engine stays the game's one source of truth; the core mirrors it (engine/board.py,
game.py, variants.py) and the parts of ``ai`` that run millions of times (scoring, features,
the value model, the greedy reply, the play-outs), checked against them by tests/ai/test_native_*.py.
Python crosses into the core once per decision or batch. The core never crashes the process:
anything it cannot do raises ValueError with a clear message. It imports only the engine: model
weights and search constants come in as plain numbers.

    >>> from ingenious_desktop.engine import Game
    >>> game = Game.new("standard", players=2, seed=1)
    >>> game.deal()
    >>> position = Position.from_game(game)
    >>> position.scored_placements() == game.scored_placements()
    True
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Callable, NamedTuple, Sequence

from ingenious_desktop.engine import Draw, Event, Game, Hex, Phase, Place, Placement, PlayerView, Swap, Variant

from . import _core

#: The largest weight, in size, a model may hold; the core refuses a model with a larger one.
MAX_WEIGHT: float = _core.MAX_WEIGHT


class PlaceOutcome(NamedTuple):
    """What a placement did: each half's points (before the cap), the thresholds reached as
    (holder, colour, mark), whether it was a bonus placement, and whether it ended the game."""

    points: tuple[int, int]
    reached: tuple[tuple[int, int, int], ...]
    bonus: bool
    game_over: bool


@lru_cache(maxsize=None)
def _core_variant(variant: Variant):
    return _core.make_variant(variant.name, variant.players, variant.radius, variant.doubles, variant.mixed,
                              variant.rack_size, variant.cap, list(variant.bonus_at), variant.clamp_at,
                              variant.teams, variant.swap_allowed, variant.no_isolated_cells)


def _placement(item) -> Placement:
    tile, a, b = item[:3]
    return Placement(tile, (Hex(*a), Hex(*b)))


def _tiles(tiles) -> list[str] | None:
    return None if tiles is None else list(tiles)


def _cells(placement: Placement):
    return placement.tile, tuple(placement.cells[0]), tuple(placement.cells[1])


def _answer(name: str, doc: str) -> property:
    """A read-only property that is the core position's own answer ``name``."""
    return property(lambda self: getattr(self._core, name), doc=doc)


class Position:
    """A position in the core: a whole game (:meth:`from_game`) or what one seat knows of it
    (:meth:`from_view`: its own rack, the unseen tiles as one pool, the others' rack sizes)."""

    def __init__(self, core, variant: Variant):
        self._core = core
        self.variant = variant

    @classmethod
    def from_game(cls, game: Game) -> Position:
        """The whole game, every rack and the bag known (its event log and own random draws left out)."""
        variant = game.variant
        core = _core.Position.make(
            _core_variant(variant), list(game.board.colour), list(game.bag), [list(r) for r in game.racks],
            [list(s) for s in game.scores], list(game.placements_made), game.phase.value, game.to_move,
            game.bonus_owed, game.instant_winner, _tiles(game.set_aside), game.seats_dealt, None, [], [], 0)
        return cls(core, variant)

    @classmethod
    def from_view(cls, view: PlayerView) -> Position:
        """What ``view.seat`` knows: the searches sample the unseen tiles into the other racks and the bag."""
        variant = view.variant
        racks = [list(view.rack) if seat == view.seat else [] for seat in range(variant.players)]
        core = _core.Position.make(
            _core_variant(variant), list(view.board.colour), [], racks, [list(s) for s in view.scores],
            list(view.placements_made), view.phase.value, view.to_move, view.bonus_owed, view.instant_winner,
            _tiles(view.set_aside), view.seats_dealt, view.seat, list(view.unseen), list(view.rack_sizes),
            view.bag_size)
        return cls(core, variant)

    @classmethod
    def dealt(cls, view: PlayerView, racks: Sequence[Sequence[str]], bag: Sequence[str]) -> Position:
        """A whole game as ``view.seat`` might be in: its own rack, the other seats' ``racks`` and the
        ``bag`` dealt by a search from the tiles the seat has not seen (``racks[view.seat]`` is ignored)."""
        variant = view.variant
        hands = [list(view.rack) if seat == view.seat else list(racks[seat]) for seat in range(variant.players)]
        core = _core.Position.make(
            _core_variant(variant), list(view.board.colour), list(bag), hands, [list(s) for s in view.scores],
            list(view.placements_made), view.phase.value, view.to_move, view.bonus_owed, view.instant_winner,
            _tiles(view.set_aside), view.seats_dealt, None, [], [], 0)
        return cls(core, variant)

    @classmethod
    def new_game(cls, variant: Variant) -> Position:
        """A game before the deal."""
        return cls(_core.Position.fresh(_core_variant(variant)), variant)

    def copy(self) -> Position:
        return Position(self._core.copy(), self.variant)

    # ----------------------------------------------------------------- questions

    seat = _answer("seat", "The seat whose view this is; None for a whole game.")
    to_move = _answer("to_move", "The seat to move.")
    bonus_owed = _answer("bonus_owed", "Bonus placements the player to move still owes.")
    instant_winner = _answer("instant_winner", "The holder with every colour at the cap, if any.")
    scores = _answer("scores", "Each holder's six scores, red first.")
    placements_made = _answer("placements_made", "Each seat's placements so far.")
    colours = _answer("colours", "Each cell's colour (-1 empty), in the engine's cell order (Board.colour).")
    bag = _answer("bag", "The bag's tiles, sorted (a whole game only).")

    @property
    def phase(self) -> Phase:
        return Phase(self._core.phase)

    @property
    def is_over(self) -> bool:
        return self._core.phase == "over"

    def rack(self, seat: int) -> list[str]:
        """``seat``'s tiles, sorted (a view knows only its own)."""
        return self._core.rack(seat)

    def can_swap(self) -> bool:
        """May the player to move swap now (a view: only when it is the seat's turn)?"""
        return self._core.can_swap()

    def ranking(self) -> list[list[int]]:
        """Score holders best first, equal sorted scores sharing a place (Game.ranking)."""
        return self._core.ranking()

    def scored_placements(self) -> list[tuple[Placement, tuple[int, int]]]:
        """Game.scored_placements(): the same placements with their points, in the same order."""
        return [(_placement(item), (item[3], item[4])) for item in self._core.scored_placements()]

    def summaries(self, canonical: bool = True) -> tuple[bytes, int, list[int]]:
        """The per-colour summaries (ai/training/summary.py) of what each legal placement leaves, as
        float32 rows: one per placement, then one with the swap chosen for each placement listed last."""
        return self._core.summaries(canonical)

    def placement_at(self, index: int) -> Placement:
        """The placement at ``index`` of :meth:`scored_placements`, without building the others."""
        return _placement(self._core.placement_at(index))

    # ----------------------------------------------------------------- events (a whole game)

    def apply(self, event: Event) -> PlaceOutcome | None:
        """Apply an engine event as Game.apply does; ValueError naming the rule it breaks."""
        if isinstance(event, Place):
            first, second, reached, bonus, over = self._core.apply_place(
                event.player, event.tile, tuple(event.at[0]), tuple(event.at[1]))
            return PlaceOutcome((first, second), tuple(reached), bonus, over)
        if isinstance(event, Draw):
            self._core.apply_draw(event.player, list(event.tiles))
        elif isinstance(event, Swap):
            self._core.apply_swap(event.player)
        else:
            raise ValueError(f"unknown event {event!r}")
        return None

    # ----------------------------------------------------------------- judging

    def features(self) -> list[list[float]]:
        """features.holder_features of the position as its viewer sees it (a view's seat, else the player to move)."""
        return self._core.features()

    def chances(self, model: Model) -> tuple[float, ...]:
        """ValueModel.win_chances: each holder's chance to win (the result once over)."""
        return tuple(self._core.chances(model._core))

    def expected_lowest(self, model: Model) -> tuple[float, ...]:
        """ValueModel.expected_lowest (solo): the expected final lowest, second and third colour."""
        return tuple(self._core.expected_lowest(model._core))

    def rank_by_model(self, model: Model, after_picks: int) -> list[tuple[float, Placement]]:
        """learned.ranked_by_model for the viewer, who must be to place: (value, placement), best first."""
        return [(value, _placement(item)) for value, item in self._core.rank_by_model(model._core, after_picks)]

    def best_greedy(self, bonus_value: float) -> tuple[float, Placement] | None:
        """moves.best_placement with search.gain_judge: (gain, placement), the first found on a tie; None if none."""
        found = self._core.best_greedy(bonus_value)
        return None if found is None else (found[0], _placement(found[1]))


class Model:
    """A value model (value.ValueModel's numbers): ``kind`` "win" with ``weights`` one list of 32
    and ``hidden`` units (weights, bias, out), or "result" with ``weights`` 3 lists of 33 (a bias
    first). ValueError for a wrong shape or a number that is not finite."""

    def __init__(self, kind: str, variant: str, players: int, weights, hidden: Sequence = ()):
        if kind not in ("win", "result"):
            raise ValueError(f"a model's kind is 'win' or 'result', not {kind!r}")
        try:
            rows = [[float(w) for w in weights]] if kind == "win" else [[float(w) for w in row] for row in weights]
            units = [([float(w) for w in unit_weights], float(bias), float(out)) for unit_weights, bias, out in hidden]
        except (TypeError, ValueError):
            raise ValueError(f"the {variant}-{players} model's weights are not lists of numbers") from None
        self._core = _core.Model(kind, variant, players, rows, units)
        self.kind, self.variant, self.players = kind, variant, players

    @classmethod
    def network(cls, kind: str, variant: str, players: int, sizes: NetworkSizes, payload: bytes) -> Model:
        """The value network (docs/architecture.md): ``payload`` its float32 numbers in the file's
        order. ValueError for sizes that do not fit or a number that is not finite."""
        model = cls.__new__(cls)
        model._core = _core.Model.network(kind, variant, players, sizes.cells, sizes.cap, sizes.holders,
                                          sizes.l1, sizes.l2, sizes.units, bytes(payload))
        model.kind, model.variant, model.players = kind, variant, players
        return model


class LearnedNetwork:
    """The learned players' network (ai/training/learner/mlp.py) in the core: layer i maps
    ``sizes[i]`` inputs to ``sizes[i + 1]``, Swish between layers, one tanh output. The weights
    come as float32 arrays (anything with ``tobytes``, inputs x outputs, row-major); ValueError
    for a size that does not fit or a number beyond MAX_WEIGHT."""

    def __init__(self, sizes: Sequence[int], weights: Sequence, biases: Sequence):
        self._core = _core.Mlp(list(sizes), [w.tobytes() for w in weights], [b.tobytes() for b in biases])

    def values(self, rows: bytes) -> bytes:
        """The value of each float32 row of ``rows`` (whole rows of the network's inputs), as float32 bytes."""
        return self._core.values(rows)


class NetworkSizes(NamedTuple):
    """The shape of a value network: the board's cells, the score cap, the holders, the two hidden
    layers and the tanh units over the hand-made features."""

    cells: int
    cap: int
    holders: int
    l1: int
    l2: int
    units: int


@dataclass(frozen=True)
class PlayStyle:
    """How a model plays a whole game in the core: one placement ahead (re-judging its best
    ``after_picks`` on the board they leave), with chance ``exploration`` one of its best
    ``explore_among`` instead; swapping whenever allowed."""

    after_picks: int = 0
    exploration: float = 0.0
    explore_among: int = 1

    def core(self):
        style = _core.PlayStyle()
        style.after_picks, style.exploration, style.explore_among = self.after_picks, self.exploration, self.explore_among
        return style


@dataclass(frozen=True)
class SearchConfig:
    """Every constant of a search, given by the caller (the names of ai/players/search.py, ai/players/opponents.py, ai/coach.py)."""

    leaf_valuation_weight: float
    halving_at: tuple[int, ...]
    bonus_value: float
    solo_lookahead: int
    solo_open_line_weight: float
    #: The coach's turns of the next seats played before the model reads (coach.LOOKAHEAD).
    lookahead: int = 1
    #: How much below the best a placement more to a named opponent's taste may be worth and still
    #: be preferred (search.Tally.preferred).
    taste_tolerance: float = 0.0
    _core_config: object = field(default=None, init=False, repr=False, compare=False)

    def core(self):
        if self._core_config is None:
            config = _core.SearchConfig()
            for name in ("leaf_valuation_weight", "bonus_value", "solo_lookahead", "solo_open_line_weight",
                         "lookahead", "taste_tolerance"):
                setattr(config, name, getattr(self, name))
            config.halving_at = list(self.halving_at)
            config.validate()
            object.__setattr__(self, "_core_config", config)
        return self._core_config


def _never() -> bool:
    return False


def seed_of(text: str) -> int:
    """A 64-bit seed for the core from a decision's seed text (greedy.decision_seed)."""
    return int.from_bytes(hashlib.blake2b(text.encode(), digest_size=8).digest(), "little")


def search_placements(view: Position, shortlist: Sequence[Placement], model: Model, config: SearchConfig, seed: int,
                      seconds: float | None, max_samples: int | None = None,
                      should_stop: Callable[[], bool] | None = None,
                      tastes: Sequence[float] | None = None) -> tuple[list[float], list[int], list[int]]:
    """search.search_placements in the core: (totals, counts, alive) of the leaf values of each
    shortlisted placement, halving as search.Tally.preferred orders them with each placement's
    taste (none: 0 each); stops at ``seconds``, ``max_samples`` or when ``should_stop()`` (asked
    every few ms) is true."""
    tastes = [0.0] * len(shortlist) if tastes is None else [float(t) for t in tastes]
    return _core.search_placements(view._core, [_cells(p) for p in shortlist], tastes, model._core, config.core(),
                                   seed, seconds, max_samples, should_stop or _never)


def search_swap(view: Position, model: Model, config: SearchConfig, seed: int, seconds: float | None,
                max_samples: int | None = None, should_stop: Callable[[], bool] | None = None) -> tuple[float, int]:
    """search.search_swap in the core: (summed advantage of swapping over keeping, samples)."""
    return _core.search_swap(view._core, model._core, config.core(), seed, seconds, max_samples, should_stop or _never)


def candidate_values(view: Position, candidates: Sequence[Placement | bool], model: Model, config: SearchConfig,
                     seed: int, seconds: float | None, max_samples: int | None = None,
                     should_stop: Callable[[], bool] | None = None) -> tuple[list[float], int]:
    """The coach's raw value of each candidate (a placement, or True/False for swapping at a turn's
    end) averaged over the same samples: after it, the rest of the turn and ``config.lookahead``
    next seats' greedy turns, the model's raw chance (solo: expected result); and the samples taken
    (0: none complete, the values then 0). The first sample is always completed unless stopped."""
    choices = [_cells(c) if isinstance(c, Placement) else c for c in candidates]
    values, taken = _core.candidate_values(view._core, choices, model._core, config.core(), seed, seconds,
                                           max_samples, should_stop or _never)
    return values, taken


def _events(items) -> list[Event]:
    events: list[Event] = []
    for item in items:
        if item[0] == "draw":
            events.append(Draw(item[1], tuple(item[2])))
        elif item[0] == "place":
            events.append(Place(item[1], item[2], (Hex(*item[3]), Hex(*item[4]))))
        else:
            events.append(Swap(item[1]))
    return events


def random_game(variant: Variant, seed: int) -> list[Event]:
    """The events of a whole game of random placements (a swap half the times one is allowed)."""
    return _events(_core.random_game(_core_variant(variant), seed))


def self_play(variant: Variant, model: Model, seed: int, after_picks: int = 0, exploration: float = 0.0,
              explore_among: int = 4) -> list[Event]:
    """The events of a whole game where the model chooses every placement one placement ahead
    (learned.OnePlyPlayer; ``exploration`` of the time one of the best ``explore_among``), swapping whenever allowed."""
    style = PlayStyle(after_picks, exploration, explore_among)
    return _events(_core.self_play(_core_variant(variant), model._core, seed, style.core()))


def training_records(variant: Variant, model: Model, seed: int, games: int, style: PlayStyle,
                     sample_rate: float) -> tuple[bytes, int]:
    """``games`` self-play games of ``model`` from ``seed``, each placement decision kept with chance
    ``sample_rate`` as a packed training record (ai/training/value_net.py): (the records, how many)."""
    return _core.training_records(_core_variant(variant), model._core, seed, games, style.core(), sample_rate)


def duel(variant: Variant, models: Sequence[Model], seed: int, style: PlayStyle = PlayStyle()) -> list[float]:
    """One game from the deal ``seed`` gives, seat i played by ``models[i]``: the holders' shares
    (in solo, the result as a six-digit number)."""
    return _core.duel(_core_variant(variant), [m._core for m in models], seed, style.core())
