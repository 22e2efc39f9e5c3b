"""Named computer opponents: at each level, three players with a style a player notices.

Each is its level's player with one taste added to how it weighs a placement:

- a **blocker** likes placements that close the open lines of its opponents' weakest colour
  (the most points a half of that colour could still score on the board drops);
- a **hunter** likes reaching 18 and the bonus placements it brings, and pushes colours near it;
- a **leveller** likes keeping its six colours close together (they stand nearer their mean).

At the easy level the taste is added to the points it counts; at the medium level it decides
between placements that do as well for its few lowest colours; at the hard level it adds a few
placements to the shortlist and, among the placements the search values at most
:data:`HARD_TASTE_TOLERANCE` below its best, plays the one most to its taste. The medium
leveller is the exception: it is the value model looking one placement ahead, its taste added to
each placement's win chance, and it overlooks its best placement now and then (on medium's greedy,
no weight of the levelling taste was both level and as strong as medium: see
MODEL_LEVELLER_TASTE). How strongly each taste pulls was tuned so that each opponent wins about as
often as its plain level (within 5 points: ``benchmarks/opponent_style.py``,
``benchmarks/value-model.md``, ``benchmarks/value-network.md``) while its style still shows.
The new-game dialog lists :data:`OPPONENTS` (level, name, style, and ``make`` to build one);
what a player reads about each (its one-line description, translated) is in
:mod:`ingenious_desktop.app.opponents`.
"""

from __future__ import annotations

from dataclasses import dataclass

from ingenious_desktop.engine import COLOURS, EMPTY, Placement, PlayerView

from .. import native
from ..model.features import BoardReading
from ..model.lookahead import AFTER_PICKS
from ..model.moves import placements_due
from ..model.scoring import scores_after
from ..model.value import load_core_model
from .greedy import EasyPlayer, MediumPlayer, placement_seed, with_misses
from .search import DEFAULT_SETTINGS, HardPlayer, HardSettings, ModelEvaluation

#: The easy level adds this many points per point of its taste (blocking is worth points: 3 made
#: the easy blocker 18 points stronger than easy).
EASY_TASTE = {"blocker": 0.8, "hunter": 1.0, "leveller": 1.0}
#: How often an easy opponent overlooks its best placement (easy: MISS_RATE). Keeping colours
#: level is most of this game, so even a faint levelling taste made the easy leveller stronger
#: than easy, and hunting made the hunter weaker at any strength that shows: each keeps a taste
#: a player sees, the leveller overlooking its best more often, the hunter less.
EASY_MISS_RATE = {"blocker": EasyPlayer.MISS_RATE, "hunter": 0.1, "leveller": 0.5}
#: The medium level ranks a placement by this many of its lowest colours first, as medium
#: does, then by its taste, then as medium does.
MEDIUM_TASTE_AFTER = {"blocker": 5, "hunter": 2}
#: The medium leveller adds this much win chance per point of its taste to the model's value of a
#: placement, and overlooks its best MODEL_LEVELLER_MISS_RATE of the time (playing one of its next
#: best, as the easy level does). On medium's greedy any penalty on points above its mean made it
#: refuse to take colours to 18, and without one it levelled no more than medium; the model with
#: this taste keeps its colours closer than medium does, and the misses bring it to medium's strength.
MODEL_LEVELLER_TASTE = 0.3 / 18  # 0.3 of a win for a cap's worth of levelling
MODEL_LEVELLER_MISS_RATE = 0.4
#: The hard level adds this much win chance per point of its taste to rank its taste picks for the shortlist.
HARD_SHORTLIST_TASTE = 0.05
#: The hard level searches this many placements more: the best by value and taste together.
TASTE_PICKS = 4
#: ... chosen among the model's best this many (tasting every placement cost Kestrel 0.7 s a move).
TASTE_POOL = 24
#: A hard opponent plays to its taste among placements valued at most this much (win chance) below
#: the search's best. Against the frozen hard at 0.2 s, 100 games each, 0.01 showed no style; at
#: these each scored within 4 points of the hard level and its style showed
#: (benchmarks/value-network.md, "The named opponents").
HARD_TASTE_TOLERANCE = {"blocker": 0.06, "hunter": 0.03, "leveller": 0.03}
#: A hunter counts a bonus placement as this many points.
HUNTER_BONUS = 3.0
#: A hunter counts the points of colours that end this close to the cap.
HUNTER_REACH = 6


