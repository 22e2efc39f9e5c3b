"""The value model looking one placement ahead.

Every placement is first judged cheaply, on the board as it is (:func:`model_judge`: only the
scores change, and its bonus placements count as the model counts an owed bonus); the best
AFTER_PICKS of those are then judged again on the board the placement leaves
(:func:`after_judge`), where the model also sees the lines the placement opens or closes.
"""

from __future__ import annotations

from ingenious_desktop.engine import Placement, PlayerView, tile_colours

from .features import BoardReading, Seen, read_position
from .moves import judged, placements_due
from .scoring import scores_after
from .value import ValueModel, load_value_model, six_digits

#: How many of the cheaply judged best placements are judged again on the board they leave.
AFTER_PICKS = 20


def model_judge(model: ValueModel, view: PlayerView):
    """judge(first, points, second, points) -> the mover's chance to win after the placement
    (the expected six-digit result in solo), with the rest of the board as it is now."""
    seen = read_position(view)
    reading = BoardReading(seen.board)
    outcome = _outcome(model, view)

    def judge(first, first_points, second, second_points):
        return outcome(seen, reading, first, first_points, second, second_points)

    return judge


def after_judge(model: ValueModel, view: PlayerView):
    """judge(placement, points) -> the mover's chance to win (the expected result in solo) on the
    board after the placement, with the rest of its rack if it places again."""
    seen = read_position(view)
    geo = view.board.geo
    outcome = _outcome(model, view)

    def judge(placement: Placement, points: tuple[int, int]) -> float:
        first, second = tile_colours(placement.tile)
        board = view.board.copy()
        board.fill(geo.index[placement.cells[0]], first)
        board.fill(geo.index[placement.cells[1]], second)
        rack = list(seen.rack)
        if placement.tile in rack:
            rack.remove(placement.tile)
        after = Seen(seen.variant, board, seen.scores, seen.next_seat, seen.bonus_owed, seen.viewer, tuple(rack),
                     seen.over)
        return outcome(after, BoardReading(board), first, points[0], second, points[1])

    return judge


def _outcome(model: ValueModel, view: PlayerView):
    """outcome(seen, reading, first, points, second, points) -> the mover's value once the placement
    has scored, read on ``seen``'s board; the next seat places unless a bonus is owed."""
    variant = view.variant
    holder = variant.holder_of(view.seat)
    mine = view.my_scores
    owed_after = max(0, view.bonus_owed - 1)
    following = (view.seat + 1) % variant.players
    solo = model.kind == "result"

    def outcome(seen, reading, first, first_points, second, second_points):
        after, bonuses = scores_after(mine, variant, first, first_points, second, second_points)
        scores = list(view.scores)
        scores[holder] = after
        if solo:
            return six_digits(model.lowest_colours(seen, reading, scores))
        owed = owed_after + bonuses
        return model.chances(seen, reading, scores, view.seat if owed else following, owed)[holder]

    return outcome


def ranked_by_model(model: ValueModel, view: PlayerView, scored, after_picks: int = AFTER_PICKS) -> list[tuple[float, Placement]]:
    """The scored placements (:func:`.moves.placements_due`), best first: the best ``after_picks``
    by their value on the board they leave, then the others by their cheap value."""
    cheap = judged(scored, model_judge(model, view))
    order = sorted(range(len(scored)), key=lambda i: cheap[i][0], reverse=True)
    judge = after_judge(model, view)
    again = sorted(((judge(*scored[i]), scored[i][0]) for i in order[:after_picks]), key=lambda item: item[0],
                   reverse=True)
    return again + [cheap[i] for i in order[after_picks:]]
