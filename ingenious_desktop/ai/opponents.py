"""Named computer opponents: at each level, three players with a style a player notices.

Each is its level's player with one taste added to how it weighs a placement:

- a **blocker** likes placements that close the open lines of its opponents' weakest colour
  (the most points a half of that colour could still score on the board drops);
- a **hunter** likes reaching 18 and the bonus placements it brings, and pushes colours near it;
- a **leveller** likes keeping its six colours close together (they stand nearer their mean).

At the easy level the taste is added to the points it counts; at the medium level it decides
between placements that do as well for its lowest colour; at the hard level it orders the
shortlist and tilts each leaf's win chance a little. The new-game dialog lists
:data:`OPPONENTS` (level, name, style, and ``make`` to build one); what a player reads about
each (its one-line description, translated) is in :mod:`ingenious_desktop.app.opponents`.
"""

from __future__ import annotations

from dataclasses import dataclass

from ingenious_desktop.engine import COLOURS, Game, Placement, PlayerView

from .features import POINTS_SCALE, BoardReading
from .greedy import EasyPlayer, MediumPlayer
from .learned import model_judge
from .moves import judged, placements_due
from .scoring import scores_after
from .search import HardPlayer, ModelEvaluation

#: The easy level adds this many points per point of its taste.
EASY_TASTE = 3.0
#: The hard level adds this much win chance per point of its taste, in the shortlist and at a leaf.
HARD_SHORTLIST_TASTE = 0.05
HARD_LEAF_TASTE = 0.1
#: The hard level searches this many placements more: the best by value and taste together.
TASTE_PICKS = 4
#: ... chosen among the model's best this many (tasting every placement cost Kestrel 0.7 s a move).
TASTE_POOL = 24
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


def board_after(view: PlayerView, placement: Placement):
    board = view.board.copy()
    for letter, cell in zip(placement.tile, placement.cells):
        board.fill(board.geo.index[cell], COLOURS.index(letter))
    return board


def keeps_open_line(board, watched: set[int], before: int, top_cells: set[int], placement: Placement) -> bool:
    """Whether ``placement`` surely leaves the watched colours' open line at ``before`` points.

    A placement changes the points a half scores on the cells left empty only in its own two
    colours (a run reaches past an empty cell in no direction), so when neither is watched the
    line cannot grow; it stays if a cell where it scores ``before`` stays empty with an empty
    neighbour (BoardReading counts no other cell). Otherwise the caller reads the board after."""
    if any(COLOURS.index(letter) in watched for letter in placement.tile):
        return False
    if before == 0:
        return True
    geo = board.geo
    covered = [geo.index[cell] for cell in placement.cells]
    for cell in top_cells:
        if cell in covered:
            continue
        touching = sum(1 for nb in geo.neighbours[cell] if nb in covered)
        if board.empty_neighbours[cell] > touching:
            return True
    return False


class Style:
    """A taste, in points: how much each placement pleases it (``tastes``) and how a leaf does (``leaf``)."""

    name = ""

    def tastes(self, view: PlayerView, placements: list[Placement]) -> list[float]:
        points = dict(placements_due(view))
        return [self.taste(view.variant, view.my_scores, placement, points[placement]) for placement in placements]

    def taste(self, variant, scores, placement: Placement, points: tuple[int, int]) -> float:
        raise NotImplementedError

    def leaf(self, game: Game, seat: int) -> float:
        raise NotImplementedError


class Blocker(Style):
    name = "blocker"

    def tastes(self, view, placements):
        holder = view.variant.holder_of(view.seat)
        watched = others_lowest_colours(view.scores, holder)
        reading = BoardReading(view.board)
        before = max((reading.best[c] for c in watched), default=0)
        top_cells = {cell for c in watched if reading.best[c] == before for cell in reading.best_cells[c]}
        return [0 if keeps_open_line(view.board, watched, before, top_cells, p)
                else before - opponents_open_line(board_after(view, p), view.scores, holder) for p in placements]

    def leaf(self, game, seat):
        return -opponents_open_line(game.board, game.scores, game.variant.holder_of(seat))


class Hunter(Style):
    name = "hunter"

    def taste(self, variant, scores, placement, points):
        after, bonuses = _after(variant, scores, placement, points)
        near = sum(a - b for a, b in zip(after, scores) if a >= variant.cap - HUNTER_REACH)
        return HUNTER_BONUS * bonuses + near

    def leaf(self, game, seat):
        cap = game.variant.cap
        return sum(s for s in game.scores[game.variant.holder_of(seat)] if s >= cap - HUNTER_REACH) / 2


class Leveller(Style):
    name = "leveller"

    def taste(self, variant, scores, placement, points):
        """Points that lift a colour at or below its mean, less points that push one above it."""
        after, _bonuses = _after(variant, scores, placement, points)
        mean = sum(scores) / len(scores)
        return sum((a - b) * (1 if b <= mean else -1) for a, b in zip(after, scores))

    def leaf(self, game, seat):
        return -unevenness(game.scores[game.variant.holder_of(seat)])


def unevenness(scores) -> float:
    """How far the colours stand from their mean, in points all told."""
    mean = sum(scores) / len(scores)
    return sum(abs(s - mean) for s in scores)


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

    def judged(self, view):
        return [(value + EASY_TASTE * taste, placement)
                for value, taste, placement in tasted(view, self.style, super().judged(view))]


class StyledMedium(MediumPlayer):
    def __init__(self, style: Style):
        self.style = style

    def judged(self, view):
        # The lowest colour after the placement first (as medium plays), then the taste.
        return [((value[0][0], taste, value), placement)
                for value, taste, placement in tasted(view, self.style, super().judged(view))]


class StyledEvaluation(ModelEvaluation):
    style: Style

    def shortlist(self, view: PlayerView) -> list[Placement]:
        """The hard level's shortlist, and the best few of the model's best TASTE_POOL by its value plus the taste."""
        picks = super().shortlist(view)
        ranked = judged(placements_due(view), model_judge(self.model, view))
        ranked.sort(key=lambda item: item[0], reverse=True)
        scored = tasted(view, self.style, ranked[:TASTE_POOL])
        scored.sort(key=lambda item: item[0] + HARD_SHORTLIST_TASTE * item[1], reverse=True)
        return picks + [p for _value, _taste, p in scored if p not in picks][:TASTE_PICKS]

    def leaf(self, game, seat, valuation):
        return super().leaf(game, seat, valuation) + HARD_LEAF_TASTE * self.style.leaf(game, seat) / POINTS_SCALE


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

    def make(self, seed: int | None = None, seconds: float = 1.0, helper: bool | None = None):
        """The player, as :func:`~ingenious_desktop.ai.make_player` makes its level's."""
        style = STYLES[self.style]
        if self.level == "easy":
            return StyledEasy(style, seed)
        if self.level == "medium":
            return StyledMedium(style)
        return HARD_PLAYERS[self.style](seed, seconds, use_helper=helper)


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