def opponents_open_line(board, scores, holder: int) -> int:
    """The most points a half could score on ``board`` in any other holder's lowest colour(s)."""
    reading = BoardReading(board)
    return max((reading.best[c] for c in others_lowest_colours(scores, holder)), default=0)


def others_lowest_colours(scores, holder: int) -> set[int]:
    """The colours in which some holder other than ``holder`` is lowest."""
    watched = set()
    for h, own in enumerate(scores):
        if h != holder:
            low = min(own)
            watched.update(c for c in range(6) if own[c] == low)
    return watched


class WatchedLine:
    """The best open line in the watched colours (the most points a half of one scores on a cell,
    as BoardReading counts them) on a board, and on the board after a placement, read without
    copying the board or going over every cell again.

    Covering two cells changes what a half scores elsewhere only in the tile's colours and only on
    the first empty cell past the covered ones in each direction (the "reached" cells), where it
    can only rise (a run stopped at the covered cell before); every other cell scores as before,
    if it still has an empty neighbour."""

    def __init__(self, board, watched: set[int]):
        self.board, self.watched = board, watched
        #: For each watched colour, (points, cell) of every cell where it scores, best first.
        self.ranked = {c: sorted(((points, cell) for cell in open_cells(board)
                                  if (points := half_points(board, cell, c))), reverse=True) for c in watched}
        self.before = max((ranked[0][0] for ranked in self.ranked.values() if ranked), default=0)
        self._edges: dict = {}

    def after(self, placement: Placement) -> int:
        index = self.board.geo.index
        covered = {index[cell]: COLOURS.index(letter) for letter, cell in zip(placement.tile, placement.cells)}
        reached, kept = self._edge(tuple(sorted(covered)))
        tile = set(covered.values())
        best = 0
        for c in self.watched:
            best = max(best, kept[c])
            if c in tile:
                best = max([best, *(self._points_after(cell, c, covered) for cell in reached)])
        return best

    def _edge(self, covered: tuple[int, int]):
        """(reached cells still open, each watched colour's best points before on the cells still
        open): what covering these two cells does, whatever the tile."""
        known = self._edges.get(covered)
        if known is None:
            board, neighbours = self.board, self.board.geo.neighbours

            def still_open(cell):
                return cell not in covered and board.colour[cell] == EMPTY and \
                    board.empty_neighbours[cell] > sum(nb in covered for nb in neighbours[cell])

            reached = [cell for cell in first_empty_cells_past(board, covered) if still_open(cell)]
            kept = {c: next((p for p, cell in self.ranked[c] if still_open(cell)), 0) for c in self.watched}
            known = self._edges[covered] = (reached, kept)
        return known

    def _points_after(self, cell: int, colour: int, covered: dict[int, int]) -> int:
        """What a half of ``colour`` scores on ``cell`` once the ``covered`` cells hold their colours."""
        board, neighbours = self.board, self.board.geo.neighbours
        points = 0
        for d in range(6):
            line = neighbours[cell][d]
            while line >= 0 and covered.get(line, board.colour[line]) == colour:
                points += 1
                line = neighbours[line][d]
        return points


def open_cells(board):
    """The empty cells a tile can cover (they have an empty neighbour)."""
    return [cell for cell, held in enumerate(board.colour) if held == EMPTY and board.empty_neighbours[cell]]


def half_points(board, cell: int, colour: int) -> int:
    """Points a half of ``colour`` scores on the empty ``cell``, counting every direction."""
    run_colour, run_length = board.run_colour, board.run_length
    return sum(run_length[slot] for slot in range(6 * cell, 6 * cell + 6) if run_colour[slot] == colour)


def first_empty_cells_past(board, covered) -> set[int]:
    """In each direction from each ``covered`` cell, the first empty cell past it and the filled or covered ones beyond."""
    neighbours = board.geo.neighbours
    found = set()
    for start in covered:
        for d in range(6):
            cell = neighbours[start][d]
            while cell >= 0 and (cell in covered or board.colour[cell] != EMPTY):
                cell = neighbours[cell][d]
            if cell >= 0:
                found.add(cell)
    return found


class Style:
    """A taste, in points: how much each placement pleases it (``tastes``)."""

    name = ""

    def tastes(self, view: PlayerView, placements: list[Placement]) -> list[float]:
        points = dict(placements_due(view))
        return [self.taste(view.variant, view.my_scores, placement, points[placement]) for placement in placements]

    def taste(self, variant, scores, placement: Placement, points: tuple[int, int]) -> float:
        raise NotImplementedError


class Blocker(Style):
    name = "blocker"

    def tastes(self, view, placements):
        line = WatchedLine(view.board, others_lowest_colours(view.scores, view.variant.holder_of(view.seat)))
        return [line.before - line.after(p) for p in placements]


class Hunter(Style):
    name = "hunter"

    def taste(self, variant, scores, placement, points):
        after, bonuses = _after(variant, scores, placement, points)
        near = sum(a - b for a, b in zip(after, scores) if a >= variant.cap - HUNTER_REACH)
        return HUNTER_BONUS * bonuses + near


class Leveller(Style):
    name = "leveller"

    def taste(self, variant, scores, placement, points):
        """Points that lift a colour at or below its mean, less points that push one above it."""
        after, _bonuses = _after(variant, scores, placement, points)
        mean = sum(scores) / len(scores)
        return sum((a - b) * (1 if b <= mean else -1) for a, b in zip(after, scores))


def _after(variant, scores, placement: Placement, points: tuple[int, int]):
    """(scores after, bonuses earned) of a placement that scores ``points``."""
    first, second = (COLOURS.index(letter) for letter in placement.tile)
    return scores_after(scores, variant, first, points[0], second, points[1])


def tasted(view: PlayerView, style: Style, ranked) -> list[tuple[object, float, Placement]]:
    """(value, taste, placement) for each (value, placement)."""
    tastes = style.tastes(view, [placement for _value, placement in ranked])
    return [(value, taste, placement) for (value, placement), taste in zip(ranked, tastes)]


class StyledEasy(EasyPlayer):
    def __init__(self, style: Style, seed: int | None = None):
        super().__init__(seed)
        self.style = style
        self.MISS_RATE = EASY_MISS_RATE[style.name]

    def judged(self, view):
        weight = EASY_TASTE[self.style.name]
        return [(value + weight * taste, placement)
                for value, taste, placement in tasted(view, self.style, super().judged(view))]


class StyledMedium(MediumPlayer):
    def __init__(self, style: Style):
        self.style = style

    def judged(self, view):
        kept = MEDIUM_TASTE_AFTER[self.style.name]
        return [((value[0][:kept], taste, value), placement)
                for value, taste, placement in tasted(view, self.style, super().judged(view))]


class ModelLeveller:
    """The medium leveller: the model's best placements one placement ahead, those it judged on
    the board they leave (ranked by the core), each worth its win chance plus
    MODEL_LEVELLER_TASTE per point of the levelling taste; it overlooks the best
    MODEL_LEVELLER_MISS_RATE of the time and plays one of its next best.
    Swaps whenever the rules allow, as medium does."""

    def __init__(self, seed: int | None = None):
        self.style, self.seed = STYLES["leveller"], seed

    def choose_placement(self, view: PlayerView, cancel=None) -> Placement:
        model = load_core_model(view.variant.name, view.variant.players)
        judged_again = native.Position.from_view(view).rank_by_model(model, AFTER_PICKS)[:AFTER_PICKS]
        liked = sorted(tasted(view, self.style, judged_again), reverse=True,
                       key=lambda item: item[0] + MODEL_LEVELLER_TASTE * item[1])
        return with_misses(placement_seed(self.seed, view), liked, MODEL_LEVELLER_MISS_RATE)

    def choose_swap(self, view: PlayerView, cancel=None) -> bool:
        return view.can_swap()


class StyledEvaluation(ModelEvaluation):
    style: Style

    def shortlist(self, view: PlayerView) -> list[Placement]:
        """The hard level's shortlist, and the best few of the model's best TASTE_POOL by its value plus the taste."""
        picks = super().shortlist(view)
        ranked = native.Position.from_view(view).rank_by_model(self.core_model, 0)  # each on the board as it is
        scored = tasted(view, self.style, ranked[:TASTE_POOL])
        scored.sort(key=lambda item: item[0] + HARD_SHORTLIST_TASTE * item[1], reverse=True)
        return picks + [p for _value, _taste, p in scored if p not in picks][:TASTE_PICKS]

    @property
    def taste_tolerance(self) -> float:
        if self.config.taste_tolerance is None:
            return HARD_TASTE_TOLERANCE[self.style.name]
        return self.config.taste_tolerance

    def tastes(self, view, shortlist):
        return self.style.tastes(view, shortlist)


STYLES = {style.name: style for style in (Blocker(), Hunter(), Leveller())}


# Classes of their own, named in this module: the helper process receives the evaluation by pickling.
class BlockerEvaluation(StyledEvaluation):
    style = STYLES["blocker"]


class HunterEvaluation(StyledEvaluation):
    style = STYLES["hunter"]


class LevellerEvaluation(StyledEvaluation):
    style = STYLES["leveller"]


class BlockerHardPlayer(HardPlayer):
    Evaluation = BlockerEvaluation


class HunterHardPlayer(HardPlayer):
    Evaluation = HunterEvaluation


class LevellerHardPlayer(HardPlayer):
    Evaluation = LevellerEvaluation


HARD_PLAYERS = {"blocker": BlockerHardPlayer, "hunter": HunterHardPlayer, "leveller": LevellerHardPlayer}


@dataclass(frozen=True)
class Opponent:
    level: str
    name: str
    style: str

    def make(self, seed: int | None = None, seconds: float = 1.0, helper: bool | None = None,
             config: HardSettings = DEFAULT_SETTINGS):
        """The player, as :func:`~ingenious_desktop.ai.make_player` makes its level's (a hard one
        searching with ``config``)."""
        style = STYLES[self.style]
        if self.level == "easy":
            return StyledEasy(style, seed)
        if self.level == "medium":
            return ModelLeveller(seed) if self.style == "leveller" else StyledMedium(style)
        return HARD_PLAYERS[self.style](seed, seconds, use_helper=helper, config=config)


OPPONENTS = (
    Opponent("easy", "Pip", "blocker"),
    Opponent("easy", "Juno", "hunter"),
    Opponent("easy", "Tess", "leveller"),
    Opponent("medium", "Marlo", "blocker"),
    Opponent("medium", "Vega", "hunter"),
    Opponent("medium", "Bram", "leveller"),
    Opponent("hard", "Kestrel", "blocker"),
    Opponent("hard", "Nova", "hunter"),
    Opponent("hard", "Sage", "leveller"),
)


def opponent_named(name: str) -> Opponent:
    for opponent in OPPONENTS:
        if opponent.name == name:
            return opponent
    raise ValueError(f"no computer opponent is called {name!r}: one of {', '.join(o.name for o in OPPONENTS)}")
